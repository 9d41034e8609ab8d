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

mod access;
mod analysis;
mod calendar;
mod command;
mod config;
mod core;
mod custom_id;
mod door;
mod engine;
mod error;
mod events;
mod face;
mod feed;
mod game_view;
mod games_list;
mod hint;
mod ids;
mod kept;
mod keys;
mod limits;
mod messages;
mod optin;
mod outage;
mod parts;
mod persist;
mod places;
mod plans;
mod puzzles;
mod rating_plot;
mod records;
mod renders;
mod replay;
mod reply;
mod review;
mod review_reply;
mod route;
mod scheduler;
mod settings;
mod shared;
mod slot;
mod state;
mod stats;
mod tournaments;
mod turn_timer;
mod vacation;
mod watch;
mod web_links;
mod web_play;
mod web_server;
mod web_view;
mod wording;

/// Where games are stored unless configured otherwise.
pub use crate::store::DEFAULT_DATABASE_URL;
/// A database URL whose password never shows.
pub use crate::store::DatabaseUrl;
/// Tournaments' vocabulary: their numbers and formats.
pub use crate::store::{TournamentFormat, TournamentId};
pub use crate::tournament::DutchRules;
/// The personal links' signing (a room of its own beneath the service).
pub use crate::weblink::{MIN_SECRET, Signer, TokenError, WeakSecret};
pub use command::{
    AiOptions, AnalyzeOptions, ChallengeOptions, Command, ConfigOptions, DiagramOptions, FirstMove,
    Ladder, Level, PlanAction, PreferenceOptions, PuzzleAction, PuzzleChannel, TurnTimer,
    VacationAction, WhoStarts,
};
pub use config::ServiceConfig;
pub use custom_id::{Action, ButtonId, ParseButtonError};
pub use door::Service;
pub use error::ServiceError;
pub use game_view::{GameView, SeatView};
pub use ids::{
    Actor, ChannelId, Clock, GameId, GuildId, ManualClock, Person, SharedClock, Sleep, SystemClock,
    Timestamp, TokioClock, UserId, clean_name, simulated_user_id,
};
pub use limits::{
    BOARD_SIZES, ComputerLimits, DEFAULT_BOARD_SIZE, LINK_LIFETIME, MAX_SUGGESTIONS, PublicAnswers,
    RenderLimits, TAKEOVER_LIMIT,
};
pub use messages::{Arg, Key, Message};
pub use records::Position;
pub use replay::replay_file_name;
pub use reply::{
    Attachment, BoardDrawing, BoardImage, Button, ButtonStyle, ComputerAnswer, DailyPost, Direct,
    Handled, Outgoing, Reply, Visibility,
};
pub use slot::Announcements;
pub use tournaments::{
    BoardRef, ThreadRequest, TournamentAction, TournamentOptions, TournamentView,
};
pub use web_links::LinkGrant;
pub use web_play::WebAction;
pub use web_server::ServerView;

/// The languages front ends format replies in (`Message::format`), and their catalogues.
pub use crate::i18n::{Locale, Value as TextValue, text};

/// The rules' vocabulary front ends need, re-exported so they need not name `hex`.
pub use crate::hex::{Cell, Color, Move, ParseNameError, SwapRule, Variant};

/// The largest game record an analysis board reads (the front ends stop reading past it).
pub use crate::hex::MAX_SGF_BYTES as MAX_RECORD_BYTES;

/// How board pictures are turned, and who starts a rematch: the settings' vocabulary.
pub use crate::orientation::Orientation;
pub use crate::store::{Notify, RematchStarter};

/// Which games a process runs (its shards' servers, or the terminal's own).
pub use crate::shards::{LOCAL_GUILD, Scope};
