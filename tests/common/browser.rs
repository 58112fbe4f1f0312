//! Headless Chromium for the page tests (`tests/html_browser.rs`, `tests/web_browser.rs`):
//! found or skipped (except on CI), and driven through the DevTools protocol.

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// The Chromium command, if there is one: without it the page tests are skipped, except
/// on CI (CI=true) where they fail: `.ci/run` installs it.
pub fn chromium() -> Option<&'static str> {
    let found = ["chromium", "chromium-browser"].into_iter().find(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    });
    if found.is_none() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "chromium is needed for this test on CI (.ci/run installs it)"
        );
        eprintln!("chromium not found: skipping the browser test");
    }
    found
}

pub const FLAGS: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
];

/// The `file://` address of a page, with a fragment.
pub fn url(page: &Path, fragment: &str) -> String {
    format!("file://{}{fragment}", page.display())
}

/// A Chromium driven through the DevTools protocol over its WebSocket.
pub struct Browser {
    child: Child,
    ws: WebSocket<MaybeTlsStream<TcpStream>>,
    session: String,
    next_id: u64,
    events: Vec<Value>,
    _profile: tempfile::TempDir,
}

impl Browser {
    /// Launch Chromium, enable these DevTools domains and then `Page`, open `url` and wait
    /// until the page is ready.
    pub fn open(chromium: &str, domains: &[&str], url: String) -> Browser {
        let mut b = Browser::launch(chromium);
        for domain in domains.iter().chain(&["Page"]) {
            b.call(&format!("{domain}.enable"), json!({}));
        }
        b.call("Page.navigate", json!({ "url": url }));
        b.wait_ready();
        b
    }

    pub fn launch(chromium: &str) -> Browser {
        let profile = tempfile::tempdir().unwrap();
        let mut child = Command::new(chromium)
            .args(FLAGS)
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("--remote-debugging-port=0")
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start chromium");
        let stderr = child.stderr.take().unwrap();
        let endpoint = BufReader::new(stderr)
            .lines()
            .map_while(Result::ok)
            .find_map(|l| {
                l.strip_prefix("DevTools listening on ")
                    .map(|u| u.trim().to_string())
            })
            .expect("chromium prints its DevTools address");
        let (mut ws, _) = tungstenite::connect(endpoint.as_str()).expect("connect to DevTools");
        if let MaybeTlsStream::Plain(s) = ws.get_mut() {
            s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        }
        let mut b = Browser {
            child,
            ws,
            session: String::new(),
            next_id: 0,
            events: Vec::new(),
            _profile: profile,
        };
        let targets = b.call("Target.getTargets", json!({}));
        let page = targets["targetInfos"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["type"] == "page")
            .expect("a page target")["targetId"]
            .clone();
        let attached = b.call(
            "Target.attachToTarget",
            json!({ "targetId": page, "flatten": true }),
        );
        b.session = attached["sessionId"].as_str().unwrap().to_string();
        b
    }

    /// Send a command (to the page once attached) and wait for its answer.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut msg = json!({ "id": id, "method": method, "params": params });
        if !self.session.is_empty() {
            msg["sessionId"] = json!(self.session);
        }
        self.ws.send(Message::text(msg.to_string())).unwrap();
        loop {
            let m = self.ws.read().expect("a DevTools message");
            let Message::Text(t) = m else { continue };
            let v: Value = serde_json::from_str(&t).unwrap();
            if v["id"] == id {
                assert!(v.get("error").is_none(), "{method}: {v}");
                return v["result"].clone();
            }
            if v.get("method").is_some() {
                self.events.push(v);
            }
        }
    }

    pub fn eval(&mut self, expression: &str) -> Value {
        let r = self.call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true }),
        );
        r["result"]["value"].clone()
    }

    /// Wait until the page's script is ready: the WebAssembly instantiated and the
    /// position the address asks for drawn.
    pub fn wait_ready(&mut self) {
        let start = Instant::now();
        while self.eval("document.body !== null && document.body.dataset.ready === '1'")
            != json!(true)
        {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "the page never drew"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Wait until `expression` is true in the page, `limit` at most.
    #[track_caller]
    pub fn wait_for(&mut self, expression: &str, limit: Duration) {
        let start = Instant::now();
        while self.eval(expression) != json!(true) {
            assert!(start.elapsed() < limit, "never: {expression}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn press(&mut self, key: &str, code: u32) {
        for kind in ["rawKeyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({ "type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code }),
            );
        }
    }

    /// Where the page stands: record, round, ply (from the DOM) and the address.
    pub fn state(&mut self) -> (String, String, String, String) {
        let v = self.eval(
            "(() => { const m = document.querySelector('main'); \
             return [m.dataset.record, m.dataset.round, m.dataset.ply, location.hash]; })()",
        );
        let s = |i: usize| v[i].as_str().unwrap_or_default().to_string();
        (s(0), s(1), s(2), s(3))
    }
}

impl Browser {
    /// The DevTools events of this kind received so far (a domain enabled sends them).
    pub fn events(&self, method: &str) -> Vec<Value> {
        self.events
            .iter()
            .filter(|e| e["method"] == method)
            .map(|e| e["params"].clone())
            .collect()
    }

    /// Only the page itself was requested (the `Network` domain enabled): no script,
    /// style, font or picture, from anywhere.
    #[track_caller]
    pub fn assert_only_the_page_was_requested(&mut self) {
        let requests = self.requested();
        assert_eq!(requests.len(), 1, "{requests:?}");
        assert!(requests[0].starts_with("file://"), "{requests:?}");
        assert_eq!(
            self.eval("performance.getEntriesByType('resource').length"),
            json!(0)
        );
    }
}

impl Browser {
    /// The addresses the page asked for so far (the `Network` domain enabled).
    pub fn requested(&self) -> Vec<String> {
        self.events
            .iter()
            .filter(|e| e["method"] == "Network.requestWillBeSent")
            .map(|e| {
                e["params"]["request"]["url"]
                    .as_str()
                    .unwrap_or("")
                    .to_string()
            })
            .collect()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
