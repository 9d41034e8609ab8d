//! Finished games written one a line, as the engine's data files keep them
//! (`data/mohex-selfplay/`): `SIZE WINNER MOVE…`, the winner `R` or `B`, the stones in the order
//! they were played from the empty board, Red first, without a swap.

use super::board::Color;
use super::cell::{BoardSize, Cell};
use super::game::{Game, Move, ReplayError, Settings, SwapRule};
use std::fmt;
use std::str::FromStr;

/// One game of a games file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    /// The board.
    pub size: BoardSize,
    /// Who won, as the file says.
    pub winner: Color,
    /// The stones, Red first.
    pub moves: Vec<Cell>,
}

/// Why a line is not a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a game line (SIZE R|B MOVE…): {0}")]
pub struct GameLineError(String);

impl FromStr for GameLine {
    type Err = GameLineError;
    fn from_str(text: &str) -> Result<Self, GameLineError> {
        let err = |why: &str| GameLineError(why.to_owned());
        let mut words = text.split_ascii_whitespace();
        let size = words
            .next()
            .and_then(|w| w.parse::<u32>().ok())
            .and_then(|n| BoardSize::new(n).ok())
            .ok_or_else(|| err("the size is not a board size"))?;
        let winner = match words.next() {
            Some("R") => Color::Red,
            Some("B") => Color::Blue,
            _ => return Err(err("the winner is not R or B")),
        };
        let moves = words
            .map(|w| Cell::parse(w, size).map_err(|e| GameLineError(e.to_string())))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Self {
            size,
            winner,
            moves,
        })
    }
}

impl fmt::Display for GameLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let winner = match self.winner {
            Color::Red => "R",
            Color::Blue => "B",
        };
        write!(f, "{} {winner}", self.size.get())?;
        for m in &self.moves {
            write!(f, " {m}")?;
        }
        Ok(())
    }
}

impl GameLine {
    /// The game replayed through the rules (Hex, no swap).
    ///
    /// # Errors
    /// [`ReplayError`] when the stones are not a legal game.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        let settings = Settings {
            swap: SwapRule::Off,
            ..Settings::hex(self.size)
        };
        let moves: Vec<Move> = self.moves.iter().map(|&c| Move::Place(c)).collect();
        Game::replay(settings, &moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_round_trips_and_replays() {
        let text = "5 R a1 b1 a2 b2 a3 b3 a4 b4 a5";
        let line: GameLine = text.parse().unwrap();
        assert_eq!(line.size.get(), 5);
        assert_eq!(line.winner, Color::Red);
        assert_eq!(line.moves.len(), 9);
        assert_eq!(line.to_string(), text);
        assert!(line.replay().unwrap().is_over());
    }

    #[test]
    fn damaged_lines_are_refused() {
        for bad in ["", "x R a1", "5 X a1", "5 R z9", "30 R a1", "5 R a1 a1q"] {
            assert!(bad.parse::<GameLine>().is_err(), "{bad:?}");
        }
        assert!("5 R a1 a1".parse::<GameLine>().unwrap().replay().is_err());
    }
}
