//! The Node Readiness Controller's rules (`NodeReadinessRule`, `readiness.node.x-k8s.io/v1alpha1`,
//! short name `nrr`; `kubernetes-sigs/node-readiness-controller` v0.5.0,
//! `api/v1alpha1/nodereadinessrule_types.go`) and what one rule says of one node: which of its
//! required conditions the node does not meet, with the condition's status, reason, message and
//! since when.
//!
//! A rule keeps its taint (always under `readiness.k8s.io/`) on the nodes its `nodeSelector`
//! selects until every required condition has its `requiredStatus`; a condition missing from
//! the node counts as its `defaultStatus`, `Unknown` when unset (docs/book/src/user-guide/
//! concepts.md, "Default Condition Status (`defaultStatus`)"). `bootstrap-only` stops enforcing
//! once the node met the conditions once; `continuous` taints again whenever they stop holding
//! ("Enforcement Modes"). `dryRun` only reports ("Dry Run Mode").

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::types::{LabelSelector, NodeCondition, NodeView, Taint};

/// The API group, version and plural of `NodeReadinessRule`.
pub const GROUP: &str = "readiness.node.x-k8s.io";
pub const VERSION: &str = "v1alpha1";
pub const PLURAL: &str = "nodereadinessrules";
/// The prefix every rule's taint key has (the CRD's validation rule on `spec.taint`).
pub const TAINT_PREFIX: &str = "readiness.k8s.io/";

/// One required condition of a rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Requirement {
    #[serde(rename = "type")]
    pub type_: String,
    pub required_status: String,
    /// The status a missing condition counts as (`Unknown` when unset).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_status: Option<String>,
}

/// A `NodeReadinessRule`, reduced to its spec (its status, with one entry per node, is skipped).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReadinessRule {
    pub name: String,
    pub taint_key: String,
    pub taint_effect: String,
    /// `bootstrap-only` or `continuous`.
    pub mode: String,
    pub dry_run: bool,
    pub conditions: Vec<Requirement>,
    #[serde(default)]
    pub node_selector: LabelSelector,
}

/// One required condition as the node has it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConditionOnNode {
    #[serde(rename = "type")]
    pub type_: String,
    pub required_status: String,
    /// The node's status, or the rule's default when the node has no such condition.
    pub status: String,
    /// The node has no condition of this type: `status` is the rule's default.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub missing: bool,
    pub met: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// `lastTransitionTime`, RFC 3339.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
}

/// The rule whose taint a node carries, and its conditions on that node.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RuleOnNode {
    pub name: String,
    pub mode: String,
    pub dry_run: bool,
    pub conditions: Vec<ConditionOnNode>,
}

impl RuleOnNode {
    /// The required conditions the node does not meet.
    pub fn failing(&self) -> impl Iterator<Item = &ConditionOnNode> {
        self.conditions.iter().filter(|c| !c.met)
    }
}

/// A `NodeReadinessRule` object as the API server returns it.
pub fn rule_from_object(obj: &Value) -> Result<ReadinessRule, String> {
    let name = obj
        .pointer("/metadata/name")
        .and_then(Value::as_str)
        .ok_or("metadata.name: expected a string")?
        .to_string();
    let spec = obj.get("spec").ok_or("spec: missing")?;
    let text = |p: &str| spec.pointer(p).and_then(Value::as_str).map(str::to_string);
    let taint_key = text("/taint/key").ok_or("spec.taint.key: expected a string")?;
    let conditions: Vec<Requirement> = serde_json::from_value(
        spec.get("conditions")
            .cloned()
            .unwrap_or(Value::Array(vec![])),
    )
    .map_err(|e| format!("spec.conditions: {e}"))?;
    let node_selector = match spec.get("nodeSelector").filter(|v| !v.is_null()) {
        Some(v) => {
            serde_json::from_value(v.clone()).map_err(|e| format!("spec.nodeSelector: {e}"))?
        }
        None => LabelSelector::default(),
    };
    Ok(ReadinessRule {
        name,
        taint_key,
        taint_effect: text("/taint/effect").unwrap_or_default(),
        mode: text("/enforcementMode").unwrap_or_else(|| "continuous".into()),
        dry_run: spec.get("dryRun").and_then(Value::as_bool).unwrap_or(false),
        conditions,
        node_selector,
    })
}

/// The rule whose taint `taint` is (same key; the CRD refuses two rules with one key).
pub fn rule_of<'a>(rules: &'a [ReadinessRule], taint: &Taint) -> Option<&'a ReadinessRule> {
    rules.iter().find(|r| r.taint_key == taint.key)
}

