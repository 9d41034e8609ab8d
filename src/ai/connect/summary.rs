//! The engine's public face: one colour's connections between its sides on a board, for HTP,
//! the benches and any caller outside the engine ([`ConnectionBuilder`] keeps the buffers and
//! the placed templates, so building again costs no allocation).

use super::build::{BuildStats, Connections};
use super::templates::Templates;
use crate::ai::board::{Pos, code};
use crate::hex::{Board, Cell, Color};

/// One colour's connections between its two sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideConnections {
    /// The colour.
    pub color: Color,
    /// The smallest carrier of a full connection (empty when the chain is complete): connected
    /// whoever moves.
    pub full: Option<Vec<Cell>>,
    /// Each semi connection's key: the colour connects by playing it.
    pub keys: Vec<Cell>,
    /// What every semi connection holds (none without a semi connection): the opponent must
    /// play there.
    pub must_play: Option<Vec<Cell>>,
    /// Full and semi connections kept between all pairs of ends.
    pub kept: (usize, usize),
    /// Whether the work cap stopped the build early.
    pub capped: bool,
}

/// Builds connections on many boards with one set of buffers.
#[derive(Default)]
pub struct ConnectionBuilder {
    conns: Connections,
    templates: Option<Templates>,
}

impl ConnectionBuilder {
    /// A builder.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// `color`'s connections on `board` as it stands (nothing filled in).
    pub fn build(&mut self, board: &Board, color: Color) -> SideConnections {
        let mut pos = Pos::from_board(board);
        let n = pos.size();
        if self.templates.as_ref().is_none_or(|t| t.size() != n) {
            self.templates = Some(Templates::new(n));
        }
        self.conns
            .build(&mut pos, code(color), self.templates.as_ref(), None);
        let c = &self.conns;
        let cells = |s: crate::ai::set::Set| {
            let mut v: Vec<Cell> = s.slots().map(|x| pos.cell(x)).collect();
            v.sort_by_key(|c| (c.row(), c.col()));
            v
        };
        let BuildStats {
            fulls,
            semis,
            capped,
            ..
        } = c.stats;
        SideConnections {
            color,
            full: c.side_full().map(cells),
            keys: c
                .side_semis()
                .iter()
                .map(|k| pos.cell(usize::from(k.key)))
                .collect(),
            must_play: c.side_semi_inter().map(cells),
            kept: (fulls, semis),
            capped,
        }
    }
}
