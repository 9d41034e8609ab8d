//! Load (issue 17's figure): many two-player games on the fake Discord at once, moves arriving
//! as people play, with games against the computer running meanwhile, against the real binary.
//! Every interaction's acknowledgement (the first callback) is timed from the moment it was
//! sent. The short run in `cargo test` checks correctness only (every interaction answered,
//! every scripted move accepted, the computer answering); the full run is a benchmark:
//!
//!     nice -n 19 cargo test --release --test it load::a_thousand_games -- --ignored --nocapture
//!
//! It prints p50/p99 acknowledgement times, moves per second, and the bot process's CPU time
//! and peak memory (from /proc).

use crate::support::*;
use futures_util::StreamExt;
use futures_util::stream::FuturesUnordered;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const USER: u8 = 6;
const INTEGER: u8 = 4;
const STRING: u8 = 3;

/// What to run.
struct Load {
    games: usize,
    /// Moves per two-player game (at most 20: Red along row 1, Blue down column k).
    moves: usize,
    computer_games: usize,
    /// The computer's level as the `level` choice's index (0 easy, 1 medium, 2 hard).
    level: u8,
    /// Pause between a game's moves, drawn from this range (0 for none).
    gap_ms: (u64, u64),
    /// Game starts spread over this long.
    ramp: Duration,
}

#[derive(Default)]
struct Tally {
    acks: Vec<Duration>,
    moves: usize,
    refused: Vec<String>,
    computer_moves: usize,
    unanswered: usize,
}

/// The scripted moves of a two-player game: Red along row 1, Blue down column k (nobody wins).
fn script(moves: usize) -> Vec<String> {
    (0..moves)
        .map(|k| {
            if k % 2 == 0 {
                format!("{}1", (b'a' + (k / 2) as u8) as char)
            } else {
                format!("k{}", 2 + k / 2)
            }
        })
        .collect()
}

async fn pause(rng: &mut ChaCha8Rng, (lo, hi): (u64, u64)) {
    if hi > 0 {
        tokio::time::sleep(Duration::from_millis(rng.random_range(lo..=hi))).await;
    }
}

/// How long the driver waits for an answer before counting it as never given (Discord itself
/// gives up on an acknowledgement after 3 s).
const GIVE_UP: Duration = Duration::from_secs(20);

/// Sends and times one interaction (its acknowledgement, the first callback), then waits for
/// the answer itself (after a deferral, the edit of the original or the follow-up): the
/// answer's message data and whether it is private. `None` if it never came.
async fn acked(
    table: &Table,
    tally: &Mutex<Tally>,
    (sent, at): (Sent, Instant),
) -> Option<(Value, bool)> {
    let private = |data: &Value| data["flags"].as_u64().unwrap_or(0) & 64 == 64;
    let path = sent.callback_path();
    let callback = tokio::time::timeout(GIVE_UP, table.fake.arrival("POST", &path));
    let Ok((arrived, call)) = callback.await else {
        tally.lock().unwrap().unanswered += 1;
        return None;
    };
    tally.lock().unwrap().acks.push(arrived - at);
    if !matches!(call.body["type"].as_u64(), Some(5 | 6)) {
        let data = call.body["data"].clone();
        let p = private(&data);
        return Some((data, p));
    }
    let prefix = sent.webhook_prefix();
    let original = format!("{prefix}/messages/@original");
    let answer = async {
        tokio::select! {
            (_, edit) = table.fake.arrival("PATCH", &original) => (edit.body, call.body["data"]["flags"].as_u64().unwrap_or(0) & 64 == 64),
            (_, follow) = table.fake.arrival("POST", &prefix) => {
                let p = private(&follow.body);
                (follow.body, p)
            }
        }
    };
    match tokio::time::timeout(GIVE_UP, answer).await {
        Ok(found) => Some(found),
        Err(_) => {
            tally.lock().unwrap().unanswered += 1;
            None
        }
    }
}

