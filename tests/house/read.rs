//! Reading one file: comments and strings set aside, tokens, and what the file declares, imports,
//! implements and calls.

use std::collections::{BTreeMap, BTreeSet};

/// One `use` or inline path, as written.
pub(crate) struct Import {
    pub(crate) path: Vec<String>,
    pub(crate) glob: bool,
    /// The name a `use` brings into scope (its alias, or the path's last segment); none for an
    /// inline path.
    pub(crate) name: Option<String>,
}

/// An `impl` block: the type it is for (its path as written), whether it implements a trait,
/// and, if it does not, the methods it defines.
pub(crate) struct ImplBlock {
    pub(crate) self_type: Vec<String>,
    pub(crate) of_trait: bool,
    /// Each method's name and its return type as written (empty for none).
    pub(crate) methods: Vec<(String, Vec<String>)>,
}

/// What a method call's receiver is, as far as the reader tells without inferring types.
#[derive(Clone, Debug)]
pub(crate) enum Receiver {
    /// The `Self` of the file's `impl` block with this index: `self`, `Self`.
    SelfType(usize),
    /// A type written as a path: `Type::m(…)`, or a parameter or `let` of a written type.
    Path(Vec<String>),
    /// A field of a receiver: `self.core`.
    Field(Box<Receiver>, String),
    /// What a method of a receiver returns (`self.db.store()`), unwrapped by `?` or not.
    Returns(Box<Receiver>, String, bool),
    /// Anything else: a closure's argument, a free function's result, a `match`.
    Unknown,
}

/// A method called: `receiver.method(…)` or `Type::method`.
pub(crate) struct Call {
    pub(crate) method: String,
    pub(crate) receiver: Receiver,
}

/// What one file holds: the items it defines, what it re-exports, what it imports, and its
/// `impl` blocks, structs and method calls.
#[derive(Default)]
pub(crate) struct FileFacts {
    pub(crate) defined: BTreeSet<String>,
    /// `pub use` at the top level: the name it exports → the path it names.
    pub(crate) reexports: BTreeMap<String, Vec<String>>,
    /// `pub use path::*` at the top level.
    pub(crate) glob_reexports: Vec<Vec<String>>,
    pub(crate) imports: Vec<Import>,
    pub(crate) impls: Vec<ImplBlock>,
    /// `struct Name { field: Type, … }` at the top level: each field's type, as a path.
    pub(crate) structs: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    /// Methods declared in a `trait` or defined in an `impl Trait for …`.
    pub(crate) trait_methods: BTreeSet<String>,
    pub(crate) calls: Vec<Call>,
}

