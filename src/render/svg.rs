//! The board as SVG, for pages in a browser (the web companion): the same geometry ([`Layout`])
//! and palette (`theme`) as the PNG, so a page and a picture of one position agree. Layers, bottom
//! to top, as in `draw.rs`: the bands, the cells (tinted by the heat map, gold for a winning
//! chain, dark and hatched for a chain that lost), the swap's ghost, the stones, a suggestion,
//! the chain's path (or its strike-out), the last move's ring (or a swap's arrows), the labels,
//! and the coordinates on all four sides.
//!
//! Every cell is a `<polygon>` carrying its name (`data-cell="e5"`) and an accessible name given
//! by the caller (in the reader's language), so a page can make cells clickable and screen
//! readers can name them. The SVG has no script and no style element: it is safe to inline
//! under a strict content security policy.

use super::draw::inset;
use super::layout::{Edge, Layout};
use super::theme::{self, Rgb};
use super::view::{BoardView, ChainKind};
use crate::hex::{Cell, Color};
use std::fmt::Write;

/// The hatch pattern's id for a chain that lost.
const HATCH_ID: &str = "hexbot-loss-hatch";

/// `rgb` as `#rrggbb`.
fn hex(rgb: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2])
}

/// `points` as an SVG `points` attribute.
fn points(points: &[(f32, f32)]) -> String {
    let mut out = String::new();
    for (i, (x, y)) in points.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{x:.1},{y:.1}");
    }
    out
}

/// `text` with the five XML specials escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// `cell`'s hexagon scaled by `scale` about its centre.
fn hexagon(layout: &Layout, cell: Cell, scale: f32) -> Vec<(f32, f32)> {
    let (cx, cy) = layout.cell_centre(cell);
    layout
        .hexagon(cell)
        .iter()
        .map(|&(x, y)| (cx + (x - cx) * scale, cy + (y - cy) * scale))
        .collect()
}

/// The board of `view` as an SVG document; `name(cell, stone)` is each cell's accessible name.
pub fn render_svg(view: &BoardView, name: impl Fn(Cell, Option<Color>) -> String) -> String {
    let layout = Layout::new(view.size(), view.orientation());
    let (width, height) = (layout.width(), layout.height());
    let w = layout.cell_width();
    let mut svg = String::with_capacity(64 * view.size().cells() + 4096);
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
         width=\"{width}\" height=\"{height}\" class=\"hexbot-board\">"
    );
    let _ = write!(
        svg,
        "<defs><pattern id=\"{HATCH_ID}\" width=\"{s:.1}\" height=\"{s:.1}\" \
         patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\
         <rect width=\"{s:.1}\" height=\"{s:.1}\" fill=\"{}\"/>\
         <line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"{s:.1}\" stroke=\"{}\" stroke-width=\"{:.1}\"/>\
         </pattern></defs>",
        hex(theme::LOSS_CELL),
        hex(theme::LOSS_HATCH),
        0.07 * w,
        s = 0.2 * w,
    );
    let _ = write!(
        svg,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"{}\"/>",
        hex(theme::BACKGROUND)
    );
    bands(&mut svg, &layout);
    cells(&mut svg, &layout, view, &name);
    stones(&mut svg, &layout, view);
    chain(&mut svg, &layout, view);
    last_move(&mut svg, &layout, view);
    labels(&mut svg, &layout, view);
    coordinates(&mut svg, &layout);
    svg.push_str("</svg>");
    svg
}

/// The red bands along the first and last rows, the blue ones along the first and last columns:
/// the triangles the outline's diagonals cut from it.
fn bands(svg: &mut String, layout: &Layout) {
    let outline = layout.band_outline();
    let centre = (
        (outline[0].0 + outline[2].0) / 2.0,
        (outline[0].1 + outline[2].1) / 2.0,
    );
    for (rgb, sides) in [
        (theme::RED, [(0, 1), (2, 3)]),
        (theme::BLUE, [(1, 2), (3, 0)]),
    ] {
        for (a, b) in sides {
            let _ = write!(
                svg,
                "<polygon points=\"{}\" fill=\"{c}\" stroke=\"{c}\" stroke-width=\"1\"/>",
                points(&[outline[a], outline[b], centre]),
                c = hex(rgb),
            );
        }
    }
}

