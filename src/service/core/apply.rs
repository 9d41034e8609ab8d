//! Storing a move: played on the slot's game, stored with the game's end (rated) or its next
//! deadline, the cache kept equal to the store. Every way of moving (typed, by button, the
//! computer's, a planned answer) ends here.

use super::Core;
use super::board::Applied;
use crate::hex::Move;
use crate::service::engine::start_drawing;
use crate::service::error::{Fail, Res, refuse};
use crate::service::events::How;
use crate::service::ids::Timestamp;
use crate::service::messages::Key;
use crate::service::slot::Slot;
use crate::service::state::State;
use crate::service::wording::play_error;
use crate::store::{
    Finish, Finished, MadeBy, MoveRecord, NewMove, RatingChange, ResultReason, Seat, StoreError,
};

impl Core {
    /// Plays `mv` for `seat` in the slot's current game and stores it (finishing the game and
    /// rating it if it ends). The game is changed in place; while the change is being stored the
    /// slot counts as not loaded, and if storing fails the game is loaded again from the store,
    /// so the cache never holds what the store does not.
    pub(in crate::service) async fn apply(
        &self,
        slot: &mut Slot,
        mv: Move,
        made_by: MadeBy,
        seat: Seat,
    ) -> Res<Applied> {
        let Some(st) = slot.current.as_mut() else {
            return refuse(Key::NoGameHere);
        };
        let ply = st.ply();
        // The game is left untouched when the move is illegal.
        if let Err(e) = st.game.play(mv) {
            return refuse(play_error(e));
        }
        // Draw the new position while the move is stored: the reply waits for the slower of the
        // two instead of both in turn. (If storing fails, the picture is thrown away.)
        let png = Some(start_drawing(&st.game, st.record.orientation));
        let now = self.now();
        let ply = u32::try_from(ply).unwrap_or(u32::MAX);
        st.moves.push(MoveRecord {
            ply,
            mv,
            seat,
            made_by,
            at: now,
        });
        st.record.updated_at = now;
        let became_unrated = made_by == MadeBy::Computer
            && st.record.rated
            && st.takeovers(seat) > crate::service::limits::TAKEOVER_LIMIT;
        if became_unrated {
            st.record.rated = false;
        }
        // A game that ends with a player who never moved themselves is not rated.
        let never_moved = if st.game.is_over() && st.record.rated {
            st.never_moved()
        } else {
            None
        };
        if never_moved.is_some() {
            st.record.rated = false;
        }
        let new = NewMove {
            ply,
            mv,
            seat,
            made_by,
            at: now,
            deadline: None,
            clock_left: None,
        };
        let key = (st.record.guild, st.record.place());
        slot.loaded = false;
        // A day clock stands still while a player of the game is on vacation.
        let still = match st.timer().is_day_clock() {
            true => self.away_in(st).await.map(|a| a.is_some()),
            false => Ok(false),
        };
        let stored = match still {
            Ok(still) => self
                .store_move(st, new, now, still)
                .await
                .map_err(Fail::from),
            Err(e) => Err(e),
        };
        let finished = match stored {
            Ok(finished) => finished,
            Err(e) => {
                // Nothing was stored: forget the move by loading the game again.
                slot.current = None;
                if let Err(Fail::Error(reload)) = self.ensure_loaded(key, slot).await {
                    tracing::error!(%reload, "cannot reload the game after a failed move");
                }
                return Err(e);
            }
        };
        slot.loaded = true;
        slot.resign_pending = None;
        let ratings = finished.map(|done| self.retire_finished(slot, done));
        Ok(Applied {
            finished: ratings.is_some(),
            ratings: ratings.unwrap_or_default(),
            became_unrated,
            never_moved,
            png,
        })
    }

    /// Stores move `new`, just played in `state`: with the game's end if it ended (the store
    /// rates it then), else with the next deadline.
    async fn store_move(
        &self,
        state: &mut State,
        mut new: NewMove,
        now: Timestamp,
        still: bool,
    ) -> Result<Option<Finished>, StoreError> {
        let store = self.db.store();
        if let Some(outcome) = state.game.outcome() {
            let finish = Finish {
                winner: Some(outcome.winner),
                reason: ResultReason::from(outcome.reason),
                rated: state.record.rated,
                at: now,
            };
            let how = match finish.reason {
                ResultReason::Resignation => How::Resignation,
                _ => How::Connection,
            };
            self.end_game(state, Some(&new), &finish, how)
                .await
                .map(Some)
        } else {
            state.record.deadline = state.next_deadline(now);
            state.record.clock_left = None;
            if still && state.on_day_clock() {
                state.record.clock_left = state.record.deadline.map(|d| d.since(now));
                state.record.deadline = None;
            }
            new.deadline = state.record.deadline;
            new.clock_left = state.record.clock_left;
            store.append_move(state.id(), &new).await?;
            self.changed(state);
            Ok(None)
        }
    }

    /// Retires the slot's game as the store finished it, and returns its rating changes (both
    /// players', or the human's on the computer ladder).
    fn retire_finished(&self, slot: &mut Slot, done: Finished) -> Vec<RatingChange> {
        // A resignation may come while the computer thinks: it need not finish.
        self.stop_search(done.record.id);
        let mut ratings = done.rating_changes.map(Vec::from).unwrap_or_default();
        ratings.extend(done.computer_rating_change);
        slot.retire();
        ratings
    }
}
