//! The engine's fixed-position benchmark (`hexbot bench ai`, and the lab's with the network):
//! fixed positions searched with a fixed seed and playout budget, so the printed moves and tree
//! sizes change only when the engine's behaviour changes; the rates printed beside them are the
//! machine's business.

use super::config::{SearchConfig, SearchControl};
use super::decide::think;
use crate::hex::{BoardSize, Game, Settings, SwapRule, Variant};
use std::io::{self, Write};

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

/// Searches each fixed position with `config` (its playout budget) from `seed` (one thread) and
/// prints the chosen move, playouts per second, win estimate and tree size, then the total rate;
/// the first line names the `command` that runs it.
///
/// # Errors
/// I/O errors on `out`; a search that refuses a position (none of these is over).
pub fn bench_ai(
    out: &mut impl Write,
    command: &str,
    config: &SearchConfig,
    seed: u64,
) -> io::Result<()> {
    let playouts = config.playouts;
    writeln!(
        out,
        "{command}: {playouts} playouts per position, seed {seed}"
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
        let report = think(&game, config, seed, &control).map_err(io::Error::other)?;
        let cpu = cpu_seconds().zip(cpu_before).map(|(b, a)| b - a);
        total_cpu = total_cpu.zip(cpu).map(|(t, c)| t + c);
        let secs = report.elapsed.as_secs_f64();
        total_playouts += report.playouts;
        total_secs += secs;
        writeln!(
            out,
            "{:>5} {:<3} [{}] -> {:<5} {:>8} playouts {:>7.0}/s wall {}  win {:.3}  tree {:.1} MB",
            format!("{n}x{n}"),
            variant.name(),
            moves,
            report.mv.to_string(),
            report.playouts,
            report.playouts as f64 / secs.max(1e-9),
            cpu_rate(report.playouts, cpu),
            report.win_probability,
            report.tree_bytes as f64 / 1e6
        )?;
        let s = report.stats;
        writeln!(
            out,
            "      {} nodes, {:.1} children per expansion of {:.1} moves, {} knowledge ({:.1} moves left), {} proved, depth {:.1} (max {})",
            s.nodes,
            s.children_per_expansion(),
            s.moves_per_expansion(),
            s.knowledge,
            s.children_per_knowledge(),
            s.proved_nodes,
            s.mean_depth(),
            s.max_depth
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

#[cfg(test)]
mod tests {
    use crate::ai::{Level, SearchConfig};

    #[test]
    fn the_bench_prints_the_same_moves_every_run() {
        let run = || {
            let mut out = Vec::new();
            let config = SearchConfig::for_level(Level::Hard).with_playouts(200);
            super::bench_ai(&mut out, "hexbot bench ai", &config, 3).unwrap();
            let text = String::from_utf8(out).unwrap();
            // The moves, without the machine-dependent rates.
            text.lines()
                .filter_map(|l| {
                    l.split_once("->")
                        .map(|(_, m)| m.split_whitespace().next().unwrap().to_owned())
                })
                .collect::<Vec<_>>()
        };
        let first = run();
        assert_eq!(first.len(), 8);
        assert_eq!(first, run());
    }
}
