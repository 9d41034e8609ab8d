//! Why a Swiss round cannot be paired.

use std::fmt;

/// Why the next round of a tournament cannot be paired.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PairingError {
    /// The number of rounds is not known (TRF `XXR`); the last-round rules need it.
    RoundsUnknown,
    /// Every planned round has been played.
    AllRoundsPlayed {
        /// The rounds played.
        played: usize,
        /// The rounds planned.
        planned: u32,
    },
    /// Round 1's colours are not known and cannot be inferred (TRF `XXC white1` or `black1`).
    NoInitialColour,
    /// No pairing meets the absolute criteria: no two players meet twice, no one gets a second
    /// bye (or a bye after a forfeit win), no two players with the same absolute colour
    /// preference meet (except top scorers in the last round).
    NoValidPairing,
    /// The tournament is too large for the pairing engine's weights.
    TooLarge,
    /// The tournament contradicts itself (say, a game only one of its players has): what.
    Inconsistent(String),
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingError::RoundsUnknown => {
                f.write_str("the number of rounds is not known (say it with XXR)")
            }
            PairingError::AllRoundsPlayed { played, planned } => write!(
                f,
                "{played} rounds are played and the tournament has {planned}: there is no round to pair"
            ),
            PairingError::NoInitialColour => {
                f.write_str("round 1's colours are not known (say XXC white1 or XXC black1)")
            }
            PairingError::NoValidPairing => f.write_str(
                "no pairing meets the absolute criteria (no repeated games, at most one bye each, \
                 no two players with the same absolute colour preference)",
            ),
            PairingError::TooLarge => f.write_str("the tournament is too large to pair"),
            PairingError::Inconsistent(what) => {
                write!(f, "the tournament contradicts itself: {what}")
            }
        }
    }
}

impl std::error::Error for PairingError {}
