//! `/hex replay game:ID`: a game as an animated GIF, one frame per position (the empty board first,
//! the last stone marked in each, the final position held with its chain), attached to a public
//! reply that names the game. The same games may be replayed as exported (`game_shown_to`).
//! The frames are drawn and encoded on the blocking pool.

use super::error::Res;
use super::ids::{Actor, GameId};
use super::inner::Inner;
use super::messages::{Key, Message, board_arg, count};
use super::records::result_arg;
use super::reply::{Attachment, Reply};
use super::wording::variant_name;
use crate::render::render_replay;
use crate::store::Seat;

impl Inner {
    /// `/hex replay game:ID`.
    pub(super) async fn replay(&self, actor: &Actor, id: GameId) -> Res<Reply> {
        let st = self
            .game_shown_to(actor, id, Key::ReplayNeverPlayed)
            .await?;
        let (game, orientation) = (st.game.clone(), st.record.orientation);
        let gif = tokio::task::spawn_blocking(move || render_replay(&game, orientation))
            .await
            .unwrap_or_default();
        let file = replay_file_name(id);
        let title = Message::new(Key::ReplayTitle)
            .arg("game", id.0)
            .arg("red", st.seat_label(Seat::Red))
            .arg("blue", st.seat_label(Seat::Blue))
            .arg("variant", variant_name(st.record.settings.variant))
            .arg("board", board_arg(st.record.settings.size.get()))
            .arg("result", result_arg(&st))
            .arg(
                "moves",
                count(i64::try_from(st.ply()).unwrap_or(i64::MAX), Key::Moves),
            );
        let mut reply = Reply::public(title);
        reply.game = Some(id);
        reply.attachments.push(Attachment {
            name: file,
            bytes: gif,
        });
        Ok(reply)
    }
}

/// The replay's file name: `hexbot-game-12.gif`.
pub fn replay_file_name(id: GameId) -> String {
    format!("hexbot-game-{}.gif", id.0)
}
