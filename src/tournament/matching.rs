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

use super::wide::Weight;

/// No vertex, no blossom.
const NONE: usize = usize::MAX;

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
        let mut solver = Solver::new(self);
        solver.run();
        solver
            .mate
            .iter()
            .map(|&m| if m == NONE { None } else { Some(m) })
            .collect()
    }
}

/// The label of a vertex or top-level blossom in the current stage.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Label {
    Free,
    Outer,
    Inner,
}

/// An edge seen from one side: `(here, there)`.
type Edge = (usize, usize);

/// The working state of one computation. Indices below `n` are vertices (each also a trivial
/// blossom); `n..2n` are the slots for non-trivial blossoms.
struct Solver<'g, W> {
    g: &'g Graph<W>,
    n: usize,
    mate: Vec<usize>,
    label: Vec<Label>,
    /// The edge through which a vertex or blossom got its label, as `(outside, inside)`.
    label_edge: Vec<Option<Edge>>,
    /// The top-level blossom each vertex belongs to.
    top: Vec<usize>,
    parent: Vec<usize>,
    /// The sub-blossoms of a blossom around its odd cycle, starting with the one holding the base.
    children: Vec<Vec<usize>>,
    /// `links[b][i]` joins `children[b][i]` to the next child: `(x in child i, y in child i+1)`.
    links: Vec<Vec<Edge>>,
    base: Vec<usize>,
    /// For a free vertex, the least-slack edge `(outer vertex, it)`; for an outer blossom, the
    /// least-slack edge `(inside, outside)` to another outer blossom.
    best_edge: Vec<Option<Edge>>,
    /// For an outer blossom, its least-slack edge to each other outer blossom.
    best_edges: Vec<Option<Vec<Edge>>>,
    unused: Vec<usize>,
    dual: Vec<W>,
    allowed: Vec<bool>,
    queue: Vec<usize>,
    marked: Vec<bool>,
}

impl<'g, W: Weight> Solver<'g, W> {
    fn new(g: &'g Graph<W>) -> Self {
        let n = g.n;
        let max_weight = g.weights.iter().copied().max().unwrap_or(W::ZERO);
        let mut dual = vec![max_weight; n];
        dual.extend(std::iter::repeat_n(W::ZERO, n));
        Solver {
            g,
            n,
            mate: vec![NONE; n],
            label: vec![Label::Free; 2 * n],
            label_edge: vec![None; 2 * n],
            top: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            children: vec![Vec::new(); 2 * n],
            links: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            best_edge: vec![None; 2 * n],
            best_edges: vec![None; 2 * n],
            unused: (n..2 * n).rev().collect(),
            dual,
            allowed: vec![false; n * n],
            queue: Vec::new(),
            marked: vec![false; 2 * n],
        }
    }

    fn weight(&self, a: usize, b: usize) -> W {
        self.g.weights[a * self.n + b]
    }

    fn slack(&self, (a, b): Edge) -> W {
        let w = self.weight(a, b);
        self.dual[a].plus(self.dual[b]).minus(w).minus(w)
    }

