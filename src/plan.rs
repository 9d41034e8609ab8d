//! Conditional moves: a player's plan of answers to the opponent's possible moves in a game of
//! days per move — "if e5 then f4; if d6 then d5, and if then e7, c8" — a tree, made where the
//! opponent is to move. Pure: read from text, checked against the game (every cell on the board
//! and empty where it would be played, nothing planned past the game's end), merged with the
//! plan already made, walked when the opponent moves, and written back as text, which is how
//! the store keeps it.
//!
//! The text is lines of cells, the opponent's move first, then the answer, then the opponent's
//! next move and its answer, and so on: `e5 f4; d6 d5 e7 c8`. Lines are parted by `;` or new
//! lines, cells by spaces or commas; the words `if`, `then` and `and` may be written and are
//! skipped.

use crate::hex::{BoardSize, Cell, Color, Game, Move};
use std::fmt;

/// The most answers one plan holds.
pub const MAX_ANSWERS: usize = 64;

/// A tree of planned answers, from a position where the opponent is to move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// One branch per opponent's move, in the order of their cells.
    branches: Vec<Branch>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Branch {
    /// The opponent's move.
    when: Cell,
    /// The planned answer.
    then: Cell,
    /// What follows the answer.
    next: Plan,
}

/// Why a plan was not taken.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    /// No cell at all.
    #[error("the plan names no move")]
    Empty,
    /// A word that is not a cell of the board.
    #[error("{text:?} is not a cell of the board")]
    NotACell {
        /// The word, as typed.
        text: String,
    },
    /// A line ends with the opponent's move and no answer.
    #[error("{cell}: the line ends without an answer")]
    NoAnswer {
        /// The opponent's move left unanswered.
        cell: Cell,
    },
    /// A cell taken where the line would play it.
    #[error("{cell} is taken there")]
    Taken {
        /// The cell.
        cell: Cell,
    },
    /// The game would be over before this cell.
    #[error("the game is over before {cell}")]
    AfterEnd {
        /// The first cell past the end.
        cell: Cell,
    },
    /// More answers than [`MAX_ANSWERS`].
    #[error("a plan holds at most {max} answers")]
    TooMany {
        /// The most.
        max: usize,
    },
}

impl Plan {
    /// Reads `text` as lines of a plan for the player who is not to move in `game`, checking
    /// each line against it.
    ///
    /// # Errors
    /// The first thing that does not read or cannot be played (see [`PlanError`]).
    pub fn parse(text: &str, game: &Game) -> Result<Plan, PlanError> {
        let mut plan = Plan::default();
        for line in text.split([';', '\n']) {
            let cells = cells_of(line, game.size())?;
            if cells.is_empty() {
                continue;
            }
            check_line(&cells, game)?;
            plan.add_line(&cells);
        }
        if plan.is_empty() {
            return Err(PlanError::Empty);
        }
        if plan.answers() > MAX_ANSWERS {
            return Err(PlanError::TooMany { max: MAX_ANSWERS });
        }
        Ok(plan)
    }

    /// Adds `other`'s lines to this plan; where both answer the same move at the same point,
    /// `other`'s answer (and what follows it) replaces this one's.
    ///
    /// # Errors
    /// [`PlanError::TooMany`] when the two together would hold too many answers (this plan is
    /// then left as it was).
    pub fn merge(&mut self, other: &Plan) -> Result<(), PlanError> {
        let mut merged = self.clone();
        for line in other.lines() {
            merged.add_line(&line);
        }
        if merged.answers() > MAX_ANSWERS {
            return Err(PlanError::TooMany { max: MAX_ANSWERS });
        }
        *self = merged;
        Ok(())
    }

    /// The planned answer to the opponent's `mv`, and the plan that follows it; `None` when
    /// the plan does not answer it (the plan then no longer applies).
    #[must_use]
    pub fn answer(&self, mv: Move) -> Option<(Cell, Plan)> {
        let Move::Place(cell) = mv else {
            return None;
        };
        self.branches
            .iter()
            .find(|b| b.when == cell)
            .map(|b| (b.then, b.next.clone()))
    }

    /// Whether the plan answers nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.branches.is_empty()
    }

    /// How many answers the plan holds.
    #[must_use]
    pub fn answers(&self) -> usize {
        self.branches.iter().map(|b| 1 + b.next.answers()).sum()
    }

    /// Every line from here to a leaf: the opponent's move, the answer, and so on.
    #[must_use]
    pub fn lines(&self) -> Vec<Vec<Cell>> {
        let mut lines = Vec::new();
        for b in &self.branches {
            let rest = b.next.lines();
            if rest.is_empty() {
                lines.push(vec![b.when, b.then]);
            }
            for tail in rest {
                let mut line = vec![b.when, b.then];
                line.extend(tail);
                lines.push(line);
            }
        }
        lines
    }

    /// Whether every line can still be played from `game` (after a restart, or when the stored
    /// plan is read back).
    #[must_use]
    pub fn fits(&self, game: &Game) -> bool {
        self.lines()
            .iter()
            .all(|line| check_line(line, game).is_ok())
    }

    fn add_line(&mut self, cells: &[Cell]) {
        let [when, then, rest @ ..] = cells else {
            return;
        };
        let at = match self.branches.binary_search_by_key(when, |b| b.when) {
            Ok(i) => {
                if self.branches[i].then != *then {
                    self.branches[i].then = *then;
                    self.branches[i].next = Plan::default();
                }
                i
            }
            Err(i) => {
                let branch = Branch {
                    when: *when,
                    then: *then,
                    next: Plan::default(),
                };
                self.branches.insert(i, branch);
                i
            }
        };
        self.branches[at].next.add_line(rest);
    }
}

