//! `analyze` and `diagram` in `hexbot local`, the real binary on a real SQLite file: a board
//! opens from a move list and from an SGF file on disk, its numbered buttons walk and grow the
//! tree, the engine answers, and Share saves the tree's SGF; a file that does not read is
//! refused with where; a diagram is drawn from the same sources, with its marks.

use crate::support::local::{run_local, stdout};

#[test]
fn a_board_from_a_move_list_is_explored_with_its_buttons() {
    let dir = tempfile::tempdir().unwrap();
    // The terminal numbers the buttons it can press: at the line's end 1 start, 2 back, 3 play,
    // 4 engine, 5 share; one move back, forward and end come in (play is 5).
    let script = "analyze size:7 moves: d4 c5 c4\n2\n5 b5 e3\n4\n5\n";
    let out = run_local(dir.path(), "ann", script);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("Analysis board 1 · 7×7 · Hex"), "{text}");
    assert!(text.contains("Move 2 of this line"), "{text}");
    assert!(text.contains("Move 4 of this line"), "{text}");
    assert!(text.contains("Red's chance here is"), "{text}");
    assert!(text.contains("ann shares a position"), "{text}");
    let sgf = std::fs::read_to_string(dir.path().join("files/hexbot-analysis-1.sgf"))
        .unwrap_or_else(|e| panic!("{e}: {text}"));
    assert!(
        sgf.contains("[b5]") && sgf.contains("[c4]"),
        "both variations: {sgf}"
    );
}

#[test]
fn a_board_opens_from_an_sgf_file_and_a_broken_one_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("game.sgf"),
        "(;FF[4]GM[11]SZ[9];B[e5];W[d6];B[c7])",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("broken.sgf"),
        "(;FF[4]GM[11]SZ[9];B[e5];W[e5])",
    )
    .unwrap();
    let game = dir.path().join("game.sgf");
    let out = run_local(
        dir.path(),
        "ann",
        &format!("analyze file:{}\n", game.display()),
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("Move 3 of this line"), "{text}");
    let broken = dir.path().join("broken.sgf");
    let out = run_local(
        dir.path(),
        "ann",
        &format!("analyze file:{}\n", broken.display()),
    );
    let text = stdout(&out);
    assert!(!out.status.success(), "{text}");
    assert!(text.contains("Nothing was opened"), "{text}");
}

#[test]
fn a_diagram_is_drawn_from_a_move_list_or_a_file_with_its_marks() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("game.sgf"),
        "(;FF[4]GM[11]SZ[9];B[e5];W[d6];B[c7])",
    )
    .unwrap();
    let game = dir.path().join("game.sgf");
    let script = format!(
        "/hex-study diagram size:7 moves: d4 c5 marks:b6,e3 orientation:rotated\n\
         diagram file:{} marks:a1\n",
        game.display()
    );
    let out = run_local(dir.path(), "ann", &script);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("ann's diagram"), "{text}");
    assert!(text.contains("d4, c5"), "{text}");
    assert!(text.contains("move 3"), "{text}");
    let pictures = std::fs::read_dir(dir.path().join("boards"))
        .map(|d| d.count())
        .unwrap_or(0);
    assert_eq!(pictures, 2, "two diagrams drawn: {text}");

    // A mark off the board is refused, saying which; nothing is drawn.
    let out = run_local(dir.path(), "ann", "diagram size:7 moves: d4 marks:z9\n");
    let text = stdout(&out);
    assert!(!out.status.success(), "{text}");
    assert!(text.contains("\"z9\" is not a cell"), "{text}");
    let pictures = std::fs::read_dir(dir.path().join("boards"))
        .unwrap()
        .count();
    assert_eq!(pictures, 2, "{text}");
}
