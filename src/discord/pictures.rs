//! The slash commands that answer with pictures of the computer's view and of whole games:
//! `/hex hint` (a private heat map of the position) and `/hex replay` (a game as an animated GIF).
//! Like the others, each turns its options into the service's command and hands it over.

use super::bot::{Context, Error};
use super::interact::handle_command;
use crate::service::{Command, GameId};

/// The computer's view of your position: a heat map and its three best moves (only you see it).
#[poise::command(slash_command, guild_only)]
pub(super) async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Command::Hint).await
}

/// Watch a game again as an animation, move by move.
#[poise::command(slash_command, guild_only)]
pub(super) async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number, as /hex history lists it (#12 is 12)"]
    #[min = 1]
    game: i64,
) -> Result<(), Error> {
    handle_command(ctx, Command::Replay { game: GameId(game) }).await
}
