//! hexbot: a Discord bot for the connection games Hex and Rex, and the engine behind it.
//!
//! The rooms, and the only direction their imports point:
//! `hex` ← `htp` (a text-protocol front end for Hex tools);
//! `hex` ← `service` (the game service) ← `discord` (the Discord front end, the only module
//! naming poise or serenity).

pub mod discord;
pub mod hex;
pub mod htp;
pub mod service;
