//! The words HTP commands share.

use crate::hex::Color;

/// `b`, `black`, `red` (any case) are Red; `w`, `white`, `blue` are Blue.
pub fn parse_color(text: &str) -> Result<Color, String> {
    match text.to_ascii_lowercase().as_str() {
        "b" | "black" | "red" => Ok(Color::Red),
        "w" | "white" | "blue" => Ok(Color::Blue),
        _ => Err(format!("not a colour: {text}")),
    }
}
