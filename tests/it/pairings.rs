//! Swiss pairings by the FIDE Dutch system, against bbpPairings' own (`--dutch`) on the
//! tournaments kept in `tests/data/pairings` (the 2017 rules, bbpPairings 5.0.1) and
//! `tests/data/pairings-2025` (the 2025 rules, bbpPairings 6): `hexbot-lab bench pair-check
//! --keep` saved each tournament (`NAME.trf`, all rounds played, its rules on the `192` line)
//! with bbpPairings' output for every round (`NAME.pairings`: `round N`, then the output). Every
//! round is paired again here from the rounds before it, written to a TRF file and read back as
//! `hexbot pair` would, and must give the same text. `bbp-` tournaments (made by bbpPairings'
//! generator) pair rounds after the first with round 1's colour inferred, as the bench did. And
//! `hexbot pair` itself, the real binary: the rules from the file, from `--rules`, or the 2025
//! ones when neither says.

use hexbot::tournament::{
    Colour, DutchRules, Player, RoundResult, Score, Tournament, pair_dutch, pairings_text,
    read_trf, write_trf,
};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The kept tournaments of an edition of the rules.
fn data(rules: DutchRules) -> PathBuf {
    let dir = match rules {
        DutchRules::Fide2017 => "tests/data/pairings",
        DutchRules::Fide2025 => "tests/data/pairings-2025",
    };
    Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)
}

/// The kept tournaments of an edition, by name.
fn kept(rules: DutchRules) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data(rules))
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

/// Pairs every round of the kept tournaments of `rules` again: the rounds checked.
fn pair_the_kept(rules: DutchRules) -> usize {
    let mut checked = 0;
    for file in kept(rules) {
        let record = std::fs::read_to_string(file.with_extension("pairings")).unwrap();
        for (round, expected) in rounds(&record) {
            let trf = before(&file, round);
            let tournament = read_trf(&trf).unwrap();
            assert_eq!(tournament.rules, Some(rules), "{}", file.display());
            let ours = pairings_text(&pair_dutch(&tournament).unwrap());
            assert_eq!(ours, expected, "{} round {round}:\n{trf}", file.display());
            checked += 1;
        }
    }
    checked
}

#[test]
fn every_round_of_the_kept_tournaments_is_paired_as_bbppairings_5_paired_it() {
    let checked = pair_the_kept(DutchRules::Fide2017);
    assert!(checked >= 250, "{checked} rounds checked");
}

#[test]
fn every_round_of_the_kept_2025_tournaments_is_paired_as_bbppairings_6_paired_it() {
    let checked = pair_the_kept(DutchRules::Fide2025);
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
    let file = kept(DutchRules::Fide2017).into_iter().next().unwrap();
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

/// The last round of the first kept tournament of `rules`: the file before it, without its
/// `192` line, and bbpPairings' output.
fn last_round_unnamed(rules: DutchRules) -> (String, String) {
    let file = kept(rules).into_iter().next().unwrap();
    let record = std::fs::read_to_string(file.with_extension("pairings")).unwrap();
    let (round, expected) = rounds(&record).pop().unwrap();
    let named = before(&file, round);
    let line = format!("192 {}\n", rules.trf_code());
    assert!(named.contains(&line), "{named}");
    (named.replace(&line, ""), expected)
}

#[test]
fn hexbot_pair_takes_the_rules_from_the_file_or_the_flag_and_else_the_2025_ones() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_owned()
    };
    // A file that names no rules is paired by the 2025 ones, as bbpPairings 6 pairs it.
    let (unnamed, expected) = last_round_unnamed(DutchRules::Fide2025);
    let unnamed_2025 = write("2025.trf", &unnamed);
    let paired = hexbot(&["pair", "--dutch", &unnamed_2025, "-p"]);
    assert!(paired.status.success());
    assert_eq!(String::from_utf8_lossy(&paired.stdout), expected);
    // --rules 2017 pairs a file that names none as bbpPairings 5 does.
    let (unnamed, expected) = last_round_unnamed(DutchRules::Fide2017);
    let unnamed_2017 = write("2017.trf", &unnamed);
    let paired = hexbot(&["pair", "--dutch", "--rules", "2017", &unnamed_2017, "-p"]);
    assert!(
        paired.status.success(),
        "{}",
        String::from_utf8_lossy(&paired.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&paired.stdout), expected);
    // A file naming one edition and a flag asking for the other: refused, saying both.
    let named = write("named.trf", &format!("192 FIDE_DUTCH_2025\n{unnamed}"));
    let refused = hexbot(&["pair", "--dutch", "--rules", "2017", &named, "-p"]);
    assert_eq!(refused.status.code(), Some(3));
    let message = String::from_utf8_lossy(&refused.stderr);
    assert!(
        message.contains("names the 2025 rules (FIDE_DUTCH_2025) but --rules says 2017"),
        "{message}"
    );
    // A year that names no edition is refused by the command line.
    let bad = hexbot(&["pair", "--dutch", "--rules", "2019", &named, "-p"]);
    assert_eq!(bad.status.code(), Some(2));
    let message = String::from_utf8_lossy(&bad.stderr);
    assert!(message.contains("say 2017 or 2025"), "{message}");
    // The help says the default.
    let help = hexbot(&["pair", "--help"]);
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("--rules <YEAR>"), "{help}");
    assert!(help.contains("paired by the 2025 rules"), "{help}");
}