    fn allow(&mut self, (a, b): Edge) {
        self.allowed[a * self.n + b] = true;
        self.allowed[b * self.n + a] = true;
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.children[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    /// The link between child `j` and child `j + step` of blossom `b` (indices taken around the
    /// cycle), as `(x in child j, y in child j + step)`.
    fn link(&self, b: usize, j: isize, step: isize) -> Edge {
        let len = self.children[b].len() as isize;
        if step > 0 {
            self.links[b][j.rem_euclid(len) as usize]
        } else {
            let (x, y) = self.links[b][(j - 1).rem_euclid(len) as usize];
            (y, x)
        }
    }

    fn child(&self, b: usize, j: isize) -> usize {
        let len = self.children[b].len() as isize;
        self.children[b][j.rem_euclid(len) as usize]
    }

    fn run(&mut self) {
        for _stage in 0..self.n {
            self.label.fill(Label::Free);
            self.best_edge.fill(None);
            for slot in &mut self.best_edges[self.n..] {
                *slot = None;
            }
            self.allowed.fill(false);
            self.queue.clear();
            for v in 0..self.n {
                if self.mate[v] == NONE && self.label[self.top[v]] == Label::Free {
                    self.assign_label(v, Label::Outer, None);
                }
            }
            let augmented = self.grow();
            // Blossoms whose dual reached zero are no longer useful: expand them.
            for b in self.n..2 * self.n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == Label::Outer
                    && self.dual[b].is_zero()
                {
                    self.expand(b, true);
                }
            }
            if !augmented {
                break;
            }
        }
    }

    /// One stage: explore tight edges, move the duals, until an augmentation (true) or the
    /// optimum (false).
    fn grow(&mut self) -> bool {
        loop {
            while let Some(v) = self.queue.pop() {
                if self.scan(v) {
                    return true;
                }
            }
            match self.best_step() {
                Step::Optimal => return false,
                Step::Edge(e) => {
                    self.allow(e);
                    self.queue.push(e.0);
                }
                Step::Expand(b) => self.expand(b, false),
            }
        }
    }

    /// Scans the edges of outer vertex `v`; true if the matching was augmented.
    fn scan(&mut self, v: usize) -> bool {
        for w in 0..self.n {
            if w == v || self.weight(v, w).is_zero() {
                continue;
            }
            let (bv, bw) = (self.top[v], self.top[w]);
            if bv == bw {
                continue;
            }
            let mut slack = W::ZERO;
            if !self.allowed[v * self.n + w] {
                slack = self.slack((v, w));
                if slack.is_zero() {
                    self.allow((v, w));
                }
            }
            if self.allowed[v * self.n + w] {
                if self.label[bw] == Label::Free {
                    self.assign_label(w, Label::Inner, Some((v, w)));
                } else if self.label[bw] == Label::Outer {
                    let base = self.find_base(v, w);
                    if base == NONE {
                        self.augment(v, w);
                        return true;
                    }
                    self.add_blossom(base, v, w);
                } else if self.label[w] == Label::Free {
                    // w lies in an inner blossom but was not reached yet: remember how, for
                    // when the blossom is expanded.
                    self.label[w] = Label::Inner;
                    self.label_edge[w] = Some((v, w));
                }
            } else if self.label[bw] == Label::Outer {
                if self.best_edge[bv].is_none_or(|e| slack < self.slack(e)) {
                    self.best_edge[bv] = Some((v, w));
                }
            } else if self.label[w] == Label::Free
                && self.best_edge[w].is_none_or(|e| slack < self.slack(e))
            {
                self.best_edge[w] = Some((v, w));
            }
        }
        false
    }

    /// The largest dual step, applied; and what it makes possible.
    fn best_step(&mut self) -> Step {
        let n = self.n;
        let mut delta = self.dual[..n].iter().copied().min().unwrap_or(W::ZERO);
        let mut step = Step::Optimal;
        for v in 0..n {
            if self.label[self.top[v]] == Label::Free
                && let Some(e) = self.best_edge[v]
            {
                let d = self.slack(e);
                if d < delta {
                    delta = d;
                    step = Step::Edge(e);
                }
            }
        }
        for b in 0..2 * n {
            if self.parent[b] == NONE
                && self.label[b] == Label::Outer
                && let Some(e) = self.best_edge[b]
            {
                let slack = self.slack(e);
                debug_assert!(!slack.is_odd(), "outer-outer slack is even");
                let d = slack.half();
                if d < delta {
                    delta = d;
                    step = Step::Edge(e);
                }
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE
                && self.parent[b] == NONE
                && self.label[b] == Label::Inner
                && self.dual[b] < delta
            {
                delta = self.dual[b];
                step = Step::Expand(b);
            }
        }
        for v in 0..n {
            match self.label[self.top[v]] {
                Label::Outer => self.dual[v] = self.dual[v].minus(delta),
                Label::Inner => self.dual[v] = self.dual[v].plus(delta),
                Label::Free => {}
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE && self.parent[b] == NONE {
                match self.label[b] {
                    Label::Outer => self.dual[b] = self.dual[b].plus(delta),
                    Label::Inner => self.dual[b] = self.dual[b].minus(delta),
                    Label::Free => {}
                }
            }
        }
        // An edge step is explored from its outer end.
        if let Step::Edge((a, b)) = step
            && self.label[self.top[a]] != Label::Outer
        {
            return Step::Edge((b, a));
        }
        step
    }

    fn assign_label(&mut self, w: usize, label: Label, edge: Option<Edge>) {
        let b = self.top[w];
        debug_assert!(self.label[w] == Label::Free && self.label[b] == Label::Free);
        self.label[w] = label;
        self.label[b] = label;
        self.label_edge[w] = edge;
        self.label_edge[b] = edge;
        self.best_edge[w] = None;
        self.best_edge[b] = None;
        match label {
            Label::Outer => {
                let leaves = self.leaves_of(b);
                self.queue.extend(leaves);
            }
            Label::Inner => {
                let base = self.base[b];
                let mate = self.mate[base];
                debug_assert_ne!(mate, NONE);
                self.assign_label(mate, Label::Outer, Some((base, mate)));
            }
            Label::Free => unreachable!("only outer and inner labels are assigned"),
        }
    }

    /// Walks up the trees from two outer vertices joined by a tight edge: the base of the
    /// blossom they close, or `NONE` if they are in different trees (an augmenting path).
    fn find_base(&mut self, v: usize, w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        let (mut v, mut w) = (v, w);
        while v != NONE || w != NONE {
            let b = self.top[v];
            if self.marked[b] {
                base = self.base[b];
                break;
            }
            debug_assert_eq!(self.label[b], Label::Outer);
            path.push(b);
            self.marked[b] = true;
            v = match self.label_edge[b] {
                None => NONE,
                Some((t, _)) => {
                    let bt = self.top[t];
                    debug_assert_eq!(self.label[bt], Label::Inner);
                    self.label_edge[bt].map_or(NONE, |(s, _)| s)
                }
            };
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.marked[b] = false;
        }
        base
    }

    /// Shrinks the odd cycle closed by tight edge `v`–`w` (both outer) into a new blossom.
    fn add_blossom(&mut self, base: usize, v: usize, w: usize) {
        let bb = self.top[base];
        let mut bv = self.top[v];
        let mut bw = self.top[w];
        let b = self.unused.pop().expect("at most n/2 blossoms at a time");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut links = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            let e = self.label_edge[bv].expect("a labelled non-root blossom");
            links.push(e);
            bv = self.top[e.0];
        }
        path.push(bb);
        path.reverse();
        links.reverse();
        links.push((v, w));
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            let (outside, inside) = self.label_edge[bw].expect("a labelled non-root blossom");
            links.push((inside, outside));
            bw = self.top[outside];
        }
        self.children[b] = path;
        self.links[b] = links;
        self.label[b] = Label::Outer;
        self.label_edge[b] = self.label_edge[bb];
        self.dual[b] = W::ZERO;
        for leaf in self.leaves_of(b) {
            if self.label[self.top[leaf]] == Label::Inner {
                // Inner vertices become outer: they have edges to explore now.
                self.queue.push(leaf);
            }
            self.top[leaf] = b;
        }
        // The new blossom's least-slack edges to the other outer blossoms.
        let mut best_to: Vec<Option<Edge>> = vec![None; 2 * self.n];
        for c in self.children[b].clone() {
            let edges: Vec<Edge> = match self.best_edges[c].take() {
                Some(list) => list,
                None => {
                    let mut all = Vec::new();
                    for leaf in self.leaves_of(c) {
                        for other in 0..self.n {
                            if other != leaf && !self.weight(leaf, other).is_zero() {
                                all.push((leaf, other));
                            }
                        }
                    }
                    all
                }
            };
            for (i, j) in edges {
                let (i, j) = if self.top[j] == b { (j, i) } else { (i, j) };
                let bj = self.top[j];
                if bj != b
                    && self.label[bj] == Label::Outer
                    && best_to[bj].is_none_or(|e| self.slack((i, j)) < self.slack(e))
                {
                    best_to[bj] = Some((i, j));
                }
            }
            self.best_edge[c] = None;
        }
        let list: Vec<Edge> = best_to.into_iter().flatten().collect();
        let mut best: Option<Edge> = None;
        for &e in &list {
            if best.is_none_or(|f| self.slack(e) < self.slack(f)) {
                best = Some(e);
            }
        }
        self.best_edge[b] = best;
        self.best_edges[b] = Some(list);
    }

    /// Undoes blossom `b`: its children become top-level. In the middle of a stage (an inner
    /// blossom whose dual reached zero) the children on the even path from the entry to the base
    /// are relabelled so the tree stays alternating.
    fn expand(&mut self, b: usize, end_of_stage: bool) {
        let children = self.children[b].clone();
        for &s in &children {
            self.parent[s] = NONE;
            if s < self.n {
                self.top[s] = s;
            } else if end_of_stage && self.dual[s].is_zero() {
                self.expand(s, end_of_stage);
            } else {
                for leaf in self.leaves_of(s) {
                    self.top[leaf] = s;
                }
            }
        }
        if !end_of_stage && self.label[b] == Label::Inner {
            let entered = self.label_edge[b].expect("an inner blossom was reached");
            let entry = self.top[entered.1];
            let len = children.len() as isize;
            let mut j = children.iter().position(|&c| c == entry).expect("a child") as isize;
            let step: isize = if j & 1 == 1 {
                j -= len;
                1
            } else {
                -1
            };
            let mut p = entered;
            while j != 0 {
                self.label[p.1] = Label::Free;
                let (a, c) = self.link(b, j, step);
                self.label[c] = Label::Free;
                self.assign_label(p.1, Label::Inner, Some(p));
                self.allow((a, c));
                j += step;
                p = self.link(b, j, step);
                self.allow(p);
                j += step;
            }
            let bv = self.child(b, j);
            self.label[p.1] = Label::Inner;
            self.label[bv] = Label::Inner;
            self.label_edge[p.1] = Some(p);
            self.label_edge[bv] = Some(p);
            self.best_edge[bv] = None;
            j += step;
            while self.child(b, j) != entry {
                let bv = self.child(b, j);
                if self.label[bv] == Label::Outer {
                    j += step;
                    continue;
                }
                let reached = self
                    .leaves_of(bv)
                    .into_iter()
                    .find(|&v| self.label[v] != Label::Free);
                if let Some(v) = reached {
                    debug_assert_eq!(self.label[v], Label::Inner);
                    self.label[v] = Label::Free;
                    let mate = self.mate[self.base[bv]];
                    self.label[mate] = Label::Free;
                    let edge = self.label_edge[v];
                    self.assign_label(v, Label::Inner, edge);
                }
                j += step;
            }
        }
        self.label[b] = Label::Free;
        self.label_edge[b] = None;
        self.children[b].clear();
        self.links[b].clear();
        self.base[b] = NONE;
        self.best_edges[b] = None;
        self.best_edge[b] = None;
        self.unused.push(b);
    }

    /// Flips the matched and unmatched edges on the even path from `v` to the base of blossom
    /// `b`, which becomes `v`'s vertex.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.children[b].len();
        let i = self.children[b]
            .iter()
            .position(|&c| c == t)
            .expect("a child");
        let mut j = i as isize;
        let step: isize = if i & 1 == 1 {
            j -= len as isize;
            1
        } else {
            -1
        };
        while j != 0 {
            j += step;
            let here = self.child(b, j);
            let (x, y) = self.link(b, j, step);
            if here >= self.n {
                self.augment_blossom(here, x);
            }
            j += step;
            let there = self.child(b, j);
            if there >= self.n {
                self.augment_blossom(there, y);
            }
            self.mate[x] = y;
            self.mate[y] = x;
        }
        self.children[b].rotate_left(i);
        self.links[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
    }

    /// Augments along the path through tight edge `v`–`w` joining two trees.
    fn augment(&mut self, v: usize, w: usize) {
        for (start, other) in [(v, w), (w, v)] {
            let (mut s, mut other) = (start, other);
            loop {
                let bs = self.top[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = other;
                let Some((t, _)) = self.label_edge[bs] else {
                    break;
                };
                let bt = self.top[t];
                let (next, j) = self.label_edge[bt].expect("an inner blossom was reached");
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = next;
                s = next;
                other = j;
            }
        }
    }
}

/// What a dual step makes possible.
enum Step {
    /// No augmentation can add weight: the matching is optimal.
    Optimal,
    /// This edge became tight: explore it from its first (outer) end.
    Edge(Edge),
    /// This inner blossom's dual reached zero: expand it.
    Expand(usize),
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    impl Graph<u64> {
        fn len(&self) -> usize {
            self.n
        }

        fn weight(&self, a: usize, b: usize) -> u64 {
            self.weights[a * self.n + b]
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
        g.fix_pair(1, 2, 100);
        let mate = g.solve();
        assert_eq!(mate[1], Some(2));
        assert_eq!(mate[0], None);
    }
}
