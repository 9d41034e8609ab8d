//! The Monte-Carlo tree search itself: the tree of [`Node`]s with RAVE statistics, priors and
//! pattern bias, proofs of wins and losses near the leaves and by virtual connections, the
//! simulations (select, expand, playout, backup) and the choice of the move at the root. The
//! decision around a search lives in [`super::decide`], tree reuse in [`super::reuse`].

use super::board::{BLUE, Pos, RED, code, opp};
use super::config::{SearchConfig, SearchControl, playout_cap};
use super::playout::{PlayoutPolicy, Scratch, below, playout};
use super::policy::Net;
use super::stats::SearchStats;
use super::vc::{Reach, VcScratch};
use crate::hex::{Game, Variant};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use std::sync::atomic::Ordering;
use std::time::Instant;

/// The player to move at a node wins (proved).
pub(super) const WIN: i8 = 1;
/// The player to move at a node loses (proved).
pub(super) const LOSS: i8 = -1;
pub(super) const UNEXPANDED: u32 = u32::MAX;

/// One tree node: the move that led to it, its statistics from the point of view of the player
/// who made that move, its RAVE statistics (same point of view), and its children.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    pub(super) slot: u16,
    /// 0 unknown, [`WIN`] or [`LOSS`] for the player to move at this node.
    pub(super) proof: i8,
    pub(super) nchild: u16,
    pub(super) first: u32,
    pub(super) visits: u32,
    pub(super) wins: f32,
    pub(super) rave_n: f32,
    pub(super) rave_w: f32,
    /// Virtual wins from the prior, worth [`Search::prior_weight`] virtual visits.
    pub(super) prior: f32,
    /// The learned patterns' bias (its value before dividing by visits + 1).
    pub(super) bias: f32,
    /// Whether connections have been looked for here.
    pub(super) known: bool,
}

impl Node {
    fn new(slot: usize) -> Self {
        Self {
            slot: slot as u16,
            proof: 0,
            nchild: 0,
            first: UNEXPANDED,
            visits: 0,
            wins: 0.0,
            rave_n: 0.0,
            rave_w: 0.0,
            prior: 0.0,
            bias: 0.0,
            known: false,
        }
    }
}

/// The policy network's buffers in a search.
#[derive(Default)]
struct NetScratch {
    scratch: super::policy::Scratch,
    slots: Vec<u16>,
    probabilities: Vec<f32>,
}

pub(super) struct Search {
    pub(super) root: Pos,
    /// The last stone before the search (for bridge replies and priors).
    root_last: Option<usize>,
    pub(super) to_move: u8,
    variant: Variant,
    policy: PlayoutPolicy,
    rave: bool,
    solver: bool,
    /// Prove nodes by virtual connections (Hex, with the solver).
    pub(super) vc: bool,
    /// Prune to the must-play region (Hex, with the solver).
    pub(super) must_play: bool,
    /// Leave dead and captured cells out of the tree (Hex).
    inferior: bool,
    /// Leave the reversible cells out too (with `inferior`).
    reversible: bool,
    /// Raised bias of the moves that restore a connection the last stone broke, 0 for none.
    restore_bias: f32,
    /// Those moves, at the node being looked at.
    restoring: Vec<u16>,
    /// The reversible cells of the node being expanded.
    reversals: Vec<super::inferior::Reversal>,
    vc_scratch: VcScratch,
    /// Virtual visits per prior (0 without priors).
    prior_weight: f32,
    /// The learned patterns' weight (0 without them).
    pattern_bias: f32,
    /// Multiply in the answer patterns' weights around the last stone.
    answers: bool,
    pattern_power: f32,
    /// MoHex's form of the prior: `bias` is `prior_constant · p` (p normalised over the
    /// siblings), divided by √(visits + 1) in selection instead of by visits + 1.
    normalised: bool,
    prior_constant: f32,
    /// RAVE samples (half won) each new child starts with.
    rave_seed: f32,
    gammas: Vec<f32>,
    /// The policy network's weight and power (0: not used), and its buffers.
    policy_bias: f32,
    policy_power: f32,
    net: NetScratch,
    knowledge_threshold: u32,
    expand_threshold: u32,
    max_nodes: usize,
    exploration: f32,
    rave_bias: f32,
    pub(super) nodes: Vec<Node>,
    /// This search's counters (see [`SearchStats`]; `nodes` and `proved_nodes` filled in by
    /// [`Search::stats`]).
    stats: SearchStats,
    rng: ChaCha8Rng,
    scratch: Scratch,
    path: Vec<usize>,
    buf: Vec<usize>,
    joining: Vec<usize>,
}

