//! Reading Nodes in pages, into slim views.
//!
//! A GPU node is ~32 KB of JSON; a fleet of 5,000 is 160 MB. We never hold that: each page
//! (`--chunk-size`, default 250) is deserialized straight into slim structs that skip
//! images, capacity and foreign annotations, and the caller folds each page into its result
//! before the next is read. Peak memory is bounded by one page, not the fleet.
//!
//! List pages are asked for in protobuf, JSON as the fallback ([`super::proto`]): either answer
//! becomes the same slim views.

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::Node;
use serde::Deserialize;

use std::sync::atomic::Ordering;
use std::time::Instant;

use super::{Cluster, Target, page_stream, proto};
use crate::error::{Error, Result};
use crate::model::keys::{LEGACY_PREFIX, NEW_PREFIX};
use crate::model::{NodeCondition, NodeView, Presence, Taint};

#[derive(Deserialize)]
struct SlimList {
    #[serde(default)]
    metadata: ListMeta,
    #[serde(default)]
    items: Vec<SlimNode>,
}

#[derive(Deserialize, Default)]
struct ListMeta {
    #[serde(default, rename = "continue")]
    continue_: Option<String>,
}

#[derive(Deserialize)]
struct SlimNode {
    metadata: Meta,
    #[serde(default)]
    spec: Spec,
    #[serde(default)]
    status: Status,
}

#[derive(Deserialize)]
struct Meta {
    name: String,
    #[serde(default, rename = "resourceVersion")]
    resource_version: String,
    #[serde(default)]
    uid: String,
    #[serde(default)]
    labels: BTreeMap<String, String>,
    #[serde(default, deserialize_with = "operator_annotations")]
    annotations: OperatorAnnotations,
    #[serde(default, rename = "deletionTimestamp")]
    deletion_timestamp: Option<String>,
    #[serde(default, rename = "creationTimestamp")]
    creation_timestamp: Option<String>,
    /// Only the latest time of the plugin's own field manager (oracle N1); every other entry and
    /// every `fieldsV1` is skipped while parsing.
    #[serde(
        default,
        rename = "managedFields",
        deserialize_with = "plugin_write_time"
    )]
    plugin_write: Option<String>,
}

/// The latest `managedFields[].time` written by [`super::FIELD_MANAGER`].
fn plugin_write_time<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    #[derive(Deserialize)]
    struct Entry {
        #[serde(default)]
        manager: Option<String>,
        #[serde(default)]
        time: Option<String>,
    }
    struct V;
    impl<'de> serde::de::Visitor<'de> for V {
        type Value = Option<String>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a list of managed fields entries")
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Self::Value, A::Error> {
            let mut latest: Option<String> = None;
            while let Some(e) = seq.next_element::<Entry>()? {
                if e.manager.as_deref() != Some(super::FIELD_MANAGER) {
                    continue;
                }
                // RFC 3339 in UTC with second precision (metav1.Time): text order is time order.
                if let Some(t) = e.time
                    && latest.as_ref().is_none_or(|l| t > *l)
                {
                    latest = Some(t);
                }
            }
            Ok(latest)
        }
        fn visit_unit<E>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
    }
    d.deserialize_any(V)
}

#[derive(Deserialize, Default)]
struct Spec {
    #[serde(default)]
    taints: Vec<Taint>,
    #[serde(default)]
    unschedulable: bool,
}

#[derive(Deserialize, Default)]
struct Status {
    #[serde(default, deserialize_with = "operator_conditions")]
    conditions: Vec<NodeCondition>,
    #[serde(default, rename = "nodeInfo")]
    node_info: NodeInfo,
}

#[derive(Deserialize, Default)]
struct NodeInfo {
    #[serde(default, rename = "bootID")]
    boot_id: Option<String>,
}

/// A key under either operator prefix (`skyhook.nvidia.com/…`, `nodewright.nvidia.com/…`).
pub(crate) fn is_operator_key(k: &str) -> bool {
    k.strip_prefix(NEW_PREFIX)
        .or_else(|| k.strip_prefix(LEGACY_PREFIX))
        .is_some_and(|rest| rest.starts_with('/'))
}

/// The annotations under either operator prefix, and whether the node had any annotation.
#[derive(Default)]
struct OperatorAnnotations {
    kept: BTreeMap<String, String>,
    any: bool,
}

