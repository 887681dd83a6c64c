//! One followed source: kube's watcher over one resource, with the follower's handling of its
//! failures (module docs of `follow`): a forbidden `watch` polls instead, a 404 of an optional
//! resource is "not served" (asked again after a while), `410 Gone` lists again, other failures
//! back off and end the command as unreachable after `MAX_RETRIES`.
//!
//! Why not kube-runtime's `WatchStreamExt::default_backoff` (`StreamBackoff`): it retries every
//! error the same way, for ever, and hides which error it was. A follower must tell them apart
//! and end: a 403 on `watch` switches to polling and says so, a 404 of an optional resource is a
//! fact to show, and a cluster that stays unreachable must end `wait` with exit 3 after the same
//! bounded retries as every other request (`crate::retry`), not spin silently. The backoff itself
//! is the client's (`crate::backoff`), so one budget rule holds for requests and watches.

use std::fmt::Debug;
use std::time::Duration;

use futures::stream::{BoxStream, StreamExt};
use kube::api::Api;
use kube::runtime::watcher::{self, Event};
use serde::de::DeserializeOwned;

use nodewright_error::{Error, READ_ROLE, Result};

/// A group that is not served is asked again after this long (its CRD may be installed).
const UNSERVED_RETRY: Duration = Duration::from_secs(60);

/// What a source yields.
pub(super) enum Step<K> {
    Event(Event<K>),
    /// The resource is not served (404): nothing of it exists.
    Unserved,
    /// The resource cannot be read (403 on list) and it is optional (the operator Deployment).
    Unreadable(String),
    /// A note for stderr (e.g. watch forbidden: polling instead).
    Note(String),
}

impl<K> Step<K> {
    /// The same step, its object made `f(object)`.
    pub(super) fn map<T>(self, f: impl FnOnce(K) -> T) -> Step<T> {
        match self {
            Step::Event(e) => Step::Event(match e {
                Event::Apply(k) => Event::Apply(f(k)),
                Event::Delete(k) => Event::Delete(f(k)),
                Event::Init => Event::Init,
                Event::InitApply(k) => Event::InitApply(f(k)),
                Event::InitDone => Event::InitDone,
            }),
            Step::Unserved => Step::Unserved,
            Step::Unreadable(why) => Step::Unreadable(why),
            Step::Note(n) => Step::Note(n),
        }
    }
}

/// How one source behaves around kube's watcher.
#[derive(Clone)]
pub(super) struct SourceCfg {
    /// RBAC resource name, for messages.
    pub(super) resource: String,
    /// A 404 means "not served" (CR groups, the operator Deployment), not an error.
    pub(super) optional: bool,
    /// Time between lists when `watch` is forbidden.
    pub(super) poll_every: Duration,
    pub(super) server: String,
    /// When it changes, the source lists again (the node sources: `Follower::check_keys`).
    pub(super) relist: Option<tokio::sync::watch::Receiver<u64>>,
}

/// Resolves when `relist` changes; never when there is none (or its sender is gone).
async fn relisted(relist: &mut Option<tokio::sync::watch::Receiver<u64>>) {
    if let Some(r) = relist
        && r.changed().await.is_ok()
    {
        return;
    }
    futures::future::pending().await
}

fn status_of(e: &watcher::Error) -> Option<(u16, String)> {
    match e {
        watcher::Error::InitialListFailed(kube::Error::Api(s))
        | watcher::Error::WatchStartFailed(kube::Error::Api(s))
        | watcher::Error::WatchFailed(kube::Error::Api(s)) => Some((s.code, s.message.clone())),
        watcher::Error::WatchError(s) => Some((s.code, s.message.clone())),
        _ => None,
    }
}

/// One followed source between steps: its watcher (or, where `watch` is forbidden, its
/// polls), and how its failures went.
struct SourceState<K> {
    api: Api<K>,
    config: watcher::Config,
    cfg: SourceCfg,
    /// None while polling (between lists).
    stream: Option<BoxStream<'static, watcher::Result<Event<K>>>>,
    polling: bool,
    failures: u32,
    wait: Option<Duration>,
    done: bool,
}

