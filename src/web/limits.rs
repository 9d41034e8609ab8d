//! Rate limits: how many requests one address, or one personal link, may make in a window of
//! time. A fixed window per key, counted in memory; the table forgets keys whose window is over.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How many keys the table holds before it sweeps out those whose window is over.
const SWEEP_AT: usize = 10_000;

/// At most `max` requests per key in each `window`.
#[derive(Debug)]
pub struct RateLimit {
    max: u32,
    window: Duration,
    // A std Mutex: held for a lookup, never across an await.
    seen: Mutex<HashMap<String, (Instant, u32)>>,
}

impl RateLimit {
    /// A limit of `max` requests per key in `window`.
    pub fn new(max: u32, window: Duration) -> Self {
        Self {
            max,
            window,
            seen: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a request of `key` at `now`; `false` when it is over the limit.
    pub fn allow(&self, key: &str, now: Instant) -> bool {
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        if seen.len() >= SWEEP_AT {
            let window = self.window;
            seen.retain(|_, (start, _)| now.saturating_duration_since(*start) < window);
        }
        let entry = seen.entry(key.to_owned()).or_insert((now, 0));
        if now.saturating_duration_since(entry.0) >= self.window {
            *entry = (now, 0);
        }
        entry.1 += 1;
        entry.1 <= self.max
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_refused_past_its_limit_until_its_window_ends_and_others_are_not() {
        let limit = RateLimit::new(3, Duration::from_secs(10));
        let t = Instant::now();
        assert!((0..3).all(|_| limit.allow("a", t)));
        assert!(!limit.allow("a", t + Duration::from_secs(9)));
        assert!(limit.allow("b", t + Duration::from_secs(9)));
        assert!(limit.allow("a", t + Duration::from_secs(10)));
    }

    #[test]
    fn the_table_stays_bounded() {
        let limit = RateLimit::new(1, Duration::from_secs(1));
        let t = Instant::now();
        for i in 0..SWEEP_AT {
            limit.allow(&i.to_string(), t);
        }
        limit.allow("late", t + Duration::from_secs(2));
        assert!(limit.seen.lock().unwrap().len() <= 2);
    }
}
