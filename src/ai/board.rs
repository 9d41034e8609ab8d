//! A compact board for the search: one byte per cell on a board padded by one ring of "side" cells,
//! union-find over the padded cells for the tree, and a fill-the-board playout (uniform, or drawn
//! by the learned patterns' weights).
//!
//! The padding makes the sides ordinary stones: the row above the board and the row below it hold
//! red stones, the columns left and right of it blue stones, and the four corners of the ring are
//! walls that belong to nobody. So "Red has connected" is "the top padding and the bottom padding
//! are in one union-find set", and a bridge to the edge is just a bridge.

use super::patterns::playout_weights;
use crate::hex::{Board, Cell, Color};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::RngCore;

pub(crate) const EMPTY: u8 = 0;
pub(crate) const RED: u8 = 1;
pub(crate) const BLUE: u8 = 2;
const WALL: u8 = 3;
/// A mark the final flood fill leaves on cells it has seen.
const SEEN: u8 = 4;

/// Padded slots of the largest (19×19) board: 21×21.
pub(crate) const SLOTS: usize = 21 * 21;

pub(crate) const fn opp(color: u8) -> u8 {
    3 - color
}

pub(crate) fn code(color: Color) -> u8 {
    match color {
        Color::Red => RED,
        Color::Blue => BLUE,
    }
}

#[cfg(test)]
pub(crate) fn color_of(code: u8) -> Color {
    if code == RED { Color::Red } else { Color::Blue }
}

/// Stones plus connectivity on a padded board. Cloning is a flat copy of about 1.3 KB.
#[derive(Clone)]
pub(crate) struct Pos {
    n: usize,
    stride: usize,
    offsets: [isize; 6],
    pub(crate) cells: [u8; SLOTS],
    parent: [u16; SLOTS],
}

impl Pos {
    /// The position of a rules board.
    pub(crate) fn from_board(board: &Board) -> Self {
        let n = usize::from(board.size().get());
        let stride = n + 2;
        let s = stride as isize;
        let mut pos = Self {
            n,
            stride,
            // In cyclic order around a cell, so that entries i and i+1 (mod 6) are neighbours of
            // each other: (c+1,r), (c+1,r−1), (c,r−1), (c−1,r), (c−1,r+1), (c,r+1).
            offsets: [1, 1 - s, -s, -1, s - 1, s],
            cells: [WALL; SLOTS],
            parent: [0; SLOTS],
        };
        for (i, p) in pos.parent.iter_mut().enumerate() {
            *p = i as u16;
        }
        for k in 0..n {
            let top = pos.slot_raw(k as isize, -1);
            let bottom = pos.slot_raw(k as isize, n as isize);
            let left = pos.slot_raw(-1, k as isize);
            let right = pos.slot_raw(n as isize, k as isize);
            pos.cells[top] = RED;
            pos.cells[bottom] = RED;
            pos.cells[left] = BLUE;
            pos.cells[right] = BLUE;
            let [rt, rb, bl, br] = pos.sides();
            pos.parent[top] = rt as u16;
            pos.parent[bottom] = rb as u16;
            pos.parent[left] = bl as u16;
            pos.parent[right] = br as u16;
            for j in 0..n {
                let slot = pos.slot_raw(j as isize, k as isize);
                pos.cells[slot] = EMPTY;
            }
        }
        for (cell, color) in board.stones() {
            pos.place(pos.slot(cell), code(color));
        }
        pos
    }

    pub(super) fn slot_raw(&self, col: isize, row: isize) -> usize {
        ((row + 1) * self.stride as isize + col + 1) as usize
    }

    /// The slot of an on-board cell.
    pub(crate) fn slot(&self, cell: Cell) -> usize {
        (usize::from(cell.row()) + 1) * self.stride + usize::from(cell.col()) + 1
    }

    /// The cell of an on-board slot.
    pub(crate) fn cell(&self, slot: usize) -> Cell {
        Cell::new(
            (slot % self.stride - 1) as u8,
            (slot / self.stride - 1) as u8,
        )
    }

