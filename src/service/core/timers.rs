//! Timers: on start every open game is loaded once and its stored deadline armed again; a
//! deadline that comes expires a challenge, or lets the computer play (its own turn, or for an
//! absent player when the turn timer runs out: the turn is here, its search and words in
//! `computer`). A game without a turn timer has its idle time armed instead, derived from the
//! stored time of its last move: what it does when it comes is in `idle`. A day clock's
//! deadline (and its reminder) is handled in `clock`. The turn re-arms the timer when it is
//! done, so the turn and the timer live in one file.

use super::Core;
use super::computer::{Turn, turn_lines};
use crate::service::error::{Fail, Res, ServiceError, log_fail};
use crate::service::ids::{GameId, Timestamp};
use crate::service::reply::Visibility;
use crate::service::scheduler::Class;
use crate::service::shared::Task;
use crate::service::slot::{ChannelKey, Slot};
use crate::store::GameStatus;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

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
            self.remember_place(stored.record.id, key);
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

    /// Lets the computer move in game `id` at `ply`: for its own seat, or (`takeover`) for an
    /// absent player at Medium. The search runs without the game's lock; `slot.thinking` keeps a
    /// second search for the same turn from starting meanwhile.
    pub(in crate::service) async fn computer_turn(
        self: &Arc<Self>,
        key: ChannelKey,
        id: GameId,
        ply: usize,
        takeover: bool,
    ) -> Res<()> {
        let slot = self.slot(key);
        let Some(Turn {
            game,
            level,
            seed,
            owner,
        }) = self.start_turn(&mut *slot.lock().await, id, ply)
        else {
            return Ok(());
        };
        // Held until the move is stored, so `close` can wait for searches to settle.
        let permit = self.scheduler.acquire(Class::Game(owner)).await;
        let mv = if permit.is_err() || self.is_closed() {
            None
        } else {
            self.search(id, game, level, seed).await
        };
        let mut guard = slot.lock().await;
        guard.thinking = false;
        // Whoever waits for this answer gets it below, or stops waiting when it is dropped.
        let waiter = guard.waiter(id, ply);
        if self.is_closed() {
            return Ok(());
        }
        let current = guard
            .current
            .as_ref()
            .filter(|s| s.id() == id && s.ply() == ply && s.is_active());
        let (Some(mv), Some(st)) = (mv, current) else {
            if current.is_some() {
                // The search failed at this very turn: the next try is spaced out.
                self.failed(key, &mut guard, id, ply, Task::ComputerTurn);
            }
            // Else the game moved on meanwhile (the player came back, resigned, an abort):
            // whatever is due now gets its own timer.
            self.arm(key, &mut guard);
            return Ok(());
        };
        let seat = st.seat_of(st.game.to_move());
        let (mut lines, made_by) = turn_lines(st, mv, takeover);
        let applied = match self.apply(&mut guard, mv, made_by, seat).await {
            Ok(a) => a,
            Err(e) => {
                // Not stored (a failed write): the next try is spaced out.
                self.failed(key, &mut guard, id, ply, Task::ComputerTurn);
                self.arm(key, &mut guard);
                return Err(e);
            }
        };
        let Some(st) = guard.shown() else {
            return Ok(());
        };
        lines.extend(self.after_lines(st, &applied, seat));
        match self.your_move(key, st).await {
            Ok(notice) => lines.extend(notice),
            Err(e) => tracing::warn!(game = %id, "no notice of the move: {e:?}"),
        }
        let reply = self
            .board_reply_drawn(st, Visibility::Public, lines, applied.png)
            .await;
        self.arm(key, &mut guard);
        drop(guard);
        drop(permit);
        self.answer(key, waiter, reply);
        Ok(())
    }
}
