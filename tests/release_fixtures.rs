//! States that operator releases after the one the oracle runs (v0.15, 71ca22b) produce, built
//! from NVIDIA's own records: each fixture in `tests/fixtures/releases/` names the upstream file
//! and commit it was built from (the e2e assert files of `k8s-tests/chainsaw` and
//! `k8s-tests/operator-agent` of later commits), what was adapted to make it a gate question,
//! and the operator's own verdict on it (`why`). Each is replayed on a control plane: the node and
//! the NodeWright as the operator left them, an operator Deployment of the fixture's release in
//! a namespace of its own, and `explain -o json` must agree.

mod common;

use std::path::{Path, PathBuf};

use common::Cluster;
use common::scene::{item, operator, seed_all};
use serde_json::{Value, json};

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/releases");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/fixtures/releases")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    out.sort();
    out
}

/// The node and the NodeWright of a fixture, under names of this run.
fn objects(f: &Value, id: &str, node_name: &str) -> (Value, Value) {
    let cr = f["cr"]["name"].as_str().expect("cr.name");
    let n = &f["node"];
    let mut annotations = serde_json::Map::new();
    annotations.insert(
        format!("nodewright.nvidia.com/nodeState_{cr}"),
        json!(n["state"].to_string()),
    );
    let status = n["status"].as_str().expect("node.status");
    annotations.insert(format!("nodewright.nvidia.com/status_{cr}"), json!(status));
    if let Some(extra) = n["extra"].as_object() {
        for (k, v) in extra {
            annotations.insert(format!("nodewright.nvidia.com/{k}"), v.clone());
        }
    }
    // Recorded now: a fixture is a moment of a live rollout, not one stalled since it was written.
    let now = jiff::Timestamp::now().to_string();
    let conditions: Vec<Value> = ["NotReady", "Erroring"]
        .iter()
        .map(|t| {
            let on = *t == "NotReady" && status != "complete"
                || *t == "Erroring" && n["erroring"] == true;
            json!({"type": format!("nodewright.nvidia.com/{cr}/{t}"), "status": if on {"True"} else {"False"},
                   "reason": "Recorded", "lastTransitionTime": now, "lastHeartbeatTime": now})
        })
        .collect();
    let node = json!({
        "apiVersion": "v1", "kind": "Node",
        "metadata": {"name": node_name,
            "labels": {"nodewright.nvidia.com/test-node": id, format!("nodewright.nvidia.com/status_{cr}"): status},
            "annotations": annotations},
        "spec": {"taints": n["taints"], "unschedulable": n["unschedulable"] == true},
        "status": {"conditions": conditions},
    });
    let mut spec = json!({
        "runtimeRequired": true,
        "nodeSelectors": {"matchLabels": {"nodewright.nvidia.com/test-node": id}},
        "packages": f["cr"]["packages"],
    });
    if !f["cr"]["drainConfig"].is_null() {
        spec["drainConfig"] = f["cr"]["drainConfig"].clone();
    }
    let mut st = f["cr"]["status"].clone();
    st["nodeStatus"] = json!({node_name: status});
    let cr_obj = json!({
        "apiVersion": "nodewright.nvidia.com/v1alpha1", "kind": "NodeWright",
        "metadata": {"name": cr}, "spec": spec, "status": st,
    });
    (node, cr_obj)
}

#[tokio::test]
async fn the_states_of_nvidias_records_get_the_operators_verdicts() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let all = fixtures();
    assert!(all.len() >= 7, "fixtures: {all:?}");
    let mut wrong = Vec::new();
    for path in &all {
        let f: Value = serde_json::from_str(&std::fs::read_to_string(path).expect("read"))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = f["name"].as_str().expect("name");
        assert!(
            f["source"]
                .as_str()
                .is_some_and(|s| s.contains("NVIDIA/nodewright") && s.contains(" @ ")),
            "{name}: a fixture names its upstream file and commit"
        );
        let id = common::unique("rel");
        let ns = format!("{id}-op");
        let release = f["operator"].as_str().expect("operator");
        operator(
            kc,
            &ns,
            &format!("nvcr.io/nvidia/nodewright/operator:{release}"),
            "nodewright.nvidia.com=runtime-required:NoSchedule",
            false,
        )
        .await;
        let node_name = format!("{id}-n");
        let (node, cr) = objects(&f, &id, &node_name);
        let cr_name = cr["metadata"]["name"].as_str().unwrap_or("").to_string();
        // CR names are the upstream ones: one fixture at a time owns the name.
        let _ = std::process::Command::new("kubectl")
            .args(["--kubeconfig", &kc.to_string_lossy()])
            .args([
                "delete",
                "nodewrights.nodewright.nvidia.com",
                &cr_name,
                "--ignore-not-found",
            ])
            .output();
        seed_all(kc, &[node, cr]).await;
        let g = item(kc, &ns, &node_name);
        let e = &f["expect"];
        let mut fail = |what: String| wrong.push(format!("{name} ({}): {what}\n  {g}", f["why"]));
        if g["state"] != e["state"] {
            fail(format!("state {} (want {})", g["state"], e["state"]));
        }
        let stuck_first = g["blockers"][0]["code"].as_str();
        match e["first"].as_str() {
            Some(code) => {
                if stuck_first != Some(code) {
                    fail(format!("first blocker {stuck_first:?} (want {code})"));
                }
                if let Some(rule) = e["rule"].as_str()
                    && !g["blockers"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .any(|b| b["rule"] == rule)
                {
                    fail(format!("no blocker names rule {rule}"));
                }
            }
            None => {
                if g["state"] == "stuck" {
                    fail("stuck, with nobody needed".into());
                }
            }
        }
        if let Some(has) = e["remedyHas"].as_str()
            && !g["blockers"][0]["remedy"]
                .as_str()
                .unwrap_or("")
                .contains(has)
        {
            fail(format!("remedy lacks {has:?}"));
        }
        if e["foreignCordon"] == false && !g["foreignCordon"].is_null() {
            fail("a NodeWright cordon called foreign".into());
        }
        let _ = std::process::Command::new("kubectl")
            .args(["--kubeconfig", &kc.to_string_lossy()])
            .args([
                "delete",
                "nodewrights.nodewright.nvidia.com",
                &cr_name,
                "--ignore-not-found",
            ])
            .output();
    }
    assert!(
        wrong.is_empty(),
        "{} of {} disagree:\n{}",
        wrong.len(),
        all.len(),
        wrong.join("\n")
    );
}
