//! Virtual connections of the simplest, always-sound kind: a player's groups (the two sides are
//! groups too) chained from one side to the other by links of two common empty neighbours, the
//! links' carriers pairwise disjoint. Whatever the opponent does, the player answers an
//! intrusion into a link's carrier with the link's other cell, so the chain cannot be cut: the
//! position is won for that player (in Hex) whoever moves next.
//!
//! On the padded board a side is an ordinary group, so a stone on the second row with its two
//! first-row neighbours empty (the edge template II) and a bridge are the same kind of link, and
//! so is any pair of groups with two shared liberties.
//!
//! The search ([`super::search`]) proves tree nodes with it: a node whose player to move loses to
//! the opponent's virtual connection, or wins with their own, needs no playouts.

use super::board::{EMPTY, Pos};

/// Buffers reused between checks, so that a check allocates nothing once warmed up.
#[derive(Default)]
pub(crate) struct VcScratch {
    /// (group a, group b, common empty cell), a < b.
    triples: Vec<(u16, u16, u16)>,
    /// Links: (group a, group b, first index into `cells`, number of cells).
    links: Vec<(u16, u16, u16, u8)>,
    cells: Vec<u16>,
    /// For each group root, the links touching it (indices into `links`).
    adjacency: Vec<Vec<u16>>,
    stack: Vec<Frame>,
    /// The carrier (and key) of the last chain found by [`Pos::must_play`].
    pub(crate) region: Vec<u16>,
}

/// A step of the depth-first search: at `group`, trying its links from `next`, having reserved
/// `reserved` (two cells, or the key alone) to get here.
#[derive(Clone, Copy)]
struct Frame {
    group: u16,
    next: u16,
    reserved: [u16; 2],
    /// Whether the link into `group` is the key link (one cell the player still has to take).
    key: bool,
}

/// How many link steps one check may take before giving up (and answering "not connected").
const BUDGET: u32 = 2_000;

impl Pos {
    /// Whether `color` is virtually connected (see the module docs). Sound, not complete: a
    /// `true` is a proof, a `false` says nothing.
    pub(crate) fn virtually_connected(&mut self, color: u8, scratch: &mut VcScratch) -> bool {
        self.chain(color, scratch, false)
    }

