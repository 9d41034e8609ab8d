//! `hexbot-lab bench match`: two engines play a series of games refereed by our rules.
//!
//! Every answer goes through [`Game::play`]: a move that is garbled, illegal (an occupied cell, a
//! swap when swap is off), an error reply, silence past the time limit or an engine that exits
//! forfeits the game. Colours alternate (engine A is Red in the even-numbered games); optionally
//! each pair of games starts from the same seeded random opening stones, so that both engines
//! play both sides of it. The referee measures each engine's time per move itself.

use super::engine::{EngineSpec, Player};
use hexbot::ai::move_seed;
use hexbot::hex::{
    BoardSize, Cell, Color, Game, Move, RecordInfo, Settings, SwapRule, Variant, write_sgf,
};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What a match is: the engines, the board, how many games, the seed, the rules for answers.
pub struct MatchSetup {
    pub a: EngineSpec,
    pub b: EngineSpec,
    /// HTP commands sent to an external engine A (B) when it starts.
    pub setup_a: Vec<String>,
    pub setup_b: Vec<String>,
    pub size: BoardSize,
    pub variant: Variant,
    pub games: u32,
    pub seed: u64,
    /// Random stones played for the engines at the start of each pair of games (Red first).
    pub opening_stones: u32,
    /// An answer that takes longer than this forfeits the game.
    pub time_limit: Option<Duration>,
    /// Where the games are written as SGF (`game-NNN.sgf`).
    pub sgf_dir: Option<PathBuf>,
}

/// The tally of a match, from engine A's side, with both engines' thinking time.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MatchResult {
    pub games: u32,
    pub a_wins: u32,
    pub a_wins_as_red: u32,
    pub a_games_as_red: u32,
    pub a_forfeits: u32,
    pub b_forfeits: u32,
    /// Moves each engine chose, and the time it took for them.
    pub a_moves: u32,
    pub a_time: Duration,
    pub b_moves: u32,
    pub b_time: Duration,
}

/// How one game ended.
pub struct GameEnd {
    pub game: Game,
    pub a_won: bool,
    /// Why the loser forfeited, if it did.
    pub forfeit: Option<String>,
}

/// The 95 % Wilson score interval of `wins` out of `games`, as fractions.
pub fn wilson(wins: u32, games: u32) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964_f64;
    let n = f64::from(games);
    let p = f64::from(wins) / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The opening stones of pair `pair`: `count` distinct cells drawn from the series' seed.
pub fn opening(seed: u64, pair: u32, count: u32, size: BoardSize) -> Vec<Cell> {
    let mut empty: Vec<Cell> = size.all_cells().collect();
    let pair_seed = move_seed(seed ^ 0x6f70_656e_696e_6773, u64::from(pair));
    (0..count)
        .map_while(|k| {
            if empty.is_empty() {
                return None;
            }
            let r = move_seed(pair_seed, u64::from(k));
            Some(empty.swap_remove((r % empty.len() as u64) as usize))
        })
        .collect()
}

/// The seed of game `g` of a series: every search of it is `move_seed(game_seed, ply)`.
pub fn game_seed(seed: u64, g: u32) -> u64 {
    move_seed(seed, u64::from(g) << 32)
}

