//! The computer's turns: for its own seat, or for an absent player whose turn timer ran out. The
//! search runs on a thread of its own at a lower priority, without the game's lock; the move is
//! then played and stored like a player's.

use crate::service::engine;
use crate::service::error::Res;
use crate::service::ids::{GameId, UserId};
use super::Core;
use crate::service::messages::{Arg, Key, Message, level_arg};
use crate::service::reply::{Reply, Visibility};
use crate::service::scheduler::Class;
use crate::service::shared::Task;
use crate::service::slot::{ChannelKey, Slot, Waiter};
use crate::service::state::State;
use crate::ai::{Level, SearchControl, move_seed};
use crate::hex::{Game, Move};
use crate::store::{MadeBy, Player};
use std::sync::Arc;
use std::sync::atomic::Ordering;

impl Core {
    /// Lets the computer move in game `id` at `ply`: for its own seat, or (`takeover`) for an
    /// absent player at Medium. The search runs without the game's lock; `slot.thinking` keeps a
    /// second search for the same turn from starting meanwhile.
    pub(in crate::service) async fn computer_turn(
        self: &Arc<Self>,
        key: ChannelKey,
        id: GameId,
        ply: usize,
        takeover: bool,
    ) -> Res<()> {
        let slot = self.slot(key);
        let Some(Turn {
            game,
            level,
            seed,
            owner,
        }) = self.start_turn(&mut *slot.lock().await, id, ply)
        else {
            return Ok(());
        };
        // Held until the move is stored, so `close` can wait for searches to settle.
        let permit = self.scheduler.acquire(Class::Game(owner)).await;
        let mv = if permit.is_err() || self.is_closed() {
            None
        } else {
            self.search(id, game, level, seed).await
        };
        let mut guard = slot.lock().await;
        guard.thinking = false;
        // Whoever waits for this answer gets it below, or stops waiting when it is dropped.
        let waiter = guard.waiter(id, ply);
        if self.is_closed() {
            return Ok(());
        }
        let current = guard
            .current
            .as_ref()
            .filter(|s| s.id() == id && s.ply() == ply && s.is_active());
        let (Some(mv), Some(st)) = (mv, current) else {
            if current.is_some() {
                // The search failed at this very turn: the next try is spaced out.
                self.failed(key, &mut guard, id, ply, Task::ComputerTurn);
            }
            // Else the game moved on meanwhile (the player came back, resigned, an abort):
            // whatever is due now gets its own timer.
            self.arm(key, &mut guard);
            return Ok(());
        };
        let seat = st.seat_of(st.game.to_move());
        let (mut lines, made_by) = turn_lines(st, mv, takeover);
        let applied = match self.apply(&mut guard, mv, made_by, seat).await {
            Ok(a) => a,
            Err(e) => {
                // Not stored (a failed write): the next try is spaced out.
                self.failed(key, &mut guard, id, ply, Task::ComputerTurn);
                self.arm(key, &mut guard);
                return Err(e);
            }
        };
        let Some(st) = guard.shown() else {
            return Ok(());
        };
        lines.extend(self.after_lines(st, &applied, seat));
        match self.your_move(key, st).await {
            Ok(notice) => lines.extend(notice),
            Err(e) => tracing::warn!(game = %id, "no notice of the move: {e:?}"),
        }
        let reply = self
            .board_reply_drawn(st, Visibility::Public, lines, applied.png)
            .await;
        self.arm(key, &mut guard);
        drop(guard);
        drop(permit);
        self.answer(key, waiter, reply);
        Ok(())
    }

    /// The turn the computer is to take in the slot's game `id` at `ply`, marked as being
    /// thought about; `None` when it is too late for it (a front end waiting for it then waits
    /// no more).
    fn start_turn(&self, slot: &mut Slot, id: GameId, ply: usize) -> Option<Turn> {
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
    fn answer(&self, key: ChannelKey, waiter: Option<Waiter>, reply: Reply) {
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
    async fn search(&self, id: GameId, game: Game, level: Level, seed: u64) -> Option<Move> {
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
struct Turn {
    game: Game,
    level: Level,
    seed: u64,
    /// Whose turn in the search queue it is.
    owner: UserId,
}

/// What the computer's move says, and who it counts as made by: for an absent player
/// (`takeover`) a word that the computer moved for them, made by the computer; else the move
/// as a player's.
fn turn_lines(state: &State, mv: Move, takeover: bool) -> (Vec<Message>, MadeBy) {
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
