//! The puzzle library and the `hexbot puzzles` commands: the shipped library reads and its
//! puzzles are proved again (a sample), `check` catches a damaged puzzle, and the SGF export
//! holds the position and the solution. (Generation is the lab's: `lab/tests/puzzles.rs`.)

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
fn check_proves_a_library_again_and_catches_a_damaged_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let library = parse(LIBRARY).unwrap();
    // A small library: every 50th puzzle of the shipped one.
    let sample: Vec<&Puzzle> = library.iter().step_by(50).collect();
    let good = dir.path().join("good.txt");
    let text_of = |ps: &[&Puzzle]| {
        ps.iter()
            .map(|p| format!("{}\n", line(p)))
            .collect::<String>()
    };
    std::fs::write(&good, text_of(&sample)).unwrap();
    let checked = hexbot(&["puzzles", "check", "--library", good.to_str().unwrap()]);
    assert!(checked.status.success(), "{}", text(&checked));
    assert!(
        text(&checked).contains(&format!("{} puzzles checked, 0 flawed", sample.len())),
        "{}",
        text(&checked)
    );

    // A puzzle whose key was changed is caught, and the check fails.
    let mut bad: Puzzle = library[0].clone();
    let game = bad.position().unwrap();
    bad.key = game
        .board()
        .empty_cells()
        .find(|&c| c != library[0].key)
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
