//! `hexbot local` keeps apart from the bot (issue 32, item 5): by default it plays on a database
//! of its own (`hexbot-local.db`, never the bot's `hexbot.db`, whatever `DATABASE_URL` says),
//! and pointed at the bot's database on purpose it touches only its own games: another server's
//! game whose computer turn is due, or whose player has been idle for days, is left as it was,
//! and is not listed. The real binary on real SQLite files.

use crate::support::local::{hexbot, stdout};
use hexbot::hex::{BoardSize, Settings, SwapRule, Variant};
use hexbot::orientation::Orientation;
use hexbot::store::{
    ChannelId, GameId, GameStatus, GuildId, Level, NewGame, Player, Store, Timestamp, UserId,
};
use std::path::Path;

/// A Discord server's id (not the terminal's 0).
const SERVER: u64 = 900_000_000_000_000_002;

fn vs_computer(channel: u64, red: Player, blue: Player, at: Timestamp) -> NewGame {
    NewGame {
        guild: GuildId(SERVER),
        channel: ChannelId(channel),
        thread: None,
        red,
        blue,
        challenger: None,
        settings: Settings {
            size: BoardSize::new(7).unwrap(),
            variant: Variant::Hex,
            swap: SwapRule::Off,
        },
        turn_timer: None,
        status: GameStatus::Active,
        rated: true,
        ai_seed: 7,
        created_at: at,
        deadline: None,
        orientation: Orientation::Normal,
    }
}

/// `hexbot local --db URL` in `dir` as the terminal's default user, running `script`.
fn local_on(dir: &Path, url: &str, script: &str) -> std::process::Output {
    let file = dir.join("script.txt");
    std::fs::write(&file, script).unwrap();
    hexbot()
        .current_dir(dir)
        .args(["local", "--script"])
        .arg(&file)
        .args(["--db", url, "--ai-playouts", "40", "--seed", "7"])
        .output()
        .unwrap()
}

/// (moves, status) of game `id`.
async fn state_of(store: &Store, id: GameId) -> (usize, GameStatus) {
    let g = store.load_game(id).await.unwrap();
    (g.moves.len(), g.record.status)
}

#[tokio::test]
async fn local_on_the_bots_database_leaves_another_servers_games_alone() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("hexbot.db").display());
    // Two days ago, in a Discord server: a game whose computer (Red) is to move, due since
    // then, and a game whose player (Red) has been idle since then. The terminal's own user
    // plays in the second, so that `/hex games` would list it.
    let ago = Timestamp(Timestamp::now().0 - 2 * 86_400_000);
    let player = UserId(hexbot::local::user_id("Player"));
    let store = Store::open(&url).await.unwrap();
    let mut due = vs_computer(
        10,
        Player::Computer(Level::Easy),
        Player::Human(UserId(5)),
        ago,
    );
    due.deadline = Some(ago);
    let due = store.create_game(&due).await.unwrap();
    let idle = vs_computer(
        11,
        Player::Human(player),
        Player::Computer(Level::Easy),
        ago,
    );
    let idle = store.create_game(&idle).await.unwrap();
    store.close().await;
    drop(store);

    let out = local_on(dir.path(), &url, "/hex games\n");
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    // Not listed: the terminal's list is its own games.
    assert!(!text.contains(&format!("#{}", idle.0)), "{text}");
    assert!(!text.contains("against the computer ends here"), "{text}");

    let store = Store::open(&url).await.unwrap();
    assert_eq!(
        state_of(&store, due).await,
        (0, GameStatus::Active),
        "no move made"
    );
    assert_eq!(
        state_of(&store, idle).await,
        (0, GameStatus::Active),
        "not ended"
    );
    // Nor did it record itself alive as the bot's process: the bot's next start measures its
    // own outage.
    assert_eq!(store.last_heartbeat("shards 0-0 of 1").await.unwrap(), None);
    assert!(store.last_heartbeat("local").await.unwrap().is_some());
    store.close().await;
}

#[test]
fn local_keeps_its_games_in_a_file_of_its_own_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("script.txt");
    std::fs::write(&file, "/hex leaderboard\n").unwrap();
    let out = hexbot()
        .current_dir(dir.path())
        // The bot's variable, as an operator's shell may have it: not the terminal's.
        .env("DATABASE_URL", "sqlite://hexbot.db")
        .args(["local", "--script"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stdout(&out));
    assert!(dir.path().join("hexbot-local.db").exists());
    assert!(!dir.path().join("hexbot.db").exists());
}
