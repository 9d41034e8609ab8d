//! Counts of open games the service's limits are checked against: games against the computer
//! (per user, per server) and challenges waiting for an answer (per challenger).

use super::super::error::StoreError;
use super::super::types::{GuildId, UserId};
use super::Store;

impl Store {
    /// How many active games against the computer `user` plays, in any server.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn open_computer_games_of(&self, user: UserId) -> Result<u32, StoreError> {
        let (n,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM games WHERE status = 'active' \
             AND ((red_user_id = $1 AND blue_level IS NOT NULL) \
               OR (blue_user_id = $2 AND red_level IS NOT NULL))",
        )
        .bind(user.to_db())
        .bind(user.to_db())
        .fetch_one(&self.pool)
        .await?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }

    /// How many active games against the computer are played in `guild`.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn open_computer_games_in(&self, guild: GuildId) -> Result<u32, StoreError> {
        let (n,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM games WHERE status = 'active' AND guild_id = $1 \
             AND (red_level IS NOT NULL OR blue_level IS NOT NULL)",
        )
        .bind(guild.to_db())
        .fetch_one(&self.pool)
        .await?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }

    /// How many challenges `user` issued in `guild` that still wait for an answer.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn open_challenges_by(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<u32, StoreError> {
        let (n,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM games WHERE status = 'challenge' AND guild_id = $1 \
             AND challenger_id = $2",
        )
        .bind(guild.to_db())
        .bind(user.to_db())
        .fetch_one(&self.pool)
        .await?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }
}
