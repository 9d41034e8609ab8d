//! The replay: a game as an animated GIF, one frame per position (the empty board first, then
//! one per stone or swap), the last stone marked in each, the final position held longer with its
//! chain drawn as the still picture draws it (gold in Hex, struck out in Rex).
//!
//! Pure, like the rest of the room: views in, bytes out. The **gif** crate writes the container
//! and its LZW; the rest is ours and is what keeps a whole 19×19 game small:
//! - **One palette for the whole animation**, fitted to the board's colours: every colour the
//!   frames use is counted; when they are at most 255 the palette is exact, otherwise the theme's
//!   flat colours (background, cells, grid, stones, marks, chain) keep exact entries and the rest
//!   (the anti-aliased edges) share the remaining entries by a weighted median cut, each pixel
//!   taking its nearest entry. The last index is transparent.
//! - **Only the changed rectangle per frame**: each frame after the first covers the bounding
//!   box of the pixels that differ from the frame before, and inside it the pixels that did not
//!   change are transparent, so the long runs LZW likes stay long.
//!
//! And what keeps it cheap to make: **memory bounded by two frames, whatever the game's
//! length**. The palette must be known before the first frame is written, and it depends on
//! every frame; rather than keep the frames (or their changes) until then, the encoder draws them
//! twice: a first pass only counts the colours that change, holding the frame before and the
//! one being drawn; the second draws them again and writes each straight into the output. A
//! frame is drawn from a kept empty board and kept stone sprites, so the second pass costs about
//! a millisecond a frame on 19×19 (`hexbot-lab bench pictures`).

use super::draw::render_rgba;
use super::layout::Layout;
use super::theme;
use super::view::{BoardView, Orientation};
use crate::hex::{Game, Move};
use std::collections::HashMap;

/// Palette index drawn as "unchanged": the frame below shows through.
const TRANSPARENT: u8 = 255;

/// Bytes per pixel of a drawn frame: red, green, blue and an alpha that is always opaque (the
/// empty board is painted in full), so comparing whole pixels is comparing colours.
const PIXEL: usize = 4;

/// How long the final position stays before the animation starts again, in hundredths of a second.
pub const LAST_FRAME_CS: u16 = 500;

/// How long each position but the last is shown, in hundredths of a second, for an animation of
/// `frames` frames: about half a minute for the whole game, between 0.2 s and 1 s a frame.
pub fn frame_delay_cs(frames: usize) -> u16 {
    let each = 3000 / frames.max(1);
    u16::try_from(each.clamp(20, 100)).unwrap_or(100)
}

/// The views of a replay of `game`, turned as `orientation` says: the empty board, then the
/// position after each stone or swap as [`BoardView::from_game`] shows it (the last one with the
/// chain that decided the game). A resignation changes no stone and adds no view (the picture
/// of a resigned game shows no chain).
pub fn replay_views(game: &Game, orientation: Orientation) -> Vec<BoardView> {
    ReplayViews::new(game, orientation).collect()
}

/// The views of [`replay_views`], made one at a time as the game is played again.
struct ReplayViews<'a> {
    game: &'a Game,
    orientation: Orientation,
    /// The position shown last; `None` before the empty board.
    position: Option<Game>,
    /// The next of the game's moves to play.
    next: usize,
}

impl<'a> ReplayViews<'a> {
    fn new(game: &'a Game, orientation: Orientation) -> Self {
        Self {
            game,
            orientation,
            position: None,
            next: 0,
        }
    }
}

impl Iterator for ReplayViews<'_> {
    type Item = BoardView;

    fn next(&mut self) -> Option<BoardView> {
        let Some(position) = &mut self.position else {
            self.position = Some(Game::new(self.game.settings()));
            return Some(BoardView::new(self.game.size()).with_orientation(self.orientation));
        };
        while let Some(&mv) = self.game.moves().get(self.next) {
            self.next += 1;
            if matches!(mv, Move::Resign(_)) {
                continue;
            }
            if position.play(mv).is_err() {
                // A stored game's moves replay (the store checks); stop rather than show a wrong
                // one.
                self.next = usize::MAX;
                return None;
            }
            return Some(BoardView::from_game(position).with_orientation(self.orientation));
        }
        None
    }
}

/// The replay of `game` as an animated GIF, turned as `orientation` says: the animation of
/// [`render_gif`] for the views of [`replay_views`], made without keeping them (nor more than two
/// frames at a time).
pub fn render_replay(game: &Game, orientation: Orientation) -> Vec<u8> {
    let layout = Layout::new(game.size(), orientation);
    encode(layout.width(), layout.height(), || {
        ReplayViews::new(game, orientation).map(|view| render_rgba(&view))
    })
}

