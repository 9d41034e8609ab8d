//! hexbot: a Discord bot for the connection games Hex and Rex, and the engine behind it.
//!
//! The rooms, and the only direction their imports point:
//! `hex` ← `ai` (the computer player), `hex` ← `render` (the board picture);
//! `hex`, `ai` ← `htp` (a text-protocol front end for Hex tools);
//! `hex`, `ai` ← `store` (SQLite: games as move lists, ratings; it names the computer's level
//! with `ai`'s own [`ai::Level`], and its ids, times, seats, statuses and records are the one
//! vocabulary the service uses too);
//! `service` (the game service) stands on all four; `discord` (the Discord front end, the only
//! module naming poise or serenity) and `local` (the terminal front end) stand on `service`.

pub mod ai;
pub mod discord;
pub mod hex;
pub mod htp;
pub mod local;
pub mod render;
pub mod service;
pub mod store;
