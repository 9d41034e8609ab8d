//! Learned move patterns (Hex): a weight ("gamma") for the local shape around an empty cell, fitted
//! on strong games by minorization-maximization (the generalised Bradley–Terry model: the move
//! played wins a competition among every empty cell of the position, each cell's strength being its
//! pattern's gamma). The search uses the weights as a bias towards the moves a strong player would
//! look at first ([`SearchConfig::pattern_bias`](super::SearchConfig::pattern_bias)), and the
//! small patterns' weights to draw the moves of its playouts
//! ([`SearchConfig::pattern_playouts`](super::SearchConfig::pattern_playouts), [`PlayoutWeights`]).
//!
//! A pattern is what the player to move sees around the cell: its six neighbours and the six
//! cells a bridge away, each empty, own, the opponent's or off the board (a side counts as its
//! colour's stones), plus whether the cell touches the last move or is a bridge away from it.
//! Patterns are read as if Red were to move (for Blue the board is mirrored on its long diagonal,
//! which swaps the two colours' sides), and a pattern and its half-turn are the same pattern.
//!
//! The table ships as `patterns.txt` beside this file, one `CODE GAMMA` line per pattern (hex
//! code, weight); `hexbot bench patterns` rebuilds it from SGF games and says how well it
//! predicts held-out moves. Patterns missing from the table weigh 1, the table's typical weight.

use super::board::{BLUE, EMPTY, Pos, RED, code as color_code};
use crate::hex::{Game, Move};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The shipped table.
pub const PATTERNS: &str = include_str!("patterns.txt");

/// (column, row) steps to the twelve cells of a pattern, for Red to move: the six neighbours in
/// the cyclic order of [`Pos::around`], then the six bridge partners (partner i lies beyond
/// neighbours i and i + 1). Entry i and entry i + 3 of each half are opposite, so a half-turn of
/// the pattern rotates each half by three places.
const SHAPE: [(isize, isize); 12] = [
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, 0),
    (-1, 1),
    (0, 1),
    (2, -1),
    (1, -2),
    (-1, -1),
    (-2, 1),
    (-1, 2),
    (1, 1),
];

const OWN: u32 = 1;
const THEIRS: u32 = 2;
const OFF: u32 = 3;

/// Marks the codes of the small patterns (the six neighbours only), the fallback for the large
/// patterns the table does not know.
const SMALL: u32 = 1 << 26;

/// The pattern codes (each canonical under the half-turn), large and small, of `color` playing
/// the empty `slot` of `pos`, the previous stone being on `last`.
pub(crate) fn codes(pos: &Pos, slot: usize, color: u8, last: Option<usize>) -> (u32, u32) {
    let n = pos.size() as isize;
    let stride = n + 2;
    let (c, r) = ((slot as isize) % stride - 1, (slot as isize) / stride - 1);
    // Away from the first and last lines every cell read is on the padded board.
    let inside = c >= 1 && r >= 1 && c + 1 < n && r + 1 < n;
    let mut shape = 0u32;
    for (i, &(dc, dr)) in SHAPE.iter().enumerate() {
        // Blue reads the board mirrored, so its sides lie where Red's do.
        let (dc, dr) = if color == RED { (dc, dr) } else { (dr, dc) };
        let at = if inside {
            slot.wrapping_add_signed(dr * stride + dc)
        } else {
            // Beyond the padding ring is more of the same side.
            pos.slot_raw((c + dc).clamp(-1, n), (r + dr).clamp(-1, n))
        };
        shape |= state(pos.cells[at], color) << (2 * i);
    }
    let near = shape & 0xFFF;
    let rotated = half_turn(near) | (half_turn(shape >> 12) << 12);
    let last_rel = match last {
        Some(x) if pos.around(slot).contains(&x) => 1,
        Some(x) if bridge_away(pos, slot, x) => 2,
        _ => 0,
    } << 24;
    (
        shape.min(rotated) | last_rel,
        near.min(half_turn(near)) | last_rel | SMALL,
    )
}

/// What a cell holding `cell` (empty, red, blue, or off the board) is to `color`.
fn state(cell: u8, color: u8) -> u32 {
    match cell {
        EMPTY => 0,
        s if s == color => OWN,
        RED | BLUE => THEIRS,
        _ => OFF,
    }
}

/// Half a pattern (six cells, two bits each) turned by half a turn: each cell to the opposite one.
fn half_turn(half: u32) -> u32 {
    ((half >> 6) & 0x3F) | ((half & 0x3F) << 6)
}

