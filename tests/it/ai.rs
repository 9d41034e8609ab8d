//! The computer opponent, as a spec: tactics it must see, legality, determinism, strength.

use hexbot::ai::{Level, SearchConfig, SearchControl, SearchError, swap_wanted, think};
use hexbot::hex::{BoardSize, Cell, Color, Game, Move, Settings, SwapRule, Variant};
use proptest::prelude::*;

use crate::support::positions::{position, words};

fn game(n: u32, variant: Variant, swap: SwapRule, moves: &str) -> Game {
    let settings = Settings {
        size: BoardSize::new(n).unwrap(),
        variant,
        swap,
    };
    let mut g = Game::new(settings);
    for m in moves.split_whitespace() {
        let mv = g.parse_move(m).unwrap();
        g.play(mv).unwrap();
    }
    g
}

fn hard(playouts: u64) -> SearchConfig {
    SearchConfig::for_level(Level::Hard).with_playouts(playouts)
}

fn best(g: &Game, config: &SearchConfig, seed: u64) -> String {
    think(g, config, seed, &SearchControl::new())
        .unwrap()
        .mv
        .to_string()
}

#[test]
fn takes_a_win_in_one() {
    let g = position("win-in-one");
    for seed in 0..5 {
        let report = think(&g, &hard(2_000), seed, &SearchControl::new()).unwrap();
        assert!(
            ["a5", "b5"].contains(&report.mv.to_string().as_str()),
            "{}",
            report.mv
        );
        assert_eq!(report.win_probability, 1.0, "a win in one is proved");
    }
}

#[test]
fn blocks_an_immediate_loss() {
    let g = position("block-the-loss");
    assert_eq!(g.to_move(), Color::Blue);
    for seed in 0..5 {
        assert_eq!(best(&g, &hard(2_000), seed), "c5");
    }
}

#[test]
fn restores_an_intruded_bridge() {
    let g = position("intruded-bridge");
    assert_eq!(g.to_move(), Color::Red);
    for seed in 0..3 {
        assert_eq!(best(&g, &hard(3_000), seed), "d3");
    }
}

#[test]
fn in_rex_avoids_completing_its_own_chain() {
    let g = position("rex-column-b");
    for seed in 0..5 {
        let mv = best(&g, &hard(1_000), seed);
        assert!(!["a4", "b4"].contains(&mv.as_str()), "{mv}");
    }
    let g = position("rex-one-safe-cell");
    let mv = best(&g, &hard(200), 1);
    assert_eq!(mv, "c3", "the only move that does not complete Red's chain");
}

#[test]
fn the_same_seed_and_budget_give_the_same_search() {
    let g = game(9, Variant::Hex, SwapRule::Off, "e5 d6");
    let a = think(&g, &hard(3_000), 42, &SearchControl::new()).unwrap();
    let b = think(&g, &hard(3_000), 42, &SearchControl::new()).unwrap();
    assert_eq!(a.mv, b.mv);
    assert_eq!(a.playouts, 3_000);
    assert_eq!(a.win_probability, b.win_probability);
    assert_eq!(a.visits, b.visits);
    let sum: f32 = a.visits.iter().sum();
    assert!((sum - 1.0).abs() < 1e-3, "visit shares sum to 1, not {sum}");
    assert_eq!(a.visits.len(), 81);
}

#[test]
fn hard_draws_its_hex_playouts_by_the_learned_patterns() {
    assert!(hard(1).pattern_playouts);
    for level in [Level::Easy, Level::Medium] {
        assert!(
            !SearchConfig::for_level(level).pattern_playouts,
            "{level:?}"
        );
    }
    let uniform = SearchConfig {
        pattern_playouts: false,
        ..hard(2_000)
    };
    let search = |g: &Game, config: &SearchConfig| {
        let r = think(g, config, 7, &SearchControl::new()).unwrap();
        (r.mv, r.visits, r.win_probability)
    };
    // In Hex the playouts change (so the search does), reproducibly; in Rex they stay uniform.
    let hex = game(9, Variant::Hex, SwapRule::Off, "e5 d6 c7");
    let weighted = search(&hex, &hard(2_000));
    assert_eq!(weighted, search(&hex, &hard(2_000)));
    assert_ne!(weighted, search(&hex, &uniform));
    let rex = game(7, Variant::Rex, SwapRule::Off, "d4 c5");
    assert_eq!(search(&rex, &hard(2_000)), search(&rex, &uniform));
}

