//! What the solver says about puzzles.
//!
//! A position is a puzzle when the side to move (the *attacker*) has a proved win and exactly one
//! winning stone: the solver proves the key's position won, and every other empty cell's position
//! lost. A stone that wins at once (completes the chain) makes no puzzle. The *main line* then
//! alternates the defence that holds out longest (among the defender's moves, the one whose
//! refutation costs the solver most nodes; the lowest cell on a tie) and a proved winning answer,
//! until the attacker's chain is complete or virtually connected by H-search.
//!
//! Every verdict is for a node budget: an exhausted budget proves nothing, and a puzzle whose
//! uniqueness or line cannot be proved within it is not kept.

use super::model::Puzzle;
use crate::ai::{Limits, Prover, Solution, connection_winner, virtual_connection};
use crate::hex::{Cell, Color, Game, Move};

/// The solver's budget, in nodes, for each question while puzzles are made and checked.
pub const PROOF_BUDGET: u64 = 20_000;

/// The most stones the first pass may leave undecided: each costs up to the full budget.
const MAX_OPEN: usize = 6;

/// The first pass's budget while a puzzle's other stones are tried (see [`find`]).
const QUICK_BUDGET: u64 = 400;

/// The solver's budget, in nodes, for each question while a puzzle is played (the player's
/// move, the computer's defence).
pub const PLAY_BUDGET: u64 = 20_000;

/// The longest main line kept, in stones after the key.
pub const MAX_LINE: usize = 16;

/// Why a position makes no puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Rejection {
    /// The game is over.
    #[error("the game is over")]
    Over,
    /// Fewer than three cells in ten are empty: too little choice to be a puzzle.
    #[error("the board is nearly full")]
    Crowded,
    /// The side to move does not win.
    #[error("the side to move loses")]
    NotWon,
    /// The solver could not decide a position within its budget.
    #[error("the solver could not prove it within its budget")]
    Unproved,
    /// A stone completes the chain at once: too easy to be a puzzle.
    #[error("{0} wins at once")]
    WinsAtOnce(Cell),
    /// Two stones win.
    #[error("{0} and {1} both win")]
    NotUnique(Cell, Cell),
    /// The main line grew past [`MAX_LINE`].
    #[error("the main line is longer than {MAX_LINE} stones")]
    LineTooLong,
}

/// A puzzle found in a position, with what its difficulty is estimated from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The one winning stone.
    pub key: Cell,
    /// The main line after the key.
    pub line: Vec<Cell>,
    /// The solver's nodes to prove the key's position won.
    pub key_nodes: u64,
    /// The empty cells of the position (the moves to choose from).
    pub empty: usize,
    /// The solver's nodes over the whole proof (every move tried, the line).
    pub total_nodes: u64,
}

impl Found {
    /// The starting rating estimated for it: harder to prove, more stones to find and more
    /// choice rate higher. A first guess that players' results correct (Glicko-2).
    #[must_use]
    pub fn rating(&self) -> u16 {
        let proof = (1.0 + self.key_nodes as f64).log2();
        let choice = (self.empty as f64).log2();
        let finds = self.line.len().div_ceil(2) as f64;
        let r = 420.0 + 70.0 * proof + 90.0 * choice + 55.0 * finds;
        r.round().clamp(600.0, 2600.0) as u16
    }
}

/// The solver's answer for `game` within `budget` nodes, with `prover`'s table.
fn ask(prover: &mut Prover, game: &Game, budget: u64) -> Solution {
    prover.solve(game, Limits::nodes(budget))
}

/// The position after `cell` in `game`, when legal.
fn after(game: &Game, cell: Cell) -> Option<Game> {
    let mut next = game.clone();
    next.play(Move::Place(cell)).ok()?;
    Some(next)
}

/// Makes a puzzle of `game`'s position, if it is one (see the module docs).
///
/// # Errors
/// [`Rejection`] saying why the position is not a puzzle, or could not be shown to be one.
pub fn find(game: &Game, budget: u64) -> Result<Found, Rejection> {
    find_with(&mut Prover::default(), game, budget)
}

