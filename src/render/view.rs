//! What the picture shows: a plain snapshot of a board, built from a game or by hand.

use crate::hex::{BoardSize, Cell, Color, EndReason, Game, Move, SwapRule, Variant};

pub use crate::orientation::Orientation;

/// What the highlighted chain means, so that a loss never looks like a win.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ChainKind {
    /// The chain that won (Hex): drawn in gold.
    #[default]
    Win,
    /// The chain that lost (Rex: its player joined their own two sides): drawn struck out, dark
    /// hatched cells and a black path with a cross on every stone, never gold.
    Loss,
}

/// Everything the renderer draws, and nothing else: the stones, the marks and the overlays.
///
/// Build it with [`BoardView::from_game`] (or [`BoardView::new`] for an empty board) and adjust it
/// with the `with_*` setters, which take and return the view. Setters given a cell off the board
/// ignore it, so a view is always drawable.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    size: BoardSize,
    stones: Vec<Option<Color>>,
    last_move: Option<Cell>,
    swapped: Option<Cell>,
    swap_origin: Option<Cell>,
    chain: Vec<Cell>,
    chain_kind: ChainKind,
    orientation: Orientation,
    heat: Vec<f32>,
    labels: Vec<Option<String>>,
    suggestion: Option<(Cell, Color)>,
}

impl BoardView {
    /// An empty board of the given size, in the normal orientation, with no marks.
    pub fn new(size: BoardSize) -> Self {
        Self {
            size,
            stones: vec![None; size.cells()],
            last_move: None,
            swapped: None,
            swap_origin: None,
            chain: Vec::new(),
            chain_kind: ChainKind::Win,
            orientation: Orientation::Normal,
            heat: Vec::new(),
            labels: Vec::new(),
            suggestion: None,
        }
    }

    /// The position of `game` as players should see it: its stones, the last stone marked, the
    /// swapped stone marked on the turn of the swap (for a mirror swap also where Red's stone
    /// stood), and, once a chain has decided the game, that chain: in Hex the winner's, drawn as a
    /// win; in Rex the loser's, drawn as a loss ([`ChainKind::Loss`]).
    pub fn from_game(game: &Game) -> Self {
        let size = game.size();
        let mut view = Self::new(size);
        for (cell, color) in game.board().stones() {
            view.stones[cell.index(size)] = Some(color);
        }
        view.last_move = game.last_stone();
        if let (Some(Move::Swap), Some(Move::Place(first))) =
            (game.moves().last(), game.moves().first())
        {
            match game.settings().swap {
                SwapRule::Mirror => {
                    view.swapped = Some(first.transposed());
                    view.swap_origin = (first.transposed() != *first).then_some(*first);
                }
                SwapRule::Seat => view.swapped = Some(*first),
                SwapRule::Off => {}
            }
        }
        if let Some(outcome) = game.outcome().filter(|o| o.reason == EndReason::Connection) {
            view.chain = outcome.chain.clone();
            view.chain_kind = match game.settings().variant {
                Variant::Hex => ChainKind::Win,
                Variant::Rex => ChainKind::Loss,
            };
        }
        view
    }

    /// Puts a stone on `cell` (or clears it with `None`).
    pub fn with_stone(mut self, cell: Cell, color: Option<Color>) -> Self {
        if self.size.contains(cell) {
            self.stones[cell.index(self.size)] = color;
        }
        self
    }

    /// Marks `cell` as the last move (or no cell).
    pub fn with_last_move(mut self, cell: Option<Cell>) -> Self {
        self.last_move = cell.filter(|&c| self.size.contains(c));
        self
    }

    /// Marks `cell` as the stone a swap just produced, and `origin` as where the swapped stone
    /// stood before (a mirror swap moves it; `None` when it stayed).
    pub fn with_swap(mut self, cell: Option<Cell>, origin: Option<Cell>) -> Self {
        self.swapped = cell.filter(|&c| self.size.contains(c));
        self.swap_origin = origin.filter(|&c| self.size.contains(c));
        self
    }

