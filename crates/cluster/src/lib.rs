//! The cluster access layer: the only code that talks to the API server.
//!
//! One client per context, one path: every request, the plugin's own ([`Cluster::send`], which
//! builds on kube's `Request`) and those of kube's `Api` and watcher ([`follow`], pod logs), goes
//! through one `kube::Client` over our own connection (`connect.rs`: kube's base-URI, auth and
//! header layers over hyper, rustls (`tls.rs`) and the proxy kubectl would use ([`proxy`]); the
//! exec credential plugin run once, [`credential`]):
//!
//! ```text
//! request ──> deadline ──> retry ──> log ──> kube's layers, auth ──> TLS, proxy ──> API server
//! ```
//!
//! - `deadline` (connect.rs): each request's time limit by what it is (`--request-timeout` over
//!   a plain request as a whole; a watch quiet at most 300 s; a followed log unbounded);
//! - [`retry`]: 429/5xx and connection errors, bounded ([`MAX_RETRIES`]) and within
//!   `--request-timeout`, `Retry-After` honoured, logged at `-v=4`;
//! - [`log`]: counts each attempt by verb into [`Stats`] (the verb travels in the request's
//!   extensions), reads the answer whole (streams apart, and node list pages, which
//!   [`Cluster::send_streamed`] reads as they arrive) and logs it at `-v=6` (`-v=8`: bodies).
//!
//! [`Cluster::send`] then turns HTTP failures into [`Error`]s that say what to do (401, 403 with
//! the role to grant, 404, unreachable). Logging is `tracing`, its filter set by `-v`
//! ([`crate::logging`]).
//!
//! Every answer may be gzip-compressed (the connection's gunzip layer sends `Accept-Encoding:
//! gzip`, as kubectl does, unless `--disable-compression`): a node list shrinks about eight times on the wire. Watch streams are asked
//! uncompressed (kube's choice: one event at a time gains little and a multi-member gzip stream
//! is not decoded yet).

// Functions stay under 100 lines (clippy.toml); tests are not held to it.
#![warn(clippy::too_many_lines)]

pub mod config;
mod connect;
pub mod credential;
pub mod crs;
pub mod drain;
pub mod events;
pub mod follow;
pub mod list;
pub mod migration;
pub mod node_pages;
pub mod nodes;
pub mod operator;
pub mod page_stream;
pub mod patch;
pub mod pods;
pub mod policies;
pub mod proto;
pub mod proxy;
pub mod readiness;
pub mod runs;

mod log;
mod retry;
mod tls;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use bytes::Bytes;
use http::{Request, StatusCode};
use serde::de::DeserializeOwned;

use nodewright_error::{Error, READ_ROLE, Result, WRITE_ROLE};
use nodewright_model::reevaluation::LabelKeys;

/// User-Agent naming the plugin and its version (visible in audit logs).
pub const USER_AGENT: &str = concat!("kubectl-nodewright/", env!("CARGO_PKG_VERSION"));
/// Field manager for every write.
pub const FIELD_MANAGER: &str = "kubectl-nodewright";
pub use log::Warnings;
pub use retry::MAX_RETRIES;
use retry::backoff;

/// Request counters, by verb.
#[derive(Debug, Default)]
pub struct Stats {
    pub get: AtomicU64,
    pub list: AtomicU64,
    pub patch: AtomicU64,
    pub other: AtomicU64,
    /// Watch requests (each a long-lived stream).
    pub watch: AtomicU64,
    pub retries: AtomicU64,
    pub bytes_received: AtomicU64,
    /// The API server's warnings, collected by the request log ([`Warnings`]).
    pub warnings: Warnings,
}

impl Stats {
    /// One line: `requests: list=10 get=0 patch=5000 other=2 watch=0 retries=0 bytes=...`.
    pub fn summary(&self) -> String {
        format!(
            "requests: list={} get={} patch={} other={} watch={} retries={} bytes_received={}",
            self.list.load(Ordering::Relaxed),
            self.get.load(Ordering::Relaxed),
            self.patch.load(Ordering::Relaxed),
            self.other.load(Ordering::Relaxed),
            self.watch.load(Ordering::Relaxed),
            self.retries.load(Ordering::Relaxed),
            self.bytes_received.load(Ordering::Relaxed)
        )
    }
}

