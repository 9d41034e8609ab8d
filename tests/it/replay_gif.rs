//! The replay GIF, decoded the way a viewer does (each frame drawn over the one before): one
//! frame per position, each equal to the still picture of its position, the final frame held
//! longest, and a worst-case 19×19 game of 361 moves under Discord's limit.

use hexbot::hex::{BoardSize, Game, Move, Settings, SwapRule, Variant};
use hexbot::render::{
    BoardView, LAST_FRAME_CS, Orientation, frame_delay_cs, render_gif, render_replay, render_rgb,
    replay_views,
};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

/// Discord's smallest upload limit the issue keeps every replay under.
const LIMIT: usize = 8 * 1024 * 1024;

/// The largest difference a pixel may show after the palette (anti-aliased edges only; the
/// theme's flat colours are exact): per channel.
const TOLERANCE: u8 = 40;

/// A decoded animation: each frame composed over the one before, as RGB, with its delay.
pub struct Decoded {
    pub width: usize,
    pub height: usize,
    pub frames: Vec<(Vec<u8>, u16)>,
}

pub fn decode(bytes: &[u8]) -> Decoded {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (width, height) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let mut canvas = vec![0u8; width * height * 3];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        let (left, top) = (usize::from(frame.left), usize::from(frame.top));
        for y in 0..usize::from(frame.height) {
            for x in 0..usize::from(frame.width) {
                let s = 4 * (y * usize::from(frame.width) + x);
                if frame.buffer[s + 3] == 0 {
                    continue;
                }
                let d = 3 * ((top + y) * width + left + x);
                canvas[d..d + 3].copy_from_slice(&frame.buffer[s..s + 3]);
            }
        }
        frames.push((canvas.clone(), frame.delay));
    }
    Decoded {
        width,
        height,
        frames,
    }
}

/// Asserts that `frame` shows `view` to within the palette: every pixel within [`TOLERANCE`], and
/// on average within one step.
fn assert_shows(frame: &[u8], view: &BoardView, what: &str) {
    let (_, _, still) = render_rgb(view);
    assert_eq!(frame.len(), still.len(), "{what}: size");
    let mut total = 0u64;
    for (i, (a, b)) in frame.iter().zip(&still).enumerate() {
        let d = a.abs_diff(*b);
        assert!(
            d <= TOLERANCE,
            "{what}: pixel {} channel {} is {a}, the still picture has {b}",
            i / 3,
            i % 3
        );
        total += u64::from(d);
    }
    let mean = total as f64 / still.len() as f64;
    assert!(mean < 1.0, "{what}: mean difference {mean:.3}");
}

fn random_game(size: u32, variant: Variant, moves: usize, seed: u64) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(Settings {
        size: BoardSize::new(size).unwrap(),
        variant,
        swap: SwapRule::Mirror,
    });
    while !game.is_over() && game.ply() < moves {
        let empty: Vec<_> = game.board().empty_cells().collect();
        let cell = *empty.choose(&mut rng).unwrap();
        game.play(Move::Place(cell)).unwrap();
    }
    game
}

/// The worst case for size: 361 moves all over a 19×19 board, decided by the very last stone.
pub fn full_board_game() -> Game {
    let text = include_str!("../data/replay-19x19-full-board.txt");
    let moves: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(str::split_whitespace)
        .collect();
    let mut game = Game::new(Settings {
        size: BoardSize::new(19).unwrap(),
        variant: Variant::Hex,
        swap: SwapRule::Off,
    });
    for m in moves {
        game.play(game.parse_move(m).unwrap()).unwrap();
    }
    game
}

#[test]
fn a_replay_has_one_frame_per_position_each_the_still_picture_of_its_position() {
    for (variant, orientation, seed) in [
        (Variant::Hex, Orientation::Normal, 1),
        (Variant::Rex, Orientation::Rotated, 2),
    ] {
        let game = random_game(9, variant, 200, seed);
        assert!(game.is_over());
        let views = replay_views(&game, orientation);
        assert_eq!(
            views.len(),
            game.ply() + 1,
            "the empty board and one per move"
        );
        assert_eq!(
            views[0],
            BoardView::new(game.size()).with_orientation(orientation)
        );
        assert_eq!(
            views.last().unwrap(),
            &BoardView::from_game(&game).with_orientation(orientation)
        );
        assert!(!views.last().unwrap().chain().is_empty(), "the chain shows");
        let gif = render_gif(&views);
        let decoded = decode(&gif);
        assert_eq!(decoded.frames.len(), views.len());
        assert_shows(&decoded.frames[0].0, &views[0], "first frame");
        assert_shows(
            &decoded.frames.last().unwrap().0,
            views.last().unwrap(),
            "last frame",
        );
        // Every frame between, composed from the differences, too.
        for (i, (frame, view)) in decoded.frames.iter().zip(&views).enumerate() {
            assert_shows(&frame.0, view, &format!("frame {i}"));
        }
        let mid = views.len() / 2;
        let delay = frame_delay_cs(views.len());
        assert!(decoded.frames[..mid].iter().all(|f| f.1 == delay));
        assert_eq!(decoded.frames.last().unwrap().1, LAST_FRAME_CS);
        assert!(LAST_FRAME_CS > delay, "the final position holds longer");
    }
}

#[test]
fn a_resignation_adds_no_frame() {
    let mut game = random_game(7, Variant::Hex, 6, 3);
    let to_move = game.to_move();
    game.play(Move::Resign(to_move)).unwrap();
    let views = replay_views(&game, Orientation::Normal);
    assert_eq!(views.len(), 7);
    assert_eq!(decode(&render_gif(&views)).frames.len(), 7);
}

#[test]
fn a_full_19x19_game_of_361_moves_stays_under_discords_limit() {
    let game = full_board_game();
    assert_eq!(game.ply(), 361);
    assert!(game.is_over());
    let views = replay_views(&game, Orientation::Normal);
    let gif = render_gif(&views);
    assert!(gif.len() < LIMIT, "{} bytes", gif.len());
    let decoded = decode(&gif);
    assert_eq!(decoded.frames.len(), 362);
    assert_shows(
        &decoded.frames.last().unwrap().0,
        views.last().unwrap(),
        "last frame",
    );
    assert!(decoded.width > 0 && decoded.height > 0);
}

#[test]
fn the_same_views_give_the_same_bytes() {
    let game = random_game(11, Variant::Hex, 30, 4);
    let views = replay_views(&game, Orientation::Normal);
    assert_eq!(render_gif(&views), render_gif(&views));
    assert!(render_gif(&[]).is_empty());
    // The replay of the game, made without keeping its views, is the same animation.
    assert_eq!(
        render_replay(&game, Orientation::Normal),
        render_gif(&views)
    );
}
