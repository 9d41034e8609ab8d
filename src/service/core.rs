//! The service itself: the registry of channels, command dispatch, the computer's turns on the
//! blocking pool, and timers.

use super::command::{
    AiOptions, ChallengeOptions, Command, FirstMove, Level, TurnTimer, WhoStarts,
};
use super::custom_id::{Action, ButtonId};
use super::engine;
use super::ids::{Actor, ChannelId, GameId, GuildId, Person, SharedClock, Timestamp, UserId};
use super::messages::{Arg, Key, Message, board_arg, cell_error_arg, count, level_arg, side_arg};
use super::persist::{By, Db, DbError, GameRec, MoveRec, RatingChange, Reason, Seat, Status};
use super::reply::{BoardImage, Outgoing, Reply, Visibility};
use super::state::State;
use crate::ai::SearchControl;
use crate::hex::{BoardSize, Color, Move, PlayError, Settings, SwapRule, Variant};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;
use tokio::sync::{Mutex as AsyncMutex, Semaphore, mpsc, watch};

// Game records (history, export) and views for front ends; a child module so it can use the
// service's internals without widening them.
#[path = "records.rs"]
mod records;
pub use records::Position;

/// Settings of a [`Service`].
#[derive(Clone, Debug)]
pub struct ServiceConfig {
    /// Where games are stored: `sqlite://hexbot.db`, `sqlite::memory:`…
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
        }
    }
}

/// Something went wrong that is not the player's doing. Front ends log it and show a short
/// apology; refusals are never errors but private [`Reply`]s.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("storage failed: {0}")]
    Storage(String),
    #[error("game {game} is corrupt: {reason}")]
    Corrupt { game: GameId, reason: String },
    #[error("internal error: {0}")]
    Internal(String),
    #[error("the service is shut down")]
    Closed,
}

/// Why a command was not carried out.
enum Fail {
    /// The player's doing: shown to them privately.
    Refused(Message),
    Error(ServiceError),
}

type Res<T> = Result<T, Fail>;

fn refuse<T>(message: impl Into<Message>) -> Res<T> {
    Err(Fail::Refused(message.into()))
}

impl From<Key> for Message {
    fn from(key: Key) -> Self {
        Message::new(key)
    }
}

impl From<ServiceError> for Fail {
    fn from(e: ServiceError) -> Self {
        Fail::Error(e)
    }
}

impl From<DbError> for Fail {
    fn from(e: DbError) -> Self {
        match e {
            DbError::Race => Fail::Refused(Key::AlreadyMoved.into()),
            DbError::ChannelBusy => Fail::Refused(Key::ChannelBusy.into()),
            // The game changed status under us (a timer ended it first): the action is stale.
            DbError::WrongStatus(_) => Fail::Refused(Key::StaleButton.into()),
            DbError::Other(s) => Fail::Error(ServiceError::Storage(s)),
        }
    }
}

/// A channel: where one game at a time is played.
type ChannelKey = (GuildId, ChannelId);

/// What the service keeps about a channel between commands.
#[derive(Default)]
struct Slot {
    /// Whether `current` reflects the store (false until first use after a start).
    loaded: bool,
    /// The pending challenge or active game.
    current: Option<State>,
    /// The most recently ended game (for rematch and its board), once looked up.
    last: Option<State>,
    last_loaded: bool,
    /// A resignation waiting for confirmation: who and at which ply.
    resign_pending: Option<(UserId, usize)>,
    /// The timer (or computer turn) armed for `current`.
    timer: Option<tokio::task::AbortHandle>,
    /// A computer search for `current` is running (its task re-arms when it is done).
    thinking: bool,
}

/// What applying one move did.
struct Applied {
    finished: bool,
    ratings: Vec<RatingChange>,
    became_unrated: bool,
    /// The new position's picture, drawn on the blocking pool while the move was being stored.
    png: Option<Drawing>,
}

/// A board picture being drawn on the blocking pool.
type Drawing = tokio::task::JoinHandle<Vec<u8>>;

/// Starts drawing `game` on the blocking pool.
fn draw(game: &crate::hex::Game) -> Drawing {
    let game = game.clone();
    tokio::task::spawn_blocking(move || engine::draw(&game))
}

struct Inner {
    db: Db,
    clock: SharedClock,
    config: ServiceConfig,
    // A std Mutex: held only to look up or insert a channel's slot, never across an await, so a
    // blocking lock is the cheapest correct choice.
    slots: StdMutex<HashMap<ChannelKey, Arc<AsyncMutex<Slot>>>>,
    // Bounds the computer searches running at once on the blocking pool.
    pool: Arc<Semaphore>,
    out: mpsc::UnboundedSender<Outgoing>,
    // A std Mutex: a few nanoseconds to draw a number, never held across an await.
    rng: StdMutex<ChaCha8Rng>,
    closed: AtomicBool,
    shutdown: watch::Sender<bool>,
    // A std Mutex: insert/remove/iterate only, never across an await. The running searches, so
    // an abort or shutdown can stop them early.
    searches: StdMutex<HashMap<GameId, Arc<SearchControl>>>,
}

/// The game service: commands in, [`Reply`]s out, and [`Outgoing`] replies when the computer moves,
/// a timer fires or a challenge expires. Cheap to clone; all clones share one service.
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

type BoxFuture = Pin<Box<dyn Future<Output = ()> + Send + 'static>>;

impl Service {
    /// Opens the store (migrating it), resumes every stored deadline (a past one fires at once),
    /// and returns the service with the receiver of its own announcements.
    ///
    /// # Errors
    /// [`ServiceError::Storage`] when the database cannot be opened.
    pub async fn open(
        config: ServiceConfig,
        clock: SharedClock,
    ) -> Result<(Self, mpsc::UnboundedReceiver<Outgoing>), ServiceError> {
        let db = Db::open(&config.database_url)
            .await
            .map_err(|e| ServiceError::Storage(e.to_string()))?;
        let (out, rx) = mpsc::unbounded_channel();
        let seed = config
            .seed
            .unwrap_or_else(|| clock.now().0 as u64 ^ 0x9e37_79b9_7f4a_7c15);
        let inner = Arc::new(Inner {
            db,
            pool: Arc::new(Semaphore::new(config.ai_threads.max(1))),
            clock,
            config,
            slots: StdMutex::new(HashMap::new()),
            out,
            rng: StdMutex::new(ChaCha8Rng::seed_from_u64(seed)),
            closed: AtomicBool::new(false),
            shutdown: watch::channel(false).0,
            searches: StdMutex::new(HashMap::new()),
        });
        inner.resume().await?;
        Ok((Self { inner }, rx))
    }

