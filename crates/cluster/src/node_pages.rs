//! Walking every node: one streamed list, or pages (docs/development.md, "The read path").
//!
//! [`for_each_batch`] hands the nodes to its caller in batches of `--chunk-size`, whichever way
//! they were read:
//! - [`NodeList::One`] (the default): ONE list of every node (no `limit`, no
//!   `resourceVersion`: a consistent read, which the API server answers from its watch cache
//!   after one etcd revision read), its protobuf body decoded node by node as it streams in
//!   ([`super::page_stream`]) and handed on in batches, so client memory holds a batch, never
//!   the body. See docs/benchmarks.md, "What a node list costs the API server", for why.
//! - [`NodeList::Paged`] (`--chunk-size N`, and servers before 1.31, whose consistent lists
//!   go to etcd whole): pages of `limit` and `continue`, each read as it arrives.
//! - [`NodeList::Cached`] (`resourceVersion=0`, measured, not a default: it may be stale).

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use k8s_openapi::api::core::v1::Node;
use kube::api::ListParams;

use super::config::NodeList;
use super::nodes::{SlimList, nodes_target};
use super::{Cluster, Stats, page_stream, proto, retry};
use nodewright_error::{Error, Result};
use nodewright_model::NodeView;
use nodewright_model::reevaluation::LabelKeys;

/// The selectors of a node list: `-l` and `--field-selector`, both answered by the API server.
#[derive(Debug, Clone, Default)]
pub struct Selectors {
    pub label: Option<String>,
    pub field: Option<String>,
}

/// Walks every node matching `label_selector`, one page at a time, calling `fold` with each page.
/// Returns the number of nodes seen.
///
/// The next page is asked for (on its own task) as soon as a page's continue token is known,
/// while the page is still arriving: a protobuf page has its list metadata in its first bytes
/// ([`page_stream`]), so page N+1 is asked for when page N's first chunk is in, and the server
/// produces it and the link carries it while page N's nodes stream in and are decoded (on the
/// page's own task, another core of the multi-threaded runtime) and page N-1 is folded. The walk
/// costs about the longest of the server, the link and the client, not their sum, and at most
/// two pages are held at once. (A JSON page has its token only once read whole.)
async fn for_each_page<F>(cluster: &Cluster, selector: &Selectors, mut fold: F) -> Result<usize>
where
    F: FnMut(Vec<NodeView>) -> Result<()>,
{
    let mut seen = 0usize;
    let mut next = Some(Prefetch::start(cluster, selector, None));
    while let Some(mut fetching) = next.take() {
        if let Some(c) = fetching.continue_token().await {
            next = Some(Prefetch::start(cluster, selector, Some(c)));
        }
        let page = fetching.page().await?;
        seen += page.items.len();
        fold(page.items)?;
    }
    Ok(seen)
}

/// One node list page being fetched and decoded on its own task; aborted if dropped unread (the
/// walk stopped on an error).
struct Prefetch {
    task: tokio::task::JoinHandle<Result<proto::NodePage>>,
    token: Option<tokio::sync::oneshot::Receiver<Option<String>>>,
}

impl Prefetch {
    fn start(cluster: &Cluster, selector: &Selectors, cont: Option<String>) -> Prefetch {
        let (tell, token) = tokio::sync::oneshot::channel();
        Prefetch {
            task: tokio::spawn(fetch_page(cluster.clone(), selector.clone(), cont, tell)),
            token: Some(token),
        }
    }

    /// The page's continue token, as soon as its answer has arrived; `None` on the last page
    /// and when the page failed (its error then comes from [`Prefetch::page`]).
    async fn continue_token(&mut self) -> Option<String> {
        self.token.take()?.await.ok().flatten()
    }

    async fn page(mut self) -> Result<proto::NodePage> {
        match (&mut self.task).await {
            Ok(page) => page,
            Err(e) => Err(Error::Failed(format!("reading a node list page: {e}"))),
        }
    }
}

