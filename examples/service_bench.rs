//! Service latency benchmark (release build; a benchmark, not a test):
//!
//!     cargo run --release --example service_bench -- [games] [moves-per-game] [ai-searches]
//!
//! 1. `games` (default 100) two-player games in as many channels play `moves-per-game` (default 20)
//!    moves each, all at once; every move command's time from call to its stored reply with the
//!    board PNG is recorded: median, p99, max.
//! 2. `ai-searches` (default 8) games against the computer (Hard, the computer to move) run in
//!    other channels on a pool of that many threads while one two-player game keeps moving; the
//!    human moves' latencies are recorded the same way.

use hexbot::service::{
    Actor, AiOptions, ChallengeOptions, Command, FirstMove, Level, Person, Service, ServiceConfig,
    SystemClock,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

fn percentiles(mut v: Vec<Duration>) -> String {
    v.sort();
    let at = |q: f64| v[((v.len() as f64 - 1.0) * q).round() as usize];
    format!(
        "n={} median={:.2} ms p99={:.2} ms max={:.2} ms",
        v.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        v.last().unwrap().as_secs_f64() * 1e3
    )
}

/// Starts a two-player 11×11 game in `channel`; returns (red, blue) actors.
async fn two_player(svc: &Service, channel: u64) -> (Actor, Actor) {
    let a = Actor::new(1, channel, channel * 2, format!("A{channel}"));
    let b = Actor::new(1, channel, channel * 2 + 1, format!("B{channel}"));
    let mut o = ChallengeOptions::to(Person::new(b.user.0, b.name.clone()));
    o.swap = Some(hexbot::service::SwapRule::Off);
    svc.handle(&a, Command::Challenge(o)).await.unwrap();
    svc.handle(&b, Command::Accept).await.unwrap();
    (a, b)
}

/// The n-th move of a fixed non-connecting sequence on 11×11: Red fills columns a, c, e…,
/// Blue columns b, d, f… top to bottom (no one connects before move 2·11).
fn cell(n: usize) -> String {
    let player = n % 2;
    let k = n / 2;
    let col = (2 * (k / 10) + player) as u8;
    let row = k % 10 + 1;
    format!("{}{}", (b'a' + col) as char, row)
}

async fn play(svc: Service, a: Actor, b: Actor, moves: usize, gap: Duration) -> Vec<Duration> {
    let mut times = Vec::with_capacity(moves);
    for n in 0..moves {
        let who = if n % 2 == 0 { &a } else { &b };
        let t = Instant::now();
        let r = svc.handle(who, Command::Move(cell(n))).await.unwrap();
        times.push(t.elapsed());
        assert!(!r.is_private(), "refused: {}", r.english());
        assert!(r.board.is_some());
        if !gap.is_zero() {
            tokio::time::sleep(gap).await;
        }
    }
    times
}

#[tokio::main]
async fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(100);
    let moves = args.get(1).copied().unwrap_or(20);
    let searches = args.get(2).copied().unwrap_or(8);
    let dir = tempfile::tempdir().unwrap();
    let mut config = ServiceConfig::new(format!(
        "sqlite://{}",
        dir.path().join("bench.db").display()
    ));
    config.ai_threads = searches.max(1);
    let (svc, mut rx) = Service::open(config, Arc::new(SystemClock)).await.unwrap();
    let announced = Arc::new(AtomicUsize::new(0));
    let counter = announced.clone();
    tokio::spawn(async move {
        while rx.recv().await.is_some() {
            counter.fetch_add(1, Ordering::SeqCst);
        }
    });

    // 1. Many concurrent two-player games.
    let mut players = Vec::new();
    for ch in 0..games {
        players.push(two_player(&svc, 1000 + ch as u64).await);
    }
    let t = Instant::now();
    let tasks: Vec<_> = players
        .into_iter()
        .map(|(a, b)| tokio::spawn(play(svc.clone(), a, b, moves, Duration::ZERO)))
        .collect();
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.unwrap());
    }
    println!(
        "{games} concurrent games × {moves} moves in {:.2} s: {}",
        t.elapsed().as_secs_f64(),
        percentiles(all)
    );

    // 2. Human moves while the computer thinks in other channels.
    for i in 0..searches {
        let me = Actor::new(1, 5000 + i as u64, 9000 + i as u64, "Solo");
        let o = AiOptions {
            level: Some(Level::Hard),
            first: Some(FirstMove::Computer),
            ..AiOptions::default()
        };
        svc.handle(&me, Command::Ai(o)).await.unwrap();
    }
    let (a, b) = two_player(&svc, 7000).await;
    let before = announced.load(Ordering::SeqCst);
    let t = Instant::now();
    let times = play(svc.clone(), a, b, 40, Duration::from_millis(25)).await;
    let done = announced.load(Ordering::SeqCst) - before;
    println!(
        "human moves while {searches} searches run: {} ({done} of the {searches} searches \
         finished during the {:.2} s of moves)",
        percentiles(times),
        t.elapsed().as_secs_f64()
    );
    svc.close().await;
}
