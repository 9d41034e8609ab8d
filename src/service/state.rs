//! A loaded game: its stored record and the position replayed from it, with the questions the
//! service asks about it (whose seat, whose turn, captions, buttons).

use super::ServiceError;
use super::command::TurnTimer;
use super::custom_id::Action;
use super::ids::{GameId, Timestamp, UserId};
use super::messages::{Arg, Key, Message, board_arg, count, level_arg};
use super::persist::{By, GameRec, Reason, Seat, Status};
use super::reply::Button;
use crate::hex::{Color, Game, Move};

/// A game record and its position.
#[derive(Clone, Debug)]
pub(crate) struct State {
    pub rec: GameRec,
    pub game: Game,
    /// For each move, the index of the seat it was made for.
    pub movers: Vec<usize>,
}

impl State {
    /// Replays a record through the rules.
    ///
    /// # Errors
    /// [`ServiceError::Corrupt`] naming the game when its moves do not replay.
    pub(crate) fn from_rec(rec: GameRec) -> Result<Self, ServiceError> {
        let mut game = Game::new(rec.settings);
        let mut movers = Vec::with_capacity(rec.moves.len());
        for (i, m) in rec.moves.iter().enumerate() {
            let color = match m.mv {
                Move::Resign(c) => c,
                _ => game.to_move(),
            };
            movers.push(seat_index(&game, color));
            game.play(m.mv).map_err(|e| ServiceError::Corrupt {
                game: rec.id,
                reason: format!("move {} ({}) is illegal: {e}", i + 1, m.mv),
            })?;
        }
        let mut st = Self { rec, game, movers };
        // The store keeps the rating decision for the end; more than 3 computer moves for a
        // player already decided it.
        if st.takeovers(0) > 3 || st.takeovers(1) > 3 {
            st.rec.rated = false;
        }
        Ok(st)
    }

    pub(crate) fn id(&self) -> GameId {
        self.rec.id
    }

    pub(crate) fn ply(&self) -> usize {
        self.game.ply()
    }

    pub(crate) fn is_active(&self) -> bool {
        self.rec.status == Status::Active && !self.game.is_over()
    }

    /// Index into `rec.seats` of whoever holds `color` now.
    pub(crate) fn seat_index(&self, color: Color) -> usize {
        seat_index(&self.game, color)
    }

    pub(crate) fn seat(&self, color: Color) -> &Seat {
        &self.rec.seats[self.seat_index(color)]
    }

    /// The colour `user` holds now, if they play here.
    pub(crate) fn color_of(&self, user: UserId) -> Option<Color> {
        [Color::Red, Color::Blue]
            .into_iter()
            .find(|&c| self.seat(c).user() == Some(user))
    }

    pub(crate) fn is_player(&self, user: UserId) -> bool {
        self.rec.seats.iter().any(|s| s.user() == Some(user))
    }

    pub(crate) fn has_computer(&self) -> bool {
        self.rec
            .seats
            .iter()
            .any(|s| matches!(s, Seat::Computer(_)))
    }

    /// Whether the computer holds the seat to move in an active game.
    pub(crate) fn computer_to_move(&self) -> bool {
        self.is_active() && matches!(self.seat(self.game.to_move()), Seat::Computer(_))
    }

    /// How many moves the computer made for the player in seat `seat`.
    pub(crate) fn takeovers(&self, seat: usize) -> usize {
        self.movers
            .iter()
            .zip(&self.rec.moves)
            .filter(|(s, m)| **s == seat && m.by == By::ComputerForPlayer)
            .count()
    }

    /// Whether the last move made for seat `seat` was the computer's on their behalf.
    pub(crate) fn seat_is_away(&self, seat: usize) -> bool {
        self.movers
            .iter()
            .zip(&self.rec.moves)
            .rev()
            .find(|(s, _)| **s == seat)
            .is_some_and(|(_, m)| m.by == By::ComputerForPlayer)
    }

    /// When the service must next act on its own: the computer's turn (now), the turn timer, or a
    /// challenge's expiry (kept as it is).
    pub(crate) fn next_deadline(&self, now: Timestamp) -> Option<Timestamp> {
        match self.rec.status {
            Status::Pending => self.rec.deadline,
            Status::Active if !self.game.is_over() => {
                if self.computer_to_move() {
                    Some(now)
                } else {
                    self.rec.timer.duration().map(|d| now.plus(d))
                }
            }
            _ => None,
        }
    }

    /// A seat as a message argument (the computer without its level: its colour follows).
    pub(crate) fn seat_arg(&self, seat: usize) -> Arg {
        seat_arg(&self.rec.seats[seat])
    }

