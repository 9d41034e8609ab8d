//! The `hexbot` command: a thin shell over the library, with what operators and players run —
//! the bot, the terminal, the browser, HTP, pictures, pairings, the puzzle library's checks and
//! the engine's fixed-position benchmark. Everything else (matches, training, fuzzing, puzzle
//! generation, conformance checks) is the lab's, `hexbot-lab` (`lab/`).

mod pair;
mod puzzles;

use anyhow::{Context, anyhow};
use clap::{Args, Parser, Subcommand};
use hexbot::hex::{BoardSize, Game, Settings, SwapRule, Variant};
use hexbot::i18n::Locale;
use hexbot::render::{BoardView, Orientation, render_png};
use std::io;
use std::path::PathBuf;
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
    /// optional `./.env`: DISCORD_TOKEN (required), DATABASE_URL (default sqlite://hexbot.db),
    /// HEXBOT_DATABASE_RETRY_SECS (default 60), DEV_GUILD_ID, HEXBOT_AI_THREADS,
    /// HEXBOT_AI_PLAYOUTS, DISCORD_API_BASE_URL, RUST_LOG, HEXBOT_SHARDS, HEXBOT_TOTAL_SHARDS
    /// (the flags below win over the last two); the web companion beside it with
    /// HEXBOT_WEB_ADDR, HEXBOT_PUBLIC_URL and HEXBOT_WEB_SECRET. Exit codes: 2 for a configuration that cannot
    /// work (another process using the SQLite file, or holding one of the shards, included), 75
    /// for a database that did not answer in time or a shard lock lost while running (try again
    /// later), 1 for anything else.
    Run(RunArgs),
    /// Speak HTP (the GTP-style Hex Text Protocol) on standard input and output, for HexGui,
    /// MoHex and match scripts.
    Htp,
    /// The engine's benchmark: fixed positions searched with a fixed seed and playout budget;
    /// prints each chosen move, its tree size and the playouts per second. (Matches, training
    /// and the other benchmarks are `hexbot-lab`'s.)
    Bench {
        #[command(subcommand)]
        what: Bench,
    },
    /// Replay a move list through the rules and draw the position as a PNG picture.
    Render(RenderArgs),
    /// Pair the next round of a Swiss tournament given as a TRF file, by the FIDE Dutch
    /// system, exactly as bbpPairings does, and write the pairings in its output format:
    /// `hexbot pair --dutch FILE.trf -p [OUT]`. The 2025 rules (bbpPairings 6) unless the
    /// file's 192 line or `--rules 2017` names the older ones (bbpPairings 5). Exit codes: 1 no
    /// valid pairing, 3 a bad file, 4 too large, 5 a file that cannot be read or written.
    Pair(pair::PairArgs),
    /// The puzzle library: prove its puzzles again (`check`), write them as SGF records for
    /// other Hex programs (`export DIR`).
    Puzzles {
        #[command(subcommand)]
        what: puzzles::Puzzles,
    },
    /// Play in the terminal, without Discord: the bot's commands as text, simulated users
    /// (`as bob: accept`), the board drawn in colour and saved as PNG pictures.
    Local(LocalArgs),
    /// Play in a browser, without Discord: serves the web companion on a local address (printed
    /// to open) for the person at the computer: a game against Easy, Medium or Hard, or two
    /// people at one screen, every move a click.
    Web(WebArgs),
    /// Print every message of a language's catalogue with sample arguments (the reviewable
    /// `tests/data/catalogue-<LANG>.txt` files are made with it).
    Catalogue {
        #[arg(long, value_name = "LANG", default_value_t = Locale::default(), help = Locale::tags_listed("or"))]
        lang: Locale,
    },
}

