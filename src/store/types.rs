//! The small vocabulary of stored games: ids, times, seats and players, statuses, end reasons.

use crate::hex::{Color, EndReason, ParseNameError};
pub use crate::level::Level;
use std::fmt;
use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

macro_rules! snowflake {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u64);

        impl $name {
            /// The id as stored (bit for bit in a signed 64-bit column).
            pub(crate) const fn to_db(self) -> i64 {
                self.0 as i64
            }

            pub(crate) const fn from_db(value: i64) -> Self {
                Self(value as u64)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

snowflake!(
    /// A server (Discord guild). The terminal front end may use `GuildId(0)`.
    GuildId
);
snowflake!(
    /// A text channel or a thread.
    ChannelId
);
snowflake!(
    /// A user (a human player).
    UserId
);

/// A stored game's id, assigned by the store when the game is created. Shown as the bare
/// number; messages that name a game write it `#12`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A wall-clock time in milliseconds since the Unix epoch (how the store keeps every time).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Timestamp(pub i64);

impl Timestamp {
    /// The system clock now (the service should rather pass its injected clock's time).
    pub fn now() -> Self {
        Self::from_system_time(SystemTime::now())
    }

    /// The time `time` on the system clock, in milliseconds since the Unix epoch (saturating).
    pub fn from_system_time(time: SystemTime) -> Self {
        match time.duration_since(UNIX_EPOCH) {
            Ok(d) => Self(i64::try_from(d.as_millis()).unwrap_or(i64::MAX)),
            Err(e) => Self(-i64::try_from(e.duration().as_millis()).unwrap_or(i64::MAX)),
        }
    }

    /// This time as a system-clock time.
    pub fn to_system_time(self) -> SystemTime {
        if self.0 >= 0 {
            UNIX_EPOCH + Duration::from_millis(self.0.unsigned_abs())
        } else {
            UNIX_EPOCH - Duration::from_millis(self.0.unsigned_abs())
        }
    }

    /// This time plus `d` (saturating).
    pub fn plus(self, d: Duration) -> Self {
        Self(
            self.0
                .saturating_add(i64::try_from(d.as_millis()).unwrap_or(i64::MAX)),
        )
    }

    /// How long from `earlier` to this time (zero if `earlier` is later).
    pub fn since(self, earlier: Timestamp) -> Duration {
        Duration::from_millis(u64::try_from(self.0.saturating_sub(earlier.0)).unwrap_or(0))
    }
}

/// Who sits in a seat: a human user, or the computer at some level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// A human Discord user.
    Human(UserId),
    /// The computer, playing at this level.
    Computer(Level),
}

impl Player {
    /// The user, if a human sits here.
    pub fn user(self) -> Option<UserId> {
        match self {
            Self::Human(u) => Some(u),
            Self::Computer(_) => None,
        }
    }

    /// Whether the computer sits here.
    pub fn is_computer(self) -> bool {
        matches!(self, Self::Computer(_))
    }
}

/// A seat of a game, named by the colour it holds at the start: the Red seat moves first. After a
/// seat-form swap ([`crate::hex::Game::seats_swapped`]) the Red seat holds Blue and the other way
/// round; the seat, not the colour, is who a player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// The seat that moves first (holds Red unless the seats were swapped).
    Red,
    /// The seat that moves second (holds Blue unless the seats were swapped).
    Blue,
}

impl Seat {
    /// The seat's name as stored: `red` or `blue`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Red => "red",
            Self::Blue => "blue",
        }
    }

    /// Both seats, Red (who moves first) first.
    pub const BOTH: [Self; 2] = [Self::Red, Self::Blue];

    /// 0 for Red, 1 for Blue: the seat's place in a pair kept per seat.
    pub const fn index(self) -> usize {
        match self {
            Self::Red => 0,
            Self::Blue => 1,
        }
    }

    /// The seat across the board.
    pub const fn other(self) -> Self {
        match self {
            Self::Red => Self::Blue,
            Self::Blue => Self::Red,
        }
    }

    /// The colour this seat holds, given whether the seats were swapped.
    pub const fn color(self, seats_swapped: bool) -> Color {
        match (self, seats_swapped) {
            (Self::Red, false) | (Self::Blue, true) => Color::Red,
            _ => Color::Blue,
        }
    }

    /// The seat holding `color`, given whether the seats were swapped.
    pub const fn holding(color: Color, seats_swapped: bool) -> Self {
        match (color, seats_swapped) {
            (Color::Red, false) | (Color::Blue, true) => Self::Red,
            _ => Self::Blue,
        }
    }
}

