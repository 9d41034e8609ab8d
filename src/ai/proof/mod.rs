//! The proof solver, of MoHex 2.0's class: depth-first proof-number search ([`search`]) whose
//! every position's knowledge (fill-in, both colours' connections, the moves worth considering in
//! order, the largest proof set) is worked out once and kept in a table ([`table`]) that outlives
//! one question, with widening and pruning by proof sets.
//!
//! [`Prover`] is the door: it keeps the table between questions (a review proves a game's
//! positions with one prover, each position a child of the one before; HTP keeps one per
//! session), and answers who wins a position within limits given as data (a node budget, an
//! optional deadline). [`solve`](super::solve) is the one-question form with a fresh table.
//!
//! Sound, as far as its parts are, each checked against exhaustive play on small boards: the
//! connections (`connect`), the inferior cells (`inferior`) and the symmetries ([`symmetry`]).
//! An exhausted limit proves nothing. Hex only: in Rex the connection rules invert.

mod node;
mod report;
mod search;
mod symmetry;
mod table;
#[cfg(test)]
mod tests;

use super::board::{Pos, code, color_of, opp};
use crate::hex::{Board, Cell, Color, Game, Variant};
use search::Searcher;
use std::time::Instant;
use table::NO_MOVE;

pub(crate) use node::{Expert, Verdict};
pub use report::{CellReport, Mark};
pub use search::DfpnParams;

/// The table's default capacity, in positions (about 150 bytes each).
pub const DEFAULT_CAPACITY: usize = 400_000;

/// How far one question may go: a budget of positions whose knowledge is worked out (the
/// solver's unit of work), and an optional deadline the caller chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Positions whose knowledge may be worked out.
    pub nodes: u64,
    /// No search past this instant.
    pub deadline: Option<Instant>,
}

impl Limits {
    /// A node budget and no deadline.
    #[must_use]
    pub fn nodes(nodes: u64) -> Self {
        Self {
            nodes,
            deadline: None,
        }
    }
}

/// What a solver found out about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Who wins with best play, when it was proved within the limits.
    pub winner: Option<Color>,
    /// A winning move of the side to move when it wins (when it is connected through its
    /// virtual connections alone, a cell of the connection; none once the game is over).
    pub key: Option<Cell>,
    /// Positions whose knowledge was worked out for this question.
    pub nodes: u64,
}

/// The solver with its table, kept between questions.
pub struct Prover {
    searcher: Searcher,
}

impl Default for Prover {
    fn default() -> Self {
        Self::new(DEFAULT_CAPACITY)
    }
}

impl Prover {
    /// A prover whose table holds at most about `capacity` positions.
    #[must_use]
    pub fn new(capacity: usize) -> Self {
        Self {
            searcher: Searcher::new(capacity),
        }
    }

    /// Forgets every position.
    pub fn clear(&mut self) {
        self.searcher.table.clear();
    }

    /// Positions in the table, and roughly the bytes they take.
    #[must_use]
    pub fn table_size(&self) -> (usize, usize) {
        (self.searcher.table.len(), self.searcher.table.bytes())
    }

    /// Connection builds so far (two per position worked out).
    #[must_use]
    pub fn builds(&self) -> u64 {
        self.searcher.expert.builds
    }

    /// The search's widening and threshold settings (MoHex's `widening_base`, `widening_factor`,
    /// `epsilon`).
    pub fn set_params(&mut self, params: DfpnParams) {
        self.searcher.params = params;
    }

    /// The search's settings now.
    #[must_use]
    pub fn params(&self) -> DfpnParams {
        self.searcher.params
    }

    /// Tries to prove who wins `game` (Hex only) within `limits`.
    pub fn solve(&mut self, game: &Game, limits: Limits) -> Solution {
        if let Some(o) = game.outcome() {
            return Solution {
                winner: Some(o.winner),
                key: None,
                nodes: 0,
            };
        }
        if game.settings().variant != Variant::Hex {
            return Solution {
                winner: None,
                key: None,
                nodes: 0,
            };
        }
        self.solve_board(game.board(), game.to_move(), limits)
    }

