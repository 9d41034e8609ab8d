//! Our own identifiers (front ends convert theirs at the door), who is acting, and the clock.

use std::fmt;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident($inner:ty)) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub $inner);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

id_type!(
    /// A server (Discord guild). Direct messages may use `GuildId(0)`.
    GuildId(u64)
);
id_type!(
    /// A channel or thread: the place one game at a time is played.
    ChannelId(u64)
);
id_type!(
    /// A person (never the computer).
    UserId(u64)
);
id_type!(
    /// A stored game (or challenge), as the store numbers them.
    GameId(i64)
);

/// A person as named in a command: their id, the name to show, and whether they are a bot account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Person {
    pub id: UserId,
    pub name: String,
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
    pub guild: GuildId,
    pub channel: ChannelId,
    pub user: UserId,
    /// The name shown for this user in replies.
    pub name: String,
    /// The user's locale as the front end knows it (`"en-US"`); replies are English for now.
    pub locale: Option<String>,
    /// Whether the user may manage messages in this channel (needed for `abort`).
    pub can_manage_messages: bool,
}

impl Actor {
    /// A plain user (no moderation rights, no locale) in `guild`/`channel`.
    pub fn new(guild: u64, channel: u64, user: u64, name: impl Into<String>) -> Self {
        Self {
            guild: GuildId(guild),
            channel: ChannelId(channel),
            user: UserId(user),
            name: name.into(),
            locale: None,
            can_manage_messages: false,
        }
    }

    /// The same user with the right to manage messages.
    pub fn moderator(mut self) -> Self {
        self.can_manage_messages = true;
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

/// Wall-clock time in milliseconds since the Unix epoch, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Timestamp(pub i64);

impl Timestamp {
    /// `self + d` (saturating).
    pub fn plus(self, d: Duration) -> Self {
        Self(
            self.0
                .saturating_add(i64::try_from(d.as_millis()).unwrap_or(i64::MAX)),
        )
    }

    /// How long from `self` until `later` (zero if `later` is not later).
    pub fn until(self, later: Timestamp) -> Duration {
        Duration::from_millis(u64::try_from(later.0.saturating_sub(self.0)).unwrap_or(0))
    }
}

/// Where the service reads the time. Timers sleep on tokio's clock; this clock says what time it is
/// on the wall, for what is stored (deadlines, move times) and compared after a restart.
pub trait Clock: Send + Sync + 'static {
    fn now(&self) -> Timestamp;
}

/// The real wall clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        let d = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        Timestamp(i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
    }
}

/// A wall clock that follows tokio's clock from a fixed starting time: under paused tokio time
/// (tests) it moves exactly when `tokio::time::advance` moves it, so stored deadlines and tokio
/// sleeps agree.
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
}

/// A shared clock.
pub type SharedClock = Arc<dyn Clock>;
