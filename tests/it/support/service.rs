//! The game service as the service tests open it: a real SQLite file in a temp dir, a manual
//! wall clock from a fixed time, the computer on a tiny seeded budget; the players Ann, Bob and
//! Cat in one channel.

use hexbot::service::{
    Actor, Announcements, Command, ManualClock, Outgoing, Reply, Service, ServiceConfig,
    SharedClock, Timestamp,
};
use std::sync::Arc;
use std::time::Duration;
use tempfile::TempDir;

pub const GUILD: u64 = 1;
pub const CHANNEL: u64 = 10;
/// Where the manual clock starts.
pub const T0: Timestamp = Timestamp(1_800_000_000_000);

pub fn ann() -> Actor {
    Actor::new(GUILD, CHANNEL, 100, "Ann")
}
pub fn bob() -> Actor {
    Actor::new(GUILD, CHANNEL, 101, "Bob")
}
pub fn cat() -> Actor {
    Actor::new(GUILD, CHANNEL, 102, "Cat")
}

/// The database in `dir`.
pub fn db_url(dir: &TempDir) -> String {
    format!("sqlite://{}", dir.path().join("hexbot.db").display())
}

/// The usual test budget: two search threads, 64 playouts, seed 7.
pub fn config(dir: &TempDir) -> ServiceConfig {
    budget(dir, 2, 64, 7)
}

/// The service's settings for the database in `dir`, the computer on `threads` threads with
/// `playouts` playouts, seeded with `seed`.
pub fn budget(dir: &TempDir, threads: usize, playouts: u64, seed: u64) -> ServiceConfig {
    let mut c = ServiceConfig::new(db_url(dir));
    c.ai_threads = threads;
    c.ai_playouts = Some(playouts);
    c.seed = Some(seed);
    c
}

/// Opens the service (its announcements dropped).
pub async fn open_service(config: ServiceConfig, clock: SharedClock) -> Service {
    Service::open(config, clock)
        .await
        .expect("the service opens")
        .0
}

pub async fn send(svc: &Service, actor: &Actor, cmd: Command) -> Reply {
    svc.handle(actor, cmd).await.expect("no internal error")
}

/// A service with its announcements, on a file that outlives restarts.
pub struct Harness {
    pub dir: TempDir,
    pub clock: Arc<ManualClock>,
    pub svc: Service,
    pub rx: Announcements,
    /// The settings every restart opens with.
    config: fn(&TempDir) -> ServiceConfig,
}

impl Harness {
    /// A new temp dir, the clock at [`T0`], the service opened with `config` (and `config`
    /// again at every restart).
    pub async fn new(config: fn(&TempDir) -> ServiceConfig) -> Harness {
        let clock = Arc::new(ManualClock::new(T0));
        Harness::open(tempfile::tempdir().unwrap(), clock, config, |_| {}).await
    }

    /// Opens the service on `dir` with `config`, changed by `tune` for this opening only.
    pub async fn open(
        dir: TempDir,
        clock: Arc<ManualClock>,
        config: fn(&TempDir) -> ServiceConfig,
        tune: impl FnOnce(&mut ServiceConfig),
    ) -> Harness {
        let mut c = config(&dir);
        tune(&mut c);
        let (svc, rx) = Service::open(c, clock.clone())
            .await
            .expect("the service opens");
        Harness {
            dir,
            clock,
            svc,
            rx,
            config,
        }
    }

    pub async fn send(&self, actor: &Actor, cmd: Command) -> Reply {
        send(&self.svc, actor, cmd).await
    }

    pub async fn mv(&self, actor: &Actor, cell: &str) -> Reply {
        self.send(actor, Command::Move(cell.into())).await
    }

    /// The next announcement.
    pub async fn next(&mut self) -> Outgoing {
        // Real time: the computer's tiny searches and SQLite take milliseconds.
        tokio::time::timeout(Duration::from_secs(60), self.rx.recv())
            .await
            .expect("an announcement within a minute")
            .expect("service alive")
    }

    /// Nothing announced: every task the service started has settled (a few real
    /// milliseconds; the clock does not move).
    pub async fn quiet(&mut self) {
        let got = tokio::time::timeout(Duration::from_millis(300), self.rx.recv()).await;
        assert!(got.is_err(), "unexpected announcement: {got:?}");
    }

    /// Closes the service and opens a new one on the same file (a restart); the clock stands.
    pub async fn reopen(self) -> Harness {
        self.svc.close().await;
        let Harness {
            dir, clock, config, ..
        } = self;
        Harness::open(dir, clock, config, |_| {}).await
    }

    /// Closes the service, lets `down` pass, and opens a new one on the same file (a restart);
    /// the wall clock keeps running through the downtime.
    pub async fn restart(self, down: Duration) -> Harness {
        self.svc.close().await;
        let Harness {
            dir, clock, config, ..
        } = self;
        clock.advance(down);
        Harness::open(dir, clock, config, |_| {}).await
    }
}
