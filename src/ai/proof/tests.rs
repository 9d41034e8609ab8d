//! The solver against exhaustive play on small boards, and against MoHex 2.0 on positions its
//! solver proves (pinned).

use super::*;
use crate::ai::board::game;
use crate::hex::{BoardSize, Move, Settings};
use std::collections::HashMap;

/// Who wins `game` by trying every move (small boards only), remembering positions.
fn exhaustive(game: &Game, memo: &mut HashMap<Vec<u8>, Color>) -> Color {
    if let Some(o) = game.outcome() {
        return o.winner;
    }
    let board = game.board();
    let id: Vec<u8> = board
        .size()
        .all_cells()
        .map(|c| match board.get(c) {
            None => 0,
            Some(Color::Red) => 1,
            Some(Color::Blue) => 2,
        })
        .chain([u8::from(game.to_move() == Color::Blue)])
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

/// Positions of `n`×`n` after `stones` stones from a seeded stream, not yet over.
fn positions(n: u32, stones: usize, count: usize, mut seed: u64) -> Vec<Game> {
    let mut next = |k: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % k as u64) as usize
    };
    let mut out = Vec::new();
    while out.len() < count {
        let mut g = game(n, "");
        for _ in 0..stones {
            let empty: Vec<Cell> = g.board().empty_cells().collect();
            g.play(Move::Place(empty[next(empty.len())])).unwrap();
            if g.is_over() {
                break;
            }
        }
        if !g.is_over() {
            out.push(g);
        }
    }
    out
}

#[test]
fn the_first_player_wins_small_empty_boards_and_the_key_keeps_the_win() {
    for n in [1, 2, 3, 4, 5] {
        let g = game(n, "");
        let s = solve(&g, 200_000);
        assert_eq!(s.winner, Some(Color::Red), "{n}×{n}");
        let key = s.key.expect("a winning move");
        let mut next = g.clone();
        next.play(Move::Place(key)).unwrap();
        if n <= 4 {
            assert_eq!(
                exhaustive(&next, &mut HashMap::new()),
                Color::Red,
                "{n}×{n} {key}"
            );
        }
        assert_eq!(
            solve(&next, 200_000).winner,
            Some(Color::Red),
            "{n}×{n} {key}"
        );
    }
}

#[test]
fn proofs_agree_with_exhaustive_play_on_small_boards() {
    // Every position after two stones on 3×3, and spreads of 4×4 and 5×5 positions; each also
    // with a table shared across them all (a table must never carry a wrong answer over).
    let mut memo = HashMap::new();
    let mut shared = Prover::new(50_000);
    let mut checked = 0;
    let three = game(3, "");
    let mut all: Vec<Game> = Vec::new();
    for a in three.board().empty_cells() {
        for b in three.board().empty_cells().filter(|&b| b != a) {
            let mut g = three.clone();
            g.play(Move::Place(a)).unwrap();
            g.play(Move::Place(b)).unwrap();
            all.push(g);
        }
    }
    all.extend(positions(4, 4, 60, 0x4444_0001));
    all.extend(positions(4, 7, 60, 0x4444_0002));
    all.extend(positions(5, 12, 40, 0x5555_0001));
    for g in &all {
        let truth = exhaustive(g, &mut memo);
        let fresh = solve(g, 100_000);
        assert_eq!(fresh.winner, Some(truth), "{:?}", g.moves());
        assert_eq!(
            shared.solve(g, Limits::nodes(100_000)).winner,
            Some(truth),
            "shared table, {:?}",
            g.moves()
        );
        if let Some(key) = fresh.key {
            assert_eq!(truth, g.to_move());
            let mut next = g.clone();
            next.play(Move::Place(key)).unwrap();
            assert_eq!(
                exhaustive(&next, &mut memo),
                truth,
                "key {key} of {:?}",
                g.moves()
            );
        }
        checked += 1;
    }
    assert!(checked >= 220, "{checked}");
}

#[test]
fn every_winning_move_is_found_on_small_boards() {
    let mut memo = HashMap::new();
    let mut prover = Prover::default();
    for g in positions(4, 5, 25, 0x77_0001)
        .into_iter()
        .chain(positions(5, 13, 10, 0x77_0002))
    {
        let found = prover
            .winning_moves(&g, Limits::nodes(1_000_000))
            .expect("decided");
        let truth: Vec<Cell> = g
            .board()
            .empty_cells()
            .filter(|&c| {
                let mut next = g.clone();
                next.play(Move::Place(c)).unwrap();
                exhaustive(&next, &mut memo) == g.to_move()
            })
            .collect();
        assert_eq!(found, truth, "{:?}", g.moves());
    }
}

#[test]
fn a_position_solved_once_costs_nothing_the_second_time() {
    let g = game(6, "c3 d4");
    let mut prover = Prover::default();
    let first = prover.solve(&g, Limits::nodes(200_000));
    assert!(first.winner.is_some() && first.nodes >= 1);
    let again = prover.solve(&g, Limits::nodes(200_000));
    assert_eq!((again.winner, again.nodes), (first.winner, 0));
    // A parent of a solved position starts with its child known.
    let parent = game(6, "c3");
    let p = prover.solve(&parent, Limits::nodes(200_000));
    assert!(p.winner.is_some());
    prover.clear();
    assert_eq!(prover.table_size().0, 0);
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
    assert_eq!(solve(&game(5, "c3"), 0).winner, None);
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
