//! A sharded bot end to end: two real `hexbot run` processes (shards 0 and 1 of 2) against the
//! fake Discord and one shared PostgreSQL database (when a server is configured). Each process
//! connects its own shard and keeps its own servers' games: games on both shards play; one
//! process killed with SIGKILL mid-game leaves the other serving its servers; restarted, it
//! resumes its own games (their stored idle times fire) and never the other's; every
//! interaction is answered exactly once and every move is stored once.
//!
//! And no two processes run the same games (issue 32, item 5): a second process on one SQLite
//! file is refused, naming the file and the first one's pid (and so is `hexbot local` there); on
//! PostgreSQL a process is refused a shard another holds, or another total of shards, naming the
//! holder; and a process whose lock connection breaks stops (exit 75) rather than run its games
//! unlocked, and takes them again when started anew.

use std::path::{Path, PathBuf};

use hexbot::store::Backend;
use serde_json::json;
use sqlx::AnyPool;
use sqlx::any::AnyPoolOptions;

use crate::support::db::{fresh_database, postgres_server};
use crate::support::local::hexbot;
use crate::support::servers::{Server, answer};
use crate::support::{APP_ID, Answer, Bot, FakeDiscord, GUILD_ID, Player, Sent, TOKEN, WAIT};

const USER: u8 = 6;
const STRING: u8 = 3;
const INTEGER: u8 = 4;

/// A raw connection to the shared database, for what the bot never does itself (age the games,
/// count the stored moves), on either backend.
async fn raw(url: &str) -> AnyPool {
    sqlx::any::install_default_drivers();
    AnyPoolOptions::new()
        .max_connections(1)
        .connect(url)
        .await
        .expect("open the shared database")
}

/// Runs `sql` on the shared database (while the bot processes run or not).
async fn run_sql(url: &str, sql: &'static str) {
    let pool = raw(url).await;
    sqlx::query(sql)
        .execute(&pool)
        .await
        .expect("the test's SQL");
    pool.close().await;
}

/// (moves stored, distinct (game, ply) among them) on the shared database.
async fn stored_moves(url: &str) -> (i64, i64) {
    let pool = raw(url).await;
    let counts: (i64, i64) = sqlx::query_as(
        "SELECT COUNT(*), COUNT(DISTINCT CAST(game_id AS TEXT) || ':' || CAST(ply AS TEXT)) \
         FROM moves",
    )
    .fetch_one(&pool)
    .await
    .expect("count the moves");
    pool.close().await;
    counts
}

/// Every active game's last change a day and a bit ago: the player to move is idle.
const A_DAY_AGO: &str =
    "UPDATE games SET updated_at = updated_at - 90000000 WHERE status = 'active'";

/// One process of the bot: its shard, its own directory (logs), its runs.
struct Process {
    shard: u32,
    dir: PathBuf,
    db: String,
    runs: u32,
    bot: Bot,
}

impl Process {
    fn start(fake: &FakeDiscord, root: &Path, db: &str, shard: u32) -> Process {
        let dir = root.join(format!("shard-{shard}"));
        std::fs::create_dir_all(&dir).expect("process dir");
        let bot = Self::spawn(fake, &dir, db, shard, 1);
        Process {
            shard,
            dir,
            db: db.to_owned(),
            runs: 1,
            bot,
        }
    }

    fn spawn(fake: &FakeDiscord, dir: &Path, db: &str, shard: u32, run: u32) -> Bot {
        let shard = shard.to_string();
        Bot::start_with(
            fake,
            dir.to_path_buf(),
            run,
            &[
                ("DATABASE_URL", Some(db)),
                ("HEXBOT_SHARDS", Some(&shard)),
                ("HEXBOT_TOTAL_SHARDS", Some("2")),
                ("RUST_LOG", Some("info")),
            ],
        )
    }

    /// kill -9 (the process gets no chance to tidy up).
    async fn kill9(&mut self) {
        self.bot.kill9().await;
    }

    /// Starts it again on the same database; waits until it has identified and registered.
    async fn restart(&mut self, fake: &FakeDiscord) {
        self.runs += 1;
        let since = fake.call_count();
        let identified = fake.identified_shards().len();
        self.bot = Self::spawn(fake, &self.dir, &self.db, self.shard, self.runs);
        fake.wait_identifies(identified + 1).await;
        assert_eq!(
            fake.identified_shards().last(),
            Some(&(self.shard, 2)),
            "the restarted process identifies as its own shard"
        );
        registered(fake, since, 1).await;
    }
}

