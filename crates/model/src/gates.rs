//! The gates other than NodeWright's that keep work off a node: the well-known taints whose
//! owners put them on nodes until something is ready ([`KNOWN`], each row read from its owner's
//! documentation and cited), and a cordon NodeWright did not place. [`other_gates`] names each on
//! a node with its owner, what releases it and what to do; a Node Readiness Controller taint
//! with the rule whose taint it is and the rule's required conditions on the node.
//!
//! Only `NoSchedule` and `NoExecute` taints keep work off; a `PreferNoSchedule` one does not.
//! Taints not in the table (a GPU pool's own `nvidia.com/gpu` taint, which GPU pods tolerate)
//! are not gates here: `explain` lists them as other taints.

use serde::{Deserialize, Serialize};

use crate::readiness::{self, ReadinessRule, RuleOnNode};
use crate::taint::display_taint;
use crate::types::{NodeView, Taint};

/// Who holds a gate. Serialized names are part of the JSON contract (`otherGates[].owner`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum GateOwner {
    /// `kubernetes-sigs/node-readiness-controller`: a `NodeReadinessRule`'s taint.
    NodeReadinessController,
    /// The cloud controller manager's node controller.
    CloudProvider,
    Karpenter,
    ClusterAutoscaler,
    /// The node lifecycle controller (and the kubelet) of Kubernetes itself.
    NodeLifecycle,
    /// A cordon (`spec.unschedulable`) NodeWright did not place.
    Cordon,
}

impl GateOwner {
    /// The owner as people name it.
    pub fn title(self) -> &'static str {
        match self {
            GateOwner::NodeReadinessController => "Node Readiness Controller",
            GateOwner::CloudProvider => "cloud provider",
            GateOwner::Karpenter => "Karpenter",
            GateOwner::ClusterAutoscaler => "cluster autoscaler",
            GateOwner::NodeLifecycle => "node lifecycle controller",
            GateOwner::Cordon => "cordon",
        }
    }
}

/// One well-known gate: a taint key (or a key prefix), its owner, what releases it, the remedy,
/// and where its owner documents it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Known {
    pub key: &'static str,
    /// `key` is a prefix (ends in `/`): every key under it.
    pub prefix: bool,
    pub owner: GateOwner,
    pub releases: &'static str,
    pub remedy: &'static str,
    pub source: &'static str,
}

const K8S_TAINTS: &str = "kubernetes.io/docs/reference/labels-annotations-taints/ (the key's own heading); k8s.io/api core/v1 well_known_taints.go";
const TAINT_EVICTIONS: &str = "kubernetes.io/docs/concepts/scheduling-eviction/taint-and-toleration/, \"Taint based Evictions\" and \"Taint Nodes by Condition\"";

