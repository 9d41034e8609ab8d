//! `hexbot-lab fuzz`: our own seeded fuzzer for the parsers that read what people and programs type,
//! on the binary side (the library only parses). Each target takes generated inputs — random
//! bytes, and mutations of valid inputs (bytes flipped, inserted, deleted, repeated, spliced with
//! another valid input or with a token the parser knows) — and counts the inputs that panic.
//! A panic is a bug: every bad input must be a clear refusal.
//!
//! Targets: `cell` (cells and moves, `Cell::parse`, `Game::parse_move`), `sgf` (`read_sgf`),
//! `htp` (the HTP loop, `htp::serve`, fed many lines at once), `button` (button custom ids) and
//! `line` (the terminal's line parser). The same seed gives the same inputs.

use hexbot::hex::{BoardSize, Cell, Game, RecordInfo, Settings, SwapRule, Variant, write_sgf};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

/// One parser under test.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Target {
    /// Cells and moves (`e5`, `swap`, `resign`) on every board size.
    Cell,
    /// SGF game records.
    Sgf,
    /// The HTP loop, lines as bytes (a fixed tiny playout budget for `genmove`).
    Htp,
    /// Button custom ids (`hex:<game>:<action>:<ply>`).
    Button,
    /// The terminal's (`hexbot local`) command lines.
    Line,
}

impl Target {
    /// Every target, in the order `hexbot-lab fuzz` runs them.
    pub const ALL: [Target; 5] = [
        Target::Cell,
        Target::Sgf,
        Target::Htp,
        Target::Button,
        Target::Line,
    ];
}

/// What a run of one target found.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The target.
    pub target: Target,
    /// Inputs tried.
    pub inputs: u64,
    /// Inputs that panicked.
    pub panics: u64,
    /// The first few inputs that panicked (lossy text), to reproduce them.
    pub examples: Vec<String>,
    /// Wall time of the run.
    pub elapsed: Duration,
}

/// Runs `count` inputs against `target`, generated from `seed`.
pub fn run_target(target: Target, count: u64, seed: u64) -> Outcome {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (target as u64).wrapping_mul(0x9E37_79B9));
    let corpus = corpus(target, &mut rng);
    let start = Instant::now();
    let mut panics = 0;
    let mut examples = Vec::new();
    let mut done = 0;
    while done < count {
        // The HTP loop reads many lines per call, as a client sends them.
        let batch = if target == Target::Htp {
            64.min(count - done)
        } else {
            1
        };
        let inputs: Vec<Vec<u8>> = (0..batch).map(|_| generate(&corpus, &mut rng)).collect();
        let size = rng.random_range(1..=19u32);
        let ok = catch_unwind(AssertUnwindSafe(|| exercise(target, &inputs, size))).is_ok();
        if !ok {
            panics += 1;
            if examples.len() < 5 {
                let shown: Vec<String> = inputs
                    .iter()
                    .map(|i| format!("{:?}", String::from_utf8_lossy(i)))
                    .collect();
                examples.push(shown.join(" / "));
            }
        }
        done += batch;
    }
    Outcome {
        target,
        inputs: done,
        panics,
        examples,
        elapsed: start.elapsed(),
    }
}

/// Feeds `inputs` to the parser of `target` (`size`: the board size where one is needed).
fn exercise(target: Target, inputs: &[Vec<u8>], size: u32) {
    let size = BoardSize::new(size).expect("1 to 19");
    for input in inputs {
        let text = String::from_utf8_lossy(input);
        match target {
            Target::Cell => {
                let _ = Cell::parse(&text, size);
                let _ = text.parse::<Cell>();
                let game = Game::new(Settings {
                    size,
                    variant: Variant::Hex,
                    swap: SwapRule::Mirror,
                });
                if let Ok(mv) = game.parse_move(&text) {
                    let _ = game.clone().play(mv);
                }
            }
            Target::Sgf => {
                let _ = hexbot::hex::read_sgf(&text);
            }
            Target::Button => {
                let _ = text.parse::<hexbot::service::ButtonId>();
            }
            Target::Line => {
                let _ = hexbot::local::parse_line(&text);
            }
            Target::Htp => {}
        }
    }
    if target == Target::Htp {
        // A tiny budget and no time cap (set first, and lines that would change them or read
        // files are left out), so that `genmove` is quick and the run deterministic.
        let mut script = b"hexbot-playouts 4\nhexbot-time 0\n".to_vec();
        for input in inputs {
            let lower = String::from_utf8_lossy(input).to_ascii_lowercase();
            if ["hexbot-playouts", "hexbot-time", "hexbot-level", "loadsgf"]
                .iter()
                .any(|w| lower.contains(w))
            {
                continue;
            }
            script.extend(input.iter().filter(|&&b| b != b'\n'));
            script.push(b'\n');
        }
        let _ = hexbot::htp::serve(std::io::Cursor::new(script), std::io::sink());
    }
}

