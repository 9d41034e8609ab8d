//! Rex told truly, end to end on the fake Discord: `/hex rules variant:rex` explains the misère
//! goal (and that the computer's swap is its own there), a Rex challenge and its start say by
//! colour that joining your own sides loses, and the game lost by a connection ends with a caption
//! naming loser and winner by colour and a picture whose chain is struck out, not gold.

use crate::support::*;
use serde_json::json;

const INTEGER: u8 = 4;
const STRING: u8 = 3;
/// The index of Rex among the variant choices (Hex, Rex).
const REX: u64 = 1;

/// The palette's gold (theme.rs), which only a won chain may show.
const GOLD: [u8; 3] = [0xFF, 0xC8, 0x1E];

fn near(a: [u8; 3], b: [u8; 3], within: i32) -> bool {
    a.iter()
        .zip(b)
        .all(|(&x, y)| (i32::from(x) - i32::from(y)).abs() <= within)
}

fn gold_pixels(png: &[u8]) -> usize {
    let image = image::load_from_memory(png).unwrap().to_rgb8();
    image.pixels().filter(|p| near(p.0, GOLD, 12)).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_variant_rex_explains_the_misere_goal_and_the_computers_own_swap() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");

    let rules = table
        .answer(&table.slash(&alice, "rules", &[("variant", INTEGER, json!(REX))], &[]))
        .await;
    assert!(rules.ephemeral, "rules are shown privately");
    let text = rules.text();
    for says in [
        "whoever completes a chain between their own two sides loses",
        "red must avoid joining the two red sides",
        "blue the two blue sides",
        "no draws",
        "the computer decides for itself whether to swap",
        "struck out",
    ] {
        assert!(text.contains(says), "{says:?} missing from {text}");
    }
    assert!(!text.contains("top") && !text.contains("left"), "{text}");

    // Without the option: Hex, both swap forms, the corners, Easy without swap, and a pointer to
    // Rex.
    let hex = table
        .answer(&table.slash(&alice, "rules", &[], &[]))
        .await
        .text();
    for says in [
        "mirror swap",
        "seat swap",
        "corner cell",
        "belongs to both",
        "swap is off at easy",
        "/hex rules variant:rex",
    ] {
        assert!(hex.contains(says), "{says:?} missing from {hex}");
    }
    assert_ne!(hex, text);

    // The option is offered, with both variants, in the registered command.
    let calls = table.fake.calls();
    let registration = calls
        .iter()
        .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .expect("command registration");
    let rules_cmd = registration.body[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "rules")
        .unwrap()
        .clone();
    let option = &rules_cmd["options"][0];
    assert_eq!(option["name"], "variant", "{rules_cmd}");
    assert_eq!(option["choices"].as_array().map(Vec::len), Some(2));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rex_game_says_by_colour_that_joining_your_sides_loses_and_strikes_out_the_chain() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");

    let challenge = table
        .challenge_7x7(&alice, &bob, &[("variant", INTEGER, json!(REX))])
        .await;
    let text = challenge.text();
    assert!(text.contains("to rex"), "{text}");
    assert!(
        text.contains("in rex, whoever completes a chain between their own two sides loses"),
        "{text}"
    );

    let accept = challenge.button("accept").expect("Accept button");
    let started = table.answer(&table.click(&bob, &accept, 1)).await;
    let text = started.text();
    assert!(
        text.contains("alice plays red and must avoid joining the two red sides"),
        "{text}"
    );
    assert!(
        text.contains("bob plays blue and must avoid joining the two blue sides"),
        "{text}"
    );
    assert!(!text.contains("wins by joining"), "{text}");
    // The caption under the board warns the player to move.
    assert!(
        text.contains("alice (red) to play the first move; joining the two red sides loses"),
        "{text}"
    );

    // Red (alice) walks down column a and joins the red sides; Blue plays column g, never
    // joining the blue sides.
    let mut last = None;
    for row in 1..=7 {
        let answer = table
            .answer(&table.slash(
                &alice,
                "move",
                &[("cell", STRING, json!(format!("a{row}")))],
                &[],
            ))
            .await;
        if row < 7 {
            assert!(
                answer.text().contains("joining the two blue sides loses"),
                "Blue's turn prompt: {}",
                answer.text()
            );
            let answer = table
                .answer(&table.slash(
                    &bob,
                    "move",
                    &[("cell", STRING, json!(format!("g{row}")))],
                    &[],
                ))
                .await;
            assert!(
                answer.text().contains("joining the two red sides loses"),
                "Red's turn prompt: {}",
                answer.text()
            );
        }
        last = Some(answer);
    }
    let last = last.unwrap();
    let text = last.text();
    assert!(
        text.contains("alice (red) joined the two red sides and loses"),
        "{text}"
    );
    assert!(text.contains("bob (blue) wins"), "{text}");
    // The caption names loser and winner by colour.
    assert!(
        text.contains(
            "alice (red) joined the two red sides and loses — bob (blue) wins · 13 moves"
        ),
        "{text}"
    );
    assert!(!text.contains("alice (red) wins"), "{text}");
    let png = last.board_png().expect("the final board");
    assert_eq!(gold_pixels(&png), 0, "a Rex loss shows no gold");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hex_win_still_ends_in_gold() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let challenge = table.challenge_7x7(&alice, &bob, &[]).await;
    assert!(
        challenge
            .text()
            .contains("whoever first joins their own two sides with a chain wins"),
        "{}",
        challenge.text()
    );
    let accept = challenge.button("accept").unwrap();
    let started = table.answer(&table.click(&bob, &accept, 1)).await;
    assert!(
        started
            .text()
            .contains("alice plays red and wins by joining the two red sides"),
        "{}",
        started.text()
    );
    let mut last = None;
    for row in 1..=7 {
        let cell = json!(format!("a{row}"));
        last = Some(
            table
                .answer(&table.slash(&alice, "move", &[("cell", STRING, cell)], &[]))
                .await,
        );
        if row < 7 {
            let cell = json!(format!("g{row}"));
            table
                .answer(&table.slash(&bob, "move", &[("cell", STRING, cell)], &[]))
                .await;
        }
    }
    let last = last.unwrap();
    assert!(
        last.text()
            .contains("alice (red) connected the two red sides and wins"),
        "{}",
        last.text()
    );
    assert!(last.text().contains("alice (red) wins by connection"));
    assert!(
        gold_pixels(&last.board_png().unwrap()) > 100,
        "a Hex win is gold"
    );
}
