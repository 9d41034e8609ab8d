//! `hexbot-lab bench`: the engine's benchmarks, on the binary side (the library's `ai` module only
//! searches; the fixed positions are the product's `hexbot bench ai`). Matches between
//! any two engines, ours or external HTP programs, refereed by our rules ([`referee`],
//! [`engine`]), self-play from given openings ([`openings`]), the balanced-opening table
//! the computer opens from as Red with swap on ([`balance`]), the pictures players wait for
//! (replay GIFs, hints: [`pictures`]; many replays at once through the service:
//! [`replay_load`]), a flood of hints beside a game against the computer ([`flood`]), a
//! whole review of a game through the service with the plots' drawing times ([`review`]), the
//! store's restart and move-append times on SQLite or PostgreSQL ([`store`]), and our Swiss
//! pairings against bbpPairings' ([`pair_check`]).
//!
//! Every search of a series is seeded with `hexbot::ai::move_seed(game_seed, ply)`, the game's
//! seed being the series' seed mixed with the game's number, so each is reproducible on its own.

mod analysis;
mod balance;
mod book;
mod engine;
mod flood;
mod games;
mod gsprt;
mod mohex;
mod openings;
mod pair_check;
mod patterns;
mod pictures;
mod proofs;
mod referee;
mod replay_load;
mod review;
mod review_check;
mod sgf_check;
mod sprt;
mod stats;
mod store;
mod swap_map;
mod train;
mod turns;

