//! The `/hex` slash command and its subcommands (poise): each translates its options into the
//! service's command and hands it to [`super::interact`], which decides and answers.
//!
//! The words Discord shows for them (the descriptions of the commands and their options, the
//! names of choices) have one source, the catalogues: [`all`] fills them in from the `cmd-*`
//! and `choice-*` messages, with the range of board sizes from [`BOARD_SIZES`]. The doc
//! comments of the commands here are for readers of the code, not for players.

use poise::serenity_prelude as serenity;
use tracing::error;

use super::choices::{
    AiFirst, ChallengeFirst, DayClockChoice, LadderChoice, LevelChoice, NotifyChoice,
    OrientationChoice, RematchChoice, SwapChoice, TimerChoice, VacationChoice, VariantChoice,
};
use super::door::{command_actor, enter_slash, interaction, person, sorry};
use super::escape::title_name;
use super::interact::handle_command;
use super::lang::localise;
use super::post::post;
use super::show::show;
use super::threads::thread_refusal;
use super::types::{Context, Data, Error};
use crate::service::{
    AiOptions, BOARD_SIZES, ChallengeOptions, ChannelId, Command, ConfigOptions, FirstMove, GameId,
    Ladder, Level, Locale, MAX_SUGGESTIONS, Orientation, PreferenceOptions, PuzzleChannel,
    RematchStarter, Reply, SwapRule, TextValue, TurnTimer, Variant, WhoStarts, text,
};
use crate::service::{Key, Message, Notify, PlanAction, VacationAction};

/// Board size option: any size the bot offers.
type Size = u8;

/// All commands the bot registers, described from the catalogues (see [`localise`]), with
/// every `size` option bounded by the sizes the service offers ([`BOARD_SIZES`]: poise's
/// `#[min]`/`#[max]` take only literals, so the bounds are set here, from their one home, and
/// Discord's client refuses other sizes before sending).
pub(crate) fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        hex(),
        study(),
        super::tourney::tournament(),
        super::analysis::draw_position(),
        super::challenge_form::challenge_member(),
    ];
    for command in &mut commands {
        bound_sizes(command);
    }
    localise(&mut commands, &description_args());
    commands
}

/// What Discord is sent to register `commands`: poise's own, with the menu commands' names in
/// every language added (see [`super::lang::menu_names`]).
pub(crate) fn registration(
    commands: &[poise::Command<Data, Error>],
) -> Vec<serenity::CreateCommand> {
    let mut out = Vec::new();
    for command in commands {
        if let Some(slash) = command.create_as_slash_command() {
            out.push(slash);
        }
        if let Some(mut menu) = command.create_as_context_menu_command() {
            for (code, name) in super::lang::menu_names(&command.identifying_name).1.iter() {
                menu = menu.name_localized(code.as_ref(), name.as_ref());
            }
            out.push(menu);
        }
    }
    out
}

