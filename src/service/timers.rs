//! Timers: on start every open game is loaded once and its stored deadline armed again; a
//! deadline that comes expires a challenge, or lets the computer play (its own turn, or for an
//! absent player when the turn timer runs out).

use super::error::{Fail, Res, ServiceError, log_fail};
use super::ids::GameId;
use super::messages::{Key, Message};
use super::registry::{ChannelKey, Inner, Slot};
use super::reply::Reply;
use crate::store::GameStatus;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::Ordering;

type BoxFuture = Pin<Box<dyn Future<Output = ()> + Send + 'static>>;

impl Inner {
    /// Loads every open game into its channel's slot (each read and replayed once) and arms the
    /// stored deadlines. A game that does not load is logged and left in the store.
    pub(super) async fn resume(self: &Arc<Self>) -> Result<(), ServiceError> {
        let open = self.db.store().open_games().await?;
        for e in open.corrupt {
            tracing::error!("cannot resume: {}", ServiceError::from(e));
        }
        for stored in open.games {
            let key = (stored.record.guild, stored.record.place());
            let st = self.state(stored);
            let slot = self.slot(key);
            let mut slot = slot.lock().await;
            slot.current = Some(st);
            slot.loaded = true;
            self.arm(key, &mut slot);
        }
        Ok(())
    }

    /// Arms the channel's timer for its current game's stored deadline (replacing any other).
    pub(super) fn arm(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) {
        if let Some(t) = slot.timer.take() {
            t.abort();
        }
        if slot.thinking {
            return;
        }
        let Some(st) = &slot.current else { return };
        let Some(at) = st.record.deadline else { return };
        let sleep = self.clock.sleep_until(at);
        let (id, ply) = (st.id(), st.ply());
        let inner = self.clone();
        let mut stop = self.shutdown.subscribe();
        let task = tokio::spawn(async move {
            tokio::select! {
                () = sleep => inner.wake(key, id, ply).await,
                _ = stop.changed() => {}
            }
        });
        slot.timer = Some(task.abort_handle());
    }

    /// A deadline came: expire the challenge, or let the computer play.
    fn wake(self: Arc<Self>, key: ChannelKey, id: GameId, ply: usize) -> BoxFuture {
        Box::pin(async move {
            if self.closed.load(Ordering::SeqCst) {
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
                    }
                }
                GameStatus::Active if st.ply() == ply && st.is_active() && !guard.thinking => {
                    let takeover = !st.computer_to_move();
                    if takeover && st.timer().duration().is_none() {
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
        slot.current = None;
        self.emit(key, reply);
        Ok(())
    }
}
