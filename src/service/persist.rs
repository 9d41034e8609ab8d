//! The service's view of storage: the few operations it needs, in its own record types, over
//! [`crate::store::Store`]. Everything the service remembers goes through here, so this is the one
//! place that knows the store's API.
//!
//! Games keep user ids, not names; the display name last seen in a command is kept in memory for
//! replies and stored (when it changes) so that names survive a restart. A person never seen is
//! shown by id.

use super::command::{Level, TurnTimer};
use super::ids::{ChannelId, GameId, GuildId, Timestamp, UserId};
use super::messages::{Arg, Key, Message, level_arg};
use crate::hex::{Color, Move, Settings};
use crate::store as st;
use std::collections::HashMap;
use std::sync::Mutex;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Seat {
    Human { id: UserId, name: String },
    Computer(Level),
}

impl Seat {
    pub(crate) fn user(&self) -> Option<UserId> {
        match self {
            Self::Human { id, .. } => Some(*id),
            Self::Computer(_) => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    Pending,
    Active,
    Finished,
    Aborted,
    Declined,
    Expired,
    Withdrawn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reason {
    Connection,
    Resignation,
    Timeout,
}

/// Who made a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum By {
    /// The player in the seat, themselves.
    Player,
    /// The computer, for the (absent) player in the seat.
    ComputerForPlayer,
    /// The computer in its own seat.
    Computer,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MoveRec {
    pub mv: Move,
    pub by: By,
    pub at: Timestamp,
}

/// A game as stored: `seats[0]` moved first (Red before any seat swap).
#[derive(Clone, Debug)]
pub(crate) struct GameRec {
    pub id: GameId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub seats: [Seat; 2],
    /// The user who made the challenge (two-player games).
    pub challenger: Option<UserId>,
    pub settings: Settings,
    pub timer: TurnTimer,
    pub status: Status,
    pub rated: bool,
    pub seed: u64,
    pub created: Timestamp,
    /// The last change of status or move.
    pub updated: Timestamp,
    pub deadline: Option<Timestamp>,
    pub result: Option<(Color, Reason)>,
    pub moves: Vec<MoveRec>,
}

/// A player's rating before and after a game.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RatingChange {
    pub user: UserId,
    pub before: f64,
    pub after: f64,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RankRow {
    pub rank: u32,
    pub user: UserId,
    pub name: String,
    pub rating: f64,
    pub provisional: bool,
    pub wins: u32,
    pub losses: u32,
}

/// A player's profile.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ProfileRec {
    pub rating: f64,
    pub deviation: f64,
    pub provisional: bool,
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub streak: i32,
    pub best_win: Option<(String, f64)>,
    /// Most recent first: opponent name and whether won (`None`: no winner).
    pub recent: Vec<(Arg, Option<bool>)>,
}

#[derive(Debug, thiserror::Error)]
pub(crate) enum DbError {
    /// Someone else took the ply first.
    #[error("another move took that ply first")]
    Race,
    /// The channel already has an open game.
    #[error("the channel already has an open game")]
    ChannelBusy,
    /// The game is not in the status the change needs (a lost race with a timer, say).
    #[error("{0}")]
    WrongStatus(String),
    #[error("{0}")]
    Other(String),
}

impl From<st::StoreError> for DbError {
    fn from(e: st::StoreError) -> Self {
        match e {
            st::StoreError::MoveConflict { .. } => Self::Race,
            st::StoreError::PlaceTaken { .. } => Self::ChannelBusy,
            e @ st::StoreError::WrongStatus { .. } => Self::WrongStatus(e.to_string()),
            e => Self::Other(e.to_string()),
        }
    }
}

/// Storage, and the display names (loaded on start, kept up to date).
pub(crate) struct Db {
    store: st::Store,
    // A std Mutex: a map look-up or insert, never held across an await.
    names: Mutex<HashMap<UserId, String>>,
}

fn level_of(l: st::ComputerLevel) -> Level {
    match l {
        st::ComputerLevel::Easy => Level::Easy,
        st::ComputerLevel::Medium => Level::Medium,
        st::ComputerLevel::Hard => Level::Hard,
    }
}

fn level_to(l: Level) -> st::ComputerLevel {
    match l {
        Level::Easy => st::ComputerLevel::Easy,
        Level::Medium => st::ComputerLevel::Medium,
        Level::Hard => st::ComputerLevel::Hard,
    }
}

fn status_of(s: st::GameStatus) -> Status {
    match s {
        st::GameStatus::Challenge => Status::Pending,
        st::GameStatus::Active => Status::Active,
        st::GameStatus::Finished => Status::Finished,
        st::GameStatus::Aborted => Status::Aborted,
        st::GameStatus::Declined => Status::Declined,
        st::GameStatus::Expired => Status::Expired,
        st::GameStatus::Withdrawn => Status::Withdrawn,
    }
}

fn status_to(s: Status) -> st::GameStatus {
    match s {
        Status::Pending => st::GameStatus::Challenge,
        Status::Active => st::GameStatus::Active,
        Status::Finished => st::GameStatus::Finished,
        Status::Aborted => st::GameStatus::Aborted,
        Status::Declined => st::GameStatus::Declined,
        Status::Expired => st::GameStatus::Expired,
        Status::Withdrawn => st::GameStatus::Withdrawn,
    }
}

fn seat_to(i: usize) -> st::Seat {
    if i == 0 {
        st::Seat::Red
    } else {
        st::Seat::Blue
    }
}

fn ts(t: Timestamp) -> st::Timestamp {
    st::Timestamp(t.0)
}

fn id_to(id: GameId) -> st::GameId {
    st::GameId(id.0)
}

impl Db {
    /// Opens the store and loads the stored display names.
    pub(crate) async fn open(url: &str) -> Result<Self, DbError> {
        let store = st::Store::open(url).await?;
        let names = store
            .user_names()
            .await?
            .into_iter()
            .map(|(u, n)| (UserId(u.0), n))
            .collect();
        Ok(Self {
            store,
            names: Mutex::new(names),
        })
    }

    /// The store itself, for queries this facade does not wrap (game records: `records.rs`).
    pub(crate) fn store(&self) -> &st::Store {
        &self.store
    }

    pub(crate) async fn close(&self) {
        self.store.close().await;
    }

    /// Remembers a display name for replies, and stores it when it is new or changed (so a
    /// known name costs no query). A failure to store it is logged, not passed on: a name is
    /// cosmetic and must not refuse a move.
    pub(crate) async fn remember(&self, user: UserId, name: &str, at: Timestamp) {
        let changed = {
            let mut names = self.names.lock().unwrap_or_else(|e| e.into_inner());
            let changed = names.get(&user).is_none_or(|n| n != name);
            if changed {
                names.insert(user, name.to_owned());
            }
            changed
        };
        if changed
            && let Err(e) = self
                .store
                .set_user_name(st::UserId(user.0), name, ts(at))
                .await
        {
            tracing::warn!(%user, "cannot store the display name: {e}");
        }
    }

    /// The display name last seen for `user`, else a neutral label with the id.
    pub(crate) fn name(&self, user: UserId) -> String {
        self.names
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&user)
            .cloned()
            .unwrap_or_else(|| format!("player {user}"))
    }

    fn player_to(seat: &Seat) -> st::Player {
        match seat {
            Seat::Human { id, .. } => st::Player::Human(st::UserId(id.0)),
            Seat::Computer(l) => st::Player::Computer(level_to(*l)),
        }
    }

    fn seat_of(&self, p: st::Player) -> Seat {
        match p {
            st::Player::Human(u) => Seat::Human {
                id: UserId(u.0),
                name: self.name(UserId(u.0)),
            },
            st::Player::Computer(l) => Seat::Computer(level_of(l)),
        }
    }

    fn rec_of(&self, g: st::StoredGame) -> GameRec {
        let r = g.record;
        let seats = [self.seat_of(r.red), self.seat_of(r.blue)];
        let moves = g
            .moves
            .iter()
            .map(|m| {
                let own = match m.seat {
                    st::Seat::Red => r.red,
                    st::Seat::Blue => r.blue,
                };
                let by = match (m.made_by, own.is_computer()) {
                    (st::MadeBy::Computer, _) => By::ComputerForPlayer,
                    (st::MadeBy::Player, true) => By::Computer,
                    (st::MadeBy::Player, false) => By::Player,
                };
                MoveRec {
                    mv: m.mv,
                    by,
                    at: Timestamp(m.at.0),
                }
            })
            .collect();
        let result = match (r.winner, r.reason) {
            (Some(w), Some(st::ResultReason::Connection)) => Some((w, Reason::Connection)),
            (Some(w), Some(st::ResultReason::Resignation)) => Some((w, Reason::Resignation)),
            (Some(w), Some(st::ResultReason::Timeout)) => Some((w, Reason::Timeout)),
            _ => None,
        };
        GameRec {
            id: GameId(r.id.0),
            guild: GuildId(r.guild.0),
            channel: ChannelId(r.place().0),
            seats,
            challenger: r.challenger.map(|u| UserId(u.0)),
            settings: r.settings,
            timer: r.turn_timer.map_or(TurnTimer::None, |d| {
                TurnTimer::from_secs(d.as_secs() as u32)
            }),
            status: status_of(r.status),
            rated: r.rated,
            seed: r.ai_seed,
            created: Timestamp(r.created_at.0),
            updated: Timestamp(r.updated_at.0),
            deadline: r.deadline.map(|t| Timestamp(t.0)),
            result,
            moves,
        }
    }

    /// Stores a new challenge or active game (its `id` is ignored) and returns its id.
    pub(crate) async fn create(&self, rec: GameRec) -> Result<GameId, DbError> {
        let new = st::NewGame {
            guild: st::GuildId(rec.guild.0),
            channel: st::ChannelId(rec.channel.0),
            thread: None,
            red: Self::player_to(&rec.seats[0]),
            blue: Self::player_to(&rec.seats[1]),
            challenger: rec.challenger.map(|u| st::UserId(u.0)),
            settings: rec.settings,
            turn_timer: rec.timer.duration(),
            status: status_to(rec.status),
            rated: rec.rated,
            ai_seed: rec.seed,
            created_at: ts(rec.created),
            deadline: rec.deadline.map(ts),
        };
        Ok(GameId(self.store.create_game(&new).await?.0))
    }

    pub(crate) async fn load(&self, id: GameId) -> Result<Option<GameRec>, DbError> {
        match self.store.load_game(id_to(id)).await {
            Ok(g) => Ok(Some(self.rec_of(g))),
            Err(st::StoreError::NotFound(_)) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// The pending or active game in a channel.
    pub(crate) async fn open_in_channel(
        &self,
        _guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRec>, DbError> {
        match self.store.open_game_in(st::ChannelId(channel.0)).await? {
            Some(r) => self.load(GameId(r.id.0)).await,
            None => Ok(None),
        }
    }

    /// The most recent finished (or aborted) game `user` played in a channel.
    pub(crate) async fn last_finished_in_channel(
        &self,
        guild: GuildId,
        channel: ChannelId,
        user: UserId,
    ) -> Result<Option<GameRec>, DbError> {
        let recent = self
            .store
            .recent_games(st::GuildId(guild.0), st::UserId(user.0), 20)
            .await?;
        let last = recent.into_iter().find(|r| {
            r.place().0 == channel.0
                && matches!(r.status, st::GameStatus::Finished | st::GameStatus::Aborted)
        });
        match last {
            Some(r) => self.load(GameId(r.id.0)).await,
            None => Ok(None),
        }
    }

    /// Moves a challenge on: accepted (active, with the first deadline) or ended.
    pub(crate) async fn set_status(
        &self,
        id: GameId,
        status: Status,
        deadline: Option<Timestamp>,
        at: Timestamp,
    ) -> Result<(), DbError> {
        match status {
            Status::Active => {
                self.store
                    .accept_challenge(id_to(id), ts(at), deadline.map(ts))
                    .await?;
            }
            s => {
                self.store
                    .end_challenge(id_to(id), status_to(s), ts(at))
                    .await?;
            }
        }
        Ok(())
    }

    /// Appends the move at `ply` for seat `seat`, with the next deadline.
    pub(crate) async fn append(
        &self,
        id: GameId,
        ply: usize,
        seat: usize,
        mv: &MoveRec,
        deadline: Option<Timestamp>,
    ) -> Result<(), DbError> {
        let new = new_move(ply, seat, mv, deadline);
        self.store.append_move(id_to(id), &new).await?;
        Ok(())
    }

    /// Ends an active game (with its last move, if any) and updates ratings when rated, at once.
    /// A `None` result aborts it.
    pub(crate) async fn finish(
        &self,
        id: GameId,
        last: Option<(usize, usize, MoveRec)>,
        result: Option<(Color, Reason)>,
        rated: bool,
        at: Timestamp,
    ) -> Result<Vec<RatingChange>, DbError> {
        let last = last.map(|(ply, seat, mv)| new_move(ply, seat, &mv, None));
        let finish = st::Finish {
            winner: result.map(|(w, _)| w),
            reason: match result {
                Some((_, Reason::Connection)) => st::ResultReason::Connection,
                Some((_, Reason::Resignation)) => st::ResultReason::Resignation,
                Some((_, Reason::Timeout)) => st::ResultReason::Timeout,
                None => st::ResultReason::Abort,
            },
            rated,
            at: ts(at),
        };
        let done = self
            .store
            .finish_game(id_to(id), last.as_ref(), &finish)
            .await?;
        Ok(done
            .rating_changes
            .map(|pair| {
                pair.iter()
                    .map(|c| RatingChange {
                        user: UserId(c.user.0),
                        before: c.before.rating,
                        after: c.after.rating,
                    })
                    .collect()
            })
            .unwrap_or_default())
    }

    /// Open games with a deadline, soonest first (to rebuild timers on start).
    pub(crate) async fn with_deadline(&self) -> Result<Vec<(GameId, Timestamp)>, DbError> {
        Ok(self
            .store
            .games_with_deadline()
            .await?
            .into_iter()
            .filter_map(|r| r.deadline.map(|d| (GameId(r.id.0), Timestamp(d.0))))
            .collect())
    }

    /// Whether the user moved first in their last game against the computer in this guild.
    pub(crate) async fn last_ai_game_user_started(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<bool>, DbError> {
        Ok(self
            .store
            .last_computer_game(st::GuildId(guild.0), st::UserId(user.0))
            .await?
            .map(|r| r.red == st::Player::Human(st::UserId(user.0))))
    }

    /// A page of the guild's leaderboard and the number of players on it.
    pub(crate) async fn leaderboard(
        &self,
        guild: GuildId,
        offset: u32,
        limit: u32,
    ) -> Result<(Vec<RankRow>, u32), DbError> {
        let g = st::GuildId(guild.0);
        let total = self.store.leaderboard_len(g).await?;
        let rows = self
            .store
            .leaderboard(g, offset, limit)
            .await?
            .into_iter()
            .map(|e| RankRow {
                rank: e.rank,
                user: UserId(e.player.user.0),
                name: self.name(UserId(e.player.user.0)),
                rating: e.player.rating.rating,
                provisional: e.provisional,
                wins: e.player.wins,
                losses: e.player.losses,
            })
            .collect();
        Ok((rows, total))
    }

    /// A user's profile, or `None` if they have played no game in this guild.
    pub(crate) async fn profile(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<ProfileRec>, DbError> {
        let (g, u) = (st::GuildId(guild.0), st::UserId(user.0));
        let p = self.store.profile(g, u).await?;
        let recent = self.store.recent_games(g, u, 5).await?;
        if p.rating.games == 0 && recent.is_empty() {
            return Ok(None);
        }
        let recent = recent
            .into_iter()
            .filter(|r| matches!(r.status, st::GameStatus::Finished))
            .map(|r| {
                let mine = r.seat_of(u);
                let other = mine.map_or(r.blue, |s| r.player(s.other()));
                let name = match self.seat_of(other) {
                    Seat::Human { id, name } => Arg::User(id, name),
                    Seat::Computer(l) => Message::new(Key::ComputerWithLevel)
                        .arg("level", level_arg(l))
                        .into(),
                };
                (name, r.winner_seat.zip(mine).map(|(w, m)| w == m))
            })
            .collect();
        Ok(Some(ProfileRec {
            rating: p.rating.rating.rating,
            deviation: p.rating.rating.deviation,
            provisional: p.provisional,
            games: p.rating.games,
            wins: p.rating.wins,
            losses: p.rating.losses,
            streak: p.rating.streak,
            best_win: p
                .best_win
                .map(|b| (self.name(UserId(b.opponent.0)), b.opponent_rating)),
            recent,
        }))
    }
}

fn new_move(ply: usize, seat: usize, mv: &MoveRec, deadline: Option<Timestamp>) -> st::NewMove {
    st::NewMove {
        ply: u32::try_from(ply).unwrap_or(u32::MAX),
        mv: mv.mv,
        seat: seat_to(seat),
        made_by: if mv.by == By::ComputerForPlayer {
            st::MadeBy::Computer
        } else {
            st::MadeBy::Player
        },
        at: ts(mv.at),
        deadline: deadline.map(ts),
    }
}
