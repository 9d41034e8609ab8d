//! Day clocks (1, 2, 3 or 7 days per move): the notice that it is someone's move (a mention on
//! the board, a direct message, or nothing, as each player chose), the reminder when a quarter of
//! the clock is left (once a move), and the loss on time when it runs out. Against the computer
//! a clock that runs out ends the game unrated. A clock stands still while a player of the game
//! is on vacation (see `vacation`).

use super::Core;
use super::board::Applied;
use crate::service::error::Res;
use crate::service::events::How;
use crate::service::ids::{Timestamp, UserId};
use crate::service::messages::{Arg, Key, Message, count, duration_arg};
use crate::service::persist::StoreWithNames;
use crate::service::reply::{Reply, Visibility};
use crate::service::slot::{ChannelKey, Slot};
use crate::service::state::State;
use crate::store::{Finish, Notify, ResultReason};
use std::sync::Arc;
use std::time::Duration;

/// The time left on a clock: "2 days 23 h", "3 days", "5 hours", "40 minutes".
pub(crate) fn left_arg(left: Duration) -> Arg {
    // In whole minutes, rounded up: a clock just started shows its full time.
    let minutes = u64::try_from(left.as_millis().div_ceil(60_000)).unwrap_or(u64::MAX);
    let (left, secs) = (Duration::from_secs(minutes * 60), minutes * 60);
    let n = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
    let (days, hours) = (secs / 86_400, secs % 86_400 / 3600);
    match (days, hours) {
        (0, _) if secs >= 3600 => count(n(secs / 3600), Key::Hours),
        (0, _) => duration_arg(left),
        (d, 0) => count(n(d), Key::Days),
        (d, h) => Message::new(Key::DaysHours)
            .arg("days", n(d))
            .arg("hours", n(h))
            .into(),
    }
}

impl State {
    /// Whether the player to move is a human on a day clock: the clock's notices, reminder and
    /// loss on time are theirs.
    pub(crate) fn on_day_clock(&self) -> bool {
        self.timer().is_day_clock() && self.is_active() && !self.computer_to_move()
    }

    /// When the player to move on a running day clock is reminded: when a quarter of the clock
    /// is left, unless that was done for this move.
    pub(crate) fn reminder_at(&self) -> Option<Timestamp> {
        let deadline = self.record.deadline?;
        let quarter = self.timer().duration()? / 4;
        let sent = self.record.reminded_ply == u32::try_from(self.ply()).ok();
        (self.on_day_clock() && !sent).then(|| Timestamp(deadline.0 - millis(quarter)))
    }

    /// The time the player to move has left (their clock stands still, or runs to its
    /// deadline), if the game has a day clock.
    pub(crate) fn clock_left(&self, now: Timestamp) -> Option<Duration> {
        if !self.timer().is_day_clock() {
            return None;
        }
        self.record
            .clock_left
            .or_else(|| self.record.deadline.map(|d| d.since(now)))
    }
}

fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// Someone of `state`'s game on vacation in its server at `now` (their name and until when),
/// while the vacation is on: the game's day clock stands still meanwhile.
pub(crate) async fn away_in(
    db: &StoreWithNames,
    now: Timestamp,
    state: &State,
) -> Res<Option<(Arg, Timestamp)>> {
    for seat in crate::store::Seat::BOTH {
        let Some(user) = state.record.player(seat).user() else {
            continue;
        };
        let open = db.store().open_vacation(state.record.guild, user).await?;
        if let Some(v) = open.filter(|v| v.until > now) {
            return Ok(Some((state.seat_arg(seat), v.until)));
        }
    }
    Ok(None)
}

impl Core {
    /// Someone of `state`'s game on vacation now (see [`away_in`]).
    pub(in crate::service) async fn away_in(&self, state: &State) -> Res<Option<(Arg, Timestamp)>> {
        away_in(&self.db, self.now(), state).await
    }

    /// How `user` hears of their moves (a mention unless they chose otherwise).
    pub(super) async fn notify_of(&self, user: UserId) -> Res<Notify> {
        let settings = self.db.store().user_settings(user).await?;
        Ok(settings.map_or(Notify::default(), |s| s.notify))
    }

