//! The tournament model every format shares: players, what happened to each in each round, and
//! the pairings a format proposes.
//!
//! The vocabulary is the chess arbiters', because the pairing rules and the file format are
//! theirs: a game has a White player, who moves first, and a Black one. In Hex, **White is Red
//! and Black is Blue**. Hex has no draws, but a tournament read from a TRF file may have them,
//! so a [`Score`] can be a draw. Points are counted in tenths, as in a TRF file (a win is
//! `10`), by a [`PointSystem`].

use std::fmt;
use std::str::FromStr;

/// A player's colour in a game. White moves first: in Hex, White is Red and Black is Blue.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Colour {
    /// Moves first (Red).
    White,
    /// Moves second (Blue).
    Black,
}

impl Colour {
    /// The other colour.
    #[must_use]
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "white",
            Colour::Black => "black",
        })
    }
}

/// The edition of the FIDE Dutch system (C.04.3) a Swiss tournament is paired by.
///
/// The 2025 rules (approved in 2024, in force from 2026) are bbpPairings 6's and the default; the
/// 2017 rules are bbpPairings 5's, kept for tournaments begun under them. A TRF file names them
/// on its `192` line (TRF-2026's code): `FIDE_DUTCH_2025` or `FIDE_DUTCH_2017`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum DutchRules {
    /// The rules in force from 2017 to 2025.
    Fide2017,
    /// The rules of 2025 (in force from 2026): no bye for a player who scored a win's points
    /// without playing; within the lowest score group that can take it, the bye for the one
    /// with the most games played; a round without a game a downfloat only if it brought more
    /// than a loss's points; moved-down players weighed by their scores, not by score
    /// differences.
    #[default]
    Fide2025,
}

impl DutchRules {
    /// Both editions, the older first.
    pub const ALL: [DutchRules; 2] = [DutchRules::Fide2017, DutchRules::Fide2025];

    /// The year that names the edition: `2017` or `2025`.
    #[must_use]
    pub fn year(self) -> u16 {
        match self {
            DutchRules::Fide2017 => 2017,
            DutchRules::Fide2025 => 2025,
        }
    }

    /// The TRF-2026 code of the tournament type (the `192` line).
    #[must_use]
    pub fn trf_code(self) -> &'static str {
        match self {
            DutchRules::Fide2017 => "FIDE_DUTCH_2017",
            DutchRules::Fide2025 => "FIDE_DUTCH_2025",
        }
    }

    /// The edition a TRF tournament-type code names: `FIDE_DUTCH_2017`, `FIDE_DUTCH_2025`, or
    /// `FIDE_DUTCH` (the rules in force now, as bbpPairings 6 reads it); any letter case.
    #[must_use]
    pub fn from_trf_code(code: &str) -> Option<DutchRules> {
        match code.trim().to_ascii_uppercase().as_str() {
            "FIDE_DUTCH_2017" => Some(DutchRules::Fide2017),
            "FIDE_DUTCH_2025" | "FIDE_DUTCH" => Some(DutchRules::Fide2025),
            _ => None,
        }
    }
}

impl fmt::Display for DutchRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.year())
    }
}

/// A name for the Dutch rules that is neither `2017` nor `2025` (nor a TRF code of either).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseDutchRulesError(pub String);

impl fmt::Display for ParseDutchRulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} names no edition of the Dutch rules (say 2017 or 2025)",
            self.0
        )
    }
}

impl std::error::Error for ParseDutchRulesError {}

impl FromStr for DutchRules {
    type Err = ParseDutchRulesError;

    /// `2017` or `2025`, or a TRF code (`FIDE_DUTCH_2017`, `FIDE_DUTCH_2025`).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim() {
            "2017" => Ok(DutchRules::Fide2017),
            "2025" => Ok(DutchRules::Fide2025),
            other => DutchRules::from_trf_code(other)
                .ok_or_else(|| ParseDutchRulesError(text.to_owned())),
        }
    }
}

/// What a round brought one player.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Score {
    /// A win (or a full point without a game).
    Win,
    /// A draw (or half a point without a game). Hex has none, TRF files may.
    Draw,
    /// A loss (or nothing).
    Loss,
}

impl Score {
    /// The opponent's score in the same game.
    #[must_use]
    pub fn opposite(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }
}

/// What happened to one player in one round.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RoundResult {
    /// A game was played (TRF `1`, `=`, `0`; `W`, `D`, `L` when it was not rated).
    Played {
        /// The opponent's start number.
        opponent: u32,
        /// This player's colour.
        colour: Colour,
        /// This player's result.
        score: Score,
        /// Whether the game counts for ratings.
        rated: bool,
    },
    /// A game was paired but not played: the one who came wins by forfeit (TRF `+` and `-`).
    Forfeit {
        /// The opponent's start number.
        opponent: u32,
        /// The colour this player had been given, if known.
        colour: Option<Colour>,
        /// Whether this player won by forfeit.
        won: bool,
    },
    /// The pairing-allocated bye: the odd player out of a Swiss round (TRF `U`).
    PairingBye,
    /// Not paired this round: absent, withdrawn, or a bye asked for in advance, worth a full
    /// point (TRF `F`), half a point (`H`) or nothing (`Z`, or a blank round).
    NotPaired(Score),
}

