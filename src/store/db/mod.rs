//! The `Store`: a pool on SQLite or PostgreSQL (sqlx's `Any` driver, every statement written
//! with `$1, $2…` placeholders, which both take) and each backend's embedded migrations; its
//! queries live in the rooms below: reaching the database at start (`connect`: retries, TLS),
//! row decoding (`rows`), the game lifecycle (`games`), games that no longer load (`set_aside`),
//! queries and ratings (`queries`), the computer ladder (`ladder`), counts for the service's
//! limits (`counts`), the players' display names (`names`), puzzles' attempts and ratings
//! (`puzzles`) and the daily puzzle (`daily`), the servers' and users' settings (`settings`),
//! slow games' clocks, vacations and heartbeats (`clocks`), the computer's reviews of games with
//! the rating histories (`reviews`), tournaments (`tournaments`), the open games of some shards'
//! servers (`shards`), and what keeps a process's games its own: the lock on a SQLite file
//! (`file_lock`), the PostgreSQL advisory locks on its shards (`scope_lock`, `advisory`).

use super::error::StoreError;
use super::records::StoredGame;
use crate::shards::Scope;
use sqlx::AnyPool;
use sqlx::Arguments as _;
use sqlx::any::AnyArguments;
use std::sync::Arc;

// The column list of `games`, in `GameRow`'s order, for `concat!` into static SQL.
macro_rules! game_columns {
    () => {
        "id, guild_id, channel_id, thread_id, red_user_id, red_level, blue_user_id, \
         blue_level, challenger_id, size, variant, swap, turn_timer_secs, status, winner, \
         winner_seat, end_reason, ai_seed, CAST(rated AS INTEGER) AS rated, created_at, updated_at, \
         deadline, orientation, CAST(assisted AS INTEGER) AS assisted, clock_left_ms, reminded_ply, \
         board_channel, board_message"
    };
}

// A query kept to a scope's servers, on the server column `$guild` (`"guild_id"`,
// `"g.guild_id"`): its shard (Discord's `(guild_id >> 22) % total`; both engines shift and take
// the remainder of 64-bit integers, and the parentheses matter: in SQLite `%` binds tighter than
// `>>`) is between $2 and $3 of $1, and its id between $4 and $5 (`Scope::shard_range`,
// `Scope::guild_range`). The scope always takes the first five parameters, bound by `scoped`; a
// query's own parameters follow from $6.
macro_rules! in_scope {
    ($guild:literal) => {
        concat!(
            "((",
            $guild,
            " >> 22) % $1) BETWEEN $2 AND $3 AND ",
            $guild,
            " BETWEEN $4 AND $5"
        )
    };
}

mod advisory;
mod analysis;
mod clocks;
mod connect;
mod counts;
mod daily;
mod file_lock;
mod games;
mod ladder;
mod names;
mod openings;
mod plans;
mod puzzles;
mod queries;
mod reviews;
mod rows;
mod scope_lock;
mod set_aside;
mod settings;
mod shards;
mod tournaments;

pub use clocks::{UnfinishedGame, Vacation};
pub use openings::Opening;
pub use puzzles::AttemptEnd;
pub use reviews::{RatingPoint, ReviewedPosition, StoredReview};
pub use scope_lock::ScopeLock;
pub use set_aside::SetAside;

/// The database used when `DATABASE_URL` is not set: `hexbot.db` in the working directory.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://hexbot.db";

/// Which database engine a [`Store`] runs on, chosen by the URL's scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// One SQLite file (`sqlite://path`): the embedded default.
    Sqlite,
    /// A PostgreSQL server (`postgres://…` or `postgresql://…`), shared by many processes.
    Postgres,
}

impl Backend {
    /// The backend a database URL names, or `None` for an unknown scheme.
    #[must_use]
    pub fn of_url(url: &str) -> Option<Self> {
        if url.starts_with("sqlite:") {
            Some(Self::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Some(Self::Postgres)
        } else {
            None
        }
    }

    /// A server's URL (`postgres://user@host:port/db?options`) with its database replaced by
    /// `name`, its options kept: how the benchmarks and tests reach a database they made.
    #[must_use]
    pub fn url_with_database(server: &str, name: &str) -> String {
        let (base, query) = server
            .split_once('?')
            .map_or((server, None), |(b, q)| (b, Some(q)));
        let scheme_end = base.find("://").map_or(0, |i| i + 3);
        let authority_end = base[scheme_end..]
            .find('/')
            .map_or(base.len(), |i| scheme_end + i);
        let mut url = format!("{}/{name}", &base[..authority_end]);
        if let Some(q) = query {
            url.push('?');
            url.push_str(q);
        }
        url
    }

    /// The backend's name as the README and the benchmarks write it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Sqlite => "sqlite",
            Self::Postgres => "postgres",
        }
    }
}

