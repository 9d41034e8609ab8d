//! `hexbot bench proofs`: the connection engine and the solver against MoHex 2.0, position by
//! position (issue 63's figures).
//!
//! - `vc`: on the positions of recorded games (`SIZE WINNER MOVES…` a line, as
//!   `data/mohex-selfplay/` keeps them), what our knowledge before any search decides (fill-in,
//!   both colours' connections) against MoHex's `vc-build` (a winning semi or full connection of
//!   the side to move, or a full one of the opponent): the share of the positions MoHex calls
//!   decided that we call decided, disagreements, the moves each still considers, and the
//!   microseconds of one connection build.
//! - `solve`: our solver and MoHex's `dfpn-solve-state` (both one thread, each position with a
//!   fresh table) within each time limit: the share each proves, and the time ratio on the
//!   positions both prove.
//! - `first-moves`: every first move of an empty board proved, one table across them (as MoHex
//!   keeps its own), with MoHex's answers and times beside.
//!
//! MoHex is an oracle here, never a dependency: built from its own snapshot outside the
//! repository and only ever run by these benches.

use super::mohex::Mohex;
use clap::{Args, Subcommand};
use hexbot::ai::{ConnectionBuilder, Limits, Prover};
use hexbot::hex::{BoardSize, Cell, Color, Game, GameLine, Move, Settings, SwapRule};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

// `hexbot bench proofs`'s arguments (its help is the variant's).
#[derive(Args)]
pub struct ProofsArgs {
    #[command(subcommand)]
    what: What,
}

#[derive(Subcommand)]
enum What {
    /// Our knowledge before any search (fill-in, connections) against MoHex's vc-build.
    Vc(PositionArgs),
    /// Our solver against MoHex's dfpn-solve-state within each time limit.
    Solve {
        #[command(flatten)]
        positions: PositionArgs,
        /// The time limits, in seconds, smallest first.
        #[arg(long, value_delimiter = ',', default_value = "1,10")]
        seconds: Vec<f64>,
    },
    /// Every first move of an empty board proved, one table across them.
    FirstMoves {
        #[arg(long, default_value_t = 7)]
        size: u32,
        /// The time limit for each move, in seconds.
        #[arg(long, default_value_t = 600.0)]
        seconds: f64,
        /// Only these first moves (e.g. a1,d4).
        #[arg(long, value_delimiter = ',')]
        only: Vec<String>,
        /// A MoHex 2.0 binary (built outside the repository) to run beside.
        #[arg(long, value_name = "PATH")]
        mohex: Option<PathBuf>,
    },
}

#[derive(Args)]
struct PositionArgs {
    /// Files of games, one a line (e.g. data/mohex-selfplay/chunk-01-9x9.txt).
    #[arg(long = "games", required = true)]
    games: Vec<PathBuf>,
    /// At most this many games.
    #[arg(long, default_value_t = 20)]
    limit: usize,
    /// Only games of this size.
    #[arg(long)]
    size: Option<u32>,
    /// The first position taken: after this many moves.
    #[arg(long, default_value_t = 4)]
    from: usize,
    /// Every this many positions.
    #[arg(long, default_value_t = 1)]
    every: usize,
    /// A MoHex 2.0 binary (built outside the repository).
    #[arg(long, value_name = "PATH")]
    mohex: Option<PathBuf>,
}

/// The positions the arguments name: (game number, ply, position), not over.
fn positions(args: &PositionArgs) -> anyhow::Result<Vec<(usize, usize, Game)>> {
    let mut out = Vec::new();
    let mut games = 0;
    'files: for path in &args.games {
        for line in std::fs::read_to_string(path)?.lines() {
            if line.trim().is_empty() {
                continue;
            }
            let line: GameLine = line.parse()?;
            let game = line.replay()?;
            if args.size.is_some_and(|n| u32::from(game.size().get()) != n) {
                continue;
            }
            games += 1;
            let moves = game.moves();
            for k in (args.from..moves.len()).step_by(args.every.max(1)) {
                let g = Game::replay(game.settings(), &moves[..k])?;
                if !g.is_over() {
                    out.push((games, k, g));
                }
            }
            if games >= args.limit {
                break 'files;
            }
        }
    }
    Ok(out)
}