    pub(crate) fn size(&self) -> usize {
        self.n
    }

    /// Representative slots of the four sides: red top, red bottom, blue left, blue right.
    fn sides(&self) -> [usize; 4] {
        let n = self.n as isize;
        [
            self.slot_raw(0, -1),
            self.slot_raw(0, n),
            self.slot_raw(-1, 0),
            self.slot_raw(n, 0),
        ]
    }

    pub(super) fn side_pair(&self, color: u8) -> (usize, usize) {
        let [rt, rb, bl, br] = self.sides();
        if color == RED { (rt, rb) } else { (bl, br) }
    }

    /// The six neighbour slots of an on-board slot, in cyclic order.
    #[inline]
    pub(crate) fn around(&self, slot: usize) -> [usize; 6] {
        self.offsets.map(|o| slot.wrapping_add_signed(o))
    }

    /// Every empty on-board slot, row by row.
    pub(crate) fn empties(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.n).flat_map(move |r| {
            let base = (r + 1) * self.stride + 1;
            (base..base + self.n).filter(|&s| self.cells[s] == EMPTY)
        })
    }

    pub(super) fn find(&mut self, mut i: usize) -> usize {
        while usize::from(self.parent[i]) != i {
            let grand = self.parent[usize::from(self.parent[i])];
            self.parent[i] = grand;
            i = usize::from(grand);
        }
        i
    }

    /// Places `color` on the empty on-board `slot`; returns whether `color` now joins its sides.
    pub(crate) fn place(&mut self, slot: usize, color: u8) -> bool {
        self.cells[slot] = color;
        for nb in self.around(slot) {
            if self.cells[nb] == color {
                let a = self.find(slot);
                let b = self.find(nb);
                if a != b {
                    self.parent[a] = b as u16;
                }
            }
        }
        let (a, b) = self.side_pair(color);
        self.find(a) == self.find(b)
    }

    /// Whether `color` joins its sides now.
    pub(crate) fn connected(&mut self, color: u8) -> bool {
        let (a, b) = self.side_pair(color);
        self.find(a) == self.find(b)
    }

    /// Appends to `out` the empty slots where a `color` stone would join `color`'s sides.
    pub(crate) fn joining_cells(&mut self, color: u8, out: &mut Vec<usize>) {
        let (a, b) = self.side_pair(color);
        let (ra, rb) = (self.find(a), self.find(b));
        for r in 0..self.n {
            let base = (r + 1) * self.stride + 1;
            for slot in base..base + self.n {
                if self.cells[slot] != EMPTY {
                    continue;
                }
                let (mut ta, mut tb) = (false, false);
                for nb in self.around(slot) {
                    if self.cells[nb] == color {
                        let root = self.find(nb);
                        ta |= root == ra;
                        tb |= root == rb;
                    }
                }
                if ta && tb {
                    out.push(slot);
                }
            }
        }
    }

    /// Whether a `color` stone on the empty `slot` would join `color`'s sides.
    #[cfg(test)]
    pub(crate) fn would_connect(&mut self, slot: usize, color: u8) -> bool {
        let (a, b) = self.side_pair(color);
        let (ra, rb) = (self.find(a), self.find(b));
        let (mut ta, mut tb) = (false, false);
        for nb in self.around(slot) {
            if self.cells[nb] == color {
                let r = self.find(nb);
                ta |= r == ra;
                tb |= r == rb;
            }
        }
        ta && tb
    }
}

