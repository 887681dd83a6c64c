//! The one connection of a context: hyper's pooled HTTP/1 client over our own connector
//! (TCP, the proxy kubectl would use, rustls), under kube's own layers (base URI, the
//! kubeconfig's auth, impersonation headers) and gzip decoding, with the exec credential plugin
//! run once and shared by every request ([`crate::credential`]).
//!
//! ```text
//! deadline -> retry -> log -> buffer -> base URI -> gunzip -> auth -> headers -> hyper
//!   (hyper: pool -> TLS (tls.rs) -> proxy (proxy.rs: CONNECT or SOCKS5) -> TCP)
//! ```
//!
//! [`Deadline`] sets each request's time limit by what it is (per request, one client): a plain
//! request ends, answer read whole, within `--request-timeout` (kubectl's: the whole request,
//! its retries included; no limit by default); a watch may stay quiet for 300 s between two
//! reads (the API server writes a bookmark about once a minute and ends a watch after 290 s), so
//! a dead connection is noticed; a followed log has no limit.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use futures::future::BoxFuture;
use http::{Request, Response, Uri};
use hyper::body::Frame;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::client::legacy::connect::proxy::{SocksV5, Tunnel};
use hyper_util::rt::{TokioExecutor, TokioIo};
use kube::client::{Body, ConfigExt, DynBody};
use tokio::net::TcpStream;
use tokio::time::{Instant, Sleep};
use tower::util::BoxService;
use tower::{BoxError, Service, ServiceBuilder, ServiceExt};

use crate::credential::{AddCredential, Credentials};
use crate::log::{BoxFut, HttpBody, is_stream, is_watch};
use crate::tls::{self, Identity};

/// The longest a connect may take (kubectl's dialer: 30 s).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(30);

/// The longest a watch may stay quiet between two reads.
pub(crate) const WATCH_QUIET: Duration = Duration::from_secs(300);

/// kube's inner service, boxed: the buffer above it makes it cloneable.
pub(crate) type Inner = BoxService<Request<Body>, Response<HttpBody>, BoxError>;

/// What [`service`] builds: the stack under the buffer, and the exec credential when the
/// kubeconfig's user has one.
pub(crate) struct Built {
    pub inner: Inner,
    pub credentials: Option<Arc<Credentials>>,
    /// The proxy in use, for `-v=4` and errors.
    pub proxy: Option<Uri>,
}

/// Builds the connection of `cfg` (the kubeconfig as loaded, with kubectl's flags applied);
/// `kubeconfig_proxy` is the cluster's `proxy-url`. No request is made and no plugin runs here,
/// except kube's legacy `auth-provider` commands (gcp `cmd-path`), off the runtime's workers.
pub(crate) async fn service(
    cfg: &kube::Config,
    kubeconfig_proxy: Option<&str>,
    connect_timeout: Duration,
) -> Result<Built, String> {
    let auth = &cfg.auth_info;
    let static_auth = auth.token.is_some()
        || auth.token_file.is_some()
        || auth.username.is_some()
        || auth.auth_provider.is_some();
    let credentials = match &auth.exec {
        Some(exec) if !static_auth => Some(Credentials::new(exec.clone())),
        _ => None,
    };
    // kube's auth layer for every other kind (token, token file, basic, auth-provider); the
    // exec plugin is ours, so kube never runs it.
    let mut kube_cfg = cfg.clone();
    kube_cfg.auth_info.exec = None;
    let kube_auth = tokio::task::spawn_blocking(move || kube_cfg.auth_layer())
        .await
        .map_err(|e| e.to_string())?
        .map_err(|e| crate::config::chain(&e))?;
    let identity = match fixed_identity(auth)? {
        Some(k) => Identity::Fixed(Arc::new(k)),
        None => match &credentials {
            Some(c) => Identity::Exec(Arc::clone(c)),
            None => Identity::None,
        },
    };
    let tls = tls::client_config(cfg.root_cert.as_deref(), cfg.accept_invalid_certs, identity)?;
    let proxy = crate::proxy::for_server(&cfg.cluster_url, kubeconfig_proxy, |k| {
        std::env::var(k).ok()
    })?;
    let dial = Dial::new(proxy.clone(), connect_timeout)?;
    let https = hyper_rustls::HttpsConnectorBuilder::new()
        .with_tls_config(tls)
        .https_or_http();
    let https = match &cfg.tls_server_name {
        Some(name) => {
            let name = rustls_pki_types::ServerName::try_from(name.clone())
                .map_err(|e| format!("tls-server-name {name:?}: {e}"))?;
            https.with_server_name_resolver(hyper_rustls::FixedServerNameResolver::new(name))
        }
        None => https,
    };
    let https = https.enable_http1().wrap_connector(dial);
    let client: hyper_util::client::legacy::Client<_, Body> =
        hyper_util::client::legacy::Client::builder(TokioExecutor::new()).build(https);
    let gunzip = tower_http::decompression::DecompressionLayer::new()
        .no_br()
        .no_deflate()
        .no_zstd()
        .gzip(!cfg.disable_compression);
    let inner = ServiceBuilder::new()
        .layer(cfg.base_uri_layer())
        .layer(gunzip)
        .option_layer(kube_auth)
        .option_layer(
            credentials
                .clone()
                .map(|c| tower::filter::AsyncFilterLayer::new(AddCredential(c))),
        )
        .layer(
            cfg.extra_headers_layer()
                .map_err(|e| crate::config::chain(&e))?,
        )
        .map_err(BoxError::from)
        .service(client)
        .map_response(|resp| {
            resp.map(|body| {
                Box::new(http_body_util::BodyExt::map_err(body, BoxError::from)) as Box<DynBody>
            })
        })
        .boxed();
    Ok(Built {
        inner,
        credentials,
        proxy,
    })
}

