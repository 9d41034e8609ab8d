//! What every Discord handler shares: the poise user data ([`Data`]: the gate, the game service,
//! the servers' languages), the error type of our handlers, and the poise context they are
//! called with. It stands at the bottom of the Discord rooms, so that the commands, the
//! interaction handlers and the start-up all lean on it and on nothing above it.

use super::gate::Gate;
use super::lang::GuildLocales;
use super::outside::Answerable;
use crate::service::Service;

/// Shared by every handler.
pub(crate) struct Data {
    pub(crate) gate: Gate,
    pub(crate) service: Service,
    /// Each server's preferred language, for what the bot posts on its own.
    pub(crate) guild_locales: GuildLocales,
    /// The latest interaction in each channel outside servers, to answer through there.
    pub(crate) answerable: Answerable,
}

/// Errors of command handlers (logged; the user sees a short apology).
pub(crate) type Error = Box<dyn std::error::Error + Send + Sync>;
/// The poise context of our commands.
pub(crate) type Context<'a> = poise::Context<'a, Data, Error>;
