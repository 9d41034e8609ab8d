//! Queries: a user's recent games, and the ratings (leaderboard, profile) with their reads and
//! writes inside a finishing transaction (which also records each player's rating history). Both
//! ladders (two-player, against the computer) share the page and rank queries ([`Ladder`]).

use super::super::error::StoreError;
use super::super::records::{
    BestWin, GameRecord, LeaderboardEntry, PlayerRating, Profile, Rating, RatingChange,
};
use super::super::types::{GameId, GuildId, Timestamp, UserId};
use super::rows::*;
use super::{Store, to_i64};
use sqlx::AnyConnection;

impl Store {
    /// A user's most recent games in a guild (any status but a pending challenge), newest first.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::Database`].
    pub async fn recent_games(
        &self,
        guild: GuildId,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<GameRecord>, StoreError> {
        fetch_records(
            sqlx::query_as::<_, GameRow>(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE guild_id = $1 AND (red_user_id = $2 OR blue_user_id = $3) \
                 AND status IN ('active', 'finished', 'aborted') \
                 ORDER BY updated_at DESC, id DESC LIMIT $4"
            ))
            .bind(guild.to_db())
            .bind(user.to_db())
            .bind(user.to_db())
            .bind(to_i64(limit))
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// A guild's most recent games that were played (active, finished or aborted), newest first.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::Database`].
    pub async fn guild_recent_games(
        &self,
        guild: GuildId,
        limit: u32,
    ) -> Result<Vec<GameRecord>, StoreError> {
        fetch_records(
            sqlx::query_as::<_, GameRow>(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE guild_id = $1 AND status IN ('active', 'finished', 'aborted') \
                 ORDER BY updated_at DESC, id DESC LIMIT $2"
            ))
            .bind(guild.to_db())
            .bind(to_i64(limit))
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// The user's latest game against the computer in this guild (that was played, not just
    /// offered), for "first move: alternate".
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::Database`].
    pub async fn last_computer_game(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<GameRecord>, StoreError> {
        let row = sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE guild_id = $1 \
             AND ((red_user_id = $2 AND blue_level IS NOT NULL) \
               OR (blue_user_id = $3 AND red_level IS NOT NULL)) \
             AND status IN ('active', 'finished', 'aborted') \
             ORDER BY created_at DESC, id DESC LIMIT 1"
        ))
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(user.to_db())
        .fetch_optional(&self.pool)
        .await?;
        row.map(GameRow::into_record).transpose()
    }

    // ---------------------------------------------------------------- ratings

    /// Number of players on a guild's leaderboard (for paging).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn leaderboard_len(&self, guild: GuildId) -> Result<u32, StoreError> {
        ladder_len(self, Ladder::Players, guild).await
    }

    /// A page of a guild's leaderboard: players with a rated game, ordered by conservative rating
    /// (rating − 2·deviation), then more games, then user id; provisional under
    /// [`PROVISIONAL_GAMES`](crate::store::PROVISIONAL_GAMES) rated games.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn leaderboard(
        &self,
        guild: GuildId,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<LeaderboardEntry>, StoreError> {
        ladder_page(self, Ladder::Players, guild, offset, limit).await
    }

    /// A user's profile in a guild: rating, record, streak, place, best win, and their record
    /// against the computer.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn profile(&self, guild: GuildId, user: UserId) -> Result<Profile, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let rating = fetch_rating(&mut conn, Ladder::Players, guild, user).await?;
        let rank = ladder_rank(&mut conn, Ladder::Players, &rating).await?;
        let computer = fetch_rating(&mut conn, Ladder::Computer, guild, user).await?;
        let computer_rank = ladder_rank(&mut conn, Ladder::Computer, &computer).await?;
        let best = sqlx::query_as::<_, (i64, i64, f64, i64)>(
            "SELECT game_id, opponent_id, opponent_rating, at FROM rating_history \
             WHERE guild_id = $1 AND user_id = $2 AND won = TRUE \
             ORDER BY opponent_rating DESC, at ASC LIMIT 1",
        )
        .bind(guild.to_db())
        .bind(user.to_db())
        .fetch_optional(&mut *conn)
        .await?;
        let (computer_wins, computer_losses) = sqlx::query_as::<_, (i64, i64)>(
            "SELECT \
               COALESCE(SUM(CASE WHEN (red_user_id = $1 AND winner_seat = 'red') \
                 OR (blue_user_id = $2 AND winner_seat = 'blue') THEN 1 ELSE 0 END), 0), \
               COALESCE(SUM(CASE WHEN (red_user_id = $3 AND winner_seat = 'blue') \
                 OR (blue_user_id = $4 AND winner_seat = 'red') THEN 1 ELSE 0 END), 0) \
             FROM games WHERE guild_id = $5 AND status = 'finished' \
             AND ((red_user_id = $6 AND blue_level IS NOT NULL) \
               OR (blue_user_id = $7 AND red_level IS NOT NULL))",
        )
        .bind(user.to_db())
        .bind(user.to_db())
        .bind(user.to_db())
        .bind(user.to_db())
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(user.to_db())
        .fetch_one(&mut *conn)
        .await?;
        Ok(Profile {
            provisional: rating.provisional(),
            rating,
            rank,
            computer,
            computer_rank,
            best_win: best.map(|(game, opponent, opponent_rating, at)| BestWin {
                game: GameId(game),
                opponent: UserId::from_db(opponent),
                opponent_rating,
                at: Timestamp(at),
            }),
            computer_wins: u32::try_from(computer_wins).unwrap_or(0),
            computer_losses: u32::try_from(computer_losses).unwrap_or(0),
        })
    }
}

/// The three ladders of a guild, each a table of the same columns: two-player games (`ratings`),
/// games against the computer (`computer_ratings`) and puzzles (`puzzle_player_ratings`).
#[derive(Clone, Copy)]
pub(super) enum Ladder {
    Players,
    Computer,
    /// Puzzles: a rated attempt is a game against the puzzle (`puzzle_player_ratings`).
    Puzzles,
}

// A ladder's queries, for one table (static SQL: the table name is one of two literals).
macro_rules! ladder_sql {
    ($table:literal) => {
        LadderSql {
            len: concat!("SELECT COUNT(*) FROM ", $table, " WHERE guild_id = $1"),
            page: concat!(
                "SELECT guild_id, user_id, rating, deviation, volatility, games, wins, losses, \
                 streak, updated_at FROM ",
                $table,
                " WHERE guild_id = $1 \
                 ORDER BY rating - 2 * deviation DESC, games DESC, user_id ASC LIMIT $2 OFFSET $3"
            ),
            fetch: concat!(
                "SELECT guild_id, user_id, rating, deviation, volatility, games, wins, losses, \
                 streak, updated_at FROM ",
                $table,
                " WHERE guild_id = $1 AND user_id = $2"
            ),
            save: concat!(
                "INSERT INTO ",
                $table,
                " (guild_id, user_id, rating, deviation, volatility, games, wins, losses, streak, \
                 updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
                 ON CONFLICT (guild_id, user_id) DO UPDATE SET rating = excluded.rating, \
                 deviation = excluded.deviation, volatility = excluded.volatility, \
                 games = excluded.games, wins = excluded.wins, losses = excluded.losses, \
                 streak = excluded.streak, updated_at = excluded.updated_at"
            ),
            rank: concat!(
                "SELECT COUNT(*) FROM ",
                $table,
                " o, ",
                $table,
                " me WHERE me.guild_id = $1 AND me.user_id = $2 AND o.guild_id = me.guild_id AND ( \
                   o.rating - 2 * o.deviation > me.rating - 2 * me.deviation \
                   OR (o.rating - 2 * o.deviation = me.rating - 2 * me.deviation AND ( \
                     o.games > me.games OR (o.games = me.games AND o.user_id < me.user_id))))"
            ),
        }
    };
}

struct LadderSql {
    len: &'static str,
    page: &'static str,
    fetch: &'static str,
    save: &'static str,
    rank: &'static str,
}

impl Ladder {
    const fn sql(self) -> LadderSql {
        match self {
            Self::Players => ladder_sql!("ratings"),
            Self::Computer => ladder_sql!("computer_ratings"),
            Self::Puzzles => ladder_sql!("puzzle_player_ratings"),
        }
    }
}

pub(super) async fn ladder_len(
    store: &Store,
    ladder: Ladder,
    guild: GuildId,
) -> Result<u32, StoreError> {
    let n = sqlx::query_scalar::<_, i64>(ladder.sql().len)
        .bind(guild.to_db())
        .fetch_one(&store.pool)
        .await?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

pub(super) async fn ladder_page(
    store: &Store,
    ladder: Ladder,
    guild: GuildId,
    offset: u32,
    limit: u32,
) -> Result<Vec<LeaderboardEntry>, StoreError> {
    let rows = sqlx::query_as::<_, RatingRow>(ladder.sql().page)
        .bind(guild.to_db())
        .bind(to_i64(limit))
        .bind(to_i64(offset))
        .fetch_all(&store.pool)
        .await?;
    Ok(rows
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            let player = r.into_rating();
            LeaderboardEntry {
                rank: offset + u32::try_from(i).unwrap_or(u32::MAX - offset) + 1,
                conservative: player.rating.conservative(),
                provisional: player.provisional(),
                player,
            }
        })
        .collect())
}

/// A player's place on a ladder (`None` before their first rated game on it).
pub(super) async fn ladder_rank(
    conn: &mut AnyConnection,
    ladder: Ladder,
    me: &PlayerRating,
) -> Result<Option<u32>, StoreError> {
    if me.games == 0 {
        return Ok(None);
    }
    let ahead = sqlx::query_scalar::<_, i64>(ladder.sql().rank)
        .bind(me.guild.to_db())
        .bind(me.user.to_db())
        .fetch_one(&mut *conn)
        .await?;
    Ok(Some(u32::try_from(ahead).unwrap_or(u32::MAX - 1) + 1))
}

/// A user's standing on `ladder` in `guild` (a fresh one if they have played no rated game there).
pub(super) async fn fetch_rating(
    conn: &mut AnyConnection,
    ladder: Ladder,
    guild: GuildId,
    user: UserId,
) -> Result<PlayerRating, StoreError> {
    let row = sqlx::query_as::<_, RatingRow>(ladder.sql().fetch)
        .bind(guild.to_db())
        .bind(user.to_db())
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.map_or_else(|| PlayerRating::new(guild, user), RatingRow::into_rating))
}

/// Stores `me`'s standing on `ladder` after one more rated game (`won` or lost), rated `after`:
/// games, wins or losses and the streak move on by one.
pub(super) async fn save_standing(
    conn: &mut AnyConnection,
    ladder: Ladder,
    me: &PlayerRating,
    after: Rating,
    won: bool,
    at: Timestamp,
) -> Result<(), StoreError> {
    let streak = match (won, me.streak) {
        (true, s) if s > 0 => s.saturating_add(1),
        (true, _) => 1,
        (false, s) if s < 0 => s.saturating_sub(1),
        (false, _) => -1,
    };
    sqlx::query(ladder.sql().save)
        .bind(me.guild.to_db())
        .bind(me.user.to_db())
        .bind(after.rating)
        .bind(after.deviation)
        .bind(after.volatility)
        .bind(i64::from(me.games) + 1)
        .bind(i64::from(me.wins) + i64::from(won))
        .bind(i64::from(me.losses) + i64::from(!won))
        .bind(i64::from(streak))
        .bind(at.0)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

pub(super) async fn store_rating(
    conn: &mut AnyConnection,
    game: GameId,
    me: &PlayerRating,
    change: &RatingChange,
    opponent: &PlayerRating,
    at: Timestamp,
) -> Result<(), StoreError> {
    save_standing(conn, Ladder::Players, me, change.after, change.won, at).await?;
    sqlx::query(
        "INSERT INTO rating_history (game_id, guild_id, user_id, opponent_id, won, rating_before, \
         deviation_before, rating_after, deviation_after, opponent_rating, at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(game.0)
    .bind(me.guild.to_db())
    .bind(me.user.to_db())
    .bind(opponent.user.to_db())
    .bind(change.won)
    .bind(change.before.rating)
    .bind(change.before.deviation)
    .bind(change.after.rating)
    .bind(change.after.deviation)
    .bind(opponent.rating.rating)
    .bind(at.0)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
