//! Support shared by the tests: fixture positions read from `tests/data/` ([`positions`]), the
//! check that a service reply says what it should ([`assert_key`]), and for the end-to-end tests the fake Discord, the real `hexbot` binary as a child process, and
//! builders for the interactions Discord would send.

pub mod browser;
pub mod challenges;
pub mod db;
pub mod fake_discord;
pub mod local;
pub mod places;
pub mod positions;
pub mod postgres;
pub mod puzzles;
pub mod registry;
pub mod servers;
pub mod service;
pub mod tourney;
pub mod web;

use std::path::PathBuf;
use std::process::Stdio;

use serde_json::{Value, json};
use tokio::process::{Child, Command};

pub use fake_discord::{APP_ID, FakeDiscord, GUILD_ID, RestCall, WAIT};

/// Asserts that a service reply's first line is the message `key`, showing the reply's English
/// text when it is not.
#[track_caller]
pub fn assert_key(reply: &hexbot::service::Reply, key: hexbot::service::Key) {
    assert_eq!(reply.key(), Some(key), "{}", reply.english());
}

/// Asserts that a service reply is a refusal: private, flagged as refused, its first line the
/// message `key`, and no board.
#[track_caller]
pub fn assert_refused(reply: &hexbot::service::Reply, key: hexbot::service::Key) {
    assert!(
        reply.is_private() && reply.refused,
        "not a refusal: {}",
        reply.english()
    );
    assert_key(reply, key);
    assert!(reply.board.is_none(), "a refusal shows no board");
}

/// The token the tests give the bot (and the fake checks).
pub const TOKEN: &str = "fake-token-for-tests.abc.def";

/// A player as Discord sends them in interactions.
#[derive(Clone, Debug)]
pub struct Player {
    pub id: u64,
    pub name: String,
    /// Whether the member may manage messages in the channel.
    pub moderator: bool,
    /// The language of their Discord client (`locale` of their interactions).
    pub locale: String,
    /// Their account's global name (`None`: they have none, and show their username).
    pub global_name: Option<String>,
    /// Their nickname in the test server, if any.
    pub nick: Option<String>,
}

/// The `resolved` part of a slash command's data naming `users` (as users and as members).
pub fn resolved(users: &[&Player]) -> Value {
    let mut resolved_users = serde_json::Map::new();
    let mut resolved_members = serde_json::Map::new();
    for u in users {
        resolved_users.insert(u.id.to_string(), u.user_json());
        let mut m = u.member_json();
        m.as_object_mut().unwrap().remove("user");
        resolved_members.insert(u.id.to_string(), m);
    }
    json!({"users": resolved_users, "members": resolved_members})
}

impl Player {
    pub fn new(fake: &FakeDiscord, name: &str) -> Player {
        Player {
            id: fake.snowflake(),
            name: name.to_owned(),
            moderator: false,
            locale: "en-US".to_owned(),
            global_name: Some(name.to_owned()),
            nick: None,
        }
    }

    pub fn user_json(&self) -> Value {
        json!({"id": self.id.to_string(), "username": self.name, "discriminator": "0",
               "global_name": self.global_name, "avatar": null})
    }

    pub fn member_json(&self) -> Value {
        let permissions = if self.moderator { "8192" } else { "0" };
        json!({"user": self.user_json(), "roles": [], "joined_at": "2025-01-01T00:00:00.000000+00:00",
               "deaf": false, "mute": false, "flags": 0, "permissions": permissions,
               "nick": self.nick})
    }
}

/// The `hexbot` binary running against the fake, with its own database in a temp dir.
pub struct Bot {
    pub child: Child,
    log_path: PathBuf,
}

impl Bot {
    /// Starts `hexbot run` in `dir` (database `dir/hexbot.db`) pointed at `fake`.
    pub fn start(fake: &FakeDiscord, dir: PathBuf, run: u32) -> Bot {
        Bot::spawn(fake, dir, run, |_| {})
    }

