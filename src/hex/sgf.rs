//! Game records as SGF (FF[4], GM[11]), the format HexGui reads and writes.
//!
//! HexGui knows one swap, `swap-pieces`, which in hexbot's vocabulary is the seat form: the stone
//! stays and the players exchange colours. A game played with the mirror form is therefore written
//! in its seat-form equivalent (every later move reflected in the long diagonal, colours exchanged;
//! see the property test `mirror_swap_is_the_transpose_of_seat_swap`), so HexGui shows the same
//! position, and the original form is kept in `RU[...]`: reading the record back gives the very
//! moves that were played.
//!
//! In the seat form the swapper takes over the first stone and its colour: from the swap on,
//! Black is the second player's colour and White the first player's, which is how MoHex 2.0
//! reads such a record (its `loadsgf` keeps the first stone black and lets White move next). So
//! after a swap `PB` names the second player and `PW` the first, and `RE` names the colour that
//! connected in the written game: the names and the result agree with the game that was played.
//! `hexbot-lab bench sgf-check` loads records in MoHex and compares its board and winner.

use super::board::Color;
use super::cell::{BoardSize, Cell};
use super::game::{EndReason, Game, Move, Settings, SwapRule, Variant};
use super::sgf_syntax::{SgfNode, SgfTree, printable};
use std::fmt::Write as _;

/// Who played, for the record's header.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordInfo {
    /// The player who moved first (Black/Red at the start).
    pub first: String,
    /// The player who moved second.
    pub second: String,
    /// The date in SGF form (`2026-11-29`), if known.
    pub date: Option<String>,
    /// Free text, e.g. where the game was played.
    pub comment: Option<String>,
    /// A comment on each move, in order (`C[…]` after it; an empty one is left out), e.g. a
    /// review's "Red 73%".
    pub move_comments: Vec<String>,
}

/// The largest record [`read_sgf`] reads, in bytes (1 MiB): a 19×19 game with long comments is a
/// few kilobytes, so anything bigger is not a game record worth replaying.
pub const MAX_SGF_BYTES: usize = 1 << 20;

/// Why a text is not a Hex record hexbot can read. The record's own text that a message quotes is
/// made printable (control characters shown as `\u{1b}`, long values cut), so printing an error
/// cannot drive the reader's terminal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SgfError {
    /// The text is longer than [`MAX_SGF_BYTES`].
    #[error("the record is larger than 1 MiB ({0} bytes), too large for a game record")]
    TooLarge(usize),
    /// The text is not well-formed SGF (the detail says where).
    #[error("not an SGF record: {0}")]
    Syntax(String),
    /// The record is of another game (its `GM` value).
    #[error("not a Hex record (GM[{0}]; Hex is GM[11])")]
    NotHex(String),
    /// The board size is not a square of 1 to 19 (the `SZ` value).
    #[error("board size {0} is not supported (1 to 19, square)")]
    Size(String),
    /// The `RU` value names rules hexbot does not know.
    #[error("unknown rules RU[{0}] (expected e.g. \"hex swap:mirror\")")]
    Rules(String),
    /// The record places setup stones (`AB`, `AW`, …), which hexbot cannot replay.
    #[error("setup stones ({0}) are not supported, only moves")]
    Setup(String),
    /// A move that does not parse or is illegal in its position.
    #[error("move {number}: {message}")]
    Move {
        /// One-based number of the move in the record.
        number: usize,
        /// What is wrong with it.
        message: String,
    },
}

/// A record's opening up to its rules: `(;FF[4]GM[11]…SZ[n]RU[hex swap:mirror]` (the analysis
/// board's trees open the same way).
pub(crate) fn header(settings: Settings) -> String {
    format!(
        "(;FF[4]GM[11]CA[UTF-8]AP[hexbot:{}]SZ[{}]RU[{} swap:{}]",
        env!("CARGO_PKG_VERSION"),
        settings.size.get(),
        settings.variant.name(),
        settings.swap.name(),
    )
}

