//! `hexbot local` as the real binary: scripts against a real SQLite file in a temp dir, a game
//! against the computer (tiny playout budget, fixed seed) and a two-player game between simulated
//! users played to the end, then history and export (the SGF read back through the rules), a plan
//! (conditional moves) answering at once in a game of days per move, tournaments (a knockout
//! played out, a Swiss by the 2017 Dutch rules made), and `hexbot render --sgf` on good and
//! malformed records.

use crate::support::local::{hexbot, run_local, stdout};
use hexbot::hex::{Color, read_sgf};
use std::path::Path;
use std::process::Output;

/// Runs `script` in a fresh database in `dir` as user `name`.
fn run_script(dir: &Path, name: &str, script: &str) -> Output {
    let db = dir.join("hexbot.db");
    let _ = std::fs::remove_file(&db);
    let _ = std::fs::remove_file(dir.join("hexbot.db-wal"));
    let _ = std::fs::remove_file(dir.join("hexbot.db-shm"));
    run_local(dir, name, script)
}

/// The cells of the last board printed (plain style): for each row, the glyph of each cell.
fn last_board(text: &str) -> Vec<Vec<char>> {
    let mut boards = Vec::new();
    let mut current: Vec<Vec<char>> = Vec::new();
    for line in text.lines() {
        let parts: Vec<&str> = line.split('╲').collect();
        if parts.len() == 3 && parts[0].trim().parse::<u32>().is_ok() {
            current.push(parts[1].chars().step_by(2).collect());
        } else if !current.is_empty() {
            boards.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        boards.push(current);
    }
    boards.pop().expect("a board was printed")
}

#[test]
fn a_scripted_game_against_the_computer_is_played_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    // Build the script move by move: each run replays the script so far in a fresh database (the
    // computer is deterministic with a seed and a playout budget), and the next move is the first
    // empty cell of the last board. So the test does not depend on where the computer plays.
    let mut script = String::from("/hex ai level:easy size:7 first:you\n");
    let mut finished = None;
    for _ in 0..49 {
        let out = run_script(dir.path(), "ann", &script);
        let text = stdout(&out);
        assert!(out.status.success(), "script refused:\n{script}\n{text}");
        // The end of the game: "… connected the two … sides and wins!".
        if text.contains(" and wins!") {
            finished = Some(text);
            break;
        }
        let board = last_board(&text);
        let (row, col) = board
            .iter()
            .enumerate()
            .find_map(|(r, cells)| cells.iter().position(|&c| c == '.').map(|c| (r, c)))
            .expect("an empty cell while the game goes on");
        let cell = format!("{}{}", char::from(b'a' + col as u8), row + 1);
        script.push_str(&cell);
        script.push('\n');
    }
    let text = finished.expect("the game ended");
    assert!(text.contains("the computer (Easy)"), "{text}");
    assert!(text.contains("board picture: boards/"), "{text}");
    // The final board shows the winning chain.
    let board = last_board(&text);
    assert!(
        board.iter().flatten().any(|&c| c == '*' || c == '#'),
        "{text}"
    );

    // History and export after the finished game.
    script.push_str("/hex history\n/hex export game:1\n");
    let out = run_script(dir.path(), "ann", &script);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("Recent games of ann:"), "{text}");
    assert!(text.contains("#1 · "), "{text}");
    assert!(
        text.contains("against the computer (Easy) · Hex 7×7"),
        "{text}"
    );
    assert!(text.contains("Moves: 1. "), "{text}");
    let sgf_path = dir.path().join("files/hexbot-game-1.sgf");
    let sgf = std::fs::read_to_string(&sgf_path).unwrap();
    assert!(sgf.starts_with("(;FF[4]GM[11]"), "{sgf}");
    assert!(sgf.contains("SZ[7]") && sgf.contains("PB[ann]"), "{sgf}");
    let (game, info) = read_sgf(&sgf).expect("the export reads back");
    assert!(game.is_over());
    assert_eq!(info.first, "ann");
    assert_eq!(info.second, "the computer (Easy)");
    assert!(
        text.contains(&format!("{} moves", game.ply())),
        "the history counts the same moves: {text}"
    );

    // The exported record draws.
    let out = hexbot()
        .current_dir(dir.path())
        .args(["render", "--sgf"])
        .arg(&sgf_path)
        .args(["-o", "final.png"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(dir.path().join("final.png").exists());
}

#[test]
fn two_simulated_users_play_a_rated_game_and_see_it_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let mut script = String::from(
        "/hex challenge @bob size:7 swap:off\n\
         as bob: 1\n",
    );
    // Alice (Red, the challenger) walks down column a; Bob answers on column g.
    for row in 1..=7 {
        script.push_str(&format!("a{row}\n"));
        if row < 7 {
            script.push_str(&format!("as bob: /hex move g{row}\n"));
        }
    }
    script.push_str(
        "/hex leaderboard\n\
         as bob: /hex history\n\
         /hex profile @bob\n\
         export 1\n",
    );
    let out = run_script(dir.path(), "alice", &script);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("bob accepted the challenge"), "{text}");
    assert!(
        text.contains("alice (Red) connected the two red sides and wins!"),
        "{text}"
    );
    let board = last_board(&text);
    assert!(
        board.iter().all(|row| row[0] == '*'),
        "chain down column a: {text}"
    );
    assert!(text.contains("1. alice"), "leaderboard: {text}");
    assert!(
        text.contains("lost against alice · Hex 7×7 · 13 moves"),
        "{text}"
    );
    let sgf = std::fs::read_to_string(dir.path().join("files/hexbot-game-1.sgf")).unwrap();
    let (game, info) = read_sgf(&sgf).unwrap();
    assert_eq!(game.outcome().map(|o| o.winner), Some(Color::Red));
    assert_eq!(
        (info.first.as_str(), info.second.as_str()),
        ("alice", "bob")
    );
    assert!(dir.path().join("boards/001.png").exists());
}

