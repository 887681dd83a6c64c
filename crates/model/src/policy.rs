//! DeploymentPolicy: compartments, budgets and batch strategies, as the operator applies them
//! (`operator/api/v1alpha1/deployment_policy_types.go`, `operator/internal/wrapper/compartment.go`,
//! `createLegacyDefaultCompartment` and `AssignNodeToCompartment` in
//! `operator/internal/controller/cluster_state_v2.go`).
//!
//! Pure: the cluster layer hands raw objects to [`policy_from_object`]; `rollout` asks which
//! compartment a node falls in, what ceiling and batch size the operator computes, and when a
//! compartment stops.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::types::{BatchState, Budget, CrView, Group, LabelSelector};

/// The default compartment's name.
pub const DEFAULT_COMPARTMENT: &str = "__default__";

/// Which strategy a compartment uses. Ordered by the operator's safety order (fixed safest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum StrategyKind {
    Fixed,
    Linear,
    Exponential,
    Unknown,
}

/// A batch strategy with the operator's defaults applied (initialBatch 1, batchThreshold 100,
/// safetyLimit 50, delta 1, growthFactor 2; failureThreshold has no default: never stop).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Strategy {
    pub kind: StrategyKind,
    pub initial_batch: i64,
    /// `delta` (linear) or `growthFactor` (exponential); unused for fixed.
    pub step: i64,
    pub batch_threshold: i64,
    pub failure_threshold: Option<i64>,
    pub safety_limit: i64,
}

/// One compartment of a policy (or the default one).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompartmentPolicy {
    pub name: String,
    pub selector: LabelSelector,
    pub budget: Budget,
    pub strategy: Option<Strategy>,
}

/// A DeploymentPolicy, reduced to what batch planning needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PolicyView {
    pub name: String,
    pub group: Group,
    /// Named compartments, then the default (always last, named [`DEFAULT_COMPARTMENT`]).
    pub compartments: Vec<CompartmentPolicy>,
}

fn int(v: Option<&Value>) -> Result<Option<i64>, String> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => n
            .as_i64()
            .map(Some)
            .ok_or_else(|| format!("expected an integer, found {n}")),
        Some(other) => Err(format!("expected an integer, found {other}")),
    }
}

fn parse_budget(v: Option<&Value>, at: &str) -> Result<Budget, String> {
    let Some(v) = v.filter(|v| !v.is_null()) else {
        return Ok(Budget::default());
    };
    Ok(Budget {
        percent: int(v.get("percent")).map_err(|e| format!("{at}.budget.percent: {e}"))?,
        count: int(v.get("count")).map_err(|e| format!("{at}.budget.count: {e}"))?,
    })
}

fn parse_strategy(v: Option<&Value>, at: &str) -> Result<Option<Strategy>, String> {
    let Some(v) = v.filter(|v| !v.is_null()) else {
        return Ok(None);
    };
    let (kind, body, step_key, step_default) = if let Some(b) = v.get("fixed") {
        (StrategyKind::Fixed, b, "", 0)
    } else if let Some(b) = v.get("linear") {
        (StrategyKind::Linear, b, "delta", 1)
    } else if let Some(b) = v.get("exponential") {
        (StrategyKind::Exponential, b, "growthFactor", 2)
    } else {
        return Ok(Some(Strategy {
            kind: StrategyKind::Unknown,
            initial_batch: 1,
            step: 0,
            batch_threshold: 100,
            failure_threshold: None,
            safety_limit: 50,
        }));
    };
    let field = |k: &str| int(body.get(k)).map_err(|e| format!("{at}.strategy.{k}: {e}"));
    Ok(Some(Strategy {
        kind,
        initial_batch: field("initialBatch")?.unwrap_or(1),
        step: if step_key.is_empty() {
            0
        } else {
            field(step_key)?.unwrap_or(step_default)
        },
        batch_threshold: field("batchThreshold")?.unwrap_or(100),
        failure_threshold: field("failureThreshold")?,
        safety_limit: field("safetyLimit")?.unwrap_or(50),
    }))
}

