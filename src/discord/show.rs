//! The service's replies in Discord's terms: text in an embed, the board as the embed's image
//! `attachment://board.png` with its caption as the footer (or, without a board, a replay's GIF as
//! the embed's image), the reply's files (exported game records, replays) as further attachments
//! within Discord's limits, buttons in rows of five carrying the service's custom ids, and the
//! modal the Move button opens.

use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateAttachment, CreateButton, CreateEmbed, CreateEmbedFooter,
    CreateInputText, CreateModal, InputTextStyle,
};
use tracing::warn;

use super::respond::{BOARD_FILE, Shown};
use crate::service::{ButtonStyle, Key, Locale, Message, Reply, Visibility, text};

/// The custom id of the text input inside the Move modal.
pub(crate) const CELL_INPUT: &str = "cell";

/// The start of the custom ids of forms collected where they were opened (the "Challenge to
/// Hex" form), never routed as buttons.
pub(crate) const FORM_PREFIX: &str = "hexform:";

/// Embed colour of public replies (a neutral slate; the board shows the players' colours).
const EMBED_COLOUR: u32 = 0x4a5568;

/// Discord's limit on an embed description.
const DESCRIPTION_MAX: usize = 4096;

/// Discord's limit on a message's plain content.
const CONTENT_MAX: usize = 2000;

/// Discord's limit on an attachment's description (its alt text).
const ALT_TEXT_MAX: usize = 1024;

/// Discord's limit on the files of one message.
const FILES_MAX: usize = 10;

/// Bytes one message may upload: the smallest upload limit a server has (no boosts), for all its
/// files together so that no request is refused.
const UPLOAD_MAX: usize = 10 * 1024 * 1024;

/// Translates a reply, its words in `locale`. `update` asks to replace the clicked message
/// (button answers).
///
/// The board picture is uploaded as `board.png`, then the reply's attachments (an exported game
/// record) under safe file names; text too long for Discord is cut and attached whole as a `.txt`
/// file. What does not fit in Discord's limits is left out and said so in the text.
pub(crate) fn show(reply: &Reply, update: bool, locale: Locale) -> Shown {
    let ephemeral = reply.visibility == Visibility::Private;
    let mut files = Files::default();
    if let Some(board) = reply.board.as_ref().filter(|b| !b.png.is_empty()) {
        files.add(BOARD_FILE, &board.png);
        if let Some(picture) = files.list.iter_mut().find(|f| f.filename == BOARD_FILE) {
            // Read by screen readers in place of the picture.
            picture.description = Some(board.alt.format_within(locale, ALT_TEXT_MAX));
        }
    }
    for attachment in &reply.attachments {
        files.add(&attachment.name, &attachment.bytes);
    }
    let has_board = files.has(BOARD_FILE);
    // Refusals and help: plain private text reads best.
    let plain = ephemeral && !has_board;
    // Names and typed text escaped, so that they cannot become links, mentions or markup.
    let mut words = super::escape::reply_text(reply, locale);
    for name in &files.left_out {
        words.push('\n');
        words.push_str(&text(
            locale,
            "file-too-large",
            &[("name", name.as_str().into())],
        ));
    }
    let mut text = words;
    let max = if plain { CONTENT_MAX } else { DESCRIPTION_MAX };
    if text.chars().count() > max {
        // The file is read as text, not rendered: the words as they are, without escapes.
        files.add(&text_file_name(reply), reply.text(locale).as_bytes());
        text = truncate(&text, max);
    }
    let components = button_rows(reply, locale);
    let mentions = super::escape::mentioned(reply);
    if plain {
        return Shown {
            ephemeral,
            content: Some(text),
            components,
            files: files.list,
            update: false,
            mentions,
            ..Shown::default()
        };
    }
    let mut embed = CreateEmbed::new().description(text).colour(EMBED_COLOUR);
    if let Some(board) = &reply.board {
        embed = embed.footer(CreateEmbedFooter::new(board.caption.format(locale)));
        if has_board {
            embed = embed.image(format!("attachment://{BOARD_FILE}"));
        }
    } else if let Some(gif) = files.list.iter().find(|f| f.filename.ends_with(".gif")) {
        // A replay: the animation plays in the embed.
        embed = embed.image(format!("attachment://{}", gif.filename));
    }
    // Mentions in an embed ping nobody: the users named are mentioned above it.
    let content = (!mentions.is_empty()).then(|| {
        mentions
            .iter()
            .map(|u| format!("<@{u}>"))
            .collect::<Vec<_>>()
            .join(" ")
    });
    Shown {
        ephemeral,
        content,
        embed: Some(embed),
        files: files.list,
        components,
        // A private answer never replaces a public message; a puzzle's or an analysis board's
        // answer replaces its own private message it was pressed on.
        update: update && (!ephemeral || replaces_private(reply)),
        mentions,
    }
}

