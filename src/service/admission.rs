//! Admission: whether a command that takes a share of something everyone needs may go on — a
//! game against the computer (per user, per server, and while the queue of its moves has room)
//! or another open challenge. Each refusal says what the limit is.

use super::command::ChallengeOptions;
use super::error::{Res, ServiceError, at_door, refuse};
use super::ids::Actor;
use super::inner::{Inner, Service};
use super::limits::OPEN_CHALLENGES_PER_USER;
use super::messages::{Key, Message};
use super::reply::Reply;

impl Inner {
    /// Whether `actor` may start a game against the computer: fewer open ones than the limits
    /// per user and per server, and room in the queue of computer moves.
    pub(super) async fn admit_computer_game(&self, actor: &Actor) -> Res<()> {
        let limits = self.config.computer;
        let store = self.db.store();
        if store.open_computer_games_of(actor.user).await? >= limits.games_per_user {
            return refuse(
                Message::new(Key::ComputerGamesPerUser)
                    .arg("limit", i64::from(limits.games_per_user)),
            );
        }
        if store.open_computer_games_in(actor.guild).await? >= limits.games_per_server {
            return refuse(
                Message::new(Key::ComputerGamesPerServer)
                    .arg("limit", i64::from(limits.games_per_server)),
            );
        }
        self.admit_computer_move()
    }

    /// Whether the queue of computer moves has room for one more.
    pub(super) fn admit_computer_move(&self) -> Res<()> {
        if self.scheduler.is_full() {
            return refuse(Key::ComputerBusy);
        }
        Ok(())
    }

    /// Whether `actor` may open another challenge in their server.
    pub(super) async fn admit_challenge(&self, actor: &Actor) -> Res<()> {
        let open = self
            .db
            .store()
            .open_challenges_by(actor.guild, actor.user)
            .await?;
        if open >= OPEN_CHALLENGES_PER_USER {
            return refuse(
                Message::new(Key::TooManyChallenges)
                    .arg("limit", i64::from(OPEN_CHALLENGES_PER_USER)),
            );
        }
        Ok(())
    }
}

impl Service {
    /// The refusal a challenge by `actor` would get, asked before anything is made for it (a
    /// thread of its own): a board size not offered, oneself or a bot as the opponent, too many
    /// open challenges. `None` when it may go on; it is checked again when it is made.
    ///
    /// # Errors
    /// A [`ServiceError`] when the store cannot be read.
    pub async fn check_challenge(
        &self,
        actor: &Actor,
        options: &ChallengeOptions,
    ) -> Result<Option<Reply>, ServiceError> {
        self.inner.check_open()?;
        Ok(at_door(self.inner.check_challenge(actor, options).await)?.err())
    }
}
