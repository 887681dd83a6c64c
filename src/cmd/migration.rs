//! `migration status` (the Skyhook → NodeWright report with a verdict for the removal release)
//! and `migration taints` (swap the legacy gate taint for the configured one, guarded).
//!
//! The report reads everything it needs once: discovery, the operator Deployments, CRs of both
//! groups, every node (page by page, folded into counters and name lists, so memory is bounded
//! by one page plus names), provisioning APIs that discovery says are served (Karpenter
//! `NodePool`, Cluster API kubeadm configs) and the pod templates of every workload kind. A read
//! that RBAC refuses is named in the report and turns a clean verdict into "unknown"; it never
//! ends the command. Classification and the verdict are pure (`crate::model::migration`).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use clap::{Args, Subcommand};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::Ctx;
use crate::cli::OutputFormat;
use crate::cluster::crs::{self, GroupCrs};
use crate::cluster::operator::{self, OperatorDeployment, OperatorSearch};
use crate::cluster::{Cluster, Target, nodes};
use crate::error::{Error, Result};
use crate::model::fleet;
use crate::model::gate::TaintKind;
use crate::model::keys::{LEGACY_PREFIX, NEW_PREFIX};
use crate::model::migration::{
    self as mig, Action, ActionCode, AnnotationState, Facts, Readiness, RollbackWindow,
    TolerationUse, Verdict,
};
use crate::model::{Group, OperatorConfig, Toleration};
use crate::render::table::{Cell, Table};

/// `migration` subcommands.
#[derive(Debug, Subcommand)]
pub enum MigrationCommand {
    /// Cluster report: what is still Skyhook, what breaks at the removal release, what to change first.
    #[command(
        after_help = "Exit status: 0 ready for the removal release, 1 not ready or unknown (partial read), 2+ error.\n\n\
        Examples:\n  kubectl nodewright migration status\n  kubectl nodewright migration status -o json\n  kubectl nodewright migration status --removal-version v0.21.0"
    )]
    Status(StatusArgs),
    /// Replace the legacy skyhook.nvidia.com gate taint with the configured one, one guarded write per node.
    #[command(
        after_help = "The new taint is added in the same write that removes the old one, so a node that is \
        mid-rollout stays gated throughout.\n\nExamples:\n  kubectl nodewright migration taints --all --dry-run\n  \
        kubectl nodewright migration taints -l pool=gpu --confirm\n  kubectl nodewright migration taints gpu-1 gpu-2 -y"
    )]
    Taints(TaintsArgs),
}

/// Arguments of `migration status`.
#[derive(Debug, Clone, Args)]
pub struct StatusArgs {
    /// How many objects each table section names before "and N more" (-o json|yaml names all).
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub show: usize,
}

/// Arguments of `migration taints`.
#[derive(Debug, Clone, Args)]
pub struct TaintsArgs {
    #[command(flatten)]
    pub targets: super::NodeTargets,
    /// Every node carrying the legacy taint.
    #[arg(long, conflicts_with_all = ["nodes", "selector"])]
    pub all: bool,
    #[command(flatten)]
    pub write: super::write::WriteArgs,
}

/// Runs a `migration` subcommand.
pub async fn run(ctx: &Ctx, cmd: MigrationCommand) -> Result<()> {
    match cmd {
        MigrationCommand::Status(a) => status(ctx, a).await,
        MigrationCommand::Taints(a) => taints(ctx, a).await,
    }
}

// ------------------------------------------------------------------------------------------------
// The report document (`kind: MigrationReport`).

/// A count and every object it counts.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Named {
    pub count: usize,
    pub names: Vec<String>,
}

