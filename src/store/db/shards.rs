//! The store seen from one process of a sharded bot: the open games of the servers whose shards
//! it holds (Discord's formula `(guild_id >> 22) % total`, in SQL that SQLite and PostgreSQL both
//! read, with numbered `$n` parameters). Games without a server (guild 0) are shard 0's.

use super::super::error::StoreError;
use super::games::rebuild_open_games;
use super::{OpenGames, Store};
use crate::shards::ShardSet;
use std::collections::HashMap;

// The shard of a game's server; both engines shift and take the remainder of 64-bit integers
// (the parentheses matter: in SQLite `%` binds tighter than `>>`).
macro_rules! shard_of_guild {
    ($table:literal) => {
        concat!("((", $table, ".guild_id >> 22) % $1)")
    };
}

const OPEN_GAMES_IN_SHARDS: &str = concat!(
    "SELECT ",
    game_columns!(),
    " FROM games g WHERE g.status IN ('challenge', 'active') AND g.set_aside IS NULL AND ",
    shard_of_guild!("g"),
    " BETWEEN $2 AND $3 ORDER BY g.id"
);

const PACKED_MOVES_IN_SHARDS: &str = concat!(
    "SELECT m.game_id, string_agg(CAST(m.ply AS TEXT) || ' ' || m.mv || ' ' || m.seat || ' ' \
     || m.made_by || ' ' || CAST(m.made_at AS TEXT), ',' ORDER BY m.ply) FROM moves m JOIN games g ON g.id = m.game_id \
     WHERE g.status IN ('challenge', 'active') AND g.set_aside IS NULL AND ",
    shard_of_guild!("g"),
    " BETWEEN $2 AND $3 GROUP BY m.game_id"
);

impl Store {
    /// The open games (challenges and active games) of the servers on `shards`, each rebuilt
    /// through the rules: what one process of a sharded bot loads on start. Like
    /// [`Store::open_games`], the games that do not load are listed in [`OpenGames::corrupt`].
    ///
    /// # Errors
    /// [`StoreError::Database`] only.
    pub async fn open_games_in_shards(&self, shards: ShardSet) -> Result<OpenGames, StoreError> {
        let (total, first, last) = (
            i64::from(shards.total()),
            i64::from(shards.first()),
            i64::from(shards.last()),
        );
        // One read transaction: the games and their moves come from the same snapshot.
        let mut conn = self.pool.begin().await?;
        let rows = sqlx::query(OPEN_GAMES_IN_SHARDS)
            .bind(total)
            .bind(first)
            .bind(last)
            .fetch_all(&mut *conn)
            .await?;
        let packed: HashMap<i64, String> =
            sqlx::query_as::<_, (i64, String)>(PACKED_MOVES_IN_SHARDS)
                .bind(total)
                .bind(first)
                .bind(last)
                .fetch_all(&mut *conn)
                .await?
                .into_iter()
                .collect();
        conn.commit().await?;
        Ok(rebuild_open_games(rows, packed))
    }
}
