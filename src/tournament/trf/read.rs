//! Reading a TRF file: the lines, the player lines' columns, then the checks across lines.

use super::super::model::{Colour, DutchRules, Identity, Player, RoundResult, Score, Tournament};
use super::{FIRST_ROUND, ROUND_WIDTH, TrfError, error, tenths};

/// Reads a TRF file.
///
/// # Errors
/// The first line that is not what the format says, or the first fact that contradicts another
/// (see the module's documentation), with its line and column.
pub fn read_trf(text: &str) -> Result<Tournament, TrfError> {
    let mut tournament = Tournament::default();
    let mut player_lines: Vec<(usize, Player, u32)> = Vec::new();
    let mut pairing_bye_points = None;
    // The rules named on a `092` line (where bbpPairings 6 writes its code), if any: a `192`
    // line says it with more right.
    let mut named_rules = None;
    for (index, line) in split_lines(text).enumerate() {
        let number = index + 1;
        let chars: Vec<char> = line.chars().collect();
        if chars.len() < 3 {
            continue;
        }
        let code: String = chars[..3].iter().collect();
        let rest: String = chars[3..].iter().collect();
        match code.as_str() {
            "001" => {
                let (player, points) = read_player(&chars, number)?;
                player_lines.push((number, player, points));
            }
            "012" => tournament.name = rest.trim().to_owned(),
            "192" => tournament.rules = Some(read_system(&rest, number)?),
            "092" => match DutchRules::from_trf_code(&rest) {
                Some(rules) => named_rules = Some(rules),
                None => tournament.notes.push(line.to_owned()),
            },
            "152" => {
                tournament.initial_colour = Some(match rest.trim() {
                    "W" | "w" => Colour::White,
                    "B" | "b" => Colour::Black,
                    _ => {
                        return Err(error(number, 5, "152 (the initial colour) is W or B"));
                    }
                });
            }
            "162" => read_point_system(&chars, number, &mut tournament, &mut pairing_bye_points)?,
            "XXR" | "142" => {
                let token = single_token(&rest).ok_or_else(|| {
                    error(number, 5, format!("{code} needs the number of rounds"))
                })?;
                match token.parse::<u32>() {
                    Ok(rounds) if rounds > 0 => tournament.rounds = rounds,
                    _ => {
                        return Err(error(
                            number,
                            5,
                            format!("{token:?} is not a number of rounds"),
                        ));
                    }
                }
            }
            "XXC" => {
                for token in rest.split_whitespace() {
                    match token {
                        "white1" => tournament.initial_colour = Some(Colour::White),
                        "black1" => tournament.initial_colour = Some(Colour::Black),
                        "rank" => {
                            return Err(error(
                                number,
                                4,
                                "XXC rank (pairing by rank instead of start number) is not supported",
                            ));
                        }
                        _ => {}
                    }
                }
            }
            "XXP" => {
                let mut group = Vec::new();
                for token in rest.split_whitespace() {
                    group.push(parse_start_number(token).ok_or_else(|| {
                        error(number, 4, format!("{token:?} is not a start number"))
                    })?);
                }
                tournament.forbidden.push(group);
            }
            "XXA" => tournament
                .accelerations
                .push(read_accelerations(&chars, number)?),
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                let token = single_token(&rest).unwrap_or_default();
                let value = parse_points(token).ok_or_else(|| {
                    error(
                        number,
                        5,
                        format!("{token:?} is not a number of points (like 1.0)"),
                    )
                })?;
                let points = &mut tournament.points;
                match code.as_str() {
                    "BBW" => points.win = value,
                    "BBD" => points.draw = value,
                    "BBL" => points.loss = value,
                    "BBZ" => points.zero_bye = value,
                    "BBF" => points.forfeit_loss = value,
                    _ => pairing_bye_points = Some(value),
                }
            }
            _ => tournament.notes.push(line.to_owned()),
        }
    }
    tournament.points.pairing_bye = pairing_bye_points.unwrap_or(tournament.points.win);
    tournament.rules = tournament.rules.or(named_rules);
    let stated = order_players(&mut tournament, player_lines)?;
    check_games(&tournament, &stated)?;
    check_points(&tournament, &stated)?;
    Ok(tournament)
}

