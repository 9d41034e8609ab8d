//! How a board picture is turned: the one name shared by the renderer (which draws it), the store
//! (a game, a server and a user each keep one) and everything above them. It stands on `hex`'s
//! name errors alone, beside the rules, so that `render` and `store` can both use it without
//! importing each other.

use crate::hex::ParseNameError;
use std::fmt;
use std::str::FromStr;

/// How the board is turned in the picture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// HexGui's layout: `a1` top-left, rows shifting right as they go down; the picture is wide
    /// (about 1.6 : 1). The red bands run along the top and bottom.
    #[default]
    Normal,
    /// The normal picture turned 90° clockwise, for tall phone screens: `a1` is top-right and the
    /// red bands run down the right and left sides. Text still reads upright.
    Rotated,
}

impl Orientation {
    /// The other orientation.
    pub const fn toggled(self) -> Self {
        match self {
            Self::Normal => Self::Rotated,
            Self::Rotated => Self::Normal,
        }
    }

    /// `"normal"` or `"rotated"` (as stored and as typed).
    pub const fn name(self) -> &'static str {
        match self {
            Self::Normal => "normal",
            Self::Rotated => "rotated",
        }
    }
}

impl fmt::Display for Orientation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Orientation {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "normal" | "wide" | "landscape" => Ok(Self::Normal),
            "rotated" | "tall" | "portrait" | "phone" => Ok(Self::Rotated),
            other => Err(ParseNameError::new(
                "orientation",
                other,
                "normal or rotated",
            )),
        }
    }
}
