//! A set of padded board slots as a bit set: the carriers of virtual connections, the proof sets
//! and must-play regions of the solver. Copy, 56 bytes, every operation a few word-wise
//! instructions.

use super::board::SLOTS;

const WORDS: usize = SLOTS.div_ceil(64);

/// A set of padded slots (see [`super::board::Pos`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Set([u64; WORDS]);

impl Set {
    /// The set of one slot.
    pub(crate) fn single(slot: usize) -> Self {
        let mut s = Self::default();
        s.insert(slot);
        s
    }

    /// The set of every slot.
    pub(crate) fn full() -> Self {
        Self([u64::MAX; WORDS])
    }

    /// The set of the given slots.
    pub(crate) fn of(slots: impl IntoIterator<Item = usize>) -> Self {
        let mut s = Self::default();
        for slot in slots {
            s.insert(slot);
        }
        s
    }

    pub(crate) fn insert(&mut self, slot: usize) {
        self.0[slot / 64] |= 1 << (slot % 64);
    }

    pub(crate) fn remove(&mut self, slot: usize) {
        self.0[slot / 64] &= !(1 << (slot % 64));
    }

    pub(crate) fn contains(&self, slot: usize) -> bool {
        self.0[slot / 64] >> (slot % 64) & 1 == 1
    }

    #[must_use]
    pub(crate) fn union(&self, other: &Self) -> Self {
        Self(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    #[must_use]
    pub(crate) fn inter(&self, other: &Self) -> Self {
        Self(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    /// The slots of `self` that `other` does not hold.
    #[must_use]
    pub(crate) fn minus(&self, other: &Self) -> Self {
        Self(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub(crate) fn disjoint(&self, other: &Self) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & b == 0)
    }

    pub(crate) fn subset_of(&self, other: &Self) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }

    pub(crate) fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The smallest slot in the set.
    pub(crate) fn first(&self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize)
    }

    /// The slots in the set, in increasing order.
    pub(crate) fn slots(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let b = w.trailing_zeros() as usize;
                    w &= w - 1;
                    i * 64 + b
                })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations_agree_with_their_slots() {
        let a = Set::of([1, 64, 200, 440]);
        let b = Set::of([64, 65, 440]);
        assert_eq!(a.inter(&b).slots().collect::<Vec<_>>(), [64, 440]);
        assert_eq!(a.minus(&b).slots().collect::<Vec<_>>(), [1, 200]);
        assert_eq!(a.union(&b).len(), 5);
        assert!(Set::of([64, 440]).subset_of(&a) && !b.subset_of(&a));
        assert!(Set::single(2).disjoint(&a) && !b.disjoint(&a));
        assert_eq!((a.first(), Set::default().first()), (Some(1), None));
        assert!(Set::full().contains(SLOTS - 1) && Set::default().is_empty());
        let mut c = a;
        c.remove(64);
        c.insert(3);
        assert_eq!(c.slots().collect::<Vec<_>>(), [1, 3, 200, 440]);
    }
}
