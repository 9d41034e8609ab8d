//! Virtual connections found by H-search (Anshelevich's rules), with the two sides as groups.
//!
//! A *full* connection between two ends (a group of the player's stones, a side, or an empty
//! cell) holds whoever moves first: the player answers every intrusion into its *carrier* (a set
//! of empty cells) and stays connected. A *semi* connection needs one more stone, on its *key*,
//! and so holds if the player moves first. Starting from adjacent ends (full, empty carrier), two
//! rules build the rest:
//! - **AND**: full connections a–m and m–b with disjoint carriers (neither holding a or b) give
//!   a full one a–b through a group m, or a semi one with key m through an empty cell m;
//! - **OR**: semi connections a–b whose carriers have nothing in common give a full one, the
//!   union of their carriers (whatever the opponent takes, one of them is untouched and its key
//!   completes it).
//!
//! On the padded board a side is an ordinary group, so edge templates come out of the same rules
//! (a stone on the second row, the third-row ziggurat and more).
//!
//! The search ([`super::mcts`]) uses the connections between a player's two sides: a full one
//! wins whoever moves, a semi one wins for the player to move (on its key), and otherwise the
//! opponent's semi ones leave the player to move a *must-play* region, the cells every one of their
//! carriers holds: any other move loses. Sound, not complete: lists are capped and the work is
//! budgeted, so "nothing found" proves nothing.

use super::board::{EMPTY, Pos, SLOTS};
use super::set::Set;

/// At most this many full connections are kept per pair of ends (the first found, which are
/// the smallest-carried in practice; a new one that contains a kept one is dropped).
const MAX_FULL: usize = 6;
/// At most this many semi connections per pair.
const MAX_SEMI: usize = 12;
/// The OR rule combines at most this many semi connections.
const MAX_OR: usize = 4;
/// How many AND combinations one search may try before it stops with what it has.
const BUDGET: u32 = 200_000;

/// The connections of one pair of ends.
#[derive(Clone, Default)]
struct Pair {
    /// The two ends (a < b).
    ends: (u16, u16),
    full: Vec<Set>,
    /// (key, carrier with the key).
    semi: Vec<(u16, Set)>,
}

/// One end: a group's representative slot or an empty cell's slot.
#[derive(Clone, Copy)]
struct End {
    slot: u16,
    empty: bool,
}

/// Buffers reused between searches, so that a search allocates little once warmed up.
#[derive(Default)]
pub(crate) struct VcScratch {
    ends: Vec<End>,
    end_of: Vec<u16>,
    /// Index + 1 into `pairs` for each (a, b) with a < b, a × ends + b; 0 for none yet.
    index: Vec<u32>,
    pairs: Vec<Pair>,
    used: usize,
    /// For each end, the ends it has a full connection with.
    linked: Vec<Vec<u16>>,
    queue: Vec<(u16, u16, Set)>,
    found: Vec<Set>,
    work: u32,
    /// After [`Pos::connections`] answered [`Reach::OneMove`]: the cells common to every semi
    /// connection's carrier (keys included), where the opponent must play.
    pub(crate) region: Vec<u16>,
    /// After [`Reach::OneMove`]: the keys of the semi connections between the sides.
    pub(crate) keys: Vec<u16>,
    /// After [`Reach::Connected`] through empty cells: the cells the connection holds (the
    /// smallest carrier of a full connection between the sides, or the union of the semi
    /// connections' carriers when the OR rule joined them), so a picture can show it.
    pub(crate) carrier: Vec<u16>,
}

/// How far a player is from joining their sides, as H-search sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// Joined, or virtually connected: won whoever moves.
    Connected,
    /// One stone (a key) from a virtual connection: won if this player moves, and otherwise the
    /// opponent must play in the region.
    OneMove,
    /// Nothing found.
    Open,
}

impl VcScratch {
    /// Where the pair of ends a, b (either order) is in `index`.
    /// Forgets the pairs of the previous search, for the ends gathered now.
    fn reset_pairs(&mut self) {
        let m = self.ends.len();
        self.index.clear();
        self.index.resize(m * m, 0);
        self.used = 0;
        if self.linked.len() < m {
            self.linked.resize_with(m, Vec::new);
        }
        self.linked[..m].iter_mut().for_each(Vec::clear);
        self.queue.clear();
        self.work = 0;
    }

