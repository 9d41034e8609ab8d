//! Timers: on start every open game is loaded once and its stored deadline armed again; a
//! deadline that comes expires a challenge, or lets the computer play (its own turn, or for an
//! absent player when the turn timer runs out). A game without a turn timer has its idle time
//! armed instead, derived from the stored time of its last move: when it comes, the waiting
//! player is offered the claim (two players), or the game ends unrated (against the computer);
//! the claim itself is here too. A day clock's deadline (and its reminder) is handled in `clock`.

use crate::service::custom_id::{Action, ButtonId};
use crate::service::error::{Fail, Res, ServiceError, log_fail, refuse};
use crate::service::events::How;
use crate::service::ids::{Actor, GameId, Timestamp};
use super::Core;
use super::board::Applied;
use crate::service::messages::{Key, Message, duration_arg};
use crate::service::reply::{Button, Reply, Visibility};
use crate::service::shared::Task;
use crate::service::slot::{ChannelKey, Slot};
use crate::service::state::State;
use crate::store::{Finish, GameStatus, ResultReason};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::Ordering;

type BoxFuture = Pin<Box<dyn Future<Output = ()> + Send + 'static>>;

impl Core {
    /// Loads every open game of this process's servers (its scope: the servers of its shards,
    /// or the terminal's own) into its channel's slot (each read and replayed once) and arms the
    /// stored deadlines. A game that does not load is set aside (logged with its id and reason, marked
    /// in the store, its channel freed); everything else starts.
    pub(in crate::service) async fn resume(self: &Arc<Self>) -> Result<(), ServiceError> {
        let open = self.db.store().open_games_in(self.config.scope).await?;
        for e in open.corrupt {
            if let Err(e) = self.set_aside_failed(e).await {
                tracing::error!("cannot set a game aside: {}", ServiceError::from(e));
            }
        }
        for stored in open.games {
            let key = (stored.record.guild, stored.record.place());
            let st = self.state(stored).await;
            let slot = self.slot(key);
            let mut slot = slot.lock().await;
            slot.current = Some(st);
            slot.loaded = true;
            self.arm(key, &mut slot);
        }
        Ok(())
    }

    /// Arms the channel's timer for its current game's stored deadline (replacing any other).
    pub(in crate::service) fn arm(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) {
        if let Some(t) = slot.timer.take() {
            t.abort();
        }
        let Some((id, ply, at)) = self.due(slot) else {
            return;
        };
        let sleep = self.clock.sleep_until(at);
        let inner = self.clone();
        let mut stop = self.shutdown.clone();
        let task = tokio::spawn(async move {
            tokio::select! {
                () = sleep => inner.wake(key, id, ply).await,
                _ = stop.changed() => {}
            }
        });
        slot.timer = Some(task.abort_handle());
    }

    /// When the channel's current game next needs the timer: its game, ply and instant.
    fn due(&self, slot: &mut Slot) -> Option<(GameId, usize, Timestamp)> {
        if slot.thinking {
            return None;
        }
        let st = slot.current.as_ref()?;
        let at = match st.record.deadline {
            // A day clock's reminder comes first (once a move).
            Some(at) => st.reminder_at().filter(|r| *r < at).unwrap_or(at),
            // Without a stored deadline, the idle time (derived from the stored time of the
            // last move, so it survives restarts), unless it was announced for this position.
            None => match self.idle_deadline(st) {
                Some(at) if slot.idle_announced != Some((st.id(), st.ply())) => at,
                _ => return None,
            },
        };
        let (id, ply) = (st.id(), st.ply());
        // After a failure there, not before the next try; never once given up.
        let at = self.retry_at(slot, id, ply, at)?;
        Some((id, ply, at))
    }

    /// Runs at once every deadline that has already passed, in the channels in memory, and
    /// returns when their announcements are out. The terminal's scripts call it before their
    /// first line, so that what was due at start (a game ended for idleness) is told first.
    pub(in crate::service) async fn catch_up(self: &Arc<Self>) {
        let mut due = Vec::new();
        for (key, slot) in self.slots_in_memory() {
            let mut slot = slot.lock().await;
            if let Some((id, ply, at)) = self.due(&mut slot)
                && at <= self.now()
            {
                due.push((key, id, ply));
            }
        }
        due.sort_unstable();
        for (key, id, ply) in due {
            self.clone().wake(key, id, ply).await;
        }
    }

