//! Configuration of `hexbot run`, read from the environment (and an optional `./.env`: only the
//! working directory's, never one found in a parent directory).

use crate::service::{DEFAULT_DATABASE_URL, DatabaseUrl};
use crate::shards::{ShardError, ShardSet};
use std::fmt;
use std::time::Duration;

/// How long `hexbot run` keeps trying to reach a database that does not answer at start, unless
/// `HEXBOT_DATABASE_RETRY_SECS` says otherwise: long enough for a PostgreSQL server that starts
/// with the machine, short enough that a service manager hears of a longer outage.
pub const DEFAULT_DATABASE_RETRY: Duration = Duration::from_secs(60);

/// The bot token. Its `Debug` and `Display` never show it, so it cannot end up in a log line.
#[derive(Clone)]
pub struct Token(String);

impl Token {
    /// The secret itself, for the HTTP client only.
    pub(crate) fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(<hidden>)")
    }
}

/// Everything `hexbot run` needs to know before it starts.
#[derive(Clone, Debug)]
pub struct Config {
    /// `DISCORD_TOKEN` (required).
    pub token: Token,
    /// `DATABASE_URL`, default `sqlite://hexbot.db` (its password never shows).
    pub database_url: DatabaseUrl,
    /// `HEXBOT_DATABASE_RETRY_SECS`: how long to keep trying a database that does not answer
    /// at start before giving up (default [`DEFAULT_DATABASE_RETRY`]; 0 tries once).
    pub database_retry: Duration,
    /// `DEV_GUILD_ID`: register the commands in this guild at start (instant) instead of globally.
    pub dev_guild_id: Option<u64>,
    /// `HEXBOT_AI_THREADS`: size of the pool the computer thinks on (default: the number of cores).
    pub ai_threads: Option<usize>,
    /// `HEXBOT_AI_PLAYOUTS`: cap on the computer's playouts per move (tests use tiny budgets).
    pub ai_playouts: Option<u64>,
    /// `HEXBOT_AI_GAMES_PER_USER`: games against the computer one user may have open at once
    /// (default 2).
    pub ai_games_per_user: Option<u32>,
    /// `HEXBOT_AI_GAMES_PER_SERVER`: games against the computer open at once in one server
    /// (default 20).
    pub ai_games_per_server: Option<u32>,
    /// `HEXBOT_AI_QUEUE`: computer moves that may wait for a search thread before moves against
    /// the computer are refused for a moment (default 32).
    pub ai_queue: Option<usize>,
    /// `HEXBOT_PUBLIC_ANSWERS_PER_MINUTE`: public boards, leaderboards, profiles, histories,
    /// exports, replays and reviews one user may ask for per minute; more are answered privately
    /// (default 3).
    pub public_answers_per_minute: Option<u32>,
    /// `HEXBOT_RENDER_THREADS`: replays and reviews' pictures drawn at once (default: half the
    /// cores, at least 1).
    pub render_threads: Option<usize>,
    /// `HEXBOT_RENDER_QUEUE`: replays and reviews' pictures that may wait for a drawing thread;
    /// past them, players are asked to try again in a minute (default 8).
    pub render_queue: Option<usize>,
    /// `DISCORD_API_BASE_URL`: send every REST call (and so the gateway discovery) here instead
    /// of `https://discord.com`; used by the end-to-end tests to talk to a fake Discord. Plain
    /// `http://` only to a loopback address.
    pub api_base_url: Option<String>,
    /// Where the web companion's pages are reached, when this process serves them (set by the
    /// command line from `HEXBOT_PUBLIC_URL`; `/hex config` names it).
    pub web_url: Option<String>,
    /// The signer of personal links to play on the web (from `HEXBOT_WEB_SECRET`, set by the
    /// command line with `web_url`).
    pub web_signer: Option<crate::service::Signer>,
    /// `HEXBOT_SHARDS` (`3` or `0-3`) of `HEXBOT_TOTAL_SHARDS`: the Discord shards this process
    /// connects, and so the servers whose games it keeps. `HEXBOT_TOTAL_SHARDS` alone: every
    /// shard in this process. Neither: one process, one shard, as a small bot runs.
    pub shards: Option<ShardSet>,
}

