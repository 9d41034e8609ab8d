//! How near two positions are, for the rule that the engine never analyses a position of a
//! running game — nor the same position rotated 180°, mirrored with colours exchanged, or
//! differing by a stone or two.
//!
//! A [`Position`] is a fingerprint: the board's size, one bitset of Red's stones and one of
//! Blue's (six 64-bit words each, for up to 19×19 = 361 cells, row by row) and the side to move.
//! Hex has four forms of one position that play alike ([`Form`]): itself; rotated 180° (each
//! colour keeps its sides); reflected in the long diagonal `a1`–`s19` with the colours exchanged
//! (the reflection turns Red's sides into Blue's, so the stones change colour with them); and
//! both.
//!
//! **How near counts**: the number of cells whose content differs (a stone added, a stone
//! removed, or a stone of the other colour — each one difference), in the closest of the four
//! forms; near means at most [`NEAR_STONES`] (2) differences. The side to move is not compared (a
//! stone more or fewer changes it anyway). Boards of different sizes are never near.
//!
//! **Cost**: the asked position's four forms are made once ([`Position::forms`], a pass over its
//! stones); each comparison is then, per form, six words of `(r1 ^ r2) | (b1 ^ b2)` and a
//! population count — about 30 word operations, 120 for the four forms — so checking one position
//! against 1,000 running games is some 120,000 word operations: well under a millisecond.

use crate::hex::{BoardSize, Cell, Color, Game};

/// How many 64-bit words hold one colour's stones on the largest board.
const WORDS: usize = 6;

/// Positions differing in at most this many cells are near ([`is_near`]'s usual bound).
pub const NEAR_STONES: u32 = 2;

/// A position's fingerprint: size, stones of each colour as bitsets, side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    size: BoardSize,
    red: [u64; WORDS],
    blue: [u64; WORDS],
    to_move: Color,
}

/// Which of the four equivalent forms of a position matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// The position as it is.
    Same,
    /// Rotated 180°.
    Rotated,
    /// Reflected in the long diagonal, colours exchanged.
    Mirrored,
    /// Rotated 180° and reflected, colours exchanged.
    RotatedMirrored,
}

/// How near two positions are: the closest form and how many cells differ in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Likeness {
    /// The form in which they are closest (the first in [`Form`]'s order on a tie).
    pub form: Form,
    /// How many cells differ in that form.
    pub differences: u32,
}

impl Position {
    /// The fingerprint of `game`'s current position.
    pub fn of(game: &Game) -> Self {
        let mut p = Self::empty(game.size(), game.to_move());
        for (cell, color) in game.board().stones() {
            p.set(cell, color);
        }
        p
    }

    /// An empty board of `size` with `to_move` to play.
    pub fn empty(size: BoardSize, to_move: Color) -> Self {
        Self {
            size,
            red: [0; WORDS],
            blue: [0; WORDS],
            to_move,
        }
    }

    /// Puts a stone of `color` on `cell` (which must lie on the board; a cell off it is ignored).
    pub fn set(&mut self, cell: Cell, color: Color) {
        if !self.size.contains(cell) {
            return;
        }
        let i = cell.index(self.size);
        let bits = match color {
            Color::Red => &mut self.red,
            Color::Blue => &mut self.blue,
        };
        bits[i / 64] |= 1 << (i % 64);
    }

    /// The board's size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The stone on `cell`, if any.
    pub fn get(&self, cell: Cell) -> Option<Color> {
        if !self.size.contains(cell) {
            return None;
        }
        let i = cell.index(self.size);
        let has = |bits: &[u64; WORDS]| bits[i / 64] >> (i % 64) & 1 == 1;
        if has(&self.red) {
            Some(Color::Red)
        } else if has(&self.blue) {
            Some(Color::Blue)
        } else {
            None
        }
    }

    /// The position in `form`.
    pub fn transformed(&self, form: Form) -> Self {
        let n = self.size.get() - 1;
        let (rotate, mirror) = match form {
            Form::Same => return *self,
            Form::Rotated => (true, false),
            Form::Mirrored => (false, true),
            Form::RotatedMirrored => (true, true),
        };
        let swap = |c: Color| if mirror { c.opponent() } else { c };
        let mut out = Self::empty(self.size, swap(self.to_move));
        for (bits, color) in [(&self.red, Color::Red), (&self.blue, Color::Blue)] {
            for (w, &word) in bits.iter().enumerate() {
                let mut word = word;
                while word != 0 {
                    let i = w * 64 + word.trailing_zeros() as usize;
                    word &= word - 1;
                    let mut cell = Cell::from_index(i, self.size);
                    if rotate {
                        cell = Cell::new(n - cell.col(), n - cell.row());
                    }
                    if mirror {
                        cell = cell.transposed();
                    }
                    out.set(cell, swap(color));
                }
            }
        }
        out
    }

