//! `hexbot-lab bench review-check`: how far a review can be trusted, on recorded games (one a line,
//! `SIZE WINNER MOVES…`, as `data/mohex-selfplay/` keeps them). Each game is reviewed as the
//! service reviews it (every position judged, the biggest swings judged again with a larger
//! budget, the positions proved from the end backwards with one solver table across the game
//! ([`ReviewProofs`]), the decided stretches settled) and measured two ways:
//!
//! - **the turn's bias**: the mean change of the mover's chance over Red's moves and over Blue's
//!   (a method that flatters the side to move makes every move look like a loss: a zig-zag), and
//!   the winner's mean loss per move;
//! - **against an independent judge** (with `--mohex PATH`): every position that MoHex 2.0's
//!   solver (`dfpn-solve-state`, `--mohex-seconds` each) proves must show at least 90 % for the
//!   proved winner; the agreement is counted.
//!
//! MoHex is an oracle here, never a dependency: it is built from its own snapshot outside the
//! repository and only ever run by this bench.

use super::mohex::{Mohex, Verdicts};
use hexbot::ai::{
    Judgement, MEAN_WEIGHT, PROOF_FACTOR, REFINE_FACTOR, ReviewProofs, SearchConfig, SearchControl,
    judge, move_seed, settle, solve, to_refine,
};
use hexbot::hex::{Color, Game, GameLine};
use hexbot::level::Level;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What `bench review-check` is asked to do.
pub struct CheckSetup {
    pub games: Vec<PathBuf>,
    pub limit: usize,
    pub playouts: u64,
    pub mean_weight: Option<f32>,
    pub seed: u64,
    pub mohex: Option<PathBuf>,
    pub mohex_seconds: f64,
    pub solver_nodes: u64,
    pub mohex_verdicts: Option<PathBuf>,
    /// The review's proof pass stops after this long, as the service's does.
    pub proof_time: Duration,
}

/// A recorded game: its moves replayed, and who won it.
struct Recorded {
    game: Game,
    winner: Color,
}

fn read_games(paths: &[PathBuf], limit: usize) -> anyhow::Result<Vec<Recorded>> {
    let mut out = Vec::new();
    for path in paths {
        for line in std::fs::read_to_string(path)?.lines() {
            if line.trim().is_empty() {
                continue;
            }
            let line: GameLine = line.parse()?;
            let game = line.replay()?;
            out.push(Recorded {
                game,
                winner: line.winner,
            });
            if out.len() >= limit {
                return Ok(out);
            }
        }
    }
    Ok(out)
}

/// Reviews `game` as the service does (synchronously, one position after another).
pub(super) fn review(
    game: &Game,
    winner: Color,
    playouts: u64,
    mean_weight: f32,
    seed: u64,
    proof_time: Duration,
) -> Vec<Judgement> {
    let moves = game.moves();
    let positions: Vec<Game> = (0..=moves.len())
        .filter_map(|k| Game::replay(game.settings(), &moves[..k]).ok())
        .collect();
    let judge_at = |k: usize, budget: u64, salt: u64| {
        let config = SearchConfig::for_level(Level::Hard).with_playouts(budget);
        let seed = move_seed(seed ^ salt, k as u64);
        judge(
            &positions[k],
            &config,
            seed,
            &SearchControl::new(),
            mean_weight,
        )
    };
    let mut judged: Vec<Judgement> = (0..positions.len())
        .map(|k| judge_at(k, playouts, 0))
        .collect();
    for k in to_refine(&judged) {
        judged[k] = judge_at(k, playouts * REFINE_FACTOR, 1);
    }
    let deadline = Instant::now() + proof_time;
    ReviewProofs::new().prove_game(
        &positions,
        &mut judged,
        playouts * PROOF_FACTOR,
        Some(deadline),
    );
    let to_move: Vec<Color> = positions.iter().map(Game::to_move).collect();
    settle(&mut judged, &to_move, Some(winner));
    judged
}

