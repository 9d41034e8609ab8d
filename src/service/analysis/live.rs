//! The positions of the games being played, which the analysis board's engine must not look at:
//! a wing that hears every move the game core announces, and reads the running games once when
//! the service opens. A position is guarded for a player when it is near (`crate::study`'s
//! likeness: the same position, rotated 180°, mirrored with the colours exchanged, or differing
//! by a stone or two) the position of a running game they sit in — against anyone, the computer
//! too — or of a running rated game between two players, whoever asks.
//!
//! Each request compares one fingerprint with every running game's: a few word operations per
//! game and symmetry, so a thousand running games cost microseconds (measured in the closing
//! note of the analysis board).

use crate::hex::Game;
use crate::service::events::{Wing, WingFuture};
use crate::service::ids::{GameId, UserId};
use crate::service::state::State;
use crate::store::{GameRecord, GameStatus, Store};
use crate::study::{NEAR_STONES, Position, nearness_to_forms};
use std::collections::HashMap;
use std::sync::Mutex as StdMutex;

/// The fewest stones a running game's position has before it is guarded: the first stones of
/// every game are the openings everyone studies (the swap map, the opening explorer), and a
/// position of one or two stones is near every other.
pub(in crate::service) const MIN_GUARDED_STONES: usize = 3;

/// A running game as the guard keeps it.
struct Watched {
    print: Position,
    /// Its human players.
    players: [Option<UserId>; 2],
    /// Guarded for everyone: a rated game between two players.
    for_all: bool,
}

/// The running games' positions (see the module's note).
#[derive(Default)]
pub(in crate::service) struct LivePositions {
    // A std Mutex, never held across an await: updated under a game's lock on every move.
    games: StdMutex<HashMap<GameId, Watched>>,
}

impl LivePositions {
    /// Reads the running games of the store (every shard's, once: their later moves are heard
    /// as they are played here). A game already heard of is newer than the store's snapshot.
    pub(in crate::service) async fn load(&self, store: &Store) {
        match store.open_games().await {
            Ok(open) => {
                let mut games = self.lock();
                for stored in open.games {
                    if stored.record.status == GameStatus::Active
                        && stored.game.board().stone_count() >= MIN_GUARDED_STONES
                    {
                        games
                            .entry(stored.record.id)
                            .or_insert_with(|| watched(&stored.record, &stored.game));
                    }
                }
            }
            Err(e) => tracing::error!(error = %e, "the running games' positions did not load"),
        }
    }

    /// Whether the engine must not look at `game`'s position for `user`.
    pub(in crate::service) fn guards(&self, user: UserId, game: &Game) -> bool {
        let forms = Position::of(game).forms();
        self.lock().values().any(|w| {
            (w.for_all || w.players.contains(&Some(user)))
                && nearness_to_forms(&forms, &w.print)
                    .is_some_and(|near| near.differences <= NEAR_STONES)
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, Watched>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn watched(record: &GameRecord, game: &Game) -> Watched {
    let players = [record.red.user(), record.blue.user()];
    Watched {
        print: Position::of(game),
        players,
        for_all: record.rated && players.iter().all(Option::is_some),
    }
}

impl Wing for LivePositions {
    fn game_changed(&self, state: &State) {
        let mut games = self.lock();
        if state.status() == GameStatus::Active
            && !state.game.is_over()
            && state.game.board().stone_count() >= MIN_GUARDED_STONES
        {
            games.insert(state.id(), watched(&state.record, &state.game));
        } else {
            games.remove(&state.id());
        }
    }

    fn game_ended<'a>(
        &'a self,
        ended: &'a crate::service::events::GameEnded,
    ) -> WingFuture<'a, ()> {
        self.lock().remove(&ended.game);
        Box::pin(async {})
    }
}
