//! The verdicts the real operator disagreed with (docs/operator-findings.md) and the reboot
//! rule, against a real control plane: nodes and CRs seeded as the oracle transcripts show the
//! operator left them, then `status`, `explain` and `wait` read them.
//!
//! Each test has its own operator Deployment (its own namespace, `--operator-namespace`) and its
//! own node names. The invalid-CR test runs on a control plane of its own: one invalid CR halts
//! the operator for every CR of the cluster, and other tests share the default one.

mod common;

use std::path::Path;

use common::scene::{
    DeleteSkyhooks, LEGACY_GATE, NEW_GATE, assert_wait_fails_fast, codes, item, node, operator,
    run, seed_all, skyhook,
};
use common::{Cluster, describe};
use serde_json::{Value, json};

fn state_json(stage: &str, state: &str) -> String {
    json!({"spencer|3.2.3": {"name": "spencer", "version": "3.2.3", "image": "ghcr.io/nvidia/skyhook/agentless",
                             "stage": stage, "state": state, "restarts": 2}})
    .to_string()
}

/// The world of D1 and D2: a unique id, a v0.15.0 operator that knows only the legacy taint in
/// namespace `<id>-op`, and the name of its Skyhook `<id>-rr` (deleted when `_cleanup` drops).
struct LegacyWorld {
    id: String,
    ns: String,
    cr: String,
    _cleanup: DeleteSkyhooks,
}

async fn legacy_world(kc: &Path, tag: &str) -> LegacyWorld {
    let id = common::unique(tag);
    let ns = format!("{id}-op");
    operator(
        kc,
        &ns,
        "nvcr.io/nvidia/skyhook/operator:v0.15.0",
        "skyhook.nvidia.com=runtime-required:NoSchedule",
        false,
    )
    .await;
    let cr = format!("{id}-rr");
    let _cleanup = DeleteSkyhooks(kc.to_path_buf(), vec![cr.clone()]);
    LegacyWorld {
        id,
        ns,
        cr,
        _cleanup,
    }
}

/// D1 (runs/kl.out): k-1 was picked, then got an untolerated taint; k-2 is never picked while
/// k-1 sits unfinished in status.nodePriority.
#[tokio::test]
async fn a_stuck_picked_node_holds_its_batch() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let LegacyWorld {
        id,
        ns,
        cr,
        _cleanup,
    } = legacy_world(kc, "d1").await;
    let (k1, k2) = (format!("{id}-k1"), format!("{id}-k2"));
    seed_all(
        kc,
        &[
            node(
                &k1,
                &id,
                &[("example.com/maintenance", "true"), LEGACY_GATE],
                json!({
                    format!("skyhook.nvidia.com/nodeState_{cr}"): state_json("apply", "complete"),
                    format!("skyhook.nvidia.com/status_{cr}"): "blocked",
                    format!("skyhook.nvidia.com/version_{cr}"): "v0.15.0",
                }),
            ),
            node(
                &k2,
                &id,
                &[LEGACY_GATE],
                json!({
                    format!("skyhook.nvidia.com/status_{cr}"): "waiting",
                    format!("skyhook.nvidia.com/version_{cr}"): "v0.15.0",
                }),
            ),
            skyhook(
                &cr,
                &id,
                json!({}),
                json!({
                    "status": "blocked",
                    "nodePriority": {k1.clone(): "2026-11-30T13:18:27Z"},
                    "nodeStatus": {k1.clone(): "blocked", k2.clone(): "waiting"},
                    "compartmentStatuses": {"__default__": {"batchState": {"currentBatch": 1}, "ceiling": 2, "matched": 2,
                        "completed": 0, "inProgress": 0, "progressPercent": 0}},
                }),
            ),
        ],
    )
    .await;
    let g1 = item(kc, &ns, &k1);
    assert_eq!(g1["state"], "stuck", "{g1}");
    assert_eq!(codes(&g1)[0], "taint-not-tolerated");
    let g2 = item(kc, &ns, &k2);
    assert_eq!(g2["state"], "stuck", "{g2}");
    assert_eq!(codes(&g2), ["batch-held"], "{g2}");
    let b = &g2["blockers"][0];
    assert!(
        b["message"].as_str().unwrap_or("").contains(&k1),
        "names the holding node: {b}"
    );
    assert_eq!(b["remedy"], g1["blockers"][0]["remedy"], "{b}");
    // explain shows the holding node and its fix.
    let out = run(kc, &ns, &["explain", &k2]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("batch-held") && text.contains(&k1) && text.contains("fix: kubectl patch"),
        "{text}"
    );
    assert_wait_fails_fast(kc, &ns, &k2, "batch-held");
    // The operator removed k-1's maintenance taint and finished it: k-2 only waits now.
    seed_all(
        kc,
        &[
            node(
                &k1,
                &id,
                &[],
                json!({
                    format!("skyhook.nvidia.com/nodeState_{cr}"): json!({"spencer|3.2.3": {"name": "spencer", "version": "3.2.3", "image": "x", "stage": "config", "state": "complete"}}).to_string(),
                    format!("skyhook.nvidia.com/status_{cr}"): "complete",
                }),
            ),
            skyhook(
                &cr,
                &id,
                json!({}),
                json!({
                    "status": "in_progress",
                    "nodePriority": {k1.clone(): "2026-11-30T13:18:27Z"},
                    "nodeStatus": {k1.clone(): "complete", k2.clone(): "waiting"},
                }),
            ),
        ],
    )
    .await;
    let g2 = item(kc, &ns, &k2);
    assert_eq!(g2["state"], "gated", "{g2}");
    assert_eq!(codes(&g2), ["waiting-batch"], "{g2}");
}