impl RoundResult {
    /// Whether the player was paired this round (a game, played or not, or the pairing bye).
    #[must_use]
    pub fn was_paired(&self) -> bool {
        !matches!(self, RoundResult::NotPaired(_))
    }

    /// Whether a game was actually played.
    #[must_use]
    pub fn was_played(&self) -> bool {
        matches!(self, RoundResult::Played { .. })
    }

    /// The opponent, if there was one (played or forfeited).
    #[must_use]
    pub fn opponent(&self) -> Option<u32> {
        match *self {
            RoundResult::Played { opponent, .. } | RoundResult::Forfeit { opponent, .. } => {
                Some(opponent)
            }
            RoundResult::PairingBye | RoundResult::NotPaired(_) => None,
        }
    }

    /// The colour of a played game.
    #[must_use]
    pub fn played_colour(&self) -> Option<Colour> {
        match *self {
            RoundResult::Played { colour, .. } => Some(colour),
            _ => None,
        }
    }

    /// The colour given, for a game played or forfeited.
    #[must_use]
    pub fn colour(&self) -> Option<Colour> {
        match *self {
            RoundResult::Played { colour, .. } => Some(colour),
            RoundResult::Forfeit { colour, .. } => colour,
            RoundResult::PairingBye | RoundResult::NotPaired(_) => None,
        }
    }

    /// The round's score, whether or not a game was played.
    #[must_use]
    pub fn score(&self) -> Score {
        match *self {
            RoundResult::Played { score, .. } | RoundResult::NotPaired(score) => score,
            RoundResult::Forfeit { won: true, .. } | RoundResult::PairingBye => Score::Win,
            RoundResult::Forfeit { won: false, .. } => Score::Loss,
        }
    }

    /// The points this round is worth under `system`, in tenths.
    #[must_use]
    pub fn points(&self, system: &PointSystem) -> u32 {
        match *self {
            RoundResult::Played { score, .. } => match score {
                Score::Win => system.win,
                Score::Draw => system.draw,
                Score::Loss => system.loss,
            },
            RoundResult::Forfeit { won: true, .. } => system.win,
            RoundResult::Forfeit { won: false, .. } => system.forfeit_loss,
            RoundResult::PairingBye => system.pairing_bye,
            RoundResult::NotPaired(score) => match score {
                Score::Win => system.win,
                Score::Draw => system.draw,
                Score::Loss => system.zero_bye,
            },
        }
    }
}

/// How many points (in tenths) each kind of round gives. The default is chess's and Hex's: one
/// point for a win or a bye, half for a draw, nothing for a loss.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PointSystem {
    /// A win, played or by forfeit, and a full-point bye.
    pub win: u32,
    /// A draw, and a half-point bye.
    pub draw: u32,
    /// A game lost.
    pub loss: u32,
    /// A round not paired with nothing asked for (TRF `Z`).
    pub zero_bye: u32,
    /// A game lost by forfeit.
    pub forfeit_loss: u32,
    /// The pairing-allocated bye.
    pub pairing_bye: u32,
}

impl Default for PointSystem {
    fn default() -> Self {
        PointSystem {
            win: 10,
            draw: 5,
            loss: 0,
            zero_bye: 0,
            forfeit_loss: 0,
            pairing_bye: 10,
        }
    }
}

/// What a TRF player line says of a player besides the name and rating, kept so a file read and
/// written again says the same. Each is the field's text, trimmed (empty when blank).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Identity {
    /// Sex (one letter).
    pub sex: String,
    /// Chess title (up to three letters).
    pub title: String,
    /// Federation (three letters).
    pub federation: String,
    /// FIDE identifier.
    pub fide_id: String,
    /// Birth date.
    pub birth: String,
}

/// A player of a tournament.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Player {
    /// The start number (pairing number): 1 for the first seed, and so on.
    pub number: u32,
    /// The name.
    pub name: String,
    /// The rating, 0 if none.
    pub rating: u16,
    /// Round by round, from round 1. It may be one round longer than the rounds played: a
    /// [`RoundResult::NotPaired`] there says, in advance, that the player sits out the round
    /// being paired.
    pub results: Vec<RoundResult>,
    /// The other fields of a TRF player line.
    pub identity: Identity,
}

impl Player {
    /// A player with no rounds yet.
    #[must_use]
    pub fn new(number: u32, name: impl Into<String>, rating: u16) -> Self {
        Player {
            number,
            name: name.into(),
            rating,
            results: Vec::new(),
            identity: Identity::default(),
        }
    }

    /// The points of the first `rounds` rounds (rounds not recorded count as not paired).
    #[must_use]
    pub fn points_after(&self, rounds: usize, system: &PointSystem) -> u32 {
        (0..rounds).map(|r| self.result(r).points(system)).sum()
    }

    /// The result of round `round` (0-based); a round not recorded is [`RoundResult::NotPaired`]
    /// with a loss.
    #[must_use]
    pub fn result(&self, round: usize) -> RoundResult {
        self.results
            .get(round)
            .copied()
            .unwrap_or(RoundResult::NotPaired(Score::Loss))
    }
}

