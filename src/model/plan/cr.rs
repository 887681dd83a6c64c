//! Plans for custom resources: guarded JSON Patch ops on a CR's status (batch state, node
//! order) and annotations, the words a plan shows for them, and a dry-run apply.

use super::*;

/// The reset value of a `batchState`.
pub fn batch_state_reset() -> Value {
    json!({"currentBatch": 1, "consecutiveFailures": 0, "completedNodes": 0, "failedNodes": 0,
           "shouldStop": false, "lastBatchSize": 0, "lastBatchFailed": false})
}

/// JSON Patch ops for a CR's status subresource that reset each compartment's `batchState` (and,
/// with `ordering`, `nodePriority`/`nodeOrderOffset`, as the operator's CLI `reset` does), each
/// guarded by a test of the value as read. Nothing else of the status is sent. Empty when
/// already reset.
pub fn batch_reset_ops(cr: &Value, ordering: bool) -> Vec<Value> {
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
            let path = format!(
                "/status/compartmentStatuses/{}/batchState",
                escape_pointer(name)
            );
            tests.push(json!({"op": "test", "path": path, "value": bs}));
            ops.push(json!({"op": "replace", "path": path, "value": reset}));
        }
    }
    if ordering {
        if let Some(p) = cr.pointer("/status/nodePriority").filter(|v| !v.is_null()) {
            tests.push(json!({"op": "test", "path": "/status/nodePriority", "value": p}));
            ops.push(json!({"op": "remove", "path": "/status/nodePriority"}));
        }
        if let Some(o) = cr
            .pointer("/status/nodeOrderOffset")
            .filter(|v| v.as_i64().is_some_and(|n| n != 0))
        {
            tests.push(json!({"op": "test", "path": "/status/nodeOrderOffset", "value": o}));
            ops.push(json!({"op": "replace", "path": "/status/nodeOrderOffset", "value": 0}));
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
/// (shared/oracle/RESULTS.md D2).
pub fn batch_reset_ops_for_nodes(cr: &Value, nodes: &BTreeSet<String>) -> Vec<Value> {
    let (mut tests, mut ops): (Vec<Value>, Vec<Value>) = batch_reset_ops(cr, false)
        .into_iter()
        .partition(|o| o["op"] == "test");
    if let Some(prio) = cr
        .pointer("/status/nodePriority")
        .and_then(Value::as_object)
    {
        for (node, v) in prio {
            if !nodes.contains(node) {
                continue;
            }
            let path = format!("/status/nodePriority/{}", escape_pointer(node));
            tests.push(json!({"op": "test", "path": path, "value": v}));
            ops.push(json!({"op": "remove", "path": path}));
        }
    }
    tests.extend(ops);
    tests
}

/// Plan lines for JSON Patch ops on a CR, in words where the op is one of ours (batch state,
/// node order), else `op path value`. Tests are not shown.
pub fn describe_cr_ops(cr: &Value, ops: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    for o in ops.iter().filter(|o| o["op"] != "test") {
        let op = o["op"].as_str().unwrap_or("?");
        let path = o["path"].as_str().unwrap_or("?");
        let before = cr.pointer(path);
        let line = if let Some(comp) = path
            .strip_prefix("/status/compartmentStatuses/")
            .and_then(|p| p.strip_suffix("/batchState"))
        {
            let was = before.map(|b| {
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
                "reset the deployment-policy batch state of compartment {} to batch 1{}",
                unescape_pointer(comp),
                was.unwrap_or_default()
            )
        } else if path == "/status/nodePriority" {
            "clear the rollout order (status.nodePriority) of every node".to_string()
        } else if let Some(node) = path.strip_prefix("/status/nodePriority/") {
            format!(
                "remove node {} from the rollout order (status.nodePriority)",
                unescape_pointer(node)
            )
        } else if path == "/status/nodeOrderOffset" {
            "reset status.nodeOrderOffset to 0".to_string()
        } else {
            match o.get("value") {
                Some(v) => format!("{op} {path} {v}"),
                None => format!("{op} {path}"),
            }
        };
        out.push(line);
    }
    out
}

pub(super) fn unescape_pointer(token: &str) -> String {
    token.replace("~1", "/").replace("~0", "~")
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
pub fn cr_annotation_ops(cr: &Value, edits: &[(&str, Option<&str>)]) -> Vec<Value> {
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
        let path = format!("/metadata/annotations/{}", escape_pointer(key));
        match (value, anns) {
            (Some(v), Some(_)) => ops.push(json!({"op": "add", "path": path, "value": v})),
            (Some(v), None) => {
                new_map.insert((*key).to_string(), json!(v));
            }
            (None, _) => ops.push(json!({"op": "remove", "path": path})),
        }
    }
    if !new_map.is_empty() {
        ops.push(json!({"op": "add", "path": "/metadata/annotations", "value": new_map}));
    }
    if ops.is_empty() {
        return ops;
    }
    ops.insert(
        0,
        json!({"op": "test", "path": "/metadata/resourceVersion", "value": rv}),
    );
    ops
}

/// Applies JSON Patch ops to a document (for dry runs and tests).
pub fn apply_ops(doc: &Value, ops: &[Value]) -> Result<Value, String> {
    let patch: json_patch::Patch =
        serde_json::from_value(Value::Array(ops.to_vec())).map_err(|e| e.to_string())?;
    let mut d = doc.clone();
    json_patch::patch(&mut d, &patch).map_err(|e| e.to_string())?;
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
