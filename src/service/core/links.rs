//! The board's two web buttons (Play on the web, and a link to the game's page), when the game
//! has a page. What they lead to is the web wing's ([`crate::service::web_play`]).

use super::Core;
use crate::service::custom_id::Action;
use crate::service::ids::{GameId, GuildId};
use crate::service::messages::{Key, Message};
use crate::service::reply::{Button, Link, Reply};
use crate::service::state::State;

impl Core {
    /// The address of game `id`'s page, when this bot serves pages and `guild` opted in.
    pub(in crate::service) async fn web_page(&self, guild: GuildId, id: GameId) -> Option<String> {
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
}
