//! `/hex-study review game:ID`: the computer's review of a finished game. Every position is judged by
//! the engine from one point of view (Red's chance: proved where it can be, else estimated; see
//! `crate::ai::judge`) with the stone it prefers, each search
//! behind the same permits as the players' games and on a thread at a lowered priority, so a
//! review waits its turn and never delays a human's move answer. The result is stored once
//! (`reviews`), so asking again is instant, and two askers at once share one computation.
//!
//! What the review says ([`super::review_reply`]) is worked out from the stored positions each
//! time it is shown.

use super::access::visible_game;
use super::engine;
use super::error::{Res, ServiceError, refuse};
use super::ids::{Actor, GameId, SharedClock};
use super::messages::{Key, Message};
use super::parts::Parts;
use super::persist::Db;
use super::renders::Renders;
use super::reply::Reply;
use super::review_reply::review_reply;
use super::scheduler::{Permit, Scheduler};
use super::slot::Outbox;
use super::state::State;
use crate::ai::{
    Judgement, MEAN_WEIGHT, PROOF_FACTOR, PROOF_PASS_TIME, REFINE_FACTOR, REFINE_POSITIONS,
    ReviewProofs, SearchConfig, SearchControl, judge, move_seed, settle, to_refine,
};
use crate::hex::{Color, Game};
use crate::level::Level;
use crate::store::{GameStatus, ReviewedPosition, StoredReview};
use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// Playouts per position in the first pass unless the service has a fixed budget
/// (`ServiceConfig::ai_playouts`, which tests and benchmarks set); the positions judged again get
/// `REFINE_FACTOR` times as many. Chosen so that an 11×11 game of 80 moves is reviewed within
/// 20 s on two cores (`hexbot-lab bench review` measures it).
pub(super) const REVIEW_PLAYOUTS: u64 = 2_000;

/// How many positions of one review are searched at once (each still takes a search permit).
const REVIEW_PARALLEL: usize = 2;

/// The longest one position's search may take, whatever the playout budget (a large
/// `HEXBOT_AI_PLAYOUTS` must not make a review endless); far above what the default budget needs.
pub(super) const REVIEW_POSITION_TIME: Duration = Duration::from_secs(2);

/// The most nodes the proof pass gives one position, whatever the playout budget.
pub(super) const PROOF_MAX_NODES: u64 = 64_000;

/// A review's search of one position with `playouts`, within [`REVIEW_POSITION_TIME`].
pub(super) fn review_config(playouts: u64) -> SearchConfig {
    SearchConfig {
        time_cap: Some(REVIEW_POSITION_TIME),
        ..SearchConfig::for_level(Level::Hard).with_playouts(playouts)
    }
}

/// Mixed into the game's seed for the review's searches, so they are not the game's own.
const REVIEW_SALT: u64 = 0x5245_5649_4557_0001;

/// The reviews being computed, by game: watchers of their progress in per cent. Dropped (the
/// sender) when the computation ends, stored or not.
#[derive(Default)]
struct Running {
    // A std Mutex: a map look-up or insert, never held across an await.
    games: StdMutex<HashMap<GameId, watch::Receiver<u8>>>,
}

/// The reviews wing: the computer's reviews of finished games, computed once (behind every
/// player's search) and stored.
pub(super) struct Reviews {
    db: Db,
    clock: SharedClock,
    outbox: Outbox,
    /// A fixed playout budget for every search, instead of the review's own.
    playouts: Option<u64>,
    /// The search threads (reviews take the background class).
    scheduler: Arc<Scheduler>,
    /// The drawing permits of the reviews' pictures.
    renders: Arc<Renders>,
    /// The reviews being computed (one computation per game).
    running: Running,
}

impl Reviews {
    /// The wing of a service opening with `parts`.
    pub(super) fn new(parts: &Parts) -> Self {
        Self {
            db: parts.db.clone(),
            clock: parts.clock.clone(),
            outbox: parts.outbox.clone(),
            playouts: parts.config.ai_playouts,
            scheduler: parts.scheduler.clone(),
            renders: parts.renders.clone(),
            running: Running::default(),
        }
    }

    /// Whether the service is closed.
    fn is_closed(&self) -> bool {
        self.outbox.is_closed()
    }

