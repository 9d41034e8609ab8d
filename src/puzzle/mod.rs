//! Hex puzzles: positions in which the side to move has a proved win with exactly one winning
//! stone, the *key*, proved by the engine's solver. A pure room, with no I/O: the service serves
//! puzzles from here and the `hexbot puzzles` commands build, check and export the library with it.
//!
//! - [`Puzzle`]: a position (the stones of a real game, played from the empty board by the
//!   rules, Red first and without a swap), its key and its *main line*: after the key, the
//!   computer's defence that holds out longest and the solver's answer to it, in turns, until
//!   the winner's chain is complete or virtually connected (H-search's full connection, which a
//!   picture can show).
//! - [`format`](mod@format): the library's text format, one puzzle a line ([`LIBRARY`] is the one shipped
//!   with the bot, `data/puzzles/library.txt`).
//! - [`prove`]: what the solver says about a puzzle: [`prove::find`] makes one from a position
//!   (the key wins, every other empty cell loses, the line is proved), [`prove::verify`] checks a
//!   stored one, [`prove::answer`] judges a solver's move while a puzzle is played.
//! - [`generate`]: puzzles from whole games, walking back from their ends.
//! - [`sgf`]: a puzzle as a HexGui SGF record, so other Hex programs can check it.
//!
//! Every answer depends only on the position and a node budget, never on a clock, so the same
//! library and budget give the same puzzles and the same verdicts on every machine.

pub mod format;
pub mod generate;
pub mod prove;
pub mod sgf;

use crate::hex::{BoardSize, Cell, Color, Game, Move, ReplayError, Settings, SwapRule};

/// The board sizes puzzles are made on.
pub const PUZZLE_SIZES: std::ops::RangeInclusive<u8> = 5..=13;

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its number in the library (1, 2, …), how players and files name it.
    pub number: u32,
    /// The board.
    pub size: BoardSize,
    /// The stones before the puzzle, in the order they were played (Red first, no swap).
    pub moves: Vec<Cell>,
    /// The one winning stone.
    pub key: Cell,
    /// After the key: the defence, the winning answer, the defence… ending with the winner's
    /// stone that completes or virtually connects the chain.
    pub line: Vec<Cell>,
    /// The starting rating (a Glicko-2 rating on the players' scale), from the difficulty
    /// estimate made when the puzzle was proved.
    pub rating: u16,
}

impl Puzzle {
    /// The position to solve, rebuilt through the rules.
    ///
    /// # Errors
    /// [`ReplayError`] when the stones are not a legal game in progress (a damaged library).
    pub fn position(&self) -> Result<Game, ReplayError> {
        let moves: Vec<Move> = self.moves.iter().map(|&c| Move::Place(c)).collect();
        Game::replay(settings(self.size), &moves)
    }

    /// The side that solves: the side to move in the position.
    #[must_use]
    pub fn solver_color(&self) -> Color {
        if self.moves.len().is_multiple_of(2) {
            Color::Red
        } else {
            Color::Blue
        }
    }

    /// The hint: the empty cells within two steps of a cell next to the key (which neighbour
    /// depends on the puzzle's number), so the region holds the key without centring on it.
    #[must_use]
    pub fn hint_region(&self) -> Vec<Cell> {
        let Ok(game) = self.position() else {
            return vec![self.key];
        };
        let board = game.board();
        let around: Vec<Cell> = board.neighbours(self.key).collect();
        let centre = around
            .get(self.number as usize % around.len().max(1))
            .copied()
            .unwrap_or(self.key);
        board
            .empty_cells()
            .filter(|&c| distance(c, centre) <= 2)
            .collect()
    }

    /// The key and the main line, in order.
    pub fn solution(&self) -> impl Iterator<Item = Cell> + '_ {
        std::iter::once(self.key).chain(self.line.iter().copied())
    }
}

/// Steps between two cells of the board (its six neighbours are one step away).
#[must_use]
pub fn distance(a: Cell, b: Cell) -> u32 {
    let dc = i32::from(a.col()) - i32::from(b.col());
    let dr = i32::from(a.row()) - i32::from(b.row());
    (dc.unsigned_abs() + dr.unsigned_abs() + (dc + dr).unsigned_abs()) / 2
}

/// The rules puzzles are played by: Hex on `size`, no swap.
#[must_use]
pub fn settings(size: BoardSize) -> Settings {
    Settings {
        swap: SwapRule::Off,
        ..Settings::hex(size)
    }
}

/// The library shipped with the bot (see [`format`](mod@format)).
pub const LIBRARY: &str = include_str!("../../data/puzzles/library.txt");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hint_holds_the_key_and_only_empty_cells_near_it() {
        let size = BoardSize::new(8).unwrap();
        let cells = |s: &str| -> Vec<Cell> {
            s.split_whitespace()
                .map(|w| Cell::parse(w, size).unwrap())
                .collect()
        };
        for number in 1..=6 {
            let p = Puzzle {
                number,
                size,
                moves: cells("g8 e5 c6 d4 c4 c5 f5 g3 b6 b5 e4 f2 e3 e2 d3 d2 b3 d5 f4 e6 g6 f6"),
                key: cells("g5")[0],
                line: Vec::new(),
                rating: 1500,
            };
            let hint = p.hint_region();
            assert!(hint.contains(&p.key), "{number}: {hint:?}");
            let board = p.position().unwrap();
            assert!(hint.iter().all(|&c| board.board().get(c).is_none()));
            assert!(hint.iter().all(|&c| distance(c, p.key) <= 3));
            assert!(hint.len() >= 4 && hint.len() < 40, "{}", hint.len());
        }
    }

    #[test]
    fn neighbours_are_one_step_apart() {
        let size = BoardSize::new(9).unwrap();
        let e5 = Cell::parse("e5", size).unwrap();
        let board = crate::hex::Board::new(size);
        for n in board.neighbours(e5) {
            assert_eq!(distance(e5, n), 1);
        }
        assert_eq!(distance(e5, Cell::parse("e7", size).unwrap()), 2);
        assert_eq!(distance(e5, Cell::parse("f4", size).unwrap()), 1);
        assert_eq!(distance(e5, Cell::parse("f6", size).unwrap()), 2);
    }
}
