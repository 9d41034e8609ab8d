//! `/hex hint` and `/hex-study replay` end to end on the fake Discord: the hint is private (ephemeral)
//! with its heat-map board and three moves, refused in a rated game between players and for a
//! bystander; the replay is a public embed whose image is the attached GIF, one frame per
//! position; both commands are registered with their options.

use crate::replay_gif::decode;
use crate::support::*;
use serde_json::json;

const INTEGER: u8 = 4;
const STRING: u8 = 3;

/// The game number a board answer's buttons carry (`hex:<game>:<action>:<ply>`).
fn game_of(answer: &Answer) -> u64 {
    answer.buttons()[0]
        .split(':')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_against_the_computer_is_private_with_a_heat_map_and_a_replay_is_a_public_gif() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let carol = Player::new(&table.fake, "carol");

    let started = table
        .answer(&table.slash(&alice, "ai", &[("size", INTEGER, json!(9))], &[]))
        .await;
    let game = game_of(&started);

    // On the computer ladder the hint asks first; the button shows it.
    let question = table.answer(&table.slash(&alice, "hint", &[], &[])).await;
    assert!(question.ephemeral, "{}", question.text());
    assert!(
        question
            .text()
            .contains("no longer count for the computer ladder"),
        "{}",
        question.text()
    );
    let show = question.button("hint").expect("Show the hint");
    let hint = table.answer(&table.click(&alice, &show, 2)).await;
    assert!(hint.ephemeral, "a hint is for the asker alone");
    let text = hint.text();
    assert!(
        text.contains("the computer's view for alice (red)"),
        "{text}"
    );
    assert_eq!(text.matches("chance to win").count(), 3, "{text}");
    assert!(
        text.contains("no longer counts for the computer ladder"),
        "{text}"
    );
    let png = hint.board_png().expect("the heat map");
    assert!(png.starts_with(b"\x89PNG"));

    let bystander = table.answer(&table.slash(&carol, "hint", &[], &[])).await;
    assert!(bystander.ephemeral);
    assert!(
        bystander
            .text()
            .contains("you are not playing in this game"),
        "{}",
        bystander.text()
    );

    // Two moves, then the replay: the empty board and one frame per stone (shown to the channel
    // when its player asks; to a bystander only).
    let moved = table
        .answer(&table.slash(&alice, "move", &[("cell", STRING, json!("d4"))], &[]))
        .await;
    assert!(moved.text().contains("d4"), "{}", moved.text());
    let replay = table
        .answer(&table.slash(&alice, "replay", &[("game", INTEGER, json!(game))], &[]))
        .await;
    assert!(!replay.ephemeral, "a replay is shown to the channel");
    let looking_on = table
        .answer(&table.slash(&carol, "replay", &[("game", INTEGER, json!(game))], &[]))
        .await;
    assert!(looking_on.ephemeral, "{}", looking_on.text());
    let name = format!("hexbot-game-{game}.gif");
    assert_eq!(
        replay.data["embeds"][0]["image"]["url"],
        json!(format!("attachment://{name}"))
    );
    let text = replay.text();
    assert!(text.contains(&format!("replay of game #{game}")), "{text}");
    assert!(text.contains("with hints"), "{text}");
    let gif = replay.file(&name).expect("the GIF");
    assert_eq!(
        decode(gif).frames.len(),
        3,
        "empty, alice's stone, the answer"
    );

    // Both commands are registered, the replay with its game option.
    let calls = table.fake.calls();
    let registration = calls
        .iter()
        .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .expect("command registration");
    let subs = |root: usize| registration.body[root]["options"].as_array().unwrap();
    assert!(subs(0).iter().any(|o| o["name"] == "hint"), "/hex hint");
    let replay_cmd = subs(1).iter().find(|o| o["name"] == "replay").unwrap();
    assert_eq!(registration.body[1]["name"], "hex-study");
    assert_eq!(replay_cmd["options"][0]["name"], "game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_is_refused_in_a_rated_game_between_players() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let challenge = table.challenge_7x7(&alice, &bob, &[]).await;
    let accept = challenge.button("accept").expect("Accept button");
    table.answer(&table.click(&bob, &accept, 1)).await;
    let hint = table.answer(&table.slash(&alice, "hint", &[], &[])).await;
    assert!(hint.ephemeral);
    assert!(
        hint.text()
            .contains("hints are not allowed in rated games between players"),
        "{}",
        hint.text()
    );
    assert!(hint.board_png().is_none());
}
