//! Vacations (`/hex vacation`): while a member is on vacation in a server, the day clocks of
//! their games there stand still, both sides' (the opponent is not pressed either). The
//! allowance is counted per calendar year in whole days started (30 unless the server lowers
//! it); a vacation ends by itself when it runs out. Live games (30/60 s) are never paused.
//!
//! Whether a game's clock stands still is derived from the stored vacations whenever they change
//! (and after a restart): [`Inner::settle_clock`] makes the stored clock agree.

use super::calendar::{days_started, year_start};
use super::command::VacationAction;
use super::error::{Res, refuse};
use super::ids::{Actor, GuildId, Timestamp, UserId};
use super::inner::Inner;
use super::messages::{Arg, Key, Message, count};
use super::reply::Reply;
use super::slot::{ChannelKey, Slot};
use crate::store::{MAX_VACATION_DAYS, Vacation};
use std::sync::Arc;
use std::time::Duration;

const DAY: Duration = Duration::from_secs(86_400);

impl Inner {
    /// `/hex vacation` (status, start, end), for the actor in this server.
    pub(super) async fn vacation(
        self: &Arc<Self>,
        actor: &Actor,
        action: VacationAction,
    ) -> Res<Reply> {
        let (guild, user) = (actor.guild, actor.user);
        let now = self.now();
        let open = self
            .db
            .store()
            .open_vacation(guild, user)
            .await?
            .filter(|v| v.until > now);
        let left = self.vacation_days_left(guild, user).await?;
        let days_left = |n: u32| count(i64::from(n), Key::Days);
        match (action, open) {
            (VacationAction::Status, Some(v)) => Ok(Reply::private(
                Message::new(Key::VacationOn)
                    .arg("until", Arg::Time(v.until))
                    .arg("left", days_left(left)),
            )),
            (VacationAction::Status, None) => Ok(Reply::private(
                Message::new(Key::VacationOff).arg("left", days_left(left)),
            )),
            (VacationAction::Start, Some(v)) => {
                refuse(Message::new(Key::VacationAlready).arg("until", Arg::Time(v.until)))
            }
            (VacationAction::Start, None) if left == 0 => refuse(Key::VacationNoneLeft),
            (VacationAction::Start, None) => {
                let until = now.plus(DAY * left);
                let vacation = Vacation {
                    guild,
                    user,
                    started_at: now,
                    until,
                    ended_at: None,
                };
                // A vacation that ended by itself but was not closed yet is closed first.
                self.db.store().end_vacation(guild, user, now).await?;
                self.db.store().start_vacation(&vacation).await?;
                self.settle_games_of(guild, user).await;
                self.vacations_changed.notify_one();
                Ok(Reply::private(
                    Message::new(Key::VacationStarted)
                        .arg("until", Arg::Time(until))
                        .arg("left", days_left(left)),
                ))
            }
            (VacationAction::End, None) => refuse(Key::VacationNotOn),
            (VacationAction::End, Some(_)) => {
                self.db.store().end_vacation(guild, user, now).await?;
                self.settle_games_of(guild, user).await;
                self.vacations_changed.notify_one();
                let left = self.vacation_days_left(guild, user).await?;
                Ok(Reply::private(
                    Message::new(Key::VacationEnded).arg("left", days_left(left)),
                ))
            }
        }
    }

    /// The days of vacation `user` has left this calendar year in `guild`: its allowance less
    /// the whole days started of this year's vacations (one still on counts up to now).
    async fn vacation_days_left(&self, guild: GuildId, user: UserId) -> Res<u32> {
        let now = self.now();
        let store = self.db.store();
        let allowance = store
            .guild_settings(guild)
            .await?
            .map_or(MAX_VACATION_DAYS, |s| {
                s.vacation_days.min(MAX_VACATION_DAYS)
            });
        let used: u32 = store
            .vacations_since(guild, user, year_start(now))
            .await?
            .iter()
            .map(|v| {
                let end = if v.end() < now { v.end() } else { now };
                days_started(end.0 - v.started_at.0)
            })
            .sum();
        Ok(allowance.saturating_sub(used))
    }

    /// Makes the clocks of `user`'s active games in `guild` agree with the vacations (failures
    /// are logged; the game's clock is settled again when its channel is next used).
    async fn settle_games_of(self: &Arc<Self>, guild: GuildId, user: UserId) {
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
    pub(super) async fn settle_clock(
        self: &Arc<Self>,
        key: ChannelKey,
        slot: &mut Slot,
    ) -> Res<()> {
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

    /// Ends the vacations of this process's servers as their allowance runs out, until
    /// shutdown: sleeps until the next one's end (or until one starts or ends).
    pub(super) fn watch_vacations(self: &Arc<Self>) {
        self.watch(
            "vacations",
            |inner| &inner.vacations_changed,
            |inner| async move { inner.end_due_vacations().await },
        );
    }

    /// Ends the vacations whose allowance ran out (telling nobody but the clocks); returns when
    /// the next one runs out.
    async fn end_due_vacations(self: &Arc<Self>) -> Res<Option<Timestamp>> {
        let now = self.now();
        let open = self.db.store().open_vacations(self.config.scope).await?;
        let mut next = None;
        for v in open {
            if v.until <= now {
                self.db.store().end_vacation(v.guild, v.user, now).await?;
                self.settle_games_of(v.guild, v.user).await;
            } else if next.is_none_or(|n| v.until < n) {
                next = Some(v.until);
            }
        }
        Ok(next)
    }
}
