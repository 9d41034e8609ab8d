//! `hexbot-lab bench stats`: the search's counters ([`hexbot::ai::SearchStats`]) on fixed Hex
//! positions, and with `--mohex` MoHex 2.0's own (`genmove`, then `mohex-search-statistics`)
//! on the same positions at the same time a move, one thread each, side by side.

use super::engine::EngineSpec;
use super::mohex::Mohex;
use hexbot::ai::{SearchControl, think};
use hexbot::hex::{BoardSize, Game, Settings, SwapRule, Variant};
use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

/// The positions: board size and the stones played (Red first), in cell notation.
const POSITIONS: &[(u32, &str)] = &[
    (9, ""),
    (9, "e5"),
    (
        9,
        "g9 e5 d5 d6 b7 b8 c7 c8 d7 d8 e7 c6 b6 c5 b5 e8 g7 f7 h4 f6 g5",
    ),
    (11, ""),
    (11, "f6 e7 f5 g4"),
    (11, "c3 i9 d9 h3 f6 f5"),
    (13, "g7 f8 h6 e9 d10"),
];

/// `bench stats`'s arguments.
#[derive(clap::Args)]
pub struct StatsArgs {
    /// Our engine (its time cap is replaced by --seconds).
    #[arg(long, default_value = "hard")]
    engine: EngineSpec,
    /// Time per position, for both engines.
    #[arg(long, default_value_t = 1.0)]
    seconds: f64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A MoHex 2.0 binary (built outside the repository), to search the same positions.
    #[arg(long, value_name = "PATH")]
    mohex: Option<PathBuf>,
}

/// One engine's counters on one position, as printed.
struct Row {
    sims: f64,
    rate: f64,
    nodes: f64,
    expansions: f64,
    moves: f64,
    after: f64,
    knowledge: f64,
    know_after: f64,
    proved: f64,
    depth: f64,
    max_depth: f64,
    time: f64,
}

fn header(out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "| position | engine | sims | sims/s | nodes | expansions | moves/exp | children/exp | knowledge | moves after knowledge | proved | in-tree depth (max) | time s |"
    )?;
    writeln!(out, "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
}

fn write_row(out: &mut impl Write, at: &str, who: &str, r: &Row) -> std::io::Result<()> {
    writeln!(
        out,
        "| {at} | {who} | {:.0} | {:.0} | {:.0} | {:.0} | {:.1} | {:.1} | {:.0} | {:.1} | {:.0} | {:.1} ({:.0}) | {:.2} |",
        r.sims,
        r.rate,
        r.nodes,
        r.expansions,
        r.moves,
        r.after,
        r.knowledge,
        r.know_after,
        r.proved,
        r.depth,
        r.max_depth,
        r.time
    )
}

/// Runs the positions and prints a Markdown table, ours and (with `--mohex`) MoHex's rows.
///
/// # Errors
/// I/O errors on `out`, a MoHex that cannot be started or that refuses a command, or an engine
/// that is not ours.
pub fn bench_stats(out: &mut impl Write, args: &StatsArgs) -> anyhow::Result<()> {
    let EngineSpec::Ours { name, config } = &args.engine else {
        anyhow::bail!("bench stats counts one of our own engines");
    };
    if !(args.seconds > 0.0 && args.seconds < 1e6) {
        anyhow::bail!("--seconds must be positive");
    }
    let mut config = config.clone();
    config.playouts = u64::MAX;
    config.time_cap = Some(Duration::from_secs_f64(args.seconds));
    writeln!(
        out,
        "bench stats --engine {name} --seconds {} --seed {}{}",
        args.seconds,
        args.seed,
        if args.mohex.is_some() { " --mohex" } else { "" }
    )?;
    let mut mohex = match &args.mohex {
        Some(path) => {
            let mut m = Mohex::start(path)?;
            for command in [
                "param_game allow_swap 0".to_owned(),
                "param_mohex num_threads 1".to_owned(),
                "param_mohex max_games 100000000".to_owned(),
                format!("param_mohex max_time {}", args.seconds),
            ] {
                m.ask(&command)?;
            }
            Some(m)
        }
        None => None,
    };
    header(out)?;
    for &(n, moves) in POSITIONS {
        let game = position(n, moves)?;
        let at = format!("{n}x{n} [{moves}]");
        let at = if at.len() > 30 {
            format!("{n}x{n} [{} stones]", game.ply())
        } else {
            at
        };
        let report = think(&game, &config, args.seed, &SearchControl::new())?;
        let s = report.stats;
        let row = Row {
            sims: s.simulations as f64,
            rate: s.per_second(report.elapsed),
            nodes: s.nodes as f64,
            expansions: s.expansions as f64,
            moves: s.moves_per_expansion(),
            after: s.children_per_expansion(),
            knowledge: s.knowledge as f64,
            know_after: s.children_per_knowledge(),
            proved: s.proved_nodes as f64,
            depth: s.mean_depth(),
            max_depth: f64::from(s.max_depth),
            time: report.elapsed.as_secs_f64(),
        };
        write_row(out, &at, name, &row)?;
        if let Some(m) = mohex.as_mut() {
            write_row(out, &at, "MoHex 2.0", &mohex_row(m, &game)?)?;
        }
    }
    writeln!(
        out,
        "(proved: ours, the tree's nodes proved when the search ended; MoHex's, its Prior Proven + Know Proven)"
    )?;
    Ok(())
}

