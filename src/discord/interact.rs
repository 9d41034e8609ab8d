//! Answering: a slash command or a button is decided by the service first, then acknowledged
//! with the right visibility (a refusal private from the start, one board per turn against the
//! computer); the event handler that routes button clicks and modal submits by custom id; and
//! the error handler.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use super::door::{actor_of, enter_slash, installed_here, langs_of, remember_outside, sorry};
use super::lang::Langs;
use super::respond::Responder;
use super::review::answer_review;
use super::show::{CELL_INPUT, move_modal, moves_modal, plan_modal, show};
use super::threads::close_if_done;
use super::types::{Context, Data, Error};
use crate::service::{
    Action, Actor, ButtonId, Command, Handled, Key, Locale, Message, Reply, Service, ServiceError,
    text,
};

/// How long a slash command waits for the service's decision before acknowledging anyway:
/// Discord wants an answer within 3 seconds. The decision (checks, storing the move, drawing
/// the board) normally takes milliseconds, so a refusal is private from its first moment.
const DECIDE_WITHIN: Duration = Duration::from_secs(2);

/// How long the "thinking…" of a move waits for the computer's answer, to show both moves in
/// one message. Well inside the 15 minutes Discord keeps a deferred reply open, and far above
/// the levels' own limits (Hard thinks at most 2 s) even with a few searches queued; later, the
/// player's move is shown alone and the computer's answer is posted as a new message.
const COMPUTER_ANSWER_WAIT: Duration = Duration::from_secs(60);

/// A slash command: decide first, then answer. A refusal is private from the start (no public
/// "thinking…" placeholder is shown and deleted); an accepted command is answered at once, or,
/// when the computer answers it, with a public "thinking…" replaced by one message showing both
/// moves. If the decision itself is slow, the bot acknowledges publicly after [`DECIDE_WITHIN`]
/// so Discord's 3 seconds are kept.
pub(super) async fn handle_command(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let Some(mut slash) = enter_slash(&ctx) else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(
        service,
        &slash.actor,
        command,
        &mut slash.responder,
        false,
        slash.langs,
    )
    .await
}

/// Asks the service and shows the reply; a service error is logged and the user sees an apology.
/// The decision comes first, so the first answer already has the right visibility; only when
/// the decision takes longer than [`DECIDE_WITHIN`] is the interaction acknowledged before it
/// (publicly unless the command always answers privately, or as an update of the clicked
/// message).
pub(super) async fn answer(
    service: &Service,
    actor: &Actor,
    command: Command,
    responder: &mut Responder,
    update: bool,
    langs: Langs,
) -> Result<(), Error> {
    let slow = command.may_be_slow();
    let private = command.answers_privately();
    let decided = service.handle_answered(actor, command);
    tokio::pin!(decided);
    let handled = if slow {
        tokio::select! {
            handled = &mut decided => handled,
            () = tokio::time::sleep(DECIDE_WITHIN) => {
                if update {
                    responder.defer_update().await?;
                } else {
                    responder.defer(private).await?;
                }
                decided.await
            }
        }
    } else {
        decided.await
    };
    deliver(service, handled, actor, responder, update, langs).await
}

/// Shows what the service decided: the reply, with the computer's answer in the same message
/// when it comes within [`COMPUTER_ANSWER_WAIT`] (meanwhile Discord shows the bot thinking).
async fn deliver(
    service: &Service,
    handled: Result<Handled, ServiceError>,
    actor: &Actor,
    responder: &mut Responder,
    update: bool,
    langs: Langs,
) -> Result<(), Error> {
    let reply = match handled {
        Ok(Handled {
            reply,
            answer: Some(answer),
        }) => {
            if update {
                responder.defer_update().await?;
            } else {
                responder.defer(false).await?;
            }
            match answer.wait(tokio::time::sleep(COMPUTER_ANSWER_WAIT)).await {
                Some(next) => reply.then(next),
                None => reply,
            }
        }
        Ok(Handled {
            reply,
            answer: None,
        }) => reply,
        Err(e) => {
            error!(error = %e, channel = %actor.channel, "the game service failed");
            responder.send(sorry(langs.user)).await?;
            return Ok(());
        }
    };
    let shown_in = responder
        .send(show(&reply, update, langs.of(&reply)))
        .await?;
    if super::post::has_web_board(&reply) {
        let message = match shown_in {
            Some(id) => Some(id),
            None => responder.original_id().await.ok(),
        };
        if let (Some(game), Some(message)) = (reply.game, message) {
            service.board_shown(game, actor.channel, message).await;
        }
    }
    close_if_done(responder.http(), actor.channel, &reply).await;
    Ok(())
}

