//! The reader's language: a `lang` choice on the page, else the browser's `Accept-Language`
//! (its languages in order of preference), else English.

use crate::service::Locale;

/// The locale for a page: `chosen` (a `?lang=` the reader picked) if hexbot speaks it, else the
/// first language of `accept` (an `Accept-Language` header) it speaks, else English.
pub fn negotiate(chosen: Option<&str>, accept: Option<&str>) -> Locale {
    if let Some(l) = chosen.and_then(Locale::matching) {
        return l;
    }
    let Some(accept) = accept else {
        return Locale::default();
    };
    // "de-CH, fr;q=0.9, en;q=0.8": the highest weight first, ties in the order written.
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
    ranked
        .into_iter()
        .find_map(|(_, _, tag)| Locale::matching(tag))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choice_wins_then_the_browser_by_weight_then_english() {
        assert_eq!(negotiate(Some("de"), Some("pt-BR")).tag(), "de");
        assert_eq!(negotiate(Some("xx"), Some("pt-BR")).tag(), "pt-BR");
        assert_eq!(
            negotiate(None, Some("fr-FR, es;q=0.8, de;q=0.9")).tag(),
            "de"
        );
        assert_eq!(negotiate(None, Some("fr, id")).tag(), "id");
        assert_eq!(negotiate(None, Some("de;q=0, es-419")).tag(), "es-ES");
        assert_eq!(negotiate(None, Some("q=;;,,")).tag(), "en-US");
        assert_eq!(negotiate(None, None).tag(), "en-US");
    }
}
