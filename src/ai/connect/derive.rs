//! Our own exhaustive search over a template's small region, which derived the shipped shapes
//! (`derive_shapes`, an ignored test that prints them) and checks each of them in every test run:
//! with the opponent moving first and both players playing only inside the region, the end's
//! stone (and the shape's own stones) stay connected to the side.
//!
//! Cells are `(column, row)` as in `templates.txt`: Red's top side is row −1, and a cell touches
//! (c ± 1, r), (c, r ± 1), (c + 1, r − 1) and (c − 1, r + 1).
//!
//! The search is exhaustive, with one sound shortcut that makes regions of thirty cells
//! tractable: the region is also laid out on a real board (every cell outside it the opponent's,
//! and a chain of own stones from the end to the far side), and a position the connection engine
//! decides there (without templates, on the filled-in board) is not searched further.

use super::build::Connections;
use super::templates::{Shape, TEMPLATES, parse_shapes};
use crate::ai::board::{BLUE, Pos, RED};
use crate::ai::inferior::fill_in;
use crate::hex::{Board, BoardSize, Cell, Color};
use std::collections::HashMap;

/// The six neighbour steps.
const STEPS: [(i32, i32); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];

/// The region game of one shape: node 0 is the end's stone, then the other stones, then the
/// carrier's cells.
struct Game {
    stones: usize,
    cells: usize,
    /// Neighbour masks of every node.
    adj: Vec<u64>,
    /// The nodes on row 0 (touching the side).
    side: u64,
    memo: HashMap<(u64, u64, bool), bool>,
    /// The region on a real board: the board with the fixed stones, and each node's cell.
    board: Board,
    at: Vec<Cell>,
    conns: Connections,
}

impl Game {
    fn new(end: (i32, i32), stones: &[(i32, i32)], carrier: &[(i32, i32)]) -> Self {
        let mut nodes = vec![end];
        nodes.extend_from_slice(stones);
        nodes.extend_from_slice(carrier);
        assert!(nodes.len() <= 64, "a region of at most 64 nodes");
        let adj = nodes
            .iter()
            .map(|&(c, r)| {
                nodes.iter().enumerate().fold(0u64, |m, (j, &(d, s))| {
                    if STEPS.contains(&(d - c, s - r)) {
                        m | 1 << j
                    } else {
                        m
                    }
                })
            })
            .collect();
        let side = nodes
            .iter()
            .enumerate()
            .filter(|(_, (_, r))| *r == 0)
            .fold(0u64, |m, (j, _)| m | 1 << j);
        // The real board: columns shifted so the region starts at column 1, the end's own chain
        // straight down to the far side, every other cell the opponent's.
        let cmin = nodes.iter().map(|n| n.0).min().unwrap_or(0);
        let cmax = nodes.iter().map(|n| n.0).max().unwrap_or(0);
        let depth = nodes.iter().map(|n| n.1).max().unwrap_or(0);
        let n = ((cmax - cmin + 3).max(depth + 3)).clamp(1, 19) as u32;
        let size = BoardSize::new(n).expect("a board size");
        let cell = |(c, r): (i32, i32)| Cell::new((c - cmin + 1) as u8, r as u8);
        let at: Vec<Cell> = nodes.iter().map(|&x| cell(x)).collect();
        let mut board = Board::new(size);
        let mut chain: Vec<Cell> = (end.1 + 1..n as i32).map(|r| cell((end.0, r))).collect();
        chain.extend(at[..1 + stones.len()].iter().copied());
        for c in size.all_cells() {
            if chain.contains(&c) {
                board.place_unchecked(c, Color::Red);
            } else if !at.contains(&c) {
                board.place_unchecked(c, Color::Blue);
            }
        }
        Self {
            stones: 1 + stones.len(),
            cells: carrier.len(),
            adj,
            side,
            memo: HashMap::new(),
            board,
            at,
            conns: Connections::default(),
        }
    }

