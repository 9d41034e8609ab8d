//! Board picture timings, on one core: `cargo bench --bench render`. For each case it prints the
//! picture's size in pixels and in PNG bytes, then the median (and min, max) time of
//! `render_png` (draw + encode) and of `render_rgb` (draw only), so a change in drawing or encoding
//! shows up as a changed number. Without `--bench` (a test run) it makes one short pass.
//!
//! The positions are finished games filling most of the board (stones placed in a fixed
//! pseudo-random order until someone connects), so the gold chain and the last-move ring are
//! drawn too. The first picture of a size is not timed: it draws and keeps the empty board.

use hexbot::hex::{BoardSize, Cell, Game, Move, Settings};
use hexbot::render::{BoardView, Orientation, render_png, render_rgb};
use std::hint::black_box;
use std::time::Instant;

fn full_board(n: u32) -> Game {
    let size = BoardSize::new(n).expect("a valid size");
    let mut game = Game::new(Settings::hex(size));
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    while !game.is_over() {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let empty: Vec<Cell> = game.board().empty_cells().collect();
        let cell = empty[((state >> 33) % empty.len() as u64) as usize];
        game.play(Move::Place(cell)).expect("an empty cell");
    }
    game
}

/// Nanoseconds this thread has spent on a CPU (Linux), so the figures mean something on a
/// shared, busy machine too; `None` elsewhere.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Times `f` `runs` times; returns the sorted wall-clock durations and the mean CPU time (the
/// kernel's CPU clock is coarse, so it is read around the whole loop), in milliseconds.
fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> (Vec<f64>, f64) {
    let start_cpu = cpu_ns();
    let mut wall: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            black_box(f());
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    let cpu = match (start_cpu, cpu_ns()) {
        (Some(a), Some(b)) => b.saturating_sub(a) as f64 / 1e6 / runs as f64,
        _ => f64::NAN,
    };
    wall.sort_by(f64::total_cmp);
    (wall, cpu)
}

fn summary((wall, cpu): &(Vec<f64>, f64)) -> String {
    format!(
        "median {:.2} ms wall (min {:.2}), mean {cpu:.2} ms CPU",
        wall[wall.len() / 2],
        wall[0]
    )
}

fn main() {
    let runs = if std::env::args().any(|a| a == "--bench") {
        101
    } else {
        3
    };
    let mut cases = Vec::new();
    for n in [11, 19] {
        let game = full_board(n);
        for orientation in [Orientation::Normal, Orientation::Rotated] {
            cases.push((
                format!("{n}x{n} full, {orientation:?}"),
                BoardView::from_game(&game).with_orientation(orientation),
            ));
        }
    }
    cases.push((
        "11x11 empty, Normal".to_owned(),
        BoardView::new(BoardSize::new(11).expect("a valid size")),
    ));
    for (name, view) in cases {
        let png = render_png(&view);
        let (w, h, _) = render_rgb(&view);
        let full = time(runs, || render_png(&view));
        let draw = time(runs, || render_rgb(&view));
        println!(
            "render {name}: {w}x{h} px, PNG {} bytes; render_png {}; draw only {}",
            png.len(),
            summary(&full),
            summary(&draw)
        );
    }
}
