//! The Dutch pairing's invariants on simulated tournaments, round after round: every player to
//! pair appears once; no two players meet twice while a pairing without it exists; at most one
//! pairing-allocated bye each; colour differences within two and no colour three times running,
//! except for top scorers in the last round, as C.3 allows.

use super::super::model::{Colour, Pairing, Player, RoundResult, Score, Tournament};
use super::{PairingError, pair_dutch};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

fn new_tournament(rng: &mut ChaCha8Rng, players: u32, rounds: u32) -> Tournament {
    Tournament {
        rounds,
        initial_colour: Some(if rng.random_bool(0.5) {
            Colour::White
        } else {
            Colour::Black
        }),
        players: (1..=players)
            .map(|n| Player::new(n, format!("P{n}"), 2000 - n as u16))
            .collect(),
        ..Tournament::default()
    }
}

fn play(t: &mut Tournament, pairings: &[Pairing], rng: &mut ChaCha8Rng, draws: bool) {
    for pairing in pairings {
        match *pairing {
            Pairing::Bye(p) => t.players[p as usize - 1]
                .results
                .push(RoundResult::PairingBye),
            Pairing::Game { white, black } => {
                let score = if draws && rng.random_bool(0.2) {
                    Score::Draw
                } else if rng.random_bool(0.5) {
                    Score::Win
                } else {
                    Score::Loss
                };
                t.players[white as usize - 1]
                    .results
                    .push(RoundResult::Played {
                        opponent: black,
                        colour: Colour::White,
                        score,
                        rated: true,
                    });
                t.players[black as usize - 1]
                    .results
                    .push(RoundResult::Played {
                        opponent: white,
                        colour: Colour::Black,
                        score: score.opposite(),
                        rated: true,
                    });
            }
        }
    }
}

/// Whether some pairing of everyone (one bye if odd, to a player without one) avoids every
/// rematch; a plain search, for small fields.
fn rematch_free_pairing_exists(t: &Tournament) -> bool {
    fn search(
        left: &mut Vec<u32>,
        met: &HashSet<(u32, u32)>,
        bye_ok: &dyn Fn(u32) -> bool,
    ) -> bool {
        let Some(first) = left.pop() else {
            return true;
        };
        if left.len().is_multiple_of(2) && bye_ok(first) && search(left, met, bye_ok) {
            left.push(first);
            return true;
        }
        for i in 0..left.len() {
            let other = left[i];
            if met.contains(&(first.min(other), first.max(other))) {
                continue;
            }
            left.remove(i);
            let found = search(left, met, bye_ok);
            left.insert(i, other);
            if found {
                left.push(first);
                return true;
            }
        }
        left.push(first);
        false
    }
    let mut met = HashSet::new();
    let mut had_bye = HashSet::new();
    for p in &t.players {
        for r in &p.results {
            match r {
                RoundResult::Played { opponent, .. } => {
                    met.insert((p.number.min(*opponent), p.number.max(*opponent)));
                }
                RoundResult::PairingBye => {
                    had_bye.insert(p.number);
                }
                _ => {}
            }
        }
    }
    let mut left: Vec<u32> = t.players.iter().map(|p| p.number).collect();
    search(&mut left, &met, &|p| !had_bye.contains(&p))
}

