//! Fixed-position benchmarks and engine-against-engine matches, for `hexbot bench`.
//!
//! The fixed positions are searched with a fixed seed and playout budget, so the printed moves
//! change only when the engine's behaviour changes; the rates printed beside them are the
//! machine's business.

use super::search::{SearchConfig, SearchControl, think};
use crate::hex::{BoardSize, Color, Game, Move, Settings, SwapRule, Variant};
use crate::level::Level;
use std::fmt;
use std::io::{self, Write};
use std::str::FromStr;
use std::time::Instant;

/// The fixed positions: board size, variant and moves (in cell notation).
const POSITIONS: &[(u32, Variant, &str)] = &[
    (11, Variant::Hex, ""),
    (19, Variant::Hex, ""),
    (9, Variant::Hex, "e5"),
    (11, Variant::Hex, "f6 e7 f5 g4"),
    (11, Variant::Hex, "c3 i9 d9 h3 f6 f5"),
    (13, Variant::Hex, "g7 f8 h6 e9 d10"),
    (7, Variant::Rex, "a1 g7 b2"),
    (11, Variant::Rex, "f6 a1 k11"),
];

/// Searches each fixed position with `playouts` playouts from `seed` (one thread) and prints the
/// chosen move, playouts per second and win estimate, then the total rate.
///
/// # Errors
/// Only I/O errors on `out`.
pub fn bench_ai(out: &mut impl Write, playouts: u64, seed: u64) -> io::Result<()> {
    let config = SearchConfig::for_level(Level::Hard).with_playouts(playouts);
    writeln!(
        out,
        "hexbot bench ai: {playouts} playouts per position, seed {seed}"
    )?;
    writeln!(
        out,
        "(rates per second of wall-clock time, and of this process's CPU time where Linux tells it)"
    )?;
    let (mut total_playouts, mut total_secs, mut total_cpu) = (0u64, 0f64, Some(0f64));
    for &(n, variant, moves) in POSITIONS {
        let game = position(n, variant, moves);
        let control = SearchControl::new();
        let cpu_before = cpu_seconds();
        let report = think(&game, &config, seed, &control).expect("bench positions are not over");
        let cpu = cpu_seconds().zip(cpu_before).map(|(b, a)| b - a);
        total_cpu = total_cpu.zip(cpu).map(|(t, c)| t + c);
        let secs = report.elapsed.as_secs_f64();
        total_playouts += report.playouts;
        total_secs += secs;
        writeln!(
            out,
            "{:>5} {:<3} [{}] -> {:<5} {:>8} playouts {:>7.0}/s wall {}  win {:.3}",
            format!("{n}x{n}"),
            variant.name(),
            moves,
            report.mv.to_string(),
            report.playouts,
            report.playouts as f64 / secs.max(1e-9),
            cpu_rate(report.playouts, cpu),
            report.win_probability
        )?;
    }
    writeln!(
        out,
        "total: {total_playouts} playouts in {total_secs:.2} s = {:.0}/s wall {}",
        total_playouts as f64 / total_secs.max(1e-9),
        cpu_rate(total_playouts, total_cpu)
    )
}

fn cpu_rate(playouts: u64, cpu: Option<f64>) -> String {
    match cpu {
        Some(c) if c > 0.0 => format!("{:>7.0}/s cpu", playouts as f64 / c),
        _ => "      ?/s cpu".to_owned(),
    }
}

/// This process's user + system CPU time, from `/proc/self/stat` (Linux; `None` elsewhere).
/// The kernel counts in clock ticks of 1/100 s on every common configuration.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

fn position(n: u32, variant: Variant, moves: &str) -> Game {
    let settings = Settings {
        size: BoardSize::new(n).expect("bench sizes are valid"),
        variant,
        swap: SwapRule::Off,
    };
    let mut game = Game::new(settings);
    for m in moves.split_whitespace() {
        let mv = game.parse_move(m).expect("bench moves parse");
        game.play(mv).expect("bench moves are legal");
    }
    game
}

/// An engine for a match: a level's settings with optional changes, written like
/// `hard:5000` (5,000 playouts, no time cap) or `hard:5000:-rave:-bridges:-priors:-solver`.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineSpec {
    /// The description as written (`hard:5000:-rave`), for reports.
    pub name: String,
    /// The search settings it stands for.
    pub config: SearchConfig,
}

/// A malformed engine description.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "bad engine \"{0}\": expected LEVEL[:PLAYOUTS][:-rave|-bridges|-priors|-solver|-mistakes|c=EXPLORATION|p=PRIOR_WEIGHT|r=RAVE_BIAS|x=EXPAND_THRESHOLD]..."
)]
pub struct ParseEngineError(String);

impl FromStr for EngineSpec {
    type Err = ParseEngineError;
    fn from_str(s: &str) -> Result<Self, ParseEngineError> {
        let bad = || ParseEngineError(s.to_owned());
        let mut parts = s.split(':');
        let level: Level = parts.next().unwrap_or("").parse().map_err(|_| bad())?;
        let mut config = SearchConfig::for_level(level);
        for part in parts {
            match part {
                "-rave" => config.rave = false,
                "-bridges" => config.bridge_playouts = false,
                "-priors" => config.priors = false,
                "-solver" => config.solver = false,
                "-mistakes" => config.mistake_rate = 0.0,
                c if c.starts_with("c=") => {
                    config.exploration = c[2..].parse().map_err(|_| bad())?;
                }
                p if p.starts_with("p=") => {
                    config.prior_weight = p[2..].parse().map_err(|_| bad())?;
                }
                r if r.starts_with("r=") => {
                    config.rave_bias = r[2..].parse().map_err(|_| bad())?;
                }
                e if e.starts_with("x=") => {
                    config.expand_threshold = e[2..].parse().map_err(|_| bad())?;
                }
                n => {
                    let n: u64 = n.parse().map_err(|_| bad())?;
                    config = config.with_playouts(n);
                }
            }
        }
        Ok(Self {
            name: s.to_owned(),
            config,
        })
    }
}

