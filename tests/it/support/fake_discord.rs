//! A small fake of Discord on 127.0.0.1: an HTTP server answering the REST calls the bot makes
//! (recording every one of them) and a WebSocket gateway that says HELLO, acknowledges
//! heartbeats, answers IDENTIFY with READY and then dispatches whatever the test sends. It serves
//! a sharded bot too: each connection names its shard in IDENTIFY (`shard: [id, total]`), and a
//! server's events go to the connection of the shard that owns the server (`(guild >> 22) %
//! total`, Discord's formula).

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::{Notify, mpsc};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// The application (and bot user) id the fake hands out in READY.
pub const APP_ID: u64 = 900_000_000_000_000_001;
/// The guild the tests play in (the bot registers its commands there).
pub const GUILD_ID: u64 = 900_000_000_000_000_002;
/// How long any wait on the fake may take before the test fails.
pub const WAIT: Duration = Duration::from_secs(30);

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct RestCall {
    pub method: String,
    /// Path without the query, e.g. `/api/v10/interactions/1/tok/callback`.
    pub path: String,
    /// The JSON body (for multipart requests: the `payload_json` part).
    pub body: Value,
    /// Uploaded files of a multipart request: (field name, file name, bytes).
    pub files: Vec<(String, String, Vec<u8>)>,
    /// Whether the Authorization header was present and carried the bot token.
    pub authorized: bool,
}

impl RestCall {
    /// `POST /api/v10/x` style one-liner for transcripts.
    pub fn summary(&self) -> String {
        let mut body = self.body.to_string();
        if body.len() > 300 {
            let mut cut = 300;
            while !body.is_char_boundary(cut) {
                cut -= 1;
            }
            body.truncate(cut);
            body.push('…');
        }
        let files: Vec<String> = self
            .files
            .iter()
            .map(|(_, name, bytes)| format!("{name} ({} bytes)", bytes.len()))
            .collect();
        if files.is_empty() {
            format!("{} {} {}", self.method, self.path, body)
        } else {
            format!("{} {} {} + files {:?}", self.method, self.path, body, files)
        }
    }
}

#[derive(Default)]
struct State {
    calls: Mutex<Vec<RestCall>>,
    identifies: Mutex<Vec<Value>>,
    changed: Notify,
    /// Sender to the newest gateway connection (the bot after a restart reconnects).
    gateway: Mutex<Option<mpsc::UnboundedSender<Value>>>,
    /// The newest open connection of each shard id, with the total it identified with.
    shards: Mutex<HashMap<u32, (u32, mpsc::UnboundedSender<Value>)>>,
    /// The number of shards `GET /gateway/bot` recommends (0 is taken as 1).
    recommended_shards: AtomicU32,
    /// Servers besides [`GUILD_ID`] that READY lists (to the connection of their shard).
    guilds: Mutex<Vec<u64>>,
    seq: AtomicU64,
    next_id: AtomicU64,
    gateway_url: Mutex<String>,
    token: String,
    /// Light mode (load runs): calls are kept without their uploaded files.
    light: std::sync::atomic::AtomicBool,
    /// When each "METHOD path" first arrived, and who waits for one (see [`FakeDiscord::arrival`]).
    arrivals: Mutex<Arrivals>,
    /// Users whose direct messages are closed: opening a DM channel with them is refused.
    closed_dms: Mutex<Vec<u64>>,
    /// The messages posted in channels (`POST /channels/{id}/messages`), oldest first, as
    /// `GET /channels/{id}/messages` lists them; and the nonces Discord was asked to enforce,
    /// with the message each made.
    posted: Mutex<Vec<Value>>,
    nonces: Mutex<HashMap<String, Value>>,
    /// Files users attached to their commands, as Discord's file server holds them, by path
    /// (`/attachments/{id}/{name}`).
    attachments: Mutex<HashMap<String, Vec<u8>>>,
    /// Channels the bot is not in (DMs with others, group DMs, servers that did not install
    /// it): anything it sends there but through an interaction is refused, 403.
    closed_channels: Mutex<Vec<u64>>,
    /// The commands of the newest registration Discord accepted (see [`super::registry`]).
    registered: Mutex<Value>,
    /// The threads made (`POST /channels/{id}/threads`), as `GET /guilds/{id}/threads/active`
    /// lists them.
    threads: Mutex<Vec<Value>>,
    /// While set, a request to make a thread makes it but is never answered (the bot is then
    /// killed before it knows the thread: see [`FakeDiscord::hold_threads`]).
    hold_threads: std::sync::atomic::AtomicBool,
}

