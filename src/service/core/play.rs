//! Playing a game: moves typed or by button (stored by `apply`), swap, resignation and its
//! confirmation, idle claims, a moderator's abort, and showing the board again.

use super::Core;
use crate::hex::{Color, Move, ParseMoveError};
use crate::service::custom_id::{Action, ButtonId};
use crate::service::engine::start_drawing;
use crate::service::error::{Fail, Res, refuse};
use crate::service::events::How;
use crate::service::ids::Actor;
use crate::service::messages::{Arg, Key, Message, cell_error_arg};
use crate::service::reply::{Button, Reply, Visibility};
use crate::service::settings::private_orientation;
use crate::service::slot::{Slot, key_of};
use crate::service::state::State;
use crate::store::{Finish, GameStatus, MadeBy, ResultReason};

impl Core {
    pub(in crate::service) async fn play_text(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        text: &str,
        button: Option<ButtonId>,
    ) -> Res<Reply> {
        let st = self.active(slot, button)?;
        match st.game.parse_move(text) {
            Ok(Move::Resign(_)) => Ok(self.resign(actor, slot, button)?),
            Ok(mv) => self.play(actor, slot, mv, button).await,
            Err(e) => {
                // Only the players hear about their typos; others learn they are not playing.
                self.player_to_move(actor, st)?;
                let reason = match &e {
                    ParseMoveError::Cell(c) => cell_error_arg(c),
                };
                refuse(
                    Message::new(Key::BadCell)
                        .arg("text", text.trim())
                        .arg("reason", reason),
                )
            }
        }
    }

