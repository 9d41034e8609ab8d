//! The engines of a match: our own search with a level's settings and changes, or any program
//! speaking HTP on its standard input and output (MoHex, another hexbot), driven as a child
//! process.

use hexbot::ai::{GameTree, SPEC_GRAMMAR, SearchConfig, SearchControl, think_reusing};
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
#[error("bad engine \"{0}\": expected htp:COMMAND [ARGS...] or {grammar}", grammar = SPEC_GRAMMAR)]
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
        let config: SearchConfig = s.parse().map_err(|_| bad())?;
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
    fn engine_specs_are_ours_as_the_engine_reads_them_or_htp_programs() {
        let EngineSpec::Ours { name, config } = "hard:5000:-rave".parse().unwrap() else {
            panic!("ours")
        };
        assert_eq!(name, "hard:5000:-rave");
        assert_eq!(config, "hard:5000:-rave".parse::<SearchConfig>().unwrap());
        for bad in ["", "grandmaster", "hard:-magic", "htp:", "htp:'open"] {
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
