//! The web companion in a real headless Chromium: a whole game against Easy played by clicks
//! (the first stone by the keyboard), a spectator's page following a game live without
//! reloading (and without drawing an unchanged game again), a forged link's page read-only, and
//! screenshots of a 13×13 page at desktop and phone sizes (written to `target/web-screenshots/`
//! to be looked at).

use crate::support::browser::{Browser, chromium};
use crate::support::web::WebServer;

fn screenshots() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn png_size(png: &[u8]) -> (u32, u32) {
    let w = u32::from_be_bytes(png[16..20].try_into().unwrap());
    let h = u32::from_be_bytes(png[20..24].try_into().unwrap());
    (w, h)
}

#[tokio::test]
async fn a_whole_game_against_easy_by_clicks() {
    let Some(chrome) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let web = WebServer::start(dir.path()).await;
    let mut b = Browser::launch(&chrome, 1200, 1000).await;

    // The start page's form, as a person fills it in.
    b.open(&format!("{}/?lang=en-US", web.base)).await;
    b.eval("document.querySelector('select[name=size]').value = '7'")
        .await;
    b.click("button[type=submit]").await;
    b.wait_for(
        "document.getElementById('game') && document.getElementById('game').dataset.play === '1' \
         && document.getElementById('game').dataset.bound === '1'",
    )
    .await;

    // The first stone by the keyboard: the board focused, an arrow key shows the cursor (on a1
    // first), Enter plays it. (The page's script has bound its keys: the form's answer is a new
    // page, whose deferred script may run after its game is drawn.)
    b.eval("document.getElementById('board').focus()").await;
    b.press("ArrowRight").await;
    b.press("Enter").await;
    b.wait_for("document.getElementById('game').dataset.ply === '2'")
        .await;
    let first = b
        .eval("document.querySelector('#game .moves li').textContent")
        .await;
    assert_eq!(first, "a1");
    assert_eq!(
        b.eval("document.activeElement && document.activeElement.id")
            .await,
        "board",
        "the keyboard player keeps the board's focus when it is drawn again"
    );

    // Then a click on an empty cell each turn until the game ends (a 7×7 board: at most 24
    // more of our stones).
    for _ in 0..30 {
        let live = b.eval("document.getElementById('game').dataset.live").await;
        if live == "0" {
            break;
        }
        let ply = b.eval("document.getElementById('game').dataset.ply").await;
        let ply: usize = ply.as_str().unwrap().parse().unwrap();
        // Down the middle column first, then any empty cell.
        let target = b
            .eval(
                "(() => { const order = ['d1','d2','d3','d4','d5','d6','d7']; \
                 for (const c of order) { const e = document.querySelector(`polygon[data-cell=\"${c}\"]`); \
                 if (e && e.dataset.stone === 'empty') return c; } \
                 const e = document.querySelector('polygon[data-stone=\"empty\"]'); return e && e.dataset.cell; })()",
            )
            .await;
        let cell = target.as_str().unwrap().to_owned();
        b.click(&format!("#board polygon[data-cell=\"{cell}\"]"))
            .await;
        b.wait_for(&format!(
            "(() => {{ const g = document.getElementById('game'); \
             return g.dataset.live === '0' || Number(g.dataset.ply) >= {}; }})()",
            ply + 2
        ))
        .await;
    }
    assert_eq!(
        b.eval("document.getElementById('game').dataset.live").await,
        "0"
    );
    let caption = b
        .eval("document.getElementById('caption').textContent")
        .await;
    let caption = caption.as_str().unwrap();
    assert!(caption.contains("wins by connection"), "{caption}");
    // The finished page: the replay and the record.
    b.wait_for("document.querySelector('.replay') !== null")
        .await;
    let shot = b.screenshot().await;
    std::fs::write(screenshots().join("finished-7x7.png"), &shot).unwrap();

    // The computer's review, asked for from the finished page: the page comes back with Red's
    // chances as a graph, the position shown marked on it.
    b.click("form.ask-review button").await;
    b.wait_for("document.querySelector('.review svg polyline') !== null")
        .await;
    assert_eq!(
        b.eval("document.querySelector('form.ask-review') === null")
            .await,
        true,
        "asked once"
    );
    let points = b
        .eval("document.querySelector('.review svg polyline').getAttribute('points').trim().split(' ').length")
        .await;
    let ply = b
        .eval("Number(document.getElementById('game').dataset.ply)")
        .await;
    assert_eq!(
        points.as_u64(),
        ply.as_u64().map(|p| p + 1),
        "a point per position"
    );
    // The replay halfway through, the graph marking that position.
    let half = ply.as_u64().unwrap() / 2;
    b.eval(&format!(
        "location.href = location.pathname + '?lang=en-US&ply={half}'"
    ))
    .await;
    b.wait_for(&format!(
        "location.search.includes('ply={half}') && document.querySelector('.review svg circle') !== null"
    ))
    .await;
    let reviewed = b.screenshot().await;
    std::fs::write(screenshots().join("finished-review-7x7.png"), &reviewed).unwrap();
    b.close().await;
}

