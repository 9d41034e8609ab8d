//! A round by the 2017 rules: the brackets one after another, from the top score group down
//! (FIDE C.04.3 of 2017, sections B and D), each on a graph of its own.
//!
//! A bracket is its moved-down players (MDPs) and its resident score group; its matching also
//! sees the next score group (or all the players below, in the last bracket), so that the
//! bracket's choice leaves them the best pairing (the look-ahead of C.7). The steps within a
//! bracket are `bracket`'s. A check that the rest of the round can still be paired follows, on
//! a second graph that only says who may meet whom; if it cannot, the bracket is the
//! penultimate pairing bracket and is paired again together with all the players below it
//! (C.4, the completion requirement), who then form the collapsed last bracket.
//!
//! This is how bbpPairings 5 pairs a round, because the pairings must be the same as its own.

use super::super::matching::Graph;
use super::super::wide::{Weight, Wide};
use super::bracket::{Bracket, Decided};
use super::error::PairingError;
use super::field::{Entrant, Field};
use super::weights2017::Layout;

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
        let mut run = Run {
            field,
            validity,
            partner: vec![None; m],
        };
        if !run.can_complete() {
            return Err(PairingError::NoValidPairing);
        }
        Ok(run)
    }

    fn can_complete(&mut self) -> bool {
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

    fn bracket_in<const N: usize>(
        &mut self,
        players: &[usize],
        entrants: &[&Entrant],
        moved: usize,
        residents_end: usize,
        layout: &Layout,
    ) -> Result<Decided, PairingError> {
        let size = players.len();
        // The base weight of each pair; pairs of two MDPs are not made in the bracket.
        let mut base = vec![Wide::<N>::ZERO; size * size];
        let mut graph = Graph::<Wide<N>>::new(size);
        for b in moved..size {
            for a in 0..b {
                let w = layout.edge(
                    self.field,
                    entrants[a],
                    entrants[b],
                    a < residents_end,
                    b < residents_end,
                );
                base[a * size + b] = w;
                graph.set(a, b, w);
            }
        }
        let vertices: Vec<usize> = (0..size).collect();
        let scores: Vec<u32> = entrants.iter().map(|e| e.score()).collect();
        let decided = Bracket {
            graph: &mut graph,
            vertices: &vertices,
            scores: &scores,
            moved,
            residents_end,
            base,
            count_bits: layout.count_bits,
            fixed: Wide::<N>::low_ones(layout.bits),
        }
        .pair()?;
        for (i, &paired) in decided.paired.iter().enumerate() {
            if let Some(m) = decided.mate[i].filter(|&m| paired && i < m) {
                self.validity.fix_pair(players[i], players[m], 1);
            }
        }
        Ok(decided)
    }
}

fn entrant(field: &Field, position: usize) -> &Entrant {
    &field.entrants[field.to_pair[position]]
}