    /// Tries to prove who wins the Hex position of `board` with `mover` to move (whatever the
    /// stone counts say), within `limits`.
    pub fn solve_board(&mut self, board: &Board, mover: Color, limits: Limits) -> Solution {
        let pos = Pos::from_board(board);
        let mover = code(mover);
        let e = self
            .searcher
            .run(&pos, mover, limits.nodes, limits.deadline);
        let nodes = self.searcher.spent;
        let winner = match (e.phi, e.delta) {
            (0, _) => Some(color_of(mover)),
            (_, 0) => Some(color_of(opp(mover))),
            _ => None,
        };
        let key = (e.phi == 0 && !board.connected(color_of(mover)))
            .then(|| self.winning_move(&pos, mover, e.best))
            .flatten();
        Solution { winner, key, nodes }
    }

    /// A winning move after a proof that `mover` wins `pos` (its best move `best`): that move
    /// when it is one, else (the win came from connections alone) a cell of the connection.
    fn winning_move(&mut self, pos: &Pos, mover: u8, best: u16) -> Option<Cell> {
        if best != NO_MOVE {
            return Some(pos.cell(usize::from(best)));
        }
        let k = self.searcher.expert.know(pos, mover, None);
        if let Verdict::Won(Some(key)) = k.verdict {
            return Some(pos.cell(usize::from(key)));
        }
        let empty = |s: usize| s < pos.cells.len() && pos.cells[s] == super::board::EMPTY;
        // Connected by its connections alone, whoever moves: a stone that connects at once if
        // there is one, else one of a pair the fill-in captured for the mover, else a cell of
        // its full connection to the sides.
        let at_once = pos.empties().find(|&s| {
            let mut next = pos.clone();
            next.place(s, mover);
            next.connected(mover)
        });
        let captured = || {
            let fills = &self.searcher.expert.fills;
            fills.iter().find_map(|&(s, fill)| {
                (fill == super::inferior::Fill::Captured(mover) && empty(s)).then_some(s)
            })
        };
        let carried = || {
            let carrier = self.searcher.expert.mover.side_full()?;
            carrier.slots().find(|&s| empty(s))
        };
        at_once
            .or_else(captured)
            .or_else(carried)
            .or_else(|| pos.empties().next())
            .map(|s| pos.cell(s))
    }

    /// Every winning move of the side to move in `game` (Hex only), each proved within
    /// `limits` (the budget and deadline shared by all): `None` when some move could not be
    /// decided.
    pub fn winning_moves(&mut self, game: &Game, limits: Limits) -> Option<Vec<Cell>> {
        if game.is_over() || game.settings().variant != Variant::Hex {
            return Some(Vec::new());
        }
        self.winning_moves_board(game.board(), game.to_move(), limits)
    }

    /// Every winning move of `mover` on `board` (see [`Self::winning_moves`]).
    pub fn winning_moves_board(
        &mut self,
        board: &Board,
        mover: Color,
        limits: Limits,
    ) -> Option<Vec<Cell>> {
        if board.connected(Color::Red) || board.connected(Color::Blue) {
            return Some(Vec::new());
        }
        let mut out = Vec::new();
        let mut left = limits.nodes;
        for cell in board.empty_cells().collect::<Vec<_>>() {
            let mut next = board.clone();
            if next.place_unchecked(cell, mover) {
                out.push(cell);
                continue;
            }
            let s = self.solve_board(
                &next,
                mover.opponent(),
                Limits {
                    nodes: left,
                    ..limits
                },
            );
            left = left.saturating_sub(s.nodes);
            match s.winner {
                Some(w) if w == mover => out.push(cell),
                Some(_) => {}
                None => return None,
            }
        }
        Some(out)
    }

    /// What the solver knows about the position of `board` with `mover` to move before any
    /// search, cell by cell (Hex; for HTP's `vc-build` and `vc-get-mustplay`).
    pub fn cell_report(&mut self, board: &Board, mover: Color) -> CellReport {
        let pos = Pos::from_board(board);
        let k = self.searcher.expert.know(&pos, code(mover), None);
        report::of(&pos, mover, &k, &self.searcher.expert)
    }
}

/// Tries to prove who wins `game` (Hex only) by working out at most `budget` positions, with a
/// fresh table.
#[must_use]
pub fn solve(game: &Game, budget: u64) -> Solution {
    Prover::new(DEFAULT_CAPACITY.min(budget as usize * 4 + 1024)).solve(game, Limits::nodes(budget))
}
