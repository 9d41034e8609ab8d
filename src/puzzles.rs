//! `hexbot puzzles`: builds, checks and exports the puzzle library (`hexbot::puzzle`).
//!
//! - `generate` finds puzzles in games (engine self-play from seeds, or files of games one a
//!   line, `SIZE WINNER MOVE…` as `data/mohex-selfplay/` keeps them) and appends them to a
//!   library file, numbered on from its last, leaving out positions it already holds.
//! - `check` proves every puzzle of a library again and prints the library's figures.
//! - `export DIR` writes each puzzle as a HexGui SGF record.

use clap::{Args, Subcommand};
use hexbot::hex::{BoardSize, Cell, GameLine};
use hexbot::puzzle::format::{line, parse};
use hexbot::puzzle::generate::{Candidate, from_game, position_key, self_play};
use hexbot::puzzle::prove::{PROOF_BUDGET, verify};
use hexbot::puzzle::{LIBRARY, PUZZLE_SIZES, Puzzle, sgf};
use std::collections::{BTreeMap, HashSet};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What `hexbot puzzles` does.
#[derive(Subcommand)]
pub enum Puzzles {
    /// Find puzzles in games and append them to a library file.
    Generate(GenerateArgs),
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

/// `hexbot puzzles generate`'s arguments.
#[derive(Args)]
pub struct GenerateArgs {
    /// The library file to append to (made if missing).
    #[arg(long)]
    out: PathBuf,
    /// Self-play games to play, one after another, through the sizes of --sizes.
    #[arg(long, default_value_t = 0)]
    games: u64,
    /// The first self-play game's seed (game i has seed + i).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The sizes of the self-play games, in turn (e.g. 7,9,11).
    #[arg(long, value_delimiter = ',', default_value = "7,8,9,10,11")]
    sizes: Vec<u8>,
    /// Files of games, one a line (`SIZE WINNER MOVE…`), read before any self-play.
    #[arg(long = "from")]
    from: Vec<PathBuf>,
    /// The most puzzles taken from one game.
    #[arg(long, default_value_t = 2)]
    per_game: usize,
    /// The solver's budget per question, in nodes.
    #[arg(long, default_value_t = PROOF_BUDGET)]
    budget: u64,
    /// Games searched at once, one per thread.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
}

/// Runs `hexbot puzzles`.
///
/// # Errors
/// A file that cannot be read or written, a library that does not read, a flawed puzzle.
pub fn run(what: Puzzles) -> anyhow::Result<()> {
    match what {
        Puzzles::Generate(args) => generate(&args),
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

fn generate(args: &GenerateArgs) -> anyhow::Result<()> {
    for &s in &args.sizes {
        anyhow::ensure!(
            PUZZLE_SIZES.contains(&s),
            "size {s} is outside {PUZZLE_SIZES:?}"
        );
    }
    let existing = match std::fs::read_to_string(&args.out) {
        Ok(text) => parse(&text)?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(e.into()),
    };
    let mut seen: HashSet<String> = existing
        .iter()
        .map(|p| position_key(p.size, &p.moves))
        .collect();
    let mut number = existing.iter().map(|p| p.number).max().unwrap_or(0);
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)?;
    let started = Instant::now();
    let mut games: Vec<(String, BoardSize, Source)> = Vec::new();
    for path in &args.from {
        for (i, text) in std::fs::read_to_string(path)?.lines().enumerate() {
            if let Some((size, moves)) = game_line(text) {
                games.push((
                    format!("{}:{}", path.display(), i + 1),
                    size,
                    Source::Moves(moves),
                ));
            }
        }
    }
    let from_files = games.len();
    for i in 0..args.games {
        let n = args.sizes[(i % args.sizes.len() as u64) as usize];
        let seed = args.seed + i;
        games.push((
            format!("self-play {n}x{n} seed {seed}"),
            BoardSize::new(u32::from(n))?,
            Source::SelfPlay(seed),
        ));
    }
    // A batch of games at a time, one per thread; written in the games' order, so a run's
    // library is the same however many threads it had.
    for batch in games.chunks(args.jobs.max(1)) {
        let results: Vec<Vec<Candidate>> = std::thread::scope(|scope| {
            let handles: Vec<_> = batch
                .iter()
                .map(|(_, size, source)| {
                    scope.spawn(move || {
                        let moves = match source {
                            Source::SelfPlay(seed) => self_play(*size, *seed),
                            Source::Moves(moves) => moves.clone(),
                        };
                        from_game(*size, &moves, args.budget, args.per_game)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_default())
                .collect()
        });
        for ((label, size, _), found) in batch.iter().zip(results) {
            let mut kept = 0;
            for c in found {
                if !seen.insert(position_key(*size, &c.moves)) {
                    continue;
                }
                number += 1;
                kept += 1;
                let p = Puzzle {
                    number,
                    size: *size,
                    rating: c.found.rating(),
                    key: c.found.key,
                    line: c.found.line,
                    moves: c.moves,
                };
                writeln!(file, "{}", line(&p))?;
            }
            file.flush()?;
            eprintln!(
                "{label}: {kept} kept, {number} in the library, {:.0} s",
                started.elapsed().as_secs_f64()
            );
        }
    }
    eprintln!(
        "{from_files} games from files and {} self-play games in {:.0} s",
        args.games,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Where a game's stones come from.
enum Source {
    /// A game of a file.
    Moves(Vec<Cell>),
    /// The engine's self-play game of this seed (played in the worker thread).
    SelfPlay(u64),
}

/// A game of a file (see [`GameLine`]) on a board puzzles are made on; the winner is not needed.
fn game_line(text: &str) -> Option<(BoardSize, Vec<Cell>)> {
    let line = text.parse::<GameLine>().ok()?;
    PUZZLE_SIZES
        .contains(&line.size.get())
        .then_some((line.size, line.moves))
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
