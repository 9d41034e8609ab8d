//! `hexbot-lab bench store`: the store's figures on one backend (SQLite by default, PostgreSQL with
//! `--database-url postgres://…`):
//!
//! 1. restart with GAMES open games: the time to open the store (migrations already applied) and
//!    load and replay every open game through the rules, and the same through `Service::open`
//!    (which also rebuilds each channel's state and arms its timers);
//! 2. move append: one durable transaction per move through `Store::append_move` (median, p90,
//!    p99, max).
//!
//! The games are two-player 11×11 games of a deterministic pseudo-random number of legal moves
//! (0–80, about 40 on average), stored in one transaction through [`Store::import_games`] (fast
//! set up). On PostgreSQL the bench makes a database of its own
//! on the server the URL names (the role must be allowed to create databases) and drops it after.

use hexbot::hex::{BoardSize, Cell, Game, Move, Settings, SwapRule, Variant};
use hexbot::service::{Service, ServiceConfig, SystemClock};
use hexbot::store::{
    Backend, ChannelId, GameStatus, GuildId, MadeBy, NewGame, NewMove, Player, Seat, Store,
    Timestamp, UserId,
};
use sqlx::any::AnyPoolOptions;
use sqlx::{AssertSqlSafe, Executor};
use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// xorshift64*: a reproducible spread of positions without a dependency.
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
        if next.play(Move::Place(cell)).is_err() || next.is_over() {
            break;
        }
        game = next;
    }
    game
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

/// Where the bench's database lives, and how to get rid of it.
enum Place {
    Sqlite(std::path::PathBuf),
    Postgres { server: String, name: String },
}

/// Runs the store bench on `database_url` (`None`: a SQLite file in a temporary directory).
///
/// # Errors
/// Database errors; a PostgreSQL role that may not create databases.
pub fn bench_store(
    out: &mut impl Write,
    database_url: Option<&str>,
    games: usize,
    appends: usize,
) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        sqlx::any::install_default_drivers();
        let (place, url) = match database_url {
            None => {
                let dir =
                    std::env::temp_dir().join(format!("hexbot-bench-store-{}", std::process::id()));
                std::fs::create_dir_all(&dir)?;
                let url = format!("sqlite://{}", dir.join("bench.db").display());
                (Place::Sqlite(dir), url)
            }
            Some(server) if Backend::of_url(server) == Some(Backend::Postgres) => {
                let name = format!("hexbot_bench_{}", std::process::id());
                let admin = AnyPoolOptions::new()
                    .max_connections(1)
                    .connect(server)
                    .await?;
                admin
                    .execute(AssertSqlSafe(format!("CREATE DATABASE {name}")))
                    .await?;
                admin.close().await;
                let url = Backend::url_with_database(server, &name);
                let place = Place::Postgres {
                    server: server.to_owned(),
                    name,
                };
                (place, url)
            }
            Some(url) => {
                anyhow::ensure!(
                    Backend::of_url(url) == Some(Backend::Sqlite),
                    "unknown database URL {}",
                    hexbot::store::DatabaseUrl::from(url)
                );
                anyhow::bail!(
                    "give a PostgreSQL URL, or none for a SQLite file in a temporary directory"
                )
            }
        };
        let result = run(out, &url, games, appends).await;
        if let Place::Postgres { server, name } = &place {
            let admin = AnyPoolOptions::new()
                .max_connections(1)
                .connect(server)
                .await?;
            admin
                .execute(AssertSqlSafe(format!(
                    "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                )))
                .await?;
            admin.close().await;
        }
        if let Place::Sqlite(dir) = &place {
            let _ = std::fs::remove_dir_all(dir);
        }
        result
    })
}

async fn run(out: &mut impl Write, url: &str, games: usize, appends: usize) -> anyhow::Result<()> {
    let settings = Settings {
        size: BoardSize::new(11)?,
        variant: Variant::Hex,
        swap: SwapRule::Mirror,
    };
    let store = Store::open(url).await?;
    writeln!(
        out,
        "hexbot-lab bench store on {} ({games} open games, {appends} appends)",
        store.backend().name()
    )?;
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    seed_games(out, &store, settings, games, &mut rng).await?;
    store.close().await;
    restart(out, url, games).await?;
    append_moves(out, url, settings, appends, &mut rng).await
}