impl Pos {
    /// Prior knowledge about `color` playing the empty `slot` right after a move on `last`: a
    /// value in 0..1 to be given the weight of a few virtual playouts. Contact with stones and
    /// bridges from own stones (or own sides) make a move likelier to matter; a first-line move
    /// far from everything rarely does; saving the bridge the last move intruded almost always
    /// does.
    pub(crate) fn prior(&self, slot: usize, color: u8, last: Option<usize>) -> f32 {
        let n = self.n as isize;
        let stride = self.stride as isize;
        let (c, r) = ((slot as isize) % stride - 1, (slot as isize) / stride - 1);
        let around = self.around(slot);
        let mut value = 0.5;
        let contact = around
            .iter()
            .any(|&x| matches!(self.cells[x], RED | BLUE) && !self.is_pad(x));
        if contact {
            value += 0.06;
        }
        let mut bridges = 0;
        for i in 0..6 {
            let (p, q) = (around[i], around[(i + 1) % 6]);
            if self.cells[p] != EMPTY || self.cells[q] != EMPTY {
                continue;
            }
            // The bridge partner: next to both carrier cells, two steps from `slot`.
            let (dc, dr) = BRIDGE_STEPS[i];
            let (bc, br) = (c + dc, r + dr);
            if (-1..=n).contains(&bc) && (-1..=n).contains(&br) {
                let b = ((br + 1) * stride + bc + 1) as usize;
                if self.cells[b] == color {
                    bridges += 1;
                }
            }
        }
        value += 0.04 * f32::from(bridges.min(2) as u8);
        let first_line = c == 0 || r == 0 || c == n - 1 || r == n - 1;
        if first_line && !contact {
            value -= 0.1;
        }
        if let Some(x) = last {
            let ring = self.around(x);
            for i in 0..6 {
                if ring[i] == slot
                    && self.cells[ring[(i + 5) % 6]] == color
                    && self.cells[ring[(i + 1) % 6]] == color
                {
                    value += 0.3;
                    break;
                }
            }
        }
        value
    }

    fn is_pad(&self, slot: usize) -> bool {
        let stride = self.stride;
        let (c, r) = (slot % stride, slot / stride);
        c == 0 || r == 0 || c == self.n + 1 || r == self.n + 1
    }
}

/// (column, row) steps to the bridge partner over the carrier made of neighbours i and i+1 (in
/// the cyclic order of [`Pos::around`]).
const BRIDGE_STEPS: [(isize, isize); 6] = [(2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1)];

/// Reusable buffers for playouts, so that a playout allocates nothing.
#[derive(Default)]
pub(crate) struct Scratch {
    pub(crate) cells: Vec<u8>,
    empties: Vec<u16>,
    where_: Vec<u16>,
    stack: Vec<u16>,
    weighted: Weighted,
}

/// Which knowledge a playout uses.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlayoutPolicy {
    /// Answer a move into the carrier of one of the mover's bridges (edge bridges included) by
    /// taking the other carrier cell.
    pub(crate) bridges: bool,
    /// Draw each move with probability proportional to the weight of its cell's small
    /// (six-neighbour) learned pattern ([`super::patterns`]); near the last move, the weights of
    /// the patterns that touch it or lie a bridge away from it. Otherwise uniformly.
    pub(crate) patterns: bool,
    /// With `patterns`, the most a cell's weight may be away from the last move (in the units of
    /// [`super::patterns::PLAYOUT_SCALE`]): the learned weights then mostly keep playouts out of
    /// cells strong players leave alone, and only near the last move pull towards good shapes.
    pub(crate) cap: u32,
}

