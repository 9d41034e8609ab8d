//! `hexbot-lab bench hint-flood`: does a flood of hints slow anyone else's game against the computer?
//! Through the real service (its default search threads, queue and budgets, on a fresh database
//! file): one player asks `--hints` hints at once, again and again, and `--crowd` other players
//! keep asking one hint each (again as soon as it is shown, a second later when refused), while a last player plays `--moves` moves against Medium. Printed:
//! how the hints were answered (shown, refused as one already in flight, refused as the queue's
//! reserve for moves), and the time from each of the player's moves to the computer's answer,
//! beside the same moves played with no hints at all.

use hexbot::service::{
    Action, Actor, AiOptions, Command, FirstMove, Key, Reply, Service, ServiceConfig, SystemClock,
};
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// What the flood's hints were answered with.
#[derive(Default)]
struct Tally {
    shown: AtomicU64,
    in_flight: AtomicU64,
    busy: AtomicU64,
    other: AtomicU64,
}

impl Tally {
    fn count(&self, reply: &Reply) {
        let which = if reply.has(Key::HintTitle) {
            &self.shown
        } else if reply.has(Key::HintInFlight) {
            &self.in_flight
        } else if reply.has(Key::HintBusy) {
            &self.busy
        } else {
            &self.other
        };
        which.fetch_add(1, Ordering::Relaxed);
    }
}

/// Runs the bench and prints its figures.
///
/// # Errors
/// I/O errors, and a service that fails.
pub fn bench_hint_flood(
    out: &mut impl Write,
    size: u32,
    hints: u32,
    crowd: u32,
    moves: u32,
) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Runtime::new()?;
    writeln!(
        out,
        "hexbot-lab bench hint-flood: {size}x{size}, one player asking {hints} hints at a time, \
         {crowd} others one each, while another plays {moves} moves against Medium"
    )?;
    for flood in [false, true] {
        let (times, tally) = runtime.block_on(run(size, hints, crowd, moves, flood))?;
        let label = if flood { "with the flood" } else { "no hints" };
        writeln!(out, "moves answered {label}: {}", summary(&times))?;
        if flood {
            writeln!(
                out,
                "hints: {} shown, {} refused (one already in flight), {} refused (queue kept \
                 for moves), {} otherwise",
                tally.shown.load(Ordering::Relaxed),
                tally.in_flight.load(Ordering::Relaxed),
                tally.busy.load(Ordering::Relaxed),
                tally.other.load(Ordering::Relaxed),
            )?;
        }
    }
    Ok(())
}

/// `count` answer times: median, slowest, and every one in seconds.
fn summary(times: &[Duration]) -> String {
    let mut sorted = times.to_vec();
    sorted.sort();
    let secs = |d: &Duration| format!("{:.2}", d.as_secs_f64());
    format!(
        "{} moves, median {} s, slowest {} s ({})",
        times.len(),
        sorted.get(sorted.len() / 2).map_or("-".into(), secs),
        sorted.last().map_or("-".into(), secs),
        times.iter().map(secs).collect::<Vec<_>>().join(" ")
    )
}

/// A game against the computer for `actor` (who moves first), hints already accepted for it.
async fn open_game(service: &Service, actor: &Actor, size: u32) -> anyhow::Result<()> {
    let options = AiOptions {
        size: Some(size),
        first: Some(FirstMove::You),
        ..AiOptions::default()
    };
    let reply = service.handle(actor, Command::Ai(options)).await?;
    anyhow::ensure!(!reply.refused, "no game: {}", reply.english());
    Ok(())
}

/// Asks a hint, pressing the question's button if the game asks whether to take hints.
async fn hint(service: &Service, actor: &Actor) -> anyhow::Result<Reply> {
    let reply = service.handle(actor, Command::Hint).await?;
    if let Some(button) = reply.button(Action::Hint) {
        let id = button.id;
        return Ok(service
            .handle(actor, Command::Button { id, input: None })
            .await?);
    }
    Ok(reply)
}

/// One run: the moves' answer times and the hints' tally.
async fn run(
    size: u32,
    hints: u32,
    crowd: u32,
    moves: u32,
    flood: bool,
) -> anyhow::Result<(Vec<Duration>, Arc<Tally>)> {
    let path = std::env::temp_dir().join(format!(
        "hexbot-bench-flood-{}-{flood}.db",
        std::process::id()
    ));
    let mut config = ServiceConfig::new(format!("sqlite://{}", path.display()));
    config.seed = Some(1);
    let (service, _rx) = Service::open(config, Arc::new(SystemClock)).await?;
    let service = Arc::new(service);
    let tally = Arc::new(Tally::default());
    let stop = Arc::new(AtomicBool::new(false));
    let mut tasks = Vec::new();
    if flood {
        let flooder = Actor::new(1, 100, 100, "flood");
        open_game(&service, &flooder, size).await?;
        hint(&service, &flooder).await?;
        let (svc, t, s) = (service.clone(), tally.clone(), stop.clone());
        tasks.push(tokio::spawn(async move {
            while !s.load(Ordering::Relaxed) {
                let burst: Vec<_> = (0..hints)
                    .map(|_| {
                        let (svc, t, a) = (svc.clone(), t.clone(), flooder.clone());
                        tokio::spawn(async move {
                            if let Ok(r) = hint(&svc, &a).await {
                                t.count(&r);
                            }
                        })
                    })
                    .collect();
                for b in burst {
                    let _ = b.await;
                }
            }
        }));
        for i in 0..u64::from(crowd) {
            let actor = Actor::new(200 + i, 200 + i, 200 + i, format!("crowd{i}"));
            open_game(&service, &actor, size).await?;
            hint(&service, &actor).await?;
            let (svc, t, s) = (service.clone(), tally.clone(), stop.clone());
            tasks.push(tokio::spawn(async move {
                while !s.load(Ordering::Relaxed) {
                    match hint(&svc, &actor).await {
                        // Refused while the queue is kept for moves: ask again a second later,
                        // as a player pressing again would.
                        Ok(r) if r.has(Key::HintBusy) => {
                            t.count(&r);
                            tokio::time::sleep(Duration::from_secs(1)).await;
                        }
                        Ok(r) => t.count(&r),
                        Err(_) => break,
                    }
                }
            }));
        }
    }
    let player = Actor::new(1, 1, 1, "player");
    open_game(&service, &player, size).await?;
    let mut times = Vec::new();
    // The player's stones: down the middle column, then the next ones, skipping taken cells.
    let letters: Vec<char> = ('a'..='z').take(size as usize).collect();
    let mid = size.div_ceil(2) as usize - 1;
    let mut cells = (0..size as usize).flat_map(|d| {
        let letters = letters.clone();
        (1..=size).map(move |row| format!("{}{row}", letters[(mid + d) % letters.len()]))
    });
    while times.len() < moves as usize {
        let Some(cell) = cells.next() else { break };
        let start = Instant::now();
        let handled = service
            .handle_answered(&player, Command::Move(cell))
            .await?;
        if handled.reply.refused {
            continue;
        }
        let Some(answer) = handled.answer else { break };
        if answer.wait(std::future::pending()).await.is_none() {
            break;
        }
        times.push(start.elapsed());
    }
    stop.store(true, Ordering::Relaxed);
    for t in tasks {
        let _ = t.await;
    }
    service.close().await;
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    Ok((times, tally))
}
