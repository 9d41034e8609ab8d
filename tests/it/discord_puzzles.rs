//! `/hex puzzle` on the fake Discord, through the real binary: the puzzle comes privately with
//! its picture and buttons; the Move button opens the cell modal and the answer replaces the
//! puzzle's message in place; a stone by `/hex puzzle move:` goes on; the solved puzzle's rating
//! shows on the puzzle ladder; a wrong stone ends the next one with its key shown; the buttons of
//! another player's puzzle are refused.

use crate::support::{Answer, Player, Table};
use hexbot::puzzle::{Puzzle, by_number};
use serde_json::json;

const INTEGER: u8 = 4;
const STRING: u8 = 3;
const MODAL: u64 = 9;
const UPDATE: u64 = 7;

/// The puzzle an answer shows, from "puzzle N · …".
fn shown(answer: &Answer) -> &'static Puzzle {
    let text = answer.text();
    let at = text.find("puzzle ").expect("a puzzle title") + "puzzle ".len();
    let number: u32 = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .expect("its number");
    by_number(number).expect("a puzzle of the library")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_played_privately_by_modal_and_command_and_rated() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");

    let opened = table.answer(&table.slash(&alice, "puzzle", &[], &[])).await;
    assert!(opened.ephemeral, "a puzzle is private");
    assert!(opened.board_png().is_some(), "with its picture");
    assert!(
        opened.text().contains("find the one stone that wins"),
        "{}",
        opened.text()
    );
    let puzzle = shown(&opened);
    let move_button = opened.button("pmove").expect("Move button");
    assert!(opened.button("phint").is_some() && opened.button("pgiveup").is_some());

    // Someone else's button is refused.
    let theirs = table.answer(&table.click(&bob, &move_button, 5)).await;
    assert_eq!(
        theirs.callback_type, MODAL,
        "the modal opens; the stone is checked"
    );
    let input = theirs.data["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let refused = table
        .answer(&table.submit_modal(&bob, &move_button, &[(&input, "a1")], 5))
        .await;
    assert!(refused.ephemeral && refused.text().contains("someone else's puzzle"));

    // The key by the Move button's modal: the answer replaces the puzzle in place.
    let modal = table.answer(&table.click(&alice, &move_button, 5)).await;
    assert_eq!(modal.callback_type, MODAL);
    let key = puzzle.key.to_string();
    let mut reply = table
        .answer(&table.submit_modal(&alice, &move_button, &[(&input, &key)], 5))
        .await;
    assert_eq!(reply.callback_type, UPDATE, "{}", reply.text());
    // The rest of the line by command.
    let solution: Vec<String> = puzzle.solution().map(|c| c.to_string()).collect();
    let mut i = 2;
    while reply.text().contains("keeps the win") {
        assert!(
            reply
                .text()
                .contains(&format!("answers {}", solution[i - 1])),
            "{}",
            reply.text()
        );
        let stone = &solution[i];
        reply = table
            .answer(&table.slash(&alice, "puzzle", &[("move", STRING, json!(stone))], &[]))
            .await;
        assert!(reply.ephemeral);
        i += 2;
    }
    assert!(reply.text().contains("solved!"), "{}", reply.text());
    assert!(
        reply.text().contains("your puzzle rating: 1,500 → 1,"),
        "{}",
        reply.text()
    );

    let ladder = table
        .answer(&table.slash(&bob, "leaderboard", &[("kind", INTEGER, json!(2))], &[]))
        .await;
    assert!(!ladder.ephemeral);
    assert!(ladder.text().contains("puzzle ladder"), "{}", ladder.text());
    assert!(ladder.text().contains("1. alice"), "{}", ladder.text());

    // The next puzzle, failed with a wrong stone: the key is shown.
    let next = reply.button("pnext").expect("Next puzzle");
    let second = table.answer(&table.click(&alice, &next, 6)).await;
    assert!(second.ephemeral);
    let other = shown(&second);
    let wrong = other
        .position()
        .unwrap()
        .board()
        .empty_cells()
        .find(|&c| c != other.key)
        .unwrap()
        .to_string();
    let failed = table
        .answer(&table.slash(&alice, "puzzle", &[("move", STRING, json!(wrong))], &[]))
        .await;
    let text = failed.text();
    assert!(text.contains(&format!("{wrong} loses")), "{text}");
    assert!(
        text.contains(&format!("the solution: {}", other.key)),
        "{text}"
    );
    let profile = table
        .answer(&table.slash(&alice, "profile", &[], &[]))
        .await;
    assert!(
        profile.text().contains("1 solved, 1 not solved"),
        "{}",
        profile.text()
    );
}