/// What a request is about, for messages: `list nodes`, `patch nodes/gpu-1`.
#[derive(Debug, Clone)]
pub struct Target {
    /// RBAC verb: get, list, patch, update, create, delete.
    pub verb: &'static str,
    /// Resource as RBAC names it, e.g. `nodes`, `nodewrights.nodewright.nvidia.com`.
    pub resource: String,
    /// Object name, when there is one.
    pub name: Option<String>,
}

impl Target {
    pub fn new(verb: &'static str, resource: impl Into<String>, name: Option<&str>) -> Self {
        Target {
            verb,
            resource: resource.into(),
            name: name.map(str::to_string),
        }
    }
    fn describe(&self) -> String {
        match &self.name {
            Some(n) => format!("{}/{}", self.resource, n),
            None => self.resource.clone(),
        }
    }
}

/// The URL path of a built-in kind's collection, from k8s-openapi's metadata through kube's
/// `Resource`: `path_of::<Pod>(Some("ns"))` is `/api/v1/namespaces/ns/pods`.
pub fn path_of<K: kube::Resource<DynamicType = ()>>(namespace: Option<&str>) -> String {
    K::url_path(&(), namespace)
}

/// Decodes a JSON answer; one that does not decode is an API error naming the request
/// (`unexpected answer: ...`).
pub fn decode<T: DeserializeOwned>(answer: &Answer, target: &Target) -> Result<T> {
    serde_json::from_slice(&answer.body).map_err(|e| Error::Api {
        verb: target.verb.into(),
        resource: target.describe(),
        code: answer.status.as_u16(),
        message: format!("unexpected answer: {e}"),
    })
}

/// A raw answer from the API server that was not an error.
#[derive(Debug)]
pub struct Answer {
    pub status: StatusCode,
    /// The answer's `Content-Type` (node list pages may come as protobuf, see [`proto`]).
    pub content_type: Option<String>,
    pub body: Bytes,
}

/// An answer whose body is read as it arrives ([`Cluster::send_streamed`]).
#[derive(Debug)]
pub struct Streamed {
    pub status: StatusCode,
    pub content_type: Option<String>,
    body: kube::client::Body,
}

impl Streamed {
    /// The next chunk of the body (decompressed), `None` at its end; an error when the body
    /// broke off.
    pub async fn chunk(&mut self) -> std::result::Result<Option<Bytes>, kube::Error> {
        use http_body_util::BodyExt;
        while let Some(frame) = self.body.frame().await {
            if let Ok(data) = frame?.into_data() {
                return Ok(Some(data));
            }
        }
        Ok(None)
    }

    /// The rest of the body, whole.
    pub async fn rest(self) -> std::result::Result<Bytes, kube::Error> {
        self.body.collect_bytes().await
    }
}

/// An API connection plus the settings every command shares: one client per context (one pool
/// of connections, one credential, the exec plugin run once), whose requests each get their time
/// limit by what they are (connect.rs, `Deadline`).
#[derive(Clone)]
pub struct Cluster {
    client: kube::Client,
    /// The exec credential plugin of the kubeconfig's user, when it has one.
    credentials: Option<Arc<credential::Credentials>>,
    server: String,
    pub stats: Arc<Stats>,
    pub verbosity: u8,
    pub chunk_size: u32,
    /// How a walk of every node lists them ([`node_pages`]).
    pub node_list: config::NodeList,
    /// The labels a node keeps as a walk decodes it (see [`Cluster::keeping_labels`]); every
    /// label when `None`.
    pub labels: Option<Arc<LabelKeys>>,
    pub default_namespace: String,
    /// `--request-timeout`: bounds a request as a whole, its retries included, as in kubectl
    /// (client-go's timeout covers its retries), so a server answering `Retry-After: 60` cannot
    /// hold a command for minutes. `None`: no limit (kubectl's default).
    pub request_timeout: Option<Duration>,
}

impl std::fmt::Debug for Cluster {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cluster")
            .field("server", &self.server)
            .finish_non_exhaustive()
    }
}