/// Sets MoHex's board to `game`'s position (played without swap).
fn set_up(m: &mut Mohex, game: &Game) -> anyhow::Result<()> {
    let n = game.size().get();
    m.ask(&format!("boardsize {n} {n}"))?;
    let mut color = 'b';
    for mv in game.moves() {
        if let Move::Place(cell) = mv {
            m.ask(&format!("play {color} {cell}"))?;
            color = if color == 'b' { 'w' } else { 'b' };
        }
    }
    Ok(())
}

fn htp_colour(c: Color) -> char {
    if c == Color::Red { 'b' } else { 'w' }
}

/// MoHex's knowledge of `game` for the side to move: who wins by it (if decided) and the moves
/// it considers.
fn mohex_knowledge(m: &mut Mohex, game: &Game) -> anyhow::Result<(Option<Color>, usize)> {
    set_up(m, game)?;
    let mover = game.to_move();
    let c = htp_colour(mover);
    let built = m.ask(&format!("vc-build {c}"))?;
    let edges = |color: Color| {
        if color == Color::Red {
            ("b", "north south")
        } else {
            ("w", "east west")
        }
    };
    let (me, my_edges) = edges(mover);
    let (you, your_edges) = edges(mover.opponent());
    let has = |m: &mut Mohex, kind: &str, who: &str, ends: &str| -> anyhow::Result<bool> {
        Ok(!m
            .ask(&format!("vc-between-cells-{kind} {who} {ends}"))?
            .trim()
            .is_empty())
    };
    let decided = if has(m, "full", me, my_edges)? || has(m, "semi", me, my_edges)? {
        Some(mover)
    } else if has(m, "full", you, your_edges)? {
        Some(mover.opponent())
    } else {
        None
    };
    let words: Vec<&str> = built.split_whitespace().collect();
    let labelled = words.len() / 2;
    let empty = game.board().empty_cells().count();
    Ok((decided, empty.saturating_sub(labelled)))
}

fn mean(v: &[f64]) -> f64 {
    if v.is_empty() {
        0.0
    } else {
        v.iter().sum::<f64>() / v.len() as f64
    }
}