/// Waits until `n` command registrations in the test guild arrived after `since`.
async fn registered(fake: &FakeDiscord, since: usize, n: usize) {
    let path = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    let mut from = since;
    for _ in 0..n {
        fake.wait_call(from, "command registration", |c| {
            c.method == "PUT" && c.path == path
        })
        .await;
        from = fake
            .calls()
            .iter()
            .enumerate()
            .skip(from)
            .find(|(_, c)| c.method == "PUT" && c.path == path)
            .map(|(i, _)| i + 1)
            .expect("found");
    }
}

/// A two-player game in one server: the players, and every interaction sent there.
struct Match {
    server: Server,
    red: Player,
    blue: Player,
    sent: Vec<Sent>,
    moves: usize,
}

impl Match {
    /// `red` challenges `blue` to a 7×7 game; `blue` accepts.
    async fn start(fake: &FakeDiscord, server: Server, names: [&str; 2]) -> Match {
        let red = Player::new(fake, names[0]);
        let blue = Player::new(fake, names[1]);
        let mut m = Match {
            server,
            red,
            blue,
            sent: Vec::new(),
            moves: 0,
        };
        let sent = m.server.slash(
            fake,
            &m.red,
            "challenge",
            &[
                ("opponent", USER, json!(m.blue.id.to_string())),
                ("size", INTEGER, json!(7)),
            ],
            &[&m.blue],
        );
        let challenge = m.answered(fake, sent).await;
        let accept = challenge.button("accept").expect("Accept button");
        let sent = m.server.click(fake, &m.blue, &accept, 1);
        let accepted = m.answered(fake, sent).await;
        assert!(accepted.text().contains("accepted"), "{}", accepted.text());
        m
    }

    async fn answered(&mut self, fake: &FakeDiscord, sent: Sent) -> Answer {
        let answer = answer(fake, &sent).await;
        self.sent.push(sent);
        answer
    }

    /// The player to move plays `cell` (Red runs down column a, Blue down column g: nobody
    /// connects in the few moves played).
    async fn play(&mut self, fake: &FakeDiscord) {
        let (who, cell) = if self.moves.is_multiple_of(2) {
            (self.red.clone(), format!("a{}", self.moves / 2 + 1))
        } else {
            (self.blue.clone(), format!("g{}", self.moves / 2 + 1))
        };
        let sent = self
            .server
            .slash(fake, &who, "move", &[("cell", STRING, json!(cell))], &[]);
        let answer = self.answered(fake, sent).await;
        assert!(!answer.ephemeral, "{who:?} plays {cell}: {answer:?}");
        assert!(
            answer.text().contains(&format!("played {cell}")),
            "{}",
            answer.text()
        );
        self.moves += 1;
    }
}

/// How many times the bot posted in `server`'s channel a message saying `says`.
fn posts_saying(fake: &FakeDiscord, server: &Server, says: &str) -> usize {
    let path = server.messages_path();
    fake.calls()
        .iter()
        .filter(|c| {
            c.method == "POST" && c.path == path && c.body.to_string().to_lowercase().contains(says)
        })
        .count()
}

async fn wait_post(fake: &FakeDiscord, since: usize, server: &Server, says: &str) {
    let path = server.messages_path();
    fake.wait_call(since, says, |c| {
        c.method == "POST" && c.path == path && c.body.to_string().to_lowercase().contains(says)
    })
    .await;
}

const CLAIM_OFFER: &str = "may now claim the win";

// The two processes share one PostgreSQL database (when a server is configured: `support::db`),
// as deployed at scale.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_each_keep_their_shards_games_through_a_kill_on_postgres() {
    if postgres_server().is_some() {
        two_processes_each_keep_their_shards_games_through_a_kill(Backend::Postgres).await;
    }
}

