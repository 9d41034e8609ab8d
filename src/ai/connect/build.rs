//! Building one colour's connections: the ends, the base connections, the AND rule through each
//! new full connection and the OR rule over each pair whose semi connections have come to share
//! nothing, until no rule adds anything.

use super::lists::{Fulls, Kept, Semis};
use super::or_rule::or_rule;
use super::templates::Templates;
use crate::ai::board::{EMPTY, Pos, SLOTS};
use crate::ai::set::Set;
use std::collections::VecDeque;

/// No end.
const NONE: u16 = u16::MAX;

/// How many AND combinations one build may try before it stops with what it has (sound, only
/// less complete): far above what a real position of up to 19×19 needs.
const WORK_CAP: u64 = 20_000_000;

/// The connections of one pair of ends.
#[derive(Clone, Debug, Default)]
pub(crate) struct Pair {
    /// The ends' slots (smaller first).
    pub(crate) ends: (u16, u16),
    pub(crate) fulls: Fulls,
    pub(crate) semis: Semis,
}

/// What one build did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct BuildStats {
    /// Ends: the colour's groups (its two sides among them) and the empty cells.
    pub(crate) ends: usize,
    /// Pairs of ends with a connection.
    pub(crate) pairs: usize,
    /// Full and semi connections kept at the end.
    pub(crate) fulls: usize,
    pub(crate) semis: usize,
    /// Base connections from the edge templates and ladders that held on the board.
    pub(crate) templates: usize,
    /// AND combinations tried, OR rule calls.
    pub(crate) and_tries: u64,
    pub(crate) or_calls: u64,
    /// Whether the work cap stopped the build early.
    pub(crate) capped: bool,
}

/// One colour's virtual connections on one position, with the buffers reused by the next build.
#[derive(Default)]
pub(crate) struct Connections {
    pub(crate) color: u8,
    /// The colour's two sides' slots (their groups' representatives).
    pub(crate) sides: (u16, u16),
    /// Whether the sides are one group already.
    pub(crate) joined: bool,
    /// For each slot: its end's number (a stone: its group's), or `NONE`.
    end_of: Vec<u16>,
    /// For each end: its slot (a group's representative) and whether it is an empty cell.
    ends: Vec<(u16, bool)>,
    /// Index + 1 into `pairs` for the ends (a, b), a × ends + b with a < b; 0 for none.
    index: Vec<u32>,
    pub(crate) pairs: Vec<Pair>,
    pub(crate) used: usize,
    /// For each end: the slots of the ends it has a full connection with.
    full_nbs: Vec<Set>,
    /// For each end: the cells it captures once played (empty cells only).
    captured: Vec<Set>,
    and_queue: VecDeque<(u16, u16, Set)>,
    or_queue: VecDeque<(u16, u16)>,
    or_scratch: (Vec<Set>, Vec<Set>),
    pub(crate) stats: BuildStats,
}

impl Connections {
    /// Builds `color`'s connections on `pos` from nothing (the templates of `templates` as base
    /// connections when given, `captured` the cells each empty cell would capture for `color`,
    /// by slot, when known).
    pub(crate) fn build(
        &mut self,
        pos: &mut Pos,
        color: u8,
        templates: Option<&Templates>,
        captured: Option<&[Set]>,
    ) {
        self.color = color;
        self.stats = BuildStats::default();
        let (a, b) = pos.side_pair(color);
        let (ra, rb) = (pos.find(a), pos.find(b));
        self.sides = (ra as u16, rb as u16);
        self.joined = ra == rb;
        self.gather_ends(pos, color, captured);
        self.reset_pairs();
        if self.joined {
            return;
        }
        self.add_base(pos, color);
        if let Some(t) = templates {
            let mut found = Vec::new();
            t.matches(pos, color, &mut found);
            for (end, side, carrier) in found {
                let side = if side == 0 {
                    self.sides.0
                } else {
                    self.sides.1
                };
                let (x, y) = (self.end_of[end], self.end_of[usize::from(side)]);
                if x != y && x != NONE && self.try_add_full(x, y, carrier) {
                    self.stats.templates += 1;
                }
            }
        }
        self.search();
        self.stats.ends = self.ends.len();
        self.stats.pairs = self.used;
        for p in &self.pairs[..self.used] {
            self.stats.fulls += p.fulls.list.len();
            self.stats.semis += p.semis.list.len();
        }
    }

