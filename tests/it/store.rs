//! The store against real databases, each test on SQLite (a file in a temporary directory) and
//! on PostgreSQL (a fresh database, when one is configured: `support::db`): migrations, round trips across a
//! restart, racing appends, atomic finishing, corrupted rows, ratings and the service's queries.

use crate::support::db::{TestDatabase, fresh_database};
use hexbot::hex::{BoardSize, Cell, Color, Game, Move, Settings, SwapRule, Variant};
use hexbot::orientation::Orientation;
use hexbot::store::Backend;
use hexbot::store::{
    ChannelId, Finish, GameId, GameStatus, GuildId, Level, Limit, MadeBy, NewGame, NewMove, Player,
    ResultReason, Seat, Store, StoreError, Timestamp, UserId,
};
use sqlx::AnyPool;
use sqlx::any::AnyPoolOptions;
use std::time::Duration;
use tempfile::TempDir;

pub(crate) const GUILD: GuildId = GuildId(100);
const ALICE: UserId = UserId(1);
const BOB: UserId = UserId(2);
pub(crate) const T0: Timestamp = Timestamp(1_700_000_000_000);

/// A fresh database on one backend for one test (a file in a temporary directory, or a new
/// PostgreSQL database dropped after the test).
pub(crate) struct Db {
    database: TestDatabase,
    dir: TempDir,
}

impl Db {
    pub(crate) async fn new(backend: Backend) -> Self {
        let dir = TempDir::new().unwrap();
        let database = fresh_database(backend, dir.path()).await;
        Self { database, dir }
    }

    fn backend(&self) -> Backend {
        self.database.backend
    }
}

pub(crate) async fn open(db: &Db) -> Store {
    Store::open(&db.database.url).await.expect("store opens")
}

/// A second, raw connection to the same database, for what the store itself never does (inspect
/// its tables, corrupt a row, install a failing trigger).
pub(crate) async fn raw(db: &Db) -> AnyPool {
    sqlx::any::install_default_drivers();
    AnyPoolOptions::new()
        .max_connections(1)
        .connect(&db.database.url)
        .await
        .expect("raw connection")
}

// Each test below runs once per backend: `store::NAME::sqlite` and `store::NAME::postgres` (the
// latter passes at once when no PostgreSQL is configured, and fails when one is required but
// missing: see `support::db`).
macro_rules! on_each_backend {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            use hexbot::store::Backend;

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$name(Backend::Sqlite).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                if crate::support::db::postgres_server().is_some() {
                    super::$name(Backend::Postgres).await;
                }
            }
        }
    )*};
}
pub(crate) use on_each_backend;

on_each_backend!(
    migrations_apply_to_an_empty_file_and_are_idempotent_on_restart,
    display_names_survive_reopening_and_the_newest_sighting_wins,
    a_game_round_trips_across_closing_and_reopening_the_pool,
    racing_appends_of_one_ply_let_exactly_one_succeed,
    a_failure_while_finishing_leaves_nothing_partial,
    a_corrupted_move_row_is_a_clear_error_naming_the_game,
    the_leaderboard_orders_by_conservative_rating_and_marks_provisional_players,
    a_channel_or_thread_holds_at_most_one_open_game,
    challenges_are_listed_expire_and_are_accepted_once,
    games_against_the_computer_count_on_the_computer_ladder_only_and_are_remembered,
    finishing_checks_the_result_against_the_moves_and_credits_the_swapped_seat,
    an_abort_or_a_timeout_claim_ends_the_game_as_told,
    games_are_imported_with_their_moves_all_or_nothing,
    racing_new_games_never_pass_a_limit_together,
);

fn settings(size: u32, swap: SwapRule) -> Settings {
    Settings {
        size: BoardSize::new(size).unwrap(),
        variant: Variant::Hex,
        swap,
    }
}

pub(crate) fn two_player(channel: u64, red: UserId, blue: UserId, swap: SwapRule) -> NewGame {
    NewGame {
        guild: GUILD,
        channel: ChannelId(channel),
        thread: None,
        red: Player::Human(red),
        blue: Player::Human(blue),
        challenger: Some(red),
        settings: settings(7, swap),
        turn_timer: None,
        status: GameStatus::Active,
        rated: true,
        ai_seed: 42,
        created_at: T0,
        deadline: None,
        orientation: Orientation::Normal,
    }
}

pub(crate) fn new_move(ply: usize, mv: Move, seat: Seat) -> NewMove {
    NewMove {
        ply: u32::try_from(ply).unwrap(),
        mv,
        seat,
        made_by: MadeBy::Player,
        at: Timestamp(T0.0 + 1000 * i64::try_from(ply).unwrap()),
        deadline: None,
        clock_left: None,
    }
}

