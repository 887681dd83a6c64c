//! The request log, a tower layer under [`super::retry`] in every client: it sees each attempt
//! of every request (the plugin's own and those of kube's watcher alike), counts it by verb into
//! [`Stats`], reads the answer's body in full (except for streams: watches and followed logs),
//! and logs it through `tracing`: `-v=6` one line per request, `I GET /api/v1/nodes?limit=500
//! 200 in 3ms (81234 bytes)`, `-v=8` the body too.
//!
//! It also collects the API server's warnings (`Warning: 299 - "text"` response headers) of every
//! answer, each distinct text once, into [`Warnings`]; the command prints them (this crate
//! prints nothing).
//!
//! The verb is the `&'static str` kube's request methods put into the request's extensions
//! (`list`, `watch`, `get`, ...); [`super::Cluster::send`] puts its [`super::Target`]'s verb there
//! the same way.

use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::task::{Context, Poll};
use std::time::Instant;

use bytes::Bytes;
use http::{Method, Request, Response};
use http_body_util::{BodyExt, Full};
use kube::client::{Body, DynBody};
use tower::BoxError;

use super::{Stats, proto};

/// Response bodies between the layers: kube's own, or the bytes read here.
pub(super) type HttpBody = Box<DynBody>;

pub(super) type BoxFut<T> = Pin<Box<dyn Future<Output = T> + Send>>;

/// The `tracing` target of request lines (`-v=6`).
pub(super) const HTTP: &str = "nodewright::http";

/// An answer whose body broke off before its end (the connection dropped mid-way). Unlike an
/// error before the answer, it is always worth another attempt (see [`super::retry`]).
#[derive(Debug)]
pub(super) struct BodyCut(pub BoxError);

impl std::fmt::Display for BodyCut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&nodewright_error::chain(&*self.0))
    }
}

impl std::error::Error for BodyCut {}

/// The layer.
#[derive(Debug, Clone)]
pub(super) struct RequestLog {
    pub stats: Arc<Stats>,
}

impl<S> tower::Layer<S> for RequestLog {
    type Service = LogService<S>;
    fn layer(&self, inner: S) -> Self::Service {
        LogService {
            inner,
            stats: self.stats.clone(),
        }
    }
}

/// The service of [`RequestLog`].
#[derive(Debug, Clone)]
pub(super) struct LogService<S> {
    inner: S,
    stats: Arc<Stats>,
}

fn query_has(uri: &http::Uri, key: &str) -> bool {
    uri.query().is_some_and(|q| {
        q.split('&').any(|kv| {
            kv.split_once('=')
                .is_some_and(|(k, v)| k == key && (v == "true" || v == "1"))
        })
    })
}

/// A watch: an answer that stays open and streams events.
pub(super) fn is_watch(uri: &http::Uri) -> bool {
    query_has(uri, "watch")
}

/// An answer read as it arrives (a watch, a followed log), never held whole.
pub(super) fn is_stream(uri: &http::Uri) -> bool {
    is_watch(uri) || query_has(uri, "follow")
}

/// In a request's extensions: its caller reads the body as it arrives
/// ([`super::Cluster::send_streamed`]), so this layer hands it on unread, counting its bytes as
/// they pass and logging the request's line when the body ends.
#[derive(Debug, Clone, Copy)]
pub(super) struct StreamedBody;

/// Logs a streamed answer's line when its body is dropped (read to its end, or abandoned).
struct BodyEnd {
    line: String,
    bytes: Arc<AtomicU64>,
    started: Instant,
}

impl Drop for BodyEnd {
    fn drop(&mut self) {
        let n = self.bytes.load(Ordering::Relaxed);
        let elapsed = self.started.elapsed();
        tracing::debug!(target: HTTP, "{} ({n} bytes, streamed: body read in {elapsed:?})", self.line);
    }
}

/// A streamed body, its bytes counted into `stats` as they pass.
fn counted(body: HttpBody, stats: Arc<Stats>, end: BodyEnd) -> HttpBody {
    let seen = end.bytes.clone();
    Box::new(body.map_frame(move |frame| {
        let _logged_on_drop = &end;
        if let Some(data) = frame.data_ref() {
            let n = data.len() as u64;
            stats.bytes_received.fetch_add(n, Ordering::Relaxed);
            seen.fetch_add(n, Ordering::Relaxed);
        }
        frame
    }))
}

/// What hears a warning: the command's printer.
type Sink = Box<dyn Fn(&str) + Send + Sync>;

/// The API server's warnings of one connection, as client-go's warning handler takes them:
/// every `Warning` response header of every answer (reads, writes, watches, errors alike) parsed
/// as RFC 7234 `code agent "text" ["date"]`, comma-separated; code 299 with a text is a warning
/// (client-go's `WarningWriter`), each distinct text handed once to the sink
/// ([`Warnings::on_warning`]) as it arrives, as kubectl prints them (deduplicated).
#[derive(Default)]
pub struct Warnings {
    seen: Mutex<HashSet<String>>,
    count: AtomicUsize,
    sink: OnceLock<Sink>,
}

