//! The daily puzzle's queries: each server's settings (channel and hour), the puzzle of a
//! server's day (chosen once: the first to store it wins, every later reader gets the same),
//! the claim on its post (one process, once), the post's message as the front end reports it,
//! the posts claimed but never reported (a crash between them), and a day's solvers and a
//! player's solved days (for the streaks).

use super::super::error::StoreError;
use super::super::puzzles::{DailyPuzzle, DailySettings};
use super::super::types::{ChannelId, GuildId, Timestamp, UserId};
use super::{Store, scoped};
use crate::shards::Scope;
use sqlx::FromRow;

// The columns of `daily_puzzles`, in `DailyRow`'s order, for `concat!` into static SQL.
macro_rules! daily_columns {
    () => {
        "SELECT guild_id, day, puzzle, channel_id, post_claimed_at, message_id FROM daily_puzzles \
         WHERE "
    };
}

#[derive(FromRow)]
struct DailyRow {
    guild_id: i64,
    day: i64,
    puzzle: i64,
    channel_id: Option<i64>,
    post_claimed_at: Option<i64>,
    message_id: Option<i64>,
}

impl DailyRow {
    fn into_daily(self) -> DailyPuzzle {
        DailyPuzzle {
            guild: GuildId::from_db(self.guild_id),
            day: self.day,
            puzzle: u32::try_from(self.puzzle).unwrap_or(0),
            channel: self.channel_id.map(ChannelId::from_db),
            claimed: self.post_claimed_at.is_some(),
            message: self.message_id.map(i64::cast_unsigned),
        }
    }
}

#[derive(FromRow)]
struct SettingsRow {
    guild_id: i64,
    channel_id: Option<i64>,
    hour: i64,
    since: i64,
}

impl SettingsRow {
    fn into_settings(self) -> (GuildId, DailySettings) {
        (
            GuildId::from_db(self.guild_id),
            DailySettings {
                channel: self.channel_id.map(ChannelId::from_db),
                hour: u8::try_from(self.hour.clamp(0, 23)).unwrap_or(0),
                since: Timestamp(self.since),
            },
        )
    }
}

