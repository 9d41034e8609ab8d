//! The weight of a pair by the 2025 rules: their criteria as fields of one wide integer, the
//! most important at the top, so that a maximum-weight matching over the whole round meets
//! them in order.
//!
//! The round's matching sees every player still to pair; a pair's weight depends on where its
//! lower player stands: in the bracket being paired, in the next score group, or further
//! down (then only the completion fields count). From the top, the fields are:
//!
//! 1. *completion* (C.4 of 2025's article 3): every pair counts, more if it pairs a player who
//!    is no candidate for the bye (not eligible, or above the score the bye goes to);
//! 2. *pairs in the bracket* and *their scores* (C.5, C.6: as many pairs as possible, then the
//!    moved-down players paired by score, the highest first);
//! 3. *pairs in the next score group* and their scores (C.7, the look-ahead);
//! 4. *the bye assignee's games* (C.9): when the bye is sure to go to the bracket's lowest
//!    scores, the player left unpaired is the one with the fewest unplayed rounds;
//! 5. *colours* (C.10–C.13), as in 2017;
//! 6. *floats* (C.14–C.21): repeated downfloaters and upfloaters from the last round and the
//!    one before, first by number, then by score;
//! 7. room at the bottom, where the bracket's steps add the order of transpositions and
//!    exchanges.
//!
//! Scores are weighed by score group, not by score difference as in 2017: each score group
//! has a field of its own, wide enough for its players, the lowest group at the bottom. The
//! widths of the count fields are the largest score group's, for the whole round. The layout
//! is bbpPairings' (version 6), because the pairings must equal its own; the code is ours.

use super::super::wide::{Weight, Wide};
use super::criteria::{LowFields, bits, colour_criteria};
use super::field::{Entrant, Field, Float};
use std::collections::HashMap;

/// What is known of the pairing-allocated bye while a round is paired.
#[derive(Clone, Debug, Default)]
pub(super) struct Bye {
    /// The score of the player who gets it (0 when the round has no bye).
    pub score: u32,
    /// Whether the bracket being paired leaves exactly one player, the bye's, for below:
    /// then the bye goes to the one with the most games played (C.9).
    pub single: bool,
    /// Among the players with the bye's score, for each number of games played, a rank that
    /// grows as the games played fall.
    pub ranks: HashMap<usize, u64>,
}

impl Bye {
    /// Whether `player` may be left for the bye: eligible, and not above the bye's score.
    fn candidate(&self, player: &Entrant) -> bool {
        player.bye_eligible && player.score() <= self.score
    }

    /// A player's rank for C.9, if it counts.
    fn rank(&self, player: &Entrant) -> u64 {
        if player.score() == self.score {
            self.ranks.get(&player.colours.len()).copied().unwrap_or(0)
        } else {
            0
        }
    }
}

/// Where each field of the round's weights lies.
pub(super) struct Layout {
    rounds: usize,
    /// Bits per count field: the largest score group's size.
    pub count_bits: u32,
    /// Each score's field within a score-by-group field, from the lowest score up.
    shifts: HashMap<u32, u32>,
    /// The width of a score-by-group field.
    groups_width: u32,
    completion: u32,
    pairs: u32,
    pair_scores: u32,
    next: u32,
    next_scores: u32,
    unplayed: u32,
    low: LowFields,
    /// The largest weight is `2^bits - 1`, which is also the weight of a pair made final.
    pub bits: u32,
}

