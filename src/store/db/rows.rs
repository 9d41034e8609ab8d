//! Rows as SQLite returns them, decoded into the store's records (a row that does not decode is
//! a corrupt game naming itself), and the fetches every query shares.

use super::super::error::StoreError;
use super::super::records::{GameRecord, MoveRecord, PlayerRating, Rating, StoredGame};
use super::super::types::{
    ChannelId, GameId, GuildId, Level, Player, Timestamp, UserId, parse_color,
};
use crate::hex::{BoardSize, Cell, Color, Game, Move, Settings};
use sqlx::{AnyConnection, FromRow};
use std::str::FromStr;
use std::time::Duration;

/// A duration as the store keeps it: whole milliseconds.
pub(super) fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

#[derive(FromRow)]
pub(super) struct GameRow {
    pub(super) id: i64,
    pub(super) guild_id: i64,
    pub(super) channel_id: i64,
    pub(super) thread_id: Option<i64>,
    pub(super) red_user_id: Option<i64>,
    pub(super) red_level: Option<String>,
    pub(super) blue_user_id: Option<i64>,
    pub(super) blue_level: Option<String>,
    pub(super) challenger_id: Option<i64>,
    pub(super) size: i64,
    pub(super) variant: String,
    pub(super) swap: String,
    pub(super) turn_timer_secs: Option<i64>,
    pub(super) status: String,
    pub(super) winner: Option<String>,
    pub(super) winner_seat: Option<String>,
    pub(super) end_reason: Option<String>,
    pub(super) ai_seed: i64,
    pub(super) rated: i64,
    pub(super) created_at: i64,
    pub(super) updated_at: i64,
    pub(super) deadline: Option<i64>,
    pub(super) orientation: String,
    pub(super) assisted: i64,
    pub(super) clock_left_ms: Option<i64>,
    pub(super) reminded_ply: Option<i64>,
    pub(super) board_channel: Option<i64>,
    pub(super) board_message: Option<i64>,
}

#[derive(FromRow)]
pub(super) struct MoveRow {
    pub(super) game_id: i64,
    pub(super) ply: i64,
    pub(super) mv: String,
    pub(super) seat: String,
    pub(super) made_by: String,
    pub(super) made_at: i64,
}

#[derive(FromRow)]
pub(super) struct RatingRow {
    pub(super) guild_id: i64,
    pub(super) user_id: i64,
    pub(super) rating: f64,
    pub(super) deviation: f64,
    pub(super) volatility: f64,
    pub(super) games: i64,
    pub(super) wins: i64,
    pub(super) losses: i64,
    pub(super) streak: i64,
    pub(super) updated_at: i64,
}

pub(super) fn corrupt(game: GameId, detail: impl Into<String>) -> StoreError {
    StoreError::Corrupt {
        game,
        detail: detail.into(),
    }
}

pub(super) fn player_from_db(
    game: GameId,
    seat: &str,
    user: Option<i64>,
    level: Option<&str>,
) -> Result<Player, StoreError> {
    match (user, level) {
        (Some(u), None) => Ok(Player::Human(UserId::from_db(u))),
        (None, Some(l)) => Level::from_str(l)
            .map(Player::Computer)
            .map_err(|e| corrupt(game, format!("{seat} seat: {e}"))),
        _ => Err(corrupt(
            game,
            format!("{seat} seat is neither a user nor the computer"),
        )),
    }
}

pub(super) fn player_to_db(p: Player) -> (Option<i64>, Option<&'static str>) {
    match p {
        Player::Human(u) => (Some(u.to_db()), None),
        Player::Computer(l) => (None, Some(l.name())),
    }
}

pub(super) fn parse_field<T: FromStr>(game: GameId, what: &str, text: &str) -> Result<T, StoreError>
where
    T::Err: std::fmt::Display,
{
    text.parse::<T>()
        .map_err(|e| corrupt(game, format!("{what}: {e}")))
}

impl GameRow {
    pub(super) fn into_record(self) -> Result<GameRecord, StoreError> {
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
            rated: self.rated != 0,
            created_at: Timestamp(self.created_at),
            updated_at: Timestamp(self.updated_at),
            deadline: self.deadline.map(Timestamp),
            orientation: parse_field(id, "orientation", &self.orientation)?,
            assisted: self.assisted != 0,
            clock_left: self
                .clock_left_ms
                .map(|ms| Duration::from_millis(ms.unsigned_abs())),
            reminded_ply: self.reminded_ply.and_then(|p| u32::try_from(p).ok()),
            board_message: self
                .board_channel
                .zip(self.board_message)
                .map(|(c, m)| (ChannelId::from_db(c), m.cast_unsigned())),
        })
    }
}

