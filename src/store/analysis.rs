//! Analysis boards as stored: a player's own boards, each a tree of variations kept as text (the
//! service writes and reads it; what it means lives in `crate::study`, not here), the node shown,
//! and a revision that grows at every change, so that of two presses on the same board only the
//! first is stored.

use super::types::{GuildId, Timestamp, UserId};

/// An analysis board's number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BoardId(pub i64);

/// An analysis board as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredBoard {
    /// The board's number.
    pub id: BoardId,
    /// Its owner, the only one who sees it.
    pub user: UserId,
    /// The server it was opened in (`GuildId(0)` in the terminal).
    pub guild: GuildId,
    /// The tree of variations, as text.
    pub tree: String,
    /// The node shown.
    pub node: u32,
    /// Grows by one at every change.
    pub revision: i64,
    /// When it was opened.
    pub created_at: Timestamp,
    /// When it last changed.
    pub updated_at: Timestamp,
}
