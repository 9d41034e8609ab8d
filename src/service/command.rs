//! What players ask for, as data. Options a player left out are `None` and take the defaults the
//! issue names.

use super::custom_id::ButtonId;
use super::ids::{ChannelId, GameId, Person};
use crate::hex::{ParseNameError, SwapRule, Variant};
use crate::orientation::Orientation;
use crate::store::{Notify, RematchStarter};
use std::str::FromStr;

/// Strength of the computer: the engine's own levels (Medium by default).
pub use crate::ai::Level;

/// Time allowed per move (its own file, which tournaments' options share).
pub use super::turn_timer::TurnTimer;

/// Who starts (plays Red) in a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum WhoStarts {
    /// The challenger plays Red and moves first (the default).
    #[default]
    Challenger,
    /// The challenged player plays Red and moves first.
    Opponent,
    /// Who plays Red is drawn at random.
    Random,
}

/// Who makes the first move (plays Red) in a game against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum FirstMove {
    /// The player moves first, as Red (the default).
    #[default]
    You,
    /// The computer moves first, as Red.
    Computer,
    /// The opposite of this user's previous game against the computer in this guild.
    Alternate,
}

/// Which ladder a leaderboard shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Ladder {
    /// Rated games between two players (the default).
    #[default]
    Players,
    /// Games against the computer, each level with its fixed rating.
    Computer,
    /// Puzzles: each rated attempt is a game against the puzzle.
    Puzzles,
}

impl FromStr for Ladder {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "players" | "player" | "two-player" | "2p" => Ok(Self::Players),
            "computer" | "bot" | "ai" => Ok(Self::Computer),
            "puzzles" | "puzzle" => Ok(Self::Puzzles),
            _ => Err(ParseNameError::new(
                "ladder",
                s,
                "players, computer or puzzles",
            )),
        }
    }
}

impl FromStr for WhoStarts {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "challenger" | "me" => Ok(Self::Challenger),
            "opponent" | "them" => Ok(Self::Opponent),
            "random" => Ok(Self::Random),
            _ => Err(ParseNameError::new(
                "first player",
                s,
                "challenger, opponent or random",
            )),
        }
    }
}

impl FromStr for FirstMove {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "you" | "me" | "human" => Ok(Self::You),
            "computer" | "bot" | "ai" => Ok(Self::Computer),
            "alternate" => Ok(Self::Alternate),
            _ => Err(ParseNameError::new(
                "first move",
                s,
                "you, computer or alternate",
            )),
        }
    }
}

/// `/hex-study analyze`: where the board comes from. At most one source (`moves`, `record`, `link`,
/// `game`, or setup stones in `red`/`blue`); none is an empty board of `size`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AnalyzeOptions {
    /// The board size, 7–19, for an empty board, a move list or a setup (default: the smallest
    /// that holds every cell named, or 11).
    pub size: Option<u32>,
    /// Hex or Rex; default Hex (a record or a game says its own).
    pub variant: Option<Variant>,
    /// The swap's form for a move list; default the mirror form.
    pub swap: Option<SwapRule>,
    /// A move list in our notation (`e5 swap d4`), as HexGui and MoHex write it.
    pub moves: Option<String>,
    /// An attached game record's text (SGF: HexGui, MoHex, Little Golem).
    pub record: Option<String>,
    /// A link: a HexWorld board, or one of our own game pages.
    pub link: Option<String>,
    /// A stored game…
    pub game: Option<GameId>,
    /// …at this move (default: its end).
    pub at_move: Option<u32>,
    /// Setup: Red's stones (cells separated by spaces or commas)…
    pub red: Option<String>,
    /// …Blue's stones…
    pub blue: Option<String>,
    /// …and who is to move (default: the colour with fewer stones, Red when equal).
    pub to_move: Option<crate::hex::Color>,
}

