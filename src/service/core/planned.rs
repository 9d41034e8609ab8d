//! Conditional moves, the game core's side: the position a player plans from (checked under the
//! game's lock: a game of days per move, theirs, and their opponent to move), and, after an
//! opponent's move is stored, the answer a wing planned for the player now to move, played at
//! once under the same lock — so a planned answer and a typed move for one turn are never both
//! played. The plans themselves are the plans wing's (`plans`); the core asks it through
//! [`crate::service::events::Wing::planned_answer`] and names no wing.

use super::Core;
use crate::hex::{Game, Move};
use crate::service::engine::Drawing;
use crate::service::error::{Res, refuse};
use crate::service::ids::{Actor, GameId};
use crate::service::messages::{Key, Message};
use crate::service::slot::Slot;
use crate::store::MadeBy;

/// Where a plan is made: the game, its ply, and the position (the opponent to move).
pub(in crate::service) struct PlanFrom {
    pub game: GameId,
    pub ply: u32,
    pub position: Game,
}

impl Core {
    /// The position `actor` plans from in their channel's game: a game of days per move they
    /// play in, with the opponent to move.
    pub(in crate::service) async fn plan_from(&self, actor: &Actor) -> Res<PlanFrom> {
        let key = (actor.guild, actor.channel);
        let slot = self.slot(key);
        let mut guard = slot.lock().await;
        self.ensure_loaded(key, &mut guard).await?;
        let (st, color) = self.played_by(&guard, actor)?;
        if !st.on_day_clock() {
            return refuse(Key::PlanNeedsDayClock);
        }
        if st.has_computer() {
            return refuse(Key::PlanAgainstComputer);
        }
        if st.game.to_move() == color {
            return refuse(Key::PlanYourMove);
        }
        Ok(PlanFrom {
            game: st.id(),
            ply: u32::try_from(st.ply()).unwrap_or(u32::MAX),
            position: st.game.clone(),
        })
    }

    /// After an opponent's move stored in the slot's game: plays the answer planned for the
    /// player now to move, if a wing holds one (a game of days per move, not over), adding its
    /// lines to `lines`; the picture to show is then the new one.
    pub(in crate::service) async fn play_planned(
        &self,
        slot: &mut Slot,
        lines: &mut Vec<Message>,
        png: Option<Drawing>,
    ) -> Option<Drawing> {
        let Some(st) = slot
            .current
            .as_ref()
            .filter(|s| s.is_active() && s.on_day_clock())
        else {
            return png;
        };
        let color = st.game.to_move();
        if st.player(color).user().is_none() {
            return png;
        }
        let mut answer = None;
        for wing in self.wings() {
            if let Some(cell) = wing.planned_answer(st).await {
                answer = Some(cell);
                break;
            }
        }
        let Some(cell) = answer else {
            return png;
        };
        let seat = st.seat_of(color);
        let mut played = st.move_lines(color, Move::Place(cell));
        played.push(Message::new(Key::PlanPlayed).arg("player", st.seat_arg(seat)));
        match self
            .apply(slot, Move::Place(cell), MadeBy::Player, seat)
            .await
        {
            Ok(applied) => {
                lines.append(&mut played);
                if let Some(st) = slot.shown() {
                    lines.extend(self.after_lines(st, &applied, seat));
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
