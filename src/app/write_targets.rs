//! What the node write commands (`reset`, `node reset|ignore|unignore`, `package rerun`, `taint`,
//! `untaint`, `regate`, `forget`, `restore`) share before they hand their planner to the write
//! flow (`write_flow`): the targeted nodes, slimmed for planning, and the CR names a reset covers.

use super::for_each_target;
use crate::cli::NodeTargets;
use crate::cluster::Cluster;
use crate::error::{Error, Result};
use crate::model::plan::{self};
use crate::model::{CrView, NodeView};

/// The targeted nodes. With the CRs at hand, each view keeps only the labels planning reads (the
/// operator's, and the keys the CRs' selectors name), so a fleet-wide write does not hold every
/// node's ~130 labels.
pub async fn views(
    cluster: &Cluster,
    targets: &NodeTargets,
    crs: Option<&[CrView]>,
) -> Result<(Vec<NodeView>, Vec<String>)> {
    let keep: Option<std::collections::BTreeSet<String>> = crs.map(|crs| {
        crs.iter()
            .flat_map(|c| {
                c.node_selector.match_labels.keys().cloned().chain(
                    c.node_selector
                        .match_expressions
                        .iter()
                        .map(|e| e.key.clone()),
                )
            })
            .collect()
    });
    // A write names nodes to change: one that cannot be a node's name is a usage error (exit 2).
    targets.check_names()?;
    let mut out = Vec::new();
    let missing = for_each_target(cluster, targets, |mut n| {
        if let Some(keep) = &keep {
            super::guarded_write::slim_labels(&mut n, keep);
        }
        out.push(n);
        Ok(())
    })
    .await?;
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((out, missing))
}

pub fn require_targets(t: &NodeTargets, cmd: &str) -> Result<()> {
    if t.nodes.is_empty() && t.selector.is_none() {
        return Err(Error::usage(format!(
            "{cmd}: name the nodes, or select them with -l SELECTOR (-l '' for all)"
        )));
    }
    Ok(())
}

pub fn names_of(cr: Option<&CrView>, name: &str) -> Vec<String> {
    match cr {
        Some(c) => {
            let mut v = plan::cr_names(&c.name, c.mirrored_from.as_deref());
            if !v.iter().any(|n| n == name) {
                v.push(name.to_string());
            }
            v
        }
        None => vec![name.to_string()],
    }
}
