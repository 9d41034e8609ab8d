//! `hexbot-lab bench match` against external HTP engines: the real binary referees games against
//! `hexbot htp` (itself, as an external program) and against fake engines that break the rules.

mod common;

use std::path::Path;
use std::process::Command;

/// Runs `hexbot-lab bench match ARGS` and returns its standard output; the command must succeed.
fn bench_match(args: &[&str]) -> String {
    common::lab(&[&["bench", "match"], args].concat())
}

/// The lines of a match's output without the machine-dependent times.
fn without_times(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| !l.starts_with("time per move"))
        .collect()
}

/// A fake HTP engine as a shell script: answers every command with success and `genmove` with
/// `genmove_answer` (a whole reply, e.g. "= a1").
fn fake_engine(dir: &Path, name: &str, genmove_answer: &str) -> String {
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    genmove*) {genmove_answer} ;;\n    quit*) printf '=\\n\\n'; exit 0 ;;\n    *) printf '=\\n\\n' ;;\n  esac\ndone\n"
    );
    std::fs::write(&path, script).unwrap();
    format!("htp:sh {}", path.display())
}

#[test]
fn hexbot_htp_as_an_external_engine_plays_refereed_reproducible_games() {
    let dir = tempfile::tempdir().unwrap();
    let sgf = dir.path().join("games");
    let external = format!("htp:{} htp", env!("CARGO_BIN_EXE_hexbot-lab"));
    let args = [
        external.as_str(),
        "hard:200",
        "--setup-a",
        "hexbot-playouts 200",
        "--setup-a",
        "param_game allow_swap 0",
        "--size",
        "5",
        "--games",
        "4",
        "--opening-stones",
        "1",
        "--seed",
        "9",
        "--sgf",
        sgf.to_str().unwrap(),
    ];
    let first = bench_match(&args);
    assert_eq!(without_times(&first), without_times(&bench_match(&args)));
    let result = first
        .lines()
        .find(|l| l.starts_with("result:"))
        .expect("a result line");
    assert!(result.contains("/4 against hard:200"), "{result}");
    assert!(result.contains("95 % interval"), "{result}");
    assert!(result.contains("forfeits A 0 B 0"), "{result}");
    assert!(first.contains("time per move: A "), "{first}");
    // The games of a pair start from the same random stone, each engine playing each side.
    let games: Vec<&str> = first.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 4);
    let opening = common::first_stone;
    assert_eq!(opening(games[0]), opening(games[1]));
    assert_eq!(opening(games[2]), opening(games[3]));
    for g in 0..4 {
        let text = std::fs::read_to_string(sgf.join(format!("game-{g:03}.sgf"))).unwrap();
        let (game, info) = hexbot::hex::read_sgf(&text).unwrap();
        assert!(game.is_over(), "game {g} was played to its end");
        let expected_red = if g % 2 == 0 {
            external.as_str()
        } else {
            "hard:200"
        };
        assert_eq!(info.first, expected_red);
    }
}

#[test]
fn an_illegal_or_garbled_answer_forfeits_the_game() {
    let dir = tempfile::tempdir().unwrap();
    // Always a1: legal the first time, occupied the second.
    let stubborn = fake_engine(dir.path(), "stubborn.sh", "printf '= a1\\n\\n'");
    let out = bench_match(&[&stubborn, "hard:50", "--size", "3", "--games", "2"]);
    assert!(out.contains("forfeits A 2 B 0"), "{out}");
    assert!(
        out.contains("B wins by forfeit: move a1: a1 is already taken"),
        "{out}"
    );
    let garbled = fake_engine(dir.path(), "garbled.sh", "printf '= zz99\\n\\n'");
    let out = bench_match(&["hard:50", &garbled, "--size", "3", "--games", "2"]);
    assert!(out.contains("result: hard:50 2/2"), "{out}");
    assert!(out.contains("A wins by forfeit: answer \"zz99\""), "{out}");
    let failing = fake_engine(dir.path(), "failing.sh", "printf '? no idea\\n\\n'");
    let out = bench_match(&["hard:50", &failing, "--size", "3", "--games", "1"]);
    assert!(out.contains("A wins by forfeit: error: no idea"), "{out}");
}

#[test]
fn a_silent_engine_forfeits_at_the_time_limit_and_is_restarted() {
    let dir = tempfile::tempdir().unwrap();
    // Answers its first genmove (which the referee allows a grace for), then never again: it
    // reads on, so only the referee's limit ends its turn.
    let silent = fake_engine(
        dir.path(),
        "silent.sh",
        "if [ -z \"$seen\" ]; then seen=1; printf '= a1\\n\\n'; fi",
    );
    let out = bench_match(&[
        &silent,
        "hard:50",
        "--size",
        "3",
        "--games",
        "2",
        "--time-limit",
        "0.2",
    ]);
    assert!(out.contains("forfeits A 2 B 0"), "{out}");
    assert!(out.contains("by forfeit: no answer within 0.2 s"), "{out}");
    // A fresh process plays the second game, not the one that fell silent.
    assert!(!out.contains("stopped answering"), "{out}");
}

#[test]
fn an_engine_that_cannot_start_is_an_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_hexbot-lab"))
        .args([
            "bench",
            "match",
            "htp:/nonexistent/engine",
            "hard:50",
            "--games",
            "1",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("engine A: cannot start /nonexistent/engine"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
