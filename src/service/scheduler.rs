//! The computer's scheduler: who may run a search next on the few search threads. Searches for
//! games wait in one queue per user and are served round-robin by user (one user's eight games
//! take turns with everyone else's one, rather than all going first because they came first);
//! hints, which a player waits for beside the board but nobody's game does, are served the same
//! way but only when no game search waits, so a crowd of hints never delays a move; a
//! low-priority background class (reviews of finished games) is served only when neither
//! waits. The number of searches waiting for a player (games and hints) is bounded: once the
//! queue is full, the service refuses the commands that would add to it
//! ([`Scheduler::is_full`]), and hints may fill it only so far ([`Scheduler::has_room_beyond`]).
//!
//! A [`Permit`] is one search thread; dropping it hands the thread to the next in turn.

use super::ids::UserId;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex as StdMutex, MutexGuard};
use tokio::sync::{oneshot, watch};

/// What a search is for, deciding its place in the queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Class {
    /// A move in a game, for the human it is played against (or on behalf of): served
    /// round-robin by that user.
    Game(UserId),
    /// A hint for that user: served round-robin by user, only when no game search waits.
    Hint(UserId),
    /// Work nobody waits for at the board (a review): served only when no game search or
    /// hint waits.
    // Issue 16's game reviews take their threads here (through `Scheduler::background`).
    #[allow(dead_code)]
    Background,
}

/// The scheduler was closed (the service is shutting down): no search may start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Closed;

/// One search thread, held while the search runs and its move is stored.
#[must_use = "the thread is free again as soon as the permit is dropped"]
pub(crate) struct Permit {
    scheduler: Option<Arc<Scheduler>>,
}

impl Drop for Permit {
    fn drop(&mut self) {
        if let Some(s) = self.scheduler.take() {
            s.release();
        }
    }
}

type Waiter = oneshot::Sender<Permit>;

/// Waiters served round-robin by user: each turn, the next user's oldest.
#[derive(Default)]
struct RoundRobin {
    /// Waiting searches, per user.
    per_user: HashMap<UserId, VecDeque<Waiter>>,
    /// The users with a waiting search, in the order they are served.
    turns: VecDeque<UserId>,
}

impl RoundRobin {
    fn len(&self) -> usize {
        self.per_user.values().map(VecDeque::len).sum()
    }

    fn push(&mut self, user: UserId, waiter: Waiter) {
        let queue = self.per_user.entry(user).or_default();
        queue.push_back(waiter);
        if queue.len() == 1 {
            self.turns.push_back(user);
        }
    }

    fn pop(&mut self) -> Option<Waiter> {
        while let Some(user) = self.turns.pop_front() {
            let Some(queue) = self.per_user.get_mut(&user) else {
                continue;
            };
            let waiter = queue.pop_front();
            if queue.is_empty() {
                self.per_user.remove(&user);
            } else {
                self.turns.push_back(user);
            }
            if waiter.is_some() {
                return waiter;
            }
        }
        None
    }

    /// Forgets waiters that stopped waiting (their command was cancelled).
    fn forget_gone(&mut self) {
        for queue in self.per_user.values_mut() {
            queue.retain(|w| !w.is_closed());
        }
        self.per_user.retain(|_, q| !q.is_empty());
        let per_user = &self.per_user;
        self.turns.retain(|u| per_user.contains_key(u));
    }

    fn clear(&mut self) {
        self.per_user.clear();
        self.turns.clear();
    }
}

#[derive(Default)]
struct Queue {
    running: usize,
    closed: bool,
    games: RoundRobin,
    hints: RoundRobin,
    background: VecDeque<Waiter>,
}

impl Queue {
    /// The searches a player waits for: games' and hints'.
    fn waiting_games(&self) -> usize {
        self.games.len() + self.hints.len()
    }

    /// The next waiter in turn: the next user's oldest game search, else the next user's
    /// oldest hint, else background work.
    fn next(&mut self) -> Option<Waiter> {
        self.games
            .pop()
            .or_else(|| self.hints.pop())
            .or_else(|| self.background.pop_front())
    }