    fn gather_ends(&mut self, pos: &mut Pos, color: u8, captured: Option<&[Set]>) {
        self.end_of.clear();
        self.end_of.resize(SLOTS, NONE);
        self.ends.clear();
        let stride = pos.size() + 2;
        for slot in 0..stride * stride {
            let c = pos.cells[slot];
            if c == color {
                let root = pos.find(slot);
                if self.end_of[root] == NONE {
                    self.end_of[root] = self.ends.len() as u16;
                    self.ends.push((root as u16, false));
                }
                self.end_of[slot] = self.end_of[root];
            } else if c == EMPTY {
                self.end_of[slot] = self.ends.len() as u16;
                self.ends.push((slot as u16, true));
            }
        }
        let m = self.ends.len();
        self.full_nbs.clear();
        self.full_nbs.resize(m, Set::default());
        self.captured.clear();
        self.captured
            .extend(self.ends.iter().map(|&(slot, empty)| match captured {
                Some(c) if empty => c[usize::from(slot)],
                _ => Set::default(),
            }));
    }

    fn reset_pairs(&mut self) {
        let m = self.ends.len();
        self.index.clear();
        self.index.resize(m * m, 0);
        self.used = 0;
        self.and_queue.clear();
        self.or_queue.clear();
    }

    /// Every empty cell is fully connected, through nothing, to each of its empty or own
    /// neighbours.
    fn add_base(&mut self, pos: &Pos, color: u8) {
        for e in 0..self.ends.len() {
            let (slot, empty) = self.ends[e];
            if !empty {
                continue;
            }
            let slot = usize::from(slot);
            for nb in pos.around(slot) {
                let c = pos.cells[nb];
                if c == color || (c == EMPTY && nb > slot) {
                    self.try_add_full(e as u16, self.end_of[nb], Set::default());
                }
            }
        }
    }

    fn key(&self, a: u16, b: u16) -> usize {
        usize::from(a.min(b)) * self.ends.len() + usize::from(a.max(b))
    }

    fn pair_id(&mut self, a: u16, b: u16) -> usize {
        let k = self.key(a, b);
        if self.index[k] == 0 {
            if self.used == self.pairs.len() {
                self.pairs.push(Pair::default());
            }
            let (sa, sb) = (self.ends[usize::from(a)].0, self.ends[usize::from(b)].0);
            let p = &mut self.pairs[self.used];
            p.ends = (sa.min(sb), sa.max(sb));
            p.fulls.clear();
            p.semis.clear();
            self.used += 1;
            self.index[k] = self.used as u32;
        }
        self.index[k] as usize - 1
    }

    /// The pair of the ends on slots `a` and `b` (stones stand for their groups), if any.
    pub(crate) fn pair(&self, a: usize, b: usize) -> Option<&Pair> {
        let (x, y) = (*self.end_of.get(a)?, *self.end_of.get(b)?);
        if x == NONE || y == NONE || x == y {
            return None;
        }
        match self.index[self.key(x, y)] {
            0 => None,
            k => Some(&self.pairs[k as usize - 1]),
        }
    }

    fn try_add_full(&mut self, x: u16, y: u16, carrier: Set) -> bool {
        let id = self.pair_id(x, y);
        let pair = &mut self.pairs[id];
        let first = pair.fulls.list.is_empty();
        if !pair.fulls.try_add(carrier, true) {
            return false;
        }
        pair.semis.drop_supersets(&carrier);
        if first {
            let (sx, sy) = (self.ends[usize::from(x)].0, self.ends[usize::from(y)].0);
            self.full_nbs[usize::from(x)].insert(usize::from(sy));
            self.full_nbs[usize::from(y)].insert(usize::from(sx));
        }
        self.and_queue.push_back((x, y, carrier));
        true
    }

    fn try_add_semi(&mut self, x: u16, y: u16, carrier: Set, key: u16, captured: &Set) {
        let id = self.pair_id(x, y);
        let pair = &mut self.pairs[id];
        if pair.fulls.inside(&carrier) || !pair.semis.try_add(carrier, key) {
            return;
        }
        if pair.semis.try_queue(captured) {
            self.or_queue.push_back((x, y));
        }
    }

