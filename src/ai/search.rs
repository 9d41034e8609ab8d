//! The search itself: levels and configuration, the tree with RAVE statistics and proofs, and
//! the choice of the move to play.

use super::board::{BLUE, PlayoutPolicy, Pos, RED, Scratch, below, code, opp, playout};
use super::patterns::PLAYOUT_SCALE;
use super::vc::{Reach, VcScratch};
use crate::hex::{Game, Move, SwapRule, Variant};
use crate::level::Level;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

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
    /// uniformly (Hex only; [`super::patterns`]): about half the playouts per second, better
    /// ones. Hard only (cap 4): 117/200 against Hard without on 9×9 and 58/100 on 11×11, at equal
    /// time (0.25 s a move).
    pub pattern_playouts: bool,
    /// With `pattern_playouts`, the most a cell's learned weight counts away from the last move
    /// (a weight of 1 is the typical cell's; near the last move the weights are not capped), so
    /// that the weights mostly keep playouts out of cells strong players leave alone; infinite
    /// for no cap.
    pub playout_cap: f32,
    /// Prove immediate wins and losses in the tree (and avoid self-connecting moves in Rex).
    pub solver: bool,
    /// Prove tree nodes won or lost by virtual connections (H-search, [`super::vc`]): a player to
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
    /// How many virtual playouts a prior is worth.
    pub prior_weight: f32,
    /// The weight of the learned move patterns ([`super::patterns`]) in the tree (progressive
    /// bias): a move whose pattern weighs most among its siblings gets `pattern_bias / (visits +
    /// 1)` added to its value, the others less (see `pattern_power`); 0 for none. Hex only. Hard
    /// only (2, power 2): 59/100 against Hard without (9×9, 3,000 playouts).
    pub pattern_bias: f32,
    /// The bias follows the pattern's weight relative to its best sibling's raised to this
    /// power (below 1 flattens the learned weights' wide range).
    pub pattern_power: f32,
    /// Connections (H-search, [`super::vc`]) are looked for at a tree node once this many
    /// simulations have passed through it (at the root before the first), when
    /// `virtual_connections` or `must_play` is on.
    pub knowledge_threshold: u32,
    /// A leaf is expanded once this many simulations have passed through it (at least 1).
    pub expand_threshold: u32,
    /// The tree grows more slowly past half this many nodes (36 bytes each) and stops at it;
    /// playouts go on.
    pub max_nodes: usize,
    /// Keep the tree between the moves of a game ([`think_reusing`]): the next search starts
    /// from the subtree of the position that came up, with its statistics and proofs.
    pub reuse_tree: bool,
    /// The UCT exploration constant.
    pub exploration: f32,
    /// How fast the RAVE estimate gives way to a node's own mean: the weight of RAVE is
    /// r / (r + n + r·n·rave_bias) for n visits and r RAVE samples.
    pub rave_bias: f32,
}

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
            solver: true,
            // The must-play region is worth its cost; the proofs of the player's own connections,
            // a second H-search per node, measured no better at equal time (the note of issue 15).
            virtual_connections: false,
            must_play: true,
            priors: true,
            inferior_cells: true,
            prior_weight: 2.0,
            pattern_bias: 2.0,
            pattern_power: 2.0,
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
fn playout_cap(cap: f32) -> u32 {
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

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchReport {
    /// The move to play: a stone, or [`Move::Swap`] (never a resignation; see `win_probability`).
    pub mv: Move,
    /// Playouts done.
    pub playouts: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// Estimated probability that the side to move wins after `mv` (1 or 0 when proved).
    pub win_probability: f32,
    /// Share of the root's visits per cell, indexed by [`Cell::index`] (N² entries, summing to 1
    /// when any move was searched).
    pub visits: Vec<f32>,
    /// The memory the search tree took, in bytes (0 when nothing was searched).
    pub tree_bytes: usize,
    /// Simulations through the root carried over from the previous move's tree (tree reuse,
    /// [`think_reusing`]); 0 for a fresh tree.
    pub reused: u64,
}

/// Why there is no move to search for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SearchError {
    /// The game is already decided: nobody is to move.
    #[error("the game is over")]
    GameOver,
}

