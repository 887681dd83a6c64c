//! Raw Skyhook / NodeWright API objects (JSON as the API server returns them) to [`CrView`].
//!
//! Missing fields take the operator's defaults (priority 200, sequencing `node`, package name =
//! map key); a field of the wrong type is an error naming it, never a panic.

use std::collections::BTreeMap;

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::keys::{KeyKind, LEGACY_PREFIX, NEW_PREFIX, key};
use super::types::{
    Budget, CompartmentStatus, CrCondition, CrView, Group, LabelSelector, PackageSpec, Toleration,
};

/// Default `spec.priority`.
pub const DEFAULT_PRIORITY: i64 = 200;
/// Default `spec.sequencing`.
pub const DEFAULT_SEQUENCING: &str = "node";

fn at<'a>(obj: &'a Value, path: &str) -> Option<&'a Value> {
    obj.pointer(path).filter(|v| !v.is_null())
}

fn field_name(path: &str) -> String {
    path.trim_start_matches('/').replace('/', ".")
}

fn str_at(obj: &Value, path: &str) -> Result<Option<String>, String> {
    match at(obj, path) {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(other) => Err(format!(
            "{}: expected a string, found {}",
            field_name(path),
            json_kind(other)
        )),
    }
}

fn bool_at(obj: &Value, path: &str) -> Result<bool, String> {
    match at(obj, path) {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(format!(
            "{}: expected a boolean, found {}",
            field_name(path),
            json_kind(other)
        )),
    }
}

fn typed_at<T: DeserializeOwned + Default>(obj: &Value, path: &str) -> Result<T, String> {
    match at(obj, path) {
        None => Ok(T::default()),
        // Deserialized from the borrowed value, not a clone of it: a CR's per-node maps have an
        // entry per node of the fleet.
        Some(v) => T::deserialize(v).map_err(|e| format!("{}: {e}", field_name(path))),
    }
}

/// What a JSON value is, for "expected X, found Y" messages (CR and NodeState decoding).
pub fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Converts a raw API object into a [`CrView`].
///
/// `pause`/`disable` are read from annotations of either prefix (`"true"` only, as the operator
/// compares); the pre-v0.8 `spec.pause` counts only when the operator that last reconciled the
/// CR is older than v0.8 or unknown (v0.8+ ignores the field).
pub fn cr_from_object(obj: &Value, group: Group) -> Result<CrView, String> {
    if !obj.is_object() {
        return Err(format!(
            "expected a {} object, found {}",
            group.kind(),
            json_kind(obj)
        ));
    }
    let annotations: BTreeMap<String, String> = typed_at(obj, "/metadata/annotations")?;
    let ann_true = |k: KeyKind| {
        [Group::Nodewright, Group::Skyhook]
            .iter()
            .any(|g| annotations.get(&key(*g, &k)).is_some_and(|v| v == "true"))
    };
    let operator_version = annotations
        .get(&format!("{}/version", group.domain()))
        .or_else(|| annotations.get(&format!("{NEW_PREFIX}/version")))
        .or_else(|| annotations.get(&format!("{LEGACY_PREFIX}/version")))
        .cloned();
    let spec_pause = bool_at(obj, "/spec/pause")?;
    let spec_pause_honoured = operator_version
        .as_deref()
        .and_then(|v| super::version::Rule::PauseAnnotations.holds(Some(v)))
        .is_none_or(|at_least| !at_least);

    let packages = packages_at(obj)?;

    let priority = match at(obj, "/spec/priority") {
        None => DEFAULT_PRIORITY,
        Some(v) => v
            .as_i64()
            .ok_or_else(|| format!("spec.priority: expected an integer, found {}", json_kind(v)))?,
    };
    let sequencing = str_at(obj, "/spec/sequencing")?
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| DEFAULT_SEQUENCING.into());
    let node_selector: LabelSelector = typed_at(obj, "/spec/nodeSelectors")?;
    let additional_tolerations: Vec<Toleration> = typed_at(obj, "/spec/additionalTolerations")?;
    let node_status: BTreeMap<String, String> = typed_at(obj, "/status/nodeStatus")?;
    let conditions: Vec<CrCondition> = typed_at(obj, "/status/conditions")?;
    let config_updates: BTreeMap<String, Vec<String>> = typed_at(obj, "/status/configUpdates")?;
    let compartment_statuses: BTreeMap<String, CompartmentStatus> =
        typed_at(obj, "/status/compartmentStatuses")?;
    let node_priority: BTreeMap<String, String> = typed_at(obj, "/status/nodePriority")?;
    let interruption_budget: Budget = typed_at(obj, "/spec/interruptionBudget")?;

    Ok(CrView {
        name: str_at(obj, "/metadata/name")?.unwrap_or_default(),
        group: Some(group),
        resource_version: str_at(obj, "/metadata/resourceVersion")?.unwrap_or_default(),
        paused: ann_true(KeyKind::Pause) || (spec_pause && spec_pause_honoured),
        disabled: ann_true(KeyKind::Disable),
        mirrored_from: annotations
            .get(&key(Group::Nodewright, &KeyKind::MirroredFrom))
            .cloned(),
        legacy_migrated_at: annotations
            .get(&key(Group::Nodewright, &KeyKind::LegacyMigratedAt))
            .cloned(),
        operator_version,
        node_selector,
        runtime_required: bool_at(obj, "/spec/runtimeRequired")?,
        auto_taint_new_nodes: bool_at(obj, "/spec/autoTaintNewNodes")?,
        packages,
        additional_tolerations,
        priority,
        sequencing,
        deployment_policy: str_at(obj, "/spec/deploymentPolicy")?.filter(|s| !s.is_empty()),
        interruption_budget,
        deleting: at(obj, "/metadata/deletionTimestamp").is_some(),
        status: str_at(obj, "/status/status")?.filter(|s| !s.is_empty()),
        node_status: node_status.into(),
        conditions,
        config_updates,
        compartment_statuses,
        node_priority: node_priority.into(),
        created: str_at(obj, "/metadata/creationTimestamp")?,
        runtime_required_cordon_after: bool_at(obj, "/spec/runtimeRequiredCordonAfter")?,
        drain_timeout: str_at(obj, "/spec/drainConfig/timeout")?.filter(|t| !t.trim().is_empty()),
        drain_eviction_disabled: bool_at(obj, "/spec/drainConfig/disableEviction")?,
        node_boot_ids: typed_at::<BTreeMap<String, String>>(obj, "/status/nodeBootIds")?.into(),
        invalid: super::validate::validate(obj),
        derived: Default::default(),
    })
}

