//! Puzzles' queries: a player's open attempt (one per server), the stones played into it
//! (optimistically, like a game's moves: the row changes only if it still holds what the caller
//! read), its end, and the ratings an attempt changes — the player's on the server's puzzle
//! ladder and the puzzle's own — in the same transaction as the end (or the hint) that
//! changes them, at most once per attempt.

use super::super::error::StoreError;
use super::super::puzzles::{
    AttemptId, PuzzleAttempt, PuzzleRating, PuzzleRatingChange, starting_puzzle_rating,
};
use super::super::ratings;
use super::super::records::{LeaderboardEntry, PlayerRating, Rating};
use super::super::types::{GuildId, Timestamp, UserId};
use super::Store;
use super::queries::{Ladder, fetch_rating, ladder_len, ladder_page, ladder_rank, save_standing};
use sqlx::{AnyConnection, FromRow};

// The columns of `puzzle_attempts`, in `AttemptRow`'s order, for `concat!` into static SQL.
macro_rules! attempt_columns {
    () => {
        "SELECT id, guild_id, user_id, puzzle, started_at, moves, \
         CAST(hinted AS INTEGER) AS hinted, CAST(rated AS INTEGER) AS rated, rated_at, result, daily \
         FROM puzzle_attempts WHERE "
    };
}

// The open attempt `$1` if it still holds the stones `$2`.
const LOCK_OPEN: &str = concat!(
    attempt_columns!(),
    "id = $1 AND result IS NULL AND moves = $2"
);

#[derive(FromRow)]
struct AttemptRow {
    id: i64,
    guild_id: i64,
    user_id: i64,
    puzzle: i64,
    started_at: i64,
    moves: String,
    hinted: i64,
    rated: i64,
    rated_at: Option<i64>,
    result: Option<String>,
    daily: Option<i64>,
}

impl AttemptRow {
    fn into_attempt(self) -> PuzzleAttempt {
        PuzzleAttempt {
            id: AttemptId(self.id),
            guild: GuildId::from_db(self.guild_id),
            user: UserId::from_db(self.user_id),
            puzzle: u32::try_from(self.puzzle).unwrap_or(0),
            started_at: Timestamp(self.started_at),
            moves: self.moves.split_whitespace().map(str::to_owned).collect(),
            hinted: self.hinted != 0,
            rated: self.rated != 0,
            rating_done: self.rated_at.is_some(),
            solved: self.result.map(|r| r == "solved"),
            daily: self.daily,
        }
    }
}

/// What the end of an attempt (or its hint) asks of the store.
#[derive(Clone, Copy, Debug)]
pub struct AttemptEnd<'a> {
    /// The attempt.
    pub id: AttemptId,
    /// Its stones as the caller read them: nothing changes if they are no longer these.
    pub moves_before: &'a [String],
    /// Its stones now.
    pub moves: &'a [String],
    /// Whether it counts as solved for the ratings (a hint counts as not solved).
    pub solved: bool,
    /// The puzzle's starting rating in the library (its rating until someone tried it).
    pub starting_rating: u16,
    /// When.
    pub at: Timestamp,
}

