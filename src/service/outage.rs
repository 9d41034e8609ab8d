//! The heartbeat: each process records every minute that it is alive (named by the shards it
//! holds). After a restart the time since the last heartbeat is the outage, and no player's day
//! clock is charged for it: a deadline that fell while the bot was down moves forward by the
//! outage's length (a reminder missed meanwhile is sent once, as its move's reminder).

use super::error::ServiceError;
use super::inner::Inner;
use crate::shards::Scope;
use std::sync::Arc;
use std::time::Duration;

/// How often a process records that it is alive.
pub(super) const HEARTBEAT: Duration = Duration::from_secs(60);

impl Inner {
    /// Records a heartbeat now (on closing: the bot was alive until now).
    pub(super) async fn last_heartbeat(&self) {
        if let Err(e) = self
            .db
            .store()
            .heartbeat(&self.process_name(), self.now())
            .await
        {
            tracing::warn!("heartbeat not recorded: {e}");
        }
    }

    /// The name this process's heartbeat is kept under: the shards it holds, or `local` for the
    /// terminal.
    fn process_name(&self) -> String {
        match self.config.scope {
            Scope::Shards(s) => format!("shards {}-{} of {}", s.first(), s.last(), s.total()),
            Scope::Local => "local".to_owned(),
        }
    }

    /// Moves the day-clock deadlines that fell while this process was down forward by the
    /// outage, records a heartbeat, and keeps recording one every [`HEARTBEAT`] until shutdown.
    pub(super) async fn recover_outage(self: &Arc<Self>) -> Result<(), ServiceError> {
        let name = self.process_name();
        let store = self.db.store();
        let now = self.now();
        if let Some(last) = store.last_heartbeat(&name).await?
            && last < now
        {
            let outage = now.since(last);
            let moved = store
                .shift_deadlines(self.config.scope, last, now, outage)
                .await?;
            if moved > 0 {
                tracing::info!(
                    moved,
                    outage_secs = outage.as_secs(),
                    "day clocks moved past the outage"
                );
            }
        }
        store.heartbeat(&name, now).await?;
        let inner = self.clone();
        let mut stop = self.shutdown.subscribe();
        tokio::spawn(async move {
            loop {
                let next = inner.now().plus(HEARTBEAT);
                tokio::select! {
                    () = inner.clock.sleep_until(next) => {}
                    _ = stop.changed() => return,
                }
                if let Err(e) = inner.db.store().heartbeat(&name, inner.now()).await {
                    tracing::warn!("heartbeat not recorded: {e}");
                }
            }
        });
        Ok(())
    }
}
