//! Drawing a [`BoardView`] with tiny-skia (anti-aliased shapes) and ab_glyph (text), and encoding
//! the pixels as PNG.

use super::layout::{Edge, Layout};
use super::text;
use super::theme::{self, Rgb};
use super::view::{BoardView, ChainKind, Orientation};
use crate::hex::{BoardSize, Cell, Color, MAX_SIZE};
use std::sync::OnceLock;

use image::ImageEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use tiny_skia::{
    FillRule, GradientStop, LineCap, LineJoin, Mask, Paint, Path, PathBuilder, Pixmap,
    RadialGradient, SpreadMode, Stroke, StrokeDash, Transform,
};

/// The picture of `view` as PNG bytes (8-bit RGB, no alpha), [`Layout::new`]`(size, orientation)`
/// pixels large. The same view always gives the same bytes.
///
/// The empty board and the stones of each size and orientation are drawn on first use and kept
/// (at most about 2 MB each), so later pictures only add stones and marks.
pub fn render_png(view: &BoardView) -> Vec<u8> {
    let (width, height, rgb) = render_rgb(view);
    encode_png(width, height, &rgb)
}

/// The picture of `view` as raw pixels: width, height and 8-bit RGB rows, top to bottom.
pub fn render_rgb(view: &BoardView) -> (u32, u32, Vec<u8>) {
    let (layout, pixmap) = draw(view);
    let rgb = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    (layout.width(), layout.height(), rgb)
}

/// The picture of `view` as it is drawn: premultiplied RGBA rows of [`Layout::new`]`(size,
/// orientation)`'s width, top to bottom, every pixel opaque (the replay compares and encodes
/// these without converting them).
pub(crate) fn render_rgba(view: &BoardView) -> Vec<u8> {
    draw(view).1.take()
}

/// PNG with deflate level 2 and no row filter. The picture is mostly long runs of flat colour,
/// which deflate finds on its own: measured on a full 19×19 board, this gives 87 KB in about
/// 8 ms, where the default level takes twice as long for 80 KB and the fastest (fdeflate) setting
/// writes over 500 KB.
pub(crate) fn encode_png(width: u32, height: u32, rgb: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(rgb.len() / 16);
    let encoder =
        PngEncoder::new_with_quality(&mut out, CompressionType::Level(2), FilterType::NoFilter);
    encoder
        .write_image(rgb, width, height, image::ExtendedColorType::Rgb8)
        // Writing a buffer of exactly width × height × 3 bytes into a Vec cannot fail.
        .expect("PNG encoding into memory");
    out
}

fn paint(rgb: Rgb, alpha: u8) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(rgb[0], rgb[1], rgb[2], alpha);
    paint.anti_alias = true;
    paint
}

