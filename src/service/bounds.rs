//! Bounds on what the service keeps in memory, so that a bot running for months does not grow
//! without end: the per-channel slots and the queue of announcements (what the service posts on
//! its own).
//!
//! - **Slots.** A channel's slot is forgotten once it is idle: no open game or pending challenge,
//!   no timer armed, no search in flight, no front end waiting for an answer, and nobody
//!   holding it. Its next command loads it from the store again (its last
//!   ended game too, for rematches). The map is swept when it grows past twice what the last
//!   sweep left (and at least [`super::ServiceConfig::channels_kept`]), so sweeping costs
//!   amortised constant time per new channel.
//! - **Announcements.** The queue holds at most [`super::ServiceConfig::announcements_queued`]
//!   replies. When the front end falls that far behind, a new announcement is dropped with a log
//!   line rather than making the service wait: every announcement is made after what it
//!   announces is stored, so a dropped one loses no move and stalls no game (players see the
//!   game again with `/hex board`), while waiting would hold the game's lock on a slow front end.

use super::registry::{ChannelKey, Slot};
use super::reply::Outgoing;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::Mutex as AsyncMutex;
use tokio::sync::mpsc;

/// The announcements of a service, as its front end receives them (bounded).
pub type Announcements = mpsc::Receiver<Outgoing>;

impl Slot {
    /// Whether nothing in the slot needs to stay in memory. (Failures being retried belong to
    /// the current game: without one, none are pending.)
    fn idle(&self) -> bool {
        self.current.is_none()
            && self.timer.is_none()
            && !self.thinking
            && self.answer_to.is_none()
            && self.resign_pending.is_none()
    }
}

/// The slots and when to sweep them next.
pub(super) struct Slots {
    pub map: HashMap<ChannelKey, Arc<AsyncMutex<Slot>>>,
    sweep_at: usize,
    kept: usize,
}

impl Slots {
    pub(super) fn new(kept: usize) -> Self {
        let kept = kept.max(1);
        Self {
            map: HashMap::new(),
            sweep_at: kept,
            kept,
        }
    }

    /// The slot of `key`, made if missing; sweeps idle slots first when the map has grown.
    pub(super) fn get(&mut self, key: ChannelKey) -> Arc<AsyncMutex<Slot>> {
        if self.map.len() >= self.sweep_at && !self.map.contains_key(&key) {
            self.sweep();
        }
        self.map.entry(key).or_default().clone()
    }

    /// Forgets the idle slots nobody holds.
    fn sweep(&mut self) {
        let before = self.map.len();
        self.map.retain(|_, slot| {
            // Held elsewhere (a command or timer is using it): keep. Else look inside without
            // waiting; a locked slot is in use.
            Arc::strong_count(slot) > 1 || slot.try_lock().is_ok_and(|s| !s.idle())
        });
        self.sweep_at = (self.map.len() * 2).max(self.kept);
        tracing::debug!(before, after = self.map.len(), "idle channels forgotten");
    }
}
