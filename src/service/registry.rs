//! The registry: the service's configuration, its shared state (one slot per channel, the search
//! pool, the announcement channel), the public [`Service`] handle, and command dispatch.

use super::bounds::{Announcements, Slots};
use super::command::Command;
use super::custom_id::{Action, ButtonId};
use super::error::{Fail, Res, ServiceError, refuse};
use super::ids::{Actor, ChannelId, GameId, GuildId, SharedClock, Timestamp, UserId};
use super::limits::MAX_SUGGESTIONS;
use super::limits::{ComputerLimits, PublicAnswers};
use super::messages::{Key, Message};
use super::noise::Shouts;
use super::persist::Db;
use super::reply::{ComputerAnswer, Handled, Outgoing, Reply};
use super::scheduler::Scheduler;
use super::state::State;
use crate::ai::{GameTree, SearchControl};
use crate::hex::Move;
use crate::shards::ShardSet;
use crate::store::{GameStatus, StoredGame};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;
use tokio::sync::{Mutex as AsyncMutex, mpsc, oneshot, watch};

/// Settings of a [`Service`].
#[derive(Clone, Debug)]
pub struct ServiceConfig {
    /// Where games are stored: [`crate::store::DEFAULT_DATABASE_URL`], `sqlite::memory:`…
    pub database_url: String,
    /// How many computer searches may run at once, each on a thread of its own at a lower
    /// priority than the work players wait for.
    pub ai_threads: usize,
    /// How long a challenge stays open.
    pub challenge_ttl: Duration,
    /// How long the player to move must be idle (without a turn timer) before the opponent may
    /// claim the game.
    pub idle_claim: Duration,
    /// A fixed playout budget for every search, instead of the levels' own (tests, end-to-end
    /// runs, benchmarks).
    pub ai_playouts: Option<u64>,
    /// Seed for game seeds and random first players; `None` takes one from the clock.
    pub seed: Option<u64>,
    /// How much of the computer one user or one server may take, and how many searches may
    /// wait for a thread.
    pub computer: ComputerLimits,
    /// How many public answers (boards, leaderboards, profiles, histories) one user may ask
    /// for within a window; past it they are answered privately.
    pub public_answers: PublicAnswers,
    /// How many channels are kept in memory before idle ones are forgotten (see
    /// [`super::bounds`]).
    pub channels_kept: usize,
    /// How many announcements may wait for the front end; past that, new ones are dropped
    /// with a log line (see [`super::bounds`]).
    pub announcements_queued: usize,
    /// How many display names of each kind (per server, user-wide) are kept in memory; the
    /// others are read from the store when needed.
    pub names_kept: usize,
    /// The Discord shards this process holds: on start it resumes only the games of their
    /// servers (the other servers' games belong to the processes holding their shards).
    pub shards: ShardSet,
}

impl ServiceConfig {
    /// Defaults: searches on as many threads as there are cores, challenges open 10 minutes,
    /// idle claims after 24 hours, the levels' own budgets.
    pub fn new(database_url: impl Into<String>) -> Self {
        Self {
            database_url: database_url.into(),
            ai_threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            challenge_ttl: Duration::from_secs(10 * 60),
            idle_claim: Duration::from_secs(24 * 60 * 60),
            ai_playouts: None,
            seed: None,
            computer: ComputerLimits::default(),
            public_answers: PublicAnswers::default(),
            channels_kept: 4096,
            announcements_queued: 1024,
            names_kept: 65_536,
            shards: ShardSet::ALL,
        }
    }
}

/// A channel: where one game at a time is played.
pub(super) type ChannelKey = (GuildId, ChannelId);

