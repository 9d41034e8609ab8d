//! Service latency benchmark (release build; a benchmark, not a test):
//!
//!     cargo run --release --example service_bench -- [games] [moves-per-game] [ai-searches] [seed]
//!
//! Every latency is the time from calling `Service::handle` with a move to getting its reply, the
//! move stored durably (SQLite, WAL, synchronous=FULL) and the board PNG rendered.
//!
//! 1. **Paced** (the goal's case): `games` (default 100) two-player 11×11 games in as many channels
//!    play `moves-per-game` (default 20) moves each; each game's next move arrives 1–3 s (uniform,
//!    seeded) after the reply to its previous one, like brisk players. Reports median, p99 and max
//!    latency, moves/s and the process's CPU time per move.
//! 2. **Burst** (throughput, not the goal): as many new games send all their moves at once, each
//!    next move as soon as the previous reply is back.
//! 3. **Human move during searches**: `ai-searches` (default 8) games against the computer (Hard,
//!    2 s per move) think on a pool of that many threads, each answered at once so that the
//!    searches keep running, while one two-player game moves every 250 ms.
//! 4. **Where a move's time goes**: the renderer alone, the store's append alone (same file
//!    system), one after the other, single-threaded.

use hexbot::hex::{Game, Move, Settings, SwapRule};
use hexbot::service::{
    Actor, AiOptions, ChallengeOptions, Command, FirstMove, Level, Person, Service, ServiceConfig,
    SystemClock,
};
use hexbot::store as st;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn percentiles(mut v: Vec<Duration>) -> String {
    v.sort();
    let at = |q: f64| v[((v.len() as f64 - 1.0) * q).round() as usize];
    format!(
        "n={} median={:.1} ms p99={:.1} ms max={:.1} ms",
        v.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(*v.last().unwrap())
    )
}

/// CPU time (user + system) of this process so far, from `/proc/self/stat` (Linux).
fn cpu_time() -> Duration {
    let ticks = std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.trim().parse::<u64>().ok())
        .unwrap_or(100);
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name (which may hold spaces): state is the 3rd field overall,
    // utime the 14th and stime the 15th.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<u64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0))
        .collect();
    let (utime, stime) = (f.get(11).copied(), f.get(12).copied());
    Duration::from_millis((utime.unwrap_or(0) + stime.unwrap_or(0)) * 1000 / ticks)
}

/// Starts a two-player 11×11 game (swap off) in `channel`; returns (red, blue) actors.
async fn two_player(svc: &Service, channel: u64) -> (Actor, Actor) {
    let a = Actor::new(1, channel, channel * 2, format!("A{channel}"));
    let b = Actor::new(1, channel, channel * 2 + 1, format!("B{channel}"));
    let mut o = ChallengeOptions::to(Person::new(b.user.0, b.name.clone()));
    o.swap = Some(SwapRule::Off);
    svc.handle(&a, Command::Challenge(o)).await.unwrap();
    svc.handle(&b, Command::Accept).await.unwrap();
    (a, b)
}

/// The n-th move of a fixed non-connecting sequence on 11×11: Red fills columns a, c, e…,
/// Blue columns b, d, f… rows 1 to 10 (no one connects in the first 2·10·5 moves).
fn cell(n: usize) -> String {
    let player = n % 2;
    let k = n / 2;
    let col = (2 * (k / 10) + player) as u8;
    let row = k % 10 + 1;
    format!("{}{}", (b'a' + col) as char, row)
}

/// How long to wait before each move.
#[derive(Clone, Copy)]
enum Pace {
    /// Send the next move as soon as the reply is back.
    Burst,
    /// Wait this long after each reply.
    Fixed(Duration),
    /// Wait uniformly between the two bounds after each reply (and before the first move), drawn
    /// from a generator seeded per game.
    Jitter(Duration, Duration, u64),
}