/// How a move is written in the `moves.mv` column.
pub(super) fn move_to_db(mv: Move) -> String {
    match mv {
        Move::Place(c) => c.to_string(),
        Move::Swap => "swap".to_owned(),
        Move::Resign(Color::Red) => "resign-red".to_owned(),
        Move::Resign(Color::Blue) => "resign-blue".to_owned(),
    }
}

pub(super) fn move_from_db(text: &str, size: BoardSize) -> Result<Move, String> {
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
    pub(super) fn into_record(self, size: BoardSize) -> Result<MoveRecord, StoreError> {
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
    pub(super) fn into_rating(self) -> PlayerRating {
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
pub(super) fn rebuild(
    record: GameRecord,
    moves: Vec<MoveRecord>,
) -> Result<StoredGame, StoreError> {
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

pub(super) fn parse_move_rows(
    record: &GameRecord,
    rows: Vec<MoveRow>,
) -> Result<Vec<MoveRecord>, StoreError> {
    rows.into_iter()
        .map(|r| r.into_record(record.settings.size))
        .collect()
}

/// One game's moves packed by [`PACKED_MOVES`] into one text: `ply mv seat made_by made_at`
/// per move, moves separated by commas, in ply order.
pub(super) fn parse_packed_moves(
    record: &GameRecord,
    packed: &str,
) -> Result<Vec<MoveRecord>, StoreError> {
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
pub(super) const PACKED_MOVES: &str = "SELECT m.game_id, string_agg(CAST(m.ply AS TEXT) || ' ' || m.mv \
     || ' ' || m.seat || ' ' || m.made_by || ' ' || CAST(m.made_at AS TEXT), ',' ORDER BY m.ply) FROM moves m \
     JOIN games g ON g.id = m.game_id WHERE g.status IN ('challenge', 'active') \
     AND g.set_aside IS NULL GROUP BY m.game_id";

pub(super) fn fetch_records(rows: Vec<GameRow>) -> Result<Vec<GameRecord>, StoreError> {
    rows.into_iter().map(GameRow::into_record).collect()
}

pub(super) async fn fetch_record(
    conn: &mut AnyConnection,
    id: GameId,
) -> Result<GameRecord, StoreError> {
    sqlx::query_as::<_, GameRow>(concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE id = $1"
    ))
    .bind(id.0)
    .fetch_optional(&mut *conn)
    .await?
    .ok_or(StoreError::NotFound(id))?
    .into_record()
}

/// [`fetch_record`] inside a write transaction: on PostgreSQL the game's row stays locked until
/// the transaction ends (`FOR UPDATE`), so that two writes to one game queue as on SQLite, whose
/// `BEGIN IMMEDIATE` already holds the whole file.
pub(super) async fn fetch_record_for_update(
    conn: &mut AnyConnection,
    id: GameId,
) -> Result<GameRecord, StoreError> {
    if conn.backend_name() == "SQLite" {
        return fetch_record(conn, id).await;
    }
    sqlx::query_as::<_, GameRow>(concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE id = $1 FOR UPDATE"
    ))
    .bind(id.0)
    .fetch_optional(&mut *conn)
    .await?
    .ok_or(StoreError::NotFound(id))?
    .into_record()
}

pub(super) async fn fetch_move_rows(
    conn: &mut AnyConnection,
    id: GameId,
) -> Result<Vec<MoveRow>, StoreError> {
    Ok(sqlx::query_as::<_, MoveRow>(
        "SELECT game_id, ply, mv, seat, made_by, made_at FROM moves WHERE game_id = $1 ORDER BY ply",
    )
    .bind(id.0)
    .fetch_all(&mut *conn)
    .await?)
}

pub(super) async fn load_in(
    conn: &mut AnyConnection,
    id: GameId,
) -> Result<StoredGame, StoreError> {
    let record = fetch_record(conn, id).await?;
    let rows = fetch_move_rows(conn, id).await?;
    let moves = parse_move_rows(&record, rows)?;
    rebuild(record, moves)
}
