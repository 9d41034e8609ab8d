//! `/hex-study puzzle` through the game service, on SQLite and PostgreSQL: a puzzle solved along its
//! main line and one failed, each changing the player's and the puzzle's ratings once; the hint
//! asked first, then costing what a failure costs; one open puzzle per player; every wrong
//! press refused privately with nothing stored; the puzzle ladder and the profile's line.

use crate::support::db::{backends, fresh_database_url};
use crate::support::service::{T0, ann, bob, open_service};
use crate::support::{assert_key, assert_refused};
use hexbot::hex::Cell;
use hexbot::puzzle::{Puzzle, by_number};
use hexbot::service::{
    Action, Actor, ButtonId, Command, GameId, Key, Ladder, ManualClock, PuzzleAction, Reply,
    Service, ServiceConfig,
};
use hexbot::store::{Backend, GuildId, Store, UserId};
use std::sync::Arc;
use tempfile::TempDir;

async fn service(backend: Backend, dir: &TempDir) -> (Service, String) {
    let url = fresh_database_url(backend, dir.path()).await;
    let mut config = ServiceConfig::new(url.clone());
    config.ai_threads = 1;
    config.seed = Some(11);
    let svc = open_service(config, Arc::new(ManualClock::new(T0))).await;
    (svc, url)
}

async fn send(svc: &Service, actor: &Actor, action: PuzzleAction) -> Reply {
    svc.handle(actor, Command::Puzzle(action))
        .await
        .expect("no internal error")
}

async fn press(svc: &Service, actor: &Actor, id: ButtonId, input: Option<&str>) -> Reply {
    let command = Command::Button {
        id,
        input: input.map(str::to_owned),
    };
    svc.handle(actor, command).await.expect("no internal error")
}

/// The puzzle a reply shows, from its title's number.
fn shown(reply: &Reply) -> &'static Puzzle {
    assert_key(reply, Key::PuzzleTitle);
    let Some(hexbot::service::Message { args, .. }) = reply.lines.first() else {
        panic!("no title");
    };
    let number = args
        .iter()
        .find_map(
            |(name, arg)| match (*name, arg.to_string().parse::<u32>()) {
                ("number", Ok(n)) => Some(n),
                _ => None,
            },
        )
        .expect("the title names the puzzle");
    by_number(number).expect("a puzzle of the library")
}

fn button(reply: &Reply, action: Action) -> ButtonId {
    reply
        .buttons
        .iter()
        .find(|b| b.id.action == action)
        .unwrap_or_else(|| panic!("no {action:?} button in {}", reply.english()))
        .id
}

fn has_line(reply: &Reply, key: Key) -> bool {
    reply.lines.iter().any(|m| m.key == key)
}

/// The number argument `name` of the reply's line `key`.
fn number_in(reply: &Reply, key: Key, name: &str) -> i64 {
    let line = reply.lines.iter().find(|m| m.key == key).expect("the line");
    line.get(name)
        .and_then(|a| a.to_string().parse().ok())
        .unwrap_or_else(|| panic!("{name} in {}", reply.english()))
}

/// A cell that loses: any empty cell but the key.
fn wrong_cell(p: &Puzzle) -> Cell {
    let game = p.position().unwrap();
    game.board()
        .empty_cells()
        .find(|&c| c != p.key)
        .expect("an empty cell")
}

