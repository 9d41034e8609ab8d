//! The pages as HTML: a game's page (board, players, caption, moves, replay, review, the
//! controls of a personal link), the start page of `hexbot web`, and short message pages. Every
//! text comes from the catalogue in the reader's language and is escaped; no page carries a
//! script of its own (the one script is `/assets/app.js`).

use super::view::{WebGame, WebServer, WebTournament};
use crate::service::{Color, GameId, Locale, Orientation, TextValue, text};
use std::fmt::Write as _;

/// `s` made safe inside HTML text and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A catalogue text, escaped for HTML.
fn t(locale: Locale, id: &str, args: &[(&str, TextValue)]) -> String {
    escape(&text(locale, id, args))
}

/// A catalogue text with Discord's `**bold**` as `<strong>`, escaped.
pub fn marked(s: &str) -> String {
    let mut out = String::new();
    for (i, part) in s.split("**").enumerate() {
        if i % 2 == 1 {
            let _ = write!(out, "<strong>{}</strong>", escape(part));
        } else {
            out.push_str(&escape(part));
        }
    }
    out
}

/// The page around `body`: the language, the title, the style sheet and the one script.
pub fn document(locale: Locale, title: &str, body: &str) -> String {
    format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title><link rel=\"stylesheet\" href=\"/assets/style.css\">\
         <script src=\"/assets/app.js\" defer></script></head><body>{body}</body></html>",
        locale.tag(),
        escape(title),
    )
}

/// A short page saying `message` (not found, too many requests), with a way back.
pub fn message_page(locale: Locale, message: &str) -> String {
    let body = format!(
        "<main class=\"message\"><p>{}</p><p><a href=\"/\">hexbot</a></p></main>",
        escape(message)
    );
    document(locale, "hexbot", &body)
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
    /// Whether the reader may ask for the computer's review of a finished game without one
    /// (`hexbot web`; on Discord the board's Review button asks for it).
    pub can_review: bool,
}

impl View {
    /// The page's address with these choices, `ply` for the replay.
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
        format!("/game/{}?{}", game.0, query.join("&amp;"))
    }
}

/// A game's page; `svg` is its board as the reader wants it.
pub fn game_page(game: &WebGame, view: &View, svg: &str) -> String {
    let l = view.locale;
    let size = i64::from(game.size);
    let title = text(
        l,
        "web-title-game",
        &[
            ("game", game.id.0.into()),
            ("variant", game.variant.as_str().into()),
            ("size", size.into()),
        ],
    );
    let mut b = String::with_capacity(svg.len() + 8192);
    let shown_ply = view.ply.filter(|_| game.over).map(|p| p.min(game.ply));
    let _ = write!(
        b,
        "<main id=\"game\" data-game=\"{}\" data-ply=\"{}\" data-live=\"{}\" data-play=\"{}\" \
         data-key=\"{}\" data-confirm=\"{}\" data-lost=\"{}\" data-sent=\"{}\">",
        game.id.0,
        game.ply,
        u8::from(game.live),
        u8::from(view.to_play),
        view.key.as_deref().map(escape).unwrap_or_default(),
        t(l, "web-resign-confirm", &[]),
        t(l, "web-connection-lost", &[]),
        t(l, "web-sent", &[]),
    );
    let _ = write!(b, "<header><h1>{}</h1>", escape(&title));
    nav(&mut b, game, view);
    b.push_str("</header>");
    players(&mut b, game);
    let _ = write!(
        b,
        "<p id=\"caption\" role=\"status\" aria-live=\"polite\">{}</p>",
        marked(&game.caption)
    );
    if let Some(deadline) = game.deadline {
        let _ = write!(
            b,
            "<p class=\"clock\">{}</p>",
            t(
                l,
                "web-move-by",
                &[("time", crate::service::Arg::Time(deadline).format(l).into())]
            )
        );
    }
    let _ = write!(
        b,
        "<div id=\"board\" class=\"board{}\" tabindex=\"0\" aria-label=\"{}\">{svg}</div>",
        if view.to_play { " playable" } else { "" },
        t(l, "web-board-label", &[]),
    );
    b.push_str("<p id=\"note\" role=\"alert\"></p>");
    controls(&mut b, game, view);
    if game.over {
        replay(&mut b, game, view, shown_ply.unwrap_or(game.ply));
        review_graph(&mut b, game, l, shown_ply.unwrap_or(game.ply));
        if view.can_review && game.red_chances.is_empty() {
            let _ = write!(
                b,
                "<form class=\"ask-review\" method=\"post\" action=\"/game/{}/review\">\
                 <input type=\"hidden\" name=\"lang\" value=\"{}\">\
                 <button type=\"submit\">{}</button></form>",
                game.id.0,
                l.tag(),
                t(l, "web-review-ask", &[])
            );
        }
        let _ = write!(
            b,
            "<p><a href=\"/game/{}/sgf\" download>{}</a></p>",
            game.id.0,
            t(l, "web-sgf", &[])
        );
    }
    moves(&mut b, game, l);
    b.push_str("</main>");
    document(l, &title, &b)
}

