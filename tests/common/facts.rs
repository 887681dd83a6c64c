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

pub fn facts_of(n: &Node) -> NodeFacts {
    let spec = n.spec.clone().unwrap_or_default();
    NodeFacts {
        annotations: n.metadata.annotations.clone().unwrap_or_default(),
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
