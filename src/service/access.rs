//! Who may see a stored game. Game numbers are sequential, so anyone could ask for any of them;
//! a game is shown only to those who could have watched it: its two players, anyone in the
//! channel (or thread) it was played in, and the server's managers. Everyone else is told there
//! is no such game, exactly as for a number never given, so that nothing about it leaks. Every
//! command that shows a game by number or lists games (`export`, `history`, the profile's recent
//! games, and any later one) asks here: [`may_see`] for a record, [`visible_game`] for a
//! number.

use super::error::{Res, refuse};
use super::ids::{Actor, GameId};
use super::messages::{Key, Message};
use super::persist::StoreWithNames;
use super::state::State;
use crate::store::GameRecord;

/// Whether `actor` may see the game `record`: it was played in their server, and they played
/// in it, or they are in the channel or thread it was played in, or they manage the server
/// (Manage Server: moderators who look after every channel).
pub(crate) fn may_see(actor: &Actor, record: &GameRecord) -> bool {
    record.guild == actor.guild
        && (record.seat_of(actor.user).is_some()
            || record.channel == actor.channel
            || record.thread == Some(actor.channel)
            || actor.can_manage_guild)
}

/// Game `id` as stored, if `actor` may see it ([`may_see`]).
///
/// # Errors
/// The refusal [`Key::NoSuchGame`] for a game that does not exist or that `actor` may not
/// see (the same words for both); storage errors as they come.
pub(crate) async fn visible_game(db: &StoreWithNames, actor: &Actor, id: GameId) -> Res<State> {
    match db.load_state(id).await? {
        Some(st) if may_see(actor, &st.record) => Ok(st),
        _ => refuse(Message::new(Key::NoSuchGame).arg("game", id.0)),
    }
}
