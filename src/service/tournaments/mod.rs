//! Tournaments run by the bot (`/hex tournament …`): sign-up, the start, each round paired by
//! the format's own rules (the pure engine in [`crate::tournament`]), each game in its own
//! thread, forfeits, withdrawals, standings, the TRF file and the final announcement.
//!
//! Everything a tournament is lives in the store, and every step is taken from what is stored:
//! [`Inner::advance`] rebuilds the [`Event`] and does what it says next (wait, pair the next
//! round, finish), each step a compare-and-set in the store, so a restart or a second attempt
//! never pairs a round twice. A new game needs a thread, which only the front end can make: the
//! service sends an [`Outgoing`] with a [`ThreadRequest`], and the front end answers with
//! [`crate::service::Service::open_board`], which creates the board's game once (a second call
//! finds it). A game that ends calls [`Inner::finish_game`], which moves its tournament on.

mod boards;
pub(super) mod options;
mod picture;
mod run;
mod show;
mod signup;
mod web;

pub use options::{BoardRef, ThreadRequest, TournamentAction, TournamentOptions, limits};
pub use web::WebTournament;

use super::error::{Res, refuse};
use super::inner::Inner;
use super::messages::{Arg, Key, Message};
use crate::store::{
    BoardRecord, Finish, Finished, Forfeit, GameId, GameStatus, GuildId, NewMove, Seat, StoreError,
    StoredTournament, TournamentFormat, TournamentId, TournamentStatus, UserId,
};
use crate::tournament::{Board, BoardResult, Colour, Cycles, Entrant, Event, EventFormat, Pairing};

/// The engine's format of a stored tournament.
pub(super) fn event_format(format: TournamentFormat, rounds: u32) -> EventFormat {
    match format {
        TournamentFormat::Swiss => EventFormat::Swiss { rounds },
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
}

impl Inner {
    /// Finishes game `id` in the store as `finish` says (with its last move), then moves on the
    /// tournament it belongs to, if any (a failure there is logged: the game's end stands).
    pub(super) async fn finish_game(
        &self,
        id: GameId,
        last: Option<&NewMove>,
        finish: &Finish,
    ) -> Result<Finished, StoreError> {
        let done = self.db.store().finish_game(id, last, finish).await?;
        self.game_changed(id);
        self.game_over_in_tournament(id).await;
        Ok(done)
    }

    /// Moves on the tournament of game `id`, if it has one.
    pub(super) async fn game_over_in_tournament(&self, id: GameId) {
        match self.db.store().tournament_of_game(id).await {
            Ok(Some((tournament, _, _))) => {
                if let Err(e) = self.advance(tournament, false).await {
                    tracing::error!(%tournament, "cannot move the tournament on: {e:?}");
                }
            }
            Ok(None) => {}
            Err(e) => tracing::error!(game = id.0, "cannot look up the game's tournament: {e}"),
        }
    }

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
        actor: &super::ids::Actor,
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
        actor: &super::ids::Actor,
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
            format: event_format(record.new.format, record.new.rounds),
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

impl Inner {
    /// A tournament command.
    pub(super) async fn tournament_command(
        &self,
        actor: &super::ids::Actor,
        action: TournamentAction,
    ) -> Res<super::reply::Reply> {
        match action {
            TournamentAction::Create(options) => self.create_tournament(actor, options).await,
            TournamentAction::Join(id) => self.join_tournament(actor, id).await,
            TournamentAction::Leave(id) => self.leave_tournament(actor, id).await,
            TournamentAction::Start(id) => self.start_tournament(actor, id).await,
            TournamentAction::Standings(id) => self.tournament_standings(actor, id).await,
            TournamentAction::Cancel(id) => self.cancel_tournament(actor, id).await,
            TournamentAction::Withdraw(id) => self.withdraw_from_tournament(actor, id).await,
            TournamentAction::Export(id) => self.export_tournament(actor, id).await,
        }
    }
}

impl Inner {
    /// Whether game `id` is a tournament's (its players may not cancel it: a resignation
    /// scores for the opponent).
    pub(crate) async fn in_tournament(&self, id: GameId) -> Res<bool> {
        Ok(self.db.store().tournament_of_game(id).await?.is_some())
    }
}

impl super::Service {
    /// The game of a tournament's board, made in `thread` — the thread the front end made for a
    /// [`ThreadRequest`]. The reply goes in the thread. A refusal (the board has its game
    /// already, the tournament was called off) means the thread is not needed.
    ///
    /// # Errors
    /// A [`super::ServiceError`] for failures that are not the player's doing.
    pub async fn open_board(
        &self,
        guild: GuildId,
        thread: crate::store::ChannelId,
        board: BoardRef,
    ) -> Result<super::reply::Reply, super::ServiceError> {
        match self.inner.open_board(guild, thread, board).await {
            Ok(reply) => Ok(reply),
            Err(super::error::Fail::Refused(message)) => Ok(super::reply::Reply {
                refused: true,
                ..super::reply::Reply::private(message)
            }),
            Err(super::error::Fail::Error(e)) => Err(e),
        }
    }

    /// Remembers which message of the front end's is tournament `id`'s announcement (the
    /// answer to its creation), so that it is edited as players join and leave by command.
    /// A tournament of another server is left alone.
    ///
    /// # Errors
    /// A [`super::ServiceError`] when the database fails.
    pub async fn set_tournament_announcement(
        &self,
        guild: GuildId,
        id: TournamentId,
        message: u64,
    ) -> Result<(), super::ServiceError> {
        let store = self.inner.db.store();
        match store.load_tournament(id).await {
            Ok(Some(t)) if t.record.new.guild == guild => {
                Ok(store.set_tournament_announcement(id, message).await?)
            }
            Ok(_) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }
}
