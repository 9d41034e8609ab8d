//! Puzzles from whole games: the positions near a game's end where the side to move had exactly
//! one winning stone, found by walking back from the end (where the solver proves quickly)
//! until it fails a few times in a row; and the engine's self-play games to find them in.

use hexbot::ai::{
    Level, Prover, SearchConfig, SearchControl, move_seed, think, virtual_connection,
};
use hexbot::hex::{BoardSize, Cell, Game, Move};
use hexbot::puzzle::prove::{Found, Rejection, find_with};
use hexbot::puzzle::settings;

/// How many positions in a row the solver may fail to decide before the walk back stops.
pub const MISSES: usize = 3;

/// The most other stones tried in one position.
pub const MAX_SIBLINGS: usize = 16;

/// A puzzle found in a game: the stones before it and what the solver found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The stones of the position, in order.
    pub moves: Vec<Cell>,
    /// The key, the line and the difficulty's figures.
    pub found: Found,
}

/// The puzzles of a game (its stones in order, Red first, no swap), at most `per_game`, the
/// earliest first (more stones to choose from), no two with the same key.
///
/// Besides the game's own positions, the walk tries the *defences the loser did not play*: where
/// the side to move was proved lost, each stone it could have intruded with into the winner's
/// connection (the carrier H-search found; else the cells around the stone it played) makes a
/// position in which the winner may have a single answer. They are real positions, one stone
/// away from the game.
#[must_use]
pub fn from_game(size: BoardSize, moves: &[Cell], budget: u64, per_game: usize) -> Vec<Candidate> {
    let mut found = Vec::new();
    let mut misses = 0;
    // One table for the whole walk: each position is the parent of the one tried before it.
    let mut prover = Prover::default();
    for k in (0..moves.len()).rev() {
        let Some(game) = replay(size, &moves[..k]) else {
            return Vec::new();
        };
        match find_with(&mut prover, &game, budget) {
            Ok(f) => {
                misses = 0;
                found.push(Candidate {
                    moves: moves[..k].to_vec(),
                    found: f,
                });
            }
            Err(Rejection::Unproved) => {
                misses += 1;
                if misses >= MISSES {
                    break;
                }
            }
            Err(Rejection::NotWon) => {
                found.extend(siblings(&mut prover, &game, &moves[..k], moves[k], budget));
            }
            // The other rejections say nothing of how far back the solver reaches.
            Err(_) => {}
        }
    }
    found.sort_by_key(|c| c.moves.len());
    let mut out: Vec<Candidate> = Vec::new();
    for c in found {
        if out.len() < per_game
            && out
                .iter()
                .all(|o| o.found.key != c.found.key && o.moves.len() != c.moves.len())
        {
            out.push(c);
        }
    }
    out
}

/// Puzzles after the other stones the side to move in `game` (proved lost) could have played
/// instead of `played`.
fn siblings(
    prover: &mut Prover,
    game: &Game,
    moves: &[Cell],
    played: Cell,
    budget: u64,
) -> Vec<Candidate> {
    let winner = game.to_move().opponent();
    let tries: Vec<Cell> = match virtual_connection(game, winner) {
        Some(carrier) => carrier,
        None => game.board().neighbours(played).collect(),
    };
    let mut out = Vec::new();
    for d in tries
        .into_iter()
        .filter(|&d| d != played)
        .take(MAX_SIBLINGS)
    {
        let mut next = game.clone();
        if next.play(Move::Place(d)).is_err() {
            continue;
        }
        if let Ok(f) = find_with(prover, &next, budget) {
            let mut stones = moves.to_vec();
            stones.push(d);
            out.push(Candidate {
                moves: stones,
                found: f,
            });
        }
    }
    out
}

fn replay(size: BoardSize, moves: &[Cell]) -> Option<Game> {
    let moves: Vec<Move> = moves.iter().map(|&c| Move::Place(c)).collect();
    Game::replay(settings(size), &moves).ok()
}

/// A self-play game of the engine on `size` for puzzles: a random first stone, then each side
/// searching a few hundred to a few thousand playouts (drawn per game from `seed`), so the
/// games have the mistakes puzzles are made of. Deterministic for a seed.
#[must_use]
pub fn self_play(size: BoardSize, seed: u64) -> Vec<Cell> {
    let mut game = Game::new(settings(size));
    let cells = size.cells() as u64;
    let first = Cell::from_index((move_seed(seed, 0) % cells) as usize, size);
    let _ = game.play(Move::Place(first));
    let playouts = |side: u64| 300 + move_seed(seed, 1_000 + side) % 2_700;
    let configs = [
        SearchConfig::for_level(Level::Medium).with_playouts(playouts(0)),
        SearchConfig::for_level(Level::Medium).with_playouts(playouts(1)),
    ];
    let control = SearchControl::new();
    while !game.is_over() {
        let ply = game.ply() as u64;
        let config = &configs[(ply % 2) as usize];
        let Ok(report) = think(&game, config, move_seed(seed, ply + 1), &control) else {
            break;
        };
        if game.play(report.mv).is_err() {
            break;
        }
    }
    game.moves()
        .iter()
        .filter_map(|m| match m {
            Move::Place(c) => Some(*c),
            _ => None,
        })
        .collect()
}

/// The same position however it was reached: the board's stones and the side to move, as text
/// (for keeping a library free of repeats).
#[must_use]
pub fn position_key(size: BoardSize, moves: &[Cell]) -> String {
    let mut red: Vec<Cell> = moves.iter().step_by(2).copied().collect();
    let mut blue: Vec<Cell> = moves.iter().skip(1).step_by(2).copied().collect();
    red.sort_unstable();
    blue.sort_unstable();
    let list = |v: &[Cell]| {
        v.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    format!("{} {} {}", size.get(), list(&red), list(&blue))
}
