//! Share: the board's position posted publicly — a diagram (coordinates, the last move), a link
//! that opens the same position on HexWorld, and the whole tree as SGF with its variations
//! (HexGui and MoHex read it). Sharing shows stones, never the engine: it is open for any
//! position, as exploring by hand is.

use super::{Analyses, Loaded};
use crate::hex::Cell;
use crate::render::Orientation;
use crate::render::{BoardView, render_png};
use crate::service::error::Res;
use crate::service::ids::Actor;
use crate::service::messages::{Key, Message, board_arg};
use crate::service::reply::{Attachment, BoardImage, Link, Reply};
use crate::service::settings::private_orientation;
use crate::service::state::alt_text_of;
use crate::study::{self, NodeId, Tree};

impl Analyses {
    /// The public post of node `at` of `loaded`.
    pub(super) async fn share(&self, actor: &Actor, loaded: &Loaded, at: NodeId) -> Res<Reply> {
        let orientation = private_orientation(self.db.store(), actor.user).await?;
        let head = Message::new(Key::AnalysisShared);
        let mut reply = post(actor, head, &loaded.tree, at, orientation, Vec::new()).await;
        reply.attachments.push(Attachment {
            name: format!("hexbot-analysis-{}.sgf", loaded.stored.id.0),
            bytes: study::write_tree_sgf(&loaded.tree).into_bytes(),
        });
        Ok(reply)
    }
}

/// A position posted publicly: `head` (given the player, the board, its size and the move
/// number), the moves that led there, the picture (turned `orientation`, with `marks`) and a
/// HexWorld link.
pub(super) async fn post(
    actor: &Actor,
    head: Message,
    tree: &Tree,
    at: NodeId,
    orientation: Orientation,
    marks: Vec<(Cell, String)>,
) -> Reply {
    let game = tree.game_at(at);
    let picture = BoardView::from_game(&game)
        .with_orientation(orientation)
        .with_labels(marks);
    let png = tokio::task::spawn_blocking(move || render_png(&picture))
        .await
        .unwrap_or_default();
    let ply = i64::try_from(tree.depth(at)).unwrap_or(i64::MAX);
    let caption = Message::new(Key::AnalysisSharedCaption)
        .arg("ply", ply)
        .arg("color", game.to_move());
    let moves: Vec<_> = tree
        .path(at)
        .into_iter()
        .map(super::view::move_arg)
        .collect();
    let mut reply = Reply::public(
        head.arg("player", actor.name.clone())
            .arg("board", board_arg(game.size().get()))
            .arg("size", i64::from(game.size().get()))
            .arg("ply", ply),
    );
    if !moves.is_empty() {
        reply.lines.push(
            Message::new(Key::AnalysisSharedMoves)
                .arg("moves", crate::service::messages::Arg::List(moves)),
        );
    }
    reply.board = Some(BoardImage {
        png,
        alt: alt_text_of(&game, caption.clone()),
        caption,
    });
    reply.links.push(Link {
        label: Message::new(Key::ButtonHexWorld),
        url: study::hexworld_link(tree, at),
    });
    reply
}
