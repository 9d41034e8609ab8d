//! `hexbot-lab bench patterns` rebuilds a table of learned move patterns (its answers to the last
//! move included) from SGF games, in a form the engine reads.

use hexbot::ai::{Level, SearchConfig, SearchControl, parse_patterns, think, without_answers};
use hexbot::hex::{BoardSize, Game, RecordInfo, Settings, SwapRule, Variant, write_sgf};
use std::process::Command;

fn game(variant: Variant, moves: &str) -> Game {
    let mut g = Game::new(Settings {
        size: BoardSize::new(9).unwrap(),
        variant,
        swap: SwapRule::Off,
    });
    for m in moves.split_whitespace() {
        let mv = g.parse_move(m).unwrap();
        g.play(mv).unwrap();
    }
    g
}

fn search(g: &Game, config: &SearchConfig, seed: u64) -> hexbot::ai::SearchReport {
    think(g, config, seed, &SearchControl::new()).unwrap()
}

#[test]
fn bench_patterns_rebuilds_a_table_the_engine_reads() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    std::fs::create_dir(&games).unwrap();
    // Six short self-play games of Medium, written as SGF.
    let config = SearchConfig::for_level(Level::Medium).with_playouts(100);
    for k in 0..6u64 {
        let mut g = game(Variant::Hex, "");
        for ply in 0..20 {
            let report = search(&g, &config, k * 100 + ply);
            g.play(report.mv).unwrap();
            if g.is_over() {
                break;
            }
        }
        let sgf = write_sgf(&g, &RecordInfo::default());
        std::fs::write(games.join(format!("g{k}.sgf")), sgf).unwrap();
    }
    std::fs::write(games.join("broken.sgf"), "(;FF[4]SZ[99])").unwrap();
    let table = dir.path().join("patterns.txt");
    let out = Command::new(env!("CARGO_BIN_EXE_hexbot-lab"))
        .args(["bench", "patterns", "--sgf"])
        .arg(&games)
        .args(["--skip", "0", "--holdout", "3", "--min-count", "1", "--out"])
        .arg(&table)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("6 games (1 unreadable)"), "{stdout}");
    assert!(stdout.contains("held-out games"), "{stdout}");
    let text = std::fs::read_to_string(&table).unwrap();
    assert!(
        text.contains("# Rebuilt by: hexbot-lab bench patterns"),
        "{text}"
    );
    let parsed = parse_patterns(&text).unwrap();
    assert!(parsed.len() > 20, "{} patterns", parsed.len());
    // The separate table of answers to the last move is fitted and written beside them.
    assert!(stdout.contains("with the answer table"), "{stdout}");
    let answers = parsed.len() - without_answers(&parsed).len();
    assert!(answers > 5, "{answers} answer patterns");
    assert!(text.contains(&format!("fitted, {answers} kept.")), "{text}");
    // Nothing to learn from is refused with a message, and no table is written.
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let none = dir.path().join("none.txt");
    let out = Command::new(env!("CARGO_BIN_EXE_hexbot-lab"))
        .args(["bench", "patterns", "--sgf"])
        .arg(&empty)
        .arg("--out")
        .arg(&none)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no positions to learn from"));
    assert!(!none.exists());
}
