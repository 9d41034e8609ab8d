use super::*;
use crate::ai::{rotated, solve};
use crate::hex::{Color, Game, Move, Settings, SwapRule, Variant};

/// A game of `size` with the mirror swap, after Red's first stone on `first`.
fn after(size: BoardSize, first: Cell) -> Game {
    let mut game = Game::new(Settings {
        size,
        variant: Variant::Hex,
        swap: SwapRule::Mirror,
    });
    game.play(Move::Place(first)).unwrap();
    game
}

/// The same game after Blue's swap: a blue stone on the transposed cell, Red to move.
fn swapped(size: BoardSize, first: Cell) -> Game {
    let mut game = after(size, first);
    game.play(Move::Swap).unwrap();
    assert_eq!(game.to_move(), Color::Red);
    assert_eq!(game.board().get(first.transposed()), Some(Color::Blue));
    game
}

#[test]
fn every_shipped_map_parses_covers_its_board_and_is_fair_at_most() {
    for (text, n) in SHIPPED.iter().zip([9, 11, 13]) {
        let map = parse_swap_map(text).unwrap_or_else(|e| panic!("{n}: {e}"));
        let size = BoardSize::new(n).unwrap();
        assert_eq!(map.size, size);
        assert_eq!(swap_map(size), Some(&map));
        assert_eq!(map.cells.len(), size.cells());
        assert!(map.command.starts_with("hexbot-lab bench swap-map --size "));
        assert!(!map.budget.is_empty());
        assert!(map.playouts >= 50_000, "{n}: {}", map.playouts);
        for cell in size.all_cells() {
            let (v, turned) = (map.value(cell), map.value(rotated(cell, size)));
            assert!((0.0..=0.5).contains(&v), "{cell} on {n}: {v}");
            assert_eq!(v, turned, "{cell} and its 180° turn on {n}");
            assert_eq!(
                map.unswapped[cell.index(size)],
                map.unswapped[rotated(cell, size).index(size)]
            );
        }
    }
    assert_eq!(swap_map(BoardSize::new(7).unwrap()), None);
}

#[test]
fn the_swap_decision_keeps_the_smaller_chance() {
    assert_eq!(after_swap_decision(0.8), 1.0 - 0.8);
    assert_eq!(after_swap_decision(0.3), 0.3);
    assert_eq!(after_swap_decision(0.5), 0.5);
    assert_eq!(after_swap_decision(1.0), 0.0);
}

/// The argument of the module's documentation on exact values: on 5×5, for every first stone,
/// Red wins after the swap (Red to move, blue stone on the transposed cell) exactly when Blue
/// wins the unswapped position; and a stone and its 180° turn have the same winner.
#[test]
fn the_swap_exchanges_the_winner_on_the_solvers_proofs() {
    let size = BoardSize::new(5).unwrap();
    for cell in size.all_cells() {
        let plain = solve(&after(size, cell), 1_000_000).winner.unwrap();
        let swap = solve(&swapped(size, cell), 1_000_000).winner.unwrap();
        assert_eq!(swap, plain.opponent(), "{cell}");
        let turned = solve(&after(size, rotated(cell, size)), 1_000_000).winner;
        assert_eq!(turned, Some(plain), "{cell}");
    }
}

#[test]
fn malformed_maps_are_refused_with_their_line() {
    let good = "# Made by: x\n# Budget: y\nsize 1\na1 0.3 estimated 0.3\n";
    assert!(parse_swap_map(good).is_err(), "size 1 is not a board");
    let head = "# Made by: hexbot-lab bench swap-map --playouts 10\n# Budget: b\nsize 7\n";
    let full: String = BoardSize::new(7)
        .unwrap()
        .all_cells()
        .map(|c| format!("{c} 0.7000 estimated 0.3000\n"))
        .collect();
    let map = parse_swap_map(&format!("{head}{full}")).unwrap();
    assert!(map.swapped(Cell::new(0, 0)));
    assert_eq!(map.playouts, 10);
    let unnamed = format!("{head}{full}").replace(" --playouts 10", "");
    assert_eq!(
        parse_swap_map(&unnamed).unwrap_err().line,
        0,
        "no --playouts"
    );
    assert!((map.value(Cell::new(3, 3)) - 0.3).abs() < 1e-6);
    let error = |text: &str| parse_swap_map(text).unwrap_err();
    assert_eq!(error(head).line, 0, "no cells");
    assert_eq!(error(&format!("{head}a1 0.7 estimated 0.7\n")).line, 4);
    assert_eq!(error(&format!("{head}a1 1.7 estimated 0.3\n")).line, 4);
    assert_eq!(error(&format!("{head}a1 0.7 maybe 0.3\n")).line, 4);
    assert_eq!(error(&format!("{head}h1 0.7 proved 0.3\n")).line, 4);
    let twice = format!("{head}a1 0.7 proved 0.3\na1 0.7 proved 0.3\n");
    assert_eq!(error(&twice).line, 5);
    assert_eq!(error(&full).line, 1, "no size line before the cells");
}