impl Named {
    fn push(&mut self, name: impl Into<String>) {
        self.count += 1;
        self.names.push(name.into());
    }
    fn from_names(names: Vec<String>) -> Named {
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
    fn object(&self) -> String {
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

// ------------------------------------------------------------------------------------------------
// Reading.

/// How a list read ended.
enum Read {
    Done,
    NotServed,
    Forbidden(String),
}

#[derive(Deserialize)]
struct Page<T> {
    #[serde(default = "Vec::new")]
    items: Vec<T>,
    #[serde(default)]
    metadata: PageMeta,
}

#[derive(Deserialize, Default)]
struct PageMeta {
    #[serde(default, rename = "continue")]
    continue_: Option<String>,
}

/// Lists `path` page by page, folding each item through `f`. 404 = not served; 403 = forbidden
/// (returned, not raised); any other failure ends the command.
async fn walk<T: DeserializeOwned>(
    cluster: &Cluster,
    path: &str,
    resource: &str,
    mut f: impl FnMut(T),
) -> Result<Read> {
    let mut cont: Option<String> = None;
    loop {
        let lp = kube::api::ListParams {
            limit: Some(cluster.chunk_size),
            continue_token: cont.clone(),
            ..Default::default()
        };
        let req = kube::core::Request::new(path)
            .list(&lp)
            .map_err(|e| Error::usage(e.to_string()))?;
        let target = Target::new("list", resource.to_string(), None);
        let answer = match cluster
            .send(req, &target, &[http::StatusCode::NOT_FOUND])
            .await
        {
            Ok(a) => a,
            Err(e @ Error::Forbidden { .. }) => return Ok(Read::Forbidden(e.to_string())),
            Err(e) => return Err(e),
        };
        if answer.status == http::StatusCode::NOT_FOUND {
            return Ok(Read::NotServed);
        }
        let page: Page<T> = serde_json::from_slice(&answer.body).map_err(|e| Error::Api {
            verb: "list".into(),
            resource: resource.to_string(),
            code: answer.status.as_u16(),
            message: format!("unexpected answer: {e}"),
        })?;
        page.items.into_iter().for_each(&mut f);
        match page.metadata.continue_ {
            Some(c) if !c.is_empty() => cont = Some(c),
            _ => return Ok(Read::Done),
        }
    }
}

/// Every operator Deployment: the renamed one's namespace, the legacy one's, else the
/// cluster-wide search (`--operator-namespace` narrows to one namespace). Renamed first.
async fn find_operators(cluster: &Cluster, namespace: Option<&str>) -> OperatorSearch {
    let searches = match namespace {
        Some(ns) => vec![operator::find(cluster, Some(ns)).await],
        None => {
            let (a, b) = futures::join!(
                operator::find(cluster, Some("nodewright")),
                operator::find(cluster, Some("skyhook"))
            );
            if a.deployments.is_empty() && b.deployments.is_empty() {
                vec![operator::find(cluster, None).await]
            } else {
                vec![a, b]
            }
        }
    };
    let mut out = OperatorSearch::default();
    for s in searches {
        for d in s.deployments {
            if !out
                .deployments
                .iter()
                .any(|o| o.namespace == d.namespace && o.name == d.name)
            {
                out.deployments.push(d);
            }
        }
        if out.unreadable.is_none() {
            out.unreadable = s.unreadable;
        }
    }
    if !out.deployments.is_empty() {
        out.unreadable = None;
    }
    // The newest release first: it is the one that writes (and whose config counts).
    out.deployments.sort_by(|a, b| {
        let newer = |x: &OperatorDeployment, y: &OperatorDeployment| match (&x.version, &y.version)
        {
            (Some(v), Some(w)) => operator::version_at_least(v, w) && v != w,
            (Some(_), None) => true,
            _ => false,
        };
        if newer(a, b) {
            std::cmp::Ordering::Less
        } else if newer(b, a) {
            std::cmp::Ordering::Greater
        } else {
            (&a.namespace, &a.name).cmp(&(&b.namespace, &b.name))
        }
    });
    out
}

async fn read_group(cluster: &Cluster, group: Group) -> Result<(GroupCrs, Option<String>)> {
    match crs::list_group(cluster, group).await {
        Ok(g) => Ok((g, None)),
        Err(e @ Error::Forbidden { .. }) => Ok((
            GroupCrs {
                served: true,
                ..Default::default()
            },
            Some(e.to_string()),
        )),
        Err(e) => Err(e),
    }
}

/// Folds every node into the node section, one page at a time.
async fn read_nodes(
    cluster: &Cluster,
    config: &OperatorConfig,
    live: &BTreeSet<String>,
) -> Result<NodeSection> {
    let mut s = NodeSection::default();
    let mut deleted = BTreeSet::new();
    let walked = nodes::for_each_page(cluster, None, |page| {
        for n in page {
            let m = mig::classify_node(&n, config, live);
            s.total += 1;
            if m.taint_kinds.is_empty() {
                s.gate_taint.none.push(&n.name);
            }
            for k in &m.taint_kinds {
                match k {
                    TaintKind::Configured => s.gate_taint.configured.push(&n.name),
                    TaintKind::Legacy => s.gate_taint.legacy.push(&n.name),
                    TaintKind::ValueMismatch => s.gate_taint.value_mismatch.push(&n.name),
                    TaintKind::Unrecognised => s.gate_taint.unrecognised.push(&n.name),
                }
            }
            if m.gated_only_by_legacy() {
                s.gated_only_by_legacy.push(&n.name);
            }
            match m.annotations.unwrap_or(AnnotationState::None) {
                AnnotationState::LegacyOnly => s.annotations.legacy_only.push(&n.name),
                AnnotationState::Copied => s.annotations.copied.push(&n.name),
                AnnotationState::Divergent => s.annotations.divergent.push(&n.name),
                AnnotationState::NewOnly => s.annotations.new_only.push(&n.name),
                AnnotationState::None => s.annotations.none.push(&n.name),
            }
            if !m.lingering.is_empty() {
                s.lingering_legacy_keys.push(&n.name);
                mig::count_keys(&m.lingering, &mut s.lingering_keys);
            }
            if !m.orphaned_crs.is_empty() {
                s.legacy_keys_of_deleted_crs.push(&n.name);
                deleted.extend(m.orphaned_crs);
            }
        }
        Ok(())
    })
    .await;
    match walked {
        Ok(_) => {}
        Err(e @ Error::Forbidden { .. }) => s.unreadable = Some(e.to_string()),
        Err(e) => return Err(e),
    }
    s.deleted_crs = deleted.into_iter().collect();
    Ok(s)
}

/// Known provisioning APIs: (group, kind, plural, namespaced).
const CAPI_KINDS: [(&str, &str, &str); 4] = [
    (
        "bootstrap.cluster.x-k8s.io",
        "KubeadmConfigTemplate",
        "kubeadmconfigtemplates",
    ),
    (
        "bootstrap.cluster.x-k8s.io",
        "KubeadmConfig",
        "kubeadmconfigs",
    ),
    (
        "controlplane.cluster.x-k8s.io",
        "KubeadmControlPlane",
        "kubeadmcontrolplanes",
    ),
    (
        "controlplane.cluster.x-k8s.io",
        "KubeadmControlPlaneTemplate",
        "kubeadmcontrolplanetemplates",
    ),
];

/// The preferred served version of `group` (the first listed by discovery is the preferred one;
/// fall back to the highest we know).
fn served_version<'a>(served: &'a [String], group: &str) -> Option<&'a str> {
    served
        .iter()
        .find_map(|gv| gv.strip_prefix(group).and_then(|r| r.strip_prefix('/')))
}

fn taint_list_hits(
    obj: &Value,
    pointer: &str,
    field: &str,
    config: &OperatorConfig,
    out: &mut Vec<(String, String)>,
) {
    if let Some(list) = obj.pointer(pointer).and_then(Value::as_array) {
        for t in list {
            let key = t.get("key").and_then(Value::as_str).unwrap_or("");
            if mig::names_legacy_key(key, config) {
                let value = t.get("value").and_then(Value::as_str).unwrap_or("");
                let effect = t.get("effect").and_then(Value::as_str).unwrap_or("");
                let shown = if value.is_empty() {
                    format!("{key}:{effect}")
                } else {
                    format!("{key}={value}:{effect}")
                };
                out.push((field.to_string(), shown));
            }
        }
    }
}

/// Every `nodeRegistration` in a Cluster API kubeadm object: its `taints` and the kubelet's
/// `register-with-taints` (a map in v1beta1, a list of {name, value} in v1beta2).
fn node_registration_hits(
    v: &Value,
    path: &str,
    config: &OperatorConfig,
    out: &mut Vec<(String, String)>,
) {
    match v {
        Value::Object(map) => {
            for (k, child) in map {
                let here = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                if k == "nodeRegistration" {
                    taint_list_hits(child, "/taints", &format!("{here}.taints"), config, out);
                    let args = child.get("kubeletExtraArgs");
                    let mut flag = |val: &str| {
                        if mig::register_with_taints_names_legacy(val, config) {
                            out.push((
                                format!("{here}.kubeletExtraArgs.register-with-taints"),
                                val.to_string(),
                            ));
                        }
                    };
                    match args {
                        Some(Value::Object(m)) => {
                            if let Some(val) = m.get("register-with-taints").and_then(Value::as_str)
                            {
                                flag(val);
                            }
                        }
                        Some(Value::Array(list)) => {
                            for a in list {
                                if a.get("name").and_then(Value::as_str)
                                    == Some("register-with-taints")
                                    && let Some(val) = a.get("value").and_then(Value::as_str)
                                {
                                    flag(val);
                                }
                            }
                        }
                        _ => {}
                    }
                } else {
                    node_registration_hits(child, &here, config, out);
                }
            }
        }
        Value::Array(list) => {
            for (i, child) in list.iter().enumerate() {
                node_registration_hits(child, &format!("{path}[{i}]"), config, out);
            }
        }
        _ => {}
    }
}

fn source(
    kind: &str,
    api_version: &str,
    obj: &Value,
    field: String,
    value: String,
) -> ProvisioningSource {
    ProvisioningSource {
        kind: kind.to_string(),
        api_version: api_version.to_string(),
        namespace: obj
            .pointer("/metadata/namespace")
            .and_then(Value::as_str)
            .map(str::to_string),
        name: obj
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .unwrap_or("?")
            .to_string(),
        field,
        value,
    }
}

async fn read_provisioning(
    cluster: &Cluster,
    served: Option<&[String]>,
    config: &OperatorConfig,
) -> Result<ProvisioningSection> {
    let mut s = ProvisioningSection {
        manual_checks: manual_checks(),
        ..Default::default()
    };
    let Some(served) = served else {
        s.unreadable.push("API discovery (/apis) could not be read, so Karpenter and Cluster API objects were not checked".into());
        return Ok(s);
    };
    // Karpenter NodePool: spec.template.spec.taints and startupTaints.
    match served_version(served, "karpenter.sh") {
        None => s.not_served.push("NodePool.karpenter.sh".into()),
        Some(v) => {
            let api_version = format!("karpenter.sh/{v}");
            let mut found = Vec::new();
            let read = walk(
                cluster,
                &format!("/apis/{api_version}/nodepools"),
                "nodepools.karpenter.sh",
                |obj: Value| {
                    let mut hits = Vec::new();
                    taint_list_hits(
                        &obj,
                        "/spec/template/spec/taints",
                        "spec.template.spec.taints",
                        config,
                        &mut hits,
                    );
                    taint_list_hits(
                        &obj,
                        "/spec/template/spec/startupTaints",
                        "spec.template.spec.startupTaints",
                        config,
                        &mut hits,
                    );
                    for (field, value) in hits {
                        found.push(source("NodePool", &api_version, &obj, field, value));
                    }
                },
            )
            .await?;
            record(&mut s, read, format!("NodePool.{api_version}"), found);
        }
    }
    for (group, kind, plural) in CAPI_KINDS {
        match served_version(served, group) {
            None => {
                let name = format!("{kind}.{group}");
                if !s.not_served.contains(&name) {
                    s.not_served.push(name);
                }
            }
            Some(v) => {
                let api_version = format!("{group}/{v}");
                let mut found = Vec::new();
                let read = walk(
                    cluster,
                    &format!("/apis/{api_version}/{plural}"),
                    &format!("{plural}.{group}"),
                    |obj: Value| {
                        let mut hits = Vec::new();
                        if let Some(spec) = obj.get("spec") {
                            node_registration_hits(spec, "spec", config, &mut hits);
                        }
                        for (field, value) in hits {
                            found.push(source(kind, &api_version, &obj, field, value));
                        }
                    },
                )
                .await?;
                record(&mut s, read, format!("{kind}.{api_version}"), found);
            }
        }
    }
    Ok(s)
}

fn record(s: &mut ProvisioningSection, read: Read, what: String, found: Vec<ProvisioningSource>) {
    match read {
        Read::Done => {
            s.checked.push(what);
            s.sources.extend(found);
        }
        Read::NotServed => s.not_served.push(what),
        Read::Forbidden(why) => s.unreadable.push(format!("{what}: {why}")),
    }
}

/// What the cluster cannot show (the seed, "What you need to update").
fn manual_checks() -> Vec<ManualCheck> {
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

/// Workload kinds whose pod templates are read: (kind, group/version path, plural).
const WORKLOAD_KINDS: [(&str, &str, &str); 5] = [
    ("Deployment", "/apis/apps/v1", "deployments"),
    ("DaemonSet", "/apis/apps/v1", "daemonsets"),
    ("StatefulSet", "/apis/apps/v1", "statefulsets"),
    ("Job", "/apis/batch/v1", "jobs"),
    ("CronJob", "/apis/batch/v1", "cronjobs"),
];

#[derive(Deserialize)]
struct SlimWorkload {
    metadata: SlimMeta,
    #[serde(default)]
    spec: SlimWorkloadSpec,
}

#[derive(Deserialize)]
struct SlimMeta {
    name: String,
    #[serde(default)]
    namespace: String,
    #[serde(default, rename = "ownerReferences")]
    owner_references: Vec<SlimOwner>,
}

#[derive(Deserialize)]
struct SlimOwner {
    #[serde(default)]
    kind: String,
}

#[derive(Deserialize, Default)]
struct SlimWorkloadSpec {
    #[serde(default)]
    template: Option<SlimTemplate>,
    #[serde(default, rename = "jobTemplate")]
    job_template: Option<SlimJobTemplate>,
}

#[derive(Deserialize, Default)]
struct SlimJobTemplate {
    #[serde(default)]
    spec: SlimJobSpec,
}

#[derive(Deserialize, Default)]
struct SlimJobSpec {
    #[serde(default)]
    template: Option<SlimTemplate>,
}

#[derive(Deserialize, Default)]
struct SlimTemplate {
    #[serde(default)]
    spec: SlimPodSpec,
}

#[derive(Deserialize, Default)]
struct SlimPodSpec {
    #[serde(default)]
    tolerations: Vec<Toleration>,
}

impl SlimWorkload {
    fn tolerations(&self) -> &[Toleration] {
        let t = self.spec.template.as_ref().or_else(|| {
            self.spec
                .job_template
                .as_ref()
                .and_then(|j| j.spec.template.as_ref())
        });
        t.map_or(&[], |t| t.spec.tolerations.as_slice())
    }
}

#[derive(Deserialize)]
struct SlimNamespace {
    metadata: SlimNsMeta,
}

#[derive(Deserialize)]
struct SlimNsMeta {
    name: String,
}

/// Reads every workload kind cluster-wide; where that is forbidden, namespace by namespace
/// (every namespace the user can list, else the kubeconfig's namespace), naming what was skipped.
async fn read_workloads(cluster: &Cluster, config: &OperatorConfig) -> Result<WorkloadSection> {
    let mut s = WorkloadSection::default();
    let mut namespaces: Option<std::result::Result<Vec<String>, String>> = None;
    for (kind, base, plural) in WORKLOAD_KINDS {
        let group = base
            .trim_start_matches("/apis/")
            .split('/')
            .next()
            .unwrap_or("");
        let resource = format!("{plural}.{group}");
        let fold = |w: SlimWorkload, s: &mut WorkloadSection| {
            // A Job a CronJob made is fixed in the CronJob.
            if kind == "Job"
                && w.metadata
                    .owner_references
                    .iter()
                    .any(|o| o.kind == "CronJob")
            {
                return;
            }
            s.scanned += 1;
            if let Some(u) = mig::toleration_use(w.tolerations(), config) {
                let r = WorkloadRef {
                    kind,
                    namespace: w.metadata.namespace,
                    name: w.metadata.name,
                    tolerates: u,
                };
                match u {
                    TolerationUse::LegacyOnly => s.legacy_only.push(r),
                    TolerationUse::Both => s.both.push(r),
                }
            }
        };
        // Folded page by page: only the slim fields of one page are held.
        match walk(
            cluster,
            &format!("{base}/{plural}"),
            &format!("{resource} (all namespaces)"),
            |w: SlimWorkload| fold(w, &mut s),
        )
        .await?
        {
            Read::Done => continue,
            Read::NotServed => {
                s.unreadable.push(format!("{resource}: not served"));
                continue;
            }
            Read::Forbidden(_) => {}
        }
        if namespaces.is_none() {
            let mut names = Vec::new();
            namespaces = Some(
                match walk(
                    cluster,
                    "/api/v1/namespaces",
                    "namespaces",
                    |n: SlimNamespace| names.push(n.metadata.name),
                )
                .await?
                {
                    Read::Done => Ok(names),
                    Read::NotServed | Read::Forbidden(_) => Err(cluster.default_namespace.clone()),
                },
            );
        }
        let (list, partial) = match namespaces.as_ref() {
            Some(Ok(l)) => (l.clone(), false),
            Some(Err(ns)) => (vec![ns.clone()], true),
            None => (Vec::new(), true),
        };
        let mut skipped = Vec::new();
        for ns in &list {
            let read = walk(
                cluster,
                &format!("{base}/namespaces/{ns}/{plural}"),
                &format!("{resource} in namespace {ns}"),
                |w: SlimWorkload| fold(w, &mut s),
            )
            .await?;
            match read {
                Read::Done => {}
                Read::NotServed | Read::Forbidden(_) => skipped.push(ns.clone()),
            }
        }
        if partial {
            s.unreadable.push(format!(
                "{resource}: the cluster-wide list and the namespace list are forbidden; only namespace {} was tried{}",
                list.join(", "),
                if skipped.is_empty() { "" } else { " (also forbidden)" }
            ));
        } else if !skipped.is_empty() {
            s.unreadable.push(format!(
                "{resource}: forbidden in namespace(s) {}",
                skipped.join(", ")
            ));
        }
    }
    Ok(s)
}

// ------------------------------------------------------------------------------------------------
// `migration status`.

/// A duration as the operator's env var spells it (Go `time.Duration` style): `24h`, `1h30m`, `90s`.
fn format_delay(secs: u64) -> String {
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

fn api_groups(served: Option<&[String]>) -> Vec<ApiGroup> {
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

/// Builds the report: every read, then the pure verdict.
pub async fn build_report(ctx: &Ctx, cluster: &Cluster) -> Result<MigrationReport> {
    let g = &ctx.global;
    let now = jiff::Timestamp::now();
    let (served, search, legacy, renamed) = futures::join!(
        cluster.served_group_versions(),
        find_operators(cluster, g.operator_namespace.as_deref()),
        read_group(cluster, Group::Skyhook),
        read_group(cluster, Group::Nodewright)
    );
    let served = match served {
        Ok(s) => Some(s),
        Err(Error::Forbidden { .. }) => None,
        Err(e) => return Err(e),
    };
    let ((legacy, legacy_unreadable), (renamed, renamed_unreadable)) = (legacy?, renamed?);
    for w in (crs::AllCrs {
        legacy: legacy.clone(),
        renamed: renamed.clone(),
        other_versions: Vec::new(),
    })
    .warnings()
    {
        ctx.printer.warn(&w);
    }
    let (config, warnings) = operator::effective_config(g, &search, renamed.served)?;
    for w in warnings
        .iter()
        .filter(|w| !w.starts_with("several operator Deployments"))
    {
        ctx.printer.warn(w);
    }
    // Judge against what the removal release will run with (a legacy operator's own default
    // taint is not a pin), but show the configuration as it is today.
    let shown_taint = config.taint.to_string();
    let config = mig::removal_target(&config);
    let default_not_pin = shown_taint != config.taint.to_string();
    let pinned = mig::is_pinned_to_legacy(&config);

    let live = mig::live_cr_names(legacy.items.iter().chain(renamed.items.iter()));
    let (nodes, provisioning, workloads) = futures::join!(
        read_nodes(cluster, &config, &live),
        read_provisioning(cluster, served.as_deref(), &config),
        read_workloads(cluster, &config)
    );
    let (mut nodes, mut provisioning, mut workloads) = (nodes?, provisioning?, workloads?);

    let not_mirrored = Named::from_names(mig::unmirrored(&legacy.items, &renamed.items));
    let (mut open, mut ended) = (Vec::new(), Vec::new());
    for w in renamed
        .items
        .iter()
        .filter_map(|c| mig::rollback_window(c, config.legacy_cleanup_delay_secs, now))
    {
        if w.open { open.push(w) } else { ended.push(w) }
    }

    let mut unreadable = Vec::new();
    unreadable.extend(legacy_unreadable.iter().map(|e| format!("Skyhooks: {e}")));
    unreadable.extend(
        renamed_unreadable
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
    if served.is_none() {
        unreadable.push("API discovery (/apis): forbidden".into());
    }
    let version = config.version.clone();
    let facts = Facts {
        operator_version: version.clone(),
        operators: search.deployments.len(),
        operator_unreadable: search.unreadable.is_some(),
        pinned,
        removal_version: g.removal_version.clone(),
        unmirrored_crs: not_mirrored.count,
        open_windows: open.len(),
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
        unreadable,
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
    let group_count = |g: &GroupCrs, why: Option<String>| GroupCount {
        served: g.served,
        count: g.items.len(),
        names: g.items.iter().map(|c| c.name.clone()).collect(),
        unreadable: why,
    };
    let at_or_past_removal = version
        .as_deref()
        .is_some_and(|v| operator::version_at_least(v, &g.removal_version));
    Ok(MigrationReport {
        removal_version: g.removal_version.clone(),
        generated_at: now.to_string(),
        operator: OperatorSection {
            deployments: search.deployments.clone(),
            configured_taint: shown_taint,
            taint_source: if default_not_pin {
                format!(
                    "{}; the legacy operator's default, judged as the renamed default {}",
                    config.source, config.taint
                )
            } else {
                config.source.clone()
            },
            pinned_to_legacy_key: pinned,
            legacy_cleanup_delay: format_delay(config.legacy_cleanup_delay_secs),
            legacy_cleanup_delay_seconds: config.legacy_cleanup_delay_secs,
            version,
            at_or_past_removal,
            unreadable: search.unreadable.clone(),
            todo: todo(&[ActionCode::OperatorLegacy]),
        },
        api_groups: api_groups(served.as_deref()),
        custom_resources: CrSection {
            skyhooks: group_count(&legacy, legacy_unreadable),
            nodewrights: group_count(&renamed, renamed_unreadable),
            not_mirrored,
            rollback_window_open: open,
            rollback_window_ended: ended,
            todo: todo(&[ActionCode::UnmirroredCrs, ActionCode::RollbackWindowOpen]),
        },
        nodes,
        provisioning,
        workloads,
        verdict,
    })
}

async fn status(ctx: &Ctx, args: StatusArgs) -> Result<()> {
    if let Some(names) = super::contexts::scope(&ctx.global)? {
        return status_contexts(ctx, args, &names).await;
    }
    let cluster = ctx.cluster().await?;
    let report = build_report(ctx, &cluster).await?;
    if cluster.verbosity >= 6 {
        eprintln!("I {}", cluster.stats.summary());
    }
    match ctx.printer.format {
        OutputFormat::Json | OutputFormat::Yaml => {
            ctx.printer.object_doc("MigrationReport", &report)?
        }
        OutputFormat::Name => {
            // The verdict is the exit code (0 ready, 1 not ready).
            ctx.printer.out(&crate::render::name_lines(
                "migrationreport",
                [report.removal_version.as_str()],
            ))?
        }
        OutputFormat::Table | OutputFormat::Wide => {
            let show = if ctx.printer.format == OutputFormat::Wide {
                usize::MAX
            } else {
                args.show.max(1)
            };
            ctx.printer.out(&render(&report, show))?
        }
    }
    match report.verdict.readiness {
        Readiness::Ready => Ok(()),
        // The report said why; exit 1 without another error line.
        Readiness::NotReady | Readiness::Unknown => Err(Error::Failed(String::new())),
    }
}

// ------------------------------------------------------------------------------------------------
// Several contexts.

/// The verdict over several contexts (`migration status --context a,b -o json`, `verdict`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FleetVerdict {
    pub readiness: Readiness,
    pub removal_version: String,
    /// The not-ready clusters, in the order to fix them.
    pub fix_first: Vec<fleet::ClusterVerdict>,
    /// Contexts that could not be read, or only in part.
    pub unknown: Vec<String>,
}

/// `migration status -o json` over several contexts (`kind: MigrationReportList`).
#[derive(Debug, Serialize)]
struct ReportList<'a> {
    #[serde(flatten)]
    list: super::contexts::FleetList<'a, MigrationReport, ReadinessOnly>,
    verdict: FleetVerdict,
}

#[derive(Debug, Serialize)]
struct ReadinessOnly {
    readiness: Readiness,
}

fn cluster_verdict(context: &str, r: Option<&MigrationReport>) -> fleet::ClusterVerdict {
    fleet::ClusterVerdict {
        context: context.to_string(),
        readiness: r.map(|r| r.verdict.readiness),
        must_change: r.map_or(0, |r| r.verdict.must_change.len()),
        stranded_nodes: r.map_or(0, |r| r.nodes.gated_only_by_legacy.count),
    }
}

fn readiness_word(r: Readiness) -> &'static str {
    match r {
        Readiness::Ready => "READY",
        Readiness::NotReady => "NOT READY",
        Readiness::Unknown => "UNKNOWN",
    }
}

/// `migration status` over several contexts: a verdict per cluster, then one for the fleet
/// with the clusters to fix first. `-o wide` also prints every cluster's full report.
async fn status_contexts(ctx: &Ctx, args: StatusArgs, names: &[String]) -> Result<()> {
    use super::contexts;
    let outcomes = contexts::run_each(ctx, names, |c, cluster| async move {
        build_report(&c, &cluster).await
    })
    .await?;
    let clusters: Vec<fleet::ClusterVerdict> = outcomes
        .iter()
        .map(|o| cluster_verdict(&o.context, o.result.as_ref().ok()))
        .collect();
    let verdict = FleetVerdict {
        readiness: fleet::fleet_readiness(&clusters),
        removal_version: ctx.global.removal_version.clone(),
        fix_first: fleet::fix_first(&clusters).into_iter().cloned().collect(),
        unknown: clusters
            .iter()
            .filter(|c| c.readiness.is_none_or(|r| r == Readiness::Unknown))
            .map(|c| c.context.clone())
            .collect(),
    };
    let ready = |r: &MigrationReport| r.verdict.readiness == Readiness::Ready;
    let p = &ctx.printer;
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.object_doc(
            "MigrationReportList",
            &ReportList {
                list: contexts::FleetList {
                    items: contexts::items(&outcomes, std::slice::from_ref),
                    contexts: contexts::statuses(&outcomes, ready, |r| ReadinessOnly {
                        readiness: r.verdict.readiness,
                    }),
                },
                verdict,
            },
        )?,
        OutputFormat::Name => {
            // As with one context: the report's name (the verdict is the exit code).
            let versions = outcomes
                .iter()
                .filter_map(|o| o.result.as_ref().ok())
                .map(|r| r.removal_version.as_str());
            p.out(&crate::render::name_lines("migrationreport", versions))?
        }
        OutputFormat::Table | OutputFormat::Wide => {
            let mut out = String::new();
            if p.format == OutputFormat::Wide {
                for o in &outcomes {
                    if let Ok(r) = &o.result {
                        let _ = writeln!(out, "CONTEXT {}\n", o.context);
                        out.push_str(&indent(&render(r, usize::MAX)));
                        out.push('\n');
                    }
                }
            }
            out.push_str(&render_fleet(&outcomes, &verdict, args.show.max(1)));
            p.out(&out)?
        }
    }
    contexts::finish(ctx, &outcomes, ready)
}

/// The per-cluster table and the fleet verdict.
fn render_fleet(
    outcomes: &[super::contexts::Outcome<MigrationReport>],
    v: &FleetVerdict,
    show: usize,
) -> String {
    let mut out = String::new();
    let mut t = Table::new(&[
        "context",
        "verdict",
        "must-change",
        "legacy-tainted",
        "stranded",
        "legacy-only-keys",
        "provisioning",
        "workloads",
        "operator",
    ]);
    for o in outcomes {
        let row = match &o.result {
            Ok(r) => vec![
                Cell::from(o.context.as_str()),
                Cell::from(readiness_word(r.verdict.readiness)),
                Cell::from(r.verdict.must_change.len().to_string()),
                Cell::from(r.nodes.gate_taint.legacy.count.to_string()),
                Cell::from(r.nodes.gated_only_by_legacy.count.to_string()),
                Cell::from(r.nodes.annotations.legacy_only.count.to_string()),
                Cell::from(r.provisioning.sources.len().to_string()),
                Cell::from(r.workloads.legacy_only.len().to_string()),
                Cell::from(
                    r.operator
                        .version
                        .clone()
                        .unwrap_or_else(|| "not found".into()),
                ),
            ],
            Err(_) => {
                let mut row = vec![Cell::from(o.context.as_str()), Cell::from("FAILED")];
                row.extend((0..7).map(|_| Cell::from("-")));
                row
            }
        };
        t.row(row);
    }
    out.push_str(&t.render());
    let count = |want: Option<Readiness>| {
        outcomes
            .iter()
            .filter(|o| o.result.as_ref().ok().map(|r| r.verdict.readiness) == want)
            .count()
    };
    let mut tally = vec![
        format!("{} ready", count(Some(Readiness::Ready))),
        format!("{} not ready", count(Some(Readiness::NotReady))),
    ];
    if count(Some(Readiness::Unknown)) > 0 {
        tally.push(format!("{} unknown", count(Some(Readiness::Unknown))));
    }
    if count(None) > 0 {
        tally.push(format!("{} could not be read", count(None)));
    }
    let _ = writeln!(
        out,
        "\nVERDICT FOR {} ACROSS {} CONTEXTS: {} ({})",
        v.removal_version,
        outcomes.len(),
        readiness_word(v.readiness),
        tally.join(", ")
    );
    if !v.fix_first.is_empty() {
        let _ = writeln!(out, "  Fix first, in this order:");
        for (i, c) in v.fix_first.iter().enumerate() {
            let _ = writeln!(
                out,
                "  {}. {} ({} must change{})",
                i + 1,
                c.context,
                c.must_change,
                if c.stranded_nodes > 0 {
                    format!(
                        "; {} node{} gated only by the legacy taint",
                        c.stranded_nodes,
                        if c.stranded_nodes == 1 { "" } else { "s" }
                    )
                } else {
                    String::new()
                }
            );
            let report = outcomes
                .iter()
                .find(|o| o.context == c.context)
                .and_then(|o| o.result.as_ref().ok());
            for a in report
                .iter()
                .flat_map(|r| r.verdict.must_change.iter())
                .take(show)
            {
                let _ = writeln!(out, "     - {}", a.message);
                let _ = writeln!(out, "       {}", a.remedy);
            }
        }
    }
    if !v.unknown.is_empty() {
        let _ = writeln!(out, "  Could not be checked:");
        for o in outcomes.iter().filter(|o| v.unknown.contains(&o.context)) {
            match &o.result {
                Err(_) => {
                    let _ = writeln!(out, "  - {}: not read (the error is on stderr)", o.context);
                }
                Ok(r) => {
                    let _ = writeln!(out, "  - {}: {}", o.context, r.verdict.unknown.join("; "));
                }
            }
        }
    }
    if v.readiness == Readiness::Ready {
        let _ = writeln!(
            out,
            "  Nothing in these clusters blocks {}; see each cluster's manual checks (-o wide).",
            v.removal_version
        );
    }
    out
}

// ------------------------------------------------------------------------------------------------
// Table rendering.

/// `a, b, c and 7 more`.
fn first_few(names: &[String], show: usize) -> String {
    if names.is_empty() {
        return "-".into();
    }
    let mut s = names
        .iter()
        .take(show)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if names.len() > show {
        let _ = write!(s, " and {} more", names.len() - show);
    }
    s
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.is_empty() {
                "\n".to_string()
            } else {
                format!("  {l}\n")
            }
        })
        .collect()
}

