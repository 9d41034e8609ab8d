//! What both kinds of playout share: which knowledge a playout uses, the reply to a bridge
//! intrusion, and the uniform draw of a number.

use crate::ai::board::{EMPTY, Pos};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::RngCore;

/// Which knowledge a playout uses.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PlayoutPolicy {
    /// Answer a move into the carrier of one of the mover's bridges (edge bridges included) by
    /// taking the other carrier cell.
    pub(crate) bridges: bool,
    /// Draw each move with probability proportional to the weight of its cell's small
    /// (six-neighbour) learned pattern ([`crate::ai::patterns`]); near the last move, the weights of
    /// the patterns that touch it or lie a bridge away from it. Otherwise uniformly.
    pub(crate) patterns: bool,
    /// With `patterns`, the most a cell's weight may be away from the last move (in the units of
    /// [`crate::ai::patterns::PLAYOUT_SCALE`]): the learned weights then mostly keep playouts out of
    /// cells strong players leave alone, and only near the last move pull towards good shapes.
    pub(crate) cap: u32,
    /// With `patterns`, a cell near the last move weighs its pattern's weight there times its
    /// small answer pattern's ([`crate::ai::patterns::Answers`]: the last stone's six neighbours
    /// and where the cell lies around it).
    pub(crate) answers: bool,
}

/// When `bridges` is on and the last move (on `last`) intruded into the carrier of one of
/// `color`'s bridges, the other carrier cell (one of them at random if several).
#[inline]
pub(super) fn bridge_reply(
    pos: &Pos,
    cells: &[u8],
    color: u8,
    last: Option<usize>,
    bridges: bool,
    rng: &mut ChaCha8Rng,
) -> Option<usize> {
    let x = last.filter(|_| bridges)?;
    let around = pos.offsets.map(|o| x.wrapping_add_signed(o));
    // Around the intruded cell x: a cell y with the mover's stones on both sides of it
    // (cyclically) is the other half of a bridge's carrier.
    let mut found = [0usize; 6];
    let mut k = 0;
    for i in 0..6 {
        let y = around[i];
        if cells[y] == EMPTY
            && cells[around[(i + 5) % 6]] == color
            && cells[around[(i + 1) % 6]] == color
        {
            found[k] = y;
            k += 1;
        }
    }
    match k {
        0 => None,
        1 => Some(found[0]),
        _ => Some(found[below(rng, k)]),
    }
}

/// A uniform number below `n` (n ≥ 1), by the multiply-shift method: deterministic, no rejection
/// loop, a bias of at most n / 2³² that does not matter here.
#[inline]
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    ((u64::from(rng.next_u32()) * n as u64) >> 32) as usize
}
