//! `hexbot-lab puzzles generate`: finds puzzles in games (engine self-play from seeds, or files
//! of games one a line, `SIZE WINNER MOVE…` as `data/mohex-selfplay/` keeps them) and appends them
//! to a library file, numbered on from its last, leaving out positions it already holds. The
//! product's `hexbot puzzles check|export` proves and exports what it made.

mod generate;

use clap::{Args, Subcommand};
use generate::{Candidate, from_game, position_key, self_play};
use hexbot::hex::{BoardSize, Cell, GameLine};
use hexbot::puzzle::format::{line, parse};
use hexbot::puzzle::prove::PROOF_BUDGET;
use hexbot::puzzle::{PUZZLE_SIZES, Puzzle};
use std::collections::HashSet;
use std::io::Write as _;
use std::path::PathBuf;
use std::time::Instant;

/// What `hexbot-lab puzzles` does.
#[derive(Subcommand)]
pub enum Puzzles {
    /// Find puzzles in games and append them to a library file.
    Generate(GenerateArgs),
}

/// `hexbot-lab puzzles generate`'s arguments.
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

/// Runs `hexbot-lab puzzles`.
///
/// # Errors
/// A file that cannot be read or written, a library that does not read.
pub fn run(what: Puzzles) -> anyhow::Result<()> {
    match what {
        Puzzles::Generate(args) => generate(&args),
    }
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
