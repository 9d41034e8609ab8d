//! Who may see which game (issue 17, item 8): `/hex export` and `/hex history` show a game only to
//! its players, to people in the channel it was played in, and to the server's managers; and a
//! name seen in one server never shows in another (display names are kept per server), on real
//! SQLite files across a restart.

use crate::support::assert_key;
use hexbot::service::{
    Actor, ChallengeOptions, Command, GameId, Key, ManualClock, Person, Reply, Service,
    ServiceConfig, Timestamp,
};
use std::sync::Arc;
use tempfile::TempDir;

const GUILD: u64 = 1;
const OTHER_GUILD: u64 = 2;
const GAME_CHANNEL: u64 = 10;
const OTHER_CHANNEL: u64 = 11;

fn actor(guild: u64, channel: u64, user: u64, name: &str) -> Actor {
    Actor::new(guild, channel, user, name)
}
fn ann(channel: u64) -> Actor {
    actor(GUILD, channel, 100, "Ann")
}
fn bob(channel: u64) -> Actor {
    actor(GUILD, channel, 101, "Bob")
}
fn cat(channel: u64) -> Actor {
    actor(GUILD, channel, 102, "Cat")
}

async fn open(dir: &TempDir) -> Service {
    let mut c = ServiceConfig::new(format!(
        "sqlite://{}",
        dir.path().join("hexbot.db").display()
    ));
    c.ai_threads = 1;
    c.ai_playouts = Some(16);
    c.seed = Some(7);
    let clock = Arc::new(ManualClock::new(Timestamp(1_800_000_000_000)));
    Service::open(c, clock).await.expect("open").0
}

async fn send(svc: &Service, actor: &Actor, cmd: Command) -> Reply {
    svc.handle(actor, cmd).await.expect("no internal error")
}

/// Ann challenges Bob in the game channel and Bob accepts; Ann resigns. Returns the game.
async fn finished_game(svc: &Service) -> GameId {
    let r = send(
        svc,
        &ann(GAME_CHANNEL),
        Command::Challenge(ChallengeOptions::to(Person::new(101, "Bob"))),
    )
    .await;
    assert_key(&r, Key::ChallengeIssued);
    let r = send(svc, &bob(GAME_CHANNEL), Command::Accept).await;
    assert_key(&r, Key::ChallengeAccepted);
    let game = r.game.expect("a game");
    send(svc, &ann(GAME_CHANNEL), Command::Resign).await;
    send(svc, &ann(GAME_CHANNEL), Command::ConfirmResign).await;
    game
}

fn export(game: GameId) -> Command {
    Command::Export { game }
}

#[tokio::test]
async fn export_shows_a_game_only_to_its_players_its_channel_and_managers() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir).await;
    let game = finished_game(&svc).await;

    let stranger = send(&svc, &cat(OTHER_CHANNEL), export(game)).await;
    assert!(stranger.is_private() && stranger.attachments.is_empty());
    assert_key(&stranger, Key::NoSuchGame);

    for who in [ann(OTHER_CHANNEL), bob(OTHER_CHANNEL), cat(GAME_CHANNEL)] {
        let r = send(&svc, &who, export(game)).await;
        assert_key(&r, Key::ExportTitle);
        assert_eq!(r.attachments.len(), 1, "{}", who.name);
    }
    let mut manager = cat(OTHER_CHANNEL);
    manager.can_manage_guild = true;
    assert_key(&send(&svc, &manager, export(game)).await, Key::ExportTitle);
}

#[tokio::test]
async fn history_lists_only_the_games_the_asker_may_see() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir).await;
    let game = finished_game(&svc).await;
    let number = format!("#{}", game.0);
    let of_ann = || Command::History {
        user: Some(Person::new(100, "Ann")),
    };

    let stranger = send(&svc, &cat(OTHER_CHANNEL), of_ann()).await;
    assert!(
        !stranger.english().contains(&number),
        "{}",
        stranger.english()
    );
    assert_key(&stranger, Key::HistoryEmpty);

    let here = send(&svc, &cat(GAME_CHANNEL), of_ann()).await;
    assert!(here.english().contains(&number), "{}", here.english());
    let own = send(&svc, &ann(OTHER_CHANNEL), Command::History { user: None }).await;
    assert!(own.english().contains(&number), "{}", own.english());
    let opponent = send(&svc, &bob(OTHER_CHANNEL), of_ann()).await;
    assert!(
        opponent.english().contains(&number),
        "{}",
        opponent.english()
    );
}

#[tokio::test]
async fn a_name_from_one_server_never_shows_in_another() {
    let dir = tempfile::tempdir().unwrap();
    let svc = open(&dir).await;
    let r = send(
        &svc,
        &ann(GAME_CHANNEL),
        Command::Challenge(ChallengeOptions::to(Person::new(101, "Bob"))),
    )
    .await;
    assert_key(&r, Key::ChallengeIssued);
    assert_key(
        &send(&svc, &bob(GAME_CHANNEL), Command::Accept).await,
        Key::ChallengeAccepted,
    );
    // Ann is known by another nickname in another server.
    let elsewhere = actor(OTHER_GUILD, 99, 100, "Secret Nick");
    send(&svc, &elsewhere, Command::Rules { variant: None }).await;
    svc.close().await;

    // After a restart the game's server still names her as it knew her.
    let svc = open(&dir).await;
    let board = send(&svc, &bob(GAME_CHANNEL), Command::Board).await;
    let text = board.english();
    assert!(text.contains("Ann"), "{text}");
    assert!(!text.contains("Secret Nick"), "{text}");
    svc.close().await;
}