    /// The four forms, in [`Form`]'s order: make them once for a position compared with many.
    pub fn forms(&self) -> [Self; 4] {
        [
            Form::Same,
            Form::Rotated,
            Form::Mirrored,
            Form::RotatedMirrored,
        ]
        .map(|f| self.transformed(f))
    }

    /// How many cells differ between `self` and `other` as they are.
    pub fn differences(&self, other: &Self) -> u32 {
        (0..WORDS)
            .map(|w| ((self.red[w] ^ other.red[w]) | (self.blue[w] ^ other.blue[w])).count_ones())
            .sum()
    }
}

const FORMS: [Form; 4] = [
    Form::Same,
    Form::Rotated,
    Form::Mirrored,
    Form::RotatedMirrored,
];

/// How near `b` is to `a` in the closest of `a`'s forms (given by [`Position::forms`]); none for
/// boards of different sizes.
pub fn nearness_to_forms(forms: &[Position; 4], b: &Position) -> Option<Likeness> {
    if forms[0].size != b.size {
        return None;
    }
    let mut best: Option<Likeness> = None;
    for (form, f) in FORMS.iter().zip(forms) {
        let differences = f.differences(b);
        if best.is_none_or(|l| differences < l.differences) {
            best = Some(Likeness {
                form: *form,
                differences,
            });
        }
    }
    best
}

/// How near two positions are: the form of `a` closest to `b` and how many cells differ; none
/// for boards of different sizes.
pub fn nearness(a: &Position, b: &Position) -> Option<Likeness> {
    nearness_to_forms(&a.forms(), b)
}

/// Whether `b` is `a` in one of its forms with at most `max_stones` cells differing.
pub fn is_near(a: &Position, b: &Position, max_stones: u32) -> bool {
    nearness(a, b).is_some_and(|l| l.differences <= max_stones)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(n: u32, red: &[&str], blue: &[&str]) -> Position {
        let mut p = Position::empty(BoardSize::new(n).unwrap(), Color::Red);
        for (cells, color) in [(red, Color::Red), (blue, Color::Blue)] {
            for c in cells {
                p.set(c.parse().unwrap(), color);
            }
        }
        p
    }

    #[test]
    fn each_form_is_found() {
        let a = position(11, &["c3", "f6", "k1"], &["d9", "a2"]);
        let rotated = position(11, &["i9", "f6", "a11"], &["h3", "k10"]);
        let mirrored = position(11, &["i4", "b1"], &["c3", "f6", "a11"]);
        let both = position(11, &["c8", "j11"], &["i9", "f6", "k1"]);
        for (b, form) in [
            (a, Form::Same),
            (rotated, Form::Rotated),
            (mirrored, Form::Mirrored),
            (both, Form::RotatedMirrored),
        ] {
            assert_eq!(
                nearness(&a, &b),
                Some(Likeness {
                    form,
                    differences: 0
                })
            );
        }
        assert_eq!(a.transformed(Form::Mirrored).to_move(), Color::Blue);
    }

    #[test]
    fn a_stone_added_removed_or_changed_counts_one() {
        let a = position(9, &["e5", "c3"], &["d4"]);
        let added = position(9, &["e5", "c3", "a1"], &["d4"]);
        let removed = position(9, &["e5"], &["d4"]);
        let changed = position(9, &["e5"], &["d4", "c3"]);
        let two = position(9, &["e5", "a1"], &["d4", "c3"]);
        let three = position(9, &["e5", "a1", "b1"], &["d4", "c3"]);
        for b in [added, removed, changed] {
            assert_eq!(nearness(&a, &b).unwrap().differences, 1);
        }
        assert!(is_near(&a, &two, NEAR_STONES));
        assert!(!is_near(&a, &three, NEAR_STONES));
        let rotated_and_one_more = position(9, &["e5", "g7", "a1"], &["f6"]);
        assert_eq!(
            nearness(&a, &rotated_and_one_more),
            Some(Likeness {
                form: Form::Rotated,
                differences: 1
            })
        );
    }

    #[test]
    fn other_sizes_are_never_near() {
        let a = position(9, &[], &[]);
        let b = position(11, &[], &[]);
        assert_eq!(nearness(&a, &b), None);
        assert!(!is_near(&a, &b, 100));
    }

    #[test]
    fn a_game_gives_its_fingerprint() {
        let mut game = Game::new(crate::hex::Settings::hex(BoardSize::new(19).unwrap()));
        game.play(crate::hex::Move::Place("s19".parse().unwrap()))
            .unwrap();
        let p = Position::of(&game);
        assert_eq!(p.get("s19".parse().unwrap()), Some(Color::Red));
        assert_eq!(p.to_move(), Color::Blue);
        assert_eq!(
            p.transformed(Form::Rotated).get("a1".parse().unwrap()),
            Some(Color::Red)
        );
    }
}