    /// Combines the queued connections (the AND rule, within the work budget) until the sides'
    /// ends `ea` and `eb` are connected or nothing is left, then reads how far apart they are
    /// (the OR rule over all their semi connections); fills `keys` and `region` on
    /// [`Reach::OneMove`].
    fn reach(&mut self, ea: u16, eb: u16) -> Reach {
        // Filled only on `OneMove`; taken out so that they can be filled while a pair is read.
        let (mut keys, mut region) = (
            std::mem::take(&mut self.keys),
            std::mem::take(&mut self.region),
        );
        let reach = 'search: {
            while let Some((a, b, carrier)) = self.queue.pop() {
                if self.work > BUDGET {
                    break;
                }
                self.and_rule(a, b, carrier);
                if self.pair(ea, eb).is_some_and(|p| !p.full.is_empty()) {
                    break 'search Reach::Connected;
                }
            }
            let Some(sides) = self.pair(ea, eb) else {
                break 'search Reach::Open;
            };
            if !sides.full.is_empty() {
                break 'search Reach::Connected;
            }
            let Some(((_, first), rest)) = sides.semi.split_first() else {
                break 'search Reach::Open;
            };
            let common = rest.iter().fold(*first, |common, (_, s)| common.inter(s));
            if common.is_empty() {
                // Every opponent move misses one of them: the OR rule over all of them.
                break 'search Reach::Connected;
            }
            keys.extend(sides.semi.iter().map(|s| s.0));
            region.extend(common.slots().map(|s| s as u16));
            Reach::OneMove
        };
        (self.keys, self.region) = (keys, region);
        self.carrier.clear();
        if reach == Reach::Connected
            && let Some(sides) = self.pair(ea, eb)
        {
            let carrier = match sides.full.iter().min_by_key(|s| s.slots().count()) {
                Some(full) => *full,
                None => sides
                    .semi
                    .iter()
                    .fold(Set::default(), |all, (_, s)| all.union(s)),
            };
            self.carrier.extend(carrier.slots().map(|s| s as u16));
        }
        reach
    }

    /// After [`Pos::connections`]: the keys of the semi connections between two of the player's
    /// groups (sides included) that have no full connection, whose carrier (key included) holds a
    /// cell of `around` (the neighbours of the opponent's last stone): the moves that restore a
    /// connection that stone broke, such as the other cell of an intruded bridge. Into `out`,
    /// each once, in the order found.
    pub(crate) fn restoring_keys(&self, around: [usize; 6], out: &mut Vec<u16>) {
        out.clear();
        for pair in &self.pairs[..self.used] {
            let (a, b) = pair.ends;
            if self.ends[usize::from(a)].empty
                || self.ends[usize::from(b)].empty
                || !pair.full.is_empty()
            {
                continue;
            }
            for &(key, carrier) in &pair.semi {
                if around.iter().any(|&x| carrier.contains(x)) && !out.contains(&key) {
                    out.push(key);
                }
            }
        }
    }

    fn slot_of(&self, a: u16, b: u16) -> usize {
        usize::from(a.min(b)) * self.ends.len() + usize::from(a.max(b))
    }

    fn pair_id(&mut self, a: u16, b: u16) -> usize {
        let k = self.slot_of(a, b);
        if self.index[k] == 0 {
            if self.used == self.pairs.len() {
                self.pairs.push(Pair::default());
            }
            let p = &mut self.pairs[self.used];
            p.ends = (a.min(b), a.max(b));
            p.full.clear();
            p.semi.clear();
            self.used += 1;
            self.index[k] = self.used as u32;
        }
        self.index[k] as usize - 1
    }

    fn pair(&self, a: u16, b: u16) -> Option<&Pair> {
        match self.index[self.slot_of(a, b)] {
            0 => None,
            k => Some(&self.pairs[k as usize - 1]),
        }
    }

    fn add_full(&mut self, a: u16, b: u16, carrier: Set) {
        let id = self.pair_id(a, b);
        let pair = &mut self.pairs[id];
        if pair.full.iter().any(|f| f.subset_of(&carrier)) {
            return;
        }
        let first = pair.full.is_empty();
        pair.full.retain(|f| !carrier.subset_of(f));
        if pair.full.len() >= MAX_FULL {
            return;
        }
        pair.full.push(carrier);
        if first {
            self.linked[usize::from(a)].push(b);
            self.linked[usize::from(b)].push(a);
        }
        self.queue.push((a, b, carrier));
    }

    fn add_semi(&mut self, a: u16, b: u16, key: u16, carrier: Set) {
        let id = self.pair_id(a, b);
        let pair = &mut self.pairs[id];
        if pair.full.iter().any(|f| f.subset_of(&carrier))
            || pair.semi.iter().any(|s| s.1.subset_of(&carrier))
        {
            return;
        }
        pair.semi.retain(|s| !carrier.subset_of(&s.1));
        if pair.semi.len() >= MAX_SEMI {
            return;
        }
        // OR: this one with others whose carriers leave nothing in common.
        let mut found = std::mem::take(&mut self.found);
        found.clear();
        or_combine(&pair.semi, 0, carrier, carrier, 1, &mut found);
        pair.semi.push((key, carrier));
        for f in found.drain(..) {
            self.add_full(a, b, f);
        }
        self.found = found;
    }

    /// Both ways from a new full connection a–b: through b to b's partners, through a to a's.
    fn and_rule(&mut self, a: u16, b: u16, carrier: Set) {
        for (p, m) in [(a, b), (b, a)] {
            let mid = self.ends[usize::from(m)];
            let pe = self.ends[usize::from(p)];
            for k in 0..self.linked[usize::from(m)].len() {
                let c = self.linked[usize::from(m)][k];
                if c == p {
                    continue;
                }
                let ce = self.ends[usize::from(c)];
                if pe.empty && ce.empty {
                    continue;
                }
                if ce.empty && carrier.contains(usize::from(ce.slot)) {
                    continue;
                }
                let id = self.pair_id(m, c);
                for j in 0..self.pairs[id].full.len() {
                    self.work += 1;
                    let other = self.pairs[id].full[j];
                    if !other.disjoint(&carrier)
                        || (pe.empty && other.contains(usize::from(pe.slot)))
                    {
                        continue;
                    }
                    let joined = other.union(&carrier);
                    if mid.empty {
                        let with_key = joined.union(&Set::single(usize::from(mid.slot)));
                        self.add_semi(p, c, mid.slot, with_key);
                    } else {
                        self.add_full(p, c, joined);
                    }
                }
            }
        }
    }
}