    /// A seat with the computer's level, for records where no colour follows.
    pub(crate) fn seat_label(&self, seat: usize) -> Arg {
        match &self.rec.seats[seat] {
            Seat::Computer(level) => Message::new(Key::ComputerWithLevel)
                .arg("level", level_arg(*level))
                .into(),
            human => seat_arg(human),
        }
    }

    pub(crate) fn color_arg(&self, color: Color) -> Arg {
        self.seat_arg(self.seat_index(color))
    }

    /// The one-line caption under the board.
    pub(crate) fn caption(&self) -> Message {
        let moves = i64::try_from(self.ply()).unwrap_or(i64::MAX);
        if let Some((winner, reason)) = self.rec.result {
            let reason = match reason {
                Reason::Connection if self.rec.settings.variant == crate::hex::Variant::Rex => {
                    Key::ReasonRexConnection
                }
                Reason::Connection => Key::ReasonConnection,
                Reason::Resignation => Key::ReasonResignation,
                Reason::Timeout => Key::ReasonClaim,
            };
            return Message::new(Key::CaptionResult)
                .arg("winner", self.color_arg(winner))
                .arg("color", winner)
                .arg("reason", reason)
                .arg("moves", count(moves, Key::Moves));
        }
        if self.rec.status == Status::Aborted {
            return Message::new(Key::CaptionAborted).arg("moves", count(moves, Key::Moves));
        }
        let to_move = self.game.to_move();
        match self.game.moves().last() {
            None => Message::new(Key::CaptionFirstMove)
                .arg("player", self.color_arg(to_move))
                .arg("color", to_move),
            Some(last) => {
                let last: Arg = match last {
                    Move::Place(c) => (*c).into(),
                    _ => Key::LastSwap.into(),
                };
                Message::new(Key::CaptionToPlay)
                    .arg("number", moves + 1)
                    .arg("player", self.color_arg(to_move))
                    .arg("color", to_move)
                    .arg("last", last)
            }
        }
    }

    /// The picture in words, for screen readers: the board, the caption (whose turn and the last
    /// move, or the result), and the stones of each colour by cell, row by row.
    pub(crate) fn alt_text(&self) -> Message {
        let (mut red, mut blue) = (Vec::new(), Vec::new());
        for (cell, color) in self.game.board().stones() {
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
            .arg("board", board_arg(self.rec.settings.size.get()))
            .arg("caption", self.caption())
            .arg("red-stones", stones(Key::AltRedStones, red))
            .arg("blue-stones", stones(Key::AltBlueStones, blue))
    }

    /// The buttons for the game as it stands.
    pub(crate) fn buttons(&self) -> Vec<Button> {
        let id = self.id();
        let ply = self.ply();
        match self.rec.status {
            Status::Pending => vec![
                Button::new(id, Action::Accept, ply),
                Button::new(id, Action::Decline, ply),
                Button::new(id, Action::Withdraw, ply),
            ],
            Status::Active if !self.game.is_over() => {
                let mut b = Vec::new();
                if !self.computer_to_move() {
                    b.push(Button::new(id, Action::Move, ply));
                    if self.game.can_swap() {
                        b.push(Button::new(id, Action::Swap, ply));
                    }
                }
                b.push(Button::new(id, Action::Resign, ply));
                b.push(Button::new(id, Action::Board, ply));
                b
            }
            Status::Finished | Status::Aborted | Status::Active => {
                let mut dead = Button::new(id, Action::Move, ply);
                dead.disabled = true;
                let mut dead_resign = Button::new(id, Action::Resign, ply);
                dead_resign.disabled = true;
                vec![
                    dead,
                    dead_resign,
                    Button::new(id, Action::Rematch, ply),
                    Button::new(id, Action::Board, ply),
                ]
            }
            Status::Declined | Status::Expired | Status::Withdrawn => Vec::new(),
        }
    }

    /// The game's details for a challenge message: "swap on, 30 s per move, rated".
    pub(crate) fn details(&self) -> Message {
        let swap = if self.rec.settings.swap == crate::hex::SwapRule::Off {
            Message::new(Key::DetailsSwapOff)
        } else {
            Message::new(Key::DetailsSwapOn)
        };
        let timer = match self.rec.timer {
            TurnTimer::None => Message::new(Key::DetailsNoTimer),
            t => Message::new(Key::DetailsTimer).arg("secs", i64::from(t.secs())),
        };
        Message::new(Key::DetailsList)
            .arg("swap", swap)
            .arg("timer", timer)
            .arg("rated", Key::DetailsRated)
    }
}

pub(crate) fn seat_index(game: &Game, color: Color) -> usize {
    usize::from(color == Color::Blue) ^ usize::from(game.seats_swapped())
}

pub(crate) fn seat_arg(seat: &Seat) -> Arg {
    match seat {
        Seat::Human { id, name } => Arg::User(*id, name.clone()),
        Seat::Computer(_) => Key::ComputerName.into(),
    }
}