    /// Forgets waiters that stopped waiting (their command was cancelled).
    fn forget_gone(&mut self) {
        self.games.forget_gone();
        self.hints.forget_gone();
        self.background.retain(|w| !w.is_closed());
    }
}

/// Hands out the search threads fairly; see the module's documentation.
pub(crate) struct Scheduler {
    threads: usize,
    queue_limit: usize,
    // A std Mutex: a few queue operations under it, never held across an await.
    queue: StdMutex<Queue>,
    // How many searches run, so that closing can wait for them to settle.
    running: watch::Sender<usize>,
}

impl Scheduler {
    /// A scheduler for `threads` searches at once (at least one) and at most `queue_limit` game
    /// searches waiting before [`Scheduler::is_full`] says so.
    pub(crate) fn new(threads: usize, queue_limit: usize) -> Arc<Self> {
        Arc::new(Self {
            threads: threads.max(1),
            queue_limit,
            queue: StdMutex::new(Queue::default()),
            running: watch::channel(0).0,
        })
    }

    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether the queue of game searches is full: commands that would add a search are
    /// refused until it drains.
    pub(crate) fn is_full(&self) -> bool {
        let mut q = self.lock();
        if q.waiting_games() < self.queue_limit {
            return false;
        }
        q.forget_gone();
        q.waiting_games() >= self.queue_limit
    }

    /// Whether the queue of searches players wait for has more than `reserve` places free: extras (hints)
    /// may join it only so far, so that players' moves always have room.
    pub(crate) fn has_room_beyond(&self, reserve: usize) -> bool {
        let mut q = self.lock();
        if q.waiting_games() + reserve < self.queue_limit {
            return true;
        }
        q.forget_gone();
        q.waiting_games() + reserve < self.queue_limit
    }

    /// The places kept for players' moves: a quarter of the queue, at least one.
    pub(crate) fn reserve(&self) -> usize {
        (self.queue_limit / 4).max(1)
    }

    /// How many game searches wait for a thread.
    #[allow(dead_code)] // for reports and tests
    pub(crate) fn waiting(&self) -> usize {
        self.lock().waiting_games()
    }

    /// Waits for a search thread in `class`'s turn.
    ///
    /// # Errors
    /// [`Closed`] once the scheduler is closed.
    pub(crate) async fn acquire(self: &Arc<Self>, class: Class) -> Result<Permit, Closed> {
        let rx = {
            let mut q = self.lock();
            if q.closed {
                return Err(Closed);
            }
            // While a thread is free nobody waits (a freed thread goes to the next waiter).
            if q.running < self.threads {
                q.running += 1;
                self.running.send_replace(q.running);
                return Ok(Permit {
                    scheduler: Some(self.clone()),
                });
            }
            let (tx, rx) = oneshot::channel();
            match class {
                Class::Game(user) => q.games.push(user, tx),
                Class::Hint(user) => q.hints.push(user, tx),
                Class::Background => q.background.push_back(tx),
            }
            rx
        };
        rx.await.map_err(|_| Closed)
    }

    /// Waits for a search thread for background work (a review), served only when no game
    /// search waits: game reviews take their threads here.
    ///
    /// # Errors
    /// [`Closed`] once the scheduler is closed.
    pub(crate) async fn background(self: &Arc<Self>) -> Result<Permit, Closed> {
        self.acquire(Class::Background).await
    }

    /// A permit was dropped: its thread goes to the next waiter in turn, or is free.
    fn release(self: &Arc<Self>) {
        let mut q = self.lock();
        loop {
            let Some(waiter) = q.next() else {
                q.running = q.running.saturating_sub(1);
                self.running.send_replace(q.running);
                return;
            };
            let permit = Permit {
                scheduler: Some(self.clone()),
            };
            if let Err(mut unsent) = waiter.send(permit) {
                // That waiter stopped waiting: the thread goes to the next (without the
                // returned permit releasing it again).
                unsent.scheduler = None;
            } else {
                return;
            }
        }
    }

