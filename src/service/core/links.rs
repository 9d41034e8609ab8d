//! The board's two web buttons (Play on the web, and a link to the game's page) and the private
//! answer to Play on the web, with the personal link it gives (signed through the `weblink`
//! room with the operator's secret); and a move made on the web shown in the game's own place.

use super::Core;
use crate::service::access::visible_game;
use crate::service::custom_id::Action;
use crate::service::error::{Res, refuse};
use crate::service::ids::{Actor, GameId, GuildId, UserId};
use crate::service::limits::LINK_LIFETIME;
use crate::service::messages::{Arg, Key, Message};
use crate::service::reply::{Button, ComputerAnswer, Link, Outgoing, Reply};
use crate::service::slot::ChannelKey;
use crate::service::state::State;
use crate::weblink::Grant;
use std::sync::Arc;

impl Core {
    pub(in crate::service) fn link_token(
        &self,
        guild: GuildId,
        game: GameId,
        user: UserId,
    ) -> Option<String> {
        let signer = self.config.web_signer.as_ref()?;
        Some(signer.sign(&Grant {
            guild: guild.0,
            game: game.0,
            user: user.0,
            expires: self.now().plus(LINK_LIFETIME).0,
        }))
    }

    /// Shows a move made on the web (`reply`) in the game's place: the message that shows the
    /// game's board is edited if the front end said which one it is, else a new board is
    /// posted. The computer's `answer`, when it moves next, is shown the same way with it,
    /// once it comes.
    pub(in crate::service) fn show_web_move(
        self: &Arc<Self>,
        game: GameId,
        place: ChannelKey,
        reply: Reply,
        answer: Option<ComputerAnswer>,
    ) {
        self.show_board_in_place(game, place, reply.clone());
        if let Some(answer) = answer {
            let inner = self.clone();
            tokio::spawn(async move {
                // No deadline of its own: the answer comes, or the search ends without one
                // (the game moved on, the service stopped).
                if let Some(next) = answer.wait(std::future::pending()).await {
                    inner.show_board_in_place(game, place, reply.then(next));
                }
            });
        }
    }

    fn show_board_in_place(&self, game: GameId, (guild, channel): ChannelKey, reply: Reply) {
        let edit = self
            .boards_shown
            .lock()
            .expect("boards shown")
            .get(&game)
            .copied()
            .filter(|(shown_in, _)| *shown_in == channel)
            .map(|(_, message)| message);
        self.send_out(Outgoing {
            guild,
            channel,
            reply,
            direct: None,
            edit,
            daily: None,
            thread: None,
        });
    }

    /// The address of game `id`'s page, when this bot serves pages and `guild` opted in.
    async fn web_page(&self, guild: GuildId, id: GameId) -> Option<String> {
        let url = self.config.web_url.as_ref()?;
        match self.optin.get(guild).await {
            Ok(true) => Some(format!("{url}/game/{}", id.0)),
            Ok(false) => None,
            Err(e) => {
                tracing::warn!(guild = %guild, error = %e, "could not read the web opt-in");
                None
            }
        }
    }

    /// Adds the web buttons to the board `reply` of `state`, when the game has a page: a link
    /// to it, and Play on the web while the game goes on (for its players; others are told how
    /// to follow it).
    pub(in crate::service) async fn add_web_buttons(&self, state: &State, reply: &mut Reply) {
        let Some(page) = self.web_page(state.record.guild, state.id()).await else {
            return;
        };
        if state.is_active() && self.config.web_signer.is_some() {
            reply
                .buttons
                .push(Button::new(state.id(), Action::WebLink, state.ply()));
        }
        reply.links.push(Link {
            label: Message::new(Key::ButtonGamePage),
            url: page,
        });
    }

    /// Play on the web, pressed under game `id`'s board: its player gets, privately, a personal
    /// link to play it by clicks; anyone else is told it is for the players, with the page to
    /// follow it.
    pub(in crate::service) async fn web_link(&self, actor: &Actor, id: GameId) -> Res<Reply> {
        let st = visible_game(&self.db, actor, id).await?;
        let Some(page) = self.web_page(st.record.guild, id).await else {
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
        let expires = self.now().plus(LINK_LIFETIME);
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
}
