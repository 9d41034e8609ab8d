//! The web companion beside the bot (`hexbot run` with `HEXBOT_WEB_ADDR`), against the fake
//! Discord: a server's pages do not exist until it opts in (`/hex config web:True`, Manage Server
//! only), then its games' pages and its own page do and follow the moves made on Discord; opting
//! out removes them again.

use crate::support::web::WebServer;
use crate::support::*;
use serde_json::json;

const BOOLEAN: u8 = 5;
const SECRET: &str = "a test secret of more than thirty-two bytes";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_pages_exist_only_once_it_opts_in_and_follow_its_games() {
    let addr = WebServer::free_addr();
    let table = Table::start_with(&[
        ("HEXBOT_WEB_ADDR", Some(addr.as_str())),
        ("HEXBOT_PUBLIC_URL", Some("https://hex.example.org/")),
        ("HEXBOT_WEB_SECRET", Some(SECRET)),
    ])
    .await;
    let web = WebServer::at(&addr);
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