fn median(v: &mut [f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Runs `bench proofs`.
///
/// # Errors
/// Unreadable games, or MoHex failing.
pub fn bench_proofs(out: &mut impl Write, args: &ProofsArgs) -> anyhow::Result<()> {
    match &args.what {
        What::Vc(p) => vc(out, p),
        What::Solve { positions, seconds } => solve(out, positions, seconds),
        What::FirstMoves {
            size,
            seconds,
            only,
            mohex,
        } => first_moves(out, *size, *seconds, only, mohex.as_ref()),
    }
}

fn vc(out: &mut impl Write, args: &PositionArgs) -> anyhow::Result<()> {
    let list = positions(args)?;
    let mut mohex = args.mohex.as_ref().map(|p| Mohex::start(p)).transpose()?;
    let mut prover = Prover::default();
    let mut builder = ConnectionBuilder::new();
    let (mut theirs, mut both, mut ours_only, mut wrong) = (0usize, 0usize, 0usize, 0usize);
    let (mut ours_decided, mut build_us, mut know_us) = (0usize, Vec::new(), Vec::new());
    let (mut our_sizes, mut their_sizes, mut mohex_ms) = (Vec::new(), Vec::new(), Vec::new());
    for (g, k, game) in &list {
        let mover = game.to_move();
        let start = Instant::now();
        let report = prover.cell_report(game.board(), mover);
        know_us.push(start.elapsed().as_secs_f64() * 1e6);
        for color in [Color::Red, Color::Blue] {
            let start = Instant::now();
            let _ = builder.build(game.board(), color);
            build_us.push(start.elapsed().as_secs_f64() * 1e6);
        }
        ours_decided += usize::from(report.decided.is_some());
        let Some(m) = mohex.as_mut() else { continue };
        let start = Instant::now();
        let (decided, consider) = mohex_knowledge(m, game)?;
        mohex_ms.push(start.elapsed().as_secs_f64() * 1e3);
        match (decided, report.decided) {
            (Some(w), Some(o)) if w == o => {
                theirs += 1;
                both += 1;
            }
            (Some(w), Some(o)) => {
                theirs += 1;
                wrong += 1;
                writeln!(out, "  game {g} ply {k}: MoHex {w:?}, ours {o:?}")?;
            }
            (Some(w), None) => {
                theirs += 1;
                writeln!(out, "  game {g} ply {k}: MoHex decides {w:?}, we do not")?;
            }
            (None, Some(_)) => ours_only += 1,
            (None, None) => {
                our_sizes.push(report.consider.len() as f64);
                their_sizes.push(consider as f64);
            }
        }
    }
    writeln!(
        out,
        "{} positions; we decide {ours_decided}; one connection build {:.0} µs (median {:.0}), the whole knowledge {:.0} µs",
        list.len(),
        mean(&build_us),
        median(&mut build_us),
        mean(&know_us)
    )?;
    if mohex.is_some() {
        writeln!(
            out,
            "MoHex decides {theirs}; we decide {both} of them ({:.1} %), the other winner in {wrong}; we decide {ours_only} MoHex does not",
            100.0 * both as f64 / theirs.max(1) as f64
        )?;
        writeln!(
            out,
            "undecided by both ({}): moves considered, ours {:.1}, MoHex's {:.1}; MoHex's vc-build answered in {:.1} ms (through the pipe)",
            our_sizes.len(),
            mean(&our_sizes),
            mean(&their_sizes),
            mean(&mohex_ms)
        )?;
    }
    Ok(())
}

fn solve(out: &mut impl Write, args: &PositionArgs, seconds: &[f64]) -> anyhow::Result<()> {
    let list = positions(args)?;
    let mut mohex = args.mohex.as_ref().map(|p| Mohex::start(p)).transpose()?;
    let limits: Vec<f64> = seconds.to_vec();
    // For each position: (our time, MoHex's time) when proved (within the largest limit).
    let mut ours: Vec<Option<f64>> = Vec::new();
    let mut theirs: Vec<Option<f64>> = Vec::new();
    for (g, k, game) in &list {
        let mover = game.to_move();
        let (mut our, mut their) = (None, None);
        let (mut our_winner, mut their_winner) = (None, None);
        for &t in &limits {
            if our.is_none() {
                let mut prover = Prover::default();
                let start = Instant::now();
                let s = prover.solve(
                    game,
                    Limits {
                        nodes: u64::MAX,
                        deadline: Some(start + Duration::from_secs_f64(t)),
                    },
                );
                if let Some(w) = s.winner {
                    our = Some(start.elapsed().as_secs_f64());
                    our_winner = Some(w);
                }
            }
            if their.is_none()
                && let Some(m) = mohex.as_mut()
            {
                set_up(m, game)?;
                m.ask("dfpn-clear-tt")?;
                m.ask(&format!("param_dfpn timelimit {t}"))?;
                let start = Instant::now();
                let answer = m.ask(&format!("dfpn-solve-state {}", htp_colour(mover)))?;
                let w = match answer.as_str() {
                    "black" => Some(Color::Red),
                    "white" => Some(Color::Blue),
                    _ => None,
                };
                if w.is_some() {
                    their = Some(start.elapsed().as_secs_f64());
                    their_winner = w;
                }
            }
        }
        if let (Some(a), Some(b)) = (our_winner, their_winner)
            && a != b
        {
            writeln!(out, "  game {g} ply {k}: we prove {a:?}, MoHex {b:?}")?;
        }
        writeln!(
            out,
            "game {g} ply {k}: ours {}, MoHex {}",
            our.map_or("-".to_owned(), |t| format!("{t:.3} s")),
            their.map_or("-".to_owned(), |t| format!("{t:.3} s"))
        )?;
        ours.push(our);
        theirs.push(their);
    }
    let n = list.len().max(1) as f64;
    for &t in &limits {
        let within = |v: &[Option<f64>]| v.iter().filter(|x| x.is_some_and(|s| s <= t)).count();
        writeln!(
            out,
            "within {t} s: we prove {} of {} ({:.1} %), MoHex {} ({:.1} %)",
            within(&ours),
            list.len(),
            100.0 * within(&ours) as f64 / n,
            within(&theirs),
            100.0 * within(&theirs) as f64 / n
        )?;
    }
    let mut ratios: Vec<f64> = ours
        .iter()
        .zip(&theirs)
        .filter_map(|(a, b)| Some(a.as_ref()? / b.as_ref()?.max(1e-3)))
        .collect();
    let geo = if ratios.is_empty() {
        0.0
    } else {
        (ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64).exp()
    };
    let both = ratios.len();
    let faster = ratios.iter().filter(|&&r| r <= 1.0).count();
    writeln!(
        out,
        "both prove {both}: our time / MoHex's, geometric mean {geo:.2}, median {:.2}; we are as fast or faster on {faster}",
        median(&mut ratios)
    )?;
    Ok(())
}

fn first_moves(
    out: &mut impl Write,
    size: u32,
    seconds: f64,
    only: &[String],
    mohex: Option<&PathBuf>,
) -> anyhow::Result<()> {
    let board_size = BoardSize::new(size)?;
    let mut settings = Settings::hex(board_size);
    settings.swap = SwapRule::Off;
    let empty = Game::new(settings);
    let cells: Vec<Cell> = if only.is_empty() {
        empty.board().empty_cells().collect()
    } else {
        only.iter()
            .map(|c| Cell::parse(c, board_size))
            .collect::<Result<_, _>>()?
    };
    let mut mohex = mohex.map(|p| Mohex::start(p)).transpose()?;
    if let Some(m) = mohex.as_mut() {
        m.ask("param_game allow_swap 0")?;
        m.ask(&format!("param_dfpn timelimit {seconds}"))?;
    }
    let mut prover = Prover::default();
    let (mut proved, mut their_proved, mut total, mut their_total) = (0, 0, 0.0, 0.0);
    for cell in &cells {
        let mut g = empty.clone();
        g.play(Move::Place(*cell))?;
        let start = Instant::now();
        let s = prover.solve(
            &g,
            Limits {
                nodes: u64::MAX,
                deadline: Some(start + Duration::from_secs_f64(seconds)),
            },
        );
        let t = start.elapsed().as_secs_f64();
        total += t;
        proved += usize::from(s.winner.is_some());
        let mut line = format!(
            "{cell}: ours {} in {t:.2} s ({} nodes)",
            s.winner.map_or("unknown".to_owned(), |w| format!("{w:?}")),
            s.nodes
        );
        if let Some(m) = mohex.as_mut() {
            set_up(m, &g)?;
            let start = Instant::now();
            let answer = m.ask("dfpn-solve-state w")?;
            let t = start.elapsed().as_secs_f64();
            their_total += t;
            their_proved += usize::from(answer == "black" || answer == "white");
            line.push_str(&format!("; MoHex {answer} in {t:.2} s"));
        }
        writeln!(out, "{line}")?;
    }
    writeln!(
        out,
        "{size}x{size}: we prove {proved} of {} first moves in {total:.1} s (at most {seconds} s each)",
        cells.len()
    )?;
    if mohex.is_some() {
        writeln!(
            out,
            "MoHex proves {their_proved} of them in {their_total:.1} s"
        )?;
    }
    Ok(())
}
