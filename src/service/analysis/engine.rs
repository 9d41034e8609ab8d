//! The engine on an analysis board, from Red's point of view as in reviews: Red's chance, the
//! strongest moves as a heat map with their chances, the principal line, and — where the solver
//! proves the position — the proof: who wins and every winning stone, or that every stone loses.
//! The hint's search and budgets, the same queue and the same limits: one request in flight per
//! player, refused while the queue keeps its last places for players' moves. Refused, before any
//! search, for a position near one of a game still being played (`live.rs`). On the empty board
//! of a size with a swap map, the answer is the map (`swap_map.rs`).

use super::view::EngineView;
use super::{Analyses, Loaded};
use crate::ai::{self, Analysis, Limits, Prover};
use crate::hex::{Cell, Color, Game, Variant};
use crate::service::error::{Res, ServiceError, refuse};
use crate::service::hint::{HINT_PROOF_NODES, HINT_PROOF_TIME, hint_config};
use crate::service::ids::{Actor, UserId};
use crate::service::messages::{Arg, Key, Message};
use crate::service::reply::Reply;
use crate::service::scheduler::Class;
use crate::service::settings::private_orientation;
use crate::service::shared::InFlight;
use crate::study::NodeId;
use std::time::Instant;

/// How many moves the engine names.
const ENGINE_MOVES: usize = 3;

/// What the solver proved about a board's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Proof {
    /// The side to move wins; these are its winning stones (all of them, when the solver
    /// settled every stone within its budget; else at least the one it found).
    Wins { stones: Vec<Cell>, all: bool },
    /// The side to move loses whatever it plays.
    Loses,
}

/// What the engine saw at a node.
pub(super) struct Seen {
    analysis: Analysis,
    proof: Option<Proof>,
}

impl Analyses {
    /// The engine and the solver on `at`: the board again, with what they saw.
    pub(super) async fn engine(&self, actor: &Actor, loaded: &Loaded, at: NodeId) -> Res<Reply> {
        let game = loaded.tree.game_at(at);
        if game.is_over() {
            return refuse(Key::GameOver);
        }
        if let Some(shown) = super::swap_map::swap_map_seen(&game) {
            let orientation = private_orientation(self.db.store(), actor.user).await?;
            let explorer = self.explorer_line(actor, &loaded.tree, at).await;
            let view = super::view::board(loaded, at, orientation, vec![], Some(shown), explorer);
            return Ok(view.await);
        }
        if self.live.guards(actor.user, &game) {
            return refuse(Key::AnalysisLiveGame);
        }
        let Some(_ticket) = InFlight::take(&self.in_flight, actor.user) else {
            return refuse(Key::AnalysisInFlight);
        };
        if !self.scheduler.has_room_beyond(self.scheduler.reserve()) {
            return refuse(Key::AnalysisBusy);
        }
        let seen = self.search(game, actor.user).await?;
        let orientation = private_orientation(self.db.store(), actor.user).await?;
        let explorer = self.explorer_line(actor, &loaded.tree, at).await;
        let (heat, labels) = seen.marks();
        let shown = EngineView {
            lines: seen.lines(&game_of(loaded, at)),
            heat,
            labels,
        };
        Ok(super::view::board(loaded, at, orientation, Vec::new(), Some(shown), explorer).await)
    }

    /// The search, then the solver (Hex), on the blocking pool under one search permit.
    async fn search(&self, game: Game, user: UserId) -> Res<Seen> {
        let config = hint_config(self.playouts);
        let fixed = self.playouts.is_some();
        let seed = position_seed(&game);
        let Ok(permit) = self.scheduler.acquire(Class::Hint(user)).await else {
            return Err(ServiceError::Closed.into());
        };
        let searched = tokio::task::spawn_blocking(move || {
            let analysis = ai::analyse(&game, &config, seed, &ai::SearchControl::new())?;
            let proof = prove(&game, fixed);
            Ok::<_, ai::SearchError>(Seen { analysis, proof })
        })
        .await;
        drop(permit);
        match searched {
            Ok(Ok(seen)) => Ok(seen),
            Ok(Err(_)) => refuse(Key::GameOver),
            Err(e) => {
                tracing::error!("the analysis board's search failed: {e}");
                Err(ServiceError::Closed.into())
            }
        }
    }
}

/// The position at node `at` of a loaded board.
fn game_of(loaded: &Loaded, at: NodeId) -> Game {
    loaded.tree.game_at(at)
}

/// The same seed for the same position, so asking twice gives the same answer.
fn position_seed(game: &Game) -> u64 {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64 ^ u64::from(game.size().get());
    for (cell, color) in game.board().stones() {
        let v = (cell.index(game.size()) as u64) << 1 | u64::from(color == Color::Blue);
        seed = (seed ^ v).wrapping_mul(0x0100_0000_01b3).rotate_left(17);
    }
    seed ^ u64::from(game.to_move() == Color::Blue)
}