impl Layout {
    /// The layout for a round of `field` (its players to pair, sorted by score).
    pub fn new(field: &Field) -> Layout {
        let scores: Vec<u32> = field
            .to_pair
            .iter()
            .map(|&e| field.entrants[e].score())
            .collect();
        let mut shifts = HashMap::new();
        let mut groups_width = 0;
        let mut largest = 0;
        for run in scores.chunk_by(|a, b| a == b).rev() {
            shifts.insert(run[0], groups_width);
            groups_width += bits(run.len());
            largest = largest.max(run.len());
        }
        let count_bits = bits(largest);
        let rounds = field.rounds_played;
        let low = LowFields::new(rounds, count_bits, groups_width);
        let mut at = low.end;
        let mut take = |w: u32| {
            let offset = at;
            at += w;
            offset
        };
        let unplayed = take(2 * count_bits);
        let next_scores = take(groups_width);
        let next = take(count_bits);
        let pair_scores = take(groups_width);
        let pairs = take(count_bits);
        let completion = at;
        Layout {
            rounds,
            count_bits,
            shifts,
            groups_width,
            completion,
            pairs,
            pair_scores,
            next,
            next_scores,
            unplayed,
            low,
            bits: completion + 2,
        }
    }

    fn shift(&self, player: &Entrant) -> u32 {
        self.shifts
            .get(&player.score())
            .copied()
            .unwrap_or_else(|| {
                debug_assert!(false, "score {} has no field", player.score());
                0
            })
    }

    /// The weight of a pair in the first matching of a round with a bye, which only finds the
    /// bye's score: completion (with bye eligibility), then the scores of the players paired,
    /// then a pair within the top score group. `later` comes after `earlier` in score order;
    /// `top` is the top score.
    pub fn opening<const N: usize>(
        &self,
        field: &Field,
        later: &Entrant,
        earlier: &Entrant,
        top: u32,
    ) -> Wide<N> {
        let mut w = Wide::<N>::ZERO;
        if !field.compatible(later, earlier) {
            return w;
        }
        let unfit = u64::from(!later.bye_eligible) + u64::from(!earlier.bye_eligible);
        w.add_shifted(1 + unfit, self.groups_width + self.count_bits);
        w.add_shifted(
            u64::from(self.shift(later) + self.shift(earlier)),
            self.count_bits,
        );
        if later.score() >= top {
            w.add_bit(0);
        }
        w
    }

    /// The weight of pairing `higher` (earlier in score order) with `lower`, whose place is in
    /// the bracket (`lower_in`), in the next score group (`lower_next`), or further down.
    /// Zero if they may not meet.
    pub fn edge<const N: usize>(
        &self,
        field: &Field,
        higher: &Entrant,
        lower: &Entrant,
        lower_in: bool,
        lower_next: bool,
        bye: &Bye,
    ) -> Wide<N> {
        let mut w = Wide::<N>::ZERO;
        if !field.compatible(higher, lower) {
            return w;
        }
        let unfit = u64::from(!bye.candidate(higher)) + u64::from(!bye.candidate(lower));
        w.add_shifted(1 + unfit, self.completion);
        if lower_in {
            w.add_bit(self.pairs);
            w.add_bit(self.pair_scores + self.shift(higher));
        }
        if lower_next {
            w.add_bit(self.next);
            w.add_bit(self.next_scores + self.shift(higher));
        }
        if bye.single {
            w.add_shifted(bye.rank(higher) + bye.rank(lower), self.unplayed);
        }
        if !lower_in {
            return w;
        }
        for (offset, met) in self.low.colours.iter().zip(colour_criteria(lower, higher)) {
            if met {
                w.add_bit(*offset);
            }
        }
        for back in 0..2.min(self.rounds) {
            let (lower_float, higher_float) = (lower.floats[back], higher.floats[back]);
            let upfloat = higher.score() > lower.score() && lower_float == Float::Up;
            if lower_float == Float::Down {
                w.add_bit(self.low.downfloats[back]);
                w.add_bit(self.low.down_scores[back] + self.shift(lower));
            }
            if higher_float == Float::Down {
                if higher.score() <= lower.score() {
                    w.add_bit(self.low.downfloats[back]);
                }
                w.add_bit(self.low.down_scores[back] + self.shift(higher));
            }
            if !upfloat {
                w.add_bit(self.low.upfloats[back]);
                w.add_bit(self.low.up_scores[back] + self.shift(higher));
            }
        }
        w
    }
}
