//! Stones on a board, with connections to the four sides kept by union-find as stones are placed.

use super::cell::{BoardSize, Cell, MAX_SIZE};
use std::fmt;

/// The two colours. Red moves first and connects the two red sides (the first and last rows);
/// Blue connects the two blue sides (the first and last columns).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Moves first; connects the first and last rows.
    Red,
    /// Moves second; connects the first and last columns.
    Blue,
}

impl Color {
    /// The other colour.
    pub const fn opponent(self) -> Self {
        match self {
            Self::Red => Self::Blue,
            Self::Blue => Self::Red,
        }
    }

    /// `"red"` or `"blue"`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Red => "red",
            Self::Blue => "blue",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Red => "Red",
            Self::Blue => "Blue",
        })
    }
}

const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize;
/// Union-find nodes for the four sides follow the cells.
const RED_START: usize = CELLS;
const RED_END: usize = CELLS + 1;
const BLUE_START: usize = CELLS + 2;
const BLUE_END: usize = CELLS + 3;
const NODES: usize = CELLS + 4;

/// The six neighbour offsets (column, row): (c±1, r), (c, r±1), (c+1, r−1), (c−1, r+1).
pub(crate) const NEIGHBOUR_OFFSETS: [(i8, i8); 6] =
    [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];

/// Stones on an N×N board. Cloning is a flat copy of two small arrays (no heap), cheap enough to do
/// once per playout.
///
/// Whether a colour has connected its sides is kept incrementally: each placed stone joins its
/// same-coloured neighbours (and the sides it touches) in a union-find forest, so
/// [`Board::connected`] is two root look-ups, never a flood fill.
#[derive(Clone)]
pub struct Board {
    size: BoardSize,
    /// 0 empty, 1 red, 2 blue; indexed by [`Cell::index`].
    stones: [u8; CELLS],
    /// Union-find parents over cells and the four side nodes.
    parent: [u16; NODES],
    stone_count: u16,
}

impl Board {
    /// An empty board.
    pub fn new(size: BoardSize) -> Self {
        let mut parent = [0u16; NODES];
        for (i, p) in parent.iter_mut().enumerate() {
            *p = i as u16;
        }
        Self {
            size,
            stones: [0; CELLS],
            parent,
            stone_count: 0,
        }
    }

    /// The board's size (its side length).
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The stone on `cell`, if any (none for a cell off the board).
    pub fn get(&self, cell: Cell) -> Option<Color> {
        if !self.size.contains(cell) {
            return None;
        }
        match self.stones[cell.index(self.size)] {
            1 => Some(Color::Red),
            2 => Some(Color::Blue),
            _ => None,
        }
    }

    /// How many stones are on the board.
    pub fn stone_count(&self) -> usize {
        usize::from(self.stone_count)
    }

