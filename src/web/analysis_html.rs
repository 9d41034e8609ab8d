//! An analysis board's page as HTML: the service's answer (its lines, its drawing as SVG with
//! cells to click, its buttons as a form's buttons), the Play form the cells fill, and beside it
//! what a press answered that is not a board (a refusal; a shared diagram with its HexWorld link
//! and its SGF to download). Every text is the service's message or the catalogue's, in the
//! reader's language.

use super::html::{Marked, document};
use crate::service::{Action, Color, GameId, Locale, Reply, text};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use maud::{Markup, PreEscaped, html};

/// What a board's page shows.
pub(super) struct BoardPage<'a> {
    /// The reader's language.
    pub locale: Locale,
    /// The board's number.
    pub board: GameId,
    /// The link that opened it (sent back with every press).
    pub key: &'a str,
    /// The board at its node: the service's answer with its drawing.
    pub reply: &'a Reply,
    /// What the press answered besides, if it was not the board itself.
    pub aside: Option<&'a Reply>,
}

/// The page of `shown`.
pub(super) fn board_page(shown: &BoardPage) -> String {
    let l = shown.locale;
    let reply = shown.reply;
    let mut lines = reply.lines.iter().map(|m| m.format(l));
    let title = lines.next().unwrap_or_default();
    let node = reply.buttons.first().map_or(0, |b| b.id.ply);
    let svg = reply.drawing.as_ref().map_or_else(String::new, |d| {
        d.svg(|cell, stone| {
            let cell = cell.to_string();
            let id = match stone {
                None => "web-cell-empty",
                Some(Color::Red) => "web-cell-red",
                Some(Color::Blue) => "web-cell-blue",
            };
            text(l, id, &[("cell", cell.into())])
        })
    });
    let play = reply
        .buttons
        .iter()
        .find(|b| b.id.action == Action::AnalysisPlay && !b.disabled);
    let action = format!("/board/{}", shown.board.0);
    let hidden = html! {
        input type="hidden" name="key" value=(shown.key);
        input type="hidden" name="lang" value=(l.tag());
    };
    let body = html! {
        main #analysis .analysis data-board=(shown.board.0) data-node=(node)
            data-play=(if play.is_some() { "1" } else { "0" }) {
            h1 { (Marked(&title)) }
            @if let Some(aside) = shown.aside {
                (aside_section(l, aside))
            }
            @for line in lines {
                p { (Marked(&line)) }
            }
            div #board .board role="group" aria-label=(text(l, "web-analysis-board-label", &[])) {
                (PreEscaped(svg))
            }
            @if let Some(picture) = &reply.board {
                p #caption { (Marked(&picture.caption.format(l))) }
            }
            @if let Some(play) = play {
                form #play method="post" action=(action) {
                    (hidden)
                    input type="hidden" name="press" value=(play.id.to_string());
                    label {
                        (text(l, "web-analysis-moves", &[])) " "
                        input type="text" name="moves" autocomplete="off" maxlength="400";
                    }
                    " "
                    button type="submit" { (play.label.format(l)) }
                }
                p .hint { (text(l, "web-analysis-click", &[])) }
            }
            form .buttons method="post" action=(action) {
                (hidden)
                @for b in reply.buttons.iter().filter(|b| b.id.action != Action::AnalysisPlay) {
                    button type="submit" name="press" value=(b.id.to_string())
                        data-action=(b.id.action.code()) disabled[b.disabled] {
                        (button_label(l, b))
                    }
                    " "
                }
            }
        }
    };
    document(l, &title.replace("**", ""), &body.0)
}

/// A button's text: Discord's, but words for the first and last positions, whose symbols not
/// every browser's fonts draw.
fn button_label(l: Locale, b: &crate::service::Button) -> String {
    match b.id.action {
        Action::AnalysisStart => text(l, "web-first", &[]),
        Action::AnalysisEnd => text(l, "web-last", &[]),
        _ => b.label.format(l),
    }
}

/// A press's answer beside the board: its lines, its picture, its links and its files.
fn aside_section(l: Locale, aside: &Reply) -> Markup {
    html! {
        section .aside role=(if aside.refused { "alert" } else { "status" })
            .refused[aside.refused] {
            @for line in &aside.lines {
                p { (Marked(&line.format(l))) }
            }
            @if let Some(picture) = &aside.board {
                img src=(format!("data:image/png;base64,{}", STANDARD.encode(&picture.png)))
                    alt=(picture.alt.format(l)) class="shared";
            }
            @if !aside.links.is_empty() || !aside.attachments.is_empty() {
                ul .links {
                    @for link in &aside.links {
                        li { a href=(link.url) rel="noreferrer" { (link.label.format(l)) } }
                    }
                    @for file in &aside.attachments {
                        li {
                            a download=(file.name)
                                href=(format!("data:application/x-go-sgf;base64,{}", STANDARD.encode(&file.bytes))) {
                                (text(l, "web-analysis-download", &[("name", file.name.clone().into())]))
                            }
                        }
                    }
                }
            }
        }
    }
}