#[test]
fn refused_or_malformed_lines_make_the_script_fail() {
    let dir = tempfile::tempdir().unwrap();
    for (script, expect) in [
        ("e5\n", "There is no game in this channel"),
        ("/hex fly\n", "unknown command \"fly\""),
        ("/hex ai size:25\n", "between 7 and 19"),
        ("/hex export game:9\n", "There is no game #9"),
        ("7\n", "there are no buttons to press"),
    ] {
        let out = run_script(dir.path(), "ann", script);
        assert_eq!(out.status.code(), Some(1), "{script}: {}", stdout(&out));
        assert!(stdout(&out).contains(expect), "{script}: {}", stdout(&out));
    }
    let out = run_script(dir.path(), "ann", "help\n# a comment\n\nrules\nquit\ne5\n");
    assert!(out.status.success(), "{}", stdout(&out));
    assert!(
        !stdout(&out).contains('\x1b'),
        "no colours without a terminal"
    );
}

#[test]
fn a_rex_game_in_the_terminal_says_what_rex_asks_and_crosses_out_the_chain_that_lost() {
    let dir = tempfile::tempdir().unwrap();
    let mut script = String::from(
        "rules variant:rex\n\
         /hex challenge @bob size:7 swap:off variant:rex\n\
         as bob: 1\n",
    );
    // Alice (Red) walks down column a and so joins the red sides; Bob answers on column g.
    for row in 1..=7 {
        script.push_str(&format!("a{row}\n"));
        if row < 7 {
            script.push_str(&format!("as bob: g{row}\n"));
        }
    }
    let out = run_script(dir.path(), "alice", &script);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    // The rules of Rex, as /hex rules variant:rex gives them.
    assert!(
        text.contains("whoever completes a chain between their own two sides loses"),
        "{text}"
    );
    assert!(
        text.contains("in Rex the computer decides for itself whether to swap"),
        "{text}"
    );
    // The start, the prompts and the end say it by colour.
    assert!(
        text.contains("alice plays Red and must avoid joining the two red sides"),
        "{text}"
    );
    assert!(
        text.contains("bob (Blue) to play; joining the two blue sides loses"),
        "{text}"
    );
    assert!(
        text.contains("alice (Red) joined the two red sides and loses — bob (Blue) wins"),
        "{text}"
    );
    // The board's legend says what Rex asks, and the chain that lost is crossed out, not starred.
    assert!(
        text.contains("Rex: R must avoid joining the two red sides"),
        "{text}"
    );
    assert!(text.contains("x the chain that lost"), "{text}");
    let board = last_board(&text);
    assert!(board.iter().all(|row| row[0] == 'x'), "{text}");
    assert!(
        !board.iter().flatten().any(|&c| c == '*' || c == '#'),
        "{text}"
    );
}

#[test]
fn render_refuses_a_malformed_record_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    for (text, expect) in [
        ("(;FF[4]GM[11]SZ[7];B[a1];W[a1])", "move 2"),
        ("(;FF[4]GM[1]SZ[19])", "not a Hex record"),
        ("this is not sgf", "not an SGF record"),
    ] {
        let path = dir.path().join("bad.sgf");
        std::fs::write(&path, text).unwrap();
        let out = hexbot()
            .args(["render", "--sgf"])
            .arg(&path)
            .arg("-o")
            .arg(dir.path().join("x.png"))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{text}: {err}");
        assert!(
            err.contains("is not a game record hexbot can read"),
            "{err}"
        );
        assert!(err.contains(expect), "{text}: {err}");
    }
    let out = hexbot()
        .args(["render", "--sgf", "/no/such/file.sgf"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read /no/such/file.sgf"));
}

/// Against the computer a turn shows one board (the player's move and the computer's answer on
/// it), as on Discord; the swap option is not offered (Easy is played without swap).
#[test]
fn a_turn_against_the_computer_shows_one_board_and_ai_takes_no_swap_option() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_script(dir.path(), "ann", "/hex ai size:7 first:you\nd4\n");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{text}");
    // The start's board, then one for the turn.
    assert_eq!(text.matches("board picture:").count(), 2, "{text}");
    let out = run_script(dir.path(), "ann", "/hex ai level:easy swap:mirror\n");
    assert!(!out.status.success(), "the swap option is refused");
}

