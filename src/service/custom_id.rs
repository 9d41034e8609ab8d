//! Button custom ids: `hex:<game>:<action>:<ply>`. Everything a button means travels in its id, so
//! buttons work after a restart, and the ply lets a stale or replayed button be refused.

use super::ids::GameId;
use std::fmt;
use std::str::FromStr;

/// What a button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Accept the challenge the button came with.
    Accept,
    /// Decline the challenge the button came with.
    Decline,
    /// Withdraw one's own challenge.
    Withdraw,
    /// Blue's swap after Red's first stone.
    Swap,
    /// Resign (asks for confirmation first).
    Resign,
    /// Confirm a resignation.
    ConfirmResign,
    /// Opens a text input for a cell; the front end sends the text back with the same id.
    Move,
    /// Play again with the same settings, the other player starting (unless the server's
    /// setting keeps the starter).
    Rematch,
    /// Play again with the same settings and the same player starting.
    RematchSame,
    /// Show the current board again.
    Board,
    /// Claim the win from an idle opponent.
    Claim,
    /// The computer's review of the finished game.
    Review,
    /// A page of `/hex games` (its game is 0, its ply the page).
    Games,
    /// Show the hint after all (a game against the computer then leaves the ladder).
    Hint,
    /// Join the tournament whose announcement the button is under (its `game` field holds
    /// the tournament's number, its ply 0).
    Join,
    /// Leave that tournament (as [`Action::Join`]).
    Leave,
    /// A stone in a puzzle: opens a text input like [`Action::Move`] (its `game` field holds
    /// the attempt's number, its ply the stones played in it so far).
    PuzzleMove,
    /// The hint of a puzzle (as [`Action::PuzzleMove`]); asks first when it costs rating.
    PuzzleHint,
    /// Show the hint after all, at the question's cost.
    PuzzleHintConfirm,
    /// Give a puzzle up and see its solution (as [`Action::PuzzleMove`]).
    PuzzleGiveUp,
    /// Another puzzle (its `game` field holds the attempt that ended, its ply 0).
    PuzzleNext,
    /// Solve a day's daily puzzle, privately (its `game` field holds the day, its ply 0).
    PuzzleDaily,
    /// A personal link to play the game on the web, privately, for its player.
    WebLink,
    /// An analysis board's first position (its `game` field holds the board's number, its ply
    /// the node the button was shown at; so for every analysis button).
    AnalysisStart,
    /// The node before.
    AnalysisBack,
    /// The next node of the line (the first variation).
    AnalysisForward,
    /// The end of the line (following the first variations).
    AnalysisEnd,
    /// The next variation beside this node (its parent's next child, round again).
    AnalysisSibling,
    /// Play stones: opens a text input like [`Action::Move`] (one or more moves).
    AnalysisPlay,
    /// The engine and the solver on this node.
    AnalysisEngine,
    /// Share this node publicly: a diagram, a HexWorld link and the tree's SGF.
    AnalysisShare,
    /// Delete this node and the variations after it (back to its parent).
    AnalysisDelete,
    /// An analysis board's node (its ply field holds the node): shown, as the web's move list
    /// jumps to any node (no Discord button carries it).
    AnalysisJump,
    /// The player's plan in a game between people (conditional moves, or a premove in a live
    /// game): opens a text input for lines to add; with none, shows the plan. Always private.
    Plan,
}

impl Action {
    const ALL: [Action; 34] = [
        Self::Accept,
        Self::Decline,
        Self::Withdraw,
        Self::Swap,
        Self::Resign,
        Self::ConfirmResign,
        Self::Move,
        Self::Rematch,
        Self::RematchSame,
        Self::Board,
        Self::Claim,
        Self::Review,
        Self::Games,
        Self::Hint,
        Self::Join,
        Self::Leave,
        Self::PuzzleMove,
        Self::PuzzleHint,
        Self::PuzzleHintConfirm,
        Self::PuzzleGiveUp,
        Self::PuzzleNext,
        Self::PuzzleDaily,
        Self::WebLink,
        Self::AnalysisStart,
        Self::AnalysisBack,
        Self::AnalysisForward,
        Self::AnalysisEnd,
        Self::AnalysisSibling,
        Self::AnalysisPlay,
        Self::AnalysisEngine,
        Self::AnalysisShare,
        Self::AnalysisDelete,
        Self::AnalysisJump,
        Self::Plan,
    ];

    /// Whether the button belongs to an analysis board.
    pub const fn is_analysis(self) -> bool {
        matches!(
            self,
            Self::AnalysisStart
                | Self::AnalysisBack
                | Self::AnalysisForward
                | Self::AnalysisEnd
                | Self::AnalysisSibling
                | Self::AnalysisPlay
                | Self::AnalysisEngine
                | Self::AnalysisShare
                | Self::AnalysisDelete
                | Self::AnalysisJump
        )
    }

