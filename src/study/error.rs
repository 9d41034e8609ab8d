//! What a reader says when its input is not a game it can open: what is wrong and where.

use crate::hex::{TextPos, printable};

/// Why an input does not open a board. Every quote of the input is printable (control
/// characters escaped, at most 100 characters), so the message can be shown as it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// The input is longer than [`MAX_SGF_BYTES`](crate::hex::MAX_SGF_BYTES).
    #[error("the input is larger than 1 MiB ({0} bytes)")]
    TooLarge(usize),
    /// The text is not of the format's shape (SGF syntax, a link's parts).
    #[error("{at}: {message}")]
    Syntax {
        /// Where.
        at: TextPos,
        /// What is wrong.
        message: String,
    },
    /// The record's header or setup is not one we play: another game, a size, rules, stones.
    #[error("{at}: {message}")]
    Header {
        /// Where.
        at: TextPos,
        /// What is wrong.
        message: String,
    },
    /// A move does not read or is illegal in its position.
    #[error("{at}: move {number} ({text}): {message}")]
    Move {
        /// Where the move is written.
        at: TextPos,
        /// Its number in its line, from 1.
        number: usize,
        /// The move as written.
        text: String,
        /// What is wrong with it.
        message: String,
    },
    /// The record holds more positions than a board keeps.
    #[error("the record has more than {} positions", crate::study::MAX_NODES)]
    TooManyNodes,
    /// More moves than the board has cells.
    #[error("{moves} moves are more than a {size}×{size} board holds")]
    TooManyMoves {
        /// How many moves the input gives.
        moves: usize,
        /// The board's side.
        size: u8,
    },
}

impl ImportError {
    /// A syntax error at `at`, its quotes made printable.
    pub(crate) fn syntax(at: TextPos, message: impl AsRef<str>) -> Self {
        Self::Syntax {
            at,
            message: printable(message.as_ref()),
        }
    }

    /// A header error at `at`, its quotes made printable.
    pub(crate) fn header(at: TextPos, message: impl AsRef<str>) -> Self {
        Self::Header {
            at,
            message: printable(message.as_ref()),
        }
    }

    /// Move `number`, written `text` at `at`, is wrong for `message`.
    pub(crate) fn mv(at: TextPos, number: usize, text: &str, message: impl AsRef<str>) -> Self {
        Self::Move {
            at,
            number,
            text: printable(text),
            message: printable(message.as_ref()),
        }
    }
}
