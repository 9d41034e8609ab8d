//! Plots drawn with **plotters** on its bitmap backend, in the board's palette and with the font we
//! ship (DejaVu Sans Bold from `fonts/`, registered with plotters' ab_glyph text, so no system
//! font or fontconfig is needed): a review's graph of Red's chance of winning after each move, and
//! a player's rating over time. Pure functions from data to PNG bytes, like the board picture.
//! The pictures carry numbers only (percentages, move numbers, ratings, dates); the words that
//! explain them travel with the reply, in the reader's language.

use super::draw::encode_png;
use super::theme::{self, Rgb};
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use std::sync::Once;

/// Width and height in pixels of a review's graph ([`review_graph_png`]).
pub const REVIEW_GRAPH_SIZE: (u32, u32) = (960, 440);

/// Width and height in pixels of a rating plot ([`rating_plot_png`]).
pub const RATING_PLOT_SIZE: (u32, u32) = (960, 400);

/// The font family plotters looks up; ours is registered under it.
const FAMILY: &str = "sans-serif";

/// Registers the embedded font with plotters (once per process; registering again would change
/// nothing).
fn register_font() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // The bytes are compiled in and checked by a test; a failure is a broken build.
        plotters::style::register_font(FAMILY, FontStyle::Normal, super::text::FONT_BYTES)
            .unwrap_or_else(|_| panic!("the embedded font registers with plotters"));
    });
}

fn rgb(c: Rgb) -> RGBColor {
    RGBColor(c[0], c[1], c[2])
}

/// A light tint of `c` over the background (`amount` of the colour, 0 to 1).
fn tint(c: Rgb, amount: f32) -> RGBColor {
    let mix = |a: u8, b: u8| (f32::from(a) * amount + f32::from(b) * (1.0 - amount)).round() as u8;
    let bg = theme::BACKGROUND;
    RGBColor(mix(c[0], bg[0]), mix(c[1], bg[1]), mix(c[2], bg[2]))
}

/// What a review's graph shows.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewGraph {
    /// Red's chance of winning (0 to 1) before the first move and after each move: one value per
    /// position, the start first.
    pub red_chance: Vec<f32>,
    /// The moves to mark (their numbers, 1 for the first move): the biggest swings.
    pub marked: Vec<usize>,
    /// Who moved each move (index 0 is move 1): `true` for Red.
    pub red_moved: Vec<bool>,
    /// Whether Red won (the game's end is drawn in the winner's colour).
    pub red_won: bool,
}

/// The graph of a review as PNG bytes, [`REVIEW_GRAPH_SIZE`] pixels: Red's chance in per cent
/// (0 to 100, Red ahead in the red-tinted upper half, Blue in the blue lower half) against the
/// move number, a dot per move in the mover's colour, the marked moves ringed with their numbers,
/// and the end as a line in the winner's colour.
pub fn review_graph_png(graph: &ReviewGraph) -> Vec<u8> {
    register_font();
    let (w, h) = REVIEW_GRAPH_SIZE;
    let mut buf = vec![0u8; (w * h * 3) as usize];
    // Drawing into a buffer of the right size with a registered font does not fail; if it ever
    // did, the picture is left as far as it got rather than refusing the review.
    let _ = draw_review(&mut buf, graph);
    encode_png(w, h, &buf)
}

type DrawResult = Result<(), Box<dyn std::error::Error>>;

/// The chart of a review: move numbers across, Red's chance in per cent up.
type ReviewChart<'a, 'b> =
    ChartContext<'a, BitMapBackend<'b>, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

fn draw_review(buf: &mut [u8], graph: &ReviewGraph) -> DrawResult {
    let root = BitMapBackend::with_buffer(buf, REVIEW_GRAPH_SIZE).into_drawing_area();
    root.fill(&rgb(theme::BACKGROUND))?;
    let moves = graph.red_chance.len().saturating_sub(1).max(1);
    let x_max = moves as f64;
    let mut chart = ChartBuilder::on(&root)
        .margin(18)
        .margin_right(30)
        .x_label_area_size(44)
        .y_label_area_size(78)
        .build_cartesian_2d(0f64..x_max, 0f64..100f64)?;
    draw_review_frame(&mut chart, moves)?;
    let points: Vec<(f64, f64)> = graph
        .red_chance
        .iter()
        .enumerate()
        .map(|(i, &p)| (i as f64, f64::from(p.clamp(0.0, 1.0)) * 100.0))
        .collect();
    draw_review_course(&mut chart, graph, &points, x_max)?;
    mark_swings(&mut chart, graph, &points)?;
    root.present()?;
    Ok(())
}

