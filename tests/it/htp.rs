//! The HTP front end, driven through pipes as HexGui or a match script drives the real binary.

use std::io::Write;
use std::process::{Command, Stdio};

/// Sends `input` to `hexbot htp` and returns everything it printed.
fn htp(input: &[u8]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hexbot"))
        .arg("htp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start hexbot htp");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "exit status {:?}", out.status);
    assert!(
        out.stderr.is_empty(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The replies, one per command, without their blank separator lines.
fn replies(output: &str) -> Vec<String> {
    output
        .split("\n\n")
        .filter(|r| !r.is_empty())
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_short_game_to_a_red_win() {
    let out = htp(b"name\n\
        1 protocol_version\n\
        boardsize 3\n\
        play b b2\n\
        play w a2\n\
        final_score\n\
        play b b1\n\
        play w c1\n\
        play b a3\n\
        final_score\n\
        quit\n");
    assert_eq!(
        replies(&out),
        [
            "= hexbot",
            "=1 2",
            "=",
            "=",
            "=",
            "? cannot score",
            "=",
            "=",
            "=",
            "= B+",
            "="
        ]
    );
}

#[test]
fn swap_pieces_keeps_the_stone_and_white_moves_next() {
    let out = htp(b"boardsize 5\nplay b b2\nplay w swap-pieces\nplay b c3\nplay w c3\nshowboard\n");
    let r = replies(&out);
    assert_eq!(r[..4], ["=", "=", "=", "? it is Blue's turn, not Red's"]);
    assert_eq!(r[4], "=");
    assert!(r[5].contains("X"), "the black stone stays: {}", r[5]);
    assert!(r[5].contains("O"));
    assert!(r[5].ends_with("Red to move"), "{}", r[5]);
}

#[test]
fn mirror_swap_and_rex_are_chosen_by_hexbot_commands() {
    let out = htp(b"hexbot-swap mirror\nhexbot-variant rex\nboardsize 2\n\
        play b b1\nplay w swap\nplay b a1\nplay w b1\nfinal_score\n\
        hexbot-variant chess\nhexbot-swap sideways\n");
    assert_eq!(
        replies(&out),
        [
            "=",
            "=",
            "=",
            "=",
            "=",
            "=",
            "=",
            // The swap turned Red's b1 into Blue's a2; Blue's b1 then joined a2 to the far blue
            // side, and completing your own chain loses at Rex.
            "= B+",
            "? unknown variant \"chess\" (expected hex or rex)",
            "? unknown swap rule \"sideways\" (expected off, mirror or seat)",
        ]
    );
}

#[test]
fn every_malformed_line_gets_a_question_mark() {
    let out = htp(
        b"frobnicate\nboardsize\nboardsize 0\nboardsize 20\nboardsize x\nboardsize 5 7\n\
        play\nplay b\nplay green a1\nplay b z9\nplay b a0\nplay b \xff\xfe\nundo\n\
        known_command\n\xff\xff\xff\n   \n# comment only\n7 known_command play\n",
    );
    let r = replies(&out);
    assert_eq!(r.len(), 16, "{r:?}");
    for reply in &r[..15] {
        assert!(reply.starts_with('?'), "{reply}");
    }
    assert_eq!(r[15], "=7 true");
    assert!(out.contains("? a board is 1 to 19 cells across, not 20"));
    // `boardsize 5 7` was refused, so the board is still 11×11.
    assert!(out.contains("? column z is off the 11×11 board"));
}

#[test]
fn undo_takes_back_and_the_game_goes_on() {
    let out = htp(
        b"boardsize 4\nplay b a1\nplay w b1\nundo\nplay w b1\nundo\nundo\nundo\nlist_commands\n",
    );
    let r = replies(&out);
    assert_eq!(r[..7], ["="; 7]);
    assert_eq!(r[7], "? cannot undo");
    assert!(r[8].contains("final_score") && r[8].contains("hexbot-swap"));
}

#[test]
fn arguments_a_command_does_not_take_are_a_syntax_error_and_change_nothing() {
    let out = htp(
        b"boardsize 3\nplay b b2\nundo 3 4 5\nclear_board x\nname x\n\
        final_score 1\nshowboard now\nversion 2\nprotocol_version 2\nlist_commands all\n\
        quit later\n7 play w a1\nundo\nundo\nundo\nquit\n",
    );
    let r = replies(&out);
    assert_eq!(r[..2], ["="; 2]);
    for (reply, command) in r[2..11].iter().zip([
        "undo",
        "clear_board",
        "name",
        "final_score",
        "showboard",
        "version",
        "protocol_version",
        "list_commands",
        "quit",
    ]) {
        assert_eq!(
            reply,
            &format!("? syntax error: {command} takes no arguments")
        );
    }
    // Neither the undo nor the clear_board nor the quit happened: both stones are still there to
    // take back, and the session went on until the plain quit.
    assert_eq!(r[11], "=7");
    assert_eq!(r[12..15], ["=", "=", "? cannot undo"]);
    assert_eq!(r[15], "=");
}

#[test]
fn loadsgf_sets_up_the_recorded_game() {
    let dir = std::env::temp_dir().join(format!("hexbot-htp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.sgf");
    std::fs::write(
        &file,
        "(;FF[4]GM[11]SZ[3]RU[rex swap:off];B[b1];W[a1];B[b2];W[a2];B[b3])",
    )
    .unwrap();
    let bad = dir.join("bad.sgf");
    std::fs::write(&bad, "(;GM[11]SZ[3];B[b1];B[b2])").unwrap();
    let input = format!(
        "loadsgf {0}\nfinal_score\nloadsgf {0} 5\nfinal_score\nplay b c3\nloadsgf {1}\nloadsgf {2}\n",
        file.display(),
        bad.display(),
        dir.join("missing.sgf").display()
    );
    let r = replies(&htp(input.as_bytes()));
    std::fs::remove_dir_all(&dir).unwrap();
    // Rex: Red completed its chain with b3 and lost.
    assert_eq!(r[..5], ["=", "= W+", "=", "? cannot score", "="]);
    assert_eq!(r[5], "? move 2: b2: it is Blue's turn, not Red's");
    assert!(r[6].starts_with("? cannot read"), "{}", r[6]);
}

#[test]
fn a_control_character_inside_a_command_is_a_syntax_error_not_dropped() {
    // `boardsize 1\0 9` is not `boardsize 19`; a CRLF line end and tabs are still fine.
    let r = replies(&htp(
        b"boardsize 1\x00 9\nplay\x07 b a1\nboardsize\t5\r\nplay b e5\n",
    ));
    assert_eq!(r[0], "? syntax error: a control character in the command");
    assert_eq!(r[1], "? syntax error: a control character in the command");
    // The board is 5×5 (from the tab-separated line), not 19×19: e5 is its last cell.
    assert_eq!(r[2..4], ["=", "="]);
}

#[test]
fn loadsgf_refuses_a_named_pipe_instead_of_waiting_on_it() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.sgf");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let r = replies(&htp(format!(
        "loadsgf {}\nloadsgf {}\n",
        fifo.display(),
        dir.path().display()
    )
    .as_bytes()));
    assert_eq!(r[0], format!("? {} is not a regular file", fifo.display()));
    assert_eq!(
        r[1],
        format!("? {} is not a regular file", dir.path().display())
    );
}
