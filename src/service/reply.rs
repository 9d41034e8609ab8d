//! Replies as data: who sees them, the text as messages of the catalogue, an optional board picture
//! with a one-line caption, and buttons. Any front end (Discord, the terminal, tests) shows them.

use super::custom_id::{Action, ButtonId};
use super::ids::{ChannelId, GameId, GuildId};
use super::messages::{Key, Message};
use crate::i18n::Locale;

/// Who sees a reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Visibility {
    /// Everyone in the channel.
    Public,
    /// Only the user who acted (Discord: ephemeral).
    Private,
}

/// How a button looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ButtonStyle {
    /// The main action of a message (Move, Rematch); Discord shows it blue.
    Primary,
    /// A neutral action (Swap, Board, Withdraw, Claim); grey.
    Secondary,
    /// A welcome answer (Accept); green.
    Success,
    /// A final or unwelcome action (Decline, Resign and its confirmation); red.
    Danger,
}

/// A button. Its custom id is `id.to_string()`; a [`Action::Move`] button opens a text input
/// (title [`Key::MoveInputTitle`], label [`Key::MoveInputLabel`]) whose text comes back with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    /// The game, action and ply the button carries (its custom id).
    pub id: ButtonId,
    /// The text on the button.
    pub label: Message,
    /// How it looks.
    pub style: ButtonStyle,
    /// Shown but not pressable (e.g. Move and Resign under a finished game).
    pub disabled: bool,
}

impl Button {
    pub(crate) fn new(game: GameId, action: Action, ply: usize) -> Self {
        let (key, style) = match action {
            Action::Accept => (Key::ButtonAccept, ButtonStyle::Success),
            Action::Decline => (Key::ButtonDecline, ButtonStyle::Danger),
            Action::Withdraw => (Key::ButtonWithdraw, ButtonStyle::Secondary),
            Action::Swap => (Key::ButtonSwap, ButtonStyle::Secondary),
            Action::Resign => (Key::ButtonResign, ButtonStyle::Danger),
            Action::ConfirmResign => (Key::ButtonConfirm, ButtonStyle::Danger),
            Action::Move => (Key::ButtonMove, ButtonStyle::Primary),
            Action::Rematch => (Key::ButtonRematch, ButtonStyle::Primary),
            Action::RematchSame => (Key::ButtonRematchSame, ButtonStyle::Secondary),
            Action::Board => (Key::ButtonBoard, ButtonStyle::Secondary),
            Action::Claim => (Key::ButtonClaim, ButtonStyle::Secondary),
            Action::Review => (Key::ButtonReview, ButtonStyle::Secondary),
            Action::Games => (Key::ButtonNext, ButtonStyle::Secondary),
            Action::Hint => (Key::ButtonShowHint, ButtonStyle::Primary),
            Action::Join => (Key::ButtonJoin, ButtonStyle::Success),
            Action::Leave => (Key::ButtonLeave, ButtonStyle::Secondary),
            Action::PuzzleMove => (Key::ButtonMove, ButtonStyle::Primary),
            Action::PuzzleHint => (Key::ButtonPuzzleHint, ButtonStyle::Secondary),
            Action::PuzzleHintConfirm => (Key::ButtonShowHint, ButtonStyle::Primary),
            Action::PuzzleGiveUp => (Key::ButtonGiveUp, ButtonStyle::Danger),
            Action::PuzzleNext => (Key::ButtonNextPuzzle, ButtonStyle::Primary),
            Action::PuzzleDaily => (Key::ButtonSolveDaily, ButtonStyle::Primary),
            Action::WebLink => (Key::ButtonPlayOnWeb, ButtonStyle::Secondary),
            Action::AnalysisStart => (Key::ButtonAnalysisStart, ButtonStyle::Secondary),
            Action::AnalysisBack => (Key::ButtonAnalysisBack, ButtonStyle::Secondary),
            Action::AnalysisForward => (Key::ButtonAnalysisForward, ButtonStyle::Secondary),
            Action::AnalysisEnd => (Key::ButtonAnalysisEnd, ButtonStyle::Secondary),
            Action::AnalysisSibling => (Key::ButtonAnalysisSibling, ButtonStyle::Secondary),
            Action::AnalysisPlay => (Key::ButtonAnalysisPlay, ButtonStyle::Primary),
            Action::AnalysisEngine => (Key::ButtonAnalysisEngine, ButtonStyle::Primary),
            Action::AnalysisShare => (Key::ButtonAnalysisShare, ButtonStyle::Secondary),
            Action::AnalysisDelete => (Key::ButtonAnalysisDelete, ButtonStyle::Danger),
            Action::AnalysisJump => (Key::ButtonBoard, ButtonStyle::Secondary),
            Action::Plan => (Key::ButtonPlan, ButtonStyle::Secondary),
        };
        Self {
            id: ButtonId {
                game,
                action,
                ply: u32::try_from(ply).unwrap_or(u32::MAX),
            },
            label: Message::new(key),
            style,
            disabled: false,
        }
    }

