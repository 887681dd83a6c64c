//! Plans for custom resources: guarded JSON Patch ops on a CR's status (batch state, node
//! order) and annotations, the words a plan shows for them, and a dry-run apply.

use std::collections::BTreeSet;

use serde_json::{Value, json};

use super::{PatchOperation, op};

/// The reset value of a `batchState`.
pub fn batch_state_reset() -> Value {
    json!({"currentBatch": 1, "consecutiveFailures": 0, "completedNodes": 0, "failedNodes": 0,
           "shouldStop": false, "lastBatchSize": 0, "lastBatchFailed": false})
}

/// JSON Patch ops for a CR's status subresource that reset each compartment's `batchState` (and,
/// with `ordering`, `nodePriority`/`nodeOrderOffset`, as the operator's CLI `reset` does), each
/// guarded by a test of the value as read. Nothing else of the status is sent. Empty when
/// already reset.
pub fn batch_reset_ops(cr: &Value, ordering: bool) -> Vec<PatchOperation> {
    let mut tests = Vec::new();
    let mut ops = Vec::new();
    let reset = batch_state_reset();
    if let Some(comps) = cr
        .pointer("/status/compartmentStatuses")
        .and_then(Value::as_object)
    {
        for (name, c) in comps {
            let Some(bs) = c.get("batchState") else {
                continue;
            };
            if bs.is_null() || normalised_batch(bs) == reset {
                continue;
            }
            let path = op::at(["status", "compartmentStatuses", name, "batchState"]);
            tests.push(op::test(path.clone(), bs.clone()));
            ops.push(op::replace(path, reset.clone()));
        }
    }
    if ordering {
        if let Some(p) = cr.pointer("/status/nodePriority").filter(|v| !v.is_null()) {
            tests.push(op::test(op::at(["status", "nodePriority"]), p.clone()));
            ops.push(op::remove(op::at(["status", "nodePriority"])));
        }
        if let Some(o) = cr
            .pointer("/status/nodeOrderOffset")
            .filter(|v| v.as_i64().is_some_and(|n| n != 0))
        {
            tests.push(op::test(op::at(["status", "nodeOrderOffset"]), o.clone()));
            ops.push(op::replace(op::at(["status", "nodeOrderOffset"]), json!(0)));
        }
    }
    tests.extend(ops);
    tests
}

/// JSON Patch ops for `reset NAME --node N... --batch`: every compartment's `batchState` back to
/// batch 1 and the `status.nodePriority` entries of exactly these nodes removed, each guarded by
/// a test of the value as read. Other nodes keep their place in the rollout order.
///
/// This is what restarted a rollout the operator had stopped (`shouldStop`) on a failing node:
/// while the failed node stays in `nodePriority` the operator re-evaluates its sticky batch, counts
/// it as failed again and stops again, undoing a reset of the batch state alone
/// (docs/operator-findings.md, "A stopped rollout is restarted only by clearing the failing node").
pub fn batch_reset_ops_for_nodes(cr: &Value, nodes: &BTreeSet<String>) -> Vec<PatchOperation> {
    let (mut tests, mut ops): (Vec<_>, Vec<_>) = batch_reset_ops(cr, false)
        .into_iter()
        .partition(op::is_test);
    if let Some(prio) = cr
        .pointer("/status/nodePriority")
        .and_then(Value::as_object)
    {
        for (node, v) in prio {
            if !nodes.contains(node) {
                continue;
            }
            let path = op::at(["status", "nodePriority", node]);
            tests.push(op::test(path.clone(), v.clone()));
            ops.push(op::remove(path));
        }
    }
    tests.extend(ops);
    tests
}

