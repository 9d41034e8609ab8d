//! Where everything goes, as pure functions of the board size and orientation: picture size, cell
//! centres, hexagons, the edge bands and the coordinate labels. Tests sample pixels through these.
//!
//! The board is laid out first in *board space* (normal orientation, pointy-top hexagons, `a1`'s
//! centre at the origin, rows shifting right by half a cell as they go down) and then moved into
//! the picture: translated for [`Orientation::Normal`], turned 90° clockwise and translated for
//! [`Orientation::Rotated`]. Text is placed in picture space so it always reads upright.

use super::text;
use super::view::Orientation;
use crate::hex::{BoardSize, Cell, Color};

const SQRT3: f32 = 1.732_050_8;

/// One of the four sides of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Edge {
    /// Row 1, a red side (top in the normal picture).
    FirstRow,
    /// The last row, a red side (bottom in the normal picture).
    LastRow,
    /// Column `a`, a blue side (left in the normal picture).
    FirstColumn,
    /// The last column, a blue side (right in the normal picture).
    LastColumn,
}

impl Edge {
    /// The four sides, the red ones (first and last row) first.
    pub const ALL: [Edge; 4] = [
        Edge::FirstRow,
        Edge::LastRow,
        Edge::FirstColumn,
        Edge::LastColumn,
    ];

    /// The colour whose side this is.
    pub const fn color(self) -> Color {
        match self {
            Self::FirstRow | Self::LastRow => Color::Red,
            Self::FirstColumn | Self::LastColumn => Color::Blue,
        }
    }

    /// The `i`-th cell along this edge of an `n`×`n` board (column `i` of a row edge, row `i` of
    /// a column edge).
    fn cell(self, n: u8, i: u8) -> Cell {
        match self {
            Self::FirstRow => Cell::new(i, 0),
            Self::LastRow => Cell::new(i, n - 1),
            Self::FirstColumn => Cell::new(0, i),
            Self::LastColumn => Cell::new(n - 1, i),
        }
    }
}

/// The geometry of one picture: every length is in pixels of the final image.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    size: BoardSize,
    orientation: Orientation,
    /// Distance between neighbouring cell centres in a row (a hexagon's width across its flat
    /// sides); an even number of pixels.
    cell: f32,
    /// Distance between rows: `cell·√3/2` rounded to whole pixels, so every cell centre lies on
    /// the same pixel grid (the hexagons are stretched by under 1.5 %, which no eye sees).
    row: f32,
    /// Thickness of an edge band beyond the hexagons' outer corners.
    band: f32,
    /// Pixel size of the coordinate font.
    font_px: f32,
    /// Where board space's origin lands in the picture.
    origin: (f32, f32),
    width: u32,
    height: u32,
}

impl Layout {
    /// The layout of a `size` board drawn in `orientation`.
    ///
    /// Cells are `730 / (1.5·N + 0.5)` pixels across, rounded to an even number and kept within
    /// 30..=64, so an 11×11 picture is about 800 pixels wide, a 19×19 one keeps 30-pixel cells
    /// and small boards stay small; the picture is the board, its bands and its coordinates plus
    /// a margin. [`Layout::width`] and [`Layout::height`] give the exact picture size. Every cell
    /// centre lies in the middle of a pixel.
    pub fn new(size: BoardSize, orientation: Orientation) -> Self {
        let n = size.get();
        let cell = (2.0 * (365.0 / (1.5 * f32::from(n) + 0.5)).round()).clamp(30.0, 64.0);
        let mut layout = Self {
            size,
            orientation,
            cell,
            row: (cell * SQRT3 / 2.0).round(),
            band: (0.3 * cell).round().max(8.0),
            font_px: (0.4 * cell).clamp(14.0, 22.0).round(),
            origin: (0.0, 0.0),
            width: 0,
            height: 0,
        };
        let (mut min, mut max) = ((f32::MAX, f32::MAX), (f32::MIN, f32::MIN));
        let mut include = |(x, y): (f32, f32)| {
            min = (min.0.min(x), min.1.min(y));
            max = (max.0.max(x), max.1.max(y));
        };
        for corner in layout.band_outline() {
            include(corner);
        }
        for edge in Edge::ALL {
            for i in 0..n {
                let (text, (cx, cy)) = layout.coordinate(edge, i);
                let (w, h) = text::measure(&text, layout.font_px);
                // The reference box plus room for ascenders and the odd overshoot.
                let (hw, hh) = (w / 2.0 + 1.0, h / 2.0 + 0.3 * layout.font_px);
                include((cx - hw, cy - hh));
                include((cx + hw, cy + hh));
            }
        }
        let margin = (0.25 * cell).round().max(8.0);
        layout.origin = (
            (margin - min.0).round() + 0.5,
            (margin - min.1).round() + 0.5,
        );
        layout.width = (max.0 - min.0 + 2.0 * margin).ceil() as u32;
        layout.height = (max.1 - min.1 + 2.0 * margin).ceil() as u32;
        layout
    }

    /// The picture's width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The picture's height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// How the board is turned in the picture (normal or rotated).
    pub fn orientation(&self) -> Orientation {
        self.orientation
    }

    /// Distance between neighbouring cell centres, in pixels.
    pub fn cell_width(&self) -> f32 {
        self.cell
    }

    /// Distance from a cell's centre to the hexagon's corners along the board's rows (up and
    /// down in the normal picture).
    pub fn hex_radius(&self) -> f32 {
        self.row / 1.5
    }

    /// Distance between neighbouring rows, in pixels.
    pub fn row_step(&self) -> f32 {
        self.row
    }