/// The variables of the commands' descriptions: the smallest and largest board size.
fn description_args() -> [(&'static str, TextValue); 2] {
    [
        ("min", i64::from(*BOARD_SIZES.start()).into()),
        ("max", i64::from(*BOARD_SIZES.end()).into()),
    ]
}

fn bound_sizes(command: &mut poise::Command<Data, Error>) {
    for parameter in &mut command.parameters {
        if parameter.name == "size" {
            parameter.type_setter = Some(|option| {
                option
                    .kind(serenity::CommandOptionType::Integer)
                    .min_int_value(u64::from(*BOARD_SIZES.start()))
                    .max_int_value(u64::from(*BOARD_SIZES.end()))
            });
        }
    }
    for sub in &mut command.subcommands {
        bound_sizes(sub);
    }
}

// `/hex` may be installed by a user as well as by a server, and used in servers, in the bot's
// DMs and in group DMs. Outside servers where hexbot is installed, every answer comes through
// the interaction; what needs a server is refused there by the service, saying why.
/// `/hex`: playing, players' and servers' settings, a group of subcommands (`cmd-hex`).
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel",
    subcommand_required,
    subcommands(
        "challenge",
        "ai",
        "move_",
        "swap",
        "resign",
        "board",
        "super::pictures::hint",
        "leaderboard",
        "profile",
        "rules",
        "history",
        "export",
        "abort",
        "claim",
        "config",
        "settings",
        "games",
        "vacation",
        "plan"
    )
)]
pub(crate) async fn hex(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

// The commands for studying games and positions are a command of their own because Discord
// takes at most 8,000 characters of names, descriptions and choices per command, its longest
// localisations counted: `/hex` with them and the tournaments needed about 10,000.
// Studying needs nothing of a server: `/hex-study` may be installed by a user as well as by a
// server, and used in servers, in the bot's DMs and in group DMs; every answer comes through the
// interaction.
/// `/hex-study`: a group of subcommands (`cmd-study`).
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel",
    rename = "hex-study",
    subcommand_required,
    subcommands(
        "super::review::review",
        "super::pictures::replay",
        "super::pictures::puzzle",
        "super::analysis::analyze",
        "super::analysis::diagram"
    )
)]
pub(crate) async fn study(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// `/hex challenge`: a two-player challenge, here or in a thread of its own (`cmd-challenge-*`).
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)] // one parameter per Discord option
async fn challenge(
    ctx: Context<'_>,
    opponent: serenity::User,
    size: Option<Size>,
    variant: Option<VariantChoice>,
    swap: Option<SwapChoice>,
    timer: Option<TimerChoice>,
    first: Option<ChallengeFirst>,
    thread: Option<bool>,
    orientation: Option<OrientationChoice>,
) -> Result<(), Error> {
    let options = ChallengeOptions {
        opponent: person(&opponent),
        size: size.map(u32::from),
        variant: variant.map(Variant::from),
        swap: swap.map(SwapRule::from),
        timer: timer.map(TurnTimer::from),
        first: first.map(WhoStarts::from),
        orientation: orientation.map(Orientation::from),
        thread_of: None,
    };
    if thread == Some(true) {
        return challenge_in_thread(ctx, options).await;
    }
    handle_command(ctx, Command::Challenge(options)).await
}

/// `challenge thread:true`: checks the challenge and who may make threads here first (a
/// refusal makes nothing), then opens a public thread named after the players, makes the
/// challenge there (the game lives in the thread), and answers here with a pointer to it.
async fn challenge_in_thread(ctx: Context<'_>, mut options: ChallengeOptions) -> Result<(), Error> {
    let Some(mut slash) = enter_slash(&ctx) else {
        return Ok(());
    };
    let (data, interaction) = (ctx.data(), interaction(&ctx));
    let http = ctx.serenity_context().http.clone();
    let (actor, langs, responder) = (&mut slash.actor, slash.langs, &mut slash.responder);
    let outside = actor.answers_only.then(|| Reply {
        refused: true,
        ..Reply::private(Message::new(Key::OutsideThread))
    });
    let refusal = match outside.or_else(|| thread_refusal(interaction)) {
        Some(refusal) => Some(refusal),
        None => match data.service.check_challenge(actor, &options).await {
            Ok(refusal) => refusal,
            Err(e) => {
                error!(error = %e, "the game service failed");
                responder.send(sorry(langs.user)).await?;
                return Ok(());
            }
        },
    };
    if let Some(refusal) = refusal {
        responder.send(show(&refusal, false, langs.user)).await?;
        return Ok(());
    }
    responder.defer(false).await?;
    let name = thread_name(langs.guild, &actor.name, &options.opponent.name);
    let builder = serenity::CreateThread::new(name)
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneDay);
    let thread = interaction.channel_id.create_thread(&http, builder).await?;
    options.thread_of = Some(actor.channel);
    actor.channel = ChannelId(thread.id.get());
    let reply = match data
        .service
        .handle(actor, Command::Challenge(options))
        .await
    {
        Ok(reply) => reply,
        Err(e) => {
            error!(error = %e, "the game service failed");
            let _ = thread.id.delete(&http).await;
            responder.send(sorry(langs.user)).await?;
            return Ok(());
        }
    };
    if reply.is_private() {
        // Refused: no game, so no thread either.
        let _ = thread.id.delete(&http).await;
        responder.send(show(&reply, false, langs.user)).await?;
        return Ok(());
    }
    let posted = post(&http, actor.channel, &reply, langs.guild).await;
    super::post::remember_board(&data.service, actor.channel, &reply, posted).await;
    let mut pointer = show(
        &Reply {
            board: None,
            buttons: Vec::new(),
            attachments: Vec::new(),
            ..reply
        },
        false,
        langs.guild,
    );
    pointer.content = Some(format!("→ <#{}>", thread.id));
    responder.send(pointer).await?;
    Ok(())
}

