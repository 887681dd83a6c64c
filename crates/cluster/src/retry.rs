//! The retry layer, outermost in every client but the deadline: tower's own `Retry` with this
//! file's [`Policy`] (kube's client has a `RetryPolicy` of the same shape, for 429/503/504 only).
//! One request, sent again on a failure that a
//! second attempt may cure, a bounded number of times ([`MAX_RETRIES`]) with exponential backoff
//! (200 ms, doubling) or the server's `Retry-After` (at most 60 s), and never past
//! `--request-timeout`, which bounds a request with its retries as in kubectl.
//!
//! What is sent again:
//! - 429, 502, 503 and 504, whatever the method: the server did not act on the request;
//! - 500 for a GET only (a write may have been applied);
//! - a connection that failed before the answer (not a refused connection, a TLS or DNS failure,
//!   or a timeout: a second attempt would fail the same way, only later);
//! - an answer whose body broke off ([`super::log::BodyCut`]).
//!
//! Writes are sent again too, as they always were: every write of the plugin is a guarded JSON
//! Patch whose `test` ops fail (409/422) if the first attempt was applied after all, and the
//! caller then reads the object again and re-plans (`patch.rs`). Each retry is counted and logged
//! at `-v=4`: `I retry 1/5 of GET /api/v1/nodes?limit=500: retrying in 200ms`.
//!
//! A failure that is not retried only because waiting would pass `--request-timeout` comes back
//! with [`NotRetried`] in its extensions, so the error can say so.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use http::{Method, Request, Response, StatusCode};
use kube::client::Body;
use tower::BoxError;
use tower::layer::util::{Identity, Stack};
use tower::retry::RetryLayer;
use tower::util::MapRequestLayer;

use super::Stats;
use super::log::{BodyCut, HttpBody};

/// At most this many retries of one request.
pub const MAX_RETRIES: u32 = 5;

/// The longest `Retry-After` honoured.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(60);

/// In a final answer's extensions: it was worth a retry after this wait, but the wait would have
/// passed `--request-timeout`.
#[derive(Debug, Clone, Copy)]
pub(super) struct NotRetried(pub Duration);

/// The policy of tower's retry layer (`tower::retry::Retry`, which sends the copies and waits):
/// the counters it adds retries to, and `--request-timeout`. It keeps nothing per request: the
/// copy kept for a retry carries its [`Attempt`] in its extensions.
#[derive(Debug, Clone)]
pub(super) struct Policy {
    pub stats: Arc<Stats>,
    pub timeout: Option<Duration>,
}

/// The tidied request's type, for the layer's name.
type Tidy = fn(Request<Body>) -> Request<Body>;

/// The layers [`layer`] stacks, outermost first: tidy, then retry.
type Layers = Stack<RetryLayer<Policy>, Stack<MapRequestLayer<Tidy>, Identity>>;

/// The layer, as the client stacks it: the URI tidied once ([`super::tidy_uri`]), then tower's
/// retry with this policy.
pub(super) fn layer(policy: Policy) -> tower::ServiceBuilder<Layers> {
    let tidy: Tidy = |req| {
        let (mut parts, body) = req.into_parts();
        parts.uri = super::tidy_uri(parts.uri);
        Request::from_parts(parts, body)
    };
    tower::ServiceBuilder::new()
        .map_request(tidy)
        .layer(RetryLayer::new(policy))
}

/// In the extensions of the copy of a request kept for its next retry: how many retries were
/// made, and the deadline of the request with its retries (`--request-timeout` from the first
/// attempt).
#[derive(Debug, Clone, Copy)]
struct Attempt {
    made: u32,
    deadline: Option<Instant>,
}

impl tower::retry::Policy<Request<Body>, Response<HttpBody>, BoxError> for Policy {
    type Future = tokio::time::Sleep;

    fn retry(
        &mut self,
        req: &mut Request<Body>,
        result: &mut Result<Response<HttpBody>, BoxError>,
    ) -> Option<Self::Future> {
        let at = req.extensions().get::<Attempt>().copied()?;
        let (wait, why) = decide(result, req.method(), at.made, at.deadline)?;
        req.extensions_mut().insert(Attempt {
            made: at.made + 1,
            ..at
        });
        self.stats.retries.fetch_add(1, Ordering::Relaxed);
        tracing::debug!(
            target: "nodewright::retry",
            "retry {}/{MAX_RETRIES} of {} {}: {why}",
            at.made + 1,
            req.method(),
            req.uri()
        );
        Some(tokio::time::sleep(wait))
    }