impl Store {
    /// `user`'s open puzzle in `guild`, if any.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn open_puzzle(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<PuzzleAttempt>, StoreError> {
        let row = sqlx::query_as::<_, AttemptRow>(concat!(
            attempt_columns!(),
            "guild_id = $1 AND user_id = $2 AND result IS NULL"
        ))
        .bind(guild.to_db())
        .bind(user.to_db())
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(AttemptRow::into_attempt))
    }

    /// The attempt `id`, open or ended.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn puzzle_attempt(&self, id: AttemptId) -> Result<Option<PuzzleAttempt>, StoreError> {
        let row = sqlx::query_as::<_, AttemptRow>(concat!(attempt_columns!(), "id = $1"))
            .bind(id.0)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(AttemptRow::into_attempt))
    }

    /// The puzzles `user` has opened in `guild`, each with when they last opened it.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn puzzles_tried(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Vec<(u32, Timestamp)>, StoreError> {
        let rows = sqlx::query_as::<_, (i64, i64)>(
            "SELECT puzzle, MAX(started_at) FROM puzzle_attempts \
             WHERE guild_id = $1 AND user_id = $2 GROUP BY puzzle",
        )
        .bind(guild.to_db())
        .bind(user.to_db())
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(p, at)| Some((u32::try_from(p).ok()?, Timestamp(at))))
            .collect())
    }

    /// Puzzle `puzzle`'s rating now, if someone has tried it (else it keeps its starting
    /// rating).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn puzzle_rating(&self, puzzle: u32) -> Result<Option<Rating>, StoreError> {
        let row = sqlx::query_as::<_, (f64, f64, f64)>(
            "SELECT rating, deviation, volatility FROM puzzle_ratings WHERE puzzle = $1",
        )
        .bind(i64::from(puzzle))
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(rating, deviation, volatility)| Rating {
            rating,
            deviation,
            volatility,
        }))
    }

    /// The puzzles someone has tried, with their ratings now (the others keep their starting
    /// rating).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn puzzle_ratings(&self) -> Result<Vec<PuzzleRating>, StoreError> {
        let rows = sqlx::query_as::<_, (i64, f64, f64, f64, i64, i64)>(
            "SELECT puzzle, rating, deviation, volatility, attempts, solved FROM puzzle_ratings",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(p, rating, deviation, volatility, attempts, solved)| {
                Some(PuzzleRating {
                    puzzle: u32::try_from(p).ok()?,
                    rating: Rating {
                        rating,
                        deviation,
                        volatility,
                    },
                    attempts: u32::try_from(attempts).unwrap_or(0),
                    solved: u32::try_from(solved).unwrap_or(0),
                })
            })
            .collect())
    }

    /// Opens puzzle `puzzle` for `user` in `guild` (`rated`: their first attempt at it there;
    /// `daily`: the day whose daily puzzle it is). `None` when they already have one open
    /// (nothing is stored).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn start_puzzle(
        &self,
        guild: GuildId,
        user: UserId,
        puzzle: u32,
        rated: bool,
        daily: Option<i64>,
        at: Timestamp,
    ) -> Result<Option<PuzzleAttempt>, StoreError> {
        let _gate = self.gate().await;
        let inserted = sqlx::query_scalar::<_, i64>(
            "INSERT INTO puzzle_attempts (guild_id, user_id, puzzle, started_at, moves, hinted, \
             rated, daily) VALUES ($1, $2, $3, $4, '', FALSE, $5, $6) RETURNING id",
        )
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(i64::from(puzzle))
        .bind(at.0)
        .bind(rated)
        .bind(daily)
        .fetch_one(&self.pool)
        .await;
        match inserted {
            Ok(id) => Ok(Some(PuzzleAttempt {
                id: AttemptId(id),
                guild,
                user,
                puzzle,
                started_at: at,
                moves: Vec::new(),
                hinted: false,
                rated,
                rating_done: false,
                solved: None,
                daily,
            })),
            Err(e) if super::unique_violation(&e) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Records stones played into the open attempt `id`: `false` (nothing stored) when it is
    /// no longer open or no longer holds `before` (another press came first).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn puzzle_moved(
        &self,
        id: AttemptId,
        before: &[String],
        moves: &[String],
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        let done = sqlx::query(
            "UPDATE puzzle_attempts SET moves = $1 WHERE id = $2 AND result IS NULL AND moves = $3",
        )
        .bind(moves.join(" "))
        .bind(id.0)
        .bind(before.join(" "))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Ends the open attempt (solved or not) with its last stones, and rates it if it counts and
    /// was not rated yet. `None` when it is no longer open or no longer holds `moves_before`
    /// (nothing stored); else the rating change, if any.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn finish_puzzle(
        &self,
        end: AttemptEnd<'_>,
    ) -> Result<Option<Option<PuzzleRatingChange>>, StoreError> {
        self.change_attempt(end, true).await
    }

    /// The hint of the open attempt: marks it hinted and, if it counts and was not rated yet,
    /// rates it as not solved (the hint costs what a failure would). `None` as for
    /// [`Store::finish_puzzle`].
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn hint_puzzle(
        &self,
        end: AttemptEnd<'_>,
    ) -> Result<Option<Option<PuzzleRatingChange>>, StoreError> {
        self.change_attempt(
            AttemptEnd {
                solved: false,
                ..end
            },
            false,
        )
        .await
    }

    async fn change_attempt(
        &self,
        end: AttemptEnd<'_>,
        finish: bool,
    ) -> Result<Option<Option<PuzzleRatingChange>>, StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        let lock = match self.backend {
            // SQLite's `BEGIN IMMEDIATE` already holds the file.
            super::Backend::Sqlite => LOCK_OPEN,
            super::Backend::Postgres => concat!(
                attempt_columns!(),
                "id = $1 AND result IS NULL AND moves = $2 FOR UPDATE"
            ),
        };
        let Some(row) = sqlx::query_as::<_, AttemptRow>(lock)
            .bind(end.id.0)
            .bind(end.moves_before.join(" "))
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(None);
        };
        let attempt = row.into_attempt();
        let change = if attempt.rated && !attempt.rating_done {
            Some(rate_attempt(&mut tx, &attempt, end).await?)
        } else {
            None
        };
        let result = match (finish, end.solved) {
            (false, _) => None,
            (true, true) => Some("solved"),
            (true, false) => Some("failed"),
        };
        sqlx::query(
            "UPDATE puzzle_attempts SET moves = $1, hinted = (hinted OR $2), result = $3, \
             finished_at = $4, rated_at = COALESCE(rated_at, $5), \
             rating_before = COALESCE(rating_before, $6), rating_after = COALESCE(rating_after, $7) \
             WHERE id = $8",
        )
        .bind(end.moves.join(" "))
        .bind(!finish)
        .bind(result)
        .bind(finish.then_some(end.at.0))
        .bind(change.map(|_| end.at.0))
        .bind(change.map(|c| c.before.rating))
        .bind(change.map(|c| c.after.rating))
        .bind(end.id.0)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Some(change))
    }

    /// `user`'s puzzle standing in `guild` (a fresh one before their first rated attempt) and
    /// their place on the server's puzzle ladder.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn puzzle_standing(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<(PlayerRating, Option<u32>), StoreError> {
        let mut conn = self.pool.acquire().await?;
        let me = fetch_rating(&mut conn, Ladder::Puzzles, guild, user).await?;
        let rank = ladder_rank(&mut conn, Ladder::Puzzles, &me).await?;
        Ok((me, rank))
    }

    /// Number of players on a guild's puzzle ladder (for paging).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn puzzle_leaderboard_len(&self, guild: GuildId) -> Result<u32, StoreError> {
        ladder_len(self, Ladder::Puzzles, guild).await
    }

    /// A page of a guild's puzzle ladder, ordered as the other leaderboards are.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn puzzle_leaderboard(
        &self,
        guild: GuildId,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<LeaderboardEntry>, StoreError> {
        ladder_page(self, Ladder::Puzzles, guild, offset, limit).await
    }
}