/// What the service keeps about a channel between commands.
#[derive(Default)]
pub(super) struct Slot {
    /// Whether `current` reflects the store (false until first use after a start, and while a
    /// change of `current` is being stored).
    pub loaded: bool,
    /// The pending challenge or active game.
    pub current: Option<State>,
    /// The most recently ended game (for rematch and its board), once looked up.
    pub last: Option<State>,
    pub last_loaded: bool,
    /// A resignation waiting for confirmation: who and at which ply.
    pub resign_pending: Option<(UserId, usize)>,
    /// The timer (or computer turn) armed for `current`.
    pub timer: Option<tokio::task::AbortHandle>,
    /// A computer search for `current` is running (its task re-arms when it is done).
    pub thinking: bool,
    /// The failures of the computer's turn or the expiry at `current`'s position, spacing out
    /// the next try (see [`super::retry`]).
    pub retry: Option<super::retry::Retry>,
    /// The idle announcement made for `current` (its game and ply): the claim offer, made once
    /// per position and run (after a restart it is made again, as the deadline is derived from
    /// the stored time of the last move).
    pub idle_announced: Option<(GameId, usize)>,
    /// A front end waiting for the computer's answer at this game and ply, to show it with the
    /// command that led to it (one message per turn); otherwise the answer is an [`Outgoing`].
    pub answer_to: Option<Waiter>,
}

/// Where the computer's answer at one game and ply goes when a front end waits for it.
pub(super) struct Waiter {
    pub game: GameId,
    pub ply: usize,
    pub tx: oneshot::Sender<Reply>,
}

impl Slot {
    /// The waiter for the computer's answer in game `id` at `ply`, if one waits (taken out).
    pub(super) fn waiter(&mut self, id: GameId, ply: usize) -> Option<Waiter> {
        self.answer_to.take_if(|w| w.game == id && w.ply == ply)
    }
}

impl Slot {
    /// The game the channel shows: the current one, else the last ended one.
    pub(super) fn shown(&self) -> Option<&State> {
        self.current.as_ref().or(self.last.as_ref())
    }

    /// Ends the current game: it becomes the channel's last one.
    pub(super) fn retire(&mut self) {
        if let Some(st) = self.current.take() {
            self.last = Some(st);
            self.last_loaded = true;
        }
    }
}

pub(super) struct Inner {
    pub db: Db,
    pub clock: SharedClock,
    pub config: ServiceConfig,
    // A std Mutex: held only to look up or insert a channel's slot, never across an await, so a
    // blocking lock is the cheapest correct choice.
    slots: StdMutex<Slots>,
    // Hands the search threads out fairly: game searches round-robin by user, bounded; reviews
    // in the background class.
    pub scheduler: Arc<Scheduler>,
    // Who answered publicly lately, for the limit on public answers.
    pub shouts: Shouts,
    out: mpsc::Sender<Outgoing>,
    // A std Mutex: a few nanoseconds to draw a number, never held across an await.
    rng: StdMutex<ChaCha8Rng>,
    pub closed: AtomicBool,
    pub shutdown: watch::Sender<bool>,
    // A std Mutex: insert/remove/iterate only, never across an await. The running searches, so
    // an abort or shutdown can stop them early.
    searches: StdMutex<HashMap<GameId, Arc<SearchControl>>>,
    // A std Mutex, never held across an await: the computer's search trees kept between its
    // moves (Hard), so that its next search starts from what this one learned.
    trees: StdMutex<KeptTrees>,
    /// The reviews being computed (one computation per game).
    pub reviews: super::review::Reviews,
}

/// The game service: commands in, [`Reply`]s out, and [`Outgoing`] replies when the computer moves,
/// a timer fires or a challenge expires. Cheap to clone; all clones share one service.
#[derive(Clone)]
pub struct Service {
    pub(super) inner: Arc<Inner>,
}