    /// What the connection engine decides on the real board with `own` and `theirs` taken, the
    /// opponent to move when `opponent`: whether the stones stay connected, if it decides.
    fn engine(&mut self, own: u64, theirs: u64, opponent: bool) -> Option<bool> {
        let mut b = self.board.clone();
        for (j, &c) in self.at.iter().enumerate().skip(self.stones) {
            if own >> j & 1 == 1 {
                b.place_unchecked(c, Color::Red);
            } else if theirs >> j & 1 == 1 {
                b.place_unchecked(c, Color::Blue);
            }
        }
        let mut pos = Pos::from_board(&b);
        fill_in(&mut pos, if opponent { RED } else { BLUE });
        if pos.connected(RED) {
            return Some(true);
        }
        if pos.connected(BLUE) {
            return Some(false);
        }
        self.conns.build(&mut pos, RED, None, None);
        if self.conns.side_full().is_some() || (!opponent && self.conns.side_semi_inter().is_some())
        {
            return Some(true);
        }
        self.conns.build(&mut pos, BLUE, None, None);
        if self.conns.side_full().is_some() || (opponent && self.conns.side_semi_inter().is_some())
        {
            return Some(false);
        }
        None
    }

    fn stone_mask(&self) -> u64 {
        (1u64 << self.stones) - 1
    }

    fn all_cells(&self) -> u64 {
        ((1u64 << self.cells) - 1) << self.stones
    }

    /// Whether node 0 reaches the side through the nodes of `own`.
    fn joined(&self, own: u64) -> bool {
        let mut seen = 1u64;
        let mut frontier = 1u64;
        while frontier != 0 {
            if seen & self.side != 0 {
                return true;
            }
            let mut next = 0;
            let mut f = frontier;
            while f != 0 {
                let j = f.trailing_zeros() as usize;
                f &= f - 1;
                next |= self.adj[j];
            }
            frontier = next & own & !seen;
            seen |= frontier;
        }
        seen & self.side != 0
    }

    /// Whether the stones stay connected with `own` and `theirs` taken, the opponent to move
    /// when `opponent`.
    fn holds(&mut self, own: u64, theirs: u64, opponent: bool) -> bool {
        let stones = self.stone_mask();
        if self.joined(own | stones) {
            return true;
        }
        let empty = self.all_cells() & !own & !theirs;
        if !self.joined(own | stones | empty) {
            return false;
        }
        if let Some(&v) = self.memo.get(&(own, theirs, opponent)) {
            return v;
        }
        if let Some(v) = self.engine(own, theirs, opponent) {
            self.memo.insert((own, theirs, opponent), v);
            return v;
        }
        let mut result = opponent;
        let mut e = empty;
        while e != 0 {
            let j = e.trailing_zeros();
            e &= e - 1;
            let v = if opponent {
                self.holds(own, theirs | 1 << j, false)
            } else {
                self.holds(own | 1 << j, theirs, true)
            };
            if v != opponent {
                result = v;
                break;
            }
        }
        self.memo.insert((own, theirs, opponent), result);
        result
    }
}

/// Whether `shape` holds: its stones stay connected to the side against any defence inside its
/// carrier, the opponent moving first.
pub(super) fn shape_holds(shape: &Shape) -> bool {
    let end = (0, shape.row - 1);
    let shift = |list: &[(i32, i32)]| -> Vec<(i32, i32)> {
        list.iter().map(|&(c, r)| (c, r + shape.row - 1)).collect()
    };
    Game::new(end, &shift(&shape.stones), &shift(&shape.carrier)).holds(0, 0, true)
}

/// A minimal carrier inside `region` for `stones` at a row (each carrier cell needed), found by
/// dropping the cells of `region` one at a time in the order given, keeping each drop that
/// leaves the shape holding. `None` when the whole region does not hold.
fn minimal(row: i32, stones: &[(i32, i32)], region: &[(i32, i32)]) -> Option<Vec<(i32, i32)>> {
    let mut shape = Shape {
        name: String::new(),
        row,
        carrier: region.to_vec(),
        stones: stones.to_vec(),
    };
    if !shape_holds(&shape) {
        return None;
    }
    for cell in region {
        let mut fewer = shape.clone();
        fewer.carrier.retain(|c| c != cell);
        if !fewer.carrier.is_empty() && shape_holds(&fewer) {
            shape = fewer;
        }
    }
    let mut carrier = shape.carrier;
    carrier.sort_unstable_by_key(|&(c, r)| (-r, c));
    Some(carrier)
}

/// The cone below an end on `row`: every cell between it and the side within `slack` columns of
/// the cells it could reach, farthest first.
fn cone(row: i32, slack: i32) -> Vec<(i32, i32)> {
    let mut cells = Vec::new();
    for dr in -(row - 1)..=0 {
        let depth = -dr;
        for dc in (-slack)..=(depth + slack) {
            if (dc, dr) != (0, 0) {
                cells.push((dc, dr));
            }
        }
    }
    cells.sort_by_key(|&(dc, dr)| {
        let mid = -dr as f32 / 2.0;
        std::cmp::Reverse(((dc as f32 - mid).abs() * 4.0) as i32 * 10 - dr)
    });
    cells
}