/// Why the configuration could not be read. Each message is one line and never contains the token.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    /// `DISCORD_TOKEN` is not set.
    #[error("DISCORD_TOKEN is not set (put it in the environment or in a .env file)")]
    MissingToken,
    /// A variable that must be a number is not.
    #[error("{name} must be a positive whole number, not {value:?}")]
    NotANumber {
        /// The variable.
        name: &'static str,
        /// What it held.
        value: String,
    },
    /// A variable that must be a number of seconds is not.
    #[error("{name} must be a whole number of seconds (0 or more), not {value:?}")]
    NotSeconds {
        /// The variable.
        name: &'static str,
        /// What it held.
        value: String,
    },
    /// `DISCORD_API_BASE_URL` is not an http(s) URL.
    #[error("DISCORD_API_BASE_URL must start with http:// or https://, not {0:?}")]
    BadBaseUrl(String),
    /// `HEXBOT_SHARDS` without `HEXBOT_TOTAL_SHARDS`.
    #[error(
        "HEXBOT_SHARDS (--shards) needs HEXBOT_TOTAL_SHARDS (--total-shards): how many shards the bot has in all its processes"
    )]
    ShardsWithoutTotal,
    /// `HEXBOT_TOTAL_SHARDS` is not a whole number.
    #[error("HEXBOT_TOTAL_SHARDS (--total-shards) must be a whole number of at least 1, not {0:?}")]
    BadTotalShards(String),
    /// `HEXBOT_SHARDS` is malformed or does not fit in the total.
    #[error("HEXBOT_SHARDS (--shards): {0}")]
    Shards(ShardError),
    /// `DISCORD_API_BASE_URL` is plain `http://` to a host that is not this machine: the token
    /// would cross the network in clear.
    #[error(
        "DISCORD_API_BASE_URL may use plain http:// only for a loopback address (127.0.0.1, [::1], localhost), not {0:?}; use https://"
    )]
    PlainHttp(String),
}

