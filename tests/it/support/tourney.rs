//! Tournaments on the fake Discord: `/hex-tournament <sub>`, and a
//! referee that plays every game the bot makes in its thread to an end chosen by the test (the
//! player the test names resigns), round after round, until the bot announces the winner.

use std::collections::HashSet;

use serde_json::{Value, json};

use super::{Player, RestCall, Table};

/// Every permission (what the bot holds by default in these tests).
pub const ALL_PERMISSIONS: &str = "2147483647";

impl Table {
    /// `/hex-tournament <sub> [options]` from `who`, holding `permissions`, with the bot holding
    /// `app_permissions`, in the table's channel.
    pub fn tournament_as(
        &self,
        who: &Player,
        sub: &str,
        options: &[(&str, u8, Value)],
        permissions: &str,
        app_permissions: &str,
    ) -> super::Sent {
        let (sent, mut value) = self.slash_value(2, who, sub, options, &[], None);
        value["data"]["name"] = json!("hex-tournament");
        value["member"]["permissions"] = json!(permissions);
        value["app_permissions"] = json!(app_permissions);
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    /// `/hex-tournament <sub> [options]` from a member who may manage the server.
    pub fn tournament(
        &self,
        who: &Player,
        sub: &str,
        options: &[(&str, u8, Value)],
    ) -> super::Sent {
        self.tournament_as(who, sub, options, ALL_PERMISSIONS, ALL_PERMISSIONS)
    }
}

/// A game the bot made for a tournament board, as posted in its thread.
#[derive(Clone, Debug)]
pub struct BoardGame {
    /// The thread.
    pub thread: u64,
    /// The round and board, as the message says them.
    pub round: u32,
    pub board: u32,
    /// Red's and Blue's user ids.
    pub red: u64,
    pub blue: u64,
}

/// The text of a posted message (content and embeds), lowercased.
pub fn posted_text(call: &RestCall) -> String {
    let mut parts = vec![call.body["content"].as_str().unwrap_or_default().to_owned()];
    for embed in call.body["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            parts.push(embed[key].as_str().unwrap_or_default().to_owned());
        }
    }
    parts.join("\n").to_lowercase()
}

/// The channel a `POST /channels/{id}/messages` call posts in.
pub fn posted_in(call: &RestCall) -> Option<u64> {
    let rest = call.path.strip_prefix("/api/v10/channels/")?;
    let (channel, tail) = rest.split_once('/')?;
    (call.method == "POST" && tail == "messages")
        .then(|| channel.parse().ok())
        .flatten()
}

/// The user mentioned just before `marker` ("<@123> (red)").
fn mention_before(text: &str, marker: &str) -> Option<u64> {
    let end = text.find(marker)?;
    let head = text[..end].trim_end();
    let head = head.strip_suffix('>')?;
    let start = head.rfind("<@")?;
    head[start + 2..].parse().ok()
}

/// The board game a posted message opens, if it opens one ("…, round 2, board 1: <@a> (red)
/// against <@b> (blue). red moves first.").
pub fn board_game(call: &RestCall, channel: u64) -> Option<BoardGame> {
    let thread = posted_in(call).filter(|&c| c != channel)?;
    let text = posted_text(call);
    if !text.contains("red moves first") {
        return None;
    }
    let number = |word: &str| -> Option<u32> {
        let at = text.find(word)? + word.len();
        let digits: String = text[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().ok()
    };
    Some(BoardGame {
        thread,
        round: number(", round ")?,
        board: number(", board ")?,
        red: mention_before(&text, "(red)")?,
        blue: mention_before(&text, "(blue)")?,
    })
}

/// Every board game the bot has made so far, in the order it posted them.
pub fn board_games(table: &Table) -> Vec<BoardGame> {
    table
        .fake
        .calls()
        .iter()
        .filter_map(|c| board_game(c, table.channel))
        .collect()
}

/// Plays games until the bot announces the tournament's end in the table's channel: each new
/// board game ends with the resignation of the player `loser` picks (given Red and Blue), by
/// `/hex resign` and its confirmation in the game's thread. Returns the end's text.
pub async fn play_out(
    table: &Table,
    players: &[Player],
    loser: impl Fn(u64, u64) -> u64,
) -> String {
    play_out_after(table, players, loser, &[]).await
}

/// [`play_out`], the games in the threads `already` being over already.
pub async fn play_out_after(
    table: &Table,
    players: &[Player],
    loser: impl Fn(u64, u64) -> u64,
    already: &[u64],
) -> String {
    let mut played: HashSet<u64> = already.iter().copied().collect();
    loop {
        let channel = table.channel;
        let call = table
            .fake
            .wait_call(0, "a new board game or the tournament's end", |c| {
                (posted_in(c) == Some(channel) && posted_text(c).contains("is over"))
                    || board_game(c, channel).is_some_and(|g| !played.contains(&g.thread))
            })
            .await;
        let Some(game) = board_game(&call, channel) else {
            return posted_text(&call);
        };
        played.insert(game.thread);
        let who = loser(game.red, game.blue);
        let player = players
            .iter()
            .find(|p| p.id == who)
            .expect("the loser is a player");
        resign_in(table, game.thread, player).await;
    }
}

/// `player` resigns their game in `thread` (the command, then its confirmation).
pub async fn resign_in(table: &Table, thread: u64, player: &Player) {
    let (asked, _) = table.slash_in(thread, player, "resign", &[], &[]);
    let asked = table.answer(&asked).await;
    let confirm = asked
        .button("confirm")
        .unwrap_or_else(|| panic!("no confirmation: {}", asked.text()));
    let (done, _) = table.click_in(thread, player, &confirm, 1);
    let done = table.answer(&done).await;
    assert!(done.text().contains("resign"), "{}", done.text());
}
