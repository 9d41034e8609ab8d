//! Message helpers the handlers share: how a variant, the acting user, a swap rule, a board's
//! turn and an illegal move are put in words. (The messages themselves, their keys and
//! arguments live in `messages`; the words of replies about a game, in `lines`.)

use super::ids::Actor;
use super::messages::{Arg, Key, Message, board_arg};
use crate::hex::{PlayError, SwapRule, Variant};
use crate::orientation::Orientation;

/// The goal of `variant` in one sentence, for challenges.
pub(super) fn goal_arg(variant: Variant) -> Arg {
    match variant {
        Variant::Hex => Key::GoalHex,
        Variant::Rex => Key::GoalRex,
    }
    .into()
}

/// The refusal for an illegal move.
pub(super) fn play_error(error: PlayError) -> Message {
    match error {
        PlayError::GameOver => Key::GameOver.into(),
        PlayError::Occupied(c) => Message::new(Key::Occupied).arg("cell", c),
        PlayError::OffBoard { cell, size } => Message::new(Key::BadCell)
            .arg("text", cell.to_string())
            .arg(
                "reason",
                Message::new(Key::CellOffBoard).arg("board", board_arg(size.get())),
            ),
        PlayError::SwapDisabled => Key::SwapOff.into(),
        PlayError::SwapNotNow => Key::SwapNotNow.into(),
        PlayError::NotYourTurn { .. } => Key::StaleButton.into(),
    }
}

/// The variant's name as the messages write it.
pub(super) fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Hex => "Hex",
        Variant::Rex => "Rex",
    }
}

/// The acting user as a message argument.
pub(super) fn actor_arg(actor: &Actor) -> Arg {
    Arg::User(actor.user, actor.name.clone())
}

/// The swap form in a word or two ("off", "mirror", "seat").
pub(super) fn swap_form_arg(swap: SwapRule) -> Arg {
    match swap {
        SwapRule::Off => Key::SwapFormOff,
        SwapRule::Mirror => Key::SwapFormMirror,
        SwapRule::Seat => Key::SwapFormSeat,
    }
    .into()
}

/// How a board is turned, in words.
pub(super) fn orientation_arg(orientation: Orientation) -> Arg {
    match orientation {
        Orientation::Normal => Key::OrientationNormal,
        Orientation::Rotated => Key::OrientationRotated,
    }
    .into()
}

/// The line that says whether swap is on and in which form, for challenge and start texts.
pub(super) fn swap_note(swap: SwapRule) -> Message {
    Message::new(match swap {
        SwapRule::Off => Key::SwapNoteOff,
        SwapRule::Mirror => Key::SwapNoteMirror,
        SwapRule::Seat => Key::SwapNoteSeat,
    })
}

/// A game's time per move in words: none, seconds, or a day clock.
pub(crate) fn timer_message(timer: super::command::TurnTimer) -> Message {
    if timer.is_day_clock() {
        return Message::new(Key::DetailsDayClock).arg("days", i64::from(timer.days()));
    }
    match timer.secs() {
        0 => Message::new(Key::DetailsNoTimer),
        secs => Message::new(Key::DetailsTimer).arg("secs", i64::from(secs)),
    }
}