/// Whether the answer to a button should replace the clicked message (the board moves on in
/// place) rather than post a new one.
fn updates_in_place(action: Action) -> bool {
    matches!(
        action,
        Action::Accept
            | Action::Decline
            | Action::Withdraw
            | Action::Move
            | Action::Swap
            | Action::Claim
            | Action::Join
            | Action::Leave
            | Action::PuzzleMove
            | Action::PuzzleHint
            | Action::PuzzleHintConfirm
            | Action::PuzzleGiveUp
            | Action::AnalysisStart
            | Action::AnalysisBack
            | Action::AnalysisForward
            | Action::AnalysisEnd
            | Action::AnalysisSibling
            | Action::AnalysisPlay
            | Action::AnalysisEngine
            | Action::AnalysisDelete
    )
}

/// Every gateway event: buttons and modals are routed here by custom id (poise handles the
/// slash commands and autocomplete itself). Nothing lives in memory between the click and its
/// handling, so buttons keep working after a restart.
pub(crate) async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let data = framework.user_data;
    let interaction = match event {
        serenity::FullEvent::InteractionCreate { interaction } => interaction,
        serenity::FullEvent::GuildCreate { guild, .. } => {
            data.guild_locales
                .remember(guild.id.get(), &guild.preferred_locale);
            return Ok(());
        }
        serenity::FullEvent::GuildUpdate { new_data, .. } => {
            data.guild_locales
                .remember(new_data.id.get(), &new_data.preferred_locale);
            return Ok(());
        }
        _ => return Ok(()),
    };
    let press = match interaction {
        serenity::Interaction::Component(click) => Press {
            id: click.id,
            token: &click.token,
            message: Some(click.message.id.get()),
            actor: actor_of(
                installed_here(click.guild_id, &click.authorizing_integration_owners),
                click.channel_id,
                &click.user,
                click.member.as_ref(),
            ),
            custom_id: &click.data.custom_id,
            submitted: None,
            langs: langs_of(
                data,
                click.guild_id,
                &click.locale,
                click.guild_locale.as_deref(),
            ),
        },
        serenity::Interaction::Modal(submit) => Press {
            id: submit.id,
            token: &submit.token,
            message: submit.message.as_ref().map(|m| m.id.get()),
            actor: actor_of(
                modal_place(submit),
                submit.channel_id,
                &submit.user,
                submit.member.as_ref(),
            ),
            custom_id: &submit.data.custom_id,
            langs: langs_of(
                data,
                submit.guild_id,
                &submit.locale,
                submit.guild_locale.as_deref(),
            ),
            submitted: Some(Submitted {
                cell: modal_cell(submit),
                from_message: submit.message.is_some(),
            }),
        },
        _ => return Ok(()),
    };
    remember_outside(data, &press.actor, press.token, press.langs);
    on_press(data, framework.serenity_context.http.clone(), press).await
}

/// A button click or a modal submit: both carry one of our custom ids.
struct Press<'a> {
    id: serenity::InteractionId,
    token: &'a str,
    /// The message whose button was pressed (or whose Move button opened the modal).
    message: Option<u64>,
    actor: Actor,
    custom_id: &'a str,
    /// `None` for a click.
    submitted: Option<Submitted>,
    langs: Langs,
}

/// What a submitted Move modal carries.
struct Submitted {
    /// The text typed as the cell.
    cell: Option<String>,
    /// Whether the modal was opened from a message (the board then moves on in place).
    from_message: bool,
}

/// The cell typed in a submitted Move modal.
/// The server of a modal submit when the bot is installed in it (see [`installed_here`]):
/// serenity 0.12 does not read a modal's installations, so they are taken from the interaction
/// that made the message the modal came from; without one, its server stands.
fn modal_place(submit: &serenity::ModalInteraction) -> Option<serenity::GuildId> {
    use serenity::MessageInteractionMetadata as Made;
    let made = submit
        .message
        .as_ref()
        .and_then(|m| m.interaction_metadata.as_deref());
    let owners = match made {
        Some(Made::Command(m)) => &m.authorizing_integration_owners,
        Some(Made::Component(m)) => &m.authorizing_integration_owners,
        Some(Made::ModalSubmit(m)) => &m.authorizing_integration_owners,
        _ => return submit.guild_id,
    };
    installed_here(submit.guild_id, owners)
}

