//! A game as data, for a front end to show in its own words: its players and seats, its moves
//! with the colour that made each, whose turn it is, its clock and result, its caption as a
//! message key, and its board as SVG at any ply (cells named by the front end). Nothing here is
//! in a reader's language: the web (`crate::web`) formats a [`GameView`] for its pages.

use super::ids::{GameId, GuildId, Timestamp, UserId};
use super::messages::{Arg, Message};
use super::state::State;
use crate::hex::{Cell, Color, Game, Move, Variant};
use crate::orientation::Orientation;
use crate::render::{BoardView, render_svg};
use crate::store::GameStatus;

/// A game as a front end shows it (see the module's note). Cheap to share: a changed game is
/// sent to every page open on it as one `Arc<GameView>`.
#[derive(Clone, Debug)]
pub struct GameView {
    /// The game's number.
    pub id: GameId,
    /// Its server.
    pub guild: GuildId,
    /// Cells per side.
    pub size: u8,
    /// Hex or Rex.
    pub variant: Variant,
    /// The holder of Red first, then the holder of Blue.
    pub seats: [SeatView; 2],
    /// Whose turn it is and the last move, or the result: the board's caption.
    pub caption: Message,
    /// Every move so far, in order, with the colour that made it (after a swap, Blue moves
    /// third).
    pub moves: Vec<(Color, Move)>,
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
    /// Whether the game has days per move (plans are conditional moves there, premoves in a
    /// live game).
    pub day_clock: bool,
    /// How the game's pictures are turned unless a reader chooses otherwise.
    pub orientation: Orientation,
    /// When the player to move runs out of time, if a clock runs.
    pub deadline: Option<Timestamp>,
    /// Red's chance before the first move and after each move, from the game's review (empty
    /// when it has none).
    pub red_chances: Vec<f32>,
    /// The game itself, for its board at any ply.
    game: Game,
}

/// A seat as a front end names it.
#[derive(Clone, Debug)]
pub struct SeatView {
    /// The colour its holder has now.
    pub color: Color,
    /// Its holder: a player's name, or the computer with its level.
    pub name: Arg,
    /// The person, if one sits here.
    pub user: Option<UserId>,
}

impl GameView {
    /// Game `st` as a front end shows it, with Red's chances from its review (empty for none).
    pub(super) fn of(st: &State, red_chances: Vec<f32>) -> Self {
        let seat = |color: Color| {
            let seat = st.seat_of(color);
            SeatView {
                color,
                name: st.seat_label(seat),
                user: st.record.player(seat).user(),
            }
        };
        // Replayed, so that each move is given the colour that made it.
        let mut replay = Game::new(st.game.settings());
        let mut moves = Vec::with_capacity(st.game.moves().len());
        for mv in st.game.moves() {
            let by = match mv {
                Move::Resign(c) => *c,
                Move::Place(_) | Move::Swap => replay.to_move(),
            };
            moves.push((by, *mv));
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
        GameView {
            id: st.id(),
            guild: st.record.guild,
            size: settings.size.get(),
            variant: settings.variant,
            seats: [seat(Color::Red), seat(Color::Blue)],
            caption: st.caption(),
            moves,
            ply: st.ply(),
            live,
            over: matches!(st.status(), GameStatus::Finished | GameStatus::Aborted),
            turn: live.then(|| st.game.to_move()),
            to_move,
            can_swap: live && st.game.can_swap(),
            day_clock: st.on_day_clock(),
            orientation: st.record.orientation,
            deadline: if live { st.record.deadline } else { None },
            red_chances,
            game: st.game.clone(),
        }
    }

    /// Whether a page shows this game: it began (a challenge, declined, expired or withdrawn,
    /// never did).
    pub(super) fn shown(st: &State) -> bool {
        matches!(
            st.status(),
            GameStatus::Active | GameStatus::Finished | GameStatus::Aborted
        )
    }

    /// The variant's name as the messages write it ("Hex" or "Rex").
    pub fn variant_name(&self) -> &'static str {
        super::wording::variant_name(self.variant)
    }

    /// The board as SVG after the first `ply` moves (all of them without one, or with more
    /// than were made), turned `orientation` (the game's own without one), each cell named by
    /// `name` (for screen readers).
    pub fn board_svg(
        &self,
        ply: Option<usize>,
        orientation: Option<Orientation>,
        name: impl Fn(Cell, Option<Color>) -> String,
    ) -> String {
        let moves = self.game.moves();
        let ply = ply.unwrap_or(moves.len()).min(moves.len());
        let game = if ply == moves.len() {
            self.game.clone()
        } else {
            let mut game = Game::new(self.game.settings());
            for mv in &moves[..ply] {
                // The stored moves replayed when the game loaded: so do the first of them.
                let _ = game.play(*mv);
            }
            game
        };
        let view =
            BoardView::from_game(&game).with_orientation(orientation.unwrap_or(self.orientation));
        render_svg(&view, name)
    }
}

#[cfg(test)]
impl GameView {
    /// A 9×9 game for the front ends' tests: Red e5, Blue swapped; going on (Red to move, a
    /// deadline) or `over` (with Red's chances).
    pub(crate) fn example(over: bool) -> Self {
        use crate::hex::{BoardSize, Settings};
        let mut game = Game::new(Settings::hex(BoardSize::new(9).expect("9 is a size")));
        let moves = [Move::Place("e5".parse().expect("a cell")), Move::Swap];
        for mv in moves {
            game.play(mv).expect("e5, then the swap");
        }
        let seat = |color| SeatView {
            color,
            name: Arg::Text(String::new()),
            user: None,
        };
        let live = !over;
        GameView {
            id: GameId(7),
            guild: GuildId(1),
            size: 9,
            variant: Variant::Hex,
            seats: [seat(Color::Red), seat(Color::Blue)],
            caption: Message::new(super::messages::Key::LastSwap),
            moves: vec![(Color::Red, moves[0]), (Color::Blue, moves[1])],
            ply: 2,
            live,
            over,
            turn: live.then_some(Color::Red),
            to_move: None,
            can_swap: false,
            day_clock: false,
            orientation: Orientation::Normal,
            deadline: live.then_some(Timestamp(1_796_214_720_000)),
            red_chances: if over { vec![0.5, 0.625, 0.25] } else { vec![] },
            game,
        }
    }
}