impl Service {
    /// Opens the store (migrating it), resumes every stored deadline (a past one fires at once),
    /// and returns the service with the receiver of its own announcements.
    ///
    /// # Errors
    /// [`ServiceError::Storage`] when the database cannot be opened.
    pub async fn open(
        config: ServiceConfig,
        clock: SharedClock,
    ) -> Result<(Self, Announcements), ServiceError> {
        let db = Db::open(&config.database_url, config.names_kept).await?;
        let (out, rx) = mpsc::channel(config.announcements_queued.max(1));
        let seed = config
            .seed
            .unwrap_or_else(|| clock.now().0 as u64 ^ 0x9e37_79b9_7f4a_7c15);
        let slots = StdMutex::new(Slots::new(config.channels_kept));
        let inner = Arc::new(Inner {
            db,
            scheduler: Scheduler::new(config.ai_threads, config.computer.queue),
            shouts: Shouts::default(),
            clock,
            config,
            slots,
            out,
            rng: StdMutex::new(ChaCha8Rng::seed_from_u64(seed)),
            closed: AtomicBool::new(false),
            shutdown: watch::channel(false).0,
            searches: StdMutex::new(HashMap::new()),
            trees: StdMutex::new(KeptTrees::default()),
            reviews: Default::default(),
        });
        inner.resume().await?;
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
        if self.inner.closed.load(Ordering::SeqCst) {
            return Err(ServiceError::Closed);
        }
        let (tx, rx) = answer.unzip();
        match self.inner.clone().dispatch(actor, command, tx).await {
            Ok((reply, waiting)) => Ok(Handled {
                reply,
                answer: rx.filter(|_| waiting).map(ComputerAnswer::new),
            }),
            Err(Fail::Refused(m)) => Ok(Handled {
                reply: Reply {
                    refused: true,
                    ..Reply::private(m)
                },
                answer: None,
            }),
            Err(Fail::Error(e)) => Err(e),
        }
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
        if self.inner.closed.load(Ordering::SeqCst) {
            return Err(ServiceError::Closed);
        }
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
        match checked {
            Ok(()) => Ok(None),
            Err(Fail::Refused(m)) => Ok(Some(Reply {
                refused: true,
                ..Reply::private(m)
            })),
            Err(Fail::Error(e)) => Err(e),
        }
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

    /// How many channels the service keeps in memory now (idle ones are forgotten as new
    /// channels come; see [`ServiceConfig::channels_kept`]).
    pub fn channels_in_memory(&self) -> usize {
        self.inner
            .slots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .map
            .len()
    }

    /// Stops timers and waits for running searches to finish without storing their moves, then
    /// closes the store. Further commands get [`ServiceError::Closed`].
    pub async fn close(&self) {
        let inner = &self.inner;
        inner.closed.store(true, Ordering::SeqCst);
        let _ = inner.shutdown.send(true);
        for c in inner.lock_searches().values() {
            c.stop();
        }
        inner.scheduler.close().await;
        let slots: Vec<_> = inner
            .slots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .map
            .values()
            .cloned()
            .collect();
        for slot in slots {
            if let Some(t) = slot.lock().await.timer.take() {
                t.abort();
            }
        }
        inner.db.store().close().await;
    }
}

/// How much memory the kept search trees may hold together (a Hard tree on a large board takes
/// up to about 75 MB).
pub(super) const TREES_KEPT_BYTES: usize = 256 << 20;

/// The search trees kept between the computer's moves, by game, stamped by when each was kept.
#[derive(Default)]
struct KeptTrees {
    map: HashMap<GameId, (u64, GameTree)>,
    stamp: u64,
}

impl KeptTrees {
    fn take(&mut self, id: GameId) -> GameTree {
        self.map
            .remove(&id)
            .map(|(_, tree)| tree)
            .unwrap_or_default()
    }

    /// Keeps `tree` for game `id`; the trees kept longest are dropped while all of them together
    /// hold more than `budget` bytes (the newest one too, if it alone is over). Returns the
    /// trees dropped, for the caller to free outside the lock ([`free_trees`]).
    #[must_use]
    fn keep(&mut self, id: GameId, tree: GameTree, budget: usize) -> Vec<GameTree> {
        let mut dropped = Vec::new();
        if tree.bytes() == 0 {
            return dropped;
        }
        self.stamp += 1;
        if let Some((_, old)) = self.map.insert(id, (self.stamp, tree)) {
            dropped.push(old);
        }
        while self.map.values().map(|(_, t)| t.bytes()).sum::<usize>() > budget {
            let Some(oldest) = self
                .map
                .iter()
                .min_by_key(|(_, (s, _))| *s)
                .map(|(&k, _)| k)
            else {
                break;
            };
            dropped.extend(self.map.remove(&oldest).map(|(_, t)| t));
        }
        dropped
    }
}

/// Frees search trees on a thread of their own: a Hard tree is tens of megabytes, and handing
/// that memory back takes milliseconds the async threads should spend on players' moves (freed
/// here only if no thread can be started).
fn free_trees(trees: Vec<GameTree>) {
    if trees.iter().all(|t| t.bytes() == 0) {
        return;
    }
    // Should no thread start, the closure is dropped here, and the trees with it.
    let spawned = std::thread::Builder::new()
        .name("hexbot-free".into())
        .spawn(move || drop(trees));
    if let Err(e) = spawned {
        tracing::warn!("search trees freed in place: {e}");
    }
}

impl Inner {
    pub(super) fn now(&self) -> Timestamp {
        self.clock.now()
    }