/// The moves of a 7×7 game without swap in which Red walks down column a (a1..a7) and Blue down
/// column g: Red connects with its 7th stone, the 13th move.
pub(crate) fn red_wins_down_column_a() -> Vec<Move> {
    let mut moves = Vec::new();
    for row in 0..7u8 {
        moves.push(Move::Place(Cell::new(0, row)));
        if row < 6 {
            moves.push(Move::Place(Cell::new(6, row)));
        }
    }
    moves
}

/// Appends `moves` to a game as the players of the seats to move, checking each on a `Game` as the
/// service would.
pub(crate) async fn play(store: &Store, id: GameId, moves: &[Move]) -> Game {
    let mut stored = store.load_game(id).await.unwrap();
    for &mv in moves {
        let seat = stored.seat_to_move();
        let ply = stored.game.ply();
        stored.game.play(mv).unwrap();
        store
            .append_move(id, &new_move(ply, mv, seat))
            .await
            .unwrap();
    }
    stored.game
}

/// Plays a full rated game between `winner` (Red) and `loser` (Blue) and finishes it.
async fn rated_win(store: &Store, channel: u64, winner: UserId, loser: UserId) {
    let id = store
        .create_game(&two_player(channel, winner, loser, SwapRule::Off))
        .await
        .unwrap();
    let moves = red_wins_down_column_a();
    let (last, rest) = moves.split_last().unwrap();
    play(store, id, rest).await;
    let finish = Finish {
        winner: Some(Color::Red),
        reason: ResultReason::Connection,
        rated: true,
        at: Timestamp(T0.0 + 60_000 * i64::try_from(channel).unwrap()),
    };
    store
        .finish_game(id, Some(&new_move(rest.len(), *last, Seat::Red)), &finish)
        .await
        .unwrap();
}

async fn migrations_apply_to_an_empty_file_and_are_idempotent_on_restart(backend: Backend) {
    let db = Db::new(backend).await;
    let file = db.dir.path().join("hexbot.db");
    assert!(!file.exists());
    for _ in 0..3 {
        let store = open(&db).await;
        assert!(store.open_games().await.unwrap().games.is_empty());
        store.close().await;
    }
    assert_eq!(file.exists(), db.backend() == Backend::Sqlite);
    let pool = raw(&db).await;
    let applied: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations")
        .fetch_one(&pool)
        .await
        .unwrap();
    // One row per file in migrations/BACKEND/, the same versions on both backends.
    let versions = |backend: Backend| {
        let dir = format!(
            "{}/migrations/{}",
            env!("CARGO_MANIFEST_DIR"),
            backend.name()
        );
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".sql"))
            .collect();
        names.sort();
        names
    };
    let files = versions(db.backend());
    assert_eq!(files, versions(Backend::Sqlite));
    assert_eq!(files, versions(Backend::Postgres));
    assert_eq!(applied, i64::try_from(files.len()).unwrap());
    if db.backend() == Backend::Sqlite {
        let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
            .fetch_one(&pool)
            .await
            .unwrap();
        assert_eq!(mode, "wal");
    }
}

async fn display_names_survive_reopening_and_the_newest_sighting_wins(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    assert!(store.user_names().await.unwrap().is_empty());
    let ann = UserId(100);
    store
        .set_user_name(ann, "Ann", Timestamp(10))
        .await
        .unwrap();
    store
        .set_user_name(ann, "Annie", Timestamp(20))
        .await
        .unwrap();
    // A late write of an older sighting does not win.
    store
        .set_user_name(ann, "Old Ann", Timestamp(15))
        .await
        .unwrap();
    store
        .set_user_name(UserId(101), "Bob", Timestamp(10))
        .await
        .unwrap();
    store.close().await;
    let store = open(&db).await;
    let mut names = store.user_names().await.unwrap();
    names.sort();
    assert_eq!(
        names,
        vec![(ann, "Annie".to_owned()), (UserId(101), "Bob".to_owned())]
    );
}

