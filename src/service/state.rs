//! A loaded game: the store's record and move list and the position replayed from them once (by
//! the store, through [`crate::hex::Game::replay`]), with the questions the service asks about it
//! (whose seat, whose turn, captions, buttons).

use super::command::TurnTimer;
use super::custom_id::{Action, ButtonId};
use super::ids::{GameId, Timestamp, UserId};
use super::limits::TAKEOVER_LIMIT;
use super::messages::{Arg, Key, Message, board_arg, count, level_arg, reason_key, side_arg};
use super::reply::Button;
use crate::hex::{Color, Game, Move, SwapRule, Variant};
use crate::store::{
    GameRecord, GameStatus, MadeBy, MoveRecord, Player, ResultReason, Seat, StoredGame,
};

/// A game record, its moves and its position, with the display names of its human seats.
#[derive(Clone, Debug)]
pub(crate) struct State {
    pub record: GameRecord,
    pub moves: Vec<MoveRecord>,
    pub game: Game,
    /// The name shown for each seat's human (Red seat first; empty for the computer).
    names: [String; 2],
}

impl State {
    /// A stored game, with `name` giving the display name of each human. More than
    /// [`TAKEOVER_LIMIT`] computer moves for a player already decided that it is unrated (the
    /// store keeps that decision for the end).
    pub(crate) fn new(stored: StoredGame, name: impl Fn(UserId) -> String) -> Self {
        let StoredGame {
            record,
            moves,
            game,
        } = stored;
        let names = Seat::BOTH.map(|s| record.player(s).user().map_or_else(String::new, &name));
        let mut st = Self {
            record,
            moves,
            game,
            names,
        };
        if Seat::BOTH
            .into_iter()
            .any(|s| st.takeovers(s) > TAKEOVER_LIMIT)
        {
            st.record.rated = false;
        }
        st
    }

    pub(crate) fn id(&self) -> GameId {
        self.record.id
    }

    pub(crate) fn ply(&self) -> usize {
        self.game.ply()
    }

    /// The ply `button` was made for, when the game has moved on from it (the button belongs to
    /// another position); `None` without a button or when it is for this position. The one
    /// check of "this button is for this ply".
    pub(crate) fn moved_on_from(&self, button: Option<ButtonId>) -> Option<usize> {
        button
            .map(|b| b.ply as usize)
            .filter(|&ply| ply != self.ply())
    }

    pub(crate) fn status(&self) -> GameStatus {
        self.record.status
    }

    /// The time allowed per move.
    pub(crate) fn timer(&self) -> TurnTimer {
        self.record.turn_timer.map_or(TurnTimer::None, |d| {
            TurnTimer::from_secs(u32::try_from(d.as_secs()).unwrap_or(0))
        })
    }

    /// Why the game ended, in a few words (a claim or a day clock that ran out, by its clock).
    pub(crate) fn end_reason(&self, reason: ResultReason) -> Key {
        if reason == ResultReason::Timeout && self.timer().is_day_clock() {
            return Key::ReasonTime;
        }
        reason_key(self.record.settings.variant, reason)
    }

    /// The winning colour and why, once the game has a winner.
    pub(crate) fn result(&self) -> Option<(Color, ResultReason)> {
        self.record.winner.zip(self.record.reason)
    }

    pub(crate) fn is_active(&self) -> bool {
        self.status() == GameStatus::Active && !self.game.is_over()
    }

    /// The seat holding `color` now.
    pub(crate) fn seat_of(&self, color: Color) -> Seat {
        Seat::holding(color, self.game.seats_swapped())
    }

    /// Who holds `color` now.
    pub(crate) fn player(&self, color: Color) -> Player {
        self.record.player(self.seat_of(color))
    }

    /// The colour `user` holds now, if they play here.
    pub(crate) fn color_of(&self, user: UserId) -> Option<Color> {
        [Color::Red, Color::Blue]
            .into_iter()
            .find(|&c| self.player(c).user() == Some(user))
    }

    pub(crate) fn is_player(&self, user: UserId) -> bool {
        self.record.seat_of(user).is_some()
    }

    pub(crate) fn has_computer(&self) -> bool {
        !self.record.is_two_player()
    }

    /// Whether the computer holds the seat to move in an active game.
    pub(crate) fn computer_to_move(&self) -> bool {
        self.is_active() && self.player(self.game.to_move()).is_computer()
    }