/// The text with comments, string and character literals blanked (lifetimes kept), lines kept.
pub(crate) fn strip_comments_and_strings(text: &str) -> String {
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

pub(crate) fn ident_char_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Identifiers (and numbers), `::`, and single punctuation characters.
pub(crate) fn tokenize(text: &str) -> Vec<String> {
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

pub(crate) const ITEM_KEYWORDS: &[&str] = &[
    "fn", "struct", "enum", "trait", "type", "const", "static", "union", "mod",
];

/// A braced scope the reader is inside, as far as methods care.
pub(crate) enum Scope {
    /// The body of the file's `impl` block with this index.
    Impl(usize),
    /// The body of a `trait`: its `self` has no type of ours.
    Trait,
    /// A function's body: what its parameters and `let`s are known to be.
    Fn(BTreeMap<String, Receiver>),
}

/// A file's facts and the children it declares with `mod name;`.
pub(crate) fn read_facts(tokens: &[String]) -> (FileFacts, Vec<String>) {
    let mut facts = FileFacts::default();
    let mut children = Vec::new();
    let mut depth = 0usize;
    // The scopes open now, each with the depth of its body, and the `{` that will open the
    // next ones (an `impl`'s, a `trait`'s, a function's body), by token index.
    let mut scopes: Vec<(usize, Scope)> = Vec::new();
    let mut opening: BTreeMap<usize, Scope> = BTreeMap::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].as_str();
        let next = |k: usize| tokens.get(i + k).map(String::as_str);
        if depth == 0
            && ITEM_KEYWORDS.contains(&t)
            && let Some(name) = next(1).filter(|n| is_ident(n))
        {
            facts.defined.insert(name.to_string());
            if t == "mod" && next(2) == Some(";") {
                children.push(name.to_string());
            }
        }
        match t {
            "#" if is_cfg_test(tokens, i) => {
                i = skip_item(tokens, skip_attribute(tokens, i));
                continue;
            }
            "{" => {
                depth += 1;
                if let Some(scope) = opening.remove(&i) {
                    scopes.push((depth, scope));
                }
            }
            "}" => {
                depth = depth.saturating_sub(1);
                while scopes.last().is_some_and(|(d, _)| *d > depth) {
                    scopes.pop();
                }
            }
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
                        let name = if glob {
                            None
                        } else {
                            alias.or_else(|| path.last().cloned())
                        };
                        facts.imports.push(Import { path, glob, name });
                    }
                }
                i = end + 1;
                continue;
            }
            "macro_rules" if depth == 0 => {
                if let Some(name) = next(2) {
                    facts.defined.insert(name.to_string());
                }
                // Items a macro declares by a name of their own (`pub enum Key { … }`) are
                // taken as the file's: its macros are used where they are written.
                if let Some(open) = tokens[i..].iter().position(|t| t == "{") {
                    let body = &tokens[i + open..closing(tokens, i + open).min(tokens.len())];
                    for (k, word) in body.iter().enumerate() {
                        if ITEM_KEYWORDS.contains(&word.as_str())
                            && let Some(name) = body.get(k + 1).filter(|n| is_ident(n))
                        {
                            facts.defined.insert(name.clone());
                        }
                    }
                }
            }
            "impl" if starts_item(tokens, i) => {
                let (block, open) = read_impl(tokens, i);
                if let Some(open) = open {
                    opening.insert(open, Scope::Impl(facts.impls.len()));
                }
                facts.impls.push(block);
            }
            "trait" if next(1).is_some_and(is_ident) => {
                if let Some(open) = tokens[i..].iter().position(|t| t == "{") {
                    opening.insert(i + open, Scope::Trait);
                }
            }
            "struct" if depth == 0 => {
                if let Some(name) = next(1).filter(|n| is_ident(n)) {
                    facts
                        .structs
                        .insert(name.to_string(), read_fields(tokens, i + 2));
                }
            }
            "fn" if next(1).is_some_and(is_ident) => {
                let name = tokens[i + 1].clone();
                match scopes.last() {
                    Some((d, Scope::Impl(k))) if *d == depth => {
                        if facts.impls[*k].of_trait {
                            facts.trait_methods.insert(name);
                        } else {
                            facts.impls[*k].methods.push((name, read_return(tokens, i)));
                        }
                    }
                    Some((d, Scope::Trait)) if *d == depth => {
                        facts.trait_methods.insert(name);
                    }
                    _ => {}
                }
                let (params, body) = read_fn(tokens, i, self_impl(&scopes));
                if let Some(body) = body {
                    opening.insert(body, Scope::Fn(params));
                }
            }
            "let" => {
                if let Some((name, receiver)) = read_let(tokens, i, &scopes)
                    && let Some(Scope::Fn(known)) = scopes
                        .iter_mut()
                        .rev()
                        .map(|(_, s)| s)
                        .find(|s| matches!(s, Scope::Fn(_)))
                {
                    known.insert(name, receiver);
                }
            }
            // A method call: `receiver.method(…)` or `receiver.method::<…>(…)`.
            "." if next(1).is_some_and(is_ident)
                && (next(2) == Some("(") || (next(2) == Some("::") && next(3) == Some("<")))
                && (i == 0 || tokens[i - 1] != ".") =>
            {
                facts.calls.push(Call {
                    method: tokens[i + 1].clone(),
                    receiver: expr_before(tokens, i, &scopes),
                });
            }
            // An inline path: `crate::…`, `super::…`, a child module's `name::…` (others, such
            // as `std::…`, name no file of ours and resolve to nothing). `Type::method` and
            // `Self::method` are also method calls.
            _ if is_ident(t) && next(1) == Some("::") && (i == 0 || tokens[i - 1] != "::") => {
                let mut path = vec![t.to_string()];
                let mut j = i + 1;
                while tokens.get(j).map(String::as_str) == Some("::")
                    && tokens.get(j + 1).is_some_and(|n| is_ident(n))
                {
                    path.push(tokens[j + 1].clone());
                    j += 2;
                }
                if let [ty @ .., method] = path.as_slice()
                    && ty.last().is_some_and(|t| t.starts_with(char::is_uppercase))
                    && method.starts_with(|c: char| c.is_lowercase() || c == '_')
                {
                    facts.calls.push(Call {
                        method: method.clone(),
                        receiver: path_receiver(ty.to_vec(), self_impl(&scopes)),
                    });
                }
                facts.imports.push(Import {
                    path,
                    glob: false,
                    name: None,
                });
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    (facts, children)
}

