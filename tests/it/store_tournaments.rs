//! Tournaments in the store, on SQLite and PostgreSQL: a round trip, players joining and
//! leaving within the rules, the start and each round stored exactly once, each board's game
//! created exactly once, results read from the games, forfeits, withdrawals and the end; the
//! edition of the Dutch rules kept, the 2017 one for tournaments stored before the choice.

use crate::store::{
    Db, GUILD, T0, on_each_backend, open, play, raw, red_wins_down_column_a, two_player,
};
use hexbot::hex::{BoardSize, Color, Settings, SwapRule, Variant};
use hexbot::store::{
    Backend, ChannelId, Finish, Forfeit, JoinOutcome, NewBoard, NewTournament, ResultReason, Seat,
    Store, Timestamp, TournamentFormat, TournamentId, TournamentStatus, UserId,
};
use hexbot::tournament::DutchRules;
use std::time::Duration;

on_each_backend!(
    a_tournament_round_trips_with_its_players_and_boards,
    players_join_within_the_rules_and_nothing_else_is_stored,
    the_start_and_each_round_are_stored_exactly_once,
    each_board_gets_exactly_one_game_and_its_result_comes_from_it,
    forfeits_withdrawals_and_the_end_are_stored_once,
    the_dutch_rules_are_kept_and_older_tournaments_have_the_2017_ones,
);

fn new_tournament(format: TournamentFormat, max_players: u32) -> NewTournament {
    NewTournament {
        guild: GUILD,
        channel: ChannelId(500),
        name: "Winter Cup ⬡".into(),
        format,
        rounds: 3,
        rules: DutchRules::Fide2017,
        settings: Settings {
            size: BoardSize::new(9).unwrap(),
            variant: Variant::Rex,
            swap: SwapRule::Seat,
        },
        turn_timer: Some(Duration::from_secs(86_400)),
        rated: true,
        max_players,
        created_by: UserId(1),
        created_at: T0,
    }
}

async fn with_players(store: &Store, format: TournamentFormat, players: u64) -> TournamentId {
    let id = store
        .create_tournament(&new_tournament(format, 64))
        .await
        .unwrap();
    for user in 1..=players {
        let at = Timestamp(T0.0 + i64::try_from(user).unwrap());
        let joined = store.join_tournament(id, UserId(user), at).await.unwrap();
        assert_eq!(joined, JoinOutcome::Joined(u32::try_from(user).unwrap()));
    }
    id
}

fn game(board: u32, white: u32, black: u32) -> NewBoard {
    NewBoard {
        board,
        white,
        black: Some(black),
        forfeit: None,
    }
}

fn seeds(players: u32) -> Vec<(UserId, u32, Option<i64>)> {
    (1..=players)
        .map(|n| (UserId(u64::from(n)), n, (n % 2 == 1).then_some(1500)))
        .collect()
}

async fn a_tournament_round_trips_with_its_players_and_boards(backend: Backend) {
    let db = Db::new(backend).await;
    let id = {
        let store = open(&db).await;
        let id = with_players(&store, TournamentFormat::Swiss, 3).await;
        let round1 = [
            game(1, 1, 2),
            NewBoard {
                board: 2,
                white: 3,
                black: None,
                forfeit: None,
            },
        ];
        assert!(
            store
                .start_tournament(id, 2, &seeds(3), &round1)
                .await
                .unwrap()
        );
        store
            .set_tournament_announcement(id, u64::MAX - 5)
            .await
            .unwrap();
        store.close().await;
        id
    };
    let store = open(&db).await;
    let stored = store.load_tournament(id).await.unwrap().expect("stored");
    let mut expected = new_tournament(TournamentFormat::Swiss, 64);
    expected.rounds = 2;
    assert_eq!(stored.record.new, expected);
    assert_eq!(stored.record.status, TournamentStatus::Running);
    assert_eq!(stored.record.current_round, 1);
    assert_eq!(stored.record.announcement, Some(u64::MAX - 5));
    let users: Vec<u64> = stored.entrants.iter().map(|e| e.user.0).collect();
    assert_eq!(users, vec![1, 2, 3]);
    assert_eq!(stored.entrants[1].seed, Some(2));
    assert_eq!(stored.entrants[0].rating, Some(1500));
    assert_eq!(stored.entrants[1].rating, None);
    assert_eq!(stored.boards.len(), 2);
    assert_eq!(stored.boards[1].new.black, None);
    assert!(
        stored
            .boards
            .iter()
            .all(|b| b.round == 1 && b.game.is_none())
    );
    assert_eq!(store.load_tournament(TournamentId(99)).await.unwrap(), None);
    let running = store.running_tournaments().await.unwrap();
    assert_eq!(running.len(), 1);
    let open_here = store
        .tournaments_in(
            GUILD,
            &[TournamentStatus::Signup, TournamentStatus::Running],
        )
        .await
        .unwrap();
    assert_eq!(open_here.len(), 1);
}