/// What `hexbot bench` measures.
#[derive(Subcommand)]
enum Bench {
    /// Search fixed positions with a fixed seed and playout budget; print moves and playouts/s.
    Ai {
        #[arg(long, default_value_t = 20_000)]
        playouts: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The engine: a level with changes, LEVEL[:CHANGE]... (its playout budget is
        /// --playouts).
        #[arg(long, default_value = "hard")]
        engine: hexbot::ai::SearchConfig,
    },
}

/// Sharding: several processes, each holding a range of the bot's Discord shards, over one
/// database (PostgreSQL). Without them, one process holds the only shard.
#[derive(Args, Default)]
struct RunArgs {
    /// The shards this process connects: one (`3`) or a range (`0-3`); its servers' games,
    /// timers and computer turns are this process's. Needs --total-shards. [env: HEXBOT_SHARDS]
    #[arg(long, value_name = "RANGE")]
    shards: Option<String>,
    /// How many shards the bot has across all its processes; alone, this process holds them
    /// all. [env: HEXBOT_TOTAL_SHARDS]
    #[arg(long, value_name = "N")]
    total_shards: Option<String>,
}

#[derive(Args)]
struct LocalArgs {
    /// The database: a file of the terminal's own by default (never the bot's, nor
    /// DATABASE_URL's). Given the bot's, the terminal touches only its own games (the bot's are
    /// never played, timed out or listed here); a SQLite file is refused while another process
    /// uses it.
    #[arg(long, value_name = "URL", default_value = hexbot::local::LOCAL_DATABASE_URL)]
    db: String,
    /// Run the lines of FILE and exit: status 0 if every command was accepted, 1 otherwise.
    #[arg(long, value_name = "FILE")]
    script: Option<PathBuf>,
    /// Where board pictures are written (NNN.png).
    #[arg(long, default_value = "hexbot-boards")]
    boards: PathBuf,
    /// Where exported game records are written.
    #[arg(long, default_value = ".")]
    files: PathBuf,
    /// The channel to play in: one game at a time per channel, as on Discord.
    #[arg(long, default_value_t = 1)]
    channel: u64,
    /// Your name (the user of lines without `as NAME:`); replies name you in the third person
    /// ("Player plays Red"), so pick a name rather than "you".
    #[arg(long, default_value = "Player")]
    name: String,
    #[command(flatten)]
    computer: ComputerArgs,
    #[arg(long, value_name = "LANG", help = lang_help())]
    lang: Option<Locale>,
}

/// `hexbot local --lang`'s help, its languages read from the table of locales.
fn lang_help() -> String {
    format!(
        "The language to speak: {} (or another tag of one of these languages, such as es-419). \
         Default: from LC_ALL, LC_MESSAGES or LANG; English for any other language.",
        Locale::tags_listed("or")
    )
}

/// The computer's budget and seed, for quick tests and reproducible games.
#[derive(Args)]
struct ComputerArgs {
    /// A fixed playout budget for every computer move (quick tests); default: the levels' own.
    #[arg(long, env = "HEXBOT_AI_PLAYOUTS", hide_env_values = true)]
    ai_playouts: Option<u64>,
    /// Seed for the computer and random choices (reproducible sessions).
    #[arg(long, env = "HEXBOT_SEED", hide_env_values = true)]
    seed: Option<u64>,
}

#[derive(Args)]
struct WebArgs {
    /// The address to serve on (port 0: any free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: std::net::SocketAddr,
    /// The database: a file of the browser's own by default (never the bot's).
    #[arg(long, value_name = "URL", default_value = hexbot::web::WEB_DATABASE_URL)]
    db: String,
    /// Your name, as the games show it.
    #[arg(long, default_value = "Player")]
    name: String,
    #[command(flatten)]
    computer: ComputerArgs,
}

#[derive(Args)]
struct RenderArgs {
    /// Board size, 1 to 19.
    #[arg(long, default_value_t = 11)]
    size: u32,
    /// The moves in order, separated by spaces or commas: cells (f6), `swap`, `resign`.
    #[arg(long, default_value = "")]
    moves: String,
    /// hex, or rex (whoever connects loses).
    #[arg(long, default_value = "hex")]
    variant: Variant,
    /// How a `swap` move works: mirror, seat or off.
    #[arg(long, default_value = "mirror")]
    swap: SwapRule,
    /// Draw the final position of an SGF game record (as `hexbot local` exports and HexGui
    /// writes) instead of `--size`/`--moves`.
    #[arg(long, conflicts_with_all = ["size", "moves", "variant", "swap"])]
    sgf: Option<PathBuf>,
    /// Turn the board 90° for tall screens.
    #[arg(long)]
    rotate: bool,
    /// Where to write the PNG.
    #[arg(short, long, default_value = "board.png")]
    output: PathBuf,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let command = cli
        .command
        .unwrap_or_else(|| Command::Run(RunArgs::default()));
    let result: anyhow::Result<()> = match command {
        Command::Run(args) => return run_bot(args),
        Command::Htp => {
            let stdin = io::stdin().lock();
            let stdout = io::stdout().lock();
            hexbot::htp::serve(stdin, stdout).map_err(Into::into)
        }
        Command::Bench {
            what:
                Bench::Ai {
                    playouts,
                    seed,
                    engine,
                },
        } => hexbot::ai::bench_ai(
            &mut io::stdout().lock(),
            "hexbot bench ai",
            &engine.with_playouts(playouts),
            seed,
        )
        .map_err(Into::into),
        Command::Render(args) => render(&args),
        Command::Pair(args) => return pair::run(&args),
        Command::Puzzles { what } => puzzles::run(what),
        Command::Local(args) => return local(args),
        Command::Web(args) => return web(args),
        Command::Catalogue { lang } => {
            print!("{}", hexbot::i18n::render_catalogue(lang));
            Ok(())
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

fn local(args: LocalArgs) -> ExitCode {
    use std::io::IsTerminal;
    let terminal = io::stdout().is_terminal();
    let database_url = hexbot::service::DatabaseUrl::from(args.db);
    let config = hexbot::local::LocalConfig {
        database_url: database_url.clone(),
        boards_dir: args.boards,
        files_dir: args.files,
        channel: args.channel,
        user: args.name,
        color: terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
        spinner: terminal,
        ai_playouts: args.computer.ai_playouts,
        seed: args.computer.seed,
        locale: args.lang.unwrap_or_else(Locale::from_env),
    };
    let runtime = match runtime() {
        Ok(r) => r,
        Err(code) => return code,
    };
    let result = runtime.block_on(async {
        match &args.script {
            Some(script) => hexbot::local::run_script(config, script).await,
            None => {
                let history =
                    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".hexbot_history"));
                hexbot::local::run_interactive(config, history)
                    .await
                    .map(|()| true)
            }
        }
    });
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("hexbot: {}", database_url.scrub(&e.to_string()));
            ExitCode::from(1)
        }
    }
}

