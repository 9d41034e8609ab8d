//! The players of a round to pair, as the Dutch rules see them: scores, colour preferences,
//! floats, bye eligibility, and who may not meet whom (FIDE C.04.3, section A).
//!
//! How the file's facts become these follows bbpPairings (the reference the pairings must
//! equal), including where the rules leave room:
//! - The rounds played are the last round anyone was paired in (an advance entry for the next
//!   round does not count, [`Tournament::rounds_played`]).
//! - A player takes part in the pairing unless the file already says what they do in the round
//!   to pair. A player who was never paired and sits out this round does not count at all,
//!   not even for the pairing numbers that decide colours (E.5).
//! - Colour history counts games played only; a forfeit is no game. A round without a game
//!   counts as a downfloat for the float criteria (2017); by the 2025 rules only if it brought
//!   more points than a loss (1.4.3).
//! - Who cannot get the bye (C.2; 2025: 3.1.2): by the 2017 rules, a player who had the
//!   pairing-allocated bye or won by forfeit; by the 2025 rules, a player who had the
//!   pairing-allocated bye or, in any round without a game, a win's points (a forfeit win, a
//!   full-point bye).
//! - Only games played forbid a second meeting (C.1); a forfeit does not.

use super::super::model::{Colour, DutchRules, RoundResult, Tournament};
use super::error::PairingError;
use std::collections::HashSet;

/// A float: how a player's score compared with the opponent's in a past round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Float {
    Down,
    Up,
    None,
}

/// One player as the pairing sees them.
#[derive(Clone, Debug)]
pub(super) struct Entrant {
    /// The start number.
    pub number: u32,
    /// The pairing number among the players who count, from 0: it breaks ties in score and
    /// decides colours when nothing else does.
    pub rank: usize,
    /// The score with acceleration now, one round back and two rounds back (tenths).
    pub score_back: [u32; 3],
    /// The score without acceleration (the published order of pairings uses it).
    pub plain_score: u32,
    /// The colours of the games played, in order.
    pub colours: Vec<Colour>,
    /// The colour preference (A.6), if any.
    pub preference: Option<Colour>,
    /// |games as White − games as Black|.
    pub imbalance: u32,
    /// The colour of the last two games played, if they had the same one.
    pub repeated: Option<Colour>,
    /// A strong preference (colour difference of one).
    pub strong: bool,
    /// Whether this player may get the pairing-allocated bye.
    pub bye_eligible: bool,
    /// The floats of the last round and the one before.
    pub floats: [Float; 2],
}

impl Entrant {
    /// The score with acceleration now.
    pub fn score(&self) -> u32 {
        self.score_back[0]
    }

    /// A colour difference above one.
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    /// An absolute colour preference: a difference above one, or the same colour twice running.
    pub fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }
}

/// Whether two preferences can both be met.
pub(super) fn preferences_agree(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none()
}

/// Everything the pairing of one round needs.
pub(super) struct Field {
    /// Every player who counts (not only those to pair: opponents' past scores are read).
    pub entrants: Vec<Entrant>,
    /// The entrants to pair, as indices into `entrants`, by score and then pairing number.
    pub to_pair: Vec<usize>,
    /// Pairs of start numbers that may not meet, smaller first.
    forbidden: HashSet<(u32, u32)>,
    /// The rounds played.
    pub rounds_played: usize,
    /// Whether the round to pair is the last one.
    pub last_round: bool,
    /// A score above this is a top scorer's (more than half the maximum), who may meet a
    /// player of the same absolute preference in the last round.
    pub top_score: u32,
    /// The first seed's colour in round 1.
    pub initial_colour: Colour,
}

