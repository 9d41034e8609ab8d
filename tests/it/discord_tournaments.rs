//! Tournaments end to end on the fake Discord (issue 33): the real binary creates them from
//! `/hex-tournament create`, takes players by command and by the announcement's Join and Leave
//! buttons (editing the announcement as they come), makes every game in a thread of its own,
//! pairs each next round when the last game of a round ends, and announces the winner. The
//! games end by resignation, the loser picked by the test. A kill -9 just as a round ends
//! leaves every board with exactly one game once the bot is back; a thread made just before a
//! kill -9 holds its game afterwards, and no thread is left empty. A Swiss tournament is paired
//! by the Dutch rules of 2025 unless `rules:` asks for those of 2017, and says which.

use std::collections::{HashMap, HashSet};

use crate::support::tourney::*;
use crate::support::*;
use serde_json::json;

const STRING: u8 = 3;
const INTEGER: u8 = 4;

/// The formats' choices, by index.
const SWISS: u64 = 0;
const ROUND_ROBIN: u64 = 1;
const KNOCKOUT: u64 = 3;

/// The choices of the Dutch rules, by index.
const RULES_2017: u64 = 1;

/// Creates a 7×7 tournament of `format` named `name`, by `manager`: the announcement.
async fn create(table: &Table, manager: &Player, name: &str, format: u64) -> Answer {
    let made = table
        .answer(&table.tournament(
            manager,
            "create",
            &[
                ("name", STRING, json!(name)),
                ("format", INTEGER, json!(format)),
                ("size", INTEGER, json!(7)),
            ],
        ))
        .await;
    assert!(!made.ephemeral, "{}", made.text());
    assert!(
        made.text().contains(&name.to_lowercase()),
        "{}",
        made.text()
    );
    made
}

/// Everyone in `players` joins by command.
async fn join_all(table: &Table, players: &[Player]) {
    for p in players {
        let joined = table.answer(&table.tournament(p, "join", &[])).await;
        assert!(!joined.ephemeral, "{}", joined.text());
        assert!(joined.text().contains("joined"), "{}", joined.text());
    }
}

/// Who loses each game: the later in `players` (their sign-up order, so their seed when all
/// are unrated) or, with `later_wins`, the earlier.
fn loser(players: &[Player], later_wins: bool) -> impl Fn(u64, u64) -> u64 + use<> {
    let order: HashMap<u64, usize> = players.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
    move |red, blue| {
        if (order[&red] > order[&blue]) != later_wins {
            red
        } else {
            blue
        }
    }
}

/// The pairs of players who met, each once; panics if a pair met twice.
fn met_once(games: &[BoardGame]) -> HashSet<(u64, u64)> {
    let mut pairs = HashSet::new();
    for g in games {
        let pair = (g.red.min(g.blue), g.red.max(g.blue));
        assert!(pairs.insert(pair), "a pair met twice: {g:?}");
    }
    pairs
}

/// Tournament #1 as a TRF file, exported by `player`.
async fn export_trf(table: &Table, player: &Player) -> String {
    let export = table
        .answer(&table.tournament(player, "export", &[("id", INTEGER, json!(1))]))
        .await;
    let trf = export.files.first().map(|(_, _, b)| b.clone());
    String::from_utf8(trf.expect("a TRF file")).unwrap()
}

/// Starts the tournament: the answer.
async fn start(table: &Table, manager: &Player) -> Answer {
    let started = table.answer(&table.tournament(manager, "start", &[])).await;
    assert!(!started.ephemeral, "{}", started.text());
    assert!(started.text().contains("has started"), "{}", started.text());
    started
}

