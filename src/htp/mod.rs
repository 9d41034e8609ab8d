//! HTP, the Hex Text Protocol: the GTP-style line protocol that HexGui, MoHex and match scripts speak.
//!
//! `hexbot htp` reads commands on standard input and answers on standard output: `= answer` and a
//! blank line on success, `? error` and a blank line on failure, with the command's numeric id echoed
//! when it had one. Black is Red (the first player, joining the first and last rows), White is Blue.
//!
//! `genmove` and `reg_genmove` ask the engine ([`crate::ai`]) for a move at the session's level,
//! playout budget, time cap and seed (`hexbot-level`, `hexbot-playouts`, `hexbot-time`,
//! `hexbot-seed`); `param_game allow_swap 0|1` switches swap off or on as MoHex has it. Every
//! malformed line gets a `?` reply and nothing panics.
//! In HTP the swap rule defaults to the seat form, so that `play w swap-pieces` means what it means
//! to HexGui and MoHex: the black stone stays, the players exchange colours, and White moves next.

mod solver;
mod words;

use crate::ai::{GameTree, Level, SearchConfig, SearchControl, SearchStats, think_reusing};
use crate::hex::{
    BoardSize, Cell, Color, EndReason, Game, MAX_SGF_BYTES, Move, Settings, SwapRule, Variant,
    read_sgf,
};
use solver::{SOLVER_COMMANDS, SolverCommands};
use std::fmt::Write as _;
use std::io::{self, BufRead, Read, Write};
use std::path::Path;
use std::time::Duration;
pub use words::parse_color;

/// The longest command line read, in bytes: the longest real command (`loadsgf` with a long path)
/// is a few hundred. A longer line is answered `? line too long` and skipped without being kept.
pub const MAX_LINE_BYTES: usize = 4096;

/// Reads a game record file of at most [`MAX_SGF_BYTES`] (more is refused before it is all read,
/// so `/dev/zero` or a huge file cannot fill the memory), as `hexbot htp`'s `loadsgf` and
/// `hexbot render --sgf` do.
///
/// # Errors
/// A one-line message naming the file: it cannot be read, is not a regular file (a named pipe,
/// a device, a folder), is larger than the cap, or is not UTF-8.
pub fn read_record_file(path: &Path) -> Result<String, String> {
    let name = path.display();
    // Opening a named pipe or a device could wait for ever: only regular files are records.
    let meta = std::fs::metadata(path).map_err(|e| format!("cannot read {name}: {e}"))?;
    if !meta.is_file() {
        return Err(format!("{name} is not a regular file"));
    }
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read {name}: {e}"))?;
    let mut bytes = Vec::new();
    file.take(MAX_SGF_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {name}: {e}"))?;
    if bytes.len() > MAX_SGF_BYTES {
        return Err(format!(
            "{name} is larger than 1 MiB, too large for a game record"
        ));
    }
    String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))
}

/// The commands this front end knows, in the order `list_commands` gives them.
const COMMANDS: &[&str] = &[
    "name",
    "version",
    "protocol_version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "play",
    "undo",
    "showboard",
    "final_score",
    "hexbot-variant",
    "hexbot-swap",
    "genmove",
    "reg_genmove",
    "mohex-search-statistics",
    "hexbot-level",
    "hexbot-playouts",
    "hexbot-time",
    "hexbot-seed",
    "param_game",
    "loadsgf",
];

/// `genmove` resigns only when the win estimate after a search is below this.
const RESIGN_BELOW: f32 = 0.02;
/// ... and the search was a real one: this many playouts, or a proved loss.
const RESIGN_MIN_PLAYOUTS: u64 = 1_000;

/// One HTP session: the current game and the settings the next `clear_board` uses.
pub struct Session {
    settings: Settings,
    game: Game,
    level: Level,
    /// Overrides of the level's playout budget and time cap (`None`: the level's own).
    playouts: Option<u64>,
    time_cap: Option<Option<Duration>>,
    seed: u64,
    /// The search tree kept between moves (Hard): used again when the next position follows
    /// from the last searched one, whatever commands came between.
    tree: GameTree,
    /// The solver and its table, kept between questions.
    solver: SolverCommands,
    /// The last search's counters and time (`mohex-search-statistics`).
    last_search: Option<(SearchStats, Duration)>,
}

