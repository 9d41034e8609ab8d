//! The `/hex` slash command and its subcommands (poise): each translates its options into the
//! service's command and hands it to [`super::interact`], which decides and answers.

use poise::serenity_prelude as serenity;
use tracing::error;

use super::bot::{Context, Data, Error, post};
use super::interact::handle_command;
use super::lang::Langs;
use super::respond::{Responder, Shown};
use super::show::show;
use super::threads::thread_refusal;
use crate::service::{
    Actor, AiOptions, BOARD_SIZES, ChallengeOptions, ChannelId, Command, ConfigOptions, FirstMove,
    GameId, GuildId, Ladder, Level, Locale, MAX_SUGGESTIONS, Orientation, Person,
    PreferenceOptions, RematchStarter, Reply, SwapRule, TurnTimer, UserId, Variant, WhoStarts,
    text,
};

/// Board size option: any size the bot offers.
type Size = u8;

/// Declares a poise choice enum (each variant with the catalogue id of the label Discord shows:
/// the words, English and localised, are filled in from the catalogues at start-up) and its
/// conversion into the service's own type, so each option's choices are written once.
macro_rules! choices {
    ($(#[$doc:meta])* $name:ident => $target:ty { $($label:tt $variant:ident => $value:expr,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
        pub(crate) enum $name {
            $(#[name = $label] $variant,)*
        }

        impl From<$name> for $target {
            fn from(choice: $name) -> Self {
                match choice {
                    $($name::$variant => $value,)*
                }
            }
        }
    };
}

choices!(
    /// Hex or its misère twin.
    VariantChoice => Variant {
        "choice-variant-hex" Hex => Variant::Hex,
        "choice-variant-rex" Rex => Variant::Rex,
    }
);

choices!(
    /// Turn timer.
    TimerChoice => TurnTimer {
        "choice-timer-none" None => TurnTimer::None,
        "choice-timer-thirty" Thirty => TurnTimer::Secs30,
        "choice-timer-sixty" Sixty => TurnTimer::Secs60,
    }
);

choices!(
    /// Who moves first (and so plays Red) in a challenge.
    ChallengeFirst => WhoStarts {
        "choice-challenge-first-challenger" Challenger => WhoStarts::Challenger,
        "choice-challenge-first-opponent" Opponent => WhoStarts::Opponent,
        "choice-challenge-first-random" Random => WhoStarts::Random,
    }
);

choices!(
    /// Who moves first (and so plays Red) against the computer.
    AiFirst => FirstMove {
        "choice-ai-first-you" You => FirstMove::You,
        "choice-ai-first-computer" Computer => FirstMove::Computer,
        "choice-ai-first-alternate" Alternate => FirstMove::Alternate,
    }
);

choices!(
    /// The computer's strength.
    LevelChoice => Level {
        "choice-level-easy" Easy => Level::Easy,
        "choice-level-medium" Medium => Level::Medium,
        "choice-level-hard" Hard => Level::Hard,
    }
);

choices!(
    /// The swap rule and its form.
    SwapChoice => SwapRule {
        "choice-swap-off" Off => SwapRule::Off,
        "choice-swap-mirror" Mirror => SwapRule::Mirror,
        "choice-swap-seat" Seat => SwapRule::Seat,
    }
);

choices!(
    /// How a board picture is turned.
    OrientationChoice => Orientation {
        "choice-orientation-normal" Normal => Orientation::Normal,
        "choice-orientation-rotated" Rotated => Orientation::Rotated,
    }
);

choices!(
    /// Who starts a rematch.
    RematchChoice => RematchStarter {
        "choice-rematch-alternate" Alternate => RematchStarter::Alternate,
        "choice-rematch-same" Same => RematchStarter::Same,
    }
);

choices!(
    /// Which leaderboard: two-player games or the computer ladder.
    LadderChoice => Ladder {
        "choice-ladder-players" Players => Ladder::Players,
        "choice-ladder-computer" Computer => Ladder::Computer,
    }
);

/// All commands the bot registers, with every `size` option bounded by the sizes the service
/// offers ([`BOARD_SIZES`]: poise's `#[min]`/`#[max]` take only literals, so the bounds are set
/// here, from their one home, and Discord's client refuses other sizes before sending).
pub(crate) fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![hex()];
    for command in &mut commands {
        bound_sizes(command);
    }
    commands
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

/// Play Hex (or Rex) in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommand_required,
    subcommands(
        "challenge",
        "ai",
        "move_",
        "swap",
        "resign",
        "board",
        "leaderboard",
        "profile",
        "rules",
        "history",
        "export",
        "super::review::review",
        "super::pictures::hint",
        "super::pictures::replay",
        "abort",
        "claim",
        "config",
        "settings"
    )
)]
pub(crate) async fn hex(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Challenge someone to a game in this channel.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)] // one parameter per Discord option
async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play"] opponent: serenity::User,
    #[description = "Board size, 7 to 19 (default: the server's, else 11)"] size: Option<Size>,
    #[description = "Hex or Rex (default: the server's, else Hex)"] variant: Option<VariantChoice>,
    #[description = "The swap (pie) rule: off, mirror or seat (default: the server's)"]
    swap: Option<SwapChoice>,
    #[description = "Time per move; when it runs out the computer moves for you (default: the server's, else none)"]
    timer: Option<TimerChoice>,
    #[description = "Who moves first and plays Red (default: me)"] first: Option<ChallengeFirst>,
    #[description = "Play in a new thread named after the players"] thread: Option<bool>,
    #[description = "How the board is shown (default: the server's)"] orientation: Option<
        OrientationChoice,
    >,
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
    let data = ctx.data();
    let Some(_pass) = data.gate.enter() else {
        return Ok(());
    };
    let interaction = interaction(&ctx);
    let http = ctx.serenity_context().http.clone();
    let mut responder = Responder::new(http.clone(), interaction.id, &interaction.token);
    let mut actor = command_actor(interaction);
    let langs = command_langs(data, interaction);
    let refusal = match thread_refusal(interaction) {
        Some(refusal) => Some(refusal),
        None => match data.service.check_challenge(&actor, &options).await {
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
    let name: String = text(
        langs.guild,
        "thread-name",
        &[
            ("challenger", super::escape::title_name(&actor.name).into()),
            (
                "opponent",
                super::escape::title_name(&options.opponent.name).into(),
            ),
        ],
    )
    .chars()
    .take(100)
    .collect();
    let builder = serenity::CreateThread::new(name)
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneDay);
    let thread = interaction.channel_id.create_thread(&http, builder).await?;
    options.thread_of = Some(actor.channel);
    actor.channel = ChannelId(thread.id.get());
    let reply = match data
        .service
        .handle(&actor, Command::Challenge(options))
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
    post(&http, actor.channel, &reply, langs.guild).await;
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

pub(super) fn sorry(locale: Locale) -> Shown {
    Shown {
        ephemeral: true,
        content: Some(text(locale, "sorry", &[])),
        ..Shown::default()
    }
}

/// Play against the computer.
#[poise::command(slash_command, guild_only)]
async fn ai(
    ctx: Context<'_>,
    #[description = "How strong the computer plays (default medium)"] level: Option<LevelChoice>,
    #[description = "Board size, 7 to 19 (default: the server's, else 11)"] size: Option<Size>,
    #[description = "Hex or Rex (default: the server's, else Hex)"] variant: Option<VariantChoice>,
    #[description = "Who moves first and plays Red (default: me)"] first: Option<AiFirst>,
    #[description = "How the board is shown (default: the server's)"] orientation: Option<
        OrientationChoice,
    >,
) -> Result<(), Error> {
    let options = AiOptions {
        level: level.map(Level::from),
        size: size.map(u32::from),
        variant: variant.map(Variant::from),
        first: first.map(FirstMove::from),
        swap: None,
        orientation: orientation.map(Orientation::from),
    };
    handle_command(ctx, Command::Ai(options)).await
}

/// Place a stone.
#[poise::command(slash_command, guild_only, rename = "move")]
async fn move_(
    ctx: Context<'_>,
    #[description = "The cell, a letter and a number like e5"]
    #[autocomplete = "autocomplete_cell"]
    cell: String,
) -> Result<(), Error> {
    handle_command(ctx, Command::Move(cell)).await
}

/// Swap (pie rule): take your opponent's first stone, as Blue answering Red's first move.
#[poise::command(slash_command, guild_only)]
async fn swap(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Command::Swap).await
}