/// Set up: `games` active two-player games of random lengths (0–80 stones) and their moves,
/// stored in one transaction through [`Store::import_games`].
async fn seed_games(
    out: &mut impl Write,
    store: &Store,
    settings: Settings,
    games: usize,
    rng: &mut Rng,
) -> anyhow::Result<()> {
    let setup = Instant::now();
    let now = Timestamp::now();
    let mut batch = Vec::with_capacity(games);
    for i in 0..games {
        let n = u64::try_from(i)?;
        let game = random_game(settings, rng.below(81), rng);
        // Half of the games have a turn timer, its deadline an hour away: nothing fires while
        // the bench runs.
        let timed = i.is_multiple_of(2);
        let new = NewGame {
            guild: GuildId(1),
            channel: ChannelId(1000 + n),
            thread: None,
            red: Player::Human(UserId(1 + n % 500)),
            blue: Player::Human(UserId(501 + n % 500)),
            challenger: None,
            settings,
            turn_timer: timed.then_some(Duration::from_secs(3600)),
            status: GameStatus::Active,
            rated: true,
            ai_seed: n,
            created_at: now,
            deadline: timed.then_some(now.plus(Duration::from_secs(3600))),
            orientation: hexbot::orientation::Orientation::Normal,
        };
        let moves = game
            .moves()
            .iter()
            .enumerate()
            .map(|(ply, &mv)| player_move(ply, mv, now))
            .collect::<anyhow::Result<Vec<_>>>()?;
        batch.push((new, moves));
    }
    let total_moves: usize = batch.iter().map(|(_, moves)| moves.len()).sum();
    store.import_games(&batch).await?;
    writeln!(
        out,
        "set up: {games} active games, {total_moves} moves written in {:.1} s",
        setup.elapsed().as_secs_f64()
    )?;
    Ok(())
}

/// The move at `ply` of a two-player game, made by the seat to move at `at` (no deadline).
fn player_move(ply: usize, mv: Move, at: Timestamp) -> anyhow::Result<NewMove> {
    Ok(NewMove {
        ply: u32::try_from(ply)?,
        mv,
        seat: if ply.is_multiple_of(2) {
            Seat::Red
        } else {
            Seat::Blue
        },
        made_by: MadeBy::Player,
        at,
        deadline: None,
        clock_left: None,
    })
}

/// 1. Restart: the store alone (open, load and replay every open game), then the whole service.
async fn restart(out: &mut impl Write, url: &str, games: usize) -> anyhow::Result<()> {
    let start = Instant::now();
    let store = Store::open(url).await?;
    let opened = start.elapsed();
    let open = store.open_games().await?;
    let loaded = start.elapsed();
    anyhow::ensure!(
        open.games.len() == games && open.corrupt.is_empty(),
        "loaded {} games ({} corrupt) of {games}",
        open.games.len(),
        open.corrupt.len()
    );
    let replayed: usize = open.games.iter().map(|g| g.game.ply()).sum();
    drop(open);
    store.close().await;
    writeln!(
        out,
        "restart (store): opened in {}, {games} games ({replayed} moves) loaded and replayed in {} total",
        ms(opened),
        ms(loaded)
    )?;
    let mut config = ServiceConfig::new(url);
    config.channels_kept = games + 1000;
    config.ai_threads = 1;
    let start = Instant::now();
    let (svc, _rx) = Service::open(config, Arc::new(SystemClock)).await?;
    let service_open = start.elapsed();
    svc.close().await;
    writeln!(out, "restart (Service::open): {}", ms(service_open))?;
    Ok(())
}

/// 2. Appends: fresh games in new channels, one durable transaction per move.
async fn append_moves(
    out: &mut impl Write,
    url: &str,
    settings: Settings,
    appends: usize,
    rng: &mut Rng,
) -> anyhow::Result<()> {
    let store = Store::open(url).await?;
    let mut times = Vec::with_capacity(appends);
    let mut channel = 1_000_000u64;
    while times.len() < appends {
        channel += 1;
        let id = store
            .create_game(&NewGame {
                guild: GuildId(1),
                channel: ChannelId(channel),
                thread: None,
                red: Player::Human(UserId(1)),
                blue: Player::Human(UserId(2)),
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
        let game = random_game(settings, 60, rng);
        for (ply, &mv) in game.moves().iter().enumerate() {
            if times.len() == appends {
                break;
            }
            let now = Timestamp::now();
            let new = NewMove {
                deadline: Some(now.plus(Duration::from_secs(60))),
                clock_left: None,
                ..player_move(ply, mv, now)?
            };
            let t = Instant::now();
            store.append_move(id, &new).await?;
            times.push(t.elapsed());
        }
    }
    store.close().await;
    times.sort();
    if !times.is_empty() {
        writeln!(
            out,
            "move append: {} moves, median {}, p90 {}, p99 {}, max {}",
            times.len(),
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.9)),
            ms(percentile(&times, 0.99)),
            ms(times[times.len() - 1])
        )?;
    }
    Ok(())
}
