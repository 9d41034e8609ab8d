//! Balanced openings: where the computer, as Red in Hex with swap on, puts its first stone.
//!
//! With swap on, a strong first stone is simply taken by the opponent, and a weak one is left to
//! lose: the best first stone is the one whose value stays closest to even after the opponent's
//! best swap decision. [`OPENINGS`] (the file `openings.txt` beside this one) lists, per board
//! size the bot offers (7–19), the cells our own search estimated closest to an even game;
//! `hexbot-lab bench balance` rebuilds it (how: the file's header, and `docs/engine.md`).
//!
//! Every cell in the table lies on an edge of the board, by construction: the computer's own swap
//! rule as Blue ([`super::swap_wanted`]) swaps every stone off the edges, so only edge cells are
//! candidates, and the computer never opens where it would itself swap. A cell and its 180°
//! rotation are equivalent (the rotation exchanges the two red sides and the two blue ones), so
//! the table holds one of each pair and [`balanced_opening`] plays either, as the seed says.

use super::sized_table::{SizeLine, fraction, size_lines};
use crate::hex::{BoardSize, Cell};
use std::sync::OnceLock;

/// The balanced-opening table as shipped: one line per board size, `SIZE CELL=RED% …` (Red's
/// estimated winning chance if the stone is not swapped), `#` starting a comment.
pub const OPENINGS: &str = include_str!("openings.txt");

/// One board size's balanced openings, with Red's estimated winning chance (0–1) if not swapped.
#[derive(Clone, Debug, PartialEq)]
pub struct SizeOpenings {
    /// The board size.
    pub size: BoardSize,
    /// The cells (one of each 180°-rotation pair) and Red's estimated chance after each.
    pub cells: Vec<(Cell, f32)>,
}

/// A line of an opening table that is not `SIZE CELL=PERCENT …`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("opening table, line {line}: {what}")]
pub struct ParseOpeningsError {
    /// The line (from 1).
    pub line: usize,
    /// What is wrong with it.
    pub what: String,
}

/// Parses an opening table (the format of [`OPENINGS`]).
///
/// # Errors
/// [`ParseOpeningsError`] for a malformed line, a cell off its board, a percentage outside
/// 0–100, a size listed twice or a size with no cells.
pub fn parse_openings(text: &str) -> Result<Vec<SizeOpenings>, ParseOpeningsError> {
    let bad = |line, what| ParseOpeningsError { line, what };
    let mut table = vec![];
    for SizeLine { line, size, words } in size_lines(text, bad)? {
        let mut cells = vec![];
        for word in words {
            let (cell, percent) = word
                .split_once('=')
                .ok_or_else(|| bad(line, format!("\"{word}\" is not CELL=PERCENT")))?;
            let cell = Cell::parse(cell, size).map_err(|e| bad(line, e.to_string()))?;
            let chance = fraction(percent)
                .ok_or_else(|| bad(line, format!("\"{percent}\" is not a percentage")))?;
            cells.push((cell, chance));
        }
        table.push(SizeOpenings { size, cells });
    }
    Ok(table)
}

/// The shipped table, parsed once. A malformed table is a build mistake that the tests catch;
/// here it only means no balanced openings (the search then chooses as before).
fn shipped() -> &'static [SizeOpenings] {
    static TABLE: OnceLock<Vec<SizeOpenings>> = OnceLock::new();
    TABLE.get_or_init(|| parse_openings(OPENINGS).unwrap_or_default())
}

/// The balanced openings of a board size from the shipped table (empty for a size it lacks).
pub fn balanced_openings(size: BoardSize) -> &'static [(Cell, f32)] {
    shipped()
        .iter()
        .find(|s| s.size == size)
        .map_or(&[], |s| s.cells.as_slice())
}

/// The cell rotated by 180° on a `size` board.
pub fn rotated(cell: Cell, size: BoardSize) -> Cell {
    let last = size.get() - 1;
    Cell::new(last - cell.col(), last - cell.row())
}

/// The computer's balanced first stone on a `size` board, chosen by `seed` among the table's
/// cells and their 180° rotations (so games vary, and the same seed gives the same cell).
/// `None` for a size without balanced openings.
pub fn balanced_opening(size: BoardSize, seed: u64) -> Option<Cell> {
    let cells = balanced_openings(size);
    if cells.is_empty() {
        return None;
    }
    let mixed = super::move_seed(seed, 0x0BE4);
    let (cell, _) = cells[(mixed % cells.len() as u64) as usize];
    Some(if (mixed >> 32) & 1 == 1 {
        rotated(cell, size)
    } else {
        cell
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_line_is_a_size_and_cells_with_percentages() {
        let t = parse_openings("# c\n\n7 a4=48.5 d1=51 # end\n").unwrap();
        assert_eq!(t.len(), 1);
        assert_eq!(t[0].size.get(), 7);
        assert_eq!(t[0].cells[0], (Cell::new(0, 3), 0.485));
        assert_eq!(t[0].cells[1].0, Cell::new(3, 0));
    }

    #[test]
    fn malformed_tables_are_refused_with_their_line() {
        for (text, line) in [
            ("7 a4", 1),
            ("\n7 h1=50", 2),
            ("7 a4=101", 1),
            ("20 a4=50", 1),
            ("7 a4=50\n7 b1=50", 2),
            ("9", 1),
        ] {
            assert_eq!(parse_openings(text).unwrap_err().line, line, "{text}");
        }
    }

    #[test]
    fn rotation_by_180_degrees_is_an_involution() {
        let size = BoardSize::new(11).unwrap();
        assert_eq!(rotated(Cell::new(0, 3), size), Cell::new(10, 7));
        for c in size.all_cells() {
            assert_eq!(rotated(rotated(c, size), size), c);
        }
    }
}