    /// The copy for a retry, made before each attempt; the first one starts the deadline. A body
    /// that cannot be copied (none of the plugin's) is sent once.
    fn clone_request(&mut self, req: &Request<Body>) -> Option<Request<Body>> {
        let attempt = req
            .extensions()
            .get::<Attempt>()
            .copied()
            .unwrap_or(Attempt {
                made: 0,
                deadline: self.timeout.map(|t| Instant::now() + t),
            });
        let mut copy = Request::new(req.body().try_clone()?);
        *copy.method_mut() = req.method().clone();
        *copy.uri_mut() = req.uri().clone();
        *copy.version_mut() = req.version();
        *copy.headers_mut() = req.headers().clone();
        *copy.extensions_mut() = req.extensions().clone();
        copy.extensions_mut().insert(attempt);
        Some(copy)
    }
}

/// The retry policy, for one attempt's outcome: the wait before the next attempt and the reason
/// for the log line, or `None` to hand the outcome to the caller (marked [`NotRetried`] when only
/// `--request-timeout` kept it from a retry).
fn decide(
    outcome: &mut Result<Response<HttpBody>, BoxError>,
    method: &Method,
    attempt: u32,
    deadline: Option<Instant>,
) -> Option<(Duration, String)> {
    match outcome {
        // The credential plugin failed: running it again would fail the same way (or prompt).
        Err(e) if super::credential_error(&**e).is_some() => None,
        Err(e) if e.is::<BodyCut>() => next_backoff(attempt, deadline).map(|w| (w, e.to_string())),
        Err(e) => next_backoff(attempt, deadline)
            .filter(|_| is_transient_transport(&nodewright_error::chain(&**e)))
            .map(|w| (w, format!("retrying in {w:?}"))),
        Ok(resp) => {
            if !is_transient_status(resp.status(), method) || attempt >= MAX_RETRIES {
                return None;
            }
            let wait = retry_after(resp).unwrap_or(backoff(attempt));
            if fits(wait, deadline) {
                Some((wait, format!("retrying in {wait:?}")))
            } else {
                resp.extensions_mut().insert(NotRetried(wait));
                None
            }
        }
    }
}

/// The budget of a retry: the backoff before retry `attempt + 1`, if fewer than [`MAX_RETRIES`]
/// were made and waiting for it still ends within `deadline` (`--request-timeout` from the first
/// attempt). This layer's, and that of the node walk's reads of a body cut mid-way
/// (`node_pages.rs`), which this layer cannot send again.
pub(super) fn next_backoff(attempt: u32, deadline: Option<Instant>) -> Option<Duration> {
    let wait = backoff(attempt);
    (attempt < MAX_RETRIES && fits(wait, deadline)).then_some(wait)
}

/// Whether waiting `wait` from now still ends before `deadline`.
fn fits(wait: Duration, deadline: Option<Instant>) -> bool {
    deadline.is_none_or(|d| Instant::now() + wait < d)
}

fn is_transient_status(status: StatusCode, method: &Method) -> bool {
    matches!(
        status,
        StatusCode::TOO_MANY_REQUESTS
            | StatusCode::SERVICE_UNAVAILABLE
            | StatusCode::GATEWAY_TIMEOUT
            | StatusCode::BAD_GATEWAY
    ) || (status == StatusCode::INTERNAL_SERVER_ERROR && method == Method::GET)
}

