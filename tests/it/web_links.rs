//! The board's web side at the service (issue 36): a server's opt-in gives each board a link to
//! its game's page and a Play on the web button; the button gives the game's players, privately,
//! a personal link (signed, bound to them and the game, expiring), and tells anyone else where
//! to follow the game; a move made from the link edits the board message the front end said
//! shows the game; opting out takes it all away again.

use crate::support::assert_key;
use crate::support::service::{CHANNEL, GUILD, Harness, T0, ann, bob, cat, config};
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
    h.svc.board_shown(GameId(1), ChannelId(CHANNEL), 4242);
    let moved = h
        .svc
        .web_play(GameId(1), UserId(101), WebAction::Place("c5".into()), 1)
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
    h.svc.board_shown(GameId(1), ChannelId(CHANNEL + 1), 7);
    h.svc
        .web_play(GameId(1), UserId(100), WebAction::Place("e5".into()), 2)
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