/// Converts a raw DeploymentPolicy object. A wrongly typed field is an error naming it.
pub fn policy_from_object(obj: &Value, group: Group) -> Result<PolicyView, String> {
    let name = obj
        .pointer("/metadata/name")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let spec = obj.get("spec").cloned().unwrap_or(Value::Null);
    let mut compartments = Vec::new();
    if let Some(list) = spec.get("compartments").filter(|v| !v.is_null()) {
        let list = list
            .as_array()
            .ok_or("spec.compartments: expected an array")?;
        for (i, c) in list.iter().enumerate() {
            let at = format!("spec.compartments[{i}]");
            let selector: LabelSelector = match c.get("selector").filter(|v| !v.is_null()) {
                None => LabelSelector::default(),
                Some(v) => {
                    serde_json::from_value(v.clone()).map_err(|e| format!("{at}.selector: {e}"))?
                }
            };
            compartments.push(CompartmentPolicy {
                name: c
                    .get("name")
                    .and_then(Value::as_str)
                    .ok_or_else(|| format!("{at}.name: expected a string"))?
                    .to_string(),
                selector,
                budget: parse_budget(c.get("budget"), &at)?,
                strategy: parse_strategy(c.get("strategy"), &at)?,
            });
        }
    }
    let default = spec.get("default").cloned().unwrap_or(Value::Null);
    compartments.push(CompartmentPolicy {
        name: DEFAULT_COMPARTMENT.into(),
        selector: LabelSelector::default(),
        budget: parse_budget(default.get("budget"), "spec.default")?,
        strategy: parse_strategy(default.get("strategy"), "spec.default")?,
    });
    Ok(PolicyView {
        name,
        group,
        compartments,
    })
}

/// The policy a CR of `group` names: the same group first (the operator reads its own), then
/// the other (a mirrored CR names a policy the migration copied).
pub fn find<'a>(policies: &'a [PolicyView], name: &str, group: Group) -> Option<&'a PolicyView> {
    policies
        .iter()
        .find(|p| p.name == name && p.group == group)
        .or_else(|| policies.iter().find(|p| p.name == name))
}

/// The single compartment of a CR without a deployment policy: its `interruptionBudget`
/// (100% when unset) as a fixed strategy whose batch is that budget's ceiling.
pub fn legacy_compartment(cr: &CrView, matched: usize) -> CompartmentPolicy {
    let mut budget = cr.interruption_budget;
    if budget.percent.is_none() && budget.count.is_none() {
        budget.percent = Some(100);
    }
    let n = matched as i64;
    let initial_batch = match (budget.count, budget.percent) {
        (Some(c), _) => c.min(n).max(1),
        (None, Some(p)) if n > 0 => (n * p / 100).max(1),
        _ => 1,
    };
    CompartmentPolicy {
        name: DEFAULT_COMPARTMENT.into(),
        selector: LabelSelector::default(),
        budget,
        strategy: Some(Strategy {
            kind: StrategyKind::Fixed,
            initial_batch,
            step: 0,
            batch_threshold: 100,
            failure_threshold: None,
            safety_limit: 50,
        }),
    }
}

/// The operator's `CalculateCeiling`: count as given, else `max(1, matched × percent)`.
pub fn ceiling(budget: &Budget, matched: usize) -> i64 {
    if let Some(c) = budget.count {
        return c;
    }
    match budget.percent {
        Some(_) if matched == 0 => 0,
        Some(p) => ((matched as i64) * p / 100).max(1),
        None => 0,
    }
}

/// The size of the next batch the operator creates (`CalculateBatchSize` of the strategy, or
/// the ceiling without one).
pub fn next_batch_size(c: &CompartmentPolicy, matched: usize, state: &BatchState) -> i64 {
    let Some(s) = c.strategy else {
        return ceiling(&c.budget, matched);
    };
    let total = matched as i64;
    let processed = state.completed_nodes + state.failed_nodes;
    let remaining = total - processed;
    let progress = if total > 0 {
        processed * 100 / total
    } else {
        0
    };
    let slow_down = state.last_batch_failed && progress < s.safety_limit;
    let size = match s.kind {
        StrategyKind::Fixed => s.initial_batch,
        StrategyKind::Unknown => return 1,
        _ if total == 0 => return 0,
        StrategyKind::Linear if state.last_batch_size > 0 => {
            if slow_down {
                (state.last_batch_size - s.step).max(1)
            } else {
                state.last_batch_size + s.step
            }
        }
        StrategyKind::Exponential if state.last_batch_size > 0 && s.step > 0 => {
            let n = if slow_down {
                (state.last_batch_size / s.step).max(1)
            } else {
                state.last_batch_size * s.step
            };
            n.min(total)
        }
        _ => s.initial_batch,
    };
    size.min(remaining).max(1)
}

