//! The Discord front end: poise slash commands, component and modal routing, and the
//! translation of the service's replies into Discord messages. This is the only module that
//! names poise or serenity; Discord ids become our own id types at this door.
//!
//! `run` starts the bot: it opens the game service on the configured database, connects to
//! Discord (or to whatever `DISCORD_API_BASE_URL` names — the end-to-end tests point it at a
//! fake on loopback), registers the `/hex` commands, and serves interactions until the shutdown
//! future completes; then it stops taking interactions, lets in-flight ones finish and closes
//! the service.

mod analysis;
mod boards;
mod bot;
mod challenge_form;
mod choices;
mod commands;
mod config;
mod daily;
mod door;
mod escape;
mod gate;
mod interact;
mod lang;
mod outside;
mod pictures;
mod post;
mod respond;
mod review;
mod show;
mod threads;
mod tourney;
mod types;

pub use bot::{EXIT_CONFIG, EXIT_UNREACHABLE, RunError, run, run_beside, shutdown_signal};
pub use config::{Config, ConfigError, DEFAULT_DATABASE_RETRY, Token};
