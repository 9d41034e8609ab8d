//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables,
//! in the O(n³) form Galil describes ("Efficient algorithms for finding maximum matching in
//! graphs", 1986).
//!
//! The graph is complete on `n` vertices and given by a symmetric matrix of weights; a weight of
//! zero means "no edge", and no such edge is ever matched. The answer maximises the total weight
//! (not the number of pairs: the Dutch system's weights make more pairs weigh more where it
//! wants them). Weights are exact integers of any [`Weight`] type, so ties are ties: the
//! algorithm returns one of the optimal matchings, and the Dutch system only ever reads what all
//! optimal matchings share.
//!
//! The vocabulary is the usual one. Each stage grows alternating trees from the unmatched
//! vertices: "outer" vertices (even distance from a root) and "inner" ones (odd). An edge
//! between two outer vertices closes either an augmenting path (the stage ends, the matching
//! grows) or an odd cycle, which shrinks into a blossom that acts as one outer vertex. When no
//! tight edge is left to explore, the dual variables move by the largest step that keeps every
//! edge's slack non-negative; that step makes a new edge tight, empties an inner blossom's dual
//! (the blossom is expanded), or brings an outer vertex's dual to zero (no augmentation can gain
//! anything more, and the matching is optimal).
//!
//! Duals are kept in the doubled form: the slack of edge `ij` is `u_i + u_j - 2·w_ij`, vertex
//! duals start at the largest weight, and with integer weights every quantity stays an integer.
//! They never exceed twice the largest weight, so a weight type needs two bits above it.

mod solver;

#[cfg(test)]
mod tests;

use super::wide::Weight;

/// A problem: `n` vertices and the weight of each pair.
#[derive(Clone, Debug)]
pub(crate) struct Graph<W> {
    n: usize,
    weights: Vec<W>,
    /// Pairs every optimal matching keeps ([`Graph::fix_pair`]): solved without them.
    fixed: Vec<Option<usize>>,
}

impl<W: Weight> Graph<W> {
    /// `n` vertices and no edges.
    pub(crate) fn new(n: usize) -> Self {
        Graph {
            n,
            weights: vec![W::ZERO; n * n],
            fixed: vec![None; n],
        }
    }

    /// Sets the weight of the edge between `a` and `b` (zero removes it).
    pub(crate) fn set(&mut self, a: usize, b: usize, weight: W) {
        debug_assert_ne!(a, b);
        debug_assert!(
            (self.fixed[a].is_none() && self.fixed[b].is_none()) || weight.is_zero(),
            "a fixed pair's vertices get no new edges"
        );
        self.weights[a * self.n + b] = weight;
        self.weights[b * self.n + a] = weight;
    }

    /// Makes `a`–`b` a pair every optimal matching keeps: their other edges are removed and
    /// their own edge gets `weight` (non-zero). With no other edge, `a` and `b` are matched to
    /// each other in every optimal matching, so the rest is solved without them: the same
    /// optimal matchings, faster.
    pub(crate) fn fix_pair(&mut self, a: usize, b: usize, weight: W) {
        // Fixing a vertex again undoes its old pair: the old partner is left with no edge.
        for v in [a, b] {
            if let Some(old) = self.fixed[v].take() {
                self.fixed[old] = None;
            }
        }
        for other in 0..self.n {
            if other != a {
                self.set(a, other, if other == b { weight } else { W::ZERO });
            }
            if other != b {
                self.set(b, other, if other == a { weight } else { W::ZERO });
            }
        }
        self.fixed[a] = Some(b);
        self.fixed[b] = Some(a);
    }

    /// A maximum-weight matching: for each vertex its mate, or `None`.
    pub(crate) fn solve(&self) -> Vec<Option<usize>> {
        let free: Vec<usize> = (0..self.n).filter(|&v| self.fixed[v].is_none()).collect();
        if free.len() == self.n {
            return self.solve_all();
        }
        let mut rest = Graph::new(free.len());
        for (i, &a) in free.iter().enumerate() {
            for (j, &b) in free.iter().enumerate().skip(i + 1) {
                rest.weights[i * rest.n + j] = self.weights[a * self.n + b];
                rest.weights[j * rest.n + i] = self.weights[a * self.n + b];
            }
        }
        let mut mate = self.fixed.clone();
        for (i, m) in rest.solve_all().into_iter().enumerate() {
            mate[free[i]] = m.map(|j| free[j]);
        }
        mate
    }

    fn solve_all(&self) -> Vec<Option<usize>> {
        solver::maximum_weight_matching(self.n, &self.weights)
    }
}
