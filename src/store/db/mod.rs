//! The `Store`: a SQLite pool and the embedded migrations; its queries live in the rooms below:
//! row decoding (`rows`), the game lifecycle (`games`), queries and ratings (`queries`), the
//! computer ladder (`ladder`), counts for the service's limits (`counts`), the players' display
//! names (`names`), the servers' and users' settings (`settings`), and the computer's reviews of
//! games with the rating histories (`reviews`), and the open games of some shards' servers
//! (`shards`).

use super::error::StoreError;
use super::records::StoredGame;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

// The column list of `games`, in `GameRow`'s order, for `concat!` into static SQL.
macro_rules! game_columns {
    () => {
        "id, guild_id, channel_id, thread_id, red_user_id, red_level, blue_user_id, \
         blue_level, challenger_id, size, variant, swap, turn_timer_secs, status, winner, \
         winner_seat, end_reason, ai_seed, rated, created_at, updated_at, deadline, orientation, \
         assisted"
    };
}

mod counts;
mod games;
mod ladder;
mod names;
mod queries;
mod reviews;
mod rows;
mod set_aside;
mod settings;
mod shards;

pub use reviews::{RatingPoint, ReviewedPosition, StoredReview};
pub use set_aside::SetAside;

/// The database used when `DATABASE_URL` is not set: `hexbot.db` in the working directory.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://hexbot.db";

/// How long a connection waits for another writer before failing with "database is locked".
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The games, their moves and the ratings, in one SQLite file. Cheap to clone (a pool handle).
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    // An async Mutex held for each write, across its awaits. SQLite admits one writer at a
    // time; a connection that finds the file locked sleeps in SQLite's busy handler (1, 2, 5,
    // 10… ms between tries), which under many concurrent games turns into latency spikes.
    // Queueing the writers of this process here hands the lock on without sleeping (the busy
    // timeout still covers other processes on the same file).
    gate: Arc<tokio::sync::Mutex<()>>,
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

fn to_i64(n: u32) -> i64 {
    i64::from(n)
}

impl Store {
    /// Opens (creating if missing) the SQLite database at `url` (`sqlite://path`, `sqlite::memory:`
    /// is refused by nothing but loses everything), turns on WAL, foreign keys and a busy
    /// timeout, and applies the embedded migrations from `migrations/` (a no-op when they are
    /// already applied).
    ///
    /// # Errors
    /// [`StoreError::Database`] if the URL is malformed, the file cannot be opened, or a migration
    /// fails (e.g. the file was migrated by a newer, different hexbot).
    pub async fn open(url: &str) -> Result<Self, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?;
        Self::open_with(options).await
    }

    /// [`Store::open`] for a file path.
    ///
    /// # Errors
    /// As [`Store::open`].
    pub async fn open_path(path: impl AsRef<Path>) -> Result<Self, StoreError> {
        Self::open_with(SqliteConnectOptions::new().filename(path)).await
    }

    async fn open_with(options: SqliteConnectOptions) -> Result<Self, StoreError> {
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: a commit is on disk before the reply is produced (WAL makes it cheap).
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT);
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        sqlx::migrate!().run(&pool).await?;
        Ok(Self {
            pool,
            gate: Arc::new(tokio::sync::Mutex::new(())),
        })
    }

    /// Closes the pool, waiting for the connections to finish (the WAL is checkpointed).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}
