//! Reading and writing TRF files: the model read, round trips, and errors with their place.

use super::super::model::{
    Colour, DutchRules, Player, PointSystem, RoundResult, Score, Tournament,
};
use super::{TrfError, read_trf, write_trf};

/// A small tournament as bbpPairings writes one (lines ending in `\r`), two rounds played.
fn sample() -> String {
    [
        "012 Club Swiss",
        "001    1      Alice                             2100                             1.5    1     2 w 1     3 b =",
        "001    2      Bob                               2000                             1.0    2     1 b 0  0000 - U",
        "001    3      Carol                             1900                             0.5    3  0000 - Z     1 w =",
        "XXR 4",
        "XXC white1",
    ]
    .join("\r")
}

#[test]
fn a_file_reads_into_the_model() {
    let t = read_trf(&sample()).unwrap();
    assert_eq!(t.name, "Club Swiss");
    assert_eq!(t.rounds, 4);
    assert_eq!(t.initial_colour, Some(Colour::White));
    assert_eq!(t.players.len(), 3);
    assert_eq!(t.players[0].rating, 2100);
    assert_eq!(t.players[1].name, "Bob");
    assert_eq!(
        t.players[0].results,
        vec![
            RoundResult::Played {
                opponent: 2,
                colour: Colour::White,
                score: Score::Win,
                rated: true
            },
            RoundResult::Played {
                opponent: 3,
                colour: Colour::Black,
                score: Score::Draw,
                rated: true
            },
        ]
    );
    assert_eq!(t.players[1].results[1], RoundResult::PairingBye);
    assert_eq!(t.players[2].results[0], RoundResult::NotPaired(Score::Loss));
    assert_eq!(t.rounds_played(), 2);
}

#[test]
fn line_ends_of_every_kind_and_a_byte_order_mark_read_alike() {
    let lone_cr = read_trf(&sample()).unwrap();
    let crlf = format!("\u{feff}{}\r\n", sample().replace('\r', "\r\n"));
    assert_eq!(read_trf(&crlf).unwrap(), lone_cr);
    assert_eq!(read_trf(&sample().replace('\r', "\n")).unwrap(), lone_cr);
}

#[test]
fn writing_and_reading_again_gives_the_same_tournament_and_text() {
    let t = read_trf(&sample()).unwrap();
    let text = write_trf(&t);
    let again = read_trf(&text).unwrap();
    assert_eq!(again, t);
    assert_eq!(write_trf(&again), text);
    // Columns: the start number in 5-8, the points in 81-84, round 1 from 92.
    let line = text.lines().find(|l| l.starts_with("001    1")).unwrap();
    let chars: Vec<char> = line.chars().collect();
    assert_eq!(chars[80..84].iter().collect::<String>(), " 1.5");
    assert_eq!(chars[91..99].iter().collect::<String>(), "   2 w 1");
}

#[test]
fn every_kind_of_round_survives_a_round_trip() {
    use RoundResult::*;
    let w = Colour::White;
    let b = Colour::Black;
    let mut t = Tournament {
        name: "Kinds".into(),
        rounds: 9,
        initial_colour: Some(Colour::Black),
        ..Tournament::default()
    };
    let rows = [
        vec![
            Played {
                opponent: 2,
                colour: w,
                score: Score::Win,
                rated: true,
            },
            Played {
                opponent: 2,
                colour: b,
                score: Score::Draw,
                rated: false,
            },
            Forfeit {
                opponent: 2,
                colour: Some(w),
                won: true,
            },
            Forfeit {
                opponent: 2,
                colour: None,
                won: false,
            },
            PairingBye,
            NotPaired(Score::Win),
            NotPaired(Score::Draw),
            NotPaired(Score::Loss),
        ],
        vec![
            Played {
                opponent: 1,
                colour: b,
                score: Score::Loss,
                rated: true,
            },
            Played {
                opponent: 1,
                colour: w,
                score: Score::Draw,
                rated: false,
            },
            Forfeit {
                opponent: 1,
                colour: Some(b),
                won: false,
            },
            Forfeit {
                opponent: 1,
                colour: None,
                won: true,
            },
            NotPaired(Score::Loss),
            PairingBye,
        ],
    ];
    for (i, results) in rows.into_iter().enumerate() {
        let mut p = Player::new(i as u32 + 1, format!("Ünïcode name {i}"), 1500);
        p.identity.federation = "NED".into();
        p.identity.title = "FM".into();
        p.results = results;
        t.players.push(p);
    }
    t.forbidden.push(vec![1, 2]);
    t.accelerations.push((1, vec![10, 5, 0]));
    let text = write_trf(&t);
    assert_eq!(read_trf(&text), Ok(t), "{text}");
}

#[test]
fn a_point_system_of_its_own_is_written_and_read() {
    let mut t = read_trf(&sample()).unwrap();
    t.points = PointSystem {
        win: 30,
        draw: 10,
        loss: 0,
        zero_bye: 0,
        forfeit_loss: 0,
        pairing_bye: 30,
    };
    // Scores must agree with the new system: rewrite from the model.
    let text = write_trf(&t);
    assert!(text.contains("BBW  3.0"));
    assert!(!text.contains("BBU"));
    assert_eq!(read_trf(&text).unwrap().points, t.points);
}

fn error_of(text: &str) -> TrfError {
    read_trf(text).unwrap_err()
}

