//! `hexbot-lab bench review`: a whole review through the service, as players ask for it. A seeded
//! self-play game (the computer at Easy, whose deliberate mistakes give the review something to
//! find) of at least `--moves` moves is played as a two-player game on a fresh database, then
//! reviewed (timed: the goal is an 11×11 game of 80 moves within 20 s on two cores) and asked for
//! again (stored: instant). `hexbot-lab bench plot` times the two plots alone.

use hexbot::ai::{Level, SearchConfig, SearchControl, move_seed, think};
use hexbot::hex::{BoardSize, Game, Move, Settings};
use hexbot::render::{RatingPlot, RatingSeries, ReviewGraph, rating_plot_png, review_graph_png};
use hexbot::service::{
    Actor, ChallengeOptions, Command, GameId, Reply, Service, ServiceConfig, SwapRule, SystemClock,
};
use std::io::{self, Write};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// A finished self-play game of at least `moves` moves on `size`, the first found from `seed`
/// upwards, and its seed.
fn self_play(size: BoardSize, moves: usize, seed: u64) -> (Game, u64) {
    let config = SearchConfig::for_level(Level::Easy).with_playouts(300);
    for s in seed.. {
        let mut game = Game::new(Settings::hex(size));
        while !game.is_over() {
            let mv = think(
                &game,
                &config,
                move_seed(s, game.ply() as u64),
                &SearchControl::new(),
            )
            .map(|r| r.mv)
            .unwrap_or(Move::Swap);
            if game.play(mv).is_err() {
                break;
            }
        }
        if game.is_over() && game.ply() >= moves {
            return (game, s);
        }
    }
    unreachable!("seeds run out")
}

/// Plays `game` as Ann (Red) against Bob (Blue) on a fresh service, reviews it twice, prints the
/// times, and writes the pictures into `out_dir` if given.
///
/// # Errors
/// I/O errors, and a service that fails.
pub fn bench_review(
    out: &mut impl Write,
    size: u32,
    moves: usize,
    playouts: Option<u64>,
    seed: u64,
    out_dir: Option<&Path>,
) -> anyhow::Result<()> {
    let size = BoardSize::new(size)?;
    let started = Instant::now();
    let (game, game_seed) = self_play(size, moves, seed);
    writeln!(
        out,
        "hexbot-lab bench review: {n}x{n}, self-play at Easy from seed {game_seed}: {} moves ({:.1} s to play)",
        game.ply(),
        started.elapsed().as_secs_f64(),
        n = size.get()
    )?;
    let dir = std::env::temp_dir().join(format!(
        "hexbot-bench-review-{}-{}",
        std::process::id(),
        game_seed
    ));
    std::fs::create_dir_all(&dir)?;
    let runtime = tokio::runtime::Runtime::new()?;
    let result = runtime.block_on(async {
        let mut config =
            ServiceConfig::new(format!("sqlite://{}", dir.join("bench.db").display()));
        config.ai_playouts = playouts;
        config.seed = Some(seed);
        let threads = config.ai_threads;
        let (svc, _rx) = Service::open(config, Arc::new(SystemClock)).await?;
        let ann = Actor::new(1, 10, 100, "Ann");
        let bob = Actor::new(1, 10, 101, "Bob");
        let id = replay_as_players(&svc, [&ann, &bob], &game).await?;
        let t = Instant::now();
        let first = svc.review(&ann, id, None).await?;
        let computed = t.elapsed();
        let t = Instant::now();
        let again = svc.review(&bob, id, None).await?;
        let stored = t.elapsed();
        anyhow::ensure!(!first.refused, "review refused: {}", first.english());
        anyhow::ensure!(first == again, "the stored review differs from the computed one");
        writeln!(
            out,
            "review computed in {:.2} s wall ({} playouts per position, {} positions, {threads} search threads); \
             asked again (stored): {:.0} ms",
            computed.as_secs_f64(),
            playouts.map_or_else(|| "default".to_owned(), |p| p.to_string()),
            game.ply() + 1,
            stored.as_secs_f64() * 1000.0,
        )?;
        writeln!(out, "{}", first.english())?;
        if let Some(dir) = out_dir {
            write_pictures(out, &first, dir)?;
        }
        svc.close().await;
        anyhow::Ok(())
    });
    let _ = std::fs::remove_dir_all(&dir);
    result
}