impl Cluster {
    /// Connects (lazily: no request is made here, and the exec credential plugin runs when the
    /// first request needs it) using kubectl's flags.
    pub async fn connect(g: &config::ConnectOptions) -> Result<Self> {
        let (mut cfg, kubeconfig_proxy) = config::client_config(g).await?;
        cfg.headers.push((
            http::header::USER_AGENT,
            http::HeaderValue::from_static(USER_AGENT),
        ));
        let server = cfg.cluster_url.to_string();
        let request_timeout = g.flags.request_timeout;
        let default_namespace = cfg.default_namespace.clone();
        let stats = Arc::new(Stats::default());
        let connect_timeout = request_timeout.unwrap_or(Duration::MAX);
        let built = connect::service(&cfg, kubeconfig_proxy.as_deref(), connect_timeout)
            .await
            .map_err(Error::Kubeconfig)?;
        if let Some(p) = &built.proxy {
            tracing::debug!("{server} through the proxy {}", connect::redact_userinfo(p));
        }
        // Each layer wraps the stack so far: the connection (one boxed service, made cloneable
        // by the buffer so that a request can be sent again), then log, retry, and the deadline,
        // the outermost (it bounds a request with its retries).
        let service = tower::ServiceBuilder::new()
            .layer(connect::Deadline {
                request: request_timeout,
            })
            .layer(retry::layer(retry::Policy {
                stats: stats.clone(),
                timeout: request_timeout,
            }))
            .layer(log::RequestLog {
                stats: stats.clone(),
            })
            .layer(tower::buffer::BufferLayer::<Request<kube::client::Body>>::new(1024))
            .service(built.inner);
        let client = kube::Client::new(service, default_namespace.clone());
        Ok(Cluster {
            client,
            credentials: built.credentials,
            server,
            stats,
            verbosity: g.verbosity,
            chunk_size: g.chunk_size.max(1),
            node_list: g.node_list,
            labels: None,
            default_namespace,
            request_timeout,
        })
    }

    /// The client: plain requests, watches and followed logs alike (each request gets its own
    /// time limit).
    pub fn client(&self) -> &kube::Client {
        &self.client
    }

    /// How many times the exec credential plugin ran on this connection (0 without one).
    pub fn credential_runs(&self) -> u32 {
        self.credentials.as_ref().map_or(0, |c| c.runs())
    }

    /// The same connection, whose walks of the nodes keep only the labels `keys` needs (and the
    /// operator's): the others are passed over as each node is decoded, never allocated. For a
    /// command that evaluates the nodes and shows no other label (`status`, `rollout`).
    pub fn keeping_labels(&self, keys: LabelKeys) -> Cluster {
        Cluster {
            labels: Some(Arc::new(keys)),
            ..self.clone()
        }
    }

    /// The API server URL, for messages.
    pub fn server(&self) -> &str {
        &self.server
    }

    /// Sends a request through the client's layers ([`retry`], then [`log`]). Non-2xx answers
    /// become errors, except the statuses listed in `pass` (e.g. 404 or 409/422 for guarded
    /// writes), which come back as an [`Answer`] for the caller to interpret.
    pub async fn send(
        &self,
        req: Request<Vec<u8>>,
        target: &Target,
        pass: &[StatusCode],
    ) -> Result<Answer> {
        let head = self.send_head(req, target, pass, false).await?;
        // Already read whole by the log layer: this only takes the bytes.
        let body = head
            .body
            .collect_bytes()
            .await
            .map_err(|e| self.unreachable(&e))?;
        Ok(Answer {
            status: head.status,
            content_type: head.content_type,
            body,
        })
    }

    /// [`Cluster::send`] with the body read as it arrives, decompressed chunk by chunk
    /// ([`Streamed::chunk`]), through the same layers: the retry layer still sends the request
    /// again on a 429/5xx or a failed connection, before any of the body is handed over; a body
    /// that breaks off after that is the caller's to retry (it alone knows what it did with the
    /// part it read: see `nodes::fetch_page`).
    pub async fn send_streamed(
        &self,
        req: Request<Vec<u8>>,
        target: &Target,
        pass: &[StatusCode],
    ) -> Result<Streamed> {
        self.send_head(req, target, pass, true).await
    }

