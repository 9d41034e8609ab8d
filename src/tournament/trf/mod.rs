//! FIDE's Tournament Report File (TRF, the 2016 format with the `XX` extensions that JaVaFo
//! and bbpPairings read): reading one into a [`Tournament`] and writing one out.
//!
//! A player line (`001`) has fixed columns: the start number in 5–8, the name in 15–47, the
//! rating in 49–52, the points in 81–84, the rank in 86–89, then one 10-column group per round
//! from column 92: opponent (4 columns, `0000` for none), colour (`w`, `b`, `-`), result.
//! Results: `1` `=` `0` for games played, `W` `D` `L` for games played but not rated, `+` `-`
//! for forfeits, `U` for the pairing-allocated bye, `F` `H` `Z` for full-, half- and zero-point
//! byes, blank for a round not paired. An entry after the last round played says in advance
//! that the player sits out the round to pair (`0000 - H`, say).
//!
//! The `XX` codes: `XXR n` the number of rounds, `XXC white1` or `black1` the first seed's
//! colour in round 1, `XXP a b …` players who may not meet, `XXA n a1 a2 …` accelerations; and
//! bbpPairings' `BBW` `BBD` `BBL` `BBZ` `BBF` `BBU` point values. Of TRF-2026 (what bbpPairings
//! 6 reads): `142` the number of rounds, `152 W` or `B` the initial colour, `162` the point
//! values, and `192` the tournament type, which names the edition of the Dutch rules
//! (`FIDE_DUTCH_2025`, `FIDE_DUTCH_2017`; `FIDE_DUTCH` is the 2025 one), as does a `092` line
//! holding one of these codes (bbpPairings 6 writes its own there). Other lines are kept as
//! notes. Writing gives the `XX` and `BB` codes, which both versions of bbpPairings read, and
//! the `192` line when the tournament names its rules.
//!
//! Reading checks what the pairing relies on and reports the first problem with its line and
//! column: start numbers 1 to n, each once; opponents who exist; both players of a game
//! telling the same story; the points column agreeing with the results (as bbpPairings checks
//! it: advance entries and accelerations may be included).

mod read;
mod write;

#[cfg(test)]
mod tests;

pub use read::read_trf;
pub use write::write_trf;

use std::fmt;

/// A TRF file that cannot be read, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TrfError {
    /// The line, from 1.
    pub line: usize,
    /// The column (character), from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for TrfError {}

pub(super) fn error(line: usize, column: usize, message: impl Into<String>) -> TrfError {
    TrfError {
        line,
        column,
        message: message.into(),
    }
}

/// The first column of round 1's group on a player line (0-based: the opponent's first
/// character).
pub(super) const FIRST_ROUND: usize = 91;
/// Characters per round group.
pub(super) const ROUND_WIDTH: usize = 10;

/// Tenths as `1.5`.
pub(super) fn tenths(value: u32) -> String {
    format!("{}.{}", value / 10, value % 10)
}
