//! The `Store`: a SQLite pool, the embedded migrations, and every query the service needs.

use super::error::StoreError;
use super::ratings;
use super::records::{
    BestWin, Finish, Finished, GameRecord, LeaderboardEntry, MoveRecord, NewGame, NewMove,
    PlayerRating, Profile, Rating, RatingChange, RatingHistoryEntry, StoredGame,
};
use super::types::{
    ChannelId, ComputerLevel, GameId, GameStatus, GuildId, MessageId, Player, ResultReason, Seat,
    Timestamp, UserId, color_name, parse_color,
};
use crate::hex::{BoardSize, Cell, Color, EndReason, Game, Move, Settings};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{FromRow, SqliteConnection};
use std::collections::HashMap;
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

/// The database used when `DATABASE_URL` is not set: `hexbot.db` in the working directory.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://hexbot.db";

/// How long a connection waits for another writer before failing with "database is locked".
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The games, their moves and the ratings, in one SQLite file. Cheap to clone (a pool handle).
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    // An async Mutex held for each write, across its awaits. SQLite admits one writer at a
    // time; a connection that finds the file locked sleeps in SQLite's busy handler (1, 2, 5,
    // 10… ms between tries), which under many concurrent games turns into latency spikes.
    // Queueing the writers of this process here hands the lock on without sleeping (the busy
    // timeout still covers other processes on the same file).
    gate: Arc<tokio::sync::Mutex<()>>,
}

/// The open games (challenges and active games) loaded on start; the ones that do not load are
/// reported apart, each error naming its game, so that one broken game does not stop the bot.
#[derive(Debug, Default)]
pub struct OpenGames {
    pub games: Vec<StoredGame>,
    pub corrupt: Vec<StoreError>,
}

// The column list of `games`, in `GameRow`'s order, for `concat!` into static SQL.
macro_rules! game_columns {
    () => {
        "id, guild_id, channel_id, thread_id, message_id, red_user_id, red_level, blue_user_id, \
         blue_level, challenger_id, size, variant, swap, turn_timer_secs, status, winner, \
         winner_seat, end_reason, ai_seed, rated, created_at, updated_at, deadline"
    };
}

#[derive(FromRow)]
struct GameRow {
    id: i64,
    guild_id: i64,
    channel_id: i64,
    thread_id: Option<i64>,
    message_id: Option<i64>,
    red_user_id: Option<i64>,
    red_level: Option<String>,
    blue_user_id: Option<i64>,
    blue_level: Option<String>,
    challenger_id: Option<i64>,
    size: i64,
    variant: String,
    swap: String,
    turn_timer_secs: Option<i64>,
    status: String,
    winner: Option<String>,
    winner_seat: Option<String>,
    end_reason: Option<String>,
    ai_seed: i64,
    rated: bool,
    created_at: i64,
    updated_at: i64,
    deadline: Option<i64>,
}

#[derive(FromRow)]
struct MoveRow {
    game_id: i64,
    ply: i64,
    mv: String,
    seat: String,
    made_by: String,
    made_at: i64,
}

#[derive(FromRow)]
struct RatingRow {
    guild_id: i64,
    user_id: i64,
    rating: f64,
    deviation: f64,
    volatility: f64,
    games: i64,
    wins: i64,
    losses: i64,
    streak: i64,
    updated_at: i64,
}

fn corrupt(game: GameId, detail: impl Into<String>) -> StoreError {
    StoreError::Corrupt {
        game,
        detail: detail.into(),
    }
}

fn player_from_db(
    game: GameId,
    seat: &str,
    user: Option<i64>,
    level: Option<&str>,
) -> Result<Player, StoreError> {
    match (user, level) {
        (Some(u), None) => Ok(Player::Human(UserId::from_db(u))),
        (None, Some(l)) => ComputerLevel::from_str(l)
            .map(Player::Computer)
            .map_err(|e| corrupt(game, format!("{seat} seat: {e}"))),
        _ => Err(corrupt(
            game,
            format!("{seat} seat is neither a user nor the computer"),
        )),
    }
}

fn player_to_db(p: Player) -> (Option<i64>, Option<&'static str>) {
    match p {
        Player::Human(u) => (Some(u.to_db()), None),
        Player::Computer(l) => (None, Some(l.name())),
    }
}

fn parse_field<T: FromStr>(game: GameId, what: &str, text: &str) -> Result<T, StoreError>
where
    T::Err: std::fmt::Display,
{
    text.parse::<T>()
        .map_err(|e| corrupt(game, format!("{what}: {e}")))
}

