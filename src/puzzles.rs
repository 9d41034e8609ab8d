//! `hexbot puzzles`: builds, checks and exports the puzzle library (`hexbot::puzzle`).
//!
//! - `check` proves every puzzle of a library again and prints the library's figures.
//! - `export DIR` writes each puzzle as a HexGui SGF record.

use clap::Subcommand;
use hexbot::puzzle::format::parse;
use hexbot::puzzle::prove::{PROOF_BUDGET, verify};
use hexbot::puzzle::{LIBRARY, Puzzle, sgf};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What `hexbot puzzles` does.
#[derive(Subcommand)]
pub enum Puzzles {
    /// Prove a library's puzzles again (all, or a sample) and print its figures.
    Check {
        /// The library (default: the one shipped with the bot).
        #[arg(long)]
        library: Option<PathBuf>,
        /// Check every Nth puzzle only.
        #[arg(long, default_value_t = 1)]
        every: usize,
        /// The solver's budget per question, in nodes.
        #[arg(long, default_value_t = PROOF_BUDGET)]
        budget: u64,
    },
    /// Write each puzzle as an SGF record (HexGui's format) into DIR.
    Export {
        /// The directory to write `puzzle-NNNN.sgf` files into (made if missing).
        dir: PathBuf,
        /// The library (default: the one shipped with the bot).
        #[arg(long)]
        library: Option<PathBuf>,
    },
}

/// Runs `hexbot puzzles`.
///
/// # Errors
/// A file that cannot be read or written, a library that does not read, a flawed puzzle.
pub fn run(what: Puzzles) -> anyhow::Result<()> {
    match what {
        Puzzles::Check {
            library,
            every,
            budget,
        } => check(&load(library.as_deref())?, every.max(1), budget),
        Puzzles::Export { dir, library } => export(&load(library.as_deref())?, &dir),
    }
}

fn load(path: Option<&Path>) -> anyhow::Result<Vec<Puzzle>> {
    let text = match path {
        Some(p) => std::fs::read_to_string(p)?,
        None => LIBRARY.to_owned(),
    };
    Ok(parse(&text)?)
}

fn check(library: &[Puzzle], every: usize, budget: u64) -> anyhow::Result<()> {
    let started = Instant::now();
    let mut flaws = 0;
    let mut checked = 0;
    for p in library.iter().step_by(every) {
        checked += 1;
        if let Err(e) = verify(p, budget) {
            flaws += 1;
            println!("puzzle {}: {e}", p.number);
        }
    }
    println!(
        "{checked} puzzles checked, {flaws} flawed, in {:.1} s (budget {budget} nodes)",
        started.elapsed().as_secs_f64()
    );
    print_figures(library);
    anyhow::ensure!(flaws == 0, "{flaws} puzzles are flawed");
    Ok(())
}

/// The library by size and starting rating.
fn print_figures(library: &[Puzzle]) {
    const BANDS: [(u16, &str); 5] = [
        (1000, "<1000"),
        (1300, "1000-1299"),
        (1600, "1300-1599"),
        (1900, "1600-1899"),
        (u16::MAX, "1900+"),
    ];
    let mut table: BTreeMap<u8, [usize; 5]> = BTreeMap::new();
    for p in library {
        let band = BANDS
            .iter()
            .position(|(top, _)| p.rating < *top)
            .unwrap_or(4);
        table.entry(p.size.get()).or_default()[band] += 1;
    }
    print!("size  ");
    for (_, name) in BANDS {
        print!("{name:>10}");
    }
    println!("{:>8}", "all");
    for (size, row) in &table {
        print!("{size:>2}x{size:<2} ");
        for n in row {
            print!("{n:>10}");
        }
        println!("{:>8}", row.iter().sum::<usize>());
    }
    println!("{} puzzles", library.len());
}

fn export(library: &[Puzzle], dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    for p in library {
        std::fs::write(
            dir.join(format!("puzzle-{:04}.sgf", p.number)),
            sgf::write(p),
        )?;
    }
    println!("{} puzzles written to {}", library.len(), dir.display());
    Ok(())
}
