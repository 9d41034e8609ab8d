//! The learned move patterns: Hard's search leans on them and stays deterministic, Rex ignores
//! them (the lab's `hexbot-lab bench patterns` rebuilds the table; its test is in `lab/tests/`).

use hexbot::ai::{Level, SearchConfig, SearchControl, SearchReport, think};
use hexbot::hex::{BoardSize, Game, Settings, SwapRule, Variant};

fn game(variant: Variant, moves: &str) -> Game {
    let mut g = Game::new(Settings {
        size: BoardSize::new(9).unwrap(),
        variant,
        swap: SwapRule::Off,
    });
    for m in moves.split_whitespace() {
        let mv = g.parse_move(m).unwrap();
        g.play(mv).unwrap();
    }
    g
}

fn search(g: &Game, config: &SearchConfig, seed: u64) -> SearchReport {
    think(g, config, seed, &SearchControl::new()).unwrap()
}

fn same_search(a: &SearchReport, b: &SearchReport) -> bool {
    *a == SearchReport {
        elapsed: a.elapsed,
        ..b.clone()
    }
}

#[test]
fn hard_leans_on_the_learned_patterns_and_stays_deterministic() {
    let hard = SearchConfig::for_level(Level::Hard).with_playouts(2_000);
    assert!(hard.pattern_bias > 0.0, "Hard uses the learned patterns");
    for level in [Level::Easy, Level::Medium] {
        assert_eq!(
            SearchConfig::for_level(level).pattern_bias,
            0.0,
            "{level:?}"
        );
    }
    let without = SearchConfig {
        pattern_bias: 0.0,
        ..hard.clone()
    };
    let g = game(Variant::Hex, "e5 d6 c7");
    let a = search(&g, &hard, 5);
    assert!(same_search(&a, &search(&g, &hard, 5)));
    // The patterns change where the search looks.
    assert_ne!(a.visits, search(&g, &without, 5).visits);
}

#[test]
fn rex_searches_without_the_patterns() {
    let hard = SearchConfig::for_level(Level::Hard).with_playouts(1_000);
    let without = SearchConfig {
        pattern_bias: 0.0,
        ..hard.clone()
    };
    let g = game(Variant::Rex, "e5 d6");
    assert!(same_search(&search(&g, &hard, 8), &search(&g, &without, 8)));
}
