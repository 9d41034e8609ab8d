//! The registry: opens the [`Service`], takes its commands at the door (a closed service, the
//! refusals as private replies) and routes each to its handler — without the channel's lock, or
//! on the channel's game under its lock (see `route`) — and shuts the service down.

use super::command::Command;
use super::config::ServiceConfig;
use super::custom_id::{Action, ButtonId};
use super::error::{Fail, Res, ServiceError, at_door, refuse};
use super::ids::{Actor, SharedClock};
use super::inner::{Inner, Service};
use super::limits::MAX_SUGGESTIONS;
use super::messages::{Key, Message};
use super::persist::StoreWithNames;
use super::reply::{ComputerAnswer, Handled, Reply};
use super::route::{Apart, OnGame, Routed};
use super::slot::{Announcements, Slot, Waiter};
use crate::hex::{Move, Variant};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use tokio::sync::{mpsc, oneshot};

impl Service {
    /// Opens the store (migrating it), takes the lock on its [`ServiceConfig::scope`] for the
    /// service's life (no other process may run the same games: see
    /// [`crate::store::Store::lock_scope`]), resumes every stored deadline (a past one fires at
    /// once), and returns the service with the receiver of its own announcements.
    ///
    /// # Errors
    /// [`ServiceError::Storage`] when the database cannot be opened (after trying for
    /// [`ServiceConfig::database_retry`] while it does not answer), or another process holds
    /// the scope ([`crate::store::StoreError::Held`], naming it and its holder).
    pub async fn open(
        config: ServiceConfig,
        clock: SharedClock,
    ) -> Result<(Self, Announcements), ServiceError> {
        let db = StoreWithNames::open(
            &config.database_url,
            config.database_retry,
            config.names_kept,
        )
        .await?;
        let hold = db
            .store()
            .lock_scope(config.scope, config.database_retry)
            .await?;
        let (out, rx) = mpsc::channel(config.announcements_queued.max(1));
        let inner = Arc::new(Inner::new(db, hold, config, clock, out));
        inner.recover_outage().await?;
        inner.resume().await?;
        inner.resume_tournaments().await;
        inner.watch_vacations();
        inner.watch_daily_puzzles();
        inner.watch_lock();
        Ok((Self { inner }, rx))
    }

    /// Carries out `command` for `actor`. Refusals come back as private replies and store nothing.
    ///
    /// # Errors
    /// A [`ServiceError`] for failures that are not the player's doing (log it; apologise).
    pub async fn handle(&self, actor: &Actor, command: Command) -> Result<Reply, ServiceError> {
        Ok(self.handle_inner(actor, command, None).await?.reply)
    }

    /// Like [`Service::handle`], for a front end that shows the computer's answer together with
    /// the command that led to it (one board per turn): when the computer is to move after the
    /// command, its answer comes through the returned [`ComputerAnswer`] instead of the
    /// announcements — unless the front end stops waiting for it, and then it is announced as
    /// usual. The search still runs on the search threads, never in the caller's task.
    ///
    /// # Errors
    /// As [`Service::handle`].
    pub async fn handle_answered(
        &self,
        actor: &Actor,
        command: Command,
    ) -> Result<Handled, ServiceError> {
        let (tx, rx) = oneshot::channel();
        self.handle_inner(actor, command, Some((tx, rx))).await
    }

