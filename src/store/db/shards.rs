//! The store seen from one process: the open games of its [`Scope`] — the servers whose shards it
//! holds (Discord's formula `(guild_id >> 22) % total`, in SQL that SQLite and PostgreSQL both
//! read, with numbered `$n` parameters), never the terminal's server 0; or, for `hexbot local`,
//! server 0 alone.

use super::super::error::StoreError;
use super::games::rebuild_open_games;
use super::{OpenGames, Store, bounds};
use crate::shards::Scope;
use std::collections::HashMap;

// A game's server is in the scope: its shard (both engines shift and take the remainder of
// 64-bit integers; the parentheses matter: in SQLite `%` binds tighter than `>>`) is between $2
// and $3 of $1, and its id between $4 and $5 (`Scope::shard_range`, `Scope::guild_range`).
macro_rules! in_scope {
    ($table:literal) => {
        concat!(
            "((",
            $table,
            ".guild_id >> 22) % $1) BETWEEN $2 AND $3 AND ",
            $table,
            ".guild_id BETWEEN $4 AND $5"
        )
    };
}

const OPEN_GAMES_IN_SCOPE: &str = concat!(
    "SELECT ",
    game_columns!(),
    " FROM games g WHERE g.status IN ('challenge', 'active') AND g.set_aside IS NULL AND ",
    in_scope!("g"),
    " ORDER BY g.id"
);

const PACKED_MOVES_IN_SCOPE: &str = concat!(
    "SELECT m.game_id, string_agg(CAST(m.ply AS TEXT) || ' ' || m.mv || ' ' || m.seat || ' ' \
     || m.made_by || ' ' || CAST(m.made_at AS TEXT), ',' ORDER BY m.ply) FROM moves m JOIN games g ON g.id = m.game_id \
     WHERE g.status IN ('challenge', 'active') AND g.set_aside IS NULL AND ",
    in_scope!("g"),
    " GROUP BY m.game_id"
);

impl Store {
    /// The open games (challenges and active games) of the servers in `scope`, each rebuilt
    /// through the rules: what a process loads on start. Like [`Store::open_games`], the games
    /// that do not load are listed in [`OpenGames::corrupt`].
    ///
    /// # Errors
    /// [`StoreError::Database`] only.
    pub async fn open_games_in(&self, scope: impl Into<Scope>) -> Result<OpenGames, StoreError> {
        let [total, first, last, low, high] = bounds(scope.into());
        // One read transaction: the games and their moves come from the same snapshot.
        let mut conn = self.pool.begin().await?;
        let rows = sqlx::query(OPEN_GAMES_IN_SCOPE)
            .bind(total)
            .bind(first)
            .bind(last)
            .bind(low)
            .bind(high)
            .fetch_all(&mut *conn)
            .await?;
        let packed: HashMap<i64, String> =
            sqlx::query_as::<_, (i64, String)>(PACKED_MOVES_IN_SCOPE)
                .bind(total)
                .bind(first)
                .bind(last)
                .bind(low)
                .bind(high)
                .fetch_all(&mut *conn)
                .await?
                .into_iter()
                .collect();
        conn.commit().await?;
        Ok(rebuild_open_games(rows, packed))
    }
}