    /// Carries out `command` for `actor`. Refusals come back as private replies and store nothing.
    ///
    /// # Errors
    /// A [`ServiceError`] for failures that are not the player's doing (log it; apologise).
    pub async fn handle(&self, actor: &Actor, command: Command) -> Result<Reply, ServiceError> {
        if self.inner.closed.load(Ordering::SeqCst) {
            return Err(ServiceError::Closed);
        }
        match self.inner.clone().dispatch(actor, command).await {
            Ok(reply) => Ok(reply),
            Err(Fail::Refused(m)) => Ok(Reply {
                refused: true,
                ..Reply::private(m)
            }),
            Err(Fail::Error(e)) => Err(e),
        }
    }

    /// Up to 25 empty cells of the channel's game starting with `typed`, nearest the last stone
    /// first (for autocomplete).
    pub async fn suggest_cells(&self, actor: &Actor, typed: &str) -> Vec<String> {
        let slot = self.inner.slot((actor.guild, actor.channel));
        let mut slot = slot.lock().await;
        if self.inner.ensure_loaded(actor, &mut slot).await.is_err() {
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
        cells.into_iter().take(25).map(|c| c.to_string()).collect()
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
        let n = u32::try_from(inner.config.ai_threads.max(1)).unwrap_or(u32::MAX);
        let _ = inner.pool.acquire_many(n).await;
        let slots: Vec<_> = inner
            .slots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values()
            .cloned()
            .collect();
        for slot in slots {
            if let Some(t) = slot.lock().await.timer.take() {
                t.abort();
            }
        }
        inner.db.close().await;
    }
}

impl Inner {
    fn now(&self) -> Timestamp {
        self.clock.now()
    }

