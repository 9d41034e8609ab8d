//! The fill-the-board playout that scores a leaf of the search: stones drawn uniformly or by the
//! learned small patterns' weights ([`super::patterns`]), bridge intrusions answered, then one
//! flood fill to see who is connected. It lives apart from the board ([`super::board`]) so that the
//! board knows nothing of patterns: these files read both, and neither reads them. The weighted
//! draw has a file of its own ([`weighted`]); what both draws share is in [`knowledge`].

mod knowledge;
mod weighted;

pub(crate) use knowledge::{PlayoutPolicy, below};

use super::board::{BLUE, Pos, RED, SLOTS, opp};
use knowledge::bridge_reply;
use rand_chacha::ChaCha8Rng;
use weighted::Weighted;

/// A mark the final flood fill leaves on cells it has seen.
const SEEN: u8 = 4;

/// Reusable buffers for playouts, so that a playout allocates nothing.
#[derive(Default)]
pub(crate) struct Scratch {
    pub(crate) cells: Vec<u8>,
    uniform: Uniform,
    stack: Vec<u16>,
    weighted: Weighted,
}

/// Plays the rest of the game at random from `pos` with `to_move` to play (the previous move, for
/// the bridge reply, was `last`), filling every empty cell, and returns the colour whose chain
/// joins its sides on the full board (exactly one does). The final stones are left in
/// `scratch.cells`, for the all-moves-as-first statistics.
pub(crate) fn playout(
    pos: &Pos,
    to_move: u8,
    last: Option<usize>,
    policy: PlayoutPolicy,
    rng: &mut ChaCha8Rng,
    scratch: &mut Scratch,
) -> u8 {
    let Scratch {
        cells,
        uniform,
        stack,
        weighted,
    } = scratch;
    cells.clear();
    cells.extend_from_slice(&pos.cells);
    if policy.patterns {
        weighted.fill(pos, cells, to_move, last, policy, rng);
    } else {
        uniform.fill(pos, cells, to_move, last, policy.bridges, rng);
    }
    if red_connected(pos, cells, stack) {
        RED
    } else {
        BLUE
    }
}

/// The state of a playout drawn uniformly: the empty cells in a list, and each one's place in
/// it, so that a stone takes its cell out in O(1).
#[derive(Default)]
struct Uniform {
    empties: Vec<u16>,
    where_: Vec<u16>,
}

impl Uniform {
    /// Fills every empty cell of `cells` (a copy of `pos`'s), `to_move` first, each move drawn
    /// uniformly among the empty cells (unless `bridges` answers a bridge intrusion).
    #[inline]
    fn fill(
        &mut self,
        pos: &Pos,
        cells: &mut [u8],
        to_move: u8,
        last: Option<usize>,
        bridges: bool,
        rng: &mut ChaCha8Rng,
    ) {
        let Self { empties, where_ } = self;
        empties.clear();
        where_.resize(SLOTS, 0);
        for s in pos.empties() {
            where_[s] = empties.len() as u16;
            empties.push(s as u16);
        }
        let mut color = to_move;
        let mut last = last;
        while !empties.is_empty() {
            let slot = match bridge_reply(pos, cells, color, last, bridges, rng) {
                Some(s) => s,
                None => usize::from(empties[below(rng, empties.len())]),
            };
            // Remove `slot` from the empty list in O(1).
            let at = usize::from(where_[slot]);
            let tail = empties.pop().expect("not empty");
            if usize::from(tail) != slot {
                empties[at] = tail;
                where_[usize::from(tail)] = at as u16;
            }
            cells[slot] = color;
            last = Some(slot);
            color = opp(color);
        }
    }
}

