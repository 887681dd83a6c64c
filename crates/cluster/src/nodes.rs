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

use super::{Cluster, Target};
use nodewright_error::{Error, Result};
use nodewright_model::keys::{LEGACY_PREFIX, NEW_PREFIX};
use nodewright_model::{NodeCondition, NodeView, Presence, Taint};

#[derive(Deserialize)]
pub(super) struct SlimList {
    #[serde(default)]
    pub(super) metadata: ListMeta,
    #[serde(default)]
    pub(super) items: Vec<SlimNode>,
}

#[derive(Deserialize, Default)]
pub(super) struct ListMeta {
    #[serde(default, rename = "continue")]
    pub(super) continue_: Option<String>,
}

#[derive(Deserialize)]
pub(super) struct SlimNode {
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
    /// Only the latest time of the plugin's own field manager (docs/operator-findings.md, "The plugin's own writes are changes"); every other entry and
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
pub fn is_operator_key(k: &str) -> bool {
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

/// The kubelet's pressure conditions, left out while they are `False` (healthy): every node has
/// them, and a gate needs them only when they are not.
const KUBELET_PRESSURES: [&str; 4] = [
    "MemoryPressure",
    "DiskPressure",
    "PIDPressure",
    "NetworkUnavailable",
];

/// Keeps `Ready`, the operator's per-CR node conditions and the conditions other components
/// report (a Node Readiness Controller rule's required conditions: `nvidia.com/GPUReady`, Node
/// Problem Detector's): every condition but the kubelet's pressure conditions while `False`.
fn operator_conditions<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Vec<NodeCondition>, D::Error> {
    let all: Option<Vec<NodeCondition>> = Option::deserialize(d)?;
    let mut kept: Vec<NodeCondition> = all
        .unwrap_or_default()
        .into_iter()
        .filter(|c| !(c.status == "False" && KUBELET_PRESSURES.contains(&c.type_.as_str())))
        .collect();
    // Collected in place: without this the kept few hold the room of every condition read
    // (~1 KB a node, 37 MB of a 20,000-node live view).
    kept.shrink_to_fit();
    Ok(kept)
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

pub(super) fn nodes_target(verb: &'static str, name: Option<&str>) -> Target {
    Target::new(verb, "nodes", name)
}

/// Walks every node matching `label_selector` in batches, calling `fold` with each; returns the
/// number of nodes seen. How the nodes are listed (one streamed list, or pages) is
/// [`super::node_pages`].
pub async fn for_each_page<F>(
    cluster: &Cluster,
    label_selector: Option<&str>,
    fold: F,
) -> Result<usize>
where
    F: FnMut(Vec<NodeView>) -> Result<()>,
{
    for_each_page_where(cluster, label_selector, None, fold).await
}

/// [`for_each_page`] with a field selector too (`--field-selector`: `metadata.name`,
/// `spec.unschedulable`), answered by the API server.
pub async fn for_each_page_where<F>(
    cluster: &Cluster,
    label_selector: Option<&str>,
    field_selector: Option<&str>,
    fold: F,
) -> Result<usize>
where
    F: FnMut(Vec<NodeView>) -> Result<()>,
{
    let selectors = super::node_pages::Selectors {
        label: label_selector.map(str::to_string),
        field: field_selector.map(str::to_string),
    };
    super::node_pages::for_each_batch(cluster, &selectors, fold).await
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

/// Every node's name, for shell completion where every millisecond counts: the server's table
/// view of nodes without the objects (`as=Table`, `includeObject=None`, what `kubectl get`
/// asks for), whose rows carry a few short cells each. A metadata-only list
/// (`PartialObjectMetadataList`) still carries every annotation and `managedFields`: on a
/// fleet of ~32 KB nodes, 3,300 of them took over the 2 s completion budget on this 2-core
/// machine; the table takes a fraction of that. Pages of 5,000 rows: each row is ~200 bytes.
pub async fn names(cluster: &Cluster) -> Result<Vec<String>> {
    names_where(cluster, None).await
}

/// [`names`] of the nodes a label selector matches (answered by the API server).
pub async fn names_where(cluster: &Cluster, label_selector: Option<&str>) -> Result<Vec<String>> {
    #[derive(Deserialize)]
    struct Table {
        #[serde(default)]
        metadata: ListMeta,
        #[serde(default)]
        rows: Vec<Row>,
    }
    #[derive(Deserialize)]
    struct Row {
        #[serde(default)]
        cells: Vec<serde_json::Value>,
    }
    let mut out = Vec::new();
    let mut cont: Option<String> = None;
    loop {
        let lp = kube::api::ListParams {
            limit: Some(5000),
            continue_token: cont.clone(),
            label_selector: label_selector.map(str::to_string),
            ..Default::default()
        };
        let mut req = kube::core::Request::new(super::path_of::<Node>(None))
            .list(&lp)
            .map_err(|e| Error::usage(e.to_string()))?;
        let uri = format!("{}&includeObject=None", req.uri());
        *req.uri_mut() = uri.parse().map_err(|e| Error::usage(format!("{e}")))?;
        req.headers_mut().insert(
            http::header::ACCEPT,
            http::HeaderValue::from_static("application/json;as=Table;v=v1;g=meta.k8s.io"),
        );
        let page: Table = cluster.send_json(req, &nodes_target("list", None)).await?;
        // The first column of the nodes' table is the name.
        out.extend(
            page.rows
                .into_iter()
                .filter_map(|r| r.cells.into_iter().next()?.as_str().map(str::to_string)),
        );
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
        assert_eq!(
            n.conditions.len(),
            2,
            "a healthy pressure condition is left out"
        );
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
