//! The connection engine: each colour's virtual connections on a position, FastVC-style (as in
//! Pawlewicz, Hayward, Henderson and Arneson, "Stronger Virtual Connections in Hex", 2015), for
//! the solver, hints, reviews and the search.
//!
//! A *full* connection between two ends (a group of the colour's stones, a side among them, or an
//! empty cell) holds whoever moves first: the colour answers every intrusion into its *carrier*
//! (empty cells) and stays connected. A *semi* connection needs one more stone, on its *key*, and
//! so holds if the colour moves first. From the base connections (adjacent ends, and the edge
//! templates and ladders of [`templates`], derived by our own exhaustive search) two rules build the rest:
//!
//! - **AND**: full connections x–z and z–y whose carriers share nothing give a full connection
//!   x–y through a group z, a semi one with key z through an empty cell z (never through a side);
//! - **OR**: semi connections x–y whose carriers share nothing, however many, give a full one,
//!   their union ([`or_rule`]).
//!
//! Cells an empty end would capture once played (a pair of cells the opponent cannot both take,
//! next to it) may be shared, and join the union. No list has a count cap: a pair keeps a full
//! connection only while it shrinks what all of them hold, and every semi connection no other
//! lies inside ([`lists`]); the rules run until nothing new comes.
//!
//! What the players read is between a colour's two sides: a full connection wins whoever moves,
//! a semi one wins for the colour to move (on its key), and otherwise the opponent's semi ones
//! leave the player to move a *must-play* region, the cells every one of them holds: any other
//! move loses. Sound, not complete: "nothing found" proves nothing.
//!
//! A build starts from nothing on a (filled-in) position; [`Connections`] keeps its buffers, so a
//! caller that builds at many positions (the solver at each node, the search at its tree nodes)
//! reuses one, and a build allocates nothing once warmed up. [`BuildStats`] says what it did.

mod build;
#[cfg(test)]
mod derive;
mod lists;
mod or_rule;
mod summary;
mod templates;
#[cfg(test)]
mod tests;

pub(crate) use build::Connections;
pub use summary::{ConnectionBuilder, SideConnections};
pub(crate) use templates::Templates;
