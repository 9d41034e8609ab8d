//! Judging the positions of a finished game for its review, all from one point of view (Red's
//! chance of winning). A position is *proved* where the engine can prove it: the game's end,
//! H-search's virtual connections (a full connection wins whoever moves, a semi connection wins
//! for the side to move), the tree search's own proofs, or the proof solver (`solver`, df-pn),
//! which a review runs from the end of the game backwards ([`ReviewProofs`]). Elsewhere the chance
//! is the search's estimate:
//! the root's mean over every playout, which does not flatter the side to move as its best
//! move's rate does (a maximum over noisy estimates); so the chance does not zig-zag with the
//! turn.
//!
//! A review judges every position once, judges again with a larger budget the positions where
//! the chance swings most ([`to_refine`]), tries to [`prove`] the positions from the end
//! backwards until the solver fails a few times in a row, and then [`settle`]s the decided
//! stretches: between a
//! proved win and the next proof for the same side (or the end, when that side won), the game was
//! decided and shows no swings.

use super::board::{Pos, code};
use super::config::{SearchConfig, SearchControl};
use super::decide::analyse;
use super::proof::{Expert, Limits, Prover, Verdict};
use super::vc::{Reach, VcScratch};
use crate::hex::{Cell, Color, Game, Variant};
use std::time::{Duration, Instant};

/// How much the root's mean weighs against its best move's rate in an estimate (1: the mean
/// alone). Measured with `hexbot-lab bench review-check` (`docs/engine.md`): the mean alone
/// leaves no zig-zag between the players' moves.
pub const MEAN_WEIGHT: f32 = 1.0;

/// How many nodes the proof pass ([`ReviewProofs`]) gives the solver for each position, per playout
/// of the review's budget. Measured with `hexbot-lab bench review-check` (`docs/engine.md`).
pub const PROOF_FACTOR: u64 = 8;

/// The proof pass stops after this many positions in a row that it could not prove: earlier
/// positions, with more empty cells, are harder still.
pub const PROOF_MISSES: usize = 6;

/// How many positions a review judges a second time, with [`REFINE_FACTOR`] times the budget.
pub const REFINE_POSITIONS: usize = 16;

/// How many times the first budget a position judged again gets.
pub const REFINE_FACTOR: u64 = 4;

/// One position as a review judges it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    /// Red's chance of winning (1 or 0 when proved).
    pub red_chance: f32,
    /// Who wins for sure, when it is proved (or settled: see [`settle`]).
    pub proved: Option<Color>,
    /// The stone the engine prefers for the side to move.
    pub best: Option<Cell>,
    /// Playouts spent on it.
    pub playouts: u64,
}

impl Judgement {
    fn won_by(color: Color, best: Option<Cell>, playouts: u64) -> Self {
        Self {
            red_chance: if color == Color::Red { 1.0 } else { 0.0 },
            proved: Some(color),
            best,
            playouts,
        }
    }
}

/// Who has won for sure by what the solver knows before searching (Hex only): the dead and
/// captured cells filled in, a full connection wins whoever moves, a semi connection of the side
/// to move wins for it, and a side with no move worth considering loses. Sound, not complete.
pub fn connection_winner(game: &Game) -> Option<Color> {
    if game.settings().variant != Variant::Hex || game.is_over() {
        return None;
    }
    let pos = Pos::from_board(game.board());
    let mover = code(game.to_move());
    match Expert::default().know(&pos, mover, None).verdict {
        Verdict::Won(_) => Some(game.to_move()),
        Verdict::Lost => Some(game.to_move().opponent()),
        Verdict::Open(_) => None,
    }
}

