//! The game lifecycle: create, load, append a move, finish (with the rating update), accept or
//! end a challenge.

use super::super::error::StoreError;
use super::super::ratings;
use super::super::records::{
    Finish, Finished, GameRecord, MoveRecord, NewGame, NewMove, RatingChange, StoredGame,
};
use super::super::types::{
    ChannelId, GameId, GameStatus, GuildId, Level, Player, ResultReason, Seat, Timestamp, UserId,
    color_name,
};
use super::ladder::rate_against_computer;
use super::queries::{Ladder, fetch_rating, store_rating};
use super::rows::millis;
use super::rows::*;
use super::set_aside::decode_game_row;
use super::{OpenGames, Store, unique_violation};
use crate::hex::{Color, EndReason};
use sqlx::AnyConnection;
use sqlx::any::AnyRow;
use std::collections::HashMap;

impl Store {
    /// Stores a new challenge or active game and returns its id.
    ///
    /// # Errors
    /// [`StoreError::PlaceTaken`] if the channel (or thread) already has an open game;
    /// [`StoreError::Invalid`] if `new.status` is not `Challenge` or `Active`;
    /// [`StoreError::Database`].
    pub async fn create_game(&self, new: &NewGame) -> Result<GameId, StoreError> {
        let _gate = self.gate().await;
        let mut conn = self.pool.acquire().await?;
        insert_game(&mut conn, new).await
    }

