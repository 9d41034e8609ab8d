//! `hexbot web` as the web tests run it: the real binary on a free port and its own SQLite file,
//! and plain HTTP/1.1 requests to it.

use std::path::Path;
use std::process::Stdio;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::process::{Child, Command};

/// The running server, stopped when dropped.
pub struct WebServer {
    _child: Option<Child>,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
    /// `127.0.0.1:PORT`.
    pub addr: String,
}

impl WebServer {
    /// `hexbot web` in `dir` on a free port (the computer on 60 playouts, seed 3).
    pub async fn start(dir: &Path) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hexbot"))
            .current_dir(dir)
            .env_remove("DATABASE_URL")
            .env_remove("HEXBOT_AI_PLAYOUTS")
            .env_remove("HEXBOT_SEED")
            .args([
                "web",
                "--addr",
                "127.0.0.1:0",
                "--ai-playouts",
                "60",
                "--seed",
                "3",
            ])
            .arg("--db")
            .arg(format!("sqlite://{}", dir.join("web.db").display()))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let line = tokio::time::timeout(super::WAIT, lines.next_line())
            .await
            .expect("hexbot web says where it listens")
            .unwrap()
            .expect("a line");
        let at = line.find("http://").expect("an address") + "http://".len();
        let addr = line[at..].split('/').next().unwrap().to_owned();
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Self {
            _child: Some(child),
            base: format!("http://{addr}"),
            addr,
        }
    }

    /// The pages another process serves at `addr` (`hexbot run`'s).
    pub fn at(addr: &str) -> Self {
        Self {
            _child: None,
            base: format!("http://{addr}"),
            addr: addr.to_owned(),
        }
    }

    /// A free port on 127.0.0.1, for a server started next.
    pub fn free_addr() -> String {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().to_string()
    }

    /// GET `path`: the status, the headers (lowercase names) and the body.
    pub async fn get(&self, path: &str, extra: &str) -> Answer {
        self.request(&format!(
            "GET {path} HTTP/1.1\r\nHost: {}\r\n{extra}Connection: close\r\n\r\n",
            self.addr
        ))
        .await
    }

    /// POST the form `body` to `path`.
    pub async fn post(&self, path: &str, body: &str) -> Answer {
        self.request(&format!(
            "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/x-www-form-urlencoded\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.addr,
            body.len()
        ))
        .await
    }

    /// Sends the raw request `raw` (for malformed ones).
    pub async fn raw(&self, raw: &str) -> Answer {
        self.request(raw).await
    }

    async fn request(&self, raw: &str) -> Answer {
        let mut s = TcpStream::connect(&self.addr).await.unwrap();
        s.write_all(raw.as_bytes()).await.unwrap();
        let mut bytes = Vec::new();
        tokio::time::timeout(super::WAIT, s.read_to_end(&mut bytes))
            .await
            .expect("an answer")
            .unwrap();
        Answer::parse(&bytes)
    }

    /// Starts a game from the start page's form; returns its page's address (with the link's
    /// key) and its number.
    pub async fn new_game(&self, form: &str) -> (String, i64) {
        let a = self.post("/new", form).await;
        assert_eq!(a.status, 303, "{}", a.body);
        let location = a.header("location").unwrap().to_owned();
        let id = location
            .trim_start_matches("/game/")
            .split('?')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        (location, id)
    }
}

/// A page's live feed (`/game/N/events`) as a browser holds it open: server-sent events over
/// one connection, read one at a time.
pub struct Feed {
    stream: TcpStream,
    /// Bytes read and not yet taken: the body, chunked.
    raw: Vec<u8>,
    /// The body, unchunked, not yet taken as events.
    body: String,
}

/// One server-sent event: its name and its data (lines joined by newlines).
#[derive(Debug)]
pub struct FeedEvent {
    pub name: String,
    pub data: String,
}

impl WebServer {
    /// Opens the feed at `path`, once its answer's head has come.
    pub async fn feed(&self, path: &str) -> Feed {
        let mut stream = TcpStream::connect(&self.addr).await.unwrap();
        let request = format!("GET {path} HTTP/1.1\r\nHost: {}\r\n\r\n", self.addr);
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut feed = Feed {
            stream,
            raw: Vec::new(),
            body: String::new(),
        };
        let head_end = loop {
            if let Some(i) = feed.raw.windows(4).position(|w| w == b"\r\n\r\n") {
                break i + 4;
            }
            feed.read_more().await;
        };
        let head = String::from_utf8_lossy(&feed.raw[..head_end]).to_string();
        assert!(head.starts_with("HTTP/1.1 200"), "{head}");
        assert!(head.contains("text/event-stream"), "{head}");
        feed.raw.drain(..head_end);
        feed
    }
}

impl Feed {
    async fn read_more(&mut self) {
        let mut buf = [0u8; 16 * 1024];
        let n = tokio::time::timeout(super::WAIT, self.stream.read(&mut buf))
            .await
            .expect("the feed says something")
            .unwrap();
        assert!(n > 0, "the feed closed");
        self.raw.extend_from_slice(&buf[..n]);
    }

    /// Moves the whole chunks read into the body.
    fn unchunk(&mut self) {
        loop {
            let Some(eol) = self.raw.windows(2).position(|w| w == b"\r\n") else {
                return;
            };
            let size_line = String::from_utf8_lossy(&self.raw[..eol]).to_string();
            let size = usize::from_str_radix(size_line.trim(), 16).expect("a chunk size");
            if self.raw.len() < eol + 2 + size + 2 {
                return;
            }
            let chunk = self.raw[eol + 2..eol + 2 + size].to_vec();
            self.body.push_str(&String::from_utf8_lossy(&chunk));
            self.raw.drain(..eol + 2 + size + 2);
        }
    }

    /// The next event (comments, the keep-alives, are passed over).
    pub async fn next(&mut self) -> FeedEvent {
        loop {
            self.unchunk();
            while let Some(end) = self.body.find("\n\n") {
                let block: String = self.body.drain(..end + 2).collect();
                let mut name = String::from("message");
                let mut data: Vec<&str> = Vec::new();
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("event:") {
                        name = v.trim().to_owned();
                    } else if let Some(v) = line.strip_prefix("data:") {
                        data.push(v.strip_prefix(' ').unwrap_or(v));
                    }
                }
                if !data.is_empty() {
                    return FeedEvent {
                        name,
                        data: data.join("\n"),
                    };
                }
            }
            self.read_more().await;
        }
    }
}

/// An HTTP answer.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    fn parse(bytes: &[u8]) -> Self {
        let text = String::from_utf8_lossy(bytes);
        let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
        let mut lines = head.lines();
        let status = lines
            .next()
            .unwrap()
            .split(' ')
            .nth(1)
            .unwrap()
            .parse()
            .unwrap();
        let headers = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_lowercase(), v.trim().to_owned()))
            .collect();
        Self {
            status,
            headers,
            body: body.to_owned(),
        }
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The number in the page's `data-ply`.
    pub fn ply(&self) -> usize {
        attribute(&self.body, "data-ply").parse().unwrap()
    }
}

/// The value of the first `name="…"` in `html`.
pub fn attribute(html: &str, name: &str) -> String {
    let at = html
        .find(&format!("{name}=\""))
        .unwrap_or_else(|| panic!("no {name} in {html}"))
        + name.len()
        + 2;
    html[at..].split('"').next().unwrap().to_owned()
}
