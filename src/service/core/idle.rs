//! A game left idle, and a challenge left unanswered: when the player to move has been idle
//! for the idle time (in a game without a turn timer), the waiting player is offered the claim
//! (two players) or the game ends unrated (against the computer); the claim itself; and a
//! challenge's expiry. The timers (`timers`) call these when their deadline comes.

use super::Core;
use super::board::Applied;
use crate::service::custom_id::{Action, ButtonId};
use crate::service::error::{Res, refuse};
use crate::service::events::How;
use crate::service::ids::{Actor, Timestamp};
use crate::service::messages::{Key, Message, duration_arg};
use crate::service::reply::{Button, Reply, Visibility};
use crate::service::slot::{ChannelKey, Slot};
use crate::service::state::State;
use crate::store::{Finish, GameStatus, ResultReason};
use std::sync::Arc;

impl Core {
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
    pub(super) async fn idle(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) -> Res<()> {
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
    pub(super) async fn expire(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) -> Res<()> {
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
