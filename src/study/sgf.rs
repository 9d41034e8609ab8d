//! A whole tree of variations as SGF (FF[4], GM[11]): written so HexGui shows every variation
//! and MoHex 2.0's `loadsgf` reads the main line, read back exactly (node order included), and
//! read from HexGui, MoHex and Little Golem records. It is also the board's storage form: one
//! format for keeping and for sharing.
//!
//! **Our records and HexGui's** follow [`crate::hex::write_sgf`]'s conventions: `B` is Red (the
//! first player, joining top and bottom), `W` is Blue, cells are `e5` (column letter, row
//! number, `a1` the top-left corner), the swap is written in its seat form `swap-pieces` (after a
//! mirror swap every later stone of that line is written reflected in the long diagonal, and the
//! rule is kept in `RU[hex swap:mirror]`), a record without `RU` is Hex with the seat swap. A
//! set-up position is `AB`, `AW` (and `AE`) in the root with `PL` for the side to move.
//!
//! **Little Golem's records** (`SO[http://www.littlegolem.com]`, or recognised by `W` making the
//! first move): LG's first player is `W` and moves first; cells are two letters, the first the
//! column and the second the row (`mf` is our `m6`); `swap` is the mirror swap (the first stone
//! becomes the second player's, reflected in the long diagonal, and the first player moves
//! again); `resign` is a move. So `W` is our Red and `B` our Blue, the moves read as written,
//! and the swap rule is [`SwapRule::Mirror`]. LG's `RE` is not read (sources disagree on which
//! colour it names); a `resign` move gives the result. Sources: the University of Alberta Hex
//! group's Little Golem bot for Benzene (`translate_LG2Hex!`: LG's first letter is the column
//! letter, the second the row, LG's first mover plays first as HTP's black, and a swapped game
//! is HTP's with every move after the first reflected — which is our mirror form), and a Little
//! Golem converter's notes (`W` starts, `B[mf]` is m6). See `docs/formats.md`.

use super::error::ImportError;
use super::tree::{NodeId, Setup, Tree, TreeError};
use crate::hex::sgf::{header, parse_rules, parse_size};
use crate::hex::{
    BoardSize, Cell, Color, Game, MAX_SGF_BYTES, Move, Settings, SgfNode, SgfTree, SwapRule,
    Variant,
};
use std::fmt::Write as _;

/// Reads an SGF record with its variations into a tree.
///
/// # Errors
/// [`ImportError`] saying what is wrong and where: the syntax, another game, the size or rules,
/// the setup, or the first move (by its number in its line) that does not read or is illegal.
pub fn read_tree_sgf(text: &str) -> Result<Tree, ImportError> {
    if text.len() > MAX_SGF_BYTES {
        return Err(ImportError::TooLarge(text.len()));
    }
    let sgf = SgfTree::parse(text).map_err(|e| ImportError::syntax(e.at, e.message))?;
    let root = sgf.root();
    let lg = is_little_golem(&sgf);
    let settings = read_settings(root, lg)?;
    let letters = Letters { lg };
    let setup = read_setup(&sgf, settings, letters)?;
    let mut tree = Tree::new(&setup).map_err(|e| ImportError::header(root.at, e.to_string()))?;
    let start = tree.setup();
    // The game as written: HexGui's seat form for our records and HexGui's, LG's as it is.
    let written_swap = match (lg, settings.swap) {
        (true, rule) | (false, rule @ SwapRule::Off) => rule,
        (false, _) => SwapRule::Seat,
    };
    let written = Game::from_setup(
        Settings {
            swap: written_swap,
            ..start.settings
        },
        &start.stones,
        start.to_move,
    )
    .map_err(|e| ImportError::header(root.at, e.to_string()))?;
    let unmirror = !lg && settings.swap == SwapRule::Mirror;
    let mut stack = vec![Walk {
        sgf: 0,
        parent: tree.root(),
        written,
        swapped: false,
        main: true,
    }];
    while let Some(walk) = stack.pop() {
        let node = &sgf.nodes[walk.sgf];
        let next = read_node(&mut tree, node, walk, letters, unmirror)?;
        for (i, &child) in node.children.iter().enumerate().rev() {
            stack.push(Walk {
                sgf: child,
                main: next.main && i == 0,
                ..next.clone()
            });
        }
    }
    Ok(tree)
}