    /// The review of game `id` for `actor`: refused unless the game is finished and the asker may
    /// see it (`access::may_see`); computed on the first ask, then read from the store.
    pub(super) async fn review(
        self: &Arc<Self>,
        actor: &Actor,
        id: GameId,
        progress: Option<watch::Sender<u8>>,
    ) -> Res<Reply> {
        let st = visible_game(&self.db, actor, id).await?;
        if st.status() != GameStatus::Finished {
            return refuse(Message::new(Key::ReviewNotFinished).arg("game", id.0));
        }
        let review = match self.db.store().review(id).await? {
            Some(r) => r,
            None => self.computed_review(&st, progress).await?,
        };
        review_reply(&self.renders, &st, &review).await
    }

    /// Computes the review of `state` (or joins the computation already running for it), forwarding
    /// its progress, and returns it as stored.
    async fn computed_review(
        self: &Arc<Self>,
        state: &State,
        progress: Option<watch::Sender<u8>>,
    ) -> Res<StoredReview> {
        let id = state.id();
        let mut watching = {
            let mut running = self.running.games.lock().unwrap_or_else(|e| e.into_inner());
            match running.get(&id) {
                Some(rx) => rx.clone(),
                None => {
                    let (tx, rx) = watch::channel(0u8);
                    running.insert(id, rx.clone());
                    // A task of its own: it finishes and stores the review even if this asker
                    // goes away meanwhile.
                    let inner = self.clone();
                    let game = state.game.clone();
                    let seed = state.record.ai_seed;
                    let winner = state.result().map(|(winner, _)| winner);
                    tokio::spawn(async move {
                        let review = inner.compute_review(id, &game, seed, winner, &tx).await;
                        if let Some(review) = review
                            && let Err(e) = inner.db.store().save_review(&review).await
                        {
                            tracing::error!(game = %id, "cannot store the review: {e}");
                        }
                        inner
                            .running
                            .games
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .remove(&id);
                        drop(tx);
                    });
                    rx
                }
            }
        };
        // Until the computation's sender is dropped: pass each step on.
        loop {
            let percent = *watching.borrow_and_update();
            if let Some(p) = &progress {
                let _ = p.send(percent);
            }
            if watching.changed().await.is_err() {
                break;
            }
        }
        match self.db.store().review(id).await? {
            Some(r) => Ok(r),
            None if self.is_closed() => Err(ServiceError::Closed.into()),
            None => Err(ServiceError::ReviewFailed(id).into()),
        }
    }

    /// The permit a review's search waits for: the scheduler's background class, served only
    /// when no game search waits, so a review never delays a player's answer.
    async fn review_permit(&self) -> Option<Permit> {
        self.scheduler.background().await.ok()
    }

    /// Judges every position of `game` (replayed from its moves; `winner` won it): Red's chance
    /// and the computer's preferred stone, `REVIEW_PARALLEL` positions at a time; then judges
    /// again, with [`REFINE_FACTOR`] times the budget, the positions where the chance swings most,
    /// proves what the solver can from the end backwards, and settles the stretches where the
    /// game was decided (`crate::ai::settle`). Reports progress. `None` when the service closes meanwhile or a search fails.
    async fn compute_review(
        self: &Arc<Self>,
        id: GameId,
        game: &Game,
        seed: u64,
        winner: Option<Color>,
        progress: &watch::Sender<u8>,
    ) -> Option<StoredReview> {
        let playouts = self.playouts.unwrap_or(REVIEW_PLAYOUTS).max(1);
        let positions = positions_of(game)?;
        let steps = positions.len() + REFINE_POSITIONS;
        let all: Vec<usize> = (0..positions.len()).collect();
        let mut judged = self
            .judge_positions(&positions, &all, seed, playouts, (progress, 0, steps))
            .await?;
        let again = to_refine(&judged);
        let refined = self
            .judge_positions(
                &positions,
                &again,
                seed ^ REVIEW_SALT,
                playouts * REFINE_FACTOR,
                (progress, positions.len(), steps),
            )
            .await?;
        for (&i, j) in again.iter().zip(refined) {
            judged[i] = j;
        }
        let nodes = playouts.saturating_mul(PROOF_FACTOR).min(PROOF_MAX_NODES);
        self.prove_positions(&positions, &mut judged, nodes).await?;
        let to_move: Vec<Color> = positions.iter().map(|(_, g)| g.to_move()).collect();
        settle(&mut judged, &to_move, winner);
        let _ = progress.send(100);
        Some(StoredReview {
            game: id,
            playouts,
            positions: judged
                .iter()
                .map(|j| ReviewedPosition {
                    red_chance: j.red_chance,
                    best: j.best,
                })
                .collect(),
            created_at: self.clock.now(),
        })
    }

