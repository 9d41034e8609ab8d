//! Commands sorted by how the service answers them, so that every match over them is
//! exhaustive: [`Apart`] for the commands answered without the channel's lock (nothing about
//! the channel's game, or slow work that must not hold it up: a review), [`OnGame`] for those
//! about the channel's game, answered under its lock. Button presses are sorted with the
//! commands they stand for, carrying the button (its game and ply) along.

use super::command::{
    AiOptions, ChallengeOptions, Command, ConfigOptions, Ladder, PlanAction, PreferenceOptions,
    PuzzleAction, VacationAction,
};
use super::custom_id::{Action, ButtonId};
use super::ids::{GameId, Person};
use crate::hex::Variant;

/// The button a command came by, if it came by one.
pub(super) type Pressed = Option<ButtonId>;

/// A command sorted by where it is answered.
pub(super) enum Routed {
    /// Answered without the channel's lock.
    Apart(Apart),
    /// About the channel's game, answered under its lock.
    OnGame(OnGame),
}

/// The commands answered without the channel's lock.
pub(super) enum Apart {
    Rules {
        variant: Option<Variant>,
    },
    Leaderboard {
        page: Option<u32>,
        kind: Ladder,
    },
    Profile {
        user: Option<Person>,
    },
    History {
        user: Option<Person>,
    },
    Export {
        game: GameId,
    },
    AbortGame(GameId),
    /// By command or by the Review button: a review may take seconds.
    Review {
        game: GameId,
    },
    /// Play on the web: a personal link for the game's player.
    WebLink {
        game: GameId,
    },
    Hint {
        /// Asked by the button under the question whether to take the game off the ladder.
        confirmed: bool,
    },
    Replay {
        game: GameId,
    },
    Config(ConfigOptions),
    Settings(PreferenceOptions),
    Games {
        user: Option<Person>,
        page: Option<u32>,
    },
    Vacation(VacationAction),
    /// `/hex plan`, or the Plan button (its game) with the form's text.
    Plan {
        action: super::command::PlanAction,
        button: Pressed,
    },
    Tournament(super::tournaments::options::TournamentAction),
    /// `/hex-study puzzle`, or a button of a puzzle (its attempt and stones played), privately.
    Puzzle {
        action: PuzzleAction,
        button: Pressed,
        /// The hint's question was answered (its button).
        confirmed: bool,
    },
    /// `/hex-study analyze`: a new analysis board.
    Analyze(Box<super::command::AnalyzeOptions>),
    /// `/hex-study diagram`: a position drawn publicly.
    Diagram(Box<super::command::DiagramOptions>),
    /// A button of an analysis board (its board and node), with a modal's text.
    Analysis {
        button: ButtonId,
        input: Option<String>,
    },
    /// The Join or Leave button under a tournament's announcement.
    TournamentSignup {
        tournament: crate::store::TournamentId,
        join: bool,
    },
}

/// The commands about the channel's game, each with the button it came by (if buttons carry it).
pub(super) enum OnGame {
    Challenge(ChallengeOptions),
    Accept(Pressed),
    Decline(Pressed),
    Withdraw(Pressed),
    Ai(AiOptions),
    /// A cell typed (or `swap`, `resign`).
    Move(String, Pressed),
    /// The Move button came back without a cell.
    MoveWithoutCell,
    Swap(Pressed),
    Resign(Pressed),
    ConfirmResign(Pressed),
    Board(Pressed),
    BoardPrivately,
    Rematch {
        same_starter: bool,
        button: Pressed,
    },
    Abort,
    Claim(Pressed),
}

impl OnGame {
    /// Whether the answer is one anyone may ask for, shown publicly only within the limits on
    /// public answers (see `public_answers`): the board again.
    pub(super) fn asks_for_public_answer(&self) -> bool {
        matches!(self, Self::Board(_))
    }
}

