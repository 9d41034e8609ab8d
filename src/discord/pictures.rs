//! The slash commands that answer with pictures of the computer's view, of whole games and of
//! puzzles: `/hex hint` (a private heat map of the position), `/hex-study replay` (a game as an
//! animated GIF) and `/hex-study puzzle` (a private puzzle). Like the others, each turns its options
//! into the service's command and hands it over.

use super::choices::PuzzleChoice;
use super::interact::handle_command;
use super::types::{Context, Error};
use crate::service::{Command, GameId, PuzzleAction};

/// `/hex-study puzzle`: the player's puzzle, privately (`cmd-puzzle-*`).
#[poise::command(slash_command)]
pub(super) async fn puzzle(
    ctx: Context<'_>,
    action: Option<PuzzleChoice>,
    #[rename = "move"] stone: Option<String>,
) -> Result<(), Error> {
    let action = match stone {
        Some(cell) => PuzzleAction::Play(cell),
        None => action.map_or(PuzzleAction::Open, PuzzleAction::from),
    };
    handle_command(ctx, Command::Puzzle(action)).await
}

/// `/hex hint`: the computer's view of the position, privately (`cmd-hint`).
#[poise::command(slash_command)]
pub(super) async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Command::Hint).await
}

/// `/hex-study replay`: a stored game as an animated picture (`cmd-replay-*`).
#[poise::command(slash_command)]
pub(super) async fn replay(ctx: Context<'_>, #[min = 1] game: i64) -> Result<(), Error> {
    handle_command(ctx, Command::Replay { game: GameId(game) }).await
}