    /// The custom id to hand to the front end (at most 100 characters).
    pub fn custom_id(&self) -> String {
        self.id.to_string()
    }
}

/// A button that opens a web address of the bot's own (never a user's text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The text on the button.
    pub label: Message,
    /// The address it opens.
    pub url: String,
}

/// A board picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardImage {
    /// PNG bytes.
    pub png: Vec<u8>,
    /// One line: whose turn with colour, move number and last move; or the result.
    pub caption: Message,
    /// The picture described in words for screen readers (Discord's alt text): the board's
    /// size, the caption, and the stones of each colour by cell. Format it with
    /// [`Message::format_within`] to fit a length limit.
    pub alt: Message,
}

/// A board's picture as the renderer's description of it (stones, marks, heat, labels).
#[derive(Clone, Debug, PartialEq)]
pub struct BoardDrawing(pub Box<crate::render::BoardView>);

// The drawing's numbers (its heat) are never NaN: they come from counts and chances.
impl Eq for BoardDrawing {}

impl BoardDrawing {
    /// The drawing as SVG, each cell named by `name` (for screen readers) and carrying its
    /// cell (`data-cell`), so a page can make the cells clickable.
    pub fn svg(
        &self,
        name: impl Fn(crate::hex::Cell, Option<crate::hex::Color>) -> String,
    ) -> String {
        crate::render::render_svg(&self.0, name)
    }
}

/// An answer to a command, or an announcement the service makes on its own (an [`Outgoing`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// Whether everyone in the channel sees it or only the actor.
    pub visibility: Visibility,
    /// The text, one message per line.
    pub lines: Vec<Message>,
    /// A picture of the board, if the reply shows one.
    pub board: Option<BoardImage>,
    /// The same picture as a drawing, for a front end that draws the board itself (the web's
    /// board, whose cells are clicked); set by the analysis board.
    pub drawing: Option<BoardDrawing>,
    /// Buttons, in rows of five (at most two rows).
    pub buttons: Vec<Button>,
    /// Links shown as buttons after them (the game's web page, a personal link to play).
    pub links: Vec<Link>,
    /// The game this reply is about, if any.
    pub game: Option<GameId>,
    /// Files to attach (an exported game record).
    pub attachments: Vec<Attachment>,
    /// Whether this is a refusal: the command was not carried out and nothing was stored.
    pub refused: bool,
    /// Whether the game's own thread (the channel of the reply) is done with: its challenge
    /// ended unaccepted (declined, withdrawn, expired). Front ends archive it after posting.
    pub close_thread: bool,
}

/// A file attached to a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// The file name to show and to save as (`hexbot-game-12.sgf`).
    pub name: String,
    /// The file's contents.
    pub bytes: Vec<u8>,
}

impl Reply {
    /// A reply of `lines` and nothing else, seen as `visibility` says.
    fn of(visibility: Visibility, lines: Vec<Message>) -> Self {
        Self {
            visibility,
            lines,
            board: None,
            drawing: None,
            buttons: Vec::new(),
            links: Vec::new(),
            game: None,
            attachments: Vec::new(),
            refused: false,
            close_thread: false,
        }
    }

    /// A private reply of one message (refusals, help).
    pub fn private(message: Message) -> Self {
        Self::of(Visibility::Private, vec![message])
    }

    /// A public reply of one message.
    pub fn public(message: Message) -> Self {
        Self::of(Visibility::Public, vec![message])
    }

    /// A public reply of several lines and nothing else.
    pub(in crate::service) fn public_lines(lines: Vec<Message>) -> Self {
        Self::of(Visibility::Public, lines)
    }

    /// This reply with `lines` added at its end.
    #[must_use]
    pub fn with_lines(mut self, lines: Vec<Message>) -> Self {
        self.lines.extend(lines);
        self
    }

    /// Whether this reply is a refusal or help text only the actor sees.
    pub fn is_private(&self) -> bool {
        self.visibility == Visibility::Private
    }

    /// The first line's key (handy in tests).
    pub fn key(&self) -> Option<Key> {
        self.lines.first().map(|m| m.key)
    }

