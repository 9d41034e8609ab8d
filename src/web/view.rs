//! The web's page model: a game, and a server's page, as the pages show them, made from the
//! service's answers as data ([`GameView`], [`ServerView`]) in the reader's language. The
//! service knows nothing of pages: it answers with what a game is; the words are chosen here.

use crate::service::{
    Arg, Color, GameId, GameView, Key, Locale, Message, Move, Orientation, ServerView,
    TournamentId, TournamentView, UserId, text,
};

/// A game as its web page shows it: the service's view of it, and its words in the reader's
/// language.
#[derive(Clone, Debug)]
pub struct WebGame<'a> {
    /// The game as data: its number, size, ply, turn, clock, result and chances.
    pub view: &'a GameView,
    /// "Hex" or "Rex".
    pub variant: String,
    /// The holder of Red first, then the holder of Blue.
    pub players: [WebSeat; 2],
    /// Whose turn it is and the last move, or the result: the board's caption.
    pub caption: String,
    /// Every move so far, in order.
    pub moves: Vec<WebMove>,
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

/// A server's page, in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebServer {
    /// Each ladder's lines (two-player games, the computer ladder, puzzles), as `/hex
    /// leaderboard` shows its first page.
    pub ladders: Vec<Vec<String>>,
    /// Its latest games, newest first: the game, whether it is being played, and its caption.
    pub games: Vec<(GameId, bool, String)>,
    /// Its running tournaments, newest first.
    pub tournaments: Vec<WebTournament>,
}

/// A running tournament on a server's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebTournament {
    /// Its number.
    pub id: TournamentId,
    /// The current round's heading, then a line per board with the board's game (for a link
    /// to its page) when it has one.
    pub round: Vec<(String, Option<GameId>)>,
    /// The standings after the complete rounds: a heading, a line per player, the tiebreaks'
    /// legend.
    pub standings: Vec<String>,
    /// Whether it has a standings picture (a round robin's crosstable, a knockout's bracket).
    pub picture: bool,
}

impl<'a> WebGame<'a> {
    /// Game `view` in `locale`.
    pub fn of(view: &'a GameView, locale: Locale) -> Self {
        let seat = |i: usize| {
            let seat = &view.seats[i];
            WebSeat {
                color: seat.color,
                color_name: Arg::Color(seat.color).format(locale),
                name: seat.name.format(locale),
                user: seat.user,
            }
        };
        let moves = view
            .moves
            .iter()
            .enumerate()
            .map(|(i, (by, mv))| WebMove {
                number: i + 1,
                color: *by,
                text: match mv {
                    Move::Place(cell) => cell.to_string(),
                    Move::Swap => Message::new(Key::LastSwap).format(locale),
                    Move::Resign(_) => text(locale, "web-move-resign", &[]),
                },
            })
            .collect();
        WebGame {
            view,
            variant: view.variant_name().to_owned(),
            players: [seat(0), seat(1)],
            caption: view.caption.format(locale),
            moves,
        }
    }
}

/// The board of `view` as SVG after its first `ply` moves (all of them without one), turned
/// `orientation` (the game's own without one), its cells named in `locale` for screen readers.
pub fn board_svg(
    view: &GameView,
    ply: Option<usize>,
    orientation: Option<Orientation>,
    locale: Locale,
) -> String {
    view.board_svg(ply, orientation, |cell, stone| {
        let cell = cell.to_string();
        match stone {
            None => text(locale, "web-cell-empty", &[("cell", cell.into())]),
            Some(Color::Red) => text(locale, "web-cell-red", &[("cell", cell.into())]),
            Some(Color::Blue) => text(locale, "web-cell-blue", &[("cell", cell.into())]),
        }
    })
}

impl WebServer {
    /// Server page `view` in `locale`.
    pub fn of(view: ServerView, locale: Locale) -> Self {
        let words = |lines: &[Message]| lines.iter().map(|m| m.format(locale)).collect();
        WebServer {
            ladders: view.ladders.iter().map(|l| words(l)).collect(),
            games: view
                .games
                .iter()
                .map(|(id, live, caption)| (*id, *live, caption.format(locale)))
                .collect(),
            tournaments: view
                .tournaments
                .iter()
                .map(|t: &TournamentView| WebTournament {
                    id: t.id,
                    round: t
                        .round
                        .iter()
                        .map(|(line, game)| (line.format(locale), *game))
                        .collect(),
                    standings: words(&t.standings),
                    picture: t.picture,
                })
                .collect(),
        }
    }
}
