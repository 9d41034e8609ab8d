//! The service's settings, [`ServiceConfig`]: where games are stored, how many search threads
//! run, how long challenges stay open, and the bounds on what one user or the whole service may
//! take. Read once when the service opens; nothing here changes while it runs.

use super::limits::{ComputerLimits, PublicAnswers, RenderLimits};
use crate::shards::Scope;
use crate::store::DatabaseUrl;
use std::sync::Arc;
use std::time::Duration;

/// Settings of a [`super::Service`].
#[derive(Clone, Debug)]
pub struct ServiceConfig {
    /// Where games are stored: [`crate::store::DEFAULT_DATABASE_URL`], `sqlite::memory:`…
    pub database_url: DatabaseUrl,
    /// How long opening keeps trying a database that does not answer (a server starting, a
    /// network not up yet) before giving up; zero (the default) tries once. See
    /// [`crate::store::Store::open_patiently`].
    pub database_retry: Duration,
    /// How many computer searches may run at once, each on a thread of its own at a lower
    /// priority than the work players wait for.
    pub ai_threads: usize,
    /// How long a challenge stays open.
    pub challenge_ttl: Duration,
    /// How long the player to move must be idle (without a turn timer) before the opponent may
    /// claim the game.
    pub idle_claim: Duration,
    /// A fixed playout budget for every search, instead of the levels' own (tests, end-to-end
    /// runs, benchmarks).
    pub ai_playouts: Option<u64>,
    /// Seed for game seeds and random first players; `None` takes one from the clock.
    pub seed: Option<u64>,
    /// How much of the computer one user or one server may take, and how many searches may
    /// wait for a thread.
    pub computer: ComputerLimits,
    /// How many public answers (boards, leaderboards, profiles, histories, exports, replays,
    /// reviews) one user may ask for within a window; past it they are answered privately.
    pub public_answers: PublicAnswers,
    /// How many replays and reviews' pictures are drawn at once and may wait, and how many
    /// bytes of drawn replays are kept.
    pub renders: RenderLimits,
    /// How many channels are kept in memory before idle ones are forgotten (see
    /// the notes on bounds in the service's `slot` module).
    pub channels_kept: usize,
    /// How many announcements may wait for the front end; past that, new ones are dropped
    /// with a log line (see the notes on bounds in the service's `slot` module).
    pub announcements_queued: usize,
    /// How many display names of each kind (per server, user-wide) are kept in memory; the
    /// others are read from the store when needed.
    pub names_kept: usize,
    /// Which games are this process's: the servers of the Discord shards it holds (on start it
    /// resumes only their games; the other servers' games belong to the processes holding
    /// their shards), or the terminal's own server alone (`hexbot local`). Taken for the
    /// service's life: [`crate::service::Service::open`] refuses a scope another process holds.
    pub scope: Scope,
    /// Where the web companion's pages are reached (`HEXBOT_PUBLIC_URL`, no trailing slash),
    /// when this bot serves them; `/hex config` names it to servers that opted in.
    pub web_url: Option<String>,
    /// The signer of personal links to play on the web (`HEXBOT_WEB_SECRET`), when this bot
    /// serves the pages: the board's Play on the web button hands its players such links.
    pub web_signer: Option<crate::weblink::Signer>,
    /// Tests only: a request that passed the counts of open games waits here before its game
    /// is stored, so that a test can race two requests for the last place deterministically.
    #[doc(hidden)]
    pub admission_barrier: Option<Arc<tokio::sync::Barrier>>,
}

impl ServiceConfig {
    /// Defaults: searches on as many threads as there are cores, challenges open 10 minutes,
    /// idle claims after 24 hours, the levels' own budgets, one try to open the database.
    pub fn new(database_url: impl Into<DatabaseUrl>) -> Self {
        Self {
            database_url: database_url.into(),
            database_retry: Duration::ZERO,
            ai_threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            challenge_ttl: Duration::from_secs(10 * 60),
            idle_claim: Duration::from_secs(24 * 60 * 60),
            ai_playouts: None,
            seed: None,
            computer: ComputerLimits::default(),
            public_answers: PublicAnswers::default(),
            renders: RenderLimits::default(),
            channels_kept: 4096,
            announcements_queued: 1024,
            names_kept: 65_536,
            scope: Scope::default(),
            web_url: None,
            web_signer: None,
            admission_barrier: None,
        }
    }
}