/// Valid inputs of `target` that mutations start from.
fn corpus(target: Target, rng: &mut ChaCha8Rng) -> Vec<Vec<u8>> {
    let words: Vec<String> = match target {
        Target::Cell => [
            "a1",
            "e5",
            "k11",
            "s19",
            "t20",
            "A1",
            "z99",
            "swap",
            "resign",
            "aa1",
            "e05",
            "e0",
            " e5 ",
            "é5",
            "a18446744073709551616",
        ]
        .map(String::from)
        .to_vec(),
        Target::Sgf => (0..8).map(|_| random_record(rng)).collect(),
        Target::Htp => [
            "name",
            "1 protocol_version",
            "boardsize 7",
            "boardsize 19 19",
            "clear_board",
            "play b e5",
            "play w swap-pieces",
            "play black resign",
            "genmove w",
            "reg_genmove b",
            "undo",
            "showboard",
            "final_score",
            "hexbot-variant rex",
            "hexbot-swap mirror",
            "hexbot-seed 42",
            "param_game allow_swap 0",
            "known_command genmove",
            "list_commands",
            "# comment",
        ]
        .map(String::from)
        .to_vec(),
        Target::Button => [
            "hex:1:accept:0",
            "hex:12:move:3",
            "hex:9223372036854775807:resign:4294967295",
            "hex:3:board:7",
            "hex:5:rematch:9",
            "hex:0:swap:1",
        ]
        .map(String::from)
        .to_vec(),
        Target::Line => [
            "challenge bob size:9 variant:rex swap:seat",
            "as bob: accept",
            "as bob: 2 e5",
            "move e5",
            "/hex move cell:e5",
            "ai level:hard size:7 first:computer",
            "leaderboard kind:computer page:2",
            "history bob",
            "export 3",
            "config size:13 timer:30",
            "settings orientation:rotated",
            "board private:true",
            "help",
            "quit",
            "# a comment",
        ]
        .map(String::from)
        .to_vec(),
    };
    words.into_iter().map(String::into_bytes).collect()
}

/// A record of a random legal game on a random board, as `hexbot` writes them.
fn random_record(rng: &mut ChaCha8Rng) -> String {
    let size = BoardSize::new(rng.random_range(1..=13u32)).expect("1 to 13");
    let variant = if rng.random_bool(0.5) {
        Variant::Hex
    } else {
        Variant::Rex
    };
    let swap = [SwapRule::Off, SwapRule::Mirror, SwapRule::Seat][rng.random_range(0..3)];
    let mut game = Game::new(Settings {
        size,
        variant,
        swap,
    });
    let moves = rng.random_range(0..=size.cells());
    for _ in 0..moves {
        if game.is_over() {
            break;
        }
        let empty: Vec<Cell> = size
            .all_cells()
            .filter(|&c| game.board().get(c).is_none())
            .collect();
        if empty.is_empty() {
            break;
        }
        let cell = empty[rng.random_range(0..empty.len())];
        let _ = game.play(hexbot::hex::Move::Place(cell));
    }
    let info = RecordInfo {
        first: "Ann".into(),
        second: "Bob".into(),
        date: Some("2026-12-01".into()),
        comment: Some("fuzz [seed]".into()),
        move_comments: Vec::new(),
    };
    write_sgf(&game, &info)
}

/// Tokens mutations splice in: separators, brackets, escapes, huge numbers, odd characters.
const TOKENS: &[&[u8]] = &[
    b":",
    b"::",
    b" ",
    b"\t",
    b"\n",
    b"\r",
    b"\\",
    b"[",
    b"]",
    b"(",
    b")",
    b";",
    b"#",
    b"/",
    b"-",
    b"+",
    b"0",
    b"00",
    b"19",
    b"20",
    b"255",
    b"4294967296",
    b"18446744073709551616",
    b"-1",
    b"\xc3\xa9",
    b"\xe2\x80\x8b",
    b"\xff",
    b"\x00",
    b"\x1b[31m",
    b"swap",
    b"resign",
    b"hex:",
    b"as x:",
    b"SZ[",
    b"GM[11]",
    b"RU[rex swap:seat]",
    b";B[",
    b";W[",
    b"AB[a1]",
];

