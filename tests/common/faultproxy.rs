//! A fault-injecting HTTP proxy for tests, on loopback, between the plugin and the test
//! kube-apiserver.
//!
//! The plugin talks plain HTTP to `http://127.0.0.1:PORT` (kube accepts an `http://` server and
//! sends its bearer token there as to any server); the proxy forwards every request over TLS to
//! the real API server with a `kube::Client` of the admin kubeconfig (so the token the plugin
//! sends is never used past the proxy), and on the way injects, at a configurable rate:
//!
//! - `429 Too Many Requests` with `Retry-After`, `500`, `503`, and `409 Conflict`, either
//!   *before* forwarding (the API server never saw the request) or *after* it (the write was
//!   applied, but the client is told it failed: the hard case for "nothing lost");
//! - delays;
//! - connections dropped before an answer, or mid-body (a `Content-Length` promised and not
//!   delivered), again before or after forwarding;
//! - a server that disappears mid-run ([`FaultProxy::die_after`], [`FaultProxy::set_dead`]):
//!   every open connection is cut and new ones are closed at once.
//!
//! Watch requests (`watch=true`) are streamed through event by event; [`FaultProxy::cut_watches`]
//! cuts every open watch stream (a dropped connection) and [`FaultProxy::gone_next_watches`]
//! answers the next watches with the API server's `410 Gone` ERROR event (resourceVersion too
//! old). `Accept-Encoding` and `Content-Encoding` pass through untouched, so a gzip answer
//! reaches the client compressed; every request is recorded ([`FaultProxy::seen`]).
//!
//! Decisions are a pure function of (seed, request number), so a failing run can be replayed.
//! The proxy runs on its own thread and runtime: the tests block on child processes.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use http::{Method, Request, Response};
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full, StreamBody};
use hyper::body::{Frame, Incoming};
use hyper_util::rt::TokioIo;

/// One kind of fault.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Fault {
    /// 429 with `Retry-After: N` seconds, not forwarded.
    TooManyRequests { retry_after: u64 },
    /// This status (500, 503, 409, ...), not forwarded.
    StatusBefore(u16),
    /// Forwarded (the API server applied it), then this status instead of the real answer.
    StatusAfter(u16),
    /// Forwarded after this many milliseconds.
    Delay(u64),
    /// The connection is closed without an answer, not forwarded.
    DropBefore,
    /// Forwarded, then the connection is closed without an answer.
    DropAfter,
    /// Forwarded, then half the body is sent and the connection cut.
    DropMidBody,
    /// As [`Fault::DropMidBody`], the cut 300 ms after the half was sent: the client has read
    /// the half by then (a cut sent with the half may reach it before the answer's head).
    DropMidBodyLate,
}

impl Fault {
    pub fn label(self) -> String {
        match self {
            Fault::TooManyRequests { retry_after } => format!("429 (Retry-After {retry_after})"),
            Fault::StatusBefore(s) => format!("{s} before forwarding"),
            Fault::StatusAfter(s) => format!("{s} after forwarding"),
            Fault::Delay(ms) => format!("delay {ms}ms"),
            Fault::DropBefore => "dropped before forwarding".into(),
            Fault::DropAfter => "dropped after forwarding".into(),
            Fault::DropMidBody => "dropped mid-body".into(),
            Fault::DropMidBodyLate => "dropped mid-body, after a pause".into(),
        }
    }
    fn forwards(self) -> bool {
        matches!(
            self,
            Fault::StatusAfter(_)
                | Fault::Delay(_)
                | Fault::DropAfter
                | Fault::DropMidBody
                | Fault::DropMidBodyLate
        )
    }
}

/// What to inject.
#[derive(Debug, Clone)]
pub struct Faults {
    /// Probability (0..=1) that a matching request gets a fault.
    pub rate: f64,
    /// Chosen uniformly among these when a request gets a fault.
    pub kinds: Vec<Fault>,
    /// Only requests with these methods get faults (empty: all).
    pub methods: Vec<Method>,
    /// Added to every forwarded request.
    pub latency: Duration,
    /// Seed of the decisions.
    pub seed: u64,
}

