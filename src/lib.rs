//! hexbot: a Discord bot for the connection games Hex and Rex, and the engine behind it.
//!
//! The rooms, and the only direction their imports point:
//! `hex` ← `htp` (a text-protocol front end for Hex tools), `hex` ← `render` (the board picture),
//! `hex` ← `store` (SQLite: games as move lists, ratings), `hex` ← `ai` (the computer player);
//! `i18n` (the Fluent catalogues of the languages hexbot speaks) stands on nothing of ours;
//! `service` (the game service) stands on all of these; `discord` (the Discord front end, the only
//! module naming poise or serenity) and `local` (the terminal front end) stand on `service`.

pub mod ai;
pub mod discord;
pub mod hex;
pub mod htp;
pub mod i18n;
pub mod local;
pub mod render;
pub mod service;
pub mod store;
