//! The board picture: a pure function from a [`BoardView`] (stones, last move, swap mark, winning
//! chain, optional heat map, cell labels and a suggested move, orientation) to PNG bytes (and to
//! SVG for pages in a browser, [`render_svg`], with the same geometry and palette), and the
//! layout geometry behind it as pure functions ([`Layout`]), so tests can sample pixels at known
//! places. The other pictures are pure functions too: the replay of a game as an animated GIF
//! ([`render_replay`]), a review's graph ([`review_graph_png`]) and a rating history
//! ([`rating_plot_png`]), drawn with plotters, and a tournament's crosstable and bracket
//! ([`crosstable_png`], [`bracket_png`]).
//!
//! The picture follows HexGui: `a1` top-left, rows shifting right as they go down, red bands along
//! the first and last rows, blue bands along the first and last columns, coordinates on all four
//! sides; [`Orientation::Rotated`] turns it 90° for tall phone screens, text still upright. The
//! winning chain is a gold path through its stones; a chain that lost (Rex) is struck out instead:
//! dark hatched cells, a black path and a cross on each of its stones, never gold. The last stone
//! carries a white ring, and a stone produced by a swap carries two arrows (with a dashed ghost
//! where a mirror swap took Red's stone from).
//!
//! Crates: **tiny-skia** draws the shapes (anti-aliased fills and strokes, fast, pure Rust);
//! **ab_glyph** rasterises the text (maintained, unlike rusttype, RUSTSEC-2021-0140) from DejaVu
//! Sans Bold, embedded from `fonts/` with its licence beside it; **image**'s PNG encoder writes the
//! file, tuned for this mostly flat-colour picture (deflate level 2, no row filter); the replay
//! (`gif.rs`) is an animated GIF with a palette and frame differences of our own, written by the
//! **gif** crate. imageproc was set aside because it fills polygons without anti-aliasing. This
//! room imports only `hex` and `orientation` (how a picture is turned, a name it shares with the
//! store).
//!
//! ```
//! use hexbot::hex::{BoardSize, Game, Settings};
//! use hexbot::render::{BoardView, Layout, Orientation, render_png};
//! let mut game = Game::new(Settings::hex(BoardSize::new(11).unwrap()));
//! game.play(game.parse_move("f6").unwrap()).unwrap();
//! let view = BoardView::from_game(&game).with_orientation(Orientation::Rotated);
//! let png = render_png(&view);
//! assert!(png.starts_with(b"\x89PNG"));
//! let layout = Layout::new(view.size(), view.orientation());
//! assert!(layout.height() > layout.width());
//! ```

mod draw;
mod gif;
mod layout;
mod plot;
mod svg;
mod tables;
mod text;
mod theme;
mod view;

pub use draw::{render_png, render_rgb};
pub use gif::{LAST_FRAME_CS, frame_delay_cs, render_gif, render_replay, replay_views};
pub use layout::{Edge, Layout};
pub use plot::{
    RATING_PLOT_SIZE, REVIEW_GRAPH_SIZE, RatingPlot, RatingSeries, ReviewGraph, rating_plot_png,
    review_graph_png,
};
pub use svg::render_svg;
pub use tables::{Bracket, BracketMatch, Crosstable, MAX_ROWS, bracket_png, crosstable_png};
pub use view::{BoardView, ChainKind, Orientation};
