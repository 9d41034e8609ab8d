//! The computer opponent: Monte-Carlo tree search for Hex and Rex, its three levels, the swap
//! decision and the report of a search (move, playouts, time, win estimate, visits per cell).
//!
//! [`think`] is the one entry point. It copies the position onto a compact padded board of its own
//! (one byte per cell, the sides as stones, union-find for the tree), grows a search tree with
//! RAVE (all-moves-as-first) statistics and move priors, proves wins and losses near the leaves
//! (a move that wins at once is taken, an immediate threat is blocked, in Rex a move that
//! completes the mover's own chain is avoided), and scores each leaf with a playout that fills
//! the board at random, answering bridge intrusions, then looks once at who is connected. Hard
//! in Hex also fills dead cells and captured pairs in at the root and leaves them out of the tree
//! (`inferior`, local patterns), leans towards the moves its learned patterns rate highly
//! (`patterns`: weights fitted on strong games, shipped as `patterns.txt`), draws its playouts'
//! stones by those patterns' weights (`playout`), where the opponent is one stone from a
//! virtual connection found by H-search (`vc`) searches only the moves that can stop it, and
//! keeps its tree between the moves of a game (`reuse`). More knowledge is built and measured
//! but off in every level, each a switch of [`SearchConfig`]: the policy network (`policy`),
//! the answer book (`book`), the answer patterns, reversible cells, the restore bias, a root
//! solver and proofs by the mover's own connections (`docs/engine.md` has their figures).
//!
//! Search never reads the clock on its own terms: limits are data ([`SearchConfig`]: playouts
//! and an optional time cap, polled, never slept on), the caller may stop it through
//! [`SearchControl`], and the random numbers come from a seeded ChaCha generator, so the same seed,
//! position and playout budget give the same move. Everything is `Send` and there is no global
//! state: the service runs one search per game on a blocking thread.
//!
//! Levels ([`Level`]):
//! - **Easy**: 150 playouts, and about one move in three is a deliberate mistake: another of the
//!   moves the search looked at, chosen in proportion to its visits (so it looks like a plausible
//!   human move, not a random one). It still takes a win it has proved.
//! - **Medium**: 3,000 playouts (at most 1 s), no deliberate mistakes.
//! - **Hard**: full strength within 2 s per move (the time cap; the playout budget is effectively
//!   unlimited). Both are fields of [`SearchConfig`] and can be changed.
//!
//! Memory: the tree holds at most [`SearchConfig::max_nodes`] nodes of 36 bytes (2 million, 72 MB,
//! by default; [`SearchReport::tree_bytes`] says what a search took); a search needs no other
//! sizeable memory (the pattern tables, about 20,000 entries, and the network's weights are
//! shared).
//!
//! Swap: as Blue answering Red's first stone with swap allowed, the computer swaps iff that stone
//! is not on an edge of the board ([`swap_wanted`]) in Hex; in Rex the decision is its own: it
//! searches the position and swaps iff its win estimate without swapping is below one half.
//! As Red in Hex with swap allowed, its first stone is a balanced opening ([`balanced_opening`]:
//! an edge cell its search estimated closest to an even game, chosen by the seed); in Rex, and on
//! sizes without a table, it searches as for any other move.

mod bench;
mod board;
mod book;
mod config;
mod connect;
mod decide;
mod inferior;
mod judge;
mod mcts;
mod openings;
mod pattern_fit;
mod patterns;
mod playout;
pub mod policy;
mod proof;
mod reuse;
mod set;
mod sized_table;
#[cfg(test)]
mod small_boards;
mod spec;
mod stats;
mod swap_map;
mod vc;

/// The seed of the search for one move: the game's (or series') `seed` mixed with the move's
/// `ply` (SplitMix64 finaliser), so the searches of one game are independent random streams and
/// each is reproducible on its own. Service, HTP front end and benchmarks all derive per-move seeds
/// here, so the same game seed gives the same moves everywhere.
#[must_use]
pub fn move_seed(seed: u64, ply: u64) -> u64 {
    let mut z = seed ^ ply.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub use crate::level::Level;
pub use bench::bench_ai;
pub use book::{BOOK, ParseBookError, SizeBook, book_answer, parse_book};
pub use config::{ROOT_SOLVE_SHARE, SearchConfig, SearchControl};
pub use connect::{ConnectionBuilder, SideConnections};
pub use decide::{
    Analysis, MoveEstimate, SearchError, SearchReport, analyse, swap_wanted, think, think_reusing,
};
pub use judge::{
    Judgement, MEAN_WEIGHT, PROOF_FACTOR, PROOF_MISSES, PROOF_PASS_TIME, ProofPass, REFINE_FACTOR,
    REFINE_POSITIONS, RETRY_FACTOR, ReviewProofs, connection_winner, judge, settle, to_refine,
    virtual_connection,
};
pub use openings::{
    OPENINGS, ParseOpeningsError, SizeOpenings, balanced_opening, balanced_openings,
    parse_openings, rotated,
};
pub use pattern_fit::{PatternTrainer, Prediction, without_answers};
pub use patterns::{PATTERNS, parse_patterns};
pub use proof::{CellReport, DEFAULT_CAPACITY, DfpnParams, Limits, Mark, Prover, Solution, solve};
pub use reuse::GameTree;
pub use spec::{ParseSpecError, SPEC_GRAMMAR};
pub use stats::SearchStats;
pub use swap_map::{ParseSwapMapError, SwapMap, after_swap_decision, parse_swap_map, swap_map};