fn write(name: &str, row: i32, carrier: &[(i32, i32)], stones: &[(i32, i32)]) -> String {
    let cells = |l: &[(i32, i32)]| {
        l.iter()
            .map(|(c, r)| format!("{c},{r}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!("{name} {row} {} / {}", cells(carrier), cells(stones))
}

/// The mirror image of a carrier (left to right, keeping the side).
fn mirror(cells: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let mut m: Vec<(i32, i32)> = cells.iter().map(|&(c, r)| (-c - r, r)).collect();
    m.sort_unstable_by_key(|&(c, r)| (-r, c));
    m
}

/// Derives the single-stone edge templates of rows 2 to `max_row` (minimal carriers from a few
/// orders of dropping cells, each kept once up to mirroring) and the second- and third-row
/// ladders to an escape stone up to `max_ladder` columns away, as `templates.txt` lines.
fn derive(max_row: i32, max_ladder: i32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut emit = |name: String, row: i32, c: &[(i32, i32)], stones: &[(i32, i32)]| {
        let line = write(&name, row, c, stones);
        println!("{line}");
        lines.push(line);
    };
    for row in 2..=max_row {
        let region = cone(row, (row - 1).min(2));
        let mut orders = vec![region.clone()];
        let mut rev = region.clone();
        rev.reverse();
        orders.push(rev);
        let mut by_col = region.clone();
        by_col.sort_by_key(|&(c, r)| (c, r));
        orders.push(by_col.clone());
        by_col.reverse();
        orders.push(by_col);
        let mut found: Vec<Vec<(i32, i32)>> = Vec::new();
        for order in &orders {
            if let Some(c) = minimal(row, &[], order)
                && !found.iter().any(|f| *f == c || *f == mirror(&c))
            {
                found.push(c);
            }
        }
        found.sort_by_key(Vec::len);
        for (i, c) in found.iter().enumerate() {
            emit(
                format!("edge{row}{}", (b'a' + i as u8) as char),
                row,
                c,
                &[],
            );
        }
    }
    for row in [2, 3] {
        for k in 2..=max_ladder {
            // A ladder along the row to an own stone k columns ahead, on the same row or the
            // row below; the end's other edge-ward neighbour, (0, −1), is the opponent's block
            // and stays out of the region.
            for (below, stone) in [(false, (k, 0)), (true, (k, -1))] {
                let mut region = Vec::new();
                for dr in -(row - 1)..=0 {
                    for dc in 0..=(k + row) {
                        let cell = (dc, dr);
                        if cell != (0, 0) && cell != stone && cell != (0, -1) {
                            region.push(cell);
                        }
                    }
                }
                region.reverse();
                if let Some(c) = minimal(row, &[stone], &region) {
                    let tag = if below { "b" } else { "" };
                    emit(format!("ladder{row}-{k}{tag}"), row, &c, &[stone]);
                }
            }
        }
    }
    lines
}

#[test]
fn every_shipped_template_holds_and_needs_each_cell() {
    for shape in parse_shapes(TEMPLATES).unwrap() {
        assert!(shape_holds(&shape), "{} does not hold", shape.name);
        for cell in &shape.carrier {
            let mut fewer = shape.clone();
            fewer.carrier.retain(|c| c != cell);
            assert!(
                !shape_holds(&fewer),
                "{} holds without {cell:?}",
                shape.name
            );
        }
    }
}

#[test]
fn the_bridge_to_the_side_holds_and_a_single_cell_does_not() {
    let bridge = parse_shapes("b 2 0,-1 1,-1").unwrap();
    assert!(shape_holds(&bridge[0]));
    let single = parse_shapes("s 2 0,-1").unwrap();
    assert!(!shape_holds(&single[0]));
    // The ziggurat: the third row's end with eight cells.
    let zig = parse_shapes("z 3 1,0 0,-1 1,-1 2,-1 0,-2 1,-2 2,-2 3,-2").unwrap();
    assert!(shape_holds(&zig[0]));
}

#[test]
#[ignore = "derives templates.txt (slow); run with --ignored --nocapture and compare"]
fn derive_shapes() {
    let lines = derive(5, 8);
    assert!(!lines.is_empty());
}
