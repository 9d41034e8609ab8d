//! `/hex games`: privately, every unfinished game of the asker in every server: the opponent, the
//! board and variant, whose move, the time left and a link to the game; the games waiting on
//! the asker first, least time left first; a page at a time, with buttons to turn pages.

use super::core::clock::away_in;
use super::core::clock::left_arg;
use super::custom_id::Action;
use super::error::{Res, refuse};
use super::ids::{Actor, GameId, Person, Timestamp};
use super::messages::{Arg, Key, Message, board_arg};
use super::records::Records;
use super::reply::{Button, Reply};
use super::state::State;
use super::wording::variant_name;
use std::time::Duration;

/// Games on one page of the list.
pub(super) const GAMES_PER_PAGE: usize = 10;
/// The most games listed (a user with more sees the most recently played).
pub(super) const GAMES_LISTED: u32 = 100;

/// One game of the list, with what orders it.
struct Listed {
    waiting_on_asker: bool,
    left: Option<Duration>,
    line: Message,
}

impl Records {
    /// `/hex games` for `actor` (asking for someone else's is refused), page `page` (1-based).
    pub(super) async fn games(
        &self,
        actor: &Actor,
        user: Option<Person>,
        page: Option<u32>,
    ) -> Res<Reply> {
        if user.is_some_and(|u| u.id != actor.user) {
            return refuse(Key::GamesNotYours);
        }
        let now = self.clock.now();
        let mut listed = Vec::new();
        for stored in self
            .db
            .store()
            .unfinished_games_of(actor.user, GAMES_LISTED)
            .await?
        {
            // A game that does not load is left out here (it is set aside where it is played);
            // so is one of another world (the terminal's games for the bot, and the reverse).
            let Ok(stored) = stored else { continue };
            if !self.scope.sees(stored.record.guild.0) {
                continue;
            }
            let st = self.db.state(stored).await;
            if let Some(item) = listed_game(&st, actor, now, self.away_until(&st).await?) {
                listed.push(item);
            }
        }
        if listed.is_empty() {
            return Ok(Reply::private(Message::new(Key::GamesNone)));
        }
        listed.sort_by_key(|g| (!g.waiting_on_asker, g.left.unwrap_or(Duration::MAX)));
        let pages = listed.len().div_ceil(GAMES_PER_PAGE);
        let page = (page.unwrap_or(1).max(1) as usize).min(pages);
        let total = i64::try_from(listed.len()).unwrap_or(i64::MAX);
        let mut lines = vec![Message::new(Key::GamesTitle).arg("count", total)];
        lines.extend(
            listed
                .into_iter()
                .skip((page - 1) * GAMES_PER_PAGE)
                .take(GAMES_PER_PAGE)
                .map(|g| g.line),
        );
        let mut reply = Reply::public_lines(lines);
        reply.visibility = super::reply::Visibility::Private;
        if pages > 1 {
            reply.lines.push(
                Message::new(Key::GamesPage)
                    .arg("page", i64::try_from(page).unwrap_or(1))
                    .arg("pages", i64::try_from(pages).unwrap_or(1)),
            );
            reply.buttons = page_buttons(page, pages);
        }
        Ok(reply)
    }

    /// Until when `state`'s clock stands still for a vacation, if it does.
    async fn away_until(&self, state: &State) -> Res<Option<Timestamp>> {
        if state.record.clock_left.is_none() {
            return Ok(None);
        }
        Ok(away_in(&self.db, self.clock.now(), state)
            .await?
            .map(|(_, until)| until))
    }
}

/// The line of `state` in `actor`'s list.
fn listed_game(
    state: &State,
    actor: &Actor,
    now: Timestamp,
    still_until: Option<Timestamp>,
) -> Option<Listed> {
    let seat = state.record.seat_of(actor.user)?;
    let to_move = state.game.to_move();
    let waiting_on_asker = state.player(to_move).user() == Some(actor.user);
    let left = state
        .clock_left(now)
        .or_else(|| state.record.deadline.map(|d| d.since(now)));
    let clock: Message = match (still_until, left) {
        (Some(until), _) => Message::new(Key::GamesClockStill).arg("until", Arg::Time(until)),
        (None, Some(left)) => Message::new(Key::GamesClockLeft).arg("left", left_arg(left)),
        (None, None) => Message::new(Key::GamesNoClock),
    };
    let key = if waiting_on_asker {
        Key::GamesLineYourMove
    } else {
        Key::GamesLineTheirMove
    };
    let line = Message::new(key)
        .arg("number", state.id().0)
        .arg("opponent", state.seat_arg(seat.other()))
        .arg("board", board_arg(state.record.settings.size.get()))
        .arg("variant", variant_name(state.record.settings.variant))
        .arg("clock", clock)
        .arg("game", where_shown(state));
    Some(Listed {
        waiting_on_asker,
        left: if still_until.is_some() { None } else { left },
        line,
    })
}

/// The buttons to the pages before and after `page` of `pages`.
fn page_buttons(page: usize, pages: usize) -> Vec<Button> {
    let button = |to: usize, label: Key, disabled: bool| {
        let mut b = Button::new(GameId(0), Action::Games, to);
        b.label = Message::new(label);
        b.disabled = disabled;
        b
    };
    vec![
        button(
            page.saturating_sub(1).max(1),
            Key::ButtonPrevious,
            page <= 1,
        ),
        button((page + 1).min(pages), Key::ButtonNext, page >= pages),
    ]
}

/// Where `state`'s game is shown: the message with its board, where a front end reported one in
/// the game's place; else the place.
fn where_shown(state: &State) -> Arg {
    let (guild, place) = (state.record.guild, state.record.place());
    match state.record.board_message {
        Some((channel, message)) if channel == place => Arg::Board(guild, channel, message),
        _ => Arg::Place(guild, place),
    }
}
