//! The rules of Hex and Rex, and nothing else: board sizes and cell notation, colours, stones with
//! incremental connection tracking, moves (stone, swap in two forms, resignation), outcomes with the
//! minimal winning chain, [`Game::replay`], the one way a stored move list becomes a game, and game
//! records in SGF as HexGui reads them, or one a line as the engine's data files keep them
//! ([`GameLine`]).
//!
//! This room uses the standard library and `thiserror` (for its error types) only: no I/O, no
//! randomness, no async, no Discord or SQL types. Everything else in hexbot stands on it.
//!
//! ```
//! use hexbot::hex::{BoardSize, Game, Settings, Color};
//! let mut game = Game::new(Settings::hex(BoardSize::new(11).unwrap()));
//! let mv = game.parse_move("f6").unwrap();
//! game.play(mv).unwrap();
//! assert_eq!(game.to_move(), Color::Blue);
//! assert!(game.can_swap());
//! ```

mod board;
mod cell;
mod game;
mod game_line;
pub(crate) mod sgf;
mod sgf_syntax;

pub use board::{Board, Color, neighbours};
pub use cell::{BoardSize, BoardSizeError, Cell, MAX_SIZE, ParseCellError};
pub use game::{
    EndReason, Game, Move, Outcome, ParseMoveError, ParseNameError, PlayError, ReplayError,
    Settings, SetupError, SwapRule, Variant,
};
pub use game_line::{GameLine, GameLineError};
pub use sgf::{MAX_SGF_BYTES, RecordInfo, SgfError, read_sgf, write_sgf};
pub use sgf_syntax::{SgfNode, SgfProp, SgfSyntaxError, SgfTree, TextPos, printable};