    /// Radius of a stone.
    pub fn stone_radius(&self) -> f32 {
        0.42 * self.cell
    }

    /// Pixel size of the coordinate font.
    pub fn font_px(&self) -> f32 {
        self.font_px
    }

    /// The centre of `cell` in the picture, in pixels (the pixel containing it is
    /// `(x.floor(), y.floor())`).
    pub fn cell_centre(&self, cell: Cell) -> (f32, f32) {
        self.to_picture(self.board_centre(cell))
    }

    /// The six corners of `cell`'s hexagon in the picture.
    pub fn hexagon(&self, cell: Cell) -> [(f32, f32); 6] {
        let (x, y) = self.board_centre(cell);
        self.hexagon_offsets()
            .map(|(dx, dy)| self.to_picture((x + dx, y + dy)))
    }

    /// A point in the middle of `edge`'s band, beside the `i`-th cell along that edge (clear of the
    /// hexagons and of the corners, so its pixel has the band's colour).
    pub fn band_point(&self, edge: Edge, i: u8) -> (f32, f32) {
        let (x, y) = self.board_centre(edge.cell(self.size.get(), i.min(self.size.get() - 1)));
        let (nx, ny) = self.normal(edge);
        let d = self.support(edge) + self.band / 2.0;
        self.to_picture((x + nx * d, y + ny * d))
    }

    /// The coordinate label drawn beside the `i`-th cell along `edge`, and the centre of its
    /// reference box: column letters along the row edges, row numbers along the column edges.
    pub fn coordinate(&self, edge: Edge, i: u8) -> (String, (f32, f32)) {
        let i = i.min(self.size.get() - 1);
        let text = match edge {
            Edge::FirstRow | Edge::LastRow => char::from(b'a' + i).to_string(),
            Edge::FirstColumn | Edge::LastColumn => (u32::from(i) + 1).to_string(),
        };
        let (w, h) = text::measure(&text, self.font_px);
        let (hw, hh) = (w / 2.0, h / 2.0);
        let anchor = self.cell_centre(edge.cell(self.size.get(), i));
        let n = self.rotate(self.normal(edge));
        // Move along the picture axis closest to the outward normal until the text's box clears
        // the band by a small gap.
        let u = if n.0.abs() > n.1.abs() {
            (n.0.signum(), 0.0)
        } else {
            (0.0, n.1.signum())
        };
        let clearance = self.support(edge) + self.band + 0.14 * self.cell;
        let reach = (clearance + hw * n.0.abs() + hh * n.1.abs()) / (n.0 * u.0 + n.1 * u.1);
        (text, (anchor.0 + u.0 * reach, anchor.1 + u.1 * reach))
    }

    /// The outer outline of the bands, in the picture: the corners beyond `a1`, beyond the end
    /// of row 1, beyond the far corner and beyond the start of the last row.
    pub(crate) fn band_outline(&self) -> [(f32, f32); 4] {
        let last = f32::from(self.size.get() - 1);
        // The top and bottom lines are level; the side lines run along the columns, in the
        // direction (cell/2, row) of one step down a column.
        let top = -(self.hex_radius() + self.band);
        let bottom = last * self.row - top;
        let side = |edge: Edge, y: f32| {
            let (cx, cy) = self.board_centre(edge.cell(self.size.get(), 0));
            let (nx, ny) = self.normal(edge);
            let d = self.support(edge) + self.band;
            let (px, py) = (cx + nx * d, cy + ny * d);
            self.to_picture((px + (y - py) * self.cell / 2.0 / self.row, y))
        };
        [
            side(Edge::FirstColumn, top),
            side(Edge::LastColumn, top),
            side(Edge::LastColumn, bottom),
            side(Edge::FirstColumn, bottom),
        ]
    }

    /// The corners of a hexagon around its centre, in board space, clockwise from the top.
    fn hexagon_offsets(&self) -> [(f32, f32); 6] {
        let (h, r) = (self.cell / 2.0, self.hex_radius());
        [
            (0.0, -r),
            (h, -r / 2.0),
            (h, r / 2.0),
            (0.0, r),
            (-h, r / 2.0),
            (-h, -r / 2.0),
        ]
    }

    /// The outward unit normal of `edge`'s side, in board space.
    fn normal(&self, edge: Edge) -> (f32, f32) {
        let (h, v) = (self.cell / 2.0, self.row);
        let len = h.hypot(v);
        match edge {
            Edge::FirstRow => (0.0, -1.0),
            Edge::LastRow => (0.0, 1.0),
            Edge::FirstColumn => (-v / len, h / len),
            Edge::LastColumn => (v / len, -h / len),
        }
    }

    /// How far the hexagons reach beyond their centres towards `edge`'s side.
    fn support(&self, edge: Edge) -> f32 {
        let n = self.normal(edge);
        self.hexagon_offsets()
            .iter()
            .map(|(x, y)| x * n.0 + y * n.1)
            .fold(0.0, f32::max)
    }

    fn board_centre(&self, cell: Cell) -> (f32, f32) {
        let (c, r) = (f32::from(cell.col()), f32::from(cell.row()));
        (self.cell * (c + r / 2.0), self.row * r)
    }

    /// A direction from board space to the picture.
    fn rotate(&self, (x, y): (f32, f32)) -> (f32, f32) {
        match self.orientation {
            Orientation::Normal => (x, y),
            Orientation::Rotated => (-y, x),
        }
    }

    fn to_picture(&self, p: (f32, f32)) -> (f32, f32) {
        let (x, y) = self.rotate(p);
        (x + self.origin.0, y + self.origin.1)
    }
}
