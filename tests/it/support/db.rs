//! Databases for tests on each backend: SQLite always (a file in the test's temporary directory),
//! PostgreSQL too when `HEXBOT_TEST_POSTGRES` names a server (e.g.
//! `postgres://hexbot@127.0.0.1:5432/postgres`, a role allowed to create databases), each test in
//! a database of its own made for it. With `HEXBOT_REQUIRE_POSTGRES=1`, a missing or unreachable
//! server fails the tests instead of leaving PostgreSQL out (CI sets both: `.ci/with-postgres`).

use hexbot::store::Backend;
use sqlx::postgres::PgConnection;
use sqlx::{AssertSqlSafe, Connection, Executor};
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};

/// The variable naming the PostgreSQL server the tests may use.
pub const TEST_POSTGRES: &str = "HEXBOT_TEST_POSTGRES";
/// The variable (`1`) that makes PostgreSQL mandatory for the tests.
pub const REQUIRE_POSTGRES: &str = "HEXBOT_REQUIRE_POSTGRES";

/// The PostgreSQL server the tests use, if any.
///
/// # Panics
/// When `HEXBOT_REQUIRE_POSTGRES=1` and `HEXBOT_TEST_POSTGRES` is not set.
#[must_use]
pub fn postgres_server() -> Option<String> {
    match std::env::var(TEST_POSTGRES) {
        Ok(url) if !url.trim().is_empty() => Some(url.trim().to_owned()),
        _ => {
            assert!(
                std::env::var(REQUIRE_POSTGRES).as_deref() != Ok("1"),
                "{REQUIRE_POSTGRES}=1 but {TEST_POSTGRES} is not set: PostgreSQL is required"
            );
            None
        }
    }
}

/// The backends to run a test on: SQLite, and PostgreSQL when a server is configured.
///
/// # Panics
/// As [`postgres_server`].
#[must_use]
pub fn backends() -> Vec<Backend> {
    let mut out = vec![Backend::Sqlite];
    if postgres_server().is_some() {
        out.push(Backend::Postgres);
    }
    out
}

/// A fresh, empty database on `backend` for one test: a new file `hexbot.db` in `dir` for
/// SQLite; a new database on the configured server for PostgreSQL. Returns its URL, for
/// `Store::open` or `DATABASE_URL`. The PostgreSQL database is left behind (see
/// [`fresh_database`] for one dropped after the test).
///
/// # Panics
/// When PostgreSQL is asked for but not configured or not reachable.
pub async fn fresh_database_url(backend: Backend, dir: &Path) -> String {
    match backend {
        Backend::Sqlite => format!("sqlite://{}", dir.join("hexbot.db").display()),
        Backend::Postgres => create_postgres_database().await.1,
    }
}

/// A database made for one test; a PostgreSQL one is dropped when this is.
pub struct TestDatabase {
    /// Which backend it is on.
    pub backend: Backend,
    /// Its URL.
    pub url: String,
    // The server's URL and the database's name, to drop it.
    postgres: Option<(String, String)>,
}

/// [`fresh_database_url`], dropped with the returned value (PostgreSQL).
///
/// # Panics
/// As [`fresh_database_url`].
pub async fn fresh_database(backend: Backend, dir: &Path) -> TestDatabase {
    match backend {
        Backend::Sqlite => TestDatabase {
            backend,
            url: fresh_database_url(backend, dir).await,
            postgres: None,
        },
        Backend::Postgres => {
            let (server, url, name) = create_postgres_database().await;
            TestDatabase {
                backend,
                url,
                postgres: Some((server, name)),
            }
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let Some((server, name)) = self.postgres.take() else {
            return;
        };
        // Drop is not async: a thread of its own with a small runtime; the store's connections
        // may still be open (FORCE ends them). A failure only leaves the database behind.
        let _ = std::thread::spawn(move || {
            let Ok(rt) = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            else {
                return;
            };
            rt.block_on(async {
                if let Ok(mut conn) = PgConnection::connect(&server).await {
                    let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
                    let _ = conn.execute(AssertSqlSafe(sql)).await;
                    let _ = conn.close().await;
                }
            });
        })
        .join();
    }
}

/// Creates a database with a name no other test uses: (server URL, database URL, name).
async fn create_postgres_database() -> (String, String, String) {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let server = postgres_server()
        .unwrap_or_else(|| panic!("PostgreSQL asked for but {TEST_POSTGRES} is not set"));
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let name = format!(
        "hexbot_test_{}_{}_{nanos}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let mut conn = PgConnection::connect(&server)
        .await
        .unwrap_or_else(|e| panic!("PostgreSQL at {server} ({TEST_POSTGRES}) is unreachable: {e}"));
    conn.execute(AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .await
        .unwrap_or_else(|e| panic!("CREATE DATABASE {name} on {server}: {e}"));
    let _ = conn.close().await;
    let url = Backend::url_with_database(&server, &name);
    (server, url, name)
}

#[test]
fn sqlite_is_always_among_the_backends() {
    assert_eq!(backends()[0], Backend::Sqlite);
    assert_eq!(
        backends().len(),
        1 + usize::from(postgres_server().is_some())
    );
}

#[test]
fn a_database_name_replaces_the_servers_and_keeps_its_options() {
    assert_eq!(
        Backend::url_with_database("postgres://u@h:1/postgres", "t"),
        "postgres://u@h:1/t"
    );
    assert_eq!(
        Backend::url_with_database("postgres://u@h:1", "t"),
        "postgres://u@h:1/t"
    );
    assert_eq!(
        Backend::url_with_database("postgresql://u@h/x?sslmode=disable", "t"),
        "postgresql://u@h/t?sslmode=disable"
    );
}
