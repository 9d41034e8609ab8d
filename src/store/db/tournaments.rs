//! Tournaments: creating one, players joining and leaving, the start (seeds and round 1), each
//! later round, each board's game, forfeits, withdrawals and the end. Every step that must
//! happen once is a compare-and-set in one transaction: a round is stored only while the
//! previous one is the last paired, a board's game only while the board has none, so two
//! processes (or one restarted in the middle) never pair a round twice nor create a game twice.

use super::super::error::StoreError;
use super::super::records::NewGame;
use super::super::tournaments::{
    BoardRecord, EntrantRecord, Forfeit, JoinOutcome, NewBoard, NewTournament, StoredTournament,
    TournamentFormat, TournamentId, TournamentRecord, TournamentStatus,
};
use super::super::types::{ChannelId, GameId, GuildId, Seat, Timestamp, UserId};
use super::games::insert_game;
use super::{Backend, Store};
use crate::hex::{BoardSize, Settings};
use crate::tournament::DutchRules;
use sqlx::{AnyConnection, FromRow};
use std::time::Duration;

/// The columns of a `tournaments` row, in [`TournamentRow`]'s order.
const COLUMNS: &str = "id, guild_id, channel_id, name, format, rounds, rules, size, variant, \
     swap, turn_timer_secs, rated, max_players, status, current_round, created_by, created_at, \
     announcement, finished_at";

#[derive(FromRow)]
struct TournamentRow {
    id: i64,
    guild_id: i64,
    channel_id: i64,
    name: String,
    format: String,
    rounds: i64,
    rules: i64,
    size: i64,
    variant: String,
    swap: String,
    turn_timer_secs: Option<i64>,
    rated: i64,
    max_players: i64,
    status: String,
    current_round: i64,
    created_by: i64,
    created_at: i64,
    announcement: Option<i64>,
    finished_at: Option<i64>,
}

/// A tournament row that does not decode names the tournament (never a panic).
fn corrupt(id: i64, what: impl std::fmt::Display) -> StoreError {
    StoreError::Invalid(format!("tournament #{id} does not decode: {what}"))
}

fn count(id: i64, what: &str, value: i64) -> Result<u32, StoreError> {
    u32::try_from(value).map_err(|_| corrupt(id, format!("{what} {value}")))
}

impl TournamentRow {
    fn into_record(self) -> Result<TournamentRecord, StoreError> {
        let id = self.id;
        let size = u32::try_from(self.size)
            .ok()
            .and_then(|n| BoardSize::new(n).ok())
            .ok_or_else(|| corrupt(id, format!("board size {}", self.size)))?;
        let parse = |what: &str, text: &str| corrupt(id, format!("{what} {text:?}"));
        Ok(TournamentRecord {
            id: TournamentId(id),
            new: NewTournament {
                guild: GuildId::from_db(self.guild_id),
                channel: ChannelId::from_db(self.channel_id),
                name: self.name,
                format: self
                    .format
                    .parse::<TournamentFormat>()
                    .map_err(|_| parse("format", &self.format))?,
                rounds: count(id, "rounds", self.rounds)?,
                rules: DutchRules::ALL
                    .into_iter()
                    .find(|r| i64::from(r.year()) == self.rules)
                    .ok_or_else(|| corrupt(id, format!("Dutch rules {}", self.rules)))?,
                settings: Settings {
                    size,
                    variant: self
                        .variant
                        .parse()
                        .map_err(|_| parse("variant", &self.variant))?,
                    swap: self.swap.parse().map_err(|_| parse("swap", &self.swap))?,
                },
                turn_timer: self
                    .turn_timer_secs
                    .map(|s| Duration::from_secs(s.unsigned_abs())),
                rated: self.rated != 0,
                max_players: count(id, "max players", self.max_players)?,
                created_by: UserId::from_db(self.created_by),
                created_at: Timestamp(self.created_at),
            },
            status: self
                .status
                .parse::<TournamentStatus>()
                .map_err(|_| parse("status", &self.status))?,
            current_round: count(id, "current round", self.current_round)?,
            announcement: self.announcement.map(|m| m as u64),
            finished_at: self.finished_at.map(Timestamp),
        })
    }
}

