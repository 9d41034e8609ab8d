//! Games set aside: an open game that no longer loads (its row does not decode, its moves no
//! longer replay) is marked with the reason rather than stopping the bot or locking its channel.
//! It keeps its status, so moderators can list it and abort it by id; the one open game per
//! channel no longer counts it. These queries read only the few columns they need, with casts,
//! so that they work on exactly the rows that do not decode.

use super::super::error::StoreError;
use super::super::types::{ChannelId, GameId, GuildId, Timestamp};
use super::Store;
use super::rows::{GameRow, corrupt};
use sqlx::any::AnyRow;
use sqlx::{FromRow, Row};

/// An open game set aside because it no longer loads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    /// The game.
    pub id: GameId,
    /// Where it was played (the thread if any, else the channel).
    pub place: ChannelId,
    /// Why it does not load (for the log and the operator; not shown to players).
    pub reason: String,
}

impl Store {
    /// Marks the open game `id` as set aside with `reason`: it no longer holds its channel and is
    /// no longer loaded. `false` when it is not open or already set aside.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_aside(
        &self,
        id: GameId,
        reason: &str,
        at: Timestamp,
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        let done = sqlx::query(
            "UPDATE games SET set_aside = $1, updated_at = $2 WHERE id = $3 \
             AND status IN ('challenge', 'active') AND set_aside IS NULL",
        )
        .bind(if reason.is_empty() { "?" } else { reason })
        .bind(at.0)
        .bind(id.0)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The open games of `guild` that are set aside, oldest first.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_aside_games(&self, guild: GuildId) -> Result<Vec<SetAside>, StoreError> {
        let rows = sqlx::query_as::<_, (i64, Option<i64>, String)>(
            "SELECT id, CAST(place_id AS BIGINT), set_aside FROM games \
             WHERE set_aside IS NOT NULL AND status IN ('challenge', 'active') \
             AND CAST(guild_id AS BIGINT) = $1 ORDER BY id",
        )
        .bind(guild.to_db())
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(id, place, reason)| SetAside {
                id: GameId(id),
                place: ChannelId::from_db(place.unwrap_or(0)),
                reason,
            })
            .collect())
    }

    /// Aborts the set-aside game `id` of `guild`: no winner, unrated, its moves kept as they are
    /// (they are not replayed). `false` when there is no such set-aside open game.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn abort_set_aside(
        &self,
        id: GameId,
        guild: GuildId,
        at: Timestamp,
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        let done = sqlx::query(
            "UPDATE games SET status = 'aborted', end_reason = 'abort', winner = NULL, \
             winner_seat = NULL, rated = FALSE, deadline = NULL, updated_at = $1 \
             WHERE id = $2 AND set_aside IS NOT NULL AND status IN ('challenge', 'active') \
             AND CAST(guild_id AS BIGINT) = $3",
        )
        .bind(at.0)
        .bind(id.0)
        .bind(guild.to_db())
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}

/// Decodes one `games` row, or names the game it could not decode.
pub(super) fn decode_game_row(row: &AnyRow) -> Result<GameRow, StoreError> {
    GameRow::from_row(row).map_err(|e| {
        let id = row.try_get::<i64, _>("id").unwrap_or(0);
        corrupt(GameId(id), format!("its row does not decode: {e}"))
    })
}