/// Every wait to its root (docs/gate-states.md), on the real control plane: a `sequencing: all`
/// predecessor crash-loops on one node, so a later CR never starts on any node; and a node
/// waiting for its batch is held by a picked node that waits behind the same predecessor. The
/// blockers carry the root, `explain` prints it, `wait` fails fast.
#[tokio::test]
async fn waits_are_followed_to_their_root_across_nodes() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let LegacyWorld {
        id,
        ns,
        cr,
        _cleanup,
    } = legacy_world(kc, "root").await;
    let first = format!("{id}-first");
    let _cleanup_first = DeleteSkyhooks(kc.to_path_buf(), vec![first.clone()]);
    let (m1, n1, n2) = (format!("{id}-m1"), format!("{id}-n1"), format!("{id}-n2"));
    let st = |cr: &str, status: &str, state: Option<String>| {
        let mut a = serde_json::Map::new();
        a.insert(format!("skyhook.nvidia.com/status_{cr}"), json!(status));
        if let Some(s) = state {
            a.insert(format!("skyhook.nvidia.com/nodeState_{cr}"), json!(s));
        }
        a
    };
    let merge = |a: serde_json::Map<String, Value>, b: serde_json::Map<String, Value>| {
        let mut a = a;
        a.extend(b);
        Value::Object(a)
    };
    let done = || Some(state_json("config", "complete"));
    seed_all(
        kc,
        &[
            // m1: the predecessor crash-loops; the later CR picked it and waits behind it.
            node(
                &m1,
                &id,
                &[LEGACY_GATE],
                merge(
                    st(&first, "erroring", Some(state_json("apply", "erroring"))),
                    st(&cr, "waiting", None),
                ),
            ),
            // n1, n2: the predecessor is done; the later CR waits for its batch.
            node(&n1, &id, &[LEGACY_GATE], merge(st(&first, "complete", done()), st(&cr, "waiting", None))),
            node(&n2, &id, &[LEGACY_GATE], merge(st(&first, "complete", done()), st(&cr, "waiting", None))),
            skyhook(
                &first,
                &id,
                json!({"priority": 100, "sequencing": "all"}),
                json!({
                    "status": "erroring",
                    "nodeStatus": {m1.clone(): "erroring", n1.clone(): "complete", n2.clone(): "complete"},
                }),
            ),
            skyhook(
                &cr,
                &id,
                json!({"priority": 200, "interruptionBudget": {"count": 1}}),
                json!({
                    "status": "waiting",
                    "nodePriority": {m1.clone(): "2026-11-30T13:18:27Z"},
                    "nodeStatus": {m1.clone(): "waiting", n1.clone(): "waiting", n2.clone(): "waiting"},
                }),
            ),
        ],
    )
    .await;
    let root = json!({"node": m1, "cr": first, "code": "package-erroring"});
    for n in [&n1, &n2] {
        let g = item(kc, &ns, n);
        assert_eq!(g["state"], "stuck", "{g}");
        let b = &g["blockers"][0];
        assert_eq!(b["code"], "priority-held", "{g}");
        assert_eq!(b["root"], root, "{g}");
        assert!(
            b["remedy"]
                .as_str()
                .unwrap_or("")
                .contains(&format!("--node {m1}")),
            "the root's fix: {b}"
        );
    }
    let g = item(kc, &ns, &m1);
    assert_eq!(g["state"], "stuck", "{g}");
    assert!(codes(&g).contains(&"package-erroring".to_string()), "{g}");
    let text = String::from_utf8_lossy(&run(kc, &ns, &["explain", &n1]).stdout).to_string();
    assert!(
        text.contains(&format!("root: package-erroring of {first} on {m1}")),
        "{text}"
    );
    assert_wait_fails_fast(kc, &ns, &n2, "priority-held");
    // The same through the batch: the predecessor no longer uses sequencing: all, so n1 waits
    // only for its batch, which the picked m1 holds while it waits behind the crash loop.
    seed_all(
        kc,
        &[skyhook(
            &first,
            &id,
            json!({"priority": 100, "sequencing": "node"}),
            json!({
                "status": "erroring",
                "nodeStatus": {m1.clone(): "erroring", n1.clone(): "complete", n2.clone(): "complete"},
            }),
        )],
    )
    .await;
    let g = item(kc, &ns, &n1);
    assert_eq!(g["state"], "stuck", "{g}");
    assert_eq!(codes(&g), ["batch-held"], "{g}");
    assert_eq!(g["blockers"][0]["root"], root, "{g}");
    let out = run(
        kc,
        &ns,
        &[
            "status",
            "-l",
            &format!("oracle.nodewright.dev/pool={id}"),
            "-o",
            "json",
        ],
    );
    assert!(out.status.success(), "{}", describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("json");
    let held: Vec<&Value> = doc["items"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|i| i["blockers"][0]["code"] == "batch-held")
        .collect();
    assert_eq!(held.len(), 2, "status says what explain says: {doc}");
}

