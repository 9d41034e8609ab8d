//! Interactions from outside the servers that installed the bot, as Discord sends them to an
//! app a user installed: in the bot's DM (context 1), in a group DM (context 2), in a server
//! that did not install the bot (context 0, installed by the user only) — and message commands
//! (right-click on a message, "Apps"). The bot is in none of these channels: the fake refuses
//! whatever it sends there other than through the interaction.

use serde_json::{Value, json};

use super::{APP_ID, Player, Sent, Table};

/// Where an interaction comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The bot's own DM with the user.
    BotDm,
    /// A group DM of friends.
    GroupDm,
    /// A server that did not install the bot (the user did).
    ForeignServer,
}

/// A channel outside the servers that installed the bot.
#[derive(Clone, Copy, Debug)]
pub struct Outside {
    pub place: Place,
    pub channel: u64,
    /// The server, for [`Place::ForeignServer`].
    pub guild: Option<u64>,
}

impl Table {
    /// A new channel of `place`, closed to the bot but for interactions.
    pub fn outside(&self, place: Place) -> Outside {
        let channel = self.fake.snowflake();
        self.fake.close_channel(channel);
        let guild = (place == Place::ForeignServer).then(|| self.fake.snowflake());
        Outside {
            place,
            channel,
            guild,
        }
    }

    /// An interaction of `kind` from `who` at `at`, carrying `data`.
    fn outside_interaction(
        &self,
        at: &Outside,
        kind: u8,
        who: &Player,
        data: Value,
    ) -> (Sent, Value) {
        let id = self.fake.snowflake();
        let token = format!("itoken-{id}");
        let (context, channel_type) = match at.place {
            Place::ForeignServer => (0, 0),
            Place::BotDm => (1, 1),
            Place::GroupDm => (2, 3),
        };
        let mut value = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "channel_id": at.channel.to_string(),
            "channel": {"id": at.channel.to_string(), "type": channel_type},
            "token": token,
            "version": 1,
            // What the bot may do here: answer the interaction (Discord's own set for apps
            // that are not in the channel).
            "app_permissions": "562949953601536",
            "locale": who.locale,
            "entitlements": [],
            "attachment_size_limit": 26214400,
            "context": context,
            "authorizing_integration_owners": {"1": who.id.to_string()},
        });
        match at.guild {
            Some(guild) => {
                value["guild_id"] = json!(guild.to_string());
                value["guild_locale"] = json!("en-US");
                value["member"] = who.member_json();
            }
            None => value["user"] = who.user_json(),
        }
        (Sent { id, token }, value)
    }

    /// `/<root> <sub> [options]` from `who` at `at` (options as for [`Table::slash`]).
    pub fn slash_outside(
        &self,
        at: &Outside,
        who: &Player,
        sub: &str,
        options: &[(&str, u8, Value)],
    ) -> Sent {
        self.slash_outside_naming(at, who, sub, options, &[])
    }

    /// As [`Table::slash_outside`], naming `users` in its options (as for [`Table::slash`]).
    pub fn slash_outside_naming(
        &self,
        at: &Outside,
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
            "name": self.fake.root_of(sub),
            "type": 1,
            "options": [{"name": sub, "type": 1, "options": options}],
            "resolved": super::resolved(users),
        });
        let (sent, value) = self.outside_interaction(at, 2, who, data);
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    /// A click by `who` at `at` on the button `custom_id` of the bot's answer `message_id`.
    pub fn click_outside(
        &self,
        at: &Outside,
        who: &Player,
        custom_id: &str,
        message_id: u64,
    ) -> Sent {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let (sent, mut value) = self.outside_interaction(at, 3, who, data);
        value["message"] = self.bot_message(message_id);
        value["message"]["channel_id"] = json!(at.channel.to_string());
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    /// A modal `custom_id` submitted by `who` at `at` with text `inputs` (custom id, value),
    /// opened from the bot's answer `message_id`.
    pub fn submit_outside(
        &self,
        at: &Outside,
        who: &Player,
        custom_id: &str,
        inputs: &[(&str, &str)],
        message_id: u64,
    ) -> Sent {
        let data = super::modal_data(custom_id, inputs);
        let (sent, mut value) = self.outside_interaction(at, 5, who, data);
        value["message"] = self.bot_message(message_id);
        value["message"]["channel_id"] = json!(at.channel.to_string());
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    /// The message command `name` ("Draw Hex position") from `who` on a message `author` wrote
    /// with `content` and `attachments` (as [`super::FakeDiscord::attach`] makes them), at `at`
    /// (`None`: the table's channel, in the test server).
    pub fn message_command(
        &self,
        at: Option<&Outside>,
        who: &Player,
        name: &str,
        author: &Player,
        content: &str,
        attachments: &[Value],
    ) -> Sent {
        let channel = at.map_or(self.channel, |o| o.channel);
        let target = self.fake.snowflake().to_string();
        let message = json!({
            "id": target, "channel_id": channel.to_string(), "author": author.user_json(),
            "content": content, "timestamp": "2026-01-01T00:00:00.000000+00:00",
            "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
            "mention_roles": [], "attachments": attachments, "embeds": [], "pinned": false,
            "type": 0,
        });
        let data = json!({
            "id": "700000000000000002",
            "name": name,
            "type": 3,
            "target_id": target,
            "resolved": {"messages": {&target: message}},
        });
        let (sent, value) = match at {
            Some(at) => self.outside_interaction(at, 2, who, data),
            None => self.base_interaction(2, who, data),
        };
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    /// The user command `name` ("Challenge to Hex") from `who` on the member `target`, in the
    /// table's channel.
    pub fn user_command(&self, who: &Player, name: &str, target: &Player) -> Sent {
        let data = json!({
            "id": "700000000000000003",
            "name": name,
            "type": 2,
            "target_id": target.id.to_string(),
            "resolved": {
                "users": {target.id.to_string(): target.user_json()},
                "members": {target.id.to_string(): target.member_json()},
            },
        });
        let (sent, value) = self.base_interaction(2, who, data);
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }
}
