//! `hexbot-lab bench balance`: the balanced-opening table (`src/ai/openings.txt`) computed by our own
//! search.
//!
//! For each board size, every candidate first stone is put on an empty board (swap off) and our
//! search, at a fixed playout budget and seed, estimates Blue's best answer; Red's winning chance
//! is one minus Blue's estimate. With swap on the opponent takes whichever side is better, so the
//! first player keeps min(v, 1 − v): the openings kept are those with v closest to one half.
//!
//! Candidates are the edge cells only, one of each pair related by the 180° rotation: the
//! computer's own swap rule as Blue swaps every stone off the edges, so an interior opening is
//! one it would itself take, never a balanced one by its own standard.

use hexbot::ai::{SearchConfig, SearchControl, move_seed, rotated, think};
use hexbot::hex::{BoardSize, Cell, Game, Move, Settings, SwapRule, Variant};
use std::io::{self, Write};

/// What to compute.
pub struct BalanceSetup {
    /// The board sizes, each on its own line of the table.
    pub sizes: Vec<BoardSize>,
    /// The search's playout budget per estimate (no time cap: deterministic).
    pub playouts: u64,
    /// Independent searches per candidate (different seeds), averaged.
    pub repeats: u32,
    /// The seed every search's seed is derived from.
    pub seed: u64,
    /// Keep the candidates whose estimate is within this many percentage points of 50 %.
    pub band: f64,
    /// But at least this many per size (the closest), and at most `max`.
    pub min: usize,
    /// At most this many per size.
    pub max: usize,
    /// The command line that produced this, for the table's header.
    pub command: String,
}

/// Every first stone of a `size` board, one of each 180°-rotation pair (the one with the lower
/// index; the centre of an odd board is its own rotation).
pub fn first_stones(size: BoardSize) -> Vec<Cell> {
    size.all_cells()
        .filter(|&c| c.index(size) <= rotated(c, size).index(size))
        .collect()
}

/// The edge cells of a `size` board, one of each 180°-rotation pair (the one with the lower index).
pub fn candidates(size: BoardSize) -> Vec<Cell> {
    let last = size.get() - 1;
    first_stones(size)
        .into_iter()
        .filter(|c| [c.col(), c.row()].iter().any(|&x| x == 0 || x == last))
        .collect()
}

/// A Hex game of `size` without swap, after Red's first stone on `first`.
pub fn after_first_stone(size: BoardSize, first: Cell) -> Game {
    let mut game = Game::new(Settings {
        size,
        variant: Variant::Hex,
        swap: SwapRule::Off,
    });
    game.play(Move::Place(first))
        .expect("a first stone is a cell of its board");
    game
}

/// Red's estimated winning chance (0–1) after a first stone on `cell` (no swap): one minus the
/// search's estimate for Blue's best answer, averaged over `repeats` searches.
fn red_chance(size: BoardSize, cell: Cell, setup: &BalanceSetup) -> f64 {
    let game = after_first_stone(size, cell);
    let config = SearchConfig::for_level(hexbot::ai::Level::Hard).with_playouts(setup.playouts);
    let mut total = 0.0;
    for r in 0..setup.repeats {
        let seed = move_seed(
            move_seed(setup.seed, u64::from(size.get())),
            ((cell.index(size) as u64) << 8) | u64::from(r),
        );
        let report = think(&game, &config, seed, &SearchControl::new()).expect("the game is on");
        total += 1.0 - f64::from(report.win_probability);
    }
    total / f64::from(setup.repeats.max(1))
}

/// Computes the table and writes it to `out` (the format of `src/ai/openings.txt`), with every
/// candidate's estimate as a comment line above its size, so the choice can be checked.
///
/// # Errors
/// Only I/O errors on `out`.
pub fn bench_balance(out: &mut impl Write, setup: &BalanceSetup) -> io::Result<()> {
    writeln!(
        out,
        "# Balanced openings: where the computer, as Red in Hex with swap on, puts its first stone."
    )?;
    writeln!(out, "# Rebuilt by: {}", setup.command)?;
    writeln!(
        out,
        "# Each candidate (the edge cells, one of each pair related by the 180° rotation: the"
    )?;
    writeln!(
        out,
        "# computer's own swap rule takes every other cell) is estimated by our search (Hard's"
    )?;
    writeln!(
        out,
        "# settings, {} playouts, {} search(es) averaged, seed {}): Red's winning chance if Blue does",
        setup.playouts, setup.repeats, setup.seed
    )?;
    writeln!(
        out,
        "# not swap. Kept: within {} points of 50 %, at least {} and at most {} per size, closest first.",
        setup.band, setup.min, setup.max
    )?;
    writeln!(out, "# Format: SIZE CELL=RED% ...")?;
    for &size in &setup.sizes {
        let mut values: Vec<(Cell, f64)> = candidates(size)
            .into_iter()
            .map(|c| (c, red_chance(size, c, setup)))
            .collect();
        let all: Vec<String> = values
            .iter()
            .map(|(c, v)| format!("{c}={:.1}", v * 100.0))
            .collect();
        writeln!(out, "# {size} all: {}", all.join(" "))?;
        values.sort_by(|a, b| {
            (a.1 - 0.5)
                .abs()
                .total_cmp(&(b.1 - 0.5).abs())
                .then(a.0.cmp(&b.0))
        });
        let kept: Vec<String> = values
            .iter()
            .enumerate()
            .take_while(|(i, (_, v))| {
                *i < setup.max && (*i < setup.min || (v - 0.5).abs() * 100.0 <= setup.band)
            })
            .map(|(_, (c, v))| format!("{c}={:.1}", v * 100.0))
            .collect();
        writeln!(out, "{} {}", size.get(), kept.join(" "))?;
        out.flush()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_stones_are_one_of_each_rotation_pair() {
        for n in [7, 8, 9] {
            let size = BoardSize::new(n).unwrap();
            let stones = first_stones(size);
            assert_eq!(stones.len(), size.cells().div_ceil(2), "{n}");
            for c in size.all_cells() {
                let listed = stones.contains(&c) || stones.contains(&rotated(c, size));
                assert!(listed, "{c} on {n}");
            }
        }
    }
}