async fn play(svc: Service, a: Actor, b: Actor, moves: usize, pace: Pace) -> Vec<Duration> {
    let mut rng = match pace {
        Pace::Jitter(_, _, seed) => Some(ChaCha8Rng::seed_from_u64(seed)),
        _ => None,
    };
    let mut times = Vec::with_capacity(moves);
    for n in 0..moves {
        match (pace, rng.as_mut()) {
            (Pace::Jitter(lo, hi, _), Some(rng)) => {
                let wait = rng.random_range(lo.as_millis() as u64..=hi.as_millis() as u64);
                tokio::time::sleep(Duration::from_millis(wait)).await;
            }
            (Pace::Fixed(gap), _) if n > 0 => tokio::time::sleep(gap).await,
            _ => {}
        }
        let who = if n % 2 == 0 { &a } else { &b };
        let t = Instant::now();
        let r = svc.handle(who, Command::Move(cell(n))).await.unwrap();
        times.push(t.elapsed());
        assert!(!r.is_private(), "refused: {}", r.english());
        assert!(r.board.as_ref().is_some_and(|b| !b.png.is_empty()));
    }
    times
}

/// Plays `games` games in channels from `first_channel` at `pace`; prints one line.
async fn many_games(
    svc: &Service,
    label: &str,
    first_channel: u64,
    games: usize,
    moves: usize,
    pace: impl Fn(usize) -> Pace,
) {
    let mut players = Vec::new();
    for ch in 0..games {
        players.push(two_player(svc, first_channel + ch as u64).await);
    }
    let (t, cpu) = (Instant::now(), cpu_time());
    let tasks: Vec<_> = players
        .into_iter()
        .enumerate()
        .map(|(i, (a, b))| tokio::spawn(play(svc.clone(), a, b, moves, pace(i))))
        .collect();
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.unwrap());
    }
    let (wall, cpu) = (t.elapsed(), cpu_time() - cpu);
    let n = all.len() as f64;
    println!(
        "{label}: {games} games × {moves} moves in {:.1} s: {}; {:.0} moves/s; CPU {:.1} ms per \
         move ({:.2} cores busy on average)",
        wall.as_secs_f64(),
        percentiles(all),
        n / wall.as_secs_f64(),
        ms(cpu) / n,
        cpu.as_secs_f64() / wall.as_secs_f64(),
    );
}

/// Human moves in one channel while `searches` computer searches keep running in others.
async fn during_searches(svc: &Service, announced: Arc<AtomicUsize>, searches: usize) {
    for i in 0..searches {
        let me = Actor::new(1, 5000 + i as u64, 9000 + i as u64, "Solo");
        let o = AiOptions {
            level: Some(Level::Hard),
            first: Some(FirstMove::Computer),
            ..AiOptions::default()
        };
        svc.handle(&me, Command::Ai(o)).await.unwrap();
    }
    let (a, b) = two_player(svc, 7000).await;
    // Let every search get going.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let before = announced.load(Ordering::SeqCst);
    let t = Instant::now();
    let times = play(
        svc.clone(),
        a,
        b,
        40,
        Pace::Fixed(Duration::from_millis(250)),
    )
    .await;
    let done = announced.load(Ordering::SeqCst) - before;
    println!(
        "human moves while {searches} Hard searches run: {} ({done} computer moves were made and \
         answered during the {:.1} s of moves)",
        percentiles(times),
        t.elapsed().as_secs_f64()
    );
}

