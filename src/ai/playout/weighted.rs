//! The playout drawn by the learned small patterns' weights ([`crate::ai::patterns`]): each
//! empty cell's neighbourhood code and weight kept up to date as stones fall, with sums per row,
//! so that a draw reads two short lists.

use super::knowledge::{PlayoutPolicy, below, bridge_reply};
use crate::ai::board::{BRIDGE_STEPS, EMPTY, Pos, SLOTS, opp};
use crate::ai::patterns::{PlayoutAnswers, PlayoutWeights, playout_answers, playout_weights};
use rand_chacha::ChaCha8Rng;

/// log₂ of [`crate::ai::patterns::PLAYOUT_SCALE`], the unit of the answer multipliers.
const SCALE_BITS: u32 = 8;

/// The most a cell near the last move may weigh with its answer multiplier, so that twelve of
/// them and every other cell's weight still sum within a `u32`.
const MAX_LOCAL: u64 = 1 << 24;

const _: () = assert!(1 << SCALE_BITS == crate::ai::patterns::PLAYOUT_SCALE as u32);

/// The state of a playout drawn by pattern weights: each empty cell's neighbourhood code and its
/// weight for either colour to move (0 for a stone), with sums per row, so that a draw reads two
/// short lists, and a stone updates its six neighbours.
#[derive(Default)]
pub(super) struct Weighted {
    /// Each slot's row (a division saved per weight changed), for boards of `stride`.
    row: Vec<u8>,
    stride: usize,
    /// The slot steps to the cells a bridge away, for boards of `stride`.
    steps: [isize; 6],
    around: Vec<u16>,
    weights: [Vec<u32>; 2],
    rows: [[u32; 22]; 2],
    totals: [u32; 2],
}

impl Weighted {
    #[inline]
    fn set(&mut self, who: usize, slot: usize, w: u32) {
        let row = usize::from(self.row[slot]);
        let old = std::mem::replace(&mut self.weights[who][slot], w);
        self.rows[who][row] = self.rows[who][row] - old + w;
        self.totals[who] = self.totals[who] - old + w;
    }

    /// Fills every empty cell of `cells` (a copy of `pos`'s), `to_move` first.
    pub(super) fn fill(
        &mut self,
        pos: &Pos,
        cells: &mut [u8],
        to_move: u8,
        last: Option<usize>,
        policy: PlayoutPolicy,
        rng: &mut ChaCha8Rng,
    ) {
        let table = playout_weights();
        let answers = policy.answers.then(playout_answers);
        let (bridges, cap) = (policy.bridges, policy.cap);
        let offsets = pos.offsets;
        let mut left = self.start(pos, cells, table, cap);
        if let (Some(x), Some(_)) = (last, answers) {
            // The answers read the last stone's neighbours, kept so far for empty cells only.
            self.around[x] = around_code(cells, &offsets, x);
        }
        let mut color = to_move;
        let mut last = last;
        while left > 0 {
            let who = usize::from(color - 1);
            let slot = match bridge_reply(pos, cells, color, last, bridges, rng) {
                Some(s) => s,
                None => self.draw(pos, cells, who, last, (table, answers), rng),
            };
            debug_assert_eq!(cells[slot], EMPTY);
            cells[slot] = color;
            left -= 1;
            self.played(cells, &offsets, slot, color, table, cap);
            last = Some(slot);
            color = opp(color);
        }
    }

    /// Readies the weights for the empty cells of `cells` (a copy of `pos`'s), each capped at
    /// `cap`; returns how many cells are empty.
    #[inline]
    fn start(&mut self, pos: &Pos, cells: &[u8], table: &PlayoutWeights, cap: u32) -> usize {
        let (stride, offsets) = (pos.stride, pos.offsets);
        if self.stride != stride {
            self.stride = stride;
            self.row = (0..SLOTS).map(|s| (s / stride) as u8).collect();
            self.steps = BRIDGE_STEPS.map(|(dc, dr)| dr * stride as isize + dc);
        }
        self.around.resize(SLOTS, 0);
        for w in &mut self.weights {
            w.clear();
            w.resize(SLOTS, 0);
        }
        self.rows = [[0; 22]; 2];
        self.totals = [0; 2];
        let mut left = 0;
        for slot in pos.empties() {
            let code = around_code(cells, &offsets, slot);
            self.around[slot] = code;
            for who in 0..2 {
                self.set(who, slot, table.get(who, 0, code).min(cap));
            }
            left += 1;
        }
        left
    }