/// Plan lines for JSON Patch ops on a CR, in words where the op is one of ours (batch state,
/// node order), else `op path value`. Tests are not shown.
pub fn describe_cr_ops(cr: &Value, ops: &[PatchOperation]) -> Vec<String> {
    let mut out = Vec::new();
    for o in ops.iter().filter(|o| !op::is_test(o)) {
        let path = o.path();
        let tokens: Vec<String> = path.tokens().map(|t| t.decoded().into_owned()).collect();
        let tokens: Vec<&str> = tokens.iter().map(String::as_str).collect();
        let line = match tokens[..] {
            ["status", "compartmentStatuses", comp, "batchState"] => {
                let was = cr.pointer(path.as_str()).map(|b| {
                    format!(
                        " (was batch {}, {} completed, {} failed{})",
                        b["currentBatch"].as_i64().unwrap_or(0),
                        b["completedNodes"].as_i64().unwrap_or(0),
                        b["failedNodes"].as_i64().unwrap_or(0),
                        if b["shouldStop"] == true {
                            ", stopped"
                        } else {
                            ""
                        }
                    )
                });
                format!(
                    "reset the deployment-policy batch state of compartment {comp} to batch 1{}",
                    was.unwrap_or_default()
                )
            }
            ["status", "nodePriority"] => {
                "clear the rollout order (status.nodePriority) of every node".to_string()
            }
            ["status", "nodePriority", node] => {
                format!("remove node {node} from the rollout order (status.nodePriority)")
            }
            ["status", "nodeOrderOffset"] => "reset status.nodeOrderOffset to 0".to_string(),
            // In the words of the node writes (`set label K=V`, `remove annotation K (was V)`).
            ["metadata", place @ ("annotations" | "labels"), key] => {
                let place = place.trim_end_matches('s');
                let sent = serde_json::to_value(o).unwrap_or(Value::Null);
                let shown = |v: &Value| v.as_str().map_or_else(|| v.to_string(), str::to_string);
                match (sent["op"].as_str(), sent.get("value")) {
                    (Some("remove"), _) => match cr.pointer(path.as_str()) {
                        Some(was) => format!("remove {place} {key} (was {})", shown(was)),
                        None => format!("remove {place} {key}"),
                    },
                    (_, Some(v)) => format!("set {place} {key}={}", shown(v)),
                    _ => format!("set {place} {key}"),
                }
            }
            _ => {
                // `{"op": .., "path": .., "value"?: ..}` as sent.
                let sent = serde_json::to_value(o).unwrap_or(Value::Null);
                let name = sent["op"].as_str().unwrap_or("?");
                match sent.get("value") {
                    Some(v) => format!("{name} {path} {v}"),
                    None => format!("{name} {path}"),
                }
            }
        };
        out.push(line);
    }
    out
}

pub(super) fn normalised_batch(bs: &Value) -> Value {
    let mut out = batch_state_reset();
    if let (Some(o), Some(src)) = (out.as_object_mut(), bs.as_object()) {
        for (k, v) in o.iter_mut() {
            *v = src.get(k).cloned().unwrap_or(match v {
                Value::Bool(_) => Value::Bool(false),
                _ => json!(0),
            });
        }
    }
    out
}

/// JSON Patch ops that set (`Some(value)`) or remove (`None`) annotations on a CR, guarded by
/// one test of `/metadata/resourceVersion` (the operator rewrites CR metadata rarely). Empty when
/// every key is already as wanted.
pub fn cr_annotation_ops(cr: &Value, edits: &[(&str, Option<&str>)]) -> Vec<PatchOperation> {
    let rv = cr
        .pointer("/metadata/resourceVersion")
        .cloned()
        .unwrap_or(Value::Null);
    let anns = cr
        .pointer("/metadata/annotations")
        .and_then(Value::as_object);
    let mut ops = Vec::new();
    let mut new_map = serde_json::Map::new();
    for (key, value) in edits {
        let current = anns.and_then(|a| a.get(*key)).and_then(Value::as_str);
        if current == *value {
            continue;
        }
        let path = op::at(["metadata", "annotations", key]);
        match (value, anns) {
            (Some(v), Some(_)) => ops.push(op::add(path, json!(v))),
            (Some(v), None) => {
                new_map.insert((*key).to_string(), json!(v));
            }
            (None, _) => ops.push(op::remove(path)),
        }
    }
    if !new_map.is_empty() {
        ops.push(op::add(
            op::at(["metadata", "annotations"]),
            Value::Object(new_map),
        ));
    }
    if ops.is_empty() {
        return ops;
    }
    ops.insert(0, op::test(op::at(["metadata", "resourceVersion"]), rv));
    ops
}

/// Applies JSON Patch ops to a document (for dry runs and tests).
pub fn apply_ops(doc: &Value, ops: &[PatchOperation]) -> Result<Value, String> {
    let mut d = doc.clone();
    json_patch::patch(&mut d, ops).map_err(|e| e.to_string())?;
    Ok(d)
}

/// The CR names whose keys a reset touches: the CR and, for a mirror, the legacy name.
pub fn cr_names(name: &str, mirrored_from: Option<&str>) -> Vec<String> {
    let mut v = vec![name.to_string()];
    if let Some(m) = mirrored_from
        && m != name
    {
        v.push(m.to_string());
    }
    v
}
