//! One process per shard. Two processes serving the same servers would each resume their games,
//! search twice, post twice and time them out twice, so each process holds, for its whole
//! life, a lock on what it runs ([`Store::lock_scope`]):
//!
//! - On SQLite, the database file itself, taken when the store opened it (`file_lock`): one
//!   process per file, whatever its shards.
//! - On PostgreSQL, session advisory locks on a connection of its own: one per shard it holds
//!   (`(SHARD, shard)`), and a shared one on the total it was started with (`(TOTAL, total)`),
//!   so that a process started with another total (whose servers would overlap this one's in
//!   ways the shard numbers do not show) is seen and refused too; `hexbot local` takes the
//!   terminal's server (`(LOCAL, 0)`). Another holder is named by the name its lock connection
//!   gives itself (`hexbot pid N on HOST: shards 0-1 of 4`). While the other holder still runs
//!   at start, the store tries again for as long as it would wait for an unreachable server
//!   (a process restarted after its connection broke may find its old session not yet gone),
//!   then refuses.
//!
//! The lock connection asks the server to probe it often (TCP keepalives of 10 s, 5 s, 3
//! probes), so the locks of a process whose machine vanished are let go within half a minute.
//! The process pings its side every few seconds; if the connection breaks, the locks are gone
//! with it and [`ScopeLock::lost`] completes: the service stops running games, and `hexbot
//! run` exits to be started again (taking its locks afresh, or being refused).

use super::super::error::StoreError;
use super::advisory::{LOCAL, SHARD, TOTAL, key};
use super::connect::{CONNECT_TIMEOUT, FIRST_PAUSE, LONGEST_PAUSE};
use super::{Backend, Store};
use crate::shards::{Scope, ShardSet};
use sqlx::postgres::{PgConnectOptions, PgConnection};
use sqlx::{ConnectOptions, Connection};
use std::time::Duration;
use tokio::sync::{Mutex, watch};
use tokio::task::JoinHandle;
use tokio::time::Instant;
use tracing::{error, info, warn};

/// How often the lock connection is pinged.
const PING_EVERY: Duration = Duration::from_secs(5);

/// What this process holds for its life so that no other runs its games (see the module's
/// notes). Dropping it lets the locks go; [`ScopeLock::release`] does so and waits.
#[derive(Debug)]
pub struct ScopeLock {
    scope: Scope,
    // `true` once the lock is lost. On SQLite (held by the store itself) it never changes.
    lost: watch::Receiver<bool>,
    // PostgreSQL: asks the holding task to close the connection, and the task.
    stop: Option<watch::Sender<bool>>,
    task: Mutex<Option<JoinHandle<()>>>,
    // Keeps `lost` open while nothing can be lost.
    _never: Option<watch::Sender<bool>>,
}

impl Drop for ScopeLock {
    fn drop(&mut self) {
        if let Ok(mut task) = self.task.try_lock()
            && let Some(task) = task.take()
        {
            task.abort();
        }
    }
}

impl ScopeLock {
    /// A lock that is the store's own (SQLite): nothing to hold apart, nothing to lose.
    fn held_by_the_store(scope: Scope) -> Self {
        let (never, lost) = watch::channel(false);
        Self {
            scope,
            lost,
            stop: None,
            task: Mutex::new(None),
            _never: Some(never),
        }
    }

    /// What is held.
    #[must_use]
    pub fn scope(&self) -> Scope {
        self.scope
    }

    /// Completes once the lock is lost (the connection holding it broke); never on SQLite.
    pub async fn lost(&self) {
        let mut lost = self.lost.clone();
        // An error: the holder ended without losing it (released): never.
        if lost.wait_for(|l| *l).await.is_err() {
            std::future::pending::<()>().await;
        }
    }

    /// Whether the lock was lost.
    #[must_use]
    pub fn is_lost(&self) -> bool {
        *self.lost.borrow()
    }

    /// Lets the locks go (closing their connection) and waits until they are gone.
    pub async fn release(&self) {
        if let Some(stop) = &self.stop {
            let _ = stop.send(true);
        }
        if let Some(task) = self.task.lock().await.take() {
            let _ = task.await;
        }
    }
}

