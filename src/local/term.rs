//! The board drawn with text: a rhombus of hexagons, each row shifted half a cell further than the
//! one before (`a1` at the acute corner, as on the picture), the red sides marked along the first
//! and last rows and the blue sides along the first and last columns. With colours, stones are red
//! and blue hexagons, the last move is shown in reverse video and the winning chain on gold; without
//! colours, stones are `R` and `B`, the last move is followed by `<` and the chain's stones are `*`
//! and `#`. A chain that lost (Rex) is never gold: with colours its stones are crossed out (`✖` in
//! the stone's colour on grey), without colours they are `x`; the legend says what Rex asks.

use crate::service::{Cell, Color, Locale, Position, TextValue, text};

const RESET: &str = "\x1b[0m";
const RED: &str = "\x1b[1;31m";
const BLUE: &str = "\x1b[1;34m";
const DIM: &str = "\x1b[2m";
const REVERSE: &str = "\x1b[7m";
const GOLD_BG: &str = "\x1b[43m";
/// The background of a chain that lost: grey, with the stone crossed out.
const LOST_BG: &str = "\x1b[47m";
/// A crossed-out stone.
const LOST_GLYPH: &str = "✖";

/// Whether to use ANSI colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// ANSI colours and styles (a terminal that shows them).
    Color,
    /// Plain text only (`.` for an empty cell; for pipes and logs).
    Plain,
}

fn paint(style: Style, codes: &str, text: &str) -> String {
    match style {
        Style::Color => format!("{codes}{text}{RESET}"),
        Style::Plain => text.to_owned(),
    }
}

/// Column letters, `a`… for the board's size.
fn letter(col: u8) -> char {
    char::from(b'a' + col)
}

/// The board as lines of text (no trailing newline), its legend in `locale`.
pub fn draw_board(pos: &Position, style: Style, locale: Locale) -> String {
    let letter_red = text(locale, "local-letter-red", &[]);
    let letter_blue = text(locale, "local-letter-blue", &[]);
    let n = usize::from(pos.size);
    let mut out = Vec::new();
    // Each cell is two characters wide: the hexagon and a gap. Row r starts r characters right.
    let margin = 4; // row numbers, right-aligned in 3, then the blue side mark
    let letters: String = (0..pos.size).map(|c| format!("{} ", letter(c))).collect();
    out.push(format!("{}{}", " ".repeat(margin + 1), letters.trim_end()));
    let red_line = "▁".repeat(2 * n - 1);
    out.push(format!(
        "{}{}",
        " ".repeat(margin + 1),
        paint(style, RED, &red_line)
    ));
    for row in 0..pos.size {
        let mut line = format!("{:>width$}", row + 1, width = 3 + usize::from(row));
        line.push(' ');
        line.push_str(&paint(style, BLUE, "╲"));
        for col in 0..pos.size {
            let cell = Cell::new(col, row);
            let is_last = pos.last == Some(cell);
            let glyph = glyph(pos, cell, style, (&letter_red, &letter_blue));
            line.push_str(&glyph);
            let gap = if is_last && style == Style::Plain {
                "<"
            } else if col + 1 < pos.size {
                " "
            } else {
                ""
            };
            line.push_str(gap);
        }
        if !(pos.last == Some(Cell::new(pos.size - 1, row)) && style == Style::Plain) {
            line.push(' ');
        }
        line.push_str(&paint(style, BLUE, "╲"));
        line.push_str(&format!(" {}", row + 1));
        out.push(line.trim_end().to_owned());
    }
    out.push(format!(
        "{}{}",
        " ".repeat(margin + 1 + n),
        paint(style, RED, &"▔".repeat(2 * n - 1))
    ));
    out.push(format!(
        "{}{}",
        " ".repeat(margin + 1 + n),
        letters.trim_end()
    ));
    out.push(legend(pos, style, locale, letter_red, letter_blue));
    out.join("\n")
}

/// One cell of the board as text: the hexagon, its stone's colour (or letter), and the marks
/// of the chain that ended the game and of the last stone.
fn glyph(
    pos: &Position,
    cell: Cell,
    style: Style,
    (letter_red, letter_blue): (&str, &str),
) -> String {
    let stone = pos.stones.iter().find(|(c, _)| *c == cell).map(|(_, k)| *k);
    let in_chain = pos.chain.contains(&cell);
    let is_last = pos.last == Some(cell);
    match (stone, style) {
        (None, Style::Color) => paint(style, DIM, "⬡"),
        (None, Style::Plain) => ".".to_owned(),
        (Some(k), Style::Color) => {
            let mut codes = String::from(if k == Color::Red { RED } else { BLUE });
            let lost = in_chain && pos.chain_lost;
            if lost {
                codes.push_str(LOST_BG);
            } else if in_chain {
                codes.push_str(GOLD_BG);
            }
            if is_last {
                codes.push_str(REVERSE);
            }
            paint(style, &codes, if lost { LOST_GLYPH } else { "⬢" })
        }
        (Some(_), Style::Plain) if in_chain && pos.chain_lost => "x".to_owned(),
        (Some(k), Style::Plain) => match (k, in_chain) {
            (Color::Red, false) => letter_red.to_owned(),
            (Color::Blue, false) => letter_blue.to_owned(),
            (Color::Red, true) => "*".to_owned(),
            (Color::Blue, true) => "#".to_owned(),
        },
    }
}

