//! The analysis board's tree of variations: a starting position and, below it, moves that branch.
//! Every node is a legal move in its position (the rules check each one as it is added), so any
//! node's position is a [`Game`] replayed from the start.

use crate::hex::{
    BoardSize, Cell, Color, Game, Move, PlayError, Settings, SetupError, SwapRule, Variant,
};

/// The most nodes a tree holds (the root included): a game of 19×19 is at most 362 moves, so this
/// leaves room for many variations while bounding what a shared record can make us keep.
pub const MAX_NODES: usize = 5_000;

/// Where a tree starts: the rules, the stones already on the board and the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Size, variant and swap rule (the swap is off once any stone is set up).
    pub settings: Settings,
    /// The stones on the board at the start, either colour.
    pub stones: Vec<(Cell, Color)>,
    /// Who moves first.
    pub to_move: Color,
}

impl Setup {
    /// An empty board with these settings, Red to move.
    pub fn new(settings: Settings) -> Self {
        Self {
            settings,
            stones: Vec::new(),
            to_move: Color::Red,
        }
    }

    /// An empty Hex board of `size` with the swap rule `swap`, Red to move.
    pub fn empty(size: BoardSize, swap: SwapRule) -> Self {
        Self::new(Settings {
            size,
            variant: Variant::Hex,
            swap,
        })
    }
}

/// A node of a tree; [`Tree::root`] is the starting position. An id stays valid until its node is
/// removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The id as a number (for buttons and links; the root is 0).
    pub fn get(self) -> u32 {
        self.0
    }

    /// The id with number `n` (whether the tree has it is [`Tree::contains`]).
    pub fn new(n: u32) -> Self {
        Self(n)
    }

    fn at(self) -> usize {
        self.0 as usize
    }
}

/// Why a tree refused a change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TreeError {
    /// The node is not in the tree (removed, or never there).
    #[error("there is no such node")]
    NoNode,
    /// The root can be neither removed nor promoted.
    #[error("the starting position cannot be removed or moved")]
    Root,
    /// A resignation is not a move of the board (a record's resignation is its result).
    #[error("a resignation is not a move on the board")]
    Resignation,
    /// The tree already holds [`MAX_NODES`] nodes.
    #[error("the board holds at most {MAX_NODES} positions")]
    Full,
    /// The rules refuse the move in its position (the game may be over).
    #[error(transparent)]
    Illegal(#[from] PlayError),
}

#[derive(Clone, Debug)]
struct Node {
    /// The move that leads here (none for the root).
    mv: Option<Move>,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
}

/// A tree of variations over one starting position. The first child of a node continues its main
/// line; the others are variations, in the order they were added (or promoted).
///
/// Two trees are equal when they start alike, hold the same moves in the same order and have the
/// same result, whatever their ids.
#[derive(Clone, Debug)]
pub struct Tree {
    /// The starting position (boxed: a board is a kilobyte, and trees travel by value).
    start: Box<Game>,
    /// Slots by id; a removed node's slot is empty until reused.
    nodes: Vec<Option<Node>>,
    free: Vec<NodeId>,
    live: usize,
    resigned: Option<Color>,
}

impl Tree {
    /// A tree holding only its starting position.
    ///
    /// # Errors
    /// [`SetupError`] when the setup is not a position to play on (see [`Game::from_setup`]).
    pub fn new(setup: &Setup) -> Result<Self, SetupError> {
        let start = Game::from_setup(setup.settings, &setup.stones, setup.to_move)?;
        Ok(Self {
            start: Box::new(start),
            nodes: vec![Some(Node {
                mv: None,
                parent: None,
                children: Vec::new(),
            })],
            free: Vec::new(),
            live: 1,
            resigned: None,
        })
    }

    /// A tree whose main line is `game`'s moves, from its setup; a resignation becomes the
    /// tree's result ([`Tree::resigned`]).
    pub fn from_game(game: &Game) -> Self {
        let setup = Setup {
            settings: game.settings(),
            stones: game.setup().to_vec(),
            to_move: game.first_to_move(),
        };
        let mut tree = Self::new(&setup).expect("a game's own setup is a position");
        let mut at = tree.root();
        for &mv in game.moves() {
            match mv {
                Move::Resign(color) => tree.resigned = Some(color),
                _ => match tree.add(at, mv) {
                    Ok(next) => at = next,
                    // A game longer than the tree's cap keeps its first part.
                    Err(_) => break,
                },
            }
        }
        tree
    }

    /// The starting position's setup (its stones row by row, the swap off if any).
    pub fn setup(&self) -> Setup {
        Setup {
            settings: self.start.settings(),
            stones: self.start.setup().to_vec(),
            to_move: self.start.first_to_move(),
        }
    }

    /// The rules: size, variant, swap rule.
    pub fn settings(&self) -> Settings {
        self.start.settings()
    }

    /// The colour that resigned at the end of the record's main line, if one did (metadata: a
    /// resignation is not a node).
    pub fn resigned(&self) -> Option<Color> {
        self.resigned
    }