#[derive(Default)]
struct Arrivals {
    first: std::collections::HashMap<String, (std::time::Instant, RestCall)>,
    waiting: std::collections::HashMap<
        String,
        Vec<tokio::sync::oneshot::Sender<(std::time::Instant, RestCall)>>,
    >,
}

impl State {
    fn snowflake(&self) -> u64 {
        800_000_000_000_000_000 + self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// The open connection of the shard owning `guild` (the shard count is the one the bot
    /// identified with); `None` when no connection holds that shard now.
    fn shard_connection(&self, guild: u64) -> Option<mpsc::UnboundedSender<Value>> {
        let shards = self.shards.lock().unwrap();
        let total = shards.values().map(|(total, _)| *total).max()?;
        let shard = shard_of(guild, total);
        shards.get(&shard).map(|(_, tx)| tx.clone())
    }

    /// The servers READY lists to shard `id` of `total`.
    fn guilds_of(&self, id: u32, total: u32) -> Vec<Value> {
        let mut all = vec![GUILD_ID];
        all.extend(self.guilds.lock().unwrap().iter().copied());
        all.into_iter()
            .filter(|g| shard_of(*g, total) == id)
            .map(|g| json!({"id": g.to_string(), "unavailable": true}))
            .collect()
    }
}

/// Discord's formula: the shard of server `guild` when the bot has `total` shards.
pub fn shard_of(guild: u64, total: u32) -> u32 {
    ((guild >> 22) % u64::from(total.max(1))) as u32
}

/// `(id, total)` of an IDENTIFY payload's `shard` (shard 0 of 1 when it has none).
fn shard_of_identify(identify: &Value) -> (u32, u32) {
    let part = |i: usize, default: u64| {
        identify["shard"][i]
            .as_u64()
            .unwrap_or(default)
            .try_into()
            .unwrap_or(0)
    };
    (part(0, 0), part(1, 1).max(1))
}

/// The fake. Dropping it stops its servers.
pub struct FakeDiscord {
    state: Arc<State>,
    rest_addr: SocketAddr,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

impl FakeDiscord {
    /// Binds both servers on ephemeral loopback ports. `token` is what the bot must send.
    pub async fn start(token: &str) -> FakeDiscord {
        let state = Arc::new(State {
            token: token.to_owned(),
            next_id: AtomicU64::new(1),
            ..State::default()
        });
        let rest = TcpListener::bind("127.0.0.1:0").await.expect("bind REST");
        let gateway = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let rest_addr = rest.local_addr().unwrap();
        *state.gateway_url.lock().unwrap() = format!("ws://{}", gateway.local_addr().unwrap());

        let rest_task = tokio::spawn(serve_rest(rest, state.clone()));
        let gateway_task = tokio::spawn(serve_gateway(gateway, state.clone()));
        FakeDiscord {
            state,
            rest_addr,
            tasks: vec![rest_task, gateway_task],
        }
    }

    /// Sends the bot to `url` for the gateway from now on (e.g. a port that never answers).
    pub fn point_gateway_at(&self, url: String) {
        *self.state.gateway_url.lock().unwrap() = url;
    }

    /// What `DISCORD_API_BASE_URL` should be.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.rest_addr)
    }

    /// Holds `bytes` as a file a user attached, named `name`, and returns its attachment object
    /// as an interaction's `resolved.attachments` carries it (its `url` on this fake).
    pub fn attach(&self, name: &str, bytes: &[u8]) -> Value {
        let id = self.snowflake();
        let path = format!("/attachments/{id}/{name}");
        self.state
            .attachments
            .lock()
            .unwrap()
            .insert(path.clone(), bytes.to_vec());
        json!({"id": id.to_string(), "filename": name, "size": bytes.len(),
               "url": format!("{}{path}", self.base_url()),
               "proxy_url": format!("{}{path}", self.base_url()),
               "content_type": "application/x-go-sgf"})
    }

    /// Makes `channel` one the bot is not in (see `State::closed_channels`).
    pub fn close_channel(&self, channel: u64) {
        self.state.closed_channels.lock().unwrap().push(channel);
    }