/// `/hex-study diagram`: a position drawn, publicly, from the same sources as an analysis board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiagramOptions {
    /// Where the position comes from (at its end, or `at_move` of a stored game).
    pub source: AnalyzeOptions,
    /// How the board is turned (default: the asker's own setting).
    pub orientation: Option<Orientation>,
    /// Cells to mark, labelled A, B, C… in order (spaces or commas between them).
    pub marks: Option<String>,
}

/// `/hex challenge`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeOptions {
    /// The user challenged.
    pub opponent: Person,
    /// 7–19; default 11.
    pub size: Option<u32>,
    /// Hex or Rex; default Hex.
    pub variant: Option<Variant>,
    /// Default on (mirror form).
    pub swap: Option<SwapRule>,
    /// Time per move; default none.
    pub timer: Option<TurnTimer>,
    /// Who plays Red and moves first; default the challenger.
    pub first: Option<WhoStarts>,
    /// How the game's public pictures are turned; default the server's setting.
    pub orientation: Option<Orientation>,
    /// The channel in which the front end made a thread of its own for this challenge (the
    /// actor's channel is that thread); when the challenge ends unanswered, its reply says to
    /// close the thread ([`super::Reply::close_thread`]).
    pub thread_of: Option<super::ids::ChannelId>,
}

impl ChallengeOptions {
    /// A challenge to `opponent` with every default.
    pub fn to(opponent: Person) -> Self {
        Self {
            opponent,
            size: None,
            variant: None,
            swap: None,
            timer: None,
            first: None,
            orientation: None,
            thread_of: None,
        }
    }
}

/// `/hex ai`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AiOptions {
    /// How strongly the computer plays; default Medium.
    pub level: Option<Level>,
    /// 7–19; default 11.
    pub size: Option<u32>,
    /// Hex or Rex; default Hex.
    pub variant: Option<Variant>,
    /// Who plays Red and moves first; default the player.
    pub first: Option<FirstMove>,
    /// The swap form at Medium and Hard (default: the server's, mirror unless it chose
    /// another); Easy is always played without swap (the rules), whatever this says.
    pub swap: Option<SwapRule>,
    /// How the game's public pictures are turned; default the server's setting.
    pub orientation: Option<Orientation>,
    /// A day clock (1, 2, 3 or 7 days per move); default none.
    pub timer: Option<TurnTimer>,
}

/// `/hex config`: each option given changes that default of the server; none shows them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ConfigOptions {
    /// Board size of new games (7–19).
    pub size: Option<u32>,
    /// Hex or Rex.
    pub variant: Option<Variant>,
    /// The swap form (off, mirror or seat).
    pub swap: Option<SwapRule>,
    /// Time per move of two-player games.
    pub timer: Option<TurnTimer>,
    /// Who starts a rematch.
    pub rematch: Option<RematchStarter>,
    /// How the public pictures of new games are turned.
    pub orientation: Option<Orientation>,
    /// The days of vacation a member may take in a calendar year (0–30).
    pub vacation_days: Option<u32>,
    /// The most tournaments open at once (1–10).
    pub open_tournaments: Option<u32>,
    /// Where the daily puzzle is posted, or that it is not.
    pub puzzle_channel: Option<PuzzleChannel>,
    /// The hour (UTC, 0–23) the daily puzzle is posted and the server's day starts.
    pub puzzle_hour: Option<u32>,
    /// Whether the server's games have pages on the web companion (opt-in).
    pub web: Option<bool>,
}

/// `/hex config puzzle-channel:`: where the daily puzzle is posted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleChannel {
    /// In this channel, each day at the server's hour.
    In(ChannelId),
    /// In the channel the command was given in.
    Here,
    /// Nowhere (`/hex-study puzzle daily` still shows it).
    Off,
}

impl ConfigOptions {
    /// Whether no option was given (the command then only shows the settings).
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }
}

