//! Swap maps: for 9×9, 11×11 and 13×13 Hex, every first stone's value to Red once Blue has made
//! the best swap decision, computed once by the engine and the solver and shipped as data
//! (`swap_map/*.txt` beside this file, each with the command that made it; `hexbot-lab bench
//! swap-map` rebuilds them, `docs/engine.md` says at what budget).
//!
//! **The value.** Let p(c) be Red's chance after Red's first stone on c, Blue to move, no swap.
//! With the mirror swap ([`SwapRule::Mirror`](crate::hex::SwapRule::Mirror)) Blue may instead
//! take the stone: it becomes a blue stone on c's transposed cell and Red moves. Hex is
//! symmetric under transposing the board and exchanging the colours (the red sides become the
//! blue ones), and that symmetry maps "blue stone on cᵀ, Red to move" onto "red stone on c, Blue
//! to move" with the players' roles exchanged: after the swap Red's chance is Blue's chance in
//! the unswapped position, 1 − p(c). Blue picks the smaller of Red's two chances, so it swaps
//! exactly when p(c) > ½, and Red keeps [`after_swap_decision`]`(p) = min(p, 1 − p)`, at most ½:
//! the fairest first stones are those nearest ½. The tests check the symmetry on the solver's
//! proofs (exact, every cell of 5×5). The search's estimates obey it only roughly: its playouts
//! on a position and on its transposed twin are different random streams, and at a few thousand
//! playouts on 6×6 the two chances differ by up to 0.16 from 1 − p.
//!
//! The 180° turn of the board maps each side onto the opposite side of the same colour, so a
//! first stone and its turned cell have the same value: the lab searches one of each pair and
//! the files list both.

use crate::hex::{BoardSize, Cell};
use std::sync::OnceLock;

/// The shipped maps' text, one file per size.
const SHIPPED: [&str; 3] = [
    include_str!("swap_map/9x9.txt"),
    include_str!("swap_map/11x11.txt"),
    include_str!("swap_map/13x13.txt"),
];

/// Red's chance after the first stone once Blue has decided whether to swap, given Red's chance
/// `p` after that stone with Blue to move and no swap: Blue swaps exactly when `p` > ½ and then
/// Red's chance is 1 − `p` (the module's documentation has the argument), so `min(p, 1 − p)`.
#[must_use]
pub fn after_swap_decision(p: f32) -> f32 {
    p.min(1.0 - p)
}

/// One board size's swap map: for every first stone, Red's chance with and without the swap.
#[derive(Clone, Debug, PartialEq)]
pub struct SwapMap {
    /// The board size.
    pub size: BoardSize,
    /// Red's chance (0–½) after a first stone on each cell once Blue has made the best swap
    /// decision, indexed by [`Cell::index`] (N² entries).
    pub cells: Vec<f32>,
    /// Red's chance (0–1) after a first stone on each cell with Blue to move and no swap (Blue
    /// swaps where it is above ½), indexed by [`Cell::index`].
    pub unswapped: Vec<f32>,
    /// Whether the solver proved the unswapped position (its chance is then 0 or 1), by
    /// [`Cell::index`].
    pub proved: Vec<bool>,
    /// The budget in words, for a caption (e.g. `Hard at 100,000 playouts, seed 1; solver 20,000
    /// nodes`).
    pub budget: String,
    /// The command that made the map (`hexbot-lab bench swap-map …`).
    pub command: String,
    /// The search's playouts per first stone, as the command gave them.
    pub playouts: u64,
}

impl SwapMap {
    /// Red's chance after a first stone on `cell` once Blue has made the best swap decision.
    ///
    /// # Panics
    /// When `cell` is off the board.
    #[must_use]
    pub fn value(&self, cell: Cell) -> f32 {
        self.cells[cell.index(self.size)]
    }

    /// Whether Blue swaps a first stone on `cell` (its unswapped chance for Red is above ½).
    ///
    /// # Panics
    /// When `cell` is off the board.
    #[must_use]
    pub fn swapped(&self, cell: Cell) -> bool {
        self.unswapped[cell.index(self.size)] > 0.5
    }
}

