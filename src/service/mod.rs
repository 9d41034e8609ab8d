//! The game service, independent of any transport: players' commands (with our own ids for guild,
//! channel and user) go in, [`Reply`]s come out as data — visibility, text as message keys of one
//! catalogue, an optional board PNG with a one-line caption, and buttons whose custom ids carry the
//! game, the action and the ply. The service keeps one game per channel, serialises the commands of
//! each game, runs the computer's searches on a bounded blocking pool, keeps turn timers and
//! challenge expiries (stored, so they resume after a restart), and rates finished games through
//! the store. What it does on its own (the computer moved, a timer fired) arrives as [`Outgoing`]
//! replies on the receiver [`Service::open`] returns.
//!
//! Refusals are private replies and store nothing; every accepted action is stored before its
//! reply is made.

mod command;
mod core;
mod custom_id;
mod engine;
mod ids;
mod messages;
mod persist;
mod reply;
mod state;

pub use command::{
    AiOptions, ChallengeOptions, Command, FirstMove, Level, ParseOptionError, TurnTimer, WhoStarts,
};
pub use core::{Position, Service, ServiceConfig, ServiceError};
pub use custom_id::{Action, ButtonId, ParseButtonError};
pub use ids::{
    Actor, ChannelId, Clock, GameId, GuildId, ManualClock, Person, SharedClock, Sleep, SystemClock,
    Timestamp, TokioClock, UserId,
};
pub use messages::{Arg, Key, Message};
pub use reply::{Attachment, BoardImage, Button, ButtonStyle, Outgoing, Reply, Visibility};

/// The languages front ends format replies in (`Message::format`), and their catalogues.
pub use crate::i18n::{Locale, Value as TextValue, text};

/// The rules' vocabulary front ends need, re-exported so they need not name `hex`.
pub use crate::hex::{Cell, Color, SwapRule, Variant};