/// The empty cells through which `color`'s stones are already connected, virtually, by
/// H-search (Hex only): `Some` of the carrier (empty when the chain is complete) when a full
/// connection joins `color`'s sides whoever moves, `None` when none is found. Sound, not
/// complete.
#[must_use]
pub fn virtual_connection(game: &Game, color: Color) -> Option<Vec<Cell>> {
    if game.settings().variant != Variant::Hex {
        return None;
    }
    let mut pos = Pos::from_board(game.board());
    let mut scratch = VcScratch::default();
    (pos.connections(code(color), &mut scratch) == Reach::Connected).then(|| {
        let mut cells: Vec<Cell> = scratch
            .carrier
            .iter()
            .map(|&s| pos.cell(usize::from(s)))
            .collect();
        cells.sort_unstable();
        cells
    })
}

/// Judges the position of `game` with `config`'s budget (the chance estimated with
/// `mean_weight`, normally [`MEAN_WEIGHT`]): proved when it can be, else estimated. A position
/// proved by its connections is still searched, with a quarter of the budget, for its best stone.
pub fn judge(
    game: &Game,
    config: &SearchConfig,
    seed: u64,
    control: &SearchControl,
    mean_weight: f32,
) -> Judgement {
    if let Some(o) = game.outcome() {
        return Judgement::won_by(o.winner, None, 0);
    }
    let mover = game.to_move();
    let proved = connection_winner(game);
    let config = match proved {
        Some(_) => config.clone().with_playouts((config.playouts / 4).max(1)),
        None => config.clone(),
    };
    let Ok(analysis) = analyse(game, &config, seed, control) else {
        return Judgement {
            red_chance: 0.5,
            proved: None,
            best: None,
            playouts: 0,
        };
    };
    let best = analysis.moves.first().map(|m| m.cell);
    let proved = proved.or(match analysis.proved {
        Some(true) => Some(mover),
        Some(false) => Some(mover.opponent()),
        None => None,
    });
    if let Some(winner) = proved {
        return Judgement::won_by(winner, best, analysis.playouts);
    }
    let top = analysis.moves.first().map_or(0.5, |m| m.win);
    let mine = (mean_weight * analysis.value + (1.0 - mean_weight) * top).clamp(0.0, 1.0);
    Judgement {
        red_chance: if mover == Color::Red {
            mine
        } else {
            1.0 - mine
        },
        proved: None,
        best,
        playouts: analysis.playouts,
    }
}

/// The positions to judge again with a larger budget: the unproved ones where the chance swings
/// most (against the position before or after), at most [`REFINE_POSITIONS`], in order.
pub fn to_refine(judged: &[Judgement]) -> Vec<usize> {
    let chance = |i: usize| judged.get(i).map(|j| j.red_chance);
    let mut swings: Vec<(usize, f32)> = judged
        .iter()
        .enumerate()
        .filter(|(_, j)| j.proved.is_none())
        .map(|(i, j)| {
            let before = i
                .checked_sub(1)
                .and_then(chance)
                .map_or(0.0, |c| (c - j.red_chance).abs());
            let after = chance(i + 1).map_or(0.0, |c| (c - j.red_chance).abs());
            (i, before.max(after))
        })
        .filter(|&(_, swing)| swing > 0.0)
        .collect();
    swings.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut out: Vec<usize> = swings
        .into_iter()
        .take(REFINE_POSITIONS)
        .map(|(i, _)| i)
        .collect();
    out.sort_unstable();
    out
}

/// What a review's proof pass did ([`ReviewProofs::prove_game`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProofPass {
    /// Positions it proved.
    pub proved: usize,
    /// Positions the solver worked out, in all.
    pub nodes: u64,
}

/// The proof pass of a review, with one solver table across the game: position k + 1 is a child
/// of position k, so what the solver learnt proving one position serves the one before it.
///
/// [`Self::prove_game`] walks back from the end, giving each position not yet proved up to the
/// budget, until [`PROOF_MISSES`] in a row resist; the budget the proved positions left unspent
/// then goes forward over the positions the walk could not prove, in the game's order, each up
/// to [`RETRY_FACTOR`] times the budget, while it lasts.
pub struct ReviewProofs {
    prover: Prover,
}

/// How many times the budget a position retried after the walk may take.
pub const RETRY_FACTOR: u64 = 3;

