//! A player's own puzzles: the command and the buttons routed here, opening a puzzle near the
//! player's rating, judging each stone, the hint, giving up, and rating the attempt at its end.

use super::open::{OpenPuzzle, open_at};
use super::view::Verdict;
use super::{PuzzleAction, Puzzles};
use crate::hex::Cell;
use crate::puzzle::prove::{self, PLAY_BUDGET, Step};
use crate::puzzle::{Puzzle, by_number, library};
use crate::service::custom_id::ButtonId;
use crate::service::error::{Fail, Res, refuse};
use crate::service::ids::{Actor, UserId};
use crate::service::messages::{Key, Message, cell_error_arg};
use crate::service::reply::Reply;
use crate::service::route::Pressed;
use crate::service::shared::InFlight;
use crate::store::{AttemptEnd, AttemptId, PuzzleAttempt, starting_puzzle_rating};
use std::collections::HashMap;

/// How many puzzles nearest the player's rating a new one is drawn from.
const NEAREST: usize = 12;

impl Puzzles {
    /// `/hex-study puzzle` and the buttons of a puzzle.
    pub(in crate::service) async fn command(
        &self,
        actor: &Actor,
        action: PuzzleAction,
        button: Pressed,
        confirmed: bool,
    ) -> Res<Reply> {
        if library().is_empty() {
            return refuse(Key::PuzzleNoLibrary);
        }
        match action {
            PuzzleAction::Open => self.show_or_open_puzzle(actor).await,
            PuzzleAction::Play(text) => self.play_puzzle(actor, &text, button).await,
            PuzzleAction::Hint => self.puzzle_hint(actor, button, confirmed).await,
            PuzzleAction::GiveUp => self.give_up_puzzle(actor, button).await,
            PuzzleAction::Daily(day) => self.open_daily(actor, day).await,
        }
    }

    /// The open puzzle again, or a new one.
    async fn show_or_open_puzzle(&self, actor: &Actor) -> Res<Reply> {
        let open = match self.open_puzzle_of(actor, None).await {
            Ok(open) => open,
            Err(Fail::Refused(m)) if m.key == Key::PuzzleNoneOpen => {
                let Some(open) = self.new_puzzle(actor).await? else {
                    // Opened by another press meanwhile: show that one.
                    return Box::pin(self.show_or_open_puzzle(actor)).await;
                };
                open
            }
            Err(e) => return Err(e),
        };
        let view = self.puzzle_view(actor).await?;
        Ok(view.board(&open, Verdict::Start).await)
    }

    /// Opens a puzzle for the actor: near their rating among those they have not tried here
    /// (rated), else the one they tried longest ago (unrated). `None` if they opened one
    /// meanwhile.
    async fn new_puzzle(&self, actor: &Actor) -> Res<Option<OpenPuzzle>> {
        let store = self.db.store();
        let (me, _) = store.puzzle_standing(actor.guild, actor.user).await?;
        let tried: HashMap<u32, i64> = store
            .puzzles_tried(actor.guild, actor.user)
            .await?
            .into_iter()
            .map(|(p, at)| (p, at.0))
            .collect();
        let rated: HashMap<u32, f64> = store
            .puzzle_ratings()
            .await?
            .into_iter()
            .map(|r| (r.puzzle, r.rating.rating))
            .collect();
        let rating_of = |p: &Puzzle| {
            rated
                .get(&p.number)
                .copied()
                .unwrap_or_else(|| starting_puzzle_rating(p.rating).rating)
        };
        let mut fresh: Vec<&Puzzle> = library()
            .iter()
            .filter(|p| !tried.contains_key(&p.number))
            .collect();
        let chosen = if fresh.is_empty() {
            library()
                .iter()
                .min_by_key(|p| (tried.get(&p.number).copied().unwrap_or(0), p.number))
        } else {
            let mine = me.rating.rating;
            fresh.sort_by(|a, b| {
                (rating_of(a) - mine)
                    .abs()
                    .total_cmp(&(rating_of(b) - mine).abs())
                    .then(a.number.cmp(&b.number))
            });
            fresh.truncate(NEAREST);
            let pick = usize::try_from(self.seeds.next() % fresh.len() as u64).unwrap_or(0);
            fresh.get(pick).copied()
        };
        let Some(puzzle) = chosen else {
            return refuse(Key::PuzzleNoLibrary);
        };
        let first = !tried.contains_key(&puzzle.number);
        let started = store
            .start_puzzle(
                actor.guild,
                actor.user,
                puzzle.number,
                first,
                None,
                self.clock.now(),
            )
            .await?;
        match started {
            Some(attempt) => Ok(Some(open_at(attempt, puzzle)?)),
            None => Ok(None),
        }
    }

