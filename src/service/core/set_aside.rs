//! Games set aside: an open game that no longer loads (its row does not decode, its moves no
//! longer replay) must not stop the bot nor lock its channel. On start, and when a channel's game
//! is first loaded, such a game is logged with its id and the reason, marked in the store (it no
//! longer holds its channel), and everything else goes on. Moderators see the server's set-aside
//! games (`/hex abort` where no game is open) and abort one by id.

use super::Core;
use crate::service::error::{Res, refuse};
use crate::service::ids::{Actor, GameId};
use crate::service::messages::{Arg, Key, Message};
use crate::service::reply::Reply;

impl Core {
    /// For a moderator's `/hex abort` where no game is open: the server's set-aside games, if
    /// any.
    pub(in crate::service) async fn set_aside_list(&self, actor: &Actor) -> Res<Option<Reply>> {
        let games = self.db.store().set_aside_games(actor.guild).await?;
        if games.is_empty() {
            return Ok(None);
        }
        let items = games
            .iter()
            .map(|g| {
                Message::new(Key::SetAsideItem)
                    .arg("game", g.id.0)
                    .arg("channel", format!("<#{}>", g.place))
                    .into()
            })
            .collect();
        Ok(Some(Reply::private(
            Message::new(Key::SetAsideList).arg("games", Arg::List(items)),
        )))
    }

    /// A moderator's abort of the set-aside game `id` (`/hex abort game:<id>`).
    pub(in crate::service) async fn abort_set_aside(
        &self,
        actor: &Actor,
        id: GameId,
    ) -> Res<Reply> {
        if !actor.can_manage_messages {
            return refuse(Key::NotModerator);
        }
        let done = self
            .db
            .store()
            .abort_set_aside(id, actor.guild, self.now())
            .await?;
        if !done {
            return refuse(Message::new(Key::NotSetAside).arg("game", id.0));
        }
        tracing::info!(game = %id, moderator = %actor.user, "set-aside game aborted");
        Ok(Reply::public(
            Message::new(Key::SetAsideAborted)
                .arg("moderator", Arg::User(actor.user, actor.name.clone()))
                .arg("game", id.0),
        ))
    }
}
