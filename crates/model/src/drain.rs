//! Drains that can never finish: a pod the operator must evict before an interrupt, covered by a
//! PodDisruptionBudget that allows no disruption. Before v0.20 the operator writes nothing about
//! it (no `drainBlocked_` annotation): its eviction fails, the pass for that CR ends without
//! saving the cordon or the pick, and it tries again, for ever (v0.15 `DrainNode`,
//! `internal/controller/skyhook_controller.go`; the Eviction API honours the budget). Pure: the
//! cluster layer reads the budgets and the pods they select.

use std::collections::BTreeMap;

use super::types::{LabelSelector, Toleration};

/// A PodDisruptionBudget, reduced to what decides an eviction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BudgetView {
    pub namespace: String,
    pub name: String,
    pub selector: LabelSelector,
    /// `status.disruptionsAllowed`; `None` when the disruption controller has not written it.
    pub disruptions_allowed: Option<i64>,
}

/// A pod, reduced to what the operator's drain reads (`ShouldEvict`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PodView {
    pub namespace: String,
    pub name: String,
    pub node: String,
    pub labels: BTreeMap<String, String>,
    pub phase: String,
    pub tolerations: Vec<Toleration>,
    /// Kinds of its owner references.
    pub owners: Vec<String>,
    /// `metadata.deletionTimestamp` is set.
    pub terminating: bool,
}

/// The operator's `ShouldEvict`: a running or pending pod, outside `kube-system`, that does not
/// tolerate `node.kubernetes.io/unschedulable` and is not a DaemonSet's (among several owners).
pub fn should_evict(p: &PodView) -> bool {
    matches!(p.phase.as_str(), "Running" | "Pending")
        && !p
            .tolerations
            .iter()
            .any(|t| t.key.as_deref() == Some("node.kubernetes.io/unschedulable"))
        && !(p.owners.len() > 1 && p.owners.iter().any(|k| k == "DaemonSet"))
        && p.namespace != "kube-system"
}

/// Whether any CR may still drain a node: not complete, paused or disabled, with a package that
/// has an interrupt (or config interrupts). Without one no budget matters.
pub fn any_drain_ahead(crs: &[super::CrView]) -> bool {
    crs.iter().any(|c| {
        !c.paused
            && !c.disabled
            && c.status.as_deref() != Some("complete")
            && c.packages
                .values()
                .any(|p| p.interrupt.is_some() || !p.config_interrupts.is_empty())
    })
}

/// The budgets that refuse every eviction now (`disruptionsAllowed` is 0).
pub fn refusing(budgets: &[BudgetView]) -> impl Iterator<Item = &BudgetView> {
    budgets.iter().filter(|b| b.disruptions_allowed == Some(0))
}

/// Whether the Eviction API consults a budget for this pod: not for a pod that is not running
/// (`canIgnorePDB`: pending, succeeded or failed) or is already being deleted.
fn budget_applies(p: &PodView) -> bool {
    p.phase == "Running" && !p.terminating
}

/// A pod a drain must evict that a budget allowing no disruption covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockingPod {
    pub namespace: String,
    pub name: String,
    pub budget: String,
}

impl std::fmt::Display for BlockingPod {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}/{} (PodDisruptionBudget {} allows 0 disruptions)",
            self.namespace, self.name, self.budget
        )
    }
}

/// Per node, the pods a drain must evict that a refusing budget covers.
pub fn undrainable(budgets: &[BudgetView], pods: &[PodView]) -> BTreeMap<String, Vec<BlockingPod>> {
    let mut out: BTreeMap<String, Vec<BlockingPod>> = BTreeMap::new();
    for b in refusing(budgets) {
        for p in pods.iter().filter(|p| {
            p.namespace == b.namespace
                && !p.node.is_empty()
                && should_evict(p)
                && budget_applies(p)
                && super::selector::matches(&b.selector, &p.labels).unwrap_or(false)
        }) {
            let what = BlockingPod {
                namespace: p.namespace.clone(),
                name: p.name.clone(),
                budget: b.name.clone(),
            };
            let list = out.entry(p.node.clone()).or_default();
            if !list.contains(&what) {
                list.push(what);
            }
        }
    }
    out
}

