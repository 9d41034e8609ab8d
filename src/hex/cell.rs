//! Board sizes and cells, and the `e5` notation players type.

use std::fmt;
use std::str::FromStr;

/// The largest board the engine accepts (columns `a`..`s`).
pub const MAX_SIZE: u8 = 19;

/// The side length of an N×N board, always within `1..=19`.
///
/// A `BoardSize` can only be made through [`BoardSize::new`] (or `TryFrom`), so every value in hand is valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BoardSize(u8);

/// A board size outside `1..=19`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a board is 1 to 19 cells across, not {0}")]
pub struct BoardSizeError(pub u32);

impl BoardSize {
    /// # Errors
    /// [`BoardSizeError`] when `n` is 0 or above 19.
    pub fn new(n: u32) -> Result<Self, BoardSizeError> {
        if (1..=u32::from(MAX_SIZE)).contains(&n) {
            Ok(Self(n as u8))
        } else {
            Err(BoardSizeError(n))
        }
    }

    /// The side length, 1 to 19.
    pub fn get(self) -> u8 {
        self.0
    }

    /// The number of cells, N².
    pub fn cells(self) -> usize {
        usize::from(self.0) * usize::from(self.0)
    }

    /// Every cell of the board, row by row (`a1`, `b1`, …).
    pub fn all_cells(self) -> impl Iterator<Item = Cell> {
        let n = self.0;
        (0..n).flat_map(move |row| (0..n).map(move |col| Cell { col, row }))
    }

    /// Whether `cell` lies on this board.
    pub fn contains(self, cell: Cell) -> bool {
        cell.col < self.0 && cell.row < self.0
    }
}

impl TryFrom<u32> for BoardSize {
    type Error = BoardSizeError;
    fn try_from(n: u32) -> Result<Self, BoardSizeError> {
        Self::new(n)
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}×{0}", self.0)
    }
}

/// One cell, by zero-based column and row: `a1` is column 0, row 0 (the top-left, acute corner).
///
/// A `Cell` by itself is only known to lie on the largest (19×19) board; whether it lies on a given
/// board is [`BoardSize::contains`], and [`Cell::parse`] checks both at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    col: u8,
    row: u8,
}

/// Why a text is not a cell (of this board).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseCellError {
    /// Not of the form letter + number at all.
    #[error("expected a cell like e5, not \"{0}\"")]
    Malformed(String),
    /// Row numbers start at 1.
    #[error("row 0 does not exist: rows are numbered from 1")]
    RowZero,
    /// The column letter lies beyond the board's last column.
    #[error("column {column} is off the {size} board")]
    ColumnOffBoard {
        /// The column letter given.
        column: char,
        /// The board it lies beyond.
        size: BoardSize,
    },
    /// The row number lies beyond the board's last row.
    #[error("row {row} is off the {size} board")]
    RowOffBoard {
        /// The row number given.
        row: u32,
        /// The board it lies beyond.
        size: BoardSize,
    },
}

impl Cell {
    /// The cell at zero-based `col`, `row`.
    ///
    /// # Panics
    /// When either coordinate is 19 or more (off every board).
    pub const fn new(col: u8, row: u8) -> Self {
        assert!(
            col < MAX_SIZE && row < MAX_SIZE,
            "cell off the largest board"
        );
        Self { col, row }
    }

    /// Zero-based column (`a` is 0).
    pub const fn col(self) -> u8 {
        self.col
    }

    /// Zero-based row (`1` is 0).
    pub const fn row(self) -> u8 {
        self.row
    }

    /// The cell with row and column exchanged (its reflection in the long diagonal `a1`–`s19`).
    pub const fn transposed(self) -> Self {
        Self {
            col: self.row,
            row: self.col,
        }
    }

    /// Index of the cell in a row-major array of an N×N board.
    pub fn index(self, size: BoardSize) -> usize {
        usize::from(self.row) * usize::from(size.get()) + usize::from(self.col)
    }

