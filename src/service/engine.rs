//! The service's doors to the computer player and the renderer. Both are CPU work and run off the
//! async threads: pictures on tokio's blocking pool, searches on their own threads at a lower
//! priority.

use super::command::Level;
use crate::ai::{self, SearchConfig, SearchControl};
use crate::hex::{Game, Move};
use crate::render;

/// What the computer searches at `level`: `playouts` (`HEXBOT_AI_PLAYOUTS`, tests, benchmarks)
/// overrides the level's budget but never its time cap, so a large budget cannot make one move
/// hold a search thread for ever. A small budget is reached long before the cap, so the search
/// stays deterministic.
pub(crate) fn search_config(level: Level, playouts: Option<u64>) -> SearchConfig {
    let mut config = SearchConfig::for_level(level);
    if let Some(p) = playouts {
        config.playouts = p;
    }
    config
}

/// The computer's move in `game` at `level` (the swap decision included), searched as
/// [`search_config`] says, starting from `tree` when it leads to this position (Hard keeps its
/// tree there for the next move). `None` when the game is over.
pub(crate) fn computer_move(
    game: &Game,
    level: Level,
    seed: u64,
    playouts: Option<u64>,
    control: &SearchControl,
    tree: &mut ai::GameTree,
) -> Option<Move> {
    let config = search_config(level, playouts);
    match ai::think_reusing(game, &config, seed, control, tree) {
        Ok(report) => Some(report.mv),
        Err(e) => {
            tracing::warn!("no computer move: {e}");
            None
        }
    }
}

/// The board as PNG bytes, turned as `orientation` says: stones, last move, swap mark and, once
/// decided, the chain.
pub(crate) fn draw(game: &Game, orientation: render::Orientation) -> Vec<u8> {
    render::render_png(&render::BoardView::from_game(game).with_orientation(orientation))
}

/// A board picture being drawn on the blocking pool.
pub(super) type Drawing = tokio::task::JoinHandle<Vec<u8>>;

/// Starts drawing `game`, turned as `orientation` says, on the blocking pool.
pub(super) fn start_drawing(game: &Game, orientation: render::Orientation) -> Drawing {
    let game = game.clone();
    tokio::task::spawn_blocking(move || draw(&game, orientation))
}

/// Lowers the calling thread's scheduling priority (Linux: nice 10 for this thread only), so that
/// a long search yields the CPU to the short jobs that players wait for (drawing a board, storing a
/// move) whenever both want it. Elsewhere it does nothing.
pub(crate) fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: plain system calls on the calling thread, with no pointers; a failure (no
    // permission) leaves the priority as it was, which is harmless.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, 10);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_playout_budget_keeps_the_levels_time_cap() {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let config = search_config(level, Some(u64::MAX));
            assert_eq!(config.playouts, u64::MAX);
            let cap = SearchConfig::for_level(level).time_cap;
            assert!(cap.is_some());
            assert_eq!(config.time_cap, cap, "{level:?}");
        }
    }
}