async fn a_game_round_trips_across_closing_and_reopening_the_pool(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let deadline = Timestamp(T0.0 + 30_000);
    let new = NewGame {
        guild: GUILD,
        channel: ChannelId(7),
        thread: Some(ChannelId(8)),
        red: Player::Human(ALICE),
        blue: Player::Computer(Level::Hard),
        challenger: None,
        settings: Settings {
            size: BoardSize::new(11).unwrap(),
            variant: Variant::Rex,
            swap: SwapRule::Seat,
        },
        turn_timer: Some(Duration::from_secs(30)),
        status: GameStatus::Active,
        rated: false,
        ai_seed: u64::MAX - 5,
        orientation: Orientation::Rotated,
        created_at: T0,
        deadline: Some(deadline),
    };
    let id = store.create_game(&new).await.unwrap();
    let mut game = Game::new(new.settings);
    let texts = ["f6", "swap", "c3", "d9", "resign"];
    for (ply, text) in texts.iter().take(4).enumerate() {
        let mv = game.parse_move(text).unwrap();
        let seat = Seat::holding(game.to_move(), game.seats_swapped());
        game.play(mv).unwrap();
        let made_by = if ply == 2 {
            MadeBy::Computer
        } else {
            MadeBy::Player
        };
        let mut m = new_move(ply, mv, seat);
        m.made_by = made_by;
        m.deadline = Some(Timestamp(deadline.0 + i64::try_from(ply).unwrap()));
        store.append_move(id, &m).await.unwrap();
    }
    store.close().await;
    drop(store);

    let store = open(&db).await;
    let loaded = store.load_game(id).await.unwrap();
    assert_eq!(loaded.game, game);
    assert_eq!(loaded.game.to_move(), game.to_move());
    assert!(loaded.game.seats_swapped());
    // After the seat swap Alice (Red seat) holds Blue and moved next; with four moves made it is
    // Blue's turn again, hers.
    assert_eq!(loaded.game.to_move(), Color::Blue);
    assert_eq!(loaded.seat_to_move(), Seat::Red);
    assert_eq!(loaded.player_to_move(), Player::Human(ALICE));
    assert_eq!(loaded.color_of(Seat::Red), Color::Blue);
    let r = &loaded.record;
    assert_eq!(r.turn_timer, Some(Duration::from_secs(30)));
    assert_eq!(r.deadline, Some(Timestamp(deadline.0 + 3)));
    assert_eq!(r.ai_seed, u64::MAX - 5);
    assert_eq!(
        (r.channel, r.thread, r.place()),
        (ChannelId(7), Some(ChannelId(8)), ChannelId(8))
    );
    assert_eq!(r.settings, new.settings);
    assert_eq!(r.status, GameStatus::Active);
    assert_eq!(loaded.moves.len(), 4);
    assert_eq!(loaded.moves[2].made_by, MadeBy::Computer);
    assert_eq!(loaded.computer_moves_for(Seat::Red), 1);
    assert_eq!(loaded.computer_moves_for(Seat::Blue), 0);
    let open_games = store.open_games().await.unwrap();
    assert_eq!(open_games.games.len(), 1);
    assert_eq!(open_games.games[0].game, game);
    assert_eq!(open_games.games[0].moves, loaded.moves);
    assert_eq!(open_games.games[0].record, loaded.record);
    let exported: Vec<String> = store
        .moves(id)
        .await
        .unwrap()
        .iter()
        .map(|m| m.mv.to_string())
        .collect();
    assert_eq!(exported, ["f6", "swap", "c3", "d9"]);
}

async fn racing_appends_of_one_ply_let_exactly_one_succeed(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let id = store
        .create_game(&two_player(1, ALICE, BOB, SwapRule::Off))
        .await
        .unwrap();
    play(&store, id, &[Move::Place(Cell::new(3, 3))]).await;
    let tasks: Vec<_> = (0..16u8)
        .map(|i| {
            let store = store.clone();
            // Every task tries a different (legal) cell for ply 1.
            let mv = Move::Place(Cell::new(i % 7, if i < 7 { 0 } else { 6 - i / 7 }));
            tokio::spawn(async move { store.append_move(id, &new_move(1, mv, Seat::Blue)).await })
        })
        .collect();
    let mut won = 0;
    for t in tasks {
        match t.await.unwrap() {
            Ok(()) => won += 1,
            Err(StoreError::MoveConflict {
                game,
                expected,
                actual,
            }) => {
                assert_eq!((game, expected, actual), (id, 1, 2));
            }
            Err(other) => panic!("unexpected error: {other}"),
        }
    }
    assert_eq!(won, 1);
    let loaded = store.load_game(id).await.unwrap();
    assert_eq!(loaded.game.ply(), 2);
    assert_eq!(loaded.game.to_move(), Color::Red);
}

