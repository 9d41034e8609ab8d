//! `hexbot-lab bench replay-load`: many replays asked for at once, through the service as players ask
//! for them. `--games` seeded games that fill the whole board (on 19×19: 361 moves, the worst
//! case for a replay) are played as two-player games on a fresh database; then every game's Red
//! player asks for its replay at the same moment, and then every Blue player (the replays kept).
//! Printed: how the replays were answered (drawn, or refused while the bot draws others), the
//! wall and CPU time of each burst, and the process's peak resident memory during the first
//! (`VmHWM` of `/proc/self/status`, reset before the burst through `/proc/self/clear_refs`, so
//! the set-up's own peak does not count). `--renders` and `--queue` set the service's drawing
//! permits and their queue (`RenderLimits`): `--renders 20` draws all twenty at once.

use super::review::replay_as_players;
use hexbot::hex::{BoardSize, Game, Move, Settings, SwapRule, Variant};
use hexbot::service::{
    Actor, Command, GameId, RenderLimits, Reply, Service, ServiceConfig, SystemClock,
};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::sync::Arc;
use std::time::Instant;

/// A game on `size` that fills the board as far as it can: stones in a seeded random order, each
/// time the first that does not end the game, so only the last stone decides it (on a full
/// board someone has won).
pub fn full_game(size: u32, seed: u64) -> anyhow::Result<Game> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(Settings {
        size: BoardSize::new(size)?,
        variant: Variant::Hex,
        swap: SwapRule::Off,
    });
    while !game.is_over() {
        let mut empty: Vec<_> = game.board().empty_cells().collect();
        empty.shuffle(&mut rng);
        let keeps_going = empty.iter().copied().find(|&cell| {
            let mut next = game.clone();
            next.play(Move::Place(cell)).is_ok() && !next.is_over()
        });
        let Some(cell) = keeps_going.or_else(|| empty.first().copied()) else {
            break;
        };
        game.play(Move::Place(cell))?;
    }
    Ok(game)
}

/// The process's resident memory now and at its peak (`VmRSS`, `VmHWM`), in MiB.
fn resident() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|kb| kb.parse::<f64>().ok())
            .map_or(f64::NAN, |kb| kb / 1024.0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// The process's CPU time so far (user and system), in seconds.
fn cpu_seconds() -> f64 {
    // SAFETY: an all-zero rusage is a valid value of the plain C struct, and getrusage only
    // writes into the struct it is given.
    let (usage, status) = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        let status = libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        (usage, status)
    };
    if status != 0 {
        return f64::NAN;
    }
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    secs(usage.ru_utime) + secs(usage.ru_stime)
}

/// Asks for the replays of `asked` (each by its asker) all at once and prints how they were
/// answered, with the replays the service drew meanwhile.
async fn burst(
    out: &mut impl Write,
    svc: &Service,
    asked: Vec<(Actor, GameId)>,
    what: &str,
) -> anyhow::Result<()> {
    let n = asked.len();
    let drawn_before = svc.replays_drawn();
    let (cpu, wall) = (cpu_seconds(), Instant::now());
    let tasks: Vec<_> = asked
        .into_iter()
        .map(|(actor, id)| {
            let svc = svc.clone();
            tokio::spawn(async move { svc.handle(&actor, Command::Replay { game: id }).await })
        })
        .collect();
    let mut replies: Vec<Reply> = Vec::new();
    for t in tasks {
        replies.push(t.await??);
    }
    let (wall, cpu) = (wall.elapsed().as_secs_f64(), cpu_seconds() - cpu);
    let sizes: Vec<usize> = replies
        .iter()
        .filter(|r| !r.refused)
        .flat_map(|r| r.attachments.iter().map(|a| a.bytes.len()))
        .collect();
    writeln!(
        out,
        "{n} replays {what}: {} answered with a GIF ({} to {} bytes; {} drawn), {} refused as \
         busy; wall {wall:.2} s, CPU {cpu:.2} s",
        sizes.len(),
        sizes.iter().min().unwrap_or(&0),
        sizes.iter().max().unwrap_or(&0),
        svc.replays_drawn() - drawn_before,
        replies.iter().filter(|r| r.refused).count(),
    )?;
    Ok(())
}

/// Plays `games` full-board games on `size` through a fresh service drawing within `renders`,
/// then asks for all their replays at once, twice; prints the figures.
///
/// # Errors
/// I/O errors on `out`, a service that fails, a game that does not replay.
pub fn bench_replay_load(
    out: &mut impl Write,
    games: usize,
    size: u32,
    seed: u64,
    renders: RenderLimits,
) -> anyhow::Result<()> {
    let dir = std::env::temp_dir().join(format!("hexbot-bench-replays-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let result = runtime.block_on(async {
        let mut config = ServiceConfig::new(format!("sqlite://{}", dir.join("bench.db").display()));
        config.seed = Some(seed);
        config.renders = renders;
        let (svc, _rx) = Service::open(config, Arc::new(SystemClock)).await?;
        let started = Instant::now();
        let mut asked = Vec::new();
        let mut moves = Vec::new();
        for g in 0..games {
            let game = full_game(size, seed.wrapping_add(g as u64))?;
            let channel = 10 + g as u64;
            let red = Actor::new(1, channel, 1000 + 2 * g as u64, format!("Red{g}"));
            let blue = Actor::new(1, channel, 1001 + 2 * g as u64, format!("Blue{g}"));
            let id = replay_as_players(&svc, [&red, &blue], &game).await?;
            moves.push(game.ply());
            asked.push((red, blue, id));
        }
        writeln!(
            out,
            "hexbot-lab bench replay-load: {games} games of {size}x{size} ({} to {} moves), played \
             through the service in {:.1} s",
            moves.iter().min().unwrap_or(&0),
            moves.iter().max().unwrap_or(&0),
            started.elapsed().as_secs_f64()
        )?;
        let (before, _) = resident();
        // Forget the set-up's peak: from here VmHWM is the burst's.
        let reset = std::fs::write("/proc/self/clear_refs", "5").is_ok();
        let reds = asked
            .iter()
            .map(|(red, _, id)| (red.clone(), *id))
            .collect();
        burst(out, &svc, reds, "at once").await?;
        let (_, peak) = resident();
        writeln!(
            out,
            "resident memory: {before:.0} MiB before the burst, peak {peak:.0} MiB during it{} \
             ({} drawing at once, {} waiting at most)",
            if reset {
                ""
            } else {
                " (peak not reset: it may be the set-up's)"
            },
            renders.at_once,
            renders.queue,
        )?;
        let blues = asked.into_iter().map(|(_, blue, id)| (blue, id)).collect();
        burst(out, &svc, blues, "again").await?;
        svc.close().await;
        anyhow::Ok(())
    });
    let _ = std::fs::remove_dir_all(&dir);
    result
}
