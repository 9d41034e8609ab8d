//! `hint` and `replay` in `hexbot local`, the real binary on a real SQLite file: a hint against the
//! computer saves its heat-map picture and names three moves, refused between rated players; a
//! replay saves the GIF under the file name given (or in the files folder), one frame per position.

use crate::replay_gif::decode;
use crate::support::local::{run_local, stdout};

#[test]
fn a_hint_against_the_computer_names_three_moves_and_saves_its_picture() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_local(
        dir.path(),
        "ann",
        "/hex ai size:9 first:you\nhint\n1\nexport 1\n",
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("The computer's view for ann (Red)"), "{text}");
    for rank in ["1. ", "2. ", "3. "] {
        assert!(
            text.lines()
                .any(|l| l.starts_with(rank) && l.ends_with("chance to win")),
            "{rank}: {text}"
        );
    }
    assert!(text.contains("(only ann sees this)"), "{text}");
    assert!(
        text.contains("no longer counts for the computer ladder"),
        "{text}"
    );
    assert!(text.contains("with hints"), "the export says so: {text}");
    // The board of the game and the hint's heat map, both saved.
    assert!(dir.path().join("boards/002.png").exists(), "{text}");
}

#[test]
fn a_hint_is_refused_between_rated_players() {
    let dir = tempfile::tempdir().unwrap();
    let out = run_local(
        dir.path(),
        "ann",
        "/hex challenge @bob size:9\nas bob: accept\nhint\n",
    );
    let text = stdout(&out);
    assert!(!out.status.success(), "a refusal fails the script: {text}");
    assert!(
        text.contains("Hints are not allowed in rated games between players."),
        "{text}"
    );
}

#[test]
fn a_replay_is_saved_as_a_gif_with_a_frame_per_position() {
    let dir = tempfile::tempdir().unwrap();
    let script = "/hex challenge @bob size:7 swap:off\nas bob: accept\nd4\nas bob: c4\nreplay 1 out/game.gif\nreplay #1\n";
    let out = run_local(dir.path(), "ann", script);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("Replay of game #1"), "{text}");
    for path in ["out/game.gif", "files/hexbot-game-1.gif"] {
        let bytes = std::fs::read(dir.path().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(decode(&bytes).frames.len(), 3, "{path}");
    }
    let out = run_local(dir.path(), "ann", "replay\n");
    assert!(stdout(&out).contains("say which game"), "{}", stdout(&out));
}
