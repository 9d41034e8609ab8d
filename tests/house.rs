//! The house's rules, checked on the source tree itself (CI runs this first, before the long tests):
//!
//! - **No circle of files.** Each file of `src/` imports items from other files (`use crate::…`,
//!   `use super::…`, `use hexbot::…` in the binary, a child module's name, and the same paths
//!   written inline in code); an import is followed through re-exports (`pub use`) to the file
//!   that defines the item. No set of files may import each other in a loop. A re-export itself
//!   is a module's public face, not a use by its own code, so it is no arrow: a `mod.rs` may
//!   define what its children share and still re-export them.
//! - **No giant file.** No file of `src/` over [`MAX_LINES`] lines, none of `src/service/` over
//!   [`MAX_SERVICE_LINES`], except the files in [`EXCEPTIONS`], each with its reason.
//!
//! The checker is our own small reader of Rust source: comments, strings and `#[cfg(test)]` items
//! are set aside, then the `mod`, `use` and item declarations and the inline paths are read as
//! tokens. Modules are found by following `mod name;` from `src/lib.rs` and `src/main.rs`.
//! Run it alone with `cargo test --test house`.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The longest a file of `src/` may be.
const MAX_LINES: usize = 800;
/// The longest a file of the game service (`src/service/`) may be.
const MAX_SERVICE_LINES: usize = 500;
/// Files allowed over the limits, with why. Empty: every file is within them.
const EXCEPTIONS: &[(&str, &str)] = &[];

#[test]
fn no_circle_of_files_in_src() {
    let house = House::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("src").as_path());
    let circles = house.circles();
    assert!(
        circles.is_empty(),
        "circles of files that import each other:\n{}",
        circles.join("\n")
    );
}

#[test]
fn no_file_over_the_size_limits() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut over = Vec::new();
    for file in rust_files(&src) {
        let name = relative(&src, &file);
        let lines = fs::read_to_string(&file).unwrap().lines().count();
        let limit = if name.starts_with("service/") {
            MAX_SERVICE_LINES
        } else {
            MAX_LINES
        };
        if lines > limit && !EXCEPTIONS.iter().any(|(f, _)| *f == format!("src/{name}")) {
            over.push(format!(
                "src/{name}: {lines} lines (limit {limit}): split it by concern"
            ));
        }
    }
    assert!(over.is_empty(), "{}", over.join("\n"));
}

#[test]
fn every_exception_names_a_file_still_over_its_limit() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (file, why) in EXCEPTIONS {
        assert!(
            !why.trim().is_empty(),
            "{file}: an exception needs its reason"
        );
        let lines = fs::read_to_string(root.join(file))
            .unwrap_or_else(|e| panic!("{file}: {e}"))
            .lines()
            .count();
        let limit = if file.starts_with("src/service/") {
            MAX_SERVICE_LINES
        } else {
            MAX_LINES
        };
        assert!(
            lines > limit,
            "{file} is within its limit now: drop its exception"
        );
    }
}

