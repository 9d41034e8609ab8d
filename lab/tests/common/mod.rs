//! What the lab's test binaries share.

use std::process::Command;

/// Runs `hexbot-lab ARGS` and returns its standard output; the command must succeed.
pub fn lab(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_hexbot-lab"))
        .args(args)
        .output()
        .expect("run hexbot-lab");
    assert!(
        out.status.success(),
        "hexbot-lab {args:?}: exit status {:?}, stderr: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The first move of a game line of `bench match` or `bench sprt` (`game N: … (M moves) MOVES`):
/// the pair's opening stone.
#[allow(
    dead_code,
    reason = "shared by the test binaries, not used by every one"
)]
pub fn first_stone(line: &str) -> String {
    line.split(") ")
        .nth(1)
        .and_then(|moves| moves.split(' ').next())
        .expect("a game line with its moves")
        .to_owned()
}
