//! The service's replies in Discord's terms: text in an embed, the board as the embed's image
//! `attachment://board.png` with its caption as the footer, buttons in rows of five carrying the
//! service's custom ids, and the modal the Move button opens.

use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateButton, CreateEmbed, CreateEmbedFooter, CreateInputText, CreateModal,
    InputTextStyle,
};

use super::respond::{BOARD_FILE, Shown};
use crate::service::{ButtonStyle, Key, Message, Reply, Visibility};

/// The custom id of the text input inside the Move modal.
pub(crate) const CELL_INPUT: &str = "cell";

/// Embed colour of public replies (a neutral slate; the board shows the players' colours).
const EMBED_COLOUR: u32 = 0x4a5568;

/// Discord's limit on an embed description.
const DESCRIPTION_MAX: usize = 4096;

/// Translates a reply. `update` asks to replace the clicked message (button answers).
pub(crate) fn show(reply: &Reply, update: bool) -> Shown {
    let text = reply.english();
    let ephemeral = reply.visibility == Visibility::Private;
    let png = reply
        .board
        .as_ref()
        .map(|b| b.png.clone())
        .filter(|png| !png.is_empty());
    let components = button_rows(reply);
    if ephemeral && png.is_none() {
        // Refusals and help: plain private text reads best.
        return Shown {
            ephemeral,
            content: Some(text),
            components,
            update: false,
            ..Shown::default()
        };
    }
    let mut embed = CreateEmbed::new()
        .description(truncate(&text, DESCRIPTION_MAX))
        .colour(EMBED_COLOUR);
    if let Some(board) = &reply.board {
        embed = embed.footer(CreateEmbedFooter::new(board.caption.english()));
        if png.is_some() {
            embed = embed.image(format!("attachment://{BOARD_FILE}"));
        }
    }
    Shown {
        ephemeral,
        content: None,
        embed: Some(embed),
        png,
        components,
        update: update && !ephemeral,
    }
}

/// The reply's buttons, five to a row (at most five rows).
fn button_rows(reply: &Reply) -> Vec<CreateActionRow> {
    reply
        .buttons
        .chunks(5)
        .take(5)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        CreateButton::new(b.custom_id())
                            .label(b.label.english())
                            .style(style(b.style))
                            .disabled(b.disabled)
                    })
                    .collect(),
            )
        })
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
pub(crate) fn move_modal(custom_id: &str) -> CreateModal {
    let input = CreateInputText::new(
        InputTextStyle::Short,
        Message::new(Key::MoveInputLabel).english(),
        CELL_INPUT,
    )
    .placeholder("e5")
    .min_length(2)
    .max_length(3)
    .required(true);
    CreateModal::new(custom_id, Message::new(Key::MoveInputTitle).english())
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
    use super::*;
    use crate::service::{BoardImage, Button};
    use serde_json::{Value, json};

    fn json_of(shown: &Shown) -> Value {
        serde_json::to_value(super::super::respond::initial_message(shown)).unwrap()
    }

    #[test]
    fn a_private_refusal_is_ephemeral_plain_text_without_an_embed() {
        let reply = Reply::private(Message::new(Key::NoGameHere));
        let shown = show(&reply, true);
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
        let mut reply = Reply::public(Message::new(Key::Rules));
        reply.board = Some(BoardImage {
            png: vec![0x89, b'P', b'N', b'G'],
            caption: Message::new(Key::LastSwap),
        });
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
        let shown = show(&reply, false);
        assert_eq!(shown.png.as_deref(), Some(&[0x89, b'P', b'N', b'G'][..]));
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
        let value = serde_json::to_value(move_modal("hex:7:move:3")).unwrap();
        assert_eq!(value["custom_id"], json!("hex:7:move:3"));
        assert_eq!(
            value["components"][0]["components"][0]["custom_id"],
            json!(CELL_INPUT)
        );
    }
}
