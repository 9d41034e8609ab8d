//! The pages as HTML: a game's page (board, players, caption, moves, replay, review, the
//! controls of a personal link), the start page of `hexbot web`, and short message pages. Every
//! text comes from the catalogue in the reader's language; no page carries a script of its own
//! (the one script is `/assets/app.js`).
//!
//! The pages are maud templates (`html!`), checked by the compiler like the rest of the code.
//! Every value spliced into them, `(value)`, is escaped by maud; the only markup taken as it is
//! (`PreEscaped`) is the board's SVG from our renderer, the page body handed to [`document`]
//! and the doctype.

use super::view::{WebGame, WebServer, WebTournament};
use crate::service::{Color, GameId, Locale, Orientation, TextValue, text};
use maud::{Markup, PreEscaped, Render, html};

/// A catalogue text (maud escapes it where it is spliced).
fn t(locale: Locale, id: &str, args: &[(&str, TextValue)]) -> String {
    text(locale, id, args)
}

/// A catalogue text with Discord's `**bold**` shown as `<strong>`, the rest escaped.
pub(super) struct Marked<'a>(pub &'a str);

impl Render for Marked<'_> {
    fn render_to(&self, buffer: &mut String) {
        for (i, part) in self.0.split("**").enumerate() {
            if i % 2 == 1 {
                html! { strong { (part) } }.render_to(buffer);
            } else {
                part.render_to(buffer);
            }
        }
    }
}

/// A seat's or move's colour as a class name.
fn class(color: Color) -> &'static str {
    match color {
        Color::Red => "red",
        Color::Blue => "blue",
    }
}

/// The page around `body` (HTML): the language, the title, the style sheet and the one script.
pub fn document(locale: Locale, title: &str, body: &str) -> String {
    html! {
        (PreEscaped("<!doctype html>"))
        html lang=(locale.tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                link rel="stylesheet" href="/assets/style.css";
                script src="/assets/app.js" defer {}
            }
            body { (PreEscaped(body)) }
        }
    }
    .into_string()
}

/// [`document`] around a template's markup.
fn page(locale: Locale, title: &str, body: &Markup) -> String {
    document(locale, title, &body.0)
}

/// A short page saying `message` (not found, too many requests), with a way back.
pub fn message_page(locale: Locale, message: &str) -> String {
    let body = html! {
        main.message {
            p { (message) }
            p { a href="/" { "hexbot" } }
        }
    };
    page(locale, "hexbot", &body)
}

/// What a player plans by clicks on a game's page while the opponent is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanMode {
    /// A live game: one move queued for the next turn.
    Premove,
    /// A game of days per move: lines of the opponent's moves and the answers.
    Lines,
}

impl PlanMode {
    /// The mode's name on the page (`data-plan`), which the script reads.
    const fn name(self) -> &'static str {
        match self {
            Self::Premove => "premove",
            Self::Lines => "lines",
        }
    }
}

/// What a game's page is asked to show: the reader's language and turn of the board, the ply
/// to show (a replay), and the reader's personal link.
#[derive(Clone, Debug, Default)]
pub struct View {
    /// The reader's language.
    pub locale: Locale,
    /// The turn of the board the reader chose (`None`: the game's own).
    pub turn: Option<Orientation>,
    /// The ply shown, in a finished game's replay (`None`: the end).
    pub ply: Option<usize>,
    /// The personal link's token, when it is valid.
    pub key: Option<String>,
    /// Why the link given grants nothing (the text to show), if one was given.
    pub link_problem: Option<String>,
    /// Whether the link's holder may move now (it is their turn).
    pub to_play: bool,
    /// What the link's holder may plan while their opponent is to move, if anything.
    pub plan: Option<PlanMode>,
    /// Whether the reader may ask for the computer's review of a finished game without one
    /// (`hexbot web`; on Discord the board's Review button asks for it).
    pub can_review: bool,
}

impl View {
    /// The page's address with these choices, `ply` for the replay (as it is, not escaped:
    /// the templates escape it where they write it).
    pub fn url(&self, game: GameId, ply: Option<usize>, turn: Option<Orientation>) -> String {
        let mut query = vec![format!("lang={}", self.locale.tag())];
        if let Some(key) = &self.key {
            query.push(format!("key={key}"));
        }
        if let Some(turn) = turn {
            query.push(format!("turn={turn}"));
        }
        if let Some(ply) = ply {
            query.push(format!("ply={ply}"));
        }
        format!("/game/{}?{}", game.0, query.join("&"))
    }
}

