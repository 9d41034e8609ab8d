//! Storage: games, their moves, the players' ratings and the tournaments in SQLite or
//! PostgreSQL, through sqlx.
//!
//! A game is stored as raw data — its settings, its seats (a user, or the computer with its
//! level) and its move list — and becomes a [`crate::hex::Game`] again only through
//! [`crate::hex::Game::replay`]; a stored game that does not replay is a [`StoreError::Corrupt`]
//! naming it, never a panic and never silently fixed. Moves are appended optimistically by ply
//! ([`StoreError::MoveConflict`] when someone moved first); finishing a game, its last move and the
//! rating update commit in one transaction. Ratings are Glicko-2 (the `skillratings` crate) per
//! guild. Callers see only the records of this module: no SQL type leaves it.
//!
//! The schema lives in `migrations/sqlite/` and `migrations/postgres/` (the same versions in each
//! dialect; embedded, applied by [`Store::open`]). `DATABASE_URL` picks the backend: SQLite (the
//! default) runs in WAL mode with `synchronous = FULL`, foreign keys and a busy timeout, the
//! writes of one process queued on an async lock instead of sleeping in SQLite's busy handler;
//! PostgreSQL locks the game row a write changes (and, for a rated finish, the server's ratings),
//! over TLS as the URL's `sslmode` says. A [`DatabaseUrl`] never shows its password;
//! [`Store::open_patiently`] waits for a server that is on its way.
//!
//! ```no_run
//! # async fn demo() -> Result<(), hexbot::store::StoreError> {
//! use hexbot::store::Store;
//! let store = Store::open(hexbot::store::DEFAULT_DATABASE_URL).await?;
//! let open = store.open_games().await?;
//! println!("{} open games", open.games.len());
//! # Ok(()) }
//! ```

mod analysis;
mod db;
mod error;
mod limit;
mod puzzles;
mod ratings;
mod records;
mod settings;
mod tournaments;
mod types;
mod url;

pub use analysis::{BoardId, StoredBoard};
pub use db::{
    AttemptEnd, Backend, DEFAULT_DATABASE_URL, OpenGames, Opening, RatingPoint, ReviewedPosition,
    ScopeLock, SetAside, Store, StoredReview, UnfinishedGame, Vacation,
};
pub use error::{DatabaseError, StoreError};
pub use limit::Limit;
pub use puzzles::{
    AttemptId, DailyPuzzle, DailySettings, PUZZLE_DEVIATION, PuzzleAttempt, PuzzleRating,
    PuzzleRatingChange, starting_puzzle_rating,
};
pub use ratings::rate;
pub use records::{
    BestWin, Finish, Finished, GameRecord, LeaderboardEntry, MoveRecord, NewGame, NewMove,
    PROVISIONAL_GAMES, PlayerRating, Profile, Rating, RatingChange, StoredGame,
};
pub use settings::{
    DEFAULT_OPEN_TOURNAMENTS, GuildSettings, MAX_OPEN_TOURNAMENTS, MAX_VACATION_DAYS, Notify,
    RematchStarter, UserSettings,
};
pub use tournaments::{
    BoardRecord, EntrantRecord, Forfeit, JoinOutcome, NewBoard, NewTournament, StoredTournament,
    TournamentFormat, TournamentId, TournamentRecord, TournamentStatus,
};
pub use types::{
    ChannelId, GameId, GameStatus, GuildId, Level, MadeBy, Player, ResultReason, Seat, Timestamp,
    UserId,
};
pub use url::DatabaseUrl;
