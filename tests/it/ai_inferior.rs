//! Inferior cells in Hard's search: dead cells and captured pairs are filled in at the root and
//! never searched, and the search stays deterministic.

use hexbot::ai::{Level, SearchConfig, SearchControl, SearchReport, think};
use hexbot::hex::{BoardSize, Cell, Game, Settings, SwapRule, Variant};

fn game(moves: &str) -> Game {
    let mut g = Game::new(Settings {
        size: BoardSize::new(7).unwrap(),
        variant: Variant::Hex,
        swap: SwapRule::Off,
    });
    for m in moves.split_whitespace() {
        let mv = g.parse_move(m).unwrap();
        g.play(mv).unwrap();
    }
    g
}

/// The share of the root's visits that went to `cells`.
fn share(g: &Game, config: &SearchConfig, cells: &[&str]) -> f32 {
    let report = think(g, config, 3, &SearchControl::new()).unwrap();
    let size = g.size();
    cells
        .iter()
        .map(|c| report.visits[Cell::parse(c, size).unwrap().index(size)])
        .sum()
}

#[test]
fn captured_carrier_cells_of_an_edge_bridge_are_never_searched() {
    let hard = SearchConfig::for_level(Level::Hard).with_playouts(3_000);
    assert!(hard.inferior_cells, "Hard uses inferior cells");
    let without = SearchConfig {
        inferior_cells: false,
        ..hard.clone()
    };
    // Red's b2 holds b1 and c1 (its bridge to the top); a1 is then dead. Neither side to move
    // gains anything there.
    for moves in ["b2", "b2 e4"] {
        let g = game(moves);
        assert_eq!(share(&g, &hard, &["a1", "b1", "c1"]), 0.0, "after {moves}");
    }
    // Without them, Blue's search does try intruding there.
    assert!(share(&game("b2"), &without, &["a1", "b1", "c1"]) > 0.0);
}

#[test]
fn the_search_with_inferior_cells_is_deterministic() {
    let hard = SearchConfig::for_level(Level::Hard).with_playouts(2_000);
    let g = game("b2 e4 d3");
    let a = think(&g, &hard, 11, &SearchControl::new()).unwrap();
    let b = think(&g, &hard, 11, &SearchControl::new()).unwrap();
    assert_eq!(
        a,
        SearchReport {
            elapsed: a.elapsed,
            ..b
        }
    );
}
