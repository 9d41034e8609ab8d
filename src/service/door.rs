//! The service's doors: [`Service`], the public handle, opens the game core and its wings and
//! takes commands at the door (a closed service, the refusals as private replies), routing each
//! to the type that owns it — the channel's game to the game core, under the channel's lock (see
//! `route`), a wing's command to its wing — and shuts the service down. [`Inner`] holds the
//! doors only: the core and the wings, each holding what it uses. The rest of the service's
//! public face is in `face`.

use super::analysis::{Analyses, LivePositions};
use super::command::Command;
use super::config::ServiceConfig;
use super::core::Core;
use super::core::handle::Games;
use super::error::{Res, ServiceError, at_door, refuse};
use super::events::Wing;
use super::feed::Feed;
use super::hint::Hints;
use super::ids::{Actor, SharedClock};
use super::messages::{Key, Message};
use super::optin::WebOptIn;
use super::outage::{last_heartbeat, recover_outage};
use super::parts::Parts;
use super::persist::StoreWithNames;
use super::plans::Plans;
use super::puzzles::Puzzles;
use super::records::Records;
use super::renders::Renders;
use super::reply::{ComputerAnswer, Handled, Reply};
use super::review::Reviews;
use super::route::{Apart, Routed};
use super::scheduler::Scheduler;
use super::settings::Settings;
use super::shared::Seeds;
use super::slot::{Announcements, Outbox};
use super::stats::Ladders;
use super::tournaments::Tournaments;
use super::vacation::Vacations;
use super::web_play::WebPlay;
use crate::hex::Variant;
use std::sync::Arc;
use tokio::sync::{Notify, mpsc, oneshot, watch};

/// The game service: commands in, [`Reply`]s out, and [`super::Outgoing`] replies when the
/// computer moves, a timer fires or a challenge expires. Cheap to clone; all clones share one
/// service.
#[derive(Clone)]
pub struct Service {
    pub(super) inner: Arc<Inner>,
}

/// The doors: the game core and the wings, each reached through its own door.
pub(super) struct Inner {
    /// The game core: the channels' games.
    pub core: Arc<Core>,
    pub tournaments: Arc<Tournaments>,
    pub puzzles: Arc<Puzzles>,
    pub ladders: Ladders,
    pub records: Records,
    pub reviews: Arc<Reviews>,
    pub hints: Hints,
    /// The analysis boards.
    pub analyses: Analyses,
    pub settings: Settings,
    pub vacations: Arc<Vacations>,
    /// Conditional moves.
    pub plans: Arc<Plans>,
    /// The servers' opt-ins to web pages.
    pub optin: Arc<WebOptIn>,
    /// The live pages' feed of the games' changes.
    pub feed: Arc<Feed>,
    /// What the games' pages and personal links do in the games' places.
    pub web: WebPlay,
    /// Tells the watchers and timers that the service stops.
    shutdown: watch::Sender<bool>,
}

