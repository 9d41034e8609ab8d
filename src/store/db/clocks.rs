//! Slow games' clocks: a day clock standing still or running again, the reminder sent for a move,
//! deadlines moved past an outage, the processes' heartbeats, members' vacations, and every
//! unfinished game of one user (in all servers).

use super::super::error::StoreError;
use super::super::records::StoredGame;
use super::super::types::{ChannelId, GameId, GuildId, Timestamp, UserId};
use super::rows::millis;
use super::{Store, scoped};
use crate::shards::Scope;
use std::time::Duration;

/// The shortest day clock: games whose turn timer is at least this long have day clocks.
const DAY_SECS: i64 = 86_400;

/// A member's vacation in a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vacation {
    /// The server it is taken in.
    pub guild: GuildId,
    /// Who is away.
    pub user: UserId,
    /// When it started.
    pub started_at: Timestamp,
    /// When it ends by itself (the allowance runs out).
    pub until: Timestamp,
    /// When it ended (`None`: still on).
    pub ended_at: Option<Timestamp>,
}

impl Vacation {
    /// When it ended or will end by itself.
    pub fn end(&self) -> Timestamp {
        self.ended_at.unwrap_or(self.until)
    }
}

type VacationRow = (i64, i64, i64, i64, Option<i64>);

fn vacation(row: VacationRow) -> Vacation {
    let (guild, user, started, until, ended) = row;
    Vacation {
        guild: GuildId::from_db(guild),
        user: UserId::from_db(user),
        started_at: Timestamp(started),
        until: Timestamp(until),
        ended_at: ended.map(Timestamp),
    }
}

// The columns of `vacations`, in `VacationRow`'s order, for `concat!` into static SQL.
macro_rules! vacation_columns {
    () => {
        "SELECT guild_id, user_id, started_at, until_at, ended_at FROM vacations "
    };
}

/// A game of [`Store::unfinished_games_of`], or why it could not be read.
pub type UnfinishedGame = Result<StoredGame, StoreError>;

