//! Outside servers where hexbot is installed (a DM, a group DM, a server only the player
//! installed it in) the bot cannot post: it can only answer interactions. What the service
//! announces there on its own — a challenge that expired, a player out of time on a live
//! timer, the computer's move after the player stopped waiting for it — goes as a follow-up of
//! the latest interaction in that channel, in its language, while Discord keeps that
//! interaction's token ([`TOKEN_LIFE`]). Later than that it is dropped (and logged): the next
//! command there finds the game as it stands.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::Builder;
use tracing::warn;

use super::respond::followup;
use super::show::show;
use crate::service::{Locale, Outgoing};

/// How long an interaction's token is used for: Discord keeps it 15 minutes; a minute is left
/// for the follow-up on its way.
const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

/// At most this many channels are remembered (the oldest is forgotten first): one client
/// cannot grow the map without bound.
const CHANNELS_KEPT: usize = 10_000;

/// The latest interaction in each channel outside servers: its token, the language of the one
/// who made it, and when.
#[derive(Clone, Default)]
pub(crate) struct Answerable(Arc<Mutex<HashMap<u64, Latest>>>);

#[derive(Clone)]
struct Latest {
    token: String,
    locale: Locale,
    at: Instant,
}

impl Answerable {
    /// Remembers an interaction in `channel` (outside servers) at `at`.
    pub(crate) fn remember(&self, channel: u64, token: &str, locale: Locale, at: Instant) {
        let Ok(mut map) = self.0.lock() else {
            return;
        };
        map.retain(|_, latest| at.saturating_duration_since(latest.at) < TOKEN_LIFE);
        if map.len() >= CHANNELS_KEPT && !map.contains_key(&channel) {
            let oldest = map.iter().min_by_key(|(_, l)| l.at).map(|(c, _)| *c);
            if let Some(oldest) = oldest {
                map.remove(&oldest);
            }
        }
        let latest = Latest {
            token: token.to_owned(),
            locale,
            at,
        };
        map.insert(channel, latest);
    }

    /// The token and language of the latest interaction in `channel`, if Discord still keeps
    /// it at `now`.
    fn latest(&self, channel: u64, now: Instant) -> Option<(String, Locale)> {
        let map = self.0.lock().ok()?;
        map.get(&channel)
            .filter(|l| now.saturating_duration_since(l.at) < TOKEN_LIFE)
            .map(|l| (l.token.clone(), l.locale))
    }
}

/// Shows an announcement outside servers as a follow-up of the channel's latest interaction
/// (a direct message as its public stand-in; edits of earlier messages are left out: nothing
/// outside servers asks for them).
pub(super) async fn deliver(http: &serenity::Http, answerable: &Answerable, out: &Outgoing) {
    let Some((token, locale)) = answerable.latest(out.channel.0, Instant::now()) else {
        warn!(channel = %out.channel, "outside servers, no interaction to answer through: an announcement was dropped");
        return;
    };
    if out.edit.is_some() {
        return;
    }
    let reply = out.direct.as_ref().map_or(&out.reply, |d| &d.fallback);
    let shown = show(reply, false, locale);
    if let Err(e) = followup(&shown).execute(http, (None, &token)).await {
        warn!(channel = %out.channel, error = %e, "could not follow an interaction up outside servers");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_used_while_discord_keeps_it_and_the_map_stays_bounded() {
        let answerable = Answerable::default();
        let start = Instant::now();
        answerable.remember(7, "a", Locale::De, start);
        answerable.remember(7, "b", Locale::De, start + Duration::from_secs(60));
        assert_eq!(
            answerable.latest(7, start + Duration::from_secs(120)),
            Some(("b".to_owned(), Locale::De))
        );
        assert_eq!(answerable.latest(8, start), None);
        let late = start + Duration::from_secs(60) + TOKEN_LIFE;
        assert_eq!(answerable.latest(7, late), None);
        for channel in 0..CHANNELS_KEPT as u64 + 5 {
            answerable.remember(1000 + channel, "t", Locale::EnUs, start);
        }
        assert_eq!(answerable.0.lock().unwrap().len(), CHANNELS_KEPT);
    }
}
