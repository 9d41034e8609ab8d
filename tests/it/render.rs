//! The board picture, checked the way a player sees it: decode the PNG and look at the pixels at
//! the places the layout names (cell centres, edge bands, coordinates).

use hexbot::hex::{BoardSize, Cell, Color, Game, Move, Settings, SwapRule, Variant};
use hexbot::render::{BoardView, ChainKind, Edge, Layout, Orientation, render_png};
use image::RgbImage;

const ORIENTATIONS: [Orientation; 2] = [Orientation::Normal, Orientation::Rotated];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Red,
    Blue,
    Empty,
    Gold,
    /// The struck-out chain of a Rex loss: near-black ink, dark cells, dark-red hatching.
    Lost,
    White,
    Background,
    Grid,
    Other,
}

/// The palette's main colours (see `src/render/theme.rs`), and what each means.
const REFERENCE: [([u8; 3], Class); 11] = [
    ([0xE0, 0x45, 0x33], Class::Red),
    ([0x1D, 0x3F, 0x8C], Class::Blue),
    ([0xEC, 0xE2, 0xCB], Class::Empty),
    ([0xFF, 0xC8, 0x1E], Class::Gold),
    ([0xF5, 0xD7, 0x6E], Class::Gold),
    ([0x14, 0x0E, 0x10], Class::Lost),
    ([0x2E, 0x25, 0x28], Class::Lost),
    ([0x9E, 0x24, 0x1A], Class::Lost),
    ([0xFF, 0xFF, 0xFF], Class::White),
    ([0xF6, 0xF3, 0xEC], Class::Background),
    ([0x6E, 0x62, 0x52], Class::Grid),
];

fn classify([r, g, b]: [u8; 3]) -> Class {
    let distance = |[x, y, z]: [u8; 3]| {
        let d = |a: u8, b: u8| (i32::from(a) - i32::from(b)).pow(2);
        d(r, x) + d(g, y) + d(b, z)
    };
    REFERENCE
        .iter()
        .map(|&(rgb, class)| (distance(rgb), class))
        .min_by_key(|&(d, _)| d)
        .filter(|&(d, _)| d < 60 * 60)
        .map_or(Class::Other, |(_, class)| class)
}

fn size(n: u32) -> BoardSize {
    BoardSize::new(n).unwrap()
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png)
        .expect("the PNG decodes")
        .to_rgb8()
}

fn pixel(image: &RgbImage, (x, y): (f32, f32)) -> [u8; 3] {
    image.get_pixel(x.floor() as u32, y.floor() as u32).0
}

fn class_at(image: &RgbImage, at: (f32, f32)) -> Class {
    classify(pixel(image, at))
}

/// Renders `view`, checks the PNG's dimensions against the layout, and returns both.
fn render(view: &BoardView) -> (Layout, RgbImage) {
    let layout = Layout::new(view.size(), view.orientation());
    let image = decode(&render_png(view));
    assert_eq!(
        (image.width(), image.height()),
        (layout.width(), layout.height()),
        "{} {:?}",
        view.size(),
        view.orientation()
    );
    (layout, image)
}

fn expected_class(view: &BoardView, cell: Cell) -> Class {
    if view.chain().contains(&cell) {
        match view.chain_kind() {
            ChainKind::Win => Class::Gold,
            ChainKind::Loss => Class::Lost,
        }
    } else {
        match view.stone(cell) {
            Some(Color::Red) => Class::Red,
            Some(Color::Blue) => Class::Blue,
            None => Class::Empty,
        }
    }
}

/// Every cell's centre has the class its content calls for, and every band point its colour.
fn check_cells_and_bands(view: &BoardView) {
    let (layout, image) = render(view);
    for cell in view.size().all_cells() {
        assert_eq!(
            class_at(&image, layout.cell_centre(cell)),
            expected_class(view, cell),
            "cell {cell} on {} {:?}",
            view.size(),
            view.orientation()
        );
    }
    for edge in Edge::ALL {
        let want = match edge.color() {
            Color::Red => Class::Red,
            Color::Blue => Class::Blue,
        };
        for i in 0..view.size().get() {
            assert_eq!(
                class_at(&image, layout.band_point(edge, i)),
                want,
                "{edge:?} band beside cell {i} on {} {:?}",
                view.size(),
                view.orientation()
            );
        }
    }
}

