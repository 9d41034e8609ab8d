//! The slash commands that answer with pictures of the computer's view and of whole games:
//! `/hex hint` (a private heat map of the position) and `/hex replay` (a game as an animated GIF).
//! Like the others, each turns its options into the service's command and hands it over.

use super::interact::handle_command;
use super::types::{Context, Error};
use crate::service::{Command, GameId};

/// `/hex hint`: the computer's view of the position, privately (`cmd-hint`).
#[poise::command(slash_command, guild_only)]
pub(super) async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Command::Hint).await
}

/// `/hex replay`: a stored game as an animated picture (`cmd-replay-*`).
#[poise::command(slash_command, guild_only)]
pub(super) async fn replay(ctx: Context<'_>, #[min = 1] game: i64) -> Result<(), Error> {
    handle_command(ctx, Command::Replay { game: GameId(game) }).await
}