/// An animated GIF of `frames` (views of one board size and orientation, as
/// [`replay_views`] gives), looping, each shown [`frame_delay_cs`] and the last
/// [`LAST_FRAME_CS`]. Decoded, its first frame is the still picture of the first view, and each
/// later frame composed over the one before is the still picture of its view, to within the
/// palette (exact for the theme's colours). Empty `frames` give an empty vector. Each view is
/// drawn twice, and at most two at a time are held as pixels.
pub fn render_gif(frames: &[BoardView]) -> Vec<u8> {
    let Some(first) = frames.first() else {
        return Vec::new();
    };
    let layout = Layout::new(first.size(), first.orientation());
    encode(layout.width(), layout.height(), || {
        frames.iter().map(render_rgba)
    })
}

/// The animation of the frames each call of `pass` draws (`width`×`height` pixels of
/// [`PIXEL`] bytes, the same frames on every call), in two passes: the first counts the colours
/// that change, the second writes each frame's changes. The frame before the one being drawn is
/// the only other frame held.
fn encode<F, I>(width: u32, height: u32, pass: impl Fn() -> I) -> Vec<u8>
where
    F: AsRef<[u8]>,
    I: Iterator<Item = F>,
{
    let (w, h) = (width as usize, height as usize);
    // Pass 1: the colours of the first frame and of every pixel that changes.
    let mut counts = Counts::default();
    let mut frames = 0;
    let mut previous: Option<F> = None;
    for frame in pass() {
        let next = frame.as_ref();
        match previous.as_ref().map(AsRef::as_ref) {
            None => counts.add_all(next),
            Some(before) => {
                for (y, left, right) in changed_rows(before, next, w, h) {
                    counts.add_changed(before, next, y * w + left..=y * w + right);
                }
            }
        }
        // The frame before is dropped only now, after the next one was drawn: two at a time.
        previous = Some(frame);
        frames += 1;
    }
    drop(previous);
    if frames == 0 {
        return Vec::new();
    }

    // The palette and each colour's entry.
    let palette = fit_palette(&counts.map);
    let mut index: HashMap<u32, u8> = HashMap::with_capacity(counts.map.len());
    for &colour in counts.map.keys() {
        index.insert(colour, nearest(&palette, colour));
    }
    let mut table = Vec::with_capacity(256 * 3);
    for c in &palette {
        table.extend_from_slice(c);
    }
    table.resize(256 * 3, 0);

    // Pass 2: each frame's rectangle of changes, written as it is drawn.
    let mut out = Vec::new();
    let delay = frame_delay_cs(frames);
    // A picture is at most a few thousand pixels a side, within the format's 65,535.
    let mut encoder =
        gif::Encoder::new(&mut out, width as u16, height as u16, &table).expect("GIF into memory");
    encoder
        .set_repeat(gif::Repeat::Infinite)
        .expect("GIF extension into memory");
    let mut previous: Option<F> = None;
    let mut buffer = Vec::new();
    for (i, frame) in pass().take(frames).enumerate() {
        let next = frame.as_ref();
        let before = previous.as_ref().map(AsRef::as_ref);
        let (rect, rows): (Rect, Vec<_>) = match before {
            None => (Rect::whole(w, h), (0..h).map(|y| (y, 0, w - 1)).collect()),
            Some(before) => {
                let rows: Vec<_> = changed_rows(before, next, w, h).collect();
                (Rect::around(rows.iter().copied()), rows)
            }
        };
        // Transparent but where a pixel changed.
        buffer.clear();
        buffer.resize(rect.width * rect.height, TRANSPARENT);
        let mut last = (u32::MAX, TRANSPARENT);
        for (y, left, right) in rows {
            let line = (y - rect.top) * rect.width;
            for x in left..=right {
                let at = y * w + x;
                let colour = pixel(next, at);
                if before.is_some_and(|before| pixel(before, at) == colour) {
                    continue;
                }
                if colour != last.0 {
                    // Every colour was counted in the first pass (the same frames again).
                    let entry = index.get(&colour).copied();
                    last = (colour, entry.unwrap_or_else(|| nearest(&palette, colour)));
                }
                buffer[line + x - rect.left] = last.1;
            }
        }
        let frame_out = gif::Frame {
            delay: if i + 1 == frames {
                LAST_FRAME_CS
            } else {
                delay
            },
            dispose: gif::DisposalMethod::Keep,
            transparent: (i > 0).then_some(TRANSPARENT),
            left: rect.left as u16,
            top: rect.top as u16,
            width: rect.width as u16,
            height: rect.height as u16,
            buffer: std::borrow::Cow::Borrowed(&buffer),
            ..gif::Frame::default()
        };
        encoder
            .write_frame(&frame_out)
            .expect("GIF frame into memory");
        previous = Some(frame);
    }
    drop(encoder);
    out
}