async fn a_failure_while_finishing_leaves_nothing_partial(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let id = store
        .create_game(&two_player(1, ALICE, BOB, SwapRule::Off))
        .await
        .unwrap();
    let moves = red_wins_down_column_a();
    let (last, rest) = moves.split_last().unwrap();
    play(&store, id, rest).await;
    let pool = raw(&db).await;
    // The failure strikes after the last move and the game's result were written and the
    // ratings upserted: at the rating history, the last step.
    let (install, remove) = match db.backend() {
        Backend::Sqlite => (
            "CREATE TRIGGER injected_failure BEFORE INSERT ON rating_history \
             BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
            "DROP TRIGGER injected_failure",
        ),
        Backend::Postgres => (
            "CREATE FUNCTION injected_failure() RETURNS trigger LANGUAGE plpgsql \
             AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$; \
             CREATE TRIGGER injected_failure BEFORE INSERT ON rating_history \
             FOR EACH ROW EXECUTE FUNCTION injected_failure()",
            "DROP TRIGGER injected_failure ON rating_history",
        ),
    };
    sqlx::raw_sql(install).execute(&pool).await.unwrap();
    let last_move = new_move(rest.len(), *last, Seat::Red);
    let finish = Finish {
        winner: Some(Color::Red),
        reason: ResultReason::Connection,
        rated: true,
        at: Timestamp(T0.0 + 99_000),
    };
    let err = store
        .finish_game(id, Some(&last_move), &finish)
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Database(_)), "{err}");
    assert!(err.to_string().contains("injected failure"), "{err}");

    let loaded = store.load_game(id).await.unwrap();
    assert_eq!(loaded.record.status, GameStatus::Active);
    assert_eq!(loaded.record.winner, None);
    assert_eq!(loaded.game.ply(), rest.len());
    assert_eq!(store.leaderboard_len(GUILD).await.unwrap(), 0);
    assert_eq!(store.profile(GUILD, ALICE).await.unwrap().rating.games, 0);

    sqlx::raw_sql(remove).execute(&pool).await.unwrap();
    let done = store
        .finish_game(id, Some(&last_move), &finish)
        .await
        .unwrap();
    assert_eq!(done.record.status, GameStatus::Finished);
    assert_eq!(done.record.winner_seat, Some(Seat::Red));
    assert_eq!(done.record.winner_player(), Some(Player::Human(ALICE)));
    let [red, blue] = done.rating_changes.unwrap();
    assert!(red.won && red.after.rating > red.before.rating);
    assert!(!blue.won && blue.after.rating < blue.before.rating);
    assert_eq!(store.load_game(id).await.unwrap().game.ply(), moves.len());
    assert_eq!(store.profile(GUILD, ALICE).await.unwrap().rating.wins, 1);
}

async fn a_corrupted_move_row_is_a_clear_error_naming_the_game(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let good = store
        .create_game(&two_player(1, ALICE, BOB, SwapRule::Off))
        .await
        .unwrap();
    let bad = store
        .create_game(&two_player(2, ALICE, BOB, SwapRule::Off))
        .await
        .unwrap();
    let illegal = store
        .create_game(&two_player(3, ALICE, BOB, SwapRule::Off))
        .await
        .unwrap();
    let moves = [Move::Place(Cell::new(1, 1)), Move::Place(Cell::new(2, 2))];
    for id in [good, bad, illegal] {
        play(&store, id, &moves).await;
    }
    let pool = raw(&db).await;
    // Off the 7×7 board: does not parse.
    sqlx::query("UPDATE moves SET mv = 'k11' WHERE game_id = $1 AND ply = 1")
        .bind(bad.0)
        .execute(&pool)
        .await
        .unwrap();
    // On the first stone's cell: parses, but does not replay.
    sqlx::query("UPDATE moves SET mv = 'b2' WHERE game_id = $1 AND ply = 1")
        .bind(illegal.0)
        .execute(&pool)
        .await
        .unwrap();

    let err = store.load_game(bad).await.unwrap_err();
    assert!(matches!(err, StoreError::Corrupt { game, .. } if game == bad));
    let text = err.to_string();
    assert!(
        text.contains(&format!("game #{}", bad.0)) && text.contains("k11"),
        "{text}"
    );

    let err = store.load_game(illegal).await.unwrap_err();
    assert!(matches!(err, StoreError::Corrupt { game, .. } if game == illegal));
    let text = err.to_string();
    assert!(
        text.contains("do not replay") && text.contains("b2"),
        "{text}"
    );

    // On start, the broken games are reported and the good one still loads.
    let open_games = store.open_games().await.unwrap();
    assert_eq!(open_games.games.len(), 1);
    assert_eq!(open_games.games[0].record.id, good);
    assert_eq!(open_games.corrupt.len(), 2);
}