/// Where the walk over the record stands: the record's node, the tree's node its move follows,
/// the game as written so far, whether this line swapped, and whether it is the main line.
#[derive(Clone)]
struct Walk {
    sgf: usize,
    parent: NodeId,
    written: Game,
    swapped: bool,
    main: bool,
}

/// Which colour each letter names: `B` is Red in our records and HexGui's, `W` in Little
/// Golem's.
#[derive(Clone, Copy)]
struct Letters {
    lg: bool,
}

impl Letters {
    fn color(self, key: &str) -> Option<Color> {
        let red = if self.lg { "W" } else { "B" };
        match key {
            "B" | "W" if key == red => Some(Color::Red),
            "B" | "W" => Some(Color::Blue),
            _ => None,
        }
    }

    fn letter(self, color: Color) -> char {
        match (color, self.lg) {
            (Color::Red, false) | (Color::Blue, true) => 'B',
            _ => 'W',
        }
    }
}

fn is_little_golem(sgf: &SgfTree) -> bool {
    let root = sgf.root();
    if root
        .get("SO")
        .is_some_and(|so| so.to_ascii_lowercase().contains("littlegolem"))
    {
        return true;
    }
    let setup = ["AB", "AW", "AE", "PL", "RU"]
        .iter()
        .any(|k| root.prop(k).is_some());
    let first_move = sgf
        .main_line()
        .into_iter()
        .find_map(|n| n.props.iter().find(|p| p.key == "B" || p.key == "W"));
    !setup && first_move.is_some_and(|p| p.key == "W")
}

fn read_settings(root: &SgfNode, lg: bool) -> Result<Settings, ImportError> {
    if let Some(gm) = root.prop("GM")
        && gm.values[0].trim() != "11"
    {
        let message = format!("not a Hex record (GM[{}]; Hex is GM[11])", gm.values[0]);
        return Err(ImportError::header(gm.at, message));
    }
    let size = match root.prop("SZ") {
        None => BoardSize::new(11).expect("11 is a board size"),
        Some(sz) => parse_size(&sz.values[0]).map_err(|_| {
            let message = format!("board size {} is not one of 1 to 19, square", sz.values[0]);
            ImportError::header(sz.at, message)
        })?,
    };
    let default_swap = if lg { SwapRule::Mirror } else { SwapRule::Seat };
    let (variant, swap) = match root.prop("RU") {
        None => (Variant::Hex, default_swap),
        Some(ru) => parse_rules(&ru.values[0], default_swap).map_err(|_| {
            let message = format!(
                "unknown rules RU[{}] (e.g. \"hex swap:mirror\")",
                ru.values[0]
            );
            ImportError::header(ru.at, message)
        })?,
    };
    Ok(Settings {
        size,
        variant,
        swap,
    })
}

/// A cell as SGF writes it: ours (`e5`), or Little Golem's two letters (column, row).
pub(crate) fn parse_cell(text: &str, size: BoardSize) -> Result<Cell, String> {
    let t = text.trim().to_ascii_lowercase();
    let b = t.as_bytes();
    if b.len() == 2 && b.iter().all(u8::is_ascii_lowercase) {
        let (col, row) = (b[0] - b'a', b[1] - b'a');
        if u32::from(col.max(row)) < u32::from(size.get()) {
            return Ok(Cell::new(col, row));
        }
        return Err(format!("{t} is off the {size} board"));
    }
    Cell::parse(&t, size).map_err(|e| e.to_string())
}

