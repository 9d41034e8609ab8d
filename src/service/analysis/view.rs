//! An analysis board's reply: its lines (the board and where in the tree it stands, whose move or
//! who connected, the next moves and variations), its picture, and its buttons.

use super::Loaded;
use crate::hex::{Color, Game, Move};
use crate::render::{BoardView, Orientation, render_png};
use crate::service::custom_id::Action;
use crate::service::ids::GameId;
use crate::service::messages::{Arg, Key, Message, board_arg};
use crate::service::reply::{BoardDrawing, BoardImage, Button, Reply};
use crate::service::state::alt_text_of;
use crate::service::wording::variant_name;
use crate::study::{NodeId, Tree, TreeError};

/// What the engine saw at a node, as the board shows it: its lines, and its heat map and labels
/// on the picture.
pub(super) struct EngineView {
    pub lines: Vec<Message>,
    pub heat: Vec<f32>,
    pub labels: Vec<(crate::hex::Cell, String)>,
}

/// The buttons under every board, in two rows of at most five.
const BUTTONS: [Action; 9] = [
    Action::AnalysisStart,
    Action::AnalysisBack,
    Action::AnalysisForward,
    Action::AnalysisEnd,
    Action::AnalysisSibling,
    Action::AnalysisPlay,
    Action::AnalysisEngine,
    Action::AnalysisShare,
    Action::AnalysisDelete,
];

/// The board at `node`, privately: `lines` first, then where it stands; with what the engine
/// saw there, if it looked, and the games played on from there (the explorer).
pub(super) async fn board(
    loaded: &Loaded,
    node: NodeId,
    orientation: Orientation,
    lines: Vec<Message>,
    seen: Option<EngineView>,
    explorer: Option<Message>,
) -> Reply {
    let tree = &loaded.tree;
    let game = tree.game_at(node);
    let mut all = vec![title(loaded, &game)];
    all.extend(lines);
    all.push(position_line(tree, node, &game));
    if let Some(next) = next_line(tree, node) {
        all.push(next);
    }
    all.extend(explorer);
    let mut picture = BoardView::from_game(&game).with_orientation(orientation);
    if let Some(seen) = seen {
        all.extend(seen.lines);
        picture = picture.with_heat(&seen.heat).with_labels(seen.labels);
    }
    let caption = caption(tree, node, &game);
    let alt = alt_text_of(&game, caption.clone());
    let drawing = BoardDrawing(Box::new(picture.clone()));
    let png = tokio::task::spawn_blocking(move || render_png(&picture))
        .await
        .unwrap_or_default();
    let mut reply = Reply::private(all.remove(0));
    reply.lines.extend(all);
    reply.board = Some(BoardImage { png, caption, alt });
    reply.drawing = Some(drawing);
    let board = GameId(loaded.stored.id.0);
    let index = node.get() as usize;
    reply.buttons = BUTTONS
        .into_iter()
        .map(|action| {
            let mut button = Button::new(board, action, index);
            button.disabled = match action {
                Action::AnalysisStart | Action::AnalysisBack => tree.parent(node).is_none(),
                Action::AnalysisForward | Action::AnalysisEnd => tree.children(node).is_empty(),
                Action::AnalysisSibling => {
                    tree.parent(node).is_none_or(|p| tree.children(p).len() < 2)
                }
                Action::AnalysisPlay | Action::AnalysisEngine => game.is_over(),
                Action::AnalysisDelete => tree.parent(node).is_none(),
                _ => false,
            };
            button
        })
        .collect();
    reply
}

/// "Analysis board 3 · an 11×11 board · Hex".
fn title(loaded: &Loaded, game: &Game) -> Message {
    Message::new(Key::AnalysisTitle)
        .arg("number", loaded.stored.id.0)
        .arg("board", board_arg(game.size().get()))
        .arg("size", i64::from(game.size().get()))
        .arg("variant", variant_name(game.settings().variant))
}

/// Where the node stands: its move number in its line and whose move it is, or who won.
fn position_line(tree: &Tree, node: NodeId, game: &Game) -> Message {
    let ply = i64::try_from(tree.depth(node)).unwrap_or(i64::MAX);
    match game.outcome() {
        Some(outcome) => Message::new(Key::AnalysisWon)
            .arg("ply", ply)
            .arg("color", outcome.winner),
        None => Message::new(Key::AnalysisToMove)
            .arg("ply", ply)
            .arg("color", game.to_move()),
    }
}

/// The moves played after this node in the tree: the line's next first, then the variations.
fn next_line(tree: &Tree, node: NodeId) -> Option<Message> {
    let children = tree.children(node);
    if children.is_empty() {
        return None;
    }
    let moves: Vec<Arg> = children
        .iter()
        .filter_map(|&child| tree.mv(child))
        .map(move_arg)
        .collect();
    Some(Message::new(Key::AnalysisNext).arg("moves", Arg::List(moves)))
}

/// A move as shown: its cell, or the swap.
pub(super) fn move_arg(mv: Move) -> Arg {
    match mv {
        Move::Place(cell) => Arg::Cell(cell),
        _ => Key::AnalysisSwapMove.into(),
    }
}

/// The caption under the picture: the node's move number, its last move, whose turn.
fn caption(tree: &Tree, node: NodeId, game: &Game) -> Message {
    let ply = i64::try_from(tree.depth(node)).unwrap_or(i64::MAX);
    let last = tree
        .mv(node)
        .map_or_else(|| Key::AnalysisStartPosition.into(), move_arg);
    let whose: Color = game.outcome().map_or(game.to_move(), |o| o.winner);
    Message::new(if game.is_over() {
        Key::AnalysisCaptionOver
    } else {
        Key::AnalysisCaption
    })
    .arg("ply", ply)
    .arg("last", last)
    .arg("color", whose)
}

/// Why a move could not be added: it is illegal there, or the tree is full.
pub(super) fn tree_refusal(e: &TreeError, text: &str, number: usize) -> Message {
    match e {
        TreeError::Full => Message::new(Key::AnalysisTreeFull).arg(
            "max",
            i64::try_from(crate::study::MAX_NODES).unwrap_or(i64::MAX),
        ),
        _ => Message::new(Key::AnalysisIllegalMove)
            .arg("text", super::clip(text))
            .arg("number", i64::try_from(number).unwrap_or(i64::MAX)),
    }
}