impl Default for Faults {
    fn default() -> Self {
        Faults {
            rate: 0.0,
            kinds: Vec::new(),
            methods: Vec::new(),
            latency: Duration::ZERO,
            seed: 1,
        }
    }
}

impl Faults {
    /// No faults: a transparent proxy.
    pub fn none() -> Faults {
        Faults::default()
    }

    /// `rate` of the requests get one of every kind of fault, evenly.
    pub fn everything(rate: f64, seed: u64) -> Faults {
        Faults {
            rate,
            kinds: vec![
                Fault::TooManyRequests { retry_after: 1 },
                Fault::StatusBefore(500),
                Fault::StatusBefore(503),
                Fault::StatusBefore(409),
                Fault::StatusAfter(503),
                Fault::StatusAfter(500),
                Fault::Delay(300),
                Fault::DropBefore,
                Fault::DropAfter,
                Fault::DropMidBody,
            ],
            seed,
            ..Faults::default()
        }
    }
}

/// One request as the proxy saw it.
#[derive(Debug, Clone)]
pub struct Seen {
    pub method: String,
    /// Path and query, as sent.
    pub uri: String,
    /// The client's `Accept-Encoding`, if any.
    pub accept_encoding: Option<String>,
    /// The client's `Accept`, if any (as the client sent it, before [`FaultProxy::json_only`]).
    pub accept: Option<String>,
    /// The answer's `Content-Type`, if any.
    pub content_type: Option<String>,
    /// The answer's `Content-Encoding`, if any (`gzip` when the server compressed it).
    pub content_encoding: Option<String>,
    /// Status answered (0 when the connection was dropped without an answer).
    pub status: u16,
    /// Body bytes sent to the client, as on the wire (compressed if so); for a watch, those
    /// sent so far.
    pub bytes: Arc<AtomicU64>,
    /// A watch stream being passed through right now.
    pub open: Arc<AtomicBool>,
}

impl Seen {
    /// A watch request (`watch=true` / `watch=1` in the query).
    pub fn is_watch(&self) -> bool {
        is_watch_uri(&self.uri)
    }
    /// The decoded value of query parameter `key`.
    pub fn param(&self, key: &str) -> Option<String> {
        let q = self.uri.split_once('?')?.1;
        q.split('&').find_map(|kv| {
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            (k == key).then(|| percent_decode(v))
        })
    }
    /// The path without the query.
    pub fn path(&self) -> &str {
        self.uri.split('?').next().unwrap_or(&self.uri)
    }
}