/// Plays the match and prints one line per game and the tally.
///
/// # Errors
/// I/O errors on `out` or the SGF directory, or an engine that cannot be (re)started.
pub fn bench_match(out: &mut impl Write, m: &MatchSetup) -> anyhow::Result<MatchResult> {
    let settings = Settings {
        size: m.size,
        variant: m.variant,
        swap: SwapRule::Off,
    };
    write_header(out, m)?;
    if let Some(dir) = &m.sgf_dir {
        std::fs::create_dir_all(dir)?;
    }
    let start = Instant::now();
    let mut a = start_engine(&m.a, &m.setup_a, "A")?;
    let mut b = start_engine(&m.b, &m.setup_b, "B")?;
    let mut result = MatchResult::default();
    for g in 0..m.games {
        if a.broken() {
            a = start_engine(&m.a, &m.setup_a, "A")?;
        }
        if b.broken() {
            b = start_engine(&m.b, &m.setup_b, "B")?;
        }
        let a_red = g % 2 == 0;
        let stones = opening(m.seed, g / 2, m.opening_stones, m.size);
        let end = play_game(
            settings,
            &stones,
            [&mut a, &mut b],
            a_red,
            game_seed(m.seed, g),
            m.time_limit,
            &mut result,
        );
        result.count_game(&end, a_red);
        write_game_line(out, g, a_red, &end)?;
        if let Some(dir) = &m.sgf_dir {
            save_game(dir, m, g, a_red, &end)?;
        }
    }
    write_tally(out, m, &result, start)?;
    Ok(result)
}

/// Starts engine `name` (A or B) of a match.
pub fn start_engine(spec: &EngineSpec, setup: &[String], name: &str) -> anyhow::Result<Player> {
    Player::start(spec, setup).map_err(|e| anyhow::anyhow!("engine {name}: {e}"))
}

impl MatchResult {
    /// Adds a game that ended as `end`, A playing Red iff `a_red`.
    pub fn count_game(&mut self, end: &GameEnd, a_red: bool) {
        self.games += 1;
        self.a_wins += u32::from(end.a_won);
        if a_red {
            self.a_games_as_red += 1;
            self.a_wins_as_red += u32::from(end.a_won);
        }
        if end.forfeit.is_some() {
            if end.a_won {
                self.b_forfeits += 1;
            } else {
                self.a_forfeits += 1;
            }
        }
    }
}

/// The match's first line: the engines, the board, the games, the seed and the rules for answers.
fn write_header(out: &mut impl Write, m: &MatchSetup) -> std::io::Result<()> {
    writeln!(
        out,
        "match {} vs {}, {} {}, {} games, seed {}, {} opening stone(s) per pair, time limit {}",
        m.a,
        m.b,
        m.size,
        m.variant.name(),
        m.games,
        m.seed,
        m.opening_stones,
        m.time_limit
            .map_or("none".to_owned(), |t| format!("{:.2} s", t.as_secs_f64()))
    )
}

/// One line for game `g`: A's colour, the winner, a forfeit's reason and the moves.
pub fn write_game_line(
    out: &mut impl Write,
    g: u32,
    a_red: bool,
    end: &GameEnd,
) -> std::io::Result<()> {
    let moves: Vec<String> = end.game.moves().iter().map(Move::to_string).collect();
    writeln!(
        out,
        "game {g}: A={} {}{} ({} moves) {}",
        if a_red { "red" } else { "blue" },
        if end.a_won { "A wins" } else { "B wins" },
        end.forfeit
            .as_ref()
            .map(|f| format!(" by forfeit: {f}"))
            .unwrap_or_default(),
        moves.len(),
        moves.join(" ")
    )?;
    out.flush()
}

/// Writes game `g` as `dir/game-NNN.sgf`, with the engines as players and the seed (and any
/// forfeit) in the comment.
fn save_game(
    dir: &std::path::Path,
    m: &MatchSetup,
    g: u32,
    a_red: bool,
    end: &GameEnd,
) -> std::io::Result<()> {
    let (red, blue) = if a_red { (&m.a, &m.b) } else { (&m.b, &m.a) };
    let info = RecordInfo {
        first: red.to_string(),
        second: blue.to_string(),
        date: None,
        comment: Some(format!(
            "hexbot-lab bench match, game {g}, seed {}{}",
            m.seed,
            end.forfeit
                .as_ref()
                .map(|f| format!("; forfeit: {f}"))
                .unwrap_or_default()
        )),
        move_comments: Vec::new(),
    };
    std::fs::write(
        dir.join(format!("game-{g:03}.sgf")),
        write_sgf(&end.game, &info),
    )
}

