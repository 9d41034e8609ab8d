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
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (the default). Configuration comes from the environment and an
    /// optional `.env`: DISCORD_TOKEN (required), DATABASE_URL (default sqlite://hexbot.db),
    /// DEV_GUILD_ID, HEXBOT_AI_THREADS, HEXBOT_AI_PLAYOUTS, DISCORD_API_BASE_URL, RUST_LOG.
    Run,
    /// Speak HTP (the GTP-style Hex Text Protocol) on standard input and output, for HexGui,
    /// MoHex and match scripts.
    Htp,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: anyhow::Result<()> = match cli.command.unwrap_or(Command::Run) {
        Command::Run => return run_bot(),
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

/// `hexbot run`: exit code 2 for configuration problems (no token, unreadable database).
fn run_bot() -> ExitCode {
    // A missing .env is fine; the environment wins over the file.
    let _ = dotenvy::dotenv();
    let config = match hexbot::discord::Config::from_env() {
        Ok(config) => config,
        Err(e) => {
            eprintln!("hexbot: {e}");
            return ExitCode::from(2);
        }
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .with_writer(io::stderr)
        .init();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("hexbot: cannot start the async runtime: {e}");
            return ExitCode::from(1);
        }
    };
    let result = runtime.block_on(hexbot::discord::run(
        config,
        hexbot::discord::shutdown_signal(),
    ));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hexbot: {e}");
            ExitCode::from(if e.is_config() { 2 } else { 1 })
        }
    }
}
