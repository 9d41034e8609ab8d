//! The door between Discord and the service: a Discord user, member, server and channel become
//! our [`Actor`] and [`Person`], an interaction's `locale` and `guild_locale` become the
//! [`Langs`] of its answers (the server's is remembered for later announcements), a slash
//! command enters the gate with all of these at hand ([`enter_slash`]), and [`sorry`] is the
//! apology shown when something broke on our side. Commands and interaction handlers stand on
//! it; it stands on nothing of theirs.

use poise::serenity_prelude as serenity;

use super::gate::Pass;
use super::lang::Langs;
use super::respond::{Responder, Shown};
use super::types::{Context, Data};
use crate::service::{Actor, ChannelId, GuildId, Locale, Person, UserId, text};

/// What a slash command's handler starts with: who asks, in which languages, the responder of
/// the interaction, and the gate's pass, held while the handler runs.
pub(super) struct Slash {
    _pass: Pass,
    pub(super) actor: Actor,
    pub(super) langs: Langs,
    pub(super) responder: Responder,
}

/// Enters the gate for a slash command: `None` once the bot is shutting down (the interaction
/// is dropped).
pub(super) fn enter_slash(ctx: &Context<'_>) -> Option<Slash> {
    let data = ctx.data();
    let pass = data.gate.enter()?;
    let interaction = interaction(ctx);
    let actor = command_actor(interaction);
    let langs = command_langs(data, interaction);
    remember_outside(data, &actor, &interaction.token, langs);
    Some(Slash {
        _pass: pass,
        actor,
        langs,
        responder: Responder::new(
            ctx.serenity_context().http.clone(),
            interaction.id,
            &interaction.token,
        ),
    })
}

/// Remembers an interaction outside servers, to answer through later
/// ([`super::outside::Answerable`]).
pub(super) fn remember_outside(data: &Data, actor: &Actor, token: &str, langs: Langs) {
    if actor.answers_only {
        data.answerable.remember(
            actor.channel.0,
            token,
            langs.user,
            std::time::Instant::now(),
        );
    }
}

/// The interaction behind a slash command context.
pub(super) fn interaction<'a>(ctx: &Context<'a>) -> &'a serenity::CommandInteraction {
    match ctx {
        poise::Context::Application(app) => app.interaction,
        poise::Context::Prefix(_) => unreachable!("only slash commands are registered"),
    }
}

/// The acting user and place, in the service's terms.
pub(super) fn actor_of(
    guild: Option<serenity::GuildId>,
    channel: serenity::ChannelId,
    user: &serenity::User,
    member: Option<&serenity::Member>,
) -> Actor {
    // The account's own name (global name, else username) is the user-wide fallback; a
    // nickname is this server's only.
    let account_name = user
        .global_name
        .clone()
        .unwrap_or_else(|| user.name.clone());
    let name = member
        .and_then(|m| m.nick.clone())
        .unwrap_or_else(|| account_name.clone());
    Actor {
        guild: GuildId(guild.map_or(0, serenity::GuildId::get)),
        channel: ChannelId(channel.get()),
        user: UserId(user.id.get()),
        name,
        account_name,
        can_manage_messages: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_messages() || p.administrator()),
        can_manage_guild: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator()),
        answers_only: guild.is_none(),
    }
}

/// The acting user and place of a slash command (or menu command).
pub(super) fn command_actor(interaction: &serenity::CommandInteraction) -> Actor {
    actor_of(
        installed_here(
            interaction.guild_id,
            &interaction.authorizing_integration_owners,
        ),
        interaction.channel_id,
        &interaction.user,
        interaction.member.as_deref(),
    )
}

/// The server of an interaction when the bot is installed in it; `None` outside servers (a DM,
/// a group DM) and in a server where only the user installed it, where the bot can only answer
/// the interaction: all of those are one place to the service, "outside servers"
/// ([`GuildId`] 0), with its own ladders. An interaction that names no installation at all
/// (older payloads) counts as the server's.
pub(super) fn installed_here(
    guild: Option<serenity::GuildId>,
    owners: &serenity::AuthorizingIntegrationOwners,
) -> Option<serenity::GuildId> {
    let guild = guild?;
    let by_server = owners.0.iter().any(|owner| {
        matches!(owner, serenity::AuthorizingIntegrationOwner::GuildInstall(Some(g)) if *g == guild)
    });
    (by_server || owners.0.is_empty()).then_some(guild)
}

/// The languages of a slash command (the server's is remembered for later announcements).
pub(super) fn command_langs(data: &Data, interaction: &serenity::CommandInteraction) -> Langs {
    langs_of(
        data,
        interaction.guild_id,
        &interaction.locale,
        interaction.guild_locale.as_deref(),
    )
}

/// The languages of an interaction from its `locale` and `guild_locale`: the server's is
/// remembered when Discord sends it, and recalled when it does not.
pub(super) fn langs_of(
    data: &Data,
    guild: Option<serenity::GuildId>,
    user: &str,
    guild_locale: Option<&str>,
) -> Langs {
    if let (Some(guild), Some(tag)) = (guild, guild_locale) {
        data.guild_locales.remember(guild.get(), tag);
    }
    let mut langs = Langs::new(user, guild_locale);
    if guild_locale.is_none() {
        langs.guild = guild.map_or(Locale::EnUs, |g| data.guild_locales.get(g.get()));
    }
    langs
}

/// A Discord user named in a command's option (an opponent, whose profile), in the service's
/// terms.
pub(super) fn person(user: &serenity::User) -> Person {
    Person {
        id: UserId(user.id.get()),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
        is_bot: user.bot,
    }
}

/// The private apology shown when the service failed (details go to the log, never to users).
pub(super) fn sorry(locale: Locale) -> Shown {
    Shown {
        ephemeral: true,
        content: Some(text(locale, "sorry", &[])),
        ..Shown::default()
    }
}
