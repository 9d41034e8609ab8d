//! The matching against a search of every matching, on random small graphs; and solving again
//! from an optimum after changes against solving from nothing.

use super::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

impl Graph<u64> {
    fn len(&self) -> usize {
        self.n
    }
}

/// The best total weight by trying everything (small graphs only).
fn brute_force(g: &Graph<u64>) -> u64 {
    fn best(g: &Graph<u64>, free: u32) -> u64 {
        if free == 0 {
            return 0;
        }
        let a = free.trailing_zeros() as usize;
        let rest = free & !(1 << a);
        let mut top = best(g, rest);
        for b in 0..g.len() {
            if rest & (1 << b) != 0 && g.weight(a, b) != 0 {
                top = top.max(g.weight(a, b) + best(g, rest & !(1 << b)));
            }
        }
        top
    }
    best(g, (1u32 << g.len()) - 1)
}

fn total(g: &Graph<u64>, mate: &[Option<usize>]) -> u64 {
    let mut sum = 0;
    for (a, m) in mate.iter().enumerate() {
        if let Some(b) = *m {
            assert_eq!(mate[b], Some(a), "mates are mutual");
            assert_ne!(g.weight(a, b), 0, "only edges are matched");
            if a < b {
                sum += g.weight(a, b);
            }
        }
    }
    sum
}

#[test]
fn random_graphs_get_the_best_total_weight() {
    let mut rng = ChaCha8Rng::seed_from_u64(33);
    for case in 0..3000 {
        let n = rng.random_range(1..=11);
        let density = rng.random_range(0.2..1.0);
        let spread = [3, 10, 1000][case % 3];
        let mut g = Graph::new(n);
        for a in 0..n {
            for b in a + 1..n {
                if rng.random_bool(density) {
                    g.set(a, b, rng.random_range(1..=spread));
                }
            }
        }
        let mate = g.solve();
        assert_eq!(total(&g, &mate), brute_force(&g), "case {case}: {g:?}");
        // Changing one vertex's edges, or a few, and solving again from that optimum gives the
        // best total weight too.
        for round in 0..4 {
            let touched = rng.random_range(1..=3.min(n));
            for _ in 0..touched {
                let a = rng.random_range(0..n);
                for b in (0..n).filter(|&b| b != a) {
                    if rng.random_bool(0.5) {
                        let w = if rng.random_bool(0.3) {
                            0
                        } else {
                            rng.random_range(1..=spread)
                        };
                        g.set(a, b, w);
                    }
                }
            }
            let mate = g.solve();
            assert_eq!(
                total(&g, &mate),
                brute_force(&g),
                "case {case}, change {round}: {g:?}"
            );
        }
    }
}

#[test]
fn wide_weights_match_narrow_ones() {
    use super::super::wide::Wide;
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..300 {
        let n = rng.random_range(2..=10);
        let mut narrow = Graph::<u64>::new(n);
        let mut wide = Graph::<Wide<2>>::new(n);
        for a in 0..n {
            for b in a + 1..n {
                if rng.random_bool(0.7) {
                    let w = rng.random_range(1..=50);
                    narrow.set(a, b, w);
                    // Shifted far up: the same problem, only in the high limb.
                    let mut big = Wide::<2>::ZERO;
                    for _ in 0..w {
                        big.add_bit(90);
                    }
                    wide.set(a, b, big);
                }
            }
        }
        let best = brute_force(&narrow);
        let mate = wide.solve();
        assert_eq!(total(&narrow, &mate), best);
    }
}

#[test]
fn a_fixed_pair_stays() {
    let mut g = Graph::<u64>::new(4);
    g.set(0, 1, 10);
    g.set(2, 3, 10);
    g.set(1, 2, 1);
    assert_eq!(g.solve(), vec![Some(1), Some(0), Some(3), Some(2)]);
    g.fix_pair(1, 2, 100);
    let mate = g.solve();
    assert_eq!(mate[1], Some(2));
    assert_eq!(mate[0], None);
}

/// Large graphs whose weights change a vertex at a time, as the Dutch steps change them:
/// every solve from the last optimum is as good as a cold one.
#[test]
fn solving_again_from_an_optimum_is_as_good_as_from_nothing() {
    let mut rng = ChaCha8Rng::seed_from_u64(67);
    for case in 0..40 {
        let n = rng.random_range(12..=40);
        let spread = [7, 1 << 20, 1 << 40][case % 3];
        let mut warm = Graph::<u64>::new(n);
        for a in 0..n {
            for b in a + 1..n {
                if rng.random_bool(0.6) {
                    warm.set(a, b, rng.random_range(1..=spread));
                }
            }
        }
        warm.solve();
        let mut fixed = vec![false; n];
        for change in 0..30 {
            let a = rng.random_range(0..n);
            if fixed[a] {
                continue;
            }
            for b in (0..n).filter(|&b| b != a && !fixed[b]) {
                if rng.random_bool(0.4) {
                    let w = if rng.random_bool(0.2) {
                        0
                    } else {
                        rng.random_range(1..=spread)
                    };
                    warm.set(a, b, w);
                }
            }
            if change % 7 == 6
                && let Some(b) = (0..n).find(|&b| b != a && !fixed[b])
            {
                warm.fix_pair(a, b, spread * 3);
                fixed[a] = true;
                fixed[b] = true;
            }
            let mut cold = Graph::<u64>::new(n);
            for x in 0..n {
                for y in x + 1..n {
                    cold.set(x, y, warm.weight(x, y));
                }
            }
            let (ours, best) = (warm.solve(), cold.solve());
            assert_eq!(
                total(&warm, &ours),
                total(&cold, &best),
                "case {case}, change {change}"
            );
        }
    }
}
