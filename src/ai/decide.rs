//! The decision around a search: the shortcuts taken without one (the edge swap rule, the
//! balanced opening), the search itself on a fresh or kept tree ([`super::reuse`]), the second
//! search of a position proved lost, Rex's swap by the search's estimate, the report of the move
//! ([`think`], [`think_reusing`]), and the analysis of every move at the root ([`analyse`]).

use super::config::{SearchConfig, SearchControl};
use super::mcts::{LOSS, Node, Search, WIN};
use super::reuse::GameTree;
use super::stats::SearchStats;
use crate::hex::{BoardSize, Cell, Game, Move, SwapRule, Variant};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

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
    /// The search's counters (all zero when the move was decided without a search).
    pub stats: SearchStats,
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
    if let Some(mv) = shortcut(game, seed) {
        return Ok(decided(game, mv, start.elapsed()));
    }
    if let Some((cell, chance)) = config.book.then(|| super::book_answer(game)).flatten() {
        let mut report = decided(game, Move::Place(cell), start.elapsed());
        report.win_probability = chance;
        if let Some(tree) = tree {
            tree.clear();
        }
        return Ok(report);
    }
    if let Some(cell) = proved_win(game, config) {
        let mut report = decided(game, Move::Place(cell), start.elapsed());
        report.win_probability = 1.0;
        if let Some(tree) = tree {
            tree.clear();
        }
        return Ok(report);
    }
    let search = tree
        .as_deref_mut()
        .and_then(|t| t.take_for(game, config, seed))
        .unwrap_or_else(|| Search::new(game, config, seed));
    let reused = u64::from(search.nodes[0].visits);
    let (mut search, playouts, keep) = search_on(search, game, config, seed, control, start);
    let (slot, win_probability) = search.choose(config.mistake_rate);
    let tree_bytes = search.tree_bytes();
    let stats = search.stats();
    let cells = game.size().cells();
    // In Rex the swap decision is the search's own: swap iff the best answer without swapping
    // is estimated to lose (after a swap the computer has the first stone's chances instead).
    if game.can_swap() && game.settings().variant == Variant::Rex && win_probability < 0.5 {
        control.playouts.store(playouts, Ordering::Relaxed);
        return Ok(SearchReport {
            mv: Move::Swap,
            playouts,
            elapsed: start.elapsed(),
            win_probability: 1.0 - win_probability,
            visits: vec![0.0; cells],
            tree_bytes,
            reused,
            stats,
        });
    }
    let cell = search.root.cell(slot);
    let visits = root_visits(&search, cell, game.size());
    control.playouts.store(playouts, Ordering::Relaxed);
    if let Some(tree) = tree {
        tree.keep(keep.then_some(search), game, config);
    }
    Ok(SearchReport {
        mv: Move::Place(cell),
        playouts,
        elapsed: start.elapsed(),
        win_probability,
        visits,
        tree_bytes,
        reused,
        stats,
    })
}

/// The move played without a search, if any: the edge rule's swap ([`swap_wanted`]), or, as Red
/// in Hex with swap on, a balanced opening (not the strongest stone, which would be swapped).
fn shortcut(game: &Game, seed: u64) -> Option<Move> {
    if swap_wanted(game) {
        return Some(Move::Swap);
    }
    let settings = game.settings();
    (game.ply() == 0 && settings.swap != SwapRule::Off && settings.variant == Variant::Hex)
        .then(|| super::openings::balanced_opening(game.size(), seed))
        .flatten()
        .map(Move::Place)
}

/// A winning stone for the side to move, when the root solver ([`SearchConfig::root_solve_nodes`])
/// proves one within its budget.
fn proved_win(game: &Game, config: &SearchConfig) -> Option<Cell> {
    if config.root_solve_nodes == 0
        || game.settings().variant != Variant::Hex
        || !filled_enough(game)
    {
        return None;
    }
    let solution = super::solve(game, config.root_solve_nodes);
    if solution.winner == Some(game.to_move()) {
        solution.key
    } else {
        None
    }
}