/// The legend under the board, in `locale`: the stones' and the sides' marks, and in Rex that
/// joining your own sides loses, whether or not a chain is shown.
fn legend(
    pos: &Position,
    style: Style,
    locale: Locale,
    letter_red: String,
    letter_blue: String,
) -> String {
    let (id, red_stone, blue_stone) = match (style, pos.chain_lost) {
        (Style::Color, rex) => (
            if rex {
                "local-legend-color-rex"
            } else {
                "local-legend-color"
            },
            paint(style, RED, "⬢"),
            paint(style, BLUE, "⬢"),
        ),
        (Style::Plain, false) => ("local-legend-plain", letter_red, letter_blue),
        (Style::Plain, true) => ("local-legend-plain-rex", letter_red, letter_blue),
    };
    let args: [(&str, TextValue); 5] = [
        ("red-stone", red_stone.into()),
        ("red-edge", paint(style, RED, "▁ ▔").into()),
        ("blue-stone", blue_stone.into()),
        ("blue-edge", paint(style, BLUE, "╲").into()),
        ("lost", paint(style, LOST_BG, LOST_GLYPH).into()),
    ];
    text(locale, id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos() -> Position {
        Position {
            size: 3,
            stones: vec![
                (Cell::new(0, 0), Color::Red),
                (Cell::new(1, 1), Color::Blue),
                (Cell::new(0, 1), Color::Red),
                (Cell::new(0, 2), Color::Red),
            ],
            last: Some(Cell::new(0, 2)),
            chain: vec![Cell::new(0, 0), Cell::new(0, 1), Cell::new(0, 2)],
            to_move: Color::Blue,
            winner: Some(Color::Red),
            chain_lost: false,
        }
    }

    /// The same position in Rex, where Red's chain lost.
    fn rex_pos() -> Position {
        Position {
            winner: Some(Color::Blue),
            chain_lost: true,
            ..pos()
        }
    }

    #[test]
    fn plain_board_shows_stones_chain_and_last_move() {
        let text = draw_board(&pos(), Style::Plain, Locale::EnUs);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "     a b c");
        assert_eq!(lines[2], "  1 ╲* . . ╲ 1");
        assert_eq!(lines[3], "   2 ╲* B . ╲ 2");
        assert_eq!(lines[4], "    3 ╲*<. . ╲ 3");
        assert!(!text.contains('\x1b'));
    }

    #[test]
    fn coloured_board_uses_ansi_and_hexagons() {
        let text = draw_board(&pos(), Style::Color, Locale::EnUs);
        assert!(text.contains("\x1b[1;31m"));
        assert!(text.contains('⬢'));
        assert!(text.contains(GOLD_BG));
        assert!(!text.contains(LOST_GLYPH));
        assert!(text.contains("joins the two red sides"), "{text}");
    }

    #[test]
    fn in_rex_the_chain_that_lost_is_crossed_out_never_gold_and_the_legend_says_so() {
        let text = draw_board(&rex_pos(), Style::Color, Locale::EnUs);
        assert!(!text.contains(GOLD_BG), "{text}");
        assert!(
            text.contains(&format!("{RED}{LOST_BG}{LOST_GLYPH}")),
            "{text}"
        );
        let legend = text.lines().last().unwrap();
        assert!(
            legend.contains("must avoid joining the two red sides"),
            "{legend}"
        );
        assert!(
            legend.contains("whoever joins their own sides loses"),
            "{legend}"
        );
        assert!(legend.contains("the chain that lost"), "{legend}");
        assert!(!legend.contains("winning"), "{legend}");

        let text = draw_board(&rex_pos(), Style::Plain, Locale::EnUs);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[2], "  1 ╲x . . ╲ 1");
        assert_eq!(lines[4], "    3 ╲x<. . ╲ 3");
        let legend = lines.last().unwrap();
        assert!(legend.contains("x the chain that lost"), "{legend}");
        assert!(!legend.contains('*'), "{legend}");
        // Every language's legend says so.
        for locale in Locale::ALL {
            let text = draw_board(&rex_pos(), Style::Plain, locale);
            let hex = draw_board(&pos(), Style::Plain, locale);
            assert_ne!(text.lines().last(), hex.lines().last(), "{locale:?}");
        }
    }
}