/// The edge rule, the computer's swap policy in Hex: as Blue, answering Red's first stone with swap
/// allowed, swap iff that stone is not on an edge of the board. False whenever swapping is not
/// legal, and in Rex, where the rule is not the pages' and [`think`] decides by searching.
pub fn swap_wanted(game: &Game) -> bool {
    if !game.can_swap() || game.settings().variant != Variant::Hex {
        return false;
    }
    let Some(Move::Place(first)) = game.moves().first() else {
        return false;
    };
    let last = game.size().get() - 1;
    ![first.col(), first.row()]
        .iter()
        .any(|&x| x == 0 || x == last)
}

/// Chooses a move for the side to move in `game`.
///
/// Runs until `config.playouts` playouts are done, `config.time_cap` has passed, `control.stop`
/// is set, or the position is proved; with the same `seed`, position and playout budget (and no
/// time cap or stop cutting it short) the answer is the same on every machine.
///
/// # Errors
/// [`SearchError::GameOver`] when the game has ended.
pub fn think(
    game: &Game,
    config: &SearchConfig,
    seed: u64,
    control: &SearchControl,
) -> Result<SearchReport, SearchError> {
    think_in(game, config, seed, control, None)
}

/// The search tree of one game, kept between its moves by [`think_reusing`] so that a search
/// starts from what the previous one learned about the position that came up.
///
/// It holds the tree of the last search (tens of megabytes at Hard's budget on large boards)
/// until the next search or [`GameTree::clear`].
#[derive(Default)]
pub struct GameTree {
    kept: Option<Box<Kept>>,
}

struct Kept {
    search: Search,
    /// The game's moves at the tree's root.
    moves: Vec<Move>,
    size: crate::hex::BoardSize,
    variant: Variant,
    /// The settings it was searched with (budget and time aside).
    config: SearchConfig,
}

impl GameTree {
    /// An empty tree: the next search starts afresh.
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets the kept tree (a new game, or a position it cannot lead to).
    pub fn clear(&mut self) {
        self.kept = None;
    }

    /// The memory the kept tree holds, in bytes.
    pub fn bytes(&self) -> usize {
        self.kept.as_ref().map_or(0, |k| k.search.tree_bytes())
    }

    /// The kept tree re-rooted at `game`'s position, when `game` continues the kept one with at
    /// least one more stone (and stones only) and is searched with the same settings; `None`
    /// otherwise. Takes the tree. The same position again is searched afresh, so that asking
    /// twice (HTP's `reg_genmove`, then `genmove`) gives the same answer.
    fn take_for(&mut self, game: &Game, config: &SearchConfig, seed: u64) -> Option<Search> {
        let kept = self.kept.take()?;
        let Kept {
            search,
            moves,
            size,
            variant,
            config: was,
        } = *kept;
        let later = game.moves().get(moves.len()..)?;
        if later.is_empty()
            || size != game.size()
            || variant != game.settings().variant
            || game.moves()[..moves.len()] != moves[..]
            || was != budgetless(config)
        {
            return None;
        }
        let mut path = Vec::with_capacity(later.len());
        for mv in later {
            let Move::Place(cell) = mv else { return None };
            path.push(search.root.slot(*cell));
        }
        search.graft(&path, Search::bare(game, config, seed))
    }
}

impl std::fmt::Debug for GameTree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameTree")
            .field("moves", &self.kept.as_ref().map(|k| k.moves.len()))
            .field("bytes", &self.bytes())
            .finish()
    }
}

/// `config` with its budget and time cap left out, for comparing the settings of two searches.
fn budgetless(config: &SearchConfig) -> SearchConfig {
    SearchConfig {
        playouts: 0,
        time_cap: None,
        ..config.clone()
    }
}

/// [`think`], keeping the search tree in `tree` between the moves of one game when
/// `config.reuse_tree` is set: when `game` continues the game of the kept tree (its moves, then
/// one or more stones), the search starts from the subtree of the position that came up, with its
/// statistics and proofs; otherwise, and without `reuse_tree`, from scratch. The budget counts
/// this search's playouts only. Deterministic for the same sequence of calls (positions,
/// seeds, playout budgets) when no time cap or stop cuts a search short.
///
/// # Errors
/// [`SearchError::GameOver`] when the game has ended.
pub fn think_reusing(
    game: &Game,
    config: &SearchConfig,
    seed: u64,
    control: &SearchControl,
    tree: &mut GameTree,
) -> Result<SearchReport, SearchError> {
    if config.reuse_tree {
        think_in(game, config, seed, control, Some(tree))
    } else {
        tree.clear();
        think_in(game, config, seed, control, None)
    }
}

