//! A real headless Chromium, driven over the DevTools protocol (CDP) on a WebSocket: open a
//! page, run a script in it, click where an element is drawn, press keys, size the window as a
//! desktop or a phone, take a screenshot. Chromium comes from Debian's packages (`.ci/with-chromium`
//! installs it); without it the browser tests say so and pass, unless `HEXBOT_REQUIRE_BROWSER=1`
//! (CI), which makes its absence a failure.

use base64::Engine;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::net::TcpStream;
use tokio::process::{Child, Command};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The longest a condition is waited for in a page before the test fails.
pub const PAGE_WAIT: Duration = Duration::from_secs(90);

/// The longest DevTools may take to answer one command: longer than [`PAGE_WAIT`], so a page
/// that never comes to a condition fails by naming it, not as a silent protocol.
const DEVTOOLS_WAIT: Duration = Duration::from_secs(120);

/// Where Chromium is, if this machine has it: `HEXBOT_TEST_CHROMIUM`, else Debian's
/// `/usr/bin/chromium`. `None` (and the test passes, saying so) without one, unless
/// `HEXBOT_REQUIRE_BROWSER=1`, when its absence fails the test.
pub fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("HEXBOT_TEST_CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var("HEXBOT_REQUIRE_BROWSER").as_deref() != Ok("1"),
        "HEXBOT_REQUIRE_BROWSER=1 but there is no Chromium at {} (install Debian's chromium, \
         or run the tests through .ci/with-chromium)",
        path.display()
    );
    eprintln!(
        "SKIPPED: no Chromium at {} (set HEXBOT_TEST_CHROMIUM, or run through .ci/with-chromium)",
        path.display()
    );
    None
}

/// A headless Chromium with one page open, killed when dropped.
pub struct Browser {
    child: Child,
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    session: String,
    next_id: u64,
    _profile: tempfile::TempDir,
}

