//! The words of replies about a game: what a move says, the result, rating changes, the lines
//! after a move, and the board reply itself (picture, caption, buttons).

use super::Core;
use crate::hex::{Color, Move, SwapRule, Variant};
use crate::service::engine::{Drawing, start_drawing};
use crate::service::limits::TAKEOVER_LIMIT;
use crate::service::messages::{Arg, Key, Message, duration_arg, side_arg};
use crate::service::reply::{BoardImage, Reply, Visibility};
use crate::service::state::State;
use crate::store::{RatingChange, ResultReason, Seat};

/// What applying one move did.
pub(in crate::service) struct Applied {
    pub finished: bool,
    /// Both players' rating changes, when the move ended a rated game (against the computer:
    /// the human's change on the computer ladder).
    pub ratings: Vec<RatingChange>,
    pub became_unrated: bool,
    /// A player of a game that just ended who never moved themselves (the computer moved for
    /// them every time): the game is not rated.
    pub never_moved: Option<Seat>,
    /// The new position's picture, drawn on the blocking pool while the move was being stored.
    pub png: Option<Drawing>,
}

impl Applied {
    /// A game ended off the board (a claim, a clock that ran out) with these rating changes.
    pub(in crate::service) fn ended(ratings: Vec<RatingChange>) -> Self {
        Self {
            finished: true,
            ratings,
            became_unrated: false,
            never_moved: None,
            png: None,
        }
    }
}

impl Core {
    /// The lines after a move: the result, rating changes, the unrated note, "the computer thinks".
    pub(in crate::service) fn after_lines(
        &self,
        state: &State,
        applied: &Applied,
        seat: Seat,
    ) -> Vec<Message> {
        let mut lines = Vec::new();
        if applied.finished {
            lines.extend(self.result_lines(state));
            for r in &applied.ratings {
                let mut line = rating_line(state.seat_arg(r.seat), r);
                if state.has_computer() {
                    line.key = Key::ComputerRatingChange;
                }
                lines.push(line);
            }
        }
        if applied.became_unrated {
            lines.push(
                Message::new(Key::Unrated)
                    .arg("player", state.seat_arg(seat))
                    .arg("limit", i64::try_from(TAKEOVER_LIMIT).unwrap_or(i64::MAX)),
            );
        }
        if let Some(absent) = applied.never_moved {
            lines.push(Message::new(Key::UnratedNeverMoved).arg("player", state.seat_arg(absent)));
        }
        if !applied.finished && state.computer_to_move() {
            lines.push(Message::new(Key::ComputerThinks));
        }
        lines
    }

    /// The result of a finished game, in words.
    fn result_lines(&self, state: &State) -> Vec<Message> {
        let Some((winner, reason)) = state.result() else {
            return Vec::new();
        };
        let loser = winner.opponent();
        let w = state.color_arg(winner);
        let l = state.color_arg(loser);
        let m = match reason {
            ResultReason::Connection if state.record.settings.variant == Variant::Rex => {
                Message::new(Key::LostByConnection)
                    .arg("loser", l)
                    .arg("color", loser)
                    .arg("side", side_arg(loser))
                    .arg("winner", w)
                    .arg("winner-color", winner)
            }
            ResultReason::Connection => Message::new(Key::WonByConnection)
                .arg("winner", w)
                .arg("color", winner)
                .arg("side", side_arg(winner)),
            ResultReason::Resignation => Message::new(Key::WonByResignation)
                .arg("loser", l)
                .arg("winner", w)
                .arg("color", winner),
            ResultReason::Timeout if state.timer().is_day_clock() => Message::new(Key::LostOnTime)
                .arg("loser", l)
                .arg("winner", w)
                .arg("color", winner),
            ResultReason::Timeout => Message::new(Key::WonByClaim)
                .arg("loser", l)
                .arg("idle", duration_arg(self.config.idle_claim))
                .arg("winner", w)
                .arg("color", winner),
            ResultReason::Abort => return Vec::new(),
        };
        vec![m]
    }

