//! End to end on a fake Discord: play that feels right in a channel (issue 13, items 1 and 12).
//! Abandoned games end (the Claim button the bot posts by itself, `/hex claim`, a game against the
//! computer ending unrated); one board per turn against the computer; refusals private from the
//! first moment (no public "thinking…" created and then deleted); a stale Move button refused at
//! the click, without a modal.
//!
//! The idle time (a day) passes without waiting: the bot is killed, the stored time of the
//! game's last change is moved a day and an hour into the past, and the bot starts again — which
//! also shows that the idle timer is derived from stored data and survives a restart.

use crate::support::*;
use serde_json::json;

const USER: u8 = 6;
const INTEGER: u8 = 4;
const STRING: u8 = 3;

/// Interaction callback types.
const MESSAGE: u64 = 4;
const DEFERRED: u64 = 5;
const MODAL: u64 = 9;

/// Moves every active game's last change 25 hours into the past.
const A_DAY_AGO: &str =
    "UPDATE games SET updated_at = updated_at - 90000000 WHERE status = 'active'";

fn channel_messages(table: &Table) -> String {
    format!("/api/v10/channels/{}/messages", table.channel)
}

/// Whether a REST call uploads a board picture.
fn has_png(call: &RestCall) -> bool {
    call.files.iter().any(|(_, name, _)| name == "board.png")
}

/// The REST calls since `since` that answer the interaction `sent` or post in the channel.
fn calls_about(table: &Table, since: usize, sent: &Sent) -> Vec<RestCall> {
    let messages = channel_messages(table);
    table.fake.calls()[since..]
        .iter()
        .filter(|c| {
            c.path.contains(&sent.token) || c.path == messages || c.path.starts_with(&messages)
        })
        .cloned()
        .collect()
}

/// A refusal as Discord users should get it: the first and only answer is an ephemeral message
/// (no public "thinking…" placeholder, nothing deleted), saying `says`.
async fn private_from_the_start(table: &Table, sent: &Sent, says: &str) -> Answer {
    let since = table.fake.call_count();
    let answer = table.answer(sent).await;
    assert_eq!(
        answer.callback_type, MESSAGE,
        "a refusal answers at once: {answer:?}"
    );
    assert!(answer.ephemeral, "a refusal is private: {answer:?}");
    assert!(
        answer.text().contains(says),
        "expected {says:?} in {:?}",
        answer.text()
    );
    assert!(answer.files.is_empty(), "a refusal has no board");
    // A later call of the bot (an answer to something else) would come after: give the
    // refusal's interaction the time to show any deletion it made.
    let rules = table.slash(&Player::new(&table.fake, "zoe"), "rules", &[], &[]);
    table.answer(&rules).await;
    let about: Vec<String> = calls_about(table, since.saturating_sub(1), sent)
        .iter()
        .map(RestCall::summary)
        .collect();
    assert!(
        !about.iter().any(|c| c.starts_with("DELETE")),
        "nothing created and deleted: {about:#?}"
    );
    assert!(
        about
            .iter()
            .all(|c| c.starts_with("POST") && c.contains("callback")),
        "one ephemeral callback only: {about:#?}"
    );
    answer
}

async fn slash_move(table: &Table, who: &Player, cell: &str) -> Answer {
    table
        .answer(&table.slash(who, "move", &[("cell", STRING, json!(cell))], &[]))
        .await
}

/// alice (Red) challenges bob on 7×7, bob accepts: the board answer.
async fn two_players(table: &Table, alice: &Player, bob: &Player) -> Answer {
    let sent = table.slash(
        alice,
        "challenge",
        &[
            ("opponent", USER, json!(bob.id.to_string())),
            ("size", INTEGER, json!(7)),
        ],
        &[bob],
    );
    let challenge = table.answer(&sent).await;
    let accept = challenge.button("accept").expect("Accept button");
    let accepted = table.answer(&table.click(bob, &accept, 1)).await;
    assert!(accepted.text().contains("accepted"), "{}", accepted.text());
    accepted
}