    /// Every empty cell, row by row.
    pub fn empty_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.size.all_cells().filter(|&c| self.get(c).is_none())
    }

    /// Every stone, row by row.
    pub fn stones(&self) -> impl Iterator<Item = (Cell, Color)> + '_ {
        self.size
            .all_cells()
            .filter_map(|c| self.get(c).map(|col| (c, col)))
    }

    /// The neighbours of `cell` that lie on this board (two to six of them).
    pub fn neighbours(&self, cell: Cell) -> impl Iterator<Item = Cell> + use<> {
        neighbours(self.size, cell)
    }

    /// Whether `color` has joined its two sides.
    pub fn connected(&self, color: Color) -> bool {
        let (a, b) = side_nodes(color);
        self.root(a) == self.root(b)
    }

    /// Whether `cell` touches the first (`end == false`) or second side of `color`.
    pub fn on_side(&self, cell: Cell, color: Color, end: bool) -> bool {
        let line = match color {
            Color::Red => cell.row(),
            Color::Blue => cell.col(),
        };
        if end {
            line + 1 == self.size.get()
        } else {
            line == 0
        }
    }

    /// Whether the stones on `a` and `b` belong to one group (both must hold stones of one colour).
    pub fn same_group(&self, a: Cell, b: Cell) -> bool {
        self.get(a).is_some()
            && self.get(a) == self.get(b)
            && self.root(a.index(self.size)) == self.root(b.index(self.size))
    }

    /// Places a stone of `color` on `cell` and returns whether `color` is now connected.
    ///
    /// Checks nothing: the caller guarantees that `cell` is on the board and empty. Placing on an
    /// occupied cell corrupts the connection state; that is what [`Game::play`](super::Game::play)
    /// is for. This is the AI's fast path.
    pub fn place_unchecked(&mut self, cell: Cell, color: Color) -> bool {
        let n = self.size.get();
        let idx = cell.index(self.size);
        let mark = match color {
            Color::Red => 1,
            Color::Blue => 2,
        };
        self.stones[idx] = mark;
        self.stone_count += 1;
        for (dc, dr) in NEIGHBOUR_OFFSETS {
            let c = cell.col() as i8 + dc;
            let r = cell.row() as i8 + dr;
            if c >= 0 && r >= 0 && (c as u8) < n && (r as u8) < n {
                let j = usize::from(r as u8) * usize::from(n) + usize::from(c as u8);
                if self.stones[j] == mark {
                    self.union(idx, j);
                }
            }
        }
        let (start, end) = side_nodes(color);
        if self.on_side(cell, color, false) {
            self.union(idx, start);
        }
        if self.on_side(cell, color, true) {
            self.union(idx, end);
        }
        self.connected(color)
    }

    /// Clears the board and places `stones` again (used for swap, which removes a stone).
    pub(crate) fn rebuild(
        size: BoardSize,
        stones: impl IntoIterator<Item = (Cell, Color)>,
    ) -> Self {
        let mut b = Self::new(size);
        for (cell, color) in stones {
            b.place_unchecked(cell, color);
        }
        b
    }

    fn root(&self, mut i: usize) -> usize {
        while usize::from(self.parent[i]) != i {
            i = usize::from(self.parent[i]);
        }
        i
    }

    /// Root with path halving, for use while the board is mutable anyway.
    fn find(&mut self, mut i: usize) -> usize {
        while usize::from(self.parent[i]) != i {
            let grand = self.parent[usize::from(self.parent[i])];
            self.parent[i] = grand;
            i = usize::from(grand);
        }
        i
    }

    fn union(&mut self, a: usize, b: usize) {
        let ra = self.find(a);
        let rb = self.find(b);
        if ra != rb {
            // Side nodes stay roots so that `connected` stays two short walks.
            if ra >= CELLS {
                self.parent[rb] = ra as u16;
            } else {
                self.parent[ra] = rb as u16;
            }
        }
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f)?;
        let n = self.size.get();
        for row in 0..n {
            write!(f, "{:>w$}", "", w = usize::from(row))?;
            for col in 0..n {
                let ch = match self.get(Cell::new(col, row)) {
                    Some(Color::Red) => 'R',
                    Some(Color::Blue) => 'B',
                    None => '.',
                };
                write!(f, "{ch} ")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl PartialEq for Board {
    fn eq(&self, other: &Self) -> bool {
        self.size == other.size
            && self.stones[..self.size.cells()] == other.stones[..other.size.cells()]
    }
}
impl Eq for Board {}

const fn side_nodes(color: Color) -> (usize, usize) {
    match color {
        Color::Red => (RED_START, RED_END),
        Color::Blue => (BLUE_START, BLUE_END),
    }
}

/// The neighbours of `cell` on a `size` board.
pub fn neighbours(size: BoardSize, cell: Cell) -> impl Iterator<Item = Cell> + use<> {
    let n = size.get() as i8;
    let (c0, r0) = (cell.col() as i8, cell.row() as i8);
    NEIGHBOUR_OFFSETS.into_iter().filter_map(move |(dc, dr)| {
        let (c, r) = (c0 + dc, r0 + dr);
        (c >= 0 && r >= 0 && c < n && r < n).then(|| Cell::new(c as u8, r as u8))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_and_neighbour_counts() {
        let size = BoardSize::new(11).unwrap();
        let count = |c: &str| neighbours(size, c.parse().unwrap()).count();
        assert_eq!(count("a1"), 2, "a1 is an acute corner");
        assert_eq!(count("k11"), 2, "the far corner is acute too");
        assert_eq!(count("k1"), 3, "obtuse corner");
        assert_eq!(count("a11"), 3, "obtuse corner");
        assert_eq!(count("f6"), 6);
        assert_eq!(count("a5"), 4);
    }

    #[test]
    fn a_red_column_connects_red_only() {
        let size = BoardSize::new(3).unwrap();
        let mut b = Board::new(size);
        assert!(!b.place_unchecked("b1".parse().unwrap(), Color::Red));
        assert!(!b.place_unchecked("b2".parse().unwrap(), Color::Red));
        assert!(
            b.place_unchecked("a3".parse().unwrap(), Color::Red),
            "b2–a3 are adjacent"
        );
        assert!(!b.connected(Color::Blue));
    }
}
