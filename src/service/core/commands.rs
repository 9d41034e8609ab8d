//! The commands about a channel's game, answered under the channel's lock: a command routed
//! here by the door (see `route`), the check of a button before the front end asks for its
//! input, the cells suggested while a move is typed, and stopping the games.

use super::Core;
use crate::hex::Move;
use crate::service::custom_id::{Action, ButtonId};
use crate::service::error::{Fail, Res, refuse};
use crate::service::ids::Actor;
use crate::service::limits::MAX_SUGGESTIONS;
use crate::service::messages::Key;
use crate::service::reply::Reply;
use crate::service::route::OnGame;
use crate::service::slot::{Slot, Waiter};
use std::sync::Arc;
use tokio::sync::oneshot;

impl Core {
    /// Stops running games: no more commands, timers or searches (their moves are not stored).
    /// Closing does it first; so does losing the lock on the games.
    pub(in crate::service) async fn halt(&self) {
        self.outbox.close();
        for c in self.lock_searches().values() {
            c.stop();
        }
        self.scheduler.close().await;
        for slot in self.all_slots() {
            if let Some(t) = slot.lock().await.timer.take() {
                t.abort();
            }
        }
    }

    /// A command about the channel's game, under the channel's lock.
    pub(in crate::service) async fn on_game(
        self: Arc<Self>,
        actor: &Actor,
        command: OnGame,
        answer: Option<oneshot::Sender<Reply>>,
    ) -> Res<(Reply, bool)> {
        let key = (actor.guild, actor.channel);
        let slot = self.slot(key);
        let mut slot = slot.lock().await;
        self.ensure_loaded(key, &mut slot).await?;
        let slot = &mut *slot;
        // An idle time that has passed takes effect before the command that finds it (its
        // timer may not have fired yet, just after a start).
        if let Err(Fail::Error(e)) = self.idle_overdue(key, slot).await {
            tracing::error!("idle game: {e}");
        }
        let position = |slot: &Slot| slot.current.as_ref().map(|s| (s.id(), s.ply()));
        let before = position(slot);
        // The board again, asked by anyone: shown publicly only within the limits.
        let public_answer = command.asks_for_public_answer();
        let reply = self.answer_on_game(actor, slot, command).await;
        let reply = if public_answer {
            let bystander = slot.shown().is_some_and(|st| !st.is_player(actor.user));
            reply.map(|r| self.quieted(actor, r, bystander))
        } else {
            reply
        };
        // The command moved the game on (or started one) and the computer answers next: the
        // answer goes to the front end waiting for it.
        let waiting = match (&reply, answer, &slot.current) {
            (Ok(r), Some(tx), Some(st))
                if !r.refused
                    && position(slot) != before
                    && st.computer_to_move()
                    && !slot.thinking =>
            {
                slot.answer_to = Some(Waiter {
                    game: st.id(),
                    ply: st.ply(),
                    tx,
                });
                true
            }
            _ => false,
        };
        self.arm(key, slot);
        reply.map(|r| (r, waiting))
    }

    /// The handler of a command about the channel's game.
    async fn answer_on_game(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        command: OnGame,
    ) -> Res<Reply> {
        match command {
            OnGame::Challenge(options) => self.challenge(actor, slot, options).await,
            OnGame::Accept(button) => self.accept(actor, slot, button).await,
            OnGame::Decline(button) => self.decline(actor, slot, button).await,
            OnGame::Withdraw(button) => self.withdraw(actor, slot, button).await,
            OnGame::Ai(options) => self.ai(actor, slot, options).await,
            OnGame::Move(text, button) => self.play_text(actor, slot, &text, button).await,
            OnGame::MoveWithoutCell => refuse(Key::MoveNeedsCell),
            OnGame::Swap(button) => self.play(actor, slot, Move::Swap, button).await,
            OnGame::Resign(button) => self.resign(actor, slot, button),
            OnGame::ConfirmResign(button) => self.confirm_resign(actor, slot, button).await,
            OnGame::Board(button) => self.board(actor, slot, button).await,
            OnGame::BoardPrivately => self.board_privately(actor, slot).await,
            OnGame::Rematch {
                same_starter,
                button,
            } => self.rematch(actor, slot, button, same_starter).await,
            OnGame::Abort => self.abort(actor, slot).await,
            OnGame::Claim(button) => self.claim(actor, slot, button).await,
        }
    }
}

impl Core {
    /// The refusal a press of button `id` by `actor` would get now, before the front end asks
    /// for the button's input (the Move button's cell); `Ok` when the press may go on.
    pub(in crate::service) async fn check_press(&self, actor: &Actor, id: ButtonId) -> Res<()> {
        if id.action != Action::Move {
            return Ok(());
        }
        let key = (actor.guild, actor.channel);
        let slot = self.slot(key);
        let mut slot = slot.lock().await;
        self.ensure_loaded(key, &mut slot).await?;
        self.check_move_button(actor, &slot, id)
    }

    /// Up to [`MAX_SUGGESTIONS`] empty cells of the channel's game starting with `typed`, nearest
    /// the last stone first (for autocomplete).
    pub(in crate::service) async fn suggest_cells(
        &self,
        actor: &Actor,
        typed: &str,
    ) -> Vec<String> {
        let key = (actor.guild, actor.channel);
        let slot = self.slot(key);
        let mut slot = slot.lock().await;
        if self.ensure_loaded(key, &mut slot).await.is_err() {
            return Vec::new();
        }
        let Some(st) = slot.current.as_ref().filter(|s| s.is_active()) else {
            return Vec::new();
        };
        let typed = typed.trim().to_ascii_lowercase();
        let last = st.game.last_stone();
        let mut cells: Vec<_> = st
            .game
            .board()
            .empty_cells()
            .filter(|c| c.to_string().starts_with(&typed))
            .collect();
        cells.sort_by_key(|c| {
            last.map_or((0, *c), |l| {
                let dc = i32::from(c.col()) - i32::from(l.col());
                let dr = i32::from(c.row()) - i32::from(l.row());
                ((dc.abs() + dr.abs() + (dc + dr).abs()) / 2, *c)
            })
        });
        cells
            .into_iter()
            .take(MAX_SUGGESTIONS)
            .map(|c| c.to_string())
            .collect()
    }
}
