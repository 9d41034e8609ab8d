//! The computer's turn, its parts: which turn it is to take (marked as being thought about),
//! the search on a thread of its own at a lower priority, without the game's lock, what its
//! move says, and where its answer goes. The turn itself, played and stored like a player's
//! move, is run by the timers (`timers`), which arm the next deadline after it.

use super::Core;
use crate::ai::{Level, SearchControl, move_seed};
use crate::hex::{Game, Move};
use crate::service::engine;
use crate::service::ids::{GameId, UserId};
use crate::service::messages::{Arg, Key, Message, level_arg};
use crate::service::reply::Reply;
use crate::service::slot::{ChannelKey, Slot, Waiter};
use crate::service::state::State;
use crate::store::{MadeBy, Player};
use std::sync::Arc;

impl Core {
    /// The turn the computer is to take in the slot's game `id` at `ply`, marked as being
    /// thought about; `None` when it is too late for it (a front end waiting for it then waits
    /// no more).
    pub(super) fn start_turn(&self, slot: &mut Slot, id: GameId, ply: usize) -> Option<Turn> {
        let Some(st) = slot
            .current
            .as_ref()
            .filter(|s| s.id() == id && s.ply() == ply && s.is_active())
        else {
            slot.waiter(id, ply);
            return None;
        };
        let to_move = st.game.to_move();
        let level = match st.player(to_move) {
            Player::Computer(level) => level,
            Player::Human(_) => Level::Medium,
        };
        // Whose turn in the queue this is: the human the computer plays against, or the
        // absent player it moves for.
        let owner = st
            .player(to_move)
            .user()
            .or_else(|| st.player(to_move.opponent()).user())
            .unwrap_or(UserId(0));
        let turn = Turn {
            game: st.game.clone(),
            level,
            seed: move_seed(st.record.ai_seed, ply as u64),
            owner,
        };
        slot.thinking = true;
        Some(turn)
    }

    /// The computer's move goes to the front end that waits for it, to show with the move it
    /// answers; else (none waits, or it stopped waiting) it is announced.
    pub(super) fn answer(&self, key: ChannelKey, waiter: Option<Waiter>, reply: Reply) {
        let unsent = match waiter {
            Some(w) => w.tx.send(reply).err(),
            None => Some(reply),
        };
        if let Some(reply) = unsent {
            self.emit(key, reply);
        }
    }

    /// Runs the search for game `id` on a thread of its own at a lower priority (not tokio's
    /// blocking pool, whose threads also draw the boards players wait for); the caller's permit
    /// bounds how many run. `None` when it fails or the game is over.
    pub(super) async fn search(
        &self,
        id: GameId,
        game: Game,
        level: Level,
        seed: u64,
    ) -> Option<Move> {
        let playouts = self.config.ai_playouts;
        let control = Arc::new(SearchControl::new());
        self.lock_searches().insert(id, control.clone());
        let mut tree = self.take_tree(id);
        let (done, result) = tokio::sync::oneshot::channel();
        let spawned = std::thread::Builder::new()
            .name("hexbot-search".into())
            .spawn(move || {
                engine::lower_priority();
                let mv = engine::computer_move(&game, level, seed, playouts, &control, &mut tree);
                // Kept for the next move unless the search was stopped (the game ended or
                // was aborted meanwhile) or this move ends the game.
                let over = control.stop.load(std::sync::atomic::Ordering::Relaxed)
                    || mv.is_none_or(|mv| {
                        let mut after = game;
                        after.play(mv).is_err() || after.is_over()
                    });
                let _ = done.send((mv, (!over).then_some(tree)));
            });
        let search = match spawned {
            Ok(_) => result.await.map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        self.lock_searches().remove(&id);
        match search {
            Ok((mv, tree)) => {
                if let Some(tree) = tree {
                    self.keep_tree(id, tree);
                }
                mv
            }
            Err(e) => {
                tracing::error!(game = %id, "search failed: {e}");
                None
            }
        }
    }
}

/// What the computer's search for one turn needs, taken from the game under its lock.
pub(super) struct Turn {
    pub game: Game,
    pub level: Level,
    pub seed: u64,
    /// Whose turn in the search queue it is.
    pub owner: UserId,
}

/// What the computer's move says, and who it counts as made by: for an absent player
/// (`takeover`) a word that the computer moved for them, made by the computer; else the move
/// as a player's.
pub(super) fn turn_lines(state: &State, mv: Move, takeover: bool) -> (Vec<Message>, MadeBy) {
    let color = state.game.to_move();
    if !takeover {
        return (state.move_lines(color, mv), MadeBy::Player);
    }
    let seat = state.seat_of(color);
    let key = match mv {
        // The swap: say that the computer chose it, then what it did to the board.
        Move::Swap => Key::TimedOutSwap,
        _ if state.seat_is_away(seat) => Key::TimedOutAgain,
        _ => Key::TimedOut,
    };
    let cell: Arg = match mv {
        Move::Place(c) => c.into(),
        _ => Key::LastSwap.into(),
    };
    let mut lines = vec![
        Message::new(key)
            .arg("player", state.seat_arg(seat))
            .arg("level", level_arg(Level::Medium))
            .arg("cell", cell),
    ];
    if mv == Move::Swap {
        lines.extend(state.move_lines(color, mv));
    }
    (lines, MadeBy::Computer)
}