fn modal_cell(submit: &serenity::ModalInteraction) -> Option<String> {
    submit
        .data
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .find_map(|c| match c {
            serenity::ActionRowComponent::InputText(input) if input.custom_id == CELL_INPUT => {
                input.value.clone()
            }
            _ => None,
        })
}

/// Answers a click or submit: an unknown id is refused privately; the Move button opens the
/// modal (once the service has checked that it is still the presser's turn at that position);
/// anything else is handed to the service, and its decision is the first answer.
async fn on_press(data: &Data, http: Arc<serenity::Http>, press: Press<'_>) -> Result<(), Error> {
    if press.custom_id.starts_with(super::show::FORM_PREFIX) {
        return Ok(()); // collected where the form was opened
    }
    let Some(_pass) = data.gate.enter() else {
        return Ok(());
    };
    let mut responder = Responder::new(http, press.id, press.token).clicked(press.message);
    let Ok(id) = press.custom_id.parse::<ButtonId>() else {
        // Not one of ours: let the service phrase the refusal.
        let reply = Reply::private(Message::new(Key::UnknownButton));
        responder
            .send(show(&reply, false, press.langs.user))
            .await?;
        return Ok(());
    };
    let (input, update) = match press.submitted {
        // A form's answer moves the board on in place only for the buttons that do (a plan's
        // answer is private, beside the board).
        Some(submitted) => (
            submitted.cell,
            submitted.from_message && updates_in_place(id.action),
        ),
        None if id.action == Action::Move => {
            // A stale button, a finished game or someone else's turn is refused at the click,
            // before a cell is asked for.
            match data.service.check_press(&press.actor, id).await {
                Ok(None) => {
                    responder
                        .modal(move_modal(press.custom_id, press.langs.user))
                        .await?;
                }
                Ok(Some(refusal)) => {
                    responder
                        .send(show(&refusal, false, press.langs.user))
                        .await?;
                }
                Err(e) => {
                    error!(error = %e, "the game service failed");
                    responder.send(sorry(press.langs.user)).await?;
                }
            }
            return Ok(());
        }
        // A puzzle's stone or an analysis board's moves: the modal at once (the service checks
        // the press with the text).
        None if matches!(
            id.action,
            Action::PuzzleMove | Action::AnalysisPlay | Action::Plan
        ) =>
        {
            let modal = if id.action == Action::Plan {
                plan_modal(press.custom_id, press.langs.user)
            } else if id.action == Action::AnalysisPlay {
                moves_modal(press.custom_id, press.langs.user)
            } else {
                move_modal(press.custom_id, press.langs.user)
            };
            responder.modal(modal).await?;
            return Ok(());
        }
        None => (None, updates_in_place(id.action)),
    };
    if id.action == Action::Review {
        let (service, actor) = (&data.service, &press.actor);
        return answer_review(service, actor, id.game, &mut responder, press.langs).await;
    }
    let command = Command::Button { id, input };
    answer(
        &data.service,
        &press.actor,
        command,
        &mut responder,
        update,
        press.langs,
    )
    .await
}

/// Logs framework errors; the user sees a short apology (never details).
pub(crate) async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content(sorry_text(ctx))
                        .ephemeral(true),
                )
                .await;
        }
        poise::FrameworkError::EventHandler { error, .. } => {
            error!(error = %error, "interaction handler failed");
        }
        other => {
            warn!(error = %other, "framework error");
            if let Some(ctx) = other.ctx() {
                let _ = ctx
                    .send(
                        poise::CreateReply::default()
                            .content(sorry_text(ctx))
                            .ephemeral(true),
                    )
                    .await;
            }
        }
    }
}

/// What users see when something broke on our side, in their language.
fn sorry_text(ctx: Context<'_>) -> String {
    text(Locale::negotiate(ctx.locale().unwrap_or("")), "sorry", &[])
}
