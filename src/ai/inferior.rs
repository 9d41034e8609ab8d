//! Inferior cells from local patterns (Hex only): dead cells, whose colour cannot change who
//! wins, and captured pairs, two adjacent empty cells one player can always keep (if the opponent
//! takes one, the other kills it). Dead and captured cells are filled in at the root of a search
//! (the position keeps its value, playouts see the stones) and left out of the tree's moves below
//! it (playing there is no better than passing, which never helps in Hex).
//!
//! The test is purely local. A cell is useless to a colour when, whatever becomes of its empty
//! neighbours, that colour's neighbours of the cell form one run around it (consecutive
//! neighbours touch each other, so a chain through the cell can go round it). On a full board
//! exactly one side is connected, so a cell useless to either colour is dead.

use super::board::{BLUE, EMPTY, Pos, RED, opp};

/// Whether `mask` (six bits, one per neighbour in cyclic order) is empty, full or one cyclic run.
const fn one_run(mask: u8) -> bool {
    if mask == 0 || mask == 0x3F {
        return true;
    }
    // Starts of runs: a set bit whose predecessor (cyclically) is clear.
    let prev = ((mask << 1) | (mask >> 5)) & 0x3F;
    (mask & !prev).count_ones() == 1
}

/// Whether a stone of `color` on a cell whose neighbours are `nb` could never connect anything
/// its neighbours do not already connect around it.
fn useless(nb: &[u8; 6], color: u8) -> bool {
    let mut own = 0u8;
    let mut free = 0u8;
    for (i, &c) in nb.iter().enumerate() {
        if c == color {
            own |= 1 << i;
        } else if c == EMPTY {
            free |= 1 << i;
        }
    }
    // Every way the empty neighbours could be filled (subsets of `free`).
    let mut sub = free;
    loop {
        if !one_run(own | sub) {
            return false;
        }
        if sub == 0 {
            return true;
        }
        sub = (sub - 1) & free;
    }
}

/// The colours around `slot`, with an optional extra stone (`extra` slot, `color`) in place.
fn neighbours(pos: &Pos, slot: usize, extra: Option<(usize, u8)>) -> [u8; 6] {
    pos.around(slot).map(|x| match extra {
        Some((e, c)) if e == x => c,
        _ => pos.cells[x],
    })
}

/// How many neighbours of `slot` are not empty (stones, sides, walls).
fn occupied(pos: &Pos, slot: usize) -> usize {
    pos.around(slot)
        .iter()
        .filter(|&&x| pos.cells[x] != EMPTY)
        .count()
}

/// Whether the empty `slot` is dead (given the optional extra stone).
fn dead_with(pos: &Pos, slot: usize, extra: Option<(usize, u8)>) -> bool {
    let nb = neighbours(pos, slot, extra);
    // A dead cell has at most two empty neighbours (see `useless`): a cheap first test.
    if nb.iter().filter(|&&c| c == EMPTY).count() > 2 {
        return false;
    }
    useless(&nb, RED) || useless(&nb, BLUE)
}

/// Whether the empty `slot` is dead.
pub(crate) fn dead(pos: &Pos, slot: usize) -> bool {
    dead_with(pos, slot, None)
}

/// An empty neighbour of the empty `slot` that forms a pair captured by `color` with it: a
/// `color` stone on either kills the other.
pub(crate) fn captured_partner(pos: &Pos, slot: usize, color: u8) -> Option<usize> {
    // Each cell of a pair needs three occupied neighbours besides its partner.
    if occupied(pos, slot) < 3 {
        return None;
    }
    pos.around(slot).into_iter().find(|&b| {
        pos.cells[b] == EMPTY
            && occupied(pos, b) >= 3
            && dead_with(pos, b, Some((slot, color)))
            && dead_with(pos, slot, Some((b, color)))
    })
}