#[test]
fn a_finished_game_has_no_move() {
    let g = game(2, Variant::Hex, SwapRule::Off, "a1 b1 a2");
    assert!(g.is_over());
    assert_eq!(
        think(&g, &hard(10), 1, &SearchControl::new()),
        Err(SearchError::GameOver)
    );
}

#[test]
fn a_stopped_search_still_answers_a_legal_move() {
    let g = game(11, Variant::Hex, SwapRule::Off, "f6");
    let control = SearchControl::new();
    control.stop();
    let report = think(&g, &SearchConfig::for_level(Level::Hard), 1, &control).unwrap();
    assert_eq!(report.playouts, 0);
    assert!(g.clone().play(report.mv).is_ok());
}

#[test]
fn swaps_exactly_when_the_first_stone_is_off_the_edges() {
    for (first, swap) in [
        ("f6", true),
        ("b2", true),
        ("a5", false),
        ("k1", false),
        ("e11", false),
    ] {
        for rule in [SwapRule::Mirror, SwapRule::Seat] {
            let g = game(11, Variant::Hex, rule, first);
            assert_eq!(swap_wanted(&g), swap, "{first}");
            let mv = think(&g, &hard(300), 1, &SearchControl::new()).unwrap().mv;
            assert_eq!(mv == Move::Swap, swap, "{first}: {mv}");
        }
        let g = game(11, Variant::Hex, SwapRule::Off, first);
        assert!(!swap_wanted(&g));
    }
}

#[test]
fn levels_parse_and_name_themselves() {
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>(), Ok(level));
        assert_eq!(level.to_string(), level.name());
    }
    assert!("impossible".parse::<Level>().is_err());
    let easy = SearchConfig::for_level(Level::Easy);
    let hard = SearchConfig::for_level(Level::Hard);
    assert!(easy.playouts < SearchConfig::for_level(Level::Medium).playouts);
    assert!(easy.mistake_rate > 0.0 && hard.mistake_rate == 0.0);
}

#[test]
fn easy_mistakes_are_moves_the_search_considered_but_never_a_missed_win() {
    let g = game(9, Variant::Hex, SwapRule::Off, "e5 d6");
    let mut sloppy = SearchConfig::for_level(Level::Easy).with_playouts(150);
    sloppy.mistake_rate = 1.0;
    let careful = SearchConfig {
        mistake_rate: 0.0,
        ..sloppy.clone()
    };
    for seed in 0..5 {
        let good = think(&g, &careful, seed, &SearchControl::new()).unwrap();
        let bad = think(&g, &sloppy, seed, &SearchControl::new()).unwrap();
        assert_ne!(good.mv, bad.mv, "a mistake is not the best move");
        let Move::Place(cell) = bad.mv else {
            panic!("a stone")
        };
        assert!(
            bad.visits[cell.index(g.size())] > 0.0,
            "the search looked at {cell}"
        );
    }
    let win = position("win-in-one");
    for seed in 0..5 {
        let mv = best(&win, &sloppy, seed);
        assert!(["a5", "b5"].contains(&mv.as_str()), "{mv}");
    }
}

#[test]
fn hard_beats_a_random_player_on_7x7() {
    let size = BoardSize::new(7).unwrap();
    let settings = Settings {
        size,
        variant: Variant::Hex,
        swap: SwapRule::Off,
    };
    let config = hard(600);
    let mut wins = 0;
    let mut random = 0x2545_f491_4f6c_dd1du64;
    for g in 0..20u64 {
        let engine = if g % 2 == 0 { Color::Red } else { Color::Blue };
        let mut game = Game::new(settings);
        while game.outcome().is_none() {
            let mv = if game.to_move() == engine {
                think(
                    &game,
                    &config,
                    g * 1000 + game.ply() as u64,
                    &SearchControl::new(),
                )
                .unwrap()
                .mv
            } else {
                let empty: Vec<Cell> = game.board().empty_cells().collect();
                random ^= random << 13;
                random ^= random >> 7;
                random ^= random << 17;
                Move::Place(empty[(random % empty.len() as u64) as usize])
            };
            game.play(mv).unwrap();
        }
        wins += u32::from(game.outcome().unwrap().winner == engine);
    }
    assert!(wins >= 19, "Hard won only {wins} of 20");
}

