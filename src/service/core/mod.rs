//! The game core: [`Core`] owns the games — the channels' slots and what is in them, play, day
//! clocks and timers, the computer's turns, challenges and admission, the lines of replies about
//! a game — with the operations every handler builds on here (a channel's slot and game, loading
//! games, announcing). The handlers add their own `impl Core` blocks in the files beside this
//! one; the door (`door.rs`) routes the commands about a channel's game to them.

pub(in crate::service) mod admission;
pub(in crate::service) mod apply;
pub(in crate::service) mod board;
pub(in crate::service) mod challenges;
pub(in crate::service) mod clock;
pub(in crate::service) mod commands;
pub(in crate::service) mod computer;
pub(in crate::service) mod find;
pub(in crate::service) mod finish;
pub(in crate::service) mod handle;
pub(in crate::service) mod hinted;
pub(in crate::service) mod idle;
pub(in crate::service) mod links;
pub(in crate::service) mod planned;
pub(in crate::service) mod play;
pub(in crate::service) mod public_answers;
pub(in crate::service) mod rematch;
pub(in crate::service) mod retry;
pub(in crate::service) mod set_aside;
pub(in crate::service) mod settle;
pub(in crate::service) mod timers;

use crate::ai::{GameTree, SearchControl};
use crate::service::config::ServiceConfig;
use crate::service::custom_id::ButtonId;
use crate::service::error::{Fail, Res, ServiceError, refuse};
use crate::service::events::Wing;
use crate::service::ids::{Actor, ChannelId, GameId, SharedClock, Timestamp, UserId};
use crate::service::kept::Kept;
use crate::service::limits::BOARDS_KEPT;
use crate::service::messages::Key;
use crate::service::optin::WebOptIn;
use crate::service::parts::Parts;
use crate::service::persist::Db;
use crate::service::reply::{Outgoing, Reply};
use crate::service::scheduler::Scheduler;
use crate::service::shared::{KeptTrees, PublicAnswerLog, Seeds, free_trees, kept_trees};
use crate::service::slot::{ChannelKey, Outbox, Slot, Slots};
use crate::service::state::State;
use crate::store::{GameStatus, ScopeLock, StoreError, StoredGame};
use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex, RwLock, Weak};
use tokio::sync::{Mutex as AsyncMutex, watch};

/// The game core's state; every handler of a game works on it (see the module's note).
pub(in crate::service) struct Core {
    pub db: Db,
    pub clock: SharedClock,
    pub config: Arc<ServiceConfig>,
    /// Where announcements go (and whether the service is closed).
    pub outbox: Outbox,
    /// The seeds of new games and the first players drawn.
    seeds: Arc<Seeds>,
    // A std Mutex: held only to look up or insert a channel's slot, never across an await, so a
    // blocking lock is the cheapest correct choice.
    slots: StdMutex<Slots>,
    // Hands the search threads out fairly: game searches round-robin by user, bounded; reviews
    // in the background class.
    pub scheduler: Arc<Scheduler>,
    // Who answered publicly lately, for the limit on public answers.
    pub public_log: PublicAnswerLog,
    /// Becomes `true` when the service stops.
    pub shutdown: watch::Receiver<bool>,
    // A std Mutex: insert/remove/iterate only, never across an await. The running searches, so
    // an abort or shutdown can stop them early.
    searches: StdMutex<HashMap<GameId, Arc<SearchControl>>>,
    // A std Mutex, never held across an await: the computer's search trees kept between its
    // moves (Hard), so that its next search starts from what this one learned.
    trees: StdMutex<KeptTrees>,
    /// The lock that keeps this process's games its own, for the service's life.
    pub hold: ScopeLock,
    // A std Mutex, never held across an await: in which channel each game lately announced or
    // loaded is played, to find a game by its number without reading the store (see `find`).
    places: StdMutex<Kept<GameId, ChannelKey>>,
    /// Which servers opted in to web pages (for the board's web buttons).
    pub optin: Arc<WebOptIn>,
    /// Where each game's board was last shown publicly, as the front end reported it (see
    /// `web_links`): a move made on the web edits that message.
    pub boards_shown: StdMutex<Kept<GameId, (ChannelId, u64)>>,
    // A std RwLock, never held across an await: the wings, told of what happens to games (see
    // `events`). Weak: a wing belongs to the door, not to the core.
    wings: RwLock<Vec<Weak<dyn Wing>>>,
}

