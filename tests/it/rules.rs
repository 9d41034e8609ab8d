//! The rules of Hex and Rex, one behaviour per test.

use hexbot::hex::{
    BoardSize, Cell, Color, EndReason, Game, Move, PlayError, Settings, SwapRule, Variant,
};

use crate::support::positions::position;

fn settings(n: u32, variant: Variant, swap: SwapRule) -> Settings {
    Settings {
        size: BoardSize::new(n).unwrap(),
        variant,
        swap,
    }
}

fn cell(text: &str) -> Cell {
    text.parse().unwrap()
}

/// Plays a space-separated list of moves (`e5`, `swap`, `resign`) for whoever is to move.
fn play_all(game: &mut Game, moves: &str) {
    for text in moves.split_whitespace() {
        let mv = game.parse_move(text).unwrap();
        game.play(mv).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

fn game(n: u32, variant: Variant, swap: SwapRule, moves: &str) -> Game {
    let mut g = Game::new(settings(n, variant, swap));
    play_all(&mut g, moves);
    g
}

#[test]
fn red_moves_first_and_turns_alternate() {
    let mut g = game(5, Variant::Hex, SwapRule::Off, "");
    assert_eq!(g.to_move(), Color::Red);
    play_all(&mut g, "c3");
    assert_eq!(g.to_move(), Color::Blue);
    play_all(&mut g, "d2");
    assert_eq!(g.to_move(), Color::Red);
    assert_eq!(g.board().get(cell("c3")), Some(Color::Red));
    assert_eq!(g.board().get(cell("d2")), Some(Color::Blue));
}

#[test]
fn an_occupied_cell_is_refused_and_nothing_changes() {
    let mut g = game(5, Variant::Hex, SwapRule::Off, "c3");
    let before = g.clone();
    assert_eq!(
        g.play(Move::Place(cell("c3"))),
        Err(PlayError::Occupied(cell("c3")))
    );
    assert_eq!(g, before);
}

#[test]
fn a_cell_off_the_board_is_refused() {
    let mut g = game(5, Variant::Hex, SwapRule::Off, "");
    let err = g.play(Move::Place(cell("f1"))).unwrap_err();
    assert_eq!(
        err,
        PlayError::OffBoard {
            cell: cell("f1"),
            size: BoardSize::new(5).unwrap()
        }
    );
    assert_eq!(g.ply(), 0);
    assert_eq!(
        g.parse_move("f1").unwrap_err().to_string(),
        "column f is off the 5×5 board"
    );
}

#[test]
fn playing_out_of_turn_names_whose_turn_it_is() {
    let mut g = game(5, Variant::Hex, SwapRule::Off, "");
    let err = g.play_as(Color::Blue, Move::Place(cell("a1"))).unwrap_err();
    assert_eq!(
        err,
        PlayError::NotYourTurn {
            color: Color::Blue,
            to_move: Color::Red
        }
    );
    assert_eq!(err.to_string(), "it is Red's turn, not Blue's");
    assert_eq!(g.ply(), 0);
}

#[test]
fn no_move_after_the_game_is_over() {
    // Red joins its sides down column a.
    let mut g = game(2, Variant::Hex, SwapRule::Off, "a1 b1 a2");
    assert!(g.is_over());
    let before = g.clone();
    assert_eq!(g.play(Move::Place(cell("b2"))), Err(PlayError::GameOver));
    assert_eq!(g.play(Move::Resign(Color::Blue)), Err(PlayError::GameOver));
    assert_eq!(g, before);
}

#[test]
fn hex_connection_wins_at_once_with_the_chain() {
    let g = game(3, Variant::Hex, SwapRule::Off, "b1 a1 b2 a2 b3");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Color::Red);
    assert_eq!(o.reason, EndReason::Connection);
    assert_eq!(o.chain, vec![cell("b1"), cell("b2"), cell("b3")]);
}

#[test]
fn blue_connects_left_to_right() {
    let g = game(3, Variant::Hex, SwapRule::Off, "a1 a2 b1 b2 c3 c2");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Color::Blue);
    assert_eq!(o.chain, vec![cell("a2"), cell("b2"), cell("c2")]);
}

#[test]
fn rex_completing_your_own_chain_loses() {
    let g = game(3, Variant::Rex, SwapRule::Off, "b1 a1 b2 a2 b3");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Color::Blue, "Red completed its chain and loses");
    assert_eq!(o.reason, EndReason::Connection);
    assert_eq!(o.chain, vec![cell("b1"), cell("b2"), cell("b3")]);
}

#[test]
fn the_chain_skips_dead_branches() {
    let g = position("chain-with-branch");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Color::Red);
    assert_eq!(
        o.chain,
        vec![cell("b1"), cell("b2"), cell("b3"), cell("b4")]
    );
}

#[test]
fn resignation_ends_the_game_for_either_colour_on_any_turn() {
    let mut g = game(5, Variant::Hex, SwapRule::Off, "c3");
    // Red resigns although it is Blue's turn.
    g.play_as(Color::Red, Move::Resign(Color::Red)).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Color::Blue);
    assert_eq!(o.reason, EndReason::Resignation);
    assert!(o.chain.is_empty());
    // "resign" typed by the side to move resigns for it.
    let g = game(5, Variant::Rex, SwapRule::Off, "c3 resign");
    assert_eq!(g.outcome().unwrap().winner, Color::Red);
}

#[test]
fn mirror_swap_reflects_the_stone_and_changes_its_colour() {
    let g = game(11, Variant::Hex, SwapRule::Mirror, "e2 swap");
    assert_eq!(g.board().get(cell("e2")), None);
    assert_eq!(g.board().get(cell("b5")), Some(Color::Blue));
    assert_eq!(g.board().stone_count(), 1);
    assert_eq!(g.to_move(), Color::Red, "Red moves next");
    assert!(!g.seats_swapped());
    assert_eq!(g.last_stone(), Some(cell("b5")));
}

