//! An exhaustive solver for tiny boards, as an oracle for the rules: which first moves win for the
//! first player with perfect play, in Hex and in Rex, compared with the known results.

use hexbot::hex::{Board, BoardSize, Cell, Color, Game, Move, Settings, SwapRule, Variant};
use std::collections::HashMap;

/// Solves positions by negamax with a transposition table keyed by the stones. It works on the bare
/// board for speed; the first move of each line goes through `Game`, and the property tests check
/// that `Game` and `Board` agree on connections.
struct Solver {
    variant: Variant,
    memo: HashMap<(u32, u32), bool>,
}

impl Solver {
    /// Whether `me`, to move on `board`, wins with perfect play.
    fn mover_wins(&mut self, board: &Board, me: Color, key: (u32, u32)) -> bool {
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let size = board.size();
        let mut wins = false;
        for cell in board.empty_cells() {
            let mut next = board.clone();
            let bit = 1u32 << cell.index(size);
            let next_key = match me {
                Color::Red => (key.0 | bit, key.1),
                Color::Blue => (key.0, key.1 | bit),
            };
            let good = if next.place_unchecked(cell, me) {
                // The move completes `me`'s chain: a win in Hex, a loss in Rex.
                self.variant == Variant::Hex
            } else {
                !self.mover_wins(&next, me.opponent(), next_key)
            };
            if good {
                wins = true;
                break;
            }
        }
        self.memo.insert(key, wins);
        wins
    }

    /// The first moves after which the first player wins, sorted by notation.
    fn winning_openings(n: u32, variant: Variant) -> Vec<String> {
        let size = BoardSize::new(n).unwrap();
        let settings = Settings {
            size,
            variant,
            swap: SwapRule::Off,
        };
        let mut solver = Solver {
            variant,
            memo: HashMap::new(),
        };
        let mut wins: Vec<String> = size
            .all_cells()
            .filter(|&cell| {
                let mut g = Game::new(settings);
                g.play(Move::Place(cell)).unwrap();
                match g.outcome() {
                    Some(o) => o.winner == Color::Red,
                    None => {
                        let key = (1u32 << cell.index(size), 0);
                        !solver.mover_wins(g.board(), Color::Blue, key)
                    }
                }
            })
            .map(|c: Cell| c.to_string())
            .collect();
        wins.sort();
        wins
    }
}

fn all_cells(n: u32) -> Vec<String> {
    let mut v: Vec<String> = BoardSize::new(n)
        .unwrap()
        .all_cells()
        .map(|c| c.to_string())
        .collect();
    v.sort();
    v
}

#[test]
fn hex_2x2_first_player_wins_at_a2_and_b1() {
    assert_eq!(Solver::winning_openings(2, Variant::Hex), ["a2", "b1"]);
}

#[test]
fn hex_3x3_first_player_wins_at_the_five_central_cells() {
    assert_eq!(
        Solver::winning_openings(3, Variant::Hex),
        ["a2", "a3", "b2", "c1", "c2"]
    );
}

#[test]
fn hex_4x4_first_player_wins_on_the_short_diagonal() {
    assert_eq!(
        Solver::winning_openings(4, Variant::Hex),
        ["a4", "b3", "c2", "d1"]
    );
}

#[test]
fn rex_first_player_wins_on_even_boards_and_loses_on_odd_ones() {
    // Lagarias–Sleator: on an n×n Rex board the first player wins iff n is even, by opening in an
    // acute corner.
    assert!(Solver::winning_openings(1, Variant::Rex).is_empty());
    assert_eq!(Solver::winning_openings(2, Variant::Rex), ["a1", "b2"]);
    assert!(Solver::winning_openings(3, Variant::Rex).is_empty());
    let four = Solver::winning_openings(4, Variant::Rex);
    assert!(four.iter().any(|c| c == "a1") && four.iter().any(|c| c == "d4"));
}

#[test]
fn rex_4x4_every_opening_wins_except_b3_and_c2() {
    let expected: Vec<String> = all_cells(4)
        .into_iter()
        .filter(|c| c != "b3" && c != "c2")
        .collect();
    assert_eq!(Solver::winning_openings(4, Variant::Rex), expected);
}
