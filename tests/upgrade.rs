//! `upgrade check --to VERSION` against a real control plane, as an on-call engineer runs it
//! before moving the operator: first a fleet that no release's change bites (`ready` for each
//! upgrade), then the same fleet given, for each check, the objects it bites, and each `--to`
//! names exactly those. The report is cluster-wide, so the world has a control plane of its own;
//! the operator of each upgrade sits in a namespace of its own (`--operator-namespace`).

mod common;

use std::path::Path;
use std::process::Output;

use common::scene::{LEGACY_GATE, node, operator, seed_all, skyhook};
use common::{OwnCluster, describe, plugin_command};
use serde_json::{Value, json};

const NEW_TAINT: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";
/// The operator Deployment `scene::operator` seeds.
const DEPLOYMENT: &str = "skyhook-operator-controller-manager";

fn nodewright(name: &str, pool: &str, extra_spec: Value, status: Value) -> Value {
    let mut cr = skyhook(name, pool, extra_spec, status);
    cr["apiVersion"] = json!("nodewright.nvidia.com/v1alpha1");
    cr["kind"] = json!("NodeWright");
    cr
}

/// An operator Deployment of `release` in namespace `ns`, its manager's env replaced by `env`.
async fn operator_with_env(kc: &Path, ns: &str, release: &str, env: &[(&str, &str)]) {
    let image = format!("nvcr.io/nvidia/nodewright/operator:{release}");
    operator(kc, ns, &image, NEW_TAINT, false).await;
    let client = common::client_from(kc).await;
    let api: kube::Api<k8s_openapi::api::apps::v1::Deployment> = kube::Api::namespaced(client, ns);
    let mut d = api.get(DEPLOYMENT).await.expect("the Deployment");
    let env: Vec<k8s_openapi::api::core::v1::EnvVar> = env
        .iter()
        .map(|(k, v)| k8s_openapi::api::core::v1::EnvVar {
            name: k.to_string(),
            value: Some(v.to_string()),
            ..Default::default()
        })
        .collect();
    if let Some(spec) = d.spec.as_mut().and_then(|s| s.template.spec.as_mut()) {
        for c in spec.containers.iter_mut().filter(|c| c.name == "manager") {
            c.env = Some(env.clone());
        }
    }
    api.replace(DEPLOYMENT, &Default::default(), &d)
        .await
        .expect("replace the Deployment");
}

/// `upgrade check`'s text with the default `--to`.
fn default_text(kc: &Path, ns: &str) -> String {
    let out = plugin_command(kc)
        .args(["--operator-namespace", ns, "upgrade", "check"])
        .output()
        .expect("run");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn check(kc: &Path, ns: &str, to: &str) -> (Value, Output) {
    let out = plugin_command(kc)
        .args([
            "--operator-namespace",
            ns,
            "upgrade",
            "check",
            "--to",
            to,
            "-o",
            "json",
        ])
        .output()
        .expect("run plugin");
    let doc = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("json ({e}):\n{}", describe(&out)));
    (doc, out)
}

/// The checks that bite, as `code: object, object`.
fn bitten(doc: &Value) -> Vec<String> {
    doc["checks"]
        .as_array()
        .expect("checks")
        .iter()
        .filter(|c| c["count"].as_u64() != Some(0))
        .map(|c| {
            let objects: Vec<String> = c["objects"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| {
                    let kind = o["kind"].as_str().unwrap_or("").to_ascii_lowercase();
                    match o["namespace"].as_str() {
                        Some(ns) => format!("{kind}/{ns}/{}", o["name"].as_str().unwrap_or("")),
                        None => format!("{kind}/{}", o["name"].as_str().unwrap_or("")),
                    }
                })
                .collect();
            format!(
                "{}: {}",
                c["code"].as_str().unwrap_or(""),
                objects.join(", ")
            )
        })
        .collect()
}

/// A node as `kubectl cordon` leaves it.
fn cordoned(mut node: Value) -> Value {
    node["spec"]["unschedulable"] = json!(true);
    node
}

