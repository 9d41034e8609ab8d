//! A board shown: its reply at a node, with the opening explorer's line (the moves played next
//! in the server's and the player's finished games), read at most once a minute.

use super::explorer::{
    EXPLORER_DEPTH, EXPLORER_FRESH, EXPLORER_GAMES, EXPLORER_MOVES, continuations,
};
use super::{Analyses, Loaded};
use crate::hex::Settings;
use crate::service::error::Res;
use crate::service::ids::{Actor, Timestamp};
use crate::service::messages::{Arg, Key, Message};
use crate::service::reply::Reply;
use crate::service::settings::private_orientation;
use crate::store::Opening;
use crate::study::{NodeId, Tree};
use std::sync::Arc;

impl Analyses {
    /// The board at `node`, privately, with `lines` first (what just happened).
    pub(super) async fn show(
        &self,
        actor: &Actor,
        loaded: &Loaded,
        node: NodeId,
        lines: Vec<Message>,
    ) -> Res<Reply> {
        let orientation = private_orientation(self.db.store(), actor.user).await?;
        let explorer = self.explorer_line(actor, &loaded.tree, node).await;
        Ok(super::view::board(loaded, node, orientation, lines, None, explorer).await)
    }

    /// The explorer's line for node `at` of `tree`, if its games went on from there.
    pub(super) async fn explorer_line(
        &self,
        actor: &Actor,
        tree: &Tree,
        at: NodeId,
    ) -> Option<Message> {
        let depth = tree.depth(at);
        if !tree.setup().stones.is_empty() || depth >= EXPLORER_DEPTH as usize {
            return None;
        }
        let openings = self.openings(actor, tree.settings()).await?;
        let found = continuations(&openings, &tree.path(at));
        if found.is_empty() {
            return None;
        }
        let list = found
            .iter()
            .take(EXPLORER_MOVES)
            .map(|c| {
                Message::new(Key::AnalysisExplorerMove)
                    .arg("move", super::view::move_arg(c.mv))
                    .arg("games", i64::from(c.games))
                    .arg("percent", i64::from(c.red_wins * 100 / c.games.max(1)))
                    .into()
            })
            .collect();
        Some(Message::new(Key::AnalysisExplorer).arg("moves", Arg::List(list)))
    }

    /// The openings of `actor`'s server and own games with `settings`: kept, or read.
    async fn openings(&self, actor: &Actor, settings: Settings) -> Option<Arc<Vec<Opening>>> {
        let key = (actor.guild, actor.user, settings);
        let now = self.clock.now();
        let fresh = |at: Timestamp| now.0 - at.0 < EXPLORER_FRESH.as_millis() as i64;
        {
            let mut kept = self.explorer.kept.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((at, openings)) = kept.get(&key)
                && fresh(*at)
            {
                return Some(openings.clone());
            }
        }
        let read = self
            .db
            .store()
            .openings(
                actor.guild,
                actor.user,
                settings,
                EXPLORER_DEPTH,
                EXPLORER_GAMES,
            )
            .await;
        match read {
            Ok(openings) => {
                let openings = Arc::new(openings);
                let mut kept = self.explorer.kept.lock().unwrap_or_else(|e| e.into_inner());
                // The reads pushed out are dropped: they are read again when asked for.
                drop(kept.put(key, (now, openings.clone())));
                Some(openings)
            }
            Err(e) => {
                tracing::warn!(error = %e, "the opening explorer could not read the games");
                None
            }
        }
    }
}
