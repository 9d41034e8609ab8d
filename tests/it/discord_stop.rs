//! `hexbot run` stops when asked, even while Discord cannot be reached: the REST API answers
//! but the gateway is a black hole (it takes the connection and never says a word), so the
//! shard waits on it; SIGTERM still ends the process, cleanly (exit 0), after the gateway's
//! grace.

use crate::support::{FakeDiscord, GUILD_ID, TOKEN, WAIT, bot_command};
use std::process::Stdio;

#[tokio::test]
async fn sigterm_stops_the_bot_while_the_gateway_cannot_be_reached() {
    let fake = FakeDiscord::start(TOKEN).await;
    let silent = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = silent.local_addr().unwrap().port();
    fake.point_gateway_at(format!("ws://127.0.0.1:{port}"));
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("hexbot.db").display());
    let bot = bot_command(&dir.path().to_path_buf())
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE_URL", fake.base_url())
        .env("DEV_GUILD_ID", GUILD_ID.to_string())
        .env("DATABASE_URL", db)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn hexbot");
    // The bot's shard has reached the gateway: it is past its start and waiting on Discord.
    let (_held, _) = tokio::time::timeout(WAIT, silent.accept())
        .await
        .expect("the bot connects to the gateway")
        .unwrap();
    let pid = bot.id().expect("running").to_string();
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap();
    assert!(killed.success());
    let out = tokio::time::timeout(WAIT, bot.wait_with_output())
        .await
        .expect("hexbot stops on SIGTERM while Discord cannot be reached")
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}: {stderr}", out.status);
    assert!(stderr.contains("stopping without it"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
