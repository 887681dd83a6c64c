//! The verdict for the removal release: from the report's counts ([`Facts`]) to ready, not
//! ready or unknown, with the actions that block it and the advisories that do not.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// What the report found, as counts: the input of [`verdict`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Facts {
    /// Operator version, when known.
    pub operator_version: Option<String>,
    /// Operator Deployments found (0 with `operator_unreadable` = could not look).
    pub operators: usize,
    pub operator_unreadable: bool,
    pub pinned: bool,
    pub removal_version: String,
    pub unmirrored_crs: usize,
    pub open_windows: usize,
    pub nodes_legacy_taint: usize,
    pub nodes_legacy_only_keys: usize,
    pub nodes_divergent: usize,
    pub nodes_lingering: usize,
    pub nodes_orphaned_keys: usize,
    pub nodes_value_mismatch: usize,
    pub nodes_unrecognised: usize,
    pub provisioning_sources: usize,
    pub workloads_legacy_only: usize,
    pub workloads_both: usize,
    /// What could not be read (RBAC, errors), one line each.
    pub unreadable: Vec<String>,
}

/// The verdict's outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Readiness {
    Ready,
    NotReady,
    /// Nothing blocking was found, but part of the cluster could not be read.
    Unknown,
}

/// Codes of what must change (blocking) or could be tidied (advisory). Part of the JSON contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum ActionCode {
    OperatorLegacy,
    UnmirroredCrs,
    LegacyOnlyNodeKeys,
    ProvisioningSources,
    WorkloadTolerations,
    LegacyTaintedNodes,
    RollbackWindowOpen,
    StaleLegacyCopies,
    LingeringLegacyKeys,
    OrphanedLegacyKeys,
    RedundantLegacyTolerations,
    GateTaintProblems,
}

/// One item of the verdict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Action {
    pub code: ActionCode,
    /// How many objects it concerns.
    pub count: usize,
    /// One line naming the problem.
    pub message: String,
    /// What to do (a command or the change to make).
    pub remedy: String,
}

/// The verdict for the removal release.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    pub readiness: Readiness,
    pub removal_version: String,
    /// Blocking items, in the order they must be done.
    pub must_change: Vec<Action>,
    /// Safe but untidy; do when convenient.
    pub advisories: Vec<Action>,
    /// What could not be read, which makes a clean verdict "unknown".
    pub unknown: Vec<String>,
}

fn act(code: ActionCode, count: usize, message: String, remedy: impl Into<String>) -> Action {
    Action {
        code,
        count,
        message,
        remedy: remedy.into(),
    }
}

/// The actions whose count is not 0, in the order given.
fn counted<const N: usize>(
    rules: [(ActionCode, usize, String, &str); N],
) -> impl Iterator<Item = Action> + '_ {
    rules
        .into_iter()
        .filter(|(_, count, _, _)| *count > 0)
        .map(|(code, count, message, remedy)| act(code, count, message, remedy))
}

/// Safe but untidy: the advisories whose count is not 0.
fn advisories(f: &Facts) -> impl Iterator<Item = Action> {
    let odd = f.nodes_value_mismatch + f.nodes_unrecognised;
    let advisory_rules: [(ActionCode, usize, String, &str); 6] = [
        (
            ActionCode::RollbackWindowOpen,
            f.open_windows,
            format!(
                "{} mirror(s) are still inside their rollback window; the operator prunes their legacy node keys when it ends",
                f.open_windows
            ),
            "wait until the times shown before upgrading, to keep the rollback option and let the pruning happen",
        ),
        (
            ActionCode::StaleLegacyCopies,
            f.nodes_divergent,
            format!(
                "{} node(s) have legacy copies that differ from the current keys (stale since the upgrade)",
                f.nodes_divergent
            ),
            "nothing to do: a rollback would resume from the stale copies; the operator prunes them after the window",
        ),
        (
            ActionCode::LingeringLegacyKeys,
            f.nodes_lingering,
            format!(
                "{} node(s) keep node-scoped legacy keys (autoTaint_*, ignore) that no operator prunes",
                f.nodes_lingering
            ),
            "harmless; remove them when convenient, e.g. kubectl annotate node NODE skyhook.nvidia.com/autoTaint_skyhook.nvidia.com-",
        ),
        (
            ActionCode::OrphanedLegacyKeys,
            f.nodes_orphaned_keys,
            format!(
                "{} node(s) carry legacy keys of CRs that no longer exist",
                f.nodes_orphaned_keys
            ),
            "kubectl nodewright forget NODE --orphaned",
        ),
        (
            ActionCode::RedundantLegacyTolerations,
            f.workloads_both,
            format!("{} workload(s) tolerate both keys", f.workloads_both),
            "remove the legacy toleration once no node carries the legacy taint",
        ),
        (
            ActionCode::GateTaintProblems,
            odd,
            format!(
                "{} node(s) carry a gate taint with the wrong value ({}) or an unrecognised key ({}); not a migration issue, but they are stuck",
                odd, f.nodes_value_mismatch, f.nodes_unrecognised
            ),
            "kubectl nodewright status --state stuck",
        ),
    ];
    counted(advisory_rules)
}

