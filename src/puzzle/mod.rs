//! Hex puzzles: positions in which the side to move has a proved win with exactly one winning
//! stone, the *key*, proved by the engine's solver. A pure room, with no I/O: the service serves
//! puzzles from here and the `hexbot puzzles` commands build, check and export the library with it.
//!
//! - [`Puzzle`]: a position (the stones of a real game, played from the empty board by the
//!   rules, Red first and without a swap), its key and its *main line*: after the key, the
//!   computer's defence that holds out longest and the solver's answer to it, in turns, until
//!   the winner's chain is complete or virtually connected (H-search's full connection, which a
//!   picture can show).
//! - [`format`](mod@format): the library's text format, one puzzle a line ([`LIBRARY`] is the one shipped
//!   with the bot, `data/puzzles/library.txt`).
//! - [`prove`]: what the solver says about a puzzle: [`prove::find`] makes one from a position
//!   (the key wins, every other empty cell loses, the line is proved), [`prove::verify`] checks a
//!   stored one, [`prove::answer`] judges a solver's move while a puzzle is played.
//! - [`sgf`]: a puzzle as a HexGui SGF record, so other Hex programs can check it.
//!
//! Every answer depends only on the position and a node budget, never on a clock, so the same
//! library and budget give the same puzzles and the same verdicts on every machine.

pub mod format;
mod library;
mod model;
pub mod prove;
pub mod sgf;

pub use library::{LIBRARY, by_number, library};
pub use model::{HINT_CELLS, PUZZLE_SIZES, Puzzle, distance, region_around, settings};