/// Whether a private reply stands in for the private message whose button was pressed: a
/// puzzle's or an analysis board's next state (not a refusal), its buttons theirs.
fn replaces_private(reply: &Reply) -> bool {
    !reply.refused
        && reply
            .buttons
            .iter()
            .any(|b| b.id.action.is_puzzle() || b.id.action.is_analysis())
}

/// The files of one message, kept within Discord's limits.
#[derive(Default)]
struct Files {
    list: Vec<CreateAttachment>,
    bytes: usize,
    /// Names of the files that did not fit.
    left_out: Vec<String>,
}

impl Files {
    /// Adds a file under a safe, unique version of `name`, if it fits.
    fn add(&mut self, name: &str, data: &[u8]) {
        let mut name = safe_file_name(name);
        while self.has(&name) {
            name.insert(0, '_');
        }
        if self.list.len() >= FILES_MAX || self.bytes + data.len() > UPLOAD_MAX {
            warn!(file = %name, bytes = data.len(), "a file does not fit in one Discord message");
            self.left_out.push(name);
            return;
        }
        self.bytes += data.len();
        self.list.push(CreateAttachment::bytes(data.to_vec(), name));
    }

    fn has(&self, name: &str) -> bool {
        self.list.iter().any(|f| f.filename == name)
    }
}

/// `name` with only letters, digits, `.`, `-` and `_` (anything else becomes `_`), at most 100
/// characters: Discord rewrites other names, which would break `attachment://` links.
fn safe_file_name(name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let safe = safe.trim_start_matches('.');
    if safe.is_empty() {
        return "file".to_owned();
    }
    if safe.len() <= 100 {
        return safe.to_owned();
    }
    // Cut the stem, keep a short extension (all characters are ASCII here).
    let ext = safe.rfind('.').map_or("", |dot| &safe[dot..]);
    let ext = if ext.len() > 10 { "" } else { ext };
    format!("{}{ext}", &safe[..100 - ext.len()])
}

/// Where the whole text of a too-long reply goes: `hexbot-game-12.txt`, or `hexbot.txt`.
fn text_file_name(reply: &Reply) -> String {
    reply.game.map_or_else(
        || "hexbot.txt".to_owned(),
        |g| format!("hexbot-game-{g}.txt"),
    )
}

/// The reply's buttons, then its links (as link buttons), five to a row (at most five rows).
fn button_rows(reply: &Reply, locale: Locale) -> Vec<CreateActionRow> {
    let buttons = reply.buttons.iter().map(|b| {
        CreateButton::new(b.custom_id())
            .label(b.label.format(locale))
            .style(style(b.style))
            .disabled(b.disabled)
    });
    let links = reply
        .links
        .iter()
        .map(|l| CreateButton::new_link(&l.url).label(l.label.format(locale)));
    let all: Vec<CreateButton> = buttons.chain(links).collect();
    all.chunks(5)
        .take(5)
        .map(|row| CreateActionRow::Buttons(row.to_vec()))
        .collect()
}

fn style(style: ButtonStyle) -> serenity::ButtonStyle {
    match style {
        ButtonStyle::Primary => serenity::ButtonStyle::Primary,
        ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
        ButtonStyle::Success => serenity::ButtonStyle::Success,
        ButtonStyle::Danger => serenity::ButtonStyle::Danger,
    }
}

/// The modal the Move button opens: one short text input for the cell. Its custom id is the
/// button's, so the submit carries the game and ply like the button did.
pub(crate) fn move_modal(custom_id: &str, locale: Locale) -> CreateModal {
    let input = CreateInputText::new(
        InputTextStyle::Short,
        Message::new(Key::MoveInputLabel).format(locale),
        CELL_INPUT,
    )
    .placeholder("e5")
    .min_length(2)
    .max_length(3)
    .required(true);
    CreateModal::new(custom_id, Message::new(Key::MoveInputTitle).format(locale))
        .components(vec![CreateActionRow::InputText(input)])
}

