//! Game records and views for front ends: `/hex history` (a user's recent games), `/hex export`
//! (a game as an SGF record attached to the reply, with a plain move list), the position of a game
//! as data (for front ends that draw their own board, such as the terminal), and the progress of
//! a running search (for a spinner).
//! It reads the store and adds no state of its own.

use super::access::{may_see, visible_game};
use super::error::{Res, ServiceError, refuse};
use super::ids::{Actor, GameId, Person, SharedClock, Timestamp, UserId};
use super::messages::{Arg, Key, Message, board_arg, count};
use super::parts::Parts;
use super::persist::Db;
use super::renders::Renders;
use super::reply::{Attachment, Reply};
use super::state::State;
use super::wording::variant_name;
use crate::hex::{Cell, Color, Game, Move, RecordInfo, Variant, write_sgf};
use crate::shards::Scope;
use crate::store::{GameStatus, Seat};
use std::sync::Arc;
use std::time::Duration;

/// How many games `/hex history` lists.
const HISTORY_LEN: usize = 10;

/// How many of a user's latest games `/hex history` looks through for those the asker may see.
const HISTORY_SCAN: u32 = 200;

/// A game's position as data: what a front end needs to draw the board itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// Cells per side.
    pub size: u8,
    /// Every stone on the board with its colour.
    pub stones: Vec<(Cell, Color)>,
    /// The last stone placed (after a mirror swap: the swapped stone).
    pub last: Option<Cell>,
    /// The winning chain (in Rex: the loser's chain), once the game is decided by a connection.
    pub chain: Vec<Cell>,
    /// The colour to move (meaningless once the game is over).
    pub to_move: Color,
    /// The winning colour, if the game is decided on the board (connection or resignation).
    pub winner: Option<Color>,
    /// Whether `chain` lost the game rather than won it (Rex: its player joined their own sides).
    pub chain_lost: bool,
}

impl Position {
    pub(super) fn of(game: &Game) -> Self {
        let outcome = game.outcome();
        Self {
            size: game.settings().size.get(),
            stones: game.board().stones().collect(),
            last: game.last_stone(),
            chain: outcome.map(|o| o.chain.clone()).unwrap_or_default(),
            to_move: game.to_move(),
            winner: outcome.map(|o| o.winner),
            chain_lost: game.settings().variant == Variant::Rex,
        }
    }
}

/// `yyyy-mm-dd` (UTC) of a stored time.
pub(crate) fn date(t: Timestamp) -> String {
    super::calendar::date_text(t)
}

/// The plain text of a seat (the name, or "the computer (hard)"), as SGF player names.
fn seat_text(state: &State, seat: Seat) -> String {
    state.seat_label(seat).to_string()
}

/// The records wing: what players ask of games as records — a user's history, a game's export
/// and replay, a user's unfinished games — read from the store, with the replays drawn within
/// the drawing permits and kept.
pub(super) struct Records {
    pub(super) db: Db,
    pub(super) clock: SharedClock,
    /// The idle time after which a game against the computer that its human left ends.
    idle_claim: Duration,
    /// Which servers' games this process sees (the terminal's, or the bot's).
    pub(super) scope: Scope,
    /// The drawing permits of replays, and the replays kept.
    pub(super) renders: Arc<Renders>,
}

impl Records {
    /// The wing of a service opening with `parts`.
    pub(super) fn new(parts: &Parts) -> Self {
        Self {
            db: parts.db.clone(),
            clock: parts.clock.clone(),
            idle_claim: parts.config.idle_claim,
            scope: parts.config.scope,
            renders: parts.renders.clone(),
        }
    }

    /// The position of game `id` as stored (`None` if there is no such game).
    pub(super) async fn position(&self, id: GameId) -> Result<Option<Position>, ServiceError> {
        Ok(self.db.load_state(id).await?.map(|s| Position::of(&s.game)))
    }

    /// How many replays have been drawn since the service opened.
    pub(super) fn replays_drawn(&self) -> u64 {
        self.renders.drawn()
    }

    /// `/hex history [user]`.
    pub(super) async fn history(&self, actor: &Actor, user: Option<Person>) -> Res<Reply> {
        // The asker was remembered at the door (nickname and account name apart); someone
        // named in the command comes with their account's name.
        if let Some(who) = &user {
            self.db
                .remember(
                    actor.guild,
                    who.id,
                    (&who.name, &who.name),
                    self.clock.now(),
                )
                .await;
        }
        let who = user.unwrap_or_else(|| actor.person());
        let player = Arg::User(who.id, who.name.clone());
        let records: Vec<_> = self
            .db
            .store()
            .recent_games(actor.guild, who.id, HISTORY_SCAN)
            .await?
            .into_iter()
            .filter(|r| may_see(actor, r))
            .take(HISTORY_LEN)
            .collect();
        if records.is_empty() {
            return Ok(Reply::public(
                Message::new(Key::HistoryEmpty).arg("player", player),
            ));
        }
        let mut lines = vec![Message::new(Key::HistoryTitle).arg("player", player)];
        for r in records {
            let Some(st) = self.db.load_state(r.id).await? else {
                continue;
            };
            lines.push(history_line(&st, who.id, self.idle_claim));
        }
        Ok(Reply::public_lines(lines))
    }

