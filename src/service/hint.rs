//! `/hex hint`: the computer's view of the current position for the player to move, privately:
//! the board with a heat map of where its search went and its three best moves labelled, each
//! with its chance to win; or, where the solver proves the position (Hex), who wins: a winning
//! stone, or that every stone loses. Refused in rated games between two players; anywhere else it marks the
//! game as assisted in its record for good (and, against the computer, takes it off the ladder).
//!
//! The search takes a thread from the service's scheduler (through [`Hints::search_permit`],
//! the one door) and runs on the blocking pool, never on the async threads; its budget answers
//! within about two seconds, and with a fixed playout budget (tests) it is deterministic.

use super::core::handle::Games;
use super::core::hinted::{Hinted, Step};
use super::error::{Res, ServiceError, refuse};
use super::ids::{Actor, UserId};
use super::messages::{Key, Message};
use super::parts::Parts;
use super::persist::Db;
use super::reply::{BoardImage, Reply};
use super::scheduler::{Class, Permit, Scheduler};
use super::settings::private_orientation;
use super::shared::InFlight;
use crate::ai::{self, Analysis, Level, Limits, Prover, SearchConfig, SearchControl};
use crate::hex::{Cell, Color, Game, Variant};
use crate::render::{BoardView, render_png};
use std::collections::HashSet;
use std::sync::{Arc, Mutex as StdMutex};
use std::time::{Duration, Instant};

/// How many moves a hint names.
const HINT_MOVES: usize = 3;

/// A hint's search: Hard's knowledge, at most this many playouts…
const HINT_PLAYOUTS: u64 = 30_000;

/// …and at most this long, so that the answer comes within about two seconds.
const HINT_TIME: Duration = Duration::from_millis(1500);

/// A hint's proof: at most this many positions worked out by the solver…
pub(super) const HINT_PROOF_NODES: u64 = 20_000;

/// …and, without a fixed playout budget, at most this long.
pub(super) const HINT_PROOF_TIME: Duration = Duration::from_millis(500);

/// What the solver proved about a hint's position: who wins, and a winning stone when it is
/// the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Proved {
    pub winner: Color,
    pub key: Option<Cell>,
}

/// The hints wing: the computer's view of the position for the player to move, searched off
/// the game's lock on a thread from the scheduler.
pub(super) struct Hints {
    /// The game core, for the position (checked and marked under the game's lock).
    games: Games,
    db: Db,
    scheduler: Arc<Scheduler>,
    /// A fixed playout budget for every search, instead of the hint's own.
    playouts: Option<u64>,
    /// The players whose hint is being searched now: one at a time each.
    in_flight: StdMutex<HashSet<UserId>>,
}

impl Hints {
    /// The wing of a service opening with `parts`, its positions asked of `games`.
    pub(super) fn new(parts: &Parts, games: Games) -> Self {
        Self {
            games,
            db: parts.db.clone(),
            scheduler: parts.scheduler.clone(),
            playouts: parts.config.ai_playouts,
            in_flight: StdMutex::new(HashSet::new()),
        }
    }

    /// `/hex hint`, for a player of the channel's game on their turn. In a game still on the
    /// computer ladder it asks first (`confirmed` is the answer: the button under the question).
    ///
    /// One hint at a time per player, and only while the queue of searches keeps its last places
    /// for players' moves: a flood of hints never starves anyone's game. Both are refused before
    /// anything is stored.
    pub(super) async fn hint(&self, actor: &Actor, confirmed: bool) -> Res<Reply> {
        let Some(_ticket) = InFlight::take(&self.in_flight, actor.user) else {
            return refuse(Key::HintInFlight);
        };
        if !self.scheduler.has_room_beyond(self.scheduler.reserve()) {
            return refuse(Key::HintBusy);
        }
        let orientation = private_orientation(self.db.store(), actor.user).await?;
        let asked = match self.games.hinted_position(actor, confirmed).await? {
            Step::Ask(question) => return Ok(*question),
            Step::Go(asked) => asked,
        };
        let (analysis, proved) = self
            .hint_search(asked.game.clone(), asked.seed, actor.user)
            .await?;
        let mut lines = hint_lines(&asked, &analysis, proved);
        let view = hint_view(&asked.game, &analysis, proved).with_orientation(orientation);
        let png = tokio::task::spawn_blocking(move || render_png(&view))
            .await
            .unwrap_or_default();
        let mut reply = Reply::private(lines.remove(0));
        reply.lines.extend(lines);
        reply.board = Some(BoardImage {
            png,
            caption: asked.caption,
            alt: asked.alt,
        });
        Ok(reply)
    }

