//! The reads behind `migration status`: every operator Deployment, CRs of both groups, every node
//! (page by page, folded into the report's counters), provisioning APIs that discovery says are
//! served and the pod templates of every workload kind. A read that RBAC refuses is named in the
//! report; it never ends the command. Classification is pure (`nodewright_model::migration`).

use std::collections::BTreeSet;

use kube::Resource;
use kube::api::{ApiResource, DynamicObject, GroupVersionKind};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::crs::{self, GroupCrs};
use super::list::Listed;
use super::operator::{self, OperatorDeployment, OperatorSearch};
use super::{Cluster, Target, nodes};
use nodewright_error::{Error, Result};
use nodewright_model::gate::TaintKind;
use nodewright_model::migration::report::*;
use nodewright_model::migration::scan::{node_registration_hits, source, taint_list_hits};
use nodewright_model::migration::{self as mig, AnnotationState, TolerationUse};
use nodewright_model::{Group, NodeView, OperatorConfig, Toleration};

/// How a list read ended.
#[derive(Debug)]
pub enum Read {
    Done,
    NotServed,
    Forbidden(String),
}

/// Lists `path` page by page ([`super::list::walk`]), folding each item through `f`. 404 = not
/// served; 403 = forbidden (returned, not raised); any other failure ends the command.
pub async fn walk<T: DeserializeOwned>(
    cluster: &Cluster,
    path: &str,
    resource: &str,
    mut f: impl FnMut(T),
) -> Result<Read> {
    let lp = kube::api::ListParams {
        limit: Some(cluster.chunk_size),
        ..Default::default()
    };
    let target = Target::new("list", resource.to_string(), None);
    let listed = super::list::walk(cluster, path, &lp, &target, |items: Vec<T>| {
        items.into_iter().for_each(&mut f);
        Ok(())
    })
    .await;
    match listed {
        Ok(Listed::Done) => Ok(Read::Done),
        Ok(Listed::NotServed) => Ok(Read::NotServed),
        Err(e @ Error::Forbidden { .. }) => Ok(Read::Forbidden(e.to_string())),
        Err(e) => Err(e),
    }
}

/// Every operator Deployment: the renamed one's namespace, the legacy one's, else the
/// cluster-wide search (`--operator-namespace` narrows to one namespace). Renamed first.
pub async fn find_operators(cluster: &Cluster, namespace: Option<&str>) -> OperatorSearch {
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
            (Some(v), Some(w)) => {
                nodewright_model::version::compare(v, w) == Some(std::cmp::Ordering::Greater)
            }
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

pub async fn read_group(cluster: &Cluster, group: Group) -> Result<(GroupCrs, Option<String>)> {
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

/// Folds every node into the node section, one page at a time, and hands each node to
/// `also` (`upgrade check` folds its own questions into the same walk).
pub async fn read_nodes(
    cluster: &Cluster,
    config: &OperatorConfig,
    live: &BTreeSet<String>,
    also: &mut (dyn FnMut(&NodeView) + Send),
) -> Result<NodeSection> {
    let mut s = NodeSection::default();
    let mut deleted = BTreeSet::new();
    let walked = nodes::for_each_page(cluster, None, |page| {
        for n in page {
            also(&n);
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
pub const CAPI_KINDS: [(&str, &str, &str); 4] = [
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
pub fn served_version<'a>(served: &'a [String], group: &str) -> Option<&'a str> {
    served
        .iter()
        .find_map(|gv| gv.strip_prefix(group).and_then(|r| r.strip_prefix('/')))
}

pub async fn read_provisioning(
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
            let ar = ApiResource::from_gvk_with_plural(
                &GroupVersionKind::gvk("karpenter.sh", v, "NodePool"),
                "nodepools",
            );
            let mut found = Vec::new();
            let read = walk(
                cluster,
                &DynamicObject::url_path(&ar, None),
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
                let ar = ApiResource::from_gvk_with_plural(
                    &GroupVersionKind::gvk(group, v, kind),
                    plural,
                );
                let mut found = Vec::new();
                let read = walk(
                    cluster,
                    &DynamicObject::url_path(&ar, None),
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

pub fn record(
    s: &mut ProvisioningSection,
    read: Read,
    what: String,
    found: Vec<ProvisioningSource>,
) {
    match read {
        Read::Done => {
            s.checked.push(what);
            s.sources.extend(found);
        }
        Read::NotServed => s.not_served.push(what),
        Read::Forbidden(why) => s.unreadable.push(format!("{what}: {why}")),
    }
}

/// Workload kinds whose pod templates are read: (kind, its resource as kube describes it).
fn workload_kinds() -> [(&'static str, ApiResource); 5] {
    use k8s_openapi::api::{apps::v1 as apps, batch::v1 as batch};
    [
        ("Deployment", ApiResource::erase::<apps::Deployment>(&())),
        ("DaemonSet", ApiResource::erase::<apps::DaemonSet>(&())),
        ("StatefulSet", ApiResource::erase::<apps::StatefulSet>(&())),
        ("Job", ApiResource::erase::<batch::Job>(&())),
        ("CronJob", ApiResource::erase::<batch::CronJob>(&())),
    ]
}

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
pub async fn read_workloads(cluster: &Cluster, config: &OperatorConfig) -> Result<WorkloadSection> {
    let mut s = WorkloadSection::default();
    let mut namespaces: Option<std::result::Result<Vec<String>, String>> = None;
    for (kind, ar) in workload_kinds() {
        let resource = format!("{}.{}", ar.plural, ar.group);
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
            &DynamicObject::url_path(&ar, None),
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
                    &super::path_of::<k8s_openapi::api::core::v1::Namespace>(None),
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
                &DynamicObject::url_path(&ar, Some(ns)),
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
