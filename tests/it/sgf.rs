//! SGF records: what is written, round trips for random games, and malformed input refused.

use hexbot::hex::{
    BoardSize, Cell, Color, Game, Move, RecordInfo, Settings, SgfError, SwapRule, Variant,
    read_sgf, write_sgf,
};
use proptest::prelude::*;

fn info() -> RecordInfo {
    RecordInfo {
        first: "Alice".into(),
        second: "Bob [the builder]".into(),
        date: Some("2026-11-29".into()),
        comment: None,
        move_comments: Vec::new(),
    }
}

fn game(n: u32, variant: Variant, swap: SwapRule, moves: &str) -> Game {
    let mut g = Game::new(Settings {
        size: BoardSize::new(n).unwrap(),
        variant,
        swap,
    });
    for m in moves.split_whitespace() {
        let mv = g.parse_move(m).unwrap();
        g.play(mv).unwrap();
    }
    g
}

#[test]
fn a_finished_game_is_written_as_hexgui_reads_it() {
    let g = game(3, Variant::Hex, SwapRule::Seat, "b1 swap a1 b2 a2 b3");
    let sgf = write_sgf(&g, &info());
    assert_eq!(
        sgf,
        format!(
            "(;FF[4]GM[11]CA[UTF-8]AP[hexbot:{}]SZ[3]RU[hex swap:seat]PB[Bob [the builder\\]]\
             PW[Alice]DT[2026-11-29]RE[B+]\
             ;B[b1];W[swap-pieces];W[a1];B[b2];W[a2];B[b3])\n",
            env!("CARGO_PKG_VERSION")
        )
    );
    // Bob swapped, so he holds Black: the record names him the winner, as he was.
    assert_eq!(g.outcome().unwrap().winner, Color::Red);
    assert!(g.seats_swapped());
    let (back, who) = read_sgf(&sgf).unwrap();
    assert_eq!(back, g);
    assert_eq!(who, info());
}

#[test]
fn a_mirror_swap_is_written_in_seat_form_and_read_back_as_played() {
    // Mirror: Red's b1 becomes Blue's a2; then Red c1, Blue b3, and Red (the first player)
    // resigns. Written in seat form: the later moves are reflected and the colours exchanged, so
    // the first player holds White after the swap.
    let g = game(4, Variant::Hex, SwapRule::Mirror, "b1 swap c1 b3 resign");
    assert_eq!(g.outcome().unwrap().winner, Color::Blue);
    let who = RecordInfo {
        first: "Player".into(),
        second: "hexbot (Hard)".into(),
        ..RecordInfo::default()
    };
    let sgf = write_sgf(&g, &who);
    assert!(
        sgf.contains(";B[b1];W[swap-pieces];W[a3];B[c2];W[resign])"),
        "{sgf}"
    );
    // The computer (the second player) won: it holds Black in seat form, and the record says
    // so by name, not only by colour.
    assert!(
        sgf.contains("PB[hexbot (Hard)]PW[Player]") && sgf.contains("RE[B+R]"),
        "the second player won, holding Black in seat form: {sgf}"
    );
    let (back, names) = read_sgf(&sgf).unwrap();
    assert_eq!(back, g);
    assert_eq!((names.first, names.second), (who.first, who.second));
}

#[test]
fn a_plain_hexgui_record_is_hex_with_the_seat_swap() {
    let (g, info) = read_sgf(
        "(;FF[4]AP[HexGui:0.9.GIT]GM[11]SZ[5]PB[x]\n;B[c3];W[swap-pieces]\n;W[b2](;B[a1])(;B[e5]))",
    )
    .unwrap();
    assert_eq!(g.settings().swap, SwapRule::Seat);
    assert_eq!(g.settings().variant, Variant::Hex);
    assert!(g.seats_swapped());
    assert_eq!(
        g.moves().len(),
        4,
        "the main line follows the first variation"
    );
    assert_eq!(g.moves()[3], Move::Place(Cell::new(0, 0)));
    // After the swap Black is the second player's colour.
    assert_eq!((info.first.as_str(), info.second.as_str()), ("", "x"));
}

