//! `/hex-study diagram`: a position drawn publicly from the same sources as an analysis board (a move
//! list, an SGF record, a HexWorld link, one of our game pages, a stored game, set-up stones),
//! turned as asked and with cells marked A, B, C…, the moves that led there and a HexWorld link.
//! Nothing is stored; anything that does not read is refused privately, saying what and where.
//! Like sharing, a diagram shows stones, never the engine.

use super::Analyses;
use super::share::post;
use crate::hex::{BoardSize, Cell};
use crate::service::command::DiagramOptions;
use crate::service::error::{Res, refuse};
use crate::service::ids::Actor;
use crate::service::messages::{Key, Message, board_arg};
use crate::service::reply::Reply;
use crate::service::settings::private_orientation;

/// How many cells a diagram marks at most: A to Z.
pub(crate) const MAX_MARKS: usize = 26;

impl Analyses {
    /// The diagram `options` ask for, posted publicly.
    pub(in crate::service) async fn diagram(
        &self,
        actor: &Actor,
        options: &DiagramOptions,
    ) -> Res<Reply> {
        let (tree, at) = self.read_source(actor, &options.source).await?;
        let size = tree.settings().size;
        let marks = match marks(options.marks.as_deref().unwrap_or(""), size) {
            Ok(marks) => marks,
            Err(refusal) => return refuse(refusal),
        };
        let orientation = match options.orientation {
            Some(o) => o,
            None => private_orientation(self.db.store(), actor.user).await?,
        };
        let head = Message::new(Key::Diagram);
        Ok(post(actor, head, &tree, at, orientation, marks).await)
    }
}

/// The cells of `text` (spaces or commas between them), labelled A, B, C… in order; or the
/// refusal naming the first that is not a cell of a `size` board, or saying there are too many.
fn marks(text: &str, size: BoardSize) -> Result<Vec<(Cell, String)>, Message> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    if words.len() > MAX_MARKS {
        return Err(Message::new(Key::DiagramTooManyMarks)
            .arg("max", i64::try_from(MAX_MARKS).unwrap_or(i64::MAX)));
    }
    words
        .iter()
        .zip('A'..='Z')
        .map(|(word, label)| match Cell::parse(word, size) {
            Ok(cell) => Ok((cell, label.to_string())),
            Err(_) => Err(Message::new(Key::DiagramBadMark)
                .arg("text", super::clip(word))
                .arg("board", board_arg(size.get()))),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_cells_labelled_in_order_and_anything_else_is_refused() {
        let size = BoardSize::new(9).unwrap();
        let got = marks("e5, f6  a1", size).unwrap();
        let labels: Vec<_> = got.iter().map(|(c, l)| format!("{c}={l}")).collect();
        assert_eq!(labels, ["e5=A", "f6=B", "a1=C"]);
        assert!(marks("", size).unwrap().is_empty());
        let refused = marks("e5 j10", size).unwrap_err();
        assert_eq!(refused.key, Key::DiagramBadMark);
        let many = vec!["a1"; MAX_MARKS + 1].join(" ");
        assert_eq!(
            marks(&many, size).unwrap_err().key,
            Key::DiagramTooManyMarks
        );
    }
}
