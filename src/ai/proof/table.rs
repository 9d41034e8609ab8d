//! The solver's table: for each position met (keyed by a Zobrist hash of its stones and the side
//! to move), its proof and disproof numbers, the work spent below it, its best move, and the
//! knowledge computed once when it was first met — the moves worth searching, best first (the
//! must-play region less the inferior cells and symmetric duplicates, narrowed further as proofs
//! prune siblings) and the largest set of cells a proof of its win could need. The table outlives
//! one question: a review asks about each position of a game in turn, and each position is a
//! child of the one before.
//!
//! Memory is bounded: past its capacity the table drops the unsolved positions that took the
//! least work (solved ones are kept longest, being the cheapest to keep and the dearest to find
//! again).

use crate::ai::set::Set;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Infinity for proof and disproof numbers.
pub(super) const INF: u32 = u32::MAX / 4;

/// No move.
pub(super) const NO_MOVE: u16 = u16::MAX;

/// One position's entry.
#[derive(Clone, Debug)]
pub(super) struct Entry {
    /// Proof number (the cost of proving the side to move wins) and disproof number.
    pub(super) phi: u32,
    pub(super) delta: u32,
    /// Positions whose knowledge was computed below this one (itself included).
    pub(super) work: u64,
    /// The best move so far: once solved, a winning move of the winner (or the defence that held
    /// out longest of the loser).
    pub(super) best: u16,
    /// The moves to search, in order.
    pub(super) moves: Box<[u16]>,
    /// The cells a proof that the side to move wins could need: its own stones and every cell not
    /// yet the opponent's (dead cells count as the opponent's). A sibling move outside it is
    /// decided with this position.
    pub(super) max_proof: Set,
}

impl Entry {
    /// A position not worked out.
    pub(super) fn unknown() -> Self {
        Self {
            phi: 1,
            delta: 1,
            work: 0,
            best: NO_MOVE,
            moves: Box::new([]),
            max_proof: Set::default(),
        }
    }

    pub(super) fn solved(&self) -> bool {
        self.phi == 0 || self.delta == 0
    }
}

/// A hasher for keys that are random already.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// The table.
pub(super) struct Table {
    map: HashMap<u64, Entry, BuildHasherDefault<KeyHasher>>,
    capacity: usize,
}

impl Table {
    pub(super) fn new(capacity: usize) -> Self {
        Self {
            map: HashMap::default(),
            capacity: capacity.max(1024),
        }
    }

    pub(super) fn get(&self, key: u64) -> Option<&Entry> {
        self.map.get(&key)
    }

    pub(super) fn len(&self) -> usize {
        self.map.len()
    }

    pub(super) fn clear(&mut self) {
        self.map.clear();
    }

    /// Stores `entry` under `key`, unless a solved entry is there already (then `entry` becomes
    /// it). Makes room first when the table is full.
    pub(super) fn store(&mut self, key: u64, entry: &mut Entry) {
        if let Some(old) = self.map.get_mut(&key) {
            if old.solved() {
                *entry = old.clone();
                return;
            }
            old.phi = entry.phi;
            old.delta = entry.delta;
            old.work = entry.work;
            old.best = entry.best;
            if old.moves.len() != entry.moves.len() {
                old.moves = entry.moves.clone();
            }
            return;
        }
        if self.map.len() >= self.capacity {
            self.make_room();
        }
        self.map.insert(key, entry.clone());
    }

    /// Drops about half the entries: the unsolved ones with the least work first.
    fn make_room(&mut self) {
        let mut works: Vec<u64> = self
            .map
            .values()
            .filter(|e| !e.solved())
            .map(|e| e.work)
            .collect();
        let target = self.map.len() / 2;
        if works.len() >= target && target > 0 {
            let cut = (works.len() - target).min(works.len() - 1);
            works.select_nth_unstable(cut);
            let bar = works[cut];
            self.map.retain(|_, e| e.solved() || e.work > bar);
        }
        if self.map.len() >= self.capacity {
            // Mostly solved: drop the solved leaves (no work below them) too.
            self.map.retain(|_, e| e.work > 1);
        }
        if self.map.len() >= self.capacity {
            self.map.clear();
        }
    }

    /// Roughly the bytes the table holds.
    pub(super) fn bytes(&self) -> usize {
        self.map
            .values()
            .map(|e| std::mem::size_of::<Entry>() + 24 + 2 * e.moves.len())
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(phi: u32, delta: u32, work: u64) -> Entry {
        Entry {
            phi,
            delta,
            work,
            best: NO_MOVE,
            moves: Box::new([]),
            max_proof: Set::default(),
        }
    }

    #[test]
    fn a_solved_entry_is_never_overwritten_and_a_full_table_keeps_the_solved_and_the_costly() {
        let mut t = Table::new(1024);
        t.store(1, &mut entry(0, INF, 5));
        let mut e = entry(3, 4, 9);
        t.store(1, &mut e);
        assert_eq!((e.phi, e.delta), (0, INF), "the solved entry came back");
        for k in 2..=1024u64 {
            t.store(k, &mut entry(2, 2, k));
        }
        t.store(5000, &mut entry(2, 2, 1));
        assert!(t.len() < 1024 && t.get(1).is_some() && t.get(1023).is_some());
        assert!(t.get(3).is_none());
        assert!(t.bytes() > 0);
        t.clear();
        assert_eq!(t.len(), 0);
    }
}