/// The large pattern's code (see [`codes`]).
#[cfg(test)]
fn code(pos: &Pos, slot: usize, color: u8, last: Option<usize>) -> u32 {
    codes(pos, slot, color, last).0
}

/// Whether `other` is one of the six cells a bridge away from `slot`.
fn bridge_away(pos: &Pos, slot: usize, other: usize) -> bool {
    let stride = (pos.size() + 2) as isize;
    let d = other as isize - slot as isize;
    SHAPE[6..].iter().any(|&(dc, dr)| d == dr * stride + dc)
}

/// The weights of the patterns in `text` (`CODE GAMMA` lines, `#` comments).
///
/// # Errors
/// The first line that is not a comment, blank, or a hex code and a positive weight.
pub fn parse_patterns(text: &str) -> Result<HashMap<u32, f32>, String> {
    let mut table = HashMap::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || format!("patterns line {}: {line:?}", i + 1);
        let mut words = line.split_whitespace();
        let code = words
            .next()
            .and_then(|w| u32::from_str_radix(w, 16).ok())
            .ok_or_else(bad)?;
        let gamma: f32 = words
            .next()
            .and_then(|w| w.parse().ok())
            .filter(|g: &f32| g.is_finite() && *g > 0.0)
            .ok_or_else(bad)?;
        if words.next().is_some() {
            return Err(bad());
        }
        table.insert(code, gamma);
    }
    Ok(table)
}

/// The shipped table as an open-addressing hash table (the search looks a pattern up for every
/// move of every node it expands, so this is faster than a `HashMap`).
struct Table {
    /// `EMPTY_KEY` or a code, at its hash or just after it.
    keys: Vec<u32>,
    gammas: Vec<f32>,
    shift: u32,
}

const EMPTY_KEY: u32 = u32::MAX;

impl Table {
    fn new(entries: &HashMap<u32, f32>) -> Self {
        let bits = (2 * entries.len().max(1))
            .next_power_of_two()
            .trailing_zeros()
            .max(4);
        let mut t = Self {
            keys: vec![EMPTY_KEY; 1 << bits],
            gammas: vec![1.0; 1 << bits],
            shift: 32 - bits,
        };
        for (&code, &gamma) in entries {
            let mut i = t.home(code);
            while t.keys[i] != EMPTY_KEY {
                i = (i + 1) & (t.keys.len() - 1);
            }
            t.keys[i] = code;
            t.gammas[i] = gamma;
        }
        t
    }

    fn home(&self, code: u32) -> usize {
        (code.wrapping_mul(0x9E37_79B1) >> self.shift) as usize
    }

    fn get(&self, code: u32) -> Option<f32> {
        let mut i = self.home(code);
        loop {
            match self.keys[i] {
                k if k == code => return Some(self.gammas[i]),
                EMPTY_KEY => return None,
                _ => i = (i + 1) & (self.keys.len() - 1),
            }
        }
    }
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        Table::new(&parse_patterns(PATTERNS).expect("the shipped pattern table parses"))
    })
}

/// The learned weight of `color` playing `slot`: its large pattern's, or its small pattern's if the
/// table does not know the large one, or 1.
pub(crate) fn gamma(pos: &Pos, slot: usize, color: u8, last: Option<usize>) -> f32 {
    let (large, small) = codes(pos, slot, color, last);
    let t = table();
    t.get(large).or_else(|| t.get(small)).unwrap_or(1.0)
}

/// The small patterns' weights in the form the playouts read them: for the colour to move (0 Red,
/// 1 Blue), the cell's place relative to the last move (0 elsewhere, 1 touching it, 2 a bridge
/// away) and the cell's six neighbours as an absolute code (two bits each, in the order of
/// [`Pos::around`]: 0 empty, 1 red, 2 blue, 3 off the board), an integer weight of at least 1
/// (the gamma times [`PLAYOUT_SCALE`], rounded), so that a playout's sums are exact.
pub(crate) struct PlayoutWeights {
    weights: Vec<u32>,
}

/// Integer weight of a gamma of 1 in [`PlayoutWeights`].
pub(crate) const PLAYOUT_SCALE: f32 = 256.0;

impl PlayoutWeights {
    /// The weight of colour index `who` (0 Red, 1 Blue) playing a cell whose neighbourhood is
    /// `around` and whose relation to the last move is `near`.
    #[inline]
    pub(crate) fn get(&self, who: usize, near: usize, around: u16) -> u32 {
        self.weights[(who * 3 + near) << 12 | usize::from(around)]
    }
}

