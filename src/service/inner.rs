//! The service's core: its shared state ([`Inner`]: the store, the clock, the channels' slots,
//! the search threads, what the handlers share) with the operations every handler builds on
//! (a channel's slot and game, loading games, announcing), and the public handle on it,
//! [`Service`]. The handlers add their own `impl Inner` blocks in their files; the registry
//! (`registry.rs`) opens the service and routes each command to them.

use super::config::ServiceConfig;
use super::custom_id::ButtonId;
use super::error::{Fail, Res, ServiceError, refuse};
use super::ids::{ChannelId, GameId, GuildId, SharedClock, Timestamp, UserId};
use super::kept::Kept;
use super::limits::{BOARDS_KEPT, WEB_GUILDS_KEPT};
use super::messages::Key;
use super::persist::StoreWithNames;
use super::renders::Renders;
use super::reply::{Outgoing, Reply};
use super::scheduler::Scheduler;
use super::shared::{KeptTrees, PublicAnswerLog, Reviews, free_trees, kept_trees};
use super::slot::{ChannelKey, Slot, Slots};
use super::state::State;
use crate::ai::{GameTree, SearchControl};
use crate::store::{GameStatus, ScopeLock, StoredGame};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use tokio::sync::{Mutex as AsyncMutex, mpsc, watch};

/// How many game changes a live web page may fall behind before it is told to look again from
/// scratch.
const CHANGES_QUEUED: usize = 1024;

/// The service's shared state; every handler works on it (see the module's note).
pub(super) struct Inner {
    pub db: StoreWithNames,
    pub clock: SharedClock,
    pub config: ServiceConfig,
    // A std Mutex: held only to look up or insert a channel's slot, never across an await, so a
    // blocking lock is the cheapest correct choice.
    slots: StdMutex<Slots>,
    // Hands the search threads out fairly: game searches round-robin by user, bounded; reviews
    // in the background class.
    pub scheduler: Arc<Scheduler>,
    // Who answered publicly lately, for the limit on public answers.
    pub public_log: PublicAnswerLog,
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
    pub reviews: Reviews,
    // Wakes the watch over vacations when one starts or ends.
    pub vacations_changed: tokio::sync::Notify,
    /// Wakes the daily puzzles' poster when a server's daily settings change.
    pub dailies_changed: tokio::sync::Notify,
    /// Whether the daily posts claimed but never reported were handed over again (once, when
    /// the process starts).
    pub dailies_resent: std::sync::atomic::AtomicBool,
    /// The players whose hint is being searched now: one at a time each.
    pub hints_in_flight: StdMutex<HashSet<UserId>>,
    /// The players whose puzzle stone or hint is being judged now: one at a time each.
    pub puzzles_in_flight: StdMutex<HashSet<UserId>>,
    /// The lock that keeps this process's games its own, for the service's life.
    pub hold: ScopeLock,
    /// The drawing permits of replays and reviews' pictures, and the replays kept.
    pub renders: Renders,
    /// Held while a tournament is moved on (one at a time in this process).
    pub tournaments_moving: AsyncMutex<()>,
    /// Which game changed (a move, its end), for the live web pages.
    pub changes: tokio::sync::broadcast::Sender<GameId>,
    /// Which servers opted in to web pages, as last read or set (see `web_links`).
    pub web_guilds: StdMutex<Kept<GuildId, bool>>,
    /// Where each game's board was last shown publicly, as the front end reported it (see
    /// `web_links`): a move made on the web edits that message.
    pub boards_shown: StdMutex<Kept<GameId, (ChannelId, u64)>>,
}

/// The game service: commands in, [`Reply`]s out, and [`Outgoing`] replies when the computer moves,
/// a timer fires or a challenge expires. Cheap to clone; all clones share one service.
#[derive(Clone)]
pub struct Service {
    pub(super) inner: Arc<Inner>,
}

