//! Conditional moves and premoves, the game core's side: the position a player plans from
//! (checked under the game's lock: a game between people, theirs, and their opponent to move),
//! and, after an opponent's move is stored, the answer a wing planned for the player now to move,
//! played at once under the same lock — so a planned answer and a typed move for one turn are
//! never both played. In a game of days per move the planner is told as they chose to be told
//! of their move (a direct message, or a mention on the board). Where a plan is made from is
//! asked through the wings' handle (`handle.rs`). The plans themselves are the plans wing's
//! (`plans`); the core asks it through [`crate::service::events::Wing::planned_answer`] and names
//! no wing.

use super::Core;
use crate::hex::{Game, Move};
use crate::service::engine::Drawing;
use crate::service::events::Planned;
use crate::service::ids::{GameId, UserId};
use crate::service::messages::{Arg, Key, Message};
use crate::service::reply::Reply;
use crate::service::slot::{ChannelKey, Outbox, Slot, key_of};
use crate::service::state::State;
use crate::store::{MadeBy, Notify};

/// Where a plan is made: the game, its ply, and the position (the opponent to move).
pub(in crate::service) struct PlanFrom {
    pub game: GameId,
    pub ply: u32,
    pub position: Game,
    /// A live game (no day clock): the plan is a premove.
    pub live: bool,
}

impl Core {
    /// After an opponent's move stored in the slot's game: plays the answer planned for the
    /// player now to move, if a wing holds one (a game between people, not over), adding its
    /// lines to `lines`; the picture to show is then the new one.
    pub(in crate::service) async fn play_planned(
        &self,
        slot: &mut Slot,
        lines: &mut Vec<Message>,
        png: Option<Drawing>,
    ) -> Option<Drawing> {
        let Some(st) = slot.current.as_ref().filter(|s| s.is_active()) else {
            return png;
        };
        let color = st.game.to_move();
        let Some(user) = st.player(color).user() else {
            return png;
        };
        let mut answer = None;
        for wing in self.wings() {
            if let Some(planned) = wing.planned_answer(st).await {
                answer = Some(planned);
                break;
            }
        }
        let Some(planned) = answer else {
            return png;
        };
        let seat = st.seat_of(color);
        let their = st.moves.last().map(|m| m.mv);
        let mut played = st.move_lines(color, Move::Place(planned.cell));
        let slow = st.on_day_clock();
        let key = key_of(st);
        let said = if planned.premove {
            Key::PremovePlayed
        } else {
            Key::PlanPlayed
        };
        let mut who = st.seat_arg(seat);
        // The planner, away in a game of days per move, is told as they chose.
        let notify = match slow {
            true => self.notify_of(user).await.unwrap_or_default(),
            false => Notify::Off,
        };
        if notify == Notify::Mention
            && let Arg::User(_, name) = &who
        {
            who = Arg::Mention(user, name.clone());
        }
        played.push(Message::new(said).arg("player", who));
        match self
            .apply(slot, Move::Place(planned.cell), MadeBy::Player, seat)
            .await
        {
            Ok(applied) => {
                lines.append(&mut played);
                if let Some(st) = slot.shown() {
                    lines.extend(self.after_lines(st, &applied, seat));
                    if notify == Notify::Dm {
                        tell_planner(&self.outbox, key, st, user, their, planned);
                    }
                }
                applied.png
            }
            Err(e) => {
                tracing::warn!(?e, "a planned answer was not played");
                png
            }
        }
    }
}

/// Tells `user`, in a direct message, that their plan answered the opponent's `their` in
/// `state`'s game (the board as it is now), and how much of the plan is left.
fn tell_planner(
    outbox: &Outbox,
    key: ChannelKey,
    state: &State,
    user: UserId,
    their: Option<Move>,
    planned: Planned,
) {
    let their = match their {
        Some(Move::Place(cell)) => cell.to_string(),
        _ => String::new(),
    };
    let line = Message::new(Key::PlanPlayedDirect)
        .arg("their", their)
        .arg("cell", planned.cell.to_string())
        .arg("left", i64::try_from(planned.left).unwrap_or(i64::MAX))
        .arg("opponent", state.color_arg(state.game.to_move()))
        .arg("game", Arg::Place(key.0, key.1));
    let mut reply = Reply::private(line);
    reply.game = Some(state.id());
    // Where the message cannot be delivered, a mention on the board instead: it says whose
    // plan it was, never what is left of it.
    let planner = state.seat_arg(state.seat_of(state.game.to_move().opponent()));
    let mention = match planner {
        Arg::User(_, name) => Arg::Mention(user, name),
        other => other,
    };
    let mut fallback = Reply::public(Message::new(Key::PlanPlayed).arg("player", mention));
    fallback.game = Some(state.id());
    outbox.send_direct(key, user, reply, fallback);
}