    /// A deadline came: expire the challenge, or let the computer play.
    fn wake(self: Arc<Self>, key: ChannelKey, id: GameId, ply: usize) -> BoxFuture {
        Box::pin(async move {
            if self.is_closed() {
                return;
            }
            let slot = self.slot(key);
            let mut guard = slot.lock().await;
            // This task is the timer; it must not abort itself when re-arming.
            guard.timer = None;
            if let Err(Fail::Error(e)) = self.ensure_loaded(key, &mut guard).await {
                tracing::error!(game = %id, "timer: {e}");
                return;
            }
            let Some(st) = guard.current.as_ref().filter(|s| s.id() == id) else {
                return;
            };
            match st.status() {
                GameStatus::Challenge => {
                    if let Err(e) = self.expire(key, &mut guard).await {
                        log_fail(id, e);
                        self.failed(key, &mut guard, id, 0, Task::Expiry);
                        self.arm(key, &mut guard);
                    }
                }
                GameStatus::Active if st.ply() == ply && st.on_day_clock() && !guard.thinking => {
                    if let Err(e) = self.day_clock_due(key, &mut guard).await {
                        log_fail(id, e);
                        self.failed(key, &mut guard, id, ply, Task::DayClock);
                    }
                    self.arm(key, &mut guard);
                }
                GameStatus::Active if st.ply() == ply && st.is_active() && !guard.thinking => {
                    let takeover = !st.computer_to_move();
                    if takeover && st.timer().duration().is_none() {
                        // No turn timer: the player to move has been idle too long. A failure
                        // (the game's end not stored) waits before the next try, as elsewhere:
                        // the idle time stays in the past, and re-arming for it would try again
                        // at once, forever.
                        if let Err(e) = self.idle(key, &mut guard).await {
                            log_fail(id, e);
                            self.failed(key, &mut guard, id, ply, Task::Abandoned);
                        }
                        self.arm(key, &mut guard);
                        return;
                    }
                    drop(guard);
                    if let Err(e) = self.computer_turn(key, id, ply, takeover).await {
                        log_fail(id, e);
                    }
                }
                _ => {}
            }
        })
    }

    /// When the player to move in an active game without a turn timer has been idle long
    /// enough for something to happen: the opponent may claim the win, or (against the
    /// computer) the game ends. Derived from the stored time of the game's last change.
    pub(in crate::service) fn idle_deadline(&self, state: &State) -> Option<Timestamp> {
        let due =
            state.is_active() && state.timer().duration().is_none() && !state.computer_to_move();
        due.then(|| state.record.updated_at.plus(self.config.idle_claim))
    }

    /// [`Self::idle`], if the idle time of the slot's game has passed and nothing was done
    /// about it yet.
    pub(in crate::service) async fn idle_overdue(
        self: &Arc<Self>,
        key: ChannelKey,
        slot: &mut Slot,
    ) -> Res<()> {
        let Some(st) = &slot.current else {
            return Ok(());
        };
        let overdue = st.record.deadline.is_none()
            && !slot.thinking
            && slot.idle_announced != Some((st.id(), st.ply()))
            && self.idle_deadline(st).is_some_and(|at| at <= self.now());
        if overdue {
            self.idle(key, slot).await?;
        }
        Ok(())
    }

    /// The player to move has been idle for the idle time: between two players the waiting one
    /// is offered the claim (a Claim button); against the computer the game ends, unrated, and
    /// the channel is free.
    async fn idle(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) -> Res<()> {
        let Some(st) = &slot.current else {
            return Ok(());
        };
        let now = self.now();
        if self.idle_deadline(st).is_none_or(|at| at > now) {
            return Ok(());
        }
        let idle = duration_arg(self.config.idle_claim);
        let to_move = st.game.to_move();
        if st.has_computer() {
            return self.abandon(key, slot).await;
        }
        let waiting = to_move.opponent();
        let mut reply = Reply::public(
            Message::new(Key::ClaimOffered)
                .arg("player", st.color_arg(to_move))
                .arg("idle", idle)
                .arg("other", st.color_arg(waiting))
                .arg("color", waiting),
        );
        reply.buttons = vec![Button::new(st.id(), Action::Claim, st.ply())];
        reply.game = Some(st.id());
        slot.idle_announced = Some((st.id(), st.ply()));
        self.emit(key, reply);
        Ok(())
    }

