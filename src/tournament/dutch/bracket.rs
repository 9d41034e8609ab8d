//! Pairing one bracket (FIDE C.04.3, sections B and D; 2025: articles 2 and 4) by a series of
//! maximum-weight matchings, the same steps under both editions of the rules.
//!
//! The bracket is its moved-down players (MDPs) and its resident score group; the matching also
//! sees players below it. After the first matching fixes what can be achieved, small changes
//! to the weights ask, one player at a time, whether an optimal pairing exists with a given
//! property, and the answer is made final:
//!
//! 1. which MDPs are paired in the bracket: the highest first;
//! 2. each paired MDP's opponent: the highest resident that still allows the best pairing;
//! 3. the remainder's exchanges: as few as possible, then the lowest players of S1 and the
//!    highest of S2 first;
//! 4. each S1 player's opponent: the highest in S2 that still allows the best pairing (the
//!    order of transpositions).
//!
//! The graph may be the bracket's own (the 2017 rules: one graph a bracket, its vertices the
//! bracket's players in order) or the whole round's (the 2025 rules: the bracket's players are
//! some of its vertices, and everyone else stays in the matching). Every test is therefore
//! made on graph vertices, where a vertex's mate is itself when it has none, as in
//! bbpPairings, whose steps and tie-breaking weights these are: the pairings must be its own.

use super::super::matching::Graph;
use super::super::wide::{Weight, Wide};
use super::error::PairingError;
use std::ops::Range;

/// One bracket to pair on a graph whose edges already hold its pairs' base weights.
pub(super) struct Bracket<'a, const N: usize> {
    /// The matching problem.
    pub graph: &'a mut Graph<Wide<N>>,
    /// The bracket's players and those below it, as vertices of `graph` in increasing order:
    /// the MDPs (`..moved`), the residents (`moved..residents_end`), then the players below.
    pub vertices: &'a [usize],
    /// The scores of the same players.
    pub scores: &'a [u32],
    /// How many MDPs lead `vertices`.
    pub moved: usize,
    /// Where the residents end in `vertices`.
    pub residents_end: usize,
    /// The base weight of each pair, `base[a * size + b]` with `a < b` (indices into
    /// `vertices`); zero when they may not meet.
    pub base: Vec<Wide<N>>,
    /// The bits of one count field of the weights.
    pub count_bits: u32,
    /// The weight of a pair made final.
    pub fixed: Wide<N>,
}

/// What pairing one bracket decided.
pub(super) struct Decided {
    /// For each of the bracket's players (MDPs and residents), whether they are paired in it.
    pub paired: Vec<bool>,
    /// The last matching, over the vertices of the graph: each one's mate, if any.
    pub mate: Vec<Option<usize>>,
}

