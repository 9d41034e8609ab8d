//! The library's text format: one puzzle a line, fields separated by spaces:
//!
//! ```text
//! NUMBER SIZE RATING MOVE MOVE … / KEY LINE LINE …
//! ```
//!
//! - `NUMBER`: the puzzle's number, 1, 2, …, each used once.
//! - `SIZE`: the board is SIZE×SIZE, 5 to 13.
//! - `RATING`: the starting rating, 400 to 3000.
//! - the moves before `/`: the stones of the position in the order they were played, Red first
//!   (cells as `a1`, column letter and row number, `a1` at the top left).
//! - after `/`: the key, then the main line (the defence, the answer, …).
//!
//! Blank lines and lines starting with `#` are comments. [`parse`] checks the syntax and that
//! every cell lies on the board; whether the stones make a legal game and the key is a proved
//! win is [`super::prove::verify`]'s question.

use super::model::{PUZZLE_SIZES, Puzzle};
use crate::hex::{BoardSize, Cell};
use std::collections::HashSet;
use std::fmt::Write as _;

/// The ratings a puzzle may start from.
pub const RATINGS: std::ops::RangeInclusive<u16> = 400..=3000;

/// Why a library does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {what}")]
pub struct FormatError {
    /// One-based line number.
    pub line: usize,
    /// What is wrong there.
    pub what: String,
}

/// Reads a library.
///
/// # Errors
/// [`FormatError`] for the first line that does not read, or a number used twice.
pub fn parse(text: &str) -> Result<Vec<Puzzle>, FormatError> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fail = |what: String| FormatError { line: i + 1, what };
        let puzzle = parse_line(line).map_err(fail)?;
        if !seen.insert(puzzle.number) {
            return Err(fail(format!("puzzle {} is numbered twice", puzzle.number)));
        }
        out.push(puzzle);
    }
    Ok(out)
}

fn parse_line(line: &str) -> Result<Puzzle, String> {
    let (before, after) = line
        .split_once('/')
        .ok_or_else(|| "no '/' between the position and the solution".to_string())?;
    let mut head = before.split_ascii_whitespace();
    let mut number = |what: &str| -> Result<u32, String> {
        let word = head.next().ok_or_else(|| format!("no {what}"))?;
        word.parse::<u32>()
            .map_err(|_| format!("{what} is not a number: {word}"))
    };
    let number_ = number("number")?;
    let size = number("size")?;
    let rating = number("rating")?;
    if number_ == 0 {
        return Err("puzzles are numbered from 1".into());
    }
    if !PUZZLE_SIZES.contains(&u8::try_from(size).unwrap_or(u8::MAX)) {
        return Err(format!("size {size} is outside {PUZZLE_SIZES:?}"));
    }
    let rating = u16::try_from(rating)
        .ok()
        .filter(|r| RATINGS.contains(r))
        .ok_or_else(|| format!("rating {rating} is outside {RATINGS:?}"))?;
    let size = BoardSize::new(size).map_err(|e| e.to_string())?;
    let cells = |words: &mut dyn Iterator<Item = &str>| -> Result<Vec<Cell>, String> {
        words
            .map(|w| Cell::parse(w, size).map_err(|e| format!("{w}: {e}")))
            .collect()
    };
    let moves = cells(&mut head)?;
    let mut solution = cells(&mut after.split_ascii_whitespace())?.into_iter();
    let key = solution.next().ok_or("no key after '/'")?;
    Ok(Puzzle {
        number: number_,
        size,
        moves,
        key,
        line: solution.collect(),
        rating,
    })
}

/// One puzzle as a line of the library (without the newline).
#[must_use]
pub fn line(p: &Puzzle) -> String {
    let mut out = format!("{} {} {}", p.number, p.size.get(), p.rating);
    for c in &p.moves {
        let _ = write!(out, " {c}");
    }
    out.push_str(" /");
    for c in p.solution() {
        let _ = write!(out, " {c}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_back() {
        let text = "# a comment\n\n7 9 1480 e5 d6 / c7 d7 b8\n";
        let p = parse(text).unwrap();
        assert_eq!(p.len(), 1);
        assert_eq!(line(&p[0]), "7 9 1480 e5 d6 / c7 d7 b8");
        assert_eq!(p[0].key.to_string(), "c7");
        assert_eq!(p[0].line.len(), 2);
    }

    #[test]
    fn bad_lines_say_where() {
        for (text, what) in [
            ("1 9 1500 e5", "no '/'"),
            ("1 4 1500 / a1", "size 4"),
            ("1 9 99 / a1", "rating 99"),
            ("1 9 1500 j1 / a1", "j1"),
            ("1 9 1500 a1 /", "no key"),
            ("0 9 1500 / a1", "from 1"),
            ("1 9 1500 / a1\n1 9 1500 / b1", "twice"),
        ] {
            let e = parse(text).unwrap_err();
            assert!(e.to_string().contains(what), "{text}: {e}");
        }
    }
}