/// What a command produced: an answer or an error text, and whether the session should end.
#[derive(Debug, PartialEq, Eq)]
pub struct Reply {
    /// The answer's text (`Ok`, sent after `=`) or the error's text (`Err`, sent after `?`).
    pub result: Result<String, String>,
    /// Whether the session ends after this reply (`quit`).
    pub quit: bool,
}

impl Default for Session {
    fn default() -> Self {
        Self::new()
    }
}

/// The commands that take no arguments (GTP answers `?` when they are given some).
const TAKE_NO_ARGUMENTS: &[&str] = &[
    "name",
    "version",
    "protocol_version",
    "list_commands",
    "quit",
    "clear_board",
    "mohex-search-statistics",
    "undo",
    "showboard",
    "final_score",
];

impl Session {
    /// An 11×11 Hex game with the seat form of swap.
    pub fn new() -> Self {
        let settings = Settings {
            size: BoardSize::new(11).expect("11 is a board size"),
            variant: Variant::Hex,
            swap: SwapRule::Seat,
        };
        Self {
            settings,
            game: Game::new(settings),
            level: Level::Hard,
            playouts: None,
            time_cap: None,
            seed: 1,
            tree: GameTree::new(),
            solver: SolverCommands::default(),
            last_search: None,
        }
    }

    /// The search settings `genmove` uses now.
    pub fn search_config(&self) -> SearchConfig {
        let mut config = SearchConfig::for_level(self.level);
        if let Some(p) = self.playouts {
            config.playouts = p;
        }
        if let Some(t) = self.time_cap {
            config.time_cap = t;
        }
        config
    }

    /// The game as it stands now.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Runs one line. `None` for a line with no command (blank or comment only).
    pub fn execute(&mut self, line: &str) -> Option<(Option<u64>, Reply)> {
        let line = line.split('#').next().unwrap_or("");
        // A control character inside a command (other than a tab, or the CR LF of a line end)
        // is a syntax error: dropping it would join what it separates (`boardsize 1\0 9` is
        // not `boardsize 19`).
        if line
            .chars()
            .any(|c| c.is_control() && !matches!(c, '\t' | '\r' | '\n'))
        {
            return Some((
                None,
                Reply {
                    result: Err("syntax error: a control character in the command".to_owned()),
                    quit: false,
                },
            ));
        }
        let line: String = line
            .chars()
            .filter(|c| !c.is_control() || *c == '\t')
            .collect();
        let mut words = line.split_whitespace().peekable();
        let id = match words.peek().map(|w| w.parse::<u64>()) {
            Some(Ok(id)) => {
                words.next();
                Some(id)
            }
            _ => None,
        };
        let command = words.next()?;
        let args: Vec<&str> = words.collect();
        Some((id, self.command(command, &args)))
    }

