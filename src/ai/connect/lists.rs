//! The connections kept between one pair of ends: full ones, kept only while each new one shrinks
//! what all of them have in common (their carriers' intersection), and semi ones, kept while no
//! other is inside them. No count caps either list: the intersection is what the rules and the
//! must-play region read, so a connection that cannot shrink it adds nothing to them.

use crate::ai::set::Set;

/// One kept connection: its carrier (the key included, for a semi connection), its key (semi
/// connections only, else `u16::MAX`) and whether the rules have combined it yet (`old`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Kept {
    pub(crate) carrier: Set,
    pub(crate) key: u16,
    pub(crate) old: bool,
}

/// The full connections of a pair.
#[derive(Clone, Debug, Default)]
pub(crate) struct Fulls {
    pub(crate) list: Vec<Kept>,
    /// What the carriers the AND rule has combined (the old ones) have in common.
    pub(crate) old_inter: Set,
}

impl Fulls {
    pub(crate) fn clear(&mut self) {
        self.list.clear();
        self.old_inter = Set::full();
    }

    /// Adds `carrier` unless it holds a kept carrier, or (when `limit`) it holds what they all
    /// have in common and replaces none the rules have combined. Supersets of it are dropped.
    pub(crate) fn try_add(&mut self, carrier: Set, limit: bool) -> bool {
        if self.list.iter().any(|k| k.carrier.subset_of(&carrier)) {
            return false;
        }
        let before = self.list.len();
        let mut dropped_old = false;
        self.list.retain(|k| {
            let superset = carrier.subset_of(&k.carrier);
            dropped_old |= superset && k.old;
            !superset
        });
        if dropped_old {
            self.old_inter = self.inter_of(true);
        } else if limit && self.list.len() == before && self.inter_of(false).subset_of(&carrier) {
            return false;
        }
        self.list.push(Kept {
            carrier,
            key: u16::MAX,
            old: false,
        });
        true
    }

    /// Marks `carrier` combined (when it is still kept and not yet combined).
    pub(crate) fn set_old(&mut self, carrier: &Set) -> bool {
        match self
            .list
            .iter_mut()
            .find(|k| !k.old && k.carrier == *carrier)
        {
            Some(k) => {
                k.old = true;
                self.old_inter = self.old_inter.inter(carrier);
                true
            }
            None => false,
        }
    }

    /// What the kept carriers (`old_only`: the combined ones) have in common; every slot when
    /// there are none.
    pub(crate) fn inter_of(&self, old_only: bool) -> Set {
        self.list
            .iter()
            .filter(|k| k.old || !old_only)
            .fold(Set::full(), |i, k| i.inter(&k.carrier))
    }

    /// Whether a kept carrier lies inside `carrier`.
    pub(crate) fn inside(&self, carrier: &Set) -> bool {
        self.list.iter().any(|k| k.carrier.subset_of(carrier))
    }

    /// The smallest kept carrier.
    pub(crate) fn smallest(&self) -> Option<Set> {
        self.list.iter().map(|k| k.carrier).min_by_key(Set::len)
    }
}

/// The semi connections of a pair.
#[derive(Clone, Debug, Default)]
pub(crate) struct Semis {
    pub(crate) list: Vec<Kept>,
    /// What all their carriers have in common (every slot when there are none).
    pub(crate) inter: Set,
    /// Whether the pair waits for the OR rule.
    pub(crate) queued: bool,
}

impl Semis {
    pub(crate) fn clear(&mut self) {
        self.list.clear();
        self.inter = Set::full();
        self.queued = false;
    }

    /// Adds the semi connection `carrier` with its `key` unless a kept one lies inside it;
    /// drops the kept ones that hold it.
    pub(crate) fn try_add(&mut self, carrier: Set, key: u16) -> bool {
        if self.list.iter().any(|k| k.carrier.subset_of(&carrier)) {
            return false;
        }
        self.list.retain(|k| !carrier.subset_of(&k.carrier));
        self.list.push(Kept {
            carrier,
            key,
            old: false,
        });
        self.inter = self.inter.inter(&carrier);
        true
    }

    /// Drops the semi connections that hold the full connection `carrier` (they are worth no
    /// more than it).
    pub(crate) fn drop_supersets(&mut self, carrier: &Set) {
        let before = self.list.len();
        self.list.retain(|k| !carrier.subset_of(&k.carrier));
        if self.list.len() != before {
            self.inter = self
                .list
                .iter()
                .fold(Set::full(), |i, k| i.inter(&k.carrier));
        }
    }

    /// Queues the pair for the OR rule when their intersection has come within `captured` (the
    /// OR rule can then build a full connection); true when it was not queued before.
    pub(crate) fn try_queue(&mut self, captured: &Set) -> bool {
        let was = self.queued;
        self.queued = self.inter.subset_of(captured);
        !was && self.queued
    }

    /// After the OR rule: every semi connection is old, and the pair waits no more.
    pub(crate) fn mark_old(&mut self) {
        for k in &mut self.list {
            k.old = true;
        }
        self.queued = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_connection_is_kept_only_while_it_shrinks_the_intersection() {
        let mut f = Fulls::default();
        f.clear();
        assert!(f.try_add(Set::of([1, 2, 3]), true));
        // Holds a kept carrier: refused.
        assert!(!f.try_add(Set::of([1, 2, 3, 4]), true));
        // Shrinks the intersection {1, 2, 3} to {2, 3}: kept.
        assert!(f.try_add(Set::of([2, 3, 5]), true));
        // Holds the intersection {2, 3} and replaces nothing: refused, though new.
        assert!(!f.try_add(Set::of([2, 3, 6]), true));
        assert!(f.try_add(Set::of([2, 3, 6]), false));
        // A subset replaces what holds it.
        assert!(f.try_add(Set::of([2, 3]), true));
        assert_eq!(f.list.len(), 1);
        assert!(f.set_old(&Set::of([2, 3])) && !f.set_old(&Set::of([2, 3])));
        assert_eq!(f.old_inter, Set::of([2, 3]));
    }

    #[test]
    fn semi_connections_keep_their_intersection_and_queue_once_it_is_covered() {
        let mut s = Semis::default();
        s.clear();
        assert!(s.try_add(Set::of([1, 2]), 1));
        assert!(s.try_add(Set::of([2, 3]), 3));
        assert!(!s.try_add(Set::of([1, 2, 9]), 9));
        assert_eq!(s.inter, Set::of([2]));
        assert!(!s.try_queue(&Set::default()));
        assert!(s.try_queue(&Set::of([2])));
        assert!(!s.try_queue(&Set::of([2])), "queued once");
        s.mark_old();
        s.drop_supersets(&Set::of([3]));
        assert_eq!((s.list.len(), s.inter), (1, Set::of([1, 2])));
    }
}
