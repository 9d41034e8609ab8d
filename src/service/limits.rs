//! The service's fixed numbers, each with one home: the service, its messages' arguments and the
//! front ends all read them here.

use super::error::{Fail, Res};
use super::messages::{Key, Message};
use crate::hex::BoardSize;
use std::ops::RangeInclusive;
use std::time::Duration;

/// The board sizes the bot offers (the rules engine accepts 1–19).
pub const BOARD_SIZES: RangeInclusive<u32> = 7..=19;

/// The board size asked for, if the bot offers it.
pub(super) fn board_size(size: u32) -> Res<BoardSize> {
    let out_of_range = || {
        Fail::Refused(
            Message::new(Key::SizeOutOfRange)
                .arg("size", i64::from(size))
                .arg("min", i64::from(*BOARD_SIZES.start()))
                .arg("max", i64::from(*BOARD_SIZES.end())),
        )
    };
    if !BOARD_SIZES.contains(&size) {
        return Err(out_of_range());
    }
    BoardSize::new(size).map_err(|_| out_of_range())
}

/// The board size when a player does not choose one.
pub const DEFAULT_BOARD_SIZE: u32 = 11;

/// A game becomes unrated once the computer has made more than this many moves for one player.
pub const TAKEOVER_LIMIT: usize = 3;

/// How many servers' web opt-ins are remembered; past it the least recently used are read again.
pub(super) const WEB_GUILDS_KEPT: usize = 65_536;

/// How many games' board messages are remembered (for a move made on the web to edit); past it,
/// a move on the web posts a new board for the games least recently shown.
pub(super) const BOARDS_KEPT: usize = 65_536;

/// The most cells suggested while a move is typed (Discord's limit for autocomplete choices).
pub const MAX_SUGGESTIONS: usize = 25;

/// How much of the computer one user or one server may take (games against it open at once),
/// and how many of its moves may wait for a search thread before players are asked to try again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputerLimits {
    /// Games against the computer one user may have open at once, in all servers.
    pub games_per_user: u32,
    /// Games against the computer open at once in one server.
    pub games_per_server: u32,
    /// Computer moves waiting for a search thread, past which moves against the computer (and
    /// new games) are refused until the queue drains.
    pub queue: usize,
}

impl Default for ComputerLimits {
    /// Two games per user, twenty per server, thirty-two moves waiting.
    fn default() -> Self {
        Self {
            games_per_user: 2,
            games_per_server: 20,
            queue: 32,
        }
    }
}

/// How many public answers one user may ask for (boards, leaderboards, profiles, histories,
/// exports, replays, reviews) within `window`; past that they are answered privately, with a word saying why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PublicAnswers {
    /// Public answers allowed per window.
    pub per_window: u32,
    /// The window.
    pub window: std::time::Duration,
}

impl Default for PublicAnswers {
    /// Three a minute.
    fn default() -> Self {
        Self {
            per_window: 3,
            window: std::time::Duration::from_secs(60),
        }
    }
}

/// How many of the costliest pictures (replays, a review's pictures) are drawn at once, how many
/// more may wait for their turn, and how many bytes of drawn replays are kept to be shown again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RenderLimits {
    /// Drawings at once, each on a thread of the blocking pool (at least 1).
    pub at_once: usize,
    /// Drawings that may wait for one of those; past them, the asker is told to try again in a
    /// minute.
    pub queue: usize,
    /// The replays kept together may hold this many bytes; the least recently asked for are
    /// dropped first.
    pub kept_bytes: usize,
}

impl Default for RenderLimits {
    /// Half the cores (at least one) at once, eight waiting, 64 MiB of replays kept (a 19×19
    /// game of 361 moves is about 0.35 MiB).
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Self {
            at_once: (cores / 2).max(1),
            queue: 8,
            kept_bytes: 64 << 20,
        }
    }
}

/// Challenges one user may have waiting for an answer at once in a server (each may have a
/// thread of its own).
pub const OPEN_CHALLENGES_PER_USER: u32 = 3;

/// How long a personal link lets its holder play.
pub const LINK_LIFETIME: Duration = Duration::from_secs(7 * 24 * 3600);
