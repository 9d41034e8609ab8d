//! The table of the languages hexbot speaks, [`LOCALES`]: one row per language with everything
//! the code knows about it (its tag and catalogue file, its own name, Discord's codes for it, the
//! language tags it answers to, how it groups digits). [`Locale`] is a row of that table, and
//! every list of languages — the command line's help, the error naming the languages, Discord's
//! localisations, the README's table (a test compares them) — is read from it.
//!
//! Adding a language: its catalogue `locales/<tag>/hexbot.ftl` (every message of the source) and
//! one row below; the tests then ask for its row in the README's table and for its committed
//! render `tests/data/catalogue-<tag>.txt`, and say how to make it.

use fluent_bundle::types::FluentNumber;
use std::fmt;
use std::str::FromStr;

/// The catalogue of the language tagged `$tag`, compiled into the binary: the only place that
/// names a catalogue's file.
macro_rules! catalogue {
    ($tag:literal) => {
        include_str!(concat!("../../locales/", $tag, "/hexbot.ftl"))
    };
}

/// One language hexbot speaks: a row of [`LOCALES`].
#[derive(Debug)]
pub struct LocaleRow {
    /// The BCP 47 tag, also the folder of the catalogue: `pt-BR`.
    pub tag: &'static str,
    /// The language's own name, for lists of choices.
    pub native_name: &'static str,
    /// Discord's locale codes this catalogue serves (for slash-command localisations).
    pub discord_codes: &'static [&'static str],
    /// The language subtags (ISO 639, lowercase) this catalogue answers to: a tag as Discord, a
    /// browser or POSIX writes it (`pt-PT`, `pt_BR@euro`) matches by its language alone.
    pub languages: &'static [&'static str],
    /// How integers are written.
    pub grouping: Grouping,
    /// The Fluent source of the catalogue (`catalogue!(tag)`).
    pub source: &'static str,
}

/// A locale's digit grouping: `separator` between groups of three digits, from `min_digits`
/// digits on (the CLDR "minimum grouping digits" of Spanish make that 5: "1500" but "15.000").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grouping {
    /// Between groups of three digits.
    pub separator: char,
    /// The fewest digits that are grouped.
    pub min_digits: usize,
}

/// Every language hexbot speaks, the source first: English (United States) is the catalogue the
/// others follow and the fallback for any language not in the table.
pub const LOCALES: &[LocaleRow] = &[
    LocaleRow {
        tag: "en-US",
        native_name: "English",
        discord_codes: &["en-US", "en-GB"],
        languages: &["en"],
        grouping: Grouping {
            separator: ',',
            min_digits: 4,
        },
        source: catalogue!("en-US"),
    },
    LocaleRow {
        tag: "pt-BR",
        native_name: "Português (Brasil)",
        discord_codes: &["pt-BR"],
        languages: &["pt"],
        grouping: Grouping {
            separator: '.',
            min_digits: 4,
        },
        source: catalogue!("pt-BR"),
    },
    LocaleRow {
        tag: "es-ES",
        native_name: "Español",
        discord_codes: &["es-ES", "es-419"],
        languages: &["es"],
        grouping: Grouping {
            separator: '.',
            min_digits: 5,
        },
        source: catalogue!("es-ES"),
    },
    LocaleRow {
        tag: "id",
        native_name: "Bahasa Indonesia",
        discord_codes: &["id"],
        // `in` is Indonesian's old code, still written by some systems.
        languages: &["id", "in"],
        grouping: Grouping {
            separator: '.',
            min_digits: 4,
        },
        source: catalogue!("id"),
    },
    LocaleRow {
        tag: "de",
        native_name: "Deutsch",
        discord_codes: &["de"],
        languages: &["de"],
        grouping: Grouping {
            separator: '.',
            min_digits: 4,
        },
        source: catalogue!("de"),
    },
];

/// A language hexbot speaks: a row of [`LOCALES`]. The default is the source, English.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Locale(usize);

