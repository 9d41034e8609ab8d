use super::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

fn event(format: EventFormat, players: u32) -> Event {
    Event {
        name: "Test".into(),
        format,
        rated: true,
        entrants: (1..=players)
            .map(|n| Entrant {
                name: format!("Player {n}"),
                rating: 0,
                withdrawn_after: None,
            })
            .collect(),
        rounds: Vec::new(),
    }
}

/// Plays every pending board of the current round: White wins when `white_wins` says so.
fn finish_round(event: &mut Event, mut white_wins: impl FnMut(u32, u32) -> bool) {
    if let Some(round) = event.rounds.last_mut() {
        for board in round.iter_mut() {
            if let (Pairing::Game { white, black }, BoardResult::Pending) =
                (board.pairing, board.result)
            {
                board.result = BoardResult::Won(if white_wins(white, black) {
                    Colour::White
                } else {
                    Colour::Black
                });
            }
        }
    }
}

/// Runs the event to its end, each game won as `white_wins` says; the rounds paired.
fn run(event: &mut Event, mut white_wins: impl FnMut(u32, u32) -> bool) -> bool {
    loop {
        match event.next_step().expect("a step") {
            Step::Wait => finish_round(event, &mut white_wins),
            Step::Pair { round, boards } => {
                assert_eq!(round, event.current_round() + 1);
                event.rounds.push(boards);
            }
            Step::Finished { early } => return early,
        }
    }
}

fn games(event: &Event) -> Vec<(u32, u32)> {
    event
        .rounds
        .iter()
        .flatten()
        .filter_map(|b| match b.pairing {
            Pairing::Game { white, black } => Some((white, black)),
            Pairing::Bye(_) => None,
        })
        .collect()
}

#[test]
fn the_default_swiss_rounds_give_a_clear_winner() {
    let rounds: Vec<u32> = [2, 3, 4, 5, 6, 8, 9, 16, 17, 64, 256]
        .iter()
        .map(|&n| EventFormat::default_swiss_rounds(n))
        .collect();
    assert_eq!(rounds, vec![1, 2, 3, 4, 4, 4, 5, 5, 6, 7, 9]);
}

#[test]
fn seeds_go_by_rating_then_sign_up() {
    let order = seeding(&[None, Some(1500), Some(1700), None, Some(1500)]);
    assert_eq!(order, vec![2, 1, 4, 0, 3]);
}

#[test]
fn a_six_player_swiss_of_three_rounds_runs_to_its_end() {
    let mut event = event(
        EventFormat::Swiss {
            rounds: 3,
            rules: DutchRules::Fide2025,
        },
        6,
    );
    let early = run(&mut event, |white, black| white < black);
    assert!(!early);
    assert_eq!(event.current_round(), 3);
    assert_eq!(event.complete_rounds(), 3);
    assert!(event.rounds.iter().all(|round| round.len() == 3));
    // Seed 1 wins every game: it is the winner with 3 points.
    assert_eq!(event.winner(), Some(1));
    let table = event.standings();
    assert_eq!(table[0].number, 1);
    assert_eq!(table[0].points, crate::tournament::Value(300));
    assert_eq!(table[0].tiebreaks.len(), 4);
}

#[test]
fn swiss_events_of_random_results_never_repeat_a_pairing_nor_give_two_byes() {
    let mut rng = ChaCha8Rng::seed_from_u64(33);
    for players in 3..=24 {
        for _ in 0..3 {
            let rounds = rng.random_range(1..=players.min(9));
            let mut event = event(
                EventFormat::Swiss {
                    rounds,
                    rules: DutchRules::Fide2025,
                },
                players,
            );
            let early = run(&mut event, |_, _| rng.random_bool(0.5));
            let met = games(&event);
            let distinct: HashSet<(u32, u32)> =
                met.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
            assert_eq!(distinct.len(), met.len(), "a repeat among {players}");
            for n in 1..=players {
                let byes = event
                    .rounds
                    .iter()
                    .flatten()
                    .filter(|b| b.pairing == Pairing::Bye(n))
                    .count();
                assert!(byes <= 1, "{n} had {byes} byes");
                // Only top scorers in the last round may go beyond a difference of 2.
                let before_last = event.rounds.len().saturating_sub(1);
                let diff: i32 = event.rounds[..before_last]
                    .iter()
                    .flatten()
                    .map(|b| match b.pairing {
                        Pairing::Game { white, black } => {
                            i32::from(white == n) - i32::from(black == n)
                        }
                        Pairing::Bye(_) => 0,
                    })
                    .sum();
                assert!(diff.abs() <= 2, "colour difference {diff} for {n}");
            }
            if !early {
                assert_eq!(event.current_round(), rounds.min(players - 1));
            }
        }
    }
}

