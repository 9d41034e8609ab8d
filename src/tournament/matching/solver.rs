//! The blossom algorithm itself (see the module above for the vocabulary): a solver's state
//! over one matrix of weights, from the first stage to the optimum, and from an optimum to the
//! next after some vertices' edges changed.
//!
//! Starting again from an optimum is the primal-dual method with free vertices whose duals
//! differ (as bbpPairings' own matching does it): the vertices whose edges changed leave their
//! blossoms (each blossom's dual moved into its vertices, which keeps every edge's slack
//! non-negative) and their mates, and take a dual large enough for their new edges. Each stage
//! grows trees from the free vertices whose dual is positive; a free vertex whose dual is zero
//! already meets the optimality conditions and may end an augmenting path. When a dual step
//! brings an outer vertex's dual to zero, the stage ends: a free one is done, and a matched one
//! becomes free by flipping the path from its tree's root (the root gets matched, the weight
//! does not fall). Roots keep duals of one parity, so a step between two outer vertices is a
//! whole number. From a cold start (every dual the largest weight) this is the usual
//! algorithm, step for step.

use super::super::wide::Weight;

/// No vertex, no blossom.
const NONE: usize = usize::MAX;

/// The label of a vertex or top-level blossom in the current stage.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Label {
    Free,
    Outer,
    Inner,
}

/// An edge seen from one side: `(here, there)`.
type Edge = (usize, usize);

/// The weights and the working state of a matching, kept from one solve to the next. Indices
/// below `n` are vertices (each also a trivial blossom); `n..2n` are the slots for non-trivial
/// blossoms.
#[derive(Clone, Debug)]
pub(super) struct Solver<W> {
    /// The symmetric matrix of weights, `n × n`; zero: no edge.
    weights: Vec<W>,
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

impl<W: Weight> Solver<W> {
    /// `n` vertices and no edges.
    pub(super) fn new(n: usize) -> Self {
        Self::cold(n, vec![W::ZERO; n * n])
    }

