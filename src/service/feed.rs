//! The live pages' feed, a wing of the service: every change of a game the core announces (a
//! move stored, or its end) goes out as the game's new [`GameView`] to the pages open on it, so
//! that a page shows the new position without reading the store. A page that falls more than
//! [`CHANGES_QUEUED`] changes behind is told so (and looks again from scratch): losing a change
//! here costs a page a fetch, never a game its end, so a broadcast channel serves.

use super::events::Wing;
use super::game_view::GameView;
use super::state::State;
use std::sync::Arc;
use tokio::sync::broadcast;

/// How many game changes a live web page may fall behind before it is told to look again from
/// scratch.
const CHANGES_QUEUED: usize = 1024;

/// The live pages' feed (see the module's note).
pub(super) struct Feed {
    changes: broadcast::Sender<Arc<GameView>>,
}

impl Feed {
    pub(super) fn new() -> Self {
        Self {
            changes: broadcast::channel(CHANGES_QUEUED).0,
        }
    }

    /// Every game's changes from now on.
    pub(super) fn subscribe(&self) -> broadcast::Receiver<Arc<GameView>> {
        self.changes.subscribe()
    }
}

impl Wing for Feed {
    fn game_changed(&self, state: &State) {
        // Nobody follows a game: nothing to make.
        if self.changes.receiver_count() == 0 || !GameView::shown(state) {
            return;
        }
        let _ = self.changes.send(Arc::new(GameView::of(state, Vec::new())));
    }
}
