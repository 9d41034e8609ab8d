//! Pairing the brackets one after another, from the top score group down (FIDE C.04.3,
//! sections B and D), each by a series of maximum-weight matchings.
//!
//! A bracket is its moved-down players (MDPs) and its resident score group; the matching also
//! sees the players below, so that the bracket's choice leaves them the best pairing
//! (the look-ahead of C.7). After the first matching fixes what can be achieved, small changes
//! to the weights ask, one player at a time, whether an optimal pairing exists with a given
//! property, and the answer is made final:
//!
//! 1. which MDPs are paired in the bracket: the highest first (B.2, D.2);
//! 2. each paired MDP's opponent: the highest resident that still allows the best pairing;
//! 3. the remainder's exchanges (D.3): as few as possible, then the lowest players of S1 and
//!    the highest of S2 first;
//! 4. each S1 player's opponent: the highest in S2 that still allows the best pairing (the
//!    order of transpositions, D.1).
//!
//! A check that the rest of the round can still be paired follows; if it cannot, the bracket
//! is the penultimate pairing bracket and is paired again together with all the players below
//! it (C.4, the completion requirement), who then form the collapsed last bracket.
//!
//! The steps, and the tie-breaking weights they add in the low bits, are bbpPairings' (v5),
//! because the pairings must be the same as its own.

use super::super::matching::Graph;
use super::super::wide::{Weight, Wide};
use super::error::PairingError;
use super::field::{Entrant, Field};
use super::weights::Layout;

/// The pairs of a round: for each position of `field.to_pair`, the position of its opponent.
pub(super) fn pair_round(field: &Field) -> Result<Vec<Option<usize>>, PairingError> {
    let mut run = Run::new(field)?;
    run.brackets()?;
    Ok(run.partner)
}

struct Run<'f> {
    field: &'f Field,
    /// Who can still be paired with whom, over the positions of `field.to_pair` (and the bye
    /// as one more vertex if the number is odd), with the pairs made so far fixed.
    validity: Graph<u64>,
    partner: Vec<Option<usize>>,
}

/// What pairing one bracket decided.
struct Decided {
    /// For each player of the bracket (MDPs and residents), whether they are paired in it.
    paired: Vec<bool>,
    /// The final matching, over the bracket and the players below it.
    mate: Vec<Option<usize>>,
}

impl<'f> Run<'f> {
    fn new(field: &'f Field) -> Result<Self, PairingError> {
        let m = field.to_pair.len();
        let mut validity = Graph::new(m + m % 2);
        for a in 0..m {
            for b in a + 1..m {
                let ok = field.compatible(entrant(field, a), entrant(field, b));
                validity.set(a, b, u64::from(ok));
            }
            if m % 2 == 1 {
                validity.set(a, m, u64::from(entrant(field, a).bye_eligible));
            }
        }
        let run = Run {
            field,
            validity,
            partner: vec![None; m],
        };
        if !run.can_complete() {
            return Err(PairingError::NoValidPairing);
        }
        Ok(run)
    }

    fn can_complete(&self) -> bool {
        self.validity.solve().iter().all(Option::is_some)
    }

    fn score(&self, position: usize) -> u32 {
        entrant(self.field, position).score()
    }

    fn brackets(&mut self) -> Result<(), PairingError> {
        let m = self.field.to_pair.len();
        // The bracket's players as positions in `to_pair`: MDPs, residents, then those below.
        let mut players: Vec<usize> = Vec::new();
        let mut next = 0;
        while next < m && self.score(next) >= self.score(0) {
            players.push(next);
            next += 1;
        }
        let mut special = next == m;
        let mut moved = 0;
        while players.len() > 1 || next < m {
            let residents_end = players.len();
            let group_start = next;
            while next < m && (special || self.score(next) >= self.score(group_start)) {
                players.push(next);
                next += 1;
            }
            if residents_end == moved {
                // Nobody left to pair the moved-down players with: cannot happen once the
                // round was found completable, but never loop on it.
                return Err(PairingError::NoValidPairing);
            }
            let decided = self.bracket(&players, moved, residents_end, special, next == m)?;
            if !special && !self.can_complete() {
                // The penultimate pairing bracket: pair it again with everyone below.
                players.truncate(residents_end);
                next = group_start;
                special = true;
                continue;
            }
            special = next == m;
            let mut left = Vec::new();
            moved = 0;
            for (i, &position) in players.iter().enumerate() {
                if i < residents_end && decided.paired[i] {
                    let mate = decided.mate[i].ok_or(PairingError::NoValidPairing)?;
                    self.partner[position] = Some(players[mate]);
                } else {
                    left.push(position);
                    if i < residents_end {
                        moved += 1;
                    }
                }
            }
            players = left;
        }
        Ok(())
    }

