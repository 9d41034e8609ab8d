//! What the service keeps beside the store's own records: the display names of the players.
//!
//! Games keep user ids, not names; the display name last seen in a command is kept in memory for
//! replies and stored (when it changes) so that names survive a restart. A person never seen is
//! shown by id. Everything else is the store's vocabulary, used as it is; how the store's
//! refusals become the players' refusals is in [`super::error`].

use super::ids::{Timestamp, UserId};
use crate::store::{Store, StoreError};
use std::collections::HashMap;
use std::sync::Mutex;

/// The store, and the display names (loaded on start, kept up to date).
pub(crate) struct Db {
    store: Store,
    // A std Mutex: a map look-up or insert, never held across an await.
    names: Mutex<HashMap<UserId, String>>,
}

impl Db {
    /// Opens the store and loads the stored display names.
    pub(crate) async fn open(url: &str) -> Result<Self, StoreError> {
        let store = Store::open(url).await?;
        let names = store.user_names().await?.into_iter().collect();
        Ok(Self {
            store,
            names: Mutex::new(names),
        })
    }

    /// The store itself.
    pub(crate) fn store(&self) -> &Store {
        &self.store
    }

    /// Remembers a display name for replies, and stores it when it is new or changed (so a
    /// known name costs no query). A failure to store it is logged, not passed on: a name is
    /// cosmetic and must not refuse a move.
    pub(crate) async fn remember(&self, user: UserId, name: &str, at: Timestamp) {
        let changed = {
            let mut names = self.names.lock().unwrap_or_else(|e| e.into_inner());
            let changed = names.get(&user).is_none_or(|n| n != name);
            if changed {
                names.insert(user, name.to_owned());
            }
            changed
        };
        if changed && let Err(e) = self.store.set_user_name(user, name, at).await {
            tracing::warn!(%user, "cannot store the display name: {e}");
        }
    }

    /// The display name last seen for `user`, else a neutral label with the id.
    pub(crate) fn name(&self, user: UserId) -> String {
        self.names
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&user)
            .cloned()
            .unwrap_or_else(|| format!("player {user}"))
    }
}