/// The renderer and the store alone, one call after another.
async fn breakdown(dir: &std::path::Path) {
    // A typical mid-game 11×11 position: 20 stones.
    let settings = Settings {
        size: hexbot::hex::BoardSize::new(11).unwrap(),
        variant: hexbot::hex::Variant::Hex,
        swap: SwapRule::Off,
    };
    let mut game = Game::new(settings);
    for n in 0..20 {
        let mv = game.parse_move(&cell(n)).unwrap();
        game.play(mv).unwrap();
    }
    let n = 200;
    let t = Instant::now();
    let mut bytes = 0;
    for _ in 0..n {
        bytes = hexbot::render::render_png(&hexbot::render::BoardView::from_game(&game)).len();
    }
    let render = t.elapsed() / n;

    let store = st::Store::open(&format!("sqlite://{}", dir.join("breakdown.db").display()))
        .await
        .unwrap();
    // 19×19 so that 200 appends fit in one game.
    let big = hexbot::hex::BoardSize::new(19).unwrap();
    let id = store
        .create_game(&st::NewGame {
            guild: st::GuildId(1),
            channel: st::ChannelId(1),
            thread: None,
            red: st::Player::Human(st::UserId(1)),
            blue: st::Player::Human(st::UserId(2)),
            challenger: None,
            settings: Settings {
                size: big,
                ..settings
            },
            turn_timer: None,
            status: st::GameStatus::Active,
            rated: false,
            ai_seed: 1,
            created_at: st::Timestamp(0),
            deadline: None,
            orientation: hexbot::orientation::Orientation::Normal,
        })
        .await
        .unwrap();
    let moves = 200u32;
    let t = Instant::now();
    for ply in 0..moves {
        let cell = hexbot::hex::Cell::from_index(ply as usize, big);
        let mv = st::NewMove {
            ply,
            mv: Move::Place(cell),
            seat: if ply % 2 == 0 {
                st::Seat::Red
            } else {
                st::Seat::Blue
            },
            made_by: st::MadeBy::Player,
            at: st::Timestamp(i64::from(ply)),
            deadline: None,
            clock_left: None,
        };
        store.append_move(id, &mv).await.unwrap();
    }
    let append = t.elapsed() / moves;
    store.close().await;
    println!(
        "where a move's time goes (one at a time): render 11×11 PNG {:.2} ms ({bytes} bytes); \
         store append (durable commit) {:.2} ms",
        ms(render),
        ms(append)
    );
}

#[tokio::main]
async fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(100) as usize;
    let moves = args.get(1).copied().unwrap_or(20) as usize;
    let searches = args.get(2).copied().unwrap_or(8) as usize;
    let seed = args.get(3).copied().unwrap_or(1);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "service_bench: {games} games, {moves} moves each, {searches} searches, seed {seed}, \
         {cores} cores"
    );
    let dir = tempfile::tempdir().unwrap();
    breakdown(dir.path()).await;

    let mut config = ServiceConfig::new(format!(
        "sqlite://{}",
        dir.path().join("bench.db").display()
    ));
    config.ai_threads = searches.max(1);
    let (svc, mut rx) = Service::open(config, Arc::new(SystemClock)).await.unwrap();
    // Answers every computer move at once (so the searches keep running) until told to stop.
    let answering = Arc::new(AtomicBool::new(true));
    let announced = Arc::new(AtomicUsize::new(0));
    {
        let (svc, answering, announced) = (svc.clone(), answering.clone(), announced.clone());
        tokio::spawn(async move {
            while let Some(out) = rx.recv().await {
                announced.fetch_add(1, Ordering::SeqCst);
                if !answering.load(Ordering::SeqCst) {
                    continue;
                }
                let me = Actor::new(
                    out.guild.0,
                    out.channel.0,
                    9000 + out.channel.0 - 5000,
                    "Solo",
                );
                if let Some(cell) = svc.suggest_cells(&me, "").await.into_iter().next() {
                    let _ = svc.handle(&me, Command::Move(cell)).await;
                }
            }
        });
    }

    many_games(
        &svc,
        "paced (1–3 s between moves)",
        1000,
        games,
        moves,
        |i| {
            Pace::Jitter(
                Duration::from_secs(1),
                Duration::from_secs(3),
                seed.wrapping_mul(1_000_003).wrapping_add(i as u64),
            )
        },
    )
    .await;
    many_games(&svc, "burst (all at once)", 3000, games, moves, |_| {
        Pace::Burst
    })
    .await;
    during_searches(&svc, announced, searches).await;
    answering.store(false, Ordering::SeqCst);
    svc.close().await;
}
