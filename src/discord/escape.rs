//! Names as text, never as markup: whatever a player chose as their name (or typed) reaches
//! Discord escaped, so a nickname such as `[x](https://…)`, `**big**` or `@everyone` shows as
//! typed instead of becoming a link, bold text or a mention. This is the one place that does it:
//! every reply's text passes through [`reply_text`], and thread titles through [`title_name`].

use crate::service::{Arg, Locale, Message, Reply};

/// The characters that start Markdown (and mention, link, spoiler, quote or heading) syntax on
/// Discord; each is written with a backslash before it, which Discord hides.
const MARKUP: &[char] = &[
    '\\', '*', '_', '~', '`', '|', '[', ']', '(', ')', '<', '>', '#', ':',
];

/// A zero-width space, put after every `@` so that `@everyone` and `@here` are only text.
const ZERO_WIDTH_SPACE: char = '\u{200B}';

/// Characters a name may not carry into a line: the bidirectional controls (an override or an
/// isolate would reverse or reorder the rest of the line: "bob\u{202E}sniw" reads "bob wins"
/// backwards) and the invisible ones (zero-width space, word joiner and its kin, the byte-order
/// mark, the Mongolian vowel separator). The zero-width joiner and non-joiner stay: emoji and
/// several scripts need them, and they cannot move text.
fn hidden(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{200B}'
            | '\u{200E}'
            | '\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}'
            | '\u{180E}'
            | '\u{FEFF}'
    )
}

/// `text` with Markdown and mentions made inert: markup characters escaped, `@` followed by a
/// zero-width space, a leading list marker escaped, control characters (line breaks) as spaces,
/// bidirectional and invisible characters left out ([`hidden`]).
pub(crate) fn escape_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for (i, c) in text.chars().filter(|&c| !hidden(c)).enumerate() {
        match c {
            c if c.is_control() => out.push(' '),
            '@' => {
                out.push('@');
                out.push(ZERO_WIDTH_SPACE);
            }
            '-' | '+' if i == 0 => {
                out.push('\\');
                out.push(c);
            }
            c if MARKUP.contains(&c) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// A name for a thread title, where Discord shows backslashes literally: link and mention syntax
/// and control, bidirectional and invisible characters are left out, `@` is followed by a
/// zero-width space.
pub(crate) fn title_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars().filter(|&c| !hidden(c)) {
        match c {
            '@' => {
                out.push('@');
                out.push(ZERO_WIDTH_SPACE);
            }
            '[' | ']' | '(' | ')' | '<' | '>' | '\\' | '`' => {}
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// The reply's text in `locale`, lines joined by newlines, with every name and every piece of
/// typed text escaped ([`escape_markdown`]); the catalogue's own words keep their formatting.
pub(crate) fn reply_text(reply: &Reply, locale: Locale) -> String {
    reply
        .lines
        .iter()
        .map(|m| escaped(m).format(locale))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `message` with its names and texts escaped, at every depth.
fn escaped(message: &Message) -> Message {
    Message {
        key: message.key,
        args: message
            .args
            .iter()
            .map(|(name, arg)| (*name, escaped_arg(arg)))
            .collect(),
    }
}

fn escaped_arg(arg: &Arg) -> Arg {
    match arg {
        Arg::Text(text) => Arg::Text(escape_markdown(text)),
        Arg::User(id, name) => Arg::User(*id, escape_markdown(name)),
        Arg::Message(m) => Arg::Message(Box::new(escaped(m))),
        Arg::List(items) => Arg::List(items.iter().map(escaped_arg).collect()),
        // Shown by Discord: a mention that pings (allowed for that user alone where it is
        // posted), a link to the game, a time in the reader's own time zone.
        Arg::Mention(id, _) => Arg::Text(format!("<@{}>", id.0)),
        Arg::Place(guild, channel) => Arg::Text(format!(
            "https://discord.com/channels/{}/{}",
            guild.0, channel.0
        )),
        Arg::Board(guild, channel, message) => Arg::Text(format!(
            "https://discord.com/channels/{}/{}/{message}",
            guild.0, channel.0
        )),
        Arg::Time(at) => Arg::Text(format!("<t:{}:f>", at.0.div_euclid(1000))),
        // The operator's own address, checked when configured: shown as a link.
        Arg::Link(url) => Arg::Text(url.clone()),
        Arg::Number(_) | Arg::Color(_) | Arg::Cell(_) => arg.clone(),
    }
}

/// The users the reply's mentions name (each once, in order): the only users it may ping.
pub(crate) fn mentioned(reply: &Reply) -> Vec<u64> {
    fn walk(arg: &Arg, out: &mut Vec<u64>) {
        match arg {
            Arg::Mention(id, _) if !out.contains(&id.0) => out.push(id.0),
            Arg::Message(m) => m.args.iter().for_each(|(_, a)| walk(a, out)),
            Arg::List(items) => items.iter().for_each(|a| walk(a, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for line in &reply.lines {
        line.args.iter().for_each(|(_, a)| walk(a, &mut out));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_emphasis_and_mentions_are_escaped() {
        assert_eq!(
            escape_markdown("[x](https://e.x) **b** @everyone <@1>"),
            "\\[x\\]\\(https\\://e.x\\) \\*\\*b\\*\\* @\u{200B}everyone \\<@\u{200B}1\\>"
        );
        assert_eq!(escape_markdown("- a\nb"), "\\- a b");
        assert_eq!(
            escape_markdown("ana-maria 2026-11-30 +23"),
            "ana-maria 2026-11-30 +23"
        );
        assert_eq!(escape_markdown("-3"), "\\-3");
    }

    #[test]
    fn bidirectional_and_invisible_characters_never_reach_a_line() {
        // An override that would show the rest of the line backwards, isolates, marks, a
        // zero-width space hiding in "every\u{200B}one", a byte-order mark.
        let name = "bob\u{202E}sniw\u{2066}x\u{2069}\u{200F}@every\u{200B}one\u{FEFF}";
        for shown in [escape_markdown(name), title_name(name)] {
            // Only our own zero-width space after the `@` is left.
            assert_eq!(shown, "bobsniwx@\u{200B}everyone");
        }
        // Emoji sequences keep their joiners.
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
        assert_eq!(escape_markdown(family), family);
    }

    #[test]
    fn a_thread_title_keeps_the_words_and_drops_link_and_mention_syntax() {
        assert_eq!(
            title_name("[x](https://e.x) @here\n"),
            "xhttps://e.x @\u{200B}here"
        );
        assert_eq!(title_name("ana_b"), "ana_b");
    }

    #[test]
    fn names_inside_nested_messages_and_lists_are_escaped() {
        use crate::service::{Key, UserId};
        let m = Message::new(Key::Aborted).arg(
            "moderator",
            Arg::List(vec![
                Arg::User(UserId(1), "*a*".into()),
                Message::new(Key::Aborted)
                    .arg("moderator", Arg::Text("_b_".into()))
                    .into(),
            ]),
        );
        let Arg::List(items) = &escaped(&m).args[0].1 else {
            panic!("a list")
        };
        assert_eq!(items[0], Arg::User(UserId(1), "\\*a\\*".into()));
        let Arg::Message(inner) = &items[1] else {
            panic!("a message")
        };
        assert_eq!(inner.args[0].1, Arg::Text("\\_b\\_".into()));
    }
}
