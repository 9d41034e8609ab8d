//! A proof solver for Hex positions: depth-first proof-number search (df-pn) over the tree of
//! moves, with the knowledge MoHex-style solvers use at every node.
//!
//! At each node the position is first simplified and judged without searching:
//! - dead cells and captured pairs are filled in (`inferior`; the winner with best play does not
//!   change, and the filled stones help H-search find connections);
//! - the side to move wins if H-search finds it connected or one stone from a connection;
//! - it loses if the opponent is connected; if the opponent is one stone from a connection, only
//!   the cells of the must-play region can save it (every other move loses), so only those are
//!   searched.
//!
//! df-pn (Nagai's depth-first form of proof-number search, negamax style: φ is the cost of
//! proving the node a win for its side to move, δ of proving it a loss) then grows the tree,
//! always below the most proving child, with a transposition table keyed by a Zobrist hash.
//! A fresh node starts with δ equal to its number of moves, so the search prefers positions
//! where the opponent has few answers. Children are tried in the order of the playout prior.
//!
//! The budget is a number of nodes judged, never a clock, so the same position and budget
//! always give the same answer. Sound: a proof is a proof (as far as H-search's connections and
//! the inferior-cell patterns are, and both are checked against exhaustive play in their
//! tests); an exhausted budget says nothing. Hex only: in Rex the connection rules invert.

use super::board::{EMPTY, Pos, SLOTS, code, color_of, opp};
use super::inferior::fill_in;
use super::vc::{Reach, VcScratch};
use crate::hex::{Cell, Color, Game, Variant};
use std::collections::HashMap;

/// Infinity for proof and disproof numbers.
const INF: u32 = 1 << 30;

/// How much beyond the second-best child a child's disproof threshold reaches (the "1 + ε"
/// trick, as a fraction: 1/4), so the search does not flip between two children.
const EPSILON_DIV: u32 = 4;

/// What a solver found out about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Who wins with best play, when it was proved within the budget.
    pub winner: Option<Color>,
    /// A winning move of the side to move, when it wins and a move is needed (not when it is
    /// connected already through its virtual connections alone, or the game is over).
    pub key: Option<Cell>,
    /// Nodes judged.
    pub nodes: u64,
}

/// How a node judges before any search.
enum Verdict {
    Win,
    Loss,
    /// The moves worth searching, best first.
    Moves(Vec<usize>),
}

/// The solver's state for one question: the table, H-search's buffers and the budget.
struct Solver {
    table: HashMap<u64, (u32, u32)>,
    scratch: VcScratch,
    zobrist: Vec<[u64; 2]>,
    turn: u64,
    spent: u64,
    budget: u64,
}

