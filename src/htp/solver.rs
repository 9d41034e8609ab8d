//! The solver's HTP commands, in MoHex 2.0's shapes, so HexGui's solver menu and MoHex itself can
//! be put side by side with us position by position:
//!
//! - `dfpn-solve-state [COLOUR]`: who wins with COLOUR (default: the side to move) to move,
//!   `black` or `white`, or `unknown` when the limits ran out (MoHex says `empty`);
//! - `dfpn-solver-find-winning COLOUR`: every winning move, each proved (`?` when one could not
//!   be decided within the limits);
//! - `param_dfpn` lists the settings; `param_dfpn NAME VALUE` sets `timelimit` (seconds, 0 for
//!   none, as MoHex), `nodelimit` (positions worked out per question, 0 for none; ours),
//!   `widening_base`, `widening_factor` and `epsilon` (as MoHex);
//! - `dfpn-clear-tt` forgets what the solver's table holds (it is kept between questions);
//! - `vc-build COLOUR` and `vc-get-mustplay COLOUR`: the knowledge before any search, as HexGui
//!   draws it: each filled or left-out cell with its label (`fd` dead, `fcb`/`fcw` captured by
//!   black/white; `vc-build` also `iv[killer]` vulnerable and `id[dominator]` dominated), then each
//!   empty cell outside the moves considered marked `x` (nothing when the position is decided).

use super::words::parse_color;
use crate::ai::{CellReport, DfpnParams, Limits, Mark, Prover};
use crate::hex::{Cell, Color, Game};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// The commands of this file, for `list_commands`.
pub(super) const SOLVER_COMMANDS: &[&str] = &[
    "dfpn-solve-state",
    "dfpn-solver-find-winning",
    "param_dfpn",
    "dfpn-clear-tt",
    "vc-build",
    "vc-get-mustplay",
];

/// The solver of a session, its table kept between questions, and its limits.
pub(super) struct SolverCommands {
    prover: Prover,
    /// Seconds per question (0: none).
    timelimit: f64,
    /// Positions worked out per question (0: none).
    nodelimit: u64,
}

impl Default for SolverCommands {
    fn default() -> Self {
        Self {
            prover: Prover::default(),
            timelimit: 0.0,
            nodelimit: 0,
        }
    }
}

fn name(color: Color) -> &'static str {
    match color {
        Color::Red => "black",
        Color::Blue => "white",
    }
}

fn cells(list: &[Cell]) -> String {
    list.iter()
        .map(Cell::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl SolverCommands {
    /// Runs `command` on `game`; `None` when it is not one of these commands.
    pub(super) fn run(
        &mut self,
        command: &str,
        args: &[&str],
        game: &Game,
    ) -> Option<Result<String, String>> {
        Some(match command {
            "dfpn-solve-state" => self.solve_state(args, game),
            "dfpn-solver-find-winning" => self.find_winning(args, game),
            "param_dfpn" => self.param(args),
            "dfpn-clear-tt" => {
                self.prover.clear();
                Ok(String::new())
            }
            "vc-build" => self.report(args, game, true),
            "vc-get-mustplay" => self.report(args, game, false),
            _ => return None,
        })
    }

    fn limits(&self) -> Limits {
        Limits {
            nodes: if self.nodelimit == 0 {
                u64::MAX
            } else {
                self.nodelimit
            },
            deadline: (self.timelimit > 0.0)
                .then(|| Instant::now() + Duration::from_secs_f64(self.timelimit)),
        }
    }

    /// The colour argument (or the side to move when `optional` and none is given).
    fn colour(args: &[&str], game: &Game, optional: bool) -> Result<Color, String> {
        match args {
            [c] => parse_color(c),
            [] if optional => Ok(game.to_move()),
            _ => Err("expected a colour".to_owned()),
        }
    }

    fn solve_state(&mut self, args: &[&str], game: &Game) -> Result<String, String> {
        let mover = Self::colour(args, game, true)?;
        if let Some(o) = game.outcome() {
            return Ok(name(o.winner).to_owned());
        }
        let s = self.prover.solve_board(game.board(), mover, self.limits());
        Ok(s.winner.map_or("unknown", name).to_owned())
    }

    fn find_winning(&mut self, args: &[&str], game: &Game) -> Result<String, String> {
        let mover = Self::colour(args, game, false)?;
        if game.outcome().is_some() {
            return Ok(String::new());
        }
        match self
            .prover
            .winning_moves_board(game.board(), mover, self.limits())
        {
            Some(moves) => Ok(cells(&moves)),
            None => Err("not every move could be decided within the limits".to_owned()),
        }
    }

    fn param(&mut self, args: &[&str]) -> Result<String, String> {
        let mut p: DfpnParams = self.prover.params();
        match args {
            [] => {
                return Ok(format!(
                    "\n[string] timelimit {}\n[string] nodelimit {}\n[string] widening_base {}\n[string] widening_factor {}\n[string] epsilon {}",
                    self.timelimit, self.nodelimit, p.widening_base, p.widening_factor, p.epsilon
                ));
            }
            [name, value] => {
                let bad = || format!("not a value for {name}: {value}");
                match *name {
                    "timelimit" => {
                        self.timelimit = value
                            .parse::<f64>()
                            .ok()
                            .filter(|t| (0.0..1e6).contains(t))
                            .ok_or_else(bad)?;
                    }
                    "nodelimit" => self.nodelimit = value.parse().map_err(|_| bad())?,
                    "widening_base" => {
                        p.widening_base = value
                            .parse::<u32>()
                            .ok()
                            .filter(|&b| b <= 1000)
                            .ok_or_else(bad)?;
                    }
                    "widening_factor" => {
                        p.widening_factor = value
                            .parse::<f32>()
                            .ok()
                            .filter(|f| *f > 0.0 && *f <= 1.0)
                            .ok_or_else(|| "widening_factor must be in (0, 1]".to_owned())?;
                    }
                    "epsilon" => {
                        p.epsilon = value
                            .parse::<f32>()
                            .ok()
                            .filter(|e| (0.0..100.0).contains(e))
                            .ok_or_else(|| "epsilon cannot be negative".to_owned())?;
                    }
                    _ => return Err(format!("unknown parameter: {name}")),
                }
            }
            _ => return Err("expected 0 or 2 arguments".to_owned()),
        }
        self.prover.set_params(p);
        Ok(String::new())
    }

    fn report(&mut self, args: &[&str], game: &Game, all: bool) -> Result<String, String> {
        let mover = Self::colour(args, game, false)?;
        if game.outcome().is_some() {
            return Ok(String::new());
        }
        let r: CellReport = self.prover.cell_report(game.board(), mover);
        let mut out = String::new();
        let mut marked = Vec::new();
        for &(cell, mark) in &r.marks {
            let label = match mark {
                Mark::Dead => "fd".to_owned(),
                Mark::Captured(Color::Red) => "fcb".to_owned(),
                Mark::Captured(Color::Blue) => "fcw".to_owned(),
                Mark::Vulnerable(k) if all => format!("iv[{k}]"),
                Mark::Dominated(d) if all => format!("id[{d}]"),
                _ => continue,
            };
            marked.push(cell);
            let _ = write!(out, " {cell} {label}");
        }
        if r.decided.is_none() {
            for cell in game.board().empty_cells() {
                if !marked.contains(&cell) && !r.consider.contains(&cell) {
                    let _ = write!(out, " {cell} x");
                }
            }
        }
        Ok(out.trim_start().to_owned())
    }
}
