//! Invariants of the rules, checked over random games.

use hexbot::hex::{
    Board, BoardSize, Cell, Color, EndReason, Game, Move, Settings, SwapRule, Variant, neighbours,
};
use proptest::prelude::*;
use std::collections::HashSet;

/// A board size and a random order of all its cells.
fn size_and_order(max: u32) -> impl Strategy<Value = (BoardSize, Vec<Cell>)> {
    (1..=max).prop_flat_map(|n| {
        let size = BoardSize::new(n).unwrap();
        let cells: Vec<Cell> = size.all_cells().collect();
        (Just(size), Just(cells).prop_shuffle())
    })
}

fn variant() -> impl Strategy<Value = Variant> {
    prop_oneof![Just(Variant::Hex), Just(Variant::Rex)]
}

/// Whether `stones` (all of `color`) join `color`'s two sides on `board`.
fn joins_sides(board: &Board, color: Color, stones: &HashSet<Cell>) -> bool {
    let size = board.size();
    let mut stack: Vec<Cell> = stones
        .iter()
        .copied()
        .filter(|&c| board.on_side(c, color, false))
        .collect();
    let mut seen: HashSet<Cell> = stack.iter().copied().collect();
    while let Some(c) = stack.pop() {
        if board.on_side(c, color, true) {
            return true;
        }
        for n in neighbours(size, c) {
            if stones.contains(&n) && seen.insert(n) {
                stack.push(n);
            }
        }
    }
    false
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// On a full board exactly one colour connects (Hex has no draws).
    #[test]
    fn a_full_board_has_exactly_one_connection((size, order) in size_and_order(13)) {
        let mut board = Board::new(size);
        for (i, &cell) in order.iter().enumerate() {
            let color = if i % 2 == 0 { Color::Red } else { Color::Blue };
            board.place_unchecked(cell, color);
        }
        prop_assert!(board.connected(Color::Red) != board.connected(Color::Blue));
    }

    /// Played through the rules, a random game ends by the time the board is full, with one winner
    /// decided by the variant, and the incremental connection agrees with a flood fill.
    #[test]
    fn a_random_game_ends_with_exactly_one_winner(
        (size, order) in size_and_order(11),
        variant in variant(),
    ) {
        let settings = Settings { size, variant, swap: SwapRule::Off };
        let mut game = Game::new(settings);
        for &cell in &order {
            if game.is_over() {
                break;
            }
            game.play(Move::Place(cell)).unwrap();
        }
        let outcome = game.outcome().expect("a full board always has a connection");
        prop_assert_eq!(outcome.reason, EndReason::Connection);
        let last = game.to_move().opponent(); // the colour that made the last move
        let connector = game.board().get(*outcome.chain.first().unwrap()).unwrap();
        prop_assert_eq!(connector, last, "the game ends on the completing move");
        let expected = match variant { Variant::Hex => last, Variant::Rex => last.opponent() };
        prop_assert_eq!(outcome.winner, expected);
        prop_assert!(!game.board().connected(connector.opponent()));
        let all: HashSet<Cell> = game.board().stones()
            .filter(|&(_, c)| c == connector).map(|(c, _)| c).collect();
        prop_assert!(joins_sides(game.board(), connector, &all));
    }

    /// The highlighted chain is connected, touches both sides, is the connector's, and minimal.
    #[test]
    fn the_winning_chain_is_connected_and_minimal(
        (size, order) in size_and_order(11),
        variant in variant(),
    ) {
        let mut game = Game::new(Settings { size, variant, swap: SwapRule::Off });
        for &cell in &order {
            if game.is_over() { break; }
            game.play(Move::Place(cell)).unwrap();
        }
        let chain = &game.outcome().unwrap().chain;
        let board = game.board();
        let color = board.get(chain[0]).unwrap();
        prop_assert!(chain.iter().all(|&c| board.get(c) == Some(color)));
        prop_assert!(board.on_side(chain[0], color, false));
        prop_assert!(board.on_side(*chain.last().unwrap(), color, true));
        for pair in chain.windows(2) {
            prop_assert!(neighbours(size, pair[0]).any(|n| n == pair[1]), "{} {}", pair[0], pair[1]);
        }
        let set: HashSet<Cell> = chain.iter().copied().collect();
        prop_assert_eq!(set.len(), chain.len());
        prop_assert!(joins_sides(board, color, &set));
        for c in chain {
            let mut without = set.clone();
            without.remove(c);
            prop_assert!(!joins_sides(board, color, &without), "{} could be removed", c);
        }
    }

    /// A mirror swap gives the transpose, with colours exchanged, of the same game under a seat swap:
    /// the position, the player to move and who wins all correspond.
    #[test]
    fn mirror_swap_is_the_transpose_of_seat_swap(
        (size, order) in size_and_order(9).prop_filter("needs two cells", |(s, _)| s.get() >= 2),
        variant in variant(),
    ) {
        let mut mirror = Game::new(Settings { size, variant, swap: SwapRule::Mirror });
        let mut seat = Game::new(Settings { size, variant, swap: SwapRule::Seat });
        let first = order[0];
        for g in [&mut mirror, &mut seat] {
            g.play(Move::Place(first)).unwrap();
            g.play(Move::Swap).unwrap();
        }
        let check = |mirror: &Game, seat: &Game| -> Result<(), TestCaseError> {
            for cell in size.all_cells() {
                let m = mirror.board().get(cell.transposed());
                let s = seat.board().get(cell).map(Color::opponent);
                prop_assert_eq!(m, s, "at {}", cell);
            }
            prop_assert_eq!(mirror.to_move(), seat.to_move().opponent());
            prop_assert_eq!(mirror.is_over(), seat.is_over());
            Ok(())
        };
        check(&mirror, &seat)?;
        // The same player (who moved first) is Red in `mirror` and Blue in `seat`.
        for &cell in order.iter().filter(|&&c| c != first && c != first.transposed()) {
            if mirror.is_over() { break; }
            let m = Move::Place(cell.transposed());
            if mirror.board().get(cell.transposed()).is_some() { continue; }
            mirror.play(m).unwrap();
            seat.play(Move::Place(cell)).unwrap();
            check(&mirror, &seat)?;
        }
        if let (Some(m), Some(s)) = (mirror.outcome(), seat.outcome()) {
            prop_assert_eq!(m.winner, s.winner.opponent());
        }
    }

    /// Replaying a game's move list rebuilds it exactly, whatever the swap form.
    #[test]
    fn replay_round_trips(
        (size, order) in size_and_order(9),
        variant in variant(),
        swap in prop_oneof![Just(SwapRule::Off), Just(SwapRule::Mirror), Just(SwapRule::Seat)],
        swap_now in any::<bool>(),
        stop in 0usize..100,
    ) {
        let mut game = Game::new(Settings { size, variant, swap });
        for (i, &cell) in order.iter().enumerate().take(stop) {
            if game.is_over() { break; }
            if i == 1 && swap_now && game.can_swap() {
                game.play(Move::Swap).unwrap();
            }
            let _ = game.play(Move::Place(cell)); // may be occupied after a mirror swap
        }
        let again = Game::replay(game.settings(), game.moves()).unwrap();
        prop_assert_eq!(&again, &game);
    }
}