/// The frame under the course: the red and blue halves, the axes and their labels, the even line.
fn draw_review_frame(chart: &mut ReviewChart<'_, '_>, moves: usize) -> DrawResult {
    let x_max = moves as f64;
    // Red ahead above the middle, Blue ahead below.
    chart.draw_series([
        Rectangle::new(
            [(0.0, 50.0), (x_max, 100.0)],
            tint(theme::RED, 0.14).filled(),
        ),
        Rectangle::new(
            [(0.0, 0.0), (x_max, 50.0)],
            tint(theme::BLUE, 0.12).filled(),
        ),
    ])?;
    let label_font = (FAMILY, 19).into_font().color(&rgb(theme::TEXT));
    let y_fmt = |v: &f64| format!("{v:.0} %");
    let x_fmt = |v: &f64| format!("{v:.0}");
    chart
        .configure_mesh()
        .x_labels(moves.min(12))
        .y_labels(5)
        .x_label_formatter(&x_fmt)
        .y_label_formatter(&y_fmt)
        .label_style(label_font)
        .axis_style(rgb(theme::GRID).stroke_width(2))
        .bold_line_style(rgb(theme::GRID).mix(0.25))
        .light_line_style(TRANSPARENT)
        .draw()?;
    // The even line.
    chart.draw_series(LineSeries::new(
        [(0.0, 50.0), (x_max, 50.0)],
        rgb(theme::GRID).mix(0.6).stroke_width(2),
    ))?;
    Ok(())
}

/// The game's course: the end in the winner's colour, the line through `points`, and a dot per
/// move in the mover's colour.
fn draw_review_course(
    chart: &mut ReviewChart<'_, '_>,
    graph: &ReviewGraph,
    points: &[(f64, f64)],
    x_max: f64,
) -> DrawResult {
    // The end of the game, in the winner's colour.
    let winner = if graph.red_won {
        theme::RED
    } else {
        theme::BLUE
    };
    chart.draw_series(LineSeries::new(
        [(x_max, 0.0), (x_max, 100.0)],
        rgb(winner).stroke_width(4),
    ))?;
    chart.draw_series(LineSeries::new(
        points.iter().copied(),
        rgb(theme::TEXT).stroke_width(3),
    ))?;
    // A dot per move in the mover's colour.
    chart.draw_series(
        points
            .iter()
            .skip(1)
            .zip(&graph.red_moved)
            .map(|(&p, &red)| {
                let c = if red { theme::RED } else { theme::BLUE };
                Circle::new(p, 4, rgb(c).filled())
            }),
    )?;
    Ok(())
}

/// The biggest swings: ringed, with their move numbers.
fn mark_swings(
    chart: &mut ReviewChart<'_, '_>,
    graph: &ReviewGraph,
    points: &[(f64, f64)],
) -> DrawResult {
    let number_font = (FAMILY, 18).into_font().color(&rgb(theme::TEXT));
    for &m in &graph.marked {
        let Some(&(x, y)) = points.get(m) else {
            continue;
        };
        chart.draw_series([Circle::new(
            (x, y),
            10,
            rgb(theme::GOLD_EDGE).stroke_width(3),
        )])?;
        // The number above the point, or below it near the top.
        let dy = if y > 80.0 { 16 } else { -34 };
        let text = m.to_string();
        let dx = -(5 * text.len() as i32);
        chart.draw_series([
            EmptyElement::at((x, y)) + Text::new(text, (dx, dy), number_font.clone())
        ])?;
    }
    Ok(())
}

/// One ladder's ratings over time.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingSeries {
    /// Points in time order: when (milliseconds since the Unix epoch) and the rating after
    /// that game; the first point is the rating before the first game.
    pub points: Vec<(i64, f64)>,
    /// Drawn dashed (the computer ladder) rather than solid (games between players).
    pub dashed: bool,
}

/// What a rating plot shows: one or two ladders, and how to write a time as a date.
pub struct RatingPlot<'a> {
    /// The ladders (empty series are skipped).
    pub series: Vec<RatingSeries>,
    /// A time (milliseconds since the Unix epoch) as a short date for the axis.
    pub date: &'a dyn Fn(i64) -> String,
}

/// A player's rating over time as PNG bytes, [`RATING_PLOT_SIZE`] pixels: the ladder between
/// players as a solid dark line with dots, the computer ladder as a dashed green one, dates along
/// the bottom.
pub fn rating_plot_png(plot: &RatingPlot<'_>) -> Vec<u8> {
    register_font();
    let (w, h) = RATING_PLOT_SIZE;
    let mut buf = vec![0u8; (w * h * 3) as usize];
    // As for the review graph: a failure would leave a partial picture, never a refusal.
    let _ = draw_rating(&mut buf, plot);
    encode_png(w, h, &buf)
}

