//! The standings' pictures of a tournament (see [`crate::render::Crosstable`] and
//! [`crate::render::Bracket`]): a round robin's crosstable and a knockout's bracket, made from
//! the event as it stands (pending games shown as such), attached to the standings' answer.

use super::Running;
use crate::render::{Bracket, BracketMatch, Crosstable, MAX_ROWS, bracket_png, crosstable_png};
use crate::service::reply::Attachment;
use crate::tournament::Bracket as Shape;
use crate::tournament::{BoardResult, Colour, EventFormat, Pairing};

/// The picture of `run`'s standings, if its format has one and it fits.
pub(super) fn standings_picture(run: &Running) -> Option<Attachment> {
    let id = run.stored.record.id.0;
    let event = &run.event;
    if event.entrants.len() > MAX_ROWS || event.entrants.is_empty() {
        return None;
    }
    let name = |number: u32| {
        event
            .entrant(number)
            .map_or_else(|| number.to_string(), |e| e.name.clone())
    };
    let (png, what) = match event.format {
        EventFormat::RoundRobin(_) => (crosstable_png(&crosstable(run, &name)), "crosstable"),
        EventFormat::Knockout => (bracket_png(&bracket(run, &name)), "bracket"),
        EventFormat::Swiss { .. } => return None,
    };
    Some(Attachment {
        name: format!("hexbot-tournament-{id}-{what}.png"),
        bytes: png,
    })
}

/// Each player's results against each other, in standing order (players without a standing
/// yet, before the first round is complete, by start number).
fn crosstable(run: &Running, name: &dyn Fn(u32) -> String) -> Crosstable {
    let event = &run.event;
    let standings = event.standings();
    let mut order: Vec<u32> = standings.iter().map(|s| s.number).collect();
    if order.is_empty() {
        order = (1..=u32::try_from(event.entrants.len()).unwrap_or(0)).collect();
    }
    let at = |number: u32| order.iter().position(|&n| n == number);
    let n = order.len();
    let mut cells = vec![vec![String::new(); n]; n];
    let mut mark = |a: u32, b: u32, sign: &str| {
        if let (Some(i), Some(j)) = (at(a), at(b)) {
            let cell = &mut cells[i][j];
            if !cell.is_empty() {
                cell.push(' ');
            }
            cell.push_str(sign);
        }
    };
    for board in event.rounds.iter().flatten() {
        let Pairing::Game { white, black } = board.pairing else {
            continue;
        };
        let (w, b) = match board.result {
            BoardResult::Pending => ("·", "·"),
            BoardResult::Won(Colour::White) => ("1", "0"),
            BoardResult::Won(Colour::Black) => ("0", "1"),
            BoardResult::Forfeit(Some(Colour::White)) => ("+", "−"),
            BoardResult::Forfeit(Some(Colour::Black)) => ("−", "+"),
            BoardResult::Forfeit(None) => ("−", "−"),
        };
        mark(white, black, w);
        mark(black, white, b);
    }
    let points = order
        .iter()
        .map(|&number| {
            standings
                .iter()
                .find(|s| s.number == number)
                .map_or_else(|| "0".to_owned(), |s| s.points.to_string())
        })
        .collect();
    Crosstable {
        title: run.stored.record.new.name.clone(),
        names: order.iter().map(|&n| name(n)).collect(),
        cells,
        points,
    }
}

/// The bracket: the rounds paired so far as stored (in bracket order), then the rounds to
/// come, empty.
fn bracket(run: &Running, name: &dyn Fn(u32) -> String) -> Bracket {
    let event = &run.event;
    let shape = Shape::new(u32::try_from(event.entrants.len()).unwrap_or(1));
    let mut rounds: Vec<Vec<BracketMatch>> = event
        .rounds
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|board| {
                    let (players, places) = match board.pairing {
                        Pairing::Game { white, black } => {
                            // The higher seed on top, whichever colour it has.
                            let (a, b) = (white.min(black), white.max(black));
                            ([Some(name(a)), Some(name(b))], [a, b])
                        }
                        Pairing::Bye(player) => ([Some(name(player)), None], [player, 0]),
                    };
                    let winner = board
                        .goes_through()
                        .and_then(|w| places.iter().position(|&p| p == w));
                    BracketMatch { players, winner }
                })
                .collect()
        })
        .collect();
    while rounds.len() < shape.rounds() as usize {
        let matches = rounds.last().map_or(1, |r| (r.len() / 2).max(1));
        rounds.push(vec![BracketMatch::default(); matches]);
    }
    Bracket {
        title: run.stored.record.new.name.clone(),
        rounds,
    }
}
