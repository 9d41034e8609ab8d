//! The service's messages as data: a [`Key`] (what is meant) with named arguments, formatted by a
//! front end in the reader's [`Locale`] through the Fluent catalogues of [`crate::i18n`]
//! (`locales/<tag>/hexbot.ftl`). A key's Fluent id is its name in kebab-case
//! (`NoGameHere`: `no-game-here`). Pieces of a message — the computer, a colour, a level, a
//! count, a board — are messages too and are formatted in the same locale; grammar (plurals,
//! articles, inflections) is the catalogues' business. The one rule applied here, for every
//! language alike, is orthographic: a piece of the catalogue that opens a sentence ("the
//! computer") gets a capital letter; names are left as their owners wrote them.

use super::ids::{ChannelId, GuildId, Timestamp, UserId};
use crate::hex::{Cell, Color, ParseCellError, Variant};
use crate::i18n::{self, Locale, Value};
use crate::store::ResultReason;
use std::fmt;

pub use super::keys::Key;

/// "an 11×11 board" (the article is the catalogue's business).
pub(crate) fn board_arg(size: u8) -> Arg {
    Message::new(Key::Board).arg("size", i64::from(size)).into()
}

/// A count with its noun, singular or plural by the locale's rules: `count(n, Key::Moves)`.
pub(crate) fn count(n: i64, key: Key) -> Arg {
    Message::new(key).arg("n", n).into()
}

/// A length of time in whole hours ("24 hours", "1 hour"), else in minutes (rounded up).
pub(crate) fn duration_arg(d: std::time::Duration) -> Arg {
    let secs = d.as_secs();
    let n = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
    if secs >= 3600 && secs.is_multiple_of(3600) {
        count(n(secs / 3600), Key::Hours)
    } else {
        count(n(secs.div_ceil(60)), Key::Minutes)
    }
}

/// The end of a game in a few words, for captions and records: why `reason` ended a game of
/// `variant` (a connection in Rex is the loser's).
pub(crate) fn reason_key(variant: Variant, reason: ResultReason) -> Key {
    match reason {
        ResultReason::Connection if variant == Variant::Rex => Key::ReasonRexConnection,
        ResultReason::Connection => Key::ReasonConnection,
        ResultReason::Resignation => Key::ReasonResignation,
        ResultReason::Timeout => Key::ReasonClaim,
        ResultReason::Abort => Key::ExportAborted,
    }
}

/// The computer's level in words.
pub(crate) fn level_arg(level: crate::ai::Level) -> Arg {
    use crate::ai::Level;
    match level {
        Level::Easy => Key::LevelEasy,
        Level::Medium => Key::LevelMedium,
        Level::Hard => Key::LevelHard,
    }
    .into()
}

/// The adjective of a colour's sides ("the two red sides").
pub(crate) fn side_arg(color: Color) -> Arg {
    match color {
        Color::Red => Key::SideRed,
        Color::Blue => Key::SideBlue,
    }
    .into()
}

/// Why a typed cell is not one, as the reason of [`Key::BadCell`].
pub(crate) fn cell_error_arg(e: &ParseCellError) -> Arg {
    match e {
        ParseCellError::Malformed(_) => Key::CellMalformed.into(),
        ParseCellError::RowZero => Key::CellRowZero.into(),
        ParseCellError::ColumnOffBoard { column, size } => Message::new(Key::CellColumnOff)
            .arg("column", column.to_string())
            .arg("board", board_arg(size.get()))
            .into(),
        ParseCellError::RowOffBoard { row, size } => Message::new(Key::CellRowOff)
            .arg("row", i64::from(*row))
            .arg("board", board_arg(size.get()))
            .into(),
    }
}

/// A value filling a slot of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Plain text, put in as it is.
    Text(String),
    /// A whole number (a size, a rating, a count…), written with the locale's grouping.
    Number(i64),
    /// A person: front ends may show a mention; text shows the name.
    User(UserId, String),
    /// A colour, named in the reader's language.
    Color(Color),
    /// A cell, written like `e5`.
    Cell(Cell),
    /// A nested message (an end reason, the computer, a count), formatted in the same locale.
    Message(Box<Message>),
    /// Items joined with ", " (cells of the board's description, recent games); may be cut
    /// short to fit a length limit ([`Message::format_within`]).
    List(Vec<Arg>),
    /// A person to notify: front ends that can ping show a mention that pings them (and nobody
    /// else); text shows `@name`.
    Mention(UserId, String),
    /// Where a game is played (its server and channel or thread): front ends show a link to it.
    Place(GuildId, ChannelId),
    /// A game's board: the message showing it in its place (server, channel, message); front
    /// ends show a link to that message, text the place.
    Board(GuildId, ChannelId, u64),
    /// A moment: front ends that can show it in the reader's own time zone do; text is UTC.
    Time(Timestamp),
    /// A web address of the bot's own (the operator's configured one, never a user's text):
    /// front ends show it as a link, unescaped.
    Link(String),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Self::Text(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Self::Text(s)
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Self::Number(n)
    }
}
impl From<Color> for Arg {
    fn from(c: Color) -> Self {
        Self::Color(c)
    }
}
impl From<Cell> for Arg {
    fn from(c: Cell) -> Self {
        Self::Cell(c)
    }
}
impl From<Message> for Arg {
    fn from(m: Message) -> Self {
        Self::Message(Box::new(m))
    }
}
impl From<Key> for Arg {
    fn from(k: Key) -> Self {
        Self::Message(Box::new(Message::new(k)))
    }
}

