//! HexWorld's board links (`https://hexworld.org/board/#…`), read and written.
//!
//! The fragment, as HexWorld's page "About the HexWorld Interactive Hex Board"
//! (hexworld.org/board/about.html, by Peter Selinger) documents it: `⟨config⟩*,⟨move⟩*,⟨move⟩*`,
//! trailing commas optional. The config starts with the size, `11` or `11x12` (1 to 30; 11 when
//! absent), then `r⟨n⟩` (rotation), `n` (move numbers), `c1` (red-blue colours), which change
//! only the picture. The moves are cells (`a1`), `:s` (swap pieces), `:S` (swap sides), `:p`
//! (pass), `:rb`/`:rw` (Black/White resigns), `:fb`/`:fw` (forfeits); the second comma marks the
//! position shown: the moves before it are played, those after it follow.
//!
//! The mapping, from the board's own script (`hexreplay.js`): a cell is column letter then row
//! number, `a1` a corner, as ours; Black moves first and joins the first and last rows, so Black
//! is our Red; `:s` reflects the stone in the long diagonal and gives it to White, Black to move
//! — our mirror swap — and `:S` keeps the stone and lets White move — our seat swap. HexWorld
//! has passes and we do not: a link with passes is read as a set-up position (every move up to
//! the last pass sets up a stone of the colour that played it; the side to move is the one after
//! that pass), which is also how we write a tree with set-up stones. A forfeit reads as a
//! resignation. Sizes above 19 and boards that are not square are refused.

use super::error::ImportError;
use super::tree::{NodeId, Setup, Tree, TreeError};
use crate::hex::{BoardSize, Cell, Color, Move, Settings, SwapRule, TextPos, Variant};

/// HexWorld's board page; a link is this, `#`, then the fragment.
const BOARD: &str = "https://hexworld.org/board/#";

/// One move of a fragment.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Token {
    Cell(Cell),
    Swap(SwapRule),
    Pass,
    Resign(Color),
}

/// Reads a HexWorld board link (or just its fragment after `#`) into a tree whose main line is
/// the link's moves, and the node the link shows.
///
/// # Errors
/// [`ImportError`] with the column in the link: not a HexWorld link, a size we do not play, a
/// move that does not read, or one that is illegal (by its number and text).
pub fn read_hexworld(link: &str) -> Result<(Tree, NodeId), ImportError> {
    let link = link.trim();
    let at = |i: usize| TextPos {
        line: 1,
        column: link[..i].chars().count() + 1,
    };
    let Some(hash) = link.find('#') else {
        return Err(ImportError::syntax(
            at(0),
            "a HexWorld link has a \"#\" and the game after it",
        ));
    };
    let start = hash + 1;
    let fragment = &link[start..];
    let mut parts = fragment.splitn(3, ',');
    let config = parts.next().unwrap_or("");
    let size = read_size(config).map_err(|m| ImportError::header(at(start), m))?;
    let mut offset = start + config.len() + 1;
    let mut tokens = Vec::new();
    let mut shown = None;
    for part in parts {
        for (i, text) in split_moves(part) {
            let pos = at(offset + i);
            let token = read_token(text, size)
                .map_err(|m| ImportError::mv(pos, tokens.len() + 1, text, m))?;
            tokens.push((token, text, pos));
        }
        shown.get_or_insert(tokens.len());
        offset += part.len() + 1;
    }
    let shown = shown.unwrap_or(0);
    build(size, &tokens, shown)
}

/// The size at the head of the config: `11` or `11x11`; 11 when absent.
fn read_size(config: &str) -> Result<BoardSize, String> {
    let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
    let n = digits(config);
    if n == 0 {
        return Ok(BoardSize::new(11).expect("11 is a size"));
    }
    let width = &config[..n];
    let rest = &config[n..];
    if let Some(after) = rest.strip_prefix('x') {
        let h = digits(after);
        if h > 0 && after[..h] != *width {
            return Err(format!("a {width}x{} board is not square", &after[..h]));
        }
    }
    width
        .parse::<u32>()
        .ok()
        .and_then(|n| BoardSize::new(n).ok())
        .ok_or_else(|| format!("board size {width} is not one of 1 to 19"))
}

/// The moves of one part, each with its byte offset: a cell (letters then digits) or `:` and
/// one or two letters.
fn split_moves(part: &str) -> Vec<(usize, &str)> {
    let b = part.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        if b[i] == b':' {
            i += 1;
            if i < b.len() && b[i].is_ascii_alphabetic() {
                i += 1;
                if i < b.len() && matches!(b[i - 1], b'r' | b'f') && matches!(b[i], b'b' | b'w') {
                    i += 1;
                }
            }
        } else {
            while i < b.len() && b[i].is_ascii_lowercase() {
                i += 1;
            }
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            if i == start {
                // Not a move: take the character whole, to quote it.
                i += part[i..].chars().next().map_or(1, char::len_utf8);
            }
        }
        out.push((start, &part[start..i]));
    }
    out
}

