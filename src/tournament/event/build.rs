//! An event as the arbiters' [`Tournament`]: what each entrant's complete rounds brought them,
//! for the Swiss engine, the standings and the TRF file.

use super::{Board, BoardResult, Event, EventFormat};
use crate::tournament::model::{Colour, Pairing, Player, RoundResult, Score, Tournament};

impl Event {
    /// The event as a tournament of its complete rounds (a round still being played is left out:
    /// standings are those after the last complete round, as arbiters publish them).
    #[must_use]
    pub fn tournament(&self) -> Tournament {
        self.tournament_after(self.complete_rounds())
    }

    /// The event as a tournament of its first `rounds` rounds.
    #[must_use]
    pub fn tournament_after(&self, rounds: u32) -> Tournament {
        let played = &self.rounds[..(rounds as usize).min(self.rounds.len())];
        let players = self
            .entrants
            .iter()
            .zip(1u32..)
            .map(|(entrant, number)| {
                let mut player = Player::new(number, entrant.name.clone(), entrant.rating);
                player.results = played
                    .iter()
                    .map(|round| self.result_in(round, number))
                    .collect();
                player
            })
            .collect();
        let rules = match self.format {
            EventFormat::Swiss { rules, .. } => Some(rules),
            EventFormat::RoundRobin(_) | EventFormat::Knockout => None,
        };
        Tournament {
            name: self.name.clone(),
            rounds: self.planned_rounds(),
            rules,
            initial_colour: Some(Colour::White),
            players,
            ..Tournament::default()
        }
    }

    /// The tournament the Swiss engine pairs round `round` from: the rounds before it, and an
    /// advance entry (not paired, no points) for each entrant who has withdrawn.
    pub(super) fn swiss_before(&self, round: u32) -> Tournament {
        let mut tournament = self.tournament_after(round - 1);
        for (player, entrant) in tournament.players.iter_mut().zip(&self.entrants) {
            if !entrant.plays_in(round) {
                player.results.push(RoundResult::NotPaired(Score::Loss));
            }
        }
        tournament
    }

    /// What one round brought player `number`.
    fn result_in(&self, round: &[Board], number: u32) -> RoundResult {
        let Some(board) = round.iter().find(|b| b.has(number)) else {
            return RoundResult::NotPaired(Score::Loss);
        };
        let (opponent, colour) = match board.pairing {
            Pairing::Bye(_) => {
                // The Swiss bye scores; a round robin's idle player and a knockout seed
                // going through score nothing for it.
                return match self.format {
                    EventFormat::Swiss { .. } => RoundResult::PairingBye,
                    _ => RoundResult::NotPaired(Score::Loss),
                };
            }
            Pairing::Game { white, black } if white == number => (black, Colour::White),
            Pairing::Game { white, .. } => (white, Colour::Black),
        };
        match board.result {
            BoardResult::Pending => RoundResult::NotPaired(Score::Loss),
            BoardResult::Won(winner) => RoundResult::Played {
                opponent,
                colour,
                score: if winner == colour {
                    Score::Win
                } else {
                    Score::Loss
                },
                rated: self.rated,
            },
            BoardResult::Forfeit(winner) => RoundResult::Forfeit {
                opponent,
                colour: Some(colour),
                won: winner == Some(colour),
            },
        }
    }
}