fn is_watch_uri(uri: &str) -> bool {
    uri.split_once('?')
        .is_some_and(|(_, q)| q.split('&').any(|kv| kv == "watch=true" || kv == "watch=1"))
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'%' if i + 2 < b.len() => {
                let hex = std::str::from_utf8(&b[i + 1..i + 3]).unwrap_or("");
                match u8::from_str_radix(hex, 16) {
                    Ok(v) => {
                        out.push(v);
                        i += 3;
                    }
                    Err(_) => {
                        out.push(b'%');
                        i += 1;
                    }
                }
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[derive(Debug, Default)]
struct Counters {
    requests: AtomicU64,
    forwarded: AtomicU64,
    injected: Mutex<BTreeMap<Fault, u64>>,
    /// (method, path, fault) of every injected fault, in order.
    log: Mutex<Vec<(String, String, Fault)>>,
    /// Every request, in order.
    seen: Mutex<Vec<Seen>>,
}

/// Which requests, by path and query.
type UriMatch = fn(&str) -> bool;

struct Shared {
    faults: Mutex<Faults>,
    counters: Counters,
    dead: AtomicBool,
    /// Become dead once this many requests have been seen (0: never).
    die_after: AtomicU64,
    dead_tx: tokio::sync::watch::Sender<bool>,
    /// Bumped by [`FaultProxy::cut_watches`]: every open watch stream is cut.
    cut_tx: tokio::sync::watch::Sender<u64>,
    /// The next watch requests whose path starts with .0 (this many: .1) get a `410 Gone`
    /// ERROR event.
    gone_watches: Mutex<(String, u64)>,
    /// The next requests whose path and query match .0 (this many: .1) have their answer cut
    /// mid-body ([`Fault::DropMidBodyLate`]).
    cut_bodies: Mutex<(UriMatch, u64)>,
    /// While true, new watch requests wait here (not forwarded yet).
    hold_tx: tokio::sync::watch::Sender<bool>,
    /// While true, every request is forwarded with `Accept: application/json`.
    json_only: AtomicBool,
    upstream: kube::Client,
}

/// A running proxy; stops when dropped.
pub struct FaultProxy {
    pub addr: SocketAddr,
    shared: Arc<Shared>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl std::fmt::Debug for FaultProxy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FaultProxy")
            .field("addr", &self.addr)
            .finish_non_exhaustive()
    }
}

impl FaultProxy {
    /// Starts a proxy to the API server of `upstream_kubeconfig` on a free loopback port.
    pub fn start(upstream_kubeconfig: &Path, faults: Faults) -> FaultProxy {
        let kubeconfig = upstream_kubeconfig.to_path_buf();
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("faultproxy".into())
            .spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .expect("proxy runtime");
                rt.block_on(async move {
                    let upstream = upstream_client(&kubeconfig).await;
                    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                        .await
                        .expect("bind loopback");
                    let addr = listener.local_addr().expect("local addr");
                    let (dead_tx, _) = tokio::sync::watch::channel(false);
                    let (cut_tx, _) = tokio::sync::watch::channel(0u64);
                    let (hold_tx, _) = tokio::sync::watch::channel(false);
                    let shared = Arc::new(Shared {
                        faults: Mutex::new(faults),
                        counters: Counters::default(),
                        dead: AtomicBool::new(false),
                        die_after: AtomicU64::new(0),
                        dead_tx,
                        cut_tx,
                        gone_watches: Mutex::new((String::new(), 0)),
                        cut_bodies: Mutex::new((|_| false, 0)),
                        hold_tx,
                        json_only: AtomicBool::new(false),
                        upstream,
                    });
                    ready_tx.send((addr, shared.clone())).expect("proxy ready");
                    tokio::select! {
                        _ = accept_loop(listener, shared) => {}
                        _ = stop_rx => {}
                    }
                });
            })
            .expect("spawn proxy thread");
        let (addr, shared) = ready_rx
            .recv_timeout(Duration::from_secs(30))
            .expect("proxy did not start");
        FaultProxy {
            addr,
            shared,
            stop: Some(stop_tx),
            thread: Some(thread),
        }
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// A kubeconfig (written into `dir`) that points at the proxy over plain HTTP with `token`.
    pub fn kubeconfig(&self, dir: &Path, token: &str) -> std::path::PathBuf {
        self.kubeconfig_for(dir, &self.url(), token)
    }

    /// A kubeconfig for `server` (e.g. `https://` + this proxy's address) with `token`.
    pub fn kubeconfig_for(&self, dir: &Path, server: &str, token: &str) -> std::path::PathBuf {
        let path = dir.join(format!("proxy-{}.kubeconfig", self.addr.port()));
        let doc = serde_json::json!({
            "apiVersion": "v1", "kind": "Config",
            "clusters": [{"name": "proxy", "cluster": {"server": server}}],
            "users": [{"name": "admin", "user": {"token": token}}],
            "contexts": [{"name": "proxy", "context": {"cluster": "proxy", "user": "admin"}}],
            "current-context": "proxy",
        });
        std::fs::write(&path, doc.to_string()).expect("write proxy kubeconfig");
        path
    }

    /// Replaces the fault settings (takes effect for the next request).
    pub fn set_faults(&self, faults: Faults) {
        *self.shared.faults.lock().expect("faults") = faults;
    }

    /// The server disappears (every open connection cut, new ones closed) or comes back.
    pub fn set_dead(&self, dead: bool) {
        self.shared.dead.store(dead, Ordering::SeqCst);
        self.shared.dead_tx.send_replace(dead);
        if !dead {
            self.shared.die_after.store(0, Ordering::SeqCst);
        }
    }

    /// The server disappears once `n` more requests have been seen.
    pub fn die_after(&self, n: u64) {
        let seen = self.shared.counters.requests.load(Ordering::SeqCst);
        self.shared.die_after.store(seen + n, Ordering::SeqCst);
    }

    pub fn requests(&self) -> u64 {
        self.shared.counters.requests.load(Ordering::SeqCst)
    }

    pub fn forwarded(&self) -> u64 {
        self.shared.counters.forwarded.load(Ordering::SeqCst)
    }

    /// Faults injected so far, by kind.
    pub fn injected(&self) -> BTreeMap<Fault, u64> {
        self.shared
            .counters
            .injected
            .lock()
            .expect("counters")
            .clone()
    }

    /// Total faults injected so far.
    pub fn injected_total(&self) -> u64 {
        self.injected().values().sum()
    }

    /// Every injected fault: (method, path, fault).
    pub fn fault_log(&self) -> Vec<(String, String, Fault)> {
        self.shared.counters.log.lock().expect("log").clone()
    }

    /// Every request seen so far, in order.
    pub fn seen(&self) -> Vec<Seen> {
        self.shared.counters.seen.lock().expect("seen").clone()
    }

    /// Cuts every open watch stream (the connection drops mid-stream, as a load balancer or a
    /// restarting API server does). Watches started later are not affected.
    pub fn cut_watches(&self) {
        self.shared.cut_tx.send_modify(|g| *g += 1);
    }

    /// The next `n` watch requests whose path starts with `path` (e.g. `/api/v1/nodes`) are
    /// answered as the API server answers a watch from a compacted resourceVersion: `200` with
    /// one `ERROR` event carrying a `410 Gone` Status.
    pub fn gone_next_watches(&self, path: &str, n: u64) {
        *self.shared.gone_watches.lock().expect("gone") = (path.to_string(), n);
    }

    /// The next `n` requests whose path and query satisfy `which` get their answer cut mid-body
    /// (half of it sent, then the connection dropped), whatever the other faults.
    pub fn cut_next_bodies(&self, which: fn(&str) -> bool, n: u64) {
        *self.shared.cut_bodies.lock().expect("cut") = (which, n);
    }

    /// While `hold` is true, new watch requests are held (not forwarded, not answered) until it
    /// is set false again: a client reconnecting sees an API server that is slow to answer, and a
    /// change made meanwhile happens while it has no open watch.
    pub fn hold_watches(&self, hold: bool) {
        self.shared.hold_tx.send_replace(hold);
    }

    /// Watch requests waiting in [`FaultProxy::hold_watches`] right now.
    pub fn held_watches(&self) -> usize {
        self.shared.hold_tx.receiver_count()
    }

    /// While `on`, every request reaches the API server asking for JSON only, whatever the
    /// client accepts: the server (or an aggregated API) that cannot encode protobuf.
    pub fn json_only(&self, on: bool) {
        self.shared.json_only.store(on, Ordering::SeqCst);
    }

    /// Forgets the counters.
    pub fn reset_counters(&self) {
        self.shared.counters.requests.store(0, Ordering::SeqCst);
        self.shared.counters.forwarded.store(0, Ordering::SeqCst);
        self.shared.counters.injected.lock().expect("c").clear();
        self.shared.counters.log.lock().expect("c").clear();
        self.shared.counters.seen.lock().expect("c").clear();
        self.shared.die_after.store(0, Ordering::SeqCst);
    }
}