    /// Stores many games with their moves in one transaction (a bulk import: the store's
    /// benchmark seeds its games with it). Each game is stored as by [`Store::create_game`],
    /// with its moves at plies 0, 1, 2… (the moves' `deadline`s are not used: each game's is
    /// its own). Either all of them are stored or nothing. The store checks the plies, not the
    /// legality of the moves: they must replay (see [`Store::load_game`]).
    ///
    /// # Errors
    /// As [`Store::create_game`]; [`StoreError::Invalid`] for moves out of ply order or moves of
    /// a challenge.
    pub async fn import_games(
        &self,
        games: &[(NewGame, Vec<NewMove>)],
    ) -> Result<Vec<GameId>, StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        let mut ids = Vec::with_capacity(games.len());
        for (new, moves) in games {
            let id = insert_game(&mut tx, new).await?;
            insert_first_moves(&mut tx, id, new.status, moves).await?;
            ids.push(id);
        }
        tx.commit().await?;
        Ok(ids)
    }

    /// Loads a game and rebuilds it through [`Game::replay`](crate::hex::Game::replay).
    ///
    /// # Errors
    /// [`StoreError::NotFound`]; [`StoreError::Corrupt`] naming the game when its row or moves do
    /// not parse or do not replay; [`StoreError::Database`].
    pub async fn load_game(&self, id: GameId) -> Result<StoredGame, StoreError> {
        self.game_read();
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
        // Raw rows, decoded one by one below: a row that does not decode is that game's fault.
        let rows = sqlx::query(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE status IN ('challenge', 'active') AND set_aside IS NULL ORDER BY id"
        ))
        .fetch_all(&mut *conn)
        .await?;
        let packed: HashMap<i64, String> = sqlx::query_as::<_, (i64, String)>(PACKED_MOVES)
            .fetch_all(&mut *conn)
            .await?
            .into_iter()
            .collect();
        conn.commit().await?;
        Ok(rebuild_open_games(rows, packed))
    }

    /// The open game (challenge or active) in a channel or thread with its moves, rebuilt through
    /// [`Game::replay`](crate::hex::Game::replay): its row is read once and its moves replayed once (what the service loads
    /// when a channel is first used).
    ///
    /// # Errors
    /// [`StoreError::Corrupt`] naming the game when its row or moves do not parse or replay;
    /// [`StoreError::Database`].
    pub async fn load_open_game_in(
        &self,
        place: ChannelId,
    ) -> Result<Option<StoredGame>, StoreError> {
        self.game_read();
        // One read transaction: the row and its moves come from the same snapshot.
        let mut tx = self.pool.begin().await?;
        let Some(record) = fetch_open_record_in(&mut tx, place).await? else {
            return Ok(None);
        };
        let rows = fetch_move_rows(&mut tx, record.id).await?;
        tx.commit().await?;
        let moves = parse_move_rows(&record, rows)?;
        rebuild(record, moves).map(Some)
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
    /// it on the replayed [`Game`](crate::hex::Game) first.
    ///
    /// # Errors
    /// [`StoreError::MoveConflict`] if another move already took that ply (someone moved first);
    /// [`StoreError::WrongStatus`] if the game is not active; [`StoreError::NotFound`];
    /// [`StoreError::Database`].
    pub async fn append_move(&self, id: GameId, mv: &NewMove) -> Result<(), StoreError> {
        // IMMEDIATE: take the write lock before reading the ply, so that two appends cannot both
        // read the same ply (the busy timeout queues them instead).
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        let record = fetch_record_for_update(&mut tx, id).await?;
        if record.status != GameStatus::Active {
            return Err(StoreError::wrong_status(id, record.status, "active"));
        }
        insert_move(&mut tx, id, mv).await?;
        sqlx::query(
            "UPDATE games SET updated_at = $1, deadline = $2, clock_left_ms = $3 WHERE id = $4",
        )
        .bind(mv.at.0)
        .bind(mv.deadline.map(|t| t.0))
        .bind(mv.clock_left.map(millis))
        .bind(id.0)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Finishes (or aborts) an active game in one transaction: appends its last move if given
    /// (at the expected ply), records the result, and — for a rated game between two humans with a
    /// winner — updates both players' Glicko-2 ratings in the guild and their rating history; for
    /// a rated game against the computer ended by a connection or a resignation, the human's
    /// rating on the guild's computer ladder (the level's rating is fixed).
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
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        let record = fetch_record_for_update(&mut tx, id).await?;
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
        check_result(&stored, winner, finish)?;
        let winner_seat = winner.map(|w| Seat::holding(w, stored.game.seats_swapped()));
        let rated_users = players_rated(&stored, winner_seat, finish);
        let computer_rated = computer_rated(&stored, winner_seat, finish);
        let rated = rated_users.is_some() || computer_rated.is_some();
        let status = if aborted {
            GameStatus::Aborted
        } else {
            GameStatus::Finished
        };
        sqlx::query(
            "UPDATE games SET status = $1, winner = $2, winner_seat = $3, end_reason = $4, rated = $5, \
             updated_at = $6, deadline = NULL WHERE id = $7",
        )
        .bind(status.name())
        .bind(winner.map(color_name))
        .bind(winner_seat.map(Seat::name))
        .bind(finish.reason.name())
        .bind(rated)
        .bind(finish.at.0)
        .bind(id.0)
        .execute(&mut *tx)
        .await?;
        let guild = stored.record.guild;
        if rated && tx.backend_name() == "PostgreSQL" {
            lock_guild_ratings(&mut tx, guild).await?;
        }
        let mut rating_changes = None;
        if let Some(players) = rated_users {
            rating_changes = Some(rate_players(&mut tx, id, guild, players, finish.at).await?);
        }
        let mut computer_rating_change = None;
        if let Some((user, seat, level, winner_seat)) = computer_rated {
            let won = winner_seat == seat;
            computer_rating_change = Some(
                rate_against_computer(&mut tx, id, guild, (user, seat), level, won, finish.at)
                    .await?,
            );
        }
        let record = fetch_record(&mut tx, id).await?;
        tx.commit().await?;
        Ok(Finished {
            record,
            rating_changes,
            computer_rating_change,
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

    /// Marks an active game as assisted (a player asked for a hint) and, with it, unrated: an
    /// assisted game counts on no ladder. Marking it again changes nothing.
    ///
    /// # Errors
    /// [`StoreError::WrongStatus`] if the game is not active; [`StoreError::NotFound`];
    /// [`StoreError::Database`].
    pub async fn mark_assisted(&self, id: GameId) -> Result<GameRecord, StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        let record = fetch_record_for_update(&mut tx, id).await?;
        if record.status != GameStatus::Active {
            return Err(StoreError::wrong_status(id, record.status, "active"));
        }
        sqlx::query("UPDATE games SET assisted = TRUE, rated = FALSE WHERE id = $1")
            .bind(id.0)
            .execute(&mut *tx)
            .await?;
        let record = fetch_record(&mut tx, id).await?;
        tx.commit().await?;
        Ok(record)
    }

    async fn transition(
        &self,
        id: GameId,
        from: GameStatus,
        to: GameStatus,
        at: Timestamp,
        deadline: Option<Timestamp>,
    ) -> Result<GameRecord, StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        let record = fetch_record_for_update(&mut tx, id).await?;
        if record.status != from {
            return Err(StoreError::wrong_status(id, record.status, from.name()));
        }
        sqlx::query("UPDATE games SET status = $1, updated_at = $2, deadline = $3 WHERE id = $4")
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
}

/// The row of the open game (challenge or active) in `place`, if any.
async fn fetch_open_record_in(
    conn: &mut AnyConnection,
    place: ChannelId,
) -> Result<Option<GameRecord>, StoreError> {
    let row = sqlx::query(concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE place_id = $1 AND status IN ('challenge', 'active') \
         AND set_aside IS NULL"
    ))
    .bind(place.to_db())
    .fetch_optional(conn)
    .await?;
    row.map(|r| decode_game_row(&r).and_then(GameRow::into_record))
        .transpose()
}

/// For a connection or a resignation, that the replayed game ends that way with `winner`.
fn check_result(
    stored: &StoredGame,
    winner: Option<Color>,
    finish: &Finish,
) -> Result<(), StoreError> {
    let (Some(w), ResultReason::Connection | ResultReason::Resignation) = (winner, finish.reason)
    else {
        return Ok(());
    };
    let expected = match finish.reason {
        ResultReason::Connection => EndReason::Connection,
        _ => EndReason::Resignation,
    };
    match stored.game.outcome() {
        Some(o) if o.winner == w && o.reason == expected => Ok(()),
        _ => Err(StoreError::Invalid(format!(
            "game #{}: the moves do not end in a {} by {}",
            stored.record.id,
            finish.reason.name(),
            color_name(w)
        ))),
    }
}

/// The two players of a rated game between two humans with a winner (Red's user, Blue's user,
/// the winning seat), whose ratings the result changes.
fn players_rated(
    stored: &StoredGame,
    winner_seat: Option<Seat>,
    finish: &Finish,
) -> Option<(UserId, UserId, Seat)> {
    match (stored.record.red, stored.record.blue, winner_seat) {
        (Player::Human(r), Player::Human(b), Some(ws)) if finish.rated && r != b => {
            Some((r, b, ws))
        }
        _ => None,
    }
}

/// Against the computer: the human (their user and seat), the level and the winning seat, when
/// the game counts on the computer ladder: rated, and ended on the board (a connection or a
/// resignation), never by a time-out or an abort.
fn computer_rated(
    stored: &StoredGame,
    winner_seat: Option<Seat>,
    finish: &Finish,
) -> Option<(UserId, Seat, Level, Seat)> {
    let on_the_board = matches!(
        finish.reason,
        ResultReason::Connection | ResultReason::Resignation
    );
    if !finish.rated || !on_the_board {
        return None;
    }
    match (stored.record.red, stored.record.blue, winner_seat) {
        (Player::Human(u), Player::Computer(l), Some(ws)) => Some((u, Seat::Red, l, ws)),
        (Player::Computer(l), Player::Human(u), Some(ws)) => Some((u, Seat::Blue, l, ws)),
        _ => None,
    }
}

/// PostgreSQL: two games of one guild finishing at once must not both read a player's rating
/// before either writes it, so their rating updates queue on a lock per guild (SQLite queues
/// every write already).
async fn lock_guild_ratings(conn: &mut AnyConnection, guild: GuildId) -> Result<(), StoreError> {
    sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM (SELECT pg_advisory_xact_lock($1)) AS guild_lock",
    )
    .bind(guild.to_db())
    .fetch_one(conn)
    .await?;
    Ok(())
}

