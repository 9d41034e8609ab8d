//! Servers of a sharded bot for the end-to-end tests: a server (guild) on a chosen shard with a
//! channel, the interactions its members send (routed by the fake to the shard's connection),
//! and the whole answer to one of them. [`super::Table`] plays in [`super::GUILD_ID`] with one
//! bot; these play anywhere, with any number of bot processes.

use serde_json::{Value, json};

use super::fake_discord::shard_of;
use super::{APP_ID, Answer, FakeDiscord, Player, Sent, resolved};

/// A server on one shard, and the channel the test plays in there.
#[derive(Clone, Debug)]
pub struct Server {
    pub guild: u64,
    pub channel: u64,
}

impl Server {
    /// A new server owned by shard `shard` of `total` (listed in that shard's READY), with a
    /// channel.
    pub fn on_shard(fake: &FakeDiscord, shard: u32, total: u32) -> Server {
        // Distinct ids whose top bits (the part the formula reads) land on the shard.
        let n = fake.snowflake() % 1_000_000 + 1_000_000;
        let guild = ((n * u64::from(total) + u64::from(shard)) << 22) | 0x2a;
        assert_eq!(shard_of(guild, total), shard);
        fake.add_guild(guild);
        Server {
            guild,
            channel: fake.snowflake(),
        }
    }

    fn interaction(
        &self,
        fake: &FakeDiscord,
        kind: u8,
        who: &Player,
        data: Value,
    ) -> (Sent, Value) {
        let id = fake.snowflake();
        let token = format!("itoken-{id}");
        let value = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "guild_id": self.guild.to_string(),
            "channel_id": self.channel.to_string(),
            "channel": {"id": self.channel.to_string(), "type": 0},
            "member": who.member_json(),
            "token": token,
            "version": 1,
            "app_permissions": "2147483647",
            "locale": who.locale,
            "guild_locale": "en-US",
            "entitlements": [],
            "attachment_size_limit": 26214400,
            "context": 0,
            "authorizing_integration_owners": {"0": self.guild.to_string()},
        });
        (Sent { id, token }, value)
    }

    /// `/hex <sub> [options]` from `who` here; options are (name, Discord option type, value),
    /// users named in options passed in `users`.
    pub fn slash(
        &self,
        fake: &FakeDiscord,
        who: &Player,
        sub: &str,
        options: &[(&str, u8, Value)],
        users: &[&Player],
    ) -> Sent {
        let options: Vec<Value> = options
            .iter()
            .map(|(name, kind, value)| json!({"name": name, "type": kind, "value": value}))
            .collect();
        let data = json!({
            "id": "700000000000000001",
            "name": fake.root_of(sub),
            "type": 1,
            "guild_id": self.guild.to_string(),
            "options": [{"name": sub, "type": 1, "options": options}],
            "resolved": resolved(users),
        });
        let (sent, value) = self.interaction(fake, 2, who, data);
        fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    /// A click by `who` on the button `custom_id` of the bot's message `message_id` here.
    pub fn click(
        &self,
        fake: &FakeDiscord,
        who: &Player,
        custom_id: &str,
        message_id: u64,
    ) -> Sent {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let (sent, mut value) = self.interaction(fake, 3, who, data);
        value["message"] = json!({
            "id": message_id.to_string(),
            "channel_id": self.channel.to_string(),
            "author": {"id": APP_ID.to_string(), "username": "hexbot", "discriminator": "0", "avatar": null, "bot": true},
            "content": "", "timestamp": "2026-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": [], "embeds": [], "pinned": false, "type": 0,
        });
        fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    /// `POST /channels/{channel}/messages`: what the bot posts here on its own.
    pub fn messages_path(&self) -> String {
        format!("/api/v10/channels/{}/messages", self.channel)
    }
}

/// Waits for the whole answer to `sent`: the callback, and after a deferral the edit of the
/// original response or the follow-up (as [`super::Table::answer`], for any server).
pub async fn answer(fake: &FakeDiscord, sent: &Sent) -> Answer {
    let path = sent.callback_path();
    let callback = fake
        .wait_call(0, &format!("callback {path}"), |c| {
            c.method == "POST" && c.path == path
        })
        .await;
    let kind = callback.body["type"].as_u64().expect("callback type");
    let flags = |data: &Value| data["flags"].as_u64().unwrap_or(0) & 64 == 64;
    let prefix = sent.webhook_prefix();
    if !matches!(kind, 5 | 6) {
        return Answer {
            callback_type: kind,
            ephemeral: flags(&callback.body["data"]),
            data: callback.body["data"].clone(),
            files: callback.files.clone(),
            via: "callback",
        };
    }
    let original = format!("{prefix}/messages/@original");
    let done = fake
        .wait_call(0, &format!("answer after deferral of {}", sent.id), |c| {
            (c.method == "PATCH" && c.path == original) || (c.method == "POST" && c.path == prefix)
        })
        .await;
    let edited = done.method == "PATCH";
    Answer {
        callback_type: kind,
        ephemeral: if edited {
            kind == 5 && flags(&callback.body["data"])
        } else {
            flags(&done.body)
        },
        data: done.body.clone(),
        files: done.files.clone(),
        via: if edited { "edit-original" } else { "follow-up" },
    }
}
