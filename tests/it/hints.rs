//! `/hex hint` and `/hex-study replay` through the game service, on real SQLite files: a hint is for a
//! player of the channel's game on their turn, refused in rated games between players, allowed
//! against the computer and in unrated games, and marks the game assisted for good (its export
//! and history say so; against the computer it leaves the ladder). A replay is a GIF with one
//! frame per position, for the games export would show (privately to a bystander).

use crate::replay_gif::decode;
use crate::support::service::{
    CHANNEL, GUILD, T0, ann, bob, budget, cat, db_url, open_service, send,
};
use crate::support::{assert_key, assert_refused};
use hexbot::hex::{BoardSize, Settings, SwapRule, Variant};
use hexbot::orientation::Orientation;
use hexbot::service::{
    Action, Actor, AiOptions, ChallengeOptions, Command, GameId, Key, ManualClock, Person, Reply,
    Service,
};
use hexbot::store::{ChannelId, GameStatus, GuildId, NewGame, Player, Store, UserId};
use std::sync::Arc;
use tempfile::TempDir;

async fn service(dir: &TempDir) -> Service {
    open_service(budget(dir, 1, 200, 7), Arc::new(ManualClock::new(T0))).await
}

async fn assisted(dir: &TempDir, id: GameId) -> (bool, bool) {
    let store = Store::open(&db_url(dir)).await.unwrap();
    let record = store.load_game(id).await.unwrap().record;
    store.close().await;
    (record.assisted, record.rated)
}

/// An unrated two-player game between Ann (Red) and Bob in the channel, stored directly.
async fn unrated_two_player_game(dir: &TempDir) -> GameId {
    let store = Store::open(&db_url(dir)).await.unwrap();
    let id = store
        .create_game(&NewGame {
            guild: GuildId(GUILD),
            channel: ChannelId(CHANNEL),
            thread: None,
            red: Player::Human(UserId(100)),
            blue: Player::Human(UserId(101)),
            challenger: Some(UserId(100)),
            settings: Settings {
                size: BoardSize::new(9).unwrap(),
                variant: Variant::Hex,
                swap: SwapRule::Off,
            },
            turn_timer: None,
            orientation: Orientation::Normal,
            status: GameStatus::Active,
            rated: false,
            ai_seed: 42,
            created_at: T0,
            deadline: None,
        })
        .await
        .unwrap();
    store.close().await;
    id
}

#[tokio::test]
async fn a_hint_against_the_computer_shows_a_heat_map_and_three_moves_and_marks_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let started = send(
        &svc,
        &ann(),
        Command::Ai(AiOptions {
            size: Some(9),
            ..AiOptions::default()
        }),
    )
    .await;
    let id = started.game.expect("a game");
    assert_eq!(assisted(&dir, id).await, (false, true));

    // The game is on the computer ladder: the hint asks first, and asking stores nothing.
    let question = send(&svc, &ann(), Command::Hint).await;
    assert!(
        question.is_private() && !question.refused,
        "{}",
        question.english()
    );
    assert_key(&question, Key::HintConfirm);
    assert!(question.board.is_none());
    assert_eq!(assisted(&dir, id).await, (false, true));
    let show = question.button(Action::Hint).expect("Show the hint").id;
    let hint = send(
        &svc,
        &ann(),
        Command::Button {
            id: show,
            input: None,
        },
    )
    .await;
    assert!(!hint.refused && hint.is_private(), "{}", hint.english());
    assert_key(&hint, Key::HintTitle);
    let moves: Vec<_> = hint
        .lines
        .iter()
        .filter(|m| m.key == Key::HintMove)
        .collect();
    assert_eq!(moves.len(), 3, "{}", hint.english());
    // Listed (and labelled 1, 2, 3) by their chance to win, the highest first.
    let percents: Vec<i64> = moves
        .iter()
        .map(|m| match m.get("percent") {
            Some(hexbot::service::Arg::Number(p)) => *p,
            other => panic!("no percent: {other:?}"),
        })
        .collect();
    assert!(
        percents.windows(2).all(|w| w[0] >= w[1]),
        "{}",
        hint.english()
    );
    assert!(hint.has(Key::HintAssistedUnrated), "{}", hint.english());
    let png = &hint.board.as_ref().expect("a picture").png;
    assert!(png.starts_with(b"\x89PNG"));
    assert!(hint.buttons.is_empty());
    // Stored: assisted, and off the computer ladder.
    assert_eq!(assisted(&dir, id).await, (true, false));

    // The same position, seed and budget give the same hint; the game is already marked.
    let again = send(&svc, &ann(), Command::Hint).await;
    let same = |r: &Reply| {
        r.lines
            .iter()
            .filter(|m| m.key == Key::HintMove)
            .map(|m| m.english())
            .collect::<Vec<_>>()
    };
    assert_eq!(same(&hint), same(&again));
    assert!(again.has(Key::HintAssisted));

    // The record says so.
    let export = send(&svc, &ann(), Command::Export { game: id }).await;
    assert!(
        export.english().contains("with hints"),
        "{}",
        export.english()
    );
    let sgf = String::from_utf8(export.attachments[0].bytes.clone()).unwrap();
    assert!(sgf.contains("assisted"), "{sgf}");
    let history = send(&svc, &ann(), Command::History { user: None }).await;
    // "(with hints)" closes the line, after the opponent: it is not "hints against the computer".
    let line = history.lines[1].english();
    assert!(
        line.contains("playing against the computer (Medium)"),
        "{line}"
    );
    assert!(line.ends_with("(with hints)"), "{line}");
    svc.close().await;
}