/// Rates a game between two players of `guild` (Red's user, Blue's user, the winning seat):
/// both Glicko-2 ratings and their rating history.
async fn rate_players(
    conn: &mut AnyConnection,
    id: GameId,
    guild: GuildId,
    (red_user, blue_user, winner_seat): (UserId, UserId, Seat),
    at: Timestamp,
) -> Result<[RatingChange; 2], StoreError> {
    let red = fetch_rating(conn, Ladder::Players, guild, red_user).await?;
    let blue = fetch_rating(conn, Ladder::Players, guild, blue_user).await?;
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
        store_rating(conn, id, &me, &change, &opponent, at).await?;
    }
    Ok([red_change, blue_change])
}

/// Inserts a new challenge or active game (see [`Store::create_game`]) and returns its id.
pub(super) async fn insert_game(
    conn: &mut AnyConnection,
    new: &NewGame,
) -> Result<GameId, StoreError> {
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
    let result = sqlx::query_scalar::<_, i64>(
        "INSERT INTO games (guild_id, channel_id, thread_id, place_id, message_id, \
         red_user_id, red_level, blue_user_id, blue_level, challenger_id, size, variant, swap, \
         turn_timer_secs, status, ai_seed, rated, created_at, updated_at, deadline, orientation) \
         VALUES ($1, $2, $3, $4, NULL, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING id",
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
    .bind(new.orientation.name())
    .fetch_one(conn)
    .await;
    match result {
        Ok(id) => Ok(GameId(id)),
        Err(e) if unique_violation(&e) => Err(StoreError::PlaceTaken { place }),
        Err(e) => Err(e.into()),
    }
}

/// Moves per statement of [`insert_first_moves`]: six parameters each, well under both
/// backends' limits.
const MOVES_PER_STATEMENT: usize = 100;

/// Inserts the moves of a game just inserted (plies 0, 1, 2…), a hundred per statement.
async fn insert_first_moves(
    conn: &mut AnyConnection,
    id: GameId,
    status: GameStatus,
    moves: &[NewMove],
) -> Result<(), StoreError> {
    if !moves.is_empty() && status != GameStatus::Active {
        return Err(StoreError::Invalid(format!(
            "game #{id}: a {} has no moves",
            status.name()
        )));
    }
    if let Some((at, mv)) = moves
        .iter()
        .enumerate()
        .find(|(at, mv)| usize::try_from(mv.ply).ok() != Some(*at))
    {
        return Err(StoreError::Invalid(format!(
            "game #{id}: move {at} is at ply {}",
            mv.ply
        )));
    }
    for chunk in moves.chunks(MOVES_PER_STATEMENT) {
        let rows: Vec<String> = (0..chunk.len())
            .map(|i| {
                let p = i * 6;
                format!(
                    "(${}, ${}, ${}, ${}, ${}, ${})",
                    p + 1,
                    p + 2,
                    p + 3,
                    p + 4,
                    p + 5,
                    p + 6
                )
            })
            .collect();
        let sql = format!(
            "INSERT INTO moves (game_id, ply, mv, seat, made_by, made_at) VALUES {}",
            rows.join(", ")
        );
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        for mv in chunk {
            query = query
                .bind(id.0)
                .bind(i64::from(mv.ply))
                .bind(move_to_db(mv.mv))
                .bind(mv.seat.name())
                .bind(mv.made_by.name())
                .bind(mv.at.0);
        }
        query.execute(&mut *conn).await?;
    }
    Ok(())
}

/// Inserts a move at its expected ply, inside the caller's write transaction.
async fn insert_move(conn: &mut AnyConnection, id: GameId, mv: &NewMove) -> Result<(), StoreError> {
    let count = sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM moves WHERE game_id = $1")
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
        "INSERT INTO moves (game_id, ply, mv, seat, made_by, made_at) VALUES ($1, $2, $3, $4, $5, $6)",
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

/// Decodes the open games' rows one by one and rebuilds each with its packed moves (see
/// [`PACKED_MOVES`]) through the rules; a game that does not load is listed apart.
pub(super) fn rebuild_open_games(rows: Vec<AnyRow>, mut packed: HashMap<i64, String>) -> OpenGames {
    let mut out = OpenGames::default();
    for row in rows {
        let loaded = decode_game_row(&row).and_then(|row| {
            let moves = packed.remove(&row.id);
            let record = row.into_record()?;
            let moves = match moves {
                Some(text) => parse_packed_moves(&record, &text)?,
                None => Vec::new(),
            };
            rebuild(record, moves)
        });
        match loaded {
            Ok(g) => out.games.push(g),
            Err(e) => out.corrupt.push(e),
        }
    }
    out
}