/// The modal of a game's Plan button: lines of the opponent's moves and the answers (or, in a
/// live game, one cell); left empty, the plan is shown (the text comes back under
/// [`CELL_INPUT`]).
pub(crate) fn plan_modal(custom_id: &str, locale: Locale) -> CreateModal {
    let input = CreateInputText::new(
        InputTextStyle::Paragraph,
        Message::new(Key::PlanInputLabel).format(locale),
        CELL_INPUT,
    )
    .placeholder("e5 f4; d6 d5; * e4")
    .max_length(1000)
    .required(false);
    CreateModal::new(custom_id, Message::new(Key::PlanInputTitle).format(locale))
        .components(vec![CreateActionRow::InputText(input)])
}

/// The modal of an analysis board's Play button: one or more moves for the side to move in turn
/// (the text comes back under [`CELL_INPUT`], as a Move modal's cell).
pub(crate) fn moves_modal(custom_id: &str, locale: Locale) -> CreateModal {
    let input = CreateInputText::new(
        InputTextStyle::Short,
        Message::new(Key::AnalysisMovesLabel).format(locale),
        CELL_INPUT,
    )
    .placeholder("e5 d6 c7")
    .min_length(2)
    .max_length(400)
    .required(true);
    CreateModal::new(
        custom_id,
        Message::new(Key::AnalysisMovesTitle).format(locale),
    )
    .components(vec![CreateActionRow::InputText(input)])
}

fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::super::respond::{edit_message, followup, initial_message};
    use super::*;
    use crate::service::{Attachment, BoardImage, Button};
    use serde_json::{Value, json};

    fn json_of(shown: &Shown) -> Value {
        serde_json::to_value(super::super::respond::initial_message(shown)).unwrap()
    }

    fn names(shown: &Shown) -> Vec<&str> {
        shown.files.iter().map(|f| f.filename.as_str()).collect()
    }

    fn file(name: &str, bytes: usize) -> Attachment {
        Attachment {
            name: name.to_owned(),
            bytes: vec![b'x'; bytes],
        }
    }

    fn with_board(mut reply: Reply) -> Reply {
        reply.board = Some(BoardImage {
            png: vec![0x89, b'P', b'N', b'G'],
            caption: Message::new(Key::LastSwap),
            alt: Message::new(Key::LastSwap),
        });
        reply
    }

    #[test]
    fn attachments_follow_the_board_in_every_way_of_answering() {
        let mut reply = with_board(Reply::public(Message::new(Key::Rules)));
        reply.attachments = vec![
            file("hexbot-game-12.sgf", 40),
            file("hexbot-game-12.txt", 9),
        ];
        let shown = show(&reply, false, Locale::EnUs);
        assert_eq!(
            names(&shown),
            ["board.png", "hexbot-game-12.sgf", "hexbot-game-12.txt"]
        );
        assert_eq!(shown.files[1].data.len(), 40);
        // Each builder lists the three uploads (Discord matches them to the multipart files).
        let listed = |value: Value| -> Vec<String> {
            value["attachments"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a["filename"].as_str().unwrap().to_owned())
                .collect()
        };
        let initial = serde_json::to_value(initial_message(&shown)).unwrap();
        let edit = serde_json::to_value(edit_message(&shown)).unwrap();
        let follow = serde_json::to_value(followup(&shown)).unwrap();
        for value in [initial, edit, follow] {
            assert_eq!(
                listed(value),
                ["board.png", "hexbot-game-12.sgf", "hexbot-game-12.txt"]
            );
        }
    }

    #[test]
    fn a_private_reply_keeps_its_attachment_and_stays_ephemeral() {
        let mut reply = Reply::private(Message::new(Key::NoGameHere));
        reply.attachments = vec![file("hexbot-game-3.sgf", 10)];
        let shown = show(&reply, false, Locale::EnUs);
        assert!(shown.ephemeral && shown.embed.is_none());
        assert_eq!(names(&shown), ["hexbot-game-3.sgf"]);
        assert_eq!(
            serde_json::to_value(followup(&shown)).unwrap()["flags"],
            json!(64)
        );
    }

    #[test]
    fn files_beyond_discords_limits_are_left_out_and_said_so() {
        let mut reply = Reply::public(Message::new(Key::Rules));
        reply.attachments = (0..12).map(|i| file(&format!("f{i}.sgf"), 1)).collect();
        reply.attachments.push(file("huge.sgf", UPLOAD_MAX));
        let shown = show(&reply, false, Locale::EnUs);
        assert_eq!(shown.files.len(), FILES_MAX);
        let value = json_of(&shown);
        let text = value["embeds"][0]["description"].as_str().unwrap();
        assert!(
            text.contains("(f10.sgf is too large to attach here.)"),
            "{text}"
        );
        assert!(text.contains("huge.sgf"), "{text}");

        let mut reply = Reply::public(Message::new(Key::Rules));
        reply.attachments = vec![file("huge.sgf", UPLOAD_MAX + 1), file("small.sgf", 3)];
        assert_eq!(names(&show(&reply, false, Locale::EnUs)), ["small.sgf"]);
    }

    #[test]
    fn file_names_are_made_safe_and_unique() {
        let mut reply = with_board(Reply::public(Message::new(Key::Rules)));
        reply.attachments = vec![
            file("board.png", 1),
            file("../päpa game #1.sgf", 1),
            file("", 1),
            file(&format!("{}.sgf", "a".repeat(300)), 1),
        ];
        let shown = show(&reply, false, Locale::EnUs);
        let names = names(&shown);
        assert_eq!(
            names[..4],
            ["board.png", "_board.png", "_p_pa_game__1.sgf", "file"]
        );
        assert_eq!(names[4].len(), 100);
        assert!(names[4].ends_with("aaa.sgf"));
    }

    #[test]
    fn text_too_long_for_discord_is_cut_and_attached_whole() {
        let mut reply = Reply::public(Message::new(Key::Rules));
        reply.game = Some(crate::service::GameId(12));
        let long = reply.english().repeat(4096 / reply.english().len() + 2);
        reply.lines = vec![Message::new(Key::ExportMoves).arg("moves", long.clone())];
        let shown = show(&reply, false, Locale::EnUs);
        let value = json_of(&shown);
        let text = value["embeds"][0]["description"].as_str().unwrap();
        assert_eq!(text.chars().count(), DESCRIPTION_MAX);
        assert!(text.ends_with('…'));
        assert_eq!(names(&shown), ["hexbot-game-12.txt"]);
        assert_eq!(shown.files[0].data, reply.english().into_bytes());

        // Plain private text has Discord's shorter content limit.
        let mut private = reply.clone();
        private.visibility = Visibility::Private;
        private.game = None;
        let shown = show(&private, false, Locale::EnUs);
        assert_eq!(
            shown.content.as_deref().unwrap().chars().count(),
            CONTENT_MAX
        );
        assert_eq!(names(&shown), ["hexbot.txt"]);
    }

    #[test]
    fn a_private_refusal_is_ephemeral_plain_text_without_an_embed() {
        let reply = Reply::private(Message::new(Key::NoGameHere));
        let shown = show(&reply, true, Locale::EnUs);
        assert!(shown.ephemeral && !shown.update);
        let value = json_of(&shown);
        assert_eq!(value["flags"], json!(64));
        assert!(
            value["content"]
                .as_str()
                .unwrap()
                .contains("no game in this channel")
        );
        assert_eq!(value["embeds"], json!([]));
    }

    #[test]
    fn a_board_reply_is_an_embed_showing_the_attached_png_with_buttons() {
        let mut reply = with_board(Reply::public(Message::new(Key::Rules)));
        let button: Button = "hex:7:move:3"
            .parse::<crate::service::ButtonId>()
            .map(|id| Button {
                id,
                label: Message::new(Key::ButtonMove),
                style: ButtonStyle::Primary,
                disabled: false,
            })
            .unwrap();
        reply.buttons = vec![button];
        let shown = show(&reply, false, Locale::EnUs);
        assert_eq!(names(&shown), ["board.png"]);
        assert_eq!(shown.files[0].data, [0x89, b'P', b'N', b'G']);
        let value = json_of(&shown);
        assert_eq!(
            value["embeds"][0]["image"]["url"],
            json!("attachment://board.png")
        );
        assert_eq!(value["embeds"][0]["footer"]["text"], json!("swap"));
        assert_eq!(
            value["components"][0]["components"][0]["custom_id"],
            json!("hex:7:move:3")
        );
        assert_eq!(
            value["components"][0]["components"][0]["label"],
            json!("Move")
        );
        assert!(value.get("flags").is_none_or(|f| f == &json!(0)));
    }

    #[test]
    fn the_move_modal_keeps_the_button_id() {
        let value = serde_json::to_value(move_modal("hex:7:move:3", Locale::EnUs)).unwrap();
        assert_eq!(value["custom_id"], json!("hex:7:move:3"));
        assert_eq!(
            value["components"][0]["components"][0]["custom_id"],
            json!(CELL_INPUT)
        );
    }
}
