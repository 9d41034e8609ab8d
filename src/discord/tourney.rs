//! `/hex-tournament …`: the subcommands of tournaments, each translated into the service's
//! [`TournamentAction`]. Creating answers with the announcement (Join and Leave buttons, the
//! players so far), whose message is then remembered so the service can keep it up to date;
//! creating and starting are refused at once where the bot may not make the games' threads.

use tracing::{error, warn};

use super::choices::{FormatChoice, RulesChoice, SwapChoice, TimerChoice, VariantChoice};
use super::door::{enter_slash, interaction, sorry};
use super::interact::handle_command;
use super::show::show;
use super::threads::bot_thread_refusal;
use super::types::{Context, Error};
use crate::service::{
    Action, Command, SwapRule, TournamentAction, TournamentId, TournamentOptions, TurnTimer,
    Variant,
};

// A command of its own for Discord's 8,000 characters a command (see `commands::study`).
/// `/hex-tournament`: a group of subcommands (`cmd-tournament`).
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild",
    rename = "hex-tournament",
    subcommand_required,
    subcommands(
        "create",
        "join",
        "leave",
        "start",
        "standings",
        "cancel",
        "withdraw",
        "export"
    )
)]
pub(crate) async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Hands `action` on the tournament the command names (`#12` is 12), if it names one, to the
/// service.
async fn act(
    ctx: Context<'_>,
    id: Option<u32>,
    action: fn(Option<TournamentId>) -> TournamentAction,
) -> Result<(), Error> {
    let id = id.map(|id| TournamentId(i64::from(id)));
    handle_command(ctx, Command::Tournament(action(id))).await
}

/// `/hex-tournament create` (`cmd-tournament-create-*`).
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // one parameter per Discord option
async fn create(
    ctx: Context<'_>,
    name: String,
    format: FormatChoice,
    size: Option<u8>,
    variant: Option<VariantChoice>,
    swap: Option<SwapChoice>,
    timer: Option<TimerChoice>,
    rated: Option<bool>,
    #[min = 1] rounds: Option<u32>,
    #[rename = "max-players"]
    #[min = 2]
    max_players: Option<u32>,
    rules: Option<RulesChoice>,
) -> Result<(), Error> {
    let options = TournamentOptions {
        name,
        format: format.into(),
        size: size.map(u32::from),
        variant: variant.map(Variant::from),
        swap: swap.map(SwapRule::from),
        timer: timer.map(TurnTimer::from),
        rated,
        rounds,
        rules: rules.map(Into::into),
        max_players,
    };
    let Some(mut slash) = enter_slash(&ctx) else {
        return Ok(());
    };
    let (data, interaction) = (ctx.data(), interaction(&ctx));
    let (actor, langs, responder) = (&slash.actor, slash.langs, &mut slash.responder);
    if let Some(refusal) = bot_thread_refusal(interaction) {
        responder.send(show(&refusal, false, langs.user)).await?;
        return Ok(());
    }
    let command = Command::Tournament(TournamentAction::Create(options));
    let reply = match data.service.handle(actor, command).await {
        Ok(reply) => reply,
        Err(e) => {
            error!(error = %e, "the game service failed");
            responder.send(sorry(langs.user)).await?;
            return Ok(());
        }
    };
    responder
        .send(show(&reply, false, langs.of(&reply)))
        .await?;
    // The announcement's message, to be edited as players join by command.
    let Some(join) = reply.buttons.iter().find(|b| b.id.action == Action::Join) else {
        return Ok(());
    };
    let id = TournamentId(join.id.game.0);
    let http = ctx.serenity_context().http.clone();
    match http
        .get_original_interaction_response(&interaction.token)
        .await
    {
        Ok(message) => {
            let remembered = data
                .service
                .set_tournament_announcement(actor.guild, id, message.id.get())
                .await;
            if let Err(e) = remembered {
                error!(error = %e, "the game service failed");
            }
        }
        Err(e) => warn!(tournament = %id, error = %e, "the announcement's message is unknown"),
    }
    Ok(())
}

/// `/hex-tournament join`: join one taking players (`cmd-tournament-join-*`).
#[poise::command(slash_command, guild_only)]
async fn join(ctx: Context<'_>, #[min = 1] id: Option<u32>) -> Result<(), Error> {
    act(ctx, id, TournamentAction::Join).await
}

/// `/hex-tournament leave`: leave one before it starts (`cmd-tournament-leave-*`).
#[poise::command(slash_command, guild_only)]
async fn leave(ctx: Context<'_>, #[min = 1] id: Option<u32>) -> Result<(), Error> {
    act(ctx, id, TournamentAction::Leave).await
}

/// `/hex-tournament start` (`cmd-tournament-start-*`); refused where threads cannot be made.
#[poise::command(slash_command, guild_only)]
async fn start(ctx: Context<'_>, #[min = 1] id: Option<u32>) -> Result<(), Error> {
    if let Some(refusal) = bot_thread_refusal(interaction(&ctx)) {
        let Some(mut slash) = enter_slash(&ctx) else {
            return Ok(());
        };
        let shown = show(&refusal, false, slash.langs.user);
        slash.responder.send(shown).await?;
        return Ok(());
    }
    act(ctx, id, TournamentAction::Start).await
}

/// `/hex-tournament standings` (`cmd-tournament-standings-*`).
#[poise::command(slash_command, guild_only)]
async fn standings(ctx: Context<'_>, #[min = 1] id: Option<u32>) -> Result<(), Error> {
    act(ctx, id, TournamentAction::Standings).await
}

/// `/hex-tournament cancel` (`cmd-tournament-cancel-*`).
#[poise::command(slash_command, guild_only)]
async fn cancel(ctx: Context<'_>, #[min = 1] id: Option<u32>) -> Result<(), Error> {
    act(ctx, id, TournamentAction::Cancel).await
}

/// `/hex-tournament withdraw`: leave a running one (`cmd-tournament-withdraw-*`).
#[poise::command(slash_command, guild_only)]
async fn withdraw(ctx: Context<'_>, #[min = 1] id: Option<u32>) -> Result<(), Error> {
    act(ctx, id, TournamentAction::Withdraw).await
}

/// `/hex-tournament export`: the TRF file (`cmd-tournament-export-*`).
#[poise::command(slash_command, guild_only)]
async fn export(ctx: Context<'_>, #[min = 1] id: Option<u32>) -> Result<(), Error> {
    act(ctx, id, TournamentAction::Export).await
}
