//! Every remedy the plugin prints keeps a gated node gated at every step: on a fleet of
//! every situation, each command that `status -o json` and `explain` print for a node (its
//! blockers' remedies, `explain`'s "What to do" and "fix:" lines) is run in order, a write with
//! `--confirm`, and after each step no node that was held by a gate is `exposed`.

mod common;

use std::collections::BTreeMap;

use common::fleet::{self, Situation};
use common::{describe, plugin_command, seeded};
use k8s_openapi::api::core::v1::Node;
use kube::Api;
use kube::api::{Patch, PatchParams};
use serde_json::{Value, json};

/// The first words of the commands that only read: nothing to confirm, and `wait` would wait.
const READS: &[&str] = &[
    "status",
    "explain",
    "wait",
    "rollout",
    "annotations",
    "version",
    "upgrade",
    "package logs",
    "package status",
    "migration status",
    "migration report",
    "node list",
    "node status",
];

fn states(c: &common::Cluster, sel: &str) -> BTreeMap<String, String> {
    let out = plugin_command(&c.admin_kubeconfig)
        .args(["status", "-l", sel, "-o", "json"])
        .output()
        .expect("run plugin");
    assert!(out.status.success(), "{}", describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("status JSON");
    doc["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| {
            (
                i["name"].as_str().expect("name").to_string(),
                i["state"].as_str().expect("state").to_string(),
            )
        })
        .collect()
}

/// The plugin commands printed for `node`: its blockers' remedies in `status -o json`, then
/// every `kubectl nodewright ...` that `explain` prints (in the order printed), each split at
/// `&&` into its steps.
fn remedies(c: &common::Cluster, node: &str) -> Vec<Vec<String>> {
    let run = |args: &[&str]| {
        let out = plugin_command(&c.admin_kubeconfig)
            .args(args)
            .output()
            .expect("run plugin");
        assert!(out.status.success(), "{}", describe(&out));
        out
    };
    let doc: Value =
        serde_json::from_slice(&run(&["status", node, "-o", "json"]).stdout).expect("JSON");
    let mut commands: Vec<String> = Vec::new();
    for b in doc["items"][0]["blockers"].as_array().into_iter().flatten() {
        if let Some(r) = b["remedy"].as_str() {
            commands.push(r.to_string());
        }
    }
    let text = String::from_utf8(run(&["explain", node]).stdout).expect("utf8");
    for line in text.lines() {
        if let Some(i) = line.find("kubectl nodewright ") {
            commands.push(line[i..].trim().to_string());
        }
    }
    let mut seen = Vec::new();
    for c in commands {
        if !seen.contains(&c) {
            seen.push(c);
        }
    }
    seen.iter()
        .map(|c| c.split(" && ").map(|s| s.trim().to_string()).collect())
        .collect()
}

/// One step's arguments, `--confirm` added to a write; `None` for a read or a command that is
/// not the plugin's (a `kubectl patch` of a CR changes no node).
fn step_args(step: &str) -> Option<Vec<String>> {
    let rest = step.strip_prefix("kubectl nodewright ")?;
    if READS
        .iter()
        .any(|r| rest.starts_with(&format!("{r} ")) || rest == *r)
    {
        return None;
    }
    // A remedy that quotes shell text is not run here (none of the plugin's own writes does).
    if rest.contains(['\'', '"', '|', '(']) {
        return None;
    }
    let mut args: Vec<String> = rest.split_whitespace().map(str::to_string).collect();
    if !args.iter().any(|a| a == "--confirm" || a == "-y") {
        args.push("--confirm".into());
    }
    Some(args)
}

