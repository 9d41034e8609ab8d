//! The engines of a match: our own search with a level's settings and changes, or any program
//! speaking HTP on its standard input and output (MoHex, another hexbot), driven as a child
//! process.

use hexbot::ai::{GameTree, Level, SearchConfig, SearchControl, think_reusing};
use hexbot::hex::{Color, Game, Move, Settings};
use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::str::FromStr;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

/// An engine for a match.
///
/// Ours is a level's settings with optional changes, written like `hard:5000` (5,000 playouts,
/// no time cap), `hard:t=1` (at most 1 s per move) or `hard:5000:-rave:-bridges:-priors:-solver`.
/// An external one is `htp:COMMAND ARGS…`, split into words as a shell would (quotes group,
/// nothing is expanded), e.g. `htp:/tmp/benzene/build/src/mohex/mohex --quiet --use-logfile=0`.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineSpec {
    Ours { name: String, config: SearchConfig },
    Htp { name: String, argv: Vec<String> },
}

/// A malformed engine description.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "bad engine \"{0}\": expected htp:COMMAND [ARGS...] or LEVEL[:PLAYOUTS][:t=SECONDS|-rave|-bridges|-priors|-solver|-inferior|+rev|-rev|+ans|-ans|+pans|-pans|-vc|-mustplay|+vc|+mustplay|-reuse|+reuse|-pp|+pp|+book|-book|+net|nb=POLICY_BIAS|rb=RESTORE_BIAS|rs=ROOT_SOLVE_NODES|ng=POLICY_POWER|pc=PLAYOUT_CAP|-mistakes|c=EXPLORATION|p=PRIOR_WEIGHT|b=PATTERN_BIAS|g=PATTERN_POWER|r=RAVE_BIAS|x=EXPAND_THRESHOLD|k=KNOWLEDGE_THRESHOLD]..."
)]
pub struct ParseEngineError(String);

impl FromStr for EngineSpec {
    type Err = ParseEngineError;
    fn from_str(s: &str) -> Result<Self, ParseEngineError> {
        let bad = || ParseEngineError(s.to_owned());
        if let Some(command) = s.strip_prefix("htp:") {
            let argv = split_words(command).ok_or_else(bad)?;
            if argv.is_empty() {
                return Err(bad());
            }
            return Ok(Self::Htp {
                name: s.to_owned(),
                argv,
            });
        }
        let mut parts = s.split(':');
        let level: Level = parts.next().unwrap_or("").parse().map_err(|_| bad())?;
        let mut config = SearchConfig::for_level(level);
        for part in parts {
            match part {
                "-rave" => config.rave = false,
                "-bridges" => config.bridge_playouts = false,
                "-priors" => config.priors = false,
                "-solver" => config.solver = false,
                "-inferior" => config.inferior_cells = false,
                "+rev" => config.reversible_cells = true,
                "-rev" => config.reversible_cells = false,
                "+ans" => config.answer_patterns = true,
                "-ans" => config.answer_patterns = false,
                "+pans" => config.playout_answers = true,
                "-pans" => config.playout_answers = false,
                "+vc" => config.virtual_connections = true,
                "-vc" => config.virtual_connections = false,
                "-mustplay" => config.must_play = false,
                "+mustplay" => config.must_play = true,
                "-mistakes" => config.mistake_rate = 0.0,
                "-reuse" => config.reuse_tree = false,
                "+reuse" => config.reuse_tree = true,
                "-pp" => config.pattern_playouts = false,
                "+pp" => config.pattern_playouts = true,
                "+book" => config.book = true,
                "-book" => config.book = false,
                t if t.starts_with("t=") => {
                    let secs: f64 = t[2..].parse().map_err(|_| bad())?;
                    if !(secs > 0.0 && secs < 1e6) {
                        return Err(bad());
                    }
                    config.time_cap = Some(Duration::from_secs_f64(secs));
                }
                c if c.starts_with("c=") => {
                    config.exploration = c[2..].parse().map_err(|_| bad())?;
                }
                p if p.starts_with("p=") => {
                    config.prior_weight = p[2..].parse().map_err(|_| bad())?;
                }
                b if b.starts_with("b=") => {
                    config.pattern_bias = b[2..].parse().map_err(|_| bad())?;
                }
                c if c.starts_with("pc=") => {
                    config.playout_cap = c[3..].parse().map_err(|_| bad())?;
                    if config.playout_cap.is_nan() || config.playout_cap <= 0.0 {
                        return Err(bad());
                    }
                }
                n if n.starts_with("rs=") => {
                    config.root_solve_nodes = n[3..].parse().map_err(|_| bad())?;
                }
                "+net" => config.policy_bias = config.pattern_bias.max(1.0),
                n if n.starts_with("rb=") => {
                    config.restore_bias = n[3..].parse().map_err(|_| bad())?;
                    if !(config.restore_bias >= 0.0 && config.restore_bias.is_finite()) {
                        return Err(bad());
                    }
                }
                n if n.starts_with("nb=") => {
                    config.policy_bias = n[3..].parse().map_err(|_| bad())?;
                }
                n if n.starts_with("ng=") => {
                    config.policy_power = n[3..].parse().map_err(|_| bad())?;
                }
                g if g.starts_with("g=") => {
                    config.pattern_power = g[2..].parse().map_err(|_| bad())?;
                }
                r if r.starts_with("r=") => {
                    config.rave_bias = r[2..].parse().map_err(|_| bad())?;
                }
                k if k.starts_with("k=") => {
                    config.knowledge_threshold = k[2..].parse().map_err(|_| bad())?;
                }
                e if e.starts_with("x=") => {
                    config.expand_threshold = e[2..].parse().map_err(|_| bad())?;
                }
                n => {
                    let n: u64 = n.parse().map_err(|_| bad())?;
                    config = config.with_playouts(n);
                }
            }
        }
        Ok(Self::Ours {
            name: s.to_owned(),
            config,
        })
    }
}

