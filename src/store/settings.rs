//! The settings records: a server's defaults for new games (its moderators set them with
//! `/hex config`) and a user's own display preferences (`/hex settings`). The store keeps what
//! was set; which default applies when nothing was set is the service's decision.

use super::types::{Timestamp, UserId};
use crate::hex::{BoardSize, ParseNameError, SwapRule, Variant};
use crate::orientation::Orientation;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// Who starts a rematch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RematchStarter {
    /// The other player starts (plays Red) this time (the default).
    #[default]
    Alternate,
    /// The player who started the last game starts again.
    Same,
}

impl RematchStarter {
    /// `"alternate"` or `"same"` (as stored and as typed).
    pub const fn name(self) -> &'static str {
        match self {
            Self::Alternate => "alternate",
            Self::Same => "same",
        }
    }
}

impl fmt::Display for RematchStarter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for RematchStarter {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "alternate" | "alternating" | "other" => Ok(Self::Alternate),
            "same" | "keep" => Ok(Self::Same),
            other => Err(ParseNameError::new(
                "rematch starter",
                other,
                "alternate or same",
            )),
        }
    }
}

/// A server's defaults for new games, as its moderators last set them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuildSettings {
    /// Board size of new games.
    pub size: BoardSize,
    /// Hex or Rex.
    pub variant: Variant,
    /// The swap form of two-player games (and of the computer's Medium and Hard games).
    pub swap: SwapRule,
    /// Time per move of two-player games (`None`: no turn timer).
    pub turn_timer: Option<Duration>,
    /// Who starts a rematch.
    pub rematch: RematchStarter,
    /// How the public pictures of new games are turned.
    pub orientation: Orientation,
    /// The days of vacation a member may take in a calendar year (at most
    /// [`MAX_VACATION_DAYS`]).
    pub vacation_days: u32,
    /// The most tournaments taking players or being played at once (1 to
    /// [`MAX_OPEN_TOURNAMENTS`]).
    pub open_tournaments: u32,
    /// The moderator who last changed them.
    pub updated_by: UserId,
    /// When they last changed.
    pub updated_at: Timestamp,
}

/// A user's own preferences, for what the bot shows them privately.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UserSettings {
    /// How the pictures shown to them privately are turned.
    pub orientation: Orientation,
    /// How they hear that it is their move in a game with a day clock.
    pub notify: Notify,
    /// When they last changed.
    pub updated_at: Timestamp,
}

/// The days of vacation a year that a server may allow at most (and allows unless it lowers it).
pub const MAX_VACATION_DAYS: u32 = 30;

/// The most tournaments a server may have open at once (`/hex config tournaments:`).
pub const MAX_OPEN_TOURNAMENTS: u32 = 10;

/// How many tournaments a server may have open at once unless it says otherwise.
pub const DEFAULT_OPEN_TOURNAMENTS: u32 = 3;

/// How a player hears that it is their move in a game with a day clock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Notify {
    /// Named with a mention in the game's message (the default).
    #[default]
    Mention,
    /// A direct message with the board and a link to the game.
    Dm,
    /// Nothing.
    Off,
}

impl Notify {
    /// The name as stored and typed (`mention`, `dm`, `off`).
    pub const fn name(self) -> &'static str {
        match self {
            Self::Mention => "mention",
            Self::Dm => "dm",
            Self::Off => "off",
        }
    }
}

impl FromStr for Notify {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "mention" => Ok(Self::Mention),
            "dm" | "direct" => Ok(Self::Dm),
            "off" | "none" => Ok(Self::Off),
            other => Err(ParseNameError::new("notice", other, "mention, dm or off")),
        }
    }
}
