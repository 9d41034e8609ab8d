//! Plans from a personal link: while the opponent is to move, the page's player adds a line of
//! answers (a game of days per move) or queues a premove (a live game) by clicks, shows the plan
//! or forgets it. Each goes through the service as `/hex plan` does in the game's place, and the
//! answer, always private, is the page's note.

use super::app::{Web, accept_language, answered, bad_form};
use super::lang::negotiate;
use crate::service::{PlanAction, text};
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

/// The longest plan text a page may send (the Plan form's own limit on Discord).
const MAX_PLAN_TEXT: usize = 1000;

#[derive(Debug, Default, Deserialize)]
pub(super) struct PlanForm {
    key: Option<String>,
    /// `add` (with `moves`), `show` or `clear`.
    action: Option<String>,
    moves: Option<String>,
    lang: Option<String>,
}

/// A plan from a personal link. The answer is the reply's text: 200 when it was done, 409 when
/// the game refused it, 400 for a form that is not one, 403 for a link that grants nothing, 429
/// past the link's limit.
pub(super) async fn plan(
    State(web): State<Web>,
    Path(id): Path<String>,
    headers: HeaderMap,
    form: Result<Form<PlanForm>, FormRejection>,
) -> Response {
    let Ok(Form(form)) = form else {
        return bad_form(&headers);
    };
    let locale = negotiate(form.lang.as_deref(), accept_language(&headers));
    let bad = || (StatusCode::BAD_REQUEST, text(locale, "web-bad-form", &[])).into_response();
    let moves = form.moves.unwrap_or_default();
    if moves.chars().count() > MAX_PLAN_TEXT {
        return bad();
    }
    let action = match form.action.as_deref().map(str::trim) {
        Some("add") if !moves.trim().is_empty() => PlanAction::Add(moves),
        Some("show") => PlanAction::Show,
        Some("clear") => PlanAction::Clear,
        _ => return bad(),
    };
    let key = form.key.unwrap_or_default();
    let (game, user) = match web.link_holder(&id, &key, locale).await {
        Ok(held) => held,
        Err(refused) => return refused,
    };
    answered(web.service().web_plan(game.id, user, action).await, locale)
}
