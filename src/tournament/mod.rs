//! Tournaments: the pure engine behind them, with no I/O. Swiss pairings by the FIDE Dutch
//! system, equal to bbpPairings'; round-robin Berger tables; seeded knockout brackets;
//! standings with their tiebreaks; and the TRF file format the chess world exchanges
//! tournaments in.
//!
//! The vocabulary ([`Tournament`], [`Player`], [`RoundResult`], [`Pairing`]) is the arbiters':
//! a game has a White player, who moves first, and a Black one; **White is Red and Black is
//! Blue**. Everything here is data in, data out: the service stores tournaments and asks for
//! pairings and standings; `hexbot pair` reads a TRF file and prints what bbpPairings would.

mod berger;
mod dutch;
mod event;
mod knockout;
mod matching;
mod model;
mod standings;
mod trf;
mod wide;

pub use berger::{Cycles, berger_table, round_robin};
pub use dutch::{PairingError, pair_dutch};
pub use event::{
    Board, BoardResult, Entrant, Event, EventError, EventFormat, EventStanding, Step, seeding,
};
pub use knockout::{Bracket, BracketError, seeding_order};
pub use model::{
    Colour, DutchRules, Identity, Pairing, ParseDutchRulesError, Player, PointSystem, RoundResult,
    Score, Tournament, pairings_text,
};
pub use standings::{Format, Standing, Value, standings};
pub use trf::{TrfError, read_trf, write_trf};
