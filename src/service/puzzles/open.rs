//! A player's open puzzle as the handlers work on it: the stored attempt, its puzzle, and the
//! position its stones reach (rebuilt through the rules from the puzzle's position).

use crate::hex::{Cell, Game, Move};
use crate::puzzle::Puzzle;
use crate::service::error::{Fail, Res};
use crate::service::messages::{Key, Message};
use crate::store::PuzzleAttempt;

/// An open attempt with its puzzle and the position it stands at.
pub(super) struct OpenPuzzle {
    pub attempt: PuzzleAttempt,
    pub puzzle: &'static Puzzle,
    /// The position now: the puzzle's, then the attempt's stones.
    pub game: Game,
    /// The attempt's stones as cells.
    pub played: Vec<Cell>,
}

impl OpenPuzzle {
    /// The stored main line's next stone after `cell`, when the player has followed the line
    /// so far and `cell` is its next stone too (`Some(None)`: the line ends there).
    pub(super) fn known_after(&self, cell: Cell) -> Option<Option<Cell>> {
        let solution: Vec<Cell> = self.puzzle.solution().collect();
        let n = self.played.len();
        let on_line = solution.len() > n && solution[..n] == self.played[..] && solution[n] == cell;
        on_line.then(|| solution.get(n + 1).copied())
    }

    /// The attempt's stones as stored.
    pub(super) fn moves(&self) -> Vec<String> {
        self.attempt.moves.clone()
    }
}

/// The attempt at the position its stones reach.
pub(super) fn open_at(attempt: PuzzleAttempt, puzzle: &'static Puzzle) -> Res<OpenPuzzle> {
    let damaged = |what: String| -> Fail {
        tracing::error!(
            attempt = attempt.id.0,
            "a puzzle attempt does not replay: {what}"
        );
        Fail::Refused(Message::new(Key::PuzzleNoLibrary))
    };
    let mut game = puzzle.position().map_err(|e| damaged(e.to_string()))?;
    let mut played = Vec::new();
    for m in &attempt.moves {
        let cell = Cell::parse(m, game.size()).map_err(|e| damaged(e.to_string()))?;
        game.play(Move::Place(cell))
            .map_err(|e| damaged(e.to_string()))?;
        played.push(cell);
    }
    Ok(OpenPuzzle {
        attempt,
        puzzle,
        game,
        played,
    })
}