/// The verdict. The order of `must_change` is the order the work has to happen in: the operator
/// shim first (it mirrors CRs and copies node keys), then whatever makes new nodes and workloads
/// use the new key, then the nodes already carrying the legacy taint (moving them before the
/// provisioner is fixed only lets new nodes arrive with the old key).
pub fn verdict(f: &Facts) -> Verdict {
    let rv = &f.removal_version;
    let mut must = Vec::new();
    let mut unknown = f.unreadable.clone();
    let renamed_known = crate::version::renamed(f.operator_version.as_deref());
    if f.operators == 0 {
        if f.operator_unreadable {
            unknown.push(
                "the operator Deployment could not be read, so its version and taint are defaults"
                    .into(),
            );
        } else {
            unknown.push("no operator Deployment was found (try --operator-namespace), so its version and taint are defaults".into());
        }
    } else if renamed_known == Some(false) {
        must.push(act(
            ActionCode::OperatorLegacy,
            1,
            format!(
                "the operator is {} (Skyhook): going straight to {rv} skips the migration shim that mirrors Skyhooks and copies node keys",
                f.operator_version.as_deref().unwrap_or("?")
            ),
            "upgrade the operator to a v0.18.x or v0.19.x release first and let it mirror every Skyhook",
        ));
    } else if renamed_known.is_none() {
        unknown.push("the operator's version is not a release tag, so whether it runs the migration shim is unknown".into());
    }
    // The rules with a count: (code, count, message, remedy), each kept when its count is not 0.
    let must_rules: [(ActionCode, usize, String, &str); 5] = [
        (
            ActionCode::UnmirroredCrs,
            f.unmirrored_crs,
            format!(
                "{} Skyhook(s) have no NodeWright mirror; {rv} drops the skyhook.nvidia.com group with them",
                f.unmirrored_crs
            ),
            "run a v0.18+ operator until it mirrors them (check its log if it does not), or recreate them as NodeWrights",
        ),
        (
            ActionCode::LegacyOnlyNodeKeys,
            f.nodes_legacy_only_keys,
            format!(
                "{} node(s) carry operator keys only under skyhook.nvidia.com/: without a copy, {rv} forgets their package state and treats them as new (auto-taint)",
                f.nodes_legacy_only_keys
            ),
            "let a v0.18+ operator reconcile them so its shim copies the keys; `kubectl nodewright annotations NODE` shows which",
        ),
        (
            ActionCode::ProvisioningSources,
            f.provisioning_sources,
            format!(
                "{} provisioning source(s) in the cluster still give new nodes the legacy skyhook.nvidia.com taint",
                f.provisioning_sources
            ),
            "change the taint key to nodewright.nvidia.com in each source listed (and in the manual checks), or pin runtimeRequiredTaint to the legacy key",
        ),
        (
            ActionCode::WorkloadTolerations,
            f.workloads_legacy_only,
            format!(
                "{} workload(s) tolerate only the legacy key, not the configured taint: they stop scheduling on gated nodes once nodes carry the new key",
                f.workloads_legacy_only
            ),
            "add a toleration for the configured taint next to the legacy one (remove the legacy one after the migration)",
        ),
        (
            ActionCode::LegacyTaintedNodes,
            f.nodes_legacy_taint,
            format!(
                "{} node(s) carry the legacy skyhook.nvidia.com taint: from {rv} on it is never removed and they stay unschedulable",
                f.nodes_legacy_taint
            ),
            "kubectl nodewright migration taints --all --confirm (after the provisioning sources are fixed)",
        ),
    ];
    must.extend(counted(must_rules));
    let adv: Vec<Action> = advisories(f).collect();
    let readiness = if !must.is_empty() {
        Readiness::NotReady
    } else if !unknown.is_empty() {
        Readiness::Unknown
    } else {
        Readiness::Ready
    };
    Verdict {
        readiness,
        removal_version: rv.clone(),
        must_change: must,
        advisories: adv,
        unknown,
    }
}

/// Counts by key, for "which lingering keys, how often".
pub fn count_keys<'a>(
    keys: impl IntoIterator<Item = &'a String>,
    into: &mut BTreeMap<String, usize>,
) {
    for k in keys {
        *into.entry(k.clone()).or_default() += 1;
    }
}
