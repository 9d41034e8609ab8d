//! Analysis boards in the store, on SQLite and PostgreSQL: opened, read back across a restart,
//! changed only from the revision read (of two racing changes exactly one is stored), and
//! forgotten past the number a player keeps, the least recently used first.

use crate::store::{Db, T0, on_each_backend, open};
use hexbot::store::{Backend, BoardId, GuildId, Timestamp, UserId};

on_each_backend!(
    a_board_round_trips_and_changes_only_from_the_revision_read,
    a_player_keeps_a_bounded_number_of_boards_the_least_recently_used_forgotten,
);

const ANN: UserId = UserId(7);
const GUILD: GuildId = GuildId(100);

async fn a_board_round_trips_and_changes_only_from_the_revision_read(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let tree = "(;FF[4]GM[11]SZ[9];B[e5];W[d4])";
    let board = store.open_board(ANN, GUILD, tree, 2, 20, T0).await.unwrap();
    assert_eq!((board.revision, board.node), (0, 2));
    store.close().await;
    let store = open(&db).await;
    let read = store
        .board(board.id)
        .await
        .unwrap()
        .expect("kept across a restart");
    assert_eq!(read, board);
    // Two changes from revision 0: the first is stored, the second refused, nothing lost.
    let later = Timestamp(T0.0 + 1_000);
    let first = "(;FF[4]GM[11]SZ[9];B[e5];W[d4];B[c3])";
    assert!(
        store
            .change_board(board.id, 0, first, 3, later)
            .await
            .unwrap()
    );
    assert!(
        !store
            .change_board(board.id, 0, "(;FF[4]GM[11]SZ[9])", 0, later)
            .await
            .unwrap()
    );
    let read = store.board(board.id).await.unwrap().unwrap();
    assert_eq!(
        (read.tree.as_str(), read.node, read.revision),
        (first, 3, 1)
    );
    assert_eq!(read.updated_at, later);
    assert_eq!(store.board(BoardId(board.id.0 + 1000)).await.unwrap(), None);
    store.close().await;
}

async fn a_player_keeps_a_bounded_number_of_boards_the_least_recently_used_forgotten(
    backend: Backend,
) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let tree = "(;FF[4]GM[11]SZ[7])";
    let mut ids = Vec::new();
    for i in 0..3 {
        let at = Timestamp(T0.0 + i * 1_000);
        ids.push(
            store
                .open_board(ANN, GUILD, tree, 0, 3, at)
                .await
                .unwrap()
                .id,
        );
    }
    // The first board is used again: the second is now the least recently used.
    let later = Timestamp(T0.0 + 10_000);
    assert!(store.change_board(ids[0], 0, tree, 0, later).await.unwrap());
    let fourth = store
        .open_board(ANN, GUILD, tree, 0, 3, Timestamp(T0.0 + 20_000))
        .await
        .unwrap();
    let kept: Vec<BoardId> = store
        .boards_of(ANN)
        .await
        .unwrap()
        .iter()
        .map(|b| b.id)
        .collect();
    assert_eq!(kept, vec![fourth.id, ids[0], ids[2]]);
    assert_eq!(store.board(ids[1]).await.unwrap(), None);
    // Another player's boards are their own.
    store
        .open_board(UserId(8), GUILD, tree, 0, 1, later)
        .await
        .unwrap();
    assert_eq!(store.boards_of(ANN).await.unwrap().len(), 3);
    store.close().await;
}