impl Browser {
    /// Starts Chromium at `path` with a window of `width`×`height` and opens a blank page.
    pub async fn launch(path: &PathBuf, width: u32, height: u32) -> Self {
        let profile = tempfile::tempdir().unwrap();
        let mut child = Command::new(path)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--hide-scrollbars",
                "--no-first-run",
                "--remote-debugging-port=0",
                "--remote-allow-origins=*",
                &format!("--window-size={width},{height}"),
                &format!("--user-data-dir={}", profile.path().display()),
                "about:blank",
            ])
            // Its own temporary files (singleton sockets) go with the profile, not into /tmp.
            .env("TMPDIR", profile.path())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("chromium starts");
        let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
        let url = tokio::time::timeout(PAGE_WAIT, async {
            while let Some(line) = lines.next_line().await.unwrap() {
                if let Some(at) = line.find("ws://") {
                    return line[at..].trim().to_owned();
                }
            }
            panic!("chromium ended without a DevTools address");
        })
        .await
        .expect("chromium says where DevTools listens");
        // The rest of its chatter is read and dropped, so it never blocks on a full pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        let (ws, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .expect("DevTools answers");
        let mut browser = Self {
            child,
            ws,
            session: String::new(),
            next_id: 0,
            _profile: profile,
        };
        let target = browser
            .call("Target.createTarget", json!({"url": "about:blank"}))
            .await;
        let target = target["targetId"].as_str().unwrap().to_owned();
        let attached = browser
            .call(
                "Target.attachToTarget",
                json!({"targetId": target, "flatten": true}),
            )
            .await;
        browser.session = attached["sessionId"].as_str().unwrap().to_owned();
        browser.call("Page.enable", json!({})).await;
        browser.call("Runtime.enable", json!({})).await;
        browser.resize(width, height, false).await;
        browser
    }

    /// Sends `method` (to the page once attached) and returns its result; a protocol error fails
    /// the test.
    pub async fn call(&mut self, method: &str, params: Value) -> Value {
        match self.try_call(method, params).await {
            Ok(v) => v,
            Err(e) => panic!("{method}: {e}"),
        }
    }

    /// Sends `method` and returns its result, or the protocol's error.
    async fn try_call(&mut self, method: &str, params: Value) -> Result<Value, Value> {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({"id": id, "method": method, "params": params});
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        self.ws
            .send(Message::Text(message.to_string()))
            .await
            .expect("DevTools takes the command");
        let answer = tokio::time::timeout(DEVTOOLS_WAIT, async {
            loop {
                let Some(Ok(Message::Text(text))) = self.ws.next().await else {
                    panic!("DevTools closed while {method} was pending");
                };
                let v: Value = serde_json::from_str(&text).unwrap();
                if v["id"] == json!(id) {
                    return v;
                }
            }
        })
        .await
        .unwrap_or_else(|_| panic!("DevTools did not answer {method}"));
        match answer.get("error") {
            Some(e) => Err(e.clone()),
            None => Ok(answer["result"].clone()),
        }
    }

    /// The window as a desktop (`mobile` false) or a phone of `width`×`height` CSS pixels.
    pub async fn resize(&mut self, width: u32, height: u32, mobile: bool) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": if mobile { 2 } else { 1 }, "mobile": mobile}),
        )
        .await;
    }

    /// Runs `source` in every page opened from now on, before the page's own script.
    pub async fn before_scripts(&mut self, source: &str) {
        self.call(
            "Page.addScriptToEvaluateOnNewDocument",
            json!({ "source": source }),
        )
        .await;
    }

    /// Opens `url` and waits until its document and script are loaded.
    pub async fn open(&mut self, url: &str) {
        self.call("Page.navigate", json!({"url": url})).await;
        self.wait_for("document.readyState === 'complete'").await;
    }

    /// The value of `expression` (awaited if it is a promise), as JSON.
    pub async fn eval(&mut self, expression: &str) -> Value {
        let r = self
            .call(
                "Runtime.evaluate",
                json!({"expression": expression, "awaitPromise": true, "returnByValue": true}),
            )
            .await;
        assert!(
            r.get("exceptionDetails").is_none(),
            "{expression}: {}",
            r["exceptionDetails"]
        );
        r["result"]["value"].clone()
    }

    /// Waits until `condition` (a script's expression) holds in the page, looking again at each
    /// change of the page or every 50 ms; fails the test after [`PAGE_WAIT`].
    pub async fn wait_for(&mut self, condition: &str) {
        let script = format!(
            "new Promise((done) => {{ const start = Date.now(); \
             const look = () => {{ let ok = false; try {{ ok = !!({condition}); }} catch (e) {{}} \
             if (ok) done(true); else if (Date.now() - start > {}) done(false); \
             else setTimeout(look, 50); }}; look(); }})",
            PAGE_WAIT.as_millis()
        );
        let start = std::time::Instant::now();
        loop {
            let r = self
                .try_call(
                    "Runtime.evaluate",
                    json!({"expression": script, "awaitPromise": true, "returnByValue": true}),
                )
                .await;
            match r {
                Ok(r) => {
                    let held = r["result"]["value"].clone();
                    assert_eq!(held, json!(true), "the page never came to: {condition}");
                    return;
                }
                // The page moved on to another (a form sent, a link followed) while it was
                // looked at: look again in the new one.
                Err(e) if start.elapsed() < PAGE_WAIT => {
                    let said = e.to_string();
                    assert!(
                        said.contains("navigated") || said.contains("context"),
                        "{condition}: {said}"
                    );
                }
                Err(e) => panic!("the page never came to: {condition} ({e})"),
            }
        }
    }

    /// Clicks the middle of the first element matching `selector`, as a mouse would.
    pub async fn click(&mut self, selector: &str) {
        let at = self
            .eval(&format!(
                "(() => {{ const e = document.querySelector({sel}); if (!e) return null; \
                 e.scrollIntoView({{block: 'center'}}); const r = e.getBoundingClientRect(); \
                 return [r.left + r.width / 2, r.top + r.height / 2]; }})()",
                sel = json!(selector)
            ))
            .await;
        let (x, y) = (
            at[0]
                .as_f64()
                .unwrap_or_else(|| panic!("no {selector} to click")),
            at[1].as_f64().unwrap(),
        );
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            )
            .await;
        }
    }

    /// Presses the key `key` (DOM key name: `ArrowRight`, `Enter`) in the focused element.
    pub async fn press(&mut self, key: &str) {
        let code = match key {
            "Enter" => 13,
            "ArrowLeft" => 37,
            "ArrowUp" => 38,
            "ArrowRight" => 39,
            "ArrowDown" => 40,
            _ => 0,
        };
        for kind in ["keyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code}),
            )
            .await;
        }
    }

    /// A screenshot of the whole page as PNG bytes.
    pub async fn screenshot(&mut self) -> Vec<u8> {
        let shot = self
            .call(
                "Page.captureScreenshot",
                json!({"format": "png", "captureBeyondViewport": true}),
            )
            .await;
        base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().unwrap())
            .unwrap()
    }

    /// Closes the browser.
    pub async fn close(mut self) {
        let _ = self.child.kill().await;
    }
}
