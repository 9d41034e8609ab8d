//! Rate limits: how many requests one address, or one personal link, may make in a window of
//! time. A fixed window per key, counted in memory; the table forgets keys whose window is over,
//! and never holds more than [`MAX_KEYS`]: past that, new keys are refused until windows end.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How many keys the table holds before it first sweeps out those whose window is over.
const SWEEP_AT: usize = 10_000;
/// The most keys the table holds; a new key past it is refused (a flood of new keys within one
/// window costs memory up to here, no further).
pub const MAX_KEYS: usize = 100_000;

/// At most `max` requests per key in each `window`.
#[derive(Debug)]
pub struct RateLimit {
    max: u32,
    window: Duration,
    // A std Mutex: held for a lookup, never across an await.
    seen: Mutex<Seen>,
}

#[derive(Debug)]
struct Seen {
    keys: HashMap<String, (Instant, u32)>,
    /// The size at which the next sweep runs (twice what the last one left, at least
    /// [`SWEEP_AT`], at most [`MAX_KEYS`]), so that a table full of live keys is not swept at
    /// every request.
    sweep_at: usize,
    /// When the last sweep ran: a full table is swept at most once a second.
    swept: Option<Instant>,
}

impl RateLimit {
    /// A limit of `max` requests per key in `window`.
    pub fn new(max: u32, window: Duration) -> Self {
        Self {
            max,
            window,
            seen: Mutex::new(Seen {
                keys: HashMap::new(),
                sweep_at: SWEEP_AT,
                swept: None,
            }),
        }
    }

    /// Counts a request of `key` at `now`; `false` when it is over the limit.
    pub fn allow(&self, key: &str, now: Instant) -> bool {
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        let Seen {
            keys,
            sweep_at,
            swept,
        } = &mut *seen;
        let full_and_swept_lately = keys.len() >= MAX_KEYS
            && swept.is_some_and(|s| now.saturating_duration_since(s) < Duration::from_secs(1));
        if keys.len() >= *sweep_at && !full_and_swept_lately {
            let window = self.window;
            keys.retain(|_, (start, _)| now.saturating_duration_since(*start) < window);
            *sweep_at = (keys.len() * 2).clamp(SWEEP_AT, MAX_KEYS);
            *swept = Some(now);
        }
        if keys.len() >= MAX_KEYS && !keys.contains_key(key) {
            return false;
        }
        let entry = keys.entry(key.to_owned()).or_insert((now, 0));
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
        assert!(limit.seen.lock().unwrap().keys.len() <= 2);
    }

    #[test]
    fn a_flood_of_new_keys_within_one_window_stops_at_the_cap() {
        let limit = RateLimit::new(5, Duration::from_secs(60));
        let t = Instant::now();
        for i in 0..MAX_KEYS {
            assert!(limit.allow(&i.to_string(), t));
        }
        assert!(!limit.allow("one more", t), "a new key past the cap");
        assert!(limit.allow("7", t), "a key already counted still is");
        assert_eq!(limit.seen.lock().unwrap().keys.len(), MAX_KEYS);
        // Once the window is over, new keys come in again.
        assert!(limit.allow("one more", t + Duration::from_secs(60)));
        assert!(limit.seen.lock().unwrap().keys.len() < 10);
    }
}
