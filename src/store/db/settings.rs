//! The servers' and users' settings: one row each, written whole, read back as records (no row:
//! nothing was set).

use super::super::error::StoreError;
use super::super::settings::{
    GuildSettings, MAX_OPEN_TOURNAMENTS, MAX_VACATION_DAYS, UserSettings,
};
use super::super::types::{GuildId, Timestamp, UserId};
use super::Store;
use crate::hex::BoardSize;
use crate::hex::ParseNameError;
use sqlx::FromRow;
use std::time::Duration;

#[derive(FromRow)]
struct GuildSettingsRow {
    size: i64,
    variant: String,
    swap: String,
    turn_timer_secs: Option<i64>,
    rematch: String,
    orientation: String,
    vacation_days: i64,
    open_tournaments: i64,
    updated_by: i64,
    updated_at: i64,
}

fn bad(guild: GuildId, what: &str, e: impl std::fmt::Display) -> StoreError {
    StoreError::Invalid(format!("settings of server {guild}: {what}: {e}"))
}

impl GuildSettingsRow {
    fn into_record(self, guild: GuildId) -> Result<GuildSettings, StoreError> {
        let size = u32::try_from(self.size)
            .ok()
            .and_then(|n| BoardSize::new(n).ok())
            .ok_or_else(|| bad(guild, "board size", self.size))?;
        Ok(GuildSettings {
            size,
            variant: self.variant.parse().map_err(|e| bad(guild, "variant", e))?,
            swap: self.swap.parse().map_err(|e| bad(guild, "swap", e))?,
            turn_timer: self
                .turn_timer_secs
                .map(|s| Duration::from_secs(s.unsigned_abs())),
            rematch: self.rematch.parse().map_err(|e| bad(guild, "rematch", e))?,
            orientation: self
                .orientation
                .parse()
                .map_err(|e| bad(guild, "orientation", e))?,
            vacation_days: u32::try_from(self.vacation_days)
                .map_err(|e| bad(guild, "vacation days", e))?,
            open_tournaments: u32::try_from(self.open_tournaments)
                .map_err(|e| bad(guild, "open tournaments", e))?,
            updated_by: UserId::from_db(self.updated_by),
            updated_at: Timestamp(self.updated_at),
        })
    }
}

impl Store {
    /// The settings `guild`'s moderators stored, or `None` if they never set any.
    ///
    /// # Errors
    /// [`StoreError::Database`]; [`StoreError::Invalid`] if the stored row does not decode.
    pub async fn guild_settings(
        &self,
        guild: GuildId,
    ) -> Result<Option<GuildSettings>, StoreError> {
        let row = sqlx::query_as::<_, GuildSettingsRow>(
            "SELECT size, variant, swap, turn_timer_secs, rematch, orientation, vacation_days, \
             open_tournaments, updated_by, updated_at FROM guild_settings WHERE guild_id = $1",
        )
        .bind(guild.to_db())
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| r.into_record(guild)).transpose()
    }

    /// Stores `settings` as `guild`'s (replacing what was there).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_guild_settings(
        &self,
        guild: GuildId,
        settings: &GuildSettings,
    ) -> Result<(), StoreError> {
        let timer = settings
            .turn_timer
            .map(|d| i64::try_from(d.as_secs().max(1)).unwrap_or(i64::MAX));
        let _gate = self.gate().await;
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, size, variant, swap, turn_timer_secs, rematch, \
             orientation, updated_by, updated_at, vacation_days, open_tournaments) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
             ON CONFLICT (guild_id) DO UPDATE SET size = excluded.size, \
             variant = excluded.variant, swap = excluded.swap, \
             turn_timer_secs = excluded.turn_timer_secs, rematch = excluded.rematch, \
             orientation = excluded.orientation, updated_by = excluded.updated_by, \
             updated_at = excluded.updated_at, vacation_days = excluded.vacation_days, \
             open_tournaments = excluded.open_tournaments",
        )
        .bind(guild.to_db())
        .bind(i64::from(settings.size.get()))
        .bind(settings.variant.name())
        .bind(settings.swap.name())
        .bind(timer)
        .bind(settings.rematch.name())
        .bind(settings.orientation.name())
        .bind(settings.updated_by.to_db())
        .bind(settings.updated_at.0)
        .bind(i64::from(settings.vacation_days.min(MAX_VACATION_DAYS)))
        .bind(i64::from(
            settings.open_tournaments.clamp(1, MAX_OPEN_TOURNAMENTS),
        ))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The preferences `user` stored, or `None` if they never set any.
    ///
    /// # Errors
    /// [`StoreError::Database`]; [`StoreError::Invalid`] if the stored row does not decode.
    pub async fn user_settings(&self, user: UserId) -> Result<Option<UserSettings>, StoreError> {
        let row = sqlx::query_as::<_, (String, String, i64)>(
            "SELECT orientation, notify, updated_at FROM user_settings WHERE user_id = $1",
        )
        .bind(user.to_db())
        .fetch_optional(&self.pool)
        .await?;
        let bad = |what: &str, e: ParseNameError| {
            StoreError::Invalid(format!("settings of user {user}: {what}: {e}"))
        };
        row.map(|(orientation, notify, at)| {
            Ok(UserSettings {
                orientation: orientation.parse().map_err(|e| bad("orientation", e))?,
                notify: notify.parse().map_err(|e| bad("notify", e))?,
                updated_at: Timestamp(at),
            })
        })
        .transpose()
    }

    /// Stores `settings` as `user`'s (replacing what was there).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_user_settings(
        &self,
        user: UserId,
        settings: &UserSettings,
    ) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query(
            "INSERT INTO user_settings (user_id, orientation, updated_at, notify) \
             VALUES ($1, $2, $3, $4) \
             ON CONFLICT (user_id) DO UPDATE SET orientation = excluded.orientation, \
             updated_at = excluded.updated_at, notify = excluded.notify",
        )
        .bind(user.to_db())
        .bind(settings.orientation.name())
        .bind(settings.updated_at.0)
        .bind(settings.notify.name())
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

impl Store {
    /// Whether `guild`'s games have pages on the web (it opted in).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn web_pages(&self, guild: GuildId) -> Result<bool, StoreError> {
        let row: Option<(i64,)> = sqlx::query_as("SELECT since FROM web_pages WHERE guild_id = $1")
            .bind(guild.to_db())
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.is_some())
    }

    /// Opts `guild` in to pages on the web (`on`), or out, as `by` chose at `at`.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_web_pages(
        &self,
        guild: GuildId,
        on: bool,
        by: UserId,
        at: Timestamp,
    ) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        let query = if on {
            sqlx::query(
                "INSERT INTO web_pages (guild_id, since, updated_by) VALUES ($1, $2, $3) \
                 ON CONFLICT (guild_id) DO NOTHING",
            )
            .bind(guild.to_db())
            .bind(at.0)
            .bind(by.to_db())
        } else {
            sqlx::query("DELETE FROM web_pages WHERE guild_id = $1").bind(guild.to_db())
        };
        query.execute(&self.pool).await?;
        Ok(())
    }
}