async fn two_player_game(table: &Table, tally: &Mutex<Tally>, load: &Load, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    tokio::time::sleep(load.ramp.mul_f64(rng.random::<f64>())).await;
    let channel = table.fake.snowflake();
    let red = Player::new(&table.fake, &format!("red{seed}"));
    let blue = Player::new(&table.fake, &format!("blue{seed}"));
    let options = [("opponent", USER, json!(blue.id.to_string()))];
    let refused = |what: String| tally.lock().unwrap().refused.push(what);
    let Some((data, _)) = acked(
        table,
        tally,
        table.slash_in(channel, &red, "challenge", &options, &[&blue]),
    )
    .await
    else {
        return;
    };
    let accept = data["components"][0]["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["custom_id"].as_str())
        .find(|id| id.contains(":accept:"))
        .map(str::to_owned);
    let Some(accept) = accept else {
        refused(format!("challenge: {}", data["content"]));
        return;
    };
    pause(&mut rng, load.gap_ms).await;
    match acked(table, tally, table.click_in(channel, &blue, &accept, 1)).await {
        None => return,
        Some((data, true)) => {
            refused(format!("accept: {}", data["content"]));
            return;
        }
        Some(_) => {}
    }
    for (k, cell) in script(load.moves).iter().enumerate() {
        pause(&mut rng, load.gap_ms).await;
        let who = if k % 2 == 0 { &red } else { &blue };
        let options = [("cell", STRING, json!(cell))];
        match acked(
            table,
            tally,
            table.slash_in(channel, who, "move", &options, &[]),
        )
        .await
        {
            None => {}
            Some((data, true)) => refused(format!("move {cell}: {}", data["content"])),
            Some(_) => tally.lock().unwrap().moves += 1,
        }
    }
}

/// A player against the computer until `until`: cells tried in a shuffled order (a taken one
/// is refused and the next tried), each answered by the computer before the next; a finished
/// game is followed by a new one.
async fn computer_game(
    table: &Table,
    tally: &Mutex<Tally>,
    load: &Load,
    seed: u64,
    stop: &AtomicBool,
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let channel = table.fake.snowflake();
    let human = Player::new(&table.fake, &format!("solo{seed}"));
    let start = [
        ("level", INTEGER, json!(load.level)),
        ("size", INTEGER, json!(11)),
    ];
    // Each player makes at least one move, however soon the others are done.
    let mut played = 0;
    'games: while played == 0 || !stop.load(Ordering::Relaxed) {
        match acked(
            table,
            tally,
            table.slash_in(channel, &human, "ai", &start, &[]),
        )
        .await
        {
            None => return,
            Some((data, true)) => {
                let refusal = format!("ai: {}", data["content"]);
                tally.lock().unwrap().refused.push(refusal);
                return;
            }
            Some(_) => {}
        }
        let mut cells: Vec<String> = (0..11u8)
            .flat_map(|c| (1..=11).map(move |r| format!("{}{r}", (b'a' + c) as char)))
            .collect();
        cells.shuffle(&mut rng);
        let mut cells = cells.into_iter().peekable();
        while let Some(cell) = cells.peek().cloned() {
            if played > 0 && stop.load(Ordering::Relaxed) {
                break 'games;
            }
            let options = [("cell", STRING, json!(cell))];
            let sent = table.slash_in(channel, &human, "move", &options, &[]);
            let answer = match acked(table, tally, sent).await {
                None => continue,
                Some((data, true)) => {
                    if data.to_string().contains("thinking") {
                        // The computer's answer was posted apart: wait for it, same cell.
                        tokio::time::sleep(Duration::from_millis(500)).await;
                    } else {
                        cells.next(); // taken
                    }
                    continue;
                }
                Some((answer, false)) => answer,
            };
            cells.next();
            {
                let mut t = tally.lock().unwrap();
                t.moves += 1;
                t.computer_moves += 1;
            }
            played += 1;
            if answer.to_string().contains(":rematch:") {
                continue 'games;
            }
            pause(&mut rng, load.gap_ms).await;
        }
    }
}

/// CPU time (user + system) and peak resident memory (KiB) of process `pid`, from /proc.
fn cpu_and_peak(pid: u32) -> (Duration, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map(|(_, rest)| rest.split_whitespace().collect())
        .unwrap_or_default();
    // utime and stime are fields 14 and 15 (1-based), here 11 and 12 after the name.
    let ticks: u64 = fields
        .get(11..13)
        .map(|f| f.iter().filter_map(|v| v.parse::<u64>().ok()).sum())
        .unwrap_or(0);
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let peak = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    // Linux reports in USER_HZ, 100 per second on every common configuration.
    (Duration::from_millis(ticks * 10), peak)
}