/// `/hex settings`: a user's own preferences; none given shows them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PreferenceOptions {
    /// How the pictures shown to this user privately are turned.
    pub orientation: Option<Orientation>,
    /// How "your move" notices of slow games reach this user.
    pub notify: Option<Notify>,
}

/// `/hex vacation`: the day clocks of the actor's games in this server stand still meanwhile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VacationAction {
    /// Shows whether the actor is on vacation and the days left this year.
    Status,
    /// Starts a vacation (until ended, or until the allowance runs out).
    Start,
    /// Ends the vacation.
    End,
}

impl FromStr for VacationAction {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "status" | "show" => Ok(Self::Status),
            "start" | "begin" => Ok(Self::Start),
            "end" | "stop" => Ok(Self::End),
            _ => Err(ParseNameError::new("vacation", s, "status, start or end")),
        }
    }
}

impl FromStr for PuzzleChannel {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "here" | "on" => Ok(Self::Here),
            "off" | "none" | "stop" => Ok(Self::Off),
            _ => Err(ParseNameError::new("puzzle channel", s, "here or off")),
        }
    }
}

/// `/hex-study puzzle`: what the player does with their puzzle in this server.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleAction {
    /// Shows the open puzzle again, or opens a new one near the player's puzzle rating.
    Open,
    /// A stone (a cell such as `e5`) in the open puzzle.
    Play(String),
    /// The hint (asks first when it costs rating).
    Hint,
    /// Gives the open puzzle up and shows its solution.
    GiveUp,
    /// The server's daily puzzle: today's (`None`), or the day's whose post's button was
    /// pressed (refused once that day is over).
    Daily(Option<i64>),
}

/// What `/hex plan` does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanAction {
    /// Show the plan.
    Show,
    /// Add these lines to it (a later answer to the same move replaces the earlier one).
    Add(String),
    /// Forget it.
    Clear,
}

