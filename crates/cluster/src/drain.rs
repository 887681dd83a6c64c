//! What blocks an interrupt's drain where the operator writes nothing (before v0.20): the
//! PodDisruptionBudgets that allow no disruption, and the pods they select. One list of budgets
//! (all namespaces; usually few), then, only for a budget that refuses evictions, its pods by
//! its own selector. Never the cluster's pods.

use std::collections::BTreeMap;

use k8s_openapi::api::policy::v1::PodDisruptionBudget;
use serde::Deserialize;

use super::{Cluster, Target};
use nodewright_error::{Error, Result};
use nodewright_model::drain::{BudgetView, PodView, refusing, undrainable};
use nodewright_model::types::{LabelSelector, Toleration};

#[derive(Deserialize, Default)]
struct Meta {
    #[serde(default)]
    namespace: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    labels: BTreeMap<String, String>,
    #[serde(default, rename = "ownerReferences")]
    owners: Vec<Owner>,
    #[serde(default, rename = "deletionTimestamp")]
    deletion: Option<String>,
}

#[derive(Deserialize, Default)]
struct Owner {
    #[serde(default)]
    kind: String,
}

#[derive(Deserialize)]
struct Pdb {
    #[serde(default)]
    metadata: Meta,
    #[serde(default)]
    spec: PdbSpec,
    #[serde(default)]
    status: PdbStatus,
}

#[derive(Deserialize, Default)]
struct PdbSpec {
    #[serde(default)]
    selector: Option<LabelSelector>,
}

#[derive(Deserialize, Default)]
struct PdbStatus {
    #[serde(default, rename = "disruptionsAllowed")]
    disruptions_allowed: Option<i64>,
}

#[derive(Deserialize)]
struct Pod {
    #[serde(default)]
    metadata: Meta,
    #[serde(default)]
    spec: PodSpec,
    #[serde(default)]
    status: PodStatus,
}

#[derive(Deserialize, Default)]
struct PodSpec {
    #[serde(default, rename = "nodeName")]
    node_name: Option<String>,
    #[serde(default)]
    tolerations: Vec<Toleration>,
}

#[derive(Deserialize, Default)]
struct PodStatus {
    #[serde(default)]
    phase: String,
}

/// At most this many refusing budgets have their pods listed per command: a cluster full of
/// single-replica budgets (always at 0) must not cost a list per budget.
pub const MAX_BUDGET_READS: usize = 20;

/// Per node, the pods a drain must evict that a budget allowing no disruption covers. `None`
/// when the budgets cannot be read (RBAC, or the API is not served), or when no CR has a package
/// with an interrupt still to run (nothing will be drained: nothing is read). Then nothing is
/// claimed.
pub async fn undrainable_pods(
    cluster: &Cluster,
    crs: &[nodewright_model::CrView],
) -> Result<Option<BTreeMap<String, Vec<nodewright_model::drain::BlockingPod>>>> {
    if !nodewright_model::drain::any_drain_ahead(crs) {
        return Ok(None);
    }
    match budgets(cluster).await? {
        Some(budgets) => budget_pods(cluster, &budgets).await,
        None => Ok(None),
    }
}

/// Every PodDisruptionBudget, in one list (all namespaces); `None` when RBAC refuses it.
pub async fn budgets(cluster: &Cluster) -> Result<Option<Vec<BudgetView>>> {
    let target = Target::new("list", "poddisruptionbudgets", None);
    let listed = super::list::all::<Pdb>(
        cluster,
        &super::path_of::<PodDisruptionBudget>(None),
        &Default::default(),
        &target,
    )
    .await;
    match listed {
        Ok((items, _)) => Ok(Some(items.into_iter().filter_map(budget).collect())),
        Err(Error::Forbidden { .. }) => Ok(None),
        Err(e) => Err(e),
    }
}

/// A budget as the model reads it; `None` without a selector (it selects nothing, policy/v1).
fn budget(p: Pdb) -> Option<BudgetView> {
    Some(BudgetView {
        namespace: p.metadata.namespace,
        name: p.metadata.name,
        selector: p.spec.selector?,
        disruptions_allowed: p.status.disruptions_allowed,
    })
}

/// [`budget`] of a budget as a watch gives it (`Err` when it does not parse).
pub fn budget_from_object(
    o: &kube::api::DynamicObject,
) -> std::result::Result<Option<BudgetView>, String> {
    let v = serde_json::to_value(o).map_err(|e| e.to_string())?;
    let p: Pdb = serde_json::from_value(v).map_err(|e| e.to_string())?;
    Ok(budget(p))
}

/// Per node, the pods a drain must evict that one of `budgets` allowing no disruption covers:
/// the pods of each refusing budget (at most [`MAX_BUDGET_READS`]) listed by its own selector.
/// `None` when those pods may not be listed.
pub async fn budget_pods(
    cluster: &Cluster,
    budgets: &[BudgetView],
) -> Result<Option<BTreeMap<String, Vec<nodewright_model::drain::BlockingPod>>>> {
    let mut pods: Vec<PodView> = Vec::new();
    for b in refusing(budgets).take(MAX_BUDGET_READS) {
        let Ok(sel) = nodewright_model::selector::Selector::from_label_selector(&b.selector) else {
            continue;
        };
        let lp = kube::api::ListParams {
            label_selector: Some(sel.to_string()).filter(|s| !s.is_empty()),
            ..Default::default()
        };
        let target = Target::new("list", format!("pods (namespace {})", b.namespace), None);
        let path = super::path_of::<k8s_openapi::api::core::v1::Pod>(Some(&b.namespace));
        let items: Vec<Pod> = match super::list::all(cluster, &path, &lp, &target).await {
            Ok((items, _)) => items,
            Err(Error::Forbidden { .. }) => return Ok(None),
            Err(e) => return Err(e),
        };
        pods.extend(items.into_iter().map(|p| PodView {
            namespace: p.metadata.namespace,
            name: p.metadata.name,
            node: p.spec.node_name.unwrap_or_default(),
            labels: p.metadata.labels,
            phase: p.status.phase,
            tolerations: p.spec.tolerations,
            owners: p.metadata.owners.into_iter().map(|o| o.kind).collect(),
            terminating: p.metadata.deletion.is_some(),
        }));
    }
    Ok(Some(undrainable(budgets, &pods)))
}
