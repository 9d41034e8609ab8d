//! hexbot: a Discord bot for the connection games Hex and Rex, and the engine behind it.
//!
//! The rooms, and the only direction their imports point:
//!
//! ```text
//! hex  ←  level  ←  ai, store
//! hex  ←  orientation  ←  render, store
//! hex  ←  ai, render, store  ←  service  ←  discord, local, web  ←  main (the binary)
//! i18n  ←  service
//! shards  ←  store, service, discord
//! htp stands on hex and ai
//! tournament  ←  service (to come)
//! hex, ai  ←  puzzle  ←  service (to come)
//! ```
//!
//! `hex` holds the rules; `level` the computer's levels, the one name shared by the engine and
//! the store; `orientation` how a board picture is turned, shared by the renderer and the store;
//! `shards` which Discord shards (and so which servers) a process holds;
//! `ai` the computer player; `render` the board picture; `store` the database (games
//! as move lists, ratings) and the vocabulary the service shares with it (ids, times, seats,
//! statuses, records); `i18n` the languages hexbot speaks (one Fluent catalogue per locale, the
//! formatting of messages, locale negotiation); `service` the game service, independent of any
//! transport, its messages formatted through `i18n`; `discord` (the
//! only module naming poise or serenity) and `local` (the terminal) are its front ends; `htp` is
//! the text protocol Hex tools speak (HexGui, MoHex, match scripts); `tournament` the pure
//! tournament engine (Swiss pairings by the FIDE Dutch system, Berger tables, knockout
//! brackets, standings, TRF files), which imports nothing of the rest; `puzzle` the puzzles
//! (positions with one proved winning stone: the library, its proofs, generation, SGF export),
//! pure, on the rules and the engine's solver; `web` the web companion (being built: so far the
//! personal links' tokens).

#![warn(missing_docs)]

pub mod ai;
pub mod discord;
pub mod hex;
pub mod htp;
pub mod i18n;
pub mod level;
pub mod local;
pub mod orientation;
pub mod puzzle;
pub mod render;
pub mod service;
pub mod shards;
pub mod store;
pub mod tournament;
pub mod web;
pub mod weblink;
