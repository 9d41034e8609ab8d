//! `hexbot-lab puzzles generate`: generation is deterministic, appends without repeats, numbers
//! on, and every puzzle it writes is proved (`hexbot puzzles check` proves a library again).

use hexbot::puzzle::format::parse;
use hexbot::puzzle::prove::{PROOF_BUDGET, verify};
use std::process::{Command, Output};

fn lab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hexbot-lab"))
        .args(args)
        .output()
        .unwrap()
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn generation_is_deterministic_appends_and_every_puzzle_is_proved() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.txt");
    let b = dir.path().join("b.txt");
    let run = |out: &std::path::Path, seed: &str| {
        let out = lab(&[
            "puzzles",
            "generate",
            "--out",
            out.to_str().unwrap(),
            "--games",
            "6",
            "--sizes",
            "5,6",
            "--seed",
            seed,
            "--per-game",
            "4",
        ]);
        assert!(out.status.success(), "{}", text(&out));
    };
    run(&a, "1000");
    run(&b, "1000");
    let first = std::fs::read_to_string(&a).unwrap();
    assert_eq!(
        first,
        std::fs::read_to_string(&b).unwrap(),
        "same seed, same puzzles"
    );
    let made = parse(&first).unwrap();
    assert!(!made.is_empty(), "six games gave no puzzle");
    // The same games again add nothing: their positions are in the library already.
    run(&a, "1000");
    assert_eq!(std::fs::read_to_string(&a).unwrap(), first);
    // Other games are numbered on.
    run(&a, "2000");
    let grown = parse(&std::fs::read_to_string(&a).unwrap()).unwrap();
    assert!(grown.len() >= made.len());
    for p in &grown {
        verify(p, PROOF_BUDGET).unwrap_or_else(|e| panic!("puzzle {}: {e}", p.number));
    }
}
