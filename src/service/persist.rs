//! What the service keeps beside the store's own records: the display names of the players.
//!
//! Games keep user ids, not names; the display name last seen in a command is stored (when it
//! changes) and kept in a bounded cache for replies: names not used lately leave memory and are
//! read from the store again when needed, so memory stays bounded however many people come.
//! Names are kept per server, since a nickname belongs to its server and must not show in
//! another; the account's own name (never a nickname) last seen anywhere is the fallback where a
//! server has not seen the person. A person never seen is shown by id. Everything else is the
//! store's vocabulary, used as it is; how the store's refusals become the players' refusals is in
//! [`super::error`].

use super::error::ServiceError;
use super::ids::{Actor, GameId, GuildId, Timestamp, UserId};
use super::kept::Kept;
use super::state::State;
use crate::store::{DatabaseUrl, Seat, Store, StoreError, StoredGame};
use std::collections::HashMap;
use std::sync::Mutex;

/// The store with its names, shared by the game core and the wings.
pub(crate) type Db = std::sync::Arc<StoreWithNames>;

/// The store, and a bounded cache of display names.
pub(crate) struct StoreWithNames {
    store: Store,
    // A std Mutex: a map look-up or insert, never held across an await.
    names: Mutex<Names>,
}

/// The names in memory: per server, and user-wide; `None` remembers that none is stored.
struct Names {
    in_guild: Recent<(GuildId, UserId)>,
    anywhere: Recent<UserId>,
}

/// Names by key, the ones used least recently forgotten past the bound; `None` remembers that
/// none is stored.
type Recent<K> = Kept<K, Option<String>>;

impl StoreWithNames {
    /// Opens the store, trying for up to `retry` while it does not answer; at most `names_kept`
    /// names of each kind stay in memory.
    pub(crate) async fn open(
        url: &DatabaseUrl,
        retry: std::time::Duration,
        names_kept: usize,
    ) -> Result<Self, StoreError> {
        let store = Store::open_patiently(url, retry).await?;
        Ok(Self {
            store,
            names: Mutex::new(Names {
                in_guild: Kept::by_count(names_kept.max(2)),
                anywhere: Kept::by_count(names_kept.max(2)),
            }),
        })
    }

    /// The store itself.
    pub(crate) fn store(&self) -> &Store {
        &self.store
    }

    fn names(&self) -> std::sync::MutexGuard<'_, Names> {
        self.names.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many names are in memory (per server, user-wide).
    pub(crate) fn names_in_memory(&self) -> (usize, usize) {
        let names = self.names();
        (names.in_guild.len(), names.anywhere.len())
    }

    /// Remembers `actor`'s names as they come with a command at `at` (see [`Self::remember`]).
    pub(crate) async fn remember_actor(&self, actor: &Actor, at: Timestamp) {
        self.remember(
            actor.guild,
            actor.user,
            (&actor.name, &actor.account_name),
            at,
        )
        .await;
    }

    /// Remembers the display name `user` goes by in `guild` (`name`, a nickname there if they
    /// have one) and the user-wide fallback (`account_name`, the account's own name, never a
    /// server's nickname) for replies, and stores each when it is new or changed (so a known
    /// name costs no write). A failure to store one is logged, not passed on: a name is cosmetic
    /// and must not refuse a move.
    pub(crate) async fn remember(
        &self,
        guild: GuildId,
        user: UserId,
        (name, account_name): (&str, &str),
        at: Timestamp,
    ) {
        let in_guild = self.guild_name(guild, user).await;
        if in_guild.as_deref() != Some(name) {
            let _ = self
                .names()
                .in_guild
                .put((guild, user), Some(name.to_owned()));
            if let Err(e) = self.store.set_guild_user_name(guild, user, name, at).await {
                tracing::warn!(%user, "cannot store the display name: {e}");
            }
        }
        let anywhere = self.user_name(user).await;
        if anywhere.as_deref() != Some(account_name) {
            let _ = self
                .names()
                .anywhere
                .put(user, Some(account_name.to_owned()));
            if let Err(e) = self.store.set_user_name(user, account_name, at).await {
                tracing::warn!(%user, "cannot store the display name: {e}");
            }
        }
    }

    /// The display name last seen for `user` in `guild`; else the one last seen anywhere (no
    /// server has a better one); else a neutral label with the id.
    pub(crate) async fn name(&self, guild: GuildId, user: UserId) -> String {
        if let Some(n) = self.guild_name(guild, user).await {
            return n;
        }
        self.user_name(user)
            .await
            .unwrap_or_else(|| format!("player {user}"))
    }

    /// A stored game as the service keeps it, with its players' names.
    pub(crate) async fn state(&self, stored: StoredGame) -> State {
        let guild = stored.record.guild;
        let mut names = HashMap::new();
        for seat in Seat::BOTH {
            if let Some(u) = stored.record.player(seat).user() {
                names.insert(u, self.name(guild, u).await);
            }
        }
        State::new(stored, |u| names.get(&u).cloned().unwrap_or_default())
    }

    /// Game `id` read from the store and replayed, or `None` if there is no such game.
    pub(crate) async fn load_state(&self, id: GameId) -> Result<Option<State>, ServiceError> {
        match self.store.load_game(id).await {
            Ok(g) => Ok(Some(self.state(g).await)),
            Err(StoreError::NotFound(_)) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// `user`'s name in `guild`: from memory, else from the store (then kept in memory).
    async fn guild_name(&self, guild: GuildId, user: UserId) -> Option<String> {
        if let Some(cached) = self.names().in_guild.get(&(guild, user)) {
            return cached.clone();
        }
        let stored = self
            .store
            .guild_user_name(guild, user)
            .await
            .unwrap_or_else(|e| {
                tracing::warn!(%user, "cannot read the display name: {e}");
                None
            });
        let _ = self.names().in_guild.put((guild, user), stored.clone());
        stored
    }

    /// `user`'s name last seen anywhere: from memory, else from the store.
    async fn user_name(&self, user: UserId) -> Option<String> {
        if let Some(cached) = self.names().anywhere.get(&user) {
            return cached.clone();
        }
        let stored = self.store.user_name(user).await.unwrap_or_else(|e| {
            tracing::warn!(%user, "cannot read the display name: {e}");
            None
        });
        let _ = self.names().anywhere.put(user, stored.clone());
        stored
    }
}

#[cfg(test)]
mod tests {
    use super::Recent;
    use crate::service::kept::Kept;

    #[test]
    fn the_cache_keeps_what_was_used_lately_and_stays_bounded() {
        let mut r: Recent<u32> = Kept::by_count(8);
        let _ = r.put(0u32, Some("zero".into()));
        for k in 1..100u32 {
            let _ = r.put(k, Some(k.to_string()));
            // Key 0 is used all the time: it stays.
            assert_eq!(r.get(&0), Some(&Some("zero".into())));
            assert!(r.len() <= 8, "{} entries", r.len());
        }
        assert_eq!(r.get(&99), Some(&Some("99".into())));
        assert_eq!(r.get(&1), None, "an entry not used lately was forgotten");
    }
}
