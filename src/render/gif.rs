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

use super::draw::render_rgb;
use super::theme;
use super::view::{BoardView, Orientation};
use crate::hex::{Game, Move};
use std::collections::HashMap;

/// Palette index drawn as "unchanged": the frame below shows through.
const TRANSPARENT: u8 = 255;

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
    let mut views = vec![BoardView::new(game.size()).with_orientation(orientation)];
    let mut position = Game::new(game.settings());
    for &mv in game.moves() {
        if matches!(mv, Move::Resign(_)) {
            continue;
        }
        if position.play(mv).is_err() {
            // A stored game's moves replay (the store checks); stop rather than show a wrong one.
            break;
        }
        views.push(BoardView::from_game(&position).with_orientation(orientation));
    }
    views
}

/// An animated GIF of `frames` (views of one board size and orientation, as
/// [`replay_views`] gives), looping, each shown [`frame_delay_cs`] and the last
/// [`LAST_FRAME_CS`]. Decoded, its first frame is the still picture of the first view, and each
/// later frame composed over the one before is the still picture of its view, to within the
/// palette (exact for the theme's colours). Empty `frames` give an empty vector.
pub fn render_gif(frames: &[BoardView]) -> Vec<u8> {
    let Some(first) = frames.first() else {
        return Vec::new();
    };
    // Pass 1: draw every frame, keep only what changed, count the colours.
    let (width, height, mut previous) = render_rgb(first);
    let (w, h) = (width as usize, height as usize);
    let mut counts: HashMap<u32, u32> = HashMap::new();
    let full = Patch {
        left: 0,
        top: 0,
        width: w,
        height: h,
        pixels: previous.chunks_exact(3).map(pack).collect(),
    };
    for &p in &full.pixels {
        *counts.entry(p).or_default() += 1;
    }
    let mut patches = vec![full];
    for view in &frames[1..] {
        let (_, _, rgb) = render_rgb(view);
        let patch = changed(&previous, &rgb, w, h);
        for &p in patch.pixels.iter().filter(|&&p| p != UNCHANGED) {
            *counts.entry(p).or_default() += 1;
        }
        patches.push(patch);
        previous = rgb;
    }

    // The palette and each colour's entry.
    let palette = fit_palette(&counts);
    let mut index: HashMap<u32, u8> = HashMap::with_capacity(counts.len());
    for &colour in counts.keys() {
        index.insert(colour, nearest(&palette, colour));
    }
    let mut table = Vec::with_capacity(256 * 3);
    for c in &palette {
        table.extend_from_slice(c);
    }
    table.resize(256 * 3, 0);

    // Pass 2: encode.
    let mut out = Vec::new();
    let delay = frame_delay_cs(frames.len());
    {
        // A picture is at most a few thousand pixels a side, within the format's 65,535.
        let mut encoder = gif::Encoder::new(&mut out, width as u16, height as u16, &table)
            .expect("GIF header into memory");
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .expect("GIF extension into memory");
        let last = patches.len() - 1;
        for (i, patch) in patches.iter().enumerate() {
            let buffer: Vec<u8> = patch
                .pixels
                .iter()
                .map(|p| match p {
                    &UNCHANGED => TRANSPARENT,
                    p => index[p],
                })
                .collect();
            let frame = gif::Frame {
                delay: if i == last { LAST_FRAME_CS } else { delay },
                dispose: gif::DisposalMethod::Keep,
                transparent: (i > 0).then_some(TRANSPARENT),
                left: patch.left as u16,
                top: patch.top as u16,
                width: patch.width as u16,
                height: patch.height as u16,
                buffer: buffer.into(),
                ..gif::Frame::default()
            };
            encoder.write_frame(&frame).expect("GIF frame into memory");
        }
    }
    out
}

/// A pixel that did not change since the frame before (packed colours use 24 bits).
const UNCHANGED: u32 = u32::MAX;

/// One frame's rectangle, as packed colours or [`UNCHANGED`].
struct Patch {
    left: usize,
    top: usize,
    width: usize,
    height: usize,
    pixels: Vec<u32>,
}

fn pack(px: &[u8]) -> u32 {
    u32::from(px[0]) << 16 | u32::from(px[1]) << 8 | u32::from(px[2])
}

fn unpack(p: u32) -> [u8; 3] {
    [(p >> 16) as u8, (p >> 8) as u8, p as u8]
}

/// The bounding box of the pixels of `next` that differ from `before` (both `w`×`h` RGB), the
/// unchanged ones inside it marked. Nothing changed: a 1×1 unchanged patch (a GIF frame cannot
/// be empty).
fn changed(before: &[u8], next: &[u8], w: usize, h: usize) -> Patch {
    let row = 3 * w;
    let rows: Vec<usize> = (0..h)
        .filter(|&y| before[y * row..(y + 1) * row] != next[y * row..(y + 1) * row])
        .collect();
    let (Some(&top), Some(&bottom)) = (rows.first(), rows.last()) else {
        return Patch {
            left: 0,
            top: 0,
            width: 1,
            height: 1,
            pixels: vec![UNCHANGED],
        };
    };
    let (mut left, mut right) = (w, 0);
    for &y in &rows {
        let line = |buf: &[u8], x: usize| pack(&buf[y * row + 3 * x..y * row + 3 * x + 3]);
        if let Some(x) = (0..w).find(|&x| line(before, x) != line(next, x)) {
            left = left.min(x);
        }
        if let Some(x) = (0..w).rev().find(|&x| line(before, x) != line(next, x)) {
            right = right.max(x);
        }
    }
    let (width, height) = (right + 1 - left, bottom + 1 - top);
    let mut pixels = Vec::with_capacity(width * height);
    for y in top..=bottom {
        for x in left..=right {
            let i = y * row + 3 * x;
            let (a, b) = (pack(&before[i..i + 3]), pack(&next[i..i + 3]));
            pixels.push(if a == b { UNCHANGED } else { b });
        }
    }
    Patch {
        left,
        top,
        width,
        height,
        pixels,
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
mod tests {
    use super::*;

    #[test]
    fn few_colours_give_an_exact_palette() {
        let counts = HashMap::from([(0x112233, 5), (0xffffff, 1)]);
        assert_eq!(
            fit_palette(&counts),
            vec![[0x11, 0x22, 0x33], [0xff, 0xff, 0xff]]
        );
    }

    #[test]
    fn many_colours_keep_the_theme_exact() {
        let mut counts: HashMap<u32, u32> =
            (0..2000u32).map(|i| (i * 4093 % 0xffffff, 1)).collect();
        counts.insert(pack(&theme::RED), 50);
        let palette = fit_palette(&counts);
        assert!(palette.len() <= 255);
        assert_eq!(
            palette[nearest(&palette, pack(&theme::RED)) as usize],
            theme::RED
        );
    }

    #[test]
    fn delays_stay_between_a_fifth_and_one_second() {
        assert_eq!(frame_delay_cs(1), 100);
        assert_eq!(frame_delay_cs(81), 37);
        assert_eq!(frame_delay_cs(362), 20);
    }
}
