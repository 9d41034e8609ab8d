//! The languages hexbot speaks: one Project Fluent catalogue per [`Locale`], a row of the table
//! [`LOCALES`] (`locales/<tag>/hexbot.ftl`, compiled into the binary), a locale negotiated from whatever a
//! front end knows (Discord's `locale` and `guild_locale`, the terminal's `LANG`), and the
//! formatting of a catalogue message with its arguments. English (en-US) is the source; every
//! other catalogue has exactly its messages with the same variables (the tests say so).
//!
//! Grammar lives in the catalogues: plurals through Fluent's plural selectors (CLDR rules of
//! each language), articles and inflections through selectors and terms. Numbers are written
//! with the locale's digit grouping, its row's [`Grouping`] ("1,500" in English, "1.500" in German, Brazilian
//! Portuguese and Indonesian; Spanish groups from five digits, "1500" but "15.000").
//!
//! This room stands on std and the Fluent crates only; the service formats its messages
//! through it, and the front ends reach it through the service.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::memoizer::MemoizerKind;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::BTreeSet;
use std::sync::OnceLock;

mod check;
mod locale;
mod syntax;
pub use check::{CatalogueProblem, check_catalogues, render_catalogue};
pub use locale::{Grouping, LOCALES, Locale, LocaleRow, UnknownLocale};

/// A value for a variable of a catalogue message.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// Text shown as it is (names, cells, already formatted pieces).
    Text(String),
    /// A number: plural selectors see it, and it is written with the locale's grouping.
    Number(i64),
}

impl From<&str> for Value {
    fn from(s: &str) -> Self {
        Self::Text(s.to_owned())
    }
}
impl From<String> for Value {
    fn from(s: String) -> Self {
        Self::Text(s)
    }
}
impl From<i64> for Value {
    fn from(n: i64) -> Self {
        Self::Number(n)
    }
}

/// Why a message could not be formatted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// The catalogue of `locale` has no message `id`.
    #[error("{locale} has no message \"{id}\"")]
    Missing {
        /// The locale asked for.
        locale: Locale,
        /// The message asked for.
        id: String,
    },
    /// The message could not be formatted (a variable not given, a broken reference).
    #[error("\"{id}\" in {locale}: {problems}")]
    Broken {
        /// The locale asked for.
        locale: Locale,
        /// The message asked for.
        id: String,
        /// What Fluent reported.
        problems: String,
    },
}

struct Catalogue {
    bundle: FluentBundle<FluentResource>,
}

fn catalogue(locale: Locale) -> &'static Catalogue {
    static CATALOGUES: OnceLock<Vec<Catalogue>> = OnceLock::new();
    let all = CATALOGUES.get_or_init(|| Locale::ALL.iter().map(|&l| load(l)).collect());
    &all[Locale::ALL.iter().position(|&l| l == locale).unwrap_or(0)]
}

/// Parses a catalogue. A syntax error in a shipped catalogue is a bug the tests catch
/// ([`check_catalogues`]); here the entries that did parse are kept, so the bot still speaks.
fn load(locale: Locale) -> Catalogue {
    let resource = FluentResource::try_new(locale.source().to_owned()).unwrap_or_else(|(r, e)| {
        tracing::error!(%locale, errors = ?e, "the catalogue has syntax errors");
        r
    });
    let lang = locale
        .tag()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![lang]);
    // Output goes to Discord and terminals, not to bidirectional text: no isolation marks.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(number));
    if let Err(e) = bundle.add_builtins() {
        tracing::error!(%locale, error = ?e, "cannot add Fluent's built-in functions");
    }
    if let Err(e) = bundle.add_resource(resource) {
        tracing::error!(%locale, errors = ?e, "the catalogue has duplicate entries");
    }
    Catalogue { bundle }
}

/// Integers with the grouping of the bundle's locale ([`Grouping`], found through the bundle's
/// memoizer). Fractions keep Fluent's default.
fn number<M: MemoizerKind>(value: &FluentValue, memoizer: &M) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    memoizer
        .with_try_get_threadsafe::<Grouping, _, _>((), |grouping| grouping.write(n))
        .ok()
        .flatten()
}

