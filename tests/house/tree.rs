//! Reading the tree: the modules of `src/` and their files, the arrows between files (imports
//! followed through re-exports, and method calls resolved to the files defining the methods),
//! and the circles the arrows draw.

use crate::read::{
    FileFacts, Receiver, first_type_argument, read_facts, strip_comments_and_strings, tokenize,
    type_path,
};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Which crate a module belongs to: the library (`lib.rs`) or the binary (`main.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Krate {
    Lib,
    Bin,
}

/// A module: its crate and its path from the crate's root.
pub(crate) type ModPath = (Krate, Vec<String>);

/// The source tree: every module's file and facts.
pub(crate) struct House {
    pub(crate) root: PathBuf,
    pub(crate) files: BTreeMap<ModPath, PathBuf>,
    pub(crate) facts: BTreeMap<ModPath, FileFacts>,
}

impl House {
    pub(crate) fn read(src: &Path) -> House {
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
    pub(crate) fn add_module(&mut self, module: ModPath, file: PathBuf) {
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
    pub(crate) fn resolve(&self, from: &ModPath, path: &[String], glob: bool) -> Option<&ModPath> {
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
    pub(crate) fn walk(
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

    pub(crate) fn key(&self, module: &ModPath) -> Option<&ModPath> {
        self.files.get_key_value(module).map(|(k, _)| k)
    }

    pub(crate) fn name(&self, module: &ModPath) -> String {
        relative(&self.root, &self.files[module])
    }

    /// The type of ours that `path` names in module `from`: where it is defined, and its name.
    pub(crate) fn type_key(&self, from: &ModPath, path: &[String]) -> Option<TypeKey> {
        let facts = self.facts.get(from)?;
        let (file, name) = match path {
            [name] if facts.defined.contains(name) => (self.key(from)?, name),
            [name] if facts.reexports.contains_key(name) => {
                let path = &facts.reexports[name];
                (self.resolve(from, path, false)?, path.last()?)
            }
            [name] => facts.imports.iter().find_map(|import| {
                let (file, name) = if import.glob {
                    let mut full = import.path.clone();
                    full.push(name.clone());
                    (self.resolve(from, &full, false)?, name)
                } else if import.name.as_ref() == Some(name) {
                    (
                        self.resolve(from, &import.path, false)?,
                        import.path.last()?,
                    )
                } else {
                    return None;
                };
                self.facts[file]
                    .defined
                    .contains(name)
                    .then_some((file, name))
            })?,
            [.., name] => (self.resolve(from, path, false)?, name),
            [] => return None,
        };
        self.facts[file]
            .defined
            .contains(name)
            .then(|| (file.clone(), name.clone()))
    }

    /// What the tree's `impl` blocks and structs say about methods.
    pub(crate) fn methods(&self) -> Methods {
        let mut methods = Methods::default();
        for (module, facts) in &self.facts {
            methods
                .of_traits
                .extend(facts.trait_methods.iter().cloned());
            // (An `impl $type` in a macro's body names no type until the macro is used.)
            for block in facts
                .impls
                .iter()
                .filter(|b| !b.of_trait && !b.self_type.is_empty())
            {
                let Some(ty) = self.type_key(module, &block.self_type) else {
                    methods.unread.push(format!(
                        "{}: impl {}",
                        self.name(module),
                        block.self_type.join("::")
                    ));
                    continue;
                };
                methods
                    .impl_files
                    .entry(ty.clone())
                    .or_default()
                    .insert(module.clone());
                for (method, returns) in &block.methods {
                    let type_of = |tokens: Option<&[String]>| {
                        let path = type_path(tokens?)?;
                        if path == ["Self"] {
                            return Some(ty.clone());
                        }
                        self.type_key(module, &path)
                    };
                    if !returns.is_empty() {
                        methods.returns.insert(
                            (ty.clone(), method.clone()),
                            (
                                type_of(Some(returns)),
                                type_of(first_type_argument(returns)),
                            ),
                        );
                    }
                    methods
                        .of_type
                        .entry(ty.clone())
                        .or_default()
                        .entry(method.clone())
                        .or_default()
                        .insert(module.clone());
                    methods
                        .by_name
                        .entry(method.clone())
                        .or_default()
                        .insert(ty.clone());
                }
            }
            for (name, fields) in &facts.structs {
                let ty = (module.clone(), name.clone());
                for (field, path) in fields {
                    if let Some(of) = self.type_key(module, path) {
                        methods
                            .fields
                            .entry(ty.clone())
                            .or_default()
                            .insert(field.clone(), of);
                    }
                }
            }
        }
        methods
    }

    /// Every file's method calls resolved to the files that define the method on a type
    /// defined elsewhere (an `impl` block away from its type): file → file → `Type::method()`.
    /// How each call was resolved is counted in `count`.
    pub(crate) fn method_arrows(&self, methods: &Methods, count: &mut CallCount) -> Arrows<'_> {
        let mut arrows = Arrows::new();
        for (module, facts) in &self.facts {
            let self_types: Vec<Option<TypeKey>> = facts
                .impls
                .iter()
                .map(|b| self.type_key(module, &b.self_type))
                .collect();
            let in_view = self.in_view(module, &self_types, methods);
            for call in &facts.calls {
                let mut guessed = false;
                let ty = match self.type_of(module, &call.receiver, &self_types, methods) {
                    Some(Some(ty)) => {
                        count.typed += 1;
                        ty
                    }
                    Some(None) => {
                        count.not_ours += 1;
                        continue;
                    }
                    None => match methods.guess(&call.method, &in_view) {
                        Guess::Type(ty) => {
                            count.by_name += 1;
                            guessed = true;
                            ty
                        }
                        Guess::Common => {
                            count.common += 1;
                            continue;
                        }
                        Guess::NotOurs => {
                            count.not_ours += 1;
                            continue;
                        }
                        Guess::Unseen => {
                            count.unseen += 1;
                            continue;
                        }
                        Guess::Ambiguous => {
                            *count.ambiguous.entry(call.method.clone()).or_default() += 1;
                            continue;
                        }
                    },
                };
                let files = methods.of_type.get(&ty).and_then(|of| of.get(&call.method));
                for file in files.into_iter().flatten() {
                    if *file != ty.0
                        && file != module
                        && let Some(target) = self.key(file)
                    {
                        let label = format!("{}::{}()", ty.1, call.method);
                        if guessed {
                            count.guessed.insert(format!(
                                "{} -> {}: {label}",
                                self.name(module),
                                self.name(target)
                            ));
                        }
                        arrows
                            .entry(module)
                            .or_default()
                            .entry(target)
                            .or_default()
                            .insert(label);
                    }
                }
            }
        }
        arrows
    }

    /// The type of a receiver in `module`: `Some(Some(type))` a type of ours, `Some(None)` a
    /// type not ours, `None` unknown.
    pub(crate) fn type_of(
        &self,
        module: &ModPath,
        receiver: &Receiver,
        self_types: &[Option<TypeKey>],
        methods: &Methods,
    ) -> Option<Option<TypeKey>> {
        match receiver {
            Receiver::SelfType(k) => Some(self_types[*k].clone()),
            Receiver::Path(path) => Some(self.type_key(module, path)),
            Receiver::Field(of, field) => {
                let of = self.type_of(module, of, self_types, methods)??;
                Some(Some(methods.fields.get(&of)?.get(field)?.clone()))
            }
            Receiver::Returns(of, method, unwrapped) => {
                let of = self.type_of(module, of, self_types, methods)??;
                if method == "clone" && !unwrapped {
                    return Some(Some(of));
                }
                let (plain, inside) = methods.returns.get(&(of, method.clone()))?;
                Some(if *unwrapped { inside } else { plain }.clone())
            }
            Receiver::Unknown => None,
        }
    }

    /// The types of ours a file names: those it defines or implements and their fields'
    /// types, and those it imports.
    pub(crate) fn in_view(
        &self,
        module: &ModPath,
        self_types: &[Option<TypeKey>],
        methods: &Methods,
    ) -> BTreeSet<TypeKey> {
        let facts = &self.facts[module];
        let mut seen: BTreeSet<TypeKey> = self_types.iter().flatten().cloned().collect();
        seen.extend(
            facts
                .defined
                .iter()
                .map(|name| (module.clone(), name.clone())),
        );
        let fields: Vec<TypeKey> = seen
            .iter()
            .filter_map(|ty| methods.fields.get(ty))
            .flat_map(|f| f.values().cloned())
            .collect();
        seen.extend(fields);
        seen.extend(
            facts
                .imports
                .iter()
                .filter_map(|i| i.name.as_ref())
                .filter_map(|name| self.type_key(module, std::slice::from_ref(name))),
        );
        seen
    }

    /// Every file's arrows: its imports and its method calls, resolved to files.
    pub(crate) fn arrows(&self) -> Arrows<'_> {
        let mut arrows = self.import_arrows();
        let methods = self.methods();
        for (from, to) in self.method_arrows(&methods, &mut CallCount::default()) {
            for (target, names) in to {
                arrows
                    .entry(from)
                    .or_default()
                    .entry(target)
                    .or_default()
                    .extend(names);
            }
        }
        arrows
    }

    /// Every file's imports resolved to files: file → file → the names it takes.
    pub(crate) fn import_arrows(&self) -> Arrows<'_> {
        let mut arrows = Arrows::new();
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
    pub(crate) fn circles(&self) -> Vec<String> {
        self.circles_of(&self.arrows())
    }

    /// Each circle that `arrows` draw, described with its arrows.
    pub(crate) fn circles_of(&self, arrows: &Arrows) -> Vec<String> {
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

/// Arrows between files: file → file → what the first takes from the second (names it
/// imports, `Type::method()`s it calls).
pub(crate) type Arrows<'h> = BTreeMap<&'h ModPath, BTreeMap<&'h ModPath, BTreeSet<String>>>;

/// A type of our own: the file that defines it, and its name.
pub(crate) type TypeKey = (ModPath, String);

/// What the tree's `impl` blocks and structs say about methods.
#[derive(Default)]
pub(crate) struct Methods {
    /// Each type's inherent methods, and the files whose `impl` blocks define each.
    pub(crate) of_type: BTreeMap<TypeKey, BTreeMap<String, BTreeSet<ModPath>>>,
    /// The files holding each type's inherent `impl` blocks.
    pub(crate) impl_files: BTreeMap<TypeKey, BTreeSet<ModPath>>,
    /// Each method name, and the types with an inherent method of that name.
    pub(crate) by_name: BTreeMap<String, BTreeSet<TypeKey>>,
    /// What each type's methods return, where the return type is ours: as written, and
    /// unwrapped by `?` (its first type argument).
    pub(crate) returns: BTreeMap<(TypeKey, String), (Option<TypeKey>, Option<TypeKey>)>,
    /// Each struct's fields whose type is one of ours (through `&`, `Arc`, `Rc`, `Box`).
    pub(crate) fields: BTreeMap<TypeKey, BTreeMap<String, TypeKey>>,
    /// Every method name a trait of ours declares or an `impl Trait for …` defines.
    pub(crate) of_traits: BTreeSet<String>,
    /// Inherent `impl` blocks whose type the reader could not find (should be none).
    pub(crate) unread: Vec<String>,
}

/// What a call whose receiver's type is unknown is taken to call.
pub(crate) enum Guess {
    /// A method of this type of ours.
    Type(TypeKey),
    /// A method of std or of a trait: no arrow.
    Common,
    /// No type of ours has a method of that name: no arrow.
    NotOurs,
    /// One type of ours has one, but the file does not name it: no arrow.
    Unseen,
    /// Several types of ours have one: no arrow.
    Ambiguous,
}

/// Method names of std's types and traits and of the crates we use most (tokio's `abort`,
/// `close`), which many types share: a call to one of them on a receiver of unknown type is
/// taken for theirs, never for a type of ours.
#[rustfmt::skip]
pub(crate) const COMMON_METHODS: &[&str] = &[
    "new", "default", "from", "into", "try_from", "try_into", "fmt", "clone", "to_owned",
    "to_string", "eq", "ne", "cmp", "partial_cmp", "hash", "drop", "deref", "as_ref", "as_mut",
    "borrow", "len", "is_empty", "iter", "iter_mut", "into_iter", "get", "get_mut", "insert",
    "remove", "contains", "contains_key", "push", "pop", "clear", "extend", "first", "last", "map",
    "and_then", "ok", "err", "unwrap", "expect", "take", "replace", "next", "lock", "read", "write",
    "send", "recv", "join", "wait", "parse", "as_str", "min", "max", "sum", "count", "filter",
    "find", "entry", "keys", "values", "flush", "retain", "sort", "position", "any", "all",
    "collect", "chars", "lines", "split", "trim", "is_some", "is_none", "set", "reset", "start",
    "end", "abort", "close", "id", "name",
];

impl Methods {
    /// What a call of `method` on a receiver of unknown type calls, for a file that sees the
    /// types `in_view`.
    pub(crate) fn guess(&self, method: &str, in_view: &BTreeSet<TypeKey>) -> Guess {
        if COMMON_METHODS.contains(&method) || self.of_traits.contains(method) {
            return Guess::Common;
        }
        let Some(types) = self.by_name.get(method) else {
            return Guess::NotOurs;
        };
        match types.iter().collect::<Vec<_>>().as_slice() {
            [only] if in_view.contains(*only) => Guess::Type((*only).clone()),
            [_] => Guess::Unseen,
            _ => Guess::Ambiguous,
        }
    }
}

/// How the tree's method calls were resolved.
#[derive(Default)]
pub(crate) struct CallCount {
    /// By the receiver's type (`self`, `Self::`, `Type::`, a field of `self`, a typed name).
    pub(crate) typed: usize,
    /// By the method's name: the one type of ours that has it, which the file names.
    pub(crate) by_name: usize,
    /// The arrows drawn by a guess, to read them over.
    pub(crate) guessed: BTreeSet<String>,
    /// A name of std or of a trait on a receiver of unknown type.
    pub(crate) common: usize,
    /// On a type not ours, or a name no type of ours has.
    pub(crate) not_ours: usize,
    /// A name only a type the file does not name has.
    pub(crate) unseen: usize,
    /// A name several types of ours have: method → calls.
    pub(crate) ambiguous: BTreeMap<String, usize>,
}

/// Tarjan's strongly connected components, iteratively.
pub(crate) fn strongly_connected(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
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

pub(crate) fn rust_files(dir: &Path) -> Vec<PathBuf> {
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

pub(crate) fn relative(root: &Path, file: &Path) -> String {
    file.strip_prefix(root)
        .unwrap_or(file)
        .to_string_lossy()
        .replace('\\', "/")
}