/// A command from a player, in the channel of its [`super::Actor`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `/hex challenge`: challenge another user to a game in this channel.
    Challenge(ChallengeOptions),
    /// Accept the challenge waiting for the actor in this channel; the game starts.
    Accept,
    /// Decline the challenge waiting for the actor in this channel.
    Decline,
    /// Withdraw the actor's own challenge in this channel.
    Withdraw,
    /// `/hex ai`: start a game against the computer in this channel.
    Ai(AiOptions),
    /// A cell such as `e5` (`swap` and `resign` are accepted as words too).
    Move(String),
    /// Blue's swap, as the answer to Red's first stone (form set by the game's swap rule).
    Swap,
    /// Asks for confirmation; the confirmation is [`Command::ConfirmResign`] (or its button).
    Resign,
    /// Resign for good (after [`Command::Resign`] asked for confirmation).
    ConfirmResign,
    /// Show the current board again.
    Board,
    /// Show the board of the game in this channel to the actor alone, turned as they prefer.
    BoardPrivately,
    /// Same settings, the other player starts (after a finished game in this channel), unless
    /// the server's setting keeps the same starter.
    Rematch,
    /// Same settings and the same player starts.
    RematchSameStarter,
    /// End the game unrated (needs the right to manage messages). Where no game is open, a
    /// moderator is shown the server's games set aside because they no longer load.
    Abort,
    /// End a game set aside because it no longer loads, by its number (moderators).
    AbortGame(GameId),
    /// Claim a win when the opponent has been idle for the configured time (games without a
    /// timer; a day by default).
    Claim,
    /// The guild's leaderboard, page 1 first: two-player games, or the computer ladder.
    Leaderboard {
        /// The page to show (1-based; default 1).
        page: Option<u32>,
        /// Which ladder (default: two-player games).
        kind: Ladder,
    },
    /// A user's rating, record and recent games (the actor's own without a user).
    Profile {
        /// Whose profile (`None`: the actor's own).
        user: Option<Person>,
    },
    /// The rules of Hex and the swap (or of Rex), in the actor's language.
    Rules {
        /// Which game to explain (`None`: Hex, with a word on Rex).
        variant: Option<Variant>,
    },
    /// `/hex config`: the server's defaults for new games (shown; changed by moderators).
    Config(ConfigOptions),
    /// `/hex settings`: the actor's own preferences (shown or changed).
    Settings(PreferenceOptions),
    /// A user's recent games (the actor's own without a user): result, opponent, size, variant,
    /// date.
    History {
        /// Whose games (`None`: the actor's own).
        user: Option<Person>,
    },
    /// A game as an SGF record (attached) and a plain move list.
    Export {
        /// The game's number.
        game: super::ids::GameId,
    },
    /// The computer's review of a finished game (computed once, then stored); see
    /// [`super::Service::review`] for a front end that shows its progress.
    Review {
        /// The game's number.
        game: super::ids::GameId,
    },
    /// `/hex hint`: the computer's view of the position for the player to move (the actor), privately;
    /// marks the game as assisted.
    Hint,
    /// `/hex-study replay`: a game as an animated GIF (attached), one frame per position.
    Replay {
        /// The game's number.
        game: super::ids::GameId,
    },
    /// `/hex games`: every unfinished game of the actor, in every server, privately.
    Games {
        /// Whose games: only the actor's own may be asked for (`None`: the actor's).
        user: Option<Person>,
        /// The page to show (1-based; default 1).
        page: Option<u32>,
    },
    /// `/hex vacation`: shows, starts or ends the actor's vacation in this server.
    Vacation(VacationAction),
    /// `/hex plan`: the actor's conditional moves in this channel's game, privately.
    Plan(PlanAction),
    /// `/hex-tournament …`.
    Tournament(super::tournaments::options::TournamentAction),
    /// `/hex-study puzzle`: puzzles, privately.
    Puzzle(PuzzleAction),
    /// `/hex-study analyze`: opens an analysis board, privately.
    Analyze(Box<AnalyzeOptions>),
    /// `/hex-study diagram`: a position drawn publicly (refusals privately).
    Diagram(Box<DiagramOptions>),
    /// A button press (`input` is the text of a modal, for the move button).
    Button {
        /// Which button: its game and action.
        id: ButtonId,
        /// The text typed into the button's modal (the cell, for the Move button).
        input: Option<String>,
    },
}

impl Command {
    /// A button press from its custom id, as Discord hands it back.
    ///
    /// # Errors
    /// The id is not one of ours.
    pub fn button(
        custom_id: &str,
        input: Option<String>,
    ) -> Result<Self, super::custom_id::ParseButtonError> {
        Ok(Self::Button {
            id: custom_id.parse()?,
            input,
        })
    }

    /// Whether the answer is for the actor alone whatever happens (a front end deferring it
    /// should defer privately).
    pub fn answers_privately(&self) -> bool {
        matches!(
            self,
            Self::BoardPrivately
                | Self::Config(_)
                | Self::Settings(_)
                | Self::Rules { .. }
                | Self::Hint
                | Self::Games { .. }
                | Self::Vacation(_)
                | Self::Plan(_)
                | Self::Puzzle(_)
                | Self::Analyze(_)
        ) || matches!(self, Self::Button { id, .. } if id.action.is_puzzle()
            || (id.action.is_analysis() && id.action != super::custom_id::Action::AnalysisShare))
    }

    /// Whether the computer may move (or a board be drawn) before the answer: front ends with a
    /// short acknowledgement window should defer.
    pub fn may_be_slow(&self) -> bool {
        !matches!(
            self,
            Self::Withdraw
                | Self::Decline
                | Self::Rules { .. }
                | Self::Config(_)
                | Self::Settings(_)
                | Self::Resign
                | Self::Profile { .. }
                | Self::History { .. }
                | Self::Export { .. }
                | Self::Games { .. }
                | Self::Vacation(_)
                | Self::Plan(_)
                | Self::Diagram(_)
        )
    }
}