#[test]
fn bad_files_say_where() {
    let good = sample().replace('\r', "\n");
    // A player line too short.
    let e = error_of("001    1      Alice\n");
    assert_eq!((e.line, e.column), (1, 20), "{e}");
    // A colour that is not w, b or -.
    let bad = good.replacen("    2 w 1", "    2 x 1", 1);
    let e = error_of(&bad);
    assert_eq!((e.line, e.column), (2, 97), "{e}");
    assert!(e.to_string().contains("round 1"), "{e}");
    // A result code that does not exist.
    let e = error_of(&good.replacen("    2 w 1", "    2 w 7", 1));
    assert_eq!((e.line, e.column), (2, 99), "{e}");
    // Points that do not add up.
    let e = error_of(&good.replacen(" 1.5    1", " 2.5    1", 1));
    assert_eq!((e.line, e.column), (2, 81), "{e}");
    // A game the opponent's line does not confirm.
    let e = error_of(&good.replacen("    1 b 0", "    1 w 0", 1));
    assert_eq!(e.line, 2, "{e}");
    // A missing start number.
    let e = error_of(&good.replacen("001    3", "001    4", 1));
    assert!(
        e.to_string().contains("no player has start number 3"),
        "{e}"
    );
    // An opponent who does not exist.
    let e = error_of(&good.replacen("    3 b =", "    9 b =", 1));
    assert!(e.to_string().contains("no player 9"), "{e}");
    // Not a number of rounds.
    let e = error_of(&good.replacen("XXR 4", "XXR four", 1));
    assert_eq!((e.line, e.column), (5, 5), "{e}");
}

#[test]
fn arbitrary_text_never_panics() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let base: Vec<char> = sample().chars().collect();
    for _ in 0..3000 {
        let mut text = base.clone();
        for _ in 0..rng.random_range(1..6) {
            let at = rng.random_range(0..text.len());
            let c = [
                '1', '0', '=', '+', '-', 'w', 'b', ' ', '\n', '\r', 'x', 'é', '9', 'U', 'H',
            ][rng.random_range(0..15)];
            if rng.random_bool(0.5) {
                text[at] = c;
            } else {
                text.insert(at, c);
            }
        }
        let text: String = text.into_iter().collect();
        if let Ok(t) = read_trf(&text) {
            let _ = crate::tournament::pair_dutch(&t);
        }
    }
}

#[test]
fn the_rules_are_read_from_192_or_from_bbppairings_092_and_written_as_192() {
    let with = |line: &str| sample().replacen("XXR 4", &format!("{line}\rXXR 4"), 1);
    let rules = |line: &str| read_trf(&with(line)).unwrap().rules;
    assert_eq!(read_trf(&sample()).unwrap().rules, None, "not said");
    assert_eq!(rules("192 FIDE_DUTCH_2017"), Some(DutchRules::Fide2017));
    assert_eq!(rules("192 FIDE_DUTCH_2025"), Some(DutchRules::Fide2025));
    assert_eq!(rules("192 fide_dutch"), Some(DutchRules::Fide2025));
    // bbpPairings 6 writes its code on the 092 line; a 192 line says it with more right.
    assert_eq!(rules("092 FIDE_DUTCH_2025"), Some(DutchRules::Fide2025));
    assert_eq!(
        rules("192 FIDE_DUTCH_2017\r092 FIDE_DUTCH_2025"),
        Some(DutchRules::Fide2017)
    );
    // 092 in its own right is free text, kept.
    let free = read_trf(&with("092 Individual: Swiss-System")).unwrap();
    assert_eq!(free.rules, None);
    assert_eq!(free.notes, vec!["092 Individual: Swiss-System".to_owned()]);
    let mut t = read_trf(&sample()).unwrap();
    t.rules = Some(DutchRules::Fide2017);
    let text = write_trf(&t);
    assert!(
        text.starts_with("012 Club Swiss\n192 FIDE_DUTCH_2017\n"),
        "{text}"
    );
    assert_eq!(read_trf(&text), Ok(t));
}

#[test]
fn the_records_of_trf_2026_are_read() {
    let text = sample()
        .replace("XXR 4", "142 5")
        .replace(
            "XXC white1",
            "152 B\r162  W 1.0    D 0.5    L 0.0    A 0.0    P 0.5",
        )
        .replace(
            "1.0    2     1 b 0  0000 - U",
            "0.5    2     1 b 0  0000 - U",
        );
    let t = read_trf(&text).unwrap();
    assert_eq!(t.rounds, 5);
    assert_eq!(t.initial_colour, Some(Colour::Black));
    assert_eq!(
        t.points,
        PointSystem {
            pairing_bye: 5,
            ..PointSystem::default()
        }
    );
}

#[test]
fn tournament_types_other_than_the_dutch_rules_are_refused_saying_so() {
    let with = |line: &str| error_of(&sample().replacen("XXR 4", line, 1));
    let e = with("192 FIDE_BURSTEIN");
    assert_eq!((e.line, e.column), (5, 5), "{e}");
    assert!(
        e.message.contains("FIDE_DUTCH_2025 or FIDE_DUTCH_2017"),
        "{e}"
    );
    assert!(with("192 FIDE_DUTCH_2025_BAKU").message.contains("Baku"));
    assert!(with("152 X").message.contains("W or B"));
    let e = with("162  X 1.0");
    assert_eq!((e.line, e.column), (5, 6), "{e}");
}

#[test]
fn the_rules_are_named_by_their_year_or_trf_code() {
    assert_eq!("2017".parse(), Ok(DutchRules::Fide2017));
    assert_eq!(" 2025 ".parse(), Ok(DutchRules::Fide2025));
    assert_eq!("FIDE_DUTCH_2017".parse(), Ok(DutchRules::Fide2017));
    let bad = "2016".parse::<DutchRules>().unwrap_err();
    assert!(bad.to_string().contains("2017 or 2025"), "{bad}");
    assert_eq!(DutchRules::default(), DutchRules::Fide2025);
    for rules in DutchRules::ALL {
        assert_eq!(DutchRules::from_trf_code(rules.trf_code()), Some(rules));
        assert_eq!(rules.to_string().parse(), Ok(rules));
    }
}
