//! The migration report document (`kind: MigrationReport`): its sections, and the pure pieces
//! of it that need no cluster (API groups known, manual checks, the delay as the operator's env
//! var spells it).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;

use jiff::Timestamp;

use super::{Action, ActionCode, Facts, RollbackWindow, TolerationUse, Verdict};
use crate::keys::{LEGACY_PREFIX, NEW_PREFIX};
use crate::migration as mig;
use crate::operator::OperatorDeployment;
use crate::operator::OperatorSearch;
use crate::version::Release;
use crate::{CrView, OperatorConfig};

/// A count and every object it counts.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Named {
    pub count: usize,
    pub names: Vec<String>,
}

impl Named {
    pub fn push(&mut self, name: impl Into<String>) {
        self.count += 1;
        self.names.push(name.into());
    }
    pub fn from_names(names: Vec<String>) -> Named {
        Named {
            count: names.len(),
            names,
        }
    }
}

/// `migration status -o json`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MigrationReport {
    pub removal_version: String,
    pub generated_at: String,
    pub operator: OperatorSection,
    pub api_groups: Vec<ApiGroup>,
    pub custom_resources: CrSection,
    pub nodes: NodeSection,
    pub provisioning: ProvisioningSection,
    pub workloads: WorkloadSection,
    pub verdict: Verdict,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OperatorSection {
    pub deployments: Vec<OperatorDeployment>,
    pub configured_taint: String,
    /// Where the configured taint came from (deployment, default, flag).
    pub taint_source: String,
    pub pinned_to_legacy_key: bool,
    /// As the operator reads it (`LEGACY_CLEANUP_DELAY`), e.g. `24h`.
    pub legacy_cleanup_delay: String,
    pub legacy_cleanup_delay_seconds: u64,
    pub version: Option<String>,
    /// The running operator is at or past the removal release (the legacy taint is no longer recognised).
    pub at_or_past_removal: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unreadable: Option<String>,
    pub todo: Vec<Action>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ApiGroup {
    pub group: String,
    pub what: &'static str,
    pub versions: Vec<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CrSection {
    /// `Skyhook` objects (legacy group); absent group = not served.
    pub skyhooks: GroupCount,
    pub nodewrights: GroupCount,
    /// Skyhooks with no NodeWright mirrored from them.
    pub not_mirrored: Named,
    /// Mirrors whose rollback window is still open.
    pub rollback_window_open: Vec<RollbackWindow>,
    /// Mirrors whose rollback window has ended.
    pub rollback_window_ended: Vec<RollbackWindow>,
    pub todo: Vec<Action>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GroupCount {
    pub served: bool,
    pub count: usize,
    pub names: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unreadable: Option<String>,
}

#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeSection {
    pub total: usize,
    /// By gate taint: a node carrying two gate taints counts under both.
    pub gate_taint: TaintCounts,
    /// Legacy taint and no configured one: stranded at the removal release.
    pub gated_only_by_legacy: Named,
    pub annotations: AnnotationCounts,
    /// Node-scoped legacy keys no operator prunes (`skyhook.nvidia.com/autoTaint_*`, `skyhook.nvidia.com/ignore`).
    pub lingering_legacy_keys: Named,
    /// Which lingering keys, on how many nodes.
    pub lingering_keys: BTreeMap<String, usize>,
    /// Nodes with legacy keys of CRs that no longer exist.
    pub legacy_keys_of_deleted_crs: Named,
    /// The deleted CRs those keys name.
    pub deleted_crs: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unreadable: Option<String>,
    pub todo: Vec<Action>,
}

#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TaintCounts {
    pub configured: Named,
    pub legacy: Named,
    pub value_mismatch: Named,
    pub unrecognised: Named,
    pub none: Named,
}

#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnnotationCounts {
    pub legacy_only: Named,
    pub copied: Named,
    pub divergent: Named,
    pub new_only: Named,
    pub none: Named,
}

