//! Which servers opted in to pages on the web (`/hex config web:True`): read from the store once,
//! then remembered, the least recently used forgotten past [`WEB_GUILDS_KEPT`] (this process is
//! the one that changes it: a server's commands come to the process holding its shard). The game
//! core asks it for the board's web buttons, the settings wing changes it, the web asks whether a
//! server's pages exist.

use super::ids::GuildId;
use super::kept::Kept;
use super::limits::WEB_GUILDS_KEPT;
use super::persist::Db;
use crate::store::StoreError;
use std::sync::Mutex as StdMutex;

/// The servers' opt-ins, as last read or set.
pub(crate) struct WebOptIn {
    db: Db,
    // A std Mutex: a look-up or an insert, never held across an await.
    kept: StdMutex<Kept<GuildId, bool>>,
}

impl WebOptIn {
    /// The opt-ins of the servers in `db`, none read yet.
    pub(crate) fn new(db: Db) -> Self {
        Self {
            db,
            kept: StdMutex::new(Kept::by_count(WEB_GUILDS_KEPT)),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Kept<GuildId, bool>> {
        self.kept.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether `guild` opted in: remembered, else read from the store (and remembered).
    pub(crate) async fn get(&self, guild: GuildId) -> Result<bool, StoreError> {
        if let Some(&on) = self.lock().get(&guild) {
            return Ok(on);
        }
        let on = self.db.store().web_pages(guild).await?;
        self.set(guild, on);
        Ok(on)
    }

    /// Remembers that `guild` opted in (`on`) or out.
    pub(crate) fn set(&self, guild: GuildId, on: bool) {
        let _ = self.lock().put(guild, on);
    }
}