/// Every cell, named, in the grid colour with its fill inside: the cell colour, the chain's, or
/// the heat map's tint over it.
fn cells(
    svg: &mut String,
    layout: &Layout,
    view: &BoardView,
    name: &impl Fn(Cell, Option<Color>) -> String,
) {
    let inset = inset(layout);
    let line = layout.cell_width() * (1.0 - inset);
    let chain = view.chain();
    for cell in view.size().all_cells() {
        let fill = match (chain.contains(&cell), view.chain_kind()) {
            (true, ChainKind::Win) => hex(theme::GOLD_CELL),
            (true, ChainKind::Loss) => format!("url(#{HATCH_ID})"),
            (false, _) => hex(theme::CELL),
        };
        let stone = view.stone(cell);
        let state = match stone {
            Some(Color::Red) => "red",
            Some(Color::Blue) => "blue",
            None => "empty",
        };
        let _ = write!(
            svg,
            "<polygon data-cell=\"{cell}\" data-stone=\"{state}\" points=\"{}\" fill=\"{fill}\" \
             stroke=\"{}\" stroke-width=\"{line:.2}\"><title>{}</title></polygon>",
            points(&hexagon(layout, cell, 1.0 - (1.0 - inset) / 2.0)),
            hex(theme::GRID),
            escape(&name(cell, stone)),
        );
        if let Some(heat) = view.heat(cell).filter(|&h| h > 0.0) {
            let _ = write!(
                svg,
                "<polygon points=\"{}\" fill=\"{}\" fill-opacity=\"{:.2}\" pointer-events=\"none\"/>",
                points(&hexagon(layout, cell, inset)),
                hex(theme::HEAT),
                (heat * 200.0 / 255.0).clamp(0.0, 1.0),
            );
        }
    }
}

/// A circle of `radius` on `cell`, with its attributes.
fn circle(svg: &mut String, layout: &Layout, cell: Cell, radius: f32, attributes: &str) {
    let (x, y) = layout.cell_centre(cell);
    let _ = write!(
        svg,
        "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{radius:.1}\" pointer-events=\"none\" {attributes}/>"
    );
}

/// The stones (a disc with a darker rim), the swap's ghost and the suggestion.
fn stones(svg: &mut String, layout: &Layout, view: &BoardView) {
    let w = layout.cell_width();
    let radius = layout.stone_radius();
    if let Some(origin) = view.swap_origin() {
        let a = format!(
            "fill=\"none\" stroke=\"{}\" stroke-opacity=\"0.86\" stroke-width=\"{:.1}\" \
             stroke-dasharray=\"{:.1} {:.1}\"",
            hex(theme::RED),
            0.045 * w,
            0.12 * w,
            0.08 * w
        );
        circle(svg, layout, origin, radius - 0.03 * w, &a);
    }
    for cell in view.size().all_cells() {
        let (body, rim) = match view.stone(cell) {
            Some(Color::Red) => (theme::RED, theme::RED_RIM),
            Some(Color::Blue) => (theme::BLUE, theme::BLUE_RIM),
            None => continue,
        };
        let a = format!(
            "fill=\"{}\" stroke=\"{}\" stroke-width=\"{:.1}\"",
            hex(body),
            hex(rim),
            0.06 * w
        );
        circle(svg, layout, cell, radius - 0.03 * w, &a);
    }
    if let Some((cell, color)) = view.suggestion() {
        let (body, rim) = match color {
            Color::Red => (theme::RED, theme::RED_RIM),
            Color::Blue => (theme::BLUE, theme::BLUE_RIM),
        };
        let a = format!(
            "fill=\"{}\" fill-opacity=\"0.43\" stroke=\"{}\" stroke-width=\"{:.1}\" \
             stroke-dasharray=\"{:.1} {:.1}\"",
            hex(body),
            hex(rim),
            0.06 * w,
            0.12 * w,
            0.07 * w
        );
        circle(svg, layout, cell, radius - 0.03 * w, &a);
    }
}

/// A round-capped polyline through `cells`' centres.
fn polyline(svg: &mut String, layout: &Layout, cells: &[Cell], rgb: Rgb, width: f32) {
    let centres: Vec<(f32, f32)> = cells.iter().map(|&c| layout.cell_centre(c)).collect();
    let _ = write!(
        svg,
        "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{width:.1}\" \
         stroke-linecap=\"round\" stroke-linejoin=\"round\" pointer-events=\"none\"/>",
        points(&centres),
        hex(rgb)
    );
}