impl Inner {
    /// The state of a service opening on `db` (holding its games by `hold`), its announcements
    /// going to `out`.
    pub(super) fn new(
        db: StoreWithNames,
        hold: ScopeLock,
        config: ServiceConfig,
        clock: SharedClock,
        out: mpsc::Sender<Outgoing>,
    ) -> Self {
        let seed = config
            .seed
            .unwrap_or_else(|| clock.now().0 as u64 ^ 0x9e37_79b9_7f4a_7c15);
        Self {
            db,
            scheduler: Scheduler::new(config.ai_threads, config.computer.queue),
            public_log: PublicAnswerLog::default(),
            renders: Renders::new(config.renders),
            slots: StdMutex::new(Slots::new(config.channels_kept)),
            clock,
            config,
            out,
            rng: StdMutex::new(ChaCha8Rng::seed_from_u64(seed)),
            closed: AtomicBool::new(false),
            shutdown: watch::channel(false).0,
            searches: StdMutex::new(HashMap::new()),
            trees: StdMutex::new(kept_trees()),
            reviews: Reviews::default(),
            vacations_changed: tokio::sync::Notify::new(),
            dailies_changed: tokio::sync::Notify::new(),
            dailies_resent: std::sync::atomic::AtomicBool::new(false),
            hints_in_flight: StdMutex::new(HashSet::new()),
            puzzles_in_flight: StdMutex::new(HashSet::new()),
            hold,
            tournaments_moving: AsyncMutex::new(()),
            changes: tokio::sync::broadcast::channel(CHANGES_QUEUED).0,
            web_guilds: StdMutex::new(Kept::by_count(WEB_GUILDS_KEPT)),
            boards_shown: StdMutex::new(Kept::by_count(BOARDS_KEPT)),
        }
    }

    /// Refuses work once the service is closed.
    pub(super) fn check_open(&self) -> Result<(), ServiceError> {
        if self.closed.load(Ordering::SeqCst) {
            return Err(ServiceError::Closed);
        }
        Ok(())
    }

    fn lock_slots(&self) -> std::sync::MutexGuard<'_, Slots> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Every channel kept in memory now, with its slot.
    pub(super) fn slots_in_memory(&self) -> Vec<(ChannelKey, Arc<AsyncMutex<Slot>>)> {
        self.lock_slots()
            .map
            .iter()
            .map(|(k, s)| (*k, s.clone()))
            .collect()
    }

    /// How many channels are kept in memory now.
    pub(super) fn channels_in_memory(&self) -> usize {
        self.lock_slots().map.len()
    }

    /// Every channel's slot kept in memory now.
    pub(super) fn all_slots(&self) -> Vec<Arc<AsyncMutex<Slot>>> {
        self.lock_slots().map.values().cloned().collect()
    }

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
        let gone = self.lock_trees().take(&id);
        free_trees(gone.into_iter().collect());
    }

    fn lock_trees(&self) -> std::sync::MutexGuard<'_, KeptTrees> {
        self.trees.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The search tree kept for game `id` (an empty one when none is), taken out for a search.
    pub(super) fn take_tree(&self, id: GameId) -> GameTree {
        self.lock_trees().take(&id).unwrap_or_default()
    }

    /// Keeps game `id`'s search tree for its next search (see [`KeptTrees`]; an empty tree is
    /// not kept).
    pub(super) fn keep_tree(&self, id: GameId, tree: GameTree) {
        if tree.bytes() == 0 {
            return;
        }
        let dropped = self.lock_trees().put(id, tree);
        free_trees(dropped);
    }

    pub(super) fn slot(&self, key: ChannelKey) -> Arc<AsyncMutex<Slot>> {
        self.lock_slots().get(key)
    }

    pub(super) fn next_seed(&self) -> u64 {
        self.rng.lock().unwrap_or_else(|e| e.into_inner()).random()
    }

    pub(super) fn emit(&self, (guild, channel): ChannelKey, reply: Reply) {
        if self.closed.load(Ordering::SeqCst) {
            return;
        }
        self.send_out(Outgoing {
            guild,
            channel,
            reply,
            direct: None,
            edit: None,
            daily: None,
            thread: None,
        });
    }

    /// Hands `out` to the front end (dropped, with a warning, when it is too far behind).
    pub(super) fn send_out(&self, out: Outgoing) {
        if self.closed.load(Ordering::SeqCst) {
            return;
        }
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
                // A place holds games of one server; a game of another (a terminal's channel
                // number given as a Discord channel's) is not this process's to touch.
                Some(g) if g.record.guild == key.0 => Some(self.state(g).await),
                Some(_) | None => None,
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
