//! Move lists in our notation, as players paste them and as HexGui and MoHex write them: cells
//! `e5` (column letter, row number, `a1` the top-left corner), `swap` (also `swap-pieces`,
//! `swap-sides`), `resign` last, optionally numbered (`1. e5 2. swap` or `1.e5`), separated by
//! spaces, commas, semicolons or new lines.

use super::error::ImportError;
use super::tree::{NodeId, Setup, Tree, TreeError};
use crate::hex::{BoardSize, Cell, MAX_SGF_BYTES, Move, Settings, SwapRule, TextPos, Variant};

/// The settings a move list does not say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveListOptions {
    /// The board's size; when none, the smallest of 7 to 19 that holds every cell of the list
    /// (11 for a list without cells). A list with a cell beyond `s19` is refused either way.
    pub size: Option<BoardSize>,
    /// Hex or Rex.
    pub variant: Variant,
    /// The form of a `swap` in the list: ours, [`SwapRule::Mirror`], by default.
    pub swap: SwapRule,
}

impl Default for MoveListOptions {
    fn default() -> Self {
        Self {
            size: None,
            variant: Variant::Hex,
            swap: SwapRule::Mirror,
        }
    }
}

/// One word of the list and where it starts.
struct Word<'a> {
    text: &'a str,
    at: TextPos,
}

/// The list's words: separators are white space, `,` and `;`; a leading move number (`12.`)
/// is dropped.
fn words<'a>(text: &'a str) -> Vec<Word<'a>> {
    let mut out = Vec::new();
    for (l, line) in text.lines().enumerate() {
        let mut start = None;
        let push = |from: usize, col: usize, to: usize, out: &mut Vec<Word<'a>>| {
            let word = &line[from..to];
            let digits = word.bytes().take_while(u8::is_ascii_digit).count();
            let word = match word[digits..].strip_prefix('.') {
                Some(rest) if digits > 0 => rest,
                _ => word,
            };
            if !word.is_empty() {
                let skipped = line[from..to].chars().count() - word.chars().count();
                out.push(Word {
                    text: word,
                    at: TextPos {
                        line: l + 1,
                        column: col + 1 + skipped,
                    },
                });
            }
        };
        let mut start_col = 0;
        for (column, (i, c)) in line.char_indices().enumerate() {
            if c.is_whitespace() || c == ',' || c == ';' {
                if let Some(s) = start.take() {
                    push(s, start_col, i, &mut out);
                }
            } else if start.is_none() {
                start = Some(i);
                start_col = column;
            }
        }
        if let Some(s) = start {
            push(s, start_col, line.len(), &mut out);
        }
    }
    out
}

/// Reads a move list into a tree whose main line is the list (a final `resign` is its result).
///
/// # Errors
/// [`ImportError`]: the text is too large, has more moves than the board has cells, or a move
/// (by its number, text, line and column) does not read or is illegal.
pub fn read_moves(text: &str, options: MoveListOptions) -> Result<Tree, ImportError> {
    if text.len() > MAX_SGF_BYTES {
        return Err(ImportError::TooLarge(text.len()));
    }
    let words = words(text);
    let largest = BoardSize::new(19).expect("19 is a board size");
    let size = match options.size {
        Some(size) => size,
        None => {
            let mut need = 7;
            for w in &words {
                if let Ok(cell) = Cell::parse(w.text, largest) {
                    need = need.max(u32::from(cell.col().max(cell.row())) + 1);
                }
            }
            let any_cell = words.iter().any(|w| Cell::parse(w.text, largest).is_ok());
            BoardSize::new(if any_cell { need } else { 11 }).expect("7 to 19")
        }
    };
    if words.len() > size.cells() + 2 {
        return Err(ImportError::TooManyMoves {
            moves: words.len(),
            size: size.get(),
        });
    }
    let mut tree = Tree::new(&Setup::new(Settings {
        size,
        variant: options.variant,
        swap: options.swap,
    }))
    .expect("an empty board is a position");
    let mut at = tree.root();
    for (i, w) in words.iter().enumerate() {
        let number = i + 1;
        let err = |m: String| ImportError::mv(w.at, number, w.text, m);
        let mv = match w.text.to_ascii_lowercase().as_str() {
            "swap" | "swap-pieces" | "swap-sides" => Move::Swap,
            "resign" if number == words.len() => {
                tree.set_resigned(Some(tree.game_at(at).to_move()));
                break;
            }
            "resign" => return Err(err("moves follow a resignation".into())),
            cell => Move::Place(Cell::parse(cell, size).map_err(|e| err(e.to_string()))?),
        };
        at = tree.add(at, mv).map_err(|e| match e {
            TreeError::Full => ImportError::TooManyNodes,
            other => err(other.to_string()),
        })?;
    }
    Ok(tree)
}