impl std::fmt::Debug for Warnings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Warnings")
            .field("count", &self.count())
            .finish_non_exhaustive()
    }
}

impl Warnings {
    /// Where each new warning goes (set once, before the first request; a warning that comes
    /// before it is counted, not shown).
    pub fn on_warning(&self, sink: impl Fn(&str) + Send + Sync + 'static) {
        let _ = self.sink.set(Box::new(sink));
    }

    /// How many distinct warnings this connection received.
    pub fn count(&self) -> usize {
        self.count.load(Ordering::Relaxed)
    }

    /// Takes the warnings of one answer's headers.
    pub(super) fn record(&self, headers: &http::HeaderMap) {
        for value in headers.get_all(http::header::WARNING) {
            for text in parse_warnings(&String::from_utf8_lossy(value.as_bytes())) {
                let new = self
                    .seen
                    .lock()
                    .map(|mut seen| seen.insert(text.clone()))
                    .unwrap_or(false);
                if new {
                    self.count.fetch_add(1, Ordering::Relaxed);
                    if let Some(sink) = self.sink.get() {
                        sink(&text);
                    }
                }
            }
        }
    }
}

/// The texts of the 299 warnings in one `Warning` header value, as client-go's
/// `ParseWarningHeaders` reads it (a malformed warning ends the value, as there).
pub(super) fn parse_warnings(header: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = header.trim();
    while !rest.is_empty() {
        let Some((code, text, remainder)) = parse_one_warning(rest) else {
            break;
        };
        if code == 299 && !text.is_empty() {
            out.push(text);
        }
        rest = remainder;
    }
    out
}

/// One `code agent "text" ["date"]` and what follows its comma.
fn parse_one_warning(header: &str) -> Option<(u16, String, &str)> {
    let mut parts = header.trim().splitn(3, ' ');
    let (code, agent, rest) = (parts.next()?, parts.next()?, parts.next()?);
    let code: u16 = code
        .parse()
        .ok()
        .filter(|c| (100..=299).contains(c) && code.len() == 3)?;
    if agent.is_empty() || agent.chars().any(char::is_control) || rest.is_empty() {
        return None;
    }
    let (text, rest) = quoted(rest)?;
    if text.chars().any(char::is_control) {
        return None;
    }
    let mut rest = rest;
    if let Some(date) = rest.strip_prefix('"') {
        let end = date.find('"')?;
        rest = date[end + 1..].trim();
    }
    let rest = match rest.strip_prefix(',') {
        Some(r) => r.trim(),
        None if rest.is_empty() => rest,
        None => return None,
    };
    Some((code, text, rest))
}

/// An RFC 2616 quoted string (backslash escapes) and what follows it, trimmed.
fn quoted(s: &str) -> Option<(String, &str)> {
    let body = s.strip_prefix('"')?;
    let mut text = String::new();
    let mut escaping = false;
    for (i, c) in body.char_indices() {
        match c {
            '"' if !escaping => return Some((text, body[i + 1..].trim())),
            '\\' if !escaping => escaping = true,
            c => {
                text.push(c);
                escaping = false;
            }
        }
    }
    None
}

/// The counter of one request: watches apart, lists by their verb, the rest by method.
fn counter<'a>(stats: &'a Stats, req: &Request<Body>) -> &'a AtomicU64 {
    let verb = req.extensions().get::<&'static str>().copied();
    if is_watch(req.uri()) {
        return &stats.watch;
    }
    match (verb, req.method()) {
        (Some("list" | "list_metadata"), _) => &stats.list,
        (_, &Method::GET) => &stats.get,
        (_, &Method::PATCH) => &stats.patch,
        _ => &stats.other,
    }
}

/// A body of bytes already read.
pub(super) fn full(bytes: Bytes) -> HttpBody {
    Box::new(Full::new(bytes).map_err(|never| match never {}))
}