#[tokio::test]
async fn a_spectator_follows_live_and_a_forged_link_is_read_only() {
    let Some(chrome) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let web = WebServer::start(dir.path()).await;
    let (page, id) = web
        .new_game("opponent=two&size=13&variant=hex&first=you&lang=en-US")
        .await;
    let key = page.split("key=").nth(1).unwrap().to_owned();
    let mut b = Browser::launch(&chrome, 1280, 1000).await;

    // A spectator's page (no link), marked so that a reload would show; its game as served is
    // kept aside before the page's script runs.
    b.before_scripts(
        "document.addEventListener('DOMContentLoaded', () => { \
         window.served = document.getElementById('game'); })",
    )
    .await;
    b.open(&format!("{}/game/{id}?lang=en-US", web.base)).await;
    assert_eq!(
        b.eval("document.getElementById('game').dataset.play").await,
        "0"
    );
    b.eval("window.stillHere = 'yes'").await;
    // When the live feed opens, the page fetches the game again: nothing has changed, so the
    // board stays the element it was (a click pressed on it and not yet released is not lost).
    b.wait_for("document.documentElement.dataset.feed === 'open'")
        .await;
    assert_eq!(
        b.eval("window.served === document.getElementById('game')")
            .await,
        true,
        "the same game is not drawn again"
    );
    for (i, cell) in ["g7", "f8", "h5"].into_iter().enumerate() {
        let a = web
            .post(
                &format!("/game/{id}/play"),
                &format!("key={key}&ply={i}&move={cell}"),
            )
            .await;
        assert_eq!(a.status, 200, "{}", a.body);
        b.wait_for(&format!(
            "document.querySelector('polygon[data-cell=\"{cell}\"]').dataset.stone !== 'empty'"
        ))
        .await;
    }
    assert_eq!(
        b.eval("document.getElementById('game').dataset.ply").await,
        "3"
    );
    assert_eq!(
        b.eval("window.stillHere").await,
        "yes",
        "updated without reloading"
    );
    // The spectator's page just after the third move came in: the last move marked.
    let live = b.screenshot().await;
    std::fs::write(screenshots().join("live-update-13x13.png"), &live).unwrap();

    // Desktop and phone screenshots of the 13×13 page, the player's view.
    b.open(&format!("{}{page}", web.base)).await;
    // The page's load, as the browser timed it (reported, never asserted: a benchmark).
    let timing = b
        .eval(
            "(() => { const n = performance.getEntriesByType('navigation')[0]; \
             return [n.duration, n.transferSize, n.domContentLoadedEventEnd]; })()",
        )
        .await;
    eprintln!("13×13 page load: {timing} (duration ms, bytes, DOMContentLoaded ms)");
    let desk = b.screenshot().await;
    assert_eq!(png_size(&desk).0, 1280);
    std::fs::write(screenshots().join("desktop-13x13.png"), &desk).unwrap();
    b.resize(390, 844, true).await;
    b.open(&format!("{}{page}", web.base)).await;
    let phone = b.screenshot().await;
    assert_eq!(png_size(&phone).0, 780, "390 CSS pixels at 2×");
    let overflow = b
        .eval("document.documentElement.scrollWidth <= window.innerWidth")
        .await;
    assert_eq!(overflow, true, "nothing wider than the phone");
    std::fs::write(screenshots().join("phone-13x13.png"), &phone).unwrap();

    // A forged link: the page says so, and a click on a cell stores nothing.
    b.resize(1280, 1000, false).await;
    let mut forged: Vec<char> = key.chars().collect();
    let i = forged.len() - 5;
    forged[i] = if forged[i] == 'A' { 'B' } else { 'A' };
    let forged: String = forged.into_iter().collect();
    b.open(&format!("{}/game/{id}?lang=en-US&key={forged}", web.base))
        .await;
    assert_eq!(
        b.eval("document.getElementById('game').dataset.play").await,
        "0"
    );
    let says = b
        .eval("document.querySelector('.readonly').textContent")
        .await;
    assert!(says.as_str().unwrap().contains("changed"), "{says}");
    b.click("#board polygon[data-cell=\"a1\"]").await;
    let after = web.get(&format!("/game/{id}"), "").await;
    assert_eq!(after.ply(), 3, "nothing stored");
    b.close().await;
}
