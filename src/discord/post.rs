//! Posting on the bot's own initiative: a reply as a new message in a channel, not as the
//! answer to an interaction (a challenge made in its new thread, the computer's move, a timer
//! that fired, a challenge that expired), in the server's language. [`forward`] carries the
//! service's announcements to [`post`] until the bot stops.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::lang::GuildLocales;
use super::show::show;
use super::threads::close_if_done;
use crate::service::{Announcements, ChannelId, Locale, Reply};

/// Posts what the service says on its own (the computer moved, a timer fired, a challenge
/// expired) as new messages in the game's channel, in the server's language, until `stop` turns
/// true; then it posts what is already queued and returns.
pub(super) async fn forward(
    http: Arc<serenity::Http>,
    mut announcements: Announcements,
    mut stop: tokio::sync::watch::Receiver<bool>,
    locales: GuildLocales,
) {
    loop {
        tokio::select! {
            biased;
            next = announcements.recv() => match next {
                Some(out) => {
                    let locale = locales.get(out.guild.0);
                    post(&http, out.channel, &out.reply, locale).await;
                }
                None => return,
            },
            _ = stop.changed() => {
                while let Ok(out) = announcements.try_recv() {
                    let locale = locales.get(out.guild.0);
                    post(&http, out.channel, &out.reply, locale).await;
                }
                return;
            }
        }
    }
}

/// Posts `reply` as a new message in `channel`, in `locale` (failures are logged).
pub(super) async fn post(http: &serenity::Http, channel: ChannelId, reply: &Reply, locale: Locale) {
    if channel.0 == 0 {
        return;
    }
    let shown = show(reply, false, locale);
    let mut message = serenity::CreateMessage::new()
        .embeds(shown.embed.into_iter().collect())
        .components(shown.components)
        .add_files(shown.files);
    if let Some(content) = shown.content {
        message = message.content(content);
    }
    if let Err(e) = serenity::ChannelId::new(channel.0)
        .send_message(http, message)
        .await
    {
        warn!(channel = %channel, error = %e, "could not post a message");
    }
    close_if_done(http, channel, reply).await;
}