impl From<Command> for Routed {
    fn from(command: Command) -> Self {
        use Routed::{Apart as A, OnGame as G};
        match command {
            Command::Rules { variant } => A(Apart::Rules { variant }),
            Command::Leaderboard { page, kind } => A(Apart::Leaderboard { page, kind }),
            Command::Profile { user } => A(Apart::Profile { user }),
            Command::History { user } => A(Apart::History { user }),
            Command::Export { game } => A(Apart::Export { game }),
            Command::AbortGame(id) => A(Apart::AbortGame(id)),
            Command::Review { game } => A(Apart::Review { game }),
            Command::Hint => A(Apart::Hint { confirmed: false }),
            Command::Replay { game } => A(Apart::Replay { game }),
            Command::Config(options) => A(Apart::Config(options)),
            Command::Settings(options) => A(Apart::Settings(options)),
            Command::Games { user, page } => A(Apart::Games { user, page }),
            Command::Vacation(action) => A(Apart::Vacation(action)),
            Command::Plan(action) => A(Apart::Plan {
                action,
                button: None,
            }),
            Command::Tournament(action) => A(Apart::Tournament(action)),
            Command::Puzzle(action) => A(Apart::Puzzle {
                action,
                button: None,
                confirmed: false,
            }),
            Command::Analyze(options) => A(Apart::Analyze(options)),
            Command::Diagram(options) => A(Apart::Diagram(options)),
            Command::Challenge(options) => G(OnGame::Challenge(options)),
            Command::Accept => G(OnGame::Accept(None)),
            Command::Decline => G(OnGame::Decline(None)),
            Command::Withdraw => G(OnGame::Withdraw(None)),
            Command::Ai(options) => G(OnGame::Ai(options)),
            Command::Move(text) => G(OnGame::Move(text, None)),
            Command::Swap => G(OnGame::Swap(None)),
            Command::Resign => G(OnGame::Resign(None)),
            Command::ConfirmResign => G(OnGame::ConfirmResign(None)),
            Command::Board => G(OnGame::Board(None)),
            Command::BoardPrivately => G(OnGame::BoardPrivately),
            Command::Rematch => G(OnGame::Rematch {
                same_starter: false,
                button: None,
            }),
            Command::RematchSameStarter => G(OnGame::Rematch {
                same_starter: true,
                button: None,
            }),
            Command::Abort => G(OnGame::Abort),
            Command::Claim => G(OnGame::Claim(None)),
            Command::Button { id, input } => pressed(id, input),
        }
    }
}

/// A button press, sorted as the command it stands for.
fn pressed(id: ButtonId, input: Option<String>) -> Routed {
    let button = Some(id);
    Routed::OnGame(match id.action {
        Action::Review => return Routed::Apart(Apart::Review { game: id.game }),
        Action::Hint => return Routed::Apart(Apart::Hint { confirmed: true }),
        Action::Join | Action::Leave => {
            return Routed::Apart(Apart::TournamentSignup {
                tournament: crate::store::TournamentId(id.game.0),
                join: id.action == Action::Join,
            });
        }
        Action::PuzzleDaily => {
            return Routed::Apart(Apart::Puzzle {
                action: PuzzleAction::Daily(Some(id.game.0)),
                button: None,
                confirmed: false,
            });
        }
        Action::PuzzleMove
        | Action::PuzzleHint
        | Action::PuzzleHintConfirm
        | Action::PuzzleGiveUp
        | Action::PuzzleNext => {
            let action = match id.action {
                // An empty cell is refused by the handler (`MoveNeedsCell`).
                Action::PuzzleMove => PuzzleAction::Play(input.unwrap_or_default()),
                Action::PuzzleHint | Action::PuzzleHintConfirm => PuzzleAction::Hint,
                Action::PuzzleGiveUp => PuzzleAction::GiveUp,
                _ => PuzzleAction::Open,
            };
            return Routed::Apart(Apart::Puzzle {
                action,
                button: (id.action != Action::PuzzleNext).then_some(id),
                confirmed: id.action == Action::PuzzleHintConfirm,
            });
        }
        Action::WebLink => return Routed::Apart(Apart::WebLink { game: id.game }),
        Action::Plan => {
            let action = match input {
                Some(text) if !text.trim().is_empty() => PlanAction::Add(text),
                _ => PlanAction::Show,
            };
            return Routed::Apart(Apart::Plan { action, button });
        }
        Action::AnalysisStart
        | Action::AnalysisBack
        | Action::AnalysisForward
        | Action::AnalysisEnd
        | Action::AnalysisSibling
        | Action::AnalysisPlay
        | Action::AnalysisEngine
        | Action::AnalysisShare
        | Action::AnalysisDelete
        | Action::AnalysisJump => {
            return Routed::Apart(Apart::Analysis { button: id, input });
        }
        Action::Games => {
            return Routed::Apart(Apart::Games {
                user: None,
                page: Some(id.ply),
            });
        }
        Action::Accept => OnGame::Accept(button),
        Action::Decline => OnGame::Decline(button),
        Action::Withdraw => OnGame::Withdraw(button),
        Action::Move => match input {
            Some(text) if !text.trim().is_empty() => OnGame::Move(text, button),
            _ => OnGame::MoveWithoutCell,
        },
        Action::Swap => OnGame::Swap(button),
        Action::Resign => OnGame::Resign(button),
        Action::ConfirmResign => OnGame::ConfirmResign(button),
        Action::Board => OnGame::Board(button),
        Action::Rematch => OnGame::Rematch {
            same_starter: false,
            button,
        },
        Action::RematchSame => OnGame::Rematch {
            same_starter: true,
            button,
        },
        Action::Claim => OnGame::Claim(button),
    })
}
