//! What goes into the store and what comes out of it: plain Rust records, no SQL types.

use super::types::{
    ChannelId, GameId, GameStatus, GuildId, MadeBy, Player, ResultReason, Seat, Timestamp, UserId,
};
use crate::hex::{Color, Game, Move, Settings};
use crate::orientation::Orientation;
use std::time::Duration;

/// A game to create: a challenge waiting for its answer, or a game that starts at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// The guild (server) the game is played in.
    pub guild: GuildId,
    /// The channel the game was started from (the place it occupies, unless it has a thread).
    pub channel: ChannelId,
    /// The thread the game is played in, if any (then the thread is the place it occupies).
    pub thread: Option<ChannelId>,
    /// The seat that moves first (Red at the start).
    pub red: Player,
    /// The seat that moves second (Blue at the start).
    pub blue: Player,
    /// Who issued the challenge (for a challenge; `None` for a game against the computer).
    pub challenger: Option<UserId>,
    /// Board size, variant (Hex or Rex) and swap rule.
    pub settings: Settings,
    /// Time each turn has (`None`: no turn timer).
    pub turn_timer: Option<Duration>,
    /// [`GameStatus::Challenge`] or [`GameStatus::Active`]; anything else is refused.
    pub status: GameStatus,
    /// Whether the game counts for the guild's ratings when it ends.
    pub rated: bool,
    /// The seed for the computer's searches in this game.
    pub ai_seed: u64,
    /// When the game (or challenge) was created.
    pub created_at: Timestamp,
    /// The challenge's expiry, or the first turn's deadline.
    pub deadline: Option<Timestamp>,
    /// How the game's public pictures are turned.
    pub orientation: Orientation,
}

impl NewGame {
    /// The record of this game once the store has created it with `id`.
    pub fn record(&self, id: GameId) -> GameRecord {
        GameRecord {
            id,
            guild: self.guild,
            channel: self.channel,
            thread: self.thread,
            red: self.red,
            blue: self.blue,
            challenger: self.challenger,
            settings: self.settings,
            turn_timer: self.turn_timer,
            status: self.status,
            winner: None,
            winner_seat: None,
            reason: None,
            ai_seed: self.ai_seed,
            rated: self.rated,
            created_at: self.created_at,
            updated_at: self.created_at,
            deadline: self.deadline,
            orientation: self.orientation,
            assisted: false,
            clock_left: None,
            reminded_ply: None,
            board_message: None,
        }
    }
}

/// A stored game's row: who, where, which settings, where it stands. The moves are separate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The game's number, given by the store.
    pub id: GameId,
    /// The guild (server) the game is played in.
    pub guild: GuildId,
    /// The channel the game was started from (the place it occupies, unless it has a thread).
    pub channel: ChannelId,
    /// The thread the game is played in, if any (then the thread is the place it occupies).
    pub thread: Option<ChannelId>,
    /// The seat that moved first (held Red at the start).
    pub red: Player,
    /// The seat that moved second (held Blue at the start).
    pub blue: Player,
    /// Who issued the challenge (`None` for a game against the computer).
    pub challenger: Option<UserId>,
    /// Board size, variant (Hex or Rex) and swap rule.
    pub settings: Settings,
    /// Time each turn has (`None`: no turn timer).
    pub turn_timer: Option<Duration>,
    /// Where the game stands: challenge, active, finished, aborted, …
    pub status: GameStatus,
    /// The colour that won on the final board (after a seat swap, the Red seat holds Blue).
    pub winner: Option<Color>,
    /// The seat that won.
    pub winner_seat: Option<Seat>,
    /// Why the game ended, once it has.
    pub reason: Option<ResultReason>,
    /// The seed for the computer's searches in this game.
    pub ai_seed: u64,
    /// Whether the game counts for the guild's ratings when it ends.
    pub rated: bool,
    /// When the game (or challenge) was created.
    pub created_at: Timestamp,
    /// When the row last changed (a move, an answer, the end).
    pub updated_at: Timestamp,
    /// Turn deadline (active game) or expiry (challenge).
    pub deadline: Option<Timestamp>,
    /// How the game's public pictures are turned (chosen when it started).
    pub orientation: Orientation,
    /// Whether a player asked the computer for a hint during the game (`/hex hint`).
    pub assisted: bool,
    /// A day clock standing still (a player is on vacation): the time its player to move has
    /// left (`deadline` is `None` meanwhile). `None` while the clock runs.
    pub clock_left: Option<Duration>,
    /// The ply whose "a quarter of the clock left" reminder was sent.
    pub reminded_ply: Option<u32>,
    /// The message that shows the board publicly, and its channel, as a front end reported it
    /// last.
    pub board_message: Option<(ChannelId, u64)>,
}

