//! The web companion beside the bot (`hexbot run` with `HEXBOT_WEB_ADDR`), against the fake
//! Discord: a server's pages do not exist until it opts in (`/hex config web:True`, Manage Server
//! only), then its games' pages and its own page do and follow the moves made on Discord; opting
//! out removes them again. Once it has, each board links to its game's page and has a Play on
//! the web button: its player gets a personal link privately, plays a stone by a click in a real
//! browser, and the Discord board message is edited with the move; while the opponent is to
//! move, a click queues a premove, played as soon as the opponent moves on Discord. The board's
//! message is stored: after a kill -9 a move from the web still edits it.

use crate::support::browser::{Browser, chromium};
use crate::support::web::WebServer;
use crate::support::*;
use serde_json::{Value, json};

const BOOLEAN: u8 = 5;
const SECRET: &str = "a test secret of more than thirty-two bytes";

/// The bot against the fake Discord, serving the web pages on a free port (its public address
/// `https://hex.example.org/`, the trailing slash dropped), and those pages.
async fn web_table() -> (Table, WebServer) {
    let addr = WebServer::free_addr();
    let table = Table::start_with(&web_env(&addr)).await;
    (table, WebServer::at(&addr))
}

/// The bot's settings for serving the pages on `addr`.
fn web_env(addr: &str) -> [(&'static str, Option<&str>); 3] {
    [
        ("HEXBOT_WEB_ADDR", Some(addr)),
        ("HEXBOT_PUBLIC_URL", Some("https://hex.example.org/")),
        ("HEXBOT_WEB_SECRET", Some(SECRET)),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_pages_exist_only_once_it_opts_in_and_follow_its_games() {
    let (table, web) = web_table().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let challenge = table.challenge_7x7(&alice, &bob, &[]).await;
    let accept = challenge.button("accept").expect("Accept button");
    let accepted = table.answer(&table.click(&bob, &accept, 1)).await;
    assert!(accepted.text().contains("accepted"), "{}", accepted.text());
    let moved = table
        .answer(&table.slash(&alice, "move", &[("cell", 3, json!("d4"))], &[]))
        .await;
    assert!(moved.text().contains("d4"), "{}", moved.text());
    assert!(
        moved.button("web").is_none(),
        "no web button before the opt-in"
    );
    assert!(links(&moved.data).is_empty(), "no page to link to yet");

    // Not opted in: no page of the server or its games exists.
    let home = web.get("/", "").await;
    assert_eq!(home.status, 200, "the companion answers");
    assert_eq!(web.get("/game/1", "").await.status, 404);
    assert_eq!(
        web.get(&format!("/server/{GUILD_ID}"), "").await.status,
        404
    );
    let shown = table.answer(&table.slash(&bob, "config", &[], &[])).await;
    assert!(shown.text().contains("web pages: off"), "{}", shown.text());

    // Only a member who can manage the server opts in.
    let on = [("web", BOOLEAN, json!(true))];
    let refused = table.answer(&table.slash(&bob, "config", &on, &[])).await;
    assert!(
        refused.text().contains("manage the server"),
        "{}",
        refused.text()
    );
    assert_eq!(web.get("/game/1", "").await.status, 404, "nothing stored");
    let saved = table
        .answer(&table.slash_with_permissions(&alice, "config", &on, MANAGE_GUILD))
        .await;
    assert!(
        saved
            .text()
            .contains(&format!("https://hex.example.org/server/{GUILD_ID}")),
        "{}",
        saved.text()
    );

    // Now the game's page shows the move made on Discord, for watching (no link).
    let page = web.get("/game/1", "").await;
    assert_eq!(page.status, 200);
    assert_eq!(page.ply(), 1);
    assert!(page.body.contains("<title>d4, red stone</title>"));
    assert!(page.body.contains("alice") && page.body.contains("bob"));
    assert!(page.body.contains("You are watching"), "{}", page.body);
    // The next move on Discord shows there too.
    table
        .answer(&table.slash(&bob, "move", &[("cell", 3, json!("c5"))], &[]))
        .await;
    assert_eq!(web.get("/game/1", "").await.ply(), 2);
    // The server's page lists it.
    let server = web.get(&format!("/server/{GUILD_ID}"), "").await;
    assert_eq!(server.status, 200);
    assert!(
        server.body.contains("href=\"/game/1?lang=en-US\""),
        "{}",
        server.body
    );
    // A forged link moves nothing.
    let post = web
        .post(
            "/game/1/play",
            "key=AQAAAAAAAAAAAAAAAAAAAAEAAPqw&ply=2&move=e5",
        )
        .await;
    assert_eq!(post.status, 403);
    assert_eq!(web.get("/game/1", "").await.ply(), 2);

    // Opting out removes the pages again.
    let off = [("web", BOOLEAN, json!(false))];
    table
        .answer(&table.slash_with_permissions(&alice, "config", &off, MANAGE_GUILD))
        .await;
    assert_eq!(web.get("/game/1", "").await.status, 404);
    assert_eq!(
        web.get(&format!("/server/{GUILD_ID}"), "").await.status,
        404
    );
}

/// The link buttons (style 5) of a message: (label, url).
/// The server opts in (by `alice`, a manager); `alice` challenges `bob` to 7×7 and he accepts:
/// the board, on the challenge's message (1).
async fn opted_in_game(table: &Table, alice: &Player, bob: &Player) -> Answer {
    let on = [("web", BOOLEAN, json!(true))];
    table
        .answer(&table.slash_with_permissions(alice, "config", &on, MANAGE_GUILD))
        .await;
    let challenge = table.challenge_7x7(alice, bob, &[]).await;
    let accept = challenge.button("accept").expect("Accept button");
    table.answer(&table.click(bob, &accept, 1)).await
}

/// Waits for the board message (1) to be edited, after call `since`, with `cell` played and a
/// new picture, and checks that no new board was posted meanwhile.
async fn board_edited_with(table: &Table, since: usize, cell: &str) {
    let edit_path = format!("/api/v10/channels/{}/messages/1", table.channel);
    let edited = table
        .fake
        .wait_call(since, "the board message edited", |c| {
            c.method == "PATCH" && c.path == edit_path
        })
        .await;
    let description = edited.body["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default();
    assert!(description.contains(cell), "{description}");
    assert!(
        edited.files.iter().any(|(_, name, _)| name == "board.png"),
        "a new picture"
    );
    let posts = format!("/api/v10/channels/{}/messages", table.channel);
    let calls = table.fake.calls();
    assert!(
        !calls
            .iter()
            .skip(since)
            .any(|c| c.method == "POST" && c.path == posts),
        "no new board is posted"
    );
}

fn links(message: &Value) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["style"] == json!(5) {
                found.push((
                    c["label"].as_str().unwrap_or_default().to_owned(),
                    c["url"].as_str().unwrap_or_default().to_owned(),
                ));
            }
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_personal_link_plays_by_clicks_and_the_discord_board_is_edited() {
    let Some(chrome) = chromium() else { return };
    let (table, web) = web_table().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let carol = Player::new(&table.fake, "carol");
    // The board that starts the game (the challenge's message, 1, updated in place) links to
    // the game's page and offers Play on the web.
    let board = opted_in_game(&table, &alice, &bob).await;
    assert_eq!(board.callback_type, 7, "the challenge becomes the board");
    assert_eq!(
        links(&board.data),
        vec![(
            "Game page".to_owned(),
            "https://hex.example.org/game/1".to_owned()
        )]
    );
    let play_on_web = board.button("web").expect("Play on the web");

    // Someone who does not play is told how to follow it, privately; nothing else happens.
    let refused = table.answer(&table.click(&carol, &play_on_web, 1)).await;
    assert!(refused.ephemeral);
    assert!(
        refused.text().contains("only the players of game 1")
            && refused.text().contains("https://hex.example.org/game/1"),
        "{}",
        refused.text()
    );
    // Alice, to move, gets her personal link privately, on a link button.
    let given = table.answer(&table.click(&alice, &play_on_web, 1)).await;
    assert!(given.ephemeral, "the link is private");
    assert_eq!(
        given.callback_type, 4,
        "a new private message, the board stays"
    );
    assert!(given.text().contains("personal link"), "{}", given.text());
    let personal = links(&given.data);
    assert_eq!(personal.len(), 1, "{personal:?}");
    assert_eq!(personal[0].0, "Play on the web");
    let url = &personal[0].1;
    assert!(
        url.starts_with("https://hex.example.org/game/1?key="),
        "{url}"
    );

    // In the browser (the operator's public address stands for this one), a click on d4.
    let local = url.replace("https://hex.example.org", &web.base);
    let mut b = Browser::launch(&chrome, 1200, 1000).await;
    b.open(&format!("{local}&lang=en-US")).await;
    assert_eq!(
        b.eval("document.getElementById('game').dataset.play").await,
        "1",
        "the link lets Alice play"
    );
    // The script has bound its clicks and the live feed has opened (its redraw is done).
    b.wait_for(
        "document.getElementById('game').dataset.bound === '1' \
         && document.documentElement.dataset.feed === 'open'",
    )
    .await;
    let since = table.fake.call_count();
    b.click("#board polygon[data-cell=\"d4\"]").await;
    b.wait_for("document.getElementById('game').dataset.ply === '1'")
        .await;
    assert_eq!(web.get("/game/1", "").await.ply(), 1, "the move is stored");

    // The Discord board message (1) is edited with the move and the new picture.
    board_edited_with(&table, since, "d4").await;
    // While Bob is to move, Alice queues her next move by a click on e5 (a premove: the game is
    // live), told privately on her page.
    b.wait_for("document.getElementById('game').dataset.plan === 'premove'")
        .await;
    b.click("#board polygon[data-cell=\"e5\"]").await;
    b.wait_for("document.getElementById('note').textContent.startsWith('Queued: e5')")
        .await;
    assert_eq!(
        b.eval(
            "document.querySelector('polygon[data-cell=\"e5\"]').classList.contains('plan-mine')"
        )
        .await,
        true,
        "the queued cell is marked"
    );
    // Bob answers on Discord under that same message: Alice's premove is played at once, and her
    // page follows without reloading.
    b.eval("window.marker = 1").await;
    let moved = table
        .answer(&table.slash(&bob, "move", &[("cell", 3, json!("c5"))], &[]))
        .await;
    let text = moved.text();
    assert!(text.contains("c5"), "{text}");
    assert!(text.contains("alice (red) played e5."), "{text}");
    assert!(text.contains("(alice had queued this move.)"), "{text}");
    b.wait_for("document.getElementById('game').dataset.ply === '3'")
        .await;
    assert_eq!(b.eval("window.marker").await, 1, "not reloaded");
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_kill9_a_move_from_the_web_edits_the_board_message_it_stored() {
    let (mut table, web) = web_table().await;
    let alice = Player::new(&table.fake, "alice");
    let bob = Player::new(&table.fake, "bob");
    let board = opted_in_game(&table, &alice, &bob).await;
    let play_on_web = board.button("web").expect("Play on the web");
    let given = table.answer(&table.click(&alice, &play_on_web, 1)).await;
    let url = links(&given.data)[0].1.clone();
    let key = url.split("key=").nth(1).expect("a key").to_owned();

    // The bot is killed and started again: what it knew in memory is gone, the store stays.
    table.restart_after_kill9_with(&web_env(&web.addr)).await;
    let since = table.fake.call_count();
    let moved = web
        .post(
            "/game/1/play",
            &format!("key={key}&ply=0&move=d4&lang=en-US"),
        )
        .await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    board_edited_with(&table, since, "d4").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_tournament_shows_on_its_servers_page_with_its_bracket() {
    const STRING: u8 = 3;
    const INTEGER: u8 = 4;
    const KNOCKOUT: u64 = 3;
    let (table, web) = web_table().await;
    let players: Vec<Player> = ["ann", "ben", "cid", "dee"]
        .iter()
        .map(|n| Player::new(&table.fake, n))
        .collect();
    let on = [("web", BOOLEAN, json!(true))];
    table
        .answer(&table.slash_with_permissions(&players[0], "config", &on, MANAGE_GUILD))
        .await;
    let options = [
        ("name", STRING, json!("Winter Cup")),
        ("format", INTEGER, json!(KNOCKOUT)),
        ("size", INTEGER, json!(7)),
    ];
    table
        .answer(&table.tournament(&players[0], "create", &options))
        .await;
    for p in &players {
        let joined = table.answer(&table.tournament(p, "join", &[])).await;
        assert!(joined.text().contains("joined"), "{}", joined.text());
    }
    table
        .answer(&table.tournament(&players[0], "start", &[]))
        .await;
    let channel = table.channel;
    table
        .fake
        .wait_call(0, "the first round's second board", |c| {
            crate::support::tourney::board_game(c, channel).is_some_and(|g| g.board == 2)
        })
        .await;
    let first = crate::support::tourney::board_games(&table)
        .into_iter()
        .find(|g| g.board == 1)
        .unwrap();
    let loser = players.iter().find(|p| p.id == first.blue).unwrap();
    crate::support::tourney::resign_in(&table, first.thread, loser).await;

    // The server's page: the round with its boards linked to their games, the standings, the
    // bracket.
    let server = web.get(&format!("/server/{GUILD_ID}"), "").await;
    assert_eq!(server.status, 200);
    let body = &server.body;
    assert!(body.contains("data-tournament=\"1\""), "{body}");
    assert!(body.contains("Winter Cup"), "{body}");
    assert!(body.contains("Round 1 of 2"), "{body}");
    assert!(
        body.contains("Board 1: ann (Red) against dee (Blue)"),
        "{body}"
    );
    let round = body
        .split("<ul class=\"round\">")
        .nth(1)
        .and_then(|r| r.split("</ul>").next())
        .unwrap_or_default();
    let linked = round.matches("<li><a href=\"/game/").count();
    assert_eq!(linked, 2, "both boards link to their games: {body}");
    let picture = format!("/server/{GUILD_ID}/tournament/1.png");
    assert!(body.contains(&format!("src=\"{picture}\"")), "{body}");
    let png = web.get(&picture, "").await;
    assert_eq!(png.status, 200);
    assert_eq!(png.header("content-type"), Some("image/png"));
    // As a reader sees it (a screenshot to look at, when this machine has a browser).
    if let Some(chrome) = chromium() {
        let mut b = Browser::launch(&chrome, 1100, 1400).await;
        b.open(&format!("{}/server/{GUILD_ID}?lang=en-US", web.base))
            .await;
        b.wait_for("document.querySelector('img.standings-picture').complete")
            .await;
        let loaded = b
            .eval("document.querySelector('img.standings-picture').naturalWidth > 0")
            .await;
        assert_eq!(loaded, true, "the bracket is drawn");
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-screenshots");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("server-tournament.png"), b.screenshot().await).unwrap();
        b.close().await;
    }
    // A page read again and again is never quieted like a chat's public answers.
    for _ in 0..3 {
        let again = web.get(&format!("/server/{GUILD_ID}"), "").await;
        assert!(!again.body.contains("Shown only to you"), "{}", again.body);
    }
    // Another tournament's number, or garbage, is no page.
    for path in [
        format!("/server/{GUILD_ID}/tournament/2.png"),
        format!("/server/{GUILD_ID}/tournament/x.png"),
        format!("/server/{GUILD_ID}/tournament/1"),
    ] {
        assert_eq!(web.get(&path, "").await.status, 404, "{path}");
    }
}
