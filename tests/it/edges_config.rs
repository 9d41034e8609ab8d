//! `hexbot run`'s configuration as the real binary reads it (issue 17, item 9): only `./.env` is
//! read (never one in a parent directory), and a plain `http://` API base is accepted only for a
//! loopback address, where the token cannot cross a network in clear.

use crate::support::{WAIT, bot_command};

/// Runs `hexbot run` in `dir` with a clean environment and returns (exit code, stderr).
async fn run_in(dir: &std::path::Path) -> (Option<i32>, String) {
    let out = tokio::time::timeout(
        WAIT,
        bot_command(&dir.to_path_buf())
            .stderr(std::process::Stdio::piped())
            .output(),
    )
    .await
    .expect("hexbot run stops by itself")
    .expect("hexbot runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[tokio::test]
async fn a_dotenv_in_a_parent_directory_is_not_read() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(
        tmp.path().join(".env"),
        "DISCORD_TOKEN=parent-token\nDISCORD_API_BASE_URL=http://127.0.0.1:1\n",
    )
    .unwrap();
    let child = tmp.path().join("bot");
    std::fs::create_dir(&child).unwrap();
    let (code, stderr) = run_in(&child).await;
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("DISCORD_TOKEN is not set"), "{stderr}");
}

#[tokio::test]
async fn the_dotenv_in_the_working_directory_is_read() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(
        tmp.path().join(".env"),
        "DISCORD_TOKEN=t\nDISCORD_API_BASE_URL=http://example.com\n",
    )
    .unwrap();
    let (code, stderr) = run_in(tmp.path()).await;
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("DISCORD_API_BASE_URL"), "{stderr}");
    assert!(stderr.contains("loopback"), "{stderr}");
    assert!(
        !stderr.contains('\n') || stderr.lines().count() == 1,
        "{stderr}"
    );
}