impl Core {
    /// The core of a service opening with `parts`, holding its games by `hold`.
    pub(in crate::service) fn new(parts: &Parts, hold: ScopeLock) -> Self {
        let config = parts.config.clone();
        Self {
            db: parts.db.clone(),
            scheduler: parts.scheduler.clone(),
            public_log: PublicAnswerLog::default(),
            slots: StdMutex::new(Slots::new(config.channels_kept)),
            clock: parts.clock.clone(),
            outbox: parts.outbox.clone(),
            seeds: parts.seeds.clone(),
            shutdown: parts.shutdown.clone(),
            searches: StdMutex::new(HashMap::new()),
            trees: StdMutex::new(kept_trees()),
            hold,
            places: StdMutex::new(Kept::by_count(config.channels_kept.max(1))),
            optin: parts.optin.clone(),
            boards_shown: StdMutex::new(Kept::by_count(BOARDS_KEPT)),
            wings: RwLock::new(Vec::new()),
            config,
        }
    }

    /// Tells `wing` of what happens to games from now on (see `events`).
    pub(in crate::service) fn subscribe(&self, wing: Weak<dyn Wing>) {
        self.wings
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .push(wing);
    }

    /// The wings still there.
    pub(in crate::service) fn wings(&self) -> Vec<Arc<dyn Wing>> {
        self.wings
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .filter_map(Weak::upgrade)
            .collect()
    }