    fn command(&mut self, command: &str, args: &[&str]) -> Reply {
        if !args.is_empty() && TAKE_NO_ARGUMENTS.contains(&command) {
            // GTP: arguments a command does not take are a syntax error, and nothing is done.
            return Reply {
                result: Err(format!("syntax error: {command} takes no arguments")),
                quit: false,
            };
        }
        let mut quit = false;
        let result = match command {
            "name" => Ok("hexbot".to_owned()),
            "version" => Ok(env!("CARGO_PKG_VERSION").to_owned()),
            "protocol_version" => Ok("2".to_owned()),
            "known_command" => match args {
                [name] => {
                    Ok((COMMANDS.contains(name) || SOLVER_COMMANDS.contains(name)).to_string())
                }
                _ => Err("usage: known_command NAME".to_owned()),
            },
            "list_commands" => Ok([COMMANDS, SOLVER_COMMANDS].concat().join("\n")),
            "quit" => {
                quit = true;
                Ok(String::new())
            }
            "boardsize" => self.boardsize(args),
            "clear_board" => {
                self.game = Game::new(self.settings);
                Ok(String::new())
            }
            "play" => self.play(args),
            "undo" => self.undo(),
            "showboard" => Ok(showboard(&self.game)),
            "final_score" => final_score(&self.game),
            "hexbot-variant" => self.set_named(args, |s, v: Variant| s.variant = v),
            "hexbot-swap" => self.set_named(args, |s, v: SwapRule| s.swap = v),
            "genmove" => self.genmove(args, true),
            "reg_genmove" => self.genmove(args, false),
            "mohex-search-statistics" => Ok(self.last_search.map_or_else(String::new, |(s, t)| {
                let mut text = Vec::new();
                s.write_mohex(&mut text, t).expect("writing to memory");
                String::from_utf8_lossy(&text).trim_end().to_owned()
            })),
            "hexbot-level" => self.set_level(args),
            "hexbot-playouts" => self.set_playouts(args),
            "hexbot-time" => self.set_time(args),
            "hexbot-seed" => self.set_seed(args),
            "param_game" => self.param_game(args),
            "loadsgf" => self.loadsgf(args),
            _ => match self.solver.run(command, args, &self.game) {
                Some(result) => result,
                None => Err("unknown command".to_owned()),
            },
        };
        Reply { result, quit }
    }

    /// `undo`: takes back the last move.
    fn undo(&mut self) -> Result<String, String> {
        match self.game.undone() {
            Some(g) => {
                self.game = g;
                Ok(String::new())
            }
            None => Err("cannot undo".to_owned()),
        }
    }

    /// `hexbot-level easy|medium|hard`: the level, its own playouts and time cap again.
    fn set_level(&mut self, args: &[&str]) -> Result<String, String> {
        match args {
            [name] => name
                .parse::<Level>()
                .map(|l| {
                    self.level = l;
                    self.playouts = None;
                    self.time_cap = None;
                    String::new()
                })
                .map_err(|e| e.to_string()),
            _ => Err("usage: hexbot-level easy|medium|hard".to_owned()),
        }
    }

    /// `hexbot-playouts N`: a fixed playout budget per move.
    fn set_playouts(&mut self, args: &[&str]) -> Result<String, String> {
        match args {
            [n] => match n.parse::<u64>() {
                Ok(n) if n > 0 => {
                    self.playouts = Some(n);
                    Ok(String::new())
                }
                _ => Err(format!("not a positive playout count: {n}")),
            },
            _ => Err("usage: hexbot-playouts N".to_owned()),
        }
    }

    /// `hexbot-time SECONDS`: a time cap per move (0 for none).
    fn set_time(&mut self, args: &[&str]) -> Result<String, String> {
        match args {
            [t] => match t.parse::<f64>() {
                Ok(0.0) => {
                    self.time_cap = Some(None);
                    Ok(String::new())
                }
                Ok(t) if t > 0.0 && t < 1e6 => {
                    self.time_cap = Some(Some(Duration::from_secs_f64(t)));
                    Ok(String::new())
                }
                _ => Err(format!("not a time in seconds (0 for no cap): {t}")),
            },
            _ => Err("usage: hexbot-time SECONDS (0 for no cap)".to_owned()),
        }
    }

    /// `hexbot-seed N`: the seed the per-move seeds derive from.
    fn set_seed(&mut self, args: &[&str]) -> Result<String, String> {
        match args {
            [n] => n
                .parse::<u64>()
                .map(|n| {
                    self.seed = n;
                    String::new()
                })
                .map_err(|_| format!("not a seed: {n}")),
            _ => Err("usage: hexbot-seed N".to_owned()),
        }
    }

    fn boardsize(&mut self, args: &[&str]) -> Result<String, String> {
        let n = match args {
            [n] => n,
            [w, h] if w == h => w,
            [_, _] => return Err("only square boards are supported".to_owned()),
            _ => return Err("usage: boardsize N".to_owned()),
        };
        let n: u32 = n.parse().map_err(|_| format!("not a board size: {n}"))?;
        let size = BoardSize::new(n).map_err(|e| e.to_string())?;
        self.settings.size = size;
        self.game = Game::new(self.settings);
        Ok(String::new())
    }