/// The tally's two lines: A's score with its interval and per colour, the forfeits, then the time
/// per move of each engine and of the whole match (begun at `start`).
fn write_tally(
    out: &mut impl Write,
    m: &MatchSetup,
    result: &MatchResult,
    start: Instant,
) -> std::io::Result<()> {
    let (lo, hi) = wilson(result.a_wins, result.games);
    writeln!(
        out,
        "result: {} {}/{} against {} ({:.1} %, 95 % interval {:.1}–{:.1} %); as red {}/{}, as blue {}/{}; forfeits A {} B {}",
        m.a,
        result.a_wins,
        result.games,
        m.b,
        100.0 * f64::from(result.a_wins) / f64::from(result.games.max(1)),
        100.0 * lo,
        100.0 * hi,
        result.a_wins_as_red,
        result.a_games_as_red,
        result.a_wins - result.a_wins_as_red,
        result.games - result.a_games_as_red,
        result.a_forfeits,
        result.b_forfeits,
    )?;
    result.write_times(out, "match", start)
}

impl MatchResult {
    /// The line of both engines' mean time per move, and the wall time of the `what` (a match, a
    /// test) begun at `start`.
    pub fn write_times(
        &self,
        out: &mut impl Write,
        what: &str,
        start: Instant,
    ) -> std::io::Result<()> {
        let mean = |t: Duration, n: u32| t.as_secs_f64() / f64::from(n.max(1));
        writeln!(
            out,
            "time per move: A {:.3} s over {} moves, B {:.3} s over {} moves; {what} {:.0} s",
            mean(self.a_time, self.a_moves),
            self.a_moves,
            mean(self.b_time, self.b_moves),
            self.b_moves,
            start.elapsed().as_secs_f64()
        )
    }
}

/// Plays one game: `players[0]` is A, Red iff `a_red`. Counts moves and time into `tally`.
pub fn play_game(
    settings: Settings,
    stones: &[Cell],
    players: [&mut Player; 2],
    a_red: bool,
    seed: u64,
    limit: Option<Duration>,
    tally: &mut MatchResult,
) -> GameEnd {
    let mut table = Table {
        game: Game::new(settings),
        engines: players,
        a_red,
    };
    let ended = table.play(settings, stones, seed, limit, tally).err();
    let (a_won, forfeit) = match ended {
        Some((a_won, why)) => (a_won, Some(why)),
        None => {
            let winner = table.game.outcome().expect("the game is over").winner;
            (table.seat(winner) == 0, None)
        }
    };
    GameEnd {
        game: table.game,
        a_won,
        forfeit,
    }
}

/// A forfeit: whether A won by it, and why the loser forfeited.
type Forfeit = (bool, String);

/// One game being refereed: the board and the two engines, index 0 being A.
struct Table<'p> {
    game: Game,
    engines: [&'p mut Player; 2],
    /// Whether A plays Red.
    a_red: bool,
}

