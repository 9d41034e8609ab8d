//! Training the policy network on recorded games: positions and the moves played in them,
//! back-propagation through the network of [`super`], and Adam. Pure computation: the caller
//! (`hexbot-lab bench train`) reads the games and writes the weights.
//!
//! Deterministic for a given seed and number of threads: the order of the positions, the half
//! turns that augment them and the sums of the gradients (each thread's part of a batch, added in
//! thread order) all follow from them.

use super::{Grid, Layout, Net, Scratch, View, softmax};
use crate::ai::board::{Pos, code};
use crate::hex::{Game, Move};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One training position: the network's view and the padded canonical index of the move played.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The position.
    pub view: View,
    /// The move played.
    pub target: usize,
}

impl Sample {
    /// The same position turned half a turn.
    fn rotated(&self) -> Self {
        Self {
            view: self.view.rotated(),
            target: self.view.cells.len() - 1 - self.target,
        }
    }
}

/// The positions of `game` and the moves played in them (placements only, from ply `skip` on,
/// up to a swap, a resignation or the end), each with more than one legal move.
pub fn samples(game: &Game, skip: usize) -> Vec<Sample> {
    let mut out = Vec::new();
    let mut replay = Game::new(game.settings());
    for (ply, &mv) in game.moves().iter().enumerate() {
        let Move::Place(cell) = mv else {
            break;
        };
        if ply >= skip {
            let pos = Pos::from_board(replay.board());
            let color = code(replay.to_move());
            let last = replay.last_stone().map(|c| pos.slot(c));
            let (view, slots) = View::of(&pos, color, last);
            let played = pos.slot(cell);
            let legal = (0..slots.len()).filter(|&i| view.legal(i)).count();
            if let Some(target) = slots.iter().position(|&s| s == played)
                && legal > 1
            {
                out.push(Sample { view, target });
            }
        }
        if replay.play(mv).is_err() || replay.is_over() {
            break;
        }
    }
    out
}

/// How to train.
#[derive(Clone, Debug, PartialEq)]
pub struct TrainSetup {
    /// Passes over the positions.
    pub epochs: u32,
    /// Positions per step.
    pub batch: usize,
    /// Adam's step size at the start.
    pub learning_rate: f32,
    /// The learning rate falls linearly to this share of itself by the last epoch.
    pub final_rate: f32,
    /// Decoupled weight decay per step (times the learning rate).
    pub weight_decay: f32,
    /// The seed of the order and the half turns.
    pub seed: u64,
    /// Threads sharing each batch.
    pub threads: usize,
    /// Turn each position half a turn at random (the rules are the same after it).
    pub half_turns: bool,
}

impl Default for TrainSetup {
    fn default() -> Self {
        Self {
            epochs: 10,
            batch: 64,
            learning_rate: 0.002,
            final_rate: 0.1,
            weight_decay: 1e-4,
            seed: 1,
            threads: 1,
            half_turns: true,
        }
    }
}

/// How well a network predicts the moves of some positions.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Accuracy {
    /// Positions measured.
    pub positions: usize,
    /// How often the move played had the highest probability.
    pub top1: f64,
    /// How often it was among the three highest.
    pub top3: f64,
    /// Mean log-probability of the move played.
    pub log_likelihood: f64,
}

/// Measures `net` on `samples`.
pub fn accuracy(net: &Net, samples: &[Sample]) -> Accuracy {
    let mut scratch = Scratch::default();
    let mut a = Accuracy {
        positions: samples.len(),
        ..Accuracy::default()
    };
    for s in samples {
        let p = net.probabilities(&s.view, &mut scratch);
        let target = p[s.target];
        let higher = p.iter().filter(|&&x| x > target).count();
        a.top1 += f64::from(u8::from(higher == 0));
        a.top3 += f64::from(u8::from(higher < 3));
        a.log_likelihood += f64::from(target.max(1e-30).ln());
    }
    if !samples.is_empty() {
        let n = samples.len() as f64;
        a.top1 /= n;
        a.top3 /= n;
        a.log_likelihood /= n;
    }
    a
}

