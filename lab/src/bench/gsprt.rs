//! The generalised sequential probability ratio test over game pairs, as engine testers use it
//! to decide between "no better" and "better by a margin" with errors α and β, stopping as soon
//! as the games say enough.
//!
//! Games come in pairs from one opening, each engine playing each side, so the opening's bias
//! cancels; a pair scores 0, ½, 1, 1½ or 2 points for engine A (no draws in Hex: 0, 1 or 2, but
//! the arithmetic keeps the general form). With the pairs' mean score per game x̄ and its
//! variance per pair σ², the log-likelihood ratio of H1 (A is `elo1` logistic Elo stronger)
//! against H0 (`elo0`) in the normal approximation is
//!
//! ```text
//! LLR = N · (s1 − s0) · (2·x̄ − s0 − s1) / (2·σ²),   s = 1 / (1 + 10^(−elo/400))
//! ```
//!
//! and the test stops at ln(β / (1 − α)) (H0) or ln((1 − β) / α) (H1). The moments count one
//! pseudo-pair lost and one won beside the real ones, so that the first pairs, all alike (their
//! variance 0), cannot end the test by themselves; its pull on the mean fades as 1/N.

/// A pair's points for A in half points (0 to 4): the index into [`Gsprt::counts`].
pub type HalfPoints = usize;

/// The pseudo-pairs counted in the moments: one lost (0 points), one won (2 points).
const PRIOR: [f64; 5] = [1.0, 0.0, 0.0, 0.0, 1.0];

/// The expected score of a side `elo` logistic Elo stronger than its opponent.
pub fn score_of(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The logistic Elo difference that an expected score `score` (strictly between 0 and 1) means.
pub fn elo_of(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// What a test decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// H0: A is not `elo1` stronger (it is `elo0` or weaker).
    H0,
    /// H1: A is `elo1` stronger (or more).
    H1,
    /// Not yet.
    Open,
}

/// A test: its hypotheses, its error rates, and the pairs so far.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Gsprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
    /// How many pairs scored 0, ½, 1, 1½, 2 points for A.
    pub counts: [u32; 5],
}

