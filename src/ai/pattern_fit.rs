//! Fitting the learned move patterns ([`super::patterns`]) on strong games: the positions'
//! candidates and the move played, minorization-maximization, and how well a table predicts
//! held-out moves.

use super::board::{Pos, code as color_code};
use super::patterns::{Answers, codes, is_answer};
use crate::hex::{Game, Move};
use std::collections::HashMap;

/// Training positions: every empty cell's patterns, and which cell was played.
#[derive(Default)]
pub struct PatternTrainer {
    large: Group,
    small: Group,
    /// The answer patterns ([`Answers`]) of the cells around the last stone; [`NONE`] elsewhere.
    answer: Group,
    answer_small: Group,
    /// Per position: (first candidate, number of candidates, index of the one played).
    positions: Vec<(u32, u32, u32)>,
}

/// A candidate without a pattern of the group (an answer group's cell away from the last stone).
const NONE: u32 = u32::MAX;

/// One kind of pattern: the codes seen and each candidate's pattern.
#[derive(Default)]
struct Group {
    /// Pattern code → index.
    index: HashMap<u32, u32>,
    codes: Vec<u32>,
    /// Pattern indices of the candidates (or [`NONE`]), position after position.
    candidates: Vec<u32>,
}

impl Group {
    fn push(&mut self, code: Option<u32>) {
        let Some(code) = code else {
            self.candidates.push(NONE);
            return;
        };
        let next = self.codes.len() as u32;
        let i = *self.index.entry(code).or_insert(next);
        if i == next {
            self.codes.push(code);
        }
        self.candidates.push(i);
    }

    /// Minorization-maximization (see [`PatternTrainer::fit`]). With `base`, each candidate's
    /// strength is its weight there (by candidate) times its pattern's gamma, or the weight alone
    /// if it has no pattern of this group (the generalised Bradley–Terry model with teams,
    /// the teammate's gamma held fixed); the gammas are then not rescaled, a gamma of 1 being a
    /// candidate without a pattern.
    fn fit(
        &self,
        positions: &[(u32, u32, u32)],
        base: Option<&[f64]>,
        iterations: u32,
    ) -> Vec<(u32, f32, u32)> {
        let k = self.codes.len();
        let base_of = |c: usize| base.map_or(1.0, |b| b[c]);
        let mut wins = vec![0f64; k];
        let mut seen = vec![0u32; k];
        for &(first, len, chosen) in positions {
            if let Some(&f) = self.candidates.get((first + chosen) as usize)
                && f != NONE
            {
                wins[f as usize] += 1.0;
            }
            for &f in &self.candidates[first as usize..(first + len) as usize] {
                if f != NONE {
                    seen[f as usize] += 1;
                }
            }
        }
        let mut gamma = vec![1f64; k];
        let mut denominator = vec![0f64; k];
        for _ in 0..iterations {
            denominator.iter_mut().for_each(|d| *d = 0.0);
            for &(first, len, _) in positions {
                let range = first as usize..(first + len) as usize;
                let strength = |c: usize| {
                    let f = self.candidates[c];
                    base_of(c) * if f == NONE { 1.0 } else { gamma[f as usize] }
                };
                let total: f64 = range.clone().map(strength).sum();
                for c in range {
                    let f = self.candidates[c];
                    if f != NONE {
                        denominator[f as usize] += base_of(c) / total;
                    }
                }
            }
            for i in 0..k {
                gamma[i] = (wins[i] + 1.0) / (denominator[i] + 2.0 / (gamma[i] + 1.0));
            }
        }
        // Without a teammate, scale so that the geometric mean over all candidates is 1.
        let scale = if base.is_some() {
            1.0
        } else {
            let total_seen: f64 = seen.iter().map(|&s| f64::from(s)).sum();
            let mean_log = gamma
                .iter()
                .zip(&seen)
                .map(|(g, &s)| g.ln() * f64::from(s))
                .sum::<f64>()
                / total_seen.max(1.0);
            (-mean_log).exp()
        };
        (0..k)
            .map(|i| (self.codes[i], (gamma[i] * scale) as f32, seen[i]))
            .collect()
    }

