//! Depth-first proof-number search (df-pn, Nagai's form, negamax style: φ is the cost of proving
//! the side to move wins, δ of proving it loses) over the table of [`super::table`].
//!
//! - A position's knowledge is worked out once, when it is first met ([`super::node`]), and kept.
//! - **Widening**: of the children not yet lost for the mover, only the first 1 + ⌈¼·live⌉ in
//!   order are searched (their δ makes the node's φ); the rest wait until those fail. Every
//!   child's φ still counts in the node's δ.
//! - **Pruning by proof sets**: after a child is searched, the siblings outside its largest
//!   possible proof set (and not the child's own move) are dropped: whatever the child's value,
//!   they share it or do not matter.
//! - The 1 + ε trick on the second-best child's δ (ε = 0 by default, as MoHex has it).
//!
//! The work is counted in positions whose knowledge was computed, the limits are data (a node
//! budget, an optional deadline the caller set), and the same table, position and limits give the
//! same answer.

use super::node::{Expert, Verdict};
use super::table::{Entry, INF, NO_MOVE, Table};
use crate::ai::board::{Pos, SLOTS, opp};
use std::time::Instant;

/// SplitMix64, for the Zobrist keys (fixed, so hashes are the same in every run).
pub(super) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How the search widens and how far a child's threshold reaches.
#[derive(Clone, Copy, Debug)]
pub struct DfpnParams {
    /// Children searched at first: `widening_base` + ⌈`widening_factor` × live⌉.
    pub widening_base: u32,
    /// See `widening_base`.
    pub widening_factor: f32,
    /// The second-best child's δ times 1 + ε is the chosen child's threshold.
    pub epsilon: f32,
}

impl Default for DfpnParams {
    fn default() -> Self {
        Self {
            widening_base: 1,
            widening_factor: 0.25,
            epsilon: 0.0,
        }
    }
}

/// One child's numbers as its parent keeps them while searching.
#[derive(Clone, Copy, Debug)]
struct Child {
    phi: u32,
    delta: u32,
    work: u64,
}

/// The searcher: the table, the knowledge buffers, the Zobrist keys and the limits of the
/// current question.
pub(crate) struct Searcher {
    pub(crate) table: Table,
    pub(crate) expert: Expert,
    pub(crate) params: DfpnParams,
    zobrist: Vec<[u64; 2]>,
    turn: u64,
    /// Positions whose knowledge was computed in this question, and its budget.
    pub(crate) spent: u64,
    budget: u64,
    deadline: Option<Instant>,
    aborted: bool,
}

impl Searcher {
    pub(crate) fn new(capacity: usize) -> Self {
        Self {
            table: Table::new(capacity),
            expert: Expert::default(),
            params: DfpnParams::default(),
            zobrist: (0..SLOTS as u64)
                .map(|s| [mix(2 * s + 1), mix(2 * s + 2)])
                .collect(),
            turn: mix(0),
            spent: 0,
            budget: 0,
            deadline: None,
            aborted: false,
        }
    }

    /// The key of `pos` with `mover` to move.
    pub(crate) fn key(&self, pos: &Pos, mover: u8) -> u64 {
        let mut h = if mover == 1 { 0 } else { self.turn };
        for s in pos.on_board() {
            let c = pos.cells[s];
            if c == 1 || c == 2 {
                h ^= self.zobrist[s][usize::from(c - 1)];
            }
        }
        h
    }

    /// The key after `mover` plays `slot` in the position keyed `key`.
    pub(crate) fn child_key(&self, key: u64, slot: usize, mover: u8) -> u64 {
        key ^ self.zobrist[slot][usize::from(mover - 1)] ^ self.turn
    }

    fn out_of_time(&mut self) -> bool {
        if !self.aborted {
            let over_budget = self.spent >= self.budget;
            let late =
                self.spent.is_multiple_of(16) && self.deadline.is_some_and(|d| Instant::now() >= d);
            self.aborted = over_budget || late;
        }
        self.aborted
    }

    /// Searches `pos` (`mover` to move) until it is solved or a limit is reached: `budget` more
    /// positions' knowledge, or the `deadline`. Returns its entry.
    pub(crate) fn run(
        &mut self,
        pos: &Pos,
        mover: u8,
        budget: u64,
        deadline: Option<Instant>,
    ) -> Entry {
        self.spent = 0;
        self.budget = budget;
        self.deadline = deadline;
        self.aborted = false;
        let key = self.key(pos, mover);
        loop {
            let (entry, _) = self.mid(pos, mover, key, None, (INF, INF));
            if entry.solved() || self.aborted {
                return entry;
            }
        }
    }

    /// The entry of `key` and the work it took (1 when the knowledge was worked out now, 0 when
    /// the table had it); `None` when it is new and the budget is spent.
    fn entry(
        &mut self,
        pos: &Pos,
        mover: u8,
        key: u64,
        last: Option<usize>,
    ) -> Option<(Entry, u64)> {
        if let Some(e) = self.table.get(key) {
            return Some((e.clone(), 0));
        }
        if self.spent >= self.budget {
            self.aborted = true;
            return None;
        }
        self.spent += 1;
        let k = self.expert.know(pos, mover, last);
        let mut e = Entry {
            phi: 1,
            delta: 1,
            work: 1,
            best: NO_MOVE,
            moves: Box::new([]),
            max_proof: k.max_proof,
        };
        match k.verdict {
            Verdict::Won(key) => {
                (e.phi, e.delta) = (0, INF);
                e.best = key.unwrap_or(NO_MOVE);
            }
            Verdict::Lost => (e.phi, e.delta) = (INF, 0),
            Verdict::Open(moves) => {
                e.delta = moves.len() as u32;
                e.best = moves[0];
                e.moves = moves.into_boxed_slice();
            }
        }
        self.table.store(key, &mut e);
        Some((e, 1))
    }

