//! SGF's syntax apart from what a record means: the game trees of `(;…(;…)(;…))` read into nodes
//! of properties with every value, each node and property with the line and column where it
//! starts. [`read_sgf`](super::read_sgf) reads a game's main line from it; the analysis board
//! (`study`) reads the whole tree of variations. One lexer for both, so both accept and refuse
//! the same texts.

use std::fmt::{self, Write as _};

/// Where something starts in a text: one-based line and column (the column counts characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TextPos {
    /// The line, from 1.
    pub line: usize,
    /// The character within the line, from 1.
    pub column: usize,
}

impl fmt::Display for TextPos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// One property of a node: its name (`B`, `AB`, `SZ`…), its values (escapes resolved) and where
/// its name starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfProp {
    /// The name, upper-case letters.
    pub key: String,
    /// Every value, in order (at least one).
    pub values: Vec<String>,
    /// Where the name starts.
    pub at: TextPos,
}

/// One node (`;…`): its properties in order, its place in the tree and where its `;` stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfNode {
    /// The properties, in the order written.
    pub props: Vec<SgfProp>,
    /// The node before it (none for the root).
    pub parent: Option<usize>,
    /// The nodes after it, in the order written: the first continues the main line, the others
    /// are variations.
    pub children: Vec<usize>,
    /// Where its `;` stands.
    pub at: TextPos,
}

impl SgfNode {
    /// The first value of property `key`, if the node has it.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.prop(key).map(|p| p.values[0].as_str())
    }

    /// The property `key`, if the node has it.
    pub fn prop(&self, key: &str) -> Option<&SgfProp> {
        self.props.iter().find(|p| p.key == key)
    }
}

/// The first game tree of an SGF text, its nodes in an arena (index 0 is the root).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfTree {
    /// Every node, in the order written; a node's parent comes before it.
    pub nodes: Vec<SgfNode>,
}

/// Why a text is not well-formed SGF, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{at}: {message}")]
pub struct SgfSyntaxError {
    /// What is wrong (its quotes of the text already made printable).
    pub message: String,
    /// Where.
    pub at: TextPos,
}

/// Deeper nesting of variations than this is refused rather than risking the stack.
const MAX_DEPTH: usize = 200;

/// How many characters of a text an error message quotes at most.
const MAX_QUOTED_CHARS: usize = 100;

/// `text` made safe to quote in a message: control characters written as escapes (`\u{1b}`)
/// and cut after 100 characters (with `…`), so printing it cannot drive a terminal.
pub fn printable(text: &str) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == MAX_QUOTED_CHARS {
            out.push('…');
            break;
        }
        if c.is_control() {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        } else {
            out.push(c);
        }
    }
    out
}

impl SgfTree {
    /// Reads the first game tree of `text` (anything after it is ignored).
    ///
    /// # Errors
    /// [`SgfSyntaxError`] with the place of the first thing that is not SGF.
    pub fn parse(text: &str) -> Result<Self, SgfSyntaxError> {
        let mut p = Parser {
            chars: text.chars().collect(),
            at: 0,
            pos: TextPos { line: 1, column: 1 },
            nodes: Vec::new(),
        };
        p.skip_ws();
        if !p.eat('(') {
            return Err(p.error("a record starts with \"(;\""));
        }
        p.sequence(None, 0)?;
        if p.nodes.is_empty() {
            return Err(p.error("no nodes"));
        }
        Ok(Self { nodes: p.nodes })
    }

    /// The root node.
    pub fn root(&self) -> &SgfNode {
        &self.nodes[0]
    }

    /// The main line: the root, then each node's first child, in order.
    pub fn main_line(&self) -> Vec<&SgfNode> {
        let mut line = vec![self.root()];
        while let Some(&next) = line[line.len() - 1].children.first() {
            line.push(&self.nodes[next]);
        }
        line
    }
}

struct Parser {
    chars: Vec<char>,
    at: usize,
    pos: TextPos,
    nodes: Vec<SgfNode>,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn bump(&mut self) {
        if let Some(c) = self.peek() {
            self.at += 1;
            if c == '\n' {
                self.pos.line += 1;
                self.pos.column = 1;
            } else {
                self.pos.column += 1;
            }
        }
    }

