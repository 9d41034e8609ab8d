//! Slow games end to end on a fake Discord (issue 30): the real binary, its SQLite file, and a
//! day clock whose time is passed by moving the stored deadline into the past while the bot is
//! killed (as the idle tests do). The notice pings the player to move and nobody else; a player
//! who chose direct messages gets one, and when their direct messages are closed the mention is
//! posted instead, once; the loss on time is announced once, even across another kill -9;
//! `/hex games` lists games from two servers, each linked to the message showing its board.

use crate::support::servers::{Server, answer};
use crate::support::*;
use serde_json::json;

const USER: u8 = 6;
const INTEGER: u8 = 4;

/// The index of the choice "1 day per move" among the timers.
const ONE_DAY: u64 = 3;
/// The index of "direct message" among the notices.
const BY_DM: u64 = 1;

/// Moves every active game's deadline 25 hours into the past (its clock ran out meanwhile).
const DEADLINE_PASSED: &str = "UPDATE games SET deadline = deadline - 90000000 WHERE status = 'active' AND deadline IS NOT NULL";

/// alice (Red) challenges bob to a 7×7 game with one day per move; bob accepts: the answer.
async fn one_day_game(table: &Table, alice: &Player, bob: &Player) -> Answer {
    let challenge = table
        .challenge_7x7(alice, bob, &[("timer", INTEGER, json!(ONE_DAY))])
        .await;
    assert!(
        challenge.text().contains("1 day per move"),
        "{}",
        challenge.text()
    );
    let accept = challenge.button("accept").expect("Accept button");
    table.answer(&table.click(bob, &accept, 1)).await
}

async fn slash_move(table: &Table, who: &Player, cell: &str) -> Answer {
    table
        .answer(&table.slash(who, "move", &[("cell", 3, json!(cell))], &[]))
        .await
}

