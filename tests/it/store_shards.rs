//! The store seen by one process of a sharded bot: the open games of the servers on its shards
//! (Discord's formula `(guild_id >> 22) % total`), no more and no fewer, with their moves; never
//! the terminal's (server 0), which are `hexbot local`'s alone.

use hexbot::hex::{BoardSize, Cell, Move, Settings, SwapRule, Variant};
use hexbot::orientation::Orientation;
use hexbot::shards::{Scope, ShardSet};
use hexbot::store::{
    ChannelId, Finish, GameId, GameStatus, GuildId, MadeBy, NewGame, NewMove, Player, ResultReason,
    Seat, Store, Timestamp, UserId,
};
use std::collections::BTreeSet;

const T0: Timestamp = Timestamp(1_700_000_000_000);

fn game_in(guild: u64, channel: u64, status: GameStatus) -> NewGame {
    NewGame {
        guild: GuildId(guild),
        channel: ChannelId(channel),
        thread: None,
        red: Player::Human(UserId(1)),
        blue: Player::Human(UserId(2)),
        challenger: Some(UserId(1)),
        settings: Settings {
            size: BoardSize::new(7).unwrap(),
            variant: Variant::Hex,
            swap: SwapRule::Off,
        },
        turn_timer: None,
        status,
        rated: true,
        ai_seed: 7,
        created_at: T0,
        deadline: None,
        orientation: Orientation::Normal,
    }
}

/// A server on shard `shard` of `total` (the `n`th such).
fn guild_on(shard: u64, total: u64, n: u64) -> u64 {
    ((1000 + n) * total + shard) << 22 | 5
}

async fn ids(store: &Store, scope: impl Into<Scope>) -> BTreeSet<GameId> {
    let open = store.open_games_in(scope).await.expect("query");
    assert!(open.corrupt.is_empty(), "{:?}", open.corrupt);
    open.games.iter().map(|g| g.record.id).collect()
}

#[tokio::test]
async fn a_process_loads_the_open_games_of_its_shards_servers_only() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_path(dir.path().join("hexbot.db"))
        .await
        .unwrap();
    let mut by_shard: Vec<BTreeSet<GameId>> = vec![BTreeSet::new(); 4];
    let mut channel = 10;
    for shard in 0..4u64 {
        for n in 0..2 {
            channel += 1;
            let guild = guild_on(shard, 4, n);
            let status = if n == 0 {
                GameStatus::Active
            } else {
                GameStatus::Challenge
            };
            let id = store
                .create_game(&game_in(guild, channel, status))
                .await
                .unwrap();
            by_shard[shard as usize].insert(id);
            if status == GameStatus::Active {
                let mv = NewMove {
                    ply: 0,
                    mv: Move::Place(Cell::parse("a1", BoardSize::new(7).unwrap()).unwrap()),
                    seat: Seat::Red,
                    made_by: MadeBy::Player,
                    at: T0,
                    deadline: None,
                    clock_left: None,
                };
                store.append_move(id, &mv).await.unwrap();
            }
        }
        // A finished game is nobody's to resume.
        channel += 1;
        let done = store
            .create_game(&game_in(guild_on(shard, 4, 9), channel, GameStatus::Active))
            .await
            .unwrap();
        let finish = Finish {
            winner: None,
            reason: ResultReason::Abort,
            rated: false,
            at: T0,
        };
        store.finish_game(done, None, &finish).await.unwrap();
    }
    // The terminal's server (guild 0): `hexbot local`'s alone, no shard's.
    let local = store
        .create_game(&game_in(0, 999, GameStatus::Challenge))
        .await
        .unwrap();

    let every: BTreeSet<GameId> = by_shard.iter().flatten().copied().collect();
    let all = store.open_games().await.unwrap();
    let mut with_local = every.clone();
    with_local.insert(local);
    assert_eq!(
        all.games
            .iter()
            .map(|g| g.record.id)
            .collect::<BTreeSet<_>>(),
        with_local
    );
    assert_eq!(ids(&store, Scope::Local).await, BTreeSet::from([local]));
    assert_eq!(ids(&store, ShardSet::ALL).await, every);
    assert_eq!(ids(&store, ShardSet::every(4).unwrap()).await, every);
    for (shard, expected) in by_shard.iter().enumerate() {
        let one = ShardSet::new(shard as u32, shard as u32, 4).unwrap();
        assert_eq!(&ids(&store, one).await, expected, "shard {shard}");
    }
    let low = ShardSet::parse("0-1", 4).unwrap();
    let expected: BTreeSet<GameId> = by_shard[0].union(&by_shard[1]).copied().collect();
    assert_eq!(ids(&store, low).await, expected);

    // The moves come with the games, replayed.
    let open = store.open_games_in(low).await.unwrap();
    for g in &open.games {
        let moves = usize::from(g.record.status == GameStatus::Active);
        assert_eq!(g.moves.len(), moves, "{:?}", g.record);
        assert_eq!(g.game.moves().len(), moves);
        assert!(low.owns(g.record.guild.0));
    }
}