/// A game of `moves` (cells, `swap`, `resign`) on an `n`×`n` board.
fn game(n: u32, variant: Variant, swap: SwapRule, moves: &[&str]) -> Game {
    let settings = Settings {
        size: size(n),
        variant,
        swap,
    };
    let mut game = Game::new(settings);
    for text in moves {
        let mv = game.parse_move(text).unwrap();
        game.play(mv).unwrap();
    }
    game
}

/// Red runs down column `a` while Blue answers down the last column; Red connects on the last
/// move (on 1×1, with the only stone).
fn column_win(n: u32, variant: Variant) -> Game {
    let mut game = Game::new(Settings {
        size: size(n),
        variant,
        swap: SwapRule::Off,
    });
    let last = (n - 1) as u8;
    for row in 0..n as u8 {
        game.play(Move::Place(Cell::new(0, row))).unwrap();
        if row < last {
            game.play(Move::Place(Cell::new(last, row))).unwrap();
        }
    }
    assert!(game.is_over());
    game
}

/// A few stones of each colour scattered over an `n`×`n` board, game still on.
fn scattered(n: u32) -> Game {
    let size = size(n);
    let mut game = Game::new(Settings {
        size,
        variant: Variant::Hex,
        swap: SwapRule::Off,
    });
    let cells = size.cells();
    for k in 0..cells.min(9) {
        let cell = Cell::from_index((k * 7 + 3) % cells, size);
        if game.board().get(cell).is_none() && !game.is_over() {
            game.play(Move::Place(cell)).unwrap();
        }
    }
    game
}

#[test]
fn empty_boards_of_every_size_show_empty_cells_and_coloured_bands() {
    for n in 1..=19 {
        for orientation in ORIENTATIONS {
            check_cells_and_bands(&BoardView::new(size(n)).with_orientation(orientation));
        }
    }
}

#[test]
fn stones_of_every_size_show_their_colour_at_their_centres() {
    for n in 1..=19 {
        for orientation in ORIENTATIONS {
            let view = BoardView::from_game(&scattered(n)).with_orientation(orientation);
            check_cells_and_bands(&view);
        }
    }
}

#[test]
fn a_winning_chain_is_gold_at_every_stone_on_every_size() {
    for n in 1..=19 {
        for orientation in ORIENTATIONS {
            let view =
                BoardView::from_game(&column_win(n, Variant::Hex)).with_orientation(orientation);
            assert_eq!(view.chain().len(), n as usize);
            check_cells_and_bands(&view);
        }
    }
}

/// How many pixels of the picture are gold (the chain's path and dots, or its cells' tint).
fn gold_pixels(image: &RgbImage) -> usize {
    image
        .pixels()
        .filter(|p| classify(p.0) == Class::Gold)
        .count()
}

/// Pixels around `cell`'s centre (a ring inside its hexagon, off the stone's centre), by class.
fn ring_classes(layout: &Layout, image: &RgbImage, cell: Cell) -> Vec<Class> {
    let (x, y) = layout.cell_centre(cell);
    let r = 0.46 * layout.cell_width();
    (0..12)
        .map(|k| {
            let a = k as f32 * std::f32::consts::TAU / 12.0;
            class_at(image, (x + r * a.cos(), y + r * a.sin()))
        })
        .collect()
}

