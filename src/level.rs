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

    /// `"easy"`, `"medium"` or `"hard"`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Easy => "easy",
            Self::Medium => "medium",
            Self::Hard => "hard",
        }
    }
}

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
