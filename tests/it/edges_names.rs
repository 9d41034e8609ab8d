//! Display names reach Discord as text, never as markup (issue 17, item 7): a nickname written as
//! a Markdown link, a mention of everyone or bold text is shown as typed, not rendered, in embeds
//! and plain replies; a thread title carries no mention or link markup. A nickname stays in its
//! server: the user-wide fallback name is the account's own (issue 32, item 6).

use crate::support::*;
use serde_json::json;

const USER: u8 = 6;

/// A nickname made of Markdown and mentions.
const EVIL: &str = "[x](https://evil.example) @everyone **b** <@1>";

/// Every text a message shows (content and embed description) as sent, not lowercased.
fn raw_text(answer: &Answer) -> String {
    let mut parts = vec![
        answer.data["content"]
            .as_str()
            .unwrap_or_default()
            .to_owned(),
    ];
    for embed in answer.data["embeds"].as_array().into_iter().flatten() {
        parts.push(embed["description"].as_str().unwrap_or_default().to_owned());
    }
    parts.join("\n")
}

/// Checks that `text` names the evil player only in escaped form.
#[track_caller]
fn escaped(text: &str) {
    assert!(!text.contains("[x]("), "a link: {text}");
    assert!(!text.contains("https://"), "an autolink: {text}");
    assert!(!text.contains("@everyone"), "a mention of everyone: {text}");
    assert!(!text.contains("**b**"), "bold: {text}");
    assert!(!text.contains("<@1>"), "a user mention: {text}");
    assert!(
        text.contains("evil.example"),
        "the name is still shown: {text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_markdown_nickname_is_shown_escaped_in_replies() {
    let table = Table::start().await;
    let evil = Player::new(&table.fake, EVIL);
    let bob = Player::new(&table.fake, "bob");
    let challenge = table
        .answer(&table.slash(
            &evil,
            "challenge",
            &[("opponent", USER, json!(bob.id.to_string()))],
            &[&bob],
        ))
        .await;
    assert!(!challenge.ephemeral);
    escaped(&raw_text(&challenge));
    let accept = challenge.button("accept").expect("Accept button");
    let accepted = table.answer(&table.click(&bob, &accept, 1)).await;
    escaped(&raw_text(&accepted));
    let board = table.answer(&table.slash(&bob, "board", &[], &[])).await;
    escaped(&raw_text(&board));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_title_carries_no_markup_from_a_nickname() {
    let table = Table::start().await;
    let evil = Player::new(&table.fake, EVIL);
    let bob = Player::new(&table.fake, "bob");
    let since = table.fake.call_count();
    let sent = table.thread_challenge(&evil, &bob);
    let pointer = table.answer(&sent).await;
    escaped(&raw_text(&pointer));
    let threads = format!("/api/v10/channels/{}/threads", table.channel);
    let created = table
        .fake
        .wait_call(since, "thread creation", |c| {
            c.method == "POST" && c.path == threads
        })
        .await;
    let title = created.body["name"].as_str().unwrap().to_owned();
    assert!(!title.contains("@everyone"), "{title}");
    assert!(!title.contains("[x]("), "{title}");
    assert!(!title.contains('\\'), "no escapes shown literally: {title}");
    assert!(
        title.contains("evil.example") && title.ends_with("bob"),
        "{title}"
    );
}

/// The names the bot stored for `user`: in the test server, and user-wide.
async fn stored_names(table: &Table, user: u64) -> (Option<String>, Option<String>) {
    let url = format!("sqlite://{}", table.tmp.path().join("hexbot.db").display());
    let options: sqlx::sqlite::SqliteConnectOptions = url.parse().expect("database url");
    let pool = sqlx::SqlitePool::connect_with(options)
        .await
        .expect("open the bot's database");
    let id = user as i64;
    let in_guild = sqlx::query_scalar(
        "SELECT name FROM guild_user_names WHERE guild_id = $1 AND user_id = $2",
    )
    .bind(GUILD_ID as i64)
    .bind(id)
    .fetch_optional(&pool)
    .await
    .expect("read the server's name");
    let anywhere = sqlx::query_scalar("SELECT name FROM user_names WHERE user_id = $1")
        .bind(id)
        .fetch_optional(&pool)
        .await
        .expect("read the user-wide name");
    pool.close().await;
    (in_guild, anywhere)
}

// Issue 32, item 6: a nickname belongs to its server; the user-wide fallback (shown where a
// server has not seen the person) is the account's own name.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_user_wide_name_is_the_accounts_global_name_never_a_servers_nickname() {
    let table = Table::start().await;
    let mut ann = Player::new(&table.fake, "ann");
    ann.global_name = Some("Ann Global".to_owned());
    ann.nick = Some("Queen of Hex".to_owned());
    // Bob has no global name: his username is the account's name.
    let mut bob = Player::new(&table.fake, "bob_u");
    bob.global_name = None;
    bob.nick = Some("Bobby Nick".to_owned());
    let challenge = table
        .answer(&table.slash(
            &ann,
            "challenge",
            &[("opponent", USER, json!(bob.id.to_string()))],
            &[&bob],
        ))
        .await;
    // In this server, Ann is her nickname.
    assert!(
        raw_text(&challenge).contains("Queen of Hex"),
        "{}",
        raw_text(&challenge)
    );
    let accept = challenge.button("accept").expect("Accept button");
    let accepted = table.answer(&table.click(&bob, &accept, 1)).await;
    assert!(!accepted.ephemeral, "{}", raw_text(&accepted));
    assert_eq!(
        stored_names(&table, ann.id).await,
        (Some("Queen of Hex".into()), Some("Ann Global".into()))
    );
    assert_eq!(
        stored_names(&table, bob.id).await,
        (Some("Bobby Nick".into()), Some("bob_u".into()))
    );
}
