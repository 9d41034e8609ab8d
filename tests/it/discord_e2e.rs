//! End to end: the real `hexbot` binary against a fake Discord on 127.0.0.1.
//!
//! Each test starts its own fake (REST + gateway on ephemeral ports) and its own bot process on a
//! fresh database in a temp dir, sends INTERACTION_CREATE events as Discord would, and checks the
//! REST calls the bot makes in answer. Every wait is bounded; the bot dies with the test.

use crate::support::*;
use serde_json::json;

/// Interaction callback types (Discord docs: interaction response types).
const CHANNEL_MESSAGE: u64 = 4;
const EPHEMERAL: u64 = 1 << 6;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_identifies_registers_its_commands_and_answers_rules() {
    let table = Table::start().await;

    let identify = table.fake.wait_identifies(1).await;
    let token = identify["token"].as_str().unwrap();
    assert!(
        token == TOKEN || token == format!("Bot {TOKEN}"),
        "IDENTIFY carries the token"
    );
    assert_eq!(identify["intents"], json!(1), "only the GUILDS intent");

    let calls = table.fake.calls();
    assert!(
        calls.iter().all(|c| c.authorized),
        "every REST call carries the bot token"
    );
    let registration = calls
        .iter()
        .find(|c| c.method == "PUT" && c.path.ends_with(&format!("/guilds/{GUILD_ID}/commands")))
        .expect("guild command registration");
    // Three commands, each within Discord's limits (the fake refuses a registration over them,
    // as Discord does): /hex to play, /hex-study to study, /hex-tournament for tournaments.
    let commands = registration.body.as_array().unwrap();
    let names: Vec<&str> = commands
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "hex",
            "hex-study",
            "hex-tournament",
            "Draw Hex position",
            "Challenge to Hex"
        ]
    );
    assert_eq!(
        table.fake.registered(),
        registration.body,
        "Discord accepted it"
    );
    let subcommands_of = |name: &str| -> Vec<String> {
        commands.iter().find(|c| c["name"] == name).unwrap()["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["name"].as_str().unwrap().to_owned())
            .collect()
    };
    for (name, expected) in [
        (
            "hex",
            &[
                "challenge",
                "ai",
                "move",
                "swap",
                "resign",
                "board",
                "hint",
                "leaderboard",
                "profile",
                "rules",
                "history",
                "export",
                "abort",
                "claim",
                "config",
                "settings",
                "games",
                "vacation",
                "plan",
            ][..],
        ),
        (
            "hex-study",
            &["review", "replay", "puzzle", "analyze", "diagram"][..],
        ),
        (
            "hex-tournament",
            &[
                "create",
                "join",
                "leave",
                "start",
                "standings",
                "cancel",
                "withdraw",
                "export",
            ][..],
        ),
    ] {
        assert_eq!(subcommands_of(name), expected, "/{name}");
    }
    for command in commands {
        let size = registry::characters(command);
        eprintln!(
            "/{}: {size} characters of Discord's {}",
            command["name"].as_str().unwrap(),
            registry::COMMAND_CHARACTERS
        );
        assert!(size <= registry::COMMAND_CHARACTERS);
    }
    let mut sized = 0;
    for sub in commands
        .iter()
        .flat_map(|c| c["options"].as_array().into_iter().flatten())
    {
        assert!(!sub["description"].as_str().unwrap().is_empty());
        for option in sub["options"].as_array().into_iter().flatten() {
            assert!(
                !option["description"].as_str().unwrap().is_empty(),
                "{option}"
            );
            if option["name"] == "size" {
                // The client offers exactly the sizes the service accepts.
                assert_eq!(option["type"], json!(4), "an integer: {option}");
                assert_eq!(option["min_value"], json!(7), "{option}");
                assert_eq!(option["max_value"], json!(19), "{option}");
                sized += 1;
            }
        }
    }
    assert_eq!(
        sized, 6,
        "/hex challenge, ai and config, /hex-study analyze and diagram, /hex-tournament create take a size"
    );
    let hex = &commands[0];
    let mv = hex["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "move")
        .unwrap();
    assert_eq!(mv["options"][0]["autocomplete"], json!(true));

    let alice = Player::new(&table.fake, "alice");
    let sent = table.slash(&alice, "rules", &[], &[]);
    let answer = table.callback(&sent).await;
    assert_eq!(answer.body["type"], json!(CHANNEL_MESSAGE));
    assert_eq!(
        answer.body["data"]["flags"].as_u64().unwrap() & EPHEMERAL,
        EPHEMERAL
    );
    let text = answer.body["data"].to_string().to_lowercase();
    assert!(text.contains("red") && text.contains("blue"), "{text}");
    assert!(!text.contains("top") && !text.contains("left"), "{text}");
}

#[tokio::test]
async fn a_missing_token_is_a_one_line_error_with_exit_code_2() {
    let tmp = tempfile::tempdir().unwrap();
    let output = tokio::time::timeout(WAIT, bot_command(&tmp.path().to_path_buf()).output())
        .await
        .expect("hexbot exits")
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[tokio::test]
async fn an_unreadable_database_is_a_one_line_error_with_exit_code_2() {
    let tmp = tempfile::tempdir().unwrap();
    let output = bot_command(&tmp.path().to_path_buf())
        .env("DISCORD_TOKEN", TOKEN)
        .env("RUST_LOG", "off")
        .env("DISCORD_API_BASE_URL", "http://127.0.0.1:9")
        .env(
            "DATABASE_URL",
            format!("sqlite://{}/no/such/dir/hexbot.db", tmp.path().display()),
        )
        .output();
    let output = tokio::time::timeout(WAIT, output)
        .await
        .expect("hexbot exits")
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(
        !stderr.contains(TOKEN),
        "the token is never echoed: {stderr}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_cleanly() {
    let mut table = Table::start().await;
    let status = table.bot.terminate().await;
    assert!(
        status.success(),
        "exit status {status:?}\n{}",
        table.bot.log()
    );
    assert!(
        !table.bot.log().contains(TOKEN),
        "the token never reaches the log"
    );
}

// ------------------------------------------------------------------ game scenarios

/// Discord option types.
const USER: u8 = 6;
const INTEGER: u8 = 4;
const STRING: u8 = 3;

fn ephemeral_refusal(answer: &Answer, says: &str) {
    assert!(answer.ephemeral, "refusal must be ephemeral: {answer:?}");
    assert!(
        answer.text().contains(says),
        "expected {says:?} in {:?}",
        answer.text()
    );
    assert!(answer.files.is_empty(), "a refusal has no board");
}

/// A public board answer: an embed showing `attachment://board.png` with a PNG that decodes.
fn public_board(answer: &Answer) {
    assert!(!answer.ephemeral, "{answer:?}");
    assert!(
        answer.data["embeds"][0].is_object(),
        "a board reply is an embed: {}",
        answer.data
    );
    if let Some(png) = answer.board_png() {
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let reader = decoder.read_info().expect("the board PNG decodes");
        assert!(reader.info().width > 100 && reader.info().height > 100);
    }
}

/// The last cell the text says was played ("... played e5.").
fn played_cell(text: &str) -> String {
    let at = text.rfind("played ").expect("a move") + "played ".len();
    text[at..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect()
}

/// Starts a two-player 7×7 game: alice (Red) challenges bob, bob accepts. Returns the board answer.
async fn start_two_player(table: &Table, alice: &Player, bob: &Player) -> Answer {
    let challenge = table.challenge_7x7(alice, bob, &[]).await;
    assert!(!challenge.ephemeral);
    assert!(
        challenge.text().contains("challenges"),
        "{}",
        challenge.text()
    );
    let accept = challenge.button("accept").expect("Accept button");
    assert!(challenge.button("decline").is_some() && challenge.button("withdraw").is_some());

    let accepted = table.answer(&table.click(bob, &accept, 1)).await;
    assert_eq!(
        accepted.callback_type, 7,
        "the click's answer updates the clicked message"
    );
    assert_eq!(
        accepted.via, "callback",
        "the challenge message becomes the board"
    );
    public_board(&accepted);
    assert!(accepted.text().contains("accepted"), "{}", accepted.text());
    accepted
}

async fn slash_move(table: &Table, who: &Player, cell: &str) -> Answer {
    table
        .answer(&table.slash(who, "move", &[("cell", STRING, json!(cell))], &[]))
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_player_game_from_challenge_to_a_win() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let since = table.fake.call_count();
    start_two_player(&table, &alice, &bob).await;

    // Red (alice) runs down column a; Blue (bob) answers in column g and never connects.
    let mut last = None;
    for row in 1..=7 {
        let answer = slash_move(&table, &alice, &format!("a{row}")).await;
        assert_eq!(
            answer.callback_type, 4,
            "a move is decided, then answered at once"
        );
        assert_eq!(answer.via, "callback");
        public_board(&answer);
        assert!(
            answer.text().contains(&format!("played a{row}")),
            "{}",
            answer.text()
        );
        if row < 7 {
            assert!(
                answer.button("move").is_some(),
                "Move button while the game runs"
            );
            let answer = slash_move(&table, &bob, &format!("g{row}")).await;
            public_board(&answer);
            assert!(answer.text().contains(&format!("played g{row}")));
        }
        last = Some(answer);
    }
    let last = last.unwrap();
    assert!(
        last.text().contains("alice") && last.text().contains("wins"),
        "{}",
        last.text()
    );
    assert!(
        last.button("move").is_none(),
        "finished games' Move button is disabled"
    );
    assert!(last.button("rematch").is_some());

    let transcript: Vec<String> = table.fake.calls()[since..]
        .iter()
        .map(RestCall::summary)
        .collect();
    std::fs::write(
        table.tmp.path().join("transcript.txt"),
        transcript.join("\n"),
    )
    .unwrap();
    if let Ok(path) = std::env::var("HEXBOT_E2E_TRANSCRIPT") {
        std::fs::write(path, transcript.join("\n")).unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_ephemeral_and_change_nothing() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let carol = Player::new(&table.fake, "carol");

    // No game yet.
    ephemeral_refusal(&slash_move(&table, &alice, "a1").await, "no game");

    // Wrong player answers the challenge.
    let challenge = table.challenge_7x7(&alice, &bob, &[]).await;
    let accept = challenge.button("accept").unwrap();
    ephemeral_refusal(
        &table.answer(&table.click(&carol, &accept, 1)).await,
        "only bob",
    );
    table.answer(&table.click(&bob, &accept, 1)).await;

    ephemeral_refusal(&slash_move(&table, &bob, "b2").await, "turn");
    ephemeral_refusal(&slash_move(&table, &carol, "b2").await, "not playing");
    let first = slash_move(&table, &alice, "b2").await;
    assert!(!first.ephemeral);
    ephemeral_refusal(&slash_move(&table, &bob, "b2").await, "taken");
    ephemeral_refusal(&slash_move(&table, &bob, "z99").await, "not a cell");
    ephemeral_refusal(&slash_move(&table, &bob, "hello").await, "not a cell");

    // Nothing was stored: bob's next legal move is move 2 of the game.
    let second = slash_move(&table, &bob, "c3").await;
    assert!(!second.ephemeral);
    assert!(second.text().contains("played c3"), "{}", second.text());
    assert!(
        second.text().contains("move 3"),
        "after two moves, move 3 is next: {}",
        second.text()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_game_where_the_computer_moves_first() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
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
    let started = table.answer(&sent).await;
    assert_eq!(
        started.callback_type, 5,
        "the bot defers when the computer will move"
    );
    assert_eq!(started.via, "edit-original");
    assert!(!started.ephemeral);
    assert!(started.text().contains("computer"), "{}", started.text());
    // The computer's first move is in the same message (one board per turn).
    let text = started.text();
    assert!(text.contains("played"), "{text}");
    let taken = played_cell(&text);

    // Autocomplete: at most 25 suggestions, only empty cells, matching what was typed.
    let suggest = table
        .answer(&table.autocomplete(&alice, "move", "cell", ""))
        .await;
    assert_eq!(suggest.callback_type, 8);
    let choices: Vec<String> = suggest.data["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_owned())
        .collect();
    assert!(!choices.is_empty() && choices.len() <= 25, "{choices:?}");
    assert!(!choices.contains(&taken), "{taken} is taken: {choices:?}");
    let typed = table
        .answer(&table.autocomplete(&alice, "move", "cell", "b"))
        .await;
    for c in typed.data["choices"].as_array().unwrap() {
        assert!(c["value"].as_str().unwrap().starts_with('b'), "{c}");
    }

    // Alice answers; the computer's answer is in the same message.
    let mine = slash_move(&table, &alice, &choices[0]).await;
    public_board(&mine);
    assert!(
        mine.text().contains(&format!("played {}", choices[0])),
        "{}",
        mine.text()
    );
    assert!(
        mine.text().contains("the computer (red) played"),
        "{}",
        mine.text()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_survives_kill_9_and_its_old_buttons_still_work() {
    let mut table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    start_two_player(&table, &alice, &bob).await;
    for row in 1..=3 {
        slash_move(&table, &alice, &format!("a{row}")).await;
        slash_move(&table, &bob, &format!("g{row}")).await;
    }
    let board = slash_move(&table, &alice, "a4").await;
    let bobs_turn = slash_move(&table, &bob, "g4").await;
    let move_button = bobs_turn
        .button("move")
        .expect("Move button for alice's turn");
    let _ = board;

    table.restart_after_kill9().await;

    // The Move button from before the restart opens the modal; the submitted cell is played and
    // the board message is updated in place.
    let opened = table.answer(&table.click(&alice, &move_button, 77)).await;
    assert_eq!(opened.callback_type, 9, "a modal: {:?}", opened.data);
    assert_eq!(
        opened.data["custom_id"].as_str(),
        Some(move_button.as_str())
    );
    let input = opened.data["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let played = table
        .answer(&table.submit_modal(&alice, &move_button, &[(&input, "a5")], 77))
        .await;
    assert_eq!(
        (played.callback_type, played.via),
        (7, "callback"),
        "the board message is updated in place"
    );
    public_board(&played);
    assert!(played.text().contains("played a5"), "{}", played.text());

    // The same (now stale) button again: its move is refused privately and nothing is played.
    let stale = table
        .answer(&table.submit_modal(&alice, &move_button, &[(&input, "b5")], 77))
        .await;
    ephemeral_refusal(&stale, "earlier position");

    slash_move(&table, &bob, "g5").await;
    slash_move(&table, &alice, "a6").await;
    slash_move(&table, &bob, "g6").await;
    let won = slash_move(&table, &alice, "a7").await;
    assert!(won.text().contains("wins"), "{}", won.text());
}

/// Challenge, accept, resign with confirmation: one quick rated game won by `winner`.
async fn rated_game_by_resignation(table: &Table, winner: &Player, loser: &Player) {
    start_two_player(table, winner, loser).await;
    // A stone each: resigning before one's own first stone would cancel the game.
    slash_move(table, winner, "a1").await;
    slash_move(table, loser, "g1").await;
    let ask = table.answer(&table.slash(loser, "resign", &[], &[])).await;
    assert!(ask.ephemeral, "the confirmation question is private");
    let confirm = ask.button("confirm").expect("Confirm button");
    let done = table.answer(&table.click(loser, &confirm, 1)).await;
    assert!(!done.ephemeral);
    assert!(done.text().contains("resigned"), "{}", done.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_after_two_rated_games() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    rated_game_by_resignation(&table, &alice, &bob).await;
    rated_game_by_resignation(&table, &alice, &bob).await;

    let board = table
        .answer(&table.slash(&bob, "leaderboard", &[], &[]))
        .await;
    let text = board.text();
    let (a, b) = (
        text.find("alice").expect("alice listed"),
        text.find("bob").expect("bob listed"),
    );
    assert!(a < b, "two wins rank above two losses: {text}");
    assert!(text.contains("2–0") || text.contains("2-0"), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_with_thread_true_is_played_in_a_new_thread() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let since = table.fake.call_count();
    let sent = table.thread_challenge(&alice, &bob);
    let pointer = table.answer(&sent).await;
    assert!(!pointer.ephemeral);
    let threads = format!("/api/v10/channels/{}/threads", table.channel);
    let created = table
        .fake
        .wait_call(since, "thread creation", |c| {
            c.method == "POST" && c.path == threads
        })
        .await;
    assert_eq!(created.body["name"], json!("alice vs bob"));
    let posted = table
        .fake
        .wait_call(since, "challenge posted in the thread", |c| {
            c.method == "POST"
                && c.path.starts_with("/api/v10/channels/")
                && c.path.ends_with("/messages")
        })
        .await;
    assert_ne!(
        posted.path,
        format!("/api/v10/channels/{}/messages", table.channel)
    );
    assert!(
        posted.body.to_string().contains(":accept:"),
        "Accept button in the thread: {}",
        posted.body
    );
    assert!(
        pointer.data["content"]
            .as_str()
            .unwrap_or_default()
            .contains("<#"),
        "{}",
        pointer.data
    );
}

/// The game number from a board answer's buttons (`hex:<game>:<action>:<ply>`).
fn game_id(answer: &Answer) -> i64 {
    let button = answer.buttons().into_iter().next().expect("a game button");
    button.split(':').nth(1).unwrap().parse().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_lists_a_finished_game_and_export_attaches_its_sgf() {
    let table = Table::start().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let carol = Player::new(&table.fake, "carol");
    let game = game_id(&start_two_player(&table, &alice, &bob).await);
    let mut played = Vec::new();
    for row in 1..=7 {
        slash_move(&table, &alice, &format!("a{row}")).await;
        played.push(format!("a{row}"));
        if row < 7 {
            slash_move(&table, &bob, &format!("g{row}")).await;
            played.push(format!("g{row}"));
        }
    }

    // History: the caller's own without a user; anyone's with one.
    let mine = table
        .answer(&table.slash(&alice, "history", &[], &[]))
        .await;
    assert!(!mine.ephemeral, "{mine:?}");
    let text = mine.text();
    for expected in [&format!("#{game}"), "won", "bob", "7×7", "hex", "13 moves"] {
        assert!(text.contains(expected), "{expected:?} in {text}");
    }
    let theirs = table
        .answer(&table.slash(
            &carol,
            "history",
            &[("user", USER, json!(bob.id.to_string()))],
            &[&bob],
        ))
        .await;
    let text = theirs.text();
    assert!(
        text.contains(&format!("#{game}")) && text.contains("lost against alice"),
        "{text}"
    );
    let none = table
        .answer(&table.slash(&carol, "history", &[], &[]))
        .await;
    assert!(none.text().contains("no games"), "{}", none.text());

    // Export: the SGF record as a file, the plain move list in the text.
    let export = table
        .answer(&table.slash(&carol, "export", &[("game", INTEGER, json!(game))], &[]))
        .await;
    assert!(!export.ephemeral, "{export:?}");
    let file = format!("hexbot-game-{game}.sgf");
    assert_eq!(export.file_names(), [file.as_str()]);
    let sgf = std::str::from_utf8(export.file(&file).unwrap()).expect("the SGF is UTF-8");
    assert!(sgf.contains("GM[11]") && sgf.contains("SZ[7]"), "{sgf}");
    let (record, info) = hexbot::hex::read_sgf(sgf).expect("the SGF reads back");
    let moves: Vec<String> = record.moves().iter().map(ToString::to_string).collect();
    assert_eq!(moves, played);
    assert_eq!(
        record.outcome().map(|o| o.winner),
        Some(hexbot::hex::Color::Red)
    );
    assert!(
        info.first.contains("alice") && info.second.contains("bob"),
        "{info:?}"
    );
    let list: Vec<String> = played
        .iter()
        .enumerate()
        .map(|(i, m)| format!("{}. {m}", i + 1))
        .collect();
    let text = export.text();
    assert!(text.contains(&list.join(" ")), "{text}");
    assert!(text.contains("alice") && text.contains("won"), "{text}");

    // An unknown game is a private refusal without a file.
    ephemeral_refusal(
        &table
            .answer(&table.slash(&alice, "export", &[("game", INTEGER, json!(999_999))], &[]))
            .await,
        "no game #999999",
    );
}