#[test]
fn a_withdrawn_swiss_player_is_not_paired_again() {
    let mut event = event(
        EventFormat::Swiss {
            rounds: 4,
            rules: DutchRules::Fide2025,
        },
        7,
    );
    let Step::Pair { boards, .. } = event.next_step().unwrap() else {
        panic!("round 1")
    };
    event.rounds.push(boards);
    finish_round(&mut event, |w, b| w < b);
    event.entrants[2].withdrawn_after = Some(1);
    run(&mut event, |w, b| w < b);
    for round in &event.rounds[1..] {
        assert!(round.iter().all(|b| !b.has(3)));
        // Six players left: no bye.
        assert!(
            round
                .iter()
                .all(|b| matches!(b.pairing, Pairing::Game { .. }))
        );
    }
    // The TRF file says the same as the event.
    let tournament = event.tournament();
    let trf = crate::tournament::write_trf(&tournament);
    let back = crate::tournament::read_trf(&trf).expect("our own TRF reads");
    for (read, made) in back.players.iter().zip(&tournament.players) {
        assert_eq!(
            read.points_after(4, &back.points),
            made.points_after(4, &tournament.points)
        );
        assert_eq!(
            &read.results[..],
            &made.results[..read.results.len()],
            "{trf}"
        );
    }
}

#[test]
fn a_four_player_round_robin_meets_everyone_once_and_a_double_twice() {
    let mut single = event(EventFormat::RoundRobin(Cycles::Single), 4);
    run(&mut single, |w, _| w % 2 == 1);
    assert_eq!(single.current_round(), 3);
    let met: HashSet<(u32, u32)> = games(&single)
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    assert_eq!(met.len(), 6);
    assert!(single.winner().is_some());
    assert_eq!(single.standings()[0].tiebreaks.len(), 2);

    let mut double = event(EventFormat::RoundRobin(Cycles::Double), 4);
    run(&mut double, |w, b| w < b);
    assert_eq!(double.current_round(), 6);
    assert_eq!(games(&double).len(), 12);
    assert_eq!(double.winner(), Some(1));
}

#[test]
fn a_withdrawn_round_robin_player_forfeits_the_rest() {
    let mut event = event(EventFormat::RoundRobin(Cycles::Single), 5);
    let Step::Pair { boards, .. } = event.next_step().unwrap() else {
        panic!("round 1")
    };
    event.rounds.push(boards);
    finish_round(&mut event, |w, b| w < b);
    event.entrants[0].withdrawn_after = Some(1);
    let Step::Pair { round, boards } = event.next_step().unwrap() else {
        panic!("round 2")
    };
    assert_eq!(round, 2);
    for board in &boards {
        match board.pairing {
            Pairing::Game { white: 1, .. } => {
                assert_eq!(board.result, BoardResult::Forfeit(Some(Colour::Black)));
            }
            Pairing::Game { black: 1, .. } => {
                assert_eq!(board.result, BoardResult::Forfeit(Some(Colour::White)));
            }
            _ => assert!(matches!(board.result, BoardResult::Pending)),
        }
    }
    event.rounds.push(boards);
    run(&mut event, |w, b| w < b);
    let t = event.tournament();
    let forfeits = t.players[0]
        .results
        .iter()
        .filter(|r| {
            matches!(
                r,
                crate::tournament::RoundResult::Forfeit { won: false, .. }
            )
        })
        .count();
    // Round 1 was its bye (5 players); rounds 2–5 are forfeits.
    assert_eq!(forfeits, 4, "{:?}", t.players[0].results);
}

#[test]
fn a_five_player_knockout_gives_the_top_seeds_byes_and_ranks_by_how_far_they_went() {
    let mut event = event(EventFormat::Knockout, 5);
    let Step::Pair { boards, .. } = event.next_step().unwrap() else {
        panic!("round 1")
    };
    let byes: Vec<u32> = boards
        .iter()
        .filter_map(|b| match b.pairing {
            Pairing::Bye(n) => Some(n),
            Pairing::Game { .. } => None,
        })
        .collect();
    assert_eq!(byes, vec![1, 2, 3]);
    event.rounds.push(boards);
    assert_eq!(event.next_step().unwrap(), Step::Wait);
    // The lower seed wins every game: 5 beats 4, then 1 … the underdog goes all the way.
    let early = run(&mut event, |w, b| w > b);
    assert!(!early);
    assert_eq!(event.current_round(), 3);
    assert_eq!(event.winner(), Some(5));
    let ranks: Vec<(u32, u32)> = event
        .standings()
        .iter()
        .map(|s| (s.number, s.rank))
        .collect();
    assert_eq!(ranks[0], (5, 1));
    assert_eq!(ranks[1].1, 2);
    assert_eq!(ranks[2].1, 3);
    assert_eq!(ranks[3].1, 3);
    assert_eq!(ranks[4], (4, 5));
}

#[test]
fn a_knockout_board_both_forfeit_sends_the_higher_seed_through() {
    let board = Board {
        pairing: Pairing::Game { white: 6, black: 3 },
        result: BoardResult::Forfeit(None),
    };
    assert_eq!(board.goes_through(), Some(3));
}

#[test]
fn unknown_players_are_an_error_not_a_panic() {
    let mut event = event(
        EventFormat::Swiss {
            rounds: 3,
            rules: DutchRules::Fide2025,
        },
        4,
    );
    event.rounds.push(vec![Board {
        pairing: Pairing::Game { white: 1, black: 9 },
        result: BoardResult::Pending,
    }]);
    assert_eq!(event.next_step(), Err(EventError::UnknownPlayer(9)));
}
