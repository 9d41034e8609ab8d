//! The service's view of storage: the few operations it needs, in its own record types, over the
//! store. Everything the service remembers goes through here, so it is the one place that knows
//! the store's API.

use super::command::{Level, TurnTimer};
use super::ids::{ChannelId, GameId, GuildId, Timestamp, UserId};
use crate::hex::{Color, Move, Settings};
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
    #[allow(dead_code)] // kept for the store
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
    /// Most recent first: opponent name and whether won.
    pub recent: Vec<(String, Option<bool>)>,
}

#[derive(Debug, thiserror::Error)]
pub(crate) enum DbError {
    /// Someone else took the ply first.
    #[error("another move took that ply first")]
    Race,
    /// The channel already has an open game.
    #[error("the channel already has an open game")]
    ChannelBusy,
    #[error("{0}")]
    Other(String),
}

/// Storage (in memory until the store lands).
pub(crate) struct Db {
    // A std Mutex: held for a few map operations, never across an await.
    games: Mutex<Vec<GameRec>>,
    #[allow(clippy::type_complexity)]
    ratings: Mutex<HashMap<(GuildId, UserId), (f64, u32, u32, String)>>,
}

impl Db {
    pub(crate) async fn open(_url: &str) -> Result<Self, DbError> {
        Ok(Self {
            games: Mutex::new(Vec::new()),
            ratings: Mutex::new(HashMap::new()),
        })
    }

    pub(crate) async fn close(&self) {}