/// [`find`] with `prover`'s table, kept between questions (a game's positions, one after
/// another, share most of their proofs).
///
/// # Errors
/// As [`find`].
pub fn find_with(prover: &mut Prover, game: &Game, budget: u64) -> Result<Found, Rejection> {
    if game.is_over() {
        return Err(Rejection::Over);
    }
    let attacker = game.to_move();
    let empties = game.board().empty_cells().count();
    if empties * 10 < game.size().cells() * 3 {
        return Err(Rejection::Crowded);
    }
    // A stone never hurts its owner in Hex: a side already connected wins with every stone.
    if virtual_connection(game, attacker).is_some() {
        return Err(Rejection::NotUnique(
            game.board().empty_cells().next().ok_or(Rejection::Over)?,
            game.board().empty_cells().nth(1).ok_or(Rejection::Over)?,
        ));
    }
    let root = ask(prover, game, budget);
    let mut total = root.nodes;
    match root.winner {
        None => return Err(Rejection::Unproved),
        Some(w) if w != attacker => return Err(Rejection::NotWon),
        Some(_) => {}
    }
    let empty: Vec<Cell> = game.board().empty_cells().collect();
    let mut children = Vec::with_capacity(empty.len());
    for &cell in &empty {
        let Some(child) = after(game, cell) else {
            continue;
        };
        if child.is_over() {
            return Err(Rejection::WinsAtOnce(cell));
        }
        children.push((cell, child));
    }
    // The solver's own key first: a second winner then ends the search early.
    if let Some(k) = root.key {
        children.sort_by_key(|(c, _)| *c != k);
    }
    // Passes of growing budgets: a single node (H-search's verdict) and then a small budget
    // decide most stones cheaply, so positions with several winning stones are left quickly;
    // the full budget then decides the few left.
    let mut key: Option<(Cell, u64)> = None;
    let mut open: Vec<(Cell, &Game)> = children.iter().map(|(c, g)| (*c, g)).collect();
    for pass in [1, QUICK_BUDGET, budget] {
        if pass == budget && open.len() > MAX_OPEN {
            return Err(Rejection::Unproved);
        }
        let mut still = Vec::new();
        for (cell, child) in open {
            let s = ask(prover, child, pass.min(budget));
            total += s.nodes;
            match s.winner {
                None => still.push((cell, child)),
                Some(w) if w == attacker => match key {
                    Some((k, _)) => return Err(Rejection::NotUnique(k, cell)),
                    None => key = Some((cell, s.nodes)),
                },
                Some(_) => {}
            }
        }
        open = still;
    }
    if !open.is_empty() {
        return Err(Rejection::Unproved);
    }
    let (key, _) = key.ok_or(Rejection::Unproved)?;
    let start = after(game, key).ok_or(Rejection::Unproved)?;
    // The difficulty's figure with a fresh table, so that it does not depend on what was
    // asked before.
    let key_nodes = ask(&mut Prover::new(budget as usize * 2 + 1024), &start, budget).nodes;
    let (line, nodes) = main_line(prover, &start, attacker, budget)?;
    Ok(Found {
        key,
        line,
        key_nodes,
        empty: empty.len(),
        total_nodes: total + nodes,
    })
}

/// The main line from `game` (the defender to move, `attacker` proved to win), and the nodes
/// it took.
fn main_line(
    prover: &mut Prover,
    game: &Game,
    attacker: Color,
    budget: u64,
) -> Result<(Vec<Cell>, u64), Rejection> {
    let mut g = game.clone();
    let mut line = Vec::new();
    let mut nodes = 0;
    while finished(&g, attacker).is_none() {
        if line.len() + 2 > MAX_LINE {
            return Err(Rejection::LineTooLong);
        }
        let (defence, n) = hold_out_with(prover, &g, attacker, budget)?;
        nodes += n;
        g = after(&g, defence).ok_or(Rejection::Unproved)?;
        let (answer, n) = winning_move(prover, &g, budget)?;
        nodes += n;
        g = after(&g, answer).ok_or(Rejection::Unproved)?;
        line.push(defence);
        line.push(answer);
    }
    Ok((line, nodes))
}

/// When the attacker has won the puzzle in `game` (the defender to move): `Some` of the cells
/// that still hold the connection, for the picture. Won means the chain is complete (no cells),
/// or H-search finds it virtually connected (its carrier), or the solver's first judgement does
/// (once dead and captured cells are filled in; no cells to show then).
#[must_use]
pub fn finished(game: &Game, attacker: Color) -> Option<Vec<Cell>> {
    match game.outcome() {
        Some(o) if o.winner == attacker => Some(Vec::new()),
        Some(_) => None,
        None => virtual_connection(game, attacker).or_else(|| {
            (game.to_move() != attacker && connection_winner(game) == Some(attacker)).then(Vec::new)
        }),
    }
}

/// The defence that holds out longest in `game` (the defender to move, `attacker` to win): the
/// move whose refutation costs the solver most nodes, the lowest cell on a tie; and the nodes
/// spent.
///
/// # Errors
/// [`Rejection::Unproved`] when a defence could not be refuted within the budget.
pub fn hold_out(game: &Game, attacker: Color, budget: u64) -> Result<(Cell, u64), Rejection> {
    hold_out_with(&mut Prover::default(), game, attacker, budget)
}