    /// Game `id` for a record of it (export, replay) asked for by `actor`: a game they may see
    /// ([`super::access::may_see`]) that was played; else the refusal, `never_played` for a
    /// challenge never played.
    pub(super) async fn game_shown_to(
        &self,
        actor: &Actor,
        id: GameId,
        never_played: Key,
    ) -> Res<State> {
        let st = visible_game(&self.db, actor, id).await?;
        if !matches!(
            st.status(),
            GameStatus::Active | GameStatus::Finished | GameStatus::Aborted
        ) {
            return refuse(Message::new(never_played).arg("game", id.0));
        }
        Ok(st)
    }

    /// Red's chance after each move as the game's stored review has it ("Red 73%"), for the
    /// SGF record; none when the game was not reviewed.
    async fn review_comments(&self, id: GameId) -> Res<Vec<String>> {
        let review = self.db.store().review(id).await?;
        Ok(review.map_or_else(Vec::new, |r| {
            r.positions
                .iter()
                .skip(1)
                .map(|p| format!("Red {:.0}%", p.red_chance * 100.0))
                .collect()
        }))
    }

    /// `/hex export game:ID`.
    pub(super) async fn export(&self, actor: &Actor, id: GameId) -> Res<Reply> {
        let st = self.game_shown_to(actor, id, Key::NeverPlayed).await?;
        let day = date(st.record.created_at);
        let info = RecordInfo {
            first: seat_text(&st, Seat::Red),
            second: seat_text(&st, Seat::Blue),
            date: Some(day.clone()),
            comment: Some(if st.record.assisted {
                format!("hexbot game #{} (assisted: a player asked for hints)", id.0)
            } else {
                format!("hexbot game #{}", id.0)
            }),
            move_comments: self.review_comments(id).await?,
        };
        let sgf = write_sgf(&st.game, &info);
        let result = result_arg(&st);
        let file = format!("hexbot-game-{}.sgf", id.0);
        let lines = vec![
            Message::new(Key::ExportTitle)
                .arg("game", id.0)
                .arg("date", day)
                .arg("red", st.seat_label(Seat::Red))
                .arg("blue", st.seat_label(Seat::Blue))
                .arg("variant", variant_name(st.record.settings.variant))
                .arg("board", board_arg(st.record.settings.size.get()))
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

/// A game's result for its record: who won and how, aborted or in progress, and "with hints"
/// when it was assisted.
pub(crate) fn result_arg(state: &State) -> Arg {
    let result: Arg = match (state.result(), state.status()) {
        (Some((winner, reason)), _) => Message::new(Key::ExportResult)
            .arg("winner", state.color_arg(winner))
            .arg("color", winner)
            .arg("reason", state.end_reason(reason))
            .into(),
        (None, GameStatus::Aborted) => Key::ExportAborted.into(),
        (None, _) => Key::ExportPlaying.into(),
    };
    with_hints(state, result)
}

/// `result`, marked "with hints" when the game was assisted.
fn with_hints(state: &State, result: Arg) -> Arg {
    if state.record.assisted {
        Message::new(Key::WithHints).arg("result", result).into()
    } else {
        result
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

/// A game's line in `user`'s history; `idle` is the idle time after which the bot ends a game
/// against the computer that its human left (such a game was not aborted by anyone).
fn history_line(state: &State, user: UserId, idle: std::time::Duration) -> Message {
    let mine = state.record.seat_of(user);
    let theirs = mine.map_or(Seat::Blue, Seat::other);
    let result: Key = match (state.result(), state.status()) {
        (Some((winner, _)), _) if mine == Some(state.seat_of(winner)) => Key::HistoryWon,
        (Some(_), _) => Key::HistoryLost,
        (None, GameStatus::Active) => Key::HistoryPlaying,
        (None, _) if ended_idle(state, idle) => Key::HistoryEndedIdle,
        (None, _) => Key::HistoryAborted,
    };
    Message::new(Key::HistoryLine)
        .arg("game", state.id().0)
        .arg("date", date(state.record.updated_at))
        .arg("result", result)
        .arg("opponent", state.seat_label(theirs))
        .arg("size", i64::from(state.record.settings.size.get()))
        .arg("variant", variant_name(state.record.settings.variant))
        .arg(
            "moves",
            // "(with hints)" closes the line: after the opponent, not before it.
            with_hints(
                state,
                count(i64::try_from(state.ply()).unwrap_or(i64::MAX), Key::Moves),
            ),
        )
}

/// Whether the bot ended a game against the computer because its human did not move in time
/// (idle for `idle`, or their day clock ran out): nobody aborted it.
fn ended_idle(state: &State, idle: std::time::Duration) -> bool {
    let last = state.moves.last().map_or(state.record.created_at, |m| m.at);
    let waited = state.record.updated_at.since(last);
    let limit = if state.timer().is_day_clock() {
        state.timer().duration().unwrap_or(idle)
    } else {
        idle
    };
    state.has_computer() && state.status() == GameStatus::Aborted && waited >= limit
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
