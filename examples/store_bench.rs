//! Measures the store on this machine (a measurement, not a test):
//!
//! 1. the time to load 10,000 active games on start (open the file, apply migrations, load every
//!    open game and replay it through the rules) — goal ≤ 2 s;
//! 2. the time per move append (median and p99), each append a durable transaction.
//!
//! ```text
//! cargo run --release --example store_bench [GAMES] [APPENDS]
//! ```
//!
//! The games are written straight into the file in one transaction (fast setup), with a
//! deterministic pseudo-random number of legal moves each (0–80 on 11×11, about 40 on average).

use hexbot::hex::{BoardSize, Cell, Game, Move, Settings, SwapRule, Variant};
use hexbot::store::{
    ChannelId, GameStatus, GuildId, Level, MadeBy, NewGame, NewMove, Player, Seat, Store,
    Timestamp, UserId,
};
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};
use std::time::{Duration, Instant};

/// xorshift64*: enough for a reproducible spread of positions, without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A legal unfinished game of `len` random stones (fewer if a stone would end it).
fn random_game(settings: Settings, len: usize, rng: &mut Rng) -> Game {
    let mut game = Game::new(settings);
    for _ in 0..len {
        let empty: Vec<Cell> = game.board().empty_cells().collect();
        let cell = empty[rng.below(empty.len())];
        let mut next = game.clone();
        next.play(Move::Place(cell))
            .expect("an empty cell is legal");
        if next.is_over() {
            break;
        }
        game = next;
    }
    game
}

/// CPU time used by this process so far (user + system, all threads), from `/proc/self/stat`;
/// the machine is shared, so wall time alone can mislead. `None` off Linux.
fn cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after_name = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after_name.split(' ').collect();
    // Fields 14 and 15 of the whole line (utime, stime) are 12 and 13 after the name and state.
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // USER_HZ is 100 on Linux.
    Some(Duration::from_millis(ticks * 10))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().map_or(Ok(10_000), |a| a.parse())?;
    let appends: usize = args.next().map_or(Ok(1_000), |a| a.parse())?;
    let dir = tempfile::TempDir::new()?;
    let path = dir.path().join("bench.db");
    let settings = Settings {
        size: BoardSize::new(11)?,
        variant: Variant::Hex,
        swap: SwapRule::Mirror,
    };

    // Schema through the store, then bulk rows through a raw connection in one transaction.
    Store::open_path(&path).await?.close().await;
    let setup = Instant::now();
    let raw = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(SqliteConnectOptions::new().filename(&path))
        .await?;
    let mut tx = raw.begin().await?;
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut total_moves = 0usize;
    for i in 0..games {
        let i64_i = i64::try_from(i)?;
        let vs_computer = i % 3 == 0;
        let game = random_game(settings, rng.below(81), &mut rng);
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, place_id, red_user_id, blue_user_id, \
             blue_level, size, variant, swap, turn_timer_secs, status, ai_seed, rated, created_at, \
             updated_at, deadline) VALUES (1, ?, ?, ?, ?, ?, 11, 'hex', 'mirror', ?, 'active', ?, \
             ?, 0, 0, ?) RETURNING id",
        )
        .bind(1000 + i64_i)
        .bind(1000 + i64_i)
        .bind(1 + i64_i % 500)
        .bind((!vs_computer).then_some(501 + i64_i % 500))
        .bind(vs_computer.then_some("medium"))
        .bind((i % 2 == 0).then_some(60))
        .bind(i64_i)
        .bind(!vs_computer)
        .bind((i % 2 == 0).then_some(60_000 + i64_i))
        .fetch_one(&mut *tx)
        .await?;
        for (ply, mv) in game.moves().iter().enumerate() {
            sqlx::query(
                "INSERT INTO moves (game_id, ply, mv, seat, made_by, made_at) \
                 VALUES (?, ?, ?, ?, 'player', 0)",
            )
            .bind(id)
            .bind(i64::try_from(ply)?)
            .bind(mv.to_string())
            .bind(if ply % 2 == 0 { "red" } else { "blue" })
            .execute(&mut *tx)
            .await?;
        }
        total_moves += game.ply();
    }
    tx.commit().await?;
    raw.close().await;
    println!(
        "setup: {games} active games, {total_moves} moves written in {:.2?}",
        setup.elapsed()
    );

    // 1. Start: open (migrations already applied) and load every open game through the rules.
    let cpu_start = cpu_time();
    let start = Instant::now();
    let store = Store::open_path(&path).await?;
    let opened = start.elapsed();
    let open = store.open_games().await?;
    let loaded = start.elapsed();
    let cpu = cpu_start.zip(cpu_time()).map(|(a, b)| b.saturating_sub(a));
    assert_eq!(open.games.len(), games);
    assert!(open.corrupt.is_empty());
    let with_deadline = open
        .games
        .iter()
        .filter(|g| g.record.deadline.is_some())
        .count();
    println!(
        "start: opened in {opened:.2?}, loaded and replayed {} games ({} moves) in {loaded:.2?} \
         total (goal <= 2 s), CPU time {cpu:.2?}; {with_deadline} have a turn deadline",
        open.games.len(),
        open.games.iter().map(|g| g.game.ply()).sum::<usize>()
    );
    drop(open);

    // 2. Appends: fresh games in new channels, one durable transaction per move.
    let mut times = Vec::with_capacity(appends);
    let mut made = 0usize;
    let mut channel = 1_000_000u64;
    while made < appends {
        channel += 1;
        let id = store
            .create_game(&NewGame {
                guild: GuildId(1),
                channel: ChannelId(channel),
                thread: None,
                red: Player::Human(UserId(1)),
                blue: Player::Computer(Level::Medium),
                challenger: None,
                settings,
                turn_timer: Some(Duration::from_secs(60)),
                status: GameStatus::Active,
                rated: false,
                ai_seed: channel,
                created_at: Timestamp::now(),
                deadline: None,
                orientation: hexbot::orientation::Orientation::Normal,
            })
            .await?;
        let game = random_game(settings, 60, &mut rng);
        for (ply, &mv) in game.moves().iter().enumerate() {
            if made == appends {
                break;
            }
            let now = Timestamp::now();
            let new = NewMove {
                ply: u32::try_from(ply)?,
                mv,
                seat: if ply % 2 == 0 { Seat::Red } else { Seat::Blue },
                made_by: MadeBy::Player,
                at: now,
                deadline: Some(now.plus(Duration::from_secs(60))),
            };
            let t = Instant::now();
            store.append_move(id, &new).await?;
            times.push(t.elapsed());
            made += 1;
        }
    }
    times.sort();
    println!(
        "append: {appends} moves, median {:.2?}, p90 {:.2?}, p99 {:.2?}, max {:.2?}",
        percentile(&times, 0.5),
        percentile(&times, 0.9),
        percentile(&times, 0.99),
        times[times.len() - 1]
    );
    store.close().await;
    Ok(())
}
