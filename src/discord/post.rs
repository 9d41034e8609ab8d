//! Posting on the bot's own initiative: a reply as a new message in a channel, not as the
//! answer to an interaction (a challenge made in its new thread, the computer's move, a timer
//! that fired, a challenge that expired), in the server's language. [`forward`] carries the
//! service's announcements to [`post`] until the bot stops.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::boards::{Made, make_board_thread};
use super::lang::GuildLocales;
use super::outside::Answerable;
use super::show::show;
use super::threads::close_if_done;
use crate::service::{Announcements, ChannelId, Locale, Outgoing, Reply, Service};

/// Posts what the service says on its own (the computer moved, a timer fired, a challenge
/// expired) as new messages in the game's channel, in the server's language, until `stop` turns
/// true; then it posts what is already queued and returns.
pub(super) async fn forward(
    http: Arc<serenity::Http>,
    service: Service,
    mut announcements: Announcements,
    mut stop: tokio::sync::watch::Receiver<bool>,
    locales: GuildLocales,
    answerable: Answerable,
) {
    loop {
        tokio::select! {
            biased;
            next = announcements.recv() => match next {
                Some(out) => {
                    let locale = locales.get(out.guild.0);
                    deliver(&http, &service, &answerable, &out, locale).await;
                }
                None => return,
            },
            _ = stop.changed() => {
                while let Ok(out) = announcements.try_recv() {
                    let locale = locales.get(out.guild.0);
                    deliver(&http, &service, &answerable, &out, locale).await;
                }
                return;
            }
        }
    }
}

/// Posts an announcement: in its channel, or as a direct message. A direct message that cannot
/// be delivered (the user closed them, or left) is replaced once by its public stand-in (a
/// mention in the game's channel), and logged; nothing retries. A tournament game's thread is
/// made first (see [`make_board_thread`]); an announcement to edit is edited in place.
async fn deliver(
    http: &serenity::Http,
    service: &Service,
    answerable: &Answerable,
    out: &Outgoing,
    locale: Locale,
) {
    if out.guild.0 == 0 {
        // Outside servers: only through an interaction.
        super::outside::deliver(http, answerable, out).await;
        return;
    }
    if let Some(ask) = &out.thread {
        match make_board_thread(http, service, out, ask).await {
            Made::Game { thread, reply } => {
                let posted = post(http, thread, &reply, locale).await;
                remember_board(service, thread, &reply, posted).await;
            }
            Made::Waiting(reply) => {
                post(http, out.channel, &reply, locale).await;
            }
            Made::Nothing => {}
        }
        return;
    }
    if let Some(daily) = out.daily {
        super::daily::post_daily(http, service, out, daily, locale).await;
        return;
    }
    if let Some(message) = out.edit {
        edit(http, out.channel, message, &out.reply, locale).await;
        return;
    }
    let Some(direct) = &out.direct else {
        let posted = post(http, out.channel, &out.reply, locale).await;
        remember_board(service, out.channel, &out.reply, posted).await;
        return;
    };
    let sent = async {
        let dm = serenity::UserId::new(direct.user.0)
            .create_dm_channel(http)
            .await?;
        dm.id
            .send_message(http, show(&out.reply, false, locale).into_message())
            .await
    };
    if let Err(e) = sent.await {
        warn!(user = %direct.user, error = %e, "no direct message: mentioned in the game's channel instead");
        post(http, out.channel, &direct.fallback, locale).await;
    }
}

/// Edits the bot's `message` in `channel` into `reply` (its text and buttons, and its files
/// when it has any: they replace the old ones, so the picture stays; failures are logged: the
/// message may have been deleted).
async fn edit(
    http: &serenity::Http,
    channel: ChannelId,
    message: u64,
    reply: &Reply,
    locale: Locale,
) {
    let shown = show(reply, false, locale);
    let mut edit = serenity::EditMessage::new()
        .allowed_mentions(shown.allowed_mentions())
        .embeds(shown.embed.into_iter().collect())
        .components(shown.components);
    for file in shown.files {
        edit = edit.new_attachment(file);
    }
    if let Some(content) = shown.content {
        edit = edit.content(content);
    }
    if let Err(e) = serenity::ChannelId::new(channel.0.max(1))
        .edit_message(http, serenity::MessageId::new(message.max(1)), edit)
        .await
    {
        warn!(channel = %channel, message, error = %e, "could not edit an announcement");
    }
}

/// Posts `reply` as a new message in `channel`, in `locale` (failures are logged); the posted
/// message's id.
pub(super) async fn post(
    http: &serenity::Http,
    channel: ChannelId,
    reply: &Reply,
    locale: Locale,
) -> Option<u64> {
    if channel.0 == 0 {
        return None;
    }
    let message = show(reply, false, locale).into_message();
    let posted = match serenity::ChannelId::new(channel.0)
        .send_message(http, message)
        .await
    {
        Ok(posted) => Some(posted.id.get()),
        Err(e) => {
            warn!(channel = %channel, error = %e, "could not post a message");
            None
        }
    };
    close_if_done(http, channel, reply).await;
    posted
}

/// Whether `reply` is a game's public board: where it is shown is told to the service (a move
/// made on the web edits that message; `/hex games` links to it).
pub(super) fn has_web_board(reply: &Reply) -> bool {
    !reply.is_private() && reply.board.is_some() && reply.game.is_some()
}

/// Tells the service that `posted` in `channel` shows `reply`'s board, when it is a board with
/// a page on the web.
pub(super) async fn remember_board(
    service: &Service,
    channel: ChannelId,
    reply: &Reply,
    posted: Option<u64>,
) {
    if let (true, Some(game), Some(message)) = (has_web_board(reply), reply.game, posted) {
        service.board_shown(game, channel, message).await;
    }
}