/// The checker itself sees a circle where there is one: two files through a re-export, and a
/// loop of three; and none in a tree whose arrows point one way (a parent re-exporting its
/// children, children importing each other one way, a test module importing anything).
#[test]
fn the_checker_finds_circles_through_reexports_and_loops() {
    let dir = std::env::temp_dir().join(format!("hexbot-house-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    write("lib.rs", "pub mod a;\npub mod b;\n");
    write(
        "a/mod.rs",
        "mod x;\nmod y;\npub use x::X;\npub use y::Y;\npub fn shared() {}\n",
    );
    write("a/x.rs", "use super::{Y, shared};\npub struct X;\n");
    write(
        "a/y.rs",
        "pub struct Y;\n#[cfg(test)]\nmod tests { use super::super::X; }\n// use crate::a::X;\nconst S: &str = \"crate::a::X\";\n",
    );
    write(
        "b.rs",
        "use crate::a::{X, Y as Z};\npub fn f() -> crate::a::X { X }\n",
    );
    assert_eq!(House::read(&dir).circles(), Vec::<String>::new());

    // y now names X inline: x and y import each other, through the re-export in a/mod.rs.
    write("a/y.rs", "pub struct Y;\nfn g(_: crate::a::X) {}\n");
    let circles = House::read(&dir).circles();
    assert_eq!(circles.len(), 1, "{circles:?}");
    assert!(
        circles[0].contains("a/x.rs") && circles[0].contains("a/y.rs"),
        "{circles:?}"
    );

    // A loop of three: b -> c -> d -> b.
    write("a/y.rs", "pub struct Y;\n");
    write("lib.rs", "pub mod a;\npub mod b;\npub mod c;\npub mod d;\n");
    write("b.rs", "use crate::c::f;\npub struct B;\n");
    write("c.rs", "pub fn f() { let _ = super::d::D; }\n");
    write("d.rs", "pub struct D(crate::b::B);\n");
    let circles = House::read(&dir).circles();
    assert_eq!(circles.len(), 1, "{circles:?}");
    for f in ["b.rs", "c.rs", "d.rs"] {
        assert!(circles[0].contains(f), "{circles:?}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

// --- Reading the tree --------------------------------------------------------------------------

/// Which crate a module belongs to: the library (`lib.rs`) or the binary (`main.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Krate {
    Lib,
    Bin,
}

/// A module: its crate and its path from the crate's root.
type ModPath = (Krate, Vec<String>);

/// One `use` or inline path, as written, with where it was written.
struct Import {
    path: Vec<String>,
    glob: bool,
}

/// What one file holds: the items it defines, what it re-exports, what it imports.
#[derive(Default)]
struct FileFacts {
    defined: BTreeSet<String>,
    /// `pub use` at the top level: the name it exports → the path it names.
    reexports: BTreeMap<String, Vec<String>>,
    /// `pub use path::*` at the top level.
    glob_reexports: Vec<Vec<String>>,
    imports: Vec<Import>,
}

/// The source tree: every module's file and facts.
struct House {
    root: PathBuf,
    files: BTreeMap<ModPath, PathBuf>,
    facts: BTreeMap<ModPath, FileFacts>,
}

impl House {
    fn read(src: &Path) -> House {
        let mut house = House {
            root: src.to_path_buf(),
            files: BTreeMap::new(),
            facts: BTreeMap::new(),
        };
        for (krate, root) in [(Krate::Lib, "lib.rs"), (Krate::Bin, "main.rs")] {
            let file = src.join(root);
            if file.exists() {
                house.add_module((krate, Vec::new()), file);
            }
        }
        house
    }

    /// Reads a module's file and, through its `mod name;` lines, its children.
    fn add_module(&mut self, module: ModPath, file: PathBuf) {
        let text = fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let tokens = tokenize(&strip_comments_and_strings(&text));
        let (facts, children) = read_facts(&tokens);
        self.files.insert(module.clone(), file.clone());
        self.facts.insert(module.clone(), facts);
        // A child of `a.rs` or `a/mod.rs` lives in `a/`; of `lib.rs`/`main.rs`, beside it.
        let dir = match file.file_name().and_then(|n| n.to_str()) {
            Some("mod.rs" | "lib.rs" | "main.rs") => file.parent().unwrap().to_path_buf(),
            _ => file.with_extension(""),
        };
        for child in children {
            let flat = dir.join(format!("{child}.rs"));
            let nested = dir.join(&child).join("mod.rs");
            let path = if flat.exists() { flat } else { nested };
            if path.exists() {
                let mut sub = module.clone();
                sub.1.push(child);
                self.add_module(sub, path);
            }
        }
    }

    /// The file that defines what `path` names, written in module `from`.
    fn resolve(&self, from: &ModPath, path: &[String], glob: bool) -> Option<&ModPath> {
        let (krate, mut segments) = from.clone();
        let mut module = (krate, std::mem::take(&mut segments));
        let mut rest = path;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                module.1.clear();
                rest = &rest[1..];
            }
            Some("hexbot") if krate == Krate::Bin => {
                module = (Krate::Lib, Vec::new());
                rest = &rest[1..];
            }
            Some("self") => rest = &rest[1..],
            Some("super") => {
                while rest.first().map(String::as_str) == Some("super") {
                    module.1.pop()?;
                    rest = &rest[1..];
                }
            }
            // A child module's name (uniform paths), else another crate: no file of ours.
            Some(first) => {
                let mut child = module.clone();
                child.1.push(first.to_string());
                if !self.files.contains_key(&child) {
                    return None;
                }
            }
            None => return None,
        }
        self.walk(module, rest, glob, 0)
    }

    /// From module `module`, the file that defines the item `rest` names.
    fn walk(
        &self,
        mut module: ModPath,
        rest: &[String],
        glob: bool,
        depth: usize,
    ) -> Option<&ModPath> {
        if depth > 16 {
            return None;
        }
        for (i, segment) in rest.iter().enumerate() {
            let mut child = module.clone();
            child.1.push(segment.clone());
            if self.files.contains_key(&child) {
                module = child;
                continue;
            }
            if segment == "self" {
                continue;
            }
            // An item of `module`: defined there, re-exported there, or through a glob there.
            let facts = self.facts.get(&module)?;
            if facts.defined.contains(segment) {
                return self.files.get_key_value(&module).map(|(k, _)| k);
            }
            if let Some(target) = facts.reexports.get(segment) {
                return self
                    .resolve(&module, target, false)
                    .or_else(|| self.key(&module));
            }
            for target in &facts.glob_reexports {
                let mut path = target.clone();
                path.extend(rest[i..].iter().cloned());
                if let Some(found) = self.resolve(&module, &path, glob) {
                    return Some(found);
                }
            }
            return self.key(&module);
        }
        self.key(&module)
    }

    fn key(&self, module: &ModPath) -> Option<&ModPath> {
        self.files.get_key_value(module).map(|(k, _)| k)
    }

    fn name(&self, module: &ModPath) -> String {
        relative(&self.root, &self.files[module])
    }

    /// Every file's imports resolved to files: file → file → the names it takes.
    fn arrows(&self) -> BTreeMap<&ModPath, BTreeMap<&ModPath, BTreeSet<String>>> {
        let mut arrows: BTreeMap<_, BTreeMap<_, BTreeSet<String>>> = BTreeMap::new();
        for (module, facts) in &self.facts {
            for import in &facts.imports {
                if let Some(target) = self.resolve(module, &import.path, import.glob)
                    && target != module
                {
                    let name = if import.glob {
                        "*".to_string()
                    } else {
                        import.path.last().cloned().unwrap_or_default()
                    };
                    arrows
                        .entry(module)
                        .or_default()
                        .entry(target)
                        .or_default()
                        .insert(name);
                }
            }
        }
        arrows
    }

    /// Each circle of files (a strongly connected set of two or more), described with its arrows.
    fn circles(&self) -> Vec<String> {
        let arrows = self.arrows();
        let nodes: Vec<&ModPath> = self.files.keys().collect();
        let index: BTreeMap<&ModPath, usize> =
            nodes.iter().enumerate().map(|(i, m)| (*m, i)).collect();
        let edges: Vec<Vec<usize>> = nodes
            .iter()
            .map(|m| {
                arrows
                    .get(m)
                    .map(|to| to.keys().map(|t| index[t]).collect())
                    .unwrap_or_default()
            })
            .collect();
        strongly_connected(&edges)
            .into_iter()
            .filter(|c| c.len() > 1)
            .map(|component| {
                let members: BTreeSet<usize> = component.iter().copied().collect();
                let mut lines = vec![format!(
                    "circle of {} files: {}",
                    members.len(),
                    members
                        .iter()
                        .map(|&i| self.name(nodes[i]))
                        .collect::<Vec<_>>()
                        .join(", ")
                )];
                for &i in &members {
                    for (to, names) in arrows.get(nodes[i]).into_iter().flatten() {
                        if members.contains(&index[to]) {
                            lines.push(format!(
                                "  {} -> {}: {}",
                                self.name(nodes[i]),
                                self.name(to),
                                names.iter().cloned().collect::<Vec<_>>().join(", ")
                            ));
                        }
                    }
                }
                lines.join("\n")
            })
            .collect()
    }
}

/// Tarjan's strongly connected components, iteratively.
fn strongly_connected(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = edges.len();
    let (mut index, mut low, mut on_stack) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let (mut stack, mut components, mut next) = (Vec::new(), Vec::new(), 0);
    for start in 0..n {
        if index[start] != usize::MAX {
            continue;
        }
        let mut calls = vec![(start, 0)];
        while let Some(&mut (v, ref mut child)) = calls.last_mut() {
            if *child == 0 {
                index[v] = next;
                low[v] = next;
                next += 1;
                stack.push(v);
                on_stack[v] = true;
            }
            if let Some(&w) = edges[v].get(*child) {
                *child += 1;
                if index[w] == usize::MAX {
                    calls.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                components.push(component);
            }
        }
    }
    components
}

// --- Reading one file ----------------------------------------------------------------------------

/// The text with comments, string and character literals blanked (lifetimes kept), lines kept.
fn strip_comments_and_strings(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |out: &mut String, c: char| out.push(if c == '\n' { '\n' } else { ' ' });
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, chars[i]);
                    i += 1;
                }
            }
        } else if c == 'r' && matches!(next, Some('#' | '"')) && !ident_char_before(&chars, i) {
            // A raw string r"…" or r#"…"#: skip to the quote and as many hashes.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            while j < chars.len() {
                if chars[j] == '"' && (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                blank(&mut out, chars[j]);
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                if let Some(&ch) = chars.get(i) {
                    blank(&mut out, ch);
                }
                i += 1;
            }
            out.push_str("\"\"");
            i += 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{…}') or a lifetime ('a).
            if next == Some('\\') {
                let mut j = i + 2;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                out.push_str("' '");
                i = j + 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                out.push_str("' '");
                i += 3;
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_char_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Identifiers (and numbers), `::`, and single punctuation characters.
fn tokenize(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push(chars[start..i].iter().collect());
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            tokens.push("::".to_string());
            i += 2;
        } else {
            if !c.is_whitespace() {
                tokens.push(c.to_string());
            }
            i += 1;
        }
    }
    tokens
}

