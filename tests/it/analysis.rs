//! `/hex-study analyze` through the game service on real SQLite files: a board opens privately from
//! every source (empty, set up, a move list, an SGF record with variations, a HexWorld link, a
//! link to one of our game pages, a stored game at a move), anything that does not read is
//! refused saying what and where with nothing stored; the buttons walk the tree, Play adds
//! variations kept across a restart, Delete prunes them; the engine answers from Red's point of
//! view with the solver's proof where it has one, and refuses positions of games still being
//! played — the asker's own, another pair's rated game, rotated, mirrored with the colours
//! exchanged, or a stone away — until they end; Share posts a public diagram with the tree's SGF.

use crate::support::assert_refused;
use crate::support::service::{Harness, ann, bob, budget, cat, db_url, send};
use hexbot::service::{
    Action, Actor, AiOptions, AnalyzeOptions, ButtonId, ChallengeOptions, Color, Command,
    FirstMove, GameId, Key, Person, Reply, Visibility,
};
use hexbot::store::{Store, UserId};
use tempfile::TempDir;

fn config(dir: &TempDir) -> hexbot::service::ServiceConfig {
    budget(dir, 1, 300, 7)
}

fn analyze(options: AnalyzeOptions) -> Command {
    Command::Analyze(Box::new(options))
}

fn moves(list: &str, size: u32) -> Command {
    analyze(AnalyzeOptions {
        moves: Some(list.into()),
        size: Some(size),
        ..AnalyzeOptions::default()
    })
}

/// Presses `action` under `reply` (with `input` for Play).
async fn press(
    h: &Harness,
    who: &Actor,
    reply: &Reply,
    action: Action,
    input: Option<&str>,
) -> Reply {
    let id = reply
        .button(action)
        .unwrap_or_else(|| panic!("no {action:?} button: {}", reply.english()))
        .id;
    send(
        &h.svc,
        who,
        Command::Button {
            id,
            input: input.map(str::to_owned),
        },
    )
    .await
}

/// Asserts that `reply` says `key` somewhere.
#[track_caller]
fn assert_has(reply: &Reply, key: Key) {
    assert!(reply.has(key), "no {key:?}: {}", reply.english());
}

/// A private board reply, not a refusal, with its picture and buttons.
fn assert_board(reply: &Reply) {
    assert!(!reply.refused, "refused: {}", reply.english());
    assert_eq!(reply.visibility, Visibility::Private, "{}", reply.english());
    assert!(reply.board.is_some(), "no picture: {}", reply.english());
    assert!(reply.button(Action::AnalysisPlay).is_some());
}

