//! The turn timers a game can have: none, 30 or 60 seconds, or a day clock of 1, 2, 3 or 7 days
//! per move.

use crate::hex::ParseNameError;
use std::str::FromStr;

/// Time allowed per move in a two-player game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum TurnTimer {
    /// No turn timer (the default).
    #[default]
    None,
    /// 30 seconds per move.
    Secs30,
    /// 60 seconds per move.
    Secs60,
    /// A day clock: one day per move.
    Days1,
    /// Two days per move.
    Days2,
    /// Three days per move.
    Days3,
    /// Seven days per move.
    Days7,
}

/// Seconds in a day.
const DAY: u32 = 86_400;

impl TurnTimer {
    /// Every timer, in the order they are offered.
    pub const ALL: [TurnTimer; 7] = [
        Self::None,
        Self::Secs30,
        Self::Secs60,
        Self::Days1,
        Self::Days2,
        Self::Days3,
        Self::Days7,
    ];

    /// The time per move, if any.
    pub fn duration(self) -> Option<std::time::Duration> {
        (self != Self::None).then(|| std::time::Duration::from_secs(u64::from(self.secs())))
    }

    /// Seconds per move (0 for none).
    pub fn secs(self) -> u32 {
        match self {
            Self::None => 0,
            Self::Secs30 => 30,
            Self::Secs60 => 60,
            Self::Days1 => DAY,
            Self::Days2 => 2 * DAY,
            Self::Days3 => 3 * DAY,
            Self::Days7 => 7 * DAY,
        }
    }

    /// Whole days per move of a day clock (0 for the others).
    pub fn days(self) -> u32 {
        self.secs() / DAY
    }

    /// Whether this is a day clock (1, 2, 3 or 7 days per move): the player to move loses when
    /// it runs out, and the computer never plays for them.
    pub fn is_day_clock(self) -> bool {
        self.days() > 0
    }

    /// The timer of `secs` seconds (anything not offered is none).
    pub fn from_secs(secs: u32) -> Self {
        Self::ALL
            .into_iter()
            .find(|t| t.secs() == secs)
            .unwrap_or(Self::None)
    }
}

impl FromStr for TurnTimer {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        let text: String = s.to_ascii_lowercase().split_whitespace().collect();
        let days = ["days", "day", "d"]
            .into_iter()
            .find_map(|unit| text.strip_suffix(unit));
        let found = match (text.as_str(), days) {
            ("none" | "off" | "0", _) => Some(Self::None),
            (_, Some(n)) => n
                .parse::<u32>()
                .ok()
                .map(|n| Self::from_secs(n.saturating_mul(DAY)))
                .filter(|t| t.is_day_clock()),
            (t, None) => t
                .trim_end_matches("secs")
                .trim_end_matches('s')
                .parse::<u32>()
                .ok()
                .map(Self::from_secs)
                .filter(|t| matches!(t, Self::Secs30 | Self::Secs60)),
        };
        found.ok_or_else(|| ParseNameError::new("timer", s, "none, 30, 60, 1d, 2d, 3d or 7d"))
    }
}
