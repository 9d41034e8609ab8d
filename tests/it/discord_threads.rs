//! End to end against a fake Discord: a challenge's thread of its own (issue 17, item 6). The
//! challenge and the right to make threads (the member's and the bot's) are checked before any
//! thread is made, and a thread whose challenge ends unaccepted is archived and locked.

use crate::support::*;
use serde_json::json;

const USER: u8 = 6;
const BOOLEAN: u8 = 5;
/// Every permission but Administrator and Create Public Threads (what the bot may lack).
const NO_THREADS: &str = "2147483639";

fn thread_calls(table: &Table, since: usize) -> usize {
    let threads = format!("/api/v10/channels/{}/threads", table.channel);
    table.fake.calls()[since..]
        .iter()
        .filter(|c| c.method == "POST" && c.path == threads)
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_challenge_is_refused_before_any_thread_is_made() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let since = table.fake.call_count();
    let thread_to = |who: &Player, perms: &str, app: &str| {
        table.slash_as(
            table.channel,
            &alice,
            "challenge",
            &[
                ("opponent", USER, json!(who.id.to_string())),
                ("thread", BOOLEAN, json!(true)),
            ],
            &[who],
            perms,
            app,
        )
    };
    // A member without the right to create threads.
    let answer = table.answer(&thread_to(&bob, "0", "2147483647")).await;
    assert!(answer.ephemeral, "{answer:?}");
    assert!(
        answer.text().contains("you may not create threads"),
        "{}",
        answer.text()
    );
    // The bot without it.
    let answer = table
        .answer(&thread_to(&bob, CREATE_PUBLIC_THREADS, NO_THREADS))
        .await;
    assert!(answer.ephemeral, "{answer:?}");
    assert!(
        answer.text().contains("i may not create threads"),
        "{}",
        answer.text()
    );
    // A challenge that is refused anyway (oneself).
    let answer = table
        .answer(&thread_to(&alice, CREATE_PUBLIC_THREADS, "2147483647"))
        .await;
    assert!(answer.ephemeral, "{answer:?}");
    assert!(
        answer.text().contains("cannot challenge yourself"),
        "{}",
        answer.text()
    );
    assert_eq!(thread_calls(&table, since), 0, "no thread was made");
    assert_eq!(
        answer.callback_type, 4,
        "refused from the first answer, not after a deferral"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_declined_thread_challenge_archives_and_locks_its_thread() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let since = table.fake.call_count();
    let sent = table.thread_challenge(&alice, &bob);
    let pointer = table.answer(&sent).await;
    assert!(!pointer.ephemeral, "{pointer:?}");
    assert_eq!(thread_calls(&table, since), 1);
    let posted = table
        .fake
        .wait_call(since, "challenge posted in the thread", |c| {
            c.method == "POST"
                && c.path.ends_with("/messages")
                && c.path != format!("/api/v10/channels/{}/messages", table.channel)
        })
        .await;
    let thread: u64 = posted
        .path
        .trim_start_matches("/api/v10/channels/")
        .trim_end_matches("/messages")
        .parse()
        .expect("a thread id");
    let since = table.fake.call_count();
    let decline = posted.body["components"][0]["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["custom_id"].as_str())
        .find(|id| id.contains(":decline:"))
        .expect("a Decline button")
        .to_owned();
    let (sent, _) = table.click_in(thread, &bob, &decline, 1);
    let declined = table.answer(&sent).await;
    assert!(declined.text().contains("declined"), "{}", declined.text());
    let archived = table
        .fake
        .wait_call(since, "the thread archived", |c| {
            c.method == "PATCH" && c.path == format!("/api/v10/channels/{thread}")
        })
        .await;
    assert_eq!(archived.body["archived"], json!(true), "{}", archived.body);
    assert_eq!(archived.body["locked"], json!(true), "{}", archived.body);
}