impl fmt::Display for EngineSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Ours { name, .. } | Self::Htp { name, .. } => f.write_str(name),
        }
    }
}

/// Splits a command line into words: blanks separate, single quotes keep everything literally,
/// double quotes keep blanks and allow `\"` and `\\`, a backslash outside quotes escapes the next
/// character. `None` for an unterminated quote or a trailing backslash.
fn split_words(text: &str) -> Option<Vec<String>> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if let Some(w) = word.take() {
                    words.push(w);
                }
            }
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next()? {
                        '\'' => break,
                        c => w.push(c),
                    }
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next()? {
                        '"' => break,
                        '\\' => match chars.next()? {
                            c @ ('"' | '\\') => w.push(c),
                            c => {
                                w.push('\\');
                                w.push(c);
                            }
                        },
                        c => w.push(c),
                    }
                }
            }
            '\\' => word.get_or_insert_with(String::new).push(chars.next()?),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Some(words)
}

/// The HTP name of a colour (Red is black, the first player).
fn htp_color(color: Color) -> &'static str {
    match color {
        Color::Red => "b",
        Color::Blue => "w",
    }
}

/// One engine taking part in a match.
pub enum Player {
    /// Our search, with the tree it keeps between the moves of a game.
    Ours(SearchConfig, GameTree),
    Htp(HtpEngine),
}

impl Player {
    /// Starts the engine of `spec`; an external one gets the `setup` commands at once.
    ///
    /// # Errors
    /// When the program cannot be started or refuses a setup command.
    pub fn start(spec: &EngineSpec, setup: &[String]) -> Result<Self, String> {
        match spec {
            EngineSpec::Ours { config, .. } => Ok(Self::Ours(config.clone(), GameTree::new())),
            EngineSpec::Htp { argv, .. } => HtpEngine::start(argv, setup).map(Self::Htp),
        }
    }

    /// Prepares a new game with `settings` (an external engine gets `boardsize` and
    /// `clear_board`; swap and variant are the setup commands' business).
    ///
    /// # Errors
    /// When the engine refuses or does not answer.
    pub fn new_game(&mut self, settings: Settings) -> Result<(), String> {
        match self {
            Self::Ours(_, tree) => {
                tree.clear();
                Ok(())
            }
            Self::Htp(e) => {
                let n = settings.size.get();
                e.command(&format!("boardsize {n} {n}"), SETUP_TIMEOUT)?;
                e.command("clear_board", SETUP_TIMEOUT).map(drop)
            }
        }
    }

