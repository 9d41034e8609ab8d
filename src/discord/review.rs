//! `/hex-study review game:ID` and the Review button on Discord. A stored review (or a refusal) is the
//! first answer; a review still to compute is acknowledged publicly at once and the "thinking…"
//! placeholder is edited with its progress ("Reviewing… 40 %") until the review replaces it.

use tokio::sync::watch;
use tracing::error;

use super::door::{enter_slash, sorry};
use super::lang::Langs;
use super::respond::Responder;
use super::show::show;
use super::types::{Context, Error};
use crate::service::{Actor, GameId, Key, Message, Reply, Service};

/// Progress is shown in steps of at least this many per cent (a handful of edits per review,
/// well inside Discord's rate limits).
const PROGRESS_STEP: u8 = 10;

/// `/hex-study review`: the computer's review of a finished game (`cmd-review-*`).
#[poise::command(slash_command)]
pub(super) async fn review(ctx: Context<'_>, #[min = 1] game: i64) -> Result<(), Error> {
    let Some(mut slash) = enter_slash(&ctx) else {
        return Ok(());
    };
    let service = &ctx.data().service;
    let (actor, langs) = (&slash.actor, slash.langs);
    answer_review(service, actor, GameId(game), &mut slash.responder, langs).await
}

/// Asks the service for the review of `game` and shows it, with its progress meanwhile; a
/// service error is logged and the user sees an apology.
pub(super) async fn answer_review(
    service: &Service,
    actor: &Actor,
    game: GameId,
    responder: &mut Responder,
    langs: Langs,
) -> Result<(), Error> {
    let (tx, mut rx) = watch::channel(0u8);
    let review = service.review(actor, game, Some(tx));
    tokio::pin!(review);
    let mut shown: Option<u8> = None;
    let result = loop {
        tokio::select! {
            result = &mut review => break result,
            changed = rx.changed() => {
                if changed.is_err() {
                    break (&mut review).await;
                }
                let percent = *rx.borrow_and_update();
                if shown.is_some_and(|s| percent < s.saturating_add(PROGRESS_STEP)) {
                    continue;
                }
                if shown.is_none() {
                    responder.defer(false).await?;
                }
                shown = Some(percent);
                let progress = Reply::public(
                    Message::new(Key::ReviewProgress).arg("percent", i64::from(percent)),
                );
                let text = progress.text(langs.of(&progress));
                responder.progress(&text).await?;
            }
        }
    };
    match result {
        Ok(reply) => {
            responder
                .send(show(&reply, false, langs.of(&reply)))
                .await?;
        }
        Err(e) => {
            error!(error = %e, game = game.0, "the review failed");
            responder.send(sorry(langs.user)).await?;
        }
    }
    Ok(())
}