    /// Whether a wing holds game `id` (its players may not cancel it early).
    pub(in crate::service) async fn held(&self, id: GameId) -> Res<bool> {
        for wing in self.wings() {
            if wing.holds(id).await? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Remembers that game `id` is played in channel `key`.
    pub(in crate::service) fn remember_place(&self, id: GameId, key: ChannelKey) {
        let mut places = self.places.lock().unwrap_or_else(|e| e.into_inner());
        let _ = places.put(id, key);
    }

    pub(in crate::service) fn place_of(&self, id: GameId) -> Option<ChannelKey> {
        let mut places = self.places.lock().unwrap_or_else(|e| e.into_inner());
        places.get(&id).copied()
    }

    /// Whether the service is closed.
    pub(in crate::service) fn is_closed(&self) -> bool {
        self.outbox.is_closed()
    }

    /// Refuses work once the service is closed.
    pub(in crate::service) fn check_open(&self) -> Result<(), ServiceError> {
        if self.is_closed() {
            return Err(ServiceError::Closed);
        }
        Ok(())
    }

    fn lock_slots(&self) -> std::sync::MutexGuard<'_, Slots> {
        self.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Every channel kept in memory now, with its slot.
    pub(in crate::service) fn slots_in_memory(&self) -> Vec<(ChannelKey, Arc<AsyncMutex<Slot>>)> {
        self.lock_slots()
            .map
            .iter()
            .map(|(k, s)| (*k, s.clone()))
            .collect()
    }

    /// How many channels are kept in memory now.
    pub(in crate::service) fn channels_in_memory(&self) -> usize {
        self.lock_slots().map.len()
    }

    /// Every channel's slot kept in memory now.
    pub(in crate::service) fn all_slots(&self) -> Vec<Arc<AsyncMutex<Slot>>> {
        self.lock_slots().map.values().cloned().collect()
    }

    pub(in crate::service) fn now(&self) -> Timestamp {
        self.clock.now()
    }

    pub(in crate::service) fn lock_searches(
        &self,
    ) -> std::sync::MutexGuard<'_, HashMap<GameId, Arc<SearchControl>>> {
        self.searches.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Asks the search running for game `id`, if any, to stop now, and forgets its kept tree.
    pub(in crate::service) fn stop_search(&self, id: GameId) {
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
    pub(in crate::service) fn take_tree(&self, id: GameId) -> GameTree {
        self.lock_trees().take(&id).unwrap_or_default()
    }

    /// Keeps game `id`'s search tree for its next search (see [`KeptTrees`]; an empty tree is
    /// not kept).
    pub(in crate::service) fn keep_tree(&self, id: GameId, tree: GameTree) {
        if tree.bytes() == 0 {
            return;
        }
        let dropped = self.lock_trees().put(id, tree);
        free_trees(dropped);
    }

    pub(in crate::service) fn slot(&self, key: ChannelKey) -> Arc<AsyncMutex<Slot>> {
        self.lock_slots().get(key)
    }

    pub(in crate::service) fn next_seed(&self) -> u64 {
        self.seeds.next()
    }

    pub(in crate::service) fn emit(&self, key: ChannelKey, reply: Reply) {
        self.outbox.emit(key, reply);
    }

    /// Hands `out` to the front end (dropped, with a warning, when it is too far behind).
    pub(in crate::service) fn send_out(&self, out: Outgoing) {
        self.outbox.send(out);
    }

    /// A stored game as the service keeps it, with its players' names.
    pub(in crate::service) async fn state(&self, stored: StoredGame) -> State {
        self.db.state(stored).await
    }

    /// Loads the channel's open game into its slot, unless it is there already.
    pub(in crate::service) async fn ensure_loaded(
        &self,
        key: ChannelKey,
        slot: &mut Slot,
    ) -> Res<()> {
        if !slot.loaded {
            let stored = match self.db.store().load_open_game_in(key.1).await {
                // A game that no longer loads is set aside: the channel is free.
                Err(e) => self.set_aside_failed(e).await.map(|_| None)?,
                Ok(stored) => stored,
            };
            slot.current = match stored {
                // A place holds games of one server; a game of another (a terminal's channel
                // number given as a Discord channel's) is not this process's to touch.
                Some(g) if g.record.guild == key.0 => {
                    self.remember_place(g.record.id, key);
                    Some(self.state(g).await)
                }
                Some(_) | None => None,
            };
            slot.loaded = true;
        }
        Ok(())
    }

    /// Sets aside the game a load failed on, if the failure is that game's (a
    /// [`StoreError::Corrupt`]): logged with its id and reason, marked in the store. Gives the
    /// error back when it is anything else (the database itself failing).
    pub(in crate::service) async fn set_aside_failed(
        &self,
        e: StoreError,
    ) -> Result<GameId, StoreError> {
        let StoreError::Corrupt { game, detail } = &e else {
            return Err(e);
        };
        tracing::error!(game = %game, "game set aside, it no longer loads: {detail}");
        self.db.store().set_aside(*game, detail, self.now()).await?;
        Ok(*game)
    }

    /// Looks up the channel's last ended game (one `user` played, after a restart).
    pub(in crate::service) async fn ensure_last(
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
    pub(in crate::service) async fn load_state(
        &self,
        id: GameId,
    ) -> Result<Option<State>, ServiceError> {
        self.db.load_state(id).await
    }

    /// The slot's pending challenge or active game, or the refusal for its absence; with a button's
    /// id, the game must be that one (else the button is stale).
    pub(in crate::service) fn current<'a>(
        &self,
        slot: &'a Slot,
        button: Option<ButtonId>,
    ) -> Res<&'a State> {
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

    pub(in crate::service) fn pending<'a>(
        &self,
        slot: &'a Slot,
        button: Option<ButtonId>,
    ) -> Res<&'a State> {
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

    /// The slot's game being played and `actor`'s colour in it: refused when there is none,
    /// it is over, or they do not play in it.
    pub(in crate::service) fn played_by<'a>(
        &self,
        slot: &'a Slot,
        actor: &Actor,
        button: Option<ButtonId>,
    ) -> Res<(&'a State, crate::hex::Color)> {
        let st = self.active(slot, button)?;
        if !st.is_active() {
            return refuse(Key::GameOver);
        }
        match st.color_of(actor.user) {
            Some(color) => Ok((st, color)),
            None => refuse(Key::NotAPlayer),
        }
    }

    pub(in crate::service) fn active<'a>(
        &self,
        slot: &'a Slot,
        button: Option<ButtonId>,
    ) -> Res<&'a State> {
        let st = self.current(slot, button)?;
        if st.status() == GameStatus::Challenge {
            return refuse(Key::ChallengePending);
        }
        Ok(st)
    }
}
