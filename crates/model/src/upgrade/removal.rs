//! The removal release's checks (rule `legacy-removed`): the migration report's verdict, one
//! check per action, with the objects its sections name. `migration status` prints the same
//! verdict; here each action is a check of the release that removes the legacy group.

use super::{Check, ObjectRef, Severity};
use crate::migration::report::{MigrationReport, Named};
use crate::migration::{Action, ActionCode};
use crate::version::Rule;

/// The actions that block the removal release, in the order they must be done: always listed,
/// so a clean fleet shows what was checked.
const BLOCKING: [(ActionCode, &str); 6] = [
    (
        ActionCode::OperatorLegacy,
        "an operator before v0.18 (the migration shim never ran)",
    ),
    (
        ActionCode::UnmirroredCrs,
        "Skyhooks with no NodeWright mirror (dropped with the legacy group)",
    ),
    (
        ActionCode::LegacyOnlyNodeKeys,
        "nodes whose operator keys exist only under skyhook.nvidia.com/",
    ),
    (
        ActionCode::ProvisioningSources,
        "provisioning sources that stamp the legacy taint",
    ),
    (
        ActionCode::WorkloadTolerations,
        "workloads tolerating only the legacy taint key",
    ),
    (
        ActionCode::LegacyTaintedNodes,
        "nodes carrying the legacy taint (never removed from then on)",
    ),
];

/// The advisories: listed only when they bite.
fn advisory_title(code: ActionCode) -> &'static str {
    match code {
        ActionCode::RollbackWindowOpen => "mirrors inside their rollback window",
        ActionCode::StaleLegacyCopies => "stale legacy copies of node keys",
        ActionCode::LingeringLegacyKeys => "node-scoped legacy keys no operator prunes",
        ActionCode::OrphanedLegacyKeys => "legacy keys of deleted CRs",
        ActionCode::RedundantLegacyTolerations => "workloads tolerating both keys",
        ActionCode::GateTaintProblems => "gate taints with a wrong value or unrecognised key",
        _ => "migration",
    }
}

/// The removal release's checks from the migration report.
pub(super) fn checks(m: &MigrationReport, release: &str) -> Vec<Check> {
    let v = &m.verdict;
    let find = |code: ActionCode| -> Option<&Action> {
        v.must_change
            .iter()
            .chain(v.advisories.iter())
            .find(|a| a.code == code)
    };
    let check = |code: ActionCode, title: &str, severity: Severity| -> Check {
        let c = Check::at(
            Rule::LegacyRemoved,
            release,
            crate::enum_name(&code),
            title,
            severity,
        );
        match find(code) {
            Some(a) => c.bites(objects(m, code), a.message.clone(), a.remedy.clone()),
            None => c,
        }
    };
    let mut out: Vec<Check> = BLOCKING
        .iter()
        .map(|(code, title)| check(*code, title, Severity::Blocking))
        .collect();
    out.extend(
        v.advisories
            .iter()
            .map(|a| check(a.code, advisory_title(a.code), Severity::Note)),
    );
    out
}

fn nodes(n: &Named) -> Vec<ObjectRef> {
    n.names
        .iter()
        .map(|name| ObjectRef::new("Node", None, name, String::new()))
        .collect()
}

/// The objects the report's sections name for one action.
fn objects(m: &MigrationReport, code: ActionCode) -> Vec<ObjectRef> {
    let (n, w) = (&m.nodes, &m.workloads);
    match code {
        ActionCode::OperatorLegacy => m
            .operator
            .deployments
            .iter()
            .take(1)
            .map(|d| {
                ObjectRef::new(
                    "Deployment",
                    Some(&d.namespace),
                    &d.name,
                    format!("image {}", d.image),
                )
            })
            .collect(),
        ActionCode::UnmirroredCrs => m
            .custom_resources
            .not_mirrored
            .names
            .iter()
            .map(|s| ObjectRef::new("Skyhook", None, s, String::new()))
            .collect(),
        ActionCode::LegacyOnlyNodeKeys => nodes(&n.annotations.legacy_only),
        ActionCode::ProvisioningSources => m
            .provisioning
            .sources
            .iter()
            .map(|s| {
                ObjectRef::new(
                    &s.kind,
                    s.namespace.as_deref(),
                    &s.name,
                    format!("{}: {}", s.field, s.value),
                )
            })
            .collect(),
        ActionCode::WorkloadTolerations | ActionCode::RedundantLegacyTolerations => {
            let list = if code == ActionCode::WorkloadTolerations {
                &w.legacy_only
            } else {
                &w.both
            };
            list.iter()
                .map(|x| ObjectRef::new(x.kind, Some(&x.namespace), &x.name, String::new()))
                .collect()
        }
        ActionCode::LegacyTaintedNodes => nodes(&n.gate_taint.legacy),
        ActionCode::RollbackWindowOpen => m
            .custom_resources
            .rollback_window_open
            .iter()
            .map(|r| {
                ObjectRef::new(
                    "NodeWright",
                    None,
                    &r.name,
                    format!("window ends {}", r.ends_at.as_deref().unwrap_or("unknown")),
                )
            })
            .collect(),
        ActionCode::StaleLegacyCopies => nodes(&n.annotations.divergent),
        ActionCode::LingeringLegacyKeys => nodes(&n.lingering_legacy_keys),
        ActionCode::OrphanedLegacyKeys => nodes(&n.legacy_keys_of_deleted_crs),
        ActionCode::GateTaintProblems => {
            let mut v = nodes(&n.gate_taint.value_mismatch);
            v.extend(nodes(&n.gate_taint.unrecognised));
            v
        }
    }
}