/// A game's page; `svg` is its board as the reader wants it.
pub fn game_page(game: &WebGame, view: &View, svg: &str) -> String {
    let l = view.locale;
    let size = i64::from(game.view.size);
    let title = text(
        l,
        "web-title-game",
        &[
            ("game", game.view.id.0.into()),
            ("variant", game.variant.as_str().into()),
            ("size", size.into()),
        ],
    );
    let shown = view
        .ply
        .filter(|_| game.view.over)
        .map_or(game.view.ply, |p| p.min(game.view.ply));
    let body = html! {
        main id="game" data-game=(game.view.id.0) data-ply=(game.view.ply) data-live=(u8::from(game.view.live))
            data-play=(u8::from(view.to_play)) data-key=(view.key.as_deref().unwrap_or_default())
            data-confirm=(t(l, "web-resign-confirm", &[])) data-lost=(t(l, "web-connection-lost", &[]))
            data-sent=(t(l, "web-sent", &[])) data-plan=(view.plan.map_or("", PlanMode::name)) {
            header {
                h1 { (title) }
                (nav(game, view))
            }
            (players(game))
            p id="caption" role="status" aria-live="polite" { (Marked(&game.caption)) }
            @if let Some(deadline) = game.view.deadline {
                p.clock {
                    (t(l, "web-move-by", &[("time", crate::service::Arg::Time(deadline).format(l).into())]))
                }
            }
            div id="board" class={ "board" @if view.to_play { " playable" } @if view.plan.is_some() { " planning" } } tabindex="0"
                aria-label=(t(l, "web-board-label", &[])) {
                (PreEscaped(svg))
            }
            p id="note" role="alert" {}
            (controls(game, view))
            @if game.view.over {
                (replay(game, view, shown))
                (review_graph(game, l, shown))
                @if view.can_review && game.view.red_chances.is_empty() {
                    form.ask-review method="post" action={ "/game/" (game.view.id.0) "/review" } {
                        input type="hidden" name="lang" value=(l.tag());
                        button type="submit" { (t(l, "web-review-ask", &[])) }
                    }
                }
                p { a href={ "/game/" (game.view.id.0) "/sgf" } download { (t(l, "web-sgf", &[])) } }
            }
            (moves(game, l))
        }
    };
    page(l, &title, &body)
}

/// The language switch and the board's turn.
fn nav(game: &WebGame, view: &View) -> Markup {
    let l = view.locale;
    let other_turn = match view.turn.unwrap_or(game.view.orientation) {
        Orientation::Normal => Orientation::Rotated,
        Orientation::Rotated => Orientation::Normal,
    };
    html! {
        nav {
            a href=(view.url(game.view.id, view.ply, Some(other_turn))) { (t(l, "web-rotate", &[])) }
            " "
            span.langs {
                @for other in Locale::ALL {
                    @let here = View { locale: other, ..view.clone() };
                    a href=(here.url(game.view.id, view.ply, view.turn)) hreflang=(other.tag())
                        aria-current=[(other == l).then_some("true")] {
                        (other.native_name())
                    }
                    " "
                }
            }
        }
    }
}

fn players(game: &WebGame) -> Markup {
    html! {
        ul.players {
            @for seat in &game.players {
                li class={ (class(seat.color)) @if game.view.turn == Some(seat.color) { " turn" } } {
                    span.dot {}
                    (seat.color_name) ": " (seat.name)
                }
            }
        }
    }
}

/// Swap and Resign for the link's holder; else why the page is for watching.
fn controls(game: &WebGame, view: &View) -> Markup {
    let l = view.locale;
    html! {
        @if let Some(problem) = &view.link_problem {
            p.readonly { (problem) }
        } @else if view.key.is_none() || !game.view.live {
            @if game.view.live {
                p.readonly { (t(l, "web-read-only", &[])) }
            }
        } @else {
            div.actions {
                @if view.to_play {
                    p { (t(l, "web-your-turn", &[])) }
                    @if game.view.can_swap {
                        button type="button" data-act="swap" { (t(l, "web-swap", &[])) }
                        " "
                    }
                }
                @if let Some(mode) = view.plan {
                    (plan_controls(mode, l))
                }
                button type="button" class="danger" data-act="resign" { (t(l, "web-resign", &[])) }
            }
        }
    }
}

