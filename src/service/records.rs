//! Game records and views for front ends: `/hex history` (a user's recent games), `/hex export`
//! (a game as an SGF record attached to the reply, with a plain move list), the position of a game
//! as data (for front ends that draw their own board, such as the terminal), and the progress of
//! a running search (for a spinner).
//!
//! A child of the service's core so that it can use the registry's internals without widening
//! them; it reads the store through the facade and adds no state of its own.

use super::{Fail, Inner, Res, Service, ServiceError, refuse};
use crate::hex::{Cell, Color, Game, Move, RecordInfo, write_sgf};
use crate::service::ids::{Actor, GameId, Person, Timestamp, UserId};
use crate::service::messages::{Arg, Key, Message, board_arg, count};
use crate::service::persist::{Reason, Status};
use crate::service::reply::{Attachment, Reply};
use crate::service::state::State;
use crate::store as st;
use std::sync::atomic::Ordering;

/// How many games `/hex history` lists.
const HISTORY_LEN: u32 = 10;

/// A game's position as data: what a front end needs to draw the board itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// Cells per side.
    pub size: u8,
    pub stones: Vec<(Cell, Color)>,
    /// The last stone placed (after a mirror swap: the swapped stone).
    pub last: Option<Cell>,
    /// The winning chain (in Rex: the loser's chain), once the game is decided by a connection.
    pub chain: Vec<Cell>,
    /// The colour to move (meaningless once the game is over).
    pub to_move: Color,
    /// The winning colour, if the game is decided on the board (connection or resignation).
    pub winner: Option<Color>,
}

impl Position {
    fn of(game: &Game) -> Self {
        let outcome = game.outcome();
        Self {
            size: game.settings().size.get(),
            stones: game.board().stones().collect(),
            last: game.last_stone(),
            chain: outcome.map(|o| o.chain.clone()).unwrap_or_default(),
            to_move: game.to_move(),
            winner: outcome.map(|o| o.winner),
        }
    }
}

impl Service {
    /// The position of game `id` as stored (`None` if there is no such game).
    ///
    /// # Errors
    /// [`ServiceError::Storage`], or [`ServiceError::Corrupt`] when its moves do not replay.
    pub async fn position(&self, id: GameId) -> Result<Option<Position>, ServiceError> {
        match self.inner.load_state(id).await {
            Ok(s) => Ok(s.map(|s| Position::of(&s.game))),
            Err(Fail::Error(e)) => Err(e),
            Err(Fail::Refused(m)) => Err(ServiceError::Internal(m.english())),
        }
    }

    /// Playouts done so far by the computer's search in game `id`, while one runs.
    pub fn search_progress(&self, id: GameId) -> Option<u64> {
        self.inner
            .lock_searches()
            .get(&id)
            .map(|c| c.playouts.load(Ordering::Relaxed))
    }
}