impl GameRecord {
    /// The channel or thread the game occupies.
    pub fn place(&self) -> ChannelId {
        self.thread.unwrap_or(self.channel)
    }

    /// Who sits in `seat`.
    pub fn player(&self, seat: Seat) -> Player {
        match seat {
            Seat::Red => self.red,
            Seat::Blue => self.blue,
        }
    }

    /// The seat of a human user in this game, if they play in it.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        if self.red == Player::Human(user) {
            Some(Seat::Red)
        } else if self.blue == Player::Human(user) {
            Some(Seat::Blue)
        } else {
            None
        }
    }

    /// Who won, if anyone.
    pub fn winner_player(&self) -> Option<Player> {
        self.winner_seat.map(|s| self.player(s))
    }

    /// Whether both seats are human.
    pub fn is_two_player(&self) -> bool {
        !self.red.is_computer() && !self.blue.is_computer()
    }
}

/// One stored move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    /// 0 for the first move of the game.
    pub ply: u32,
    /// The move: a stone on a cell, the swap, or a resignation.
    pub mv: Move,
    /// The seat it was made for.
    pub seat: Seat,
    /// Whether the seat's player made it, or the computer on their behalf.
    pub made_by: MadeBy,
    /// When the move was made.
    pub at: Timestamp,
}

/// A move to append. `ply` is the ply the caller expects it to take (the number of moves it saw);
/// if another move took it first, the append fails with [`super::StoreError::MoveConflict`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewMove {
    /// The ply the move should take (0 for the first move of the game).
    pub ply: u32,
    /// The move: a stone on a cell, the swap, or a resignation.
    pub mv: Move,
    /// The seat it is made for (the seat whose turn it is).
    pub seat: Seat,
    /// Whether the seat's player made it, or the computer on their behalf.
    pub made_by: MadeBy,
    /// When the move was made.
    pub at: Timestamp,
    /// The next turn's deadline (`None`: no timer). Ignored by [`super::Store::finish_game`].
    pub deadline: Option<Timestamp>,
    /// The next turn's clock when it stands still (a player is on vacation): the time it has.
    pub clock_left: Option<Duration>,
}

/// A game loaded from the store: its row, its move list, and the position rebuilt through
/// [`Game::replay`].
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// The game's row.
    pub record: GameRecord,
    /// Its moves in order, ply 0 first.
    pub moves: Vec<MoveRecord>,
    /// The position the moves lead to, replayed through the rules.
    pub game: Game,
}

impl StoredGame {
    /// The seat whose turn it is (meaningless once the game is over).
    pub fn seat_to_move(&self) -> Seat {
        Seat::holding(self.game.to_move(), self.game.seats_swapped())
    }

    /// The player whose turn it is.
    pub fn player_to_move(&self) -> Player {
        self.record.player(self.seat_to_move())
    }

    /// The colour `seat` holds now.
    pub fn color_of(&self, seat: Seat) -> Color {
        seat.color(self.game.seats_swapped())
    }

    /// How many moves the computer made on behalf of the human in `seat`.
    pub fn computer_moves_for(&self, seat: Seat) -> usize {
        self.moves
            .iter()
            .filter(|m| m.seat == seat && m.made_by == MadeBy::Computer)
            .count()
    }
}

/// How a game ends, given to [`super::Store::finish_game`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finish {
    /// The colour that won on the board (`None` for an abort). The store turns it into a seat
    /// through the replayed game (seat swaps included).
    pub winner: Option<Color>,
    /// Why the game ends (connection, resignation, timeout or abort).
    pub reason: ResultReason,
    /// Update the guild's ratings (only meaningful when both seats are human and there is a
    /// winner; otherwise nothing is rated). The service decides (e.g. unrated when the computer
    /// made more than `service::TAKEOVER_LIMIT` moves for a player).
    pub rated: bool,
    /// When the game ends.
    pub at: Timestamp,
}