impl Field {
    /// The field for the next round of `tournament`, by the `rules` given.
    pub fn new(tournament: &Tournament, rules: DutchRules) -> Result<Field, PairingError> {
        check_consistent(tournament)?;
        let played = tournament.rounds_played();
        if tournament.rounds == 0 {
            return Err(PairingError::RoundsUnknown);
        }
        if played >= tournament.rounds as usize {
            return Err(PairingError::AllRoundsPlayed {
                played,
                planned: tournament.rounds,
            });
        }
        let initial_colour = tournament
            .initial_colour
            .or_else(|| tournament.inferred_initial_colour())
            .ok_or(PairingError::NoInitialColour)?;
        let result = |p: usize, round: usize| tournament.players[p].result(round);
        // A player counts if they have no advance entry, or were paired at some time.
        let counts: Vec<bool> = tournament
            .players
            .iter()
            .map(|p| p.results.len() <= played || p.results.iter().any(RoundResult::was_paired))
            .collect();
        let mut entrants = Vec::new();
        let mut index_of = vec![usize::MAX; tournament.players.len()];
        for (p, player) in tournament.players.iter().enumerate() {
            if !counts[p] {
                continue;
            }
            let plain = player.points_after(played, &tournament.points);
            let mut score_back = [0; 3];
            for (back, slot) in score_back.iter_mut().enumerate() {
                if back > played {
                    break;
                }
                let recent: u32 = (played - back..played)
                    .map(|r| result(p, r).points(&tournament.points))
                    .sum();
                *slot = plain - recent + tournament.acceleration(player.number, played - back);
            }
            index_of[p] = entrants.len();
            entrants.push(colour_history(Entrant {
                number: player.number,
                rank: entrants.len(),
                score_back,
                plain_score: plain,
                colours: player
                    .results
                    .iter()
                    .filter_map(RoundResult::played_colour)
                    .collect(),
                preference: None,
                imbalance: 0,
                repeated: None,
                strong: false,
                bye_eligible: bye_eligible(tournament, p, rules, played),
                floats: [Float::None; 2],
            }));
        }
        // Floats, now that every score is known.
        for p in 0..tournament.players.len() {
            if !counts[p] {
                continue;
            }
            for back in 1..=2.min(played) {
                let float = match result(p, played - back) {
                    RoundResult::Played { opponent, .. } => {
                        let mine = entrants[index_of[p]].score_back[back];
                        let theirs = entrants[index_of[opponent as usize - 1]].score_back[back];
                        match mine.cmp(&theirs) {
                            std::cmp::Ordering::Greater => Float::Down,
                            std::cmp::Ordering::Less => Float::Up,
                            std::cmp::Ordering::Equal => Float::None,
                        }
                    }
                    RoundResult::PairingBye
                    | RoundResult::NotPaired(_)
                    | RoundResult::Forfeit { .. } => match rules {
                        DutchRules::Fide2017 => Float::Down,
                        // 1.4.3: only a round that brought more than a loss's points.
                        DutchRules::Fide2025 => {
                            let points = &tournament.points;
                            if result(p, played - back).points(points) > points.loss {
                                Float::Down
                            } else {
                                Float::None
                            }
                        }
                    },
                };
                entrants[index_of[p]].floats[back - 1] = float;
            }
        }
        let mut forbidden = HashSet::new();
        for player in &tournament.players {
            for result in &player.results {
                if let RoundResult::Played { opponent, .. } = result {
                    forbidden.insert(ordered(player.number, *opponent));
                }
            }
        }
        for group in &tournament.forbidden {
            for &a in group {
                for &b in group {
                    if a != b {
                        forbidden.insert(ordered(a, b));
                    }
                }
            }
        }
        let mut to_pair: Vec<usize> = (0..entrants.len())
            .filter(|&e| {
                tournament.players[entrants[e].number as usize - 1]
                    .results
                    .len()
                    <= played
            })
            .collect();
        to_pair.sort_by_key(|&e| (std::cmp::Reverse(entrants[e].score()), entrants[e].rank));
        let points = &tournament.points;
        Ok(Field {
            entrants,
            to_pair,
            forbidden,
            rounds_played: played,
            last_round: played + 1 >= tournament.rounds as usize,
            top_score: u32::try_from(played).unwrap_or(u32::MAX) * points.win.max(points.draw) / 2,
            initial_colour,
        })
    }

