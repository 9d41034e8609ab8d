//! The weight of a pair in a pairing bracket: the Dutch rules' criteria as fields of one wide
//! integer, the most important at the top, so a maximum-weight matching meets them in order.
//!
//! A bracket's matching sees the bracket (its moved-down players, then its resident score
//! group) and the players below it (the next score group, or all the rest when the bracket
//! must make the round complete). From the top, the fields are:
//!
//! 1. *completion* (only for the last bracket or one that must make the round complete,
//!    C.4): every pair counts, more if it pairs a player who may not get the bye;
//! 2. *pairs in the bracket* (C.5);
//! 3. *score differences in the bracket* (C.6): each pair's score difference, and for each
//!    player paired, the difference to a virtual opponent one point below the lowest score;
//! 4. *the next bracket* (C.7, the look-ahead): pairs and score differences there, or, when
//!    the next score group is the last, completion with the bye in mind;
//! 5. *colours* (C.10–C.13): colour differences beyond two, the same colour three times,
//!    colour preferences, strong preferences, in that order;
//! 6. *floats* (C.14–C.21): downfloaters and upfloaters repeated from the last round and the
//!    one before, first by number, then by score difference;
//! 7. room at the bottom, where the bracket's later steps add the order of transpositions and
//!    exchanges (section D).
//!
//! Each score difference has a field of its own, wide enough for the times it can occur, and
//! smaller differences sit lower, so a sum compares the score differences as the rules do
//! (largest first). The layout — which fields, their widths and order — is bbpPairings'
//! (v5, the 2017 rules), because the pairings must equal its own even where the rules leave a
//! choice; the code is ours.

use super::super::wide::{Weight, Wide};
use super::criteria::{LowFields, bits, colour_criteria};
use super::field::{Entrant, Field, Float};
use std::collections::BTreeMap;

/// Score differences are keyed like this: a pair's difference as it is, a player's difference
/// to the lowest score with this added (one point, in tenths).
const VIRTUAL_GAP: u32 = 10;

/// Where each field of a bracket's weights lies.
pub(super) struct Layout {
    special: bool,
    next_is_last: bool,
    rounds: usize,
    /// Bits per count of the bracket's residents.
    pub count_bits: u32,
    shifts: BTreeMap<u32, u32>,
    min_score: u32,
    top: u32,
    pairs: u32,
    differences: u32,
    next: u32,
    next_differences: u32,
    low: LowFields,
    /// The largest weight is `2^bits - 1`, which is also the weight of a pair made final.
    pub bits: u32,
}

impl Layout {
    /// The layout for a bracket of `players` (moved-down players `..moved`, residents
    /// `moved..residents_end`, then the players below), `special` when the bracket must make
    /// the round complete, `next_is_last` when the players below are the last score group.
    pub fn new(
        players: &[&Entrant],
        moved: usize,
        residents_end: usize,
        special: bool,
        next_is_last: bool,
        rounds: usize,
    ) -> Layout {
        let min_score = players.last().map_or(0, |p| p.score());
        let mut keys = Vec::new();
        for p in 0..residents_end {
            keys.push(players[p].score() - min_score + VIRTUAL_GAP);
            let first = moved.max(p + 1);
            for o in first..residents_end {
                if o == first || players[o].score() < players[o - 1].score() {
                    keys.push(players[p].score() - players[o].score());
                }
            }
        }
        keys.sort_unstable();
        let mut shifts = BTreeMap::new();
        let mut width = 0;
        for run in keys.chunk_by(|a, b| a == b) {
            shifts.insert(run[0], width);
            width += bits(run.len());
        }
        let count_bits = bits(residents_end - moved);
        let next_bits = bits(players.len() - residents_end);
        let low = LowFields::new(rounds, count_bits, width);
        let mut at = low.end;
        let mut take = |w: u32| {
            let offset = at;
            at += w;
            offset
        };
        let (mut next, mut next_differences) = (0, 0);
        if !special {
            next_differences = take(width);
            next = take(if next_is_last {
                count_bits.max(next_bits) + 3
            } else {
                next_bits
            });
        }
        let differences = take(width);
        let pairs = take(count_bits);
        let top = at;
        Layout {
            special,
            next_is_last,
            rounds,
            count_bits,
            shifts,
            min_score,
            top,
            pairs,
            differences,
            next,
            next_differences,
            low,
            bits: if special { top + 2 } else { pairs + 1 },
        }
    }

    fn shift(&self, key: u32) -> u32 {
        self.shifts.get(&key).copied().unwrap_or_else(|| {
            debug_assert!(false, "score difference {key} has no field");
            0
        })
    }

    /// The key of a player's difference to the virtual opponent below the bracket.
    fn own(&self, player: &Entrant) -> u32 {
        self.shift(player.score() - self.min_score + VIRTUAL_GAP)
    }

    /// The key of a pair's score difference.
    fn between(&self, higher: &Entrant, lower: &Entrant) -> u32 {
        self.shift(higher.score() - lower.score())
    }

    /// The weight of pairing `higher` (earlier in the bracket's order) with `lower`; each is
    /// in the bracket (`*_in`) or below it. Zero if they may not meet.
    pub fn edge<const N: usize>(
        &self,
        field: &Field,
        higher: &Entrant,
        lower: &Entrant,
        higher_in: bool,
        lower_in: bool,
    ) -> Wide<N> {
        let mut w = Wide::<N>::ZERO;
        if !field.compatible(higher, lower) {
            return w;
        }
        let unfit = u64::from(!higher.bye_eligible) + u64::from(!lower.bye_eligible);
        if self.special {
            w.add_shifted(1 + unfit, self.top);
        }
        if lower_in {
            w.add_bit(self.pairs);
            w.add_bit(self.differences + self.own(higher));
            w.add_bit(self.differences + self.own(lower));
            w.sub_bit(self.differences + self.between(higher, lower));
        }
        if !self.special {
            if self.next_is_last {
                w.add_shifted(1 + unfit, self.next);
            } else if !lower_in {
                w.add_bit(self.next);
            }
            if higher_in {
                w.add_bit(self.next_differences + self.own(higher));
            }
            if lower_in {
                w.add_bit(self.next_differences + self.own(lower));
            }
        }
        if lower_in {
            for (offset, met) in self.low.colours.iter().zip(colour_criteria(lower, higher)) {
                if met {
                    w.add_bit(*offset);
                }
            }
        }
        for back in 0..2.min(self.rounds) {
            if !lower_in {
                continue;
            }
            let lower_float = lower.floats[back];
            let higher_float = higher.floats[back];
            if lower_float == Float::Down {
                w.add_bit(self.low.downfloats[back]);
            }
            if higher.score() <= lower.score() && higher_float == Float::Down {
                w.add_bit(self.low.downfloats[back]);
            }
            if higher.score() > lower.score() && lower_float == Float::Up {
                w.sub_bit(self.low.upfloats[back]);
            }
        }
        for back in 0..2.min(self.rounds) {
            if !lower_in {
                continue;
            }
            let lower_float = lower.floats[back];
            let higher_float = higher.floats[back];
            let at = self.low.down_scores[back];
            if lower_float == Float::Down {
                w.add_bit(at + self.own(lower));
            }
            if higher_float == Float::Down {
                w.add_bit(at + self.own(higher));
                if higher.score() > lower.score() {
                    w.sub_bit(at + self.between(higher, lower));
                }
            }
            if lower_float == Float::Up && higher.score() > lower.score() {
                w.sub_bit(self.low.up_scores[back] + self.between(higher, lower));
            }
        }
        w
    }
}
