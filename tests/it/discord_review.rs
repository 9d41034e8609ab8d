//! End to end on a fake Discord: `/hex-study review`. A review still to compute is acknowledged publicly
//! at once, the placeholder edited with its progress ("reviewing… 40%") and then replaced by the
//! review (the graph as the embed's picture, a picture per costly move); asked again, or through
//! the Review button under the final board, it comes from the store as the first answer.

use crate::support::*;
use serde_json::json;

const USER: u8 = 6;
const INTEGER: u8 = 4;
const STRING: u8 = 3;

/// Interaction callback types.
const MESSAGE: u64 = 4;
const DEFERRED: u64 = 5;

/// alice (Red) walks down the first column of a 7×7 board while bob (Blue) wastes his moves on
/// the last one: the final answer (alice wins).
async fn a_lopsided_game(table: &Table, alice: &Player, bob: &Player) -> Answer {
    let sent = table.slash(
        alice,
        "challenge",
        &[
            ("opponent", USER, json!(bob.id.to_string())),
            ("size", INTEGER, json!(7)),
        ],
        &[bob],
    );
    let challenge = table.answer(&sent).await;
    let accept = challenge.button("accept").expect("Accept button");
    table.answer(&table.click(bob, &accept, 1)).await;
    let mut last = None;
    for i in 0..13 {
        let (who, cell) = if i % 2 == 0 {
            (alice, format!("a{}", i / 2 + 1))
        } else {
            (bob, format!("g{}", i / 2 + 1))
        };
        let sent = table.slash(who, "move", &[("cell", STRING, json!(cell))], &[]);
        last = Some(table.answer(&sent).await);
    }
    last.expect("moves")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_shows_its_progress_then_the_graph_and_comes_from_the_store_when_asked_again() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let end = a_lopsided_game(&table, &alice, &bob).await;
    assert!(end.text().contains("wins"), "{}", end.text());
    let review_button = end
        .button("review")
        .expect("a Review button under the final board");

    let sent = table.slash(&bob, "review", &[("game", INTEGER, json!(1))], &[]);
    let callback = table.callback(&sent).await;
    assert_eq!(
        callback.body["type"].as_u64(),
        Some(DEFERRED),
        "acknowledged at once"
    );
    assert_eq!(
        callback.body["data"]["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "publicly"
    );
    let original = format!("{}/messages/@original", sent.webhook_prefix());
    let progress = table
        .fake
        .wait_call(0, "a progress edit", |c| {
            c.method == "PATCH"
                && c.path == original
                && c.body["content"]
                    .as_str()
                    .is_some_and(|t| t.starts_with("Reviewing… "))
        })
        .await;
    assert!(
        progress.body["content"].as_str().unwrap().ends_with('%'),
        "{}",
        progress.summary()
    );
    let done = table
        .fake
        .wait_call(0, "the review", |c| {
            c.method == "PATCH"
                && c.path == original
                && c.body["embeds"].as_array().is_some_and(|e| !e.is_empty())
        })
        .await;
    let review = Answer {
        callback_type: DEFERRED,
        ephemeral: false,
        data: done.body.clone(),
        files: done.files.clone(),
        via: "edit-original",
    };
    let text = review.text();
    assert!(
        text.contains("review of game #1: alice as red against bob as blue"),
        "{text}"
    );
    assert!(text.contains("serious mistake"), "{text}");
    assert_eq!(
        review.data["content"].as_str().unwrap_or_default(),
        "",
        "the progress text is gone"
    );
    let graph = review
        .board_png()
        .expect("the graph as the embed's picture");
    assert_eq!(png_size(&graph), hexbot::render::REVIEW_GRAPH_SIZE);
    let pictures: Vec<&str> = review
        .file_names()
        .into_iter()
        .filter(|n| n.starts_with("review-1-move-"))
        .collect();
    assert!(!pictures.is_empty(), "{:?}", review.file_names());
    for name in &pictures {
        assert!(text.contains(name), "{name} named in the text");
        assert!(review.file(name).is_some());
    }

    // Asked again: stored, so the review itself is the first answer, identical.
    let again = table
        .answer(&table.slash(&alice, "review", &[("game", INTEGER, json!(1))], &[]))
        .await;
    assert_eq!(again.callback_type, MESSAGE, "no deferral: {again:?}");
    assert_eq!(again.text(), text);
    assert_eq!(again.board_png(), Some(graph.clone()));

    // The Review button under the final board answers the same.
    let pressed = table.answer(&table.click(&alice, &review_button, 1)).await;
    assert_eq!(pressed.callback_type, MESSAGE);
    assert!(!pressed.ephemeral);
    assert_eq!(pressed.text(), text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_of_a_game_still_played_is_refused_privately() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let sent = table.slash(
        &alice,
        "challenge",
        &[("opponent", USER, json!(bob.id.to_string()))],
        &[&bob],
    );
    let challenge = table.answer(&sent).await;
    let accept = challenge.button("accept").expect("Accept button");
    table.answer(&table.click(&bob, &accept, 1)).await;
    let refused = table
        .answer(&table.slash(&alice, "review", &[("game", INTEGER, json!(1))], &[]))
        .await;
    assert_eq!(refused.callback_type, MESSAGE);
    assert!(refused.ephemeral);
    assert!(
        refused.text().contains("not finished"),
        "{}",
        refused.text()
    );
}
