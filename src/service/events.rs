//! What the game core tells its wings. The core ends every game in one place (`core/finish.rs`),
//! which stores the end and then announces it as a [`GameEnded`]; every move, and every end, is
//! announced as a change for the live pages ([`Wing::game_changed`]); after an opponent's move
//! the core asks for a planned answer or a premove ([`Wing::planned_answer`]); and
//! before a player may cancel a game early the core asks whether a wing holds it
//! ([`Wing::holds`]: a tournament's game is not cancelled, it is lost). A wing is a type of its own that implements [`Wing`]; the
//! core knows it only as that, and names none of them.
//!
//! **Why calls in turn, awaited, and not a channel.** The one function that ends a game calls
//! each wing's [`Wing::game_ended`] in turn and waits for it, after the store holds the end.
//! Nothing is queued, so nothing can be dropped: a bounded channel drops or blocks when a wing
//! falls behind, a broadcast one drops for a lagging receiver, and a tournament whose last game's
//! end were dropped would never pair its next round. The order is kept too: a tournament's next
//! round is announced before the reply to the move that ended its round, as players always saw
//! it. And a process that stops between the stored end and a wing's work loses nothing either:
//! the store is the record, and on start every wing moves on from it (the tournaments wing moves
//! every running tournament on, as it always did). Only the live pages' feed, which a page may
//! fall behind without harm (it is told to look again), goes on a broadcast channel (the feed's
//! wing, in `feed.rs`).

use super::error::ServiceError;
use super::ids::{ChannelId, GameId, GuildId};
use super::state::State;
use crate::hex::{Cell, Color};
use crate::store::{GameStatus, Player, Seat};
use std::future::Future;
use std::pin::Pin;

/// A future a wing returns to the core.
pub(crate) type WingFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum How {
    /// A chain joined its sides (in Rex, the loser's).
    Connection,
    /// A player resigned.
    Resignation,
    /// The waiting player claimed the win from an idle opponent.
    Claim,
    /// A day clock ran out (between two players, a loss on time; against the computer, the
    /// game ends unrated).
    Time,
    /// The human left a game against the computer for the idle time: it ends unrated.
    Abandoned,
    /// Aborted: by a moderator, or cancelled by a player before their first stone.
    Aborted,
    /// Ended without a winner because what it decided was decided otherwise (a tournament's
    /// board lost by forfeit, or the tournament called off): by the wing that holds it.
    Forfeit,
}

/// A game's end, once stored: what wings need to move on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct GameEnded {
    /// The game.
    pub game: GameId,
    /// Its server.
    pub guild: GuildId,
    /// The channel (or thread) it was played in.
    pub place: ChannelId,
    /// Its players: the Red seat's first (as at the start), then the Blue seat's.
    pub players: [Player; 2],
    /// The seat (as at the start) and colour that won, if a player won.
    pub winner: Option<(Seat, Color)>,
    /// Finished (with a winner) or aborted.
    pub status: GameStatus,
    /// How it ended.
    pub how: How,
    /// Whether it counted for ratings.
    pub rated: bool,
}

/// A wing of the service: a type of its own that hears what the game core announces. Every
/// method has a default that ignores it.
pub(crate) trait Wing: Send + Sync {
    /// A game ended and its end is stored: move on whatever depends on it. Awaited by the core
    /// before the end's reply is made (see the module's note); a failure is the wing's to log.
    fn game_ended<'a>(&'a self, ended: &'a GameEnded) -> WingFuture<'a, ()> {
        let _ = ended;
        Box::pin(async {})
    }

    /// A game changed (a move was stored, or its end): `state` is the game now. Called under the
    /// game's lock: it must not wait for anything.
    fn game_changed(&self, state: &State) {
        let _ = state;
    }

    /// An opponent's move was just stored in `state`, a game not over whose player to move is a
    /// person: the answer this wing planned for them, if it holds one (a conditional move in a
    /// game of days per move, a premove in a live one), which the core plays at once. Awaited
    /// under the game's lock.
    fn planned_answer<'a>(&'a self, state: &'a State) -> WingFuture<'a, Option<Planned>> {
        let _ = state;
        Box::pin(async { None })
    }

    /// Whether this wing holds game `game`, so that its players may not cancel it early.
    fn holds(&self, game: GameId) -> WingFuture<'_, Result<bool, ServiceError>> {
        let _ = game;
        Box::pin(async { Ok(false) })
    }
}

/// A planned answer a wing gives the core to play ([`Wing::planned_answer`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Planned {
    /// The cell to play.
    pub cell: Cell,
    /// Whether it was a premove (one move queued in a live game), not a conditional move.
    pub premove: bool,
    /// How many answers the player's plan still holds after this one.
    pub left: usize,
}
