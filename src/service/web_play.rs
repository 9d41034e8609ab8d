//! The web wing: what a game's page and its personal links do in the game's place. A player's
//! Play on the web gets a personal link (signed through the `weblink` room with the operator's
//! secret); a move made on the page, as (game, ply, player), is played in the game's own place
//! under the channel's lock with the board buttons' checks, and shown there as if made there.
//! It holds a handle on the game core and asks it only to find a game, to play a command on it
//! and to send what is said.

use super::access::visible_game;
use super::core::Core;
use super::custom_id::{Action, ButtonId};
use super::error::{Res, refuse};
use super::ids::{Actor, GameId, GuildId, UserId};
use super::limits::LINK_LIFETIME;
use super::messages::{Arg, Key, Message};
use super::reply::{ComputerAnswer, Link, Outgoing, Reply};
use super::route::OnGame;
use super::slot::ChannelKey;
use super::state::State;
use crate::weblink::Grant;
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

/// The web wing (cheap to clone).
#[derive(Clone)]
pub(in crate::service) struct WebPlay {
    core: Arc<Core>,
}

impl WebPlay {
    /// The wing over `core`.
    pub(in crate::service) fn new(core: Arc<Core>) -> Self {
        Self { core }
    }

    /// A personal link's token for `user` in game `id` of `guild`, valid for
    /// [`LINK_LIFETIME`]; `None` when this bot signs no links.
    pub(in crate::service) fn link_token(
        &self,
        guild: GuildId,
        game: GameId,
        user: UserId,
    ) -> Option<String> {
        let signer = self.core.config.web_signer.as_ref()?;
        Some(signer.sign(&Grant {
            guild: guild.0,
            game: game.0,
            user: user.0,
            expires: self.core.now().plus(LINK_LIFETIME).0,
        }))
    }

    /// Shows a move made on the web (`reply`) in the game's place: the message that shows the
    /// game's board is edited if the front end said which one it is, else a new board is
    /// posted. The computer's `answer`, when it moves next, is shown the same way with it,
    /// once it comes.
    pub(in crate::service) fn show_web_move(
        &self,
        game: GameId,
        place: ChannelKey,
        reply: Reply,
        answer: Option<ComputerAnswer>,
    ) {
        self.show_board_in_place(game, place, reply.clone());
        if let Some(answer) = answer {
            let wing = self.clone();
            tokio::spawn(async move {
                // No deadline of its own: the answer comes, or the search ends without one
                // (the game moved on, the service stopped).
                if let Some(next) = answer.wait(std::future::pending()).await {
                    wing.show_board_in_place(game, place, reply.then(next));
                }
            });
        }
    }

    fn show_board_in_place(&self, game: GameId, (guild, channel): ChannelKey, reply: Reply) {
        let edit = self
            .core
            .boards_shown
            .lock()
            .expect("boards shown")
            .get(&game)
            .copied()
            .filter(|(shown_in, _)| *shown_in == channel)
            .map(|(_, message)| message);
        self.core.send_out(Outgoing {
            guild,
            channel,
            reply,
            direct: None,
            edit,
            daily: None,
            thread: None,
        });
    }

    /// Play on the web, pressed under game `id`'s board: its player gets, privately, a personal
    /// link to play it by clicks; anyone else is told it is for the players, with the page to
    /// follow it.
    pub(in crate::service) async fn web_link(&self, actor: &Actor, id: GameId) -> Res<Reply> {
        let st = visible_game(&self.core.db, actor, id).await?;
        let Some(page) = self.core.web_page(st.record.guild, id).await else {
            return refuse(Key::WebLinkUnserved);
        };
        if !st.is_player(actor.user) {
            return refuse(
                Message::new(Key::WebLinkNotPlayer)
                    .arg("game", id.0)
                    .arg("url", Arg::Link(page)),
            );
        }
        if !st.is_active() {
            return refuse(
                Message::new(Key::WebLinkOver)
                    .arg("game", id.0)
                    .arg("url", Arg::Link(page)),
            );
        }
        let Some(token) = self.link_token(st.record.guild, id, actor.user) else {
            return refuse(Key::WebLinkUnserved);
        };
        let expires = self.core.now().plus(LINK_LIFETIME);
        let mut reply = Reply::private(
            Message::new(Key::WebLinkGiven)
                .arg("game", id.0)
                .arg("expires", Arg::Time(expires)),
        );
        reply.game = Some(id);
        reply.links.push(Link {
            label: Message::new(Key::ButtonPlayOnWeb),
            url: format!("{page}?key={token}"),
        });
        Ok(reply)
    }
    /// `user` acting in the place of `st`'s game (as a personal link's holder does), and that
    /// place.
    pub(in crate::service) async fn player_in_place(
        &self,
        st: &State,
        user: UserId,
    ) -> (Actor, ChannelKey) {
        let key = (st.record.guild, st.record.place());
        let name = self.core.db.name(key.0, user).await;
        let actor = Actor {
            guild: key.0,
            channel: key.1,
            ..Actor::new(0, 0, user.0, name)
        };
        (actor, key)
    }

    /// A move by `user` in game `id` from the web at ply `ply`, made in the game's own place
    /// under its channel's lock, with the same checks and refusals as the board's buttons (their
    /// turn, the cell, a stale page, a finished game). With `answer`, a computer's move due after
    /// it goes there (the flag says whether it will). `None` when there is no such game.
    pub(in crate::service) async fn web_move(
        &self,
        id: GameId,
        ply: u32,
        user: UserId,
        action: WebAction,
        answer: Option<oneshot::Sender<Reply>>,
    ) -> Res<Option<(Reply, bool, ChannelKey)>> {
        let Some(st) = self.core.find_game(id).await? else {
            return Ok(None);
        };
        let (actor, key) = self.player_in_place(&st, user).await;
        // The board's message as stored, after a restart: the move edits it.
        if let Some(stored) = st.record.board_message {
            let mut shown = self.core.boards_shown.lock().expect("boards shown");
            if shown.get(&id).is_none() {
                let _ = shown.put(id, stored);
            }
        }
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
        let (reply, waiting) = self.core.clone().on_game(&actor, command, answer).await?;
        Ok(Some((reply, waiting, key)))
    }
}
