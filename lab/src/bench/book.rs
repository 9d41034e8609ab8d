//! `hexbot-lab bench book`: the answer book (`src/ai/book.txt`) computed by our own long searches.
//!
//! For each board size, every first red stone (one of each pair related by the 180° rotation)
//! is put on an empty board (swap off) and Hard's search, with the book off, at a fixed playout
//! budget and seed, chooses Blue's answer: the book keeps that answer and the search's estimate
//! of Blue's chance after it. The searches are independent, so they run on `threads` threads;
//! each is seeded by its size and cell, so the book is the same whatever the number of threads.

use super::balance::{after_first_stone, first_stones};
use hexbot::ai::{Level, SearchConfig, SearchControl, move_seed, think};
use hexbot::hex::{BoardSize, Cell, Move};
use std::io::{self, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// What to compute.
pub struct BookSetup {
    /// The board sizes, each on its own line of the book.
    pub sizes: Vec<BoardSize>,
    /// Playouts per answer (no time cap: deterministic).
    pub playouts: u64,
    /// The seed every search's seed is derived from.
    pub seed: u64,
    /// Searches run at once.
    pub threads: usize,
    /// The command line that produced this, for the book's header.
    pub command: String,
}

/// One answer: Blue's move after a red stone on `first`, and its estimated chance.
struct Answer {
    answer: Cell,
    chance: f32,
    seconds: f64,
}

/// Hard's answer, with the book off, after a red stone on `first`.
fn answer(size: BoardSize, first: Cell, setup: &BookSetup) -> Answer {
    let game = after_first_stone(size, first);
    let config = SearchConfig {
        book: false,
        ..SearchConfig::for_level(Level::Hard).with_playouts(setup.playouts)
    };
    let seed = move_seed(
        move_seed(setup.seed, u64::from(size.get())),
        first.index(size) as u64,
    );
    let start = Instant::now();
    let report = think(&game, &config, seed, &SearchControl::new()).expect("the game is on");
    let Move::Place(answer) = report.mv else {
        unreachable!("no swap is possible with swap off")
    };
    Answer {
        answer,
        chance: report.win_probability,
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// Computes the book and writes it to `out` (the format of `src/ai/book.txt`), with each size's
/// search time as a comment; progress goes to standard error.
///
/// # Errors
/// Only I/O errors on `out`.
pub fn bench_book(out: &mut impl Write, setup: &BookSetup) -> io::Result<()> {
    writeln!(
        out,
        "# Answer book: Blue's answer to each first red stone in Hex, found by our own search."
    )?;
    writeln!(out, "# Rebuilt by: {}", setup.command)?;
    writeln!(
        out,
        "# Each first stone (one of each pair related by the 180° rotation) is answered by Hard's"
    )?;
    writeln!(
        out,
        "# search with the book off, {} playouts, seeded by the size and the cell from seed {}.",
        setup.playouts, setup.seed
    )?;
    writeln!(
        out,
        "# Format: SIZE FIRST:ANSWER=BLUE% ... (Blue's estimated chance after its answer)."
    )?;
    let jobs: Vec<(BoardSize, Cell)> = setup
        .sizes
        .iter()
        .flat_map(|&size| first_stones(size).into_iter().map(move |c| (size, c)))
        .collect();
    let next = AtomicUsize::new(0);
    let done: Mutex<Vec<Option<Answer>>> = Mutex::new(jobs.iter().map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..setup.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(size, first)) = jobs.get(k) else {
                        break;
                    };
                    let a = answer(size, first, setup);
                    eprintln!(
                        "{size} {first}:{}={:.1} ({:.1} s, {}/{})",
                        a.answer,
                        a.chance * 100.0,
                        a.seconds,
                        k + 1,
                        jobs.len()
                    );
                    done.lock().expect("no search panics")[k] = Some(a);
                }
            });
        }
    });
    let done = done.into_inner().expect("no search panics");
    for &size in &setup.sizes {
        let mut seconds = 0.0;
        let mut entries = vec![];
        for ((s, first), a) in jobs.iter().zip(&done) {
            if *s == size {
                let a = a.as_ref().expect("every search ran");
                seconds += a.seconds;
                entries.push(format!("{first}:{}={:.1}", a.answer, a.chance * 100.0));
            }
        }
        writeln!(
            out,
            "# {size}: {} first stones, {seconds:.0} s of search",
            entries.len()
        )?;
        writeln!(out, "{} {}", size.get(), entries.join(" "))?;
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_book_reads_back_and_does_not_depend_on_threads() {
        let sizes = vec![BoardSize::new(7).unwrap()];
        let mut texts = vec![];
        for threads in [1, 2] {
            let setup = BookSetup {
                sizes: sizes.clone(),
                playouts: 60,
                seed: 5,
                threads,
                command: "test".into(),
            };
            let mut out = vec![];
            bench_book(&mut out, &setup).unwrap();
            let text = String::from_utf8(out).unwrap();
            let book = hexbot::ai::parse_book(&text).unwrap();
            assert_eq!(book.len(), 1);
            assert_eq!(book[0].answers.len(), 25);
            texts.push(
                text.lines()
                    .filter(|l| !l.starts_with('#'))
                    .map(str::to_owned)
                    .collect::<Vec<_>>(),
            );
        }
        assert_eq!(texts[0], texts[1]);
    }
}