/// Formats message `id` of `locale`'s catalogue with `args`.
///
/// # Errors
/// The message does not exist, or a variable it uses was not given (or a reference is broken).
pub fn format(locale: Locale, id: &str, args: &[(&str, Value)]) -> Result<String, FormatError> {
    let bundle = &catalogue(locale).bundle;
    let pattern = bundle
        .get_message(id)
        .and_then(|m| m.value())
        .ok_or_else(|| FormatError::Missing {
            locale,
            id: id.to_owned(),
        })?;
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        match value {
            Value::Text(s) => fargs.set(*name, FluentValue::from(s.as_str())),
            Value::Number(n) => fargs.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(FormatError::Broken {
            locale,
            id: id.to_owned(),
            problems: errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; "),
        })
    }
}

/// Formats message `id`, falling back to English, then to the id itself, so a player always
/// reads something (a failure is logged; the catalogue tests keep it from happening).
pub fn text(locale: Locale, id: &str, args: &[(&str, Value)]) -> String {
    match format(locale, id, args) {
        Ok(t) => t,
        Err(e) => {
            tracing::error!(error = %e, "cannot format a message");
            if locale != Locale::EnUs
                && let Ok(t) = format(Locale::EnUs, id, args)
            {
                return t;
            }
            id.to_owned()
        }
    }
}

/// Whether `locale`'s catalogue has message `id`.
pub fn has(locale: Locale, id: &str) -> bool {
    catalogue(locale).bundle.has_message(id)
}

/// The message ids of `locale`'s catalogue, in the order of the file.
pub fn ids(locale: Locale) -> Vec<String> {
    syntax::parsed(locale)
        .messages
        .iter()
        .map(|m| m.id.clone())
        .collect()
}

