//! Tournaments run by the bot (`/hex-tournament …`), a wing of the service ([`Tournaments`]):
//! sign-up, the start, each round paired by the format's own rules (the pure engine in
//! [`crate::tournament`]), each game in its own thread, forfeits, withdrawals, standings, the TRF
//! file and the final announcement.
//!
//! Everything a tournament is lives in the store, and every step is taken from what is stored:
//! [`Tournaments::advance`] builds the [`Event`] once and does what it says next (wait, pair the
//! next round, finish), each step a compare-and-set in the store, so a restart or a second
//! attempt never pairs a round twice; the event is kept from one pass to the next, the round just
//! paired added to it. A new game needs a thread, which only the front end can make: the wing
//! sends an [`crate::service::Outgoing`] with a [`ThreadRequest`], and the front end answers with
//! [`crate::service::Service::open_board`], which creates the board's game once (a second call
//! finds it) and hands it to the game core to be played. The wing hears of its games' ends as
//! the core announces them ([`crate::service::events::GameEnded`]) and moves its tournament on;
//! it knows its games, so another game's end costs it nothing.

mod boards;
pub(super) mod options;
mod picture;
mod run;
mod show;
mod signup;
mod web;
mod wing;

pub use options::{BoardRef, ThreadRequest, TournamentAction, TournamentOptions, limits};
pub use web::TournamentView;

use super::core::handle::Games;
use super::error::{Res, refuse};
use super::ids::{Actor, SharedClock};
use super::messages::{Arg, Key, Message};
use super::parts::Parts;
use super::persist::Db;
use super::shared::Seeds;
use super::slot::Outbox;
use crate::shards::Scope;
use crate::store::{
    BoardRecord, Forfeit, GameId, GameStatus, GuildId, NewTournament, Seat, StoredTournament,
    TournamentFormat, TournamentId, TournamentStatus, UserId,
};
use crate::tournament::{Board, BoardResult, Colour, Cycles, Entrant, Event, EventFormat, Pairing};
use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex};
use tokio::sync::Mutex as AsyncMutex;

/// The tournaments wing: what it needs of the service, and what it keeps.
pub(super) struct Tournaments {
    db: Db,
    clock: SharedClock,
    outbox: Outbox,
    seeds: Arc<Seeds>,
    /// The servers whose tournaments this process runs.
    scope: Scope,
    /// The game core, for the boards' games.
    games: Games,
    /// Held while a tournament is moved on (one at a time in this process).
    moving: AsyncMutex<()>,
    // A std Mutex, never held across an await: the games of this process's running
    // tournaments, with their tournament (read once on start, then kept as boards get their
    // games); `None` until read, and then a game's tournament is looked up in the store.
    boards: StdMutex<Option<HashMap<GameId, TournamentId>>>,
}

impl Tournaments {
    /// The wing of a service opening with `parts`, its boards' games played by `games`.
    pub(super) fn new(parts: &Parts, games: Games) -> Self {
        Self {
            db: parts.db.clone(),
            clock: parts.clock.clone(),
            outbox: parts.outbox.clone(),
            seeds: parts.seeds.clone(),
            scope: parts.config.scope,
            games,
            moving: AsyncMutex::new(()),
            boards: StdMutex::new(None),
        }
    }

    fn lock_boards(&self) -> std::sync::MutexGuard<'_, Option<HashMap<GameId, TournamentId>>> {
        self.boards.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Remembers that game `game` is a board of tournament `id` (once the games are known).
    fn board_made(&self, game: GameId, id: TournamentId) {
        if let Some(boards) = self.lock_boards().as_mut() {
            boards.insert(game, id);
        }
    }
}

/// The engine's format of a stored tournament.
pub(super) fn event_format(new: &NewTournament) -> EventFormat {
    match new.format {
        TournamentFormat::Swiss => EventFormat::Swiss {
            rounds: new.rounds,
            rules: new.rules,
        },
        TournamentFormat::RoundRobin => EventFormat::RoundRobin(Cycles::Single),
        TournamentFormat::DoubleRoundRobin => EventFormat::RoundRobin(Cycles::Double),
        TournamentFormat::Knockout => EventFormat::Knockout,
    }
}

/// The format's name in the reader's language.
pub(super) fn format_key(format: TournamentFormat) -> Key {
    match format {
        TournamentFormat::Swiss => Key::TournamentFormatSwiss,
        TournamentFormat::RoundRobin => Key::TournamentFormatRoundRobin,
        TournamentFormat::DoubleRoundRobin => Key::TournamentFormatDoubleRoundRobin,
        TournamentFormat::Knockout => Key::TournamentFormatKnockout,
    }
}

/// What decided a stored board: its forfeit, else its game's result (an aborted game, which
/// nobody won, scores for nobody).
fn board_result(board: &BoardRecord) -> BoardResult {
    if let Some(forfeit) = board.new.forfeit {
        return BoardResult::Forfeit(match forfeit {
            Forfeit::White => Some(Colour::White),
            Forfeit::Black => Some(Colour::Black),
            Forfeit::Nobody => None,
        });
    }
    match (board.game_status, board.winner) {
        // Red at the start is the board's White.
        (Some(GameStatus::Finished), Some(Seat::Red)) => BoardResult::Won(Colour::White),
        (Some(GameStatus::Finished), Some(Seat::Blue)) => BoardResult::Won(Colour::Black),
        (Some(GameStatus::Aborted | GameStatus::Finished), _) => BoardResult::Forfeit(None),
        _ => BoardResult::Pending,
    }
}