/// Which compartment a node with these labels falls in: the matching named compartments,
/// resolved as the operator does (safest strategy, then the smaller ceiling over the nodes each
/// selector matches, then name); the default when none matches. `matched_count(name)` gives
/// how many nodes of the CR a compartment's selector matches.
pub fn assign<'a>(
    policy: &'a [CompartmentPolicy],
    matches: &[&'a str],
    matched_count: impl Fn(&str) -> usize,
) -> &'a str {
    let mut best: Option<(StrategyKind, i64, &str)> = None;
    for c in policy {
        if c.name == DEFAULT_COMPARTMENT || !matches.contains(&c.name.as_str()) {
            continue;
        }
        let kind = c.strategy.map_or(StrategyKind::Unknown, |s| s.kind);
        let cap = ceiling(&c.budget, matched_count(&c.name).max(1));
        let key = (kind, cap, c.name.as_str());
        if best.is_none_or(|b| key < b) {
            best = Some(key);
        }
    }
    best.map_or(DEFAULT_COMPARTMENT, |(_, _, n)| {
        policy
            .iter()
            .find(|c| c.name == n)
            .map_or(DEFAULT_COMPARTMENT, |c| c.name.as_str())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn policy() -> PolicyView {
        policy_from_object(
            &json!({"metadata": {"name": "p"}, "spec": {
                "default": {"budget": {"percent": 25}, "strategy": {"fixed": {"initialBatch": 5, "failureThreshold": 3}}},
                "compartments": [
                    {"name": "canary", "selector": {"matchLabels": {"tier": "canary"}}, "budget": {"count": 2},
                     "strategy": {"exponential": {"initialBatch": 1}}},
                    {"name": "a100", "selector": {"matchLabels": {"gpu": "a100"}}, "budget": {"percent": 10},
                     "strategy": {"linear": {"delta": 2, "failureThreshold": 1}}},
                ]}}),
            Group::Nodewright,
        )
        .expect("valid")
    }

    #[test]
    fn parses_with_the_operators_defaults() {
        let p = policy();
        assert_eq!(p.compartments.len(), 3);
        assert_eq!(p.compartments[2].name, DEFAULT_COMPARTMENT);
        let d = p.compartments[2].strategy.expect("fixed");
        assert_eq!(
            (d.kind, d.initial_batch, d.batch_threshold, d.safety_limit),
            (StrategyKind::Fixed, 5, 100, 50)
        );
        assert_eq!(d.failure_threshold, Some(3));
        let e = p.compartments[0].strategy.expect("exp");
        assert_eq!(
            (e.kind, e.step, e.failure_threshold),
            (StrategyKind::Exponential, 2, None)
        );
        assert_eq!(p.compartments[1].strategy.map(|s| s.step), Some(2));
        let bad = json!({"spec": {"compartments": [{"name": "x", "budget": {"count": "two"}}]}});
        let e = policy_from_object(&bad, Group::Skyhook).expect_err("typed");
        assert!(e.contains("spec.compartments[0].budget.count"), "{e}");
    }

    #[test]
    fn ceiling_as_the_operator_computes_it() {
        let pct = |p| Budget {
            percent: Some(p),
            count: None,
        };
        assert_eq!(ceiling(&pct(25), 10), 2);
        assert_eq!(ceiling(&pct(25), 3), 1, "at least one");
        assert_eq!(ceiling(&pct(25), 0), 0);
        let count = Budget {
            percent: None,
            count: Some(7),
        };
        assert_eq!(ceiling(&count, 3), 7, "a count is taken as given");
    }

    #[test]
    fn batch_sizes_follow_each_strategy() {
        let p = policy();
        let fixed = &p.compartments[2];
        let mut st = BatchState::default();
        assert_eq!(next_batch_size(fixed, 100, &st), 5);
        st.completed_nodes = 97;
        assert_eq!(
            next_batch_size(fixed, 100, &st),
            3,
            "capped by what remains"
        );
        let exp = &p.compartments[0];
        let mut st = BatchState {
            last_batch_size: 4,
            ..Default::default()
        };
        assert_eq!(next_batch_size(exp, 100, &st), 8);
        st.last_batch_failed = true;
        assert_eq!(
            next_batch_size(exp, 100, &st),
            2,
            "slows down below the safety limit"
        );
        st.completed_nodes = 60;
        assert_eq!(
            next_batch_size(exp, 100, &st),
            8,
            "past the safety limit it grows"
        );
        let lin = &p.compartments[1];
        let st = BatchState {
            last_batch_size: 3,
            last_batch_failed: true,
            ..Default::default()
        };
        assert_eq!(next_batch_size(lin, 100, &st), 1);
    }

    #[test]
    fn legacy_budget_becomes_a_fixed_compartment() {
        let cr = CrView {
            interruption_budget: Budget {
                percent: Some(25),
                count: None,
            },
            ..Default::default()
        };
        let c = legacy_compartment(&cr, 10);
        assert_eq!(c.strategy.map(|s| s.initial_batch), Some(2));
        let c = legacy_compartment(&CrView::default(), 10);
        assert_eq!(
            c.strategy.map(|s| s.initial_batch),
            Some(10),
            "100% by default"
        );
    }

    #[test]
    fn overlapping_compartments_resolve_to_the_safest() {
        let p = policy();
        let counts = |_: &str| 10;
        assert_eq!(assign(&p.compartments, &[], counts), DEFAULT_COMPARTMENT);
        assert_eq!(assign(&p.compartments, &["canary"], counts), "canary");
        assert_eq!(
            assign(&p.compartments, &["canary", "a100"], counts),
            "a100",
            "linear is safer than exponential"
        );
    }
}
