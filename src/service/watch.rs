//! The service's watchers: tasks that do what is due (vacations that run out, daily puzzles to
//! post), then sleep on the service's clock until the next thing is due, or until told that
//! something changed, until shutdown.

use super::error::Res;
use super::ids::Timestamp;
use super::inner::Inner;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How long a watcher waits before trying again after a failure (the database did not answer).
const AFTER_FAILURE: Duration = Duration::from_secs(60);

impl Inner {
    /// Runs `step` now and again whenever the moment it returns comes (never, for `None`) or
    /// `changed` of the service is notified, until shutdown. A failing step is logged under
    /// `what` and tried again a minute later.
    pub(super) fn watch<F, Fut>(
        self: &Arc<Self>,
        what: &'static str,
        changed: fn(&Inner) -> &Notify,
        step: F,
    ) where
        F: Fn(Arc<Inner>) -> Fut + Send + 'static,
        Fut: Future<Output = Res<Option<Timestamp>>> + Send,
    {
        let inner = self.clone();
        let mut stop = self.shutdown.subscribe();
        tokio::spawn(async move {
            loop {
                let next = match step(inner.clone()).await {
                    Ok(next) => next,
                    Err(e) => {
                        tracing::error!("{what}: {e:?}");
                        Some(inner.now().plus(AFTER_FAILURE))
                    }
                };
                let sleep = match next {
                    Some(at) => inner.clock.sleep_until(at),
                    None => Box::pin(std::future::pending()),
                };
                tokio::select! {
                    () = sleep => {}
                    () = changed(&inner).notified() => {}
                    _ = stop.changed() => return,
                }
            }
        });
    }
}
