//! `hexbot run` and its database at start (issue 32, items 3 and 4), with the real binary:
//!
//! - the password of `DATABASE_URL` shows in no message, whatever goes wrong: the URL is named
//!   with `***` in its place;
//! - a database that does not answer is tried again for `HEXBOT_DATABASE_RETRY_SECS`, then the
//!   bot exits with 75, which the systemd unit restarts on; a database that comes up meanwhile is
//!   used; a configuration that can never work (a malformed URL, a wrong password, `sslmode`
//!   asking for a TLS the server lacks) exits with 2 at once, which the unit does not restart;
//! - PostgreSQL's `sslmode` is honoured over TLS (rustls): `require` connects to a server with
//!   TLS, `verify-full` checks its certificate against `sslrootcert`.
//!
//! The servers are the tests' own ([`crate::support::postgres`]); a port that refuses is a
//! bound socket that never listens. Nothing waits on the clock: the test that starts the server
//! during the retries does so after reading the bot's first "retrying" line.

use crate::support::postgres::{Cluster, Setup, refusing_port};
use crate::support::{FakeDiscord, GUILD_ID, TOKEN, WAIT, bot_command};
use hexbot::store::Store;
use sqlx::{Connection, Row};
use std::process::Stdio;
use tokio::io::{AsyncBufReadExt, BufReader};

/// The password in the tests' URLs: it must never show.
const PASSWORD: &str = "s3cret-Pa55word";

/// A server with TLS that lets in only who gives [`PASSWORD`].
const TLS_WITH_PASSWORD: Setup = Setup {
    tls: true,
    password: Some(PASSWORD),
};