    async fn send_head(
        &self,
        req: Request<Vec<u8>>,
        target: &Target,
        pass: &[StatusCode],
        streamed: bool,
    ) -> Result<Streamed> {
        let (mut parts, body) = req.into_parts();
        // The verb rides in the extensions, as kube's own request methods put it: the log layer
        // counts by it.
        parts.extensions.insert(target.verb);
        if streamed {
            parts.extensions.insert(log::StreamedBody);
        }
        let req = Request::from_parts(parts, kube::client::Body::from(body));
        let resp = self
            .client
            .send(req)
            .await
            .map_err(|e| self.unreachable(&e))?;
        let status = resp.status();
        let not_retried = resp.extensions().get::<retry::NotRetried>().copied();
        let content_type = resp
            .headers()
            .get(http::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        let body = resp.into_body();
        if status.is_success() || pass.contains(&status) {
            return Ok(Streamed {
                status,
                content_type,
                body,
            });
        }
        // An error's body is small: read whole.
        let body = body
            .collect_bytes()
            .await
            .map_err(|e| self.unreachable(&e))?;
        let mut e = self.classify(status, &body, target);
        if let (Some(retry::NotRetried(wait)), Error::Api { message, .. }) = (not_retried, &mut e) {
            message.push_str(&format!(
                " (not retried: waiting {wait:?} would pass --request-timeout)"
            ));
        }
        Err(e)
    }

    /// A body that broke off while it was read ([`Streamed::chunk`]), as an error.
    pub fn cut(&self, e: &kube::Error) -> Error {
        self.unreachable(e)
    }

    /// A request that got no (complete) answer; or whose credential plugin failed.
    fn unreachable(&self, e: &kube::Error) -> Error {
        if let Some(c) = credential_error(e) {
            return Error::Credentials(c.to_string());
        }
        Error::Unreachable {
            server: self.server.clone(),
            reason: friendly_transport(&nodewright_error::chain(e)),
        }
    }

    /// Sends and deserializes a JSON answer.
    pub async fn send_json<T: DeserializeOwned>(
        &self,
        req: Request<Vec<u8>>,
        target: &Target,
    ) -> Result<T> {
        let answer = self.send(req, target, &[]).await?;
        decode(&answer, target)
    }

    /// Turns a non-success answer into an error that says what to do.
    pub fn classify(&self, status: StatusCode, body: &[u8], target: &Target) -> Error {
        let message = status_message(body);
        match status {
            StatusCode::UNAUTHORIZED => {
                let message = match &self.credentials {
                    // The next request runs the plugin again, as client-go does after a 401.
                    Some(c) => {
                        c.refused();
                        format!(
                            "{message}; the credential came from the kubeconfig's exec plugin `{}`: log in again with it (e.g. `aws sso login`, `gcloud auth login`, `az login`, `kubelogin`) and retry",
                            c.command()
                        )
                    }
                    None => message,
                };
                Error::Unauthorized {
                    verb: target.verb.into(),
                    resource: target.describe(),
                    message,
                }
            }
            StatusCode::FORBIDDEN => Error::Forbidden {
                verb: target.verb.into(),
                resource: target.describe(),
                message,
                role: if matches!(target.verb, "get" | "list" | "watch") {
                    READ_ROLE
                } else {
                    WRITE_ROLE
                }
                .into(),
            },
            StatusCode::NOT_FOUND => Error::NotFound(format!("{} not found", target.describe())),
            // Go's TLS server answers plain HTTP with this 400: the URL's scheme is wrong.
            StatusCode::BAD_REQUEST if message.contains("HTTP request to an HTTPS server") => {
                Error::Unreachable {
                    server: self.server.clone(),
                    reason: format!("{message} (the server speaks HTTPS: use an https:// URL)"),
                }
            }
            _ => Error::Api {
                verb: target.verb.into(),
                resource: target.describe(),
                code: status.as_u16(),
                message,
            },
        }
    }

    /// API groups served (`/apis`), as `group/version` strings, plus `v1` for the core group.
    pub async fn served_group_versions(&self) -> Result<Vec<String>> {
        let target = Target::new("get", "discovery (/apis)", None);
        let groups = self
            .client
            .list_api_groups()
            .await
            .map_err(|e| self.kube_error(&e, &target))?;
        Ok(groups
            .groups
            .into_iter()
            .flat_map(|g| g.versions.into_iter().map(|v| v.group_version))
            .collect())
    }

    /// The server's version (`/version`).
    pub async fn server_version(&self) -> Result<String> {
        let target = Target::new("get", "version", None);
        let info = self
            .client
            .apiserver_version()
            .await
            .map_err(|e| self.kube_error(&e, &target))?;
        Ok(info.git_version)
    }

    /// An error of one of kube's own requests (through the same layers), said as the plugin's
    /// own are: an answer the server refused is classified by its status, the rest unreachable.
    fn kube_error(&self, e: &kube::Error, target: &Target) -> Error {
        match e {
            kube::Error::Api(status) => {
                let code = StatusCode::from_u16(status.code).unwrap_or(StatusCode::BAD_GATEWAY);
                let body = serde_json::to_vec(status.as_ref()).unwrap_or_default();
                self.classify(code, &body, target)
            }
            other => self.unreachable(other),
        }
    }
}

/// The `message` of a `metav1.Status` answer (JSON, or protobuf for a request that asked for
/// it), else the start of the body as text.
pub fn status_message(body: &[u8]) -> String {
    if let Some(m) = proto::status_message(body) {
        return m;
    }
    serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|v| {
            v.get("message")
                .and_then(|m| m.as_str())
                .map(str::to_string)
        })
        .unwrap_or_else(|| {
            String::from_utf8_lossy(&body[..body.len().min(300)])
                .trim()
                .to_string()
        })
}

