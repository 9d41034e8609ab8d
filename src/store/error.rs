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