/// SplitMix64, for the Zobrist keys (fixed, so hashes are the same in every run).
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Solver {
    fn new(budget: u64) -> Self {
        let zobrist = (0..SLOTS as u64)
            .map(|s| [mix(2 * s + 1), mix(2 * s + 2)])
            .collect();
        Self {
            table: HashMap::new(),
            scratch: VcScratch::default(),
            zobrist,
            turn: mix(0),
            spent: 0,
            budget,
        }
    }

    fn hash(&self, pos: &Pos, mover: u8) -> u64 {
        let mut h = if mover == code(Color::Red) {
            0
        } else {
            self.turn
        };
        for s in 0..SLOTS {
            let c = pos.cells[s];
            if c == 1 || c == 2 {
                h ^= self.zobrist[s][usize::from(c - 1)];
            }
        }
        h
    }

    /// The key of the position after `mover` plays `slot` in the position hashed `key`.
    fn child_key(&self, key: u64, slot: usize, mover: u8) -> u64 {
        key ^ self.zobrist[slot][usize::from(mover - 1)] ^ self.turn
    }

    fn lookup(&self, key: u64) -> (u32, u32) {
        self.table.get(&key).copied().unwrap_or((1, 1))
    }

    /// Judges `pos` (filled in place) with `mover` to move.
    fn verdict(&mut self, pos: &mut Pos, mover: u8) -> Verdict {
        self.spent += 1;
        let other = opp(mover);
        if pos.connected(other) {
            return Verdict::Loss;
        }
        fill_in(pos, other);
        if pos.connected(other) {
            return Verdict::Loss;
        }
        if pos.connected(mover) {
            return Verdict::Win;
        }
        if matches!(
            pos.connections(mover, &mut self.scratch),
            Reach::Connected | Reach::OneMove
        ) {
            return Verdict::Win;
        }
        let mut moves: Vec<usize> = match pos.connections(other, &mut self.scratch) {
            Reach::Connected => return Verdict::Loss,
            Reach::OneMove => self
                .scratch
                .region
                .iter()
                .map(|&s| usize::from(s))
                .filter(|&s| pos.cells[s] == EMPTY)
                .collect(),
            Reach::Open => pos.empties().collect(),
        };
        if moves.is_empty() {
            return Verdict::Loss;
        }
        let mut scored: Vec<(f32, usize)> = moves
            .iter()
            .map(|&s| (pos.prior(s, mover, None), s))
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        moves.clear();
        moves.extend(scored.into_iter().map(|(_, s)| s));
        Verdict::Moves(moves)
    }

    /// df-pn's multiple-iterative-deepening step: searches below the node `key` (position `pos`,
    /// `mover` to move) until its numbers reach the thresholds or the budget runs out; stores
    /// and returns its numbers.
    fn mid(&mut self, pos: &Pos, mover: u8, key: u64, th_phi: u32, th_delta: u32) -> (u32, u32) {
        let mut pos = Box::new(pos.clone());
        let moves = match self.verdict(&mut pos, mover) {
            Verdict::Win => return self.store(key, (0, INF)),
            Verdict::Loss => return self.store(key, (INF, 0)),
            Verdict::Moves(m) => m,
        };
        let filled = self.hash(&pos, mover);
        let keys: Vec<u64> = moves
            .iter()
            .map(|&s| self.child_key(filled, s, mover))
            .collect();
        loop {
            let (mut phi, mut delta) = (INF, 0u32);
            let (mut best, mut best_delta, mut second) = (0usize, INF, INF);
            for (i, &k) in keys.iter().enumerate() {
                let (cp, cd) = self.lookup(k);
                delta = delta.saturating_add(cp).min(INF);
                if cd < best_delta {
                    second = best_delta;
                    best_delta = cd;
                    best = i;
                } else if cd < second {
                    second = cd;
                }
            }
            phi = phi.min(best_delta);
            if phi == 0 {
                delta = INF;
            }
            self.store(key, (phi, delta));
            if phi >= th_phi || delta >= th_delta || self.spent >= self.budget {
                return (phi, delta);
            }
            let (child_phi, _) = self.lookup(keys[best]);
            let child_th_phi = th_delta
                .saturating_sub(delta)
                .saturating_add(child_phi)
                .min(INF);
            let widened = second
                .saturating_add(second / EPSILON_DIV)
                .max(second.saturating_add(1));
            let child_th_delta = th_phi.min(widened).min(INF);
            let mut child = pos.clone();
            child.place(moves[best], mover);
            self.mid(&child, opp(mover), keys[best], child_th_phi, child_th_delta);
        }
    }

    fn store(&mut self, key: u64, numbers: (u32, u32)) -> (u32, u32) {
        self.table.insert(key, numbers);
        numbers
    }

    /// Solves `pos` with `mover` to move.
    fn solve(&mut self, pos: &Pos, mover: u8) -> Solution {
        let key = self.hash(pos, mover);
        let (phi, delta) = self.mid(pos, mover, key, INF, INF);
        let winner = if phi == 0 {
            Some(color_of(mover))
        } else if delta == 0 {
            Some(color_of(opp(mover)))
        } else {
            None
        };
        let key = (phi == 0).then(|| self.winning_move(pos, mover)).flatten();
        Solution {
            winner,
            key,
            nodes: self.spent,
        }
    }

    /// After a proof that `mover` wins `pos`: a move of the proof (a child proved lost for the
    /// opponent), or H-search's key when the position was won without searching.
    fn winning_move(&mut self, pos: &Pos, mover: u8) -> Option<Cell> {
        let mut filled = pos.clone();
        fill_in(&mut filled, opp(mover));
        let key = self.hash(&filled, mover);
        for s in filled.empties() {
            if self.table.get(&self.child_key(key, s, mover)) == Some(&(INF, 0)) {
                return Some(filled.cell(s));
            }
        }
        let mut search = pos.clone();
        if search.connections(mover, &mut self.scratch) == Reach::OneMove {
            return self.scratch.keys.first().map(|&s| pos.cell(usize::from(s)));
        }
        None
    }
}