    /// The state before the first stage: no pair, every dual the largest weight.
    fn cold(n: usize, weights: Vec<W>) -> Self {
        let max_weight = weights.iter().copied().max().unwrap_or(W::ZERO);
        let mut dual = vec![max_weight; n];
        dual.extend(std::iter::repeat_n(W::ZERO, n));
        Solver {
            weights,
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

    pub(super) fn weight(&self, a: usize, b: usize) -> W {
        self.weights[a * self.n + b]
    }

    /// Sets the weight of edge `a`–`b` (both ways); [`Solver::release`] its ends, or one of
    /// them, before solving again from the last optimum.
    pub(super) fn set_weight(&mut self, a: usize, b: usize, w: W) {
        self.weights[a * self.n + b] = w;
        self.weights[b * self.n + a] = w;
    }

    /// Forgets every pair and dual: the next solve starts cold.
    pub(super) fn forget(&mut self) {
        let weights = std::mem::take(&mut self.weights);
        *self = Self::cold(self.n, weights);
    }

    /// Each vertex's mate, or `None`.
    pub(super) fn mates(&self) -> Vec<Option<usize>> {
        self.mate
            .iter()
            .map(|&m| if m == NONE { None } else { Some(m) })
            .collect()
    }

    /// Makes `vertices`, whose edges changed since the last optimum, ready for the next solve:
    /// out of their blossoms and their pairs, with a dual that covers their edges; then every
    /// free vertex with a positive dual (a root of the next stages) gets an even one.
    pub(super) fn release(&mut self, vertices: &[usize]) {
        for &v in vertices {
            self.dissolve_around(v);
            let mate = self.mate[v];
            if mate != NONE {
                self.mate[v] = NONE;
                self.mate[mate] = NONE;
            }
        }
        for &v in vertices {
            let mut dual = self.dual[v];
            for j in 0..self.n {
                let w = self.weight(v, j);
                if j != v && !w.is_zero() {
                    let need = w.plus(w).minus(self.dual[j]);
                    // A need above twice the weight is a wrapped negative: none.
                    if need <= w.plus(w) && need > dual {
                        dual = need;
                    }
                }
            }
            self.dual[v] = dual;
        }
        for v in 0..self.n {
            if self.mate[v] == NONE && !self.dual[v].is_zero() && self.dual[v].is_odd() {
                self.dissolve_around(v);
                if self.dual[v].is_odd() {
                    self.dual[v] = self.dual[v].plus(W::small(1));
                }
            }
        }
    }

    /// Takes vertex `v` out of every blossom around it, from the outermost in: each blossom's
    /// dual goes into its vertices' (an edge inside keeps its slack, one leaving gains), and
    /// its base's pair with a vertex outside, no longer tight, is undone.
    fn dissolve_around(&mut self, v: usize) {
        while self.top[v] != v {
            let b = self.top[v];
            let z = self.dual[b];
            if !z.is_zero() {
                for leaf in self.leaves_of(b) {
                    self.dual[leaf] = self.dual[leaf].plus(z);
                }
                self.dual[b] = W::ZERO;
                let base = self.base[b];
                let mate = self.mate[base];
                if mate != NONE {
                    self.mate[base] = NONE;
                    self.mate[mate] = NONE;
                }
            }
            self.expand(b, true);
        }
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

    /// Runs stages until the matching is optimal.
    pub(super) fn run(&mut self) {
        // Each stage augments, or leaves one root fewer: at most n/2 of the one, 2n of the other.
        for _stage in 0..3 * self.n + 2 {
            self.label.fill(Label::Free);
            self.label_edge.fill(None);
            self.best_edge.fill(None);
            for slot in &mut self.best_edges[self.n..] {
                *slot = None;
            }
            self.allowed.fill(false);
            self.queue.clear();
            let mut roots = false;
            for v in 0..self.n {
                if self.mate[v] == NONE
                    && !self.dual[v].is_zero()
                    && self.label[self.top[v]] == Label::Free
                {
                    self.assign_label(v, Label::Outer, None);
                    roots = true;
                }
            }
            if !roots {
                break;
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

    /// One stage: explore tight edges, move the duals, until the matching changed or a root's
    /// dual reached zero (true), or the optimum (false).
    fn grow(&mut self) -> bool {
        loop {
            while let Some(v) = self.queue.pop() {
                if self.scan(v) {
                    return true;
                }
            }
            match self.best_step() {
                Step::Zero => return self.dual_reached_zero(),
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
                if self.label[bw] == Label::Free && self.mate[self.base[bw]] == NONE {
                    // A free blossom with a free base (its dual zero): an augmenting path.
                    self.augment(v, w);
                    return true;
                } else if self.label[bw] == Label::Free {
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
        let mut delta = (0..n)
            .filter(|&v| self.label[self.top[v]] == Label::Outer)
            .map(|v| self.dual[v])
            .min()
            .unwrap_or(W::ZERO);
        let mut step = Step::Zero;
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

    /// After a dual step brought an outer vertex's dual to zero: the optimum (false) if no
    /// free vertex has a positive dual left; else a matched outer vertex with a zero dual is
    /// made free by flipping the path from its root, or (none) the stage ends so that free
    /// vertices with a zero dual are roots no more (true).
    fn dual_reached_zero(&mut self) -> bool {
        if (0..self.n).all(|v| self.mate[v] != NONE || self.dual[v].is_zero()) {
            return false;
        }
        let zero = (0..self.n).find(|&v| {
            self.mate[v] != NONE
                && self.dual[v].is_zero()
                && self.label[self.top[v]] == Label::Outer
        });
        if let Some(x) = zero {
            self.flip_to_root(x, NONE);
        }
        true
    }

    /// Augments along the path through tight edge `v`–`w` joining two trees.
    fn augment(&mut self, v: usize, w: usize) {
        self.flip_to_root(v, w);
        self.flip_to_root(w, v);
    }

    /// Flips the matched and unmatched edges on the path from `start` (an outer vertex, or a
    /// free blossom's) up to its tree's root; `start` is matched to `other` (or to nobody).
    fn flip_to_root(&mut self, start: usize, other: usize) {
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

/// What a dual step makes possible.
enum Step {
    /// An outer vertex's dual reached zero.
    Zero,
    /// This edge became tight: explore it from its first (outer) end.
    Edge(Edge),
    /// This inner blossom's dual reached zero: expand it.
    Expand(usize),
}
