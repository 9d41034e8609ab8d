//! The swap map on an analysis board: on the empty board of 9×9, 11×11 or 13×13 Hex with the
//! swap, the engine's answer is the shipped map (`ai::swap_map`) — each first stone's value to Red
//! once Blue has decided whether to swap — read from data, with no search and no queue.

use super::view::EngineView;
use crate::ai::{SwapMap, swap_map};
use crate::hex::{Game, SwapRule, Variant};
use crate::service::messages::{Arg, Key, Message};

/// How many of the fairest first stones the line names.
const FAIREST: usize = 3;

/// The swap map as the engine's answer for `game`, when it is the empty board of a size with a
/// shipped map, Hex with the swap and Red to move.
pub(super) fn swap_map_seen(game: &Game) -> Option<EngineView> {
    let settings = game.settings();
    let empty = game.board().stones().next().is_none() && game.moves().is_empty();
    if !empty || settings.variant != Variant::Hex || settings.swap == SwapRule::Off {
        return None;
    }
    let map = swap_map(settings.size)?;
    let (heat, labels) = marks(map);
    Some(EngineView {
        lines: vec![line(map)],
        heat,
        labels,
    })
}

/// Each cell tinted by how fair it is as a first stone — none at the map's least fair stone, full
/// at an even one (½), so the fair stones stand out whatever the map's range — and labelled with
/// Red's chance in percent after Blue's best swap decision (at most 50).
fn marks(map: &SwapMap) -> (Vec<f32>, Vec<(crate::hex::Cell, String)>) {
    let least = map.cells.iter().copied().fold(0.5f32, f32::min);
    let span = 0.5 - least;
    let heat = map
        .cells
        .iter()
        .map(|&v| if span > 0.0 { (v - least) / span } else { 1.0 })
        .collect();
    let labels = map
        .size
        .all_cells()
        .map(|cell| (cell, format!("{:.0}", 100.0 * map.value(cell))))
        .collect();
    (heat, labels)
}

/// What the map is, at what budget, and its fairest first stones.
fn line(map: &SwapMap) -> Message {
    let mut cells: Vec<_> = map.size.all_cells().collect();
    // The fairest first, then by cell for a stable order (a stone and its turn tie).
    cells.sort_by(|a, b| {
        map.value(*b)
            .total_cmp(&map.value(*a))
            .then(a.index(map.size).cmp(&b.index(map.size)))
    });
    let fairest = cells
        .into_iter()
        .take(FAIREST)
        .map(|cell| {
            Message::new(Key::AnalysisSwapMapStone)
                .arg("cell", cell)
                .arg("percent", percent(map.value(cell)))
                .into()
        })
        .collect();
    Message::new(Key::AnalysisSwapMap)
        .arg("playouts", i64::try_from(map.playouts).unwrap_or(i64::MAX))
        .arg("cells", Arg::List(fairest))
}

/// A chance as a whole percent.
fn percent(chance: f32) -> i64 {
    (100.0 * chance).round() as i64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::{BoardSize, Move, Settings};
    use crate::render::{BoardView, render_png};

    fn empty(n: u32) -> Game {
        Game::new(Settings::hex(BoardSize::new(n).unwrap()))
    }

    /// The map answers on the empty board of each shipped size, and draws; with
    /// `HEXBOT_SWAP_MAP_PNG=DIR` the pictures are kept to look at.
    #[test]
    fn every_shipped_map_answers_on_its_empty_board_and_draws() {
        for n in [9, 11, 13] {
            let game = empty(n);
            let seen = swap_map_seen(&game).unwrap_or_else(|| panic!("{n}"));
            assert_eq!(seen.heat.len(), game.size().cells());
            assert!(seen.heat.iter().all(|h| (0.0..=1.0).contains(h)));
            assert!(seen.heat.contains(&0.0), "the least fair stone is untinted");
            let most = seen.heat.iter().copied().fold(0.0f32, f32::max);
            assert!(most > 0.8, "the fairest stones are near ½ on {n}: {most}");
            assert_eq!(seen.labels.len(), game.size().cells());
            let picture = BoardView::from_game(&game)
                .with_heat(&seen.heat)
                .with_labels(seen.labels);
            let png = render_png(&picture);
            assert!(png.starts_with(b"\x89PNG"), "{n}");
            if let Some(dir) = std::env::var_os("HEXBOT_SWAP_MAP_PNG") {
                let path = std::path::Path::new(&dir).join(format!("swap-map-{n}.png"));
                std::fs::write(path, &png).unwrap();
            }
        }
    }

    /// No map after a stone, for Rex, without the swap, or for a size without one.
    #[test]
    fn the_map_answers_only_on_an_empty_hex_board_with_the_swap() {
        let mut played = empty(9);
        played
            .play(Move::Place(crate::hex::Cell::new(4, 4)))
            .unwrap();
        assert!(swap_map_seen(&played).is_none());
        let size = BoardSize::new(9).unwrap();
        let rex = Game::new(Settings {
            variant: Variant::Rex,
            ..Settings::hex(size)
        });
        assert!(swap_map_seen(&rex).is_none());
        let no_swap = Game::new(Settings {
            swap: SwapRule::Off,
            ..Settings::hex(size)
        });
        assert!(swap_map_seen(&no_swap).is_none());
        assert!(swap_map_seen(&empty(10)).is_none());
    }

    /// The line names the fairest stones first, the fairest of all leading.
    #[test]
    fn the_line_names_the_fairest_stones() {
        let map = swap_map(BoardSize::new(11).unwrap()).unwrap();
        let best = map.cells.iter().copied().fold(0.0f32, f32::max);
        let message = line(map);
        let cells = message.args.iter().find(|(name, _)| *name == "cells");
        let Some((_, Arg::List(cells))) = cells else {
            panic!("no cells in {message:?}");
        };
        assert_eq!(cells.len(), FAIREST);
        let Arg::Message(first) = &cells[0] else {
            panic!("{cells:?}");
        };
        let Some((_, Arg::Cell(cell))) = first.args.iter().find(|(name, _)| *name == "cell") else {
            panic!("{first:?}");
        };
        assert_eq!(map.value(*cell), best);
    }
}
