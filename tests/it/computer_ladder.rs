//! Points against the computer: the computer ladder in the store (per guild, apart from the
//! two-player ratings, each level a fixed rating) and through the service (a finished game against
//! the computer moves the player's computer-ladder rating and nothing else).

use crate::support::assert_key;
use hexbot::ai::Level;
use hexbot::hex::{BoardSize, Cell, Color, Move, Settings, SwapRule, Variant};
use hexbot::service::{
    Action, Actor, AiOptions, Command, FirstMove, Key, Ladder, ManualClock, Reply, Service,
    ServiceConfig, Timestamp,
};
use hexbot::store::{
    ChannelId, Finish, GameId, GameStatus, GuildId, MadeBy, NewGame, NewMove, Player, ResultReason,
    Seat, Store, UserId,
};
use std::sync::Arc;
use tempfile::TempDir;

const GUILD: GuildId = GuildId(100);
const ALICE: UserId = UserId(1);
const T0: Timestamp = Timestamp(1_700_000_000_000);

async fn store(dir: &TempDir) -> Store {
    Store::open_path(dir.path().join("hexbot.db"))
        .await
        .expect("store opens")
}

/// A rated 7×7 game without swap: `user` as Red against the computer at `level`, in `channel`.
fn vs_computer(channel: u64, user: UserId, level: Level) -> NewGame {
    NewGame {
        guild: GUILD,
        channel: ChannelId(channel),
        thread: None,
        red: Player::Human(user),
        blue: Player::Computer(level),
        challenger: None,
        settings: Settings {
            size: BoardSize::new(7).unwrap(),
            variant: Variant::Hex,
            swap: SwapRule::Off,
        },
        turn_timer: None,
        orientation: hexbot::orientation::Orientation::Normal,
        status: GameStatus::Active,
        rated: true,
        ai_seed: 42,
        created_at: T0,
        deadline: None,
    }
}

/// Plays one Red stone (e4) and ends the game: Red (`user`) resigns when `won` is false, else the
/// game is finished as given by `reason` with Red the winner (a connection needs the moves, so a
/// win here is a resignation by the computer's seat).
async fn finish(
    store: &Store,
    channel: u64,
    user: UserId,
    level: Level,
    won: bool,
    reason: ResultReason,
) -> (GameId, hexbot::store::Finished) {
    let id = store
        .create_game(&vs_computer(channel, user, level))
        .await
        .unwrap();
    let at = Timestamp(T0.0 + 1000 * i64::try_from(channel).unwrap());
    let first = NewMove {
        ply: 0,
        mv: Move::Place(Cell::new(4, 3)),
        seat: Seat::Red,
        made_by: MadeBy::Player,
        at,
        deadline: None,
        clock_left: None,
    };
    store.append_move(id, &first).await.unwrap();
    let loser = if won { Color::Blue } else { Color::Red };
    let resign = NewMove {
        ply: 1,
        mv: Move::Resign(loser),
        seat: if won { Seat::Blue } else { Seat::Red },
        made_by: MadeBy::Player,
        at,
        deadline: None,
        clock_left: None,
    };
    let last = (reason == ResultReason::Resignation).then_some(&resign);
    let winner = match reason {
        ResultReason::Abort => None,
        _ => Some(loser.opponent()),
    };
    let done = store
        .finish_game(
            id,
            last,
            &Finish {
                winner,
                reason,
                rated: true,
                at,
            },
        )
        .await
        .unwrap();
    (id, done)
}

