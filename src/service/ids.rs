//! Who is acting (front ends convert their ids to ours at the door), and the clock. The ids and
//! the time are the store's own ([`crate::store`]), re-exported: one vocabulary for both rooms.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

pub use crate::store::{ChannelId, GameId, GuildId, Timestamp, UserId};

/// A person as named in a command: their id, the name to show, and whether they are a bot account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Person {
    /// Their Discord user id.
    pub id: UserId,
    /// The name to show in replies (on Discord the account's own name: its global name, else
    /// its username).
    pub name: String,
    /// Whether the account is a bot (bots cannot be challenged).
    pub is_bot: bool,
}

impl Person {
    /// A human with this id and display name.
    pub fn new(id: u64, name: impl Into<String>) -> Self {
        Self {
            id: UserId(id),
            name: name.into(),
            is_bot: false,
        }
    }
}

/// Who acts, and where: every command arrives with one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    /// The guild (server) the command comes from.
    pub guild: GuildId,
    /// The channel (or thread) the command was given in.
    pub channel: ChannelId,
    /// The acting user.
    pub user: UserId,
    /// The name shown for this user in replies here: on Discord, their nickname in this server
    /// if they have one.
    pub name: String,
    /// The name of the account itself, the same in every server (on Discord its global name,
    /// else its username; never a server's nickname): the user-wide fallback shown where a
    /// server has not seen them. [`Actor::new`] makes it `name`.
    pub account_name: String,
    /// Whether the user may manage messages in this channel (needed for `abort`).
    pub can_manage_messages: bool,
    /// Whether the user may manage the server (needed to change its settings, `config`).
    pub can_manage_guild: bool,
    /// Whether the front end can only answer this actor's commands here and never posts on its
    /// own: on Discord, outside servers where hexbot is installed (a DM, a group DM, a server
    /// only the user installed it in), all one place to the service ([`GuildId`] 0). What
    /// belongs to a server or must speak up later is refused there (see `places`).
    pub answers_only: bool,
}

impl Actor {
    /// A plain user (no moderation rights) in `guild`/`channel`.
    pub fn new(guild: u64, channel: u64, user: u64, name: impl Into<String>) -> Self {
        let name = name.into();
        Self {
            guild: GuildId(guild),
            channel: ChannelId(channel),
            user: UserId(user),
            account_name: name.clone(),
            name,
            can_manage_messages: false,
            can_manage_guild: false,
            answers_only: false,
        }
    }

    /// The same user where the front end can only answer their commands
    /// ([`Actor::answers_only`]).
    pub fn answering_only(mut self) -> Self {
        self.answers_only = true;
        self
    }

    /// The same user with the rights to manage messages and the server.
    pub fn moderator(mut self) -> Self {
        self.can_manage_messages = true;
        self.can_manage_guild = true;
        self
    }

    /// The acting user as a [`Person`].
    pub fn person(&self) -> Person {
        Person {
            id: self.user,
            name: self.name.clone(),
            is_bot: false,
        }
    }
}

/// A future the service awaits (a clock's sleep).
pub type Sleep = Pin<Box<dyn Future<Output = ()> + Send + 'static>>;

/// Where the service reads the time and waits for deadlines: what it stores (deadlines, move
/// times) and compares after a restart is this clock's wall time, and timers sleep on it too, so a
/// test clock moves both at once.
pub trait Clock: Send + Sync + 'static {
    /// The current wall-clock time.
    fn now(&self) -> Timestamp;

    /// Resolves once [`Clock::now`] has reached `at` (at once if it has).
    fn sleep_until(&self, at: Timestamp) -> Sleep;
}

/// The real wall clock; sleeps on tokio's timer.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        Timestamp::now()
    }

    fn sleep_until(&self, at: Timestamp) -> Sleep {
        Box::pin(tokio::time::sleep(at.since(self.now())))
    }
}

/// A wall clock that follows tokio's clock from a fixed starting time (for paused tokio time).
#[derive(Clone, Copy, Debug)]
pub struct TokioClock {
    start_wall: Timestamp,
    start: tokio::time::Instant,
}

impl TokioClock {
    /// A clock reading `start_wall` now.
    pub fn starting_at(start_wall: Timestamp) -> Self {
        Self {
            start_wall,
            start: tokio::time::Instant::now(),
        }
    }
}

impl Clock for TokioClock {
    fn now(&self) -> Timestamp {
        self.start_wall.plus(self.start.elapsed())
    }

    fn sleep_until(&self, at: Timestamp) -> Sleep {
        Box::pin(tokio::time::sleep(at.since(self.now())))
    }
}

/// A clock that moves only when told ([`ManualClock::advance`]): tests drive turn timers,
/// expiries and idle claims with it. (Paused tokio time does not mix with a database pool whose
/// own timeouts would fire while SQLite works on its threads.)
#[derive(Debug)]
pub struct ManualClock {
    now: watch::Sender<i64>,
}

impl ManualClock {
    /// A clock reading `start`.
    pub fn new(start: Timestamp) -> Self {
        Self {
            now: watch::channel(start.0).0,
        }
    }

    /// Moves the clock forward by `d`, waking every sleep whose time has come.
    pub fn advance(&self, d: Duration) {
        self.now.send_modify(|t| *t = Timestamp(*t).plus(d).0);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        Timestamp(*self.now.borrow())
    }

    fn sleep_until(&self, at: Timestamp) -> Sleep {
        let mut rx = self.now.subscribe();
        Box::pin(async move {
            // A closed channel means the clock is gone: never wake.
            if rx.wait_for(|&t| t >= at.0).await.is_err() {
                std::future::pending::<()>().await;
            }
        })
    }
}

/// A shared clock.
pub type SharedClock = Arc<dyn Clock>;

/// A stable user id for a simulated user's name (the terminal's and the browser's players): the
/// same name (ignoring case and a leading `@`) always gives the same id, so games and ratings
/// survive between sessions.
pub fn simulated_user_id(name: &str) -> u64 {
    // FNV-1a over the lowercase name, kept in 1..2^53 so any front end shows it exactly.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in clean_name(name).to_lowercase().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    (h & ((1 << 53) - 1)).max(1)
}

/// The name without a leading `@` and surrounding spaces.
pub fn clean_name(name: &str) -> &str {
    name.trim().trim_start_matches('@').trim()
}