impl FromStr for Seat {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s {
            "red" => Ok(Self::Red),
            "blue" => Ok(Self::Blue),
            _ => Err(ParseNameError::new("seat", s, "red or blue")),
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    /// A challenge waiting for the opponent's answer (its deadline is the expiry).
    Challenge,
    /// Being played (its deadline, if any, is the turn deadline).
    Active,
    /// Ended with a result.
    Finished,
    /// Stopped by a moderator (or by mutual abort), unrated.
    Aborted,
    /// The challenge was declined.
    Declined,
    /// The challenge expired unanswered.
    Expired,
    /// The challenger withdrew the challenge.
    Withdrawn,
}

impl GameStatus {
    /// The status's name as stored (`challenge`, `active`, …).
    pub const fn name(self) -> &'static str {
        match self {
            Self::Challenge => "challenge",
            Self::Active => "active",
            Self::Finished => "finished",
            Self::Aborted => "aborted",
            Self::Declined => "declined",
            Self::Expired => "expired",
            Self::Withdrawn => "withdrawn",
        }
    }

    /// A challenge or an active game: it occupies its channel (or thread).
    pub const fn is_open(self) -> bool {
        matches!(self, Self::Challenge | Self::Active)
    }
}

impl FromStr for GameStatus {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        Ok(match s {
            "challenge" => Self::Challenge,
            "active" => Self::Active,
            "finished" => Self::Finished,
            "aborted" => Self::Aborted,
            "declined" => Self::Declined,
            "expired" => Self::Expired,
            "withdrawn" => Self::Withdrawn,
            _ => {
                return Err(ParseNameError::new(
                    "game status",
                    s,
                    "challenge, active, finished, aborted, declined, expired or withdrawn",
                ));
            }
        })
    }
}

/// Why a game ended (stored; wider than the rules engine's `EndReason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResultReason {
    /// A chain joined its owner's two sides (Rex: its owner lost).
    Connection,
    /// The loser resigned.
    Resignation,
    /// The player to move was idle too long and the opponent claimed the win.
    Timeout,
    /// Aborted (no winner).
    Abort,
}

impl ResultReason {
    /// The reason's name as stored (`connection`, `resignation`, `timeout`, `abort`).
    pub const fn name(self) -> &'static str {
        match self {
            Self::Connection => "connection",
            Self::Resignation => "resignation",
            Self::Timeout => "timeout",
            Self::Abort => "abort",
        }
    }
}

impl FromStr for ResultReason {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        Ok(match s {
            "connection" => Self::Connection,
            "resignation" => Self::Resignation,
            "timeout" => Self::Timeout,
            "abort" => Self::Abort,
            _ => {
                return Err(ParseNameError::new(
                    "end reason",
                    s,
                    "connection, resignation, timeout or abort",
                ));
            }
        })
    }
}

impl From<EndReason> for ResultReason {
    fn from(reason: EndReason) -> Self {
        match reason {
            EndReason::Connection => Self::Connection,
            EndReason::Resignation => Self::Resignation,
        }
    }
}

/// Who actually made a stored move for its seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MadeBy {
    /// The seat's own player (for a computer seat: the computer itself).
    Player,
    /// The computer, on a human player's behalf (turn timer ran out, or the player was gone).
    Computer,
}

impl MadeBy {
    /// The name as stored: `player` or `computer`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Player => "player",
            Self::Computer => "computer",
        }
    }
}

impl FromStr for MadeBy {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s {
            "player" => Ok(Self::Player),
            "computer" => Ok(Self::Computer),
            _ => Err(ParseNameError::new("move maker", s, "player or computer")),
        }
    }
}

pub(crate) fn color_name(c: Color) -> &'static str {
    c.name()
}

pub(crate) fn parse_color(s: &str) -> Option<Color> {
    match s {
        "red" => Some(Color::Red),
        "blue" => Some(Color::Blue),
        _ => None,
    }
}