impl Service {
    /// Opens the store (migrating it), takes the lock on its [`ServiceConfig::scope`] for the
    /// service's life (no other process may run the same games: see
    /// [`crate::store::Store::lock_scope`]), resumes every stored deadline (a past one fires at
    /// once) and every running tournament, and returns the service with the receiver of its own
    /// announcements.
    ///
    /// # Errors
    /// [`ServiceError::Storage`] when the database cannot be opened (after trying for
    /// [`ServiceConfig::database_retry`] while it does not answer), or another process holds
    /// the scope ([`crate::store::StoreError::Held`], naming it and its holder).
    pub async fn open(
        config: ServiceConfig,
        clock: SharedClock,
    ) -> Result<(Self, Announcements), ServiceError> {
        let db = Arc::new(
            StoreWithNames::open(
                &config.database_url,
                config.database_retry,
                config.names_kept,
            )
            .await?,
        );
        let hold = db
            .store()
            .lock_scope(config.scope, config.database_retry)
            .await?;
        let (out, rx) = mpsc::channel(config.announcements_queued.max(1));
        let seed = config
            .seed
            .unwrap_or_else(|| clock.now().0 as u64 ^ 0x9e37_79b9_7f4a_7c15);
        let (shutdown, stop) = watch::channel(false);
        let parts = Parts {
            optin: Arc::new(WebOptIn::new(db.clone())),
            db,
            clock,
            outbox: Outbox::new(out),
            seeds: Arc::new(Seeds::new(seed)),
            scheduler: Scheduler::new(config.ai_threads, config.computer.queue),
            renders: Arc::new(Renders::new(config.renders)),
            config: Arc::new(config),
            shutdown: stop,
        };
        let core = Arc::new(Core::new(&parts, hold));
        let games = Games::new(core.clone());
        let dailies_changed = Arc::new(Notify::new());
        let live = Arc::new(LivePositions::default());
        let inner = Arc::new(Inner {
            tournaments: Arc::new(Tournaments::new(&parts, games.clone())),
            puzzles: Arc::new(Puzzles::new(&parts, dailies_changed.clone())),
            ladders: Ladders::new(&parts),
            records: Records::new(&parts),
            reviews: Arc::new(Reviews::new(&parts)),
            hints: Hints::new(&parts, games.clone()),
            analyses: Analyses::new(&parts, live.clone()),
            settings: Settings::new(&parts, dailies_changed),
            plans: Arc::new(Plans::new(&parts, games.clone())),
            vacations: Arc::new(Vacations::new(&parts, games)),
            optin: parts.optin.clone(),
            feed: Arc::new(Feed::new()),
            web: WebPlay::new(core.clone()),
            core,
            shutdown,
        });
        let tournaments: Arc<dyn Wing> = inner.tournaments.clone();
        inner.core.subscribe(Arc::downgrade(&tournaments));
        let feed: Arc<dyn Wing> = inner.feed.clone();
        inner.core.subscribe(Arc::downgrade(&feed));
        let plans: Arc<dyn Wing> = inner.plans.clone();
        inner.core.subscribe(Arc::downgrade(&plans));
        let live: Arc<dyn Wing> = live.clone();
        inner.core.subscribe(Arc::downgrade(&live));
        recover_outage(&parts).await?;
        inner.core.resume().await?;
        inner.tournaments.resume().await;
        inner.analyses.resume().await;
        inner.vacations.watch_vacations();
        inner.puzzles.watch_daily_puzzles();
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
        self.inner.core.check_open()?;
        let (tx, rx) = answer.unzip();
        let handled = match at_door(self.inner.dispatch(actor, command, tx).await)? {
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

    /// Stops timers and waits for running searches to finish without storing their moves, then
    /// closes the store and lets the lock on its games go. Further commands get
    /// [`ServiceError::Closed`].
    pub async fn close(&self) {
        self.inner.halt().await;
        let core = &self.inner.core;
        // Alive until now: a restart counts its outage from here.
        if !core.hold.is_lost() {
            last_heartbeat(&core.db, &core.clock, core.config.scope).await;
        }
        core.db.store().close().await;
        core.hold.release().await;
    }

    /// Completes once this process has lost the lock that keeps its games its own (on
    /// PostgreSQL, the connection holding its shards broke; never on SQLite). By then the
    /// service has stopped running games (commands get [`ServiceError::Closed`]): another
    /// process may take them, so the front end should stop, and start again.
    pub async fn lock_lost(&self) {
        self.inner.core.hold.lost().await;
        self.inner.halt().await;
    }

    /// Whether [`Service::lock_lost`] has happened.
    #[must_use]
    pub fn has_lost_lock(&self) -> bool {
        self.inner.core.hold.is_lost()
    }
}

impl Inner {
    /// Stops running games as soon as the lock on them is lost, whether or not the front end
    /// is listening ([`Service::lock_lost`]).
    fn watch_lock(self: &Arc<Self>) {
        let inner = self.clone();
        let mut stop = self.shutdown.subscribe();
        tokio::spawn(async move {
            tokio::select! {
                () = inner.core.hold.lost() => inner.halt().await,
                _ = stop.changed() => {}
            }
        });
    }

    /// Stops running games: no more commands, timers or searches (their moves are not stored).
    /// Closing does it first; so does losing the lock on the games.
    async fn halt(&self) {
        self.core.outbox.close();
        let _ = self.shutdown.send(true);
        self.core.halt().await;
    }

    /// Carries out `command`; with `answer`, a computer's move due after it goes there (the
    /// flag says whether it will).
    async fn dispatch(
        &self,
        actor: &Actor,
        command: Command,
        answer: Option<oneshot::Sender<Reply>>,
    ) -> Res<(Reply, bool)> {
        if let Some(refusal) = super::places::refusal(actor, &command) {
            return refuse(refusal);
        }
        let core = &self.core;
        core.db.remember_actor(actor, core.now()).await;
        match Routed::from(command) {
            Routed::Apart(command) => self.apart(actor, command).await.map(|r| (r, false)),
            Routed::OnGame(command) => core.clone().on_game(actor, command, answer).await,
        }
    }

    /// A command answered without the channel's lock, by the type that owns it. Answers anyone
    /// may ask for are quieted as the game core says for a bystander of the channel's game.
    async fn apart(&self, actor: &Actor, command: Apart) -> Res<Reply> {
        let core = &self.core;
        match command {
            Apart::Rules { variant } => {
                let key = match variant {
                    Some(Variant::Rex) => Key::RulesRex,
                    Some(Variant::Hex) | None => Key::Rules,
                };
                Ok(Reply::private(Message::new(key)))
            }
            Apart::Leaderboard { page, kind } => {
                let reply = self.ladders.leaderboard(actor, page, kind).await;
                core.quieted_here(actor, reply).await
            }
            Apart::Profile { user } => {
                let reply = self.ladders.profile(actor, user).await;
                core.quieted_here(actor, reply).await
            }
            Apart::History { user } => {
                let reply = self.records.history(actor, user).await;
                core.quieted_here(actor, reply).await
            }
            Apart::Export { game } => {
                let reply = self.records.export(actor, game).await;
                core.quieted_here(actor, reply).await
            }
            Apart::AbortGame(id) => core.abort_set_aside(actor, id).await,
            Apart::Review { game } => {
                let reply = self.reviews.review(actor, game, None).await;
                core.quieted_here(actor, reply).await
            }
            Apart::Hint { confirmed } => self.hints.hint(actor, confirmed).await,
            Apart::WebLink { game } => self.web.web_link(actor, game).await,
            Apart::Replay { game } => {
                let reply = self.records.replay(actor, game).await;
                core.quieted_here(actor, reply).await
            }
            Apart::Config(options) => self.settings.config(actor, options).await,
            Apart::Settings(options) => self.settings.preferences(actor, options).await,
            Apart::Games { user, page } => self.records.games(actor, user, page).await,
            Apart::Vacation(action) => self.vacations.vacation(actor, action).await,
            Apart::Plan { action, button } => self.plans.command(actor, action, button).await,
            Apart::Tournament(action) => self.tournaments.command(actor, action).await,
            Apart::Puzzle {
                action,
                button,
                confirmed,
            } => self.puzzles.command(actor, action, button, confirmed).await,
            Apart::Analyze(options) => self.analyses.open(actor, &options).await,
            Apart::Diagram(options) => self.analyses.diagram(actor, &options).await,
            Apart::Analysis { button, input } => self.analyses.press(actor, button, input).await,
            Apart::TournamentSignup { tournament, join } => {
                self.tournaments.press_signup(actor, tournament, join).await
            }
        }
    }
}

#[allow(dead_code)]
fn _assert_send(s: Service, a: Actor) {
    fn is_send<T: Send>(_: T) {}
    is_send(async move { s.handle(&a, Command::Board).await });
}
