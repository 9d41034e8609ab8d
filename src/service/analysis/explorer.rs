//! The opening explorer: for a board's position, the moves played next in the finished games of
//! the asker's server and in their own games anywhere (the same board, game and swap form; the
//! same moves in the same order), each with how many games and Red's score. Read from the store
//! at most once a minute per server, player and kind of game, and kept meanwhile (`board.rs`
//! reads and shows them; this file counts).

use crate::hex::{Color, Move, Settings};
use crate::service::ids::{GuildId, Timestamp, UserId};
use crate::service::kept::Kept;
use crate::store::Opening;
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;

/// How many first moves of each game the explorer knows.
pub(super) const EXPLORER_DEPTH: u32 = 24;

/// How many of the most recent finished games it reads.
pub(super) const EXPLORER_GAMES: u32 = 5_000;

/// How many continuations a board names.
pub(super) const EXPLORER_MOVES: usize = 5;

/// How long a read stays good.
pub(super) const EXPLORER_FRESH: Duration = Duration::from_secs(60);

/// How many reads are kept at once.
const EXPLORER_KEPT: usize = 64;

/// What a read is kept by: the server, the player and the kind of game.
type ReadKey = (GuildId, UserId, Settings);

/// A read: when, and what it found.
type Read = (Timestamp, Arc<Vec<Opening>>);

/// The reads kept: by server, player and kind of game, when read and what.
pub(super) struct Explorer {
    pub kept: StdMutex<Kept<ReadKey, Read>>,
}

impl Default for Explorer {
    fn default() -> Self {
        Self {
            kept: StdMutex::new(Kept::by_count(EXPLORER_KEPT)),
        }
    }
}

/// One continuation: the move, how many games played it, and how many of those Red won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Continuation {
    pub mv: Move,
    pub games: u32,
    pub red_wins: u32,
}

/// The moves played after `path` in `openings`, the most played first (then by cell).
pub(super) fn continuations(openings: &[Opening], path: &[Move]) -> Vec<Continuation> {
    let path: Vec<String> = path.iter().map(ToString::to_string).collect();
    let mut found: Vec<(String, Continuation)> = Vec::new();
    for opening in openings {
        let Some(next) = opening.moves.get(path.len()) else {
            continue;
        };
        if opening.moves[..path.len()] != path[..] {
            continue;
        }
        let Some(mv) = parse_stored(next) else {
            continue;
        };
        let red = u32::from(opening.winner == Color::Red);
        match found.iter_mut().find(|(text, _)| text == next) {
            Some((_, c)) => {
                c.games += 1;
                c.red_wins += red;
            }
            None => found.push((
                next.clone(),
                Continuation {
                    mv,
                    games: 1,
                    red_wins: red,
                },
            )),
        }
    }
    found.sort_by(|a, b| b.1.games.cmp(&a.1.games).then(a.0.cmp(&b.0)));
    found.into_iter().map(|(_, c)| c).collect()
}

/// A stored move (`e5`, `swap`) as a move; resignations and anything else are not continuations.
fn parse_stored(text: &str) -> Option<Move> {
    match text {
        "swap" => Some(Move::Swap),
        cell => cell.parse().ok().map(Move::Place),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::Cell;

    fn opening(moves: &str, winner: Color) -> Opening {
        Opening {
            moves: moves.split(' ').map(str::to_owned).collect(),
            winner,
        }
    }

    #[test]
    fn continuations_count_games_and_red_wins_after_the_same_moves_only() {
        let openings = [
            opening("e5 swap d4", Color::Red),
            opening("e5 swap d4 c3", Color::Blue),
            opening("e5 swap c3", Color::Red),
            opening("e5 d4", Color::Blue),
            opening("f6 swap d4", Color::Red),
            opening("e5 resign-blue", Color::Red),
        ];
        let e5 = Move::Place(Cell::new(4, 4));
        let after: Vec<_> = continuations(&openings, &[e5, Move::Swap]);
        let d4 = Move::Place(Cell::new(3, 3));
        let c3 = Move::Place(Cell::new(2, 2));
        assert_eq!(
            after,
            vec![
                Continuation {
                    mv: d4,
                    games: 2,
                    red_wins: 1
                },
                Continuation {
                    mv: c3,
                    games: 1,
                    red_wins: 1
                },
            ]
        );
        let first = continuations(&openings, &[]);
        assert_eq!(
            first[0],
            Continuation {
                mv: e5,
                games: 5,
                red_wins: 3
            }
        );
        assert!(continuations(&openings, &[e5, Move::Swap, d4, c3]).is_empty());
    }
}