    /// How many moves the computer made for the player in `seat`.
    pub(crate) fn takeovers(&self, seat: Seat) -> usize {
        self.moves
            .iter()
            .filter(|m| m.seat == seat && m.made_by == MadeBy::Computer)
            .count()
    }

    /// Stones placed so far (a swap moves one, a resignation places none).
    pub(crate) fn stones(&self) -> usize {
        self.moves
            .iter()
            .filter(|m| matches!(m.mv, Move::Place(_)))
            .count()
    }

    /// Stones placed for the player in `seat`.
    pub(crate) fn stones_of(&self, seat: Seat) -> usize {
        self.moves
            .iter()
            .filter(|m| m.seat == seat && matches!(m.mv, Move::Place(_)))
            .count()
    }

    /// A human who never moved themselves although moves were made for them (the computer
    /// moved for them every time the turn timer ran out).
    pub(crate) fn never_moved(&self) -> Option<Seat> {
        Seat::BOTH.into_iter().find(|&seat| {
            self.record.player(seat).user().is_some()
                && self.takeovers(seat) > 0
                && !self.moves.iter().any(|m| {
                    m.seat == seat
                        && m.made_by == MadeBy::Player
                        && !matches!(m.mv, Move::Resign(_))
                })
        })
    }

    /// Whether the last move made for `seat` was the computer's on their behalf.
    pub(crate) fn seat_is_away(&self, seat: Seat) -> bool {
        self.moves
            .iter()
            .rev()
            .find(|m| m.seat == seat)
            .is_some_and(|m| m.made_by == MadeBy::Computer)
    }

    /// When the service must next act on its own: the computer's turn (now), the turn timer, or a
    /// challenge's expiry (kept as it is).
    pub(crate) fn next_deadline(&self, now: Timestamp) -> Option<Timestamp> {
        match self.status() {
            GameStatus::Challenge => self.record.deadline,
            GameStatus::Active if !self.game.is_over() => {
                if self.computer_to_move() {
                    Some(now)
                } else {
                    self.timer().duration().map(|d| now.plus(d))
                }
            }
            _ => None,
        }
    }

    /// A seat as a message argument (the computer without its level: its colour follows).
    pub(crate) fn seat_arg(&self, seat: Seat) -> Arg {
        match self.record.player(seat) {
            Player::Human(id) => Arg::User(id, self.names[seat.index()].clone()),
            Player::Computer(_) => Key::ComputerName.into(),
        }
    }

    /// A seat with the computer's level, for records where no colour follows.
    pub(crate) fn seat_label(&self, seat: Seat) -> Arg {
        match self.record.player(seat) {
            Player::Computer(level) => Message::new(Key::ComputerWithLevel)
                .arg("level", level_arg(level))
                .into(),
            Player::Human(_) => self.seat_arg(seat),
        }
    }

    pub(crate) fn color_arg(&self, color: Color) -> Arg {
        self.seat_arg(self.seat_of(color))
    }

    /// The one-line caption under the board.
    pub(crate) fn caption(&self) -> Message {
        // Stones and swaps, not a resignation.
        let played = self
            .moves
            .iter()
            .filter(|m| !matches!(m.mv, Move::Resign(_)))
            .count();
        let moves = i64::try_from(played).unwrap_or(i64::MAX);
        let rex = self.record.settings.variant == Variant::Rex;
        if let Some((winner, reason)) = self.result() {
            if rex && reason == ResultReason::Connection {
                let loser = winner.opponent();
                return Message::new(Key::CaptionRexLoss)
                    .arg("loser", self.color_arg(loser))
                    .arg("color", loser)
                    .arg("side", side_arg(loser))
                    .arg("winner", self.color_arg(winner))
                    .arg("winner-color", winner)
                    .arg("moves", count(moves, Key::Moves));
            }
            return Message::new(Key::CaptionResult)
                .arg("winner", self.color_arg(winner))
                .arg("color", winner)
                .arg("reason", self.end_reason(reason))
                .arg("moves", count(moves, Key::Moves));
        }
        if self.status() == GameStatus::Aborted {
            return Message::new(Key::CaptionAborted).arg("moves", count(moves, Key::Moves));
        }
        let to_move = self.game.to_move();
        match self.game.moves().last() {
            None => Message::new(if rex {
                Key::CaptionFirstMoveRex
            } else {
                Key::CaptionFirstMove
            })
            .arg("player", self.color_arg(to_move))
            .arg("color", to_move)
            .arg("side", side_arg(to_move)),
            Some(last) => {
                let last: Arg = match last {
                    Move::Place(c) => (*c).into(),
                    _ => Key::LastSwap.into(),
                };
                Message::new(if rex {
                    Key::CaptionToPlayRex
                } else {
                    Key::CaptionToPlay
                })
                .arg("number", moves + 1)
                .arg("player", self.color_arg(to_move))
                .arg("color", to_move)
                .arg("side", side_arg(to_move))
                .arg("last", last)
            }
        }
    }

