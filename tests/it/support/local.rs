//! `hexbot local` as the local tests run it: the real binary in a clean environment, a script
//! against the SQLite file in a temp dir.

use std::path::Path;
use std::process::{Command, Output};

/// The real binary, its environment cleared of what would change its answers (a database,
/// a budget or a seed from outside, the user's language) and its output in plain English.
pub fn hexbot() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_hexbot"));
    c.env_remove("DATABASE_URL")
        .env_remove("HEXBOT_AI_PLAYOUTS")
        .env_remove("HEXBOT_SEED")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .env("NO_COLOR", "1");
    c
}

/// `hexbot local` on the database in `dir` (kept between runs) as `name`, running `script`
/// (the computer on 40 playouts, seed 7; pictures under `dir/boards` and `dir/files`).
pub fn run_local(dir: &Path, name: &str, script: &str) -> Output {
    let file = dir.join("script.txt");
    std::fs::write(&file, script).unwrap();
    hexbot()
        .current_dir(dir)
        .arg("local")
        .arg("--script")
        .arg(&file)
        .arg("--db")
        .arg(format!("sqlite://{}", dir.join("hexbot.db").display()))
        .args(["--boards", "boards", "--files", "files", "--name", name])
        .args(["--ai-playouts", "40", "--seed", "7"])
        .output()
        .unwrap()
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}
