//! The service's two kinds of failure: a refusal (the player's doing, a private reply) and a
//! [`ServiceError`] (not the player's doing: logged, and answered with a short apology).

use super::ids::GameId;
use super::messages::{Key, Message};
use super::reply::Reply;
use crate::store::{Limit, StoreError};

/// Something went wrong that is not the player's doing. Front ends log it and show a short
/// apology; refusals are never errors but private [`super::Reply`]s.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// The store failed (the database, or a request it refused that the service should not
    /// have made).
    #[error("storage failed: {0}")]
    Storage(#[source] StoreError),
    /// A stored game does not load: its row or moves do not parse, or its moves do not replay.
    #[error("game #{game} cannot be loaded: {source}")]
    Corrupt {
        /// The game that does not load.
        game: GameId,
        /// What the store found wrong.
        source: StoreError,
    },
    /// A review's searches did not finish (a search thread could not start or failed).
    #[error("the review of game #{0} could not be computed")]
    ReviewFailed(GameId),
    /// A game's pictures could not be drawn (the drawing failed).
    #[error("the pictures of game #{0} could not be drawn")]
    Drawing(GameId),
    /// The service has stopped (its task ended); nothing more can be done with it.
    #[error("the service is shut down")]
    Closed,
}

impl ServiceError {
    /// Whether the failure may pass by itself (the database could not be reached; see
    /// [`StoreError::is_transient`]), so that starting again later makes sense.
    #[must_use]
    pub fn is_transient(&self) -> bool {
        matches!(self, Self::Storage(e) if e.is_transient())
    }
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Corrupt { game, .. } => Self::Corrupt { game, source: e },
            e => Self::Storage(e),
        }
    }
}

/// Why a command was not carried out.
#[derive(Debug)]
pub(super) enum Fail {
    /// The player's doing: shown to them privately.
    Refused(Message),
    Error(ServiceError),
}

pub(super) type Res<T> = Result<T, Fail>;

/// Refuses the command with `message`.
pub(super) fn refuse<T>(message: impl Into<Message>) -> Res<T> {
    Err(Fail::Refused(message.into()))
}

impl From<ServiceError> for Fail {
    fn from(e: ServiceError) -> Self {
        Fail::Error(e)
    }
}

/// The store's expected outcomes are refusals; anything else is an error.
impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::MoveConflict { .. } => Fail::Refused(Key::AlreadyMoved.into()),
            StoreError::PlaceTaken { .. } => Fail::Refused(Key::ChannelBusy.into()),
            // The game changed status under us (a timer ended it first): the action is stale.
            StoreError::WrongStatus { .. } => Fail::Refused(Key::StaleButton.into()),
            // Someone else's game took the last place first (two requests at once).
            StoreError::LimitReached(limit) => Fail::Refused(over_limit(limit)),
            e => Fail::Error(e.into()),
        }
    }
}

/// The refusal of a new game past `limit`, saying what the limit is.
pub(super) fn over_limit(limit: Limit) -> Message {
    let (key, max) = match limit {
        Limit::ComputerGamesPerUser(max) => (Key::ComputerGamesPerUser, max),
        Limit::ComputerGamesPerServer(max) => (Key::ComputerGamesPerServer, max),
        Limit::ChallengesPerUser(max) => (Key::TooManyChallenges, max),
    };
    Message::new(key).arg("limit", i64::from(max))
}

/// The door between the service and its front ends: a refusal becomes the private reply that
/// says so (marked refused; `Ok(Err(reply))`), an error stays an error, an answer goes through.
pub(super) fn at_door<T>(result: Res<T>) -> Result<Result<T, Reply>, ServiceError> {
    match result {
        Ok(answer) => Ok(Ok(answer)),
        Err(Fail::Refused(m)) => Ok(Err(Reply {
            refused: true,
            ..Reply::private(m)
        })),
        Err(Fail::Error(e)) => Err(e),
    }
}

/// Logs what went wrong with something the service did on its own (a timer, the computer).
pub(super) fn log_fail(id: GameId, f: Fail) {
    match f {
        Fail::Error(e) => tracing::error!(game = %id, "{e}"),
        Fail::Refused(m) => tracing::debug!(game = %id, "refused: {m}"),
    }
}