/// The name of a challenge's thread, in the server's language: the players' names (as plain
/// text), cut to Discord's 100 characters.
fn thread_name(locale: Locale, challenger: &str, opponent: &str) -> String {
    let args = [
        ("challenger", title_name(challenger).into()),
        ("opponent", title_name(opponent).into()),
    ];
    text(locale, "thread-name", &args)
        .chars()
        .take(100)
        .collect()
}

/// `/hex ai`: a game against the computer (`cmd-ai-*`).
#[poise::command(slash_command)]
async fn ai(
    ctx: Context<'_>,
    level: Option<LevelChoice>,
    size: Option<Size>,
    variant: Option<VariantChoice>,
    first: Option<AiFirst>,
    orientation: Option<OrientationChoice>,
    timer: Option<DayClockChoice>,
) -> Result<(), Error> {
    let options = AiOptions {
        level: level.map(Level::from),
        size: size.map(u32::from),
        variant: variant.map(Variant::from),
        first: first.map(FirstMove::from),
        swap: None,
        orientation: orientation.map(Orientation::from),
        timer: timer.map(TurnTimer::from),
    };
    handle_command(ctx, Command::Ai(options)).await
}

/// `/hex move`: a stone on a cell, with cells suggested as it is typed (`cmd-move-*`).
#[poise::command(slash_command, rename = "move")]
async fn move_(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_cell"] cell: String,
) -> Result<(), Error> {
    handle_command(ctx, Command::Move(cell)).await
}

/// `/hex swap`: the swap (pie) rule, taken by Blue after Red's first stone (`cmd-swap`).
#[poise::command(slash_command)]
async fn swap(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Command::Swap).await
}

/// `/hex resign`: the service asks for confirmation first (`cmd-resign`).
#[poise::command(slash_command)]
async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Command::Resign).await
}

/// `/hex board`: the board of this channel's game again, publicly or privately (`cmd-board-*`).
#[poise::command(slash_command)]
async fn board(ctx: Context<'_>, private: Option<bool>) -> Result<(), Error> {
    let command = if private == Some(true) {
        Command::BoardPrivately
    } else {
        Command::Board
    };
    handle_command(ctx, command).await
}

/// `/hex leaderboard`: one page of either ladder of this server (`cmd-leaderboard-*`).
#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Context<'_>,
    #[min = 1] page: Option<u32>,
    kind: Option<LadderChoice>,
) -> Result<(), Error> {
    let kind = kind.map(Ladder::from).unwrap_or_default();
    handle_command(ctx, Command::Leaderboard { page, kind }).await
}

/// `/hex profile`: a player's rating and record (`cmd-profile-*`).
#[poise::command(slash_command)]
async fn profile(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    handle_command(
        ctx,
        Command::Profile {
            user: user.as_ref().map(person),
        },
    )
    .await
}

/// `/hex history`: a player's recent games, numbered for the commands that take one (`cmd-history-*`).
#[poise::command(slash_command)]
async fn history(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    handle_command(
        ctx,
        Command::History {
            user: user.as_ref().map(person),
        },
    )
    .await
}