/// Runs `hexbot run` on `database_url`, trying a silent database for `retry_secs`, until it
/// exits by itself: (exit code, stderr). Discord is a closed loopback port: these runs end
/// before they would reach it.
async fn run_to_end(database_url: &str, retry_secs: u32) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let out = tokio::time::timeout(
        WAIT,
        bot_command(&dir.path().to_path_buf())
            .env("DISCORD_TOKEN", TOKEN)
            .env("DISCORD_API_BASE_URL", "http://127.0.0.1:1")
            .env("DATABASE_URL", database_url)
            .env("HEXBOT_DATABASE_RETRY_SECS", retry_secs.to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output(),
    )
    .await
    .unwrap_or_else(|_| panic!("hexbot run on {database_url} did not stop by itself"))
    .expect("hexbot runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Asserts that `stderr` never shows `secret`, and that nothing panicked.
#[track_caller]
fn assert_hidden(stderr: &str, secret: &str) {
    assert!(!stderr.contains(secret), "the password shows:\n{stderr}");
    assert!(!stderr.contains("panicked"), "a panic:\n{stderr}");
}

#[tokio::test]
async fn a_database_that_does_not_answer_is_tried_again_then_the_bot_exits_75() {
    let (_refusing, port) = refusing_port();
    let url = format!("postgres://hexbot:{PASSWORD}@127.0.0.1:{port}/hexbot");
    let (code, stderr) = run_to_end(&url, 1).await;
    assert_eq!(code, Some(75), "{stderr}");
    let shown = format!("postgres://hexbot:***@127.0.0.1:{port}/hexbot");
    assert!(
        stderr.contains(&format!("cannot open the database {shown}: ")),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("cannot reach the database {shown} (try 1)")),
        "{stderr}"
    );
    assert!(stderr.contains("retrying in"), "{stderr}");
    assert!(stderr.contains("no answer after"), "{stderr}");
    assert_hidden(&stderr, PASSWORD);
}

#[tokio::test]
async fn a_configuration_that_cannot_work_exits_2_at_once_without_its_password() {
    let (_refusing, port) = refusing_port();
    // (URL, what the message says). A retry would outlast the test's patience: none is made.
    let cases = [
        (
            format!("mysql://hexbot:{PASSWORD}@127.0.0.1/hexbot"),
            "unknown database URL scheme \"mysql\"",
        ),
        (
            format!("postgres://hexbot:{PASSWORD}@127.0.0.1:notaport/hexbot"),
            "invalid port",
        ),
        (
            format!("hexbot:{PASSWORD}@127.0.0.1/hexbot"),
            "not a database URL",
        ),
        (
            format!(
                "postgres://hexbot@127.0.0.1:{port}/hexbot?password={PASSWORD}&sslmode=sometimes"
            ),
            "sometimes",
        ),
    ];
    for (url, says) in cases {
        let (code, stderr) = run_to_end(&url, 3600).await;
        assert_eq!(code, Some(2), "{url}: {stderr}");
        assert!(stderr.contains("cannot open the database "), "{stderr}");
        assert!(stderr.contains("***"), "{stderr}");
        assert!(stderr.contains(says), "{url}: {stderr}");
        assert!(!stderr.contains("retrying"), "{stderr}");
        assert_hidden(&stderr, PASSWORD);
    }
}

#[tokio::test]
async fn sslmode_require_is_refused_clearly_by_a_server_without_tls() {
    let Some(server) = Cluster::running(Setup::default()).await else {
        return;
    };
    let url = server.url(Some(PASSWORD), "sslmode=require");
    let (code, stderr) = run_to_end(&url, 3600).await;
    assert_eq!(code, Some(2), "{stderr}");
    let shown = server.url(Some("***"), "sslmode=require");
    assert!(
        stderr.contains(&format!("cannot open the database {shown}: ")),
        "{stderr}"
    );
    assert!(stderr.contains("server does not support TLS"), "{stderr}");
    assert_hidden(&stderr, PASSWORD);
    // Without sslmode (prefer), the same server is used in clear.
    Store::open(&server.url(None, ""))
        .await
        .unwrap()
        .close()
        .await;
}

#[tokio::test]
async fn a_database_that_comes_up_during_the_retries_is_used() {
    let Some(mut server) = Cluster::init(Setup::default()).await else {
        return;
    };
    let (refusing, port) = refusing_port();
    server.set_port(port);
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let mut bot = bot_command(&dir.path().to_path_buf())
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE_URL", fake.base_url())
        .env("DEV_GUILD_ID", GUILD_ID.to_string())
        .env("DATABASE_URL", server.url(Some(PASSWORD), ""))
        .env("HEXBOT_DATABASE_RETRY_SECS", "3600")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn hexbot");
    // Every line of stderr, as it comes, to `lines`; all of them kept for the end.
    let (tx, mut lines) = tokio::sync::mpsc::unbounded_channel::<String>();
    let mut reader = BufReader::new(bot.stderr.take().unwrap()).lines();
    let log = tokio::spawn(async move {
        let mut all = String::new();
        while let Ok(Some(line)) = reader.next_line().await {
            all.push_str(&line);
            all.push('\n');
            let _ = tx.send(line);
        }
        all
    });
    let first_retry = tokio::time::timeout(WAIT, async {
        while let Some(line) = lines.recv().await {
            if line.contains("retrying in") {
                return line;
            }
        }
        panic!("hexbot stopped before retrying");
    })
    .await
    .expect("a 'retrying' line");
    assert!(
        first_retry.contains("postgres://hexbot:***@127.0.0.1:"),
        "{first_retry}"
    );
    assert!(!first_retry.contains(PASSWORD), "{first_retry}");

    // The server comes up on the port that refused so far; the bot goes on to Discord.
    drop(refusing);
    server.start().await;
    fake.wait_identifies(1).await;

    let pid = bot.id().expect("running").to_string();
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = tokio::time::timeout(WAIT, bot.wait())
        .await
        .expect("hexbot stops on SIGTERM")
        .unwrap();
    let stderr = log.await.unwrap();
    assert!(status.success(), "{status}: {stderr}");
    assert!(
        stderr.contains("reached the database postgres://hexbot:***@"),
        "{stderr}"
    );
    assert_hidden(&stderr, PASSWORD);
}

#[tokio::test]
async fn sslmode_require_and_verify_full_connect_over_tls() {
    let Some(server) = Cluster::running(TLS_WITH_PASSWORD).await else {
        return;
    };
    let authority = server.authority().display().to_string();
    for query in [
        "sslmode=require".to_owned(),
        format!("sslmode=verify-full&sslrootcert={authority}"),
    ] {
        let url = server.url(Some(PASSWORD), &query);
        let store = Store::open(&url)
            .await
            .unwrap_or_else(|e| panic!("{query}: {e}"));
        store.close().await;
        // The same options give a connection that the server sees as encrypted.
        let mut conn = sqlx::PgConnection::connect(&url).await.unwrap();
        let ssl: bool = sqlx::query("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
            .fetch_one(&mut conn)
            .await
            .unwrap()
            .get(0);
        assert!(ssl, "{query}: not encrypted");
        conn.close().await.unwrap();
    }
    // verify-full without the authority: the certificate is not trusted, and that is final.
    let err = Store::open(&server.url(Some(PASSWORD), "sslmode=verify-full"))
        .await
        .expect_err("an untrusted certificate is refused");
    assert!(!err.is_transient(), "{err}");
    assert!(err.to_string().contains("certificate"), "{err}");
}

#[tokio::test]
async fn a_wrong_password_exits_2_at_once_without_showing_it() {
    let Some(server) = Cluster::running(TLS_WITH_PASSWORD).await else {
        return;
    };
    let wrong = "not-the-Pa55word";
    let (code, stderr) = run_to_end(&server.url(Some(wrong), "sslmode=require"), 3600).await;
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("password authentication failed"),
        "{stderr}"
    );
    assert_hidden(&stderr, wrong);
}