impl Store {
    /// Sets an active game's clock: running to `deadline`, or standing still with `clock_left`.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_clock(
        &self,
        id: GameId,
        deadline: Option<Timestamp>,
        clock_left: Option<Duration>,
    ) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query(
            "UPDATE games SET deadline = $1, clock_left_ms = $2 WHERE id = $3 AND status = 'active'",
        )
        .bind(deadline.map(|t| t.0))
        .bind(clock_left.map(millis))
        .bind(id.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Remembers that `message` in `channel` shows game `id`'s board publicly.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_board_message(
        &self,
        id: GameId,
        channel: ChannelId,
        message: u64,
    ) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query("UPDATE games SET board_channel = $1, board_message = $2 WHERE id = $3")
            .bind(channel.to_db())
            .bind(message.cast_signed())
            .bind(id.0)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Records that the reminder of the move at `ply` was sent.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_reminded(&self, id: GameId, ply: u32) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query("UPDATE games SET reminded_ply = $1 WHERE id = $2")
            .bind(i64::from(ply))
            .bind(id.0)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Moves forward by `by` every running day-clock deadline of the servers in `scope` that
    /// fell in `(after, until]` (while the bot was down); returns how many moved.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn shift_deadlines(
        &self,
        scope: impl Into<Scope>,
        after: Timestamp,
        until: Timestamp,
        by: Duration,
    ) -> Result<u64, StoreError> {
        let _gate = self.gate().await;
        let done = sqlx::query_with(
            concat!(
                "UPDATE games SET deadline = deadline + $6 WHERE status = 'active' \
                 AND set_aside IS NULL AND turn_timer_secs >= $7 AND deadline > $8 \
                 AND deadline <= $9 AND ",
                in_scope!("guild_id")
            ),
            scoped(scope.into(), &[millis(by), DAY_SECS, after.0, until.0])?,
        )
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected())
    }

    /// When the process named `process` was last seen alive.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn last_heartbeat(&self, process: &str) -> Result<Option<Timestamp>, StoreError> {
        let at = sqlx::query_as::<_, (i64,)>("SELECT at FROM heartbeats WHERE process = $1")
            .bind(process)
            .fetch_optional(&self.pool)
            .await?;
        Ok(at.map(|(t,)| Timestamp(t)))
    }

    /// Records that the process named `process` is alive at `at`.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn heartbeat(&self, process: &str, at: Timestamp) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query(
            "INSERT INTO heartbeats (process, at) VALUES ($1, $2) \
             ON CONFLICT (process) DO UPDATE SET at = excluded.at",
        )
        .bind(process)
        .bind(at.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// `user`'s vacation in `guild` that is still on, if any.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn open_vacation(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<Vacation>, StoreError> {
        let row = sqlx::query_as::<_, VacationRow>(concat!(
            vacation_columns!(),
            "WHERE guild_id = $1 AND user_id = $2 AND ended_at IS NULL"
        ))
        .bind(guild.to_db())
        .bind(user.to_db())
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(vacation))
    }

    /// `user`'s vacations in `guild` started at or after `since`, oldest first.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn vacations_since(
        &self,
        guild: GuildId,
        user: UserId,
        since: Timestamp,
    ) -> Result<Vec<Vacation>, StoreError> {
        let rows = sqlx::query_as::<_, VacationRow>(concat!(
            vacation_columns!(),
            "WHERE guild_id = $1 AND user_id = $2 AND started_at >= $3 ORDER BY started_at"
        ))
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(since.0)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(vacation).collect())
    }

    /// The vacations still on in the servers in `scope`.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn open_vacations(
        &self,
        scope: impl Into<Scope>,
    ) -> Result<Vec<Vacation>, StoreError> {
        let rows = sqlx::query_as_with::<_, VacationRow, _>(
            concat!(
                vacation_columns!(),
                "WHERE ended_at IS NULL AND ",
                in_scope!("guild_id"),
                " ORDER BY until_at"
            ),
            scoped(scope.into(), &[])?,
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(vacation).collect())
    }

    /// Starts `vacation` (its `ended_at` is ignored).
    ///
    /// # Errors
    /// [`StoreError::Invalid`] when the member is on vacation there already;
    /// [`StoreError::Database`].
    pub async fn start_vacation(&self, vacation: &Vacation) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        if open_in(&mut tx, vacation.guild, vacation.user).await? {
            return Err(StoreError::Invalid(format!(
                "user {} is on vacation in server {} already",
                vacation.user, vacation.guild
            )));
        }
        sqlx::query(
            "INSERT INTO vacations (guild_id, user_id, started_at, until_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(vacation.guild.to_db())
        .bind(vacation.user.to_db())
        .bind(vacation.started_at.0)
        .bind(vacation.until.0)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Ends `user`'s vacation in `guild` at `at` (or at its own end, if that came first); returns
    /// it as ended, or `None` if there was none.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn end_vacation(
        &self,
        guild: GuildId,
        user: UserId,
        at: Timestamp,
    ) -> Result<Option<Vacation>, StoreError> {
        let Some(mut open) = self.open_vacation(guild, user).await? else {
            return Ok(None);
        };
        let ended = if at < open.until { at } else { open.until };
        let _gate = self.gate().await;
        sqlx::query(
            "UPDATE vacations SET ended_at = $1 WHERE guild_id = $2 AND user_id = $3 \
             AND started_at = $4 AND ended_at IS NULL",
        )
        .bind(ended.0)
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(open.started_at.0)
        .execute(&self.pool)
        .await?;
        open.ended_at = Some(ended);
        Ok(Some(open))
    }

    /// The active games `user` plays in, in every server, newest first, at most `limit`; each
    /// rebuilt through the rules (or why it could not be).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn unfinished_games_of(
        &self,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<UnfinishedGame>, StoreError> {
        let ids = sqlx::query_as::<_, (i64,)>(
            "SELECT id FROM games WHERE status = 'active' AND set_aside IS NULL \
             AND (red_user_id = $1 OR blue_user_id = $1) ORDER BY updated_at DESC, id DESC LIMIT $2",
        )
        .bind(user.to_db())
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut games = Vec::with_capacity(ids.len());
        for (id,) in ids {
            match self.load_game(GameId(id)).await {
                Err(StoreError::Database(e)) => return Err(StoreError::Database(e)),
                other => games.push(other),
            }
        }
        Ok(games)
    }
}

async fn open_in(
    tx: &mut sqlx::Transaction<'static, sqlx::Any>,
    guild: GuildId,
    user: UserId,
) -> Result<bool, StoreError> {
    let row = sqlx::query_as::<_, (i64,)>(
        "SELECT started_at FROM vacations WHERE guild_id = $1 AND user_id = $2 AND ended_at IS NULL",
    )
    .bind(guild.to_db())
    .bind(user.to_db())
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.is_some())
}
