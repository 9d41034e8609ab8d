//! The heartbeat: each process records every minute that it is alive (named by the shards it
//! holds). After a restart the time since the last heartbeat is the outage, and no player's day
//! clock is charged for it: a deadline that fell while the bot was down moves forward by the
//! outage's length (a reminder missed meanwhile is sent once, as its move's reminder).

use super::error::ServiceError;
use super::ids::SharedClock;
use super::parts::Parts;
use super::persist::StoreWithNames;
use crate::shards::Scope;
use std::time::Duration;

/// How often a process records that it is alive.
pub(super) const HEARTBEAT: Duration = Duration::from_secs(60);

/// Records a heartbeat of the process holding `scope` now (on closing: the bot was alive until
/// now).
pub(super) async fn last_heartbeat(db: &StoreWithNames, clock: &SharedClock, scope: Scope) {
    if let Err(e) = db
        .store()
        .heartbeat(&process_name(scope), clock.now())
        .await
    {
        tracing::warn!("heartbeat not recorded: {e}");
    }
}

/// The name a process's heartbeat is kept under: the shards it holds, or `local` for the
/// terminal.
fn process_name(scope: Scope) -> String {
    match scope {
        Scope::Shards(s) => format!("shards {}-{} of {}", s.first(), s.last(), s.total()),
        Scope::Local => "local".to_owned(),
    }
}

/// Moves the day-clock deadlines that fell while this process was down forward by the outage,
/// records a heartbeat, and keeps recording one every [`HEARTBEAT`] until the service stops.
pub(super) async fn recover_outage(parts: &Parts) -> Result<(), ServiceError> {
    let scope = parts.config.scope;
    let name = process_name(scope);
    let store = parts.db.store();
    let now = parts.clock.now();
    if let Some(last) = store.last_heartbeat(&name).await?
        && last < now
    {
        let outage = now.since(last);
        let moved = store.shift_deadlines(scope, last, now, outage).await?;
        if moved > 0 {
            tracing::info!(
                moved,
                outage_secs = outage.as_secs(),
                "day clocks moved past the outage"
            );
        }
    }
    store.heartbeat(&name, now).await?;
    let (db, clock) = (parts.db.clone(), parts.clock.clone());
    let mut stop = parts.shutdown.clone();
    tokio::spawn(async move {
        loop {
            let next = clock.now().plus(HEARTBEAT);
            tokio::select! {
                () = clock.sleep_until(next) => {}
                _ = stop.changed() => return,
            }
            if let Err(e) = db.store().heartbeat(&name, clock.now()).await {
                tracing::warn!("heartbeat not recorded: {e}");
            }
        }
    });
    Ok(())
}