    pub(super) fn lock_searches(
        &self,
    ) -> std::sync::MutexGuard<'_, HashMap<GameId, Arc<SearchControl>>> {
        self.searches.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Asks the search running for game `id`, if any, to stop now, and forgets its kept tree.
    pub(super) fn stop_search(&self, id: GameId) {
        if let Some(c) = self.lock_searches().get(&id) {
            c.stop();
        }
        let gone = self.lock_trees().map.remove(&id);
        free_trees(gone.into_iter().map(|(_, t)| t).collect());
    }

    fn lock_trees(&self) -> std::sync::MutexGuard<'_, KeptTrees> {
        self.trees.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The search tree kept for game `id` (an empty one when none is), taken out for a search.
    pub(super) fn take_tree(&self, id: GameId) -> GameTree {
        self.lock_trees().take(id)
    }

    /// Keeps game `id`'s search tree for its next search (see [`KeptTrees::keep`]).
    pub(super) fn keep_tree(&self, id: GameId, tree: GameTree) {
        let dropped = self.lock_trees().keep(id, tree, TREES_KEPT_BYTES);
        free_trees(dropped);
    }

    pub(super) fn slot(&self, key: ChannelKey) -> Arc<AsyncMutex<Slot>> {
        self.slots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
    }

    pub(super) fn next_seed(&self) -> u64 {
        self.rng.lock().unwrap_or_else(|e| e.into_inner()).random()
    }

    pub(super) fn emit(&self, (guild, channel): ChannelKey, reply: Reply) {
        if self.closed.load(Ordering::SeqCst) {
            return;
        }
        let out = Outgoing {
            guild,
            channel,
            reply,
        };
        if let Err(mpsc::error::TrySendError::Full(out)) = self.out.try_send(out) {
            // Stored before it was announced: dropping it loses nothing (see `bounds`).
            tracing::warn!(
                game = ?out.reply.game,
                channel = %out.channel,
                "announcement dropped: the front end is {} behind",
                self.config.announcements_queued
            );
        }
    }

    /// A stored game as the service keeps it, with its players' names.
    pub(super) async fn state(&self, stored: StoredGame) -> State {
        let guild = stored.record.guild;
        let mut names = HashMap::new();
        for seat in crate::store::Seat::BOTH {
            if let Some(u) = stored.record.player(seat).user() {
                names.insert(u, self.db.name(guild, u).await);
            }
        }
        State::new(stored, |u| names.get(&u).cloned().unwrap_or_default())
    }

    /// Loads the channel's open game into its slot, unless it is there already.
    pub(super) async fn ensure_loaded(&self, key: ChannelKey, slot: &mut Slot) -> Res<()> {
        if !slot.loaded {
            let stored = match self.db.store().load_open_game_in(key.1).await {
                // A game that no longer loads is set aside: the channel is free.
                Err(e) => self.set_aside_failed(e).await.map(|_| None)?,
                Ok(stored) => stored,
            };
            slot.current = match stored {
                Some(g) => Some(self.state(g).await),
                None => None,
            };
            slot.loaded = true;
        }
        Ok(())
    }

    /// Looks up the channel's last ended game (one `user` played, after a restart).
    pub(super) async fn ensure_last(
        &self,
        key: ChannelKey,
        slot: &mut Slot,
        user: UserId,
    ) -> Res<()> {
        if !slot.last_loaded {
            let recent = self.db.store().recent_games(key.0, user, 20).await?;
            let last = recent.into_iter().find(|r| {
                r.place() == key.1 && matches!(r.status, GameStatus::Finished | GameStatus::Aborted)
            });
            slot.last = match last {
                Some(r) => self.load_state(r.id).await?,
                None => None,
            };
            slot.last_loaded = true;
        }
        Ok(())
    }

