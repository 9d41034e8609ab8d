//! A PostgreSQL server of the test's own, for what the shared one (`HEXBOT_TEST_POSTGRES`) cannot
//! show: a server that starts while the bot is already waiting for it, TLS with a certificate made
//! for the test, password logins. Made with Debian's programs (`initdb`, `pg_ctl`, the newest
//! under `/usr/lib/postgresql/`, as `.ci/with-postgres` does) in a temporary directory, as
//! `nobody` when the tests run as root (PostgreSQL refuses to run as root), listening on a
//! loopback port with its socket in that directory; stopped and removed when dropped.
//!
//! Without those programs (or `openssl`, for TLS) a test that needs them is skipped, unless
//! `HEXBOT_REQUIRE_POSTGRES=1` (CI) makes that a failure.

use super::db::REQUIRE_POSTGRES;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use tokio::process::Command;

/// The superuser every cluster is made with.
pub const USER: &str = "hexbot";

/// What a cluster is made with.
#[derive(Clone, Copy, Debug, Default)]
pub struct Setup {
    /// TLS on (`ssl=on`), with a certificate for `localhost` and `127.0.0.1` signed by a test
    /// authority of its own ([`Cluster::authority`]).
    pub tls: bool,
    /// Logins over TCP need this password (SCRAM); `None`: anyone is let in (trust).
    pub password: Option<&'static str>,
}

/// A PostgreSQL cluster in a temporary directory, made but not started until [`Cluster::start`].
pub struct Cluster {
    dir: tempfile::TempDir,
    bin: PathBuf,
    setup: Setup,
    port: u16,
    started: bool,
}

/// Whether a missing program fails the test (CI) instead of skipping it.
fn required() -> bool {
    std::env::var(REQUIRE_POSTGRES).as_deref() == Ok("1")
}

/// The directory of the newest PostgreSQL's programs, if any is installed.
fn bin_dir() -> Option<PathBuf> {
    let mut dirs: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let version = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").exists().then_some((version, bin))
        })
        .collect();
    dirs.sort();
    dirs.pop().map(|(_, bin)| bin)
}

/// Whether this process runs as root (and so the server must run as `nobody`).
fn root() -> bool {
    std::fs::metadata("/proc/self")
        .map(|m| std::os::unix::fs::MetadataExt::uid(&m) == 0)
        .unwrap_or(false)
}

/// A free loopback port (nothing listens there once this returns).
pub fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind a loopback port");
    listener.local_addr().expect("its address").port()
}

/// A loopback port that refuses every connection for as long as the returned socket lives: it
/// is bound (no one else can take it) but never listens.
pub fn refusing_port() -> (tokio::net::TcpSocket, u16) {
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket
        .bind("127.0.0.1:0".parse().unwrap())
        .expect("bind a loopback port");
    let port = socket.local_addr().expect("its address").port();
    (socket, port)
}