impl Store {
    /// Takes, for this process's life, the lock on the games of `scope` (see the module's
    /// notes): on SQLite the store already holds its file; on PostgreSQL a connection of its
    /// own holds advisory locks on the scope's shards and total (or the terminal's games).
    /// While another process holds one, or the server does not answer, it tries again with
    /// pauses of 0.25 s, 0.5 s, 1 s… up to 10 s until `patience` has passed.
    ///
    /// # Errors
    /// [`StoreError::Held`] naming the shards held elsewhere and their holder (or the other
    /// total); [`StoreError::Unreachable`] when the server did not answer in time; any other
    /// failure to connect as it is.
    pub async fn lock_scope(
        &self,
        scope: Scope,
        patience: Duration,
    ) -> Result<ScopeLock, StoreError> {
        if self.backend == Backend::Sqlite {
            return Ok(ScopeLock::held_by_the_store(scope));
        }
        let url = self.pool.connect_options().database_url.clone();
        let options = <PgConnectOptions as ConnectOptions>::from_url(&url)?
            .application_name(&holder_name(scope))
            .options([
                ("tcp_keepalives_idle", "10"),
                ("tcp_keepalives_interval", "5"),
                ("tcp_keepalives_count", "3"),
            ]);
        let started = Instant::now();
        let mut pause = FIRST_PAUSE;
        let mut tries = 0;
        loop {
            tries += 1;
            let error = match take(&options, scope).await {
                Ok(conn) => return Ok(hold(conn, scope)),
                Err(e) if e.is_transient() || matches!(e, StoreError::Held(_)) => e,
                Err(e) => return Err(e),
            };
            let waited = started.elapsed();
            let left = patience.saturating_sub(waited);
            if left.is_zero() {
                return Err(match error {
                    held @ StoreError::Held(_) => held,
                    other => other.unreachable(tries, waited),
                });
            }
            let next = pause.min(left);
            warn!(
                "cannot take {scope} yet (try {tries}): {error}; trying again in {:.2} s",
                next.as_secs_f64()
            );
            tokio::time::sleep(next).await;
            pause = (pause * 2).min(LONGEST_PAUSE);
        }
    }
}

/// The name the lock connection gives itself, by which another process refused names it
/// (PostgreSQL keeps its first 63 bytes).
fn holder_name(scope: Scope) -> String {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|h| h.trim().to_owned())
        .unwrap_or_default();
    let host = if host.is_empty() {
        String::new()
    } else {
        format!(" on {host}")
    };
    format!("hexbot pid {}{host}: {scope}", std::process::id())
}

/// One try: a connection, and every lock of `scope` on it; or why not (the connection is
/// closed, and what it took let go).
async fn take(options: &PgConnectOptions, scope: Scope) -> Result<PgConnection, StoreError> {
    let mut conn = tokio::time::timeout(CONNECT_TIMEOUT, options.connect())
        .await
        .map_err(|_| {
            sqlx::Error::Io(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                format!("no answer within {} s", CONNECT_TIMEOUT.as_secs()),
            ))
        })??;
    let taken = match scope {
        Scope::Shards(shards) => take_shards(&mut conn, shards).await,
        Scope::Local => take_local(&mut conn).await,
    };
    match taken {
        Ok(()) => Ok(conn),
        Err(e) => {
            let _ = conn.close().await;
            Err(e)
        }
    }
}