/// A v0.15 operator writes nothing when a PodDisruptionBudget refuses the drain before an
/// interrupt: the plugin reads the budget and the pod it covers on the node (random
/// worlds' interrupts with budgets at 0).
#[tokio::test]
async fn a_drain_refused_by_a_disruption_budget_is_stuck() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let LegacyWorld {
        id,
        ns,
        cr,
        _cleanup,
    } = legacy_world(kc, "pdb").await;
    let n1 = format!("{id}-n1");
    let app = format!("{id}-db");
    seed_all(
        kc,
        &[
            node(&n1, &id, &[LEGACY_GATE], json!({})),
            skyhook(
                &cr,
                &id,
                json!({"packages": {"spencer": {"version": "3.2.3", "image": "ghcr.io/nvidia/skyhook/agentless",
                                                "interrupt": {"type": "reboot"}}}}),
                json!({"status": "waiting", "nodeStatus": {n1.clone(): "waiting"}}),
            ),
            json!({"apiVersion": "v1", "kind": "Pod",
                   "metadata": {"name": format!("{app}-0"), "namespace": ns, "labels": {"app": app}},
                   "spec": {"nodeName": n1, "containers": [{"name": "db", "image": "db"}]},
                   "status": {"phase": "Running"}}),
            json!({"apiVersion": "policy/v1", "kind": "PodDisruptionBudget",
                   "metadata": {"name": app, "namespace": ns},
                   "spec": {"minAvailable": 1, "selector": {"matchLabels": {"app": app}}},
                   "status": {"disruptionsAllowed": 0, "currentHealthy": 1, "desiredHealthy": 1,
                              "expectedPods": 1, "observedGeneration": 1}}),
        ],
    )
    .await;
    let g = item(kc, &ns, &n1);
    assert_eq!(g["state"], "stuck", "{g}");
    assert_eq!(codes(&g)[0], "drain-blocked", "{g}");
    let m = g["blockers"][0]["message"].as_str().unwrap_or("");
    assert!(
        m.contains(&format!("{ns}/{app}-0")) && m.contains(&format!("PodDisruptionBudget {app}")),
        "{m}"
    );
    assert_wait_fails_fast(kc, &ns, &n1, "drain-blocked");
    // The budget allows one disruption again: the drain will go through, the node only waits.
    seed_all(
        kc,
        &[
            json!({"apiVersion": "policy/v1", "kind": "PodDisruptionBudget",
                 "metadata": {"name": app, "namespace": ns},
                 "spec": {"minAvailable": 1, "selector": {"matchLabels": {"app": app}}},
                 "status": {"disruptionsAllowed": 1, "currentHealthy": 2, "desiredHealthy": 1,
                            "expectedPods": 2, "observedGeneration": 1}}),
        ],
    )
    .await;
    let g = item(kc, &ns, &n1);
    assert_eq!(g["state"], "gated", "{g}");
}

