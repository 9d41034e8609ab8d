//! Writing a TRF file.

use super::super::model::{Colour, Player, PointSystem, RoundResult, Score, Tournament};
use super::tenths;

/// Writes a TRF file: `012`, the rules (`192`, if the tournament names them) and the notes,
/// the player lines, then the `XX` and `BB` codes (which bbpPairings 5 reads as well as 6).
/// The rank column ranks by points, then start number.
#[must_use]
pub fn write_trf(tournament: &Tournament) -> String {
    let mut out = String::new();
    if !tournament.name.is_empty() {
        out.push_str(&format!("012 {}\n", tournament.name));
    }
    if let Some(rules) = tournament.rules {
        out.push_str(&format!("192 {}\n", rules.trf_code()));
    }
    for note in &tournament.notes {
        out.push_str(note);
        out.push('\n');
    }
    let played = tournament.rounds_played();
    let points: Vec<u32> = tournament
        .players
        .iter()
        .map(|p| p.points_after(played, &tournament.points))
        .collect();
    let mut by_rank: Vec<usize> = (0..tournament.players.len()).collect();
    by_rank.sort_by_key(|&i| (std::cmp::Reverse(points[i]), i));
    let mut rank = vec![0; tournament.players.len()];
    for (place, &i) in by_rank.iter().enumerate() {
        rank[i] = place + 1;
    }
    for (i, player) in tournament.players.iter().enumerate() {
        out.push_str(&player_line(player, points[i], rank[i]));
        out.push('\n');
    }
    if tournament.rounds > 0 {
        out.push_str(&format!("XXR {}\n", tournament.rounds));
    }
    match tournament.initial_colour {
        Some(Colour::White) => out.push_str("XXC white1\n"),
        Some(Colour::Black) => out.push_str("XXC black1\n"),
        None => {}
    }
    let p = &tournament.points;
    let default = PointSystem::default();
    for (code, value, standard) in [
        ("BBW", p.win, default.win),
        ("BBD", p.draw, default.draw),
        ("BBL", p.loss, default.loss),
        ("BBZ", p.zero_bye, default.zero_bye),
        ("BBF", p.forfeit_loss, default.forfeit_loss),
    ] {
        if value != standard {
            out.push_str(&format!("{code} {:>4}\n", tenths(value)));
        }
    }
    if p.pairing_bye != p.win {
        out.push_str(&format!("BBU {:>4}\n", tenths(p.pairing_bye)));
    }
    for (number, values) in &tournament.accelerations {
        out.push_str(&format!("XXA {number:>4}"));
        for value in values {
            out.push_str(&format!(" {:>4}", tenths(*value)));
        }
        out.push('\n');
    }
    for group in &tournament.forbidden {
        out.push_str("XXP");
        for number in group {
            out.push_str(&format!(" {number}"));
        }
        out.push('\n');
    }
    out
}

fn fit(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}

/// A `001` line.
fn player_line(player: &Player, points: u32, rank: usize) -> String {
    let id = &player.identity;
    let rating = if player.rating == 0 {
        String::new()
    } else {
        player.rating.to_string()
    };
    let mut line = format!(
        "001 {:>4} {:1}{:>3} {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
        player.number,
        fit(&id.sex, 1),
        fit(&id.title, 3),
        fit(&player.name, 33),
        rating,
        fit(&id.federation, 3),
        fit(&id.fide_id, 11),
        fit(&id.birth, 10),
        tenths(points),
        rank,
    );
    for result in &player.results {
        line.push_str("  ");
        line.push_str(&round_group(result));
    }
    line
}

/// The 8 characters of a round: opponent, colour, result.
fn round_group(result: &RoundResult) -> String {
    let colour = |c: Option<Colour>| match c {
        Some(Colour::White) => 'w',
        Some(Colour::Black) => 'b',
        None => '-',
    };
    match *result {
        RoundResult::Played {
            opponent,
            colour: c,
            score,
            rated,
        } => {
            let code = match (score, rated) {
                (Score::Win, true) => '1',
                (Score::Draw, true) => '=',
                (Score::Loss, true) => '0',
                (Score::Win, false) => 'W',
                (Score::Draw, false) => 'D',
                (Score::Loss, false) => 'L',
            };
            format!("{opponent:>4} {} {code}", colour(Some(c)))
        }
        RoundResult::Forfeit {
            opponent,
            colour: c,
            won,
        } => format!(
            "{opponent:>4} {} {}",
            colour(c),
            if won { '+' } else { '-' }
        ),
        RoundResult::PairingBye => "0000 - U".to_owned(),
        RoundResult::NotPaired(Score::Win) => "0000 - F".to_owned(),
        RoundResult::NotPaired(Score::Draw) => "0000 - H".to_owned(),
        RoundResult::NotPaired(Score::Loss) => "0000 - Z".to_owned(),
    }
}
