//! Public noise: answers anyone may ask for (the board again, the leaderboard, a profile, a
//! history) go to the whole channel only when they are the asker's to share. A bystander — not
//! playing in the channel's game — is answered privately; and each user may have only a few
//! public answers per window (the service's clock), past which they are answered privately with
//! a word saying when they may share again.

use super::error::Res;
use super::ids::{Actor, GuildId, Timestamp, UserId};
use super::limits::PublicAnswers;
use super::messages::{Key, Message};
use super::registry::{Inner, Slot};
use super::reply::{Reply, Visibility};
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex as StdMutex;
use std::time::Duration;

/// Beyond this many users remembered, the ones with no public answer in the window are
/// forgotten (so the map stays as small as the users active in one window).
const REMEMBERED: usize = 1024;

/// The public answers each user had lately.
#[derive(Default)]
pub(super) struct Shouts {
    // A std Mutex: a lookup and a push under it, never held across an await.
    recent: StdMutex<HashMap<(GuildId, UserId), VecDeque<Timestamp>>>,
}

impl Shouts {
    /// Counts a public answer for `who` at `now` if the limit allows one; else how long until
    /// it does.
    fn take(
        &self,
        who: (GuildId, UserId),
        now: Timestamp,
        limit: PublicAnswers,
    ) -> Result<(), Duration> {
        let mut recent = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        let fresh = |t: &Timestamp| now.since(*t) < limit.window;
        if recent.len() > REMEMBERED {
            recent.retain(|_, times| times.back().is_some_and(fresh));
        }
        let times = recent.entry(who).or_default();
        while times.front().is_some_and(|t| !fresh(t)) {
            times.pop_front();
        }
        if times.len() >= limit.per_window as usize {
            let oldest = times.front().copied().unwrap_or(now);
            return Err(limit.window.saturating_sub(now.since(oldest)));
        }
        times.push_back(now);
        Ok(())
    }
}

/// Whether `actor` only looks on in the channel: a game is open there and they do not play in it.
pub(super) fn is_bystander(actor: &Actor, slot: &Slot) -> bool {
    slot.current
        .as_ref()
        .is_some_and(|st| !st.is_player(actor.user))
}

impl Inner {
    /// A reply to a request made outside any game (leaderboard, profile, history), quieted as
    /// [`Inner::quieted`] says, for a bystander of the channel's game.
    pub(super) async fn quieted_here(&self, actor: &Actor, reply: Res<Reply>) -> Res<Reply> {
        let reply = reply?;
        if reply.is_private() {
            return Ok(reply);
        }
        let key = (actor.guild, actor.channel);
        let slot = self.slot(key);
        let mut slot = slot.lock().await;
        self.ensure_loaded(key, &mut slot).await?;
        let bystander = is_bystander(actor, &slot);
        drop(slot);
        Ok(self.quieted(actor, reply, bystander))
    }

    /// The answer to a request anyone may make, as it may be shown: privately to a bystander
    /// (without the game's buttons, which are the players'), privately with a word on the limit
    /// past the public answers allowed, else as it is.
    pub(super) fn quieted(&self, actor: &Actor, mut reply: Reply, bystander: bool) -> Reply {
        if reply.is_private() {
            return reply;
        }
        if bystander {
            reply.visibility = Visibility::Private;
            reply.buttons.clear();
            reply.lines.push(Message::new(Key::ShownToBystander));
            return reply;
        }
        let limit = self.config.public_answers;
        if let Err(wait) = self
            .shouts
            .take((actor.guild, actor.user), self.now(), limit)
        {
            reply.visibility = Visibility::Private;
            // Whole seconds, rounded up (never "0 s").
            let secs =
                |d: Duration| i64::try_from(d.as_millis().div_ceil(1000).max(1)).unwrap_or(0);
            reply.lines.push(
                Message::new(Key::PublicAnswersLimited)
                    .arg("count", i64::from(limit.per_window))
                    .arg("window", secs(limit.window))
                    .arg("wait", secs(wait)),
            );
        }
        reply
    }
}