    /// The slot's game if it is still being played and the actor plays in it, with the colour
    /// they hold; else the refusal.
    pub(in crate::service) fn seated<'a>(
        &self,
        actor: &Actor,
        slot: &'a Slot,
        button: Option<ButtonId>,
    ) -> Res<(&'a State, Color)> {
        let st = self.active(slot, button)?;
        if !st.is_active() {
            return refuse(Key::GameOver);
        }
        let Some(color) = st.color_of(actor.user) else {
            return refuse(Key::NotAPlayer);
        };
        Ok((st, color))
    }

    /// The actor's colour if it is their turn, or the refusal.
    fn player_to_move(&self, actor: &Actor, state: &State) -> Res<Color> {
        if !state.is_active() {
            return refuse(Key::GameOver);
        }
        let Some(color) = state.color_of(actor.user) else {
            return refuse(Key::NotAPlayer);
        };
        let to_move = state.game.to_move();
        if color != to_move {
            if state.computer_to_move() {
                return refuse(Key::ComputerThinking);
            }
            return refuse(
                Message::new(Key::NotYourTurn)
                    .arg("player", state.color_arg(to_move))
                    .arg("color", to_move),
            );
        }
        Ok(color)
    }

    pub(in crate::service) async fn play(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        mv: Move,
        button: Option<ButtonId>,
    ) -> Res<Reply> {
        let st = self.active(slot, button)?;
        if let Some(ply) = st.moved_on_from(button) {
            // The button was made for an earlier position: the same move made already, or stale.
            let same = st.moves.get(ply).is_some_and(|m| m.mv == mv);
            return refuse(if same {
                Key::AlreadyMoved
            } else {
                Key::StaleButton
            });
        }
        let color = self.player_to_move(actor, st)?;
        if st.has_computer() {
            // The computer answers this move: only while its queue has room.
            self.admit_computer_move()?;
        }
        let seat = st.seat_of(color);
        let mut lines = Vec::new();
        if st.seat_is_away(seat) {
            lines.push(Message::new(Key::PlayerReturned).arg("player", st.seat_arg(seat)));
        }
        let mut prelude = st.move_lines(color, mv);
        let applied = match self.apply(slot, mv, MadeBy::Player, seat).await {
            Err(Fail::Refused(m)) if m.key == Key::AlreadyMoved => {
                return refuse(Key::AlreadyMoved);
            }
            other => other?,
        };
        lines.append(&mut prelude);
        let Some(st) = slot.shown() else {
            return refuse(Key::NoGameHere);
        };
        lines.extend(self.after_lines(st, &applied, seat));
        let png = self.play_planned(slot, &mut lines, applied.png).await;
        let Some(st) = slot.shown() else {
            return refuse(Key::NoGameHere);
        };
        lines.extend(self.your_move(key_of(st), st).await?);
        Ok(self
            .board_reply_drawn(st, Visibility::Public, lines, png)
            .await)
    }

    /// Whether the Move button `button` may ask `actor` for a cell: its game is the one being
    /// played, its position the current one, and it is the actor's turn. (The move is checked
    /// again.)
    pub(in crate::service) fn check_move_button(
        &self,
        actor: &Actor,
        slot: &Slot,
        button: ButtonId,
    ) -> Res<()> {
        let st = self.active(slot, Some(button))?;
        if st.is_active()
            && st.color_of(actor.user).is_some()
            && st.moved_on_from(Some(button)).is_some()
        {
            return refuse(Key::StaleButton);
        }
        self.player_to_move(actor, st).map(|_| ())
    }

    pub(in crate::service) fn resign(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        button: Option<ButtonId>,
    ) -> Res<Reply> {
        let (st, _) = self.seated(actor, slot, button)?;
        let ply = st.ply();
        let mut reply = Reply::private(Message::new(Key::ConfirmResign));
        reply.buttons = vec![Button::new(st.id(), Action::ConfirmResign, ply)];
        reply.game = Some(st.id());
        slot.resign_pending = Some((actor.user, ply));
        Ok(reply)
    }

    pub(in crate::service) async fn confirm_resign(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        button: Option<ButtonId>,
    ) -> Res<Reply> {
        let (st, color) = self.seated(actor, slot, button)?;
        match button {
            Some(_) if st.moved_on_from(button).is_some() => return refuse(Key::StaleButton),
            Some(_) => {}
            None if slot.resign_pending == Some((actor.user, st.ply())) => {}
            None => return refuse(Key::NothingToConfirm),
        }
        let seat = st.seat_of(color);
        let id = st.id();
        if st.stones() < 2 && st.stones_of(seat) == 0 && !self.held(id).await? {
            // Resigning before one's own first stone cancels the game, as an early abort does
            // (not in a tournament, where the opponent scores: the game ends unrated).
            let who = st.seat_arg(seat);
            self.end_unrated(slot).await?;
            let Some(st) = slot.last.as_ref() else {
                return refuse(Key::NoGameHere);
            };
            let line = Message::new(Key::AbortedEarly).arg("player", who);
            return Ok(self.board_reply(st, Visibility::Public, vec![line]).await);
        }
        let applied = self
            .apply(slot, Move::Resign(color), MadeBy::Player, seat)
            .await?;
        let Some(st) = slot.last.as_ref() else {
            return refuse(Key::NoGameHere);
        };
        let lines = self.after_lines(st, &applied, seat);
        Ok(self
            .board_reply_drawn(st, Visibility::Public, lines, applied.png)
            .await)
    }

    pub(in crate::service) async fn board(
        &self,
        actor: &Actor,
        slot: &mut Slot,
        button: Option<ButtonId>,
    ) -> Res<Reply> {
        let st = self.board_shown(actor, slot, button).await?;
        let lines = vec![
            Message::new(Key::ShowBoard)
                .arg("red", st.color_arg(Color::Red))
                .arg("blue", st.color_arg(Color::Blue)),
        ];
        Ok(self.board_reply(st, Visibility::Public, lines).await)
    }

    /// The board for the actor alone (`/hex board private:true`), turned as they prefer, without
    /// buttons (the public board has them).
    pub(in crate::service) async fn board_privately(
        &self,
        actor: &Actor,
        slot: &mut Slot,
    ) -> Res<Reply> {
        let orientation = private_orientation(self.db.store(), actor.user).await?;
        let st = self.board_shown(actor, slot, None).await?;
        let lines = vec![
            Message::new(Key::ShowBoard)
                .arg("red", st.color_arg(Color::Red))
                .arg("blue", st.color_arg(Color::Blue)),
        ];
        let png = Some(start_drawing(&st.game, orientation));
        let mut reply = self
            .board_reply_drawn(st, Visibility::Private, lines, png)
            .await;
        reply.buttons.clear();
        Ok(reply)
    }

    /// The game whose board `/hex board` (or a Board button) shows: the current one, else the
    /// channel's last one.
    async fn board_shown<'a>(
        &self,
        actor: &Actor,
        slot: &'a mut Slot,
        button: Option<ButtonId>,
    ) -> Res<&'a State> {
        let current = match (&slot.current, button) {
            (Some(_), None) => true,
            (Some(st), Some(b)) => st.id() == b.game,
            (None, _) => false,
        };
        let st = if current {
            slot.current.as_ref()
        } else {
            self.ensure_last((actor.guild, actor.channel), slot, actor.user)
                .await?;
            match (&slot.last, button) {
                (Some(st), Some(b)) if st.id() == b.game => Some(st),
                (Some(_), Some(_)) => return refuse(Key::StaleButton),
                (Some(st), None) => Some(st),
                (None, _) => return refuse(Key::NoGameHere),
            }
        };
        let Some(st) = st else {
            return refuse(Key::NoGameHere);
        };
        if st.status() == GameStatus::Challenge {
            return refuse(Key::ChallengePending);
        }
        Ok(st)
    }

    /// `/hex abort`: a moderator ends the channel's game (or challenge) unrated, or lists the
    /// games set aside; a player may cancel their own game before its second stone.
    pub(in crate::service) async fn abort(&self, actor: &Actor, slot: &mut Slot) -> Res<Reply> {
        let early = slot
            .current
            .as_ref()
            .is_some_and(|st| st.is_player(actor.user) && st.is_active() && st.stones() < 2);
        if early && !actor.can_manage_messages {
            let id = slot.current.as_ref().map(|st| st.id());
            if let Some(id) = id
                && self.held(id).await?
            {
                return refuse(Key::TournamentNoCancel);
            }
        }
        if !actor.can_manage_messages && !early {
            let playing = slot
                .current
                .as_ref()
                .is_some_and(|st| st.is_player(actor.user) && st.is_active());
            return refuse(if playing {
                Key::AbortTooLate
            } else {
                Key::NotModerator
            });
        }
        if slot.current.is_none()
            && let Some(list) = self.set_aside_list(actor).await?
        {
            return Ok(list);
        }
        self.end_unrated(slot).await?;
        let Some(st) = slot.last.as_ref() else {
            return refuse(Key::NoGameHere);
        };
        let who = Arg::User(actor.user, actor.name.clone());
        let line = if actor.can_manage_messages && !early {
            Message::new(Key::Aborted).arg("moderator", who)
        } else {
            Message::new(Key::AbortedEarly).arg("player", who)
        };
        Ok(self.board_reply(st, Visibility::Public, vec![line]).await)
    }

    /// Ends the slot's game (or challenge) with no winner, unrated, and retires it.
    async fn end_unrated(&self, slot: &mut Slot) -> Res<()> {
        let st = self.current(slot, None)?;
        let (id, challenge) = (st.id(), st.status() == GameStatus::Challenge);
        self.stop_search(id);
        let now = self.now();
        let Some(st) = slot.current.as_mut() else {
            return refuse(Key::NoGameHere);
        };
        if challenge {
            // A challenge has no board yet: it simply ends.
            self.db
                .store()
                .end_challenge(id, GameStatus::Withdrawn, now)
                .await?;
        } else {
            let finish = Finish {
                winner: None,
                reason: ResultReason::Abort,
                rated: false,
                at: now,
            };
            self.end_game(st, None, &finish, How::Aborted).await?;
        }
        st.record.status = GameStatus::Aborted;
        st.record.rated = false;
        st.record.deadline = None;
        slot.retire();
        Ok(())
    }
}
