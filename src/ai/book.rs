//! The answer book: Blue's answer to each first red stone, in Hex, found by our own long searches.
//!
//! After one red stone (no swap, or a swap declined, or a seat swap that left the stone red)
//! Blue's answer decides much of a game, and a 1-second search sees little of it. [`BOOK`] (the
//! file `book.txt` beside this one) holds, per board size, the answer our search chose with many
//! times a move's playouts, and its estimate of Blue's chance; `hexbot-lab bench book` rebuilds it
//! (the file's header names the command). A first stone and its 180° rotation are the same
//! position turned round (the rotation maps each side onto its own colour's other side), so the
//! book holds one of each pair and [`book_answer`] rotates the answer for the other.

use super::openings::rotated;
use super::sized_table::{SizeLine, fraction, size_lines};
use crate::hex::{BoardSize, Cell, Color, Game, Variant};
use std::sync::OnceLock;

/// The answer book as shipped: one line per board size, `SIZE FIRST:ANSWER=BLUE% …` (Blue's
/// estimated winning chance after its answer), `#` starting a comment.
pub const BOOK: &str = include_str!("book.txt");

/// One board size's answers.
#[derive(Clone, Debug, PartialEq)]
pub struct SizeBook {
    /// The board size.
    pub size: BoardSize,
    /// Red's first stone (one of each 180°-rotation pair), Blue's answer, Blue's estimated chance.
    pub answers: Vec<(Cell, Cell, f32)>,
}

/// A line of an answer book that is not `SIZE FIRST:ANSWER=PERCENT …`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("answer book, line {line}: {what}")]
pub struct ParseBookError {
    /// The line (from 1).
    pub line: usize,
    /// What is wrong with it.
    pub what: String,
}

/// Parses an answer book (the format of [`BOOK`]).
///
/// # Errors
/// [`ParseBookError`] for a malformed entry, a cell off its board, an answer on its first stone, a
/// percentage outside 0–100, a first stone given twice (itself or as its rotation), or a size
/// listed twice or with no entries.
pub fn parse_book(text: &str) -> Result<Vec<SizeBook>, ParseBookError> {
    let bad = |line, what| ParseBookError { line, what };
    let mut book = vec![];
    for SizeLine { line, size, words } in size_lines(text, bad)? {
        let mut answers: Vec<(Cell, Cell, f32)> = vec![];
        for word in words {
            let entry = word
                .split_once(':')
                .and_then(|(first, rest)| rest.split_once('=').map(|(a, p)| (first, a, p)));
            let Some((first, answer, percent)) = entry else {
                return Err(bad(line, format!("\"{word}\" is not FIRST:ANSWER=PERCENT")));
            };
            let first = Cell::parse(first, size).map_err(|e| bad(line, e.to_string()))?;
            let answer = Cell::parse(answer, size).map_err(|e| bad(line, e.to_string()))?;
            let chance = fraction(percent)
                .ok_or_else(|| bad(line, format!("\"{percent}\" is not a percentage")))?;
            if answer == first {
                return Err(bad(
                    line,
                    format!("{word}: the answer is the first stone's cell"),
                ));
            }
            if answers
                .iter()
                .any(|&(f, _, _)| f == first || f == rotated(first, size))
            {
                return Err(bad(line, format!("{first} (or its rotation) given twice")));
            }
            answers.push((first, answer, chance));
        }
        book.push(SizeBook { size, answers });
    }
    Ok(book)
}

/// The shipped book, parsed once. A malformed book is a build mistake that the tests catch; here
/// it only means no book (the search then answers as before).
fn shipped() -> &'static [SizeBook] {
    static BOOK_TABLE: OnceLock<Vec<SizeBook>> = OnceLock::new();
    BOOK_TABLE.get_or_init(|| parse_book(BOOK).unwrap_or_default())
}