    /// Refuses every waiting and later request, then waits until the running searches have
    /// given their threads back.
    pub(crate) async fn close(&self) {
        {
            let mut q = self.lock();
            q.closed = true;
            q.games.clear();
            q.hints.clear();
            q.background.clear();
        }
        let mut running = self.running.subscribe();
        let _ = running.wait_for(|n| *n == 0).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user(n: u64) -> Class {
        Class::Game(UserId(n))
    }

    /// Starts an acquisition and lets it reach the queue; returns its handle.
    async fn queued(
        s: &Arc<Scheduler>,
        class: Class,
        order: &Arc<StdMutex<Vec<Class>>>,
    ) -> tokio::task::JoinHandle<()> {
        let (s, order) = (s.clone(), order.clone());
        let task = tokio::spawn(async move {
            let permit = s.acquire(class).await.expect("open");
            order.lock().unwrap().push(class);
            drop(permit);
        });
        tokio::task::yield_now().await;
        task
    }

    #[tokio::test(start_paused = true)]
    async fn searches_are_served_round_robin_by_user_and_background_last() {
        let s = Scheduler::new(1, 100);
        let held = s.acquire(user(9)).await.unwrap();
        let order = Arc::new(StdMutex::new(Vec::new()));
        let mut tasks = Vec::new();
        tasks.push(queued(&s, Class::Background, &order).await);
        for _ in 0..3 {
            tasks.push(queued(&s, user(1), &order).await);
        }
        tasks.push(queued(&s, user(2), &order).await);
        tasks.push(queued(&s, user(3), &order).await);
        assert_eq!(s.waiting(), 5);
        drop(held);
        for t in tasks {
            t.await.unwrap();
        }
        let order = order.lock().unwrap().clone();
        assert_eq!(
            order,
            [
                user(1),
                user(2),
                user(3),
                user(1),
                user(1),
                Class::Background
            ]
        );
    }

    #[tokio::test(start_paused = true)]
    async fn hints_wait_behind_every_move_and_reviews_behind_hints() {
        let s = Scheduler::new(1, 100);
        let held = s.acquire(user(9)).await.unwrap();
        let order = Arc::new(StdMutex::new(Vec::new()));
        let hint = |n| Class::Hint(UserId(n));
        let mut tasks = Vec::new();
        tasks.push(queued(&s, Class::Background, &order).await);
        for n in 1..=3 {
            tasks.push(queued(&s, hint(n), &order).await);
        }
        tasks.push(queued(&s, hint(1), &order).await);
        // Moves asked after a crowd of hints still go first.
        tasks.push(queued(&s, user(4), &order).await);
        tasks.push(queued(&s, user(5), &order).await);
        // Hints count against the queue's limit like moves.
        assert_eq!(s.waiting(), 6);
        drop(held);
        for t in tasks {
            t.await.unwrap();
        }
        let order = order.lock().unwrap().clone();
        assert_eq!(
            order,
            [
                user(4),
                user(5),
                hint(1),
                hint(2),
                hint(3),
                hint(1),
                Class::Background
            ]
        );
    }

    #[tokio::test(start_paused = true)]
    async fn the_queue_is_full_at_its_limit_and_closing_refuses_waiters() {
        let s = Scheduler::new(1, 2);
        let held = s.acquire(user(1)).await.unwrap();
        assert!(!s.is_full());
        let order = Arc::new(StdMutex::new(Vec::new()));
        let a = queued(&s, user(2), &order).await;
        let b = queued(&s, user(3), &order).await;
        assert!(s.is_full());
        // A waiter that gave up no longer counts.
        b.abort();
        let _ = b.await;
        assert!(!s.is_full());
        let s2 = s.clone();
        let closing = tokio::spawn(async move { s2.close().await });
        tokio::task::yield_now().await;
        assert!(a.await.is_err(), "a waiter is refused on close");
        assert!(!closing.is_finished(), "close waits for the running search");
        drop(held);
        closing.await.unwrap();
        assert_eq!(s.acquire(user(1)).await.err(), Some(Closed));
    }
}