/// D2 (runs/bl.out): failureThreshold reached; the printed remedy is the reset that restarted the
/// real operator's rollout (node state, batch state and status.nodePriority cleared).
#[tokio::test]
async fn a_stopped_rollout_names_the_failed_node_and_its_reset_restarts_it() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let LegacyWorld {
        id,
        ns,
        cr,
        _cleanup,
    } = legacy_world(kc, "d2").await;
    let (l1, l2) = (format!("{id}-l1"), format!("{id}-l2"));
    seed_all(
        kc,
        &[
            node(
                &l1,
                &id,
                &[LEGACY_GATE],
                json!({
                    format!("skyhook.nvidia.com/nodeState_{cr}"): state_json("apply", "erroring"),
                    format!("skyhook.nvidia.com/status_{cr}"): "erroring",
                }),
            ),
            node(
                &l2,
                &id,
                &[LEGACY_GATE],
                json!({format!("skyhook.nvidia.com/status_{cr}"): "waiting"}),
            ),
            skyhook(
                &cr,
                &id,
                json!({}),
                json!({
                    "status": "erroring",
                    "nodePriority": {l1.clone(): "2026-11-30T13:20:00Z"},
                    "nodeStatus": {l1.clone(): "erroring", l2.clone(): "waiting"},
                    "compartmentStatuses": {"__default__": {"batchState": {"consecutiveFailures": 1, "currentBatch": 2,
                        "failedNodes": 1, "lastBatchFailed": true, "lastBatchSize": 1, "shouldStop": true}, "ceiling": 1, "matched": 2,
                        "completed": 0, "inProgress": 0, "progressPercent": 0}},
                }),
            ),
        ],
    )
    .await;
    let g = item(kc, &ns, &l2);
    assert_eq!(g["state"], "stuck", "{g}");
    assert_eq!(codes(&g), ["rollout-stopped"], "{g}");
    let remedy = g["blockers"][0]["remedy"]
        .as_str()
        .unwrap_or("")
        .to_string();
    assert_eq!(
        remedy,
        format!("kubectl nodewright reset {cr} --node {l1} --batch --confirm")
    );
    assert!(
        g["blockers"][0]["message"]
            .as_str()
            .unwrap_or("")
            .contains(&l1)
    );
    let g1 = item(kc, &ns, &l1);
    assert_eq!(codes(&g1), ["package-erroring", "rollout-stopped"], "{g1}");
    assert_wait_fails_fast(kc, &ns, &l2, "rollout-stopped");
    // Run the printed remedy: it clears l-1's state, the batch state and status.nodePriority.
    let args: Vec<&str> = remedy.split_whitespace().skip(2).collect();
    let out = run(kc, &ns, &args);
    assert!(out.status.success(), "{}", describe(&out));
    let out = std::process::Command::new("kubectl")
        .args([
            "--kubeconfig",
            &kc.to_string_lossy(),
            "get",
            "skyhooks.skyhook.nvidia.com",
            &cr,
            "-o",
            "json",
        ])
        .output()
        .expect("kubectl");
    let obj: Value = serde_json::from_slice(&out.stdout).expect("cr json");
    // `reset --node --batch` takes the reset nodes out of the rollout order (an empty map when
    // it held only them).
    assert!(
        obj["status"]["nodePriority"].get(&l1).is_none(),
        "{}",
        obj["status"]
    );
    assert_ne!(
        obj["status"]["compartmentStatuses"]["__default__"]["batchState"]["shouldStop"], true,
        "{}",
        obj["status"]
    );
    let g = item(kc, &ns, &l2);
    assert!(!codes(&g).contains(&"rollout-stopped".to_string()), "{g}");
    let g1 = item(kc, &ns, &l1);
    assert!(
        g1["annotations"][format!("skyhook.nvidia.com/nodeState_{cr}")].is_null(),
        "{g1}"
    );
}

