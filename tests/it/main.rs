//! hexbot's integration tests, linked into one test binary so the heavy dependencies (sqlx,
//! serenity, tokio) are linked once. Each module is one subject, as a spec:
//!
//! - rules of the game: `rules`, `properties` (random games), `solve` (a tiny-board oracle), `sgf`;
//! - the computer: `ai`, `ai_inferior` (dead and captured cells), `ai_patterns` (learned move patterns), `openings` (balanced first stones), and through the HTP front end
//!   `htp`, `htp_genmove`, `htp_solver` (the solver's commands against positions MoHex proves);
//!   `bench_match` (the match referee against external HTP engines, the
//!   real binary);
//! - the board picture: `render` (decoded and sampled), `render_cli` (the real binary),
//!   `replay_gif` (the animated replay, decoded frame by frame);
//! - storage and the game service on real SQLite files: `store`, `service_flows`, `hints` (hints
//!   and replays), `costly_answers` (replays, reviews and exports: public-answer limits, replays
//!   kept),
//!   `computer_ladder` (points against the computer);
//! - the database at start, with the real binary and PostgreSQL servers of the tests' own:
//!   `database_start` (passwords never shown, retries and exit codes, TLS and `sslmode`);
//! - the computer's review of a game and the rating plot: `review` (service), `discord_review`,
//!   `local_review` (the real binary);
//! - the front ends as real binaries: `local` (terminal), `local_pictures` (hint and replay there),
//!   `local_apart` (its own database, and only its own games on the bot's), `discord_e2e` (against a fake Discord),
//!   `discord_rex` (Rex told truly on Discord: rules, texts and the struck-out chain),
//!   `discord_computer` (the computer ladder), `discord_shards` (two bot processes, one shard
//!   each, over one database);
//! - the languages players read, in both front ends: `languages`;
//! - tournaments: `pairings` (Swiss pairings against bbpPairings' on kept tournaments, and
//!   `hexbot pair` as the real binary);
//! - `support`: the fake Discord and the helpers the end-to-end tests share.
//!
//! Run one subject with a filter: `cargo test --test it store::`.

mod support;

mod abuse;
mod ai;
mod ai_connections;
mod ai_inferior;
mod ai_patterns;
mod ai_reuse;
mod bench_match;
mod computer_ladder;
mod costly_answers;
mod database_start;
mod discord_computer;
mod discord_e2e;
mod discord_flow;
mod discord_pictures;
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
mod local_apart;
mod local_idle;
mod local_pictures;
mod local_pty;
mod local_review;
mod openings;
mod pairings;
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
mod store_shards;
mod store_tournaments;
mod tournaments;
mod web_browser;
mod web_links;
mod web_pages;