    /// The actor's open puzzle, checked against the button pressed (its attempt and stones).
    async fn open_puzzle_of(&self, actor: &Actor, button: Pressed) -> Res<OpenPuzzle> {
        let store = self.db.store();
        let open = store.open_puzzle(actor.guild, actor.user).await?;
        let attempt = match (open, button) {
            (Some(a), Some(b)) if b.game.0 == a.id.0 => {
                if b.ply as usize != a.moves.len() {
                    return refuse(Key::StaleButton);
                }
                a
            }
            (open, Some(b)) => return self.refuse_other_attempt(actor, b, open.is_some()).await,
            (Some(a), None) => a,
            (None, None) => return refuse(Key::PuzzleNoneOpen),
        };
        let Some(puzzle) = by_number(attempt.puzzle) else {
            tracing::error!(
                puzzle = attempt.puzzle,
                "an open puzzle is not in the library"
            );
            return refuse(Key::PuzzleNoLibrary);
        };
        open_at(attempt, puzzle)
    }

    /// The refusal of a button of an attempt that is not the actor's open one: someone else's,
    /// or one that ended.
    async fn refuse_other_attempt(
        &self,
        actor: &Actor,
        b: ButtonId,
        open: bool,
    ) -> Res<OpenPuzzle> {
        let theirs = self.db.store().puzzle_attempt(AttemptId(b.game.0)).await?;
        match theirs {
            Some(a) if a.user != actor.user || a.guild != actor.guild => {
                refuse(Key::PuzzleNotYours)
            }
            Some(a) if !a.is_open() => refuse(Key::PuzzleOver),
            _ if open => refuse(Key::StaleButton),
            _ => refuse(Key::PuzzleNoneOpen),
        }
    }

    /// A stone in the actor's open puzzle.
    async fn play_puzzle(&self, actor: &Actor, text: &str, button: Pressed) -> Res<Reply> {
        let text = text.trim();
        if text.is_empty() {
            return refuse(Key::MoveNeedsCell);
        }
        let Some(_ticket) = InFlight::take(&self.in_flight, actor.user) else {
            return refuse(Key::PuzzleBusy);
        };
        let open = self.open_puzzle_of(actor, button).await?;
        let cell = match Cell::parse(text, open.game.size()) {
            Ok(cell) => cell,
            Err(e) => {
                return refuse(
                    Message::new(Key::BadCell)
                        .arg("text", text)
                        .arg("reason", cell_error_arg(&e)),
                );
            }
        };
        if open.game.board().get(cell).is_some() {
            return refuse(Message::new(Key::Occupied).arg("cell", cell));
        }
        let known = open.known_after(cell);
        let game = open.game.clone();
        let step = self
            .solver(actor.user, move || {
                prove::answer(&game, cell, known, PLAY_BUDGET)
            })
            .await?;
        let Some(step) = step else {
            return refuse(Message::new(Key::Occupied).arg("cell", cell));
        };
        let before = open.moves();
        let mut moves = before.clone();
        moves.push(cell.to_string());
        let view = self.puzzle_view(actor).await?;
        match step {
            Step::Continue(defence) => {
                moves.push(defence.to_string());
                let store = self.db.store();
                if !store.puzzle_moved(open.attempt.id, &before, &moves).await? {
                    return refuse(Key::AlreadyMoved);
                }
                let attempt = PuzzleAttempt {
                    moves,
                    ..open.attempt
                };
                let next = open_at(attempt, open.puzzle)?;
                Ok(view.board(&next, Verdict::Continue { cell, defence }).await)
            }
            Step::Solved(carrier) => {
                let (next, change) = self.end_puzzle(open, before, moves, true).await?;
                let daily = self.daily_ended(actor, &next.attempt).await?;
                Ok(view
                    .board(
                        &next,
                        Verdict::Solved {
                            cell,
                            carrier,
                            change,
                        },
                    )
                    .await
                    .with_lines(daily))
            }
            Step::Wrong(refutation) => {
                moves.extend(refutation.map(|c| c.to_string()));
                let (next, change) = self.end_puzzle(open, before, moves, false).await?;
                let daily = self.daily_ended(actor, &next.attempt).await?;
                Ok(view
                    .board(
                        &next,
                        Verdict::Wrong {
                            cell,
                            refutation,
                            change,
                        },
                    )
                    .await
                    .with_lines(daily))
            }
            Step::Unproved => {
                let (next, change) = self.end_puzzle(open, before, moves, false).await?;
                let daily = self.daily_ended(actor, &next.attempt).await?;
                Ok(view
                    .board(&next, Verdict::Unproved { cell, change })
                    .await
                    .with_lines(daily))
            }
        }
    }

