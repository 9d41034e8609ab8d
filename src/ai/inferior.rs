//! Inferior cells from local patterns (Hex only): dead cells, whose colour cannot change who
//! wins, and captured pairs, two adjacent empty cells one player can always keep (if the opponent
//! takes one, the other kills it). Dead and captured cells are filled in at the root of a search
//! (the position keeps its value, playouts see the stones) and left out of the tree's moves below
//! it (playing there is no better than passing, which never helps in Hex). Optionally
//! ([`reversible`]) the tree also leaves out cells one neighbour's stone would kill: vulnerable
//! and dominated cells.
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

/// How a cell was filled in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fill {
    /// Dead: either colour will do.
    Dead,
    /// In a pair captured by this colour.
    Captured(u8),
}

/// Fills the dead cells and captured pairs of `pos` in (dead cells with `filler`'s colour,
/// captured pairs with their owner's), one at a time, until none is left. Returns how many cells
/// were filled. The filled position has the same winner with best play.
pub(crate) fn fill_in(pos: &mut Pos, filler: u8) -> usize {
    fill_in_logged(pos, filler, &mut Vec::new())
}

/// [`fill_in`], writing each filled cell and why into `log`.
pub(crate) fn fill_in_logged(pos: &mut Pos, filler: u8, log: &mut Vec<(usize, Fill)>) -> usize {
    log.clear();
    loop {
        let mut changed = false;
        let empties: Vec<usize> = pos.empties().collect();
        for s in empties {
            if pos.cells[s] != EMPTY {
                continue;
            }
            if dead(pos, s) {
                pos.place(s, filler);
                log.push((s, Fill::Dead));
                changed = true;
                continue;
            }
            for color in [filler, opp(filler)] {
                if let Some(b) = captured_partner(pos, s, color) {
                    pos.place(s, color);
                    pos.place(b, color);
                    log.push((s, Fill::Captured(color)));
                    log.push((b, Fill::Captured(color)));
                    changed = true;
                    break;
                }
            }
        }
        if !changed {
            return log.len();
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

/// Why a move was left out by [`reversible`]: the empty neighbour `witness` of the empty `cell`
/// would leave it dead, with a stone of the opponent's (`by_opponent`: the cell is *vulnerable*,
/// and the opponent answers a stone there on the witness) or of the mover's own (the cell is
/// *dominated*: the stone on the witness is at least as good).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Reversal {
    pub(crate) cell: usize,
    pub(crate) witness: usize,
    pub(crate) by_opponent: bool,
}

/// The moves of `moves` (empty cells, `color` to move) that a neighbour's stone would kill, each
/// with its witness, into `out`; the rest of `moves` keeps a winning move whenever there is one.
///
/// Both kinds are reversible in Hex's sense. A vulnerable cell c, killed by an opponent's stone
/// on k: after c and the answer k, c is dead, so the opponent has gained a stone on k and the
/// mover nothing, and the mover had a winning move other than c before. A dominated cell c,
/// killed by the mover's own stone on d: the stone on d leaves c dead, filled for free, so d
/// wins whenever c does. A witness must itself be a move with no witness (so two cells cannot
/// leave each other out), and a dominated cell's witness must not be the killer of a vulnerable
/// one left out (the argument for one must not spend the move of the other). Each rule is
/// checked against exhaustive play on small boards (the tests below).
pub(crate) fn reversible(pos: &Pos, color: u8, moves: &[usize], out: &mut Vec<Reversal>) {
    out.clear();
    // A cell that could be killed has at most three empty neighbours (a dead one two, see
    // `useless`): the cheap first test. Cells in `moves` with no witness are the solid ones.
    let may = |s: usize| {
        pos.around(s)
            .iter()
            .filter(|&&x| pos.cells[x] == EMPTY)
            .count()
            <= 3
    };
    let mut state = [0u8; super::board::SLOTS];
    const SOLID: u8 = 1;
    const FLAGGED: u8 = 2;
    const KILLER: u8 = 3;
    const LEFT_OUT: u8 = 4;
    let kills = |s: usize, k: usize, c: u8| dead_with(pos, s, Some((k, c)));
    for &m in moves {
        state[m] = SOLID;
    }
    for &m in moves {
        if may(m)
            && pos
                .around(m)
                .iter()
                .any(|&k| pos.cells[k] == EMPTY && (kills(m, k, color) || kills(m, k, opp(color))))
        {
            state[m] = FLAGGED;
        }
    }
    // Vulnerable cells first, their killers marked; then the dominated, by an unmarked witness.
    for &m in moves {
        if state[m] != FLAGGED {
            continue;
        }
        let killer = pos
            .around(m)
            .into_iter()
            .find(|&k| matches!(state[k], SOLID | KILLER) && kills(m, k, opp(color)));
        if let Some(k) = killer {
            state[k] = KILLER;
            state[m] = LEFT_OUT;
            out.push(Reversal {
                cell: m,
                witness: k,
                by_opponent: true,
            });
        }
    }
    for &m in moves {
        if state[m] != FLAGGED {
            continue;
        }
        let dominator = pos
            .around(m)
            .into_iter()
            .find(|&d| state[d] == SOLID && kills(m, d, color));
        if let Some(d) = dominator {
            state[m] = LEFT_OUT;
            out.push(Reversal {
                cell: m,
                witness: d,
                by_opponent: false,
            });
        }
    }
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

    /// The moves `reversible` leaves out for `color` on `board` (its cells, in order).
    fn left_out(p: &Pos, color: u8) -> Vec<Reversal> {
        let moves: Vec<usize> = p.empties().collect();
        let mut out = Vec::new();
        reversible(p, color, &moves, &mut out);
        out
    }

    #[test]
    fn the_acute_corners_of_an_empty_board_are_left_out() {
        // a1 touches only b1 and a2 on the board: a stone of either colour on b1 kills it, so it
        // is vulnerable for both players (the opponent's answer there) and dominated too.
        let p = pos(5, &[], &[]);
        for color in [RED, BLUE] {
            let cells: Vec<usize> = left_out(&p, color).iter().map(|r| r.cell).collect();
            assert_eq!(cells, [slot(&p, 5, "a1"), slot(&p, 5, "e5")]);
            assert!(left_out(&p, color).iter().all(|r| r.by_opponent));
        }
    }

    #[test]
    fn a_cell_one_stone_from_dead_is_vulnerable_to_that_stone() {
        // Around d4 on 7×7, Red holds e4, e3 and d3. A red stone on c4 (the fourth in the run)
        // kills it, and so does a blue one on c5 (opposite): for Blue to move it is vulnerable to
        // Red's c4, for Red to move vulnerable to Blue's c5.
        let p = pos(7, &["e4", "e3", "d3"], &[]);
        let d4 = slot(&p, 7, "d4");
        let of = |color| left_out(&p, color).into_iter().find(|r| r.cell == d4);
        let c4 = slot(&p, 7, "c4");
        let c5 = slot(&p, 7, "c5");
        assert_eq!(
            of(BLUE),
            Some(Reversal {
                cell: d4,
                witness: c4,
                by_opponent: true
            })
        );
        assert_eq!(
            of(RED),
            Some(Reversal {
                cell: d4,
                witness: c5,
                by_opponent: true
            })
        );
        // A cell in the open has no witness.
        assert!(
            left_out(&p, RED)
                .iter()
                .all(|r| r.cell != slot(&p, 7, "d5"))
        );
    }

    #[test]
    fn a_winning_move_survives_the_inferior_and_reversible_cells_left_out() {
        // Random small positions, both players to move: the moves the tree keeps (no dead or
        // captured cell, no reversible one) hold a winning move whenever there is one; every
        // dominated cell's witness wins when the cell does, and every vulnerable cell that wins
        // still wins after the opponent's answer on its killer (exhaustive play).
        use crate::ai::board::color_of;
        use crate::ai::small_boards::{random_open_positions, wins_anyway};
        let (mut vulnerable, mut dominated, mut won) = (0, 0, 0);
        for board in random_open_positions(0x5eed_1e55_0fce_1100, 250, 11) {
            let p = Pos::from_board(&board);
            for color in [RED, BLUE] {
                let (me, you) = (color_of(color), color_of(opp(color)));
                let mut moves: Vec<usize> = p.empties().filter(|&m| !inferior(&p, m)).collect();
                if moves.is_empty() {
                    moves = p.empties().collect();
                }
                let mut out = Vec::new();
                reversible(&p, color, &moves, &mut out);
                let wins = |cells: &[(usize, u8)]| {
                    let mut after = board.clone();
                    for &(s, c) in cells {
                        after.place_unchecked(p.cell(s), color_of(c));
                    }
                    wins_anyway(&mut after, me, you)
                };
                let winning: Vec<usize> = p.empties().filter(|&m| wins(&[(m, color)])).collect();
                let kept = moves.iter().filter(|m| out.iter().all(|r| r.cell != **m));
                if !winning.is_empty() {
                    won += 1;
                    assert!(
                        kept.clone().any(|m| winning.contains(m)),
                        "{me:?} to move loses every winning move in {:?}: {out:?}",
                        board.stones().collect::<Vec<_>>()
                    );
                }
                for r in &out {
                    if r.by_opponent {
                        vulnerable += 1;
                    } else {
                        dominated += 1;
                    }
                    if !winning.contains(&r.cell) {
                        continue;
                    }
                    if r.by_opponent {
                        // After the answer on the killer it is the mover's turn again.
                        let mut after = board.clone();
                        after.place_unchecked(p.cell(r.cell), me);
                        after.place_unchecked(p.cell(r.witness), you);
                        assert!(wins_anyway(&mut after, me, me), "{r:?} in {board:?}");
                    } else {
                        assert!(winning.contains(&r.witness), "{r:?} in {board:?}");
                    }
                }
            }
        }
        assert!(
            vulnerable > 100 && dominated > 20 && won > 150,
            "{vulnerable} vulnerable, {dominated} dominated, {won} won positions"
        );
    }
}
