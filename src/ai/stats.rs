//! The counters of one search ([`SearchStats`]), kept as MoHex 2.0 keeps those it prints after a
//! move (`mohex-search-statistics`): simulations, expansions and the children they made,
//! knowledge computations and what they left, nodes proved, the tree's size and depth. Each is an
//! addition or a comparison per simulation, so they are always on; they count this search only
//! (a kept tree's earlier searches are not in them, though its nodes are in `nodes`).

use std::io::{self, Write};
use std::time::Duration;

/// What one search did, counted as it ran (see the module's notes). Deterministic: the same seed,
/// position and playout budget give the same counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Simulations run (MoHex's `GamesPlayed`): those ending in a playout and those ending on a
    /// proved node.
    pub simulations: u64,
    /// Simulations that ended in a random playout.
    pub playouts: u64,
    /// Nodes expanded (children created), the root's included.
    pub expansions: u64,
    /// The empty cells of the expanded nodes, summed: the moves before any pruning.
    pub moves_before: u64,
    /// The children created by those expansions, summed: the moves left after the immediate
    /// wins and threats, the inferior cells and the reversible ones.
    pub children: u64,
    /// Expansions that proved their node at once (a win in one, two threats).
    pub expansion_proved: u64,
    /// Knowledge computations (MoHex's `Knowledge`): nodes whose connections were built by
    /// H-search once they had `knowledge_threshold` visits, the root's included.
    pub knowledge: u64,
    /// Their depths in the tree, summed (the root is at 0).
    pub knowledge_depth: u64,
    /// Knowledge computations that proved their node.
    pub knowledge_proved: u64,
    /// The children not proved after each knowledge computation that left its node open,
    /// summed: the moves still searched there (MoHex's `Know Avg After`).
    pub knowledge_children: u64,
    /// The moves made inside the tree, summed over the simulations (MoHex's `InTree`).
    pub in_tree: u64,
    /// The deepest simulation's moves inside the tree.
    pub max_depth: u32,
    /// The tree's nodes when the search ended (a kept tree's included).
    pub nodes: u64,
    /// Those of them proved won or lost.
    pub proved_nodes: u64,
}

fn mean(sum: u64, count: u64) -> f64 {
    if count == 0 {
        0.0
    } else {
        sum as f64 / count as f64
    }
}

impl SearchStats {
    /// Children per expansion (MoHex's `Prior Avg After`).
    pub fn children_per_expansion(&self) -> f64 {
        mean(self.children, self.expansions)
    }

    /// Empty cells per expansion (MoHex's `Prior Avg Moves`).
    pub fn moves_per_expansion(&self) -> f64 {
        mean(self.moves_before, self.expansions)
    }

    /// Moves still searched per knowledge computation that left its node open.
    pub fn children_per_knowledge(&self) -> f64 {
        mean(
            self.knowledge_children,
            self.knowledge - self.knowledge_proved,
        )
    }

    /// Mean moves inside the tree per simulation.
    pub fn mean_depth(&self) -> f64 {
        mean(self.in_tree, self.simulations)
    }

    /// Simulations per second over `elapsed`.
    pub fn per_second(&self, elapsed: Duration) -> f64 {
        self.simulations as f64 / elapsed.as_secs_f64().max(1e-9)
    }

    /// Writes the counters in the shape of MoHex's `mohex-search-statistics` (a label, padded
    /// to 15 columns, and its value; MoHex's tree statistics below), `elapsed` being the search's
    /// time.
    ///
    /// # Errors
    /// I/O errors on `out`.
    pub fn write_mohex(&self, out: &mut impl Write, elapsed: Duration) -> io::Result<()> {
        let know_pct = 100.0 * mean(self.knowledge, self.simulations);
        writeln!(out, "{:<15}{}", "Count", self.simulations)?;
        writeln!(out, "{:<15}{}", "GamesPlayed", self.simulations)?;
        writeln!(out, "{:<15}{}", "Playouts", self.playouts)?;
        writeln!(out, "{:<15}{}", "Nodes", self.nodes)?;
        writeln!(
            out,
            "{:<15}{} ({know_pct:.1}%)",
            "Knowledge", self.knowledge
        )?;
        writeln!(out, "{:<15}{}", "Expansions", self.expansions)?;
        writeln!(out, "{:<15}{:.2}", "Time", elapsed.as_secs_f64())?;
        writeln!(
            out,
            "{:<15}{:.1} max={}",
            "InTree",
            self.mean_depth(),
            self.max_depth
        )?;
        writeln!(
            out,
            "{:<15}{:.1}",
            "KnowDepth",
            mean(self.knowledge_depth, self.knowledge)
        )?;
        writeln!(out, "{:<15}{:.1}", "Games/s", self.per_second(elapsed))?;
        writeln!(out, "Tree Statistics:")?;
        writeln!(out, "{:<20}{}", "Prior Positions", self.expansions)?;
        writeln!(out, "{:<20}{}", "Prior Proven", self.expansion_proved)?;
        writeln!(
            out,
            "{:<20}{:.1}",
            "Prior Avg Moves",
            self.moves_per_expansion()
        )?;
        writeln!(
            out,
            "{:<20}{:.1}",
            "Prior Avg After",
            self.children_per_expansion()
        )?;
        writeln!(out, "{:<20}{}", "Know Positions", self.knowledge)?;
        writeln!(out, "{:<20}{}", "Know Proven", self.knowledge_proved)?;
        writeln!(
            out,
            "{:<20}{:.1}",
            "Know Avg After",
            self.children_per_knowledge()
        )?;
        writeln!(out, "{:<20}{}", "Proved Nodes", self.proved_nodes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn means_of_nothing_are_zero_and_the_text_has_mohex_labels() {
        let empty = SearchStats::default();
        assert_eq!(empty.children_per_expansion(), 0.0);
        assert_eq!(empty.children_per_knowledge(), 0.0);
        let stats = SearchStats {
            simulations: 10,
            expansions: 2,
            children: 30,
            knowledge: 2,
            knowledge_proved: 1,
            knowledge_children: 7,
            ..empty
        };
        assert_eq!(stats.children_per_expansion(), 15.0);
        assert_eq!(stats.children_per_knowledge(), 7.0);
        let mut out = Vec::new();
        stats.write_mohex(&mut out, Duration::from_secs(2)).unwrap();
        let text = String::from_utf8(out).unwrap();
        for label in [
            "GamesPlayed    10",
            "Knowledge      2 (20.0%)",
            "Games/s        5.0",
        ] {
            assert!(text.contains(label), "{label} in {text}");
        }
    }
}
