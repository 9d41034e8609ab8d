//! What the solver works out about a position the first time it meets it, once, for its table:
//! the dead and captured cells filled in for both colours, both colours' connections on the
//! filled board, and from them a verdict (won: the side to move is connected or one stone from
//! it; lost: the opponent is connected, or no move is left to consider) or the moves to
//! consider, best first: the must-play region (the cells every opponent semi connection holds)
//! less the reversible cells (vulnerable and dominated), the moves that mirror the opponent's
//! stones (lost by strategy stealing) and, in a position that is its own half-turn, one of each
//! pair of turned moves; ordered by the learned patterns.

use super::symmetry::{mirror_losses, self_turned, turned};
use crate::ai::board::{EMPTY, Pos, opp};
use crate::ai::connect::{Connections, Templates};
use crate::ai::inferior::{Fill, Reversal, fill_in_logged, reversible};
use crate::ai::patterns::gamma;
use crate::ai::set::Set;

/// The verdict on a position before any search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The side to move wins; the key of its smallest semi connection between its sides, when
    /// it needs one more stone.
    Won(Option<u16>),
    /// The side to move loses.
    Lost,
    /// The moves to search, best first.
    Open(Vec<u16>),
}

/// A position's knowledge.
#[derive(Clone, Debug)]
pub(crate) struct Knowledge {
    pub(crate) verdict: Verdict,
    /// See [`super::table::Entry::max_proof`].
    pub(crate) max_proof: Set,
}

/// The work buffers for knowledge, reused position after position.
#[derive(Default)]
pub(crate) struct Expert {
    pub(crate) mover: Connections,
    pub(crate) other: Connections,
    templates: Option<Templates>,
    /// The last call's reversible cells left out, and its cells filled in.
    pub(crate) reversals: Vec<Reversal>,
    pub(crate) fills: Vec<(usize, Fill)>,
    mirror: Vec<usize>,
    /// The filled position of the last call.
    pub(crate) filled: Option<Pos>,
    /// Connection builds so far.
    pub(crate) builds: u64,
}

impl Expert {
    fn templates(&mut self, n: usize) -> &Templates {
        if self.templates.as_ref().is_none_or(|t| t.size() != n) {
            self.templates = Some(Templates::new(n));
        }
        self.templates.as_ref().expect("just made")
    }

    /// Works out what is known about `pos` (its real stones) with `mover` to move, the last
    /// stone having been played on `last`.
    pub(crate) fn know(&mut self, pos: &Pos, mover: u8, last: Option<usize>) -> Knowledge {
        let other = opp(mover);
        let mut f = pos.clone();
        let decided = |verdict| Knowledge {
            verdict,
            max_proof: Set::default(),
        };
        self.fills.clear();
        self.reversals.clear();
        self.filled = None;
        if f.connected(other) {
            return decided(Verdict::Lost);
        }
        if f.connected(mover) {
            return decided(Verdict::Won(None));
        }
        fill_in_logged(&mut f, other, &mut self.fills);
        let max_proof = Set::of(f.on_board().filter(|&s| f.cells[s] != other));
        let know = |verdict| Knowledge { verdict, max_proof };
        if f.connected(other) {
            self.filled = Some(f);
            return know(Verdict::Lost);
        }
        if f.connected(mover) {
            self.filled = Some(f);
            return know(Verdict::Won(None));
        }
        let n = f.size();
        self.templates(n);
        let t = self.templates.as_ref();
        self.mover.build(&mut f, mover, t, None);
        self.other.build(&mut f, other, t, None);
        self.builds += 2;
        if self.mover.side_full().is_some() {
            self.filled = Some(f);
            return know(Verdict::Won(None));
        }
        if let Some(k) = self
            .mover
            .side_semis()
            .iter()
            .min_by_key(|k| k.carrier.len())
        {
            let key = k.key;
            self.filled = Some(f);
            return know(Verdict::Won(Some(key)));
        }
        if self.other.side_full().is_some() {
            self.filled = Some(f);
            return know(Verdict::Lost);
        }
        let empties = Set::of(f.empties());
        let region = self
            .other
            .side_semi_inter()
            .map_or(empties, |i| i.inter(&empties));
        let mut moves: Vec<usize> = region.slots().collect();
        reversible(&f, mover, &moves, &mut self.reversals);
        let left_out: Set = Set::of(self.reversals.iter().map(|r| r.cell));
        mirror_losses(pos, mover, &mut self.mirror);
        moves.retain(|&m| !left_out.contains(m) && !self.mirror.contains(&m));
        if self_turned(pos) {
            let mut kept = Set::default();
            moves.retain(|&m| {
                let keep = !kept.contains(turned(pos, m));
                if keep {
                    kept.insert(m);
                }
                keep
            });
        }
        if moves.is_empty() {
            self.filled = Some(f);
            return know(Verdict::Lost);
        }
        let mut scored: Vec<(f32, usize)> = moves
            .iter()
            .map(|&s| {
                (
                    gamma(&f, s, mover, last.filter(|&l| f.cells[l] != EMPTY)),
                    s,
                )
            })
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let ordered = scored.into_iter().map(|(_, s)| s as u16).collect();
        self.filled = Some(f);
        know(Verdict::Open(ordered))
    }
}