impl Drop for Prefetch {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// One page of the node list (protobuf where the server speaks it), read as it arrives: its
/// continue token goes to `tell` as soon as the page's first bytes are in ([`page_stream`]),
/// and its nodes are decoded as the rest streams in (see [`for_each_page`]).
///
/// A page whose body breaks off is read again ([`read_with_retries`]) by
/// [`page_stream::again`]'s rule: a continue page with the same token; the first page, once its
/// token was handed over, at exactly its resourceVersion, so that every page of the walk is the
/// same snapshot. The answer read again must carry the continue token handed over; a node read
/// from the broken answer is never folded (a page is handed to the walk whole).
async fn fetch_page(
    cluster: Cluster,
    selector: Selectors,
    cont: Option<String>,
    tell: tokio::sync::oneshot::Sender<Option<String>>,
) -> Result<proto::NodePage> {
    let mut read = PageRead {
        cluster: &cluster,
        tell: Some(tell),
        handed: None,
        continued: cont.is_some(),
    };
    let lp = ListParams {
        label_selector: selector.label,
        field_selector: selector.field,
        limit: Some(cluster.chunk_size),
        continue_token: cont,
        ..Default::default()
    };
    read_with_retries(&mut read, lp, cluster.request_timeout, &cluster.stats).await
}

/// One read of the node list that a body breaking off may cut short (a page, or the one list):
/// [`read_with_retries`] makes its attempts.
trait ListRead {
    /// What a whole read gives.
    type Read;

    /// One attempt, with these parameters.
    async fn attempt(&mut self, lp: &ListParams) -> std::result::Result<Self::Read, Broken>;

    /// After a cut: the resourceVersion at which the next attempt must be read exactly (what was
    /// handed on pins the snapshot), if any; else the same request is sent again.
    fn pinned_at(&self) -> Option<String>;

    /// What the retry's log line says after `retry N/M of `.
    fn retry_line(&self, err: &Error, wait: Duration, lp: &ListParams) -> String;
}

/// The one retry loop of the node walk's reads: `read` is attempted with `lp`, and again after
/// a body that broke off (never after another failure), at most [`super::MAX_RETRIES`] times
/// within `timeout` (`--request-timeout`, from the first attempt) with the retry layer's backoff
/// ([`retry::next_backoff`]: that layer sees only the request and the answer's head, so it
/// cannot read a body again). Each retry is counted in `stats` and logged at `-v=4`; the last
/// cut is the error once the budget is spent.
async fn read_with_retries<R: ListRead>(
    read: &mut R,
    mut lp: ListParams,
    timeout: Option<Duration>,
    stats: &Stats,
) -> Result<R::Read> {
    let deadline = timeout.map(|t| Instant::now() + t);
    let mut attempt = 0u32;
    loop {
        let err = match read.attempt(&lp).await {
            Ok(done) => return Ok(done),
            Err(Broken::Fail(e)) => return Err(e),
            Err(Broken::Cut(e)) => e,
        };
        let Some(wait) = retry::next_backoff(attempt, deadline) else {
            return Err(err);
        };
        if let Some(rv) = read.pinned_at() {
            lp.resource_version = Some(rv);
            lp.version_match = Some(kube::api::VersionMatch::Exact);
        }
        attempt += 1;
        stats.retries.fetch_add(1, Ordering::Relaxed);
        tracing::debug!(
            target: "nodewright::retry",
            "retry {attempt}/{} of {}",
            super::MAX_RETRIES,
            read.retry_line(&err, wait, &lp)
        );
        tokio::time::sleep(wait).await;
    }
}

/// Why a page could not be read: a body that broke off (worth another attempt), or anything
/// else.
enum Broken {
    Cut(Error),
    Fail(Error),
}

/// One page's reads: where its continue token goes, and the list metadata whose token went.
struct PageRead<'a> {
    cluster: &'a Cluster,
    tell: Option<tokio::sync::oneshot::Sender<Option<String>>>,
    handed: Option<page_stream::Head>,
    continued: bool,
}