#[test]
fn in_rex_the_losing_chain_is_struck_out_not_gold_and_a_hex_win_stays_gold() {
    for n in [1, 2, 7, 11, 19] {
        for orientation in ORIENTATIONS {
            let game = column_win(n, Variant::Rex);
            assert_eq!(game.outcome().unwrap().winner, Color::Blue);
            let view = BoardView::from_game(&game).with_orientation(orientation);
            assert_eq!(view.chain().len(), n as usize);
            assert_eq!(view.chain_kind(), ChainKind::Loss);
            // Every chain stone's centre carries the cross's ink, every other cell its content.
            check_cells_and_bands(&view);
            let (layout, image) = render(&view);
            assert_eq!(gold_pixels(&image), 0, "no gold at all in a Rex loss ({n})");
            // Around each chain stone the cell is dark and hatched, not gold.
            for &cell in view.chain() {
                let ring = ring_classes(&layout, &image, cell);
                assert!(
                    ring.iter().filter(|&&c| c == Class::Lost).count() >= 6,
                    "{cell} on {n}: {ring:?}"
                );
            }

            let hex =
                BoardView::from_game(&column_win(n, Variant::Hex)).with_orientation(orientation);
            assert_eq!(hex.chain_kind(), ChainKind::Win);
            let (layout, image) = render(&hex);
            for &cell in hex.chain() {
                assert_eq!(class_at(&image, layout.cell_centre(cell)), Class::Gold);
                let ring = ring_classes(&layout, &image, cell);
                assert!(!ring.contains(&Class::Lost), "{cell} on {n}: {ring:?}");
            }
            assert!(gold_pixels(&image) > 0);
        }
    }
}

#[test]
fn the_chain_kind_is_the_views_own_choice() {
    // The same chain drawn as a win and as a loss: the picture follows the kind, not the variant.
    let game = column_win(7, Variant::Hex);
    let win = BoardView::from_game(&game);
    let loss = win.clone().with_chain_kind(ChainKind::Loss);
    assert_ne!(render_png(&win), render_png(&loss));
    check_cells_and_bands(&loss);
    assert_eq!(gold_pixels(&render(&loss).1), 0);
    // No chain: the kind changes nothing.
    let plain = BoardView::from_game(&scattered(7));
    assert_eq!(
        render_png(&plain),
        render_png(&plain.clone().with_chain_kind(ChainKind::Loss))
    );
}

#[test]
fn a_resignation_highlights_no_chain() {
    let view = BoardView::from_game(&game(9, Variant::Hex, SwapRule::Off, &["e5", "resign"]));
    assert!(view.chain().is_empty());
    check_cells_and_bands(&view);
}

#[test]
fn the_last_stone_carries_a_white_ring_and_others_do_not() {
    for orientation in ORIENTATIONS {
        let view =
            BoardView::from_game(&game(11, Variant::Hex, SwapRule::Off, &["f6", "e7", "c3"]))
                .with_orientation(orientation);
        let (layout, image) = render(&view);
        let on_ring = |cell: Cell| {
            let (x, y) = layout.cell_centre(cell);
            class_at(&image, (x + 0.21 * layout.cell_width(), y))
        };
        assert_eq!(view.last_move(), Some(Cell::new(2, 2)));
        assert_eq!(on_ring(Cell::new(2, 2)), Class::White);
        assert_eq!(on_ring(Cell::new(5, 5)), Class::Red);
        assert_eq!(on_ring(Cell::new(4, 6)), Class::Blue);
    }
}

#[test]
fn a_mirror_swap_marks_the_new_blue_stone_and_where_red_stood() {
    for orientation in ORIENTATIONS {
        let view = BoardView::from_game(&game(11, Variant::Hex, SwapRule::Mirror, &["c4", "swap"]))
            .with_orientation(orientation);
        let d3 = Cell::new(3, 2);
        assert_eq!(view.swapped(), Some(d3));
        assert_eq!(view.swap_origin(), Some(Cell::new(2, 3)));
        check_cells_and_bands(&view);
        let (layout, image) = render(&view);
        let (x, y) = layout.cell_centre(d3);
        // The upper arrow's shaft, a little above the centre.
        assert_eq!(
            class_at(&image, (x, y - 0.09 * layout.cell_width())),
            Class::White
        );
    }
}

#[test]
fn the_swap_mark_lasts_only_for_the_turn_of_the_swap() {
    let view = BoardView::from_game(&game(
        11,
        Variant::Hex,
        SwapRule::Mirror,
        &["c4", "swap", "f6"],
    ));
    assert_eq!(view.swapped(), None);
    assert_eq!(view.swap_origin(), None);
    let seat = BoardView::from_game(&game(11, Variant::Hex, SwapRule::Seat, &["c4", "swap"]));
    assert_eq!(seat.swapped(), Some(Cell::new(2, 3)));
    assert_eq!(seat.swap_origin(), None);
    assert_eq!(seat.stone(Cell::new(2, 3)), Some(Color::Red));
    check_cells_and_bands(&seat);
}

