//! Tree reuse: the search tree of one game kept between its moves ([`GameTree`]), and the
//! grafting of the subtree of the position that came up onto a fresh search of it.

use super::board::{EMPTY, opp};
use super::config::SearchConfig;
use super::mcts::{Node, Search, UNEXPANDED};
use crate::hex::{Game, Move, Variant};

/// The search tree of one game, kept between its moves by [`think_reusing`](super::think_reusing) so that a search
/// starts from what the previous one learned about the position that came up.
///
/// It holds the tree of the last search (tens of megabytes at Hard's budget on large boards)
/// until the next search or [`GameTree::clear`].
#[derive(Default)]
pub struct GameTree {
    kept: Option<Box<Kept>>,
}

struct Kept {
    search: Search,
    /// The game's moves at the tree's root.
    moves: Vec<Move>,
    size: crate::hex::BoardSize,
    variant: Variant,
    /// The settings it was searched with (budget and time aside).
    config: SearchConfig,
}

impl GameTree {
    /// An empty tree: the next search starts afresh.
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets the kept tree (a new game, or a position it cannot lead to).
    pub fn clear(&mut self) {
        self.kept = None;
    }

    /// The memory the kept tree holds, in bytes.
    pub fn bytes(&self) -> usize {
        self.kept.as_ref().map_or(0, |k| k.search.tree_bytes())
    }

    /// Keeps `search`, the tree just searched for `game`'s position with `config`, for the
    /// game's next move; `None` keeps nothing.
    pub(super) fn keep(&mut self, search: Option<Search>, game: &Game, config: &SearchConfig) {
        self.kept = search.map(|search| {
            Box::new(Kept {
                search,
                moves: game.moves().to_vec(),
                size: game.size(),
                variant: game.settings().variant,
                config: budgetless(config),
            })
        });
    }

    /// The kept tree re-rooted at `game`'s position, when `game` continues the kept one with at
    /// least one more stone (and stones only) and is searched with the same settings; `None`
    /// otherwise. Takes the tree. The same position again is searched afresh, so that asking
    /// twice (HTP's `reg_genmove`, then `genmove`) gives the same answer.
    pub(super) fn take_for(
        &mut self,
        game: &Game,
        config: &SearchConfig,
        seed: u64,
    ) -> Option<Search> {
        let kept = self.kept.take()?;
        let Kept {
            search,
            moves,
            size,
            variant,
            config: was,
        } = *kept;
        let later = game.moves().get(moves.len()..)?;
        if later.is_empty()
            || size != game.size()
            || variant != game.settings().variant
            || game.moves()[..moves.len()] != moves[..]
            || was != budgetless(config)
        {
            return None;
        }
        let mut path = Vec::with_capacity(later.len());
        for mv in later {
            let Move::Place(cell) = mv else { return None };
            path.push(search.root.slot(*cell));
        }
        search.graft(&path, Search::bare(game, config, seed))
    }
}

impl std::fmt::Debug for GameTree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameTree")
            .field("moves", &self.kept.as_ref().map(|k| k.moves.len()))
            .field("bytes", &self.bytes())
            .finish()
    }
}

/// `config` with its budget and time cap left out, for comparing the settings of two searches.
fn budgetless(config: &SearchConfig) -> SearchConfig {
    SearchConfig {
        playouts: 0,
        time_cap: None,
        ..config.clone()
    }
}

impl Search {
    /// Moves this tree's subtree at the end of `path` (the slots played from the root on,
    /// alternately by each player) into `fresh`, a bare search of the position after those
    /// moves, and readies it; `None` when the tree does not hold that node. Cells filled in at
    /// `fresh`'s root (dead or captured, as its position now shows) are dropped from the
    /// subtree with everything under them; statistics and proofs are kept (filling in such
    /// cells does not change who wins).
    fn graft(self, path: &[usize], mut fresh: Search) -> Option<Search> {
        let mut pos = self.root.clone();
        let mut color = self.to_move;
        let mut node = 0;
        for &slot in path {
            node = self
                .children(node)
                .find(|&c| usize::from(self.nodes[c].slot) == slot)?;
            pos.place(slot, color);
            color = opp(color);
        }
        if color != fresh.to_move {
            return None;
        }
        let gone: Vec<bool> = (0..pos.cells.len())
            .map(|s| pos.cells[s] == EMPTY && fresh.root.cells[s] != EMPTY)
            .collect();
        // Breadth first: the children of the node copied as `fresh.nodes[i]` are those of
        // `self.nodes[from[i]]` that are left.
        let mut from = vec![node];
        fresh.nodes.clear();
        fresh.nodes.push(Node {
            slot: 0,
            first: UNEXPANDED,
            nchild: 0,
            ..self.nodes[node]
        });
        let mut i = 0;
        while i < fresh.nodes.len() {
            let first = fresh.nodes.len();
            for c in self.children(from[i]) {
                let kid = self.nodes[c];
                if !gone[usize::from(kid.slot)] {
                    fresh.nodes.push(Node {
                        first: UNEXPANDED,
                        nchild: 0,
                        ..kid
                    });
                    from.push(c);
                }
            }
            if fresh.nodes.len() > first {
                fresh.nodes[i].first = first as u32;
                fresh.nodes[i].nchild = (fresh.nodes.len() - first) as u16;
            }
            i += 1;
        }
        drop(self);
        fresh.start();
        Some(fresh)
    }
}
