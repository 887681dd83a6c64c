//! A scene for one verdict test: an operator Deployment of a chosen image in a namespace of its
//! own, nodes and CRs as the operator left them, and the plugin run against them with
//! `--operator-namespace` (`tests/operator_verdicts.rs`, `tests/operator_releases.rs`).

use std::path::Path;
use std::process::Output;

use serde_json::{Value, json};

use super::fleet::{self, Flavor, Operator};
use super::{describe, plugin_command};

pub const LEGACY_GATE: (&str, &str) = ("skyhook.nvidia.com", "runtime-required");
pub const NEW_GATE: (&str, &str) = ("nodewright.nvidia.com", "runtime-required");

pub async fn seed_all(kubeconfig: &Path, objs: &[Value]) {
    let client = super::client_from(kubeconfig).await;
    for o in objs {
        fleet::upsert(&client, o)
            .await
            .unwrap_or_else(|e| panic!("seed {}: {e}", o["metadata"]["name"]));
    }
}

pub async fn operator(kubeconfig: &Path, ns: &str, image: &str, taint: &str, reapply: bool) {
    let mut op = Operator::for_flavor(Flavor::Legacy);
    op.namespace = ns.into();
    op.image = image.into();
    op.runtime_required_taint = taint.into();
    op.reapply_on_reboot = reapply;
    // Without the chart's `control-plane` label on the Deployment itself: it is found through
    // --operator-namespace only, never by another test's cluster-wide operator search.
    let mut d = op.deployment_json();
    if let Some(l) = d["metadata"]["labels"].as_object_mut() {
        l.remove("control-plane");
    }
    d["status"] = op.status_json();
    let ns_obj = json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": ns}});
    seed_all(kubeconfig, &[ns_obj, d]).await;
}

pub fn node(name: &str, pool: &str, taints: &[(&str, &str)], annotations: Value) -> Value {
    let taints: Vec<Value> = taints
        .iter()
        .map(|(k, v)| json!({"key": k, "value": v, "effect": "NoSchedule"}))
        .collect();
    let labels = json!({"oracle.nodewright.dev/pool": pool});
    let mut labels = labels.as_object().cloned().unwrap_or_default();
    if let Some(a) = annotations.as_object() {
        for (k, v) in a {
            if k.ends_with("/status_rr") || k.contains("/status_") {
                labels.insert(k.clone(), v.clone());
            }
        }
    }
    json!({
        "apiVersion": "v1", "kind": "Node",
        "metadata": {"name": name, "labels": labels, "annotations": annotations},
        "spec": {"taints": taints},
    })
}

pub fn skyhook(name: &str, pool: &str, extra_spec: Value, status: Value) -> Value {
    let mut spec = json!({
        "runtimeRequired": true,
        "nodeSelectors": {"matchLabels": {"oracle.nodewright.dev/pool": pool}},
        "packages": {"spencer": {"version": "3.2.3", "image": "ghcr.io/nvidia/skyhook/agentless"}},
    });
    if let (Some(s), Some(e)) = (spec.as_object_mut(), extra_spec.as_object()) {
        for (k, v) in e {
            s.insert(k.clone(), v.clone());
        }
    }
    let mut cr = json!({
        "apiVersion": "skyhook.nvidia.com/v1alpha1", "kind": "Skyhook",
        "metadata": {"name": name},
        "spec": spec,
    });
    if !status.is_null() {
        cr["status"] = status;
    }
    cr
}

/// Deletes the named Skyhooks when the test ends (pass or fail): a legacy Skyhook left in
/// progress in the shared control plane is a migration hold for every v0.18+ operator other
/// tests seed there (their nodes would all be `operator-halted`, correctly).
pub struct DeleteSkyhooks(pub std::path::PathBuf, pub Vec<String>);

impl Drop for DeleteSkyhooks {
    fn drop(&mut self) {
        for name in &self.1 {
            let _ = std::process::Command::new("kubectl")
                .args(["--kubeconfig", &self.0.to_string_lossy()])
                .args([
                    "delete",
                    "skyhooks.skyhook.nvidia.com",
                    name,
                    "--ignore-not-found",
                ])
                .output();
        }
    }
}

pub fn run(kubeconfig: &Path, ns: &str, args: &[&str]) -> Output {
    plugin_command(kubeconfig)
        .args(["--operator-namespace", ns])
        .args(args)
        .output()
        .expect("run plugin")
}

pub fn item(kubeconfig: &Path, ns: &str, node: &str) -> Value {
    let out = run(kubeconfig, ns, &["explain", node, "-o", "json"]);
    assert!(out.status.success(), "{}", describe(&out));
    serde_json::from_slice(&out.stdout).expect("json")
}

pub fn codes(item: &Value) -> Vec<String> {
    item["blockers"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|b| b["code"].as_str().unwrap_or("").to_string())
        .collect()
}

/// `wait NODE` fails within a second or two with the blocker in the result.
pub fn assert_wait_fails_fast(kubeconfig: &Path, ns: &str, node: &str, code: &str) {
    let start = std::time::Instant::now();
    let out = run(
        kubeconfig,
        ns,
        &[
            "wait",
            node,
            "--timeout",
            "60s",
            "--interval",
            "1s",
            "-o",
            "json",
        ],
    );
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    assert!(
        start.elapsed() < std::time::Duration::from_secs(30),
        "wait took {:?}",
        start.elapsed()
    );
    let doc: Value = serde_json::from_slice(&out.stdout).expect("json");
    let r = &doc["items"][0];
    assert_eq!(r["outcome"], "failed", "{doc}");
    assert_eq!(r["blocker"]["code"], code, "{doc}");
}
