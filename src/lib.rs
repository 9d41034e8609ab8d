//! hexbot: a Discord bot for the connection games Hex and Rex, and the engine behind it.
//!
//! The rooms, and the only direction their imports point:
//! `hex` ← `htp` (a text-protocol front end for Hex tools), `hex` ← `render` (the board picture).

pub mod ai;
pub mod hex;
pub mod htp;
pub mod render;
pub mod service;
