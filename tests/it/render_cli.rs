//! `hexbot render`, run as the real binary.

use std::process::Command;

fn hexbot(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_hexbot"))
        .args(args)
        .output()
        .expect("hexbot runs")
}

#[test]
fn render_writes_a_png_of_the_replayed_game() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("board.png");
    let result = hexbot(&[
        "render",
        "--size",
        "9",
        "--moves",
        "e5 swap c3, d4",
        "--rotate",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let image = image::open(&out).expect("a PNG").to_rgb8();
    assert!(image.height() > image.width(), "rotated pictures are tall");
}

#[test]
fn render_names_an_illegal_move() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("board.png");
    let result = hexbot(&[
        "render",
        "--size",
        "9",
        "--moves",
        "e5 d4 e5",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(!result.status.success());
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert!(
        stderr.contains("move 3 (e5)") && stderr.contains("already taken"),
        "{stderr}"
    );
    assert!(!out.exists());
}

#[test]
fn render_names_a_move_that_is_not_a_move() {
    let result = hexbot(&[
        "render",
        "--size",
        "9",
        "--moves",
        "e5 z99",
        "-o",
        "/nonexistent/x.png",
    ]);
    assert!(!result.status.success());
    let stderr = String::from_utf8_lossy(&result.stderr);
    assert!(stderr.contains("move 2 (\"z99\")"), "{stderr}");
}

#[test]
fn render_refuses_a_swap_when_swap_is_off_and_a_bad_size() {
    let result = hexbot(&[
        "render", "--size", "9", "--swap", "off", "--moves", "e5 swap",
    ]);
    assert!(String::from_utf8_lossy(&result.stderr).contains("swap is off"));
    let result = hexbot(&["render", "--size", "20"]);
    assert!(!result.status.success());
    assert!(String::from_utf8_lossy(&result.stderr).contains("not 20"));
}
