//! The analysis board on the web: a board's page (`/board/N`, opened by a signed board link —
//! the one under a new board on Discord, or the one `hexbot web` hands out when its start page
//! opens a board), whose buttons and cells go through the service as the Discord buttons do, and
//! `hexbot web`'s form that opens a board (`/analyze`: an empty board, a move list, an SGF record
//! or a HexWorld link). The page answers every press with the board drawn anew: a click on an
//! empty cell plays it for the side to move (the page's script fills the Play form).

use super::analysis_html::{self, BoardPage};
use super::app::{Served, Web, accept_language, bad_form, failed, link_problem, not_found, page};
use super::lang::negotiate;
use crate::service::{
    Action, Actor, AnalyzeOptions, ButtonId, Command, GameId, LOCAL_GUILD, Locale, Reply,
    TokenError, Variant, simulated_user_id, text,
};
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// The longest text the open form takes (a move list, a record or a link), in bytes: a record of
/// every cell of 19×19 with its variations fits many times over.
const MAX_OPEN_TEXT: usize = 256 * 1024;

/// A board page's address: its link, language and node.
#[derive(Clone, Debug, Default, Deserialize)]
pub(super) struct BoardQuery {
    key: Option<String>,
    lang: Option<String>,
    node: Option<String>,
}

/// A press on a board page: the button (its custom id), and the moves typed or clicked.
#[derive(Clone, Debug, Default, Deserialize)]
pub(super) struct PressForm {
    key: Option<String>,
    lang: Option<String>,
    press: Option<String>,
    moves: Option<String>,
}

/// `hexbot web`'s form that opens a board.
#[derive(Clone, Debug, Default, Deserialize)]
pub(super) struct OpenForm {
    lang: Option<String>,
    size: Option<String>,
    variant: Option<String>,
    text: Option<String>,
}

/// A board's number from its address.
fn board_number(id: &str) -> Option<GameId> {
    id.parse::<i64>().ok().filter(|&n| n > 0).map(GameId)
}

impl Web {
    /// Whom the link `key` lets use board `board`: its owner, acting from the board's server.
    fn board_owner(&self, key: &str, board: GameId) -> Result<Actor, TokenError> {
        let grant = self.service().check_board_link(key, board)?;
        let name = match self.served() {
            Served::Local { name } => name.clone(),
            Served::Bot => String::new(),
        };
        Ok(Actor::new(grant.guild.0, 0, grant.user.0, name))
    }

    /// The board an address names and whom its link `key` lets use it; or the page that
    /// refuses (no such board, no link, a link that grants nothing here).
    fn board_and_owner<'k>(
        &self,
        id: &str,
        key: Option<&'k str>,
        locale: Locale,
    ) -> Result<(GameId, &'k str, Actor), Box<Response>> {
        let Some(board) = board_number(id) else {
            return Err(Box::new(not_found(locale)));
        };
        let Some(key) = key_of(key) else {
            return Err(Box::new(forbidden(locale, TokenError::Malformed)));
        };
        match self.board_owner(key, board) {
            Ok(owner) => Ok((board, key, owner)),
            Err(e) => Err(Box::new(forbidden(locale, e))),
        }
    }

    /// The board drawn after `press` (with `moves` for Play) by `owner`, with what the press
    /// answered when that is not a board (a refusal, a shared diagram).
    async fn pressed(
        &self,
        owner: &Actor,
        press: ButtonId,
        moves: Option<String>,
        locale: Locale,
        key: &str,
    ) -> Response {
        let command = |id: ButtonId, input| Command::Button { id, input };
        let answer = match self.service().handle(owner, command(press, moves)).await {
            Ok(answer) => answer,
            Err(e) => return failed(locale, &e),
        };
        let (board, aside) = if answer.drawing.is_some() {
            (answer, None)
        } else {
            // The board again where it was pressed, with the answer beside it.
            let jump = ButtonId {
                action: Action::AnalysisJump,
                ..press
            };
            match self.service().handle(owner, command(jump, None)).await {
                Ok(board) if board.drawing.is_some() => (board, Some(answer)),
                Ok(_) => return refused_page(locale, &answer),
                Err(e) => return failed(locale, &e),
            }
        };
        let shown = BoardPage {
            locale,
            board: press.game,
            key,
            reply: &board,
            aside: aside.as_ref(),
        };
        page(StatusCode::OK, analysis_html::board_page(&shown))
    }
}

/// An answer that could not be shown beside its board (the board is gone): its lines alone.
fn refused_page(locale: Locale, answer: &Reply) -> Response {
    let status = if answer.refused {
        StatusCode::CONFLICT
    } else {
        StatusCode::OK
    };
    let said = answer.text(locale).replace("**", "");
    page(status, super::html::message_page(locale, &said))
}

/// The key of a request, if it carries one.
fn key_of(key: Option<&str>) -> Option<&str> {
    key.map(str::trim).filter(|k| !k.is_empty())
}

fn forbidden(locale: Locale, e: TokenError) -> Response {
    page(
        StatusCode::FORBIDDEN,
        super::html::message_page(locale, &link_problem(locale, e)),
    )
}

