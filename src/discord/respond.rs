//! Answering one interaction: the first answer within Discord's 3 seconds (a message, an update
//! of the clicked message, a modal, or a deferral), then edits and follow-ups. A private answer
//! after a public deferral deletes the "thinking…" placeholder and follows up privately. Every
//! way of answering uploads the same files (board picture and attached records).

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{
    Builder, CreateActionRow, CreateAttachment, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateModal,
    EditAttachments, EditInteractionResponse, Http, InteractionId,
};

/// File name of the board picture; embeds show it as `attachment://board.png`.
pub(crate) const BOARD_FILE: &str = "board.png";

/// One message to show, already in Discord's terms.
#[derive(Clone, Debug, Default)]
pub(crate) struct Shown {
    /// Only the user who acted sees it.
    pub(crate) ephemeral: bool,
    /// Plain text above the embed (mentions live here so they notify).
    pub(crate) content: Option<String>,
    /// The embed (title, description, colour, image `attachment://board.png`).
    pub(crate) embed: Option<CreateEmbed>,
    /// Files to upload: the board picture as `board.png` first, then the reply's attachments
    /// (already named and counted within Discord's limits).
    pub(crate) files: Vec<CreateAttachment>,
    /// Button rows.
    pub(crate) components: Vec<CreateActionRow>,
    /// For a button click: replace the clicked message instead of posting a new one.
    pub(crate) update: bool,
    /// The users the message may ping (its mentions); nobody else, and no role, ever.
    pub(crate) mentions: Vec<u64>,
}

impl Shown {
    /// This reply as a new message of the bot's in a channel.
    pub(crate) fn into_message(self) -> serenity::CreateMessage {
        let mut message = serenity::CreateMessage::new()
            .allowed_mentions(self.allowed_mentions())
            .embeds(self.embed.into_iter().collect())
            .components(self.components)
            .add_files(self.files);
        if let Some(content) = self.content {
            message = message.content(content);
        }
        message
    }