/// The plan as text: its lines, parted by `; `, the cells of each by spaces.
impl fmt::Display for Plan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines: Vec<String> = self
            .lines()
            .iter()
            .map(|line| {
                line.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        f.write_str(&lines.join("; "))
    }
}

/// The cells of one line of text.
fn cells_of(line: &str, size: BoardSize) -> Result<Vec<Cell>, PlanError> {
    line.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .filter(|w| !matches!(w.to_ascii_lowercase().as_str(), "if" | "then" | "and"))
        .map(|w| {
            Cell::parse(w, size).map_err(|_| PlanError::NotACell {
                text: w.chars().take(20).collect(),
            })
        })
        .collect()
}

/// Whether `line` (the opponent's move first) can be played from `game`, where the planner
/// waits for the opponent.
fn check_line(line: &[Cell], game: &Game) -> Result<(), PlanError> {
    if line.len() % 2 == 1 {
        return Err(PlanError::NoAnswer {
            cell: line[line.len() - 1],
        });
    }
    let mut game = game.clone();
    for &cell in line {
        if game.is_over() {
            return Err(PlanError::AfterEnd { cell });
        }
        game.play(Move::Place(cell))
            .map_err(|_| PlanError::Taken { cell })?;
    }
    Ok(())
}

/// The colour a plan in `game` is made for: the player who is not to move.
#[must_use]
pub fn planner(game: &Game) -> Color {
    game.to_move().opponent()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::Settings;

    fn game(size: u32, moves: &[&str]) -> Game {
        let mut g = Game::new(Settings::hex(BoardSize::new(size).unwrap()));
        for m in moves {
            let mv = g.parse_move(m).unwrap();
            g.play(mv).unwrap();
        }
        g
    }

    fn cell(text: &str) -> Cell {
        Cell::parse(text, BoardSize::new(9).unwrap()).unwrap()
    }

    #[test]
    fn a_plan_reads_its_lines_with_or_without_words_and_writes_them_back() {
        let g = game(9, &["e5"]);
        let plan = Plan::parse("if d6 then d5, and if e7 then c8; f4 e4", &g).unwrap();
        assert_eq!(plan.to_string(), "d6 d5 e7 c8; f4 e4");
        assert_eq!(plan.answers(), 3);
        assert_eq!(Plan::parse(&plan.to_string(), &g).unwrap(), plan);
        let (answer, rest) = plan.answer(Move::Place(cell("d6"))).unwrap();
        assert_eq!(answer, cell("d5"));
        assert_eq!(rest.to_string(), "e7 c8");
        assert_eq!(plan.answer(Move::Place(cell("a1"))), None);
        assert_eq!(plan.answer(Move::Swap), None);
        assert_eq!(planner(&g), Color::Red);
    }

    #[test]
    fn what_cannot_be_played_is_refused_saying_where() {
        let g = game(9, &["e5"]);
        let err = |text| Plan::parse(text, &g).unwrap_err();
        assert_eq!(err(""), PlanError::Empty);
        assert_eq!(err("if then"), PlanError::Empty);
        assert_eq!(
            err("d6 z9"),
            PlanError::NotACell {
                text: "z9".to_owned()
            }
        );
        assert_eq!(err("d6 d5 e7"), PlanError::NoAnswer { cell: cell("e7") });
        assert_eq!(err("e5 d5"), PlanError::Taken { cell: cell("e5") });
        assert_eq!(err("d6 d6"), PlanError::Taken { cell: cell("d6") });
        // Red joins a1…a7 of a 7×7 board in the line below: nothing is planned past the end.
        let g = game(7, &["a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5"]);
        assert_eq!(planner(&g), Color::Red);
        let seven = |t| Cell::parse(t, BoardSize::new(7).unwrap()).unwrap();
        let plan = Plan::parse("b5 a6 c1 a7", &g).unwrap();
        assert!(plan.fits(&g));
        let past = Plan::parse("b5 a6 c1 a7 c3 d4", &g).unwrap_err();
        assert_eq!(past, PlanError::AfterEnd { cell: seven("c3") });
    }

    #[test]
    fn a_later_answer_replaces_an_earlier_one_and_plans_stay_bounded() {
        let g = game(9, &["e5"]);
        let mut plan = Plan::parse("d6 d5 e7 c8; f4 e4", &g).unwrap();
        plan.merge(&Plan::parse("d6 c6; a1 a2", &g).unwrap())
            .unwrap();
        assert_eq!(plan.to_string(), "a1 a2; d6 c6; f4 e4");
        plan.merge(&Plan::parse("d6 c6 b7 b8", &g).unwrap())
            .unwrap();
        assert_eq!(plan.to_string(), "a1 a2; d6 c6 b7 b8; f4 e4");
        // One line of one more answer than a plan holds, on a 19×19 board after s19.
        let mut line = Vec::new();
        for i in 0..(MAX_ANSWERS + 1) * 2 {
            let (col, row) = (i % 19, i / 19);
            line.push(format!("{}{}", (b'a' + col as u8) as char, row + 1));
        }
        assert_eq!(
            Plan::parse(&line.join(" "), &game(19, &["s19"])),
            Err(PlanError::TooMany { max: MAX_ANSWERS })
        );
    }

    #[test]
    fn a_stored_plan_that_no_longer_fits_the_game_is_seen() {
        let g = game(9, &["e5"]);
        let plan = Plan::parse("d6 d5", &g).unwrap();
        let later = game(9, &["e5", "d6", "d5"]);
        assert!(plan.fits(&g));
        assert!(!plan.fits(&later));
    }
}
