//! `/hex-study review` and the profile's rating plot in the service: a fixed game on real SQLite files,
//! the computer on a tiny seeded budget. The review is the same every time, stored once and
//! then answered from the store, refused for games that are not finished or not this server's;
//! its pictures decode at their documented sizes.

use crate::support::assert_key;
use crate::support::service::{CHANNEL, GUILD, ann, bob, config, open_service, send};
use hexbot::render::{RATING_PLOT_SIZE, REVIEW_GRAPH_SIZE};
use hexbot::service::{
    Action, Actor, ChallengeOptions, Command, GameId, Key, Person, Reply, Service, SwapRule,
    SystemClock,
};
use std::sync::Arc;
use tempfile::TempDir;

/// Red (Ann) walks down the first column; Blue (Bob) wastes moves on the last one.
const RED: [&str; 7] = ["a1", "a2", "a3", "a4", "a5", "a6", "a7"];
const BLUE: [&str; 6] = ["g1", "g2", "g3", "g4", "g5", "g6"];

async fn service(dir: &TempDir) -> Service {
    open_service(config(dir), Arc::new(SystemClock)).await
}

/// Starts the fixed 7×7 game without swap; plays its first `moves` moves; returns its id and the
/// last reply.
async fn fixed_game(svc: &Service, moves: usize) -> (GameId, Reply) {
    let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
    o.size = Some(7);
    o.swap = Some(SwapRule::Off);
    send(svc, &ann(), Command::Challenge(o)).await;
    let mut last = send(svc, &bob(), Command::Accept).await;
    let id = last.game.expect("a game");
    for i in 0..moves {
        let (who, cell) = if i % 2 == 0 {
            (ann(), RED[i / 2])
        } else {
            (bob(), BLUE[i / 2])
        };
        last = send(svc, &who, Command::Move(cell.into())).await;
        assert!(!last.refused, "{}", last.english());
    }
    (id, last)
}

