//! The detail under a rollout's counts: the usual time of each package stage (from the package
//! pods), and the nodes that hold it, most consequential first.

use std::collections::BTreeMap;
use std::sync::Arc;

use jiff::Timestamp;

use super::{CompartmentView, Holding, Row, SlowRun, StageTimes, rfc3339};
use crate::gate::{BlockerCode, Scope};
use crate::types::{CrView, PackagePod};

pub(super) fn percentile(sorted: &[i64], p: usize) -> Option<i64> {
    if sorted.is_empty() {
        return None;
    }
    // Nearest rank.
    let rank = (p * sorted.len()).div_ceil(100).max(1);
    sorted.get(rank - 1).copied()
}

/// Usual stage times per package and stage, from the package pods of this CR.
pub(super) fn stages(cr: &CrView, pods: &[PackagePod], now: Timestamp) -> Vec<StageTimes> {
    let ours = |p: &&PackagePod| p.cr == cr.name || cr.mirrored_from.as_deref() == Some(&p.cr);
    // (package, stage) -> (finished durations in seconds, running (node, start)).
    type Runs<'p> = (Vec<i64>, Vec<(&'p str, Timestamp)>);
    let mut by: BTreeMap<(String, String), Runs> = BTreeMap::new();
    for p in pods.iter().filter(ours) {
        // The pod's package label is `<name>-<version>`: show the spec's package name.
        let package = cr
            .packages
            .values()
            .find(|s| format!("{}-{}", s.name, s.version) == p.package)
            .map_or_else(|| p.package.clone(), |s| s.name.clone());
        let e = by.entry((package, p.stage.clone())).or_default();
        match p.finished {
            Some(f) => e.0.push(f.duration_since(p.started).as_secs().max(0)),
            None => e.1.push((p.node.as_str(), p.started)),
        }
    }
    by.into_iter()
        .map(|((package, stage), (mut done, running))| {
            done.sort_unstable();
            let p90 = percentile(&done, 90);
            let slow = match p90 {
                Some(p90) if done.len() >= 3 => running
                    .iter()
                    .filter_map(|(node, started)| {
                        let secs = now.duration_since(*started).as_secs();
                        (secs > 2 * p90.max(30)).then(|| SlowRun {
                            node: node.to_string(),
                            seconds: secs,
                            since: rfc3339(*started),
                        })
                    })
                    .collect(),
                _ => Vec::new(),
            };
            StageTimes {
                samples: done.len(),
                median_seconds: percentile(&done, 50),
                p90_seconds: p90,
                running: running.len(),
                slow,
                package,
                stage,
            }
        })
        .collect()
}

/// The nodes holding the rollout, most consequential first: whatever stops everything
/// (operator), a stopped compartment, a paused or disabled CR, then picked nodes that keep their
/// batch from finishing (the larger the compartment they hold, the earlier), then the rest, the
/// blockers shared by most nodes first.
pub(super) fn holding(
    records: &[Row],
    names: &[Arc<str>],
    compartments: &[CompartmentView],
) -> Vec<Holding> {
    let waiting_in = |c: &str| {
        compartments
            .iter()
            .find(|v| *v.name == *c)
            .map_or(0, |v| v.matched - v.complete)
    };
    // Per code: how many nodes it holds, and its scope.
    let mut per_code: BTreeMap<BlockerCode, (usize, Scope)> = BTreeMap::new();
    for r in records {
        if let Some(b) = &r.holding {
            per_code.entry(b.code).or_insert((0, b.code.scope())).0 += 1;
        }
    }
    let mut out: Vec<(Scope, bool, usize, Holding)> = records
        .iter()
        .filter_map(|r| {
            let b = r.holding.as_ref()?;
            let c = &names[r.compartment];
            let (sharing, scope) = per_code[&b.code];
            let h = Holding {
                node: Arc::clone(&r.name),
                code: b.code,
                message: Arc::clone(&b.message),
                remedy: Arc::clone(&b.remedy),
                picked: r.picked,
                compartment: Arc::clone(c),
            };
            // A picked node holds its compartment's batch: the more nodes wait there, the
            // more it matters. Otherwise the more nodes share the blocker, the more it matters.
            let weight = if r.picked { waiting_in(c) } else { sharing };
            Some((scope, !r.picked, weight, h))
        })
        .collect();
    out.sort_by(|a, b| {
        (a.0, a.1, std::cmp::Reverse(a.2), a.3.code.rank(), &a.3.node).cmp(&(
            b.0,
            b.1,
            std::cmp::Reverse(b.2),
            b.3.code.rank(),
            &b.3.node,
        ))
    });
    out.into_iter().map(|(_, _, _, h)| h).collect()
}
