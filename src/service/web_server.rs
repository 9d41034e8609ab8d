//! What a server's page on the web shows, as data: its leaderboards (the same lines as `/hex
//! leaderboard`), its latest games with their captions, and its running tournaments (their
//! round, standings and picture), each line a message the web words in the reader's language.

use super::ServiceError;
use super::command::Ladder;
use super::door::Service;
use super::error::at_door;
use super::ids::{Actor, GameId, GuildId};
use super::messages::Message;
use super::tournaments::TournamentView;
use crate::store::TournamentId;

/// How many of a server's latest games its page lists.
const GAMES_LISTED: u32 = 30;

/// A server's page, as data.
#[derive(Clone, Debug)]
pub struct ServerView {
    /// Each ladder's lines (two-player games, the computer ladder, puzzles), as `/hex
    /// leaderboard` shows its first page.
    pub ladders: Vec<Vec<Message>>,
    /// Its latest games, newest first: the game, whether it is being played, and its caption.
    pub games: Vec<(GameId, bool, Message)>,
    /// Its running tournaments, newest first.
    pub tournaments: Vec<TournamentView>,
}

impl Service {
    /// `guild`'s page.
    ///
    /// # Errors
    /// [`ServiceError::Storage`].
    pub async fn web_server(&self, guild: GuildId) -> Result<ServerView, ServiceError> {
        let reader = Actor {
            guild,
            ..Actor::new(0, 0, 0, "web")
        };
        let mut ladders = Vec::new();
        for kind in [Ladder::Players, Ladder::Computer, Ladder::Puzzles] {
            // As `/hex leaderboard` words it, without its limit on public answers (a page is
            // read by anyone, as often as they like, and shown to nobody else).
            let reply = at_door(self.inner.ladders.leaderboard(&reader, None, kind).await)?
                .unwrap_or_else(|refusal| refusal);
            ladders.push(reply.lines);
        }
        let mut games = Vec::new();
        let records = self
            .inner
            .core
            .db
            .store()
            .guild_recent_games(guild, GAMES_LISTED)
            .await?;
        for record in records {
            // A game that no longer loads is left out of the list (it is set aside elsewhere).
            if let Ok(Some(st)) = self.inner.core.load_state(record.id).await {
                games.push((st.id(), st.is_active(), st.caption()));
            }
        }
        let tournaments = self.inner.tournaments.web_tournaments(guild).await?;
        Ok(ServerView {
            ladders,
            games,
            tournaments,
        })
    }

    /// The standings picture (PNG: a crosstable or a bracket) of `guild`'s tournament `id`;
    /// `None` when it has none, or is another server's.
    ///
    /// # Errors
    /// [`ServiceError::Storage`].
    pub async fn web_tournament_picture(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Result<Option<Vec<u8>>, ServiceError> {
        Ok(self
            .inner
            .tournaments
            .web_tournament_picture(guild, id)
            .await?)
    }
}