/// A `192` line's tournament type: the Dutch system by the rules of 2017 or 2025.
fn read_system(rest: &str, line: usize) -> Result<DutchRules, TrfError> {
    let code = rest.trim();
    DutchRules::from_trf_code(code).ok_or_else(|| {
        let upper = code.to_ascii_uppercase();
        let what = if upper.starts_with("FIDE_DUTCH") && upper.ends_with("_BAKU") {
            "Baku acceleration is not supported (give the accelerations with XXA)"
        } else {
            "only the Dutch system is supported: FIDE_DUTCH_2025 or FIDE_DUTCH_2017"
        };
        error(line, 5, format!("tournament type {code:?}: {what}"))
    })
}

/// A `162` line (TRF-2026): point values, each a letter in column 6, 15, 24, … and the points
/// in the four columns after it. `W` a win (and the bye, unless `P` says), `D` a draw, `L` a
/// loss, `A` an absence or forfeit loss (bbpPairings 6 reads `Z` for it), `P` the
/// pairing-allocated bye.
fn read_point_system(
    chars: &[char],
    line: usize,
    tournament: &mut Tournament,
    pairing_bye_points: &mut Option<u32>,
) -> Result<(), TrfError> {
    let mut start = 5;
    while start < chars.len() {
        let code = chars[start];
        let text = field(chars, start + 1, start + 5);
        let value = parse_points(&text).ok_or_else(|| {
            error(
                line,
                start + 2,
                format!("{text:?} is not a number of points (like 1.0)"),
            )
        })?;
        let points = &mut tournament.points;
        match code {
            'W' => points.win = value,
            'D' => points.draw = value,
            'L' => points.loss = value,
            'A' | 'Z' => {
                points.zero_bye = value;
                points.forfeit_loss = value;
            }
            'P' => *pairing_bye_points = Some(value),
            other => {
                return Err(error(
                    line,
                    start + 1,
                    format!("point code {other:?} is none of W D L A P"),
                ));
            }
        }
        let after = (start + 5).min(chars.len());
        let gap = (start + 9).min(chars.len());
        if let Some(offset) = chars[after..gap].iter().position(|&c| c != ' ') {
            return Err(error(
                line,
                after + offset + 1,
                "a 162 line's values are 9 columns apart",
            ));
        }
        start += 9;
    }
    Ok(())
}

/// Lines end with `\n`, `\r\n` or a lone `\r` (bbpPairings writes those). A byte-order mark
/// before the first line is no part of it.
fn split_lines(text: &str) -> impl Iterator<Item = &str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let text = text.strip_suffix('\n').unwrap_or(text);
    let text = text.strip_suffix('\r').unwrap_or(text);
    text.split('\n')
        .flat_map(|line| line.strip_suffix('\r').unwrap_or(line).split('\r'))
}

fn single_token(text: &str) -> Option<&str> {
    let mut tokens = text.split_whitespace();
    let first = tokens.next()?;
    tokens.next().is_none().then_some(first)
}

fn parse_start_number(token: &str) -> Option<u32> {
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    token.parse().ok().filter(|&n| n > 0)
}

/// Points written like `1.5` or `2` (at most one decimal), in tenths.
fn parse_points(token: &str) -> Option<u32> {
    let (whole, tenth) = match token.split_once('.') {
        Some((whole, tenth)) => (whole, Some(tenth)),
        None => (token, None),
    };
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: u32 = whole.parse().ok()?;
    let tenth = match tenth {
        None => 0,
        Some(t) if t.len() == 1 && t.as_bytes()[0].is_ascii_digit() => {
            u32::from(t.as_bytes()[0] - b'0')
        }
        Some(_) => return None,
    };
    whole.checked_mul(10)?.checked_add(tenth)
}

fn field(chars: &[char], from: usize, to: usize) -> String {
    chars[from.min(chars.len())..to.min(chars.len())]
        .iter()
        .collect::<String>()
        .trim()
        .to_owned()
}