impl<const N: usize> Bracket<'_, N> {
    fn at(&self, a: usize, b: usize) -> usize {
        a.min(b) * self.vertices.len() + a.max(b)
    }

    /// The weight with a remainder's exchange preferences: a pair whose higher player is in
    /// S1 weighs more (fewest exchanges), less the higher player's place in the remainder
    /// (exchanged players close to the S1/S2 border).
    fn exchanged(&self, w: Wide<N>, index: usize, s1: usize) -> Wide<N> {
        if w.is_zero() {
            return w;
        }
        let mut addend = if index < s1 {
            Wide::<N>::power_of_two(2 * self.count_bits)
        } else {
            Wide::ZERO
        };
        addend = addend.minus(Wide::small(index as u64));
        w.plus(addend).plus(addend)
    }

    fn set(&mut self, a: usize, b: usize, w: Wide<N>) {
        self.graph.set(self.vertices[a], self.vertices[b], w);
    }

    /// Makes `p`'s pairs with `opponents` (listed from the lowest up) weigh more the higher the
    /// opponent: its base weight plus `addend`, which grows by one an opponent — every one
    /// listed (`every`), or only those `p` may meet; the new matching.
    fn prefer_higher(
        &mut self,
        p: usize,
        opponents: impl Iterator<Item = usize>,
        mut addend: u64,
        every: bool,
    ) -> Vec<Option<usize>> {
        for o in opponents {
            let w = self.base[self.at(p, o)];
            if !w.is_zero() {
                self.set(p, o, w.plus(Wide::small(addend)));
            }
            if every || !w.is_zero() {
                addend += 1;
            }
        }
        self.graph.solve()
    }

    /// Pairs the bracket: the steps of the module's documentation.
    // A player's index reads its score, its vertex and its pairs at once.
    #[allow(clippy::too_many_lines, clippy::needless_range_loop)]
    pub fn pair(mut self) -> Result<Decided, PairingError> {
        let size = self.vertices.len();
        let (moved, residents_end) = (self.moved, self.residents_end);
        let residents = moved..residents_end;
        // The residents as vertices: they follow one another.
        let group: Range<usize> = match self.vertices.get(moved) {
            Some(&first) => first..first + (residents_end - moved),
            None => 0..0,
        };
        let vertices = self.vertices;
        // A vertex's mate, itself when it has none.
        let mate_of = |mate: &[Option<usize>], i: usize| mate[vertices[i]].unwrap_or(vertices[i]);
        let index_of = |vertex: usize| vertices.binary_search(&vertex).ok();
        let scores = self.scores;
        let score = |i: usize| scores[i];

        let mut mate = self.graph.solve();
        let with_resident = |mate: &[Option<usize>], i: usize| group.contains(&mate_of(mate, i));
        let mut paired = vec![false; size];

        // 1. Which MDPs are paired in the bracket: the highest of each score first.
        let (mut group_score, mut left, mut left_paired) = (0, 0usize, 0usize);
        for p in 0..moved {
            if p == 0 || score(p) < group_score {
                group_score = score(p);
                left = 0;
                left_paired = 0;
                let mut q = p;
                while q < size && score(q) >= group_score {
                    left += 1;
                    if with_resident(&mate, q) {
                        left_paired += 1;
                    }
                    q += 1;
                }
            }
            if left_paired == 0 {
                continue;
            }
            if left <= left_paired {
                paired[p] = true;
                continue;
            }
            left -= 1;
            if !with_resident(&mate, p) {
                for o in residents.clone() {
                    let w = self.base[self.at(p, o)];
                    if !w.is_zero() {
                        self.set(p, o, w.plus(Wide::small(1)));
                    }
                }
                mate = self.graph.solve();
            }
            if with_resident(&mate, p) {
                paired[p] = true;
                left_paired -= 1;
                let bonus = Wide::small((residents.len() + 1) as u64);
                for o in residents.clone() {
                    let w = self.base[self.at(p, o)];
                    if !w.is_zero() {
                        self.set(p, o, w.plus(bonus));
                    }
                }
            }
        }

        // 2. Each paired MDP's opponent: the highest resident possible.
        for p in 0..moved {
            if !paired[p] {
                continue;
            }
            let opponents = residents.clone().rev().filter(|&o| !paired[o]);
            mate = self.prefer_higher(p, opponents, size as u64, false);
            let m = mate[vertices[p]]
                .filter(|m| group.contains(m))
                .and_then(index_of)
                .ok_or(PairingError::NoValidPairing)?;
            paired[m] = true;
            self.graph.fix_pair(vertices[p], vertices[m], self.fixed);
        }

        // 3. The remainder: residents not paired with an MDP. S1 is its first `s1` players.
        let remainder: Vec<usize> = residents
            .clone()
            .filter(|&r| mate_of(&mate, r) >= group.start)
            .collect();
        let s1 = remainder
            .iter()
            .filter(|&&r| mate_of(&mate, r) < vertices[r])
            .count();
        for (j, &o) in remainder.iter().enumerate() {
            for (i, &p) in remainder[..j].iter().enumerate() {
                let w = self.exchanged(self.base[self.at(p, o)], i, s1);
                self.set(p, o, w);
            }
        }
        mate = self.graph.solve();
        // Paired with a later resident: an S1 player after the exchanges.
        let leads = |mate: &[Option<usize>], p: usize| {
            let m = mate_of(mate, p);
            m > vertices[p] && m < group.end
        };
        let exchanges = remainder[..s1]
            .iter()
            .filter(|&&p| !leads(&mate, p))
            .count();

        // The lowest players of S1 go to S2 first.
        let mut left = exchanges;
        let mut i = s1;
        while i > 0 && left > 0 {
            i -= 1;
            let p = remainder[i];
            if leads(&mate, p) {
                for &o in &remainder[i + 1..] {
                    let w = self.exchanged(self.base[self.at(p, o)], i, s1);
                    if !w.is_zero() {
                        self.set(p, o, w.minus(Wide::small(1)));
                    }
                }
                mate = self.graph.solve();
            }
            let exchange = !leads(&mate, p);
            left -= usize::from(exchange);
            for &o in &remainder[i + 1..] {
                let at = self.at(p, o);
                if exchange {
                    self.base[at] = Wide::ZERO;
                }
                let w = self.exchanged(self.base[at], i, s1);
                self.set(p, o, w);
            }
        }

        // The highest players of S2 go to S1 first.
        let mut left = exchanges;
        let mut i = s1;
        while i < remainder.len() && left > 1 {
            let p = remainder[i];
            let already = leads(&mate, p);
            if !already {
                for &o in &remainder[i + 1..] {
                    let w = self.exchanged(self.base[self.at(p, o)], i, s1);
                    if !w.is_zero() {
                        self.set(p, o, w.plus(Wide::small(1)));
                    }
                }
                mate = self.graph.solve();
            }
            if leads(&mate, p) {
                left -= 1;
                for o in remainder[..i].iter().copied().chain(residents_end..size) {
                    let at = self.at(o, p);
                    self.base[at] = Wide::ZERO;
                    self.set(p, o, Wide::ZERO);
                }
            }
            if !already {
                for &o in &remainder[i + 1..] {
                    let w = self.exchanged(self.base[self.at(p, o)], i, s1);
                    self.set(p, o, w);
                }
            }
            i += 1;
        }

        // S1 and S2 are now settled: keep only the pairs of an S1 player with a later S2 one.
        for (i, &p) in remainder.iter().enumerate() {
            for &o in &remainder[i + 1..] {
                let at = self.at(p, o);
                if !leads(&mate, p) || leads(&mate, o) {
                    self.base[at] = Wide::ZERO;
                }
                self.set(p, o, self.base[at]);
            }
        }

        // 4. Each S1 player's opponent: the highest in S2 possible.
        for &p in &remainder {
            if !leads(&mate, p) {
                continue;
            }
            let opponents = remainder
                .iter()
                .rev()
                .copied()
                .filter(|&o| o > p && !paired[o]);
            mate = self.prefer_higher(p, opponents, 0, true);
            let m = mate[vertices[p]]
                .filter(|&m| m < group.end)
                .and_then(index_of)
                .ok_or(PairingError::NoValidPairing)?;
            paired[p] = true;
            paired[m] = true;
            self.graph.fix_pair(vertices[p], vertices[m], self.fixed);
        }
        paired.truncate(residents_end);
        Ok(Decided { paired, mate })
    }
}