    /// The cell at a row-major `index` of an N×N board.
    ///
    /// # Panics
    /// When `index` is not below N².
    pub fn from_index(index: usize, size: BoardSize) -> Self {
        let n = usize::from(size.get());
        assert!(index < n * n, "index {index} off a {size} board");
        Self {
            col: (index % n) as u8,
            row: (index / n) as u8,
        }
    }

    /// Parses `text` as a cell of a `size` board: case-insensitive, surrounding spaces ignored.
    ///
    /// # Errors
    /// [`ParseCellError`] saying what is wrong: not a cell at all, row 0, or off this board.
    pub fn parse(text: &str, size: BoardSize) -> Result<Self, ParseCellError> {
        let t = text.trim();
        let mut chars = t.chars();
        let letter = chars.next().filter(char::is_ascii_alphabetic);
        let digits = chars.as_str();
        let (Some(letter), false, true) = (
            letter,
            digits.is_empty(),
            digits.bytes().all(|b| b.is_ascii_digit()),
        ) else {
            return Err(ParseCellError::Malformed(t.to_owned()));
        };
        let letter = letter.to_ascii_lowercase();
        let col = u32::from(letter) - u32::from('a');
        // A number too long for u32 is certainly off the board.
        let row = digits.parse::<u32>().unwrap_or(u32::MAX);
        if row == 0 {
            return Err(ParseCellError::RowZero);
        }
        if col >= u32::from(size.get()) {
            return Err(ParseCellError::ColumnOffBoard {
                column: letter,
                size,
            });
        }
        if row > u32::from(size.get()) {
            return Err(ParseCellError::RowOffBoard { row, size });
        }
        Ok(Self {
            col: col as u8,
            row: (row - 1) as u8,
        })
    }
}

/// Parses a cell of the largest (19×19) board; use [`Cell::parse`] for a given board.
impl FromStr for Cell {
    type Err = ParseCellError;
    fn from_str(s: &str) -> Result<Self, ParseCellError> {
        Self::parse(s, BoardSize(MAX_SIZE))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col), self.row + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(n: u32) -> BoardSize {
        BoardSize::new(n).unwrap()
    }

    #[test]
    fn parses_case_and_spaces() {
        assert_eq!(Cell::parse(" E5 ", size(11)), Ok(Cell::new(4, 4)));
        assert_eq!(Cell::parse("a1", size(1)), Ok(Cell::new(0, 0)));
        assert_eq!(Cell::parse("s19", size(19)), Ok(Cell::new(18, 18)));
    }

    #[test]
    fn refusals_say_what_is_wrong() {
        let s = size(11);
        assert_eq!(
            Cell::parse("z3", s).unwrap_err().to_string(),
            "column z is off the 11×11 board"
        );
        assert_eq!(
            Cell::parse("a0", s).unwrap_err().to_string(),
            "row 0 does not exist: rows are numbered from 1"
        );
        assert_eq!(
            Cell::parse("a12", s).unwrap_err(),
            ParseCellError::RowOffBoard { row: 12, size: s }
        );
        for bad in [
            "",
            "5e",
            "e",
            "ee5",
            "e-5",
            "é5",
            "e5x",
            "e 5",
            "e99999999999999999999",
        ] {
            assert!(Cell::parse(bad, s).is_err(), "{bad:?} accepted");
        }
        assert_eq!(
            Cell::parse("hello", s).unwrap_err().to_string(),
            "expected a cell like e5, not \"hello\""
        );
    }

    #[test]
    fn sizes_outside_one_to_nineteen_are_errors() {
        assert!(BoardSize::new(0).is_err());
        assert!(BoardSize::new(20).is_err());
        assert_eq!(BoardSize::new(19).unwrap().cells(), 361);
    }

    #[test]
    fn display_round_trips() {
        for cell in size(19).all_cells() {
            assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
        }
    }
}
