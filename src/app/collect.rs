//! The gate results of the targeted nodes, as `status`, `node list|status` and `package status`
//! show them: each node evaluated against the snapshot, filtered by NodeWright and state.

use super::walk::Prepared;
use super::{Ctx, Snapshot, for_each_target};
use crate::cli::NodeTargets;
use crate::cluster::Cluster;
use crate::error::Result;
use crate::model::gate::{GateState, NodeGate};

/// What `status` (and `node`, `package status`) shows of the targeted nodes: only the CRs of
/// one NodeWright when named, only nodes in these states when any, and each CR's package rows
/// or only its counts.
#[derive(Debug, Clone, Copy, Default)]
pub struct Filters<'a> {
    pub nodewright: Option<&'a str>,
    pub states: &'a [GateState],
    pub package_rows: bool,
}

/// Evaluates the targeted nodes (page by page: memory stays bounded by one page) and keeps the
/// gate results that pass the filters, sorted by name.
pub async fn collect(
    cluster: &Cluster,
    snap: &Snapshot,
    targets: &NodeTargets,
    filters: Filters<'_>,
) -> Result<(Vec<NodeGate>, Vec<String>)> {
    let show = shower(snap, filters)?;
    let mut out = Vec::new();
    let missing = for_each_target(cluster, targets, |node| {
        out.extend(show(snap, &node));
        Ok(())
    })
    .await?;
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((out, missing))
}

/// [`collect`] from the CRs on: the waits across nodes settled from the walk of the targets
/// when it reads the whole fleet ([`Prepared`]).
pub async fn collect_fleet(
    ctx: &Ctx,
    cluster: &Cluster,
    targets: &NodeTargets,
    filters: Filters<'_>,
) -> Result<(Vec<NodeGate>, Vec<String>)> {
    let prepared = Prepared::load(ctx, cluster, targets).await?;
    let show = shower(&prepared.snap, filters)?;
    let mut out = Vec::new();
    let (_, missing) = prepared
        .for_each(cluster, targets, |snap, node| {
            out.extend(show(snap, &node));
            Ok(())
        })
        .await?;
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((out, missing))
}

/// What `status` shows of one node under the filters: its gate result, or None.
pub fn shower<'f>(
    snap: &Snapshot,
    f: Filters<'f>,
) -> Result<impl Fn(&Snapshot, &crate::model::NodeView) -> Option<NodeGate> + 'f> {
    let only_cr = match f.nodewright {
        Some(name) => Some(crate::cluster::crs::find(&snap.crs, name)?.name),
        None => None,
    };
    Ok(move |snap: &Snapshot, node: &crate::model::NodeView| {
        shown(snap, node, only_cr.as_deref(), f.states, f.package_rows)
    })
}

/// A node's gate result as `status` shows it, or None when the filters leave it out.
fn shown(
    snap: &Snapshot,
    node: &crate::model::NodeView,
    only_cr: Option<&str>,
    states: &[GateState],
    package_rows: bool,
) -> Option<NodeGate> {
    filtered(snap.evaluate(node), only_cr, states, package_rows)
}

/// A gate result as `status` shows it (the one-shot command's and `--watch`'s), or None when
/// the filters leave it out.
fn filtered(
    mut gate: NodeGate,
    only_cr: Option<&str>,
    states: &[GateState],
    package_rows: bool,
) -> Option<NodeGate> {
    if let Some(cr) = only_cr {
        if !gate.nodewrights.iter().any(|c| c.name == cr) {
            return None;
        }
        gate.nodewrights.retain(|c| c.name == cr);
    }
    if !package_rows {
        // A fleet-wide answer keeps per-CR counts only: the rows are `explain`'s detail,
        // and on 5,000 nodes they would be most of the memory.
        for c in &mut gate.nodewrights {
            c.packages = Vec::new();
        }
    }
    (states.is_empty() || states.contains(&gate.state)).then_some(gate)
}