#[tokio::test]
async fn every_remedy_keeps_a_gated_node_gated_at_every_step() {
    let (c, client, mut f) = seeded("remedies", &Situation::ALL).await;
    // The node: gated only by a provisioner's taint the operator does not recognise.
    let only_unrecognised = f.add(Situation::UnrecognisedTaint);
    fleet::seed(&client, &f, 8).await.expect("seed");
    let nodes: Api<Node> = Api::all(client.clone());
    let n = nodes.get(&only_unrecognised).await.expect("node");
    let kept: Vec<Value> = n
        .spec
        .and_then(|s| s.taints)
        .unwrap_or_default()
        .into_iter()
        .filter(|t| t.key != "nodewright.nvidia.com")
        .map(|t| serde_json::to_value(t).expect("taint"))
        .collect();
    assert!(
        kept.iter().any(|t| t["key"] == "gpu.nvidia.com"),
        "{kept:?}"
    );
    nodes
        .patch(
            &only_unrecognised,
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"taints": kept}})),
        )
        .await
        .expect("drop the gate taint");

    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let before = states(c, &sel);
    assert_eq!(
        before[&only_unrecognised], "stuck",
        "a node held by an unrecognised gate taint is stuck: {before:?}"
    );
    // The nodes a gate holds: their state may change with a remedy, never to `exposed`.
    let held: Vec<String> = before
        .iter()
        .filter(|(_, s)| *s == "gated" || *s == "stuck")
        .map(|(n, _)| n.clone())
        .collect();
    let mut ran = 0;
    for node in before.keys() {
        for remedy in remedies(c, node) {
            for step in &remedy {
                let Some(args) = step_args(step) else {
                    continue;
                };
                let out = plugin_command(&c.admin_kubeconfig)
                    .args(&args)
                    .output()
                    .expect("run plugin");
                // A step may be refused or find nothing to do (exit 1); it must never open a gate.
                assert!(
                    matches!(out.status.code(), Some(0 | 1)),
                    "{step}: {}",
                    describe(&out)
                );
                ran += 1;
                let now = states(c, &sel);
                for h in &held {
                    assert_ne!(
                        now.get(h).map(String::as_str),
                        Some("exposed"),
                        "after `{step}` (a step of `{}`) node {h} is exposed",
                        remedy.join(" && ")
                    );
                }
            }
        }
    }
    assert!(ran >= 8, "only {ran} remedy step(s) ran");
    // The remedy closed the swap in one write: the node carries the configured taint.
    let n = nodes.get(&only_unrecognised).await.expect("node");
    let keys: Vec<String> = n
        .spec
        .and_then(|s| s.taints)
        .unwrap_or_default()
        .into_iter()
        .map(|t| t.key)
        .collect();
    assert!(
        keys.iter().any(|k| k == "nodewright.nvidia.com")
            && !keys.iter().any(|k| k == "gpu.nvidia.com"),
        "{keys:?}"
    );
}

/// A reset removes keys and sets none of the operator's: the write itself must count as the
/// node's last change, or a node reset after a long quiet reads `stalled` the moment it is reset
/// (its operator conditions are hours old). The plugin's own annotation is that record.
#[tokio::test]
async fn a_node_reset_after_a_long_quiet_is_not_stalled() {
    let (c, client, f) = seeded("reset-quiet", &[Situation::Stalled]).await;
    let node = f.names(Situation::Stalled).remove(0);
    let codes = || -> Vec<String> {
        let out = plugin_command(&c.admin_kubeconfig)
            .args(["status", &node, "-o", "json"])
            .output()
            .expect("run plugin");
        assert!(out.status.success(), "{}", describe(&out));
        let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        doc["items"][0]["blockers"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|b| b["code"].as_str().expect("code").to_string())
            .collect()
    };
    assert!(codes().contains(&"stalled".to_string()), "{:?}", codes());
    let cr = f.cr_name(fleet::Role::Runtime);
    let out = plugin_command(&c.admin_kubeconfig)
        .args(["reset", &cr, "--node", &node, "--confirm"])
        .output()
        .expect("run plugin");
    assert!(out.status.success(), "{}", describe(&out));
    let after = codes();
    assert!(!after.contains(&"stalled".to_string()), "{after:?}");
    let nodes: Api<Node> = Api::all(client);
    let n = nodes.get(&node).await.expect("node");
    let stamp = n
        .metadata
        .annotations
        .unwrap_or_default()
        .remove("kubectl-nodewright/last-write")
        .expect("the plugin's record of the write");
    assert!(stamp.ends_with(&format!(" reset {cr}")), "{stamp}");
}
