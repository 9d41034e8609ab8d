//! `hexbot-lab bench patterns`: fits the learned move patterns (`src/ai/patterns.txt`) on SGF games and
//! says how well they predict the moves of held-out games.

use hexbot::ai::{PATTERNS, PatternTrainer, Prediction, parse_patterns, without_answers};
use hexbot::hex::read_sgf;
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// What to learn from, and what to keep.
#[derive(clap::Args)]
pub struct PatternSetup {
    /// A directory of .sgf games (repeatable; read in file name order).
    #[arg(long = "sgf", value_name = "DIR", required_unless_present = "files")]
    pub dirs: Vec<PathBuf>,
    /// A game file, one game a line (repeatable; see `bench train`).
    #[arg(long = "games", value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Moves at the start of each game not learned from (the random opening stones).
    #[arg(long, default_value_t = 2)]
    pub skip: usize,
    /// Keep every N-th game out of the fit to measure it (0: none).
    #[arg(long, default_value_t = 10)]
    pub holdout: usize,
    /// Rounds of minorization-maximization.
    #[arg(long, default_value_t = 40)]
    pub iterations: u32,
    /// Leave out patterns seen as a candidate fewer times than this.
    #[arg(long, default_value_t = 20)]
    pub min_count: u32,
    /// Where the table goes.
    #[arg(long, default_value = "src/ai/patterns.txt")]
    pub out: PathBuf,
}

impl PatternSetup {
    /// The command line that rebuilds the table, for its header.
    fn command(&self) -> String {
        let dirs: Vec<String> = self
            .dirs
            .iter()
            .map(|d| format!("--sgf {}", d.display()))
            .chain(
                self.files
                    .iter()
                    .map(|f| format!("--games {}", f.display())),
            )
            .collect();
        format!(
            "hexbot-lab bench patterns {} --skip {} --holdout {} --iterations {} --min-count {}",
            dirs.join(" "),
            self.skip,
            self.holdout,
            self.iterations,
            self.min_count
        )
    }
}

fn sgf_files(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    Ok(files)
}

fn describe(out: &mut impl Write, what: &str, p: &Prediction) -> std::io::Result<()> {
    writeln!(
        out,
        "{what}: {} positions, move played ranked first {:.1} %, mean log-likelihood {:.3} \
         (uniform {:.3})",
        p.positions,
        100.0 * p.top1,
        p.log_likelihood,
        p.uniform_log_likelihood
    )
}

/// Reads the games, fits, measures, writes the table.
///
/// # Errors
/// Unreadable directories or files, no games, an unwritable output.
pub fn bench_patterns(out: &mut impl Write, setup: &PatternSetup) -> anyhow::Result<()> {
    let mut train = PatternTrainer::default();
    let mut test = PatternTrainer::default();
    let (mut games, mut refused) = (0usize, 0usize);
    let mut all = Vec::new();
    for dir in &setup.dirs {
        for file in sgf_files(dir)? {
            let text = std::fs::read_to_string(&file)?;
            match read_sgf(&text) {
                Ok((game, _)) => all.push(game),
                Err(_) => refused += 1,
            }
        }
    }
    for file in &setup.files {
        let (read, bad) = super::games::read_games(file)?;
        all.extend(read);
        refused += bad;
    }
    for game in &all {
        if setup.holdout > 0 && games % setup.holdout == setup.holdout - 1 {
            test.add_game(game, setup.skip);
        } else {
            train.add_game(game, setup.skip);
        }
        games += 1;
    }
    if train.positions() == 0 {
        anyhow::bail!("bench patterns: no positions to learn from");
    }
    writeln!(
        out,
        "{games} games ({refused} unreadable): {} training positions, {} held out",
        train.positions(),
        test.positions()
    )?;
    let fitted = train.fit(setup.iterations);
    let kept: Vec<_> = fitted
        .iter()
        .filter(|&&(_, _, seen)| seen >= setup.min_count)
        .collect();
    let mut lines = String::new();
    for &&(code, gamma, _) in &kept {
        lines.push_str(&format!("{code:x} {gamma:.3}\n"));
    }
    // The answer table is fitted given the patterns as they ship (the rare ones left out).
    let patterns: HashMap<u32, f32> = parse_patterns(&lines).map_err(anyhow::Error::msg)?;
    let answers = train.fit_answers(&patterns, setup.iterations);
    let kept_answers: Vec<_> = answers
        .iter()
        .filter(|&&(_, _, seen)| seen >= setup.min_count)
        .collect();
    for &&(code, gamma, _) in &kept_answers {
        lines.push_str(&format!("{code:x} {gamma:.3}\n"));
    }
    let text = format!(
        "# hexbot's learned move patterns: pattern code (hex) and weight, see src/ai/patterns.rs.\n\
         # Rebuilt by: {}\n\
         # {games} games, {} training positions, {} patterns fitted, {} seen at least {} times kept;\n\
         # {} answer patterns (around the last stone) fitted, {} kept.\n{lines}",
        setup.command(),
        train.positions(),
        fitted.len(),
        kept.len(),
        setup.min_count,
        answers.len(),
        kept_answers.len(),
    );
    let table: HashMap<u32, f32> = parse_patterns(&text).map_err(anyhow::Error::msg)?;
    describe(out, "training games", &train.predict(&table))?;
    if test.positions() > 0 {
        describe(
            out,
            "held-out games, the patterns alone",
            &test.predict(&patterns),
        )?;
        describe(
            out,
            "held-out games, with the answer table",
            &test.predict(&table),
        )?;
        let shipped = parse_patterns(PATTERNS).map_err(anyhow::Error::msg)?;
        describe(
            out,
            "held-out games, the shipped table",
            &test.predict(&shipped),
        )?;
        describe(
            out,
            "held-out games, the shipped table without its answers",
            &test.predict(&without_answers(&shipped)),
        )?;
    }
    std::fs::write(&setup.out, text)?;
    writeln!(
        out,
        "{} patterns and {} answer patterns written to {}",
        kept.len(),
        kept_answers.len(),
        setup.out.display()
    )?;
    Ok(())
}