/// `/hex export`: a stored game as an SGF file (`cmd-export-*`).
#[poise::command(slash_command)]
async fn export(ctx: Context<'_>, #[min = 1] game: i64) -> Result<(), Error> {
    handle_command(ctx, Command::Export { game: GameId(game) }).await
}

/// `/hex rules`: the rules of either variant (`cmd-rules-*`).
#[poise::command(slash_command)]
async fn rules(ctx: Context<'_>, variant: Option<VariantChoice>) -> Result<(), Error> {
    handle_command(
        ctx,
        Command::Rules {
            variant: variant.map(Variant::from),
        },
    )
    .await
}

/// `/hex abort`: ends this channel's game, or a set-aside one, unrated (`cmd-abort-*`).
#[poise::command(slash_command)]
async fn abort(ctx: Context<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    let command = game.map_or(Command::Abort, |g| Command::AbortGame(GameId(g)));
    handle_command(ctx, command).await
}

/// `/hex claim`: the win against an opponent idle for too long (`cmd-claim`).
#[poise::command(slash_command)]
async fn claim(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Command::Claim).await
}

/// `/hex config`: the server's defaults for new games (`cmd-config-*`).
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)] // one parameter per Discord option
async fn config(
    ctx: Context<'_>,
    size: Option<Size>,
    variant: Option<VariantChoice>,
    swap: Option<SwapChoice>,
    timer: Option<TimerChoice>,
    rematch: Option<RematchChoice>,
    orientation: Option<OrientationChoice>,
    #[min = 0]
    #[max = 30]
    vacation: Option<u8>,
    #[min = 1]
    #[max = 10]
    tournaments: Option<u8>,
    #[rename = "puzzle-channel"]
    #[channel_types("Text", "News")]
    puzzle_channel: Option<serenity::ChannelId>,
    #[rename = "puzzle-hour"]
    #[min = 0]
    #[max = 23]
    puzzle_hour: Option<u8>,
    #[rename = "puzzle-stop"] puzzle_stop: Option<bool>,
    web: Option<bool>,
) -> Result<(), Error> {
    let puzzle_channel = match (puzzle_stop, puzzle_channel) {
        (Some(true), _) => Some(PuzzleChannel::Off),
        (_, Some(c)) => Some(PuzzleChannel::In(ChannelId(c.get()))),
        _ => None,
    };
    let options = ConfigOptions {
        size: size.map(u32::from),
        variant: variant.map(Variant::from),
        swap: swap.map(SwapRule::from),
        timer: timer.map(TurnTimer::from),
        rematch: rematch.map(RematchStarter::from),
        orientation: orientation.map(Orientation::from),
        vacation_days: vacation.map(u32::from),
        open_tournaments: tournaments.map(u32::from),
        puzzle_channel,
        puzzle_hour: puzzle_hour.map(u32::from),
        web,
    };
    handle_command(ctx, Command::Config(options)).await
}

/// `/hex settings`: a player's own preferences (`cmd-settings-*`).
#[poise::command(slash_command)]
async fn settings(
    ctx: Context<'_>,
    orientation: Option<OrientationChoice>,
    notify: Option<NotifyChoice>,
) -> Result<(), Error> {
    let options = PreferenceOptions {
        orientation: orientation.map(Orientation::from),
        notify: notify.map(Notify::from),
    };
    handle_command(ctx, Command::Settings(options)).await
}

/// `/hex games`: the player's unfinished games in every server, privately (`cmd-games-*`).
#[poise::command(slash_command)]
async fn games(ctx: Context<'_>, #[min = 1] page: Option<u32>) -> Result<(), Error> {
    handle_command(ctx, Command::Games { user: None, page }).await
}