/// Each of the rule's required conditions as the node has it.
pub fn on_node(rule: &ReadinessRule, node: &NodeView) -> RuleOnNode {
    let conditions = rule
        .conditions
        .iter()
        .map(|req| condition_on_node(req, &node.conditions))
        .collect();
    RuleOnNode {
        name: rule.name.clone(),
        mode: rule.mode.clone(),
        dry_run: rule.dry_run,
        conditions,
    }
}

fn condition_on_node(req: &Requirement, conditions: &[NodeCondition]) -> ConditionOnNode {
    match conditions.iter().find(|c| c.type_ == req.type_) {
        Some(c) => ConditionOnNode {
            type_: req.type_.clone(),
            required_status: req.required_status.clone(),
            status: c.status.clone(),
            missing: false,
            met: c.status == req.required_status,
            reason: c.reason.clone(),
            message: c.message.clone(),
            since: c.last_transition_time.clone(),
        },
        None => {
            let status = req
                .default_status
                .clone()
                .unwrap_or_else(|| "Unknown".into());
            ConditionOnNode {
                type_: req.type_.clone(),
                required_status: req.required_status.clone(),
                met: status == req.required_status,
                status,
                missing: true,
                reason: None,
                message: None,
                since: None,
            }
        }
    }
}

/// One line for a condition: `nvidia.com/GPUReady=False (want True) since T: reason: message`.
pub fn condition_line(c: &ConditionOnNode) -> String {
    let mut s = if c.missing {
        format!(
            "{} not reported (counts as {}, wants {})",
            c.type_, c.status, c.required_status
        )
    } else {
        format!("{}={} (wants {})", c.type_, c.status, c.required_status)
    };
    if let Some(t) = &c.since {
        s.push_str(&format!(" since {t}"));
    }
    if let Some(r) = c.reason.as_deref().filter(|r| !r.is_empty()) {
        s.push_str(&format!(": {r}"));
    }
    if let Some(m) = c.message.as_deref().filter(|m| !m.is_empty()) {
        s.push_str(&format!(": {m}"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn rule() -> ReadinessRule {
        rule_from_object(&json!({
            "metadata": {"name": "gpu-ready"},
            "spec": {
                "conditions": [
                    {"type": "nvidia.com/GPUReady", "requiredStatus": "True"},
                    {"type": "example.com/Net", "requiredStatus": "True", "defaultStatus": "True"}
                ],
                "enforcementMode": "bootstrap-only",
                "taint": {"key": "readiness.k8s.io/gpu", "value": "pending", "effect": "NoSchedule"},
                "nodeSelector": {"matchLabels": {"gpu": "true"}}
            }
        }))
        .expect("a rule")
    }

    #[test]
    fn a_rule_reads_its_spec() {
        let r = rule();
        assert_eq!(r.name, "gpu-ready");
        assert_eq!(r.taint_key, "readiness.k8s.io/gpu");
        assert_eq!(r.mode, "bootstrap-only");
        assert!(!r.dry_run);
        assert_eq!(r.conditions.len(), 2);
        assert_eq!(r.node_selector.match_labels["gpu"], "true");
        assert!(rule_from_object(&json!({"metadata": {"name": "x"}, "spec": {}})).is_err());
    }

    #[test]
    fn a_condition_is_met_by_its_status_or_the_default_when_missing() {
        let mut node = NodeView::default();
        node.conditions.push(NodeCondition {
            type_: "nvidia.com/GPUReady".into(),
            status: "False".into(),
            reason: Some("DriverLoading".into()),
            message: Some("driver not loaded".into()),
            last_transition_time: Some("2026-01-01T00:00:00Z".into()),
        });
        let on = on_node(&rule(), &node);
        let failing: Vec<&ConditionOnNode> = on.failing().collect();
        assert_eq!(failing.len(), 1);
        assert_eq!(failing[0].type_, "nvidia.com/GPUReady");
        assert_eq!(
            condition_line(failing[0]),
            "nvidia.com/GPUReady=False (wants True) since 2026-01-01T00:00:00Z: DriverLoading: driver not loaded"
        );
        let net = &on.conditions[1];
        assert!(
            net.missing && net.met,
            "a missing condition counts as its default"
        );
        node.conditions[0].status = "True".into();
        assert_eq!(on_node(&rule(), &node).failing().count(), 0);
        node.conditions.clear();
        let on = on_node(&rule(), &node);
        assert_eq!(on.conditions[0].status, "Unknown", "no default: Unknown");
        assert!(!on.conditions[0].met);
    }
}
