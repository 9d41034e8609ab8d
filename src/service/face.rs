//! The rest of the service's public face: what front ends ask besides commands (a button's
//! check before its input, cells to suggest, a tournament board's game, a daily puzzle's post,
//! a game's position, a review with its progress, the counts tests read), each handed to the
//! type that owns it.

use super::command::ChallengeOptions;
use super::custom_id::ButtonId;
use super::door::Service;
use super::error::{ServiceError, at_door};
use super::ids::{Actor, ChannelId, GameId, GuildId};
use super::records::Position;
use super::reply::Reply;
use super::tournaments::BoardRef;
use crate::store::TournamentId;
use std::sync::atomic::Ordering;
use tokio::sync::watch;

impl Service {
    /// The refusal a press of button `id` by `actor` would get now, before the front end asks
    /// for the button's input (the Move button's cell): a stale button, a finished game, not the
    /// presser's turn. `None` when the press may go on. The press itself is checked again.
    ///
    /// # Errors
    /// A [`ServiceError`] when the game cannot be loaded.
    pub async fn check_press(
        &self,
        actor: &Actor,
        id: ButtonId,
    ) -> Result<Option<Reply>, ServiceError> {
        self.inner.core.check_open()?;
        Ok(at_door(self.inner.core.check_press(actor, id).await)?.err())
    }

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
        self.inner.core.check_open()?;
        Ok(at_door(self.inner.core.check_challenge(actor, options).await)?.err())
    }

    /// Up to [`super::MAX_SUGGESTIONS`] empty cells of the channel's game starting with `typed`,
    /// nearest the last stone first (for autocomplete).
    pub async fn suggest_cells(&self, actor: &Actor, typed: &str) -> Vec<String> {
        self.inner.core.suggest_cells(actor, typed).await
    }

    /// Runs at once every deadline that has already passed, in the channels in memory, and
    /// returns when their announcements are out. The terminal's scripts call it before their
    /// first line, so that what was due at start (a game ended for idleness) is told first.
    pub async fn catch_up(&self) {
        self.inner.core.catch_up().await;
    }

    /// The game of a tournament's board, made in `thread` — the thread the front end made for a
    /// [`super::ThreadRequest`]. The reply goes in the thread. A refusal (the board has its game
    /// already, the tournament was called off) means the thread is not needed.
    ///
    /// # Errors
    /// A [`ServiceError`] for failures that are not the player's doing.
    pub async fn open_board(
        &self,
        guild: GuildId,
        thread: ChannelId,
        board: BoardRef,
    ) -> Result<Reply, ServiceError> {
        let opened = self
            .inner
            .tournaments
            .open_board(guild, thread, board)
            .await;
        Ok(at_door(opened)?.unwrap_or_else(|refusal| refusal))
    }

    /// Remembers which message of the front end's is tournament `id`'s announcement (the
    /// answer to its creation), so that it is edited as players join and leave by command.
    /// A tournament of another server is left alone.
    ///
    /// # Errors
    /// A [`ServiceError`] when the database fails.
    pub async fn set_tournament_announcement(
        &self,
        guild: GuildId,
        id: TournamentId,
        message: u64,
    ) -> Result<(), ServiceError> {
        self.inner
            .tournaments
            .set_announcement(guild, id, message)
            .await
    }

    /// Remembers `message` as the post of `guild`'s daily puzzle of `day` (an
    /// [`super::Outgoing::daily`]), so that it is edited as people solve it and not posted again.
    /// A front end that keeps no messages reports 0.
    ///
    /// # Errors
    /// A [`ServiceError`] when the database fails.
    pub async fn daily_posted(
        &self,
        guild: GuildId,
        day: i64,
        message: u64,
    ) -> Result<(), ServiceError> {
        self.inner.puzzles.posted(guild, day, message).await
    }

    /// `/hex-study review game:ID`, with the progress of a computation (0 to 100 per cent) sent to
    /// `progress` while it runs; a stored review answers at once without any. Refusals come
    /// back as private replies, as from [`Service::handle`], and the review is shown publicly
    /// within the same limits as the other public answers.
    ///
    /// # Errors
    /// A [`ServiceError`] for failures that are not the player's doing.
    pub async fn review(
        &self,
        actor: &Actor,
        id: GameId,
        progress: Option<watch::Sender<u8>>,
    ) -> Result<Reply, ServiceError> {
        let core = &self.inner.core;
        core.check_open()?;
        core.db.remember_actor(actor, core.now()).await;
        let reply = self.inner.reviews.review(actor, id, progress).await;
        let answer = at_door(core.quieted_here(actor, reply).await)?;
        Ok(answer.unwrap_or_else(|refusal| refusal))
    }

    /// The position of game `id` as stored (`None` if there is no such game).
    ///
    /// # Errors
    /// [`ServiceError::Storage`], or [`ServiceError::Corrupt`] when its moves do not replay.
    pub async fn position(&self, id: GameId) -> Result<Option<Position>, ServiceError> {
        self.inner.records.position(id).await
    }

    /// Playouts done so far by the computer's search in game `id`, while one runs.
    pub fn search_progress(&self, id: GameId) -> Option<u64> {
        self.inner
            .core
            .lock_searches()
            .get(&id)
            .map(|c| c.playouts.load(Ordering::Relaxed))
    }

    /// How many replays the service has drawn since it opened: a replay answered with the GIF
    /// kept from an earlier ask (or shared with another asker's drawing) draws none.
    pub fn replays_drawn(&self) -> u64 {
        self.inner.records.replays_drawn()
    }

    /// How many display names the service keeps in memory now (per server, user-wide; see
    /// [`super::ServiceConfig::names_kept`]).
    pub fn names_in_memory(&self) -> (usize, usize) {
        self.inner.core.db.names_in_memory()
    }

    /// How many games the service has read from the store one by one since it opened (a game's
    /// record and moves, replayed): a game kept in memory is not read again.
    pub fn games_read(&self) -> u64 {
        self.inner.core.db.store().games_read()
    }

    /// How many channels the service keeps in memory now (idle ones are forgotten as new
    /// channels come; see [`super::ServiceConfig::channels_kept`]).
    pub fn channels_in_memory(&self) -> usize {
        self.inner.core.channels_in_memory()
    }
}
