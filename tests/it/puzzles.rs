//! The puzzle library and the `hexbot puzzles` commands: the shipped library reads and its
//! puzzles are proved again (a sample), generation is deterministic and appends without
//! repeats, a damaged puzzle is caught, and the SGF export holds the position and the solution.

use hexbot::puzzle::format::{line, parse};
use hexbot::puzzle::prove::{PROOF_BUDGET, verify};
use hexbot::puzzle::{LIBRARY, PUZZLE_SIZES, Puzzle};
use std::process::{Command, Output};

fn hexbot(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hexbot"))
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
fn the_shipped_library_reads_and_a_sample_is_proved_again() {
    let library = parse(LIBRARY).unwrap();
    assert!(library.len() >= 100, "{} puzzles", library.len());
    for (i, p) in library.iter().enumerate() {
        assert_eq!(p.number as usize, i + 1, "numbered in order");
        assert!(PUZZLE_SIZES.contains(&p.size.get()));
        let game = p.position().unwrap();
        assert!(!game.is_over());
        assert_eq!(game.to_move(), p.solver_color());
        assert_eq!(game.board().get(p.key), None, "puzzle {}", p.number);
    }
    // Every 40th puzzle, proved as the generator proved it: the key wins, every other stone
    // loses, the line is legal and ends in the win. (`hexbot puzzles check` proves them all.)
    for p in library.iter().step_by(40) {
        verify(p, PROOF_BUDGET).unwrap_or_else(|e| panic!("puzzle {}: {e}", p.number));
    }
}

#[test]
fn generation_is_deterministic_appends_and_is_checked() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.txt");
    let b = dir.path().join("b.txt");
    let run = |out: &std::path::Path, seed: &str| {
        let out = hexbot(&[
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
    let checked = hexbot(&["puzzles", "check", "--library", a.to_str().unwrap()]);
    assert!(checked.status.success(), "{}", text(&checked));
    assert!(text(&checked).contains("0 flawed"), "{}", text(&checked));

    // A puzzle whose key was changed is caught, and the check fails.
    let mut bad: Puzzle = made[0].clone();
    let game = bad.position().unwrap();
    bad.key = game
        .board()
        .empty_cells()
        .find(|&c| c != made[0].key)
        .unwrap();
    let damaged = dir.path().join("damaged.txt");
    std::fs::write(&damaged, format!("{}\n", line(&bad))).unwrap();
    let checked = hexbot(&["puzzles", "check", "--library", damaged.to_str().unwrap()]);
    assert!(!checked.status.success());
    assert!(
        text(&checked).contains(&format!("puzzle {}:", bad.number)),
        "{}",
        text(&checked)
    );
}

#[test]
fn export_writes_one_hexgui_record_per_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let out = hexbot(&["puzzles", "export", dir.path().to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out));
    let library = parse(LIBRARY).unwrap();
    let files = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(files, library.len());
    let p = &library[0];
    let sgf = std::fs::read_to_string(dir.path().join("puzzle-0001.sgf")).unwrap();
    assert!(sgf.starts_with("(;FF[4]GM[11]"), "{sgf}");
    assert!(sgf.contains(&format!("SZ[{}]", p.size.get())));
    let stones =
        sgf.matches("][").count() + sgf.matches("AB[").count() + sgf.matches("AW[").count();
    assert!(stones >= p.moves.len(), "{sgf}");
    let mover = if p.moves.len().is_multiple_of(2) {
        'B'
    } else {
        'W'
    };
    assert!(sgf.contains(&format!("PL[{mover}]")), "{sgf}");
    assert!(sgf.contains(&format!(";{mover}[{}]", p.key)), "{sgf}");
    assert!(sgf.contains(&format!("Rating {}", p.rating)), "{sgf}");
    assert_eq!(
        sgf.matches(";B[").count() + sgf.matches(";W[").count(),
        1 + p.line.len()
    );
}
