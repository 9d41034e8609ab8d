//! The learned policy network: for a position and the player to move, how likely each empty cell
//! is to be a strong player's move. It is the search's prior at tree nodes that have earned it
//! (see the tree search, `mcts`), where the learned patterns are the prior below that.
//!
//! The network is fully convolutional on the hexagonal grid, so one set of weights serves every
//! size from 7 to 19. Its first layer looks at each cell's hexagon of radius 2 (19 cells), the
//! others at radius 1 (the cell and its six neighbours); each is followed by a ReLU, and a 1×1
//! layer gives each cell's logit. It sees the board padded by one ring of side stones, as the
//! search's board has it (`board`), always from the side of the player to move, who is
//! made to join the top and bottom rows: for Blue the board is mirrored across its long diagonal
//! (columns become rows) and the colours exchange, which the rules of Hex leave unchanged. Its
//! inputs per cell are the mover's stones, the opponent's stones, the empty cells and the last
//! stone played. Its logits are corrections to the learned patterns' log-weights (scaled by one
//! more learned weight), so a network that has learned nothing predicts as the patterns do.
//!
//! Everything is plain `f32` arithmetic in a fixed order, with no threads and no clock: the same
//! position gives the same probabilities, bit for bit, on every run. The shipped weights
//! ([`POLICY_WEIGHTS`], 154 KB) were trained by `hexbot-lab bench train` (its training lives in
//! [`train`]), on the games that `weights.bin.txt` beside them names with the command.

pub mod train;

use super::board::{BLUE, EMPTY, Pos, RED};
use std::sync::OnceLock;

/// The shipped weights, as [`Net::to_bytes`] writes them.
pub const POLICY_WEIGHTS: &[u8] = include_bytes!("weights.bin");

/// Input planes per cell: the mover's stones, the opponent's, the empty cells, the last stone.
pub const INPUTS: usize = 4;

/// Offsets (column, row) of a cell's hexagon of radius 2: the cell, its six neighbours (in the
/// board's cyclic order), then the twelve cells at distance 2.
const TAPS: [(i8, i8); 19] = [
    (0, 0),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, 0),
    (-1, 1),
    (0, 1),
    (2, 0),
    (2, -1),
    (2, -2),
    (1, -2),
    (0, -2),
    (-1, -1),
    (-2, 0),
    (-2, 1),
    (-2, 2),
    (-1, 2),
    (0, 2),
    (1, 1),
];

/// The first layer's taps (radius 2); later layers use the first seven (radius 1).
const FIRST_TAPS: usize = 19;
const TAPS_1: usize = 7;
/// The margin of zeros kept around the padded board so that every tap stays inside the buffer.
const MARGIN: usize = 2;
const MAGIC: &[u8; 8] = b"hexpol01";

/// An empty cell of the canonical (mover-joins-top-and-bottom) padded board.
pub const CELL_EMPTY: u8 = 0;
/// A stone of the player to move (their sides included).
pub const CELL_MOVER: u8 = 1;
/// A stone of the opponent (their sides included).
pub const CELL_OPPONENT: u8 = 2;
/// A corner of the padding, nobody's.
pub const CELL_WALL: u8 = 3;

/// The network's weights: `layers` convolutions of `channels` filters, then the 1×1 head and the
/// weight of the patterns' log-weights, all in one flat vector (the trainer's view of them).
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    pub(crate) channels: usize,
    pub(crate) layers: usize,
    pub(crate) params: Vec<f32>,
}

/// Where each layer's weights and biases start in [`Net::params`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
    pub(crate) channels: usize,
    pub(crate) layers: usize,
}

impl Layout {
    pub(crate) fn inputs(self, layer: usize) -> usize {
        if layer == 0 { INPUTS } else { self.channels }
    }
    pub(crate) fn taps(layer: usize) -> usize {
        if layer == 0 { FIRST_TAPS } else { TAPS_1 }
    }
    /// Start of layer `layer`'s weights (`taps × inputs × channels`), followed by its biases.
    pub(crate) fn weights(self, layer: usize) -> usize {
        (0..layer)
            .map(|l| Self::taps(l) * self.inputs(l) * self.channels + self.channels)
            .sum()
    }
    pub(crate) fn bias(self, layer: usize) -> usize {
        self.weights(layer) + Self::taps(layer) * self.inputs(layer) * self.channels
    }
    /// Start of the head's weights (`channels`).
    pub(crate) fn head(self) -> usize {
        self.weights(self.layers)
    }
    /// Where the weight of the learned patterns' log-weights in the logits is kept.
    pub(crate) fn pattern(self) -> usize {
        self.head() + self.channels
    }
    pub(crate) fn total(self) -> usize {
        self.pattern() + 1
    }
}