/// Plays the rest of the game at random from `pos` with `to_move` to play (the previous move, for
/// the bridge reply, was `last`), filling every empty cell, and returns the colour whose chain
/// joins its sides on the full board (exactly one does). The final stones are left in
/// `scratch.cells`, for the all-moves-as-first statistics.
pub(crate) fn playout(
    pos: &Pos,
    to_move: u8,
    last: Option<usize>,
    policy: PlayoutPolicy,
    rng: &mut ChaCha8Rng,
    scratch: &mut Scratch,
) -> u8 {
    let Scratch {
        cells,
        empties,
        where_,
        stack,
        weighted,
    } = scratch;
    cells.clear();
    cells.extend_from_slice(&pos.cells);
    if policy.patterns {
        weighted.fill(pos, cells, to_move, last, policy, rng);
    } else {
        empties.clear();
        where_.resize(SLOTS, 0);
        for s in pos.empties() {
            where_[s] = empties.len() as u16;
            empties.push(s as u16);
        }
        let mut color = to_move;
        let mut last = last;
        while !empties.is_empty() {
            let slot = match bridge_reply(pos, cells, color, last, policy.bridges, rng) {
                Some(s) => s,
                None => usize::from(empties[below(rng, empties.len())]),
            };
            // Remove `slot` from the empty list in O(1).
            let at = usize::from(where_[slot]);
            let tail = empties.pop().expect("not empty");
            if usize::from(tail) != slot {
                empties[at] = tail;
                where_[usize::from(tail)] = at as u16;
            }
            cells[slot] = color;
            last = Some(slot);
            color = opp(color);
        }
    }
    let offsets = pos.offsets;
    // Flood fill Red from the top row; on a full board Red is connected or else Blue is.
    let n = pos.n;
    let stride = pos.stride;
    stack.clear();
    for c in 0..n {
        // The top padding counts as seen, so the fill never walks off the board.
        cells[1 + c] = SEEN;
    }
    for c in 0..n {
        let s = stride + 1 + c;
        if cells[s] == RED {
            cells[s] = SEEN;
            stack.push(s as u16);
        }
    }
    let bottom = n * stride;
    let mut red = false;
    let mut marks: [usize; 6] = [0; 6];
    while let Some(s) = stack.pop() {
        let s = usize::from(s);
        if s > bottom {
            red = true;
            break;
        }
        for (m, o) in marks.iter_mut().zip(offsets) {
            *m = s.wrapping_add_signed(o);
        }
        for &nb in &marks {
            if cells[nb] == RED {
                cells[nb] = SEEN;
                stack.push(nb as u16);
            }
        }
    }
    // Restore the marks so the caller sees the final colours.
    for c in cells.iter_mut() {
        if *c == SEEN {
            *c = RED;
        }
    }
    if red { RED } else { BLUE }
}

/// When `bridges` is on and the last move (on `last`) intruded into the carrier of one of
/// `color`'s bridges, the other carrier cell (one of them at random if several).
#[inline]
fn bridge_reply(
    pos: &Pos,
    cells: &[u8],
    color: u8,
    last: Option<usize>,
    bridges: bool,
    rng: &mut ChaCha8Rng,
) -> Option<usize> {
    let x = last.filter(|_| bridges)?;
    let around = pos.offsets.map(|o| x.wrapping_add_signed(o));
    // Around the intruded cell x: a cell y with the mover's stones on both sides of it
    // (cyclically) is the other half of a bridge's carrier.
    let mut found = [0usize; 6];
    let mut k = 0;
    for i in 0..6 {
        let y = around[i];
        if cells[y] == EMPTY
            && cells[around[(i + 5) % 6]] == color
            && cells[around[(i + 1) % 6]] == color
        {
            found[k] = y;
            k += 1;
        }
    }
    match k {
        0 => None,
        1 => Some(found[0]),
        _ => Some(found[below(rng, k)]),
    }
}

/// The state of a playout drawn by pattern weights: each empty cell's neighbourhood code and its
/// weight for either colour to move (0 for a stone), with sums per row, so that a draw reads two
/// short lists, and a stone updates its six neighbours.
#[derive(Default)]
struct Weighted {
    /// Each slot's row (a division saved per weight changed), for boards of `stride`.
    row: Vec<u8>,
    stride: usize,
    around: Vec<u16>,
    weights: [Vec<u32>; 2],
    rows: [[u32; 22]; 2],
    totals: [u32; 2],
}

impl Weighted {
    #[inline]
    fn set(&mut self, who: usize, slot: usize, w: u32) {
        let row = usize::from(self.row[slot]);
        let old = std::mem::replace(&mut self.weights[who][slot], w);
        self.rows[who][row] = self.rows[who][row] - old + w;
        self.totals[who] = self.totals[who] - old + w;
    }