struct Figures {
    tally: Tally,
    elapsed: Duration,
    cpu: Duration,
    peak_kib: u64,
}

async fn run(table: &Table, load: &Load) -> Figures {
    table.fake.keep_light();
    let tally = Mutex::new(Tally::default());
    let pid = table.bot.child.id().expect("the bot runs");
    let (cpu0, _) = cpu_and_peak(pid);
    let began = Instant::now();
    let mut two = FuturesUnordered::new();
    for g in 0..load.games {
        two.push(two_player_game(table, &tally, load, g as u64));
    }
    // The games against the computer play until the two-player games are done.
    let stop = AtomicBool::new(false);
    let mut solo = FuturesUnordered::new();
    for j in 0..load.computer_games {
        solo.push(computer_game(table, &tally, load, 10_000 + j as u64, &stop));
    }
    tokio::join!(
        async {
            while two.next().await.is_some() {}
            stop.store(true, Ordering::Relaxed);
        },
        async { while solo.next().await.is_some() {} }
    );
    drop(two);
    drop(solo);
    let elapsed = began.elapsed();
    let (cpu1, peak_kib) = cpu_and_peak(pid);
    Figures {
        tally: tally.into_inner().unwrap(),
        elapsed,
        cpu: cpu1.saturating_sub(cpu0),
        peak_kib,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_games_at_once_are_all_answered_and_every_move_is_accepted() {
    let table = Table::start_with(&[]).await;
    let load = Load {
        games: 20,
        moves: 6,
        computer_games: 2,
        level: 0,
        gap_ms: (0, 0),
        ramp: Duration::ZERO,
    };
    let f = run(&table, &load).await;
    let t = &f.tally;
    assert!(t.refused.is_empty(), "refused: {:?}", t.refused);
    assert_eq!(t.unanswered, 0, "every interaction is answered");
    assert!(t.moves >= load.games * load.moves, "{} moves", t.moves);
    assert!(t.computer_moves >= 1, "the computer answered");
    // Every interaction acknowledged: challenges, accepts, moves, games against the computer.
    assert!(t.acks.len() >= load.games * (2 + load.moves) + load.computer_games);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: minutes of CPU; run in release under nice, see the module's docs"]
async fn a_thousand_games() {
    let table = Table::start_with(&[
        ("HEXBOT_AI_PLAYOUTS", None),
        ("HEXBOT_AI_THREADS", Some("2")),
    ])
    .await;
    let load = Load {
        games: 1000,
        moves: 20,
        computer_games: 8,
        level: 2,
        gap_ms: (1000, 3000),
        ramp: Duration::from_secs(20),
    };
    let f = run(&table, &load).await;
    let mut acks = f.tally.acks.clone();
    acks.sort();
    let over = acks.iter().filter(|d| **d > Duration::from_secs(3)).count();
    println!(
        "load: {} two-player games × {} moves + {} games against the computer (Hard)",
        load.games, load.moves, load.computer_games
    );
    println!(
        "interactions {} (+{} unanswered within {GIVE_UP:?}) · ack p50 {:?} · p99 {:?} · max {:?} · over 3 s: {}",
        acks.len(),
        f.tally.unanswered,
        percentile(&acks, 0.5),
        percentile(&acks, 0.99),
        acks.last().copied().unwrap_or_default(),
        over
    );
    println!(
        "moves {} ({} against the computer) in {:.1} s: {:.1} moves/s · refused {}",
        f.tally.moves,
        f.tally.computer_moves,
        f.elapsed.as_secs_f64(),
        f.tally.moves as f64 / f.elapsed.as_secs_f64(),
        f.tally.refused.len()
    );
    println!(
        "bot CPU {:.1} s ({:.0}% of one core) · peak memory {} MiB",
        f.cpu.as_secs_f64(),
        100.0 * f.cpu.as_secs_f64() / f.elapsed.as_secs_f64(),
        f.peak_kib / 1024
    );
    for r in f.tally.refused.iter().take(5) {
        println!("refused: {r}");
    }
}