/// The locks of `shards`: the shared one on its total (refused if another process holds
/// another total), then one per shard (refused if any is held elsewhere).
async fn take_shards(conn: &mut PgConnection, shards: ShardSet) -> Result<(), StoreError> {
    let total = key(shards.total());
    sqlx::query("SELECT pg_advisory_lock_shared($1, $2)")
        .bind(TOTAL)
        .bind(total)
        .execute(&mut *conn)
        .await?;
    let others: Vec<(i64, String)> = sqlx::query_as(HOLDERS)
        .bind(i64::from(TOTAL))
        .fetch_all(&mut *conn)
        .await?;
    if let Some((other, holder)) = others.into_iter().find(|(t, _)| *t != i64::from(total)) {
        return Err(StoreError::Held(format!(
            "another process runs with {other} shards in all ({holder}), this one with {}: \
             every process of the bot must be started with the same HEXBOT_TOTAL_SHARDS",
            shards.total()
        )));
    }
    // Every shard of the range in one statement; the ones another process holds come back.
    let refused: Vec<(i32,)> = sqlx::query_as(
        "SELECT s FROM generate_series($2, $3) AS s WHERE NOT pg_try_advisory_lock($1, s)",
    )
    .bind(SHARD)
    .bind(key(shards.first()))
    .bind(key(shards.last()))
    .fetch_all(&mut *conn)
    .await?;
    if refused.is_empty() {
        return Ok(());
    }
    let held: Vec<i64> = refused.iter().map(|(s,)| i64::from(*s)).collect();
    let holders: Vec<(i64, String)> = sqlx::query_as(HOLDERS)
        .bind(i64::from(SHARD))
        .fetch_all(&mut *conn)
        .await?;
    let mut names: Vec<String> = holders
        .into_iter()
        .filter(|(s, _)| held.contains(s))
        .map(|(_, holder)| holder)
        .collect();
    names.sort();
    names.dedup();
    let list: Vec<String> = held.iter().map(i64::to_string).collect();
    let which = if held.len() == 1 {
        format!("shard {} of {}", list[0], shards.total())
    } else {
        format!("shards {} of {}", list.join(", "), shards.total())
    };
    let by = if names.is_empty() {
        "a process that just stopped".to_owned()
    } else {
        names.join("; ")
    };
    Err(StoreError::Held(format!(
        "{which} held by another process ({by}): no two processes may serve the same shards"
    )))
}

/// The lock on the terminal's own games.
async fn take_local(conn: &mut PgConnection) -> Result<(), StoreError> {
    let (got,): (bool,) = sqlx::query_as("SELECT pg_try_advisory_lock($1, 0)")
        .bind(LOCAL)
        .fetch_one(&mut *conn)
        .await?;
    if got {
        return Ok(());
    }
    let holders: Vec<(i64, String)> = sqlx::query_as(HOLDERS)
        .bind(i64::from(LOCAL))
        .fetch_all(&mut *conn)
        .await?;
    let by = holders
        .into_iter()
        .map(|(_, h)| h)
        .next()
        .unwrap_or_else(|| "a process that just stopped".to_owned());
    Err(StoreError::Held(format!(
        "the terminal's games in this database are held by another process ({by})"
    )))
}

/// The advisory locks of class `$1` that other sessions hold in this database: each key, and
/// its holder as its connection names itself.
const HOLDERS: &str = "SELECT CAST(l.objid AS BIGINT), \
     COALESCE(NULLIF(a.application_name, ''), 'PostgreSQL session ' || CAST(l.pid AS TEXT)) \
     FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid \
     WHERE l.locktype = 'advisory' AND l.objsubid = 2 AND l.granted \
     AND CAST(l.classid AS BIGINT) = $1 AND l.pid <> pg_backend_pid() \
     AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) \
     ORDER BY 1, 2";

/// Keeps `conn` (and its locks) until released, pinging it; says when it breaks.
fn hold(mut conn: PgConnection, scope: Scope) -> ScopeLock {
    let (lost_tx, lost) = watch::channel(false);
    let (stop, mut stopped) = watch::channel(false);
    info!("holding {scope} (PostgreSQL advisory locks)");
    let task = tokio::spawn(async move {
        loop {
            tokio::select! {
                _ = stopped.changed() => break,
                () = tokio::time::sleep(PING_EVERY) => {}
            }
            let alive = tokio::time::timeout(CONNECT_TIMEOUT, conn.ping()).await;
            if let Err(e) = alive
                .map_err(|_| "no answer".to_owned())
                .and_then(|r| r.map_err(|e| e.to_string()))
            {
                error!("lost the lock on {scope}: its database connection broke ({e})");
                let _ = lost_tx.send(true);
                return;
            }
        }
        let _ = conn.close().await;
    });
    ScopeLock {
        scope,
        lost,
        stop: Some(stop),
        task: Mutex::new(Some(task)),
        _never: None,
    }
}
