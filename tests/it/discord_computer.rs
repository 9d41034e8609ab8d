//! End to end against a fake Discord: points against the computer. A game against the computer
//! changes the player's rating on the server's computer ladder, shown by
//! `/hex leaderboard kind:computer` and `/hex profile`, while the two-player leaderboard stays
//! empty.

use crate::support::*;
use serde_json::json;

/// Discord option type of a choice (poise sends choices as their index).
const INTEGER: u8 = 4;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_moves_the_computer_ladder() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let started = table
        .answer(&table.slash(
            &alice,
            "ai",
            &[("level", INTEGER, json!(2)), ("size", INTEGER, json!(7))],
            &[],
        ))
        .await;
    assert!(!started.ephemeral, "{}", started.text());
    // A stone of her own first: resigning before it would cancel the game. The answer waits for
    // the computer's move.
    let moved = table
        .answer(&table.slash(&alice, "move", &[("cell", 3, json!("a1"))], &[]))
        .await;
    assert!(moved.text().contains("played a1"), "{}", moved.text());

    let ask = table.answer(&table.slash(&alice, "resign", &[], &[])).await;
    let confirm = ask.button("confirm").expect("Confirm button");
    let done = table.answer(&table.click(&alice, &confirm, 1)).await;
    assert!(done.text().contains("resigned"), "{}", done.text());
    assert!(
        done.text().contains("alice against the computer: 1,500 → "),
        "{}",
        done.text()
    );

    let two_player = table
        .answer(&table.slash(&alice, "leaderboard", &[], &[]))
        .await;
    assert!(
        two_player.text().contains("no rated games"),
        "{}",
        two_player.text()
    );
    let ladder = table
        .answer(&table.slash(&alice, "leaderboard", &[("kind", INTEGER, json!(1))], &[]))
        .await;
    let text = ladder.text();
    assert!(text.contains("ladder against the computer"), "{text}");
    assert!(text.contains("1. alice"), "{text}");
    assert!(text.contains("0–1"), "{text}");
    let rating: i64 = text["1. alice ".len() + text.find("1. alice").unwrap()..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .expect("a rating after the name");
    assert!(rating < 1500, "a loss lowers the rating: {text}");

    let profile = table
        .answer(&table.slash(&alice, "profile", &[], &[]))
        .await;
    let text = profile.text();
    let shown = format!("{},{:03}", rating / 1000, rating % 1000);
    assert!(
        text.contains(&format!("against the computer: rating {shown} ± ")),
        "{text}"
    );
    assert!(
        text.contains("has no rated games against other players"),
        "two-player: {text}"
    );
}