/// Runs the check and prints what it measured.
///
/// # Errors
/// Unreadable games, or MoHex failing.
pub fn bench_review_check(out: &mut impl Write, setup: &CheckSetup) -> anyhow::Result<()> {
    let games = read_games(&setup.games, setup.limit)?;
    let weight = setup.mean_weight.unwrap_or(MEAN_WEIGHT);
    let mut mohex = match &setup.mohex {
        Some(path) => Some(Mohex::solver(path, setup.mohex_seconds)?),
        None => None,
    };
    let (mut deltas, mut winner_losses) = ([Vec::new(), Vec::new()], Vec::new());
    let mut verdicts = Verdicts::open(setup.mohex_verdicts.as_deref(), setup.mohex_seconds)?;
    let checked = verdicts.any(mohex.is_some());
    let (mut proved, mut agreed, mut ours_proved) = (0usize, 0usize, 0usize);
    // The same from the fourth move on (a position after at least three moves).
    let (mut proved_late, mut agreed_late) = (0usize, 0usize);
    let mut disagreements = Vec::new();
    // Our solver alone on MoHex's proved positions: proved the same, proved the other (a bug),
    // and the time it took.
    let (mut solver_same, mut solver_wrong, mut solver_time) = (0usize, 0usize, 0.0f64);
    for (g, rec) in games.iter().enumerate() {
        let judged = review(
            &rec.game,
            rec.winner,
            setup.playouts,
            weight,
            setup.seed + g as u64,
            setup.proof_time,
        );
        let red: Vec<f32> = judged.iter().map(|j| j.red_chance).collect();
        for (i, w) in red.windows(2).enumerate() {
            let mover = if i % 2 == 0 { Color::Red } else { Color::Blue };
            let d = if mover == Color::Red {
                w[1] - w[0]
            } else {
                w[0] - w[1]
            };
            deltas[usize::from(mover == Color::Blue)].push(d);
            if mover == rec.winner {
                winner_losses.push((-d).max(0.0));
            }
        }
        ours_proved += judged.iter().filter(|j| j.proved.is_some()).count();
        let moves = rec.game.moves();
        for k in (0..moves.len()).filter(|_| checked) {
            let position = Game::replay(rec.game.settings(), &moves[..k])?;
            let Some(Some(winner)) = verdicts.solve(mohex.as_mut(), &position)? else {
                continue;
            };
            proved += 1;
            proved_late += usize::from(k >= 3);
            if setup.solver_nodes > 0 {
                let start = std::time::Instant::now();
                let ours = solve(&position, setup.solver_nodes).winner;
                solver_time += start.elapsed().as_secs_f64();
                match ours {
                    Some(w) if w == winner => solver_same += 1,
                    Some(_) => {
                        solver_wrong += 1;
                        writeln!(
                            out,
                            "  game {} ply {k}: our solver proved the other side",
                            g + 1
                        )?;
                    }
                    None => {}
                }
            }
            let chance = if winner == Color::Red {
                red[k]
            } else {
                1.0 - red[k]
            };
            if chance >= 0.9 {
                agreed += 1;
                agreed_late += usize::from(k >= 3);
            } else {
                disagreements.push(format!(
                    "game {} ply {k}: {winner:?} proved, ours {chance:.2}",
                    g + 1
                ));
            }
        }
        writeln!(out, "game {:>3}: {} moves, reviewed", g + 1, moves.len())?;
    }
    let mean = |v: &[f32]| {
        if v.is_empty() {
            0.0
        } else {
            v.iter().sum::<f32>() / v.len() as f32
        }
    };
    writeln!(
        out,
        "{} games, {} playouts per position (x{REFINE_FACTOR} for the swings), mean weight {weight}",
        games.len(),
        setup.playouts
    )?;
    writeln!(
        out,
        "mean change of the mover's chance: Red's moves {:+.4}, Blue's moves {:+.4}; the winner's mean loss per move {:.4}; positions proved by us {ours_proved}",
        mean(&deltas[0]),
        mean(&deltas[1]),
        mean(&winner_losses)
    )?;
    if checked {
        writeln!(
            out,
            "MoHex proved {proved} positions within {} s each; the review shows >= 90 % for the proved winner in {agreed} ({:.1} %); from the fourth move on {agreed_late} of {proved_late} ({:.1} %)",
            setup.mohex_seconds,
            100.0 * agreed as f64 / proved.max(1) as f64,
            100.0 * agreed_late as f64 / proved_late.max(1) as f64
        )?;
        if setup.solver_nodes > 0 {
            writeln!(
                out,
                "our solver alone ({} nodes): proved {solver_same} of them, the other side in {solver_wrong}, {:.1} ms a position",
                setup.solver_nodes,
                1000.0 * solver_time / proved.max(1) as f64
            )?;
        }
        for d in disagreements.iter().take(20) {
            writeln!(out, "  {d}")?;
        }
    }
    Ok(())
}