/// A player line, and the points it states (checked once all lines are read).
fn read_player(chars: &[char], line: usize) -> Result<(Player, u32), TrfError> {
    if chars.len() < 84 {
        return Err(error(
            line,
            chars.len() + 1,
            "a player line (001) reaches at least to its points, columns 81-84",
        ));
    }
    let number_text = field(chars, 4, 8);
    let number = parse_start_number(&number_text).ok_or_else(|| {
        error(
            line,
            5,
            format!("{number_text:?} is not a start number (columns 5-8)"),
        )
    })?;
    let points_text = field(chars, 80, 84);
    let points = parse_points(&points_text).ok_or_else(|| {
        error(
            line,
            81,
            format!("{points_text:?} is not a number of points (columns 81-84)"),
        )
    })?;
    let rating_text = field(chars, 48, 52);
    let rating = if rating_text.is_empty() {
        0
    } else {
        rating_text
            .parse::<u16>()
            .ok()
            .filter(|_| rating_text.bytes().all(|b| b.is_ascii_digit()))
            .ok_or_else(|| {
                error(
                    line,
                    49,
                    format!("{rating_text:?} is not a rating (columns 49-52)"),
                )
            })?
    };
    let mut results = Vec::new();
    let mut blanks = 0;
    let mut start = FIRST_ROUND;
    while start + 8 <= chars.len() {
        match read_round(chars, start, number, line)? {
            None => blanks += 1,
            Some(result) => {
                results.extend(std::iter::repeat_n(
                    RoundResult::NotPaired(Score::Loss),
                    blanks,
                ));
                blanks = 0;
                results.push(result);
            }
        }
        start += ROUND_WIDTH;
    }
    if let Some(offset) = chars[start.min(chars.len())..]
        .iter()
        .position(|&c| c != ' ')
    {
        return Err(error(
            line,
            start + offset + 1,
            "unexpected text after the last round (each round takes 10 columns)",
        ));
    }
    let player = Player {
        number,
        name: field(chars, 14, 47),
        rating,
        results,
        identity: Identity {
            sex: field(chars, 9, 10),
            title: field(chars, 10, 13),
            federation: field(chars, 53, 56),
            fide_id: field(chars, 57, 68),
            birth: field(chars, 69, 79),
        },
    };
    Ok((player, points))
}

/// One round's group starting at `start` (the opponent's first column); `None` if all blank.
fn read_round(
    chars: &[char],
    start: usize,
    own: u32,
    line: usize,
) -> Result<Option<RoundResult>, TrfError> {
    let round = (start - FIRST_ROUND) / ROUND_WIDTH + 1;
    let opponent_text: String = chars[start..start + 4].iter().collect();
    let colour_char = chars[start + 5];
    let result_char = chars[start + 7].to_ascii_uppercase();
    let blank_opponent = opponent_text == "    ";
    let opponent = if blank_opponent || opponent_text == "0000" {
        None
    } else {
        let text = opponent_text.trim();
        let opponent = parse_start_number(text).ok_or_else(|| {
            error(
                line,
                start + 1,
                format!("round {round}: {text:?} is not a start number"),
            )
        })?;
        if opponent == own {
            return Err(error(
                line,
                start + 1,
                format!("round {round}: a player cannot play themselves"),
            ));
        }
        Some(opponent)
    };
    let colour = match colour_char {
        'w' => Some(Colour::White),
        'b' => Some(Colour::Black),
        '-' | ' ' => None,
        other => {
            return Err(error(
                line,
                start + 6,
                format!("round {round}: colour {other:?} is not w, b or -"),
            ));
        }
    };
    if blank_opponent && colour_char == ' ' && result_char == ' ' {
        return Ok(None);
    }
    let bad = |column: usize, message: &str| {
        error(line, start + column, format!("round {round}: {message}"))
    };
    if opponent.is_none() && colour.is_some() {
        return Err(bad(6, "a colour without an opponent"));
    }
    let result = match result_char {
        '+' | '-' => match opponent {
            Some(opponent) => RoundResult::Forfeit {
                opponent,
                colour,
                won: result_char == '+',
            },
            None if result_char == '+' => RoundResult::PairingBye,
            None => RoundResult::NotPaired(Score::Loss),
        },
        'U' | 'H' | 'F' | 'Z' | ' ' => {
            if opponent.is_some() {
                return Err(bad(8, "a bye or an absence has no opponent (write 0000)"));
            }
            match result_char {
                'U' => RoundResult::PairingBye,
                'H' => RoundResult::NotPaired(Score::Draw),
                'F' => RoundResult::NotPaired(Score::Win),
                _ => RoundResult::NotPaired(Score::Loss),
            }
        }
        '1' | '0' | '=' | 'W' | 'D' | 'L' => {
            let score = match result_char {
                '1' | 'W' => Score::Win,
                '=' | 'D' => Score::Draw,
                _ => Score::Loss,
            };
            match (opponent, colour) {
                (Some(opponent), Some(colour)) => RoundResult::Played {
                    opponent,
                    colour,
                    score,
                    rated: matches!(result_char, '1' | '0' | '='),
                },
                (None, None) if result_char == '=' => RoundResult::NotPaired(Score::Draw),
                _ => {
                    return Err(bad(
                        6,
                        "a game played needs an opponent and a colour (w or b)",
                    ));
                }
            }
        }
        other => {
            return Err(bad(
                8,
                &format!("result {other:?} is none of 1 = 0 + - W D L U H F Z"),
            ));
        }
    };
    Ok(Some(result))
}