    /// Fills every empty cell of `cells` (a copy of `pos`'s), `to_move` first.
    fn fill(
        &mut self,
        pos: &Pos,
        cells: &mut [u8],
        to_move: u8,
        last: Option<usize>,
        policy: PlayoutPolicy,
        rng: &mut ChaCha8Rng,
    ) {
        let table = playout_weights();
        let (bridges, cap) = (policy.bridges, policy.cap);
        let (n, stride, offsets) = (pos.n, pos.stride, pos.offsets);
        let steps = BRIDGE_STEPS.map(|(dc, dr)| dr * stride as isize + dc);
        if self.stride != stride {
            self.stride = stride;
            self.row = (0..SLOTS).map(|s| (s / stride) as u8).collect();
        }
        self.around.resize(SLOTS, 0);
        for w in &mut self.weights {
            w.clear();
            w.resize(SLOTS, 0);
        }
        self.rows = [[0; 22]; 2];
        self.totals = [0; 2];
        let mut left = 0;
        for slot in pos.empties() {
            let mut code = 0u16;
            for (i, &o) in offsets.iter().enumerate() {
                // Cells hold 0 (empty), 1 (red), 2 (blue) or 3 (a wall) here.
                code |= u16::from(cells[slot.wrapping_add_signed(o)]) << (2 * i);
            }
            self.around[slot] = code;
            for who in 0..2 {
                self.set(who, slot, table.get(who, 0, code).min(cap));
            }
            left += 1;
        }
        let mut color = to_move;
        let mut last = last;
        // The cells near the last move whose weight there exceeds their usual one, each with
        // the running sum of those excesses.
        let mut local = [(0usize, 0u32); 12];
        while left > 0 {
            let who = usize::from(color - 1);
            let slot = match bridge_reply(pos, cells, color, last, bridges, rng) {
                Some(s) => s,
                None => {
                    let (mut k, mut extra) = (0, 0u32);
                    if let Some(x) = last {
                        for (near, step) in [(1, &offsets), (2, &steps)] {
                            for &o in step {
                                let y = x.wrapping_add_signed(o);
                                if cells.get(y) == Some(&EMPTY) {
                                    let w = table.get(who, near, self.around[y]);
                                    let more = w.saturating_sub(self.weights[who][y]);
                                    if more > 0 {
                                        extra += more;
                                        local[k] = (y, extra);
                                        k += 1;
                                    }
                                }
                            }
                        }
                    }
                    // A cell near the last move weighs the more of its two weights: drawn from
                    // the excesses first, or else by the usual weights.
                    let r = below(rng, (self.totals[who] + extra) as usize) as u32;
                    let drawn = if r < extra {
                        local[..k]
                            .iter()
                            .find(|&&(_, upto)| r < upto)
                            .map(|&(y, _)| y)
                    } else {
                        self.draw_at(who, n, stride, r - extra)
                    };
                    // The sums are exact, so a draw always lands on an empty cell; the first
                    // empty cell stands in should that ever fail.
                    drawn.unwrap_or_else(|| pos.empties().find(|&s| cells[s] == EMPTY).unwrap_or(0))
                }
            };
            debug_assert_eq!(cells[slot], EMPTY);
            cells[slot] = color;
            left -= 1;
            for w in 0..2 {
                self.set(w, slot, 0);
            }
            for (i, &o) in offsets.iter().enumerate() {
                let y = slot.wrapping_add_signed(o);
                if cells[y] == EMPTY {
                    // `slot` is y's neighbour in the opposite direction.
                    let shift = 2 * ((i + 3) % 6);
                    let code = self.around[y] & !(3 << shift) | u16::from(color) << shift;
                    self.around[y] = code;
                    debug_assert_eq!(
                        code,
                        (0..6).fold(0, |c, j| c | u16::from(
                            cells[y.wrapping_add_signed(offsets[j])]
                        ) << (2 * j))
                    );
                    for w in 0..2 {
                        self.set(w, y, table.get(w, 0, code).min(cap));
                    }
                }
            }
            last = Some(slot);
            color = opp(color);
        }
    }

