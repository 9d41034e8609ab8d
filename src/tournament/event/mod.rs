//! A tournament as the bot runs it: entrants seeded by rating, rounds of boards whose results
//! come in one by one, withdrawals, and what to do next — wait for the games of the round, pair
//! the next round (by the format's own rules), or announce the final standings.
//!
//! An [`Event`] is data the service rebuilds from the store at any time (its entrants, the
//! boards of every round paired so far and their results), so deciding the next step never
//! depends on anything kept in memory: after a restart the same event gives the same step.
//! Pairings come from the pure engines beside this module: [`super::pair_dutch`] for Swiss
//! rounds, [`super::round_robin`] for round robins, [`super::Bracket`] for knockouts. The
//! event turns into the arbiters' [`Tournament`] for pairing, standings and the TRF file.

mod build;
mod ranking;
mod step;

#[cfg(test)]
mod tests;

use super::berger::{Cycles, round_robin};
use super::dutch::PairingError;
use super::knockout::{Bracket, BracketError};
use super::model::{Colour, DutchRules, Pairing};
use std::fmt;

pub use ranking::EventStanding;

/// How the players of an event meet.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EventFormat {
    /// The Swiss system, FIDE Dutch pairings, over this many rounds.
    Swiss {
        /// The planned number of rounds.
        rounds: u32,
        /// The edition of the Dutch rules its rounds are paired by.
        rules: DutchRules,
    },
    /// Everyone meets everyone, once or twice, by the Berger tables.
    RoundRobin(Cycles),
    /// Single elimination, seeded.
    Knockout,
}

impl EventFormat {
    /// The number of Swiss rounds that gives a clear winner: ⌈log₂ n⌉ + 1, at most n − 1 (and at
    /// least 1).
    #[must_use]
    pub fn default_swiss_rounds(players: u32) -> u32 {
        let log = players.max(1).next_power_of_two().trailing_zeros();
        (log + 1).min(players.saturating_sub(1)).max(1)
    }

    /// The fewest entrants the format can start with: 2 for a knockout, 3 otherwise.
    #[must_use]
    pub fn min_players(self) -> u32 {
        match self {
            EventFormat::Knockout => 2,
            _ => 3,
        }
    }

    /// The rounds the event will have with `players` entrants: a Swiss event's rounds at most
    /// n − 1 (no pairing without a repeat exists beyond), a round robin's table, a bracket's depth.
    #[must_use]
    pub fn planned_rounds(self, players: u32) -> u32 {
        match self {
            EventFormat::Swiss { rounds, .. } => rounds.min(players.saturating_sub(1)).max(1),
            EventFormat::RoundRobin(cycles) => {
                u32::try_from(round_robin(players, cycles).len()).unwrap_or(u32::MAX)
            }
            EventFormat::Knockout => Bracket::new(players).rounds(),
        }
    }
}

/// How a board of a round ended, if it has.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BoardResult {
    /// Its game is still being played (or not yet made).
    Pending,
    /// Its game was played out: the winner's colour (White is Red).
    Won(Colour),
    /// Decided without a game (a withdrawal, an abandoned game): the colour of the player who
    /// scores, or nobody when both lose.
    Forfeit(Option<Colour>),
}

/// One board of a round: who meets whom (or who has the bye) and how it ended. A bye's result
/// is ignored.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    /// The pairing.
    pub pairing: Pairing,
    /// The result.
    pub result: BoardResult,
}

/// An entrant, by start number (its index + 1 in [`Event::entrants`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Entrant {
    /// The name shown in tables and files.
    pub name: String,
    /// The rating the seeding used (0 if none).
    pub rating: u16,
    /// The last round the entrant took part in before withdrawing, if they withdrew (0: before
    /// round 1 was paired).
    pub withdrawn_after: Option<u32>,
}

impl Entrant {
    /// Whether the entrant is still in the event for round `round`.
    #[must_use]
    pub fn plays_in(&self, round: u32) -> bool {
        self.withdrawn_after.is_none_or(|last| round <= last)
    }
}

/// A tournament being run: its format, entrants and rounds so far.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Event {
    /// The event's name.
    pub name: String,
    /// How players meet.
    pub format: EventFormat,
    /// Whether its games count for ratings (for the TRF file's result codes).
    pub rated: bool,
    /// The entrants in start-number order: seed 1 first.
    pub entrants: Vec<Entrant>,
    /// The boards of every round paired so far, round 1 first.
    pub rounds: Vec<Vec<Board>>,
}