/// Whether `url` (which starts with `http://`) names a loopback host: `localhost`, an address in
/// 127.0.0.0/8 or `::1`. Anything else (a user name, another host) is not.
fn is_loopback_http(url: &str) -> bool {
    let rest = url.strip_prefix("http://").unwrap_or_default();
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if authority.contains('@') {
        return false;
    }
    let host = if let Some(v6) = authority.strip_prefix('[') {
        match v6.split_once(']') {
            Some((host, port)) if port.is_empty() || port.starts_with(':') => host,
            _ => return false,
        }
    } else {
        authority.split(':').next().unwrap_or_default()
    };
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

impl Config {
    /// Reads the process environment (call `dotenvy::from_path(".env")` first to honour `./.env`).
    ///
    /// # Errors
    /// See [`Config::from_lookup`].
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads the configuration through `get` (a variable name → its value).
    ///
    /// # Errors
    /// [`ConfigError::MissingToken`] without a (non-blank) `DISCORD_TOKEN`;
    /// [`ConfigError::NotANumber`] for a malformed `DEV_GUILD_ID`, `HEXBOT_AI_THREADS`,
    /// `HEXBOT_AI_PLAYOUTS` or one of the limits (`HEXBOT_AI_GAMES_PER_USER`…);
    /// [`ConfigError::NotSeconds`] for a malformed `HEXBOT_DATABASE_RETRY_SECS`;
    /// [`ConfigError::BadBaseUrl`] for a `DISCORD_API_BASE_URL` that is not an http(s) URL;
    /// [`ConfigError::PlainHttp`] for a plain `http://` one to a host that is not a loopback
    /// address.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let set = |name: &str| {
            get(name)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };
        let token = set("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let number = |name: &'static str| -> Result<Option<u64>, ConfigError> {
            match set(name) {
                None => Ok(None),
                Some(value) => match value.parse::<u64>() {
                    Ok(n) if n > 0 => Ok(Some(n)),
                    _ => Err(ConfigError::NotANumber { name, value }),
                },
            }
        };
        let small = |name: &'static str| -> Result<Option<u32>, ConfigError> {
            number(name)?
                .map(|n| {
                    u32::try_from(n).map_err(|_| ConfigError::NotANumber {
                        name,
                        value: n.to_string(),
                    })
                })
                .transpose()
        };
        let api_base_url = match set("DISCORD_API_BASE_URL") {
            None => None,
            Some(url) if url.starts_with("https://") => Some(url.trim_end_matches('/').to_owned()),
            Some(url) if url.starts_with("http://") => {
                if !is_loopback_http(&url) {
                    return Err(ConfigError::PlainHttp(url));
                }
                Some(url.trim_end_matches('/').to_owned())
            }
            Some(url) => return Err(ConfigError::BadBaseUrl(url)),
        };
        let database_retry = match set("HEXBOT_DATABASE_RETRY_SECS") {
            None => DEFAULT_DATABASE_RETRY,
            Some(value) => match value.parse::<u64>() {
                Ok(secs) => Duration::from_secs(secs),
                Err(_) => {
                    return Err(ConfigError::NotSeconds {
                        name: "HEXBOT_DATABASE_RETRY_SECS",
                        value,
                    });
                }
            },
        };
        let total = match set("HEXBOT_TOTAL_SHARDS") {
            None => None,
            Some(value) => match value.parse::<u32>() {
                Ok(n) if n > 0 => Some(n),
                _ => return Err(ConfigError::BadTotalShards(value)),
            },
        };
        let shards = match (set("HEXBOT_SHARDS"), total) {
            (None, None) => None,
            (Some(_), None) => return Err(ConfigError::ShardsWithoutTotal),
            (None, Some(total)) => Some(ShardSet::every(total).map_err(ConfigError::Shards)?),
            (Some(range), Some(total)) => {
                Some(ShardSet::parse(&range, total).map_err(ConfigError::Shards)?)
            }
        };
        Ok(Config {
            token: Token(token),
            database_url: set("DATABASE_URL")
                .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned())
                .into(),
            database_retry,
            dev_guild_id: number("DEV_GUILD_ID")?,
            ai_threads: number("HEXBOT_AI_THREADS")?.map(|n| n as usize),
            ai_playouts: number("HEXBOT_AI_PLAYOUTS")?,
            ai_games_per_user: small("HEXBOT_AI_GAMES_PER_USER")?,
            ai_games_per_server: small("HEXBOT_AI_GAMES_PER_SERVER")?,
            ai_queue: small("HEXBOT_AI_QUEUE")?.map(|n| n as usize),
            public_answers_per_minute: small("HEXBOT_PUBLIC_ANSWERS_PER_MINUTE")?,
            render_threads: small("HEXBOT_RENDER_THREADS")?.map(|n| n as usize),
            render_queue: small("HEXBOT_RENDER_QUEUE")?.map(|n| n as usize),
            api_base_url,
            web_url: None,
            web_signer: None,
            shards,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lookup(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| {
            pairs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        }
    }

    #[test]
    fn a_missing_or_blank_token_is_refused() {
        assert_eq!(
            Config::from_lookup(lookup(&[])).unwrap_err(),
            ConfigError::MissingToken
        );
        let blank = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "  ")]));
        assert_eq!(blank.unwrap_err(), ConfigError::MissingToken);
    }

    #[test]
    fn defaults_apply_and_the_token_never_shows_in_debug_output() {
        let config = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "sekrit.token")])).unwrap();
        assert_eq!(config.database_url.expose(), "sqlite://hexbot.db");
        assert_eq!(config.database_retry, DEFAULT_DATABASE_RETRY);
        assert_eq!(config.dev_guild_id, None);
        assert_eq!(config.api_base_url, None);
        assert!(!format!("{config:?}").contains("sekrit"));
        assert_eq!(config.token.expose(), "sekrit.token");
    }

    #[test]
    fn every_variable_is_read() {
        let config = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("DATABASE_URL", "sqlite:///tmp/x.db"),
            ("HEXBOT_DATABASE_RETRY_SECS", "0"),
            ("DEV_GUILD_ID", "42"),
            ("HEXBOT_AI_THREADS", "3"),
            ("HEXBOT_AI_PLAYOUTS", "100"),
            ("HEXBOT_RENDER_THREADS", "2"),
            ("HEXBOT_RENDER_QUEUE", "5"),
            ("DISCORD_API_BASE_URL", "http://127.0.0.1:9999/"),
        ]))
        .unwrap();
        assert_eq!(
            (config.render_threads, config.render_queue),
            (Some(2), Some(5))
        );
        assert_eq!(config.database_url.expose(), "sqlite:///tmp/x.db");
        assert_eq!(config.database_retry, Duration::ZERO);
        assert_eq!(config.dev_guild_id, Some(42));
        assert_eq!(config.ai_threads, Some(3));
        assert_eq!(config.ai_playouts, Some(100));
        assert_eq!(
            config.api_base_url.as_deref(),
            Some("http://127.0.0.1:9999")
        );
    }

    #[test]
    fn malformed_numbers_and_urls_are_one_line_errors() {
        let err = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", "abc")]))
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "DEV_GUILD_ID must be a positive whole number, not \"abc\""
        );
        let err = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_API_BASE_URL", "ftp://x"),
        ]))
        .unwrap_err();
        assert!(matches!(err, ConfigError::BadBaseUrl(_)));
        let err = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("HEXBOT_DATABASE_RETRY_SECS", "-1"),
        ]))
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "HEXBOT_DATABASE_RETRY_SECS must be a whole number of seconds (0 or more), not \"-1\""
        );
    }

    #[test]
    fn the_database_password_never_shows_in_debug_output() {
        let config = Config::from_lookup(lookup(&[
            ("DISCORD_TOKEN", "t"),
            ("DATABASE_URL", "postgres://hexbot:s3cret@db/hexbot"),
        ]))
        .unwrap();
        let shown = format!("{config:?}");
        assert!(!shown.contains("s3cret"), "{shown}");
        assert!(shown.contains("postgres://hexbot:***@db/hexbot"), "{shown}");
    }

    #[test]
    fn shards_are_read_and_checked_against_the_total() {
        let shards = |pairs: &[(&str, &str)]| {
            let mut all = vec![("DISCORD_TOKEN", "t")];
            all.extend_from_slice(pairs);
            Config::from_lookup(lookup(&all)).map(|c| c.shards)
        };
        assert_eq!(shards(&[]), Ok(None));
        assert_eq!(
            shards(&[("HEXBOT_SHARDS", "0-3"), ("HEXBOT_TOTAL_SHARDS", "8")]),
            Ok(Some(ShardSet::new(0, 3, 8).unwrap()))
        );
        assert_eq!(
            shards(&[("HEXBOT_TOTAL_SHARDS", "4")]),
            Ok(Some(ShardSet::every(4).unwrap()))
        );
        assert_eq!(
            shards(&[("HEXBOT_SHARDS", "1")]),
            Err(ConfigError::ShardsWithoutTotal)
        );
        let err = |pairs: &[(&str, &str)]| shards(pairs).unwrap_err().to_string();
        assert_eq!(
            err(&[("HEXBOT_TOTAL_SHARDS", "0")]),
            "HEXBOT_TOTAL_SHARDS (--total-shards) must be a whole number of at least 1, not \"0\""
        );
        assert_eq!(
            err(&[("HEXBOT_SHARDS", "6-8"), ("HEXBOT_TOTAL_SHARDS", "8")]),
            "HEXBOT_SHARDS (--shards): shards 6-8 are not all among the 8 shards (0-7) of the total"
        );
        assert_eq!(
            err(&[("HEXBOT_SHARDS", "a-b"), ("HEXBOT_TOTAL_SHARDS", "8")]),
            "HEXBOT_SHARDS (--shards): shards must be a shard number (3) or a range of shards (0-3), not \"a-b\""
        );
    }

    #[test]
    fn plain_http_is_accepted_only_for_loopback_addresses() {
        let base = |url: &str| {
            Config::from_lookup(lookup(&[
                ("DISCORD_TOKEN", "t"),
                ("DISCORD_API_BASE_URL", url),
            ]))
        };
        for ok in [
            "http://127.0.0.1:9999",
            "http://127.5.6.7",
            "http://localhost:80/",
            "http://LOCALHOST",
            "http://[::1]:8080",
            "https://example.com",
            "https://discord.com/",
        ] {
            assert!(base(ok).is_ok(), "{ok}");
        }
        for bad in [
            "http://example.com",
            "http://10.0.0.1:80",
            "http://127.0.0.1.example.com",
            "http://localhost.example.com",
            "http://user@example.com",
            "http://[::2]:80",
            "http://",
        ] {
            let err = base(bad).unwrap_err();
            assert!(matches!(err, ConfigError::PlainHttp(_)), "{bad}: {err:?}");
            assert!(err.to_string().contains("loopback"), "{err}");
        }
    }
}
