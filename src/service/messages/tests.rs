//! The messages' tests: formatting, capitals, lists cut to fit.
use super::*;

#[test]
fn slots_are_filled_by_name() {
    let m = Message::new(Key::Moved)
        .arg("player", Arg::User(UserId(1), "Ann".into()))
        .arg("color", Color::Red)
        .arg("cell", Cell::new(4, 4));
    assert_eq!(m.to_string(), "Ann (Red) played e5.");
    assert_eq!(m.format(Locale::De), "Ann (Rot) hat e5 gesetzt.");
}

#[test]
fn every_key_is_in_the_source_catalogue() {
    for key in Key::ALL {
        assert!(i18n::has(Locale::EnUs, &key.id()), "{key:?} ({})", key.id());
    }
    assert_eq!(Key::NoGameHere.id(), "no-game-here");
    assert_eq!(Key::AltRedStones.id(), "alt-red-stones");
}

#[test]
fn the_computer_opening_a_sentence_is_capitalised_but_names_are_not() {
    let computer: Arg = Message::new(Key::ComputerName).into();
    let m = Message::new(Key::Moved)
        .arg("player", computer)
        .arg("color", Color::Blue)
        .arg("cell", Cell::new(0, 0));
    assert_eq!(m.to_string(), "The computer (Blue) played a1.");
    assert!(
        m.format(Locale::PtBr).starts_with("O computador"),
        "{}",
        m.format(Locale::PtBr)
    );
    assert!(
        m.format(Locale::De).starts_with("Der Computer"),
        "{}",
        m.format(Locale::De)
    );
    let m = Message::new(Key::Moved)
        .arg("player", Arg::User(UserId(1), "ann".into()))
        .arg("color", Color::Red)
        .arg("cell", Cell::new(0, 0));
    assert_eq!(m.to_string(), "ann (Red) played a1.");
    // Also after a full stop, but not after a colon.
    let seats = Message::new(Key::SeatsHex)
        .arg("red", Message::new(Key::ComputerName))
        .arg("blue", Arg::User(UserId(1), "ann".into()));
    let m = Message::new(Key::AiGameStarted)
        .arg("player", Arg::User(UserId(1), "ann".into()))
        .arg("level", level_arg(crate::ai::Level::Easy))
        .arg("variant", "Hex")
        .arg("board", board_arg(7))
        .arg("seats", seats.clone());
    assert!(m.to_string().contains(". The computer plays Red"), "{m}");
    assert!(m.to_string().contains("the computer (Easy)"), "{m}");
    let m = Message::new(Key::RematchStarted).arg("seats", seats);
    assert!(
        m.to_string().starts_with("Rematch: the computer plays Red"),
        "{m}"
    );
    // A name keeps its case even where a piece starting with it opens a sentence.
    let caption = Message::new(Key::CaptionFirstMove)
        .arg("player", Arg::User(UserId(1), "ana".into()))
        .arg("color", Color::Red);
    let none = |key| {
        Message::new(key)
            .arg("count", 0)
            .arg("cells", Arg::List(Vec::new()))
    };
    let m = Message::new(Key::AltText)
        .arg("board", board_arg(7))
        .arg("caption", caption)
        .arg("red-stones", none(Key::AltRedStones))
        .arg("blue-stones", none(Key::AltBlueStones));
    assert_eq!(
        m.to_string(),
        "A 7×7 board. ana (Red) to play the first move. No red stones. No blue stones."
    );
    // A piece inside another message is not a sentence of its own.
    let result = Message::new(Key::ExportResult)
        .arg("winner", Message::new(Key::ComputerName))
        .arg("color", Color::Red)
        .arg("reason", Key::ReasonConnection);
    let m = Message::new(Key::ExportTitle)
        .arg("game", 3)
        .arg("date", "2026-11-30")
        .arg("red", Message::new(Key::ComputerName))
        .arg("blue", "ann")
        .arg("variant", "Hex")
        .arg("board", board_arg(9))
        .arg("result", result);
    assert!(
        m.to_string()
            .ends_with("· the computer (Red) won by connection"),
        "{m}"
    );
}

