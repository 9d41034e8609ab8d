//! Finding a game by its number among the games kept in memory: the core remembers in which
//! channel each game it announced or loaded is played, so that a page's reader or a move from
//! the web reaches the game's slot without reading the store.

use super::Core;
use crate::service::error::ServiceError;
use crate::service::ids::GameId;
use crate::service::state::State;

impl Core {
    /// Game `id` as its channel's slot holds it in memory (its game, or its last ended one);
    /// `None` when no slot in memory holds it.
    pub(in crate::service) async fn in_memory(&self, id: GameId) -> Option<State> {
        let key = self.place_of(id)?;
        let slot = self.slot(key);
        let slot = slot.lock().await;
        [slot.current.as_ref(), slot.last.as_ref()]
            .into_iter()
            .flatten()
            .find(|st| st.id() == id)
            .cloned()
    }

    /// Game `id`, from memory where a slot holds it, else read from the store (once); `None`
    /// when there is no such game.
    pub(in crate::service) async fn find_game(
        &self,
        id: GameId,
    ) -> Result<Option<State>, ServiceError> {
        if let Some(st) = self.in_memory(id).await {
            return Ok(Some(st));
        }
        let Some(st) = self.load_state(id).await? else {
            return Ok(None);
        };
        let key = (st.record.guild, st.record.place());
        if st.status().is_open() {
            // The channel's open game: its slot, not loaded yet, takes it as read, so that a
            // move made next does not read it again.
            let slot = self.slot(key);
            let mut slot = slot.lock().await;
            if !slot.loaded && st.record.guild == key.0 {
                slot.current = Some(st.clone());
                slot.loaded = true;
            }
        }
        self.remember_place(id, key);
        Ok(Some(st))
    }
}
