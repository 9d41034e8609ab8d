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
//! skipped. `*` in the opponent's place stands for any move the plan does not name, and ends its
//! line: `d6 d5; * e5` answers d6 with d5 and anything else with e5 (unless that move took e5).
//! A **premove** in a live game is the plan `* e5`.

use crate::hex::{BoardSize, Cell, Color, Game, Move};
use std::fmt;

/// The most answers one plan holds.
pub const MAX_ANSWERS: usize = 64;

/// A tree of planned answers, from a position where the opponent is to move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// One branch per opponent's move, in the order of their cells.
    branches: Vec<Branch>,
    /// The answer to any other move (`*`), unless that move took its cell.
    otherwise: Option<Cell>,
}

/// One step of a plan's line: a cell, or `*` (any other move of the opponent's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// This cell.
    Cell(Cell),
    /// Any move the plan does not name.
    Any,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Cell(c) => write!(f, "{c}"),
            Step::Any => f.write_str("*"),
        }
    }
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
    /// `*` where the answer belongs, or not at the end of its line.
    #[error("* stands for the opponent's other moves and ends its line")]
    AnyMisplaced,
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
            let steps = steps_of(line, game.size())?;
            if steps.is_empty() {
                continue;
            }
            check_line(&steps, game)?;
            plan.add_line(&steps);
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
    /// (A `*` answer is given for any move but the one that took its cell; the swap is never
    /// answered.)
    pub fn answer(&self, mv: Move) -> Option<(Cell, Plan)> {
        let Move::Place(cell) = mv else {
            return None;
        };
        match self.branches.iter().find(|b| b.when == cell) {
            Some(b) => Some((b.then, b.next.clone())),
            None => self
                .otherwise
                .filter(|&then| then != cell)
                .map(|then| (then, Plan::default())),
        }
    }

    /// The premove `* cell`: `cell` played after whatever the opponent plays, unless it is
    /// taken then.
    #[must_use]
    pub fn premove(cell: Cell) -> Plan {
        Plan {
            branches: Vec::new(),
            otherwise: Some(cell),
        }
    }

    /// The premove this plan is (`* cell` and nothing else), if it is one.
    #[must_use]
    pub fn as_premove(&self) -> Option<Cell> {
        self.otherwise.filter(|_| self.branches.is_empty())
    }

    /// Whether the plan answers nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.branches.is_empty() && self.otherwise.is_none()
    }

    /// How many answers the plan holds.
    #[must_use]
    pub fn answers(&self) -> usize {
        let branches: usize = self.branches.iter().map(|b| 1 + b.next.answers()).sum();
        branches + usize::from(self.otherwise.is_some())
    }

    /// Every line from here to a leaf: the opponent's move, the answer, and so on (a `*` line
    /// after the named ones at its point).
    #[must_use]
    pub fn lines(&self) -> Vec<Vec<Step>> {
        let mut lines = Vec::new();
        for b in &self.branches {
            let head = [Step::Cell(b.when), Step::Cell(b.then)];
            let rest = b.next.lines();
            if rest.is_empty() {
                lines.push(head.to_vec());
            }
            for tail in rest {
                let mut line = head.to_vec();
                line.extend(tail);
                lines.push(line);
            }
        }
        if let Some(then) = self.otherwise {
            lines.push(vec![Step::Any, Step::Cell(then)]);
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

    fn add_line(&mut self, steps: &[Step]) {
        let [when, Step::Cell(then), rest @ ..] = steps else {
            return;
        };
        let Step::Cell(when) = when else {
            self.otherwise = Some(*then);
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

/// The steps of one line of text.
fn steps_of(line: &str, size: BoardSize) -> Result<Vec<Step>, PlanError> {
    line.split(|c: char| c.is_whitespace() || c == ',')
        .flat_map(|w| {
            // `*` may be written against its cell: `*e5`.
            match w.strip_prefix('*') {
                Some(rest) => vec!["*", rest],
                None => vec![w],
            }
        })
        .filter(|w| !w.is_empty())
        .filter(|w| !matches!(w.to_ascii_lowercase().as_str(), "if" | "then" | "and"))
        .map(|w| match w {
            "*" => Ok(Step::Any),
            _ => Cell::parse(w, size)
                .map(Step::Cell)
                .map_err(|_| PlanError::NotACell {
                    text: w.chars().take(20).collect(),
                }),
        })
        .collect()
}

/// Whether `line` (the opponent's move first) can be played from `game`, where the planner
/// waits for the opponent. A `*` stands only in the opponent's place, at the line's end; its
/// answer must be empty there.
fn check_line(line: &[Step], game: &Game) -> Result<(), PlanError> {
    let mut game = game.clone();
    for (i, &step) in line.iter().enumerate() {
        let theirs = i % 2 == 0;
        let cell = match step {
            Step::Any if theirs && i + 2 == line.len() => {
                let Step::Cell(then) = line[i + 1] else {
                    return Err(PlanError::AnyMisplaced);
                };
                if game.is_over() {
                    return Err(PlanError::AfterEnd { cell: then });
                }
                if game.board().get(then).is_some() {
                    return Err(PlanError::Taken { cell: then });
                }
                return Ok(());
            }
            Step::Any => return Err(PlanError::AnyMisplaced),
            Step::Cell(cell) => cell,
        };
        if theirs && i + 1 == line.len() {
            return Err(PlanError::NoAnswer { cell });
        }
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

    #[test]
    fn a_star_answers_every_other_move_unless_that_move_took_its_cell() {
        let g = game(9, &["e5"]);
        let plan = Plan::parse("d6 d5; *e4", &g).unwrap();
        assert_eq!(plan.to_string(), "d6 d5; * e4");
        assert_eq!(plan.answers(), 2);
        assert_eq!(Plan::parse(&plan.to_string(), &g).unwrap(), plan);
        assert_eq!(plan.answer(Move::Place(cell("d6"))).unwrap().0, cell("d5"));
        let (answer, rest) = plan.answer(Move::Place(cell("a1"))).unwrap();
        assert_eq!((answer, rest.is_empty()), (cell("e4"), true));
        assert_eq!(plan.answer(Move::Place(cell("e4"))), None);
        assert_eq!(plan.answer(Move::Swap), None);
        assert_eq!(plan.as_premove(), None);
        // Deeper: after d6 d5, anything but c8 is answered by c8's neighbour.
        let deep = Plan::parse("d6 d5 * c7", &g).unwrap();
        let (_, rest) = deep.answer(Move::Place(cell("d6"))).unwrap();
        assert_eq!(rest.answer(Move::Place(cell("h8"))).unwrap().0, cell("c7"));
        // A premove is `* cell` alone; a later one replaces it.
        let mut premove = Plan::parse("* f4", &g).unwrap();
        assert_eq!(premove, Plan::premove(cell("f4")));
        assert_eq!(premove.as_premove(), Some(cell("f4")));
        premove.merge(&Plan::premove(cell("f5"))).unwrap();
        assert_eq!(premove.to_string(), "* f5");
    }

    #[test]
    fn a_star_stands_only_for_the_opponent_and_ends_its_line() {
        let g = game(9, &["e5"]);
        let err = |text| Plan::parse(text, &g).unwrap_err();
        assert_eq!(err("*"), PlanError::AnyMisplaced);
        assert_eq!(err("d6 *"), PlanError::AnyMisplaced);
        assert_eq!(err("* d5 e7 c8"), PlanError::AnyMisplaced);
        assert_eq!(err("* *"), PlanError::AnyMisplaced);
        assert_eq!(err("* e5"), PlanError::Taken { cell: cell("e5") });
        assert_eq!(err("d6 d5 * d6"), PlanError::Taken { cell: cell("d6") });
        let g = game(7, &["a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5"]);
        let seven = |t| Cell::parse(t, BoardSize::new(7).unwrap()).unwrap();
        assert_eq!(
            Plan::parse("b5 a6 c1 a7 * c3", &g),
            Err(PlanError::AfterEnd { cell: seven("c3") })
        );
    }
}
