//! A tournament's pictures: a round robin's crosstable and a knockout's bracket, pure
//! functions from what they show to PNG bytes. They carry no words of any language: the
//! tournament's and players' names as given, start numbers, and the signs of chess
//! crosstables (`1` a win, `0` a loss, `+` and `−` forfeits, `·` not played yet), so every
//! server reads them in its own language. Wide enough to stay legible on a phone (Discord
//! scales a picture to the screen's width), at most [`MAX_ROWS`] players.

use super::draw::encode_png;
use super::text;
use super::theme::{self, Rgb};
use tiny_skia::{Color, Paint, Pixmap, Rect, Transform};

/// The most players a picture shows (beyond, the standings' text says it all).
pub const MAX_ROWS: usize = 64;

/// A round robin's crosstable: the players in standing order, each row one player's results
/// against each column's player (same order), and their points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Crosstable {
    /// The tournament's name.
    pub title: String,
    /// The players, best first.
    pub names: Vec<String>,
    /// `cells[i][j]`: player i's results against player j, as signs (`"1"`, `"0 1"`, `"+"`,
    /// `"·"`); the diagonal is ignored.
    pub cells: Vec<Vec<String>>,
    /// Each player's points, written as the standings write them.
    pub points: Vec<String>,
}

/// A knockout's bracket: its rounds from the first to the final, each a column of matches in
/// bracket order (match k of a round is fed by matches 2k and 2k + 1 of the round before).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bracket {
    /// The tournament's name.
    pub title: String,
    /// The rounds; rounds not paired yet have matches with nobody in them.
    pub rounds: Vec<Vec<BracketMatch>>,
}

/// A match of a bracket: its two places (a name, or nobody yet or a bye), and which place
/// went through once it is decided.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BracketMatch {
    /// The two places: a name, or nobody (not decided yet, or a bye's empty place).
    pub players: [Option<String>; 2],
    /// The place (0 or 1) that went through, once decided.
    pub winner: Option<usize>,
}

const PAD: f32 = 24.0;
const TITLE_PX: f32 = 30.0;
const TITLE_H: f32 = 56.0;
const CELL_PX: f32 = 20.0;
const ROW_H: f32 = 40.0;
const NAME_W: f32 = 240.0;
const NUMBER_W: f32 = 44.0;
const WIN: Rgb = [0xD7, 0xEB, 0xD2];
const LOSS: Rgb = [0xF2, 0xD8, 0xD2];

/// `text` cut with an ellipsis to fit `width` pixels at `px`.
fn fitted(text: &str, px: f32, width: f32) -> String {
    if text::measure(text, px).0 <= width {
        return text.to_owned();
    }
    let mut cut: String = text.to_owned();
    while !cut.is_empty() && text::measure(&format!("{cut}…"), px).0 > width {
        cut.pop();
    }
    format!("{cut}…")
}

fn rect(pixmap: &mut Pixmap, (x, y, w, h): (f32, f32, f32, f32), rgb: Rgb) {
    if let Some(r) = Rect::from_xywh(x, y, w, h) {
        let mut paint = Paint::default();
        paint.set_color_rgba8(rgb[0], rgb[1], rgb[2], 255);
        pixmap.fill_rect(r, &paint, Transform::identity(), None);
    }
}

/// Text left-aligned at `x`, centred on `cy`.
fn left(pixmap: &mut Pixmap, text: &str, px: f32, (x, cy): (f32, f32), rgb: Rgb) {
    let width = text::measure(text, px).0;
    text::draw(pixmap, text, px, (x + width / 2.0, cy), rgb);
}

/// A blank picture of `width` × `height` with `title` centred at its top.
fn canvas(width: f32, height: f32, title: &str) -> Pixmap {
    let (w, h) = (width.ceil() as u32, height.ceil() as u32);
    let mut pixmap = Pixmap::new(w.max(1), h.max(1)).unwrap_or_else(|| {
        Pixmap::new(1, 1).unwrap_or_else(|| unreachable!("a 1×1 pixmap always exists"))
    });
    let bg = theme::BACKGROUND;
    pixmap.fill(Color::from_rgba8(bg[0], bg[1], bg[2], 255));
    let title = fitted(title, TITLE_PX, width - 2.0 * PAD);
    let at = (width / 2.0, PAD + TITLE_H / 2.0 - 6.0);
    text::draw(&mut pixmap, &title, TITLE_PX, at, theme::TEXT);
    pixmap
}

fn png(pixmap: &Pixmap) -> Vec<u8> {
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    encode_png(pixmap.width(), pixmap.height(), &rgb)
}

