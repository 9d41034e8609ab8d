//! Replays, reviews and exports in the service, as the answers that cost the most (issue 32,
//! item 2): shown publicly within the same limits as the other public answers (privately to a
//! bystander of the channel's game, and past the limit with a word on it), and a replay drawn
//! once per position: asking again, or asking for a finished game's replay again, draws nothing.
//! Real SQLite files, the service's manual clock, tiny seeded budgets; no sleeps.

use crate::replay_gif::decode;
use crate::support::assert_key;
use crate::support::service::{GUILD, T0, budget, open_service, send};
use hexbot::service::{
    Actor, ChallengeOptions, Command, GameId, Key, ManualClock, Person, PublicAnswers, Reply,
    Service, SwapRule, Visibility,
};
use std::sync::Arc;
use std::time::Duration;
use tempfile::TempDir;

const CHANNEL: u64 = 40;

fn ann() -> Actor {
    Actor::new(GUILD, CHANNEL, 100, "Ann")
}
fn bob() -> Actor {
    Actor::new(GUILD, CHANNEL, 101, "Bob")
}
fn cat() -> Actor {
    Actor::new(GUILD, CHANNEL, 102, "Cat")
}

async fn service(dir: &TempDir, clock: &Arc<ManualClock>) -> Service {
    let mut config = budget(dir, 1, 40, 11);
    config.public_answers = PublicAnswers {
        per_window: 3,
        window: Duration::from_secs(60),
    };
    open_service(config, clock.clone()).await
}

/// Ann (Red) and Bob start a 7×7 game without swap in the channel and play `cells` in turn.
async fn game(svc: &Service, cells: &[&str]) -> GameId {
    let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
    o.size = Some(7);
    o.swap = Some(SwapRule::Off);
    send(svc, &ann(), Command::Challenge(o)).await;
    let accepted = send(svc, &bob(), Command::Accept).await;
    let id = accepted.game.expect("a game");
    for (i, cell) in cells.iter().enumerate() {
        let who = if i % 2 == 0 { ann() } else { bob() };
        let r = send(svc, &who, Command::Move((*cell).into())).await;
        assert!(!r.refused, "{}", r.english());
    }
    id
}

/// A finished game: five stones, then Bob resigns.
async fn finished_game(svc: &Service) -> GameId {
    let id = game(svc, &["a1", "g1", "a2", "g2", "a3"]).await;
    let resign = send(svc, &bob(), Command::Resign).await;
    assert!(!resign.refused, "{}", resign.english());
    let confirmed = send(svc, &bob(), Command::ConfirmResign).await;
    assert!(!confirmed.refused, "{}", confirmed.english());
    id
}

fn assert_public(reply: &Reply) {
    assert!(!reply.refused, "{}", reply.english());
    assert_eq!(reply.visibility, Visibility::Public, "{}", reply.english());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_reviews_and_exports_count_against_the_public_answers_limit() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(T0));
    let svc = service(&dir, &clock).await;
    let id = finished_game(&svc).await;
    // Three public answers a minute: an export, a replay and a review…
    assert_public(&send(&svc, &ann(), Command::Export { game: id }).await);
    assert_public(&send(&svc, &ann(), Command::Replay { game: id }).await);
    assert_public(&svc.review(&ann(), id, None).await.unwrap());
    // …then each is still answered, privately, with the word on the limit.
    let mut limited = vec![
        send(&svc, &ann(), Command::Replay { game: id }).await,
        send(&svc, &ann(), Command::Export { game: id }).await,
        send(&svc, &ann(), Command::Review { game: id }).await,
        svc.review(&ann(), id, None).await.unwrap(),
    ];
    for reply in &limited {
        assert!(!reply.refused, "{}", reply.english());
        assert_eq!(reply.visibility, Visibility::Private, "{}", reply.english());
        assert!(reply.has(Key::PublicAnswersLimited), "{}", reply.english());
    }
    let replay = limited.remove(0);
    assert_key(&replay, Key::ReplayTitle);
    assert_eq!(decode(&replay.attachments[0].bytes).frames.len(), 6);
    // Someone else may still share, and Ann again once the window has passed.
    assert_public(&send(&svc, &bob(), Command::Replay { game: id }).await);
    clock.advance(Duration::from_secs(60));
    assert_public(&send(&svc, &ann(), Command::Replay { game: id }).await);
    svc.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bystander_of_the_channels_game_gets_replays_reviews_and_exports_privately() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(T0));
    let svc = service(&dir, &clock).await;
    let id = finished_game(&svc).await;
    // A new game in the channel: Cat only looks on.
    game(&svc, &["d4"]).await;
    let answers = [
        send(&svc, &cat(), Command::Replay { game: id }).await,
        send(&svc, &cat(), Command::Export { game: id }).await,
        svc.review(&cat(), id, None).await.unwrap(),
    ];
    for reply in &answers {
        assert!(!reply.refused, "{}", reply.english());
        assert_eq!(reply.visibility, Visibility::Private, "{}", reply.english());
        assert!(reply.has(Key::ShownToBystander), "{}", reply.english());
    }
    // The game over (Bob resigns before his first stone), Cat shares them.
    send(&svc, &bob(), Command::Resign).await;
    send(&svc, &bob(), Command::ConfirmResign).await;
    assert_public(&send(&svc, &cat(), Command::Replay { game: id }).await);
    svc.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_is_drawn_once_per_position_and_a_finished_games_once_for_good() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(T0));
    let svc = service(&dir, &clock).await;
    // A game still running: drawn at its position, then kept until it moves on.
    let running = game(&svc, &["d4", "c5"]).await;
    let first = send(&svc, &ann(), Command::Replay { game: running }).await;
    assert_eq!(svc.replays_drawn(), 1);
    let again = send(&svc, &bob(), Command::Replay { game: running }).await;
    assert_eq!(
        svc.replays_drawn(),
        1,
        "the same position is not drawn again"
    );
    assert_eq!(again.attachments, first.attachments);
    send(&svc, &ann(), Command::Move("e3".into())).await;
    let moved = send(&svc, &bob(), Command::Replay { game: running }).await;
    assert_eq!(svc.replays_drawn(), 2, "a stone more: drawn anew");
    assert_eq!(decode(&moved.attachments[0].bytes).frames.len(), 4);
    // Bob resigns: the game ends with no stone more, and its replay is drawn once for good.
    send(&svc, &bob(), Command::Resign).await;
    send(&svc, &bob(), Command::ConfirmResign).await;
    let finished = send(&svc, &cat(), Command::Replay { game: running }).await;
    assert_eq!(svc.replays_drawn(), 3);
    assert_eq!(
        finished.attachments[0].bytes, moved.attachments[0].bytes,
        "the resignation adds no frame"
    );
    for _ in 0..3 {
        clock.advance(Duration::from_secs(60));
        let r = send(&svc, &cat(), Command::Replay { game: running }).await;
        assert_eq!(r.attachments, finished.attachments);
    }
    assert_eq!(svc.replays_drawn(), 3, "a finished game's replay is kept");
    svc.close().await;
}
