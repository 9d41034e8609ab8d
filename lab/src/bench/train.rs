//! `hexbot-lab bench train`: trains the policy network (`src/ai/policy/weights.bin`) on game files
//! ([`super::games`]), and measures it on held-out games beside the learned patterns: how often
//! each ranks the move played first, and how fast the network evaluates a position.

use super::games::read_games;
use hexbot::ai::policy::train::{Accuracy, Sample, TrainSetup, accuracy, samples, train};
use hexbot::ai::policy::{Net, Scratch};
use hexbot::ai::{PATTERNS, PatternTrainer, parse_patterns};
use hexbot::hex::Game;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

/// What to learn from, the network's shape, and how to train it.
#[derive(clap::Args)]
pub struct TrainArgs {
    /// A game file (repeatable): match logs or compact lines.
    #[arg(long = "games", value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
    /// Moves at the start of each game not learned from (the random opening stones).
    #[arg(long, default_value_t = 2)]
    pub skip: usize,
    /// Keep every N-th game out of the training to measure it (0: none).
    #[arg(long, default_value_t = 10)]
    pub holdout: usize,
    /// Filters per layer (1–256).
    #[arg(long, default_value_t = 32, value_parser = within::<1, 256>)]
    pub channels: usize,
    /// Convolutions (1–32; the first sees radius 2, the others radius 1).
    #[arg(long, default_value_t = 6, value_parser = within::<1, 32>)]
    pub layers: usize,
    /// Start from these weights instead of random ones.
    #[arg(long, value_name = "FILE")]
    pub init: Option<PathBuf>,
    #[arg(long, default_value_t = 10)]
    pub epochs: u32,
    /// Positions per step (at least 1).
    #[arg(long, default_value_t = 64, value_parser = within::<1, 1_000_000>)]
    pub batch: usize,
    /// Adam's step size at the start (it falls linearly to a tenth).
    #[arg(long, default_value_t = 0.002)]
    pub rate: f32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads sharing each batch (1–256; the weights depend on it).
    #[arg(long, default_value_t = 1, value_parser = within::<1, 256>)]
    pub threads: usize,
    /// Where the weights go (and, beside them with `.txt` added, how they were made).
    #[arg(long, default_value = "src/ai/policy/weights.bin")]
    pub out: PathBuf,
}

/// A count from `LO` to `HI`, or a message saying so (the shapes [`Net::from_bytes`] accepts).
pub(super) fn within<const LO: usize, const HI: usize>(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n) if (LO..=HI).contains(&n) => Ok(n),
        _ => Err(format!("expected a whole number from {LO} to {HI}")),
    }
}

impl TrainArgs {
    fn command(&self) -> String {
        let files: Vec<String> = self
            .files
            .iter()
            .map(|f| format!("--games {}", f.display()))
            .collect();
        format!(
            "hexbot-lab bench train {} --skip {} --holdout {} --channels {} --layers {}{} --epochs {} \
             --batch {} --rate {} --seed {} --threads {}",
            files.join(" "),
            self.skip,
            self.holdout,
            self.channels,
            self.layers,
            self.init
                .as_ref()
                .map(|p| format!(" --init {}", p.display()))
                .unwrap_or_default(),
            self.epochs,
            self.batch,
            self.rate,
            self.seed,
            self.threads
        )
    }
}

fn describe(a: &Accuracy) -> String {
    format!(
        "{} positions: first {:.1} %, top three {:.1} %, mean log-likelihood {:.3}",
        a.positions,
        100.0 * a.top1,
        100.0 * a.top3,
        a.log_likelihood
    )
}