/// An in-cluster object that gives new nodes the legacy taint.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProvisioningSource {
    pub kind: String,
    pub api_version: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    pub name: String,
    /// Where in the object, e.g. `spec.template.spec.startupTaints`.
    pub field: String,
    /// The taint (or kubelet flag value) as written.
    pub value: String,
}

impl ProvisioningSource {
    pub fn object(&self) -> String {
        match &self.namespace {
            Some(ns) => format!("{}/{ns}/{}", self.kind, self.name),
            None => format!("{}/{}", self.kind, self.name),
        }
    }
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManualCheck {
    pub what: &'static str,
    pub guidance: &'static str,
}

#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProvisioningSection {
    pub sources: Vec<ProvisioningSource>,
    /// The provisioning APIs that are served and were read (`NodePool.karpenter.sh/v1`, ...).
    pub checked: Vec<String>,
    /// Known provisioning APIs this cluster does not serve.
    pub not_served: Vec<String>,
    pub unreadable: Vec<String>,
    pub manual_checks: Vec<ManualCheck>,
    pub todo: Vec<Action>,
}

/// A workload whose pod template names the legacy key.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WorkloadRef {
    pub kind: &'static str,
    pub namespace: String,
    pub name: String,
    pub tolerates: TolerationUse,
}

#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WorkloadSection {
    /// Workloads read, all kinds.
    pub scanned: usize,
    /// Tolerate the legacy key only (blocking).
    pub legacy_only: Vec<WorkloadRef>,
    /// Tolerate both keys (advisory).
    pub both: Vec<WorkloadRef>,
    /// What could not be read: `deployments.apps in namespace x: forbidden`.
    pub unreadable: Vec<String>,
    pub todo: Vec<Action>,
}

/// What the cluster cannot show (the seed, "What you need to update").
pub fn manual_checks() -> Vec<ManualCheck> {
    vec![
        ManualCheck {
            what: "kubelet --register-with-taints (and registerWithTaints in the KubeletConfiguration) on node images, bootstrap scripts and user data",
            guidance: "change skyhook.nvidia.com=runtime-required:NoSchedule to nodewright.nvidia.com=runtime-required:NoSchedule so new nodes join with the new key",
        },
        ManualCheck {
            what: "cloud node-group templates: EKS managed node groups, GKE and AKS node pools, cluster-autoscaler node templates, Terraform / Pulumi / Helm values",
            guidance: "same change in the node group's taints; nodes that already joined keep their taint (use `kubectl nodewright migration taints`)",
        },
        ManualCheck {
            what: "machine or node templates elsewhere in your provisioning stack (Karpenter or Cluster API objects kept in Git, other clusters)",
            guidance: "change them before the removal release; a node that joins with only the legacy key is never untainted from then on",
        },
        ManualCheck {
            what: "if you cannot change provisioning yet",
            guidance: "pin the old behaviour instead of relying on the deprecation window: chart value controllerManager.manager.env.runtimeRequiredTaint: skyhook.nvidia.com=runtime-required:NoSchedule",
        },
    ]
}

/// A duration as the operator's env var spells it (Go `time.Duration` style): `24h`, `1h30m`, `90s`.
pub fn format_delay(secs: u64) -> String {
    if secs == 0 {
        return "0s".into();
    }
    let (h, m, s) = (secs / 3600, secs % 3600 / 60, secs % 60);
    let mut out = String::new();
    if h > 0 {
        let _ = write!(out, "{h}h");
    }
    if m > 0 {
        let _ = write!(out, "{m}m");
    }
    if s > 0 {
        let _ = write!(out, "{s}s");
    }
    out
}

