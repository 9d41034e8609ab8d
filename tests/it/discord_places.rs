//! hexbot wherever players talk, on the fake Discord through the real binary: `/hex-study` and
//! the message command "Draw Hex position" are registered for user installs as well as server
//! installs, and used in the bot's DM, in a group DM and in a server that did not install the bot
//! — where every answer comes through the interaction (the fake refuses anything the bot sends
//! to those channels otherwise, and none is tried). "Challenge to Hex" on a member opens a
//! challenge from a form; games outside servers are `discord_outside`'s.

use crate::support::places::{Outside, Place};
use crate::support::puzzles::puzzle_in;
use crate::support::{Player, Table};
use serde_json::{Value, json};

const STRING: u8 = 3;
const INTEGER: u8 = 4;
const UPDATE: u64 = 7;
const DRAW: &str = "Draw Hex position";
const CHALLENGE: &str = "Challenge to Hex";
const MODAL: u64 = 9;

/// The registered command named `name`.
fn registered(table: &Table, name: &str) -> Value {
    let all = table.fake.registered();
    all.as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("{name} is registered: {all}"))
        .clone()
}

/// Asserts the bot tried to send nothing to the `outside` channels but through interactions.
fn nothing_sent_to(table: &Table, outside: &[Outside]) {
    for call in table.fake.calls() {
        for o in outside {
            assert!(
                !call.path.contains(&format!("/channels/{}", o.channel)),
                "the bot is not in {:?}: {}",
                o.place,
                call.summary()
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn study_answers_in_dms_group_dms_and_servers_that_did_not_install_the_bot() {
    let table = Table::start().await;
    // Where each command may be installed (0 server, 1 user) and used (0 server, 1 bot DM, 2
    // group DM).
    for (name, installs, contexts) in [
        ("hex-study", json!([0, 1]), json!([0, 1, 2])),
        (DRAW, json!([0, 1]), json!([0, 1, 2])),
        ("hex", json!([0, 1]), json!([0, 1, 2])),
        (CHALLENGE, json!([0, 1]), json!([0, 2])),
        ("hex-tournament", json!([0]), json!([0])),
    ] {
        let command = registered(&table, name);
        assert_eq!(command["integration_types"], installs, "{name}");
        assert_eq!(command["contexts"], contexts, "{name}");
    }
    let menu = registered(&table, DRAW);
    assert_eq!(menu["type"], json!(3), "a message command");
    assert_eq!(
        menu["name_localizations"]["de"],
        json!("Hex-Stellung zeichnen")
    );
    assert_eq!(
        menu["name_localizations"]["pt-BR"],
        json!("Desenhar posição de Hex")
    );

    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let dm = table.outside(Place::BotDm);
    let group = table.outside(Place::GroupDm);
    let foreign = table.outside(Place::ForeignServer);

    // An analysis board in the bot's DM, explored by its buttons.
    let opened = table
        .answer(&table.slash_outside(&dm, &alice, "analyze", &[("moves", STRING, json!("e5 d4"))]))
        .await;
    assert!(
        opened.ephemeral && opened.board_png().is_some(),
        "{}",
        opened.text()
    );
    assert!(opened.text().contains("move 2"), "{}", opened.text());
    let back = opened.button("aback").expect("Back button");
    let stepped = table
        .answer(&table.click_outside(&dm, &alice, &back, 5))
        .await;
    assert_eq!(stepped.callback_type, UPDATE, "{}", stepped.text());
    assert!(stepped.text().contains("move 1"), "{}", stepped.text());

    // A puzzle in a group DM, solved by command, rated on the ladder outside servers.
    let opened = table
        .answer(&table.slash_outside(&group, &alice, "puzzle", &[]))
        .await;
    assert!(opened.ephemeral, "{}", opened.text());
    let puzzle = puzzle_in(&opened.text());
    let solution: Vec<String> = puzzle.solution().map(|c| c.to_string()).collect();
    let mut reply = opened;
    for stone in solution.iter().step_by(2) {
        reply = table
            .answer(&table.slash_outside(
                &group,
                &alice,
                "puzzle",
                &[("move", STRING, json!(stone))],
            ))
            .await;
        assert!(reply.ephemeral, "{}", reply.text());
        if !reply.text().contains("keeps the win") {
            break;
        }
    }
    assert!(reply.text().contains("solved!"), "{}", reply.text());
    assert!(
        reply.text().contains("your puzzle rating: 1,500 → 1,"),
        "{}",
        reply.text()
    );

    // A diagram in a server that did not install the bot: public, through the interaction.
    let drawn = table
        .answer(&table.slash_outside(
            &foreign,
            &bob,
            "diagram",
            &[
                ("moves", STRING, json!("e5 d4")),
                ("size", INTEGER, json!(9)),
            ],
        ))
        .await;
    assert!(
        !drawn.ephemeral && drawn.board_png().is_some(),
        "{}",
        drawn.text()
    );
    assert!(drawn.text().contains("bob's diagram"), "{}", drawn.text());

    nothing_sent_to(&table, &[dm, group, foreign]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draw_hex_position_draws_what_a_message_holds_or_says_privately_it_holds_none() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let group = table.outside(Place::GroupDm);
    let dm = table.outside(Place::BotDm);

    // A move list among words, in the test server (the time to the answer is printed: a figure
    // for the notes, never a limit).
    let asked = std::time::Instant::now();
    let drawn = table
        .answer(&table.message_command(
            None,
            &alice,
            DRAW,
            &bob,
            "after 1. e5 d4 2. c3, what now?",
            &[],
        ))
        .await;
    eprintln!("Draw Hex position answered in {:?}", asked.elapsed());
    assert!(!drawn.ephemeral, "a diagram is public: {}", drawn.text());
    assert!(drawn.text().contains("alice's diagram"), "{}", drawn.text());
    assert!(drawn.text().contains("e5, d4, c3"), "{}", drawn.text());
    assert!(drawn.board_png().is_some());

    // An attached record, in a group DM.
    let record = table
        .fake
        .attach("game.sgf", b"(;FF[4]GM[11]SZ[11];B[f6];W[e7];B[d9])");
    let drawn = table
        .answer(&table.message_command(Some(&group), &alice, DRAW, &bob, "our game", &[record]))
        .await;
    assert!(
        !drawn.ephemeral && drawn.board_png().is_some(),
        "{}",
        drawn.text()
    );
    assert!(drawn.text().contains("move 3"), "{}", drawn.text());

    // A HexWorld link, in the bot's DM.
    let drawn = table
        .answer(&table.message_command(
            Some(&dm),
            &alice,
            DRAW,
            &bob,
            "look: <https://hexworld.org/board/#9c1,e5d4c3>",
            &[],
        ))
        .await;
    assert!(
        !drawn.ephemeral && drawn.board_png().is_some(),
        "{}",
        drawn.text()
    );

    // Nothing to draw: privately, nothing posted.
    let none = table
        .answer(&table.message_command(Some(&group), &alice, DRAW, &bob, "good game!", &[]))
        .await;
    assert!(
        none.ephemeral && none.board_png().is_none(),
        "{}",
        none.text()
    );
    assert!(none.text().contains("no hex position"), "{}", none.text());

    nothing_sent_to(&table, &[group, dm]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenge_to_hex_on_a_member_opens_a_challenge_from_its_form() {
    let table = Table::start().await;
    let menu = registered(&table, CHALLENGE);
    assert_eq!(menu["type"], json!(2), "a user command");
    assert_eq!(menu["contexts"], json!([0, 2]), "in servers and group DMs");
    assert_eq!(menu["name_localizations"]["id"], json!("Tantang main Hex"));
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");

    // The form, with its five optional fields.
    let form = table
        .answer(&table.user_command(&alice, CHALLENGE, &bob))
        .await;
    assert_eq!(form.callback_type, MODAL, "{}", form.data);
    assert!(
        form.data["title"].as_str().unwrap().contains("bob"),
        "{}",
        form.data
    );
    let custom_id = form.data["custom_id"].as_str().unwrap().to_owned();
    let fields: Vec<&str> = form.data["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["components"][0]["custom_id"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["size", "variant", "swap", "timer", "first"]);

    // A field that does not read: privately, no challenge.
    let refused = table
        .answer(&table.submit_modal(&alice, &custom_id, &[("size", "9"), ("swap", "maybe")], 5))
        .await;
    assert!(refused.ephemeral, "{}", refused.text());
    assert!(refused.text().contains("“maybe”"), "{}", refused.text());

    // The form again, filled in: the challenge, publicly, as /hex challenge makes it.
    let form = table
        .answer(&table.user_command(&alice, CHALLENGE, &bob))
        .await;
    let custom_id = form.data["custom_id"].as_str().unwrap().to_owned();
    let made = table
        .answer(&table.submit_modal(
            &alice,
            &custom_id,
            &[("size", "9"), ("variant", "rex"), ("first", "them")],
            5,
        ))
        .await;
    assert!(!made.ephemeral, "{}", made.text());
    assert!(made.text().contains("9×9"), "{}", made.text());
    assert!(made.text().contains("rex"), "{}", made.text());
    let accept = made.button("accept").expect("Accept button");
    let started = table.answer(&table.click(&bob, &accept, 6)).await;
    assert!(started.board_png().is_some(), "{}", started.text());
    assert!(
        started.text().contains("bob") && started.text().contains("red"),
        "bob plays Red, as asked: {}",
        started.text()
    );
}