/// Reads the games, trains, measures, writes the weights and their description.
///
/// # Errors
/// Unreadable files, no positions, unreadable initial weights, an unwritable output.
pub fn bench_train(out: &mut impl Write, args: &TrainArgs) -> anyhow::Result<()> {
    let mut games: Vec<Game> = Vec::new();
    let mut bad = 0;
    for file in &args.files {
        let (g, b) = read_games(file)?;
        games.extend(g);
        bad += b;
    }
    let held = |i: usize| args.holdout > 0 && i % args.holdout == args.holdout - 1;
    let mut train_set: Vec<Sample> = Vec::new();
    let mut test_set: Vec<Sample> = Vec::new();
    let mut patterns_test = PatternTrainer::default();
    for (i, game) in games.iter().enumerate() {
        if held(i) {
            test_set.extend(samples(game, args.skip));
            patterns_test.add_game(game, args.skip);
        } else {
            train_set.extend(samples(game, args.skip));
        }
    }
    if train_set.is_empty() {
        anyhow::bail!("bench train: no positions to learn from");
    }
    writeln!(
        out,
        "{} games ({bad} unreadable): {} training positions, {} held out",
        games.len(),
        train_set.len(),
        test_set.len()
    )?;
    let mut net = match &args.init {
        Some(path) => Net::from_bytes(&std::fs::read(path)?).map_err(anyhow::Error::msg)?,
        None => Net::random(args.channels, args.layers, args.seed),
    };
    let setup = TrainSetup {
        epochs: args.epochs,
        batch: args.batch,
        learning_rate: args.rate,
        seed: args.seed,
        threads: args.threads,
        ..TrainSetup::default()
    };
    let start = Instant::now();
    let probe = &test_set[..test_set.len().min(2_000)];
    train(&mut net, &train_set, &setup, |epoch, loss, net| {
        let held = if probe.is_empty() {
            String::new()
        } else {
            format!(
                ", held out (up to 2,000) {:.1} % first",
                100.0 * accuracy(net, probe).top1
            )
        };
        let _ = writeln!(
            out,
            "epoch {}: loss {loss:.4}{held} ({:.0} s)",
            epoch + 1,
            start.elapsed().as_secs_f64()
        );
    });
    let net_test = accuracy(&net, &test_set);
    let net_train = accuracy(&net, &train_set[..train_set.len().min(5_000)]);
    let table = parse_patterns(PATTERNS).map_err(anyhow::Error::msg)?;
    let patterns = patterns_test.predict(&table);
    writeln!(
        out,
        "network, training positions (up to 5,000): {}",
        describe(&net_train)
    )?;
    writeln!(out, "network, held-out positions: {}", describe(&net_test))?;
    writeln!(
        out,
        "patterns, held-out positions: {} positions: first {:.1} %, mean log-likelihood {:.3}",
        patterns.positions,
        100.0 * patterns.top1,
        patterns.log_likelihood
    )?;
    let speed = eval_speed(&net, &test_set);
    writeln!(out, "{speed}")?;
    let bytes = net.to_bytes();
    std::fs::write(&args.out, &bytes)?;
    let mut about = args.out.clone().into_os_string();
    about.push(".txt");
    let text = format!(
        "# The policy network's weights ({} bytes beside this file): {} filters, {} layers.\n\
         # Made by: {}\n\
         # {} games, {} training positions, {} held out (every {}th game).\n\
         # Held out: network {}; patterns first {:.1} %.\n# {speed}\n",
        bytes.len(),
        net.channels(),
        net.layers(),
        args.command(),
        games.len(),
        train_set.len(),
        test_set.len(),
        args.holdout,
        describe(&net_test),
        100.0 * patterns.top1,
    );
    std::fs::write(&about, text)?;
    writeln!(
        out,
        "weights written to {} ({} bytes)",
        args.out.display(),
        bytes.len()
    )?;
    Ok(())
}

/// Evaluations per second on one thread, by size, over the held-out positions.
fn eval_speed(net: &Net, test: &[Sample]) -> String {
    let mut scratch = Scratch::default();
    let mut parts = Vec::new();
    for n in 7..=19 {
        let of_size: Vec<&Sample> = test.iter().filter(|s| s.view.n == n).take(500).collect();
        if of_size.is_empty() {
            continue;
        }
        let start = Instant::now();
        for s in &of_size {
            std::hint::black_box(net.probabilities(&s.view, &mut scratch));
        }
        let each = start.elapsed().as_secs_f64() / of_size.len() as f64;
        parts.push(format!(
            "{n}×{n} {:.3} ms ({:.1} M multiply-adds)",
            1000.0 * each,
            net.multiply_adds(n) as f64 / 1e6
        ));
    }
    format!("one evaluation, one thread: {}", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::TrainArgs;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        args: TrainArgs,
    }

    fn parse(extra: &[&str]) -> Result<TrainArgs, String> {
        let mut argv = vec!["train", "--games", "g.txt"];
        argv.extend_from_slice(extra);
        Cli::try_parse_from(argv)
            .map(|c| c.args)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn shapes_the_network_cannot_have_are_refused_with_a_message() {
        for (flag, bad) in [
            ("--channels", "0"),
            ("--channels", "257"),
            ("--layers", "0"),
            ("--layers", "33"),
            ("--batch", "0"),
            ("--threads", "0"),
            ("--channels", "-1"),
            ("--layers", "many"),
        ] {
            let said = parse(&[&format!("{flag}={bad}")]).err().unwrap_or_default();
            assert!(said.contains("whole number from"), "{flag} {bad}: {said}");
        }
        let ok = parse(&["--channels", "16", "--layers", "1", "--batch", "1"]).unwrap();
        assert_eq!(
            (ok.channels, ok.layers, ok.batch, ok.threads),
            (16, 1, 1, 1)
        );
    }
}
