//! The web companion: the board in a browser beside Discord. A game's page draws the board as
//! SVG (the renderer's own geometry and palette, `crate::render::render_svg`, through the
//! service), follows the game live, replays a finished one with its review, and lets the holder
//! of a personal link (signed by the service, `crate::weblink`) play by clicks, every move going through the same service as
//! a slash command. `hexbot web` serves it on a local address for one person at the computer
//! ([`local`]).
//!
//! Like `discord` and `local`, this room imports only `service` (and the rules' words it
//! re-exports).

mod analysis;
mod analysis_html;
mod app;
mod bot;
mod html;
mod lang;
mod limits;
pub mod local;
mod newgame;
mod plan;
mod router;
mod view;

pub use app::{Served, Web};
pub use bot::{BotWebConfig, WebConfigError, serve_bot};
pub use local::{LocalWebConfig, WEB_DATABASE_URL, WebError, serve_local};
pub use view::{WebGame, WebMove, WebSeat, WebServer, WebTournament};