    fn lock_searches(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, Arc<SearchControl>>> {
        self.searches.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Asks the search running for game `id`, if any, to stop now.
    fn stop_search(&self, id: GameId) {
        if let Some(c) = self.lock_searches().get(&id) {
            c.stop();
        }
    }

    fn slot(&self, key: ChannelKey) -> Arc<AsyncMutex<Slot>> {
        self.slots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(key)
            .or_default()
            .clone()
    }

    fn next_seed(&self) -> u64 {
        self.rng.lock().unwrap_or_else(|e| e.into_inner()).random()
    }

    fn emit(&self, guild: GuildId, channel: ChannelId, reply: Reply) {
        if !self.closed.load(Ordering::SeqCst) {
            let _ = self.out.send(Outgoing {
                guild,
                channel,
                reply,
            });
        }
    }

    async fn ensure_loaded(&self, actor: &Actor, slot: &mut Slot) -> Res<()> {
        self.ensure_loaded_at((actor.guild, actor.channel), slot)
            .await
    }

    async fn ensure_loaded_at(&self, key: ChannelKey, slot: &mut Slot) -> Res<()> {
        if !slot.loaded {
            slot.current = match self.db.open_in_channel(key.0, key.1).await? {
                Some(rec) => Some(State::from_rec(rec)?),
                None => None,
            };
            slot.loaded = true;
        }
        Ok(())
    }

    /// Looks up the channel's last ended game (one `user` played, after a restart).
    async fn ensure_last(&self, key: ChannelKey, slot: &mut Slot, user: UserId) -> Res<()> {
        if !slot.last_loaded {
            slot.last = match self.db.last_finished_in_channel(key.0, key.1, user).await? {
                Some(rec) => Some(State::from_rec(rec)?),
                None => None,
            };
            slot.last_loaded = true;
        }
        Ok(())
    }

    /// Rebuilds timers from the stored deadlines.
    async fn resume(self: &Arc<Self>) -> Result<(), ServiceError> {
        let due = self
            .db
            .with_deadline()
            .await
            .map_err(|e| ServiceError::Storage(e.to_string()))?;
        for (id, _) in due {
            let Some(rec) = self
                .db
                .load(id)
                .await
                .map_err(|e| ServiceError::Storage(e.to_string()))?
            else {
                continue;
            };
            let key = (rec.guild, rec.channel);
            let slot = self.slot(key);
            let mut slot = slot.lock().await;
            match self.ensure_loaded_at(key, &mut slot).await {
                Ok(()) => self.arm(key, &mut slot),
                Err(Fail::Error(e)) => tracing::error!(game = %id, "cannot resume: {e}"),
                Err(Fail::Refused(_)) => {}
            }
        }
        Ok(())
    }

    /// Arms the channel's timer for its current game's stored deadline (replacing any other).
    fn arm(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) {
        if let Some(t) = slot.timer.take() {
            t.abort();
        }
        if slot.thinking {
            return;
        }
        let Some(st) = &slot.current else { return };
        let Some(at) = st.rec.deadline else { return };
        let sleep = self.clock.sleep_until(at);
        let (id, ply) = (st.id(), st.ply());
        let inner = self.clone();
        let mut stop = self.shutdown.subscribe();
        let task = tokio::spawn(async move {
            tokio::select! {
                () = sleep => inner.wake(key, id, ply).await,
                _ = stop.changed() => {}
            }
        });
        slot.timer = Some(task.abort_handle());
    }

    /// A deadline came: expire the challenge, or let the computer play.
    fn wake(self: Arc<Self>, key: ChannelKey, id: GameId, ply: usize) -> BoxFuture {
        Box::pin(async move {
            if self.closed.load(Ordering::SeqCst) {
                return;
            }
            let slot = self.slot(key);
            let mut guard = slot.lock().await;
            // This task is the timer; it must not abort itself when re-arming.
            guard.timer = None;
            if let Err(Fail::Error(e)) = self.ensure_loaded_at(key, &mut guard).await {
                tracing::error!(game = %id, "timer: {e}");
                return;
            }
            let Some(st) = guard.current.as_ref().filter(|s| s.id() == id) else {
                return;
            };
            match st.rec.status {
                Status::Pending => {
                    if let Err(e) = self.expire(key, &mut guard).await {
                        log_fail(id, e);
                    }
                }
                Status::Active if st.ply() == ply && st.is_active() && !guard.thinking => {
                    let takeover = !st.computer_to_move();
                    if takeover && st.rec.timer.duration().is_none() {
                        return;
                    }
                    drop(guard);
                    if let Err(e) = self.computer_turn(key, id, ply, takeover).await {
                        log_fail(id, e);
                    }
                }
                _ => {}
            }
        })
    }

    async fn expire(self: &Arc<Self>, key: ChannelKey, slot: &mut Slot) -> Res<()> {
        let Some(st) = slot.current.take() else {
            return Ok(());
        };
        let now = self.now();
        if let Err(e) = self
            .db
            .set_status(st.id(), Status::Expired, None, now)
            .await
        {
            slot.current = Some(st);
            return Err(e.into());
        }
        let (challenger, opponent) = challenge_parties(&st);
        let mut reply = Reply::public(
            Message::new(Key::ChallengeExpired)
                .arg("challenger", challenger)
                .arg("opponent", opponent),
        );
        reply.game = Some(st.id());
        self.emit(key.0, key.1, reply);
        Ok(())
    }

    /// Lets the computer move in game `id` at `ply`: for its own seat, or (`takeover`) for an
    /// absent player at Medium. The search runs on the blocking pool without the game's lock;
    /// `slot.thinking` keeps a second search for the same turn from starting meanwhile.
    async fn computer_turn(
        self: &Arc<Self>,
        key: ChannelKey,
        id: GameId,
        ply: usize,
        takeover: bool,
    ) -> Res<()> {
        let slot = self.slot(key);
        let (game, level, seed) = {
            let mut guard = slot.lock().await;
            let Some(st) = guard
                .current
                .as_ref()
                .filter(|s| s.id() == id && s.ply() == ply && s.is_active())
            else {
                return Ok(());
            };
            let level = match st.seat(st.game.to_move()) {
                Seat::Computer(level) => *level,
                Seat::Human { .. } => Level::Medium,
            };
            let snapshot = (
                st.game.clone(),
                level,
                st.rec.seed ^ (ply as u64).wrapping_mul(0x9e37_79b9),
            );
            guard.thinking = true;
            snapshot
        };
        // Held until the move is stored, so `close` can wait for searches to settle.
        let permit = self.pool.clone().acquire_owned().await;
        let mv = if permit.is_err() || self.closed.load(Ordering::SeqCst) {
            None
        } else {
            let playouts = self.config.ai_playouts;
            let control = Arc::new(SearchControl::new());
            self.lock_searches().insert(id, control.clone());
            // A thread of its own at a lower priority (not tokio's blocking pool, whose threads
            // also draw the boards players wait for); the semaphore bounds how many run.
            let (done, result) = tokio::sync::oneshot::channel();
            let spawned = std::thread::Builder::new()
                .name("hexbot-search".into())
                .spawn(move || {
                    engine::lower_priority();
                    let _ = done.send(engine::computer_move(
                        &game, level, seed, playouts, &control,
                    ));
                });
            let search = match spawned {
                Ok(_) => result.await.map_err(|e| e.to_string()),
                Err(e) => Err(e.to_string()),
            };
            self.lock_searches().remove(&id);
            match search {
                Ok(mv) => mv,
                Err(e) => {
                    tracing::error!(game = %id, "search failed: {e}");
                    None
                }
            }
        };
        let mut guard = slot.lock().await;
        guard.thinking = false;
        if self.closed.load(Ordering::SeqCst) {
            return Ok(());
        }
        let current = guard
            .current
            .as_ref()
            .filter(|s| s.id() == id && s.ply() == ply && s.is_active());
        let (Some(mv), Some(st)) = (mv, current) else {
            // The game moved on meanwhile (the player came back, resigned, an abort): whatever
            // is due now gets its own timer.
            self.arm(key, &mut guard);
            return Ok(());
        };
        let color = st.game.to_move();
        let seat = st.seat_index(color);
        let away_before = st.seat_is_away(seat);
        let who = st.seat_arg(seat);
        let by = if takeover {
            By::ComputerForPlayer
        } else {
            By::Computer
        };
        let mut lines = vec![];
        if takeover {
            let cell: Arg = match mv {
                Move::Place(c) => c.into(),
                _ => Key::LastSwap.into(),
            };
            let key = if away_before {
                Key::TimedOutAgain
            } else {
                Key::TimedOut
            };
            lines.push(
                Message::new(key)
                    .arg("player", who)
                    .arg("level", level_arg(Level::Medium))
                    .arg("cell", cell),
            );
        } else {
            lines.extend(move_lines(st, color, mv));
        }
        let applied = match self.apply(&mut guard, mv, by, seat).await {
            Ok(a) => a,
            Err(e) => {
                self.arm(key, &mut guard);
                return Err(e);
            }
        };
        let st = guard.current.as_ref().or(guard.last.as_ref());
        let Some(st) = st.cloned() else {
            return Ok(());
        };
        lines.extend(self.after_lines(&st, &applied, seat));
        let reply = self
            .board_reply_drawn(&st, Visibility::Public, lines, applied.png)
            .await;
        self.arm(key, &mut guard);
        drop(guard);
        drop(permit);
        self.emit(key.0, key.1, reply);
        Ok(())
    }

    /// Plays `mv` for seat `seat` in the slot's current game, stores it (finishing the game and
    /// rating it if it ends), and updates the cache only once stored.
    async fn apply(&self, slot: &mut Slot, mv: Move, by: By, seat: usize) -> Res<Applied> {
        let Some(st) = slot.current.as_ref() else {
            return refuse(Key::NoGameHere);
        };
        let mut next = st.clone();
        if let Err(e) = next.game.play(mv) {
            return refuse(play_error(e));
        }
        // Draw the new position while the move is stored: the reply waits for the slower of the
        // two instead of both in turn. (If storing fails, the picture is thrown away.)
        let png = Some(draw(&next.game));
        let now = self.now();
        let ply = st.ply();
        let rec = MoveRec { mv, by, at: now };
        next.rec.moves.push(rec.clone());
        next.movers.push(seat);
        next.rec.updated = now;
        let mut became_unrated = false;
        if by == By::ComputerForPlayer && next.rec.rated && next.takeovers(seat) > 3 {
            next.rec.rated = false;
            became_unrated = true;
        }
        let mut ratings = Vec::new();
        let finished = if let Some(outcome) = next.game.outcome() {
            let reason = match outcome.reason {
                crate::hex::EndReason::Connection => Reason::Connection,
                crate::hex::EndReason::Resignation => Reason::Resignation,
            };
            let result = Some((outcome.winner, reason));
            let res = self
                .db
                .finish(
                    next.id(),
                    Some((ply, seat, rec)),
                    result,
                    next.rec.rated,
                    now,
                )
                .await;
            ratings = self.stored(slot, res)?;
            next.rec.status = Status::Finished;
            next.rec.result = result;
            next.rec.deadline = None;
            true
        } else {
            next.rec.deadline = next.next_deadline(now);
            let res = self
                .db
                .append(next.id(), ply, seat, &rec, next.rec.deadline)
                .await;
            self.stored(slot, res)?;
            false
        };
        slot.resign_pending = None;
        if finished {
            // A resignation may come while the computer thinks: it need not finish.
            self.stop_search(next.id());
            slot.current = None;
            slot.last = Some(next);
            slot.last_loaded = true;
        } else {
            slot.current = Some(next);
        }
        Ok(Applied {
            finished,
            ratings,
            became_unrated,
            png,
        })
    }

    /// A store result; on a lost race the cache is dropped so the next command reloads it.
    fn stored<T>(&self, slot: &mut Slot, res: Result<T, DbError>) -> Res<T> {
        res.map_err(|e| {
            if matches!(e, DbError::Race) {
                slot.loaded = false;
            }
            e.into()
        })
    }

    /// The lines after a move: the result, rating changes, the unrated note, "the computer thinks".
    fn after_lines(&self, st: &State, applied: &Applied, seat: usize) -> Vec<Message> {
        let mut lines = Vec::new();
        if applied.finished {
            lines.extend(result_lines(st));
            for r in &applied.ratings {
                let name = st
                    .rec
                    .seats
                    .iter()
                    .find(|s| s.user() == Some(r.user))
                    .map_or(
                        Arg::User(r.user, r.user.to_string()),
                        super::state::seat_arg,
                    );
                lines.push(rating_line(name, r));
            }
        }
        if applied.became_unrated {
            lines.push(Message::new(Key::Unrated).arg("player", st.seat_arg(seat)));
        }
        if !applied.finished && st.computer_to_move() {
            lines.push(Message::new(Key::ComputerThinks));
        }
        lines
    }

    /// A reply showing the game's board, caption and buttons.
    async fn board_reply(&self, st: &State, visibility: Visibility, lines: Vec<Message>) -> Reply {
        self.board_reply_drawn(st, visibility, lines, None).await
    }

    /// [`Self::board_reply`] with the picture of `st.game` already being drawn, if it is.
    async fn board_reply_drawn(
        &self,
        st: &State,
        visibility: Visibility,
        lines: Vec<Message>,
        png: Option<Drawing>,
    ) -> Reply {
        let png = png
            .unwrap_or_else(|| draw(&st.game))
            .await
            .unwrap_or_default();
        Reply {
            visibility,
            lines,
            board: Some(BoardImage {
                png,
                caption: st.caption(),
                alt: st.alt_text(),
            }),
            buttons: st.buttons(),
            game: Some(st.id()),
            attachments: Vec::new(),
            refused: false,
        }
    }

    async fn dispatch(self: Arc<Self>, actor: &Actor, command: Command) -> Res<Reply> {
        self.db.remember(actor.user, &actor.name, self.now()).await;
        match command {
            Command::Rules => return Ok(Reply::private(Message::new(Key::Rules))),
            Command::Leaderboard { page } => return self.leaderboard(actor, page).await,
            Command::Profile { user } => return self.profile(actor, user).await,
            Command::History { user } => return self.history(actor, user).await,
            Command::Export { game } => return self.export(actor, game).await,
            _ => {}
        }
        let key = (actor.guild, actor.channel);
        let slot = self.slot(key);
        let mut slot = slot.lock().await;
        self.ensure_loaded(actor, &mut slot).await?;
        let slot = &mut *slot;
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
            Command::Rematch => self.rematch(actor, slot, None).await,
            Command::Abort => self.abort(actor, slot).await,
            Command::Claim => self.claim(actor, slot, None).await,
            Command::Button { id, input } => self.button(actor, slot, id, input).await,
            Command::Rules
            | Command::Leaderboard { .. }
            | Command::Profile { .. }
            | Command::History { .. }
            | Command::Export { .. } => {
                unreachable!("answered above")
            }
        };
        self.arm(key, slot);
        reply
    }

    /// The slot's pending challenge or active game, or the refusal for its absence; with a button's
    /// id, the game must be that one (else the button is stale).
    fn current<'a>(&self, slot: &'a Slot, button: Option<ButtonId>) -> Res<&'a State> {
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

