//! The deployment policy's blockers (`rollout-stopped`, `batch-held`, `waiting-batch`) and the
//! holding nodes they need read.

use super::*;

/// Batch blockers (`rollout-stopped`, `batch-held`, `waiting-batch`): why the deployment policy
/// has not reached the node. Returns whether one explains the wait.
///
/// The operator's compartment (`internal/wrapper/compartment.go`, `GetNodesForNextBatch`): with
/// `batchState.shouldStop` no batch is picked at all; while any node of the compartment is in
/// `status.nodePriority` and not complete, only those ("sticky batch") are processed, so a
/// picked node that is stuck holds every other node. Which compartment a node is in comes from
/// the DeploymentPolicy's selectors, which the plugin does not read: with one compartment every
/// node is in it; with several, a stop is certain only when every compartment stopped, and
/// `batch-held` is not claimed.
pub(super) fn batch_blockers(s: &Scene, e: &Eval, blockers: &mut Vec<Blocker>) -> bool {
    let (cr, n, c) = (e.cr, s.n(), e.cr.name.as_str());
    let compartments = cr.compartment_statuses.len();
    let single = compartments <= 1;
    let stopped: Vec<(&String, i64)> = cr
        .compartment_statuses
        .iter()
        .filter_map(|(name, st)| {
            st.batch_state
                .as_ref()
                .filter(|b| b.should_stop)
                .map(|b| (name, b.consecutive_failures))
        })
        .collect();
    let policy_missing = cr
        .conditions
        .iter()
        .any(|k| k.type_.ends_with("DeploymentPolicyNotFound") && k.status == "True");
    let failed = &facts(cr).failed_nodes;
    let reset_remedy = if failed.is_empty() {
        format!("kubectl nodewright reset {c} --confirm")
    } else {
        format!(
            "kubectl nodewright reset {c} {} --batch --confirm",
            failed
                .iter()
                .map(|f| format!("--node {f}"))
                .collect::<Vec<_>>()
                .join(" ")
        )
    };
    let list: Vec<String> = stopped
        .iter()
        .map(|(name, f)| format!("{name} ({f} consecutive failures)"))
        .collect();
    if !stopped.is_empty() && (single || stopped.len() == compartments) {
        push(
            blockers,
            BlockerCode::RolloutStopped,
            format!(
                "the rollout of {} has stopped in compartment {} (failure threshold reached; failed: {}): the operator picks no node until a person acts, and a deployment-policy reset alone is undone while a failed node is still erroring in status.nodePriority. Fix the failure, then reset the failed nodes (that also clears the batch state and status.nodePriority)",
                cr_ref(cr),
                list.join(", "),
                if failed.is_empty() {
                    "none recorded".to_string()
                } else {
                    failed.join(", ")
                }
            ),
            reset_remedy,
        );
        return true;
    }
    if !stopped.is_empty() {
        push(
            blockers,
            BlockerCode::WaitingBatch,
            format!(
                "the rollout of {} has stopped in compartment {}; {n} may be in it (failed: {})",
                cr_ref(cr),
                list.join(", "),
                failed.join(", ")
            ),
            reset_remedy,
        );
        return true;
    }
    if policy_missing {
        let g = cr.group.unwrap_or(Group::Nodewright);
        push(
            blockers,
            BlockerCode::WaitingBatch,
            format!(
                "{} names DeploymentPolicy {} which does not exist, so no batch reaches {n}",
                cr_ref(cr),
                cr.deployment_policy.as_deref().unwrap_or("?")
            ),
            format!("kubectl get deploymentpolicies.{}", g.domain()),
        );
        return true;
    }
    let waiting = matches!(e.on.status.as_deref(), Some("waiting") | None);
    if waiting && single && !cr.node_priority.contains_key(n) {
        let held: Vec<(&String, &Vec<Blocker>)> = cr
            .node_priority
            .keys()
            .filter(|h| h.as_str() != n && cr.node_status.get(*h).is_none_or(|st| st != "complete"))
            .filter_map(|h| s.ctx.holders.get(h).map(|b| (h, b)))
            .filter(|(_, b)| !b.is_empty())
            .collect();
        if !held.is_empty() {
            let names: Vec<String> = held
                .iter()
                .map(|(h, b)| format!("{h} ({}: {})", b[0].code.name(), b[0].message))
                .collect();
            let mut remedies: Vec<&str> = Vec::new();
            for (_, b) in &held {
                if !remedies.contains(&b[0].remedy.as_str()) {
                    remedies.push(&b[0].remedy);
                }
            }
            push(
                blockers,
                BlockerCode::BatchHeld,
                format!(
                    "{} keeps its rollout batch on picked node(s) that are not complete and are themselves stuck, so {n} is never picked until they finish: {}",
                    cr_ref(cr),
                    names.join("; ")
                ),
                remedies.join("; "),
            );
            return true;
        }
    }
    if e.on.status.as_deref() == Some("waiting") {
        push(
            blockers,
            BlockerCode::WaitingBatch,
            format!(
                "{} has not yet picked {n} into a rollout batch (operator status waiting)",
                cr_ref(cr)
            ),
            format!("kubectl nodewright wait {n} --timeout 30m"),
        );
        return true;
    }
    false
}

/// The nodes a stopped rollout failed on: erroring nodes of the CR (as the operator counts
/// failures, `EvaluateCurrentBatch`), preferring those still picked; else the picked nodes that
/// are not complete.
pub(super) fn failed_nodes(cr: &CrView) -> Vec<String> {
    let erroring: Vec<&String> = cr
        .node_status
        .iter()
        .filter(|(_, st)| st.as_str() == "erroring")
        .map(|(n, _)| n)
        .collect();
    let picked: Vec<String> = erroring
        .iter()
        .filter(|n| cr.node_priority.contains_key(n.as_str()))
        .map(|n| n.to_string())
        .collect();
    if !picked.is_empty() {
        return picked;
    }
    if !erroring.is_empty() {
        return erroring.into_iter().cloned().collect();
    }
    cr.node_priority
        .keys()
        .filter(|n| cr.node_status.get(*n).is_none_or(|st| st != "complete"))
        .cloned()
        .collect()
}

/// At most this many holding nodes are read by name per command (or `wait` poll).
pub const MAX_HOLDER_READS: usize = 100;

/// The nodes `batch-held` needs read: for each runtime-required CR with a node in operator
/// status `waiting`, the nodes of `status.nodePriority` the operator calls neither `complete`
/// nor `in_progress` (a picked node that is moving holds nobody for long, and one that cannot
/// move is marked `blocked`/`erroring` by the operator on its next pass), at most
/// [`MAX_HOLDER_READS`]. Usually none, so a watch loop can call this on every change.
pub fn holder_candidates(crs: &[CrView]) -> Vec<String> {
    let mut out: BTreeSet<String> = BTreeSet::new();
    for cr in crs.iter().filter(|c| {
        c.runtime_required
            && !c.paused
            && !c.disabled
            && c.compartment_statuses.len() <= 1
            && c.node_status.values().any(|s| s == "waiting")
    }) {
        for h in cr.node_priority.keys() {
            if !matches!(
                cr.node_status.get(h).map(String::as_str),
                Some("complete" | "in_progress")
            ) {
                out.insert(h.clone());
            }
        }
    }
    out.into_iter().take(MAX_HOLDER_READS).collect()
}
