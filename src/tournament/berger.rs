//! Round robins by the FIDE Berger tables (Handbook C.05, Annex 1).
//!
//! With an even number of players `n`, round `r` of the table pairs player `n` with player
//! `a` = (r + 1) / 2 in odd rounds, n/2 + r/2 in even ones (`n` is Black in odd rounds and
//! White in even ones), and then, board by board, `a + k` (White) with `a − k` (Black) for
//! k = 1 … n/2 − 1, the numbers taken around the circle 1 … n − 1. With an odd number of
//! players, the table of `n + 1` is used and the player who would meet `n + 1` has the bye.
//!
//! A double round robin plays the table twice, the second time with colours reversed; as the
//! Annex recommends, the first cycle's last two rounds are swapped, so no one has the same
//! colour three times running across the cycles' junction.

use super::model::Pairing;

/// How many times each pair meets.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cycles {
    /// Once.
    Single,
    /// Twice, colours reversed the second time.
    Double,
}

/// The rounds of a round robin between start numbers `1..=players`: each round's games in
/// board order, then the bye if the number of players is odd. Fewer than two players have no
/// rounds.
#[must_use]
pub fn round_robin(players: u32, cycles: Cycles) -> Vec<Vec<Pairing>> {
    let table = berger_table(players);
    match cycles {
        Cycles::Single => table,
        Cycles::Double => {
            let mut first = table.clone();
            let len = first.len();
            if len >= 2 {
                first.swap(len - 2, len - 1);
            }
            let second = table
                .iter()
                .map(|round| round.iter().map(|&p| reversed(p)).collect());
            first.into_iter().chain(second).collect()
        }
    }
}

/// The single-cycle Berger table for `players` players.
#[must_use]
pub fn berger_table(players: u32) -> Vec<Vec<Pairing>> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    (1..n)
        .map(|round| berger_round(players, n, round))
        .collect()
}

/// Round `round` of the table of `n` (even) for `players` players.
fn berger_round(players: u32, n: u32, round: u32) -> Vec<Pairing> {
    let circle = n - 1;
    // Around the circle 1 ..= n − 1.
    let wrap = |x: i64| (x - 1).rem_euclid(i64::from(circle)) as u32 + 1;
    let a = if round % 2 == 1 {
        round.div_ceil(2)
    } else {
        n / 2 + round / 2
    };
    let mut games = Vec::new();
    let mut bye = None;
    if n > players {
        bye = Some(Pairing::Bye(a));
    } else if round % 2 == 1 {
        games.push(Pairing::Game { white: a, black: n });
    } else {
        games.push(Pairing::Game { white: n, black: a });
    }
    for k in 1..n / 2 {
        let white = wrap(i64::from(a) + i64::from(k));
        let black = wrap(i64::from(a) - i64::from(k));
        games.push(Pairing::Game { white, black });
    }
    games.extend(bye);
    games
}