// The languages the code names (the source, and the tests' examples) keep the names they had as
// an enum's variants; a language nobody names needs no constant, only its row.
#[allow(non_upper_case_globals)]
impl Locale {
    /// English (United States): the source catalogue, and the fallback.
    pub const EnUs: Locale = Locale::tagged("en-US");
    /// Português (Brasil); also serves any other Portuguese.
    pub const PtBr: Locale = Locale::tagged("pt-BR");
    /// Español (España); also serves Latin American Spanish (es-419) and any other Spanish.
    pub const EsEs: Locale = Locale::tagged("es-ES");
    /// Bahasa Indonesia.
    pub const Id: Locale = Locale::tagged("id");
    /// Deutsch.
    pub const De: Locale = Locale::tagged("de");
}

impl Locale {
    /// Every locale, in the table's order (the source first).
    pub const ALL: [Locale; LOCALES.len()] = {
        let mut all = [Locale(0); LOCALES.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = Locale(i);
            i += 1;
        }
        all
    };

    /// The row tagged `tag` (a constant naming a tag not in the table does not compile).
    const fn tagged(tag: &str) -> Locale {
        let mut i = 0;
        while i < LOCALES.len() {
            if same(LOCALES[i].tag.as_bytes(), tag.as_bytes()) {
                return Locale(i);
            }
            i += 1;
        }
        panic!("no row of LOCALES has this tag")
    }

    /// This locale's row of [`LOCALES`].
    pub const fn row(self) -> &'static LocaleRow {
        &LOCALES[self.0]
    }

    /// The BCP 47 tag, also the folder of the catalogue: `en-US`, `pt-BR`, `es-ES`, `id`, `de`.
    pub const fn tag(self) -> &'static str {
        self.row().tag
    }

    /// The language's own name, for lists of choices.
    pub const fn native_name(self) -> &'static str {
        self.row().native_name
    }

    /// Discord's locale codes this catalogue serves (for slash-command localisations).
    pub const fn discord_codes(self) -> &'static [&'static str] {
        self.row().discord_codes
    }

    /// How this locale writes integers.
    pub const fn grouping(self) -> Grouping {
        self.row().grouping
    }

    /// The Fluent source of this locale's catalogue.
    pub const fn source(self) -> &'static str {
        self.row().source
    }

    /// The locale for a language tag as Discord (`pt-BR`, `es-419`, `de`), a browser or POSIX
    /// (`de_DE.UTF-8`, `pt_BR@euro`) writes it, matched by language (the rows'
    /// [`LocaleRow::languages`]): any Portuguese is pt-BR, any Spanish es-ES; anything else —
    /// unknown, empty, `C`, `POSIX` — is English.
    pub fn negotiate(tag: &str) -> Locale {
        Self::matching(tag).unwrap_or_default()
    }

    /// Like [`Locale::negotiate`], but `None` for a language hexbot does not speak.
    pub fn matching(tag: &str) -> Option<Locale> {
        let tag = tag.trim();
        let tag = tag.split(['.', '@']).next().unwrap_or("");
        let language = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|l| l.row().languages.contains(&language.as_str()))
    }

    /// The locale of the environment: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is
    /// set and not empty, negotiated; English when none is.
    pub fn from_env() -> Locale {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.trim().is_empty())
            .map(|v| Self::negotiate(&v))
            .unwrap_or_default()
    }

    /// The tags of every locale as a list in prose, the last joined by `last`:
    /// `tags_listed("or")` is "en-US, pt-BR, es-ES, id or de".
    pub fn tags_listed(last: &str) -> String {
        listed(&Self::ALL.map(Locale::tag), last)
    }
}

/// `items` as a list in prose: "a, b and c" (`last` = "and").
fn listed(items: &[&str], last: &str) -> String {
    match items.split_last() {
        Some((final_item, rest)) if !rest.is_empty() => {
            format!("{} {last} {final_item}", rest.join(", "))
        }
        _ => items.concat(),
    }
}

/// `a == b`, in a constant.
const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl fmt::Debug for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Locale").field(&self.tag()).finish()
    }
}

/// A language hexbot does not speak.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language \"{0}\" (hexbot speaks {spoken})", spoken = Locale::tags_listed("and"))]
pub struct UnknownLocale(pub String);

impl FromStr for Locale {
    type Err = UnknownLocale;
    /// Any tag of a language hexbot speaks (`pt`, `pt-BR`, `es-419`, `de_DE.UTF-8`).
    fn from_str(s: &str) -> Result<Self, UnknownLocale> {
        Self::matching(s).ok_or_else(|| UnknownLocale(s.to_owned()))
    }
}

