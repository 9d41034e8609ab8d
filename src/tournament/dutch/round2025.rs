//! A round by the 2025 rules: one matching over every player still to pair, bracket after
//! bracket from the top score group down (FIDE C.04.3 of 2025, articles 2–4).
//!
//! The round's graph holds every pair that may meet. First, its weights only ask for a
//! complete pairing, with the bye (if the number is odd) for an eligible player of the lowest
//! score possible: that matching finds the bye's score, or shows that no pairing meets the
//! absolute criteria. Then every pair weighs what the rules ask of the whole round (completion,
//! the bye for a candidate: `weights2025`), and each bracket in turn gives the pairs of its
//! players and of the next score group their full weights and is paired by `bracket`'s steps;
//! its pairs become final, the players it leaves move down. Because the players below the
//! bracket stay in the matching, no bracket can leave a round that cannot be completed: the
//! 2017 rules' penultimate bracket and its collapsed last bracket are gone.
//!
//! When the bye is sure to go to the lowest players of the bracket being paired (everyone
//! else pairs within it or above), the weights also prefer the bye for the player with the
//! most games played (C.9).
//!
//! This is how bbpPairings 6 pairs a round, because the pairings must be the same as its own.

use super::super::matching::Graph;
use super::super::wide::{Weight, Wide};
use super::bracket::Bracket;
use super::error::PairingError;
use super::field::{Entrant, Field};
use super::weights2025::{Bye, Layout};

/// The pairs of a round: for each position of `field.to_pair`, the position of its opponent.
pub(super) fn pair_round(field: &Field) -> Result<Vec<Option<usize>>, PairingError> {
    if field.to_pair.is_empty() {
        return Ok(Vec::new());
    }
    let layout = Layout::new(field);
    // Two more bits for the matching's duals, one to spare.
    match layout.bits + 3 {
        0..=128 => Round::<2>::new(field, &layout)?.brackets(),
        129..=256 => Round::<4>::new(field, &layout)?.brackets(),
        257..=512 => Round::<8>::new(field, &layout)?.brackets(),
        513..=1024 => Round::<16>::new(field, &layout)?.brackets(),
        1025..=4096 => Round::<64>::new(field, &layout)?.brackets(),
        _ => Err(PairingError::TooLarge),
    }
}

struct Round<'f, const N: usize> {
    field: &'f Field,
    layout: &'f Layout,
    /// The round's matching, over the positions of `field.to_pair`.
    graph: Graph<Wide<N>>,
    bye: Bye,
    partner: Vec<Option<usize>>,
}

impl<'f, const N: usize> Round<'f, N> {
    /// The round's graph with its completion weights, the bye's score found.
    fn new(field: &'f Field, layout: &'f Layout) -> Result<Self, PairingError> {
        let m = field.to_pair.len();
        let mut round = Round {
            field,
            layout,
            graph: Graph::new(m),
            bye: Bye::default(),
            partner: vec![None; m],
        };
        let top = round.score(0);
        for p in 0..m {
            for o in 0..p {
                let w = if m % 2 == 1 {
                    layout.opening(field, round.entrant(p), round.entrant(o), top)
                } else {
                    round.lower_edge(o, p)
                };
                round.graph.set(p, o, w);
            }
        }
        let mate = round.graph.solve();
        let mut unmatched = (0..m).filter(|&p| mate[p].is_none());
        let complete = match (unmatched.next(), unmatched.next()) {
            (None, _) => true,
            (Some(p), None) => round.entrant(p).bye_eligible,
            (Some(_), Some(_)) => false,
        };
        if !complete {
            return Err(PairingError::NoValidPairing);
        }
        if m % 2 == 1 {
            let bye = (0..m).find(|&p| mate[p].is_none()).unwrap_or(m - 1);
            round.bye.score = round.score(bye);
            round.bye.single = round.bye.score >= top
                && (0..m)
                    .take_while(|&p| round.score(p) >= top)
                    .all(|p| round.score(mate[p].unwrap_or(p)) >= top);
            let mut games: Vec<usize> = (0..m)
                .filter(|&p| round.score(p) == round.bye.score)
                .map(|p| round.entrant(p).colours.len())
                .collect();
            games.sort_unstable_by(|a, b| b.cmp(a));
            for (rank, played) in games.into_iter().enumerate() {
                round.bye.ranks.insert(played, rank as u64);
            }
            for p in 0..m {
                for o in 0..p {
                    let w = round.lower_edge(o, p);
                    round.graph.set(p, o, w);
                }
            }
        }
        Ok(round)
    }

    fn entrant(&self, position: usize) -> &'f Entrant {
        &self.field.entrants[self.field.to_pair[position]]
    }

    fn score(&self, position: usize) -> u32 {
        self.entrant(position).score()
    }

    /// The weight of two players neither of whom is in the bracket or the next score group.
    fn lower_edge(&self, higher: usize, lower: usize) -> Wide<N> {
        self.layout.edge(
            self.field,
            self.entrant(higher),
            self.entrant(lower),
            false,
            false,
            &self.bye,
        )
    }

    fn brackets(mut self) -> Result<Vec<Option<usize>>, PairingError> {
        let m = self.field.to_pair.len();
        let odd = m % 2 == 1;
        let fixed = Wide::<N>::low_ones(self.layout.bits);
        // The bracket's players as positions: MDPs, residents, then the next score group.
        let mut players: Vec<usize> = (0..m)
            .take_while(|&p| self.score(p) >= self.score(0))
            .collect();
        let mut next = players.len();
        let mut moved = 0;
        while players.len() > 1 || next < m {
            let residents_end = players.len();
            if residents_end == moved {
                // Nobody left to pair the moved-down players with: cannot happen once the
                // round was found completable, but never loop on it.
                return Err(PairingError::NoValidPairing);
            }
            let group_start = next;
            while next < m && self.score(next) >= self.score(group_start) {
                players.push(next);
                next += 1;
            }
            let size = players.len();
            let mut base = vec![Wide::<N>::ZERO; size * size];
            for b in moved..size {
                for a in 0..b {
                    let w = self.layout.edge(
                        self.field,
                        self.entrant(players[a]),
                        self.entrant(players[b]),
                        b < residents_end,
                        b >= residents_end,
                        &self.bye,
                    );
                    base[a * size + b] = w;
                    self.graph.set(players[a], players[b], w);
                }
            }
            let scores: Vec<u32> = players.iter().map(|&p| self.score(p)).collect();
            let decided = Bracket {
                graph: &mut self.graph,
                vertices: &players,
                scores: &scores,
                moved,
                residents_end,
                base,
                count_bits: self.layout.count_bits,
                fixed,
            }
            .pair()?;
            let below = (group_start < m).then(|| self.score(group_start));
            self.bye.single = odd && below.is_some_and(|score| self.bye.score >= score);
            let mut left = Vec::new();
            moved = 0;
            for (i, &position) in players.iter().enumerate() {
                let mate = decided.mate[position];
                if i < residents_end && decided.paired[i] {
                    let mate = mate.ok_or(PairingError::NoValidPairing)?;
                    self.partner[position] = Some(mate);
                    self.partner[mate] = Some(position);
                } else {
                    left.push(position);
                    if i < residents_end {
                        moved += 1;
                    }
                    if below.is_some_and(|score| self.score(mate.unwrap_or(position)) < score) {
                        self.bye.single = false;
                    }
                }
            }
            players = left;
        }
        Ok(self.partner)
    }
}