/// A tournament: its players and their rounds, and what the pairing rules need besides.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Tournament {
    /// The name (TRF `012`).
    pub name: String,
    /// The number of rounds planned (TRF `XXR` or `142`), 0 if not said.
    pub rounds: u32,
    /// The edition of the Dutch rules a Swiss pairing follows (TRF `192`), if said; without it
    /// the 2025 rules, as bbpPairings 6 pairs a file that does not say.
    pub rules: Option<DutchRules>,
    /// The colour of the first seed in round 1 (TRF `XXC white1` or `black1`); if not said, the
    /// Swiss pairing infers it from round 1.
    pub initial_colour: Option<Colour>,
    /// Points per kind of round.
    pub points: PointSystem,
    /// The players, in start-number order (`players[i].number == i + 1`).
    pub players: Vec<Player>,
    /// Groups of players who may not be paired with one another (TRF `XXP`).
    pub forbidden: Vec<Vec<u32>>,
    /// Per player, points added round by round for pairing only, in tenths (TRF `XXA`,
    /// accelerated pairings).
    pub accelerations: Vec<(u32, Vec<u32>)>,
    /// Other lines of a TRF file, kept as read (tournament details the pairing does not use).
    pub notes: Vec<String>,
}

impl Tournament {
    /// The rounds whose results are in, as the pairing rules count them (the round to pair is
    /// the next one): the last round anyone was paired in, or any round followed by another
    /// entry. A round for which every player has an advance entry counts as done.
    #[must_use]
    pub fn rounds_played(&self) -> usize {
        let mut played = 0;
        for player in &self.players {
            for (i, result) in player.results.iter().enumerate() {
                played = played.max(i);
                if result.was_paired() {
                    played = played.max(i + 1);
                }
            }
        }
        if !self.players.is_empty() && self.players.iter().all(|p| p.results.len() > played) {
            played += 1;
        }
        played
    }

    /// The tournament as it stood when round `round` (from 1) was to be paired: the rounds
    /// before it, and the advance entries of those who were not paired in it (absences, byes
    /// asked for).
    #[must_use]
    pub fn before_round(&self, round: usize) -> Tournament {
        let mut cut = self.clone();
        let before = round.saturating_sub(1);
        for player in &mut cut.players {
            let advance = player
                .results
                .get(before)
                .copied()
                .filter(|r| !r.was_paired());
            player.results.truncate(before);
            player.results.extend(advance);
        }
        cut
    }

    /// The player with this start number.
    #[must_use]
    pub fn player(&self, number: u32) -> Option<&Player> {
        let index = usize::try_from(number).ok()?.checked_sub(1)?;
        self.players.get(index).filter(|p| p.number == number)
    }

    /// The first seed's colour in round 1 as the rounds played show it, when the file does not
    /// say it (bbpPairings' inference): from the first round in which anyone had a colour, the
    /// colour of the first player (by start number) paired by then, turned round if that
    /// player's pairing number among those paired by then is even.
    #[must_use]
    pub fn inferred_initial_colour(&self) -> Option<Colour> {
        let first_round = self
            .players
            .iter()
            .filter_map(|p| p.results.iter().position(|r| r.colour().is_some()))
            .min()?;
        let mut number = 0usize;
        for player in &self.players {
            if !(0..=first_round).any(|r| player.result(r).was_paired()) {
                continue;
            }
            if let Some(colour) = player.result(first_round).colour() {
                return Some(if number % 2 == 1 {
                    colour.opposite()
                } else {
                    colour
                });
            }
            number += 1;
        }
        None
    }

    /// The acceleration of a player in round `round` (0-based), in tenths.
    #[must_use]
    pub fn acceleration(&self, number: u32, round: usize) -> u32 {
        self.accelerations
            .iter()
            .find(|(n, _)| *n == number)
            .and_then(|(_, values)| values.get(round).copied())
            .unwrap_or(0)
    }
}

/// One line of a round's pairings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Pairing {
    /// A game: White (Red) moves first.
    Game {
        /// White's (Red's) start number.
        white: u32,
        /// Black's (Blue's) start number.
        black: u32,
    },
    /// A player without an opponent this round: the Swiss pairing-allocated bye, the idle
    /// player of an odd round robin, a knockout seed going through.
    Bye(u32),
}

impl fmt::Display for Pairing {
    /// The line of bbpPairings' and JaVaFo's output: `white black`, or `player 0` for a bye.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pairing::Game { white, black } => write!(f, "{white} {black}"),
            Pairing::Bye(player) => write!(f, "{player} 0"),
        }
    }
}

/// A round's pairings as bbpPairings and JaVaFo write them: the number of lines, then one line
/// per pairing (`white black`, or `player 0` for a bye).
#[must_use]
pub fn pairings_text(pairings: &[Pairing]) -> String {
    let mut text = format!("{}\n", pairings.len());
    for pairing in pairings {
        text.push_str(&format!("{pairing}\n"));
    }
    text
}