/// The book's answer in `game`, with Blue's estimated chance: only in Hex, with exactly one stone
/// on the board, red, and Blue to move, on a size the shipped book has, for a stone it lists
/// (itself or its rotation). `None` otherwise: the search decides.
pub fn book_answer(game: &Game) -> Option<(Cell, f32)> {
    if game.settings().variant != Variant::Hex
        || game.is_over()
        || game.to_move() != Color::Blue
        || game.board().stone_count() != 1
    {
        return None;
    }
    let (first, color) = game.board().stones().next()?;
    if color != Color::Red {
        return None;
    }
    let size = game.size();
    let entries = &shipped().iter().find(|s| s.size == size)?.answers;
    entries.iter().find_map(|&(f, answer, chance)| {
        if f == first {
            Some((answer, chance))
        } else if rotated(f, size) == first {
            Some((rotated(answer, size), chance))
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::{Move, Settings, SwapRule};

    fn game(size: u8, swap: SwapRule, moves: &[&str]) -> Game {
        let settings = Settings {
            size: BoardSize::new(size.into()).unwrap(),
            variant: Variant::Hex,
            swap,
        };
        let mut game = Game::new(settings);
        for m in moves {
            let mv = game.parse_move(m).unwrap();
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn a_book_line_is_a_size_and_answers_with_percentages() {
        let b = parse_book("# c\n\n7 a1:d4=48.5 b1:c5=51 # end\n").unwrap();
        assert_eq!(b.len(), 1);
        assert_eq!(b[0].size.get(), 7);
        assert_eq!(b[0].answers[0], (Cell::new(0, 0), Cell::new(3, 3), 0.485));
        assert_eq!(b[0].answers[1].1, Cell::new(2, 4));
    }

    #[test]
    fn malformed_books_are_refused_with_their_line() {
        for (text, line) in [
            ("7 a1", 1),
            ("7 a1:d4", 1),
            ("\n7 h1:d4=50", 2),
            ("7 a1:d9=50", 1),
            ("7 a1:d4=101", 1),
            ("7 a1:a1=50", 1),
            ("20 a1:d4=50", 1),
            ("7 a1:d4=50 g7:d4=50", 1),
            ("7 a1:d4=50 a1:c4=50", 1),
            ("7 a1:d4=50\n7 b1:d4=50", 2),
            ("9", 1),
        ] {
            assert_eq!(parse_book(text).unwrap_err().line, line, "{text}");
        }
    }

    #[test]
    fn the_shipped_book_parses_and_every_answer_is_an_empty_cell() {
        let book = parse_book(BOOK).unwrap();
        assert!(!book.is_empty());
        for s in &book {
            for &(first, answer, _) in &s.answers {
                assert_ne!(first, answer, "on {}", s.size);
            }
        }
    }

    #[test]
    fn the_book_answers_a_listed_stone_and_its_rotation() {
        let entry = shipped()[0].clone();
        let size = entry.size;
        let (first, answer, chance) = entry.answers[0];
        let g = game(size.get(), SwapRule::Off, &[&first.to_string()]);
        assert_eq!(book_answer(&g), Some((answer, chance)));
        let turned = rotated(first, size);
        let g = game(size.get(), SwapRule::Off, &[&turned.to_string()]);
        assert_eq!(book_answer(&g), Some((rotated(answer, size), chance)));
    }

    #[test]
    fn the_book_is_silent_outside_its_positions() {
        let entry = shipped()[0].clone();
        let n = entry.size.get();
        let (first, answer, _) = entry.answers[0];
        // Red to move, two stones, a mirror swap (the stone is blue, Red to move), Rex.
        assert_eq!(book_answer(&game(n, SwapRule::Off, &[])), None);
        let two = [first.to_string(), answer.to_string()];
        let g = game(n, SwapRule::Off, &[&two[0], &two[1]]);
        assert_eq!(book_answer(&g), None);
        let mut g = game(n, SwapRule::Mirror, &[&first.to_string()]);
        g.play(Move::Swap).unwrap();
        assert_eq!(book_answer(&g), None);
        let settings = Settings {
            size: entry.size,
            variant: Variant::Rex,
            swap: SwapRule::Off,
        };
        let mut g = Game::new(settings);
        g.play(Move::Place(first)).unwrap();
        assert_eq!(book_answer(&g), None);
        // A size the book lacks.
        let missing = (7..=19).find(|&k| shipped().iter().all(|s| s.size.get() != k));
        if let Some(k) = missing {
            assert_eq!(book_answer(&game(k, SwapRule::Off, &["a1"])), None);
        }
    }
}
