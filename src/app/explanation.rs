//! A node's `explain` document, from the node and its verdict against the facts: for `explain`
//! and the dashboard's node panel.

use crate::cluster::Cluster;
use crate::error::Result;
use crate::model::Group;
use crate::model::events::RecentEvents;
use crate::model::gate::NodeGate;
use crate::model::version::Release;
use crate::render::explain::Explanation;

/// The document of one evaluated node.
pub(crate) fn explanation<'a>(
    gate: &'a NodeGate,
    node: &'a crate::model::NodeView,
    snap: &'a super::Snapshot,
    removal: Release,
) -> Explanation<'a> {
    Explanation {
        gate,
        taints: &node.taints,
        annotations: &node.annotations,
        labels: node
            .labels
            .iter()
            .filter(|(k, _)| {
                k.starts_with("skyhook.nvidia.com/") || k.starts_with("nodewright.nvidia.com/")
            })
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect(),
        operator: &snap.config,
        removal_version: removal.to_string(),
        detail: false,
        startup_taints: startup_taints(gate, node),
        events: None,
    }
}

/// The taints neither NodeWright's nor another known owner's gate, on a node Karpenter launched:
/// what may be said of them.
fn startup_taints(gate: &NodeGate, node: &crate::model::NodeView) -> Option<String> {
    let others: Vec<&crate::model::Taint> = node
        .taints
        .iter()
        .filter(|t| {
            !gate
                .gate_taints
                .iter()
                .any(|g| g.key == t.key && g.effect == t.effect)
        })
        .collect();
    crate::model::gates::startup_taints_note(node, &others)
}

/// The node's recent events and those of the NodeWrights selecting it (two lists).
pub(crate) async fn recent_events(cluster: &Cluster, gate: &NodeGate) -> Result<RecentEvents> {
    let crs: Vec<(&str, &str)> = gate
        .nodewrights
        .iter()
        .flat_map(|c| [Group::Nodewright, Group::Skyhook].map(|g| (g.kind(), c.name.as_str())))
        .collect();
    Ok(
        match crate::cluster::events::for_node(cluster, &gate.name, &crs).await? {
            Ok(all) => crate::model::events::recent(all, gate),
            Err(why) => crate::model::events::unreadable(&why),
        },
    )
}