    fn games(&self) -> std::sync::MutexGuard<'_, Vec<GameRec>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) async fn create(&self, mut rec: GameRec) -> Result<GameId, DbError> {
        let mut games = self.games();
        if games.iter().any(|g| {
            g.guild == rec.guild
                && g.channel == rec.channel
                && matches!(g.status, Status::Pending | Status::Active)
        }) {
            return Err(DbError::ChannelBusy);
        }
        rec.id = GameId(games.len() as i64 + 1);
        let id = rec.id;
        games.push(rec);
        Ok(id)
    }

    pub(crate) async fn load(&self, id: GameId) -> Result<Option<GameRec>, DbError> {
        Ok(self.games().iter().find(|g| g.id == id).cloned())
    }

    /// The pending or active game in a channel.
    pub(crate) async fn open_in_channel(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRec>, DbError> {
        Ok(self
            .games()
            .iter()
            .find(|g| {
                g.guild == guild
                    && g.channel == channel
                    && matches!(g.status, Status::Pending | Status::Active)
            })
            .cloned())
    }

    /// The most recent finished (or aborted) game in a channel.
    pub(crate) async fn last_finished_in_channel(
        &self,
        guild: GuildId,
        channel: ChannelId,
    ) -> Result<Option<GameRec>, DbError> {
        Ok(self
            .games()
            .iter()
            .rev()
            .find(|g| {
                g.guild == guild
                    && g.channel == channel
                    && matches!(g.status, Status::Finished | Status::Aborted)
            })
            .cloned())
    }

    pub(crate) async fn set_status(
        &self,
        id: GameId,
        status: Status,
        deadline: Option<Timestamp>,
        at: Timestamp,
    ) -> Result<(), DbError> {
        let mut games = self.games();
        let g = games
            .iter_mut()
            .find(|g| g.id == id)
            .ok_or_else(|| DbError::Other(format!("game {id} missing")))?;
        g.status = status;
        g.deadline = deadline;
        g.updated = at;
        Ok(())
    }

    pub(crate) async fn append(
        &self,
        id: GameId,
        ply: usize,
        mv: &MoveRec,
        deadline: Option<Timestamp>,
        rated: bool,
    ) -> Result<(), DbError> {
        let mut games = self.games();
        let g = games
            .iter_mut()
            .find(|g| g.id == id)
            .ok_or_else(|| DbError::Other(format!("game {id} missing")))?;
        if g.moves.len() != ply {
            return Err(DbError::Race);
        }
        g.moves.push(mv.clone());
        g.deadline = deadline;
        g.updated = mv.at;
        g.rated = rated;
        Ok(())
    }

    /// Ends a game (with its last move, if any) and updates ratings when rated, at once.
    pub(crate) async fn finish(
        &self,
        id: GameId,
        last: Option<(usize, MoveRec)>,
        status: Status,
        result: Option<(Color, Reason)>,
        rated: bool,
        at: Timestamp,
    ) -> Result<Vec<RatingChange>, DbError> {
        let mut games = self.games();
        let g = games
            .iter_mut()
            .find(|g| g.id == id)
            .ok_or_else(|| DbError::Other(format!("game {id} missing")))?;
        if let Some((ply, mv)) = last {
            if g.moves.len() != ply {
                return Err(DbError::Race);
            }
            g.moves.push(mv);
        }
        g.status = status;
        g.result = result;
        g.rated = rated;
        g.deadline = None;
        g.updated = at;
        let mut changes = Vec::new();
        if rated && let Some((winner, _)) = result {
            let g = g.clone();
            drop(games);
            let mut ratings = self.ratings.lock().unwrap_or_else(|e| e.into_inner());
            for (i, seat) in g.seats.iter().enumerate() {
                let Seat::Human { id: user, name } = seat else {
                    continue;
                };
                let user = *user;
                let won = (i == 0) == (winner == Color::Red);
                let e = ratings
                    .entry((g.guild, user))
                    .or_insert((1500.0, 0, 0, name.clone()));
                let before = e.0;
                e.0 += if won { 16.0 } else { -16.0 };
                if won {
                    e.1 += 1;
                } else {
                    e.2 += 1;
                }
                changes.push(RatingChange {
                    user,
                    before,
                    after: e.0,
                });
            }
        }
        Ok(changes)
    }

    /// Games with a deadline (to rebuild timers on start).
    pub(crate) async fn with_deadline(&self) -> Result<Vec<(GameId, Timestamp)>, DbError> {
        Ok(self
            .games()
            .iter()
            .filter_map(|g| g.deadline.map(|d| (g.id, d)))
            .collect())
    }

    /// Whether the user moved first in their last game against the computer in this guild.
    pub(crate) async fn last_ai_game_user_started(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<bool>, DbError> {
        Ok(self.games().iter().rev().find_map(|g| {
            let has_computer = g.seats.iter().any(|s| matches!(s, Seat::Computer(_)));
            let has_user = g.seats.iter().any(|s| s.user() == Some(user));
            (g.guild == guild && has_computer && has_user).then(|| g.seats[0].user() == Some(user))
        }))
    }

    pub(crate) async fn leaderboard(
        &self,
        guild: GuildId,
        offset: u32,
        limit: u32,
    ) -> Result<(Vec<RankRow>, u32), DbError> {
        let ratings = self.ratings.lock().unwrap_or_else(|e| e.into_inner());
        let mut rows: Vec<RankRow> = ratings
            .iter()
            .filter(|((g, _), _)| *g == guild)
            .map(|((_, u), (r, w, l, name))| RankRow {
                user: *u,
                name: name.clone(),
                rating: *r,
                provisional: w + l < 5,
                wins: *w,
                losses: *l,
            })
            .collect();
        rows.sort_by(|a, b| b.rating.total_cmp(&a.rating));
        let total = rows.len() as u32;
        Ok((
            rows.into_iter()
                .skip(offset as usize)
                .take(limit as usize)
                .collect(),
            total,
        ))
    }

    pub(crate) async fn profile(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<ProfileRec>, DbError> {
        let ratings = self.ratings.lock().unwrap_or_else(|e| e.into_inner());
        Ok(ratings.get(&(guild, user)).map(|(r, w, l, _)| ProfileRec {
            rating: *r,
            deviation: 350.0,
            provisional: w + l < 5,
            games: w + l,
            wins: *w,
            losses: *l,
            streak: 0,
            best_win: None,
            recent: Vec::new(),
        }))
    }
}