/// Milliseconds in a day: the rating plot's x axis counts days.
const DAY_MS: f64 = 86_400_000.0;

/// The rating plot's x axis, in days since the Unix epoch: whole days, at least two of them, and
/// at most one label a day, so that no date is written twice (a plot of games played on one day
/// once showed that day four times).
#[derive(Clone, Copy, Debug, PartialEq)]
struct DayAxis {
    first: f64,
    last: f64,
    labels: usize,
}

impl DayAxis {
    /// The axis for times from `t0` to `t1` (milliseconds since the epoch).
    fn spanning(t0: i64, t1: i64) -> Self {
        let first = (t0 as f64 / DAY_MS).floor();
        let last = (t1 as f64 / DAY_MS).ceil().max(first + 2.0);
        let days = (last - first) as usize;
        Self {
            first,
            last,
            labels: days.clamp(2, 4),
        }
    }
}

fn draw_rating(buf: &mut [u8], plot: &RatingPlot<'_>) -> DrawResult {
    let root = BitMapBackend::with_buffer(buf, RATING_PLOT_SIZE).into_drawing_area();
    root.fill(&rgb(theme::BACKGROUND))?;
    let all: Vec<(i64, f64)> = plot
        .series
        .iter()
        .flat_map(|s| s.points.iter().copied())
        .collect();
    if all.is_empty() {
        root.present()?;
        return Ok(());
    }
    let t0 = all.iter().map(|p| p.0).min().unwrap_or(0);
    let t1 = all.iter().map(|p| p.0).max().unwrap_or(0);
    let axis = DayAxis::spanning(t0, t1);
    let lo = all.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let hi = all.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    let pad = ((hi - lo) * 0.12).max(25.0);
    let (lo, hi) = ((lo - pad).floor(), (hi + pad).ceil());
    let mut chart = ChartBuilder::on(&root)
        .margin(18)
        .margin_right(40)
        .x_label_area_size(44)
        .y_label_area_size(72)
        .build_cartesian_2d(axis.first..axis.last, lo..hi)?;
    let label_font = (FAMILY, 19).into_font().color(&rgb(theme::TEXT));
    let x_fmt = |v: &f64| (plot.date)((v * DAY_MS).round() as i64);
    let y_fmt = |v: &f64| format!("{v:.0}");
    chart
        .configure_mesh()
        .x_labels(axis.labels)
        .y_labels(6)
        .x_label_formatter(&x_fmt)
        .y_label_formatter(&y_fmt)
        .label_style(label_font)
        .axis_style(rgb(theme::GRID).stroke_width(2))
        .bold_line_style(rgb(theme::GRID).mix(0.25))
        .light_line_style(TRANSPARENT)
        .draw()?;
    for s in plot.series.iter().filter(|s| !s.points.is_empty()) {
        let pts: Vec<(f64, f64)> = s
            .points
            .iter()
            .map(|&(t, r)| (t as f64 / DAY_MS, r))
            .collect();
        if s.dashed {
            let colour = rgb(theme::HEAT);
            chart.draw_series(DashedLineSeries::new(
                pts.iter().copied(),
                10,
                6,
                colour.stroke_width(3),
            ))?;
            chart.draw_series(pts.iter().map(|&p| {
                EmptyElement::at(p) + Rectangle::new([(-4, -4), (4, 4)], colour.filled())
            }))?;
        } else {
            let colour = rgb(theme::TEXT);
            chart.draw_series(LineSeries::new(pts.iter().copied(), colour.stroke_width(3)))?;
            chart.draw_series(pts.iter().map(|&p| Circle::new(p, 5, colour.filled())))?;
        }
    }
    root.present()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rating_axis_spans_whole_days_with_at_most_one_label_a_day() {
        // Games within one afternoon: two days around them, two labels a day apart or more.
        let noon = 20_000.0 * DAY_MS + DAY_MS / 2.0;
        let axis = DayAxis::spanning(noon as i64, (noon + 3_600_000.0) as i64);
        assert_eq!(
            (axis.first, axis.last, axis.labels),
            (20_000.0, 20_002.0, 2)
        );
        // A long span keeps four labels.
        let axis = DayAxis::spanning(0, (300.0 * DAY_MS) as i64);
        assert_eq!((axis.first, axis.last, axis.labels), (0.0, 300.0, 4));
        for t1 in [1, 2, 3, 5, 9, 40] {
            let axis = DayAxis::spanning(0, (f64::from(t1) * DAY_MS) as i64 - 1);
            assert!(axis.last - axis.first >= 2.0);
            assert!(axis.labels as f64 <= axis.last - axis.first, "{axis:?}");
        }
    }
}
