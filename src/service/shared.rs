//! What the service keeps beside the channels' slots, shared by the handlers that use it: the
//! computer's search trees kept between its moves, the public answers each user had lately,
//! the failures being retried, and each player's one hint or
//! puzzle question in flight ([`InFlight`]). Each is plain data with its own
//! small rules; the handlers (`timers`, `computer`, `public_answers`, `review`, `retry`) decide
//! when to use them.

use super::ids::{GameId, GuildId, Timestamp, UserId};
use super::kept::Kept;
use super::limits::PublicAnswers;
use crate::ai::GameTree;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Mutex as StdMutex;
use std::time::Duration;

/// How much memory the kept search trees may hold together (a Hard tree on a large board takes
/// up to about 75 MB).
pub(super) const TREES_KEPT_BYTES: usize = 256 << 20;

/// The search trees kept between the computer's moves, by game: [`TREES_KEPT_BYTES`] together
/// at most, the tree kept longest dropped first (a tree is taken out for each search and kept
/// again after it, so "least recently used" is "kept longest ago").
pub(super) type KeptTrees = Kept<GameId, GameTree>;

/// An empty [`KeptTrees`].
pub(super) fn kept_trees() -> KeptTrees {
    Kept::by_bytes(TREES_KEPT_BYTES, GameTree::bytes)
}

/// Frees search trees on a thread of their own: a Hard tree is tens of megabytes, and handing
/// that memory back takes milliseconds the async threads should spend on players' moves (freed
/// here only if no thread can be started).
pub(super) fn free_trees(trees: Vec<GameTree>) {
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

/// The numbers the service draws (the seeds of new games, who starts a challenge drawn at
/// random, a puzzle picked among the nearest): one generator, seeded once, shared by the core and
/// the wings, so that a seeded service draws the same numbers in the same order whoever asks.
pub(crate) struct Seeds(StdMutex<ChaCha8Rng>);

impl Seeds {
    /// A generator seeded with `seed`.
    pub(crate) fn new(seed: u64) -> Self {
        Self(StdMutex::new(ChaCha8Rng::seed_from_u64(seed)))
    }

    /// The next number.
    pub(crate) fn next(&self) -> u64 {
        // A std Mutex: a few nanoseconds to draw a number, never held across an await.
        self.0.lock().unwrap_or_else(|e| e.into_inner()).random()
    }
}

/// Beyond this many users remembered, the ones with no public answer in the window are
/// forgotten (so the map stays as small as the users active in one window).
const REMEMBERED: usize = 1024;

/// The public answers each user had lately, for the limit on them ([`PublicAnswers`]).
#[derive(Default)]
pub(super) struct PublicAnswerLog {
    // A std Mutex: a lookup and a push under it, never held across an await.
    recent: StdMutex<HashMap<(GuildId, UserId), VecDeque<Timestamp>>>,
}

impl PublicAnswerLog {
    /// Counts a public answer for `who` at `now` if the limit allows one; else how long until
    /// it does.
    pub(super) fn take(
        &self,
        who: (GuildId, UserId),
        now: Timestamp,
        limit: PublicAnswers,
    ) -> Result<(), Duration> {
        let mut recent = self.recent.lock().unwrap_or_else(|e| e.into_inner());
        let fresh = |t: &Timestamp| now.since(*t) < limit.window;
        if recent.len() > REMEMBERED {
            recent.retain(|_, times| times.back().is_some_and(fresh));
        }
        let times = recent.entry(who).or_default();
        while times.front().is_some_and(|t| !fresh(t)) {
            times.pop_front();
        }
        if times.len() >= limit.per_window as usize {
            let oldest = times.front().copied().unwrap_or(now);
            return Err(limit.window.saturating_sub(now.since(oldest)));
        }
        times.push_back(now);
        Ok(())
    }
}

/// The waits before the second, third… try (see [`super::retry`]).
pub(super) const BACKOFF: [Duration; 3] = [
    Duration::from_secs(1),
    Duration::from_secs(5),
    Duration::from_secs(30),
];

/// What failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Task {
    /// The computer's turn (its own, or for an absent player).
    ComputerTurn,
    /// A challenge's expiry.
    Expiry,
    /// A day clock's reminder or loss on time.
    DayClock,
    /// The end of a game against the computer whose human left it (the idle time).
    Abandoned,
}

/// The failures at one game and ply.
#[derive(Clone, Copy, Debug)]
pub(super) struct Retry {
    pub game: GameId,
    pub ply: usize,
    pub failures: u32,
    /// When the next try may start; `None` once given up.
    pub next: Option<Timestamp>,
}

/// A player's one request of a kind in flight (a hint, a puzzle's stone): taken before it is
/// worked out, given back when dropped (done, refused, or abandoned).
pub(super) struct InFlight<'a> {
    set: &'a StdMutex<HashSet<UserId>>,
    user: UserId,
}

impl<'a> InFlight<'a> {
    /// The ticket of `user` in `set`, unless they hold one already.
    pub(super) fn take(set: &'a StdMutex<HashSet<UserId>>, user: UserId) -> Option<Self> {
        let mut flying = set.lock().unwrap_or_else(|e| e.into_inner());
        // Lazily: a ticket made and dropped here would give back the one in flight.
        flying.insert(user).then(|| Self { set, user })
    }
}

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        self.set
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.user);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Level, SearchConfig, SearchControl, think_reusing};
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
        let one = searched(9).bytes();
        assert!(one > 0);
        // Room for two trees: the third drops the first kept, and hands it back.
        let mut kept = Kept::by_bytes(2 * one + one / 2, GameTree::bytes);
        for id in 1..=2 {
            assert!(kept.put(GameId(id), searched(9)).is_empty());
        }
        let dropped = kept.put(GameId(3), searched(9));
        assert_eq!(dropped.len(), 1);
        assert!(dropped[0].bytes() > 0);
        assert!(kept.take(&GameId(1)).is_none());
        assert!(kept.take(&GameId(2)).is_some_and(|t| t.bytes() > 0));
        // Taken out: gone until kept again.
        assert!(kept.take(&GameId(2)).is_none());
        // A game's tree kept again replaces (and hands back) its older one.
        assert_eq!(kept.put(GameId(3), searched(7)).len(), 1);
        assert!(kept.take(&GameId(3)).is_some_and(|t| t.bytes() > 0));
        // One over the whole budget alone is not kept.
        let mut small = Kept::by_bytes(one / 2, GameTree::bytes);
        assert_eq!(small.put(GameId(5), searched(9)).len(), 1);
        assert_eq!(small.len(), 0);
    }
}
