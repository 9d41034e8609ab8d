//! `hexbot web` over plain HTTP: the security headers, the start page and a new game, a game's
//! page with and without a valid personal link, moves through the service's checks, forged and
//! broken links refused with nothing stored, unknown pages answered 404, the record as SGF, and
//! the page in the reader's language.

use crate::support::web::{WebServer, attribute};

/// The link's key with one character of its signature changed.
fn forged(key: &str) -> String {
    let mut k: Vec<char> = key.chars().collect();
    let i = k.len() - 5;
    k[i] = if k[i] == 'A' { 'B' } else { 'A' };
    k.into_iter().collect()
}

/// `web-bad-form` in German.
const BAD_FORM_DE: &str = "Die Anfrage war unvollständig";

#[tokio::test]
async fn pages_moves_and_refusals_of_hexbot_web() {
    let dir = tempfile::tempdir().unwrap();
    let web = WebServer::start(dir.path()).await;

    // The start page, with the security headers every answer carries.
    let start = web.get("/", "").await;
    assert_eq!(start.status, 200);
    let csp = start.header("content-security-policy").unwrap();
    assert!(
        csp.contains("script-src 'self'") && csp.contains("frame-ancestors 'none'"),
        "{csp}"
    );
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    assert_eq!(start.header("x-frame-options"), Some("DENY"));
    assert_eq!(start.header("referrer-policy"), Some("no-referrer"));
    assert_eq!(start.header("x-content-type-options"), Some("nosniff"));
    assert!(start.body.contains("action=\"/new\""));
    assert!(!start.body.contains("<script>"), "no script in a page");

    // Two players at one screen, 7×7: the link moves for whoever's turn it is.
    let (page, id) = web
        .new_game("opponent=two&size=7&variant=hex&first=you&lang=en-US")
        .await;
    let key = page.split("key=").nth(1).unwrap().to_owned();
    let shown = web.get(&page, "").await;
    assert_eq!(shown.status, 200);
    assert_eq!(attribute(&shown.body, "data-play"), "1");
    assert_eq!(shown.ply(), 0);
    assert!(shown.body.contains("Game 1 · Hex · 7×7"), "{}", shown.body);
    assert!(shown.body.contains("data-cell=\"d4\""));
    assert!(shown.body.contains("<title>d4, empty</title>"));

    let play =
        |mv: &str, ply: usize, key: &str| format!("key={key}&ply={ply}&move={mv}&lang=en-US");
    let path = format!("/game/{id}/play");
    let first = web.post(&path, &play("d4", 0, &key)).await;
    assert_eq!(first.status, 200, "{}", first.body);
    assert!(first.body.contains("played d4"), "{}", first.body);
    // Blue's turn now, from the same screen.
    let second = web.post(&path, &play("c5", 1, &key)).await;
    assert_eq!(second.status, 200, "{}", second.body);

    // The service's refusals, word for word, and nothing stored.
    let occupied = web.post(&path, &play("d4", 2, &key)).await;
    assert_eq!(occupied.status, 409, "{}", occupied.body);
    assert!(occupied.body.contains("d4"), "{}", occupied.body);
    let stale = web.post(&path, &play("e5", 0, &key)).await;
    assert_eq!(stale.status, 409);
    assert!(stale.body.contains("earlier position"), "{}", stale.body);
    let nonsense = web.post(&path, &play("z99", 2, &key)).await;
    assert_eq!(nonsense.status, 409, "{}", nonsense.body);
    let missing = web.post(&path, &format!("key={key}&move=e5")).await;
    assert_eq!(missing.status, 400, "{}", missing.body);

    // A forged link and a broken one grant nothing: read-only page, 403, nothing stored.
    let bad = forged(&key);
    let refused = web.post(&path, &play("e5", 2, &bad)).await;
    assert_eq!(refused.status, 403);
    assert!(refused.body.contains("changed"), "{}", refused.body);
    let broken = web.post(&path, &play("e5", 2, "not-a-token")).await;
    assert_eq!(broken.status, 403);
    let watched = web.get(&format!("/game/{id}?key={bad}"), "").await;
    assert_eq!(attribute(&watched.body, "data-play"), "0");
    assert!(watched.body.contains("watching only"), "{}", watched.body);
    assert_eq!(watched.ply(), 2, "nothing was stored");
    // Without a link: a spectator's page.
    let spectator = web.get(&format!("/game/{id}"), "").await;
    assert_eq!(attribute(&spectator.body, "data-play"), "0");
    assert!(spectator.body.contains("You are watching"));
    // A link of another game moves nothing here.
    let (other_page, other) = web
        .new_game("opponent=two&size=7&variant=hex&first=you&lang=en-US")
        .await;
    let other_key = other_page.split("key=").nth(1).unwrap();
    assert_ne!(other, id);
    let elsewhere = web.post(&path, &play("e5", 2, other_key)).await;
    assert_eq!(elsewhere.status, 403);
    assert!(
        elsewhere.body.contains("another game"),
        "{}",
        elsewhere.body
    );

    // Unknown pages: 404 in the reader's language.
    for unknown in [
        "/game/999",
        "/game/abc",
        "/game/-1",
        "/nowhere",
        "/game/1/nothing",
    ] {
        let a = web
            .get(unknown, "Accept-Language: de-DE,de;q=0.9\r\n")
            .await;
        assert_eq!(a.status, 404, "{unknown}");
        assert!(
            a.body.contains("Diese Seite gibt es hier nicht."),
            "{unknown}: {}",
            a.body
        );
    }

    // Requests the framework cannot read (a field given twice, a body of another type) are
    // refused in the reader's language too, with nothing stored.
    let german = "Accept-Language: de\r\n";
    let twice = web
        .get(&format!("/game/{id}?lang=de&lang=en-US"), german)
        .await;
    assert_eq!(twice.status, 400);
    assert!(twice.body.contains(BAD_FORM_DE), "{}", twice.body);
    let raw = format!(
        "POST /game/{id}/play HTTP/1.1\r\nHost: x\r\n{german}Content-Type: text/plain\r\n\
         Content-Length: 4\r\nConnection: close\r\n\r\nmove"
    );
    let typed = web.raw(&raw).await;
    assert_eq!(typed.status, 400);
    assert!(typed.body.contains(BAD_FORM_DE), "{}", typed.body);
    let ply_before = web.get(&format!("/game/{id}"), "").await.ply();
    let doubled = web
        .post(&format!("/game/{id}/play"), "key=a&key=b&ply=0&move=a1")
        .await;
    assert_eq!(doubled.status, 400);
    assert_eq!(web.get(&format!("/game/{id}"), "").await.ply(), ply_before);

    // The page speaks the browser's language, or the one chosen.
    let german = web
        .get(&format!("/game/{id}"), "Accept-Language: fr, de;q=0.8\r\n")
        .await;
    assert!(
        german.body.contains("Partie 1 · Hex · 7×7"),
        "{}",
        german.body
    );
    assert!(german.body.contains("<title>d4, roter Stein</title>"));
    let indonesian = web.get(&format!("/game/{id}?lang=id"), "").await;
    assert!(indonesian.body.contains("Permainan 1"));

    // Resigning ends the game; the finished page offers the replay and the record.
    let resign = web.post(&path, &play("resign", 2, &key)).await;
    assert_eq!(resign.status, 200, "{}", resign.body);
    let over = web.get(&page, "").await;
    assert_eq!(attribute(&over.body, "data-live"), "0");
    assert!(over.body.contains("class=\"replay\""));
    let step = web.get(&format!("/game/{id}?ply=1"), "").await;
    assert!(
        step.body.contains("Position after 1 of 3 moves"),
        "{}",
        step.body
    );
    assert!(step.body.contains("<title>d4, red stone</title>"));
    assert!(
        step.body.contains("<title>c5, empty</title>"),
        "the replay's board is at move 1"
    );
    let sgf = web.get(&format!("/game/{id}/sgf"), "").await;
    assert_eq!(sgf.status, 200);
    assert!(sgf.body.starts_with("(;"), "{}", sgf.body);
    assert!(
        sgf.body.contains("[d4]") || sgf.body.contains("d4"),
        "{}",
        sgf.body
    );
    let late = web.post(&path, &play("e5", 3, &key)).await;
    assert_eq!(late.status, 409, "a finished game takes no move");
}
