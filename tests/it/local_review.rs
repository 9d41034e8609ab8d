//! `hexbot local` as the real binary: `review ID` after a two-player game played to the end
//! prints the review, saves the graph as a board picture and the costly moves' pictures as files,
//! and answers the second time from the store with the same words.

use crate::support::local::run_local;

#[test]
fn review_in_the_terminal_prints_the_review_and_saves_its_pictures() {
    let dir = tempfile::tempdir().unwrap();
    let mut script = String::from("/hex challenge @bob size:7 swap:off\nas bob: accept\n");
    for i in 0..13 {
        if i % 2 == 0 {
            script.push_str(&format!("a{}\n", i / 2 + 1));
        } else {
            script.push_str(&format!("as bob: g{}\n", i / 2 + 1));
        }
    }
    script.push_str("review 1\nas bob: review game:#1\nreview 2\n");
    let out = run_local(dir.path(), "ann", &script);
    let text = String::from_utf8_lossy(&out.stdout);
    // The last line refers to a game that does not exist: the script as a whole is refused.
    assert!(!out.status.success(), "{text}");
    assert!(text.contains("There is no game #2"), "{text}");
    let reviews: Vec<&str> = text
        .split("Review of game #1: ann as Red against bob as Blue")
        .skip(1)
        .collect();
    assert_eq!(reviews.len(), 2, "{text}");
    assert!(text.contains("serious mistake"), "{text}");
    assert!(
        text.contains("Red's chance of winning after each move"),
        "{text}"
    );
    let saved: Vec<_> = std::fs::read_dir(dir.path().join("files"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        saved.iter().any(|n| n.starts_with("review-1-move-")),
        "{saved:?}"
    );
    // The second review says the same as the first (stored).
    let strip = |s: &str| {
        s.lines()
            .filter(|l| !l.contains("picture:") && !l.contains("saved"))
            .take(12)
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(strip(reviews[0]), strip(reviews[1]));
}
