//! Starting and stopping the bot, the top of the Discord rooms: the game service, the HTTP
//! client (optionally pointed at another base URL), the poise framework with the commands and
//! the event handler, command registration, the gateway client, the forwarding of
//! announcements, and the graceful shutdown.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use super::config::Config;
use super::gate::Gate;
use super::lang::GuildLocales;
use super::outside::Answerable;
use super::post::forward;
use super::types::{Data, Error};
use super::{commands, interact};
use crate::service::{
    Announcements, DatabaseUrl, PublicAnswers, Service, ServiceConfig, ServiceError, SystemClock,
};
use crate::shards::{Scope, ShardSet};

/// `hexbot run`'s exit code for a configuration that cannot work (a missing token, a malformed
/// setting, a database refused for good: a malformed URL, a wrong password, a server without the
/// TLS that `sslmode` asks for; another process running the same games: the SQLite file in use,
/// a shard held, another total of shards): a service manager should not start it again as it
/// is.
pub const EXIT_CONFIG: u8 = 2;

/// `hexbot run`'s exit code when the database did not answer for all of
/// `HEXBOT_DATABASE_RETRY_SECS`, or the lock on this process's shards was lost while it ran
/// (`EX_TEMPFAIL` of sysexits.h: try again later): a service manager should start it again.
pub const EXIT_UNREACHABLE: u8 = 75;

/// Why the bot stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The database could not be opened: it did not answer in time ([`EXIT_UNREACHABLE`]), or
    /// refused the configuration ([`EXIT_CONFIG`]). The message names the database with its
    /// password hidden, and takes the password out of whatever the driver said.
    #[error("cannot open the database {url}: {}", url.scrub(&source.to_string()))]
    Database {
        /// The configured `DATABASE_URL`.
        url: DatabaseUrl,
        /// What went wrong.
        source: ServiceError,
    },
    /// The Discord client failed (connection, gateway, authentication).
    #[error("Discord client: {0}")]
    Client(#[source] serenity::Error),
    /// The lock on this process's shards was lost (the PostgreSQL connection holding it broke):
    /// the bot stopped rather than run games another process may take ([`EXIT_UNREACHABLE`]).
    #[error(
        "lost the lock on {0} (its database connection broke): stopped, so that no two \
         processes run these games; start again to take it afresh"
    )]
    LockLost(Scope),
}

impl RunError {
    /// The exit code `hexbot run` ends with: [`EXIT_UNREACHABLE`] for a database that did not
    /// answer (or went away while opening) and for a lost lock, [`EXIT_CONFIG`] for one that
    /// refused the configuration (another process holding the same games included), 1 for a
    /// failure of the Discord client.
    #[must_use]
    pub fn exit_code(&self) -> u8 {
        match self {
            RunError::Database { source, .. } if source.is_transient() => EXIT_UNREACHABLE,
            RunError::Database { .. } => EXIT_CONFIG,
            RunError::LockLost(_) => EXIT_UNREACHABLE,
            RunError::Client(_) => 1,
        }
    }
}

/// Runs the bot until `shutdown` completes (or the gateway fails).
///
/// # Errors
/// [`RunError::Database`] when the database cannot be opened (after trying for
/// [`Config::database_retry`] while it does not answer), [`RunError::Client`] when the Discord
/// client cannot start or dies.
pub async fn run(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), RunError> {
    run_beside(config, shutdown, |_| None).await
}

/// [`run`], with `beside` started on the service once it is open (the web companion): the task
/// it returns, if any, is stopped when the bot stops.
///
/// # Errors
/// As [`run`].
pub async fn run_beside(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
    beside: impl FnOnce(Service) -> Option<tokio::task::JoinHandle<()>>,
) -> Result<(), RunError> {
    let gate = Gate::default();
    let (service, announcements) = open_service(&config).await?;
    let beside = beside(service.clone());
    let http = http_client(&config);
    let guild_locales = GuildLocales::default();
    let answerable = Answerable::default();
    let data = Data {
        gate: gate.clone(),
        service: service.clone(),
        guild_locales: guild_locales.clone(),
        answerable: answerable.clone(),
    };
    let framework = framework(data, config.dev_guild_id.map(serenity::GuildId::new));

    let intents = serenity::GatewayIntents::GUILDS;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .map_err(RunError::Client)?;

    let (stop_forwarding, stop) = tokio::sync::watch::channel(false);
    let forwarder = tokio::spawn(forward(
        client.http.clone(),
        service.clone(),
        announcements,
        stop,
        guild_locales,
        answerable,
    ));
    let lost = {
        let service = service.clone();
        async move { service.lock_lost().await }
    };
    let mut stopper = tokio::spawn(stop_on(shutdown, lost, client.shard_manager.clone()));

    let serving = serve(&mut client, config.shards);
    tokio::pin!(serving);
    let result = tokio::select! {
        result = &mut serving => result,
        // Asked to stop: the gateway closes its shards, unless it is still trying to reach
        // Discord (serenity retries an unreachable gateway for ever), so it is given a while.
        _ = &mut stopper => match tokio::time::timeout(GATEWAY_GRACE, &mut serving).await {
            Ok(result) => result,
            Err(_) => {
                warn!("the gateway did not close in time (Discord unreachable?): stopping without it");
                Ok(())
            }
        },
    };
    stopper.abort();
    if let Some(task) = beside {
        task.abort();
    }
    let lost = service.has_lost_lock();
    wind_down(&gate, &service, stop_forwarding, forwarder).await;
    info!("stopped");
    if lost {
        return Err(RunError::LockLost(Scope::Shards(
            config.shards.unwrap_or_default(),
        )));
    }
    result
}

