//! Seeded single-elimination brackets.
//!
//! The bracket has room for the next power of two of entrants. Its first-round slots follow the
//! standard seeding order, built by doubling: the order for 2 is `1 2`; for 2k, each seed `s` of
//! the order for k is followed by its partner `2k + 1 − s`. So seed 1 meets seed n, seed 2 meets
//! n − 1, and so on, and the top seeds can only meet late: 1 and 2 in the final, 1–4 in the
//! semi-finals. Seeds above the number of entrants are empty: their partners, the top seeds,
//! go through round 1 with a bye. One game per match; the higher seed (the smaller number) is
//! White (Red) in odd rounds and Black (Blue) in even ones.

use super::model::Pairing;
use std::fmt;

/// A single-elimination bracket for seeds `1..=entrants`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Bracket {
    entrants: u32,
    size: u32,
}

/// A round of a bracket that cannot be made from the winners given.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BracketError {
    /// The round is not in the bracket.
    NoSuchRound(u32),
    /// The winners given do not come from the previous round's matches, one per match.
    WrongWinners,
}

impl fmt::Display for BracketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BracketError::NoSuchRound(round) => write!(f, "the bracket has no round {round}"),
            BracketError::WrongWinners => {
                f.write_str("the winners are not one per match of the previous round")
            }
        }
    }
}

impl std::error::Error for BracketError {}

/// The first-round slots of a bracket of `size` (a power of two): the seeds in bracket order.
#[must_use]
pub fn seeding_order(size: u32) -> Vec<u32> {
    let mut order = vec![1];
    while (order.len() as u32) < size {
        let doubled = 2 * order.len() as u32;
        order = order
            .iter()
            .flat_map(|&seed| [seed, doubled + 1 - seed])
            .collect();
    }
    order
}

impl Bracket {
    /// A bracket for `entrants` seeds (at least one).
    #[must_use]
    pub fn new(entrants: u32) -> Bracket {
        let entrants = entrants.max(1);
        Bracket {
            entrants,
            size: entrants.next_power_of_two(),
        }
    }

    /// How many seeds.
    #[must_use]
    pub fn entrants(&self) -> u32 {
        self.entrants
    }

    /// The number of rounds: the final is the last.
    #[must_use]
    pub fn rounds(&self) -> u32 {
        self.size.trailing_zeros()
    }

    /// Round 1, in bracket order: top seeds facing an empty slot have a bye.
    #[must_use]
    pub fn first_round(&self) -> Vec<Pairing> {
        seeding_order(self.size)
            .chunks(2)
            .map(|slots| {
                let (a, b) = (slots[0].min(slots[1]), slots[0].max(slots[1]));
                if b > self.entrants {
                    Pairing::Bye(a)
                } else {
                    match_of(a, b, 1)
                }
            })
            .collect()
    }

    /// Round `round` (from 2), given the previous round's winners in bracket order (one per
    /// match or bye of that round): the winners of matches 1 and 2 meet, then 3 and 4, and so on.
    ///
    /// # Errors
    /// The round is not in the bracket, or the winners are not one per match of the previous
    /// round.
    pub fn next_round(
        &self,
        round: u32,
        previous: &[Pairing],
        winners: &[u32],
    ) -> Result<Vec<Pairing>, BracketError> {
        if round < 2 || round > self.rounds() {
            return Err(BracketError::NoSuchRound(round));
        }
        if previous.len() != winners.len() || previous.len() % 2 == 1 {
            return Err(BracketError::WrongWinners);
        }
        for (pairing, &winner) in previous.iter().zip(winners) {
            let ok = match *pairing {
                Pairing::Game { white, black } => winner == white || winner == black,
                Pairing::Bye(seed) => winner == seed,
            };
            if !ok {
                return Err(BracketError::WrongWinners);
            }
        }
        Ok(winners
            .chunks(2)
            .map(|w| match_of(w[0].min(w[1]), w[0].max(w[1]), round))
            .collect())
    }
}

/// The higher seed `higher` against `lower` in `round`: White in odd rounds, Black in even ones.
fn match_of(higher: u32, lower: u32, round: u32) -> Pairing {
    if round % 2 == 1 {
        Pairing::Game {
            white: higher,
            black: lower,
        }
    } else {
        Pairing::Game {
            white: lower,
            black: higher,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeding_order_is_the_standard_one() {
        assert_eq!(seeding_order(1), vec![1]);
        assert_eq!(seeding_order(2), vec![1, 2]);
        assert_eq!(seeding_order(4), vec![1, 4, 2, 3]);
        assert_eq!(seeding_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
        assert_eq!(
            seeding_order(16),
            vec![1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]
        );
    }

    #[test]
    fn first_round_pairs_one_with_n_and_gives_byes_to_the_top_seeds() {
        let bracket = Bracket::new(5);
        assert_eq!(bracket.rounds(), 3);
        assert_eq!(
            bracket.first_round(),
            vec![
                Pairing::Bye(1),
                Pairing::Game { white: 4, black: 5 },
                Pairing::Bye(2),
                Pairing::Bye(3),
            ]
        );
        let eight = Bracket::new(8).first_round();
        assert_eq!(eight[0], Pairing::Game { white: 1, black: 8 });
        assert_eq!(eight[2], Pairing::Game { white: 2, black: 7 });
    }

    #[test]
    fn top_seeds_meet_last_when_favourites_win() {
        for n in 2..=64u32 {
            let bracket = Bracket::new(n);
            let byes = bracket.size - n;
            let first = bracket.first_round();
            let bye_seeds: Vec<u32> = first
                .iter()
                .filter_map(|p| match p {
                    Pairing::Bye(s) => Some(*s),
                    Pairing::Game { .. } => None,
                })
                .collect();
            assert_eq!(bye_seeds.len() as u32, byes, "{n}");
            let mut sorted = bye_seeds.clone();
            sorted.sort_unstable();
            assert_eq!(
                sorted,
                (1..=byes).collect::<Vec<_>>(),
                "{n}: byes go to the top seeds"
            );
            let mut round = first;
            for r in 2..=bracket.rounds() {
                let winners: Vec<u32> = round
                    .iter()
                    .map(|p| match *p {
                        Pairing::Game { white, black } => white.min(black),
                        Pairing::Bye(s) => s,
                    })
                    .collect();
                round = bracket.next_round(r, &round, &winners).unwrap();
                // With favourites winning, round r's matches are between the best 2^(k-r+1).
                let alive = bracket.size >> (r - 1);
                for p in &round {
                    let Pairing::Game { white, black } = *p else {
                        panic!("no byes after round 1")
                    };
                    assert_eq!(white + black, alive + 1, "{n} round {r}: {white}-{black}");
                    let higher = white.min(black);
                    assert_eq!(
                        white == higher,
                        r % 2 == 1,
                        "higher seed White in odd rounds"
                    );
                }
            }
            assert_eq!(round.len(), 1);
            if n >= 2 {
                assert!(
                    matches!(round[0], Pairing::Game { white, black } if white.min(black) == 1 && white.max(black) == 2)
                );
            }
        }
    }

    #[test]
    fn winners_must_come_from_the_matches() {
        let bracket = Bracket::new(4);
        let first = bracket.first_round();
        assert_eq!(
            bracket.next_round(2, &first, &[1, 4]),
            Err(BracketError::WrongWinners)
        );
        assert_eq!(
            bracket.next_round(3, &first, &[1, 2]),
            Err(BracketError::NoSuchRound(3))
        );
        assert_eq!(
            bracket.next_round(2, &first, &[4, 2]).unwrap(),
            vec![Pairing::Game { white: 4, black: 2 }]
        );
    }
}
