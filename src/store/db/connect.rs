//! Reaching the database at start. A PostgreSQL server may be down for a moment when the bot
//! starts (rebooting with the machine, restarting after an upgrade, a network not up yet), so
//! [`Store::open_patiently`] tries again with growing pauses for as long as its caller allows,
//! and gives up with [`StoreError::Unreachable`]: a failure to try again later, which `hexbot run`
//! tells apart from a configuration that will never work (see its exit codes). Every line it
//! logs names the database with its password hidden ([`DatabaseUrl`]).

use super::Store;
use crate::store::error::StoreError;
use crate::store::url::DatabaseUrl;
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyConnection, Connection};
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;
use tracing::{info, warn};

/// The pause after the first failed try; each next pause is twice the last, up to
/// [`LONGEST_PAUSE`] (and never past the time allowed).
pub(super) const FIRST_PAUSE: Duration = Duration::from_millis(250);
/// The longest pause between two tries.
pub(super) const LONGEST_PAUSE: Duration = Duration::from_secs(10);
/// How long one try may wait for the server to answer: a host that drops packets never refuses.
pub(super) const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

impl Store {
    /// [`Store::open`], tried again while the failure is transient
    /// ([`StoreError::is_transient`]: the server refuses or does not answer, is starting up or
    /// out of connections) until `patience` has passed since the first try, with pauses of
    /// 0.25 s, 0.5 s, 1 s… up to 10 s between tries. Each failed try is logged (a warning
    /// naming the database, its password hidden); `Duration::ZERO` tries once.
    ///
    /// # Errors
    /// [`StoreError::Unreachable`] when the database still does not answer once `patience` has
    /// passed; any other error of [`Store::open`] at once (retrying would not change it).
    pub async fn open_patiently(url: &DatabaseUrl, patience: Duration) -> Result<Self, StoreError> {
        let started = Instant::now();
        let mut pause = FIRST_PAUSE;
        let mut tries = 0;
        loop {
            tries += 1;
            let error = match Self::open(url.expose()).await {
                Ok(store) => {
                    if tries > 1 {
                        info!("reached the database {url} at try {tries}");
                    }
                    return Ok(store);
                }
                Err(e) if e.is_transient() => e,
                Err(e) => return Err(e),
            };
            let waited = started.elapsed();
            let left = patience.saturating_sub(waited);
            if left.is_zero() {
                return Err(error.unreachable(tries, waited));
            }
            let next = pause.min(left);
            warn!(
                "cannot reach the database {url} (try {tries}): {}; retrying in {:.2} s",
                url.scrub(&error.to_string()),
                next.as_secs_f64()
            );
            tokio::time::sleep(next).await;
            pause = (pause * 2).min(LONGEST_PAUSE);
        }
    }

    /// Opens a PostgreSQL database: one connection first, within [`CONNECT_TIMEOUT`], so that a
    /// server that is not there fails this try at once (the pool's own connecting would keep
    /// trying for half a minute and then report only that it timed out); then the pool, and the
    /// migrations.
    pub(super) async fn open_postgres(url: &str) -> Result<Self, StoreError> {
        sqlx::any::install_default_drivers();
        let first = tokio::time::timeout(CONNECT_TIMEOUT, AnyConnection::connect(url))
            .await
            .map_err(|_| {
                sqlx::Error::Io(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    format!("no answer within {} s", CONNECT_TIMEOUT.as_secs()),
                ))
            })??;
        first.close().await?;
        let pool = AnyPoolOptions::new()
            .max_connections(8)
            .connect(url)
            .await?;
        sqlx::migrate!("migrations/postgres").run(&pool).await?;
        Ok(Self {
            pool,
            backend: super::Backend::Postgres,
            gate: None,
            _file_lock: None,
            games_read: Arc::default(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A loopback port that refuses connections for as long as the returned socket lives: bound,
    /// never listening.
    fn refusing_port() -> (tokio::net::TcpSocket, u16) {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind("127.0.0.1:0".parse().unwrap()).unwrap();
        let port = socket.local_addr().unwrap().port();
        (socket, port)
    }

    #[tokio::test]
    async fn a_refused_connection_is_tried_again_until_the_patience_runs_out() {
        let (_held, port) = refusing_port();
        let url = DatabaseUrl::from(format!("postgres://hexbot:s3cret@127.0.0.1:{port}/hexbot"));
        let err = Store::open_patiently(&url, Duration::from_secs(1))
            .await
            .unwrap_err();
        assert!(err.is_transient(), "{err}");
        // Tried at once, then after 0.25 s at the latest (a refusal on loopback is immediate).
        assert!(
            matches!(err, StoreError::Unreachable { tries, .. } if tries >= 2),
            "{err}"
        );
        assert!(!err.to_string().contains("s3cret"), "{err}");
    }

    #[tokio::test]
    async fn no_patience_means_one_try() {
        let (_held, port) = refusing_port();
        let url = DatabaseUrl::from(format!("postgres://hexbot@127.0.0.1:{port}/hexbot"));
        let err = Store::open_patiently(&url, Duration::ZERO)
            .await
            .unwrap_err();
        assert!(
            matches!(err, StoreError::Unreachable { tries: 1, .. }),
            "{err}"
        );
        assert!(
            err.to_string().starts_with("no answer after 1 try in "),
            "{err}"
        );
    }

    #[tokio::test]
    async fn a_configuration_error_is_not_tried_again() {
        let dir = tempfile::tempdir().unwrap();
        for url in [
            "mysql://hexbot:s3cret@127.0.0.1/hexbot".to_owned(),
            "postgres://hexbot:s3cret@127.0.0.1:notaport/hexbot".to_owned(),
            format!("sqlite://{}/missing/dir/x.db", dir.path().display()),
        ] {
            let err = Store::open_patiently(&url.as_str().into(), Duration::from_secs(3600))
                .await
                .unwrap_err();
            assert!(!err.is_transient(), "{url}: {err}");
            assert!(matches!(err, StoreError::Database(_)), "{url}: {err}");
        }
    }
}