/// A swap map's text that is not in the format `hexbot-lab bench swap-map` writes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("swap map, line {line}: {what}")]
pub struct ParseSwapMapError {
    /// The line (from 1; 0 for the file as a whole).
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

/// Parses a swap map: `#` comments, of which `# Made by: COMMAND` and `# Budget: WORDS` are kept;
/// a line `size N`; then one line per cell, `CELL P PROVED BEST` (Red's chance without swap as a
/// fraction, `proved` or `estimated`, and min(P, 1 − P)).
///
/// # Errors
/// [`ParseSwapMapError`] for a malformed line, a cell off the board or listed twice, a chance
/// outside 0–1, a BEST that is not min(P, 1 − P) to four places, a missing cell, size, command or
/// budget, or a command that names no `--playouts`.
pub fn parse_swap_map(text: &str) -> Result<SwapMap, ParseSwapMapError> {
    let bad = |line, what: String| ParseSwapMapError { line, what };
    let (mut size, mut command, mut budget) = (None, None, None);
    let mut unswapped: Vec<Option<(f32, bool)>> = vec![];
    for (k, raw) in text.lines().enumerate() {
        let line = k + 1;
        if let Some(comment) = raw.trim().strip_prefix('#') {
            let comment = comment.trim();
            if let Some(c) = comment.strip_prefix("Made by:") {
                command = Some(c.trim().to_owned());
            } else if let Some(b) = comment.strip_prefix("Budget:") {
                budget = Some(b.trim().to_owned());
            }
            continue;
        }
        let words: Vec<&str> = raw.split_whitespace().collect();
        match (words.as_slice(), size) {
            ([], _) => {}
            (["size", n], None) => {
                let n = n
                    .parse::<u32>()
                    .ok()
                    .and_then(|n| BoardSize::new(n).ok())
                    .ok_or_else(|| bad(line, format!("\"{n}\" is not a board size")))?;
                size = Some(n);
                unswapped = vec![None; n.cells()];
            }
            ([cell, p, proved, best], Some(n)) => {
                let cell = Cell::parse(cell, n).map_err(|e| bad(line, e.to_string()))?;
                let chance = |w: &str| w.parse::<f32>().ok().filter(|v| (0.0..=1.0).contains(v));
                let p = chance(p).ok_or_else(|| bad(line, format!("\"{p}\" is not 0–1")))?;
                let best =
                    chance(best).ok_or_else(|| bad(line, format!("\"{best}\" is not 0–1")))?;
                if (best - after_swap_decision(p)).abs() > 1e-4 {
                    return Err(bad(
                        line,
                        format!("{best} is not min(p, 1 − p) for p = {p}"),
                    ));
                }
                let proved = match *proved {
                    "proved" => true,
                    "estimated" => false,
                    w => {
                        return Err(bad(
                            line,
                            format!("\"{w}\" is neither proved nor estimated"),
                        ));
                    }
                };
                let slot = &mut unswapped[cell.index(n)];
                if slot.is_some() {
                    return Err(bad(line, format!("{cell} listed twice")));
                }
                *slot = Some((p, proved));
            }
            _ => {
                return Err(bad(
                    line,
                    format!("\"{}\" is not expected here", raw.trim()),
                ));
            }
        }
    }
    let size = size.ok_or_else(|| bad(0, "no size line".into()))?;
    let command = command.ok_or_else(|| bad(0, "no \"# Made by:\" line".into()))?;
    let mut values = vec![];
    for (i, v) in unswapped.into_iter().enumerate() {
        let cell = Cell::from_index(i, size);
        values.push(v.ok_or_else(|| bad(0, format!("no line for {cell}")))?);
    }
    Ok(SwapMap {
        size,
        cells: values.iter().map(|v| after_swap_decision(v.0)).collect(),
        unswapped: values.iter().map(|v| v.0).collect(),
        proved: values.iter().map(|v| v.1).collect(),
        budget: budget.ok_or_else(|| bad(0, "no \"# Budget:\" line".into()))?,
        playouts: playouts_of(&command)
            .ok_or_else(|| bad(0, "the command names no --playouts".into()))?,
        command,
    })
}

/// The number after `--playouts` in a `bench swap-map` command.
fn playouts_of(command: &str) -> Option<u64> {
    let mut words = command.split_whitespace();
    words.find(|w| *w == "--playouts")?;
    words.next()?.parse().ok()
}

/// The shipped swap maps, parsed once. A malformed file is a build mistake that the tests catch;
/// here it only means no map for that size.
fn shipped() -> &'static [SwapMap] {
    static MAPS: OnceLock<Vec<SwapMap>> = OnceLock::new();
    MAPS.get_or_init(|| {
        SHIPPED
            .iter()
            .filter_map(|text| parse_swap_map(text).ok())
            .collect()
    })
}

/// The shipped swap map of `size` (9×9, 11×11 and 13×13), `None` for any other size.
pub fn swap_map(size: BoardSize) -> Option<&'static SwapMap> {
    shipped().iter().find(|m| m.size == size)
}

#[cfg(test)]
mod tests;