use clap::{Args, Subcommand};
use engine::EngineSpec;
use std::io;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Subcommand)]
pub enum Bench {
    /// Play engine A against engine B, refereed by our rules, alternating colours, without swap.
    /// Our engines are written `LEVEL[:PLAYOUTS][:t=SECONDS|-rave|-bridges|-priors|-solver|-inferior|+rev|-rev|+ans|-ans|+pans|-pans|+vc|-vc|+mustplay|-mustplay|-reuse|+reuse|-pp|+pp|+book|-book|+net|+mp|-mp|mc=X|mr=X|nb=X|rb=X|ng=X|rs=N|pc=X|-mistakes|c=X|p=X|b=X|g=X|r=X|x=N|k=N]...`;
    /// an external HTP engine is htp:"COMMAND ARGS..." (its setup commands in --setup-a/--setup-b).
    Match(MatchArgs),
    /// A sequential test (GSPRT) of engine A against engine B, written as for `match`: pairs of
    /// games from seeded random openings (--opening-stones, 1 is usual), each engine on each
    /// side, played --workers at a time, until the test accepts H0 (A is not --elo1 better than
    /// --elo0) or H1, or --games are played.
    Sprt(SprtArgs),
    /// The search's counters (simulations, nodes, children per expansion, knowledge
    /// computations and what they left, nodes proved, depth) on fixed Hex positions at
    /// --seconds each, and with --mohex MoHex 2.0's (`mohex-search-statistics`) beside them.
    Stats(stats::StatsArgs),
    /// Compute the balanced-opening table (src/ai/openings.txt): each edge cell as Red's first
    /// stone, estimated by our search (Hard's settings at a fixed budget and seed); the cells
    /// closest to an even game after the opponent's best swap decision are kept.
    Balance(BalanceArgs),
    /// Compute the answer book (src/ai/book.txt): Blue's answer to each first red stone (one of
    /// each 180°-rotation pair), chosen by Hard's search with the book off at a fixed budget and
    /// seed, with its estimated chance.
    Book(BookArgs),
    /// Compute a swap map (src/ai/swap_map/NxN.txt): each first stone (one of each 180°-turn
    /// pair) proved by the solver within --proof-nodes, else judged as a review judges it (Hard's
    /// knowledge at --playouts, seeded); Red's chance without swap and after Blue's best swap
    /// decision, every cell a line. Progress goes to standard error.
    SwapMap(SwapMapArgs),
    /// Fit the learned move patterns (src/ai/patterns.txt) on SGF games, by
    /// minorization-maximization, and measure how well they predict held-out games' moves.
    Patterns(patterns::PatternSetup),
    /// Train the policy network (src/ai/policy/weights.bin) on game files (match logs or compact
    /// lines), and measure its move prediction on held-out games beside the patterns'.
    Train(train::TrainArgs),
    /// Where an engine's lost games turned: every position of the games it lost in `bench match`
    /// logs judged as a review judges them, the move after which its chance stayed below one
    /// half, and each side's mean loss per move in the opening, middle game and end.
    Turns(turns::TurnsArgs),
    /// The connection engine and the solver against MoHex 2.0 position by position (vc,
    /// solve), and every first move of a small board proved (first-moves).
    Proofs(proofs::ProofsArgs),
    /// Review a seeded self-play game of at least --moves moves through the service (timed),
    /// then ask again (stored); print the review and optionally write its pictures.
    Review {
        #[arg(long, default_value_t = 11)]
        size: u32,
        #[arg(long, default_value_t = 80)]
        moves: usize,
        /// Playouts per position (default: the service's own review budget).
        #[arg(long)]
        playouts: Option<u64>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the graph and the costly moves' pictures here.
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// How far a review can be trusted, on recorded games (`SIZE WINNER MOVES…` a line): the
    /// turn's bias (a zig-zag) and, with --mohex, agreement with MoHex 2.0's solver.
    ReviewCheck {
        /// Files of games, one a line (e.g. data/mohex-selfplay/chunk-01-9x9.txt).
        #[arg(long = "games", required = true)]
        games: Vec<PathBuf>,
        /// At most this many games.
        #[arg(long, default_value_t = 20)]
        limit: usize,
        /// Playouts per position in the first pass (the service's review budget by default).
        #[arg(long, default_value_t = 2_000)]
        playouts: u64,
        /// The root mean's weight in an estimate (default: the review's own).
        #[arg(long)]
        mean_weight: Option<f32>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A MoHex 2.0 binary (built outside the repository) to solve the positions.
        #[arg(long, value_name = "PATH")]
        mohex: Option<PathBuf>,
        /// MoHex's solver time per position.
        #[arg(long, default_value_t = 1.0)]
        mohex_seconds: f64,
        /// Also run our own solver alone, with this many nodes, on each position MoHex proves.
        #[arg(long, default_value_t = 0)]
        solver_nodes: u64,
        /// A file of MoHex's verdicts kept between runs: read first, and what MoHex is asked is
        /// added to it (so a second run needs no MoHex).
        #[arg(long, value_name = "FILE")]
        mohex_verdicts: Option<PathBuf>,
        /// The review's proof pass stops after this many seconds (the service's by default).
        #[arg(long)]
        proof_seconds: Option<f64>,
    },
    /// Do records of games with a swap read the same in MoHex 2.0? Random swap games written as
    /// `export` writes them, loaded with MoHex's loadsgf: stones, connected colour, winner's name.
    SgfCheck {
        /// A MoHex 2.0 binary (built outside the repository).
        #[arg(long, value_name = "PATH")]
        mohex: PathBuf,
        #[arg(long, default_value_t = 40)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Time drawing a review graph and a rating plot.
    Plot {
        #[arg(long, default_value_t = 20)]
        rounds: u32,
        /// Write the two plots here.
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// The analysis board's figures through the service: opening a board from an 80-move 13×13
    /// SGF record, the engine at the hint's budget on 11×11 and 19×19, and the anti-cheat check
    /// with RUNNING rated games being played (positions compared per request, and its time).
    Analysis {
        #[arg(long, default_value_t = 1000)]
        running: usize,
        #[arg(long, default_value_t = 20)]
        stones: usize,
        #[arg(long, default_value_t = 5)]
        repeats: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Replay GIFs (11×11 of 80 moves, 19×19 of 361: time and bytes) and hint latency through
    /// the service.
    Pictures {
        /// Encodings of each replay.
        #[arg(long, default_value_t = 5)]
        repeats: u32,
        /// Hints asked per board size (11×11, 19×19).
        #[arg(long, default_value_t = 5)]
        hints: u32,
    },
    /// A flood of hints beside a game against the computer: one player asks --hints hints at
    /// once, over and over, --crowd others one each, while another plays --moves moves against
    /// Medium; prints the hints' answers and the moves' answer times, with and without the flood.
    HintFlood {
        #[arg(long, default_value_t = 9)]
        size: u32,
        #[arg(long, default_value_t = 100)]
        hints: u32,
        #[arg(long, default_value_t = 40)]
        crowd: u32,
        #[arg(long, default_value_t = 10)]
        moves: u32,
    },
    /// Many replays at once through the service: GAMES seeded games filling a SIZE board (19:
    /// 361 moves each), every replay asked for at the same moment, then all again; how they were
    /// answered, wall and CPU time, and the peak resident memory of the burst.
    ReplayLoad {
        #[arg(long, default_value_t = 20)]
        games: usize,
        #[arg(long, default_value_t = 19)]
        size: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Replays drawn at once (default: the service's, half the cores).
        #[arg(long)]
        renders: Option<usize>,
        /// Replays that may wait for a drawing (default: the service's, 8).
        #[arg(long)]
        queue: Option<usize>,
    },
    /// The store's figures on one backend: restart with GAMES open games (open the store, load
    /// and replay every open game; the same through the service) and move append (median,
    /// p99). SQLite in a temporary file, or PostgreSQL: `--database-url postgres://…` (the bench
    /// makes a database of its own there and drops it after).
    Store {
        #[arg(long, value_name = "URL")]
        database_url: Option<String>,
        #[arg(long, default_value_t = 10_000)]
        games: usize,
        #[arg(long, default_value_t = 2_000)]
        appends: usize,
    },
    /// Our Swiss pairings (FIDE Dutch) against bbpPairings' (built outside the repository), round
    /// by round on generated tournaments of 5-60 players and 3-11 rounds: prints the rounds
    /// compared, the differences (the first few with their TRF files saved in --out) and the
    /// time per round.
    PairCheck {
        /// The bbpPairings binary of the rules checked: version 6 for the 2025 rules, v5.0.1
        /// for the 2017 ones.
        #[arg(long, value_name = "PATH")]
        bbp: PathBuf,
        /// The edition of the Dutch rules: 2025 or 2017.
        #[arg(long, default_value = "2025")]
        rules: hexbot::tournament::DutchRules,
        /// How many tournaments.
        #[arg(long, default_value_t = 1000)]
        count: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Where the TRF files of differing rounds are saved.
        #[arg(long, value_name = "DIR", default_value = "pair-check")]
        out: PathBuf,
        /// Save the first N complete tournaments, with bbpPairings' pairings of every round,
        /// in --keep-dir (the test data of tests/data/pairings).
        #[arg(long, default_value_t = 0, value_name = "N")]
        keep: usize,
        #[arg(long, value_name = "DIR")]
        keep_dir: Option<PathBuf>,
        /// Who generates the tournaments.
        #[arg(long, value_enum, default_value = "ours")]
        generator: pair_check::Generator,
        /// The range of the number of players, MIN-MAX.
        #[arg(long, value_name = "MIN-MAX", default_value = "5-60", value_parser = range)]
        players: (u32, u32),
        /// The range of the number of rounds (always fewer than the players), MIN-MAX.
        #[arg(long, value_name = "MIN-MAX", default_value = "3-11", value_parser = range)]
        rounds: (u32, u32),
    },
    /// Play one of our engines against itself from given first red stones (no swap); print
    /// Blue's wins.
    Openings {
        engine: EngineSpec,
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

// `hexbot-lab bench match`'s arguments (its help is the variant's).
#[derive(Args)]
pub struct MatchArgs {
    a: EngineSpec,
    b: EngineSpec,
    /// An HTP command sent to engine A when it starts (repeatable), e.g.
    /// "param_mohex max_time 1".
    #[arg(long = "setup-a", value_name = "COMMAND")]
    setup_a: Vec<String>,
    /// An HTP command sent to engine B when it starts (repeatable).
    #[arg(long = "setup-b", value_name = "COMMAND")]
    setup_b: Vec<String>,
    #[arg(long, default_value_t = 9)]
    size: u32,
    #[arg(long, default_value = "hex")]
    variant: hexbot::hex::Variant,
    #[arg(long, default_value_t = 100)]
    games: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seeded random stones that open each pair of games (Red's first, then alternating);
    /// both games of a pair start from them, each engine playing each side.
    #[arg(long, default_value_t = 0, value_name = "N")]
    opening_stones: u32,
    /// An answer that takes longer than this (seconds, measured by the referee) forfeits.
    #[arg(long, value_name = "SECONDS")]
    time_limit: Option<f64>,
    /// Write each game as DIR/game-NNN.sgf.
    #[arg(long, value_name = "DIR")]
    sgf: Option<PathBuf>,
}

impl MatchArgs {
    /// The match these arguments ask for.
    fn setup(self) -> anyhow::Result<referee::MatchSetup> {
        let time_limit = match self.time_limit {
            None => None,
            Some(t) if t > 0.0 && t < 1e6 => Some(Duration::from_secs_f64(t)),
            Some(t) => anyhow::bail!("--time-limit {t}: not a time in seconds"),
        };
        Ok(referee::MatchSetup {
            a: self.a,
            b: self.b,
            setup_a: self.setup_a,
            setup_b: self.setup_b,
            size: hexbot::hex::BoardSize::new(self.size)?,
            variant: self.variant,
            games: self.games,
            seed: self.seed,
            opening_stones: self.opening_stones,
            time_limit,
            sgf_dir: self.sgf,
        })
    }
}

// `hexbot-lab bench sprt`'s arguments (its help is the variant's).
#[derive(Args)]
pub struct SprtArgs {
    #[command(flatten)]
    games: MatchArgs,
    /// H0: A is this many (logistic) Elo stronger than B.
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    elo0: f64,
    /// H1: A is this many Elo stronger.
    #[arg(long, default_value_t = 20.0, allow_negative_numbers = true)]
    elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    #[arg(long, default_value_t = 0.05)]
    alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    #[arg(long, default_value_t = 0.05)]
    beta: f64,
    /// Pairs played at once, each by its own two engines (one thread each).
    #[arg(long, default_value_t = 2)]
    workers: usize,
}

impl SprtArgs {
    /// The test these arguments ask for.
    fn setup(self) -> anyhow::Result<sprt::SprtSetup> {
        let error = |e: f64| e > 0.0 && e < 0.5;
        if !error(self.alpha) || !error(self.beta) {
            anyhow::bail!("--alpha and --beta must be between 0 and 0.5");
        }
        if self.elo1 <= self.elo0 {
            anyhow::bail!("--elo1 must be above --elo0");
        }
        Ok(sprt::SprtSetup {
            games: self.games.setup()?,
            elo0: self.elo0,
            elo1: self.elo1,
            alpha: self.alpha,
            beta: self.beta,
            workers: self.workers.clamp(1, 64),
        })
    }
}

// `hexbot-lab bench balance`'s arguments (its help is the variant's).
#[derive(Args)]
pub struct BalanceArgs {
    /// The smallest board size.
    #[arg(long, default_value_t = 7)]
    min_size: u32,
    /// The largest board size.
    #[arg(long, default_value_t = 19)]
    max_size: u32,
    /// Playouts per estimate (no time cap).
    #[arg(long, default_value_t = 20_000)]
    playouts: u64,
    /// Searches per candidate (different seeds), averaged.
    #[arg(long, default_value_t = 2)]
    repeats: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Keep the cells within this many percentage points of 50 %...
    #[arg(long, default_value_t = 10.0)]
    band: f64,
    /// ...but at least this many per size (the closest)...
    #[arg(long, default_value_t = 3)]
    min: usize,
    /// ...and at most this many.
    #[arg(long, default_value_t = 6)]
    max: usize,
}

impl BalanceArgs {
    /// The table computation these arguments ask for.
    fn setup(self) -> anyhow::Result<balance::BalanceSetup> {
        let BalanceArgs {
            min_size,
            max_size,
            playouts,
            repeats,
            seed,
            band,
            min,
            max,
        } = self;
        let sizes = (min_size..=max_size)
            .map(hexbot::hex::BoardSize::new)
            .collect::<Result<Vec<_>, _>>()?;
        if sizes.is_empty() || repeats == 0 || playouts == 0 || min > max {
            anyhow::bail!("bench balance: no sizes, no searches, or --min above --max");
        }
        Ok(balance::BalanceSetup {
            sizes,
            playouts,
            repeats,
            seed,
            band,
            min,
            max,
            command: format!(
                "hexbot-lab bench balance --min-size {min_size} --max-size {max_size} \
                 --playouts {playouts} --repeats {repeats} --seed {seed} --band {band} \
                 --min {min} --max {max}"
            ),
        })
    }
}

// `hexbot-lab bench book`'s arguments (its help is the variant's).
#[derive(Args)]
pub struct BookArgs {
    /// The board sizes, e.g. 9,11,13.
    #[arg(long, value_delimiter = ',', default_value = "9,11,13")]
    sizes: Vec<u32>,
    /// Playouts per answer (no time cap).
    #[arg(long, default_value_t = 200_000)]
    playouts: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Searches run at once.
    #[arg(long, default_value_t = 1, value_parser = train::within::<1, 64>)]
    threads: usize,
}

impl BookArgs {
    /// The book computation these arguments ask for.
    fn setup(self) -> anyhow::Result<book::BookSetup> {
        let BookArgs {
            sizes,
            playouts,
            seed,
            threads,
        } = self;
        let list = sizes
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",");
        let mut board_sizes = sizes
            .into_iter()
            .map(hexbot::hex::BoardSize::new)
            .collect::<Result<Vec<_>, _>>()?;
        board_sizes.sort();
        board_sizes.dedup();
        if board_sizes.is_empty() || playouts == 0 {
            anyhow::bail!("bench book: no sizes or no playouts");
        }
        Ok(book::BookSetup {
            sizes: board_sizes,
            playouts,
            seed,
            threads,
            command: format!(
                "hexbot-lab bench book --sizes {list} --playouts {playouts} --seed {seed} \
                 --threads {threads}"
            ),
        })
    }
}

// `hexbot-lab bench swap-map`'s arguments (its help is the variant's).
#[derive(Args)]
pub struct SwapMapArgs {
    /// The board size.
    #[arg(long)]
    size: u32,
    /// Playouts per first stone (no time cap).
    #[arg(long)]
    playouts: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The solver's node budget per first stone (0: no solver).
    #[arg(long, default_value_t = 0)]
    proof_nodes: u64,
    /// Write the map here (standard output by default).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

impl SwapMapArgs {
    /// The map these arguments ask for, and where it goes.
    fn setup(self) -> anyhow::Result<(swap_map::SwapMapSetup, Option<PathBuf>)> {
        let SwapMapArgs {
            size,
            playouts,
            seed,
            proof_nodes,
            out,
        } = self;
        if playouts == 0 {
            anyhow::bail!("bench swap-map: no playouts");
        }
        let mut command = format!(
            "hexbot-lab bench swap-map --size {size} --playouts {playouts} --seed {seed} \
             --proof-nodes {proof_nodes}"
        );
        if let Some(path) = &out {
            command += &format!(" --out {}", path.display());
        }
        let setup = swap_map::SwapMapSetup {
            size: hexbot::hex::BoardSize::new(size)?,
            playouts,
            seed,
            proof_nodes,
            command,
        };
        Ok((setup, out))
    }
}

/// `MIN-MAX` (or one number) as a range.
fn range(text: &str) -> Result<(u32, u32), String> {
    let (min, max) = text.split_once('-').unwrap_or((text, text));
    match (min.trim().parse(), max.trim().parse()) {
        (Ok(min), Ok(max)) if min <= max => Ok((min, max)),
        _ => Err(format!("{text:?} is not a range like 5-60")),
    }
}

/// Runs a benchmark, printing to standard output.
///
/// # Errors
/// Bad arguments, I/O errors, an engine that cannot be started.
pub fn run(what: Bench) -> anyhow::Result<()> {
    let mut out = io::stdout().lock();
    match what {
        Bench::HintFlood {
            size,
            hints,
            crowd,
            moves,
        } => flood::bench_hint_flood(&mut out, size, hints, crowd, moves)?,
        Bench::Analysis {
            running,
            stones,
            repeats,
            seed,
        } => analysis::bench_analysis(
            &mut out,
            &analysis::AnalysisSetup {
                running,
                stones,
                repeats,
                seed,
            },
        )?,
        Bench::Pictures { repeats, hints } => pictures::bench_pictures(&mut out, repeats, hints)?,
        Bench::ReplayLoad {
            games,
            size,
            seed,
            renders,
            queue,
        } => {
            let mut limits = hexbot::service::RenderLimits::default();
            limits.at_once = renders.unwrap_or(limits.at_once);
            limits.queue = queue.unwrap_or(limits.queue);
            replay_load::bench_replay_load(&mut out, games, size, seed, limits)?;
        }
        Bench::Match(args) => {
            referee::bench_match(&mut out, &args.setup()?)?;
        }
        Bench::Sprt(args) => {
            sprt::bench_sprt(&mut out, &args.setup()?)?;
        }
        Bench::Stats(args) => stats::bench_stats(&mut out, &args)?,
        Bench::Balance(args) => balance::bench_balance(&mut out, &args.setup()?)?,
        Bench::Book(args) => book::bench_book(&mut out, &args.setup()?)?,
        Bench::SwapMap(args) => {
            let (setup, file) = args.setup()?;
            let mut progress = io::stderr().lock();
            match file {
                Some(path) => {
                    let mut text = vec![];
                    swap_map::bench_swap_map(&mut text, &mut progress, &setup)?;
                    std::fs::write(&path, text)?;
                }
                None => swap_map::bench_swap_map(&mut out, &mut progress, &setup)?,
            }
        }
        Bench::Openings {
            engine,
            openings,
            size,
            games,
            seed,
        } => {
            let EngineSpec::Ours { name, config } = &engine else {
                anyhow::bail!("bench openings plays one of our own engines against itself");
            };
            let size = hexbot::hex::BoardSize::new(size)?;
            openings::bench_openings(&mut out, name, config, size, &openings, games, seed)?;
        }
        Bench::Review {
            size,
            moves,
            playouts,
            seed,
            out: dir,
        } => review::bench_review(&mut out, size, moves, playouts, seed, dir.as_deref())?,
        Bench::Patterns(setup) => patterns::bench_patterns(&mut out, &setup)?,
        Bench::Train(args) => train::bench_train(&mut out, &args)?,
        Bench::Turns(args) => turns::bench_turns(&mut out, &args)?,
        Bench::Proofs(args) => proofs::bench_proofs(&mut out, &args)?,
        Bench::Store {
            database_url,
            games,
            appends,
        } => store::bench_store(&mut out, database_url.as_deref(), games, appends)?,
        Bench::ReviewCheck {
            games,
            limit,
            playouts,
            mean_weight,
            seed,
            mohex,
            mohex_seconds,
            solver_nodes,
            mohex_verdicts,
            proof_seconds,
        } => review_check::bench_review_check(
            &mut out,
            &review_check::CheckSetup {
                games,
                limit,
                playouts,
                mean_weight,
                seed,
                mohex,
                mohex_seconds,
                solver_nodes,
                mohex_verdicts,
                proof_time: proof_seconds
                    .filter(|s| *s > 0.0 && *s < 1e6)
                    .map_or(hexbot::ai::PROOF_PASS_TIME, Duration::from_secs_f64),
            },
        )?,
        Bench::SgfCheck { mohex, games, seed } => {
            sgf_check::bench_sgf_check(&mut out, &mohex, games, seed)?;
        }
        Bench::Plot { rounds, out: dir } => review::bench_plot(&mut out, rounds, dir.as_deref())?,
        Bench::PairCheck {
            bbp,
            rules,
            count,
            seed,
            out: dir,
            keep,
            keep_dir,
            generator,
            players,
            rounds,
        } => pair_check::bench_pair_check(
            &mut out,
            &pair_check::CheckSetup {
                bbp,
                rules,
                count,
                seed,
                out: dir,
                keep,
                keep_dir,
                generator,
                players,
                rounds,
            },
        )?,
    }
    Ok(())
}
