//! hexbot: a Discord bot for the connection games Hex and Rex, and the engine behind it.
//!
//! The rooms, and the only direction their imports point (a room imports only from the rows
//! above it, and from none beside it but those its line names):
//!
//! ```text
//! hex, tournament, i18n, weblink, shards   the rules, tournaments, languages, link tokens, shards
//! level, orientation, study, plan          on hex: names the engine, renderer and store share;
//!                                          the analysis board's pure parts; conditional moves
//! ai, render, htp, puzzle                  on hex; ai on level, render on orientation,
//!                                          htp and puzzle on ai
//! store                                    on hex, level, orientation, puzzle, shards
//! service                                  on all of the above but htp
//! discord, local, web                      on service (discord also on shards)
//! main (the binary)                        on everything
//! ```
//!
//! `hex` holds the rules (cells, moves, both swap forms, Hex and Rex outcomes, SGF records);
//! `tournament` the pure tournament engine (Swiss pairings by the FIDE Dutch system, Berger
//! tables, knockout brackets, standings, TRF files, a tournament run round by round); `i18n` the
//! languages hexbot speaks (one Fluent catalogue per locale, the formatting of messages, locale
//! negotiation); `weblink` the web companion's personal links (signed tokens, pure); `shards`
//! which Discord shards (and so which servers) a process holds; `level` the computer's levels
//! and `orientation` how a board picture is turned, each one name for the engine or renderer and
//! the store; `study` the analysis board's pure parts (its tree of variations, the readers that
//! bring games in from elsewhere and the writers that share them, and how near two positions
//! are); `plan` conditional moves (a player's tree of planned answers, read, checked against the
//! game, merged and walked); `ai` the computer player (the search, its knowledge, the solver, reviews of games);
//! `render` the pictures (boards as PNG, SVG and animated GIF, the review graph and rating plot,
//! tournament crosstables and brackets); `htp` the text protocol Hex tools speak (HexGui, MoHex,
//! match scripts); `puzzle` the puzzles (positions with one proved winning stone: the library,
//! its proofs, generation, SGF export), pure, on the rules and the engine's solver; `store` the
//! database (SQLite or PostgreSQL) and the vocabulary the service shares with it (ids, times,
//! seats, statuses, records); `service` the game service, independent of any transport, which
//! answers with data and message keys formatted through `i18n`; `discord` (the only module
//! naming poise or serenity), `local` (the terminal) and `web` (the companion in a browser) are
//! its front ends.

#![warn(missing_docs)]

pub mod ai;
pub mod discord;
pub mod hex;
pub mod htp;
pub mod i18n;
pub mod level;
pub mod local;
pub mod orientation;
pub mod plan;
pub mod puzzle;
pub mod render;
pub mod service;
pub mod shards;
pub mod store;
pub mod study;
pub mod tournament;
pub mod web;
pub mod weblink;