/// While the opponent is to move: how to plan by clicks, the line being made (a game of days per
/// move), and the buttons to save it, show the plan and forget it.
fn plan_controls(mode: PlanMode, l: Locale) -> Markup {
    html! {
        div.plan {
            @match mode {
                PlanMode::Premove => p { (t(l, "web-plan-premove-help", &[])) },
                PlanMode::Lines => {
                    p { (t(l, "web-plan-lines-help", &[])) }
                    p { (t(l, "web-plan-line", &[])) " " output id="plan-line" {} }
                    button type="button" data-act="plan-save" { (t(l, "web-plan-save", &[])) }
                    " "
                    button type="button" data-act="plan-undo" { (t(l, "web-plan-undo", &[])) }
                    " "
                }
            }
            button type="button" data-act="plan-show" { (t(l, "web-plan-show", &[])) }
            " "
            button type="button" data-act="plan-forget" { (t(l, "web-plan-forget", &[])) }
        }
        " "
    }
}

/// The replay's steps through a finished game.
fn replay(game: &WebGame, view: &View, shown: usize) -> Markup {
    let l = view.locale;
    let moves = i64::try_from(game.view.ply).unwrap_or(i64::MAX);
    let at = i64::try_from(shown).unwrap_or(i64::MAX);
    let steps = [
        ("web-first", 0),
        ("web-previous", shown.saturating_sub(1)),
        ("web-next", (shown + 1).min(game.view.ply)),
        ("web-last", game.view.ply),
    ];
    html! {
        nav.replay aria-label=(t(l, "web-replay", &[])) {
            span { (t(l, "web-replay-at", &[("ply", at.into()), ("moves", moves.into())])) }
            " "
            @for (id, ply) in steps {
                a href=(view.url(game.view.id, Some(ply), view.turn)) data-ply=(ply) { (t(l, id, &[])) }
                " "
            }
        }
    }
}

/// Red's chance after each move, from the review, as a line; the position shown is marked.
fn review_graph(game: &WebGame, l: Locale, shown: usize) -> Markup {
    let chances = &game.view.red_chances;
    if chances.len() < 2 {
        return html! {};
    }
    let (w, h) = (600.0_f32, 160.0_f32);
    let step = w / (chances.len() - 1) as f32;
    let point = |i: usize, c: f32| (i as f32 * step, h - c.clamp(0.0, 1.0) * h);
    let line = chances
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let (x, y) = point(i, c);
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ");
    let label = t(l, "web-review", &[]);
    html! {
        figure.review {
            figcaption { (label) }
            svg viewBox={ "0 0 " (w) " " (h) } role="img" aria-label=(label) {
                line.half x1="0" y1=(h / 2.0) x2=(w) y2=(h / 2.0) {}
                polyline points=(line) {}
                @if let Some(&c) = chances.get(shown) {
                    @let (x, y) = point(shown, c);
                    @let percent = (c * 100.0).round() as i64;
                    circle cx=(format!("{x:.1}")) cy=(format!("{y:.1}")) r="5" {
                        title {
                            (t(l, "web-review-point", &[
                                ("ply", i64::try_from(shown).unwrap_or(0).into()),
                                ("percent", percent.into()),
                            ]))
                        }
                    }
                }
            }
        }
    }
}

fn moves(game: &WebGame, l: Locale) -> Markup {
    html! {
        section.moves {
            h2 { (t(l, "web-moves", &[])) }
            @if game.moves.is_empty() {
                p { (t(l, "web-no-moves", &[])) }
            } @else {
                ol {
                    @for m in &game.moves {
                        li.(class(m.color)) { (m.text) }
                    }
                }
            }
        }
    }
}

