//! The openings players chose: the first moves of the finished games of a server and of one
//! player anywhere, for the analysis board's opening explorer.

use super::super::error::StoreError;
use super::super::types::{GuildId, UserId};
use super::Store;
use crate::hex::{Color, Settings};

/// A finished game's first moves (as stored: `e5`, `swap`) and the colour that won on its
/// final board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The first moves, in order.
    pub moves: Vec<String>,
    /// The colour that won on the final board.
    pub winner: Color,
}

impl Store {
    /// The first `depth` moves of the `games` most recent finished games (with a winner) played
    /// with `settings` in `guild` or by `user` anywhere, newest first.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn openings(
        &self,
        guild: GuildId,
        user: UserId,
        settings: Settings,
        depth: u32,
        games: u32,
    ) -> Result<Vec<Opening>, StoreError> {
        let rows = sqlx::query_as::<_, (i64, String, i64, String)>(
            "SELECT g.id, g.winner, m.ply, m.mv FROM moves m JOIN (SELECT id, winner FROM games \
             WHERE status = 'finished' AND winner IS NOT NULL AND size = $1 AND variant = $2 \
             AND swap = $3 AND (guild_id = $4 OR red_user_id = $5 OR blue_user_id = $5) \
             ORDER BY id DESC LIMIT $6) g ON g.id = m.game_id WHERE m.ply < $7 \
             ORDER BY g.id DESC, m.ply",
        )
        .bind(i64::from(settings.size.get()))
        .bind(settings.variant.name())
        .bind(settings.swap.name())
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(i64::from(games))
        .bind(i64::from(depth))
        .fetch_all(&self.pool)
        .await?;
        let mut out: Vec<(i64, Opening)> = Vec::new();
        for (id, winner, _, mv) in rows {
            let winner = if winner == "red" {
                Color::Red
            } else {
                Color::Blue
            };
            match out.last_mut() {
                Some((last, opening)) if *last == id => opening.moves.push(mv),
                _ => out.push((
                    id,
                    Opening {
                        moves: vec![mv],
                        winner,
                    },
                )),
            }
        }
        Ok(out.into_iter().map(|(_, o)| o).collect())
    }
}