impl Search {
    /// A search of `game`'s position, its root expanded and its connections looked for.
    pub(super) fn new(game: &Game, config: &SearchConfig, seed: u64) -> Self {
        let mut s = Self::bare(game, config, seed);
        s.start();
        s
    }

    /// A search of `game`'s position whose tree is a root not yet expanded.
    pub(super) fn bare(game: &Game, config: &SearchConfig, seed: u64) -> Self {
        let variant = game.settings().variant;
        let mut root = Pos::from_board(game.board());
        let inferior = config.inferior_cells && variant == Variant::Hex;
        if inferior {
            // Filled in unless that decides the game or leaves no move (then searched as it is).
            let mut filled = root.clone();
            super::inferior::fill_in(&mut filled, opp(code(game.to_move())));
            if filled.empties().next().is_some()
                && !filled.connected(RED)
                && !filled.connected(BLUE)
            {
                root = filled;
            }
        }
        Self {
            root_last: game.last_stone().map(|c| root.slot(c)),
            root,
            to_move: code(game.to_move()),
            variant,
            policy: PlayoutPolicy {
                bridges: config.bridge_playouts && variant == Variant::Hex,
                patterns: config.pattern_playouts && variant == Variant::Hex,
                cap: playout_cap(config.playout_cap),
                answers: config.playout_answers,
            },
            rave: config.rave,
            solver: config.solver,
            vc: config.solver && config.virtual_connections && variant == Variant::Hex,
            must_play: config.solver && config.must_play && variant == Variant::Hex,
            inferior,
            reversible: inferior && config.reversible_cells,
            reversals: Vec::new(),
            restore_bias: if config.solver && variant == Variant::Hex {
                config.restore_bias
            } else {
                0.0
            },
            restoring: Vec::new(),
            vc_scratch: VcScratch::default(),
            // The priors are Hex knowledge (contact, bridges); in Rex they measured no better
            // than none (18/40 on 7×7 at 1,000 playouts), so Rex goes without.
            prior_weight: if config.priors && variant == Variant::Hex {
                config.prior_weight
            } else {
                0.0
            },
            pattern_bias: if variant == Variant::Hex {
                config.pattern_bias
            } else {
                0.0
            },
            pattern_power: config.pattern_power,
            normalised: config.normalised_priors && variant == Variant::Hex,
            prior_constant: config.prior_constant,
            rave_seed: if config.rave && variant == Variant::Hex {
                config.rave_seed
            } else {
                0.0
            },
            answers: config.answer_patterns,
            gammas: Vec::new(),
            policy_bias: if variant == Variant::Hex {
                config.policy_bias
            } else {
                0.0
            },
            policy_power: config.policy_power,
            net: NetScratch::default(),
            knowledge_threshold: config.knowledge_threshold,
            expand_threshold: config.expand_threshold.max(1),
            max_nodes: config.max_nodes.max(1),
            exploration: config.exploration,
            rave_bias: config.rave_bias,
            nodes: vec![Node::new(0)],
            stats: SearchStats::default(),
            rng: ChaCha8Rng::seed_from_u64(seed),
            scratch: Scratch::default(),
            path: Vec::new(),
            buf: Vec::new(),
            joining: Vec::new(),
        }
    }

    /// Readies the root for the first simulation: expanded, its proof (if any) one that its
    /// children show, its connections looked for.
    pub(super) fn start(&mut self) {
        let mut pos = self.root.clone();
        self.nodes[0].proof = 0;
        if self.nodes[0].first == UNEXPANDED {
            self.expand(0, &mut pos, self.to_move, self.root_last);
        } else {
            self.update_proof(0);
        }
        if !self.nodes[0].known {
            self.consult_policy(0, &pos, self.to_move, self.root_last);
            self.know(0, &mut pos, self.to_move, self.root_last);
        }
    }