    /// After a move (or the start) of a day-clock game: the line to add to the board (a mention
    /// of the player to move, or the word that the clock stands still), and the direct message
    /// to send instead for a player who chose one.
    pub(in crate::service) async fn your_move(
        &self,
        key: ChannelKey,
        state: &State,
    ) -> Res<Option<Message>> {
        if !state.on_day_clock() {
            return Ok(None);
        }
        if state.record.clock_left.is_some()
            && let Some((who, until)) = self.away_in(state).await?
        {
            return Ok(Some(
                Message::new(Key::ClockStandsStill)
                    .arg("player", who)
                    .arg("until", Arg::Time(until)),
            ));
        }
        let Some(left) = state.clock_left(self.now()) else {
            return Ok(None);
        };
        self.notice(key, state, Key::YourMove, left).await
    }

    /// Tells the player to move of their move by `key` (the notice or the reminder) as they
    /// chose: the mention line to put on a board, or a direct message sent here.
    async fn notice(
        &self,
        key: ChannelKey,
        state: &State,
        what: Key,
        left: Duration,
    ) -> Res<Option<Message>> {
        let to_move = state.game.to_move();
        let Some(user) = state.player(to_move).user() else {
            return Ok(None);
        };
        let Arg::User(_, name) = state.color_arg(to_move) else {
            return Ok(None);
        };
        let line = Message::new(what)
            .arg("player", Arg::Mention(user, name))
            .arg("opponent", state.color_arg(to_move.opponent()))
            .arg("left", left_arg(left))
            .arg("game", Arg::Place(key.0, key.1));
        match self.notify_of(user).await? {
            Notify::Off => Ok(None),
            Notify::Mention => Ok(Some(line)),
            Notify::Dm => {
                let direct = Message::new(Key::YourMoveDirect)
                    .arg("opponent", state.color_arg(to_move.opponent()))
                    .arg("left", left_arg(left))
                    .arg("game", Arg::Place(key.0, key.1));
                let mut fallback = Reply::public(line);
                fallback.game = Some(state.id());
                let reply = self
                    .board_reply(state, Visibility::Private, vec![direct])
                    .await;
                self.outbox.send_direct(key, user, reply, fallback);
                Ok(None)
            }
        }
    }

    /// A day clock's time came: the reminder (a quarter left), or the loss on time.
    pub(in crate::service) async fn day_clock_due(
        self: &Arc<Self>,
        key: ChannelKey,
        slot: &mut Slot,
    ) -> Res<()> {
        let Some(st) = slot.current.as_ref().filter(|s| s.on_day_clock()) else {
            return Ok(());
        };
        let now = self.now();
        if st.record.deadline.is_some_and(|d| d <= now) {
            return self.lost_on_time(key, slot).await;
        }
        let (Some(at), Some(left)) = (st.reminder_at(), st.clock_left(now)) else {
            return Ok(());
        };
        if at > now {
            return Ok(());
        }
        let ply = u32::try_from(st.ply()).unwrap_or(u32::MAX);
        // Stored first: after a restart the reminder of this move is not sent again.
        self.db.store().set_reminded(st.id(), ply).await?;
        if let Some(st) = slot.current.as_mut() {
            st.record.reminded_ply = Some(ply);
        }
        let Some(st) = slot.current.as_ref() else {
            return Ok(());
        };
        if let Some(line) = self.notice(key, st, Key::YourMoveReminder, left).await? {
            let mut reply = Reply::public(line);
            reply.game = Some(st.id());
            self.emit(key, reply);
        }
        Ok(())
    }

    /// The player to move let their day clock run out: between two players they lose (rated
    /// like a resignation); against the computer the game ends, unrated.
    async fn lost_on_time(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) -> Res<()> {
        let Some(st) = slot.current.as_ref() else {
            return Ok(());
        };
        let loser = st.game.to_move();
        let human = st.color_arg(loser);
        let vs_computer = st.has_computer();
        let finish = Finish {
            winner: (!vs_computer).then_some(loser.opponent()),
            reason: if vs_computer {
                ResultReason::Abort
            } else {
                ResultReason::Timeout
            },
            rated: st.record.rated && !vs_computer,
            at: self.now(),
        };
        let winner_seat = st.seat_of(loser.opponent());
        let Some(st) = slot.current.as_mut() else {
            return Ok(());
        };
        let done = self.end_game(st, None, &finish, How::Time).await?;
        let ratings = done.rating_changes.map(Vec::from).unwrap_or_default();
        slot.retire();
        let Some(st) = slot.last.as_ref() else {
            return Ok(());
        };
        let lines = if vs_computer {
            vec![Message::new(Key::TimeRanOutVsComputer).arg("player", human)]
        } else {
            let applied = Applied::ended(ratings);
            self.after_lines(st, &applied, winner_seat)
        };
        let reply = self.board_reply(st, Visibility::Public, lines).await;
        self.emit(key, reply);
        Ok(())
    }
}