    /// The cell `who` plays, drawn by the weights: a cell near the last move (on `last`; its
    /// neighbours and the cells a bridge away) weighs the more of its two weights (the one
    /// there times its answer multiplier, with `answers`), so the draw is from the excesses
    /// there first, or else by the usual weights.
    #[inline]
    fn draw(
        &self,
        pos: &Pos,
        cells: &[u8],
        who: usize,
        last: Option<usize>,
        (table, answers): (&PlayoutWeights, Option<&PlayoutAnswers>),
        rng: &mut ChaCha8Rng,
    ) -> usize {
        // The cells near the last move whose weight there exceeds their usual one, each with
        // the running sum of those excesses.
        let mut local = [(0usize, 0u32); 12];
        let (mut k, mut extra) = (0, 0u32);
        if let Some(x) = last {
            let row = answers.map(|a| a.row(who, self.around[x]));
            let mut j = 0;
            for (near, step) in [(1, &pos.offsets), (2, &self.steps)] {
                for &o in step {
                    let y = x.wrapping_add_signed(o);
                    if cells.get(y) == Some(&EMPTY) {
                        let mut w = table.get(who, near, self.around[y]);
                        if let Some(row) = row {
                            let scaled = (u64::from(w) * u64::from(row[j])) >> SCALE_BITS;
                            w = scaled.clamp(1, MAX_LOCAL) as u32;
                        }
                        let more = w.saturating_sub(self.weights[who][y]);
                        if more > 0 {
                            extra += more;
                            local[k] = (y, extra);
                            k += 1;
                        }
                    }
                    j += 1;
                }
            }
        }
        let r = below(rng, (self.totals[who] + extra) as usize) as u32;
        let drawn = if r < extra {
            local[..k]
                .iter()
                .find(|&&(_, upto)| r < upto)
                .map(|&(y, _)| y)
        } else {
            self.draw_at(who, pos.n, pos.stride, r - extra)
        };
        // The sums are exact, so a draw always lands on an empty cell; the first empty cell
        // stands in should that ever fail.
        drawn.unwrap_or_else(|| pos.empties().find(|&s| cells[s] == EMPTY).unwrap_or(0))
    }

    /// Updates the weights after `color` played `slot`: none there, and new codes and weights
    /// (capped at `cap`) for its six neighbours.
    #[inline]
    fn played(
        &mut self,
        cells: &[u8],
        offsets: &[isize; 6],
        slot: usize,
        color: u8,
        table: &PlayoutWeights,
        cap: u32,
    ) {
        for w in 0..2 {
            self.set(w, slot, 0);
        }
        for (i, &o) in offsets.iter().enumerate() {
            let y = slot.wrapping_add_signed(o);
            if cells[y] == EMPTY {
                // `slot` is y's neighbour in the opposite direction.
                let shift = 2 * ((i + 3) % 6);
                let code = self.around[y] & !(3 << shift) | u16::from(color) << shift;
                self.around[y] = code;
                debug_assert_eq!(
                    code,
                    (0..6).fold(0, |c, j| c | u16::from(
                        cells[y.wrapping_add_signed(offsets[j])]
                    ) << (2 * j))
                );
                for w in 0..2 {
                    self.set(w, y, table.get(w, 0, code).min(cap));
                }
            }
        }
    }

    /// The cell at `r` (below `who`'s total) in the cells' weights for `who` laid end to end: a
    /// cell drawn with probability proportional to its weight when `r` is uniform.
    fn draw_at(&self, who: usize, n: usize, stride: usize, mut r: u32) -> Option<usize> {
        for row in 1..=n {
            let sum = self.rows[who][row];
            if r >= sum {
                r -= sum;
                continue;
            }
            let first = row * stride + 1;
            for (slot, &w) in self.weights[who][first..first + n].iter().enumerate() {
                if r < w {
                    return Some(first + slot);
                }
                r -= w;
            }
            return None;
        }
        None
    }
}