/// The crosstable as a PNG.
#[must_use]
pub fn crosstable_png(table: &Crosstable) -> Vec<u8> {
    let n = table.names.len().min(MAX_ROWS);
    let widest = table
        .cells
        .iter()
        .flatten()
        .map(|c| text::measure(c, CELL_PX).0)
        .fold(0.0, f32::max);
    let cell_w = (widest + 16.0).max(ROW_H);
    let width = PAD * 2.0 + NUMBER_W + NAME_W + cell_w * n as f32 + NUMBER_W * 1.6;
    let height = PAD * 2.0 + TITLE_H + ROW_H * (n as f32 + 1.0);
    let mut pixmap = canvas(width, height, &table.title);
    let top = PAD + TITLE_H;
    let x_cells = PAD + NUMBER_W + NAME_W;
    let x_points = x_cells + cell_w * n as f32;
    // The header: the columns' numbers and the sum.
    rect(
        &mut pixmap,
        (PAD, top, width - 2.0 * PAD, ROW_H),
        theme::CELL,
    );
    for j in 0..n {
        let cx = x_cells + cell_w * (j as f32 + 0.5);
        text::draw(
            &mut pixmap,
            &(j + 1).to_string(),
            CELL_PX,
            (cx, top + ROW_H / 2.0),
            theme::GRID,
        );
    }
    let sum_x = x_points + NUMBER_W * 0.8;
    text::draw(
        &mut pixmap,
        "Σ",
        CELL_PX,
        (sum_x, top + ROW_H / 2.0),
        theme::GRID,
    );
    for i in 0..n {
        let y = top + ROW_H * (i as f32 + 1.0);
        let cy = y + ROW_H / 2.0;
        if i % 2 == 1 {
            rect(
                &mut pixmap,
                (PAD, y, width - 2.0 * PAD, ROW_H),
                [0xEF, 0xEA, 0xDF],
            );
        }
        text::draw(
            &mut pixmap,
            &(i + 1).to_string(),
            CELL_PX,
            (PAD + NUMBER_W / 2.0, cy),
            theme::GRID,
        );
        let name = fitted(&table.names[i], CELL_PX, NAME_W - 12.0);
        left(
            &mut pixmap,
            &name,
            CELL_PX,
            (PAD + NUMBER_W, cy),
            theme::TEXT,
        );
        for j in 0..n {
            let x = x_cells + cell_w * j as f32;
            let cx = x + cell_w / 2.0;
            if i == j {
                rect(
                    &mut pixmap,
                    (x + 2.0, y + 2.0, cell_w - 4.0, ROW_H - 4.0),
                    theme::GRID,
                );
                continue;
            }
            let cell = table
                .cells
                .get(i)
                .and_then(|r| r.get(j))
                .map_or("", String::as_str);
            let won = cell
                .split_whitespace()
                .filter(|s| matches!(*s, "1" | "+"))
                .count();
            let lost = cell
                .split_whitespace()
                .filter(|s| matches!(*s, "0" | "−" | "-"))
                .count();
            let tint = match won.cmp(&lost) {
                std::cmp::Ordering::Greater => Some(WIN),
                std::cmp::Ordering::Less => Some(LOSS),
                std::cmp::Ordering::Equal => None,
            };
            if let Some(tint) = tint {
                rect(
                    &mut pixmap,
                    (x + 2.0, y + 2.0, cell_w - 4.0, ROW_H - 4.0),
                    tint,
                );
            }
            text::draw(&mut pixmap, cell, CELL_PX, (cx, cy), theme::TEXT);
        }
        let points = table.points.get(i).map_or("", String::as_str);
        text::draw(&mut pixmap, points, CELL_PX, (sum_x, cy), theme::TEXT);
    }
    png(&pixmap)
}

const MATCH_W: f32 = 250.0;
const GAP_W: f32 = 44.0;
const SLOT_H: f32 = 34.0;
const MATCH_GAP: f32 = 18.0;

/// The bracket as a PNG: a column per round, lines joining each match to the one it feeds,
/// the players who went through in bold colour.
#[must_use]
pub fn bracket_png(bracket: &Bracket) -> Vec<u8> {
    let rounds = bracket.rounds.len().max(1);
    let first = bracket
        .rounds
        .first()
        .map_or(1, Vec::len)
        .clamp(1, MAX_ROWS);
    let match_h = 2.0 * SLOT_H;
    let pitch = match_h + MATCH_GAP;
    let width = PAD * 2.0 + MATCH_W * rounds as f32 + GAP_W * (rounds as f32 - 1.0);
    let height = PAD * 2.0 + TITLE_H + pitch * first as f32;
    let mut pixmap = canvas(width, height, &bracket.title);
    let top = PAD + TITLE_H;
    // The centre of match k of round r: halfway between the two it is fed by.
    let centre = |r: usize, k: usize| -> f32 {
        let span = (1usize << r) as f32;
        top + pitch * span * (k as f32 + 0.5)
    };
    for (r, round) in bracket.rounds.iter().enumerate() {
        let x = PAD + (MATCH_W + GAP_W) * r as f32;
        for (k, m) in round.iter().enumerate().take(MAX_ROWS) {
            let cy = centre(r, k);
            let y = cy - SLOT_H;
            rect(&mut pixmap, (x, y, MATCH_W, match_h), theme::GRID);
            for (slot, player) in m.players.iter().enumerate() {
                let sy = y + SLOT_H * slot as f32;
                let won = m.winner == Some(slot);
                let fill = if won { WIN } else { theme::CELL };
                rect(
                    &mut pixmap,
                    (x + 2.0, sy + 2.0, MATCH_W - 4.0, SLOT_H - 3.0),
                    fill,
                );
                let name = player.as_deref().unwrap_or("");
                let name = fitted(name, CELL_PX * 0.9, MATCH_W - 20.0);
                let ink = if m.winner.is_some() && !won {
                    theme::GRID
                } else {
                    theme::TEXT
                };
                left(
                    &mut pixmap,
                    &name,
                    CELL_PX * 0.9,
                    (x + 10.0, sy + SLOT_H / 2.0),
                    ink,
                );
            }
            // The line to the match this one feeds.
            if r + 1 < bracket.rounds.len() {
                let next = centre(r + 1, k / 2);
                let mid = x + MATCH_W + GAP_W / 2.0;
                rect(
                    &mut pixmap,
                    (x + MATCH_W, cy - 1.5, GAP_W / 2.0, 3.0),
                    theme::GRID,
                );
                let (a, b) = if cy < next { (cy, next) } else { (next, cy) };
                rect(
                    &mut pixmap,
                    (mid - 1.5, a - 1.5, 3.0, b - a + 3.0),
                    theme::GRID,
                );
                rect(
                    &mut pixmap,
                    (mid, next - 1.5, GAP_W / 2.0, 3.0),
                    theme::GRID,
                );
            }
        }
    }
    png(&pixmap)
}
