//! The `/hex` slash command and its subcommands (poise), the event handler that routes button
//! clicks and modal submits by custom id, and the error handler.

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use super::bot::{Context, Data, Error};
use super::respond::{Shown, Responder};

/// Board size option: any size the bot offers.
type Size = u8;

/// Hex or its misère twin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(crate) enum VariantChoice {
    #[name = "Hex (connect your sides to win)"]
    Hex,
    #[name = "Rex (connect your sides and you lose)"]
    Rex,
}

/// Turn timer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(crate) enum TimerChoice {
    #[name = "none"]
    None,
    #[name = "30 seconds"]
    Thirty,
    #[name = "60 seconds"]
    Sixty,
}

/// Who moves first (and so plays Red) in a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(crate) enum ChallengeFirst {
    #[name = "me"]
    Challenger,
    #[name = "my opponent"]
    Opponent,
    #[name = "random"]
    Random,
}

/// Who moves first (and so plays Red) against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(crate) enum AiFirst {
    #[name = "me"]
    You,
    #[name = "the computer"]
    Computer,
    #[name = "alternate with my last game"]
    Alternate,
}

/// The computer's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(crate) enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "medium"]
    Medium,
    #[name = "hard"]
    Hard,
}

/// What the user asked for, in our terms (Discord ids turned into numbers).
#[derive(Clone, Debug)]
pub(crate) enum Request {
    Challenge {
        opponent: u64,
        opponent_name: String,
        opponent_is_bot: bool,
        size: Option<Size>,
        variant: Option<VariantChoice>,
        swap: Option<bool>,
        timer: Option<TimerChoice>,
        first: Option<ChallengeFirst>,
        thread: bool,
    },
    Ai { level: Option<LevelChoice>, size: Option<Size>, variant: Option<VariantChoice>, first: Option<AiFirst> },
    Move { cell: String },
    Swap,
    Resign,
    Board,
    Leaderboard { page: Option<u32> },
    Profile { user: Option<(u64, String)> },
    Rules,
    Abort,
}

/// All commands the bot registers.
pub(crate) fn all() -> Vec<poise::Command<Data, Error>> {
    vec![hex()]
}

/// Play Hex (or Rex) in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommand_required,
    subcommands("challenge", "ai", "move_", "swap", "resign", "board", "leaderboard", "profile", "rules", "abort")
)]
pub(crate) async fn hex(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Challenge someone to a game in this channel.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // one parameter per Discord option
async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play"] opponent: serenity::User,
    #[description = "Board size, 7 to 19 (default 11)"]
    #[min = 7]
    #[max = 19]
    size: Option<Size>,
    #[description = "Hex (default) or Rex"] variant: Option<VariantChoice>,
    #[description = "Allow the swap (pie) rule (default on)"] swap: Option<bool>,
    #[description = "Time per move; when it runs out the computer moves for you (default none)"]
    timer: Option<TimerChoice>,
    #[description = "Who moves first and plays Red (default: me)"] first: Option<ChallengeFirst>,
    #[description = "Play in a new thread named after the players"] thread: Option<bool>,
) -> Result<(), Error> {
    let request = Request::Challenge {
        opponent: opponent.id.get(),
        opponent_name: opponent.global_name.clone().unwrap_or_else(|| opponent.name.clone()),
        opponent_is_bot: opponent.bot,
        size,
        variant,
        swap,
        timer,
        first,
        thread: thread.unwrap_or(false),
    };
    handle_command(ctx, request).await
}

/// Play against the computer.
#[poise::command(slash_command, guild_only)]
async fn ai(
    ctx: Context<'_>,
    #[description = "How strong the computer plays (default medium)"] level: Option<LevelChoice>,
    #[description = "Board size, 7 to 19 (default 11)"]
    #[min = 7]
    #[max = 19]
    size: Option<Size>,
    #[description = "Hex (default) or Rex"] variant: Option<VariantChoice>,
    #[description = "Who moves first and plays Red (default: me)"] first: Option<AiFirst>,
) -> Result<(), Error> {
    handle_command(ctx, Request::Ai { level, size, variant, first }).await
}

