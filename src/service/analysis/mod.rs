//! `/hex-study analyze`: the analysis board. A player opens a board of their own, privately — empty,
//! set up stone by stone, from a stored game, a move list, an SGF record or a link — and explores
//! it: stones for either side in turn, back and forward, variations kept as a tree, the engine
//! and the solver on any node, and a public diagram to share. The tree is stored (as SGF with
//! its variations, `crate::study`) so a board survives restarts; every button carries the board
//! and the node it was shown at, and a change is stored against the board's revision, so of two
//! presses only the first counts.
//!
//! **Never a way to cheat.** The engine and the solver refuse a position near one of a game still
//! being played that the asker sits in, or of a rated game between two players (`live.rs`, a
//! wing that hears every move); exploring by hand stays open.

mod board;
mod diagram;
mod engine;
mod explorer;
mod live;
mod open;
mod press;
mod share;
mod swap_map;
mod view;

pub(super) use live::LivePositions;

use super::error::{Res, refuse};
use super::ids::{Actor, SharedClock, UserId};
use super::messages::Key;
use super::parts::Parts;
use super::persist::Db;
use super::scheduler::Scheduler;
use crate::store::{BoardId, StoredBoard};
use crate::study::{NodeId, Tree};
use std::collections::HashSet;
use std::sync::{Arc, Mutex as StdMutex};

/// How many boards a player keeps: opening one more forgets the one least recently used.
pub(crate) const BOARDS_KEPT: u32 = 20;

/// The analysis wing: the boards (in the store), the engine's threads, and the running games'
/// positions it must not analyse.
pub(super) struct Analyses {
    db: Db,
    clock: SharedClock,
    scheduler: Arc<Scheduler>,
    /// A fixed playout budget for every search (tests), instead of the engine's own.
    playouts: Option<u64>,
    /// The players whose engine request is being searched now: one at a time each.
    in_flight: StdMutex<HashSet<UserId>>,
    /// The positions of the games being played.
    live: Arc<LivePositions>,
    /// The opening explorer's reads.
    explorer: explorer::Explorer,
    /// The address of this bot's web pages, for links to its games.
    web_url: Option<String>,
    /// The signer of the links that open a board on the web.
    signer: Option<crate::weblink::Signer>,
}

/// A board as loaded: its stored row and its tree.
pub(super) struct Loaded {
    pub stored: StoredBoard,
    pub tree: Tree,
}

impl Analyses {
    /// The wing of a service opening with `parts`, refusing the positions `live` watches.
    pub(super) fn new(parts: &Parts, live: Arc<LivePositions>) -> Self {
        Self {
            db: parts.db.clone(),
            clock: parts.clock.clone(),
            scheduler: parts.scheduler.clone(),
            playouts: parts.config.ai_playouts,
            in_flight: StdMutex::new(HashSet::new()),
            live,
            explorer: explorer::Explorer::default(),
            web_url: parts.config.web_url.clone(),
            signer: parts.config.web_signer.clone(),
        }
    }

    /// Reads the running games' positions (once, when the service opens).
    pub(super) async fn resume(&self) {
        self.live.load(self.db.store()).await;
    }

    /// Board `id`, for its owner (anyone else is told it is not theirs; a board forgotten is
    /// gone).
    pub(super) async fn load(&self, actor: &Actor, id: BoardId) -> Res<Loaded> {
        let Some(stored) = self.db.store().board(id).await? else {
            return refuse(Key::AnalysisGone);
        };
        if stored.user != actor.user {
            return refuse(Key::AnalysisNotYours);
        }
        let Ok(tree) = crate::study::read_tree_sgf(&stored.tree) else {
            tracing::error!(board = id.0, "a stored analysis board does not read back");
            return refuse(Key::AnalysisGone);
        };
        Ok(Loaded { stored, tree })
    }

    /// Stores the changed tree, shown at `node`, against the revision it was loaded at.
    pub(super) async fn store_change(&self, loaded: &mut Loaded, node: NodeId) -> Res<()> {
        let text = crate::study::write_tree_sgf(&loaded.tree);
        let now = self.clock.now();
        let stored = &mut loaded.stored;
        let index = node.get();
        if !self
            .db
            .store()
            .change_board(stored.id, stored.revision, &text, index, now)
            .await?
        {
            return refuse(Key::AnalysisRaced);
        }
        stored.revision += 1;
        stored.tree = text;
        stored.node = index;
        Ok(())
    }
}

/// At most 20 characters of a player's text, for a refusal to quote.
pub(super) fn clip(text: &str) -> String {
    text.chars().take(20).collect()
}