/// The winning chain's gold path and dots, or the losing chain struck out.
fn chain(svg: &mut String, layout: &Layout, view: &BoardView) {
    let chain = view.chain();
    if chain.is_empty() {
        return;
    }
    let w = layout.cell_width();
    match view.chain_kind() {
        ChainKind::Win => {
            if chain.len() > 1 {
                polyline(svg, layout, chain, theme::GOLD_EDGE, 0.17 * w);
                polyline(svg, layout, chain, theme::GOLD, 0.11 * w);
            }
            for &cell in chain {
                let a = format!(
                    "fill=\"{}\" stroke=\"{}\" stroke-width=\"{:.1}\"",
                    hex(theme::GOLD),
                    hex(theme::GOLD_EDGE),
                    0.06 * w
                );
                circle(svg, layout, cell, 0.12 * w + 0.015 * w, &a);
            }
        }
        ChainKind::Loss => {
            if chain.len() > 1 {
                polyline(svg, layout, chain, theme::MARK, 0.15 * w);
                polyline(svg, layout, chain, theme::LOSS_INK, 0.09 * w);
            }
            let arm = 0.19 * w;
            for (rgb, width) in [(theme::MARK, 0.16 * w), (theme::LOSS_INK, 0.09 * w)] {
                let mut d = String::new();
                for &cell in chain {
                    let (x, y) = layout.cell_centre(cell);
                    let _ = write!(
                        d,
                        "M{:.1} {:.1}L{:.1} {:.1}M{:.1} {:.1}L{:.1} {:.1}",
                        x - arm,
                        y - arm,
                        x + arm,
                        y + arm,
                        x + arm,
                        y - arm,
                        x - arm,
                        y + arm
                    );
                }
                let _ = write!(
                    svg,
                    "<path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{width:.1}\" \
                     stroke-linecap=\"round\" pointer-events=\"none\"/>",
                    hex(rgb)
                );
            }
        }
    }
}

/// The last move's white ring; a swapped stone's two opposed arrows instead.
fn last_move(svg: &mut String, layout: &Layout, view: &BoardView) {
    let w = layout.cell_width();
    if let Some(cell) = view.last_move().filter(|&c| Some(c) != view.swapped()) {
        let a = format!(
            "fill=\"none\" stroke=\"{}\" stroke-width=\"{:.1}\" class=\"hexbot-last\"",
            hex(theme::MARK),
            0.06 * w
        );
        circle(svg, layout, cell, 0.21 * w, &a);
    }
    if let Some(cell) = view.swapped() {
        let (x, y) = layout.cell_centre(cell);
        let (a, b, head) = (0.2 * w, 0.09 * w, 0.08 * w);
        let d = format!(
            "M{:.1} {:.1}H{:.1}M{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}\
             M{:.1} {:.1}H{:.1}M{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}",
            x - a,
            y - b,
            x + a,
            x + a - head,
            y - b - head,
            x + a,
            y - b,
            x + a - head,
            y - b + head,
            x + a,
            y + b,
            x - a,
            x - a + head,
            y + b - head,
            x - a,
            y + b,
            x - a + head,
            y + b + head,
        );
        let _ = write!(
            svg,
            "<path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{:.1}\" \
             stroke-linecap=\"round\" stroke-linejoin=\"round\" pointer-events=\"none\"/>",
            hex(theme::MARK),
            0.055 * w
        );
    }
}

/// Text centred on `(x, y)`.
fn text(svg: &mut String, label: &str, px: f32, (x, y): (f32, f32), rgb: Rgb) {
    let _ = write!(
        svg,
        "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{px:.1}\" fill=\"{}\" \
         font-family=\"DejaVu Sans, Verdana, sans-serif\" font-weight=\"bold\" \
         text-anchor=\"middle\" dominant-baseline=\"central\" pointer-events=\"none\">{}</text>",
        hex(rgb),
        escape(label)
    );
}

/// The cells' labels: white on stones, dark on empty cells.
fn labels(svg: &mut String, layout: &Layout, view: &BoardView) {
    let w = layout.cell_width();
    for cell in view.size().all_cells() {
        if let Some(label) = view.label(cell) {
            let px = (0.32 * w).max(9.0) / (label.chars().count().max(2) as f32 / 2.0);
            let rgb = if view.stone(cell).is_some() {
                theme::MARK
            } else {
                theme::TEXT
            };
            text(svg, label, px, layout.cell_centre(cell), rgb);
        }
    }
}