    fn pending<'a>(&self, slot: &'a Slot, button: Option<ButtonId>) -> Res<&'a State> {
        let st = match self.current(slot, button) {
            Err(Fail::Refused(m)) if m.key == Key::NoGameHere => {
                return refuse(Key::NoOpenChallenge);
            }
            other => other?,
        };
        if st.rec.status != Status::Pending {
            return refuse(if button.is_some() {
                Key::StaleButton
            } else {
                Key::NoOpenChallenge
            });
        }
        Ok(st)
    }

    fn active<'a>(&self, slot: &'a Slot, button: Option<ButtonId>) -> Res<&'a State> {
        let st = self.current(slot, button)?;
        if st.rec.status == Status::Pending {
            return refuse(Key::ChallengePending);
        }
        Ok(st)
    }

    fn board_size(size: Option<u32>) -> Res<BoardSize> {
        let n = size.unwrap_or(11);
        if !(7..=19).contains(&n) {
            return refuse(Message::new(Key::SizeOutOfRange).arg("size", i64::from(n)));
        }
        BoardSize::new(n)
            .map_err(|_| Fail::Refused(Message::new(Key::SizeOutOfRange).arg("size", i64::from(n))))
    }

    fn human(p: &Person) -> Seat {
        Seat::Human {
            id: p.id,
            name: p.name.clone(),
        }
    }

    async fn challenge(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        o: ChallengeOptions,
    ) -> Res<Reply> {
        let size = Self::board_size(o.size)?;
        if o.opponent.id == actor.user {
            return refuse(Key::ChallengeSelf);
        }
        if o.opponent.is_bot {
            return refuse(
                Message::new(Key::ChallengeBot)
                    .arg("user", Arg::User(o.opponent.id, o.opponent.name.clone())),
            );
        }
        if slot.current.is_some() {
            return refuse(Key::ChannelBusy);
        }
        self.db
            .remember(o.opponent.id, &o.opponent.name, self.now())
            .await;
        let me = Self::human(&actor.person());
        let them = Self::human(&o.opponent);
        let challenger_first = match o.first.unwrap_or_default() {
            WhoStarts::Challenger => true,
            WhoStarts::Opponent => false,
            WhoStarts::Random => self.next_seed() & 1 == 0,
        };
        let seats = if challenger_first {
            [me, them]
        } else {
            [them, me]
        };
        let settings = Settings {
            size,
            variant: o.variant.unwrap_or_default(),
            swap: o.swap.unwrap_or(SwapRule::Mirror),
        };
        let timer = o.timer.unwrap_or_default();
        self.offer(actor, slot, seats, settings, timer, Key::ChallengeIssued)
            .await
    }

    /// Stores a challenge from `actor` to the other human of `seats` (`seats[0]` moves first)
    /// and announces it with `key` (a new challenge or a rematch offer) and the
    /// Accept/Decline/Withdraw buttons. It expires after the configured time.
    async fn offer(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        seats: [Seat; 2],
        settings: Settings,
        timer: TurnTimer,
        key: Key,
    ) -> Res<Reply> {
        let now = self.now();
        let mut rec = GameRec {
            id: GameId(0),
            guild: actor.guild,
            channel: actor.channel,
            seats,
            challenger: Some(actor.user),
            settings,
            timer,
            status: Status::Pending,
            rated: true,
            seed: self.next_seed(),
            created: now,
            updated: now,
            deadline: Some(now.plus(self.config.challenge_ttl)),
            result: None,
            moves: Vec::new(),
        };
        rec.id = self.db.create(rec.clone()).await?;
        let st = State::from_rec(rec)?;
        let (challenger, opponent) = challenge_parties(&st);
        let minutes = i64::try_from(self.config.challenge_ttl.as_secs() / 60).unwrap_or(0);
        let mut reply = Reply::public(
            Message::new(key)
                .arg("challenger", challenger)
                .arg("opponent", opponent)
                .arg("variant", variant_name(settings.variant))
                .arg("board", board_arg(settings.size.get()))
                .arg("details", st.details())
                .arg("red", st.color_arg(Color::Red))
                .arg("minutes", count(minutes, Key::Minutes)),
        );
        reply.buttons = st.buttons();
        reply.game = Some(st.id());
        slot.current = Some(st);
        Ok(reply)
    }

    async fn accept(&self, actor: &Actor, slot: &mut Slot, b: Option<ButtonId>) -> Res<Reply> {
        let st = self.pending(slot, b)?;
        let (_, opponent) = challenge_parties(st);
        if st.rec.challenger == Some(actor.user) || !st.is_player(actor.user) {
            return refuse(Message::new(Key::NotChallenged).arg("user", opponent));
        }
        let now = self.now();
        let mut next = st.clone();
        next.rec.status = Status::Active;
        next.rec.updated = now;
        next.rec.deadline = next.next_deadline(now);
        self.db
            .set_status(next.id(), Status::Active, next.rec.deadline, now)
            .await?;
        let lines = vec![
            Message::new(Key::ChallengeAccepted)
                .arg("opponent", opponent)
                .arg("red", next.color_arg(Color::Red))
                .arg("blue", next.color_arg(Color::Blue)),
        ];
        let reply = self.board_reply(&next, Visibility::Public, lines).await;
        slot.current = Some(next);
        Ok(reply)
    }

    async fn decline(&self, actor: &Actor, slot: &mut Slot, b: Option<ButtonId>) -> Res<Reply> {
        self.end_challenge(actor, slot, b, Status::Declined).await
    }

    async fn withdraw(&self, actor: &Actor, slot: &mut Slot, b: Option<ButtonId>) -> Res<Reply> {
        self.end_challenge(actor, slot, b, Status::Withdrawn).await
    }

    /// Ends the open challenge unplayed: declined by the challenged player, or withdrawn by the
    /// challenger (`status` says which).
    async fn end_challenge(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        b: Option<ButtonId>,
        status: Status,
    ) -> Res<Reply> {
        let st = self.pending(slot, b)?;
        let (challenger, opponent) = challenge_parties(st);
        let by_challenger = st.rec.challenger == Some(actor.user);
        let key = if status == Status::Withdrawn {
            if !by_challenger {
                return refuse(Message::new(Key::NotChallenger).arg("user", challenger));
            }
            Key::ChallengeWithdrawn
        } else {
            if by_challenger || !st.is_player(actor.user) {
                return refuse(Message::new(Key::NotChallenged).arg("user", opponent));
            }
            Key::ChallengeDeclined
        };
        let id = st.id();
        self.db.set_status(id, status, None, self.now()).await?;
        slot.current = None;
        let mut reply = Reply::public(
            Message::new(key)
                .arg("challenger", challenger)
                .arg("opponent", opponent),
        );
        reply.game = Some(id);
        Ok(reply)
    }

    async fn ai(self: &Arc<Self>, actor: &Actor, slot: &mut Slot, o: AiOptions) -> Res<Reply> {
        let size = Self::board_size(o.size)?;
        if slot.current.is_some() {
            return refuse(Key::ChannelBusy);
        }
        let level = o.level.unwrap_or_default();
        let human_first = match o.first.unwrap_or_default() {
            FirstMove::You => true,
            FirstMove::Computer => false,
            FirstMove::Alternate => !self
                .db
                .last_ai_game_user_started(actor.guild, actor.user)
                .await?
                .unwrap_or(false),
        };
        let me = Self::human(&actor.person());
        let cpu = Seat::Computer(level);
        let seats = if human_first { [me, cpu] } else { [cpu, me] };
        let swap = o.swap.unwrap_or(if level == Level::Easy {
            SwapRule::Off
        } else {
            SwapRule::Mirror
        });
        let settings = Settings {
            size,
            variant: o.variant.unwrap_or_default(),
            swap,
        };
        let st = self
            .start(actor, seats, settings, Default::default(), false)
            .await?;
        let mut lines = vec![
            Message::new(Key::AiGameStarted)
                .arg("player", Arg::User(actor.user, actor.name.clone()))
                .arg("level", level_arg(level))
                .arg("variant", variant_name(settings.variant))
                .arg("board", board_arg(size.get()))
                .arg("red", st.color_arg(Color::Red))
                .arg("blue", st.color_arg(Color::Blue)),
        ];
        if st.computer_to_move() {
            lines.push(Message::new(Key::ComputerThinks));
        }
        let reply = self.board_reply(&st, Visibility::Public, lines).await;
        slot.current = Some(st);
        Ok(reply)
    }

    /// Creates and stores an active game in the actor's channel.
    async fn start(
        &self,
        actor: &Actor,
        seats: [Seat; 2],
        settings: Settings,
        timer: TurnTimer,
        rated: bool,
    ) -> Res<State> {
        let now = self.now();
        let mut rec = GameRec {
            id: GameId(0),
            guild: actor.guild,
            channel: actor.channel,
            seats,
            challenger: None,
            settings,
            timer,
            status: Status::Active,
            rated,
            seed: self.next_seed(),
            created: now,
            updated: now,
            deadline: None,
            result: None,
            moves: Vec::new(),
        };
        rec.deadline = State::from_rec(rec.clone())?.next_deadline(now);
        rec.id = self.db.create(rec.clone()).await?;
        Ok(State::from_rec(rec)?)
    }

    async fn play_text(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        text: &str,
        b: Option<ButtonId>,
    ) -> Res<Reply> {
        let st = self.active(slot, b)?;
        match st.game.parse_move(text) {
            Ok(Move::Resign(_)) => Ok(self.resign(actor, slot, b)?),
            Ok(mv) => self.play(actor, slot, mv, b).await,
            Err(e) => {
                // Only the players hear about their typos; others learn they are not playing.
                self.player_to_move(actor, st)?;
                let reason = match &e {
                    crate::hex::ParseMoveError::Cell(c) => cell_error_arg(c),
                };
                refuse(
                    Message::new(Key::BadCell)
                        .arg("text", text.trim())
                        .arg("reason", reason),
                )
            }
        }
    }

    /// The actor's colour if it is their turn, or the refusal.
    fn player_to_move(&self, actor: &Actor, st: &State) -> Res<Color> {
        if !st.is_active() {
            return refuse(Key::GameOver);
        }
        let Some(color) = st.color_of(actor.user) else {
            return refuse(Key::NotAPlayer);
        };
        let to_move = st.game.to_move();
        if color != to_move {
            if st.computer_to_move() {
                return refuse(Key::ComputerThinking);
            }
            return refuse(
                Message::new(Key::NotYourTurn)
                    .arg("player", st.color_arg(to_move))
                    .arg("color", to_move),
            );
        }
        Ok(color)
    }

    async fn play(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        mv: Move,
        b: Option<ButtonId>,
    ) -> Res<Reply> {
        let st = self.active(slot, b)?;
        if let Some(b) = b
            && b.ply as usize != st.ply()
        {
            // The button was made for an earlier position: the same move made already, or stale.
            let same = st.rec.moves.get(b.ply as usize).is_some_and(|m| m.mv == mv);
            return refuse(if same {
                Key::AlreadyMoved
            } else {
                Key::StaleButton
            });
        }
        let color = self.player_to_move(actor, st)?;
        let seat = st.seat_index(color);
        let returned = st.seat_is_away(seat);
        let mut lines = Vec::new();
        if returned {
            lines.push(Message::new(Key::PlayerReturned).arg("player", st.seat_arg(seat)));
        }
        let mut prelude = move_lines(st, color, mv);
        let applied = match self.apply(slot, mv, By::Player, seat).await {
            Err(Fail::Refused(m)) if m.key == Key::AlreadyMoved => {
                return refuse(Key::AlreadyMoved);
            }
            other => other?,
        };
        lines.append(&mut prelude);
        let st = slot.current.as_ref().or(slot.last.as_ref()).cloned();
        let Some(st) = st else {
            return refuse(Key::NoGameHere);
        };
        lines.extend(self.after_lines(&st, &applied, seat));
        Ok(self
            .board_reply_drawn(&st, Visibility::Public, lines, applied.png)
            .await)
    }

    fn resign(&self, actor: &Actor, slot: &mut Slot, b: Option<ButtonId>) -> Res<Reply> {
        let st = self.active(slot, b)?;
        if !st.is_active() {
            return refuse(Key::GameOver);
        }
        if !st.is_player(actor.user) {
            return refuse(Key::NotAPlayer);
        }
        let ply = st.ply();
        let mut reply = Reply::private(Message::new(Key::ConfirmResign));
        reply.buttons = vec![super::reply::Button::new(
            st.id(),
            Action::ConfirmResign,
            ply,
        )];
        reply.game = Some(st.id());
        slot.resign_pending = Some((actor.user, ply));
        Ok(reply)
    }

    async fn confirm_resign(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        b: Option<ButtonId>,
    ) -> Res<Reply> {
        let st = self.active(slot, b)?;
        if !st.is_active() {
            return refuse(Key::GameOver);
        }
        let Some(color) = st.color_of(actor.user) else {
            return refuse(Key::NotAPlayer);
        };
        match b {
            Some(b) if b.ply as usize != st.ply() => return refuse(Key::StaleButton),
            Some(_) => {}
            None if slot.resign_pending == Some((actor.user, st.ply())) => {}
            None => return refuse(Key::NothingToConfirm),
        }
        let seat = st.seat_index(color);
        let applied = self
            .apply(slot, Move::Resign(color), By::Player, seat)
            .await?;
        let Some(st) = slot.last.clone() else {
            return refuse(Key::NoGameHere);
        };
        let lines = self.after_lines(&st, &applied, seat);
        Ok(self
            .board_reply_drawn(&st, Visibility::Public, lines, applied.png)
            .await)
    }

    async fn board(&self, actor: &Actor, slot: &mut Slot, b: Option<ButtonId>) -> Res<Reply> {
        let key = (actor.guild, actor.channel);
        let st = match (&slot.current, b) {
            (Some(st), None) => st.clone(),
            (Some(st), Some(b)) if st.id() == b.game => st.clone(),
            _ => {
                self.ensure_last(key, slot, actor.user).await?;
                match (&slot.last, b) {
                    (Some(st), Some(b)) if st.id() == b.game => st.clone(),
                    (Some(_), Some(_)) => return refuse(Key::StaleButton),
                    (Some(st), None) => st.clone(),
                    (None, _) => return refuse(Key::NoGameHere),
                }
            }
        };
        if st.rec.status == Status::Pending {
            return refuse(Key::ChallengePending);
        }
        let lines = vec![
            Message::new(Key::ShowBoard)
                .arg("red", st.color_arg(Color::Red))
                .arg("blue", st.color_arg(Color::Blue)),
        ];
        Ok(self.board_reply(&st, Visibility::Public, lines).await)
    }

    /// Against the computer a rematch starts at once; between two players it is offered to the
    /// other like a challenge (same settings, the other player starts), and a second request
    /// from the other player accepts it.
    async fn rematch(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        b: Option<ButtonId>,
    ) -> Res<Reply> {
        self.ensure_last((actor.guild, actor.channel), slot, actor.user)
            .await?;
        let Some(last) = &slot.last else {
            return refuse(if slot.current.is_some() {
                Key::ChannelBusy
            } else {
                Key::NoRematch
            });
        };
        if let Some(b) = b
            && b.game != last.id()
        {
            return refuse(Key::StaleButton);
        }
        if !last.is_player(actor.user) {
            // With a game or challenge on, the channel being busy is what matters.
            return refuse(if slot.current.is_some() {
                Key::ChannelBusy
            } else {
                Key::RematchNotPlayer
            });
        }
        let seats = [last.rec.seats[1].clone(), last.rec.seats[0].clone()];
        let (settings, timer) = (last.rec.settings, last.rec.timer);
        if let Some(st) = &slot.current {
            let offered_to_me = st.rec.status == Status::Pending
                && st.rec.challenger != Some(actor.user)
                && st.rec.settings == settings
                && st.rec.timer == timer
                && st
                    .rec
                    .seats
                    .iter()
                    .map(Seat::user)
                    .eq(seats.iter().map(Seat::user));
            return if offered_to_me {
                self.accept(actor, slot, None).await
            } else {
                refuse(Key::ChannelBusy)
            };
        }
        if !last.has_computer() {
            return self
                .offer(actor, slot, seats, settings, timer, Key::RematchOffered)
                .await;
        }
        let st = self.start(actor, seats, settings, timer, false).await?;
        let mut lines = vec![
            Message::new(Key::RematchStarted)
                .arg("red", st.color_arg(Color::Red))
                .arg("blue", st.color_arg(Color::Blue)),
        ];
        if st.computer_to_move() {
            lines.push(Message::new(Key::ComputerThinks));
        }
        let reply = self.board_reply(&st, Visibility::Public, lines).await;
        slot.current = Some(st);
        Ok(reply)
    }

    async fn abort(&self, actor: &Actor, slot: &mut Slot) -> Res<Reply> {
        if !actor.can_manage_messages {
            return refuse(Key::NotModerator);
        }
        let st = self.current(slot, None)?;
        self.stop_search(st.id());
        let now = self.now();
        if st.rec.status == Status::Pending {
            // A challenge has no board yet: it simply ends.
            self.db
                .set_status(st.id(), Status::Withdrawn, None, now)
                .await?;
        } else {
            self.db.finish(st.id(), None, None, false, now).await?;
        }
        let mut st = slot.current.take().expect("checked above");
        st.rec.status = Status::Aborted;
        st.rec.rated = false;
        st.rec.deadline = None;
        let lines = vec![
            Message::new(Key::Aborted).arg("moderator", Arg::User(actor.user, actor.name.clone())),
        ];
        let reply = self.board_reply(&st, Visibility::Public, lines).await;
        slot.last = Some(st);
        slot.last_loaded = true;
        Ok(reply)
    }

    async fn claim(&self, actor: &Actor, slot: &mut Slot, b: Option<ButtonId>) -> Res<Reply> {
        let st = self.active(slot, b)?;
        if !st.is_active() {
            return refuse(Key::GameOver);
        }
        let Some(color) = st.color_of(actor.user) else {
            return refuse(Key::NotAPlayer);
        };
        if st.has_computer() {
            return refuse(Key::ClaimVsComputer);
        }
        if st.rec.timer.duration().is_some() {
            return refuse(Key::ClaimHasTimer);
        }
        let to_move = st.game.to_move();
        if to_move == color {
            return refuse(Key::ClaimOwnTurn);
        }
        let now = self.now();
        let idle = st.rec.updated.until(now);
        if idle < self.config.idle_claim {
            let left = self.config.idle_claim - idle;
            let mins = left.as_secs().div_ceil(60);
            return refuse(
                Message::new(Key::ClaimTooEarly)
                    .arg("player", st.color_arg(to_move))
                    .arg(
                        "remaining",
                        Message::new(Key::HoursMinutes)
                            .arg("h", i64::try_from(mins / 60).unwrap_or(i64::MAX))
                            .arg("m", i64::try_from(mins % 60).unwrap_or(0)),
                    ),
            );
        }
        let result = Some((color, Reason::Timeout));
        let ratings = self
            .db
            .finish(st.id(), None, result, st.rec.rated, now)
            .await?;
        let mut st = slot.current.take().expect("checked above");
        st.rec.status = Status::Finished;
        st.rec.result = result;
        st.rec.deadline = None;
        let applied = Applied {
            finished: true,
            ratings,
            became_unrated: false,
            png: None,
        };
        let lines = self.after_lines(&st, &applied, st.seat_index(color));
        let reply = self.board_reply(&st, Visibility::Public, lines).await;
        slot.last = Some(st);
        slot.last_loaded = true;
        Ok(reply)
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
            Action::Rematch => self.rematch(actor, slot, b).await,
            Action::Claim => self.claim(actor, slot, b).await,
        }
    }

    async fn leaderboard(&self, actor: &Actor, page: Option<u32>) -> Res<Reply> {
        const PER_PAGE: u32 = 10;
        let page = page.unwrap_or(1).max(1);
        let (rows, total) = self
            .db
            .leaderboard(actor.guild, (page - 1).saturating_mul(PER_PAGE), PER_PAGE)
            .await?;
        if total == 0 {
            return Ok(Reply::public(Message::new(Key::LeaderboardEmpty)));
        }
        let pages = total.div_ceil(PER_PAGE);
        if rows.is_empty() {
            return refuse(
                Message::new(Key::LeaderboardPageEmpty)
                    .arg("page", i64::from(page))
                    .arg("pages", i64::from(pages)),
            );
        }
        let mut lines = vec![
            Message::new(Key::LeaderboardTitle)
                .arg("page", i64::from(page))
                .arg("pages", i64::from(pages)),
        ];
        for r in &rows {
            let provisional: Arg = if r.provisional {
                Key::Provisional.into()
            } else {
                "".into()
            };
            lines.push(
                Message::new(Key::LeaderboardLine)
                    .arg("rank", i64::from(r.rank))
                    .arg("player", Arg::User(r.user, r.name.clone()))
                    .arg("rating", r.rating.round() as i64)
                    .arg("provisional", provisional)
                    .arg("wins", i64::from(r.wins))
                    .arg("losses", i64::from(r.losses)),
            );
        }
        Ok(Reply::public_lines(lines))
    }

    async fn profile(&self, actor: &Actor, user: Option<Person>) -> Res<Reply> {
        let who = user.unwrap_or_else(|| actor.person());
        self.db.remember(who.id, &who.name, self.now()).await;
        let player = Arg::User(who.id, who.name.clone());
        let Some(p) = self.db.profile(actor.guild, who.id).await? else {
            return Ok(Reply::private(
                Message::new(Key::ProfileEmpty).arg("player", player),
            ));
        };
        let provisional: Arg = if p.provisional {
            Key::Provisional.into()
        } else {
            "".into()
        };
        let mut lines = vec![
            Message::new(Key::ProfileTitle)
                .arg("player", player)
                .arg("rating", p.rating.round() as i64)
                .arg("deviation", p.deviation.round() as i64)
                .arg("provisional", provisional),
            Message::new(Key::ProfileRecord)
                .arg("games", count(i64::from(p.games), Key::RatedGames))
                .arg("wins", i64::from(p.wins))
                .arg("losses", i64::from(p.losses))
                .arg("streak", i64::from(p.streak)),
        ];
        if let Some((name, rating)) = p.best_win {
            lines.push(
                Message::new(Key::ProfileBestWin)
                    .arg("opponent", name)
                    .arg("rating", rating.round() as i64),
            );
        }
        if !p.recent.is_empty() {
            let games = p
                .recent
                .iter()
                .map(|(opponent, won)| {
                    let key = match won {
                        Some(true) => Key::RecentWon,
                        Some(false) => Key::RecentLost,
                        None => Key::RecentUnfinished,
                    };
                    Message::new(key).arg("opponent", opponent.clone()).into()
                })
                .collect::<Vec<Arg>>();
            lines.push(Message::new(Key::ProfileRecent).arg("games", Arg::List(games)));
        }
        Ok(Reply::public_lines(lines))
    }
}