#[test]
fn sizes_and_counts_read_naturally_in_each_language() {
    assert_eq!(board_arg(11).to_string(), "an 11×11 board");
    assert_eq!(board_arg(8).to_string(), "an 8×8 board");
    assert_eq!(board_arg(7).to_string(), "a 7×7 board");
    assert_eq!(count(1, Key::Moves).to_string(), "1 move");
    assert_eq!(count(0, Key::Moves).to_string(), "0 moves");
    assert_eq!(count(12, Key::Moves).to_string(), "12 moves");
    let f = |a: Arg, l: Locale| match a {
        Arg::Message(m) => m.format(l),
        Arg::Text(_) | Arg::Number(_) | Arg::User(..) => panic!("{a:?} is no message"),
        Arg::Color(_) | Arg::Cell(_) | Arg::List(_) => panic!("{a:?} is no message"),
        Arg::Mention(..) | Arg::Place(..) | Arg::Board(..) | Arg::Time(_) | Arg::Link(_) => {
            panic!("{a:?} is no message")
        }
    };
    assert_eq!(f(count(1, Key::Moves), Locale::PtBr), "1 jogada");
    assert_eq!(f(count(3, Key::Moves), Locale::PtBr), "3 jogadas");
    assert_eq!(f(count(1, Key::Moves), Locale::De), "1 Zug");
    assert_eq!(f(count(3, Key::Moves), Locale::De), "3 Züge");
    assert_eq!(f(count(1, Key::Moves), Locale::EsEs), "1 jugada");
    assert_eq!(f(count(3, Key::Moves), Locale::EsEs), "3 jugadas");
    assert_eq!(f(count(3, Key::Moves), Locale::Id), "3 langkah");
    assert_eq!(f(board_arg(11), Locale::De), "einem 11×11-Brett");
}

#[test]
fn ratings_use_the_locales_digit_grouping() {
    let m = Message::new(Key::RatingChange)
        .arg("player", "Ana")
        .arg("before", 1500)
        .arg("after", 1523)
        .arg("delta", "+23");
    assert_eq!(m.format(Locale::EnUs), "Ana: 1,500 → 1,523 (+23).");
    assert!(
        m.format(Locale::De).contains("1.500 → 1.523"),
        "{}",
        m.format(Locale::De)
    );
    assert!(m.format(Locale::PtBr).contains("1.500 → 1.523"));
    assert!(m.format(Locale::Id).contains("1.500 → 1.523"));
    // Spanish groups from five digits on.
    assert!(
        m.format(Locale::EsEs).contains("1500 → 1523"),
        "{}",
        m.format(Locale::EsEs)
    );
    // Game numbers are never grouped.
    let m = Message::new(Key::NoSuchGame).arg("game", 12345);
    assert!(m.to_string().contains("#12345"), "{m}");
}

#[test]
fn long_lists_are_cut_to_fit() {
    let cells: Vec<Arg> = (0..19u8)
        .flat_map(|c| (0..19u8).map(move |r| Arg::Cell(Cell::new(c, r))))
        .collect();
    let m = Message::new(Key::AltRedStones)
        .arg("count", 361)
        .arg("cells", Arg::List(cells));
    let full = m.format(Locale::EnUs);
    assert!(full.chars().count() > 1024);
    let short = m.format_within(Locale::EnUs, 300);
    assert!(short.chars().count() <= 300, "{short}");
    assert!(short.contains("more"), "{short}");
    assert!(short.starts_with("Red stones (361): a1, a2"), "{short}");
}

#[test]
fn no_colour_follows_parentheses() {
    // "the computer (medium) (Red)": a seat whose text ends in parentheses never precedes a
    // colour in parentheses, so seats in games are "the computer" without its level.
    for locale in Locale::ALL {
        assert!(!Message::new(Key::ComputerName).format(locale).contains('('));
    }
}