    /// Judges the positions of `positions` at the indices `which`, `REVIEW_PARALLEL` at a time,
    /// each with `playouts`; progress counts on from `done` of `steps`.
    async fn judge_positions(
        self: &Arc<Self>,
        positions: &[(usize, Game)],
        which: &[usize],
        seed: u64,
        playouts: u64,
        (progress, done, steps): (&watch::Sender<u8>, usize, usize),
    ) -> Option<Vec<Judgement>> {
        let mut out = Vec::with_capacity(which.len());
        for chunk in which.chunks(REVIEW_PARALLEL) {
            let mut tasks = Vec::new();
            for &i in chunk {
                let (ply, position) = positions.get(i)?.clone();
                let inner = self.clone();
                let seed = move_seed(seed ^ REVIEW_SALT, ply as u64);
                tasks.push(tokio::spawn(async move {
                    inner.evaluate(position, seed, playouts).await
                }));
            }
            for task in tasks {
                out.push(task.await.ok().flatten()?);
            }
            let percent = (done + out.len()) * 100 / steps.max(1);
            let _ = progress.send(u8::try_from(percent.min(99)).unwrap_or(99));
        }
        Some(out)
    }

    /// The proof pass: one solver table across the game, position k + 1 a child of k, from the
    /// end backwards with `budget` nodes a position until a few in a row resist, then what the
    /// proved ones left over forward on the rest ([`ReviewProofs::prove_game`]); off the
    /// runtime behind one permit, and never longer than [`PROOF_PASS_TIME`].
    async fn prove_positions(
        self: &Arc<Self>,
        positions: &[(usize, Game)],
        judged: &mut [Judgement],
        budget: u64,
    ) -> Option<()> {
        let games: Vec<Game> = positions.iter().map(|(_, g)| g.clone()).collect();
        let mut mine = judged.to_vec();
        let proved = self
            .off_thread(move || {
                let deadline = Instant::now() + PROOF_PASS_TIME;
                ReviewProofs::new().prove_game(&games, &mut mine, budget, Some(deadline));
                mine
            })
            .await?;
        judged.copy_from_slice(&proved);
        Some(())
    }

    /// One position's judgement: a finished one needs no search; the others search off the
    /// runtime ([`Self::off_thread`]).
    async fn evaluate(&self, game: Game, seed: u64, playouts: u64) -> Option<Judgement> {
        let config = review_config(playouts);
        if game.is_over() {
            return Some(judge(
                &game,
                &config,
                seed,
                &SearchControl::new(),
                MEAN_WEIGHT,
            ));
        }
        self.off_thread(move || judge(&game, &config, seed, &SearchControl::new(), MEAN_WEIGHT))
            .await
    }

    /// Runs a review's `work` once a permit is free, on a thread of its own at a lowered
    /// priority. `None` when the service closes meanwhile.
    async fn off_thread<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        let permit = self.review_permit().await?;
        if self.is_closed() {
            return None;
        }
        let (done, result) = tokio::sync::oneshot::channel();
        std::thread::Builder::new()
            .name("hexbot-review".into())
            .spawn(move || {
                engine::lower_priority();
                let _ = done.send(work());
            })
            .ok()?;
        let judged = result.await.ok()?;
        drop(permit);
        Some(judged)
    }
}

/// Every position of `game` with its ply: before the first move, after each move.
fn positions_of(game: &Game) -> Option<Vec<(usize, Game)>> {
    let moves = game.moves();
    (0..=moves.len())
        .map(|k| {
            Game::replay(game.settings(), &moves[..k])
                .ok()
                .map(|g| (k, g))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_playout_budget_keeps_the_time_cap() {
        for playouts in [REVIEW_PLAYOUTS, 10_000_000] {
            let config = review_config(playouts);
            assert_eq!(config.playouts, playouts);
            assert_eq!(config.time_cap, Some(REVIEW_POSITION_TIME));
        }
    }
}
