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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: anyhow::Result<()> = match cli.command {
        Command::Htp => {
            let stdin = io::stdin().lock();
            let stdout = io::stdout().lock();
            hexbot::htp::serve(stdin, stdout).map_err(Into::into)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hexbot: {e:#}");
            ExitCode::from(1)
        }
    }
}
