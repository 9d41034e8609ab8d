//! A gate in front of interaction handling: open while the bot runs; on shutdown it closes (new
//! interactions are dropped) and the bot waits for the handlers already inside to finish, so
//! their writes reach the database before the pool closes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use tokio::sync::Notify;

#[derive(Default)]
struct Inner {
    closed: AtomicBool,
    inside: AtomicUsize,
    idle: Notify,
}

/// Counts the interaction handlers in flight.
#[derive(Clone, Default)]
pub(crate) struct Gate(Arc<Inner>);

/// Held by a handler while it runs.
pub(crate) struct Pass(Arc<Inner>);

impl Drop for Pass {
    fn drop(&mut self) {
        if self.0.inside.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl Gate {
    /// A pass for one handler, or `None` once the gate has closed.
    pub(crate) fn enter(&self) -> Option<Pass> {
        self.0.inside.fetch_add(1, Ordering::SeqCst);
        let pass = Pass(self.0.clone());
        if self.0.closed.load(Ordering::SeqCst) {
            return None; // dropping `pass` undoes the count
        }
        Some(pass)
    }

    /// Closes the gate and waits (at most `limit`) until no handler is inside.
    /// Returns whether everything finished in time.
    pub(crate) async fn close_and_drain(&self, limit: Duration) -> bool {
        self.0.closed.store(true, Ordering::SeqCst);
        let drained = async {
            loop {
                let idle = self.0.idle.notified();
                if self.0.inside.load(Ordering::SeqCst) == 0 {
                    return;
                }
                idle.await;
            }
        };
        tokio::time::timeout(limit, drained).await.is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn closing_waits_for_handlers_inside_and_refuses_new_ones() {
        let gate = Gate::default();
        let pass = gate.enter().expect("open");
        let waiter = {
            let gate = gate.clone();
            tokio::spawn(async move { gate.close_and_drain(Duration::from_secs(5)).await })
        };
        tokio::task::yield_now().await;
        assert!(!waiter.is_finished());
        drop(pass);
        assert!(waiter.await.unwrap());
        assert!(gate.enter().is_none());
    }
}