#[tokio::test]
async fn a_game_against_the_computer_moves_only_the_computer_ladder() {
    let dir = TempDir::new().unwrap();
    let store = store(&dir).await;
    let (_, done) = finish(
        &store,
        1,
        ALICE,
        Level::Medium,
        true,
        ResultReason::Resignation,
    )
    .await;
    assert!(done.rating_changes.is_none());
    let change = done.computer_rating_change.unwrap();
    assert_eq!(
        (change.user, change.seat, change.won),
        (ALICE, Seat::Red, true)
    );
    assert_eq!(change.before.rating, 1500.0);
    assert!(change.after.rating > 1500.0 && change.after.deviation < 350.0);
    let p = store.profile(GUILD, ALICE).await.unwrap();
    assert_eq!(p.rating.games, 0, "the two-player rating is untouched");
    assert_eq!(p.rank, None);
    assert_eq!(
        (p.computer.games, p.computer.wins, p.computer.losses),
        (1, 1, 0)
    );
    assert_eq!(p.computer.rating, change.after);
    assert_eq!(p.computer_rank, Some(1));
    assert_eq!(store.leaderboard_len(GUILD).await.unwrap(), 0);
    assert_eq!(store.computer_leaderboard_len(GUILD).await.unwrap(), 1);
    // Per guild: nothing elsewhere.
    assert_eq!(store.computer_leaderboard_len(GuildId(7)).await.unwrap(), 0);
}

#[tokio::test]
async fn the_levels_fixed_ratings_weigh_each_result() {
    let dir = TempDir::new().unwrap();
    let store = store(&dir).await;
    assert!(Level::Easy.rating() < Level::Medium.rating());
    assert!(Level::Medium.rating() < Level::Hard.rating());
    assert_eq!(Level::Medium.rating(), 1500.0, "the anchor");
    // A fresh player beating Hard gains more than one beating Easy; losing to Easy costs more
    // than losing to Hard.
    let gain = |d: &hexbot::store::Finished| {
        let c = d.computer_rating_change.unwrap();
        c.after.rating - c.before.rating
    };
    let (_, hard_win) = finish(
        &store,
        1,
        UserId(11),
        Level::Hard,
        true,
        ResultReason::Resignation,
    )
    .await;
    let (_, easy_win) = finish(
        &store,
        2,
        UserId(12),
        Level::Easy,
        true,
        ResultReason::Resignation,
    )
    .await;
    let (_, hard_loss) = finish(
        &store,
        3,
        UserId(13),
        Level::Hard,
        false,
        ResultReason::Resignation,
    )
    .await;
    let (_, easy_loss) = finish(
        &store,
        4,
        UserId(14),
        Level::Easy,
        false,
        ResultReason::Resignation,
    )
    .await;
    assert!(gain(&hard_win) > gain(&easy_win) && gain(&easy_win) > 0.0);
    assert!(gain(&easy_loss) < gain(&hard_loss) && gain(&hard_loss) < 0.0);
    // The ladder is ordered by conservative rating: the Hard winner first, the Easy loser last.
    let page = store.computer_leaderboard(GUILD, 0, 10).await.unwrap();
    let order: Vec<UserId> = page.iter().map(|e| e.player.user).collect();
    assert_eq!((order[0], order[3]), (UserId(11), UserId(14)), "{order:?}");
    assert!(
        page.windows(2)
            .all(|w| w[0].conservative >= w[1].conservative)
    );
    assert_eq!(page[3].rank, 4);
    assert!(page.iter().all(|e| e.provisional));
}

#[tokio::test]
async fn aborts_timeouts_and_unrated_games_do_not_count() {
    let dir = TempDir::new().unwrap();
    let store = store(&dir).await;
    let (_, aborted) = finish(&store, 1, ALICE, Level::Easy, true, ResultReason::Abort).await;
    assert!(aborted.computer_rating_change.is_none());
    let (_, timed_out) = finish(&store, 2, ALICE, Level::Easy, true, ResultReason::Timeout).await;
    assert!(timed_out.computer_rating_change.is_none());
    assert!(!timed_out.record.rated);
    // A game the service marked unrated (the computer played too often for the player).
    let id = store
        .create_game(&vs_computer(3, ALICE, Level::Easy))
        .await
        .unwrap();
    let done = store
        .finish_game(
            id,
            Some(&NewMove {
                ply: 0,
                mv: Move::Resign(Color::Red),
                seat: Seat::Red,
                made_by: MadeBy::Player,
                at: T0,
                deadline: None,
                clock_left: None,
            }),
            &Finish {
                winner: Some(Color::Blue),
                reason: ResultReason::Resignation,
                rated: false,
                at: T0,
            },
        )
        .await
        .unwrap();
    assert!(done.computer_rating_change.is_none());
    assert_eq!(store.computer_leaderboard_len(GUILD).await.unwrap(), 0);
    let p = store.profile(GUILD, ALICE).await.unwrap();
    assert_eq!(p.computer.games, 0);
    assert_eq!(p.computer_rank, None);
}

