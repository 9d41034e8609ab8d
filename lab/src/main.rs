//! `hexbot-lab`, the lab beside the product: the engine's benchmarks and matches, the tables it
//! ships with and how they are rebuilt, the training of the policy network and the fitting of the
//! learned patterns, the conformance checks against other programs, the fuzzer and the puzzle
//! generator. It links the hexbot library as any program would; the product binary (`hexbot`)
//! compiles none of this. `docs/lab.md` says how to build and run it.

mod bench;
mod fuzz;
mod puzzles;

use clap::{Parser, Subcommand};
use std::io;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "hexbot-lab",
    version,
    about = "hexbot's lab: benchmarks, engine matches, training, fuzzing and puzzle generation"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// Parsed once per run: the size of its variants does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Command {
    /// Benchmarks, engine matches, the engine's tables, training and conformance checks.
    Bench {
        #[command(subcommand)]
        what: bench::Bench,
    },
    /// Feed generated inputs (random bytes, mutations of valid inputs) to the parsers of cells,
    /// SGF records, HTP, button ids and terminal lines; count the panics (any is a failure).
    Fuzz {
        /// Which parsers (repeatable); default all.
        #[arg(long = "target", value_enum)]
        targets: Vec<fuzz::Target>,
        /// Inputs per target.
        #[arg(long, default_value_t = 1_000_000)]
        count: u64,
        /// The generator's seed (the same seed gives the same inputs).
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Find puzzles in games for the puzzle library (`hexbot puzzles check` proves them again).
    Puzzles {
        #[command(subcommand)]
        what: puzzles::Puzzles,
    },
    /// Speak HTP on standard input and output, as `hexbot htp` does (for match scripts that
    /// drive the lab's build).
    Htp,
}

fn main() -> ExitCode {
    let result: anyhow::Result<()> = match Cli::parse().command {
        Command::Bench { what } => bench::run(what),
        Command::Fuzz {
            targets,
            count,
            seed,
        } => {
            let targets = if targets.is_empty() {
                fuzz::Target::ALL.to_vec()
            } else {
                targets
            };
            fuzz::run(&targets, count, seed)
        }
        Command::Puzzles { what } => puzzles::run(what),
        Command::Htp => {
            hexbot::htp::serve(io::stdin().lock(), io::stdout().lock()).map_err(Into::into)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hexbot-lab: {e:#}");
            ExitCode::from(1)
        }
    }
}