#[tokio::test]
async fn a_puzzle_solved_along_its_line_and_one_failed_rate_the_player_and_the_puzzle() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let (svc, url) = service(backend, &dir).await;
        let opened = send(&svc, &ann(), PuzzleAction::Open).await;
        assert!(opened.is_private() && !opened.refused);
        assert!(has_line(&opened, Key::PuzzleTask) && has_line(&opened, Key::PuzzleRated));
        assert!(opened.board.as_ref().is_some_and(|b| !b.png.is_empty()));
        let puzzle = shown(&opened);
        // Asking again shows the same puzzle: one open at a time.
        assert_eq!(shown(&send(&svc, &ann(), PuzzleAction::Open).await), puzzle);

        // The key, then the line's winning stones, by the Move button.
        let mut reply = opened;
        let solution: Vec<Cell> = puzzle.solution().collect();
        for (i, stone) in solution.iter().enumerate().step_by(2) {
            let id = button(&reply, Action::PuzzleMove);
            assert_eq!(id.ply as usize, i, "the button carries the stones played");
            reply = press(&svc, &ann(), id, Some(&stone.to_string())).await;
            assert!(!reply.refused, "{}", reply.english());
            if i + 1 < solution.len() && has_line(&reply, Key::PuzzleContinue) {
                let line = reply.lines.iter().find(|m| m.key == Key::PuzzleContinue);
                let answer = line.and_then(|m| m.get("answer")).unwrap().to_string();
                assert_eq!(answer, solution[i + 1].to_string(), "the line's defence");
            } else {
                break;
            }
        }
        assert!(
            has_line(&reply, Key::PuzzleSolved) || has_line(&reply, Key::PuzzleSolvedConnected),
            "{}",
            reply.english()
        );
        let before = number_in(&reply, Key::PuzzleRatingChange, "before");
        let after = number_in(&reply, Key::PuzzleRatingChange, "after");
        assert_eq!(before, 1500);
        assert!(after > before, "solving raises the rating: {after}");
        let next = button(&reply, Action::PuzzleNext);
        assert_eq!(reply.buttons.len(), 1, "only Next once it ended");

        // The next puzzle is another one; a wrong stone ends it at once, with the key shown.
        let second = press(&svc, &ann(), next, None).await;
        let other = shown(&second);
        assert_ne!(other, puzzle, "a puzzle not tried before");
        let wrong = wrong_cell(other);
        let failed = send(&svc, &ann(), PuzzleAction::Play(wrong.to_string())).await;
        assert!(
            has_line(&failed, Key::PuzzleWrong) || has_line(&failed, Key::PuzzleWrongNoAnswer),
            "{}",
            failed.english()
        );
        let solution = failed
            .lines
            .iter()
            .find(|m| m.key == Key::PuzzleSolution)
            .expect("the solution is shown");
        assert_eq!(
            solution.get("key").unwrap().to_string(),
            other.key.to_string()
        );
        let after_fail = number_in(&failed, Key::PuzzleRatingChange, "after");
        assert_eq!(number_in(&failed, Key::PuzzleRatingChange, "before"), after);
        assert!(after_fail < after, "failing lowers it");
        // Over: its buttons are refused, nothing stored.
        let stale = button(&second, Action::PuzzleMove);
        assert_refused(
            &press(&svc, &ann(), stale, Some("a1")).await,
            Key::PuzzleOver,
        );
        assert_refused(
            &send(&svc, &ann(), PuzzleAction::Play("a1".into())).await,
            Key::PuzzleNoneOpen,
        );

        // Both puzzles were rated once: the solved one fell, the failed one rose.
        let store = Store::open(&url).await.unwrap();
        let ratings = store.puzzle_ratings().await.unwrap();
        let of = |p: &Puzzle| ratings.iter().find(|r| r.puzzle == p.number).unwrap();
        assert_eq!((of(puzzle).attempts, of(puzzle).solved), (1, 1));
        assert!(of(puzzle).rating.rating < f64::from(puzzle.rating));
        assert_eq!((of(other).attempts, of(other).solved), (1, 0));
        assert!(of(other).rating.rating > f64::from(other.rating));
        let (standing, rank) = store
            .puzzle_standing(GuildId(ann().guild.0), UserId(ann().user.0))
            .await
            .unwrap();
        assert_eq!((standing.games, standing.wins, standing.losses), (2, 1, 1));
        assert_eq!(rank, Some(1));
        store.close().await;

        // The ladder and the profile show it.
        let board = svc
            .handle(
                &bob(),
                Command::Leaderboard {
                    page: None,
                    kind: Ladder::Puzzles,
                },
            )
            .await
            .unwrap();
        assert_key(&board, Key::PuzzleLeaderboardTitle);
        assert!(board.english().contains("Ann"), "{}", board.english());
        let profile = svc
            .handle(&ann(), Command::Profile { user: None })
            .await
            .unwrap();
        assert!(
            has_line(&profile, Key::ProfilePuzzles),
            "{}",
            profile.english()
        );
        svc.close().await;
    }
}