fn position(n: u32, moves: &str) -> anyhow::Result<Game> {
    let mut game = Game::new(Settings {
        size: BoardSize::new(n)?,
        variant: Variant::Hex,
        swap: SwapRule::Off,
    });
    for m in moves.split_whitespace() {
        let mv = game.parse_move(m)?;
        game.play(mv)?;
    }
    Ok(game)
}

/// MoHex's counters after its `genmove` on `game`'s position.
fn mohex_row(m: &mut Mohex, game: &Game) -> anyhow::Result<Row> {
    let n = game.size().get();
    m.ask(&format!("boardsize {n} {n}"))?;
    let mut color = 'b';
    for mv in game.moves() {
        m.ask(&format!("play {color} {mv}"))?;
        color = if color == 'b' { 'w' } else { 'b' };
    }
    m.ask(&format!("genmove {color}"))?;
    let text = m.ask("mohex-search-statistics")?;
    Ok(parse_mohex(&text))
}

/// The numbers of MoHex's statistics, by label (`Label   value ...`; a label may have spaces).
fn parse_mohex(text: &str) -> Row {
    let mut values: HashMap<String, (f64, f64)> = HashMap::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let number = |w: &&str| w.trim_end_matches('s').parse::<f64>().is_ok();
        let Some(i) = words.iter().position(number) else {
            continue;
        };
        let max = words
            .iter()
            .find_map(|w| w.strip_prefix("max=")?.parse().ok())
            .unwrap_or(0.0);
        let value = words[i].trim_end_matches('s').parse().unwrap_or(0.0);
        values.insert(words[..i].join(" "), (value, max));
    }
    let get = |label: &str| values.get(label).map_or(0.0, |v| v.0);
    let time = values.get("Elapsed Time").map_or(get("Time"), |v| v.0);
    Row {
        sims: get("GamesPlayed"),
        rate: get("Games/s"),
        nodes: get("Nodes"),
        expansions: get("Expansions"),
        moves: get("Prior Avg Moves"),
        after: get("Prior Avg After"),
        knowledge: get("Knowledge"),
        know_after: get("Know Avg After"),
        proved: get("Prior Proven") + get("Know Proven"),
        depth: get("InTree"),
        max_depth: values.get("InTree").map_or(0.0, |v| v.1),
        time,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mohex_statistics_are_read_by_label() {
        let text = "Elapsed Time   2.17291s\nCount          18396\nGamesPlayed    18396\n\
            Nodes          65041\nKnowledge      95 (0.5%)\nExpansions     1239.0\nTime           1.51\n\
            InTree         7.8 dev=3.6 min=0.0 max=23.0\nGames/s        12169.0\n\
            Prior Positions     1239\nPrior Proven        2\nPrior Avg Moves     71.4\n\
            Prior Avg After     52.5\nKnow Proven         1\nKnow Avg After      40.1\n";
        let r = parse_mohex(text);
        assert_eq!((r.sims, r.nodes, r.knowledge), (18396.0, 65041.0, 95.0));
        assert_eq!((r.after, r.know_after, r.proved), (52.5, 40.1, 3.0));
        assert_eq!((r.depth, r.max_depth, r.time), (7.8, 23.0, 2.17291));
    }

    #[test]
    fn the_positions_are_legal_hex_games() {
        for &(n, moves) in POSITIONS {
            let game = position(n, moves).unwrap();
            assert!(!game.is_over());
        }
    }
}