async fn players_join_within_the_rules_and_nothing_else_is_stored(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let id = store
        .create_tournament(&new_tournament(TournamentFormat::Knockout, 2))
        .await
        .unwrap();
    let join = |user: u64| store.join_tournament(id, UserId(user), T0);
    assert_eq!(join(1).await.unwrap(), JoinOutcome::Joined(1));
    assert_eq!(join(1).await.unwrap(), JoinOutcome::Already);
    assert_eq!(join(2).await.unwrap(), JoinOutcome::Joined(2));
    assert_eq!(join(3).await.unwrap(), JoinOutcome::Full);
    assert!(store.leave_tournament(id, UserId(2)).await.unwrap());
    assert!(!store.leave_tournament(id, UserId(2)).await.unwrap());
    assert_eq!(join(3).await.unwrap(), JoinOutcome::Joined(2));
    assert!(
        store
            .start_tournament(id, 1, &seeds(0), &[game(1, 1, 2)])
            .await
            .unwrap()
    );
    assert_eq!(join(4).await.unwrap(), JoinOutcome::NotOpen);
    assert!(!store.leave_tournament(id, UserId(1)).await.unwrap());
    assert_eq!(
        store
            .join_tournament(TournamentId(77), UserId(1), T0)
            .await
            .unwrap(),
        JoinOutcome::NotOpen
    );
    let pool = raw(&db).await;
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM tournament_entrants")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(rows, 2);
}

async fn the_start_and_each_round_are_stored_exactly_once(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let id = with_players(&store, TournamentFormat::RoundRobin, 4).await;
    let round1 = [game(1, 1, 4), game(2, 2, 3)];
    assert!(
        store
            .start_tournament(id, 3, &seeds(4), &round1)
            .await
            .unwrap()
    );
    assert!(
        !store
            .start_tournament(id, 3, &seeds(4), &round1)
            .await
            .unwrap()
    );
    let round2 = [game(1, 4, 3), game(2, 1, 2)];
    // Two attempts at round 2 (a restart, a second process): one stores it.
    let other = [game(1, 2, 4), game(2, 3, 1)];
    let (a, b) = tokio::join!(
        store.pair_round(id, 2, &round2),
        store.pair_round(id, 2, &other)
    );
    assert!(a.unwrap() ^ b.unwrap());
    // Round 4 before round 3: refused.
    assert!(!store.pair_round(id, 4, &round2).await.unwrap());
    let stored = store.load_tournament(id).await.unwrap().unwrap();
    assert_eq!(stored.record.current_round, 2);
    assert_eq!(stored.boards.len(), 4);
    assert!(store.cancel_tournament(id, T0).await.unwrap());
    assert!(!store.pair_round(id, 3, &round2).await.unwrap());
    assert!(!store.cancel_tournament(id, T0).await.unwrap());
    assert!(!store.finish_tournament(id, T0).await.unwrap());
}

