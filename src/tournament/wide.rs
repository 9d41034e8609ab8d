//! Wide unsigned integers for the weights of the Dutch system's matchings.
//!
//! An edge weight of the Dutch system packs every criterion of a pairing (completion, pairs per
//! bracket, score differences, colours, floats, the order of exchanges) into one number, each
//! criterion in a field of its own above the less important ones, so that comparing two sums
//! compares the criteria in order. Such a number needs hundreds of bits in a large tournament:
//! [`Wide`] is a fixed number of 64-bit limbs with exactly the operations the matching and the
//! weights use. Addition and subtraction wrap around at the width, like the machine's own
//! integers; the weights are built so that every final value is small enough to be exact.

use std::cmp::Ordering;
use std::fmt;

/// A value the weighted matching can work with: a totally ordered unsigned integer closed under
/// (wrapping) addition and subtraction and halving.
pub(crate) trait Weight: Copy + Ord + fmt::Debug {
    /// Zero, which the matching reads as "no edge".
    const ZERO: Self;
    /// The value of a small number.
    fn small(value: u64) -> Self;
    /// `self + other`, wrapping around at the width.
    #[must_use]
    fn plus(self, other: Self) -> Self;
    /// `self - other`, wrapping around at the width.
    #[must_use]
    fn minus(self, other: Self) -> Self;
    /// `self / 2`, rounded down.
    #[must_use]
    fn half(self) -> Self;
    /// Whether the lowest bit is set.
    fn is_odd(&self) -> bool;
    /// Whether this is zero.
    fn is_zero(&self) -> bool {
        *self == Self::ZERO
    }
}

impl Weight for u64 {
    const ZERO: Self = 0;
    fn small(value: u64) -> Self {
        value
    }
    fn plus(self, other: Self) -> Self {
        self.wrapping_add(other)
    }
    fn minus(self, other: Self) -> Self {
        self.wrapping_sub(other)
    }
    fn half(self) -> Self {
        self >> 1
    }
    fn is_odd(&self) -> bool {
        self & 1 == 1
    }
}

/// An unsigned integer of `64 × N` bits, limbs stored least significant first.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Wide<const N: usize>([u64; N]);

impl<const N: usize> Wide<N> {
    /// How many bits a value of this type holds.
    pub(crate) const BITS: u32 = 64 * N as u32;

    /// `2^bit`, or zero if `bit` is past the width.
    pub(crate) fn power_of_two(bit: u32) -> Self {
        let mut limbs = [0; N];
        if bit < Self::BITS {
            limbs[(bit / 64) as usize] = 1 << (bit % 64);
        }
        Wide(limbs)
    }

    /// `2^bit - 1`: the lowest `bit` bits set.
    pub(crate) fn low_ones(bit: u32) -> Self {
        Self::power_of_two(bit).minus(Self::small(1))
    }

    /// Adds `2^bit` (wrapping).
    pub(crate) fn add_bit(&mut self, bit: u32) {
        *self = self.plus(Self::power_of_two(bit));
    }

    /// Adds `value · 2^offset` (wrapping).
    pub(crate) fn add_shifted(&mut self, value: u64, offset: u32) {
        for bit in 0..64 {
            if (value >> bit) & 1 == 1 {
                self.add_bit(offset + bit);
            }
        }
    }

    /// Subtracts `2^bit` (wrapping).
    pub(crate) fn sub_bit(&mut self, bit: u32) {
        *self = self.minus(Self::power_of_two(bit));
    }
}

impl<const N: usize> Weight for Wide<N> {
    const ZERO: Self = Wide([0; N]);

    fn small(value: u64) -> Self {
        let mut limbs = [0; N];
        limbs[0] = value;
        Wide(limbs)
    }

    fn plus(self, other: Self) -> Self {
        let mut out = [0; N];
        let mut carry = false;
        for (i, limb) in out.iter_mut().enumerate() {
            let (sum, c1) = self.0[i].overflowing_add(other.0[i]);
            let (sum, c2) = sum.overflowing_add(u64::from(carry));
            *limb = sum;
            carry = c1 || c2;
        }
        Wide(out)
    }

    fn minus(self, other: Self) -> Self {
        let mut out = [0; N];
        let mut borrow = false;
        for (i, limb) in out.iter_mut().enumerate() {
            let (difference, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (difference, b2) = difference.overflowing_sub(u64::from(borrow));
            *limb = difference;
            borrow = b1 || b2;
        }
        Wide(out)
    }

    fn half(self) -> Self {
        let mut out = [0; N];
        for (i, limb) in out.iter_mut().enumerate() {
            let above = self.0.get(i + 1).map_or(0, |next| next << 63);
            *limb = (self.0[i] >> 1) | above;
        }
        Wide(out)
    }

    fn is_odd(&self) -> bool {
        self.0[0] & 1 == 1
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0.iter().rev().cmp(other.0.iter().rev())
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x")?;
        let mut started = false;
        for limb in self.0.iter().rev() {
            if started {
                write!(f, "{limb:016x}")?;
            } else if *limb != 0 || std::ptr::eq(limb, &self.0[0]) {
                write!(f, "{limb:x}")?;
                started = true;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type W = Wide<2>;

    fn of(value: u128) -> W {
        Wide([value as u64, (value >> 64) as u64])
    }

    #[test]
    fn arithmetic_agrees_with_u128() {
        let values = [
            0u128,
            1,
            2,
            3,
            u64::MAX as u128,
            1 << 64,
            (1 << 64) + 5,
            u128::MAX / 3,
        ];
        for &a in &values {
            for &b in &values {
                assert_eq!(of(a).plus(of(b)), of(a.wrapping_add(b)), "{a} + {b}");
                assert_eq!(of(a).minus(of(b)), of(a.wrapping_sub(b)), "{a} - {b}");
                assert_eq!(of(a).cmp(&of(b)), a.cmp(&b), "{a} <=> {b}");
            }
            assert_eq!(of(a).half(), of(a / 2));
        }
    }

    #[test]
    fn bits_land_where_asked() {
        assert_eq!(W::power_of_two(70), of(1 << 70));
        assert_eq!(W::power_of_two(128), W::ZERO);
        assert_eq!(W::low_ones(65), of((1 << 65) - 1));
        let mut w = W::ZERO;
        w.add_bit(3);
        w.add_bit(3);
        w.sub_bit(0);
        assert_eq!(w, of(15));
    }
}
