//! The companion beside the Discord bot (`hexbot run`): its settings from the environment
//! (`HEXBOT_WEB_ADDR`, `HEXBOT_PUBLIC_URL`, `HEXBOT_WEB_SECRET`), and serving the pages of the
//! servers that opted in, on the bot's own service.

use super::app::{Served, Web};
use crate::service::{MIN_SECRET, Service, Signer};
use std::net::SocketAddr;

/// The companion's settings in `hexbot run`.
#[derive(Clone, Debug)]
pub struct BotWebConfig {
    /// Where to listen (`HEXBOT_WEB_ADDR`, e.g. `127.0.0.1:8080`, behind the operator's reverse
    /// proxy and TLS).
    pub addr: SocketAddr,
    /// Where people reach it (`HEXBOT_PUBLIC_URL`, e.g. `https://hex.example.org`), without a
    /// trailing slash.
    pub public_url: String,
    /// Signs the personal links (`HEXBOT_WEB_SECRET`, at least 32 bytes).
    pub signer: Signer,
}

/// Why the companion's settings cannot work.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WebConfigError {
    /// `HEXBOT_WEB_ADDR` is not an address with a port.
    #[error("HEXBOT_WEB_ADDR must be an address and port such as 127.0.0.1:8080, not {0:?}")]
    BadAddr(String),
    /// `HEXBOT_WEB_ADDR` without `HEXBOT_PUBLIC_URL`.
    #[error("HEXBOT_WEB_ADDR needs HEXBOT_PUBLIC_URL: where people reach the pages (https://…)")]
    NoPublicUrl,
    /// `HEXBOT_PUBLIC_URL` is not an http(s) address.
    #[error("HEXBOT_PUBLIC_URL must start with https:// or http://, not {0:?}")]
    BadPublicUrl(String),
    /// No secret, or one too short.
    #[error(
        "HEXBOT_WEB_SECRET must be set to at least {MIN_SECRET} bytes (it signs the personal links)"
    )]
    WeakSecret,
}

impl BotWebConfig {
    /// The settings from `get` (the environment): `None` when `HEXBOT_WEB_ADDR` is not set (no
    /// pages are served, nothing changes).
    ///
    /// # Errors
    /// A setting that cannot work, named.
    pub fn from_lookup(
        get: impl Fn(&str) -> Option<String>,
    ) -> Result<Option<Self>, WebConfigError> {
        let set = |name: &str| get(name).filter(|v| !v.trim().is_empty());
        let Some(addr) = set("HEXBOT_WEB_ADDR") else {
            return Ok(None);
        };
        let addr = addr
            .trim()
            .parse()
            .map_err(|_| WebConfigError::BadAddr(addr.clone()))?;
        let url = set("HEXBOT_PUBLIC_URL").ok_or(WebConfigError::NoPublicUrl)?;
        let url = url.trim().trim_end_matches('/').to_owned();
        if !(url.starts_with("https://") || url.starts_with("http://"))
            || url.contains(['"', '<', '>', ' '])
        {
            return Err(WebConfigError::BadPublicUrl(url));
        }
        let secret = set("HEXBOT_WEB_SECRET").ok_or(WebConfigError::WeakSecret)?;
        let signer = Signer::new(secret.as_bytes()).map_err(|_| WebConfigError::WeakSecret)?;
        Ok(Some(Self {
            addr,
            public_url: url,
            signer,
        }))
    }
}

/// Serves the pages of the servers that opted in on `listener`, over the bot's `service`, until
/// the task is stopped.
///
/// # Errors
/// The listener fails.
pub async fn serve_bot(service: Service, listener: tokio::net::TcpListener) -> std::io::Result<()> {
    let web = Web::new(service, Served::Bot);
    let app = web
        .router()
        .into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, app).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lookup(pairs: &[(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        let pairs = pairs.to_vec();
        move |name| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    const SECRET: &str = "0123456789abcdef0123456789abcdef";

    #[test]
    fn nothing_is_served_without_an_address_and_bad_settings_are_named() {
        assert!(BotWebConfig::from_lookup(lookup(&[])).unwrap().is_none());
        let ok = BotWebConfig::from_lookup(lookup(&[
            ("HEXBOT_WEB_ADDR", "127.0.0.1:8080"),
            ("HEXBOT_PUBLIC_URL", "https://hex.example.org/"),
            ("HEXBOT_WEB_SECRET", SECRET),
        ]))
        .unwrap()
        .unwrap();
        assert_eq!(ok.public_url, "https://hex.example.org");
        assert_eq!(
            BotWebConfig::from_lookup(lookup(&[("HEXBOT_WEB_ADDR", "8080")])).unwrap_err(),
            WebConfigError::BadAddr("8080".into())
        );
        assert_eq!(
            BotWebConfig::from_lookup(lookup(&[("HEXBOT_WEB_ADDR", "127.0.0.1:1")])).unwrap_err(),
            WebConfigError::NoPublicUrl
        );
        assert_eq!(
            BotWebConfig::from_lookup(lookup(&[
                ("HEXBOT_WEB_ADDR", "127.0.0.1:1"),
                ("HEXBOT_PUBLIC_URL", "hex.example.org"),
            ]))
            .unwrap_err(),
            WebConfigError::BadPublicUrl("hex.example.org".into())
        );
        assert_eq!(
            BotWebConfig::from_lookup(lookup(&[
                ("HEXBOT_WEB_ADDR", "127.0.0.1:1"),
                ("HEXBOT_PUBLIC_URL", "https://h.example"),
                ("HEXBOT_WEB_SECRET", "short"),
            ]))
            .unwrap_err(),
            WebConfigError::WeakSecret
        );
    }
}
