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
//! A separate table for the answers to the last move ([`Answers`], as MoHex has one): what the
//! player to move sees around the opponent's last stone, and which of its twelve pattern cells
//! the move is; such a cell weighs its own pattern's gamma times its answer's
//! ([`SearchConfig::answer_patterns`](super::SearchConfig::answer_patterns)).
//!
//! The table ships as `patterns.txt` beside this file, one `CODE GAMMA` line per pattern (hex
//! code, weight; the answer patterns' codes carry their own marks); `hexbot-lab bench patterns`
//! rebuilds it from games ([`super::pattern_fit`]) and says how well it predicts held-out moves.
//! Patterns missing from the table weigh 1, the table's typical weight.

use super::board::{BLUE, EMPTY, Pos, RED};
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
pub(super) const SMALL: u32 = 1 << 26;

/// The pattern codes (each canonical under the half-turn), large and small, of `color` playing
/// the empty `slot` of `pos`, the previous stone being on `last`.
pub(crate) fn codes(pos: &Pos, slot: usize, color: u8, last: Option<usize>) -> (u32, u32) {
    let mut shape = 0u32;
    for (i, &at) in ring(pos, slot, color).iter().enumerate() {
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

/// The slots of the twelve pattern cells around `slot` ([`SHAPE`]), read for `color` to move;
/// a cell beyond the board is a slot of the padding ring, which holds the side beyond it.
fn ring(pos: &Pos, slot: usize, color: u8) -> [usize; 12] {
    let n = pos.size() as isize;
    let stride = n + 2;
    let (c, r) = ((slot as isize) % stride - 1, (slot as isize) / stride - 1);
    // Away from the first and last lines every cell read is on the padded board.
    let inside = c >= 1 && r >= 1 && c + 1 < n && r + 1 < n;
    let mut out = [0; 12];
    for (o, &(dc, dr)) in out.iter_mut().zip(&SHAPE) {
        // Blue reads the board mirrored, so its sides lie where Red's do.
        let (dc, dr) = if color == RED { (dc, dr) } else { (dr, dc) };
        *o = if inside {
            slot.wrapping_add_signed(dr * stride + dc)
        } else {
            // Beyond the padding ring is more of the same side.
            pos.slot_raw((c + dc).clamp(-1, n), (r + dr).clamp(-1, n))
        };
    }
    out
}

/// Marks the codes of the large answer patterns ([`Answers`]).
const ANSWER: u32 = 1 << 28;
/// Marks the codes of the small answer patterns (the last stone's six neighbours only), the
/// fallback for the large ones the table does not know.
const ANSWER_SMALL: u32 = 1 << 29;

/// The answer patterns of one position, a separate table for the answers to the last move (as
/// MoHex has): what the player to move sees around the opponent's last stone (its twelve pattern
/// cells, read as in [`codes`]) and which of those cells the move is. A cell among them weighs
/// its pattern's gamma times its answer's; every other cell just its pattern's.
pub(crate) struct Answers {
    ring: [usize; 12],
    shape: u32,
}

impl Answers {
    /// The answer patterns of `color` to move after the stone on `last` (none without one).
    pub(crate) fn new(pos: &Pos, color: u8, last: Option<usize>) -> Option<Self> {
        let ring = ring(pos, last?, color);
        let mut shape = 0u32;
        for (i, &at) in ring.iter().enumerate() {
            shape |= state(pos.cells[at], color) << (2 * i);
        }
        Some(Self { ring, shape })
    }

    /// The answer codes (large, small; each canonical under the half-turn about the last stone)
    /// of playing the empty `slot`, if it is one of the last stone's twelve pattern cells.
    pub(crate) fn codes(&self, slot: usize) -> Option<(u32, u32)> {
        let k = self.ring.iter().position(|&s| s == slot)? as u32;
        let turned = half_turn(self.shape & 0xFFF) | (half_turn(self.shape >> 12) << 12);
        Some((
            (self.shape | k << 24).min(turned | turned_ring_index(k) << 24) | ANSWER,
            small_answer(self.shape & 0xFFF, k),
        ))
    }

    /// The shipped table's answer weight of `slot`: its large answer pattern's, or its small
    /// one's, or 1 (also for a cell away from the last stone).
    pub(crate) fn gamma(&self, slot: usize) -> f32 {
        self.codes(slot).map_or(1.0, |(large, small)| {
            let t = table();
            t.get(large).or_else(|| t.get(small)).unwrap_or(1.0)
        })
    }
}

/// Where the half-turn takes cell `k` of the ring ([`SHAPE`]): cell i of each half to i + 3.
fn turned_ring_index(k: u32) -> u32 {
    k / 6 * 6 + (k % 6 + 3) % 6
}

/// The small answer code (canonical under the half-turn) of answering at ring cell `k` a stone
/// whose six neighbours read `near` to the player to move.
fn small_answer(near: u32, k: u32) -> u32 {
    (near | k << 24).min(half_turn(near) | turned_ring_index(k) << 24) | ANSWER_SMALL
}

/// Whether `code` is an answer pattern's ([`Answers`]) rather than a cell's own pattern's.
pub(crate) fn is_answer(code: u32) -> bool {
    code & (ANSWER | ANSWER_SMALL) != 0
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

/// The six neighbours of a cell as `color` to move reads them (the small half of a pattern,
/// before the half-turn), from their absolute code `around`.
fn relative(around: u16, color: u8) -> u32 {
    let mut shape = 0u32;
    for i in 0..6 {
        // Blue reads the board mirrored: its i-th neighbour is the absolute (5 − i)-th.
        let from = if color == RED { i } else { 5 - i };
        shape |= state(((around >> (2 * from)) & 3) as u8, color) << (2 * i);
    }
    shape
}

/// The small pattern code (as [`codes`] gives it) of the absolute neighbourhood `around` for
/// `color` to move, `near` being the relation to the last move.
fn small_code(around: u16, color: u8, near: u32) -> u32 {
    let shape = relative(around, color);
    shape.min(half_turn(shape)) | near << 24 | SMALL
}

/// The small answer patterns' weights ([`Answers`]) in the form the playouts read them: for the
/// colour to move (0 Red, 1 Blue), the absolute code of the last stone's six neighbours (as in
/// [`PlayoutWeights`]) and the answering cell's absolute place around it (0–5 the neighbours in
/// the order of [`Pos::around`], 6–11 the cells a bridge away in the order of
/// [`super::board::BRIDGE_STEPS`]), an integer multiplier of at least 1 in units of
/// [`PLAYOUT_SCALE`] (the answer's gamma times it, rounded).
pub(crate) struct PlayoutAnswers {
    weights: Vec<u32>,
}

impl PlayoutAnswers {
    /// The twelve multipliers of colour index `who` answering a stone whose neighbourhood is
    /// `around`, by the answering cell's absolute place.
    #[inline]
    pub(crate) fn row(&self, who: usize, around: u16) -> &[u32] {
        let at = (who << 12 | usize::from(around)) * 12;
        &self.weights[at..at + 12]
    }
}

/// The place in `color`'s ring of pattern cells ([`SHAPE`]) of the absolute place `j` (see
/// [`PlayoutAnswers`]): the same for Red; Blue reads the board mirrored, which reverses the
/// neighbours and takes bridge partner i to partner 4 − i (mod 6).
fn ring_index(j: usize, color: u8) -> u32 {
    let k = match (color, j) {
        (RED, _) => j,
        (_, 0..6) => 5 - j,
        _ => 6 + (16 - j) % 6,
    };
    k as u32
}

/// The shipped table's small answer patterns, for the playouts.
pub(crate) fn playout_answers() -> &'static PlayoutAnswers {
    static WEIGHTS: OnceLock<PlayoutAnswers> = OnceLock::new();
    WEIGHTS.get_or_init(|| {
        let t = table();
        let mut weights = Vec::with_capacity((2 * 12) << 12);
        for color in [RED, BLUE] {
            for around in 0..1u16 << 12 {
                let near = relative(around, color);
                for j in 0..12 {
                    let code = small_answer(near, ring_index(j, color));
                    let gamma = t.get(code).unwrap_or(1.0);
                    weights.push((gamma * PLAYOUT_SCALE).round().max(1.0) as u32);
                }
            }
        }
        PlayoutAnswers { weights }
    })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::board::board;
    use crate::hex::{Game, Move};

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
    fn answer_codes_turn_with_the_board_and_blue_reads_them_mirrored() {
        // Blue's last stone on d4 of a 7×7 board, a red stone above it; the answer e3 there is
        // c5 once the board turns half-way round, and c5 for Blue on the mirrored board.
        let a = pos(7, &["d3"], &["d4"]);
        let turned = pos(7, &["d5"], &["d4"]);
        let mirrored = Pos::from_board(&board(7, &["d4"], &["c4"]));
        let answers = |p: &Pos, color| Answers::new(p, color, Some(slot(p, "d4"))).unwrap();
        let e3 = answers(&a, RED).codes(slot(&a, "e3")).unwrap();
        assert_eq!(answers(&turned, RED).codes(slot(&turned, "c5")), Some(e3));
        assert_eq!(
            answers(&mirrored, BLUE).codes(slot(&mirrored, "c5")),
            Some(e3)
        );
        // Every one of the twelve cells around the stone has its own code here, and a cell
        // farther away has none.
        let mut seen = Vec::new();
        for c in [
            "c4", "e4", "d5", "e3", "c5", "e2", "c3", "f3", "b5", "e5", "c6",
        ] {
            let code = answers(&a, RED).codes(slot(&a, c)).unwrap();
            assert!(is_answer(code.0) && is_answer(code.1), "{c}");
            assert!(!seen.contains(&code), "{c}");
            seen.push(code);
        }
        assert_eq!(answers(&a, RED).codes(slot(&a, "a1")), None);
        assert_eq!(answers(&a, RED).gamma(slot(&a, "a1")), 1.0);
        assert!(Answers::new(&a, RED, None).is_none());
        // The cells' own patterns are never answer patterns.
        let (large, small) = codes(&a, slot(&a, "e3"), RED, Some(slot(&a, "d4")));
        assert!(!is_answer(large) && !is_answer(small));
    }

    #[test]
    fn the_search_multiplies_in_the_answer_weights_where_asked() {
        use crate::ai::SearchConfig;
        use crate::ai::mcts::Search;
        let mut g = Game::new(crate::hex::Settings::hex(
            crate::hex::BoardSize::new(9).unwrap(),
        ));
        for m in ["e5", "d6", "c7", "f3"] {
            g.play(g.parse_move(m).unwrap()).unwrap();
        }
        let mut config = SearchConfig::default().with_playouts(400);
        config.answer_patterns = true;
        // The progressive bias, not MoHex's normalised prior (Hard's default).
        config.normalised_priors = false;
        let search = Search::new(&g, &config, 1);
        let pos = search.root.clone();
        let last = g.last_stone().map(|c| pos.slot(c));
        let answers = Answers::new(&pos, RED, last).unwrap();
        let kids: Vec<_> = search.children(0).map(|c| search.nodes[c]).collect();
        let weight = |s: usize| gamma(&pos, s, RED, last) * answers.gamma(s);
        let top = kids
            .iter()
            .map(|k| weight(usize::from(k.slot)))
            .fold(0.0, f32::max);
        for kid in &kids {
            let w = weight(usize::from(kid.slot)) / top;
            assert!((kid.bias - config.pattern_bias * w * w).abs() < 1e-4);
        }
        // Some cell next to the last stone weighs differently without the answers.
        config.answer_patterns = false;
        let plain = Search::new(&g, &config, 1);
        assert!(
            plain
                .children(0)
                .any(|c| (plain.nodes[c].bias - kids[c - 1].bias).abs() > 1e-3)
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
