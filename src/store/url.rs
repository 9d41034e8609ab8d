//! A database URL as configured (`DATABASE_URL`, `hexbot local --db`). Beside the bot token it is
//! the one setting that may hold a secret: the password of `postgres://user:password@host/db`, or
//! of a `password=` option. A [`DatabaseUrl`] shows itself only with the password replaced by
//! `***`, in `Display` and `Debug` alike, so that neither an error message, a log line nor a
//! configuration printed for debugging can carry it; the store alone reads it whole
//! ([`DatabaseUrl::expose`]). [`DatabaseUrl::scrub`] takes the password out of any other text,
//! for messages written by others (a driver's error) that might quote it.

use std::borrow::Cow;
use std::fmt;

/// What stands in for a password.
const HIDDEN: &str = "***";

/// A database URL whose password never shows. Cheap to clone.
#[derive(Clone, PartialEq, Eq)]
pub struct DatabaseUrl(String);

impl DatabaseUrl {
    /// Wraps `url` as given.
    #[must_use]
    pub fn new(url: impl Into<String>) -> Self {
        Self(url.into())
    }

    /// The URL itself, password included: for opening the database, and nothing else.
    #[must_use]
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// The URL with every password in it replaced by `***` (what `Display` shows).
    #[must_use]
    pub fn redacted(&self) -> String {
        let mut out = self.0.clone();
        // From the right, so that the earlier spans stay where they are.
        for span in secret_spans(&self.0).into_iter().rev() {
            out.replace_range(span, HIDDEN);
        }
        out
    }

    /// `text` with every password of this URL (as written, and percent-decoded) replaced by
    /// `***`: for messages this program did not write, such as a database driver's error.
    #[must_use]
    pub fn scrub<'a>(&self, text: &'a str) -> Cow<'a, str> {
        let mut text = Cow::Borrowed(text);
        for span in secret_spans(&self.0) {
            let raw = &self.0[span];
            for secret in [Cow::Borrowed(raw), percent_decoded(raw)] {
                if !secret.is_empty() && text.contains(secret.as_ref()) {
                    text = Cow::Owned(text.replace(secret.as_ref(), HIDDEN));
                }
            }
        }
        text
    }
}

impl fmt::Display for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.redacted())
    }
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DatabaseUrl({:?})", self.redacted())
    }
}

impl From<String> for DatabaseUrl {
    fn from(url: String) -> Self {
        Self(url)
    }
}

impl From<&str> for DatabaseUrl {
    fn from(url: &str) -> Self {
        Self(url.to_owned())
    }
}

impl From<&String> for DatabaseUrl {
    fn from(url: &String) -> Self {
        Self(url.clone())
    }
}

/// Where the secrets of `url` are, in order and apart: the password of its user information, and the value of each
/// option whose name contains `password` (`?password=…`, or `password=…` in a string that is
/// not a URL at all).
///
/// The user information is read generously, since a password typed into an environment file
/// need not be percent-encoded: it is whatever lies between the first `:` after the scheme and
/// the last `@`, when that `:` comes before the first `@` (`user:pa@ss/w?rd@host` hides
/// `pa@ss/w?rd`). An `@` further on, in an option, makes more of the URL hidden than needed,
/// never less.
fn secret_spans(url: &str) -> Vec<std::ops::Range<usize>> {
    let mut spans = Vec::new();
    let authority = url.find("://").map_or(0, |i| i + 3);
    let rest = &url[authority..];
    if let (Some(colon), Some(first_at), Some(last_at)) =
        (rest.find(':'), rest.find('@'), rest.rfind('@'))
        && colon < first_at
    {
        spans.push(authority + colon + 1..authority + last_at);
    }
    let lower = url.to_ascii_lowercase();
    let mut from = 0;
    while let Some(at) = lower[from..].find("password=") {
        let start = from + at + "password=".len();
        let end = url[start..]
            .find(|c: char| c == '&' || c.is_whitespace())
            .map_or(url.len(), |i| start + i);
        spans.push(start..end);
        from = end;
    }
    spans.sort_unstable_by_key(|span| span.start);
    let mut apart: Vec<std::ops::Range<usize>> = Vec::with_capacity(spans.len());
    for span in spans.into_iter().filter(|span| !span.is_empty()) {
        match apart.last_mut() {
            Some(last) if span.start <= last.end => last.end = last.end.max(span.end),
            _ => apart.push(span),
        }
    }
    apart
}