fn hold_out_with(
    prover: &mut Prover,
    game: &Game,
    attacker: Color,
    budget: u64,
) -> Result<(Cell, u64), Rejection> {
    let mut best: Option<(u64, Cell)> = None;
    let mut spent = 0;
    for cell in game.board().empty_cells() {
        let child = after(game, cell).ok_or(Rejection::Unproved)?;
        let s = ask(prover, &child, budget);
        spent += s.nodes;
        if s.winner != Some(attacker) {
            return Err(Rejection::Unproved);
        }
        if best.is_none_or(|(n, _)| s.nodes > n) {
            best = Some((s.nodes, cell));
        }
    }
    best.map(|(_, c)| (c, spent)).ok_or(Rejection::Unproved)
}

/// A proved winning stone for the side to move in `game`, and the nodes spent: the solver's key,
/// or, when the solver sees the win through connections alone, the first stone after which
/// H-search finds the chain virtually connected (else the first still proved to win).
/// A proved winning stone for the side to move in `game`, if the solver finds one within
/// `budget` (for a hint in the middle of a puzzle, off its main line).
#[must_use]
pub fn winner_for_hint(game: &Game, budget: u64) -> Option<Cell> {
    winning_move(&mut Prover::default(), game, budget)
        .ok()
        .map(|(cell, _)| cell)
}

fn winning_move(prover: &mut Prover, game: &Game, budget: u64) -> Result<(Cell, u64), Rejection> {
    let attacker = game.to_move();
    let s: Solution = ask(prover, game, budget);
    if s.winner != Some(attacker) {
        return Err(Rejection::Unproved);
    }
    if let Some(k) = s.key {
        return Ok((k, s.nodes));
    }
    let mut spent = s.nodes;
    let mut fallback = None;
    for cell in game.board().empty_cells() {
        let child = after(game, cell).ok_or(Rejection::Unproved)?;
        if finished(&child, attacker).is_some() {
            return Ok((cell, spent));
        }
        if fallback.is_none() {
            let c = ask(prover, &child, budget);
            spent += c.nodes;
            if c.winner == Some(attacker) {
                fallback = Some(cell);
            }
        }
    }
    fallback.map(|c| (c, spent)).ok_or(Rejection::Unproved)
}

/// Why a stored puzzle fails its check.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Flaw {
    /// The stones are not a legal game in progress.
    #[error("the position does not replay: {0}")]
    Position(String),
    /// The position is not a puzzle with this key.
    #[error("not a puzzle: {0}")]
    Rejected(Rejection),
    /// Another key was found.
    #[error("the key is {found}, not {stored}")]
    Key {
        /// The key stored.
        stored: Cell,
        /// The one the solver proved.
        found: Cell,
    },
    /// A stone of the line is illegal or its position is not proved won for the attacker.
    #[error("stone {0} of the main line ({1}) is illegal or not proved to win")]
    Line(usize, Cell),
    /// The line ends before the chain is complete or virtually connected.
    #[error("the main line ends before the win")]
    Unfinished,
}

/// Checks a stored puzzle: the position replays; the key is its one winning stone (every other
/// empty cell proved to lose); after each of the attacker's stones of the line the position is
/// proved won; the line ends with the chain complete or virtually connected.
///
/// # Errors
/// The first [`Flaw`] found.
pub fn verify(puzzle: &Puzzle, budget: u64) -> Result<(), Flaw> {
    verify_with(&mut Prover::default(), puzzle, budget)
}

/// [`verify`] with `prover`'s table.
///
/// # Errors
/// As [`verify`].
pub fn verify_with(prover: &mut Prover, puzzle: &Puzzle, budget: u64) -> Result<(), Flaw> {
    let game = puzzle
        .position()
        .map_err(|e| Flaw::Position(e.to_string()))?;
    let found = find_with(prover, &game, budget).map_err(Flaw::Rejected)?;
    if found.key != puzzle.key {
        return Err(Flaw::Key {
            stored: puzzle.key,
            found: found.key,
        });
    }
    let attacker = game.to_move();
    let mut g = after(&game, puzzle.key).ok_or(Flaw::Line(0, puzzle.key))?;
    for (i, &cell) in puzzle.line.iter().enumerate() {
        if finished(&g, attacker).is_some() {
            // Won already (the knowledge may see further than when the line was made): the
            // rest of the line is never asked for.
            return Ok(());
        }
        g = after(&g, cell).ok_or(Flaw::Line(i + 1, cell))?;
        if i % 2 == 1 && !g.is_over() && ask(prover, &g, budget).winner != Some(attacker) {
            return Err(Flaw::Line(i + 1, cell));
        }
    }
    finished(&g, attacker).map(|_| ()).ok_or(Flaw::Unfinished)
}