fn exit(out: &Output) -> i32 {
    out.status.code().unwrap_or(-1)
}

fn pod_and_budget(ns: &str, node: &str) -> [Value; 3] {
    [
        json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": ns}}),
        json!({"apiVersion": "v1", "kind": "Pod",
               "metadata": {"name": "db-0", "namespace": ns, "labels": {"app": "db"}},
               "spec": {"nodeName": node, "containers": [{"name": "db", "image": "db"}]},
               "status": {"phase": "Running"}}),
        json!({"apiVersion": "policy/v1", "kind": "PodDisruptionBudget",
               "metadata": {"name": "db", "namespace": ns},
               "spec": {"minAvailable": 1, "selector": {"matchLabels": {"app": "db"}}},
               "status": {"disruptionsAllowed": 0, "currentHealthy": 1, "desiredHealthy": 1,
                          "expectedPods": 1, "observedGeneration": 1}}),
    ]
}

fn daemonset_tolerating_only_the_legacy_key(ns: &str) -> Value {
    json!({"apiVersion": "apps/v1", "kind": "DaemonSet",
           "metadata": {"name": "gpu-driver", "namespace": ns},
           "spec": {"selector": {"matchLabels": {"app": "gpu-driver"}},
                    "template": {"metadata": {"labels": {"app": "gpu-driver"}},
                                 "spec": {"containers": [{"name": "d", "image": "driver"}],
                                          "tolerations": [{"key": "skyhook.nvidia.com", "operator": "Exists"}]}}}})
}