impl GameRow {
    fn into_record(self) -> Result<GameRecord, StoreError> {
        let id = GameId(self.id);
        let size = u32::try_from(self.size)
            .ok()
            .and_then(|n| BoardSize::new(n).ok())
            .ok_or_else(|| corrupt(id, format!("board size {} is not playable", self.size)))?;
        let settings = Settings {
            size,
            variant: parse_field(id, "variant", &self.variant)?,
            swap: parse_field(id, "swap rule", &self.swap)?,
        };
        let winner = match self.winner.as_deref() {
            None => None,
            Some(w) => Some(parse_color(w).ok_or_else(|| corrupt(id, format!("winner {w:?}")))?),
        };
        Ok(GameRecord {
            id,
            guild: GuildId::from_db(self.guild_id),
            channel: ChannelId::from_db(self.channel_id),
            thread: self.thread_id.map(ChannelId::from_db),
            message: self.message_id.map(MessageId::from_db),
            red: player_from_db(id, "red", self.red_user_id, self.red_level.as_deref())?,
            blue: player_from_db(id, "blue", self.blue_user_id, self.blue_level.as_deref())?,
            challenger: self.challenger_id.map(UserId::from_db),
            settings,
            turn_timer: self
                .turn_timer_secs
                .map(|s| Duration::from_secs(s.unsigned_abs())),
            status: parse_field(id, "status", &self.status)?,
            winner,
            winner_seat: self
                .winner_seat
                .as_deref()
                .map(|s| parse_field(id, "winner seat", s))
                .transpose()?,
            reason: self
                .end_reason
                .as_deref()
                .map(|s| parse_field(id, "end reason", s))
                .transpose()?,
            ai_seed: self.ai_seed as u64,
            rated: self.rated,
            created_at: Timestamp(self.created_at),
            updated_at: Timestamp(self.updated_at),
            deadline: self.deadline.map(Timestamp),
        })
    }
}

/// How a move is written in the `moves.mv` column.
fn move_to_db(mv: Move) -> String {
    match mv {
        Move::Place(c) => c.to_string(),
        Move::Swap => "swap".to_owned(),
        Move::Resign(Color::Red) => "resign-red".to_owned(),
        Move::Resign(Color::Blue) => "resign-blue".to_owned(),
    }
}

fn move_from_db(text: &str, size: BoardSize) -> Result<Move, String> {
    match text {
        "swap" => Ok(Move::Swap),
        "resign-red" => Ok(Move::Resign(Color::Red)),
        "resign-blue" => Ok(Move::Resign(Color::Blue)),
        _ => Cell::parse(text, size)
            .map(Move::Place)
            .map_err(|e| format!("move {text:?} does not parse: {e}")),
    }
}

impl MoveRow {
    fn into_record(self, size: BoardSize) -> Result<MoveRecord, StoreError> {
        let game = GameId(self.game_id);
        let ply = u32::try_from(self.ply).map_err(|_| corrupt(game, "negative ply"))?;
        let mv =
            move_from_db(&self.mv, size).map_err(|e| corrupt(game, format!("ply {ply}: {e}")))?;
        Ok(MoveRecord {
            ply,
            mv,
            seat: parse_field(game, "move seat", &self.seat)?,
            made_by: parse_field(game, "move maker", &self.made_by)?,
            at: Timestamp(self.made_at),
        })
    }
}

impl RatingRow {
    fn into_rating(self) -> PlayerRating {
        PlayerRating {
            guild: GuildId::from_db(self.guild_id),
            user: UserId::from_db(self.user_id),
            rating: Rating {
                rating: self.rating,
                deviation: self.deviation,
                volatility: self.volatility,
            },
            games: u32::try_from(self.games).unwrap_or(0),
            wins: u32::try_from(self.wins).unwrap_or(0),
            losses: u32::try_from(self.losses).unwrap_or(0),
            streak: i32::try_from(self.streak).unwrap_or(0),
            updated_at: Timestamp(self.updated_at),
        }
    }
}

/// Builds a game from its record and moves, through the rules; any inconsistency names the game.
fn rebuild(record: GameRecord, moves: Vec<MoveRecord>) -> Result<StoredGame, StoreError> {
    let id = record.id;
    for (i, m) in moves.iter().enumerate() {
        if m.ply as usize != i {
            return Err(corrupt(
                id,
                format!("move list has a gap: ply {} where {i} was expected", m.ply),
            ));
        }
    }
    let list: Vec<Move> = moves.iter().map(|m| m.mv).collect();
    let game = Game::replay(record.settings, &list)
        .map_err(|e| corrupt(id, format!("its moves do not replay: {e}")))?;
    Ok(StoredGame {
        record,
        moves,
        game,
    })
}

fn parse_move_rows(record: &GameRecord, rows: Vec<MoveRow>) -> Result<Vec<MoveRecord>, StoreError> {
    rows.into_iter()
        .map(|r| r.into_record(record.settings.size))
        .collect()
}

/// One game's moves packed by [`PACKED_MOVES`] into one text: `ply mv seat made_by made_at`
/// per move, moves separated by commas, in ply order.
fn parse_packed_moves(record: &GameRecord, packed: &str) -> Result<Vec<MoveRecord>, StoreError> {
    let id = record.id;
    packed
        .split(',')
        .map(|one| {
            let fields: Vec<&str> = one.split(' ').collect();
            let [ply, mv, seat, made_by, made_at] = fields[..] else {
                return Err(corrupt(id, format!("move row {one:?} does not parse")));
            };
            let row = MoveRow {
                game_id: id.0,
                ply: parse_field(id, "ply", ply)?,
                mv: mv.to_owned(),
                seat: seat.to_owned(),
                made_by: made_by.to_owned(),
                made_at: parse_field(id, "move time", made_at)?,
            };
            row.into_record(record.settings.size)
        })
        .collect()
}