    /// Highlights `chain`, drawn as a path through the cells in the given order: in gold as a win
    /// unless [`BoardView::with_chain_kind`] says it lost.
    pub fn with_chain(mut self, chain: Vec<Cell>) -> Self {
        self.chain = chain
            .into_iter()
            .filter(|&c| self.size.contains(c))
            .collect();
        self
    }

    /// Whether the highlighted chain won or lost.
    pub fn with_chain_kind(mut self, kind: ChainKind) -> Self {
        self.chain_kind = kind;
        self
    }

    /// Turns the picture: normal (wide) or rotated 90° (tall, for phones).
    pub fn with_orientation(mut self, orientation: Orientation) -> Self {
        self.orientation = orientation;
        self
    }

    /// A heat map over the cells: one value per cell in [`Cell::index`] order, 0 (no tint) to 1
    /// (strongest tint). Values are clamped to 0..=1 (NaN counts as 0); missing values count as 0
    /// and extra ones are ignored. An empty slice removes the heat map.
    pub fn with_heat(mut self, heat: &[f32]) -> Self {
        self.heat = if heat.is_empty() {
            Vec::new()
        } else {
            (0..self.size.cells())
                .map(|i| {
                    heat.get(i)
                        .copied()
                        .filter(|v| v.is_finite())
                        .unwrap_or(0.0)
                        .clamp(0.0, 1.0)
                })
                .collect()
        };
        self
    }

    /// A short text drawn on `cell` (a rank, a percentage…); long texts are shrunk to fit the cell.
    /// An empty text removes the label.
    pub fn with_label(mut self, cell: Cell, text: impl Into<String>) -> Self {
        if self.size.contains(cell) {
            if self.labels.is_empty() {
                self.labels = vec![None; self.size.cells()];
            }
            let text = text.into();
            self.labels[cell.index(self.size)] = (!text.trim().is_empty()).then_some(text);
        }
        self
    }

    /// Several labels at once, as [`BoardView::with_label`].
    pub fn with_labels<S: Into<String>>(self, labels: impl IntoIterator<Item = (Cell, S)>) -> Self {
        labels
            .into_iter()
            .fold(self, |view, (cell, text)| view.with_label(cell, text))
    }

    /// Marks `cell` as the move the computer suggests for `color`: a pale ghost stone of that
    /// colour with a dashed rim (a review's better move). `None`, or a cell off the board, removes
    /// the mark.
    pub fn with_suggestion(mut self, suggestion: Option<(Cell, Color)>) -> Self {
        self.suggestion = suggestion.filter(|&(c, _)| self.size.contains(c));
        self
    }

    /// The suggested move and its colour, if marked.
    pub fn suggestion(&self) -> Option<(Cell, Color)> {
        self.suggestion
    }

    /// The board's size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The stone on `cell`, if any (`None` also for a cell off the board).
    pub fn stone(&self, cell: Cell) -> Option<Color> {
        self.stones.get(self.index(cell)?).copied().flatten()
    }

    /// The cell of the last stone placed, marked in the picture, if any.
    pub fn last_move(&self) -> Option<Cell> {
        self.last_move
    }

    /// The stone a swap produced on this turn, if the last move was a swap.
    pub fn swapped(&self) -> Option<Cell> {
        self.swapped
    }

    /// Where the swapped stone stood before a mirror swap moved it.
    pub fn swap_origin(&self) -> Option<Cell> {
        self.swap_origin
    }

    /// The highlighted chain, in order (empty when none).
    pub fn chain(&self) -> &[Cell] {
        &self.chain
    }

    /// Whether the highlighted chain won or lost.
    pub fn chain_kind(&self) -> ChainKind {
        self.chain_kind
    }

    /// How the board is turned in the picture.
    pub fn orientation(&self) -> Orientation {
        self.orientation
    }

    /// The heat value of `cell`, if a heat map is set.
    pub fn heat(&self, cell: Cell) -> Option<f32> {
        self.heat.get(self.index(cell)?).copied()
    }

    /// The label on `cell`, if any.
    pub fn label(&self, cell: Cell) -> Option<&str> {
        self.labels.get(self.index(cell)?)?.as_deref()
    }

    fn index(&self, cell: Cell) -> Option<usize> {
        self.size.contains(cell).then(|| cell.index(self.size))
    }
}
