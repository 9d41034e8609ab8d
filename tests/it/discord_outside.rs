//! Games outside servers, on the fake Discord through the real binary. `/hex` is installed by
//! users as well as servers; in a group DM — where the bot is no member and can only answer
//! interactions (the fake refuses anything else, and none is tried) — a game against the
//! computer and a live game between two friends are played to the end, every move an
//! interaction whose answer is the board. Both count on the ladders of games outside servers,
//! which `/hex profile` shows there (a server's profile does not); what needs a server is
//! refused privately, saying why.

use crate::support::places::{Outside, Place};
use crate::support::{Answer, Player, Table};
use serde_json::{Value, json};

const STRING: u8 = 3;
const INTEGER: u8 = 4;
const USER: u8 = 6;
const MODAL: u64 = 9;

/// Asserts the bot tried to send nothing to `outside` but through interactions.
fn nothing_sent_to(table: &Table, outside: &Outside) {
    for call in table.fake.calls() {
        assert!(
            !call
                .path
                .contains(&format!("/channels/{}", outside.channel)),
            "the bot is not in the {:?}: {}",
            outside.place,
            call.summary()
        );
    }
}

/// Every cell of a 7×7 board, a1, b1, … g1, a2, …
fn cells() -> impl Iterator<Item = String> {
    (1..=7).flat_map(|row| ('a'..='g').map(move |col| format!("{col}{row}")))
}