/// One input: random bytes (a quarter of the time) or a mutated corpus entry.
fn generate(corpus: &[Vec<u8>], rng: &mut ChaCha8Rng) -> Vec<u8> {
    if rng.random_bool(0.25) {
        let len = rng.random_range(0..48);
        return (0..len).map(|_| rng.random()).collect();
    }
    let mut input = corpus[rng.random_range(0..corpus.len())].clone();
    for _ in 0..rng.random_range(1..=4) {
        mutate(&mut input, corpus, rng);
    }
    input.truncate(64 * 1024);
    input
}

fn mutate(input: &mut Vec<u8>, corpus: &[Vec<u8>], rng: &mut ChaCha8Rng) {
    let at = |rng: &mut ChaCha8Rng, len: usize| rng.random_range(0..=len);
    match rng.random_range(0..7) {
        0 if !input.is_empty() => {
            let i = rng.random_range(0..input.len());
            input[i] ^= 1 << rng.random_range(0..8);
        }
        1 => {
            let i = at(rng, input.len());
            input.insert(i, rng.random());
        }
        2 if !input.is_empty() => {
            let i = rng.random_range(0..input.len());
            let n = rng.random_range(1..=(input.len() - i).min(8));
            input.drain(i..i + n);
        }
        3 if !input.is_empty() => {
            let i = rng.random_range(0..input.len());
            let n = rng.random_range(1..=(input.len() - i).min(16));
            let piece = input[i..i + n].to_vec();
            let j = at(rng, input.len());
            for _ in 0..rng.random_range(1..=8) {
                input.splice(j..j, piece.iter().copied());
            }
        }
        4 => {
            let other = &corpus[rng.random_range(0..corpus.len())];
            let cut = at(rng, input.len());
            let from = at(rng, other.len());
            input.truncate(cut);
            input.extend_from_slice(&other[from..]);
        }
        5 => {
            let token = TOKENS[rng.random_range(0..TOKENS.len())];
            let i = at(rng, input.len());
            input.splice(i..i, token.iter().copied());
        }
        _ if !input.is_empty() => {
            // Replace a digit run's neighbourhood with a digit, or any byte with an ASCII one.
            let i = rng.random_range(0..input.len());
            input[i] = rng.random_range(b' '..=b'~');
        }
        _ => input.push(rng.random()),
    }
}

/// `hexbot-lab fuzz`: runs each chosen target and prints inputs, panics and wall time; fails if any
/// input panicked.
///
/// # Errors
/// When an input panicked (the examples are printed).
pub fn run(targets: &[Target], count: u64, seed: u64) -> anyhow::Result<()> {
    // Panics are counted and shown here, not printed one by one.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut total = 0;
    println!("target   inputs       panics  seconds");
    for &target in targets {
        let o = run_target(target, count, seed);
        println!(
            "{:<8} {:>12} {:>6}  {:>7.1}",
            format!("{:?}", o.target).to_lowercase(),
            o.inputs,
            o.panics,
            o.elapsed.as_secs_f64()
        );
        for e in &o.examples {
            println!("  panicked on: {e}");
        }
        total += o.panics;
    }
    std::panic::set_hook(hook);
    if total > 0 {
        anyhow::bail!("{total} inputs panicked");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A short run of every target, as `cargo test` keeps: the full runs (a million inputs each)
    /// are `hexbot-lab fuzz`, outside the tests' time.
    #[test]
    fn a_short_run_of_every_target_finds_no_panic() {
        for target in Target::ALL {
            let o = run_target(target, 3_000, 17);
            assert_eq!(o.inputs, 3_000);
            assert_eq!(o.panics, 0, "{target:?}: {:?}", o.examples);
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_inputs() {
        let corpus = vec![b"hex:1:move:2".to_vec()];
        let mut a = ChaCha8Rng::seed_from_u64(5);
        let mut b = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..100 {
            assert_eq!(generate(&corpus, &mut a), generate(&corpus, &mut b));
        }
    }
}