/// The users an answer may ping.
fn pings(answer: &Answer) -> Vec<String> {
    answer.data["allowed_mentions"]["users"]
        .as_array()
        .map(|users| {
            users
                .iter()
                .map(|u| u.as_str().unwrap_or_default().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

fn says(call: &RestCall, text: &str) -> bool {
    call.body.to_string().to_lowercase().contains(text)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_one_day_game_pings_the_player_to_move_and_ends_on_time_once() {
    let mut table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let accepted = one_day_game(&table, &alice, &bob).await;
    // Red (alice) is to move: mentioned above the board, the only user it may ping.
    let content = accepted.data["content"].as_str().unwrap_or_default();
    assert_eq!(content, format!("<@{}>", alice.id), "{:?}", accepted.data);
    assert_eq!(pings(&accepted), vec![alice.id.to_string()]);
    assert_eq!(accepted.data["allowed_mentions"]["parse"], json!([]));
    let moved = slash_move(&table, &alice, "d4").await;
    assert!(
        moved.text().contains(&format!(
            "<@{}>, your move against alice: 1 day to go.",
            bob.id
        )),
        "{}",
        moved.text()
    );
    assert_eq!(pings(&moved), vec![bob.id.to_string()]);
    // A day passes while the bot is down: bob's clock ran out. On start it is announced.
    let since = table.fake.call_count();
    table.restart_after_kill9_with_sql(DEADLINE_PASSED).await;
    let messages = format!("/api/v10/channels/{}/messages", table.channel);
    let lost = table
        .fake
        .wait_call(since, "the loss on time", |c| {
            c.method == "POST" && c.path == messages && says(c, "loses on time")
        })
        .await;
    let text = lost.body.to_string().to_lowercase();
    assert!(
        text.contains("bob let the clock run out and loses on time: alice (red) wins!"),
        "{text}"
    );
    // Rated like a resignation: alice gains what bob loses.
    assert!(text.contains("alice: 1,500 → "), "{text}");
    assert!(text.contains("bob: 1,500 → "), "{text}");
    // Another kill -9 announces nothing again.
    let since = table.fake.call_count();
    table.restart_after_kill9().await;
    let profile = table
        .answer(&table.slash(&alice, "profile", &[], &[]))
        .await;
    assert!(profile.text().contains("alice"), "{}", profile.text());
    let again = table.fake.calls()[since..]
        .iter()
        .filter(|c| says(c, "loses on time"))
        .count();
    assert_eq!(again, 0, "the loss on time is announced once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_direct_message_tells_the_player_and_falls_back_to_the_mention_once() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let settings = table
        .answer(&table.slash(&bob, "settings", &[("notify", INTEGER, json!(BY_DM))], &[]))
        .await;
    assert!(settings.ephemeral);
    assert!(
        settings.text().contains("you get a direct message"),
        "{}",
        settings.text()
    );
    one_day_game(&table, &alice, &bob).await;
    let since = table.fake.call_count();
    let moved = slash_move(&table, &alice, "d4").await;
    assert!(
        !moved.text().contains("your move against"),
        "{}",
        moved.text()
    );
    assert!(pings(&moved).is_empty(), "nobody pinged on the board");
    let opened = table
        .fake
        .wait_call(since, "a DM channel", |c| {
            c.method == "POST" && c.path == "/api/v10/users/@me/channels"
        })
        .await;
    assert_eq!(opened.body["recipient_id"], json!(bob.id.to_string()));
    let dm = table
        .fake
        .wait_call(since, "the direct message", |c| {
            c.method == "POST"
                && c.path.starts_with("/api/v10/channels/")
                && c.path != format!("/api/v10/channels/{}/messages", table.channel)
                && says(c, "your move against alice")
        })
        .await;
    assert!(
        dm.files.iter().any(|(_, name, _)| name == "board.png"),
        "with the board"
    );
    let link = format!("https://discord.com/channels/{GUILD_ID}/{}", table.channel);
    assert!(
        dm.body.to_string().contains(&link),
        "with a link to the game: {}",
        dm.summary()
    );
    // bob closes his direct messages: the next notice is the mention in the channel, once.
    table.fake.close_dms(bob.id);
    slash_move(&table, &bob, "c3").await;
    let since = table.fake.call_count();
    slash_move(&table, &alice, "e4").await;
    let messages = format!("/api/v10/channels/{}/messages", table.channel);
    let fallback = table
        .fake
        .wait_call(since, "the mention instead", |c| {
            c.method == "POST" && c.path == messages && says(c, "your move against alice")
        })
        .await;
    assert_eq!(
        fallback.body["allowed_mentions"]["users"],
        json!([bob.id.to_string()])
    );
    assert!(says(&fallback, &format!("<@{}>", bob.id)));
    // Nothing retries: one refused DM channel, one mention.
    let profile = table
        .answer(&table.slash(&alice, "profile", &[], &[]))
        .await;
    assert!(profile.text().contains("alice"));
    let calls = table.fake.calls();
    let tries = calls[since..]
        .iter()
        .filter(|c| c.path == "/api/v10/users/@me/channels")
        .count();
    assert_eq!(tries, 1);
    let mentions = calls[since..].iter().filter(|c| c.path == messages).count();
    assert_eq!(mentions, 1);
    assert!(table.bot.log().contains("no direct message"), "logged");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_lists_the_askers_games_from_two_servers() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    one_day_game(&table, &alice, &bob).await;
    // A second server, where bob challenges alice without a clock and moves first.
    let other = Server::on_shard(&table.fake, 0, 1);
    let sent = other.slash(
        &table.fake,
        &bob,
        "challenge",
        &[
            ("opponent", USER, json!(alice.id.to_string())),
            ("size", INTEGER, json!(9)),
        ],
        &[&alice],
    );
    let challenge = answer(&table.fake, &sent).await;
    let accept = challenge.button("accept").expect("Accept button");
    answer(&table.fake, &other.click(&table.fake, &alice, &accept, 1)).await;
    let sent = other.slash(&table.fake, &bob, "move", &[("cell", 3, json!("e5"))], &[]);
    answer(&table.fake, &sent).await;
    let list = table.answer(&table.slash(&alice, "games", &[], &[])).await;
    assert!(list.ephemeral, "the list is private");
    let text = list.text();
    assert!(text.contains("your unfinished games (2)"), "{text}");
    let here = format!("https://discord.com/channels/{GUILD_ID}/{}", table.channel);
    let there = format!(
        "https://discord.com/channels/{}/{}",
        other.guild, other.channel
    );
    assert!(text.contains(&here) && text.contains(&there), "{text}");
    // Each links to the message showing its board: here the challenge's message (1), which
    // became the board; there the answer to bob's move.
    assert!(text.contains(&format!("{here}/1")), "{text}");
    assert!(text.contains(&format!("{there}/")), "{text}");
    // Both wait on alice; the one with a clock comes first.
    assert!(text.find(&here) < text.find(&there), "{text}");
    assert!(text.contains("hex on a 9×9 board · no clock"), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plan_is_played_by_the_bot_while_the_planner_is_away_across_a_kill9() {
    let mut table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    one_day_game(&table, &alice, &bob).await;
    let board = slash_move(&table, &alice, "d4").await;
    // alice plans her answers, privately, by the board's Plan button and its form.
    let plan = board.button("plan").expect("Plan button");
    let form = table.answer(&table.click(&alice, &plan, 9)).await;
    assert_eq!(form.callback_type, 9, "a modal: {:?}", form.data);
    let input = form.data["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let saved = table
        .answer(&table.submit_modal(&alice, &plan, &[(&input, "if c3 then c4; e4 e3 b5 b6")], 9))
        .await;
    assert_eq!(saved.callback_type, 4, "beside the board, not in its place");
    assert!(saved.ephemeral, "{}", saved.text());
    assert!(
        saved
            .text()
            .contains("your plan (3 answers): c3 → c4; e4 → e3 · b5 → b6."),
        "{}",
        saved.text()
    );
    // The bot is killed and started again; then bob plays e4, and alice's answer comes at once,
    // in the same message.
    table.restart_after_kill9().await;
    let moved = slash_move(&table, &bob, "e4").await;
    let text = moved.text();
    assert!(!moved.ephemeral, "{text}");
    assert!(text.contains("bob (blue) played e4."), "{text}");
    assert!(text.contains("alice (red) played e3."), "{text}");
    // alice, told of her moves by mention, is named so: her plan's notice.
    assert!(
        text.contains(&format!("(<@{}> had planned this answer.)", alice.id)),
        "{text}"
    );
    assert!(
        text.contains(&format!("<@{}>, your move against alice", bob.id)),
        "{text}"
    );
    // What is left, by /hex plan alone.
    let left = table.answer(&table.slash(&alice, "plan", &[], &[])).await;
    assert!(left.ephemeral, "{}", left.text());
    assert!(
        left.text().contains("(one answer): b5 → b6."),
        "{}",
        left.text()
    );
    // Nothing of the plan was ever posted in the channel.
    let posted = table.fake.posted_in(table.channel);
    assert!(
        posted.iter().all(|m| !m.to_string().contains("b6")),
        "{posted:?}"
    );
}