/// Resign the game in this channel (asks for confirmation).
#[poise::command(slash_command, guild_only)]
async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Command::Resign).await
}

/// Show the board of the game in this channel again.
#[poise::command(slash_command, guild_only)]
async fn board(
    ctx: Context<'_>,
    #[description = "Show it only to me, turned as my /hex settings say"] private: Option<bool>,
) -> Result<(), Error> {
    let command = if private == Some(true) {
        Command::BoardPrivately
    } else {
        Command::Board
    };
    handle_command(ctx, command).await
}

/// The best players of this server (two-player games, or against the computer).
#[poise::command(slash_command, guild_only)]
async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Page (default 1)"]
    #[min = 1]
    page: Option<u32>,
    #[description = "Which ladder: two-player games (default) or against the computer"]
    kind: Option<LadderChoice>,
) -> Result<(), Error> {
    let kind = kind.map(Ladder::from).unwrap_or_default();
    handle_command(ctx, Command::Leaderboard { page, kind }).await
}

/// A player's rating, record and recent games.
#[poise::command(slash_command, guild_only)]
async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    handle_command(
        ctx,
        Command::Profile {
            user: user.as_ref().map(person),
        },
    )
    .await
}

/// Recent games of a player: result, opponent, board size, variant and date.
#[poise::command(slash_command, guild_only)]
async fn history(
    ctx: Context<'_>,
    #[description = "Whose games (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    handle_command(
        ctx,
        Command::History {
            user: user.as_ref().map(person),
        },
    )
    .await
}

