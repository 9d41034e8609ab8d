//! HTP's engine commands: genmove, reg_genmove, the hexbot-* search settings and param_game.

use hexbot::hex::Move;
use hexbot::htp::Session;

fn run(session: &mut Session, line: &str) -> Result<String, String> {
    session.execute(line).expect("a command").1.result
}

fn quick() -> Session {
    let mut s = Session::new();
    for line in ["hexbot-playouts 300", "hexbot-time 0", "hexbot-seed 7"] {
        assert_eq!(run(&mut s, line), Ok(String::new()), "{line}");
    }
    s
}

#[test]
fn genmove_plays_and_reg_genmove_only_names() {
    let mut s = quick();
    run(&mut s, "boardsize 7").unwrap();
    let named = run(&mut s, "reg_genmove b").unwrap();
    assert_eq!(s.game().ply(), 0, "reg_genmove leaves the board alone");
    let played = run(&mut s, "genmove b").unwrap();
    assert_eq!(named, played, "same seed, same budget, same move");
    assert_eq!(s.game().ply(), 1);
    assert_eq!(s.game().moves()[0].to_string(), played);
}

#[test]
fn mohex_search_statistics_describe_the_last_search() {
    let mut s = quick();
    assert_eq!(run(&mut s, "mohex-search-statistics"), Ok(String::new()));
    run(&mut s, "boardsize 7").unwrap();
    // Without swap, so that the first stone is searched (not a balanced opening).
    run(&mut s, "param_game allow_swap 0").unwrap();
    run(&mut s, "genmove b").unwrap();
    let text = run(&mut s, "mohex-search-statistics").unwrap();
    let value = |label: &str| -> f64 {
        let line = text.lines().find(|l| l.starts_with(label)).expect(label);
        line[label.len()..]
            .split_whitespace()
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert_eq!(value("GamesPlayed"), 300.0, "{text}");
    assert!(
        value("Nodes") > 1.0 && value("Prior Avg After") > 1.0,
        "{text}"
    );
}

#[test]
fn genmove_refuses_the_wrong_colour_and_bad_settings() {
    let mut s = quick();
    assert!(run(&mut s, "genmove w").unwrap_err().contains("turn"));
    assert!(run(&mut s, "genmove").is_err());
    assert!(run(&mut s, "hexbot-level brilliant").is_err());
    assert!(run(&mut s, "hexbot-playouts 0").is_err());
    assert!(run(&mut s, "hexbot-playouts many").is_err());
    assert!(run(&mut s, "hexbot-time -1").is_err());
    assert!(run(&mut s, "hexbot-seed x").is_err());
    assert!(run(&mut s, "param_game colour 1").is_err());
    assert!(run(&mut s, "param_game allow_swap 2").is_err());
    assert_eq!(run(&mut s, "hexbot-level easy"), Ok(String::new()));
}

#[test]
fn genmove_answers_a_central_opening_with_swap_pieces_unless_swap_is_off() {
    let mut s = quick();
    run(&mut s, "play b f6").unwrap();
    assert_eq!(run(&mut s, "reg_genmove w").as_deref(), Ok("swap-pieces"));
    assert_eq!(
        run(&mut s, "param_game").as_deref(),
        Ok("[bool] allow_swap 1")
    );
    run(&mut s, "param_game allow_swap 0").unwrap();
    assert_eq!(s.game().ply(), 1, "switching swap keeps the game");
    let mv = run(&mut s, "genmove w").unwrap();
    assert_ne!(mv, "swap-pieces");
    assert!(matches!(s.game().moves()[1], Move::Place(_)));
}

#[test]
fn genmove_resigns_only_when_hopeless() {
    let mut s = quick();
    run(&mut s, "boardsize 3").unwrap();
    run(&mut s, "param_game allow_swap 0").unwrap();
    // Red b1 and b2 on 3×3 threaten a3 and b3: White cannot stop both.
    for line in ["play b b1", "play w a1", "play b b2"] {
        run(&mut s, line).unwrap();
    }
    assert_eq!(run(&mut s, "genmove w").as_deref(), Ok("resign"));
    assert!(s.game().is_over());
    // A fresh, even position is never resigned.
    let mut s = quick();
    let mv = run(&mut s, "genmove b").unwrap();
    assert_ne!(mv, "resign");
}
