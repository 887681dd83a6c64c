//! Lessons of the random worlds (tests/oracle/worlds, docs/oracle-worlds.md): every snapshot in
//! `tests/fixtures/worlds/` is a moment at which the plugin's verdict disagreed with what the real
//! operator then did. Each is replayed on a control plane of its own, without the operator (nodes,
//! Skyhook CRs with their status, DeploymentPolicies, the operator Deployment, pods and
//! PodDisruptionBudgets as recorded), and the plugin's `status -o json` must agree with the
//! operator's truth:
//!
//! - `stuck-at-fixpoint`: the operator left the node tainted at its fixpoint: it is `stuck`;
//! - `released-later`: the operator released the node later with nobody acting: not `stuck`;
//! - `one-of:A,B`: a moment that was not a fixpoint (the end of an e2e step): one of the states
//!   its taints and completion allow (a tainted node `stuck` or `gated`).
//!
//! One control plane for all fixtures, one fixture at a time (a fixture may hold an invalid CR,
//! which halts the operator cluster-wide); every disagreement is collected and reported at once.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::fleet;
use serde_json::{Value, json};

const WORLD: &str = "oracle.kubectl-nodewright.dev/world";

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/worlds");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn kubectl(kc: &Path, args: &[&str]) -> std::process::Output {
    Command::new("kubectl")
        .arg("--kubeconfig")
        .arg(kc)
        .args(args)
        .output()
        .expect("kubectl")
}

/// An object as it can be created: only name, labels, annotations and finalizers of its metadata.
fn creatable(o: &Value) -> Value {
    let mut o = o.clone();
    let md = o["metadata"].clone();
    let mut m = json!({"name": md["name"]});
    for k in ["namespace", "labels", "annotations", "finalizers"] {
        if !md[k].is_null() {
            m[k] = md[k].clone();
        }
    }
    o["metadata"] = m;
    if o["status"].is_null()
        && let Some(obj) = o.as_object_mut()
    {
        obj.remove("status");
    }
    o
}

/// Removes everything a previous fixture seeded (finalizers first, so deletes complete).
fn clean(kc: &Path) {
    let out = kubectl(
        kc,
        &[
            "get",
            "skyhooks.skyhook.nvidia.com",
            "-o",
            "jsonpath={.items[*].metadata.name}",
        ],
    );
    for name in String::from_utf8_lossy(&out.stdout).split_whitespace() {
        kubectl(
            kc,
            &[
                "patch",
                "skyhooks.skyhook.nvidia.com",
                name,
                "--type=merge",
                "-p",
                r#"{"metadata":{"finalizers":null}}"#,
            ],
        );
    }
    // Pods have no kubelet here to finish a graceful deletion.
    kubectl(
        kc,
        &[
            "delete",
            "pods,poddisruptionbudgets",
            "--all",
            "--all-namespaces",
            "--grace-period=0",
            "--force",
        ],
    );
    for what in [
        "skyhooks.skyhook.nvidia.com",
        "deploymentpolicies.skyhook.nvidia.com",
        "nodes",
    ] {
        let out = kubectl(kc, &["delete", what, "--all", "--wait=true"]);
        assert!(
            out.status.success(),
            "delete {what}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

async fn seed(kc: &Path, fx: &Value) {
    let client = common::client_from(kc).await;
    let ns = json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "skyhook"}});
    fleet::upsert(&client, &ns).await.expect("namespace");
    if !fx["operator"].is_null() {
        fleet::upsert(&client, &creatable(&fx["operator"]))
            .await
            .expect("operator Deployment");
    }
    let list = |k: &str| fx[k].as_array().cloned().unwrap_or_default();
    for p in list("policies") {
        fleet::upsert(&client, &creatable(&p))
            .await
            .unwrap_or_else(|e| panic!("policy {}: {e}", p["metadata"]["name"]));
    }
    // The pods on the nodes and their PodDisruptionBudgets (with the status a disruption
    // controller writes): what blocks an interrupt's drain before v0.20.
    let typed = |k: &str, api_version: &str, kind: &str| -> Vec<Value> {
        let mut v = list(k);
        for o in &mut v {
            o["apiVersion"] = json!(api_version);
            o["kind"] = json!(kind);
        }
        v
    };
    let pdbs = typed("pdbs", "policy/v1", "PodDisruptionBudget");
    for o in pdbs.into_iter().chain(typed("pods", "v1", "Pod")) {
        let ns = json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": o["metadata"]["namespace"]}});
        fleet::upsert(&client, &ns).await.expect("namespace");
        fleet::upsert(&client, &creatable(&o))
            .await
            .unwrap_or_else(|e| panic!("{} {}: {e}", o["kind"], o["metadata"]["name"]));
    }
    for n in list("nodes") {
        fleet::upsert(&client, &creatable(&n))
            .await
            .unwrap_or_else(|e| panic!("node {}: {e}", n["metadata"]["name"]));
    }
    for c in list("crs") {
        fleet::upsert(&client, &creatable(&c))
            .await
            .unwrap_or_else(|e| panic!("skyhook {}: {e}", c["metadata"]["name"]));
        // A CR the operator was deleting: its finalizer keeps it, with a deletionTimestamp.
        if !c["metadata"]["deletionTimestamp"].is_null() {
            let name = c["metadata"]["name"].as_str().unwrap_or_default();
            let out = kubectl(
                kc,
                &[
                    "delete",
                    "skyhooks.skyhook.nvidia.com",
                    name,
                    "--wait=false",
                ],
            );
            assert!(out.status.success(), "delete {name}");
        }
    }
}