/// Each (round, board) made into a game exactly once, in one thread (after a restart its
/// opening may be said twice there), and `total` games in all.
fn each_board_once(table: &Table, total: usize) -> Vec<BoardGame> {
    let mut threads: HashMap<(u32, u32), u64> = HashMap::new();
    let mut games = Vec::new();
    for g in board_games(table) {
        match threads.get(&(g.round, g.board)) {
            Some(&thread) => assert_eq!(thread, g.thread, "board made twice: {g:?}"),
            None => {
                threads.insert((g.round, g.board), g.thread);
                games.push(g);
            }
        }
    }
    assert_eq!(games.len(), total, "{games:?}");
    games
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_of_five_is_signed_up_by_buttons_and_commands_and_played_in_threads() {
    let table = Table::start().await;
    let names = ["ann", "ben", "cid", "dee", "eve", "fay"];
    let players: Vec<Player> = names.iter().map(|n| Player::new(&table.fake, n)).collect();
    let manager = &players[0];

    // Only managers create; the bot must be able to make the games' threads.
    let sent = table.tournament_as(
        &players[1],
        "create",
        &[
            ("name", STRING, json!("Cup")),
            ("format", INTEGER, json!(KNOCKOUT)),
        ],
        "0",
        ALL_PERMISSIONS,
    );
    let refused = table.answer(&sent).await;
    assert!(refused.ephemeral && refused.text().contains("only members who may manage"));
    let sent = table.tournament_as(
        manager,
        "create",
        &[
            ("name", STRING, json!("Cup")),
            ("format", INTEGER, json!(KNOCKOUT)),
        ],
        ALL_PERMISSIONS,
        "2048",
    );
    let refused = table.answer(&sent).await;
    assert!(refused.ephemeral, "{}", refused.text());
    assert!(
        refused.text().contains("i may not create threads"),
        "{}",
        refused.text()
    );

    let made = create(&table, manager, "Winter Cup", KNOCKOUT).await;
    assert!(made.text().contains("no players yet"), "{}", made.text());
    let join = made.button("join").expect("a Join button");
    let leave = made.button("leave").expect("a Leave button");
    // ann joins by the button: the announcement itself now lists her.
    let (pressed, _) = table.click_in(table.channel, manager, &join, 7);
    let pressed = table.answer(&pressed).await;
    assert_eq!(pressed.callback_type, 7, "an update in place");
    assert!(
        pressed.text().contains("players (1): ann"),
        "{}",
        pressed.text()
    );
    // Twice is refused, privately.
    let (again, _) = table.click_in(table.channel, manager, &join, 7);
    let again = table.answer(&again).await;
    assert!(
        again.ephemeral && again.text().contains("already"),
        "{}",
        again.text()
    );
    // fay joins and leaves by the buttons; the others by command, and the announcement is
    // edited to list each of them.
    let (pressed, _) = table.click_in(table.channel, &players[5], &join, 7);
    table.answer(&pressed).await;
    let (pressed, _) = table.click_in(table.channel, &players[5], &leave, 7);
    let pressed = table.answer(&pressed).await;
    assert!(
        pressed.text().contains("players (1): ann\n"),
        "{}",
        pressed.text()
    );
    let since = table.fake.call_count();
    join_all(&table, &players[1..5]).await;
    let channel = table.channel;
    table
        .fake
        .wait_call(since, "the announcement edited", |c| {
            c.method == "PATCH"
                && c.path
                    .starts_with(&format!("/api/v10/channels/{channel}/messages/"))
                && c.body
                    .to_string()
                    .contains("Players (5): ann, ben, cid, dee, eve")
        })
        .await;

    let started = start(&table, manager).await;
    // Five players: the top three seeds pass round 1 (byes), 4 v 5 plays.
    assert!(started.text().contains("next round"), "{}", started.text());
    // The higher seed (earlier sign-up) always wins.
    let end = play_out(&table, &players, loser(&players, false)).await;
    assert!(
        end.contains(&format!("the winner is <@{}>", manager.id)),
        "{end}"
    );
    // 1 + 2 + 1 games: round 1 (4 v 5), round 2 (1 v 4, 2 v 3), the final.
    let games = each_board_once(&table, 4);
    assert!(games.iter().all(|g| g.thread != table.channel));

    // The standings, and the tournament as a TRF file.
    let standings = table
        .answer(&table.tournament(manager, "standings", &[]))
        .await;
    assert!(standings.text().contains("1. ann"), "{}", standings.text());
    let bracket = standings
        .file("hexbot-tournament-1-bracket.png")
        .expect("the bracket's picture");
    let (width, height) = png_size(bracket);
    assert!(width >= 800 && height >= 400, "{width}×{height}");
    let export = table
        .answer(&table.tournament(manager, "export", &[("id", INTEGER, json!(1))]))
        .await;
    let trf = export
        .files
        .first()
        .map(|(_, _, b)| String::from_utf8_lossy(b).into_owned());
    let trf = trf.expect("a TRF file");
    assert_eq!(
        trf.lines().filter(|l| l.starts_with("001")).count(),
        5,
        "{trf}"
    );
    // Sign-up is over: the buttons are refused.
    let (late, _) = table.click_in(table.channel, &players[5], &join, 7);
    let late = table.answer(&late).await;
    assert!(
        late.ephemeral && late.text().contains("takes no more players"),
        "{}",
        late.text()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_six_plays_three_rounds_and_names_its_winner() {
    let table = Table::start().await;
    let names = ["ann", "ben", "cid", "dee", "eve", "fay"];
    let players: Vec<Player> = names.iter().map(|n| Player::new(&table.fake, n)).collect();
    let made = table
        .answer(&table.tournament(
            &players[0],
            "create",
            &[
                ("name", STRING, json!("Swiss Open")),
                ("format", INTEGER, json!(SWISS)),
                ("size", INTEGER, json!(7)),
                ("rounds", INTEGER, json!(3)),
                ("rules", INTEGER, json!(RULES_2017)),
            ],
        ))
        .await;
    assert!(made.text().contains("swiss"), "{}", made.text());
    assert!(
        made.text().contains("fide dutch rules of 2017."),
        "{}",
        made.text()
    );
    join_all(&table, &players).await;
    let started = start(&table, &players[0]).await;
    assert!(started.text().contains("3 rounds"), "{}", started.text());
    let end = play_out(&table, &players, loser(&players, false)).await;
    assert!(
        end.contains(&format!("the winner is <@{}>", players[0].id)),
        "{end}"
    );
    let games = each_board_once(&table, 9);
    met_once(&games);
    assert!(
        end.contains("1. ann: 3 ("),
        "the standings come with the winner: {end}"
    );
    assert!(end.contains("6. fay: 0 ("), "{end}");
    let trf = export_trf(&table, &players[0]).await;
    assert!(trf.contains("192 FIDE_DUTCH_2017\n"), "{trf}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_made_without_rules_is_paired_by_the_2025_ones_and_says_so() {
    let table = Table::start().await;
    let names = ["ann", "ben", "cid"];
    let players: Vec<Player> = names.iter().map(|n| Player::new(&table.fake, n)).collect();
    // A knockout takes no Dutch rules; a value no choice has is refused without a panic.
    for (format, rules) in [(KNOCKOUT, RULES_2017), (SWISS, 7)] {
        let refused = table
            .answer(&table.tournament(
                &players[0],
                "create",
                &[
                    ("name", STRING, json!("Bad Cup")),
                    ("format", INTEGER, json!(format)),
                    ("rules", INTEGER, json!(rules)),
                ],
            ))
            .await;
        assert!(refused.ephemeral, "{}", refused.text());
    }
    let made = create(&table, &players[0], "Spring Swiss", SWISS).await;
    assert!(
        made.text().contains("fide dutch rules of 2025."),
        "{}",
        made.text()
    );
    join_all(&table, &players).await;
    let started = start(&table, &players[0]).await;
    assert!(started.text().contains("has the bye"), "{}", started.text());
    let trf = export_trf(&table, &players[0]).await;
    assert!(trf.contains("192 FIDE_DUTCH_2025\n"), "{trf}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_four_meets_everyone_once() {
    let table = Table::start().await;
    let names = ["ann", "ben", "cid", "dee"];
    let players: Vec<Player> = names.iter().map(|n| Player::new(&table.fake, n)).collect();
    create(&table, &players[0], "Round Table", ROUND_ROBIN).await;
    join_all(&table, &players).await;
    start(&table, &players[0]).await;
    // The later seed wins this time: dee wins all three.
    let end = play_out(&table, &players, loser(&players, true)).await;
    assert!(
        end.contains(&format!("the winner is <@{}>", players[3].id)),
        "{end}"
    );
    let games = each_board_once(&table, 6);
    assert_eq!(met_once(&games).len(), 6, "every pair once: {games:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_9_as_a_round_ends_leaves_every_board_one_game() {
    let mut table = Table::start().await;
    let names = ["ann", "ben", "cid", "dee"];
    let players: Vec<Player> = names.iter().map(|n| Player::new(&table.fake, n)).collect();
    create(&table, &players[0], "Night Cup", KNOCKOUT).await;
    join_all(&table, &players).await;
    start(&table, &players[0]).await;
    let loser = loser(&players, false);
    // Round 1: both semi-finals; the bot is killed the moment the second one is resigned,
    // while it pairs the final.
    let channel = table.channel;
    let mut played = Vec::new();
    for _ in 0..2 {
        let call = table
            .fake
            .wait_call(0, "a semi-final", |c| {
                board_game(c, channel).is_some_and(|g| !played.contains(&g.thread))
            })
            .await;
        let game = board_game(&call, channel).expect("a board game");
        played.push(game.thread);
        let who = players
            .iter()
            .find(|p| p.id == loser(game.red, game.blue))
            .unwrap();
        if played.len() < 2 {
            resign_in(&table, game.thread, who).await;
            continue;
        }
        let (asked, _) = table.slash_in(game.thread, who, "resign", &[], &[]);
        let confirm = table
            .answer(&asked)
            .await
            .button("confirm")
            .expect("confirm");
        let (done, _) = table.click_in(game.thread, who, &confirm, 1);
        table.callback(&done).await;
        table.restart_after_kill9().await;
    }
    let end = play_out_after(&table, &players, loser, &played).await;
    assert!(
        end.contains(&format!("the winner is <@{}>", players[0].id)),
        "{end}"
    );
    each_board_once(&table, 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_made_before_a_kill_9_is_used_for_its_game_and_none_is_left_empty() {
    let mut table = Table::start().await;
    let names = ["ann", "ben", "cid", "dee"];
    let players: Vec<Player> = names.iter().map(|n| Player::new(&table.fake, n)).collect();
    create(&table, &players[0], "Dawn Cup", KNOCKOUT).await;
    join_all(&table, &players).await;
    // Discord makes the first game's thread, but the bot is killed before it hears so.
    table.fake.hold_threads(true);
    start(&table, &players[0]).await;
    let is_thread = |c: &RestCall| c.method == "POST" && c.path.ends_with("/threads");
    table
        .fake
        .wait_call(0, "a thread asked for", is_thread)
        .await;
    table.fake.hold_threads(false);
    table.restart_after_kill9().await;
    // Both semi-finals begin, each in a thread of its own; every thread made holds a game.
    let channel = table.channel;
    let mut seen = Vec::new();
    while seen.len() < 2 {
        let call = table
            .fake
            .wait_call(0, "a semi-final", |c| {
                board_game(c, channel).is_some_and(|g| !seen.contains(&g.thread))
            })
            .await;
        seen.push(board_game(&call, channel).expect("a board game").thread);
    }
    let made = table.fake.calls().iter().filter(|c| is_thread(c)).count();
    assert_eq!(made, 2, "one thread per game, none made twice");
    each_board_once(&table, 2);
}