    /// The commands of the newest registration accepted (`null` before one).
    pub fn registered(&self) -> Value {
        self.state.registered.lock().unwrap().clone()
    }

    /// The top command that holds the subcommand (or group) `sub`, as the newest registration
    /// accepted has it: what a user picks in Discord's client. Panics when none does — the
    /// client would not offer it.
    pub fn root_of(&self, sub: &str) -> String {
        let registered = self.registered();
        super::registry::root_of(&registered, sub)
            .unwrap_or_else(|| panic!("no registered command holds {sub}: {registered}"))
    }

    /// Every REST call so far.
    pub fn calls(&self) -> Vec<RestCall> {
        self.state.calls.lock().unwrap().clone()
    }

    /// Number of REST calls so far (a marker for [`Self::wait_call`]).
    pub fn call_count(&self) -> usize {
        self.state.calls.lock().unwrap().len()
    }

    /// Waits (bounded) for the first REST call at index ≥ `since` matching `pred`.
    pub async fn wait_call(
        &self,
        since: usize,
        what: &str,
        pred: impl Fn(&RestCall) -> bool,
    ) -> RestCall {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let notified = self.state.changed.notified();
            {
                let calls = self.state.calls.lock().unwrap();
                if let Some(call) = calls.iter().skip(since).find(|c| pred(c)) {
                    return call.clone();
                }
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let calls = self.calls();
                let transcript: Vec<String> =
                    calls.iter().skip(since).map(RestCall::summary).collect();
                panic!(
                    "timed out waiting for {what}; calls since {since}:\n{}",
                    transcript.join("\n")
                );
            }
        }
    }

    /// Waits (bounded) until `n` IDENTIFY payloads have arrived.
    pub async fn wait_identifies(&self, n: usize) -> Value {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let notified = self.state.changed.notified();
            if let Some(v) = self.state.identifies.lock().unwrap().get(n - 1) {
                return v.clone();
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                panic!("timed out waiting for IDENTIFY #{n}");
            }
        }
    }

    /// Sends a gateway dispatch (`t`, `d`) to the connected bot: a server's event (one naming
    /// `guild_id`, or a `GUILD_CREATE`) to the connection of the shard that owns the server,
    /// anything else to the newest connection.
    pub fn dispatch(&self, t: &str, d: Value) {
        let guild = match t {
            "GUILD_CREATE" | "GUILD_UPDATE" => &d["id"],
            _ => &d["guild_id"],
        };
        let guild = guild.as_str().and_then(|g| g.parse::<u64>().ok());
        let s = self.state.seq.fetch_add(1, Ordering::SeqCst) + 1;
        let frame = json!({"op": 0, "t": t, "s": s, "d": d});
        let sender = match guild {
            Some(guild) => self.state.shard_connection(guild),
            None => self.state.gateway.lock().unwrap().clone(),
        };
        sender
            .expect("no gateway connection")
            .send(frame)
            .expect("gateway connection closed");
    }

    /// The shards the bot identified as so far, in order: `(id, total)` of each IDENTIFY.
    pub fn identified_shards(&self) -> Vec<(u32, u32)> {
        self.state
            .identifies
            .lock()
            .unwrap()
            .iter()
            .map(shard_of_identify)
            .collect()
    }

    /// Makes `GET /gateway/bot` recommend `n` shards (1 unless told).
    pub fn recommend_shards(&self, n: u32) {
        self.state.recommended_shards.store(n, Ordering::Relaxed);
    }

    /// The messages posted in `channel` so far, oldest first.
    pub fn posted_in(&self, channel: u64) -> Vec<Value> {
        let posted = self.state.posted.lock().unwrap();
        posted
            .iter()
            .filter(|m| m["channel_id"] == json!(channel.to_string()))
            .cloned()
            .collect()
    }

    /// While `hold`, a thread asked for is made (and listed) but the request is never answered:
    /// the bot, killed meanwhile, never learned it.
    pub fn hold_threads(&self, hold: bool) {
        self.state.hold_threads.store(hold, Ordering::SeqCst);
    }

    /// Closes `user`'s direct messages: the bot cannot open a DM channel with them.
    pub fn close_dms(&self, user: u64) {
        self.state.closed_dms.lock().unwrap().push(user);
    }

    /// Lists `guild` (as unavailable, like [`GUILD_ID`]) in the READY of the shard that owns it.
    pub fn add_guild(&self, guild: u64) {
        self.state.guilds.lock().unwrap().push(guild);
    }

    /// Keeps calls from now on without their uploaded files (load runs post thousands of boards).
    pub fn keep_light(&self) {
        self.state.light.store(true, Ordering::Relaxed);
    }

    /// Waits (bounded) for the first call `method path`, without scanning the calls: the moment
    /// it arrived, and the call without its files.
    pub async fn arrival(&self, method: &str, path: &str) -> (std::time::Instant, RestCall) {
        let key = format!("{method} {path}");
        let rx = {
            let mut arrivals = self.state.arrivals.lock().unwrap();
            if let Some(found) = arrivals.first.get(&key) {
                return found.clone();
            }
            let (tx, rx) = tokio::sync::oneshot::channel();
            arrivals.waiting.entry(key.clone()).or_default().push(tx);
            rx
        };
        tokio::time::timeout(WAIT, rx)
            .await
            .unwrap_or_else(|_| panic!("timed out waiting for {key}"))
            .expect("the fake is running")
    }

    /// A fresh snowflake (ids for interactions, users, channels).
    pub fn snowflake(&self) -> u64 {
        self.state.snowflake()
    }
}