/// A server's page: its latest games (each linked to its page) and its leaderboards.
pub fn server_page(locale: Locale, guild: u64, server: &WebServer) -> String {
    let l = locale;
    let title = text(l, "web-server-title", &[]);
    let body = html! {
        main.server data-server=(guild) {
            h1 { (title) }
            section {
                h2 { (t(l, "web-server-games", &[])) }
                @if server.games.is_empty() {
                    p { (t(l, "web-server-no-games", &[])) }
                } @else {
                    ul.games {
                        @for (id, live, caption) in &server.games {
                            li class=[live.then_some("live")] {
                                a href={ "/game/" (id.0) "?lang=" (l.tag()) } {
                                    (t(l, "web-server-game", &[("game", id.0.into())]))
                                }
                                " " (Marked(caption))
                            }
                        }
                    }
                }
            }
            @for tournament in &server.tournaments {
                (tournament_section(l, guild, tournament))
            }
            @for ladder in &server.ladders {
                section.ladder {
                    @for (i, line) in ladder.iter().enumerate() {
                        @if i == 0 {
                            h2 { (Marked(line)) }
                        } @else {
                            p { (Marked(line)) }
                        }
                    }
                }
            }
        }
    };
    page(l, &title, &body)
}

/// A running tournament on its server's page: its round (boards linked to their games), its
/// standings, and its crosstable or bracket.
fn tournament_section(l: Locale, guild: u64, tournament: &WebTournament) -> Markup {
    let id = tournament.id.0;
    html! {
        section.tournament data-tournament=(id) {
            h2 { (t(l, "web-server-tournament", &[("id", id.into())])) }
            @if !tournament.round.is_empty() {
                ul.round {
                    @for (i, (line, game)) in tournament.round.iter().enumerate() {
                        @if i == 0 {
                            li.heading { (Marked(line)) }
                        } @else if let Some(game) = game {
                            li { a href={ "/game/" (game.0) "?lang=" (l.tag()) } { (Marked(line)) } }
                        } @else {
                            li { (Marked(line)) }
                        }
                    }
                }
            }
            div.standings {
                @for line in &tournament.standings {
                    p { (Marked(line)) }
                }
            }
            @if tournament.picture {
                img.standings-picture src={ "/server/" (guild) "/tournament/" (id) ".png" }
                    alt=(t(l, "web-server-tournament-picture", &[("id", id.into())]));
            }
        }
    }
}

/// The start page of `hexbot web`: a game against the computer or two players on one screen.
pub fn start_page(locale: Locale, name: &str, problem: Option<&str>) -> String {
    let l = locale;
    let opponents = [
        ("easy", text(l, "level-easy", &[]), true),
        ("medium", text(l, "level-medium", &[]), false),
        ("hard", text(l, "level-hard", &[]), false),
        ("two", text(l, "web-start-two", &[]), false),
    ];
    let body = html! {
        main.start {
            h1 { (t(l, "web-start-title", &[])) }
            p { (t(l, "web-start-intro", &[("name", name.into())])) }
            @if let Some(problem) = problem {
                p.readonly role="alert" { (Marked(problem)) }
            }
            form method="post" action="/new" {
                input type="hidden" name="lang" value=(l.tag());
                fieldset {
                    legend { (t(l, "web-start-opponent", &[])) }
                    @for (value, label, checked) in &opponents {
                        label {
                            input type="radio" name="opponent" value=(value) checked[*checked];
                            " " (label)
                        }
                    }
                }
                (size_and_variant(l, 9))
                fieldset {
                    legend { (t(l, "web-start-first", &[])) }
                    label {
                        input type="radio" name="first" value="you" checked;
                        " " (t(l, "web-start-first-you", &[]))
                    }
                    label {
                        input type="radio" name="first" value="computer";
                        " " (t(l, "web-start-first-computer", &[]))
                    }
                }
                p { button type="submit" { (t(l, "web-start-go", &[])) } }
            }
            h2 { (t(l, "web-analysis-start-title", &[])) }
            p { (t(l, "web-analysis-start-intro", &[])) }
            form .open-board method="post" action="/analyze" {
                input type="hidden" name="lang" value=(l.tag());
                (size_and_variant(l, 11))
                label .wide {
                    (t(l, "web-analysis-text", &[]))
                    textarea name="text" rows="4" {}
                }
                p { button type="submit" { (t(l, "web-analysis-go", &[])) } }
            }
        }
    };
    page(l, &text(l, "web-start-title", &[]), &body)
}

