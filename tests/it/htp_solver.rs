//! HTP's solver commands, in MoHex 2.0's shapes, against positions MoHex's solver proves (its
//! answers pinned from `dfpn-solve-state` and `dfpn-solver-find-winning`, Benzene f888938).

use hexbot::htp::Session;

fn run(session: &mut Session, line: &str) -> Result<String, String> {
    session.execute(line).expect("a command").1.result
}

fn at(moves: &[&str], n: u32) -> Session {
    let mut s = Session::new();
    run(&mut s, "param_game allow_swap 0").unwrap();
    run(&mut s, &format!("boardsize {n}")).unwrap();
    let mut colour = 'b';
    for m in moves {
        run(&mut s, &format!("play {colour} {m}")).unwrap();
        colour = if colour == 'b' { 'w' } else { 'b' };
    }
    s
}

#[test]
fn the_solver_agrees_with_mohex_on_positions_it_proves() {
    // 7×7, Red d1 d2 down the middle, Blue g1: MoHex proves White (Blue) wins.
    let mut s = at(&["d1", "g1", "d2"], 7);
    run(&mut s, "param_dfpn nodelimit 200000").unwrap();
    assert_eq!(run(&mut s, "dfpn-solve-state w"), Ok("white".to_owned()));
    // The side to move is the default colour.
    assert_eq!(run(&mut s, "dfpn-solve-state"), Ok("white".to_owned()));
    // 9×9 after twelve moves of a MoHex self-play game: MoHex proves Black (Red) wins.
    let moves = "d6 g1 h2 d7 c7 b9 c8 c9 d8 e4 b7 e1";
    let mut s = at(&moves.split(' ').collect::<Vec<_>>(), 9);
    run(&mut s, "param_dfpn nodelimit 400000").unwrap();
    assert_eq!(run(&mut s, "dfpn-solve-state b"), Ok("black".to_owned()));
}

#[test]
fn every_winning_move_mohex_finds_is_found() {
    // 6×6 after c3 d4, Black to move: MoHex's winning moves among those it considers.
    let mut s = at(&["c3", "d4"], 6);
    run(&mut s, "param_dfpn nodelimit 3000000").unwrap();
    let ours = run(&mut s, "dfpn-solver-find-winning b").unwrap();
    let ours: Vec<&str> = ours.split_whitespace().collect();
    for m in ["f2", "e3", "c4", "e4", "f4", "a5", "b5", "c5", "a6"] {
        assert!(ours.contains(&m), "{m} missing from {ours:?}");
    }
}

#[test]
fn limits_and_settings_are_set_and_listed() {
    let mut s = at(&["e5"], 9);
    run(&mut s, "param_dfpn nodelimit 1").unwrap();
    assert_eq!(run(&mut s, "dfpn-solve-state w"), Ok("unknown".to_owned()));
    let listed = run(&mut s, "param_dfpn").unwrap();
    for name in [
        "timelimit 0",
        "nodelimit 1",
        "widening_base 1",
        "widening_factor 0.25",
        "epsilon 0",
    ] {
        assert!(listed.contains(name), "{name} not in {listed}");
    }
    assert!(run(&mut s, "param_dfpn widening_factor 0").is_err());
    assert!(run(&mut s, "param_dfpn timelimit -1").is_err());
    assert!(run(&mut s, "param_dfpn bogus 1").is_err());
    assert!(run(&mut s, "dfpn-solve-state green").is_err());
    assert!(run(&mut s, "dfpn-solver-find-winning").is_err());
    assert_eq!(run(&mut s, "dfpn-clear-tt"), Ok(String::new()));
    assert_eq!(run(&mut s, "known_command vc-build"), Ok("true".to_owned()));
    assert!(
        run(&mut s, "list_commands")
            .unwrap()
            .contains("dfpn-solve-state")
    );
}

#[test]
fn vc_build_and_mustplay_label_cells_as_hexgui_draws_them() {
    // Red b2 on 5×5 is bridged to the top over b1 and c1 (captured by Black); a1 is dead then.
    let mut s = at(&["b2", "d4"], 5);
    let built = run(&mut s, "vc-build b").unwrap();
    let words: Vec<&str> = built.split_whitespace().collect();
    assert_eq!(words.len() % 2, 0, "{built}");
    let label = |cell: &str| {
        words
            .chunks(2)
            .find(|p| p[0] == cell)
            .map(|p| p[1].to_owned())
    };
    assert_eq!(label("b1").as_deref(), Some("fcb"), "{built}");
    assert_eq!(label("c1").as_deref(), Some("fcb"), "{built}");
    assert!(words.chunks(2).all(|p| p[1] == "x"
        || p[1] == "fd"
        || p[1] == "fcb"
        || p[1] == "fcw"
        || p[1].starts_with("iv[")
        || p[1].starts_with("id[")));
    let must = run(&mut s, "vc-get-mustplay b").unwrap();
    assert!(!must.contains("iv[") && !must.contains("id["), "{must}");
    // A decided position marks nothing outside: Red's chain is complete but for a bridge.
    let mut s = at(&["c1", "a1", "c2", "a2", "c3", "a3", "c4", "a4"], 5);
    let built = run(&mut s, "vc-build b").unwrap();
    assert!(!built.contains(" x"), "{built}");
}