/// Keeps only annotations under either operator prefix: the rest of a GPU node's annotations
/// (often large) are skipped while parsing.
fn operator_annotations<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<OperatorAnnotations, D::Error> {
    struct V;
    impl<'de> serde::de::Visitor<'de> for V {
        type Value = OperatorAnnotations;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a map of annotations")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut map: A,
        ) -> Result<Self::Value, A::Error> {
            let mut out = OperatorAnnotations::default();
            while let Some(k) = map.next_key::<String>()? {
                out.any = true;
                if is_operator_key(&k) {
                    let v: String = map.next_value()?;
                    out.kept.insert(k, v);
                } else {
                    map.next_value::<serde::de::IgnoredAny>()?;
                }
            }
            Ok(out)
        }
        fn visit_unit<E>(self) -> Result<Self::Value, E> {
            Ok(OperatorAnnotations::default())
        }
    }
    d.deserialize_any(V)
}

/// Keeps the operator's per-CR node conditions and `Ready`.
fn operator_conditions<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Vec<NodeCondition>, D::Error> {
    let all: Option<Vec<NodeCondition>> = Option::deserialize(d)?;
    Ok(all
        .unwrap_or_default()
        .into_iter()
        .filter(|c| c.type_ == "Ready" || is_operator_key(&c.type_))
        .collect())
}

impl From<SlimNode> for NodeView {
    fn from(n: SlimNode) -> Self {
        let maps = Presence {
            annotations: n.metadata.annotations.any,
            labels: !n.metadata.labels.is_empty(),
        };
        NodeView {
            name: n.metadata.name,
            resource_version: n.metadata.resource_version,
            uid: n.metadata.uid,
            labels: n.metadata.labels,
            annotations: n.metadata.annotations.kept,
            taints: n.spec.taints,
            unschedulable: n.spec.unschedulable,
            conditions: n.status.conditions,
            boot_id: n.status.node_info.boot_id,
            deleting: n.metadata.deletion_timestamp.is_some(),
            created: n
                .metadata
                .creation_timestamp
                .as_deref()
                .and_then(|t| t.parse::<jiff::Timestamp>().ok())
                .map(|t| t.as_second()),
            plugin_write: n.metadata.plugin_write,
            maps,
        }
    }
}

/// A node as the watcher of `cluster::follow` keeps it: the slim view, plus the little object
/// metadata kube's watcher needs (name and resourceVersion, to resume a dropped watch).
#[derive(Debug, Clone)]
pub struct NodeItem {
    meta: kube::core::ObjectMeta,
    pub view: NodeView,
}

impl<'de> Deserialize<'de> for NodeItem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let view = NodeView::from(SlimNode::deserialize(d)?);
        Ok(NodeItem {
            meta: kube::core::ObjectMeta {
                name: Some(view.name.clone()),
                resource_version: Some(view.resource_version.clone()),
                ..Default::default()
            },
            view,
        })
    }
}

impl kube::Resource for NodeItem {
    type DynamicType = ();
    type Scope = kube::core::ClusterResourceScope;
    fn kind(_: &()) -> std::borrow::Cow<'_, str> {
        "Node".into()
    }
    fn group(_: &()) -> std::borrow::Cow<'_, str> {
        "".into()
    }
    fn version(_: &()) -> std::borrow::Cow<'_, str> {
        "v1".into()
    }
    fn plural(_: &()) -> std::borrow::Cow<'_, str> {
        "nodes".into()
    }
    fn meta(&self) -> &kube::core::ObjectMeta {
        &self.meta
    }
    fn meta_mut(&mut self) -> &mut kube::core::ObjectMeta {
        &mut self.meta
    }
}