/// The moves from the start to `node`, numbered, in our notation: `1. e5 2. swap 3. d4`
/// (`read_moves` reads it back with the same size and swap rule).
pub fn write_moves(tree: &Tree, node: NodeId) -> String {
    let mut out = Vec::new();
    for (i, mv) in tree.path(node).iter().enumerate() {
        out.push(format!("{}. {mv}", i + 1));
    }
    if node == *tree.main_line(tree.root()).last().unwrap_or(&tree.root())
        && tree.resigned().is_some()
    {
        out.push(format!("{}. resign", out.len() + 1));
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(tree: &Tree) -> Vec<String> {
        let end = *tree.main_line(tree.root()).last().unwrap();
        tree.path(end).iter().map(ToString::to_string).collect()
    }

    #[test]
    fn numbered_and_plain_lists_read_alike() {
        for text in [
            "1. e5 2. swap 3. d4",
            "1.e5 2.swap-pieces 3.d4",
            "e5, swap; d4",
            "e5\nswap\n\nd4\n",
        ] {
            let t = read_moves(text, MoveListOptions::default()).unwrap();
            assert_eq!(cells(&t), ["e5", "swap", "d4"], "{text}");
            assert_eq!(t.settings().size.get(), 7, "the smallest size holding e5");
        }
        let t = read_moves("", MoveListOptions::default()).unwrap();
        assert_eq!(t.settings().size.get(), 11);
        let t = read_moves("a1 m12", MoveListOptions::default()).unwrap();
        assert_eq!(t.settings().size.get(), 13);
    }

    #[test]
    fn a_list_round_trips_with_its_resignation() {
        let options = MoveListOptions {
            size: BoardSize::new(9).ok(),
            ..MoveListOptions::default()
        };
        let t = read_moves("1. e5 2. swap 3. d4 4. resign", options).unwrap();
        assert_eq!(t.resigned(), Some(crate::hex::Color::Blue));
        let end = *t.main_line(t.root()).last().unwrap();
        let text = write_moves(&t, end);
        assert_eq!(text, "1. e5 2. swap 3. d4 4. resign");
        assert_eq!(read_moves(&text, options).unwrap(), t);
    }

    #[test]
    fn errors_name_the_move_and_its_place() {
        let options = MoveListOptions {
            size: BoardSize::new(9).ok(),
            ..MoveListOptions::default()
        };
        let cases = [
            (
                "e5 e5",
                "line 1, column 4: move 2 (e5): e5 is already taken",
            ),
            (
                "1. e5\n2. k3",
                "line 2, column 4: move 2 (k3): column k is off the 9×9 board",
            ),
            (
                "e5 d4 swap",
                "line 1, column 7: move 3 (swap): swap is only allowed as Blue's answer to Red's first stone",
            ),
            (
                "resign e5",
                "line 1, column 1: move 1 (resign): moves follow a resignation",
            ),
            (
                "e5 \u{7}x",
                "line 1, column 4: move 2 (\\u{7}x): expected a cell like e5, not \"\\u{7}x\"",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(read_moves(text, options).unwrap_err().to_string(), message);
        }
        let long = "a1 ".repeat(100);
        assert!(matches!(
            read_moves(&long, options),
            Err(ImportError::TooManyMoves {
                moves: 100,
                size: 9
            })
        ));
    }

    #[test]
    fn random_lists_never_panic() {
        let mut seed = 0x9e37_79b9_u64;
        let pieces = [
            "e5", "swap", "1.", "resign", ",", " ", "\n", "z", "9", "é", "a19", ";", "12.b3",
        ];
        for _ in 0..3_000 {
            let mut text = String::new();
            for _ in 0..seed % 12 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(pieces[(seed % pieces.len() as u64) as usize]);
            }
            let _ = read_moves(&text, MoveListOptions::default());
        }
    }
}