/// `yyyy-mm-dd` (UTC) of a stored time.
pub(crate) fn date(t: Timestamp) -> String {
    // Days since 1970-01-01 to a civil date (proleptic Gregorian), after H. Hinnant's algorithm.
    let z = t.0.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The plain text of a seat (the name, or "the computer (hard)"), as SGF player names.
fn seat_text(st: &State, seat: usize) -> String {
    st.seat_label(seat).to_string()
}

impl Inner {
    /// A stored game replayed, or `None` if there is no such game.
    async fn load_state(&self, id: GameId) -> Res<Option<State>> {
        match self.db.load(id).await? {
            Some(rec) => Ok(Some(State::from_rec(rec)?)),
            None => Ok(None),
        }
    }

    /// `/hex history [user]`.
    pub(super) async fn history(&self, actor: &Actor, user: Option<Person>) -> Res<Reply> {
        let who = user.unwrap_or_else(|| actor.person());
        self.db.remember(who.id, &who.name, self.now()).await;
        let player = Arg::User(who.id, who.name.clone());
        let records = self
            .db
            .store()
            .recent_games(
                st::GuildId(actor.guild.0),
                st::UserId(who.id.0),
                HISTORY_LEN,
            )
            .await
            .map_err(|e| Fail::Error(ServiceError::Storage(e.to_string())))?;
        if records.is_empty() {
            return Ok(Reply::public(
                Message::new(Key::HistoryEmpty).arg("player", player),
            ));
        }
        let mut lines = vec![Message::new(Key::HistoryTitle).arg("player", player)];
        for r in records {
            let Some(st) = self.load_state(GameId(r.id.0)).await? else {
                continue;
            };
            lines.push(history_line(&st, who.id));
        }
        Ok(Reply::public_lines(lines))
    }

    /// `/hex export game:ID`.
    pub(super) async fn export(&self, actor: &Actor, id: GameId) -> Res<Reply> {
        let st = match self.load_state(id).await? {
            Some(st) if st.rec.guild == actor.guild => st,
            _ => return refuse(Message::new(Key::NoSuchGame).arg("game", id.0)),
        };
        if !matches!(
            st.rec.status,
            Status::Active | Status::Finished | Status::Aborted
        ) {
            return refuse(Message::new(Key::NeverPlayed).arg("game", id.0));
        }
        let day = date(st.rec.created);
        let info = RecordInfo {
            first: seat_text(&st, 0),
            second: seat_text(&st, 1),
            date: Some(day.clone()),
            comment: Some(format!("hexbot game #{}", id.0)),
        };
        let sgf = write_sgf(&st.game, &info);
        let result: Arg = match (st.rec.result, st.rec.status) {
            (Some((winner, reason)), _) => Message::new(Key::ExportResult)
                .arg("winner", st.color_arg(winner))
                .arg("color", winner)
                .arg("reason", reason_key(&st, reason))
                .into(),
            (None, Status::Aborted) => Key::ExportAborted.into(),
            (None, _) => Key::ExportPlaying.into(),
        };
        let file = format!("hexbot-game-{}.sgf", id.0);
        let lines = vec![
            Message::new(Key::ExportTitle)
                .arg("game", id.0)
                .arg("date", day)
                .arg("red", st.seat_label(0))
                .arg("blue", st.seat_label(1))
                .arg("variant", st.rec.settings.variant.name())
                .arg("board", board_arg(st.rec.settings.size.get()))
                .arg("result", result),
            Message::new(Key::ExportMoves).arg("moves", move_list(&st.game)),
            Message::new(Key::ExportFile).arg("file", file.clone()),
        ];
        let mut reply = Reply::public_lines(lines);
        reply.game = Some(id);
        reply.attachments.push(Attachment {
            name: file,
            bytes: sgf.into_bytes(),
        });
        Ok(reply)
    }
}

fn reason_key(st: &State, reason: Reason) -> Key {
    match reason {
        Reason::Connection if st.rec.settings.variant == crate::hex::Variant::Rex => {
            Key::ReasonRexConnection
        }
        Reason::Connection => Key::ReasonConnection,
        Reason::Resignation => Key::ReasonResignation,
        Reason::Timeout => Key::ReasonClaim,
    }
}

/// `1. e5 2. swap 3. d4 …` in the notation of Hex tools (`swap`, `resign`), or "none" in words.
pub(crate) fn move_list(game: &Game) -> Arg {
    if game.moves().is_empty() {
        return Key::ExportNoMoves.into();
    }
    game.moves()
        .iter()
        .enumerate()
        .map(|(i, m)| match m {
            Move::Resign(_) => format!("{}. resign", i + 1),
            m => format!("{}. {m}", i + 1),
        })
        .collect::<Vec<_>>()
        .join(" ")
        .into()
}

fn history_line(st: &State, user: UserId) -> Message {
    let mine = st.rec.seats.iter().position(|s| s.user() == Some(user));
    let theirs = mine.map_or(1, |m| 1 - m);
    let result: Key = match (st.rec.result, st.rec.status) {
        (Some((winner, _)), _) if mine == Some(st.seat_index(winner)) => Key::HistoryWon,
        (Some(_), _) => Key::HistoryLost,
        (None, Status::Active) => Key::HistoryPlaying,
        (None, _) => Key::HistoryAborted,
    };
    Message::new(Key::HistoryLine)
        .arg("game", st.id().0)
        .arg("date", date(st.rec.updated))
        .arg("result", result)
        .arg("opponent", st.seat_label(theirs))
        .arg("size", i64::from(st.rec.settings.size.get()))
        .arg("variant", st.rec.settings.variant.name())
        .arg(
            "moves",
            count(i64::try_from(st.ply()).unwrap_or(i64::MAX), Key::Moves),
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(date(Timestamp(0)), "1970-01-01");
        // 2026-11-29 12:00 UTC
        assert_eq!(date(Timestamp(1_795_953_600_000)), "2026-11-29");
        assert_eq!(date(Timestamp(951_782_400_000)), "2000-02-29");
    }
}