/// The well-known gates, most specific first (the first row whose key matches names the owner).
pub const KNOWN: &[Known] = &[
    Known {
        key: readiness::TAINT_PREFIX,
        prefix: true,
        owner: GateOwner::NodeReadinessController,
        releases: "the controller removes it once every required condition of the NodeReadinessRule whose taint it is holds (bootstrap-only: once; continuous: taints again when one stops holding)",
        remedy: "make the failing condition hold (the component that reports it); kubectl get nodereadinessrules (nrr) shows the rule",
        source: "kubernetes-sigs/node-readiness-controller v0.5.0: docs/book/src/user-guide/concepts.md, \"Readiness Domain and Taint Keys\", \"Enforcement Modes\"; api/v1alpha1/nodereadinessrule_types.go",
    },
    Known {
        key: "node.cloudprovider.kubernetes.io/uninitialized",
        prefix: false,
        owner: GateOwner::CloudProvider,
        releases: "the kubelet (--cloud-provider=external) registers the node with it; the cloud controller manager removes it once it has initialized the node",
        remedy: "check the cloud controller manager's log for this node",
        source: K8S_TAINTS,
    },
    Known {
        key: "karpenter.sh/unregistered",
        prefix: false,
        owner: GateOwner::Karpenter,
        releases: "Karpenter removes it once the node registered and it synced the NodeClaim's labels and taints onto it",
        remedy: "check the node's NodeClaim (kubectl get nodeclaims) and Karpenter's log",
        source: "karpenter.sh docs, \"Concepts > NodeClaims\" (registration) and \"Upgrade Guide\", v1.0 (karpenter.sh/unregistered:NoExecute)",
    },
    Known {
        key: "karpenter.sh/disrupted",
        prefix: false,
        owner: GateOwner::Karpenter,
        releases: "Karpenter put it on a node it is disrupting (consolidation, drift, expiry) before draining and deleting it; it is removed only if the disruption is abandoned",
        remedy: "the node is leaving: kubectl get nodeclaims, and Karpenter's log for the disruption",
        source: "karpenter.sh docs, \"Concepts > Disruption\", \"Termination Controller\"",
    },
    Known {
        key: "startup-taint.cluster-autoscaler.kubernetes.io/",
        prefix: true,
        owner: GateOwner::ClusterAutoscaler,
        releases: "whatever the cluster's operators set to remove it once the node is ready (the autoscaler treats the node as not yet ready meanwhile)",
        remedy: "find the component that removes this startup taint in this cluster, and its log",
        source: "kubernetes/autoscaler cluster-autoscaler/FAQ.md, \"How does Cluster Autoscaler treat nodes with status/startup/ignore taints?\"",
    },
    Known {
        key: "status-taint.cluster-autoscaler.kubernetes.io/",
        prefix: true,
        owner: GateOwner::ClusterAutoscaler,
        releases: "whatever set this status taint (the autoscaler treats the node as ready but leaves it out of scheduling)",
        remedy: "find the component that set this status taint, and why",
        source: "kubernetes/autoscaler cluster-autoscaler/FAQ.md, \"How does Cluster Autoscaler treat nodes with status/startup/ignore taints?\"",
    },
    Known {
        key: "node.kubernetes.io/not-ready",
        prefix: false,
        owner: GateOwner::NodeLifecycle,
        releases: "the node lifecycle controller removes it when the node's Ready condition is True",
        remedy: "the kubelet reports the node not ready: kubectl describe node (conditions), the kubelet's log",
        source: TAINT_EVICTIONS,
    },
    Known {
        key: "node.kubernetes.io/unreachable",
        prefix: false,
        owner: GateOwner::NodeLifecycle,
        releases: "the node lifecycle controller removes it when the kubelet reports again (Ready no longer Unknown)",
        remedy: "the kubelet stopped reporting: check the machine, its network and the kubelet",
        source: TAINT_EVICTIONS,
    },
    Known {
        key: "node.kubernetes.io/unschedulable",
        prefix: false,
        owner: GateOwner::NodeLifecycle,
        releases: "removed when the node is uncordoned (spec.unschedulable false)",
        remedy: "whoever cordoned it: kubectl uncordon once they are done",
        source: TAINT_EVICTIONS,
    },
    Known {
        key: "node.kubernetes.io/disk-pressure",
        prefix: false,
        owner: GateOwner::NodeLifecycle,
        releases: "removed when the kubelet reports DiskPressure False",
        remedy: "free disk on the node (images, logs, ephemeral storage)",
        source: TAINT_EVICTIONS,
    },
    Known {
        key: "node.kubernetes.io/memory-pressure",
        prefix: false,
        owner: GateOwner::NodeLifecycle,
        releases: "removed when the kubelet reports MemoryPressure False",
        remedy: "free memory on the node",
        source: TAINT_EVICTIONS,
    },
    Known {
        key: "node.kubernetes.io/pid-pressure",
        prefix: false,
        owner: GateOwner::NodeLifecycle,
        releases: "removed when the kubelet reports PIDPressure False",
        remedy: "find the process leaking processes on the node",
        source: TAINT_EVICTIONS,
    },
    Known {
        key: "node.kubernetes.io/network-unavailable",
        prefix: false,
        owner: GateOwner::NodeLifecycle,
        releases: "removed when the node's NetworkUnavailable condition is False (set by the network plugin or the cloud's route controller)",
        remedy: "check the network plugin (CNI) on the node",
        source: TAINT_EVICTIONS,
    },
    Known {
        key: "node.kubernetes.io/out-of-service",
        prefix: false,
        owner: GateOwner::NodeLifecycle,
        releases: "a person put it on a node that is shut down (non-graceful node shutdown); they remove it once the node is back",
        remedy: "once the node is recovered: kubectl taint nodes NODE node.kubernetes.io/out-of-service-",
        source: "kubernetes.io/docs/concepts/cluster-administration/node-shutdown/, \"Non-graceful node shutdown handling\"",
    },
];

