//! The computer ladder: each player's rating per guild from their rated games against the
//! computer, kept apart from the two-player ratings. A level's rating is fixed
//! ([`crate::level::Level::rating`]); only the human's moves, by the same Glicko-2 update as the
//! two-player ladder, inside the transaction that finishes the game.

use super::super::error::StoreError;
use super::super::ratings;
use super::super::records::{LeaderboardEntry, Rating, RatingChange};
use super::super::types::{GameId, GuildId, Level, Seat, Timestamp, UserId};
use super::Store;
use super::queries::{Ladder, fetch_rating, ladder_len, ladder_page, save_standing};
use crate::level::LEVEL_DEVIATION;
use sqlx::AnyConnection;

impl Store {
    /// Number of players on a guild's computer ladder (for paging).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn computer_leaderboard_len(&self, guild: GuildId) -> Result<u32, StoreError> {
        ladder_len(self, Ladder::Computer, guild).await
    }

    /// A page of a guild's computer ladder, ordered as the two-player leaderboard is.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn computer_leaderboard(
        &self,
        guild: GuildId,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<LeaderboardEntry>, StoreError> {
        ladder_page(self, Ladder::Computer, guild, offset, limit).await
    }
}

/// The computer level's fixed rating as a Glicko-2 opponent.
pub(super) fn level_rating(level: Level) -> Rating {
    Rating {
        rating: level.rating(),
        deviation: LEVEL_DEVIATION,
        volatility: Rating::INITIAL.volatility,
    }
}

/// Rates game `game` for `user` (in `seat`) against the computer at `level` and stores the new
/// standing and its history row; called inside the finishing transaction.
pub(super) async fn rate_against_computer(
    conn: &mut AnyConnection,
    game: GameId,
    guild: GuildId,
    (user, seat): (UserId, Seat),
    level: Level,
    won: bool,
    at: Timestamp,
) -> Result<RatingChange, StoreError> {
    let me = fetch_rating(conn, Ladder::Computer, guild, user).await?;
    let computer = level_rating(level);
    let (after, _) = ratings::rate(me.rating, computer, won);
    save_standing(conn, Ladder::Computer, &me, after, won, at).await?;
    sqlx::query(
        "INSERT INTO computer_rating_history (game_id, guild_id, user_id, level, won, \
         rating_before, deviation_before, rating_after, deviation_after, level_rating, at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(game.0)
    .bind(guild.to_db())
    .bind(user.to_db())
    .bind(level.name())
    .bind(won)
    .bind(me.rating.rating)
    .bind(me.rating.deviation)
    .bind(after.rating)
    .bind(after.deviation)
    .bind(computer.rating)
    .bind(at.0)
    .execute(&mut *conn)
    .await?;
    Ok(RatingChange {
        user,
        seat,
        won,
        before: me.rating,
        after,
    })
}
