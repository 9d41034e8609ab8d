//! A day clock settled against the vacations: while a player of a game is on vacation its day
//! clock stands still, and it runs again (with the time its player had left) when nobody is.
//! Whether it stands still is derived from the stored vacations whenever they change (the
//! vacations wing asks here) and after a restart.

use super::Core;
use crate::service::error::Res;
use crate::service::ids::{GuildId, UserId};
use crate::service::slot::{ChannelKey, Slot};
use std::sync::Arc;

impl Core {
    /// Makes the clocks of `user`'s active games in `guild` agree with the vacations (failures
    /// are logged; the game's clock is settled again when its channel is next used).
    pub(in crate::service) async fn settle_games_of(
        self: &Arc<Self>,
        guild: GuildId,
        user: UserId,
    ) {
        let games = match self.db.store().unfinished_games_of(user, 1000).await {
            Ok(games) => games,
            Err(e) => {
                tracing::error!(%user, "vacation: the games could not be read: {e}");
                return;
            }
        };
        for stored in games.into_iter().flatten() {
            if stored.record.guild != guild || stored.record.turn_timer.is_none() {
                continue;
            }
            let key = (guild, stored.record.place());
            let slot = self.slot(key);
            let mut slot = slot.lock().await;
            if let Err(e) = self.settle_clock(key, &mut slot).await {
                tracing::error!(game = %stored.record.id, "vacation: the clock was not settled: {e:?}");
            }
        }
    }

    /// Stops the slot's day clock while a player of its game is on vacation, and starts it again
    /// (with the time its player had left) when nobody is; then re-arms the channel's timer.
    async fn settle_clock(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) -> Res<()> {
        self.ensure_loaded(key, slot).await?;
        let Some(st) = slot.current.as_ref().filter(|s| s.on_day_clock()) else {
            return Ok(());
        };
        let now = self.now();
        let away = self.away_in(st).await?.is_some();
        let (deadline, clock_left) = match (away, st.record.deadline, st.record.clock_left) {
            (true, Some(deadline), None) => (None, Some(deadline.since(now))),
            (false, _, Some(left)) => (Some(now.plus(left)), None),
            _ => return Ok(()),
        };
        self.db
            .store()
            .set_clock(st.id(), deadline, clock_left)
            .await?;
        if let Some(st) = slot.current.as_mut() {
            st.record.deadline = deadline;
            st.record.clock_left = clock_left;
        }
        self.arm(key, slot);
        Ok(())
    }
}
