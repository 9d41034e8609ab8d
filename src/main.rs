//! The `hexbot` command: a thin shell over the library.

use clap::{Parser, Subcommand};
use std::io;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "hexbot",
    version,
    about = "Hex and Rex for Discord, and the engine behind it"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Speak HTP (the GTP-style Hex Text Protocol) on standard input and output, for HexGui,
    /// MoHex and match scripts.
    Htp,
    /// Benchmarks: fixed positions, engine matches.
    Bench {
        #[command(subcommand)]
        what: Bench,
    },
}

#[derive(Subcommand)]
enum Bench {
    /// Search fixed positions with a fixed seed and playout budget; print moves and playouts/s.
    Ai {
        #[arg(long, default_value_t = 20_000)]
        playouts: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Play engine A against engine B, alternating colours, without swap.
    /// Engines are written LEVEL[:PLAYOUTS][:-rave|-bridges|-priors|-solver|-mistakes|c=X|p=PRIOR_WEIGHT|x=EXPAND_AT]...
    Match {
        a: hexbot::ai::EngineSpec,
        b: hexbot::ai::EngineSpec,
        #[arg(long, default_value_t = 9)]
        size: u32,
        #[arg(long, default_value = "hex")]
        variant: hexbot::hex::Variant,
        #[arg(long, default_value_t = 100)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Play an engine against itself from given first red stones (no swap); print Blue's wins.
    Openings {
        engine: hexbot::ai::EngineSpec,
        /// The opening cells, e.g. a1 b1 c1.
        #[arg(required = true)]
        openings: Vec<String>,
        #[arg(long, default_value_t = 6)]
        size: u32,
        #[arg(long, default_value_t = 10)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

fn bench(what: Bench) -> anyhow::Result<()> {
    let mut out = io::stdout().lock();
    match what {
        Bench::Ai { playouts, seed } => hexbot::ai::bench_ai(&mut out, playouts, seed)?,
        Bench::Match {
            a,
            b,
            size,
            variant,
            games,
            seed,
        } => {
            let size = hexbot::hex::BoardSize::new(size)?;
            hexbot::ai::bench_match(&mut out, &a, &b, size, variant, games, seed)?;
        }
        Bench::Openings {
            engine,
            openings,
            size,
            games,
            seed,
        } => {
            let size = hexbot::hex::BoardSize::new(size)?;
            hexbot::ai::bench_openings(&mut out, &engine, size, &openings, games, seed)?;
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: anyhow::Result<()> = match cli.command {
        Command::Htp => {
            let stdin = io::stdin().lock();
            let stdout = io::stdout().lock();
            hexbot::htp::serve(stdin, stdout).map_err(Into::into)
        }
        Command::Bench { what } => bench(what),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hexbot: {e:#}");
            ExitCode::from(1)
        }
    }
}
