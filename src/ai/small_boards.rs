//! Exhaustive play on small boards, for the engine's unit tests: random open positions, and
//! whether a player connects against every defence. The checks of the engine's knowledge
//! (virtual connections, inferior cells) compare their claims with it.

use crate::hex::{Board, BoardSize, Cell, Color};

/// Random open positions for the exhaustive checks, from an xorshift stream seeded with
/// `seed`: `rounds` boards, alternately 4×4 with 9 empty cells and 5×5 with `empties_5x5`,
/// filled by alternating random stones; boards already won are skipped.
pub(crate) fn random_open_positions(seed: u64, rounds: u32, empties_5x5: usize) -> Vec<Board> {
    let mut seed = seed;
    let mut next = |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let mut boards = Vec::new();
    for round in 0..rounds {
        let n = if round % 2 == 0 { 4 } else { 5 };
        let size = BoardSize::new(n).unwrap();
        let mut board = Board::new(size);
        let empties_wanted = if n == 4 { 9 } else { empties_5x5 };
        let mut color = Color::Red;
        while board.empty_cells().count() > empties_wanted {
            let empty: Vec<Cell> = board.empty_cells().collect();
            let cell = empty[next(empty.len() as u64) as usize];
            board.place_unchecked(cell, color);
            color = color.opponent();
        }
        if !(board.connected(Color::Red) || board.connected(Color::Blue)) {
            boards.push(board);
        }
    }
    boards
}

/// Whether `color` connects on `board` against any defence, `to_move` moving first.
pub(crate) fn wins_anyway(board: &mut Board, color: Color, to_move: Color) -> bool {
    if board.connected(color) {
        return true;
    }
    if board.connected(color.opponent()) {
        return false;
    }
    let empty: Vec<Cell> = board.empty_cells().collect();
    let mut any = false;
    let mut all = true;
    for cell in empty {
        let mut next = board.clone();
        next.place_unchecked(cell, to_move);
        let w = wins_anyway(&mut next, color, to_move.opponent());
        any |= w;
        all &= w;
        if to_move == color && any || to_move != color && !all {
            break;
        }
    }
    if to_move == color { any } else { all }
}