fn nodes_target(verb: &'static str, name: Option<&str>) -> Target {
    Target::new(verb, "nodes", name)
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
pub async fn for_each_page<F>(
    cluster: &Cluster,
    label_selector: Option<&str>,
    mut fold: F,
) -> Result<usize>
where
    F: FnMut(Vec<NodeView>) -> Result<()>,
{
    let selector = label_selector.map(str::to_string);
    let mut seen = 0usize;
    let mut next = Some(Prefetch::start(cluster, &selector, None));
    while let Some(mut fetching) = next.take() {
        if let Some(c) = fetching.continue_token().await {
            next = Some(Prefetch::start(cluster, &selector, Some(c)));
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
    fn start(cluster: &Cluster, selector: &Option<String>, cont: Option<String>) -> Prefetch {
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
/// A page whose body breaks off is read again here, at most [`super::MAX_RETRIES`] times within
/// `--request-timeout` (the retry layer sees only the request and the answer's head), by
/// [`page_stream::again`]'s rule: a continue page with the same token; the first page, once its
/// token was handed over, at exactly its resourceVersion, so that every page of the walk is the
/// same snapshot. The answer read again must carry the continue token handed over; a node read
/// from the broken answer is never folded (a page is handed to the walk whole).
async fn fetch_page(
    cluster: Cluster,
    label_selector: Option<String>,
    cont: Option<String>,
    tell: tokio::sync::oneshot::Sender<Option<String>>,
) -> Result<proto::NodePage> {
    let mut read = PageRead {
        tell: Some(tell),
        handed: None,
        continued: cont.is_some(),
    };
    let deadline = cluster.request_timeout.map(|t| Instant::now() + t);
    let mut lp = kube::api::ListParams {
        label_selector,
        limit: Some(cluster.chunk_size),
        continue_token: cont,
        ..Default::default()
    };
    let mut attempt = 0u32;
    loop {
        let err = match read.page(&cluster, &lp).await {
            Ok(page) => return Ok(page),
            Err(Broken::Fail(e)) => return Err(e),
            Err(Broken::Cut(e)) => e,
        };
        let wait = super::backoff(attempt);
        if attempt >= super::MAX_RETRIES || deadline.is_some_and(|d| Instant::now() + wait >= d) {
            return Err(err);
        }
        if let page_stream::Again::AtResourceVersion(rv) =
            page_stream::again(read.continued, read.handed.as_ref())
        {
            lp.resource_version = Some(rv);
            lp.version_match = Some(kube::api::VersionMatch::Exact);
        }
        attempt += 1;
        cluster.stats.retries.fetch_add(1, Ordering::Relaxed);
        tracing::debug!(
            target: "nodewright::retry",
            "retry {attempt}/{} of a node list page whose body broke off ({err}): retrying in {wait:?}{}",
            super::MAX_RETRIES,
            lp.resource_version.as_deref().map(|rv| format!(" at resourceVersion {rv} (Exact)")).unwrap_or_default()
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
struct PageRead {
    tell: Option<tokio::sync::oneshot::Sender<Option<String>>>,
    handed: Option<page_stream::Head>,
    continued: bool,
}

impl PageRead {
    /// One attempt at the page.
    async fn page(
        &mut self,
        cluster: &Cluster,
        lp: &kube::api::ListParams,
    ) -> std::result::Result<proto::NodePage, Broken> {
        let mut req = kube::core::Request::new(super::path_of::<Node>(None))
            .list(lp)
            .map_err(|e| Broken::Fail(Error::usage(e.to_string())))?;
        // Protobuf where the server speaks it (a GPU node page is ~1.3x smaller than JSON, both
        // gzipped, and cheaper to decode); the answer's Content-Type says which came back.
        req.headers_mut().insert(
            http::header::ACCEPT,
            http::HeaderValue::from_static(proto::ACCEPT_PROTOBUF_OR_JSON),
        );
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
        let unexpected = |message: String| {
            Broken::Fail(Error::Api {
                verb: "list".into(),
                resource: "nodes".into(),
                code: status,
                message: format!("unexpected answer: {message}"),
            })
        };
        if !proto::is_protobuf(answer.content_type.as_deref()) {
            let body = answer
                .rest()
                .await
                .map_err(|e| Broken::Cut(cluster.cut(&e)))?;
            let page = decode_json_page(&body).map_err(unexpected)?;
            self.head(page_stream::Head {
                continue_: page.continue_.clone(),
                resource_version: String::new(),
            })
            .map_err(Broken::Fail)?;
            return Ok(page);
        }
        let mut dec = page_stream::PageStream::default();
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
            .map_err(unexpected)?;
            if let Some(h) = head {
                page.continue_ = h.continue_.clone();
                self.head(h).map_err(Broken::Fail)?;
            }
        }
        // A body that ended early without an error (the connection closed) is a cut too.
        dec.finish().map_err(|m| {
            Broken::Cut(Error::Unreachable {
                server: cluster.server().to_string(),
                reason: m,
            })
        })?;
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

/// A node list page answered in JSON.
fn decode_json_page(body: &[u8]) -> std::result::Result<proto::NodePage, String> {
    let page: SlimList = serde_json::from_slice(body).map_err(|e| e.to_string())?;
    Ok(proto::NodePage {
        items: page.items.into_iter().map(NodeView::from).collect(),
        continue_: page.metadata.continue_,
    })
}

/// Lists every node matching the selector into memory (slim views). For the fleet-wide read
/// paths prefer [`for_each_page`].
pub async fn list(cluster: &Cluster, label_selector: Option<&str>) -> Result<Vec<NodeView>> {
    let mut all = Vec::new();
    for_each_page(cluster, label_selector, |page| {
        all.extend(page);
        Ok(())
    })
    .await?;
    Ok(all)
}

/// Every node's name, via metadata-only pages (`PartialObjectMetadataList`): a quarter of the
/// bytes of a full list, for shell completion where every millisecond counts.
pub async fn names(cluster: &Cluster) -> Result<Vec<String>> {
    #[derive(Deserialize)]
    struct MetaList {
        #[serde(default)]
        metadata: ListMeta,
        #[serde(default)]
        items: Vec<MetaOnly>,
    }
    #[derive(Deserialize)]
    struct MetaOnly {
        metadata: NameOnly,
    }
    #[derive(Deserialize)]
    struct NameOnly {
        name: String,
    }
    let mut out = Vec::new();
    let mut cont: Option<String> = None;
    loop {
        let lp = kube::api::ListParams {
            limit: Some(cluster.chunk_size),
            continue_token: cont.clone(),
            ..Default::default()
        };
        let req = kube::core::Request::new(super::path_of::<Node>(None))
            .list_metadata(&lp)
            .map_err(|e| Error::usage(e.to_string()))?;
        let page: MetaList = cluster.send_json(req, &nodes_target("list", None)).await?;
        out.extend(page.items.into_iter().map(|i| i.metadata.name));
        match page.metadata.continue_ {
            Some(c) if !c.is_empty() => cont = Some(c),
            _ => return Ok(out),
        }
    }
}

/// Reads one node; `Ok(None)` when it does not exist.
pub async fn get(cluster: &Cluster, name: &str) -> Result<Option<NodeView>> {
    let req = kube::core::Request::new(super::path_of::<Node>(None))
        .get(name, &Default::default())
        .map_err(|e| Error::usage(e.to_string()))?;
    let answer = cluster
        .send(
            req,
            &nodes_target("get", Some(name)),
            &[http::StatusCode::NOT_FOUND],
        )
        .await?;
    if answer.status == http::StatusCode::NOT_FOUND {
        return Ok(None);
    }
    let node: SlimNode = serde_json::from_slice(&answer.body).map_err(|e| Error::Api {
        verb: "get".into(),
        resource: format!("nodes/{name}"),
        code: answer.status.as_u16(),
        message: format!("unexpected answer: {e}"),
    })?;
    Ok(Some(node.into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slim_node_keeps_only_what_the_model_needs() {
        let json = serde_json::json!({
            "metadata": {"name": "gpu-1", "resourceVersion": "7", "uid": "u",
                "labels": {"a": "b"},
                "annotations": {"nodewright.nvidia.com/status_x": "complete", "skyhook.nvidia.com/version_x": "v0.15.0", "other.io/big": "zzz"}},
            "spec": {"taints": [{"key": "k", "value": "v", "effect": "NoSchedule"}], "unschedulable": true},
            "status": {"conditions": [{"type": "Ready", "status": "True"}, {"type": "MemoryPressure", "status": "False"},
                {"type": "nodewright.nvidia.com/x/NotReady", "status": "False", "lastTransitionTime": "2026-01-01T00:00:00Z"}],
                "images": [{"names": ["a"], "sizeBytes": 1}], "nodeInfo": {"bootID": "b-1"}}
        });
        let n: NodeView = serde_json::from_value::<SlimNode>(json)
            .expect("parses")
            .into();
        assert_eq!(n.annotations.len(), 2);
        assert_eq!(n.conditions.len(), 2);
        assert_eq!(n.boot_id.as_deref(), Some("b-1"));
        assert!(n.unschedulable);
        assert_eq!(n.taints[0].value.as_deref(), Some("v"));
    }

    /// The maps are there exactly when the node has a key in them (the API server omits empty
    /// maps), whether or not the view keeps any: a write adds into them or creates them.
    #[test]
    fn the_view_knows_which_maps_exist() {
        let decode = |meta: serde_json::Value| -> NodeView {
            serde_json::from_value::<SlimNode>(serde_json::json!({ "metadata": meta }))
                .expect("parses")
                .into()
        };
        let n = decode(serde_json::json!({"name": "a", "annotations": {"other.io/x": "1"}}));
        assert!(n.annotations.is_empty(), "foreign annotations are dropped");
        assert_eq!(
            n.maps,
            Presence {
                annotations: true,
                labels: false
            }
        );
        let n = decode(serde_json::json!({"name": "b", "labels": {"pool": "a"}}));
        assert_eq!(
            n.maps,
            Presence {
                annotations: false,
                labels: true
            }
        );
    }

    #[test]
    fn prefix_must_be_followed_by_a_slash() {
        assert!(is_operator_key("skyhook.nvidia.com/ignore"));
        assert!(!is_operator_key("skyhook.nvidia.com.evil/ignore"));
        assert!(!is_operator_key("example.com/skyhook.nvidia.com"));
    }
}
