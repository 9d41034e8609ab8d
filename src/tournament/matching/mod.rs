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
//!
//! The Dutch system solves one graph many times, each time after changing the edges of one
//! vertex or a few: [`Graph`] keeps the last optimum and starts the next solve from it (the
//! changed vertices freed, their duals raised to cover their edges; see `solver`), which costs
//! about `n²` a changed vertex instead of `n³`. Any optimal matching may come out, as from a
//! cold solve.

mod solver;

#[cfg(test)]
mod tests;

use super::wide::Weight;

/// A problem: `n` vertices and the weight of each pair; solved again after changes, from the
/// last optimum when few vertices' edges changed (each such vertex costs about `n²` steps
/// instead of `n³` for a cold solve).
#[derive(Clone, Debug)]
pub(crate) struct Graph<W> {
    n: usize,
    solver: solver::Solver<W>,
    /// Pairs every optimal matching keeps ([`Graph::fix_pair`]).
    fixed: Vec<Option<usize>>,
    /// Vertices whose edges changed since the last solve (at least one end of each changed
    /// edge).
    changed: Vec<usize>,
    is_changed: Vec<bool>,
    /// Whether the next solve starts cold (nothing solved yet).
    cold: bool,
}

impl<W: Weight> Graph<W> {
    /// `n` vertices and no edges.
    pub(crate) fn new(n: usize) -> Self {
        Graph {
            n,
            solver: solver::Solver::new(n),
            fixed: vec![None; n],
            changed: Vec::new(),
            is_changed: vec![false; n],
            cold: true,
        }
    }

    /// The weight of the edge between `a` and `b`.
    #[cfg(test)]
    pub(crate) fn weight(&self, a: usize, b: usize) -> W {
        self.solver.weight(a, b)
    }

    /// Sets the weight of the edge between `a` and `b` (zero removes it).
    pub(crate) fn set(&mut self, a: usize, b: usize, weight: W) {
        debug_assert_ne!(a, b);
        debug_assert!(
            (self.fixed[a].is_none() && self.fixed[b].is_none()) || weight.is_zero(),
            "a fixed pair's vertices get no new edges"
        );
        if self.solver.weight(a, b) == weight {
            return;
        }
        self.solver.set_weight(a, b, weight);
        if !self.is_changed[a] && !self.is_changed[b] {
            self.is_changed[a] = true;
            self.changed.push(a);
        }
    }

    /// Makes `a`–`b` a pair every optimal matching keeps: their other edges are removed and
    /// their own edge gets `weight` (non-zero). With no other edge, `a` and `b` are matched to
    /// each other in every optimal matching.
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
    pub(crate) fn solve(&mut self) -> Vec<Option<usize>> {
        // Past a quarter of the vertices, a cold solve costs no more.
        if self.cold || 4 * self.changed.len() > self.n {
            self.solver.forget();
        } else {
            self.solver.release(&self.changed);
        }
        for &v in &self.changed {
            self.is_changed[v] = false;
        }
        self.changed.clear();
        self.cold = false;
        self.solver.run();
        self.solver.mates()
    }
}