/// The absolute code of the six neighbours of `slot` in `cells` (two bits each, in the order of
/// `offsets`): cells hold 0 (empty), 1 (red), 2 (blue) or 3 (a wall) here.
#[inline]
fn around_code(cells: &[u8], offsets: &[isize; 6], slot: usize) -> u16 {
    let mut code = 0u16;
    for (i, &o) in offsets.iter().enumerate() {
        code |= u16::from(cells[slot.wrapping_add_signed(o)]) << (2 * i);
    }
    code
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::board::{BLUE, RED, board};
    use crate::ai::patterns::{Answers, PLAYOUT_SCALE, codes, small_gamma};
    use crate::hex::Cell;
    use rand_chacha::rand_core::SeedableRng;

    /// A weighted playout from `pos`: the full board it leaves.
    fn fill(
        weighted: &mut Weighted,
        pos: &Pos,
        to_move: u8,
        last: Option<usize>,
        policy: PlayoutPolicy,
        rng: &mut ChaCha8Rng,
    ) -> Vec<u8> {
        let mut cells = pos.cells.to_vec();
        weighted.fill(pos, &mut cells, to_move, last, policy, rng);
        cells
    }

    /// The neighbourhood code the weighted playout keeps for `slot`, computed afresh.
    fn around_of(pos: &Pos, slot: usize) -> u16 {
        around_code(&pos.cells, &pos.offsets, slot)
    }

    #[test]
    fn playout_weights_are_the_learned_small_patterns() {
        // Stones of both colours, near the sides and in the middle, the last move among them.
        let b = board(
            9,
            &["a1", "c3", "e5", "d6", "i8", "b9"],
            &["b3", "d5", "e6", "h1", "a9", "i9"],
        );
        let pos = Pos::from_board(&b);
        let steps = BRIDGE_STEPS.map(|(dc, dr)| dr * pos.stride as isize + dc);
        let table = playout_weights();
        let mut differ = 0;
        for last in ["e5", "d5", "a1", "i9"] {
            let x = pos.slot(Cell::parse(last, b.size()).unwrap());
            for color in [RED, BLUE] {
                for slot in pos.empties() {
                    let near = if pos
                        .offsets
                        .iter()
                        .any(|&o| x.wrapping_add_signed(o) == slot)
                    {
                        1
                    } else if steps.iter().any(|&o| x.wrapping_add_signed(o) == slot) {
                        2
                    } else {
                        0
                    };
                    let (_, small) = codes(&pos, slot, color, Some(x));
                    let gamma = small_gamma(small);
                    let expected = (gamma * PLAYOUT_SCALE).round().max(1.0) as u32;
                    let got = table.get(usize::from(color - 1), near, around_of(&pos, slot));
                    assert_eq!(got, expected, "{color} at {slot}, last {last}");
                    differ += usize::from(
                        got != table.get(usize::from(color - 1), 0, around_of(&pos, slot)),
                    );
                }
            }
        }
        // The last move's neighbourhood has weights of its own.
        assert!(differ > 10, "{differ}");
    }

    #[test]
    fn playout_answers_are_the_learned_small_answers() {
        // The answers to stones in the middle, on a side and in two corners, for either colour,
        // read by the absolute places the playouts use against the answers the tree reads.
        let b = board(
            9,
            &["a1", "c3", "e5", "d6", "i8", "b9"],
            &["b3", "d5", "e6", "h1", "a9", "i9", "e4"],
        );
        let pos = Pos::from_board(&b);
        let steps = BRIDGE_STEPS.map(|(dc, dr)| dr * pos.stride as isize + dc);
        let table = playout_answers();
        let (mut seen, mut learned) = (0, 0);
        for last in ["e5", "d5", "a1", "i9", "e4", "h1"] {
            let x = pos.slot(Cell::parse(last, b.size()).unwrap());
            for color in [RED, BLUE] {
                let answers = Answers::new(&pos, color, Some(x)).expect("a last stone");
                let row = table.row(usize::from(color - 1), around_of(&pos, x));
                for (j, &o) in pos.offsets.iter().chain(&steps).enumerate() {
                    let y = x.wrapping_add_signed(o);
                    if pos.cells.get(y) != Some(&EMPTY) {
                        continue;
                    }
                    let (_, small) = answers.codes(y).expect("one of the twelve cells");
                    let expected = (small_gamma(small) * PLAYOUT_SCALE).round().max(1.0) as u32;
                    assert_eq!(row[j], expected, "{color} at {y}, last {last}, place {j}");
                    seen += 1;
                    learned += usize::from(row[j] != PLAYOUT_SCALE as u32);
                }
            }
        }
        assert!(seen > 60 && learned > seen / 4, "{seen} {learned}");
    }

    #[test]
    fn a_weighted_draw_follows_the_weights() {
        let b = board(3, &[], &[]);
        let pos = Pos::from_board(&b);
        let mut w = Weighted {
            weights: [vec![0; SLOTS], vec![0; SLOTS]],
            row: (0..SLOTS).map(|s| (s / pos.stride) as u8).collect(),
            ..Weighted::default()
        };
        let cells: Vec<usize> = pos.empties().collect();
        // Weights 0, 1, 2, ... 8 on the nine cells, for Red; none for Blue.
        for (k, &slot) in cells.iter().enumerate() {
            w.set(0, slot, k as u32);
        }
        assert_eq!(w.totals, [36, 0]);
        assert_eq!(w.draw_at(1, 3, pos.stride, 0), None);
        assert_eq!(w.draw_at(0, 3, pos.stride, 36), None);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut counts = [0u32; 9];
        for _ in 0..36_000 {
            let r = below(&mut rng, 36) as u32;
            let slot = w.draw_at(0, 3, pos.stride, r).unwrap();
            counts[cells.iter().position(|&c| c == slot).unwrap()] += 1;
        }
        assert_eq!(counts[0], 0, "a weight of 0 is never drawn");
        for (k, &c) in counts.iter().enumerate().skip(1) {
            // Expected 1,000·k; the bound is five standard deviations.
            let expected = 1000.0 * k as f64;
            assert!(
                (f64::from(c) - expected).abs() < 5.0 * expected.sqrt(),
                "{counts:?}"
            );
        }
    }

    #[test]
    fn a_weighted_playout_keeps_its_codes_and_sums_exact() {
        // After every fill the weights are back to nothing (each stone took its cell's weight
        // out), and on the way each kept neighbourhood code was checked against the board (in
        // `fill`, under debug assertions).
        for (n, red, blue) in [
            (1, &[][..], &[][..]),
            (7, &["d4"][..], &["c5", "a7"][..]),
            (19, &["j10"][..], &[][..]),
        ] {
            let b = board(n, red, blue);
            let pos = Pos::from_board(&b);
            let mut rng = ChaCha8Rng::seed_from_u64(u64::from(n));
            let mut weighted = Weighted::default();
            for k in 0..20 {
                let to_move = if k % 2 == 0 { RED } else { BLUE };
                let last = pos.empties().nth(k).filter(|_| k % 3 != 0);
                let cells = fill(
                    &mut weighted,
                    &pos,
                    to_move,
                    last,
                    PlayoutPolicy {
                        bridges: k % 4 < 2,
                        patterns: true,
                        cap: u32::MAX,
                        answers: k % 5 < 3,
                    },
                    &mut rng,
                );
                assert_eq!(weighted.totals, [0, 0]);
                assert!(weighted.rows.iter().flatten().all(|&r| r == 0));
                assert!(pos.empties().all(|s| cells[s] == RED || cells[s] == BLUE));
            }
        }
    }

    #[test]
    fn weighted_playouts_draw_by_the_patterns() {
        // Two empty cells left, Red to move: Red takes each with the share of its weight (a
        // uniform playout takes each half the time: `super::super::tests`). b2, between four red stones and two blue
        // ones, is a shape the learned table likes; c3 in the corner is one it does not know.
        // Both touch b3: as the last move, it gives them the weights of their patterns next to
        // it where those are larger.
        let b = board(3, &["c1", "b1", "a3", "b3"], &["c2", "a2", "a1"]);
        let pos = Pos::from_board(&b);
        let cell = |name: &str| pos.slot(Cell::parse(name, b.size()).unwrap());
        let (b2, c3, b3) = (cell("b2"), cell("c3"), cell("b3"));
        let table = playout_weights();
        let weight = |slot, near| table.get(0, near, around_of(&pos, slot));
        let (wb, wc) = (weight(b2, 0), weight(c3, 0));
        assert!(wb > 4 * wc, "the test needs weights far apart: {wb} {wc}");
        let (nb, nc) = (weight(b2, 1), weight(c3, 1));
        assert!(
            nb > wb || nc > wc,
            "the test needs a larger weight near b3: {nb} {nc}"
        );
        let games = 10_000;
        for (last, cap) in [
            (None, u32::MAX),
            (None, 256),
            (Some(b3), u32::MAX),
            (Some(b3), 256),
        ] {
            let mut rng = ChaCha8Rng::seed_from_u64(9);
            let mut weighted = Weighted::default();
            let mut red_b2 = 0;
            for _ in 0..games {
                let policy = PlayoutPolicy {
                    bridges: false,
                    patterns: true,
                    cap,
                    answers: false,
                };
                let cells = fill(&mut weighted, &pos, RED, last, policy, &mut rng);
                red_b2 += u32::from(cells[b2] == RED);
            }
            let (eb, ec) = match last {
                None => (wb.min(cap), wc.min(cap)),
                Some(_) => (wb.min(cap).max(nb), wc.min(cap).max(nc)),
            };
            let p = f64::from(eb) / f64::from(eb + ec);
            let expected = p * f64::from(games);
            let sd = (expected * (1.0 - p)).sqrt().max(1.0);
            assert!(
                (f64::from(red_b2) - expected).abs() < 5.0 * sd,
                "{last:?} {cap}: {red_b2} of {games}, expected {expected:.0}"
            );
        }
    }

    #[test]
    fn playout_answers_weigh_the_replies_to_the_last_stone() {
        // Blue's last stone b2 leaves Red b1 and c2, two cells whose own patterns weigh the
        // same; the answer table likes b1 as a reply there (a multiplier of about 16) and c2
        // less than an ordinary cell (below 1, so c2 keeps its usual weight).
        let b = board(3, &["a1", "c1", "a2", "a3"], &["b2", "b3", "c3"]);
        let pos = Pos::from_board(&b);
        let cell = |name: &str| pos.slot(Cell::parse(name, b.size()).unwrap());
        let (liked, other, b2) = (cell("b1"), cell("c2"), cell("b2"));
        let (table, row) = (
            playout_weights(),
            playout_answers().row(0, around_of(&pos, b2)),
        );
        let place = |y| {
            pos.offsets
                .iter()
                .position(|&o| b2.wrapping_add_signed(o) == y)
        };
        let (a_liked, a_other) = (row[place(liked).unwrap()], row[place(other).unwrap()]);
        assert!(
            a_liked > 10 * 256 && a_other < 256,
            "the test needs these answers: {a_liked} {a_other}"
        );
        let weight = |y: usize, a: u32| {
            let usual = table.get(0, 0, around_of(&pos, y)).min(1024);
            let local = (u64::from(table.get(0, 1, around_of(&pos, y))) * u64::from(a)) >> 8;
            usual.max(local.clamp(1, MAX_LOCAL) as u32)
        };
        let games = 10_000;
        // The liked cell's expected share of Red's first choice without the answers and with
        // them, far enough apart (at least 1,000 games of 10,000, some twenty deviations) that
        // the counts below tell them apart.
        let share = |al: u32, ao: u32| {
            let (el, eo) = (weight(liked, al), weight(other, ao));
            f64::from(el) / f64::from(el + eo)
        };
        assert!(share(a_liked, a_other) - share(256, 256) > 0.1);
        for answers in [false, true] {
            let mut rng = ChaCha8Rng::seed_from_u64(12);
            let mut weighted = Weighted::default();
            let mut red_liked = 0;
            for _ in 0..games {
                let policy = PlayoutPolicy {
                    bridges: false,
                    patterns: true,
                    cap: 1024,
                    answers,
                };
                let cells = fill(&mut weighted, &pos, RED, Some(b2), policy, &mut rng);
                red_liked += u32::from(cells[liked] == RED);
            }
            let p = if answers {
                share(a_liked, a_other)
            } else {
                share(256, 256)
            };
            let expected = p * f64::from(games);
            let sd = (expected * (1.0 - p)).sqrt().max(1.0);
            assert!(
                (f64::from(red_liked) - expected).abs() < 5.0 * sd,
                "{answers}: {red_liked} of {games}, expected {expected:.0}"
            );
        }
    }
}
