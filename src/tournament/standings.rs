//! Standings: players ranked by points, then by tiebreaks.
//!
//! - **Swiss**: Buchholz Cut-1, Buchholz, Sonneborn-Berger, then direct encounter.
//! - **Round robin**: Sonneborn-Berger, then direct encounter.
//!
//! Unplayed rounds in a Swiss follow FIDE's rule of 2009 (Handbook C.02, 13.15, the rule in
//! force until the tie-break regulations of 2023), the *virtual opponent*:
//! - A round in which the player had no game (a bye, a forfeit either way, an absence) counts
//!   as a game against a virtual opponent who had the player's score before the round, got the
//!   other side of the player's result in it, and drew every later round:
//!   `Svon = SPR + (1 − SfPR) + ½·(n − R)` for round `R` of `n` rounds played. The round's
//!   result counts as a normal one, so Sonneborn-Berger adds `Svon` for a win by forfeit or a
//!   full-point bye, half of it for a half-point bye, nothing for a loss.
//! - In an opponent's score as it enters the player's Buchholz and Sonneborn-Berger, each round
//!   the opponent did not play counts as a draw.
//!
//! In a round robin every pairing is a game, and a forfeit counts as the result it gave against
//! the real opponent, with everyone's actual score (the rule for round robins); the idle player of
//! an odd round has no game and nothing to count.
//!
//! Direct encounter ranks players tied on everything before it by the points they scored in
//! the games among themselves, when every two of them have met; otherwise it leaves them tied.
//! Players tied on everything share a rank and are listed by start number.

use super::model::{RoundResult, Score, Tournament};
use std::cmp::Reverse;
use std::fmt;

/// A number of points in hundredths, as tiebreaks need (a Sonneborn-Berger term can be a half
/// of a half point). Shown with as few decimals as it needs: `3`, `2.5`, `7.25`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Value(pub u32);

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, part) = (self.0 / 100, self.0 % 100);
        match part {
            0 => write!(f, "{whole}"),
            p if p % 10 == 0 => write!(f, "{whole}.{}", p / 10),
            p => write!(f, "{whole}.{p:02}"),
        }
    }
}

/// Which tiebreaks a standings table uses.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Format {
    /// Buchholz Cut-1, Buchholz, Sonneborn-Berger, direct encounter.
    Swiss,
    /// Sonneborn-Berger, direct encounter.
    RoundRobin,
}

/// One line of a standings table.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Standing {
    /// The rank, from 1; players tied on everything share one.
    pub rank: u32,
    /// The start number.
    pub number: u32,
    /// The points.
    pub points: Value,
    /// The tiebreaks in order (Swiss: Buchholz Cut-1, Buchholz, Sonneborn-Berger; round robin:
    /// Sonneborn-Berger), then direct encounter (points among the tied players, zero when it
    /// does not apply).
    pub tiebreaks: Vec<Value>,
    /// The games played (byes and forfeits are not games).
    pub games: u32,
}

/// The standings after the rounds played, best first.
#[must_use]
pub fn standings(tournament: &Tournament, format: Format) -> Vec<Standing> {
    let played = tournament.rounds_played();
    let system = &tournament.points;
    let n = tournament.players.len();
    let points: Vec<u32> = tournament
        .players
        .iter()
        .map(|p| p.points_after(played, system))
        .collect();
    let rounds = |p: usize| (0..played).map(move |r| tournament.players[p].result(r));
    // An opponent's score with unplayed rounds as draws (Swiss tiebreaks).
    let adjusted: Vec<u32> = (0..n)
        .map(|p| {
            rounds(p)
                .map(|r| {
                    if r.was_played() {
                        r.points(system)
                    } else {
                        system.draw
                    }
                })
                .sum()
        })
        .collect();
    let mut lines: Vec<(usize, Vec<Value>)> = (0..n)
        .map(|p| {
            let tiebreaks = match format {
                Format::Swiss => {
                    let mut terms = Vec::new();
                    let mut sonneborn = 0;
                    let mut before = 0;
                    for (r, result) in rounds(p).enumerate() {
                        let value = match result {
                            RoundResult::Played { opponent, .. } => adjusted[opponent as usize - 1],
                            _ => {
                                let later = u32::try_from(played - r - 1).unwrap_or(0);
                                before + system.win - result.points(system).min(system.win)
                                    + system.draw * later
                            }
                        };
                        terms.push(value);
                        sonneborn += value * fraction(result.score());
                        before += result.points(system);
                    }
                    let buchholz: u32 = terms.iter().sum();
                    let cut = buchholz - terms.iter().min().copied().unwrap_or(0);
                    vec![Value(cut * 10), Value(buchholz * 10), Value(sonneborn)]
                }
                Format::RoundRobin => {
                    let sonneborn = rounds(p)
                        .filter_map(|r| {
                            r.opponent()
                                .map(|o| points[o as usize - 1] * fraction(r.score()))
                        })
                        .sum();
                    vec![Value(sonneborn)]
                }
            };
            (p, tiebreaks)
        })
        .collect();
    lines.sort_by_key(|(p, tiebreaks)| (Reverse(points[*p]), Reverse(tiebreaks.clone()), *p));
    // Direct encounter within each group tied so far.
    let mut out: Vec<(usize, Vec<Value>)> = Vec::new();
    for group in lines.chunk_by(|(a, ta), (b, tb)| points[*a] == points[*b] && ta == tb) {
        let members: Vec<usize> = group.iter().map(|(p, _)| *p).collect();
        let encounter = direct_encounter(tournament, &members, played);
        let mut group: Vec<(usize, Vec<Value>)> = group
            .iter()
            .zip(encounter)
            .map(|((p, t), e)| {
                let mut t = t.clone();
                t.push(Value(e * 10));
                (*p, t)
            })
            .collect();
        group.sort_by_key(|(p, t)| (Reverse(t.last().copied()), *p));
        out.extend(group);
    }
    let mut standings: Vec<Standing> = Vec::with_capacity(n);
    for (i, (p, tiebreaks)) in out.into_iter().enumerate() {
        let rank = match standings.last() {
            Some(last) if last.points.0 == points[p] * 10 && last.tiebreaks == tiebreaks => {
                last.rank
            }
            _ => u32::try_from(i + 1).unwrap_or(u32::MAX),
        };
        let games = rounds(p).filter(RoundResult::was_played).count();
        standings.push(Standing {
            rank,
            number: tournament.players[p].number,
            points: Value(points[p] * 10),
            tiebreaks,
            games: u32::try_from(games).unwrap_or(u32::MAX),
        });
    }
    standings
}