async fn the_leaderboard_orders_by_conservative_rating_and_marks_provisional_players(
    backend: Backend,
) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let carol = UserId(3);
    let dave = UserId(4);
    // Carol beats Dave twice; Alice beats Bob five times and Carol once; Dave beats Bob once.
    let mut channel = 10;
    let results = [
        (carol, dave),
        (carol, dave),
        (ALICE, BOB),
        (ALICE, BOB),
        (ALICE, BOB),
        (ALICE, BOB),
        (ALICE, BOB),
        (ALICE, carol),
        (dave, BOB),
    ];
    for (w, l) in results {
        channel += 1;
        rated_win(&store, channel, w, l).await;
    }
    // A game in another guild does not count here.
    let mut elsewhere = two_player(99, BOB, ALICE, SwapRule::Off);
    elsewhere.guild = GuildId(200);
    let id = store.create_game(&elsewhere).await.unwrap();
    let moves = red_wins_down_column_a();
    play(&store, id, &moves).await;
    let finish = Finish {
        winner: Some(Color::Red),
        reason: ResultReason::Connection,
        rated: true,
        at: T0,
    };
    store.finish_game(id, None, &finish).await.unwrap();

    let board = store.leaderboard(GUILD, 0, 10).await.unwrap();
    let users: Vec<UserId> = board.iter().map(|e| e.player.user).collect();
    assert_eq!(users.len(), 4);
    assert_eq!(store.leaderboard_len(GUILD).await.unwrap(), 4);
    assert_eq!(users[0], ALICE);
    for pair in board.windows(2) {
        assert!(pair[0].conservative >= pair[1].conservative);
    }
    for (i, e) in board.iter().enumerate() {
        assert_eq!(e.rank as usize, i + 1);
        let expected = e.player.rating.rating - 2.0 * e.player.rating.deviation;
        assert!((e.conservative - expected).abs() < 1e-9);
        // Alice (6 games) and Bob (6 games) are established; Carol (3) and Dave (3) provisional.
        assert_eq!(e.provisional, e.player.games < 5, "{:?}", e.player);
    }
    let alice = &board[0].player;
    assert_eq!(
        (alice.games, alice.wins, alice.losses, alice.streak),
        (6, 6, 0, 6)
    );
    let bob = board.iter().find(|e| e.player.user == BOB).unwrap();
    assert!(!bob.provisional);
    assert_eq!(
        (bob.player.wins, bob.player.losses, bob.player.streak),
        (0, 6, -6)
    );
    let carol_entry = board.iter().find(|e| e.player.user == carol).unwrap();
    assert!(carol_entry.provisional);

    // Paging continues the ranks.
    let page2 = store.leaderboard(GUILD, 2, 2).await.unwrap();
    assert_eq!(page2.len(), 2);
    assert_eq!(page2[0].rank, 3);
    assert_eq!(page2[0].player.user, users[2]);

    // Profiles agree with the board.
    for e in &board {
        let p = store.profile(GUILD, e.player.user).await.unwrap();
        assert_eq!(p.rank, Some(e.rank));
        assert_eq!(p.provisional, e.provisional);
    }
    let p = store.profile(GUILD, ALICE).await.unwrap();
    let best = p.best_win.unwrap();
    // Carol (two wins) was rated above Bob (1500 at first, then lower) when Alice beat her.
    assert_eq!(best.opponent, carol);
    // Every rated game left a line of history, each starting where the previous one ended.
    let history: Vec<(f64, f64)> = sqlx::query_as(
        "SELECT rating_before, rating_after FROM rating_history \
         WHERE guild_id = $1 AND user_id = $2 ORDER BY at, game_id",
    )
    .bind(GUILD.0 as i64)
    .bind(ALICE.0 as i64)
    .fetch_all(&raw(&db).await)
    .await
    .unwrap();
    assert_eq!(history.len(), 6);
    assert!(history.windows(2).all(|w| w[0].1 == w[1].0));
    let nobody = store.profile(GUILD, UserId(77)).await.unwrap();
    assert_eq!((nobody.rank, nobody.rating.games), (None, 0));
    assert!(nobody.provisional);
    // Recent games: newest first, only this guild's.
    let recent = store.recent_games(GUILD, ALICE, 3).await.unwrap();
    assert_eq!(recent.len(), 3);
    assert!(recent.iter().all(|g| g.guild == GUILD));
}

async fn a_channel_or_thread_holds_at_most_one_open_game(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let mut challenge = two_player(5, ALICE, BOB, SwapRule::Mirror);
    challenge.status = GameStatus::Challenge;
    challenge.deadline = Some(Timestamp(T0.0 + 600_000));
    let id = store.create_game(&challenge).await.unwrap();
    let err = store
        .create_game(&two_player(5, UserId(3), UserId(4), SwapRule::Off))
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::PlaceTaken { place } if place == ChannelId(5)));
    // A thread of that channel is a place of its own.
    let mut in_thread = two_player(5, UserId(3), UserId(4), SwapRule::Off);
    in_thread.thread = Some(ChannelId(55));
    let in_thread = store.create_game(&in_thread).await.unwrap();
    assert_eq!(
        store
            .load_open_game_in(ChannelId(55))
            .await
            .unwrap()
            .unwrap()
            .record
            .id,
        in_thread
    );
    assert_eq!(
        store
            .load_open_game_in(ChannelId(5))
            .await
            .unwrap()
            .unwrap()
            .record
            .id,
        id
    );
    assert!(
        store
            .load_open_game_in(ChannelId(6))
            .await
            .unwrap()
            .is_none()
    );
    // Once the challenge is declined the channel is free again.
    let declined = store
        .end_challenge(id, GameStatus::Declined, T0)
        .await
        .unwrap();
    assert_eq!(declined.status, GameStatus::Declined);
    assert!(
        store
            .load_open_game_in(ChannelId(5))
            .await
            .unwrap()
            .is_none()
    );
    store
        .create_game(&two_player(5, UserId(3), UserId(4), SwapRule::Off))
        .await
        .unwrap();
}

