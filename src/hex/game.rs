//! A game: settings, the move list, whose turn it is, swap, and how it ended.

use super::board::{Board, Color};
use super::cell::{BoardSize, Cell, ParseCellError};
use std::collections::VecDeque;
use std::fmt;
use std::str::FromStr;

/// Which game is played on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Whoever connects their two sides wins.
    #[default]
    Hex,
    /// Misère Hex: whoever connects their two sides loses.
    Rex,
}

/// Whether and how Blue may answer Red's first stone by swapping.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SwapRule {
    /// No swap.
    Off,
    /// Red's stone at (column c, row r) is removed and a Blue stone is placed at (column r, row c);
    /// Red moves next. The players keep their colours.
    #[default]
    Mirror,
    /// The players exchange colours and the stone stays; the player now holding Blue (who moved
    /// first) moves next. This is HTP's `swap-pieces`.
    Seat,
}

impl Variant {
    /// The variant's name in text: `hex` or `rex`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Hex => "hex",
            Self::Rex => "rex",
        }
    }
}

impl SwapRule {
    /// The rule's name in text: `off`, `mirror` or `seat`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Off => "off",
            Self::Mirror => "mirror",
            Self::Seat => "seat",
        }
    }
}

/// A text that names none of the values of some kind: a variant, a swap rule, and (used by every
/// room for the same purpose) a level, a seat, a status or a command option.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} \"{text}\" (expected {expected})")]
pub struct ParseNameError {
    /// What kind of value was expected ("variant", "timer"…).
    pub what: &'static str,
    /// The text as given.
    pub text: String,
    /// The names that would have been understood ("hex or rex").
    pub expected: &'static str,
}

impl ParseNameError {
    /// `text` names no `what`; `expected` lists the names that do.
    pub fn new(what: &'static str, text: &str, expected: &'static str) -> Self {
        Self {
            what,
            text: text.trim().to_owned(),
            expected,
        }
    }
}

impl FromStr for Variant {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "hex" => Ok(Self::Hex),
            "rex" | "misere" | "misère" | "reverse" => Ok(Self::Rex),
            _ => Err(ParseNameError {
                what: "variant",
                text: s.trim().to_owned(),
                expected: "hex or rex",
            }),
        }
    }
}

impl FromStr for SwapRule {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, ParseNameError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "off" | "none" | "no" => Ok(Self::Off),
            "mirror" | "on" => Ok(Self::Mirror),
            "seat" | "seats" | "swap-pieces" => Ok(Self::Seat),
            _ => Err(ParseNameError {
                what: "swap rule",
                text: s.trim().to_owned(),
                expected: "off, mirror or seat",
            }),
        }
    }
}

/// Everything fixed when a game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Settings {
    /// The board's side length.
    pub size: BoardSize,
    /// Hex (connecting wins) or Rex (connecting loses).
    pub variant: Variant,
    /// Whether Blue may swap after Red's first stone, and in which form (mirror or seat).
    pub swap: SwapRule,
}

impl Settings {
    /// Hex on a `size` board with the default (mirror) swap.
    pub fn hex(size: BoardSize) -> Self {
        Self {
            size,
            variant: Variant::Hex,
            swap: SwapRule::Mirror,
        }
    }
}

/// One entry of a game's move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A stone of the side to move on an empty cell.
    Place(Cell),
    /// Blue's swap, as the second move of the game (form given by [`Settings::swap`]).
    Swap,
    /// The given colour gives up; allowed at any time while the game is on, on either turn.
    Resign(Color),
}

impl fmt::Display for Move {
    /// `e5`, `swap`, or `resign` (the colour of a resignation is not written).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Place(c) => write!(f, "{c}"),
            Self::Swap => f.write_str("swap"),
            Self::Resign(_) => f.write_str("resign"),
        }
    }
}

/// Why a text is not a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// The text is neither `swap` nor a cell.
    #[error(transparent)]
    Cell(#[from] ParseCellError),
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A chain joined its owner's two sides: in Hex its owner wins, in Rex its owner loses.
    Connection,
    /// The loser resigned.
    Resignation,
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The colour that won.
    pub winner: Color,
    /// How the game ended: a connection or a resignation.
    pub reason: EndReason,
    /// For a connection: a minimal chain of the connecting colour's stones joining its two sides,
    /// from its first side to its second (the winner's in Hex, the loser's in Rex). Empty otherwise.
    pub chain: Vec<Cell>,
}

