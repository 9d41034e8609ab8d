//! What an event does next: wait for the round's games, pair the next round by the format's own
//! rules (withdrawn players' boards forfeited in advance), or finish; and its champion once over.

use super::{Board, BoardResult, Event, EventError, EventFormat, Step};
use crate::tournament::berger::round_robin;
use crate::tournament::dutch::{PairingError, pair_dutch};
use crate::tournament::knockout::Bracket;
use crate::tournament::model::{Colour, Pairing};

impl Event {
    /// What to do next (see [`Step`]).
    ///
    /// # Errors
    /// A board names someone who is not an entrant, or a knockout round's results do not make
    /// the next round.
    pub fn next_step(&self) -> Result<Step, EventError> {
        self.check_players()?;
        if self.complete_rounds() < self.current_round() {
            return Ok(Step::Wait);
        }
        let round = self.current_round() + 1;
        if round > self.planned_rounds() {
            return Ok(Step::Finished { early: false });
        }
        let pairings = match self.format {
            EventFormat::Swiss { .. } => {
                let active = self.entrants.iter().filter(|e| e.plays_in(round)).count();
                if active < 2 {
                    return Ok(Step::Finished { early: true });
                }
                match pair_dutch(&self.swiss_before(round)) {
                    Ok(pairings) => pairings,
                    Err(PairingError::NoValidPairing) => return Ok(Step::Finished { early: true }),
                    Err(e) => return Err(EventError::Swiss(e)),
                }
            }
            EventFormat::RoundRobin(cycles) => {
                let table = round_robin(self.players(), cycles);
                table.get(round as usize - 1).cloned().unwrap_or_default()
            }
            EventFormat::Knockout => self.knockout_round(round)?,
        };
        let boards = pairings
            .into_iter()
            .map(|pairing| Board {
                pairing,
                result: self.decided_in_advance(pairing, round),
            })
            .collect();
        Ok(Step::Pair { round, boards })
    }

    /// The result a new board of `round` has before any game: a forfeit when a player has
    /// withdrawn.
    fn decided_in_advance(&self, pairing: Pairing, round: u32) -> BoardResult {
        let Pairing::Game { white, black } = pairing else {
            return BoardResult::Pending;
        };
        let plays = |n: u32| self.entrant(n).is_some_and(|e| e.plays_in(round));
        match (plays(white), plays(black)) {
            (true, true) => BoardResult::Pending,
            (true, false) => BoardResult::Forfeit(Some(Colour::White)),
            (false, true) => BoardResult::Forfeit(Some(Colour::Black)),
            (false, false) => BoardResult::Forfeit(None),
        }
    }

    /// The next knockout round from the winners of the last one.
    fn knockout_round(&self, round: u32) -> Result<Vec<Pairing>, EventError> {
        let bracket = Bracket::new(self.players());
        let Some(previous) = self.rounds.last() else {
            return Ok(bracket.first_round());
        };
        let pairings: Vec<Pairing> = previous.iter().map(|b| b.pairing).collect();
        let winners: Vec<u32> = previous.iter().filter_map(Board::goes_through).collect();
        bracket
            .next_round(round, &pairings, &winners)
            .map_err(EventError::Bracket)
    }

    fn check_players(&self) -> Result<(), EventError> {
        for board in self.rounds.iter().flatten() {
            let (a, b) = match board.pairing {
                Pairing::Game { white, black } => (white, black),
                Pairing::Bye(player) => (player, player),
            };
            for n in [a, b] {
                if self.entrant(n).is_none() {
                    return Err(EventError::UnknownPlayer(n));
                }
            }
        }
        Ok(())
    }

    /// The champion: a knockout's final's winner, otherwise the first of the standings, once
    /// the event is over.
    #[must_use]
    pub fn winner(&self) -> Option<u32> {
        if !matches!(self.next_step(), Ok(Step::Finished { .. })) {
            return None;
        }
        match self.format {
            EventFormat::Knockout => self.rounds.last()?.first()?.goes_through(),
            _ => self.standings().first().map(|s| s.number),
        }
    }
}