    /// Who the message may ping: the users it mentions, nobody else.
    pub(crate) fn allowed_mentions(&self) -> serenity::CreateAllowedMentions {
        serenity::CreateAllowedMentions::new()
            .users(self.mentions.iter().map(|&u| serenity::UserId::new(u)))
            .everyone(false)
            .all_roles(false)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Acked {
    /// Nothing sent yet.
    No,
    /// "Thinking…" placeholder sent (public or private).
    Deferred { ephemeral: bool },
    /// Click acknowledged; the clicked message may be edited through `@original`.
    DeferredUpdate,
    /// A first answer has been sent; further messages are follow-ups.
    Replied,
}

/// Answers one interaction.
pub(crate) struct Responder {
    http: Arc<Http>,
    id: InteractionId,
    token: String,
    acked: Acked,
    /// The message whose button was pressed, if any.
    clicked: Option<u64>,
}

impl Responder {
    pub(crate) fn new(http: Arc<Http>, id: InteractionId, token: &str) -> Responder {
        Responder {
            http,
            id,
            token: token.to_owned(),
            acked: Acked::No,
            clicked: None,
        }
    }

    /// This responder for a press of a button of `message`.
    pub(crate) fn clicked(mut self, message: Option<u64>) -> Responder {
        self.clicked = message;
        self
    }

    /// The id of the first answer's message, asked of Discord (a new message's id is not
    /// returned when it is sent).
    pub(crate) async fn original_id(&self) -> serenity::Result<u64> {
        let message = self
            .http
            .get_original_interaction_response(&self.token)
            .await?;
        Ok(message.id.get())
    }

    /// The client the responder answers through.
    pub(crate) fn http(&self) -> &Http {
        &self.http
    }

    /// Sends "the bot is thinking…" (for slow work: the computer's move, a render).
    pub(crate) async fn defer(&mut self, ephemeral: bool) -> serenity::Result<()> {
        if self.acked != Acked::No {
            return Ok(());
        }
        let message = CreateInteractionResponseMessage::new().ephemeral(ephemeral);
        CreateInteractionResponse::Defer(message)
            .execute(&self.http, (self.id, &self.token))
            .await?;
        self.acked = Acked::Deferred { ephemeral };
        Ok(())
    }

    /// Acknowledges a button click without a message yet (the clicked message can be updated later).
    pub(crate) async fn defer_update(&mut self) -> serenity::Result<()> {
        if self.acked != Acked::No {
            return Ok(());
        }
        CreateInteractionResponse::Acknowledge
            .execute(&self.http, (self.id, &self.token))
            .await?;
        self.acked = Acked::DeferredUpdate;
        Ok(())
    }

    /// Opens a modal (only as the first answer).
    pub(crate) async fn modal(&mut self, modal: CreateModal) -> serenity::Result<()> {
        CreateInteractionResponse::Modal(modal)
            .execute(&self.http, (self.id, &self.token))
            .await?;
        self.acked = Acked::Replied;
        Ok(())
    }

    /// Edits the public "thinking…" placeholder to say how far slow work has got (a review's
    /// progress), leaving it open for the answer. Does nothing unless the placeholder is public.
    pub(crate) async fn progress(&mut self, text: &str) -> serenity::Result<()> {
        if self.acked == (Acked::Deferred { ephemeral: false }) {
            EditInteractionResponse::new()
                .content(text)
                .execute(&self.http, &self.token)
                .await?;
        }
        Ok(())
    }

    /// Shows `out` in the most fitting way given what has been sent already; the id of the
    /// message now showing it, when Discord said it (a new first answer's is asked for with
    /// [`Self::original_id`]).
    pub(crate) async fn send(&mut self, out: Shown) -> serenity::Result<Option<u64>> {
        let shown_in = match self.acked {
            Acked::No => {
                let message = initial_message(&out);
                let response = if out.update {
                    CreateInteractionResponse::UpdateMessage(message)
                } else {
                    CreateInteractionResponse::Message(message)
                };
                response.execute(&self.http, (self.id, &self.token)).await?;
                if out.update { self.clicked } else { None }
            }
            Acked::Deferred { ephemeral } if ephemeral == out.ephemeral => {
                let m = edit_message(&out).execute(&self.http, &self.token).await?;
                Some(m.id.get())
            }
            Acked::Deferred { .. } => {
                // The placeholder's visibility is fixed: replace it by a follow-up of the right kind.
                self.http
                    .delete_original_interaction_response(&self.token)
                    .await?;
                let m = followup(&out)
                    .execute(&self.http, (None, &self.token))
                    .await?;
                Some(m.id.get())
            }
            Acked::DeferredUpdate if out.update => {
                let m = edit_message(&out).execute(&self.http, &self.token).await?;
                Some(m.id.get())
            }
            Acked::DeferredUpdate | Acked::Replied => {
                let m = followup(&out)
                    .execute(&self.http, (None, &self.token))
                    .await?;
                Some(m.id.get())
            }
        };
        self.acked = Acked::Replied;
        Ok(shown_in)
    }
}

/// The first answer (new message, or update of the clicked one).
pub(crate) fn initial_message(out: &Shown) -> CreateInteractionResponseMessage {
    let mut message = CreateInteractionResponseMessage::new()
        .ephemeral(out.ephemeral)
        .components(out.components.clone())
        .embeds(out.embed.iter().cloned().collect())
        .content(out.content.clone().unwrap_or_default())
        .allowed_mentions(out.allowed_mentions())
        .files(out.files.iter().cloned());
    if out.update {
        message = message.ephemeral(false);
    }
    message
}

/// An edit of the original response (deferred message, or the clicked message). Its files
/// replace the message's old ones (Discord keeps only the files an edit lists).
pub(crate) fn edit_message(out: &Shown) -> EditInteractionResponse {
    let attachments = out
        .files
        .iter()
        .cloned()
        .fold(EditAttachments::new(), EditAttachments::add);
    EditInteractionResponse::new()
        .content(out.content.clone().unwrap_or_default())
        .allowed_mentions(out.allowed_mentions())
        .embeds(out.embed.iter().cloned().collect())
        .components(out.components.clone())
        .attachments(attachments)
}

/// A follow-up message.
pub(crate) fn followup(out: &Shown) -> CreateInteractionResponseFollowup {
    let mut message = CreateInteractionResponseFollowup::new()
        .ephemeral(out.ephemeral)
        .embeds(out.embed.iter().cloned().collect())
        .components(out.components.clone())
        .allowed_mentions(out.allowed_mentions())
        .add_files(out.files.iter().cloned());
    if let Some(content) = &out.content {
        message = message.content(content.clone());
    }
    message
}