    /// Sets a game setting from its name and starts a new game with it, as `boardsize` does.
    fn set_named<T: std::str::FromStr<Err: std::fmt::Display>>(
        &mut self,
        args: &[&str],
        set: impl FnOnce(&mut Settings, T),
    ) -> Result<String, String> {
        let [value] = args else {
            return Err("expected one argument".to_owned());
        };
        let value = value.parse::<T>().map_err(|e| e.to_string())?;
        set(&mut self.settings, value);
        self.game = Game::new(self.settings);
        Ok(String::new())
    }

    /// `genmove COLOUR` (plays the move when `play` is set, else only names it).
    fn genmove(&mut self, args: &[&str], play: bool) -> Result<String, String> {
        let [color] = args else {
            return Err("usage: genmove COLOUR".to_owned());
        };
        let color = parse_color(color)?;
        if self.game.is_over() {
            return Err("the game is over".to_owned());
        }
        if color != self.game.to_move() {
            return Err(format!(
                "it is {}'s turn, not {color}'s",
                self.game.to_move()
            ));
        }
        let config = self.search_config();
        // A different seed per ply, so that a game is not one random stream replayed.
        let seed = crate::ai::move_seed(self.seed, self.game.ply() as u64);
        let report = think_reusing(
            &self.game,
            &config,
            seed,
            &SearchControl::new(),
            &mut self.tree,
        )
        .map_err(|e| e.to_string())?;
        self.last_search = Some((report.stats, report.elapsed));
        let hopeless = report.win_probability < RESIGN_BELOW
            && (report.win_probability == 0.0 || report.playouts >= RESIGN_MIN_PLAYOUTS);
        let mv = if hopeless && report.mv != Move::Swap {
            Move::Resign(color)
        } else {
            report.mv
        };
        if play {
            self.game.play(mv).map_err(|e| e.to_string())?;
        }
        Ok(match mv {
            Move::Place(cell) => cell.to_string(),
            Move::Swap => "swap-pieces".to_owned(),
            Move::Resign(_) => "resign".to_owned(),
        })
    }

    /// `param_game` lists the game parameters; `param_game allow_swap 0|1` switches swap off or
    /// on (in the session's swap form, seat unless `hexbot-swap` chose mirror) and keeps the game.
    fn param_game(&mut self, args: &[&str]) -> Result<String, String> {
        match args {
            [] => Ok(format!(
                "[bool] allow_swap {}",
                u8::from(self.settings.swap != SwapRule::Off)
            )),
            ["allow_swap", v] => {
                let swap = match *v {
                    "0" | "false" => SwapRule::Off,
                    "1" | "true" if self.settings.swap == SwapRule::Off => SwapRule::Seat,
                    "1" | "true" => self.settings.swap,
                    _ => return Err(format!("allow_swap is 0 or 1, not {v}")),
                };
                let settings = Settings {
                    swap,
                    ..self.settings
                };
                let game = Game::replay(settings, self.game.moves()).map_err(|e| e.to_string())?;
                self.settings = settings;
                self.game = game;
                Ok(String::new())
            }
            [name, ..] => Err(format!("unknown game parameter: {name}")),
        }
    }

    /// `loadsgf FILE [N]`: the game recorded in FILE, up to (not including) move N if given.
    fn loadsgf(&mut self, args: &[&str]) -> Result<String, String> {
        let (path, upto) = match args {
            [path] => (path, None),
            [path, n] => (
                path,
                Some(
                    n.parse::<usize>()
                        .map_err(|_| format!("not a move number: {n}"))?,
                ),
            ),
            _ => return Err("usage: loadsgf FILE [MOVE_NUMBER]".to_owned()),
        };
        let text = read_record_file(Path::new(path))?;
        let (game, _) = read_sgf(&text).map_err(|e| e.to_string())?;
        let game = match upto {
            Some(n) => {
                let keep = n.saturating_sub(1).min(game.moves().len());
                Game::replay(game.settings(), &game.moves()[..keep]).map_err(|e| e.to_string())?
            }
            None => game,
        };
        self.settings = game.settings();
        self.game = game;
        Ok(String::new())
    }

