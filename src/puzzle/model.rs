//! What a puzzle is: its position, key, main line and starting rating, with the board sizes
//! puzzles are made on, the rules they are played by, and the hint's region.

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
        match self.position() {
            Ok(game) => region_around(&game, self.key, self.number),
            Err(_) => vec![self.key],
        }
    }

    /// The key and the main line, in order.
    pub fn solution(&self) -> impl Iterator<Item = Cell> + '_ {
        std::iter::once(self.key).chain(self.line.iter().copied())
    }
}

/// The empty cells of `game` near a neighbour of `target` (`salt` picks which neighbour): a
/// region that holds `target` without centring on it, for a hint. Within two steps of that
/// neighbour, or further where the board is crowded, so that it holds at least
/// [`HINT_CELLS`] cells when the board has them.
#[must_use]
pub fn region_around(game: &Game, target: Cell, salt: u32) -> Vec<Cell> {
    let board = game.board();
    let around: Vec<Cell> = board.neighbours(target).collect();
    let centre = around
        .get(salt as usize % around.len().max(1))
        .copied()
        .unwrap_or(target);
    let mut empty: Vec<Cell> = board.empty_cells().collect();
    empty.sort_by_key(|&c| (distance(c, centre), c));
    let reach = empty
        .get(HINT_CELLS - 1)
        .map_or(u32::MAX, |&c| distance(c, centre))
        .max(2)
        .max(distance(target, centre));
    empty.retain(|&c| distance(c, centre) <= reach);
    empty.sort();
    empty
}

/// The fewest cells a hint's region holds (when the board has as many empty cells).
pub const HINT_CELLS: usize = 6;

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
            assert!(hint.iter().all(|&c| distance(c, p.key) <= 5));
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
