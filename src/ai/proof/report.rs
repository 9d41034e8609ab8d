//! A position's knowledge cell by cell, in the terms HexGui shows for MoHex's `vc-build` and
//! `vc-get-mustplay`: the cells filled in (dead, or captured by a colour), the reversible cells
//! left out (vulnerable to an answer, or dominated by another move), and the moves still
//! considered.

use super::node::{Expert, Knowledge, Verdict};
use crate::ai::board::{Pos, color_of};
use crate::ai::inferior::Fill;
use crate::hex::{Cell, Color};

/// Why a cell is not among the moves considered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Dead: its colour cannot change who wins; filled in.
    Dead,
    /// In a pair the colour captures (if the opponent takes one, the other kills it); filled in.
    Captured(Color),
    /// Vulnerable: the opponent's answer on the cell kills it.
    Vulnerable(Cell),
    /// Dominated: a stone on the cell is at least as good.
    Dominated(Cell),
}

/// What is known about a position before any search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellReport {
    /// Who wins by that knowledge alone, when it decides.
    pub decided: Option<Color>,
    /// The cells filled in or left out, each once, in board order.
    pub marks: Vec<(Cell, Mark)>,
    /// The moves considered (empty when decided): the must-play region less the marked cells,
    /// the mirror moves and the half-turn duplicates.
    pub consider: Vec<Cell>,
}

/// The report of the knowledge `k` of `pos` (`mover` to move) the expert just worked out.
pub(super) fn of(pos: &Pos, mover: Color, k: &Knowledge, expert: &Expert) -> CellReport {
    let decided = match k.verdict {
        Verdict::Won(_) => Some(mover),
        Verdict::Lost => Some(mover.opponent()),
        Verdict::Open(_) => None,
    };
    let mut marks: Vec<(Cell, Mark)> = expert
        .fills
        .iter()
        .map(|&(s, f)| {
            let mark = match f {
                Fill::Dead => Mark::Dead,
                Fill::Captured(c) => Mark::Captured(color_of(c)),
            };
            (pos.cell(s), mark)
        })
        .collect();
    marks.extend(expert.reversals.iter().map(|r| {
        let w = pos.cell(r.witness);
        let mark = if r.by_opponent {
            Mark::Vulnerable(w)
        } else {
            Mark::Dominated(w)
        };
        (pos.cell(r.cell), mark)
    }));
    marks.sort_by_key(|(c, _)| (c.row(), c.col()));
    let mut consider: Vec<Cell> = match &k.verdict {
        Verdict::Open(moves) => moves.iter().map(|&s| pos.cell(usize::from(s))).collect(),
        _ => Vec::new(),
    };
    consider.sort_by_key(|c| (c.row(), c.col()));
    CellReport {
        decided,
        marks,
        consider,
    }
}