/// The pairing a stored board holds.
fn pairing(board: &BoardRecord) -> Pairing {
    match board.new.black {
        Some(black) => Pairing::Game {
            white: board.new.white,
            black,
        },
        None => Pairing::Bye(board.new.white),
    }
}

/// A started tournament as the engine sees it, with its players' names.
pub(super) struct Running {
    pub stored: StoredTournament,
    pub event: Event,
    /// By start number − 1: the user.
    pub users: Vec<UserId>,
}

impl Running {
    /// The user with start number `seed`.
    pub fn user(&self, seed: u32) -> Option<UserId> {
        self.users
            .get(usize::try_from(seed).ok()?.checked_sub(1)?)
            .copied()
    }

    /// Player `seed` as a message argument (a mention pings them where `ping`).
    pub fn player(&self, seed: u32, ping: bool) -> Arg {
        let name = self
            .event
            .entrant(seed)
            .map(|e| e.name.clone())
            .unwrap_or_default();
        match self.user(seed) {
            Some(user) if ping => Arg::Mention(user, name),
            Some(user) => Arg::User(user, name),
            None => Arg::Text(name),
        }
    }

    /// The start number of `user`.
    pub fn seed_of(&self, user: UserId) -> Option<u32> {
        self.users
            .iter()
            .position(|&u| u == user)
            .and_then(|i| u32::try_from(i + 1).ok())
    }

    /// Adds round `round`'s `boards`, just stored: the tournament as the store has it now.
    pub fn paired(&mut self, round: u32, boards: Vec<crate::store::NewBoard>) {
        self.stored.record.current_round = round;
        let index = round.saturating_sub(1) as usize;
        while self.event.rounds.len() <= index {
            self.event.rounds.push(Vec::new());
        }
        for new in boards {
            let board = BoardRecord {
                round,
                new,
                game: None,
                game_status: None,
                winner: None,
            };
            self.event.rounds[index].push(Board {
                pairing: pairing(&board),
                result: board_result(&board),
            });
            self.stored.boards.push(board);
        }
    }
}

impl Tournaments {
    /// Tournament `id` of `guild`, or the refusal naming it.
    pub(super) async fn tournament(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Res<StoredTournament> {
        match self.db.store().load_tournament(id).await? {
            Some(t) if t.record.new.guild == guild => Ok(t),
            _ => refuse(Message::new(Key::TournamentUnknown).arg("id", id.0)),
        }
    }

    /// The tournament a command names; else the channel's newest one taking players or
    /// running, or the one whose game is played in this thread, or the channel's last one that
    /// ended (its standings and file stay).
    pub(super) async fn named_or_here(
        &self,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Res<StoredTournament> {
        let (guild, channel) = (actor.guild, actor.channel);
        if let Some(id) = id {
            return self.tournament(guild, id).await;
        }
        let open = self
            .db
            .store()
            .tournaments_in(
                guild,
                &[TournamentStatus::Signup, TournamentStatus::Running],
            )
            .await?;
        if let Some(t) = open.into_iter().find(|t| t.new.channel == channel) {
            return self.tournament(guild, t.id).await;
        }
        if let Some(id) = self.db.store().tournament_of_thread(guild, channel).await? {
            return self.tournament(guild, id).await;
        }
        let ended = self
            .db
            .store()
            .tournaments_in(guild, &[TournamentStatus::Finished])
            .await?;
        match ended.into_iter().find(|t| t.new.channel == channel) {
            Some(t) => self.tournament(guild, t.id).await,
            None => refuse(Key::TournamentNoneHere),
        }
    }

    /// [`Self::named_or_here`] for a command only managers may give (create, start, cancel).
    pub(super) async fn managed(
        &self,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Res<StoredTournament> {
        if !actor.can_manage_guild {
            return refuse(Key::TournamentNeedsManager);
        }
        self.named_or_here(actor, id).await
    }

    /// A stored tournament as the engine sees it: entrants by start number (before the start,
    /// by sign-up), boards by round.
    pub(super) async fn running(&self, stored: StoredTournament) -> Running {
        let record = &stored.record;
        let mut entrants: Vec<_> = stored.entrants.iter().collect();
        entrants.sort_by_key(|e| (e.seed.unwrap_or(u32::MAX), e.joined_at, e.user));
        let mut users = Vec::with_capacity(entrants.len());
        let mut players = Vec::with_capacity(entrants.len());
        for e in entrants {
            users.push(e.user);
            players.push(Entrant {
                name: self.db.name(record.new.guild, e.user).await,
                rating: e
                    .rating
                    .map_or(0, |r| u16::try_from(r.clamp(0, 9999)).unwrap_or(0)),
                withdrawn_after: e.withdrawn_after,
            });
        }
        let mut rounds: Vec<Vec<Board>> = Vec::new();
        for b in &stored.boards {
            let index = b.round.saturating_sub(1) as usize;
            while rounds.len() <= index {
                rounds.push(Vec::new());
            }
            rounds[index].push(Board {
                pairing: pairing(b),
                result: board_result(b),
            });
        }
        let event = Event {
            name: record.new.name.clone(),
            format: event_format(&record.new),
            rated: record.new.rated,
            entrants: players,
            rounds,
        };
        Running {
            stored,
            event,
            users,
        }
    }
}