// ---------------------------------------------------------------- REST

async fn serve_rest(listener: TcpListener, state: Arc<State>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            return;
        };
        let state = state.clone();
        tokio::spawn(async move {
            let service = service_fn(move |req| handle_rest(state.clone(), req));
            let _ = http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

async fn handle_rest(
    state: Arc<State>,
    req: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let method = req.method().to_string();
    let path = req.uri().path().to_owned();
    let content_type = header(&req, "content-type");
    let authorized = header(&req, "authorization") == format!("Bot {}", state.token)
        || header(&req, "authorization") == state.token;
    let bytes = req
        .into_body()
        .collect()
        .await
        .map(|b| b.to_bytes())
        .unwrap_or_default();
    let (body, files) = if let Some(boundary) = content_type.split("boundary=").nth(1) {
        parse_multipart(&bytes, boundary.trim_matches('"'))
    } else {
        (
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            Vec::new(),
        )
    };
    let call = RestCall {
        method: method.clone(),
        path: path.clone(),
        body: body.clone(),
        files,
        authorized,
    };
    let answer = answer(&state, &call);
    arrived(&state, &call);
    let call = if state.light.load(Ordering::Relaxed) {
        RestCall {
            files: Vec::new(),
            ..call
        }
    } else {
        call
    };
    let held = state.hold_threads.load(Ordering::SeqCst)
        && call.method == "POST"
        && call.path.ends_with("/threads");
    state.calls.lock().unwrap().push(call);
    state.changed.notify_waiters();
    if held {
        // Made, never answered: the bot waits until it is killed.
        std::future::pending::<()>().await;
    }
    Ok(answer)
}

/// Notes the first arrival of the call's "METHOD path" (without its files) and tells whoever
/// waits for it.
fn arrived(state: &State, call: &RestCall) {
    let now = std::time::Instant::now();
    let key = format!("{} {}", call.method, call.path);
    let light = RestCall {
        files: Vec::new(),
        ..call.clone()
    };
    let mut arrivals = state.arrivals.lock().unwrap();
    if arrivals.first.contains_key(&key) {
        return;
    }
    for tx in arrivals.waiting.remove(&key).unwrap_or_default() {
        let _ = tx.send((now, light.clone()));
    }
    arrivals.first.insert(key, (now, light));
}

fn header<B>(req: &Request<B>, name: &str) -> String {
    req.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

fn answer(state: &State, call: &RestCall) -> Response<Full<Bytes>> {
    let segments: Vec<&str> = call
        .path
        .trim_start_matches("/api/v10/")
        .split('/')
        .collect();
    let gateway_url = state.gateway_url.lock().unwrap().clone();
    let json_response = |status: StatusCode, value: Value| {
        Response::builder()
            .status(status)
            .header("content-type", "application/json")
            .body(Full::new(Bytes::from(value.to_string())))
            .unwrap()
    };
    let message =
        |channel: Value| json_response(StatusCode::OK, fake_message(state, channel, &call.body));
    if call.method == "GET"
        && let Some(bytes) = state.attachments.lock().unwrap().get(&call.path)
    {
        return Response::builder()
            .status(StatusCode::OK)
            .header("content-type", "application/octet-stream")
            .body(Full::new(Bytes::from(bytes.clone())))
            .unwrap();
    }
    if let ["channels", channel, ..] = segments.as_slice()
        && let Ok(channel) = channel.parse::<u64>()
        && state.closed_channels.lock().unwrap().contains(&channel)
    {
        return json_response(
            StatusCode::FORBIDDEN,
            json!({"message": "Missing Access", "code": 50001}),
        );
    }
    match (call.method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => json_response(StatusCode::OK, json!({"url": gateway_url})),
        ("GET", ["gateway", "bot"]) => json_response(
            StatusCode::OK,
            json!({"url": gateway_url,
                   "shards": state.recommended_shards.load(Ordering::Relaxed).max(1),
                   "session_start_limit":
                {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
        ),
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            match super::registry::refusal(&call.body) {
                Some(error) => json_response(StatusCode::BAD_REQUEST, error),
                None => {
                    *state.registered.lock().unwrap() = call.body.clone();
                    json_response(StatusCode::OK, json!([]))
                }
            }
        }
        ("POST", ["interactions", _, _, "callback"]) | ("DELETE", _) => Response::builder()
            .status(StatusCode::NO_CONTENT)
            .body(Full::new(Bytes::new()))
            .unwrap(),
        (_, ["webhooks", ..]) => message(json!("1")),
        ("POST", ["channels", channel, "threads"])
        | ("POST", ["channels", channel, "messages", _, "threads"]) => {
            let thread = json!({"id": state.snowflake().to_string(), "type": 11,
                "guild_id": GUILD_ID.to_string(), "parent_id": channel, "name": call.body["name"],
                "position": 0, "permission_overwrites": [], "nsfw": false});
            state.threads.lock().unwrap().push(thread.clone());
            json_response(StatusCode::CREATED, thread)
        }
        ("GET", ["guilds", _, "threads", "active"]) => json_response(
            StatusCode::OK,
            json!({"threads": *state.threads.lock().unwrap(), "members": []}),
        ),
        ("GET", ["channels", channel, "messages"]) => {
            let posted = state.posted.lock().unwrap();
            let listed: Vec<Value> = posted
                .iter()
                .rev()
                .filter(|m| m["channel_id"] == json!(channel))
                .cloned()
                .collect();
            json_response(StatusCode::OK, Value::Array(listed))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let nonce = call.body["nonce"].as_str().map(str::to_owned);
            let enforced = call.body["enforce_nonce"].as_bool() == Some(true);
            if let Some(n) = nonce.as_ref().filter(|_| enforced)
                && let Some(earlier) = state.nonces.lock().unwrap().get(n)
            {
                return json_response(StatusCode::OK, earlier.clone());
            }
            let mut m = fake_message(state, json!(channel), &call.body);
            m["components"] = call.body["components"].clone();
            if m["components"].is_null() {
                m["components"] = json!([]);
            }
            state.posted.lock().unwrap().push(m.clone());
            if let Some(n) = nonce.filter(|_| enforced) {
                state.nonces.lock().unwrap().insert(n, m.clone());
            }
            json_response(StatusCode::OK, m)
        }
        (_, ["channels", channel, "messages", ..]) => message(json!(channel)),
        ("POST", ["users", "@me", "channels"]) => {
            let user = call.body["recipient_id"]
                .as_str()
                .and_then(|u| u.parse::<u64>().ok())
                .unwrap_or_default();
            if state.closed_dms.lock().unwrap().contains(&user) {
                return json_response(
                    StatusCode::FORBIDDEN,
                    json!({"message": "Cannot send messages to this user", "code": 50007}),
                );
            }
            json_response(
                StatusCode::OK,
                json!({"id": state.snowflake().to_string(), "type": 1, "last_message_id": null,
                       "recipients": [{"id": user.to_string(), "username": "player",
                                       "discriminator": "0", "avatar": null}]}),
            )
        }
        ("PATCH", ["channels", channel]) => {
            json_response(StatusCode::OK, edited_thread(channel, &call.body))
        }
        _ => json_response(
            StatusCode::NOT_FOUND,
            json!({"message": "Unknown route (fake)", "code": 0}),
        ),
    }
}

/// A thread object as Discord answers an edit of it (`PATCH /channels/{id}`: archive, lock).
fn edited_thread(id: &str, body: &Value) -> Value {
    json!({"id": id, "type": 11, "guild_id": GUILD_ID.to_string(), "name": "thread",
           "position": 0, "permission_overwrites": [], "nsfw": false,
           "thread_metadata": {"archived": body["archived"].as_bool().unwrap_or(false),
                               "locked": body["locked"].as_bool().unwrap_or(false),
                               "auto_archive_duration": 1440,
                               "archive_timestamp": "2026-01-01T00:00:00.000000+00:00"}})
}

/// A message object as Discord would answer after creating or editing one.
fn fake_message(state: &State, channel: Value, body: &Value) -> Value {
    json!({
        "id": state.snowflake().to_string(),
        "channel_id": channel,
        "author": {"id": APP_ID.to_string(), "username": "hexbot", "discriminator": "0", "avatar": null, "bot": true},
        "content": body.get("content").cloned().filter(Value::is_string).unwrap_or(json!("")),
        "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
    })
}

fn parse_multipart(bytes: &[u8], boundary: &str) -> (Value, Vec<(String, String, Vec<u8>)>) {
    let delimiter = format!("--{boundary}");
    let mut body = Value::Null;
    let mut files = Vec::new();
    for part in split(bytes, delimiter.as_bytes()).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break;
        }
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let Some(split_at) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split_at]).to_string();
        let mut content = &part[split_at + 4..];
        if content.ends_with(b"\r\n") {
            content = &content[..content.len() - 2];
        }
        let attr = |key: &str| {
            head.split(&format!("{key}=\""))
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .map(str::to_owned)
        };
        let name = attr("name").unwrap_or_default();
        if name == "payload_json" {
            body = serde_json::from_slice(content).unwrap_or(Value::Null);
        } else {
            files.push((name, attr("filename").unwrap_or_default(), content.to_vec()));
        }
    }
    (body, files)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split<'a>(mut bytes: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    while let Some(at) = find(bytes, delimiter) {
        parts.push(&bytes[..at]);
        bytes = &bytes[at + delimiter.len()..];
    }
    parts.push(bytes);
    parts
}