/// The colour of pixel `at` of `frame`, packed as `0xRRGGBB`.
fn pixel(frame: &[u8], at: usize) -> u32 {
    let p = &frame[at * PIXEL..at * PIXEL + 3];
    u32::from(p[0]) << 16 | u32::from(p[1]) << 8 | u32::from(p[2])
}

fn pack(px: &[u8]) -> u32 {
    u32::from(px[0]) << 16 | u32::from(px[1]) << 8 | u32::from(px[2])
}

fn unpack(p: u32) -> [u8; 3] {
    [(p >> 16) as u8, (p >> 8) as u8, p as u8]
}

/// How many pixels of each colour (packed) the frames show anew.
#[derive(Default)]
struct Counts {
    map: HashMap<u32, u32>,
}

impl Counts {
    /// Counts every pixel of `frame`, a run of one colour at a time.
    fn add_all(&mut self, frame: &[u8]) {
        let mut run = (u32::MAX, 0);
        for at in 0..frame.len() / PIXEL {
            let colour = pixel(frame, at);
            if colour != run.0 {
                self.add(run);
                run = (colour, 0);
            }
            run.1 += 1;
        }
        self.add(run);
    }

    /// Counts the pixels of `next` in `span` (pixel indices) that differ from `before`.
    fn add_changed(&mut self, before: &[u8], next: &[u8], span: std::ops::RangeInclusive<usize>) {
        let mut run = (u32::MAX, 0);
        for at in span {
            let colour = pixel(next, at);
            if colour == pixel(before, at) {
                continue;
            }
            if colour != run.0 {
                self.add(run);
                run = (colour, 0);
            }
            run.1 += 1;
        }
        self.add(run);
    }

    fn add(&mut self, (colour, n): (u32, u32)) {
        if n > 0 {
            *self.map.entry(colour).or_default() += n;
        }
    }
}

/// The rows of `next` that differ from `before` (both `w`×`h` frames), top to bottom, each with
/// its first and last differing column.
fn changed_rows<'a>(
    before: &'a [u8],
    next: &'a [u8],
    w: usize,
    h: usize,
) -> impl Iterator<Item = (usize, usize, usize)> + 'a {
    let row = PIXEL * w;
    (0..h).filter_map(move |y| {
        let (a, b) = (
            &before[y * row..(y + 1) * row],
            &next[y * row..(y + 1) * row],
        );
        if a == b {
            return None;
        }
        let differs = |x: &usize| a[x * PIXEL..(x + 1) * PIXEL] != b[x * PIXEL..(x + 1) * PIXEL];
        let left = (0..w).find(differs)?;
        let right = (0..w).rev().find(differs)?;
        Some((y, left, right))
    })
}

/// A frame's rectangle, in pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rect {
    left: usize,
    top: usize,
    width: usize,
    height: usize,
}

impl Rect {
    fn whole(width: usize, height: usize) -> Self {
        Self {
            left: 0,
            top: 0,
            width,
            height,
        }
    }

    /// The bounding box of the changed `rows` (as [`changed_rows`] gives them). Nothing changed:
    /// the 1×1 rectangle at the corner, all of it unchanged (a GIF frame cannot be empty).
    fn around(rows: impl Iterator<Item = (usize, usize, usize)>) -> Self {
        let mut bounds: Option<(usize, usize, usize, usize)> = None;
        for (y, l, r) in rows {
            bounds = Some(match bounds {
                None => (y, y, l, r),
                Some((top, _, left, right)) => (top, y, left.min(l), right.max(r)),
            });
        }
        match bounds {
            None => Self::whole(1, 1),
            Some((top, bottom, left, right)) => Self {
                left,
                top,
                width: right + 1 - left,
                height: bottom + 1 - top,
            },
        }
    }
}