impl ListRead for PageRead<'_> {
    type Read = proto::NodePage;

    async fn attempt(&mut self, lp: &ListParams) -> std::result::Result<proto::NodePage, Broken> {
        self.page(lp).await
    }

    fn pinned_at(&self) -> Option<String> {
        match page_stream::again(self.continued, self.handed.as_ref()) {
            page_stream::Again::AtResourceVersion(rv) => Some(rv),
            page_stream::Again::Same => None,
        }
    }

    fn retry_line(&self, err: &Error, wait: Duration, lp: &ListParams) -> String {
        let at = lp.resource_version.as_deref();
        format!(
            "a node list page whose body broke off ({err}): retrying in {wait:?}{}",
            at.map(|rv| format!(" at resourceVersion {rv} (Exact)"))
                .unwrap_or_default()
        )
    }
}

impl PageRead<'_> {
    /// One attempt at the page.
    async fn page(&mut self, lp: &ListParams) -> std::result::Result<proto::NodePage, Broken> {
        let cluster = self.cluster;
        let req = list_request(lp)?;
        let target = nodes_target("list", None);
        let mut answer = match cluster.send_streamed(req, &target, &[]).await {
            // An expired continue token (410) restarts the walk, as kubectl would tell you to.
            Err(Error::Api { code: 410, .. })
                if lp.continue_token.is_some() || lp.resource_version.is_some() =>
            {
                return Err(Broken::Fail(Error::Failed(
                    "the node list changed too much while paging (continue token expired); run the command again".into(),
                )));
            }
            other => other.map_err(Broken::Fail)?,
        };
        let status = answer.status.as_u16();
        if !proto::is_protobuf(answer.content_type.as_deref()) {
            let body = answer
                .rest()
                .await
                .map_err(|e| Broken::Cut(cluster.cut(&e)))?;
            let page = decode_json_page(&body, cluster.labels.as_deref())
                .map_err(|m| unexpected(status, m))?;
            self.head(page_stream::Head {
                continue_: page.continue_.clone(),
                resource_version: String::new(),
            })
            .map_err(Broken::Fail)?;
            return Ok(page);
        }
        let mut dec = page_stream::PageStream::new(cluster.labels.clone());
        let mut page = proto::NodePage::default();
        loop {
            let chunk = match answer.chunk().await {
                Ok(Some(c)) => c,
                Ok(None) => break,
                Err(e) => return Err(Broken::Cut(cluster.cut(&e))),
            };
            let mut head = None;
            dec.feed(&chunk, &mut |p| match p {
                page_stream::Piece::Head(h) => head = Some(h),
                page_stream::Piece::Node(n) => page.items.push(*n),
            })
            .map_err(|m| unexpected(status, m))?;
            if let Some(h) = head {
                page.continue_ = h.continue_.clone();
                self.head(h).map_err(Broken::Fail)?;
            }
        }
        dec.finish().map_err(|m| ended_early(cluster, m))?;
        Ok(page)
    }

    /// The page's list metadata is in: its continue token goes to the walk, once. Read again
    /// after a cut, the page must carry the token handed over.
    fn head(&mut self, h: page_stream::Head) -> Result<()> {
        if let Some(prev) = &self.handed
            && prev.continue_ != h.continue_
        {
            return Err(Error::Failed(
                "the node list changed while a page was read again; run the command again".into(),
            ));
        }
        if let Some(tell) = self.tell.take() {
            let _ = tell.send(h.continue_.clone());
            self.handed = Some(h);
        }
        Ok(())
    }
}

/// A node list page answered in JSON, its nodes keeping the labels `keep` needs (as
/// [`proto::node`] does).
fn decode_json_page(
    body: &[u8],
    keep: Option<&LabelKeys>,
) -> std::result::Result<proto::NodePage, String> {
    let page: SlimList = serde_json::from_slice(body).map_err(|e| e.to_string())?;
    let slim = |n| {
        let mut v = NodeView::from(n);
        if let Some(keep) = keep {
            keep.keep(&mut v.labels);
        }
        v
    };
    Ok(proto::NodePage {
        items: page.items.into_iter().map(slim).collect(),
        continue_: page.metadata.continue_,
    })
}

