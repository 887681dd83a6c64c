//! A WebDriver client of the few commands the dashboard's tests use, over hyper's HTTP/1 client
//! (already a dev-dependency), against Debian's chromedriver driving headless chromium
//! (`scripts/setup-browser` installs both).

use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::TokioIo;
use serde_json::{Value, json};

/// One HTTP/1 request on a connection of its own: the status, headers and body.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<Value>,
) -> (u16, http::HeaderMap, String) {
    let stream = tokio::net::TcpStream::connect(addr)
        .await
        .unwrap_or_else(|e| panic!("connect {addr}: {e}"));
    let (mut send, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .expect("handshake");
    tokio::spawn(conn);
    let mut req = http::Request::builder().method(method).uri(path);
    let mut has_host = false;
    for (k, v) in headers {
        has_host |= k.eq_ignore_ascii_case("host");
        req = req.header(*k, *v);
    }
    if !has_host {
        req = req.header("host", addr.to_string());
    }
    let bytes = body.map(|b| b.to_string()).unwrap_or_default();
    if !bytes.is_empty() {
        req = req.header("content-type", "application/json");
    }
    let res = send
        .send_request(req.body(Full::new(Bytes::from(bytes))).expect("request"))
        .await
        .expect("response");
    let status = res.status().as_u16();
    let headers = res.headers().clone();
    let body = res.into_body().collect().await.expect("body").to_bytes();
    (status, headers, String::from_utf8_lossy(&body).into_owned())
}

/// chromedriver on a free port, stopped when dropped.
pub struct Driver {
    child: Child,
    pub addr: SocketAddr,
}

impl Driver {
    pub async fn start() -> Driver {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("chromedriver (scripts/setup-browser installs it): {e}"));
        let addr: SocketAddr = ([127, 0, 0, 1], port).into();
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if tokio::net::TcpStream::connect(addr).await.is_ok() {
                let (status, _, body) = request(addr, "GET", "/status", &[], None).await;
                if status == 200 && body.contains("\"ready\":true") {
                    break;
                }
            }
            assert!(Instant::now() < deadline, "chromedriver did not start");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Driver { child, addr }
    }

    /// A headless chromium session that keeps the browser's console log.
    pub async fn session(&self) -> Session {
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium(),
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-dev-shm-usage", "--window-size=1400,1000"]
            },
            "goog:loggingPrefs": {"browser": "ALL"}
        }}});
        let v = call(self.addr, "POST", "/session", Some(caps)).await;
        let id = v["sessionId"].as_str().expect("a session id").to_string();
        Session {
            driver: self.addr,
            id,
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Debian's chromium binary.
fn chromium() -> String {
    ["/usr/bin/chromium", "/usr/lib/chromium/chromium"]
        .iter()
        .find(|p| std::path::Path::new(p).exists())
        .map_or_else(|| "chromium".to_string(), |p| (*p).to_string())
}

/// A WebDriver command's `value`; an error answer fails the test.
async fn call(driver: SocketAddr, method: &str, path: &str, body: Option<Value>) -> Value {
    let body = body.or_else(|| (method == "POST").then(|| json!({})));
    let (status, _, text) = request(driver, method, path, &[], body).await;
    let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}: {text}"));
    assert_eq!(status, 200, "{method} {path}: {text}");
    v["value"].clone()
}

/// One browser session.
pub struct Session {
    driver: SocketAddr,
    id: String,
}

impl Session {
    async fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let path = format!("/session/{}{path}", self.id);
        call(self.driver, method, &path, body).await
    }

    pub async fn goto(&self, url: &str) {
        self.call("POST", "/url", Some(json!({"url": url}))).await;
    }

    /// Runs `script` (a function body) in the page and returns what it returns.
    pub async fn eval(&self, script: &str, args: Value) -> Value {
        self.call(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": args})),
        )
        .await
    }

    /// Waits until `script` returns something other than null or false; returns it.
    pub async fn until(&self, script: &str, args: Value, within: Duration) -> Value {
        let deadline = Instant::now() + within;
        loop {
            let v = self.eval(script, args.clone()).await;
            if !v.is_null() && v != Value::Bool(false) {
                return v;
            }
            assert!(Instant::now() < deadline, "not within {within:?}: {script}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Clicks the element `css` selects.
    pub async fn click(&self, css: &str) {
        let e = self
            .call(
                "POST",
                "/element",
                Some(json!({"using": "css selector", "value": css})),
            )
            .await;
        let id = e
            .as_object()
            .and_then(|o| o.values().next())
            .and_then(Value::as_str)
            .expect("an element")
            .to_string();
        self.call("POST", &format!("/element/{id}/click"), None)
            .await;
    }

    /// The browser's console log since the last call.
    pub async fn console(&self) -> Vec<Value> {
        let v = self
            .call("POST", "/se/log", Some(json!({"type": "browser"})))
            .await;
        v.as_array().cloned().unwrap_or_default()
    }

    /// A PNG of the window.
    pub async fn screenshot(&self) -> Vec<u8> {
        use base64::Engine;
        let v = self.call("GET", "/screenshot", None).await;
        base64::engine::general_purpose::STANDARD
            .decode(v.as_str().expect("base64"))
            .expect("a PNG")
    }

    pub async fn quit(self) {
        let path = format!("/session/{}", self.id);
        let _ = request(self.driver, "DELETE", &path, &[], None).await;
    }
}