    fn eat(&mut self, c: char) -> bool {
        let found = self.peek() == Some(c);
        if found {
            self.bump();
        }
        found
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn error(&self, message: impl Into<String>) -> SgfSyntaxError {
        SgfSyntaxError {
            message: message.into(),
            at: self.pos,
        }
    }

    /// After an opening `(`: nodes, each the child of the one before (the first a child of
    /// `parent`), then variations of the last, then `)`.
    fn sequence(&mut self, parent: Option<usize>, depth: usize) -> Result<(), SgfSyntaxError> {
        if depth > MAX_DEPTH {
            return Err(self.error("variations nested too deeply"));
        }
        let mut last = parent;
        let mut branched = false;
        loop {
            self.skip_ws();
            match self.peek() {
                Some(';') => {
                    if branched {
                        return Err(self.error("a node after a variation"));
                    }
                    if last.is_none() && !self.nodes.is_empty() {
                        return Err(self.error("a second root node"));
                    }
                    let at = self.pos;
                    self.bump();
                    let props = self.props()?;
                    let id = self.nodes.len();
                    self.nodes.push(SgfNode {
                        props,
                        parent: last,
                        children: Vec::new(),
                        at,
                    });
                    if let Some(p) = last {
                        self.nodes[p].children.push(id);
                    }
                    last = Some(id);
                }
                Some('(') => {
                    self.bump();
                    branched = true;
                    self.sequence(last, depth + 1)?;
                }
                Some(')') => {
                    self.bump();
                    return Ok(());
                }
                Some(c) => {
                    return Err(self.error(format!("unexpected \"{}\"", printable(&c.to_string()))));
                }
                None => return Err(self.error("the record ends before its \")\"")),
            }
        }
    }

    fn props(&mut self) -> Result<Vec<SgfProp>, SgfSyntaxError> {
        let mut props = Vec::new();
        loop {
            self.skip_ws();
            let at = self.pos;
            let mut key = String::new();
            while let Some(c) = self.peek().filter(char::is_ascii_uppercase) {
                key.push(c);
                self.bump();
            }
            if key.is_empty() {
                if self.peek().is_some_and(|c| c.is_ascii_lowercase()) {
                    return Err(self.error("property names are upper case"));
                }
                return Ok(props);
            }
            let mut values = Vec::new();
            loop {
                self.skip_ws();
                if !self.eat('[') {
                    break;
                }
                values.push(self.value()?);
            }
            if values.is_empty() {
                return Err(SgfSyntaxError {
                    message: format!("property {key} has no value"),
                    at,
                });
            }
            props.push(SgfProp { key, values, at });
        }
    }

    /// After `[`: the text up to the closing `]`, with `\` escapes resolved.
    fn value(&mut self) -> Result<String, SgfSyntaxError> {
        let mut v = String::new();
        loop {
            match self.peek() {
                None => return Err(self.error("a value is not closed with \"]\"")),
                Some(']') => {
                    self.bump();
                    return Ok(v);
                }
                Some('\\') => {
                    self.bump();
                    match self.peek() {
                        Some('\n') => {}
                        Some(c) => v.push(c),
                        None => return Err(self.error("a value is not closed with \"]\"")),
                    }
                    self.bump();
                }
                Some(c) => {
                    v.push(c);
                    self.bump();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variations_keep_their_order_and_place() {
        let tree = SgfTree::parse("(;GM[11]\n;B[a1](;W[b2];B[c3])(;W[c1]AB[a2][a3]))").unwrap();
        assert_eq!(tree.nodes.len(), 5);
        let after_a1 = &tree.nodes[1];
        assert_eq!(after_a1.children, vec![2, 4]);
        assert_eq!(after_a1.at, TextPos { line: 2, column: 1 });
        assert_eq!(tree.nodes[4].prop("AB").unwrap().values, vec!["a2", "a3"]);
        let main: Vec<_> = tree.main_line().iter().filter_map(|n| n.get("B")).collect();
        assert_eq!(main, vec!["a1", "c3"]);
    }

    #[test]
    fn errors_say_where() {
        let err = SgfTree::parse("(;GM[11]\n  ;B[a1]+)").unwrap_err();
        assert_eq!(err.to_string(), "line 2, column 9: unexpected \"+\"");
        let err = SgfTree::parse("(;GM[11]\u{1b})").unwrap_err();
        assert!(!err.to_string().chars().any(char::is_control));
        assert!(
            SgfTree::parse("(;A[1])(;B[2])").is_ok(),
            "a second tree is ignored"
        );
        assert!(SgfTree::parse("((;A[1])(;B[2]))").is_err(), "two roots");
    }
}
