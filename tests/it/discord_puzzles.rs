//! `/hex-study puzzle` on the fake Discord, through the real binary: the puzzle comes privately with
//! its picture and buttons; the Move button opens the cell modal and the answer replaces the
//! puzzle's message in place; a stone by `/hex-study puzzle move:` goes on; the solved puzzle's rating
//! shows on the puzzle ladder; a wrong stone ends the next one with its key shown; the buttons of
//! another player's puzzle are refused. The daily puzzle is posted once across kill -9 (posted
//! on start when its hour passed while the bot was down; looked for, not posted again, when the
//! bot died before hearing of its post), solved privately from its button, and its post edited
//! with the solvers.

use crate::support::puzzles::puzzle_in;
use crate::support::{Answer, MANAGE_GUILD, Player, Table};
use hexbot::puzzle::Puzzle;
use serde_json::json;

const INTEGER: u8 = 4;
const STRING: u8 = 3;
const CHANNEL: u8 = 7;
const MODAL: u64 = 9;
const UPDATE: u64 = 7;

/// The puzzle an answer shows.
fn shown(answer: &Answer) -> &'static Puzzle {
    puzzle_in(&answer.text())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_played_privately_by_modal_and_command_and_rated() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");

    let opened = table.answer(&table.slash(&alice, "puzzle", &[], &[])).await;
    assert!(opened.ephemeral, "a puzzle is private");
    assert!(opened.board_png().is_some(), "with its picture");
    assert!(
        opened.text().contains("find the one stone that wins"),
        "{}",
        opened.text()
    );
    let puzzle = shown(&opened);
    let move_button = opened.button("pmove").expect("Move button");
    assert!(opened.button("phint").is_some() && opened.button("pgiveup").is_some());

    // Someone else's button is refused.
    let theirs = table.answer(&table.click(&bob, &move_button, 5)).await;
    assert_eq!(
        theirs.callback_type, MODAL,
        "the modal opens; the stone is checked"
    );
    let input = theirs.data["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let refused = table
        .answer(&table.submit_modal(&bob, &move_button, &[(&input, "a1")], 5))
        .await;
    assert!(refused.ephemeral && refused.text().contains("someone else's puzzle"));

    // The key by the Move button's modal: the answer replaces the puzzle in place.
    let modal = table.answer(&table.click(&alice, &move_button, 5)).await;
    assert_eq!(modal.callback_type, MODAL);
    let key = puzzle.key.to_string();
    let mut reply = table
        .answer(&table.submit_modal(&alice, &move_button, &[(&input, &key)], 5))
        .await;
    assert_eq!(reply.callback_type, UPDATE, "{}", reply.text());
    // The rest of the line by command.
    let solution: Vec<String> = puzzle.solution().map(|c| c.to_string()).collect();
    let mut i = 2;
    while reply.text().contains("keeps the win") {
        assert!(
            reply
                .text()
                .contains(&format!("answers {}", solution[i - 1])),
            "{}",
            reply.text()
        );
        let stone = &solution[i];
        reply = table
            .answer(&table.slash(&alice, "puzzle", &[("move", STRING, json!(stone))], &[]))
            .await;
        assert!(reply.ephemeral);
        i += 2;
    }
    assert!(reply.text().contains("solved!"), "{}", reply.text());
    assert!(
        reply.text().contains("your puzzle rating: 1,500 → 1,"),
        "{}",
        reply.text()
    );

    let ladder = table
        .answer(&table.slash(&bob, "leaderboard", &[("kind", INTEGER, json!(2))], &[]))
        .await;
    assert!(!ladder.ephemeral);
    assert!(ladder.text().contains("puzzle ladder"), "{}", ladder.text());
    assert!(ladder.text().contains("1. alice"), "{}", ladder.text());

    // The next puzzle, failed with a wrong stone: the key is shown.
    let next = reply.button("pnext").expect("Next puzzle");
    let second = table.answer(&table.click(&alice, &next, 6)).await;
    assert!(second.ephemeral);
    let other = shown(&second);
    let wrong = other
        .position()
        .unwrap()
        .board()
        .empty_cells()
        .find(|&c| c != other.key)
        .unwrap()
        .to_string();
    let failed = table
        .answer(&table.slash(&alice, "puzzle", &[("move", STRING, json!(wrong))], &[]))
        .await;
    let text = failed.text();
    assert!(text.contains(&format!("{wrong} loses")), "{text}");
    assert!(
        text.contains(&format!("the solution: {}", other.key)),
        "{text}"
    );
    let profile = table
        .answer(&table.slash(&alice, "profile", &[], &[]))
        .await;
    assert!(
        profile.text().contains("1 solved, 1 not solved"),
        "{}",
        profile.text()
    );
}

