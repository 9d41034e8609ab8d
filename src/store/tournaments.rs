//! The records of stored tournaments: the event with its game settings, its entrants, and the
//! boards of each round with what decided them (a game's result, or a forfeit).

use super::types::{ChannelId, GameId, GameStatus, GuildId, Seat, Timestamp, UserId};
use crate::hex::{ParseNameError, Settings};
use crate::tournament::DutchRules;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// A tournament's number, shown to players as `#12`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TournamentId(pub i64);

impl fmt::Display for TournamentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

macro_rules! named {
    ($(#[$doc:meta])* $name:ident, $what:literal, $expected:literal, { $($(#[$vdoc:meta])* $variant:ident = $text:literal,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vdoc])* $variant,)* }

        impl $name {
            /// Every value.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The name as stored and typed.
            pub const fn name(self) -> &'static str {
                match self { $($name::$variant => $text,)* }
            }
        }

        impl FromStr for $name {
            type Err = ParseNameError;
            fn from_str(s: &str) -> Result<Self, ParseNameError> {
                let wanted = s.trim().to_ascii_lowercase();
                Self::ALL
                    .iter()
                    .copied()
                    .find(|v| v.name() == wanted)
                    .ok_or_else(|| ParseNameError::new($what, s, $expected))
            }
        }
    };
}

named!(
    /// How a tournament's players meet.
    TournamentFormat, "format", "swiss, round-robin, double-round-robin or knockout", {
        /// The Swiss system (FIDE Dutch pairings).
        Swiss = "swiss",
        /// Everyone meets everyone once.
        RoundRobin = "round-robin",
        /// Everyone meets everyone twice, colours reversed.
        DoubleRoundRobin = "double-round-robin",
        /// Single elimination.
        Knockout = "knockout",
    }
);

named!(
    /// Where a tournament is in its life.
    TournamentStatus, "tournament status", "signup, running, finished or cancelled", {
        /// Taking players.
        Signup = "signup",
        /// Being played.
        Running = "running",
        /// Over, with its final standings.
        Finished = "finished",
        /// Called off.
        Cancelled = "cancelled",
    }
);

named!(
    /// Who scores a board decided without a game (White is Red).
    Forfeit, "forfeit", "white, black or none", {
        /// White (Red) scores.
        White = "white",
        /// Black (Blue) scores.
        Black = "black",
        /// Nobody scores (both withdrew).
        Nobody = "none",
    }
);

/// A tournament to create.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTournament {
    /// The server.
    pub guild: GuildId,
    /// The channel it was created in: its announcements and its games' threads go there.
    pub channel: ChannelId,
    /// Its name.
    pub name: String,
    /// How its players meet.
    pub format: TournamentFormat,
    /// A Swiss event's planned rounds (0 for the other formats: their players decide).
    pub rounds: u32,
    /// The edition of the Dutch rules a Swiss event is paired by (tournaments stored before
    /// there was a choice have the 2017 rules they began under).
    pub rules: DutchRules,
    /// Its games' board size, variant and swap rule.
    pub settings: Settings,
    /// Its games' turn timer.
    pub turn_timer: Option<Duration>,
    /// Whether its games count for the server's ratings.
    pub rated: bool,
    /// The most players it takes.
    pub max_players: u32,
    /// Who created it.
    pub created_by: UserId,
    /// When.
    pub created_at: Timestamp,
}

/// A stored tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRecord {
    /// Its number.
    pub id: TournamentId,
    /// What it was created as.
    pub new: NewTournament,
    /// Where it is in its life.
    pub status: TournamentStatus,
    /// The rounds paired so far.
    pub current_round: u32,
    /// The front end's message of its announcement (to edit as players join), once posted.
    pub announcement: Option<u64>,
    /// When it finished or was cancelled.
    pub finished_at: Option<Timestamp>,
}

/// A player of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntrantRecord {
    /// Who.
    pub user: UserId,
    /// When they joined.
    pub joined_at: Timestamp,
    /// Their start number, from the start.
    pub seed: Option<u32>,
    /// Their rating at the start, if they had one.
    pub rating: Option<i64>,
    /// The last round they played before withdrawing, if they withdrew.
    pub withdrawn_after: Option<u32>,
}

/// A board of a round to store: White (Red) against Black (Blue), or White alone (a bye), and
/// a forfeit when it is decided before any game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewBoard {
    /// The board's number in its round, from 1.
    pub board: u32,
    /// White's start number (the bye's player for a bye).
    pub white: u32,
    /// Black's start number; `None` for a bye.
    pub black: Option<u32>,
    /// Decided without a game.
    pub forfeit: Option<Forfeit>,
}

/// A stored board, with its game's state when it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardRecord {
    /// The round, from 1.
    pub round: u32,
    /// What was stored.
    pub new: NewBoard,
    /// Its game, once created.
    pub game: Option<GameId>,
    /// That game's status.
    pub game_status: Option<GameStatus>,
    /// The seat (as at the start: Red is White) that won that game, once it is over.
    pub winner: Option<Seat>,
}

/// A tournament with its entrants (in sign-up order) and boards (by round and board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredTournament {
    /// The tournament.
    pub record: TournamentRecord,
    /// Its players.
    pub entrants: Vec<EntrantRecord>,
    /// Its boards.
    pub boards: Vec<BoardRecord>,
}

/// What came of a request to join.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinOutcome {
    /// Joined; this many players now.
    Joined(u32),
    /// Already in.
    Already,
    /// No room left.
    Full,
    /// Not taking players (started, ended, or no such tournament).
    NotOpen,
}
