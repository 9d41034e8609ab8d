//! Swiss pairings by the FIDE Dutch system, against bbpPairings' own (v5, `--dutch`) on the
//! tournaments kept in `tests/data/pairings`: `hexbot-lab bench pair-check --keep` saved each
//! tournament (`NAME.trf`, all rounds played) with bbpPairings' output for every round
//! (`NAME.pairings`: `round N`, then the output). Every round is paired again here from the
//! rounds before it, written to a TRF file and read back as `hexbot pair` would, and must give
//! the same text. `bbp-` tournaments (made by bbpPairings' generator) pair rounds after the
//! first with round 1's colour inferred, as the bench did. And `hexbot pair` itself, the real
//! binary.

use hexbot::tournament::{
    Colour, Player, RoundResult, Score, Tournament, pair_dutch, pairings_text, read_trf, write_trf,
};
use std::path::{Path, PathBuf};
use std::process::Command;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pairings")
}

/// The kept tournaments, by name.
fn kept() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    files
}

/// `round N` headers and the output that follows each.
fn rounds(record: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    for line in record.lines() {
        if let Some(n) = line.strip_prefix("round ") {
            out.push((n.parse().unwrap(), String::new()));
        } else {
            let last = out.last_mut().expect("a round header first");
            last.1.push_str(line);
            last.1.push('\n');
        }
    }
    out
}

/// The TRF file of the tournament as it stood before `round`.
fn before(file: &Path, round: usize) -> String {
    let full = read_trf(&std::fs::read_to_string(file).unwrap()).unwrap();
    let mut cut = full.before_round(round);
    let inferred = file
        .file_name()
        .unwrap()
        .to_string_lossy()
        .starts_with("bbp-");
    if inferred && round > 1 {
        cut.initial_colour = None;
    }
    write_trf(&cut)
}

#[test]
fn every_round_of_the_kept_tournaments_is_paired_as_bbppairings_paired_it() {
    let mut checked = 0;
    for file in kept() {
        let record = std::fs::read_to_string(file.with_extension("pairings")).unwrap();
        for (round, expected) in rounds(&record) {
            let trf = before(&file, round);
            let tournament = read_trf(&trf).unwrap();
            let ours = pairings_text(&pair_dutch(&tournament).unwrap());
            assert_eq!(ours, expected, "{} round {round}:\n{trf}", file.display());
            checked += 1;
        }
    }
    assert!(checked >= 250, "{checked} rounds checked");
}

fn hexbot(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_hexbot"))
        .args(args)
        .output()
        .expect("hexbot runs")
}

#[test]
fn hexbot_pair_prints_or_writes_bbppairings_output() {
    let file = kept().into_iter().next().unwrap();
    let record = std::fs::read_to_string(file.with_extension("pairings")).unwrap();
    let (round, expected) = rounds(&record).pop().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("next.trf");
    std::fs::write(&input, before(&file, round)).unwrap();
    let input = input.to_str().unwrap();
    let printed = hexbot(&["pair", "--dutch", input, "-p"]);
    assert!(
        printed.status.success(),
        "{}",
        String::from_utf8_lossy(&printed.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&printed.stdout), expected);
    let out = dir.path().join("pairs.txt");
    let written = hexbot(&["pair", "--dutch", input, "-p", out.to_str().unwrap()]);
    assert!(written.status.success());
    assert!(written.stdout.is_empty());
    assert_eq!(std::fs::read_to_string(&out).unwrap(), expected);
}

#[test]
fn hexbot_pair_refuses_a_bad_file_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.trf");
    std::fs::write(&bad, "012 Broken\n001    1      Alice\nXXR 3\n").unwrap();
    let result = hexbot(&["pair", "--dutch", bad.to_str().unwrap(), "-p"]);
    assert_eq!(result.status.code(), Some(3));
    let message = String::from_utf8_lossy(&result.stderr);
    assert_eq!(message.lines().count(), 1, "{message}");
    assert!(message.contains("line 2, column 20"), "{message}");
    let missing = hexbot(&["pair", "--dutch", "no-such-file.trf", "-p"]);
    assert_eq!(missing.status.code(), Some(5));
    // Two players who met already cannot be paired again.
    let mut tournament = Tournament {
        rounds: 2,
        initial_colour: Some(Colour::White),
        ..Tournament::default()
    };
    for (number, colour, score) in [
        (1, Colour::White, Score::Win),
        (2, Colour::Black, Score::Loss),
    ] {
        let mut player = Player::new(number, format!("P{number}"), 0);
        player.results.push(RoundResult::Played {
            opponent: 3 - number,
            colour,
            score,
            rated: true,
        });
        tournament.players.push(player);
    }
    let done = dir.path().join("done.trf");
    std::fs::write(&done, write_trf(&tournament)).unwrap();
    let result = hexbot(&["pair", "--dutch", done.to_str().unwrap(), "-p"]);
    assert_eq!(
        result.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
}
