//! Base connections from edge templates and ladders: shapes near a side where a stone (or an
//! empty cell, once played) stays connected to the side against any defence, through the empty
//! cells of the shape (its carrier). AND and OR do not find most of them: the ziggurat on the
//! third row, the fourth row's templates and a ladder along the second or third row towards an
//! escape stone need a defence that answers each intrusion differently.
//!
//! The shapes live in `templates.txt` beside this file, one a line, written as if for Red's top
//! side with the end on `(0, row − 1)` (rows count from 0 at the side): `NAME ROW CELLS / STONES`,
//! each cell `dc,dr` relative to the end. `CELLS` is the carrier; `STONES` (after `/`, may be
//! empty) are cells that must hold the colour's own stones, such as a ladder's escape. Every
//! shape was derived by our own exhaustive search over its small region and is checked again by
//! it in the tests (`derive.rs`); each is used in all four corners' orientations: as given, mirrored
//! left to right, and both again for the opposite side, and for Blue's sides across the long
//! diagonal.

use crate::ai::board::{EMPTY, Pos};
use crate::ai::set::Set;
use std::sync::OnceLock;

/// The shipped shapes.
pub(crate) const TEMPLATES: &str = include_str!("templates.txt");

/// One shape, relative to its end, for Red's top side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    pub(crate) name: String,
    /// The end's row counted from 1 at the side.
    pub(crate) row: i32,
    pub(crate) carrier: Vec<(i32, i32)>,
    pub(crate) stones: Vec<(i32, i32)>,
}

/// Parses the shape table.
///
/// # Errors
/// The line and what is wrong with it.
pub(crate) fn parse_shapes(text: &str) -> Result<Vec<Shape>, String> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = |what: &str| format!("line {}: {what}", i + 1);
        let mut words = line.split_whitespace();
        let name = words.next().ok_or_else(|| bad("no name"))?.to_owned();
        let row: i32 = words
            .next()
            .and_then(|w| w.parse().ok())
            .filter(|r| (1..=8).contains(r))
            .ok_or_else(|| bad("no row from 1 to 8"))?;
        let (mut carrier, mut stones, mut after) = (Vec::new(), Vec::new(), false);
        for w in words {
            if w == "/" {
                after = true;
                continue;
            }
            let (a, b) = w.split_once(',').ok_or_else(|| bad("a cell is dc,dr"))?;
            let cell: (i32, i32) = (
                a.parse().map_err(|_| bad("a cell is dc,dr"))?,
                b.parse().map_err(|_| bad("a cell is dc,dr"))?,
            );
            if row - 1 + cell.1 < 0 || cell.1 > 0 {
                return Err(bad("a cell beyond the side or past the end's row"));
            }
            if after { &mut stones } else { &mut carrier }.push(cell);
        }
        if carrier.is_empty() {
            return Err(bad("no carrier"));
        }
        out.push(Shape {
            name,
            row,
            carrier,
            stones,
        });
    }
    Ok(out)
}

/// The shipped shapes, parsed once.
pub(crate) fn shapes() -> &'static [Shape] {
    static SHAPES: OnceLock<Vec<Shape>> = OnceLock::new();
    SHAPES.get_or_init(|| parse_shapes(TEMPLATES).expect("the shipped templates parse"))
}

/// One placed shape: the end's slot, which of the colour's sides (0: top or left), the carrier
/// and the cells that must be own stones.
#[derive(Clone, Copy, Debug)]
struct Placed {
    end: u16,
    side: u8,
    carrier: Set,
    stones: Set,
}

/// Every shape placed on one board size, for each colour (Red, then Blue).
pub(crate) struct Templates {
    n: usize,
    placed: [Vec<Placed>; 2],
}

impl Templates {
    /// The shipped shapes placed on an `n`×`n` board.
    pub(crate) fn new(n: usize) -> Self {
        Self::with_shapes(n, shapes())
    }

    /// `shapes` placed on an `n`×`n` board.
    pub(crate) fn with_shapes(n: usize, shapes: &[Shape]) -> Self {
        let mut placed = [Vec::new(), Vec::new()];
        let ni = n as i32;
        let stride = n + 2;
        let slot = |c: i32, r: i32| ((r + 1) as usize) * stride + (c + 1) as usize;
        for shape in shapes {
            for mirror in [false, true] {
                let cells = |list: &[(i32, i32)]| -> Vec<(i32, i32)> {
                    list.iter()
                        .map(|&(dc, dr)| if mirror { (-dc - dr, dr) } else { (dc, dr) })
                        .collect()
                };
                let (carrier, stones) = (cells(&shape.carrier), cells(&shape.stones));
                let r0 = shape.row - 1;
                for c0 in 0..ni {
                    let fits =
                        |&(dc, dr): &(i32, i32)| (0..ni).contains(&(c0 + dc)) && r0 + dr >= 0;
                    if r0 >= ni || !carrier.iter().all(fits) || !stones.iter().all(fits) {
                        continue;
                    }
                    // (column, row) on Red's top side; the other three sides by symmetry.
                    for (colour, side) in [(0usize, 0u8), (0, 1), (1, 0), (1, 1)] {
                        let map = |(c, r): (i32, i32)| {
                            let (c, r) = if side == 1 {
                                (ni - 1 - c, ni - 1 - r)
                            } else {
                                (c, r)
                            };
                            if colour == 1 { slot(r, c) } else { slot(c, r) }
                        };
                        let at = |list: &[(i32, i32)]| {
                            Set::of(list.iter().map(|&(dc, dr)| map((c0 + dc, r0 + dr))))
                        };
                        placed[colour].push(Placed {
                            end: map((c0, r0)) as u16,
                            side,
                            carrier: at(&carrier),
                            stones: at(&stones),
                        });
                    }
                }
            }
        }
        Self { n, placed }
    }

    /// The board size the shapes are placed for.
    pub(crate) fn size(&self) -> usize {
        self.n
    }

    /// The shapes that hold for `color` on `pos`: (the end's slot, the side 0 or 1, the carrier's
    /// empty cells), into `out`.
    pub(crate) fn matches(&self, pos: &Pos, color: u8, out: &mut Vec<(usize, u8, Set)>) {
        out.clear();
        if pos.size() != self.n {
            return;
        }
        let (mut own, mut theirs) = (Set::default(), Set::default());
        for slot in 0..pos.cells.len() {
            match pos.cells[slot] {
                EMPTY => {}
                c if c == color => own.insert(slot),
                c if c == 3 - color => theirs.insert(slot),
                _ => {}
            }
        }
        for p in &self.placed[usize::from(color - 1)] {
            if theirs.contains(usize::from(p.end))
                || !p.carrier.disjoint(&theirs)
                || !p.stones.subset_of(&own)
            {
                continue;
            }
            out.push((usize::from(p.end), p.side, p.carrier.minus(&own)));
        }
    }
}
