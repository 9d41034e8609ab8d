//! Virtual connections in the search (H-search): a player one stone from a connection plays it
//! at once, a player facing one plays only where it can be stopped, and the search stays
//! deterministic for a seed and a playout budget.

use hexbot::ai::{Analysis, Level, SearchConfig, SearchControl, SearchReport, analyse, think};
use hexbot::hex::{BoardSize, Cell, Game, Move, Settings, SwapRule, Variant};

fn game(size: u32, moves: &str) -> Game {
    let mut g = Game::new(Settings {
        size: BoardSize::new(size).unwrap(),
        variant: Variant::Hex,
        swap: SwapRule::Off,
    });
    for m in moves.split_whitespace() {
        let mv = g.parse_move(m).unwrap();
        g.play(mv).unwrap();
    }
    g
}

fn with_connections(playouts: u64) -> SearchConfig {
    SearchConfig {
        virtual_connections: true,
        ..SearchConfig::for_level(Level::Hard).with_playouts(playouts)
    }
}

#[test]
fn hard_keeps_to_the_must_play_region_and_easy_and_medium_do_not() {
    let hard = SearchConfig::for_level(Level::Hard);
    assert!(hard.must_play && !hard.virtual_connections);
    for level in [Level::Easy, Level::Medium] {
        let config = SearchConfig::for_level(level);
        assert!(!config.must_play, "{level:?}");
    }
}

fn search(g: &Game, config: &SearchConfig, seed: u64) -> SearchReport {
    think(g, config, seed, &SearchControl::new()).unwrap()
}

fn cell(g: &Game, name: &str) -> Cell {
    Cell::parse(name, g.size()).unwrap()
}

#[test]
fn one_stone_from_a_connection_plays_it_at_once() {
    // Red's c3–c5 holds the bottom, and Blue took d2: c2 (then c1 or d1) or b2 (then b1 or c1 to
    // the top, b3 or c2 to c3) finishes the top.
    let g = game(5, "c3 d2 c4 a5 c5 e4");
    let report = search(&g, &with_connections(5_000), 1);
    let keys = [Move::Place(cell(&g, "c2")), Move::Place(cell(&g, "b2"))];
    assert!(keys.contains(&report.mv), "{}", report.mv);
    assert_eq!(report.win_probability, 1.0, "proved, not estimated");
    assert_eq!(report.playouts, 0, "proved before any playout");
    // Without the connections it takes playouts to see.
    let plain = SearchConfig {
        virtual_connections: false,
        must_play: false,
        ..with_connections(5_000)
    };
    assert!(search(&g, &plain, 1).playouts > 0);
}

#[test]
fn facing_a_connection_every_move_that_does_not_stop_it_is_proved_lost() {
    // Red (d1, e2, e4) is one stone from joining top and bottom in several ways; Blue (d3, b5)
    // to move can stop them only on the cells all of those ways need. Every other move is
    // proved lost before any playout and never searched.
    let g = game(5, "d1 d3 e4 b5 e2");
    // The root's connections only (below it they would soon decide the whole position).
    let config = SearchConfig {
        knowledge_threshold: u32::MAX,
        ..with_connections(3_000)
    };
    let proved_lost = |a: &Analysis| {
        a.moves
            .iter()
            .filter(|m| m.win == 0.0 && m.share == 0.0)
            .count()
    };
    let analysis = analyse(&g, &config, 2, &SearchControl::new()).unwrap();
    assert!(proved_lost(&analysis) >= 10, "{:?}", analysis.moves);
    // The rest are searched, and the position is not decided.
    assert!(analysis.moves.iter().filter(|m| m.share > 0.0).count() >= 2);
    assert!(analysis.moves[0].win > 0.0 && analysis.moves[0].win < 1.0);
    // Without the connections none of that is known.
    let plain = SearchConfig {
        virtual_connections: false,
        must_play: false,
        ..config
    };
    let analysis = analyse(&g, &plain, 2, &SearchControl::new()).unwrap();
    assert!(proved_lost(&analysis) < 10, "{:?}", analysis.moves);
}

#[test]
fn the_search_with_connections_is_deterministic() {
    let g = game(9, "e5 d6 c7 f4");
    let config = SearchConfig {
        knowledge_threshold: 5,
        ..with_connections(3_000)
    };
    let a = search(&g, &config, 9);
    let b = search(&g, &config, 9);
    assert_eq!(
        a,
        SearchReport {
            elapsed: a.elapsed,
            ..b.clone()
        }
    );
    // And the connections change the search (so this test could fail).
    let plain = SearchConfig {
        virtual_connections: false,
        must_play: false,
        ..config
    };
    assert_ne!(a.visits, search(&g, &plain, 9).visits);
}