/// Whether no more than [`ROOT_SOLVE_SHARE`](super::config::ROOT_SOLVE_SHARE) of the board is
/// empty.
fn filled_enough(game: &Game) -> bool {
    let empty = game.board().empty_cells().count();
    empty as f32 <= super::config::ROOT_SOLVE_SHARE * game.size().cells() as f32
}

/// The report of a move decided without a search: all the visits on its cell, an even estimate.
fn decided(game: &Game, mv: Move, elapsed: Duration) -> SearchReport {
    let mut visits = vec![0.0; game.size().cells()];
    if let Move::Place(c) = mv {
        visits[c.index(game.size())] = 1.0;
    }
    SearchReport {
        mv,
        playouts: 0,
        elapsed,
        win_probability: 0.5,
        visits,
        tree_bytes: 0,
        reused: 0,
        stats: SearchStats::default(),
    }
}

/// Runs `search` within `config`'s limits; returns the search to choose from, the playouts
/// done and whether its tree may be kept for the next move.
///
/// A root proved lost (by connections) is proved so against perfect play, often long before the
/// end and after few visits per move. Players are not perfect: the rest of the budget then goes
/// to a fresh search without these proofs, for the move that is hardest to answer, whose tree
/// is not kept.
fn search_on(
    mut search: Search,
    game: &Game,
    config: &SearchConfig,
    seed: u64,
    control: &SearchControl,
    start: Instant,
) -> (Search, u64, bool) {
    let mut playouts = search.run(config, control, start);
    if search.nodes[0].proof == LOSS && (search.vc || search.must_play) {
        drop(search);
        let rest = SearchConfig {
            virtual_connections: false,
            must_play: false,
            playouts: config.playouts - playouts,
            ..config.clone()
        };
        let mut search = Search::new(game, &rest, seed);
        playouts += search.run(&rest, control, start);
        return (search, playouts, false);
    }
    (search, playouts, true)
}

/// The share of the root's visits per cell (N² entries); all on `cell`, the move chosen, when
/// no move was visited.
fn root_visits(search: &Search, cell: Cell, size: BoardSize) -> Vec<f32> {
    let mut visits = vec![0.0; size.cells()];
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
    visits
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
    /// The side to move's chance at the root: every playout through it, whatever move it tried
    /// (the root's mean, not its best move's: that one is a maximum over noisy estimates and
    /// flatters the side to move).
    pub value: f32,
    /// `Some(true)` when the search proved the side to move wins, `Some(false)` that it loses.
    pub proved: Option<bool>,
    /// The principal line: from the root, the most visited move at each node, the side to move's
    /// first, while the node holds at least 20 visits (at most 12 moves: `LINE_MIN_VISITS`,
    /// `LINE_MAX`).
    pub line: Vec<Cell>,
    /// The search's counters.
    pub stats: SearchStats,
}

/// The fewest visits a move needs to be part of [`Analysis::line`].
pub const LINE_MIN_VISITS: u32 = 20;

