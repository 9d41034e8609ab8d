//! Public answers: answers anyone may ask for (the board again, the leaderboard, a profile, a
//! history, a game's export, replay or review) go to the whole channel only when they are the
//! asker's to share. A bystander — not
//! playing in the channel's game — is answered privately; and each user may have only a few
//! public answers per window (the service's clock), past which they are answered privately with
//! a word saying when they may share again.

use super::Core;
use crate::service::error::Res;
use crate::service::ids::Actor;
use crate::service::messages::{Key, Message};
use crate::service::reply::{Reply, Visibility};
use crate::service::slot::Slot;
use std::time::Duration;

/// Whether `actor` only looks on in the channel: a game is open there and they do not play in it.
pub(in crate::service) fn is_bystander(actor: &Actor, slot: &Slot) -> bool {
    slot.current
        .as_ref()
        .is_some_and(|st| !st.is_player(actor.user))
}

impl Core {
    /// A reply to a request made outside the channel's game (leaderboard, profile, history, a
    /// game's export, replay or review), quieted as [`Core::quieted`] says, for a bystander of
    /// the channel's game.
    pub(in crate::service) async fn quieted_here(
        &self,
        actor: &Actor,
        reply: Res<Reply>,
    ) -> Res<Reply> {
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
    pub(in crate::service) fn quieted(
        &self,
        actor: &Actor,
        mut reply: Reply,
        bystander: bool,
    ) -> Reply {
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
            .public_log
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