/// Every open game's moves, one row per game (40 times fewer rows to decode than one per move,
/// which is what makes loading 10,000 games on start fast). `string_agg(... ORDER BY ...)` is
/// both PostgreSQL and SQLite (3.44+).
const PACKED_MOVES: &str = "SELECT m.game_id, string_agg(m.ply || ' ' || m.mv || ' ' || m.seat \
     || ' ' || m.made_by || ' ' || m.made_at, ',' ORDER BY m.ply) FROM moves m \
     JOIN games g ON g.id = m.game_id WHERE g.status IN ('challenge', 'active') GROUP BY m.game_id";

fn unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error()
        .is_some_and(|d| d.is_unique_violation())
}

fn to_i64(n: u32) -> i64 {
    i64::from(n)
}

impl Store {
    /// Opens (creating if missing) the SQLite database at `url` (`sqlite://path`, `sqlite::memory:`
    /// is refused by nothing but loses everything), turns on WAL, foreign keys and a busy
    /// timeout, and applies the embedded migrations from `migrations/` (a no-op when they are
    /// already applied).
    ///
    /// # Errors
    /// [`StoreError::Database`] if the URL is malformed, the file cannot be opened, or a migration
    /// fails (e.g. the file was migrated by a newer, different hexbot).
    pub async fn open(url: &str) -> Result<Self, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?;
        Self::open_with(options).await
    }

    /// [`Store::open`] for a file path.
    ///
    /// # Errors
    /// As [`Store::open`].
    pub async fn open_path(path: impl AsRef<Path>) -> Result<Self, StoreError> {
        Self::open_with(SqliteConnectOptions::new().filename(path)).await
    }

    /// The database URL from the `DATABASE_URL` environment variable, else
    /// [`DEFAULT_DATABASE_URL`].
    pub fn url_from_env() -> String {
        std::env::var("DATABASE_URL").unwrap_or_else(|_| DEFAULT_DATABASE_URL.to_owned())
    }

    async fn open_with(options: SqliteConnectOptions) -> Result<Self, StoreError> {
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: a commit is on disk before the reply is produced (WAL makes it cheap).
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT);
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        sqlx::migrate!().run(&pool).await?;
        Ok(Self {
            pool,
            gate: Arc::new(tokio::sync::Mutex::new(())),
        })
    }

    /// Closes the pool, waiting for the connections to finish (the WAL is checkpointed).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    // ---------------------------------------------------------------- games

    /// Stores a new challenge or active game and returns its id.
    ///
    /// # Errors
    /// [`StoreError::PlaceTaken`] if the channel (or thread) already has an open game;
    /// [`StoreError::Invalid`] if `new.status` is not `Challenge` or `Active`;
    /// [`StoreError::Database`].
    pub async fn create_game(&self, new: &NewGame) -> Result<GameId, StoreError> {
        if !new.status.is_open() {
            return Err(StoreError::Invalid(format!(
                "a new game must be a challenge or active, not {}",
                new.status.name()
            )));
        }
        let place = new.thread.unwrap_or(new.channel);
        let (red_user, red_level) = player_to_db(new.red);
        let (blue_user, blue_level) = player_to_db(new.blue);
        let timer = new
            .turn_timer
            .map(|d| i64::try_from(d.as_secs().max(1)).unwrap_or(i64::MAX));
        let _gate = self.gate.lock().await;
        let result = sqlx::query_scalar::<_, i64>(
            "INSERT INTO games (guild_id, channel_id, thread_id, place_id, message_id, \
             red_user_id, red_level, blue_user_id, blue_level, challenger_id, size, variant, swap, \
             turn_timer_secs, status, ai_seed, rated, created_at, updated_at, deadline) \
             VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(new.guild.to_db())
        .bind(new.channel.to_db())
        .bind(new.thread.map(ChannelId::to_db))
        .bind(place.to_db())
        .bind(red_user)
        .bind(red_level)
        .bind(blue_user)
        .bind(blue_level)
        .bind(new.challenger.map(UserId::to_db))
        .bind(i64::from(new.settings.size.get()))
        .bind(new.settings.variant.name())
        .bind(new.settings.swap.name())
        .bind(timer)
        .bind(new.status.name())
        .bind(new.ai_seed as i64)
        .bind(new.rated)
        .bind(new.created_at.0)
        .bind(new.created_at.0)
        .bind(new.deadline.map(|t| t.0))
        .fetch_one(&self.pool)
        .await;
        match result {
            Ok(id) => Ok(GameId(id)),
            Err(e) if unique_violation(&e) => Err(StoreError::PlaceTaken { place }),
            Err(e) => Err(e.into()),
        }
    }

    /// A game's row, without its moves.
    ///
    /// # Errors
    /// [`StoreError::NotFound`], [`StoreError::Corrupt`] if the row does not parse,
    /// [`StoreError::Database`].
    pub async fn record(&self, id: GameId) -> Result<GameRecord, StoreError> {
        let mut conn = self.pool.acquire().await?;
        fetch_record(&mut conn, id).await
    }

    /// Loads a game and rebuilds it through [`Game::replay`].
    ///
    /// # Errors
    /// [`StoreError::NotFound`]; [`StoreError::Corrupt`] naming the game when its row or moves do
    /// not parse or do not replay; [`StoreError::Database`].
    pub async fn load_game(&self, id: GameId) -> Result<StoredGame, StoreError> {
        let mut conn = self.pool.acquire().await?;
        load_in(&mut conn, id).await
    }

    /// Every open game (challenges and active games), each rebuilt through the rules: what the
    /// service loads on start. Games that do not load are listed in [`OpenGames::corrupt`].
    ///
    /// # Errors
    /// [`StoreError::Database`] only.
    pub async fn open_games(&self) -> Result<OpenGames, StoreError> {
        // One read transaction: the games and their moves come from the same snapshot.
        let mut conn = self.pool.begin().await?;
        let rows = sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE status IN ('challenge', 'active') ORDER BY id"
        ))
        .fetch_all(&mut *conn)
        .await?;
        let mut packed: HashMap<i64, String> = sqlx::query_as::<_, (i64, String)>(PACKED_MOVES)
            .fetch_all(&mut *conn)
            .await?
            .into_iter()
            .collect();
        conn.commit().await?;
        let mut out = OpenGames::default();
        for row in rows {
            let moves = packed.remove(&row.id);
            let loaded = row.into_record().and_then(|r| {
                let moves = match moves {
                    Some(text) => parse_packed_moves(&r, &text)?,
                    None => Vec::new(),
                };
                rebuild(r, moves)
            });
            match loaded {
                Ok(g) => out.games.push(g),
                Err(e) => out.corrupt.push(e),
            }
        }
        Ok(out)
    }

    /// The open game (challenge or active) in a channel or thread, if any. `place` is the thread
    /// if the command came from one, else the channel.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::Database`].
    pub async fn open_game_in(&self, place: ChannelId) -> Result<Option<GameRecord>, StoreError> {
        let row = sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE place_id = ? AND status IN ('challenge', 'active')"
        ))
        .bind(place.to_db())
        .fetch_optional(&self.pool)
        .await?;
        row.map(GameRow::into_record).transpose()
    }

    /// A game's move list (for export), parsed but not replayed.
    ///
    /// # Errors
    /// [`StoreError::NotFound`], [`StoreError::Corrupt`], [`StoreError::Database`].
    pub async fn moves(&self, id: GameId) -> Result<Vec<MoveRecord>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let record = fetch_record(&mut conn, id).await?;
        let rows = fetch_move_rows(&mut conn, id).await?;
        parse_move_rows(&record, rows)
    }

    /// Appends a move at the ply the caller expects (optimistic concurrency), and sets the game's
    /// next turn deadline. Either all of it is stored or nothing.
    ///
    /// The store checks the ply and the status, not the legality of the move: the service plays
    /// it on the replayed [`Game`] first.
    ///
    /// # Errors
    /// [`StoreError::MoveConflict`] if another move already took that ply (someone moved first);
    /// [`StoreError::WrongStatus`] if the game is not active; [`StoreError::NotFound`];
    /// [`StoreError::Database`].
    pub async fn append_move(&self, id: GameId, mv: &NewMove) -> Result<(), StoreError> {
        // IMMEDIATE: take the write lock before reading the ply, so that two appends cannot both
        // read the same ply (the busy timeout queues them instead).
        let _gate = self.gate.lock().await;
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let record = fetch_record(&mut tx, id).await?;
        if record.status != GameStatus::Active {
            return Err(StoreError::wrong_status(id, record.status, "active"));
        }
        insert_move(&mut tx, id, mv).await?;
        sqlx::query("UPDATE games SET updated_at = ?, deadline = ? WHERE id = ?")
            .bind(mv.at.0)
            .bind(mv.deadline.map(|t| t.0))
            .bind(id.0)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Finishes (or aborts) an active game in one transaction: appends its last move if given
    /// (at the expected ply), records the result, and — for a rated game between two humans with a
    /// winner — updates both players' Glicko-2 ratings in the guild and their rating history.
    /// A failure at any step leaves nothing changed.
    ///
    /// The winner colour is turned into a seat through the replayed game (seat swaps included);
    /// for a connection or resignation the replayed game must agree with it. A `None` winner (or
    /// [`ResultReason::Abort`]) marks the game aborted and unrated.
    ///
    /// # Errors
    /// [`StoreError::MoveConflict`] for the last move as for [`Store::append_move`];
    /// [`StoreError::WrongStatus`] if the game is not active; [`StoreError::Invalid`] if the
    /// result disagrees with the moves; [`StoreError::Corrupt`]; [`StoreError::NotFound`];
    /// [`StoreError::Database`].
    pub async fn finish_game(
        &self,
        id: GameId,
        last_move: Option<&NewMove>,
        finish: &Finish,
    ) -> Result<Finished, StoreError> {
        let _gate = self.gate.lock().await;
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let record = fetch_record(&mut tx, id).await?;
        if record.status != GameStatus::Active {
            return Err(StoreError::wrong_status(id, record.status, "active"));
        }
        if let Some(mv) = last_move {
            insert_move(&mut tx, id, mv).await?;
        }
        let rows = fetch_move_rows(&mut tx, id).await?;
        let moves = parse_move_rows(&record, rows)?;
        let stored = rebuild(record, moves)?;
        let aborted = finish.reason == ResultReason::Abort || finish.winner.is_none();
        let winner = if aborted { None } else { finish.winner };
        if let (Some(w), ResultReason::Connection | ResultReason::Resignation) =
            (winner, finish.reason)
        {
            let expected = match finish.reason {
                ResultReason::Connection => EndReason::Connection,
                _ => EndReason::Resignation,
            };
            match stored.game.outcome() {
                Some(o) if o.winner == w && o.reason == expected => {}
                _ => {
                    return Err(StoreError::Invalid(format!(
                        "game {id}: the moves do not end in a {} by {}",
                        finish.reason.name(),
                        color_name(w)
                    )));
                }
            }
        }
        let winner_seat = winner.map(|w| Seat::holding(w, stored.game.seats_swapped()));
        let rated_users = match (stored.record.red, stored.record.blue, winner_seat) {
            (Player::Human(r), Player::Human(b), Some(ws)) if finish.rated && r != b => {
                Some((r, b, ws))
            }
            _ => None,
        };
        let status = if aborted {
            GameStatus::Aborted
        } else {
            GameStatus::Finished
        };
        sqlx::query(
            "UPDATE games SET status = ?, winner = ?, winner_seat = ?, end_reason = ?, rated = ?, \
             updated_at = ?, deadline = NULL WHERE id = ?",
        )
        .bind(status.name())
        .bind(winner.map(color_name))
        .bind(winner_seat.map(Seat::name))
        .bind(finish.reason.name())
        .bind(rated_users.is_some())
        .bind(finish.at.0)
        .bind(id.0)
        .execute(&mut *tx)
        .await?;
        let mut rating_changes = None;
        if let Some((red_user, blue_user, winner_seat)) = rated_users {
            let guild = stored.record.guild;
            let red = fetch_rating(&mut tx, guild, red_user).await?;
            let blue = fetch_rating(&mut tx, guild, blue_user).await?;
            let red_won = winner_seat == Seat::Red;
            let (red_after, blue_after) = ratings::rate(red.rating, blue.rating, red_won);
            let red_change = RatingChange {
                user: red_user,
                seat: Seat::Red,
                won: red_won,
                before: red.rating,
                after: red_after,
            };
            let blue_change = RatingChange {
                user: blue_user,
                seat: Seat::Blue,
                won: !red_won,
                before: blue.rating,
                after: blue_after,
            };
            for (me, change, opponent) in [(red, red_change, blue), (blue, blue_change, red)] {
                store_rating(&mut tx, id, &me, &change, &opponent, finish.at).await?;
            }
            rating_changes = Some([red_change, blue_change]);
        }
        let record = fetch_record(&mut tx, id).await?;
        tx.commit().await?;
        Ok(Finished {
            record,
            rating_changes,
        })
    }

    /// Accepts a challenge: it becomes an active game with the first turn's deadline.
    ///
    /// # Errors
    /// [`StoreError::WrongStatus`] if it is no longer a pending challenge (declined, expired,
    /// withdrawn or already accepted); [`StoreError::NotFound`]; [`StoreError::Database`].
    pub async fn accept_challenge(
        &self,
        id: GameId,
        at: Timestamp,
        deadline: Option<Timestamp>,
    ) -> Result<GameRecord, StoreError> {
        self.transition(id, GameStatus::Challenge, GameStatus::Active, at, deadline)
            .await
    }

    /// Ends a pending challenge as declined, expired or withdrawn.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for another status; [`StoreError::WrongStatus`] if it is no longer
    /// a pending challenge; [`StoreError::NotFound`]; [`StoreError::Database`].
    pub async fn end_challenge(
        &self,
        id: GameId,
        status: GameStatus,
        at: Timestamp,
    ) -> Result<GameRecord, StoreError> {
        if !matches!(
            status,
            GameStatus::Declined | GameStatus::Expired | GameStatus::Withdrawn
        ) {
            return Err(StoreError::Invalid(format!(
                "a challenge cannot end as {}",
                status.name()
            )));
        }
        self.transition(id, GameStatus::Challenge, status, at, None)
            .await
    }

    async fn transition(
        &self,
        id: GameId,
        from: GameStatus,
        to: GameStatus,
        at: Timestamp,
        deadline: Option<Timestamp>,
    ) -> Result<GameRecord, StoreError> {
        let _gate = self.gate.lock().await;
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let record = fetch_record(&mut tx, id).await?;
        if record.status != from {
            return Err(StoreError::wrong_status(id, record.status, from.name()));
        }
        sqlx::query("UPDATE games SET status = ?, updated_at = ?, deadline = ? WHERE id = ?")
            .bind(to.name())
            .bind(at.0)
            .bind(deadline.map(|t| t.0))
            .bind(id.0)
            .execute(&mut *tx)
            .await?;
        let record = fetch_record(&mut tx, id).await?;
        tx.commit().await?;
        Ok(record)
    }

    /// Sets (or clears) an open game's deadline: turn deadline or challenge expiry.
    ///
    /// # Errors
    /// [`StoreError::NotFound`], [`StoreError::Database`].
    pub async fn set_deadline(
        &self,
        id: GameId,
        deadline: Option<Timestamp>,
    ) -> Result<(), StoreError> {
        let _gate = self.gate.lock().await;
        let done = sqlx::query("UPDATE games SET deadline = ? WHERE id = ?")
            .bind(deadline.map(|t| t.0))
            .bind(id.0)
            .execute(&self.pool)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound(id));
        }
        Ok(())
    }

    /// Remembers the game's board message (so buttons and edits work after a restart).
    ///
    /// # Errors
    /// [`StoreError::NotFound`], [`StoreError::Database`].
    pub async fn set_message(&self, id: GameId, message: MessageId) -> Result<(), StoreError> {
        let _gate = self.gate.lock().await;
        let done = sqlx::query("UPDATE games SET message_id = ? WHERE id = ?")
            .bind(message.to_db())
            .bind(id.0)
            .execute(&self.pool)
            .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound(id));
        }
        Ok(())
    }

    // ---------------------------------------------------------------- names

    /// Stores `name` as the display name of `user` seen at `at`; an older sighting than the one
    /// stored does not overwrite it (so racing updates keep the newest name).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_user_name(
        &self,
        user: UserId,
        name: &str,
        at: Timestamp,
    ) -> Result<(), StoreError> {
        let _gate = self.gate.lock().await;
        sqlx::query(
            "INSERT INTO user_names (user_id, name, updated_at) VALUES (?, ?, ?) \
             ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, \
             updated_at = excluded.updated_at WHERE excluded.updated_at >= user_names.updated_at",
        )
        .bind(user.to_db())
        .bind(name)
        .bind(at.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Every stored display name (what the service loads on start).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn user_names(&self) -> Result<Vec<(UserId, String)>, StoreError> {
        let rows = sqlx::query_as::<_, (i64, String)>("SELECT user_id, name FROM user_names")
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .map(|(u, n)| (UserId::from_db(u), n))
            .collect())
    }

    // ---------------------------------------------------------------- queries

    /// Open games with a deadline (turn deadlines and challenge expiries), soonest first: what
    /// the service re-arms its timers from on start.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::Database`].
    pub async fn games_with_deadline(&self) -> Result<Vec<GameRecord>, StoreError> {
        fetch_records(
            sqlx::query_as::<_, GameRow>(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE status IN ('challenge', 'active') AND deadline IS NOT NULL \
                 ORDER BY deadline, id"
            ))
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// Pending challenges, oldest first.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::Database`].
    pub async fn pending_challenges(&self) -> Result<Vec<GameRecord>, StoreError> {
        fetch_records(
            sqlx::query_as::<_, GameRow>(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE status = 'challenge' ORDER BY created_at, id"
            ))
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// Pending challenges whose expiry is at or before `now` (still marked pending: the service
    /// ends them with [`Store::end_challenge`]).
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::Database`].
    pub async fn expired_challenges(&self, now: Timestamp) -> Result<Vec<GameRecord>, StoreError> {
        fetch_records(
            sqlx::query_as::<_, GameRow>(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE status = 'challenge' AND deadline IS NOT NULL \
                 AND deadline <= ? ORDER BY deadline, id"
            ))
            .bind(now.0)
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// A user's most recent games in a guild (any status but a pending challenge), newest first.
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::Database`].
    pub async fn recent_games(
        &self,
        guild: GuildId,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<GameRecord>, StoreError> {
        fetch_records(
            sqlx::query_as::<_, GameRow>(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE guild_id = ? AND (red_user_id = ? OR blue_user_id = ?) \
                 AND status IN ('active', 'finished', 'aborted') \
                 ORDER BY updated_at DESC, id DESC LIMIT ?"
            ))
            .bind(guild.to_db())
            .bind(user.to_db())
            .bind(user.to_db())
            .bind(to_i64(limit))
            .fetch_all(&self.pool)
            .await?,
        )
    }

    /// The user's latest game against the computer in this guild (that was played, not just
    /// offered), for "first move: alternate".
    ///
    /// # Errors
    /// [`StoreError::Corrupt`], [`StoreError::Database`].
    pub async fn last_computer_game(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<GameRecord>, StoreError> {
        let row = sqlx::query_as::<_, GameRow>(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE guild_id = ? \
             AND ((red_user_id = ? AND blue_level IS NOT NULL) \
               OR (blue_user_id = ? AND red_level IS NOT NULL)) \
             AND status IN ('active', 'finished', 'aborted') \
             ORDER BY created_at DESC, id DESC LIMIT 1"
        ))
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(user.to_db())
        .fetch_optional(&self.pool)
        .await?;
        row.map(GameRow::into_record).transpose()
    }

    /// How many moves the computer made on behalf of the player in `seat` of a game.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn computer_moves_for(&self, id: GameId, seat: Seat) -> Result<u32, StoreError> {
        let n = sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM moves WHERE game_id = ? AND seat = ? AND made_by = 'computer'",
        )
        .bind(id.0)
        .bind(seat.name())
        .fetch_one(&self.pool)
        .await?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }

    // ---------------------------------------------------------------- ratings

    /// A user's rating in a guild (a fresh one if they have no rated game there).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn rating(&self, guild: GuildId, user: UserId) -> Result<PlayerRating, StoreError> {
        let mut conn = self.pool.acquire().await?;
        fetch_rating(&mut conn, guild, user).await
    }

    /// Number of players on a guild's leaderboard (for paging).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn leaderboard_len(&self, guild: GuildId) -> Result<u32, StoreError> {
        let n = sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM ratings WHERE guild_id = ?")
            .bind(guild.to_db())
            .fetch_one(&self.pool)
            .await?;
        Ok(u32::try_from(n).unwrap_or(u32::MAX))
    }

    /// A page of a guild's leaderboard: players with a rated game, ordered by conservative rating
    /// (rating − 2·deviation), then more games, then user id; provisional under
    /// [`super::PROVISIONAL_GAMES`] rated games.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn leaderboard(
        &self,
        guild: GuildId,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<LeaderboardEntry>, StoreError> {
        let rows = sqlx::query_as::<_, RatingRow>(
            "SELECT guild_id, user_id, rating, deviation, volatility, games, wins, losses, streak, \
             updated_at FROM ratings WHERE guild_id = ? \
             ORDER BY rating - 2 * deviation DESC, games DESC, user_id ASC LIMIT ? OFFSET ?",
        )
        .bind(guild.to_db())
        .bind(to_i64(limit))
        .bind(to_i64(offset))
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .enumerate()
            .map(|(i, r)| {
                let player = r.into_rating();
                LeaderboardEntry {
                    rank: offset + u32::try_from(i).unwrap_or(u32::MAX - offset) + 1,
                    conservative: player.rating.conservative(),
                    provisional: player.provisional(),
                    player,
                }
            })
            .collect())
    }

    /// A user's profile in a guild: rating, record, streak, place, best win, and their record
    /// against the computer.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn profile(&self, guild: GuildId, user: UserId) -> Result<Profile, StoreError> {
        let mut conn = self.pool.acquire().await?;
        let rating = fetch_rating(&mut conn, guild, user).await?;
        let rank = if rating.games == 0 {
            None
        } else {
            let ahead = sqlx::query_scalar::<_, i64>(
                "SELECT COUNT(*) FROM ratings o, ratings me \
                 WHERE me.guild_id = ? AND me.user_id = ? AND o.guild_id = me.guild_id AND ( \
                   o.rating - 2 * o.deviation > me.rating - 2 * me.deviation \
                   OR (o.rating - 2 * o.deviation = me.rating - 2 * me.deviation AND ( \
                     o.games > me.games OR (o.games = me.games AND o.user_id < me.user_id))))",
            )
            .bind(guild.to_db())
            .bind(user.to_db())
            .fetch_one(&mut *conn)
            .await?;
            Some(u32::try_from(ahead).unwrap_or(u32::MAX - 1) + 1)
        };
        let best = sqlx::query_as::<_, (i64, i64, f64, i64)>(
            "SELECT game_id, opponent_id, opponent_rating, at FROM rating_history \
             WHERE guild_id = ? AND user_id = ? AND won = TRUE \
             ORDER BY opponent_rating DESC, at ASC LIMIT 1",
        )
        .bind(guild.to_db())
        .bind(user.to_db())
        .fetch_optional(&mut *conn)
        .await?;
        let (computer_wins, computer_losses) = sqlx::query_as::<_, (i64, i64)>(
            "SELECT \
               COALESCE(SUM(CASE WHEN (red_user_id = ? AND winner_seat = 'red') \
                 OR (blue_user_id = ? AND winner_seat = 'blue') THEN 1 ELSE 0 END), 0), \
               COALESCE(SUM(CASE WHEN (red_user_id = ? AND winner_seat = 'blue') \
                 OR (blue_user_id = ? AND winner_seat = 'red') THEN 1 ELSE 0 END), 0) \
             FROM games WHERE guild_id = ? AND status = 'finished' \
             AND ((red_user_id = ? AND blue_level IS NOT NULL) \
               OR (blue_user_id = ? AND red_level IS NOT NULL))",
        )
        .bind(user.to_db())
        .bind(user.to_db())
        .bind(user.to_db())
        .bind(user.to_db())
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(user.to_db())
        .fetch_one(&mut *conn)
        .await?;
        Ok(Profile {
            provisional: rating.provisional(),
            rating,
            rank,
            best_win: best.map(|(game, opponent, opponent_rating, at)| BestWin {
                game: GameId(game),
                opponent: UserId::from_db(opponent),
                opponent_rating,
                at: Timestamp(at),
            }),
            computer_wins: u32::try_from(computer_wins).unwrap_or(0),
            computer_losses: u32::try_from(computer_losses).unwrap_or(0),
        })
    }

    /// A user's rating history in a guild, oldest first (the latest `limit` points).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn rating_history(
        &self,
        guild: GuildId,
        user: UserId,
        limit: u32,
    ) -> Result<Vec<RatingHistoryEntry>, StoreError> {
        let rows = sqlx::query_as::<_, (i64, i64, bool, f64, f64, i64)>(
            "SELECT game_id, opponent_id, won, rating_before, rating_after, at FROM rating_history \
             WHERE guild_id = ? AND user_id = ? ORDER BY at DESC, game_id DESC LIMIT ?",
        )
        .bind(guild.to_db())
        .bind(user.to_db())
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut out: Vec<_> = rows
            .into_iter()
            .map(
                |(game, opponent, won, before, after, at)| RatingHistoryEntry {
                    game: GameId(game),
                    opponent: UserId::from_db(opponent),
                    won,
                    before,
                    after,
                    at: Timestamp(at),
                },
            )
            .collect();
        out.reverse();
        Ok(out)
    }
}