/// `spec.packages`, each named by its key when it names itself nothing (as the operator does).
fn packages_at(obj: &Value) -> Result<BTreeMap<String, PackageSpec>, String> {
    let mut packages: BTreeMap<String, PackageSpec> = match at(obj, "/spec/packages") {
        None => BTreeMap::new(),
        Some(Value::Object(map)) => {
            let mut out = BTreeMap::new();
            for (k, v) in map {
                let p: PackageSpec = if v.is_null() {
                    PackageSpec::default()
                } else {
                    serde_json::from_value(v.clone())
                        .map_err(|e| format!("spec.packages.{k}: {e}"))?
                };
                out.insert(k.clone(), p);
            }
            out
        }
        Some(other) => {
            return Err(format!(
                "spec.packages: expected an object, found {}",
                json_kind(other)
            ));
        }
    };
    for (k, p) in packages.iter_mut() {
        if p.name.is_empty() {
            p.name = k.clone();
        }
    }
    Ok(packages)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn full() -> Value {
        json!({
            "apiVersion": "nodewright.nvidia.com/v1alpha1",
            "kind": "NodeWright",
            "metadata": {
                "name": "gpu-init",
                "resourceVersion": "42",
                "annotations": {
                    "nodewright.nvidia.com/mirrored-from": "gpu-init",
                    "nodewright.nvidia.com/legacy-migrated-at": "2026-05-01T10:00:00Z",
                    "nodewright.nvidia.com/version": "v0.18.1"
                }
            },
            "spec": {
                "runtimeRequired": true,
                "autoTaintNewNodes": true,
                "priority": 100,
                "sequencing": "all",
                "deploymentPolicy": "canary",
                "nodeSelectors": {"matchLabels": {"skyhook.nvidia.com/gpu-pool": "a100"}},
                "additionalTolerations": [{"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}],
                "packages": {
                    "driver": {"version": "1.2.0", "image": "nvcr.io/driver", "interrupt": {"type": "reboot"}},
                    "tuning": {"name": "tuning", "version": "0.3.1", "image": "x", "configInterrupts": {"*.conf": {"type": "service", "services": ["a"]}},
                               "uninstall": {"enabled": true, "apply": false}}
                }
            },
            "status": {
                "status": "in_progress",
                "nodeStatus": {"node-1": "complete"},
                "conditions": [{"type": "Ready", "status": "False", "lastTransitionTime": "2026-05-01T10:00:00Z", "reason": "x", "message": "y"}],
                "configUpdates": {"tuning": ["a.conf"]},
                "compartmentStatuses": {"__default__": {"matched": 3, "ceiling": 1, "inProgress": 1, "completed": 1, "progressPercent": 33,
                    "batchState": {"currentBatch": 2, "consecutiveFailures": 2, "shouldStop": true}}},
                "nodePriority": {"node-2": "2026-05-01T10:05:00Z"}
            }
        })
    }

    #[test]
    fn converts_a_full_nodewright() {
        let cr = cr_from_object(&full(), Group::Nodewright).expect("valid");
        assert_eq!(cr.name, "gpu-init");
        assert_eq!(cr.group, Some(Group::Nodewright));
        assert_eq!(cr.resource_version, "42");
        assert_eq!(cr.mirrored_from.as_deref(), Some("gpu-init"));
        assert_eq!(
            cr.legacy_migrated_at.as_deref(),
            Some("2026-05-01T10:00:00Z")
        );
        assert_eq!(cr.operator_version.as_deref(), Some("v0.18.1"));
        assert!(cr.runtime_required && cr.auto_taint_new_nodes);
        assert_eq!((cr.priority, cr.sequencing.as_str()), (100, "all"));
        assert_eq!(cr.deployment_policy.as_deref(), Some("canary"));
        assert_eq!(
            cr.packages["driver"].name, "driver",
            "name defaults to the map key"
        );
        assert!(cr.packages["driver"].interrupt.is_some());
        assert_eq!(
            cr.packages["tuning"].uninstall.map(|u| u.enabled),
            Some(true)
        );
        assert_eq!(cr.additional_tolerations.len(), 1);
        assert_eq!(cr.node_status["node-1"], "complete");
        assert_eq!(
            cr.conditions[0].last_transition_time.as_deref(),
            Some("2026-05-01T10:00:00Z")
        );
        assert_eq!(cr.config_updates["tuning"], vec!["a.conf"]);
        assert!(
            cr.compartment_statuses["__default__"]
                .batch_state
                .as_ref()
                .is_some_and(|b| b.should_stop)
        );
        assert!(!cr.paused && !cr.disabled && !cr.deleting);
        assert_eq!(cr.node_priority["node-2"], "2026-05-01T10:05:00Z");
        assert_eq!(cr.interruption_budget, Budget::default());
        let legacy = json!({"spec": {"interruptionBudget": {"percent": 25}}});
        let cr = cr_from_object(&legacy, Group::Skyhook).expect("valid");
        assert_eq!(cr.interruption_budget.percent, Some(25));
    }

    #[test]
    fn minimal_object_takes_the_operators_defaults() {
        let cr =
            cr_from_object(&json!({"metadata": {"name": "x"}}), Group::Skyhook).expect("valid");
        assert_eq!(cr.priority, 200);
        assert_eq!(cr.sequencing, "node");
        assert_eq!(cr.node_selector, LabelSelector::default());
        assert!(cr.packages.is_empty());
        assert_eq!(cr.status, None);
        let cr = cr_from_object(&json!({}), Group::Skyhook).expect("even no metadata");
        assert_eq!(cr.name, "");
        let cr = cr_from_object(
            &json!({"spec": {"packages": null, "priority": null}}),
            Group::Skyhook,
        )
        .expect("nulls");
        assert_eq!(cr.priority, 200);
    }

    #[test]
    fn pause_and_disable_from_either_prefix() {
        let o =
            json!({"metadata": {"name": "x", "annotations": {"skyhook.nvidia.com/pause": "true"}}});
        assert!(cr_from_object(&o, Group::Nodewright).expect("valid").paused);
        let o = json!({"metadata": {"name": "x", "annotations": {"nodewright.nvidia.com/disable": "true"}}});
        assert!(cr_from_object(&o, Group::Skyhook).expect("valid").disabled);
        let o = json!({"metadata": {"name": "x", "annotations": {"nodewright.nvidia.com/pause": "True"}}});
        assert!(
            !cr_from_object(&o, Group::Nodewright).expect("valid").paused,
            "only \"true\" counts"
        );
    }

    #[test]
    fn legacy_spec_pause_counts_only_for_pre_v08_operators() {
        let o = json!({"metadata": {"name": "x"}, "spec": {"pause": true}});
        assert!(cr_from_object(&o, Group::Skyhook).expect("valid").paused);
        let o = json!({"metadata": {"name": "x", "annotations": {"skyhook.nvidia.com/version": "v0.7.6"}}, "spec": {"pause": true}});
        assert!(cr_from_object(&o, Group::Skyhook).expect("valid").paused);
        let o = json!({"metadata": {"name": "x", "annotations": {"skyhook.nvidia.com/version": "v0.15.0"}}, "spec": {"pause": true}});
        assert!(!cr_from_object(&o, Group::Skyhook).expect("valid").paused);
    }

    #[test]
    fn wrongly_typed_fields_are_named_in_the_error() {
        let cases = [
            (json!({"spec": {"priority": "high"}}), "spec.priority"),
            (
                json!({"spec": {"runtimeRequired": "yes"}}),
                "spec.runtimeRequired",
            ),
            (json!({"spec": {"packages": []}}), "spec.packages"),
            (
                json!({"spec": {"packages": {"p": {"version": 3}}}}),
                "spec.packages.p",
            ),
            (
                json!({"spec": {"nodeSelectors": "all"}}),
                "spec.nodeSelectors",
            ),
            (json!({"metadata": {"name": 7}}), "metadata.name"),
            (
                json!({"metadata": {"annotations": {"a": 1}}}),
                "metadata.annotations",
            ),
            (json!({"status": {"nodeStatus": []}}), "status.nodeStatus"),
            (json!({"spec": {"sequencing": 1}}), "spec.sequencing"),
        ];
        for (o, field) in cases {
            let e = cr_from_object(&o, Group::Nodewright).expect_err(field);
            assert!(e.contains(field), "{field}: {e}");
        }
        assert!(cr_from_object(&json!([1]), Group::Nodewright).is_err());
    }
}