/// What the table says of a cordon NodeWright did not place.
pub const CORDON_SOURCE: &str = "kubernetes.io/docs/concepts/architecture/nodes/, \"Manual Node Administration\" (spec.unschedulable, kubectl cordon)";

/// The label Karpenter puts on the nodes it launches, naming their NodePool.
pub const KARPENTER_NODEPOOL: &str = "karpenter.sh/nodepool";

/// What can be said of Karpenter's `startupTaints` (a NodePool's
/// `spec.template.spec.startupTaints`): keys its users choose, which Karpenter expects another
/// component to remove and never removes itself (karpenter.sh docs, "Concepts > NodePools").
/// Nothing in such a taint says it is one; on a node Karpenter launched, the taints that keep
/// work off and that no owner the plugin knows placed (`others`: besides NodeWright's) may be.
pub fn startup_taints_note(node: &NodeView, others: &[&Taint]) -> Option<String> {
    let pool = node.labels.get(KARPENTER_NODEPOOL)?;
    let unnamed: Vec<String> = others
        .iter()
        .filter(|t| keeps_off(t) && known(&t.key).is_none())
        .map(|t| display_taint(t))
        .collect();
    if unnamed.is_empty() {
        return None;
    }
    Some(format!(
        "Karpenter launched this node (NodePool {pool}): {} may be among the NodePool's startupTaints, keys its users choose that another component removes, never Karpenter: kubectl get nodepool {pool} -o jsonpath='{{.spec.template.spec.startupTaints}}'",
        unnamed.join(", ")
    ))
}

/// The table's row for a taint key.
pub fn known(key: &str) -> Option<&'static Known> {
    KNOWN.iter().find(|k| {
        if k.prefix {
            key.starts_with(k.key) && key.len() > k.key.len()
        } else {
            key == k.key
        }
    })
}

/// One gate other than NodeWright's on a node. Part of the JSON contract (`otherGates`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OtherGate {
    pub owner: GateOwner,
    /// The taint as `key[=value]:effect`, or `spec.unschedulable` for a cordon.
    pub gate: String,
    /// What holds it and what releases it.
    pub reason: String,
    /// What to do.
    pub remedy: String,
    /// Where its owner documents it.
    pub source: String,
    /// A Node Readiness Controller taint: the rule whose taint it is, with its required
    /// conditions on the node (`None`: no rule with this taint was found, or rules are not
    /// readable).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<RuleOnNode>,
}

impl OtherGate {
    /// One line: the owner, the gate and, for a readiness rule, the rule and what fails.
    pub fn summary(&self) -> String {
        format!("{} {}", self.owner.title(), self.summary_gate())
    }

    /// The gate and, for a readiness rule, the rule and what fails.
    pub fn summary_gate(&self) -> String {
        let mut s = self.gate.clone();
        if let Some(r) = &self.rule {
            let failing: Vec<&str> = r.failing().map(|c| c.type_.as_str()).collect();
            s.push_str(&format!(" (rule {}", r.name));
            if !failing.is_empty() {
                s.push_str(&format!(", failing {}", failing.join(",")));
            }
            s.push(')');
        }
        s
    }
}

/// Whether a taint keeps work off (`NoSchedule`, `NoExecute`).
fn keeps_off(t: &Taint) -> bool {
    t.effect == "NoSchedule" || t.effect == "NoExecute"
}