#[test]
fn coordinates_are_drawn_beside_every_edge_cell() {
    for n in [1, 2, 9, 11, 19] {
        for orientation in ORIENTATIONS {
            let view = BoardView::new(size(n)).with_orientation(orientation);
            let (layout, image) = render(&view);
            for edge in Edge::ALL {
                for i in 0..n as u8 {
                    let (_, (cx, cy)) = layout.coordinate(edge, i);
                    let r = layout.font_px() / 2.0;
                    let mut dark = 0;
                    for dy in -(r as i32)..=(r as i32) {
                        for dx in -(r as i32)..=(r as i32) {
                            let p = pixel(&image, (cx + dx as f32, cy + dy as f32));
                            if p.iter().all(|&v| v < 120) {
                                dark += 1;
                            }
                        }
                    }
                    assert!(dark >= 4, "{edge:?} label {i} on {n}x{n} {orientation:?}");
                }
            }
        }
    }
}

#[test]
fn the_same_view_gives_byte_identical_pictures() {
    let game = game(
        13,
        Variant::Hex,
        SwapRule::Mirror,
        &["g7", "swap", "c3", "d4", "k10"],
    );
    for orientation in ORIENTATIONS {
        let view = BoardView::from_game(&game)
            .with_orientation(orientation)
            .with_heat(&[0.5; 169])
            .with_label(Cell::new(1, 1), "42%");
        let first = render_png(&view);
        assert_eq!(first, render_png(&view.clone()));
        assert_eq!(
            first,
            render_png(
                &BoardView::from_game(&game)
                    .with_orientation(orientation)
                    .with_heat(&[0.5; 169])
                    .with_label(Cell::new(1, 1), "42%")
            )
        );
    }
}

#[test]
fn stones_and_cells_stay_apart_in_greyscale() {
    let view = BoardView::from_game(&game(11, Variant::Hex, SwapRule::Off, &["f6", "e7"]));
    let (layout, image) = render(&view);
    let luma = |cell: Cell| {
        let [r, g, b] = pixel(&image, layout.cell_centre(cell));
        0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b)
    };
    let (red, blue, empty) = (
        luma(Cell::new(5, 5)),
        luma(Cell::new(4, 6)),
        luma(Cell::new(0, 0)),
    );
    assert!(red - blue > 40.0, "red {red} blue {blue}");
    assert!(empty - red > 60.0, "empty {empty} red {red}");
}

#[test]
fn heat_tints_empty_cells_and_labels_are_drawn() {
    let n = 9;
    let mut heat = vec![0.0; 81];
    heat[Cell::new(4, 4).index(size(n))] = 1.0;
    let view = BoardView::new(size(n))
        .with_heat(&heat)
        .with_label(Cell::new(1, 1), "7")
        .with_label(Cell::new(2, 2), "a very long label indeed");
    assert_eq!(view.heat(Cell::new(4, 4)), Some(1.0));
    assert_eq!(view.label(Cell::new(1, 1)), Some("7"));
    let (layout, image) = render(&view);
    let hot = pixel(&image, layout.cell_centre(Cell::new(4, 4)));
    assert!(hot[1] > hot[0] + 30, "heat tint is green: {hot:?}");
    assert_eq!(
        class_at(&image, layout.cell_centre(Cell::new(3, 3))),
        Class::Empty
    );
    let (x, y) = layout.cell_centre(Cell::new(1, 1));
    let w = layout.cell_width() / 4.0;
    let mut dark = 0;
    for dy in -(w as i32)..=(w as i32) {
        for dx in -(w as i32)..=(w as i32) {
            if pixel(&image, (x + dx as f32, y + dy as f32))
                .iter()
                .all(|&v| v < 120)
            {
                dark += 1;
            }
        }
    }
    assert!(dark >= 4, "label 7 drawn");
}

