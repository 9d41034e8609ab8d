//! `/hex-study puzzle`: puzzles from the library shipped with the bot (`crate::puzzle`), privately.
//! A player has one open puzzle per server. `/hex-study puzzle` shows it again, or opens one near
//! their puzzle rating that they have not tried here (a repeat, unrated, once they have tried
//! them all). Each stone is judged by the solver (`puzzle::prove::answer`; the stored main line
//! spares it when the player follows it): a stone that keeps the proved win gets the computer's
//! most stubborn defence, a losing one ends the puzzle with the answer that refutes it, and the
//! puzzle is solved once the chain is complete or cannot be stopped. The first attempt at a
//! puzzle counts: the player and the puzzle are rated against each other (Glicko-2), once, at
//! the end; a hint counts as not solved at once (the player is asked first).
//!
//! The solver's work takes a thread from the service's scheduler in the player's turn, like a
//! hint: behind every game's move, so puzzles never delay a game. One stone at a time per player.

mod daily;
mod open;
mod play;
mod view;

pub(crate) use daily::{Streaks, streaks_now};

use super::error::{Res, ServiceError};
use super::ids::{Actor, SharedClock, UserId};
use super::parts::Parts;
use super::persist::Db;
use super::scheduler::{Class, Scheduler};
use super::settings::private_orientation;
use super::shared::Seeds;
use super::slot::Outbox;
use crate::shards::Scope;
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex as StdMutex};
use tokio::sync::{Notify, watch};
use view::View;

pub(super) use super::command::PuzzleAction;

/// The puzzles wing: what it needs of the service, and what it keeps.
pub(super) struct Puzzles {
    db: Db,
    clock: SharedClock,
    outbox: Outbox,
    seeds: Arc<Seeds>,
    /// The solver's threads (in the player's turn, behind every game's move).
    scheduler: Arc<Scheduler>,
    /// The servers whose daily puzzles this process posts.
    scope: Scope,
    shutdown: watch::Receiver<bool>,
    /// The players whose puzzle stone or hint is being judged now: one at a time each.
    in_flight: StdMutex<HashSet<UserId>>,
    /// Wakes the daily puzzles' poster when a server's daily settings change.
    dailies_changed: Arc<Notify>,
    /// Whether the daily posts claimed but never reported were handed over again (once, when
    /// the process starts).
    dailies_resent: AtomicBool,
}

impl Puzzles {
    /// The wing of a service opening with `parts`; `dailies_changed` is notified when a
    /// server's daily settings change.
    pub(super) fn new(parts: &Parts, dailies_changed: Arc<Notify>) -> Self {
        Self {
            db: parts.db.clone(),
            clock: parts.clock.clone(),
            outbox: parts.outbox.clone(),
            seeds: parts.seeds.clone(),
            scheduler: parts.scheduler.clone(),
            scope: parts.config.scope,
            shutdown: parts.shutdown.clone(),
            in_flight: StdMutex::new(HashSet::new()),
            dailies_changed,
            dailies_resent: AtomicBool::new(false),
        }
    }
}

impl Puzzles {
    /// Runs `work` (the solver) on the blocking pool under a search permit in `user`'s turn.
    pub(super) async fn solver<T: Send + 'static>(
        &self,
        user: UserId,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Res<T> {
        let Some(permit) = self.scheduler.acquire(Class::Hint(user)).await.ok() else {
            return Err(ServiceError::Closed.into());
        };
        let done = tokio::task::spawn_blocking(work).await;
        drop(permit);
        done.map_err(|e| {
            tracing::error!("a puzzle's solver failed: {e}");
            ServiceError::Closed.into()
        })
    }

    /// What every puzzle reply needs to know of the actor: how they turn pictures.
    pub(in crate::service::puzzles) async fn puzzle_view(&self, actor: &Actor) -> Res<View> {
        Ok(View {
            orientation: private_orientation(self.db.store(), actor.user).await?,
        })
    }
}