// ---------------------------------------------------------------- through the service

fn ann() -> Actor {
    Actor::new(1, 10, 100, "Ann")
}

async fn service(dir: &TempDir) -> Service {
    let mut c = ServiceConfig::new(format!(
        "sqlite://{}",
        dir.path().join("hexbot.db").display()
    ));
    c.ai_threads = 1;
    c.ai_playouts = Some(64);
    c.seed = Some(7);
    let clock = Arc::new(ManualClock::new(Timestamp(1_800_000_000_000)));
    Service::open(c, clock).await.expect("open").0
}

async fn send(svc: &Service, cmd: Command) -> Reply {
    svc.handle(&ann(), cmd).await.expect("no internal error")
}

#[tokio::test]
async fn a_resigned_game_against_the_computer_is_rated_on_the_computer_ladder() {
    let dir = TempDir::new().unwrap();
    let svc = service(&dir).await;
    let o = AiOptions {
        level: Some(Level::Hard),
        size: Some(7),
        first: Some(FirstMove::You),
        ..AiOptions::default()
    };
    assert_key(&send(&svc, Command::Ai(o)).await, Key::AiGameStarted);
    // A stone of the player's own first (resigning before it would cancel the game), and the
    // computer's answer.
    let played = svc
        .handle_answered(&ann(), Command::Move("a1".into()))
        .await
        .unwrap();
    if let Some(answer) = played.answer {
        answer.wait(std::future::pending()).await;
    }
    let r = send(&svc, Command::Resign).await;
    let id = r.button(Action::ConfirmResign).unwrap().id;
    let r = send(&svc, Command::Button { id, input: None }).await;
    assert!(r.has(Key::WonByResignation), "{}", r.english());
    assert!(r.has(Key::ComputerRatingChange), "{}", r.english());
    assert!(!r.has(Key::RatingChange), "{}", r.english());
    assert!(
        r.english().contains("Ann against the computer: 1,500 → "),
        "{}",
        r.english()
    );

    let players = send(
        &svc,
        Command::Leaderboard {
            page: None,
            kind: Ladder::Players,
        },
    )
    .await;
    assert_key(&players, Key::LeaderboardEmpty);
    let computer = send(
        &svc,
        Command::Leaderboard {
            page: None,
            kind: Ladder::Computer,
        },
    )
    .await;
    assert!(
        computer.has(Key::ComputerLeaderboardTitle),
        "{}",
        computer.english()
    );
    assert!(
        computer.english().contains("1. Ann "),
        "{}",
        computer.english()
    );
    assert!(computer.english().contains("0–1"), "{}", computer.english());
    let profile = send(&svc, Command::Profile { user: None }).await;
    assert!(profile.has(Key::ProfileComputer), "{}", profile.english());
    assert!(
        profile.english().contains("Against the computer: rating "),
        "{}",
        profile.english()
    );
    // No rated game against another player: the profile says so rather than show a fresh rating.
    assert!(
        profile.has(Key::ProfileNoPlayerGames),
        "{}",
        profile.english()
    );
    assert!(!profile.has(Key::ProfileTitle), "{}", profile.english());
    svc.close().await;
}