/// The geometry of one board size: the padded board inside a margin of zeros.
#[derive(Clone, Debug, Default)]
pub(crate) struct Grid {
    pub(crate) n: usize,
    /// Side of the buffer: the padded board (`n + 2`) plus the margin on both sides.
    pub(crate) side: usize,
    /// Buffer index of every cell of the padded board (the cells a layer computes).
    pub(crate) region: Vec<usize>,
    /// Buffer index of each tap's neighbour, relative to the cell.
    pub(crate) taps: [isize; 19],
}

impl Grid {
    pub(crate) fn new(n: usize) -> Self {
        let side = n + 2 + 2 * MARGIN;
        let mut region = Vec::with_capacity((n + 2) * (n + 2));
        for r in 0..n + 2 {
            for c in 0..n + 2 {
                region.push((r + MARGIN) * side + c + MARGIN);
            }
        }
        let s = side as isize;
        Self {
            n,
            side,
            region,
            taps: TAPS.map(|(dc, dr)| isize::from(dr) * s + isize::from(dc)),
        }
    }

    /// The buffer index of padded cell (column, row), both counted from the padding's first ring.
    pub(crate) fn index(&self, col: usize, row: usize) -> usize {
        (row + MARGIN) * self.side + col + MARGIN
    }

    /// Buffer cells.
    pub(crate) fn cells(&self) -> usize {
        self.side * self.side
    }
}

/// A position as the network sees it: the canonical padded board (row by row, `n + 2` a side,
/// [`CELL_EMPTY`] and so on) and the last stone's canonical padded index, if any.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct View {
    /// The board's size.
    pub n: usize,
    /// The padded board, row by row.
    pub cells: Vec<u8>,
    /// The last stone's padded index.
    pub last: Option<usize>,
    /// The learned patterns' log-weight of each legal cell (the `patterns` table), 0 elsewhere:
    /// the network's logits are corrections to them.
    pub bias: Vec<f32>,
}

impl View {
    /// The canonical view of `pos` with `color` to move: for Blue, columns become rows and the
    /// colours exchange. Returns the view and, for each padded canonical index, the slot of `pos`.
    pub(crate) fn of(pos: &Pos, color: u8, last: Option<usize>) -> (Self, Vec<usize>) {
        let mut view = Self::default();
        let mut slots = Vec::new();
        view.fill(pos, color, last, &mut slots);
        (view, slots)
    }

    /// [`View::of`] written into this view and `slots`, reusing their memory (the search's
    /// path: no allocation once the buffers have grown).
    pub(crate) fn fill(
        &mut self,
        pos: &Pos,
        color: u8,
        last: Option<usize>,
        slots: &mut Vec<usize>,
    ) {
        let n = pos.size();
        let p = n + 2;
        self.n = n;
        self.last = None;
        self.cells.clear();
        self.cells.resize(p * p, CELL_WALL);
        self.bias.clear();
        self.bias.resize(p * p, 0.0);
        slots.clear();
        slots.resize(p * p, 0);
        for r in 0..p {
            for c in 0..p {
                let (col, row) = if color == RED { (c, r) } else { (r, c) };
                let slot = row * pos.stride + col;
                let i = r * p + c;
                slots[i] = slot;
                self.cells[i] = match pos.cells[slot] {
                    EMPTY => CELL_EMPTY,
                    x if x == color => CELL_MOVER,
                    RED | BLUE => CELL_OPPONENT,
                    _ => CELL_WALL,
                };
                if self.cells[i] == CELL_EMPTY {
                    self.bias[i] = super::patterns::gamma(pos, slot, color, last).ln();
                }
                if last == Some(slot) {
                    self.last = Some(i);
                }
            }
        }
    }

