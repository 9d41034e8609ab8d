//! The catalogues read as Fluent syntax, once per locale: each message's id, the variables it uses,
//! the messages it references and the variables that select its variants. The formatting
//! (`super`) asks it for a message's variables; the checks (`check`) compare locales with it.

use super::Locale;
use fluent_syntax::ast;
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// One message of a parsed catalogue.
pub(super) struct Parsed {
    pub(super) id: String,
    /// Variables used directly.
    pub(super) vars: BTreeSet<String>,
    /// Messages referenced.
    pub(super) refs: BTreeSet<String>,
    /// Variables that select a variant (`{ $n -> … }`).
    pub(super) selectors: BTreeSet<String>,
    /// Whether it has attributes (the catalogues use plain messages only).
    pub(super) attributes: bool,
}

/// A catalogue as the checks see it.
pub(super) struct ParsedCatalogue {
    pub(super) messages: Vec<Parsed>,
    pub(super) syntax_errors: Vec<String>,
}

impl ParsedCatalogue {
    pub(super) fn get(&self, id: &str) -> Option<&Parsed> {
        self.messages.iter().find(|m| m.id == id)
    }

    /// Variables of `id`, including those of the messages it references.
    pub(super) fn variables(&self, id: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut seen = BTreeSet::new();
        let mut todo = vec![id.to_owned()];
        while let Some(id) = todo.pop() {
            if !seen.insert(id.clone()) {
                continue;
            }
            if let Some(m) = self.get(&id) {
                out.extend(m.vars.iter().cloned());
                todo.extend(m.refs.iter().cloned());
            }
        }
        out
    }
}

pub(super) fn parsed(locale: Locale) -> &'static ParsedCatalogue {
    static PARSED: OnceLock<Vec<ParsedCatalogue>> = OnceLock::new();
    let all = PARSED.get_or_init(|| Locale::ALL.iter().map(|&l| parse(l)).collect());
    &all[Locale::ALL.iter().position(|&l| l == locale).unwrap_or(0)]
}

fn parse(locale: Locale) -> ParsedCatalogue {
    let (resource, errors) = match fluent_syntax::parser::parse(locale.source()) {
        Ok(r) => (r, Vec::new()),
        Err((r, e)) => (r, e.iter().map(|e| format!("{e:?}")).collect()),
    };
    let mut messages = Vec::new();
    let mut syntax_errors = errors;
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut p = Parsed {
                    id: m.id.name.to_owned(),
                    vars: BTreeSet::new(),
                    refs: BTreeSet::new(),
                    selectors: BTreeSet::new(),
                    attributes: !m.attributes.is_empty(),
                };
                if let Some(value) = &m.value {
                    pattern(value, &mut p);
                }
                messages.push(p);
            }
            ast::Entry::Junk { content } => syntax_errors.push(format!("junk: {content}")),
            _ => {}
        }
    }
    ParsedCatalogue {
        messages,
        syntax_errors,
    }
}

fn pattern(p: &ast::Pattern<&str>, out: &mut Parsed) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, out: &mut Parsed) {
    match e {
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                out.selectors.insert(id.name.to_owned());
            }
            inline(selector, out);
            for v in variants {
                pattern(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline(i, out),
    }
}

fn inline(i: &ast::InlineExpression<&str>, out: &mut Parsed) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.vars.insert(id.name.to_owned());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            out.refs.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, out);
            }
            for a in &arguments.named {
                inline(&a.value, out);
            }
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline(a, out);
            }
            for a in &arguments.named {
                inline(&a.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}