/// Waits for the bot to post, on its own, a message saying `says`.
async fn posted(table: &Table, since: usize, says: &str) -> RestCall {
    let messages = channel_messages(table);
    table
        .fake
        .wait_call(since, says, |c| {
            c.method == "POST"
                && c.path == messages
                && c.body.to_string().to_lowercase().contains(says)
        })
        .await
}

/// The custom id of the enabled button with `action` in a posted message.
fn posted_button(call: &RestCall, action: &str) -> Option<String> {
    let answer = Answer {
        callback_type: 0,
        ephemeral: false,
        data: call.body.clone(),
        files: call.files.clone(),
        via: "posted",
    };
    answer.button(action)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_abandoned_game_is_claimed_with_the_button_the_bot_posts_by_itself() {
    let mut table = Table::start().await;
    // `/hex claim` is registered, described in every language.
    let registration = table
        .fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .expect("command registration");
    let claim = registration.body[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "claim")
        .expect("/hex claim")
        .clone();
    assert!(
        claim["description"]
            .as_str()
            .unwrap()
            .contains("Claim the win"),
        "{claim}"
    );
    assert!(
        claim["description_localizations"]["pt-BR"]
            .as_str()
            .unwrap()
            .contains("vitória"),
        "{claim}"
    );

    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    two_players(&table, &alice, &bob).await;
    slash_move(&table, &alice, "d4").await;

    // Too early: private from the start, saying how long is left.
    let early = table.slash(&alice, "claim", &[], &[]);
    private_from_the_start(&table, &early, "you can claim in 24 h").await;

    // A day passes (bob never moves); the bot, restarted meanwhile, posts the offer by itself.
    let since = table.fake.call_count();
    table.restart_after_kill9_with_sql(A_DAY_AGO).await;
    let offer = posted(&table, since, "may now claim the win").await;
    let text = offer.body.to_string().to_lowercase();
    assert!(
        text.contains("bob has not moved for 24 hours. alice (red) may now claim the win"),
        "{text}"
    );
    let claim = posted_button(&offer, "claim").expect("a Claim button");

    // bob cannot claim his own idleness; alice's click wins, in place of the offer.
    let own = table.click(&bob, &claim, 5);
    private_from_the_start(&table, &own, "it is your turn").await;
    let won = table.answer(&table.click(&alice, &claim, 5)).await;
    assert!(!won.ephemeral, "{won:?}");
    assert!(
        won.text()
            .contains("bob was idle for 24 hours; alice (red) claims the win"),
        "{}",
        won.text()
    );
    assert!(won.board_png().is_some(), "the final board");
    assert!(won.button("rematch").is_some());

    // The channel is free.
    let again = table.slash(&alice, "move", &[("cell", STRING, json!("e5"))], &[]);
    private_from_the_start(&table, &again, "no game").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_abandoned_game_is_claimed_with_hex_claim_and_a_stale_claim_button_is_refused() {
    let mut table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    two_players(&table, &alice, &bob).await;

    // Nobody moved for a day: alice (Red, to move) is idle, bob is offered the claim.
    let since = table.fake.call_count();
    table.restart_after_kill9_with_sql(A_DAY_AGO).await;
    let offer = posted(&table, since, "alice has not moved for 24 hours").await;
    let claim = posted_button(&offer, "claim").expect("a Claim button");
    // alice comes back and moves: the button is stale, refused at the click.
    slash_move(&table, &alice, "d4").await;
    let stale = table.click(&bob, &claim, 5);
    private_from_the_start(
        &table,
        &stale,
        "alice has moved since this button was posted",
    )
    .await;

    // Now bob stays away a day; alice claims with the command.
    table.restart_after_kill9_with_sql(A_DAY_AGO).await;
    let won = table.answer(&table.slash(&alice, "claim", &[], &[])).await;
    assert!(!won.ephemeral, "{won:?}");
    assert_eq!(won.callback_type, MESSAGE, "decided at once: {won:?}");
    assert!(
        won.text().contains("alice (red) claims the win"),
        "{}",
        won.text()
    );
    assert!(won.board_png().is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_game_left_by_its_human_ends_unrated_and_frees_the_channel() {
    let mut table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let started = table
        .answer(&table.slash(
            &alice,
            "ai",
            &[("level", INTEGER, json!(0)), ("size", INTEGER, json!(7))],
            &[],
        ))
        .await;
    assert!(started.button("move").is_some(), "alice moves first");

    let since = table.fake.call_count();
    table.restart_after_kill9_with_sql(A_DAY_AGO).await;
    let ended = posted(
        &table,
        since,
        "the game against the computer ends here, unrated",
    )
    .await;
    let text = ended.body.to_string().to_lowercase();
    assert!(text.contains("alice has not moved for 24 hours"), "{text}");
    assert!(
        text.contains("the channel is free for a new game"),
        "{text}"
    );
    assert!(has_png(&ended), "the final board");
    assert!(posted_button(&ended, "move").is_none());

    // Unrated, and the channel takes a new game at once.
    let board = table
        .answer(&table.slash(&alice, "leaderboard", &[], &[]))
        .await;
    assert!(!board.text().contains("alice"), "{}", board.text());
    let again = table
        .answer(&table.slash(&alice, "ai", &[("size", INTEGER, json!(7))], &[]))
        .await;
    assert!(!again.ephemeral, "{again:?}");
    assert!(again.button("move").is_some(), "{}", again.text());
}

/// Checks that the answer to `sent` is one message with one board showing the player's move (if
/// any) and the computer's, and that nothing else with a board was posted or edited meanwhile.
async fn one_board(table: &Table, since: usize, sent: &Sent, player_says: &str) -> Answer {
    let answer = table.answer(sent).await;
    assert!(!answer.ephemeral, "{answer:?}");
    let text = answer.text();
    assert!(text.contains(player_says), "{player_says:?} in {text}");
    assert!(
        text.contains("the computer (red) played"),
        "the computer's answer in the same message: {text}"
    );
    assert!(!text.contains("thinking"), "{text}");
    assert!(answer.board_png().is_some());
    // Settle: another interaction answered after this one.
    table
        .answer(&table.slash(&Player::new(&table.fake, "zoe"), "rules", &[], &[]))
        .await;
    let boards: Vec<String> = table.fake.calls()[since..]
        .iter()
        .filter(|c| has_png(c))
        .map(RestCall::summary)
        .collect();
    assert_eq!(boards.len(), 1, "one board per turn: {boards:#?}");
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_board_per_turn_against_the_computer() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");

    // The computer opens: the start and its first move are one message.
    let since = table.fake.call_count();
    let sent = table.slash(
        &alice,
        "ai",
        &[
            ("level", INTEGER, json!(0)),
            ("size", INTEGER, json!(7)),
            ("first", INTEGER, json!(1)),
        ],
        &[],
    );
    let started = one_board(&table, since, &sent, "alice plays the computer (easy)").await;
    assert_eq!(started.callback_type, DEFERRED, "thinking shown meanwhile");
    assert_eq!(started.via, "edit-original");

    // A typed move: "thinking…", then the player's move and the answer in one message.
    let cell = table
        .answer(&table.autocomplete(&alice, "move", "cell", ""))
        .await
        .data["choices"][0]["value"]
        .as_str()
        .unwrap()
        .to_owned();
    let since = table.fake.call_count();
    let sent = table.slash(&alice, "move", &[("cell", STRING, json!(cell))], &[]);
    let turn = one_board(&table, since, &sent, &format!("alice (blue) played {cell}")).await;
    assert_eq!(turn.callback_type, DEFERRED);
    assert_eq!(turn.via, "edit-original");

    // With the Move button: the modal, then the board message itself shows both moves.
    let button = turn.button("move").expect("Move button");
    let modal = table.answer(&table.click(&alice, &button, 42)).await;
    assert_eq!(modal.callback_type, MODAL);
    let input = modal.data["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let cell = table
        .answer(&table.autocomplete(&alice, "move", "cell", ""))
        .await
        .data["choices"][0]["value"]
        .as_str()
        .unwrap()
        .to_owned();
    let since = table.fake.call_count();
    let sent = table.submit_modal(&alice, &button, &[(&input, &cell)], 42);
    let turn = one_board(&table, since, &sent, &format!("alice (blue) played {cell}")).await;
    assert_eq!(
        turn.via, "edit-original",
        "the board message moves on in place"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_move_is_private_from_the_start() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let carol = Player::new(&table.fake, "carol");
    two_players(&table, &alice, &bob).await;

    let out_of_turn = table.slash(&bob, "move", &[("cell", STRING, json!("d4"))], &[]);
    private_from_the_start(&table, &out_of_turn, "turn").await;
    let outsider = table.slash(&carol, "move", &[("cell", STRING, json!("d4"))], &[]);
    private_from_the_start(&table, &outsider, "not playing").await;
    let typo = table.slash(&alice, "move", &[("cell", STRING, json!("z99"))], &[]);
    private_from_the_start(&table, &typo, "not a cell").await;

    // An accepted move is public at once: no placeholder either.
    let played = slash_move(&table, &alice, "d4").await;
    assert_eq!(played.callback_type, MESSAGE, "{played:?}");
    assert!(!played.ephemeral && played.text().contains("alice (red) played d4"));
    let taken = table.slash(&bob, "move", &[("cell", STRING, json!("d4"))], &[]);
    private_from_the_start(&table, &taken, "taken").await;

    // Against the computer too: alice resigns, and plays the computer.
    let ask = table.answer(&table.slash(&alice, "resign", &[], &[])).await;
    let confirm = ask.button("confirm").expect("Confirm button");
    table.answer(&table.click(&alice, &confirm, 6)).await;
    let started = table
        .answer(&table.slash(
            &alice,
            "ai",
            &[("level", INTEGER, json!(0)), ("size", INTEGER, json!(7))],
            &[],
        ))
        .await;
    assert!(started.button("move").is_some(), "{}", started.text());
    let typo = table.slash(&alice, "move", &[("cell", STRING, json!("z99"))], &[]);
    private_from_the_start(&table, &typo, "not a cell").await;
    let both = slash_move(&table, &alice, "d4").await;
    assert!(
        both.text().contains("the computer (blue) played"),
        "{}",
        both.text()
    );
    let taken = table.slash(&alice, "move", &[("cell", STRING, json!("d4"))], &[]);
    private_from_the_start(&table, &taken, "taken").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_move_button_is_refused_at_the_click_without_a_modal() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let board = two_players(&table, &alice, &bob).await;
    let first = board.button("move").expect("Move button for alice");

    // Not bob's turn: refused at the click.
    let early = table.click(&bob, &first, 3);
    private_from_the_start(&table, &early, "turn").await;

    slash_move(&table, &alice, "d4").await;
    slash_move(&table, &bob, "e5").await;
    // alice's turn again, but the button is from two moves ago.
    let stale = table.click(&alice, &first, 3);
    let refused = private_from_the_start(&table, &stale, "earlier position").await;
    assert_ne!(refused.callback_type, MODAL);

    // The newest button still opens the modal.
    let newest = slash_move(&table, &alice, "c3").await;
    let _ = newest;
    let bobs = slash_move(&table, &bob, "b2").await;
    let button = bobs.button("move").expect("Move button for alice");
    let modal = table.answer(&table.click(&alice, &button, 4)).await;
    assert_eq!(modal.callback_type, MODAL);
}
