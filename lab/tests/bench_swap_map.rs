//! `hexbot-lab bench swap-map` on 7×7 at a tiny budget: the file it writes is a swap map the
//! library reads, every cell listed and 180°-symmetric, and the same seed writes the same file
//! (but for the line with the date and the time taken).

mod common;

use hexbot::ai::{after_swap_decision, parse_swap_map, rotated};
use hexbot::hex::BoardSize;

/// Runs the command with `--out` into `dir` and returns the file's text.
fn swap_map(dir: &std::path::Path, name: &str, seed: &str) -> String {
    let path = dir.join(name);
    let out = path.to_str().unwrap();
    common::lab(&[
        "bench",
        "swap-map",
        "--size",
        "7",
        "--playouts",
        "60",
        "--seed",
        seed,
        "--proof-nodes",
        "300",
        "--out",
        out,
    ]);
    std::fs::read_to_string(path).unwrap()
}

/// The lines that do not depend on the clock or on where the file was written.
fn steady(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| !l.starts_with("# Made on") && !l.starts_with("# Made by"))
        .collect()
}

#[test]
fn a_7x7_swap_map_is_complete_symmetric_and_reproducible() {
    let dir = tempfile::tempdir().unwrap();
    let first = swap_map(dir.path(), "a.txt", "3");
    let map = parse_swap_map(&first).unwrap();
    let size = BoardSize::new(7).unwrap();
    assert_eq!(map.size, size);
    assert!(
        map.command
            .starts_with("hexbot-lab bench swap-map --size 7 --playouts 60 --seed 3")
    );
    assert_eq!(map.budget, "Hard at 60 playouts, seed 3; solver 300 nodes");
    for cell in size.all_cells() {
        let i = cell.index(size);
        assert_eq!(
            map.unswapped[i],
            map.unswapped[rotated(cell, size).index(size)]
        );
        assert_eq!(map.cells[i], after_swap_decision(map.unswapped[i]));
        if map.proved[i] {
            assert!([0.0, 1.0].contains(&map.unswapped[i]), "{cell}");
        }
    }
    assert!(first.contains("\n# Made on "), "the date and time taken");
    let again = swap_map(dir.path(), "b.txt", "3");
    assert_eq!(steady(&first), steady(&again));
    let other = swap_map(dir.path(), "c.txt", "4");
    assert_ne!(steady(&first), steady(&other), "the seed matters");
}