impl Drop for FaultProxy {
    fn drop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// The admin's client to the real API server, with response decompression off: a gzip answer is
/// passed to the client as the server sent it.
async fn upstream_client(kubeconfig: &Path) -> kube::Client {
    use kube::config::{KubeConfigOptions, Kubeconfig};
    let kc = Kubeconfig::read_from(kubeconfig).expect("read upstream kubeconfig");
    let mut config = kube::Config::from_custom_kubeconfig(kc, &KubeConfigOptions::default())
        .await
        .expect("upstream kubeconfig");
    config.disable_compression = true;
    nodewright::cluster::client_from_config(config)
        .await
        .expect("upstream client")
}

async fn accept_loop(listener: tokio::net::TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        if shared.dead.load(Ordering::SeqCst) {
            drop(stream);
            continue;
        }
        let shared = shared.clone();
        tokio::spawn(async move {
            let mut dead_rx = shared.dead_tx.subscribe();
            let svc_shared = shared.clone();
            let service = hyper::service::service_fn(move |req| {
                let shared = svc_shared.clone();
                async move { handle(shared, req).await }
            });
            let conn = hyper::server::conn::http1::Builder::new()
                .keep_alive(true)
                .serve_connection(TokioIo::new(stream), service);
            tokio::select! {
                _ = conn => {}
                // The server disappears: dropping the connection closes the socket.
                _ = dead_rx.wait_for(|d| *d) => {}
            }
        });
    }
}