    /// A reply showing the game's board, caption and buttons.
    pub(in crate::service) async fn board_reply(
        &self,
        state: &State,
        visibility: Visibility,
        lines: Vec<Message>,
    ) -> Reply {
        self.board_reply_drawn(state, visibility, lines, None).await
    }

    /// [`Self::board_reply`] with the picture of `state.game` already being drawn, if it is (else
    /// it is drawn turned as the game's public pictures are).
    pub(in crate::service) async fn board_reply_drawn(
        &self,
        state: &State,
        visibility: Visibility,
        lines: Vec<Message>,
        png: Option<Drawing>,
    ) -> Reply {
        let png = png
            .unwrap_or_else(|| start_drawing(&state.game, state.record.orientation))
            .await
            .unwrap_or_default();
        let mut reply = Reply {
            visibility,
            lines,
            board: Some(BoardImage {
                png,
                caption: state.caption(),
                alt: state.alt_text(),
            }),
            buttons: state.buttons(),
            drawing: None,
            links: Vec::new(),
            game: Some(state.id()),
            attachments: Vec::new(),
            refused: false,
            close_thread: false,
        };
        self.add_web_buttons(state, &mut reply).await;
        reply
    }
}

impl State {
    /// Who plays which colour, with what each must do (in Rex: not join their own sides).
    pub(in crate::service) fn seats_arg(&self) -> Arg {
        let key = match self.record.settings.variant {
            Variant::Hex => Key::SeatsHex,
            Variant::Rex => Key::SeatsRex,
        };
        Message::new(key)
            .arg("red", self.color_arg(Color::Red))
            .arg("blue", self.color_arg(Color::Blue))
            .into()
    }

    /// The challenger and the challenged of a two-player game, as arguments.
    pub(in crate::service) fn challenge_parties(&self) -> (Arg, Arg) {
        let challenger = if self.record.challenger == self.record.red.user() {
            Seat::Red
        } else {
            Seat::Blue
        };
        (self.seat_arg(challenger), self.seat_arg(challenger.other()))
    }

    /// What a move says: "Ann (Red) played e5", or the swap.
    pub(in crate::service) fn move_lines(&self, color: Color, mv: Move) -> Vec<Message> {
        let seat = self.seat_of(color);
        let who = self.seat_arg(seat);
        match mv {
            Move::Place(c) => vec![
                Message::new(Key::Moved)
                    .arg("player", who)
                    .arg("color", color)
                    .arg("cell", c),
            ],
            Move::Swap => match (self.record.settings.swap, self.game.moves().first()) {
                (SwapRule::Seat, first) => vec![
                    Message::new(Key::SwappedSeat)
                        .arg("player", who)
                        .arg("other", self.seat_arg(seat.other()))
                        .arg(
                            "cell",
                            first.map_or(Arg::from("?"), |m| m.to_string().into()),
                        ),
                ],
                (_, Some(Move::Place(first))) if first.transposed() == *first => vec![
                    Message::new(Key::SwappedMirrorDiagonal)
                        .arg("player", who)
                        .arg("cell", *first),
                ],
                (_, Some(Move::Place(first))) => vec![
                    Message::new(Key::SwappedMirror)
                        .arg("player", who)
                        .arg("from", *first)
                        .arg("to", first.transposed()),
                ],
                _ => Vec::new(),
            },
            Move::Resign(_) => Vec::new(),
        }
    }
}

fn rating_line(player: Arg, r: &RatingChange) -> Message {
    let delta = (r.after.rating - r.before.rating).round() as i64;
    Message::new(Key::RatingChange)
        .arg("player", player)
        .arg("before", r.before.rating.round() as i64)
        .arg("after", r.after.rating.round() as i64)
        .arg("delta", format!("{delta:+}"))
}