#[test]
fn mirror_swap_of_a_diagonal_stone_keeps_its_cell() {
    let g = game(11, Variant::Hex, SwapRule::Mirror, "f6 swap");
    assert_eq!(g.board().get(cell("f6")), Some(Color::Blue));
    assert_eq!(g.board().stone_count(), 1);
    assert_eq!(g.to_move(), Color::Red);
}

#[test]
fn seat_swap_keeps_the_stone_and_blue_moves_next() {
    let g = game(11, Variant::Hex, SwapRule::Seat, "e2 swap");
    assert_eq!(g.board().get(cell("e2")), Some(Color::Red));
    assert_eq!(g.to_move(), Color::Blue);
    assert!(g.seats_swapped());
}

#[test]
fn swap_is_refused_when_off_too_late_or_twice() {
    let mut g = game(5, Variant::Hex, SwapRule::Off, "c3");
    assert_eq!(g.play(Move::Swap), Err(PlayError::SwapDisabled));
    assert!(!g.can_swap());

    let mut g = game(5, Variant::Hex, SwapRule::Mirror, "");
    assert_eq!(
        g.play(Move::Swap),
        Err(PlayError::SwapNotNow),
        "not as move 1"
    );

    let mut g = game(5, Variant::Hex, SwapRule::Mirror, "c3 d2");
    assert_eq!(
        g.play(Move::Swap),
        Err(PlayError::SwapNotNow),
        "not as move 3"
    );

    for rule in [SwapRule::Mirror, SwapRule::Seat] {
        let mut g = game(5, Variant::Hex, rule, "c3 swap");
        assert!(!g.can_swap());
        let before = g.clone();
        assert_eq!(g.play(Move::Swap), Err(PlayError::SwapNotNow), "twice");
        assert_eq!(g, before);
    }

    // After a swap Red is to move in colour terms, so Red cannot "swap back" either.
    let mut g = game(5, Variant::Hex, SwapRule::Mirror, "c3 swap d2");
    assert_eq!(g.play(Move::Swap), Err(PlayError::SwapNotNow));
}

#[test]
fn swap_after_a_resignation_is_refused() {
    let mut g = game(5, Variant::Hex, SwapRule::Mirror, "");
    g.play(Move::Resign(Color::Blue)).unwrap();
    assert_eq!(g.play(Move::Swap), Err(PlayError::GameOver));
}

#[test]
fn replay_rebuilds_the_same_game() {
    for (variant, swap, moves) in [
        (Variant::Hex, SwapRule::Mirror, "e2 swap c3 d4 a1"),
        (Variant::Hex, SwapRule::Seat, "e2 swap c3 d4 a1"),
        (Variant::Rex, SwapRule::Off, "b1 a1 b2 a2 b3"),
        (Variant::Hex, SwapRule::Off, "c3 resign"),
    ] {
        let g = game(5, variant, swap, moves);
        let again = Game::replay(g.settings(), g.moves()).unwrap();
        assert_eq!(again, g);
        assert_eq!(again.to_move(), g.to_move());
        assert_eq!(again.outcome(), g.outcome());
    }
}

#[test]
fn replay_names_the_first_illegal_move() {
    let s = settings(5, Variant::Hex, SwapRule::Off);
    let moves = [
        Move::Place(cell("c3")),
        Move::Place(cell("d2")),
        Move::Place(cell("c3")),
    ];
    let err = Game::replay(s, &moves).unwrap_err();
    assert_eq!(err.number, 3);
    assert_eq!(err.error, PlayError::Occupied(cell("c3")));
    assert_eq!(
        err.to_string(),
        "move 3 (c3) is illegal: c3 is already taken"
    );
}

#[test]
fn undo_takes_back_one_move() {
    let g = game(5, Variant::Hex, SwapRule::Mirror, "c3 swap d2");
    let u = g.undone().unwrap();
    assert_eq!(u, game(5, Variant::Hex, SwapRule::Mirror, "c3 swap"));
    assert!(
        game(5, Variant::Hex, SwapRule::Mirror, "")
            .undone()
            .is_none()
    );
}

#[test]
fn one_by_one_board_is_won_by_the_first_stone() {
    let g = game(1, Variant::Hex, SwapRule::Mirror, "a1");
    assert_eq!(g.outcome().unwrap().winner, Color::Red);
    assert_eq!(g.outcome().unwrap().chain, vec![cell("a1")]);
    let g = game(1, Variant::Rex, SwapRule::Mirror, "a1");
    assert_eq!(g.outcome().unwrap().winner, Color::Blue);
}

#[test]
fn move_and_setting_names_parse() {
    let g = game(5, Variant::Hex, SwapRule::Mirror, "c3");
    assert_eq!(g.parse_move(" SWAP ").unwrap(), Move::Swap);
    assert_eq!(g.parse_move("resign").unwrap(), Move::Resign(Color::Blue));
    assert_eq!(g.parse_move("D2").unwrap(), Move::Place(cell("d2")));
    assert!(g.parse_move("pass").is_err());
    assert_eq!("rex".parse::<Variant>().unwrap(), Variant::Rex);
    assert_eq!("Seat".parse::<SwapRule>().unwrap(), SwapRule::Seat);
    assert_eq!(
        "sideways".parse::<SwapRule>().unwrap_err().to_string(),
        "unknown swap rule \"sideways\" (expected off, mirror or seat)"
    );
}