/// Walks every node matching `label_selector` in batches of `--chunk-size` (see the module's
/// doc for how they are listed); returns the number of nodes seen.
pub async fn for_each_batch<F>(
    cluster: &Cluster,
    selector: &Selectors,
    mut fold: F,
) -> Result<usize>
where
    F: FnMut(Vec<NodeView>) -> Result<()>,
{
    let cached = match cluster.node_list {
        NodeList::Paged => return for_each_page(cluster, selector, fold).await,
        NodeList::One if !consistent_lists_from_cache(cluster).await => {
            return for_each_page(cluster, selector, fold).await;
        }
        NodeList::One => false,
        NodeList::Cached => true,
    };
    let (tx, mut rx) = tokio::sync::mpsc::channel(1);
    let mut task = Abort(tokio::spawn(one_list(
        cluster.clone(),
        selector.clone(),
        cached,
        tx,
    )));
    let mut seen = 0usize;
    while let Some(batch) = rx.recv().await {
        let batch: Vec<NodeView> = batch?;
        seen += batch.len();
        fold(batch)?;
    }
    match (&mut task.0).await {
        Ok(Ok(Streamed::Whole)) => Ok(seen),
        // Not protobuf (the answer was dropped unread): pages, as before.
        Ok(Ok(Streamed::NotProtobuf)) => for_each_page(cluster, selector, fold).await,
        Ok(Err(e)) => Err(e),
        Err(e) => Err(Error::Failed(format!("reading the node list: {e}"))),
    }
}

/// Whether the API server answers a consistent list from its watch cache
/// (`ConsistentListFromCache`, on by default from 1.31): older ones read a list without a
/// `limit` from etcd whole, where pages are kinder. Unknown (the version unreadable): paged.
async fn consistent_lists_from_cache(cluster: &Cluster) -> bool {
    cluster
        .server_version()
        .await
        .is_ok_and(|v| lists_from_cache(&v))
}

/// Whether a `gitVersion` (`v1.34.4`, `v1.31.2-eks-1234`) is 1.31 or later.
fn lists_from_cache(git_version: &str) -> bool {
    let mut parts = git_version.trim_start_matches('v').split('.');
    let major = parts.next().and_then(|m| m.parse::<u32>().ok());
    let minor = parts.next().map(|m| {
        m.chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
    });
    match (major, minor.and_then(|m| m.parse::<u32>().ok())) {
        (Some(1), Some(minor)) => minor >= 31,
        (Some(major), _) => major > 1,
        _ => false,
    }
}

/// Aborts the task when dropped (the walk stopped on an error).
struct Abort<T>(tokio::task::JoinHandle<T>);

impl<T> Drop for Abort<T> {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// How [`one_list`] ended.
enum Streamed {
    Whole,
    NotProtobuf,
}

/// ONE list of every node, read as it streams in and sent on in batches of half `--chunk-size`
/// (the channel holds one: the reader waits while the walk folds). A body that breaks off is
/// read again at exactly the resourceVersion of its list metadata, the nodes already sent
/// skipped (the same snapshot lists them in the same order, which is checked); nothing sent
/// yet, the same request is sent again.
async fn one_list(
    cluster: Cluster,
    selector: Selectors,
    cached: bool,
    tx: tokio::sync::mpsc::Sender<Result<Vec<NodeView>>>,
) -> Result<Streamed> {
    let lp = ListParams {
        label_selector: selector.label,
        field_selector: selector.field,
        resource_version: cached.then(|| "0".to_string()),
        ..Default::default()
    };
    let mut read = OneRead {
        cluster: &cluster,
        tx,
        // Half a page a batch, one waiting: the nodes held (the batch being built, the one
        // waiting, the one being folded) are those of the paged walk's two pages or fewer.
        batch: (cluster.chunk_size as usize / 2).max(1),
        sent: 0,
        last_sent: None,
        head: None,
    };
    read_with_retries(&mut read, lp, cluster.request_timeout, &cluster.stats).await
}

/// The state of [`one_list`] across its attempts.
struct OneRead<'a> {
    cluster: &'a Cluster,
    tx: tokio::sync::mpsc::Sender<Result<Vec<NodeView>>>,
    batch: usize,
    /// Nodes sent on, and the name of the last.
    sent: usize,
    last_sent: Option<String>,
    head: Option<page_stream::Head>,
}

