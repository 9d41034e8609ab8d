//! A compact board for the search: one byte per cell on a board padded by one ring of "side" cells,
//! and union-find over the padded cells for the tree. The playout that fills it lives in
//! [`super::playout`].
//!
//! The padding makes the sides ordinary stones: the row above the board and the row below it hold
//! red stones, the columns left and right of it blue stones, and the four corners of the ring are
//! walls that belong to nobody. So "Red has connected" is "the top padding and the bottom padding
//! are in one union-find set", and a bridge to the edge is just a bridge.

use crate::hex::{Board, Cell, Color};

pub(crate) const EMPTY: u8 = 0;
pub(crate) const RED: u8 = 1;
pub(crate) const BLUE: u8 = 2;
const WALL: u8 = 3;

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

pub(crate) fn color_of(code: u8) -> Color {
    if code == RED { Color::Red } else { Color::Blue }
}

/// Stones plus connectivity on a padded board. Cloning is a flat copy of about 1.3 KB.
#[derive(Clone)]
pub(crate) struct Pos {
    pub(crate) n: usize,
    pub(crate) stride: usize,
    pub(crate) offsets: [isize; 6],
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

    /// Every on-board slot, row by row.
    pub(crate) fn on_board(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.n).flat_map(move |r| {
            let base = (r + 1) * self.stride + 1;
            base..base + self.n
        })
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
pub(crate) const BRIDGE_STEPS: [(isize, isize); 6] =
    [(2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1)];

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

/// A Hex game of size `n` without swap, after the named moves, for the engine's unit tests.
#[cfg(test)]
pub(crate) fn game(n: u32, moves: &str) -> crate::hex::Game {
    use crate::hex::{BoardSize, Game, Move, Settings, SwapRule};
    let mut settings = Settings::hex(BoardSize::new(n).unwrap());
    settings.swap = SwapRule::Off;
    let moves: Vec<Move> = moves
        .split_whitespace()
        .map(|m| Move::Place(Cell::parse(m, settings.size).unwrap()))
        .collect();
    Game::replay(settings, &moves).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
