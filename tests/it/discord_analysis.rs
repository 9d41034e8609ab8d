//! `/hex-study analyze` on the fake Discord, through the real binary: a board opens privately from an
//! attached SGF record (downloaded from Discord's file server) and from a HexWorld link, with its
//! picture and buttons; Play opens the moves modal and the answer replaces the board in place;
//! Share posts publicly with the tree's SGF attached; a record that does not read is refused
//! privately, saying where, and another player's buttons are refused.

use crate::support::{Player, Table};
use serde_json::json;

const STRING: u8 = 3;
const ATTACHMENT: u8 = 11;
const MODAL: u64 = 9;
const UPDATE: u64 = 7;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_opens_from_an_attached_record_and_is_explored_privately() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let record = b"(;FF[4]GM[11]SZ[9];B[e5];W[d6](;B[c7])(;B[f4];W[e3]))";
    let file = table.fake.attach("game.sgf", record);
    let opened = table
        .answer(&table.slash(&alice, "analyze", &[("sgf", ATTACHMENT, file)], &[]))
        .await;
    assert!(
        opened.ephemeral,
        "an analysis board is private: {}",
        opened.text()
    );
    assert!(opened.board_png().is_some(), "with its picture");
    assert!(opened.text().contains("move 3"), "{}", opened.text());
    let play = opened.button("aplay").expect("Play button");
    assert!(opened.button("aeng").is_some() && opened.button("ashare").is_some());

    // Play by the modal: the board moves on in place.
    let modal = table.answer(&table.click(&alice, &play, 5)).await;
    assert_eq!(modal.callback_type, MODAL);
    let input = modal.data["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let moved = table
        .answer(&table.submit_modal(&alice, &play, &[(&input, "d3 c4")], 5))
        .await;
    assert_eq!(moved.callback_type, UPDATE, "{}", moved.text());
    assert!(moved.text().contains("move 5"), "{}", moved.text());

    // Bob may not touch it.
    let back = moved.button("aback").expect("Back button");
    let theirs = table.answer(&table.click(&bob, &back, 5)).await;
    assert!(
        theirs.ephemeral && theirs.text().contains("someone else's"),
        "{}",
        theirs.text()
    );

    // Share: public, with the record attached.
    let share = moved.button("ashare").expect("Share button");
    let shared = table.answer(&table.click(&alice, &share, 5)).await;
    assert!(!shared.ephemeral, "{}", shared.text());
    assert!(
        shared
            .files
            .iter()
            .any(|(_, name, _)| name.ends_with(".sgf")),
        "{:?}",
        shared.files.iter().map(|f| &f.1).collect::<Vec<_>>()
    );

    // A HexWorld link opens too; a broken record is refused privately, saying where.
    let link = table
        .answer(&table.slash(
            &alice,
            "analyze",
            &[(
                "link",
                STRING,
                json!("https://hexworld.org/board/#9c1,e5d6"),
            )],
            &[],
        ))
        .await;
    assert!(
        link.ephemeral && link.board_png().is_some(),
        "{}",
        link.text()
    );
    let broken = table
        .fake
        .attach("broken.sgf", b"(;FF[4]GM[11]SZ[9];B[e5];W[zz9])");
    let refused = table
        .answer(&table.slash(&alice, "analyze", &[("sgf", ATTACHMENT, broken)], &[]))
        .await;
    assert!(
        refused.ephemeral && refused.board_png().is_none(),
        "{}",
        refused.text()
    );
    assert!(
        refused.text().contains("nothing was opened"),
        "{}",
        refused.text()
    );
}