/// The gradient of `sample`'s loss with respect to every parameter of `net`.
#[cfg(test)]
pub(crate) fn gradient(net: &Net, sample: &Sample) -> Vec<f32> {
    let mut w = Worker::new(net);
    w.add_gradient(net, sample);
    w.grads
}

/// One thread's buffers: the forward pass's, the gradients of each layer's output, and of the
/// parameters.
struct Worker {
    scratch: Scratch,
    grads_out: Vec<Vec<f32>>,
    grads: Vec<f32>,
}

impl Worker {
    fn new(net: &Net) -> Self {
        Self {
            scratch: Scratch::default(),
            grads_out: Vec::new(),
            grads: vec![0.0; net.params.len()],
        }
    }

    /// Adds the gradient of `sample`'s cross-entropy loss to `self.grads`; returns the loss.
    fn add_gradient(&mut self, net: &Net, sample: &Sample) -> f32 {
        net.forward(&sample.view, &mut self.scratch);
        let layout = net.layout();
        let ch = net.channels;
        let Scratch {
            grid, acts, logits, ..
        } = &self.scratch;
        if self.grads_out.len() != acts.len() || self.grads_out[0].len() != acts[0].len() {
            self.grads_out = acts.iter().map(|a| vec![0.0; a.len()]).collect();
        }
        let probs = softmax(&sample.view, logits);
        let loss = -probs[sample.target].max(1e-30).ln();
        // The head.
        let head = layout.head();
        let pattern = layout.pattern();
        let p = sample.view.n + 2;
        let top = &acts[net.layers];
        let d_top = &mut self.grads_out[net.layers];
        d_top.fill(0.0);
        for (i, &prob) in probs.iter().enumerate() {
            if !sample.view.legal(i) {
                continue;
            }
            let d = prob - f32::from(u8::from(i == sample.target));
            let at = grid.index(i % p, i / p) * ch;
            self.grads[pattern] += d * sample.view.bias[i];
            for c in 0..ch {
                self.grads[head + c] += d * top[at + c];
                d_top[at + c] = d * net.params[head + c];
            }
        }
        // The convolutions, last first.
        for l in (0..net.layers).rev() {
            let (below, above) = self.grads_out.split_at_mut(l + 1);
            backward_conv(
                grid,
                net,
                layout,
                l,
                &acts[l],
                &acts[l + 1],
                &above[0],
                (l > 0).then(|| &mut below[l][..]),
                &mut self.grads,
            );
        }
        loss
    }
}

/// The gradients of layer `l` given the gradient `d_out` of its output `output` (after the ReLU):
/// added to the parameters' gradients, and written (if asked) as the gradient of its `input`.
#[allow(clippy::too_many_arguments)]
fn backward_conv(
    grid: &Grid,
    net: &Net,
    layout: Layout,
    l: usize,
    input: &[f32],
    output: &[f32],
    d_out: &[f32],
    mut d_in: Option<&mut [f32]>,
    grads: &mut [f32],
) {
    let ch = net.channels;
    let inputs = layout.inputs(l);
    let taps = Layout::taps(l);
    let (w0, b0) = (layout.weights(l), layout.bias(l));
    if let Some(d) = d_in.as_deref_mut() {
        d.fill(0.0);
    }
    let mut dz = vec![0.0f32; ch];
    for &p in &grid.region {
        let mut any = false;
        for c in 0..ch {
            dz[c] = if output[p * ch + c] > 0.0 {
                d_out[p * ch + c]
            } else {
                0.0
            };
            any |= dz[c] != 0.0;
        }
        if !any {
            continue;
        }
        grads[b0..b0 + ch]
            .iter_mut()
            .zip(&dz)
            .for_each(|(g, d)| *g += d);
        for (k, &off) in grid.taps[..taps].iter().enumerate() {
            let q = p.wrapping_add_signed(off);
            for ci in 0..inputs {
                let at = w0 + (k * inputs + ci) * ch;
                let x = input[q * inputs + ci];
                if x != 0.0 {
                    grads[at..at + ch]
                        .iter_mut()
                        .zip(&dz)
                        .for_each(|(g, d)| *g += x * d);
                }
                if let Some(d) = d_in.as_deref_mut() {
                    d[q * inputs + ci] += net.params[at..at + ch]
                        .iter()
                        .zip(&dz)
                        .map(|(w, d)| w * d)
                        .sum::<f32>();
                }
            }
        }
    }
}