impl ListRead for OneRead<'_> {
    type Read = Streamed;

    async fn attempt(&mut self, lp: &ListParams) -> std::result::Result<Streamed, Broken> {
        self.list(lp).await
    }

    /// Read again at exactly the version of the list metadata once nodes were handed on: they
    /// are skipped, so the answer must be the same snapshot.
    fn pinned_at(&self) -> Option<String> {
        let head = self.head.as_ref().filter(|_| self.sent > 0);
        head.map(|h| h.resource_version.clone())
    }

    fn retry_line(&self, err: &Error, wait: Duration, _: &ListParams) -> String {
        format!(
            "the node list, whose body broke off after {} nodes ({err}): retrying in {wait:?}",
            self.sent
        )
    }
}

impl OneRead<'_> {
    async fn list(&mut self, lp: &ListParams) -> std::result::Result<Streamed, Broken> {
        let cluster = self.cluster;
        let req = list_request(lp)?;
        let mut answer = cluster
            .send_streamed(req, &nodes_target("list", None), &[])
            .await
            .map_err(Broken::Fail)?;
        if !proto::is_protobuf(answer.content_type.as_deref()) {
            return Ok(Streamed::NotProtobuf);
        }
        let status = answer.status.as_u16();
        let mut dec = page_stream::PageStream::new(cluster.labels.clone());
        // Nodes of this attempt still to skip: those sent from an earlier one.
        let mut skip = self.sent;
        let mut out: Vec<NodeView> = Vec::new();
        loop {
            let chunk = match answer.chunk().await {
                Ok(Some(c)) => c,
                Ok(None) => break,
                Err(e) => return Err(Broken::Cut(cluster.cut(&e))),
            };
            let mut last_skipped = None;
            dec.feed(&chunk, &mut |p| match p {
                page_stream::Piece::Head(h) => self.head = Some(h),
                page_stream::Piece::Node(n) if skip > 0 => {
                    skip -= 1;
                    last_skipped = Some(n.name);
                }
                page_stream::Piece::Node(n) => out.push(*n),
            })
            .map_err(|m| unexpected(status, m))?;
            if skip == 0 && last_skipped.is_some() && last_skipped != self.last_sent {
                return Err(Broken::Fail(Error::Failed(
                    "the node list read again was not the same snapshot; run the command again"
                        .into(),
                )));
            }
            while out.len() >= self.batch {
                let rest = out.split_off(self.batch);
                self.send(std::mem::replace(&mut out, rest)).await?;
            }
        }
        dec.finish().map_err(|m| ended_early(cluster, m))?;
        if !out.is_empty() {
            self.send(out).await?;
        }
        Ok(Streamed::Whole)
    }

    async fn send(&mut self, batch: Vec<NodeView>) -> std::result::Result<(), Broken> {
        self.sent += batch.len();
        self.last_sent = batch.last().map(|n| n.name.clone());
        self.tx.send(Ok(batch)).await.map_err(|_| {
            // The walk stopped (its fold failed): nothing left to do.
            Broken::Fail(Error::Failed("the node walk stopped".into()))
        })
    }
}

/// The request of one node list read: protobuf where the server speaks it (a GPU node page is
/// ~1.3x smaller than JSON, both gzipped, and cheaper to decode); the answer's Content-Type says
/// which came back.
fn list_request(lp: &ListParams) -> std::result::Result<http::Request<Vec<u8>>, Broken> {
    let mut req = kube::core::Request::new(super::path_of::<Node>(None))
        .list(lp)
        .map_err(|e| Broken::Fail(Error::usage(e.to_string())))?;
    req.headers_mut().insert(
        http::header::ACCEPT,
        http::HeaderValue::from_static(proto::ACCEPT_PROTOBUF_OR_JSON),
    );
    Ok(req)
}