#[tokio::test]
async fn a_hint_is_refused_in_a_rated_game_between_players_and_nothing_is_stored() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
    o.size = Some(9);
    send(&svc, &ann(), Command::Challenge(o)).await;
    // A challenge not yet accepted has no position to hint at.
    assert_refused(
        &send(&svc, &ann(), Command::Hint).await,
        Key::ChallengePending,
    );
    let accepted = send(&svc, &bob(), Command::Accept).await;
    let id = accepted.game.unwrap();
    assert_refused(&send(&svc, &ann(), Command::Hint).await, Key::HintRated);
    assert_refused(&send(&svc, &cat(), Command::Hint).await, Key::NotAPlayer);
    assert_eq!(assisted(&dir, id).await, (false, true));
    let export = send(&svc, &ann(), Command::Export { game: id }).await;
    assert!(!export.english().contains("with hints"));
    svc.close().await;
}

#[tokio::test]
async fn a_hint_is_allowed_in_an_unrated_game_between_players_on_your_turn_only() {
    let dir = tempfile::tempdir().unwrap();
    let id = unrated_two_player_game(&dir).await;
    let svc = service(&dir).await;
    assert_refused(&send(&svc, &cat(), Command::Hint).await, Key::NotAPlayer);
    assert_refused(&send(&svc, &bob(), Command::Hint).await, Key::NotYourTurn);
    assert_eq!(assisted(&dir, id).await, (false, false));
    let hint = send(&svc, &ann(), Command::Hint).await;
    assert!(!hint.refused, "{}", hint.english());
    assert!(hint.has(Key::HintAssisted), "{}", hint.english());
    assert_eq!(assisted(&dir, id).await, (true, false));
    // Elsewhere there is no game to hint at.
    let elsewhere = Actor::new(GUILD, CHANNEL + 1, 100, "Ann");
    assert_refused(
        &send(&svc, &elsewhere, Command::Hint).await,
        Key::NoGameHere,
    );
    svc.close().await;
}

#[tokio::test]
async fn a_hint_on_a_proved_position_says_who_wins_instead_of_chances() {
    let dir = tempfile::tempdir().unwrap();
    unrated_two_player_game(&dir).await;
    let svc = service(&dir).await;
    // Ann (Red) builds a chain down the e column to e8 while Bob (Blue) plays down the a column.
    for k in 1..=8 {
        let r = send(&svc, &ann(), Command::Move(format!("e{k}"))).await;
        assert!(!r.refused, "{}", r.english());
        if k < 8 {
            let r = send(&svc, &bob(), Command::Move(format!("a{k}"))).await;
            assert!(!r.refused, "{}", r.english());
        }
    }
    // Blue to move, and e9 and d9 both connect Red: every stone of Bob's loses.
    let lost = send(&svc, &bob(), Command::Hint).await;
    assert_key(&lost, Key::HintProvedLoss);
    assert!(!lost.has(Key::HintMove), "{}", lost.english());
    assert!(lost.board.is_some());
    let r = send(&svc, &bob(), Command::Move("a8".into())).await;
    assert!(!r.refused, "{}", r.english());
    // Red to move wins, with e9 or d9.
    let won = send(&svc, &ann(), Command::Hint).await;
    assert_key(&won, Key::HintProvedWin);
    let text = won.english();
    assert!(
        text.contains("e9 is a winning stone") || text.contains("d9 is a winning stone"),
        "{text}"
    );
    assert!(won.has(Key::HintAssisted), "{text}");
    svc.close().await;
}

#[tokio::test]
async fn a_replay_is_a_gif_with_a_frame_per_position_for_games_export_would_show() {
    let dir = tempfile::tempdir().unwrap();
    let id = unrated_two_player_game(&dir).await;
    let svc = service(&dir).await;
    for (who, cell) in [(ann(), "e5"), (bob(), "d5"), (ann(), "e4")] {
        let r = send(&svc, &who, Command::Move(cell.into())).await;
        assert!(!r.refused, "{}", r.english());
    }
    let replay = send(&svc, &ann(), Command::Replay { game: id }).await;
    assert!(
        !replay.refused && !replay.is_private(),
        "{}",
        replay.english()
    );
    // Cat only looks on at the channel's game: the same replay, privately.
    let looking_on = send(&svc, &cat(), Command::Replay { game: id }).await;
    assert!(looking_on.is_private(), "{}", looking_on.english());
    assert!(
        looking_on.has(Key::ShownToBystander),
        "{}",
        looking_on.english()
    );
    assert_eq!(looking_on.attachments, replay.attachments);
    assert_key(&replay, Key::ReplayTitle);
    let file = &replay.attachments[0];
    assert_eq!(file.name, format!("hexbot-game-{}.gif", id.0));
    assert_eq!(
        decode(&file.bytes).frames.len(),
        4,
        "the empty board and three stones"
    );

    let other_guild = Actor::new(GUILD + 1, CHANNEL, 100, "Ann");
    assert_refused(
        &send(&svc, &other_guild, Command::Replay { game: id }).await,
        Key::NoSuchGame,
    );
    assert_refused(
        &send(&svc, &ann(), Command::Replay { game: GameId(999) }).await,
        Key::NoSuchGame,
    );
    svc.close().await;
}

#[tokio::test]
async fn a_challenge_never_played_has_no_replay() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let issued = send(
        &svc,
        &ann(),
        Command::Challenge(ChallengeOptions::to(Person::new(101, "Bob"))),
    )
    .await;
    let id = issued.game.expect("the challenge's game");
    assert_refused(
        &send(&svc, &ann(), Command::Replay { game: id }).await,
        Key::ReplayNeverPlayed,
    );
    svc.close().await;
}
