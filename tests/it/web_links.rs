//! The board's web side at the service (issue 36): a server's opt-in gives each board a link to
//! its game's page and a Play on the web button; the button gives the game's players, privately,
//! a personal link (signed, bound to them and the game, expiring), and tells anyone else where
//! to follow the game; a move made from the link edits the board message the front end said
//! shows the game; opting out takes it all away again.

use crate::support::assert_key;
use crate::support::service::{CHANNEL, GUILD, Harness, T0, ann, bob, cat, config};
use crate::support::web::WebServer;
use hexbot::service::{
    Action, ChallengeOptions, ChannelId, Command, ConfigOptions, GameId, GuildId, Key,
    LINK_LIFETIME, Person, Reply, ServiceConfig, Signer, TokenError, UserId, WebAction,
};
use tempfile::TempDir;

fn web_config(dir: &TempDir) -> ServiceConfig {
    let mut c = config(dir);
    c.web_url = Some("https://hex.example.org".into());
    c.web_signer =
        Some(Signer::new(b"a service test secret, of thirty-two bytes or more").unwrap());
    c
}

fn web(on: bool) -> Command {
    Command::Config(ConfigOptions {
        web: Some(on),
        ..ConfigOptions::default()
    })
}

fn press(reply: &Reply) -> Command {
    let id = reply.button(Action::WebLink).expect("Play on the web").id;
    Command::Button { id, input: None }
}

#[tokio::test]
async fn an_opted_in_servers_boards_hand_their_players_personal_links() {
    let mut h = Harness::new(web_config).await;
    let mut manager = ann();
    manager.can_manage_guild = true;
    let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
    o.size = Some(7);
    h.send(&ann(), Command::Challenge(o)).await;
    let started = h.send(&bob(), Command::Accept).await;
    assert_key(&started, Key::ChallengeAccepted);
    // Not opted in: no web button, no page to link to.
    assert!(started.button(Action::WebLink).is_none());
    assert!(started.links.is_empty());

    // Opted in: the next board has both.
    let saved = h.send(&manager, web(true)).await;
    assert!(!saved.refused, "{}", saved.english());
    let board = h.mv(&ann(), "d4").await;
    assert_key(&board, Key::Moved);
    assert_eq!(board.links.len(), 1);
    assert_eq!(board.links[0].url, "https://hex.example.org/game/1");

    // Cat does not play: refused privately, told where to follow it.
    let r = h.send(&cat(), press(&board)).await;
    assert!(r.refused && r.is_private());
    assert_key(&r, Key::WebLinkNotPlayer);
    assert!(r.english().contains("https://hex.example.org/game/1"));
    // Bob does: his link, privately, on a link button, valid for a week.
    let given = h.send(&bob(), press(&board)).await;
    assert!(given.is_private() && !given.refused, "{}", given.english());
    assert_key(&given, Key::WebLinkGiven);
    let url = &given.links[0].url;
    let token = url
        .strip_prefix("https://hex.example.org/game/1?key=")
        .expect("the game's page with a key");
    let grant = h.svc.check_link(token, GameId(1)).unwrap();
    assert_eq!(grant.user, UserId(101));
    assert_eq!(grant.guild, GuildId(GUILD));
    assert_eq!(grant.game, GameId(1));
    assert_eq!(grant.expires, T0.plus(LINK_LIFETIME));
    assert_eq!(
        h.svc.check_link(token, GameId(2)),
        Err(TokenError::OtherGame)
    );

    // A move from the link edits the board message the front end reported.
    h.svc.board_shown(GameId(1), ChannelId(CHANNEL), 4242).await;
    let moved = h
        .svc
        .web_move(GameId(1), 1, UserId(101), WebAction::Place("c5".into()))
        .await
        .unwrap()
        .unwrap();
    assert_key(&moved, Key::Moved);
    let out = h.next().await;
    assert_eq!(out.edit, Some(4242), "the board message is edited");
    assert_eq!(out.channel, ChannelId(CHANNEL));
    assert!(out.reply.board.is_some());
    assert!(
        out.reply.english().contains("c5"),
        "{}",
        out.reply.english()
    );
    // Without a known board message, a new board is posted.
    h.svc
        .board_shown(GameId(1), ChannelId(CHANNEL + 1), 7)
        .await;
    h.svc
        .web_move(GameId(1), 2, UserId(100), WebAction::Place("e5".into()))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(h.next().await.edit, None, "the message shown was elsewhere");

    // A week later the link has expired.
    h.clock.advance(LINK_LIFETIME);
    assert_eq!(h.svc.check_link(token, GameId(1)), Err(TokenError::Expired));

    // Opted out: the buttons go, and an old button says why it gives nothing.
    h.send(&manager, web(false)).await;
    let board = h.mv(&bob(), "c6").await;
    assert_key(&board, Key::Moved);
    assert!(board.button(Action::WebLink).is_none() && board.links.is_empty());
    let old = Command::Button {
        id: hexbot::service::ButtonId {
            game: GameId(1),
            action: Action::WebLink,
            ply: 1,
        },
        input: None,
    };
    assert_key(&h.send(&bob(), old.clone()).await, Key::WebLinkUnserved);

    // Back in, once the game is over: the page, for its replay.
    h.send(&manager, web(true)).await;
    h.send(&ann(), Command::Resign).await;
    let over = h.send(&ann(), Command::ConfirmResign).await;
    assert!(
        over.button(Action::WebLink).is_none(),
        "no link to play a finished game"
    );
    assert_eq!(over.links.len(), 1, "its page stays linked");
    assert_key(&h.send(&bob(), old).await, Key::WebLinkOver);
}

