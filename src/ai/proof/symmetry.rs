//! The board's symmetries the solver uses: the half-turn (a position that is its own half-turn
//! needs only one of each pair of turned moves), and the mirror on the long diagonal with the
//! colours swapped (a move after which the mover's stones mirror the opponent's, the opponent to
//! move, loses: in the mirrored position the opponent would be the one a move short, and an
//! extra stone never hurts in Hex, so the player to move wins a position that is its own mirror).

use crate::ai::board::{EMPTY, Pos, opp};

/// The slot a half-turn takes `slot` to.
pub(super) fn turned(pos: &Pos, slot: usize) -> usize {
    let c = pos.cell(slot);
    let n = pos.size() as u8;
    pos.slot(crate::hex::Cell::new(n - 1 - c.col(), n - 1 - c.row()))
}

/// The slot the long diagonal's mirror takes `slot` to.
pub(super) fn mirrored(pos: &Pos, slot: usize) -> usize {
    let c = pos.cell(slot);
    pos.slot(crate::hex::Cell::new(c.row(), c.col()))
}

/// Whether the stones of `pos` are their own half-turn.
pub(super) fn self_turned(pos: &Pos) -> bool {
    pos.on_board()
        .all(|s| pos.cells[s] == EMPTY || pos.cells[turned(pos, s)] == pos.cells[s])
}

/// The moves of `mover` that leave its stones the mirror of the opponent's (plain, or after a
/// half-turn), the opponent to move: each loses. Only when the opponent has one stone more.
pub(super) fn mirror_losses(pos: &Pos, mover: u8, out: &mut Vec<usize>) {
    out.clear();
    let count = |c: u8| pos.on_board().filter(|&s| pos.cells[s] == c).count();
    let other = opp(mover);
    if count(other) != count(mover) + 1 {
        return;
    }
    for turn in [false, true] {
        // The mover's stones must be the image of the opponent's with one cell missing.
        let mut missing = None;
        let mut fits = true;
        for s in pos.on_board().filter(|&s| pos.cells[s] == other) {
            let image = mirrored(pos, if turn { turned(pos, s) } else { s });
            match pos.cells[image] {
                c if c == mover => {}
                EMPTY if missing.is_none() => missing = Some(image),
                _ => {
                    fits = false;
                    break;
                }
            }
        }
        // ... and the opponent's stones the image of the mover's (no stray mover stone).
        if fits && let Some(m) = missing {
            let strays = pos.on_board().any(|s| {
                pos.cells[s] == mover && {
                    let back = mirrored(pos, s);
                    pos.cells[if turn { turned(pos, back) } else { back }] != other
                }
            });
            if !strays && !out.contains(&m) {
                out.push(m);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::board::{BLUE, RED, board};
    use crate::hex::{BoardSize, Cell};

    fn slot(p: &Pos, n: u32, c: &str) -> usize {
        p.slot(Cell::parse(c, BoardSize::new(n).unwrap()).unwrap())
    }

    #[test]
    fn the_mirror_move_is_found_and_the_half_turn_recognised() {
        // Red b1 on 3×3, Blue to move: Blue a2 mirrors it (b1 = (1, 0) ↦ (0, 1) = a2).
        let p = Pos::from_board(&board(3, &["b1"], &[]));
        let mut out = Vec::new();
        mirror_losses(&p, BLUE, &mut out);
        assert!(out.contains(&slot(&p, 3, "a2")), "{out:?}");
        // After a half-turn b1 ↦ b3, mirrored to c2.
        assert!(out.contains(&slot(&p, 3, "c2")), "{out:?}");
        // Not for Red, and not once the stone counts differ by more.
        mirror_losses(&p, RED, &mut out);
        assert!(out.is_empty());
        let p = Pos::from_board(&board(3, &["b2"], &[]));
        assert!(self_turned(&p));
        let p = Pos::from_board(&board(3, &["a1", "c3"], &["b2"]));
        assert!(self_turned(&p));
        let p = Pos::from_board(&board(3, &["a1"], &[]));
        assert!(!self_turned(&p));
    }
}
