//! Rematches: against the computer a rematch starts at once; between two players it is offered
//! to the other like a challenge, with the last game's settings, and the other player's own
//! request accepts it.

use super::Core;
use super::challenges::Plan;
use crate::hex::Color;
use crate::service::custom_id::ButtonId;
use crate::service::error::{Res, refuse};
use crate::service::ids::Actor;
use crate::service::messages::{Key, Message};
use crate::service::reply::Reply;
use crate::service::settings::defaults;
use crate::service::slot::Slot;
use crate::service::state::State;
use crate::service::wording::swap_note;
use crate::store::{GameStatus, RematchStarter};
use std::sync::Arc;

impl Core {
    /// Against the computer a rematch starts at once; between two players it is offered to the
    /// other like a challenge (same settings; the other player starts unless `same_starter` or
    /// the server's setting keeps the starter), and a second request from the other player
    /// accepts it.
    pub(in crate::service) async fn rematch(
        self: &Arc<Self>,
        actor: &Actor,
        slot: &mut Slot,
        button: Option<ButtonId>,
        same_starter: bool,
    ) -> Res<Reply> {
        self.ensure_last((actor.guild, actor.channel), slot, actor.user)
            .await?;
        let last = rematched(actor, slot, button)?;
        let rule = if same_starter {
            RematchStarter::Same
        } else {
            defaults(self.db.store(), actor.guild).await?.rematch
        };
        let plan = rematch_plan(last, rule);
        let against_computer = last.has_computer();
        if let Some(st) = &slot.current {
            // The other player's offer stands as it was made (whoever it lets start).
            return if offers_rematch(st, last, actor) {
                self.accept(actor, slot, None).await
            } else {
                refuse(Key::ChannelBusy)
            };
        }
        if against_computer {
            self.admit_computer_game(actor).await?;
        } else {
            self.admit_challenge(actor).await?;
        }
        if !against_computer {
            let mut reply = self
                .offer(actor, slot, plan, Key::RematchOffered, false)
                .await?;
            if let Some(st) = &slot.current {
                reply.lines.insert(1, starter_line(rule, st));
            }
            return Ok(reply);
        }
        let st = self.start(actor, plan).await?;
        let lines = vec![
            Message::new(Key::RematchStarted).arg("seats", st.seats_arg()),
            starter_line(rule, &st),
            swap_note(plan.settings.swap),
        ];
        Ok(self.announce_start(slot, st, lines).await)
    }
}

/// The channel's last game, which `actor` asks to play again (by `button`, if pressed), or the
/// refusal: no game to play again, a stale button, not one of its players.
fn rematched<'a>(actor: &Actor, slot: &'a Slot, button: Option<ButtonId>) -> Res<&'a State> {
    let Some(last) = &slot.last else {
        return refuse(if slot.current.is_some() {
            Key::ChannelBusy
        } else {
            Key::NoRematch
        });
    };
    if let Some(button) = button
        && button.game != last.id()
    {
        return refuse(Key::StaleButton);
    }
    if !last.is_player(actor.user) {
        // With a game or challenge on, the channel being busy is what matters.
        return refuse(if slot.current.is_some() {
            Key::ChannelBusy
        } else {
            Key::RematchNotPlayer
        });
    }
    Ok(last)
}

/// The rematch of `last`: its settings, timer and orientation, the seats as `rule` says. It
/// stays where the last game was played (its thread, if any, is not renewed).
fn rematch_plan(last: &State, rule: RematchStarter) -> Plan {
    let seats = match rule {
        RematchStarter::Alternate => [last.record.blue, last.record.red],
        RematchStarter::Same => [last.record.red, last.record.blue],
    };
    Plan {
        seats,
        settings: last.record.settings,
        timer: last.timer(),
        orientation: last.record.orientation,
        thread_of: None,
    }
}

/// Whether `current` is the other player's offer to `actor` of a rematch of `last`: a challenge
/// with its settings and timer between the same two players, whoever it lets start.
fn offers_rematch(current: &State, last: &State, actor: &Actor) -> bool {
    let last_seats = [last.record.red, last.record.blue];
    let offered = [current.record.red, current.record.blue];
    current.status() == GameStatus::Challenge
        && current.record.challenger != Some(actor.user)
        && current.record.settings == last.record.settings
        && current.timer() == last.timer()
        && (offered == last_seats || offered == [last_seats[1], last_seats[0]])
}

/// The line saying who starts the rematch in `state`.
fn starter_line(rule: RematchStarter, state: &State) -> Message {
    Message::new(match rule {
        RematchStarter::Alternate => Key::RematchAlternates,
        RematchStarter::Same => Key::RematchSameStarter,
    })
    .arg("red", state.color_arg(Color::Red))
}
