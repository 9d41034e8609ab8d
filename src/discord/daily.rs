//! The daily puzzle's post: made at most once per server and day. The front end reports the
//! message back to the service; a post the service asks for again after a restart (claimed,
//! never reported) is first looked for among the channel's last messages (its Solve button
//! names the day), and the new message carries a nonce Discord enforces, so a retry within
//! Discord's window is not posted twice either.

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use super::show::show;
use crate::service::{Action, DailyPost, Locale, Outgoing, Service};

/// How many of the channel's last messages are searched for an earlier post.
const LOOK_BACK: u8 = 50;

/// The nonce of a server's post of a day (at most 25 characters, as Discord wants).
fn nonce(out: &Outgoing, daily: DailyPost) -> String {
    // FNV-1a over the server and the day: 16 hex digits.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in out
        .guild
        .0
        .to_le_bytes()
        .into_iter()
        .chain(daily.day.to_le_bytes())
    {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("daily{h:016x}")
}

/// Whether `m` is a post of the bot's with the Solve button `custom_id`.
fn is_post(m: &serenity::Message, custom_id: &str) -> bool {
    m.author.bot
        && m.components.iter().any(|row| {
            row.components.iter().any(|c| match c {
                serenity::ActionRowComponent::Button(b) => matches!(
                    &b.data,
                    serenity::ButtonKind::NonLink { custom_id: id, .. } if id == custom_id
                ),
                _ => false,
            })
        })
}

/// Posts the daily puzzle `out` (unless it is there already) and reports its message.
pub(super) async fn post_daily(
    http: &serenity::Http,
    service: &Service,
    out: &Outgoing,
    daily: DailyPost,
    locale: Locale,
) {
    let channel = serenity::ChannelId::new(out.channel.0.max(1));
    let custom_id = out
        .reply
        .buttons
        .iter()
        .find(|b| b.id.action == Action::PuzzleDaily)
        .map(|b| b.id.to_string());
    let found = match &custom_id {
        Some(id) => match channel
            .messages(http, serenity::GetMessages::new().limit(LOOK_BACK))
            .await
        {
            Ok(messages) => messages.into_iter().find(|m| is_post(m, id)).map(|m| m.id),
            Err(e) => {
                warn!(channel = %out.channel, error = %e, "could not look for the daily puzzle's post");
                None
            }
        },
        None => None,
    };
    let posted = match found {
        Some(id) => Some(id),
        None => {
            let new = show(&out.reply, false, locale)
                .into_message()
                .nonce(serenity::Nonce::String(nonce(out, daily)))
                .enforce_nonce(true);
            match channel.send_message(http, new).await {
                Ok(m) => Some(m.id),
                Err(e) => {
                    warn!(channel = %out.channel, error = %e, "could not post the daily puzzle");
                    None
                }
            }
        }
    };
    if let Some(id) = posted
        && let Err(e) = service.daily_posted(out.guild, daily.day, id.get()).await
    {
        error!(error = %e, "the game service failed");
    }
}
