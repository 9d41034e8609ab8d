//! `hexbot-lab bench analysis`: the analysis board's figures, through the service as players use
//! it. First `--running` rated two-player games of 13×13 are started and played `--stones` stones
//! in (seeded; left running, so the anti-cheat wing watches every one). Then, for a player who
//! sits in none of them:
//! - **opening a board** from an SGF record of an 80-move 13×13 game (`/hex-study analyze` with the
//!   record attached: read, stored, drawn), `--repeats` times;
//! - **the engine** on boards of 11×11 and 19×19 (`--repeats` positions each, a few seeded stones
//!   in, the hint's budget: the wing's search and solver, the anti-cheat check first);
//! - **the anti-cheat check alone**: how many positions one request compares (every watched
//!   game's, against the asked position's four forms) and how long that takes, timed on the
//!   pure comparison (`study::nearness_to_forms`) over the same positions.
//!
//! Wall times, median and worst; the machine's other load counts.

use hexbot::hex::{BoardSize, Game, Move, Settings, SwapRule, Variant};
use hexbot::service::{
    Action, Actor, AnalyzeOptions, ButtonId, ChallengeOptions, Command, Reply, Service,
    ServiceConfig, SystemClock,
};
use hexbot::study::{
    MoveListOptions, NEAR_STONES, Position, nearness_to_forms, read_moves, write_tree_sgf,
};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The bench's choices.
pub struct AnalysisSetup {
    /// Running games the anti-cheat wing watches.
    pub running: usize,
    /// Stones played in each.
    pub stones: usize,
    /// Boards opened and engine requests per size.
    pub repeats: usize,
    /// The seed of every random choice.
    pub seed: u64,
}

/// `stones` seeded stones on a `size` board, none of which ends the game (swap off).
fn stones_in(size: u32, stones: usize, seed: u64) -> anyhow::Result<Game> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(Settings {
        size: BoardSize::new(size)?,
        variant: Variant::Hex,
        swap: SwapRule::Off,
    });
    while game.ply() < stones {
        let mut empty: Vec<_> = game.board().empty_cells().collect();
        empty.shuffle(&mut rng);
        let keeps_going = empty.iter().copied().find(|&cell| {
            let mut next = game.clone();
            next.play(Move::Place(cell)).is_ok() && !next.is_over()
        });
        let Some(cell) = keeps_going else { break };
        game.play(Move::Place(cell))?;
    }
    Ok(game)
}

/// `game`'s moves as a move list.
fn move_list(game: &Game) -> String {
    let words: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    words.join(" ")
}

/// Median and worst of `times`, in milliseconds.
fn summary(times: &mut [Duration]) -> String {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    match (times.get(times.len() / 2), times.last()) {
        (Some(&median), Some(&worst)) => {
            format!("median {:.1} ms, worst {:.1} ms", ms(median), ms(worst))
        }
        _ => "no runs".into(),
    }
}

/// The board a reply shows, and the node it shows (from its buttons).
fn shown(reply: &Reply) -> anyhow::Result<ButtonId> {
    anyhow::ensure!(!reply.refused, "refused: {}", reply.english());
    reply
        .buttons
        .first()
        .map(|b| b.id)
        .ok_or_else(|| anyhow::anyhow!("no board in: {}", reply.english()))
}

