//! `hexbot-lab bench turns`: where an engine's lost games turned. Every position of each game the
//! engine lost in a `bench match` log is judged as a review judges it ([`review`]: a search of
//! `--playouts` at every position, the biggest swings searched again, the end proved backwards),
//! and the game's **turning move** is found: the move after which the engine's chance stayed
//! below one half to the end. Each is placed in the opening, the middle game or the end (the
//! game's first, second or last third of its moves), and the engine's and its opponent's mean
//! loss per move in each part is summed over the games, so it shows which part of the game
//! costs the engine its games.

use super::games::{MatchGame, parse_match_games};
use super::review_check::review;
use hexbot::ai::{MEAN_WEIGHT, PROOF_PASS_TIME};
use hexbot::hex::Color;
use std::io::Write;
use std::path::PathBuf;

/// What `bench turns` is asked to do.
#[derive(clap::Args)]
pub struct TurnsArgs {
    /// A `bench match` log (repeatable).
    #[arg(long = "games", value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
    /// Look at engine B's lost games instead of A's.
    #[arg(long)]
    pub b: bool,
    /// Playouts of the first search at each position (Hard's settings).
    #[arg(long, default_value_t = 20_000)]
    pub playouts: u64,
    /// At most this many lost games.
    #[arg(long, default_value_t = 1_000)]
    pub limit: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// The three parts of a game, by its moves.
const PARTS: [&str; 3] = ["opening", "middle game", "end"];

/// The part of a game of `len` moves that the move from position `ply` falls in.
fn part(ply: usize, len: usize) -> usize {
    (3 * ply / len.max(1)).min(2)
}

/// What one lost game shows: the engine's chance at each position.
struct Turned {
    /// The turning move's position (the stone played from it decided the game), if the engine
    /// was ever at one half or better.
    turn: Option<usize>,
    /// The engine's biggest drop by one of its own moves: the position, and the drop.
    worst: Option<(usize, f32)>,
}

/// Finds the turn in `chances` (the engine's chance at each position, the last the end).
fn turned(chances: &[f32], ours: impl Fn(usize) -> bool) -> Turned {
    let last = chances.len().saturating_sub(1);
    let turn = chances[..last].iter().rposition(|&c| c >= 0.5);
    let worst = (0..last)
        .filter(|&k| ours(k))
        .map(|k| (k, chances[k] - chances[k + 1]))
        .max_by(|a, b| a.1.total_cmp(&b.1));
    Turned { turn, worst }
}

/// Runs the analysis and prints a line a game, then the summary.
///
/// # Errors
/// Unreadable files.
pub fn bench_turns(out: &mut impl Write, args: &TurnsArgs) -> anyhow::Result<()> {
    let mut lost: Vec<MatchGame> = Vec::new();
    let mut played = 0;
    for file in &args.files {
        let text = std::fs::read_to_string(file)
            .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
        let games = parse_match_games(&text);
        played += games.len();
        lost.extend(games.into_iter().filter(|m| m.a_won == args.b));
    }
    let engine = if args.b { "B" } else { "A" };
    writeln!(
        out,
        "{played} finished games, engine {engine} lost {}; the first {} of them, each position \
         judged with {} playouts",
        lost.len(),
        lost.len().min(args.limit),
        args.playouts
    )?;
    lost.truncate(args.limit);
    let mut turns = [0usize; 3];
    let mut from_start = 0;
    let mut turning_ours = 0;
    let mut worst_parts = [0usize; 3];
    // Per part: the engine's and the opponent's summed loss and their move counts.
    let mut loss = [[0.0f64; 3]; 2];
    let mut moves = [[0usize; 3]; 2];
    for (g, m) in lost.iter().enumerate() {
        let ours = if m.a_red != args.b {
            Color::Red
        } else {
            Color::Blue
        };
        let winner = ours.opponent();
        let judged = review(
            &m.game,
            winner,
            args.playouts,
            MEAN_WEIGHT,
            args.seed + g as u64,
            PROOF_PASS_TIME,
        );
        let chances: Vec<f32> = judged
            .iter()
            .map(|j| {
                if ours == Color::Red {
                    j.red_chance
                } else {
                    1.0 - j.red_chance
                }
            })
            .collect();
        let len = m.game.moves().len();
        // Red moves from the even positions (no swap in a match).
        let mover = |k: usize| {
            if k.is_multiple_of(2) {
                Color::Red
            } else {
                Color::Blue
            }
        };
        let is_ours = |k: usize| mover(k) == ours;
        for k in 0..len {
            let side = usize::from(!is_ours(k));
            loss[side][part(k, len)] += f64::from((chances[k] - chances[k + 1]).max(0.0));
            moves[side][part(k, len)] += 1;
        }
        let t = turned(&chances, is_ours);
        let moves_text: Vec<String> = m.game.moves().iter().map(ToString::to_string).collect();
        let turn_text = match t.turn {
            Some(k) => {
                turns[part(k, len)] += 1;
                turning_ours += usize::from(is_ours(k));
                format!(
                    "turned at move {} ({} {}, {}: {:.0} % → {:.0} %)",
                    k + 1,
                    if is_ours(k) { "ours" } else { "theirs" },
                    moves_text[k],
                    PARTS[part(k, len)],
                    100.0 * chances[k],
                    100.0 * chances[k + 1],
                )
            }
            None => {
                from_start += 1;
                "below one half from the start".to_owned()
            }
        };
        let worst_text = match t.worst {
            Some((k, d)) => {
                worst_parts[part(k, len)] += 1;
                format!(
                    "worst move {} {} ({}, −{:.0} points)",
                    k + 1,
                    moves_text[k],
                    PARTS[part(k, len)],
                    100.0 * d
                )
            }
            None => "no move of ours".to_owned(),
        };
        writeln!(
            out,
            "game {g}: {engine} {}, {len} moves; {turn_text}; {worst_text}",
            if ours == Color::Red { "red" } else { "blue" },
        )?;
        out.flush()?;
    }
    let n = lost.len();
    writeln!(
        out,
        "turning moves: opening {}, middle game {}, end {}, below one half from the start {from_start} \
         (of {n}; {turning_ours} of them the engine's own move)",
        turns[0], turns[1], turns[2]
    )?;
    writeln!(
        out,
        "worst move of each game: opening {}, middle game {}, end {}",
        worst_parts[0], worst_parts[1], worst_parts[2]
    )?;
    for (p, name) in PARTS.iter().enumerate() {
        let mean = |side: usize| 100.0 * loss[side][p] / moves[side][p].max(1) as f64;
        writeln!(
            out,
            "mean loss per move in the {name}: engine {:.1} points over {} moves, opponent {:.1} over {}",
            mean(0),
            moves[0][p],
            mean(1),
            moves[1][p]
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{part, turned};

    #[test]
    fn the_turn_is_the_last_move_from_one_half_or_better() {
        // Ours from the even positions. 0.6 → 0.55 by ours, → 0.3 by theirs, back to 0.6 by
        // ours (a misjudged position), then their move from position 3 takes it to 0.2 for good:
        // the turn is that move, whoever made it.
        let chances = [0.6, 0.55, 0.3, 0.6, 0.2, 0.1, 0.0];
        let t = turned(&chances, |k| k % 2 == 0);
        assert_eq!(t.turn, Some(3));
        // Our moves (from 0, 2, 4) lost 0.05, −0.3 and 0.1: the worst is from position 4.
        assert_eq!(t.worst.map(|w| w.0), Some(4));
        let lost = turned(&[0.4, 0.3, 0.0], |k| k % 2 == 0);
        assert_eq!(lost.turn, None);
        assert_eq!(
            (part(0, 30), part(10, 30), part(20, 30), part(29, 30)),
            (0, 1, 2, 2)
        );
    }
}
