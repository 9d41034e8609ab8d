//! The choices of the slash commands' options: each a poise choice enum whose labels are
//! catalogue ids (the words Discord shows, English and localised, are filled in from the
//! catalogues at start-up), with its conversion into the service's own type. The commands of
//! every group take their choices from here, so no command file names another.

use crate::service::{
    Color, DutchRules, FirstMove, Ladder, Level, Notify, Orientation, PuzzleAction, RematchStarter,
    SwapRule, TournamentFormat, TurnTimer, VacationAction, Variant, WhoStarts,
};

/// Declares a poise choice enum (each variant with the catalogue id of the label Discord shows:
/// the words, English and localised, are filled in from the catalogues at start-up) and its
/// conversion into the service's own type, so each option's choices are written once.
macro_rules! choices {
    ($(#[$doc:meta])* $name:ident => $target:ty { $($label:tt $variant:ident => $value:expr,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
        pub(crate) enum $name {
            $(#[name = $label] $variant,)*
        }

        impl From<$name> for $target {
            fn from(choice: $name) -> Self {
                match choice {
                    $($name::$variant => $value,)*
                }
            }
        }
    };
}

choices!(
    /// Hex or its misère twin.
    VariantChoice => Variant {
        "choice-variant-hex" Hex => Variant::Hex,
        "choice-variant-rex" Rex => Variant::Rex,
    }
);

choices!(
    /// A colour (who is to move in a set-up position).
    ColorChoice => Color {
        "choice-color-red" Red => Color::Red,
        "choice-color-blue" Blue => Color::Blue,
    }
);

choices!(
    /// Turn timer.
    TimerChoice => TurnTimer {
        "choice-timer-none" None => TurnTimer::None,
        "choice-timer-thirty" Thirty => TurnTimer::Secs30,
        "choice-timer-sixty" Sixty => TurnTimer::Secs60,
        "choice-timer-one-day" OneDay => TurnTimer::Days1,
        "choice-timer-two-days" TwoDays => TurnTimer::Days2,
        "choice-timer-three-days" ThreeDays => TurnTimer::Days3,
        "choice-timer-seven-days" SevenDays => TurnTimer::Days7,
    }
);

choices!(
    /// A day clock, or none (the computer's games take no live timer).
    DayClockChoice => TurnTimer {
        "choice-timer-none" None => TurnTimer::None,
        "choice-timer-one-day" OneDay => TurnTimer::Days1,
        "choice-timer-two-days" TwoDays => TurnTimer::Days2,
        "choice-timer-three-days" ThreeDays => TurnTimer::Days3,
        "choice-timer-seven-days" SevenDays => TurnTimer::Days7,
    }
);

choices!(
    /// How "your move" notices of slow games reach a player.
    NotifyChoice => Notify {
        "choice-notify-mention" Mention => Notify::Mention,
        "choice-notify-dm" Dm => Notify::Dm,
        "choice-notify-off" Off => Notify::Off,
    }
);

choices!(
    /// What `/hex vacation` does.
    VacationChoice => VacationAction {
        "choice-vacation-status" Status => VacationAction::Status,
        "choice-vacation-start" Start => VacationAction::Start,
        "choice-vacation-end" End => VacationAction::End,
    }
);

choices!(
    /// Who moves first (and so plays Red) in a challenge.
    ChallengeFirst => WhoStarts {
        "choice-challenge-first-challenger" Challenger => WhoStarts::Challenger,
        "choice-challenge-first-opponent" Opponent => WhoStarts::Opponent,
        "choice-challenge-first-random" Random => WhoStarts::Random,
    }
);

choices!(
    /// Who moves first (and so plays Red) against the computer.
    AiFirst => FirstMove {
        "choice-ai-first-you" You => FirstMove::You,
        "choice-ai-first-computer" Computer => FirstMove::Computer,
        "choice-ai-first-alternate" Alternate => FirstMove::Alternate,
    }
);

choices!(
    /// The computer's strength.
    LevelChoice => Level {
        "choice-level-easy" Easy => Level::Easy,
        "choice-level-medium" Medium => Level::Medium,
        "choice-level-hard" Hard => Level::Hard,
    }
);

choices!(
    /// The swap rule and its form.
    SwapChoice => SwapRule {
        "choice-swap-off" Off => SwapRule::Off,
        "choice-swap-mirror" Mirror => SwapRule::Mirror,
        "choice-swap-seat" Seat => SwapRule::Seat,
    }
);

choices!(
    /// How a board picture is turned.
    OrientationChoice => Orientation {
        "choice-orientation-normal" Normal => Orientation::Normal,
        "choice-orientation-rotated" Rotated => Orientation::Rotated,
    }
);

choices!(
    /// Who starts a rematch.
    RematchChoice => RematchStarter {
        "choice-rematch-alternate" Alternate => RematchStarter::Alternate,
        "choice-rematch-same" Same => RematchStarter::Same,
    }
);

choices!(
    /// Which leaderboard: two-player games, the computer ladder or puzzles.
    LadderChoice => Ladder {
        "choice-ladder-players" Players => Ladder::Players,
        "choice-ladder-computer" Computer => Ladder::Computer,
        "choice-ladder-puzzles" Puzzles => Ladder::Puzzles,
    }
);

choices!(
    /// What `/hex-study puzzle` does without a stone: show the puzzle, its hint, or give it up.
    PuzzleChoice => PuzzleAction {
        "choice-puzzle-open" Open => PuzzleAction::Open,
        "choice-puzzle-hint" Hint => PuzzleAction::Hint,
        "choice-puzzle-give-up" GiveUp => PuzzleAction::GiveUp,
        "choice-puzzle-daily" Daily => PuzzleAction::Daily(None),
    }
);

choices!(
    /// How the players of a tournament meet.
    FormatChoice => TournamentFormat {
        "choice-format-swiss" Swiss => TournamentFormat::Swiss,
        "choice-format-round-robin" RoundRobin => TournamentFormat::RoundRobin,
        "choice-format-double-round-robin" DoubleRoundRobin => TournamentFormat::DoubleRoundRobin,
        "choice-format-knockout" Knockout => TournamentFormat::Knockout,
    }
);

choices!(
    /// The edition of the FIDE Dutch rules a Swiss tournament is paired by.
    RulesChoice => DutchRules {
        "choice-rules-2025" Fide2025 => DutchRules::Fide2025,
        "choice-rules-2017" Fide2017 => DutchRules::Fide2017,
    }
);
