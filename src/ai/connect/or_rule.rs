//! The OR rule over any number of semi connections: semi connections between the same two ends
//! whose carriers have nothing in common (or only cells the ends capture) make a full connection,
//! their union: whatever the opponent takes, one of them is untouched and its key completes it.
//!
//! The search looks only for full connections worth keeping, those that avoid a cell every full
//! connection found so far holds (a *candidate*): for a candidate `a`, the semi connections
//! without `a` have nothing in common exactly when a full connection avoiding `a` exists, and
//! then a few of them, taken greedily while each shrinks the intersection, are one. A candidate
//! that no such combination avoids is dropped. So one call costs a few passes over the list per
//! candidate, however long the list is, where trying every subset would be exponential.

use super::lists::Kept;
use crate::ai::set::Set;

/// New full connections from `semis` (the semi connections of one pair; the ones not yet
/// combined are marked `!old`): each avoids some cell of `candidates` (what the pair's full
/// connections have in common, every slot when it has none). `captured` lists the cells each end
/// captures once it is played, allowed in common (and added to the union).
pub(crate) fn or_rule(
    semis: &[Kept],
    candidates: Set,
    captured: [Set; 2],
    scratch: &mut Vec<Set>,
    out: &mut Vec<Set>,
) {
    out.clear();
    scratch.clear();
    let mut new_inter = Set::full();
    let mut old_inter = Set::full();
    let mut cands = candidates;
    // Only the new semi connections can make a full connection not found before.
    for k in semis {
        if k.old {
            old_inter = old_inter.inter(&k.carrier);
        } else {
            new_inter = new_inter.inter(&k.carrier);
        }
    }
    if new_inter == Set::full() {
        return;
    }
    let mut covered = Set::default();
    let all = new_inter.inter(&old_inter);
    for cap in captured {
        if !all.subset_of(&covered) {
            covered = covered.union(&cap);
        }
    }
    if !all.subset_of(&covered) {
        return;
    }
    // A semi connection that holds every candidate adds to no useful full connection.
    scratch.extend(
        semis
            .iter()
            .map(|k| k.carrier)
            .filter(|c| !cands.subset_of(c)),
    );
    cands = cands.minus(&new_inter).minus(&covered);
    while let Some(a) = cands.first() {
        let without = || scratch.iter().filter(|c| !c.contains(a));
        let inter = without().fold(Set::full(), |i, c| i.inter(c));
        if !inter.subset_of(&covered) {
            cands.remove(a);
            continue;
        }
        let (mut union, mut inter) = (covered, Set::full());
        for c in without() {
            if inter.subset_of(c) {
                continue;
            }
            inter = inter.inter(c);
            union = union.union(c);
            if inter.subset_of(&covered) {
                break;
            }
        }
        out.push(union);
        cands = cands.inter(&union);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(slots: &[usize], old: bool) -> Kept {
        Kept {
            carrier: Set::of(slots.iter().copied()),
            key: slots[0] as u16,
            old,
        }
    }

    #[test]
    fn three_semi_connections_with_nothing_in_common_make_a_full_one() {
        // Pairwise they overlap, so no two of them combine; all three have nothing in common.
        let semis = [
            kept(&[1, 2], false),
            kept(&[2, 3], false),
            kept(&[3, 1], false),
        ];
        let (mut scratch, mut out) = (Vec::new(), Vec::new());
        or_rule(
            &semis,
            Set::full(),
            [Set::default(); 2],
            &mut scratch,
            &mut out,
        );
        assert_eq!(out, [Set::of([1, 2, 3])]);
        // With a full connection {1, 2, 3} already kept, there is nothing new to find.
        or_rule(
            &semis,
            Set::of([1, 2, 3]),
            [Set::default(); 2],
            &mut scratch,
            &mut out,
        );
        assert!(out.is_empty());
    }

    #[test]
    fn a_common_cell_is_allowed_only_when_an_end_captures_it() {
        let semis = [kept(&[1, 5], false), kept(&[2, 5], false)];
        let (mut scratch, mut out) = (Vec::new(), Vec::new());
        or_rule(
            &semis,
            Set::full(),
            [Set::default(); 2],
            &mut scratch,
            &mut out,
        );
        assert!(out.is_empty());
        or_rule(
            &semis,
            Set::full(),
            [Set::default(), Set::of([5, 6])],
            &mut scratch,
            &mut out,
        );
        assert_eq!(out, [Set::of([1, 2, 5, 6])]);
        // Old semi connections alone find nothing new.
        let old = [kept(&[1], true), kept(&[2], true)];
        or_rule(
            &old,
            Set::full(),
            [Set::default(); 2],
            &mut scratch,
            &mut out,
        );
        assert!(out.is_empty());
    }
}
