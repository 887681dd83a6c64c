//! A value the operator never writes is said to be unknown: a `status_<CR>` of
//! `exploded` or a package `state` of `exploded` was read as `gated` ("packages are running
//! behind the gate") without a word. Now an `unknown-value` blocker names it and what the
//! plugin read the node as, in `status`, `-o json` and `explain`; the state is not changed.

mod common;

use common::fleet::{Role, Situation};
use common::{describe, plugin_command, seeded};
use k8s_openapi::api::core::v1::Node;
use kube::Api;
use kube::api::{Patch, PatchParams};
use serde_json::{Value, json};

fn run(args: &[&str]) -> std::process::Output {
    plugin_command(&common::Cluster::shared().admin_kubeconfig)
        .args(args)
        .output()
        .expect("run plugin")
}

fn item(node: &str) -> Value {
    let out = run(&["status", node, "-o", "json"]);
    assert!(out.status.success(), "{}", describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    doc["items"][0].clone()
}

fn codes(item: &Value) -> Vec<String> {
    item["blockers"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|b| b["code"].as_str().unwrap_or("").to_string())
        .collect()
}

#[tokio::test]
async fn a_status_or_package_state_the_operator_never_writes_is_said_to_be_unknown() {
    let (_c, client, f) = seeded(
        "unknownv",
        &[Situation::GatedInProgress, Situation::WaitingBatch],
    )
    .await;
    let cr = f.cr_name(Role::Runtime);
    let nodes: Api<Node> = Api::all(client.clone());
    let status_key = format!("nodewright.nvidia.com/status_{cr}");

    // A status value the operator never writes.
    let odd_status = &f.names(Situation::WaitingBatch)[0];
    let before = item(odd_status);
    nodes
        .patch(
            odd_status,
            &PatchParams::default(),
            &Patch::Merge(json!({"metadata": {
                "annotations": {status_key.clone(): "exploded"},
                "labels": {status_key.clone(): "exploded"},
            }})),
        )
        .await
        .expect("patch");
    let g = item(odd_status);
    assert_eq!(g["state"], before["state"], "the state is unchanged: {g:#}");
    assert!(codes(&g).contains(&"unknown-value".to_string()), "{g:#}");
    let b = g["blockers"]
        .as_array()
        .expect("blockers")
        .iter()
        .find(|b| b["code"] == "unknown-value")
        .expect("unknown-value");
    let msg = b["message"].as_str().expect("message");
    assert!(
        msg.contains("\"exploded\"") && msg.contains("read as not complete"),
        "{msg}"
    );
    let out = run(&["explain", odd_status]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("unknown-value"), "{text}");
    let out = run(&["status", odd_status]);
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("unknown-value"),
        "{}",
        describe(&out)
    );

    // A package state the operator never writes.
    let odd_state = &f.names(Situation::GatedInProgress)[0];
    let n = nodes.get(odd_state).await.expect("node");
    let state_key = format!("nodewright.nvidia.com/nodeState_{cr}");
    let raw = n
        .metadata
        .annotations
        .as_ref()
        .and_then(|a| a.get(&state_key))
        .expect("nodeState")
        .clone();
    let mut state: Value = serde_json::from_str(&raw).expect("state JSON");
    let first = state
        .as_object_mut()
        .expect("object")
        .values_mut()
        .next()
        .expect("an entry");
    first["state"] = json!("exploded");
    nodes
        .patch(
            odd_state,
            &PatchParams::default(),
            &Patch::Merge(json!({"metadata": {"annotations": {state_key: state.to_string()}}})),
        )
        .await
        .expect("patch");
    let g = item(odd_state);
    let b = g["blockers"]
        .as_array()
        .expect("blockers")
        .iter()
        .find(|b| b["code"] == "unknown-value")
        .unwrap_or_else(|| panic!("no unknown-value: {g:#}"));
    assert!(
        b["message"]
            .as_str()
            .is_some_and(|m| m.contains("state \"exploded\"")),
        "{b:#}"
    );
}

/// After `node reset` of an erroring node, `node list` read the CR's stale `erroring` as the
/// operator's verdict while `status` said `gated`: now the row says the record is stale.
#[tokio::test]
async fn node_list_after_a_reset_says_the_crs_record_is_stale() {
    let (_c, _client, f) = seeded("stalerec", &[Situation::Erroring]).await;
    let cr = f.cr_name(Role::Runtime);
    let node = &f.names(Situation::Erroring)[0];
    let out = run(&["node", "reset", node, "--nodewright", &cr, "-y"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(item(node)["state"], "gated");
    let out = run(&["node", "list", node, "--nodewright", &cr, "-o", "json"]);
    assert!(out.status.success(), "{}", describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let row = &doc["items"][0];
    assert_eq!(row["gate"], "gated", "{row:#}");
    assert_eq!(row["stale"], true, "{row:#}");
    let out = run(&["node", "list", node, "--nodewright", &cr]);
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("(stale)"),
        "{}",
        describe(&out)
    );
}