fn read_token(text: &str, size: BoardSize) -> Result<Token, String> {
    Ok(match text {
        ":s" => Token::Swap(SwapRule::Mirror),
        ":S" => Token::Swap(SwapRule::Seat),
        ":p" => Token::Pass,
        ":rb" | ":fb" => Token::Resign(Color::Red),
        ":rw" | ":fw" => Token::Resign(Color::Blue),
        _ if text.starts_with(':') => return Err("not a HexWorld move".into()),
        _ => Token::Cell(Cell::parse(text, size).map_err(|e| e.to_string())?),
    })
}

/// The tree of `tokens` (the first `shown` played to reach the node the link shows).
fn build(
    size: BoardSize,
    tokens: &[(Token, &str, TextPos)],
    shown: usize,
) -> Result<(Tree, NodeId), ImportError> {
    let last_pass = tokens.iter().rposition(|t| t.0 == Token::Pass);
    let swap = tokens
        .iter()
        .find_map(|t| match t.0 {
            Token::Swap(rule) => Some(rule),
            _ => None,
        })
        .unwrap_or(SwapRule::Mirror);
    let settings = Settings {
        size,
        variant: Variant::Hex,
        swap,
    };
    // With passes, everything up to the last one sets up stones.
    let mut setup = Setup::new(settings);
    let mut color = Color::Red;
    let played = match last_pass {
        None => tokens,
        Some(last) => {
            for (i, &(token, text, pos)) in tokens[..=last].iter().enumerate() {
                match token {
                    Token::Cell(cell) => setup.stones.push((cell, color)),
                    Token::Pass => {}
                    _ => {
                        return Err(ImportError::mv(
                            pos,
                            i + 1,
                            text,
                            "only stones and passes come before a pass",
                        ));
                    }
                }
                color = color.opponent();
            }
            setup.to_move = color;
            &tokens[last + 1..]
        }
    };
    let skipped = tokens.len() - played.len();
    let setup_pos = tokens
        .first()
        .map_or(TextPos { line: 1, column: 1 }, |t| t.2);
    let mut tree = Tree::new(&setup).map_err(|e| ImportError::header(setup_pos, e.to_string()))?;
    let mut at = tree.root();
    let mut current = tree.root();
    for (i, &(token, text, pos)) in played.iter().enumerate() {
        let number = skipped + i + 1;
        let mv = match token {
            Token::Cell(cell) => Move::Place(cell),
            Token::Swap(_) => Move::Swap,
            Token::Resign(who) if i + 1 == played.len() => {
                tree.set_resigned(Some(who));
                break;
            }
            _ => {
                return Err(ImportError::mv(
                    pos,
                    number,
                    text,
                    "moves follow a resignation",
                ));
            }
        };
        at = tree.add(at, mv).map_err(|e| match e {
            TreeError::Full => ImportError::TooManyNodes,
            other => ImportError::mv(pos, number, text, other.to_string()),
        })?;
        if number <= shown {
            current = at;
        }
    }
    Ok((tree, current))
}

