//! The analysis board on the web companion. In a real headless Chromium on `hexbot web`: a board
//! opened from a move list on the start page, stones played by clicks, a variation made by going
//! back and clicking another cell, the engine asked, the position shared (a HexWorld link and
//! the tree's SGF); a screenshot is written to `target/web-screenshots/`. Over plain HTTP: an SGF
//! record opens a board, one that does not read is refused on the start page saying where,
//! and links that are not the board's own open nothing. Beside the bot: a board opened on
//! Discord links to its page, whose buttons work for its owner's link only.

use crate::support::browser::{Browser, chromium};
use crate::support::web::WebServer;
use crate::support::*;
use serde_json::json;

const STRING: u8 = 3;
const SECRET: &str = "a test secret of more than thirty-two bytes";

fn screenshots() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `text` written for a form body.
fn form_value(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => out.push(b as char),
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The page's node, as the browser sees it.
async fn node(b: &mut Browser) -> String {
    let node = b
        .eval("document.getElementById('analysis').dataset.node")
        .await;
    node.as_str().unwrap().to_owned()
}

/// Waits for the page after a press: a board page whose node is not `before`.
async fn moved_from(b: &mut Browser, before: &str) {
    b.wait_for(&format!(
        "(() => {{ const a = document.getElementById('analysis'); \
         return a && a.dataset.bound === '1' && a.dataset.node !== '{before}'; }})()"
    ))
    .await;
}

#[tokio::test]
async fn a_board_is_opened_explored_branched_analysed_and_shared_in_a_browser() {
    let Some(chrome) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let web = WebServer::start(dir.path()).await;
    let mut b = Browser::launch(&chrome, 1200, 1100).await;

    // The start page's second form: a move list on 9×9.
    b.open(&format!("{}/?lang=en-US", web.base)).await;
    b.eval("document.querySelector('form.open-board select[name=size]').value = '9'")
        .await;
    b.eval("document.querySelector('form.open-board textarea').value = 'e5 swap d4'")
        .await;
    b.click("form.open-board button[type=submit]").await;
    b.wait_for(
        "document.getElementById('analysis') && document.getElementById('analysis').dataset.bound === '1'",
    )
    .await;
    let title = b.eval("document.querySelector('h1').textContent").await;
    assert!(
        title.as_str().unwrap().starts_with("Analysis board 1"),
        "{title}"
    );
    let caption = b
        .eval("document.getElementById('caption').textContent")
        .await;
    assert!(caption.as_str().unwrap().contains("d4"), "{caption}");
    let at_d4 = node(&mut b).await;

    // A click on c7 plays it for Blue.
    b.click("#board polygon[data-cell=\"c7\"]").await;
    moved_from(&mut b, &at_d4).await;
    let stone = b
        .eval("document.querySelector('#board polygon[data-cell=\"c7\"]').dataset.stone")
        .await;
    assert_eq!(stone, "blue", "c7 is Blue's");

    // Back, then another cell: a variation beside c7.
    let at_c7 = node(&mut b).await;
    b.click("button[data-action=aback]").await;
    moved_from(&mut b, &at_c7).await;
    assert_eq!(node(&mut b).await, at_d4);
    b.click("#board polygon[data-cell=\"f4\"]").await;
    moved_from(&mut b, &at_d4).await;
    b.click("button[data-action=aback]").await;
    b.wait_for(&format!(
        "document.getElementById('analysis').dataset.node === '{at_d4}'"
    ))
    .await;
    let text = b
        .eval("document.getElementById('analysis').textContent")
        .await;
    let text = text.as_str().unwrap();
    assert!(
        text.contains("c7") && text.contains("f4"),
        "both moves are listed as played next: {text}"
    );
    assert_eq!(
        b.eval("document.querySelector('button[data-action=avar]').disabled")
            .await,
        true,
        "at d4 there is no sibling"
    );

    // The engine on this position: Red's chance and its best moves, the board marked.
    b.click("button[data-action=aeng]").await;
    b.wait_for("document.getElementById('analysis').textContent.includes(\"Red's chance\")")
        .await;
    let shot = b.screenshot().await;
    std::fs::write(screenshots().join("analysis-9x9.png"), &shot).unwrap();

    // Share: the diagram, a HexWorld link and the tree's SGF with both variations.
    b.click("button[data-action=ashare]").await;
    b.wait_for("document.querySelector('.aside a[href^=\"https://hexworld.org\"]') !== null")
        .await;
    let sgf = b
        .eval(
            "atob(document.querySelector('.aside a[download]').getAttribute('href').split(',')[1])",
        )
        .await;
    let sgf = sgf.as_str().unwrap();
    assert!(sgf.contains("SZ[9]"), "{sgf}");
    assert_eq!(
        sgf.matches('(').count(),
        3,
        "the tree and its two variations: {sgf}"
    );
    assert_eq!(
        b.eval("document.querySelector('.aside img.shared') !== null")
            .await,
        true
    );
    b.close().await;
}

#[tokio::test]
async fn a_record_opens_a_board_and_bad_input_and_foreign_links_open_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let web = WebServer::start(dir.path()).await;
    let record = "(;FF[4]GM[11]SZ[9];B[e5];W[d6](;B[c7])(;B[f4];W[e3]))";
    let opened = web
        .post(
            "/analyze",
            &format!("lang=en-US&text={}", form_value(record)),
        )
        .await;
    assert_eq!(opened.status, 303, "{}", opened.body);
    let location = opened.header("location").unwrap().to_owned();
    assert!(location.starts_with("/board/1?"), "{location}");
    let page = web.get(&location, "").await;
    assert_eq!(page.status, 200);
    assert!(page.body.contains("<svg"), "the board is drawn");
    assert!(
        page.body.contains("data-action=\"aeng\""),
        "with its buttons"
    );

    // A record that does not read: the start page again, saying where; no board stored.
    let bad = web
        .post(
            "/analyze",
            &format!("lang=en-US&text={}", form_value("(;FF[4]SZ[9];B[zz])")),
        )
        .await;
    assert_eq!(bad.status, 400);
    assert!(bad.body.contains("form"), "the start page again");
    assert!(bad.body.contains("could not be read"), "{}", bad.body);
    assert_eq!(
        web.get(&location.replace("/board/1?", "/board/2?"), "")
            .await
            .status,
        403,
        "the link opens its own board only (and there is no board 2)"
    );

    // No link, a forged one, or a game's link: refused, nothing shown.
    assert_eq!(web.get("/board/1?lang=en-US", "").await.status, 403);
    let key = location
        .split("key=")
        .nth(1)
        .unwrap()
        .split('&')
        .next()
        .unwrap();
    let mut forged = key.to_owned().into_bytes();
    forged[10] = if forged[10] == b'A' { b'B' } else { b'A' };
    let forged = String::from_utf8(forged).unwrap();
    let page = web
        .get(&format!("/board/1?lang=en-US&key={forged}"), "")
        .await;
    assert_eq!(page.status, 403);
    assert!(page.body.contains("changed"), "{}", page.body);
    let (game_link, _) = web.new_game("opponent=easy&size=7&variant=hex").await;
    let game_key = game_link
        .split("key=")
        .nth(1)
        .unwrap()
        .split('&')
        .next()
        .unwrap();
    let page = web.get(&format!("/board/1?key={game_key}"), "").await;
    assert_eq!(page.status, 403, "a game's link opens no board");

    // A press for another board, or a button that is not a board's: a bad request.
    let press = |id: &str| format!("lang=en-US&key={key}&press={}", form_value(id));
    assert_eq!(
        web.post("/board/1", &press("hex:2:afwd:0")).await.status,
        400
    );
    assert_eq!(
        web.post("/board/1", &press("hex:1:resign:0")).await.status,
        400
    );
    let forward = web.post("/board/1", &press("hex:1:astart:3")).await;
    assert_eq!(forward.status, 200, "{}", forward.body);
    let stale = web.post("/board/1", &press("hex:1:afwd:4000")).await;
    assert_eq!(
        stale.status, 409,
        "a node that is not on the board: {}",
        stale.body
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_opened_on_discord_links_to_its_page_for_its_owner() {
    let addr = WebServer::free_addr();
    let table = Table::start_with(&[
        ("HEXBOT_WEB_ADDR", Some(addr.as_str())),
        ("HEXBOT_PUBLIC_URL", Some("https://hex.example.org/")),
        ("HEXBOT_WEB_SECRET", Some(SECRET)),
    ])
    .await;
    let web = WebServer::at(&addr);
    let alice = Player::new(&table.fake, "alice");
    let opened = table
        .answer(&table.slash(
            &alice,
            "analyze",
            &[("moves", STRING, json!("e5 swap d4"))],
            &[],
        ))
        .await;
    let mut link = None;
    for row in opened.data["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["style"] == json!(5) {
                link = Some((
                    c["label"].as_str().unwrap().to_owned(),
                    c["url"].as_str().unwrap().to_owned(),
                ));
            }
        }
    }
    let (label, url) = link.expect("a link button under the new board");
    assert_eq!(label, "Open on the web");
    assert!(
        url.starts_with("https://hex.example.org/board/1?key="),
        "{url}"
    );
    let path = url.replace("https://hex.example.org", "");
    let page = web.get(&format!("{path}&lang=en-US"), "").await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("Analysis board 1"), "{}", page.body);
    let key = path.split("key=").nth(1).unwrap();
    let forward = web
        .post(
            "/board/1",
            &format!(
                "lang=en-US&key={key}&press={}",
                form_value("hex:1:astart:3")
            ),
        )
        .await;
    assert_eq!(forward.status, 200);
    assert!(forward.body.contains("Analysis board 1"));
}
