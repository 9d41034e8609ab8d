//! The service's watchers: tasks that do what is due (vacations that run out, daily puzzles to
//! post), then sleep on the service's clock until the next thing is due, or until told that
//! something changed, until shutdown.

use super::error::Res;
use super::ids::{SharedClock, Timestamp};
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Notify, watch};

/// How long a watcher waits before trying again after a failure (the database did not answer).
const AFTER_FAILURE: Duration = Duration::from_secs(60);

/// Runs `step` now and again whenever the moment it returns comes (never, for `None`) on
/// `clock`, or `changed` is notified, until `stop` says the service stops. A failing step is
/// logged under `what` and tried again a minute later.
pub(super) fn watch<F, Fut>(
    what: &'static str,
    clock: SharedClock,
    mut stop: watch::Receiver<bool>,
    changed: Arc<Notify>,
    step: F,
) where
    F: Fn() -> Fut + Send + 'static,
    Fut: Future<Output = Res<Option<Timestamp>>> + Send,
{
    tokio::spawn(async move {
        loop {
            let next = match step().await {
                Ok(next) => next,
                Err(e) => {
                    tracing::error!("{what}: {e:?}");
                    Some(clock.now().plus(AFTER_FAILURE))
                }
            };
            let sleep = match next {
                Some(at) => clock.sleep_until(at),
                None => Box::pin(std::future::pending()),
            };
            tokio::select! {
                () = sleep => {}
                () = changed.notified() => {}
                _ = stop.changed() => return,
            }
        }
    });
}