    /// This search's counters, with the tree's nodes and proved nodes counted now.
    pub(super) fn stats(&self) -> SearchStats {
        SearchStats {
            nodes: self.nodes.len() as u64,
            proved_nodes: self.nodes.iter().filter(|n| n.proof != 0).count() as u64,
            ..self.stats
        }
    }

    pub(super) fn tree_bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node>()
    }

    pub(super) fn children(&self, node: usize) -> std::ops::Range<usize> {
        let n = &self.nodes[node];
        if n.first == UNEXPANDED {
            0..0
        } else {
            n.first as usize..n.first as usize + usize::from(n.nchild)
        }
    }

    /// Runs simulations until a limit; returns how many ran.
    pub(super) fn run(
        &mut self,
        config: &SearchConfig,
        control: &SearchControl,
        start: Instant,
    ) -> u64 {
        let mut done = 0;
        while done < config.playouts && self.nodes[0].proof == 0 {
            if control.stop.load(Ordering::Relaxed) {
                break;
            }
            if done % 32 == 0 && done > 0 {
                control.playouts.store(done, Ordering::Relaxed);
                if config.time_cap.is_some_and(|cap| start.elapsed() >= cap) {
                    break;
                }
            }
            self.simulate();
            done += 1;
        }
        done
    }

    fn simulate(&mut self) {
        let mut pos = self.root.clone();
        self.path.clear();
        self.path.push(0);
        let mut node = 0;
        let mut color = self.to_move;
        let mut last = self.root_last;
        let mut played_out = false;
        let winner;
        loop {
            let proof = self.nodes[node].proof;
            if proof != 0 {
                winner = if proof == WIN { color } else { opp(color) };
                break;
            }
            if !self.nodes[node].known
                && self.nodes[node].visits >= self.knowledge_threshold
                && self.nodes[node].first != UNEXPANDED
            {
                self.consult_policy(node, &pos, color, last);
                self.know(node, &mut pos, color, last);
                if self.nodes[node].proof != 0 {
                    continue;
                }
            }
            // A leaf, or (without the solver, which stops at connections) a full board.
            if self.nodes[node].first == UNEXPANDED || self.nodes[node].nchild == 0 {
                // Past half the node budget, leaves must earn their children four times over.
                let threshold = if 2 * self.nodes.len() > self.max_nodes {
                    4 * self.expand_threshold
                } else {
                    self.expand_threshold
                };
                if self.nodes[node].first == UNEXPANDED
                    && self.nodes[node].visits >= threshold
                    && self.nodes.len() + pos.size() * pos.size() <= self.max_nodes
                {
                    self.expand(node, &mut pos, color, last);
                    continue;
                }
                let connected = playout(
                    &pos,
                    color,
                    last,
                    self.policy,
                    &mut self.rng,
                    &mut self.scratch,
                );
                winner = match self.variant {
                    Variant::Hex => connected,
                    Variant::Rex => opp(connected),
                };
                played_out = true;
                break;
            }
            let child = self.select(node);
            let slot = usize::from(self.nodes[child].slot);
            pos.place(slot, color);
            last = Some(slot);
            self.path.push(child);
            node = child;
            color = opp(color);
        }
        self.backup(winner, played_out);
    }

    fn backup(&mut self, winner: u8, played_out: bool) {
        let depth = self.path.len() as u32 - 1;
        self.stats.simulations += 1;
        self.stats.playouts += u64::from(played_out);
        self.stats.in_tree += u64::from(depth);
        self.stats.max_depth = self.stats.max_depth.max(depth);
        let mut to_move = self.to_move;
        for (depth, &id) in self.path.iter().enumerate() {
            let mover = opp(to_move);
            let node = &mut self.nodes[id];
            node.visits += 1;
            if depth > 0 && winner == mover {
                node.wins += 1.0;
            }
            if played_out && self.rave && node.first != UNEXPANDED {
                let won = if winner == to_move { 1.0 } else { 0.0 };
                let range = node.first as usize..node.first as usize + usize::from(node.nchild);
                let cells = &self.scratch.cells;
                for child in &mut self.nodes[range] {
                    if cells[usize::from(child.slot)] == to_move {
                        child.rave_n += 1.0;
                        child.rave_w += won;
                    }
                }
            }
            to_move = opp(to_move);
        }
        if !played_out {
            // The simulation ended on a proved node: its parents may now be proved too.
            for k in (0..self.path.len().saturating_sub(1)).rev() {
                if !self.update_proof(self.path[k]) {
                    break;
                }
            }
        }
    }

    /// Derives a node's proof from its children's; returns whether it became proved.
    fn update_proof(&mut self, node: usize) -> bool {
        if self.nodes[node].proof != 0 {
            return true;
        }
        let mut all_lost = true;
        for c in self.children(node) {
            match self.nodes[c].proof {
                LOSS => {
                    self.nodes[node].proof = WIN;
                    return true;
                }
                WIN => {}
                _ => all_lost = false,
            }
        }
        if all_lost && self.nodes[node].nchild > 0 {
            self.nodes[node].proof = LOSS;
            return true;
        }
        false
    }

    fn select(&self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let log_n = ((parent.visits + 1) as f32).ln();
        let mut best = usize::MAX;
        let mut best_score = f32::NEG_INFINITY;
        for i in self.children(node) {
            let c = &self.nodes[i];
            match c.proof {
                LOSS => return i,
                WIN => continue,
                _ => {}
            }
            let n = c.visits as f32 + self.prior_weight;
            let w = c.wins + c.prior;
            let mut v = if n > 0.0 { w / n } else { 1.0 };
            if self.rave && c.rave_n > 0.0 {
                let beta = c.rave_n / (c.rave_n + n + c.rave_n * n * self.rave_bias);
                v = (1.0 - beta) * v + beta * (c.rave_w / c.rave_n);
            }
            if c.bias > 0.0 {
                v += if self.normalised {
                    c.bias / (c.visits as f32 + 1.0).sqrt()
                } else {
                    c.bias / (c.visits as f32 + 1.0)
                };
            }
            if self.exploration > 0.0 {
                v += self.exploration * (log_n / (n + 1.0)).sqrt();
            }
            if v > best_score {
                best_score = v;
                best = i;
            }
        }
        if best == usize::MAX {
            self.children(node).start
        } else {
            best
        }
    }

    /// Creates the children of `node` (position `pos`, `color` to move), proving what can be
    /// seen at once.
    fn expand(&mut self, node: usize, pos: &mut Pos, color: u8, last: Option<usize>) {
        let mut moves = std::mem::take(&mut self.buf);
        moves.clear();
        moves.extend(pos.empties());
        let all = moves.len();
        let first = self.nodes.len();
        let mut proof = 0;
        let mut child_proof = 0;
        if self.solver && !moves.is_empty() {
            let mut joining = std::mem::take(&mut self.joining);
            joining.clear();
            pos.joining_cells(color, &mut joining);
            match self.variant {
                Variant::Hex if !joining.is_empty() => {
                    // A win at once: the only child worth having.
                    moves.clear();
                    moves.push(joining[0]);
                    proof = WIN;
                    child_proof = LOSS;
                }
                Variant::Hex => {
                    pos.joining_cells(opp(color), &mut joining);
                    if !joining.is_empty() {
                        // Every other move loses at once; two threats cannot both be stopped.
                        moves.clone_from(&joining);
                        if joining.len() > 1 {
                            proof = LOSS;
                        }
                    }
                }
                Variant::Rex if joining.len() == moves.len() => {
                    // Every move completes the mover's own chain.
                    proof = LOSS;
                    child_proof = WIN;
                }
                Variant::Rex => moves.retain(|s| !joining.contains(s)),
            }
            self.joining = joining;
        }
        // With every move still open, leave out the inferior ones (unless nothing would be left).
        if self.inferior && proof == 0 && moves.len() == all && moves.len() > 1 {
            moves.retain(|&m| !super::inferior::inferior(pos, m));
            if moves.is_empty() {
                moves.extend(pos.empties());
            }
            if self.reversible && moves.len() > 1 {
                let mut reversals = std::mem::take(&mut self.reversals);
                super::inferior::reversible(pos, color, &moves, &mut reversals);
                moves.retain(|&m| reversals.iter().all(|r| r.cell != m));
                self.reversals = reversals;
            }
        }
        self.gammas.clear();
        if self.pattern_bias > 0.0 && moves.len() > 1 {
            let answers = if self.answers {
                super::patterns::Answers::new(pos, color, last)
            } else {
                None
            };
            self.gammas.extend(moves.iter().map(|&s| {
                let own = super::patterns::gamma(pos, s, color, last);
                answers.as_ref().map_or(own, |a| own * a.gamma(s))
            }));
            if self.normalised {
                let scale = self.prior_constant / self.gammas.iter().sum::<f32>().max(1e-30);
                self.gammas.iter_mut().for_each(|g| *g *= scale);
            } else {
                let top = self
                    .gammas
                    .iter()
                    .copied()
                    .fold(f32::MIN_POSITIVE, f32::max);
                let (bias, power) = (self.pattern_bias, self.pattern_power);
                self.gammas
                    .iter_mut()
                    .for_each(|g| *g = bias * (*g / top).powf(power));
            }
        }
        for (i, &s) in moves.iter().enumerate() {
            let mut child = Node::new(s);
            child.proof = child_proof;
            if self.prior_weight > 0.0 {
                child.prior = self.prior_weight * pos.prior(s, color, last);
            }
            child.bias = self.gammas.get(i).copied().unwrap_or(0.0);
            child.rave_n = self.rave_seed;
            child.rave_w = 0.5 * self.rave_seed;
            self.nodes.push(child);
        }
        self.stats.expansions += 1;
        self.stats.moves_before += all as u64;
        self.stats.children += moves.len() as u64;
        self.stats.expansion_proved += u64::from(proof != 0);
        let n = &mut self.nodes[node];
        n.first = first as u32;
        n.nchild = moves.len() as u16;
        n.proof = proof;
        // A proof found here ends the simulation on this node (the caller's loop sees it) and
        // the backup carries it upwards.
        self.buf = moves;
    }

    /// Replaces the patterns' bias of `node`'s children (position `pos`, `color` to move, `last`
    /// the last stone) by the policy network's, when the search uses it.
    fn consult_policy(&mut self, node: usize, pos: &Pos, color: u8, last: Option<usize>) {
        if self.policy_bias <= 0.0 || self.nodes[node].nchild < 2 {
            return;
        }
        let kids = self.children(node);
        let NetScratch {
            scratch,
            slots,
            probabilities,
        } = &mut self.net;
        slots.clear();
        slots.extend(self.nodes[kids.clone()].iter().map(|c| c.slot));
        Net::shipped().priors(pos, color, last, slots, scratch, probabilities);
        if self.normalised {
            let scale = self.prior_constant / probabilities.iter().sum::<f32>().max(1e-30);
            for (child, &p) in self.nodes[kids].iter_mut().zip(probabilities.iter()) {
                child.bias = scale * p;
            }
            return;
        }
        let top = probabilities
            .iter()
            .copied()
            .fold(f32::MIN_POSITIVE, f32::max);
        for (child, &p) in self.nodes[kids].iter_mut().zip(probabilities.iter()) {
            child.bias = self.policy_bias * (p / top).powf(self.policy_power);
        }
    }

    /// Looks for connections at `node` (position `pos`, `color` to move), once: H-search for both
    /// players. A player to move who is connected, or one stone from it, wins (at the root, where a
    /// move must be chosen, the stone on a key is proved instead); a player to move whose opponent
    /// is connected loses; and one whose opponent is a stone from it must play in the region every
    /// such connection needs: the other moves are proved lost.
    ///
    /// With a restore bias, the moves that restore a connection of the player's that the last
    /// stone broke (`last` its cell) have their bias raised by it.
    fn know(&mut self, node: usize, pos: &mut Pos, color: u8, last: Option<usize>) {
        self.nodes[node].known = true;
        let restore = self.restore_bias > 0.0 && last.is_some();
        if !(self.vc || self.must_play || restore) || self.nodes[node].proof != 0 {
            return;
        }
        self.stats.knowledge += 1;
        self.stats.knowledge_depth += self.path.len().saturating_sub(1) as u64;
        self.connect(node, pos, color, last, restore);
        if self.nodes[node].proof != 0 {
            self.stats.knowledge_proved += 1;
        } else {
            let open = self.children(node).filter(|&c| self.nodes[c].proof == 0);
            self.stats.knowledge_children += open.count() as u64;
        }
    }

    /// The H-searches of [`Search::know`] and what they prove.
    fn connect(
        &mut self,
        node: usize,
        pos: &mut Pos,
        color: u8,
        last: Option<usize>,
        restore: bool,
    ) {
        let kids = self.children(node);
        if self.vc || restore {
            let own = pos.connections(color, &mut self.vc_scratch);
            if let (Some(x), Reach::Open) = (last.filter(|_| restore), own) {
                let mut keys = std::mem::take(&mut self.restoring);
                self.vc_scratch.restoring_keys(pos.around(x), &mut keys);
                for c in kids.clone() {
                    if keys.contains(&self.nodes[c].slot) {
                        self.nodes[c].bias += self.restore_bias;
                    }
                }
                self.restoring = keys;
            }
            match own {
                _ if !self.vc => {}
                Reach::Connected if node != 0 => {
                    self.nodes[node].proof = WIN;
                    return;
                }
                Reach::OneMove => {
                    let keys = &self.vc_scratch.keys;
                    if let Some(c) = kids
                        .clone()
                        .find(|&c| keys.contains(&self.nodes[c].slot) && self.nodes[c].proof == 0)
                    {
                        self.nodes[c].proof = LOSS;
                        self.nodes[node].proof = WIN;
                        return;
                    }
                }
                _ => {}
            }
        }
        match pos.connections(opp(color), &mut self.vc_scratch) {
            Reach::Connected if self.vc && node != 0 => self.nodes[node].proof = LOSS,
            Reach::OneMove if self.must_play => {
                let region = &self.vc_scratch.region;
                // Only when a move is left inside (dominated cells may have been left out).
                if kids.clone().any(|c| region.contains(&self.nodes[c].slot)) {
                    for c in kids {
                        if !region.contains(&self.nodes[c].slot) && self.nodes[c].proof == 0 {
                            self.nodes[c].proof = WIN;
                        }
                    }
                    self.update_proof(node);
                }
            }
            _ => {}
        }
    }

    /// The move to play and the win estimate for the side to move.
    pub(super) fn choose(&mut self, mistake_rate: f32) -> (usize, f32) {
        let root = self.nodes[0];
        let kids: Vec<usize> = self.children(0).collect();
        if root.proof == WIN {
            let &c = kids
                .iter()
                .find(|&&c| self.nodes[c].proof == LOSS)
                .expect("a won root has a lost child");
            return (usize::from(self.nodes[c].slot), 1.0);
        }
        // Most visited among the moves not proved lost, the mean value breaking ties (and
        // standing in for visits when there were none).
        let key = |c: usize| {
            let n = &self.nodes[c];
            let value = (n.wins + n.prior + 0.5) / (n.visits as f32 + self.prior_weight + 1.0);
            (n.proof != WIN, n.visits, value)
        };
        let mut order = kids.clone();
        order.sort_by(|&a, &b| {
            let (ka, kb) = (key(a), key(b));
            kb.0.cmp(&ka.0)
                .then(kb.1.cmp(&ka.1))
                .then(kb.2.total_cmp(&ka.2))
        });
        let mut pick = order[0];
        if mistake_rate > 0.0 && root.proof == 0 {
            let roll = self.rng.next_u32() as f32 / 4_294_967_296.0;
            if roll < mistake_rate {
                // A plausible wrong move: one of the next best few, by visits.
                let others: Vec<usize> = order[1..]
                    .iter()
                    .copied()
                    .filter(|&c| self.nodes[c].proof != WIN && self.nodes[c].visits > 0)
                    .take(5)
                    .collect();
                let total: u32 = others.iter().map(|&c| self.nodes[c].visits).sum();
                if total > 0 {
                    let mut r = below(&mut self.rng, total as usize) as u32;
                    for &c in &others {
                        let v = self.nodes[c].visits;
                        if r < v {
                            pick = c;
                            break;
                        }
                        r -= v;
                    }
                }
            }
        }
        let n = &self.nodes[pick];
        let p = if root.proof == LOSS || n.proof == WIN {
            0.0
        } else if n.visits > 0 {
            n.wins / n.visits as f32
        } else {
            0.5
        };
        (usize::from(n.slot), p)
    }
}