const ITEM_KEYWORDS: &[&str] = &[
    "fn", "struct", "enum", "trait", "type", "const", "static", "union", "mod",
];

/// A file's facts and the children it declares with `mod name;`.
fn read_facts(tokens: &[String]) -> (FileFacts, Vec<String>) {
    let mut facts = FileFacts::default();
    let mut children = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].as_str();
        match t {
            "#" if is_cfg_test(tokens, i) => {
                i = skip_item(tokens, skip_attribute(tokens, i));
                continue;
            }
            "{" => depth += 1,
            "}" => depth = depth.saturating_sub(1),
            "use" => {
                let public = i > 0 && (tokens[i - 1] == "pub" || tokens[i - 1] == ")");
                let end = tokens[i..]
                    .iter()
                    .position(|t| t == ";")
                    .map_or(tokens.len(), |p| i + p);
                let mut trees = Vec::new();
                parse_use_tree(&tokens[i + 1..end], Vec::new(), &mut trees);
                for (path, alias, glob) in trees {
                    // A re-export is the module's public face, not something its own code
                    // uses: it is followed when resolving, and is no arrow itself.
                    if depth == 0 && public {
                        if glob {
                            facts.glob_reexports.push(path);
                        } else if let Some(name) = alias.or_else(|| path.last().cloned()) {
                            facts.reexports.insert(name, path);
                        }
                    } else {
                        facts.imports.push(Import { path, glob });
                    }
                }
                i = end + 1;
                continue;
            }
            "macro_rules" if depth == 0 => {
                if let Some(name) = tokens.get(i + 2) {
                    facts.defined.insert(name.clone());
                }
            }
            _ if depth == 0 && ITEM_KEYWORDS.contains(&t) => {
                if let Some(name) = tokens.get(i + 1).filter(|n| is_ident(n)) {
                    facts.defined.insert(name.clone());
                    if t == "mod" && tokens.get(i + 2).map(String::as_str) == Some(";") {
                        children.push(name.clone());
                    }
                }
            }
            // An inline path: `crate::…`, `super::…`, a child module's `name::…` (others, such
            // as `std::…`, name no file of ours and resolve to nothing).
            _ if is_ident(t)
                && tokens.get(i + 1).map(String::as_str) == Some("::")
                && (i == 0 || tokens[i - 1] != "::") =>
            {
                let mut path = vec![t.to_string()];
                let mut j = i + 1;
                while tokens.get(j).map(String::as_str) == Some("::")
                    && tokens.get(j + 1).is_some_and(|n| is_ident(n))
                {
                    path.push(tokens[j + 1].clone());
                    j += 2;
                }
                facts.imports.push(Import { path, glob: false });
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    (facts, children)
}

fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && token != "_"
}