/// The games, their moves and the ratings, in one SQLite file or one PostgreSQL database.
/// Cheap to clone (a pool handle).
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    // SQLite only: an async Mutex held for each write, across its awaits. SQLite admits one
    // writer at a time; a connection that finds the file locked sleeps in SQLite's busy handler
    // (1, 2, 5, 10… ms between tries), which under many concurrent games turns into latency
    // spikes. Queueing the writers of this process here hands the lock on without sleeping (the
    // busy timeout still covers other processes on the same file). PostgreSQL locks rows instead
    // (`SELECT … FOR UPDATE` on the game a write changes), so its writers are not queued here.
    gate: Option<Arc<tokio::sync::Mutex<()>>>,
    // SQLite on a file: the lock that keeps the file this process's alone (`file_lock`), held
    // while any clone of the store lives.
    _file_lock: Option<Arc<file_lock::FileLock>>,
    // How many games were read (a row and its moves, replayed): [`Store::games_read`].
    games_read: Arc<std::sync::atomic::AtomicU64>,
}

/// The open games (challenges and active games) loaded on start; the ones that do not load are
/// reported apart, each error naming its game, so that one broken game does not stop the bot.
#[derive(Debug, Default)]
pub struct OpenGames {
    /// The open games that loaded and replayed.
    pub games: Vec<StoredGame>,
    /// One error for each open game that did not load (each [`StoreError::Corrupt`] names its game).
    pub corrupt: Vec<StoreError>,
}

fn unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error()
        .is_some_and(|d| d.is_unique_violation())
}

/// The arguments of a query kept to `scope` by `in_scope!`: the scope's five first (`$1` to
/// `$5`: the total, first and last shard, the lowest and highest server), then the query's own,
/// `then` (`$6` on).
///
/// # Errors
/// [`StoreError::Database`] if a value does not encode (none is expected: they are integers).
fn scoped(scope: Scope, then: &[i64]) -> Result<AnyArguments, StoreError> {
    let (total, first, last) = scope.shard_range();
    let (low, high) = scope.guild_range();
    let mut arguments = AnyArguments::default();
    for value in [
        i64::from(total),
        i64::from(first),
        i64::from(last),
        i64::try_from(low).unwrap_or(i64::MAX),
        i64::try_from(high).unwrap_or(i64::MAX),
    ]
    .iter()
    .chain(then)
    {
        arguments
            .add(*value)
            .map_err(|e| StoreError::from(sqlx::Error::Encode(e)))?;
    }
    Ok(arguments)
}

fn to_i64(n: u32) -> i64 {
    i64::from(n)
}

/// The write gate's guard: held for the whole of a write on SQLite, nothing on PostgreSQL.
type Gate<'a> = Option<tokio::sync::MutexGuard<'a, ()>>;

impl Store {
    /// The backend this store runs on.
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// How many games this store (and its clones) has read one by one since it opened: a game's
    /// row and its moves, replayed ([`Store::load_game`], [`Store::load_open_game_in`]). What a
    /// test counts to show that a game kept in memory is not read again.
    #[must_use]
    pub fn games_read(&self) -> u64 {
        self.games_read.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Counts one game read.
    fn game_read(&self) {
        self.games_read
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    /// Waits for this process's turn to write (SQLite); nothing to wait for on PostgreSQL.
    async fn gate(&self) -> Gate<'_> {
        match &self.gate {
            Some(m) => Some(m.lock().await),
            None => None,
        }
    }

    /// Begins a write transaction: `BEGIN IMMEDIATE` on SQLite (the file's write lock is taken
    /// before anything is read); a plain one on PostgreSQL, where the rows written are locked by
    /// `rows::fetch_record_for_update`.
    async fn begin_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, StoreError> {
        Ok(match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        })
    }

    /// Closes the pool, waiting for the connections to finish (the WAL is checkpointed).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}