#[tokio::test]
async fn each_release_names_exactly_what_it_bites_and_a_quiet_fleet_is_ready() {
    let c = OwnCluster::up("upgrade");
    let kc = c.kubeconfig();
    // The upgrades: v0.17 -> v0.18, v0.19 -> v0.20, v0.20 -> v0.21, each from a clean operator.
    operator_with_env(
        kc,
        "op-v17",
        "v0.17.0",
        &[("RUNTIME_REQUIRED_TAINT", NEW_TAINT)],
    )
    .await;
    operator_with_env(
        kc,
        "op-v19",
        "v0.19.0",
        &[("RUNTIME_REQUIRED_TAINT", NEW_TAINT)],
    )
    .await;
    operator_with_env(
        kc,
        "op-v20",
        "v0.20.0",
        &[("RUNTIME_REQUIRED_TAINT", NEW_TAINT)],
    )
    .await;
    // A quiet fleet: a complete NodeWright, a released node, a node cordoned by the operator.
    seed_all(
        kc,
        &[
            nodewright("quiet", "quiet", json!({}), json!({"status": "complete"})),
            node("n-released", "quiet", &[], json!({})),
            cordoned(node(
                "n-ours",
                "quiet",
                &[],
                json!({"nodewright.nvidia.com/cordon_quiet": "true"}),
            )),
        ],
    )
    .await;
    for (ns, to) in [
        ("op-v17", "v0.18.0"),
        ("op-v19", "v0.20.0"),
        ("op-v20", "v0.21.0"),
    ] {
        let (doc, out) = check(kc, ns, to);
        assert_eq!(doc["verdict"]["readiness"], "ready", "{to}: {doc}");
        assert!(bitten(&doc).is_empty(), "{to}: {:?}", bitten(&doc));
        assert_eq!(exit(&out), 0, "{to}: {}", describe(&out));
    }
    // The default --to is the newest release, and the text ends with the verdict line.
    let text = default_text(kc, "op-v19");
    assert!(
        text.contains("v0.19.0 -> v0.20.0 (releases v0.20.0)"),
        "{text}"
    );
    assert!(text.contains("VERDICT FOR v0.20.0: READY"), "{text}");

    // v0.18.0's bites: a Skyhook in flight, an inline image tag, no RUNTIME_REQUIRED_TAINT (the
    // default moves) with a DaemonSet tolerating only the legacy key, a Job TTL under a minute.
    operator_with_env(kc, "op-v17b", "v0.17.0", &[("JOB_TTL_FAILED", "30s")]).await;
    seed_all(
        kc,
        &[
            skyhook("busy", "busy", json!({}), json!({"status": "in_progress"})),
            skyhook("resting", "busy", json!({}), json!({"status": "complete"})),
            skyhook(
                "tagged",
                "busy",
                json!({"packages": {"spencer": {"version": "3.2.3", "image": "ghcr.io/nvidia/spencer:3.2.3"}}}),
                json!({"status": "complete"}),
            ),
            json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "apps"}}),
        ],
    )
    .await;
    let ds: k8s_openapi::api::apps::v1::DaemonSet =
        serde_json::from_value(daemonset_tolerating_only_the_legacy_key("apps")).expect("ds");
    kube::Api::namespaced(common::client_from(kc).await, "apps")
        .create(&Default::default(), &ds)
        .await
        .expect("create the DaemonSet");
    let (doc, out) = check(kc, "op-v17b", "v0.18.0");
    assert_eq!(
        bitten(&doc),
        [
            "legacy-rollout-in-flight: skyhook/busy",
            "inline-image: skyhook/tagged",
            "taint-key-moves: deployment/op-v17b/skyhook-operator-controller-manager, daemonset/apps/gpu-driver",
            "job-ttl-minimum: deployment/op-v17b/skyhook-operator-controller-manager",
        ],
        "{doc}"
    );
    assert_eq!(doc["verdict"]["readiness"], "not-ready");
    assert_eq!(exit(&out), 1);
    let first = &doc["checks"][0];
    assert_eq!(first["rule"], "migration-hold");
    assert!(
        first["note"]
            .as_str()
            .is_some_and(|n| n.contains("\"operator/v0.18.0 - 2026-08-17\", Upgrade notes")),
        "{first}"
    );
    // A clean v0.17 operator is bitten by the fleet's objects only.
    let (doc, _) = check(kc, "op-v17", "v0.18.0");
    assert_eq!(
        bitten(&doc),
        [
            "legacy-rollout-in-flight: skyhook/busy",
            "inline-image: skyhook/tagged"
        ]
    );

    // v0.20.0's bites: a taint key with a DNS prefix, a node cordoned by something else, a
    // drainConfig.timeout over a pod whose budget allows no disruption.
    operator_with_env(
        kc,
        "op-v19b",
        "v0.19.0",
        &[("RUNTIME_REQUIRED_TAINT", "example.com/gate=on:NoSchedule")],
    )
    .await;
    let reboot = json!({"spencer": {"version": "3.2.3", "image": "ghcr.io/nvidia/skyhook/agentless",
                                    "interrupt": {"type": "reboot"}}});
    let mut objs = vec![
        cordoned(node("n-cordoned", "other", &[], json!({}))),
        cordoned(node(
            "n-rrc",
            "other",
            &[],
            json!({"skyhook.nvidia.com/runtimeRequiredCordon": "true"}),
        )),
        node("n-drained", "drained", &[], json!({})),
        nodewright(
            "timed",
            "drained",
            json!({"packages": reboot, "drainConfig": {"timeout": "10m"}}),
            json!({"status": "complete"}),
        ),
        nodewright(
            "untimed",
            "drained",
            json!({"packages": reboot}),
            json!({"status": "complete"}),
        ),
    ];
    objs.extend(pod_and_budget("db", "n-drained"));
    seed_all(kc, &objs).await;
    let (doc, out) = check(kc, "op-v19b", "v0.20.0");
    assert_eq!(
        bitten(&doc),
        [
            "taint-key-refused: deployment/op-v19b/skyhook-operator-controller-manager",
            "foreign-cordon: node/n-cordoned",
            "drain-timeout-budgets: nodewright/timed, poddisruptionbudget/db/db",
        ],
        "{doc}"
    );
    assert_eq!(exit(&out), 1);
    // Without the refused key, what is left needs a person but does not stop the upgrade.
    let (doc, out) = check(kc, "op-v19", "v0.20.0");
    assert_eq!(doc["verdict"]["readiness"], "ready-with-changes", "{doc}");
    assert_eq!(exit(&out), 0, "{}", describe(&out));
    let drain = &doc["checks"]
        .as_array()
        .expect("checks")
        .iter()
        .find(|c| c["code"] == "drain-timeout-budgets")
        .expect("the drain check")["objects"][0];
    assert_eq!(
        drain["detail"], "drainConfig.timeout 10m; drains n-drained (db/db-0)",
        "{drain}"
    );
    let text = default_text(kc, "op-v19");
    assert!(
        text.contains("VERDICT FOR v0.20.0: READY WITH CHANGES"),
        "{text}"
    );
    assert!(text.contains("kubectl uncordon n-cordoned"), "{text}");

    // v0.21.0's bites are the migration report's: the Skyhooks with no mirror, the node whose
    // cordon marker exists only under the legacy prefix (v0.21 forgets it), the workload
    // tolerating only the legacy key, a node gated only by the legacy taint.
    seed_all(kc, &[node("n-legacy", "other", &[LEGACY_GATE], json!({}))]).await;
    let (doc, out) = check(kc, "op-v20", "v0.21.0");
    assert_eq!(
        bitten(&doc),
        [
            "unmirrored-crs: skyhook/busy, skyhook/resting, skyhook/tagged",
            "legacy-only-node-keys: node/n-rrc",
            "workload-tolerations: daemonset/apps/gpu-driver",
            "legacy-tainted-nodes: node/n-legacy",
        ],
        "{doc}"
    );
    assert_eq!(exit(&out), 1);
    // `migration status` is the same verdict: its blocking actions are these checks.
    let out = plugin_command(kc)
        .args([
            "--operator-namespace",
            "op-v20",
            "migration",
            "status",
            "-o",
            "json",
        ])
        .output()
        .expect("run");
    let mig: Value = serde_json::from_slice(&out.stdout).expect("json");
    let mig_codes: Vec<&str> = mig["verdict"]["mustChange"]
        .as_array()
        .expect("mustChange")
        .iter()
        .filter_map(|a| a["code"].as_str())
        .collect();
    let up_codes: Vec<&str> = doc["verdict"]["mustChange"]
        .as_array()
        .expect("mustChange")
        .iter()
        .filter_map(|a| a["code"].as_str())
        .collect();
    assert_eq!(mig_codes, up_codes);
    // From v0.17 to v0.21 every release's checks are made, the shim's absence first of v0.21's.
    let (doc, _) = check(kc, "op-v17b", "v0.21.0");
    let b = bitten(&doc);
    assert!(
        b.contains(
            &"operator-legacy: deployment/op-v17b/skyhook-operator-controller-manager".to_string()
        ),
        "{b:?}"
    );
    assert!(
        b.contains(&"foreign-cordon: node/n-cordoned".to_string()),
        "{b:?}"
    );
    assert_eq!(
        doc["releases"],
        json!(["v0.18.0", "v0.19.0", "v0.20.0", "v0.21.0"])
    );
}

/// A user RBAC lets read nothing gets `unknown` (exit 1), naming what could not be read, never
/// an error that hides the report.
#[tokio::test]
async fn nobody_gets_an_unknown_verdict_that_names_what_it_could_not_read() {
    let c = common::Cluster::shared();
    let out = plugin_command(&c.nobody_kubeconfig)
        .args(["upgrade", "check", "--to", "v0.21.0", "-o", "yaml"])
        .output()
        .expect("run plugin");
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    let doc: Value = serde_saphyr::from_str(&String::from_utf8_lossy(&out.stdout))
        .unwrap_or_else(|e| panic!("yaml ({e}):\n{}", describe(&out)));
    assert_eq!(doc["kind"], "UpgradeReport");
    assert_eq!(doc["verdict"]["readiness"], "unknown", "{doc}");
    let unknown = doc["verdict"]["unknown"].to_string();
    for what in [
        "operator Deployment",
        "nodes",
        "Skyhooks",
        "NodeWrights",
        "daemonsets.apps",
    ] {
        assert!(unknown.contains(what), "{what} in {unknown}");
    }
}