fn fill(pixmap: &mut Pixmap, path: Option<Path>, rgb: Rgb, alpha: u8) {
    if let Some(path) = path {
        pixmap.fill_path(
            &path,
            &paint(rgb, alpha),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

fn stroke(pixmap: &mut Pixmap, path: Option<Path>, rgb: Rgb, stroke: &Stroke) {
    if let Some(path) = path {
        pixmap.stroke_path(&path, &paint(rgb, 255), stroke, Transform::identity(), None);
    }
}

fn round_stroke(width: f32) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    }
}

fn push_polygon(pb: &mut PathBuilder, points: &[(f32, f32)]) {
    if let Some((&(x, y), rest)) = points.split_first() {
        pb.move_to(x, y);
        for &(x, y) in rest {
            pb.line_to(x, y);
        }
        pb.close();
    }
}

/// The hexagons of `cells`, scaled by `scale` about their centres.
fn hexagons(layout: &Layout, cells: impl IntoIterator<Item = Cell>, scale: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    for cell in cells {
        let (cx, cy) = layout.cell_centre(cell);
        let corners = layout
            .hexagon(cell)
            .map(|(x, y)| (cx + (x - cx) * scale, cy + (y - cy) * scale));
        push_polygon(&mut pb, &corners);
    }
    pb.finish()
}

fn circles(layout: &Layout, cells: impl IntoIterator<Item = Cell>, radius: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    for cell in cells {
        let (x, y) = layout.cell_centre(cell);
        pb.push_circle(x, y, radius);
    }
    pb.finish()
}

/// What every picture of one board size and orientation shares, drawn once and kept: the layout,
/// the empty board (background, bands, grid, coordinates) and the two stones.
struct Base {
    layout: Layout,
    board: Pixmap,
    red: Sprite,
    blue: Sprite,
}

/// A small premultiplied-RGBA picture drawn centred on a cell by copying, which is exact because
/// every cell centre lies on the same pixel grid (see [`Layout`]).
struct Sprite {
    pixmap: Pixmap,
    /// The centre pixel's column and row in the sprite.
    half: i32,
    /// Each row's opaque pixels as runs (row, first column, column after), copied as they are.
    opaque: Vec<(usize, usize, usize)>,
    /// The pixels neither opaque nor clear (row, column): the rim, blended.
    soft: Vec<(usize, usize)>,
}

impl Sprite {
    fn new(pixmap: Pixmap, half: i32) -> Self {
        let side = pixmap.width() as usize;
        let (mut opaque, mut soft) = (Vec::new(), Vec::new());
        for (y, row) in pixmap.data().chunks_exact(4 * side).enumerate() {
            let mut x = 0;
            while x < side {
                if row[4 * x + 3] != 255 {
                    if row[4 * x + 3] != 0 {
                        soft.push((y, x));
                    }
                    x += 1;
                    continue;
                }
                let start = x;
                while x < side && row[4 * x + 3] == 255 {
                    x += 1;
                }
                opaque.push((y, start, x));
            }
        }
        Self {
            pixmap,
            half,
            opaque,
            soft,
        }
    }
}

static BASES: [OnceLock<Base>; 2 * MAX_SIZE as usize] =
    [const { OnceLock::new() }; 2 * MAX_SIZE as usize];

fn base(size: BoardSize, orientation: Orientation) -> &'static Base {
    let slot = 2 * usize::from(size.get() - 1) + usize::from(orientation == Orientation::Rotated);
    BASES[slot].get_or_init(|| {
        let layout = Layout::new(size, orientation);
        let board = draw_empty_board(&layout);
        let red = stone_sprite(&layout, theme::RED, theme::RED_RIM);
        let blue = stone_sprite(&layout, theme::BLUE, theme::BLUE_RIM);
        Base {
            layout,
            board,
            red,
            blue,
        }
    })
}

