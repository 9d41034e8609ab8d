//! What the weights of both editions of the rules share: the lower fields of a pair's weight,
//! laid out the same way (room for the bracket's steps at the bottom, then the floats and the
//! colours), and the colour criteria a pair meets.

use super::field::{Entrant, preferences_agree};

/// How many bits `x` takes (0 for 0).
pub(super) fn bits(x: usize) -> u32 {
    usize::BITS - x.leading_zeros()
}

/// The lower fields of a weight, from the bottom up.
pub(super) struct LowFields {
    /// For the last round and the one before: the fields of the upfloaters' and the
    /// downfloaters' scores (2025) or score differences (2017).
    pub up_scores: [u32; 2],
    pub down_scores: [u32; 2],
    /// For the last round and the one before: the fields of the repeated upfloats and
    /// downfloats, by number.
    pub upfloats: [u32; 2],
    pub downfloats: [u32; 2],
    /// The colour criteria, most important first (C.10–C.13).
    pub colours: [u32; 4],
    /// Where the fields above them start.
    pub end: u32,
}

impl LowFields {
    /// The fields when `rounds` are played, counts `count_bits` wide and scores `score_bits`
    /// wide, above `3 * count_bits + 1` bits of room for the bracket's steps.
    pub fn new(rounds: usize, count_bits: u32, score_bits: u32) -> LowFields {
        let mut at = 3 * count_bits + 1;
        let mut take = |w: u32| {
            let offset = at;
            at += w;
            offset
        };
        let (mut up_scores, mut down_scores) = ([0; 2], [0; 2]);
        for back in (0..2).rev() {
            if rounds > back {
                up_scores[back] = take(score_bits);
                down_scores[back] = take(score_bits);
            }
        }
        let (mut upfloats, mut downfloats) = ([0; 2], [0; 2]);
        for back in (0..2).rev() {
            if rounds > back {
                upfloats[back] = take(count_bits);
                downfloats[back] = take(count_bits);
            }
        }
        let mut colours = [0; 4];
        for slot in colours.iter_mut().rev() {
            *slot = take(count_bits);
        }
        LowFields {
            up_scores,
            down_scores,
            upfloats,
            downfloats,
            colours,
            end: at,
        }
    }
}

/// The colour criteria a pair meets, most important first: no colour difference beyond two
/// (C.10), no colour three times running (C.11), both preferences met (C.12), both strong
/// preferences met (C.13). `player` is the lower of the two.
pub(super) fn colour_criteria(player: &Entrant, opponent: &Entrant) -> [bool; 4] {
    let same = player.preference == opponent.preference;
    let no_run = !player.absolute() || !opponent.absolute() || !same || {
        if player.imbalance == opponent.imbalance {
            player.repeated.is_none() || player.repeated != opponent.repeated
        } else {
            // The one with the smaller colour difference is the one who would give way.
            let yielding = if player.imbalance > opponent.imbalance {
                opponent
            } else {
                player
            };
            yielding.repeated != player.preference.map(|c| c.opposite())
        }
    };
    [
        !player.absolute_imbalance() || !opponent.absolute_imbalance() || !same,
        no_run,
        preferences_agree(player.preference, opponent.preference),
        (!player.strong && !player.absolute())
            || (!opponent.strong && !opponent.absolute())
            || (player.absolute() && opponent.absolute())
            || !same,
    ]
}