fn is_public_board(answer: &Answer) -> bool {
    !answer.ephemeral && answer.board_png().is_some()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_in_a_group_dm_is_played_to_the_end_through_interactions() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let group = table.outside(Place::GroupDm);

    let started = table
        .answer(&table.slash_outside(
            &group,
            &alice,
            "ai",
            &[("level", INTEGER, json!(0)), ("size", INTEGER, json!(7))],
        ))
        .await;
    assert!(is_public_board(&started), "{}", started.text());

    // alice plays the first empty cell each turn (a taken one is refused privately, and she
    // tries the next) until the game ends: each answer shows her move and the computer's.
    let mut last = started;
    let mut moves = 0;
    for cell in cells() {
        let answer = table
            .answer(&table.slash_outside(&group, &alice, "move", &[("cell", STRING, json!(cell))]))
            .await;
        if answer.ephemeral {
            assert!(answer.text().contains("taken"), "{}", answer.text());
            continue;
        }
        assert!(is_public_board(&answer), "{}", answer.text());
        moves += 1;
        last = answer;
        if last.text().contains("connected the two") {
            break;
        }
    }
    let end = last.text();
    assert!(
        end.contains("connected the two"),
        "after {moves} moves: {end}"
    );
    assert!(
        end.contains("alice against the computer: 1,500 → "),
        "rated on the computer ladder: {end}"
    );

    // The profile here shows the ladders of games outside servers; the server's knows nothing
    // of them.
    let profile = table
        .answer(&table.slash_outside(&group, &alice, "profile", &[]))
        .await;
    let text = profile.text();
    assert!(text.contains("games outside servers"), "{text}");
    assert!(text.contains("against the computer: rating "), "{text}");
    let there = table
        .answer(&table.slash(&alice, "profile", &[], &[]))
        .await;
    assert!(
        there.text().contains("no rated games in this server"),
        "{}",
        there.text()
    );
    nothing_sent_to(&table, &group);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_game_between_friends_in_a_group_dm_is_played_to_the_end_through_interactions() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let group = table.outside(Place::GroupDm);

    let challenge = table
        .answer(&table.slash_outside_naming(
            &group,
            &alice,
            "challenge",
            &[
                ("opponent", USER, json!(bob.id.to_string())),
                ("size", INTEGER, json!(7)),
                ("swap", INTEGER, json!(0)),
            ],
            &[&bob],
        ))
        .await;
    assert!(!challenge.ephemeral, "{}", challenge.text());
    let accept = challenge.button("accept").expect("Accept button");
    let started = table
        .answer(&table.click_outside(&group, &bob, &accept, 11))
        .await;
    assert!(is_public_board(&started), "{}", started.text());

    // alice (Red) builds a1…a7, joining her two sides; bob answers down the b column. Every
    // other move of alice's goes through the Move button's form, the rest by command.
    let mut last: Value = Value::Null;
    for row in 1..=7 {
        let red = format!("a{row}");
        let answer = if row % 2 == 0 {
            let turn = table
                .answer(&table.slash_outside(&group, &bob, "board", &[]))
                .await;
            let button = turn.button("move").expect("Move button");
            let form = table
                .answer(&table.click_outside(&group, &alice, &button, 12))
                .await;
            assert_eq!(form.callback_type, MODAL, "{}", form.data);
            let input = form.data["components"][0]["components"][0]["custom_id"]
                .as_str()
                .unwrap()
                .to_owned();
            table
                .answer(&table.submit_outside(&group, &alice, &button, &[(&input, &red)], 12))
                .await
        } else {
            table
                .answer(&table.slash_outside(
                    &group,
                    &alice,
                    "move",
                    &[("cell", STRING, json!(red))],
                ))
                .await
        };
        assert!(is_public_board(&answer), "{}", answer.text());
        assert!(
            answer.text().contains(&format!("played {red}")),
            "{}",
            answer.text()
        );
        last = answer.data.clone();
        if row == 7 {
            let end = answer.text();
            assert!(end.contains("alice (red) connected the two"), "{end}");
            assert!(end.contains("alice: 1,500 → "), "rated: {end}");
            break;
        }
        let blue = format!("b{row}");
        let answer = table
            .answer(&table.slash_outside(&group, &bob, "move", &[("cell", STRING, json!(blue))]))
            .await;
        assert!(is_public_board(&answer), "{}", answer.text());
    }
    assert!(!last.is_null());

    // Their ratings count on the ladder of games outside servers, shown by the profile there.
    let profile = table
        .answer(&table.slash_outside(&group, &bob, "profile", &[]))
        .await;
    let text = profile.text();
    assert!(text.contains("games outside servers"), "{text}");
    assert!(text.contains("bob: rating 1,"), "{text}");
    assert!(text.contains("0 won, 1 lost"), "{text}");
    nothing_sent_to(&table, &group);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outside_servers_what_needs_a_server_is_refused_privately_saying_why() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let dm = table.outside(Place::BotDm);
    let foreign = table.outside(Place::ForeignServer);
    let day = json!(3); // "1 day per move" among a challenge's timers
    for (at, sub, options, says) in [
        (
            &dm,
            "leaderboard",
            vec![],
            "leaderboards belong to a server",
        ),
        (&foreign, "config", vec![], "server settings need a server"),
        (&dm, "vacation", vec![], "vacations stop day clocks"),
        (
            &foreign,
            "ai",
            vec![("timer", INTEGER, json!(1))],
            "games with a day clock need a server",
        ),
        (
            &dm,
            "challenge",
            vec![
                ("opponent", USER, json!(bob.id.to_string())),
                ("timer", INTEGER, day.clone()),
            ],
            "games with a day clock need a server",
        ),
        (
            &foreign,
            "challenge",
            vec![
                ("opponent", USER, json!(bob.id.to_string())),
                ("thread", 5, json!(true)),
            ],
            "hexbot cannot make threads",
        ),
    ] {
        let refused = table
            .answer(&table.slash_outside_naming(at, &alice, sub, &options, &[&bob]))
            .await;
        assert!(refused.ephemeral, "{sub}: {}", refused.text());
        assert!(refused.text().contains(says), "{sub}: {}", refused.text());
    }
    // Nothing was made: a challenge without a day clock is welcome in the same DM.
    let live = table
        .answer(&table.slash_outside_naming(
            &dm,
            &alice,
            "challenge",
            &[("opponent", USER, json!(bob.id.to_string()))],
            &[&bob],
        ))
        .await;
    assert!(
        !live.ephemeral && live.button("accept").is_some(),
        "{}",
        live.text()
    );
    nothing_sent_to(&table, &dm);
    nothing_sent_to(&table, &foreign);
}
