//! Early ends players expect (issue 31): either player may cancel a game before its second
//! stone (no rating change), resigning before one's own first stone is such a cancellation, a
//! caption counts stones and swaps but not the resignation, and a game in which one player never
//! moved themselves (the computer moved for them each time their timer ran out) is not rated.
//! Real SQLite files, a manual clock, the computer on a tiny budget.

use crate::support::service::{Harness, ann, bob, config};
use crate::support::{assert_key, assert_refused};
use hexbot::service::{ChallengeOptions, Command, Key, Person, Reply, SwapRule, TurnTimer};
use hexbot::store::{GameId, GameStatus, Store};
use std::time::Duration;

/// Ann (Red) against Bob (Blue) on 7×7 without swap, with `timer`.
async fn game(h: &Harness, timer: TurnTimer) {
    let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
    o.size = Some(7);
    o.swap = Some(SwapRule::Off);
    o.timer = Some(timer);
    h.send(&ann(), Command::Challenge(o)).await;
    assert_key(
        &h.send(&bob(), Command::Accept).await,
        Key::ChallengeAccepted,
    );
}

async fn stored(h: &Harness, id: i64) -> hexbot::store::GameRecord {
    let store = Store::open_path(h.dir.path().join("hexbot.db"))
        .await
        .unwrap();
    store.load_game(GameId(id)).await.unwrap().record
}

async fn resign(h: &Harness, who: &hexbot::service::Actor) -> Reply {
    h.send(who, Command::Resign).await;
    h.send(who, Command::ConfirmResign).await
}

#[tokio::test]
async fn either_player_may_cancel_before_the_second_stone_and_not_after() {
    let h = Harness::new(config).await;
    game(&h, TurnTimer::None).await;
    let r = h.send(&bob(), Command::Abort).await;
    assert!(!r.refused, "{}", r.english());
    assert!(
        r.english().starts_with("Bob cancelled the game"),
        "{}",
        r.english()
    );
    let g = stored(&h, 1).await;
    assert_eq!((g.status, g.rated), (GameStatus::Aborted, false));
    // One stone: still possible.
    game(&h, TurnTimer::None).await;
    h.mv(&ann(), "d4").await;
    assert!(!h.send(&ann(), Command::Abort).await.refused);
    // Two stones: a moderator's decision now.
    game(&h, TurnTimer::None).await;
    h.mv(&ann(), "d4").await;
    h.mv(&bob(), "c3").await;
    assert_refused(&h.send(&ann(), Command::Abort).await, Key::AbortTooLate);
    assert_eq!(stored(&h, 3).await.status, GameStatus::Active);
}

#[tokio::test]
async fn resigning_before_ones_own_first_stone_cancels_and_a_caption_counts_stones() {
    let h = Harness::new(config).await;
    game(&h, TurnTimer::None).await;
    h.mv(&ann(), "d4").await;
    let r = resign(&h, &bob()).await;
    assert!(
        r.english().starts_with("Bob cancelled the game"),
        "{}",
        r.english()
    );
    let g = stored(&h, 1).await;
    assert_eq!((g.status, g.winner), (GameStatus::Aborted, None));
    // After stones of one's own, a resignation is one; the caption counts the three stones.
    game(&h, TurnTimer::None).await;
    h.mv(&ann(), "d4").await;
    h.mv(&bob(), "c3").await;
    h.mv(&ann(), "e4").await;
    let r = resign(&h, &bob()).await;
    assert!(r.has(Key::WonByResignation), "{}", r.english());
    let caption = r.board.as_ref().unwrap().caption.english();
    assert!(caption.ends_with("· 3 moves"), "{caption}");
    assert!(stored(&h, 2).await.rated);
}

#[tokio::test]
async fn a_timed_game_in_which_a_player_never_moved_is_not_rated() {
    let mut h = Harness::new(config).await;
    game(&h, TurnTimer::Secs30).await;
    h.mv(&ann(), "d4").await;
    // Bob never comes: the computer moves for him once.
    h.clock.advance(Duration::from_secs(30));
    assert!(h.next().await.reply.has(Key::TimedOut));
    let r = resign(&h, &ann()).await;
    assert!(r.has(Key::WonByResignation), "{}", r.english());
    assert!(r.has(Key::UnratedNeverMoved), "{}", r.english());
    assert!(!r.has(Key::RatingChange), "{}", r.english());
    assert!(!stored(&h, 1).await.rated);
}