/// `/hex vacation`: shows, starts or ends the player's vacation here (`cmd-vacation-*`).
#[poise::command(slash_command)]
async fn vacation(ctx: Context<'_>, action: Option<VacationChoice>) -> Result<(), Error> {
    let action = action.map_or(VacationAction::Status, VacationAction::from);
    handle_command(ctx, Command::Vacation(action)).await
}

// Shown, added to or forgotten, privately.
/// `/hex plan`: conditional moves (`cmd-plan-*`).
#[poise::command(slash_command)]
async fn plan(
    ctx: Context<'_>,
    #[max_length = 1000] moves: Option<String>,
    clear: Option<bool>,
) -> Result<(), Error> {
    let action = match (moves, clear) {
        (_, Some(true)) => PlanAction::Clear,
        (Some(moves), _) => PlanAction::Add(moves),
        (None, _) => PlanAction::Show,
    };
    handle_command(ctx, Command::Plan(action)).await
}

/// Empty cells matching what was typed, nearest the last stone first (at most
/// [`MAX_SUGGESTIONS`], Discord's limit).
async fn autocomplete_cell(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let actor = command_actor(interaction(&ctx));
    let choices = ctx
        .data()
        .service
        .suggest_cells(&actor, partial)
        .await
        .into_iter()
        .take(MAX_SUGGESTIONS)
        .map(|cell| serenity::AutocompleteChoice::new(cell.clone(), cell))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;

    /// Discord's limit on a description and on a choice's name.
    const DISCORD_MAX: usize = 100;

    /// One text Discord shows: a description (with its catalogue id) or a choice's name.
    struct Words<'a> {
        /// `cmd-…` for a description, `choice` for a choice's name.
        id: String,
        english: &'a str,
        localised: &'a [(Cow<'static, str>, Cow<'static, str>)],
    }

    /// Every text Discord shows of `command` and what it holds.
    fn texts<'a>(
        command: &'a poise::Command<Data, Error>,
        parent: &str,
        depth: usize,
        out: &mut Vec<Words<'a>>,
    ) {
        if command.context_menu_action.is_some() {
            return; // a name, no description: see the menus' own test
        }
        let name = super::super::lang::catalogue_id(&command.name, parent, depth);
        let described = |d: &'a Option<Cow<'static, str>>| d.as_deref().unwrap_or_default();
        out.push(Words {
            id: name.clone(),
            english: described(&command.description),
            localised: &command.description_localizations,
        });
        for p in &command.parameters {
            out.push(Words {
                id: format!("{name}-{}", p.name),
                english: described(&p.description),
                localised: &p.description_localizations,
            });
            for c in p.choices.iter() {
                out.push(Words {
                    id: "choice".to_owned(),
                    english: &c.name,
                    localised: &c.localizations,
                });
            }
        }
        for sub in &command.subcommands {
            texts(sub, &name, depth + 1, out);
        }
    }

    /// Discord's limit on a command's registration: its names, descriptions and choices (names and
    /// values), options and subcommands included, the longest localization of each field counted.
    const DISCORD_COMMAND_MAX: usize = 8000;

    /// `command`'s size as Discord counts it against [`DISCORD_COMMAND_MAX`].
    fn registration_size(command: &poise::Command<Data, Error>) -> usize {
        let longest = |en: &str, loc: &[(Cow<'static, str>, Cow<'static, str>)]| {
            loc.iter()
                .map(|(_, v)| v.chars().count())
                .chain([en.chars().count()])
                .max()
                .unwrap_or(0)
        };
        let mut n = longest(&command.name, &command.name_localizations)
            + longest(
                command.description.as_deref().unwrap_or_default(),
                &command.description_localizations,
            );
        for p in &command.parameters {
            n += longest(&p.name, &p.name_localizations)
                + longest(
                    p.description.as_deref().unwrap_or_default(),
                    &p.description_localizations,
                );
            for c in p.choices.iter() {
                // The value: a choice's index, as poise registers them.
                n += longest(&c.name, &c.localizations) + 2;
            }
        }
        n + command
            .subcommands
            .iter()
            .map(registration_size)
            .sum::<usize>()
    }

    #[test]
    fn every_command_fits_discords_registration_limit() {
        for command in all() {
            let size = registration_size(&command);
            eprintln!("/{}: {size} characters", command.name);
            assert!(
                size <= DISCORD_COMMAND_MAX,
                "/{} needs {size} characters, Discord takes {DISCORD_COMMAND_MAX}",
                command.name
            );
        }
    }

    #[test]
    fn every_command_option_and_choice_has_its_words_from_the_catalogue_in_every_language() {
        let commands = all();
        let mut seen = Vec::new();
        for command in &commands {
            texts(command, "cmd", 0, &mut seen);
        }
        assert!(seen.len() > 40, "{}", seen.len());
        let args = description_args();
        for Words {
            id,
            english,
            localised,
        } in &seen
        {
            let fits = |words: &str| {
                !words.is_empty()
                    && words.chars().count() <= DISCORD_MAX
                    && !words.starts_with("cmd-")
                    && !words.starts_with("choice-")
            };
            assert!(fits(english), "{id}: {english:?}");
            if id != "choice" {
                assert_eq!(*english, text(Locale::EnUs, id, &args), "{id}");
            }
            for locale in Locale::ALL.into_iter().filter(|&l| l != Locale::EnUs) {
                for code in locale.discord_codes() {
                    let words = localised
                        .iter()
                        .find(|(c, _)| c == code)
                        .map(|(_, w)| w.as_ref());
                    assert!(words.is_some_and(fits), "{id} in {code}: {words:?}");
                    if id != "choice" {
                        assert_eq!(words, Some(text(locale, id, &args).as_str()), "{id}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_menu_command_is_named_from_the_catalogue_within_discords_32_characters() {
        let commands = all();
        let menus: Vec<_> = commands
            .iter()
            .filter(|c| c.context_menu_action.is_some())
            .collect();
        assert_eq!(menus.len(), 2, "Draw Hex position, Challenge to Hex");
        for menu in menus {
            let id = super::super::lang::menu_id(&menu.identifying_name);
            let (english, localised) = super::super::lang::menu_names(&menu.identifying_name);
            assert_eq!(menu.context_menu_name.as_deref(), Some(english.as_str()));
            assert_eq!(english, text(Locale::EnUs, &id, &[]));
            assert!(menu.description.is_none());
            let codes: usize = Locale::ALL
                .iter()
                .filter(|&&l| l != Locale::EnUs)
                .map(|l| l.discord_codes().len())
                .sum();
            assert_eq!(localised.len(), codes, "every language but English");
            for (code, name) in std::iter::once(("en-US", english.as_str()))
                .chain(localised.iter().map(|(c, n)| (c.as_ref(), n.as_ref())))
            {
                assert!(
                    (1..=32).contains(&name.chars().count()) && !name.starts_with("menu-"),
                    "{id} in {code}: {name:?}"
                );
            }
        }
        let registered = registration(&commands);
        assert_eq!(registered.len(), commands.len(), "each command once");
    }

    #[test]
    fn the_size_options_say_the_sizes_the_service_offers() {
        let (min, max) = (
            BOARD_SIZES.start().to_string(),
            BOARD_SIZES.end().to_string(),
        );
        let commands = all();
        let mut seen = Vec::new();
        for command in &commands {
            texts(command, "cmd", 0, &mut seen);
        }
        let sized: Vec<_> = seen.iter().filter(|w| w.id.ends_with("-size")).collect();
        assert_eq!(
            sized.len(),
            6,
            "challenge, ai, config, tournament create, analyze and diagram"
        );
        for Words {
            id,
            english,
            localised,
        } in sized
        {
            for words in std::iter::once(*english).chain(localised.iter().map(|(_, w)| w.as_ref()))
            {
                assert!(
                    words.contains(&min) && words.contains(&max),
                    "{id}: {words}"
                );
            }
        }
    }
}