    /// The weight `table` gives candidate `c` by this group's pattern and `fallback`'s (the
    /// small patterns of the same kind), if it knows either.
    fn weight(&self, fallback: &Group, table: &HashMap<u32, f32>, c: usize) -> Option<f32> {
        let code = |g: &Group| match g.candidates[c] {
            NONE => None,
            f => Some(g.codes[f as usize]),
        };
        let large = code(self).and_then(|l| table.get(&l));
        large
            .or_else(|| code(fallback).and_then(|s| table.get(&s)))
            .copied()
    }
}

/// How well a table predicts held-out moves.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Prediction {
    /// Positions measured.
    pub positions: usize,
    /// How often the move played had the highest weight (ties count as a share).
    pub top1: f64,
    /// Mean log-probability the table gave the move played.
    pub log_likelihood: f64,
    /// The same for a uniform choice among the empty cells.
    pub uniform_log_likelihood: f64,
}

impl PatternTrainer {
    /// Adds the positions of `game` (placements only, from move `skip` on, before any swap or
    /// resignation ends its placements).
    pub fn add_game(&mut self, game: &Game, skip: usize) {
        let mut replay = Game::new(game.settings());
        for (ply, &mv) in game.moves().iter().enumerate() {
            let Move::Place(cell) = mv else {
                if replay.play(mv).is_err() {
                    return;
                }
                continue;
            };
            if ply >= skip {
                let pos = Pos::from_board(replay.board());
                let color = color_code(replay.to_move());
                let last = replay.last_stone().map(|c| pos.slot(c));
                let answers = Answers::new(&pos, color, last);
                let played = pos.slot(cell);
                let first = self.large.candidates.len() as u32;
                let mut chosen = u32::MAX;
                for s in pos.empties() {
                    if s == played {
                        chosen = self.large.candidates.len() as u32 - first;
                    }
                    let (large, small) = codes(&pos, s, color, last);
                    self.large.push(Some(large));
                    self.small.push(Some(small));
                    let answer = answers.as_ref().and_then(|a| a.codes(s));
                    self.answer.push(answer.map(|a| a.0));
                    self.answer_small.push(answer.map(|a| a.1));
                }
                let len = self.large.candidates.len() as u32 - first;
                if chosen == u32::MAX || len < 2 {
                    for g in [
                        &mut self.large,
                        &mut self.small,
                        &mut self.answer,
                        &mut self.answer_small,
                    ] {
                        g.candidates.truncate(first as usize);
                    }
                } else {
                    self.positions.push((first, len, chosen));
                }
            }
            if replay.play(mv).is_err() || replay.is_over() {
                return;
            }
        }
    }

    /// Training positions so far.
    pub fn positions(&self) -> usize {
        self.positions.len()
    }

    /// Fits the weights of the large and of the small patterns, each on its own, by
    /// `iterations` rounds of minorization-maximization, each pattern also winning once and
    /// losing once against a virtual pattern of weight 1 (so rare patterns stay near 1). Returns
    /// (code, gamma, times seen as a candidate) for every pattern, by code, the weights scaled so
    /// that the typical candidate weighs 1.
    pub fn fit(&self, iterations: u32) -> Vec<(u32, f32, u32)> {
        let mut out = self.large.fit(&self.positions, None, iterations);
        out.extend(self.small.fit(&self.positions, None, iterations));
        out.sort_unstable_by_key(|&(code, _, _)| code);
        out
    }

    /// Fits the answer patterns' weights (the large and the small ones, each on its own, as
    /// [`fit`](Self::fit)) given the patterns' weights in `patterns`: each candidate's strength is
    /// its pattern's weight times its answer's, so the answers learn what the cells' own patterns
    /// miss about the last move. An answer weight above 1 raises a cell, below 1 lowers it.
    pub fn fit_answers(
        &self,
        patterns: &HashMap<u32, f32>,
        iterations: u32,
    ) -> Vec<(u32, f32, u32)> {
        let base: Vec<f64> = (0..self.large.candidates.len())
            .map(|c| f64::from(self.large.weight(&self.small, patterns, c).unwrap_or(1.0)))
            .collect();
        let mut out = self.answer.fit(&self.positions, Some(&base), iterations);
        out.extend(
            self.answer_small
                .fit(&self.positions, Some(&base), iterations),
        );
        out.sort_unstable_by_key(|&(code, _, _)| code);
        out
    }

