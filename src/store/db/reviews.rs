//! Computer reviews of finished games, kept once computed (`reviews`), and each player's rating
//! history on both ladders read back in time order (for the profile's plot).

use super::super::error::StoreError;
use super::super::types::{GameId, GuildId, Timestamp, UserId};
use super::Store;
use crate::hex::Cell;

/// One position of a reviewed game, as the computer saw it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewedPosition {
    /// Red's chance of winning from here (0 to 1); 1 or 0 once the game is decided.
    pub red_chance: f32,
    /// The stone the computer prefers for the side to move (`None` where nobody is to move).
    pub best: Option<Cell>,
}

/// A stored review: the game's positions, the start first and the final one last.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredReview {
    /// The game reviewed.
    pub game: GameId,
    /// Playouts the search spent on each position.
    pub playouts: u64,
    /// One entry per position: before the first move, after each move.
    pub positions: Vec<ReviewedPosition>,
    /// When it was computed.
    pub created_at: Timestamp,
}

/// One rated game in a player's history: when it ended and the rating after it (`before` is the
/// rating it started from).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    /// When the game was rated.
    pub at: Timestamp,
    /// The rating before the game.
    pub before: f64,
    /// The rating after the game.
    pub after: f64,
}

fn encode(positions: &[ReviewedPosition]) -> String {
    positions
        .iter()
        .map(|p| {
            let best = p.best.map_or_else(|| "-".to_owned(), |c| c.to_string());
            format!("{:.4} {best}", p.red_chance.clamp(0.0, 1.0))
        })
        .collect::<Vec<_>>()
        .join(",")
}

fn decode(game: GameId, text: &str) -> Result<Vec<ReviewedPosition>, StoreError> {
    let corrupt = |detail: String| StoreError::Corrupt { game, detail };
    text.split(',')
        .map(|entry| {
            let (chance, best) = entry
                .split_once(' ')
                .ok_or_else(|| corrupt(format!("review entry {entry:?}")))?;
            let red_chance: f32 = chance
                .parse()
                .ok()
                .filter(|p: &f32| (0.0..=1.0).contains(p))
                .ok_or_else(|| corrupt(format!("review chance {chance:?}")))?;
            let best = match best {
                "-" => None,
                cell => Some(
                    cell.parse::<Cell>()
                        .map_err(|_| corrupt(format!("review cell {cell:?}")))?,
                ),
            };
            Ok(ReviewedPosition { red_chance, best })
        })
        .collect()
}

impl Store {
    /// The stored review of game `game`, if it has been computed.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`] when the stored positions do not parse, [`StoreError::Database`].
    pub async fn review(&self, game: GameId) -> Result<Option<StoredReview>, StoreError> {
        let row = sqlx::query_as::<_, (i64, String, i64)>(
            "SELECT playouts, positions, created_at FROM reviews WHERE game_id = $1",
        )
        .bind(game.0)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|(playouts, positions, at)| {
            Ok(StoredReview {
                game,
                playouts: u64::try_from(playouts).unwrap_or(0),
                positions: decode(game, &positions)?,
                created_at: Timestamp(at),
            })
        })
        .transpose()
    }

    /// Stores a review; a review already stored for the game is kept (a review is computed once).
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for a review without positions, [`StoreError::Database`] (also when
    /// the game does not exist).
    pub async fn save_review(&self, review: &StoredReview) -> Result<(), StoreError> {
        if review.positions.is_empty() || review.playouts == 0 {
            return Err(StoreError::Invalid("a review needs positions".into()));
        }
        let _gate = self.gate().await;
        sqlx::query(
            "INSERT INTO reviews (game_id, playouts, positions, created_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(review.game.0)
        .bind(i64::try_from(review.playouts).unwrap_or(i64::MAX))
        .bind(encode(&review.positions))
        .bind(review.created_at.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// A player's rated games in a guild, oldest first: between players (first) and against the
    /// computer (second).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn rating_history(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<(Vec<RatingPoint>, Vec<RatingPoint>), StoreError> {
        let mut out = [Vec::new(), Vec::new()];
        const QUERIES: [&str; 2] = [
            "SELECT at, rating_before, rating_after FROM rating_history \
             WHERE guild_id = $1 AND user_id = $2 ORDER BY at ASC, game_id ASC",
            "SELECT at, rating_before, rating_after FROM computer_rating_history \
             WHERE guild_id = $1 AND user_id = $2 ORDER BY at ASC, game_id ASC",
        ];
        for (sql, points) in QUERIES.into_iter().zip(&mut out) {
            let rows = sqlx::query_as::<_, (i64, f64, f64)>(sql)
                .bind(guild.to_db())
                .bind(user.to_db())
                .fetch_all(&self.pool)
                .await?;
            *points = rows
                .into_iter()
                .map(|(at, before, after)| RatingPoint {
                    at: Timestamp(at),
                    before,
                    after,
                })
                .collect();
        }
        let [players, computer] = out;
        Ok((players, computer))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_round_trip_through_their_text() {
        let positions = vec![
            ReviewedPosition {
                red_chance: 0.5,
                best: Some("f6".parse().unwrap()),
            },
            ReviewedPosition {
                red_chance: 1.0,
                best: None,
            },
        ];
        let text = encode(&positions);
        assert_eq!(text, "0.5000 f6,1.0000 -");
        assert_eq!(decode(GameId(1), &text).unwrap(), positions);
        assert!(decode(GameId(1), "0.5").is_err());
        assert!(decode(GameId(1), "1.5 -").is_err());
        assert!(decode(GameId(1), "0.5 zz99").is_err());
    }
}