    /// The view turned half a turn (each player keeps their sides).
    #[must_use]
    pub fn rotated(&self) -> Self {
        let top = self.cells.len() - 1;
        Self {
            n: self.n,
            cells: self.cells.iter().rev().copied().collect(),
            last: self.last.map(|i| top - i),
            bias: self.bias.iter().rev().copied().collect(),
        }
    }

    /// Whether padded index `i` is an empty cell of the board (a legal move).
    pub fn legal(&self, i: usize) -> bool {
        self.cells[i] == CELL_EMPTY
    }

    /// Writes the input planes into `input` (`grid.cells() × INPUTS`, zero outside the board).
    pub(crate) fn encode(&self, grid: &Grid, input: &mut [f32]) {
        input.fill(0.0);
        let p = self.n + 2;
        for (i, &cell) in self.cells.iter().enumerate() {
            let at = grid.index(i % p, i / p) * INPUTS;
            match cell {
                CELL_MOVER => input[at] = 1.0,
                CELL_OPPONENT => input[at + 1] = 1.0,
                CELL_EMPTY => input[at + 2] = 1.0,
                _ => {}
            }
        }
        if let Some(l) = self.last {
            input[grid.index(l % p, l / p) * INPUTS + 3] = 1.0;
        }
    }
}

/// Buffers for evaluations, kept between them.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    pub(crate) grid: Grid,
    /// The input planes, then each layer's output (after its ReLU).
    pub(crate) acts: Vec<Vec<f32>>,
    /// Each padded canonical index's logit (legal cells only; others are left at 0).
    pub(crate) logits: Vec<f32>,
    /// The search's last position as the network saw it, each of its padded indices' slot, and
    /// each slot's logit ([`Net::priors`]'s buffers).
    view: View,
    slots: Vec<usize>,
    by_slot: Vec<f32>,
}

impl Scratch {
    fn ready(&mut self, net: &Net, n: usize) {
        if self.grid.n != n || self.acts.len() != net.layers + 1 {
            self.grid = Grid::new(n);
            let cells = self.grid.cells();
            self.acts = (0..=net.layers)
                .map(|l| vec![0.0; cells * if l == 0 { INPUTS } else { net.channels }])
                .collect();
        }
    }
}

/// One convolution over the padded board: `output[p] = relu(bias + Σ_taps weights · input[p +
/// tap])` for every cell `p` of the region. Zero inputs are skipped (the first layer's are mostly
/// zero, and about half of every ReLU's output), which changes nothing in the sums.
pub(crate) struct Conv<'a> {
    pub(crate) grid: &'a Grid,
    /// The layer's input, `inputs` values per buffer cell.
    pub(crate) input: &'a [f32],
    pub(crate) inputs: usize,
    /// How many of the taps (19 or 7).
    pub(crate) taps: usize,
    /// `taps × inputs × filters`, then the filters' biases.
    pub(crate) weights: &'a [f32],
    pub(crate) bias: &'a [f32],
}