fn think_in(
    game: &Game,
    config: &SearchConfig,
    seed: u64,
    control: &SearchControl,
    mut tree: Option<&mut GameTree>,
) -> Result<SearchReport, SearchError> {
    let start = Instant::now();
    if game.is_over() {
        return Err(SearchError::GameOver);
    }
    let cells = game.size().cells();
    let settings = game.settings();
    let decided = |mv: Move| {
        let mut visits = vec![0.0; cells];
        if let Move::Place(c) = mv {
            visits[c.index(game.size())] = 1.0;
        }
        Ok(SearchReport {
            mv,
            playouts: 0,
            elapsed: start.elapsed(),
            win_probability: 0.5,
            visits,
            tree_bytes: 0,
            reused: 0,
        })
    };
    if swap_wanted(game) {
        return decided(Move::Swap);
    }
    // As Red in Hex with swap on: a balanced opening, not the strongest stone (which is swapped).
    let opening =
        (game.ply() == 0 && settings.swap != SwapRule::Off && settings.variant == Variant::Hex)
            .then(|| super::openings::balanced_opening(game.size(), seed))
            .flatten();
    if let Some(cell) = opening {
        return decided(Move::Place(cell));
    }
    let mut search = tree
        .as_deref_mut()
        .and_then(|t| t.take_for(game, config, seed))
        .unwrap_or_else(|| Search::new(game, config, seed));
    let reused = u64::from(search.nodes[0].visits);
    let mut playouts = search.run(config, control, start);
    let mut keep = true;
    if search.nodes[0].proof == LOSS && (search.vc || search.must_play) {
        // Proved lost against perfect play, often long before the end and after few visits
        // per move. Players are not perfect: the rest of the budget goes to a search without
        // these proofs, for the move that is hardest to answer.
        drop(search);
        let rest = SearchConfig {
            virtual_connections: false,
            must_play: false,
            playouts: config.playouts - playouts,
            ..config.clone()
        };
        search = Search::new(game, &rest, seed);
        playouts += search.run(&rest, control, start);
        keep = false;
    }
    let (slot, win_probability) = search.choose(config.mistake_rate);
    let tree_bytes = search.tree_bytes();
    // In Rex the swap decision is the search's own: swap iff the best answer without swapping
    // is estimated to lose (after a swap the computer has the first stone's chances instead).
    if game.can_swap() && settings.variant == Variant::Rex && win_probability < 0.5 {
        control.playouts.store(playouts, Ordering::Relaxed);
        return Ok(SearchReport {
            mv: Move::Swap,
            playouts,
            elapsed: start.elapsed(),
            win_probability: 1.0 - win_probability,
            visits: vec![0.0; cells],
            tree_bytes,
            reused,
        });
    }
    let cell = search.root.cell(slot);
    let mut visits = vec![0.0; cells];
    let size = game.size();
    let total: u32 = search.children(0).map(|c| search.nodes[c].visits).sum();
    if total == 0 {
        visits[cell.index(size)] = 1.0;
    } else {
        for c in search.children(0) {
            let node = &search.nodes[c];
            visits[search.root.cell(usize::from(node.slot)).index(size)] =
                node.visits as f32 / total as f32;
        }
    }
    control.playouts.store(playouts, Ordering::Relaxed);
    if let Some(tree) = tree {
        tree.kept = keep.then(|| {
            Box::new(Kept {
                search,
                moves: game.moves().to_vec(),
                size,
                variant: settings.variant,
                config: budgetless(config),
            })
        });
    }
    Ok(SearchReport {
        mv: Move::Place(cell),
        playouts,
        elapsed: start.elapsed(),
        win_probability,
        visits,
        tree_bytes,
        reused,
    })
}

/// One move of a position as the search saw it, for showing players (hints).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveEstimate {
    /// Where the stone goes.
    pub cell: crate::hex::Cell,
    /// Share of the search's visits at the root that went to this move (0 to 1).
    pub share: f32,
    /// Estimated probability that the side to move wins after this move (1 or 0 when proved).
    pub win: f32,
}

/// What the search thinks of every move of a position: the whole root, not just the move it
/// would play. See [`analyse`].
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Playouts done.
    pub playouts: u64,
    /// Share of the root's visits per cell, indexed by [`Cell::index`](crate::hex::Cell::index)
    /// (N² entries, summing to 1 when any move was searched).
    pub visits: Vec<f32>,
    /// The moves searched, best first: a proved win first, a proved loss last, else by visits.
    pub moves: Vec<MoveEstimate>,
}

