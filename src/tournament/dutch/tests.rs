//! The Dutch pairing's invariants on simulated tournaments, round after round, by both editions
//! of the rules: every player to pair appears once; no two players meet twice while a pairing
//! without it exists; at most one pairing-allocated bye each; colour differences within two
//! and no colour three times running, except for top scorers in the last round, as C.3 allows.
//! And rounds where the two editions differ, each paired as the matching bbpPairings version
//! pairs it (5.0.1 for 2017, 6 for 2025).

use super::super::model::{Colour, DutchRules, Pairing, Player, RoundResult, Score, Tournament};
use super::super::trf::read_trf;
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
    for rules in DutchRules::ALL {
        simulate(rules);
    }
}

fn simulate(rules: DutchRules) {
    let mut rng = ChaCha8Rng::seed_from_u64(2017);
    let mut rounds_paired = 0;
    for case in 0..150u32 {
        let players = rng.random_range(4..=24);
        let rounds = rng.random_range(3..=(players - 1).min(9));
        let mut t = new_tournament(&mut rng, players, rounds);
        t.rules = Some(rules);
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
                Err(e) => panic!("{rules} rules, case {case} round {round}: {e}"),
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
    assert!(rounds_paired > 700, "{rules} rules: {rounds_paired}");
}

/// A player line of a TRF file: number, points, then the rounds (`opponent colour result`).
fn player_line(number: u32, points: &str, rounds: &[&str]) -> String {
    // Columns 15-47 the name, 81-84 the points, 86-89 the rank, rounds from 92.
    let name = format!("P{number}");
    let mut line = format!(
        "001 {number:>4}      {name:<33}{:33}{points:>4} {number:>4}",
        ""
    );
    for round in rounds {
        line.push_str("  ");
        line.push_str(round);
    }
    line
}

/// The next round of a tournament given by its player lines, by either edition of the rules.
fn both_editions(players: &[String], rounds: u32) -> [Vec<Pairing>; 2] {
    DutchRules::ALL.map(|rules| {
        let text = format!(
            "012 Editions\n192 {}\n{}\nXXR {rounds}\nXXC white1\n",
            rules.trf_code(),
            players.join("\n")
        );
        let t = read_trf(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(t.rules, Some(rules));
        pair_dutch(&t).unwrap()
    })
}

fn game(white: u32, black: u32) -> Pairing {
    Pairing::Game { white, black }
}

#[test]
fn by_the_2025_rules_a_full_point_without_playing_rules_out_the_bye() {
    // Player 4 had a full-point bye in round 2: the 2017 rules may give them the bye, the
    // 2025 ones may not (nor to player 5, who had it).
    let players = [
        player_line(1, "2.0", &["   4 w 1", "   2 b 0", "   3 w 1"]),
        player_line(2, "3.0", &["   5 b 1", "   1 w 1", "   4 b 1"]),
        player_line(3, "0.5", &["0000 - H", "0000 - Z", "   1 b 0"]),
        player_line(4, "1.0", &["   1 b 0", "0000 - F", "   2 w 0"]),
        player_line(5, "1.5", &["   2 w 0", "0000 - H", "0000 - U"]),
    ];
    let [old, new] = both_editions(&players, 4);
    assert_eq!(
        old,
        vec![game(2, 3), game(5, 1), Pairing::Bye(4)],
        "bbpPairings 5"
    );
    assert_eq!(
        new,
        vec![game(2, 3), game(4, 5), Pairing::Bye(1)],
        "bbpPairings 6"
    );
}

#[test]
fn by_the_2025_rules_the_bye_goes_to_the_one_with_the_most_games_played() {
    // Players 1 and 4 sit round 4 out. Players 2 and 3 have no points; player 2 has played one
    // game and player 3 two: by the 2017 rules the lower of them gets the bye, by the 2025
    // ones the one with fewer rounds unplayed (C.9).
    let players = [
        player_line(1, "1.0", &["   4 w 0", "   3 b 1", "   5 w 0", "0000 - Z"]),
        player_line(2, "0.0", &["0000 - Z", "   4 b 0", "0000 - Z"]),
        player_line(3, "0.0", &["0000 - Z", "   1 w 0", "   4 b 0"]),
        player_line(4, "3.0", &["   1 b 1", "   2 w 1", "   3 w 1", "0000 - Z"]),
        player_line(5, "2.0", &["0000 - U", "0000 - Z", "   1 b 1"]),
    ];
    let [old, new] = both_editions(&players, 4);
    assert_eq!(old, vec![game(5, 3), Pairing::Bye(2)], "bbpPairings 5");
    assert_eq!(new, vec![game(5, 2), Pairing::Bye(3)], "bbpPairings 6");
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