/// The language switch and the board's turn.
fn nav(b: &mut String, game: &WebGame, view: &View) {
    let l = view.locale;
    let other_turn = match view.turn.unwrap_or(game.orientation) {
        Orientation::Normal => Orientation::Rotated,
        Orientation::Rotated => Orientation::Normal,
    };
    let _ = write!(
        b,
        "<nav><a href=\"{}\">{}</a> <span class=\"langs\">",
        view.url(game.id, view.ply, Some(other_turn)),
        t(l, "web-rotate", &[]),
    );
    for other in Locale::ALL {
        let here = View {
            locale: other,
            ..view.clone()
        };
        let _ = write!(
            b,
            "<a href=\"{}\" hreflang=\"{}\"{}>{}</a> ",
            here.url(game.id, view.ply, view.turn),
            other.tag(),
            if other == l {
                " aria-current=\"true\""
            } else {
                ""
            },
            escape(other.native_name()),
        );
    }
    b.push_str("</span></nav>");
}

fn players(b: &mut String, game: &WebGame) {
    b.push_str("<ul class=\"players\">");
    for seat in &game.players {
        let class = match seat.color {
            Color::Red => "red",
            Color::Blue => "blue",
        };
        let turn = game.turn == Some(seat.color);
        let _ = write!(
            b,
            "<li class=\"{class}{}\"><span class=\"dot\"></span>{}: {}</li>",
            if turn { " turn" } else { "" },
            escape(&seat.color_name),
            escape(&seat.name),
        );
    }
    b.push_str("</ul>");
}

/// Swap and Resign for the link's holder; else why the page is for watching.
fn controls(b: &mut String, game: &WebGame, view: &View) {
    let l = view.locale;
    if let Some(problem) = &view.link_problem {
        let _ = write!(b, "<p class=\"readonly\">{}</p>", escape(problem));
        return;
    }
    if view.key.is_none() || !game.live {
        if game.live {
            let _ = write!(
                b,
                "<p class=\"readonly\">{}</p>",
                t(l, "web-read-only", &[])
            );
        }
        return;
    }
    b.push_str("<div class=\"actions\">");
    if view.to_play {
        let _ = write!(b, "<p>{}</p>", t(l, "web-your-turn", &[]));
        if game.can_swap {
            let _ = write!(
                b,
                "<button type=\"button\" data-act=\"swap\">{}</button> ",
                t(l, "web-swap", &[])
            );
        }
    }
    let _ = write!(
        b,
        "<button type=\"button\" class=\"danger\" data-act=\"resign\">{}</button></div>",
        t(l, "web-resign", &[])
    );
}

/// The replay's steps through a finished game.
fn replay(b: &mut String, game: &WebGame, view: &View, shown: usize) {
    let l = view.locale;
    let moves = i64::try_from(game.ply).unwrap_or(i64::MAX);
    let at = i64::try_from(shown).unwrap_or(i64::MAX);
    let _ = write!(
        b,
        "<nav class=\"replay\" aria-label=\"{}\"><span>{}</span> ",
        t(l, "web-replay", &[]),
        t(
            l,
            "web-replay-at",
            &[("ply", at.into()), ("moves", moves.into())]
        ),
    );
    for (id, ply) in [
        ("web-first", 0),
        ("web-previous", shown.saturating_sub(1)),
        ("web-next", (shown + 1).min(game.ply)),
        ("web-last", game.ply),
    ] {
        let _ = write!(
            b,
            "<a href=\"{}\" data-ply=\"{ply}\">{}</a> ",
            view.url(game.id, Some(ply), view.turn),
            t(l, id, &[])
        );
    }
    b.push_str("</nav>");
}