/// The client certificate and key of the kubeconfig's user (data or files), if it has both.
fn fixed_identity(
    auth: &kube::config::AuthInfo,
) -> Result<Option<rustls::sign::CertifiedKey>, String> {
    use base64::Engine;
    use secrecy::ExposeSecret;
    let data = |inline: Option<&str>,
                path: Option<&String>,
                what: &str|
     -> Result<Option<Vec<u8>>, String> {
        if let Some(b64) = inline.filter(|s| !s.is_empty()) {
            return base64::engine::general_purpose::STANDARD
                .decode(b64.trim())
                .map(Some)
                .map_err(|e| format!("{what}-data is not base64: {e}"));
        }
        match path.filter(|p| !p.is_empty()) {
            Some(p) => std::fs::read(p)
                .map(Some)
                .map_err(|e| format!("{what} {p}: {e}")),
            None => Ok(None),
        }
    };
    let cert = data(
        auth.client_certificate_data.as_deref(),
        auth.client_certificate.as_ref(),
        "client-certificate",
    )?;
    let key = data(
        auth.client_key_data.as_ref().map(|k| k.expose_secret()),
        auth.client_key.as_ref(),
        "client-key",
    )?;
    match (cert, key) {
        (Some(c), Some(k)) => tls::certified_key(&c, &k).map(Some),
        (Some(_), None) => Err("a client certificate without its client key".into()),
        (None, Some(_)) => Err("a client key without its client certificate".into()),
        (None, None) => Ok(None),
    }
}

/// TCP to the server, directly or through the proxy.
#[derive(Clone)]
enum Dial {
    Direct(HttpConnector),
    Connect(Tunnel<HttpConnector>),
    Socks(SocksV5<HttpConnector>),
}

impl Dial {
    fn new(proxy: Option<Uri>, connect_timeout: Duration) -> Result<Dial, String> {
        let mut tcp = HttpConnector::new();
        tcp.enforce_http(false);
        tcp.set_nodelay(true);
        tcp.set_connect_timeout(Some(connect_timeout.min(CONNECT_TIMEOUT)));
        let Some(proxy) = proxy else {
            return Ok(Dial::Direct(tcp));
        };
        let userinfo = proxy
            .authority()
            .and_then(|a| a.as_str().rsplit_once('@'))
            .map(|(u, _)| percent_decode(u));
        match proxy.scheme_str() {
            Some("http") => {
                let mut t = Tunnel::new(proxy.clone(), tcp);
                if let Some(u) = userinfo {
                    use base64::Engine;
                    let v = format!(
                        "Basic {}",
                        base64::engine::general_purpose::STANDARD.encode(u)
                    );
                    if let Ok(v) = http::HeaderValue::try_from(v) {
                        t = t.with_auth(v);
                    }
                }
                Ok(Dial::Connect(t))
            }
            Some("socks5" | "socks5h") => {
                let mut s = SocksV5::new(proxy.clone(), tcp).local_dns(false);
                if let Some((user, pass)) = userinfo.as_deref().and_then(|u| u.split_once(':')) {
                    s = s.with_auth(user.to_string(), pass.to_string());
                }
                Ok(Dial::Socks(s))
            }
            _ => Err(format!(
                "proxy {}: only http:// (CONNECT) and socks5:// proxies are supported",
                redact_userinfo(&proxy)
            )),
        }
    }
}

