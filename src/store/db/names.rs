//! The display names last seen for users (so that names survive a restart): per server (a
//! nickname belongs to its server), and user-wide as the fallback where no server is known.

use super::super::error::StoreError;
use super::super::types::{GuildId, Timestamp, UserId};
use super::Store;

impl Store {
    /// Stores `name` as the display name of `user` seen at `at`; an older sighting than the one
    /// stored does not overwrite it (so racing updates keep the newest name).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_user_name(
        &self,
        user: UserId,
        name: &str,
        at: Timestamp,
    ) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query(
            "INSERT INTO user_names (user_id, name, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, \
             updated_at = excluded.updated_at WHERE excluded.updated_at >= user_names.updated_at",
        )
        .bind(user.to_db())
        .bind(name)
        .bind(at.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Every stored display name (what the service loads on start).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn user_names(&self) -> Result<Vec<(UserId, String)>, StoreError> {
        let rows = sqlx::query_as::<_, (i64, String)>("SELECT user_id, name FROM user_names")
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .map(|(u, n)| (UserId::from_db(u), n))
            .collect())
    }

    /// Stores `name` as the display name of `user` in `guild` seen at `at`; an older sighting
    /// than the one stored does not overwrite it.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_guild_user_name(
        &self,
        guild: GuildId,
        user: UserId,
        name: &str,
        at: Timestamp,
    ) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query(
            "INSERT INTO guild_user_names (guild_id, user_id, name, updated_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (guild_id, user_id) DO UPDATE SET name = excluded.name, \
             updated_at = excluded.updated_at \
             WHERE excluded.updated_at >= guild_user_names.updated_at",
        )
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(name)
        .bind(at.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The stored display name of `user` (the last seen anywhere), if any.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn user_name(&self, user: UserId) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar::<_, String>("SELECT name FROM user_names WHERE user_id = $1")
                .bind(user.to_db())
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// The stored display name of `user` in `guild`, if any.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn guild_user_name(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar::<_, String>(
            "SELECT name FROM guild_user_names WHERE guild_id = $1 AND user_id = $2",
        )
        .bind(guild.to_db())
        .bind(user.to_db())
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Every stored per-server display name.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn guild_user_names(&self) -> Result<Vec<(GuildId, UserId, String)>, StoreError> {
        let rows = sqlx::query_as::<_, (i64, i64, String)>(
            "SELECT guild_id, user_id, name FROM guild_user_names",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(g, u, n)| (GuildId::from_db(g), UserId::from_db(u), n))
            .collect())
    }
}