async fn each_board_gets_exactly_one_game_and_its_result_comes_from_it(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let id = with_players(&store, TournamentFormat::Knockout, 2).await;
    assert!(
        store
            .start_tournament(id, 1, &seeds(2), &[game(1, 1, 2)])
            .await
            .unwrap()
    );
    let mut new = two_player(901, UserId(1), UserId(2), SwapRule::Off);
    new.thread = Some(ChannelId(902));
    let (first, made) = store.create_tournament_game(id, 1, 1, &new).await.unwrap();
    assert!(made);
    let mut again = new.clone();
    again.thread = Some(ChannelId(903));
    let (second, made) = store
        .create_tournament_game(id, 1, 1, &again)
        .await
        .unwrap();
    assert_eq!((second, made), (first, false));
    assert!(
        store
            .create_tournament_game(id, 1, 2, &again)
            .await
            .is_err()
    );
    let pool = raw(&db).await;
    let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(games, 1);
    assert_eq!(
        store.tournament_of_game(first).await.unwrap(),
        Some((id, 1, 1))
    );

    let moves = red_wins_down_column_a();
    let (last, rest) = moves.split_last().unwrap();
    play(&store, first, rest).await;
    let finish = Finish {
        winner: Some(Color::Red),
        reason: ResultReason::Connection,
        rated: true,
        at: T0,
    };
    store
        .finish_game(
            first,
            Some(&crate::store::new_move(rest.len(), *last, Seat::Red)),
            &finish,
        )
        .await
        .unwrap();
    let stored = store.load_tournament(id).await.unwrap().unwrap();
    assert_eq!(stored.boards[0].game, Some(first));
    assert_eq!(stored.boards[0].winner, Some(Seat::Red));
    assert!(store.finish_tournament(id, T0).await.unwrap());
    let stored = store.load_tournament(id).await.unwrap().unwrap();
    assert_eq!(stored.record.status, TournamentStatus::Finished);
    assert_eq!(stored.record.finished_at, Some(T0));
}

async fn forfeits_withdrawals_and_the_end_are_stored_once(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let id = with_players(&store, TournamentFormat::Swiss, 4).await;
    let round1 = [game(1, 1, 3), game(2, 4, 2)];
    assert!(
        store
            .start_tournament(id, 3, &seeds(4), &round1)
            .await
            .unwrap()
    );
    assert!(store.withdraw_entrant(id, UserId(2), 1).await.unwrap());
    assert!(!store.withdraw_entrant(id, UserId(2), 2).await.unwrap());
    assert!(!store.withdraw_entrant(id, UserId(9), 1).await.unwrap());
    assert!(store.set_forfeit(id, 1, 2, Forfeit::White).await.unwrap());
    assert!(!store.set_forfeit(id, 1, 2, Forfeit::Black).await.unwrap());
    let round2 = [NewBoard {
        board: 1,
        white: 2,
        black: Some(3),
        forfeit: Some(Forfeit::Black),
    }];
    assert!(store.pair_round(id, 2, &round2).await.unwrap());
    let stored = store.load_tournament(id).await.unwrap().unwrap();
    assert_eq!(stored.entrants[1].withdrawn_after, Some(1));
    assert_eq!(stored.boards[1].new.forfeit, Some(Forfeit::White));
    assert_eq!(stored.boards[2].new.forfeit, Some(Forfeit::Black));
    assert!(
        store
            .finish_tournament(id, Timestamp(T0.0 + 5))
            .await
            .unwrap()
    );
    assert!(!store.cancel_tournament(id, T0).await.unwrap());
}

async fn the_dutch_rules_are_kept_and_older_tournaments_have_the_2017_ones(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    for rules in DutchRules::ALL {
        let new = NewTournament {
            rules,
            ..new_tournament(TournamentFormat::Swiss, 8)
        };
        let id = store.create_tournament(&new).await.unwrap();
        let stored = store.load_tournament(id).await.unwrap().unwrap();
        assert_eq!(stored.record.new.rules, rules);
    }
    // A row written before the rules were stored, as the version before wrote it.
    let pool = raw(&db).await;
    sqlx::query(
        "INSERT INTO tournaments (guild_id, channel_id, name, format, rounds, size, variant, swap, \
         rated, max_players, status, current_round, created_by, created_at) \
         VALUES (100, 500, 'Old Cup', 'swiss', 3, 9, 'hex', 'off', 1, 64, 'running', 1, 1, 0)",
    )
    .execute(&pool)
    .await
    .unwrap();
    let id: i64 = sqlx::query_scalar("SELECT id FROM tournaments WHERE name = 'Old Cup'")
        .fetch_one(&pool)
        .await
        .unwrap();
    let old = store
        .load_tournament(TournamentId(id))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(old.record.new.rules, DutchRules::Fide2017);
    // A value no edition has is refused by the table itself.
    let bad = sqlx::query("UPDATE tournaments SET rules = 2019 WHERE name = 'Old Cup'")
        .execute(&pool)
        .await;
    assert!(bad.is_err());
}