fn stone_sprite(layout: &Layout, body: Rgb, rim: Rgb) -> Sprite {
    let radius = layout.stone_radius();
    let half = radius.ceil() as i32 + 1;
    let side = (2 * half + 1) as u32;
    let mut pixmap = Pixmap::new(side, side).expect("sprite size is non-zero");
    let c = half as f32 + 0.5;
    fill(
        &mut pixmap,
        PathBuilder::from_circle(c, c, radius),
        rim,
        255,
    );
    // The body, with a soft light from the upper left.
    let body_radius = radius - 0.05 * layout.cell_width();
    let lit = body.map(|v| (f32::from(v) + (255.0 - f32::from(v)) * 0.22).round() as u8);
    let color = |[r, g, b]: Rgb| tiny_skia::Color::from_rgba8(r, g, b, 255);
    let shader = RadialGradient::new(
        tiny_skia::Point::from_xy(c - 0.35 * body_radius, c - 0.4 * body_radius),
        tiny_skia::Point::from_xy(c, c),
        body_radius * 1.3,
        vec![
            GradientStop::new(0.0, color(lit)),
            GradientStop::new(0.55, color(body)),
        ],
        SpreadMode::Pad,
        Transform::identity(),
    );
    if let (Some(shader), Some(path)) = (shader, PathBuilder::from_circle(c, c, body_radius)) {
        let paint = Paint {
            shader,
            anti_alias: true,
            ..Paint::default()
        };
        pixmap.fill_path(
            &path,
            &paint,
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
    Sprite::new(pixmap, half)
}

/// Draws `sprite` centred on the pixel holding `(x, y)`, blending premultiplied source over the
/// opaque picture. A sprite wholly inside the picture (every stone) has its opaque runs copied
/// row by row, which gives the same pixels as blending them, and only its soft rim blended.
fn blit(pixmap: &mut Pixmap, sprite: &Sprite, (x, y): (f32, f32)) {
    let (width, height) = (pixmap.width() as i32, pixmap.height() as i32);
    let side = sprite.pixmap.width() as i32;
    let (left, top) = (
        x.floor() as i32 - sprite.half,
        y.floor() as i32 - sprite.half,
    );
    let src = sprite.pixmap.data();
    let dst = pixmap.data_mut();
    let inside = left >= 0 && top >= 0 && left + side <= width && top + side <= height;
    if inside {
        let (w, side, left, top) = (width as usize, side as usize, left as usize, top as usize);
        for &(sy, start, end) in &sprite.opaque {
            let s = 4 * (sy * side + start);
            let d = 4 * ((top + sy) * w + left + start);
            dst[d..d + 4 * (end - start)].copy_from_slice(&src[s..s + 4 * (end - start)]);
        }
        for &(sy, sx) in &sprite.soft {
            let s = 4 * (sy * side + sx);
            let d = 4 * ((top + sy) * w + left + sx);
            over(&mut dst[d..d + 3], &src[s..s + 4]);
        }
        return;
    }
    for sy in 0..side {
        let py = top + sy;
        if py < 0 || py >= height {
            continue;
        }
        for sx in 0..side {
            let px = left + sx;
            let s = ((sy * side + sx) * 4) as usize;
            let alpha = u32::from(src[s + 3]);
            if alpha == 0 || px < 0 || px >= width {
                continue;
            }
            let d = ((py * width + px) * 4) as usize;
            over(&mut dst[d..d + 3], &src[s..s + 4]);
        }
    }
}

/// Blends the premultiplied pixel `src` (RGBA) over the opaque colour `dst` (RGB).
fn over(dst: &mut [u8], src: &[u8]) {
    let alpha = u32::from(src[3]);
    for k in 0..3 {
        let under = u32::from(dst[k]) * (255 - alpha);
        dst[k] = (u32::from(src[k]) + (under + 127) / 255) as u8;
    }
}

/// Background, bands, grid and coordinates.
fn draw_empty_board(layout: &Layout) -> Pixmap {
    let size = layout.size();
    let [r, g, b] = theme::BACKGROUND;
    // Layout sizes are at most a few thousand pixels, never zero.
    let mut pixmap =
        Pixmap::new(layout.width(), layout.height()).expect("picture size is non-zero");
    pixmap.fill(tiny_skia::Color::from_rgba8(r, g, b, 255));

    // Bands: the red triangles cut from the outline by its diagonals, then the blue ones, each
    // pushed a little across the diagonals (so red and blue meet with no seam) and clipped to the
    // outline (so each outer edge is blended with the background only).
    let outline = layout.band_outline();
    let centre = (
        (outline[0].0 + outline[2].0) / 2.0,
        (outline[0].1 + outline[2].1) / 2.0,
    );
    let mut pb = PathBuilder::new();
    push_polygon(&mut pb, &outline);
    let mut clip = Mask::new(pixmap.width(), pixmap.height()).expect("picture size is non-zero");
    if let Some(path) = pb.finish() {
        clip.fill_path(&path, FillRule::Winding, true, Transform::identity());
    }
    for (rgb, sides) in [
        (theme::RED, [(0, 1), (2, 3)]),
        (theme::BLUE, [(1, 2), (3, 0)]),
    ] {
        let mut pb = PathBuilder::new();
        for (a, b) in sides {
            let (a, b) = (outline[a], outline[b]);
            // Grow the triangle about the middle of its outer side until its diagonals have moved
            // out by 1.5 pixels.
            let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let depth = ((centre.0 - a.0) * dy - (centre.1 - a.1) * dx).abs() / dx.hypot(dy);
            let k = 1.0 + 3.0 / depth.max(1.0);
            let grow = |p: (f32, f32)| (mid.0 + (p.0 - mid.0) * k, mid.1 + (p.1 - mid.1) * k);
            push_polygon(&mut pb, &[grow(a), grow(b), grow(centre)]);
        }
        if let Some(path) = pb.finish() {
            pixmap.fill_path(
                &path,
                &paint(rgb, 255),
                FillRule::Winding,
                Transform::identity(),
                Some(&clip),
            );
        }
    }

    // The grid: every hexagon filled in the grid colour, then again, inset by half a line, in the
    // cell colour (two fills cost far less than stroking every outline).
    fill(
        &mut pixmap,
        hexagons(layout, size.all_cells(), 1.0),
        theme::GRID,
        255,
    );
    fill(
        &mut pixmap,
        hexagons(layout, size.all_cells(), inset(layout)),
        theme::CELL,
        255,
    );

    // Coordinates on all four sides.
    for edge in Edge::ALL {
        for i in 0..size.get() {
            let (label, at) = layout.coordinate(edge, i);
            text::draw(&mut pixmap, &label, layout.font_px(), at, theme::TEXT);
        }
    }
    pixmap
}

/// The scale of a cell's hexagon inside the grid lines.
pub(super) fn inset(layout: &Layout) -> f32 {
    let line = (0.045 * layout.cell_width()).max(1.2);
    1.0 - line / layout.cell_width()
}

/// The picture of `view`: the kept empty board, then each layer in turn, bottom to top.
fn draw(view: &BoardView) -> (&'static Layout, Pixmap) {
    let base = base(view.size(), view.orientation());
    let layout = &base.layout;
    let mut pixmap = base.board.clone();
    tint_cells(&mut pixmap, layout, view);
    mark_swap_origin(&mut pixmap, layout, view);
    place_stones(&mut pixmap, base, view);
    ghost_suggestion(&mut pixmap, layout, view);
    trace_chain(&mut pixmap, layout, view);
    mark_last_move(&mut pixmap, layout, view);
    label_cells(&mut pixmap, layout, view);
    (layout, pixmap)
}

/// Cell tints: the heat map, then the chain's cells (gold for a win, hatched for a loss).
fn tint_cells(pixmap: &mut Pixmap, layout: &Layout, view: &BoardView) {
    for cell in view.size().all_cells() {
        if let Some(heat) = view.heat(cell).filter(|&h| h > 0.0) {
            let alpha = (heat * 200.0).round() as u8;
            fill(
                pixmap,
                hexagons(layout, [cell], inset(layout)),
                theme::HEAT,
                alpha,
            );
        }
    }
    let chain = view.chain().iter().copied();
    match view.chain_kind() {
        ChainKind::Win => fill(
            pixmap,
            hexagons(layout, chain, inset(layout)),
            theme::GOLD_CELL,
            255,
        ),
        ChainKind::Loss => hatch(pixmap, layout, hexagons(layout, chain, inset(layout))),
    }
}

/// Where a mirror swap took Red's stone from: a dashed red circle.
fn mark_swap_origin(pixmap: &mut Pixmap, layout: &Layout, view: &BoardView) {
    let Some(origin) = view.swap_origin() else {
        return;
    };
    let w = layout.cell_width();
    let radius = layout.stone_radius() - 0.03 * w;
    let dash = StrokeDash::new(vec![0.12 * w, 0.08 * w], 0.0);
    let ghost = Stroke {
        width: 0.045 * w,
        dash,
        ..Stroke::default()
    };
    if let Some(path) = circles(layout, [origin], radius) {
        pixmap.stroke_path(
            &path,
            &paint(theme::RED, 220),
            &ghost,
            Transform::identity(),
            None,
        );
    }
}

/// Stones: the kept sprites (a flat disc on a slightly larger disc of a darker rim colour).
fn place_stones(pixmap: &mut Pixmap, base: &Base, view: &BoardView) {
    let layout = &base.layout;
    for cell in view.size().all_cells() {
        match view.stone(cell) {
            Some(Color::Red) => blit(pixmap, &base.red, layout.cell_centre(cell)),
            Some(Color::Blue) => blit(pixmap, &base.blue, layout.cell_centre(cell)),
            None => {}
        }
    }
}

/// A suggested move: a pale ghost stone with a dashed rim in the mover's colour.
fn ghost_suggestion(pixmap: &mut Pixmap, layout: &Layout, view: &BoardView) {
    let Some((cell, color)) = view.suggestion() else {
        return;
    };
    let w = layout.cell_width();
    let (body, rim) = match color {
        Color::Red => (theme::RED, theme::RED_RIM),
        Color::Blue => (theme::BLUE, theme::BLUE_RIM),
    };
    let radius = layout.stone_radius() - 0.03 * w;
    fill(pixmap, circles(layout, [cell], radius), body, 110);
    let dash = StrokeDash::new(vec![0.12 * w, 0.07 * w], 0.0);
    let ghost = Stroke {
        width: 0.06 * w,
        dash,
        ..Stroke::default()
    };
    stroke(pixmap, circles(layout, [cell], radius), rim, &ghost);
}

/// The chain: a gold path through its stones, outlined so it shows on red as well as blue; a
/// chain that lost is struck out instead.
fn trace_chain(pixmap: &mut Pixmap, layout: &Layout, view: &BoardView) {
    if view.chain_kind() == ChainKind::Loss {
        strike_out(pixmap, layout, view.chain());
        return;
    }
    if view.chain().is_empty() {
        return;
    }
    let w = layout.cell_width();
    if view.chain().len() > 1 {
        let path = path_through(layout, view.chain());
        stroke(
            pixmap,
            path.clone(),
            theme::GOLD_EDGE,
            &round_stroke(0.17 * w),
        );
        stroke(pixmap, path, theme::GOLD, &round_stroke(0.11 * w));
    }
    let chain = view.chain().iter().copied();
    let dot = 0.12 * w;
    fill(
        pixmap,
        circles(layout, chain.clone(), dot + 0.03 * w),
        theme::GOLD_EDGE,
        255,
    );
    fill(pixmap, circles(layout, chain, dot), theme::GOLD, 255);
}

/// A path from the centre of each of `chain`'s cells to the next.
fn path_through(layout: &Layout, chain: &[Cell]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    for (i, &cell) in chain.iter().enumerate() {
        let (x, y) = layout.cell_centre(cell);
        if i == 0 {
            pb.move_to(x, y);
        } else {
            pb.line_to(x, y);
        }
    }
    pb.finish()
}

/// The last move: a white ring. A swapped stone shows two arrows instead.
fn mark_last_move(pixmap: &mut Pixmap, layout: &Layout, view: &BoardView) {
    let w = layout.cell_width();
    if let Some(cell) = view.last_move().filter(|&c| Some(c) != view.swapped()) {
        let ring = Stroke {
            width: 0.06 * w,
            ..Stroke::default()
        };
        stroke(
            pixmap,
            circles(layout, [cell], 0.21 * w),
            theme::MARK,
            &ring,
        );
    }
    if let Some(cell) = view.swapped() {
        stroke(
            pixmap,
            swap_arrows(layout, cell),
            theme::MARK,
            &round_stroke(0.055 * w),
        );
    }
}

/// Cell labels, shrunk to fit their cell; white on stones, dark on empty cells.
fn label_cells(pixmap: &mut Pixmap, layout: &Layout, view: &BoardView) {
    let w = layout.cell_width();
    for cell in view.size().all_cells() {
        if let Some(label) = view.label(cell) {
            let mut px = (0.32 * w).max(9.0);
            let (width, _) = text::measure(label, px);
            if width > 0.8 * w {
                px *= 0.8 * w / width;
            }
            let color = if view.stone(cell).is_some() {
                theme::MARK
            } else {
                theme::TEXT
            };
            text::draw(pixmap, label, px, layout.cell_centre(cell), color);
        }
    }
}

/// Fills `cells` (the hexagons of a chain that lost) dark, hatched with diagonal dark-red lines.
fn hatch(pixmap: &mut Pixmap, layout: &Layout, cells: Option<Path>) {
    let Some(cells) = cells else { return };
    pixmap.fill_path(
        &cells,
        &paint(theme::LOSS_CELL, 255),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
    let Some(mut mask) = Mask::new(pixmap.width(), pixmap.height()) else {
        return;
    };
    mask.fill_path(&cells, FillRule::Winding, true, Transform::identity());
    let w = layout.cell_width();
    let (width, height) = (pixmap.width() as f32, pixmap.height() as f32);
    let step = 0.2 * w;
    let mut pb = PathBuilder::new();
    let mut x = -height;
    while x < width {
        pb.move_to(x, 0.0);
        pb.line_to(x + height, height);
        x += step;
    }
    let lines = Stroke {
        width: 0.07 * w,
        ..Stroke::default()
    };
    if let Some(path) = pb.finish() {
        pixmap.stroke_path(
            &path,
            &paint(theme::LOSS_HATCH, 255),
            &lines,
            Transform::identity(),
            Some(&mask),
        );
    }
}

/// Strikes out a chain that lost: a near-black path edged in white through its stones, and a
/// cross of the same ink on every stone.
fn strike_out(pixmap: &mut Pixmap, layout: &Layout, chain: &[Cell]) {
    let w = layout.cell_width();
    if chain.len() > 1 {
        let path = path_through(layout, chain);
        stroke(pixmap, path.clone(), theme::MARK, &round_stroke(0.15 * w));
        stroke(pixmap, path, theme::LOSS_INK, &round_stroke(0.09 * w));
    }
    let arm = 0.19 * w;
    let mut pb = PathBuilder::new();
    for &cell in chain {
        let (x, y) = layout.cell_centre(cell);
        pb.move_to(x - arm, y - arm);
        pb.line_to(x + arm, y + arm);
        pb.move_to(x + arm, y - arm);
        pb.line_to(x - arm, y + arm);
    }
    let crosses = pb.finish();
    stroke(
        pixmap,
        crosses.clone(),
        theme::MARK,
        &round_stroke(0.16 * w),
    );
    stroke(pixmap, crosses, theme::LOSS_INK, &round_stroke(0.09 * w));
}

/// Two opposed arrows (⇄) across `cell`'s stone, leaving its centre clear.
fn swap_arrows(layout: &Layout, cell: Cell) -> Option<Path> {
    let w = layout.cell_width();
    let (x, y) = layout.cell_centre(cell);
    let (a, b, head) = (0.2 * w, 0.09 * w, 0.08 * w);
    let mut pb = PathBuilder::new();
    // Upper arrow, pointing right.
    pb.move_to(x - a, y - b);
    pb.line_to(x + a, y - b);
    pb.move_to(x + a - head, y - b - head);
    pb.line_to(x + a, y - b);
    pb.line_to(x + a - head, y - b + head);
    // Lower arrow, pointing left.
    pb.move_to(x + a, y + b);
    pb.line_to(x - a, y + b);
    pb.move_to(x - a + head, y + b - head);
    pb.line_to(x - a, y + b);
    pb.line_to(x - a + head, y + b + head);
    pb.finish()
}
