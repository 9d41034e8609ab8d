//! `hexbot local`: the whole bot in a terminal, without Discord. Lines typed (or read from a
//! script) are the slash commands as text — `/hex ai level:hard size:9`, `e5`, `as bob: accept` —
//! sent to the same game service as the bot, for simulated users whose ids are derived from
//! their names, on a database of its own ([`LOCAL_DATABASE_URL`]; the bot's only when asked
//! for, and then only the terminal's own games are touched: its server 0, which no Discord
//! server is). Replies are printed from the service's catalogue, the
//! board is drawn with text (and saved as a PNG), buttons become numbered choices, exported
//! records are saved as files, and the computer's moves arrive as they are made.
//!
//! Like `discord`, this room imports only `service` (and the rules' types it re-exports).

mod parse;
mod session;
mod term;
mod tourney;
mod words;

pub use parse::{Line, ParseLineError, parse_line, person, user_id};
pub use session::{LocalConfig, LocalError, run_interactive, run_script};
pub use term::{Style, draw_board};

/// Where `hexbot local` keeps its games unless told otherwise: `hexbot-local.db` in the working
/// directory, never the bot's `hexbot.db`.
pub const LOCAL_DATABASE_URL: &str = "sqlite://hexbot-local.db";
