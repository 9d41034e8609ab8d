//! The pictures that cost the most to draw — a replay (every position of a game, encoded as a
//! GIF) and a review's pictures — drawn a few at a time on the blocking pool: a small number of
//! drawing permits, a short queue beyond them, and past that a private refusal that asks the
//! player to try again in a minute ([`RenderLimits`]). Never unbounded: a burst of replays costs
//! at most `at_once` drawings' memory and CPU, however many are asked for.
//!
//! A replay drawn is kept: a game's moves never change once played, so the GIF of a game at a
//! ply, turned one way, is the same whenever it is asked for again — a finished game's for good.
//! The kept GIFs are bounded by their bytes together, the least recently asked for dropped
//! first; and two askers of the same replay at once share one drawing (`replay` draws them).

use super::ids::GameId;
use super::kept::Kept;
use super::limits::RenderLimits;
use crate::orientation::Orientation;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex as StdMutex, Weak};
use tokio::sync::{OnceCell, OwnedSemaphorePermit, Semaphore};

/// A replay as drawn: the game, how many moves it had, and how the board was turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct ReplayKey {
    pub game: GameId,
    pub ply: usize,
    pub orientation: Orientation,
}

/// One drawing of a replay, shared by everyone who asks for it while it is drawn.
pub(super) type Flight = OnceCell<Arc<[u8]>>;

/// The drawing permits, their queue, the kept replays and the replays being drawn.
pub(super) struct Renders {
    limits: RenderLimits,
    permits: Arc<Semaphore>,
    /// Askers waiting for a permit now (at most `limits.queue`).
    pub(super) waiting: AtomicUsize,
    // A std Mutex: a look-up or an insert, never held across an await. Bounded by
    // `limits.kept_bytes`.
    kept: StdMutex<Kept<ReplayKey, Arc<[u8]>>>,
    // A std Mutex, never held across an await: the drawings under way, each held (strongly) by
    // its askers only, so a drawing nobody waits for any more is forgotten.
    flights: StdMutex<HashMap<ReplayKey, Weak<Flight>>>,
    /// Replays drawn since the service opened (not counting those answered from `kept`).
    drawn: AtomicU64,
}

impl Renders {
    pub(super) fn new(limits: RenderLimits) -> Self {
        Self {
            permits: Arc::new(Semaphore::new(limits.at_once.max(1))),
            limits,
            waiting: AtomicUsize::new(0),
            kept: StdMutex::new(Kept::by_bytes(limits.kept_bytes, |gif| gif.len())),
            flights: StdMutex::new(HashMap::new()),
            drawn: AtomicU64::new(0),
        }
    }

    /// A permit to draw: at once if one is free, else after waiting in the queue; `None` when
    /// the queue is full too. The permit is the drawing's: it goes with the work onto the
    /// blocking pool and is given back when the drawing ends, even if its asker went away.
    pub(super) async fn permit(&self) -> Option<OwnedSemaphorePermit> {
        if let Ok(permit) = self.permits.clone().try_acquire_owned() {
            return Some(permit);
        }
        let _place = QueuePlace::take(&self.waiting, self.limits.queue)?;
        self.permits.clone().acquire_owned().await.ok()
    }

    /// How many replays the service has drawn since it opened.
    pub(super) fn drawn(&self) -> u64 {
        self.drawn.load(Ordering::Relaxed)
    }

    fn lock_kept(&self) -> std::sync::MutexGuard<'_, Kept<ReplayKey, Arc<[u8]>>> {
        self.kept.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The replay `key` names, if it is kept.
    pub(super) fn kept(&self, key: ReplayKey) -> Option<Arc<[u8]>> {
        self.lock_kept().get(&key).cloned()
    }

    /// Counts a replay drawn, and keeps it (within [`RenderLimits::kept_bytes`]).
    pub(super) fn drawn_now(&self, key: ReplayKey, gif: Arc<[u8]>) {
        self.drawn.fetch_add(1, Ordering::Relaxed);
        // Those dropped to make room are freed here: a replay is a few hundred kilobytes.
        let _ = self.lock_kept().put(key, gif);
    }

