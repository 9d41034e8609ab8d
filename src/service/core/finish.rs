//! The one place a game ends. [`Core::end_game`] stores the end (the store rates the game in
//! the same step), stops the computer's search for it, and announces it: to the live pages as a
//! change, and to the wings as a [`GameEnded`] (see `events` for why each wing is called in turn
//! and awaited). Every end goes through here: a move that wins, a resignation, a claim, a day
//! clock that ran out, a game left idle against the computer, an abort, a board decided
//! otherwise.

use super::Core;
use crate::service::events::{GameEnded, How};
use crate::service::state::State;
use crate::store::{Finish, Finished, NewMove, StoreError};

impl Core {
    /// Ends the game of `state` as `finish` says (with its last move, when a move ended it): stores
    /// it, makes `state.record` the record as stored, stops the computer's search for it, and
    /// announces the end (see the module's note). The caller retires the game from its slot.
    ///
    /// # Errors
    /// The store's, when the end could not be stored (then nothing is announced).
    pub(in crate::service) async fn end_game(
        &self,
        state: &mut State,
        last: Option<&NewMove>,
        finish: &Finish,
        how: How,
    ) -> Result<Finished, StoreError> {
        let done = self
            .db
            .store()
            .finish_game(state.id(), last, finish)
            .await?;
        state.record = done.record.clone();
        self.stop_search(state.id());
        self.changed(state);
        let record = &state.record;
        let ended = GameEnded {
            game: record.id,
            guild: record.guild,
            place: record.place(),
            players: [record.red, record.blue],
            winner: record.winner_seat.zip(record.winner),
            status: record.status,
            how,
            rated: record.rated,
        };
        for wing in self.wings() {
            wing.game_ended(&ended).await;
        }
        Ok(done)
    }

    /// Tells the wings that the game of `state` changed (a move stored, or its end).
    pub(in crate::service) fn changed(&self, state: &State) {
        self.remember_place(state.id(), (state.record.guild, state.record.place()));
        for wing in self.wings() {
            wing.game_changed(state);
        }
    }
}