/// Why a move was refused. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game has already ended.
    #[error("the game is over")]
    GameOver,
    /// The cell already has a stone.
    #[error("{0} is already taken")]
    Occupied(Cell),
    /// The cell lies beyond the board.
    #[error("{cell} is off the {size} board")]
    OffBoard {
        /// The cell played.
        cell: Cell,
        /// The game's board size.
        size: BoardSize,
    },
    /// A swap in a game whose swap rule is off.
    #[error("swap is off in this game")]
    SwapDisabled,
    /// A swap other than as the second move, Blue's answer to Red's first stone.
    #[error("swap is only allowed as Blue's answer to Red's first stone")]
    SwapNotNow,
    /// A colour other than the one to move tried to move (from [`Game::play_as`]).
    #[error("it is {to_move}'s turn, not {color}'s")]
    NotYourTurn {
        /// The colour that tried to move.
        color: Color,
        /// The colour whose turn it is.
        to_move: Color,
    },
}

/// Why a stored move list does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {number} ({mv}) is illegal: {error}")]
pub struct ReplayError {
    /// One-based number of the offending move.
    pub number: usize,
    /// The offending move.
    pub mv: Move,
    /// Why the rules refused it in its position.
    pub error: PlayError,
}

/// Why a set-up position is refused (from [`Game::from_setup`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A stone lies beyond the board.
    #[error("{cell} is off the {size} board")]
    OffBoard {
        /// The cell given.
        cell: Cell,
        /// The board's size.
        size: BoardSize,
    },
    /// A cell is given twice.
    #[error("{0} is set up twice")]
    Twice(Cell),
    /// A colour has already joined its sides: no game is left to play (in Rex as in Hex).
    #[error("{0} is already connected: no game is left to play")]
    Connected(Color),
}

