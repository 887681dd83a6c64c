//! The gate results of the targeted nodes, as `status`, `node list|status` and `package status`
//! show them: each node evaluated against the snapshot and shown through the command's
//! [`View`] (the one its live view draws through: `model::view`).

use super::node_walk::TargetsSnapshot;
use super::{Ctx, Snapshot};
use crate::cli::NodeTargets;
use crate::cluster::Cluster;
use crate::cluster::crs::AllCrs;
use crate::error::Result;
use crate::model::NodeView;
use crate::model::gate::{GateState, NodeGate};
use crate::model::view::{Shape, View};

/// What `status` (and `node`, `package status`) shows of the targeted nodes, as the flags say
/// it: only the CRs of one NodeWright when named, only nodes in these states when any, and each
/// CR's package rows or only its counts.
#[derive(Debug, Clone, Copy, Default)]
pub struct Filters<'a> {
    pub nodewright: Option<&'a str>,
    pub states: &'a [GateState],
    pub package_rows: bool,
}

impl Filters<'_> {
    /// The view these flags ask for, `--nodewright` looked up among the CRs (either of a CR's
    /// names; NotFound when neither), with the node name patterns of `--regex`.
    pub fn view(&self, crs: &AllCrs, patterns: Vec<regex::Regex>) -> Result<View> {
        let only_cr = match self.nodewright {
            Some(name) => Some(crate::cluster::crs::find(crs, name)?.name),
            None => None,
        };
        Ok(View {
            shape: Shape {
                only_cr,
                package_rows: self.package_rows,
            },
            patterns,
            states: self.states.to_vec(),
        })
    }
}

/// The one-shot read: walks the targets (page by page: memory stays bounded by one page; the
/// waits across nodes settled from the walk when it reads the whole fleet, [`TargetsSnapshot`]),
/// evaluates each node against the snapshot and hands `f` each row the view shows, with its
/// node. Returns the snapshot and the named nodes not found. A live view evaluates the same way
/// (`model::reevaluation::Verdicts`, in the view's shape) and draws what the view shows.
pub async fn rows<F>(
    cluster: &Cluster,
    prepared: TargetsSnapshot,
    targets: &NodeTargets,
    view: &View,
    mut f: F,
) -> Result<(Snapshot, Vec<String>)>
where
    F: FnMut(&NodeView, NodeGate) -> Result<()>,
{
    prepared
        .for_each(cluster, targets, |snap, node| {
            match view.row(snap.evaluate(&node)) {
                Some(row) => f(&node, row),
                None => Ok(()),
            }
        })
        .await
}

/// The rows ([`rows`]) of the targeted nodes, sorted by name.
pub async fn collect(
    cluster: &Cluster,
    prepared: TargetsSnapshot,
    targets: &NodeTargets,
    filters: Filters<'_>,
) -> Result<Collected> {
    let view = filters.view(&prepared.snap.crs, Vec::new())?;
    let mut gates = Vec::new();
    let (snap, missing) = rows(cluster, prepared, targets, &view, |_, row| {
        gates.push(row);
        Ok(())
    })
    .await?;
    gates.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(Collected {
        snap,
        gates,
        missing,
    })
}

/// What [`collect`] found.
#[derive(Debug)]
pub struct Collected {
    pub snap: Snapshot,
    pub gates: Vec<NodeGate>,
    pub missing: Vec<String>,
}

/// [`collect`] from the CRs on.
pub async fn collect_fleet(
    ctx: &Ctx,
    cluster: &Cluster,
    targets: &NodeTargets,
    filters: Filters<'_>,
) -> Result<(Vec<NodeGate>, Vec<String>)> {
    let prepared = TargetsSnapshot::load(ctx, cluster, targets).await?;
    let c = collect(cluster, prepared, targets, filters).await?;
    Ok((c.gates, c.missing))
}