    /// Pairs one bracket with weights wide enough for its layout.
    fn bracket(
        &mut self,
        players: &[usize],
        moved: usize,
        residents_end: usize,
        special: bool,
        next_is_last: bool,
    ) -> Result<Decided, PairingError> {
        let entrants: Vec<&Entrant> = players.iter().map(|&p| entrant(self.field, p)).collect();
        let layout = Layout::new(
            &entrants,
            moved,
            residents_end,
            special,
            next_is_last,
            self.field.rounds_played,
        );
        // Two more bits for the matching's duals, one to spare.
        match layout.bits + 3 {
            0..=128 => self.bracket_in::<2>(players, &entrants, moved, residents_end, &layout),
            129..=256 => self.bracket_in::<4>(players, &entrants, moved, residents_end, &layout),
            257..=512 => self.bracket_in::<8>(players, &entrants, moved, residents_end, &layout),
            513..=1024 => self.bracket_in::<16>(players, &entrants, moved, residents_end, &layout),
            1025..=4096 => self.bracket_in::<64>(players, &entrants, moved, residents_end, &layout),
            _ => Err(PairingError::TooLarge),
        }
    }

    #[allow(clippy::too_many_lines)]
    fn bracket_in<const N: usize>(
        &mut self,
        players: &[usize],
        entrants: &[&Entrant],
        moved: usize,
        residents_end: usize,
        layout: &Layout,
    ) -> Result<Decided, PairingError> {
        let size = players.len();
        let residents = moved..residents_end;
        // The base weight of each pair, `base[a * size + b]` with a < b; pairs of two MDPs
        // are not made in the bracket.
        let mut base = vec![Wide::<N>::ZERO; size * size];
        let at = |a: usize, b: usize| a.min(b) * size + a.max(b);
        let mut g = Graph::<Wide<N>>::new(size);
        for b in moved..size {
            for a in 0..b {
                let w = layout.edge(
                    self.field,
                    entrants[a],
                    entrants[b],
                    a < residents_end,
                    b < residents_end,
                );
                base[at(a, b)] = w;
                g.set(a, b, w);
            }
        }
        let fixed = Wide::<N>::low_ones(layout.bits);
        let count_bits = layout.count_bits;
        // The weight with a remainder's exchange preferences: a pair whose higher player is in
        // S1 weighs more (fewest exchanges), less the higher player's place in the remainder
        // (exchanged players close to the S1/S2 border).
        let exchanged = |w: Wide<N>, index: usize, s1: usize| -> Wide<N> {
            if w.is_zero() {
                return w;
            }
            let mut addend = if index < s1 {
                Wide::<N>::power_of_two(2 * count_bits)
            } else {
                Wide::ZERO
            };
            addend = addend.minus(Wide::small(index as u64));
            w.plus(addend).plus(addend)
        };
        let score = |i: usize| entrants[i].score();

        let mut mate = g.solve();
        let with_resident =
            |mate: &[Option<usize>], i: usize| mate[i].is_some_and(|m| residents.contains(&m));
        let mut paired = vec![false; residents_end];

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
                    let w = base[at(p, o)];
                    if !w.is_zero() {
                        g.set(p, o, w.plus(Wide::small(1)));
                    }
                }
                mate = g.solve();
            }
            if with_resident(&mate, p) {
                paired[p] = true;
                left_paired -= 1;
                let bonus = Wide::small((residents.len() + 1) as u64);
                for o in residents.clone() {
                    let w = base[at(p, o)];
                    if !w.is_zero() {
                        g.set(p, o, w.plus(bonus));
                    }
                }
            }
        }

        // 2. Each paired MDP's opponent: the highest resident possible.
        for p in 0..moved {
            if !paired[p] {
                continue;
            }
            let mut addend = size as u64;
            for o in residents.clone().rev() {
                if paired[o] {
                    continue;
                }
                let w = base[at(p, o)];
                if !w.is_zero() {
                    g.set(p, o, w.plus(Wide::small(addend)));
                    addend += 1;
                }
            }
            mate = g.solve();
            let m = mate[p]
                .filter(|m| residents.contains(m))
                .ok_or(PairingError::NoValidPairing)?;
            paired[m] = true;
            g.fix_pair(p, m, fixed);
            self.validity.fix_pair(players[p], players[m], 1);
        }

        // 3. The remainder: residents not paired with an MDP. S1 is its first `s1` players.
        let remainder: Vec<usize> = residents
            .clone()
            .filter(|&r| mate[r].is_none_or(|m| m >= moved))
            .collect();
        let s1 = remainder
            .iter()
            .filter(|&&r| mate[r].is_some_and(|m| m < r))
            .count();
        for (j, &o) in remainder.iter().enumerate() {
            for (i, &p) in remainder[..j].iter().enumerate() {
                g.set(p, o, exchanged(base[at(p, o)], i, s1));
            }
        }
        mate = g.solve();
        // Paired with a later player of the bracket: an S1 player after the exchanges.
        let leads =
            |mate: &[Option<usize>], p: usize| mate[p].is_some_and(|m| m > p && m < residents_end);
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
                    let w = exchanged(base[at(p, o)], i, s1);
                    if !w.is_zero() {
                        g.set(p, o, w.minus(Wide::small(1)));
                    }
                }
                mate = g.solve();
            }
            let exchange = !leads(&mate, p);
            left -= usize::from(exchange);
            for &o in &remainder[i + 1..] {
                if exchange {
                    base[at(p, o)] = Wide::ZERO;
                }
                g.set(p, o, exchanged(base[at(p, o)], i, s1));
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
                    let w = exchanged(base[at(p, o)], i, s1);
                    if !w.is_zero() {
                        g.set(p, o, w.plus(Wide::small(1)));
                    }
                }
                mate = g.solve();
            }
            if leads(&mate, p) {
                left -= 1;
                for &o in &remainder[..i] {
                    base[at(o, p)] = Wide::ZERO;
                    g.set(p, o, Wide::ZERO);
                }
                for o in residents_end..size {
                    base[at(p, o)] = Wide::ZERO;
                    g.set(p, o, Wide::ZERO);
                }
            }
            if !already {
                for &o in &remainder[i + 1..] {
                    g.set(p, o, exchanged(base[at(p, o)], i, s1));
                }
            }
            i += 1;
        }

        // S1 and S2 are now settled: keep only the pairs of an S1 player with a later S2 one.
        for (i, &p) in remainder.iter().enumerate() {
            for &o in &remainder[i + 1..] {
                if !leads(&mate, p) || leads(&mate, o) {
                    base[at(p, o)] = Wide::ZERO;
                }
                g.set(p, o, base[at(p, o)]);
            }
        }

        // 4. Each S1 player's opponent: the highest in S2 possible.
        for &p in &remainder {
            if !leads(&mate, p) {
                continue;
            }
            let mut addend = 0u64;
            for &o in remainder.iter().rev() {
                if o <= p || paired[o] {
                    continue;
                }
                let w = base[at(p, o)];
                if !w.is_zero() {
                    g.set(p, o, w.plus(Wide::small(addend)));
                }
                addend += 1;
            }
            mate = g.solve();
            let m = mate[p]
                .filter(|&m| m < residents_end)
                .ok_or(PairingError::NoValidPairing)?;
            paired[p] = true;
            paired[m] = true;
            g.fix_pair(p, m, fixed);
            self.validity.fix_pair(players[p], players[m], 1);
        }
        Ok(Decided { paired, mate })
    }
}

fn entrant(field: &Field, position: usize) -> &Entrant {
    &field.entrants[field.to_pair[position]]
}