    /// Whether any line has `key`.
    pub fn has(&self, key: Key) -> bool {
        self.lines.iter().any(|m| m.key == key)
    }

    /// The text in English, lines joined by newlines.
    pub fn english(&self) -> String {
        self.text(Locale::EnUs)
    }

    /// The text in `locale`, lines joined by newlines.
    pub fn text(&self, locale: Locale) -> String {
        self.lines
            .iter()
            .map(|m| m.format(locale))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The enabled button with `action`, if any.
    pub fn button(&self, action: Action) -> Option<&Button> {
        self.buttons
            .iter()
            .find(|b| b.id.action == action && !b.disabled)
    }
}

/// A reply the service sends on its own (the computer moved, a timer fired, a challenge expired),
/// addressed to a channel. Front ends drain these from the receiver [`super::Service::open`] gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    /// The guild of the channel.
    pub guild: GuildId,
    /// The channel (or thread) to post in.
    pub channel: ChannelId,
    /// What to post.
    pub reply: Reply,
    /// A direct message instead: the user to send `reply` to, and what to post in `channel` if
    /// that user cannot receive it (closed direct messages).
    pub direct: Option<Direct>,
    /// A thread to make in `channel` for a tournament board's game (see
    /// [`super::ThreadRequest`]): then `reply` is what to show instead where threads cannot be made.
    pub thread: Option<super::tournaments::options::ThreadRequest>,
    /// A message of the bot's in `channel` to edit into `reply` instead of posting a new one
    /// (a tournament's announcement, kept up to date as players join). A front end that
    /// cannot edit it, or keeps no messages (the terminal), drops the edit.
    pub edit: Option<u64>,
    /// A daily puzzle's post: the front end reports the message it posted
    /// ([`super::Service::daily_posted`]), and first looks for it in `channel` (a post made
    /// just before the process stopped is not made twice).
    pub daily: Option<DailyPost>,
}

/// Which daily puzzle a post is (see [`Outgoing::daily`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyPost {
    /// The server's day (days since 1970-01-01), which its Solve button carries too.
    pub day: i64,
}

/// A direct message to a user, with the public message that stands in for it if it cannot be
/// delivered (sent once; nothing retries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Direct {
    /// Who receives it.
    pub user: super::ids::UserId,
    /// Posted in the game's channel instead when the user cannot receive direct messages.
    pub fallback: Reply,
}

/// What [`super::Service::handle_answered`] gives back: the reply to the command, and the
/// computer's answer to come when the computer moves next.
#[derive(Debug)]
pub struct Handled {
    /// The reply to the command itself.
    pub reply: Reply,
    /// The computer's answer, when it is to move after the command.
    pub answer: Option<ComputerAnswer>,
}

/// The computer's answer to come (its move, as the reply the service would otherwise announce).
#[derive(Debug)]
pub struct ComputerAnswer {
    rx: tokio::sync::oneshot::Receiver<Reply>,
}

impl ComputerAnswer {
    pub(super) fn new(rx: tokio::sync::oneshot::Receiver<Reply>) -> Self {
        Self { rx }
    }

    /// Waits for the answer until `limit` completes (the front end's own deadline: the service
    /// reads no clock here). `None` when the computer did not move after all (the game moved on
    /// meanwhile) or `limit` came first; in that last case the answer, when it comes, is
    /// announced as an [`Outgoing`] like any other.
    pub async fn wait(mut self, limit: impl std::future::Future<Output = ()>) -> Option<Reply> {
        tokio::select! {
            answer = &mut self.rx => answer.ok(),
            () = limit => {
                // From now on the service announces it; one sent just before is still here.
                self.rx.close();
                self.rx.try_recv().ok()
            }
        }
    }
}

impl Reply {
    /// This reply followed by `next` in one message: both texts (without this one's "the
    /// computer is thinking"), and `next`'s board and buttons, which are the newer.
    pub fn then(self, next: Reply) -> Reply {
        let mut lines: Vec<Message> = self
            .lines
            .into_iter()
            .filter(|m| m.key != Key::ComputerThinks)
            .collect();
        lines.extend(next.lines);
        let mut attachments = self.attachments;
        attachments.extend(next.attachments);
        Reply {
            visibility: Visibility::Public,
            lines,
            board: next.board.or(self.board),
            drawing: next.drawing.or(self.drawing),
            buttons: next.buttons,
            links: next.links,
            game: next.game.or(self.game),
            attachments,
            refused: false,
            close_thread: next.close_thread,
        }
    }
}
