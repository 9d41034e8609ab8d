//! Analysis boards (`analysis_boards`): opened, read, changed against their revision, and
//! forgotten past the number a player keeps.

use super::super::analysis::{BoardId, StoredBoard};
use super::super::error::StoreError;
use super::super::types::{GuildId, Timestamp, UserId};
use super::Store;

type Row = (i64, i64, i64, String, i64, i64, i64, i64);

fn board(row: Row) -> StoredBoard {
    let (id, user, guild, tree, node, revision, created, updated) = row;
    StoredBoard {
        id: BoardId(id),
        user: UserId::from_db(user),
        guild: GuildId::from_db(guild),
        tree,
        node: u32::try_from(node).unwrap_or(0),
        revision,
        created_at: Timestamp(created),
        updated_at: Timestamp(updated),
    }
}

/// The columns of a board, in [`Row`]'s order.
macro_rules! columns {
    () => {
        "id, user_id, guild_id, tree, node, revision, created_at, updated_at"
    };
}

impl Store {
    /// Opens a board for `user` showing `node` of `tree`, and forgets their boards beyond the
    /// `keep` most recently used (the new one among them).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn open_board(
        &self,
        user: UserId,
        guild: GuildId,
        tree: &str,
        node: u32,
        keep: u32,
        at: Timestamp,
    ) -> Result<StoredBoard, StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.pool.begin().await?;
        let id = sqlx::query_scalar::<_, i64>(
            "INSERT INTO analysis_boards (user_id, guild_id, tree, node, revision, created_at, \
             updated_at) VALUES ($1, $2, $3, $4, 0, $5, $5) RETURNING id",
        )
        .bind(user.to_db())
        .bind(guild.to_db())
        .bind(tree)
        .bind(i64::from(node))
        .bind(at.0)
        .fetch_one(&mut *tx)
        .await?;
        sqlx::query(
            "DELETE FROM analysis_boards WHERE user_id = $1 AND id NOT IN (SELECT id FROM \
             analysis_boards WHERE user_id = $1 ORDER BY updated_at DESC, id DESC LIMIT $2)",
        )
        .bind(user.to_db())
        .bind(i64::from(keep.max(1)))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(StoredBoard {
            id: BoardId(id),
            user,
            guild,
            tree: tree.to_owned(),
            node,
            revision: 0,
            created_at: at,
            updated_at: at,
        })
    }

    /// Board `id`, if it is still kept.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn board(&self, id: BoardId) -> Result<Option<StoredBoard>, StoreError> {
        let row = sqlx::query_as::<_, Row>(concat!(
            "SELECT ",
            columns!(),
            " FROM analysis_boards WHERE id = $1"
        ))
        .bind(id.0)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(board))
    }

    /// `user`'s boards, the most recently used first.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn boards_of(&self, user: UserId) -> Result<Vec<StoredBoard>, StoreError> {
        let rows = sqlx::query_as::<_, Row>(concat!(
            "SELECT ",
            columns!(),
            " FROM analysis_boards WHERE user_id = $1 ORDER BY updated_at DESC, id DESC"
        ))
        .bind(user.to_db())
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(board).collect())
    }

    /// Stores a change of board `id` made from its revision `revision`: `false` (nothing
    /// stored) when the board is gone or changed since (another press came first).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn change_board(
        &self,
        id: BoardId,
        revision: i64,
        tree: &str,
        node: u32,
        at: Timestamp,
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        let done = sqlx::query(
            "UPDATE analysis_boards SET tree = $1, node = $2, revision = revision + 1, \
             updated_at = $3 WHERE id = $4 AND revision = $5",
        )
        .bind(tree)
        .bind(i64::from(node))
        .bind(at.0)
        .bind(id.0)
        .bind(revision)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}