    /// Like [`Bot::start`], the command's environment then changed by `env`.
    fn spawn(fake: &FakeDiscord, dir: PathBuf, run: u32, env: impl FnOnce(&mut Command)) -> Bot {
        let log_path = dir.join(format!("hexbot-{run}.log"));
        let log = std::fs::File::create(&log_path).expect("create log file");
        let mut cmd = bot_command(&dir);
        cmd.env("DISCORD_TOKEN", TOKEN)
            .env("DISCORD_API_BASE_URL", fake.base_url())
            .env(
                "DATABASE_URL",
                format!("sqlite://{}", dir.join("hexbot.db").display()),
            )
            .env("DEV_GUILD_ID", GUILD_ID.to_string())
            .stdout(Stdio::null())
            .stderr(log);
        env(&mut cmd);
        let child = cmd.spawn().expect("spawn hexbot");
        Bot { child, log_path }
    }

    /// The bot's log so far (stderr).
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log_path).unwrap_or_default()
    }

    /// kill -9.
    pub async fn kill9(&mut self) {
        self.child.start_kill().expect("SIGKILL");
        let _ = tokio::time::timeout(WAIT, self.child.wait())
            .await
            .expect("bot did not die");
    }

    /// SIGTERM, then wait (bounded) for the exit status.
    pub async fn terminate(&mut self) -> std::process::ExitStatus {
        let pid = self.child.id().expect("running").to_string();
        let status = std::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .expect("kill");
        assert!(status.success());
        tokio::time::timeout(WAIT, self.child.wait())
            .await
            .expect("bot did not stop on SIGTERM")
            .unwrap()
    }
}

/// `hexbot run` with a clean environment apart from what the tests set.
pub fn bot_command(dir: &PathBuf) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hexbot"));
    cmd.arg("run")
        .current_dir(dir)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("RUST_LOG", "info,hexbot=debug")
        .env("HEXBOT_AI_PLAYOUTS", "64")
        .env("HEXBOT_AI_THREADS", "1")
        .stdin(Stdio::null())
        .kill_on_drop(true);
    cmd
}

/// One interaction sent to the bot: its id and token, as the REST calls answering it name them.
#[derive(Clone, Debug)]
pub struct Sent {
    pub id: u64,
    pub token: String,
}

impl Sent {
    pub fn callback_path(&self) -> String {
        format!("/api/v10/interactions/{}/{}/callback", self.id, self.token)
    }
    pub fn webhook_prefix(&self) -> String {
        format!("/api/v10/webhooks/{APP_ID}/{}", self.token)
    }
}

/// A game table: the fake, the bot, a channel.
pub struct Table {
    pub fake: FakeDiscord,
    pub bot: Bot,
    pub channel: u64,
    pub tmp: tempfile::TempDir,
    runs: u32,
    /// The server's preferred language (`guild_locale` of every interaction).
    pub guild_locale: String,
}

impl Table {
    /// Starts the fake and the bot, and waits until it has identified and registered its
    /// commands in the test guild.
    pub async fn start() -> Table {
        Table::start_bot(|fake, dir| Bot::start(fake, dir, 1)).await
    }

    /// Starts the fake, then the bot with `bot` (given the fake and the bot's directory).
    async fn start_bot(bot: impl FnOnce(&FakeDiscord, PathBuf) -> Bot) -> Table {
        let fake = FakeDiscord::start(TOKEN).await;
        let tmp = tempfile::tempdir().expect("temp dir");
        let bot = bot(&fake, tmp.path().to_path_buf());
        let channel = fake.snowflake();
        let mut table = Table {
            fake,
            bot,
            channel,
            tmp,
            runs: 1,
            guild_locale: "en-US".to_owned(),
        };
        table.wait_ready(1).await;
        table
    }

    async fn wait_ready(&mut self, identifies: usize) {
        let since = self.fake.call_count();
        self.fake.wait_identifies(identifies).await;
        let path = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
        let _ = since;
        self.fake
            .wait_call(0, "command registration", |c| {
                c.method == "PUT" && c.path == path && { true }
            })
            .await;
    }