impl<S> tower::Service<Request<Body>> for LogService<S>
where
    S: tower::Service<Request<Body>, Response = Response<HttpBody>, Error = BoxError>,
    S::Future: Send + 'static,
{
    type Response = Response<HttpBody>;
    type Error = BoxError;
    type Future = BoxFut<Result<Self::Response, Self::Error>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request<Body>) -> Self::Future {
        counter(&self.stats, &req).fetch_add(1, Ordering::Relaxed);
        let streamed = req.extensions().get::<StreamedBody>().is_some();
        let method = req.method().clone();
        let uri = req.uri().clone();
        let stats = self.stats.clone();
        let started = Instant::now();
        let fut = self.inner.call(req);
        Box::pin(async move {
            let resp = match fut.await {
                Ok(r) => r,
                Err(e) => {
                    let elapsed = started.elapsed();
                    tracing::debug!(target: HTTP, "{method} {uri} failed after {elapsed:?}: {}", nodewright_error::chain(&*e));
                    return Err(e);
                }
            };
            stats.warnings.record(resp.headers());
            let elapsed = started.elapsed();
            let status = resp.status().as_u16();
            if is_stream(&uri) {
                let what = if is_watch(&uri) {
                    "watch stream"
                } else {
                    "stream"
                };
                tracing::debug!(target: HTTP, "{method} {uri} {status} in {elapsed:?} ({what} opened)");
                return Ok(resp);
            }
            let (parts, body) = resp.into_parts();
            if streamed {
                let end = BodyEnd {
                    line: format!("{method} {uri} {status} in {elapsed:?}"),
                    bytes: Arc::default(),
                    started,
                };
                return Ok(Response::from_parts(parts, counted(body, stats, end)));
            }
            let body = body.collect().await.map_err(BodyCut)?.to_bytes();
            stats
                .bytes_received
                .fetch_add(body.len() as u64, Ordering::Relaxed);
            tracing::debug!(target: HTTP, "{method} {uri} {status} in {elapsed:?} ({} bytes)", body.len());
            log_body(&parts, &body);
            Ok(Response::from_parts(parts, full(body)))
        })
    }
}

/// `-v=8`: the answer's body (its first 4 KiB; a protobuf one by its size only).
fn log_body(parts: &http::response::Parts, body: &[u8]) {
    if !tracing::enabled!(target: "nodewright::http::body", tracing::Level::TRACE) {
        return;
    }
    let content_type = parts
        .headers
        .get(http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok());
    if proto::is_protobuf(content_type) {
        tracing::trace!(target: "nodewright::http::body", "response body: protobuf, {} bytes", body.len());
    } else {
        let text = String::from_utf8_lossy(&body[..body.len().min(4096)]);
        tracing::trace!(target: "nodewright::http::body", "response body: {text}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warnings_are_read_as_client_go_reads_them() {
        assert_eq!(
            parse_warnings(r#"299 - "unknown field \"x\"""#),
            ["unknown field \"x\""]
        );
        assert_eq!(
            parse_warnings(
                r#"299 - "one" "Wed, 21 Oct 2015 07:28:00 GMT", 299 kube-apiserver "two", 199 - "not 299""#
            ),
            ["one", "two"]
        );
        assert!(parse_warnings("299 - \"bell\x07\"").is_empty());
        assert!(parse_warnings("299 - unquoted").is_empty());
        assert!(parse_warnings(r#"299 - """#).is_empty());
        let w = Warnings::default();
        let heard = Arc::new(Mutex::new(Vec::new()));
        let h = heard.clone();
        w.on_warning(move |t| h.lock().expect("lock").push(t.to_string()));
        let mut headers = http::HeaderMap::new();
        headers.append(
            http::header::WARNING,
            r#"299 - "a""#.parse().expect("value"),
        );
        headers.append(
            http::header::WARNING,
            r#"299 - "b", 299 - "a""#.parse().expect("value"),
        );
        w.record(&headers);
        w.record(&headers);
        assert_eq!(*heard.lock().expect("lock"), ["a", "b"]);
        assert_eq!(w.count(), 2);
    }

    #[test]
    fn watches_and_followed_logs_are_streams() {
        let u = |s: &str| s.parse::<http::Uri>().expect("uri");
        assert!(is_stream(&u("/api/v1/nodes?watch=true&resourceVersion=1")));
        assert!(is_stream(&u("/api/v1/namespaces/a/pods/p/log?follow=true")));
        assert!(!is_stream(&u("/api/v1/nodes?limit=500")));
        assert!(!is_stream(&u(
            "/api/v1/namespaces/a/pods/p/log?follow=false"
        )));
        assert!(!is_stream(&u("/api/v1/nodes?fieldSelector=watch%3Dtrue")));
    }

    #[test]
    fn requests_are_counted_by_verb() {
        let stats = Stats::default();
        let req = |m: Method, uri: &str, verb: Option<&'static str>| {
            let mut r = Request::builder()
                .method(m)
                .uri(uri)
                .body(Body::empty())
                .expect("request");
            if let Some(v) = verb {
                r.extensions_mut().insert(v);
            }
            r
        };
        for r in [
            req(Method::GET, "/api/v1/nodes?limit=5", Some("list")),
            req(Method::GET, "/api/v1/nodes?watch=true", Some("watch")),
            req(Method::GET, "/api/v1/nodes/a", Some("get")),
            req(Method::GET, "/version", None),
            req(Method::PATCH, "/api/v1/nodes/a", Some("patch")),
            req(Method::POST, "/api/v1/namespaces/a/pods/p/eviction", None),
        ] {
            counter(&stats, &r).fetch_add(1, Ordering::Relaxed);
        }
        assert_eq!(
            stats.summary(),
            "requests: list=1 get=2 patch=1 other=1 watch=1 retries=0 bytes_received=0"
        );
    }
}
