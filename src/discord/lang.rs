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

use super::bot::{Data, Error};
use crate::service::{Locale, Reply, text};

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

/// `id` in English, and in every other language under each of its Discord codes.
fn words(id: &str) -> (String, Localisations) {
    let english = text(Locale::EnUs, id, &[]);
    let mut localised = Vec::new();
    for locale in Locale::ALL.into_iter().filter(|&l| l != Locale::EnUs) {
        let words = text(locale, id, &[]);
        for code in locale.discord_codes() {
            localised.push((Cow::Borrowed(*code), Cow::Owned(words.clone())));
        }
    }
    (english, Cow::Owned(localised))
}

/// Fills the descriptions and choice names of `commands` (and their subcommands, options and
/// choices) from the catalogues: `cmd-hex`, `cmd-<sub>`, `cmd-<sub>-<option>`, and each choice's
/// label, which is declared as its catalogue id (`choice-…`).
pub(crate) fn localise(commands: &mut [poise::Command<Data, Error>]) {
    for command in commands {
        localise_command(command);
    }
}

fn localise_command(command: &mut poise::Command<Data, Error>) {
    let name = command.name.to_string();
    let (english, localised) = words(&format!("cmd-{name}"));
    command.description = Some(Cow::Owned(english));
    command.description_localizations = localised;
    for parameter in &mut command.parameters {
        let (english, localised) = words(&format!("cmd-{name}-{}", parameter.name));
        parameter.description = Some(Cow::Owned(english));
        parameter.description_localizations = localised;
        // Choices are declared with their catalogue ids as labels (`choice-level-easy`).
        for choice in parameter.choices.to_mut().iter_mut() {
            let (english, localised) = words(&choice.name);
            choice.name = Cow::Owned(english);
            choice.localizations = localised;
        }
    }
    for sub in &mut command.subcommands {
        localise_command(sub);
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

    #[test]
    fn every_command_option_and_choice_has_its_words_in_every_language() {
        let mut commands = super::super::commands::all();
        localise(&mut commands);
        let mut seen = 0;
        let mut check = |what: &str, english: &str, localised: &[(Cow<str>, Cow<str>)]| {
            assert!(
                !english.is_empty()
                    && !english.starts_with("cmd-")
                    && !english.starts_with("choice-"),
                "{what}"
            );
            let codes: Vec<&str> = localised.iter().map(|(c, _)| c.as_ref()).collect();
            let others = Locale::ALL.into_iter().filter(|&l| l != Locale::EnUs);
            for code in others.flat_map(Locale::discord_codes) {
                assert!(codes.contains(code), "{what} lacks {code}");
            }
            for (code, words) in localised {
                assert!(
                    !words.starts_with("cmd-") && !words.starts_with("choice-"),
                    "{what} {code}"
                );
            }
            seen += 1;
        };
        for hex in &commands {
            check(
                "hex",
                hex.description.as_deref().unwrap(),
                &hex.description_localizations,
            );
            for sub in &hex.subcommands {
                check(
                    &sub.name,
                    sub.description.as_deref().unwrap(),
                    &sub.description_localizations,
                );
                for p in &sub.parameters {
                    check(
                        &p.name,
                        p.description.as_deref().unwrap(),
                        &p.description_localizations,
                    );
                    for c in p.choices.iter() {
                        check(&c.name, &c.name, &c.localizations);
                    }
                }
            }
        }
        assert!(seen > 40, "{seen}");
    }
}