#[tokio::test]
async fn every_world_lesson_holds() {
    let files = fixtures();
    if files.is_empty() {
        return;
    }
    let cl = common::OwnCluster::up("worlds-replay");
    let kc = cl.kubeconfig().to_path_buf();
    // The worlds ran a v0.15 operator, which serves only skyhook.nvidia.com: no renamed CRDs.
    kubectl(
        &kc,
        &[
            "delete",
            "crd",
            "nodewrights.nodewright.nvidia.com",
            "deploymentpolicies.nodewright.nvidia.com",
            "--ignore-not-found",
        ],
    );
    let mut wrong = Vec::new();
    let mut checked = 0;
    for path in &files {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let fx: Value = serde_json::from_slice(&std::fs::read(path).expect("read fixture"))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        clean(&kc);
        seed(&kc, &fx).await;
        // A random world's nodes carry w<seed>; an e2e moment's (tests/oracle/e2e) name theirs.
        let world = fx["worldLabel"]
            .as_str()
            .map_or_else(|| format!("w{}", fx["seed"]), str::to_owned);
        // Bounded: a world of a few nodes is answered at once (seed 1041 once took 8 minutes
        // and wrote gigabytes, a wait's chain nested in itself pass after pass).
        let out = Command::new("timeout")
            .arg("120")
            .arg(env!("CARGO_BIN_EXE_kubectl-nodewright"))
            .env("KUBECONFIG", &kc)
            .env("NO_COLOR", "1")
            .stdin(std::process::Stdio::null())
            .args(["status", "-l", &format!("{WORLD}={world}"), "-o", "json"])
            .args(["--operator-namespace", "skyhook", "--stall-after", "8760h"])
            .output()
            .expect("plugin");
        assert!(out.status.success(), "{name}: {}", common::describe(&out));
        let doc: Value = serde_json::from_slice(&out.stdout).expect("json");
        let items = common::items_by_name(&doc);
        for (node, item) in &items {
            for b in item["blockers"].as_array().into_iter().flatten() {
                for field in ["message", "remedy"] {
                    let len = b[field].as_str().map_or(0, str::len);
                    if len > 8192 {
                        wrong.push(format!(
                            "{name}: {node}: a {} {field} of {len} bytes",
                            b["code"]
                        ));
                    }
                }
            }
        }
        for (node, truth) in fx["truth"].as_object().into_iter().flatten() {
            checked += 1;
            let item = items.get(node).cloned().unwrap_or(Value::Null);
            let state = item["state"].as_str().unwrap_or("missing");
            let ok = match truth.as_str() {
                Some("stuck-at-fixpoint") => state == "stuck",
                Some("released-later") => state != "stuck",
                // A moment that was not a fixpoint (an e2e step's end): the states its taints
                // and completion allow.
                Some(t) if t.starts_with("one-of:") => {
                    t["one-of:".len()..].split(',').any(|s| s == state)
                }
                t => panic!("{name}: unknown truth {t:?} for {node}"),
            };
            if !ok {
                let blockers: Vec<String> = item["blockers"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|b| format!("{}: {}", b["code"], b["message"]))
                    .collect();
                wrong.push(format!(
                    "{name}: {node} is {state} but the operator says {truth} [{}]",
                    blockers.join("; ")
                ));
            }
        }
    }
    println!(
        "{} fixture(s), {checked} node verdict(s), {} disagree",
        files.len(),
        wrong.len()
    );
    assert!(
        wrong.is_empty(),
        "{} of {checked} node verdicts disagree with the operator:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