impl Conv<'_> {
    /// Writes the layer's output (`filters` values per buffer cell, the region only).
    ///
    /// On x86-64 processors with AVX2 the same code is compiled for 8 lanes instead of 4. Both
    /// add the same products in the same order without fused multiply-adds, so the results are
    /// the same bits either way.
    pub(crate) fn run(&self, output: &mut [f32]) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: run_avx2 only needs AVX2, which the processor was just seen to have.
            unsafe { self.run_avx2(output) };
            return;
        }
        self.run_portable(output);
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn run_avx2(&self, output: &mut [f32]) {
        self.run_portable(output);
    }

    #[inline(always)]
    fn run_portable(&self, output: &mut [f32]) {
        match self.bias.len() {
            16 => self.fixed::<16>(output),
            32 => self.fixed::<32>(output),
            _ => self.any(output),
        }
    }

    /// For `CH` filters, the sums kept in registers.
    #[inline(always)]
    fn fixed<const CH: usize>(&self, output: &mut [f32]) {
        let inputs = self.inputs;
        for &p in &self.grid.region {
            let mut acc = [0.0f32; CH];
            acc.copy_from_slice(self.bias);
            for (k, &off) in self.grid.taps[..self.taps].iter().enumerate() {
                let q = p.wrapping_add_signed(off);
                let x = &self.input[q * inputs..(q + 1) * inputs];
                let wk = &self.weights[k * inputs * CH..(k + 1) * inputs * CH];
                for (&xv, row) in x.iter().zip(wk.chunks_exact(CH)) {
                    if xv != 0.0 {
                        let row: &[f32; CH] = row.try_into().unwrap_or(&[0.0; CH]);
                        for c in 0..CH {
                            acc[c] += xv * row[c];
                        }
                    }
                }
            }
            for (o, a) in output[p * CH..(p + 1) * CH].iter_mut().zip(acc) {
                *o = a.max(0.0);
            }
        }
    }

    /// For any number of filters.
    #[inline(always)]
    fn any(&self, output: &mut [f32]) {
        let (inputs, ch) = (self.inputs, self.bias.len());
        for &p in &self.grid.region {
            let acc = &mut output[p * ch..(p + 1) * ch];
            acc.copy_from_slice(self.bias);
            for (k, &off) in self.grid.taps[..self.taps].iter().enumerate() {
                let q = p.wrapping_add_signed(off);
                let x = &self.input[q * inputs..(q + 1) * inputs];
                let wk = &self.weights[k * inputs * ch..(k + 1) * inputs * ch];
                for (&xv, row) in x.iter().zip(wk.chunks_exact(ch)) {
                    if xv != 0.0 {
                        acc.iter_mut().zip(row).for_each(|(a, &w)| *a += xv * w);
                    }
                }
            }
            acc.iter_mut().for_each(|a| *a = a.max(0.0));
        }
    }
}

impl Net {
    /// A network of `layers` convolutions with `channels` filters each, its weights drawn by
    /// `seed` (He initialisation).
    pub fn random(channels: usize, layers: usize, seed: u64) -> Self {
        use rand::{Rng, SeedableRng};
        let layout = Layout { channels, layers };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut params = vec![0.0; layout.total()];
        for l in 0..layers {
            let fan_in = Layout::taps(l) * layout.inputs(l);
            let scale = (6.0 / fan_in as f32).sqrt();
            for w in &mut params[layout.weights(l)..layout.bias(l)] {
                *w = rng.random_range(-scale..scale);
            }
        }
        let scale = (3.0 / channels as f32).sqrt() * 0.1;
        for w in &mut params[layout.head()..layout.pattern()] {
            *w = rng.random_range(-scale..scale);
        }
        // Start from the patterns' own prediction.
        params[layout.pattern()] = 1.0;
        Self {
            channels,
            layers,
            params,
        }
    }

    /// Filters per layer.
    pub fn channels(&self) -> usize {
        self.channels
    }

    /// Convolutions before the head.
    pub fn layers(&self) -> usize {
        self.layers
    }

    pub(crate) fn layout(&self) -> Layout {
        Layout {
            channels: self.channels,
            layers: self.layers,
        }
    }