impl Store {
    /// Stores a new tournament, taking players, and returns its number.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn create_tournament(&self, new: &NewTournament) -> Result<TournamentId, StoreError> {
        let _gate = self.gate().await;
        let timer = new
            .turn_timer
            .map(|d| i64::try_from(d.as_secs().max(1)).unwrap_or(i64::MAX));
        let id = sqlx::query_scalar::<_, i64>(
            "INSERT INTO tournaments (guild_id, channel_id, name, format, rounds, size, variant, \
             swap, turn_timer_secs, rated, max_players, status, current_round, created_by, \
             created_at, rules) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'signup', 0, \
             $12, $13, $14) RETURNING id",
        )
        .bind(new.guild.to_db())
        .bind(new.channel.to_db())
        .bind(new.name.as_str())
        .bind(new.format.name())
        .bind(i64::from(new.rounds))
        .bind(i64::from(new.settings.size.get()))
        .bind(new.settings.variant.name())
        .bind(new.settings.swap.name())
        .bind(timer)
        .bind(i64::from(new.rated))
        .bind(i64::from(new.max_players))
        .bind(new.created_by.to_db())
        .bind(new.created_at.0)
        .bind(i64::from(new.rules.year()))
        .fetch_one(&self.pool)
        .await?;
        Ok(TournamentId(id))
    }

    /// A tournament with its entrants and boards, or `None` if there is no such tournament.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] naming a tournament whose rows do not decode;
    /// [`StoreError::Database`].
    pub async fn load_tournament(
        &self,
        id: TournamentId,
    ) -> Result<Option<StoredTournament>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        load_in(&mut conn, id).await
    }

    /// The tournaments of `guild` with one of `statuses`, newest first.
    ///
    /// # Errors
    /// As [`Store::load_tournament`].
    pub async fn tournaments_in(
        &self,
        guild: GuildId,
        statuses: &[TournamentStatus],
    ) -> Result<Vec<TournamentRecord>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM tournaments WHERE guild_id = $1 AND status IN ({}) \
             ORDER BY id DESC",
            status_list(statuses)
        );
        let rows = sqlx::query_as::<_, TournamentRow>(sqlx::AssertSqlSafe(sql))
            .bind(guild.to_db())
            .fetch_all(&self.pool)
            .await?;
        rows.into_iter().map(TournamentRow::into_record).collect()
    }

    /// Every running tournament of every server (the service keeps those of its own).
    ///
    /// # Errors
    /// As [`Store::load_tournament`].
    pub async fn running_tournaments(&self) -> Result<Vec<TournamentRecord>, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM tournaments WHERE status = 'running' ORDER BY id");
        let rows = sqlx::query_as::<_, TournamentRow>(sqlx::AssertSqlSafe(sql))
            .fetch_all(&self.pool)
            .await?;
        rows.into_iter().map(TournamentRow::into_record).collect()
    }

    /// Adds `user` to tournament `id` while it takes players and has room for them, in one
    /// transaction (two joining at once never make it overfull).
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn join_tournament(
        &self,
        id: TournamentId,
        user: UserId,
        at: Timestamp,
    ) -> Result<JoinOutcome, StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        let lock = if self.backend == Backend::Postgres {
            " FOR UPDATE"
        } else {
            ""
        };
        let head = sqlx::query_as::<_, (String, i64)>(sqlx::AssertSqlSafe(format!(
            "SELECT status, max_players FROM tournaments WHERE id = $1{lock}"
        )))
        .bind(id.0)
        .fetch_optional(&mut *tx)
        .await?;
        let Some((status, max)) = head else {
            return Ok(JoinOutcome::NotOpen);
        };
        if status != TournamentStatus::Signup.name() {
            return Ok(JoinOutcome::NotOpen);
        }
        let (players, already) = sqlx::query_as::<_, (i64, i64)>(
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN user_id = $2 THEN 1 ELSE 0 END), 0) \
             FROM tournament_entrants WHERE tournament_id = $1",
        )
        .bind(id.0)
        .bind(user.to_db())
        .fetch_one(&mut *tx)
        .await?;
        if already > 0 {
            return Ok(JoinOutcome::Already);
        }
        if players >= max {
            return Ok(JoinOutcome::Full);
        }
        sqlx::query(
            "INSERT INTO tournament_entrants (tournament_id, user_id, joined_at) VALUES ($1, $2, $3)",
        )
        .bind(id.0)
        .bind(user.to_db())
        .bind(at.0)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(JoinOutcome::Joined(
            u32::try_from(players + 1).unwrap_or(u32::MAX),
        ))
    }

    /// Takes `user` out of tournament `id` while it takes players; `false` when they were not in
    /// it or it has started.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn leave_tournament(
        &self,
        id: TournamentId,
        user: UserId,
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        let done = sqlx::query(
            "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2 \
             AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND status = 'signup')",
        )
        .bind(id.0)
        .bind(user.to_db())
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Starts tournament `id`: its entrants get their start numbers and ratings (`seeds`: user,
    /// start number, rating), its planned `rounds` are fixed, and round 1's `boards` are stored —
    /// all in one transaction, and only if it was taking players. `false` (nothing changed) if it
    /// was not.
    ///
    /// # Errors
    /// [`StoreError::Database`] (a start number given twice is one).
    pub async fn start_tournament(
        &self,
        id: TournamentId,
        rounds: u32,
        seeds: &[(UserId, u32, Option<i64>)],
        boards: &[NewBoard],
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        let done = sqlx::query(
            "UPDATE tournaments SET status = 'running', current_round = 1, rounds = $2 \
             WHERE id = $1 AND status = 'signup'",
        )
        .bind(id.0)
        .bind(i64::from(rounds))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        for &(user, seed, rating) in seeds {
            sqlx::query(
                "UPDATE tournament_entrants SET seed = $3, rating = $4 \
                 WHERE tournament_id = $1 AND user_id = $2",
            )
            .bind(id.0)
            .bind(user.to_db())
            .bind(i64::from(seed))
            .bind(rating)
            .execute(&mut *tx)
            .await?;
        }
        insert_boards(&mut tx, id, 1, boards).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Stores round `round`'s boards of running tournament `id`, only if round `round − 1` is
    /// the last paired: `false` (nothing changed) otherwise.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn pair_round(
        &self,
        id: TournamentId,
        round: u32,
        boards: &[NewBoard],
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        let done = sqlx::query(
            "UPDATE tournaments SET current_round = $2 \
             WHERE id = $1 AND current_round = $3 AND status = 'running'",
        )
        .bind(id.0)
        .bind(i64::from(round))
        .bind(i64::from(round.saturating_sub(1)))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        insert_boards(&mut tx, id, round, boards).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The game of board `board` of round `round`: the one it has, or `new`, created and tied
    /// to the board in one transaction. The flag says whether it was created now.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] when there is no such board; as [`Store::create_game`].
    pub async fn create_tournament_game(
        &self,
        id: TournamentId,
        round: u32,
        board: u32,
        new: &NewGame,
    ) -> Result<(GameId, bool), StoreError> {
        let _gate = self.gate().await;
        let mut tx = self.begin_write().await?;
        let existing = sqlx::query_as::<_, (Option<i64>,)>(
            "SELECT game_id FROM tournament_boards \
             WHERE tournament_id = $1 AND round = $2 AND board = $3",
        )
        .bind(id.0)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .fetch_optional(&mut *tx)
        .await?;
        match existing {
            None => {
                return Err(StoreError::Invalid(format!(
                    "{id} has no board {board} in round {round}"
                )));
            }
            Some((Some(game),)) => return Ok((GameId(game), false)),
            Some((None,)) => {}
        }
        let game = insert_game(&mut tx, new).await?;
        let done = sqlx::query(
            "UPDATE tournament_boards SET game_id = $4 \
             WHERE tournament_id = $1 AND round = $2 AND board = $3 AND game_id IS NULL",
        )
        .bind(id.0)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .bind(game.0)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Invalid(format!(
                "board {board} of round {round} of {id} took a game meanwhile"
            )));
        }
        tx.commit().await?;
        Ok((game, true))
    }

    /// Decides a board without a game (or whatever its game does): `false` when it has a
    /// forfeit already.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_forfeit(
        &self,
        id: TournamentId,
        round: u32,
        board: u32,
        forfeit: Forfeit,
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        let done = sqlx::query(
            "UPDATE tournament_boards SET forfeit = $4 \
             WHERE tournament_id = $1 AND round = $2 AND board = $3 AND forfeit IS NULL",
        )
        .bind(id.0)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .bind(forfeit.name())
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Marks `user` as withdrawn after round `after` (the rounds after it are forfeits): `false`
    /// when they are not in it or withdrew already.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn withdraw_entrant(
        &self,
        id: TournamentId,
        user: UserId,
        after: u32,
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        let done = sqlx::query(
            "UPDATE tournament_entrants SET withdrawn_after = $3 \
             WHERE tournament_id = $1 AND user_id = $2 AND withdrawn_after IS NULL",
        )
        .bind(id.0)
        .bind(user.to_db())
        .bind(i64::from(after))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Ends running tournament `id` (its last round is played): `false` if it was not running.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn finish_tournament(
        &self,
        id: TournamentId,
        at: Timestamp,
    ) -> Result<bool, StoreError> {
        self.end_tournament(id, at, TournamentStatus::Finished, "'running'")
            .await
    }

    /// Calls off tournament `id` (taking players or running): `false` if it had ended.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn cancel_tournament(
        &self,
        id: TournamentId,
        at: Timestamp,
    ) -> Result<bool, StoreError> {
        self.end_tournament(id, at, TournamentStatus::Cancelled, "'signup', 'running'")
            .await
    }

    async fn end_tournament(
        &self,
        id: TournamentId,
        at: Timestamp,
        status: TournamentStatus,
        from: &str,
    ) -> Result<bool, StoreError> {
        let _gate = self.gate().await;
        // `from` is a list of our own status names, never a player's text.
        let done = sqlx::query(sqlx::AssertSqlSafe(format!(
            "UPDATE tournaments SET status = $2, finished_at = $3 WHERE id = $1 AND status IN ({from})"
        )))
        .bind(id.0)
        .bind(status.name())
        .bind(at.0)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Remembers the front end's message announcing tournament `id`.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn set_tournament_announcement(
        &self,
        id: TournamentId,
        message: u64,
    ) -> Result<(), StoreError> {
        let _gate = self.gate().await;
        sqlx::query("UPDATE tournaments SET announcement = $2 WHERE id = $1")
            .bind(id.0)
            .bind(message as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The tournament, round and board game `game` was made for, if any.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn tournament_of_game(
        &self,
        game: GameId,
    ) -> Result<Option<(TournamentId, u32, u32)>, StoreError> {
        let row = sqlx::query_as::<_, (i64, i64, i64)>(
            "SELECT tournament_id, round, board FROM tournament_boards WHERE game_id = $1",
        )
        .bind(game.0)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(t, r, b)| {
            (
                TournamentId(t),
                u32::try_from(r).unwrap_or(0),
                u32::try_from(b).unwrap_or(0),
            )
        }))
    }
}

