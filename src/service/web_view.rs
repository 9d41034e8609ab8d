//! What the web companion shows of a game: its players, moves, caption, clock and review, and
//! the board as SVG at any ply, all in the reader's language; the moves made from a personal
//! link, which go through the same handler as a button press in the game's own place; and which
//! game changed, for the live pages.

use super::custom_id::{Action, ButtonId};
use super::error::at_door;
use super::ids::{Actor, GameId, GuildId, Timestamp, UserId};
use super::{core::Core, door::Service};
use super::messages::{Arg, Key, Message};
use super::reply::{Attachment, Reply, Visibility};
use super::state::State;
use super::{Command, ServiceError};
use crate::hex::{Cell, Color, Game, Move};
use crate::i18n::{Locale, text};
use crate::orientation::Orientation;
use crate::render::{BoardView, render_svg};
use crate::store::GameStatus;

/// A game as its web page shows it; every text is already in the reader's language.
#[derive(Clone, Debug, PartialEq)]
pub struct WebGame {
    /// The game's number.
    pub id: GameId,
    /// Its server.
    pub guild: GuildId,
    /// Cells per side.
    pub size: u8,
    /// "Hex" or "Rex".
    pub variant: String,
    /// The holder of Red first, then the holder of Blue.
    pub players: [WebSeat; 2],
    /// Whose turn it is and the last move, or the result: the board's caption.
    pub caption: String,
    /// Every move so far, in order.
    pub moves: Vec<WebMove>,
    /// The number of moves made (swaps and a resignation included).
    pub ply: usize,
    /// Whether moves are still being made.
    pub live: bool,
    /// Whether the game has ended (a result, or stopped by a moderator).
    pub over: bool,
    /// The colour to move, while moves are being made.
    pub turn: Option<Color>,
    /// The player whose turn it is, when it is a person's.
    pub to_move: Option<UserId>,
    /// Whether the player to move may swap now.
    pub can_swap: bool,
    /// How the game's pictures are turned unless a reader chooses otherwise.
    pub orientation: Orientation,
    /// When the player to move runs out of time, if a clock runs.
    pub deadline: Option<Timestamp>,
    /// Red's chance before the first move and after each move, from the game's review (empty
    /// when it has none).
    pub red_chances: Vec<f32>,
}

/// A player as the page names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebSeat {
    /// The colour they hold now.
    pub color: Color,
    /// The colour's name.
    pub color_name: String,
    /// Their name, or the computer with its level.
    pub name: String,
    /// The person, if one sits here.
    pub user: Option<UserId>,
}

/// One move of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebMove {
    /// 1 for the first move.
    pub number: usize,
    /// The colour that made it.
    pub color: Color,
    /// The cell, or the word for a swap or a resignation.
    pub text: String,
}

/// What a personal link's holder may do on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WebAction {
    /// A stone on this cell (as typed: `f6`).
    Place(String),
    /// The swap.
    Swap,
    /// Resigning, confirmed on the page.
    Resign,
}

impl Service {
    /// Game `id` as its page shows it, in `locale`; `None` when there is no such game or it never
    /// began (a challenge, declined, expired or withdrawn).
    ///
    /// # Errors
    /// [`ServiceError::Storage`], or [`ServiceError::Corrupt`] when its moves do not replay.
    pub async fn web_game(
        &self,
        id: GameId,
        locale: Locale,
    ) -> Result<Option<WebGame>, ServiceError> {
        let Some(st) = self.inner.core.load_state(id).await? else {
            return Ok(None);
        };
        self.web_game_of(&st, locale).await
    }

    async fn web_game_of(
        &self,
        st: &super::state::State,
        locale: Locale,
    ) -> Result<Option<WebGame>, ServiceError> {
        let id = st.id();
        if !matches!(
            st.status(),
            GameStatus::Active | GameStatus::Finished | GameStatus::Aborted
        ) {
            return Ok(None);
        }
        // Only a finished game has a review: a live page, fetched again after every move by
        // each of its readers, does not look for one.
        let review = if st.status() == GameStatus::Finished {
            self.inner.core.db.store().review(id).await?
        } else {
            None
        };
        let red_chances = match review {
            Some(r) if r.positions.len() == st.game.moves().len() + 1 => {
                r.positions.iter().map(|p| p.red_chance).collect()
            }
            _ => Vec::new(),
        };
        Ok(Some(web_game_of(st, locale, red_chances)))
    }

