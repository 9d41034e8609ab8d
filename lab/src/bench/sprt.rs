//! `hexbot-lab bench sprt`: engine A against engine B in pairs of games, until a sequential
//! test decides whether A is better by a margin ([`super::gsprt`]: H0 `elo0`, H1 `elo1`, errors
//! α and β). Each pair starts from its own seeded random opening stones, A playing Red in the
//! first game and Blue in the second, so an opening's bias cancels within the pair. Pairs are
//! played by several workers at once (each with its own two engines, one thread each) and
//! counted strictly in their order, so with playout budgets the whole run is the same on any
//! machine and any number of workers; it stops at the first pair, in that order, where the test
//! decides, or after `--games`.

use super::gsprt::{Decision, Gsprt};
use super::referee::{
    GameEnd, MatchResult, MatchSetup, game_seed, opening, play_game, start_engine, write_game_line,
};
use hexbot::hex::{Settings, SwapRule};
use std::collections::BTreeMap;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::time::Instant;

/// A test: the games (engines, board, most games, seed, opening stones, time limit), the
/// hypotheses and errors, and how many workers play at once.
pub struct SprtSetup {
    pub games: MatchSetup,
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
    pub workers: usize,
}

/// One pair as a worker sends it: its number, its games (A Red first), their moves' times.
struct PairDone {
    pair: u32,
    ends: [GameEnd; 2],
    tally: MatchResult,
}

/// Runs the test and prints each game, each pair's ratio and the outcome.
///
/// # Errors
/// I/O errors on `out`, or an engine that cannot be (re)started.
pub fn bench_sprt(out: &mut impl Write, s: &SprtSetup) -> anyhow::Result<Decision> {
    let m = &s.games;
    let max_pairs = m.games.div_ceil(2).max(1);
    let mut test = Gsprt::new(s.elo0, s.elo1, s.alpha, s.beta);
    let (lower, upper) = test.bounds();
    writeln!(
        out,
        "sprt {} vs {}, {} {}, at most {max_pairs} pairs, seed {}, {} opening stone(s) per pair, H0 {:+} Elo, H1 {:+} Elo, alpha {}, beta {}, bounds {lower:.3} {upper:.3}, {} workers",
        m.a,
        m.b,
        m.size,
        m.variant.name(),
        m.seed,
        m.opening_stones,
        s.elo0,
        s.elo1,
        s.alpha,
        s.beta,
        s.workers.max(1)
    )?;
    let start = Instant::now();
    let next = AtomicU32::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = channel::<anyhow::Result<PairDone>>();
    let mut tally = MatchResult::default();
    std::thread::scope(|scope| -> anyhow::Result<()> {
        for _ in 0..s.workers.max(1) {
            let tx = tx.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || worker(m, next, stop, max_pairs, &tx));
        }
        drop(tx);
        let mut pending = BTreeMap::new();
        let mut expected = 0;
        for done in &rx {
            let done = match done {
                Ok(done) => done,
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    return Err(e);
                }
            };
            pending.insert(done.pair, done);
            while let Some(done) = pending.remove(&expected) {
                expected += 1;
                count_pair(out, &mut test, &mut tally, &done)?;
                if test.decision() != Decision::Open {
                    stop.store(true, Ordering::Relaxed);
                    return Ok(());
                }
            }
        }
        Ok(())
    })?;
    write_outcome(out, &test, &tally, start)?;
    Ok(test.decision())
}

/// A worker: starts its two engines, then plays the next pair not yet taken until there is none
/// or the test has decided.
fn worker(
    m: &MatchSetup,
    next: &AtomicU32,
    stop: &AtomicBool,
    max_pairs: u32,
    tx: &Sender<anyhow::Result<PairDone>>,
) {
    let settings = Settings {
        size: m.size,
        variant: m.variant,
        swap: SwapRule::Off,
    };
    let run = || -> anyhow::Result<()> {
        let mut a = start_engine(&m.a, &m.setup_a, "A")?;
        let mut b = start_engine(&m.b, &m.setup_b, "B")?;
        while !stop.load(Ordering::Relaxed) {
            let pair = next.fetch_add(1, Ordering::Relaxed);
            if pair >= max_pairs {
                break;
            }
            let stones = opening(m.seed, pair, m.opening_stones, m.size);
            let mut tally = MatchResult::default();
            let mut game = |a_red: bool, g: u32| -> anyhow::Result<GameEnd> {
                if a.broken() {
                    a = start_engine(&m.a, &m.setup_a, "A")?;
                }
                if b.broken() {
                    b = start_engine(&m.b, &m.setup_b, "B")?;
                }
                Ok(play_game(
                    settings,
                    &stones,
                    [&mut a, &mut b],
                    a_red,
                    game_seed(m.seed, g),
                    m.time_limit,
                    &mut tally,
                ))
            };
            let first = game(true, 2 * pair)?;
            let second = game(false, 2 * pair + 1)?;
            let done = PairDone {
                pair,
                ends: [first, second],
                tally,
            };
            if tx.send(Ok(done)).is_err() {
                break;
            }
        }
        Ok(())
    };
    if let Err(e) = run() {
        let _ = tx.send(Err(e));
    }
}

/// Counts pair `done` into the test and the times, and prints its games and the ratio.
fn count_pair(
    out: &mut impl Write,
    test: &mut Gsprt,
    tally: &mut MatchResult,
    done: &PairDone,
) -> std::io::Result<()> {
    let mut half_points = 0;
    for (i, end) in done.ends.iter().enumerate() {
        let a_red = i == 0;
        tally.count_game(end, a_red);
        half_points += 2 * usize::from(end.a_won);
        write_game_line(out, 2 * done.pair + i as u32, a_red, end)?;
    }
    tally.a_moves += done.tally.a_moves;
    tally.a_time += done.tally.a_time;
    tally.b_moves += done.tally.b_moves;
    tally.b_time += done.tally.b_time;
    test.add(half_points);
    writeln!(
        out,
        "pair {}: A {}/2, LLR {:.3} after {} pairs",
        done.pair,
        half_points / 2,
        test.llr(),
        test.pairs()
    )
}

/// The outcome: the decision, the pairs' counts, the score and Elo with its interval, each
/// engine's time per move.
fn write_outcome(
    out: &mut impl Write,
    test: &Gsprt,
    tally: &MatchResult,
    start: Instant,
) -> std::io::Result<()> {
    let verdict = match test.decision() {
        Decision::H1 => format!("H1 accepted: A is {:+} Elo or better", test.elo1),
        Decision::H0 => format!("H0 accepted: A is not {:+} Elo better", test.elo1),
        Decision::Open => "not decided within the games allowed".to_owned(),
    };
    let (score, elo, lo, hi) = test.elo();
    let c = test.counts;
    writeln!(
        out,
        "result: {verdict} after {} pairs (LLR {:.3}); pairs scoring 0/1/2 for A: {}/{}/{}; A {}/{} games ({:.1} %), Elo {elo:+.0} (95 % {lo:+.0} to {hi:+.0}); forfeits A {} B {}",
        test.pairs(),
        test.llr(),
        c[0],
        c[1] + c[2] + c[3],
        c[4],
        tally.a_wins,
        tally.games,
        100.0 * score,
        tally.a_forfeits,
        tally.b_forfeits,
    )?;
    tally.write_times(out, "test", start)
}
