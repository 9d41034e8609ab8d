//! `hexbot local` mirrors the claim of an abandoned game (issue 13, item 1): `/hex claim` (and
//! the Claim button the bot announces by itself), and a game against the computer left by its
//! human ending unrated. The real binary on a real SQLite file; the idle day passes by moving the
//! stored time of the game's last change into the past between two runs.

use crate::support::local::{run_local, stdout};
use std::path::Path;

/// `hexbot local` on the database in `dir` (kept between runs) as `name`, running `script`;
/// whether every command was accepted, and what it printed.
fn run_on(dir: &Path, name: &str, script: &str) -> (bool, String) {
    let out = run_local(dir, name, script);
    (out.status.success(), stdout(&out))
}

/// Moves every active game's last change 25 hours into the past.
async fn a_day_passes(dir: &Path) {
    let url = format!("sqlite://{}", dir.join("hexbot.db").display());
    let options: sqlx::sqlite::SqliteConnectOptions = url.parse().unwrap();
    let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
    sqlx::query("UPDATE games SET updated_at = updated_at - 90000000 WHERE status = 'active'")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
}

#[tokio::test]
async fn an_abandoned_two_player_game_is_claimed_in_local() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, text) = run_on(
        dir.path(),
        "alice",
        "/hex challenge @bob size:7\nas bob: 1\n/hex move d4\n/hex claim\n",
    );
    assert!(!ok && text.contains("you can claim in 24 h"), "{text}");
    a_day_passes(dir.path()).await;
    let (ok, text) = run_on(dir.path(), "alice", "/hex claim\n");
    assert!(ok, "{text}");
    assert!(
        text.contains("bob was idle for 24 hours; alice (Red) claims the win"),
        "{text}"
    );
}

#[tokio::test]
async fn an_abandoned_game_against_the_computer_ends_unrated_in_local() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, _) = run_on(dir.path(), "alice", "/hex ai level:easy size:7 first:you\n");
    assert!(ok);
    a_day_passes(dir.path()).await;
    let (ok, text) = run_on(dir.path(), "alice", "/hex ai level:easy size:7 first:you\n");
    assert!(ok, "{text}");
    assert!(
        text.contains("so the game against the computer ends here, unrated"),
        "{text}"
    );
    assert!(
        text.contains("alice plays the computer"),
        "a new game: {text}"
    );
    // Told in order: what was due at start comes before the script's first line.
    let ended = text.find("ends here, unrated").unwrap();
    let first_line = text.find("hex:1>").unwrap();
    assert!(ended < first_line, "{text}");
}