    /// The picture in words, for screen readers: the board, the caption (whose turn and the last
    /// move, or the result), and the stones of each colour by cell, row by row.
    pub(crate) fn alt_text(&self) -> Message {
        alt_text_of(&self.game, self.caption())
    }

    /// The buttons for the game as it stands.
    pub(crate) fn buttons(&self) -> Vec<Button> {
        let id = self.id();
        let ply = self.ply();
        match self.status() {
            GameStatus::Challenge => vec![
                Button::new(id, Action::Accept, ply),
                Button::new(id, Action::Decline, ply),
                Button::new(id, Action::Withdraw, ply),
            ],
            GameStatus::Active if !self.game.is_over() => {
                let mut b = Vec::new();
                if !self.computer_to_move() {
                    b.push(Button::new(id, Action::Move, ply));
                    if self.game.can_swap() {
                        b.push(Button::new(id, Action::Swap, ply));
                    }
                }
                b.push(Button::new(id, Action::Resign, ply));
                b.push(Button::new(id, Action::Board, ply));
                // Between people, a plan: conditional moves, or a premove in a live game.
                if !self.has_computer() {
                    b.push(Button::new(id, Action::Plan, ply));
                }
                b
            }
            GameStatus::Finished | GameStatus::Aborted | GameStatus::Active => {
                let mut dead = Button::new(id, Action::Move, ply);
                dead.disabled = true;
                let mut dead_resign = Button::new(id, Action::Resign, ply);
                dead_resign.disabled = true;
                let mut b = vec![
                    dead,
                    dead_resign,
                    Button::new(id, Action::Rematch, ply),
                    Button::new(id, Action::RematchSame, ply),
                    Button::new(id, Action::Board, ply),
                ];
                if self.status() == GameStatus::Finished {
                    b.push(Button::new(id, Action::Review, ply));
                }
                b
            }
            GameStatus::Declined | GameStatus::Expired | GameStatus::Withdrawn => Vec::new(),
        }
    }

    /// The game's details for a challenge message: "swap: mirror, 30 s per move, rated".
    pub(crate) fn details(&self) -> Message {
        let swap = if self.record.settings.swap == SwapRule::Off {
            Message::new(Key::DetailsSwapOff)
        } else {
            Message::new(Key::DetailsSwapOn).arg(
                "form",
                super::wording::swap_form_arg(self.record.settings.swap),
            )
        };
        let timer = super::wording::timer_message(self.timer());
        Message::new(Key::DetailsList)
            .arg("swap", swap)
            .arg("timer", timer)
            .arg("rated", Key::DetailsRated)
    }
}

/// A board picture in words, for screen readers: the board's size, `caption`, and the stones of
/// each colour by cell.
pub(crate) fn alt_text_of(game: &crate::hex::Game, caption: Message) -> Message {
    let (mut red, mut blue) = (Vec::new(), Vec::new());
    for (cell, color) in game.board().stones() {
        match color {
            Color::Red => red.push(Arg::Cell(cell)),
            Color::Blue => blue.push(Arg::Cell(cell)),
        }
    }
    let stones = |key: Key, cells: Vec<Arg>| {
        Message::new(key)
            .arg("count", i64::try_from(cells.len()).unwrap_or(i64::MAX))
            .arg("cells", Arg::List(cells))
    };
    Message::new(Key::AltText)
        .arg("board", board_arg(game.size().get()))
        .arg("caption", caption)
        .arg("red-stones", stones(Key::AltRedStones, red))
        .arg("blue-stones", stones(Key::AltBlueStones, blue))
}