/// Searches the position of `game` for the side to move and reports every move at the root,
/// for players asking what the computer thinks: no opening book, no swap shortcut, no deliberate
/// mistakes (`config.mistake_rate` is ignored). Stops as [`think`] does; with the same seed,
/// position and playout budget (no time cap) the answer is the same on every machine.
///
/// # Errors
/// [`SearchError::GameOver`] when the game has ended.
pub fn analyse(
    game: &Game,
    config: &SearchConfig,
    seed: u64,
    control: &SearchControl,
) -> Result<Analysis, SearchError> {
    if game.is_over() {
        return Err(SearchError::GameOver);
    }
    let size = game.size();
    let mut search = Search::new(game, config, seed);
    let playouts = search.run(config, control, Instant::now());
    control.playouts.store(playouts, Ordering::Relaxed);
    let kids: Vec<Node> = search.children(0).map(|c| search.nodes[c]).collect();
    let total: u32 = kids.iter().map(|n| n.visits).sum();
    let mut visits = vec![0.0; size.cells()];
    let mut moves: Vec<(i8, u32, MoveEstimate)> = kids
        .iter()
        .map(|n| {
            let cell = search.root.cell(usize::from(n.slot));
            let share = if total > 0 {
                n.visits as f32 / total as f32
            } else {
                0.0
            };
            visits[cell.index(size)] = share;
            // A child proved lost for its player to move is a win for the mover, and so on.
            let (rank, win) = match n.proof {
                LOSS => (0, 1.0),
                WIN => (2, 0.0),
                _ if n.visits > 0 => (1, n.wins / n.visits as f32),
                _ => (1, 0.5),
            };
            (rank, n.visits, MoveEstimate { cell, share, win })
        })
        .collect();
    moves.sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then(b.1.cmp(&a.1))
            .then(b.2.win.total_cmp(&a.2.win))
            .then(a.2.cell.cmp(&b.2.cell))
    });
    Ok(Analysis {
        playouts,
        visits,
        moves: moves.into_iter().map(|m| m.2).collect(),
    })
}

/// The player to move at a node wins (proved).
const WIN: i8 = 1;
/// The player to move at a node loses (proved).
const LOSS: i8 = -1;
const UNEXPANDED: u32 = u32::MAX;

/// One tree node: the move that led to it, its statistics from the point of view of the player
/// who made that move, its RAVE statistics (same point of view), and its children.
#[derive(Clone, Copy, Debug)]
struct Node {
    slot: u16,
    /// 0 unknown, [`WIN`] or [`LOSS`] for the player to move at this node.
    proof: i8,
    nchild: u16,
    first: u32,
    visits: u32,
    wins: f32,
    rave_n: f32,
    rave_w: f32,
    /// Virtual wins from the prior, worth [`Search::prior_weight`] virtual visits.
    prior: f32,
    /// The learned patterns' bias (its value before dividing by visits + 1).
    bias: f32,
    /// Whether connections have been looked for here.
    known: bool,
}

impl Node {
    fn new(slot: usize) -> Self {
        Self {
            slot: slot as u16,
            proof: 0,
            nchild: 0,
            first: UNEXPANDED,
            visits: 0,
            wins: 0.0,
            rave_n: 0.0,
            rave_w: 0.0,
            prior: 0.0,
            bias: 0.0,
            known: false,
        }
    }
}

struct Search {
    root: Pos,
    /// The last stone before the search (for bridge replies and priors).
    root_last: Option<usize>,
    to_move: u8,
    variant: Variant,
    policy: PlayoutPolicy,
    rave: bool,
    solver: bool,
    /// Prove nodes by virtual connections (Hex, with the solver).
    vc: bool,
    /// Prune to the must-play region (Hex, with the solver).
    must_play: bool,
    /// Leave dead and captured cells out of the tree (Hex).
    inferior: bool,
    vc_scratch: VcScratch,
    /// Virtual visits per prior (0 without priors).
    prior_weight: f32,
    /// The learned patterns' weight (0 without them).
    pattern_bias: f32,
    pattern_power: f32,
    gammas: Vec<f32>,
    knowledge_threshold: u32,
    expand_threshold: u32,
    max_nodes: usize,
    exploration: f32,
    rave_bias: f32,
    nodes: Vec<Node>,
    rng: ChaCha8Rng,
    scratch: Scratch,
    path: Vec<usize>,
    buf: Vec<usize>,
    joining: Vec<usize>,
}