    /// kill -9 the bot and start it again on the same database.
    pub async fn restart_after_kill9(&mut self) {
        self.restart_after_kill9_with(&[]).await;
    }

    /// Like [`Table::restart_after_kill9`], the bot started again with [`Bot::start_with`]'s
    /// variables (those it was started with, say).
    pub async fn restart_after_kill9_with(&mut self, env: &[(&str, Option<&str>)]) {
        self.bot.kill9().await;
        self.runs += 1;
        self.bot = if env.is_empty() {
            Bot::start(&self.fake, self.tmp.path().to_path_buf(), self.runs)
        } else {
            Bot::start_with(&self.fake, self.tmp.path().to_path_buf(), self.runs, env)
        };
        let since = self.fake.call_count();
        self.fake.wait_identifies(self.runs as usize).await;
        let path = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
        self.fake
            .wait_call(since, "command registration after restart", |c| {
                c.method == "PUT" && c.path == path
            })
            .await;
    }

    /// kill -9 the bot, run `sql` on its database while it is down (to move stored times into
    /// the past: the bot reads the clock, the test moves what it compares with), and start it
    /// again on the same database.
    pub async fn restart_after_kill9_with_sql(&mut self, sql: &'static str) {
        self.bot.kill9().await;
        let url = format!("sqlite://{}", self.tmp.path().join("hexbot.db").display());
        let options: sqlx::sqlite::SqliteConnectOptions = url.parse().expect("database url");
        let pool = sqlx::SqlitePool::connect_with(options)
            .await
            .expect("open the bot's database");
        sqlx::query(sql)
            .execute(&pool)
            .await
            .expect("the test's SQL");
        pool.close().await;
        self.runs += 1;
        self.bot = Bot::start(&self.fake, self.tmp.path().to_path_buf(), self.runs);
        let since = self.fake.call_count();
        self.fake.wait_identifies(self.runs as usize).await;
        let path = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
        self.fake
            .wait_call(since, "command registration after restart", |c| {
                c.method == "PUT" && c.path == path
            })
            .await;
    }