/// The small pattern code (as [`codes`] gives it) of the absolute neighbourhood `around` for
/// `color` to move, `near` being the relation to the last move.
fn small_code(around: u16, color: u8, near: u32) -> u32 {
    let mut shape = 0u32;
    for i in 0..6 {
        // Blue reads the board mirrored: its i-th neighbour is the absolute (5 − i)-th.
        let from = if color == RED { i } else { 5 - i };
        shape |= state(((around >> (2 * from)) & 3) as u8, color) << (2 * i);
    }
    shape.min(half_turn(shape)) | near << 24 | SMALL
}

/// The shipped table's small patterns, for the playouts.
pub(crate) fn playout_weights() -> &'static PlayoutWeights {
    static WEIGHTS: OnceLock<PlayoutWeights> = OnceLock::new();
    WEIGHTS.get_or_init(|| {
        let t = table();
        let mut weights = vec![0u32; 6 << 12];
        for who in 0..2 {
            let color = if who == 0 { RED } else { BLUE };
            for near in 0..3 {
                for around in 0..1u16 << 12 {
                    let gamma = t.get(small_code(around, color, near as u32)).unwrap_or(1.0);
                    weights[(who * 3 + near) << 12 | usize::from(around)] =
                        (gamma * PLAYOUT_SCALE).round().max(1.0) as u32;
                }
            }
        }
        PlayoutWeights { weights }
    })
}

/// The shipped weight of a small pattern's code (1 if the table does not know it).
#[cfg(test)]
pub(crate) fn small_gamma(code: u32) -> f32 {
    table().get(code).unwrap_or(1.0)
}

/// Training positions: every empty cell's patterns, and which cell was played.
#[derive(Default)]
pub struct PatternTrainer {
    large: Group,
    small: Group,
    /// Per position: (first candidate, number of candidates, index of the one played).
    positions: Vec<(u32, u32, u32)>,
}

/// One kind of pattern: the codes seen and each candidate's pattern.
#[derive(Default)]
struct Group {
    /// Pattern code → index.
    index: HashMap<u32, u32>,
    codes: Vec<u32>,
    /// Pattern indices of the candidates, position after position.
    candidates: Vec<u32>,
}

impl Group {
    fn push(&mut self, code: u32) {
        let next = self.codes.len() as u32;
        let i = *self.index.entry(code).or_insert(next);
        if i == next {
            self.codes.push(code);
        }
        self.candidates.push(i);
    }

    /// Minorization-maximization (see [`PatternTrainer::fit`]).
    fn fit(&self, positions: &[(u32, u32, u32)], iterations: u32) -> Vec<(u32, f32, u32)> {
        let k = self.codes.len();
        let mut wins = vec![0f64; k];
        let mut seen = vec![0u32; k];
        for &(first, len, chosen) in positions {
            wins[self.candidates[(first + chosen) as usize] as usize] += 1.0;
            for &c in &self.candidates[first as usize..(first + len) as usize] {
                seen[c as usize] += 1;
            }
        }
        let mut gamma = vec![1f64; k];
        let mut denominator = vec![0f64; k];
        for _ in 0..iterations {
            denominator.iter_mut().for_each(|d| *d = 0.0);
            for &(first, len, _) in positions {
                let cands = &self.candidates[first as usize..(first + len) as usize];
                let total: f64 = cands.iter().map(|&c| gamma[c as usize]).sum();
                for &c in cands {
                    denominator[c as usize] += 1.0 / total;
                }
            }
            for i in 0..k {
                gamma[i] = (wins[i] + 1.0) / (denominator[i] + 2.0 / (gamma[i] + 1.0));
            }
        }
        // Scale so that the geometric mean over all candidates is 1.
        let total_seen: f64 = seen.iter().map(|&s| f64::from(s)).sum();
        let mean_log = gamma
            .iter()
            .zip(&seen)
            .map(|(g, &s)| g.ln() * f64::from(s))
            .sum::<f64>()
            / total_seen.max(1.0);
        let scale = (-mean_log).exp();
        (0..k)
            .map(|i| (self.codes[i], (gamma[i] * scale) as f32, seen[i]))
            .collect()
    }
}