/// A board's page: at `node` when the address names one, else at the end of its line.
pub(super) async fn board_page(
    State(web): State<Web>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Result<Query<BoardQuery>, QueryRejection>,
) -> Response {
    let Ok(Query(q)) = q else {
        return bad_form(&headers);
    };
    let locale = negotiate(q.lang.as_deref(), accept_language(&headers));
    let (board, key, owner) = match web.board_and_owner(&id, q.key.as_deref(), locale) {
        Ok(found) => found,
        Err(refused) => return *refused,
    };
    let node = q.node.as_deref().and_then(|n| n.trim().parse::<u32>().ok());
    let press = ButtonId {
        game: board,
        action: if node.is_some() {
            Action::AnalysisJump
        } else {
            Action::AnalysisEnd
        },
        ply: node.unwrap_or(0),
    };
    web.pressed(&owner, press, None, locale, key).await
}

/// A button of a board's page pressed (or a cell clicked: Play with its cell).
pub(super) async fn board_press(
    State(web): State<Web>,
    Path(id): Path<String>,
    headers: HeaderMap,
    form: Result<Form<PressForm>, FormRejection>,
) -> Response {
    let Ok(Form(form)) = form else {
        return bad_form(&headers);
    };
    let locale = negotiate(form.lang.as_deref(), accept_language(&headers));
    let (board, key, owner) = match web.board_and_owner(&id, form.key.as_deref(), locale) {
        Ok(found) => found,
        Err(refused) => return *refused,
    };
    // Counted once the link holds, so the table holds only links this bot signed.
    if !web.link_allows(key) {
        return page(
            StatusCode::TOO_MANY_REQUESTS,
            super::html::message_page(locale, &text(locale, "web-too-many", &[])),
        );
    }
    let press = form
        .press
        .as_deref()
        .and_then(|p| p.trim().parse::<ButtonId>().ok())
        .filter(|p| p.game == board && p.action.is_analysis());
    let Some(press) = press else {
        return bad_form(&headers);
    };
    let moves = form.moves.filter(|m| !m.trim().is_empty());
    web.pressed(&owner, press, moves, locale, key).await
}

/// `hexbot web`: a new board for the person at the computer from the start page's form, then
/// its page (with its link).
pub(super) async fn open_board(
    State(web): State<Web>,
    headers: HeaderMap,
    form: Result<Form<OpenForm>, FormRejection>,
) -> Response {
    let Ok(Form(form)) = form else {
        return bad_form(&headers);
    };
    let locale = negotiate(form.lang.as_deref(), accept_language(&headers));
    let Served::Local { name } = web.served() else {
        return not_found(locale);
    };
    let source = form.text.as_deref().map(str::trim).unwrap_or("");
    if source.len() > MAX_OPEN_TEXT {
        return bad_form(&headers);
    }
    let options = open_options(&form, source);
    let me = Actor::new(
        LOCAL_GUILD,
        web.new_channel(),
        simulated_user_id(name),
        name,
    );
    let reply = match web
        .service()
        .handle(&me, Command::Analyze(Box::new(options)))
        .await
    {
        Ok(reply) => reply,
        Err(e) => return failed(locale, &e),
    };
    let opened = reply.buttons.first().map(|b| (b.id.game, b.id.ply));
    let Some((board, node)) = opened.filter(|_| !reply.refused) else {
        let said = reply.text(locale).replace("**", "");
        return page(
            StatusCode::BAD_REQUEST,
            super::html::start_page(locale, name, Some(&said)),
        );
    };
    let Some(key) = web.service().board_link_token(me.guild, board, me.user) else {
        return not_found(locale);
    };
    Redirect::to(&format!(
        "/board/{}?lang={}&key={key}&node={node}",
        board.0,
        locale.tag()
    ))
    .into_response()
}

/// The service's options for the open form: the text is a link when it starts like one, an SGF
/// record when it starts with `(`, else a move list (none: an empty board).
fn open_options(form: &OpenForm, source: &str) -> AnalyzeOptions {
    let mut options = AnalyzeOptions {
        size: form.size.as_deref().and_then(|s| s.trim().parse().ok()),
        variant: form
            .variant
            .as_deref()
            .and_then(|v| v.trim().parse::<Variant>().ok()),
        ..AnalyzeOptions::default()
    };
    let owned = Some(source.to_owned());
    if source.is_empty() {
    } else if source.starts_with("http://") || source.starts_with("https://") {
        options.link = owned;
    } else if source.starts_with('(') {
        options.record = owned;
    } else {
        options.moves = owned;
    }
    options
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(text: &str) -> OpenForm {
        OpenForm {
            size: Some("9".into()),
            text: Some(text.into()),
            ..OpenForm::default()
        }
    }

    #[test]
    fn the_open_forms_text_is_read_by_its_first_characters() {
        let opened = |t: &str| open_options(&form(t), t);
        let link = opened("https://hexworld.org/board/#9c1,e5");
        assert!(link.link.is_some() && link.moves.is_none() && link.record.is_none());
        let record = opened("(;FF[4]GM[11]SZ[9];B[e5])");
        assert!(record.record.is_some() && record.link.is_none());
        let moves = opened("e5 swap d4");
        assert_eq!(moves.moves.as_deref(), Some("e5 swap d4"));
        assert_eq!(moves.size, Some(9));
        let empty = opened("");
        assert!(empty.moves.is_none() && empty.record.is_none() && empty.link.is_none());
    }
}
