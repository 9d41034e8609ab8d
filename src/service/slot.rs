//! The channels' slots: what the service keeps about each channel between commands (its game,
//! its last game, its timer, who waits for the computer's answer), and the bounds on what it keeps
//! in memory, so that a bot running for months does not grow without end.
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

use super::ids::{ChannelId, GameId, GuildId, UserId};
use super::reply::{Direct, Outgoing, Reply};
use super::shared::Retry;
use super::state::State;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use tokio::sync::Mutex as AsyncMutex;
use tokio::sync::{mpsc, oneshot};

/// The announcements of a service, as its front end receives them (bounded).
pub type Announcements = mpsc::Receiver<Outgoing>;

/// Where what the service says on its own goes: the front end's bounded queue of
/// [`Announcements`] (see the note on bounds above), and nowhere once the service is closed.
/// Cheap to clone: the game core and each wing that announces hold one.
#[derive(Clone)]
pub(crate) struct Outbox {
    out: mpsc::Sender<Outgoing>,
    closed: Arc<AtomicBool>,
}

impl Outbox {
    /// The way out to `out`, open.
    pub(crate) fn new(out: mpsc::Sender<Outgoing>) -> Self {
        Self {
            out,
            closed: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Whether the service is closed: nothing more is announced, no more work taken.
    pub(crate) fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }

    /// Closes the service's way out (and its door: see [`Outbox::is_closed`]).
    pub(crate) fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
    }

    /// Sends `reply` to `user` directly, about a game in `key`'s place; `fallback` is posted
    /// there instead if they cannot receive it.
    pub(crate) fn send_direct(&self, key: ChannelKey, user: UserId, reply: Reply, fallback: Reply) {
        self.send(Outgoing {
            guild: key.0,
            channel: key.1,
            reply,
            direct: Some(Direct { user, fallback }),
            edit: None,
            daily: None,
            thread: None,
        });
    }

    /// Hands `out` to the front end (dropped, with a warning, when it is too far behind).
    pub(crate) fn send(&self, out: Outgoing) {
        if self.is_closed() {
            return;
        }
        if let Err(mpsc::error::TrySendError::Full(out)) = self.out.try_send(out) {
            // Stored before it was announced: dropping it loses nothing (see the note above).
            tracing::warn!(
                game = ?out.reply.game,
                channel = %out.channel,
                "announcement dropped: the front end is {} behind",
                self.out.max_capacity()
            );
        }
    }

    /// Posts `reply` in the channel `key`.
    pub(crate) fn emit(&self, (guild, channel): ChannelKey, reply: Reply) {
        self.send(Outgoing {
            guild,
            channel,
            reply,
            direct: None,
            edit: None,
            daily: None,
            thread: None,
        });
    }
}

/// A channel: where one game at a time is played.
pub(crate) type ChannelKey = (GuildId, ChannelId);

/// What the service keeps about a channel between commands.
#[derive(Default)]
pub(super) struct Slot {
    /// Whether `current` reflects the store (false until first use after a start, and while a
    /// change of `current` is being stored).
    pub loaded: bool,
    /// The pending challenge or active game.
    pub current: Option<State>,
    /// The most recently ended game (for rematch and its board), once looked up.
    pub last: Option<State>,
    pub last_loaded: bool,
    /// A resignation waiting for confirmation: who and at which ply.
    pub resign_pending: Option<(UserId, usize)>,
    /// The timer (or computer turn) armed for `current`.
    pub timer: Option<tokio::task::AbortHandle>,
    /// A computer search for `current` is running (its task re-arms when it is done).
    pub thinking: bool,
    /// The failures of the computer's turn or the expiry at `current`'s position, spacing out
    /// the next try (see [`super::retry`]).
    pub retry: Option<Retry>,
    /// The idle announcement made for `current` (its game and ply): the claim offer, made once
    /// per position and run (after a restart it is made again, as the deadline is derived from
    /// the stored time of the last move).
    pub idle_announced: Option<(GameId, usize)>,
    /// A front end waiting for the computer's answer at this game and ply, to show it with the
    /// command that led to it (one message per turn); otherwise the answer is an [`Outgoing`].
    pub answer_to: Option<Waiter>,
}

/// Where the computer's answer at one game and ply goes when a front end waits for it.
pub(super) struct Waiter {
    pub game: GameId,
    pub ply: usize,
    pub tx: oneshot::Sender<Reply>,
}

impl Slot {
    /// The waiter for the computer's answer in game `id` at `ply`, if one waits (taken out).
    pub(super) fn waiter(&mut self, id: GameId, ply: usize) -> Option<Waiter> {
        self.answer_to.take_if(|w| w.game == id && w.ply == ply)
    }

    /// The game the channel shows: the current one, else the last ended one.
    pub(super) fn shown(&self) -> Option<&State> {
        self.current.as_ref().or(self.last.as_ref())
    }

    /// Ends the current game: it becomes the channel's last one.
    pub(super) fn retire(&mut self) {
        if let Some(st) = self.current.take() {
            self.last = Some(st);
            self.last_loaded = true;
        }
    }

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

/// The channel (or thread) a game is played in, as the service keys it.
pub(super) fn key_of(state: &State) -> ChannelKey {
    (state.record.guild, state.record.place())
}
