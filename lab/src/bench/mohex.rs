//! MoHex 2.0 over HTP, for the benches that check our work against it (`review-check`,
//! `sgf-check`). MoHex is an oracle here, never a dependency: it is built from its own snapshot
//! outside the repository and only ever run by these benches.

use hexbot::hex::{Color, Game, Move};
use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// MoHex 2.0 over HTP.
pub struct Mohex {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Mohex {
    /// Starts MoHex, with the swap move allowed (as in hexbot's records).
    pub fn start(path: &Path) -> anyhow::Result<Self> {
        // MoHex writes its log (default.log) where it runs: not here.
        let mut child = Command::new(path)
            .current_dir(std::env::temp_dir())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let input = child
            .stdin
            .take()
            .ok_or_else(|| anyhow::anyhow!("no stdin"))?;
        let output = BufReader::new(
            child
                .stdout
                .take()
                .ok_or_else(|| anyhow::anyhow!("no stdout"))?,
        );
        let mut m = Self {
            child,
            input,
            output,
        };
        m.ask("param_game allow_swap 1")?;
        Ok(m)
    }

    /// Starts MoHex to solve positions, `seconds` each.
    pub fn solver(path: &Path, seconds: f64) -> anyhow::Result<Self> {
        let mut m = Self::start(path)?;
        m.ask(&format!("param_dfpn timelimit {seconds}"))?;
        Ok(m)
    }

    pub fn ask(&mut self, command: &str) -> anyhow::Result<String> {
        writeln!(self.input, "{command}")?;
        self.input.flush()?;
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line)? == 0 {
                anyhow::bail!("MoHex stopped at {command:?}");
            }
            // The answer ends with an empty line (a line of spaces is part of it).
            if line.trim_end_matches(['\r', '\n']).is_empty() {
                break;
            }
            answer.push_str(&line);
        }
        if answer.starts_with('?') {
            anyhow::bail!("MoHex refused {command:?}: {answer}");
        }
        Ok(answer.trim_start_matches('=').trim().to_owned())
    }

    /// The winner of `game`'s position (played without swap) as MoHex's solver proves it within
    /// its time, if it does.
    pub fn solve(&mut self, game: &Game) -> anyhow::Result<Option<Color>> {
        let n = game.size().get();
        self.ask(&format!("boardsize {n} {n}"))?;
        let mut color = 'b';
        for mv in game.moves() {
            if let Move::Place(cell) = mv {
                self.ask(&format!("play {color} {cell}"))?;
                color = if color == 'b' { 'w' } else { 'b' };
            }
        }
        let to_move = if game.to_move() == Color::Red {
            'b'
        } else {
            'w'
        };
        Ok(
            match self.ask(&format!("dfpn-solve-state {to_move}"))?.as_str() {
                "black" => Some(Color::Red),
                "white" => Some(Color::Blue),
                _ => None,
            },
        )
    }

    /// The stones on MoHex's board, row by row (`B`, `W` or `.` for each cell).
    pub fn board(&mut self) -> anyhow::Result<Vec<Vec<char>>> {
        let shown = self.ask("showboard")?;
        Ok(shown
            .lines()
            .filter_map(|line| {
                let line = line.trim_start();
                let rest = line.trim_start_matches(|c: char| c.is_ascii_digit());
                (rest.len() < line.len()).then_some(rest)
            })
            .filter_map(|rest| rest.strip_prefix('\\'))
            .map(|row| {
                row.chars()
                    .take_while(|&c| c != '\\')
                    .filter(|c| matches!(c, 'B' | 'W' | '.'))
                    .collect()
            })
            .collect())
    }
}

impl Drop for Mohex {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// MoHex's solver verdicts kept in a file between runs, so that a check can be repeated without
/// MoHex's time: a line a position, `SECONDS SIZE MOVE... = W` where `W` is `R` (Red wins), `B`
/// (Blue wins) or `?` (not proved within the seconds).
pub struct Verdicts {
    known: HashMap<String, Option<Color>>,
    file: Option<File>,
    seconds: f64,
}

impl Verdicts {
    /// The verdicts of `path` (none without one; a missing file is made) for `seconds` a
    /// position.
    ///
    /// # Errors
    /// An unreadable file, or a line that is not a verdict.
    pub fn open(path: Option<&Path>, seconds: f64) -> anyhow::Result<Self> {
        let mut known = HashMap::new();
        let file = match path {
            None => None,
            Some(path) => {
                if path.exists() {
                    for (n, line) in std::fs::read_to_string(path)?.lines().enumerate() {
                        let Some((key, verdict)) = line.rsplit_once(" = ") else {
                            anyhow::bail!("{}:{}: not a verdict: {line}", path.display(), n + 1);
                        };
                        let winner = match verdict {
                            "R" => Some(Color::Red),
                            "B" => Some(Color::Blue),
                            "?" => None,
                            _ => anyhow::bail!(
                                "{}:{}: no such verdict: {verdict}",
                                path.display(),
                                n + 1
                            ),
                        };
                        known.insert(key.to_owned(), winner);
                    }
                }
                Some(OpenOptions::new().create(true).append(true).open(path)?)
            }
        };
        Ok(Self {
            known,
            file,
            seconds,
        })
    }

    /// Whether verdicts can come from somewhere: a file, or `mohex`.
    pub fn any(&self, mohex: bool) -> bool {
        mohex || self.file.is_some()
    }

    /// MoHex's verdict on `game`'s position: from the file when it holds it, else asked of
    /// `mohex` and kept; `None` when neither knows it, `Some(None)` when MoHex did not prove it.
    ///
    /// # Errors
    /// MoHex failing, or the file not taking a line.
    pub fn solve(
        &mut self,
        mohex: Option<&mut Mohex>,
        game: &Game,
    ) -> anyhow::Result<Option<Option<Color>>> {
        let moves: Vec<String> = game
            .moves()
            .iter()
            .map(|mv| match mv {
                Move::Place(cell) => cell.to_string(),
                Move::Swap => "swap".to_owned(),
                Move::Resign(_) => "resign".to_owned(),
            })
            .collect();
        let key = format!("{} {} {}", self.seconds, game.size().get(), moves.join(" "));
        if let Some(&known) = self.known.get(&key) {
            return Ok(Some(known));
        }
        let Some(mohex) = mohex else { return Ok(None) };
        let winner = mohex.solve(game)?;
        if let Some(file) = self.file.as_mut() {
            let w = match winner {
                Some(Color::Red) => "R",
                Some(Color::Blue) => "B",
                None => "?",
            };
            writeln!(file, "{key} = {w}")?;
        }
        self.known.insert(key, winner);
        Ok(Some(winner))
    }
}
