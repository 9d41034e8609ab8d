//! `/hex-study analyze`: an analysis board, privately, from its options; `/hex-study diagram`, a
//! position drawn publicly from the same sources; and "Draw Hex position" on a message, the
//! position the message holds — each also from an attached game
//! record, which is read here (at most [`MAX_RECORD_BYTES`], within [`DOWNLOAD_TIME`]) and handed
//! to the service as text. A record that is too large, does not arrive or is not text is refused
//! privately before the service sees it.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::choices::{ColorChoice, OrientationChoice, SwapChoice, VariantChoice};
use super::door::enter_slash;
use super::interact::handle_command;
use super::show::show;
use super::types::{Context, Error};
use crate::service::{
    AnalyzeOptions, Command, DiagramOptions, GameId, Key, MAX_RECORD_BYTES, Message, Reply,
};
use crate::study::{Found, find_position};

/// How long an attached record may take to download: Discord wants the interaction answered
/// within 3 seconds, and the service decides in milliseconds after it (a record is a few
/// kilobytes from Discord's own file servers).
const DOWNLOAD_TIME: Duration = Duration::from_secs(2);

/// `/hex-study analyze` (`cmd-analyze-*`).
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)] // one parameter per Discord option
pub(super) async fn analyze(
    ctx: Context<'_>,
    size: Option<u8>,
    variant: Option<VariantChoice>,
    moves: Option<String>,
    sgf: Option<serenity::Attachment>,
    link: Option<String>,
    #[min = 1] game: Option<i64>,
    #[rename = "move"]
    #[min = 0]
    at_move: Option<u32>,
    red: Option<String>,
    blue: Option<String>,
    #[rename = "to-move"] to_move: Option<ColorChoice>,
    swap: Option<SwapChoice>,
) -> Result<(), Error> {
    let Some(record) = attached(&ctx, sgf).await? else {
        return Ok(());
    };
    let options = AnalyzeOptions {
        size: size.map(u32::from),
        variant: variant.map(Into::into),
        swap: swap.map(Into::into),
        moves,
        record,
        link,
        game: game.map(GameId),
        at_move,
        red,
        blue,
        to_move: to_move.map(Into::into),
    };
    handle_command(ctx, Command::Analyze(Box::new(options))).await
}

/// `/hex-study diagram` (`cmd-diagram-*`): a position drawn publicly.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)] // one parameter per Discord option
pub(super) async fn diagram(
    ctx: Context<'_>,
    moves: Option<String>,
    sgf: Option<serenity::Attachment>,
    link: Option<String>,
    #[min = 1] game: Option<i64>,
    #[rename = "move"]
    #[min = 0]
    at_move: Option<u32>,
    size: Option<u8>,
    variant: Option<VariantChoice>,
    orientation: Option<OrientationChoice>,
    marks: Option<String>,
) -> Result<(), Error> {
    let Some(record) = attached(&ctx, sgf).await? else {
        return Ok(());
    };
    let source = AnalyzeOptions {
        size: size.map(u32::from),
        variant: variant.map(Into::into),
        moves,
        record,
        link,
        game: game.map(GameId),
        at_move,
        ..AnalyzeOptions::default()
    };
    let options = DiagramOptions {
        source,
        orientation: orientation.map(Into::into),
        marks,
    };
    handle_command(ctx, Command::Diagram(Box::new(options))).await
}

/// "Draw Hex position", a message command (`menu-draw-position`): the position the message
/// holds (an attached SGF record, a link, a pasted record or a move list among its words) drawn
/// publicly as `/hex-study diagram` draws it; privately, that it holds none. Usable wherever
/// `/hex-study` is.
#[poise::command(
    context_menu_command = "Draw Hex position",
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub(super) async fn draw_position(
    ctx: Context<'_>,
    message: serenity::Message,
) -> Result<(), Error> {
    let file = message.attachments.iter().find(|a| {
        let name = a.filename.to_ascii_lowercase();
        name.ends_with(".sgf") || name.ends_with(".hsgf")
    });
    let Some(record) = attached(&ctx, file.cloned()).await? else {
        return Ok(());
    };
    let source = match (record, find_position(&message.content)) {
        (Some(record), _) | (None, Some(Found::Record(record))) => AnalyzeOptions {
            record: Some(record),
            ..AnalyzeOptions::default()
        },
        (None, Some(Found::Link(link))) => AnalyzeOptions {
            link: Some(link),
            ..AnalyzeOptions::default()
        },
        (None, Some(Found::Moves(moves))) => AnalyzeOptions {
            moves: Some(moves),
            ..AnalyzeOptions::default()
        },
        (None, None) => return refuse(&ctx, Key::DiagramNothingInMessage).await,
    };
    let options = DiagramOptions {
        source,
        orientation: None,
        marks: None,
    };
    handle_command(ctx, Command::Diagram(Box::new(options))).await
}

/// The text of the attached record, if any (`Some(None)` without one); `None` when it was
/// refused, privately, before the service saw it (too large, not arrived, not text).
async fn attached(
    ctx: &Context<'_>,
    sgf: Option<serenity::Attachment>,
) -> Result<Option<Option<String>>, Error> {
    let Some(file) = sgf else {
        return Ok(Some(None));
    };
    match download(&file).await {
        Ok(text) => Ok(Some(Some(text))),
        Err(key) => refuse(ctx, key).await.map(|()| None),
    }
}

/// Answers privately with `key`, before the service sees anything.
async fn refuse(ctx: &Context<'_>, key: Key) -> Result<(), Error> {
    let Some(mut slash) = enter_slash(ctx) else {
        return Ok(());
    };
    let reply = Reply::private(Message::new(key));
    slash
        .responder
        .send(show(&reply, false, slash.langs.user))
        .await?;
    Ok(())
}

/// The attached record's text, or why not.
async fn download(file: &serenity::Attachment) -> Result<String, Key> {
    if file.size as usize > MAX_RECORD_BYTES {
        return Err(Key::AnalysisRecordTooLarge);
    }
    let bytes = match tokio::time::timeout(DOWNLOAD_TIME, file.download()).await {
        Ok(Ok(bytes)) => bytes,
        _ => return Err(Key::AnalysisRecordUnread),
    };
    if bytes.len() > MAX_RECORD_BYTES {
        return Err(Key::AnalysisRecordTooLarge);
    }
    String::from_utf8(bytes).map_err(|_| Key::AnalysisRecordUnread)
}