#[test]
fn setters_ignore_cells_off_the_board_and_odd_heat_values() {
    let view = BoardView::new(size(5))
        .with_stone(Cell::new(7, 7), Some(Color::Red))
        .with_last_move(Some(Cell::new(9, 0)))
        .with_label(Cell::new(5, 0), "x")
        .with_chain(vec![Cell::new(0, 0), Cell::new(6, 6)])
        .with_heat(&[f32::NAN, -1.0, 2.0]);
    assert_eq!(view.stone(Cell::new(7, 7)), None);
    assert_eq!(view.last_move(), None);
    assert_eq!(view.label(Cell::new(5, 0)), None);
    assert_eq!(view.chain(), &[Cell::new(0, 0)]);
    assert_eq!(view.heat(Cell::new(0, 0)), Some(0.0));
    assert_eq!(view.heat(Cell::new(1, 0)), Some(0.0));
    assert_eq!(view.heat(Cell::new(2, 0)), Some(1.0));
    assert_eq!(view.heat(Cell::new(4, 4)), Some(0.0));
    let (layout, image) = render(&view);
    assert_eq!(
        class_at(&image, layout.cell_centre(Cell::new(0, 0))),
        Class::Gold
    );
    assert_eq!(
        class_at(&image, layout.cell_centre(Cell::new(1, 0))),
        Class::Empty
    );
    assert_ne!(
        class_at(&image, layout.cell_centre(Cell::new(2, 0))),
        Class::Empty
    );
}

#[test]
fn picture_sizes_follow_the_documented_rule() {
    let normal = Layout::new(size(11), Orientation::Normal);
    assert!(
        (760..=840).contains(&normal.width()),
        "11x11 is about 800 wide: {}",
        normal.width()
    );
    assert!(normal.width() > normal.height());
    let rotated = Layout::new(size(11), Orientation::Rotated);
    assert!(rotated.height() > rotated.width());
    for n in 1..=19 {
        for orientation in ORIENTATIONS {
            let layout = Layout::new(size(n), orientation);
            assert!(layout.cell_width() >= 30.0, "cells stay at least 28 px");
            assert!(layout.width() <= 1200 && layout.height() <= 1200);
            for cell in size(n).all_cells() {
                let (x, y) = layout.cell_centre(cell);
                assert!(
                    x > 0.0 && y > 0.0 && x < layout.width() as f32 && y < layout.height() as f32
                );
                assert_eq!((x.fract(), y.fract()), (0.5, 0.5), "centres sit mid-pixel");
            }
        }
    }
}

/// A round robin's crosstable and a knockout's bracket: pictures that grow with the players,
/// long names cut to fit, every place drawn.
#[test]
fn tournament_pictures_grow_with_their_players() {
    use hexbot::render::{Bracket, BracketMatch, Crosstable, bracket_png, crosstable_png};
    let table = |n: usize| Crosstable {
        title: "Round Table".into(),
        names: (0..n)
            .map(|i| format!("player {i} with a very long name indeed"))
            .collect(),
        cells: (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| if i < j { "1".into() } else { "0".into() })
                    .collect()
            })
            .collect(),
        points: (0..n).map(|i| (n - 1 - i).to_string()).collect(),
    };
    let (w4, h4) = crate::support::png_size(&crosstable_png(&table(4)));
    let (w8, h8) = crate::support::png_size(&crosstable_png(&table(8)));
    assert!(w8 > w4 && h8 > h4, "{w4}×{h4} then {w8}×{h8}");
    let named = |a: &str, b: &str| BracketMatch {
        players: [Some(a.into()), Some(b.into())],
        winner: Some(0),
    };
    let bracket = Bracket {
        title: "Cup".into(),
        rounds: vec![
            vec![
                named("a", "h"),
                named("d", "e"),
                named("b", "g"),
                named("c", "f"),
            ],
            vec![named("a", "d"), BracketMatch::default()],
            vec![BracketMatch::default()],
        ],
    };
    let (w, h) = crate::support::png_size(&bracket_png(&bracket));
    assert!(w > 3 * 250 && h > 4 * 68, "{w}×{h}");
}