#[test]
fn a_line_that_is_not_utf8_on_the_input_is_said_and_stops_the_session_with_failure() {
    use std::io::Write as _;
    use std::process::Stdio;
    let dir = tempfile::tempdir().unwrap();
    let mut child = hexbot()
        .current_dir(dir.path())
        .arg("local")
        .arg("--db")
        .arg(format!(
            "sqlite://{}",
            dir.path().join("hexbot.db").display()
        ))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"help\n\xff\xfe\nhelp\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    // Not a silent end with success: the bad line is named, and the status says it failed.
    assert!(!out.status.success(), "{err}");
    assert!(err.contains("cannot read line 2 of the input"), "{err}");
}

/// A knockout of three in the terminal: created, joined, started; each game in a channel of its
/// own (`channel N`, as the announcement says), played out; the winner announced, the TRF saved.
#[test]
fn a_knockout_is_run_in_the_terminal_from_sign_up_to_its_winner() {
    let dir = tempfile::tempdir().unwrap();
    let script = "tournament create format:knockout size:7 swap:off Spring Cup\n\
        as ann: tournament join\nas bob: tournament join\nas cat: tournament join\n\
        tournament start\n\
        channel 101002\nas bob: a1\nas cat: g7\nas cat: resign\nas cat: confirm\n\
        channel 102001\nas bob: a1\nas ann: g7\nas bob: resign\nas bob: confirm\n\
        tournament standings 1\ntournament export 1\n";
    let out = run_script(dir.path(), "host", script);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("ann goes through to the next round."),
        "{text}"
    );
    assert!(
        text.contains("thread 101002: Spring Cup · 1.2 · bob – cat"),
        "{text}"
    );
    assert!(
        text.contains("Spring Cup (#1) is over. The winner is @ann."),
        "{text}"
    );
    assert!(text.contains("3. cat: 0 wins"), "{text}");
    let trf = std::fs::read_to_string(dir.path().join("files").join("hexbot-tournament-1.trf"))
        .expect("the TRF file saved");
    assert!(trf.contains("XXR 2"), "{trf}");
    let bracket = std::fs::read(
        dir.path()
            .join("files")
            .join("hexbot-tournament-1-bracket.png"),
    )
    .expect("the bracket's picture saved");
    assert!(bracket.starts_with(b"\x89PNG"));
}

#[test]
fn a_plan_made_in_the_terminal_answers_the_opponent_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let script = "/hex challenge @bob size:7 timer:1d\n\
                  as bob: accept\n\
                  d4\n\
                  plan if c3 then c4; e4 e3\n\
                  as bob: e4\n\
                  as bob: plan\n\
                  plan\n";
    let out = run_local(dir.path(), "ann", script);
    let text = stdout(&out);
    assert!(
        text.contains("Saved. Your plan (2 answers): c3 → c4; e4 → e3."),
        "{text}"
    );
    assert!(text.contains("bob (Blue) played e4."), "{text}");
    assert!(text.contains("ann (Red) played e3."), "{text}");
    assert!(text.contains("(@ann had planned this answer.)"), "{text}");
    // bob's own plan is refused (his move); ann has none left.
    assert!(text.contains("It is your move: play it first."), "{text}");
    assert!(text.contains("You have no plan in this game."), "{text}");
    assert!(
        !out.status.success(),
        "a refused line fails the script: {text}"
    );
}

/// `rules:` in the terminal: a Swiss by the 2017 rules says so and its file names them; a bad
/// value and a knockout with rules are refused, saying why.
#[test]
fn a_swiss_by_the_2017_rules_is_made_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let script = "tournament create format:knockout rules:2017 Wrong Cup\n\
        tournament create format:swiss rules:2019 Odd Cup\n\
        tournament create format:swiss rules:2017 size:7 swap:off Old Rules Cup\n\
        as ann: tournament join\nas bob: tournament join\nas cat: tournament join\n\
        tournament start\ntournament export 1\n";
    let out = run_script(dir.path(), "host", script);
    let text = stdout(&out);
    assert!(
        text.contains("Only a Swiss tournament is paired by the FIDE Dutch rules"),
        "{text}"
    );
    assert!(text.contains("rules:2019 is not a value"), "{text}");
    assert!(
        text.contains("Swiss pairings by the FIDE Dutch rules of 2017."),
        "{text}"
    );
    assert!(text.contains("has the bye"), "{text}");
    let trf = std::fs::read_to_string(dir.path().join("files").join("hexbot-tournament-1.trf"))
        .expect("the TRF file saved");
    assert!(trf.contains("192 FIDE_DUTCH_2017"), "{trf}");
}