    /// A stored game replayed, or `None` if there is no such game.
    pub(super) async fn load_state(&self, id: GameId) -> Result<Option<State>, ServiceError> {
        match self.db.store().load_game(id).await {
            Ok(g) => Ok(Some(self.state(g).await)),
            Err(crate::store::StoreError::NotFound(_)) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Carries out `command`; with `answer`, a computer's move due after it goes there (the
    /// flag says whether it will).
    pub(super) async fn dispatch(
        self: Arc<Self>,
        actor: &Actor,
        command: Command,
        answer: Option<oneshot::Sender<Reply>>,
    ) -> Res<(Reply, bool)> {
        self.db
            .remember(actor.guild, actor.user, &actor.name, self.now())
            .await;
        let alone = match command {
            Command::Rules { variant } => {
                let key = match variant {
                    Some(crate::hex::Variant::Rex) => Key::RulesRex,
                    _ => Key::Rules,
                };
                Ok(Reply::private(Message::new(key)))
            }
            Command::Leaderboard { page, kind } => {
                let reply = self.leaderboard(actor, page, kind).await;
                self.quieted_here(actor, reply).await
            }
            Command::Profile { user } => {
                let reply = self.profile(actor, user).await;
                self.quieted_here(actor, reply).await
            }
            Command::History { user } => {
                let reply = self.history(actor, user).await;
                self.quieted_here(actor, reply).await
            }
            Command::Export { game } => self.export(actor, game).await,
            Command::AbortGame(id) => self.abort_set_aside(actor, id).await,
            // Not under the channel's lock: a review may take seconds.
            Command::Review { game }
            | Command::Button {
                id:
                    ButtonId {
                        game,
                        action: Action::Review,
                        ..
                    },
                ..
            } => self.clone().review(actor, game, None).await,
            Command::Hint => self.hint(actor).await,
            Command::Replay { game } => self.replay(actor, game).await,
            Command::Config(o) => self.config(actor, o).await,
            Command::Settings(o) => self.preferences(actor, o).await,
            command => return self.dispatch_in_channel(actor, command, answer).await,
        };
        alone.map(|r| (r, false))
    }

    /// A command about the channel's game, under the channel's lock.
    async fn dispatch_in_channel(
        self: Arc<Self>,
        actor: &Actor,
        command: Command,
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
        // The board again, asked by anyone: shown publicly only within the limits (`noise`).
        let noisy = matches!(command, Command::Board)
            || matches!(&command, Command::Button { id, .. } if id.action == Action::Board);
        let reply = match command {
            Command::Challenge(o) => self.challenge(actor, slot, o).await,
            Command::Accept => self.accept(actor, slot, None).await,
            Command::Decline => self.decline(actor, slot, None).await,
            Command::Withdraw => self.withdraw(actor, slot, None).await,
            Command::Ai(o) => self.ai(actor, slot, o).await,
            Command::Move(text) => self.play_text(actor, slot, &text, None).await,
            Command::Swap => self.play(actor, slot, Move::Swap, None).await,
            Command::Resign => self.resign(actor, slot, None),
            Command::ConfirmResign => self.confirm_resign(actor, slot, None).await,
            Command::Board => self.board(actor, slot, None).await,
            Command::BoardPrivately => self.board_privately(actor, slot).await,
            Command::Rematch => self.rematch(actor, slot, None, false).await,
            Command::RematchSameStarter => self.rematch(actor, slot, None, true).await,
            Command::Abort => self.abort(actor, slot).await,
            Command::Claim => self.claim(actor, slot, None).await,
            Command::Button { id, input } => self.button(actor, slot, id, input).await,
            Command::Rules { .. }
            | Command::Leaderboard { .. }
            | Command::Profile { .. }
            | Command::History { .. }
            | Command::Export { .. }
            | Command::Review { .. }
            | Command::AbortGame(_)
            | Command::Hint
            | Command::Replay { .. }
            | Command::Config(_)
            | Command::Settings(_) => {
                unreachable!("answered above")
            }
        };
        let reply = if noisy {
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

    async fn button(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        id: ButtonId,
        input: Option<String>,
    ) -> Res<Reply> {
        let b = Some(id);
        match id.action {
            Action::Accept => self.accept(actor, slot, b).await,
            Action::Decline => self.decline(actor, slot, b).await,
            Action::Withdraw => self.withdraw(actor, slot, b).await,
            Action::Move => match input {
                Some(text) if !text.trim().is_empty() => {
                    self.play_text(actor, slot, &text, b).await
                }
                _ => refuse(Key::MoveNeedsCell),
            },
            Action::Swap => self.play(actor, slot, Move::Swap, b).await,
            Action::Resign => self.resign(actor, slot, b),
            Action::ConfirmResign => self.confirm_resign(actor, slot, b).await,
            Action::Board => self.board(actor, slot, b).await,
            Action::Rematch => self.rematch(actor, slot, b, false).await,
            Action::RematchSame => self.rematch(actor, slot, b, true).await,
            Action::Claim => self.claim(actor, slot, b).await,
            Action::Review => unreachable!("answered before the channel's lock"),
        }
    }

    /// The slot's pending challenge or active game, or the refusal for its absence; with a button's
    /// id, the game must be that one (else the button is stale).
    pub(super) fn current<'a>(&self, slot: &'a Slot, button: Option<ButtonId>) -> Res<&'a State> {
        match (&slot.current, button) {
            (Some(st), Some(b)) if st.id() != b.game => refuse(Key::StaleButton),
            (Some(st), _) => Ok(st),
            (None, Some(b)) if slot.last.as_ref().is_some_and(|l| l.id() == b.game) => {
                refuse(Key::GameOver)
            }
            (None, Some(_)) => refuse(Key::StaleButton),
            (None, None) => refuse(Key::NoGameHere),
        }
    }

    pub(super) fn pending<'a>(&self, slot: &'a Slot, button: Option<ButtonId>) -> Res<&'a State> {
        let st = match self.current(slot, button) {
            Err(Fail::Refused(m)) if m.key == Key::NoGameHere => {
                return refuse(Key::NoOpenChallenge);
            }
            other => other?,
        };
        if st.status() != GameStatus::Challenge {
            return refuse(if button.is_some() {
                Key::StaleButton
            } else {
                Key::NoOpenChallenge
            });
        }
        Ok(st)
    }