fn todo_lines(out: &mut String, todo: &[Action]) {
    for a in todo {
        let _ = writeln!(out, "  To do: {}", a.message);
        let _ = writeln!(out, "         {}", a.remedy);
    }
}

fn named_row(t: &mut Table, label: &str, n: &Named, show: usize) {
    t.row(vec![
        Cell::from(label),
        Cell::from(n.count.to_string()),
        Cell::from(first_few(&n.names, show)),
    ]);
}

/// The report as sections of kubectl-style tables.
pub fn render(r: &MigrationReport, show: usize) -> String {
    let mut out = String::new();
    // Operator.
    let o = &r.operator;
    let _ = writeln!(out, "OPERATOR");
    if o.deployments.is_empty() {
        let _ = writeln!(
            out,
            "  No operator Deployment found{}",
            o.unreadable
                .as_ref()
                .map(|u| format!(" ({u})"))
                .unwrap_or_default()
        );
    } else {
        let mut t = Table::new(&["deployment", "version", "ready", "image"]);
        for d in &o.deployments {
            t.row(vec![
                Cell::from(format!("{}/{}", d.namespace, d.name)),
                Cell::from(d.version.clone().unwrap_or_else(|| "?".into())),
                Cell::from(format!("{}/{}", d.ready_replicas, d.replicas)),
                Cell::from(d.image.as_str()),
            ]);
        }
        out.push_str(&indent(&t.render()));
    }
    let _ = writeln!(
        out,
        "  Configured taint:      {} ({})",
        o.configured_taint, o.taint_source
    );
    let _ = writeln!(
        out,
        "  Pinned to legacy key:  {}",
        if o.pinned_to_legacy_key {
            "yes (the legacy key stays recognised as the configured taint after the removal release)"
        } else {
            "no"
        }
    );
    let _ = writeln!(out, "  LEGACY_CLEANUP_DELAY:  {}", o.legacy_cleanup_delay);
    let _ = writeln!(
        out,
        "  Removal release:       {}{}",
        r.removal_version,
        if o.at_or_past_removal {
            " (the operator is already at or past it: the legacy taint is no longer recognised)"
        } else {
            ""
        }
    );
    todo_lines(&mut out, &o.todo);

    // API groups.
    let _ = writeln!(out, "\nAPI GROUPS");
    let mut t = Table::new(&["group", "served", "for"]);
    for gr in &r.api_groups {
        t.row(vec![
            Cell::from(gr.group.as_str()),
            Cell::from(if gr.versions.is_empty() {
                "no".to_string()
            } else {
                gr.versions.join(", ")
            }),
            Cell::from(gr.what),
        ]);
    }
    out.push_str(&indent(&t.render()));

    // CRs.
    let c = &r.custom_resources;
    let _ = writeln!(out, "\nCUSTOM RESOURCES");
    let mut t = Table::new(&["what", "count", "names"]);
    for (label, gc) in [
        ("Skyhook (skyhook.nvidia.com)", &c.skyhooks),
        ("NodeWright (nodewright.nvidia.com)", &c.nodewrights),
    ] {
        let names = match (&gc.unreadable, gc.served) {
            (Some(_), _) => "could not be read (forbidden)".to_string(),
            (None, false) => "not served".to_string(),
            (None, true) => first_few(&gc.names, show),
        };
        t.row(vec![
            Cell::from(label),
            Cell::from(gc.count.to_string()),
            Cell::from(names),
        ]);
    }
    named_row(&mut t, "Skyhooks not mirrored", &c.not_mirrored, show);
    out.push_str(&indent(&t.render()));
    for (label, list) in [
        ("Rollback window open", &c.rollback_window_open),
        ("Rollback window ended", &c.rollback_window_ended),
    ] {
        if list.is_empty() {
            continue;
        }
        let _ = writeln!(out, "  {label}: {}", list.len());
        let mut t = Table::new(&["nodewright", "mirrored from", "migrated at", "window ends"]);
        for w in list.iter().take(show) {
            t.row(vec![
                Cell::from(w.name.as_str()),
                Cell::from(w.mirrored_from.as_str()),
                Cell::from(w.migrated_at.clone().unwrap_or_else(|| "-".into())),
                Cell::from(w.ends_at.clone().unwrap_or_else(|| "unknown".into())),
            ]);
        }
        out.push_str(&indent(&indent(&t.render())));
        if list.len() > show {
            let _ = writeln!(out, "    and {} more", list.len() - show);
        }
    }
    todo_lines(&mut out, &c.todo);

    // Nodes.
    let n = &r.nodes;
    let _ = writeln!(out, "\nNODES ({})", n.total);
    if let Some(u) = &n.unreadable {
        let _ = writeln!(out, "  Could not be read: {u}");
    }
    let mut t = Table::new(&["gate taint", "nodes", "names"]);
    named_row(&mut t, "configured", &n.gate_taint.configured, show);
    named_row(&mut t, "legacy", &n.gate_taint.legacy, show);
    named_row(&mut t, "value mismatch", &n.gate_taint.value_mismatch, show);
    named_row(&mut t, "unrecognised", &n.gate_taint.unrecognised, show);
    named_row(&mut t, "none", &n.gate_taint.none, show);
    out.push_str(&indent(&t.render()));
    let _ = writeln!(out);
    let mut t = Table::new(&["operator keys", "nodes", "names"]);
    named_row(&mut t, "legacy only", &n.annotations.legacy_only, show);
    named_row(&mut t, "copied", &n.annotations.copied, show);
    named_row(&mut t, "divergent", &n.annotations.divergent, show);
    named_row(&mut t, "new only", &n.annotations.new_only, show);
    named_row(&mut t, "none", &n.annotations.none, show);
    named_row(
        &mut t,
        "lingering legacy keys",
        &n.lingering_legacy_keys,
        show,
    );
    named_row(
        &mut t,
        "keys of deleted CRs",
        &n.legacy_keys_of_deleted_crs,
        show,
    );
    out.push_str(&indent(&t.render()));
    if !n.lingering_keys.is_empty() {
        let keys: Vec<String> = n
            .lingering_keys
            .iter()
            .map(|(k, c)| format!("{k} ({c})"))
            .collect();
        let _ = writeln!(out, "  Lingering keys: {}", first_few(&keys, show));
    }
    if !n.deleted_crs.is_empty() {
        let _ = writeln!(
            out,
            "  Deleted CRs named by legacy keys: {}",
            first_few(&n.deleted_crs, show)
        );
    }
    todo_lines(&mut out, &n.todo);

    // Provisioning.
    let p = &r.provisioning;
    let _ = writeln!(
        out,
        "\nPROVISIONING SOURCES NAMING THE LEGACY KEY ({})",
        p.sources.len()
    );
    if !p.sources.is_empty() {
        let mut t = Table::new(&["object", "field", "taint"]);
        for s in p.sources.iter().take(show) {
            t.row(vec![
                Cell::from(s.object()),
                Cell::from(s.field.as_str()),
                Cell::from(s.value.as_str()),
            ]);
        }
        out.push_str(&indent(&t.render()));
        if p.sources.len() > show {
            let _ = writeln!(out, "  and {} more", p.sources.len() - show);
        }
    }
    let _ = writeln!(
        out,
        "  Checked:     {}",
        if p.checked.is_empty() {
            "-".to_string()
        } else {
            p.checked.join(", ")
        }
    );
    let _ = writeln!(
        out,
        "  Not served:  {}",
        if p.not_served.is_empty() {
            "-".to_string()
        } else {
            p.not_served.join(", ")
        }
    );
    for u in &p.unreadable {
        let _ = writeln!(out, "  Could not be read: {u}");
    }
    let _ = writeln!(out, "  Check by hand (the cluster cannot show these):");
    for m in &p.manual_checks {
        let _ = writeln!(out, "    - {}: {}", m.what, m.guidance);
    }
    todo_lines(&mut out, &p.todo);

    // Workloads.
    let w = &r.workloads;
    let _ = writeln!(
        out,
        "\nWORKLOADS TOLERATING THE LEGACY KEY ({} of {} read)",
        w.legacy_only.len() + w.both.len(),
        w.scanned
    );
    let all: Vec<&WorkloadRef> = w.legacy_only.iter().chain(w.both.iter()).collect();
    if !all.is_empty() {
        let mut t = Table::new(&["workload", "tolerates"]);
        for x in all.iter().take(show) {
            let what = match x.tolerates {
                TolerationUse::LegacyOnly => "legacy key only",
                TolerationUse::Both => "both keys",
            };
            t.row(vec![
                Cell::from(format!(
                    "{}/{}/{}",
                    x.kind.to_ascii_lowercase(),
                    x.namespace,
                    x.name
                )),
                Cell::from(what),
            ]);
        }
        out.push_str(&indent(&t.render()));
        if all.len() > show {
            let _ = writeln!(out, "  and {} more", all.len() - show);
        }
    }
    for u in &w.unreadable {
        let _ = writeln!(out, "  Could not be read: {u}");
    }
    todo_lines(&mut out, &w.todo);

    // Verdict.
    let v = &r.verdict;
    let word = match v.readiness {
        Readiness::Ready => "READY",
        Readiness::NotReady => "NOT READY",
        Readiness::Unknown => "UNKNOWN",
    };
    let _ = writeln!(out, "\nVERDICT FOR {}: {word}", v.removal_version);
    if !v.must_change.is_empty() {
        let _ = writeln!(out, "  Must change first, in this order:");
        for (i, a) in v.must_change.iter().enumerate() {
            let _ = writeln!(out, "  {}. {}", i + 1, a.message);
            let _ = writeln!(out, "     {}", a.remedy);
        }
    }
    if !v.unknown.is_empty() {
        let _ = writeln!(out, "  Could not be checked:");
        for u in &v.unknown {
            let _ = writeln!(out, "  - {u}");
        }
    }
    if !v.advisories.is_empty() {
        let _ = writeln!(out, "  Not blocking:");
        for a in &v.advisories {
            let _ = writeln!(out, "  - {} ({})", a.message, a.remedy);
        }
    }
    if v.readiness == Readiness::Ready {
        let _ = writeln!(
            out,
            "  Nothing in the cluster blocks {}; check the manual list above.",
            v.removal_version
        );
    }
    out
}

