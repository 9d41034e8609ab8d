//! Puzzles as stored: the attempts of players (the stones played since a puzzle's position,
//! whether it ended solved, whether it counts for the ratings), the players' puzzle standing per
//! server (a third ladder, [`super::Store::puzzle_leaderboard`]) and each puzzle's own rating,
//! shared by every server. A puzzle is named by its number in the library; what it is lives in
//! `crate::puzzle`, not here.

use super::records::Rating;
use super::types::{ChannelId, GuildId, Timestamp, UserId};

/// An attempt's number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AttemptId(pub i64);

/// A puzzle opened by a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleAttempt {
    /// The attempt's number.
    pub id: AttemptId,
    /// The server it was opened in (its ladder is that server's).
    pub guild: GuildId,
    /// The player.
    pub user: UserId,
    /// The puzzle's number in the library.
    pub puzzle: u32,
    /// When it was opened.
    pub started_at: Timestamp,
    /// The stones played since the puzzle's position, the player's and the computer's in turn,
    /// as cell names.
    pub moves: Vec<String>,
    /// Whether the player took the hint.
    pub hinted: bool,
    /// Whether it counts for the ratings (the player's first attempt at this puzzle here).
    pub rated: bool,
    /// Whether the ratings were changed for it already (at the end, or at the hint).
    pub rating_done: bool,
    /// `None` while open; then whether it was solved.
    pub solved: Option<bool>,
    /// The day whose daily puzzle this is ([`DailyPuzzle::day`]), if it is one.
    pub daily: Option<i64>,
}

impl PuzzleAttempt {
    /// Whether the attempt still waits for the player's stone.
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.solved.is_none()
    }
}

/// A puzzle's rating as its solvers made it (or `None`: nobody tried it yet).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRating {
    /// The puzzle's number.
    pub puzzle: u32,
    /// Its rating now.
    pub rating: Rating,
    /// Rated attempts at it.
    pub attempts: u32,
    /// Of which solved.
    pub solved: u32,
}

/// What rating an attempt did: the player's and the puzzle's ratings before and after.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRatingChange {
    /// The player's puzzle rating before.
    pub before: Rating,
    /// …and after.
    pub after: Rating,
    /// The puzzle's rating before.
    pub puzzle_before: Rating,
    /// …and after.
    pub puzzle_after: Rating,
}

/// The deviation a puzzle starts with: its starting rating is an estimate from the proof, so
/// less uncertain than a new player's.
pub const PUZZLE_DEVIATION: f64 = 200.0;

/// A puzzle's rating before anyone tried it, from the library's starting estimate.
#[must_use]
pub fn starting_puzzle_rating(rating: u16) -> Rating {
    Rating {
        rating: f64::from(rating),
        deviation: PUZZLE_DEVIATION,
        volatility: Rating::INITIAL.volatility,
    }
}

/// A server's daily puzzle settings: where it is posted and at which hour (UTC).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailySettings {
    /// The channel it is posted in (`None`: not posted; `/hex-study puzzle daily` still shows it).
    pub channel: Option<ChannelId>,
    /// The hour (UTC, 0–23) a server's day starts and its puzzle is posted.
    pub hour: u8,
    /// When this was last changed: a day whose hour came before it is not posted.
    pub since: Timestamp,
}

impl Default for DailySettings {
    fn default() -> Self {
        Self {
            channel: None,
            hour: 0,
            since: Timestamp(0),
        }
    }
}

/// The puzzle of a server's day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyPuzzle {
    /// The server.
    pub guild: GuildId,
    /// Days since 1970-01-01, the day starting at the server's hour.
    pub day: i64,
    /// The puzzle's number in the library.
    pub puzzle: u32,
    /// Where it was posted (once a process claimed the post).
    pub channel: Option<ChannelId>,
    /// Whether a process claimed the post.
    pub claimed: bool,
    /// The post's message, once the front end reported it.
    pub message: Option<u64>,
}
