//! The HTTP server: every request checked (method, `Host`, token) before it is routed.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use futures::StreamExt;
use http::{HeaderValue, Method, Request, Response, StatusCode, header};
use http_body_util::combinators::UnsyncBoxBody;
use http_body_util::{BodyExt, Full, StreamBody};
use hyper::body::{Frame, Incoming};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;
use tokio::sync::broadcast::error::RecvError;
use tokio::sync::{mpsc, oneshot};

use crate::hub::{Hub, RESYNC};
use crate::query::{cookie, param, same};

type Body = UnsyncBoxBody<Bytes, Infallible>;

/// The page's scripts and styles come from this server only; nothing inline, nothing else.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; \
     img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// A page with no event for this long is sent a comment, so a dead connection shows.
const KEEPALIVE: Duration = Duration::from_secs(10);

/// What the page asks the command, with where to answer: a JSON document, or an HTTP status
/// and why.
#[derive(Debug)]
pub enum Query {
    /// A node's `explain` document.
    Explain(String, oneshot::Sender<Answer>),
    /// The names of the followed nodes a label selector matches.
    Select(String, oneshot::Sender<Answer>),
}

/// A JSON document, or the status and message that refuse the question.
pub type Answer = Result<String, (u16, String)>;

/// A token of 128 random bits, in hex.
pub fn new_token() -> std::io::Result<String> {
    let mut bytes = [0u8; 16];
    getrandom::getrandom(&mut bytes).map_err(|e| std::io::Error::other(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// One dashboard: where it listens, its token, its documents and where questions go.
#[derive(Debug)]
pub struct Server {
    hub: Arc<Hub>,
    token: String,
    /// The `Host` values that name this server.
    hosts: Vec<String>,
    /// Served on every address (`0.0.0.0`, `::`): any IP literal of this port names it (an
    /// address is no name a rebinding DNS answer can reuse).
    any_ip: Option<u16>,
    cookie: String,
    queries: mpsc::Sender<Query>,
}

impl Server {
    /// A server for `addr` (the bound address; a loopback address also answers to `localhost`).
    pub fn new(
        addr: SocketAddr,
        token: String,
        hub: Arc<Hub>,
        queries: mpsc::Sender<Query>,
    ) -> Self {
        let port = addr.port();
        let mut hosts = vec![addr.to_string()];
        if addr.ip().is_loopback() {
            hosts.extend([
                format!("localhost:{port}"),
                format!("127.0.0.1:{port}"),
                format!("[::1]:{port}"),
            ]);
        }
        Server {
            hub,
            token,
            hosts,
            any_ip: addr.ip().is_unspecified().then_some(port),
            // Cookies are not kept apart by port: one per port, so two dashboards do not clash.
            cookie: format!("nodewright-dashboard-{port}"),
            queries,
        }
    }

    /// Serves `listener` until the future is dropped.
    pub async fn serve(self: Arc<Self>, listener: TcpListener) -> std::io::Result<()> {
        loop {
            let (stream, _) = listener.accept().await?;
            let server = Arc::clone(&self);
            tokio::spawn(async move {
                let service = hyper::service::service_fn(move |req| {
                    let server = Arc::clone(&server);
                    async move { Ok::<_, Infallible>(server.answer(req).await) }
                });
                // A connection that fails ends alone; the page reconnects.
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(TokioIo::new(stream), service)
                    .await;
            });
        }
    }

    /// The response to one request, with the headers every response carries.
    async fn answer(&self, req: Request<Incoming>) -> Response<Body> {
        let head = req.method() == Method::HEAD;
        let mut res = self.route(&req).await;
        let h = res.headers_mut();
        for (k, v) in [
            (header::CONTENT_SECURITY_POLICY, CSP),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::REFERRER_POLICY, "no-referrer"),
            (header::X_FRAME_OPTIONS, "DENY"),
            (header::CACHE_CONTROL, "no-store"),
        ] {
            h.insert(k, HeaderValue::from_static(v));
        }
        if head {
            *res.body_mut() = empty();
        }
        res
    }

    async fn route(&self, req: &Request<Incoming>) -> Response<Body> {
        if !matches!(*req.method(), Method::GET | Method::HEAD) {
            let mut res = text(
                StatusCode::METHOD_NOT_ALLOWED,
                "read-only: GET and HEAD only\n",
            );
            res.headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            return res;
        }
        let host = req
            .headers()
            .get(header::HOST)
            .and_then(|h| h.to_str().ok());
        if !host.is_some_and(|h| self.names_us(h)) {
            return text(StatusCode::FORBIDDEN, "this Host is not the dashboard's\n");
        }
        let query = req.uri().query();
        let from_query = param(query, "token").is_some_and(|t| same(&t, &self.token));
        let from_cookie = req
            .headers()
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|c| c.to_str().ok())
            .filter_map(|c| cookie(c, &self.cookie))
            .any(|t| same(t, &self.token));
        let from_header = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|a| a.to_str().ok())
            .and_then(|a| a.strip_prefix("Bearer "))
            .is_some_and(|t| same(t, &self.token));
        if !(from_query || from_cookie || from_header) {
            return text(
                StatusCode::UNAUTHORIZED,
                "the dashboard's token is missing or wrong: open the URL it printed\n",
            );
        }
        let mut res = self.routed(req.uri().path(), query).await;
        if from_query {
            let set = format!(
                "{}={}; Path=/; HttpOnly; SameSite=Strict",
                self.cookie, self.token
            );
            if let Ok(v) = HeaderValue::from_str(&set) {
                res.headers_mut().insert(header::SET_COOKIE, v);
            }
        }
        res
    }

    /// `host` (a `Host` header) names this server.
    fn names_us(&self, host: &str) -> bool {
        self.hosts
            .iter()
            .any(|ours| ours.eq_ignore_ascii_case(host))
            || self
                .any_ip
                .is_some_and(|port| host.parse::<SocketAddr>().is_ok_and(|a| a.port() == port))
    }

    async fn routed(&self, path: &str, query: Option<&str>) -> Response<Body> {
        match path {
            "/" => asset(
                "text/html; charset=utf-8",
                include_str!("../assets/index.html"),
            ),
            "/app.js" => asset(
                "text/javascript; charset=utf-8",
                include_str!("../assets/app.js"),
            ),
            "/style.css" => asset(
                "text/css; charset=utf-8",
                include_str!("../assets/style.css"),
            ),
            "/events" => self.events(),
            "/api/explain" => match param(query, "node") {
                Some(node) => self.ask(|tx| Query::Explain(node, tx)).await,
                None => text(StatusCode::BAD_REQUEST, "node= is required\n"),
            },
            "/api/select" => match param(query, "selector") {
                Some(s) => self.ask(|tx| Query::Select(s, tx)).await,
                None => text(StatusCode::BAD_REQUEST, "selector= is required\n"),
            },
            _ => text(StatusCode::NOT_FOUND, "not found\n"),
        }
    }

    /// Asks the command and answers with its document.
    async fn ask(&self, query: impl FnOnce(oneshot::Sender<Answer>) -> Query) -> Response<Body> {
        let (tx, rx) = oneshot::channel();
        let gone = || {
            text(
                StatusCode::SERVICE_UNAVAILABLE,
                "the dashboard is stopping\n",
            )
        };
        if self.queries.send(query(tx)).await.is_err() {
            return gone();
        }
        match rx.await {
            Ok(Ok(json)) => asset_owned("application/json", json),
            Ok(Err((status, why))) => text(
                StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
                &format!("{why}\n"),
            ),
            Err(_) => gone(),
        }
    }

    /// The state as one event, then every change, with a comment when nothing happens. A page
    /// that falls too far behind is cut off: its `EventSource` reconnects and starts again.
    fn events(&self) -> Response<Body> {
        let (first, rx) = self.hub.subscribe();
        let hub = Arc::clone(&self.hub);
        // The snapshot being written (in chunks, as the page reads), then each change.
        let stream = futures::stream::unfold(
            (rx, hub, Some(first)),
            |(mut rx, hub, mut writing)| async move {
                loop {
                    if let Some(chunk) = writing.as_mut().and_then(Iterator::next) {
                        return Some((chunk, (rx, hub, writing)));
                    }
                    writing = None;
                    let next = match tokio::time::timeout(KEEPALIVE, rx.recv()).await {
                        Ok(Ok(ev)) if &*ev == RESYNC => {
                            writing = Some(hub.snapshot());
                            continue;
                        }
                        Ok(Ok(ev)) => Bytes::copy_from_slice(ev.as_bytes()),
                        Ok(Err(RecvError::Lagged(_) | RecvError::Closed)) => return None,
                        Err(_) => Bytes::from_static(b": keep-alive\n\n"),
                    };
                    return Some((next, (rx, hub, writing)));
                }
            },
        );
        let body = StreamBody::new(stream.map(|b| Ok::<_, Infallible>(Frame::data(b))));
        let mut res = Response::new(BodyExt::boxed_unsync(body));
        res.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/event-stream"),
        );
        res
    }
}

fn empty() -> Body {
    BodyExt::boxed_unsync(Full::new(Bytes::new()))
}

fn asset(kind: &'static str, body: &'static str) -> Response<Body> {
    let mut res = Response::new(BodyExt::boxed_unsync(Full::new(Bytes::from_static(
        body.as_bytes(),
    ))));
    res.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    res
}

fn asset_owned(kind: &'static str, body: String) -> Response<Body> {
    let mut res = Response::new(BodyExt::boxed_unsync(Full::new(Bytes::from(body))));
    res.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    res
}

fn text(status: StatusCode, body: &str) -> Response<Body> {
    let mut res = asset_owned("text/plain; charset=utf-8", body.to_string());
    *res.status_mut() = status;
    res
}