    async fn handle_inner(
        &self,
        actor: &Actor,
        command: Command,
        answer: Option<(oneshot::Sender<Reply>, oneshot::Receiver<Reply>)>,
    ) -> Result<Handled, ServiceError> {
        self.inner.check_open()?;
        let (tx, rx) = answer.unzip();
        let handled = match at_door(self.inner.clone().dispatch(actor, command, tx).await)? {
            Ok((reply, waiting)) => Handled {
                reply,
                answer: rx.filter(|_| waiting).map(ComputerAnswer::new),
            },
            Err(refusal) => Handled {
                reply: refusal,
                answer: None,
            },
        };
        Ok(handled)
    }

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
        self.inner.check_open()?;
        if id.action != Action::Move {
            return Ok(None);
        }
        let key = (actor.guild, actor.channel);
        let slot = self.inner.slot(key);
        let mut slot = slot.lock().await;
        let checked = match self.inner.ensure_loaded(key, &mut slot).await {
            Ok(()) => self.inner.check_move_button(actor, &slot, id),
            Err(e) => Err(e),
        };
        Ok(at_door(checked)?.err())
    }

    /// Up to [`MAX_SUGGESTIONS`] empty cells of the channel's game starting with `typed`, nearest
    /// the last stone first (for autocomplete).
    pub async fn suggest_cells(&self, actor: &Actor, typed: &str) -> Vec<String> {
        let key = (actor.guild, actor.channel);
        let slot = self.inner.slot(key);
        let mut slot = slot.lock().await;
        if self.inner.ensure_loaded(key, &mut slot).await.is_err() {
            return Vec::new();
        }
        let Some(st) = slot.current.as_ref().filter(|s| s.is_active()) else {
            return Vec::new();
        };
        let typed = typed.trim().to_ascii_lowercase();
        let last = st.game.last_stone();
        let mut cells: Vec<_> = st
            .game
            .board()
            .empty_cells()
            .filter(|c| c.to_string().starts_with(&typed))
            .collect();
        cells.sort_by_key(|c| {
            last.map_or((0, *c), |l| {
                let dc = i32::from(c.col()) - i32::from(l.col());
                let dr = i32::from(c.row()) - i32::from(l.row());
                ((dc.abs() + dr.abs() + (dc + dr).abs()) / 2, *c)
            })
        });
        cells
            .into_iter()
            .take(MAX_SUGGESTIONS)
            .map(|c| c.to_string())
            .collect()
    }

    /// How many display names the service keeps in memory now (per server, user-wide; see
    /// [`ServiceConfig::names_kept`]).
    pub fn names_in_memory(&self) -> (usize, usize) {
        self.inner.db.names_in_memory()
    }

    /// How many games the service has read from the store one by one since it opened (a game's
    /// record and moves, replayed): a game kept in memory is not read again.
    pub fn games_read(&self) -> u64 {
        self.inner.db.store().games_read()
    }

    /// How many channels the service keeps in memory now (idle ones are forgotten as new
    /// channels come; see [`ServiceConfig::channels_kept`]).
    pub fn channels_in_memory(&self) -> usize {
        self.inner.channels_in_memory()
    }

    /// Stops timers and waits for running searches to finish without storing their moves, then
    /// closes the store and lets the lock on its games go. Further commands get
    /// [`ServiceError::Closed`].
    pub async fn close(&self) {
        let inner = &self.inner;
        inner.halt().await;
        // Alive until now: a restart counts its outage from here.
        if !inner.hold.is_lost() {
            inner.last_heartbeat().await;
        }
        inner.db.store().close().await;
        inner.hold.release().await;
    }

    /// Completes once this process has lost the lock that keeps its games its own (on
    /// PostgreSQL, the connection holding its shards broke; never on SQLite). By then the
    /// service has stopped running games (commands get [`ServiceError::Closed`]): another
    /// process may take them, so the front end should stop, and start again.
    pub async fn lock_lost(&self) {
        self.inner.hold.lost().await;
        self.inner.halt().await;
    }

    /// Whether [`Service::lock_lost`] has happened.
    #[must_use]
    pub fn has_lost_lock(&self) -> bool {
        self.inner.hold.is_lost()
    }
}

impl Inner {
    /// Stops running games: no more commands, timers or searches (their moves are not stored).
    /// Closing does it first; so does losing the lock on the games.
    pub(super) async fn halt(&self) {
        self.closed.store(true, Ordering::SeqCst);
        let _ = self.shutdown.send(true);
        for c in self.lock_searches().values() {
            c.stop();
        }
        self.scheduler.close().await;
        for slot in self.all_slots() {
            if let Some(t) = slot.lock().await.timer.take() {
                t.abort();
            }
        }
    }

    /// Stops running games as soon as the lock on them is lost, whether or not the front end
    /// is listening ([`Service::lock_lost`]).
    fn watch_lock(self: &Arc<Self>) {
        let inner = self.clone();
        let mut stop = self.shutdown.subscribe();
        tokio::spawn(async move {
            tokio::select! {
                () = inner.hold.lost() => inner.halt().await,
                _ = stop.changed() => {}
            }
        });
    }

    /// Carries out `command`; with `answer`, a computer's move due after it goes there (the
    /// flag says whether it will).
    async fn dispatch(
        self: Arc<Self>,
        actor: &Actor,
        command: Command,
        answer: Option<oneshot::Sender<Reply>>,
    ) -> Res<(Reply, bool)> {
        self.db
            .remember(
                actor.guild,
                actor.user,
                (&actor.name, &actor.account_name),
                self.now(),
            )
            .await;
        match Routed::from(command) {
            Routed::Apart(command) => self.apart(actor, command).await.map(|r| (r, false)),
            Routed::OnGame(command) => self.on_game(actor, command, answer).await,
        }
    }