/// The Solve buttons of the daily posts in `channel`.
fn daily_posts(table: &Table) -> Vec<(String, String)> {
    table
        .fake
        .posted_in(table.channel)
        .iter()
        .filter_map(|m| {
            let rows = m["components"].as_array()?;
            let solve = rows.iter().find_map(|row| {
                row["components"].as_array()?.iter().find_map(|c| {
                    let id = c["custom_id"].as_str()?;
                    (id.split(':').nth(2) == Some("pdaily")).then(|| id.to_owned())
                })
            })?;
            Some((m["id"].as_str()?.to_owned(), solve))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_once_across_kill9_and_counts_its_solvers() {
    let mut table = Table::start().await;
    let moderator = Player::new(&table.fake, "moderator");
    let alice = Player::new(&table.fake, "alice");
    let hour = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        / 3600
        % 24;
    let channel = json!(table.channel.to_string());
    let options = [
        ("puzzle-channel", CHANNEL, channel),
        ("puzzle-hour", INTEGER, json!(hour)),
    ];
    let set = table
        .answer(&table.slash_with_permissions(&moderator, "config", &options, MANAGE_GUILD))
        .await;
    assert!(
        set.text()
            .contains(&format!("every day at {hour:02}:00 utc")),
        "{}",
        set.text()
    );
    // Set after this hour began: the first post waits for tomorrow's; today's puzzle is there
    // for the asking, and asking does not post it.
    let since = table.fake.call_count();
    let daily = [("action", INTEGER, json!(3))];
    let today = table
        .answer(&table.slash(&alice, "puzzle", &daily, &[]))
        .await;
    assert!(today.ephemeral);
    assert!(
        today.text().contains("the daily puzzle of"),
        "{}",
        today.text()
    );
    assert!(daily_posts(&table).is_empty());

    // The bot is killed; meanwhile the setting moves a day into the past, so today's hour has
    // passed while it was down: it posts on start.
    table
        .restart_after_kill9_with_sql("UPDATE daily_puzzle_settings SET since = 0")
        .await;
    let path = format!("/api/v10/channels/{}/messages", table.channel);
    table
        .fake
        .wait_call(since, "the daily post", |c| {
            c.method == "POST" && c.path == path && c.body.to_string().contains("pdaily")
        })
        .await;
    let posts = daily_posts(&table);
    assert_eq!(posts.len(), 1, "one post");
    let (post_id, solve) = posts[0].clone();

    // Killed again as if before it heard of the post: on start it looks, finds it, and does
    // not post again.
    let since = table.fake.call_count();
    table
        .restart_after_kill9_with_sql("UPDATE daily_puzzles SET message_id = NULL")
        .await;
    table
        .fake
        .wait_call(since, "a look for the post", |c| {
            c.method == "GET" && c.path == path
        })
        .await;

    // Alice solves it privately from the post's button; the post is edited with her name.
    let opened = table
        .answer(&table.click(&alice, &solve, post_id.parse().unwrap()))
        .await;
    assert!(opened.ephemeral, "solved privately");
    assert!(
        opened.text().contains("the daily puzzle of"),
        "{}",
        opened.text()
    );
    let puzzle = shown(&opened);
    assert_eq!(puzzle, shown(&today), "the same puzzle for the day");
    let mut reply = opened;
    for stone in puzzle.solution().step_by(2) {
        let stone = stone.to_string();
        reply = table
            .answer(&table.slash(&alice, "puzzle", &[("move", STRING, json!(stone))], &[]))
            .await;
        if !reply.text().contains("keeps the win") {
            break;
        }
    }
    assert!(reply.text().contains("solved!"), "{}", reply.text());
    assert!(
        reply.text().contains("your daily streak: 1 (best 1)"),
        "{}",
        reply.text()
    );
    let edit_path = format!("{path}/{post_id}");
    let edit = table
        .fake
        .wait_call(since, "the post's edit", |c| {
            c.method == "PATCH" && c.path == edit_path
        })
        .await;
    assert!(
        edit.body.to_string().contains("Solved by 1: alice"),
        "{}",
        edit.summary()
    );
    assert!(!edit.files.is_empty(), "the picture stays");
    assert_eq!(daily_posts(&table).len(), 1, "still one post");

    // Once more, killed after all was said: nothing is posted again; the streak shows.
    table.restart_after_kill9().await;
    let profile = table
        .answer(&table.slash(&alice, "profile", &[], &[]))
        .await;
    assert!(
        profile.text().contains("daily puzzle: streak 1 (best 1)"),
        "{}",
        profile.text()
    );
    assert_eq!(daily_posts(&table).len(), 1, "still one post");
}