/// The solver's try at `game` (Hex only) within the hint's budget; when the side to move wins,
/// every winning stone within the rest of it.
fn prove(game: &Game, fixed: bool) -> Option<Proof> {
    if game.settings().variant != Variant::Hex {
        return None;
    }
    let deadline = (!fixed).then(|| Instant::now() + HINT_PROOF_TIME);
    let mut prover = Prover::new(HINT_PROOF_NODES as usize * 2);
    let solution = prover.solve(
        game,
        Limits {
            nodes: HINT_PROOF_NODES,
            deadline,
        },
    );
    let winner = solution.winner?;
    if winner != game.to_move() {
        return Some(Proof::Loses);
    }
    let left = HINT_PROOF_NODES.saturating_sub(solution.nodes);
    match prover.winning_moves(
        game,
        Limits {
            nodes: left,
            deadline,
        },
    ) {
        Some(stones) if !stones.is_empty() => Some(Proof::Wins { stones, all: true }),
        _ => Some(Proof::Wins {
            stones: solution.key.into_iter().collect(),
            all: false,
        }),
    }
}

impl Seen {
    /// Red's chance from the side to move's estimate.
    fn red(game: &Game, mover_chance: f32) -> i64 {
        let red = if game.to_move() == Color::Red {
            mover_chance
        } else {
            1.0 - mover_chance
        };
        (f64::from(red) * 100.0).round() as i64
    }

    /// The engine's words: the proof if there is one, Red's chance, the best moves with Red's
    /// chance after each, and the principal line.
    pub(super) fn lines(&self, game: &Game) -> Vec<Message> {
        let mover = game.to_move();
        let mut lines = Vec::new();
        match &self.proof {
            Some(Proof::Wins { stones, all }) => lines.push(
                Message::new(if *all {
                    Key::AnalysisProvedWins
                } else {
                    Key::AnalysisProvedWinsOne
                })
                .arg("color", mover)
                .arg("count", i64::try_from(stones.len()).unwrap_or(0))
                .arg(
                    "cells",
                    Arg::List(stones.iter().map(|&c| Arg::Cell(c)).collect()),
                ),
            ),
            Some(Proof::Loses) => lines.push(
                Message::new(Key::AnalysisProvedLoses)
                    .arg("winner", mover.opponent())
                    .arg("color", mover),
            ),
            None => {}
        }
        let red = match &self.proof {
            Some(Proof::Wins { .. }) => Self::red(game, 1.0),
            Some(Proof::Loses) => Self::red(game, 0.0),
            None => Self::red(game, self.analysis.value),
        };
        lines.push(Message::new(Key::AnalysisChance).arg("percent", red).arg(
            "playouts",
            i64::try_from(self.analysis.playouts).unwrap_or(0),
        ));
        for (rank, m) in self.best().iter().enumerate() {
            lines.push(
                Message::new(Key::AnalysisEngineMove)
                    .arg("rank", rank as i64 + 1)
                    .arg("cell", m.cell)
                    .arg("percent", Self::red(game, m.win)),
            );
        }
        if !self.analysis.line.is_empty() {
            let line = self.analysis.line.iter().map(|&c| Arg::Cell(c)).collect();
            lines.push(Message::new(Key::AnalysisLine).arg("moves", Arg::List(line)));
        }
        lines
    }

    /// The moves named: the most searched, ranked by their chance for the side to move.
    fn best(&self) -> Vec<ai::MoveEstimate> {
        let mut best: Vec<_> = self
            .analysis
            .moves
            .iter()
            .take(ENGINE_MOVES)
            .copied()
            .collect();
        best.sort_by(|a, b| b.win.total_cmp(&a.win));
        best
    }

    /// The picture's marks: the search's heat map, and its best moves labelled 1, 2, 3 (in a
    /// position proved won, its winning stones marked instead).
    fn marks(&self) -> (Vec<f32>, Vec<(Cell, String)>) {
        let most = self.analysis.visits.iter().copied().fold(0.0f32, f32::max);
        let heat: Vec<f32> = if most > 0.0 {
            self.analysis
                .visits
                .iter()
                .map(|v| (v / most).sqrt())
                .collect()
        } else {
            Vec::new()
        };
        let labels: Vec<(Cell, String)> = match &self.proof {
            Some(Proof::Wins { stones, .. }) => {
                stones.iter().map(|&c| (c, "★".to_owned())).collect()
            }
            _ => self
                .best()
                .iter()
                .enumerate()
                .map(|(i, m)| (m.cell, (i + 1).to_string()))
                .collect(),
        };
        (heat, labels)
    }
}