    /// Where the opponent of `color` must play: when `color` is one move (a key cell) from a
    /// virtual connection, every move outside the key and the chain's carrier that does not win
    /// at once loses, as `color` answers with the key. Returns the region (in `scratch.region`) when such a chain is found.
    /// Sound, not complete: `None` says nothing.
    pub(crate) fn must_play<'a>(
        &mut self,
        color: u8,
        scratch: &'a mut VcScratch,
    ) -> Option<&'a [u16]> {
        if self.chain(color, scratch, true) {
            Some(&scratch.region)
        } else {
            None
        }
    }

    /// The depth-first search for a chain from one side of `color` to the other; with
    /// `allow_key`, one link may be a single common cell (the key) and the chain's cells are
    /// left in `scratch.region`.
    fn chain(&mut self, color: u8, scratch: &mut VcScratch, allow_key: bool) -> bool {
        let (side_a, side_b) = self.side_pair(color);
        let (start, goal) = (self.find(side_a), self.find(side_b));
        if start == goal {
            return true;
        }
        let VcScratch {
            triples,
            links,
            cells,
            adjacency,
            stack,
            region,
        } = scratch;
        region.clear();
        triples.clear();
        let n = self.size();
        for r in 0..n {
            let base = self.slot_raw(0, r as isize);
            for slot in base..base + n {
                if self.cells[slot] != EMPTY {
                    continue;
                }
                // The distinct groups of `color` around this empty cell (at most three).
                let mut groups = [u16::MAX; 3];
                let mut k = 0;
                for nb in self.around(slot) {
                    if self.cells[nb] == color {
                        let g = self.find(nb) as u16;
                        if !groups[..k].contains(&g) && k < 3 {
                            groups[k] = g;
                            k += 1;
                        }
                    }
                }
                for i in 0..k {
                    for j in i + 1..k {
                        let (a, b) = (groups[i].min(groups[j]), groups[i].max(groups[j]));
                        triples.push((a, b, slot as u16));
                    }
                }
            }
        }
        triples.sort_unstable();
        links.clear();
        cells.clear();
        let mut i = 0;
        while i < triples.len() {
            let (a, b, _) = triples[i];
            let mut j = i;
            while j < triples.len() && (triples[j].0, triples[j].1) == (a, b) {
                j += 1;
            }
            if j - i >= 2 || allow_key {
                links.push((a, b, cells.len() as u16, (j - i).min(255) as u8));
                cells.extend(triples[i..j].iter().map(|t| t.2));
            }
            i = j;
        }
        if adjacency.len() < super::board::SLOTS {
            adjacency.resize_with(super::board::SLOTS, Vec::new);
        }
        // Lists of groups this check does not reach may hold old entries; the start's is read
        // even when no link touches it.
        adjacency[start].clear();
        for &(a, b, _, _) in links.iter() {
            adjacency[usize::from(a)].clear();
            adjacency[usize::from(b)].clear();
        }
        for (k, &(a, b, _, _)) in links.iter().enumerate() {
            adjacency[usize::from(a)].push(k as u16);
            adjacency[usize::from(b)].push(k as u16);
        }
        if links.is_empty() {
            return false;
        }
        // Depth-first search for a chain from `start` to `goal`, reserving two cells per link;
        // a cell reserved once is not reserved again, a group is entered once per chain.
        let mut used = [0u64; 7];
        let mut on_path = [0u64; 7];
        let bit = |set: &[u64; 7], x: usize| set[x / 64] >> (x % 64) & 1 == 1;
        let set = |set: &mut [u64; 7], x: usize, on: bool| {
            if on {
                set[x / 64] |= 1 << (x % 64);
            } else {
                set[x / 64] &= !(1 << (x % 64));
            }
        };
        stack.clear();
        stack.push(Frame {
            group: start as u16,
            next: 0,
            reserved: [u16::MAX; 2],
            key: false,
        });
        let mut key_used = false;
        set(&mut on_path, start, true);
        let mut steps = 0;
        while let Some(top) = stack.last_mut() {
            let g = usize::from(top.group);
            let list = &adjacency[g];
            if usize::from(top.next) >= list.len() || steps >= BUDGET {
                let done = stack.pop().expect("not empty");
                set(&mut on_path, usize::from(done.group), false);
                key_used &= !done.key;
                for c in done.reserved {
                    if c != u16::MAX {
                        set(&mut used, usize::from(c), false);
                    }
                }
                continue;
            }
            let link = links[usize::from(list[usize::from(top.next)])];
            top.next += 1;
            steps += 1;
            let other = if usize::from(link.0) == g {
                link.1
            } else {
                link.0
            };
            if bit(&on_path, usize::from(other)) {
                continue;
            }
            let carrier = &cells[usize::from(link.2)..usize::from(link.2) + usize::from(link.3)];
            let mut free = carrier.iter().filter(|&&c| !bit(&used, usize::from(c)));
            let (x, y, key) = match (free.next(), free.next()) {
                (Some(&x), Some(&y)) => (x, y, false),
                (Some(&x), None) if allow_key && !key_used => (x, u16::MAX, true),
                _ => continue,
            };
            if usize::from(other) == goal {
                if allow_key {
                    region.extend(stack.iter().flat_map(|f| f.reserved));
                    region.extend([x, y]);
                    region.retain(|&c| c != u16::MAX);
                }
                return true;
            }
            for c in [x, y] {
                if c != u16::MAX {
                    set(&mut used, usize::from(c), true);
                }
            }
            key_used |= key;
            set(&mut on_path, usize::from(other), true);
            stack.push(Frame {
                group: other,
                next: 0,
                reserved: [x, y],
                key,
            });
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::board::{BLUE, RED};
    use crate::hex::{Board, BoardSize, Cell, Color};

    fn pos(n: u32, red: &[&str], blue: &[&str]) -> Pos {
        Pos::from_board(&crate::ai::board::board(n, red, blue))
    }

    fn vc(p: &mut Pos, color: u8) -> bool {
        p.virtually_connected(color, &mut VcScratch::default())
    }

    #[test]
    fn a_second_row_stone_on_a_three_row_board_is_connected() {
        // b2 touches row 1 at b1, c1 and row 3 at a3, b3: two edge templates.
        let mut p = pos(3, &["b2"], &[]);
        assert!(vc(&mut p, RED));
        assert!(!vc(&mut p, BLUE));
        // Blue in one carrier: Red still connects there by the other cell, yet one more
        // intrusion elsewhere is not answered twice: no longer a proof if both go.
        let mut p = pos(3, &["b2"], &["b1", "c1"]);
        assert!(!vc(&mut p, RED));
    }

    #[test]
    fn bridges_and_edge_templates_chain_across_the_board() {
        // a2 to the top by a1/b1, a2–b3 a bridge over a3/b2, b3 to the bottom by a4/b4.
        let mut p = pos(4, &["a2", "b3"], &[]);
        assert!(vc(&mut p, RED));
        assert!(!vc(&mut p, BLUE));
        // One intrusion into the bridge leaves a single common cell: no proof.
        let mut p = pos(4, &["a2", "b3"], &["b2"]);
        assert!(!vc(&mut p, RED));
        // A solid chain is connected outright.
        let mut p = pos(3, &["a1", "a2", "a3"], &[]);
        assert!(vc(&mut p, RED));
    }

    /// Random open positions for the exhaustive checks, from an xorshift stream seeded with
    /// `seed`: `rounds` boards, alternately 4×4 with 9 empty cells and 5×5 with `empties_5x5`,
    /// filled by alternating random stones; boards already won are skipped.
    fn random_open_positions(seed: u64, rounds: u32, empties_5x5: usize) -> Vec<Board> {
        let mut seed = seed;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let mut boards = Vec::new();
        for round in 0..rounds {
            let n = if round % 2 == 0 { 4 } else { 5 };
            let size = BoardSize::new(n).unwrap();
            let mut board = Board::new(size);
            let empties_wanted = if n == 4 { 9 } else { empties_5x5 };
            let mut color = Color::Red;
            while board.empty_cells().count() > empties_wanted {
                let empty: Vec<Cell> = board.empty_cells().collect();
                let cell = empty[next(empty.len() as u64) as usize];
                board.place_unchecked(cell, color);
                color = color.opponent();
            }
            if !(board.connected(Color::Red) || board.connected(Color::Blue)) {
                boards.push(board);
            }
        }
        boards
    }

    /// Whether `color` connects on `board` against any defence, the opponent moving first.
    fn wins_anyway(board: &mut Board, color: Color, to_move: Color) -> bool {
        if board.connected(color) {
            return true;
        }
        if board.connected(color.opponent()) {
            return false;
        }
        let empty: Vec<Cell> = board.empty_cells().collect();
        let mut any = false;
        let mut all = true;
        for cell in empty {
            let mut next = board.clone();
            next.place_unchecked(cell, to_move);
            let w = wins_anyway(&mut next, color, to_move.opponent());
            any |= w;
            all &= w;
            if to_move == color && any || to_move != color && !all {
                break;
            }
        }
        if to_move == color { any } else { all }
    }

    #[test]
    fn a_virtual_connection_holds_against_every_defence() {
        // Random small positions: whenever the check claims a connection, exhaustive search
        // with the opponent to move confirms it (soundness); it also finds some.
        let mut claims = 0;
        for board in random_open_positions(0x1234_5678_9abc_def1, 400, 10) {
            for color in [Color::Red, Color::Blue] {
                let mut p = Pos::from_board(&board);
                let code = if color == Color::Red { RED } else { BLUE };
                if vc(&mut p, code) {
                    claims += 1;
                    assert!(
                        wins_anyway(&mut board.clone(), color, color.opponent()),
                        "false connection for {color:?}: {:?}",
                        board.stones().collect::<Vec<_>>()
                    );
                }
            }
        }
        assert!(claims > 20, "only {claims} connections found");
    }

    #[test]
    fn a_move_outside_the_must_play_region_loses() {
        // Random small positions where a player is one move from a virtual connection: every
        // opponent move outside the region lets them connect anyway (exhaustive search).
        let (mut regions, mut pruned) = (0, 0);
        for board in random_open_positions(0x0bad_cafe_dead_beef, 300, 11) {
            for color in [Color::Red, Color::Blue] {
                let mut p = Pos::from_board(&board);
                let code = if color == Color::Red { RED } else { BLUE };
                let mut scratch = VcScratch::default();
                let Some(region) = p.must_play(code, &mut scratch) else {
                    continue;
                };
                let region: Vec<Cell> = region.iter().map(|&s| p.cell(usize::from(s))).collect();
                regions += 1;
                for cell in board.empty_cells() {
                    if region.contains(&cell) {
                        continue;
                    }
                    pruned += 1;
                    let mut after = board.clone();
                    if after.place_unchecked(cell, color.opponent()) {
                        // A move that wins at once is the search's first concern, not this one's.
                        continue;
                    }
                    assert!(
                        wins_anyway(&mut after, color, color),
                        "{:?} at {cell} escapes {color:?}'s chain {region:?} in {:?}",
                        color.opponent(),
                        board.stones().collect::<Vec<_>>()
                    );
                }
            }
        }
        assert!(
            regions > 20 && pruned > 50,
            "{regions} regions, {pruned} moves pruned"
        );
    }
}
