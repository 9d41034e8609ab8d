//! What the service keeps beside the store's own records: the display names of the players.
//!
//! Games keep user ids, not names; the display name last seen in a command is kept in memory for
//! replies and stored (when it changes) so that names survive a restart. Names are kept per
//! server, since a nickname belongs to its server and must not show in another; the user-wide
//! name last seen anywhere is the fallback where a server has not seen the person. A person never
//! seen is shown by id. Everything else is the store's vocabulary, used as it is; how the store's
//! refusals become the players' refusals is in [`super::error`].

use super::ids::{GuildId, Timestamp, UserId};
use crate::store::{Store, StoreError};
use std::collections::HashMap;
use std::sync::Mutex;

/// The store, and the display names (loaded on start, kept up to date).
pub(crate) struct Db {
    store: Store,
    // A std Mutex: a map look-up or insert, never held across an await.
    names: Mutex<Names>,
}

/// The names in memory: per server, and user-wide.
#[derive(Default)]
struct Names {
    in_guild: HashMap<(GuildId, UserId), String>,
    anywhere: HashMap<UserId, String>,
}

impl Db {
    /// Opens the store and loads the stored display names.
    pub(crate) async fn open(url: &str) -> Result<Self, StoreError> {
        let store = Store::open(url).await?;
        let names = Names {
            anywhere: store.user_names().await?.into_iter().collect(),
            in_guild: store
                .guild_user_names()
                .await?
                .into_iter()
                .map(|(g, u, n)| ((g, u), n))
                .collect(),
        };
        Ok(Self {
            store,
            names: Mutex::new(names),
        })
    }

    /// The store itself.
    pub(crate) fn store(&self) -> &Store {
        &self.store
    }

    /// Remembers the display name `user` goes by in `guild` for replies, and stores it when it
    /// is new or changed (so a known name costs no query); it also becomes the user-wide
    /// fallback. A failure to store it is logged, not passed on: a name is cosmetic and must not
    /// refuse a move.
    pub(crate) async fn remember(&self, guild: GuildId, user: UserId, name: &str, at: Timestamp) {
        let (in_guild, anywhere) = {
            let mut names = self.names.lock().unwrap_or_else(|e| e.into_inner());
            let in_guild = names.in_guild.get(&(guild, user)).is_none_or(|n| n != name);
            if in_guild {
                names.in_guild.insert((guild, user), name.to_owned());
            }
            let anywhere = names.anywhere.get(&user).is_none_or(|n| n != name);
            if anywhere {
                names.anywhere.insert(user, name.to_owned());
            }
            (in_guild, anywhere)
        };
        if in_guild && let Err(e) = self.store.set_guild_user_name(guild, user, name, at).await {
            tracing::warn!(%user, "cannot store the display name: {e}");
        }
        if anywhere && let Err(e) = self.store.set_user_name(user, name, at).await {
            tracing::warn!(%user, "cannot store the display name: {e}");
        }
    }

    /// The display name last seen for `user` in `guild`; else the one last seen anywhere (no
    /// server has a better one); else a neutral label with the id.
    pub(crate) fn name(&self, guild: GuildId, user: UserId) -> String {
        let names = self.names.lock().unwrap_or_else(|e| e.into_inner());
        names
            .in_guild
            .get(&(guild, user))
            .or_else(|| names.anywhere.get(&user))
            .cloned()
            .unwrap_or_else(|| format!("player {user}"))
    }
}