/// Red's chance after each move, from the review, as a line; the position shown is marked.
fn review_graph(b: &mut String, game: &WebGame, l: Locale, shown: usize) {
    let chances = &game.red_chances;
    if chances.len() < 2 {
        return;
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
    let _ = write!(
        b,
        "<figure class=\"review\"><figcaption>{}</figcaption>\
         <svg viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"{}\">\
         <line class=\"half\" x1=\"0\" y1=\"{}\" x2=\"{w}\" y2=\"{}\"/>\
         <polyline points=\"{line}\"/>",
        t(l, "web-review", &[]),
        t(l, "web-review", &[]),
        h / 2.0,
        h / 2.0,
    );
    if let Some(&c) = chances.get(shown) {
        let (x, y) = point(shown, c);
        let percent = (c * 100.0).round() as i64;
        let _ = write!(
            b,
            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"5\"><title>{}</title></circle>",
            t(
                l,
                "web-review-point",
                &[
                    ("ply", i64::try_from(shown).unwrap_or(0).into()),
                    ("percent", percent.into())
                ]
            )
        );
    }
    b.push_str("</svg></figure>");
}

fn moves(b: &mut String, game: &WebGame, l: Locale) {
    let _ = write!(
        b,
        "<section class=\"moves\"><h2>{}</h2>",
        t(l, "web-moves", &[])
    );
    if game.moves.is_empty() {
        let _ = write!(b, "<p>{}</p></section>", t(l, "web-no-moves", &[]));
        return;
    }
    b.push_str("<ol>");
    for m in &game.moves {
        let class = match m.color {
            Color::Red => "red",
            Color::Blue => "blue",
        };
        let _ = write!(b, "<li class=\"{class}\">{}</li>", escape(&m.text));
    }
    b.push_str("</ol></section>");
}

/// A server's page: its latest games (each linked to its page) and its leaderboards.
pub fn server_page(locale: Locale, guild: u64, server: &WebServer) -> String {
    let l = locale;
    let title = text(l, "web-server-title", &[]);
    let mut b = String::new();
    let _ = write!(
        b,
        "<main class=\"server\" data-server=\"{guild}\"><h1>{}</h1><section><h2>{}</h2>",
        escape(&title),
        t(l, "web-server-games", &[])
    );
    if server.games.is_empty() {
        let _ = write!(b, "<p>{}</p>", t(l, "web-server-no-games", &[]));
    } else {
        b.push_str("<ul class=\"games\">");
        for (id, live, caption) in &server.games {
            let _ = write!(
                b,
                "<li{}><a href=\"/game/{}?lang={}\">{}</a> {}</li>",
                if *live { " class=\"live\"" } else { "" },
                id.0,
                l.tag(),
                t(l, "web-server-game", &[("game", id.0.into())]),
                marked(caption),
            );
        }
        b.push_str("</ul>");
    }
    b.push_str("</section>");
    for tournament in &server.tournaments {
        tournament_section(&mut b, l, guild, tournament);
    }
    for ladder in &server.ladders {
        b.push_str("<section class=\"ladder\">");
        for (i, line) in ladder.iter().enumerate() {
            if i == 0 {
                let _ = write!(b, "<h2>{}</h2>", marked(line));
            } else {
                let _ = write!(b, "<p>{}</p>", marked(line));
            }
        }
        b.push_str("</section>");
    }
    b.push_str("</main>");
    document(l, &title, &b)
}

/// A running tournament on its server's page: its round (boards linked to their games), its
/// standings, and its crosstable or bracket.
fn tournament_section(b: &mut String, l: Locale, guild: u64, tournament: &WebTournament) {
    let id = tournament.id.0;
    let _ = write!(
        b,
        "<section class=\"tournament\" data-tournament=\"{id}\"><h2>{}</h2>",
        t(l, "web-server-tournament", &[("id", id.into())])
    );
    if !tournament.round.is_empty() {
        b.push_str("<ul class=\"round\">");
        for (i, (line, game)) in tournament.round.iter().enumerate() {
            match game {
                _ if i == 0 => {
                    let _ = write!(b, "<li class=\"heading\">{}</li>", marked(line));
                }
                Some(game) => {
                    let _ = write!(
                        b,
                        "<li><a href=\"/game/{}?lang={}\">{}</a></li>",
                        game.0,
                        l.tag(),
                        marked(line)
                    );
                }
                None => {
                    let _ = write!(b, "<li>{}</li>", marked(line));
                }
            }
        }
        b.push_str("</ul>");
    }
    b.push_str("<div class=\"standings\">");
    for line in &tournament.standings {
        let _ = write!(b, "<p>{}</p>", marked(line));
    }
    b.push_str("</div>");
    if tournament.picture {
        let _ = write!(
            b,
            "<img class=\"standings-picture\" src=\"/server/{guild}/tournament/{id}.png\" alt=\"{}\">",
            t(l, "web-server-tournament-picture", &[("id", id.into())])
        );
    }
    b.push_str("</section>");
}

/// The start page of `hexbot web`: a game against the computer or two players on one screen.
pub fn start_page(locale: Locale, name: &str, problem: Option<&str>) -> String {
    let l = locale;
    let mut b = String::new();
    let _ = write!(
        b,
        "<main class=\"start\"><h1>{}</h1><p>{}</p>",
        t(l, "web-start-title", &[]),
        t(l, "web-start-intro", &[("name", name.into())]),
    );
    if let Some(p) = problem {
        let _ = write!(b, "<p class=\"readonly\" role=\"alert\">{}</p>", marked(p));
    }
    let _ = write!(
        b,
        "<form method=\"post\" action=\"/new\"><input type=\"hidden\" name=\"lang\" value=\"{}\">",
        l.tag()
    );
    let _ = write!(
        b,
        "<fieldset><legend>{}</legend>",
        t(l, "web-start-opponent", &[])
    );
    for (value, label, checked) in [
        ("easy", text(l, "level-easy", &[]), true),
        ("medium", text(l, "level-medium", &[]), false),
        ("hard", text(l, "level-hard", &[]), false),
        ("two", text(l, "web-start-two", &[]), false),
    ] {
        let _ = write!(
            b,
            "<label><input type=\"radio\" name=\"opponent\" value=\"{value}\"{}> {}</label>",
            if checked { " checked" } else { "" },
            escape(&label)
        );
    }
    b.push_str("</fieldset>");
    let _ = write!(
        b,
        "<label>{} <select name=\"size\">",
        t(l, "web-start-size", &[])
    );
    for size in crate::service::BOARD_SIZES {
        let _ = write!(
            b,
            "<option value=\"{size}\"{}>{size}×{size}</option>",
            if size == 9 { " selected" } else { "" }
        );
    }
    b.push_str("</select></label>");
    let _ = write!(
        b,
        "<label>{} <select name=\"variant\"><option value=\"hex\">Hex</option>\
         <option value=\"rex\">Rex</option></select></label>",
        t(l, "web-start-variant", &[])
    );
    let _ = write!(
        b,
        "<fieldset><legend>{}</legend>\
         <label><input type=\"radio\" name=\"first\" value=\"you\" checked> {}</label>\
         <label><input type=\"radio\" name=\"first\" value=\"computer\"> {}</label></fieldset>",
        t(l, "web-start-first", &[]),
        t(l, "web-start-first-you", &[]),
        t(l, "web-start-first-computer", &[]),
    );
    let _ = write!(
        b,
        "<p><button type=\"submit\">{}</button></p></form></main>",
        t(l, "web-start-go", &[])
    );
    document(l, &text(l, "web-start-title", &[]), &b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_bold_kept() {
        assert_eq!(
            escape("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
        assert_eq!(marked("**<b>** wins"), "<strong>&lt;b&gt;</strong> wins");
    }
}