    /// Whether two entrants may meet (C.1 and C.3, absolute criteria).
    pub fn compatible(&self, a: &Entrant, b: &Entrant) -> bool {
        if self.forbidden.contains(&ordered(a.number, b.number)) {
            return false;
        }
        !a.absolute()
            || !b.absolute()
            || a.preference != b.preference
            || (self.last_round && (a.score() > self.top_score || b.score() > self.top_score))
    }

    /// Whether `a` ranks below `b`: a lower score, or the same score and a later pairing number.
    pub fn ranks_below(a: &Entrant, b: &Entrant) -> bool {
        (a.score(), b.rank) < (b.score(), a.rank)
    }
}

/// Start numbers 1 to n in order, and each game played told by both its players (what a TRF
/// file read has already been checked for; a tournament built otherwise is checked here).
fn check_consistent(tournament: &Tournament) -> Result<(), PairingError> {
    for (i, player) in tournament.players.iter().enumerate() {
        if player.number as usize != i + 1 {
            return Err(PairingError::Inconsistent(format!(
                "player {} is listed in place {}",
                player.number,
                i + 1
            )));
        }
    }
    for player in &tournament.players {
        for (round, result) in player.results.iter().enumerate() {
            let Some(opponent) = result.opponent() else {
                continue;
            };
            let confirmed = match tournament.player(opponent) {
                None => false,
                Some(other) => {
                    other.number != player.number
                        && (!result.was_played()
                            || matches!(other.result(round), RoundResult::Played { opponent, .. } if opponent == player.number))
                }
            };
            if !confirmed {
                return Err(PairingError::Inconsistent(format!(
                    "player {}'s round {} against {opponent} is not that player's",
                    player.number,
                    round + 1
                )));
            }
        }
    }
    Ok(())
}

/// Whether player `p` (an index into the tournament's players) may get the
/// pairing-allocated bye.
fn bye_eligible(tournament: &Tournament, p: usize, rules: DutchRules, played: usize) -> bool {
    let player = &tournament.players[p];
    match rules {
        DutchRules::Fide2017 => !player.results.iter().any(|r| {
            matches!(
                r,
                RoundResult::PairingBye | RoundResult::Forfeit { won: true, .. }
            )
        }),
        DutchRules::Fide2025 => {
            let rounds = player.results.len().max(played);
            !(0..rounds).any(|round| {
                let result = player.result(round);
                !result.was_played()
                    && (result == RoundResult::PairingBye
                        || result.points(&tournament.points) >= tournament.points.win)
            })
        }
    }
}

fn ordered(a: u32, b: u32) -> (u32, u32) {
    (a.min(b), a.max(b))
}

/// Fills in the colour preference from the games played (A.6).
fn colour_history(mut entrant: Entrant) -> Entrant {
    let (mut white, mut black) = (0u32, 0u32);
    let mut run = 0;
    let mut last = None;
    for &colour in &entrant.colours {
        match colour {
            Colour::White => white += 1,
            Colour::Black => black += 1,
        }
        run = if run == 0 || last != Some(colour) {
            1
        } else {
            run + 1
        };
        last = Some(colour);
    }
    let fewer = if white > black {
        Colour::Black
    } else {
        Colour::White
    };
    entrant.imbalance = white.abs_diff(black);
    entrant.preference = if entrant.imbalance > 1 {
        Some(fewer)
    } else if run > 1 {
        last.map(Colour::opposite)
    } else if entrant.imbalance > 0 {
        Some(fewer)
    } else {
        last.map(Colour::opposite)
    };
    entrant.repeated = if run > 1 { last } else { None };
    entrant.strong = !entrant.absolute() && entrant.imbalance > 0;
    entrant
}