/// The root's setup: `AB`, `AW`, `AE` and `PL` (anywhere else they are refused).
fn read_setup(sgf: &SgfTree, settings: Settings, letters: Letters) -> Result<Setup, ImportError> {
    let mut stones: Vec<(Cell, Color)> = Vec::new();
    let mut to_move = None;
    for (i, node) in sgf.nodes.iter().enumerate() {
        for prop in &node.props {
            let color = match prop.key.as_str() {
                "AB" => letters.color("B"),
                "AW" => letters.color("W"),
                "AE" => None,
                "PL" => {
                    to_move = letters.color(prop.values[0].trim());
                    if to_move.is_none() || i > 0 {
                        let message =
                            format!("PL[{}] is not B or W in the first node", prop.values[0]);
                        return Err(ImportError::header(prop.at, message));
                    }
                    continue;
                }
                _ => continue,
            };
            if i > 0 {
                let message = format!(
                    "set-up stones ({}) are read only in the first node",
                    prop.key
                );
                return Err(ImportError::header(prop.at, message));
            }
            for value in &prop.values {
                let cell = parse_cell(value, settings.size).map_err(|m| {
                    ImportError::header(prop.at, format!("{}[{value}]: {m}", prop.key))
                })?;
                stones.retain(|&(c, _)| c != cell);
                if let Some(color) = color {
                    stones.push((cell, color));
                }
            }
        }
    }
    let first_mover = sgf
        .main_line()
        .into_iter()
        .find_map(|n| n.props.iter().find_map(|p| letters.color(&p.key)));
    Ok(Setup {
        settings,
        stones,
        to_move: to_move.or(first_mover).unwrap_or(Color::Red),
    })
}

/// Plays `node`'s move (if it has one) into the tree after `walk.parent`; returns where its
/// children continue.
fn read_node(
    tree: &mut Tree,
    node: &SgfNode,
    mut walk: Walk,
    letters: Letters,
    unmirror: bool,
) -> Result<Walk, ImportError> {
    let mut moves = node
        .props
        .iter()
        .filter(|p| letters.color(&p.key).is_some());
    let Some(prop) = moves.next() else {
        return Ok(walk);
    };
    let number = walk.written.ply() + 1;
    let text = prop.values[0].as_str();
    let err = |message: String| ImportError::mv(prop.at, number, text, message);
    if let Some(extra) = moves.next() {
        return Err(ImportError::mv(
            extra.at,
            number,
            text,
            "two moves in one node",
        ));
    }
    let color = letters.color(&prop.key).expect("filtered on colours");
    let mirrored = unmirror && walk.swapped;
    let mv = match text.trim().to_ascii_lowercase().as_str() {
        "swap-pieces" | "swap" | "swap-sides" => Move::Swap,
        "resign" => {
            if !node.children.is_empty() {
                return Err(err("moves follow a resignation".into()));
            }
            if walk.main {
                let who = if mirrored { color.opponent() } else { color };
                tree.set_resigned(Some(who));
            }
            return Ok(walk);
        }
        "" | "pass" => return Err(err("Hex has no pass".into())),
        cell => Move::Place(parse_cell(cell, walk.written.size()).map_err(err)?),
    };
    walk.written
        .play_as(color, mv)
        .map_err(|e| err(e.to_string()))?;
    let actual = match mv {
        Move::Place(c) if mirrored => Move::Place(c.transposed()),
        other => other,
    };
    walk.parent = tree.add(walk.parent, actual).map_err(|e| match e {
        TreeError::Full => ImportError::TooManyNodes,
        other => err(other.to_string()),
    })?;
    walk.swapped |= mv == Move::Swap;
    Ok(walk)
}

