//! What a pasted text is: a link (HexWorld's board, or one of our own game pages), an SGF record
//! or a move list — and the one entry point that reads any of them.

use super::error::ImportError;
use super::hexworld::read_hexworld;
use super::moves::{MoveListOptions, read_moves};
use super::sgf::read_tree_sgf;
use super::tree::{NodeId, Tree};
use crate::hex::{MAX_SGF_BYTES, TextPos};

/// A link to one of our own web game pages: `…/game/<number>`, perhaps with a `key=` (a
/// personal link's token). Only recognised here: the service decides whether it may be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLink {
    /// The game's number.
    pub game: i64,
    /// The `key` the link carries, if any (URL-safe characters only), for the service to check.
    pub key: Option<String>,
}

/// What an input opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opened {
    /// A board: its tree and the node to show first (a link's marked position, else the end of
    /// the main line).
    Board(Tree, NodeId),
    /// One of our own games, for the service to load (if the asker may see it).
    Game(GameLink),
}

/// Recognises a link to one of our game pages (any host: the service knows its own), as the web
/// companion writes them: `https://host/game/42?lang=en&key=…`.
pub fn read_game_link(text: &str) -> Option<GameLink> {
    let t = text.trim();
    let rest = t
        .strip_prefix("https://")
        .or_else(|| t.strip_prefix("http://"))?;
    let path = &rest[rest.find('/')?..];
    let (path, query) = path.split_once('?').unwrap_or((path, ""));
    let query = query.split('#').next().unwrap_or("");
    let number = path.strip_prefix("/game/")?.trim_end_matches('/');
    if number.is_empty() || number.len() > 18 || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let key = query
        .split('&')
        .find_map(|pair| pair.strip_prefix("key="))
        .filter(|k| {
            !k.is_empty()
                && k.len() <= 200
                && k.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        })
        .map(str::to_owned);
    Some(GameLink {
        game: number.parse().ok()?,
        key,
    })
}

/// Reads whatever was pasted: a URL is a link (HexWorld's board, or one of our game pages), a
/// text starting with `(;` is SGF (ours, HexGui's, MoHex's or Little Golem's), anything else a
/// move list (its size the smallest that holds its cells, the mirror swap).
///
/// # Errors
/// [`ImportError`] from the reader the input went to; a URL that is neither kind is refused.
pub fn read_any(text: &str) -> Result<Opened, ImportError> {
    if text.len() > MAX_SGF_BYTES {
        return Err(ImportError::TooLarge(text.len()));
    }
    let t = text.trim();
    let lower = t.get(..12).unwrap_or(t).to_ascii_lowercase();
    if lower.starts_with("http://") || lower.starts_with("https://") {
        if let Some(link) = read_game_link(t) {
            return Ok(Opened::Game(link));
        }
        let host = t.split("//").nth(1).unwrap_or("");
        if host.starts_with("hexworld.org/board") || host.starts_with("www.hexworld.org/board") {
            let (tree, node) = read_hexworld(t)?;
            return Ok(Opened::Board(tree, node));
        }
        let message = "a link to HexWorld's board or to one of our game pages was expected";
        return Err(ImportError::syntax(TextPos { line: 1, column: 1 }, message));
    }
    let tree = if t.starts_with('(') {
        read_tree_sgf(text)?
    } else {
        read_moves(text, MoveListOptions::default())?
    };
    let end = *tree.main_line(tree.root()).last().unwrap_or(&tree.root());
    Ok(Opened::Board(tree, end))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn our_game_links_are_recognised() {
        assert_eq!(
            read_game_link("https://hex.example.org/game/42?lang=en&key=AbC-_9"),
            Some(GameLink {
                game: 42,
                key: Some("AbC-_9".into())
            })
        );
        assert_eq!(
            read_game_link("http://127.0.0.1:8080/game/7"),
            Some(GameLink { game: 7, key: None })
        );
        for no in [
            "https://x/game/",
            "https://x/game/1a",
            "https://x/server/4",
            "game/4",
            "https://x/game/99999999999999999999",
        ] {
            assert_eq!(read_game_link(no), None, "{no}");
        }
        let odd = read_game_link("https://x/game/5?key=<script>").unwrap();
        assert_eq!(odd.key, None, "a key with other characters is not kept");
    }

    #[test]
    fn read_any_sends_each_kind_to_its_reader() {
        assert!(matches!(
            read_any("https://x.org/game/3"),
            Ok(Opened::Game(GameLink { game: 3, .. }))
        ));
        let Ok(Opened::Board(t, at)) = read_any("https://hexworld.org/board/#7c1,d4,c3") else {
            panic!("a HexWorld link opens a board")
        };
        assert_eq!((t.depth(at), t.node_count()), (1, 3));
        let Ok(Opened::Board(t, at)) = read_any("  (;GM[11]SZ[5];B[c3];W[b2])") else {
            panic!("SGF opens a board")
        };
        assert_eq!(t.depth(at), 2);
        let Ok(Opened::Board(t, at)) = read_any("1. e5 2. d4") else {
            panic!("a move list opens a board")
        };
        assert_eq!((t.depth(at), t.settings().size.get()), (2, 7));
        assert!(read_any("https://example.org/x").is_err());
        assert!(matches!(
            read_any(&"a".repeat(MAX_SGF_BYTES + 1)),
            Err(ImportError::TooLarge(_))
        ));
    }
}