/// A result as a fraction of a point, in tenths (Sonneborn-Berger weighs by it).
fn fraction(score: Score) -> u32 {
    match score {
        Score::Win => 10,
        Score::Draw => 5,
        Score::Loss => 0,
    }
}

/// Each member's points (tenths) in the games among `members`, if every two of them met;
/// zeros otherwise.
fn direct_encounter(tournament: &Tournament, members: &[usize], played: usize) -> Vec<u32> {
    if members.len() < 2 {
        return vec![0; members.len()];
    }
    let numbers: Vec<u32> = members
        .iter()
        .map(|&p| tournament.players[p].number)
        .collect();
    let mut scores = vec![0; members.len()];
    for (i, &p) in members.iter().enumerate() {
        let player = &tournament.players[p];
        for (j, &other) in numbers.iter().enumerate() {
            if i == j {
                continue;
            }
            let games: Vec<RoundResult> = (0..played)
                .map(|r| player.result(r))
                .filter(|r| r.opponent() == Some(other))
                .collect();
            if games.is_empty() {
                return vec![0; members.len()];
            }
            scores[i] += games.iter().map(|r| fraction(r.score())).sum::<u32>();
        }
    }
    scores
}

#[cfg(test)]
mod tests {
    use super::super::model::{Colour, Player};
    use super::*;

    fn game(opponent: u32, colour: Colour, score: Score) -> RoundResult {
        RoundResult::Played {
            opponent,
            colour,
            score,
            rated: true,
        }
    }

    fn tournament(results: Vec<Vec<RoundResult>>) -> Tournament {
        let players = results
            .into_iter()
            .enumerate()
            .map(|(i, results)| {
                let mut p = Player::new(i as u32 + 1, format!("P{}", i + 1), 0);
                p.results = results;
                p
            })
            .collect();
        Tournament {
            rounds: 3,
            players,
            ..Tournament::default()
        }
    }

    #[test]
    fn values_print_with_the_decimals_they_need() {
        assert_eq!(Value(300).to_string(), "3");
        assert_eq!(Value(250).to_string(), "2.5");
        assert_eq!(Value(725).to_string(), "7.25");
        assert_eq!(Value(1205).to_string(), "12.05");
    }