type Body = BoxBody<Bytes, std::io::Error>;

fn full(b: impl Into<Bytes>) -> Body {
    Full::new(b.into())
        .map_err(|never: Infallible| match never {})
        .boxed()
}

fn status_body(code: u16, reason: &str) -> Vec<u8> {
    serde_json::json!({
        "kind": "Status", "apiVersion": "v1", "metadata": {},
        "status": "Failure", "message": format!("injected by the test proxy: {reason}"),
        "reason": reason, "code": code,
    })
    .to_string()
    .into_bytes()
}

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The fault for request number `n`, if any.
fn decide(f: &Faults, n: u64, method: &Method) -> Option<Fault> {
    if f.kinds.is_empty() || f.rate <= 0.0 {
        return None;
    }
    if !f.methods.is_empty() && !f.methods.contains(method) {
        return None;
    }
    let r = splitmix(f.seed ^ n.wrapping_mul(0x2545_F491_4F6C_DD1D));
    let unit = (r >> 11) as f64 / (1u64 << 53) as f64;
    if unit >= f.rate {
        return None;
    }
    let pick = splitmix(r) % f.kinds.len() as u64;
    let fault = f.kinds[pick as usize];
    // A real API server answers 409 only to writes.
    if fault == Fault::StatusBefore(409) && method == Method::GET {
        return None;
    }
    Some(fault)
}

#[derive(Debug)]
struct Cut;
impl std::fmt::Display for Cut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("connection cut by the test proxy")
    }
}
impl std::error::Error for Cut {}

async fn handle(shared: Arc<Shared>, req: Request<Incoming>) -> Result<Response<Body>, Cut> {
    let seen = Seen {
        method: req.method().to_string(),
        uri: req.uri().to_string(),
        accept_encoding: req
            .headers()
            .get(http::header::ACCEPT_ENCODING)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string),
        accept: req
            .headers()
            .get(http::header::ACCEPT)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string),
        content_type: None,
        content_encoding: None,
        status: 0,
        bytes: Arc::new(AtomicU64::new(0)),
        open: Arc::new(AtomicBool::new(false)),
    };
    let index = {
        let mut all = shared.counters.seen.lock().expect("seen");
        all.push(seen.clone());
        all.len() - 1
    };
    let answer = handle_inner(&shared, req, &seen).await;
    if let Ok(resp) = &answer {
        let mut all = shared.counters.seen.lock().expect("seen");
        if let Some(s) = all.get_mut(index) {
            s.status = resp.status().as_u16();
            s.content_type = resp
                .headers()
                .get(http::header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string);
            s.content_encoding = resp
                .headers()
                .get(http::header::CONTENT_ENCODING)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string);
        }
    }
    answer
}

/// A body that adds what it yields to `count`.
fn counted(body: Bytes, count: &AtomicU64) -> Body {
    count.fetch_add(body.len() as u64, Ordering::SeqCst);
    full(body)
}

