//! Which language where, on Discord: a private reply speaks the interacting user's locale; a
//! public message (a board after a move, the computer's move, a timer) speaks the server's
//! preferred locale, which the bot learns from the guild (GUILD_CREATE, GUILD_UPDATE) and from
//! every interaction (`guild_locale`). Unknown locales are English.
//!
//! And the `/hex` command's words: descriptions of the command, its subcommands and options,
//! and the names of choices come from the catalogues (English as the default, the other
//! locales as Discord's localisations), so a Portuguese client shows Portuguese help. Command
//! and option names stay English on purpose: players share commands as text (`/hex move
//! cell:e5`), and one spelling works in every client.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::service::{Locale, Reply, TextValue, text};

/// The languages of one interaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Langs {
    /// The interacting user's client language.
    pub(crate) user: Locale,
    /// The server's preferred language.
    pub(crate) guild: Locale,
}

impl Langs {
    /// From Discord's `locale` and `guild_locale` of an interaction.
    pub(crate) fn new(user: &str, guild: Option<&str>) -> Langs {
        Langs {
            user: Locale::negotiate(user),
            guild: guild.map(Locale::negotiate).unwrap_or_default(),
        }
    }

    /// The language of `reply`: the user's if only they see it, else the server's.
    pub(crate) fn of(&self, reply: &Reply) -> Locale {
        if reply.is_private() {
            self.user
        } else {
            self.guild
        }
    }
}

/// The preferred locale of each server the bot has heard of (for the messages it posts on its
/// own). A `std::sync::Mutex` over a small map, held only to read or write one entry.
#[derive(Clone, Default)]
pub(crate) struct GuildLocales(Arc<Mutex<HashMap<u64, Locale>>>);

impl GuildLocales {
    /// Remembers that `guild` prefers `tag` (Discord's locale code).
    pub(crate) fn remember(&self, guild: u64, tag: &str) {
        let locale = Locale::negotiate(tag);
        if let Ok(mut map) = self.0.lock() {
            map.insert(guild, locale);
        }
    }

    /// The server's language (English for a server not heard of).
    pub(crate) fn get(&self, guild: u64) -> Locale {
        self.0
            .lock()
            .ok()
            .and_then(|m| m.get(&guild).copied())
            .unwrap_or_default()
    }
}

/// Discord's localisations of one text: (locale code, words).
type Localisations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// `id` in English, and in every other language under each of its Discord codes, its
/// variables filled from `args`.
fn words(id: &str, args: &[(&str, TextValue)]) -> (String, Localisations) {
    let english = text(Locale::EnUs, id, args);
    let mut localised = Vec::new();
    for locale in Locale::ALL.into_iter().filter(|&l| l != Locale::EnUs) {
        let words = text(locale, id, args);
        for code in locale.discord_codes() {
            localised.push((Cow::Borrowed(*code), Cow::Owned(words.clone())));
        }
    }
    (english, Cow::Owned(localised))
}

/// Fills the descriptions and choice names of `commands` (and their subcommands, options and
/// choices) from the catalogues, by the ids [`catalogue_id`] gives, with `-<option>` after a
/// command's id for its options; each choice's label is declared as its catalogue id
/// (`choice-…`). `args` gives the variables the texts use (the range of board sizes).
pub(crate) fn localise<U, E>(commands: &mut [poise::Command<U, E>], args: &[(&str, TextValue)]) {
    for command in commands {
        localise_command(command, "cmd", 0, args);
    }
}

/// The top commands whose subcommands are named alone in the catalogues (`/hex ai` is
/// `cmd-ai`, `/hex-study analyze` is `cmd-analyze`): they only group. The others' subcommands
/// take their command's id first (`/hex-tournament create` is `cmd-tournament-create`).
const GROUPS: [&str; 2] = ["cmd-hex", "cmd-study"];

/// The catalogue id of a command's description at `depth` (0 for a top command) under the
/// command whose id is `parent`: `cmd-<name>` for a top command, without its `hex-` (`cmd-hex`,
/// `cmd-study`, `cmd-tournament`); for a subcommand `cmd-<name>` under a [`GROUPS`] command,
/// `<parent's id>-<name>` under the others.
pub(crate) fn catalogue_id(name: &str, parent: &str, depth: usize) -> String {
    if depth == 0 {
        format!("cmd-{}", name.strip_prefix("hex-").unwrap_or(name))
    } else if GROUPS.contains(&parent) {
        format!("cmd-{name}")
    } else {
        format!("{parent}-{name}")
    }
}

/// The catalogue id of a menu command's name: `menu-draw-position` for `draw_position`.
pub(crate) fn menu_id(identifying_name: &str) -> String {
    format!("menu-{}", identifying_name.replace('_', "-"))
}

/// A menu command's name (see [`menu_id`]) in English, and in every other language under each
/// of its Discord codes — poise registers no localised names for menu commands, so the
/// registration adds these.
pub(crate) fn menu_names(identifying_name: &str) -> (String, Localisations) {
    words(&menu_id(identifying_name), &[])
}

fn localise_command<U, E>(
    command: &mut poise::Command<U, E>,
    parent: &str,
    depth: usize,
    args: &[(&str, TextValue)],
) {
    if command.context_menu_action.is_some() {
        // A menu command has a name and no description.
        command.context_menu_name = Some(Cow::Owned(menu_names(&command.identifying_name).0));
        command.description = None;
        return;
    }
    let id = catalogue_id(&command.name, parent, depth);
    let (english, localised) = words(&id, args);
    command.description = Some(Cow::Owned(english));
    command.description_localizations = localised;
    for parameter in &mut command.parameters {
        let (english, localised) = words(&format!("{id}-{}", parameter.name), args);
        parameter.description = Some(Cow::Owned(english));
        parameter.description_localizations = localised;
        // Choices are declared with their catalogue ids as labels (`choice-level-easy`).
        for choice in parameter.choices.to_mut().iter_mut() {
            let (english, localised) = words(&choice.name, args);
            choice.name = Cow::Owned(english);
            choice.localizations = localised;
        }
    }
    for sub in &mut command.subcommands {
        localise_command(sub, &id, depth + 1, args);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{Key, Message};

    #[test]
    fn private_replies_speak_the_users_language_public_ones_the_servers() {
        let langs = Langs::new("pt-BR", Some("de"));
        assert_eq!(
            langs.of(&Reply::private(Message::new(Key::NoGameHere))),
            Locale::PtBr
        );
        assert_eq!(
            langs.of(&Reply::public(Message::new(Key::Rules))),
            Locale::De
        );
        let langs = Langs::new("es-419", None);
        assert_eq!(langs.user, Locale::EsEs);
        assert_eq!(langs.guild, Locale::EnUs);
        assert_eq!(Langs::new("ja", Some("fr")).user, Locale::EnUs);
    }

    #[test]
    fn announcements_speak_the_language_each_server_last_said_it_prefers() {
        let locales = GuildLocales::default();
        assert_eq!(locales.get(7), Locale::EnUs, "a server not heard of");
        locales.remember(7, "de");
        locales.remember(8, "pt-BR");
        assert_eq!((locales.get(7), locales.get(8)), (Locale::De, Locale::PtBr));
        locales.remember(7, "es-419");
        assert_eq!(locales.get(7), Locale::EsEs);
        locales.remember(7, "ko");
        assert_eq!(locales.get(7), Locale::EnUs);
    }
}