    /// Ends a game against the computer that its human left: no winner, unrated.
    async fn abandon(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) -> Res<()> {
        let Some(st) = &slot.current else {
            return Ok(());
        };
        let human = st.color_arg(st.game.to_move());
        let finish = Finish {
            winner: None,
            reason: ResultReason::Abort,
            rated: false,
            at: self.now(),
        };
        let Some(st) = slot.current.as_mut() else {
            return Ok(());
        };
        self.end_game(st, None, &finish, How::Abandoned).await?;
        slot.retire();
        let Some(st) = slot.last.as_ref() else {
            return Ok(());
        };
        let lines = vec![
            Message::new(Key::AbandonedVsComputer)
                .arg("player", human)
                .arg("idle", duration_arg(self.config.idle_claim)),
        ];
        let reply = self.board_reply(st, Visibility::Public, lines).await;
        self.emit(key, reply);
        Ok(())
    }

    /// The challenge's time ran out unanswered.
    async fn expire(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) -> Res<()> {
        let Some(st) = &slot.current else {
            return Ok(());
        };
        let now = self.now();
        self.db
            .store()
            .end_challenge(st.id(), GameStatus::Expired, now)
            .await?;
        let (challenger, opponent) = st.challenge_parties();
        let mut reply = Reply::public(
            Message::new(Key::ChallengeExpired)
                .arg("challenger", challenger)
                .arg("opponent", opponent),
        );
        reply.game = Some(st.id());
        reply.close_thread = st.record.thread.is_some();
        slot.current = None;
        self.emit(key, reply);
        Ok(())
    }

    /// `/hex claim` (or the Claim button): the waiting player takes the win from an opponent
    /// idle for the idle time, in a game between two players without a turn timer.
    pub(in crate::service) async fn claim(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        button: Option<ButtonId>,
    ) -> Res<Reply> {
        let (st, color) = self.seated(actor, slot, button)?;
        if st.moved_on_from(button).is_some() {
            // The Claim button was posted for a position the idle player has since moved from.
            return refuse(
                Message::new(Key::ClaimOpponentMoved).arg("player", st.color_arg(color.opponent())),
            );
        }
        if st.has_computer() {
            return refuse(Key::ClaimVsComputer);
        }
        if st.timer().is_day_clock() {
            return refuse(Key::ClaimDayClock);
        }
        if st.timer().duration().is_some() {
            return refuse(Key::ClaimHasTimer);
        }
        let to_move = st.game.to_move();
        if to_move == color {
            return refuse(Key::ClaimOwnTurn);
        }
        let now = self.now();
        let idle = now.since(st.record.updated_at);
        let idle_claim = self.config.idle_claim;
        if idle < idle_claim {
            let left = idle_claim - idle;
            let mins = left.as_secs().div_ceil(60);
            return refuse(
                Message::new(Key::ClaimTooEarly)
                    .arg("player", st.color_arg(to_move))
                    .arg("idle", duration_arg(idle_claim))
                    .arg(
                        "remaining",
                        Message::new(Key::HoursMinutes)
                            .arg("h", i64::try_from(mins / 60).unwrap_or(i64::MAX))
                            .arg("m", i64::try_from(mins % 60).unwrap_or(0)),
                    ),
            );
        }
        let finish = Finish {
            winner: Some(color),
            reason: ResultReason::Timeout,
            rated: st.record.rated,
            at: now,
        };
        let seat = st.seat_of(color);
        let Some(st) = slot.current.as_mut() else {
            return refuse(Key::NoGameHere);
        };
        let done = self.end_game(st, None, &finish, How::Claim).await?;
        let ratings = done.rating_changes.map(Vec::from).unwrap_or_default();
        slot.retire();
        let Some(st) = slot.last.as_ref() else {
            return refuse(Key::NoGameHere);
        };
        let applied = Applied::ended(ratings);
        let lines = self.after_lines(st, &applied, seat);
        Ok(self.board_reply(st, Visibility::Public, lines).await)
    }
}
