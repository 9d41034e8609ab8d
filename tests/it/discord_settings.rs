//! End to end against the fake Discord: a server's settings (`/hex config`), the swap forms, boards
//! turned for phones (per game and per user) and rematches that keep the starter.

use crate::support::*;
use serde_json::json;

const USER: u8 = 6;
const INTEGER: u8 = 4;
const BOOLEAN: u8 = 5;
const STRING: u8 = 3;

/// Choice indexes as Discord sends them (the order of the choices in the command).
const SWAP_OFF: u64 = 0;
const SWAP_SEAT: u64 = 2;
const ROTATED: u64 = 1;
const LEVEL_EASY: u64 = 0;
const LEVEL_MEDIUM: u64 = 1;

fn landscape(png: &[u8]) -> bool {
    let (w, h) = png_size(png);
    w > h
}

fn portrait(png: &[u8]) -> bool {
    let (w, h) = png_size(png);
    h > w
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn config_sets_the_servers_defaults_and_refuses_members_who_cannot_manage_it() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");

    // Anyone sees the settings: the built-in ones at first.
    let shown = table.answer(&table.slash(&bob, "config", &[], &[])).await;
    assert!(shown.ephemeral, "{shown:?}");
    assert!(
        shown.text().contains("11×11") && shown.text().contains("swap: mirror"),
        "{}",
        shown.text()
    );

    // A member without Manage Server is refused, and nothing changes.
    let options = [
        ("size", INTEGER, json!(9)),
        ("swap", INTEGER, json!(SWAP_SEAT)),
        ("orientation", INTEGER, json!(ROTATED)),
    ];
    let refused = table
        .answer(&table.slash(&bob, "config", &options, &[]))
        .await;
    assert!(refused.ephemeral);
    assert!(
        refused.text().contains("manage the server"),
        "{}",
        refused.text()
    );
    let shown = table.answer(&table.slash(&bob, "config", &[], &[])).await;
    assert!(shown.text().contains("11×11"), "{}", shown.text());

    // A member with Manage Server changes them.
    let saved = table
        .answer(&table.slash_with_permissions(&alice, "config", &options, MANAGE_GUILD))
        .await;
    assert!(saved.ephemeral);
    assert!(
        saved.text().contains("saved")
            && saved.text().contains("9×9")
            && saved.text().contains("swap: seat")
            && saved.text().contains("turned 90°"),
        "{}",
        saved.text()
    );

    // A challenge without options takes them: 9×9, seat swap, the board turned for phones.
    let sent = table.slash(
        &alice,
        "challenge",
        &[("opponent", USER, json!(bob.id.to_string()))],
        &[&bob],
    );
    let challenge = table.answer(&sent).await;
    let text = challenge.text();
    assert!(text.contains("9×9"), "{text}");
    assert!(
        text.contains("swap: seat") && text.contains("exchange colours"),
        "the challenge says which swap form is on: {text}"
    );
    let accept = challenge.button("accept").expect("Accept");
    let started = table.answer(&table.click(&bob, &accept, 1)).await;
    assert!(started.text().contains("swap: seat"), "{}", started.text());
    let png = started.board_png().expect("a board");
    assert!(
        portrait(&png),
        "a rotated board is tall: {:?}",
        png_size(&png)
    );

    // The seat form is what is played: Bob swaps seats after Alice's first stone.
    let first = table
        .answer(&table.slash(&alice, "move", &[("cell", STRING, json!("c3"))], &[]))
        .await;
    assert!(!first.ephemeral, "{}", first.text());
    let swapped = table.answer(&table.slash(&bob, "swap", &[], &[])).await;
    assert!(
        swapped
            .text()
            .contains("bob swapped seats and now plays red")
            && swapped
                .text()
                .contains("alice now plays blue and moves next"),
        "{}",
        swapped.text()
    );
    let png = swapped.board_png().expect("a board");
    assert!(portrait(&png), "every picture of the game is turned");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_says_whether_swap_is_on_and_follows_the_server() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");

    // Easy is played without swap, by the rules.
    let easy = table
        .answer(&table.slash(
            &alice,
            "ai",
            &[
                ("level", INTEGER, json!(LEVEL_EASY)),
                ("size", INTEGER, json!(7)),
            ],
            &[],
        ))
        .await;
    assert!(
        easy.text().contains("easy is played without swap"),
        "{}",
        easy.text()
    );
    let png = easy.board_png().expect("a board");
    assert!(landscape(&png), "normal by default");
    table
        .answer(&table.slash_with_permissions(&alice, "abort", &[], "8192"))
        .await;

    // Medium takes the server's form: off once the server chose off.
    let saved = table
        .answer(&table.slash_with_permissions(
            &alice,
            "config",
            &[("swap", INTEGER, json!(SWAP_OFF))],
            MANAGE_GUILD,
        ))
        .await;
    assert!(saved.text().contains("swap: off"), "{}", saved.text());
    let medium = table
        .answer(&table.slash(
            &alice,
            "ai",
            &[
                ("level", INTEGER, json!(LEVEL_MEDIUM)),
                ("size", INTEGER, json!(7)),
                ("orientation", INTEGER, json!(ROTATED)),
            ],
            &[],
        ))
        .await;
    assert!(medium.text().contains("swap is off"), "{}", medium.text());
    let png = medium.board_png().expect("a board");
    assert!(portrait(&png), "the option turns this game's board");

    // The public board follows the game; a private one follows the viewer's own setting.
    let public = table.answer(&table.slash(&alice, "board", &[], &[])).await;
    assert!(!public.ephemeral);
    assert!(portrait(&public.board_png().unwrap()));
    let private = table
        .answer(&table.slash(&alice, "board", &[("private", BOOLEAN, json!(true))], &[]))
        .await;
    assert!(private.ephemeral, "{private:?}");
    assert_eq!(
        (private.callback_type, private.via),
        (5, "edit-original"),
        "deferred privately from the start"
    );
    assert!(
        landscape(&private.board_png().unwrap()),
        "alice has not asked for turned boards"
    );
    let set = table
        .answer(&table.slash(
            &alice,
            "settings",
            &[("orientation", INTEGER, json!(ROTATED))],
            &[],
        ))
        .await;
    assert!(
        set.ephemeral && set.text().contains("turned 90°"),
        "{}",
        set.text()
    );
    let private = table
        .answer(&table.slash(&alice, "board", &[("private", BOOLEAN, json!(true))], &[]))
        .await;
    assert!(private.ephemeral);
    assert!(portrait(&private.board_png().unwrap()));
    let shown = table
        .answer(&table.slash(&alice, "settings", &[], &[]))
        .await;
    assert!(shown.text().contains("turned 90°"), "{}", shown.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_can_keep_the_same_starter() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let sent = table.slash(
        &alice,
        "challenge",
        &[
            ("opponent", USER, json!(bob.id.to_string())),
            ("size", INTEGER, json!(7)),
        ],
        &[&bob],
    );
    let challenge = table.answer(&sent).await;
    assert!(
        challenge.text().contains("swap: mirror"),
        "{}",
        challenge.text()
    );
    let accept = challenge.button("accept").unwrap();
    table.answer(&table.click(&bob, &accept, 1)).await;
    let ask = table.answer(&table.slash(&bob, "resign", &[], &[])).await;
    let confirm = ask.button("confirm").expect("Confirm");
    let done = table.answer(&table.click(&bob, &confirm, 1)).await;
    assert!(done.button("rematch").is_some());
    let same = done.button("rematch-same").expect("Rematch, same starter");

    let offer = table.answer(&table.click(&bob, &same, 1)).await;
    let text = offer.text();
    assert!(
        text.contains("same starter: alice starts again"),
        "the offer says who starts: {text}"
    );
    let accept = offer.button("accept").expect("Accept");
    let started = table.answer(&table.click(&alice, &accept, 1)).await;
    assert!(
        started.text().contains("alice plays red"),
        "{}",
        started.text()
    );
}