/// Marks where a piece of the catalogue starts in a formatted text, so that it can be given a
/// capital letter if it opens a sentence (a private-use character, removed before anyone sees it).
const PIECE: char = '\u{E000}';
/// Marks where a name starts: names keep the case their owners gave them, even when a piece
/// starting with one (a caption) opens a sentence.
const NAME: char = '\u{E001}';

/// How lists are written while formatting: whole, or cut to a number of items.
#[derive(Clone, Copy)]
struct Style {
    locale: Locale,
    list_limit: Option<usize>,
}

impl Arg {
    /// The argument alone as text in `locale` (a name, a colour, the computer with its level).
    pub fn format(&self, locale: Locale) -> String {
        let style = Style {
            locale,
            list_limit: None,
        };
        match self.value(style) {
            Value::Text(s) => capitalise_pieces(&s),
            Value::Number(n) => n.to_string(),
        }
    }

    fn value(&self, style: Style) -> Value {
        match self {
            Self::Text(s) => Value::Text(s.clone()),
            Self::Number(n) => Value::Number(*n),
            Self::User(_, name) => Value::Text(format!("{NAME}{name}")),
            Self::Mention(_, name) => Value::Text(format!("@{NAME}{name}")),
            Self::Place(_, channel) | Self::Board(_, channel, _) => {
                Value::Text(format!("#{}", channel.0))
            }
            Self::Time(at) => Value::Text(super::calendar::utc_text(*at)),
            Self::Link(url) => Value::Text(url.clone()),
            Self::Cell(c) => Value::Text(c.to_string()),
            Self::Color(c) => Value::Text(format!(
                "{PIECE}{}",
                Message::new(match c {
                    Color::Red => Key::ColorRed,
                    Color::Blue => Key::ColorBlue,
                })
                .raw(style)
            )),
            Self::Message(m) => Value::Text(format!("{PIECE}{}", m.raw(style))),
            Self::List(items) => {
                let limit = style.list_limit.unwrap_or(usize::MAX).min(items.len());
                let mut parts: Vec<String> = items[..limit]
                    .iter()
                    .map(|a| match a.value(style) {
                        Value::Text(s) => unmark(&s),
                        Value::Number(n) => n.to_string(),
                    })
                    .collect();
                if limit < items.len() {
                    let more = i64::try_from(items.len() - limit).unwrap_or(i64::MAX);
                    parts.push(unmark(
                        &Message::new(Key::AltMore).arg("n", more).raw(style),
                    ));
                }
                Value::Text(parts.join(", "))
            }
        }
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value(Style {
            locale: Locale::EnUs,
            list_limit: None,
        }) {
            Value::Text(s) => f.write_str(&unmark(&s)),
            Value::Number(n) => write!(f, "{n}"),
        }
    }
}

/// A message key with its arguments. `Display` writes it in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// Which message.
    pub key: Key,
    /// The values of the message's variables, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl From<Key> for Message {
    fn from(key: Key) -> Self {
        Message::new(key)
    }
}

impl Message {
    /// The message `key` with no arguments yet.
    pub fn new(key: Key) -> Self {
        Self {
            key,
            args: Vec::new(),
        }
    }

    /// Adds the argument `name`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// The value of argument `name`, if given.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// The text in `locale`.
    pub fn format(&self, locale: Locale) -> String {
        capitalise_pieces(&self.raw(Style {
            locale,
            list_limit: None,
        }))
    }

    /// The text in `locale` in at most `max` characters: lists are cut short first ("a1, b2
    /// and 40 more"), then the text itself (ending in "…").
    pub fn format_within(&self, locale: Locale, max: usize) -> String {
        let mut limit = None;
        loop {
            let text = capitalise_pieces(&self.raw(Style {
                locale,
                list_limit: limit,
            }));
            if text.chars().count() <= max {
                return text;
            }
            limit = match limit {
                None => Some(120),
                Some(0) => {
                    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
                    cut.push('…');
                    return cut;
                }
                Some(n) => Some(n * 2 / 3),
            };
        }
    }

    /// The text in English.
    pub fn english(&self) -> String {
        self.format(Locale::EnUs)
    }

    /// Formats through the catalogue, keeping the marks of pieces and names (nested messages are
    /// formatted so, and the marks are resolved once, on the whole text).
    fn raw(&self, style: Style) -> String {
        let args: Vec<(&str, Value)> = self
            .args
            .iter()
            .map(|(name, arg)| (*name, arg.value(style)))
            .collect();
        i18n::text(style.locale, &self.key.id(), &args)
    }
}

/// The text without the marks of pieces and names.
fn unmark(text: &str) -> String {
    text.chars().filter(|&c| c != PIECE && c != NAME).collect()
}

/// Gives each piece of the catalogue that opens a sentence a capital letter (a name opening a
/// sentence keeps its case, even at the start of a piece such as a caption), and removes the
/// marks.
fn capitalise_pieces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            NAME => {}
            PIECE => {
                let opens = out.is_empty()
                    || [". ", "! ", "? ", "\n", "¡", "¿"]
                        .iter()
                        .any(|end| out.ends_with(end));
                while chars.next_if_eq(&PIECE).is_some() {}
                if opens && let Some(first) = chars.next_if(|&c| c != NAME) {
                    out.extend(first.to_uppercase());
                }
            }
            c => out.push(c),
        }
    }
    out
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

impl Key {
    /// The Fluent id of the key: its name in kebab-case (`no-game-here`).
    pub fn id(self) -> String {
        let mut id = String::new();
        for (i, c) in self.name().chars().enumerate() {
            if c.is_ascii_uppercase() {
                if i > 0 {
                    id.push('-');
                }
                id.push(c.to_ascii_lowercase());
            } else {
                id.push(c);
            }
        }
        id
    }
}

#[cfg(test)]
mod tests;