/// The async runtime of `hexbot local` and `hexbot web`, or the exit code of its failure (said).
fn runtime() -> Result<tokio::runtime::Runtime, ExitCode> {
    tokio::runtime::Runtime::new().map_err(|e| {
        eprintln!("hexbot: cannot start the runtime: {e}");
        ExitCode::from(1)
    })
}

/// `hexbot web`: serves until interrupted (Ctrl-C).
fn web(args: WebArgs) -> ExitCode {
    let database_url = hexbot::service::DatabaseUrl::from(args.db);
    let config = hexbot::web::LocalWebConfig {
        addr: args.addr,
        database_url: database_url.clone(),
        name: args.name,
        ai_playouts: args.computer.ai_playouts,
        seed: args.computer.seed,
    };
    let runtime = match runtime() {
        Ok(r) => r,
        Err(code) => return code,
    };
    let result = runtime.block_on(hexbot::web::serve_local(
        config,
        |addr| {
            use std::io::Write as _;
            println!("hexbot web: open http://{addr}/ in your browser (Ctrl-C to stop)");
            let _ = io::stdout().flush();
        },
        async {
            let _ = tokio::signal::ctrl_c().await;
        },
    ));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hexbot: {}", database_url.scrub(&e.to_string()));
            ExitCode::from(1)
        }
    }
}