async fn challenges_are_listed_expire_and_are_accepted_once(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let mut ids = Vec::new();
    for (channel, minutes) in [(1, 10), (2, 5), (3, 20)] {
        let mut c = two_player(channel, ALICE, BOB, SwapRule::Mirror);
        c.status = GameStatus::Challenge;
        c.deadline = Some(Timestamp(T0.0 + minutes * 60_000));
        ids.push(store.create_game(&c).await.unwrap());
    }
    // All three are open, each with its expiry (what the service arms its timers from on start).
    let open = store.open_games().await.unwrap().games;
    let pending: Vec<_> = open
        .iter()
        .filter(|g| g.record.status == GameStatus::Challenge)
        .collect();
    assert_eq!(pending.len(), 3);
    let now = Timestamp(T0.0 + 11 * 60_000);
    let mut expired: Vec<_> = pending
        .iter()
        .filter(|g| g.record.deadline.is_some_and(|d| d <= now))
        .map(|g| (g.record.deadline, g.record.id))
        .collect();
    expired.sort();
    let expired: Vec<GameId> = expired.into_iter().map(|(_, id)| id).collect();
    assert_eq!(expired, [ids[1], ids[0]]);
    store
        .end_challenge(ids[1], GameStatus::Expired, now)
        .await
        .unwrap();
    // An expired challenge can no longer be accepted; a pending one can, once.
    let err = store.accept_challenge(ids[1], now, None).await.unwrap_err();
    assert!(matches!(err, StoreError::WrongStatus { .. }), "{err}");
    let turn_deadline = Timestamp(now.0 + 60_000);
    let accepted = store
        .accept_challenge(ids[2], now, Some(turn_deadline))
        .await
        .unwrap();
    assert_eq!(accepted.status, GameStatus::Active);
    assert_eq!(accepted.deadline, Some(turn_deadline));
    assert!(store.accept_challenge(ids[2], now, None).await.is_err());
    assert!(
        store
            .end_challenge(ids[0], GameStatus::Finished, now)
            .await
            .is_err()
    );
    // Moves are refused before a challenge is accepted and after a game ends.
    let err = store
        .append_move(
            ids[0],
            &new_move(0, Move::Place(Cell::new(0, 0)), Seat::Red),
        )
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::WrongStatus { .. }), "{err}");
}

async fn games_against_the_computer_count_on_the_computer_ladder_only_and_are_remembered(
    backend: Backend,
) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    assert!(
        store
            .last_computer_game(GUILD, ALICE)
            .await
            .unwrap()
            .is_none()
    );
    let mut vs_ai = two_player(1, ALICE, BOB, SwapRule::Off);
    vs_ai.blue = Player::Computer(Level::Medium);
    vs_ai.challenger = None;
    vs_ai.rated = false;
    let first = store.create_game(&vs_ai).await.unwrap();
    play(&store, first, &red_wins_down_column_a()).await;
    let finish = Finish {
        winner: Some(Color::Red),
        reason: ResultReason::Connection,
        rated: true, // rated on the computer ladder, never on the two-player one
        at: Timestamp(T0.0 + 1),
    };
    let done = store.finish_game(first, None, &finish).await.unwrap();
    assert!(done.rating_changes.is_none());
    let change = done
        .computer_rating_change
        .expect("rated on the computer ladder");
    assert!(change.won && change.after.rating > change.before.rating);
    assert!(done.record.rated);
    assert_eq!(store.leaderboard_len(GUILD).await.unwrap(), 0);
    assert_eq!(store.computer_leaderboard_len(GUILD).await.unwrap(), 1);
    let p = store.profile(GUILD, ALICE).await.unwrap();
    assert_eq!((p.computer_wins, p.computer_losses), (1, 0));
    assert_eq!((p.computer.games, p.computer.wins), (1, 1));
    assert_eq!(p.rating.games, 0);

    // The next one: the computer starts (Red seat), Alice resigns.
    let mut second = vs_ai.clone();
    second.red = Player::Computer(Level::Easy);
    second.blue = Player::Human(ALICE);
    second.created_at = Timestamp(T0.0 + 10);
    let second = store.create_game(&second).await.unwrap();
    assert_eq!(
        store
            .last_computer_game(GUILD, ALICE)
            .await
            .unwrap()
            .unwrap()
            .id,
        second
    );
    play(&store, second, &[Move::Place(Cell::new(3, 3))]).await;
    let resign = new_move(1, Move::Resign(Color::Blue), Seat::Blue);
    let finish = Finish {
        winner: Some(Color::Red),
        reason: ResultReason::Resignation,
        rated: false,
        at: Timestamp(T0.0 + 20),
    };
    let done = store
        .finish_game(second, Some(&resign), &finish)
        .await
        .unwrap();
    assert_eq!(
        done.record.winner_player(),
        Some(Player::Computer(Level::Easy))
    );
    assert!(done.computer_rating_change.is_none(), "an unrated game");
    let p = store.profile(GUILD, ALICE).await.unwrap();
    assert_eq!((p.computer_wins, p.computer_losses), (1, 1));
    assert_eq!(p.computer.games, 1);
    // In another guild there is no previous game.
    assert!(
        store
            .last_computer_game(GuildId(5), ALICE)
            .await
            .unwrap()
            .is_none()
    );
}