/// The `impl` block whose `Self` the code at the innermost scope sees (none inside a `trait`).
pub(crate) fn self_impl(scopes: &[(usize, Scope)]) -> Option<usize> {
    scopes.iter().rev().find_map(|(_, s)| match s {
        Scope::Impl(k) => Some(Some(*k)),
        Scope::Trait => Some(None),
        Scope::Fn(_) => None,
    })?
}

/// A type's path as a receiver: `Self` is the `impl`'s type.
pub(crate) fn path_receiver(path: Vec<String>, self_impl: Option<usize>) -> Receiver {
    match (path.as_slice(), self_impl) {
        ([only], Some(k)) if only == "Self" => Receiver::SelfType(k),
        ([only], None) if only == "Self" => Receiver::Unknown,
        _ => Receiver::Path(path),
    }
}

/// What the expression ending just before `tokens[end]` is (the receiver of a method call
/// whose `.` is there, or a `let`'s value ending at its `;`), read backwards: `self`, a name
/// of a known type, a field of either, a method's result (through `?` and `.await`), and
/// `Arc::clone(…)`, `Arc::new(…)` and the like as what they point to.
pub(crate) fn expr_before(tokens: &[String], end: usize, scopes: &[(usize, Scope)]) -> Receiver {
    let at = |k: Option<usize>| k.and_then(|k| tokens.get(k)).map(String::as_str);
    let Some(last) = end.checked_sub(1) else {
        return Receiver::Unknown;
    };
    let before = |k: usize| at(k.checked_sub(1));
    match tokens[last].as_str() {
        "?" => match expr_before(tokens, last, scopes) {
            Receiver::Returns(of, method, false) => Receiver::Returns(of, method, true),
            _ => Receiver::Unknown,
        },
        "await" if before(last) == Some(".") => expr_before(tokens, last - 1, scopes),
        ")" => {
            let Some(open) = opening_paren(tokens, last) else {
                return Receiver::Unknown;
            };
            let Some(name) = open.checked_sub(1).filter(|&k| is_ident(&tokens[k])) else {
                return Receiver::Unknown;
            };
            let method = tokens[name].clone();
            match before(name) {
                Some(".") => Receiver::Returns(
                    Box::new(expr_before(tokens, name - 1, scopes)),
                    method,
                    false,
                ),
                Some("::") => {
                    let mut path = Vec::new();
                    let mut k = name - 1;
                    while k >= 1 && is_ident(&tokens[k - 1]) {
                        path.insert(0, tokens[k - 1].clone());
                        if k >= 2 && tokens[k - 2] == "::" {
                            k -= 2;
                        } else {
                            break;
                        }
                    }
                    let pointer = matches!(path.as_slice(), [p] if ["Arc", "Rc", "Box"].contains(&p.as_str()));
                    if pointer && (method == "clone" || method == "new") {
                        return expr_before(tokens, last, scopes);
                    }
                    Receiver::Returns(
                        Box::new(path_receiver(path, self_impl(scopes))),
                        method,
                        false,
                    )
                }
                _ => Receiver::Unknown,
            }
        }
        "self" if !matches!(before(last), Some("." | "::")) => {
            self_impl(scopes).map_or(Receiver::Unknown, Receiver::SelfType)
        }
        field if is_ident(field) && before(last) == Some(".") => Receiver::Field(
            Box::new(expr_before(tokens, last - 1, scopes)),
            field.to_string(),
        ),
        name if is_ident(name) && !matches!(before(last), Some("." | "::")) => scopes
            .iter()
            .rev()
            .find_map(|(_, s)| match s {
                Scope::Fn(known) => known.get(name).cloned(),
                _ => None,
            })
            .unwrap_or(Receiver::Unknown),
        _ => Receiver::Unknown,
    }
}