    /// The hint's search, then the solver's try at a proof (Hex), on the blocking pool under
    /// one search permit.
    async fn hint_search(
        &self,
        game: Game,
        seed: u64,
        user: UserId,
    ) -> Res<(Analysis, Option<Proved>)> {
        let config = hint_config(self.playouts);
        let fixed = self.playouts.is_some();
        let Some(permit) = self.search_permit(user).await else {
            return Err(ServiceError::Closed.into());
        };
        let searched = tokio::task::spawn_blocking(move || {
            let analysis = ai::analyse(&game, &config, seed, &SearchControl::new())?;
            Ok::<_, ai::SearchError>((analysis, prove(&game, fixed)))
        })
        .await;
        drop(permit);
        match searched {
            Ok(Ok(found)) => Ok(found),
            // The position was checked to be playable: only a finished game has no moves.
            Ok(Err(_)) => refuse(Key::GameOver),
            Err(e) => {
                tracing::error!("the hint's search failed: {e}");
                Err(ServiceError::Closed.into())
            }
        }
    }

    /// A search thread from the scheduler (the one door hints go through), in `user`'s turn like
    /// their games' moves (a player waits for it); `None` once the service is closing.
    async fn search_permit(&self, user: UserId) -> Option<Permit> {
        self.scheduler.acquire(Class::Hint(user)).await.ok()
    }
}

/// A hint's search: Hard's knowledge with the service's fixed playout budget if it has one (tests,
/// benchmarks), else [`HINT_PLAYOUTS`]; within [`HINT_TIME`] either way.
pub(super) fn hint_config(playouts: Option<u64>) -> SearchConfig {
    SearchConfig {
        time_cap: Some(HINT_TIME),
        ..SearchConfig::for_level(Level::Hard).with_playouts(playouts.unwrap_or(HINT_PLAYOUTS))
    }
}

/// The solver's try at `game` (Hex only) within [`HINT_PROOF_NODES`], and within
/// [`HINT_PROOF_TIME`] unless the budgets are `fixed` (so a test's hint is the same on any
/// machine).
fn prove(game: &Game, fixed: bool) -> Option<Proved> {
    if game.settings().variant != Variant::Hex {
        return None;
    }
    let limits = Limits {
        nodes: HINT_PROOF_NODES,
        deadline: (!fixed).then(|| Instant::now() + HINT_PROOF_TIME),
    };
    let solution = Prover::new(HINT_PROOF_NODES as usize * 2).solve(game, limits);
    solution.winner.map(|winner| Proved {
        winner,
        key: solution.key.filter(|_| winner == game.to_move()),
    })
}

/// The position with the search's share of each cell as a heat map (the most searched cell at
/// full strength; the square root of the share, as the search piles most of its visits on one
/// or two cells and the runners-up would hardly show) and its best moves labelled 1, 2, 3; in a
/// position proved won, its winning stone alone, labelled 1.
pub(crate) fn hint_view(game: &Game, analysis: &Analysis, proved: Option<Proved>) -> BoardView {
    let most = analysis.visits.iter().copied().fold(0.0f32, f32::max);
    let heat: Vec<f32> = if most > 0.0 {
        analysis.visits.iter().map(|v| (v / most).sqrt()).collect()
    } else {
        Vec::new()
    };
    let cells: Vec<Cell> = match proved.and_then(|p| p.key) {
        Some(key) => vec![key],
        None => hint_moves(analysis).iter().map(|m| m.cell).collect(),
    };
    let labels = cells
        .into_iter()
        .enumerate()
        .map(|(i, cell)| (cell, (i + 1).to_string()));
    BoardView::from_game(game)
        .with_heat(&heat)
        .with_labels(labels)
}

/// The moves a hint names: the search's most visited, ranked by their chance to win (highest
/// first), so that the list and the picture's labels read in order.
fn hint_moves(analysis: &Analysis) -> Vec<crate::ai::MoveEstimate> {
    let mut best: Vec<_> = analysis.moves.iter().take(HINT_MOVES).copied().collect();
    best.sort_by(|a, b| b.win.total_cmp(&a.win));
    best
}