impl Store {
    /// The tournament whose board game is played in `thread` of `guild`, if any.
    ///
    /// # Errors
    /// [`StoreError::Database`].
    pub async fn tournament_of_thread(
        &self,
        guild: GuildId,
        thread: ChannelId,
    ) -> Result<Option<TournamentId>, StoreError> {
        let row = sqlx::query_as::<_, (i64,)>(
            "SELECT b.tournament_id FROM tournament_boards b JOIN games g ON g.id = b.game_id \
             WHERE g.guild_id = $1 AND g.thread_id = $2 ORDER BY b.tournament_id DESC LIMIT 1",
        )
        .bind(guild.0 as i64)
        .bind(thread.0 as i64)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(t,)| TournamentId(t)))
    }
}

/// The `IN (…)` list of `statuses` (names of our own, never a player's text).
fn status_list(statuses: &[TournamentStatus]) -> String {
    let names: Vec<String> = statuses.iter().map(|s| format!("'{}'", s.name())).collect();
    if names.is_empty() {
        "NULL".to_owned()
    } else {
        names.join(", ")
    }
}

async fn insert_boards(
    conn: &mut AnyConnection,
    id: TournamentId,
    round: u32,
    boards: &[NewBoard],
) -> Result<(), StoreError> {
    for b in boards {
        sqlx::query(
            "INSERT INTO tournament_boards (tournament_id, round, board, white_seed, black_seed, \
             forfeit) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id.0)
        .bind(i64::from(round))
        .bind(i64::from(b.board))
        .bind(i64::from(b.white))
        .bind(b.black.map(i64::from))
        .bind(b.forfeit.map(Forfeit::name))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

async fn load_in(
    conn: &mut AnyConnection,
    id: TournamentId,
) -> Result<Option<StoredTournament>, StoreError> {
    let row = sqlx::query_as::<_, TournamentRow>(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM tournaments WHERE id = $1"
    )))
    .bind(id.0)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let record = row.into_record()?;
    let entrants = sqlx::query_as::<_, (i64, i64, Option<i64>, Option<i64>, Option<i64>)>(
        "SELECT user_id, joined_at, seed, rating, withdrawn_after FROM tournament_entrants \
         WHERE tournament_id = $1 ORDER BY joined_at, user_id",
    )
    .bind(id.0)
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(|(user, joined, seed, rating, withdrawn)| {
        Ok(EntrantRecord {
            user: UserId::from_db(user),
            joined_at: Timestamp(joined),
            seed: seed.map(|s| count(id.0, "seed", s)).transpose()?,
            rating,
            withdrawn_after: withdrawn
                .map(|w| count(id.0, "withdrawal round", w))
                .transpose()?,
        })
    })
    .collect::<Result<Vec<_>, StoreError>>()?;
    type BoardRow = (
        i64,
        i64,
        i64,
        Option<i64>,
        Option<i64>,
        Option<String>,
        Option<String>,
        Option<String>,
    );
    let boards = sqlx::query_as::<_, BoardRow>(
        "SELECT b.round, b.board, b.white_seed, b.black_seed, b.game_id, b.forfeit, g.status, \
         g.winner_seat FROM tournament_boards b LEFT JOIN games g ON g.id = b.game_id \
         WHERE b.tournament_id = $1 ORDER BY b.round, b.board",
    )
    .bind(id.0)
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(
        |(round, board, white, black, game, forfeit, status, winner)| {
            let bad = |what: &str, text: &str| corrupt(id.0, format!("{what} {text:?}"));
            Ok(BoardRecord {
                round: count(id.0, "round", round)?,
                new: NewBoard {
                    board: count(id.0, "board", board)?,
                    white: count(id.0, "seed", white)?,
                    black: black.map(|b| count(id.0, "seed", b)).transpose()?,
                    forfeit: forfeit
                        .as_deref()
                        .map(|f| f.parse::<Forfeit>().map_err(|_| bad("forfeit", f)))
                        .transpose()?,
                },
                game: game.map(GameId),
                game_status: status
                    .as_deref()
                    .map(|s| s.parse().map_err(|_| bad("game status", s)))
                    .transpose()?,
                winner: winner
                    .as_deref()
                    .map(|s| s.parse::<Seat>().map_err(|_| bad("winner", s)))
                    .transpose()?,
            })
        },
    )
    .collect::<Result<Vec<_>, StoreError>>()?;
    Ok(Some(StoredTournament {
        record,
        entrants,
        boards,
    }))
}