    /// Records (or clears) the resignation that ended the main line.
    pub fn set_resigned(&mut self, color: Option<Color>) {
        self.resigned = color;
    }

    /// The starting position.
    pub fn root(&self) -> NodeId {
        NodeId(0)
    }

    /// How many nodes the tree holds, the root included.
    pub fn node_count(&self) -> usize {
        self.live
    }

    /// Whether `node` is in the tree.
    pub fn contains(&self, node: NodeId) -> bool {
        self.nodes.get(node.at()).is_some_and(Option::is_some)
    }

    fn node(&self, id: NodeId) -> Result<&Node, TreeError> {
        self.nodes
            .get(id.at())
            .and_then(Option::as_ref)
            .ok_or(TreeError::NoNode)
    }

    fn node_mut(&mut self, id: NodeId) -> Result<&mut Node, TreeError> {
        self.nodes
            .get_mut(id.at())
            .and_then(Option::as_mut)
            .ok_or(TreeError::NoNode)
    }

    /// The move that leads to `node` (none for the root or a node not in the tree).
    pub fn mv(&self, node: NodeId) -> Option<Move> {
        self.node(node).ok().and_then(|n| n.mv)
    }

    /// The node before `node` (none for the root or a node not in the tree).
    pub fn parent(&self, node: NodeId) -> Option<NodeId> {
        self.node(node).ok().and_then(|n| n.parent)
    }

    /// The nodes after `node`, the main line's first (empty for a node not in the tree).
    pub fn children(&self, node: NodeId) -> &[NodeId] {
        self.node(node).map_or(&[], |n| &n.children)
    }

    /// The nodes from the root's first move to `node`, in order (empty for the root).
    pub fn line_to(&self, node: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = Some(node);
        while let Some(id) = at {
            let Ok(n) = self.node(id) else { break };
            if n.mv.is_some() {
                line.push(id);
            }
            at = n.parent;
        }
        line.reverse();
        line
    }

    /// The moves from the start to `node`.
    pub fn path(&self, node: NodeId) -> Vec<Move> {
        self.line_to(node)
            .into_iter()
            .filter_map(|id| self.mv(id))
            .collect()
    }

    /// How many moves `node` lies from the start (0 for the root).
    pub fn depth(&self, node: NodeId) -> usize {
        self.line_to(node).len()
    }

    /// The position at `node`: the setup, then the moves of its path (the start for a node not
    /// in the tree).
    pub fn game_at(&self, node: NodeId) -> Game {
        let mut game = (*self.start).clone();
        for mv in self.path(node) {
            // Every node was legal when added and its path has not changed since.
            let _ = game.play(mv);
        }
        game
    }

    /// `from` and the nodes after it along the first children, to the end of its main line.
    pub fn main_line(&self, from: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = self.contains(from).then_some(from);
        while let Some(id) = at {
            line.push(id);
            at = self.children(id).first().copied();
        }
        line
    }

    /// Plays `mv` after `parent`: the existing child if that move is already there, else a new
    /// node, the last of `parent`'s children (the main line if it is the first).
    ///
    /// # Errors
    /// [`TreeError`]: no such parent, a resignation, an illegal move (or the game is over), or
    /// the tree is full.
    pub fn add(&mut self, parent: NodeId, mv: Move) -> Result<NodeId, TreeError> {
        let existing = self
            .node(parent)?
            .children
            .iter()
            .copied()
            .find(|&c| self.mv(c) == Some(mv));
        if let Some(child) = existing {
            return Ok(child);
        }
        if matches!(mv, Move::Resign(_)) {
            return Err(TreeError::Resignation);
        }
        self.game_at(parent).play(mv)?;
        if self.live >= MAX_NODES {
            return Err(TreeError::Full);
        }
        let node = Node {
            mv: Some(mv),
            parent: Some(parent),
            children: Vec::new(),
        };
        let id = match self.free.pop() {
            Some(id) => {
                self.nodes[id.at()] = Some(node);
                id
            }
            None => {
                self.nodes.push(Some(node));
                NodeId(self.nodes.len() as u32 - 1)
            }
        };
        self.live += 1;
        self.node_mut(parent)?.children.push(id);
        Ok(id)
    }

    /// Removes `node` and everything after it; returns its parent.
    ///
    /// # Errors
    /// [`TreeError::Root`] for the root, [`TreeError::NoNode`] for a node not in the tree.
    pub fn remove(&mut self, node: NodeId) -> Result<NodeId, TreeError> {
        let parent = self.node(node)?.parent.ok_or(TreeError::Root)?;
        self.node_mut(parent)?.children.retain(|&c| c != node);
        let mut stack = vec![node];
        while let Some(id) = stack.pop() {
            if let Some(n) = self.nodes[id.at()].take() {
                stack.extend(n.children);
                self.free.push(id);
                self.live -= 1;
            }
        }
        Ok(parent)
    }

    /// Makes `node` its parent's first child: its line becomes the main line from there.
    ///
    /// # Errors
    /// [`TreeError::Root`] for the root, [`TreeError::NoNode`] for a node not in the tree.
    pub fn promote(&mut self, node: NodeId) -> Result<(), TreeError> {
        let parent = self.node(node)?.parent.ok_or(TreeError::Root)?;
        let children = &mut self.node_mut(parent)?.children;
        if let Some(i) = children.iter().position(|&c| c == node) {
            children[..=i].rotate_right(1);
        }
        Ok(())
    }

