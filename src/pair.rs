//! `hexbot pair`: pairs the next round of a tournament given as a TRF file, with the command
//! line and output of bbpPairings and JaVaFo, so tournament directors and pairing checkers can
//! use it in their place.

use clap::Args;
use hexbot::tournament::{DutchRules, PairingError, pair_dutch, pairings_text, read_trf};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// `hexbot pair`'s arguments (its help is the variant's).
#[derive(Args)]
pub struct PairArgs {
    /// Pair by the FIDE Dutch system (C.04.3), as bbpPairings does (the only system, required
    /// as in bbpPairings).
    #[arg(long, required = true)]
    dutch: bool,
    /// The edition of the Dutch rules: 2025 (as bbpPairings 6) or 2017 (as bbpPairings 5).
    /// Without it, the file's 192 line says (FIDE_DUTCH_2025 or FIDE_DUTCH_2017), and a file
    /// without one is paired by the 2025 rules, as bbpPairings 6 pairs it. A file naming the
    /// other edition is refused.
    #[arg(long, value_name = "YEAR")]
    rules: Option<DutchRules>,
    /// The tournament: a TRF file with the number of rounds (XXR) and, before round 2, the
    /// first seed's colour (XXC white1 or black1).
    file: PathBuf,
    /// Pair the next round and write the pairings to OUT, or to standard output without OUT:
    /// the number of pairs, then `white black` a line (`player 0` for the bye). White is Red.
    #[arg(short = 'p', value_name = "OUT", num_args = 0..=1, required = true)]
    pairings: Option<Option<PathBuf>>,
}

/// Runs `hexbot pair`. Exit codes as bbpPairings': 1 when no pairing meets the absolute
/// criteria, 3 for a file that is not a valid tournament (or names other rules than --rules),
/// 4 for one too large, 5 for a file that cannot be read or written.
pub fn run(args: &PairArgs) -> ExitCode {
    debug_assert!(args.dutch, "clap requires --dutch");
    match pair(
        &args.file,
        args.rules,
        args.pairings.as_ref().and_then(Option::as_deref),
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err((code, message)) => {
            eprintln!("hexbot: {message}");
            ExitCode::from(code)
        }
    }
}

fn pair(file: &Path, rules: Option<DutchRules>, out: Option<&Path>) -> Result<(), (u8, String)> {
    let name = file.display();
    let bytes = std::fs::read(file).map_err(|e| (5, format!("cannot read {name}: {e}")))?;
    let text = String::from_utf8(bytes).map_err(|_| (3, format!("{name}: not UTF-8 text")))?;
    let mut tournament = read_trf(&text).map_err(|e| (3, format!("{name}: {e}")))?;
    match (tournament.rules, rules) {
        (Some(named), Some(asked)) if named != asked => {
            return Err((
                3,
                format!(
                    "{name}: the file names the {named} rules ({}) but --rules says {asked}",
                    named.trf_code()
                ),
            ));
        }
        (_, Some(asked)) => tournament.rules = Some(asked),
        (_, None) => {}
    }
    let pairings = pair_dutch(&tournament).map_err(|e| {
        let code = match e {
            PairingError::NoValidPairing => 1,
            PairingError::TooLarge => 4,
            _ => 3,
        };
        (code, format!("{name}: {e}"))
    })?;
    let text = pairings_text(&pairings);
    match out {
        Some(path) if path != Path::new("-") => std::fs::write(path, text)
            .map_err(|e| (5, format!("cannot write {}: {e}", path.display()))),
        _ => {
            print!("{text}");
            Ok(())
        }
    }
}
