//! The computer player's levels: the one name for how strongly the computer plays, shared by the
//! engine (`ai` turns a level into a search budget), the store (a computer's seat records its
//! level) and everything above them. It stands on `hex` alone, beside the rules, so that `ai` and
//! `store` can both use it without importing each other.

use crate::hex::ParseNameError;
use std::fmt;
use std::str::FromStr;

/// How strongly the computer plays (what each level means in a search, [`crate::ai`]'s module
/// docs say). Medium is the default, as players get it when they do not choose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// The weakest level: a small search and deliberate mistakes; swap is off against it.
    Easy,
    /// A moderate search without deliberate mistakes (the default).
    #[default]
    Medium,
    /// Full strength within the time cap.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Self; 3] = [Self::Easy, Self::Medium, Self::Hard];

    /// The level's fixed rating on the computer ladder (Glicko scale), from self-play on 11×11
    /// ([`LEVEL_RATINGS`] says how).
    pub const fn rating(self) -> f64 {
        LEVEL_RATINGS[self as usize]
    }

    /// `"easy"`, `"medium"` or `"hard"`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Easy => "easy",
            Self::Medium => "medium",
            Self::Hard => "hard",
        }
    }
}

/// The levels' ratings, Easy, Medium, Hard, calibrated against each other by self-play on 11×11
/// (`hexbot-lab bench match`, colours alternating, no swap; `docs/engine.md`, "The levels'
/// ratings", has the commands, scores and intervals). Medium is anchored at 1500 and each neighbouring
/// pair's score p becomes a difference d = 400·log10(p / (1 − p)), p clamped to
/// [1/(2n), 1 − 1/(2n)] for n games so that a clean sweep gives a finite difference:
/// - Medium beat Easy 40/40 (clamped to 79/80): d = 759, so Easy = 741 (95 % interval of the
///   score 91.2–100 %: d ≥ 407; the gap may be larger still);
/// - Hard at a fixed 20,000 playouts (a tenth of its usual 2 s) beat Medium 77/80 with the
///   patterns of issue 35 (seeds 1 and 2, 39/40 and 38/40): d = 564 (interval 89.5–98.7 %:
///   d 373–754), a lower bound for Hard at its real budget, so Hard = 2064. Before them Hard at
///   2 s had beaten Medium 19/20 (d = 512, the constant was 2012) and at 20,000 playouts 81/100
///   and 33/40 (d = 252 and 269).
pub const LEVEL_RATINGS: [f64; 3] = [741.0, 1500.0, 2064.0];

/// How uncertain a level's rating is taken to be in a rated game (its Glicko deviation): about
/// the calibration's standard error, far below a new player's 350, so a game against the
/// computer moves the player's rating and hardly depends on the level's own deviation.
pub const LEVEL_DEVIATION: f64 = 60.0;

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(Self::Easy),
            "medium" => Ok(Self::Medium),
            "hard" => Ok(Self::Hard),
            other => Err(ParseNameError::new("level", other, "easy, medium or hard")),
        }
    }
}
