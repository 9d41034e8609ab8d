//! Vacations (`/hex vacation`): while a member is on vacation in a server, the day clocks of
//! their games there stand still, both sides' (the opponent is not pressed either). The
//! allowance is counted per calendar year in whole days started (30 unless the server lowers
//! it); a vacation ends by itself when it runs out. Live games (30/60 s) are never paused.
//!
//! Whether a game's clock stands still is derived from the stored vacations whenever they change
//! (and after a restart): the game core's `settle_clock` makes the stored clock agree.

use super::calendar::{days_started, year_start};
use super::command::VacationAction;
use super::core::handle::Games;
use super::error::{Res, refuse};
use super::ids::{Actor, GuildId, SharedClock, Timestamp, UserId};
use super::messages::{Arg, Key, Message, count};
use super::parts::Parts;
use super::persist::Db;
use super::reply::Reply;
use super::watch::watch;
use crate::shards::Scope;
use crate::store::{MAX_VACATION_DAYS, Vacation};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Notify, watch};

const DAY: Duration = Duration::from_secs(86_400);

/// The vacations wing: members' vacations in a server, during which their games' day clocks
/// stand still (the game core settles the clocks when a vacation starts or ends).
pub(super) struct Vacations {
    db: Db,
    clock: SharedClock,
    /// The servers whose vacations this process ends as they run out.
    scope: Scope,
    /// The game core, whose day clocks stand still or run again.
    games: Games,
    /// Wakes the watch over vacations when one starts or ends.
    changed: Arc<Notify>,
    shutdown: watch::Receiver<bool>,
}

impl Vacations {
    /// The wing of a service opening with `parts`, the clocks of `games` settled by it.
    pub(super) fn new(parts: &Parts, games: Games) -> Self {
        Self {
            db: parts.db.clone(),
            clock: parts.clock.clone(),
            scope: parts.config.scope,
            games,
            changed: Arc::new(Notify::new()),
            shutdown: parts.shutdown.clone(),
        }
    }

    /// `/hex vacation` (status, start, end), for the actor in this server.
    pub(super) async fn vacation(&self, actor: &Actor, action: VacationAction) -> Res<Reply> {
        let (guild, user) = (actor.guild, actor.user);
        let now = self.clock.now();
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
                self.games.settle_clocks_of(guild, user).await;
                self.changed.notify_one();
                Ok(Reply::private(
                    Message::new(Key::VacationStarted)
                        .arg("until", Arg::Time(until))
                        .arg("left", days_left(left)),
                ))
            }
            (VacationAction::End, None) => refuse(Key::VacationNotOn),
            (VacationAction::End, Some(_)) => {
                self.db.store().end_vacation(guild, user, now).await?;
                self.games.settle_clocks_of(guild, user).await;
                self.changed.notify_one();
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
        let now = self.clock.now();
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

    /// Ends the vacations of this process's servers as their allowance runs out, until
    /// shutdown: sleeps until the next one's end (or until one starts or ends).
    pub(super) fn watch_vacations(self: &Arc<Self>) {
        let vacations = self.clone();
        watch(
            "vacations",
            self.clock.clone(),
            self.shutdown.clone(),
            self.changed.clone(),
            move || {
                let vacations = vacations.clone();
                async move { vacations.end_due_vacations().await }
            },
        );
    }

    /// Ends the vacations whose allowance ran out (telling nobody but the clocks); returns when
    /// the next one runs out.
    async fn end_due_vacations(&self) -> Res<Option<Timestamp>> {
        let now = self.clock.now();
        let open = self.db.store().open_vacations(self.scope).await?;
        let mut next = None;
        for v in open {
            if v.until <= now {
                self.db.store().end_vacation(v.guild, v.user, now).await?;
                self.games.settle_clocks_of(v.guild, v.user).await;
            } else if next.is_none_or(|n| v.until < n) {
                next = Some(v.until);
            }
        }
        Ok(next)
    }
}