    fn base_interaction(&self, kind: u8, who: &Player, data: Value) -> (Sent, Value) {
        let id = self.fake.snowflake();
        let token = format!("itoken-{id}");
        let value = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "guild_id": GUILD_ID.to_string(),
            "channel_id": self.channel.to_string(),
            "channel": {"id": self.channel.to_string(), "type": 0},
            "member": who.member_json(),
            "token": token,
            "version": 1,
            "app_permissions": "2147483647",
            "locale": who.locale,
            "guild_locale": self.guild_locale,
            "entitlements": [],
            "attachment_size_limit": 26214400,
            "context": 0,
            "authorizing_integration_owners": {"0": GUILD_ID.to_string()},
        });
        (Sent { id, token }, value)
    }

    /// `/hex <sub> [options]`; options are (name, discord option type, value). Users named in
    /// options (type 6) must be passed in `users` so the interaction's `resolved` carries them.
    pub fn slash(
        &self,
        who: &Player,
        sub: &str,
        options: &[(&str, u8, Value)],
        users: &[&Player],
    ) -> Sent {
        let (sent, value) = self.slash_value(2, who, sub, options, users, None);
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    /// An autocomplete request for `/hex <sub>` with `focused` being typed as `typed`.
    pub fn autocomplete(&self, who: &Player, sub: &str, focused: &str, typed: &str) -> Sent {
        let (sent, value) = self.slash_value(
            4,
            who,
            sub,
            &[(focused, 3, json!(typed))],
            &[],
            Some(focused),
        );
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    fn slash_value(
        &self,
        kind: u8,
        who: &Player,
        sub: &str,
        options: &[(&str, u8, Value)],
        users: &[&Player],
        focused: Option<&str>,
    ) -> (Sent, Value) {
        let options: Vec<Value> = options
            .iter()
            .map(|(name, kind, value)| {
                let mut o = json!({"name": name, "type": kind, "value": value});
                if focused == Some(*name) {
                    o["focused"] = json!(true);
                }
                o
            })
            .collect();
        let mut resolved = resolved(users);
        // Files attached in options (type 11): their objects, as `Table::attach` made them.
        for o in &options {
            if o["type"] == json!(11) {
                let id = o["value"]["id"].as_str().unwrap_or_default().to_owned();
                resolved["attachments"][&id] = o["value"].clone();
            }
        }
        let options: Vec<Value> = options
            .into_iter()
            .map(|mut o| {
                if o["type"] == json!(11) {
                    o["value"] = o["value"]["id"].clone();
                }
                o
            })
            .collect();
        // Channels named in options (type 7), as Discord resolves them.
        for o in &options {
            if o["type"] == json!(7) {
                let id = o["value"].as_str().unwrap_or_default().to_owned();
                resolved["channels"][&id] =
                    json!({"id": id, "name": "puzzles", "type": 0, "permissions": "0"});
            }
        }
        let data = json!({
            "id": "700000000000000001",
            "name": self.fake.root_of(sub),
            "type": 1,
            "guild_id": GUILD_ID.to_string(),
            "options": [{"name": sub, "type": 1, "options": options}],
            "resolved": resolved,
        });
        self.base_interaction(kind, who, data)
    }

    /// A button click with `custom_id` on the bot's message `message_id`.
    pub fn click(&self, who: &Player, custom_id: &str, message_id: u64) -> Sent {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let (sent, mut value) = self.base_interaction(3, who, data);
        value["message"] = self.bot_message(message_id);
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    /// A modal submit with text inputs (custom id, value).
    pub fn submit_modal(
        &self,
        who: &Player,
        custom_id: &str,
        inputs: &[(&str, &str)],
        message_id: u64,
    ) -> Sent {
        let (sent, mut value) = self.base_interaction(5, who, modal_data(custom_id, inputs));
        value["message"] = self.bot_message(message_id);
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }

    fn bot_message(&self, message_id: u64) -> Value {
        json!({
            "id": message_id.to_string(),
            "channel_id": self.channel.to_string(),
            "author": {"id": APP_ID.to_string(), "username": "hexbot", "discriminator": "0", "avatar": null, "bot": true},
            "content": "", "timestamp": "2026-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": [], "embeds": [], "pinned": false, "type": 0,
        })
    }

    /// Waits for the interaction callback answering `sent`.
    pub async fn callback(&self, sent: &Sent) -> RestCall {
        let path = sent.callback_path();
        self.fake
            .wait_call(0, &format!("callback {path}"), |c| {
                c.method == "POST" && c.path == path
            })
            .await
    }
}

/// A submitted modal's data: its custom id and text inputs (custom id, value), a row each.
fn modal_data(custom_id: &str, inputs: &[(&str, &str)]) -> Value {
    let rows: Vec<Value> = inputs
        .iter()
        .map(|(id, v)| json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": v}]}))
        .collect();
    json!({"custom_id": custom_id, "components": rows})
}

/// What the user finally sees in answer to one interaction.
#[derive(Clone, Debug)]
pub struct Answer {
    /// The interaction callback type (4 message, 5 deferred, 6 deferred update, 7 update, 8
    /// autocomplete, 9 modal).
    pub callback_type: u64,
    /// Whether only the acting user sees it.
    pub ephemeral: bool,
    /// The message (or modal, or autocomplete) data as sent.
    pub data: Value,
    /// Files uploaded with it: (field, file name, bytes).
    pub files: Vec<(String, String, Vec<u8>)>,
    /// How it was delivered: "callback", "edit-original" or "follow-up".
    pub via: &'static str,
}

impl Answer {
    /// All text of the answer (content and embed descriptions, titles, footers), lowercased.
    pub fn text(&self) -> String {
        let mut parts = vec![self.data["content"].as_str().unwrap_or_default().to_owned()];
        for embed in self.data["embeds"].as_array().into_iter().flatten() {
            for key in ["title", "description"] {
                parts.push(embed[key].as_str().unwrap_or_default().to_owned());
            }
            parts.push(
                embed["footer"]["text"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
            );
        }
        parts.join("\n").to_lowercase()
    }

    /// Custom ids of the enabled buttons.
    pub fn buttons(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for row in self.data["components"].as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if c["type"] == json!(2) && c["disabled"] != json!(true) {
                    ids.push(c["custom_id"].as_str().unwrap_or_default().to_owned());
                }
            }
        }
        ids
    }

    /// The enabled button whose custom id has `action` (`hex:<game>:<action>:<ply>`).
    pub fn button(&self, action: &str) -> Option<String> {
        self.buttons()
            .into_iter()
            .find(|id| id.split(':').nth(2) == Some(action))
    }

    /// The board picture, if the answer shows one as `attachment://board.png`.
    pub fn board_png(&self) -> Option<Vec<u8>> {
        let image = self.data["embeds"][0]["image"]["url"].as_str()?;
        assert_eq!(image, "attachment://board.png");
        self.file("board.png").map(<[u8]>::to_vec)
    }

    /// Names of the uploaded files, in upload order.
    pub fn file_names(&self) -> Vec<&str> {
        self.files
            .iter()
            .map(|(_, name, _)| name.as_str())
            .collect()
    }

    /// The bytes of the uploaded file `name`. Checks that the upload is one Discord accepts: the
    /// multipart field is `files[N]` and the message's `attachments` list entry N with that name.
    pub fn file(&self, name: &str) -> Option<&[u8]> {
        let (field, _, bytes) = self.files.iter().find(|(_, n, _)| n == name)?;
        let n: u64 = field
            .strip_prefix("files[")
            .and_then(|rest| rest.strip_suffix(']'))
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("multipart field {field:?} for {name}"));
        let listed = self.data["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|a| a["id"].as_u64() == Some(n) && a["filename"] == json!(name));
        assert!(
            listed,
            "{name} is uploaded as {field} but the message lists {}",
            self.data["attachments"]
        );
        Some(bytes)
    }
}

impl Table {
    /// Waits for the whole answer to `sent`: the callback, and after a deferral the edit of the
    /// original response or the follow-up.
    pub async fn answer(&self, sent: &Sent) -> Answer {
        let callback = self.callback(sent).await;
        let kind = callback.body["type"].as_u64().expect("callback type");
        let flags = |data: &Value| data["flags"].as_u64().unwrap_or(0) & 64 == 64;
        let prefix = sent.webhook_prefix();
        match kind {
            5 | 6 => {
                let original = format!("{prefix}/messages/@original");
                let done = self
                    .fake
                    .wait_call(0, &format!("answer after deferral of {}", sent.id), |c| {
                        (c.method == "PATCH" && c.path == original)
                            || (c.method == "POST" && c.path == prefix)
                    })
                    .await;
                let edited = done.method == "PATCH";
                let ephemeral = if edited {
                    kind == 5 && flags(&callback.body["data"])
                } else {
                    flags(&done.body)
                };
                Answer {
                    callback_type: kind,
                    ephemeral,
                    data: done.body.clone(),
                    files: done.files.clone(),
                    via: if edited { "edit-original" } else { "follow-up" },
                }
            }
            _ => Answer {
                callback_type: kind,
                ephemeral: flags(&callback.body["data"]),
                data: callback.body["data"].clone(),
                files: callback.files.clone(),
                via: "callback",
            },
        }
    }
}

/// Discord's Manage Server permission bit (`MANAGE_GUILD`), for members who may change a server's
/// settings.
pub const MANAGE_GUILD: &str = "32";

impl Table {
    /// `/hex <sub> [options]` from a member holding exactly `permissions` (a Discord permission
    /// bit set as a decimal string, e.g. [`MANAGE_GUILD`]).
    pub fn slash_with_permissions(
        &self,
        who: &Player,
        sub: &str,
        options: &[(&str, u8, Value)],
        permissions: &str,
    ) -> Sent {
        let (sent, mut value) = self.slash_value(2, who, sub, options, &[], None);
        value["member"]["permissions"] = json!(permissions);
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }
}

/// The width and height of a PNG.
pub fn png_size(png: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let reader = decoder.read_info().expect("the PNG decodes");
    (reader.info().width, reader.info().height)
}

/// Discord's Create Public Threads permission bit (`CREATE_PUBLIC_THREADS`, 1 << 35).
pub const CREATE_PUBLIC_THREADS: &str = "34359738368";

impl Table {
    /// `/hex <sub> [options]` (users named in options passed in `users`, as for [`Table::slash`])
    /// from a member holding exactly `permissions`, with the bot holding `app_permissions`, in
    /// `channel` (a thread, or [`Table::channel`]).
    #[allow(clippy::too_many_arguments)] // one parameter per part of the interaction
    pub fn slash_as(
        &self,
        channel: u64,
        who: &Player,
        sub: &str,
        options: &[(&str, u8, Value)],
        users: &[&Player],
        permissions: &str,
        app_permissions: &str,
    ) -> Sent {
        let (sent, mut value) = self.slash_value(2, who, sub, options, users, None);
        value["member"]["permissions"] = json!(permissions);
        value["app_permissions"] = json!(app_permissions);
        value["channel_id"] = json!(channel.to_string());
        value["channel"]["id"] = json!(channel.to_string());
        self.fake.dispatch("INTERACTION_CREATE", value);
        sent
    }
}

impl Bot {
    /// Like [`Bot::start`], with variables set (`Some`) or removed (`None`) after the tests'
    /// defaults (load runs: the levels' own budgets, more search threads, higher limits).
    pub fn start_with(
        fake: &FakeDiscord,
        dir: PathBuf,
        run: u32,
        env: &[(&str, Option<&str>)],
    ) -> Bot {
        Bot::spawn(fake, dir, run, |cmd| {
            cmd.env("RUST_LOG", "warn");
            for (name, value) in env {
                match value {
                    Some(v) => cmd.env(name, v),
                    None => cmd.env_remove(name),
                };
            }
        })
    }
}

impl Table {
    /// Like [`Table::start`], the bot started with [`Bot::start_with`]'s variables.
    pub async fn start_with(env: &[(&str, Option<&str>)]) -> Table {
        Table::start_bot(|fake, dir| Bot::start_with(fake, dir, 1, env)).await
    }

    /// Sends `/hex <sub> [options]` from `who` in `channel` (a member with no special rights)
    /// without waiting: the interaction and the moment it was sent.
    pub fn slash_in(
        &self,
        channel: u64,
        who: &Player,
        sub: &str,
        options: &[(&str, u8, Value)],
        users: &[&Player],
    ) -> (Sent, std::time::Instant) {
        let (sent, mut value) = self.slash_value(2, who, sub, options, users, None);
        value["channel_id"] = json!(channel.to_string());
        value["channel"]["id"] = json!(channel.to_string());
        let at = std::time::Instant::now();
        self.fake.dispatch("INTERACTION_CREATE", value);
        (sent, at)
    }
}

impl Table {
    /// Clicks the button `custom_id` of the bot's message `message_id` in `channel`, without
    /// waiting: the interaction and the moment it was sent.
    pub fn click_in(
        &self,
        channel: u64,
        who: &Player,
        custom_id: &str,
        message_id: u64,
    ) -> (Sent, std::time::Instant) {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let (sent, mut value) = self.base_interaction(3, who, data);
        value["message"] = self.bot_message(message_id);
        value["message"]["channel_id"] = json!(channel.to_string());
        value["channel_id"] = json!(channel.to_string());
        value["channel"]["id"] = json!(channel.to_string());
        let at = std::time::Instant::now();
        self.fake.dispatch("INTERACTION_CREATE", value);
        (sent, at)
    }
}