/// A game of Hex or Rex in progress or finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    settings: Settings,
    /// The stones the game started with (row by row), empty for a game from an empty board.
    setup: Vec<(Cell, Color)>,
    /// The colour that moved first (Red unless set up otherwise).
    first: Color,
    board: Board,
    moves: Vec<Move>,
    to_move: Color,
    seats_swapped: bool,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game: empty board, Red to move.
    pub fn new(settings: Settings) -> Self {
        Self {
            settings,
            setup: Vec::new(),
            first: Color::Red,
            board: Board::new(settings.size),
            moves: Vec::new(),
            to_move: Color::Red,
            seats_swapped: false,
            outcome: None,
        }
    }

    /// Rebuilds a game from its settings and move list, through the rules. This is the only way a
    /// stored game becomes a `Game`.
    ///
    /// # Errors
    /// [`ReplayError`] naming the first move that is illegal in its position.
    pub fn replay(settings: Settings, moves: &[Move]) -> Result<Self, ReplayError> {
        let mut game = Self::new(settings);
        for (i, &mv) in moves.iter().enumerate() {
            game.play(mv).map_err(|error| ReplayError {
                number: i + 1,
                mv,
                error,
            })?;
        }
        Ok(game)
    }

    /// A game that starts from a set-up position: `stones` (either colour, any counts, in any
    /// order) and `to_move` to play first; no moves yet. Moves follow through [`Game::play`] as
    /// usual.
    ///
    /// A set-up game has no swap: when any stone is set up, or Blue is to move first, the
    /// returned game's settings have [`SwapRule::Off`]. With no stones and Red to move, this is
    /// [`Game::new`].
    ///
    /// # Errors
    /// [`SetupError`]: a stone off the board, a cell given twice, or a colour already connected.
    pub fn from_setup(
        settings: Settings,
        stones: &[(Cell, Color)],
        to_move: Color,
    ) -> Result<Self, SetupError> {
        let size = settings.size;
        let mut seen = vec![false; size.cells()];
        for &(cell, _) in stones {
            if !size.contains(cell) {
                return Err(SetupError::OffBoard { cell, size });
            }
            let at = &mut seen[cell.index(size)];
            if *at {
                return Err(SetupError::Twice(cell));
            }
            *at = true;
        }
        let mut setup = stones.to_vec();
        setup.sort_by_key(|&(cell, _)| cell.index(size));
        let board = Board::rebuild(size, setup.iter().copied());
        for color in [Color::Red, Color::Blue] {
            if board.connected(color) {
                return Err(SetupError::Connected(color));
            }
        }
        let swap = if setup.is_empty() && to_move == Color::Red {
            settings.swap
        } else {
            SwapRule::Off
        };
        Ok(Self {
            settings: Settings { swap, ..settings },
            setup,
            first: to_move,
            board,
            moves: Vec::new(),
            to_move,
            seats_swapped: false,
            outcome: None,
        })
    }

    /// The stones the game started with, row by row (empty unless made by
    /// [`Game::from_setup`]).
    pub fn setup(&self) -> &[(Cell, Color)] {
        &self.setup
    }

    /// The colour that moved first: Red, unless the game was set up with Blue to move.
    pub fn first_to_move(&self) -> Color {
        self.first
    }

    /// The settings the game started with.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// The board's size.
    pub fn size(&self) -> BoardSize {
        self.settings.size
    }

    /// The stones on the board now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Every move made so far, in order (swaps and a resignation included).
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The number of moves made so far (the ply the next move will have).
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The colour to move (meaningless once the game is over).
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// True after a seat-form swap: the player who moved first now holds Blue.
    pub fn seats_swapped(&self) -> bool {
        self.seats_swapped
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The last stone placed, or after a mirror swap the swapped stone.
    pub fn last_stone(&self) -> Option<Cell> {
        self.moves.iter().rev().find_map(|m| match m {
            Move::Place(c) => Some(*c),
            Move::Swap if self.settings.swap == SwapRule::Mirror => match self.moves[0] {
                Move::Place(c) => Some(c.transposed()),
                _ => None,
            },
            _ => None,
        })
    }

    /// Whether [`Move::Swap`] is legal now.
    pub fn can_swap(&self) -> bool {
        self.check_swap().is_ok()
    }

    fn check_swap(&self) -> Result<(), PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        if self.settings.swap == SwapRule::Off {
            return Err(PlayError::SwapDisabled);
        }
        if self.moves.len() != 1 || !matches!(self.moves[0], Move::Place(_)) {
            return Err(PlayError::SwapNotNow);
        }
        Ok(())
    }

    /// Parses a player's text as a move for the side to move: a cell (`e5`), `swap` (or
    /// `swap-pieces`), or `resign`.
    ///
    /// # Errors
    /// [`ParseMoveError`] when the text is none of these; legality is [`Game::play`]'s business.
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "swap" | "swap-pieces" | "swap-sides" => Ok(Move::Swap),
            "resign" => Ok(Move::Resign(self.to_move)),
            _ => Ok(Move::Place(Cell::parse(text, self.settings.size)?)),
        }
    }

    /// Plays `mv` for the side to move (or, for a resignation, for the colour it names).
    ///
    /// # Errors
    /// [`PlayError`] saying why the move is illegal; the game is then unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        match mv {
            Move::Place(cell) => {
                if !self.settings.size.contains(cell) {
                    return Err(PlayError::OffBoard {
                        cell,
                        size: self.settings.size,
                    });
                }
                if self.board.get(cell).is_some() {
                    return Err(PlayError::Occupied(cell));
                }
                let color = self.to_move;
                if self.board.place_unchecked(cell, color) {
                    let winner = match self.settings.variant {
                        Variant::Hex => color,
                        Variant::Rex => color.opponent(),
                    };
                    self.outcome = Some(Outcome {
                        winner,
                        reason: EndReason::Connection,
                        chain: minimal_chain(&self.board, color, cell),
                    });
                }
                self.to_move = color.opponent();
            }
            Move::Swap => {
                self.check_swap()?;
                let Move::Place(first) = self.moves[0] else {
                    unreachable!("check_swap saw a stone first")
                };
                match self.settings.swap {
                    SwapRule::Mirror => {
                        self.board =
                            Board::rebuild(self.settings.size, [(first.transposed(), Color::Blue)]);
                        self.to_move = Color::Red;
                    }
                    SwapRule::Seat => {
                        self.seats_swapped = true;
                        self.to_move = Color::Blue;
                    }
                    SwapRule::Off => unreachable!("check_swap refuses swap when off"),
                }
            }
            Move::Resign(color) => {
                self.outcome = Some(Outcome {
                    winner: color.opponent(),
                    reason: EndReason::Resignation,
                    chain: Vec::new(),
                });
            }
        }
        self.moves.push(mv);
        Ok(())
    }

    /// Like [`Game::play`], but first checks that it is `color`'s turn (a resignation may come on
    /// either turn, but only from the colour it names).
    ///
    /// # Errors
    /// [`PlayError::NotYourTurn`], or whatever [`Game::play`] refuses.
    pub fn play_as(&mut self, color: Color, mv: Move) -> Result<(), PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        let mv = match mv {
            Move::Resign(_) => Move::Resign(color),
            _ if color != self.to_move => {
                return Err(PlayError::NotYourTurn {
                    color,
                    to_move: self.to_move,
                });
            }
            other => other,
        };
        self.play(mv)
    }

    /// The game without its last move (for `undo`), replayed from the start (its set-up
    /// position, if any).
    pub fn undone(&self) -> Option<Self> {
        let (_, rest) = self.moves.split_last()?;
        let mut game = Self::from_setup(self.settings, &self.setup, self.first).ok()?;
        for &mv in rest {
            game.play(mv).ok()?;
        }
        Some(game)
    }
}

