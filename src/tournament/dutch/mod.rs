//! The Swiss system's FIDE Dutch pairings (C.04.3), by the rules of 2025 (in force from 2026)
//! or of 2017, equal to those of bbpPairings (`--dutch`), the reference program FIDE endorses:
//! version 6 for the 2025 rules, version 5 for the 2017 ones.
//!
//! [`pair_dutch`] pairs the next round of a [`Tournament`] by the rules it names
//! ([`Tournament::rules`], the 2025 ones if it names none): the players are sorted by score and
//! pairing number (`field`), the brackets are paired from the top down by maximum-weight
//! matchings whose weights encode the rules' criteria in order (`weights2017`, `weights2025`),
//! one graph a bracket by the 2017 rules (`round2017`) and one graph for the whole round by
//! the 2025 ones (`round2025`), with the same steps within a bracket (`bracket`); each pair
//! then gets its colours (`colours`, the same under both). The pairings come out in the
//! published order: by the higher player's score, the lower player's score, then the higher
//! player's pairing number, the bye last.

mod bracket;
mod colours;
mod criteria;
mod error;
mod field;
mod round2017;
mod round2025;
mod weights2017;
mod weights2025;

#[cfg(test)]
mod tests;

pub use error::PairingError;

use super::model::{Colour, DutchRules, Pairing, Tournament};
use field::Field;
use std::cmp::Reverse;

/// Pairs the next round of `tournament` by the FIDE Dutch system, by the edition of the rules
/// the tournament names (the 2025 rules if it names none).
///
/// Players with an entry for the next round already (an absence, a bye asked for) are not
/// paired. The tournament's number of rounds must be known (the last round relaxes the colour
/// rules for top scorers), and round 1's colour must be known or inferable from the rounds
/// played.
///
/// # Errors
/// The number of rounds is unknown or all are played; round 1's colour is unknown; no pairing
/// meets the absolute criteria; the tournament is too large for the engine.
pub fn pair_dutch(tournament: &Tournament) -> Result<Vec<Pairing>, PairingError> {
    let rules = tournament.rules.unwrap_or_default();
    let field = Field::new(tournament, rules)?;
    let partner = match rules {
        DutchRules::Fide2017 => round2017::pair_round(&field)?,
        DutchRules::Fide2025 => round2025::pair_round(&field)?,
    };
    let entrant = |position: usize| &field.entrants[field.to_pair[position]];
    let mut pairs = Vec::new();
    for (position, mate) in partner.iter().enumerate() {
        let player = entrant(position);
        match *mate {
            None => pairs.push((Pairing::Bye(player.number), player, player)),
            Some(other) => {
                let opponent = entrant(other);
                if player.number < opponent.number {
                    let pairing = match colours::colour_for(player, opponent, &field) {
                        Colour::White => Pairing::Game {
                            white: player.number,
                            black: opponent.number,
                        },
                        Colour::Black => Pairing::Game {
                            white: opponent.number,
                            black: player.number,
                        },
                    };
                    let (higher, lower) = if (player.plain_score, opponent.rank)
                        < (opponent.plain_score, player.rank)
                    {
                        (opponent, player)
                    } else {
                        (player, opponent)
                    };
                    pairs.push((pairing, higher, lower));
                }
            }
        }
    }
    pairs.sort_by_key(|(pairing, higher, lower)| {
        (
            matches!(pairing, Pairing::Bye(_)),
            Reverse(higher.plain_score),
            Reverse(lower.plain_score),
            higher.rank,
        )
    });
    Ok(pairs.into_iter().map(|(pairing, _, _)| pairing).collect())
}