pub fn api_groups(served: Option<&[String]>) -> Vec<ApiGroup> {
    let known: [(&str, &'static str); 5] = [
        (
            LEGACY_PREFIX,
            "Skyhook CRs (legacy; dropped at the removal release)",
        ),
        (NEW_PREFIX, "NodeWright CRs"),
        ("karpenter.sh", "Karpenter NodePools"),
        (
            "bootstrap.cluster.x-k8s.io",
            "Cluster API kubeadm bootstrap",
        ),
        (
            "controlplane.cluster.x-k8s.io",
            "Cluster API kubeadm control plane",
        ),
    ];
    known
        .into_iter()
        .map(|(group, what)| ApiGroup {
            group: group.to_string(),
            what,
            versions: served
                .unwrap_or(&[])
                .iter()
                .filter_map(|gv| {
                    gv.strip_prefix(group)
                        .and_then(|r| r.strip_prefix('/'))
                        .map(str::to_string)
                })
                .collect(),
        })
        .collect()
}

/// One API group's CRs as read: served, the objects, or why they could not be read.
#[derive(Debug, Clone, Default)]
pub struct CrGroup {
    pub served: bool,
    pub items: Vec<CrView>,
    pub unreadable: Option<String>,
}

/// Everything `migration status` read, for [`assemble`].
#[derive(Debug)]
pub struct Reads {
    /// `--removal-version`.
    pub removal_version: Release,
    pub now: Timestamp,
    /// Served `group/version`s (`None`: discovery forbidden).
    pub served: Option<Vec<String>>,
    pub search: OperatorSearch,
    pub legacy: CrGroup,
    pub renamed: CrGroup,
    /// The gate taint as configured today.
    pub shown_taint: String,
    /// The configuration the removal release will run with ([`super::removal_target`]).
    pub config: OperatorConfig,
    pub nodes: NodeSection,
    pub provisioning: ProvisioningSection,
    pub workloads: WorkloadSection,
}

/// The reads that were refused or failed, each named, in the report's order.
fn unreadable(
    [legacy, renamed]: [&CrGroup; 2],
    nodes: &NodeSection,
    provisioning: &ProvisioningSection,
    workloads: &WorkloadSection,
    discovery_forbidden: bool,
) -> Vec<String> {
    let mut unreadable = Vec::new();
    unreadable.extend(legacy.unreadable.iter().map(|e| format!("Skyhooks: {e}")));
    unreadable.extend(
        renamed
            .unreadable
            .iter()
            .map(|e| format!("NodeWrights: {e}")),
    );
    unreadable.extend(nodes.unreadable.iter().map(|e| format!("nodes: {e}")));
    unreadable.extend(provisioning.unreadable.iter().cloned());
    unreadable.extend(
        workloads
            .unreadable
            .iter()
            .filter(|u| !u.ends_with("not served"))
            .cloned(),
    );
    if discovery_forbidden {
        unreadable.push("API discovery (/apis): forbidden".into());
    }
    unreadable
}

/// The report's operator section: the Deployments found, the gate taint and where it comes
/// from, the cleanup delay, and whether the version is at or past the removal release.
fn operator_section(
    search: &OperatorSearch,
    config: &OperatorConfig,
    shown_taint: String,
    removal_version: Release,
    todo: Vec<Action>,
) -> OperatorSection {
    let default_not_pin = shown_taint != config.taint.to_string();
    let version = config.version.clone();
    let at_or_past_removal = version
        .as_deref()
        .and_then(Release::parse)
        .is_some_and(|v| v >= removal_version);
    OperatorSection {
        deployments: search.deployments.clone(),
        configured_taint: shown_taint,
        taint_source: if default_not_pin {
            format!(
                "{}; the legacy operator's default, judged as the renamed default {}",
                config.source, config.taint
            )
        } else {
            config.source.to_string()
        },
        pinned_to_legacy_key: mig::is_pinned_to_legacy(config),
        legacy_cleanup_delay: format_delay(config.legacy_cleanup_delay_secs),
        legacy_cleanup_delay_seconds: config.legacy_cleanup_delay_secs,
        version,
        at_or_past_removal,
        unreadable: search.unreadable.clone(),
        todo,
    }
}

/// The report's counts, the input of the verdict; `pinned`, `unmirrored_crs` and `open_windows`
/// are the caller's.
fn facts(
    (search, config, removal_version): (&OperatorSearch, &OperatorConfig, Release),
    crs: [&CrGroup; 2],
    (nodes, provisioning, workloads): (&NodeSection, &ProvisioningSection, &WorkloadSection),
    discovery_forbidden: bool,
) -> Facts {
    Facts {
        operator_version: config.version.clone(),
        operators: search.deployments.len(),
        operator_unreadable: search.unreadable.is_some(),
        removal_version: removal_version.to_string(),
        nodes_legacy_taint: nodes.gate_taint.legacy.count,
        nodes_legacy_only_keys: nodes.annotations.legacy_only.count,
        nodes_divergent: nodes.annotations.divergent.count,
        nodes_lingering: nodes.lingering_legacy_keys.count,
        nodes_orphaned_keys: nodes.legacy_keys_of_deleted_crs.count,
        nodes_value_mismatch: nodes.gate_taint.value_mismatch.count,
        nodes_unrecognised: nodes.gate_taint.unrecognised.count,
        provisioning_sources: provisioning.sources.len(),
        workloads_legacy_only: workloads.legacy_only.len(),
        workloads_both: workloads.both.len(),
        unreadable: unreadable(crs, nodes, provisioning, workloads, discovery_forbidden),
        ..Facts::default()
    }
}

/// The report from what was read: the facts, the verdict, and each section's to-do list.
pub fn assemble(reads: Reads) -> MigrationReport {
    let Reads {
        removal_version,
        now,
        served,
        search,
        legacy,
        renamed,
        shown_taint,
        config,
        mut nodes,
        mut provisioning,
        mut workloads,
    } = reads;
    let pinned = mig::is_pinned_to_legacy(&config);
    let not_mirrored = Named::from_names(mig::unmirrored(&legacy.items, &renamed.items));
    let (mut open, mut ended) = (Vec::new(), Vec::new());
    for w in renamed
        .items
        .iter()
        .filter_map(|c| mig::rollback_window(c, config.legacy_cleanup_delay_secs, now))
    {
        if w.open { open.push(w) } else { ended.push(w) }
    }

    let facts = Facts {
        pinned,
        unmirrored_crs: not_mirrored.count,
        open_windows: open.len(),
        ..facts(
            (&search, &config, removal_version),
            [&legacy, &renamed],
            (&nodes, &provisioning, &workloads),
            served.is_none(),
        )
    };
    let verdict = mig::verdict(&facts);
    let todo = |codes: &[ActionCode]| -> Vec<Action> {
        verdict
            .must_change
            .iter()
            .chain(verdict.advisories.iter())
            .filter(|a| codes.contains(&a.code))
            .cloned()
            .collect()
    };
    nodes.todo = todo(&[
        ActionCode::LegacyOnlyNodeKeys,
        ActionCode::LegacyTaintedNodes,
        ActionCode::StaleLegacyCopies,
        ActionCode::LingeringLegacyKeys,
        ActionCode::OrphanedLegacyKeys,
        ActionCode::GateTaintProblems,
    ]);
    provisioning.todo = todo(&[ActionCode::ProvisioningSources]);
    workloads.todo = todo(&[
        ActionCode::WorkloadTolerations,
        ActionCode::RedundantLegacyTolerations,
    ]);
    let group_count = |g: CrGroup| GroupCount {
        served: g.served,
        count: g.items.len(),
        names: g.items.iter().map(|c| c.name.clone()).collect(),
        unreadable: g.unreadable,
    };
    let operator = operator_section(
        &search,
        &config,
        shown_taint,
        removal_version,
        todo(&[ActionCode::OperatorLegacy]),
    );
    MigrationReport {
        removal_version: removal_version.to_string(),
        generated_at: now.to_string(),
        operator,
        api_groups: api_groups(served.as_deref()),
        custom_resources: CrSection {
            skyhooks: group_count(legacy),
            nodewrights: group_count(renamed),
            not_mirrored,
            rollback_window_open: open,
            rollback_window_ended: ended,
            todo: todo(&[ActionCode::UnmirroredCrs, ActionCode::RollbackWindowOpen]),
        },
        nodes,
        provisioning,
        workloads,
        verdict,
    }
}