impl Store {
    /// `guild`'s daily puzzle settings (the defaults when it set none).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn daily_settings(&self, guild: GuildId) -> Result<DailySettings, StoreError> {
        let row = sqlx::query_as::<_, SettingsRow>(
            "SELECT guild_id, channel_id, hour, since FROM daily_puzzle_settings \
             WHERE guild_id = $1",
        )
        .bind(guild.to_db())
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map_or_else(DailySettings::default, |r| r.into_settings().1))
    }

    /// Stores `settings` as `guild`'s (set by `by`).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_daily_settings(
        &self,
        guild: GuildId,
        settings: DailySettings,
        by: UserId,
    ) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query(
            "INSERT INTO daily_puzzle_settings (guild_id, channel_id, hour, since, updated_by) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (guild_id) DO UPDATE SET \
             channel_id = excluded.channel_id, hour = excluded.hour, since = excluded.since, \
             updated_by = excluded.updated_by",
        )
        .bind(guild.to_db())
        .bind(settings.channel.map(ChannelId::to_db))
        .bind(i64::from(settings.hour.min(23)))
        .bind(settings.since.0)
        .bind(by.to_db())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The servers of `scope` that post a daily puzzle, with their settings.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn daily_posters(
        &self,
        scope: impl Into<Scope>,
    ) -> Result<Vec<(GuildId, DailySettings)>, StoreError> {
        let rows = sqlx::query_as_with::<_, SettingsRow, _>(
            concat!(
                "SELECT guild_id, channel_id, hour, since FROM daily_puzzle_settings \
                 WHERE channel_id IS NOT NULL AND ",
                in_scope!("guild_id"),
                " ORDER BY guild_id"
            ),
            scoped(scope.into(), &[])?,
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(SettingsRow::into_settings).collect())
    }

    /// The puzzle of `guild`'s `day`, if one was chosen.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn daily_puzzle(
        &self,
        guild: GuildId,
        day: i64,
    ) -> Result<Option<DailyPuzzle>, StoreError> {
        let row =
            sqlx::query_as::<_, DailyRow>(concat!(daily_columns!(), "guild_id = $1 AND day = $2"))
                .bind(guild.to_db())
                .bind(day)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(DailyRow::into_daily))
    }

    /// The puzzle of `guild`'s `day`: `puzzle` unless another was chosen first (then that one).
    ///
    /// # Errors
    /// [`StoreError::Database`]; [`StoreError::Invalid`] if the day's row vanished meanwhile.
    pub async fn choose_daily_puzzle(
        &self,
        guild: GuildId,
        day: i64,
        puzzle: u32,
        at: Timestamp,
    ) -> Result<DailyPuzzle, StoreError> {
        {
            let _gate = self.gate().await;
            sqlx::query(
                "INSERT INTO daily_puzzles (guild_id, day, puzzle, chosen_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id, day) DO NOTHING",
            )
            .bind(guild.to_db())
            .bind(day)
            .bind(i64::from(puzzle))
            .bind(at.0)
            .execute(&self.pool)
            .await?;
        }
        self.daily_puzzle(guild, day)
            .await?
            .ok_or_else(|| StoreError::Invalid(format!("the daily puzzle of {guild}, day {day}")))
    }

    /// The puzzles `guild` has had as daily puzzles.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn daily_puzzles_used(&self, guild: GuildId) -> Result<Vec<u32>, StoreError> {
        let rows =
            sqlx::query_scalar::<_, i64>("SELECT puzzle FROM daily_puzzles WHERE guild_id = $1")
                .bind(guild.to_db())
                .fetch_all(&self.pool)
                .await?;
        Ok(rows
            .into_iter()
            .filter_map(|p| u32::try_from(p).ok())
            .collect())
    }

    /// Claims the post of `guild`'s `day` in `channel`: `true` for the one caller that does
    /// (it posts), `false` for every other (it was claimed already).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn claim_daily_post(
        &self,
        guild: GuildId,
        day: i64,
        channel: ChannelId,
        at: Timestamp,
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        let done = sqlx::query(
            "UPDATE daily_puzzles SET channel_id = $1, post_claimed_at = $2 \
             WHERE guild_id = $3 AND day = $4 AND post_claimed_at IS NULL",
        )
        .bind(channel.to_db())
        .bind(at.0)
        .bind(guild.to_db())
        .bind(day)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Records `message` as the post of `guild`'s `day`.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_daily_message(
        &self,
        guild: GuildId,
        day: i64,
        message: u64,
    ) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query("UPDATE daily_puzzles SET message_id = $1 WHERE guild_id = $2 AND day = $3")
            .bind(message.cast_signed())
            .bind(guild.to_db())
            .bind(day)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The posts of `scope`'s servers from `day` on that were claimed but never reported (the
    /// process stopped between them): each is posted again, unless the front end finds it.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn unreported_daily_posts(
        &self,
        scope: impl Into<Scope>,
        day: i64,
    ) -> Result<Vec<DailyPuzzle>, StoreError> {
        let rows = sqlx::query_as_with::<_, DailyRow, _>(
            concat!(
                daily_columns!(),
                "post_claimed_at IS NOT NULL AND message_id IS NULL AND day >= $6 AND ",
                in_scope!("guild_id"),
                " ORDER BY guild_id, day"
            ),
            scoped(scope.into(), &[day])?,
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(DailyRow::into_daily).collect())
    }

    /// How many solved `guild`'s puzzle of `day` (without a hint), and the first `first` of them
    /// in the order they solved it.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn daily_solvers(
        &self,
        guild: GuildId,
        day: i64,
        first: u32,
    ) -> Result<(u32, Vec<UserId>), StoreError> {
        let rows = sqlx::query_scalar::<_, i64>(
            "SELECT user_id FROM puzzle_attempts WHERE guild_id = $1 AND daily = $2 \
             AND result = 'solved' AND hinted = FALSE ORDER BY finished_at, id",
        )
        .bind(guild.to_db())
        .bind(day)
        .fetch_all(&self.pool)
        .await?;
        let count = u32::try_from(rows.len()).unwrap_or(u32::MAX);
        let firsts = rows
            .into_iter()
            .take(first as usize)
            .map(UserId::from_db)
            .collect();
        Ok((count, firsts))
    }

    /// The days whose daily puzzle `user` solved in `guild` (without a hint), oldest first.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn daily_days_solved(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar::<_, i64>(
            "SELECT DISTINCT daily FROM puzzle_attempts WHERE guild_id = $1 AND user_id = $2 \
             AND daily IS NOT NULL AND result = 'solved' AND hinted = FALSE ORDER BY daily",
        )
        .bind(guild.to_db())
        .bind(user.to_db())
        .fetch_all(&self.pool)
        .await?)
    }

    /// `user`'s attempt at `guild`'s puzzle of `day`, open or ended.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn daily_attempt(
        &self,
        guild: GuildId,
        user: UserId,
        day: i64,
    ) -> Result<Option<super::super::puzzles::PuzzleAttempt>, StoreError> {
        let id = sqlx::query_scalar::<_, i64>(
            "SELECT id FROM puzzle_attempts WHERE guild_id = $1 AND user_id = $2 AND daily = $3 \
             ORDER BY id DESC LIMIT 1",
        )
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(day)
        .fetch_optional(&self.pool)
        .await?;
        match id {
            Some(id) => self.puzzle_attempt(super::super::AttemptId(id)).await,
            None => Ok(None),
        }
    }
}
