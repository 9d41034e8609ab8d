//! The library shipped with the bot, parsed once.

use super::format;
use super::model::Puzzle;

/// The library shipped with the bot (see [`format`](mod@format)).
pub const LIBRARY: &str = include_str!("../../data/puzzles/library.txt");

/// The puzzles of [`LIBRARY`], parsed once, in order of their numbers. A library that does not
/// parse (a test catches it before it ships) serves no puzzle rather than stopping the bot.
pub fn library() -> &'static [Puzzle] {
    static PARSED: std::sync::OnceLock<Vec<Puzzle>> = std::sync::OnceLock::new();
    PARSED.get_or_init(|| format::parse(LIBRARY).unwrap_or_default())
}

/// Puzzle `number` of the shipped library.
#[must_use]
pub fn by_number(number: u32) -> Option<&'static Puzzle> {
    let all = library();
    let i = usize::try_from(number.checked_sub(1)?).ok()?;
    all.get(i)
        .filter(|p| p.number == number)
        .or_else(|| all.iter().find(|p| p.number == number))
}