#[test]
fn hard_opens_6x6_on_a_winning_cell() {
    // The first player wins on an empty 6×6 board exactly by opening at these cells.
    let winning = words("winning-openings-6x6.txt");
    let g = game(6, Variant::Hex, SwapRule::Off, "");
    for seed in 0..3 {
        let mv = best(&g, &hard(5_000), seed);
        assert!(winning.contains(&mv), "{mv} loses");
    }
}

fn arbitrary_game() -> impl Strategy<Value = Game> {
    (
        1u32..=8,
        prop::bool::ANY,
        prop_oneof![
            Just(SwapRule::Off),
            Just(SwapRule::Mirror),
            Just(SwapRule::Seat)
        ],
        prop::collection::vec(any::<u16>(), 0..64),
        any::<bool>(),
    )
        .prop_map(|(n, rex, swap, picks, try_swap)| {
            let variant = if rex { Variant::Rex } else { Variant::Hex };
            let mut g = Game::new(Settings {
                size: BoardSize::new(n).unwrap(),
                variant,
                swap,
            });
            for (i, p) in picks.into_iter().enumerate() {
                if g.is_over() {
                    break;
                }
                if i == 1 && try_swap && g.can_swap() {
                    g.play(Move::Swap).unwrap();
                    continue;
                }
                let empty: Vec<Cell> = g.board().empty_cells().collect();
                if empty.is_empty() {
                    break;
                }
                let cell = empty[usize::from(p) % empty.len()];
                // Leave the game on when this stone would end it, sometimes.
                let mut next = g.clone();
                next.play(Move::Place(cell)).unwrap();
                if next.is_over() && p % 3 != 0 {
                    break;
                }
                g = next;
            }
            g
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn never_returns_an_illegal_move(
        g in arbitrary_game(),
        seed in any::<u64>(),
        easy in any::<bool>(),
        knobs in any::<u8>(),
    ) {
        let level = if easy { Level::Easy } else { Level::Hard };
        let mut config = SearchConfig::for_level(level).with_playouts(60);
        // Every combination of the knowledge switches, and eager or lazy expansion.
        config.rave = knobs & 1 == 0;
        config.solver = knobs & 2 == 0;
        config.priors = knobs & 4 == 0;
        config.bridge_playouts = knobs & 8 == 0;
        config.expand_threshold = if knobs & 16 == 0 { 1 } else { 4 };
        // Connections (H-search) looked for at once or after a few visits.
        config.virtual_connections = knobs & 32 != 0;
        config.must_play = knobs & 32 != 0;
        config.knowledge_threshold = if knobs & 64 == 0 { 0 } else { 8 };
        // Playouts drawn uniformly or by the learned patterns (capped or not).
        config.pattern_playouts = knobs & 128 != 0;
        config.playout_cap = if seed % 2 == 0 { 4.0 } else { f32::INFINITY };
        match think(&g, &config, seed, &SearchControl::new()) {
            Ok(report) => {
                prop_assert!(!matches!(report.mv, Move::Resign(_)));
                prop_assert!(g.clone().play(report.mv).is_ok(), "{} illegal in {:?}", report.mv, g.moves());
                prop_assert_eq!(report.visits.len(), g.size().cells());
                prop_assert!((0.0..=1.0).contains(&report.win_probability));
            }
            Err(SearchError::GameOver) => prop_assert!(g.is_over()),
            Err(e) => prop_assert!(false, "unexpected {e}"),
        }
    }
}

#[test]
fn search_types_cross_threads() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<SearchConfig>();
    send_sync::<SearchControl>();
    send_sync::<hexbot::ai::SearchReport>();
    send_sync::<SearchError>();
    // A search on another thread, stopped from this one.
    let control = std::sync::Arc::new(SearchControl::new());
    let g = game(11, Variant::Hex, SwapRule::Off, "");
    let handle = {
        let control = control.clone();
        std::thread::spawn(move || {
            let mut config = SearchConfig::for_level(Level::Hard).with_playouts(u64::MAX);
            config.max_nodes = 100_000;
            think(&g, &config, 1, &control)
        })
    };
    while control.playouts.load(std::sync::atomic::Ordering::Relaxed) < 64 {
        std::thread::yield_now();
    }
    control.stop();
    let report = handle.join().unwrap().unwrap();
    assert!(report.playouts >= 64);
}
