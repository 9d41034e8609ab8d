//! The one bounded cache of the service, [`Kept`]: a map that keeps what was used lately and
//! drops the least recently used entries once it holds more than its bound, counted in entries
//! ([`Kept::by_count`]: display names, board messages, servers' web opt-ins, games' channels) or
//! in bytes ([`Kept::by_bytes`]: drawn replays, the computer's search trees).
//!
//! The order of use is kept by `hashlink`'s linked hash map (already in the tree through sqlx);
//! the bound and the weighing are ours, because the caches need both kinds of bound and want
//! back what is dropped: a search tree of tens of megabytes is freed on a thread of its own, not
//! inside the lock of the map that dropped it.

use hashlink::LinkedHashMap;
use std::hash::Hash;

/// A map bounded in entries or bytes, least recently used dropped first.
pub(crate) struct Kept<K, V> {
    /// Least recently used at the front.
    map: LinkedHashMap<K, V>,
    /// The most weight held at once.
    bound: usize,
    /// An entry's weight: 1 for a bound in entries, its bytes for a bound in bytes.
    weigh: fn(&V) -> usize,
    /// The weight held now.
    held: usize,
}

impl<K: Eq + Hash, V> Kept<K, V> {
    /// At most `max` entries (at least one).
    pub(crate) fn by_count(max: usize) -> Self {
        Self {
            map: LinkedHashMap::new(),
            bound: max.max(1),
            weigh: |_| 1,
            held: 0,
        }
    }

    /// At most `max` bytes together, an entry weighing `weigh` bytes.
    pub(crate) fn by_bytes(max: usize, weigh: fn(&V) -> usize) -> Self {
        Self {
            map: LinkedHashMap::new(),
            bound: max,
            weigh,
            held: 0,
        }
    }

    /// The entry for `key`, marked as used now.
    pub(crate) fn get(&mut self, key: &K) -> Option<&V> {
        self.map.to_back(key).map(|v| &*v)
    }

    /// The entry for `key`, taken out.
    pub(crate) fn take(&mut self, key: &K) -> Option<V> {
        let v = self.map.remove(key)?;
        self.held -= (self.weigh)(&v);
        Some(v)
    }

    /// Keeps `value` for `key`, as used now; returns what was dropped for it: the entry it
    /// replaces, and the least recently used ones while the whole is over the bound. A value
    /// heavier than the whole bound is not kept: it comes back at once.
    #[must_use]
    pub(crate) fn put(&mut self, key: K, value: V) -> Vec<V> {
        let weight = (self.weigh)(&value);
        if weight > self.bound {
            return vec![value];
        }
        let mut dropped = Vec::new();
        self.held += weight;
        if let Some(old) = self.map.insert(key, value) {
            self.held -= (self.weigh)(&old);
            dropped.push(old);
        }
        while self.held > self.bound {
            let Some((_, gone)) = self.map.pop_front() else {
                break;
            };
            self.held -= (self.weigh)(&gone);
            dropped.push(gone);
        }
        dropped
    }

    /// How many entries are kept.
    pub(crate) fn len(&self) -> usize {
        self.map.len()
    }

    /// The weight kept (entries, or bytes).
    #[cfg(test)]
    pub(crate) fn held(&self) -> usize {
        self.held
    }
}

#[cfg(test)]
mod tests {
    use super::Kept;

    #[test]
    fn a_bound_in_entries_drops_the_least_recently_used() {
        let mut kept = Kept::by_count(2);
        assert!(kept.put(1, "one").is_empty());
        assert!(kept.put(2, "two").is_empty());
        // Used: 1 is now the more recent.
        assert_eq!(kept.get(&1), Some(&"one"));
        assert_eq!(kept.put(3, "three"), vec!["two"]);
        assert_eq!(kept.get(&2), None);
        assert_eq!(kept.len(), 2);
        // The same key again replaces its value (handed back) and counts as used.
        assert_eq!(kept.put(1, "uno"), vec!["one"]);
        assert_eq!(kept.put(4, "four"), vec!["three"]);
        assert_eq!(kept.take(&1), Some("uno"));
        assert_eq!(kept.take(&1), None);
        assert_eq!((kept.len(), kept.held()), (1, 1));
    }

    #[test]
    fn a_bound_in_bytes_weighs_each_entry() {
        let mut kept: Kept<u32, Vec<u8>> = Kept::by_bytes(100, Vec::len);
        let bytes = |n: usize| vec![0u8; n];
        assert!(kept.put(1, bytes(40)).is_empty());
        assert!(kept.put(2, bytes(40)).is_empty());
        assert!(kept.get(&1).is_some());
        let dropped = kept.put(3, bytes(40));
        assert_eq!(dropped.len(), 1, "the least recently used goes");
        assert!(kept.get(&2).is_none() && kept.get(&1).is_some());
        assert_eq!(kept.held(), 80);
        // Replaced: its bytes are counted anew.
        assert_eq!(kept.put(3, bytes(50)).len(), 1);
        assert_eq!(kept.held(), 90);
        // Heavier than the whole bound: not kept, handed back, nothing else dropped.
        assert_eq!(kept.put(4, bytes(101)), vec![bytes(101)]);
        assert_eq!((kept.len(), kept.held()), (2, 90));
        // One that fills the bound alone drops everything else.
        assert_eq!(kept.put(5, bytes(100)).len(), 2);
        assert_eq!((kept.len(), kept.held()), (1, 100));
    }
}