fn reversed(pairing: Pairing) -> Pairing {
    match pairing {
        Pairing::Game { white, black } => Pairing::Game {
            white: black,
            black: white,
        },
        bye @ Pairing::Bye(_) => bye,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table as printed: each round's games `white-black`, boards separated by commas.
    fn printed(rounds: &[&str]) -> Vec<Vec<Pairing>> {
        rounds
            .iter()
            .map(|round| {
                round
                    .split(',')
                    .map(|game| {
                        let (white, black) = game.trim().split_once('-').unwrap();
                        Pairing::Game {
                            white: white.parse().unwrap(),
                            black: black.parse().unwrap(),
                        }
                    })
                    .collect()
            })
            .collect()
    }

    fn games_only(table: Vec<Vec<Pairing>>) -> Vec<Vec<Pairing>> {
        table
            .into_iter()
            .map(|r| {
                r.into_iter()
                    .filter(|p| matches!(p, Pairing::Game { .. }))
                    .collect()
            })
            .collect()
    }

    // The tables of FIDE Handbook C.05, Annex 1, typed in.
    const FOUR: &[&str] = &["1-4, 2-3", "4-3, 1-2", "2-4, 3-1"];
    const SIX: &[&str] = &[
        "1-6, 2-5, 3-4",
        "6-4, 5-3, 1-2",
        "2-6, 3-1, 4-5",
        "6-5, 1-4, 2-3",
        "3-6, 4-2, 5-1",
    ];
    const EIGHT: &[&str] = &[
        "1-8, 2-7, 3-6, 4-5",
        "8-5, 6-4, 7-3, 1-2",
        "2-8, 3-1, 4-7, 5-6",
        "8-6, 7-5, 1-4, 2-3",
        "3-8, 4-2, 5-1, 6-7",
        "8-7, 1-6, 2-5, 3-4",
        "4-8, 5-3, 6-2, 7-1",
    ];
    const TEN: &[&str] = &[
        "1-10, 2-9, 3-8, 4-7, 5-6",
        "10-6, 7-5, 8-4, 9-3, 1-2",
        "2-10, 3-1, 4-9, 5-8, 6-7",
        "10-7, 8-6, 9-5, 1-4, 2-3",
        "3-10, 4-2, 5-1, 6-9, 7-8",
        "10-8, 9-7, 1-6, 2-5, 3-4",
        "4-10, 5-3, 6-2, 7-1, 8-9",
        "10-9, 1-8, 2-7, 3-6, 4-5",
        "5-10, 6-4, 7-3, 8-2, 9-1",
    ];
    const TWELVE: &[&str] = &[
        "1-12, 2-11, 3-10, 4-9, 5-8, 6-7",
        "12-7, 8-6, 9-5, 10-4, 11-3, 1-2",
        "2-12, 3-1, 4-11, 5-10, 6-9, 7-8",
        "12-8, 9-7, 10-6, 11-5, 1-4, 2-3",
        "3-12, 4-2, 5-1, 6-11, 7-10, 8-9",
        "12-9, 10-8, 11-7, 1-6, 2-5, 3-4",
        "4-12, 5-3, 6-2, 7-1, 8-11, 9-10",
        "12-10, 11-9, 1-8, 2-7, 3-6, 4-5",
        "5-12, 6-4, 7-3, 8-2, 9-1, 10-11",
        "12-11, 1-10, 2-9, 3-8, 4-7, 5-6",
        "6-12, 7-5, 8-4, 9-3, 10-2, 11-1",
    ];

    #[test]
    fn even_tables_equal_the_published_ones() {
        assert_eq!(berger_table(4), printed(FOUR));
        assert_eq!(berger_table(6), printed(SIX));
        assert_eq!(berger_table(8), printed(EIGHT));
        assert_eq!(berger_table(10), printed(TEN));
        assert_eq!(berger_table(12), printed(TWELVE));
    }

    #[test]
    fn odd_tables_are_the_next_even_table_with_its_last_player_as_the_bye() {
        for (odd, even) in [(3, FOUR), (5, SIX), (7, EIGHT), (9, TEN), (11, TWELVE)] {
            let n = odd + 1;
            let expected: Vec<Vec<Pairing>> = printed(even)
                .into_iter()
                .map(|r| {
                    r.into_iter()
                        .filter(|p| !matches!(p, Pairing::Game { white, black } if *white == n || *black == n))
                        .collect()
                })
                .collect();
            let table = berger_table(odd);
            assert_eq!(games_only(table.clone()), expected, "{odd} players");
            for (round, pairings) in table.iter().zip(printed(even)) {
                let idle = pairings.iter().find_map(|p| match *p {
                    Pairing::Game { white, black } if black == n => Some(white),
                    Pairing::Game { white, black } if white == n => Some(black),
                    _ => None,
                });
                assert_eq!(round.last(), idle.map(Pairing::Bye).as_ref());
            }
        }
    }

    #[test]
    fn every_pair_meets_once_and_colours_stay_balanced() {
        for n in 3..=16u32 {
            let table = berger_table(n);
            let even = n + n % 2;
            assert_eq!(table.len() as u32, even - 1, "{n}: rounds");
            let mut met = std::collections::HashSet::new();
            let mut whites = vec![0i32; n as usize + 1];
            for round in &table {
                let mut seen = std::collections::HashSet::new();
                for p in round {
                    match *p {
                        Pairing::Game { white, black } => {
                            assert!(
                                met.insert((white.min(black), white.max(black))),
                                "{n}: {white}-{black} twice"
                            );
                            assert!(seen.insert(white) && seen.insert(black));
                            whites[white as usize] += 1;
                            whites[black as usize] -= 1;
                        }
                        Pairing::Bye(p) => assert!(seen.insert(p)),
                    }
                }
                assert_eq!(seen.len() as u32, n, "{n}: everyone once a round");
            }
            assert_eq!(met.len() as u32, n * (n - 1) / 2);
            for (player, balance) in whites.iter().enumerate().skip(1) {
                assert!(
                    balance.abs() <= 1,
                    "{n}: player {player} colour balance {balance}"
                );
            }
        }
    }

    #[test]
    fn double_round_robins_reverse_colours_and_never_give_three_in_a_row() {
        for n in 3..=16u32 {
            let rounds = round_robin(n, Cycles::Double);
            let single = berger_table(n);
            assert_eq!(rounds.len(), 2 * single.len());
            let second: Vec<_> = single
                .iter()
                .map(|r| r.iter().map(|&p| reversed(p)).collect::<Vec<_>>())
                .collect();
            assert_eq!(
                &rounds[single.len()..],
                &second[..],
                "{n}: second cycle reversed"
            );
            for player in 1..=n {
                let colours: Vec<bool> = rounds
                    .iter()
                    .filter_map(|r| {
                        r.iter().find_map(|p| match *p {
                            Pairing::Game { white, .. } if white == player => Some(true),
                            Pairing::Game { black, .. } if black == player => Some(false),
                            _ => None,
                        })
                    })
                    .collect();
                if n.is_multiple_of(2) {
                    assert!(
                        colours.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2])),
                        "{n}: player {player} has one colour three times running: {colours:?}"
                    );
                }
            }
        }
    }
}