/// Column letters and row numbers on all four sides.
fn coordinates(svg: &mut String, layout: &Layout) {
    for edge in Edge::ALL {
        for i in 0..layout.size().get() {
            let (label, at) = layout.coordinate(edge, i);
            text(svg, &label, layout.font_px(), at, theme::TEXT);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::{BoardSize, Game, Settings, Variant};
    use crate::render::Orientation;

    fn name(cell: Cell, stone: Option<Color>) -> String {
        format!("{cell} {stone:?} <&>")
    }

    fn played(size: u8, variant: Variant, moves: &[&str]) -> Game {
        let size = BoardSize::new(u32::from(size)).unwrap();
        let settings = Settings {
            variant,
            ..Settings::hex(size)
        };
        let mut game = Game::new(settings);
        for m in moves {
            game.play(game.parse_move(m).unwrap()).unwrap();
        }
        game
    }

    /// The document parsed (it must be well-formed XML) and its elements named `tag`.
    fn count(svg: &str, tag: &str, pred: impl Fn(&roxmltree::Node) -> bool) -> usize {
        let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
        doc.descendants()
            .filter(|n| n.tag_name().name() == tag && pred(n))
            .count()
    }

    #[test]
    fn every_cell_is_named_and_the_stones_and_last_move_drawn() {
        let game = played(7, Variant::Hex, &["d4", "c5", "e3"]);
        let view = BoardView::from_game(&game);
        let svg = render_svg(&view, name);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert_eq!(count(&svg, "polygon", |n| n.has_attribute("data-cell")), 49);
        assert_eq!(count(&svg, "title", |_| true), 49);
        let stone = |colour: &'static str| {
            move |n: &roxmltree::Node| n.attribute("data-stone") == Some(colour)
        };
        assert_eq!(count(&svg, "polygon", stone("red")), 2);
        assert_eq!(count(&svg, "polygon", stone("blue")), 1);
        assert_eq!(count(&svg, "polygon", stone("empty")), 46);
        // The accessible names are escaped text.
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let e3 = doc
            .descendants()
            .find(|n| n.attribute("data-cell") == Some("e3"))
            .unwrap();
        assert_eq!(
            e3.first_element_child().and_then(|t| t.text()),
            Some("e3 Some(Red) <&>")
        );
        assert_eq!(
            count(&svg, "circle", |n| n.attribute("fill")
                == Some(&*hex(theme::RED))),
            2
        );
        assert_eq!(
            count(&svg, "circle", |n| n.attribute("class")
                == Some("hexbot-last")),
            1
        );
        // Four bands, 28 coordinates, no script.
        assert_eq!(count(&svg, "polygon", |n| !n.has_attribute("data-cell")), 4);
        assert_eq!(count(&svg, "text", |_| true), 28);
        assert!(!svg.contains("<script") && !svg.contains("<style"));
    }

    #[test]
    fn the_picture_and_the_page_share_their_geometry() {
        for orientation in [Orientation::Normal, Orientation::Rotated] {
            let view = BoardView::from_game(&played(9, Variant::Hex, &["e5"]))
                .with_orientation(orientation);
            let svg = render_svg(&view, name);
            let layout = Layout::new(view.size(), orientation);
            let doc = roxmltree::Document::parse(&svg).unwrap();
            let root = doc.root_element();
            assert_eq!(
                root.attribute("viewBox"),
                Some(&*format!("0 0 {} {}", layout.width(), layout.height()))
            );
            let (x, y) = layout.cell_centre(Cell::parse("e5", view.size()).unwrap());
            let ring = doc
                .descendants()
                .find(|n| n.attribute("class") == Some("hexbot-last"))
                .unwrap();
            assert_eq!(ring.attribute("cx"), Some(&*format!("{x:.1}")));
            assert_eq!(ring.attribute("cy"), Some(&*format!("{y:.1}")));
        }
    }

    #[test]
    fn a_won_chain_is_gold_and_a_lost_one_struck_out() {
        // Red wins down column a on 7×7 (Blue plays along column g).
        let mut moves = Vec::new();
        for row in 1..=7 {
            moves.push(format!("a{row}"));
            if row < 7 {
                moves.push(format!("g{row}"));
            }
        }
        let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
        let won = BoardView::from_game(&played(7, Variant::Hex, &moves));
        assert_eq!(won.chain().len(), 7);
        let svg = render_svg(&won, name);
        let gold = hex(theme::GOLD);
        assert_eq!(
            count(&svg, "polyline", |n| n.attribute("stroke") == Some(&*gold)),
            1
        );
        assert_eq!(
            count(&svg, "circle", |n| n.attribute("fill") == Some(&*gold)),
            7
        );
        assert!(!svg.contains(&format!("url(#{HATCH_ID})\"")));

        let lost = BoardView::from_game(&played(7, Variant::Rex, &moves));
        assert_eq!(lost.chain_kind(), ChainKind::Loss);
        let svg = render_svg(&lost, name);
        assert!(!svg.contains(&gold), "a loss is never gold");
        let hatched = format!("url(#{HATCH_ID})");
        assert_eq!(
            count(&svg, "polygon", |n| n.attribute("fill") == Some(&*hatched)),
            7
        );
        let ink = hex(theme::LOSS_INK);
        assert_eq!(
            count(&svg, "path", |n| n.attribute("stroke") == Some(&*ink)),
            1
        );
    }
}
