//! Random playouts through the rules engine's board: how fast `hex::Board` alone can play games
//! out, on one core. Run with `cargo bench --bench playout`.
//!
//! A playout shuffles the empty cells (a small xorshift generator keeps the bench free of
//! dependencies) and places stones alternately with `place_unchecked` until a colour connects.

use hexbot::hex::{Board, BoardSize, Cell, Color};
use std::hint::black_box;
use std::time::{Duration, Instant};

struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (((self.0 >> 32) * n as u64) >> 32) as usize
    }
}

fn playout(empty: &Board, cells: &mut [Cell], rng: &mut XorShift) -> Color {
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.below(i + 1));
    }
    let mut board = empty.clone();
    let mut color = Color::Red;
    for &cell in cells.iter() {
        if board.place_unchecked(cell, color) {
            return color;
        }
        color = color.opponent();
    }
    unreachable!("a full board always has a connection")
}

fn main() {
    // `cargo bench` passes --bench; anything else (a test run) gets one short pass as a smoke test.
    let (rounds, window) = if std::env::args().any(|a| a == "--bench") {
        (7, Duration::from_millis(300))
    } else {
        (1, Duration::from_millis(10))
    };
    for n in [11, 19] {
        let size = BoardSize::new(n).unwrap();
        let empty = Board::new(size);
        let mut cells: Vec<Cell> = size.all_cells().collect();
        let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
        let mut samples = Vec::new();
        let mut red_wins = 0u64;
        let mut total = 0u64;
        for _ in 0..rounds {
            let start = Instant::now();
            let mut count = 0u64;
            while start.elapsed() < window {
                for _ in 0..100 {
                    if black_box(playout(&empty, &mut cells, &mut rng)) == Color::Red {
                        red_wins += 1;
                    }
                }
                count += 100;
            }
            total += count;
            samples.push(count as f64 / start.elapsed().as_secs_f64());
        }
        samples.sort_by(f64::total_cmp);
        println!(
            "hex::Board random playouts, empty {size}: median {:.0}/s (min {:.0}, max {:.0}); red won {:.1}%",
            samples[samples.len() / 2],
            samples[0],
            samples[samples.len() - 1],
            100.0 * red_wins as f64 / total as f64
        );
    }
}