/// `text` with its `%XX` escapes decoded (the form a driver would quote after parsing the URL).
fn percent_decoded(text: &str) -> Cow<'_, str> {
    if !text.contains('%') {
        return Cow::Borrowed(text);
    }
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    Cow::Owned(String::from_utf8_lossy(&out).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(url: &str) -> String {
        DatabaseUrl::from(url).to_string()
    }

    #[test]
    fn the_password_of_the_user_information_is_hidden() {
        assert_eq!(
            shown("postgres://hexbot:s3cret@db.internal:5432/hexbot"),
            "postgres://hexbot:***@db.internal:5432/hexbot"
        );
        assert_eq!(
            shown("postgresql://u:p%40ss@[::1]:5432/x?sslmode=require"),
            "postgresql://u:***@[::1]:5432/x?sslmode=require"
        );
        // Unencoded characters that end an authority still belong to the password.
        assert_eq!(
            shown("postgres://u:pa@ss/w?rd@host/db"),
            "postgres://u:***@host/db"
        );
        // Not a URL at all: still hidden.
        assert_eq!(shown("hexbot:s3cret@db/hexbot"), "hexbot:***@db/hexbot");
    }

    #[test]
    fn urls_without_a_password_are_shown_as_they_are() {
        for url in [
            "sqlite://hexbot.db",
            "sqlite:///var/lib/hexbot/hexbot.db",
            "sqlite::memory:",
            "postgres://hexbot@127.0.0.1:5432/hexbot",
            "postgres://hexbot@[::1]:5432/hexbot?sslmode=verify-full&sslrootcert=/etc/ca.pem",
            "postgres://127.0.0.1/hexbot",
        ] {
            assert_eq!(shown(url), url);
        }
    }

    #[test]
    fn password_options_are_hidden() {
        assert_eq!(
            shown("postgres://hexbot@h/db?password=s3cret&sslmode=require"),
            "postgres://hexbot@h/db?password=***&sslmode=require"
        );
        assert_eq!(
            shown("postgres://h/db?sslmode=require&PassWord=s3cret"),
            "postgres://h/db?sslmode=require&PassWord=***"
        );
        assert_eq!(
            shown("host=db user=hexbot password=s3cret dbname=x"),
            "host=db user=hexbot password=*** dbname=x"
        );
        assert_eq!(
            shown("postgres://u:a@h/db?password=b"),
            "postgres://u:***@h/db?password=***"
        );
        // Secrets that overlap are hidden as one.
        assert_eq!(shown("password=x:y@h"), "password=***");
    }

    #[test]
    fn debug_output_hides_it_too() {
        let url = DatabaseUrl::from("postgres://hexbot:s3cret@h/db");
        assert_eq!(
            format!("{url:?}"),
            "DatabaseUrl(\"postgres://hexbot:***@h/db\")"
        );
        assert_eq!(url.expose(), "postgres://hexbot:s3cret@h/db");
    }

    #[test]
    fn scrubbing_takes_the_password_out_of_other_messages() {
        let url = DatabaseUrl::from("postgres://hexbot:p%40ss%2Fword@h/db");
        assert_eq!(
            url.scrub("bad login p%40ss%2Fword, that is p@ss/word"),
            "bad login ***, that is ***"
        );
        assert_eq!(url.scrub("nothing to hide"), "nothing to hide");
        let plain = DatabaseUrl::from("sqlite://hexbot.db");
        assert_eq!(plain.scrub("hexbot.db: locked"), "hexbot.db: locked");
    }
}