/// A body that ended early without an error (the connection closed): a cut too.
fn ended_early(cluster: &Cluster, reason: String) -> Broken {
    Broken::Cut(Error::Unreachable {
        server: cluster.server().to_string(),
        reason,
    })
}

/// An answer that is not a node list.
fn unexpected(status: u16, message: String) -> Broken {
    Broken::Fail(Error::Api {
        verb: "list".into(),
        resource: "nodes".into(),
        code: status,
        message: format!("unexpected answer: {message}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A read that answers each attempt from a script, and records the version it was asked at.
    struct Scripted {
        answers: Vec<std::result::Result<u32, Broken>>,
        pin: Option<String>,
        asked: Vec<(Option<String>, bool)>,
    }

    impl ListRead for Scripted {
        type Read = u32;
        async fn attempt(&mut self, lp: &ListParams) -> std::result::Result<u32, Broken> {
            let exact = matches!(lp.version_match, Some(kube::api::VersionMatch::Exact));
            self.asked.push((lp.resource_version.clone(), exact));
            self.answers.remove(0)
        }
        fn pinned_at(&self) -> Option<String> {
            self.pin.clone()
        }
        fn retry_line(&self, _: &Error, _: Duration, _: &ListParams) -> String {
            String::new()
        }
    }

    fn scripted(answers: Vec<std::result::Result<u32, Broken>>, pin: Option<&str>) -> Scripted {
        Scripted {
            answers,
            pin: pin.map(str::to_string),
            asked: Vec::new(),
        }
    }

    fn cut() -> std::result::Result<u32, Broken> {
        Err(Broken::Cut(Error::Failed("cut".into())))
    }

    #[tokio::test]
    async fn a_cut_is_read_again_where_the_read_pins_it_and_counted() {
        let stats = Stats::default();
        let mut read = scripted(vec![cut(), Ok(7)], Some("42"));
        let lp = ListParams::default();
        let got = read_with_retries(&mut read, lp.clone(), None, &stats).await;
        assert_eq!(got.ok(), Some(7));
        assert_eq!(read.asked, [(None, false), (Some("42".into()), true)]);
        assert_eq!(stats.retries.load(Ordering::Relaxed), 1);
        // Nothing pinned: the same request again.
        let mut read = scripted(vec![cut(), Ok(7)], None);
        let got = read_with_retries(&mut read, lp, None, &stats).await;
        assert_eq!(got.ok(), Some(7));
        assert_eq!(read.asked, [(None, false), (None, false)]);
    }

    #[tokio::test]
    async fn only_a_cut_is_retried_and_never_past_the_request_timeout() {
        let stats = Stats::default();
        let mut read = scripted(
            vec![Err(Broken::Fail(Error::Failed("refused".into()))), Ok(7)],
            None,
        );
        let got = read_with_retries(&mut read, ListParams::default(), None, &stats).await;
        assert!(matches!(got, Err(Error::Failed(m)) if m == "refused"));
        assert_eq!(read.asked.len(), 1);
        // The first backoff (200 ms) would end past a 100 ms --request-timeout: the cut is the
        // error.
        let mut read = scripted(vec![cut(), Ok(7)], None);
        let timeout = Some(Duration::from_millis(100));
        let got = read_with_retries(&mut read, ListParams::default(), timeout, &stats).await;
        assert!(matches!(got, Err(Error::Failed(m)) if m == "cut"));
        assert_eq!(read.asked.len(), 1);
        assert_eq!(stats.retries.load(Ordering::Relaxed), 0);
    }

    #[test]
    fn one_list_only_where_the_cache_answers_consistent_lists() {
        assert!(lists_from_cache("v1.34.4"));
        assert!(lists_from_cache("v1.31.0-eks-1a2b3c"));
        assert!(lists_from_cache("v1.33+k3s1"));
        assert!(!lists_from_cache("v1.30.9"));
        assert!(!lists_from_cache("v1.28.15-gke.100"));
        assert!(!lists_from_cache("unknown"));
    }
}
