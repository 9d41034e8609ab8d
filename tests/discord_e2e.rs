//! End to end: the real `hexbot` binary against a fake Discord on 127.0.0.1.
//!
//! Each test starts its own fake (REST + gateway on ephemeral ports) and its own bot process on a
//! fresh database in a temp dir, sends INTERACTION_CREATE events as Discord would, and checks the
//! REST calls the bot makes in answer. Every wait is bounded; the bot dies with the test.

mod support;

use serde_json::json;
use support::*;

/// Interaction callback types (Discord docs: interaction response types).
const CHANNEL_MESSAGE: u64 = 4;
const EPHEMERAL: u64 = 1 << 6;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_identifies_registers_its_commands_and_answers_rules() {
    let table = Table::start().await;

    let identify = table.fake.wait_identifies(1).await;
    assert_eq!(identify["token"], json!(TOKEN));
    assert_eq!(identify["intents"], json!(1), "only the GUILDS intent");

    let calls = table.fake.calls();
    assert!(calls.iter().all(|c| c.authorized), "every REST call carries the bot token");
    let registration = calls
        .iter()
        .find(|c| c.method == "PUT" && c.path.ends_with(&format!("/guilds/{GUILD_ID}/commands")))
        .expect("guild command registration");
    let hex = &registration.body[0];
    assert_eq!(hex["name"], "hex");
    let subcommands: Vec<&str> =
        hex["options"].as_array().unwrap().iter().map(|o| o["name"].as_str().unwrap()).collect();
    for expected in ["challenge", "ai", "move", "swap", "resign", "board", "leaderboard", "profile", "rules", "abort"] {
        assert!(subcommands.contains(&expected), "missing /hex {expected}: {subcommands:?}");
    }
    for sub in hex["options"].as_array().unwrap() {
        assert!(!sub["description"].as_str().unwrap().is_empty());
        for option in sub["options"].as_array().into_iter().flatten() {
            assert!(!option["description"].as_str().unwrap().is_empty(), "{option}");
        }
    }
    let mv = hex["options"].as_array().unwrap().iter().find(|o| o["name"] == "move").unwrap();
    assert_eq!(mv["options"][0]["autocomplete"], json!(true));

    let alice = Player::new(&table.fake, "alice");
    let sent = table.slash(&alice, "rules", &[], &[]);
    let answer = table.callback(&sent).await;
    assert_eq!(answer.body["type"], json!(CHANNEL_MESSAGE));
    assert_eq!(answer.body["data"]["flags"].as_u64().unwrap() & EPHEMERAL, EPHEMERAL);
    let text = answer.body["data"].to_string().to_lowercase();
    assert!(text.contains("red") && text.contains("blue"), "{text}");
    assert!(!text.contains("top") && !text.contains("left"), "{text}");
}

#[tokio::test]
async fn a_missing_token_is_a_one_line_error_with_exit_code_2() {
    let tmp = tempfile::tempdir().unwrap();
    let output = tokio::time::timeout(WAIT, bot_command(&tmp.path().to_path_buf()).output())
        .await
        .expect("hexbot exits")
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[tokio::test]
async fn an_unreadable_database_is_a_one_line_error_with_exit_code_2() {
    let tmp = tempfile::tempdir().unwrap();
    let output = bot_command(&tmp.path().to_path_buf())
        .env("DISCORD_TOKEN", TOKEN)
        .env("RUST_LOG", "off")
        .env("DISCORD_API_BASE_URL", "http://127.0.0.1:9")
        .env("DATABASE_URL", format!("sqlite://{}/no/such/dir/hexbot.db", tmp.path().display()))
        .output();
    let output = tokio::time::timeout(WAIT, output).await.expect("hexbot exits").unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(!stderr.contains(TOKEN), "the token is never echoed: {stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_cleanly() {
    let mut table = Table::start().await;
    let status = table.bot.terminate().await;
    assert!(status.success(), "exit status {status:?}\n{}", table.bot.log());
    assert!(!table.bot.log().contains(TOKEN), "the token never reaches the log");
}