/// D3 (runs/j.out): operator v0.15.0 configured with the nodewright key knows exactly that taint.
#[tokio::test]
async fn a_pre_rename_operator_never_releases_the_legacy_key() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let id = common::unique("d3");
    let ns = format!("{id}-op");
    operator(
        kc,
        &ns,
        "nvcr.io/nvidia/skyhook/operator:v0.15.0",
        "nodewright.nvidia.com=runtime-required:NoSchedule",
        false,
    )
    .await;
    let cr = format!("{id}-rr");
    let (legacy, both, new) = (
        format!("{id}-leg"),
        format!("{id}-both"),
        format!("{id}-new"),
    );
    seed_all(
        kc,
        &[
            node(&legacy, &id, &[LEGACY_GATE], json!({})),
            node(&both, &id, &[NEW_GATE, LEGACY_GATE], json!({})),
            node(&new, &id, &[NEW_GATE], json!({})),
            skyhook(&cr, &id, json!({}), Value::Null),
        ],
    )
    .await;
    let g = item(kc, &ns, &legacy);
    assert_eq!(g["state"], "stuck", "{g}");
    assert_eq!(codes(&g), ["unrecognised-taint"], "{g}");
    assert_eq!(g["operator"]["legacy_taint_recognised"], false, "{g}");
    assert_eq!(
        g["blockers"][0]["remedy"],
        format!("kubectl nodewright migration taints {legacy}")
    );
    let g = item(kc, &ns, &both);
    assert_eq!(g["state"], "stuck", "{g}");
    assert_eq!(codes(&g), ["unrecognised-taint"], "{g}");
    let g = item(kc, &ns, &new);
    assert_eq!(g["state"], "gated", "{g}");
    // The remedy is not refused in this world: the swap is the fix.
    let out = run(kc, &ns, &["migration", "taints", &legacy, "--dry-run"]);
    assert!(out.status.success(), "{}", describe(&out));
}