/// Writes the whole tree as SGF: the root with the rules and setup, then every variation (see
/// the module docs for the conventions), the main line first at every branch.
pub fn write_tree_sgf(tree: &Tree) -> String {
    let setup = tree.setup();
    let settings = setup.settings;
    let letters = Letters { lg: false };
    let mut out = header(settings);
    for (key, color) in [("AB", Color::Red), ("AW", Color::Blue)] {
        let cells: Vec<_> = setup.stones.iter().filter(|s| s.1 == color).collect();
        if !cells.is_empty() {
            out.push_str(key);
            for (cell, _) in cells {
                let _ = write!(out, "[{cell}]");
            }
        }
    }
    if !setup.stones.is_empty() || setup.to_move == Color::Blue {
        let _ = write!(out, "PL[{}]", letters.letter(setup.to_move));
    }
    let main = tree.main_line(tree.root());
    let mirrored_main = settings.swap == SwapRule::Mirror
        && main.get(2).is_some_and(|&n| tree.mv(n) == Some(Move::Swap));
    let resign = tree.resigned().map(|who| {
        let who = if mirrored_main { who.opponent() } else { who };
        let _ = write!(out, "RE[{}+R]", letters.letter(who.opponent()));
        who
    });
    let written_settings = Settings {
        swap: match settings.swap {
            SwapRule::Off => SwapRule::Off,
            _ => SwapRule::Seat,
        },
        ..settings
    };
    let start = Game::from_setup(written_settings, &setup.stones, setup.to_move)
        .expect("the tree's own setup is a position");
    let last = main.last().copied();
    enum Step {
        Enter(NodeId, bool, Box<Game>, bool),
        Close,
    }
    let mut stack = vec![Step::Enter(tree.root(), false, Box::new(start), false)];
    while let Some(step) = stack.pop() {
        let Step::Enter(id, paren, mut written, swapped) = step else {
            out.push(')');
            continue;
        };
        if paren {
            out.push('(');
        }
        let mut swapped = swapped;
        if let Some(mv) = tree.mv(id) {
            let value = match mv {
                Move::Place(c) if settings.swap == SwapRule::Mirror && swapped => {
                    c.transposed().to_string()
                }
                Move::Place(c) => c.to_string(),
                _ => "swap-pieces".to_owned(),
            };
            let _ = write!(out, ";{}[{value}]", letters.letter(written.to_move()));
            let as_written = match mv {
                Move::Place(_) => {
                    Move::Place(parse_cell(&value, settings.size).expect("our own cell"))
                }
                other => other,
            };
            let _ = written.play(as_written);
            swapped |= mv == Move::Swap;
        }
        if Some(id) == last
            && let Some(who) = resign
        {
            let _ = write!(out, ";{}[resign]", letters.letter(who));
        }
        let children = tree.children(id);
        let branch = children.len() > 1;
        for &child in children.iter().rev() {
            if branch {
                stack.push(Step::Close);
            }
            stack.push(Step::Enter(child, branch, written.clone(), swapped));
        }
    }
    out.push_str(")\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(text: &str) -> Move {
        match text {
            "swap" => Move::Swap,
            _ => Move::Place(text.parse().unwrap()),
        }
    }

    fn line(tree: &mut Tree, from: NodeId, moves: &[&str]) -> NodeId {
        moves
            .iter()
            .fold(from, |at, mv| tree.add(at, m(mv)).unwrap())
    }

    fn sample(swap: SwapRule) -> Tree {
        let mut t = Tree::new(&Setup::empty(BoardSize::new(7).unwrap(), swap)).unwrap();
        let root = t.root();
        let first = line(&mut t, root, &["c3"]);
        if swap != SwapRule::Off {
            line(&mut t, first, &["swap", "d4", "e2"]);
        }
        line(&mut t, first, &["b5", "a1"]);
        let side = line(&mut t, root, &["g7", "a7"]);
        line(&mut t, side, &["b6"]);
        let g7 = t.parent(side).unwrap();
        line(&mut t, g7, &["c7"]);
        t.set_resigned(Some(Color::Blue));
        t
    }

    #[test]
    fn a_tree_round_trips_exactly() {
        for swap in [SwapRule::Mirror, SwapRule::Seat, SwapRule::Off] {
            let t = sample(swap);
            let text = write_tree_sgf(&t);
            assert_eq!(read_tree_sgf(&text).unwrap(), t, "{text}");
        }
        let stones = [
            ("d4".parse().unwrap(), Color::Blue),
            ("a1".parse().unwrap(), Color::Red),
        ];
        let setup = Setup {
            stones: stones.to_vec(),
            to_move: Color::Blue,
            ..Setup::empty(BoardSize::new(9).unwrap(), SwapRule::Mirror)
        };
        let mut t = Tree::new(&setup).unwrap();
        let root = t.root();
        line(&mut t, root, &["e5", "f6"]);
        let text = write_tree_sgf(&t);
        assert!(text.contains("AB[a1]AW[d4]PL[W]"), "{text}");
        assert_eq!(read_tree_sgf(&text).unwrap(), t);
    }

    #[test]
    fn the_main_line_is_what_read_sgf_reads() {
        let t = sample(SwapRule::Mirror);
        let (game, _) = crate::hex::read_sgf(&write_tree_sgf(&t)).unwrap();
        let end = *t.main_line(t.root()).last().unwrap();
        let mut expected = t.path(end);
        expected.push(Move::Resign(Color::Blue));
        assert_eq!(game.moves(), expected.as_slice());
    }

    #[test]
    fn a_little_golem_record_reads_as_the_same_game() {
        let lg = "(;FF[4]EV[hex.ch]PB[Second]PW[First]SZ[13]RE[W]SO[http://www.littlegolem.com]\
                  ;W[mf];B[swap];W[kj];B[ie];W[resign])";
        let t = read_tree_sgf(lg).unwrap();
        assert_eq!(t.settings().swap, SwapRule::Mirror);
        let end = *t.main_line(t.root()).last().unwrap();
        assert_eq!(t.path(end), vec![m("m6"), m("swap"), m("k10"), m("i5")]);
        assert_eq!(
            t.resigned(),
            Some(Color::Red),
            "W, the first player, resigned"
        );
        let board = t.game_at(end);
        assert_eq!(board.board().get("f13".parse().unwrap()), Some(Color::Blue));
        assert_eq!(board.board().get("k10".parse().unwrap()), Some(Color::Red));
    }

    #[test]
    fn errors_say_what_and_where() {
        let cases = [
            (
                "(;GM[11]SZ[5]\n;B[c3];W[c3])",
                "line 2, column 8: move 2 (c3): c3 is already taken",
            ),
            (
                "(;GM[11]SZ[5];B[c3](;W[z9]))",
                "line 1, column 22: move 2 (z9): column z is off the 5×5 board",
            ),
            (
                "(;GM[1]SZ[5])",
                "line 1, column 3: not a Hex record (GM[1]; Hex is GM[11])",
            ),
            (
                "(;GM[11]SZ[25])",
                "line 1, column 9: board size 25 is not one of 1 to 19, square",
            ),
            (
                "(;GM[11]SZ[5];B[a1]AB[b2])",
                "line 1, column 20: set-up stones (AB) are read only in the first node",
            ),
            (
                "(;GM[11]SZ[3]AB[a1][a2][a3])",
                "line 1, column 2: Red is already connected: no game is left to play",
            ),
            (
                "(;GM[11];B[\u{1b}])",
                "line 1, column 10: move 1 (\\u{1b}): expected a cell like e5, not \"\\u{1b}\"",
            ),
            (
                "(;GM[11];B[a1]",
                "line 1, column 15: the record ends before its \")\"",
            ),
        ];
        for (text, message) in cases {
            let err = read_tree_sgf(text).unwrap_err().to_string();
            assert_eq!(err, message, "{text:?}");
        }
    }

    #[test]
    fn mutated_records_never_panic() {
        let base = write_tree_sgf(&sample(SwapRule::Mirror)).into_bytes();
        let mut seed = 0x2545_f491_u64;
        for _ in 0..3_000 {
            let mut bytes = base.clone();
            for _ in 0..1 + seed % 4 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let at = (seed % bytes.len() as u64) as usize;
                let pick = b"();[]\\BWAEPLabcz19 swap-pieces"[(seed >> 20) as usize % 30];
                match seed % 3 {
                    0 => bytes[at] = pick,
                    1 => bytes.insert(at, pick),
                    _ => {
                        bytes.remove(at);
                    }
                }
            }
            let _ = read_tree_sgf(&String::from_utf8_lossy(&bytes));
        }
    }
}