#[tokio::test]
async fn the_hint_asks_first_then_costs_what_a_failure_costs_and_solving_adds_nothing() {
    for backend in backends() {
        let dir = tempfile::tempdir().unwrap();
        let (svc, url) = service(backend, &dir).await;
        let opened = send(&svc, &ann(), PuzzleAction::Open).await;
        let puzzle = shown(&opened);
        let ask = press(&svc, &ann(), button(&opened, Action::PuzzleHint), None).await;
        assert_key(&ask, Key::PuzzleHintAsk);
        let cost = ask.lines[0].get("after").unwrap().to_string();
        // Asking stored nothing: the puzzle is still unrated.
        let store = Store::open(&url).await.unwrap();
        assert!(store.puzzle_ratings().await.unwrap().is_empty());
        let hinted = press(&svc, &ann(), button(&ask, Action::PuzzleHintConfirm), None).await;
        assert!(
            has_line(&hinted, Key::PuzzleHintShown),
            "{}",
            hinted.english()
        );
        assert_eq!(
            number_in(&hinted, Key::PuzzleRatingChange, "after").to_string(),
            cost,
            "the hint costs what the question said"
        );
        let region = hinted
            .lines
            .iter()
            .find(|m| m.key == Key::PuzzleHintShown)
            .unwrap()
            .get("cells")
            .unwrap()
            .to_string();
        assert!(
            region.split(", ").any(|c| c == puzzle.key.to_string()),
            "the region holds the key: {region}"
        );
        assert!(
            hinted
                .buttons
                .iter()
                .all(|b| b.id.action != Action::PuzzleHint),
            "one hint"
        );
        // Solving it now changes no rating again.
        let solved = send(&svc, &ann(), PuzzleAction::Play(puzzle.key.to_string())).await;
        assert!(!solved.refused, "{}", solved.english());
        assert!(!has_line(&solved, Key::PuzzleRatingChange));
        let ratings = store.puzzle_ratings().await.unwrap();
        assert_eq!((ratings[0].attempts, ratings[0].solved), (1, 0));
        store.close().await;
        svc.close().await;
    }
}

#[tokio::test]
async fn bad_presses_and_stones_are_refused_privately_and_store_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (svc, url) = service(Backend::Sqlite, &dir).await;
    assert_refused(
        &send(&svc, &ann(), PuzzleAction::Play("e5".into())).await,
        Key::PuzzleNoneOpen,
    );
    assert_refused(
        &send(&svc, &ann(), PuzzleAction::Hint).await,
        Key::PuzzleNoneOpen,
    );
    let opened = send(&svc, &ann(), PuzzleAction::Open).await;
    let puzzle = shown(&opened);
    let occupied = puzzle.moves[0].to_string();
    let refusals = [
        ("zz9", Key::BadCell),
        ("", Key::MoveNeedsCell),
        ("a99", Key::BadCell),
        (occupied.as_str(), Key::Occupied),
    ];
    for (text, key) in refusals {
        let id = button(&opened, Action::PuzzleMove);
        assert_refused(&press(&svc, &ann(), id, Some(text)).await, key);
    }
    // Someone else's button; a button of an earlier position.
    let theirs = button(&opened, Action::PuzzleMove);
    assert_refused(
        &press(&svc, &bob(), theirs, Some(&puzzle.key.to_string())).await,
        Key::PuzzleNotYours,
    );
    let stale = ButtonId { ply: 2, ..theirs };
    assert_refused(
        &press(&svc, &ann(), stale, Some(&puzzle.key.to_string())).await,
        Key::StaleButton,
    );
    let unknown = ButtonId {
        game: GameId(999),
        ..theirs
    };
    assert_refused(
        &press(&svc, &ann(), unknown, Some(&puzzle.key.to_string())).await,
        Key::StaleButton,
    );
    let store = Store::open(&url).await.unwrap();
    let open = store
        .open_puzzle(GuildId(ann().guild.0), UserId(ann().user.0))
        .await
        .unwrap()
        .expect("still open");
    assert!(open.moves.is_empty() && !open.hinted, "nothing stored");
    assert!(store.puzzle_ratings().await.unwrap().is_empty());
    store.close().await;
    // Giving up shows the solution and counts as not solved.
    let gave_up = send(&svc, &ann(), PuzzleAction::GiveUp).await;
    assert!(has_line(&gave_up, Key::PuzzleGaveUp) && has_line(&gave_up, Key::PuzzleSolution));
    assert!(number_in(&gave_up, Key::PuzzleRatingChange, "after") < 1500);
    svc.close().await;
}

#[test]
fn every_puzzle_text_reads_in_every_language() {
    use hexbot::i18n::Locale;
    for locale in Locale::ALL {
        for key in [Key::PuzzleTask, Key::PuzzleWrong, Key::PuzzleSolution] {
            let text = hexbot::service::Message::new(key)
                .arg("color", hexbot::hex::Color::Blue)
                .arg("cell", "e5")
                .arg("answer", "d6")
                .arg("key", "c3")
                .arg("stones", 0i64)
                .arg("line", "")
                .format(locale);
            assert!(!text.contains('{'), "{locale:?} {key:?}: {text}");
        }
    }
}