impl<K> SourceState<K>
where
    K: kube::Resource + Clone + DeserializeOwned + Debug + Send + 'static,
{
    /// What a failed step of the watcher becomes: a step to yield (a note, the source
    /// unreadable or unserved, an error that ends it), or `None` to go on (after `self.wait`).
    fn failed(&mut self, e: watcher::Error) -> Option<Result<Step<K>>> {
        let status = status_of(&e);
        let listing = matches!(e, watcher::Error::InitialListFailed(_));
        match status {
            Some((403, message)) if listing => {
                if self.cfg.optional {
                    self.done = true;
                    return Some(Ok(Step::Unreadable(message)));
                }
                self.done = true;
                return Some(Err(Error::Forbidden {
                    verb: "list".into(),
                    resource: self.cfg.resource.clone(),
                    message,
                    role: READ_ROLE.into(),
                }));
            }
            Some((403, _)) => {
                // `list` is granted, `watch` is not: poll from now on.
                self.polling = true;
                self.stream = None;
                self.wait = Some(self.cfg.poll_every);
                let note = format!(
                    "watching {} is forbidden; polling every {:?} instead (grant `watch` on {}, as the {READ_ROLE} role does)",
                    self.cfg.resource, self.cfg.poll_every, self.cfg.resource
                );
                return Some(Ok(Step::Note(note)));
            }
            Some((404, _)) if listing && self.cfg.optional => {
                self.wait = Some(UNSERVED_RETRY);
                return Some(Ok(Step::Unserved));
            }
            Some((410, message)) => {
                // The watcher lists again on its next step.
                tracing::debug!(
                    "watch of {} expired ({message}): listing again",
                    self.cfg.resource
                );
                return None;
            }
            _ => {}
        }
        if let watcher::Error::InitialListFailed(k) | watcher::Error::WatchStartFailed(k) = &e
            && crate::retry::spent(k)
        {
            // Retried by the client's retry layer already, within the bound this loop keeps.
            self.failures = self.failures.max(crate::MAX_RETRIES);
        }
        self.failures += 1;
        let reason = nodewright_error::chain(&e);
        if self.failures > crate::MAX_RETRIES {
            self.done = true;
            return Some(Err(Error::Unreachable {
                server: self.cfg.server.clone(),
                reason: format!("following {}: {reason}", self.cfg.resource),
            }));
        }
        let wait = crate::backoff(self.failures - 1);
        tracing::debug!(
            "retry {}/{} of the watch of {}: {reason}; again in {wait:?}",
            self.failures,
            crate::MAX_RETRIES,
            self.cfg.resource
        );
        self.wait = Some(wait);
        None
    }
}

/// One source: kube's watcher, with our handling of its errors (see the module docs).
pub(super) fn source<K>(
    api: Api<K>,
    config: watcher::Config,
    cfg: SourceCfg,
) -> BoxStream<'static, Result<Step<K>>>
where
    K: kube::Resource + Clone + DeserializeOwned + Debug + Send + 'static,
{
    let st = SourceState {
        stream: Some(watcher::watcher(api.clone(), config.clone()).boxed()),
        api,
        config,
        cfg,
        polling: false,
        failures: 0,
        wait: None,
        done: false,
    };
    futures::stream::unfold(st, |mut st| async move {
        if st.done {
            return None;
        }
        loop {
            if let Some(w) = st.wait.take() {
                tokio::select! {
                    _ = tokio::time::sleep(w) => {}
                    _ = relisted(&mut st.cfg.relist) => st.stream = None,
                }
            }
            let stream = st
                .stream
                .get_or_insert_with(|| watcher::watcher(st.api.clone(), st.config.clone()).boxed());
            let next = tokio::select! {
                next = stream.next() => next,
                _ = relisted(&mut st.cfg.relist) => {
                    // A new watcher starts with a list.
                    st.stream = None;
                    continue;
                }
            };
            let Some(next) = next else {
                // kube's watcher never ends; if it did, start it again.
                st.stream = None;
                continue;
            };
            let e = match next {
                Ok(ev) => {
                    st.failures = 0;
                    if st.polling && matches!(ev, Event::InitDone) {
                        // A poll is one list: drop the watcher before it asks for a watch.
                        st.stream = None;
                        st.wait = Some(st.cfg.poll_every);
                    }
                    return Some((Ok(Step::Event(ev)), st));
                }
                Err(e) => e,
            };
            if let Some(step) = st.failed(e) {
                return Some((step, st));
            }
        }
    })
    .boxed()
}