    fn play(&mut self, args: &[&str]) -> Result<String, String> {
        let [color, mv] = args else {
            return Err("usage: play COLOUR MOVE".to_owned());
        };
        let color = parse_color(color)?;
        let mv = match mv.to_ascii_lowercase().as_str() {
            "swap-pieces" | "swap" => Move::Swap,
            "resign" => Move::Resign(color),
            text => Move::Place(Cell::parse(text, self.game.size()).map_err(|e| e.to_string())?),
        };
        self.game.play_as(color, mv).map_err(|e| e.to_string())?;
        Ok(String::new())
    }
}

/// `final_score`: `B+` when Red has won, `W+` when Blue has.
fn final_score(game: &Game) -> Result<String, String> {
    match game.outcome() {
        Some(o) if o.winner == Color::Red => Ok("B+".to_owned()),
        Some(_) => Ok("W+".to_owned()),
        None => Err("cannot score".to_owned()),
    }
}

/// A text diagram of the board: `X` red (black), `O` blue (white), `.` empty.
fn showboard(game: &Game) -> String {
    let n = game.size().get();
    let letters: String = (0..n)
        .map(|c| format!("{} ", char::from(b'a' + c)))
        .collect();
    let mut out = String::from("\n");
    let _ = writeln!(out, "   {letters}");
    for row in 0..n {
        let _ = write!(out, "{:>w$}{:>2}\\", "", row + 1, w = usize::from(row));
        for col in 0..n {
            let ch = match game.board().get(Cell::new(col, row)) {
                Some(Color::Red) => 'X',
                Some(Color::Blue) => 'O',
                None => '.',
            };
            let _ = write!(out, "{ch}");
            if col + 1 < n {
                out.push(' ');
            }
        }
        let _ = writeln!(out, "\\{}", row + 1);
    }
    let _ = write!(out, "{:>w$}{letters}", "", w = usize::from(n) + 3);
    let status = match game.outcome() {
        None => format!("{} to move", game.to_move()),
        Some(o) => format!(
            "{} won by {}",
            o.winner,
            match o.reason {
                EndReason::Connection => "connection",
                EndReason::Resignation => "resignation",
            }
        ),
    };
    let _ = write!(out, "\n{status}");
    out
}

/// Reads and drops the rest of a line (up to and including its newline), keeping nothing.
fn skip_line(input: &mut impl BufRead) -> io::Result<()> {
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(());
        }
        match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => {
                input.consume(i + 1);
                return Ok(());
            }
            None => {
                let n = chunk.len();
                input.consume(n);
            }
        }
    }
}

/// Serves HTP until `quit` or the end of input. A line longer than [`MAX_LINE_BYTES`] is answered
/// `? line too long` and skipped.
///
/// # Errors
/// Only I/O errors on `input` or `output`.
pub fn serve(input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut session = Session::new();
    let mut input = input;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if (&mut input)
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut buf)?
            == 0
        {
            break;
        }
        let (id, reply) = if buf.len() > MAX_LINE_BYTES && buf.last() != Some(&b'\n') {
            skip_line(&mut input)?;
            (
                None,
                Reply {
                    result: Err(format!("line too long (over {MAX_LINE_BYTES} bytes)")),
                    quit: false,
                },
            )
        } else {
            // Bytes that are not UTF-8 become replacement characters: a malformed command, not
            // an end.
            let line = String::from_utf8_lossy(&buf);
            let Some(answer) = session.execute(&line) else {
                continue;
            };
            answer
        };
        let id = id.map(|i| i.to_string()).unwrap_or_default();
        match &reply.result {
            Ok(text) if text.is_empty() => writeln!(output, "={id}\n")?,
            Ok(text) => writeln!(output, "={id} {text}\n")?,
            Err(text) => writeln!(output, "?{id} {text}\n")?,
        }
        output.flush()?;
        if reply.quit {
            break;
        }
    }
    Ok(())
}