impl Gsprt {
    /// A test of H0 `elo0` against H1 `elo1` with false-positive rate `alpha` and
    /// false-negative rate `beta`, before any pair.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Self {
        Self {
            elo0,
            elo1,
            alpha,
            beta,
            counts: [0; 5],
        }
    }

    /// Adds a pair in which A scored `half_points` half points (0 to 4; more counts as 4).
    pub fn add(&mut self, half_points: HalfPoints) {
        self.counts[half_points.min(4)] += 1;
    }

    /// Pairs so far.
    pub fn pairs(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// The pairs' mean score per game and its variance per pair, with the pseudo-pairs counted
    /// too if `prior` (as the test counts them); 0.5 and 0 before any pair.
    fn moments(&self, prior: bool) -> (f64, f64) {
        let weights: Vec<f64> = self
            .counts
            .iter()
            .zip(PRIOR)
            .map(|(&c, p)| f64::from(c) + if prior { p } else { 0.0 })
            .collect();
        let total: f64 = weights.iter().sum();
        if total == 0.0 {
            return (0.5, 0.0);
        }
        let score = |i: usize| i as f64 / 4.0;
        let mean = weights
            .iter()
            .enumerate()
            .map(|(i, w)| w * score(i))
            .sum::<f64>()
            / total;
        let variance = weights
            .iter()
            .enumerate()
            .map(|(i, w)| w * (score(i) - mean).powi(2))
            .sum::<f64>()
            / total;
        (mean, variance)
    }

    /// The log-likelihood ratio of H1 against H0 so far.
    pub fn llr(&self) -> f64 {
        let n = f64::from(self.pairs());
        if n == 0.0 {
            return 0.0;
        }
        let (mean, variance) = self.moments(true);
        let (s0, s1) = (score_of(self.elo0), score_of(self.elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// Where the test stops: the lower bound (accept H0) and the upper (accept H1).
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// What the pairs so far decide.
    pub fn decision(&self) -> Decision {
        let (lower, upper) = self.bounds();
        let llr = self.llr();
        if llr >= upper {
            Decision::H1
        } else if llr <= lower {
            Decision::H0
        } else {
            Decision::Open
        }
    }

    /// A's mean score per game over the pairs played, and the Elo difference it means with its
    /// 95 % interval (from the pairs' standard error; a score of 0 or 1 is held half a game inside).
    pub fn elo(&self) -> (f64, f64, f64, f64) {
        let (mean, variance) = self.moments(false);
        let n = f64::from(self.pairs()).max(1.0);
        let half = 1.959_964 * (variance / n).sqrt();
        // Half a game's score of 2n games from either end.
        let edge = 0.25 / n;
        let clamp = |s: f64| s.clamp(edge, 1.0 - edge);
        (
            mean,
            elo_of(clamp(mean)),
            elo_of(clamp(mean - half)),
            elo_of(clamp(mean + half)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn elo_and_score_are_inverse_and_logistic() {
        assert!((score_of(0.0) - 0.5).abs() < 1e-12);
        // 400 Elo is ten to one.
        assert!((score_of(400.0) - 10.0 / 11.0).abs() < 1e-12);
        for elo in [-300.0, -20.0, 0.0, 20.0, 150.0] {
            assert!((elo_of(score_of(elo)) - elo).abs() < 1e-9, "{elo}");
        }
    }

    #[test]
    fn the_ratio_is_zero_halfway_grows_with_the_pairs_and_has_the_textbook_bounds() {
        let mut t = Gsprt::new(0.0, 20.0, 0.05, 0.05);
        assert_eq!(t.llr(), 0.0);
        let (lower, upper) = t.bounds();
        assert!((lower + 2.944_438_979).abs() < 1e-6 && (upper - 2.944_438_979).abs() < 1e-6);
        // Even scores: below halfway between 0 and +20 Elo, so H0 gains.
        for _ in 0..50 {
            t.add(0);
            t.add(4);
            t.add(2);
        }
        let at_150 = t.llr();
        assert!(at_150 < 0.0, "{at_150}");
        for _ in 0..50 {
            t.add(0);
            t.add(4);
            t.add(2);
        }
        // Twice the pairs with the same frequencies: twice the ratio (up to the pseudo-pairs).
        assert!(
            (t.llr() / at_150 - 2.0).abs() < 0.01,
            "{} {at_150}",
            t.llr()
        );
        // A wins more than it loses: H1 gains.
        let mut better = Gsprt::new(0.0, 20.0, 0.05, 0.05);
        for _ in 0..100 {
            better.add(4);
            better.add(2);
            better.add(2);
            better.add(0);
            better.add(4);
        }
        assert!(better.llr() > 0.0);
        assert_eq!(better.decision(), Decision::H1);
        let (mean, elo, lo, hi) = better.elo();
        assert!(
            (mean - 0.6).abs() < 1e-3 && lo < elo && elo < hi,
            "{mean} {elo} {lo} {hi}"
        );
    }

    #[test]
    fn the_first_pairs_alike_do_not_decide() {
        for outcome in [0, 2, 4] {
            let mut t = Gsprt::new(0.0, 20.0, 0.05, 0.05);
            for _ in 0..3 {
                t.add(outcome);
            }
            assert_eq!(t.decision(), Decision::Open, "{outcome}: {}", t.llr());
        }
    }

    /// Runs tests on simulated pairs of independent games won with the chance of `true_elo`,
    /// and counts how often each hypothesis is accepted.
    fn simulate(true_elo: f64, runs: u32, seed: u64) -> (u32, u32) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let p = score_of(true_elo);
        let (mut h0, mut h1) = (0, 0);
        for _ in 0..runs {
            let mut t = Gsprt::new(0.0, 20.0, 0.05, 0.05);
            loop {
                let wins = usize::from(rng.random_bool(p)) + usize::from(rng.random_bool(p));
                t.add(2 * wins);
                match t.decision() {
                    Decision::H0 => break h0 += 1,
                    Decision::H1 => break h1 += 1,
                    Decision::Open => {}
                }
            }
        }
        (h0, h1)
    }

    #[test]
    fn the_error_rates_hold_on_simulated_matches() {
        // No better: H1 wrongly accepted in about α of the tests.
        let (h0, h1) = simulate(0.0, 200, 1);
        assert!(h1 <= 20, "H1 in {h1} of 200 at +0 Elo (h0 {h0})");
        // Better by the margin: H0 wrongly accepted in about β of the tests.
        let (h0, h1) = simulate(20.0, 200, 2);
        assert!(h0 <= 20, "H0 in {h0} of 200 at +20 Elo (h1 {h1})");
        // Far better: H1 nearly always.
        let (h0, _) = simulate(60.0, 100, 3);
        assert!(h0 <= 2, "H0 in {h0} of 100 at +60 Elo");
    }
}
