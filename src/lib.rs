//! hexbot: a Discord bot for the connection games Hex and Rex, and the engine behind it.
//!
//! The rooms, and the only direction their imports point:
//!
//! ```text
//! hex  ←  ai  ←  store  ←  service  ←  discord, local  ←  main (the binary)
//! hex  ←  render  ←  service
//! htp stands on hex and ai
//! ```
//!
//! `hex` holds the rules; `ai` the computer player; `render` the board picture; `store` the
//! database (games as move lists, ratings) and the vocabulary the service shares with it (ids,
//! times, seats, statuses, records; the computer's level is `ai`'s own [`ai::Level`]);
//! `service` the game service, independent of any transport; `discord` (the only module naming
//! poise or serenity) and `local` (the terminal) are its front ends; `htp` is the text protocol
//! Hex tools speak (HexGui, MoHex, match scripts).

pub mod ai;
pub mod discord;
pub mod hex;
pub mod htp;
pub mod local;
pub mod render;
pub mod service;
pub mod store;