    /// Runs the rules until nothing new comes (or the work cap is reached).
    fn search(&mut self) {
        loop {
            if self.stats.and_tries > WORK_CAP {
                self.stats.capped = true;
                self.and_queue.clear();
                self.or_queue.clear();
                return;
            }
            if let Some((x, y, carrier)) = self.and_queue.pop_front() {
                self.and_full(x, y, carrier);
            } else if let Some((x, y)) = self.or_queue.pop_front() {
                self.or_semis(x, y);
            } else {
                return;
            }
        }
    }

    /// The AND rule through a full connection x–z, both ways.
    fn and_full(&mut self, x: u16, z: u16, carrier: Set) {
        let id = self.pair_id(x, z);
        if !self.pairs[id].fulls.set_old(&carrier) {
            return;
        }
        let cap = self.captured[usize::from(x)].union(&self.captured[usize::from(z)]);
        self.and_through(x, z, carrier, cap);
        self.and_through(z, x, carrier, cap);
    }

    /// Joins the full connection x–z (`carrier`) with the combined full connections z–y: a full
    /// connection x–y through a group z, a semi one with key z through an empty cell z. The
    /// sides are no middle ends.
    fn and_through(&mut self, x: u16, z: u16, carrier: Set, cap_xz: Set) {
        let (z_slot, z_empty) = self.ends[usize::from(z)];
        if !z_empty && (z_slot == self.sides.0 || z_slot == self.sides.1) {
            return;
        }
        let x_slot = usize::from(self.ends[usize::from(x)].0);
        let mut c = carrier;
        if z_empty {
            c.insert(usize::from(z_slot));
        }
        let mut partners = self.full_nbs[usize::from(z)].minus(&c);
        partners.remove(x_slot);
        for y_slot in partners.slots() {
            let y = self.end_of[y_slot];
            let cap = cap_xz.union(&self.captured[usize::from(y)]);
            let zy = self.index[self.key(z, y)] as usize - 1;
            if !self.pairs[zy].fulls.old_inter.inter(&c).subset_of(&cap) {
                continue;
            }
            let count = self.pairs[zy].fulls.list.len();
            for j in 0..count {
                let Some(&Kept {
                    carrier: d, old, ..
                }) = self.pairs[zy].fulls.list.get(j)
                else {
                    break;
                };
                self.stats.and_tries += 1;
                if !old || d.contains(x_slot) {
                    continue;
                }
                let common = c.inter(&d);
                let joined = if common.is_empty() {
                    c.union(&d)
                } else if common.subset_of(&cap) {
                    c.union(&d).union(&cap)
                } else {
                    continue;
                };
                if z_empty {
                    let cap_xy =
                        self.captured[usize::from(x)].union(&self.captured[usize::from(y)]);
                    self.try_add_semi(x, y, joined, z_slot, &cap_xy);
                } else {
                    self.try_add_full(x, y, joined);
                }
            }
        }
    }

    /// The OR rule over the semi connections of x–y.
    fn or_semis(&mut self, x: u16, y: u16) {
        self.stats.or_calls += 1;
        let id = self.pair_id(x, y);
        let caps = [self.captured[usize::from(x)], self.captured[usize::from(y)]];
        let (mut scratch, mut found) = std::mem::take(&mut self.or_scratch);
        let pair = &mut self.pairs[id];
        let candidates = pair.fulls.inter_of(false);
        or_rule(&pair.semis.list, candidates, caps, &mut scratch, &mut found);
        pair.semis.mark_old();
        for &f in &found {
            self.try_add_full(x, y, f);
        }
        self.or_scratch = (scratch, found);
    }

    /// The full connections between the colour's sides, if any, the smallest carrier.
    pub(crate) fn side_full(&self) -> Option<Set> {
        if self.joined {
            return Some(Set::default());
        }
        self.sides_pair().and_then(|p| p.fulls.smallest())
    }

    /// The pair of the colour's two sides.
    pub(crate) fn sides_pair(&self) -> Option<&Pair> {
        self.pair(usize::from(self.sides.0), usize::from(self.sides.1))
    }

    /// The semi connections between the colour's sides.
    pub(crate) fn side_semis(&self) -> &[Kept] {
        self.sides_pair().map_or(&[], |p| &p.semis.list[..])
    }

    /// What every semi connection between the sides holds (keys included): where the opponent
    /// must play. `None` without a semi connection.
    pub(crate) fn side_semi_inter(&self) -> Option<Set> {
        self.sides_pair()
            .filter(|p| !p.semis.list.is_empty())
            .map(|p| p.semis.inter)
    }
}