async fn finishing_checks_the_result_against_the_moves_and_credits_the_swapped_seat(
    backend: Backend,
) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    // Seat swap: Alice (Red seat) opens, Bob swaps and now holds Red; Bob then resigns as Red.
    let id = store
        .create_game(&two_player(1, ALICE, BOB, SwapRule::Seat))
        .await
        .unwrap();
    play(&store, id, &[Move::Place(Cell::new(3, 3)), Move::Swap]).await;
    let wrong = Finish {
        winner: Some(Color::Red),
        reason: ResultReason::Resignation,
        rated: true,
        at: T0,
    };
    // Nobody resigned yet: the claimed result is refused and nothing changes.
    let err = store.finish_game(id, None, &wrong).await.unwrap_err();
    assert!(matches!(err, StoreError::Invalid(_)), "{err}");
    assert_eq!(
        store.load_game(id).await.unwrap().record.status,
        GameStatus::Active
    );

    let resign = new_move(2, Move::Resign(Color::Red), Seat::Blue);
    let finish = Finish {
        winner: Some(Color::Blue),
        reason: ResultReason::Resignation,
        rated: true,
        at: T0,
    };
    let done = store.finish_game(id, Some(&resign), &finish).await.unwrap();
    assert_eq!(done.record.winner, Some(Color::Blue));
    assert_eq!(done.record.winner_seat, Some(Seat::Red));
    assert_eq!(done.record.winner_player(), Some(Player::Human(ALICE)));
    assert!(store.profile(GUILD, ALICE).await.unwrap().rating.wins == 1);
    // A finished game takes no more moves and cannot be finished twice.
    let err = store
        .append_move(id, &new_move(3, Move::Place(Cell::new(0, 0)), Seat::Red))
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::WrongStatus { .. }), "{err}");
    assert!(store.finish_game(id, None, &finish).await.is_err());
}

async fn an_abort_or_a_timeout_claim_ends_the_game_as_told(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let aborted = store
        .create_game(&two_player(1, ALICE, BOB, SwapRule::Off))
        .await
        .unwrap();
    play(&store, aborted, &[Move::Place(Cell::new(3, 3))]).await;
    let abort = Finish {
        winner: None,
        reason: ResultReason::Abort,
        rated: true,
        at: T0,
    };
    let done = store.finish_game(aborted, None, &abort).await.unwrap();
    assert_eq!(done.record.status, GameStatus::Aborted);
    assert!(done.rating_changes.is_none());

    let claimed = store
        .create_game(&two_player(1, ALICE, BOB, SwapRule::Off))
        .await
        .unwrap();
    play(&store, claimed, &[Move::Place(Cell::new(3, 3))]).await;
    // Bob (Blue, to move) was idle: Alice claims the win.
    let claim = Finish {
        winner: Some(Color::Red),
        reason: ResultReason::Timeout,
        rated: true,
        at: T0,
    };
    let done = store.finish_game(claimed, None, &claim).await.unwrap();
    assert_eq!(done.record.status, GameStatus::Finished);
    assert_eq!(done.record.reason, Some(ResultReason::Timeout));
    assert!(done.rating_changes.is_some());
    assert_eq!(store.recent_games(GUILD, BOB, 10).await.unwrap().len(), 2);
    assert!(matches!(
        store.load_game(GameId(999)).await,
        Err(StoreError::NotFound(GameId(999)))
    ));
}

