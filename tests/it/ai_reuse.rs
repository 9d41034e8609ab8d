//! Tree reuse: Hard keeps its search tree between the moves of a game and starts the next search
//! from the position that came up; the games stay legal and reproducible, and a tree never
//! leaks into a position it does not lead to.

use hexbot::ai::{GameTree, Level, SearchConfig, SearchControl, SearchReport, think_reusing};
use hexbot::hex::{BoardSize, Cell, Game, Move, Settings, SwapRule, Variant};
use proptest::prelude::*;

fn game(size: u32, variant: Variant, moves: &str) -> Game {
    let mut g = Game::new(Settings {
        size: BoardSize::new(size).unwrap(),
        variant,
        swap: SwapRule::Off,
    });
    for m in moves.split_whitespace() {
        let mv = g.parse_move(m).unwrap();
        g.play(mv).unwrap();
    }
    g
}

fn hard(playouts: u64) -> SearchConfig {
    SearchConfig::for_level(Level::Hard).with_playouts(playouts)
}

fn search(g: &Game, config: &SearchConfig, seed: u64, tree: &mut GameTree) -> SearchReport {
    think_reusing(g, config, seed, &SearchControl::new(), tree).unwrap()
}

#[test]
fn hard_reuses_its_tree_and_easy_and_medium_do_not() {
    assert!(SearchConfig::for_level(Level::Hard).reuse_tree);
    for level in [Level::Easy, Level::Medium] {
        assert!(!SearchConfig::for_level(level).reuse_tree, "{level:?}");
    }
    // Without reuse nothing is kept.
    let g = game(7, Variant::Hex, "d4");
    let mut tree = GameTree::new();
    let medium = SearchConfig::for_level(Level::Medium).with_playouts(500);
    search(&g, &medium, 1, &mut tree);
    assert_eq!(tree.bytes(), 0);
    let again = search(&g, &medium, 1, &mut tree);
    assert_eq!(again.reused, 0);
}

/// Plays a whole game, each side with its own tree (or none); returns the moves and the
/// simulations carried over.
fn self_play(size: u32, variant: Variant, config: &SearchConfig, seed: u64) -> (Vec<Move>, u64) {
    let mut g = game(size, variant, "");
    let mut trees = [GameTree::new(), GameTree::new()];
    let mut reused = 0;
    while !g.is_over() {
        let side = g.ply() % 2;
        let report = search(&g, config, seed + g.ply() as u64, &mut trees[side]);
        reused += report.reused;
        g.play(report.mv).unwrap();
    }
    (g.moves().to_vec(), reused)
}

#[test]
fn a_game_with_kept_trees_is_legal_reproducible_and_not_the_game_without() {
    for variant in [Variant::Hex, Variant::Rex] {
        let config = hard(1_500);
        let (moves, reused) = self_play(7, variant, &config, 5);
        assert!(
            reused > 1_000,
            "{variant:?}: only {reused} simulations carried over"
        );
        assert_eq!(self_play(7, variant, &config, 5), (moves.clone(), reused));
        let fresh = SearchConfig {
            reuse_tree: false,
            ..config
        };
        let (without, none) = self_play(7, variant, &fresh, 5);
        assert_eq!(none, 0);
        assert_ne!(moves, without, "{variant:?}: reuse changed nothing");
    }
}

#[test]
fn a_kept_tree_serves_only_positions_that_follow_from_it() {
    let config = hard(2_000);
    let mut tree = GameTree::new();
    let g = game(9, Variant::Hex, "e5 d6");
    let first = search(&g, &config, 1, &mut tree);
    assert_eq!(first.reused, 0);
    assert!(tree.bytes() > 0);
    // The same position again is searched afresh: asking twice gives the same answer.
    let again = search(&g, &config, 1, &mut tree);
    assert_eq!(again.reused, 0);
    assert_eq!(
        again,
        SearchReport {
            elapsed: again.elapsed,
            ..first.clone()
        }
    );
    // An unrelated game of the same size, an earlier position, the same moves and one more on
    // another size or in another variant: afresh.
    for other in [
        game(9, Variant::Hex, "a1 b2 c3"),
        game(9, Variant::Hex, "e5"),
        game(11, Variant::Hex, "e5 d6 c7"),
        game(9, Variant::Rex, "e5 d6 c7"),
    ] {
        let mut tree = GameTree::new();
        search(&g, &config, 1, &mut tree);
        assert_eq!(
            search(&other, &config, 1, &mut tree).reused,
            0,
            "{:?}",
            other.moves()
        );
    }
    // Other settings: afresh.
    let mut tree = GameTree::new();
    search(&g, &config, 1, &mut tree);
    let plain = SearchConfig {
        must_play: false,
        ..config.clone()
    };
    let later = game(9, Variant::Hex, "e5 d6 c7");
    assert_eq!(search(&later, &plain, 1, &mut tree).reused, 0);
    // The move played, then the answer the search itself chose (so the tree holds it): each
    // time part of the tree is carried on.
    let mut tree = GameTree::new();
    let mine = search(&g, &config, 1, &mut tree).mv;
    let mut next = g.clone();
    next.play(mine).unwrap();
    let answer = search(&next, &config, 7, &mut tree);
    assert!(
        answer.reused > 0 && answer.reused < 2_000,
        "{}",
        answer.reused
    );
    next.play(answer.mv).unwrap();
    let carried = search(&next, &config, 3, &mut tree);
    assert!(
        carried.reused > 0 && carried.reused < answer.reused + 2_000,
        "{} of {}",
        carried.reused,
        answer.reused + 2_000
    );
    // A budget of one playout on top of the carried tree: its move, not a guess.
    let mut tree = GameTree::new();
    search(&g, &config, 1, &mut tree);
    let mut between = g.clone();
    between.play(mine).unwrap();
    search(&between, &config, 7, &mut tree);
    let cheap = search(&next, &hard(1), 3, &mut tree);
    assert_eq!((cheap.playouts, cheap.reused), (1, carried.reused));
    assert_eq!(search(&next, &hard(1), 3, &mut GameTree::new()).reused, 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Whatever the opponent plays (dead cells, captured cells, anything), a search from a kept
    /// tree answers with a legal move.
    #[test]
    fn moves_from_a_kept_tree_are_legal(
        n in 3u32..8,
        rex in any::<bool>(),
        picks in prop::collection::vec(any::<u16>(), 1..40),
        seed in any::<u64>(),
        eager in any::<bool>(),
    ) {
        let variant = if rex { Variant::Rex } else { Variant::Hex };
        let mut config = hard(150);
        if eager {
            config.knowledge_threshold = 0;
            config.expand_threshold = 1;
        }
        let mut g = game(n, variant, "");
        let mut tree = GameTree::new();
        for p in picks {
            if g.is_over() {
                break;
            }
            let report = search(&g, &config, seed ^ u64::from(p), &mut tree);
            prop_assert!(g.clone().play(report.mv).is_ok(), "{} illegal in {:?}", report.mv, g.moves());
            g.play(report.mv).unwrap();
            if g.is_over() {
                break;
            }
            let empty: Vec<Cell> = g.board().empty_cells().collect();
            g.play(Move::Place(empty[usize::from(p) % empty.len()])).unwrap();
        }
    }
}
