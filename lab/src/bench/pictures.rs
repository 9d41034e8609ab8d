//! `hexbot-lab bench pictures`: what players wait for when they ask to see a game: the replay GIF of
//! an 11×11 game of 80 moves and of the worst case, a 19×19 game of 361 moves (time to draw and
//! encode, and bytes), and the latency of `/hex hint` through the real service (search, picture,
//! store) at its own budget. The games are fixed (seeded), so the bytes change only when the
//! encoder or the renderer does; the times are the machine's business.

use hexbot::hex::{BoardSize, Game, Move, Settings, SwapRule, Variant};
use hexbot::orientation::Orientation;
use hexbot::render::render_replay;
use hexbot::service::{Actor, AiOptions, Command, Service, ServiceConfig, SystemClock};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The worst case for a replay's size, shared with the tests.
const FULL_BOARD: &str = include_str!("../../../tests/data/replay-19x19-full-board.txt");

/// Encodes each replay `repeats` times and asks `hints` hints per board size; prints the figures.
///
/// # Errors
/// I/O errors on `out`, or a service that does not open.
pub fn bench_pictures(out: &mut impl Write, repeats: u32, hints: u32) -> anyhow::Result<()> {
    writeln!(
        out,
        "hexbot-lab bench pictures: replay GIFs ({repeats} encodings each) and hints"
    )?;
    for (name, game) in [
        ("11x11, 80 moves", game_of(11, 80)),
        ("19x19, 361 moves", full_board()),
    ] {
        let mut times = Vec::new();
        let mut bytes = 0;
        for _ in 0..repeats.max(1) {
            let start = Instant::now();
            bytes = render_replay(&game, Orientation::Normal).len();
            times.push(start.elapsed());
        }
        writeln!(
            out,
            "replay {name}: {} frames, {bytes} bytes ({:.2} MiB), {}",
            game.ply() + 1,
            bytes as f64 / (1024.0 * 1024.0),
            spread(&mut times)
        )?;
    }
    let runtime = tokio::runtime::Runtime::new()?;
    for size in [11u32, 19] {
        let mut times = runtime.block_on(hint_latency(size, hints.max(1)))?;
        writeln!(
            out,
            "hint {size}x{size} (service, default budget): {}",
            spread(&mut times)
        )?;
    }
    Ok(())
}

/// "min / median / max" of `times`, in milliseconds.
fn spread(times: &mut [Duration]) -> String {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "min {:.0} ms, median {:.0} ms, max {:.0} ms",
        ms(times[0]),
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1])
    )
}

/// A seeded random game of `size` with `moves` moves (or fewer, if one ends sooner: the first
/// seed whose game lasts that long is taken).
fn game_of(size: u32, moves: usize) -> Game {
    let settings = Settings {
        size: BoardSize::new(size).expect("a board size"),
        variant: Variant::Hex,
        swap: SwapRule::Off,
    };
    let mut longest = Game::new(settings);
    for seed in 0..1000 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Game::new(settings);
        while !game.is_over() && game.ply() < moves {
            let empty: Vec<_> = game.board().empty_cells().collect();
            let Some(&cell) = empty.choose(&mut rng) else {
                break;
            };
            let _ = game.play(Move::Place(cell));
        }
        if game.ply() >= moves {
            return game;
        }
        if game.ply() > longest.ply() {
            longest = game;
        }
    }
    longest
}

fn full_board() -> Game {
    let settings = Settings {
        size: BoardSize::new(19).expect("19 is a board size"),
        variant: Variant::Hex,
        swap: SwapRule::Off,
    };
    let mut game = Game::new(settings);
    for word in FULL_BOARD
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(str::split_whitespace)
    {
        if let Ok(mv) = game.parse_move(word) {
            let _ = game.play(mv);
        }
    }
    game
}

/// Times `hints` hints (a fresh game against the computer for each, so every hint searches) on a
/// `size` board, through a service on a fresh database file (removed after) with the hint's own
/// budget.
async fn hint_latency(size: u32, hints: u32) -> anyhow::Result<Vec<Duration>> {
    let path = std::env::temp_dir().join(format!(
        "hexbot-bench-hints-{}-{size}.db",
        std::process::id()
    ));
    let mut config = ServiceConfig::new(format!("sqlite://{}", path.display()));
    config.seed = Some(1);
    let (service, _rx) = Service::open(config, Arc::new(SystemClock)).await?;
    let mut times = Vec::new();
    for i in 0..hints {
        let actor = Actor::new(1, 1000 + u64::from(i), 1, "bench");
        let options = AiOptions {
            size: Some(size),
            ..AiOptions::default()
        };
        service.handle(&actor, Command::Ai(options)).await?;
        let start = Instant::now();
        let reply = service.handle(&actor, Command::Hint).await?;
        times.push(start.elapsed());
        anyhow::ensure!(!reply.refused, "the hint was refused: {}", reply.english());
    }
    service.close().await;
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    Ok(times)
}
