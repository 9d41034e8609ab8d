//! The web companion (issue 36, being built): pages in a browser beside Discord. So far its
//! pure parts: the personal links' tokens ([`token`]). The board's SVG is drawn by the renderer
//! (`crate::render::render_svg`), from the same geometry and palette as the pictures.

pub mod token;
