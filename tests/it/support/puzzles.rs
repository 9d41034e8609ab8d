//! Puzzles as Discord shows them.

use hexbot::puzzle::{Puzzle, by_number};

/// The puzzle an answer's `text` shows, from its title "puzzle N · …".
pub fn puzzle_in(text: &str) -> &'static Puzzle {
    let at = text.find("puzzle ").expect("a puzzle title") + "puzzle ".len();
    let number: u32 = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .expect("its number");
    by_number(number).expect("a puzzle of the library")
}
