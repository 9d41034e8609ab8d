//! The encoder's own tests: the palette, the delays, and the two-pass encoder against the one it
//! replaced ([`whole_animation`], kept here as the reference: it drew every frame first and kept
//! each frame's changed rectangle until the palette was fitted).

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
    let mut counts: HashMap<u32, u32> = (0..2000u32).map(|i| (i * 4093 % 0xffffff, 1)).collect();
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

use crate::hex::{BoardSize, Settings, SwapRule, Variant};
use crate::render::render_rgb;
use std::cell::Cell;
use std::rc::Rc;

/// The encoder this one replaced, byte for byte: every frame drawn first, each frame's changed
/// rectangle kept (as packed colours, [`UNCHANGED`] where nothing changed) until the palette is
/// fitted, then every rectangle encoded.
fn whole_animation(frames: &[BoardView]) -> Vec<u8> {
    let Some(first) = frames.first() else {
        return Vec::new();
    };
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
    let palette = fit_palette(&counts);
    let index: HashMap<u32, u8> = counts.keys().map(|&c| (c, nearest(&palette, c))).collect();
    let mut table: Vec<u8> = palette.iter().flatten().copied().collect();
    table.resize(256 * 3, 0);
    let mut out = Vec::new();
    let delay = frame_delay_cs(frames.len());
    {
        let mut encoder = gif::Encoder::new(&mut out, width as u16, height as u16, &table).unwrap();
        encoder.set_repeat(gif::Repeat::Infinite).unwrap();
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
            encoder.write_frame(&frame).unwrap();
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

/// The bounding box of the pixels of `next` that differ from `before` (both `w`×`h` RGB), the
/// unchanged ones inside it marked; nothing changed: a 1×1 unchanged patch.
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
    let mut pixels = Vec::new();
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
        width: right + 1 - left,
        height: bottom + 1 - top,
        pixels,
    }
}

/// A seeded random game on `size`, at most `moves` moves (fewer if it ends sooner).
fn random_game(size: u32, variant: Variant, swap: SwapRule, moves: usize, seed: u64) -> Game {
    let mut game = Game::new(Settings {
        size: BoardSize::new(size).unwrap(),
        variant,
        swap,
    });
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    while !game.is_over() && game.ply() < moves {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        if game.ply() == 1 && swap != SwapRule::Off && state.is_multiple_of(2) {
            game.play(Move::Swap).unwrap();
            continue;
        }
        let empty: Vec<_> = game.board().empty_cells().collect();
        let cell = empty[(state % empty.len() as u64) as usize];
        game.play(Move::Place(cell)).unwrap();
    }
    game
}

/// The worst case for size: 361 moves all over a 19×19 board, decided by the very last stone.
fn full_board_game() -> Game {
    let text = include_str!("../../../tests/data/replay-19x19-full-board.txt");
    let mut game = Game::new(Settings {
        size: BoardSize::new(19).unwrap(),
        variant: Variant::Hex,
        swap: SwapRule::Off,
    });
    for word in text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(str::split_whitespace)
    {
        game.play(game.parse_move(word).unwrap()).unwrap();
    }
    game
}

#[test]
fn the_two_pass_encoder_writes_the_same_bytes_as_the_one_it_replaced() {
    let mut games = vec![
        (
            random_game(9, Variant::Hex, SwapRule::Mirror, 200, 1),
            Orientation::Normal,
        ),
        (
            random_game(9, Variant::Rex, SwapRule::Seat, 200, 2),
            Orientation::Rotated,
        ),
        (
            random_game(7, Variant::Hex, SwapRule::Off, 5, 3),
            Orientation::Normal,
        ),
        (full_board_game(), Orientation::Normal),
    ];
    // A resigned game: the resignation adds no frame.
    let mut resigned = random_game(7, Variant::Hex, SwapRule::Off, 6, 4);
    resigned.play(Move::Resign(resigned.to_move())).unwrap();
    games.push((resigned, Orientation::Rotated));
    for (game, orientation) in &games {
        let views = replay_views(game, *orientation);
        let old = whole_animation(&views);
        assert_eq!(render_gif(&views), old, "{} moves", game.ply());
        assert_eq!(
            render_replay(game, *orientation),
            old,
            "{} moves",
            game.ply()
        );
    }
    // A view repeated changes nothing: a 1×1 transparent frame, as before.
    let still = vec![BoardView::new(BoardSize::new(7).unwrap()); 3];
    assert_eq!(render_gif(&still), whole_animation(&still));
}

/// A drawn frame that counts how many frames are alive at once.
struct Counted {
    pixels: Vec<u8>,
    alive: Rc<Cell<usize>>,
}

impl Counted {
    fn new(
        pixels: Vec<u8>,
        alive: &Rc<Cell<usize>>,
        most: &Cell<usize>,
        drawn: &Cell<usize>,
    ) -> Self {
        alive.set(alive.get() + 1);
        most.set(most.get().max(alive.get()));
        drawn.set(drawn.get() + 1);
        Self {
            pixels,
            alive: alive.clone(),
        }
    }
}

impl AsRef<[u8]> for Counted {
    fn as_ref(&self) -> &[u8] {
        &self.pixels
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.alive.set(self.alive.get() - 1);
    }
}

#[test]
fn the_encoder_holds_two_frames_at_most_whatever_the_games_length() {
    for game in [
        random_game(9, Variant::Hex, SwapRule::Off, 12, 5),
        full_board_game(),
    ] {
        let (alive, most, drawn) = (Rc::new(Cell::new(0)), Cell::new(0), Cell::new(0));
        let layout = Layout::new(game.size(), Orientation::Normal);
        let gif = encode(layout.width(), layout.height(), || {
            ReplayViews::new(&game, Orientation::Normal)
                .map(|view| Counted::new(render_rgba(&view), &alive, &most, &drawn))
        });
        assert_eq!(gif, render_replay(&game, Orientation::Normal));
        let frames = game.ply() + 1;
        assert_eq!(most.get(), 2, "frames held at once ({frames} frames)");
        assert_eq!(drawn.get(), 2 * frames, "each frame drawn once per pass");
        assert_eq!(alive.get(), 0, "none left behind");
    }
}