/// One pod a v0.20 operator recorded as blocking a drain, in the node annotation
/// `nodewright.nvidia.com/drainBlocked_<CR>`: a JSON array of `drain.BlockedPod`
/// (`operator/internal/drain/drain.go` @ 1211486a: `namespace`, `name`, `reason` one of
/// `PodDisruptionBudget`, `UnmanagedPod`, `EmptyDirData`, and the apiserver's `detail`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
pub struct RecordedBlocker {
    #[serde(default)]
    pub namespace: String,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub reason: String,
    #[serde(default)]
    pub detail: String,
}

impl RecordedBlocker {
    /// What frees the drain of this pod, as the operator's drain options read it
    /// (`docs/architecture/interrupt-flow.md`, "Drain Configuration").
    pub fn why(&self) -> &'static str {
        match self.reason.as_str() {
            "PodDisruptionBudget" => "its PodDisruptionBudget refuses the eviction",
            "UnmanagedPod" => "it has no managing controller and drainConfig.force is false",
            "EmptyDirData" => "it uses emptyDir and drainConfig.deleteEmptyDirData is false",
            _ => "the drain cannot evict it",
        }
    }
}

/// The pods of a `drainBlocked_<CR>` value; an empty list for a value that does not parse
/// (the operator calls `detail` prose, never a contract: only the list's shape is read).
pub fn recorded_blockers(value: &str) -> Vec<RecordedBlocker> {
    serde_json::from_str::<Vec<RecordedBlocker>>(value)
        .unwrap_or_default()
        .into_iter()
        .filter(|b| !b.name.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recorded_blockers_are_read_from_the_operators_list() {
        let v = r#"[{"namespace":"default","name":"web-0","reason":"PodDisruptionBudget","detail":"The disruption budget web-pdb needs 3 healthy pods and has 3 currently"},{"namespace":"ml","name":"scratch","reason":"EmptyDirData"}]"#;
        let b = recorded_blockers(v);
        assert_eq!(b.len(), 2);
        assert_eq!(
            (b[0].namespace.as_str(), b[0].name.as_str()),
            ("default", "web-0")
        );
        assert!(b[0].why().contains("PodDisruptionBudget"));
        assert!(b[1].why().contains("deleteEmptyDirData"));
        assert!(recorded_blockers("true").is_empty(), "not a list");
        assert!(recorded_blockers("[{}]").is_empty(), "no pod named");
    }

    fn pod(name: &str, node: &str, app: &str) -> PodView {
        PodView {
            namespace: "apps".into(),
            name: name.into(),
            node: node.into(),
            labels: [("app".to_string(), app.to_string())].into(),
            phase: "Running".into(),
            ..Default::default()
        }
    }

    fn budget(app: &str, allowed: Option<i64>) -> BudgetView {
        let mut selector = LabelSelector::default();
        selector.match_labels.insert("app".into(), app.into());
        BudgetView {
            namespace: "apps".into(),
            name: format!("{app}-pdb"),
            selector,
            disruptions_allowed: allowed,
        }
    }

    #[test]
    fn only_evictable_pods_of_refusing_budgets_block_a_drain() {
        let mut tolerant = pod("t", "n3", "db");
        tolerant.tolerations.push(Toleration {
            key: Some("node.kubernetes.io/unschedulable".into()),
            operator: Some("Exists".into()),
            ..Default::default()
        });
        let mut done = pod("d", "n4", "db");
        done.phase = "Succeeded".into();
        let mut ds = pod("ds", "n5", "db");
        ds.owners = vec!["ReplicaSet".into(), "DaemonSet".into()];
        let mut system = pod("s", "n6", "db");
        system.namespace = "kube-system".into();
        let mut pending = pod("p", "n7", "db");
        pending.phase = "Pending".into();
        let mut leaving = pod("l", "n8", "db");
        leaving.terminating = true;
        let pods = [
            pod("db-0", "n1", "db"),
            pod("web-0", "n2", "web"),
            tolerant,
            done,
            ds,
            system,
            pending,
            leaving,
        ];
        let budgets = [budget("db", Some(0)), budget("web", Some(1))];
        let got = undrainable(&budgets, &pods);
        assert_eq!(got.keys().collect::<Vec<_>>(), vec!["n1"]);
        assert_eq!(
            got["n1"][0].to_string(),
            "apps/db-0 (PodDisruptionBudget db-pdb allows 0 disruptions)"
        );
        // A budget whose status was never written is not evidence of a refusal.
        assert!(undrainable(&[budget("db", None)], &pods).is_empty());
    }
}
