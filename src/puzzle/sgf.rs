//! A puzzle as an SGF record in HexGui's format (`FF[4]`, `GM[11]`): the position as setup stones
//! (`AB` Red's, `AW` Blue's: Red is Black, the first player, as in game records), `PL` for the
//! side to move, and the key and the main line as moves, the rating in a comment. Other Hex
//! programs (HexGui, MoHex) can load it and check the key.

use super::model::Puzzle;
use crate::hex::Color;
use std::fmt::Write as _;

/// The record of `puzzle`.
#[must_use]
pub fn write(puzzle: &Puzzle) -> String {
    let mut out = format!(
        "(;FF[4]GM[11]CA[UTF-8]AP[hexbot:{}]SZ[{}]GN[hexbot puzzle {}]",
        env!("CARGO_PKG_VERSION"),
        puzzle.size.get(),
        puzzle.number
    );
    for (letter, parity) in [("AB", 0), ("AW", 1)] {
        let stones: Vec<_> = puzzle.moves.iter().skip(parity).step_by(2).collect();
        if !stones.is_empty() {
            out.push_str(letter);
            for c in stones {
                let _ = write!(out, "[{c}]");
            }
        }
    }
    let mover = puzzle.solver_color();
    let letter = |c: Color| if c == Color::Red { 'B' } else { 'W' };
    let _ = write!(
        out,
        "PL[{}]C[{} to move and win. Rating {}. The first move is the only winning one; the line \
         after it is the longest defence and a winning answer to each.]",
        letter(mover),
        if mover == Color::Red {
            "Black"
        } else {
            "White"
        },
        puzzle.rating
    );
    let mut side = mover;
    for c in puzzle.solution() {
        let _ = write!(out, ";{}[{c}]", letter(side));
        side = side.opponent();
    }
    out.push_str(")\n");
    out
}