/// The bulk import (what `hexbot-lab bench store` seeds with): each game with its moves, replaying as
/// if they had been appended; a game that cannot be stored leaves none of the batch behind.
async fn games_are_imported_with_their_moves_all_or_nothing(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let moves: Vec<NewMove> = red_wins_down_column_a()[..5]
        .iter()
        .enumerate()
        .map(|(ply, &mv)| new_move(ply, mv, if ply % 2 == 0 { Seat::Red } else { Seat::Blue }))
        .collect();
    let challenge = NewGame {
        status: GameStatus::Challenge,
        ..two_player(11, ALICE, BOB, SwapRule::Off)
    };
    let ids = store
        .import_games(&[
            (two_player(10, ALICE, BOB, SwapRule::Off), moves.clone()),
            (challenge.clone(), Vec::new()),
        ])
        .await
        .unwrap();
    let active = store.load_game(ids[0]).await.unwrap();
    assert_eq!((active.moves.len(), active.game.ply()), (5, 5));
    assert_eq!(
        store.load_game(ids[1]).await.unwrap().record.status,
        GameStatus::Challenge
    );
    assert_eq!(store.open_games().await.unwrap().games.len(), 2);

    let taken = store
        .import_games(&[
            (two_player(12, ALICE, BOB, SwapRule::Off), Vec::new()),
            (two_player(10, BOB, ALICE, SwapRule::Off), Vec::new()),
        ])
        .await;
    assert!(
        matches!(taken, Err(StoreError::PlaceTaken { .. })),
        "{taken:?}"
    );
    let mut shuffled = moves.clone();
    shuffled.swap(1, 2);
    for bad in [
        (two_player(12, ALICE, BOB, SwapRule::Off), shuffled),
        (
            NewGame {
                channel: ChannelId(12),
                ..challenge
            },
            moves,
        ),
    ] {
        let refused = store.import_games(&[bad]).await;
        assert!(
            matches!(refused, Err(StoreError::Invalid(_))),
            "{refused:?}"
        );
    }
    assert_eq!(
        store.open_games().await.unwrap().games.len(),
        2,
        "nothing of a refused batch"
    );
    store.close().await;
}

/// Issue 32, item 6: sixteen challenges by one player and sixteen games against the computer
/// in one server, each on a connection of its own at once, for the last place under each
/// limit: exactly one of each is stored.
async fn racing_new_games_never_pass_a_limit_together(backend: Backend) {
    let db = Db::new(backend).await;
    let store = open(&db).await;
    let mut challenge = two_player(1, ALICE, BOB, SwapRule::Off);
    challenge.status = GameStatus::Challenge;
    store
        .create_game_within(&challenge, &[Limit::ChallengesPerUser(2)])
        .await
        .unwrap();
    let mut vs_computer = two_player(1000, BOB, ALICE, SwapRule::Off);
    vs_computer.blue = Player::Computer(Level::Easy);
    vs_computer.challenger = None;
    let limits = [
        Limit::ComputerGamesPerUser(100),
        Limit::ComputerGamesPerServer(1),
    ];
    let mut tasks = Vec::new();
    for i in 0..16u64 {
        let (store, mut challenge, mut game) =
            (store.clone(), challenge.clone(), vs_computer.clone());
        challenge.channel = ChannelId(10 + i);
        challenge.blue = Player::Human(UserId(50 + i));
        game.channel = ChannelId(100 + i);
        game.red = Player::Human(UserId(200 + i));
        tasks.push(tokio::spawn(async move {
            let l = [Limit::ChallengesPerUser(2)];
            (
                store.create_game_within(&challenge, &l).await,
                store.create_game_within(&game, &limits).await,
            )
        }));
    }
    let (mut challenges, mut games) = (0, 0);
    for t in tasks {
        let (c, g) = t.await.unwrap();
        match c {
            Ok(_) => challenges += 1,
            Err(StoreError::LimitReached(Limit::ChallengesPerUser(2))) => {}
            Err(other) => panic!("unexpected error: {other}"),
        }
        match g {
            Ok(_) => games += 1,
            Err(StoreError::LimitReached(Limit::ComputerGamesPerServer(1))) => {}
            Err(other) => panic!("unexpected error: {other}"),
        }
    }
    assert_eq!((challenges, games), (1, 1));
    assert_eq!(store.open_challenges_by(GUILD, ALICE).await.unwrap(), 2);
    assert_eq!(store.open_computer_games_in(GUILD).await.unwrap(), 1);
    store.close().await;
}

#[tokio::test]
async fn open_takes_a_url_and_refuses_a_bad_one_with_an_error() {
    let dir = TempDir::new().unwrap();
    let url = format!("sqlite://{}", dir.path().join("by-url.db").display());
    let store = Store::open(&url).await.unwrap();
    store.close().await;
    assert!(dir.path().join("by-url.db").exists());
    assert!(Store::open("postgres://nowhere").await.is_err());
}