impl Reply {
    fn public_lines(lines: Vec<Message>) -> Self {
        Self {
            visibility: Visibility::Public,
            lines,
            board: None,
            buttons: Vec::new(),
            game: None,
            attachments: Vec::new(),
            refused: false,
        }
    }
}

fn log_fail(id: GameId, f: Fail) {
    match f {
        Fail::Error(e) => tracing::error!(game = %id, "{e}"),
        Fail::Refused(m) => tracing::debug!(game = %id, "refused: {m}"),
    }
}

fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Hex => "Hex",
        Variant::Rex => "Rex",
    }
}

/// The challenger and the challenged of a two-player game, as arguments.
fn challenge_parties(st: &State) -> (Arg, Arg) {
    let c = usize::from(st.rec.challenger != st.rec.seats[0].user());
    (st.seat_arg(c), st.seat_arg(1 - c))
}

/// The refusal for an illegal move.
fn play_error(e: PlayError) -> Message {
    match e {
        PlayError::GameOver => Key::GameOver.into(),
        PlayError::Occupied(c) => Message::new(Key::Occupied).arg("cell", c),
        PlayError::OffBoard { cell, size } => Message::new(Key::BadCell)
            .arg("text", cell.to_string())
            .arg(
                "reason",
                Message::new(Key::CellOffBoard).arg("board", board_arg(size.get())),
            ),
        PlayError::SwapDisabled => Key::SwapOff.into(),
        PlayError::SwapNotNow => Key::SwapNotNow.into(),
        PlayError::NotYourTurn { .. } => Key::StaleButton.into(),
    }
}

