//! The pieces the door makes once when the service opens and hands to the game core and to each
//! wing, each of which keeps only those it uses: the store with its names, the clock, the
//! settings, the way out for announcements, the seeds, the search threads, the drawing permits,
//! and the signal that the service stops.

use super::config::ServiceConfig;
use super::ids::SharedClock;
use super::optin::WebOptIn;
use super::persist::Db;
use super::renders::Renders;
use super::scheduler::Scheduler;
use super::shared::Seeds;
use super::slot::Outbox;
use std::sync::Arc;
use tokio::sync::watch;

/// What the door hands out (all cheap to clone).
#[derive(Clone)]
pub(crate) struct Parts {
    /// The store, with the players' names.
    pub db: Db,
    /// Where the time is read and deadlines are waited for.
    pub clock: SharedClock,
    /// The service's settings, fixed while it runs.
    pub config: Arc<ServiceConfig>,
    /// Where announcements go.
    pub outbox: Outbox,
    /// The numbers drawn (games' seeds and the like), in one sequence.
    pub seeds: Arc<Seeds>,
    /// The search threads, handed out fairly (games, hints and puzzles by user; reviews in the
    /// background).
    pub scheduler: Arc<Scheduler>,
    /// The drawing permits of replays and reviews' pictures, and the replays kept.
    pub renders: Arc<Renders>,
    /// The servers' opt-ins to web pages.
    pub optin: Arc<WebOptIn>,
    /// Becomes `true` when the service stops: the watchers and timers end.
    pub shutdown: watch::Receiver<bool>,
}