    /// The drawing of `key` under way, joined; or a new one.
    pub(super) fn flight(&self, key: ReplayKey) -> Arc<Flight> {
        let mut flights = self.flights.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(flight) = flights.get(&key).and_then(Weak::upgrade) {
            return flight;
        }
        flights.retain(|_, f| f.strong_count() > 0);
        let flight = Arc::new(Flight::new());
        flights.insert(key, Arc::downgrade(&flight));
        flight
    }
}

#[cfg(test)]
impl Renders {
    /// How many askers share the drawing of `key` under way.
    pub(super) fn askers(&self, key: ReplayKey) -> usize {
        let flights = self.flights.lock().unwrap_or_else(|e| e.into_inner());
        flights.get(&key).map_or(0, Weak::strong_count)
    }
}

/// A place in the queue for a drawing permit, given back when dropped (the permit came, or the
/// asker went away).
struct QueuePlace<'a>(&'a AtomicUsize);

impl<'a> QueuePlace<'a> {
    fn take(waiting: &'a AtomicUsize, queue: usize) -> Option<Self> {
        waiting
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                (n < queue).then_some(n + 1)
            })
            .ok()
            .map(|_| Self(waiting))
    }
}

impl Drop for QueuePlace<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(game: i64) -> ReplayKey {
        ReplayKey {
            game: GameId(game),
            ply: 10,
            orientation: Orientation::Normal,
        }
    }

    #[test]
    fn kept_replays_stay_within_their_bytes_dropping_the_least_recently_asked_for() {
        let renders = Renders::new(RenderLimits {
            at_once: 1,
            queue: 1,
            kept_bytes: 100,
        });
        let gif = |n: usize| -> Arc<[u8]> { vec![0u8; n].into() };
        renders.drawn_now(key(1), gif(40));
        renders.drawn_now(key(2), gif(40));
        // Asked for again: the first is now the more recent.
        assert!(renders.kept(key(1)).is_some());
        renders.drawn_now(key(3), gif(40));
        assert!(
            renders.kept(key(2)).is_none(),
            "the least recently asked for goes"
        );
        assert!(renders.kept(key(1)).is_some() && renders.kept(key(3)).is_some());
        assert_eq!(renders.lock_kept().held(), 80);
        // One over the budget is not kept.
        renders.drawn_now(key(4), gif(101));
        assert!(renders.kept(key(4)).is_none());
        assert_eq!(renders.drawn(), 4);
        // Another ply or orientation is another replay.
        let turned = ReplayKey {
            orientation: Orientation::Rotated,
            ..key(1)
        };
        assert!(renders.kept(turned).is_none());
    }

    #[tokio::test]
    async fn past_the_permits_and_the_queue_a_drawing_is_refused() {
        let renders = Arc::new(Renders::new(RenderLimits {
            at_once: 1,
            queue: 2,
            kept_bytes: 0,
        }));
        let drawing = renders.permit().await.expect("a free permit");
        // Two wait their turn…
        let mut waiting = Vec::new();
        for _ in 0..2 {
            let renders = renders.clone();
            waiting.push(tokio::spawn(
                async move { renders.permit().await.is_some() },
            ));
        }
        while renders.waiting.load(Ordering::SeqCst) < 2 {
            tokio::task::yield_now().await;
        }
        // …a third finds the queue full.
        assert!(renders.permit().await.is_none());
        drop(drawing);
        for w in waiting {
            assert!(w.await.unwrap(), "a waiting drawing gets its permit");
        }
        assert_eq!(renders.waiting.load(Ordering::SeqCst), 0);
        // An asker who goes away gives back their place in the queue.
        let drawing = renders.permit().await.unwrap();
        let gone = tokio::spawn({
            let renders = renders.clone();
            async move { renders.permit().await.is_some() }
        });
        while renders.waiting.load(Ordering::SeqCst) < 1 {
            tokio::task::yield_now().await;
        }
        gone.abort();
        assert!(gone.await.is_err());
        assert_eq!(renders.waiting.load(Ordering::SeqCst), 0);
        drop(drawing);
    }
}