// ------------------------------------------------------------------------------------------------
// `migration taints`.

async fn taints(ctx: &Ctx, args: TaintsArgs) -> Result<()> {
    if !args.all && args.targets.nodes.is_empty() && args.targets.selector.is_none() {
        return Err(Error::usage("name nodes, give -l SELECTOR, or use --all"));
    }
    let cluster = ctx.cluster().await?;
    let snap = super::Snapshot::load(ctx, &cluster).await?;
    let config = snap.config.clone();
    snap.taint_to_write()?;
    if let Some(why) = mig::refuse_swap(&config) {
        return Err(Error::usage(format!("refusing to swap taints: {why}")));
    }
    let named = !args.targets.nodes.is_empty();
    // Keep only nodes with something to do (and every named node, so each gets a result):
    // a fleet-wide run holds the legacy-tainted nodes, not the fleet.
    let mut views = Vec::new();
    let missing = super::for_each_target(&cluster, &args.targets, |v| {
        if named || mig::swap_legacy_taint(&v.taints, &config).is_some() {
            views.push(v);
        }
        Ok(())
    })
    .await?;
    let planner = |v: &crate::model::NodeView| mig::plan_swap(v, &config);
    let what = format!("replace the legacy taint with {}", config.taint);
    let results = super::write::run_node_write(
        ctx,
        &cluster,
        &args.write,
        &what,
        "migrated",
        views,
        planner,
        super::write::ReportOptions {
            drop_unchanged: !named,
            ..Default::default()
        },
    )
    .await?;
    if results.is_empty() && !named {
        ctx.printer
            .note("No node carries the legacy skyhook.nvidia.com taint: nothing to do");
    }
    super::write::finish(ctx, &results, &missing, "migrated")
}