#[test]
fn malformed_records_are_refused_with_reasons() {
    let cases: &[(&str, &str)] = &[
        ("", "not an SGF record: a record starts with \"(;\""),
        ("(;GM[1]SZ[19])", "not a Hex record (GM[1]; Hex is GM[11])"),
        (
            "(;GM[11]SZ[20])",
            "board size 20 is not supported (1 to 19, square)",
        ),
        (
            "(;GM[11]SZ[5:7])",
            "board size 5:7 is not supported (1 to 19, square)",
        ),
        (
            "(;GM[11]SZ[5];B[c3];B[c4])",
            "move 2: c4: it is Blue's turn, not Red's",
        ),
        (
            "(;GM[11]SZ[5];B[z3])",
            "move 1: column z is off the 5×5 board",
        ),
        (
            "(;GM[11]SZ[5];B[c3];W[c3])",
            "move 2: c3: c3 is already taken",
        ),
        (
            "(;GM[11]SZ[5]RU[hex swap:off];B[c3];W[swap-pieces])",
            "move 2: swap: swap is off in this game",
        ),
        (
            "(;GM[11]SZ[5]RU[chess])",
            "unknown rules RU[chess] (expected e.g. \"hex swap:mirror\")",
        ),
        (
            "(;GM[11]SZ[5]AB[c3])",
            "setup stones (AB) are not supported, only moves",
        ),
        (
            "(;GM[11]SZ[5];B[c3]",
            "not an SGF record: the record ends before its \")\"",
        ),
        (
            "(;GM[11]SZ[5];B[c3)",
            "not an SGF record: a value is not closed with \"]\"",
        ),
        (
            "(;GM[11]SZ;B[c3])",
            "not an SGF record: property SZ has no value",
        ),
        (
            "(;GM[11]sz[5])",
            "not an SGF record: property names are upper case",
        ),
        (
            "(;GM[11](;B[a1]);B[a2])",
            "not an SGF record: a node after a variation",
        ),
    ];
    for (text, message) in cases {
        let err: SgfError = read_sgf(text).expect_err(text);
        assert_eq!(err.to_string(), *message, "{text}");
    }
    let deep = format!("(;GM[11]{}", "(".repeat(10_000));
    assert!(read_sgf(&deep).is_err());
}

fn random_game() -> impl Strategy<Value = Game> {
    (
        1u32..=9,
        prop_oneof![Just(Variant::Hex), Just(Variant::Rex)],
        prop_oneof![
            Just(SwapRule::Off),
            Just(SwapRule::Mirror),
            Just(SwapRule::Seat)
        ],
        any::<bool>(),
        any::<bool>(),
        proptest::collection::vec(any::<proptest::sample::Index>(), 0..90),
    )
        .prop_map(|(n, variant, swap, swap_now, resign, picks)| {
            let size = BoardSize::new(n).unwrap();
            let mut g = Game::new(Settings {
                size,
                variant,
                swap,
            });
            for (i, pick) in picks.iter().enumerate() {
                if g.is_over() {
                    break;
                }
                if i == 1 && swap_now && g.can_swap() {
                    g.play(Move::Swap).unwrap();
                    continue;
                }
                let empty: Vec<Cell> = g.board().empty_cells().collect();
                g.play(Move::Place(*pick.get(&empty))).unwrap();
            }
            if resign && !g.is_over() {
                g.play(Move::Resign(g.to_move().opponent())).unwrap();
            }
            g
        })
}

proptest! {
    #[test]
    fn export_then_import_gives_the_same_game(g in random_game()) {
        let sgf = write_sgf(&g, &info());
        let (back, who) = read_sgf(&sgf).unwrap();
        prop_assert_eq!(back, g);
        prop_assert_eq!(who, info());
    }

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,200}") {
        let _ = read_sgf(&text);
        let _ = read_sgf(&format!("(;GM[11]SZ[5]{text})"));
    }
}