    /// How well `table` predicts the moves of these positions (its answer patterns too).
    pub fn predict(&self, table: &HashMap<u32, f32>) -> Prediction {
        let mut p = Prediction {
            positions: self.positions.len(),
            ..Prediction::default()
        };
        for &(first, len, chosen) in &self.positions {
            let weights: Vec<f64> = (first as usize..(first + len) as usize)
                .map(|c| {
                    let own = self.large.weight(&self.small, table, c).unwrap_or(1.0);
                    let answer = self
                        .answer
                        .weight(&self.answer_small, table, c)
                        .unwrap_or(1.0);
                    f64::from(own) * f64::from(answer)
                })
                .collect();
            let total: f64 = weights.iter().sum();
            let w = weights[chosen as usize];
            p.log_likelihood += (w / total).ln();
            p.uniform_log_likelihood -= f64::from(len).ln();
            let best = weights.iter().copied().fold(0.0, f64::max);
            if w >= best {
                let ties = weights.iter().filter(|&&x| x >= best).count();
                p.top1 += 1.0 / ties as f64;
            }
        }
        let n = p.positions.max(1) as f64;
        p.top1 /= n;
        p.log_likelihood /= n;
        p.uniform_log_likelihood /= n;
        p
    }
}

/// `table` without its answer patterns.
pub fn without_answers(table: &HashMap<u32, f32>) -> HashMap<u32, f32> {
    table
        .iter()
        .filter(|&(&code, _)| !is_answer(code))
        .map(|(&c, &g)| (c, g))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::patterns::SMALL;

    #[test]
    fn fitting_prefers_the_pattern_that_is_always_played() {
        // Red always answers next to Blue's stone; the fitted weight of "touching the last
        // move" beats that of the far cells.
        let mut t = PatternTrainer::default();
        let size = crate::hex::BoardSize::new(5).unwrap();
        for (b, r) in [("c3", "c2"), ("b2", "b3"), ("d4", "d3"), ("c4", "c5")] {
            let mut g = Game::new(crate::hex::Settings::hex(size));
            g.play(g.parse_move("a5").unwrap()).unwrap();
            g.play(g.parse_move(b).unwrap()).unwrap();
            g.play(g.parse_move(r).unwrap()).unwrap();
            t.add_game(&g, 2);
        }
        assert_eq!(t.positions(), 4);
        let fitted = t.fit(30);
        let table: HashMap<u32, f32> = fitted.iter().map(|&(c, g, _)| (c, g)).collect();
        let touching: f32 = fitted
            .iter()
            .filter(|(c, _, _)| c & SMALL == 0 && c >> 24 == 1)
            .map(|&(_, g, _)| g)
            .fold(0.0, f32::max);
        let far: f32 = fitted
            .iter()
            .filter(|(c, _, _)| c & SMALL == 0 && c >> 24 == 0)
            .map(|&(_, g, _)| g)
            .fold(0.0, f32::max);
        assert!(touching > far, "touching {touching}, far {far}");
        let p = t.predict(&table);
        assert!(p.log_likelihood > p.uniform_log_likelihood);
    }

    #[test]
    fn the_answer_table_learns_the_reply_the_patterns_do_not_know() {
        // Red always answers right beside Blue's stone, in the row of Red's own stone; with no
        // pattern weights at all, the answer patterns alone must learn to rank that reply first.
        let mut t = PatternTrainer::default();
        let size = crate::hex::BoardSize::new(6).unwrap();
        for (r0, b, r) in [
            ("b2", "c3", "b3"),
            ("e2", "d3", "e3"),
            ("b5", "c4", "b4"),
            ("e5", "d4", "e4"),
        ] {
            let mut g = Game::new(crate::hex::Settings::hex(size));
            for m in [r0, b, r] {
                g.play(g.parse_move(m).unwrap()).unwrap();
            }
            t.add_game(&g, 2);
        }
        assert_eq!(t.positions(), 4);
        let none = HashMap::new();
        let fitted = t.fit_answers(&none, 30);
        assert!(fitted.iter().all(|&(c, _, _)| is_answer(c)));
        let table: HashMap<u32, f32> = fitted.iter().map(|&(c, g, _)| (c, g)).collect();
        let alone = t.predict(&none);
        let with = t.predict(&table);
        assert!(
            with.log_likelihood > alone.log_likelihood + 0.5,
            "{with:?} {alone:?}"
        );
        assert!(with.top1 > 0.99, "{with:?}");
        assert!(without_answers(&table).is_empty());
    }
}
