//! A puzzle's replies: its lines (the task, the verdict on a stone, the solution, the rating
//! change), its picture (the position, with the hint's region, the cells that hold a won
//! connection, or the stone that would have won) and its buttons.

use super::open::OpenPuzzle;
use crate::hex::Cell;
use crate::render::{BoardView, Orientation, render_png};
use crate::service::custom_id::Action;
use crate::service::ids::GameId;
use crate::service::messages::{Arg, Key, Message};
use crate::service::reply::{BoardImage, Button, Reply};
use crate::service::state::alt_text_of;
use crate::store::PuzzleRatingChange;

/// How strongly the marked cells (a hint's region, a connection's carrier) are tinted.
const MARK: f32 = 0.55;

/// The label on the stone that would have won.
const KEY_MARK: &str = "★";

/// What happened, for the reply to say.
pub(super) enum Verdict {
    /// The puzzle is shown (opened, or shown again).
    Start,
    /// The stone keeps the win; the computer defended.
    Continue { cell: Cell, defence: Cell },
    /// Solved: the chain is complete, or held by `carrier`.
    Solved {
        cell: Cell,
        carrier: Vec<Cell>,
        change: Option<PuzzleRatingChange>,
    },
    /// The stone loses (to `refutation`, when the solver named it).
    Wrong {
        cell: Cell,
        refutation: Option<Cell>,
        change: Option<PuzzleRatingChange>,
    },
    /// The solver could not decide the stone: not solved.
    Unproved {
        cell: Cell,
        change: Option<PuzzleRatingChange>,
    },
    /// Given up.
    GaveUp { change: Option<PuzzleRatingChange> },
    /// The hint: the region of the next winning stone (`None`: the solver found none).
    Hint {
        region: Option<Vec<Cell>>,
        change: Option<PuzzleRatingChange>,
    },
}

/// How the actor sees puzzles.
pub(super) struct View {
    pub orientation: Orientation,
}

impl View {
    /// The puzzle as it stands after `verdict`, privately.
    pub(super) async fn board(&self, open: &OpenPuzzle, verdict: Verdict) -> Reply {
        let puzzle = open.puzzle;
        let attacker = puzzle.solver_color();
        let defender = attacker.opponent();
        let mut lines = vec![
            Message::new(Key::PuzzleTitle)
                .arg("number", i64::from(puzzle.number))
                .arg("size", i64::from(puzzle.size.get()))
                .arg("rating", i64::from(puzzle.rating)),
        ];
        let mut picture = BoardView::from_game(&open.game).with_orientation(self.orientation);
        let mut change = None;
        let mut show_solution = false;
        match verdict {
            Verdict::Start => {
                lines.push(Message::new(Key::PuzzleTask).arg("color", attacker));
                lines.push(Message::new(
                    if open.attempt.rated && !open.attempt.rating_done {
                        Key::PuzzleRated
                    } else {
                        Key::PuzzleUnrated
                    },
                ));
            }
            Verdict::Continue { cell, defence } => lines.push(
                Message::new(Key::PuzzleContinue)
                    .arg("cell", cell)
                    .arg("color", defender)
                    .arg("answer", defence),
            ),
            Verdict::Solved {
                cell,
                carrier,
                change: c,
            } => {
                change = c;
                let key = if open.game.is_over() {
                    Key::PuzzleSolved
                } else {
                    picture = picture.with_heat(&marks(open, &carrier));
                    Key::PuzzleSolvedConnected
                };
                lines.push(Message::new(key).arg("cell", cell).arg("color", attacker));
            }
            Verdict::Wrong {
                cell,
                refutation,
                change: c,
            } => {
                change = c;
                show_solution = true;
                lines.push(match refutation {
                    Some(answer) => Message::new(Key::PuzzleWrong)
                        .arg("cell", cell)
                        .arg("answer", answer)
                        .arg("color", defender),
                    None => Message::new(Key::PuzzleWrongNoAnswer)
                        .arg("cell", cell)
                        .arg("color", defender),
                });
            }
            Verdict::Unproved { cell, change: c } => {
                change = c;
                show_solution = true;
                lines.push(Message::new(Key::PuzzleUnproved).arg("cell", cell));
            }
            Verdict::GaveUp { change: c } => {
                change = c;
                show_solution = true;
                lines.push(Message::new(Key::PuzzleGaveUp));
            }
            Verdict::Hint { region, change: c } => {
                change = c;
                let region = region.unwrap_or_default();
                picture = picture.with_heat(&marks(open, &region));
                lines.push(Message::new(Key::PuzzleHintShown).arg(
                    "cells",
                    Arg::List(region.iter().map(|&c| Arg::Cell(c)).collect()),
                ));
            }
        }
        if show_solution {
            lines.push(solution_line(open));
            if let Some(star) = missed_stone(open) {
                picture = picture.with_labels([(star, KEY_MARK)]);
            }
        }
        if let Some(c) = change {
            lines.push(rating_line(c));
        }
        let caption = Message::new(Key::PuzzleCaption)
            .arg("number", i64::from(puzzle.number))
            .arg("color", attacker);
        let alt = alt_text_of(&open.game, caption.clone());
        let png = tokio::task::spawn_blocking(move || render_png(&picture))
            .await
            .unwrap_or_default();
        let mut reply = Reply::private(lines.remove(0));
        reply.lines.extend(lines);
        reply.board = Some(BoardImage { png, caption, alt });
        reply.buttons = buttons(open);
        reply
    }