/// Tries to prove who wins `game` (Hex only) by judging at most `budget` nodes.
#[must_use]
pub fn solve(game: &Game, budget: u64) -> Solution {
    let unknown = Solution {
        winner: None,
        key: None,
        nodes: 0,
    };
    if let Some(o) = game.outcome() {
        return Solution {
            winner: Some(o.winner),
            ..unknown
        };
    }
    if game.settings().variant != Variant::Hex || budget == 0 {
        return unknown;
    }
    let pos = Pos::from_board(game.board());
    Solver::new(budget).solve(&pos, code(game.to_move()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::board::game;
    use crate::hex::{BoardSize, Move, Settings};

    /// Who wins `game` by trying every move (small boards only), remembering positions.
    fn exhaustive(game: &Game, memo: &mut HashMap<Vec<u8>, Color>) -> Color {
        if let Some(o) = game.outcome() {
            return o.winner;
        }
        let board = game.board();
        let n = board.size().get();
        let id: Vec<u8> = (0..n)
            .flat_map(|r| (0..n).map(move |c| Cell::new(c, r)))
            .map(|c| match board.get(c) {
                None => 0,
                Some(Color::Red) => 1,
                Some(Color::Blue) => 2,
            })
            .collect();
        if let Some(&w) = memo.get(&id) {
            return w;
        }
        let mover = game.to_move();
        let mut winner = mover.opponent();
        for cell in board.empty_cells().collect::<Vec<_>>() {
            let mut next = game.clone();
            next.play(Move::Place(cell)).unwrap();
            if exhaustive(&next, memo) == mover {
                winner = mover;
                break;
            }
        }
        memo.insert(id, winner);
        winner
    }

    #[test]
    fn the_first_player_wins_small_empty_boards_and_the_key_keeps_the_win() {
        for n in [2, 3, 4] {
            let g = game(n, "");
            let s = solve(&g, 200_000);
            assert_eq!(s.winner, Some(Color::Red), "{n}×{n}");
            let key = s.key.expect("a winning move");
            let mut next = g.clone();
            next.play(Move::Place(key)).unwrap();
            let mut memo = HashMap::new();
            assert_eq!(exhaustive(&next, &mut memo), Color::Red, "{n}×{n} {key}");
        }
    }

    #[test]
    fn proofs_agree_with_exhaustive_play_on_small_boards() {
        // Every position after two stones on 3×3, and a spread of 4×4 positions after four.
        let mut memo = HashMap::new();
        let mut checked = 0;
        let three = game(3, "");
        for a in three.board().empty_cells().collect::<Vec<_>>() {
            for b in three
                .board()
                .empty_cells()
                .filter(|&b| b != a)
                .collect::<Vec<_>>()
            {
                let mut g = three.clone();
                g.play(Move::Place(a)).unwrap();
                g.play(Move::Place(b)).unwrap();
                assert_eq!(
                    solve(&g, 10_000).winner,
                    Some(exhaustive(&g, &mut memo)),
                    "{a} {b}"
                );
                checked += 1;
            }
        }
        let cells: Vec<Cell> = game(4, "").board().empty_cells().collect();
        for i in 0..40usize {
            let mut g = game(4, "");
            let mut used = Vec::new();
            for k in 0..4 {
                let c = cells[(i * 7 + k * 5 + i * k * 3) % cells.len()];
                if !used.contains(&c) {
                    used.push(c);
                }
            }
            for c in used {
                if g.is_over() {
                    break;
                }
                g.play(Move::Place(c)).unwrap();
            }
            assert_eq!(
                solve(&g, 100_000).winner,
                Some(exhaustive(&g, &mut memo)),
                "4×4 #{i}"
            );
            checked += 1;
        }
        assert!(checked >= 110);
    }

    #[test]
    fn a_decided_position_is_proved_and_a_budget_of_one_proves_nothing_open() {
        let won = game(7, "d1 a1 d2 a2 d3 a3 d4 a4 d5 a5 d6");
        assert_eq!(solve(&won, 10).winner, Some(Color::Red));
        let open = game(9, "e5");
        let s = solve(&open, 1);
        assert_eq!((s.winner, s.nodes), (None, 1));
        let rex = {
            let mut settings = Settings::hex(BoardSize::new(7).unwrap());
            settings.variant = Variant::Rex;
            Game::new(settings)
        };
        assert_eq!(solve(&rex, 1000).winner, None);
    }

    #[test]
    fn the_d_column_game_turns_where_mohex_says_it_does() {
        // 7×7, Red d1 d2 down the middle while Blue plays on its own edge: MoHex 2.0's solver
        // (dfpn-solve-state) says d2 lost Red the game and Blue's g2 gave it back.
        let after_d2 = solve(&game(7, "d1 g1 d2"), 16_000);
        assert_eq!(after_d2.winner, Some(Color::Blue));
        let key = after_d2.key.expect("Blue's winning move");
        let mut next = game(7, "d1 g1 d2");
        next.play(Move::Place(key)).unwrap();
        assert_eq!(solve(&next, 16_000).winner, Some(Color::Blue), "{key}");
        assert_eq!(
            solve(&game(7, "d1 g1 d2 g2"), 16_000).winner,
            Some(Color::Red)
        );
    }

    #[test]
    fn the_same_budget_gives_the_same_answer() {
        let g = game(7, "d4 c5 e3");
        assert_eq!(solve(&g, 300), solve(&g, 300));
    }
}