/// A Glicko-2 rating as stored.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating itself, on the usual Glicko scale (1500 for a new player).
    pub rating: f64,
    /// The rating deviation: how uncertain the rating is, on the same scale (350 for a new player).
    pub deviation: f64,
    /// The Glicko-2 volatility: how erratic the player's results are (0.06 for a new player).
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating: 1500, deviation 350, volatility 0.06.
    pub const INITIAL: Self = Self {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// What the leaderboard orders by: rating − 2·deviation.
    pub fn conservative(&self) -> f64 {
        self.rating - 2.0 * self.deviation
    }
}

impl Default for Rating {
    fn default() -> Self {
        Self::INITIAL
    }
}

/// Rated games needed before a player's rating is no longer marked provisional.
pub const PROVISIONAL_GAMES: u32 = 5;

/// A player's standing in one guild.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerRating {
    /// The guild the standing is in (ratings are per guild).
    pub guild: GuildId,
    /// The player.
    pub user: UserId,
    /// Their current rating.
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
    /// Rated games won.
    pub wins: u32,
    /// Rated games lost.
    pub losses: u32,
    /// > 0: wins in a row, < 0: losses in a row.
    pub streak: i32,
    /// When the rating last changed (the end of their last rated game).
    pub updated_at: Timestamp,
}

impl PlayerRating {
    /// A player with no rated game yet in `guild`.
    pub fn new(guild: GuildId, user: UserId) -> Self {
        Self {
            guild,
            user,
            rating: Rating::INITIAL,
            games: 0,
            wins: 0,
            losses: 0,
            streak: 0,
            updated_at: Timestamp(0),
        }
    }

    /// Fewer than [`PROVISIONAL_GAMES`] rated games.
    pub fn provisional(&self) -> bool {
        self.games < PROVISIONAL_GAMES
    }
}

/// One player's rating change from one finished rated game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    /// The player whose rating changed.
    pub user: UserId,
    /// The seat they played in that game.
    pub seat: Seat,
    /// Whether they won it.
    pub won: bool,
    /// Their rating before the game.
    pub before: Rating,
    /// Their rating after the game.
    pub after: Rating,
}

/// What finishing a game did.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    /// The game's row as it stands after finishing.
    pub record: GameRecord,
    /// Both players' rating changes (Red seat first) when the game was rated.
    pub rating_changes: Option<[RatingChange; 2]>,
    /// The human's change on the computer ladder, when a rated game against the computer ended
    /// by a connection or a resignation.
    pub computer_rating_change: Option<RatingChange>,
}

/// One line of a guild's leaderboard.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LeaderboardEntry {
    /// 1-based place.
    pub rank: u32,
    /// The player's standing: rating, games, wins, losses, streak.
    pub player: PlayerRating,
    /// rating − 2·deviation, what the board is ordered by.
    pub conservative: f64,
    /// Fewer than [`PROVISIONAL_GAMES`] rated games.
    pub provisional: bool,
}

/// The best win of a player: the highest-rated opponent beaten in a rated game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BestWin {
    /// The game the win came in.
    pub game: GameId,
    /// The opponent beaten.
    pub opponent: UserId,
    /// The opponent's rating before that game.
    pub opponent_rating: f64,
    /// When that game ended.
    pub at: Timestamp,
}

/// A user's profile in a guild.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// Their rating (a fresh one if they have no rated game yet).
    pub rating: PlayerRating,
    /// Fewer than [`PROVISIONAL_GAMES`] rated games.
    pub provisional: bool,
    /// Their place on the guild's leaderboard, if they are on it.
    pub rank: Option<u32>,
    /// The highest-rated opponent they beat in a rated game, if any.
    pub best_win: Option<BestWin>,
    /// Their standing on the guild's computer ladder (a fresh one if no rated game against the
    /// computer yet).
    pub computer: PlayerRating,
    /// Their place on the guild's computer ladder, if they are on it.
    pub computer_rank: Option<u32>,
    /// Finished games against the computer in this guild (rated or not), won and lost.
    pub computer_wins: u32,
    /// Finished games against the computer in this guild that they lost.
    pub computer_losses: u32,
}