/// The longest a review's proof pass may take, whatever its budget, so that a review stays
/// within about 20 s on two cores (`hexbot-lab bench review`) and a large budget cannot make it
/// endless; the review check measures what it costs in agreement (`docs/engine.md`).
pub const PROOF_PASS_TIME: Duration = Duration::from_secs(30);

impl Default for ReviewProofs {
    fn default() -> Self {
        Self::new()
    }
}

impl ReviewProofs {
    /// A pass with a fresh table.
    #[must_use]
    pub fn new() -> Self {
        Self {
            prover: Prover::default(),
        }
    }

    /// The table's positions and bytes.
    #[must_use]
    pub fn table_size(&self) -> (usize, usize) {
        self.prover.table_size()
    }

    /// Proves what it can of `positions` (position k after k moves of one game; `judged[k]` its
    /// judgement so far, replaced by a proof when one is found), `budget` nodes a position on
    /// average, and none past the `deadline` if given.
    pub fn prove_game(
        &mut self,
        positions: &[Game],
        judged: &mut [Judgement],
        budget: u64,
        deadline: Option<Instant>,
    ) -> ProofPass {
        let mut pass = ProofPass::default();
        let mut left = 0u64;
        let mut missed = Vec::new();
        let (mut misses, mut k) = (0, positions.len().min(judged.len()));
        while k > 0 && misses < PROOF_MISSES {
            k -= 1;
            if judged[k].proved.is_some() {
                misses = 0;
                continue;
            }
            left += budget;
            let spent = self.try_prove(&positions[k], &mut judged[k], left, deadline, &mut pass);
            left -= spent.min(left);
            if judged[k].proved.is_some() {
                misses = 0;
            } else {
                misses += 1;
                missed.push(k);
            }
        }
        for &k in missed.iter().rev() {
            if left == 0 || deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            let give = left.min(budget.saturating_mul(RETRY_FACTOR));
            let spent = self.try_prove(&positions[k], &mut judged[k], give, deadline, &mut pass);
            left -= spent.min(left);
        }
        pass
    }

    /// One position with at most `nodes`; returns the nodes spent.
    fn try_prove(
        &mut self,
        game: &Game,
        judged: &mut Judgement,
        nodes: u64,
        deadline: Option<Instant>,
        pass: &mut ProofPass,
    ) -> u64 {
        let s = self.prover.solve(game, Limits { nodes, deadline });
        pass.nodes += s.nodes;
        if let Some(winner) = s.winner {
            *judged = Judgement::won_by(winner, s.key.or(judged.best), judged.playouts);
            pass.proved += 1;
        }
        s.nodes
    }
}

