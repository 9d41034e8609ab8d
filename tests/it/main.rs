//! hexbot's integration tests, linked into one test binary so the heavy dependencies (sqlx,
//! serenity, tokio) are linked once. Each module is one subject, as a spec (a test in
//! `tests/house.rs` keeps this index naming every one):
//!
//! - the rules of the game: `rules`, `properties` (invariants over random games), `solve` (a
//!   tiny-board oracle), `sgf` (records written, read back, malformed ones refused);
//! - the computer: `ai` (tactics, legality, determinism, strength), `ai_connections` (virtual
//!   connections), `ai_inferior` (dead and captured cells), `ai_patterns` (learned move
//!   patterns), `ai_reuse` (the tree kept between moves), `openings` (balanced first stones);
//!   through the HTP front end `htp`, `htp_genmove` and `htp_solver` (the solver's commands
//!   against positions MoHex proves);
//! - the board picture: `render` (decoded and sampled), `render_cli` (`hexbot render`, the real
//!   binary), `replay_gif` (the animated replay, decoded frame by frame);
//! - storage, on SQLite and PostgreSQL: `store`, `store_shards` (the open games of one process's
//!   shards), `store_analysis` (analysis boards);
//! - the game service on real databases: `service_flows`, `service_turns` (idle claims, one
//!   message per turn), `early_ends` (cancelling before the second stone), `settings` (server
//!   defaults, user preferences), `slow_games` (day clocks, reminders, vacations), `hints` (hints
//!   and replays), `plans` (conditional moves), `review` (reviews and the rating plot), `computer_ladder` (points against the
//!   computer), `abuse` (caps on the computer, public answers and challenges), `costly_answers`
//!   (replays, reviews and exports within the public-answer limits), `faults` (games set aside,
//!   writes retried);
//! - the analysis board: `analysis` (every source, the tree, the engine and its refusals of
//!   running games' positions, sharing);
//! - puzzles: `puzzles` (the library and `hexbot puzzles check|export`), `puzzle_play` (`/hex-study puzzle`),
//!   `puzzle_daily` (the daily puzzle);
//! - tournaments: `pairings` (Swiss pairings against bbpPairings' on kept tournaments, and
//!   `hexbot pair` as the real binary), `store_tournaments`, `tournaments` (through the service);
//! - the real binary at its edges: `database_start` (passwords never shown, retries and exit
//!   codes, TLS and `sslmode`, with PostgreSQL servers of the tests' own), `edges_config` (only
//!   `./.env`, plain HTTP only to loopback), `edges_inputs` (size caps of HTP lines and SGF files),
//!   `edges_names` (names shown as typed, never as markup), `edges_privacy` (who may see which
//!   game);
//! - the terminal, `hexbot local` as the real binary: `local`, `local_apart` (its own database),
//!   `local_analysis` (the analysis board), `local_idle` (claims), `local_pictures` (hint and
//!   replay), `local_pty` (in a pseudo-terminal), `local_review`;
//! - Discord end to end, the real binary against a fake Discord: `discord_e2e`, `discord_flow`
//!   (abandoned games, one board per turn, private refusals), `discord_computer` (the computer
//!   ladder), `discord_analysis` (the analysis board), `discord_diagram` (/hex-study
//!   diagram), `discord_pictures` (hint and replay), `discord_places` (DMs, group DMs, servers
//!   that did not install the bot, and "Draw Hex position" on a message), `discord_outside` (games
//!   against the computer and between friends in a group DM, and what needs a server refused),
//!   `discord_puzzles`, `discord_review`,
//!   `discord_rex` (Rex told truly), `discord_settings`, `discord_slow` (slow games),
//!   `discord_stop` (stopping while Discord cannot be reached), `discord_threads` (a challenge's
//!   thread), `discord_tournaments`, `discord_web` (the web companion beside the bot),
//!   `discord_shards` (two processes, one shard each, over one database); under load: `load`
//!   (many games at once) and `soak` (kill -9 at seeded moments);
//! - the web companion: `web_links` (the service's side: opt-in, personal links), `web_pages`
//!   (`hexbot web` over HTTP), `web_browser` (a real headless Chromium), `web_analysis` (the
//!   analysis board's page: in Chromium, over HTTP, and linked from Discord);
//! - the languages players read, in both front ends: `languages`;
//! - `support`: the fake Discord and the helpers the end-to-end tests share.
//!
//! Run one subject with a filter: `cargo test --test it store::`. The lab's commands are tested
//! beside it (`lab/tests/`: `bench_match`, `patterns`, `puzzles`), and `cargo test` at the root
//! runs both.

mod support;

mod abuse;
mod ai;
mod ai_connections;
mod ai_inferior;
mod ai_patterns;
mod ai_reuse;
mod analysis;
mod computer_ladder;
mod costly_answers;
mod database_start;
mod discord_analysis;
mod discord_computer;
mod discord_diagram;
mod discord_e2e;
mod discord_flow;
mod discord_outside;
mod discord_pictures;
mod discord_places;
mod discord_puzzles;
mod discord_review;
mod discord_rex;
mod discord_settings;
mod discord_shards;
mod discord_slow;
mod discord_stop;
mod discord_threads;
mod discord_tournaments;
mod discord_web;
mod early_ends;
mod edges_config;
mod edges_inputs;
mod edges_names;
mod edges_privacy;
mod faults;
mod hints;
mod htp;
mod htp_genmove;
mod htp_solver;
mod languages;
mod load;
mod local;
mod local_analysis;
mod local_apart;
mod local_idle;
mod local_pictures;
mod local_pty;
mod local_review;
mod openings;
mod pairings;
mod plans;
mod properties;
mod puzzle_daily;
mod puzzle_play;
mod puzzles;
mod render;
mod render_cli;
mod replay_gif;
mod review;
mod rules;
mod service_flows;
mod service_turns;
mod settings;
mod sgf;
mod slow_games;
mod soak;
mod solve;
mod store;
mod store_analysis;
mod store_shards;
mod store_tournaments;
mod tournaments;
mod web_analysis;
mod web_browser;
mod web_links;
mod web_pages;
