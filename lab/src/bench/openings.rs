//! `hexbot-lab bench openings`: an engine against itself from given first red stones.

use super::referee::game_seed;
use hexbot::ai::{SearchConfig, SearchControl, move_seed, think};
use hexbot::hex::{BoardSize, Color, Game, Settings, SwapRule, Variant};
use std::io::{self, Write};

/// For each opening cell, plays `games` games of `config` (named `name`) against itself from that
/// first red stone (no swap) and prints how often Blue won: on a board whose solved openings are
/// known, how well the engine refutes a losing opening and holds a winning one.
///
/// # Errors
/// Only I/O errors on `out`; an opening that is not a cell of the board is reported and skipped.
pub fn bench_openings(
    out: &mut impl Write,
    name: &str,
    config: &SearchConfig,
    size: BoardSize,
    openings: &[String],
    games: u32,
    seed: u64,
) -> io::Result<()> {
    let settings = Settings {
        size,
        variant: Variant::Hex,
        swap: SwapRule::Off,
    };
    writeln!(
        out,
        "openings on {size}, {name} against itself, {games} games each, seed {seed}"
    )?;
    for (k, opening) in openings.iter().enumerate() {
        let Ok(mv) = Game::new(settings).parse_move(opening) else {
            writeln!(out, "{opening}: not a cell")?;
            continue;
        };
        let series = move_seed(seed, k as u64);
        let mut blue = 0;
        for g in 0..games {
            let mut game = Game::new(settings);
            if game.play(mv).is_err() {
                break;
            }
            let gs = game_seed(series, g);
            while game.outcome().is_none() {
                let s = move_seed(gs, game.ply() as u64);
                let report = think(&game, config, s, &SearchControl::new()).expect("game is on");
                game.play(report.mv).expect("the engine plays legal moves");
            }
            blue += u32::from(game.outcome().is_some_and(|o| o.winner == Color::Blue));
        }
        writeln!(out, "{opening}: blue won {blue}/{games}")?;
        out.flush()?;
    }
    Ok(())
}
