//! The personal links on the service's face: a link's token for a player, what a token grants,
//! and which message shows a game's board (a move made on the web edits it). The board's web
//! buttons and the answer to Play on the web are the game core's (`core/links.rs`).

use super::door::Service;
use super::ids::{ChannelId, GameId, GuildId, Timestamp, UserId};
use crate::weblink::{Grant, TokenError};

/// What a personal link grants: moving for `user` in `game` (of `guild`) until `expires`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkGrant {
    /// The game's server.
    pub guild: GuildId,
    /// The game.
    pub game: GameId,
    /// The player it was given to.
    pub user: UserId,
    /// When it stops granting anything.
    pub expires: Timestamp,
}

impl Service {
    /// Tells the service that `message` in `channel` now shows game `game`'s board publicly (a
    /// front end that keeps messages reports each public board of a game): a move made on the
    /// web then edits it, as a button pressed under it would, instead of posting a new board,
    /// and `/hex games` links to it. It is stored (once per message), so this holds after a
    /// restart too; a failure to store it is logged, and only the link is lost.
    pub async fn board_shown(&self, game: GameId, channel: ChannelId, message: u64) {
        let known = {
            let mut shown = self.inner.core.boards_shown.lock().expect("boards shown");
            shown
                .put(game, (channel, message))
                .contains(&(channel, message))
        };
        if known {
            return;
        }
        let store = self.inner.core.db.store();
        if let Err(e) = store.set_board_message(game, channel, message).await {
            tracing::warn!(%game, error = %e, "cannot remember the message showing a board");
        }
    }

    /// A personal link's token for `user` in `game` of `guild`, valid for [`super::LINK_LIFETIME`];
    /// `None` when this service signs no links (no web secret configured).
    pub fn link_token(&self, guild: GuildId, game: GameId, user: UserId) -> Option<String> {
        self.inner.web.link_token(guild, game, user)
    }

    /// What the link token `token` grants in `game` now.
    ///
    /// # Errors
    /// A [`TokenError`] saying why it grants nothing (a service that signs no links takes no
    /// token for one of its own).
    pub fn check_link(&self, token: &str, game: GameId) -> Result<LinkGrant, TokenError> {
        self.checked(token, game, crate::weblink::Signer::check)
    }

    /// A link's token that opens `user`'s analysis board `board` (its number in
    /// [`LinkGrant::game`]) on the web, valid for [`super::LINK_LIFETIME`]; `None` when this
    /// service signs no links.
    pub fn board_link_token(&self, guild: GuildId, board: GameId, user: UserId) -> Option<String> {
        let signer = self.inner.core.config.web_signer.as_ref()?;
        Some(signer.sign_board(&Grant {
            guild: guild.0,
            game: board.0,
            user: user.0,
            expires: self.inner.core.now().plus(super::LINK_LIFETIME).0,
        }))
    }

    /// What the board link token `token` grants on analysis board `board` now.
    ///
    /// # Errors
    /// As [`Service::check_link`]; a game's token grants no board.
    pub fn check_board_link(&self, token: &str, board: GameId) -> Result<LinkGrant, TokenError> {
        self.checked(token, board, crate::weblink::Signer::check_board)
    }

    /// `token` checked by `check` for `id` now, with this service's signer.
    fn checked(
        &self,
        token: &str,
        id: GameId,
        check: fn(&crate::weblink::Signer, &str, i64, i64) -> Result<Grant, TokenError>,
    ) -> Result<LinkGrant, TokenError> {
        let signer = self
            .inner
            .core
            .config
            .web_signer
            .as_ref()
            .ok_or(TokenError::Malformed)?;
        let grant = check(signer, token, id.0, self.inner.core.now().0)?;
        Ok(LinkGrant {
            guild: GuildId(grant.guild),
            game: GameId(grant.game),
            user: UserId(grant.user),
            expires: Timestamp(grant.expires),
        })
    }
}