/// A bare `kube::Client` for a kube `Config` (its `proxy_url` taken as the kubeconfig's), over
/// the plugin's own connection (rustls, connect.rs) and without its retry and log layers: for
/// the tests and the benchmark's seeding, which build clients of their own.
pub async fn client_from_config(cfg: kube::Config) -> std::result::Result<kube::Client, String> {
    let proxy = cfg.proxy_url.as_ref().map(|u| u.to_string());
    let built = connect::service(&cfg, proxy.as_deref(), Duration::from_secs(30)).await?;
    Ok(kube::Client::new(built.inner, cfg.default_namespace))
}

/// The credential plugin's own error in a client error's sources, if it failed.
pub fn credential_error<'a>(
    e: &'a (dyn std::error::Error + 'static),
) -> Option<&'a credential::CredentialError> {
    let mut cur: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(err) = cur {
        if let Some(c) = err.downcast_ref::<credential::CredentialError>() {
            return Some(c);
        }
        cur = err.source();
    }
    None
}

fn friendly_transport(reason: &str) -> String {
    let r = reason.to_ascii_lowercase();
    if r.contains("connection refused") {
        format!("{reason} (is the cluster running, and is this the right context?)")
    } else if r.contains("certificate") || r.contains("invalid peer") {
        format!(
            "{reason} (the server's certificate is not trusted by the kubeconfig's CA; check --certificate-authority or the context)"
        )
    } else if r.contains("timed out") || r.contains("timeout") || r.contains("elapsed") {
        format!("{reason} (no answer within --request-timeout)")
    } else if r.contains("invalidcontenttype")
        || r.contains("corrupt message")
        || r.contains("http/1")
    {
        format!("{reason} (does the server speak HTTPS?)")
    } else {
        reason.to_string()
    }
}

/// kube's request builders start every query with `?&` (`/api/v1/nodes?&limit=250`): harmless to
/// the API server, but it is what `-v=6` shows and what an audit log records. Drops the stray `&`
/// (and a `?` with nothing after it).
pub fn tidy_uri(uri: http::Uri) -> http::Uri {
    let Some(pq) = uri.path_and_query() else {
        return uri;
    };
    let Some(query) = pq.query() else {
        return uri;
    };
    let trimmed = query.trim_start_matches('&');
    if trimmed.len() == query.len() && !query.is_empty() {
        return uri;
    }
    let tidy = if trimmed.is_empty() {
        pq.path().to_string()
    } else {
        format!("{}?{trimmed}", pq.path())
    };
    let mut parts = uri.clone().into_parts();
    match tidy.parse() {
        Ok(pq) => {
            parts.path_and_query = Some(pq);
            http::Uri::from_parts(parts).unwrap_or(uri)
        }
        Err(_) => uri,
    }
}

#[cfg(test)]
mod uri_tests {
    use super::tidy_uri;

    fn t(s: &str) -> String {
        tidy_uri(s.parse().expect("uri")).to_string()
    }

    #[test]
    fn the_query_starts_with_its_first_parameter() {
        assert_eq!(t("/api/v1/nodes?&limit=500"), "/api/v1/nodes?limit=500");
        assert_eq!(
            t("https://h:6443/api/v1/nodes?&limit=250&continue=abc"),
            "https://h:6443/api/v1/nodes?limit=250&continue=abc"
        );
        assert_eq!(t("/api/v1/nodes?"), "/api/v1/nodes");
        assert_eq!(t("/api/v1/nodes?&"), "/api/v1/nodes");
        assert_eq!(t("/api/v1/nodes?limit=1"), "/api/v1/nodes?limit=1");
        assert_eq!(t("/api/v1/nodes/a%26b"), "/api/v1/nodes/a%26b");
    }
}