async fn handle_inner(
    shared: &Arc<Shared>,
    req: Request<Incoming>,
    seen: &Seen,
) -> Result<Response<Body>, Cut> {
    let n = shared.counters.requests.fetch_add(1, Ordering::SeqCst) + 1;
    let die_at = shared.die_after.load(Ordering::SeqCst);
    if die_at != 0 && n > die_at {
        shared.dead.store(true, Ordering::SeqCst);
        shared.dead_tx.send_replace(true);
    }
    if shared.dead.load(Ordering::SeqCst) {
        return Err(Cut);
    }
    let (mut fault, latency) = {
        let f = shared.faults.lock().expect("faults");
        (decide(&f, n, req.method()), f.latency)
    };
    {
        let mut c = shared.cut_bodies.lock().expect("cut");
        let which = req.uri().path_and_query().map_or("", |p| p.as_str());
        if c.1 > 0 && (c.0)(which) {
            c.1 -= 1;
            fault = Some(Fault::DropMidBodyLate);
        }
    }
    let (parts, body) = req.into_parts();
    if let Some(fault) = fault {
        *shared
            .counters
            .injected
            .lock()
            .expect("counters")
            .entry(fault)
            .or_default() += 1;
        shared.counters.log.lock().expect("log").push((
            parts.method.to_string(),
            parts.uri.to_string(),
            fault,
        ));
    }
    let body = match body.collect().await {
        Ok(b) => b.to_bytes(),
        Err(_) => return Err(Cut),
    };
    // Faults that never reach the API server.
    match fault {
        Some(Fault::TooManyRequests { retry_after }) => {
            return Ok(Response::builder()
                .status(429)
                .header("content-type", "application/json")
                .header("retry-after", retry_after.to_string())
                .body(counted(
                    status_body(429, "TooManyRequests").into(),
                    &seen.bytes,
                ))
                .expect("response"));
        }
        Some(Fault::StatusBefore(code)) => {
            let reason = match code {
                409 => "Conflict",
                503 => "ServiceUnavailable",
                _ => "InternalError",
            };
            return Ok(Response::builder()
                .status(code)
                .header("content-type", "application/json")
                .body(counted(status_body(code, reason).into(), &seen.bytes))
                .expect("response"));
        }
        Some(Fault::DropBefore) => return Err(Cut),
        _ => {}
    }
    let watch = is_watch_uri(&parts.uri.to_string());
    if watch {
        let mut hold = shared.hold_tx.subscribe();
        let _ = hold.wait_for(|h| !*h).await;
    }
    let gone = watch && {
        let mut g = shared.gone_watches.lock().expect("gone");
        let hit = g.1 > 0 && parts.uri.path().starts_with(g.0.as_str());
        if hit {
            g.1 -= 1;
        }
        hit
    };
    if gone {
        // What the API server sends for a watch from a compacted resourceVersion.
        let event = serde_json::json!({
            "type": "ERROR",
            "object": {
                "kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
                "message": "too old resource version: 1 (2) (injected by the test proxy)",
                "reason": "Expired", "code": 410,
            }
        });
        let mut line = event.to_string().into_bytes();
        line.push(b'\n');
        return Ok(Response::builder()
            .status(200)
            .header("content-type", "application/json")
            .body(counted(line.into(), &seen.bytes))
            .expect("response"));
    }
    if !latency.is_zero() {
        tokio::time::sleep(latency).await;
    }
    if let Some(Fault::Delay(ms)) = fault {
        tokio::time::sleep(Duration::from_millis(ms)).await;
    }
    // Forward with the admin's credentials (the client's Authorization header is dropped).
    let mut fwd = Request::builder()
        .method(parts.method.clone())
        .uri(parts.uri.clone());
    for name in [
        http::header::CONTENT_TYPE,
        http::header::ACCEPT,
        http::header::ACCEPT_ENCODING,
    ] {
        if name == http::header::ACCEPT && shared.json_only.load(Ordering::SeqCst) {
            fwd = fwd.header(name, "application/json");
        } else if let Some(v) = parts.headers.get(&name) {
            fwd = fwd.header(name, v);
        }
    }
    let fwd = fwd
        .body(kube::client::Body::from(body.to_vec()))
        .expect("forward request");
    let resp = match shared.upstream.send(fwd).await {
        Ok(resp) => resp,
        Err(_) => return Err(Cut),
    };
    let status = resp.status();
    let ctype = resp.headers().get(http::header::CONTENT_TYPE).cloned();
    let cenc = resp.headers().get(http::header::CONTENT_ENCODING).cloned();
    let mut b = Response::builder().status(status);
    if let Some(c) = &ctype {
        b = b.header(http::header::CONTENT_TYPE, c);
    }
    if let Some(c) = &cenc {
        b = b.header(http::header::CONTENT_ENCODING, c);
    }
    if watch && status.is_success() && fault.is_none() {
        shared.counters.forwarded.fetch_add(1, Ordering::SeqCst);
        return Ok(b
            .body(stream_watch(
                shared,
                resp.into_body(),
                seen.bytes.clone(),
                seen.open.clone(),
            ))
            .expect("response"));
    }
    let body = match resp.into_body().collect_bytes().await {
        Ok(b) => b,
        Err(_) => return Err(Cut),
    };
    shared.counters.forwarded.fetch_add(1, Ordering::SeqCst);
    match fault {
        Some(Fault::StatusAfter(code)) => {
            return Ok(Response::builder()
                .status(code)
                .header("content-type", "application/json")
                .body(counted(
                    status_body(code, "InternalError").into(),
                    &seen.bytes,
                ))
                .expect("response"));
        }
        Some(Fault::DropAfter) => return Err(Cut),
        Some(Fault::DropMidBody) if body.len() >= 2 => {
            let half = body.slice(..body.len() / 2);
            seen.bytes.fetch_add(half.len() as u64, Ordering::SeqCst);
            let chunks: Vec<Result<Frame<Bytes>, std::io::Error>> = vec![
                Ok(Frame::data(half)),
                Err(std::io::Error::other("cut mid-body by the test proxy")),
            ];
            let stream = StreamBody::new(futures::stream::iter(chunks));
            let b = b.header(http::header::CONTENT_LENGTH, body.len().to_string());
            return Ok(b.body(BodyExt::boxed(stream)).expect("response"));
        }
        Some(Fault::DropMidBodyLate) if body.len() >= 2 => {
            use futures::StreamExt;
            let half = body.slice(..body.len() / 2);
            seen.bytes.fetch_add(half.len() as u64, Ordering::SeqCst);
            let first = futures::stream::iter([Ok(Frame::data(half))]);
            let cut = futures::stream::once(async {
                tokio::time::sleep(Duration::from_millis(300)).await;
                Err(std::io::Error::other("cut mid-body by the test proxy"))
            });
            let stream = StreamBody::new(first.chain(cut));
            let b = b.header(http::header::CONTENT_LENGTH, body.len().to_string());
            return Ok(b.body(BodyExt::boxed(stream)).expect("response"));
        }
        _ => {}
    }
    Ok(b.body(counted(body, &seen.bytes)).expect("response"))
}