/// `hexbot run`: exit code 2 for configuration problems (no token, a database refused for good),
/// 75 for a database that did not answer in time, 1 for the rest (see [`hexbot::discord::RunError`]).
fn run_bot(args: RunArgs) -> ExitCode {
    // Only `./.env`, never one found by walking up the parent directories (which could belong to
    // someone else). A missing file is fine; the environment wins over the file, and the flags
    // over both.
    let _ = dotenvy::from_path(".env");
    let lookup = |name: &str| {
        let flag = match name {
            "HEXBOT_SHARDS" => args.shards.clone(),
            "HEXBOT_TOTAL_SHARDS" => args.total_shards.clone(),
            _ => None,
        };
        flag.or_else(|| std::env::var(name).ok())
    };
    let config = hexbot::discord::Config::from_lookup(lookup);
    let mut config = match config {
        Ok(config) => config,
        Err(e) => {
            eprintln!("hexbot: {e}");
            return ExitCode::from(hexbot::discord::EXIT_CONFIG);
        }
    };
    let web = match hexbot::web::BotWebConfig::from_lookup(lookup) {
        Ok(web) => web,
        Err(e) => {
            eprintln!("hexbot: {e}");
            return ExitCode::from(hexbot::discord::EXIT_CONFIG);
        }
    };
    config.web_url = web.as_ref().map(|w| w.public_url.clone());
    config.web_signer = web.as_ref().map(|w| w.signer.clone());
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
    // The web companion's address is taken before the bot starts, so that a busy port is said
    // at once.
    let listener = match &web {
        Some(w) => match runtime.block_on(tokio::net::TcpListener::bind(w.addr)) {
            Ok(listener) => Some(listener),
            Err(e) => {
                eprintln!("hexbot: cannot serve the web pages on {}: {e}", w.addr);
                return ExitCode::from(hexbot::discord::EXIT_CONFIG);
            }
        },
        None => None,
    };
    let result = runtime.block_on(hexbot::discord::run_beside(
        config,
        hexbot::discord::shutdown_signal(),
        move |service| {
            let listener = listener?;
            Some(tokio::spawn(async move {
                if let Err(e) = hexbot::web::serve_bot(service, listener).await {
                    tracing::error!("the web pages stopped: {e}");
                }
            }))
        },
    ));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("hexbot: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

fn render(args: &RenderArgs) -> anyhow::Result<()> {
    let game = match &args.sgf {
        Some(path) => {
            let text = hexbot::htp::read_record_file(path).map_err(|e| anyhow!(e))?;
            hexbot::hex::read_sgf(&text)
                .map_err(|e| {
                    anyhow!(
                        "{} is not a game record hexbot can read: {e}",
                        path.display()
                    )
                })?
                .0
        }
        None => {
            let settings = Settings {
                size: BoardSize::new(args.size)?,
                variant: args.variant,
                swap: args.swap,
            };
            replay_text(settings, &args.moves)?
        }
    };
    let orientation = if args.rotate {
        Orientation::Rotated
    } else {
        Orientation::Normal
    };
    let png = render_png(&BoardView::from_game(&game).with_orientation(orientation));
    std::fs::write(&args.output, &png)
        .with_context(|| format!("cannot write {}", args.output.display()))?;
    println!("wrote {} ({} bytes)", args.output.display(), png.len());
    Ok(())
}

/// Parses and plays each move of `text` in turn, naming the first one that is not a move or is
/// illegal.
fn replay_text(settings: Settings, text: &str) -> anyhow::Result<Game> {
    let mut game = Game::new(settings);
    let tokens = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty());
    for (i, token) in tokens.enumerate() {
        let number = i + 1;
        let mv = game
            .parse_move(token)
            .map_err(|e| anyhow!("move {number} (\"{token}\") is not a move: {e}"))?;
        game.play(mv)
            .map_err(|e| anyhow!("move {number} ({token}) is illegal: {e}"))?;
    }
    Ok(game)
}
