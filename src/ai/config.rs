//! The levels' configuration of a search ([`SearchConfig`]: limits and knowledge switches) and
//! the caller's handle on a running one ([`SearchControl`]): the data the search is given, kept
//! apart from the tree ([`super::mcts`]) and the decision around it ([`super::decide`]), which
//! both read it.

use super::patterns::PLAYOUT_SCALE;
use crate::level::Level;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

/// The limits and knobs of one search. [`SearchConfig::for_level`] gives the levels' settings;
/// the knowledge switches exist so that each addition can be measured against the search without it.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Stop after this many playouts (the deterministic limit).
    pub playouts: u64,
    /// Stop once this much time has passed (polled between playouts; the move then depends on
    /// the machine's speed).
    pub time_cap: Option<Duration>,
    /// Probability, per move, of a deliberate human-looking mistake (Easy); 0 for none.
    pub mistake_rate: f32,
    /// Use all-moves-as-first (RAVE) statistics in the tree.
    pub rave: bool,
    /// Answer bridge intrusions in playouts (Hex only; Rex playouts stay uniform).
    pub bridge_playouts: bool,
    /// Draw playout moves by the weights of the learned small (six-neighbour) patterns instead of
    /// uniformly (Hex only; `patterns`): about half the playouts per second, better
    /// ones. Hard only (cap 4): 117/200 against Hard without on 9×9 and 58/100 on 11×11, at equal
    /// time (0.25 s a move).
    pub pattern_playouts: bool,
    /// With `pattern_playouts`, the most a cell's learned weight counts away from the last move
    /// (a weight of 1 is the typical cell's; near the last move the weights are not capped), so
    /// that the weights mostly keep playouts out of cells strong players leave alone; infinite
    /// for no cap.
    pub playout_cap: f32,
    /// With `pattern_playouts`, a cell near the last move weighs its pattern's weight there
    /// times its small answer pattern's (`patterns::Answers`: the last stone's six neighbours
    /// and where the cell lies around it), as MoHex's playouts weigh their answers.
    pub playout_answers: bool,
    /// Prove immediate wins and losses in the tree (and avoid self-connecting moves in Rex).
    pub solver: bool,
    /// Prove tree nodes won or lost by virtual connections (H-search, `vc`): a player to
    /// move who is connected or one stone from it wins, one whose opponent is connected loses.
    /// Hex only; looked for once a node has `knowledge_threshold` visits. A root proved lost is
    /// searched again without these proofs, for the move hardest to answer.
    pub virtual_connections: bool,
    /// Prove lost every move outside the opponent's must-play region (the cells common to all
    /// their connections one stone short); Hex only.
    pub must_play: bool,
    /// Start new tree nodes with prior knowledge (contact with stones, bridges, edges); Hex only.
    pub priors: bool,
    /// Fill dead cells and captured pairs in at the root and leave them out of the tree's moves
    /// (local patterns); Hex only. Hard only: 60/100 against Hard without (9×9, 3,000 playouts).
    pub inferior_cells: bool,
    /// With `inferior_cells`, also leave out of the tree's moves the reversible cells
    /// (`inferior::reversible`): those one neighbour's stone would kill, vulnerable (an
    /// opponent's stone) or dominated (the mover's own). Hex only.
    pub reversible_cells: bool,
    /// How many virtual playouts a prior is worth.
    pub prior_weight: f32,
    /// The weight of the learned move patterns (`patterns`) in the tree (progressive
    /// bias): a move whose pattern weighs most among its siblings gets `pattern_bias / (visits +
    /// 1)` added to its value, the others less (see `pattern_power`); 0 for none. Hex only. Hard
    /// only (2, power 2): 59/100 against Hard without (9×9, 3,000 playouts).
    pub pattern_bias: f32,
    /// The bias follows the pattern's weight relative to its best sibling's raised to this
    /// power (below 1 flattens the learned weights' wide range).
    pub pattern_power: f32,
    /// The weight of the learned policy network ([`super::policy`]) in the tree: at a node
    /// with `knowledge_threshold` visits, the patterns' bias of its children is replaced by
    /// `policy_bias · (p / p_best)^policy_power`, p being the network's probability of the move;
    /// 0 for none (the patterns stay the prior everywhere). Hex only.
    pub policy_bias: f32,
    /// See `policy_bias`.
    pub policy_power: f32,
    /// MoHex's form of the tree's prior (`+mp`) in place of the progressive bias above: a
    /// child gets `prior_constant · p / √(visits + 1)` added to its value, p being its learned
    /// weight over the sum of its siblings' (the patterns' gamma, or the network's probability
    /// where it is consulted), so the prior fades slowly and sums to the same total at every
    /// node. `pattern_power` and `pattern_bias`'s size are not used then (a `pattern_bias` of 0
    /// still means no patterns). Hex only.
    pub normalised_priors: bool,
    /// See `normalised_priors` (MoHex 2.0 uses 2.47).
    pub prior_constant: f32,
    /// RAVE samples each new child starts with, half of them wins (MoHex seeds 8); 0 for none.
    pub rave_seed: f32,
    /// With `pattern_bias`, a cell among the twelve pattern cells of the opponent's last stone
    /// weighs its pattern's gamma times its answer pattern's (`patterns::Answers`: the shape
    /// around the last stone and where the cell lies in it, a separate table as MoHex has).
    pub answer_patterns: bool,
    /// When a node's connections are looked for (`knowledge_threshold`), the moves that restore
    /// a connection of the player's that the opponent's last stone broke (keys of semi
    /// connections between two of the player's groups, sides included, next to that stone:
    /// the other cell of an intruded bridge, the answer inside an edge template) have this
    /// added to their bias; 0 for none. A second H-search per such node (for the player to move
    /// as well as the opponent). Hex only, with the solver.
    pub restore_bias: f32,
    /// Before searching, try to prove the position with the df-pn solver ([`super::solve`]) in
    /// at most this many nodes, once no more than [`ROOT_SOLVE_SHARE`] of the board is empty;
    /// a proved win is played at once. 0 for never (every level so far). Hex only.
    pub root_solve_nodes: u64,
    /// Answer a lone red first stone from the answer book ([`super::book_answer`]) without a
    /// search, when the book has the position. Hex only.
    pub book: bool,
    /// Connections (H-search, `vc`) are looked for at a tree node once this many
    /// simulations have passed through it (at the root before the first), when
    /// `virtual_connections` or `must_play` is on.
    pub knowledge_threshold: u32,
    /// A leaf is expanded once this many simulations have passed through it (at least 1).
    pub expand_threshold: u32,
    /// The tree grows more slowly past half this many nodes (36 bytes each) and stops at it;
    /// playouts go on.
    pub max_nodes: usize,
    /// Keep the tree between the moves of a game ([`think_reusing`](super::think_reusing)): the next search starts
    /// from the subtree of the position that came up, with its statistics and proofs.
    pub reuse_tree: bool,
    /// The UCT exploration constant.
    pub exploration: f32,
    /// How fast the RAVE estimate gives way to a node's own mean: the weight of RAVE is
    /// r / (r + n + r·n·rave_bias) for n visits and r RAVE samples.
    pub rave_bias: f32,
}

