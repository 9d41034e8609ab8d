//! `/hex analyze`: the analysis board. A player opens a board of their own, privately — empty,
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

mod engine;
mod explorer;
mod live;
mod open;
mod share;
mod view;

pub(super) use live::LivePositions;

use super::custom_id::{Action, ButtonId};
use super::error::{Res, refuse};
use super::ids::{Actor, SharedClock, UserId};
use super::messages::Key;
use super::parts::Parts;
use super::persist::Db;
use super::reply::Reply;
use super::scheduler::Scheduler;
use super::settings::private_orientation;
use crate::store::{BoardId, StoredBoard};
use crate::study::{NodeId, Tree};
use std::collections::HashSet;
use std::sync::{Arc, Mutex as StdMutex};

/// How many boards a player keeps: opening one more forgets the one least recently used.
pub(crate) const BOARDS_KEPT: u32 = 20;

/// How many moves one press of Play may add.
const MOVES_PER_PLAY: usize = 40;

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
}

/// A board as loaded: its stored row and its tree.
struct Loaded {
    stored: StoredBoard,
    tree: Tree,
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
        }
    }

    /// Reads the running games' positions (once, when the service opens).
    pub(super) async fn resume(&self) {
        self.live.load(self.db.store()).await;
    }

    /// A button of a board: `button.game` is the board, `button.ply` the node it was shown at.
    pub(super) async fn press(
        &self,
        actor: &Actor,
        button: ButtonId,
        input: Option<String>,
    ) -> Res<Reply> {
        let loaded = self.load(actor, BoardId(button.game.0)).await?;
        let tree = &loaded.tree;
        let at = NodeId::new(button.ply);
        if !tree.contains(at) {
            return refuse(Key::AnalysisStale);
        }
        let shown = match button.action {
            Action::AnalysisStart => tree.root(),
            Action::AnalysisBack => tree.parent(at).unwrap_or(at),
            Action::AnalysisForward => tree.children(at).first().copied().unwrap_or(at),
            Action::AnalysisEnd => line_end(tree, at),
            Action::AnalysisSibling => next_sibling(tree, at),
            Action::AnalysisPlay => return self.play(actor, loaded, at, input).await,
            Action::AnalysisDelete => return self.delete(actor, loaded, at).await,
            Action::AnalysisEngine => return self.engine(actor, &loaded, at).await,
            Action::AnalysisShare => return self.share(actor, &loaded, at).await,
            _ => return refuse(Key::UnknownButton),
        };
        self.show(actor, &loaded, shown, Vec::new()).await
    }

    /// Board `id`, for its owner (anyone else is told it is not theirs; a board forgotten is
    /// gone).
    async fn load(&self, actor: &Actor, id: BoardId) -> Res<Loaded> {
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

    /// The board at `node`, privately, with `lines` first (what just happened).
    async fn show(
        &self,
        actor: &Actor,
        loaded: &Loaded,
        node: NodeId,
        lines: Vec<super::messages::Message>,
    ) -> Res<Reply> {
        let orientation = private_orientation(self.db.store(), actor.user).await?;
        let explorer = self.explorer_line(actor, &loaded.tree, node).await;
        Ok(view::board(loaded, node, orientation, lines, None, explorer).await)
    }

    /// Play: the moves typed (one or more), from `at`, each as the side to move. Stored against
    /// the board's revision (a press that lost the race is refused).
    async fn play(
        &self,
        actor: &Actor,
        mut loaded: Loaded,
        at: NodeId,
        input: Option<String>,
    ) -> Res<Reply> {
        let text = input.unwrap_or_default();
        if text.trim().is_empty() {
            return refuse(Key::MoveNeedsCell);
        }
        let mut node = at;
        for (i, word) in split_moves(&text).enumerate() {
            if i == MOVES_PER_PLAY {
                return refuse(Key::AnalysisTooManyMoves);
            }
            let game = loaded.tree.game_at(node);
            let mv = match game.parse_move(word) {
                Ok(crate::hex::Move::Resign(_)) | Err(_) => {
                    return refuse(
                        super::messages::Message::new(Key::AnalysisBadMove)
                            .arg("text", clip(word))
                            .arg("number", i as i64 + 1),
                    );
                }
                Ok(mv) => mv,
            };
            node = match loaded.tree.add(node, mv) {
                Ok(next) => next,
                Err(e) => return refuse(view::tree_refusal(&e, word, i + 1)),
            };
        }
        self.store_change(&mut loaded, node).await?;
        self.show(actor, &loaded, node, Vec::new()).await
    }

    /// Delete: `at` and everything after it; the board shows its parent.
    async fn delete(&self, actor: &Actor, mut loaded: Loaded, at: NodeId) -> Res<Reply> {
        let Ok(parent) = loaded.tree.remove(at) else {
            return refuse(Key::AnalysisDeleteRoot);
        };
        self.store_change(&mut loaded, parent).await?;
        let lines = vec![super::messages::Message::new(Key::AnalysisDeleted)];
        self.show(actor, &loaded, parent, lines).await
    }

    /// Stores the changed tree, shown at `node`, against the revision it was loaded at.
    async fn store_change(&self, loaded: &mut Loaded, node: NodeId) -> Res<()> {
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

/// The end of the line through `at` (following the first variations).
fn line_end(tree: &Tree, at: NodeId) -> NodeId {
    tree.main_line(at).last().copied().unwrap_or(at)
}

/// The next variation beside `at`: its parent's next child, round again to the first.
fn next_sibling(tree: &Tree, at: NodeId) -> NodeId {
    let Some(parent) = tree.parent(at) else {
        return at;
    };
    let siblings = tree.children(parent);
    let i = siblings.iter().position(|&n| n == at).unwrap_or(0);
    siblings[(i + 1) % siblings.len()]
}

/// The moves of a Play press: words separated by spaces, commas or semicolons, move numbers
/// (`12.`) left out.
fn split_moves(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .map(|w| w.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .filter(|w| !w.is_empty())
}

/// At most 20 characters of a player's text, for a refusal to quote.
fn clip(text: &str) -> String {
    text.chars().take(20).collect()
}
