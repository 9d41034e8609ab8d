//! `hexbot-lab bench sgf-check`: do our records of games with a swap read the same in MoHex 2.0?
//! Random games with a swap (both forms, sizes 5–11, some ending in a resignation) are written
//! as `export` writes them, loaded into MoHex with `loadsgf`, and compared: MoHex's board must hold
//! the written game's stones, the colour MoHex scores as connected must be the record's `RE`, and
//! the name `PB`/`PW` gives to that colour must be the player who won the game as it was played.

use super::mohex::Mohex;
use hexbot::hex::{
    BoardSize, Cell, Color, Game, Move, RecordInfo, Settings, SwapRule, Variant, write_sgf,
};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::path::Path;

const FIRST: &str = "First player";
const SECOND: &str = "Second player";

/// A random game with a swap at move 2, played to its end (a resignation one time in five).
fn random_game(rng: &mut ChaCha8Rng, swap: SwapRule) -> anyhow::Result<Game> {
    let size = BoardSize::new(rng.random_range(5..=11))?;
    let mut game = Game::new(Settings {
        size,
        variant: Variant::Hex,
        swap,
    });
    let first = *game
        .board()
        .empty_cells()
        .collect::<Vec<_>>()
        .choose(rng)
        .ok_or_else(|| anyhow::anyhow!("empty board"))?;
    game.play(Move::Place(first))?;
    game.play(Move::Swap)?;
    let resign_at = (rng.random_range(0..5) == 0).then(|| rng.random_range(3..20));
    while !game.is_over() {
        if Some(game.moves().len()) == resign_at {
            game.play(Move::Resign(game.to_move()))?;
            break;
        }
        let cells: Vec<Cell> = game.board().empty_cells().collect();
        let cell = *cells
            .choose(rng)
            .ok_or_else(|| anyhow::anyhow!("full board"))?;
        game.play(Move::Place(cell))?;
    }
    Ok(game)
}

/// The written (seat-form) board of `game`: after a mirror swap, reflected in the long diagonal
/// with the colours exchanged (see `hexbot::hex::sgf`).
fn written_board(game: &Game) -> Vec<Vec<char>> {
    let n = game.size().get();
    let mirrored = game.settings().swap == SwapRule::Mirror;
    (0..n)
        .map(|row| {
            (0..n)
                .map(|col| {
                    let cell = Cell::new(col, row);
                    let stone = if mirrored {
                        game.board().get(cell.transposed()).map(Color::opponent)
                    } else {
                        game.board().get(cell)
                    };
                    match stone {
                        Some(Color::Red) => 'B',
                        Some(Color::Blue) => 'W',
                        None => '.',
                    }
                })
                .collect()
        })
        .collect()
}

/// The name of the player who won `game` as it was played.
fn winner_name(game: &Game) -> Option<&'static str> {
    let winner = game.outcome()?.winner;
    // The first player is Red unless the seats were exchanged.
    let first_is_red = !game.seats_swapped();
    Some(if (winner == Color::Red) == first_is_red {
        FIRST
    } else {
        SECOND
    })
}

/// The value of `property` in a record's root (`PB[…]`), unescaped enough for our names.
fn property<'a>(sgf: &'a str, property: &str) -> Option<&'a str> {
    let start = sgf.find(&format!("{property}["))? + property.len() + 1;
    let end = start + sgf[start..].find(']')?;
    Some(&sgf[start..end])
}

/// Runs the check on `games` random games and prints what it found.
///
/// # Errors
/// MoHex failing, or a temporary file that cannot be written.
pub fn bench_sgf_check(
    out: &mut impl Write,
    mohex: &Path,
    games: usize,
    seed: u64,
) -> anyhow::Result<()> {
    let mut engine = Mohex::start(mohex)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let file = std::env::temp_dir().join(format!("hexbot-sgf-check-{}.sgf", std::process::id()));
    let (mut agreed, mut failures) = (0usize, Vec::new());
    for g in 0..games {
        let swap = if g % 2 == 0 {
            SwapRule::Mirror
        } else {
            SwapRule::Seat
        };
        let game = random_game(&mut rng, swap)?;
        let info = RecordInfo {
            first: FIRST.into(),
            second: SECOND.into(),
            ..RecordInfo::default()
        };
        let sgf = write_sgf(&game, &info);
        std::fs::write(&file, &sgf)?;
        engine.ask(&format!("loadsgf {}", file.display()))?;
        let board = engine.board()?;
        let score = engine.ask("final_score")?;
        let result = property(&sgf, "RE").unwrap_or_default();
        let letter = result.chars().next();
        let named = match letter {
            Some('B') => property(&sgf, "PB"),
            Some('W') => property(&sgf, "PW"),
            _ => None,
        };
        let resigned = result.ends_with('R');
        let mut wrong = Vec::new();
        if board != written_board(&game) {
            wrong.push("the stones differ".to_owned());
        }
        if !resigned && !score.starts_with(&format!("{}+", letter.unwrap_or('?'))) {
            wrong.push(format!(
                "MoHex scores {score}, the record says RE[{result}]"
            ));
        }
        if named != winner_name(&game) {
            wrong.push(format!(
                "RE[{result}] names {named:?}, but {:?} won",
                winner_name(&game)
            ));
        }
        if wrong.is_empty() {
            agreed += 1;
        } else {
            failures.push(format!(
                "game {} ({}): {}",
                g + 1,
                swap.name(),
                wrong.join("; ")
            ));
        }
    }
    let _ = std::fs::remove_file(&file);
    writeln!(
        out,
        "{games} random games with a swap (mirror and seat, 5x5 to 11x11) written as `export` writes them and loaded in MoHex: {agreed} agree on the stones, the connected colour and the winner's name"
    )?;
    for f in &failures {
        writeln!(out, "  {f}")?;
    }
    Ok(())
}