/// The index of the `(` that the `)` at `tokens[close]` closes.
pub(crate) fn opening_paren(tokens: &[String], close: usize) -> Option<usize> {
    let mut depth = 0;
    for k in (0..=close).rev() {
        match tokens[k].as_str() {
            ")" => depth += 1,
            "(" => {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether the token at `i` begins an item (so an `impl` there is a block, not `impl Trait`).
pub(crate) fn starts_item(tokens: &[String], i: usize) -> bool {
    i == 0 || matches!(tokens[i - 1].as_str(), "}" | ";" | "{" | "]" | "unsafe")
}

/// The index after the `<…>` that opens at `tokens[open]` (an arrow's `>` is no bracket).
pub(crate) fn skip_angles(tokens: &[String], open: usize) -> usize {
    let mut depth = 0;
    for (j, t) in tokens.iter().enumerate().skip(open) {
        match t.as_str() {
            "<" => depth += 1,
            ">" if tokens[j - 1] != "-" => {
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

/// The `impl` block at `tokens[i]`, and the index of the `{` that opens its body.
pub(crate) fn read_impl(tokens: &[String], i: usize) -> (ImplBlock, Option<usize>) {
    let mut j = i + 1;
    if tokens.get(j).map(String::as_str) == Some("<") {
        j = skip_angles(tokens, j);
    }
    let open = tokens[j.min(tokens.len())..]
        .iter()
        .position(|t| t == "{" || t == ";")
        .map(|p| j + p)
        .filter(|&k| tokens[k] == "{");
    let header = &tokens[j.min(tokens.len())..open.unwrap_or(tokens.len())];
    // `impl Trait for Type`: the `for` outside angle brackets.
    let mut angle = 0i32;
    let mut for_at = None;
    for (k, t) in header.iter().enumerate() {
        match t.as_str() {
            "<" => angle += 1,
            ">" if k == 0 || header[k - 1] != "-" => angle -= 1,
            "for" if angle == 0 => {
                for_at = Some(k);
                break;
            }
            _ => {}
        }
    }
    let ty = &header[for_at.map_or(0, |k| k + 1)..];
    let ty = &ty[..ty.iter().position(|t| t == "where").unwrap_or(ty.len())];
    let block = ImplBlock {
        self_type: type_path(ty).unwrap_or_default(),
        of_trait: for_at.is_some(),
        methods: Vec::new(),
    };
    (block, open)
}

/// The path of the type a type expression names, seen through references and the smart
/// pointers whose methods are their pointee's (`&'a mut Arc<Inner>` → `Inner`).
pub(crate) fn type_path(tokens: &[String]) -> Option<Vec<String>> {
    let mut i = 0;
    loop {
        match tokens.get(i)?.as_str() {
            "&" | "mut" | "dyn" | "impl" => i += 1,
            "'" => i += 2,
            _ => break,
        }
    }
    let mut path = Vec::new();
    while let Some(t) = tokens.get(i).filter(|t| is_ident(t)) {
        path.push(t.clone());
        i += 1;
        if tokens.get(i).map(String::as_str) != Some("::") {
            break;
        }
        i += 1;
    }
    if matches!(path.as_slice(), [.., last] if ["Arc", "Rc", "Box"].contains(&last.as_str()))
        && tokens.get(i).map(String::as_str) == Some("<")
    {
        return type_path(&tokens[i + 1..]);
    }
    (!path.is_empty()).then_some(path)
}

/// `tokens[start..end]` split at the commas outside brackets.
pub(crate) fn split_commas(tokens: &[String], start: usize, end: usize) -> Vec<&[String]> {
    let mut parts = Vec::new();
    let (mut from, mut depth) = (start, 0i32);
    for j in start..end {
        match tokens[j].as_str() {
            "(" | "[" | "{" | "<" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            ">" if tokens[j - 1] != "-" => depth -= 1,
            "," if depth == 0 => {
                parts.push(&tokens[from..j]);
                from = j + 1;
            }
            _ => {}
        }
    }
    if from < end {
        parts.push(&tokens[from..end]);
    }
    parts
}

/// The index of the bracket closing the one at `tokens[open]`.
pub(crate) fn closing(tokens: &[String], open: usize) -> usize {
    let (o, c) = match tokens[open].as_str() {
        "(" => ("(", ")"),
        "[" => ("[", "]"),
        _ => ("{", "}"),
    };
    let mut depth = 0;
    for (j, t) in tokens.iter().enumerate().skip(open) {
        if t == o {
            depth += 1;
        } else if t == c {
            depth -= 1;
            if depth == 0 {
                return j;
            }
        }
    }
    tokens.len()
}

/// The fields of the struct whose generics or body start at `tokens[i]`: name → type path.
pub(crate) fn read_fields(tokens: &[String], mut i: usize) -> BTreeMap<String, Vec<String>> {
    let mut fields = BTreeMap::new();
    if tokens.get(i).map(String::as_str) == Some("<") {
        i = skip_angles(tokens, i);
    }
    while tokens
        .get(i)
        .is_some_and(|t| t != "{" && t != ";" && t != "(")
    {
        i += 1;
    }
    if tokens.get(i).map(String::as_str) != Some("{") {
        return fields;
    }
    for field in split_commas(tokens, i + 1, closing(tokens, i)) {
        let mut k = 0;
        while k < field.len() && field[k] == "#" {
            k = skip_attribute(field, k);
        }
        if field.get(k).map(String::as_str) == Some("pub") {
            k += 1;
            if field.get(k).map(String::as_str) == Some("(") {
                k = closing(field, k) + 1;
            }
        }
        if let (Some(name), Some(":")) = (field.get(k), field.get(k + 1).map(String::as_str))
            && let Some(ty) = type_path(&field[k + 2..])
        {
            fields.insert(name.clone(), ty);
        }
    }
    fields
}

/// The `fn` at `tokens[i]`: what its parameters of a written type are, and the index of the
/// `{` opening its body (none for a declaration).
pub(crate) fn read_fn(
    tokens: &[String],
    i: usize,
    self_impl: Option<usize>,
) -> (BTreeMap<String, Receiver>, Option<usize>) {
    let mut known = BTreeMap::new();
    let mut j = i + 2;
    if tokens.get(j).map(String::as_str) == Some("<") {
        j = skip_angles(tokens, j);
    }
    if tokens.get(j).map(String::as_str) != Some("(") {
        return (known, None);
    }
    let close = closing(tokens, j);
    for param in split_commas(tokens, j + 1, close) {
        let Some(colon) = param.iter().position(|t| t == ":") else {
            continue;
        };
        let names: Vec<&String> = param[..colon]
            .iter()
            .filter(|t| *t != "mut" && *t != "&")
            .collect();
        if let [name] = names.as_slice()
            && is_ident(name)
            && *name != "self"
            && let Some(ty) = type_path(&param[colon + 1..])
        {
            known.insert((*name).clone(), path_receiver(ty, self_impl));
        }
    }
    let body = tokens[close.min(tokens.len())..]
        .iter()
        .position(|t| t == "{" || t == ";")
        .map(|p| close + p)
        .filter(|&k| tokens[k] == "{");
    (known, body)
}

/// The `let name` at `tokens[i]` and what it is: its written type, or its value as
/// [`expr_before`] reads it. Patterns other than a name are left out.
pub(crate) fn read_let(
    tokens: &[String],
    i: usize,
    scopes: &[(usize, Scope)],
) -> Option<(String, Receiver)> {
    let self_impl = self_impl(scopes);
    let mut j = i + 1;
    if tokens.get(j)? == "mut" {
        j += 1;
    }
    let name = tokens.get(j).filter(|n| is_ident(n))?.clone();
    // The statement ends at its `;` (or a block's `{`, or the end of an enclosing bracket).
    let mut end = j;
    let mut depth = 0i32;
    while let Some(t) = tokens.get(end) {
        match t.as_str() {
            "(" | "[" => depth += 1,
            ")" | "]" if depth == 0 => break,
            ")" | "]" => depth -= 1,
            ";" | "{" | "}" if depth == 0 => break,
            _ => {}
        }
        end += 1;
    }
    let receiver = match tokens.get(j + 1)?.as_str() {
        ":" => {
            let eq = (j + 2..end).find(|&k| tokens[k] == "=").unwrap_or(end);
            type_path(&tokens[j + 2..eq]).map_or(Receiver::Unknown, |p| path_receiver(p, self_impl))
        }
        "=" if tokens.get(end).map(String::as_str) == Some(";") => expr_before(tokens, end, scopes),
        "=" => Receiver::Unknown,
        _ => return None,
    };
    Some((name, receiver))
}

/// The return type written after the parameters of the `fn` at `tokens[i]` (empty for none).
pub(crate) fn read_return(tokens: &[String], i: usize) -> Vec<String> {
    let Some(open) = tokens[i..].iter().position(|t| t == "(").map(|p| i + p) else {
        return Vec::new();
    };
    let close = closing(tokens, open);
    if tokens.get(close + 1).map(String::as_str) != Some("-")
        || tokens.get(close + 2).map(String::as_str) != Some(">")
    {
        return Vec::new();
    }
    tokens[close + 3..]
        .iter()
        .take_while(|t| !["{", ";", "where"].contains(&t.as_str()))
        .cloned()
        .collect()
}

/// The first type argument of a type (`Res<View<'_>>` → `View<'_>`): what `?` unwraps.
pub(crate) fn first_type_argument(tokens: &[String]) -> Option<&[String]> {
    let open = tokens.iter().position(|t| t == "<")?;
    let end = skip_angles(tokens, open) - 1;
    split_commas(tokens, open + 1, end.min(tokens.len()))
        .into_iter()
        .next()
}

pub(crate) fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && token != "_"
}

/// `#[cfg(test)]` (also inside `all(…)`) at `tokens[i]`.
pub(crate) fn is_cfg_test(tokens: &[String], i: usize) -> bool {
    let end = skip_attribute(tokens, i);
    let attr: Vec<&str> = tokens[i..end].iter().map(String::as_str).collect();
    attr.get(2) == Some(&"cfg") && attr.contains(&"test") && !attr.contains(&"not")
}

/// The index after the attribute `#[…]` at `tokens[i]`.
pub(crate) fn skip_attribute(tokens: &[String], i: usize) -> usize {
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
pub(crate) fn skip_item(tokens: &[String], mut i: usize) -> usize {
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
pub(crate) fn parse_use_tree(
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
                let close = closing(tokens, i).min(tokens.len() - 1);
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