/// The theme's flat colours: when the frames use more colours than fit, these keep exact entries.
const FLAT: [theme::Rgb; 17] = [
    theme::BACKGROUND,
    theme::CELL,
    theme::GRID,
    theme::TEXT,
    theme::RED,
    theme::RED_RIM,
    theme::BLUE,
    theme::BLUE_RIM,
    theme::GOLD,
    theme::GOLD_EDGE,
    theme::GOLD_CELL,
    theme::LOSS_INK,
    theme::LOSS_CELL,
    theme::LOSS_HATCH,
    theme::MARK,
    theme::HEAT,
    [0, 0, 0],
];

/// At most 255 colours for `counts` (colour → pixels): all of them if they fit, else the
/// theme's flat colours that occur plus a weighted median cut of everything.
fn fit_palette(counts: &HashMap<u32, u32>) -> Vec<[u8; 3]> {
    let mut colours: Vec<(u32, u32)> = counts.iter().map(|(&c, &n)| (c, n)).collect();
    // Same input, same palette: the map's order is not.
    colours.sort_unstable();
    if colours.len() <= 255 {
        return colours.into_iter().map(|(c, _)| unpack(c)).collect();
    }
    let mut palette: Vec<[u8; 3]> = FLAT
        .iter()
        .copied()
        .filter(|c| counts.contains_key(&pack(c)))
        .collect();
    let flat: Vec<u32> = palette.iter().map(|c| pack(c)).collect();
    colours.retain(|(c, _)| !flat.contains(c));
    palette.extend(median_cut(colours, 255 - palette.len()));
    palette
}

/// Splits `colours` (packed colour, weight) into at most `boxes` boxes, each time cutting the box
/// with the widest weighted spread at its weighted median along its widest channel; each box
/// gives its weighted mean.
fn median_cut(colours: Vec<(u32, u32)>, boxes: usize) -> Vec<[u8; 3]> {
    let mut boxes_now = vec![colours];
    while boxes_now.len() < boxes {
        let spread = |b: &Vec<(u32, u32)>| -> (u64, usize) {
            let mut best = (0, 0);
            for ch in 0..3 {
                let (lo, hi) = b.iter().fold((255u8, 0u8), |(lo, hi), &(c, _)| {
                    let v = unpack(c)[ch];
                    (lo.min(v), hi.max(v))
                });
                let range = u64::from(hi - lo.min(hi));
                if range > best.0 {
                    best = (range, ch);
                }
            }
            let weight: u64 = b.iter().map(|&(_, n)| u64::from(n)).sum();
            (best.0 * best.0 * (weight as f64).sqrt() as u64, best.1)
        };
        let Some((i, (score, ch))) = boxes_now
            .iter()
            .enumerate()
            .filter(|(_, b)| b.len() > 1)
            .map(|(i, b)| (i, spread(b)))
            .max_by_key(|&(i, (score, _))| (score, std::cmp::Reverse(i)))
        else {
            break;
        };
        if score == 0 {
            break;
        }
        let mut b = boxes_now.swap_remove(i);
        b.sort_unstable_by_key(|&(c, _)| (unpack(c)[ch], c));
        let total: u64 = b.iter().map(|&(_, n)| u64::from(n)).sum();
        let mut acc = 0;
        let mut cut = b.len() / 2;
        for (k, &(_, n)) in b.iter().enumerate() {
            acc += u64::from(n);
            if 2 * acc >= total {
                cut = k + 1;
                break;
            }
        }
        let cut = cut.clamp(1, b.len() - 1);
        let rest = b.split_off(cut);
        boxes_now.push(b);
        boxes_now.push(rest);
    }
    boxes_now
        .iter()
        .filter(|b| !b.is_empty())
        .map(|b| {
            let mut sum = [0u64; 3];
            let mut weight = 0u64;
            for &(c, n) in b {
                let rgb = unpack(c);
                for k in 0..3 {
                    sum[k] += u64::from(rgb[k]) * u64::from(n);
                }
                weight += u64::from(n);
            }
            let w = weight.max(1);
            sum.map(|s| ((s + w / 2) / w) as u8)
        })
        .collect()
}

/// The entry of `palette` nearest `colour` (squared distance, green counting most, as the eye
/// does).
fn nearest(palette: &[[u8; 3]], colour: u32) -> u8 {
    let c = unpack(colour);
    let mut best = (u32::MAX, 0);
    for (i, p) in palette.iter().enumerate() {
        let d = |k: usize| {
            let x = i32::from(p[k]) - i32::from(c[k]);
            (x * x) as u32
        };
        let dist = 2 * d(0) + 4 * d(1) + 3 * d(2);
        if dist < best.0 {
            best = (dist, i);
        }
    }
    best.1 as u8
}

#[cfg(test)]
mod tests;