/// A HexWorld link that opens `node`'s position: its line's moves, then (after the comma that
/// marks the position shown) the main line's continuation. Red-blue colours (`c1`). A set-up
/// position is written as moves with passes (see the module docs).
pub fn hexworld_link(tree: &Tree, node: NodeId) -> String {
    let setup = tree.setup();
    let mut out = format!("{BOARD}{}c1,", setup.settings.size.get());
    let mut turn = Color::Red;
    if !setup.stones.is_empty() || setup.to_move != Color::Red {
        let mut red = setup
            .stones
            .iter()
            .filter(|s| s.1 == Color::Red)
            .map(|s| s.0);
        let mut blue = setup
            .stones
            .iter()
            .filter(|s| s.1 == Color::Blue)
            .map(|s| s.0);
        let mut left = setup.stones.len();
        while left > 0 {
            let next = if turn == Color::Red {
                red.next()
            } else {
                blue.next()
            };
            match next {
                Some(cell) => {
                    out.push_str(&cell.to_string());
                    left -= 1;
                }
                None => out.push_str(":p"),
            }
            turn = turn.opponent();
        }
        if turn != setup.to_move {
            out.push_str(":p");
        } else {
            out.push_str(":p:p");
        }
    }
    let word = |mv: Move| match mv {
        Move::Place(c) => c.to_string(),
        _ if setup.settings.swap == SwapRule::Seat => ":S".to_owned(),
        _ => ":s".to_owned(),
    };
    for mv in tree.path(node) {
        out.push_str(&word(mv));
    }
    let rest = tree.main_line(node);
    let end = rest.last().copied().unwrap_or(node);
    let mut after: String = rest
        .iter()
        .skip(1)
        .filter_map(|&n| tree.mv(n))
        .map(word)
        .collect();
    let on_main = tree.main_line(tree.root()).last() == Some(&end);
    if let Some(who) = tree.resigned().filter(|_| on_main) {
        after.push_str(if who == Color::Red { ":rb" } else { ":rw" });
    }
    if !after.is_empty() {
        out.push(',');
        out.push_str(&after);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(tree: &Tree, node: NodeId) -> Vec<String> {
        tree.path(node).iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_link_reads_as_hexworld_shows_it() {
        let (t, shown) = read_hexworld("https://hexworld.org/board/#13r5c1,f7:sd4,e5:rw").unwrap();
        assert_eq!(t.settings().size.get(), 13);
        assert_eq!(t.settings().swap, SwapRule::Mirror);
        assert_eq!(moves(&t, shown), ["f7", "swap", "d4"]);
        let end = *t.main_line(t.root()).last().unwrap();
        assert_eq!(moves(&t, end), ["f7", "swap", "d4", "e5"]);
        assert_eq!(t.resigned(), Some(Color::Blue));
        let game = t.game_at(shown);
        assert_eq!(
            game.board().get("g6".parse().unwrap()),
            Some(Color::Blue),
            "f7 reflected"
        );
        let (t, shown) = read_hexworld("#5,c3:S").unwrap();
        assert_eq!(t.settings().swap, SwapRule::Seat);
        assert_eq!(t.depth(shown), 2);
        assert_eq!(
            read_hexworld("https://hexworld.org/board/")
                .unwrap_err()
                .to_string(),
            "line 1, column 1: a HexWorld link has a \"#\" and the game after it"
        );
    }

    #[test]
    fn links_round_trip_with_setup_and_resignation() {
        let size = BoardSize::new(9).unwrap();
        let setup = Setup {
            stones: vec![
                ("a1".parse().unwrap(), Color::Blue),
                ("b2".parse().unwrap(), Color::Blue),
                ("c3".parse().unwrap(), Color::Red),
            ],
            to_move: Color::Blue,
            ..Setup::empty(size, SwapRule::Mirror)
        };
        for setup in [
            Setup::empty(size, SwapRule::Mirror),
            Setup::empty(size, SwapRule::Seat),
            setup,
        ] {
            let mut t = Tree::new(&setup).unwrap();
            let mut at = t.root();
            for mv in ["e5", "swap", "d4", "f2"] {
                let mv = match mv {
                    "swap" => Move::Swap,
                    cell => Move::Place(cell.parse().unwrap()),
                };
                at = t.add(at, mv).unwrap_or(at);
            }
            t.set_resigned(Some(Color::Red));
            let middle = t.main_line(t.root())[2];
            let link = hexworld_link(&t, middle);
            let (back, shown) = read_hexworld(&link).unwrap();
            assert_eq!(back, t, "{link}");
            assert_eq!(back.path(shown), t.path(middle), "{link}");
        }
    }

    #[test]
    fn bad_links_say_where() {
        let cases = [
            (
                "#9,e5e5",
                "line 1, column 6: move 2 (e5): e5 is already taken",
            ),
            (
                "#21,a1",
                "line 1, column 2: board size 21 is not one of 1 to 19",
            ),
            ("#9x8,a1", "line 1, column 2: a 9x8 board is not square"),
            (
                "#9,e5:q",
                "line 1, column 6: move 2 (:q): not a HexWorld move",
            ),
            (
                "#9,e5:rbd4",
                "line 1, column 6: move 2 (:rb): moves follow a resignation",
            ),
            (
                "#9,e5#",
                "line 1, column 6: move 2 (#): expected a cell like e5, not \"#\"",
            ),
        ];
        for (link, message) in cases {
            assert_eq!(
                read_hexworld(link).unwrap_err().to_string(),
                message,
                "{link}"
            );
        }
        for link in [
            "#",
            "#,",
            "#,,",
            "#x",
            "#9x",
            "#0",
            "#9,:",
            "#9,é",
            "#9,a1:p:p:p:s",
        ] {
            let _ = read_hexworld(link);
        }
    }
}
