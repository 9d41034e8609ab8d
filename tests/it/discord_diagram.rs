//! `/hex-study diagram` on the fake Discord, through the real binary: a position drawn publicly from a
//! move list (turned, with marks) and from an attached SGF record, with its moves and a HexWorld
//! link; a mark or a move list that does not read is refused privately, nothing posted.

use crate::support::{Player, Table, png_size};
use serde_json::json;

const STRING: u8 = 3;
const INTEGER: u8 = 4;
const ATTACHMENT: u8 = 11;
/// The turned board's choice (`choice-orientation-rotated`, the second).
const ROTATED: i64 = 1;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_diagram_is_posted_publicly_and_bad_input_is_refused_privately() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let drawn = table
        .answer(&table.slash(
            &alice,
            "diagram",
            &[
                ("moves", STRING, json!("e5 swap d4")),
                ("size", INTEGER, json!(9)),
                ("marks", STRING, json!("c3, f6")),
            ],
            &[],
        ))
        .await;
    assert!(!drawn.ephemeral, "a diagram is public: {}", drawn.text());
    assert!(drawn.text().contains("alice's diagram"), "{}", drawn.text());
    assert!(drawn.text().contains("e5, swap, d4"), "{}", drawn.text());
    let png = drawn.board_png().expect("the picture");
    let plain = png_size(&png);
    let hexworld = drawn.data["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .any(|c| {
            c["url"]
                .as_str()
                .is_some_and(|u| u.starts_with("https://hexworld.org"))
        });
    assert!(hexworld, "with a HexWorld link: {}", drawn.data);

    // Turned, from an attached record.
    let record = table
        .fake
        .attach("game.sgf", b"(;FF[4]GM[11]SZ[11];B[f6];W[e7];B[d9])");
    let turned = table
        .answer(&table.slash(
            &alice,
            "diagram",
            &[
                ("sgf", ATTACHMENT, record),
                ("orientation", INTEGER, json!(ROTATED)),
            ],
            &[],
        ))
        .await;
    assert!(!turned.ephemeral, "{}", turned.text());
    assert!(turned.text().contains("move 3"), "{}", turned.text());
    let turned_png = turned.board_png().expect("the picture");
    assert_ne!(png_size(&turned_png), plain, "another size and turn");

    // A mark off the board, a move list that does not read: privately, nothing posted.
    let bad_mark = table
        .answer(&table.slash(
            &alice,
            "diagram",
            &[
                ("moves", STRING, json!("e5")),
                ("size", INTEGER, json!(9)),
                ("marks", STRING, json!("e5 k12")),
            ],
            &[],
        ))
        .await;
    assert!(bad_mark.ephemeral && bad_mark.board_png().is_none());
    assert!(
        bad_mark.text().contains("\"k12\" is not a cell")
            && bad_mark.text().contains("nothing was posted"),
        "{}",
        bad_mark.text()
    );
    let bad_moves = table
        .answer(&table.slash(&alice, "diagram", &[("moves", STRING, json!("e5 e5"))], &[]))
        .await;
    assert!(
        bad_moves.ephemeral && bad_moves.board_png().is_none(),
        "{}",
        bad_moves.text()
    );
}