async fn two_processes_each_keep_their_shards_games_through_a_kill(backend: Backend) {
    let fake = FakeDiscord::start(TOKEN).await;
    fake.recommend_shards(2);
    let tmp = tempfile::tempdir().expect("temp dir");
    let database = fresh_database(backend, tmp.path()).await;
    let db = database.url.clone();
    let on_0 = Server::on_shard(&fake, 0, 2);
    let on_1 = Server::on_shard(&fake, 1, 2);

    // Two processes, one shard each, one database.
    let mut zero = Process::start(&fake, tmp.path(), &db, 0);
    fake.wait_identifies(1).await;
    let mut one = Process::start(&fake, tmp.path(), &db, 1);
    fake.wait_identifies(2).await;
    registered(&fake, 0, 2).await;
    let mut shards = fake.identified_shards();
    shards.sort_unstable();
    assert_eq!(
        shards,
        vec![(0, 2), (1, 2)],
        "each process connects its shard"
    );

    // Games on both shards play, each answered by the process holding its server.
    let mut game_0 = Match::start(&fake, on_0.clone(), ["alice", "bob"]).await;
    let mut game_1 = Match::start(&fake, on_1.clone(), ["carol", "dave"]).await;
    for _ in 0..3 {
        game_0.play(&fake).await;
        game_1.play(&fake).await;
    }

    // Shard 0's process dies mid-game; shard 1's goes on serving its server.
    zero.kill9().await;
    for _ in 0..2 {
        game_1.play(&fake).await;
    }

    // A day passes with both games idle. Shard 0's process comes back and resumes its game:
    // the idle time fires, the waiting player is offered the claim, once.
    run_sql(&db, A_DAY_AGO).await;
    let since = fake.call_count();
    zero.restart(&fake).await;
    wait_post(&fake, since, &on_0, CLAIM_OFFER).await;

    // Shard 1's process is killed and restarted too: it resumes its own game (its offer comes)
    // and not shard 0's, which already had its offer.
    one.kill9().await;
    let since = fake.call_count();
    one.restart(&fake).await;
    wait_post(&fake, since, &on_1, CLAIM_OFFER).await;

    // Both games go on where they were.
    game_0.play(&fake).await;
    game_1.play(&fake).await;
    game_0.play(&fake).await;

    assert_eq!(
        posts_saying(&fake, &on_0, CLAIM_OFFER),
        1,
        "one offer on shard 0"
    );
    assert_eq!(
        posts_saying(&fake, &on_1, CLAIM_OFFER),
        1,
        "one offer on shard 1"
    );
    // Every interaction answered exactly once.
    let calls = fake.calls();
    for sent in game_0.sent.iter().chain(&game_1.sent) {
        let path = sent.callback_path();
        let answers = calls
            .iter()
            .filter(|c| c.method == "POST" && c.path == path)
            .count();
        assert_eq!(
            answers, 1,
            "interaction {} answered {answers} times",
            sent.id
        );
    }
    // Every move stored once, none lost.
    let played = (game_0.moves + game_1.moves) as i64;
    assert_eq!(stored_moves(&db).await, (played, played));
    assert_eq!((game_0.moves, game_1.moves), (5, 6));

    let _ = zero.bot.terminate().await;
    let _ = one.bot.terminate().await;
    for process in [&zero, &one] {
        let log = process.bot.log();
        assert!(!log.contains("panicked"), "{log}");
    }
}

// ---- one process per shard (issue 32, item 5) ----

/// A process that should not start: its exit code and its log (what it said on leaving).
async fn refused(mut bot: Bot) -> (Option<i32>, String) {
    let status = tokio::time::timeout(WAIT, bot.child.wait())
        .await
        .expect("the refused process exits")
        .expect("its status");
    (status.code(), bot.log())
}