async fn boards_of(h: &Harness, user: u64) -> usize {
    let store = Store::open(&db_url(&h.dir)).await.unwrap();
    let n = store.boards_of(UserId(user)).await.unwrap().len();
    store.close().await;
    n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_opens_from_every_source_and_bad_input_is_refused_saying_where() {
    let h = Harness::new(config).await;
    let empty = send(
        &h.svc,
        &ann(),
        analyze(AnalyzeOptions {
            size: Some(9),
            ..Default::default()
        }),
    )
    .await;
    assert_board(&empty);
    assert_has(&empty, Key::AnalysisOpened);
    assert!(empty.english().contains("9×9"), "{}", empty.english());
    let listed = send(&h.svc, &ann(), moves("1. e5 2. swap 3. c3", 9)).await;
    assert_board(&listed);
    assert!(listed.english().contains("Move 3"), "{}", listed.english());
    let sgf = "(;FF[4]GM[11]SZ[7];B[d4];W[c5](;B[c4];W[d3])(;B[b5]))";
    let record = send(
        &h.svc,
        &ann(),
        analyze(AnalyzeOptions {
            record: Some(sgf.into()),
            ..Default::default()
        }),
    )
    .await;
    assert_board(&record);
    assert!(record.english().contains("Move 4"), "{}", record.english());
    let setup = send(
        &h.svc,
        &ann(),
        analyze(AnalyzeOptions {
            size: Some(7),
            red: Some("d4 c5".into()),
            blue: Some("e3".into()),
            to_move: Some(Color::Blue),
            ..Default::default()
        }),
    )
    .await;
    assert_board(&setup);
    assert!(
        setup.english().contains("Blue to move"),
        "{}",
        setup.english()
    );
    assert_eq!(boards_of(&h, 100).await, 4);
    // Bad input: what and where, and nothing stored.
    for bad in [
        moves("e5 e5", 9),
        moves("e5 zz9", 9),
        analyze(AnalyzeOptions {
            record: Some("(;FF[4]GM[11]SZ[7];B[d4]".into()),
            ..Default::default()
        }),
        analyze(AnalyzeOptions {
            record: Some("(;GM[1]SZ[19])".into()),
            ..Default::default()
        }),
        analyze(AnalyzeOptions {
            link: Some("https://example.com/nothing".into()),
            ..Default::default()
        }),
        analyze(AnalyzeOptions {
            size: Some(7),
            red: Some("a1 a2 a3 a4 a5 a6 a7".into()),
            ..Default::default()
        }),
        analyze(AnalyzeOptions {
            moves: Some("e5".into()),
            game: Some(GameId(1)),
            ..Default::default()
        }),
        analyze(AnalyzeOptions {
            size: Some(25),
            ..Default::default()
        }),
    ] {
        let r = send(&h.svc, &ann(), bad).await;
        assert!(
            r.refused && r.is_private() && r.board.is_none(),
            "{}",
            r.english()
        );
    }
    let twice = send(&h.svc, &ann(), moves("e5 d4 e5", 9)).await;
    assert!(
        twice.english().contains("e5") && twice.english().contains('3'),
        "{}",
        twice.english()
    );
    assert_eq!(boards_of(&h, 100).await, 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_buttons_walk_the_tree_and_variations_are_kept_across_a_restart() {
    let h = Harness::new(config).await;
    let board = send(&h.svc, &ann(), moves("d4 c5 c4", 7)).await;
    let back = press(&h, &ann(), &board, Action::AnalysisBack, None).await;
    assert!(back.english().contains("Move 2"), "{}", back.english());
    // A variation from move 2: b5 instead of c4, then two more moves at once.
    let played = press(&h, &ann(), &back, Action::AnalysisPlay, Some("b5 e3 e4")).await;
    assert_board(&played);
    assert!(played.english().contains("Move 5"), "{}", played.english());
    // Someone else's board is refused; an illegal move is refused, nothing changes.
    let theirs = press(&h, &bob(), &played, Action::AnalysisBack, None).await;
    assert_refused(&theirs, Key::AnalysisNotYours);
    let taken = press(&h, &ann(), &played, Action::AnalysisPlay, Some("d4")).await;
    assert_refused(&taken, Key::AnalysisIllegalMove);
    let h = h.reopen().await;
    let start = press(&h, &ann(), &played, Action::AnalysisStart, None).await;
    assert!(start.english().contains("Move 0"), "{}", start.english());
    let two = press(&h, &ann(), &back, Action::AnalysisBack, None).await;
    let two = press(&h, &ann(), &two, Action::AnalysisForward, None).await;
    assert!(
        two.english().contains("c4, b5"),
        "the line's move first, then the variation: {}",
        two.english()
    );
    let end = press(&h, &ann(), &two, Action::AnalysisEnd, None).await;
    assert!(
        end.english().contains("Move 3"),
        "the main line ends at c4: {}",
        end.english()
    );
    let other = press(&h, &ann(), &end, Action::AnalysisBack, None).await;
    let other = press(&h, &ann(), &other, Action::AnalysisForward, None).await;
    let sibling = press(&h, &ann(), &other, Action::AnalysisSibling, None).await;
    let deleted = press(&h, &ann(), &sibling, Action::AnalysisDelete, None).await;
    assert_has(&deleted, Key::AnalysisDeleted);
    assert!(!deleted.english().contains("b5"), "{}", deleted.english());
    let root = press(&h, &ann(), &deleted, Action::AnalysisStart, None).await;
    // The start's Delete button is shown disabled; pressed anyway (a forged id), refused.
    let id = ButtonId {
        action: Action::AnalysisDelete,
        ..root.button(Action::AnalysisPlay).unwrap().id
    };
    let none = send(&h.svc, &ann(), Command::Button { id, input: None }).await;
    assert_refused(&none, Key::AnalysisDeleteRoot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_speaks_for_red_and_names_every_winning_stone_it_proves() {
    let h = Harness::new(config).await;
    let open = send(&h.svc, &ann(), moves("d4", 7)).await;
    let seen = press(&h, &ann(), &open, Action::AnalysisEngine, None).await;
    assert_board(&seen);
    assert_has(&seen, Key::AnalysisChance);
    assert_has(&seen, Key::AnalysisEngineMove);
    // Red's column a1–a6 is joined to the bottom by a bridge: Red to move wins with every
    // stone, and after any Red stone Blue loses whatever it plays.
    let won = send(
        &h.svc,
        &ann(),
        moves("a1 g1 a2 g2 a3 g3 a4 g4 a5 g5 a6 g6", 7),
    )
    .await;
    let proved = press(&h, &ann(), &won, Action::AnalysisEngine, None).await;
    assert_has(&proved, Key::AnalysisProvedWins);
    assert!(
        proved.english().contains("Red wins"),
        "{}",
        proved.english()
    );
    let lost = press(&h, &ann(), &proved, Action::AnalysisPlay, Some("d4")).await;
    let lost = press(&h, &ann(), &lost, Action::AnalysisEngine, None).await;
    assert_has(&lost, Key::AnalysisProvedLoses);
}

/// Cat asks the engine on `board`.
async fn engine(h: &Harness, board: &Reply) -> Reply {
    press(h, &cat(), board, Action::AnalysisEngine, None).await
}

/// Ann (Red) and Bob play a rated game in the channel: d4, c5, e3 on 7×7.
async fn rated_game(h: &Harness) {
    let challenge = ChallengeOptions {
        size: Some(7),
        swap: Some(hexbot::service::SwapRule::Off),
        ..ChallengeOptions::to(Person::new(101, "Bob"))
    };
    assert!(
        !send(&h.svc, &ann(), Command::Challenge(challenge))
            .await
            .refused
    );
    assert!(!send(&h.svc, &bob(), Command::Accept).await.refused);
    for (who, cell) in [(ann(), "d4"), (bob(), "c5"), (ann(), "e3")] {
        let r = h.mv(&who, cell).await;
        assert!(!r.refused, "{}", r.english());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_refuses_running_games_positions_and_their_near_twins_until_they_end() {
    let h = Harness::new(config).await;
    rated_game(&h).await;
    // The same position, for a bystander: refused; exploring by hand is open.
    let same = send(&h.svc, &cat(), moves("d4 c5 e3", 7)).await;
    assert_board(&same);
    assert_refused(&engine(&h, &same).await, Key::AnalysisLiveGame);
    // Set up rather than played, rotated 180° (d4 c5 e3 → d4 e3 c5), mirrored with the
    // colours exchanged (Red d4 e3, Blue c5 → Blue d4 c5, Red e3; Red to move), and a stone
    // away: each refused.
    for (red, blue, to_move) in [
        ("d4 e3", "c5", Color::Blue),
        ("d4 c5", "e3", Color::Blue),
        ("e3", "d4 c5", Color::Red),
        ("d4 e3 a7", "c5", Color::Blue),
    ] {
        let twin = send(
            &h.svc,
            &cat(),
            analyze(AnalyzeOptions {
                size: Some(7),
                red: Some(red.into()),
                blue: Some(blue.into()),
                to_move: Some(to_move),
                ..Default::default()
            }),
        )
        .await;
        assert_board(&twin);
        assert_refused(&engine(&h, &twin).await, Key::AnalysisLiveGame);
    }
    // Far from it: open.
    let far = send(&h.svc, &cat(), moves("a1 g7 b2 f6 c3 e5", 7)).await;
    assert_has(&engine(&h, &far).await, Key::AnalysisChance);
    // The game ends: its position is free.
    assert!(!send(&h.svc, &bob(), Command::Resign).await.refused);
    assert!(!send(&h.svc, &bob(), Command::ConfirmResign).await.refused);
    let after = send(&h.svc, &cat(), moves("d4 c5 e3", 7)).await;
    assert_has(&engine(&h, &after).await, Key::AnalysisChance);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_asker_own_game_against_the_computer_is_refused_and_share_posts_publicly() {
    let mut h = Harness::new(config).await;
    let ai = AiOptions {
        size: Some(7),
        first: Some(FirstMove::Computer),
        ..AiOptions::default()
    };
    assert!(!send(&h.svc, &ann(), Command::Ai(ai)).await.refused);
    h.next().await; // the computer's first stone
    // Ann's stone next to nothing the computer plays (d4 or, were it taken, a7), and its answer.
    let r = send(&h.svc, &ann(), Command::Move("a7".into())).await;
    assert!(!r.refused, "{}", r.english());
    h.next().await;
    let game = send(
        &h.svc,
        &ann(),
        analyze(AnalyzeOptions {
            game: Some(GameId(1)),
            ..Default::default()
        }),
    )
    .await;
    assert_board(&game);
    assert_refused(
        &press(&h, &ann(), &game, Action::AnalysisEngine, None).await,
        Key::AnalysisLiveGame,
    );
    let shared = press(&h, &ann(), &game, Action::AnalysisShare, None).await;
    assert_eq!(
        shared.visibility,
        Visibility::Public,
        "{}",
        shared.english()
    );
    assert_has(&shared, Key::AnalysisShared);
    assert!(shared.board.is_some());
    let sgf = String::from_utf8(shared.attachments[0].bytes.clone()).unwrap();
    assert!(sgf.starts_with("(;") && sgf.contains("[a7]"), "{sgf}");
    assert!(
        shared
            .links
            .iter()
            .any(|l| l.url.starts_with("https://hexworld.org/board/#"))
    );
}