    /// Ends the attempt with `moves` (solved or not) and rates it if it counts.
    async fn end_puzzle(
        &self,
        open: OpenPuzzle,
        before: Vec<String>,
        moves: Vec<String>,
        solved: bool,
    ) -> Res<(OpenPuzzle, Option<crate::store::PuzzleRatingChange>)> {
        let end = AttemptEnd {
            id: open.attempt.id,
            moves_before: &before,
            moves: &moves,
            solved,
            starting_rating: open.puzzle.rating,
            at: self.clock.now(),
        };
        let Some(change) = self.db.store().finish_puzzle(end).await? else {
            return refuse(Key::AlreadyMoved);
        };
        let attempt = PuzzleAttempt {
            moves,
            solved: Some(solved),
            rating_done: open.attempt.rating_done || change.is_some(),
            ..open.attempt
        };
        Ok((open_at(attempt, open.puzzle)?, change))
    }

    /// Gives the open puzzle up: not solved, with its solution shown.
    async fn give_up_puzzle(&self, actor: &Actor, button: Pressed) -> Res<Reply> {
        let Some(_ticket) = InFlight::take(&self.in_flight, actor.user) else {
            return refuse(Key::PuzzleBusy);
        };
        let open = self.open_puzzle_of(actor, button).await?;
        let view = self.puzzle_view(actor).await?;
        let moves = open.moves();
        let (next, change) = self.end_puzzle(open, moves.clone(), moves, false).await?;
        let daily = self.daily_ended(actor, &next.attempt).await?;
        Ok(view
            .board(&next, Verdict::GaveUp { change })
            .await
            .with_lines(daily))
    }

    /// The hint: where the next winning stone lies. When it would cost rating (a rated attempt
    /// not rated yet), the player is asked first; the answer's button comes `confirmed`.
    async fn puzzle_hint(&self, actor: &Actor, button: Pressed, confirmed: bool) -> Res<Reply> {
        let Some(_ticket) = InFlight::take(&self.in_flight, actor.user) else {
            return refuse(Key::PuzzleBusy);
        };
        let open = self.open_puzzle_of(actor, button).await?;
        let view = self.puzzle_view(actor).await?;
        let costs = open.attempt.rated && !open.attempt.rating_done;
        if costs && !confirmed {
            let (me, _) = self
                .db
                .store()
                .puzzle_standing(actor.guild, actor.user)
                .await?;
            let puzzle_rating = self
                .db
                .store()
                .puzzle_rating(open.puzzle.number)
                .await?
                .unwrap_or_else(|| starting_puzzle_rating(open.puzzle.rating));
            let (after, _) = crate::store::rate(me.rating, puzzle_rating, false);
            return Ok(view.hint_question(&open, me.rating.rating, after.rating));
        }
        let target = self.next_winning_stone(actor.user, &open).await?;
        let moves = open.moves();
        let end = AttemptEnd {
            id: open.attempt.id,
            moves_before: &moves,
            moves: &moves,
            solved: false,
            starting_rating: open.puzzle.rating,
            at: self.clock.now(),
        };
        let Some(change) = self.db.store().hint_puzzle(end).await? else {
            return refuse(Key::AlreadyMoved);
        };
        let attempt = PuzzleAttempt {
            hinted: true,
            rating_done: open.attempt.rating_done || change.is_some(),
            ..open.attempt.clone()
        };
        let open = OpenPuzzle { attempt, ..open };
        let region = target.map(|t| {
            crate::puzzle::region_around(
                &open.game,
                t,
                open.puzzle.number + open.played.len() as u32,
            )
        });
        Ok(view.board(&open, Verdict::Hint { region, change }).await)
    }

    /// The winning stone to play now: the key or the main line's, when the player followed it;
    /// else the solver's.
    async fn next_winning_stone(&self, user: UserId, open: &OpenPuzzle) -> Res<Option<Cell>> {
        let solution: Vec<Cell> = open.puzzle.solution().collect();
        let n = open.played.len();
        if solution.len() > n && solution[..n] == open.played[..] {
            return Ok(Some(solution[n]));
        }
        let game = open.game.clone();
        self.solver(user, move || prove::winner_for_hint(&game, PLAY_BUDGET))
            .await
    }
}