/// The start page's choice of board (`chosen` first) and of game, Hex or Rex.
fn size_and_variant(l: Locale, chosen: u32) -> Markup {
    html! {
        label {
            (t(l, "web-start-size", &[])) " "
            select name="size" {
                @for size in crate::service::BOARD_SIZES {
                    option value=(size) selected[size == chosen] { (size) "×" (size) }
                }
            }
        }
        label {
            (t(l, "web-start-variant", &[])) " "
            select name="variant" {
                option value="hex" { "Hex" }
                option value="rex" { "Rex" }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::view::{WebMove, WebSeat};
    use super::*;
    use crate::service::{GameView, TournamentId};

    /// Game `view` with `name` (Red) against bob, in words.
    fn game<'a>(view: &'a GameView, name: &str) -> WebGame<'a> {
        let seat = |color, color_name: &str, name: &str| WebSeat {
            color,
            color_name: color_name.into(),
            name: name.into(),
            user: None,
        };
        WebGame {
            view,
            variant: "Hex".into(),
            players: [
                seat(Color::Red, "Red", name),
                seat(Color::Blue, "Blue", "bob"),
            ],
            caption: format!("**{name}** (Red) to move"),
            moves: vec![
                WebMove {
                    number: 1,
                    color: Color::Red,
                    text: "e5".into(),
                },
                WebMove {
                    number: 2,
                    color: Color::Blue,
                    text: "swap".into(),
                },
            ],
        }
    }

    /// A server where `name` played a game, leads the ladder and plays in a tournament.
    fn server(name: &str) -> WebServer {
        WebServer {
            ladders: vec![vec!["**Ladder**".into(), format!("1. {name} 1500")]],
            games: vec![
                (GameId(7), true, format!("**{name}** (Red) to move")),
                (GameId(6), false, "bob won".into()),
            ],
            tournaments: vec![WebTournament {
                id: TournamentId(3),
                round: vec![
                    (format!("**{name} Cup**: round 1 of 2"), None),
                    (
                        format!("Board 1: {name} (Red) against bob"),
                        Some(GameId(7)),
                    ),
                    (format!("Bye: {name}"), None),
                ],
                standings: vec!["**Standings**".into(), format!("1. {name} 1")],
                picture: true,
            }],
        }
    }

    #[test]
    fn text_is_escaped_and_bold_kept() {
        assert_eq!(
            html! { ("<a href=\"x\">'&'</a>") }.into_string(),
            "&lt;a href=&quot;x&quot;&gt;'&amp;'&lt;/a&gt;"
        );
        assert_eq!(
            html! { (Marked("**<b>** wins")) }.into_string(),
            "<strong>&lt;b&gt;</strong> wins"
        );
        assert_eq!(
            html! { (Marked("a **b** c **d")) }.into_string(),
            "a <strong>b</strong> c <strong>d</strong>"
        );
    }

    #[test]
    fn a_name_of_markup_comes_out_escaped_wherever_a_name_appears() {
        const NAME: &str = "<script>alert(\"x\")</script> & 'y'";
        const SHOWN: &str = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 'y'";
        let escaped = |page: String, places: usize| {
            assert_eq!(page.matches(SHOWN).count(), places, "{page}");
            // The one script is the page's own.
            assert_eq!(page.matches("<script").count(), 1, "{page}");
            assert!(!page.contains("alert(\""), "{page}");
        };
        let player = View {
            key: Some("k".into()),
            to_play: true,
            ..View::default()
        };
        // The seat and the caption.
        let (going_on, over) = (GameView::example(false), GameView::example(true));
        escaped(game_page(&game(&going_on, NAME), &player, "<svg></svg>"), 2);
        escaped(game_page(&game(&over, NAME), &View::default(), ""), 2);
        // The game's caption, the ladder, the round's heading and two boards, the standings.
        escaped(server_page(Locale::default(), 1, &server(NAME)), 6);
        // The greeting and a refusal naming the name.
        let refusal = format!("**{NAME}** cannot play now");
        escaped(start_page(Locale::default(), NAME, Some(&refusal)), 2);
        escaped(message_page(Locale::default(), NAME), 1);
        escaped(document(Locale::default(), NAME, ""), 1);
    }
}