/// How long the gateway may take to close its shards once asked to stop.
const GATEWAY_GRACE: Duration = Duration::from_secs(10);

/// Why the gateway was stopped.
enum Stop {
    /// Ctrl-C or SIGTERM.
    Asked,
    /// The lock on this process's games was lost.
    LockLost,
}

/// The service's configuration: the database (and how long to wait for it), the computer's threads, playouts and limits,
/// the shards served, the drawing of replays and the pace of public answers, each as configured
/// or the default.
fn service_config(config: &Config) -> ServiceConfig {
    let mut service_config = ServiceConfig::new(config.database_url.clone());
    service_config.database_retry = config.database_retry;
    if let Some(threads) = config.ai_threads {
        service_config.ai_threads = threads;
    }
    service_config.ai_playouts = config.ai_playouts;
    service_config.scope = Scope::Shards(config.shards.unwrap_or_default());
    service_config.web_url.clone_from(&config.web_url);
    service_config.web_signer.clone_from(&config.web_signer);
    let limits = &mut service_config.computer;
    limits.games_per_user = config.ai_games_per_user.unwrap_or(limits.games_per_user);
    limits.games_per_server = config
        .ai_games_per_server
        .unwrap_or(limits.games_per_server);
    limits.queue = config.ai_queue.unwrap_or(limits.queue);
    let renders = &mut service_config.renders;
    renders.at_once = config.render_threads.unwrap_or(renders.at_once);
    renders.queue = config.render_queue.unwrap_or(renders.queue);
    if let Some(n) = config.public_answers_per_minute {
        service_config.public_answers = PublicAnswers {
            per_window: n,
            window: std::time::Duration::from_secs(60),
        };
    }
    service_config
}

/// Opens the game service on the configured database, with the receiver of what it announces
/// on its own.
async fn open_service(config: &Config) -> Result<(Service, Announcements), RunError> {
    Service::open(service_config(config), Arc::new(SystemClock))
        .await
        .map_err(|source| RunError::Database {
            url: config.database_url.clone(),
            source,
        })
}

/// The REST client: Discord's, or whatever `DISCORD_API_BASE_URL` names.
fn http_client(config: &Config) -> serenity::Http {
    let mut http = serenity::HttpBuilder::new(config.token.expose());
    if let Some(base) = &config.api_base_url {
        // serenity's own rate limiter ignores the proxy setting, so it is off here: the
        // proxy (a test fake, or an HTTP proxy that rate-limits itself) answers every call.
        info!(base = %base, "sending REST calls to the configured API base URL");
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    http.build()
}

/// The poise framework: the `/hex` commands (registered once connected, in the development
/// server if one is configured, else globally), the handler of every other event, the handler
/// of errors, and `data` for every handler.
fn framework(data: Data, dev_guild: Option<serenity::GuildId>) -> poise::Framework<Data, Error> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |framework, event| Box::pin(interact::on_event(framework, event)),
            on_error: |error| Box::pin(interact::on_error(error)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                register(ctx, &framework.options().commands, dev_guild).await;
                Ok(data)
            })
        })
        .build()
}

/// Registers `commands` with Discord (a failure is logged: the bot still answers the commands
/// registered before).
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, Error>],
    dev_guild: Option<serenity::GuildId>,
) {
    let builders = commands::registration(commands);
    let registered = match dev_guild {
        Some(guild) => guild.set_commands(ctx, builders).await.map(drop),
        None => serenity::Command::set_global_commands(ctx, builders)
            .await
            .map(drop),
    };
    match registered {
        Ok(()) => info!(guild = ?dev_guild, "registered the /hex commands"),
        Err(e) => warn!(error = %e, "could not register the /hex commands"),
    }
}

/// Stops the gateway once `shutdown` completes, or the lock on this process's games is `lost`:
/// no new interactions come in.
async fn stop_on(
    shutdown: impl Future<Output = ()>,
    lost: impl Future<Output = ()>,
    shards: Arc<serenity::ShardManager>,
) -> Stop {
    let why = tokio::select! {
        () = shutdown => Stop::Asked,
        () = lost => Stop::LockLost,
    };
    match why {
        Stop::Asked => info!("shutting down: no new interactions"),
        Stop::LockLost => warn!("shutting down: the lock on this process's games was lost"),
    }
    // A shard still trying to reach Discord may keep this waiting: the caller gives the gateway
    // `GATEWAY_GRACE` to close, and stops without it after that.
    tokio::spawn(async move { shards.shutdown_all().await });
    why
}

/// Serves the gateway until it stops: all of the bot's shards, or only `shards`.
async fn serve(client: &mut serenity::Client, shards: Option<ShardSet>) -> Result<(), RunError> {
    match shards {
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
    .map_err(RunError::Client)
}

/// After the gateway stopped: lets the interactions in flight finish, closes the service, and
/// posts the announcements already made before the forwarder stops.
async fn wind_down(
    gate: &Gate,
    service: &Service,
    stop_forwarding: tokio::sync::watch::Sender<bool>,
    forwarder: tokio::task::JoinHandle<()>,
) {
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