    /// Asks before a hint that costs rating: from `before` to `after`.
    pub(super) fn hint_question(&self, open: &OpenPuzzle, before: f64, after: f64) -> Reply {
        let mut reply = Reply::private(
            Message::new(Key::PuzzleHintAsk)
                .arg("before", before.round() as i64)
                .arg("after", after.round() as i64),
        );
        reply.buttons = vec![Button::new(
            attempt_id(open),
            Action::PuzzleHintConfirm,
            open.played.len(),
        )];
        reply
    }
}

/// The attempt's number where buttons carry a game's.
fn attempt_id(open: &OpenPuzzle) -> GameId {
    GameId(open.attempt.id.0)
}

/// Move, Hint (until taken) and Give up while the puzzle is open; Next puzzle once it ended.
fn buttons(open: &OpenPuzzle) -> Vec<Button> {
    let id = attempt_id(open);
    let ply = open.played.len();
    if !open.attempt.is_open() {
        return vec![Button::new(id, Action::PuzzleNext, 0)];
    }
    let mut buttons = vec![Button::new(id, Action::PuzzleMove, ply)];
    if !open.attempt.hinted {
        buttons.push(Button::new(id, Action::PuzzleHint, ply));
    }
    buttons.push(Button::new(id, Action::PuzzleGiveUp, ply));
    buttons
}

/// A heat map marking `cells` of the puzzle's board.
fn marks(open: &OpenPuzzle, cells: &[Cell]) -> Vec<f32> {
    let size = open.game.size();
    let mut heat = vec![0.0; size.cells()];
    for &c in cells {
        if size.contains(c) {
            heat[c.index(size)] = MARK;
        }
    }
    heat
}

/// The solution: the key, then the main line.
fn solution_line(open: &OpenPuzzle) -> Message {
    let line: Vec<Arg> = open.puzzle.line.iter().map(|&c| Arg::Cell(c)).collect();
    Message::new(Key::PuzzleSolution)
        .arg("key", open.puzzle.key)
        .arg("line", Arg::List(line))
        .arg("stones", i64::try_from(open.puzzle.line.len()).unwrap_or(0))
}

/// The solution's stone where the player left it, if that cell is still empty.
fn missed_stone(open: &OpenPuzzle) -> Option<Cell> {
    let same = open
        .puzzle
        .solution()
        .zip(&open.played)
        .take_while(|(a, b)| a == *b)
        .count();
    let stone = open.puzzle.solution().nth(same)?;
    open.game.board().get(stone).is_none().then_some(stone)
}

/// The player's puzzle rating before and after, with the difference.
fn rating_line(c: PuzzleRatingChange) -> Message {
    let (before, after) = (
        c.before.rating.round() as i64,
        c.after.rating.round() as i64,
    );
    Message::new(Key::PuzzleRatingChange)
        .arg("before", before)
        .arg("after", after)
        .arg("delta", format!("{:+}", after - before))
}
