//! The analysis board's pure parts: its tree of variations ([`Tree`]), the readers that bring
//! games in from elsewhere (move lists, SGF from HexGui, MoHex and Little Golem, HexWorld links,
//! links to our own game pages; [`read_any`] tells them apart) and the writers that share them
//! ([`write_tree_sgf`], [`write_moves`], [`hexworld_link`]), and how near two positions are
//! ([`Position`], [`nearness`]) for the rule that the engine never analyses a running game.
//!
//! Stands on `hex` only: no I/O, no randomness, no async. Every reader refuses bad input with an
//! [`ImportError`] that says what and where (line and column, move number and its text), its
//! quotes of the input made printable; none panics. `docs/formats.md` lists the formats with
//! their sources.

mod error;
mod found;
mod hexworld;
mod likeness;
mod links;
mod moves;
mod sgf;
mod tree;

pub use error::ImportError;
pub use found::{Found, find_position};
pub use hexworld::{hexworld_link, read_hexworld};
pub use likeness::{Form, Likeness, NEAR_STONES, Position, is_near, nearness, nearness_to_forms};
pub use links::{GameLink, Opened, read_any, read_game_link};
pub use moves::{MoveListOptions, read_moves, write_moves};
pub use sgf::{read_tree_sgf, write_tree_sgf};
pub use tree::{MAX_NODES, NodeId, Setup, Tree, TreeError};
