//! The position a hint is asked for (`/hex hint`), taken from the channel's game under its
//! lock: checked (the asker's game, their turn, not a rated game between two players) and marked
//! as assisted, or the question to ask first (a game still on the computer ladder). The hints
//! wing searches it without the lock.

use super::Core;
use crate::ai::move_seed;
use crate::hex::Game;
use crate::service::custom_id::Action;
use crate::service::error::{Res, refuse};
use crate::service::ids::Actor;
use crate::service::messages::{Arg, Key, Message};
use crate::service::reply::{Button, Reply};

/// Mixed into the game's seed so a hint's search is not the computer's own search of that move.
const HINT_SALT: u64 = 0x6869_6e74;

/// What asking for a hint comes to: a question first, or the position to search.
pub(in crate::service) enum Step {
    Ask(Box<Reply>),
    Go(Box<Hinted>),
}

/// The position a hint is for, taken from the game under its lock.
pub(in crate::service) struct Hinted {
    pub game: Game,
    pub seed: u64,
    pub caption: Message,
    pub alt: Message,
    /// The player asking, as a message argument.
    pub player: Arg,
    /// Whether the hint makes the game unrated (it was rated until now).
    pub unrated_now: bool,
}

impl Core {
    /// The position `actor` asks a hint for, once the game is checked (theirs, on their turn,
    /// not a rated game between two players) and marked as assisted. The game's lock is held
    /// while checking and marking; not during the search.
    pub(in crate::service) async fn hinted_position(
        &self,
        actor: &Actor,
        confirmed: bool,
    ) -> Res<Step> {
        let key = (actor.guild, actor.channel);
        let slot = self.slot(key);
        let mut guard = slot.lock().await;
        self.ensure_loaded(key, &mut guard).await?;
        let (st, color) = self.played_by(&guard, actor, None)?;
        if st.record.is_two_player() && st.record.rated {
            return refuse(Key::HintRated);
        }
        let to_move = st.game.to_move();
        if to_move != color {
            return refuse(
                Message::new(Key::NotYourTurn)
                    .arg("player", st.color_arg(to_move))
                    .arg("color", to_move),
            );
        }
        let id = st.id();
        if st.record.rated && !st.record.assisted && !confirmed {
            // Against the computer, a rated game leaves the ladder with a hint: ask first.
            let mut question = Reply::private(Message::new(Key::HintConfirm));
            question.buttons = vec![Button::new(id, Action::Hint, st.ply())];
            question.game = Some(id);
            return Ok(Step::Ask(Box::new(question)));
        }
        let hinted = Hinted {
            game: st.game.clone(),
            seed: move_seed(st.record.ai_seed ^ HINT_SALT, st.ply() as u64),
            caption: st.caption(),
            alt: st.alt_text(),
            player: st.color_arg(color),
            unrated_now: st.record.rated,
        };
        if !st.record.assisted {
            let record = self.db.store().mark_assisted(id).await?;
            if let Some(st) = guard.current.as_mut() {
                st.record.assisted = record.assisted;
                st.record.rated = record.rated;
            }
        }
        Ok(Step::Go(Box::new(hinted)))
    }
}
