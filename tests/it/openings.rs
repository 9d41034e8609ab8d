//! Fair openings: as Red in Hex with swap on, the computer opens with a balanced opening from the
//! shipped table (computed by `hexbot-lab bench balance`), chosen by the game's seed; the table covers
//! every size the bot offers and holds only cells the computer's own swap rule would not take.

use hexbot::ai::{
    Level, OPENINGS, SearchConfig, SearchControl, balanced_opening, balanced_openings,
    parse_openings, rotated, swap_wanted, think,
};
use hexbot::hex::{BoardSize, Cell, Game, Move, Settings, SwapRule, Variant};
use hexbot::service::{
    Actor, AiOptions, Command, FirstMove, Key, ManualClock, Service, ServiceConfig, Timestamp,
};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

fn size(n: u32) -> BoardSize {
    BoardSize::new(n).unwrap()
}

fn empty(n: u32, variant: Variant, swap: SwapRule) -> Game {
    Game::new(Settings {
        size: size(n),
        variant,
        swap,
    })
}

/// The table's cells of a size with their 180° rotations: every cell the computer may open on.
fn allowed(n: u32) -> BTreeSet<Cell> {
    balanced_openings(size(n))
        .iter()
        .flat_map(|&(c, _)| [c, rotated(c, size(n))])
        .collect()
}

#[test]
fn the_table_parses_and_covers_every_offered_size_with_at_least_three_openings() {
    let table = parse_openings(OPENINGS).expect("the shipped table parses");
    let sizes: Vec<u8> = table.iter().map(|s| s.size.get()).collect();
    assert_eq!(sizes, (7..=19).collect::<Vec<u8>>());
    for s in &table {
        assert!(s.cells.len() >= 3, "{}: {:?}", s.size, s.cells);
        let distinct: BTreeSet<Cell> = s.cells.iter().map(|&(c, _)| c).collect();
        assert_eq!(distinct.len(), s.cells.len(), "{}: a cell twice", s.size);
        for &(c, _) in &s.cells {
            assert!(
                !distinct.contains(&rotated(c, s.size)) || rotated(c, s.size) == c,
                "{}: {c} and its rotation both listed",
                s.size
            );
        }
        assert_eq!(balanced_openings(s.size), s.cells.as_slice());
    }
    assert!(
        balanced_openings(size(6)).is_empty(),
        "sizes the bot does not offer"
    );
}

#[test]
fn no_balanced_opening_is_one_the_computers_own_swap_rule_would_take() {
    for n in 7..=19 {
        for cell in allowed(n) {
            for swap in [SwapRule::Mirror, SwapRule::Seat] {
                let mut g = empty(n, Variant::Hex, swap);
                g.play(Move::Place(cell)).unwrap();
                assert!(!swap_wanted(&g), "{n}: the edge rule would swap {cell}");
            }
        }
    }
}

#[test]
fn as_red_with_swap_on_the_computer_opens_from_the_table() {
    for n in [7, 11, 19] {
        for swap in [SwapRule::Mirror, SwapRule::Seat] {
            for level in [Level::Medium, Level::Hard] {
                let config = SearchConfig::for_level(level).with_playouts(200);
                for seed in 0..8 {
                    let g = empty(n, Variant::Hex, swap);
                    let report = think(&g, &config, seed, &SearchControl::new()).unwrap();
                    let Move::Place(cell) = report.mv else {
                        panic!("{n}: {}", report.mv);
                    };
                    assert!(allowed(n).contains(&cell), "{n} {swap:?}: {cell}");
                    assert_eq!(Some(cell), balanced_opening(size(n), seed));
                }
            }
        }
    }
}

#[test]
fn the_opening_varies_with_the_seed_and_is_the_same_for_the_same_seed() {
    for n in [7, 11, 19] {
        let cells: BTreeSet<Cell> = (0..64)
            .map(|seed| balanced_opening(size(n), seed).unwrap())
            .collect();
        assert!(cells.len() >= 3, "{n}: {cells:?}");
        for seed in [0, 1, 99, u64::MAX] {
            assert_eq!(
                balanced_opening(size(n), seed),
                balanced_opening(size(n), seed)
            );
        }
    }
}

#[test]
fn without_swap_or_in_rex_the_first_move_is_the_searchs_own() {
    let config = SearchConfig::for_level(Level::Hard).with_playouts(300);
    // Swap off: the strongest first stone the search finds (on 7×7, at this budget, not an edge).
    let g = empty(7, Variant::Hex, SwapRule::Off);
    let mv = think(&g, &config, 1, &SearchControl::new()).unwrap().mv;
    assert!(g.clone().play(mv).is_ok());
    let Move::Place(c) = mv else { panic!("{mv}") };
    assert!(!allowed(7).contains(&c) || g.settings().swap == SwapRule::Off);
    // Rex with swap: a legal stone chosen by the search, not forced from the Hex table.
    let g = empty(7, Variant::Rex, SwapRule::Mirror);
    let report = think(&g, &config, 1, &SearchControl::new()).unwrap();
    assert!(report.playouts > 0, "searched, not looked up");
    assert!(g.clone().play(report.mv).is_ok());
}

#[test]
fn in_rex_the_swap_decision_is_the_searchs_own() {
    let config = SearchConfig::for_level(Level::Hard).with_playouts(400);
    for first in ["a1", "d4", "g1"] {
        let mut g = empty(7, Variant::Rex, SwapRule::Mirror);
        g.play(g.parse_move(first).unwrap()).unwrap();
        assert!(!swap_wanted(&g), "the edge rule is for Hex");
        let report = think(&g, &config, 3, &SearchControl::new()).unwrap();
        assert!(report.playouts > 0, "{first}: decided by searching");
        assert!(g.clone().play(report.mv).is_ok());
        if report.mv == Move::Swap {
            assert!(
                report.win_probability > 0.5,
                "{first}: swapped into a worse game"
            );
        }
    }
}

#[tokio::test]
async fn the_service_opens_from_the_table_when_the_computer_is_red() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = ServiceConfig::new(format!(
        "sqlite://{}",
        dir.path().join("hexbot.db").display()
    ));
    c.ai_threads = 1;
    c.ai_playouts = Some(64);
    c.seed = Some(7);
    // Ann opens six games at once (more than a user may by default).
    c.computer.games_per_user = 6;
    let clock = Arc::new(ManualClock::new(Timestamp(1_800_000_000_000)));
    let (svc, mut rx) = Service::open(c, clock).await.expect("open");
    let mut seen = BTreeSet::new();
    for (k, n) in [7u32, 11, 19, 11, 11, 11].into_iter().enumerate() {
        let ann = Actor::new(1, 10 + k as u64, 100, "Ann");
        let o = AiOptions {
            level: Some(Level::Medium),
            size: Some(n),
            first: Some(FirstMove::Computer),
            ..AiOptions::default()
        };
        let r = svc.handle(&ann, Command::Ai(o)).await.unwrap();
        crate::support::assert_key(&r, Key::AiGameStarted);
        let out = tokio::time::timeout(Duration::from_secs(60), rx.recv())
            .await
            .expect("the computer moves")
            .unwrap();
        crate::support::assert_key(&out.reply, Key::Moved);
        let text = out.reply.english();
        let cell = allowed(n)
            .into_iter()
            .find(|c| text.contains(&format!("played {c}.")))
            .unwrap_or_else(|| panic!("{n}: not a balanced opening: {text}"));
        if n == 11 {
            seen.insert(cell);
        }
    }
    assert!(seen.len() >= 2, "games differ: {seen:?}");
    svc.close().await;
}