impl Table<'_> {
    /// The index of the engine playing `color` (0 is A).
    fn seat(&self, color: Color) -> usize {
        usize::from((color == Color::Red) != self.a_red)
    }

    /// The colour engine `i` plays.
    fn color_of(&self, i: usize) -> Color {
        if (i == 0) == self.a_red {
            Color::Red
        } else {
            Color::Blue
        }
    }

    /// `color` forfeits: it resigns on the board, and the other engine wins.
    fn forfeit(&mut self, color: Color, why: String) -> Forfeit {
        let _ = self.game.play(Move::Resign(color));
        (self.seat(color) == 1, why)
    }

    /// The whole game: both engines told of it, the opening stones, then moves until it is over.
    fn play(
        &mut self,
        settings: Settings,
        stones: &[Cell],
        seed: u64,
        limit: Option<Duration>,
        tally: &mut MatchResult,
    ) -> Result<(), Forfeit> {
        self.new_game(settings)?;
        self.open(stones)?;
        while !self.game.is_over() {
            self.turn(seed, limit, tally)?;
        }
        Ok(())
    }

    /// Tells both engines of a new game; the first that refuses forfeits.
    fn new_game(&mut self, settings: Settings) -> Result<(), Forfeit> {
        for i in 0..2 {
            if let Err(why) = self.engines[i].new_game(settings) {
                let color = self.color_of(i);
                return Err(self.forfeit(color, format!("new game refused: {why}")));
            }
        }
        Ok(())
    }

    /// Plays the opening stones for the engines and tells both of each; the first that refuses
    /// forfeits.
    fn open(&mut self, stones: &[Cell]) -> Result<(), Forfeit> {
        for &cell in stones {
            if self.game.is_over() {
                break;
            }
            let color = self.game.to_move();
            self.game
                .play(Move::Place(cell))
                .expect("opening stones are on empty cells");
            for i in 0..2 {
                if let Err(why) = self.engines[i].told(color, Move::Place(cell)) {
                    let c = self.color_of(i);
                    return Err(self.forfeit(c, format!("opening stone {cell} refused: {why}")));
                }
            }
        }
        Ok(())
    }

    /// One move: the engine to move is asked (and timed into `tally`), its answer refereed and
    /// played, and the other engine told of it. A bad answer, or a refusal, forfeits.
    fn turn(
        &mut self,
        seed: u64,
        limit: Option<Duration>,
        tally: &mut MatchResult,
    ) -> Result<(), Forfeit> {
        let color = self.game.to_move();
        let k = self.seat(color);
        let ply = self.game.ply() as u64;
        let limit = self.engines[k].limit(limit);
        let started = Instant::now();
        let answer = self.engines[k].genmove(&self.game, move_seed(seed, ply), limit);
        let took = started.elapsed();
        if k == 0 {
            tally.a_moves += 1;
            tally.a_time += took;
        } else {
            tally.b_moves += 1;
            tally.b_time += took;
        }
        let text = match answer {
            Ok(text) => text,
            Err(why) => return Err(self.forfeit(color, why)),
        };
        if limit.is_some_and(|l| took > l) {
            let why = format!("{text} came after {:.2} s", took.as_secs_f64());
            return Err(self.forfeit(color, why));
        }
        let mv = match self.game.parse_move(&text) {
            Ok(Move::Resign(_)) => Move::Resign(color),
            Ok(mv) => mv,
            Err(e) => return Err(self.forfeit(color, format!("answer {text:?}: {e}"))),
        };
        if let Err(e) = self.game.play(mv) {
            return Err(self.forfeit(color, format!("move {text}: {e}")));
        }
        if self.game.is_over() {
            return Ok(());
        }
        if let Err(why) = self.engines[1 - k].told(color, mv) {
            let why = format!("the move {mv} was refused: {why}");
            return Err(self.forfeit(color.opponent(), why));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_intervals_match_the_textbook() {
        let (lo, hi) = wilson(10, 40);
        assert!(
            (lo - 0.142).abs() < 0.002 && (hi - 0.401).abs() < 0.002,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0, 10);
        assert!(lo == 0.0 && (hi - 0.278).abs() < 0.002, "{hi}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }

    #[test]
    fn openings_are_seeded_distinct_cells_shared_by_a_pair() {
        let size = BoardSize::new(5).unwrap();
        let a = opening(7, 3, 4, size);
        assert_eq!(a, opening(7, 3, 4, size));
        assert_eq!(a.len(), 4);
        let mut sorted = a.clone();
        sorted.sort_by_key(|c| c.index(size));
        sorted.dedup();
        assert_eq!(sorted.len(), 4);
        let different = (0..10).any(|p| opening(7, p, 1, size) != opening(7, 3, 1, size));
        assert!(different);
        assert_eq!(opening(7, 0, 30, size).len(), 25);
    }
}