/// Runs the bench and prints its figures.
///
/// # Errors
/// I/O errors on `out`, a service that fails, a request refused.
pub fn bench_analysis(out: &mut impl Write, setup: &AnalysisSetup) -> anyhow::Result<()> {
    let dir = std::env::temp_dir().join(format!("hexbot-bench-analysis-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let result = runtime.block_on(run(out, setup, &dir));
    let _ = std::fs::remove_dir_all(&dir);
    result
}

async fn run(
    out: &mut impl Write,
    setup: &AnalysisSetup,
    dir: &std::path::Path,
) -> anyhow::Result<()> {
    let mut config = ServiceConfig::new(format!("sqlite://{}", dir.join("bench.db").display()));
    config.seed = Some(setup.seed);
    let (svc, _rx) = Service::open(config, Arc::new(SystemClock)).await?;
    let started = Instant::now();
    let mut prints = Vec::new();
    for g in 0..setup.running {
        let game = stones_in(13, setup.stones, setup.seed.wrapping_add(g as u64))?;
        let channel = 10 + g as u64;
        let red = Actor::new(1, channel, 1000 + 2 * g as u64, format!("Red{g}"));
        let blue = Actor::new(1, channel, 1001 + 2 * g as u64, format!("Blue{g}"));
        let mut o = ChallengeOptions::to(blue.person());
        o.size = Some(13);
        o.swap = Some(SwapRule::Off);
        svc.handle(&red, Command::Challenge(o)).await?;
        let accepted = svc.handle(&blue, Command::Accept).await?;
        anyhow::ensure!(!accepted.refused, "{}", accepted.english());
        for (i, mv) in game.moves().iter().enumerate() {
            let who = if i % 2 == 0 { &red } else { &blue };
            let r = svc.handle(who, Command::Move(mv.to_string())).await?;
            anyhow::ensure!(!r.refused, "move {} refused: {}", i + 1, r.english());
        }
        prints.push(Position::of(&game));
    }
    writeln!(
        out,
        "hexbot-lab bench analysis: {} rated 13x13 games running, {} stones each, set up through \
         the service in {:.1} s (seed {})",
        setup.running,
        setup.stones,
        started.elapsed().as_secs_f64(),
        setup.seed
    )?;
    let asker = Actor::new(1, 5, 77, "Asker");

    // Opening a board from an 80-move 13×13 record.
    let long = stones_in(13, 80, setup.seed ^ 0x5eed)?;
    let tree = read_moves(
        &move_list(&long),
        MoveListOptions {
            size: Some(long.size()),
            variant: Variant::Hex,
            swap: SwapRule::Off,
        },
    )?;
    let record = write_tree_sgf(&tree);
    let mut opens = Vec::new();
    for _ in 0..setup.repeats {
        let options = AnalyzeOptions {
            record: Some(record.clone()),
            ..AnalyzeOptions::default()
        };
        let t = Instant::now();
        let reply = svc
            .handle(&asker, Command::Analyze(Box::new(options)))
            .await?;
        opens.push(t.elapsed());
        shown(&reply)?;
    }
    writeln!(
        out,
        "open a board from an SGF record of {} moves on 13x13 ({} bytes; read, stored, drawn): {}",
        long.ply(),
        record.len(),
        summary(&mut opens)
    )?;

    // The engine at the hint's budget.
    for size in [11u32, 19] {
        let mut times = Vec::new();
        for k in 0..setup.repeats {
            let game = stones_in(size, 6, setup.seed.wrapping_add(100 + k as u64))?;
            let options = AnalyzeOptions {
                size: Some(size),
                moves: Some(move_list(&game)),
                swap: Some(SwapRule::Off),
                ..AnalyzeOptions::default()
            };
            let opened = svc
                .handle(&asker, Command::Analyze(Box::new(options)))
                .await?;
            let at = shown(&opened)?;
            let id = ButtonId {
                action: Action::AnalysisEngine,
                ..at
            };
            let t = Instant::now();
            let answer = svc
                .handle(&asker, Command::Button { id, input: None })
                .await?;
            times.push(t.elapsed());
            anyhow::ensure!(!answer.refused, "engine refused: {}", answer.english());
        }
        writeln!(
            out,
            "engine on {size}x{size} at the hint's budget (6 stones in; search, solver, anti-cheat \
             check): {}",
            summary(&mut times)
        )?;
    }

    // The anti-cheat comparison alone, over the watched positions.
    let mut times = Vec::new();
    let mut near = 0;
    for k in 0..setup.repeats.max(20) {
        let asked = Position::of(&stones_in(
            13,
            setup.stones,
            setup.seed ^ (9000 + k as u64),
        )?);
        let t = Instant::now();
        let forms = asked.forms();
        near += prints
            .iter()
            .filter(|p| nearness_to_forms(&forms, p).is_some_and(|n| n.differences <= NEAR_STONES))
            .count();
        times.push(t.elapsed());
    }
    let mut micros: Vec<Duration> = times.clone();
    micros.sort();
    writeln!(
        out,
        "anti-cheat check: {} positions compared per request (each watched game against the asked \
         position's 4 forms); {:.0} µs median, {:.0} µs worst ({} near found in {} requests)",
        prints.len(),
        micros[micros.len() / 2].as_secs_f64() * 1e6,
        micros[micros.len() - 1].as_secs_f64() * 1e6,
        near,
        micros.len()
    )?;
    svc.close().await;
    Ok(())
}