/// Runs `program args`, as `nobody` when `as_owner` and this is root; panics with its output if
/// it fails.
async fn run(program: &Path, args: &[&str], as_owner: bool) {
    let mut cmd = if as_owner && root() {
        let mut cmd = Command::new("runuser");
        cmd.args(["-u", "nobody", "--"]).arg(program);
        cmd
    } else {
        Command::new(program)
    };
    let out = cmd
        .args(args)
        .stdin(Stdio::null())
        .output()
        .await
        .unwrap_or_else(|e| panic!("{}: {e}", program.display()));
    assert!(
        out.status.success(),
        "{} {args:?} failed: {}{}",
        program.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

impl Cluster {
    /// Makes a cluster with `setup` (initdb, and for TLS the certificates), on a free port, not
    /// started; `None` (the test is skipped) where PostgreSQL or, for TLS, `openssl` is missing.
    ///
    /// # Panics
    /// When a program fails, or is missing under `HEXBOT_REQUIRE_POSTGRES=1`.
    pub async fn init(setup: Setup) -> Option<Cluster> {
        let Some(bin) = bin_dir() else {
            assert!(
                !required(),
                "{REQUIRE_POSTGRES}=1 but PostgreSQL's programs are not installed"
            );
            eprintln!("skipped: PostgreSQL's programs (initdb, pg_ctl) are not installed");
            return None;
        };
        let openssl = Path::new("/usr/bin/openssl");
        if setup.tls && !openssl.exists() {
            assert!(!required(), "{REQUIRE_POSTGRES}=1 but openssl is missing");
            eprintln!("skipped: openssl is missing (it makes the test's certificates)");
            return None;
        }
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().to_path_buf();
        if setup.tls {
            make_certificates(openssl, &path).await;
        }
        let mut initdb = vec![
            "-D".to_owned(),
            path.join("data").display().to_string(),
            "-U".to_owned(),
            USER.to_owned(),
            "-E".to_owned(),
            "UTF8".to_owned(),
            "--locale=C.UTF-8".to_owned(),
            "--auth-local=trust".to_owned(),
        ];
        match setup.password {
            Some(password) => {
                std::fs::write(path.join("password"), password).expect("the password file");
                initdb.push("--auth-host=scram-sha-256".to_owned());
                initdb.push(format!("--pwfile={}", path.join("password").display()));
            }
            None => initdb.push("--auth-host=trust".to_owned()),
        }
        if root() {
            run(
                Path::new("chown"),
                &["-R", "nobody", &path.display().to_string()],
                false,
            )
            .await;
        }
        let initdb: Vec<&str> = initdb.iter().map(String::as_str).collect();
        run(&bin.join("initdb"), &initdb, true).await;
        Some(Cluster {
            dir,
            bin,
            setup,
            port: free_port(),
            started: false,
        })
    }

    /// [`Cluster::init`], then [`Cluster::start`].
    ///
    /// # Panics
    /// As those two.
    pub async fn running(setup: Setup) -> Option<Cluster> {
        let mut cluster = Cluster::init(setup).await?;
        cluster.start().await;
        Some(cluster)
    }

    /// Listen on `port` instead (before [`Cluster::start`]).
    pub fn set_port(&mut self, port: u16) {
        assert!(!self.started, "the port of a running server");
        self.port = port;
    }

    /// The certificate of the authority that signed the server's (TLS clusters).
    pub fn authority(&self) -> PathBuf {
        self.dir.path().join("ca.crt")
    }

    /// A URL of the `postgres` database as `hexbot` with `password` (if any), the options
    /// `query` (if not empty) appended.
    pub fn url(&self, password: Option<&str>, query: &str) -> String {
        let login = password.map_or_else(|| USER.to_owned(), |p| format!("{USER}:{p}"));
        let mut url = format!("postgres://{login}@127.0.0.1:{}/postgres", self.port);
        if !query.is_empty() {
            url.push('?');
            url.push_str(query);
        }
        url
    }

    /// Starts the server and waits until it takes connections (`pg_ctl start -w`).
    ///
    /// # Panics
    /// When it does not start (its log is in the message).
    pub async fn start(&mut self) {
        let dir = self.dir.path();
        let mut options = format!(
            "-c listen_addresses=127.0.0.1 -p {} -k {} -c max_connections=50",
            self.port,
            dir.display()
        );
        if self.setup.tls {
            options.push_str(&format!(
                " -c ssl=on -c ssl_cert_file={} -c ssl_key_file={}",
                dir.join("server.crt").display(),
                dir.join("server.key").display()
            ));
        }
        let data = dir.join("data").display().to_string();
        let log = dir.join("server.log").display().to_string();
        let mut cmd = if root() {
            let mut cmd = Command::new("runuser");
            cmd.args(["-u", "nobody", "--"])
                .arg(self.bin.join("pg_ctl"));
            cmd
        } else {
            Command::new(self.bin.join("pg_ctl"))
        };
        let status = cmd
            .args(["-D", &data, "-l", &log, "-w", "-t", "60", "start", "-o"])
            .arg(&options)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .status()
            .await
            .expect("pg_ctl runs");
        self.started = status.success();
        assert!(
            self.started,
            "PostgreSQL did not start: {}",
            std::fs::read_to_string(&log).unwrap_or_default()
        );
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        if !self.started {
            return;
        }
        let pg_ctl = self.bin.join("pg_ctl");
        let data = self.dir.path().join("data");
        let mut cmd = if root() {
            let mut cmd = std::process::Command::new("runuser");
            cmd.args(["-u", "nobody", "--"]).arg(pg_ctl);
            cmd
        } else {
            std::process::Command::new(pg_ctl)
        };
        let _ = cmd
            .arg("-D")
            .arg(data)
            .args(["stop", "-m", "immediate"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

/// A test authority (`ca.crt`) and the server's key and certificate signed by it (`server.key`,
/// `server.crt`: for `localhost` and `127.0.0.1`, not an authority itself), in `dir`.
async fn make_certificates(openssl: &Path, dir: &Path) {
    let at = |name: &str| dir.join(name).display().to_string();
    let curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"];
    let mut ca = vec!["req", "-x509", "-nodes", "-days", "2"];
    ca.extend(curve);
    let (ca_key, ca_crt) = (at("ca.key"), at("ca.crt"));
    ca.extend([
        "-keyout",
        &ca_key,
        "-out",
        &ca_crt,
        "-subj",
        "/CN=hexbot test authority",
    ]);
    run(openssl, &ca, false).await;
    let mut request = vec!["req", "-nodes"];
    request.extend(curve);
    let (key, csr, crt) = (at("server.key"), at("server.csr"), at("server.crt"));
    request.extend(["-keyout", &key, "-out", &csr, "-subj", "/CN=localhost"]);
    run(openssl, &request, false).await;
    std::fs::write(
        dir.join("server.ext"),
        "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\n\
         extendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n",
    )
    .expect("the extensions file");
    let ext = at("server.ext");
    let serial = at("ca.srl");
    run(
        openssl,
        &[
            "x509",
            "-req",
            "-in",
            &csr,
            "-CA",
            &ca_crt,
            "-CAkey",
            &ca_key,
            "-CAserial",
            &serial,
            "-CAcreateserial",
            "-days",
            "2",
            "-extfile",
            &ext,
            "-out",
            &crt,
        ],
        false,
    )
    .await;
    // PostgreSQL reads a key only its owner can read.
    let mut permissions = std::fs::metadata(&key).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o600);
    std::fs::set_permissions(&key, permissions).expect("chmod 600 the server's key");
}