/// Download a game as an SGF file (for HexGui and other Hex tools) with its list of moves.
#[poise::command(slash_command, guild_only)]
async fn export(
    ctx: Context<'_>,
    #[description = "The game's number, as /hex history lists it (#12 is 12)"]
    #[min = 1]
    game: i64,
) -> Result<(), Error> {
    handle_command(ctx, Command::Export { game: GameId(game) }).await
}

/// How to play Hex and Rex.
#[poise::command(slash_command, guild_only)]
async fn rules(
    ctx: Context<'_>,
    #[description = "Hex (default) or Rex"] variant: Option<VariantChoice>,
) -> Result<(), Error> {
    handle_command(
        ctx,
        Command::Rules {
            variant: variant.map(Variant::from),
        },
    )
    .await
}

/// Stop the game in this channel without a result (moderators).
#[poise::command(slash_command, guild_only)]
async fn abort(
    ctx: Context<'_>,
    #[description = "Number of a game set aside as it no longer loads (without: this channel's game)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    let command = game.map_or(Command::Abort, |g| Command::AbortGame(GameId(g)));
    handle_command(ctx, command).await
}

/// Claim the win from an opponent who has not moved for the idle time.
#[poise::command(slash_command, guild_only)]
async fn claim(ctx: Context<'_>) -> Result<(), Error> {
    handle_command(ctx, Command::Claim).await
}

/// This server's settings for new games (changing them needs Manage Server)
#[poise::command(slash_command, guild_only)]
async fn config(
    ctx: Context<'_>,
    #[description = "Board size of new games, 7 to 19"] size: Option<Size>,
    #[description = "Hex or Rex"] variant: Option<VariantChoice>,
    #[description = "The swap (pie) rule: off, mirror or seat"] swap: Option<SwapChoice>,
    #[description = "Time per move in two-player games"] timer: Option<TimerChoice>,
    #[description = "Who starts a rematch"] rematch: Option<RematchChoice>,
    #[description = "How the boards of new games are shown"] orientation: Option<OrientationChoice>,
) -> Result<(), Error> {
    let options = ConfigOptions {
        size: size.map(u32::from),
        variant: variant.map(Variant::from),
        swap: swap.map(SwapRule::from),
        timer: timer.map(TurnTimer::from),
        rematch: rematch.map(RematchStarter::from),
        orientation: orientation.map(Orientation::from),
    };
    handle_command(ctx, Command::Config(options)).await
}

/// Your own settings: how boards shown only to you are turned.
#[poise::command(slash_command, guild_only)]
async fn settings(
    ctx: Context<'_>,
    #[description = "How boards shown only to you are turned"] orientation: Option<
        OrientationChoice,
    >,
) -> Result<(), Error> {
    let options = PreferenceOptions {
        orientation: orientation.map(Orientation::from),
    };
    handle_command(ctx, Command::Settings(options)).await
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
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Actor {
        guild: GuildId(guild.map_or(0, serenity::GuildId::get)),
        channel: ChannelId(channel.get()),
        user: UserId(user.id.get()),
        name,
        can_manage_messages: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_messages() || p.administrator()),
        can_manage_guild: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator()),
    }
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

pub(super) fn command_actor(interaction: &serenity::CommandInteraction) -> Actor {
    actor_of(
        interaction.guild_id,
        interaction.channel_id,
        &interaction.user,
        interaction.member.as_deref(),
    )
}

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
