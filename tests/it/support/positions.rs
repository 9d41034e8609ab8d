//! Fixture positions kept as data in `tests/data/`: a position is a small text file of `key value`
//! lines (`size`, `variant` hex|rex, `swap` off|mirror|seat, `moves` in play order; `#` starts a
//! comment), replayed through the rules, so a fixture that is not a legal game fails loudly.

use hexbot::hex::{BoardSize, Game, Settings, SwapRule, Variant};
use std::path::PathBuf;

fn data_file(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", name]
        .iter()
        .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The lines of a data file without comments and blank lines.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
}

/// The position `tests/data/positions/NAME.txt`, replayed through the rules.
pub fn position(name: &str) -> Game {
    let text = data_file(&format!("positions/{name}.txt"));
    let (mut size, mut variant, mut swap, mut moves) = (None, Variant::Hex, SwapRule::Off, "");
    for line in lines(&text) {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let value = value.trim();
        match key {
            "size" => size = Some(BoardSize::new(value.parse().expect("size N")).expect("1-19")),
            "variant" => {
                variant = match value {
                    "hex" => Variant::Hex,
                    "rex" => Variant::Rex,
                    other => panic!("{name}: unknown variant {other}"),
                }
            }
            "swap" => {
                swap = match value {
                    "off" => SwapRule::Off,
                    "mirror" => SwapRule::Mirror,
                    "seat" => SwapRule::Seat,
                    other => panic!("{name}: unknown swap form {other}"),
                }
            }
            "moves" => moves = value,
            other => panic!("{name}: unknown line {other:?}"),
        }
    }
    let settings = Settings {
        size: size.unwrap_or_else(|| panic!("{name}: no size")),
        variant,
        swap,
    };
    let mut game = Game::new(settings);
    for text in moves.split_whitespace() {
        let mv = game
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{name}: {text}: {e}"));
        game.play(mv)
            .unwrap_or_else(|e| panic!("{name}: {text}: {e}"));
    }
    game
}

/// The whitespace-separated words of `tests/data/NAME` (comments dropped).
pub fn words(name: &str) -> Vec<String> {
    let text = data_file(name);
    lines(&text)
        .flat_map(str::split_whitespace)
        .map(str::to_owned)
        .collect()
}