    /// Tells the engine that `color` played `cell` (an opening stone or the opponent's move).
    ///
    /// # Errors
    /// When the engine refuses or does not answer.
    pub fn told(&mut self, color: Color, mv: Move) -> Result<(), String> {
        match self {
            Self::Ours(..) => Ok(()),
            Self::Htp(e) => e
                .command(&format!("play {} {mv}", htp_color(color)), SETUP_TIMEOUT)
                .map(drop),
        }
    }

    /// Asks for the move of the side to move in `game`, waiting at most `limit` for an external
    /// engine. The answer is the engine's word, to be refereed: a move text, or why there is none.
    ///
    /// # Errors
    /// Why the engine gave no usable answer (error reply, silence, exit).
    pub fn genmove(
        &mut self,
        game: &Game,
        seed: u64,
        limit: Option<Duration>,
    ) -> Result<String, String> {
        match self {
            Self::Ours(config, tree) => {
                think_reusing(game, config, seed, &SearchControl::new(), tree)
                    .map(|r| r.mv.to_string())
                    .map_err(|e| e.to_string())
            }
            Self::Htp(e) => {
                let answer = e.command(
                    &format!("genmove {}", htp_color(game.to_move())),
                    limit.unwrap_or(GENMOVE_TIMEOUT),
                );
                e.searched = true;
                answer
            }
        }
    }

    /// The time limit for the engine's next answer: `limit`, except that the first `genmove` an
    /// external program answers may take [`FIRST_GENMOVE_GRACE`] (MoHex loads its knowledge then).
    pub fn limit(&self, limit: Option<Duration>) -> Option<Duration> {
        match self {
            Self::Htp(e) if !e.searched => limit.map(|l| l.max(FIRST_GENMOVE_GRACE)),
            _ => limit,
        }
    }

    /// Whether the engine is a child process that is no longer usable (it timed out, exited or
    /// answered out of turn) and must be restarted before the next game.
    pub fn broken(&self) -> bool {
        matches!(self, Self::Htp(e) if e.broken)
    }
}

/// How long a setup, `boardsize` or `play` command may take.
const SETUP_TIMEOUT: Duration = Duration::from_secs(60);
/// How long an external engine's first `genmove` may take at least.
pub const FIRST_GENMOVE_GRACE: Duration = Duration::from_secs(30);
/// How long `genmove` may take when the match sets no limit.
const GENMOVE_TIMEOUT: Duration = Duration::from_secs(3600);

/// An HTP engine running as a child process. A thread reads its standard output line by line,
/// so that the referee can stop waiting for an answer at a deadline.
pub struct HtpEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Set once the engine timed out, exited or said something out of protocol.
    broken: bool,
    /// Whether it has been asked for a move yet.
    searched: bool,
}

impl HtpEngine {
    fn start(argv: &[String], setup: &[String]) -> Result<Self, String> {
        let (program, args) = argv.split_first().ok_or("no command")?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {program}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Self {
            child,
            stdin,
            lines,
            broken: false,
            searched: false,
        };
        for command in setup {
            engine
                .command(command, SETUP_TIMEOUT)
                .map_err(|e| format!("setup command \"{command}\": {e}"))?;
        }
        Ok(engine)
    }

    /// Sends one command and returns the text of a `=` answer (lines joined by newlines).
    fn command(&mut self, command: &str, timeout: Duration) -> Result<String, String> {
        if self.broken {
            return Err("the engine stopped answering earlier".to_owned());
        }
        let result = self.exchange(command, timeout);
        if let Err((e, broken)) = &result {
            self.broken |= broken;
            return Err(e.clone());
        }
        result.map_err(|(e, _)| e)
    }

