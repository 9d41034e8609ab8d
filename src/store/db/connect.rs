//! Opening the database: a SQLite file (created if missing, locked to this process) or a
//! PostgreSQL server, migrated to this build's schema ([`Store::open`]).
//!
//! Reaching the database at start. A PostgreSQL server may be down for a moment when the bot
//! starts (rebooting with the machine, restarting after an upgrade, a network not up yet), so
//! [`Store::open_patiently`] tries again with growing pauses for as long as its caller allows,
//! and gives up with [`StoreError::Unreachable`]: a failure to try again later, which `hexbot run`
//! tells apart from a configuration that will never work (see its exit codes). Every line it
//! logs names the database with its password hidden ([`DatabaseUrl`]).

use super::{Backend, Store, file_lock};
use crate::store::error::StoreError;
use crate::store::url::DatabaseUrl;
use sqlx::any::AnyPoolOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use sqlx::{AnyConnection, ConnectOptions, Connection};
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;
use tracing::{info, warn};

/// How long a SQLite connection waits for another writer before failing with "database is locked".
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The pause after the first failed try; each next pause is twice the last, up to
/// [`LONGEST_PAUSE`] (and never past the time allowed).
pub(super) const FIRST_PAUSE: Duration = Duration::from_millis(250);
/// The longest pause between two tries.
pub(super) const LONGEST_PAUSE: Duration = Duration::from_secs(10);
/// How long one try may wait for the server to answer: a host that drops packets never refuses.
pub(super) const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

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

    /// [`Store::open`], tried again while the failure is transient
    /// ([`StoreError::is_transient`]: the server refuses or does not answer, is starting up or
    /// out of connections) until `patience` has passed since the first try, with pauses of
    /// 0.25 s, 0.5 s, 1 s… up to 10 s between tries. Each failed try is logged (a warning
    /// naming the database, its password hidden); `Duration::ZERO` tries once.
    ///
    /// # Errors
    /// [`StoreError::Unreachable`] when the database still does not answer once `patience` has
    /// passed; any other error of [`Store::open`] at once (retrying would not change it).
    pub async fn open_patiently(url: &DatabaseUrl, patience: Duration) -> Result<Self, StoreError> {
        let started = Instant::now();
        let mut pause = FIRST_PAUSE;
        let mut tries = 0;
        loop {
            tries += 1;
            let error = match Self::open(url.expose()).await {
                Ok(store) => {
                    if tries > 1 {
                        info!("reached the database {url} at try {tries}");
                    }
                    return Ok(store);
                }
                Err(e) if e.is_transient() => e,
                Err(e) => return Err(e),
            };
            let waited = started.elapsed();
            let left = patience.saturating_sub(waited);
            if left.is_zero() {
                return Err(error.unreachable(tries, waited));
            }
            let next = pause.min(left);
            warn!(
                "cannot reach the database {url} (try {tries}): {}; retrying in {:.2} s",
                url.scrub(&error.to_string()),
                next.as_secs_f64()
            );
            tokio::time::sleep(next).await;
            pause = (pause * 2).min(LONGEST_PAUSE);
        }
    }

    /// Opens a PostgreSQL database: one connection first, within [`CONNECT_TIMEOUT`], so that a
    /// server that is not there fails this try at once (the pool's own connecting would keep
    /// trying for half a minute and then report only that it timed out); then the pool, and the
    /// migrations.
    pub(super) async fn open_postgres(url: &str) -> Result<Self, StoreError> {
        sqlx::any::install_default_drivers();
        let first = tokio::time::timeout(CONNECT_TIMEOUT, AnyConnection::connect(url))
            .await
            .map_err(|_| {
                sqlx::Error::Io(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    format!("no answer within {} s", CONNECT_TIMEOUT.as_secs()),
                ))
            })??;
        first.close().await?;
        let pool = AnyPoolOptions::new()
            .max_connections(8)
            .connect(url)
            .await?;
        sqlx::migrate!("migrations/postgres").run(&pool).await?;
        Ok(Self {
            pool,
            backend: Backend::Postgres,
            gate: None,
            _file_lock: None,
            games_read: Arc::default(),
        })
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
