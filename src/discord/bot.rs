//! Starting and stopping the bot: HTTP client (optionally pointed at another base URL), poise
//! framework, gateway client, command registration, graceful shutdown.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use super::config::Config;
use super::gate::Gate;
use super::lang::{GuildLocales, localise};
use super::show::show;
use super::{commands, interact};
use crate::service::{
    Announcements, ChannelId, Locale, PublicAnswers, Reply, Service, ServiceConfig, ServiceError,
    SystemClock,
};

/// Shared by every handler.
pub(crate) struct Data {
    pub(crate) gate: Gate,
    pub(crate) service: Service,
    /// Each server's preferred language, for what the bot posts on its own.
    pub(crate) guild_locales: GuildLocales,
}

/// Errors of command handlers (logged; the user sees a short apology).
pub(crate) type Error = Box<dyn std::error::Error + Send + Sync>;
/// The poise context of our commands.
pub(crate) type Context<'a> = poise::Context<'a, Data, Error>;

/// Why the bot stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The database could not be opened (exit code 2: a configuration problem).
    #[error("cannot open the database {url}: {source}")]
    Database {
        /// The configured `DATABASE_URL`.
        url: String,
        /// What went wrong.
        source: ServiceError,
    },
    /// The Discord client failed (connection, gateway, authentication).
    #[error("Discord client: {0}")]
    Client(#[source] serenity::Error),
}

impl RunError {
    /// Whether this is a configuration problem the user must fix (exit code 2).
    pub fn is_config(&self) -> bool {
        matches!(self, RunError::Database { .. })
    }
}

/// Runs the bot until `shutdown` completes (or the gateway fails).
///
/// # Errors
/// [`RunError::Database`] when the database cannot be opened, [`RunError::Client`] when the
/// Discord client cannot start or dies.
pub async fn run(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), RunError> {
    let gate = Gate::default();

    let mut service_config = ServiceConfig::new(config.database_url.clone());
    if let Some(threads) = config.ai_threads {
        service_config.ai_threads = threads;
    }
    service_config.ai_playouts = config.ai_playouts;
    service_config.shards = config.shards.unwrap_or_default();
    let limits = &mut service_config.computer;
    limits.games_per_user = config.ai_games_per_user.unwrap_or(limits.games_per_user);
    limits.games_per_server = config
        .ai_games_per_server
        .unwrap_or(limits.games_per_server);
    limits.queue = config.ai_queue.unwrap_or(limits.queue);
    if let Some(n) = config.public_answers_per_minute {
        service_config.public_answers = PublicAnswers {
            per_window: n,
            window: std::time::Duration::from_secs(60),
        };
    }
    let (service, announcements) = Service::open(service_config, Arc::new(SystemClock))
        .await
        .map_err(|source| RunError::Database {
            url: config.database_url.clone(),
            source,
        })?;

    let mut http = serenity::HttpBuilder::new(config.token.expose());
    if let Some(base) = &config.api_base_url {
        // serenity's own rate limiter ignores the proxy setting, so it is off here: the
        // proxy (a test fake, or an HTTP proxy that rate-limits itself) answers every call.
        info!(base = %base, "sending REST calls to the configured API base URL");
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();

    let dev_guild = config.dev_guild_id.map(serenity::GuildId::new);
    let guild_locales = GuildLocales::default();
    let data = Data {
        gate: gate.clone(),
        service: service.clone(),
        guild_locales: guild_locales.clone(),
    };
    let mut commands = commands::all();
    localise(&mut commands);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands,
            event_handler: |framework, event| Box::pin(interact::on_event(framework, event)),
            on_error: |error| Box::pin(interact::on_error(error)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                let commands = &framework.options().commands;
                let registered = match dev_guild {
                    Some(guild) => poise::builtins::register_in_guild(ctx, commands, guild).await,
                    None => poise::builtins::register_globally(ctx, commands).await,
                };
                match registered {
                    Ok(()) => info!(guild = ?dev_guild, "registered the /hex commands"),
                    Err(e) => warn!(error = %e, "could not register the /hex commands"),
                }
                Ok(data)
            })
        })
        .build();

    let intents = serenity::GatewayIntents::GUILDS;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .map_err(RunError::Client)?;

    let (stop_forwarding, stop) = tokio::sync::watch::channel(false);
    let forwarder = tokio::spawn(forward(
        client.http.clone(),
        announcements,
        stop,
        guild_locales,
    ));
    let shards = client.shard_manager.clone();
    let stopper = tokio::spawn(async move {
        shutdown.await;
        info!("shutting down: no new interactions");
        shards.shutdown_all().await;
    });

    let result = match config.shards {
        // One process, one shard (a small bot).
        None => client.start().await,
        Some(shards) => {
            info!(%shards, "connecting only the servers of these shards");
            // serenity's range includes its end: `a..b` starts shards a to b.
            client
                .start_shard_range(shards.first()..shards.last(), shards.total())
                .await
        }
    }
    .map_err(RunError::Client);
    stopper.abort();
    if !gate.close_and_drain(Duration::from_secs(20)).await {
        warn!("some interactions were still running at shutdown");
    }
    service.close().await;
    // Announcements already made are posted; then the forwarder stops.
    let _ = stop_forwarding.send(true);
    if tokio::time::timeout(Duration::from_secs(5), forwarder)
        .await
        .is_err()
    {
        warn!("gave up posting the last announcements");
    }
    info!("stopped");
    result
}

/// Completes on SIGINT (Ctrl-C) or SIGTERM.
pub async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut term = match signal(SignalKind::terminate()) {
            Ok(s) => s,
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
                return;
            }
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Posts what the service says on its own (the computer moved, a timer fired, a challenge
/// expired) as new messages in the game's channel, in the server's language, until `stop` turns
/// true; then it posts what is already queued and returns.
async fn forward(
    http: Arc<serenity::Http>,
    mut announcements: Announcements,
    mut stop: tokio::sync::watch::Receiver<bool>,
    locales: GuildLocales,
) {
    loop {
        tokio::select! {
            biased;
            next = announcements.recv() => match next {
                Some(out) => {
                    let locale = locales.get(out.guild.0);
                    post(&http, out.channel, &out.reply, locale).await;
                }
                None => return,
            },
            _ = stop.changed() => {
                while let Ok(out) = announcements.try_recv() {
                    let locale = locales.get(out.guild.0);
                    post(&http, out.channel, &out.reply, locale).await;
                }
                return;
            }
        }
    }
}

/// Posts `reply` as a new message in `channel`, in `locale` (failures are logged).
pub(crate) async fn post(http: &serenity::Http, channel: ChannelId, reply: &Reply, locale: Locale) {
    if channel.0 == 0 {
        return;
    }
    let shown = show(reply, false, locale);
    let mut message = serenity::CreateMessage::new()
        .embeds(shown.embed.into_iter().collect())
        .components(shown.components)
        .add_files(shown.files);
    if let Some(content) = shown.content {
        message = message.content(content);
    }
    if let Err(e) = serenity::ChannelId::new(channel.0)
        .send_message(http, message)
        .await
    {
        warn!(channel = %channel, error = %e, "could not post a message");
    }
    super::threads::close_if_done(http, channel, reply).await;
}
