//! `hexbot local`: the whole bot in a terminal, without Discord. Lines typed (or read from a
//! script) are the slash commands as text — `/hex ai level:hard size:9`, `e5`, `as bob: accept` —
//! sent to the same game service and the same SQLite database as the bot, for simulated users
//! whose ids are derived from their names. Replies are printed from the service's catalogue, the
//! board is drawn with text (and saved as a PNG), buttons become numbered choices, exported
//! records are saved as files, and the computer's moves arrive as they are made.
//!
//! Like `discord`, this room imports only `service` (and the rules' types it re-exports).

mod parse;
mod session;
mod term;

pub use parse::{Line, ParseLineError, parse_line, person, user_id};
pub use session::{LocalConfig, LocalError, run_interactive, run_script};
pub use term::{Style, draw_board};
