//! The reader's language: a `lang` choice on the page, else the browser's `Accept-Language`
//! (its languages in order of preference), else English.
//!
//! The header's weights are read here (fluent-langneg's own reader of the header keeps the
//! order written and ignores them, `q=0` included); each language tag is parsed as BCP 47 and
//! matched against the catalogues by fluent-langneg's negotiation, so a region or script we do
//! not have (`pt-PT`, `zh-Hant-TW`, `es-419`) falls back to another of the same language.

use crate::service::Locale;
use fluent_langneg::{NegotiationStrategy, negotiate_languages};
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

/// A language tag a catalogue answers to: its own tag and the language subtags of its row
/// (`pt` for pt-BR, `in` for Indonesian's old code).
struct Offered {
    tag: LanguageIdentifier,
    locale: Locale,
}

impl AsRef<LanguageIdentifier> for Offered {
    fn as_ref(&self) -> &LanguageIdentifier {
        &self.tag
    }
}

impl PartialEq for Offered {
    fn eq(&self, other: &Self) -> bool {
        self.tag == other.tag
    }
}

/// Every tag the catalogues answer to, parsed once.
static OFFERED: LazyLock<Vec<Offered>> = LazyLock::new(|| {
    Locale::ALL
        .into_iter()
        .flat_map(|locale| {
            std::iter::once(locale.tag())
                .chain(locale.row().languages.iter().copied())
                .filter_map(move |tag| {
                    Some(Offered {
                        tag: tag.parse().ok()?,
                        locale,
                    })
                })
        })
        .collect()
});

/// The locale for a page: `chosen` (a `?lang=` the reader picked) if hexbot speaks it, else the
/// first language of `accept` (an `Accept-Language` header) it speaks, else English.
pub fn negotiate(chosen: Option<&str>, accept: Option<&str>) -> Locale {
    if let Some(l) = chosen.and_then(Locale::matching) {
        return l;
    }
    let requested: Vec<LanguageIdentifier> = ranked(accept.unwrap_or(""))
        .into_iter()
        // `*`, any language: from there on, the reader takes whatever we answer in.
        .take_while(|tag| *tag != "*")
        .filter_map(|tag| {
            // A singleton subtag starts an extension or private use (`de-DE-u-co-phonebk`,
            // `en-x-pirate`): the language is what comes before it.
            let plain: Vec<&str> = tag.split(['-', '_']).take_while(|s| s.len() != 1).collect();
            plain.join("-").parse().ok()
        })
        .collect();
    negotiate_languages(&requested, &OFFERED, None, NegotiationStrategy::Lookup)
        .first()
        .map(|offered| offered.locale)
        .unwrap_or_default()
}

/// The language tags of an `Accept-Language` header, the highest weight first, ties in the order
/// written: "de-CH, fr;q=0.9, en;q=0.8". A tag weighted 0 (not wanted), with a weight that is not
/// a number from 0 to 1, or empty, is left out.
fn ranked(accept: &str) -> Vec<&str> {
    let mut ranked: Vec<(u16, usize, &str)> = accept
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut pieces = part.split(';');
            let tag = pieces.next()?.trim();
            let weight =
                pieces
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .map_or(Some(1000), |q| {
                        q.trim()
                            .parse::<f32>()
                            .ok()
                            .filter(|q| (0.0..=1.0).contains(q))
                            .map(|q| (q * 1000.0) as u16)
                    })?;
            (weight > 0 && !tag.is_empty()).then_some((weight, i, tag))
        })
        .collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ranked.into_iter().map(|(_, _, tag)| tag).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn browser(accept: &str) -> &'static str {
        negotiate(None, Some(accept)).tag()
    }

    #[test]
    fn the_choice_wins_then_the_browser_by_weight_then_english() {
        assert_eq!(negotiate(Some("de"), Some("pt-BR")).tag(), "de");
        assert_eq!(negotiate(Some("xx"), Some("pt-BR")).tag(), "pt-BR");
        assert_eq!(browser("fr-FR, es;q=0.8, de;q=0.9"), "de");
        assert_eq!(browser("fr, id"), "id");
        assert_eq!(browser("de;q=0, es-419"), "es-ES");
        assert_eq!(browser("q=;;,,"), "en-US");
        assert_eq!(negotiate(None, None).tag(), "en-US");
    }

    #[test]
    fn a_region_or_script_we_lack_falls_back_to_the_language() {
        assert_eq!(browser("pt-PT"), "pt-BR");
        assert_eq!(browser("PT-br"), "pt-BR");
        assert_eq!(browser("es-MX, en;q=0.5"), "es-ES");
        assert_eq!(browser("en-GB"), "en-US");
        assert_eq!(browser("pt-Latn-BR"), "pt-BR");
        assert_eq!(browser("zh-Hant-TW, de-Latn;q=0.5"), "de");
        assert_eq!(browser("de-CH-1996"), "de");
        assert_eq!(browser("de_AT"), "de");
        // Indonesian's old code.
        assert_eq!(browser("in-ID"), "id");
    }

    #[test]
    fn any_language_is_english_from_where_it_ranks() {
        assert_eq!(browser("*"), "en-US");
        assert_eq!(browser("fr, *;q=0.5, de;q=0.1"), "en-US");
        assert_eq!(browser("fr, de;q=0.9, *;q=0.5"), "de");
    }

    #[test]
    fn unwanted_and_malformed_entries_are_passed_over() {
        // q=0: not wanted, however it is written.
        assert_eq!(browser("de;q=0, pt"), "pt-BR");
        assert_eq!(browser("de;q=0.000, pt;q=0.1"), "pt-BR");
        // Weights that are not numbers from 0 to 1 drop their entry.
        assert_eq!(browser("de;q=2, pt"), "pt-BR");
        assert_eq!(browser("de;q=abc, pt;q=0.2"), "pt-BR");
        assert_eq!(browser("de;q=-1, id"), "id");
        // Tags that are not BCP 47 match nothing; the rest still count.
        for junk in [
            "",
            ";",
            ";q=1",
            "d",
            "deutschland-de",
            "dé",
            "1de",
            "de--DE",
            "<de>",
        ] {
            assert_eq!(browser(&format!("{junk}, id;q=0.5")), "id", "{junk:?}");
        }
        // Extensions and private use are read past.
        assert_eq!(browser("de-DE-u-co-phonebk"), "de");
        assert_eq!(browser("x-klingon, es"), "es-ES");
        assert_eq!(browser(&"de,".repeat(10_000)), "de");
    }
}
