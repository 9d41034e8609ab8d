//! The service's messages as data: a [`Key`] (what is meant) with named arguments, formatted by a
//! front end in the reader's [`Locale`] through the Fluent catalogues of [`crate::i18n`]
//! (`locales/<tag>/hexbot.ftl`). A key's Fluent id is its name in kebab-case
//! (`NoGameHere`: `no-game-here`). Pieces of a message — the computer, a colour, a level, a
//! count, a board — are messages too and are formatted in the same locale; grammar (plurals,
//! articles, inflections) is the catalogues' business. The one rule applied here, for every
//! language alike, is orthographic: a piece of the catalogue that opens a sentence ("the
//! computer") gets a capital letter; names are left as their owners wrote them.

use super::ids::UserId;
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
    fn value(&self, style: Style) -> Value {
        match self {
            Self::Text(s) => Value::Text(s.clone()),
            Self::Number(n) => Value::Number(*n),
            Self::User(_, name) => Value::Text(format!("{NAME}{name}")),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_filled_by_name() {
        let m = Message::new(Key::Moved)
            .arg("player", Arg::User(UserId(1), "Ann".into()))
            .arg("color", Color::Red)
            .arg("cell", Cell::new(4, 4));
        assert_eq!(m.to_string(), "Ann (Red) played e5.");
        assert_eq!(m.format(Locale::De), "Ann (Rot) hat e5 gesetzt.");
    }

    #[test]
    fn every_key_is_in_the_source_catalogue() {
        for key in Key::ALL {
            assert!(i18n::has(Locale::EnUs, &key.id()), "{key:?} ({})", key.id());
        }
        assert_eq!(Key::NoGameHere.id(), "no-game-here");
        assert_eq!(Key::AltRedStones.id(), "alt-red-stones");
    }

    #[test]
    fn the_computer_opening_a_sentence_is_capitalised_but_names_are_not() {
        let computer: Arg = Message::new(Key::ComputerName).into();
        let m = Message::new(Key::Moved)
            .arg("player", computer)
            .arg("color", Color::Blue)
            .arg("cell", Cell::new(0, 0));
        assert_eq!(m.to_string(), "The computer (Blue) played a1.");
        assert!(
            m.format(Locale::PtBr).starts_with("O computador"),
            "{}",
            m.format(Locale::PtBr)
        );
        assert!(
            m.format(Locale::De).starts_with("Der Computer"),
            "{}",
            m.format(Locale::De)
        );
        let m = Message::new(Key::Moved)
            .arg("player", Arg::User(UserId(1), "ann".into()))
            .arg("color", Color::Red)
            .arg("cell", Cell::new(0, 0));
        assert_eq!(m.to_string(), "ann (Red) played a1.");
        // Also after a full stop, but not after a colon.
        let seats = Message::new(Key::SeatsHex)
            .arg("red", Message::new(Key::ComputerName))
            .arg("blue", Arg::User(UserId(1), "ann".into()));
        let m = Message::new(Key::AiGameStarted)
            .arg("player", Arg::User(UserId(1), "ann".into()))
            .arg("level", level_arg(crate::ai::Level::Easy))
            .arg("variant", "Hex")
            .arg("board", board_arg(7))
            .arg("seats", seats.clone());
        assert!(m.to_string().contains(". The computer plays Red"), "{m}");
        assert!(m.to_string().contains("the computer (Easy)"), "{m}");
        let m = Message::new(Key::RematchStarted).arg("seats", seats);
        assert!(
            m.to_string().starts_with("Rematch: the computer plays Red"),
            "{m}"
        );
        // A name keeps its case even where a piece starting with it opens a sentence.
        let caption = Message::new(Key::CaptionFirstMove)
            .arg("player", Arg::User(UserId(1), "ana".into()))
            .arg("color", Color::Red);
        let none = |key| {
            Message::new(key)
                .arg("count", 0)
                .arg("cells", Arg::List(Vec::new()))
        };
        let m = Message::new(Key::AltText)
            .arg("board", board_arg(7))
            .arg("caption", caption)
            .arg("red-stones", none(Key::AltRedStones))
            .arg("blue-stones", none(Key::AltBlueStones));
        assert_eq!(
            m.to_string(),
            "A 7×7 board. ana (Red) to play the first move. No red stones. No blue stones."
        );
        // A piece inside another message is not a sentence of its own.
        let result = Message::new(Key::ExportResult)
            .arg("winner", Message::new(Key::ComputerName))
            .arg("color", Color::Red)
            .arg("reason", Key::ReasonConnection);
        let m = Message::new(Key::ExportTitle)
            .arg("game", 3)
            .arg("date", "2026-11-30")
            .arg("red", Message::new(Key::ComputerName))
            .arg("blue", "ann")
            .arg("variant", "Hex")
            .arg("board", board_arg(9))
            .arg("result", result);
        assert!(
            m.to_string()
                .ends_with("· the computer (Red) won by connection"),
            "{m}"
        );
    }

    #[test]
    fn sizes_and_counts_read_naturally_in_each_language() {
        assert_eq!(board_arg(11).to_string(), "an 11×11 board");
        assert_eq!(board_arg(8).to_string(), "an 8×8 board");
        assert_eq!(board_arg(7).to_string(), "a 7×7 board");
        assert_eq!(count(1, Key::Moves).to_string(), "1 move");
        assert_eq!(count(0, Key::Moves).to_string(), "0 moves");
        assert_eq!(count(12, Key::Moves).to_string(), "12 moves");
        let f = |a: Arg, l: Locale| match a {
            Arg::Message(m) => m.format(l),
            Arg::Text(_) | Arg::Number(_) | Arg::User(..) => panic!("{a:?} is no message"),
            Arg::Color(_) | Arg::Cell(_) | Arg::List(_) => panic!("{a:?} is no message"),
        };
        assert_eq!(f(count(1, Key::Moves), Locale::PtBr), "1 jogada");
        assert_eq!(f(count(3, Key::Moves), Locale::PtBr), "3 jogadas");
        assert_eq!(f(count(1, Key::Moves), Locale::De), "1 Zug");
        assert_eq!(f(count(3, Key::Moves), Locale::De), "3 Züge");
        assert_eq!(f(count(1, Key::Moves), Locale::EsEs), "1 jugada");
        assert_eq!(f(count(3, Key::Moves), Locale::EsEs), "3 jugadas");
        assert_eq!(f(count(3, Key::Moves), Locale::Id), "3 langkah");
        assert_eq!(f(board_arg(11), Locale::De), "einem 11×11-Brett");
    }

    #[test]
    fn ratings_use_the_locales_digit_grouping() {
        let m = Message::new(Key::RatingChange)
            .arg("player", "Ana")
            .arg("before", 1500)
            .arg("after", 1523)
            .arg("delta", "+23");
        assert_eq!(m.format(Locale::EnUs), "Ana: 1,500 → 1,523 (+23).");
        assert!(
            m.format(Locale::De).contains("1.500 → 1.523"),
            "{}",
            m.format(Locale::De)
        );
        assert!(m.format(Locale::PtBr).contains("1.500 → 1.523"));
        assert!(m.format(Locale::Id).contains("1.500 → 1.523"));
        // Spanish groups from five digits on.
        assert!(
            m.format(Locale::EsEs).contains("1500 → 1523"),
            "{}",
            m.format(Locale::EsEs)
        );
        // Game numbers are never grouped.
        let m = Message::new(Key::NoSuchGame).arg("game", 12345);
        assert!(m.to_string().contains("#12345"), "{m}");
    }

    #[test]
    fn long_lists_are_cut_to_fit() {
        let cells: Vec<Arg> = (0..19u8)
            .flat_map(|c| (0..19u8).map(move |r| Arg::Cell(Cell::new(c, r))))
            .collect();
        let m = Message::new(Key::AltRedStones)
            .arg("count", 361)
            .arg("cells", Arg::List(cells));
        let full = m.format(Locale::EnUs);
        assert!(full.chars().count() > 1024);
        let short = m.format_within(Locale::EnUs, 300);
        assert!(short.chars().count() <= 300, "{short}");
        assert!(short.contains("more"), "{short}");
        assert!(short.starts_with("Red stones (361): a1, a2"), "{short}");
    }

    #[test]
    fn no_colour_follows_parentheses() {
        // "the computer (medium) (Red)": a seat whose text ends in parentheses never precedes a
        // colour in parentheses, so seats in games are "the computer" without its level.
        for locale in Locale::ALL {
            assert!(!Message::new(Key::ComputerName).format(locale).contains('('));
        }
    }
}