    /// The exchange; errors say whether the engine is now out of step.
    fn exchange(&mut self, command: &str, timeout: Duration) -> Result<String, (String, bool)> {
        let deadline = std::time::Instant::now() + timeout;
        writeln!(self.stdin, "{command}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| (format!("cannot write to the engine: {e}"), true))?;
        let mut text: Option<(bool, String)> = None;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    return Err((
                        format!("no answer within {:.1} s", timeout.as_secs_f64()),
                        true,
                    ));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(("the engine exited".to_owned(), true));
                }
            };
            let line = line.trim_end_matches('\r');
            match &mut text {
                None if line.trim().is_empty() => {}
                None => {
                    let ok = match line.chars().next() {
                        Some('=') => true,
                        Some('?') => false,
                        _ => return Err((format!("not an HTP answer: {line:?}"), true)),
                    };
                    // Skip the optional numeric id after the status character.
                    let rest = line[1..].trim_start_matches(|c: char| c.is_ascii_digit());
                    text = Some((ok, rest.trim().to_owned()));
                }
                Some((ok, body)) => {
                    if line.trim().is_empty() {
                        return if *ok {
                            Ok(std::mem::take(body))
                        } else {
                            Err((format!("error: {body}"), false))
                        };
                    }
                    body.push('\n');
                    body.push_str(line);
                }
            }
        }
    }
}

impl Drop for HtpEngine {
    fn drop(&mut self) {
        // A polite `quit` first; a program still running after a moment is killed.
        if !self.broken {
            let _ = writeln!(self.stdin, "quit").and_then(|()| self.stdin.flush());
            for _ in 0..50 {
                if matches!(self.child.try_wait(), Ok(Some(_))) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_specs_parse_levels_budgets_and_switches() {
        let EngineSpec::Ours { config, .. } =
            "hard:5000:-rave:-bridges:c=0.5:p=3:x=2".parse().unwrap()
        else {
            panic!("ours")
        };
        assert_eq!(config.playouts, 5000);
        assert_eq!(config.time_cap, None);
        assert!(!config.rave && !config.bridge_playouts && config.solver);
        assert_eq!((config.exploration, config.prior_weight), (0.5, 3.0));
        assert_eq!(config.expand_threshold, 2);
        let EngineSpec::Ours { config, .. } = "hard:+vc:+mustplay:+pp".parse().unwrap() else {
            panic!("ours")
        };
        assert!(config.virtual_connections && config.must_play && config.pattern_playouts);
        let EngineSpec::Ours { config, .. } = "hard:-pp:pc=0.5".parse().unwrap() else {
            panic!("ours")
        };
        assert!(!config.pattern_playouts);
        assert_eq!(config.playout_cap, 0.5);
        let EngineSpec::Ours { config, .. } = "medium".parse().unwrap() else {
            panic!("ours")
        };
        assert_eq!(config, SearchConfig::for_level(Level::Medium));
        let EngineSpec::Ours { config, .. } = "hard:t=1.5".parse().unwrap() else {
            panic!("ours")
        };
        assert_eq!(config.time_cap, Some(Duration::from_millis(1500)));
        let EngineSpec::Ours { config, .. } = "hard:rs=5000".parse().unwrap() else {
            panic!("ours")
        };
        assert_eq!(config.root_solve_nodes, 5000);
        let EngineSpec::Ours { config, .. } = "hard:+rev:rb=1.5:+ans:+pans".parse().unwrap() else {
            panic!("ours")
        };
        assert!(config.reversible_cells);
        assert!(config.answer_patterns);
        assert!(config.playout_answers);
        assert_eq!(config.restore_bias, 1.5);
        for bad in [
            "",
            "hard:rs=-1",
            "hard:rb=-1",
            "hard:rb=inf",
            "grandmaster",
            "hard:lots",
            "hard:-magic",
            "hard:c=x",
            "hard:t=0",
            "hard:pc=0",
            "hard:pc=-1",
            "htp:",
            "htp:'open",
        ] {
            assert!(bad.parse::<EngineSpec>().is_err(), "{bad}");
        }
    }

    #[test]
    fn htp_commands_split_like_a_shell() {
        let EngineSpec::Htp { argv, .. } =
            r#"htp:/tmp/mohex --quiet "a b" 'c "d"' e\ f"#.parse().unwrap()
        else {
            panic!("htp")
        };
        assert_eq!(argv, ["/tmp/mohex", "--quiet", "a b", "c \"d\"", "e f"]);
    }
}