/// `Retry-After` in seconds (the API server's form), at most [`MAX_RETRY_AFTER`].
fn retry_after(resp: &Response<HttpBody>) -> Option<Duration> {
    resp.headers()
        .get(http::header::RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map(|s| Duration::from_secs(s).min(MAX_RETRY_AFTER))
}

/// The wait before retry `attempt + 1`: 200 ms, doubling, at most 6.4 s.
pub(super) fn backoff(attempt: u32) -> Duration {
    Duration::from_millis(200u64.saturating_mul(1 << attempt.min(5)))
}

/// Whether this layer has spent its retries on a request that failed with `e` (kube's error for
/// it): an answer 429/5xx, or a connection failure a retry may cure. The follower uses it not to
/// retry the same list or watch again (`follow.rs`).
pub(super) fn spent(e: &kube::Error) -> bool {
    match e {
        kube::Error::Api(s) => matches!(s.code, 429 | 500 | 502 | 503 | 504),
        kube::Error::Service(_) | kube::Error::HyperError(_) => {
            is_transient_transport(&nodewright_error::chain(e))
        }
        _ => false,
    }
}

/// Whether a connection failure may pass: not a refused connection (nobody listens: retrying
/// only delays the answer), a certificate, TLS or DNS failure, or a timeout.
fn is_transient_transport(reason: &str) -> bool {
    let r = reason.to_ascii_lowercase();
    !(r.contains("connection refused")
        || r.contains("certificate")
        || r.contains("invalid peer")
        || r.contains("dns error")
        || r.contains("timed out")
        || r.contains("timeout")
        || r.contains("tls"))
}

#[cfg(test)]
mod tests {
    use std::task::{Context, Poll};

    use tower::{Service, ServiceExt};

    use super::super::log::BoxFut;

    use super::*;

    fn answer(status: u16, retry_after: Option<&str>) -> Result<Response<HttpBody>, BoxError> {
        let mut b = Response::builder().status(status);
        if let Some(s) = retry_after {
            b = b.header(http::header::RETRY_AFTER, s);
        }
        Ok(b.body(super::super::log::full(bytes::Bytes::new()))
            .expect("response"))
    }

    fn wait_of(n: Option<(Duration, String)>) -> Option<Duration> {
        n.map(|(w, _)| w)
    }

    #[test]
    fn overload_is_retried_for_every_method_a_500_only_for_reads() {
        let d = |s, m: &Method| wait_of(decide(&mut answer(s, None), m, 0, None));
        for s in [429, 502, 503, 504] {
            assert_eq!(
                d(s, &Method::PATCH),
                Some(Duration::from_millis(200)),
                "{s}"
            );
        }
        assert_eq!(d(500, &Method::GET), Some(Duration::from_millis(200)));
        assert_eq!(d(500, &Method::PATCH), None);
        for s in [200, 404, 409, 422, 403] {
            assert_eq!(d(s, &Method::GET), None, "{s}");
        }
    }

    #[test]
    fn retry_after_is_honoured_up_to_a_minute_and_the_budget_is_five() {
        let w = |ra, attempt| wait_of(decide(&mut answer(429, ra), &Method::GET, attempt, None));
        assert_eq!(w(Some("2"), 0), Some(Duration::from_secs(2)));
        assert_eq!(w(Some("600"), 0), Some(MAX_RETRY_AFTER));
        assert_eq!(w(None, 3), Some(Duration::from_millis(1600)));
        assert_eq!(w(None, MAX_RETRIES), None);
    }

    #[test]
    fn the_budget_is_five_backoffs_within_the_request_timeout() {
        assert_eq!(next_backoff(0, None), Some(Duration::from_millis(200)));
        assert_eq!(
            next_backoff(MAX_RETRIES - 1, None),
            Some(Duration::from_millis(3200))
        );
        assert_eq!(next_backoff(MAX_RETRIES, None), None, "spent");
        let soon = Some(Instant::now() + Duration::from_millis(300));
        assert_eq!(next_backoff(0, soon), Some(Duration::from_millis(200)));
        assert_eq!(next_backoff(1, soon), None, "400 ms would pass it");
    }

    #[test]
    fn a_wait_past_the_request_timeout_is_not_taken_and_says_so() {
        let soon = Some(Instant::now() + Duration::from_secs(3));
        let mut outcome = answer(429, Some("30"));
        assert!(decide(&mut outcome, &Method::GET, 0, soon).is_none());
        let r = outcome.expect("the answer");
        let n = r.extensions().get::<NotRetried>().expect("marked");
        assert_eq!(n.0, Duration::from_secs(30));
    }

    #[test]
    fn connection_failures_are_retried_unless_a_retry_cannot_help() {
        let e = |s: &str| -> BoxError { s.to_string().into() };
        let w = |s: &str| wait_of(decide(&mut Err(e(s)), &Method::PATCH, 0, None));
        assert!(w("connection closed before message completed").is_some());
        assert!(w("tcp connect error: Connection refused (os error 111)").is_none());
        assert!(w("invalid peer certificate: UnknownIssuer").is_none());
        assert!(w("operation timed out").is_none());
        let cut: BoxError = Box::new(BodyCut(e("timed out reading the body")));
        assert!(wait_of(decide(&mut Err(cut), &Method::GET, 0, None)).is_some());
    }

    #[test]
    fn the_follower_is_told_which_failures_were_retried_here() {
        let api = |code| {
            kube::Error::Api(Box::new(kube::core::Status {
                code,
                ..Default::default()
            }))
        };
        let transport = |s: &str| kube::Error::Service(s.to_string().into());
        assert!(spent(&api(503)) && spent(&api(429)) && spent(&api(500)));
        assert!(!spent(&api(404)) && !spent(&api(410)) && !spent(&api(403)));
        assert!(spent(&transport(
            "connection closed before message completed"
        )));
        assert!(!spent(&transport("tcp connect error: Connection refused")));
    }

    /// What a scripted server was sent: each attempt's URI and body.
    type Sent = Arc<std::sync::Mutex<Vec<(String, Vec<u8>)>>>;

    /// An API server that answers each attempt from a script, and records what it was sent.
    #[derive(Clone)]
    struct Scripted {
        answers: Arc<std::sync::Mutex<Vec<u16>>>,
        seen: Sent,
    }

    impl tower::Service<Request<Body>> for Scripted {
        type Response = Response<HttpBody>;
        type Error = BoxError;
        type Future = BoxFut<Result<Self::Response, Self::Error>>;
        fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
            Poll::Ready(Ok(()))
        }
        fn call(&mut self, req: Request<Body>) -> Self::Future {
            let status = self.answers.lock().expect("script").remove(0);
            let seen = self.seen.clone();
            Box::pin(async move {
                let uri = req.uri().to_string();
                let body = req.into_body().collect_bytes().await?.to_vec();
                seen.lock().expect("seen").push((uri, body));
                answer(status, None)
            })
        }
    }

    /// One request through the retry layer over the scripted server.
    async fn through(policy: &Policy, server: &Scripted, req: Request<Body>) -> Response<HttpBody> {
        let mut svc = tower::Layer::layer(&layer(policy.clone()), server.clone());
        svc.ready()
            .await
            .expect("ready")
            .call(req)
            .await
            .expect("answer")
    }

    #[tokio::test]
    async fn a_write_is_sent_again_whole_after_503s_and_each_retry_is_counted() {
        let server = Scripted {
            answers: Arc::new(std::sync::Mutex::new(vec![503, 503, 200])),
            seen: Arc::default(),
        };
        let stats = Arc::new(Stats::default());
        let policy = Policy {
            stats: stats.clone(),
            timeout: None,
        };
        let req = Request::patch("/api/v1/nodes/n1?&fieldManager=kubectl-nodewright")
            .body(Body::from(b"[{\"op\":\"test\"}]".to_vec()))
            .expect("request");
        let resp = through(&policy, &server, req).await;
        assert_eq!(resp.status(), StatusCode::OK);
        assert_eq!(stats.retries.load(Ordering::Relaxed), 2);
        let seen = server.seen.lock().expect("seen").clone();
        assert_eq!(seen.len(), 3);
        for (uri, body) in seen {
            assert_eq!(uri, "/api/v1/nodes/n1?fieldManager=kubectl-nodewright");
            assert_eq!(body, b"[{\"op\":\"test\"}]");
        }
    }

    #[tokio::test]
    async fn the_last_answer_comes_back_when_the_budget_is_spent() {
        let server = Scripted {
            answers: Arc::new(std::sync::Mutex::new(vec![500; 1 + MAX_RETRIES as usize])),
            seen: Arc::default(),
        };
        let stats = Arc::new(Stats::default());
        let policy = Policy {
            stats: stats.clone(),
            // Room for the first retries (200 + 400 ms) only: the third would pass it.
            timeout: Some(Duration::from_millis(1000)),
        };
        let req = Request::get("/api/v1/nodes?limit=1")
            .body(Body::empty())
            .expect("request");
        let resp = through(&policy, &server, req).await;
        assert_eq!(resp.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(stats.retries.load(Ordering::Relaxed), 2);
        let marked = resp.extensions().get::<NotRetried>().expect("marked");
        assert_eq!(marked.0, Duration::from_millis(800));
        assert_eq!(server.seen.lock().expect("seen").len(), 3);
    }
}
