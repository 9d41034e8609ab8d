//! The buttons of a board: walking the tree (start, back, forward, end, the next variation),
//! Play (one or more moves from the node shown), Delete (a move and what follows), and handing
//! Engine and Share to their files.

use super::{Analyses, Loaded};
use crate::service::custom_id::{Action, ButtonId};
use crate::service::error::{Res, refuse};
use crate::service::ids::Actor;
use crate::service::messages::{Key, Message};
use crate::service::reply::Reply;
use crate::store::BoardId;
use crate::study::{NodeId, Tree};

/// How many moves one press of Play may add.
const MOVES_PER_PLAY: usize = 40;

impl Analyses {
    /// A button of a board: `button.game` is the board, `button.ply` the node it was shown at.
    pub(in crate::service) async fn press(
        &self,
        actor: &Actor,
        button: ButtonId,
        input: Option<String>,
    ) -> Res<Reply> {
        let loaded = self.load(actor, BoardId(button.game.0)).await?;
        let tree = &loaded.tree;
        let at = NodeId::new(button.ply);
        if !tree.contains(at) {
            return refuse(Key::AnalysisStale);
        }
        let shown = match button.action {
            Action::AnalysisStart => tree.root(),
            Action::AnalysisBack => tree.parent(at).unwrap_or(at),
            Action::AnalysisForward => tree.children(at).first().copied().unwrap_or(at),
            Action::AnalysisEnd => line_end(tree, at),
            Action::AnalysisSibling => next_sibling(tree, at),
            Action::AnalysisJump => at,
            Action::AnalysisPlay => return self.play(actor, loaded, at, input).await,
            Action::AnalysisDelete => return self.delete(actor, loaded, at).await,
            Action::AnalysisEngine => return self.engine(actor, &loaded, at).await,
            Action::AnalysisShare => return self.share(actor, &loaded, at).await,
            _ => return refuse(Key::UnknownButton),
        };
        self.show(actor, &loaded, shown, Vec::new()).await
    }

    /// Play: the moves typed (one or more), from `at`, each as the side to move. Stored against
    /// the board's revision (a press that lost the race is refused).
    async fn play(
        &self,
        actor: &Actor,
        mut loaded: Loaded,
        at: NodeId,
        input: Option<String>,
    ) -> Res<Reply> {
        let text = input.unwrap_or_default();
        if text.trim().is_empty() {
            return refuse(Key::MoveNeedsCell);
        }
        let mut node = at;
        for (i, word) in split_moves(&text).enumerate() {
            if i == MOVES_PER_PLAY {
                return refuse(Key::AnalysisTooManyMoves);
            }
            let game = loaded.tree.game_at(node);
            let mv = match game.parse_move(word) {
                Ok(crate::hex::Move::Resign(_)) | Err(_) => {
                    return refuse(
                        Message::new(Key::AnalysisBadMove)
                            .arg("text", super::clip(word))
                            .arg("number", i as i64 + 1),
                    );
                }
                Ok(mv) => mv,
            };
            node = match loaded.tree.add(node, mv) {
                Ok(next) => next,
                Err(e) => return refuse(super::view::tree_refusal(&e, word, i + 1)),
            };
        }
        self.store_change(&mut loaded, node).await?;
        self.show(actor, &loaded, node, Vec::new()).await
    }

    /// Delete: `at` and everything after it; the board shows its parent.
    async fn delete(&self, actor: &Actor, mut loaded: Loaded, at: NodeId) -> Res<Reply> {
        let Ok(parent) = loaded.tree.remove(at) else {
            return refuse(Key::AnalysisDeleteRoot);
        };
        self.store_change(&mut loaded, parent).await?;
        let lines = vec![Message::new(Key::AnalysisDeleted)];
        self.show(actor, &loaded, parent, lines).await
    }
}

/// The end of the line through `at` (following the first variations).
fn line_end(tree: &Tree, at: NodeId) -> NodeId {
    tree.main_line(at).last().copied().unwrap_or(at)
}

/// The next variation beside `at`: its parent's next child, round again to the first.
fn next_sibling(tree: &Tree, at: NodeId) -> NodeId {
    let Some(parent) = tree.parent(at) else {
        return at;
    };
    let siblings = tree.children(parent);
    let i = siblings.iter().position(|&n| n == at).unwrap_or(0);
    siblings[(i + 1) % siblings.len()]
}

/// The moves of a Play press: words separated by spaces, commas or semicolons, move numbers
/// (`12.`) left out.
fn split_moves(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .map(|w| w.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .filter(|w| !w.is_empty())
}