/// A proxy URL without its password, for messages.
pub(crate) fn redact_userinfo(u: &Uri) -> String {
    let s = u.to_string();
    match u.authority().map(|a| a.as_str()) {
        Some(a) if a.contains('@') => {
            let host = a.rsplit_once('@').map(|(_, h)| h).unwrap_or(a);
            s.replacen(a, &format!("***@{host}"), 1)
        }
        _ => s,
    }
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        if b[i] == b'%'
            && let (Some(h), Some(l)) = (
                b.get(i + 1).and_then(|&c| hex(c)),
                b.get(i + 2).and_then(|&c| hex(c)),
            )
        {
            out.push((h * 16 + l) as u8);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

impl Service<Uri> for Dial {
    type Response = TokioIo<TcpStream>;
    type Error = BoxError;
    type Future = BoxFuture<'static, Result<Self::Response, BoxError>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), BoxError>> {
        match self {
            Dial::Direct(c) => c.poll_ready(cx).map_err(Into::into),
            Dial::Connect(c) => c.poll_ready(cx).map_err(Into::into),
            Dial::Socks(c) => c.poll_ready(cx).map_err(Into::into),
        }
    }

    fn call(&mut self, dst: Uri) -> Self::Future {
        match self {
            Dial::Direct(c) => {
                let f = c.call(dst);
                Box::pin(async move { f.await.map_err(Into::into) })
            }
            Dial::Connect(c) => {
                let f = c.call(dst);
                Box::pin(async move {
                    f.await
                        .map_err(|e| format!("proxy: {}", crate::config::chain(&e)).into())
                })
            }
            Dial::Socks(c) => {
                let f = c.call(dst);
                Box::pin(async move {
                    f.await
                        .map_err(|e| format!("socks proxy: {}", crate::config::chain(&e)).into())
                })
            }
        }
    }
}

/// A request that took longer than its limit.
#[derive(Debug)]
pub(crate) struct TimedOut(pub String);

impl std::fmt::Display for TimedOut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TimedOut {}

/// The layer that gives each request its time limit (module docs).
#[derive(Debug, Clone)]
pub(crate) struct Deadline {
    /// `--request-timeout`.
    pub request: Option<Duration>,
}

impl<S> tower::Layer<S> for Deadline {
    type Service = DeadlineService<S>;
    fn layer(&self, inner: S) -> Self::Service {
        DeadlineService {
            inner,
            limits: self.clone(),
        }
    }
}

/// The service of [`Deadline`].
#[derive(Debug, Clone)]
pub(crate) struct DeadlineService<S> {
    inner: S,
    limits: Deadline,
}

impl<S> Service<Request<Body>> for DeadlineService<S>
where
    S: Service<Request<Body>, Response = Response<HttpBody>, Error = BoxError>,
    S::Future: Send + 'static,
{
    type Response = Response<HttpBody>;
    type Error = BoxError;
    type Future = BoxFut<Result<Self::Response, Self::Error>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request<Body>) -> Self::Future {
        let uri = req.uri().clone();
        let fut = self.inner.call(req);
        let limit = if is_watch(&uri) {
            Limit::Quiet(WATCH_QUIET)
        } else if is_stream(&uri) {
            Limit::None
        } else {
            match self.limits.request {
                Some(t) => Limit::Whole(Instant::now() + t, t),
                None => Limit::None,
            }
        };
        Box::pin(async move {
            let head = match limit {
                Limit::None => fut.await?,
                Limit::Whole(at, t) => tokio::time::timeout_at(at, fut).await.map_err(|_| {
                    TimedOut(format!("timed out after {t:?} (--request-timeout)"))
                })??,
                Limit::Quiet(q) => tokio::time::timeout(q, fut)
                    .await
                    .map_err(|_| TimedOut(format!("no answer to a watch within {q:?}")))??,
            };
            if matches!(limit, Limit::None) {
                return Ok(head);
            }
            Ok(head.map(|body| Box::new(Limited::new(body, limit)) as HttpBody))
        })
    }
}

#[derive(Debug, Clone, Copy)]
enum Limit {
    None,
    /// The whole request by this instant (`--request-timeout`).
    Whole(Instant, Duration),
    /// No longer than this between two reads.
    Quiet(Duration),
}

/// A response body held to its [`Limit`].
struct Limited {
    body: HttpBody,
    limit: Limit,
    timer: Pin<Box<Sleep>>,
}

impl Limited {
    fn new(body: HttpBody, limit: Limit) -> Limited {
        let at = match limit {
            Limit::Whole(at, _) => at,
            Limit::Quiet(q) => Instant::now() + q,
            Limit::None => Instant::now() + Duration::from_secs(86_400 * 365),
        };
        Limited {
            body,
            limit,
            timer: Box::pin(tokio::time::sleep_until(at)),
        }
    }
}

impl hyper::body::Body for Limited {
    type Data = Bytes;
    type Error = BoxError;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, BoxError>>> {
        let this = &mut *self;
        if let Poll::Ready(frame) = Pin::new(&mut this.body).poll_frame(cx) {
            if let (Some(Ok(_)), Limit::Quiet(q)) = (&frame, this.limit) {
                this.timer.as_mut().reset(Instant::now() + q);
            }
            return Poll::Ready(frame);
        }
        if this.timer.as_mut().poll(cx).is_ready() {
            let why = match this.limit {
                Limit::Whole(_, t) => format!("timed out after {t:?} (--request-timeout)"),
                Limit::Quiet(q) => format!("the watch was quiet for {q:?}"),
                Limit::None => "timed out".into(),
            };
            return Poll::Ready(Some(Err(TimedOut(why).into())));
        }
        Poll::Pending
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        self.body.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proxy_passwords_stay_out_of_messages() {
        let u: Uri = "http://me:pw@proxy:3128".parse().expect("uri");
        assert_eq!(redact_userinfo(&u), "http://***@proxy:3128/");
        assert_eq!(percent_decode("me:p%40ss"), "me:p@ss");
    }
}