    /// Whether the button belongs to a puzzle (its answers are private).
    pub const fn is_puzzle(self) -> bool {
        matches!(
            self,
            Self::PuzzleMove
                | Self::PuzzleHint
                | Self::PuzzleHintConfirm
                | Self::PuzzleGiveUp
                | Self::PuzzleNext
                | Self::PuzzleDaily
        )
    }

    /// The short code written in the custom id.
    pub const fn code(self) -> &'static str {
        match self {
            Self::Accept => "accept",
            Self::Decline => "decline",
            Self::Withdraw => "withdraw",
            Self::Swap => "swap",
            Self::Resign => "resign",
            Self::ConfirmResign => "confirm",
            Self::Move => "move",
            Self::Rematch => "rematch",
            Self::RematchSame => "rematch-same",
            Self::Board => "board",
            Self::Claim => "claim",
            Self::Review => "review",
            Self::Games => "games",
            Self::Hint => "hint",
            Self::Join => "join",
            Self::Leave => "leave",
            Self::PuzzleMove => "pmove",
            Self::PuzzleHint => "phint",
            Self::PuzzleHintConfirm => "phint-yes",
            Self::PuzzleGiveUp => "pgiveup",
            Self::PuzzleNext => "pnext",
            Self::PuzzleDaily => "pdaily",
            Self::WebLink => "web",
            Self::AnalysisStart => "astart",
            Self::AnalysisBack => "aback",
            Self::AnalysisForward => "afwd",
            Self::AnalysisEnd => "aend",
            Self::AnalysisSibling => "avar",
            Self::AnalysisPlay => "aplay",
            Self::AnalysisEngine => "aeng",
            Self::AnalysisShare => "ashare",
            Self::AnalysisDelete => "adel",
            Self::AnalysisJump => "ajump",
            Self::Plan => "plan",
        }
    }
}

/// A decoded button custom id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ButtonId {
    /// The game the button belongs to.
    pub game: GameId,
    /// What pressing it does.
    pub action: Action,
    /// The number of moves the game had when the button was made.
    pub ply: u32,
}

/// Prefix of all our custom ids.
const PREFIX: &str = "hex";

impl fmt::Display for ButtonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{PREFIX}:{}:{}:{}",
            self.game.0,
            self.action.code(),
            self.ply
        )
    }
}

/// A custom id that is not one of ours (or is damaged).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a hexbot button id: \"{0}\"")]
pub struct ParseButtonError(pub String);

impl FromStr for ButtonId {
    type Err = ParseButtonError;
    fn from_str(s: &str) -> Result<Self, ParseButtonError> {
        let err = || ParseButtonError(s.chars().take(100).collect());
        let mut parts = s.split(':');
        let (Some(PREFIX), Some(game), Some(action), Some(ply), None) = (
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
        ) else {
            return Err(err());
        };
        let digits =
            |t: &str| !t.is_empty() && t.len() <= 19 && t.bytes().all(|b| b.is_ascii_digit());
        if !digits(game) || !digits(ply) {
            return Err(err());
        }
        let game = game.parse::<i64>().map_err(|_| err())?;
        let ply = ply.parse::<u32>().map_err(|_| err())?;
        let action = Action::ALL
            .into_iter()
            .find(|a| a.code() == action)
            .ok_or_else(err)?;
        Ok(Self {
            game: GameId(game),
            action,
            ply,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_within_discord_limit() {
        for action in Action::ALL {
            let id = ButtonId {
                game: GameId(i64::MAX),
                action,
                ply: u32::MAX,
            };
            let text = id.to_string();
            assert!(text.len() <= 100, "{text} too long");
            assert_eq!(text.parse::<ButtonId>(), Ok(id));
        }
    }

    #[test]
    fn the_format_is_stable() {
        let id = ButtonId {
            game: GameId(42),
            action: Action::Move,
            ply: 7,
        };
        assert_eq!(id.to_string(), "hex:42:move:7");
    }

    #[test]
    fn damaged_ids_are_refused() {
        for bad in [
            "",
            "hex",
            "hex:1:move",
            "hex:1:move:2:3",
            "hex:-1:move:2",
            "hex:1:fly:2",
            "hex:1:move:+2",
            "hex:x:move:2",
            "rex:1:move:2",
            "hex:99999999999999999999:move:1",
            "hex:1:move:99999999999",
        ] {
            assert!(bad.parse::<ButtonId>().is_err(), "{bad:?} accepted");
        }
    }
}