/// Rates `attempt` (a game between the player and the puzzle) and stores both new ratings.
async fn rate_attempt(
    conn: &mut AnyConnection,
    attempt: &PuzzleAttempt,
    end: AttemptEnd<'_>,
) -> Result<PuzzleRatingChange, StoreError> {
    let me = fetch_rating(conn, Ladder::Puzzles, attempt.guild, attempt.user).await?;
    let stored = sqlx::query_as::<_, (f64, f64, f64, i64, i64)>(
        "SELECT rating, deviation, volatility, attempts, solved FROM puzzle_ratings \
         WHERE puzzle = $1",
    )
    .bind(i64::from(attempt.puzzle))
    .fetch_optional(&mut *conn)
    .await?;
    let (puzzle_before, attempts, solved) = match stored {
        Some((rating, deviation, volatility, attempts, solved)) => (
            Rating {
                rating,
                deviation,
                volatility,
            },
            attempts,
            solved,
        ),
        None => (starting_puzzle_rating(end.starting_rating), 0, 0),
    };
    let (after, puzzle_after) = ratings::rate(me.rating, puzzle_before, end.solved);
    save_standing(conn, Ladder::Puzzles, &me, after, end.solved, end.at).await?;
    sqlx::query(
        "INSERT INTO puzzle_ratings (puzzle, rating, deviation, volatility, attempts, solved, \
         updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7) \
         ON CONFLICT (puzzle) DO UPDATE SET rating = excluded.rating, \
         deviation = excluded.deviation, volatility = excluded.volatility, \
         attempts = excluded.attempts, solved = excluded.solved, updated_at = excluded.updated_at",
    )
    .bind(i64::from(attempt.puzzle))
    .bind(puzzle_after.rating)
    .bind(puzzle_after.deviation)
    .bind(puzzle_after.volatility)
    .bind(attempts + 1)
    .bind(solved + i64::from(end.solved))
    .bind(end.at.0)
    .execute(&mut *conn)
    .await?;
    Ok(PuzzleRatingChange {
        before: me.rating,
        after,
        puzzle_before,
        puzzle_after,
    })
}
