//! The store seen from one process: the open games of its [`Scope`] — the servers whose shards it
//! holds (Discord's formula `(guild_id >> 22) % total`, in SQL that SQLite and PostgreSQL both
//! read, with numbered `$n` parameters), never the terminal's server 0; or, for `hexbot local`,
//! server 0 alone.

use super::super::error::StoreError;
use super::games::rebuild_open_games;
use super::{OpenGames, Store, scoped};
use crate::shards::Scope;
use std::collections::HashMap;

const OPEN_GAMES_IN_SCOPE: &str = concat!(
    "SELECT ",
    game_columns!(),
    " FROM games g WHERE g.status IN ('challenge', 'active') AND g.set_aside IS NULL AND ",
    in_scope!("g.guild_id"),
    " ORDER BY g.id"
);

const PACKED_MOVES_IN_SCOPE: &str = concat!(
    "SELECT m.game_id, string_agg(CAST(m.ply AS TEXT) || ' ' || m.mv || ' ' || m.seat || ' ' \
     || m.made_by || ' ' || CAST(m.made_at AS TEXT), ',' ORDER BY m.ply) FROM moves m JOIN games g ON g.id = m.game_id \
     WHERE g.status IN ('challenge', 'active') AND g.set_aside IS NULL AND ",
    in_scope!("g.guild_id"),
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
        let scope = scope.into();
        // One read transaction: the games and their moves come from the same snapshot.
        let mut conn = self.pool.begin().await?;
        let rows = sqlx::query_with(OPEN_GAMES_IN_SCOPE, scoped(scope, &[])?)
            .fetch_all(&mut *conn)
            .await?;
        let packed: HashMap<i64, String> =
            sqlx::query_as_with::<_, (i64, String), _>(PACKED_MOVES_IN_SCOPE, scoped(scope, &[])?)
                .fetch_all(&mut *conn)
                .await?
                .into_iter()
                .collect();
        conn.commit().await?;
        Ok(rebuild_open_games(rows, packed))
    }
}