/// Writes `game` as an SGF record.
pub fn write_sgf(game: &Game, info: &RecordInfo) -> String {
    let settings = game.settings();
    let swapped = game.moves().get(1) == Some(&Move::Swap);
    // After a swap the second player holds Black (see the module docs).
    let (black, white) = if swapped {
        (&info.second, &info.first)
    } else {
        (&info.first, &info.second)
    };
    let mut out = header(settings);
    let _ = write!(out, "PB[{}]PW[{}]", escape(black), escape(white));
    if let Some(date) = &info.date {
        let _ = write!(out, "DT[{}]", escape(date));
    }
    let mirrored = settings.swap == SwapRule::Mirror && game.moves().get(1) == Some(&Move::Swap);
    if let Some(outcome) = game.outcome() {
        // In the written (seat-form) game the first player holds the other colour after a swap.
        let winner = if mirrored {
            outcome.winner.opponent()
        } else {
            outcome.winner
        };
        let letter = if winner == Color::Red { 'B' } else { 'W' };
        let how = match outcome.reason {
            EndReason::Connection => "",
            EndReason::Resignation => "R",
        };
        let _ = write!(out, "RE[{letter}+{how}]");
    }
    if let Some(c) = &info.comment {
        let _ = write!(out, "GC[{}]", escape(c));
    }
    // Colours of the written game: seat form, so after a swap the colour to move is Blue.
    let mut color = Color::Red;
    for (i, &mv) in game.moves().iter().enumerate() {
        let (letter_color, value) = match mv {
            Move::Place(cell) => {
                let cell = if mirrored && i >= 2 {
                    cell.transposed()
                } else {
                    cell
                };
                let c = color;
                color = color.opponent();
                (c, cell.to_string())
            }
            Move::Swap => {
                // Seat form: White swaps, and White (now the first player) moves next.
                (Color::Blue, "swap-pieces".to_owned())
            }
            Move::Resign(who) => {
                let who = if mirrored { who.opponent() } else { who };
                (who, "resign".to_owned())
            }
        };
        let letter = if letter_color == Color::Red { 'B' } else { 'W' };
        let _ = write!(out, ";{letter}[{value}]");
        if let Some(c) = info.move_comments.get(i).filter(|c| !c.is_empty()) {
            let _ = write!(out, "C[{}]", escape(c));
        }
    }
    out.push_str(")\n");
    out
}

/// Reads an SGF record back into a game, replaying it through the rules, with the players' names.
///
/// A record without `RU` is taken as Hex with the seat swap (HexGui's); `RU[rex swap:mirror]` and
/// the like restore hexbot's settings. Only the main line is read; variations are skipped.
///
/// # Errors
/// [`SgfError`] saying what is wrong: the syntax, the game type, the size, or the first move that
/// does not fit the rules.
pub fn read_sgf(text: &str) -> Result<(Game, RecordInfo), SgfError> {
    if text.len() > MAX_SGF_BYTES {
        return Err(SgfError::TooLarge(text.len()));
    }
    read_record(text).map_err(SgfError::printable)
}

impl SgfError {
    /// The same error with every quoted piece of the record made printable.
    fn printable(self) -> SgfError {
        match self {
            SgfError::TooLarge(n) => SgfError::TooLarge(n),
            SgfError::Syntax(t) => SgfError::Syntax(printable(&t)),
            SgfError::NotHex(t) => SgfError::NotHex(printable(&t)),
            SgfError::Size(t) => SgfError::Size(printable(&t)),
            SgfError::Rules(t) => SgfError::Rules(printable(&t)),
            SgfError::Setup(t) => SgfError::Setup(printable(&t)),
            SgfError::Move { number, message } => SgfError::Move {
                number,
                message: printable(&message),
            },
        }
    }
}

fn read_record(text: &str) -> Result<(Game, RecordInfo), SgfError> {
    let tree = SgfTree::parse(text).map_err(|e| SgfError::Syntax(e.message))?;
    let nodes = tree.main_line();
    let root = nodes[0];
    let settings = read_settings(root)?;
    let written = play_written(&nodes, settings)?;
    let (black, white) = (
        root.get("PB").unwrap_or_default().to_owned(),
        root.get("PW").unwrap_or_default().to_owned(),
    );
    // After a swap Black is the second player (see the module docs).
    let (first, second) = if written.moves().get(1) == Some(&Move::Swap) {
        (white, black)
    } else {
        (black, white)
    };
    let info = RecordInfo {
        first,
        second,
        date: root.get("DT").map(str::to_owned),
        comment: root.get("GC").map(str::to_owned),
        move_comments: Vec::new(),
    };
    let moves = unwritten_moves(&written, settings.swap);
    let game = Game::replay(settings, &moves).map_err(|e| SgfError::Move {
        number: e.number,
        message: e.to_string(),
    })?;
    Ok((game, info))
}

