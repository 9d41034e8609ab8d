//! Conditional moves (`plans`): a player's plan in a game, stored as its text with the ply it
//! starts from, replaced whole, and forgotten when it no longer applies.

use super::super::error::StoreError;
use super::super::types::{GameId, Timestamp, UserId};
use super::Store;

impl Store {
    /// `user`'s plan in `game` and the ply it starts from, if one is stored.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn plan(
        &self,
        game: GameId,
        user: UserId,
    ) -> Result<Option<(u32, String)>, StoreError> {
        let _gate = self.gate().await;
        let row = sqlx::query_as::<_, (i64, String)>(
            "SELECT ply, plan FROM plans WHERE game_id = $1 AND user_id = $2",
        )
        .bind(game.0)
        .bind(user.to_db())
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(ply, plan)| (u32::try_from(ply).unwrap_or(u32::MAX), plan)))
    }

    /// Stores `plan` as `user`'s in `game`, starting from `ply` (replacing the one stored).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_plan(
        &self,
        game: GameId,
        user: UserId,
        ply: u32,
        plan: &str,
        at: Timestamp,
    ) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query(
            "INSERT INTO plans (game_id, user_id, ply, plan, updated_at) VALUES ($1, $2, $3, $4, \
             $5) ON CONFLICT (game_id, user_id) DO UPDATE SET ply = $3, plan = $4, updated_at = $5",
        )
        .bind(game.0)
        .bind(user.to_db())
        .bind(i64::from(ply))
        .bind(plan)
        .bind(at.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Forgets `user`'s plan in `game` (none stored is no error).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn drop_plan(&self, game: GameId, user: UserId) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query("DELETE FROM plans WHERE game_id = $1 AND user_id = $2")
            .bind(game.0)
            .bind(user.to_db())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Forgets every plan in `game` (it ended).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn drop_plans(&self, game: GameId) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query("DELETE FROM plans WHERE game_id = $1")
            .bind(game.0)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
