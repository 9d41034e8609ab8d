//! Why a store operation failed.

use super::limit::Limit;
use super::types::{ChannelId, GameId, GameStatus};
use std::time::Duration;

/// Everything the store can refuse or fail with. The first few are expected outcomes the service
/// turns into user messages; [`StoreError::Corrupt`] and [`StoreError::Database`] are faults to log.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another move took the ply first (two players, or two clicks, raced). Nothing was stored.
    #[error(
        "someone moved first in game #{game}: ply {expected} was expected, the game is at ply {actual}"
    )]
    MoveConflict {
        /// The game the move was for.
        game: GameId,
        /// The ply the move was meant to take.
        expected: u32,
        /// The ply the game is at (the number of moves it has).
        actual: u32,
    },
    /// The channel or thread already has an open game (challenge or active).
    #[error("channel {place} already has an open game")]
    PlaceTaken {
        /// The channel or thread asked for.
        place: ChannelId,
    },
    /// The game does not exist.
    #[error("game #{0} does not exist")]
    NotFound(GameId),
    /// The operation needs the game in another status (e.g. a move in a finished game, accepting
    /// a challenge that expired). Nothing was stored.
    #[error("game #{game} is {status}, not {expected}")]
    WrongStatus {
        /// The game asked about.
        game: GameId,
        /// The status it is in (its stored name).
        status: &'static str,
        /// The status the operation needs.
        expected: &'static str,
    },
    /// A new game would pass a limit on open games ([`crate::store::Store::create_game_within`]).
    /// Nothing was stored.
    #[error("the new game would pass a limit: {0}")]
    LimitReached(Limit),
    /// Another process holds what opening this store would take for the whole of this
    /// process's life: the SQLite file (one process per file), or on PostgreSQL a shard (or the
    /// terminal's games) another process runs. The message names what is held and by whom. Not
    /// transient: two processes configured to run the same games is a configuration to fix.
    #[error("{0}")]
    Held(String),
    /// A request the store refuses as such (e.g. creating a game as finished).
    #[error("invalid request: {0}")]
    Invalid(String),
    /// A stored game that does not make sense: a row or move that does not parse, or a move list
    /// that does not replay through the rules. Never fixed silently.
    #[error("game #{game} is corrupt: {detail}")]
    Corrupt {
        /// The game that does not make sense.
        game: GameId,
        /// What is wrong with it (the row, or the move that does not replay).
        detail: String,
    },
    /// The database failed (I/O, locking, a broken file, migrations).
    #[error("database error: {0}")]
    Database(#[source] DatabaseError),
    /// The database did not answer within the time allowed for reaching it at start
    /// ([`crate::store::Store::open_patiently`]): a server down or still starting, a network not
    /// up yet. Unlike the other failures to open it, worth trying again later.
    #[error(
        "no answer after {tries} {} in {:.1} s: {last}",
        if *tries == 1 { "try" } else { "tries" },
        waited.as_secs_f64()
    )]
    Unreachable {
        /// How many times it was tried.
        tries: u32,
        /// How long it was tried for.
        waited: Duration,
        /// Why the last try failed.
        #[source]
        last: DatabaseError,
    },
}

/// A failure of the database itself, opaque so that no SQL type leaks out of the store.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct DatabaseError(Inner);

#[derive(Debug, thiserror::Error)]
enum Inner {
    #[error(transparent)]
    Sqlx(sqlx::Error),
    #[error("migration failed: {0}")]
    Migrate(sqlx::migrate::MigrateError),
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        Self::Database(DatabaseError(Inner::Sqlx(e)))
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> Self {
        Self::Database(DatabaseError(Inner::Migrate(e)))
    }
}

impl StoreError {
    /// Whether the failure may pass by itself, so that trying again later makes sense: the
    /// database could not be reached ([`StoreError::Unreachable`]; a refused or lost connection,
    /// no answer in time, a server starting up or out of connections). A refusal of the
    /// configuration (a malformed URL, a wrong password, a database that does not exist, a
    /// server without the TLS that `sslmode` asks for, a certificate that does not verify) and
    /// every other error are not.
    #[must_use]
    pub fn is_transient(&self) -> bool {
        match self {
            Self::Unreachable { .. } => true,
            Self::Database(DatabaseError(Inner::Sqlx(e))) => transient(e),
            Self::Database(DatabaseError(Inner::Migrate(
                sqlx::migrate::MigrateError::Execute(e)
                | sqlx::migrate::MigrateError::ExecuteMigration(e, _),
            ))) => transient(e),
            _ => false,
        }
    }

    /// This transient failure, as the last of `tries` over `waited`; any other error as it is.
    pub(crate) fn unreachable(self, tries: u32, waited: Duration) -> Self {
        match self {
            Self::Database(last) => Self::Unreachable {
                tries,
                waited,
                last,
            },
            other => other,
        }
    }

    pub(crate) fn wrong_status(game: GameId, status: GameStatus, expected: &'static str) -> Self {
        Self::WrongStatus {
            game,
            status: status.name(),
            expected,
        }
    }
}

/// Whether a failure of sqlx may pass by itself. Input/output errors do (the connection refused,
/// reset or timed out, a host name not resolved yet), except those that say what was received
/// makes no sense (`InvalidData`: a TLS certificate that does not verify), that the request
/// itself is wrong, or that it is not allowed: retrying does not change those.
fn transient(e: &sqlx::Error) -> bool {
    use std::io::ErrorKind;
    match e {
        sqlx::Error::Io(io) => !matches!(
            io.kind(),
            ErrorKind::InvalidData
                | ErrorKind::InvalidInput
                | ErrorKind::PermissionDenied
                | ErrorKind::Unsupported
        ),
        sqlx::Error::PoolTimedOut => true,
        // PostgreSQL's "too many connections" and "the database system is starting up".
        sqlx::Error::Database(db) => db.is_transient_in_connect_phase(),
        _ => false,
    }
}
