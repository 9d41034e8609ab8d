//! The service's fixed numbers, each with one home: the service, its messages' arguments and the
//! front ends all read them here.

use std::ops::RangeInclusive;

/// The board sizes the bot offers (the rules engine accepts 1–19).
pub const BOARD_SIZES: RangeInclusive<u32> = 7..=19;

/// The board size when a player does not choose one.
pub const DEFAULT_BOARD_SIZE: u32 = 11;

/// A game becomes unrated once the computer has made more than this many moves for one player.
pub const TAKEOVER_LIMIT: usize = 3;

/// The most cells suggested while a move is typed (Discord's limit for autocomplete choices).
pub const MAX_SUGGESTIONS: usize = 25;