/// Whether Red joins its sides on the full board `cells` (else Blue does): a flood fill of Red
/// from the top row, `stack` its work list. The cells are left as they were.
#[inline]
fn red_connected(pos: &Pos, cells: &mut [u8], stack: &mut Vec<u16>) -> bool {
    let offsets = pos.offsets;
    let n = pos.n;
    let stride = pos.stride;
    stack.clear();
    for c in 0..n {
        // The top padding counts as seen, so the fill never walks off the board.
        cells[1 + c] = SEEN;
    }
    for c in 0..n {
        let s = stride + 1 + c;
        if cells[s] == RED {
            cells[s] = SEEN;
            stack.push(s as u16);
        }
    }
    let bottom = n * stride;
    let mut red = false;
    let mut marks: [usize; 6] = [0; 6];
    while let Some(s) = stack.pop() {
        let s = usize::from(s);
        if s > bottom {
            red = true;
            break;
        }
        for (m, o) in marks.iter_mut().zip(offsets) {
            *m = s.wrapping_add_signed(o);
        }
        for &nb in &marks {
            if cells[nb] == RED {
                cells[nb] = SEEN;
                stack.push(nb as u16);
            }
        }
    }
    // Restore the marks so the caller sees the final colours.
    for c in cells.iter_mut() {
        if *c == SEEN {
            *c = RED;
        }
    }
    red
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::board::{board, color_of};
    use crate::hex::{Board, BoardSize, Cell};
    use rand_chacha::rand_core::SeedableRng;

    #[test]
    fn playout_fills_the_board_and_names_the_connected_side() {
        let size = BoardSize::new(7).unwrap();
        let pos = Pos::from_board(&Board::new(size));
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut scratch = Scratch::default();
        for (bridges, patterns) in [(false, false), (true, false), (false, true), (true, true)] {
            for _ in 0..200 {
                let winner = playout(
                    &pos,
                    RED,
                    None,
                    PlayoutPolicy {
                        bridges,
                        patterns,
                        cap: u32::MAX,
                        answers: false,
                    },
                    &mut rng,
                    &mut scratch,
                );
                let mut full = Board::new(size);
                let mut reds = 0;
                for cell in size.all_cells() {
                    let c = scratch.cells[pos.slot(cell)];
                    assert!(c == RED || c == BLUE);
                    reds += usize::from(c == RED);
                    full.place_unchecked(cell, color_of(c));
                }
                assert_eq!(reds, 25, "Red moved first on 49 cells");
                assert!(full.connected(color_of(winner)));
                assert!(!full.connected(color_of(opp(winner))));
            }
        }
    }

    #[test]
    fn a_bridge_intrusion_is_answered_in_playouts() {
        // Red's c2 and b4 form a bridge over b3 and c3; Blue intrudes at b3.
        let b = board(5, &["c2", "b4"], &["b3"]);
        let pos = Pos::from_board(&b);
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut scratch = Scratch::default();
        let c3 = pos.slot(Cell::new(2, 2));
        for patterns in [false, true] {
            for _ in 0..50 {
                playout(
                    &pos,
                    RED,
                    Some(pos.slot(Cell::new(1, 2))),
                    PlayoutPolicy {
                        bridges: true,
                        patterns,
                        cap: u32::MAX,
                        answers: false,
                    },
                    &mut rng,
                    &mut scratch,
                );
                assert_eq!(scratch.cells[c3], RED);
            }
        }
    }

    #[test]
    fn uniform_playouts_take_either_cell_half_the_time() {
        // Two empty cells left, Red to move, whatever the shapes around them (b2 is one the
        // learned patterns like, c3 one they do not: see the weighted playout's tests).
        let b = board(3, &["c1", "b1", "a3", "b3"], &["c2", "a2", "a1"]);
        let pos = Pos::from_board(&b);
        let b2 = pos.slot(Cell::new(1, 1));
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let mut scratch = Scratch::default();
        let policy = PlayoutPolicy {
            bridges: false,
            patterns: false,
            cap: u32::MAX,
            answers: false,
        };
        let games = 10_000;
        let mut red_b2 = 0;
        for _ in 0..games {
            playout(&pos, RED, None, policy, &mut rng, &mut scratch);
            red_b2 += u32::from(scratch.cells[b2] == RED);
        }
        // Five standard deviations of 5,000: 250.
        assert!(red_b2.abs_diff(games / 2) < 250, "{red_b2} of {games}");
    }
}
