//! Board picture timings: `cargo bench --bench render`. Prints each picture's PNG size first, so a
//! change in drawing or encoding shows up as a changed number as well as a changed time.

use criterion::{Criterion, criterion_group, criterion_main};
use hexbot::hex::{BoardSize, Cell, Game, Move, Settings};
use hexbot::render::{BoardView, Orientation, render_png, render_rgb};
use std::hint::black_box;

/// A finished game filling most of an `n`×`n` board: stones placed in a fixed pseudo-random
/// order until someone connects (so the gold chain is drawn too).
fn full_board(n: u32) -> Game {
    let size = BoardSize::new(n).expect("a valid size");
    let mut game = Game::new(Settings::hex(size));
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    while !game.is_over() {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let empty: Vec<Cell> = game.board().empty_cells().collect();
        let cell = empty[(state >> 33) as usize % empty.len()];
        game.play(Move::Place(cell)).expect("an empty cell");
    }
    game
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("render");
    for n in [11, 19] {
        let game = full_board(n);
        for orientation in [Orientation::Normal, Orientation::Rotated] {
            let view = BoardView::from_game(&game).with_orientation(orientation);
            let png = render_png(&view);
            let (w, h, _) = render_rgb(&view);
            eprintln!(
                "{n}x{n} {orientation:?}: {} stones, {w}x{h} px, PNG {} bytes",
                game.board().stone_count(),
                png.len()
            );
            group.bench_function(format!("png {n}x{n} {orientation:?}"), |b| {
                b.iter(|| render_png(black_box(&view)))
            });
        }
        let view = BoardView::from_game(&game);
        group.bench_function(format!("pixels only {n}x{n} Normal"), |b| {
            b.iter(|| render_rgb(black_box(&view)))
        });
    }
    let empty = BoardView::new(BoardSize::new(11).expect("a valid size"));
    group.bench_function("png 11x11 empty", |b| {
        b.iter(|| render_png(black_box(&empty)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