    /// How many children, in order, the node searches: all of them while fewer than two are
    /// alive (not yet lost for the mover), else up to the (base + ⌈factor·live⌉)-th live one.
    fn widened(&self, children: &[Child]) -> usize {
        let live = children.iter().filter(|c| c.phi != 0).count();
        if live < 2 {
            return children.len();
        }
        let look = self.params.widening_base as usize
            + (live as f32 * self.params.widening_factor).ceil() as usize;
        let mut seen = 0;
        for (i, c) in children.iter().enumerate() {
            if c.phi != 0 {
                seen += 1;
                if seen == look.max(1) {
                    return i + 1;
                }
            }
        }
        children.len()
    }

    /// The node's numbers from its children's.
    fn bounds(children: &[Child], widened: usize) -> (u32, u32) {
        let (mut phi, mut delta) = (INF, 0u32);
        for (i, c) in children.iter().enumerate() {
            if c.delta == 0 {
                return (0, INF);
            }
            if i < widened {
                phi = phi.min(c.delta);
            }
            delta = delta.saturating_add(c.phi).min(INF);
        }
        if phi >= INF {
            delta = 0;
        }
        (phi, delta)
    }

    fn delta_bound(&self, d: u32) -> u32 {
        let widened = (f64::from(d) * (1.0 + f64::from(self.params.epsilon))) as u32;
        d.saturating_add(1).max(widened).min(INF)
    }

    /// The multiple-iterative-deepening step: searches below `key` (position `pos`, `mover` to
    /// move) until its numbers reach `max` (φ, δ thresholds) or a limit is hit. Returns its entry
    /// and the work done.
    fn mid(
        &mut self,
        pos: &Pos,
        mover: u8,
        key: u64,
        last: Option<usize>,
        max: (u32, u32),
    ) -> (Entry, u64) {
        let Some((mut e, mut work)) = self.entry(pos, mover, key, last) else {
            return (Entry::unknown(), 0);
        };
        if e.solved() || e.phi >= max.0 || e.delta >= max.1 {
            return (e, work);
        }
        let mut moves: Vec<u16> = e.moves.to_vec();
        let mut keys: Vec<u64> = moves
            .iter()
            .map(|&m| self.child_key(key, usize::from(m), mover))
            .collect();
        let mut children: Vec<Child> = keys
            .iter()
            .map(|&k| match self.table.get(k) {
                Some(c) => Child {
                    phi: c.phi,
                    delta: c.delta,
                    work: c.work,
                },
                None => Child {
                    phi: 1,
                    delta: 1,
                    work: 0,
                },
            })
            .collect();
        let mut best = moves.iter().position(|&m| m == e.best).unwrap_or(0);
        loop {
            let widened = self.widened(&children);
            (e.phi, e.delta) = Self::bounds(&children, widened);
            if e.solved() {
                e.best = Self::solved_best(&moves, &children, e.phi == 0);
            }
            if e.moves.len() != moves.len() {
                e.moves = moves.clone().into_boxed_slice();
            }
            self.table.store(key, &mut e);
            if e.solved() || e.phi >= max.0 || e.delta >= max.1 || self.out_of_time() {
                return (e, work);
            }
            // The child with the smallest δ among the widened ones, and the threshold from the
            // second smallest (keeping the last child while it is still within it).
            let (mut d1, mut d2, mut cand) = (INF, INF, best);
            for (i, c) in children[..widened].iter().enumerate() {
                if c.delta < d1 {
                    d2 = d1;
                    d1 = c.delta;
                    cand = i;
                } else if c.delta < d2 {
                    d2 = c.delta;
                }
            }
            let mut child_delta = None;
            if cand != best {
                let bound = max.0.min(self.delta_bound(d1));
                if best >= widened || children[best].delta >= bound {
                    best = cand;
                } else {
                    child_delta = Some(bound);
                }
            }
            let child_delta = child_delta.unwrap_or_else(|| {
                let b = if d2 < INF { self.delta_bound(d2) } else { INF };
                max.0.min(b)
            });
            let c = children[best];
            let child_phi = max.1.saturating_sub(e.delta.saturating_sub(c.phi)).min(INF);
            let m = usize::from(moves[best]);
            let mut next = pos.clone();
            next.place(m, mover);
            let (ce, cw) = self.mid(
                &next,
                opp(mover),
                keys[best],
                Some(m),
                (child_phi, child_delta),
            );
            work += cw;
            e.work += cw;
            children[best] = Child {
                phi: ce.phi,
                delta: ce.delta,
                work: ce.work,
            };
            e.best = moves[best];
            // Siblings outside the child's largest proof set share its fate.
            if !ce.max_proof.is_empty() {
                let mut keep = ce.max_proof;
                keep.insert(m);
                let mut i = 0;
                while i < moves.len() {
                    if keep.contains(usize::from(moves[i])) {
                        i += 1;
                    } else {
                        moves.remove(i);
                        keys.remove(i);
                        children.remove(i);
                        if best > i {
                            best -= 1;
                        }
                    }
                }
            }
        }
    }

    /// Once solved: the winning move that took the least work, or the losing side's move that
    /// took the most (the defence that held out longest).
    fn solved_best(moves: &[u16], children: &[Child], won: bool) -> u16 {
        let pick = if won {
            children
                .iter()
                .enumerate()
                .filter(|(_, c)| c.delta == 0)
                .min_by_key(|(_, c)| c.work)
        } else {
            children.iter().enumerate().max_by_key(|(_, c)| c.work)
        };
        pick.map_or(NO_MOVE, |(i, _)| moves[i])
    }
}
