//! An event's standings: the Swiss and round-robin tables with their tiebreaks (from
//! [`crate::tournament::standings`]), and a knockout's order by how far each entrant went.

use super::{Event, EventFormat};
use crate::tournament::standings::{Format, Standing, Value, standings};

/// A line of an event's standings (a knockout's has no tiebreaks, and its points are its wins).
pub type EventStanding = Standing;

impl Event {
    /// The standings after the complete rounds, best first.
    #[must_use]
    pub fn standings(&self) -> Vec<EventStanding> {
        match self.format {
            EventFormat::Swiss { .. } => standings(&self.tournament(), Format::Swiss),
            EventFormat::RoundRobin(_) => standings(&self.tournament(), Format::RoundRobin),
            EventFormat::Knockout => self.knockout_standings(),
        }
    }

    /// Entrants by the round they reached (still in beats out in that round), sharing a rank
    /// with those who went as far; then by seed.
    fn knockout_standings(&self) -> Vec<EventStanding> {
        let complete = self.complete_rounds() as usize;
        let rounds = &self.rounds[..complete.min(self.rounds.len())];
        let reach = |number: u32| -> (usize, bool) {
            let last = rounds
                .iter()
                .rposition(|round| round.iter().any(|b| b.has(number)));
            match last {
                None => (0, false),
                Some(r) => {
                    let board = rounds[r].iter().find(|b| b.has(number));
                    let through = board.and_then(|b| b.goes_through()) == Some(number);
                    (r + 1, through)
                }
            }
        };
        let wins = |number: u32| -> u32 {
            rounds
                .iter()
                .flatten()
                .filter(|b| {
                    matches!(b.pairing, crate::tournament::Pairing::Game { .. })
                        && b.goes_through() == Some(number)
                })
                .count() as u32
        };
        let games = |number: u32| -> u32 {
            rounds
                .iter()
                .flatten()
                .filter(|b| {
                    matches!(b.pairing, crate::tournament::Pairing::Game { .. })
                        && b.has(number)
                        && matches!(b.result, super::BoardResult::Won(_))
                })
                .count() as u32
        };
        let keys: Vec<(usize, bool)> = (1..=self.players()).map(reach).collect();
        let mut lines: Vec<EventStanding> = (1..=self.players())
            .map(|number| {
                let key = keys[number as usize - 1];
                let better = keys.iter().filter(|&&k| k > key).count();
                Standing {
                    rank: u32::try_from(better).unwrap_or(u32::MAX) + 1,
                    number,
                    points: Value(wins(number) * 100),
                    tiebreaks: Vec::new(),
                    games: games(number),
                }
            })
            .collect();
        lines.sort_by_key(|s| (s.rank, s.number));
        lines
    }
}
