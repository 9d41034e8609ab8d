//! Finding a game by its number among the games kept in memory: the core remembers in which
//! channel each game it announced or loaded is played, so that a page's reader or a move from
//! the web reaches the game's slot without reading the store; and a move made from the web,
//! as (game, ply, player), answered in the game's own place under the channel's lock.

use super::Core;
use crate::service::custom_id::{Action, ButtonId};
use crate::service::error::{Res, ServiceError};
use crate::service::ids::{Actor, GameId, UserId};
use crate::service::reply::Reply;
use crate::service::route::OnGame;
use crate::service::slot::ChannelKey;
use crate::service::state::State;
use std::sync::Arc;
use tokio::sync::oneshot;

/// What a personal link's holder may do on the game's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WebAction {
    /// A stone on this cell (as typed: `f6`).
    Place(String),
    /// The swap.
    Swap,
    /// Resigning, confirmed on the page.
    Resign,
}

impl Core {
    /// Game `id` as its channel's slot holds it in memory (its game, or its last ended one);
    /// `None` when no slot in memory holds it.
    pub(in crate::service) async fn in_memory(&self, id: GameId) -> Option<State> {
        let key = self.place_of(id)?;
        let slot = self.slot(key);
        let slot = slot.lock().await;
        [slot.current.as_ref(), slot.last.as_ref()]
            .into_iter()
            .flatten()
            .find(|st| st.id() == id)
            .cloned()
    }

    /// Game `id`, from memory where a slot holds it, else read from the store (once); `None`
    /// when there is no such game.
    pub(in crate::service) async fn find_game(
        &self,
        id: GameId,
    ) -> Result<Option<State>, ServiceError> {
        if let Some(st) = self.in_memory(id).await {
            return Ok(Some(st));
        }
        let Some(st) = self.load_state(id).await? else {
            return Ok(None);
        };
        let key = (st.record.guild, st.record.place());
        if st.status().is_open() {
            // The channel's open game: its slot, not loaded yet, takes it as read, so that a
            // move made next does not read it again.
            let slot = self.slot(key);
            let mut slot = slot.lock().await;
            if !slot.loaded && st.record.guild == key.0 {
                slot.current = Some(st.clone());
                slot.loaded = true;
            }
        }
        self.remember_place(id, key);
        Ok(Some(st))
    }

    /// A move by `user` in game `id` from the web at ply `ply`, made in the game's own place
    /// under its channel's lock, with the same checks and refusals as the board's buttons (their
    /// turn, the cell, a stale page, a finished game). With `answer`, a computer's move due after
    /// it goes there (the flag says whether it will). `None` when there is no such game.
    pub(in crate::service) async fn web_move(
        self: &Arc<Self>,
        id: GameId,
        ply: u32,
        user: UserId,
        action: WebAction,
        answer: Option<oneshot::Sender<Reply>>,
    ) -> Res<Option<(Reply, bool, ChannelKey)>> {
        let Some(st) = self.find_game(id).await? else {
            return Ok(None);
        };
        let key = (st.record.guild, st.record.place());
        let name = self.db.name(key.0, user).await;
        let actor = Actor {
            guild: key.0,
            channel: key.1,
            ..Actor::new(0, 0, user.0, name)
        };
        let button = |action| {
            Some(ButtonId {
                game: id,
                action,
                ply,
            })
        };
        let command = match action {
            WebAction::Place(cell) => OnGame::Move(cell, button(Action::Move)),
            WebAction::Swap => OnGame::Swap(button(Action::Swap)),
            WebAction::Resign => OnGame::ConfirmResign(button(Action::ConfirmResign)),
        };
        let (reply, waiting) = self.clone().on_game(&actor, command, answer).await?;
        Ok(Some((reply, waiting, key)))
    }
}
