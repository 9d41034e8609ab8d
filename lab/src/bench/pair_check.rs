//! `hexbot-lab bench pair-check`: our Dutch pairings against bbpPairings', round by round, on
//! generated Swiss tournaments, by either edition of the rules (`--rules 2025` against
//! bbpPairings 6, `--rules 2017` against bbpPairings 5.0.1): every TRF file names the rules
//! on its `192` line, which bbpPairings 6 reads and 5 skips.
//!
//! Each tournament (seeded from the series' seed and its number) has 5–60 players with random
//! ratings in start-number order and 3–11 rounds (fewer than the players); half of them have
//! draws, and some have forfeits, byes asked for in advance and withdrawals. Before each round
//! the tournament so far is written as a TRF file and paired by both programs: bbpPairings as a
//! separate process, ours in-process from the same file. The two outputs must be the same text
//! (the same pairs, colours and order), or both must find no valid pairing. bbpPairings'
//! pairing is then played out with random results (stronger players win more often) and the
//! next round follows. Differences are counted, the first few printed and their files saved.
//! `--keep` saves the first complete tournaments with bbpPairings' pairings of every round, as
//! the test data of `cargo test --test it pairings` (`ours-NNN` or `bbp-NNN` by generator; a
//! `bbp-` tournament's rounds after the first are paired with round 1's colour inferred, as
//! here).