/// The reboot rule: operator v0.18 with REAPPLY_ON_REBOOT=true, a CR with runtimeRequired and
/// autoTaintNewNodes, a complete node whose boot ID changed: it will be re-tainted.
#[tokio::test]
async fn a_rebooted_node_is_pending_taint_under_reapply_on_reboot() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let id = common::unique("reboot");
    let ns = format!("{id}-op");
    operator(
        kc,
        &ns,
        "nvcr.io/nvidia/nodewright/operator:v0.18.1",
        "nodewright.nvidia.com=runtime-required:NoSchedule",
        true,
    )
    .await;
    let name = format!("{id}-n");
    let cr = format!("{id}-rr");
    let mut n = node(
        &name,
        &id,
        &[],
        json!({
            format!("nodewright.nvidia.com/nodeState_{cr}"): json!({"spencer|3.2.3": {"name": "spencer", "version": "3.2.3", "image": "x", "stage": "config", "state": "complete"}}).to_string(),
            format!("nodewright.nvidia.com/status_{cr}"): "complete",
        }),
    );
    n["status"] = json!({"nodeInfo": {"bootID": "boot-after", "machineID": "m", "systemUUID": "s",
        "kernelVersion": "6.8", "osImage": "x", "containerRuntimeVersion": "x", "kubeletVersion": "v1.34.4",
        "kubeProxyVersion": "", "operatingSystem": "linux", "architecture": "amd64"}});
    let mut cr_obj = skyhook(
        &cr,
        &id,
        json!({"autoTaintNewNodes": true}),
        json!({"status": "complete", "nodeStatus": {name.clone(): "complete"}, "nodeBootIds": {name.clone(): "boot-before"}}),
    );
    cr_obj["apiVersion"] = json!("nodewright.nvidia.com/v1alpha1");
    cr_obj["kind"] = json!("NodeWright");
    seed_all(kc, &[n, cr_obj]).await;
    let g = item(kc, &ns, &name);
    assert_eq!(g["state"], "pending-taint", "{g}");
    assert_eq!(codes(&g), ["rebooted"], "{g}");
    assert!(
        g["blockers"][0]["message"]
            .as_str()
            .unwrap_or("")
            .contains("boot-before"),
        "{g}"
    );
}

/// D4 (runs/m.out): one Skyhook with a package name outside the operator's pattern halts it for
/// every CR. Its own control plane: the halt is cluster-wide.
#[tokio::test]
async fn one_invalid_cr_halts_the_operator_for_every_gated_node() {
    let cl = common::OwnCluster::up("halted");
    let kc = cl.admin_kubeconfig.as_path();
    let ns = "skyhook";
    operator(
        kc,
        ns,
        "nvcr.io/nvidia/skyhook/operator:v0.15.0",
        "skyhook.nvidia.com=runtime-required:NoSchedule",
        false,
    )
    .await;
    let mut bad = skyhook("bad-m", "elsewhere", json!({}), Value::Null);
    bad["spec"]["packages"] =
        json!({"pkg2": {"version": "1.0.0", "image": "ghcr.io/nvidia/skyhook/agentless"}});
    bad["spec"]["runtimeRequired"] = json!(true);
    seed_all(
        kc,
        &[
            node("m-1", "m", &[LEGACY_GATE], json!({})),
            // A node of the invalid CR itself, not gated (it listed the CR's own
            // blockers and a tolerations patch instead of the halt every other node shows).
            node("x-1", "elsewhere", &[], json!({})),
            skyhook("rr-m", "m", json!({}), Value::Null),
            bad,
        ],
    )
    .await;
    let x = item(kc, ns, "x-1");
    assert_eq!(
        codes(&x).first().map(String::as_str),
        Some("operator-halted"),
        "{x}"
    );
    let g = item(kc, ns, "m-1");
    assert_eq!(g["state"], "stuck", "{g}");
    assert_eq!(codes(&g), ["operator-halted"], "{g}");
    let msg = g["blockers"][0]["message"].as_str().unwrap_or("");
    assert!(msg.contains("bad-m") && msg.contains("pkg2"), "{msg}");
    assert_eq!(
        g["blockers"][0]["remedy"],
        "kubectl edit skyhooks.skyhook.nvidia.com bad-m"
    );
    assert_wait_fails_fast(kc, ns, "m-1", "operator-halted");
    // Deleting the invalid CR frees the operator (m-1 was released 7 s later on the real one).
    let out = std::process::Command::new("kubectl")
        .args([
            "--kubeconfig",
            &kc.to_string_lossy(),
            "delete",
            "skyhooks.skyhook.nvidia.com",
            "bad-m",
            "--wait=true",
        ])
        .output()
        .expect("kubectl");
    assert!(out.status.success(), "{}", describe(&out));
    let g = item(kc, ns, "m-1");
    assert_eq!(g["state"], "gated", "{g}");
    assert!(codes(&g).is_empty(), "{g}");
}
