//! A layer of the kube client that logs (`-v=6`) and counts the requests made by kube itself
//! (the lists and watches of kube's watcher, see [`super::follow`]) exactly as
//! [`super::Cluster::send`] logs its own: `I GET /api/v1/nodes?... 200 in 3ms`. Requests sent by
//! `Cluster::send` carry [`Logged`] and pass through untouched (it logs them with their size).

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::task::{Context, Poll};
use std::time::Instant;

use http::{Request, Response};

use super::Stats;

/// Marks a request that [`super::Cluster::send`] logs itself.
#[derive(Debug, Clone, Copy)]
pub(super) struct Logged;

/// The layer.
#[derive(Debug, Clone)]
pub(super) struct RequestLog {
    pub stats: Arc<Stats>,
    pub verbosity: u8,
}

impl<S> tower::Layer<S> for RequestLog {
    type Service = LogService<S>;
    fn layer(&self, inner: S) -> Self::Service {
        LogService {
            inner,
            log: self.clone(),
        }
    }
}

/// The service of [`RequestLog`].
#[derive(Debug, Clone)]
pub(super) struct LogService<S> {
    inner: S,
    log: RequestLog,
}

fn is_watch(uri: &http::Uri) -> bool {
    uri.query()
        .is_some_and(|q| q.split('&').any(|kv| kv == "watch=true" || kv == "watch=1"))
}

type BoxFut<T> = Pin<Box<dyn Future<Output = T> + Send>>;

impl<S, B, ResB> tower::Service<Request<B>> for LogService<S>
where
    S: tower::Service<Request<B>, Response = Response<ResB>>,
    S::Future: Send + 'static,
    S::Error: std::fmt::Display,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = BoxFut<Result<Self::Response, Self::Error>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request<B>) -> Self::Future {
        if req.extensions().get::<Logged>().is_some() {
            return Box::pin(self.inner.call(req));
        }
        let method = req.method().clone();
        let uri = req.uri().clone();
        let watch = is_watch(&uri);
        let counter = if watch {
            &self.log.stats.watch
        } else if method == http::Method::GET {
            // kube's watcher only lists (and watches) through this path.
            &self.log.stats.list
        } else {
            &self.log.stats.other
        };
        counter.fetch_add(1, Ordering::Relaxed);
        let verbosity = self.log.verbosity;
        let started = Instant::now();
        let fut = self.inner.call(req);
        Box::pin(async move {
            let res = fut.await;
            if verbosity >= 6 {
                match &res {
                    Ok(r) => eprintln!(
                        "I {method} {uri} {} in {:?}{}",
                        r.status().as_u16(),
                        started.elapsed(),
                        if watch { " (watch stream opened)" } else { "" }
                    ),
                    Err(e) => {
                        eprintln!("I {method} {uri} failed after {:?}: {e}", started.elapsed())
                    }
                }
            }
            res
        })
    }
}