    #[test]
    fn the_virtual_opponent_of_fides_examples() {
        // Example 1 of the rule: absent in round 3 of 9 after 1.5 points: the virtual opponent
        // has 1.5 + 1 + 0.5 × 6 = 5.5. Example 2: a forfeit win in round 6 after 3.5 points:
        // 3.5 + 0 + 0.5 × 3 = 5.
        use RoundResult::NotPaired;
        let w = Colour::White;
        // Player 1 meets 2..=9 in turn; round 3 absent.
        let mut one = Vec::new();
        for (r, opponent) in [2, 3, 0, 4, 5, 6, 7, 8, 9].into_iter().enumerate() {
            one.push(match r {
                0 => game(opponent, w, Score::Win),
                1 => game(opponent, w, Score::Draw),
                2 => NotPaired(Score::Loss),
                _ => game(opponent, w, Score::Loss),
            });
        }
        let mut t = tournament(vec![one]);
        for opponent in 2..=9u32 {
            let mut p = Player::new(opponent, "x", 0);
            let round = [2, 3, 0, 4, 5, 6, 7, 8, 9]
                .iter()
                .position(|&o| o == opponent)
                .unwrap();
            p.results = vec![NotPaired(Score::Loss); 9];
            p.results[round] = match round {
                0 => game(1, Colour::Black, Score::Loss),
                1 => game(1, Colour::Black, Score::Draw),
                _ => game(1, Colour::Black, Score::Win),
            };
            t.players.push(p);
        }
        t.rounds = 9;
        let table = standings(&t, Format::Swiss);
        let one = table.iter().find(|s| s.number == 1).unwrap();
        // Opponents' adjusted scores: each played one game and sat out 8 rounds (8 × 0.5).
        // 2 lost to 1: 4; 3 drew: 4.5; 4..=9 beat 1: 5 each → 38.5; plus the virtual 5.5.
        assert_eq!(one.tiebreaks[1], Value(4400));
        assert_eq!(one.tiebreaks[0], Value(4000), "the lowest (4) cut");
    }

    #[test]
    fn a_forfeit_win_counts_its_virtual_opponent_in_sonneborn_berger() {
        use RoundResult::Forfeit;
        let w = Colour::White;
        let b = Colour::Black;
        // Three rounds, four players. Round 1: 1 beats 2, 3 beats 4. Round 2: 1 wins by
        // forfeit against 3; 2 beats 4. Round 3: 1 draws 4, 2 beats 3.
        let t = tournament(vec![
            vec![
                game(2, w, Score::Win),
                Forfeit {
                    opponent: 3,
                    colour: Some(w),
                    won: true,
                },
                game(4, w, Score::Draw),
            ],
            vec![
                game(1, b, Score::Loss),
                game(4, w, Score::Win),
                game(3, w, Score::Win),
            ],
            vec![
                game(4, w, Score::Win),
                Forfeit {
                    opponent: 1,
                    colour: Some(b),
                    won: false,
                },
                game(2, b, Score::Loss),
            ],
            vec![
                game(3, b, Score::Loss),
                game(2, b, Score::Loss),
                game(1, b, Score::Draw),
            ],
        ]);
        let table = standings(&t, Format::Swiss);
        let one = table.iter().find(|s| s.number == 1).unwrap();
        assert_eq!(one.points, Value(250));
        // Round 2's virtual opponent: 1 point before, lost this round (1 − 1 = 0), 1 later
        // draw: 1.5. Opponents: 2 has 2; 4 has 0.5. Buchholz 4, SB 2 + 1.5 + 0.25 = 3.75.
        assert_eq!(one.tiebreaks[1], Value(400));
        assert_eq!(one.tiebreaks[2], Value(375));
        assert_eq!(table[0].number, 1);
        assert_eq!(one.games, 2);
    }

    #[test]
    fn direct_encounter_separates_players_tied_on_everything_else() {
        let w = Colour::White;
        let b = Colour::Black;
        // 1 and 2 both have 1.5 points and Sonneborn-Berger 2; 1 beat 2.
        let t = tournament(vec![
            vec![
                game(2, w, Score::Win),
                game(3, w, Score::Draw),
                game(4, b, Score::Loss),
            ],
            vec![
                game(1, b, Score::Loss),
                game(4, w, Score::Draw),
                game(3, w, Score::Win),
            ],
            vec![
                game(4, w, Score::Draw),
                game(1, b, Score::Draw),
                game(2, b, Score::Loss),
            ],
            vec![
                game(3, b, Score::Draw),
                game(2, b, Score::Draw),
                game(1, w, Score::Win),
            ],
        ]);
        let table = standings(&t, Format::RoundRobin);
        let order: Vec<u32> = table.iter().map(|s| s.number).collect();
        let ranks: Vec<u32> = table.iter().map(|s| s.rank).collect();
        assert_eq!(order, vec![4, 1, 2, 3], "{table:?}");
        assert_eq!(ranks, vec![1, 2, 3, 4]);
        assert_eq!(table[1].tiebreaks, vec![Value(200), Value(100)]);
    }

    #[test]
    fn a_cycle_of_wins_leaves_everyone_sharing_first_place() {
        use RoundResult::NotPaired;
        let (w, b) = (Colour::White, Colour::Black);
        let idle = NotPaired(Score::Loss);
        let t = tournament(vec![
            vec![game(2, w, Score::Win), idle, game(3, b, Score::Loss)],
            vec![game(1, b, Score::Loss), game(3, w, Score::Win), idle],
            vec![idle, game(2, b, Score::Loss), game(1, w, Score::Win)],
        ]);
        let table = standings(&t, Format::RoundRobin);
        assert!(table.iter().all(|s| s.rank == 1), "{table:?}");
        assert_eq!(
            table.iter().map(|s| s.number).collect::<Vec<_>>(),
            vec![1, 2, 3]
        );
    }
}
