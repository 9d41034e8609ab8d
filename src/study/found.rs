//! What a chat message holds of a Hex position, for "Draw Hex position" on a message: a link
//! (HexWorld's board or one of our game pages), an SGF record pasted in it, or a move list among
//! its words ("after 1. e5 d4 2. c3, what now?"). The readers decide whether it reads; this only
//! finds it.

use super::links::read_any;

/// What a message holds, in the order it is looked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The first link in it that reads as a board or one of our game pages.
    Link(String),
    /// An SGF record pasted in it, from its `(;` to the end.
    Record(String),
    /// The longest run of moves among its words (cells and `swap`, move numbers dropped).
    Moves(String),
}

/// What `text` holds of a position, if anything.
pub fn find_position(text: &str) -> Option<Found> {
    let link = text
        .split(|c: char| c.is_whitespace() || c == '<' || c == '>' || c == '(' || c == ')')
        .map(|w| w.trim_end_matches(['.', ',', ';', '!', '?', '*', '_', '|']))
        .filter(|w| w.starts_with("http://") || w.starts_with("https://"))
        .find(|w| read_any(w).is_ok());
    if let Some(link) = link {
        return Some(Found::Link(link.to_owned()));
    }
    if let Some(at) = text.find("(;") {
        let record = text[at..].trim_end_matches(|c: char| c == '`' || c.is_whitespace());
        return Some(Found::Record(record.to_owned()));
    }
    longest_move_run(text).map(Found::Moves)
}

/// The longest run of consecutive move words in `text`, joined by spaces; a word that is only a
/// move number (`12.`) neither counts nor breaks a run.
fn longest_move_run(text: &str) -> Option<String> {
    let mut best: Vec<String> = Vec::new();
    let mut run: Vec<String> = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || c == ',' || c == ';') {
        let word = word.trim_matches(|c: char| "`*_\"'()[]!?:".contains(c));
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        let rest = match word[digits..].strip_prefix('.') {
            Some(rest) if digits > 0 => rest,
            _ => word,
        };
        let rest = rest.trim_end_matches('.');
        if rest.is_empty() && digits > 0 {
            continue;
        }
        if is_move(rest) {
            run.push(rest.to_ascii_lowercase());
        } else {
            if run.len() > best.len() {
                best = std::mem::take(&mut run);
            }
            run.clear();
        }
    }
    if run.len() > best.len() {
        best = run;
    }
    (!best.is_empty()).then(|| best.join(" "))
}

/// A cell of a board of at most 19 × 19 (`a1` to `s19`, either case) or a swap.
fn is_move(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    if matches!(lower.as_str(), "swap" | "swap-pieces" | "swap-sides") {
        return true;
    }
    let mut chars = lower.chars();
    let Some(letter) = chars.next() else {
        return false;
    };
    let number = chars.as_str();
    ('a'..='s').contains(&letter)
        && !number.starts_with('0')
        && number.parse::<u8>().is_ok_and(|n| (1..=19).contains(&n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_list_is_found_among_words() {
        assert_eq!(
            find_position("After 1. e5 d4 2. C3 swap, what now? I'd play a1."),
            Some(Found::Moves("e5 d4 c3 swap".into()))
        );
        assert_eq!(
            find_position("1.e5 2.d4 3.c3"),
            Some(Found::Moves("e5 d4 c3".into()))
        );
        // The longest run wins; a lone word that looks like a cell is still a position.
        assert_eq!(
            find_position("a1 then f6 g7 h8"),
            Some(Found::Moves("f6 g7 h8".into()))
        );
        assert_eq!(find_position("see b2"), Some(Found::Moves("b2".into())));
        for nothing in ["", "good game!", "t5 a0 a20 z9 12.", "hello 42"] {
            assert_eq!(find_position(nothing), None, "{nothing}");
        }
    }

    #[test]
    fn links_and_records_come_before_moves() {
        let url = "https://hexworld.org/board/#11c1,e5d4";
        assert_eq!(
            find_position(&format!("look e5 d4 <{url}>!")),
            Some(Found::Link(url.into()))
        );
        assert_eq!(
            find_position("https://example.org/x e5 d4"),
            Some(Found::Moves("e5 d4".into())),
            "a link that reads as nothing is passed over"
        );
        let sgf = "(;FF[4]GM[11]SZ[9];B[ee];W[dd])";
        assert_eq!(
            find_position(&format!("here:\n```\n{sgf}\n```")),
            Some(Found::Record(sgf.into()))
        );
    }
}
