//! `hexbot-lab bench sprt`, the real binary: a sequential test over pairs of games stops when it
//! decides, counts pairs in their order whatever the number of workers (so a run with playout
//! budgets is the same with one worker or two), and stops undecided when the games run out.

mod common;

use std::process::Command;

/// Runs `hexbot-lab bench sprt ARGS` and returns its standard output; the command must succeed.
fn sprt(args: &[&str]) -> String {
    common::lab(&[&["bench", "sprt"], args].concat())
}

/// The games, pairs and result of a run: without its first line (which names the workers) and
/// the machine-dependent times.
fn counted(text: &str) -> Vec<&str> {
    text.lines()
        .skip(1)
        .filter(|l| !l.starts_with("time per move"))
        .collect()
}

fn result(text: &str) -> &str {
    text.lines()
        .find(|l| l.starts_with("result:"))
        .expect("a result line")
}

#[test]
fn a_much_stronger_engine_is_accepted_the_same_way_by_one_worker_or_two() {
    let args = |workers: &'static str| {
        [
            "hard:300",
            "easy:10",
            "--size",
            "5",
            "--games",
            "60",
            "--opening-stones",
            "1",
            "--seed",
            "3",
            "--workers",
            workers,
        ]
    };
    let two = sprt(&args("2"));
    assert!(
        result(&two).starts_with("result: H1 accepted: A is +20 Elo or better"),
        "{two}"
    );
    assert_eq!(counted(&two), counted(&sprt(&args("1"))));
    // Each pair: A as Red, then as Blue, from the same opening stone.
    let games: Vec<&str> = two.lines().filter(|l| l.starts_with("game ")).collect();
    assert!(games.len() >= 2 && games.len().is_multiple_of(2), "{two}");
    assert!(games[0].starts_with("game 0: A=red") && games[1].starts_with("game 1: A=blue"));
    let stone = common::first_stone;
    assert_eq!(stone(games[0]), stone(games[1]));
    assert!(two.contains("time per move: A "), "{two}");
}

#[test]
fn an_engine_against_itself_is_not_decided_in_a_few_pairs() {
    let out = sprt(&[
        "easy:20",
        "easy:20",
        "--size",
        "5",
        "--games",
        "6",
        "--opening-stones",
        "1",
    ]);
    let line = result(&out);
    assert!(
        line.starts_with("result: not decided within the games allowed after 3 pairs"),
        "{out}"
    );
    assert_eq!(out.lines().filter(|l| l.starts_with("pair ")).count(), 3);
}

#[test]
fn impossible_hypotheses_are_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_hexbot-lab"))
        .args([
            "bench", "sprt", "easy", "easy", "--elo0", "20", "--elo1", "0",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--elo1 must be above --elo0"));
}