impl Search {
    /// A search of `game`'s position, its root expanded and its connections looked for.
    fn new(game: &Game, config: &SearchConfig, seed: u64) -> Self {
        let mut s = Self::bare(game, config, seed);
        s.start();
        s
    }

    /// A search of `game`'s position whose tree is a root not yet expanded.
    fn bare(game: &Game, config: &SearchConfig, seed: u64) -> Self {
        let variant = game.settings().variant;
        let mut root = Pos::from_board(game.board());
        let inferior = config.inferior_cells && variant == Variant::Hex;
        if inferior {
            // Filled in unless that decides the game or leaves no move (then searched as it is).
            let mut filled = root.clone();
            super::inferior::fill_in(&mut filled, opp(code(game.to_move())));
            if filled.empties().next().is_some()
                && !filled.connected(RED)
                && !filled.connected(BLUE)
            {
                root = filled;
            }
        }
        Self {
            root_last: game.last_stone().map(|c| root.slot(c)),
            root,
            to_move: code(game.to_move()),
            variant,
            policy: PlayoutPolicy {
                bridges: config.bridge_playouts && variant == Variant::Hex,
                patterns: config.pattern_playouts && variant == Variant::Hex,
                cap: playout_cap(config.playout_cap),
            },
            rave: config.rave,
            solver: config.solver,
            vc: config.solver && config.virtual_connections && variant == Variant::Hex,
            must_play: config.solver && config.must_play && variant == Variant::Hex,
            inferior,
            vc_scratch: VcScratch::default(),
            // The priors are Hex knowledge (contact, bridges); in Rex they measured no better
            // than none (18/40 on 7×7 at 1,000 playouts), so Rex goes without.
            prior_weight: if config.priors && variant == Variant::Hex {
                config.prior_weight
            } else {
                0.0
            },
            pattern_bias: if variant == Variant::Hex {
                config.pattern_bias
            } else {
                0.0
            },
            pattern_power: config.pattern_power,
            gammas: Vec::new(),
            knowledge_threshold: config.knowledge_threshold,
            expand_threshold: config.expand_threshold.max(1),
            max_nodes: config.max_nodes.max(1),
            exploration: config.exploration,
            rave_bias: config.rave_bias,
            nodes: vec![Node::new(0)],
            rng: ChaCha8Rng::seed_from_u64(seed),
            scratch: Scratch::default(),
            path: Vec::new(),
            buf: Vec::new(),
            joining: Vec::new(),
        }
    }

    /// Readies the root for the first simulation: expanded, its proof (if any) one that its
    /// children show, its connections looked for.
    fn start(&mut self) {
        let mut pos = self.root.clone();
        self.nodes[0].proof = 0;
        if self.nodes[0].first == UNEXPANDED {
            self.expand(0, &mut pos, self.to_move, self.root_last);
        } else {
            self.update_proof(0);
        }
        if !self.nodes[0].known {
            self.know(0, &mut pos, self.to_move);
        }
    }

    /// Moves this tree's subtree at the end of `path` (the slots played from the root on,
    /// alternately by each player) into `fresh`, a bare search of the position after those
    /// moves, and readies it; `None` when the tree does not hold that node. Cells filled in at
    /// `fresh`'s root (dead or captured, as its position now shows) are dropped from the
    /// subtree with everything under them; statistics and proofs are kept (filling in such
    /// cells does not change who wins).
    fn graft(self, path: &[usize], mut fresh: Search) -> Option<Search> {
        let mut pos = self.root.clone();
        let mut color = self.to_move;
        let mut node = 0;
        for &slot in path {
            node = self
                .children(node)
                .find(|&c| usize::from(self.nodes[c].slot) == slot)?;
            pos.place(slot, color);
            color = opp(color);
        }
        if color != fresh.to_move {
            return None;
        }
        let gone: Vec<bool> = (0..pos.cells.len())
            .map(|s| {
                pos.cells[s] == super::board::EMPTY && fresh.root.cells[s] != super::board::EMPTY
            })
            .collect();
        // Breadth first: the children of the node copied as `fresh.nodes[i]` are those of
        // `self.nodes[from[i]]` that are left.
        let mut from = vec![node];
        fresh.nodes.clear();
        fresh.nodes.push(Node {
            slot: 0,
            first: UNEXPANDED,
            nchild: 0,
            ..self.nodes[node]
        });
        let mut i = 0;
        while i < fresh.nodes.len() {
            let first = fresh.nodes.len();
            for c in self.children(from[i]) {
                let kid = self.nodes[c];
                if !gone[usize::from(kid.slot)] {
                    fresh.nodes.push(Node {
                        first: UNEXPANDED,
                        nchild: 0,
                        ..kid
                    });
                    from.push(c);
                }
            }
            if fresh.nodes.len() > first {
                fresh.nodes[i].first = first as u32;
                fresh.nodes[i].nchild = (fresh.nodes.len() - first) as u16;
            }
            i += 1;
        }
        drop(self);
        fresh.start();
        Some(fresh)
    }