/// The hint in words: the title, the best moves with their chances (or what the solver proved
/// instead), whether to swap (when the swap is open), and what asking did to the game's record.
fn hint_lines(hinted: &Hinted, analysis: &Analysis, proved: Option<Proved>) -> Vec<Message> {
    let game = &hinted.game;
    let mover = game.to_move();
    let best = hint_moves(analysis);
    let proof = match proved {
        Some(Proved {
            winner,
            key: Some(key),
        }) if winner == mover => Some(
            Message::new(Key::HintProvedWin)
                .arg("color", mover)
                .arg("cell", key),
        ),
        Some(Proved { winner, .. }) if winner != mover => best.first().map(|m| {
            Message::new(Key::HintProvedLoss)
                .arg("color", mover)
                .arg("cell", m.cell)
        }),
        _ => None,
    };
    let mut lines = Vec::new();
    if let Some(proof) = proof {
        lines.push(proof);
    } else {
        lines.push(
            Message::new(Key::HintTitle)
                .arg("player", hinted.player.clone())
                .arg("color", mover)
                .arg(
                    "playouts",
                    i64::try_from(analysis.playouts).unwrap_or(i64::MAX),
                ),
        );
        for (rank, m) in best.iter().enumerate() {
            lines.push(
                Message::new(Key::HintMove)
                    .arg("rank", rank as i64 + 1)
                    .arg("cell", m.cell)
                    .arg("percent", (f64::from(m.win) * 100.0).round() as i64),
            );
        }
    }
    if game.can_swap() {
        let would = match game.settings().variant {
            Variant::Hex => ai::swap_wanted(game),
            Variant::Rex => best.first().is_some_and(|m| m.win < 0.5),
        };
        lines.push(Message::new(if would {
            Key::HintSwapYes
        } else {
            Key::HintSwapNo
        }));
    }
    lines.push(Message::new(if hinted.unrated_now {
        Key::HintAssistedUnrated
    } else {
        Key::HintAssisted
    }));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{
        Action, AiOptions, Command, FirstMove, ManualClock, Service, ServiceConfig, Timestamp,
    };
    use std::sync::Arc;

    /// A service on a SQLite file in `dir`: one search thread, a queue of four, tiny budgets.
    async fn service(dir: &tempfile::TempDir) -> Service {
        let url = format!("sqlite://{}", dir.path().join("hexbot.db").display());
        let mut config = ServiceConfig::new(url);
        config.ai_threads = 1;
        config.ai_playouts = Some(40);
        config.seed = Some(7);
        config.computer.queue = 4;
        let clock = Arc::new(ManualClock::new(Timestamp(1_800_000_000_000)));
        Service::open(config, clock).await.unwrap().0
    }

    /// `user`'s game against the computer in their own channel, their move, already assisted.
    /// Whether `reply` is a hint (the computer's view, or what the solver proved): every hint
    /// ends by saying the game is now marked assisted.
    fn is_hint(reply: &Reply) -> bool {
        reply.has(Key::HintAssisted) || reply.has(Key::HintAssistedUnrated)
    }

    async fn assisted_game(svc: &Service, user: u64) -> Actor {
        let actor = Actor::new(1, 10 + user, user, format!("p{user}"));
        let ai = AiOptions {
            size: Some(7),
            first: Some(FirstMove::You),
            ..AiOptions::default()
        };
        assert!(!svc.handle(&actor, Command::Ai(ai)).await.unwrap().refused);
        let question = svc.handle(&actor, Command::Hint).await.unwrap();
        let id = question.button(Action::Hint).expect("the question").id;
        let hint = svc
            .handle(&actor, Command::Button { id, input: None })
            .await
            .unwrap();
        assert!(is_hint(&hint), "{}", hint.english());
        actor
    }

    /// Lets the spawned commands run until `n` searches wait for the (held) search thread.
    async fn until_waiting(svc: &Service, n: usize) {
        while svc.inner.core.scheduler.waiting() < n {
            tokio::task::yield_now().await;
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_flood_of_hints_never_starves_other_players_moves() {
        let dir = tempfile::tempdir().unwrap();
        let svc = service(&dir).await;
        let ann = assisted_game(&svc, 100).await;
        let others: Vec<Actor> = [
            assisted_game(&svc, 101).await,
            assisted_game(&svc, 102).await,
            assisted_game(&svc, 103).await,
        ]
        .into();
        // Every search thread busy: whatever needs one waits in the queue.
        let held = svc
            .inner
            .core
            .scheduler
            .acquire(Class::Background)
            .await
            .unwrap();
        let first = tokio::spawn({
            let (svc, ann) = (svc.clone(), ann.clone());
            async move { svc.handle(&ann, Command::Hint).await.unwrap() }
        });
        until_waiting(&svc, 1).await;
        // Ann's next 99 hints are refused at once: one at a time each, nothing stored.
        for _ in 0..99 {
            let r = svc.handle(&ann, Command::Hint).await.unwrap();
            assert!(r.refused && r.has(Key::HintInFlight), "{}", r.english());
        }
        // Two more players' hints fill the queue up to its reserve (three of four places)…
        let mut waiting = Vec::new();
        for actor in &others[..2] {
            let (svc, actor) = (svc.clone(), actor.clone());
            waiting.push(tokio::spawn(async move {
                svc.handle(&actor, Command::Hint).await.unwrap()
            }));
        }
        until_waiting(&svc, 3).await;
        // …so a fourth player's hint waits its turn…
        let busy = svc.handle(&others[2], Command::Hint).await.unwrap();
        assert!(
            busy.refused && busy.has(Key::HintBusy),
            "{}",
            busy.english()
        );
        // …while a move against the computer still has its place.
        let moved = svc
            .handle(&others[2], Command::Move("d4".into()))
            .await
            .unwrap();
        assert!(!moved.refused, "{}", moved.english());
        drop(held);
        assert!(is_hint(&first.await.unwrap()));
        for w in waiting {
            assert!(is_hint(&w.await.unwrap()));
        }
        // The flood is over: Ann may ask again.
        let again = svc.handle(&ann, Command::Hint).await.unwrap();
        assert!(is_hint(&again), "{}", again.english());
        svc.close().await;
    }

    #[test]
    fn a_fixed_playout_budget_keeps_the_time_cap() {
        assert_eq!(hint_config(None).playouts, HINT_PLAYOUTS);
        for budget in [None, Some(200), Some(10_000_000)] {
            assert_eq!(hint_config(budget).time_cap, Some(HINT_TIME), "{budget:?}");
        }
    }
}
