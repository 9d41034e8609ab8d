//! Counts of open games the service's limits are checked against: games against the computer
//! (per user, per server) and challenges waiting for an answer (per challenger); and a new game
//! stored only while it stays within such limits, counted in the transaction that stores it, so
//! that two requests at once cannot both take the last place.

use super::super::error::StoreError;
use super::super::limit::Limit;
use super::super::records::NewGame;
use super::super::types::{GameId, GuildId, UserId};
use super::advisory::{GUILD_COUNTS, USER_COUNTS, fold};
use super::games::insert_game;
use super::{Backend, Store};
use sqlx::AnyConnection;

impl Store {
    /// How many active games against the computer `user` plays, in any server.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn open_computer_games_of(&self, user: UserId) -> Result<u32, StoreError> {
        let mut conn = self.pool.acquire().await?;
        computer_games_of(&mut conn, user).await
    }

    /// How many active games against the computer are played in `guild`.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn open_computer_games_in(&self, guild: GuildId) -> Result<u32, StoreError> {
        let mut conn = self.pool.acquire().await?;
        computer_games_in(&mut conn, guild).await
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
        let mut conn = self.pool.acquire().await?;
        challenges_by(&mut conn, guild, user).await
    }

    /// Stores a new game as [`Store::create_game`] does, if it stays within `limits`: the open
    /// games each limit counts are counted in the transaction that stores it, while no other
    /// writer can add one (SQLite: the file's write lock, taken first; PostgreSQL: a lock per
    /// player and per server, held until the transaction ends), so two requests at once never
    /// both take the last place.
    ///
    /// # Errors
    /// [`StoreError::LimitReached`] naming the first limit the game would pass (nothing is
    /// stored); [`StoreError::Invalid`] for a limit about a player the game does not have (a
    /// computer game's human, a challenge's challenger); otherwise as [`Store::create_game`].
    pub async fn create_game_within(
        &self,
        new: &NewGame,
        limits: &[Limit],
    ) -> Result<GameId, StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        if self.backend == Backend::Postgres {
            lock_counted(&mut tx, new, limits).await?;
        }
        for &limit in limits {
            let (open, max) = match limit {
                Limit::ComputerGamesPerUser(max) => {
                    (computer_games_of(&mut tx, human(new)?).await?, max)
                }
                Limit::ComputerGamesPerServer(max) => {
                    (computer_games_in(&mut tx, new.guild).await?, max)
                }
                Limit::ChallengesPerUser(max) => {
                    let challenger = new.challenger.ok_or_else(|| no_player("challenger"))?;
                    (challenges_by(&mut tx, new.guild, challenger).await?, max)
                }
            };
            if open >= max {
                return Err(StoreError::LimitReached(limit));
            }
        }
        let id = insert_game(&mut tx, new).await?;
        tx.commit().await?;
        Ok(id)
    }
}

/// The human player of a new game against the computer.
fn human(new: &NewGame) -> Result<UserId, StoreError> {
    new.red
        .user()
        .or(new.blue.user())
        .ok_or_else(|| no_player("human player"))
}

fn no_player(who: &str) -> StoreError {
    StoreError::Invalid(format!(
        "a limit per player, for a new game without a {who}"
    ))
}

/// PostgreSQL: takes the transaction's locks on what `limits` count (the player, then the
/// server: always in that order, so two transactions never wait for each other in a circle),
/// so that whoever counts next waits until this game is stored or given up. SQLite needs none:
/// its write transaction holds the whole file.
async fn lock_counted(
    conn: &mut AnyConnection,
    new: &NewGame,
    limits: &[Limit],
) -> Result<(), StoreError> {
    let mut keys = Vec::new();
    for &limit in limits {
        let key = match limit {
            Limit::ComputerGamesPerUser(_) => (USER_COUNTS, fold(human(new)?.0)),
            Limit::ChallengesPerUser(_) => (
                USER_COUNTS,
                fold(new.challenger.ok_or_else(|| no_player("challenger"))?.0),
            ),
            Limit::ComputerGamesPerServer(_) => (GUILD_COUNTS, fold(new.guild.0)),
        };
        keys.push(key);
    }
    keys.sort_unstable();
    keys.dedup();
    for (class, key) in keys {
        sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM (SELECT pg_advisory_xact_lock($1, $2)) AS counted",
        )
        .bind(class)
        .bind(key)
        .fetch_one(&mut *conn)
        .await?;
    }
    Ok(())
}

async fn computer_games_of(conn: &mut AnyConnection, user: UserId) -> Result<u32, StoreError> {
    let (n,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM games WHERE status = 'active' \
         AND ((red_user_id = $1 AND blue_level IS NOT NULL) \
           OR (blue_user_id = $2 AND red_level IS NOT NULL))",
    )
    .bind(user.to_db())
    .bind(user.to_db())
    .fetch_one(conn)
    .await?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

async fn computer_games_in(conn: &mut AnyConnection, guild: GuildId) -> Result<u32, StoreError> {
    let (n,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM games WHERE status = 'active' AND guild_id = $1 \
         AND (red_level IS NOT NULL OR blue_level IS NOT NULL)",
    )
    .bind(guild.to_db())
    .fetch_one(conn)
    .await?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

async fn challenges_by(
    conn: &mut AnyConnection,
    guild: GuildId,
    user: UserId,
) -> Result<u32, StoreError> {
    let (n,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM games WHERE status = 'challenge' AND guild_id = $1 \
         AND challenger_id = $2",
    )
    .bind(guild.to_db())
    .bind(user.to_db())
    .fetch_one(conn)
    .await?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}
