//! The companion's routes: the game pages and their event streams, moves and plans from personal
//! links,
//! records, server pages, `hexbot web`'s start page and new games (`app.rs`), the analysis
//! board's pages (`analysis.rs`), and the two static files; every answer with the security
//! headers, every request counted against its address.

use super::analysis::{board_page, board_press, open_board};
use super::app::{
    Web, events, game_page, new_game, not_found_route, per_address, play, review, script,
    security_headers, server_page, sgf, start, style, tournament_picture,
};
use super::plan::plan;
use axum::routing::{get, post};
use axum::{Router, middleware};

impl Web {
    /// The routes, with the security headers and the limit per address.
    pub fn router(&self) -> Router {
        Router::new()
            .route("/", get(start))
            .route("/new", post(new_game))
            .route("/game/{id}", get(game_page))
            .route("/game/{id}/events", get(events))
            .route("/game/{id}/play", post(play))
            .route("/game/{id}/plan", post(plan))
            .route("/game/{id}/sgf", get(sgf))
            .route("/game/{id}/review", post(review))
            .route("/server/{id}", get(server_page))
            .route("/server/{id}/tournament/{file}", get(tournament_picture))
            .route("/board/{id}", get(board_page).post(board_press))
            .route("/analyze", post(open_board))
            .route("/assets/app.js", get(script))
            .route("/assets/style.css", get(style))
            .fallback(not_found_route)
            .layer(middleware::from_fn_with_state(self.clone(), per_address))
            .layer(middleware::from_fn(security_headers))
            .with_state(self.clone())
    }
}