/// The root solver ([`SearchConfig::root_solve_nodes`]) is tried once at most this share of the
/// board's cells is empty: before that, a few thousand nodes prove almost nothing (measured on
/// 9×9 games against MoHex: nothing proved in 8,000 nodes before move 21).
pub const ROOT_SOLVE_SHARE: f32 = 0.75;

impl SearchConfig {
    /// The settings of a level.
    pub fn for_level(level: Level) -> Self {
        let full = Self {
            playouts: 50_000_000,
            time_cap: Some(Duration::from_secs(2)),
            mistake_rate: 0.0,
            rave: true,
            bridge_playouts: true,
            pattern_playouts: true,
            playout_cap: 4.0,
            playout_answers: false,
            solver: true,
            // The must-play region is worth its cost; the proofs of the player's own connections,
            // a second H-search per node, measured no better at equal time (the note of issue 15).
            virtual_connections: false,
            must_play: true,
            priors: true,
            inferior_cells: true,
            reversible_cells: false,
            prior_weight: 2.0,
            pattern_bias: 2.0,
            pattern_power: 2.0,
            policy_bias: 0.0,
            policy_power: 1.0,
            // MoHex's prior, `+mp:mc=1:mr=8`: +75 Elo over the progressive bias on 9×9 at
            // 0.25 s a move (SPRT, H1 accepted after 117 pairs; `data/sprt/`).
            normalised_priors: true,
            prior_constant: 1.0,
            rave_seed: 8.0,
            answer_patterns: false,
            restore_bias: 0.0,
            root_solve_nodes: 0,
            book: false,
            knowledge_threshold: 100,
            expand_threshold: 2,
            max_nodes: 2_000_000,
            reuse_tree: true,
            exploration: 0.0,
            rave_bias: 0.0005,
        };
        match level {
            Level::Easy => Self {
                playouts: 150,
                time_cap: Some(Duration::from_millis(500)),
                mistake_rate: 0.35,
                must_play: false,
                reuse_tree: false,
                inferior_cells: false,
                pattern_bias: 0.0,
                pattern_playouts: false,
                normalised_priors: false,
                rave_seed: 0.0,
                ..full
            },
            Level::Medium => Self {
                playouts: 3_000,
                time_cap: Some(Duration::from_secs(1)),
                must_play: false,
                reuse_tree: false,
                inferior_cells: false,
                pattern_bias: 0.0,
                pattern_playouts: false,
                normalised_priors: false,
                rave_seed: 0.0,
                ..full
            },
            Level::Hard => full,
        }
    }

    /// These settings with a fixed playout budget and no time cap (deterministic).
    pub fn with_playouts(self, playouts: u64) -> Self {
        Self {
            playouts,
            time_cap: None,
            ..self
        }
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        Self::for_level(Level::Hard)
    }
}

/// A cap on the learned playout weights in their integer units (at least 1).
pub(super) fn playout_cap(cap: f32) -> u32 {
    if cap.is_finite() {
        (cap * PLAYOUT_SCALE).round().clamp(1.0, u32::MAX as f32) as u32
    } else {
        u32::MAX
    }
}

/// Shared between the caller and a running search: the caller may ask it to stop (it then
/// answers at once with the best move found so far), and may watch its progress.
#[derive(Debug, Default)]
pub struct SearchControl {
    /// Set to ask the search to finish now.
    pub stop: AtomicBool,
    /// Playouts done so far (updated every few dozen playouts).
    pub playouts: AtomicU64,
}

impl SearchControl {
    /// A control that has not asked for a stop, with no playouts counted yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Asks the search to finish now with the best move so far.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