    /// The cell at `r` (below `who`'s total) in the cells' weights for `who` laid end to end: a
    /// cell drawn with probability proportional to its weight when `r` is uniform.
    fn draw_at(&self, who: usize, n: usize, stride: usize, mut r: u32) -> Option<usize> {
        for row in 1..=n {
            let sum = self.rows[who][row];
            if r >= sum {
                r -= sum;
                continue;
            }
            let first = row * stride + 1;
            for (slot, &w) in self.weights[who][first..first + n].iter().enumerate() {
                if r < w {
                    return Some(first + slot);
                }
                r -= w;
            }
            return None;
        }
        None
    }
}

/// A uniform number below `n` (n ≥ 1), by the multiply-shift method: deterministic, no rejection
/// loop, a bias of at most n / 2³² that does not matter here.
#[inline]
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    ((u64::from(rng.next_u32()) * n as u64) >> 32) as usize
}

/// A board of size `n` with the named red and blue stones, for the engine's unit tests.
#[cfg(test)]
pub(crate) fn board(n: u32, red: &[&str], blue: &[&str]) -> Board {
    let size = crate::hex::BoardSize::new(n).unwrap();
    let mut b = Board::new(size);
    for c in red {
        b.place_unchecked(Cell::parse(c, size).unwrap(), Color::Red);
    }
    for c in blue {
        b.place_unchecked(Cell::parse(c, size).unwrap(), Color::Blue);
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::BoardSize;
    use rand_chacha::rand_core::SeedableRng;

    #[test]
    fn slots_round_trip_and_count_empties() {
        let b = board(5, &["c3"], &["a1"]);
        let pos = Pos::from_board(&b);
        for cell in b.size().all_cells() {
            assert_eq!(pos.cell(pos.slot(cell)), cell);
        }
        assert_eq!(pos.empties().count(), 23);
    }

    #[test]
    fn would_connect_sees_the_sides() {
        let b = board(3, &["b1", "a3"], &[]);
        let mut pos = Pos::from_board(&b);
        let b2 = pos.slot(Cell::new(1, 1));
        assert!(pos.would_connect(b2, RED));
        assert!(!pos.would_connect(b2, BLUE));
        assert!(!pos.connected(RED));
        assert!(pos.place(b2, RED));
        let one = Pos::from_board(&board(1, &[], &[]));
        let mut one2 = one.clone();
        assert!(one2.would_connect(one.slot(Cell::new(0, 0)), BLUE));
    }

    #[test]
    fn playout_fills_the_board_and_names_the_connected_side() {
        let size = BoardSize::new(7).unwrap();
        let pos = Pos::from_board(&Board::new(size));
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut scratch = Scratch::default();
        for (bridges, patterns) in [(false, false), (true, false), (false, true), (true, true)] {
            for _ in 0..200 {
                let winner = playout(
                    &pos,
                    RED,
                    None,
                    PlayoutPolicy {
                        bridges,
                        patterns,
                        cap: u32::MAX,
                    },
                    &mut rng,
                    &mut scratch,
                );
                let mut full = Board::new(size);
                let mut reds = 0;
                for cell in size.all_cells() {
                    let c = scratch.cells[pos.slot(cell)];
                    assert!(c == RED || c == BLUE);
                    reds += usize::from(c == RED);
                    full.place_unchecked(cell, color_of(c));
                }
                assert_eq!(reds, 25, "Red moved first on 49 cells");
                assert!(full.connected(color_of(winner)));
                assert!(!full.connected(color_of(opp(winner))));
            }
        }
    }

    #[test]
    fn a_bridge_intrusion_is_answered_in_playouts() {
        // Red's c2 and b4 form a bridge over b3 and c3; Blue intrudes at b3.
        let b = board(5, &["c2", "b4"], &["b3"]);
        let pos = Pos::from_board(&b);
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut scratch = Scratch::default();
        let c3 = pos.slot(Cell::new(2, 2));
        for patterns in [false, true] {
            for _ in 0..50 {
                playout(
                    &pos,
                    RED,
                    Some(pos.slot(Cell::new(1, 2))),
                    PlayoutPolicy {
                        bridges: true,
                        patterns,
                        cap: u32::MAX,
                    },
                    &mut rng,
                    &mut scratch,
                );
                assert_eq!(scratch.cells[c3], RED);
            }
        }
    }

    /// The neighbourhood code the weighted playout keeps for `slot`, computed afresh.
    fn around_code(pos: &Pos, slot: usize) -> u16 {
        (0..6).fold(0, |code, i| {
            code | u16::from(pos.cells[slot.wrapping_add_signed(pos.offsets[i])]) << (2 * i)
        })
    }

    #[test]
    fn playout_weights_are_the_learned_small_patterns() {
        use super::super::patterns::{PLAYOUT_SCALE, codes, small_gamma};
        // Stones of both colours, near the sides and in the middle, the last move among them.
        let b = board(
            9,
            &["a1", "c3", "e5", "d6", "i8", "b9"],
            &["b3", "d5", "e6", "h1", "a9", "i9"],
        );
        let pos = Pos::from_board(&b);
        let steps = BRIDGE_STEPS.map(|(dc, dr)| dr * pos.stride as isize + dc);
        let table = playout_weights();
        let mut differ = 0;
        for last in ["e5", "d5", "a1", "i9"] {
            let x = pos.slot(Cell::parse(last, b.size()).unwrap());
            for color in [RED, BLUE] {
                for slot in pos.empties() {
                    let near = if pos
                        .offsets
                        .iter()
                        .any(|&o| x.wrapping_add_signed(o) == slot)
                    {
                        1
                    } else if steps.iter().any(|&o| x.wrapping_add_signed(o) == slot) {
                        2
                    } else {
                        0
                    };
                    let (_, small) = codes(&pos, slot, color, Some(x));
                    let gamma = small_gamma(small);
                    let expected = (gamma * PLAYOUT_SCALE).round().max(1.0) as u32;
                    let got = table.get(usize::from(color - 1), near, around_code(&pos, slot));
                    assert_eq!(got, expected, "{color} at {slot}, last {last}");
                    differ += usize::from(
                        got != table.get(usize::from(color - 1), 0, around_code(&pos, slot)),
                    );
                }
            }
        }
        // The last move's neighbourhood has weights of its own.
        assert!(differ > 10, "{differ}");
    }

    #[test]
    fn a_weighted_draw_follows_the_weights() {
        let b = board(3, &[], &[]);
        let pos = Pos::from_board(&b);
        let mut w = Weighted {
            weights: [vec![0; SLOTS], vec![0; SLOTS]],
            row: (0..SLOTS).map(|s| (s / pos.stride) as u8).collect(),
            ..Weighted::default()
        };
        let cells: Vec<usize> = pos.empties().collect();
        // Weights 0, 1, 2, ... 8 on the nine cells, for Red; none for Blue.
        for (k, &slot) in cells.iter().enumerate() {
            w.set(0, slot, k as u32);
        }
        assert_eq!(w.totals, [36, 0]);
        assert_eq!(w.draw_at(1, 3, pos.stride, 0), None);
        assert_eq!(w.draw_at(0, 3, pos.stride, 36), None);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut counts = [0u32; 9];
        for _ in 0..36_000 {
            let r = below(&mut rng, 36) as u32;
            let slot = w.draw_at(0, 3, pos.stride, r).unwrap();
            counts[cells.iter().position(|&c| c == slot).unwrap()] += 1;
        }
        assert_eq!(counts[0], 0, "a weight of 0 is never drawn");
        for (k, &c) in counts.iter().enumerate().skip(1) {
            // Expected 1,000·k; the bound is five standard deviations.
            let expected = 1000.0 * k as f64;
            assert!(
                (f64::from(c) - expected).abs() < 5.0 * expected.sqrt(),
                "{counts:?}"
            );
        }
    }

    #[test]
    fn a_weighted_playout_keeps_its_codes_and_sums_exact() {
        // After every fill the weights are back to nothing (each stone took its cell's weight
        // out), and on the way each kept neighbourhood code was checked against the board (in
        // `fill`, under debug assertions).
        for (n, red, blue) in [
            (1, &[][..], &[][..]),
            (7, &["d4"][..], &["c5", "a7"][..]),
            (19, &["j10"][..], &[][..]),
        ] {
            let b = board(n, red, blue);
            let pos = Pos::from_board(&b);
            let mut rng = ChaCha8Rng::seed_from_u64(u64::from(n));
            let mut scratch = Scratch::default();
            for k in 0..20 {
                let to_move = if k % 2 == 0 { RED } else { BLUE };
                let last = pos.empties().nth(k).filter(|_| k % 3 != 0);
                playout(
                    &pos,
                    to_move,
                    last,
                    PlayoutPolicy {
                        bridges: k % 4 < 2,
                        patterns: true,
                        cap: u32::MAX,
                    },
                    &mut rng,
                    &mut scratch,
                );
                assert_eq!(scratch.weighted.totals, [0, 0]);
                assert!(scratch.weighted.rows.iter().flatten().all(|&r| r == 0));
                assert!(
                    pos.empties()
                        .all(|s| scratch.cells[s] == RED || scratch.cells[s] == BLUE)
                );
            }
        }
    }

    #[test]
    fn weighted_playouts_draw_by_the_patterns() {
        // Two empty cells left, Red to move: Red takes each with the share of its weight, where
        // a uniform playout takes each half the time. b2, between four red stones and two blue
        // ones, is a shape the learned table likes; c3 in the corner is one it does not know.
        // Both touch b3: as the last move, it gives them the weights of their patterns next to
        // it where those are larger.
        let b = board(3, &["c1", "b1", "a3", "b3"], &["c2", "a2", "a1"]);
        let pos = Pos::from_board(&b);
        let cell = |name: &str| pos.slot(Cell::parse(name, b.size()).unwrap());
        let (b2, c3, b3) = (cell("b2"), cell("c3"), cell("b3"));
        let table = playout_weights();
        let weight = |slot, near| table.get(0, near, around_code(&pos, slot));
        let (wb, wc) = (weight(b2, 0), weight(c3, 0));
        assert!(wb > 4 * wc, "the test needs weights far apart: {wb} {wc}");
        let (nb, nc) = (weight(b2, 1), weight(c3, 1));
        assert!(
            nb > wb || nc > wc,
            "the test needs a larger weight near b3: {nb} {nc}"
        );
        let games = 10_000;
        for (patterns, last, cap) in [
            (false, None, u32::MAX),
            (true, None, u32::MAX),
            (true, None, 256),
            (true, Some(b3), u32::MAX),
            (true, Some(b3), 256),
        ] {
            let mut rng = ChaCha8Rng::seed_from_u64(9);
            let mut scratch = Scratch::default();
            let mut red_b2 = 0;
            for _ in 0..games {
                let policy = PlayoutPolicy {
                    bridges: false,
                    patterns,
                    cap,
                };
                playout(&pos, RED, last, policy, &mut rng, &mut scratch);
                red_b2 += u32::from(scratch.cells[b2] == RED);
            }
            let (eb, ec) = match last {
                None => (wb.min(cap), wc.min(cap)),
                Some(_) => (wb.min(cap).max(nb), wc.min(cap).max(nc)),
            };
            let p = if patterns {
                f64::from(eb) / f64::from(eb + ec)
            } else {
                0.5
            };
            let expected = p * f64::from(games);
            let sd = (expected * (1.0 - p)).sqrt().max(1.0);
            assert!(
                (f64::from(red_b2) - expected).abs() < 5.0 * sd,
                "{patterns} {last:?} {cap}: {red_b2} of {games}, expected {expected:.0}"
            );
        }
    }
}
