//! The shape shared by the shipped per-size tables (balanced openings, the answer book): one line
//! per board size, `SIZE WORD WORD …`, `#` starting a comment, each size at most once, and
//! percentages in the words.

use crate::hex::BoardSize;

/// One size's line of a table: its line number (from 1), its size, and the words after the size.
pub(super) struct SizeLine<'a> {
    pub line: usize,
    pub size: BoardSize,
    pub words: Vec<&'a str>,
}

/// The size lines of `text`, comments and blank lines left out; `bad(line, what)` makes the error
/// for a word that is not a board size, a size listed twice, or a size with no words.
pub(super) fn size_lines<E>(
    text: &str,
    bad: impl Fn(usize, String) -> E,
) -> Result<Vec<SizeLine<'_>>, E> {
    let mut lines: Vec<SizeLine<'_>> = vec![];
    for (k, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut words = line.split_whitespace();
        let size_word = words.next().unwrap_or("");
        let size = size_word
            .parse::<u32>()
            .ok()
            .and_then(|n| BoardSize::new(n).ok())
            .ok_or_else(|| bad(k + 1, format!("\"{size_word}\" is not a board size")))?;
        if lines.iter().any(|s| s.size == size) {
            return Err(bad(k + 1, format!("size {size} listed twice")));
        }
        let words: Vec<&str> = words.collect();
        if words.is_empty() {
            return Err(bad(k + 1, format!("no entries for {size}")));
        }
        lines.push(SizeLine {
            line: k + 1,
            size,
            words,
        });
    }
    Ok(lines)
}

/// A percentage word (0–100) as a fraction (0–1); `None` for anything else.
pub(super) fn fraction(percent: &str) -> Option<f32> {
    percent
        .parse::<f32>()
        .ok()
        .filter(|p| (0.0..=100.0).contains(p))
        .map(|p| p / 100.0)
}