/// What a click on the web costs the store: the games read one by one (a game's record and
/// moves, replayed) while the move from a personal link is made, and while each page open on the
/// game takes the new position from its live feed as the page's script does (the position in the
/// event itself, else the page fetched again).
#[tokio::test]
async fn a_click_on_the_web_reads_the_game_at_most_once_and_open_pages_not_at_all() {
    let h = Harness::new(web_config).await;
    let mut manager = ann();
    manager.can_manage_guild = true;
    assert!(!h.send(&manager, web(true)).await.refused);
    let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
    o.size = Some(7);
    h.send(&ann(), Command::Challenge(o)).await;
    assert_key(
        &h.send(&bob(), Command::Accept).await,
        Key::ChallengeAccepted,
    );
    assert_key(&h.mv(&ann(), "d4").await, Key::Moved);

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let web = WebServer::at(&listener.local_addr().unwrap().to_string());
    tokio::spawn(hexbot::web::serve_bot(h.svc.clone(), listener));
    let key = h
        .svc
        .link_token(GuildId(GUILD), GameId(1), UserId(101))
        .expect("links are signed");
    let bobs_page = format!("/game/1?lang=en-US&key={key}");
    // Three pages open on the game: Bob's own, and two watchers'.
    let pages = [
        bobs_page.clone(),
        "/game/1?lang=en-US".to_owned(),
        "/game/1?lang=de".to_owned(),
    ];
    let mut feeds = Vec::new();
    for page in &pages {
        let (path, query) = page.split_once('?').unwrap();
        feeds.push(web.feed(&format!("{path}/events?{query}")).await);
        assert_eq!(web.get(page, "").await.status, 200);
    }

    let before = h.svc.games_read();
    let moved = web
        .post(
            "/game/1/play",
            &format!("key={key}&ply=1&move=c5&lang=en-US"),
        )
        .await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    assert!(moved.body.contains("played c5"), "{}", moved.body);
    let click = h.svc.games_read() - before;

    // Each page takes the move from its feed: from the event itself, or by fetching the page
    // again (the script's way when the event carries no page).
    let before = h.svc.games_read();
    for (feed, page) in feeds.iter_mut().zip(&pages) {
        let event = feed.next().await;
        assert_eq!(event.name, "change");
        let shown = if event.data.contains("id=\"game\"") {
            event.data
        } else {
            web.get(page, "").await.body
        };
        assert!(shown.contains("data-ply=\"2\""), "{shown}");
    }
    let per_page = (h.svc.games_read() - before) as f64 / pages.len() as f64;

    assert!(click <= 1, "games read by the click: {click}");
    assert_eq!(per_page, 0.0, "games read by each open page");
}