    fn tree_bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node>()
    }

    fn children(&self, node: usize) -> std::ops::Range<usize> {
        let n = &self.nodes[node];
        if n.first == UNEXPANDED {
            0..0
        } else {
            n.first as usize..n.first as usize + usize::from(n.nchild)
        }
    }

    /// Runs simulations until a limit; returns how many ran.
    fn run(&mut self, config: &SearchConfig, control: &SearchControl, start: Instant) -> u64 {
        let mut done = 0;
        while done < config.playouts && self.nodes[0].proof == 0 {
            if control.stop.load(Ordering::Relaxed) {
                break;
            }
            if done % 32 == 0 && done > 0 {
                control.playouts.store(done, Ordering::Relaxed);
                if config.time_cap.is_some_and(|cap| start.elapsed() >= cap) {
                    break;
                }
            }
            self.simulate();
            done += 1;
        }
        done
    }

    fn simulate(&mut self) {
        let mut pos = self.root.clone();
        self.path.clear();
        self.path.push(0);
        let mut node = 0;
        let mut color = self.to_move;
        let mut last = self.root_last;
        let mut played_out = false;
        let winner;
        loop {
            let proof = self.nodes[node].proof;
            if proof != 0 {
                winner = if proof == WIN { color } else { opp(color) };
                break;
            }
            if !self.nodes[node].known
                && self.nodes[node].visits >= self.knowledge_threshold
                && self.nodes[node].first != UNEXPANDED
            {
                self.know(node, &mut pos, color);
                if self.nodes[node].proof != 0 {
                    continue;
                }
            }
            // A leaf, or (without the solver, which stops at connections) a full board.
            if self.nodes[node].first == UNEXPANDED || self.nodes[node].nchild == 0 {
                // Past half the node budget, leaves must earn their children four times over.
                let threshold = if 2 * self.nodes.len() > self.max_nodes {
                    4 * self.expand_threshold
                } else {
                    self.expand_threshold
                };
                if self.nodes[node].first == UNEXPANDED
                    && self.nodes[node].visits >= threshold
                    && self.nodes.len() + pos.size() * pos.size() <= self.max_nodes
                {
                    self.expand(node, &mut pos, color, last);
                    continue;
                }
                let connected = playout(
                    &pos,
                    color,
                    last,
                    self.policy,
                    &mut self.rng,
                    &mut self.scratch,
                );
                winner = match self.variant {
                    Variant::Hex => connected,
                    Variant::Rex => opp(connected),
                };
                played_out = true;
                break;
            }
            let child = self.select(node);
            let slot = usize::from(self.nodes[child].slot);
            pos.place(slot, color);
            last = Some(slot);
            self.path.push(child);
            node = child;
            color = opp(color);
        }
        self.backup(winner, played_out);
    }

    fn backup(&mut self, winner: u8, played_out: bool) {
        let mut to_move = self.to_move;
        for (depth, &id) in self.path.iter().enumerate() {
            let mover = opp(to_move);
            let node = &mut self.nodes[id];
            node.visits += 1;
            if depth > 0 && winner == mover {
                node.wins += 1.0;
            }
            if played_out && self.rave && node.first != UNEXPANDED {
                let won = if winner == to_move { 1.0 } else { 0.0 };
                let range = node.first as usize..node.first as usize + usize::from(node.nchild);
                let cells = &self.scratch.cells;
                for child in &mut self.nodes[range] {
                    if cells[usize::from(child.slot)] == to_move {
                        child.rave_n += 1.0;
                        child.rave_w += won;
                    }
                }
            }
            to_move = opp(to_move);
        }
        if !played_out {
            // The simulation ended on a proved node: its parents may now be proved too.
            for k in (0..self.path.len().saturating_sub(1)).rev() {
                if !self.update_proof(self.path[k]) {
                    break;
                }
            }
        }
    }

    /// Derives a node's proof from its children's; returns whether it became proved.
    fn update_proof(&mut self, node: usize) -> bool {
        if self.nodes[node].proof != 0 {
            return true;
        }
        let mut all_lost = true;
        for c in self.children(node) {
            match self.nodes[c].proof {
                LOSS => {
                    self.nodes[node].proof = WIN;
                    return true;
                }
                WIN => {}
                _ => all_lost = false,
            }
        }
        if all_lost && self.nodes[node].nchild > 0 {
            self.nodes[node].proof = LOSS;
            return true;
        }
        false
    }

    fn select(&self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let log_n = ((parent.visits + 1) as f32).ln();
        let mut best = usize::MAX;
        let mut best_score = f32::NEG_INFINITY;
        for i in self.children(node) {
            let c = &self.nodes[i];
            match c.proof {
                LOSS => return i,
                WIN => continue,
                _ => {}
            }
            let n = c.visits as f32 + self.prior_weight;
            let w = c.wins + c.prior;
            let mut v = if n > 0.0 { w / n } else { 1.0 };
            if self.rave && c.rave_n > 0.0 {
                let beta = c.rave_n / (c.rave_n + n + c.rave_n * n * self.rave_bias);
                v = (1.0 - beta) * v + beta * (c.rave_w / c.rave_n);
            }
            if c.bias > 0.0 {
                v += c.bias / (c.visits as f32 + 1.0);
            }
            if self.exploration > 0.0 {
                v += self.exploration * (log_n / (n + 1.0)).sqrt();
            }
            if v > best_score {
                best_score = v;
                best = i;
            }
        }
        if best == usize::MAX {
            self.children(node).start
        } else {
            best
        }
    }

    /// Creates the children of `node` (position `pos`, `color` to move), proving what can be
    /// seen at once.
    fn expand(&mut self, node: usize, pos: &mut Pos, color: u8, last: Option<usize>) {
        let mut moves = std::mem::take(&mut self.buf);
        moves.clear();
        moves.extend(pos.empties());
        let all = moves.len();
        let first = self.nodes.len();
        let mut proof = 0;
        let mut child_proof = 0;
        if self.solver && !moves.is_empty() {
            let mut joining = std::mem::take(&mut self.joining);
            joining.clear();
            pos.joining_cells(color, &mut joining);
            match self.variant {
                Variant::Hex if !joining.is_empty() => {
                    // A win at once: the only child worth having.
                    moves.clear();
                    moves.push(joining[0]);
                    proof = WIN;
                    child_proof = LOSS;
                }
                Variant::Hex => {
                    pos.joining_cells(opp(color), &mut joining);
                    if !joining.is_empty() {
                        // Every other move loses at once; two threats cannot both be stopped.
                        moves.clone_from(&joining);
                        if joining.len() > 1 {
                            proof = LOSS;
                        }
                    }
                }
                Variant::Rex if joining.len() == moves.len() => {
                    // Every move completes the mover's own chain.
                    proof = LOSS;
                    child_proof = WIN;
                }
                Variant::Rex => moves.retain(|s| !joining.contains(s)),
            }
            self.joining = joining;
        }
        // With every move still open, leave out the inferior ones (unless nothing would be left).
        if self.inferior && proof == 0 && moves.len() == all && moves.len() > 1 {
            moves.retain(|&m| !super::inferior::inferior(pos, m));
            if moves.is_empty() {
                moves.extend(pos.empties());
            }
        }
        self.gammas.clear();
        if self.pattern_bias > 0.0 && moves.len() > 1 {
            self.gammas.extend(
                moves
                    .iter()
                    .map(|&s| super::patterns::gamma(pos, s, color, last)),
            );
            let top = self
                .gammas
                .iter()
                .copied()
                .fold(f32::MIN_POSITIVE, f32::max);
            let (bias, power) = (self.pattern_bias, self.pattern_power);
            self.gammas
                .iter_mut()
                .for_each(|g| *g = bias * (*g / top).powf(power));
        }
        for (i, &s) in moves.iter().enumerate() {
            let mut child = Node::new(s);
            child.proof = child_proof;
            if self.prior_weight > 0.0 {
                child.prior = self.prior_weight * pos.prior(s, color, last);
            }
            child.bias = self.gammas.get(i).copied().unwrap_or(0.0);
            self.nodes.push(child);
        }
        let n = &mut self.nodes[node];
        n.first = first as u32;
        n.nchild = moves.len() as u16;
        n.proof = proof;
        // A proof found here ends the simulation on this node (the caller's loop sees it) and
        // the backup carries it upwards.
        self.buf = moves;
    }

    /// Looks for connections at `node` (position `pos`, `color` to move), once: H-search for both
    /// players. A player to move who is connected, or one stone from it, wins (at the root, where a
    /// move must be chosen, the stone on a key is proved instead); a player to move whose opponent
    /// is connected loses; and one whose opponent is a stone from it must play in the region every
    /// such connection needs: the other moves are proved lost.
    fn know(&mut self, node: usize, pos: &mut Pos, color: u8) {
        self.nodes[node].known = true;
        if !(self.vc || self.must_play) || self.nodes[node].proof != 0 {
            return;
        }
        let kids = self.children(node);
        if self.vc {
            match pos.connections(color, &mut self.vc_scratch) {
                Reach::Connected if node != 0 => {
                    self.nodes[node].proof = WIN;
                    return;
                }
                Reach::OneMove => {
                    let keys = &self.vc_scratch.keys;
                    if let Some(c) = kids
                        .clone()
                        .find(|&c| keys.contains(&self.nodes[c].slot) && self.nodes[c].proof == 0)
                    {
                        self.nodes[c].proof = LOSS;
                        self.nodes[node].proof = WIN;
                        return;
                    }
                }
                _ => {}
            }
        }
        match pos.connections(opp(color), &mut self.vc_scratch) {
            Reach::Connected if self.vc && node != 0 => self.nodes[node].proof = LOSS,
            Reach::OneMove if self.must_play => {
                let region = &self.vc_scratch.region;
                // Only when a move is left inside (dominated cells may have been left out).
                if kids.clone().any(|c| region.contains(&self.nodes[c].slot)) {
                    for c in kids {
                        if !region.contains(&self.nodes[c].slot) && self.nodes[c].proof == 0 {
                            self.nodes[c].proof = WIN;
                        }
                    }
                    self.update_proof(node);
                }
            }
            _ => {}
        }
    }

    /// The move to play and the win estimate for the side to move.
    fn choose(&mut self, mistake_rate: f32) -> (usize, f32) {
        let root = self.nodes[0];
        let kids: Vec<usize> = self.children(0).collect();
        if root.proof == WIN {
            let &c = kids
                .iter()
                .find(|&&c| self.nodes[c].proof == LOSS)
                .expect("a won root has a lost child");
            return (usize::from(self.nodes[c].slot), 1.0);
        }
        // Most visited among the moves not proved lost, the mean value breaking ties (and
        // standing in for visits when there were none).
        let key = |c: usize| {
            let n = &self.nodes[c];
            let value = (n.wins + n.prior + 0.5) / (n.visits as f32 + self.prior_weight + 1.0);
            (n.proof != WIN, n.visits, value)
        };
        let mut order = kids.clone();
        order.sort_by(|&a, &b| {
            let (ka, kb) = (key(a), key(b));
            kb.0.cmp(&ka.0)
                .then(kb.1.cmp(&ka.1))
                .then(kb.2.total_cmp(&ka.2))
        });
        let mut pick = order[0];
        if mistake_rate > 0.0 && root.proof == 0 {
            let roll = self.rng.next_u32() as f32 / 4_294_967_296.0;
            if roll < mistake_rate {
                // A plausible wrong move: one of the next best few, by visits.
                let others: Vec<usize> = order[1..]
                    .iter()
                    .copied()
                    .filter(|&c| self.nodes[c].proof != WIN && self.nodes[c].visits > 0)
                    .take(5)
                    .collect();
                let total: u32 = others.iter().map(|&c| self.nodes[c].visits).sum();
                if total > 0 {
                    let mut r = below(&mut self.rng, total as usize) as u32;
                    for &c in &others {
                        let v = self.nodes[c].visits;
                        if r < v {
                            pick = c;
                            break;
                        }
                        r -= v;
                    }
                }
            }
        }
        let n = &self.nodes[pick];
        let p = if root.proof == LOSS || n.proof == WIN {
            0.0
        } else if n.visits > 0 {
            n.wins / n.visits as f32
        } else {
            0.5
        };
        (usize::from(n.slot), p)
    }
}