/// Place a stone.
#[poise::command(slash_command, guild_only, rename = "move")]
async fn move_(
    ctx: Context<'_>,
    #[description = "The cell, a letter and a number like e5"]
    #[autocomplete = "autocomplete_cell"]
    cell: String,
) -> Result<(), Error> {
    handle_command(ctx, Request::Move { cell }).await
}

/// Swap (pie rule): take your opponent's first stone, as Blue answering Red's first move.
#[poise::command(slash_command, guild_only)]
async fn swap(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Request::Swap).await
}

/// Resign the game in this channel (asks for confirmation).
#[poise::command(slash_command, guild_only)]
async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Request::Resign).await
}

/// Show the board of the game in this channel again.
#[poise::command(slash_command, guild_only)]
async fn board(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Request::Board).await
}

/// The best players of this server.
#[poise::command(slash_command, guild_only)]
async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Page (default 1)"]
    #[min = 1]
    page: Option<u32>,
) -> Result<(), Error> {
    handle_command(ctx, Request::Leaderboard { page }).await
}

/// A player's rating, record and recent games.
#[poise::command(slash_command, guild_only)]
async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.map(|u| (u.id.get(), u.global_name.clone().unwrap_or_else(|| u.name.clone())));
    handle_command(ctx, Request::Profile { user }).await
}

/// How to play Hex and Rex.
#[poise::command(slash_command, guild_only)]
async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Request::Rules).await
}

/// Stop the game in this channel without a result (moderators).
#[poise::command(slash_command, guild_only)]
async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Request::Abort).await
}

async fn autocomplete_cell(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let _ = (ctx, partial);
    Vec::new()
}

/// The interaction behind a slash command context.
fn interaction<'a>(ctx: &Context<'a>) -> &'a serenity::CommandInteraction {
    match ctx {
        poise::Context::Application(app) => app.interaction,
        poise::Context::Prefix(_) => unreachable!("only slash commands are registered"),
    }
}

async fn handle_command(ctx: Context<'_>, request: Request) -> Result<(), Error> {
    let Some(_pass) = ctx.data().gate.enter() else { return Ok(()) };
    let interaction = interaction(&ctx);
    let mut responder = Responder::new(ctx.serenity_context().http.clone(), interaction.id, &interaction.token);
    let out = match request {
        Request::Rules => Shown {
            ephemeral: true,
            content: Some("Hex: Red connects the two red sides, Blue the two blue sides.".into()),
            ..Shown::default()
        },
        _ => Shown { ephemeral: true, content: Some("Not available yet.".into()), ..Shown::default() },
    };
    responder.send(out).await?;
    Ok(())
}

/// Every gateway event: buttons and modals are routed here by custom id (poise handles the
/// slash commands and autocomplete itself).
pub(crate) async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate { interaction } = event else { return Ok(()) };
    let data = framework.user_data;
    let http = framework.serenity_context.http.clone();
    match interaction {
        serenity::Interaction::Component(click) => {
            let Some(_pass) = data.gate.enter() else { return Ok(()) };
            let mut responder = Responder::new(http, click.id, &click.token);
            let out = Shown { ephemeral: true, content: Some("Not available yet.".into()), ..Shown::default() };
            responder.send(out).await?;
        }
        serenity::Interaction::Modal(submit) => {
            let Some(_pass) = data.gate.enter() else { return Ok(()) };
            let mut responder = Responder::new(http, submit.id, &submit.token);
            let out = Shown { ephemeral: true, content: Some("Not available yet.".into()), ..Shown::default() };
            responder.send(out).await?;
        }
        _ => {}
    }
    Ok(())
}

/// Logs framework errors; the user sees a short apology (never details).
pub(crate) async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            let _ = ctx
                .send(poise::CreateReply::default().content(SORRY).ephemeral(true))
                .await;
        }
        poise::FrameworkError::EventHandler { error, .. } => {
            error!(error = %error, "interaction handler failed");
        }
        other => {
            warn!(error = %other, "framework error");
            if let Some(ctx) = other.ctx() {
                let _ = ctx
                    .send(poise::CreateReply::default().content(SORRY).ephemeral(true))
                    .await;
            }
        }
    }
}

/// What users see when something broke on our side.
pub(crate) const SORRY: &str = "Something went wrong on my side. Please try again.";
