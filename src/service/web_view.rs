//! What the web companion asks of the service: a game as data ([`GameView`], from the games
//! kept in memory where the game is there), a move from a personal link as (game, ply, player),
//! a plan from one,
//! the SGF record and the review of a game, whether a server's games have pages, and the live
//! changes of games. The web (`crate::web`) formats what it gets in the reader's language.

use super::ServiceError;
use super::command::PlanAction;
use super::custom_id::{Action, ButtonId};
use super::door::Service;
use super::error::at_door;
use super::game_view::GameView;
use super::ids::{Actor, GameId, GuildId, Timestamp, UserId};
use super::reply::{Attachment, ComputerAnswer, Reply, Visibility};
use super::state::State;
use super::web_play::WebAction;
use crate::store::GameStatus;
use std::sync::Arc;
use tokio::sync::{broadcast, oneshot};

impl Service {
    /// Game `id` as its page shows it: from memory where a channel holds it, else read from the
    /// store once; `None` when there is no such game or it never began (a challenge, declined,
    /// expired or withdrawn).
    ///
    /// # Errors
    /// [`ServiceError::Storage`], or [`ServiceError::Corrupt`] when its moves do not replay.
    pub async fn game_view(&self, id: GameId) -> Result<Option<GameView>, ServiceError> {
        let Some(st) = self.inner.core.find_game(id).await? else {
            return Ok(None);
        };
        if !GameView::shown(&st) {
            return Ok(None);
        }
        // Only a finished game has a review: a live page does not look for one.
        let review = if st.status() == GameStatus::Finished {
            self.inner.core.db.store().review(id).await?
        } else {
            None
        };
        let red_chances = match review {
            Some(r) if r.positions.len() == st.game.moves().len() + 1 => {
                r.positions.iter().map(|p| p.red_chance).collect()
            }
            _ => Vec::new(),
        };
        Ok(Some(GameView::of(&st, red_chances)))
    }

    /// A move by `user` in game `id` from the web, at ply `ply` (the number of moves the page
    /// showed): the same checks (their turn, the cell, a stale page, a finished game) and the
    /// same refusals as the board's buttons in the game's own place. What it says publicly (the
    /// new board) is also announced in the game's place, so the chat shows the move as if made
    /// there. `None` when there is no such game.
    ///
    /// # Errors
    /// As [`Service::handle`].
    pub async fn web_move(
        &self,
        id: GameId,
        ply: u32,
        user: UserId,
        action: WebAction,
    ) -> Result<Option<Reply>, ServiceError> {
        let core = &self.inner.core;
        core.check_open()?;
        let (tx, rx) = oneshot::channel();
        let moved = self
            .inner
            .web
            .web_move(id, ply, user, action, Some(tx))
            .await;
        let Some((reply, waiting, place)) = (match at_door(moved)? {
            Ok(moved) => moved,
            Err(refusal) => return Ok(Some(refusal)),
        }) else {
            return Ok(None);
        };
        if !reply.refused && reply.visibility == Visibility::Public {
            let answer = waiting.then(|| ComputerAnswer::new(rx));
            self.inner
                .web
                .show_web_move(id, place, reply.clone(), answer);
        }
        Ok(Some(reply))
    }

    /// `user`'s plan in game `id` from the web (a personal link), in the game's own place: the
    /// same checks and answers as `/hex plan` there (a line added, the plan shown or forgotten;
    /// a premove in a live game), always private. `None` when there is no such game.
    ///
    /// # Errors
    /// As [`Service::handle`].
    pub async fn web_plan(
        &self,
        id: GameId,
        user: UserId,
        action: PlanAction,
    ) -> Result<Option<Reply>, ServiceError> {
        let core = &self.inner.core;
        core.check_open()?;
        let Some(st) = core.find_game(id).await? else {
            return Ok(None);
        };
        let (actor, _) = self.inner.web.player_in_place(&st, user).await;
        let button = ButtonId {
            game: id,
            action: Action::Plan,
            ply: u32::try_from(st.ply()).unwrap_or(u32::MAX),
        };
        let planned = self.inner.plans.command(&actor, action, Some(button)).await;
        Ok(Some(match at_door(planned)? {
            Ok(reply) | Err(reply) => reply,
        }))
    }

    /// Game `id` as an SGF record (with its review's chances, if any), as `/hex export` attaches
    /// it; `None` when there is no such game or it never began.
    ///
    /// # Errors
    /// As [`Service::game_view`].
    pub async fn web_sgf(&self, id: GameId) -> Result<Option<Attachment>, ServiceError> {
        let Some(st) = self.inner.core.find_game(id).await? else {
            return Ok(None);
        };
        let reader = web_reader(&st);
        // As `/hex export` makes it, without its limit on public answers (nothing is shown to
        // anyone else).
        let reply = at_door(self.inner.records.export(&reader, id).await)?.unwrap_or_else(|r| r);
        Ok(reply.attachments.into_iter().next())
    }

    /// The computer's review of game `id` (computed once, then stored), asked for from its page
    /// in the game's own place; `None` when there is no such game. A game not over is refused
    /// as `/hex-study review` refuses it.
    ///
    /// # Errors
    /// As [`Service::handle`].
    pub async fn web_review(&self, id: GameId) -> Result<Option<Reply>, ServiceError> {
        let Some(st) = self.inner.core.find_game(id).await? else {
            return Ok(None);
        };
        let reader = web_reader(&st);
        let review = self.inner.reviews.review(&reader, id, None).await;
        Ok(Some(at_door(review)?.unwrap_or_else(|refusal| refusal)))
    }

    /// Whether `guild`'s games have pages on the web (`/hex config web:True`).
    ///
    /// # Errors
    /// [`ServiceError::Storage`].
    pub async fn web_pages(&self, guild: GuildId) -> Result<bool, ServiceError> {
        Ok(self.inner.optin.get(guild).await?)
    }

    /// The service's clock's time now (for the expiry of personal links).
    pub fn now(&self) -> Timestamp {
        self.inner.core.now()
    }

    /// Every game's changes (a move, its end) from now on, each as the game's new view: a live
    /// page follows its own. A receiver that falls more than a thousand changes behind is told
    /// it lagged and should look again.
    pub fn game_changes(&self) -> broadcast::Receiver<Arc<GameView>> {
        self.inner.feed.subscribe()
    }
}

/// Someone reading game `st` from the web, in its own place (no player: a command made as them
/// shows what anyone may see there).
fn web_reader(st: &State) -> Actor {
    Actor {
        guild: st.record.guild,
        channel: st.record.place(),
        ..Actor::new(0, 0, 0, "web")
    }
}