/// What a solver's stone does to a puzzle in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Solved: the chain is complete (no cells) or virtually connected through these cells.
    Solved(Vec<Cell>),
    /// Still winning: the computer defends with this stone.
    Continue(Cell),
    /// The stone loses; the opponent's winning answer, when the solver named one.
    Wrong(Option<Cell>),
    /// The solver could not decide within its budget (counted as not solved).
    Unproved,
}

/// Judges `cell` played by the attacker (the side to move in `game`), given that it is legal.
/// `known` is the stored answer when the player follows the main line (the defence to play
/// next, or `None` at its end), which spares the solver's work.
///
/// # Errors
/// `None` when `cell` is not a legal stone in `game`.
#[must_use]
pub fn answer(game: &Game, cell: Cell, known: Option<Option<Cell>>, budget: u64) -> Option<Step> {
    let attacker = game.to_move();
    let next = after(game, cell)?;
    if let Some(carrier) = finished(&next, attacker) {
        return Some(Step::Solved(carrier));
    }
    if let Some(Some(defence)) = known {
        return Some(Step::Continue(defence));
    }
    let mut prover = Prover::default();
    let s = ask(&mut prover, &next, budget);
    Some(match s.winner {
        Some(w) if w == attacker => match hold_out_with(&mut prover, &next, attacker, budget) {
            Ok((defence, _)) => Step::Continue(defence),
            Err(_) => Step::Unproved,
        },
        Some(_) => Step::Wrong(s.key),
        None => Step::Unproved,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::{BoardSize, Move};

    fn game(n: u32, moves: &str) -> Game {
        let size = BoardSize::new(n).unwrap();
        let moves: Vec<Move> = moves
            .split_whitespace()
            .map(|m| Move::Place(Cell::parse(m, size).unwrap()))
            .collect();
        Game::replay(super::super::settings(size), &moves).unwrap()
    }

    #[test]
    fn an_open_board_has_many_winning_moves() {
        let g = game(5, "");
        assert!(matches!(
            find(&g, 50_000),
            Err(Rejection::NotUnique(..) | Rejection::Unproved)
        ));
    }

    /// Found in a self-play game (8×8, seed 11): Red to move, g5 the one winning stone.
    const PUZZLE: &str = "g8 e5 c6 d4 c4 c5 f5 g3 b6 b5 e4 f2 e3 e2 d3 d2 b3 d5 f4 e6 g6 f6";

    #[test]
    fn a_position_with_one_winning_stone_is_a_puzzle() {
        let g = game(8, PUZZLE);
        let found = find(&g, PROOF_BUDGET).unwrap();
        assert_eq!(found.key.to_string(), "g5");
        assert!(found.empty > 30);
        // The line alternates a defence and a winning answer, and ends in a win.
        let mut end = g.clone();
        for c in std::iter::once(found.key).chain(found.line.iter().copied()) {
            end.play(Move::Place(c)).unwrap();
        }
        assert!(finished(&end, Color::Red).is_some());
    }

    #[test]
    fn moves_are_judged_as_a_player_plays_them() {
        let g = game(8, PUZZLE);
        let size = g.size();
        let cell = |s: &str| Cell::parse(s, size).unwrap();
        // Any other stone loses, and the solver names Blue's winning answer.
        match answer(&g, cell("a1"), None, PLAY_BUDGET) {
            Some(Step::Wrong(Some(refutation))) => {
                let mut after_wrong = g.clone();
                after_wrong.play(Move::Place(cell("a1"))).unwrap();
                after_wrong.play(Move::Place(refutation)).unwrap();
                assert_eq!(
                    crate::ai::solve(&after_wrong, PLAY_BUDGET).winner,
                    Some(Color::Blue)
                );
            }
            other => panic!("a1 should lose: {other:?}"),
        }
        // The key keeps the win: the computer defends (or the chain is already held).
        match answer(&g, cell("g5"), None, PLAY_BUDGET) {
            Some(Step::Continue(defence)) => assert!(g.board().get(defence).is_none()),
            Some(Step::Solved(_)) => {}
            other => panic!("g5 should win: {other:?}"),
        }
        // An occupied cell is not a move.
        assert_eq!(answer(&g, cell("g8"), None, PLAY_BUDGET), None);
    }

    #[test]
    fn a_nearly_full_board_is_no_puzzle() {
        let g = game(5, "a1 b1 c1 d1 e1 a2 b2 c2 d2 e2 a3 b3 c3 d3 e3 a4 b4 c4");
        assert!(matches!(find(&g, 1_000), Err(Rejection::Crowded)));
    }
}