impl Grouping {
    /// `n` written with this grouping, or `None` for what Fluent writes itself (fractions, and
    /// integers too large for an `f64` to hold exactly).
    pub fn write(self, n: &FluentNumber) -> Option<String> {
        if n.value.fract() != 0.0 || !n.value.is_finite() || n.value.abs() >= 1e15 {
            return None;
        }
        let digits = format!("{}", n.value.abs() as u64);
        let mut out = String::new();
        if n.value < 0.0 {
            out.push('-');
        }
        if !n.options.use_grouping || digits.len() < self.min_digits {
            out.push_str(&digits);
            return Some(out);
        }
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push(self.separator);
            }
            out.push(d);
        }
        Some(out)
    }
}

/// A bundle's formatter finds its locale's grouping through the bundle's memoizer, which builds
/// it once from the bundle's language.
impl intl_memoizer::Memoizable for Grouping {
    type Args = ();
    type Error = ();
    fn construct(lang: unic_langid::LanguageIdentifier, (): ()) -> Result<Self, ()> {
        let tag = lang.to_string();
        Locale::ALL
            .into_iter()
            .find(|l| l.tag() == tag)
            .map(Locale::grouping)
            .ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn readme() -> String {
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap()
    }

    /// The README's table of languages, as [`LOCALES`] says it must read.
    fn readme_table() -> String {
        let code = |c: &&str| format!("`{c}`");
        let number = |l: Locale, n: u32| l.grouping().write(&n.into()).unwrap();
        let mut table = String::from(
            "| tag | language | Discord codes | answers to | numbers |\n|---|---|---|---|---|\n",
        );
        for l in Locale::ALL {
            let row = l.row();
            table.push_str(&format!(
                "| `{}` | {} | {} | {} | {} · {} |\n",
                row.tag,
                row.native_name,
                row.discord_codes
                    .iter()
                    .map(code)
                    .collect::<Vec<_>>()
                    .join(", "),
                row.languages
                    .iter()
                    .map(code)
                    .collect::<Vec<_>>()
                    .join(", "),
                number(l, 1500),
                number(l, 15000),
            ));
        }
        table
    }

    #[test]
    fn the_readmes_lists_of_languages_are_the_table() {
        let readme = readme();
        let want = readme_table();
        assert!(
            readme.contains(&want),
            "README.md's table of languages (under \"Languages\") must read:\n{want}"
        );
        let prose = readme.split_whitespace().collect::<Vec<_>>().join(" ");
        let natives = listed(&Locale::ALL.map(Locale::native_name), "and");
        assert!(
            prose.contains(&format!("(below): {natives}.")),
            "README.md's summary must list {natives}"
        );
        let tags = Locale::ALL.map(Locale::tag).join(" ");
        assert!(
            readme.contains(&format!("for l in {tags}; do")),
            "README.md's loop regenerating the renders must name {tags}"
        );
    }

    #[test]
    fn each_row_has_the_catalogue_of_its_tag() {
        for l in Locale::ALL {
            let path = format!(
                "{}/locales/{}/hexbot.ftl",
                env!("CARGO_MANIFEST_DIR"),
                l.tag()
            );
            let file = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(file == l.source(), "{l}'s row must compile in {path}");
        }
    }

    #[test]
    fn the_rows_are_consistent() {
        assert_eq!(Locale::default(), Locale::EnUs, "the source comes first");
        for l in Locale::ALL {
            assert_eq!(
                Locale::negotiate(l.tag()),
                l,
                "a tag answers to its own row"
            );
            assert_eq!(l.tag().parse::<Locale>(), Ok(l));
            for code in l.discord_codes() {
                assert_eq!(Locale::negotiate(code), l, "{code}");
            }
            for other in Locale::ALL.into_iter().filter(|&o| o != l) {
                assert_ne!(l.tag(), other.tag());
                for language in l.row().languages {
                    assert!(!other.row().languages.contains(language), "{language}");
                }
            }
        }
        assert_eq!(Locale::tags_listed("or"), "en-US, pt-BR, es-ES, id or de");
        assert_eq!(
            UnknownLocale("fr".into()).to_string(),
            "unknown language \"fr\" (hexbot speaks en-US, pt-BR, es-ES, id and de)"
        );
    }
}