/// What a move says: "Ann (Red) played e5", or the swap.
fn move_lines(st: &State, color: Color, mv: Move) -> Vec<Message> {
    let seat = st.seat_index(color);
    let who = st.seat_arg(seat);
    match mv {
        Move::Place(c) => vec![
            Message::new(Key::Moved)
                .arg("player", who)
                .arg("color", color)
                .arg("cell", c),
        ],
        Move::Swap => match (st.rec.settings.swap, st.game.moves().first()) {
            (SwapRule::Seat, _) => vec![
                Message::new(Key::SwappedSeat)
                    .arg("player", who)
                    .arg("other", st.seat_arg(1 - seat)),
            ],
            (_, Some(Move::Place(first))) => vec![
                Message::new(Key::SwappedMirror)
                    .arg("player", who)
                    .arg("from", *first)
                    .arg("to", first.transposed()),
            ],
            _ => Vec::new(),
        },
        Move::Resign(_) => Vec::new(),
    }
}

/// The result of a finished game, in words.
fn result_lines(st: &State) -> Vec<Message> {
    let Some((winner, reason)) = st.rec.result else {
        return Vec::new();
    };
    let loser = winner.opponent();
    let w = st.color_arg(winner);
    let l = st.color_arg(loser);
    let m = match reason {
        Reason::Connection if st.rec.settings.variant == Variant::Rex => {
            Message::new(Key::LostByConnection)
                .arg("loser", l)
                .arg("color", loser)
                .arg("side", side_arg(loser))
                .arg("winner", w)
        }
        Reason::Connection => Message::new(Key::WonByConnection)
            .arg("winner", w)
            .arg("color", winner)
            .arg("side", side_arg(winner)),
        Reason::Resignation => Message::new(Key::WonByResignation)
            .arg("loser", l)
            .arg("winner", w)
            .arg("color", winner),
        Reason::Timeout => Message::new(Key::WonByClaim)
            .arg("loser", l)
            .arg("winner", w)
            .arg("color", winner),
    };
    vec![m]
}

fn rating_line(player: Arg, r: &RatingChange) -> Message {
    let delta = (r.after - r.before).round() as i64;
    Message::new(Key::RatingChange)
        .arg("player", player)
        .arg("before", r.before.round() as i64)
        .arg("after", r.after.round() as i64)
        .arg("delta", format!("{delta:+}"))
}

#[allow(dead_code)]
fn _assert_send(s: Service, a: Actor) {
    fn is_send<T: Send>(_: T) {}
    is_send(async move { s.handle(&a, Command::Board).await });
}