    /// Game `id` as its page shows it ([`Service::web_game`]) with its board as SVG, from one
    /// reading of the game: after its first `ply` moves when it is over (all of them without
    /// one, or with more than were made; a game going on always shows all), turned
    /// `orientation` (the game's own without one), its cells named in `locale`.
    ///
    /// # Errors
    /// As [`Service::web_game`].
    pub async fn web_page(
        &self,
        id: GameId,
        ply: Option<usize>,
        orientation: Option<Orientation>,
        locale: Locale,
    ) -> Result<Option<(WebGame, String)>, ServiceError> {
        let Some(st) = self.inner.core.load_state(id).await? else {
            return Ok(None);
        };
        let Some(game) = self.web_game_of(&st, locale).await? else {
            return Ok(None);
        };
        let ply = ply.filter(|_| game.over);
        let svg = board_svg(&st, ply, orientation, locale);
        Ok(Some((game, svg)))
    }
}

/// Someone reading game `st` from the web, in its own place (no player: a command made as them
/// shows what anyone may see there).
fn web_reader(st: &super::state::State) -> Actor {
    Actor {
        guild: st.record.guild,
        channel: st.record.place(),
        ..Actor::new(0, 0, 0, "web")
    }
}

/// The board of `st` as SVG, after its first `ply` moves (all of them without one, or with
/// more than were made), turned `orientation` (the game's own without one), its cells named in
/// `locale`.
fn board_svg(
    st: &super::state::State,
    ply: Option<usize>,
    orientation: Option<Orientation>,
    locale: Locale,
) -> String {
    {
        let moves = st.game.moves();
        let ply = ply.unwrap_or(moves.len()).min(moves.len());
        let game = if ply == moves.len() {
            st.game.clone()
        } else {
            let mut game = Game::new(st.game.settings());
            for mv in &moves[..ply] {
                // The stored moves replayed when the game loaded: so do the first of them.
                let _ = game.play(*mv);
            }
            game
        };
        let view = BoardView::from_game(&game)
            .with_orientation(orientation.unwrap_or(st.record.orientation));
        render_svg(&view, |cell, stone| cell_name(locale, cell, stone))
    }
}

impl Service {
    /// A move by `user` in game `id` from the web, made as if they pressed the board's button
    /// for ply `ply` in the game's own place: the same checks (their turn, the cell, a stale
    /// board, a finished game) and the same refusals. What it says publicly (the new board) is
    /// also announced in the game's place, so the chat shows the move as if made there. `None`
    /// when there is no such game.
    ///
    /// # Errors
    /// As [`Service::handle`].
    pub async fn web_play(
        &self,
        id: GameId,
        user: UserId,
        action: WebAction,
        ply: u32,
    ) -> Result<Option<Reply>, ServiceError> {
        let Some(st) = self.inner.core.load_state(id).await? else {
            return Ok(None);
        };
        let guild = st.record.guild;
        let place = st.record.place();
        let name = self.inner.core.db.name(guild, user).await;
        let actor = Actor {
            guild,
            channel: place,
            ..Actor::new(0, 0, user.0, name)
        };
        let (action, input) = match action {
            WebAction::Place(cell) => (Action::Move, Some(cell)),
            WebAction::Swap => (Action::Swap, None),
            WebAction::Resign => (Action::ConfirmResign, None),
        };
        let command = Command::Button {
            id: ButtonId {
                game: id,
                action,
                ply,
            },
            input,
        };
        let handled = self.handle_answered(&actor, command).await?;
        let reply = handled.reply;
        if !reply.refused && reply.visibility == Visibility::Public {
            self.inner.core
                .show_web_move(id, (guild, place), reply.clone(), handled.answer);
        }
        Ok(Some(reply))
    }