    pub(super) fn active<'a>(&self, slot: &'a Slot, button: Option<ButtonId>) -> Res<&'a State> {
        let st = self.current(slot, button)?;
        if st.status() == GameStatus::Challenge {
            return refuse(Key::ChallengePending);
        }
        Ok(st)
    }
}

#[allow(dead_code)]
fn _assert_send(s: Service, a: Actor) {
    fn is_send<T: Send>(_: T) {}
    is_send(async move { s.handle(&a, Command::Board).await });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Level, SearchConfig, think_reusing};
    use crate::hex::{BoardSize, Game, Settings, SwapRule, Variant};

    /// A tree of a real search (Hard's settings, a few hundred playouts).
    fn searched(size: u32) -> GameTree {
        let game = Game::new(Settings {
            size: BoardSize::new(size).unwrap(),
            variant: Variant::Hex,
            swap: SwapRule::Off,
        });
        let config = SearchConfig::for_level(Level::Hard).with_playouts(300);
        let mut tree = GameTree::new();
        think_reusing(&game, &config, 1, &SearchControl::new(), &mut tree).unwrap();
        tree
    }

    #[test]
    fn kept_trees_stay_within_their_budget_dropping_the_oldest() {
        let mut kept = KeptTrees::default();
        let one = searched(9).bytes();
        assert!(one > 0);
        // Room for two trees: the third drops the first kept, and hands it back.
        for id in 1..=2 {
            assert!(
                kept.keep(GameId(id), searched(9), 2 * one + one / 2)
                    .is_empty()
            );
        }
        let dropped = kept.keep(GameId(3), searched(9), 2 * one + one / 2);
        assert_eq!(dropped.len(), 1);
        assert!(dropped[0].bytes() > 0);
        assert_eq!(kept.take(GameId(1)).bytes(), 0);
        assert!(kept.take(GameId(2)).bytes() > 0);
        // Taken out: gone until kept again.
        assert_eq!(kept.take(GameId(2)).bytes(), 0);
        // A game's tree kept again replaces (and hands back) its older one.
        assert_eq!(kept.keep(GameId(3), searched(7), usize::MAX).len(), 1);
        assert!(kept.take(GameId(3)).bytes() > 0);
        // An empty tree is not kept; one over the whole budget alone is not either.
        assert!(kept.keep(GameId(4), GameTree::new(), usize::MAX).is_empty());
        assert_eq!(kept.keep(GameId(5), searched(9), one / 2).len(), 1);
        assert!(kept.map.is_empty());
    }
}