/// The game's settings from the root node: the game (Hex only), the size and the rules.
fn read_settings(root: &SgfNode) -> Result<Settings, SgfError> {
    if let Some(gm) = root.get("GM")
        && gm.trim() != "11"
    {
        return Err(SgfError::NotHex(gm.to_owned()));
    }
    let size = match root.get("SZ") {
        None => BoardSize::new(11).expect("11 is a board size"),
        Some(sz) => parse_size(sz)?,
    };
    let (variant, swap) = match root.get("RU") {
        None => (Variant::Hex, SwapRule::Seat),
        Some(ru) => parse_rules(ru, SwapRule::Seat)?,
    };
    Ok(Settings {
        size,
        variant,
        swap,
    })
}

/// An `SZ` value: one number, or `w:h` with equal sides.
pub(crate) fn parse_size(sz: &str) -> Result<BoardSize, SgfError> {
    let t = sz.trim();
    let n = match t.split_once(':') {
        Some((w, h)) if w.trim() == h.trim() => w.trim(),
        Some(_) => return Err(SgfError::Size(t.to_owned())),
        None => t,
    };
    n.parse::<u32>()
        .ok()
        .and_then(|n| BoardSize::new(n).ok())
        .ok_or_else(|| SgfError::Size(t.to_owned()))
}

/// The moves of `nodes` played as written: in seat form whenever a swap happened (see the module
/// docs). Setup properties are refused.
fn play_written(nodes: &[&SgfNode], settings: Settings) -> Result<Game, SgfError> {
    let written_swap = if settings.swap == SwapRule::Off {
        SwapRule::Off
    } else {
        SwapRule::Seat
    };
    let mut written = Game::new(Settings {
        swap: written_swap,
        ..settings
    });
    let mut number = 0;
    for node in nodes {
        for prop in &node.props {
            if matches!(prop.key.as_str(), "AB" | "AW" | "AE") {
                return Err(SgfError::Setup(prop.key.clone()));
            }
        }
        for prop in &node.props {
            let value = &prop.values[0];
            let color = match prop.key.as_str() {
                "B" => Color::Red,
                "W" => Color::Blue,
                _ => continue,
            };
            number += 1;
            let err = |message: String| SgfError::Move { number, message };
            let mv = match value.trim().to_ascii_lowercase().as_str() {
                "swap-pieces" | "swap" | "swap-sides" => Move::Swap,
                "resign" => Move::Resign(color),
                text => {
                    Move::Place(Cell::parse(text, settings.size).map_err(|e| err(e.to_string()))?)
                }
            };
            written
                .play_as(color, mv)
                .map_err(|e| err(format!("{mv}: {e}")))?;
        }
    }
    Ok(written)
}

/// The moves of the `written` game (seat form) in the form of `swap`: after a mirror swap, later
/// placements are transposed and a resignation changes sides.
fn unwritten_moves(written: &Game, swap: SwapRule) -> Vec<Move> {
    if swap == SwapRule::Mirror && written.moves().get(1) == Some(&Move::Swap) {
        written
            .moves()
            .iter()
            .enumerate()
            .map(|(i, &mv)| match mv {
                Move::Place(c) if i >= 2 => Move::Place(c.transposed()),
                Move::Resign(who) => Move::Resign(who.opponent()),
                other => other,
            })
            .collect()
    } else {
        written.moves().to_vec()
    }
}

/// An `RU` value: a variant and `swap:` a form, `default_swap` when it names none.
pub(crate) fn parse_rules(
    ru: &str,
    default_swap: SwapRule,
) -> Result<(Variant, SwapRule), SgfError> {
    let mut variant = Variant::Hex;
    let mut swap = default_swap;
    for word in ru.split_whitespace() {
        if let Some(form) = word.strip_prefix("swap:") {
            swap = form.parse().map_err(|_| SgfError::Rules(ru.to_owned()))?;
        } else {
            variant = word.parse().map_err(|_| SgfError::Rules(ru.to_owned()))?;
        }
    }
    Ok((variant, swap))
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}