/// The variables message `id` of `locale` uses (directly or through messages it references).
pub fn variables(locale: Locale, id: &str) -> BTreeSet<String> {
    syntax::parsed(locale).variables(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_locale_has_the_sources_messages_with_the_same_variables() {
        let problems = check_catalogues();
        assert!(
            problems.is_empty(),
            "{}",
            problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        );
        assert!(ids(Locale::EnUs).len() > 150);
    }

    #[test]
    fn locales_are_negotiated_by_language() {
        let cases = [
            ("pt-BR", Locale::PtBr),
            ("pt", Locale::PtBr),
            ("pt_PT.UTF-8", Locale::PtBr),
            ("es-ES", Locale::EsEs),
            ("es-419", Locale::EsEs),
            ("es_MX", Locale::EsEs),
            ("id", Locale::Id),
            ("id_ID.UTF-8", Locale::Id),
            ("de", Locale::De),
            ("de_AT@euro", Locale::De),
            ("en-GB", Locale::EnUs),
            ("fr", Locale::EnUs),
            ("C.UTF-8", Locale::EnUs),
            ("POSIX", Locale::EnUs),
            ("", Locale::EnUs),
        ];
        for (tag, want) in cases {
            assert_eq!(Locale::negotiate(tag), want, "{tag}");
        }
        assert!("fr".parse::<Locale>().is_err());
        assert_eq!("de-CH".parse::<Locale>(), Ok(Locale::De));
        for l in Locale::ALL {
            assert_eq!(Locale::negotiate(l.tag()), l);
            for code in l.discord_codes() {
                assert_eq!(Locale::negotiate(code), l);
            }
        }
    }

    /// Each language's words for directions, with their inflections: the board may be shown
    /// rotated, so messages name colours, never directions.
    const DIRECTIONS: &[(Locale, &[&str])] = &[
        (
            Locale::EnUs,
            &[
                "top",
                "bottom",
                "left",
                "right",
                "up",
                "down",
                "above",
                "below",
                "upper",
                "lower",
                "north",
                "south",
                "east",
                "west",
                "horizontal",
                "vertical",
            ],
        ),
        (
            Locale::PtBr,
            &[
                "cima",
                "embaixo",
                "baixo",
                "acima",
                "abaixo",
                "topo",
                "esquerda",
                "esquerdo",
                "esquerdas",
                "esquerdos",
                "direita",
                "direito",
                "direitas",
                "direitos",
                "superior",
                "inferior",
                "superiores",
                "inferiores",
                "horizontal",
                "vertical",
            ],
        ),
        (
            Locale::EsEs,
            &[
                "arriba",
                "abajo",
                "encima",
                "debajo",
                "izquierda",
                "izquierdo",
                "izquierdas",
                "izquierdos",
                "derecha",
                "derecho",
                "derechas",
                "derechos",
                "superior",
                "inferior",
                "superiores",
                "inferiores",
                "horizontal",
                "vertical",
            ],
        ),
        (
            Locale::Id,
            &[
                "atas",
                "bawah",
                "kiri",
                "kanan",
                "atasnya",
                "bawahnya",
                "kirinya",
                "kanannya",
                "mendatar",
                "menegak",
                "horizontal",
                "vertikal",
            ],
        ),
        (
            Locale::De,
            &[
                "oben",
                "unten",
                "links",
                "rechts",
                "obere",
                "oberen",
                "oberer",
                "oberes",
                "untere",
                "unteren",
                "unterer",
                "unteres",
                "linke",
                "linken",
                "linker",
                "linkes",
                "rechte",
                "rechten",
                "rechter",
                "rechtes",
                "waagerecht",
                "senkrecht",
                "horizontal",
                "vertikal",
            ],
        ),
    ];

    #[test]
    fn no_message_names_a_direction_in_any_language() {
        for (locale, words) in DIRECTIONS {
            for id in ids(*locale) {
                let text = format_any(*locale, &id).to_lowercase();
                for word in *words {
                    assert!(
                        !text.split(|c: char| !c.is_alphabetic()).any(|w| w == *word),
                        "{locale} {id} says \"{word}\": {text}"
                    );
                }
            }
        }
    }

    /// In Rex a player may join their own sides (and loses): the texts say to avoid it, as the
    /// rules pages do, never that it is forbidden.
    #[test]
    fn rex_texts_say_avoid_never_forbidden() {
        let forbidden: &[(Locale, &[&str])] = &[
            (
                Locale::EnUs,
                &["must not join", "cannot join", "may not join"],
            ),
            (
                Locale::De,
                &[
                    "seiten nicht verbinden",
                    "nicht verbinden darf",
                    "nicht verbinden dürfen",
                ],
            ),
            (Locale::EsEs, &["no debe unir", "no puede unir"]),
            (Locale::PtBr, &["não pode ligar", "não deve ligar"]),
            (
                Locale::Id,
                &["tidak boleh menghubungkan", "tidak dapat menghubungkan"],
            ),
        ];
        for (locale, phrases) in forbidden {
            let rex: Vec<String> = ids(*locale)
                .into_iter()
                .filter(|id| id.contains("rex"))
                .collect();
            assert!(rex.len() >= 5, "{locale}: {rex:?}");
            for id in rex {
                let text = format_any(*locale, &id).to_lowercase();
                for phrase in *phrases {
                    assert!(
                        !text.contains(phrase),
                        "{locale} {id} says \"{phrase}\": {text}"
                    );
                }
            }
        }
    }

    /// The message with every variable empty (so that every variant of a selector shows).
    fn format_any(locale: Locale, id: &str) -> String {
        let vars = variables(locale, id);
        let mut all = String::new();
        for n in [0, 1, 2, 5] {
            let args: Vec<(&str, Value)> = vars
                .iter()
                .map(|v| (v.as_str(), Value::Number(n)))
                .collect();
            all.push_str(&text(locale, id, &args));
            all.push('\n');
        }
        all
    }

    #[test]
    fn texts_fit_discords_limits() {
        for locale in Locale::ALL {
            for id in ids(locale) {
                let text = text(locale, &id, &[]);
                let len = text.chars().count();
                let max = if id.starts_with("cmd-") || id.starts_with("choice-") {
                    100
                } else if id.starts_with("button-") {
                    80
                } else if id.starts_with("move-input-") {
                    45
                } else {
                    continue;
                };
                assert!(
                    len <= max && len > 0,
                    "{locale} {id}: {len} > {max}: {text}"
                );
            }
        }
    }

    #[test]
    fn numbers_take_the_locales_grouping() {
        let f = |l: Locale, n: i64| text(l, "hours-minutes", &[("h", n.into()), ("m", 0.into())]);
        assert!(f(Locale::EnUs, 12345).starts_with("12,345 h"));
        assert!(f(Locale::De, 1500).starts_with("1.500 Std."));
        assert!(f(Locale::EsEs, 1500).starts_with("1500 h"));
        assert!(f(Locale::EsEs, 15000).starts_with("15.000 h"));
        assert!(f(Locale::EnUs, -1500).starts_with("-1,500 h"));
    }
}
