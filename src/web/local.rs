//! `hexbot web`: the companion on a local address for the one person at the computer, without
//! Discord: a game against the computer (Easy, Medium, Hard) or two people at one screen, on a
//! database of its own, every move by a click.

use super::app::{Served, Web};
use crate::service::{
    DatabaseUrl, Scope, Service, ServiceConfig, ServiceError, Signer, SystemClock,
};
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

/// Where `hexbot web` keeps its games unless told otherwise: `hexbot-web.db` in the working
/// directory.
pub const WEB_DATABASE_URL: &str = "sqlite://hexbot-web.db";

/// Settings of `hexbot web`.
#[derive(Clone, Debug)]
pub struct LocalWebConfig {
    /// The address to serve on (`127.0.0.1:8080`; port 0 for any free one).
    pub addr: SocketAddr,
    /// The database.
    pub database_url: DatabaseUrl,
    /// The name of the person at the computer.
    pub name: String,
    /// A fixed playout budget for the computer (tests; `None`: the levels' own).
    pub ai_playouts: Option<u64>,
    /// Seed of the service (`None`: from the clock).
    pub seed: Option<u64>,
}

/// Why `hexbot web` could not serve.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// The game service failed to open.
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// The address could not be bound or served.
    #[error("cannot serve on {addr}: {source}")]
    Serve {
        /// The address asked for.
        addr: SocketAddr,
        /// The I/O error.
        source: std::io::Error,
    },
}

/// Serves the companion on `config.addr` until `shutdown` completes; `ready` is told the address
/// served (the port chosen, for port 0) once it listens.
///
/// # Errors
/// The database cannot be opened, or the address cannot be bound.
pub async fn serve_local(
    config: LocalWebConfig,
    ready: impl FnOnce(SocketAddr),
    shutdown: impl Future<Output = ()>,
) -> Result<(), WebError> {
    let mut sc = ServiceConfig::new(config.database_url.clone());
    sc.scope = Scope::Local;
    sc.ai_playouts = config.ai_playouts;
    sc.seed = config.seed;
    // A secret of this run: its links last as long as it does.
    sc.web_signer =
        Some(Signer::new(&rand::random::<[u8; 32]>()).expect("32 bytes is a strong secret"));
    let (service, mut announcements) = Service::open(sc, Arc::new(SystemClock)).await?;
    // The pages read the games themselves (and follow them live): what the service announces
    // for a chat (the computer's moves, timers) has no one to be shown to here.
    let drain = tokio::spawn(async move { while announcements.recv().await.is_some() {} });
    let web = Web::new(
        service.clone(),
        Served::Local {
            name: config.name.clone(),
        },
    );
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|source| WebError::Serve {
            addr: config.addr,
            source,
        })?;
    let bound = listener.local_addr().map_err(|source| WebError::Serve {
        addr: config.addr,
        source,
    })?;
    ready(bound);
    let app = web
        .router()
        .into_make_service_with_connect_info::<SocketAddr>();
    let served = tokio::select! {
        served = axum::serve(listener, app).into_future() => served,
        // Live pages keep their connections open: the end does not wait for them.
        () = shutdown => Ok(()),
    };
    service.close().await;
    drain.abort();
    served.map_err(|source| WebError::Serve {
        addr: bound,
        source,
    })
}