impl fmt::Display for EngineSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// The tally of a match, from engine A's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchResult {
    /// Games played.
    pub games: u32,
    /// Games engine A won.
    pub a_wins: u32,
    /// Games engine A won as Red (the first player).
    pub a_wins_as_red: u32,
    /// Games engine A played as Red.
    pub a_games_as_red: u32,
}

/// Plays `games` games between `a` and `b` on an N×N board without swap, alternating colours
/// (A is Red in the even-numbered games), each game searched with seeds derived from `seed` and
/// the game number. Calls `each` after every game with its number, whether A won, and the moves.
pub fn play_match(
    a: &EngineSpec,
    b: &EngineSpec,
    size: BoardSize,
    variant: Variant,
    games: u32,
    seed: u64,
    mut each: impl FnMut(u32, bool, &Game),
) -> MatchResult {
    let mut result = MatchResult::default();
    let settings = Settings {
        size,
        variant,
        swap: SwapRule::Off,
    };
    for g in 0..games {
        let a_red = g % 2 == 0;
        let mut game = Game::new(settings);
        let mut ply = 0u64;
        while game.outcome().is_none() {
            let a_moves = (game.to_move() == Color::Red) == a_red;
            let spec = if a_moves { a } else { b };
            let s = search_seed(seed, 0, g, ply);
            let report = think(&game, &spec.config, s, &SearchControl::new()).expect("game is on");
            game.play(report.mv).expect("the engine plays legal moves");
            ply += 1;
        }
        let red_won = game.outcome().is_some_and(|o| o.winner == Color::Red);
        let a_won = red_won == a_red;
        result.games += 1;
        result.a_wins += u32::from(a_won);
        if a_red {
            result.a_games_as_red += 1;
            result.a_wins_as_red += u32::from(a_won);
        }
        each(g, a_won, &game);
    }
    result
}

/// The seed of one search in a series: spread from the series' `seed`, then the opening, game
/// and ply numbers, so every search of a match or an openings run is reproducible on its own.
fn search_seed(seed: u64, opening: u64, game: u32, ply: u64) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(opening << 40)
        .wrapping_add(u64::from(game) << 20)
        .wrapping_add(ply)
}

/// For each opening cell, plays `games` games of `engine` against itself from that first red
/// stone (no swap) and prints how often Blue won: on a board whose solved openings are known,
/// how well the engine refutes a losing opening and holds a winning one.
///
/// # Errors
/// Only I/O errors on `out`; an opening that is not a cell of the board is reported and skipped.
pub fn bench_openings(
    out: &mut impl Write,
    engine: &EngineSpec,
    size: BoardSize,
    openings: &[String],
    games: u32,
    seed: u64,
) -> io::Result<()> {
    let settings = Settings {
        size,
        variant: Variant::Hex,
        swap: SwapRule::Off,
    };
    writeln!(
        out,
        "openings on {size}, {engine} against itself, {games} games each, seed {seed}"
    )?;
    for (k, opening) in openings.iter().enumerate() {
        let Ok(mv) = Game::new(settings).parse_move(opening) else {
            writeln!(out, "{opening}: not a cell")?;
            continue;
        };
        let mut blue = 0;
        for g in 0..games {
            let mut game = Game::new(settings);
            if game.play(mv).is_err() {
                break;
            }
            while game.outcome().is_none() {
                let s = search_seed(seed, k as u64, g, game.ply() as u64);
                let report =
                    think(&game, &engine.config, s, &SearchControl::new()).expect("game is on");
                game.play(report.mv).expect("the engine plays legal moves");
            }
            blue += u32::from(game.outcome().is_some_and(|o| o.winner == Color::Blue));
        }
        writeln!(out, "{opening}: blue won {blue}/{games}")?;
        out.flush()?;
    }
    Ok(())
}

/// Plays a match and prints one line per game and the tally.
///
/// # Errors
/// Only I/O errors on `out`.
#[allow(clippy::too_many_arguments)]
pub fn bench_match(
    out: &mut impl Write,
    a: &EngineSpec,
    b: &EngineSpec,
    size: BoardSize,
    variant: Variant,
    games: u32,
    seed: u64,
) -> io::Result<()> {
    writeln!(
        out,
        "match {a} vs {b}, {size} {}, {games} games, seed {seed}",
        variant.name()
    )?;
    let start = Instant::now();
    let mut err = Ok(());
    let result = play_match(a, b, size, variant, games, seed, |g, a_won, game| {
        let moves: Vec<String> = game.moves().iter().map(Move::to_string).collect();
        let line = format!(
            "game {g}: A={} {} ({} moves) {}",
            if g % 2 == 0 { "red" } else { "blue" },
            if a_won { "A wins" } else { "B wins" },
            moves.len(),
            moves.join(" ")
        );
        if err.is_ok() {
            err = writeln!(out, "{line}").and_then(|()| out.flush());
        }
    });
    err?;
    writeln!(
        out,
        "result: {a} {}/{} against {b} ({} of {} as red), {:.0} s",
        result.a_wins,
        result.games,
        result.a_wins_as_red,
        result.a_games_as_red,
        start.elapsed().as_secs_f64()
    )
}