/// Clears a [`Seen::open`] flag when the stream task ends, however it ends.
struct Closed(Arc<AtomicBool>);
impl Drop for Closed {
    fn drop(&mut self) {
        self.0.store(false, Ordering::SeqCst);
    }
}

/// Passes a watch stream through frame by frame until it ends or [`FaultProxy::cut_watches`]
/// cuts it (the client then sees the connection end mid-stream).
fn stream_watch(
    shared: &Arc<Shared>,
    upstream: kube::client::Body,
    count: Arc<AtomicU64>,
    open: Arc<AtomicBool>,
) -> Body {
    let (tx, rx) = futures::channel::mpsc::channel::<Result<Frame<Bytes>, std::io::Error>>(16);
    let mut cut_rx = shared.cut_tx.subscribe();
    cut_rx.mark_unchanged();
    open.store(true, Ordering::SeqCst);
    tokio::spawn(async move {
        let _closed = Closed(open);
        use futures::SinkExt;
        let mut tx = tx;
        let mut upstream = upstream;
        loop {
            tokio::select! {
                frame = upstream.frame() => match frame {
                    Some(Ok(f)) => {
                        if let Some(d) = f.data_ref() {
                            count.fetch_add(d.len() as u64, Ordering::SeqCst);
                        }
                        if tx.send(Ok(f)).await.is_err() {
                            return;
                        }
                    }
                    Some(Err(e)) => {
                        let _ = tx.send(Err(std::io::Error::other(e.to_string()))).await;
                        return;
                    }
                    None => return,
                },
                _ = cut_rx.changed() => {
                    let _ = tx.send(Err(std::io::Error::other("watch cut by the test proxy"))).await;
                    return;
                }
            }
        }
    });
    BodyExt::boxed(StreamBody::new(rx))
}
