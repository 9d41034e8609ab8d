//! The tournaments wing's doors: its commands, routed here by the service's door, and what it
//! hears from the game core ([`Wing`]): a game's end moves its tournament on, and a game it holds
//! may not be cancelled by its players (a resignation scores for the opponent).

use super::{TournamentAction, Tournaments};
use crate::service::error::{Res, ServiceError};
use crate::service::events::{GameEnded, How, Wing, WingFuture};
use crate::service::ids::{Actor, GameId};
use crate::service::reply::Reply;
use crate::store::TournamentId;

impl Tournaments {
    /// A tournament command.
    pub(in crate::service) async fn command(
        &self,
        actor: &Actor,
        action: TournamentAction,
    ) -> Res<Reply> {
        match action {
            TournamentAction::Create(options) => self.create_tournament(actor, options).await,
            TournamentAction::Join(id) => self.join_tournament(actor, id).await,
            TournamentAction::Leave(id) => self.leave_tournament(actor, id).await,
            TournamentAction::Start(id) => self.start_tournament(actor, id).await,
            TournamentAction::Standings(id) => self.tournament_standings(actor, id).await,
            TournamentAction::Cancel(id) => self.cancel_tournament(actor, id).await,
            TournamentAction::Withdraw(id) => self.withdraw_from_tournament(actor, id).await,
            TournamentAction::Export(id) => self.export_tournament(actor, id).await,
        }
    }

    /// The tournament game `game` is a board of, if any: known in memory once the running
    /// tournaments were read on start, else looked up in the store.
    async fn tournament_of(&self, game: GameId) -> Result<Option<TournamentId>, ServiceError> {
        if let Some(boards) = self.lock_boards().as_ref() {
            return Ok(boards.get(&game).copied());
        }
        Ok(self
            .db
            .store()
            .tournament_of_game(game)
            .await?
            .map(|(id, _, _)| id))
    }
}

impl Wing for Tournaments {
    /// Moves on the tournament of the game that ended, if it has one (a failure is logged: the
    /// game's end stands). A board the wing itself decided otherwise (a forfeit, a tournament
    /// called off) is moved on by the wing where it decided it.
    fn game_ended<'a>(&'a self, ended: &'a GameEnded) -> WingFuture<'a, ()> {
        Box::pin(async move {
            let tournament = match self.tournament_of(ended.game).await {
                Ok(Some(t)) => t,
                Ok(None) => return,
                Err(e) => {
                    tracing::error!(
                        game = ended.game.0,
                        "cannot look up the game's tournament: {e}"
                    );
                    return;
                }
            };
            if let Some(boards) = self.lock_boards().as_mut() {
                boards.remove(&ended.game);
            }
            if ended.how == How::Forfeit {
                return;
            }
            if let Err(e) = self.advance(tournament, false).await {
                tracing::error!(%tournament, "cannot move the tournament on: {e:?}");
            }
        })
    }

    /// Whether game `game` is a tournament's: its players may not cancel it.
    fn holds(&self, game: GameId) -> WingFuture<'_, Result<bool, ServiceError>> {
        Box::pin(async move { Ok(self.tournament_of(game).await?.is_some()) })
    }
}