/// The OR rule's search: semi connections from `from` on that shrink the common part `common` of
/// the carriers so far (union `union`) to nothing give full connections, pushed to `out`.
fn or_combine(
    semis: &[(u16, Set)],
    from: usize,
    common: Set,
    union: Set,
    depth: usize,
    out: &mut Vec<Set>,
) {
    for (i, (_, s)) in semis.iter().enumerate().skip(from) {
        let narrower = common.inter(s);
        if narrower == common {
            continue;
        }
        let wider = union.union(s);
        if narrower.is_empty() {
            out.push(wider);
        } else if depth + 1 < MAX_OR {
            or_combine(semis, i + 1, narrower, wider, depth + 1, out);
        }
    }
}

impl Pos {
    /// Runs H-search for `color` and says how far it is from joining its sides. On
    /// [`Reach::OneMove`], `scratch.region` and `scratch.keys` say where.
    pub(crate) fn connections(&mut self, color: u8, scratch: &mut VcScratch) -> Reach {
        let (side_a, side_b) = self.side_pair(color);
        let (ra, rb) = (self.find(side_a), self.find(side_b));
        scratch.region.clear();
        scratch.keys.clear();
        scratch.carrier.clear();
        if ra == rb {
            return Reach::Connected;
        }
        let first_empty = self.gather_ends(color, scratch);
        scratch.reset_pairs();
        self.link_neighbours(color, scratch, first_empty);
        let (ea, eb) = (scratch.end_of[ra], scratch.end_of[rb]);
        scratch.reach(ea, eb)
    }

    /// Numbers the ends of `color`'s connections in `scratch`: every group of `color` (the sides
    /// included), then every empty cell; returns the number of the first empty cell.
    fn gather_ends(&mut self, color: u8, scratch: &mut VcScratch) -> usize {
        scratch.ends.clear();
        scratch.end_of.clear();
        scratch.end_of.resize(SLOTS, u16::MAX);
        let stride = self.size() + 2;
        for slot in 0..stride * stride {
            if self.cells[slot] == color {
                let root = self.find(slot);
                if scratch.end_of[root] == u16::MAX {
                    scratch.end_of[root] = scratch.ends.len() as u16;
                    scratch.ends.push(End {
                        slot: root as u16,
                        empty: false,
                    });
                }
                scratch.end_of[slot] = scratch.end_of[root];
            }
        }
        let first_empty = scratch.ends.len();
        for e in self.empties() {
            scratch.end_of[e] = scratch.ends.len() as u16;
            scratch.ends.push(End {
                slot: e as u16,
                empty: true,
            });
        }
        first_empty
    }