/// What the event does next.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Step {
    /// Games of the current round are still being played.
    Wait,
    /// Pair round `round` with these boards. A board whose player has withdrawn comes decided
    /// (a forfeit); the others are [`BoardResult::Pending`] (byes too).
    Pair {
        /// The round to pair, from 1.
        round: u32,
        /// Its boards, in board order.
        boards: Vec<Board>,
    },
    /// The event is over: every planned round is played, or (`early`) no further round can be
    /// paired (too few players left, or no pairing meets the rules).
    Finished {
        /// Whether it ended before its planned rounds.
        early: bool,
    },
}

/// A step that cannot be taken: the event's data contradicts its format.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EventError {
    /// The Swiss engine cannot pair the event as stored.
    Swiss(PairingError),
    /// A knockout round whose winners do not make the next round.
    Bracket(BracketError),
    /// A board names a start number outside the entrants.
    UnknownPlayer(u32),
}

impl fmt::Display for EventError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EventError::Swiss(e) => write!(f, "the Swiss round cannot be paired: {e}"),
            EventError::Bracket(e) => write!(f, "the bracket cannot go on: {e}"),
            EventError::UnknownPlayer(n) => write!(f, "a board names player {n}, who is not in"),
        }
    }
}

impl std::error::Error for EventError {}

impl Event {
    /// The number of entrants.
    #[must_use]
    pub fn players(&self) -> u32 {
        u32::try_from(self.entrants.len()).unwrap_or(u32::MAX)
    }

    /// The rounds the event will have.
    #[must_use]
    pub fn planned_rounds(&self) -> u32 {
        self.format.planned_rounds(self.players())
    }

    /// The rounds paired so far (the current round is the last of them).
    #[must_use]
    pub fn current_round(&self) -> u32 {
        u32::try_from(self.rounds.len()).unwrap_or(u32::MAX)
    }

    /// The rounds whose every board has a result.
    #[must_use]
    pub fn complete_rounds(&self) -> u32 {
        let done = self
            .rounds
            .iter()
            .take_while(|round| round.iter().all(Board::is_decided))
            .count();
        u32::try_from(done).unwrap_or(u32::MAX)
    }

    /// The entrant with start number `number`.
    #[must_use]
    pub fn entrant(&self, number: u32) -> Option<&Entrant> {
        self.entrants
            .get(usize::try_from(number).ok()?.checked_sub(1)?)
    }
}

impl Board {
    /// Whether the board has its result (a bye always has).
    #[must_use]
    pub fn is_decided(&self) -> bool {
        matches!(self.pairing, Pairing::Bye(_)) || self.result != BoardResult::Pending
    }

    /// Whether `number` plays on this board.
    #[must_use]
    pub fn has(&self, number: u32) -> bool {
        match self.pairing {
            Pairing::Game { white, black } => white == number || black == number,
            Pairing::Bye(player) => player == number,
        }
    }

    /// Who goes through from this board in a knockout: the winner, by game or forfeit, the bye's
    /// player, or — when both players forfeited — the higher seed (who forfeits the next round
    /// in turn). `None` while the game is being played.
    #[must_use]
    pub fn goes_through(&self) -> Option<u32> {
        match (self.pairing, self.result) {
            (Pairing::Bye(player), _) => Some(player),
            (Pairing::Game { .. }, BoardResult::Pending) => None,
            (Pairing::Game { white, .. }, BoardResult::Won(Colour::White))
            | (Pairing::Game { white, .. }, BoardResult::Forfeit(Some(Colour::White))) => {
                Some(white)
            }
            (Pairing::Game { black, .. }, BoardResult::Won(Colour::Black))
            | (Pairing::Game { black, .. }, BoardResult::Forfeit(Some(Colour::Black))) => {
                Some(black)
            }
            (Pairing::Game { white, black }, BoardResult::Forfeit(None)) => Some(white.min(black)),
        }
    }
}

/// The start numbers for entrants given in sign-up order with their ratings: the rated ones by
/// rating, best first (equal ratings by sign-up), then the unrated by sign-up. The result's
/// `i`-th element is the index (in sign-up order) of seed `i + 1`.
#[must_use]
pub fn seeding(ratings: &[Option<i64>]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..ratings.len()).collect();
    order.sort_by_key(|&i| match ratings[i] {
        Some(r) => (0, std::cmp::Reverse(r), i),
        None => (1, std::cmp::Reverse(0), i),
    });
    order
}
