//! Why a store operation failed.

use super::types::{ChannelId, GameId, GameStatus};

/// Everything the store can refuse or fail with. The first few are expected outcomes the service
/// turns into user messages; [`StoreError::Corrupt`] and [`StoreError::Database`] are faults to log.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another move took the ply first (two players, or two clicks, raced). Nothing was stored.
    #[error(
        "someone moved first in game #{game}: ply {expected} was expected, the game is at ply {actual}"
    )]
    MoveConflict {
        game: GameId,
        expected: u32,
        actual: u32,
    },
    /// The channel or thread already has an open game (challenge or active).
    #[error("channel {place} already has an open game")]
    PlaceTaken { place: ChannelId },
    #[error("game #{0} does not exist")]
    NotFound(GameId),
    /// The operation needs the game in another status (e.g. a move in a finished game, accepting
    /// a challenge that expired). Nothing was stored.
    #[error("game #{game} is {status}, not {expected}")]
    WrongStatus {
        game: GameId,
        status: &'static str,
        expected: &'static str,
    },
    /// A request the store refuses as such (e.g. creating a game as finished).
    #[error("invalid request: {0}")]
    Invalid(String),
    /// A stored game that does not make sense: a row or move that does not parse, or a move list
    /// that does not replay through the rules. Never fixed silently.
    #[error("game #{game} is corrupt: {detail}")]
    Corrupt { game: GameId, detail: String },
    /// The database failed (I/O, locking, a broken file, migrations).
    #[error("database error: {0}")]
    Database(#[source] DatabaseError),
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
    pub(crate) fn wrong_status(game: GameId, status: GameStatus, expected: &'static str) -> Self {
        Self::WrongStatus {
            game,
            status: status.name(),
            expected,
        }
    }
}