/// Plays `game` on `svc` as a two-player game without swap: the first of `players` (Red)
/// challenges the second, who accepts; then they take turns. The new game's id.
pub(super) async fn replay_as_players(
    svc: &Service,
    players: [&Actor; 2],
    game: &Game,
) -> anyhow::Result<GameId> {
    let [ann, bob] = players;
    let mut o = ChallengeOptions::to(bob.person());
    o.size = Some(u32::from(game.settings().size.get()));
    o.swap = Some(SwapRule::Off);
    svc.handle(ann, Command::Challenge(o)).await?;
    let accepted = svc.handle(bob, Command::Accept).await?;
    let id = accepted.game.unwrap_or(GameId(1));
    for (i, mv) in game.moves().iter().enumerate() {
        let who = if i % 2 == 0 { ann } else { bob };
        let command = match mv {
            Move::Place(c) => Command::Move(c.to_string()),
            _ => Command::Swap,
        };
        let r = svc.handle(who, command).await?;
        anyhow::ensure!(!r.refused, "move {} refused: {}", i + 1, r.english());
    }
    Ok(id)
}

/// Writes the review's graph and its other pictures into `dir`.
fn write_pictures(out: &mut impl Write, review: &Reply, dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    if let Some(board) = &review.board {
        std::fs::write(dir.join("review-graph.png"), &board.png)?;
    }
    for a in &review.attachments {
        std::fs::write(dir.join(&a.name), &a.bytes)?;
    }
    writeln!(out, "pictures written to {}", dir.display())
}

/// Times drawing the review graph of an 80-move game and a rating plot of 60 games, `rounds`
/// times each.
///
/// # Errors
/// Only I/O errors on `out`.
pub fn bench_plot(out: &mut impl Write, rounds: u32, out_dir: Option<&Path>) -> io::Result<()> {
    let rounds = rounds.max(1);
    // A made-up game: chances swinging as in a real one, deterministic.
    let red_chance: Vec<f32> = (0..=80)
        .map(|i| {
            let x = i as f32 / 80.0;
            (0.5 + 0.35 * (x * 9.0).sin() * (1.0 - x) + 0.5 * x * x).clamp(0.0, 1.0)
        })
        .collect();
    let graph = ReviewGraph {
        red_chance,
        marked: vec![12, 40, 66],
        red_moved: (0..80).map(|i| i % 2 == 0).collect(),
        red_won: true,
    };
    let t = Instant::now();
    let mut bytes = 0;
    for _ in 0..rounds {
        bytes = review_graph_png(&graph).len();
    }
    let review = t.elapsed() / rounds;
    let day = 86_400_000i64;
    let series = vec![
        RatingSeries {
            points: (0..60)
                .map(|i| (i * day, 1500.0 + 120.0 * (i as f64 / 7.0).sin() + i as f64))
                .collect(),
            dashed: false,
        },
        RatingSeries {
            points: (0..30)
                .map(|i| (i * 2 * day, 1400.0 + 3.0 * i as f64))
                .collect(),
            dashed: true,
        },
    ];
    let date = |ms: i64| format!("day {}", ms / day);
    let plot = RatingPlot {
        series,
        date: &date,
    };
    let t = Instant::now();
    let mut plot_bytes = 0;
    for _ in 0..rounds {
        plot_bytes = rating_plot_png(&plot).len();
    }
    let rating = t.elapsed() / rounds;
    if let Some(dir) = out_dir {
        std::fs::create_dir_all(dir)?;
        std::fs::write(dir.join("plot-review-graph.png"), review_graph_png(&graph))?;
        std::fs::write(dir.join("profile-plot.png"), rating_plot_png(&plot))?;
    }
    writeln!(
        out,
        "hexbot-lab bench plot: review graph (81 points) {:.2} ms, {bytes} bytes; \
         rating plot (60 + 30 games) {:.2} ms, {plot_bytes} bytes; mean of {rounds} rounds",
        review.as_secs_f64() * 1000.0,
        rating.as_secs_f64() * 1000.0,
    )
}