    /// Every node in the order a record writes them: a node, then its children's subtrees in
    /// order, each with its depth.
    pub fn preorder(&self) -> Vec<(NodeId, usize)> {
        let mut out = Vec::with_capacity(self.live);
        let mut stack = vec![(self.root(), 0)];
        while let Some((id, depth)) = stack.pop() {
            out.push((id, depth));
            for &c in self.children(id).iter().rev() {
                stack.push((c, depth + 1));
            }
        }
        out
    }
}

impl PartialEq for Tree {
    fn eq(&self, other: &Self) -> bool {
        let shape = |t: &Tree| -> Vec<(usize, Option<Move>)> {
            t.preorder()
                .into_iter()
                .map(|(id, depth)| (depth, t.mv(id)))
                .collect()
        };
        self.setup() == other.setup()
            && self.resigned == other.resigned
            && shape(self) == shape(other)
    }
}

impl Eq for Tree {}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(text: &str) -> Move {
        Move::Place(text.parse().unwrap())
    }

    fn tree(n: u32) -> Tree {
        Tree::new(&Setup::empty(BoardSize::new(n).unwrap(), SwapRule::Mirror)).unwrap()
    }

    #[test]
    fn lines_branch_and_replay() {
        let mut t = tree(5);
        let root = t.root();
        let e5 = t.add(root, cell("c3")).unwrap();
        let swap = t.add(e5, Move::Swap).unwrap();
        let b2 = t.add(e5, cell("b2")).unwrap();
        assert_eq!(
            t.add(e5, Move::Swap),
            Ok(swap),
            "the same move twice is one node"
        );
        let d4 = t.add(swap, cell("d4")).unwrap();
        assert_eq!(t.children(e5), &[swap, b2]);
        assert_eq!(t.path(d4), vec![cell("c3"), Move::Swap, cell("d4")]);
        assert_eq!(t.depth(d4), 3);
        assert_eq!(t.main_line(root), vec![root, e5, swap, d4]);
        let game = t.game_at(d4);
        assert_eq!(game.board().get("c3".parse().unwrap()), Some(Color::Blue));
        assert_eq!(t.node_count(), 5);
        t.promote(b2).unwrap();
        assert_eq!(t.children(e5), &[b2, swap]);
        assert_eq!(t.remove(swap), Ok(e5));
        assert_eq!(t.node_count(), 3);
        assert!(!t.contains(d4));
        assert_eq!(t.remove(root), Err(TreeError::Root));
        assert_eq!(t.add(d4, cell("a1")), Err(TreeError::NoNode));
    }

    #[test]
    fn illegal_moves_resignations_and_a_full_tree_are_refused() {
        let mut t = tree(3);
        let root = t.root();
        let a1 = t.add(root, cell("a1")).unwrap();
        assert_eq!(
            t.add(a1, cell("a1")),
            Err(TreeError::Illegal(PlayError::Occupied(
                "a1".parse().unwrap()
            )))
        );
        assert_eq!(
            t.add(root, Move::Resign(Color::Red)),
            Err(TreeError::Resignation)
        );
        let mut at = a1;
        for c in ["b1", "a2", "b2", "a3"] {
            at = t.add(at, cell(c)).unwrap();
        }
        assert!(t.game_at(at).is_over());
        assert_eq!(
            t.add(at, cell("c3")),
            Err(TreeError::Illegal(PlayError::GameOver))
        );
        let mut big = tree(19);
        let mut count = 1;
        'fill: for first in BoardSize::new(19).unwrap().all_cells() {
            let node = big.add(big.root(), Move::Place(first)).unwrap();
            count += 1;
            for second in BoardSize::new(19).unwrap().all_cells() {
                if count == MAX_NODES {
                    break 'fill;
                }
                if second != first {
                    big.add(node, Move::Place(second)).unwrap();
                    count += 1;
                }
            }
        }
        assert_eq!(big.node_count(), MAX_NODES);
        let last = big.children(big.root())[0];
        assert_eq!(big.add(last, Move::Swap), Err(TreeError::Full));
    }

    #[test]
    fn a_game_becomes_its_main_line() {
        let settings = Settings::hex(BoardSize::new(5).unwrap());
        let stones = [("c3".parse().unwrap(), Color::Red)];
        let mut game = Game::from_setup(settings, &stones, Color::Blue).unwrap();
        for mv in [cell("a1"), cell("b2"), Move::Resign(Color::Blue)] {
            game.play(mv).unwrap();
        }
        let t = Tree::from_game(&game);
        let end = *t.main_line(t.root()).last().unwrap();
        assert_eq!(t.path(end), vec![cell("a1"), cell("b2")]);
        assert_eq!(t.resigned(), Some(Color::Blue));
        assert_eq!(t.game_at(end).board(), game.board());
        assert_eq!(t.setup().stones, stones);
    }
}
