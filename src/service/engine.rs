//! The service's doors to the computer player and the renderer. Both are CPU work and are called
//! only on the blocking pool.

use super::command::Level;
use crate::hex::{Game, Move};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The computer's move in `game` (which is not over) at `level`; `playouts` overrides the level's
/// budget (tests, benchmarks).
pub(crate) fn computer_move(game: &Game, level: Level, seed: u64, playouts: Option<u64>) -> Move {
    let _ = (level, playouts);
    // Placeholder until the search lands: a seeded random empty cell, swap never.
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let empty: Vec<_> = game.board().empty_cells().collect();
    Move::Place(empty[rng.random_range(0..empty.len())])
}

/// The board as PNG bytes (empty until the renderer lands).
pub(crate) fn draw(game: &Game) -> Vec<u8> {
    let _ = game;
    Vec::new()
}
