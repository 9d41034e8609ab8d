//! Backing off after a failure of something the service does on its own: the computer's turn
//! (its search failed, or its move could not be stored — disk full, the database locked past
//! the busy timeout, a read-only file), a challenge's expiry, a day clock, and the end of a game
//! against the computer that its human left. Without this, the deadline that
//! fired is still in the past and the timer would fire again at once, forever (a search each
//! time); a failed expiry would never be tried again.
//!
//! The slot remembers the failures at its game's position: the next try waits 1 s, then 5 s,
//! then 30 s; after four tries in all (one more than
//! [`BACKOFF`] has waits) the service gives up and says so in the channel (the
//! game waits: a restart tries again, a moderator may abort it). A position that moves on (a
//! move stored, the game ended) forgets the failures.

use super::Core;
use crate::service::ids::{GameId, Timestamp};
use crate::service::messages::{Key, Message};
use crate::service::reply::Reply;
use crate::service::shared::{BACKOFF, Retry, Task};
use crate::service::slot::{ChannelKey, Slot};

impl Core {
    /// Records a failure of `task` at game `id` and `ply`: the next try is spaced out, or (after
    /// the last wait) the channel is told that the service gives up.
    pub(in crate::service) fn failed(
        &self,
        key: ChannelKey,
        slot: &mut Slot,
        id: GameId,
        ply: usize,
        task: Task,
    ) {
        let failures = match slot.retry {
            Some(r) if r.game == id && r.ply == ply => r.failures + 1,
            _ => 1,
        };
        let wait = BACKOFF.get(failures as usize - 1).copied();
        let next = wait.map(|w| self.now().plus(w));
        slot.retry = Some(Retry {
            game: id,
            ply,
            failures,
            next,
        });
        match wait {
            Some(w) => {
                tracing::warn!(game = %id, ply, ?task, failures, "failed; next try in {w:?}")
            }
            None => {
                tracing::error!(game = %id, ply, ?task, failures, "failed; giving up");
                let key_text = match task {
                    Task::ComputerTurn => Key::ComputerGaveUp,
                    Task::Expiry => Key::ExpiryGaveUp,
                    Task::DayClock => Key::DayClockGaveUp,
                    Task::Abandoned => Key::AbandonedGaveUp,
                };
                let mut reply =
                    Reply::public(Message::new(key_text).arg("tries", i64::from(failures)));
                reply.game = Some(id);
                self.emit(key, reply);
            }
        }
    }

    /// When a deadline at `at` for the slot's game at `id` and `ply` may fire, given the
    /// failures there: not before the next try, never once given up. Failures at another
    /// position are forgotten.
    pub(in crate::service) fn retry_at(
        &self,
        slot: &mut Slot,
        id: GameId,
        ply: usize,
        at: Timestamp,
    ) -> Option<Timestamp> {
        match slot.retry {
            Some(r) if r.game == id && r.ply == ply => r.next.map(|n| n.max(at)),
            Some(_) => {
                slot.retry = None;
                Some(at)
            }
            None => Some(at),
        }
    }
}