// ---------------------------------------------------------------- gateway

async fn serve_gateway(listener: TcpListener, state: Arc<State>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            return;
        };
        let state = state.clone();
        tokio::spawn(async move {
            let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
                return;
            };
            let (mut sink, mut stream) = ws.split();
            let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
            let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
            if sink.send(WsMessage::Text(hello.to_string())).await.is_err() {
                return;
            }
            let writer = tokio::spawn(async move {
                while let Some(frame) = rx.recv().await {
                    if sink.send(WsMessage::Text(frame.to_string())).await.is_err() {
                        break;
                    }
                }
            });
            let mut shard = None;
            while let Some(Ok(msg)) = stream.next().await {
                let WsMessage::Text(text) = msg else { continue };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else {
                    continue;
                };
                match frame["op"].as_u64() {
                    Some(1) => {
                        let _ = tx.send(json!({"op": 11}));
                    }
                    Some(2) => {
                        let (id, total) = shard_of_identify(&frame["d"]);
                        shard = Some(id);
                        state.identifies.lock().unwrap().push(frame["d"].clone());
                        let s = state.seq.fetch_add(1, Ordering::SeqCst) + 1;
                        let gateway_url = state.gateway_url.lock().unwrap().clone();
                        let ready = json!({"op": 0, "t": "READY", "s": s, "d": {
                            "v": 10,
                            "user": {"id": APP_ID.to_string(), "username": "hexbot", "discriminator": "0",
                                     "avatar": null, "bot": true, "verified": true, "mfa_enabled": false},
                            "guilds": state.guilds_of(id, total),
                            "session_id": format!("session-{s}"),
                            "resume_gateway_url": gateway_url,
                            "application": {"id": APP_ID.to_string(), "flags": 0},
                            "shard": [id, total],
                        }});
                        let _ = tx.send(ready);
                        *state.gateway.lock().unwrap() = Some(tx.clone());
                        state.shards.lock().unwrap().insert(id, (total, tx.clone()));
                        state.changed.notify_waiters();
                    }
                    _ => {}
                }
            }
            writer.abort();
            // A shard whose connection closed has no connection until the bot identifies again.
            if let Some(id) = shard {
                let mut shards = state.shards.lock().unwrap();
                if shards
                    .get(&id)
                    .is_some_and(|(_, open)| open.same_channel(&tx))
                {
                    shards.remove(&id);
                }
            }
        });
    }
}