    /// The base connections: each empty cell (ends from `first_empty` on) is fully connected,
    /// with an empty carrier, to its `color` and empty neighbours.
    fn link_neighbours(&self, color: u8, scratch: &mut VcScratch, first_empty: usize) {
        for a in first_empty..scratch.ends.len() {
            let e = usize::from(scratch.ends[a].slot);
            let a = a as u16;
            for nb in self.around(e) {
                let cell = self.cells[nb];
                if cell == color || (cell == EMPTY && nb > e) {
                    scratch.add_full(a, scratch.end_of[nb], Set::default());
                }
            }
        }
    }

    /// Whether `color` is virtually connected (see the module docs). Sound, not complete: a
    /// `true` is a proof, a `false` says nothing.
    #[cfg(test)]
    pub(crate) fn virtually_connected(&mut self, color: u8, scratch: &mut VcScratch) -> bool {
        self.connections(color, scratch) == Reach::Connected
    }

    /// Where the opponent of `color` must play when `color` is one move from a virtual
    /// connection: every move outside the region that does not win at once loses. Sound, not
    /// complete: `None` says nothing.
    #[cfg(test)]
    pub(crate) fn must_play<'a>(
        &mut self,
        color: u8,
        scratch: &'a mut VcScratch,
    ) -> Option<&'a [u16]> {
        (self.connections(color, scratch) == Reach::OneMove).then_some(&scratch.region[..])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::board::{BLUE, RED};
    use crate::ai::small_boards::{random_open_positions, wins_anyway};
    use crate::hex::{BoardSize, Cell, Color};

    fn pos(n: u32, red: &[&str], blue: &[&str]) -> Pos {
        Pos::from_board(&crate::ai::board::board(n, red, blue))
    }

    fn vc(p: &mut Pos, color: u8) -> bool {
        p.virtually_connected(color, &mut VcScratch::default())
    }

    #[test]
    fn a_second_row_stone_on_a_three_row_board_is_connected() {
        // b2 touches row 1 at b1, c1 and row 3 at a3, b3: two edge templates.
        let mut p = pos(3, &["b2"], &[]);
        assert!(vc(&mut p, RED));
        assert!(!vc(&mut p, BLUE));
        // Blue in one carrier: Red still connects there by the other cell, yet one more
        // intrusion elsewhere is not answered twice: no longer a proof if both go.
        let mut p = pos(3, &["b2"], &["b1", "c1"]);
        assert!(!vc(&mut p, RED));
    }

    #[test]
    fn bridges_and_edge_templates_chain_across_the_board() {
        // a2 to the top by a1/b1, a2–b3 a bridge over a3/b2, b3 to the bottom by a4/b4.
        let mut p = pos(4, &["a2", "b3"], &[]);
        assert!(vc(&mut p, RED));
        assert!(!vc(&mut p, BLUE));
        // An intrusion into the bridge leaves a3, and b3 still reaches the top by c2 (then c1 or
        // d1): two ways that share no cell, so Red answers either cut with the other (OR rule).
        let mut p = pos(4, &["a2", "b3"], &["b2"]);
        assert!(vc(&mut p, RED));
        // With c2 gone too, a3 is a single cell Blue takes first: no proof.
        let mut p = pos(4, &["a2", "b3"], &["b2", "c2"]);
        assert!(!vc(&mut p, RED));
        // A solid chain is connected outright.
        let mut p = pos(3, &["a1", "a2", "a3"], &[]);
        assert!(vc(&mut p, RED));
    }

    #[test]
    fn a_third_row_stone_reaches_its_edge_by_the_ziggurat() {
        // c3, c4, c5 join the bottom; c3 is on the third row from the top with the two rows
        // above it empty: the ziggurat (edge template IIIa), which no chain of two-cell links
        // finds. An intrusion anywhere else leaves it whole.
        let mut p = pos(5, &["c3", "c4", "c5"], &[]);
        assert!(vc(&mut p, RED));
        let mut p = pos(5, &["c3", "c4", "c5"], &["a1"]);
        assert!(vc(&mut p, RED));
        // Blue on d2, one of c3's two cells on the row above: Red is a stone short, on c2 (then
        // c1 or d1), and c2 is where Blue must play.
        let mut p = pos(5, &["c3", "c4", "c5"], &["d2"]);
        let mut scratch = VcScratch::default();
        assert_eq!(p.connections(RED, &mut scratch), Reach::OneMove);
        let c2 = p.slot(Cell::parse("c2", BoardSize::new(5).unwrap()).unwrap()) as u16;
        assert!(scratch.keys.contains(&c2) && scratch.region.contains(&c2));
        // Both taken: nothing left to find.
        let mut p = pos(5, &["c3", "c4", "c5"], &["c2", "d2"]);
        assert_eq!(p.connections(RED, &mut scratch), Reach::Open);
    }

    #[test]
    fn the_other_cell_of_an_intruded_bridge_restores_it() {
        // Red's e4 and f5 on 9×9 are bridged over f4 and e5; Blue took f4. The semi connection
        // left between the two stones has its key on e5, next to Blue's stone.
        let mut p = pos(9, &["e4", "f5"], &["f4"]);
        let at = |c: &str| p.slot(Cell::parse(c, BoardSize::new(9).unwrap()).unwrap());
        let (f4, e5, a9) = (at("f4"), at("e5"), at("a9"));
        let mut scratch = VcScratch::default();
        assert_eq!(p.connections(RED, &mut scratch), Reach::Open);
        let mut keys = Vec::new();
        scratch.restoring_keys(p.around(f4), &mut keys);
        assert!(keys.contains(&(e5 as u16)), "{keys:?}");
        // Nothing of Red's is broken next to a far corner.
        scratch.restoring_keys(p.around(a9), &mut keys);
        assert!(keys.is_empty(), "{keys:?}");
        // With the bridge whole there is nothing to restore next to f4's neighbours but e5 is
        // no key: the pair is fully connected.
        let mut whole = pos(9, &["e4", "f5"], &[]);
        whole.connections(RED, &mut scratch);
        scratch.restoring_keys(whole.around(f4), &mut keys);
        assert!(!keys.contains(&(e5 as u16)), "{keys:?}");
    }

    #[test]
    fn a_virtual_connection_holds_against_every_defence() {
        // Random small positions: whenever the check claims a connection, exhaustive search
        // with the opponent to move confirms it (soundness); it also finds some.
        let mut claims = 0;
        for board in random_open_positions(0x1234_5678_9abc_def1, 400, 10) {
            for color in [Color::Red, Color::Blue] {
                let mut p = Pos::from_board(&board);
                let code = if color == Color::Red { RED } else { BLUE };
                if vc(&mut p, code) {
                    claims += 1;
                    assert!(
                        wins_anyway(&mut board.clone(), color, color.opponent()),
                        "false connection for {color:?}: {:?}",
                        board.stones().collect::<Vec<_>>()
                    );
                }
            }
        }
        assert!(claims > 20, "only {claims} connections found");
    }

    #[test]
    fn a_move_outside_the_must_play_region_loses() {
        // Random small positions where a player is one move from a virtual connection: every
        // opponent move outside the region lets them connect anyway (exhaustive search).
        let (mut regions, mut pruned) = (0, 0);
        for board in random_open_positions(0x0bad_cafe_dead_beef, 300, 11) {
            for color in [Color::Red, Color::Blue] {
                let mut p = Pos::from_board(&board);
                let code = if color == Color::Red { RED } else { BLUE };
                let mut scratch = VcScratch::default();
                let Some(region) = p.must_play(code, &mut scratch) else {
                    continue;
                };
                let region: Vec<Cell> = region.iter().map(|&s| p.cell(usize::from(s))).collect();
                regions += 1;
                for cell in board.empty_cells() {
                    if region.contains(&cell) {
                        continue;
                    }
                    pruned += 1;
                    let mut after = board.clone();
                    if after.place_unchecked(cell, color.opponent()) {
                        // A move that wins at once is the search's first concern, not this one's.
                        continue;
                    }
                    assert!(
                        wins_anyway(&mut after, color, color),
                        "{:?} at {cell} escapes {color:?}'s chain {region:?} in {:?}",
                        color.opponent(),
                        board.stones().collect::<Vec<_>>()
                    );
                }
            }
        }
        assert!(
            regions > 20 && pruned > 50,
            "{regions} regions, {pruned} moves pruned"
        );
    }
}
