//! The companion's routes: a game's page, its live changes (server-sent events), moves from a
//! personal link, the SGF record, the start page and new games of `hexbot web`, and the two
//! static files. Every answer carries the security headers; every refusal is a page or a text
//! in the reader's language, and nothing is stored for it.

use super::html::{self, PlanMode, View};
use super::lang::negotiate;
use super::limits::RateLimit;
use super::view::{WebGame, WebServer, board_svg};
use crate::service::{
    GameId, GameView, GuildId, LOCAL_GUILD, Locale, Orientation, Reply, Service, ServiceError,
    TokenError, TournamentId, UserId, WebAction, text,
};
use axum::extract::rejection::{FormRejection, QueryRejection};
use axum::extract::{ConnectInfo, Form, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Whose games the companion shows.
#[derive(Clone, Debug)]
pub enum Served {
    /// `hexbot web`: the games of the one person at this computer (the terminal's server),
    /// `name` being theirs.
    Local {
        /// The name of the person at the computer.
        name: String,
    },
    /// `hexbot run`: the games of the Discord servers that opted in (`/hex config web:True`).
    Bot,
}

/// The companion: the service it shows (which signs and checks its links), and its limits.
/// Cheap to clone.
#[derive(Clone)]
pub struct Web {
    inner: Arc<WebInner>,
}

struct WebInner {
    service: Service,
    served: Served,
    per_address: RateLimit,
    per_link: RateLimit,
    next_channel: AtomicU64,
}

impl Web {
    /// The companion of `service`.
    pub fn new(service: Service, served: Served) -> Self {
        // The browser's games take channels of their own, far from the terminal's small ones,
        // a new one for each game (one game at a time per channel).
        let first_channel = (1 << 40) + u64::try_from(service.now().0).unwrap_or(0);
        Self {
            inner: Arc::new(WebInner {
                service,
                served,
                per_address: RateLimit::new(600, Duration::from_secs(60)),
                per_link: RateLimit::new(60, Duration::from_secs(60)),
                next_channel: AtomicU64::new(first_channel),
            }),
        }
    }

    pub(super) fn service(&self) -> &Service {
        &self.inner.service
    }

    /// Whose games the companion shows.
    pub(super) fn served(&self) -> &Served {
        &self.inner.served
    }

    /// Whether the link `key` may ask for one more thing now (counted once it holds).
    pub(super) fn link_allows(&self, key: &str) -> bool {
        self.inner.per_link.allow(key, Instant::now())
    }

    /// A channel of its own for something the browser starts (a game, a board).
    pub(super) fn new_channel(&self) -> u64 {
        self.inner.next_channel.fetch_add(1, Ordering::Relaxed)
    }

    /// Whether the pages of `guild` and its games exist here.
    async fn shows(&self, guild: GuildId) -> Result<bool, ServiceError> {
        match self.inner.served {
            Served::Local { .. } => Ok(guild == GuildId(LOCAL_GUILD)),
            Served::Bot => {
                Ok(guild != GuildId(LOCAL_GUILD) && self.service().web_pages(guild).await?)
            }
        }
    }

    /// The 404 (or the failure) to answer when `guild`'s pages do not exist here; `None` when
    /// they do.
    async fn hidden(&self, guild: GuildId, locale: Locale) -> Option<Response> {
        match self.shows(guild).await {
            Ok(true) => None,
            Ok(false) => Some(not_found(locale)),
            Err(e) => Some(failed(locale, &e)),
        }
    }

    /// The game `id` if its page exists here (from the games kept in memory where it is
    /// there).
    async fn game(&self, id: &str, locale: Locale) -> Result<GameView, Response> {
        let Some(id) = parse_id(id) else {
            return Err(not_found(locale));
        };
        match self.service().game_view(id).await {
            Ok(Some(game)) => match self.hidden(game.guild, locale).await {
                None => Ok(game),
                Some(refused) => Err(refused),
            },
            Ok(None) => Err(not_found(locale)),
            Err(e) => Err(failed(locale, &e)),
        }
    }

    /// Game `id` and the player its personal link `key` lets act now, counted against the link's
    /// limit; or the answer refusing it (no such page 404, a link that grants nothing 403, past
    /// the limit 429).
    pub(super) async fn link_holder(
        &self,
        id: &str,
        key: &str,
        locale: Locale,
    ) -> Result<(GameView, UserId), Response> {
        let game = self.game(id, locale).await?;
        let user = self
            .player(key, &game)
            .map_err(|e| (StatusCode::FORBIDDEN, link_problem(locale, e)).into_response())?;
        // Counted once the link holds (a forged one counts against its address only), so the
        // table holds only links this bot signed.
        if !self.inner.per_link.allow(key, Instant::now()) {
            let said = text(locale, "web-too-many", &[]);
            return Err((StatusCode::TOO_MANY_REQUESTS, said).into_response());
        }
        Ok((game, user))
    }

    /// Who the link `key` lets move in `game` now, or why it lets nobody.
    fn player(&self, key: &str, game: &GameView) -> Result<UserId, TokenError> {
        let grant = self.service().check_link(key, game.id)?;
        if grant.guild != game.guild || !game.seats.iter().any(|p| p.user == Some(grant.user)) {
            return Err(TokenError::OtherGame);
        }
        let both_people = game.seats.iter().all(|p| p.user.is_some());
        Ok(match (&self.inner.served, game.to_move) {
            // Two people at one screen: the link moves for whoever's turn it is.
            (Served::Local { .. }, Some(to_move)) if both_people => to_move,
            _ => grant.user,
        })
    }
}

/// A game's number from its address.
fn parse_id(s: &str) -> Option<GameId> {
    s.parse::<i64>().ok().filter(|&n| n > 0).map(GameId)
}

pub(super) fn link_problem(locale: Locale, e: TokenError) -> String {
    let id = match e {
        TokenError::Malformed => "web-link-malformed",
        TokenError::Forged => "web-link-forged",
        TokenError::Expired => "web-link-expired",
        TokenError::OtherGame => "web-link-other-game",
    };
    text(locale, id, &[])
}

/// A request whose fields could not be read (a field given twice, a body of another type), in
/// the reader's language.
pub(super) fn bad_form(headers: &HeaderMap) -> Response {
    let locale = negotiate(None, accept_language(headers));
    page(
        StatusCode::BAD_REQUEST,
        html::message_page(locale, &text(locale, "web-bad-form", &[])),
    )
}

pub(super) fn page(status: StatusCode, body: String) -> Response {
    (status, Html(body)).into_response()
}

pub(super) fn not_found(locale: Locale) -> Response {
    page(
        StatusCode::NOT_FOUND,
        html::message_page(locale, &text(locale, "web-not-found", &[])),
    )
}

pub(super) fn failed(locale: Locale, e: &ServiceError) -> Response {
    tracing::error!("web page failed: {e:?}");
    page(
        StatusCode::INTERNAL_SERVER_ERROR,
        html::message_page(locale, &text(locale, "web-failed", &[])),
    )
}

pub(super) fn accept_language(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
}

pub(super) async fn not_found_route(headers: HeaderMap) -> Response {
    not_found(negotiate(None, accept_language(&headers)))
}

/// A page's choices, all as text: whatever they hold is read here, never refused by the
/// framework in its own words.
#[derive(Clone, Debug, Default, Deserialize)]
pub(super) struct PageQuery {
    key: Option<String>,
    lang: Option<String>,
    turn: Option<String>,
    ply: Option<String>,
}

pub(super) async fn game_page(
    State(web): State<Web>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Result<Query<PageQuery>, QueryRejection>,
) -> Response {
    match web.page_request(&id, &headers, q).await {
        Ok((q, locale, game)) => page(StatusCode::OK, web.game_page(&game, &q, locale)),
        Err(refused) => refused,
    }
}

impl Web {
    /// A game page's request read (its page and its event stream): the address's choices, the
    /// reader's language and the game; or the answer that refuses it (a malformed address, no
    /// such game, a server without pages).
    async fn page_request(
        &self,
        id: &str,
        headers: &HeaderMap,
        q: Result<Query<PageQuery>, QueryRejection>,
    ) -> Result<(PageQuery, Locale, GameView), Response> {
        let Ok(Query(q)) = q else {
            return Err(bad_form(headers));
        };
        let locale = negotiate(q.lang.as_deref(), accept_language(headers));
        let game = self.game(id, locale).await?;
        Ok((q, locale, game))
    }

    /// Game `game`'s page for a reader whose address asks `q`, in `locale`: the board after
    /// the ply asked (a finished game's replay), turned as asked, with the controls of a
    /// personal link when the address carries one.
    fn game_page(&self, game: &GameView, q: &PageQuery, locale: Locale) -> String {
        let mut view = View {
            locale,
            turn: q
                .turn
                .as_deref()
                .and_then(|t| t.parse::<Orientation>().ok()),
            ply: q.ply.as_deref().and_then(|p| p.parse::<usize>().ok()),
            ..View::default()
        };
        view.can_review = matches!(self.inner.served, Served::Local { .. });
        if let Some(key) = q.key.as_deref().filter(|k| !k.is_empty()) {
            match self.player(key, game) {
                Ok(user) => {
                    view.key = Some(key.to_owned());
                    view.to_play = game.live && game.to_move == Some(user);
                    view.plan = plan_mode(game, user);
                }
                Err(e) => view.link_problem = Some(link_problem(locale, e)),
            }
        }
        let svg = board_svg(game, view.ply.filter(|_| game.over), view.turn, locale);
        html::game_page(&WebGame::of(game, locale), &view, &svg)
    }
}

/// The game's changes as server-sent events: `change` after each move of it, carrying the game's
/// page drawn anew for this reader (the address's language, link, turn and ply), so an open
/// page follows without reloading and without the store being read; or, when the page fell
/// behind, `change` with `lagged` (the page then fetches itself again).
pub(super) async fn events(
    State(web): State<Web>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Result<Query<PageQuery>, QueryRejection>,
) -> Response {
    let (q, locale, game) = match web.page_request(&id, &headers, q).await {
        Ok((q, locale, game)) => (q, locale, game.id),
        Err(refused) => return refused,
    };
    let changes = web.service().game_changes();
    let stream = futures_util::stream::unfold(changes, move |mut changes| {
        let (web, q) = (web.clone(), q.clone());
        async move {
            use tokio::sync::broadcast::error::RecvError;
            loop {
                match changes.recv().await {
                    Ok(changed) if changed.id == game => {
                        // An event's data may not hold a carriage return (its lines are split
                        // at line feeds): the page has none of its own, and a name none.
                        let page = web.game_page(&changed, &q, locale).replace('\r', "");
                        return Some((
                            Ok::<_, Infallible>(Event::default().event("change").data(page)),
                            changes,
                        ));
                    }
                    Ok(_) => {}
                    Err(RecvError::Lagged(_)) => {
                        return Some((
                            Ok(Event::default().event("change").data("lagged")),
                            changes,
                        ));
                    }
                    Err(RecvError::Closed) => return None,
                }
            }
        }
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response()
}

#[derive(Debug, Default, Deserialize)]
pub(super) struct PlayForm {
    key: Option<String>,
    ply: Option<String>,
    #[serde(rename = "move")]
    mv: Option<String>,
    lang: Option<String>,
}

/// A move from a personal link: `move` is a cell, `swap` or `resign`; `ply` the number of moves
/// the page showed (a page behind the game is refused as a stale button is). The answer is the
/// reply's text: 200 when the move was made, 409 when the game refused it, 403 for a link that
/// grants nothing, 429 past the limit.
pub(super) async fn play(
    State(web): State<Web>,
    Path(id): Path<String>,
    headers: HeaderMap,
    form: Result<Form<PlayForm>, FormRejection>,
) -> Response {
    let plain = |status: StatusCode, s: String| (status, s).into_response();
    let Ok(Form(form)) = form else {
        let locale = negotiate(None, accept_language(&headers));
        return plain(StatusCode::BAD_REQUEST, text(locale, "web-bad-form", &[]));
    };
    let locale = negotiate(form.lang.as_deref(), accept_language(&headers));
    let key = form.key.unwrap_or_default();
    let (game, user) = match web.link_holder(&id, &key, locale).await {
        Ok(held) => held,
        Err(refused) => return refused,
    };
    let Some(ply) = form
        .ply
        .as_deref()
        .and_then(|p| p.trim().parse::<u32>().ok())
    else {
        return plain(StatusCode::BAD_REQUEST, text(locale, "web-bad-form", &[]));
    };
    let action = match form.mv.as_deref().map(str::trim).unwrap_or("") {
        "swap" => WebAction::Swap,
        "resign" => WebAction::Resign,
        cell => WebAction::Place(cell.to_owned()),
    };
    answered(
        web.service().web_move(game.id, ply, user, action).await,
        locale,
    )
}

/// The service's answer to something a personal link asked, as the page's note: the reply's
/// text, 200 when it was done, 409 when the game refused it.
pub(super) fn answered(answer: Result<Option<Reply>, ServiceError>, locale: Locale) -> Response {
    match answer {
        Ok(Some(reply)) => {
            let said = reply
                .lines
                .iter()
                .map(|m| m.format(locale).replace("**", ""))
                .collect::<Vec<_>>()
                .join("\n");
            let status = if reply.refused {
                StatusCode::CONFLICT
            } else {
                StatusCode::OK
            };
            (status, said).into_response()
        }
        Ok(None) => not_found(locale),
        Err(e) => failed(locale, &e),
    }
}

/// What `user` may plan on `game`'s page now: while their opponent, a person, is to move in a
/// game between people — a premove in a live game, lines of answers with days per move.
fn plan_mode(game: &GameView, user: UserId) -> Option<PlanMode> {
    let people = game.seats.iter().all(|s| s.user.is_some());
    let waiting = game.live && game.to_move.is_some_and(|u| u != user);
    (people && waiting).then_some(if game.day_clock {
        PlanMode::Lines
    } else {
        PlanMode::Premove
    })
}

#[derive(Debug, Default, Deserialize)]
pub(super) struct ReviewForm {
    lang: Option<String>,
}

/// `hexbot web`: the computer's review of a finished game (computed once, then kept), then the
/// game's page again, with its graph. On Discord the board's Review button asks for it.
pub(super) async fn review(
    State(web): State<Web>,
    Path(id): Path<String>,
    headers: HeaderMap,
    form: Result<Form<ReviewForm>, FormRejection>,
) -> Response {
    let Ok(Form(form)) = form else {
        return bad_form(&headers);
    };
    let locale = negotiate(form.lang.as_deref(), accept_language(&headers));
    if !matches!(web.inner.served, Served::Local { .. }) {
        return not_found(locale);
    }
    let game = match web.game(&id, locale).await {
        Ok(g) => g,
        Err(r) => return r,
    };
    match web.service().web_review(game.id).await {
        Ok(Some(reply)) if reply.refused => page(
            StatusCode::CONFLICT,
            html::message_page(locale, &reply.text(locale)),
        ),
        Ok(Some(_)) => {
            Redirect::to(&format!("/game/{}?lang={}", game.id.0, locale.tag())).into_response()
        }
        Ok(None) => not_found(locale),
        Err(e) => failed(locale, &e),
    }
}

/// The game's SGF record, as `/hex export` attaches it.
pub(super) async fn sgf(
    State(web): State<Web>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    let locale = negotiate(None, accept_language(&headers));
    let game = match web.game(&id, locale).await {
        Ok(g) => g,
        Err(r) => return r,
    };
    match web.service().web_sgf(game.id).await {
        Ok(Some(file)) => {
            let disposition = format!("attachment; filename=\"{}\"", file.name);
            (
                [
                    (header::CONTENT_TYPE, "application/x-go-sgf".to_owned()),
                    (header::CONTENT_DISPOSITION, disposition),
                ],
                file.bytes,
            )
                .into_response()
        }
        Ok(None) => not_found(locale),
        Err(e) => failed(locale, &e),
    }
}

#[derive(Debug, Default, Deserialize)]
pub(super) struct StartQuery {
    lang: Option<String>,
}

/// `hexbot web`'s start page.
pub(super) async fn start(
    State(web): State<Web>,
    headers: HeaderMap,
    q: Result<Query<StartQuery>, QueryRejection>,
) -> Response {
    let Ok(Query(q)) = q else {
        return bad_form(&headers);
    };
    let locale = negotiate(q.lang.as_deref(), accept_language(&headers));
    match &web.inner.served {
        Served::Local { name } => page(StatusCode::OK, html::start_page(locale, name, None)),
        Served::Bot => page(
            StatusCode::OK,
            html::message_page(locale, &text(locale, "web-bot-home", &[])),
        ),
    }
}

/// A server's page: its leaderboards and latest games.
pub(super) async fn server_page(
    State(web): State<Web>,
    Path(id): Path<String>,
    headers: HeaderMap,
    q: Result<Query<StartQuery>, QueryRejection>,
) -> Response {
    let Ok(Query(q)) = q else {
        return bad_form(&headers);
    };
    let locale = negotiate(q.lang.as_deref(), accept_language(&headers));
    let Some(guild) = id.parse::<u64>().ok().map(GuildId) else {
        return not_found(locale);
    };
    if let Some(refused) = web.hidden(guild, locale).await {
        return refused;
    }
    match web.service().web_server(guild).await {
        Ok(server) => {
            let server = WebServer::of(server, locale);
            page(StatusCode::OK, html::server_page(locale, guild.0, &server))
        }
        Err(e) => failed(locale, &e),
    }
}

/// A running tournament's standings picture (`N.png`: a crosstable or a bracket) on its server's
/// page.
pub(super) async fn tournament_picture(
    State(web): State<Web>,
    Path((id, file)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let locale = negotiate(None, accept_language(&headers));
    let guild = id.parse::<u64>().ok().map(GuildId);
    let tournament = file
        .strip_suffix(".png")
        .and_then(|n| n.parse::<i64>().ok())
        .map(TournamentId);
    let (Some(guild), Some(tournament)) = (guild, tournament) else {
        return not_found(locale);
    };
    if let Some(refused) = web.hidden(guild, locale).await {
        return refused;
    }
    match web
        .service()
        .web_tournament_picture(guild, tournament)
        .await
    {
        Ok(Some(png)) => (
            [
                (header::CONTENT_TYPE, HeaderValue::from_static("image/png")),
                (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
            ],
            png,
        )
            .into_response(),
        Ok(None) => not_found(locale),
        Err(e) => failed(locale, &e),
    }
}

#[derive(Debug, Default, Deserialize)]
pub(super) struct NewForm {
    opponent: Option<String>,
    size: Option<String>,
    variant: Option<String>,
    first: Option<String>,
    lang: Option<String>,
}

/// A new game of `hexbot web`, then its page with the player's link.
pub(super) async fn new_game(
    State(web): State<Web>,
    headers: HeaderMap,
    form: Result<Form<NewForm>, FormRejection>,
) -> Response {
    let Ok(Form(form)) = form else {
        return bad_form(&headers);
    };
    let locale = negotiate(form.lang.as_deref(), accept_language(&headers));
    let Served::Local { name } = &web.inner.served else {
        return not_found(locale);
    };
    let channel = web.inner.next_channel.fetch_add(1, Ordering::Relaxed);
    let made = super::newgame::new_game(web.service(), name, channel, &form.into(), locale).await;
    match made {
        Ok(Ok((game, user))) => {
            let key = web
                .service()
                .link_token(GuildId(LOCAL_GUILD), game, user)
                .unwrap_or_default();
            Redirect::to(&format!("/game/{}?lang={}&key={key}", game.0, locale.tag()))
                .into_response()
        }
        Ok(Err(refusal)) => page(
            StatusCode::BAD_REQUEST,
            html::start_page(locale, name, Some(&refusal)),
        ),
        Err(e) => failed(locale, &e),
    }
}

impl From<NewForm> for super::newgame::NewGame {
    fn from(f: NewForm) -> Self {
        Self {
            opponent: f.opponent.unwrap_or_default(),
            size: f.size.and_then(|s| s.trim().parse().ok()),
            variant: f.variant.and_then(|v| v.trim().parse().ok()),
            computer_first: f.first.as_deref() == Some("computer"),
        }
    }
}

pub(super) async fn script() -> Response {
    asset(
        "text/javascript; charset=utf-8",
        include_str!("assets/app.js"),
    )
}

pub(super) async fn style() -> Response {
    asset("text/css; charset=utf-8", include_str!("assets/style.css"))
}

fn asset(kind: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

/// At most a few hundred requests a minute from one address.
pub(super) async fn per_address(
    State(web): State<Web>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    request: axum::extract::Request,
    next: middleware::Next,
) -> Response {
    if !web
        .inner
        .per_address
        .allow(&addr.ip().to_string(), Instant::now())
    {
        let locale = negotiate(None, accept_language(request.headers()));
        return (
            StatusCode::TOO_MANY_REQUESTS,
            text(locale, "web-too-many", &[]),
        )
            .into_response();
    }
    next.run(request).await
}

/// The security headers of every answer: scripts and styles from this site only (none inline),
/// no framing, no sniffing, no referrer (a personal link must not leak), and nothing stored by
/// caches unless the answer says otherwise.
pub(super) async fn security_headers(
    request: axum::extract::Request,
    next: middleware::Next,
) -> Response {
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
             connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    if !h.contains_key(header::CACHE_CONTROL) {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}