    /// Game `id` as an SGF record (with its review's chances, if any), as `/hex export` attaches
    /// it; `None` when there is no such game or it never began.
    ///
    /// # Errors
    /// As [`Service::web_game`].
    pub async fn web_sgf(&self, id: GameId) -> Result<Option<Attachment>, ServiceError> {
        let Some(st) = self.inner.core.load_state(id).await? else {
            return Ok(None);
        };
        let reader = web_reader(&st);
        // As `/hex export` makes it, without its limit on public answers (nothing is shown to
        // anyone else).
        let reply = at_door(self.inner.records.export(&reader, id).await)?.unwrap_or_else(|r| r);
        Ok(reply.attachments.into_iter().next())
    }

    /// The computer's review of game `id` (computed once, then stored), asked for from its page
    /// in the game's own place; `None` when there is no such game. A game not over is refused
    /// as `/hex review` refuses it.
    ///
    /// # Errors
    /// As [`Service::handle`].
    pub async fn web_review(&self, id: GameId) -> Result<Option<Reply>, ServiceError> {
        let Some(st) = self.inner.core.load_state(id).await? else {
            return Ok(None);
        };
        let reader = web_reader(&st);
        let review = self.inner.reviews.review(&reader, id, None).await;
        Ok(Some(at_door(review)?.unwrap_or_else(|refusal| refusal)))
    }

    /// Whether `guild`'s games have pages on the web (`/hex config web:True`).
    ///
    /// # Errors
    /// [`ServiceError::Storage`].
    pub async fn web_pages(&self, guild: GuildId) -> Result<bool, ServiceError> {
        Ok(self.inner.optin.get(guild).await?)
    }

    /// The service's clock's time now (for the expiry of personal links).
    pub fn now(&self) -> Timestamp {
        self.inner.core.now()
    }

    /// Which game changed (a move, its end) from now on: a live page follows its own. A receiver
    /// that falls more than a thousand changes behind is told it lagged and should look again.
    pub fn game_changes(&self) -> tokio::sync::broadcast::Receiver<GameId> {
        self.inner.core.changes.subscribe()
    }
}

/// `cell`'s name for screen readers: "f6, red stone" or "f6, empty".
pub(crate) fn cell_name(locale: Locale, cell: Cell, stone: Option<Color>) -> String {
    let cell = cell.to_string();
    match stone {
        None => text(locale, "web-cell-empty", &[("cell", cell.into())]),
        Some(Color::Red) => text(locale, "web-cell-red", &[("cell", cell.into())]),
        Some(Color::Blue) => text(locale, "web-cell-blue", &[("cell", cell.into())]),
    }
}

fn web_game_of(st: &State, locale: Locale, red_chances: Vec<f32>) -> WebGame {
    let seat = |color: Color| {
        let seat = st.seat_of(color);
        WebSeat {
            color,
            color_name: Arg::Color(color).format(locale),
            name: st.seat_label(seat).format(locale),
            user: st.record.player(seat).user(),
        }
    };
    // Replayed, so that each move is given the colour that made it (after a seat swap, Blue
    // moves third).
    let mut replay = Game::new(st.game.settings());
    let mut moves = Vec::new();
    for (i, mv) in st.game.moves().iter().enumerate() {
        let (by, text) = match mv {
            Move::Place(cell) => (replay.to_move(), cell.to_string()),
            Move::Swap => (replay.to_move(), Message::new(Key::LastSwap).format(locale)),
            Move::Resign(c) => (*c, text(locale, "web-move-resign", &[])),
        };
        moves.push(WebMove {
            number: i + 1,
            color: by,
            text,
        });
        // Stored moves replay (the state was built from them).
        let _ = replay.play(*mv);
    }
    let live = st.is_active();
    let to_move = if live {
        st.record.player(st.seat_of(st.game.to_move())).user()
    } else {
        None
    };
    let settings = st.record.settings;
    WebGame {
        id: st.id(),
        guild: st.record.guild,
        size: settings.size.get(),
        variant: super::wording::variant_name(settings.variant).to_owned(),
        players: [seat(Color::Red), seat(Color::Blue)],
        caption: st.caption().format(locale),
        moves,
        ply: st.ply(),
        live,
        over: matches!(st.status(), GameStatus::Finished | GameStatus::Aborted),
        turn: live.then(|| st.game.to_move()),
        to_move,
        can_swap: live && st.game.can_swap(),
        orientation: st.record.orientation,
        deadline: if live { st.record.deadline } else { None },
        red_chances,
    }
}