/// Fills the dead cells and captured pairs of `pos` in (dead cells with `filler`'s colour,
/// captured pairs with their owner's), one at a time, until none is left. Returns how many cells
/// were filled. The filled position has the same winner with best play.
pub(crate) fn fill_in(pos: &mut Pos, filler: u8) -> usize {
    let mut filled = 0;
    loop {
        let mut changed = false;
        let empties: Vec<usize> = pos.empties().collect();
        for s in empties {
            if pos.cells[s] != EMPTY {
                continue;
            }
            if dead(pos, s) {
                pos.place(s, filler);
                filled += 1;
                changed = true;
                continue;
            }
            for color in [filler, opp(filler)] {
                if let Some(b) = captured_partner(pos, s, color) {
                    pos.place(s, color);
                    pos.place(b, color);
                    filled += 2;
                    changed = true;
                    break;
                }
            }
        }
        if !changed {
            return filled;
        }
    }
}

/// Whether a move on the empty `slot` is inferior: the cell is dead, or in a pair captured by
/// either side.
pub(crate) fn inferior(pos: &Pos, slot: usize) -> bool {
    dead(pos, slot)
        || captured_partner(pos, slot, RED).is_some()
        || captured_partner(pos, slot, BLUE).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::{BoardSize, Cell};

    fn pos(n: u32, red: &[&str], blue: &[&str]) -> Pos {
        Pos::from_board(&crate::ai::board::board(n, red, blue))
    }

    fn slot(p: &Pos, n: u32, c: &str) -> usize {
        p.slot(Cell::parse(c, BoardSize::new(n).unwrap()).unwrap())
    }

    #[test]
    fn runs_around_a_cell() {
        assert!(one_run(0));
        assert!(one_run(0x3F));
        assert!(one_run(0b000111));
        assert!(one_run(0b100001));
        assert!(!one_run(0b000101));
        assert!(!one_run(0b010010));
    }

    #[test]
    fn a_cell_walled_in_by_four_stones_of_one_colour_is_dead() {
        // Around d4 on 7×7: e4, e3, d3, c4 are red (four consecutive neighbours).
        let p = pos(7, &["e4", "e3", "d3", "c4"], &[]);
        assert!(dead(&p, slot(&p, 7, "d4")));
        // Three of them leave it alive.
        let p = pos(7, &["e4", "e3", "d3"], &[]);
        assert!(!dead(&p, slot(&p, 7, "d4")));
        // Three red and the opposite one blue: dead again.
        let p = pos(7, &["e4", "e3", "d3"], &["c5"]);
        assert!(dead(&p, slot(&p, 7, "d4")));
        // An empty board has no dead cells, corners included.
        let p = pos(7, &[], &[]);
        assert!(p.empties().all(|s| !dead(&p, s)));
    }

    #[test]
    fn a_stone_bridged_to_its_edge_captures_the_two_carrier_cells() {
        // Red's b2 on 5×5 is bridged to the top edge over b1 and c1: Red keeps them both.
        let p = pos(5, &["b2"], &[]);
        let (b1, c1) = (slot(&p, 5, "b1"), slot(&p, 5, "c1"));
        assert_eq!(captured_partner(&p, b1, RED), Some(c1));
        assert_eq!(captured_partner(&p, c1, RED), Some(b1));
        assert_eq!(captured_partner(&p, b1, BLUE), None);
        assert!(inferior(&p, b1) && inferior(&p, c1));
        // A cell in the open is not inferior.
        assert!(!inferior(&p, slot(&p, 5, "c3")));
        let mut filled = p.clone();
        assert!(fill_in(&mut filled, BLUE) >= 3);
        assert_eq!((filled.cells[b1], filled.cells[c1]), (RED, RED));
        // Then a1, between Red's stones and the corner, is dead and filled too.
        assert_ne!(filled.cells[slot(&p, 5, "a1")], EMPTY);
        assert_eq!(filled.cells[slot(&p, 5, "c3")], EMPTY);
    }
}
