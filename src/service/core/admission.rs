//! Admission: whether a command that takes a share of something everyone needs may go on — a
//! game against the computer (per user, per server, and while the queue of its moves has room)
//! or another open challenge. Each refusal says what the limit is. The counts are checked here
//! first, so that a request past a limit is refused before anything is made for it, and again
//! when the game is stored, in the same step ([`Core::computer_game_limits`],
//! [`Core::challenge_limits`]): two requests at once never both take the last place.

use super::Core;
use crate::service::error::{Res, over_limit, refuse};
use crate::service::ids::Actor;
use crate::service::limits::OPEN_CHALLENGES_PER_USER;
use crate::service::messages::Key;
use crate::store::Limit;

impl Core {
    /// Whether `actor` may start a game against the computer: fewer open ones than the limits
    /// per user and per server, and room in the queue of computer moves.
    pub(in crate::service) async fn admit_computer_game(&self, actor: &Actor) -> Res<()> {
        let store = self.db.store();
        let limits = self.computer_game_limits(actor);
        if store.open_computer_games_of(actor.user).await? >= limits[0].max() {
            return refuse(over_limit(limits[0]));
        }
        if let Some(per_server) = limits.get(1)
            && store.open_computer_games_in(actor.guild).await? >= per_server.max()
        {
            return refuse(over_limit(*per_server));
        }
        self.admit_computer_move()?;
        self.admitted().await;
        Ok(())
    }

    /// The limits a new game against the computer by `actor` is stored within: per user, and
    /// per server in a server. Outside servers every DM and group DM is one place to the
    /// service, so a cap per server there would be one cap for every user of the app: the
    /// cap per user and the queue of computer moves bound them instead.
    pub(in crate::service) fn computer_game_limits(&self, actor: &Actor) -> Vec<Limit> {
        let limits = self.config.computer;
        let mut within = vec![Limit::ComputerGamesPerUser(limits.games_per_user)];
        if !actor.answers_only {
            within.push(Limit::ComputerGamesPerServer(limits.games_per_server));
        }
        within
    }

    /// The limits a new challenge is stored within.
    pub(in crate::service) fn challenge_limits(&self) -> [Limit; 1] {
        [Limit::ChallengesPerUser(OPEN_CHALLENGES_PER_USER)]
    }

    /// Whether the queue of computer moves has room for one more.
    pub(in crate::service) fn admit_computer_move(&self) -> Res<()> {
        if self.scheduler.is_full() {
            return refuse(Key::ComputerBusy);
        }
        Ok(())
    }

    /// Whether `actor` may open another challenge in their server.
    pub(in crate::service) async fn admit_challenge(&self, actor: &Actor) -> Res<()> {
        let [limit] = self.challenge_limits();
        let open = self
            .db
            .store()
            .open_challenges_by(actor.guild, actor.user)
            .await?;
        if open >= limit.max() {
            return refuse(over_limit(limit));
        }
        self.admitted().await;
        Ok(())
    }

    /// Tests only: waits at the configured barrier once a request passed the counts, so that
    /// a test can hold two requests there and let them both go on to store their games.
    async fn admitted(&self) {
        if let Some(barrier) = &self.config.admission_barrier {
            barrier.wait().await;
        }
    }
}