    /// A command answered without the channel's lock.
    async fn apart(self: Arc<Self>, actor: &Actor, command: Apart) -> Res<Reply> {
        match command {
            Apart::Rules { variant } => {
                let key = match variant {
                    Some(Variant::Rex) => Key::RulesRex,
                    Some(Variant::Hex) | None => Key::Rules,
                };
                Ok(Reply::private(Message::new(key)))
            }
            Apart::Leaderboard { page, kind } => {
                let reply = self.leaderboard(actor, page, kind).await;
                self.quieted_here(actor, reply).await
            }
            Apart::Profile { user } => {
                let reply = self.profile(actor, user).await;
                self.quieted_here(actor, reply).await
            }
            Apart::History { user } => {
                let reply = self.history(actor, user).await;
                self.quieted_here(actor, reply).await
            }
            Apart::Export { game } => {
                let reply = self.export(actor, game).await;
                self.quieted_here(actor, reply).await
            }
            Apart::AbortGame(id) => self.abort_set_aside(actor, id).await,
            Apart::Review { game } => {
                let reply = self.clone().review(actor, game, None).await;
                self.quieted_here(actor, reply).await
            }
            Apart::Hint { confirmed } => self.hint(actor, confirmed).await,
            Apart::WebLink { game } => self.web_link(actor, game).await,
            Apart::Replay { game } => {
                let reply = self.replay(actor, game).await;
                self.quieted_here(actor, reply).await
            }
            Apart::Config(options) => self.config(actor, options).await,
            Apart::Settings(options) => self.preferences(actor, options).await,
            Apart::Games { user, page } => self.games(actor, user, page).await,
            Apart::Vacation(action) => self.vacation(actor, action).await,
            Apart::Tournament(action) => self.tournament_command(actor, action).await,
            Apart::Puzzle {
                action,
                button,
                confirmed,
            } => self.puzzle(actor, action, button, confirmed).await,
            Apart::TournamentSignup { tournament, join } => {
                self.press_signup(actor, tournament, join).await
            }
        }
    }

    /// A command about the channel's game, under the channel's lock.
    async fn on_game(
        self: Arc<Self>,
        actor: &Actor,
        command: OnGame,
        answer: Option<oneshot::Sender<Reply>>,
    ) -> Res<(Reply, bool)> {
        let key = (actor.guild, actor.channel);
        let slot = self.slot(key);
        let mut slot = slot.lock().await;
        self.ensure_loaded(key, &mut slot).await?;
        let slot = &mut *slot;
        // An idle time that has passed takes effect before the command that finds it (its
        // timer may not have fired yet, just after a start).
        if let Err(Fail::Error(e)) = self.idle_overdue(key, slot).await {
            tracing::error!("idle game: {e}");
        }
        let position = |slot: &Slot| slot.current.as_ref().map(|s| (s.id(), s.ply()));
        let before = position(slot);
        // The board again, asked by anyone: shown publicly only within the limits.
        let public_answer = command.asks_for_public_answer();
        let reply = self.answer_on_game(actor, slot, command).await;
        let reply = if public_answer {
            let bystander = slot.shown().is_some_and(|st| !st.is_player(actor.user));
            reply.map(|r| self.quieted(actor, r, bystander))
        } else {
            reply
        };
        // The command moved the game on (or started one) and the computer answers next: the
        // answer goes to the front end waiting for it.
        let waiting = match (&reply, answer, &slot.current) {
            (Ok(r), Some(tx), Some(st))
                if !r.refused
                    && position(slot) != before
                    && st.computer_to_move()
                    && !slot.thinking =>
            {
                slot.answer_to = Some(Waiter {
                    game: st.id(),
                    ply: st.ply(),
                    tx,
                });
                true
            }
            _ => false,
        };
        self.arm(key, slot);
        reply.map(|r| (r, waiting))
    }

    /// The handler of a command about the channel's game.
    async fn answer_on_game(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        command: OnGame,
    ) -> Res<Reply> {
        match command {
            OnGame::Challenge(options) => self.challenge(actor, slot, options).await,
            OnGame::Accept(button) => self.accept(actor, slot, button).await,
            OnGame::Decline(button) => self.decline(actor, slot, button).await,
            OnGame::Withdraw(button) => self.withdraw(actor, slot, button).await,
            OnGame::Ai(options) => self.ai(actor, slot, options).await,
            OnGame::Move(text, button) => self.play_text(actor, slot, &text, button).await,
            OnGame::MoveWithoutCell => refuse(Key::MoveNeedsCell),
            OnGame::Swap(button) => self.play(actor, slot, Move::Swap, button).await,
            OnGame::Resign(button) => self.resign(actor, slot, button),
            OnGame::ConfirmResign(button) => self.confirm_resign(actor, slot, button).await,
            OnGame::Board(button) => self.board(actor, slot, button).await,
            OnGame::BoardPrivately => self.board_privately(actor, slot).await,
            OnGame::Rematch {
                same_starter,
                button,
            } => self.rematch(actor, slot, button, same_starter).await,
            OnGame::Abort => self.abort(actor, slot).await,
            OnGame::Claim(button) => self.claim(actor, slot, button).await,
        }
    }
}

#[allow(dead_code)]
fn _assert_send(s: Service, a: Actor) {
    fn is_send<T: Send>(_: T) {}
    is_send(async move { s.handle(&a, Command::Board).await });
}