/// Trains `net` on `samples` by Adam on mini-batches, each position seen once per epoch, turned
/// half a turn or not at random. `progress` hears each epoch's mean loss, with the network as it
/// stands after it.
pub fn train(
    net: &mut Net,
    samples: &[Sample],
    setup: &TrainSetup,
    mut progress: impl FnMut(u32, f64, &Net),
) {
    let threads = setup.threads.max(1);
    let mut workers: Vec<Worker> = (0..threads).map(|_| Worker::new(net)).collect();
    let mut m = vec![0.0f32; net.params.len()];
    let mut v = vec![0.0f32; net.params.len()];
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let mut step = 0i32;
    let batch = setup.batch.max(1);
    for epoch in 0..setup.epochs {
        order.shuffle(&mut rng);
        let turned: Vec<bool> = order
            .iter()
            .map(|_| rng.random::<bool>() && setup.half_turns)
            .collect();
        let share = if setup.epochs > 1 {
            f32::from(epoch as u16) / (setup.epochs - 1) as f32
        } else {
            0.0
        };
        let rate = setup.learning_rate * (1.0 - share * (1.0 - setup.final_rate));
        let mut total_loss = 0.0f64;
        for (chunk, flips) in order.chunks(batch).zip(turned.chunks(batch)) {
            let per = chunk.len().div_ceil(threads);
            let frozen: &Net = net;
            let losses: Vec<f64> = std::thread::scope(|scope| {
                let handles: Vec<_> = workers
                    .iter_mut()
                    .zip(chunk.chunks(per).zip(flips.chunks(per)))
                    .map(|(w, (part, flip))| {
                        scope.spawn(move || {
                            w.grads.fill(0.0);
                            let mut loss = 0.0f64;
                            for (&i, &f) in part.iter().zip(flip) {
                                let s = if f {
                                    samples[i].rotated()
                                } else {
                                    samples[i].clone()
                                };
                                loss += f64::from(w.add_gradient(frozen, &s));
                            }
                            loss
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or(0.0))
                    .collect()
            });
            total_loss += losses.iter().sum::<f64>();
            let parts = chunk.len().div_ceil(per);
            let mut grad = std::mem::take(&mut workers[0].grads);
            for w in &workers[1..parts] {
                grad.iter_mut().zip(&w.grads).for_each(|(g, x)| *g += x);
            }
            let scale = 1.0 / chunk.len() as f32;
            step += 1;
            adam(
                &mut net.params,
                &grad,
                scale,
                &mut m,
                &mut v,
                step,
                rate,
                setup.weight_decay,
            );
            workers[0].grads = grad;
        }
        progress(epoch, total_loss / samples.len().max(1) as f64, net);
    }
}

/// One step of Adam (β₁ 0.9, β₂ 0.999) with decoupled weight decay.
#[allow(clippy::too_many_arguments)]
fn adam(
    params: &mut [f32],
    grad: &[f32],
    scale: f32,
    m: &mut [f32],
    v: &mut [f32],
    step: i32,
    rate: f32,
    decay: f32,
) {
    let (b1, b2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let c1 = 1.0 - b1.powi(step);
    let c2 = 1.0 - b2.powi(step);
    for i in 0..params.len() {
        let g = grad[i] * scale;
        m[i] = b1 * m[i] + (1.0 - b1) * g;
        v[i] = b2 * v[i] + (1.0 - b2) * g * g;
        let update = (m[i] / c1) / ((v[i] / c2).sqrt() + eps);
        params[i] -= rate * (update + decay * params[i]);
    }
}
