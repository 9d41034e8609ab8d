//! Game files for training: one game a line, in either of two forms.
//!
//! - The format of `data/mohex-selfplay/` ([`GameLine`]: `SIZE WINNER MOVE…`), the winner checked
//!   against the moves.
//! - The log of `hexbot-lab bench match`: a `match …, N×N hex, …` line gives the size of the `game K:
//!   … (M moves) MOVES` lines after it (the match's tally and other lines are skipped), so a
//!   match's own output can be learned from as it is.
//!
//! Lines starting with `#` are comments. Every game is replayed through the rules; a game that
//! does not replay (a garbled line, an illegal move, a winner the moves do not give) is counted
//! and skipped.

use hexbot::hex::{BoardSize, Cell, Game, GameLine};
use std::path::Path;

/// The games of a file, and how many lines that looked like games could not be replayed.
pub fn read_games(path: &Path) -> anyhow::Result<(Vec<Game>, usize)> {
    let text =
        std::fs::read_to_string(path).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    Ok(parse_games(&text))
}

/// The games of a text (see the module's documentation).
pub fn parse_games(text: &str) -> (Vec<Game>, usize) {
    let mut games = Vec::new();
    let mut bad = 0;
    let mut size: Option<BoardSize> = None;
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix("match ") {
            size = match_size(rest);
            continue;
        }
        let game = if let Some(rest) = line.strip_prefix("game ") {
            if !rest.contains(" moves)") {
                continue;
            }
            size.and_then(|size| match_game(rest, size)).map(|m| m.game)
        } else if line
            .split(' ')
            .next()
            .is_some_and(|w| w.parse::<u32>().is_ok())
        {
            line.parse::<GameLine>().ok().and_then(|l| replay(&l))
        } else {
            // The other lines of a match's log (its tally, its times).
            continue;
        };
        match game {
            Some(game) => games.push(game),
            None => bad += 1,
        }
    }
    (games, bad)
}

/// One game of a `bench match` log, and engine A's part in it.
pub struct MatchGame {
    pub game: Game,
    /// Whether engine A played Red.
    pub a_red: bool,
    /// Whether engine A won.
    pub a_won: bool,
}

/// The games of a `bench match` log whose moves replay to the end and give the winner the log
/// names (forfeits and other lines left out), in the log's order.
pub fn parse_match_games(text: &str) -> Vec<MatchGame> {
    let mut size: Option<BoardSize> = None;
    let mut out = Vec::new();
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("match ") {
            size = match_size(rest);
        } else if let (Some(rest), Some(size)) = (line.strip_prefix("game "), size) {
            let says_a_won = rest.contains(" A wins");
            out.extend(match_game(rest, size).filter(|m| m.a_won == says_a_won));
        }
    }
    out
}

/// The board size of a match's header (`match A vs B, 9×9 hex, …`).
fn match_size(rest: &str) -> Option<BoardSize> {
    rest.split([',', ' '])
        .find_map(|w| w.split_once('×'))
        .and_then(|(a, _)| a.parse().ok())
        .and_then(|n| BoardSize::new(n).ok())
}

/// A match's `game K: A=red A wins (M moves) MOVES` line after `game `, if it replays to its
/// winner's connection (a forfeit's moves do not).
fn match_game(rest: &str, size: BoardSize) -> Option<MatchGame> {
    let (head, moves) = rest.split_once(" moves)")?;
    let a_red = head.contains("A=red");
    let moves = moves
        .split_whitespace()
        .map(|w| Cell::parse(w, size).ok())
        .collect::<Option<Vec<_>>>()?;
    // The winner is whoever moved last; the replay checks that the game ended.
    let winner = if moves.len() % 2 == 1 {
        hexbot::hex::Color::Red
    } else {
        hexbot::hex::Color::Blue
    };
    let game = replay(&GameLine {
        size,
        winner,
        moves,
    })?;
    Some(MatchGame {
        game,
        a_red,
        a_won: a_red == (winner == hexbot::hex::Color::Red),
    })
}

/// The game of `line`, if it replays and ends with its winner's connection.
fn replay(line: &GameLine) -> Option<Game> {
    line.replay()
        .ok()
        .filter(|g| g.outcome().map(|o| o.winner) == Some(line.winner))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_match_logs_and_compact_lines() {
        let text = "# a comment\n\
            match htp:a vs htp:b, 9×9 hex, 4 games, seed 1, 2 opening stone(s) per pair\n\
            game 0: A=red B wins (17 moves) a1 b1 a2 b2 a3 b3 a4 b4 a5 b5 a6 b6 a7 b7 a8 b8 a9\n\
            game 1: A=blue A wins by forfeit: x (1 moves) a1\n\
            game 2: A=blue A wins (3 moves) a1 b1 a2\n\
            A won 1/2\n\
            match x vs y, 11×11 hex, 2 games\n\
            game 0: A=red A wins (2 moves) a1 a1\n\
            7 R d4 c5\n\
            7 z9\n\
            7 R a1 b1 a2 b2 a3 b3 a4 b4 a5 b5 a6 b6 a7\n\
            7 B a1 b1 a2 b2 a3 b3 a4 b4 a5 b5 a6 b6 a7\n";
        let (games, bad) = parse_games(text);
        // Refused: the forfeit (unfinished), the unfinished game 2, the doubled a1, the
        // unfinished 7×7 line, z9, and Blue named winner of Red's connection.
        assert_eq!(bad, 6);
        let sizes: Vec<u8> = games.iter().map(|g| g.size().get()).collect();
        assert_eq!(sizes, [9, 7]);
        assert_eq!(games[0].moves().len(), 17);
        assert_eq!(games[1].moves().len(), 13);
    }

    #[test]
    fn a_match_log_says_which_engine_played_which_colour_and_won() {
        let text = "match a vs b, 7×7 hex, 3 games\n\
            game 0: A=red A wins (13 moves) a1 b1 a2 b2 a3 b3 a4 b4 a5 b5 a6 b6 a7\n\
            game 1: A=blue B wins (13 moves) a1 b1 a2 b2 a3 b3 a4 b4 a5 b5 a6 b6 a7\n\
            game 2: A=blue A wins (13 moves) a1 b1 a2 b2 a3 b3 a4 b4 a5 b5 a6 b6 a7\n\
            game 3: A=red B wins by forfeit: slow (1 moves) a1\n";
        let games = parse_match_games(text);
        // Game 2's log names the wrong winner, game 3 was never finished: both left out.
        let parts: Vec<(bool, bool)> = games.iter().map(|m| (m.a_red, m.a_won)).collect();
        assert_eq!(parts, [(true, true), (false, false)]);
        assert_eq!(games[1].game.moves().len(), 13);
    }
}