/// `hexbot run` for shards `range` of `total` on `db`, trying the database (and its locks) for
/// `retry` seconds at start.
fn run_shards(
    fake: &FakeDiscord,
    dir: &Path,
    db: &str,
    range: &str,
    total: &str,
    retry: &str,
) -> Bot {
    std::fs::create_dir_all(dir).expect("process dir");
    Bot::start_with(
        fake,
        dir.to_path_buf(),
        1,
        &[
            ("DATABASE_URL", Some(db)),
            ("HEXBOT_SHARDS", Some(range)),
            ("HEXBOT_TOTAL_SHARDS", Some(total)),
            ("HEXBOT_DATABASE_RETRY_SECS", Some(retry)),
            ("RUST_LOG", Some("info")),
        ],
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_process_on_one_sqlite_file_is_refused_naming_the_first() {
    let fake = FakeDiscord::start(TOKEN).await;
    fake.recommend_shards(2);
    let tmp = tempfile::tempdir().expect("temp dir");
    let file = tmp.path().join("hexbot.db");
    let db = format!("sqlite://{}", file.display());
    let mut first = run_shards(&fake, &tmp.path().join("zero"), &db, "0", "2", "0");
    fake.wait_identifies(1).await;
    let pid = first.child.id().expect("running");

    // Another shard, same file: refused at once, exit 2, naming the file and the holder.
    let second = run_shards(&fake, &tmp.path().join("one"), &db, "1", "2", "0");
    let (code, log) = refused(second).await;
    assert_eq!(code, Some(2), "{log}");
    let said = log.lines().last().unwrap_or_default();
    assert!(said.contains(&file.display().to_string()), "{log}");
    assert!(said.contains(&format!("pid {pid}")), "{log}");
    assert!(said.contains("in use by another process"), "{log}");
    assert_eq!(
        fake.identified_shards().len(),
        1,
        "the refused process never connected"
    );

    // The terminal on the same file, asked for it explicitly: refused too.
    let script = tmp.path().join("script.txt");
    std::fs::write(&script, "/hex leaderboard\n").unwrap();
    let out = hexbot()
        .current_dir(tmp.path())
        .args(["local", "--db", &db, "--script"])
        .arg(&script)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(err.contains(&format!("pid {pid}")), "{err}");

    // Once the first is gone (even by kill -9), the file is free.
    first.kill9().await;
    let mut again = run_shards(&fake, &tmp.path().join("one"), &db, "1", "2", "0");
    fake.wait_identifies(2).await;
    let _ = again.terminate().await;
    assert!(!again.log().contains("panicked"));
}

/// The backend pids of the lock connections of the hexbot process `pid`.
async fn lock_sessions(db: &str, pid: u32) -> Vec<i32> {
    let pool = raw(db).await;
    let pids: Vec<(i32,)> =
        sqlx::query_as("SELECT pid FROM pg_stat_activity WHERE application_name LIKE $1")
            .bind(format!("hexbot pid {pid} %"))
            .fetch_all(&pool)
            .await
            .expect("pg_stat_activity");
    pool.close().await;
    pids.into_iter().map(|(p,)| p).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_a_shard_is_held_by_one_process_for_its_whole_life() {
    if postgres_server().is_none() {
        return;
    }
    let fake = FakeDiscord::start(TOKEN).await;
    fake.recommend_shards(2);
    let tmp = tempfile::tempdir().expect("temp dir");
    let database = fresh_database(Backend::Postgres, tmp.path()).await;
    let db = database.url.clone();
    let first = run_shards(&fake, &tmp.path().join("a"), &db, "0-1", "2", "0");
    fake.wait_identifies(2).await;
    let pid = first.child.id().expect("running");

    // Overlapping shards: refused, exit 2, one line naming the shard and its holder.
    let (code, log) = refused(run_shards(&fake, &tmp.path().join("b"), &db, "1", "2", "0")).await;
    assert_eq!(code, Some(2), "{log}");
    let said = log.lines().last().unwrap_or_default();
    assert!(
        said.contains("shard 1 of 2 held by another process"),
        "{log}"
    );
    assert!(said.contains(&format!("hexbot pid {pid} ")), "{log}");
    // Another total (whose servers overlap in ways the shard numbers do not show): refused.
    let (code, log) = refused(run_shards(&fake, &tmp.path().join("c"), &db, "2", "3", "0")).await;
    assert_eq!(code, Some(2), "{log}");
    assert!(
        log.contains("another process runs with 2 shards in all"),
        "{log}"
    );
    assert_eq!(
        fake.identified_shards().len(),
        2,
        "no refused process connected"
    );

    // The lock connection breaks: the process stops (75: start again) rather than run its
    // games unlocked.
    let sessions = lock_sessions(&db, pid).await;
    assert_eq!(sessions.len(), 1, "one lock connection");
    let pool = raw(&db).await;
    sqlx::query("SELECT pg_terminate_backend($1)")
        .bind(sessions[0])
        .execute(&pool)
        .await
        .expect("terminate the lock connection");
    pool.close().await;
    let (code, log) = refused(first).await;
    assert_eq!(code, Some(75), "{log}");
    assert!(log.contains("lost the lock on shards 0-1 of 2"), "{log}");

    // Started again, it takes them afresh; the other process may take none of them.
    let mut again = run_shards(&fake, &tmp.path().join("a2"), &db, "0-1", "2", "5");
    fake.wait_identifies(4).await;
    let (code, _) = refused(run_shards(&fake, &tmp.path().join("d"), &db, "0", "2", "0")).await;
    assert_eq!(code, Some(2));
    let status = again.terminate().await;
    assert!(status.success(), "{}", again.log());
    assert!(!again.log().contains("panicked"));
}
