//! The embedded font (DejaVu Sans Bold, `fonts/`), text measuring and anti-aliased text drawing
//! with ab_glyph straight into the picture's pixels.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use std::sync::LazyLock;
use tiny_skia::Pixmap;

pub(crate) const FONT_BYTES: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

static FONT: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    // The bytes are compiled in and checked by a test; a failure here is a broken build.
    FontRef::try_from_slice(FONT_BYTES).expect("the embedded DejaVu Sans Bold font parses")
});

fn font() -> &'static FontRef<'static> {
    &FONT
}

/// The size of `text` at `px` pixels: its advance width (with kerning) and its reference height,
/// the height of an `x` if it has lower-case letters, else of a `0` (a capital's height). Text is
/// centred on that box, so letters and figures of one row share a baseline.
pub(crate) fn measure(text: &str, px: f32) -> (f32, f32) {
    let scaled = font().as_scaled(PxScale::from(px));
    let mut width = 0.0;
    let mut previous = None;
    for ch in text.chars() {
        let id = scaled.glyph_id(ch);
        if let Some(p) = previous {
            width += scaled.kern(p, id);
        }
        width += scaled.h_advance(id);
        previous = Some(id);
    }
    let probe = if text.chars().any(char::is_lowercase) {
        'x'
    } else {
        '0'
    };
    let top = font()
        .outline(font().glyph_id(probe))
        // ab_glyph keeps the glyph's top (font units, y up) in `min.y`; take the larger to be safe.
        .map_or(0.0, |outline| {
            outline.bounds.min.y.max(outline.bounds.max.y)
        });
    (width, top * scaled.v_scale_factor())
}

/// Draws `text` at `px` pixels, its reference box (see [`measure`]) centred on `(cx, cy)`, in the
/// opaque colour `rgb`, blending by coverage into an opaque pixmap.
pub(crate) fn draw(pixmap: &mut Pixmap, text: &str, px: f32, (cx, cy): (f32, f32), rgb: [u8; 3]) {
    let (width, height) = measure(text, px);
    let scale = PxScale::from(px);
    let scaled = font().as_scaled(scale);
    let (w, h) = (pixmap.width() as i32, pixmap.height() as i32);
    let data = pixmap.data_mut();
    let baseline = cy + height / 2.0;
    let mut x = cx - width / 2.0;
    let mut previous = None;
    for ch in text.chars() {
        let id = scaled.glyph_id(ch);
        if let Some(p) = previous {
            x += scaled.kern(p, id);
        }
        previous = Some(id);
        let glyph = id.with_scale_and_position(scale, point(x, baseline));
        x += scaled.h_advance(id);
        let Some(outlined) = font().outline_glyph(glyph) else {
            continue;
        };
        let bounds = outlined.px_bounds();
        let (left, top) = (bounds.min.x as i32, bounds.min.y as i32);
        outlined.draw(|gx, gy, coverage| {
            let (px, py) = (left + gx as i32, top + gy as i32);
            if coverage <= 0.0 || px < 0 || py < 0 || px >= w || py >= h {
                return;
            }
            let at = (py * w + px) as usize * 4;
            let c = coverage.min(1.0);
            for (k, &channel) in rgb.iter().enumerate() {
                let dst = f32::from(data[at + k]);
                data[at + k] = (dst + (f32::from(channel) - dst) * c).round() as u8;
            }
        });
    }
}