/// The longest [`Analysis::line`].
pub const LINE_MAX: usize = 12;

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
    let wins: f32 = kids.iter().map(|n| n.wins).sum();
    let proved = match search.nodes[0].proof {
        WIN => Some(true),
        LOSS => Some(false),
        _ => None,
    };
    let mut line = Vec::new();
    let mut node = 0;
    while line.len() < LINE_MAX {
        let Some(best) = search
            .children(node)
            .max_by_key(|&c| (search.nodes[c].visits, std::cmp::Reverse(c)))
            .filter(|&c| search.nodes[c].visits >= LINE_MIN_VISITS)
        else {
            break;
        };
        line.push(search.root.cell(usize::from(search.nodes[best].slot)));
        node = best;
    }
    Ok(Analysis {
        playouts,
        visits,
        moves: moves.into_iter().map(|m| m.2).collect(),
        value: if total > 0 { wins / total as f32 } else { 0.5 },
        proved,
        line,
        stats: search.stats(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::GameLine;

    /// A 9×9 game Hard lost to MoHex 2.0 (`bench match`, seed 51, game 3): after these 21
    /// stones Blue, to move, wins (MoHex's solver agrees), but Hard's 1-second search played
    /// g3, which loses.
    const THROWN: &str = "9 R g9 e5 d5 d6 b7 b8 c7 c8 d7 d8 e7 c6 b6 c5 b5 e8 g7 f7 h4 f6 g5";

    fn position(line: &str, stones: usize) -> Game {
        let mut line: GameLine = line.parse().unwrap();
        line.moves.truncate(stones);
        line.replay().unwrap()
    }

    #[test]
    fn the_root_solver_plays_a_proved_win_without_searching() {
        let game = position(THROWN, 21);
        let config = SearchConfig {
            root_solve_nodes: 20_000,
            ..SearchConfig::for_level(crate::level::Level::Hard).with_playouts(100)
        };
        let report = think(&game, &config, 1, &SearchControl::new()).unwrap();
        assert_eq!((report.playouts, report.win_probability), (0, 1.0));
        let Move::Place(cell) = report.mv else {
            panic!("{:?}", report.mv)
        };
        let mut after = game.clone();
        after.play(Move::Place(cell)).unwrap();
        assert_eq!(
            super::super::solve(&after, 100_000).winner,
            Some(crate::hex::Color::Blue),
            "{cell} keeps Blue's win"
        );
        // Off, or with too small a budget, the search decides.
        for nodes in [0, 10] {
            let config = SearchConfig {
                root_solve_nodes: nodes,
                ..config.clone()
            };
            let report = think(&game, &config, 1, &SearchControl::new()).unwrap();
            assert!(report.playouts > 0, "{nodes} nodes");
        }
    }

    #[test]
    fn the_root_solver_waits_until_a_quarter_of_the_board_is_filled() {
        // 20 stones of 81 leave 61 empty, more than three quarters; 21 leave 60.
        assert!(!filled_enough(&position(THROWN, 20)));
        assert!(filled_enough(&position(THROWN, 21)));
        assert!(filled_enough(&position(
            "7 R d1 a1 d2 a2 d3 a3 d4 a4 d5 a5 b6 a7 d6",
            13
        )));
        assert!(!filled_enough(&position(
            "7 R d1 a1 d2 a2 d3 a3 d4 a4 d5 a5 b6 a7",
            12
        )));
    }

    #[test]
    fn the_book_answers_a_first_stone_without_searching_only_when_on() {
        let book = super::super::parse_book(super::super::BOOK).unwrap();
        let (size, (first, answer, chance)) = (book[0].size, book[0].answers[0]);
        let settings = crate::hex::Settings {
            size,
            variant: Variant::Hex,
            swap: SwapRule::Mirror,
        };
        let mut game = crate::hex::Game::new(settings);
        game.play(Move::Place(first)).unwrap();
        let on = SearchConfig {
            book: true,
            ..SearchConfig::for_level(crate::level::Level::Hard).with_playouts(50)
        };
        let mut tree = GameTree::default();
        // The edge rule comes first: a first stone off the edges is swapped, book or not.
        let last = size.get() - 1;
        let on_edge = [first.col(), first.row()]
            .iter()
            .any(|&x| x == 0 || x == last);
        let report = think_reusing(&game, &on, 1, &SearchControl::new(), &mut tree).unwrap();
        if on_edge {
            assert_eq!(report.mv, Move::Place(answer));
            assert_eq!((report.playouts, report.win_probability), (0, chance));
        } else {
            assert_eq!(report.mv, Move::Swap);
        }
        let mut no_swap = crate::hex::Game::new(crate::hex::Settings {
            swap: SwapRule::Off,
            ..settings
        });
        no_swap.play(Move::Place(first)).unwrap();
        let report = think(&no_swap, &on, 1, &SearchControl::new()).unwrap();
        assert_eq!((report.mv, report.playouts), (Move::Place(answer), 0));
        let off = SearchConfig { book: false, ..on };
        let report = think(&no_swap, &off, 1, &SearchControl::new()).unwrap();
        assert!(report.playouts > 0);
    }
}