/// A shortest path of `color`'s stones, inside the group holding `through`, from `color`'s first
/// side to its second. Being shortest, no stone of it can be removed without breaking it.
fn minimal_chain(board: &Board, color: Color, through: Cell) -> Vec<Cell> {
    let size = board.size();
    let n = size.cells();
    let mut prev: Vec<Option<usize>> = vec![None; n];
    let mut seen = vec![false; n];
    let mut queue = VecDeque::new();
    for cell in size.all_cells() {
        if board.on_side(cell, color, false) && board.same_group(cell, through) {
            seen[cell.index(size)] = true;
            queue.push_back(cell);
        }
    }
    while let Some(cell) = queue.pop_front() {
        if board.on_side(cell, color, true) {
            let mut path = vec![cell];
            let mut at = cell.index(size);
            while let Some(p) = prev[at] {
                path.push(Cell::from_index(p, size));
                at = p;
            }
            path.reverse();
            return path;
        }
        for next in board.neighbours(cell) {
            let j = next.index(size);
            if !seen[j] && board.get(next) == Some(color) {
                seen[j] = true;
                prev[j] = Some(cell.index(size));
                queue.push_back(next);
            }
        }
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(text: &str) -> Cell {
        text.parse().unwrap()
    }

    fn hex(n: u32) -> Settings {
        Settings::hex(BoardSize::new(n).unwrap())
    }

    #[test]
    fn a_set_up_game_takes_moves_and_has_no_swap() {
        let stones = [(cell("c3"), Color::Blue), (cell("b2"), Color::Red)];
        let mut game = Game::from_setup(hex(5), &stones, Color::Blue).unwrap();
        assert_eq!(game.settings().swap, SwapRule::Off);
        assert_eq!(game.to_move(), Color::Blue);
        assert_eq!(game.board().stone_count(), 2);
        assert_eq!(
            game.setup(),
            &[(cell("b2"), Color::Red), (cell("c3"), Color::Blue)],
            "row by row"
        );
        game.play(Move::Place(cell("a1"))).unwrap();
        assert_eq!(game.board().get(cell("a1")), Some(Color::Blue));
        assert!(!game.can_swap());
        assert_eq!(game.play(Move::Swap), Err(PlayError::SwapDisabled));
        assert_eq!(
            game.play(Move::Place(cell("b2"))),
            Err(PlayError::Occupied(cell("b2")))
        );
    }

    #[test]
    fn an_empty_setup_with_red_to_move_is_a_new_game() {
        let game = Game::from_setup(hex(7), &[], Color::Red).unwrap();
        assert_eq!(game, Game::new(hex(7)));
        let blue_first = Game::from_setup(hex(7), &[], Color::Blue).unwrap();
        assert_eq!(blue_first.settings().swap, SwapRule::Off);
    }

    #[test]
    fn a_bad_setup_is_refused() {
        let s = hex(3);
        assert_eq!(
            Game::from_setup(s, &[(cell("d1"), Color::Red)], Color::Red),
            Err(SetupError::OffBoard {
                cell: cell("d1"),
                size: s.size
            })
        );
        let twice = [(cell("a1"), Color::Red), (cell("a1"), Color::Blue)];
        assert_eq!(
            Game::from_setup(s, &twice, Color::Red),
            Err(SetupError::Twice(cell("a1")))
        );
        let column = [
            (cell("a1"), Color::Red),
            (cell("a2"), Color::Red),
            (cell("a3"), Color::Red),
        ];
        assert_eq!(
            Game::from_setup(s, &column, Color::Blue),
            Err(SetupError::Connected(Color::Red))
        );
        let rex = Settings {
            variant: Variant::Rex,
            ..s
        };
        assert!(
            Game::from_setup(rex, &column, Color::Blue).is_err(),
            "Rex too"
        );
    }

    #[test]
    fn undone_keeps_the_setup() {
        let stones = [(cell("c3"), Color::Red)];
        let mut game = Game::from_setup(hex(5), &stones, Color::Blue).unwrap();
        let start = game.clone();
        game.play(Move::Place(cell("a1"))).unwrap();
        game.play(Move::Place(cell("e5"))).unwrap();
        let back = game.undone().unwrap().undone().unwrap();
        assert_eq!(back, start);
        assert_eq!(back.undone(), None);
    }
}