/// `#[cfg(test)]` (also inside `all(…)`) at `tokens[i]`.
fn is_cfg_test(tokens: &[String], i: usize) -> bool {
    let end = skip_attribute(tokens, i);
    let attr: Vec<&str> = tokens[i..end].iter().map(String::as_str).collect();
    attr.get(2) == Some(&"cfg") && attr.contains(&"test") && !attr.contains(&"not")
}

/// The index after the attribute `#[…]` at `tokens[i]`.
fn skip_attribute(tokens: &[String], i: usize) -> usize {
    let mut depth = 0;
    for (j, t) in tokens.iter().enumerate().skip(i + 1) {
        match t.as_str() {
            "[" => depth += 1,
            "]" => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}

/// The index after the item starting at `tokens[i]`: its braced body, or its `;`.
fn skip_item(tokens: &[String], mut i: usize) -> usize {
    while tokens.get(i).map(String::as_str) == Some("#") {
        i = skip_attribute(tokens, i);
    }
    let mut depth = 0;
    for (j, t) in tokens.iter().enumerate().skip(i) {
        match t.as_str() {
            ";" if depth == 0 => return j + 1,
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}

/// The paths a use tree names: `(path, alias, glob)` each.
fn parse_use_tree(
    tokens: &[String],
    prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>, bool)>,
) {
    let mut path = prefix;
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i].as_str() {
            "::" => i += 1,
            "*" => {
                out.push((path.clone(), None, true));
                return;
            }
            "{" => {
                // Split the group at its top-level commas.
                let close = matching_brace(tokens, i);
                let mut start = i + 1;
                let mut depth = 0;
                for j in i + 1..=close {
                    match tokens[j].as_str() {
                        "{" => depth += 1,
                        "}" if depth > 0 => depth -= 1,
                        "," | "}" if depth == 0 => {
                            if start < j {
                                parse_use_tree(&tokens[start..j], path.clone(), out);
                            }
                            start = j + 1;
                        }
                        _ => {}
                    }
                }
                return;
            }
            "as" => {
                let alias = tokens.get(i + 1).cloned().filter(|a| a != "_");
                out.push((path.clone(), alias, false));
                return;
            }
            t if is_ident(t) => {
                path.push(t.to_string());
                i += 1;
            }
            _ => i += 1,
        }
    }
    // `use a::b::{self}`: the module itself.
    if path.last().map(String::as_str) == Some("self") {
        path.pop();
    }
    if !path.is_empty() {
        out.push((path, None, false));
    }
}

fn matching_brace(tokens: &[String], open: usize) -> usize {
    let mut depth = 0;
    for (j, t) in tokens.iter().enumerate().skip(open) {
        match t.as_str() {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                if depth == 0 {
                    return j;
                }
            }
            _ => {}
        }
    }
    tokens.len() - 1
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

fn relative(root: &Path, file: &Path) -> String {
    file.strip_prefix(root)
        .unwrap_or(file)
        .to_string_lossy()
        .replace('\\', "/")
}