/// How well a table predicts held-out moves.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Prediction {
    /// Positions measured.
    pub positions: usize,
    /// How often the move played had the highest weight (ties count as a share).
    pub top1: f64,
    /// Mean log-probability the table gave the move played.
    pub log_likelihood: f64,
    /// The same for a uniform choice among the empty cells.
    pub uniform_log_likelihood: f64,
}

impl PatternTrainer {
    /// Adds the positions of `game` (placements only, from move `skip` on, before any swap or
    /// resignation ends its placements).
    pub fn add_game(&mut self, game: &Game, skip: usize) {
        let mut replay = Game::new(game.settings());
        for (ply, &mv) in game.moves().iter().enumerate() {
            let Move::Place(cell) = mv else {
                if replay.play(mv).is_err() {
                    return;
                }
                continue;
            };
            if ply >= skip {
                let pos = Pos::from_board(replay.board());
                let color = color_code(replay.to_move());
                let last = replay.last_stone().map(|c| pos.slot(c));
                let played = pos.slot(cell);
                let first = self.large.candidates.len() as u32;
                let mut chosen = u32::MAX;
                for s in pos.empties() {
                    if s == played {
                        chosen = self.large.candidates.len() as u32 - first;
                    }
                    let (large, small) = codes(&pos, s, color, last);
                    self.large.push(large);
                    self.small.push(small);
                }
                let len = self.large.candidates.len() as u32 - first;
                if chosen == u32::MAX || len < 2 {
                    self.large.candidates.truncate(first as usize);
                    self.small.candidates.truncate(first as usize);
                } else {
                    self.positions.push((first, len, chosen));
                }
            }
            if replay.play(mv).is_err() || replay.is_over() {
                return;
            }
        }
    }

    /// Training positions so far.
    pub fn positions(&self) -> usize {
        self.positions.len()
    }

    /// Fits the weights of the large and of the small patterns, each on its own, by
    /// `iterations` rounds of minorization-maximization, each pattern also winning once and
    /// losing once against a virtual pattern of weight 1 (so rare patterns stay near 1). Returns
    /// (code, gamma, times seen as a candidate) for every pattern, by code, the weights scaled so
    /// that the typical candidate weighs 1.
    pub fn fit(&self, iterations: u32) -> Vec<(u32, f32, u32)> {
        let mut out = self.large.fit(&self.positions, iterations);
        out.extend(self.small.fit(&self.positions, iterations));
        out.sort_unstable_by_key(|&(code, _, _)| code);
        out
    }

