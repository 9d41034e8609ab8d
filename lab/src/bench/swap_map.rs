//! `hexbot-lab bench swap-map`: a swap map (`src/ai/swap_map/NxN.txt`), every first stone's value
//! to Red once Blue has made the best swap decision.
//!
//! For each first stone (one of each pair related by the 180° turn: both have the same value),
//! Red's stone goes on an empty board without swap and Blue is to move. The solver tries to
//! prove the position within a node budget; where it does, p is 1 (Red wins) or 0. Elsewhere
//! the position is judged as a review judges it (`hexbot::ai::judge`: Hard's knowledge at a fixed
//! playout budget and seed, no time cap, the root's mean, proofs the search or the connections
//! find), so p is Red's estimated chance. The map lists every cell with p, whether it was
//! proved, and min(p, 1 − p): Blue swaps where p > ½ (`hexbot::ai::after_swap_decision`).

use super::balance::{after_first_stone, first_stones};
use hexbot::ai::{
    Level, Limits, MEAN_WEIGHT, Prover, SearchConfig, SearchControl, after_swap_decision, judge,
    move_seed, rotated,
};
use hexbot::hex::{BoardSize, Cell, Color};
use std::io::{self, Write};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// What to compute.
pub struct SwapMapSetup {
    /// The board size.
    pub size: BoardSize,
    /// Playouts per first stone (no time cap: deterministic).
    pub playouts: u64,
    /// The seed every search's seed is derived from.
    pub seed: u64,
    /// The solver's node budget per first stone (0: no solver).
    pub proof_nodes: u64,
    /// The command line that produced this, for the file's header.
    pub command: String,
}

/// What one first stone is worth to Red with Blue to move and no swap.
struct Verdict {
    /// Red's chance (0 or 1 when proved).
    p: f32,
    proved: bool,
    seconds: f64,
}

/// Judges the position after a red stone on `first`, Blue to move, no swap: the solver first
/// (its table kept between stones: `prover`), then the search.
fn verdict(first: Cell, setup: &SwapMapSetup, prover: &mut Prover) -> Verdict {
    let start = Instant::now();
    let game = after_first_stone(setup.size, first);
    let solved = (setup.proof_nodes > 0)
        .then(|| prover.solve(&game, Limits::nodes(setup.proof_nodes)).winner)
        .flatten();
    let (p, proved) = match solved {
        Some(winner) => (if winner == Color::Red { 1.0 } else { 0.0 }, true),
        None => {
            let config = SearchConfig::for_level(Level::Hard).with_playouts(setup.playouts);
            let seed = move_seed(
                move_seed(setup.seed, u64::from(setup.size.get())),
                first.index(setup.size) as u64,
            );
            let j = judge(&game, &config, seed, &SearchControl::new(), MEAN_WEIGHT);
            (j.red_chance, j.proved.is_some())
        }
    };
    Verdict {
        p,
        proved,
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// The budget in words, for the map's caption: `Hard at 20,000 playouts, seed 1; solver 5,000
/// nodes`.
pub fn budget_words(setup: &SwapMapSetup) -> String {
    let thousands = |n: u64| {
        let digits = n.to_string();
        let mut out = String::new();
        for (i, ch) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(',');
            }
            out.push(ch);
        }
        out
    };
    let solver = if setup.proof_nodes > 0 {
        format!("solver {} nodes", thousands(setup.proof_nodes))
    } else {
        "no solver".to_owned()
    };
    format!(
        "Hard at {} playouts, seed {}; {solver}",
        thousands(setup.playouts),
        setup.seed
    )
}

/// The UTC date of `time` as `YYYY-MM-DD` (the civil calendar from days since 1970).
fn utc_date(time: SystemTime) -> String {
    let days = time
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Computes the map and writes it to `out` (the format `hexbot::ai::parse_swap_map` reads);
/// each stone's verdict and time go to `progress` as they come. Only the `# Made on` line
/// depends on the clock: the same setup writes the same file otherwise.
///
/// # Errors
/// Only I/O errors.
pub fn bench_swap_map(
    out: &mut impl Write,
    progress: &mut impl Write,
    setup: &SwapMapSetup,
) -> io::Result<()> {
    let size = setup.size;
    let start = Instant::now();
    let mut prover = Prover::default();
    let mut p = vec![None; size.cells()];
    let mut proved = vec![false; size.cells()];
    let stones = first_stones(size);
    for (k, &first) in stones.iter().enumerate() {
        let v = verdict(first, setup, &mut prover);
        writeln!(
            progress,
            "{}/{} {first} p={:.4}{} {:.1}s",
            k + 1,
            stones.len(),
            v.p,
            if v.proved { " proved" } else { "" },
            v.seconds
        )?;
        for cell in [first, rotated(first, size)] {
            p[cell.index(size)] = Some(v.p);
            proved[cell.index(size)] = v.proved;
        }
    }
    let n = size.get();
    writeln!(
        out,
        "# Swap map of {n}×{n} Hex: Red's chance after each first stone once Blue has made the best"
    )?;
    writeln!(out, "# swap decision (src/ai/swap_map.rs, docs/engine.md).")?;
    writeln!(out, "# Made by: {}", setup.command)?;
    writeln!(out, "# Budget: {}", budget_words(setup))?;
    writeln!(
        out,
        "# Made on {} in {:.0} s (one thread).",
        utc_date(SystemTime::now()),
        start.elapsed().as_secs_f64()
    )?;
    writeln!(
        out,
        "# p: Red's chance with Blue to move and no swap: the solver's 1 or 0 where it proved the"
    )?;
    writeln!(
        out,
        "# position within its nodes, else the search's estimate as a review makes it (the root's"
    )?;
    writeln!(
        out,
        "# mean). best: min(p, 1 − p), Red's chance after Blue's best swap decision (Blue swaps where"
    )?;
    writeln!(
        out,
        "# p > 0.5). A cell and its 180° turn share one verdict (the one of lower index is judged)."
    )?;
    writeln!(out, "size {n}")?;
    writeln!(out, "# cell p proved best")?;
    for cell in size.all_cells() {
        let i = cell.index(size);
        let v = p[i].expect("every cell or its turn is a first stone judged");
        let v = (v * 10_000.0).round() / 10_000.0;
        writeln!(
            out,
            "{cell} {v:.4} {} {:.4}",
            if proved[i] { "proved" } else { "estimated" },
            after_swap_decision(v)
        )?;
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil() {
        let day = |d: u64| utc_date(UNIX_EPOCH + std::time::Duration::from_secs(d * 86_400));
        assert_eq!(day(0), "1970-01-01");
        assert_eq!(day(11_016), "2000-02-29");
        assert_eq!(day(20_794), "2026-12-07");
    }
}