#[test]
fn simulated_tournaments_keep_the_absolute_and_colour_rules() {
    let mut rng = ChaCha8Rng::seed_from_u64(2017);
    let mut rounds_paired = 0;
    for case in 0..150u32 {
        let players = rng.random_range(4..=24);
        let rounds = rng.random_range(3..=(players - 1).min(9));
        let mut t = new_tournament(&mut rng, players, rounds);
        let draws = case.is_multiple_of(2);
        for round in 1..=rounds {
            let pairings = match pair_dutch(&t) {
                Ok(p) => p,
                Err(PairingError::NoValidPairing) => {
                    assert!(
                        players > 12 || !rematch_free_pairing_exists(&t),
                        "case {case} round {round}: a pairing exists"
                    );
                    break;
                }
                Err(e) => panic!("case {case} round {round}: {e}"),
            };
            let mut seen = HashSet::new();
            for p in &pairings {
                match *p {
                    Pairing::Game { white, black } => {
                        assert!(seen.insert(white) && seen.insert(black));
                        let met = t.players[white as usize - 1]
                            .results
                            .iter()
                            .any(|r| r.opponent() == Some(black));
                        assert!(
                            !met,
                            "case {case} round {round}: {white} and {black} meet again"
                        );
                    }
                    Pairing::Bye(p) => {
                        assert!(seen.insert(p));
                        assert!(
                            !t.players[p as usize - 1]
                                .results
                                .contains(&RoundResult::PairingBye),
                            "case {case} round {round}: a second bye for {p}"
                        );
                    }
                }
            }
            assert_eq!(seen.len() as u32, players, "everyone is paired once");
            assert!(
                pairings
                    .iter()
                    .filter(|p| matches!(p, Pairing::Bye(_)))
                    .count()
                    <= 1
            );
            let last = round == rounds;
            let top = (round - 1) * 10 / 2;
            let scores: Vec<u32> = t
                .players
                .iter()
                .map(|p| p.points_after(t.rounds_played(), &t.points))
                .collect();
            play(&mut t, &pairings, &mut rng, draws);
            rounds_paired += 1;
            let text = super::super::trf::write_trf(&t);
            assert_eq!(
                super::super::trf::read_trf(&text).as_ref(),
                Ok(&t),
                "TRF round trip"
            );
            for (i, player) in t.players.iter().enumerate() {
                let colours: Vec<Colour> = player
                    .results
                    .iter()
                    .filter_map(RoundResult::played_colour)
                    .collect();
                let white = colours.iter().filter(|&&c| c == Colour::White).count() as i32;
                let difference = 2 * white - colours.len() as i32;
                let three = colours
                    .windows(3)
                    .last()
                    .is_some_and(|w| w[0] == w[1] && w[1] == w[2]);
                let allowed = last && scores[i] > top;
                assert!(
                    allowed || (difference.abs() <= 2 && !three),
                    "case {case} round {round}: player {} has colours {colours:?}",
                    player.number
                );
            }
        }
    }
    assert!(rounds_paired > 700, "{rounds_paired}");
}

#[test]
fn round_one_pairs_the_top_half_with_the_bottom_half() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut t = new_tournament(&mut rng, 7, 5);
    t.initial_colour = Some(Colour::White);
    assert_eq!(
        pair_dutch(&t).unwrap(),
        vec![
            Pairing::Game { white: 1, black: 4 },
            Pairing::Game { white: 5, black: 2 },
            Pairing::Game { white: 3, black: 6 },
            Pairing::Bye(7),
        ]
    );
}

#[test]
fn what_cannot_be_paired_says_why() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut t = new_tournament(&mut rng, 4, 3);
    t.rounds = 0;
    assert_eq!(pair_dutch(&t), Err(PairingError::RoundsUnknown));
    t.rounds = 3;
    t.initial_colour = None;
    assert_eq!(pair_dutch(&t), Err(PairingError::NoInitialColour));
    // A game only one side of which is recorded.
    let mut lopsided = new_tournament(&mut rng, 4, 3);
    lopsided.players[0].results.push(RoundResult::Played {
        opponent: 9,
        colour: Colour::White,
        score: Score::Win,
        rated: true,
    });
    assert!(matches!(
        pair_dutch(&lopsided),
        Err(PairingError::Inconsistent(_))
    ));
    // Two players who met cannot meet again.
    let mut t = new_tournament(&mut rng, 2, 3);
    let first = pair_dutch(&t).unwrap();
    play(&mut t, &first, &mut rng, false);
    assert_eq!(pair_dutch(&t), Err(PairingError::NoValidPairing));
}