/// Settles the decided stretches of a game `winner` won, whose side to move at each position was
/// `to_move`. First, soundly, backwards: a position whose side to move reached, by its own move,
/// a position proved theirs, was theirs already (the move played wins). Then forwards: a position
/// that is not proved, after a proved win for a side and before its next proof, is that side's
/// too when the next proof is also theirs, or when there is none and they won the game. (A proof
/// for the other side later means a mistake in between: those positions keep their estimates.)
pub fn settle(judged: &mut [Judgement], to_move: &[Color], winner: Option<Color>) {
    for k in (0..judged.len().saturating_sub(1)).rev() {
        let mover = to_move.get(k).copied();
        if judged[k].proved.is_none() && mover.is_some() && judged[k + 1].proved == mover {
            let best = judged[k].best;
            let playouts = judged[k].playouts;
            judged[k] =
                Judgement::won_by(judged[k + 1].proved.unwrap_or(Color::Red), best, playouts);
        }
    }
    let proofs: Vec<(usize, Color)> = judged
        .iter()
        .enumerate()
        .filter_map(|(i, j)| j.proved.map(|c| (i, c)))
        .collect();
    for (k, &(at, side)) in proofs.iter().enumerate() {
        let next = proofs.get(k + 1);
        let holds = match next {
            Some(&(_, other)) => other == side,
            None => winner == Some(side),
        };
        if !holds {
            continue;
        }
        let end = next.map_or(judged.len(), |&(i, _)| i);
        for j in &mut judged[at + 1..end] {
            j.red_chance = if side == Color::Red { 1.0 } else { 0.0 };
            j.proved = Some(side);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::board::game;
    use crate::ai::proof::solve;

    #[test]
    fn a_chain_with_two_ways_to_each_side_is_proved_whoever_moves() {
        // Red d1 … d6 down the middle of 7×7 while Blue plays elsewhere: after d6, Red's chain
        // reaches the last row by d7 or c7, and the first row by its own stone.
        let g = game(7, "d1 a1 d2 a2 d3 a3 d4 a4 d5 a5 d6");
        assert_eq!(g.to_move(), Color::Blue);
        assert_eq!(connection_winner(&g), Some(Color::Red));
        let j = judge(
            &g,
            &SearchConfig::default().with_playouts(64),
            1,
            &SearchControl::new(),
            MEAN_WEIGHT,
        );
        assert_eq!((j.red_chance, j.proved), (1.0, Some(Color::Red)));
    }

    #[test]
    fn a_review_proves_back_from_the_end_with_one_table_as_a_fresh_solver_would() {
        let g = game(7, "d1 a1 d2 a2 d3 a3 d4 a4 d5 a5 d6");
        let moves = g.moves();
        let positions: Vec<Game> = (0..=moves.len())
            .map(|k| Game::replay(g.settings(), &moves[..k]).expect("the game replays"))
            .collect();
        let open = Judgement {
            red_chance: 0.5,
            proved: None,
            best: None,
            playouts: 1,
        };
        let mut judged = vec![open; positions.len()];
        let pass = ReviewProofs::new().prove_game(&positions, &mut judged, 2_000, None);
        assert!(pass.proved >= 4, "{pass:?}");
        assert_eq!(
            pass.proved,
            judged.iter().filter(|j| j.proved.is_some()).count()
        );
        for (k, j) in judged.iter().enumerate().skip(positions.len() - 4) {
            assert_eq!(j.proved, Some(Color::Red), "position {k}");
        }
        for (k, j) in judged.iter().enumerate() {
            if let Some(winner) = j.proved {
                assert_eq!(
                    solve(&positions[k], 200_000).winner,
                    Some(winner),
                    "position {k}"
                );
            }
        }
    }

    #[test]
    fn decided_stretches_are_settled_and_a_later_reversal_is_not() {
        let open = |c: f32| Judgement {
            red_chance: c,
            proved: None,
            best: None,
            playouts: 1,
        };
        let won = |c: Color| Judgement::won_by(c, None, 1);
        use Color::{Blue, Red};
        let turns = [Red, Blue, Red, Blue, Red, Blue];
        let mut judged = [
            open(0.5),
            won(Red),
            open(0.6),
            open(0.4),
            won(Red),
            open(0.7),
        ];
        settle(&mut judged, &turns, Some(Red));
        let chances: Vec<f32> = judged.iter().map(|j| j.red_chance).collect();
        // Red moved from the first position into a proved win: it was won already.
        assert_eq!(chances, [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]);
        // Blue to move before Red's proved win: Blue's move may have been the mistake.
        let mut judged = [open(0.5), open(0.6), won(Red)];
        settle(&mut judged, &[Red, Blue, Red], Some(Red));
        let chances: Vec<f32> = judged.iter().map(|j| j.red_chance).collect();
        assert_eq!(chances, [0.5, 0.6, 1.0]);
        let mut judged = [won(Red), open(0.6), won(Blue), open(0.3)];
        settle(&mut judged, &[Red, Red, Blue, Red], Some(Blue));
        let chances: Vec<f32> = judged.iter().map(|j| j.red_chance).collect();
        assert_eq!(chances, [1.0, 0.6, 0.0, 0.0]);
        assert_eq!(to_refine(&judged), vec![1]);
    }
}
