//! The `Store`: a pool on SQLite or PostgreSQL (sqlx's `Any` driver, every statement written
//! with `$1, $2…` placeholders, which both take) and each backend's embedded migrations; its queries live in the rooms below:
//! row decoding (`rows`), the game lifecycle (`games`), queries and ratings (`queries`), the
//! computer ladder (`ladder`), counts for the service's limits (`counts`), the players' display
//! names (`names`), puzzles' attempts and ratings (`puzzles`), the servers' and users' settings (`settings`), and the computer's reviews of
//! games with the rating histories (`reviews`), the open games of some shards' servers
//! (`shards`), and what keeps a process's games its own: the lock on a SQLite file
//! (`file_lock`), the PostgreSQL advisory locks on its shards (`scope_lock`, `advisory`).

use super::error::StoreError;
use super::records::StoredGame;
use crate::shards::Scope;
use sqlx::AnyPool;
use sqlx::any::AnyPoolOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use sqlx::{ConnectOptions, Connection};
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

// The column list of `games`, in `GameRow`'s order, for `concat!` into static SQL.
macro_rules! game_columns {
    () => {
        "id, guild_id, channel_id, thread_id, red_user_id, red_level, blue_user_id, \
         blue_level, challenger_id, size, variant, swap, turn_timer_secs, status, winner, \
         winner_seat, end_reason, ai_seed, CAST(rated AS INTEGER) AS rated, created_at, updated_at, \
         deadline, orientation, CAST(assisted AS INTEGER) AS assisted, clock_left_ms, reminded_ply"
    };
}

mod advisory;
mod clocks;
mod connect;
mod counts;
mod daily;
mod file_lock;
mod games;
mod ladder;
mod names;
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
pub use puzzles::AttemptEnd;
pub use reviews::{RatingPoint, ReviewedPosition, StoredReview};
pub use scope_lock::ScopeLock;
pub use set_aside::SetAside;

/// The database used when `DATABASE_URL` is not set: `hexbot.db` in the working directory.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://hexbot.db";

/// How long a SQLite connection waits for another writer before failing with "database is locked".
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

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

/// A scope as the five parameters of the SQL that keeps to it (`shards`, `clocks`): the total,
/// first and last shard, the lowest and highest server.
fn bounds(scope: Scope) -> [i64; 5] {
    let (total, first, last) = scope.shard_range();
    let (low, high) = scope.guild_range();
    [
        i64::from(total),
        i64::from(first),
        i64::from(last),
        i64::try_from(low).unwrap_or(i64::MAX),
        i64::try_from(high).unwrap_or(i64::MAX),
    ]
}

fn to_i64(n: u32) -> i64 {
    i64::from(n)
}

/// The write gate's guard: held for the whole of a write on SQLite, nothing on PostgreSQL.
type Gate<'a> = Option<tokio::sync::MutexGuard<'a, ()>>;

impl Store {
    /// Opens the database at `url` and applies the embedded migrations of its backend (a no-op
    /// when they are already applied).
    ///
    /// - `sqlite://path` (`sqlite::memory:` is refused by nothing but loses everything): the file
    ///   is created if missing, in WAL mode with `synchronous = FULL`, foreign keys and a busy
    ///   timeout; migrations from `migrations/sqlite/`.
    /// - `postgres://user:password@host:port/database`: the database must exist; migrations
    ///   from `migrations/postgres/`. TLS as its `sslmode` option says: `disable`; `prefer` (the
    ///   default: TLS if the server offers it, its certificate unchecked); `require` (TLS or
    ///   nothing, the certificate unchecked); `verify-ca` and `verify-full` (the certificate
    ///   must chain to the Mozilla roots or to the `sslrootcert` file; `verify-full` also
    ///   checks the host name). One try: see [`Store::open_patiently`] for a server that may be
    ///   on its way.
    ///
    /// # Errors
    /// [`StoreError::Database`] if the URL is malformed or of another scheme, the database cannot
    /// be opened or reached, or a migration fails (e.g. it was migrated by a newer, different
    /// hexbot).
    pub async fn open(url: &str) -> Result<Self, StoreError> {
        match Backend::of_url(url) {
            Some(Backend::Sqlite) => Self::open_sqlite(SqliteConnectOptions::from_str(url)?).await,
            Some(Backend::Postgres) => Self::open_postgres(url).await,
            // Only the scheme is named: the rest of a URL may hold a password.
            None => Err(sqlx::Error::Configuration(
                match url.split_once("://") {
                    Some((scheme, _)) if !scheme.is_empty() && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c)) => format!(
                        "unknown database URL scheme {scheme:?}: expected sqlite://… or postgres://…"
                    ),
                    _ => "not a database URL: expected sqlite://… or postgres://…".to_owned(),
                }
                .into(),
            )
            .into()),
        }
    }

    /// [`Store::open`] for a SQLite file path.
    ///
    /// # Errors
    /// As [`Store::open`].
    pub async fn open_path(path: impl AsRef<Path>) -> Result<Self, StoreError> {
        Self::open_sqlite(SqliteConnectOptions::new().filename(path)).await
    }

    /// The backend this store runs on.
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.backend
    }

    async fn open_sqlite(options: SqliteConnectOptions) -> Result<Self, StoreError> {
        sqlx::any::install_default_drivers();
        // One native connection first: it creates the file if missing and turns on WAL (kept in
        // the file). The pool's connections then come from the same options as a URL.
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: a commit is on disk before the reply is produced (WAL makes it cheap).
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT);
        let first = options.connect().await?;
        first.close().await?;
        // After the first connection, which refuses a path that cannot be a database with its
        // own error: one process per file from here on.
        let file_lock = if in_memory(&options) {
            None
        } else {
            Some(file_lock::lock_database(options.get_filename())?)
        };
        let url = options.to_url_lossy();
        let pool = AnyPoolOptions::new()
            .max_connections(4)
            .after_connect(|conn, _| {
                Box::pin(async move {
                    // Per connection: none of these is kept in the file.
                    sqlx::raw_sql(SQLITE_PRAGMAS).execute(conn).await?;
                    Ok(())
                })
            })
            .connect(url.as_str())
            .await?;
        sqlx::migrate!("migrations/sqlite").run(&pool).await?;
        Ok(Self {
            pool,
            backend: Backend::Sqlite,
            gate: Some(Arc::new(tokio::sync::Mutex::new(()))),
            _file_lock: file_lock,
            games_read: Arc::default(),
        })
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

/// Whether these SQLite options name a database in memory (no file to lock: one process by
/// construction).
fn in_memory(options: &SqliteConnectOptions) -> bool {
    options
        .to_url_lossy()
        .query_pairs()
        .any(|(k, v)| k == "mode" && v == "memory")
}

/// Each SQLite connection's settings (the busy timeout in milliseconds, as [`BUSY_TIMEOUT`]).
const SQLITE_PRAGMAS: &str =
    "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;";
