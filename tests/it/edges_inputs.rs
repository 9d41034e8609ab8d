//! What an operator feeds the tools (issue 17, item 10): HTP lines and SGF files have size caps
//! with clear errors, SGF errors never echo control characters to the terminal, and a fixed
//! playout budget keeps the level's time cap.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `hexbot` with `args`, feeding `input` on stdin: (success, stdout, stderr).
fn hexbot(args: &[&str], input: &[u8]) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hexbot"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start hexbot");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Written from a thread so a reply the child writes meanwhile cannot block both sides.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A valid 3×3 record padded with a comment to `size` bytes.
fn big_record(size: usize) -> String {
    let head = "(;FF[4]GM[11]SZ[3]C[";
    let tail = "];B[b2])";
    format!("{head}{}{tail}", "x".repeat(size - head.len() - tail.len()))
}

#[test]
fn an_htp_line_over_the_cap_is_refused_and_the_session_goes_on() {
    let mut input = vec![b'a'; 3 << 20];
    input.extend_from_slice(b"\nname\n");
    let (ok, out, _) = hexbot(&["htp"], &input);
    assert!(ok);
    let replies: Vec<&str> = out.split("\n\n").filter(|r| !r.is_empty()).collect();
    assert_eq!(replies.len(), 2, "{}", &out[..out.len().min(300)]);
    assert!(
        replies[0].starts_with("? "),
        "{}",
        &replies[0][..replies[0].len().min(200)]
    );
    assert!(
        replies[0].contains("too long"),
        "{}",
        &replies[0][..replies[0].len().min(200)]
    );
    assert!(replies[0].len() < 200);
    assert_eq!(replies[1], "= hexbot");
}

#[test]
fn loadsgf_refuses_a_file_over_the_cap_and_reads_one_under_it() {
    let tmp = tempfile::tempdir().unwrap();
    let big = tmp.path().join("big.sgf");
    std::fs::write(&big, big_record(2 << 20)).unwrap();
    let small = tmp.path().join("small.sgf");
    std::fs::write(&small, big_record(4096)).unwrap();
    let script = format!(
        "loadsgf {}\nloadsgf {}\nshowboard\n",
        big.display(),
        small.display()
    );
    let (ok, out, _) = hexbot(&["htp"], script.as_bytes());
    assert!(ok);
    let replies: Vec<&str> = out.split("\n\n").filter(|r| !r.is_empty()).collect();
    assert!(replies[0].starts_with("? "), "{}", replies[0]);
    assert!(replies[0].contains("larger than 1 MiB"), "{}", replies[0]);
    assert_eq!(replies[1], "=");
    assert!(replies[2].contains('X'), "{}", replies[2]);
}

#[test]
fn render_refuses_an_sgf_file_over_the_cap() {
    let tmp = tempfile::tempdir().unwrap();
    let big = tmp.path().join("big.sgf");
    std::fs::write(&big, big_record(2 << 20)).unwrap();
    let out = tmp.path().join("board.png");
    let (ok, _, stderr) = hexbot(
        &[
            "render",
            "--sgf",
            big.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ],
        b"",
    );
    assert!(!ok);
    assert!(stderr.contains("larger than 1 MiB"), "{stderr}");
    assert!(!out.exists());
}

#[test]
fn sgf_errors_never_carry_control_characters() {
    let evil = "(;FF[4]GM[\u{1b}[2J\u{1b}[31mevil\u{7}]SZ[3])";
    let err = hexbot::hex::read_sgf(evil).unwrap_err().to_string();
    assert!(!err.chars().any(char::is_control), "{err:?}");
    assert!(err.contains("evil"), "{err}");

    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("evil.sgf");
    std::fs::write(&path, evil).unwrap();
    let (ok, _, stderr) = hexbot(&["render", "--sgf", path.to_str().unwrap()], b"");
    assert!(!ok);
    assert!(
        !stderr.trim_end().chars().any(char::is_control),
        "{stderr:?}"
    );
    let (_, out, _) = hexbot(&["htp"], format!("loadsgf {}\n", path.display()).as_bytes());
    assert!(!out.trim_end().chars().any(char::is_control), "{out:?}");

    let move_err = hexbot::hex::read_sgf("(;FF[4]GM[11]SZ[3];B[\u{1b}[31m])")
        .unwrap_err()
        .to_string();
    assert!(!move_err.chars().any(char::is_control), "{move_err:?}");
}

#[test]
fn a_long_value_in_an_sgf_error_is_cut() {
    let record = format!("(;FF[4]GM[{}]SZ[3])", "9".repeat(100_000));
    let err = hexbot::hex::read_sgf(&record).unwrap_err().to_string();
    assert!(err.len() < 300, "{} bytes", err.len());
}