/// Every gate other than NodeWright's on the node: its well-known taints (with the readiness
/// rule of a Node Readiness Controller taint), then a cordon NodeWright did not place
/// (`foreign_cordon`: as the evaluation found it). The `node.kubernetes.io/unschedulable` taint
/// of a cordoned node is the cordon itself, named once (or not at all, when the cordon is
/// NodeWright's own).
pub fn other_gates(
    node: &NodeView,
    rules: &[ReadinessRule],
    foreign_cordon: bool,
) -> Vec<OtherGate> {
    let mut out: Vec<OtherGate> = node
        .taints
        .iter()
        .filter(|t| keeps_off(t))
        .filter(|t| !(node.unschedulable && t.key == "node.kubernetes.io/unschedulable"))
        .filter_map(|t| known(&t.key).map(|k| (t, k)))
        .map(|(t, k)| {
            let rule = (k.owner == GateOwner::NodeReadinessController)
                .then(|| readiness::rule_of(rules, t).map(|r| readiness::on_node(r, node)))
                .flatten();
            OtherGate {
                owner: k.owner,
                gate: display_taint(t),
                reason: readiness_reason(rule.as_ref(), k),
                remedy: k.remedy.to_string(),
                source: k.source.to_string(),
                rule,
            }
        })
        .collect();
    if foreign_cordon {
        out.push(OtherGate {
            owner: GateOwner::Cordon,
            gate: "spec.unschedulable".into(),
            reason: "cordoned by something other than NodeWright (no cordon_* or runtimeRequiredCordon annotation); it stays until whoever cordoned it uncordons it".into(),
            remedy: format!("once whoever cordoned it is done: kubectl uncordon {}", node.name),
            source: CORDON_SOURCE.into(),
            rule: None,
        });
    }
    out
}

