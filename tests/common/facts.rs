//! What a write may touch on a node, read straight from the API server, and what `reset CR`
//! must leave of it (shared by tests/writes.rs and tests/reliability.rs).

use std::collections::BTreeMap;

use k8s_openapi::api::core::v1::Node;
use kube::Api;
use serde_json::Value;

/// Everything a write may touch on a node.
#[derive(Debug, Clone, PartialEq)]
pub struct NodeFacts {
    pub annotations: BTreeMap<String, String>,
    pub labels: BTreeMap<String, String>,
    /// In order, without `timeAdded` (stamped by the API server on NoExecute taints).
    pub taints: Vec<Value>,
    pub unschedulable: bool,
}

/// The plugin's own record of its last write on a node (its time and command), which every write
/// sets: [`facts_of`] leaves it out, so that a test states the keys a command wrote for the
/// operator; [`last_write`] reads it.
pub const LAST_WRITE: &str = "kubectl-nodewright/last-write";

pub fn facts_of(n: &Node) -> NodeFacts {
    let spec = n.spec.clone().unwrap_or_default();
    let mut annotations = n.metadata.annotations.clone().unwrap_or_default();
    annotations.remove(LAST_WRITE);
    NodeFacts {
        annotations,
        labels: n.metadata.labels.clone().unwrap_or_default(),
        taints: spec
            .taints
            .unwrap_or_default()
            .iter()
            .map(|t| {
                let mut v = serde_json::to_value(t).expect("taint");
                if let Some(o) = v.as_object_mut() {
                    o.remove("timeAdded");
                }
                v
            })
            .collect(),
        unschedulable: spec.unschedulable.unwrap_or(false),
    }
}

/// The facts of one node, read by name.
pub async fn facts(client: &kube::Client, name: &str) -> NodeFacts {
    facts_of(
        &Api::<Node>::all(client.clone())
            .get(name)
            .await
            .unwrap_or_else(|e| panic!("get {name}: {e}")),
    )
}

/// The plugin's record of its last write on `name` ([`LAST_WRITE`]), if any.
pub async fn last_write(client: &kube::Client, name: &str) -> Option<String> {
    Api::<Node>::all(client.clone())
        .get(name)
        .await
        .unwrap_or_else(|e| panic!("get {name}: {e}"))
        .metadata
        .annotations
        .and_then(|mut a| a.remove(LAST_WRITE))
}

/// What `reset CR` must leave: the CR's nodeState_/status_/version_ keys gone in both prefixes
/// (and status_ labels); cordon_/drainStart_ kept only on a node the operator holds cordoned;
/// everything else byte-identical.
pub fn expect_reset(before: &NodeFacts, cr: &str) -> NodeFacts {
    let mut a = before.annotations.clone();
    let mut l = before.labels.clone();
    for p in ["skyhook.nvidia.com", "nodewright.nvidia.com"] {
        for k in ["nodeState_", "status_", "version_"] {
            a.remove(&format!("{p}/{k}{cr}"));
        }
        l.remove(&format!("{p}/status_{cr}"));
        let cordon = format!("{p}/cordon_{cr}");
        if !(before.unschedulable && before.annotations.contains_key(&cordon)) {
            a.remove(&cordon);
            a.remove(&format!("{p}/drainStart_{cr}"));
        }
    }
    NodeFacts {
        annotations: a,
        labels: l,
        ..before.clone()
    }
}