    /// How well `table` predicts the moves of these positions.
    pub fn predict(&self, table: &HashMap<u32, f32>) -> Prediction {
        let mut p = Prediction {
            positions: self.positions.len(),
            ..Prediction::default()
        };
        for &(first, len, chosen) in &self.positions {
            let range = first as usize..(first + len) as usize;
            let weights: Vec<f64> = self.large.candidates[range.clone()]
                .iter()
                .zip(&self.small.candidates[range])
                .map(|(&l, &s)| {
                    let (l, s) = (self.large.codes[l as usize], self.small.codes[s as usize]);
                    f64::from(*table.get(&l).or_else(|| table.get(&s)).unwrap_or(&1.0))
                })
                .collect();
            let total: f64 = weights.iter().sum();
            let w = weights[chosen as usize];
            p.log_likelihood += (w / total).ln();
            p.uniform_log_likelihood -= f64::from(len).ln();
            let best = weights.iter().copied().fold(0.0, f64::max);
            if w >= best {
                let ties = weights.iter().filter(|&&x| x >= best).count();
                p.top1 += 1.0 / ties as f64;
            }
        }
        let n = p.positions.max(1) as f64;
        p.top1 /= n;
        p.log_likelihood /= n;
        p.uniform_log_likelihood /= n;
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::board::board;

    fn pos(n: u32, red: &[&str], blue: &[&str]) -> Pos {
        Pos::from_board(&board(n, red, blue))
    }

    fn slot(p: &Pos, c: &str) -> usize {
        let n = p.size() as u32;
        let g = Game::new(crate::hex::Settings::hex(
            crate::hex::BoardSize::new(n).unwrap(),
        ));
        let Ok(Move::Place(cell)) = g.parse_move(c) else {
            panic!("{c}")
        };
        p.slot(cell)
    }

    #[test]
    fn a_pattern_and_its_half_turn_share_a_code() {
        // Red left of the centre of a 5×5 board and Blue right of it, then the same turned
        // half-way round.
        let a = pos(5, &["b3"], &["d3"]);
        let b = pos(5, &["d3"], &["b3"]);
        assert_eq!(
            code(&a, slot(&a, "c3"), RED, None),
            code(&b, slot(&b, "c3"), RED, None)
        );
        let c = pos(5, &["b3"], &[]);
        assert_ne!(
            code(&a, slot(&a, "c3"), RED, None),
            code(&c, slot(&c, "c3"), RED, None)
        );
    }

    #[test]
    fn blue_reads_the_board_mirrored_so_its_sides_lie_where_reds_do() {
        // Red next to the top side, and Blue next to the left side, see the same shape.
        let empty = pos(5, &[], &[]);
        assert_eq!(
            code(&empty, slot(&empty, "c1"), RED, None),
            code(&empty, slot(&empty, "a3"), BLUE, None)
        );
        assert_ne!(
            code(&empty, slot(&empty, "c1"), RED, None),
            code(&empty, slot(&empty, "a3"), RED, None)
        );
    }

    #[test]
    fn the_last_move_nearby_changes_the_pattern() {
        let p = pos(5, &[], &["c2"]);
        let s = slot(&p, "c3");
        let touching = code(&p, s, RED, Some(slot(&p, "c2")));
        let far = code(&p, s, RED, None);
        let bridge = code(&p, slot(&p, "d4"), RED, Some(slot(&p, "c2")));
        assert_eq!(touching >> 24, 1);
        assert_eq!(far >> 24, 0);
        assert_eq!(bridge >> 24, 0, "d4 is not a bridge away from c2");
        let q = pos(5, &[], &["b2"]);
        assert_eq!(code(&q, s, RED, Some(slot(&q, "b2"))) >> 24, 2);
    }

    #[test]
    fn fitting_prefers_the_pattern_that_is_always_played() {
        // Red always answers next to Blue's stone; the fitted weight of "touching the last
        // move" beats that of the far cells.
        let mut t = PatternTrainer::default();
        let size = crate::hex::BoardSize::new(5).unwrap();
        for (b, r) in [("c3", "c2"), ("b2", "b3"), ("d4", "d3"), ("c4", "c5")] {
            let mut g = Game::new(crate::hex::Settings::hex(size));
            g.play(g.parse_move("a5").unwrap()).unwrap();
            g.play(g.parse_move(b).unwrap()).unwrap();
            g.play(g.parse_move(r).unwrap()).unwrap();
            t.add_game(&g, 2);
        }
        assert_eq!(t.positions(), 4);
        let fitted = t.fit(30);
        let table: HashMap<u32, f32> = fitted.iter().map(|&(c, g, _)| (c, g)).collect();
        let touching: f32 = fitted
            .iter()
            .filter(|(c, _, _)| c & SMALL == 0 && c >> 24 == 1)
            .map(|&(_, g, _)| g)
            .fold(0.0, f32::max);
        let far: f32 = fitted
            .iter()
            .filter(|(c, _, _)| c & SMALL == 0 && c >> 24 == 0)
            .map(|&(_, g, _)| g)
            .fold(0.0, f32::max);
        assert!(touching > far, "touching {touching}, far {far}");
        let p = t.predict(&table);
        assert!(p.log_likelihood > p.uniform_log_likelihood);
    }

    #[test]
    fn the_shipped_table_saves_a_bridge_before_playing_far_away() {
        // Red's bridge d4–e2 (carrier d3, e3); Blue intrudes on d3.
        let p = pos(7, &["d4", "e2"], &["d3"]);
        let last = Some(slot(&p, "d3"));
        let save = gamma(&p, slot(&p, "e3"), RED, last);
        for far in ["a7", "g7", "b6", "f6"] {
            let other = gamma(&p, slot(&p, far), RED, last);
            assert!(save > 10.0 * other, "save {save}, {far} {other}");
        }
    }

    #[test]
    fn the_shipped_table_parses_and_bad_lines_are_refused() {
        let shipped = parse_patterns(PATTERNS).unwrap();
        assert!(shipped.len() > 100);
        for (&code, &g) in &shipped {
            assert_eq!(table().get(code), Some(g));
        }
        assert_eq!(table().get(EMPTY_KEY - 1), None);
        assert!(parse_patterns("1a2b 0.5\n# comment\n\nff 2\n").is_ok());
        assert!(parse_patterns("xyz 1").is_err());
        assert!(parse_patterns("1a -1").is_err());
        assert!(parse_patterns("1a 1 2").is_err());
    }
}