fn fetch_records(rows: Vec<GameRow>) -> Result<Vec<GameRecord>, StoreError> {
    rows.into_iter().map(GameRow::into_record).collect()
}

async fn fetch_record(conn: &mut SqliteConnection, id: GameId) -> Result<GameRecord, StoreError> {
    sqlx::query_as::<_, GameRow>(concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE id = ?"
    ))
    .bind(id.0)
    .fetch_optional(&mut *conn)
    .await?
    .ok_or(StoreError::NotFound(id))?
    .into_record()
}

async fn fetch_move_rows(
    conn: &mut SqliteConnection,
    id: GameId,
) -> Result<Vec<MoveRow>, StoreError> {
    Ok(sqlx::query_as::<_, MoveRow>(
        "SELECT game_id, ply, mv, seat, made_by, made_at FROM moves WHERE game_id = ? ORDER BY ply",
    )
    .bind(id.0)
    .fetch_all(&mut *conn)
    .await?)
}

async fn load_in(conn: &mut SqliteConnection, id: GameId) -> Result<StoredGame, StoreError> {
    let record = fetch_record(conn, id).await?;
    let rows = fetch_move_rows(conn, id).await?;
    let moves = parse_move_rows(&record, rows)?;
    rebuild(record, moves)
}

/// Inserts a move at its expected ply, inside the caller's write transaction.
async fn insert_move(
    conn: &mut SqliteConnection,
    id: GameId,
    mv: &NewMove,
) -> Result<(), StoreError> {
    let count = sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM moves WHERE game_id = ?")
        .bind(id.0)
        .fetch_one(&mut *conn)
        .await?;
    let actual = u32::try_from(count).unwrap_or(u32::MAX);
    if actual != mv.ply {
        return Err(StoreError::MoveConflict {
            game: id,
            expected: mv.ply,
            actual,
        });
    }
    let inserted = sqlx::query(
        "INSERT INTO moves (game_id, ply, mv, seat, made_by, made_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .bind(id.0)
    .bind(i64::from(mv.ply))
    .bind(move_to_db(mv.mv))
    .bind(mv.seat.name())
    .bind(mv.made_by.name())
    .bind(mv.at.0)
    .execute(&mut *conn)
    .await;
    match inserted {
        Ok(_) => Ok(()),
        // Unreachable under the write lock, but the schema's UNIQUE (game_id, ply) is the last word.
        Err(e) if unique_violation(&e) => Err(StoreError::MoveConflict {
            game: id,
            expected: mv.ply,
            actual: mv.ply + 1,
        }),
        Err(e) => Err(e.into()),
    }
}

async fn fetch_rating(
    conn: &mut SqliteConnection,
    guild: GuildId,
    user: UserId,
) -> Result<PlayerRating, StoreError> {
    let row = sqlx::query_as::<_, RatingRow>(
        "SELECT guild_id, user_id, rating, deviation, volatility, games, wins, losses, streak, \
         updated_at FROM ratings WHERE guild_id = ? AND user_id = ?",
    )
    .bind(guild.to_db())
    .bind(user.to_db())
    .fetch_optional(&mut *conn)
    .await?;
    Ok(row.map_or_else(|| PlayerRating::new(guild, user), RatingRow::into_rating))
}

async fn store_rating(
    conn: &mut SqliteConnection,
    game: GameId,
    me: &PlayerRating,
    change: &RatingChange,
    opponent: &PlayerRating,
    at: Timestamp,
) -> Result<(), StoreError> {
    let streak = match (change.won, me.streak) {
        (true, s) if s > 0 => s.saturating_add(1),
        (true, _) => 1,
        (false, s) if s < 0 => s.saturating_sub(1),
        (false, _) => -1,
    };
    sqlx::query(
        "INSERT INTO ratings (guild_id, user_id, rating, deviation, volatility, games, wins, \
         losses, streak, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) \
         ON CONFLICT (guild_id, user_id) DO UPDATE SET rating = excluded.rating, \
         deviation = excluded.deviation, volatility = excluded.volatility, \
         games = excluded.games, wins = excluded.wins, losses = excluded.losses, \
         streak = excluded.streak, updated_at = excluded.updated_at",
    )
    .bind(me.guild.to_db())
    .bind(me.user.to_db())
    .bind(change.after.rating)
    .bind(change.after.deviation)
    .bind(change.after.volatility)
    .bind(i64::from(me.games) + 1)
    .bind(i64::from(me.wins) + i64::from(change.won))
    .bind(i64::from(me.losses) + i64::from(!change.won))
    .bind(i64::from(streak))
    .bind(at.0)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "INSERT INTO rating_history (game_id, guild_id, user_id, opponent_id, won, rating_before, \
         deviation_before, rating_after, deviation_after, opponent_rating, at) \
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(game.0)
    .bind(me.guild.to_db())
    .bind(me.user.to_db())
    .bind(opponent.user.to_db())
    .bind(change.won)
    .bind(change.before.rating)
    .bind(change.before.deviation)
    .bind(change.after.rating)
    .bind(change.after.deviation)
    .bind(opponent.rating.rating)
    .bind(at.0)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
