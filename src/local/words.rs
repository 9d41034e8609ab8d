//! The words of a typed line: the reason a line is not understood ([`ParseLineError`]), and the
//! options `key:value` with the positional words, as every command reads them.

use crate::service::{Locale, Person, SwapRule, TextValue, text};
use std::str::FromStr;

/// A line the terminal does not understand: a message of the catalogue (`local-…`) saying why,
/// for the player. `Display` writes it in English; [`ParseLineError::text`] in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLineError {
    /// The catalogue message saying why (`local-unknown-command`).
    pub id: &'static str,
    /// Its variables: (name, text).
    pub args: Vec<(&'static str, String)>,
}

impl ParseLineError {
    pub(super) fn new(id: &'static str, args: &[(&'static str, &str)]) -> Self {
        Self {
            id,
            args: args.iter().map(|(n, v)| (*n, (*v).to_owned())).collect(),
        }
    }

    /// The reason in `locale`.
    pub fn text(&self, locale: Locale) -> String {
        let args: Vec<(&str, TextValue)> = self
            .args
            .iter()
            .map(|(n, v)| (*n, TextValue::from(v.as_str())))
            .collect();
        text(locale, self.id, &args)
    }
}

impl std::fmt::Display for ParseLineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Locale::EnUs))
    }
}

impl std::error::Error for ParseLineError {}

pub(super) fn err<T>(id: &'static str, args: &[(&'static str, &str)]) -> Result<T, ParseLineError> {
    Err(ParseLineError::new(id, args))
}

/// Options `key:value` and the positional words, in order.
pub(super) struct Opts<'a> {
    pub named: Vec<(String, &'a str)>,
    pub positional: Vec<&'a str>,
}

impl<'a> Opts<'a> {
    pub(super) fn new(args: &[&'a str], allowed: &[&str]) -> Result<Self, ParseLineError> {
        let mut named = Vec::new();
        let mut positional = Vec::new();
        for a in args {
            match a.split_once(':') {
                Some((k, v)) if !k.is_empty() => {
                    let k = k.to_ascii_lowercase();
                    if !allowed.contains(&k.as_str()) {
                        return if allowed.is_empty() {
                            err("local-no-options", &[("option", &k)])
                        } else {
                            err(
                                "local-unknown-option",
                                &[("option", &k), ("known", &allowed.join(", "))],
                            )
                        };
                    }
                    if v.is_empty() {
                        return err("local-needs-value", &[("option", &k)]);
                    }
                    named.push((k, v));
                }
                _ => positional.push(*a),
            }
        }
        Ok(Self { named, positional })
    }

    pub(super) fn get(&self, key: &str) -> Option<&'a str> {
        self.named
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| *v)
    }

    pub(super) fn parsed<T: FromStr>(&self, key: &str) -> Result<Option<T>, ParseLineError>
    where
        T::Err: std::fmt::Display,
    {
        match self.get(key) {
            None => Ok(None),
            Some(v) => v.parse().map(Some).map_err(|_| {
                ParseLineError::new("local-bad-value", &[("option", key), ("value", v)])
            }),
        }
    }

    pub(super) fn no_positional(&self, verb: &str) -> Result<(), ParseLineError> {
        match self.positional.first() {
            None => Ok(()),
            Some(w) => err("local-extra-word", &[("command", verb), ("word", w)]),
        }
    }

    /// A person from `key:NAME` or the first positional word.
    pub(super) fn person(&self, key: &str) -> Option<Person> {
        self.get(key)
            .or_else(|| self.positional.first().copied())
            .map(person)
    }
}

pub(super) fn size(o: &Opts) -> Result<Option<u32>, ParseLineError> {
    o.parsed::<u32>("size")
}

pub(super) fn swap(o: &Opts) -> Result<Option<SwapRule>, ParseLineError> {
    match o.get("swap").map(str::to_ascii_lowercase).as_deref() {
        None => Ok(None),
        Some("on" | "yes" | "true") => Ok(Some(SwapRule::Mirror)),
        Some("no" | "false") => Ok(Some(SwapRule::Off)),
        Some(v) => v.parse::<SwapRule>().map(Some).map_err(|_| {
            ParseLineError::new("local-bad-value", &[("option", "swap"), ("value", v)])
        }),
    }
}

/// `web:on` or `web:off` (also yes/no, true/false).
pub(super) fn web(o: &Opts) -> Result<Option<bool>, ParseLineError> {
    match o.get("web").map(str::to_ascii_lowercase).as_deref() {
        None => Ok(None),
        Some("on" | "yes" | "true") => Ok(Some(true)),
        Some("off" | "no" | "false") => Ok(Some(false)),
        Some(v) => Err(ParseLineError::new(
            "local-bad-value",
            &[("option", "web"), ("value", v)],
        )),
    }
}

/// A stable user id for a simulated user's name (see [`crate::service::simulated_user_id`]).
pub use crate::service::simulated_user_id as user_id;

/// The name without a leading `@` and surrounding spaces.
pub use crate::service::clean_name;

/// A simulated user by name.
pub fn person(name: &str) -> Person {
    let name = clean_name(name);
    Person::new(user_id(name), name)
}