fn read_accelerations(chars: &[char], line: usize) -> Result<(u32, Vec<u32>), TrfError> {
    let number_text = field(chars, 4, 8);
    let number = parse_start_number(&number_text)
        .ok_or_else(|| error(line, 5, format!("{number_text:?} is not a start number")))?;
    let mut values = Vec::new();
    let mut start = 9;
    while start + 4 <= chars.len() {
        let text = field(chars, start, start + 4);
        values.push(if text.is_empty() {
            0
        } else {
            parse_points(&text).ok_or_else(|| {
                error(
                    line,
                    start + 1,
                    format!("{text:?} is not a number of points"),
                )
            })?
        });
        start += 5;
    }
    if let Some(offset) = chars[start.min(chars.len())..]
        .iter()
        .position(|&c| c != ' ')
    {
        return Err(error(
            line,
            start + offset + 1,
            "unexpected text after the accelerations",
        ));
    }
    Ok((number, values))
}

/// Puts the players in start-number order; returns each one's line and stated points.
fn order_players(
    tournament: &mut Tournament,
    mut lines: Vec<(usize, Player, u32)>,
) -> Result<Vec<(usize, u32)>, TrfError> {
    lines.sort_by_key(|(line, p, _)| (p.number, *line));
    let mut stated = Vec::new();
    for (i, (line, player, points)) in lines.into_iter().enumerate() {
        let expected = u32::try_from(i + 1).unwrap_or(u32::MAX);
        if player.number < expected {
            return Err(error(
                line,
                5,
                format!("start number {} is used twice", player.number),
            ));
        }
        if player.number > expected {
            return Err(error(
                line,
                5,
                format!(
                    "start number {} but no player has start number {expected}",
                    player.number
                ),
            ));
        }
        stated.push((line, points));
        tournament.players.push(player);
    }
    Ok(stated)
}

/// Both players of each game tell the same story; opponents exist.
fn check_games(tournament: &Tournament, lines: &[(usize, u32)]) -> Result<(), TrfError> {
    for (index, player) in tournament.players.iter().enumerate() {
        let line = lines[index].0;
        for (round, result) in player.results.iter().enumerate() {
            let column = FIRST_ROUND + round * ROUND_WIDTH + 1;
            let Some(opponent_number) = result.opponent() else {
                continue;
            };
            let Some(opponent) = tournament.player(opponent_number) else {
                return Err(error(
                    line,
                    column,
                    format!("round {}: there is no player {opponent_number}", round + 1),
                ));
            };
            if let RoundResult::Played { colour, score, .. } = *result {
                let agrees = matches!(
                    opponent.results.get(round),
                    Some(RoundResult::Played { opponent: o, colour: c, score: s, .. })
                        if *o == player.number && *c == colour.opposite() && *s == score.opposite()
                );
                if !agrees {
                    return Err(error(
                        line,
                        column,
                        format!(
                            "round {}: player {} played {opponent_number} with {colour}, but player \
                             {opponent_number}'s line does not say so",
                            round + 1,
                            player.number
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The points column agrees with the results of the rounds played, or with those plus the
/// player's advance entry for the next round, or either plus the next round's acceleration
/// (what bbpPairings accepts).
fn check_points(tournament: &Tournament, lines: &[(usize, u32)]) -> Result<(), TrfError> {
    let played = tournament.rounds_played();
    for (player, &(line, stated)) in tournament.players.iter().zip(lines) {
        let points = player.points_after(played, &tournament.points);
        let acceleration = tournament.acceleration(player.number, played);
        let mut allowed = vec![points, points + acceleration];
        if let Some(next) = player.results.get(played) {
            let with_next = points + next.points(&tournament.points);
            allowed.extend([with_next, with_next + acceleration]);
        }
        if !allowed.contains(&stated) {
            return Err(error(
                line,
                81,
                format!(
                    "player {} has {} points, but the results add up to {}",
                    player.number,
                    tenths(stated),
                    tenths(points)
                ),
            ));
        }
    }
    Ok(())
}