/// What holds a gate: a readiness rule's failing conditions, or the table's release.
fn readiness_reason(rule: Option<&RuleOnNode>, k: &Known) -> String {
    if k.owner != GateOwner::NodeReadinessController {
        return k.releases.to_string();
    }
    let Some(r) = rule else {
        return format!(
            "{}; no NodeReadinessRule with this taint was read (none, or rules not readable)",
            k.releases
        );
    };
    let mode = format!(
        "{}{}",
        r.mode,
        if r.dry_run {
            ", dry run: the controller does not change taints"
        } else {
            ""
        }
    );
    let failing: Vec<String> = r.failing().map(readiness::condition_line).collect();
    if failing.is_empty() {
        format!(
            "NodeReadinessRule {} ({mode}): every required condition holds; the controller removes the taint on its next pass",
            r.name
        )
    } else {
        format!(
            "NodeReadinessRule {} ({mode}) keeps it until: {}",
            r.name,
            failing.join("; ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::NodeCondition;

    fn taint(key: &str, effect: &str) -> Taint {
        Taint {
            key: key.into(),
            value: None,
            effect: effect.into(),
            time_added: None,
        }
    }

    #[test]
    fn each_owner_is_named_by_key_or_prefix() {
        let owner = |k: &str| known(k).map(|k| k.owner);
        assert_eq!(
            owner("readiness.k8s.io/gpu"),
            Some(GateOwner::NodeReadinessController)
        );
        assert_eq!(owner("readiness.k8s.io/"), None, "a prefix alone is no key");
        assert_eq!(
            owner("node.cloudprovider.kubernetes.io/uninitialized"),
            Some(GateOwner::CloudProvider)
        );
        assert_eq!(
            owner("karpenter.sh/unregistered"),
            Some(GateOwner::Karpenter)
        );
        assert_eq!(owner("karpenter.sh/disrupted"), Some(GateOwner::Karpenter));
        assert_eq!(
            owner("startup-taint.cluster-autoscaler.kubernetes.io/gpu"),
            Some(GateOwner::ClusterAutoscaler)
        );
        assert_eq!(
            owner("status-taint.cluster-autoscaler.kubernetes.io/x"),
            Some(GateOwner::ClusterAutoscaler)
        );
        for k in [
            "not-ready",
            "unreachable",
            "unschedulable",
            "disk-pressure",
            "memory-pressure",
            "pid-pressure",
            "network-unavailable",
            "out-of-service",
        ] {
            assert_eq!(
                owner(&format!("node.kubernetes.io/{k}")),
                Some(GateOwner::NodeLifecycle),
                "{k}"
            );
        }
        assert_eq!(owner("nvidia.com/gpu"), None);
        assert!(
            KNOWN
                .iter()
                .all(|k| !k.source.is_empty() && !k.remedy.is_empty())
        );
    }

    #[test]
    fn a_readiness_taint_names_its_rule_and_failing_condition() {
        let rule = readiness::rule_from_object(&serde_json::json!({
            "metadata": {"name": "gpu-ready"},
            "spec": {"conditions": [{"type": "nvidia.com/GPUReady", "requiredStatus": "True"}],
                     "enforcementMode": "continuous",
                     "taint": {"key": "readiness.k8s.io/gpu", "effect": "NoSchedule"}}
        }))
        .expect("rule");
        let mut node = NodeView {
            name: "n1".into(),
            ..NodeView::default()
        };
        node.taints
            .push(taint("readiness.k8s.io/gpu", "NoSchedule"));
        node.taints.push(taint("nvidia.com/gpu", "NoSchedule"));
        node.taints
            .push(taint("karpenter.sh/disrupted", "PreferNoSchedule"));
        node.conditions.push(NodeCondition {
            type_: "nvidia.com/GPUReady".into(),
            status: "False".into(),
            reason: Some("NoDriver".into()),
            message: None,
            last_transition_time: None,
        });
        let gates = other_gates(&node, std::slice::from_ref(&rule), false);
        assert_eq!(
            gates.len(),
            1,
            "unknown and PreferNoSchedule taints are no gates: {gates:?}"
        );
        assert_eq!(
            gates[0].summary(),
            "Node Readiness Controller readiness.k8s.io/gpu:NoSchedule (rule gpu-ready, failing nvidia.com/GPUReady)"
        );
        assert!(
            gates[0]
                .reason
                .contains("nvidia.com/GPUReady=False (wants True): NoDriver"),
            "{}",
            gates[0].reason
        );
        let none = other_gates(&node, &[], false);
        assert!(none[0].rule.is_none() && none[0].reason.contains("no NodeReadinessRule"));
    }

    #[test]
    fn a_karpenter_node_s_unnamed_taint_may_be_a_startup_taint() {
        let mut node = NodeView {
            name: "n1".into(),
            ..NodeView::default()
        };
        let mine = taint("example.com/agent-ready", "NoSchedule");
        let known_one = taint("karpenter.sh/unregistered", "NoExecute");
        let soft = taint("example.com/soft", "PreferNoSchedule");
        let others = [&mine, &known_one, &soft];
        assert!(
            startup_taints_note(&node, &others).is_none(),
            "not Karpenter's"
        );
        node.labels.insert(KARPENTER_NODEPOOL.into(), "gpu".into());
        let note = startup_taints_note(&node, &others).expect("a note");
        assert!(note.starts_with("Karpenter launched this node (NodePool gpu): example.com/agent-ready:NoSchedule may be"), "{note}");
        assert!(note.ends_with(
            "kubectl get nodepool gpu -o jsonpath='{.spec.template.spec.startupTaints}'"
        ));
        assert!(startup_taints_note(&node, &[&known_one]).is_none());
    }

    #[test]
    fn a_cordon_is_named_once_and_only_when_foreign() {
        let mut node = NodeView {
            name: "n1".into(),
            unschedulable: true,
            ..NodeView::default()
        };
        node.taints
            .push(taint("node.kubernetes.io/unschedulable", "NoSchedule"));
        assert!(
            other_gates(&node, &[], false).is_empty(),
            "NodeWright's own cordon"
        );
        let g = other_gates(&node, &[], true);
        assert_eq!(g.len(), 1);
        assert_eq!(g[0].owner, GateOwner::Cordon);
        assert!(g[0].remedy.ends_with("kubectl uncordon n1"));
    }
}