use hexbot::tournament::{
    Colour, DutchRules, Player, RoundResult, Score, Tournament, pair_dutch, pairings_text,
    read_trf, write_trf,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Who generates the tournaments.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Generator {
    /// Ours, round by round, bbpPairings' pairing played out before the next round.
    Ours,
    /// bbpPairings' own (`-g`, with draws, forfeits, retired players and half-point byes at
    /// random rates); each round of its tournament is then paired again from the rounds before.
    Bbp,
}

/// What `hexbot-lab bench pair-check` runs.
pub struct CheckSetup {
    pub bbp: PathBuf,
    pub rules: DutchRules,
    pub count: usize,
    pub seed: u64,
    pub out: PathBuf,
    pub keep: usize,
    pub keep_dir: Option<PathBuf>,
    pub generator: Generator,
    pub players: (u32, u32),
    pub rounds: (u32, u32),
}

/// A tournament's random character.
struct Style {
    draws: f64,
    forfeits: f64,
    absences: f64,
    withdrawals: f64,
}

/// What one program answered.
#[derive(PartialEq, Eq, Debug)]
enum Answer {
    Pairings(String),
    NoValidPairing,
    Failed(String),
}

#[derive(Default)]
struct Tally {
    tournaments: usize,
    rounds: usize,
    differences: usize,
    both_unpairable: usize,
    ours: Duration,
    theirs: Duration,
    slowest: Duration,
    kept: usize,
}

/// Runs the check and prints the tally.
///
/// # Errors
/// bbpPairings cannot be run, or files cannot be written.
pub fn bench_pair_check(out: &mut impl Write, setup: &CheckSetup) -> anyhow::Result<()> {
    let work = std::env::temp_dir().join(format!("hexbot-pair-check-{}", std::process::id()));
    std::fs::create_dir_all(&work)?;
    std::fs::create_dir_all(&setup.out)?;
    if let Some(dir) = &setup.keep_dir {
        std::fs::create_dir_all(dir)?;
    }
    let mut tally = Tally::default();
    for index in 0..setup.count {
        match setup.generator {
            Generator::Ours => run_tournament(out, setup, index, &work, &mut tally)?,
            Generator::Bbp => run_generated(out, setup, index, &work, &mut tally)?,
        }
        tally.tournaments += 1;
        if (index + 1) % 100 == 0 {
            writeln!(
                out,
                "{} tournaments, {} rounds, {} differences",
                index + 1,
                tally.rounds,
                tally.differences
            )?;
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    let per_round = |d: Duration| d.as_secs_f64() * 1000.0 / tally.rounds.max(1) as f64;
    writeln!(
        out,
        "hexbot-lab bench pair-check --rules {} --count {} --seed {} --generator {} --players {}-{} \
         --rounds {}-{}: {} tournaments, {} rounds paired, {} differences ({} rounds where neither \
         finds a valid pairing)",
        setup.rules,
        setup.count,
        setup.seed,
        format!("{:?}", setup.generator).to_lowercase(),
        setup.players.0,
        setup.players.1,
        setup.rounds.0,
        setup.rounds.1,
        tally.tournaments,
        tally.rounds,
        tally.differences,
        tally.both_unpairable
    )?;
    writeln!(
        out,
        "time per round: ours {:.2} ms (slowest {:.1} ms), bbpPairings {:.2} ms (a process each)",
        per_round(tally.ours),
        tally.slowest.as_secs_f64() * 1000.0,
        per_round(tally.theirs)
    )?;
    if let Some(dir) = &setup.keep_dir {
        writeln!(out, "kept {} tournaments in {}", tally.kept, dir.display())?;
    }
    Ok(())
}

fn run_tournament(
    out: &mut impl Write,
    setup: &CheckSetup,
    index: usize,
    work: &Path,
    tally: &mut Tally,
) -> anyhow::Result<()> {
    let mut rng = tournament_rng(setup, index);
    let (players, rounds) = size(setup, &mut rng);
    let style = Style {
        draws: if rng.random_bool(0.5) {
            0.0
        } else {
            rng.random_range(0.05..0.35)
        },
        forfeits: [0.0, 0.0, 0.02, 0.06][rng.random_range(0..4)],
        absences: [0.0, 0.0, 0.03, 0.08][rng.random_range(0..4)],
        withdrawals: [0.0, 0.01, 0.03][rng.random_range(0..3)],
    };
    let mut ratings: Vec<u16> = (0..players).map(|_| rng.random_range(1000..2800)).collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    let mut tournament = Tournament {
        name: format!("hexbot pair-check, seed {}, tournament {index}", setup.seed),
        rounds,
        rules: Some(setup.rules),
        initial_colour: Some(if rng.random_bool(0.5) {
            Colour::White
        } else {
            Colour::Black
        }),
        players: ratings
            .iter()
            .enumerate()
            .map(|(i, &rating)| Player::new(i as u32 + 1, format!("Player {}", i + 1), rating))
            .collect(),
        ..Tournament::default()
    };
    let mut withdrawn = vec![false; players as usize];
    let mut record = String::new();
    let mut complete = true;
    for round in 1..=rounds as usize {
        // Advance entries: the withdrawn, and byes asked for.
        for (i, player) in tournament.players.iter_mut().enumerate() {
            if withdrawn[i] {
                player.results.push(RoundResult::NotPaired(Score::Loss));
            } else if rng.random_bool(style.absences) {
                let score = match rng.random_range(0..10) {
                    0 => Score::Win,
                    1..=5 => Score::Draw,
                    _ => Score::Loss,
                };
                player.results.push(RoundResult::NotPaired(score));
            }
        }
        let trf = write_trf(&tournament);
        let Answer::Pairings(text) = compare(out, setup, work, tally, &trf, index, round)? else {
            complete = false;
            break;
        };
        record.push_str(&format!("round {round}\n{text}"));
        play_round(&mut tournament, round - 1, &text, &style, &mut rng)?;
        for (i, player) in tournament.players.iter().enumerate() {
            if !withdrawn[i] && player.results.len() == round && rng.random_bool(style.withdrawals)
            {
                withdrawn[i] = true;
            }
        }
    }
    if complete {
        keep(setup, tally, "ours", &tournament, &record)?;
    }
    Ok(())
}

/// The generator of tournament `index` of the series.
fn tournament_rng(setup: &CheckSetup, index: usize) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(
        setup
            .seed
            .wrapping_mul(1_000_003)
            .wrapping_add(index as u64),
    )
}

/// A tournament's players and rounds (fewer rounds than players).
fn size(setup: &CheckSetup, rng: &mut ChaCha8Rng) -> (u32, u32) {
    let players =
        rng.random_range(setup.players.0.max(2)..=setup.players.1.max(setup.players.0.max(2)));
    let most = setup.rounds.1.min(players - 1).max(1);
    let rounds = rng.random_range(setup.rounds.0.clamp(1, most)..=most);
    (players, rounds)
}

/// Pairs a TRF file's next round with both programs and tallies the comparison; bbpPairings'
/// answer.
fn compare(
    out: &mut impl Write,
    setup: &CheckSetup,
    work: &Path,
    tally: &mut Tally,
    trf: &str,
    index: usize,
    round: usize,
) -> anyhow::Result<Answer> {
    let started = Instant::now();
    let ours = ours(trf);
    let took = started.elapsed();
    tally.ours += took;
    tally.slowest = tally.slowest.max(took);
    let started = Instant::now();
    let theirs = bbp(&setup.bbp, work, trf)?;
    tally.theirs += started.elapsed();
    tally.rounds += 1;
    if ours == theirs {
        tally.both_unpairable += usize::from(theirs == Answer::NoValidPairing);
    } else {
        tally.differences += 1;
        let file = setup.out.join(format!(
            "diff-{}-{:?}-{}-{index}-round-{round}.trf",
            setup.rules, setup.generator, setup.seed
        ));
        std::fs::write(&file, trf)?;
        if tally.differences <= 5 {
            writeln!(
                out,
                "DIFFERENCE: tournament {index}, round {round} ({}): ours {ours:?}, bbpPairings {theirs:?}",
                file.display()
            )?;
        }
    }
    Ok(theirs)
}

/// A tournament generated by bbpPairings, each of its rounds paired again by both programs
/// from the rounds before it (round 1 with the initial colour made explicit, later rounds
/// with it inferred).
fn run_generated(
    out: &mut impl Write,
    setup: &CheckSetup,
    index: usize,
    work: &Path,
    tally: &mut Tally,
) -> anyhow::Result<()> {
    let mut rng = tournament_rng(setup, index);
    let (players, rounds) = size(setup, &mut rng);
    let mut config = format!(
        "PlayersNumber={players}\nRoundsNumber={rounds}\nDrawPercentage={}\nHighestRating=2800\nLowestRating=1000\n",
        [0, 0, 10, 30][rng.random_range(0..4)]
    );
    for (key, choices) in [
        ("ForfeitRate", [0, 0, 12, 40]),
        ("RetiredRate", [0, 0, 10, 30]),
        ("HalfPointByeRate", [0, 0, 8, 30]),
    ] {
        let rate = choices[rng.random_range(0..4)];
        if rate > 0 {
            config.push_str(&format!("{key}={rate}\n"));
        }
    }
    let config_file = work.join("generate.cfg");
    let generated = work.join("generated.trf");
    std::fs::write(&config_file, config)?;
    let _ = std::fs::remove_file(&generated);
    let status = Command::new(&setup.bbp)
        .arg("--dutch")
        .arg("-g")
        .arg(&config_file)
        .arg("-o")
        .arg(&generated)
        .arg("-s")
        .arg(rng.random_range(1..u32::MAX).to_string())
        .output()?;
    if !status.status.success() {
        // bbpPairings could not finish it (no valid pairing in some round): nothing to compare.
        return Ok(());
    }
    let text = std::fs::read_to_string(&generated)?;
    let full = match read_trf(&text) {
        Ok(t) => t,
        Err(e) => {
            tally.differences += 1;
            let file = setup
                .out
                .join(format!("unreadable-{}-{index}.trf", setup.seed));
            std::fs::write(&file, &text)?;
            writeln!(
                out,
                "DIFFERENCE: cannot read bbpPairings' file {}: {e}",
                file.display()
            )?;
            return Ok(());
        }
    };
    let mut full = full;
    full.rounds = rounds;
    full.rules = Some(setup.rules);
    full.initial_colour = full.inferred_initial_colour();
    let mut record = String::new();
    let mut complete = true;
    for round in 1..=full.rounds_played() {
        let mut cut = full.before_round(round);
        if round > 1 {
            cut.initial_colour = None;
        }
        match compare(out, setup, work, tally, &write_trf(&cut), index, round)? {
            Answer::Pairings(text) => record.push_str(&format!("round {round}\n{text}")),
            _ => complete = false,
        }
    }
    if complete {
        keep(setup, tally, "bbp", &full, &record)?;
    }
    Ok(())
}

/// Saves a tournament and bbpPairings' pairings of its rounds as test data, while fewer than
/// `--keep` are kept: `SOURCE-NNN.trf` and `SOURCE-NNN.pairings`.
fn keep(
    setup: &CheckSetup,
    tally: &mut Tally,
    source: &str,
    tournament: &Tournament,
    record: &str,
) -> anyhow::Result<()> {
    if let Some(dir) = &setup.keep_dir
        && tally.kept < setup.keep
    {
        tally.kept += 1;
        let stem = format!("{source}-{:03}", tally.kept);
        std::fs::write(dir.join(format!("{stem}.trf")), write_trf(tournament))?;
        std::fs::write(dir.join(format!("{stem}.pairings")), record)?;
    }
    Ok(())
}

/// Our pairing of a TRF file's next round, through the reader as `hexbot pair` does it.
fn ours(trf: &str) -> Answer {
    match read_trf(trf) {
        Err(e) => Answer::Failed(format!("read: {e}")),
        Ok(tournament) => match pair_dutch(&tournament) {
            Ok(pairings) => Answer::Pairings(pairings_text(&pairings)),
            Err(hexbot::tournament::PairingError::NoValidPairing) => Answer::NoValidPairing,
            Err(e) => Answer::Failed(e.to_string()),
        },
    }
}

/// bbpPairings' pairing of the same file.
fn bbp(program: &Path, work: &Path, trf: &str) -> anyhow::Result<Answer> {
    let input = work.join("round.trf");
    let output = work.join("pairings.txt");
    std::fs::write(&input, trf)?;
    let _ = std::fs::remove_file(&output);
    let status = Command::new(program)
        .arg("--dutch")
        .arg(&input)
        .arg("-p")
        .arg(&output)
        .output()
        .map_err(|e| anyhow::anyhow!("cannot run {}: {e}", program.display()))?;
    Ok(match status.status.code() {
        Some(0) => Answer::Pairings(std::fs::read_to_string(&output)?),
        Some(1) => Answer::NoValidPairing,
        _ => Answer::Failed(String::from_utf8_lossy(&status.stderr).trim().to_owned()),
    })
}

/// Plays out a round paired as `text`: results by rating, with draws, forfeits.
fn play_round(
    tournament: &mut Tournament,
    round: usize,
    text: &str,
    style: &Style,
    rng: &mut ChaCha8Rng,
) -> anyhow::Result<()> {
    for line in text.lines().skip(1) {
        let mut numbers = line.split_whitespace().map(str::parse::<u32>);
        let (Some(Ok(white)), Some(Ok(black))) = (numbers.next(), numbers.next()) else {
            anyhow::bail!("not a pairing line: {line:?}");
        };
        if black == 0 {
            set(tournament, white, round, RoundResult::PairingBye);
            continue;
        }
        let strength = |n: u32| f64::from(tournament.players[n as usize - 1].rating);
        let expected = 1.0 / (1.0 + 10f64.powf((strength(black) - strength(white)) / 400.0));
        let (w, b) = if rng.random_bool(style.forfeits) {
            let (white_came, black_came) = match rng.random_range(0..10) {
                0 => (false, false),
                1..=5 => (true, false),
                _ => (false, true),
            };
            (
                RoundResult::Forfeit {
                    opponent: black,
                    colour: Some(Colour::White),
                    won: white_came,
                },
                RoundResult::Forfeit {
                    opponent: white,
                    colour: Some(Colour::Black),
                    won: black_came,
                },
            )
        } else {
            let score = if rng.random_bool(style.draws) {
                Score::Draw
            } else if rng.random_bool(expected) {
                Score::Win
            } else {
                Score::Loss
            };
            (
                RoundResult::Played {
                    opponent: black,
                    colour: Colour::White,
                    score,
                    rated: true,
                },
                RoundResult::Played {
                    opponent: white,
                    colour: Colour::Black,
                    score: score.opposite(),
                    rated: true,
                },
            )
        };
        set(tournament, white, round, w);
        set(tournament, black, round, b);
    }
    Ok(())
}

fn set(tournament: &mut Tournament, number: u32, round: usize, result: RoundResult) {
    let results = &mut tournament.players[number as usize - 1].results;
    results.resize(round, RoundResult::NotPaired(Score::Loss));
    results.push(result);
}