    /// The shipped network, read once.
    pub(crate) fn shipped() -> &'static Net {
        static NET: OnceLock<Net> = OnceLock::new();
        NET.get_or_init(|| Net::from_bytes(POLICY_WEIGHTS).expect("the shipped policy weights"))
    }

    /// Multiply-adds of one evaluation on an `n`×`n` board (without the skipped zeros).
    pub fn multiply_adds(&self, n: usize) -> usize {
        let layout = self.layout();
        let per_cell: usize = (0..self.layers)
            .map(|l| Layout::taps(l) * layout.inputs(l) * self.channels)
            .sum::<usize>()
            + self.channels;
        per_cell * (n + 2) * (n + 2)
    }

    /// Runs the network on `view`; the logits of its legal cells are left in `scratch.logits`.
    pub(crate) fn forward(&self, view: &View, scratch: &mut Scratch) {
        scratch.ready(self, view.n);
        let layout = self.layout();
        let Scratch {
            grid, acts, logits, ..
        } = scratch;
        view.encode(grid, &mut acts[0]);
        for l in 0..self.layers {
            let (before, after) = acts.split_at_mut(l + 1);
            let w = &self.params[layout.weights(l)..layout.bias(l)];
            let b = &self.params[layout.bias(l)..layout.bias(l) + self.channels];
            Conv {
                grid,
                input: &before[l],
                inputs: layout.inputs(l),
                taps: Layout::taps(l),
                weights: w,
                bias: b,
            }
            .run(&mut after[0]);
        }
        let head = &self.params[layout.head()..layout.pattern()];
        let pattern = self.params[layout.pattern()];
        let top = &acts[self.layers];
        let p = view.n + 2;
        logits.clear();
        logits.resize(p * p, 0.0);
        for (i, logit) in logits.iter_mut().enumerate() {
            if view.legal(i) {
                let at = grid.index(i % p, i / p) * self.channels;
                *logit = top[at..at + self.channels]
                    .iter()
                    .zip(head)
                    .map(|(h, w)| h * w)
                    .sum::<f32>()
                    + pattern * view.bias[i];
            }
        }
    }

    /// The probabilities (softmax over the legal cells) of `view`, by padded canonical index,
    /// 0 for the others.
    pub fn probabilities(&self, view: &View, scratch: &mut Scratch) -> Vec<f32> {
        self.forward(view, scratch);
        softmax(view, &scratch.logits)
    }

    /// The probability of each of `slots` (empty cells of `pos`, `color` to move, `last` the last
    /// stone), written into `out` in the same order; they sum to 1 over `slots`.
    pub(crate) fn priors(
        &self,
        pos: &Pos,
        color: u8,
        last: Option<usize>,
        slots: &[u16],
        scratch: &mut Scratch,
        out: &mut Vec<f32>,
    ) {
        let mut view = std::mem::take(&mut scratch.view);
        view.fill(pos, color, last, &mut scratch.slots);
        self.forward(&view, scratch);
        let by_slot = &mut scratch.by_slot;
        by_slot.clear();
        by_slot.resize(pos.cells.len(), f32::NEG_INFINITY);
        for (i, &slot) in scratch.slots.iter().enumerate() {
            if view.legal(i) {
                by_slot[slot] = scratch.logits[i];
            }
        }
        scratch.view = view;
        out.clear();
        out.extend(slots.iter().map(|&s| by_slot[usize::from(s)]));
        let top = out.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let mut total = 0.0;
        for x in out.iter_mut() {
            *x = (*x - top).exp();
            total += *x;
        }
        if total > 0.0 {
            out.iter_mut().for_each(|x| *x /= total);
        }
    }

    /// The weights as bytes: a magic word, the channels and layers (u32, little-endian), then every
    /// parameter (f32, little-endian).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend((self.channels as u32).to_le_bytes());
        out.extend((self.layers as u32).to_le_bytes());
        for p in &self.params {
            out.extend(p.to_le_bytes());
        }
        out
    }

    /// Reads [`Net::to_bytes`]'s format.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let rest = bytes
            .strip_prefix(MAGIC.as_slice())
            .ok_or("not policy weights (bad magic)")?;
        let word = |i: usize| -> Result<usize, String> {
            let b = rest.get(4 * i..4 * i + 4).ok_or("truncated header")?;
            Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
        };
        let (channels, layers) = (word(0)?, word(1)?);
        if !(1..=256).contains(&channels) || !(1..=32).contains(&layers) {
            return Err(format!(
                "implausible shape: {channels} channels, {layers} layers"
            ));
        }
        let total = Layout { channels, layers }.total();
        let body = &rest[8..];
        if body.len() != 4 * total {
            return Err(format!(
                "expected {} parameter bytes, found {}",
                4 * total,
                body.len()
            ));
        }
        let params = body
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        Ok(Self {
            channels,
            layers,
            params,
        })
    }
}

/// Softmax of `logits` over `view`'s legal cells (0 elsewhere).
pub(crate) fn softmax(view: &View, logits: &[f32]) -> Vec<f32> {
    let top = (0..logits.len())
        .filter(|&i| view.legal(i))
        .map(|i| logits[i])
        .fold(f32::NEG_INFINITY, f32::max);
    let mut out: Vec<f32> = (0..logits.len())
        .map(|i| {
            if view.legal(i) {
                (logits[i] - top).exp()
            } else {
                0.0
            }
        })
        .collect();
    let total: f32 = out.iter().sum();
    if total > 0.0 {
        out.iter_mut().for_each(|x| *x /= total);
    }
    out
}

#[cfg(test)]
mod tests;
