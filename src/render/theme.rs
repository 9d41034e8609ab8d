//! The palette. Red is light and Blue is dark, so the stones differ in brightness as well as in
//! hue and stay apart in greyscale and for colour-blind players; gold is lighter than both.

/// An opaque sRGB colour.
pub(crate) type Rgb = [u8; 3];

pub(crate) const BACKGROUND: Rgb = [0xF6, 0xF3, 0xEC];
pub(crate) const CELL: Rgb = [0xEC, 0xE2, 0xCB];
pub(crate) const GRID: Rgb = [0x6E, 0x62, 0x52];
pub(crate) const TEXT: Rgb = [0x3A, 0x33, 0x2B];

pub(crate) const RED: Rgb = [0xE0, 0x45, 0x33];
pub(crate) const RED_RIM: Rgb = [0x8A, 0x1E, 0x14];
pub(crate) const BLUE: Rgb = [0x1D, 0x3F, 0x8C];
pub(crate) const BLUE_RIM: Rgb = [0x0B, 0x1C, 0x45];

/// The winning chain: the path through its stones, and its cells' tint.
pub(crate) const GOLD: Rgb = [0xFF, 0xC8, 0x1E];
pub(crate) const GOLD_EDGE: Rgb = [0x6B, 0x4A, 0x00];
pub(crate) const GOLD_CELL: Rgb = [0xF5, 0xD7, 0x6E];

/// The chain that lost (Rex), struck out: near-black ink for its path and the crosses on its
/// stones (edged in white so they show on both stone colours), its cells dark and hatched in dark
/// red. Nothing of it is gold, so a loss never reads as a win.
pub(crate) const LOSS_INK: Rgb = [0x14, 0x0E, 0x10];
pub(crate) const LOSS_CELL: Rgb = [0x2E, 0x25, 0x28];
pub(crate) const LOSS_HATCH: Rgb = [0x9E, 0x24, 0x1A];

/// The last-move ring and marks drawn on stones.
pub(crate) const MARK: Rgb = [0xFF, 0xFF, 0xFF];

/// Heat-map tint, laid over the cell colour with opacity growing with the value.
pub(crate) const HEAT: Rgb = [0x1E, 0x9E, 0x6A];