fn decoded_size(png: &[u8]) -> (u32, u32) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .expect("the PNG decodes");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("its pixels decode");
    (info.width, info.height)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_of_a_fixed_game_is_the_same_every_time_and_names_the_costly_moves() {
    let mut reviews = Vec::new();
    for _ in 0..2 {
        let dir = tempfile::tempdir().unwrap();
        let svc = service(&dir).await;
        let (id, _) = fixed_game(&svc, 13).await;
        let review = svc.review(&ann(), id, None).await.unwrap();
        svc.close().await;
        reviews.push(review);
    }
    let review = &reviews[0];
    assert_eq!(
        reviews[0], reviews[1],
        "same game, seed and budget: same review"
    );
    assert!(!review.is_private(), "a review is public");
    assert_key(review, Key::ReviewTitle);
    let text = review.english();
    assert!(
        text.contains("Review of game #1: Ann as Red against Bob as Blue"),
        "{text}"
    );
    assert_eq!(
        review
            .lines
            .iter()
            .filter(|m| m.key == Key::ReviewSummary)
            .count(),
        2,
        "a summary per player:\n{text}"
    );
    let mistakes = review
        .lines
        .iter()
        .filter(|m| m.key == Key::ReviewMistake)
        .count();
    assert!(
        (1..=6).contains(&mistakes),
        "Blue's wasted moves are costly:\n{text}"
    );
    assert!(text.contains("serious mistake"), "{text}");
    // A picture per costly move, named in its line, and the graph at its documented size.
    assert_eq!(review.attachments.len(), mistakes);
    for a in &review.attachments {
        assert!(text.contains(&a.name), "{} not named in:\n{text}", a.name);
        let (w, h) = decoded_size(&a.bytes);
        assert!(w > 100 && h > 100);
    }
    let graph = review.board.as_ref().expect("the graph");
    assert_eq!(decoded_size(&graph.png), REVIEW_GRAPH_SIZE);
    assert!(graph.caption.english().contains("Red's chance of winning"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_is_computed_once_with_progress_and_then_answered_from_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let (id, _) = fixed_game(&svc, 13).await;
    // Two asks at once share one computation; both see its progress to the end.
    let (tx1, rx1) = tokio::sync::watch::channel(0u8);
    let (tx2, rx2) = tokio::sync::watch::channel(0u8);
    let (a, b) = (ann(), bob());
    let (first, second) =
        tokio::join!(svc.review(&a, id, Some(tx1)), svc.review(&b, id, Some(tx2)));
    let (first, second) = (first.unwrap(), second.unwrap());
    assert_eq!(first, second);
    assert_eq!(*rx1.borrow(), 100);
    assert_eq!(*rx2.borrow(), 100);
    // Asked again: from the store, without any progress.
    let (tx3, rx3) = tokio::sync::watch::channel(0u8);
    let again = svc.review(&ann(), id, Some(tx3)).await.unwrap();
    assert_eq!(again, first);
    assert_eq!(*rx3.borrow(), 0, "no progress when stored");
    // And after a restart.
    svc.close().await;
    let svc = service(&dir).await;
    let (tx4, rx4) = tokio::sync::watch::channel(0u8);
    let stored = svc.review(&bob(), id, Some(tx4)).await.unwrap();
    assert_eq!(stored, first);
    assert_eq!(*rx4.borrow(), 0);
    svc.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_finished_games_of_this_server_are_reviewed() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let (id, _) = fixed_game(&svc, 4).await;
    let r = svc.review(&ann(), id, None).await.unwrap();
    assert!(r.refused && r.is_private());
    assert_key(&r, Key::ReviewNotFinished);
    let elsewhere = Actor::new(GUILD + 1, CHANNEL, 100, "Ann");
    let r = svc.review(&elsewhere, id, None).await.unwrap();
    assert_key(&r, Key::NoSuchGame);
    let r = svc.review(&ann(), GameId(999), None).await.unwrap();
    assert_key(&r, Key::NoSuchGame);
    // Through the plain command too.
    let r = send(&svc, &ann(), Command::Review { game: id }).await;
    assert_key(&r, Key::ReviewNotFinished);
    svc.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_final_board_offers_a_review_button_and_the_profile_plots_the_rating() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let (id, last) = fixed_game(&svc, 13).await;
    let button = last
        .button(Action::Review)
        .unwrap_or_else(|| panic!("a Review button under:\n{}", last.english()))
        .clone();
    assert_eq!(button.id.game, id);
    let r = send(
        &svc,
        &bob(),
        Command::Button {
            id: button.id,
            input: None,
        },
    )
    .await;
    assert_key(&r, Key::ReviewTitle);
    // The game was rated: the profile carries the plot of the rating.
    let profile = send(&svc, &ann(), Command::Profile { user: None }).await;
    let plot = profile.board.as_ref().expect("a rating plot");
    assert_eq!(decoded_size(&plot.png), RATING_PLOT_SIZE);
    assert!(
        plot.caption.english().contains("games between players"),
        "{}",
        plot.caption.english()
    );
    svc.close().await;
}

/// The game players minded (issue 31): Red d1 … d6 down the middle of 7×7 while Blue plays
/// elsewhere; after d6 Red has won (d7 and c7 are both free), so Blue's g4 next is no mistake,
/// and nothing swings after the game was decided. The export carries Red's chance per move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_decided_game_shows_no_swings_after_it_was_decided_and_the_record_carries_the_chances() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service(&dir).await;
    let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
    o.size = Some(7);
    o.swap = Some(SwapRule::Off);
    send(&svc, &ann(), Command::Challenge(o)).await;
    let id = send(&svc, &bob(), Command::Accept).await.game.unwrap();
    let moves = [
        "d1", "a1", "d2", "a2", "d3", "a3", "d4", "a4", "d5", "a5", "d6", "g4", "d7",
    ];
    for (i, cell) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { ann() } else { bob() };
        let r = send(&svc, &who, Command::Move((*cell).into())).await;
        assert!(!r.refused, "{}", r.english());
    }
    let review = svc.review(&ann(), id, None).await.unwrap();
    let text = review.english();
    assert!(
        !text.contains("g4"),
        "Blue's g4 came after the game was decided:\n{text}"
    );
    let export = send(&svc, &ann(), Command::Export { game: id }).await;
    let sgf = String::from_utf8(export.attachments[0].bytes.clone()).unwrap();
    // From d6 (move 11) on, Red's win is proved: 100 % after each move.
    assert!(
        sgf.contains(";B[d6]C[Red 100%];W[g4]C[Red 100%];B[d7]C[Red 100%]"),
        "{sgf}"
    );
    assert_eq!(sgf.matches("C[Red ").count(), moves.len(), "{sgf}");
    svc.close().await;
}
