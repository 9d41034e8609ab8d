//! What players ask of tournaments (`/hex-tournament …`), as data.

use crate::hex::{SwapRule, Variant};
use crate::service::turn_timer::TurnTimer;
use crate::store::{TournamentFormat, TournamentId};
use crate::tournament::DutchRules;

/// `/hex-tournament create`: a new tournament; options left out take the server's defaults
/// (game settings), or the (rounds: enough for a clear winner; 64 players at most; the
/// Dutch rules of 2025).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentOptions {
    /// Its name, as typed.
    pub name: String,
    /// How its players meet.
    pub format: TournamentFormat,
    /// The board size of its games.
    pub size: Option<u32>,
    /// Hex or Rex.
    pub variant: Option<Variant>,
    /// The swap rule.
    pub swap: Option<SwapRule>,
    /// The turn timer.
    pub timer: Option<TurnTimer>,
    /// Whether its games count for ratings (default: yes).
    pub rated: Option<bool>,
    /// A Swiss tournament's rounds.
    pub rounds: Option<u32>,
    /// The edition of the Dutch rules a Swiss tournament is paired by.
    pub rules: Option<DutchRules>,
    /// The most players it takes.
    pub max_players: Option<u32>,
}

impl TournamentOptions {
    /// A tournament named `name` in `format`, everything else by default.
    #[must_use]
    pub fn new(name: impl Into<String>, format: TournamentFormat) -> Self {
        Self {
            name: name.into(),
            format,
            size: None,
            variant: None,
            swap: None,
            timer: None,
            rated: None,
            rounds: None,
            rules: None,
            max_players: None,
        }
    }
}

/// A tournament command. Those with a tournament number act on it; without one, on the
/// channel's tournament taking players or being played (the newest).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentAction {
    /// Create one (members who may manage the server).
    Create(TournamentOptions),
    /// Join one taking players.
    Join(Option<TournamentId>),
    /// Leave one taking players.
    Leave(Option<TournamentId>),
    /// Start it: seed the players and pair round 1 (managers).
    Start(Option<TournamentId>),
    /// The standings.
    Standings(Option<TournamentId>),
    /// Call it off (managers).
    Cancel(Option<TournamentId>),
    /// Leave a running one: the remaining games are lost by forfeit.
    Withdraw(Option<TournamentId>),
    /// The tournament as a TRF file.
    Export(Option<TournamentId>),
}

/// The limits of tournaments.
pub mod limits {
    /// The default most players.
    pub const DEFAULT_MAX_PLAYERS: u32 = 64;
    /// The most players any tournament takes.
    pub const MAX_PLAYERS: u32 = 256;
    /// The most rounds of a Swiss tournament.
    pub const MAX_ROUNDS: u32 = 20;
    /// The longest name, in characters.
    pub const MAX_NAME: usize = 60;
}

/// A board of a tournament's round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardRef {
    /// The tournament.
    pub tournament: TournamentId,
    /// The round, from 1.
    pub round: u32,
    /// The board, from 1.
    pub board: u32,
}

/// A thread the front end is asked to make for a board's game: in the `Outgoing`'s channel,
/// named `name`; then it calls [`crate::service::Service::open_board`] with the thread and posts
/// the reply there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadRequest {
    /// The thread's name (players' names and the board; at most 100 characters).
    pub name: String,
    /// The board whose game goes in it.
    pub board: BoardRef,
}
