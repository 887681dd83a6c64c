//! `migration status` and `migration taints` against a real control plane, as an SRE meets the
//! Skyhook → NodeWright rename: a cluster still on the legacy operator, a cluster mid-migration
//! (mirrors inside and past their rollback window, copied, divergent and legacy-only node keys, a
//! Karpenter NodePool and a Cluster API template giving new nodes the legacy taint, a DaemonSet
//! tolerating only the legacy key), fixed step by step until the report says ready, and a cluster
//! that finished the migration.
//!
//! The report is cluster-wide, so each world runs on its own control plane (its own
//! CLUSTER_DIR, stopped at the end); the worlds run one at a time to spare the 2 cores. The RBAC
//! and refusal cases use the shared control plane with their own node names.

mod common;

use std::path::Path;
use std::process::{Command, Output, Stdio};

use common::fleet::{self, Flavor, Fleet, Operator, Situation};
use common::{Cluster, OwnCluster, describe, node, run_plugin_as, unique};
use jiff::ToSpan;
use serde_json::{Value, json};

/// One dedicated control plane at a time.
static WORLD: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// `kubectl` as the admin of `kubeconfig`, with `stdin` fed when given. Panics on failure.
fn kubectl(kubeconfig: &Path, args: &[&str], stdin: Option<&str>) -> String {
    use std::io::Write;
    let mut child = Command::new("kubectl")
        .arg("--kubeconfig")
        .arg(kubeconfig)
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kubectl runs");
    if let Some(input) = stdin {
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(input.as_bytes())
            .expect("write stdin");
    }
    let out = child.wait_with_output().expect("kubectl finishes");
    assert!(
        out.status.success(),
        "kubectl {args:?} failed:\n{}",
        describe(&out)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn apply(kubeconfig: &Path, obj: &Value) {
    kubectl(kubeconfig, &["apply", "-f", "-"], Some(&obj.to_string()));
}

fn report(kubeconfig: &Path, extra: &[&str]) -> (Value, Output) {
    let mut args = vec!["migration", "status", "-o", "json"];
    args.extend_from_slice(extra);
    let out = run_plugin_as(kubeconfig, &args);
    let doc: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}", describe(&out)));
    assert_eq!(doc["apiVersion"], "kubectl-nodewright/v1");
    assert_eq!(doc["kind"], "MigrationReport");
    (doc, out)
}

fn names(v: &Value) -> Vec<String> {
    v["names"]
        .as_array()
        .unwrap_or(&Vec::new())
        .iter()
        .map(|n| n.as_str().unwrap_or("").to_string())
        .collect()
}

fn has(v: &Value, name: &str) -> bool {
    names(v).iter().any(|n| n == name)
}

fn codes(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap_or(&Vec::new())
        .iter()
        .map(|a| a["code"].as_str().unwrap_or("").to_string())
        .collect()
}

fn exit(out: &Output) -> i32 {
    out.status.code().unwrap_or(-1)
}

fn taint_keys(kubeconfig: &Path, node: &str) -> Vec<String> {
    let json = kubectl(kubeconfig, &["get", "node", node, "-o", "json"], None);
    let v: Value = serde_json::from_str(&json).expect("node JSON");
    v["spec"]["taints"]
        .as_array()
        .unwrap_or(&Vec::new())
        .iter()
        .map(|t| {
            format!(
                "{}={}:{}",
                t["key"].as_str().unwrap_or(""),
                t["value"].as_str().unwrap_or(""),
                t["effect"].as_str().unwrap_or("")
            )
        })
        .collect()
}

const LEGACY_TAINT: &str = "skyhook.nvidia.com=runtime-required:NoSchedule";
const NEW_TAINT: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";

#[tokio::test]
async fn a_legacy_cluster_is_not_ready_and_the_operator_upgrade_comes_first() {
    let _one = WORLD.lock().await;
    let c = OwnCluster::up("migration-legacy");
    let client = c.0.client().await;
    let mut f = Fleet::new("lg", Flavor::Legacy);
    let released = f.add(Situation::Released);
    let gated = f.add(Situation::GatedInProgress);
    let waiting = f.add(Situation::WaitingBatch);
    let orphaned = f.add(Situation::OrphanedState);
    f.add(Situation::Ungated);
    fleet::seed(&client, &f, 8).await.expect("seed fleet");
    fleet::seed_operator(&client, &Operator::for_flavor(Flavor::Legacy))
        .await
        .expect("seed operator");

    let (doc, out) = report(c.kubeconfig(), &[]);
    assert_eq!(exit(&out), 1, "not ready exits 1:\n{}", describe(&out));
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("error:"),
        "no extra error line:\n{}",
        describe(&out)
    );
    // Operator: the legacy release, its own default taint (not a pin).
    assert_eq!(doc["operator"]["version"], "v0.15.0");
    assert_eq!(doc["operator"]["configuredTaint"], LEGACY_TAINT);
    assert_eq!(doc["operator"]["pinnedToLegacyKey"], false);
    assert_eq!(doc["operator"]["deployments"][0]["namespace"], "skyhook");
    // CRs: five Skyhooks, none mirrored.
    let crs = &doc["customResources"];
    assert_eq!(crs["skyhooks"]["count"], 5);
    assert_eq!(crs["nodewrights"]["count"], 0);
    assert_eq!(crs["notMirrored"]["count"], 5);
    assert!(has(&crs["notMirrored"], &f.cr_name(fleet::Role::Runtime)));
    // Nodes: gated by the legacy key; keys only under the legacy prefix.
    let nodes = &doc["nodes"];
    assert_eq!(nodes["total"], 5);
    for n in [&gated, &waiting] {
        assert!(
            has(&nodes["gateTaint"]["legacy"], n),
            "{n} legacy-tainted: {nodes}"
        );
        assert!(has(&nodes["gatedOnlyByLegacy"], n));
    }
    assert!(has(&nodes["gateTaint"]["none"], &released));
    assert!(has(&nodes["annotations"]["legacyOnly"], &released));
    assert_eq!(nodes["annotations"]["copied"]["count"], 0);
    assert!(has(&nodes["legacyKeysOfDeletedCrs"], &orphaned));
    assert_eq!(nodes["deletedCrs"], json!([f.deleted_cr_name()]));
    // Verdict: in the order the work must happen.
    assert_eq!(doc["verdict"]["readiness"], "not-ready");
    assert_eq!(
        codes(&doc["verdict"]["mustChange"]),
        [
            "operator-legacy",
            "unmirrored-crs",
            "legacy-only-node-keys",
            "legacy-tainted-nodes"
        ]
    );

    let table = run_plugin_as(c.kubeconfig(), ["migration", "status"]);
    assert_eq!(exit(&table), 1);
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(text.contains("VERDICT FOR v0.21.0: NOT READY"), "{text}");
    assert!(text.contains("1. the operator is v0.15.0"), "{text}");

    // Swapping taints under a legacy operator would strand the nodes: refused, nothing written.
    let swap = run_plugin_as(
        c.kubeconfig(),
        ["migration", "taints", "--all", "--confirm"],
    );
    assert_eq!(exit(&swap), 2, "{}", describe(&swap));
    assert!(
        String::from_utf8_lossy(&swap.stderr).contains("Upgrade the operator"),
        "{}",
        describe(&swap)
    );
    assert!(
        taint_keys(c.kubeconfig(), &gated)
            .iter()
            .any(|t| t == LEGACY_TAINT)
    );
}

#[tokio::test]
async fn a_mixed_cluster_lists_every_section_and_becomes_ready_once_fixed() {
    let _one = WORLD.lock().await;
    let c = OwnCluster::up("migration-mixed");
    let kc = c.kubeconfig().to_path_buf();
    let client = c.0.client().await;

    // The fleet: operator v0.18.1 upgraded from v0.15 two hours ago (mirrors inside the window).
    let mut f = Fleet::new("mx", Flavor::Migrating);
    let released_pre = f.add(Situation::Released); // pre-upgrade: both prefixes, legacy marker
    let gated_new = f.add(Situation::GatedInProgress); // joined after: new key
    let legacy_tainted = f.add(Situation::LegacyTaint); // provisioner still uses the legacy key
    f.add(Situation::WaitingBatch);
    let gated_pre = f.add(Situation::GatedInProgress); // pre-upgrade, legacy key
    f.add(Situation::Ungated);
    fleet::seed(&client, &f, 8).await.expect("seed fleet");
    fleet::seed_operator(&client, &Operator::for_flavor(Flavor::Migrating))
        .await
        .expect("seed operator");
    let runtime = f.cr_name(fleet::Role::Runtime);

    // A Skyhook the shim has not mirrored, and a mirror whose window ended three days ago.
    let skyhook = |name: &str| {
        json!({"apiVersion": "skyhook.nvidia.com/v1alpha1", "kind": "Skyhook", "metadata": {"name": name},
               "spec": {"nodeSelectors": {"matchLabels": {"fleet.nodewright.dev/id": "mx-none"}}, "packages": {}}})
    };
    let mirror = |name: &str, at: jiff::Timestamp| {
        json!({"apiVersion": "nodewright.nvidia.com/v1alpha1", "kind": "NodeWright",
               "metadata": {"name": name, "annotations": {
                   "nodewright.nvidia.com/mirrored-from": name,
                   "nodewright.nvidia.com/legacy-migrated-at": at.to_string()}},
               "spec": {"nodeSelectors": {"matchLabels": {"fleet.nodewright.dev/id": "mx-none"}}, "packages": {}}})
    };
    fleet::upsert(&client, &skyhook("mx-unmirrored"))
        .await
        .expect("skyhook");
    fleet::upsert(&client, &skyhook("mx-old"))
        .await
        .expect("skyhook");
    fleet::upsert(
        &client,
        &mirror("mx-old", jiff::Timestamp::now() - 72.hours()),
    )
    .await
    .expect("mirror");

    // Hand-made nodes for the annotation states the fleet does not cover exactly.
    let st = format!("status_{runtime}");
    node("mx-copied")
        .annotation(&format!("skyhook.nvidia.com/{st}"), "complete")
        .annotation(&format!("nodewright.nvidia.com/{st}"), "complete")
        .apply(&client)
        .await;
    node("mx-divergent")
        .annotation(&format!("skyhook.nvidia.com/{st}"), "in_progress")
        .annotation(&format!("nodewright.nvidia.com/{st}"), "complete")
        .apply(&client)
        .await;
    node("mx-legacyonly")
        .annotation(&format!("skyhook.nvidia.com/{st}"), "in_progress")
        .annotation("skyhook.nvidia.com/autoTaint_skyhook.nvidia.com", "true")
        .taint("skyhook.nvidia.com", "runtime-required", "NoSchedule")
        .apply(&client)
        .await;

    // Provisioning sources and a workload that name the legacy key.
    kubectl(
        &kc,
        &[
            "apply",
            "-f",
            concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/tests/migration/provisioning-crds.yaml"
            ),
        ],
        None,
    );
    kubectl(
        &kc,
        &[
            "wait",
            "--for",
            "condition=established",
            "--timeout=60s",
            "crd/nodepools.karpenter.sh",
            "crd/kubeadmconfigtemplates.bootstrap.cluster.x-k8s.io",
        ],
        None,
    );
    let nodepool = |key: &str| {
        json!({"apiVersion": "karpenter.sh/v1", "kind": "NodePool", "metadata": {"name": "mx-gpu"},
               "spec": {"template": {"spec": {
                   "nodeClassRef": {"group": "karpenter.k8s.aws", "kind": "EC2NodeClass", "name": "default"},
                   "taints": [{"key": "nvidia.com/gpu", "value": "present", "effect": "NoSchedule"}],
                   "startupTaints": [{"key": key, "value": "runtime-required", "effect": "NoSchedule"}]}}}})
    };
    apply(&kc, &nodepool("skyhook.nvidia.com"));
    for ns in ["mx-capi", "mx-apps"] {
        apply(
            &kc,
            &json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": ns}}),
        );
    }
    let kct = |key: &str| {
        json!({"apiVersion": "bootstrap.cluster.x-k8s.io/v1beta1", "kind": "KubeadmConfigTemplate",
               "metadata": {"name": "mx-workers", "namespace": "mx-capi"},
               "spec": {"template": {"spec": {"joinConfiguration": {"nodeRegistration": {
                   "taints": [{"key": key, "value": "runtime-required", "effect": "NoSchedule"}]}}}}}})
    };
    apply(&kc, &kct("skyhook.nvidia.com"));
    let daemonset = |tolerations: Value| {
        json!({"apiVersion": "apps/v1", "kind": "DaemonSet", "metadata": {"name": "mx-device-plugin", "namespace": "mx-apps"},
               "spec": {"selector": {"matchLabels": {"app": "dp"}}, "template": {
                   "metadata": {"labels": {"app": "dp"}},
                   "spec": {"tolerations": tolerations, "containers": [{"name": "c", "image": "registry.k8s.io/pause:3.10"}]}}}})
    };
    apply(
        &kc,
        &daemonset(
            json!([{"key": "skyhook.nvidia.com", "operator": "Exists", "effect": "NoSchedule"}]),
        ),
    );

    // --- The report, section by section.
    let (doc, out) = report(&kc, &[]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    assert_eq!(doc["operator"]["version"], "v0.18.1");
    assert_eq!(doc["operator"]["configuredTaint"], NEW_TAINT);
    assert_eq!(doc["operator"]["legacyCleanupDelay"], "24h");
    assert_eq!(doc["removalVersion"], "v0.21.0");
    let groups: Vec<(String, Value)> = doc["apiGroups"]
        .as_array()
        .expect("groups")
        .iter()
        .map(|g| {
            (
                g["group"].as_str().unwrap_or("").to_string(),
                g["versions"].clone(),
            )
        })
        .collect();
    assert!(
        groups.contains(&("karpenter.sh".into(), json!(["v1"]))),
        "{groups:?}"
    );
    assert!(
        groups.contains(&("bootstrap.cluster.x-k8s.io".into(), json!(["v1beta1"]))),
        "{groups:?}"
    );

    let crs = &doc["customResources"];
    assert_eq!(crs["skyhooks"]["count"], 7);
    assert_eq!(crs["nodewrights"]["count"], 6);
    assert_eq!(names(&crs["notMirrored"]), ["mx-unmirrored"]);
    let open: Vec<&str> = crs["rollbackWindowOpen"]
        .as_array()
        .expect("open")
        .iter()
        .map(|w| w["name"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(open.len(), 5, "{open:?}");
    assert!(open.contains(&runtime.as_str()));
    assert!(crs["rollbackWindowOpen"][0]["endsAt"].is_string());
    assert_eq!(crs["rollbackWindowEnded"][0]["name"], "mx-old");

    let nodes = &doc["nodes"];
    for n in [legacy_tainted.as_str(), gated_pre.as_str(), "mx-legacyonly"] {
        assert!(
            has(&nodes["gateTaint"]["legacy"], n),
            "{n} legacy: {}",
            nodes["gateTaint"]
        );
    }
    assert!(has(&nodes["gateTaint"]["configured"], &gated_new));
    assert!(
        has(&nodes["annotations"]["copied"], "mx-copied"),
        "{}",
        nodes["annotations"]
    );
    assert!(has(&nodes["annotations"]["divergent"], "mx-divergent"));
    assert!(has(&nodes["annotations"]["legacyOnly"], "mx-legacyonly"));
    assert!(has(&nodes["annotations"]["newOnly"], &gated_new));
    assert!(has(&nodes["lingeringLegacyKeys"], &released_pre));

    let sources: Vec<(String, String, String)> = doc["provisioning"]["sources"]
        .as_array()
        .expect("sources")
        .iter()
        .map(|s| {
            (
                s["kind"].as_str().unwrap_or("").into(),
                s["name"].as_str().unwrap_or("").into(),
                s["field"].as_str().unwrap_or("").into(),
            )
        })
        .collect();
    assert_eq!(
        sources,
        [
            (
                "NodePool".into(),
                "mx-gpu".into(),
                "spec.template.spec.startupTaints".into()
            ),
            (
                "KubeadmConfigTemplate".into(),
                "mx-workers".into(),
                "spec.template.spec.joinConfiguration.nodeRegistration.taints".into()
            ),
        ]
    );
    assert!(
        doc["provisioning"]["manualChecks"]
            .as_array()
            .is_some_and(|m| m.len() >= 3)
    );
    assert_eq!(
        doc["workloads"]["legacyOnly"][0]["name"],
        "mx-device-plugin"
    );
    assert_eq!(doc["workloads"]["legacyOnly"][0]["kind"], "DaemonSet");

    assert_eq!(doc["verdict"]["readiness"], "not-ready");
    assert_eq!(
        codes(&doc["verdict"]["mustChange"]),
        [
            "unmirrored-crs",
            "legacy-only-node-keys",
            "provisioning-sources",
            "workload-tolerations",
            "legacy-tainted-nodes"
        ]
    );
    let advisories = codes(&doc["verdict"]["advisories"]);
    for a in [
        "rollback-window-open",
        "stale-legacy-copies",
        "lingering-legacy-keys",
    ] {
        assert!(advisories.iter().any(|x| x == a), "{a} in {advisories:?}");
    }

    // The table names the first few and says how many more.
    let table = run_plugin_as(&kc, ["migration", "status", "--show", "1"]);
    assert_eq!(exit(&table), 1);
    let text = String::from_utf8_lossy(&table.stdout);
    assert!(text.contains(" more"), "{text}");
    assert!(text.contains("NodePool/mx-gpu"), "{text}");
    assert!(
        text.contains("daemonset/mx-apps/mx-device-plugin"),
        "{text}"
    );

    // --- Partial RBAC: nodes and CRs readable, workloads only in mx-apps. The report still
    // finds the DaemonSet, names what it could not read, and stays "not ready".
    kubectl(
        &kc,
        &[
            "create",
            "clusterrole",
            "mx-reader",
            "--verb=get,list",
            "--resource=nodes,namespaces,skyhooks.skyhook.nvidia.com,nodewrights.nodewright.nvidia.com,nodepools.karpenter.sh,kubeadmconfigtemplates.bootstrap.cluster.x-k8s.io",
        ],
        None,
    );
    kubectl(
        &kc,
        &[
            "create",
            "clusterrolebinding",
            "mx-reader",
            "--clusterrole=mx-reader",
            "--user=nobody",
        ],
        None,
    );
    kubectl(
        &kc,
        &[
            "create",
            "role",
            "mx-apps-reader",
            "-n",
            "mx-apps",
            "--verb=list",
            "--resource=deployments.apps,daemonsets.apps,statefulsets.apps,jobs.batch,cronjobs.batch",
        ],
        None,
    );
    kubectl(
        &kc,
        &[
            "create",
            "rolebinding",
            "mx-apps-reader",
            "-n",
            "mx-apps",
            "--role=mx-apps-reader",
            "--user=nobody",
        ],
        None,
    );
    let (partial, out) = report(&c.0.nobody_kubeconfig, &[]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    assert_eq!(
        partial["workloads"]["legacyOnly"][0]["name"], "mx-device-plugin",
        "{}",
        partial["workloads"]
    );
    let unreadable = partial["workloads"]["unreadable"].to_string();
    assert!(
        unreadable.contains("daemonsets.apps: forbidden in namespace(s)")
            && unreadable.contains("default"),
        "{unreadable}"
    );
    assert!(
        partial["verdict"]["unknown"]
            .to_string()
            .contains("daemonsets.apps"),
        "{}",
        partial["verdict"]
    );
    assert_eq!(partial["verdict"]["readiness"], "not-ready");

    // --- Fix what the report listed, in its order.
    // 1. The shim mirrors the last Skyhook and copies the legacy-only node's keys.
    fleet::upsert(&client, &mirror("mx-unmirrored", jiff::Timestamp::now()))
        .await
        .expect("mirror");
    kubectl(
        &kc,
        &[
            "annotate",
            "node",
            "mx-legacyonly",
            &format!("nodewright.nvidia.com/{st}=in_progress"),
            "nodewright.nvidia.com/autoTaint_skyhook.nvidia.com=true",
        ],
        None,
    );
    // 2. Provisioning gives new nodes the new key.
    apply(&kc, &nodepool("nodewright.nvidia.com"));
    apply(&kc, &kct("nodewright.nvidia.com"));
    // 3. The DaemonSet tolerates the new key too.
    apply(
        &kc,
        &daemonset(json!([
            {"key": "skyhook.nvidia.com", "operator": "Exists", "effect": "NoSchedule"},
            {"key": "nodewright.nvidia.com", "operator": "Exists", "effect": "NoSchedule"}
        ])),
    );
    // 4. The nodes: a dry run first changes nothing, then the swap.
    let dry = run_plugin_as(
        &kc,
        ["migration", "taints", "--all", "--dry-run", "-o", "json"],
    );
    assert_eq!(exit(&dry), 0, "{}", describe(&dry));
    assert!(
        taint_keys(&kc, &legacy_tainted)
            .iter()
            .any(|t| t == LEGACY_TAINT)
    );
    let swap = run_plugin_as(
        &kc,
        ["migration", "taints", "--all", "--confirm", "-o", "json"],
    );
    assert_eq!(exit(&swap), 0, "{}", describe(&swap));
    let results: Value = serde_json::from_slice(&swap.stdout).expect("results JSON");
    let changed: Vec<&str> = results["items"]
        .as_array()
        .expect("items")
        .iter()
        .filter(|r| r["outcome"] == "changed")
        .map(|r| r["node"].as_str().unwrap_or(""))
        .collect();
    for n in [legacy_tainted.as_str(), gated_pre.as_str(), "mx-legacyonly"] {
        assert!(changed.contains(&n), "{n} changed: {changed:?}");
        let taints = taint_keys(&kc, n);
        assert!(taints.iter().any(|t| t == NEW_TAINT), "{n}: {taints:?}");
        assert!(
            !taints.iter().any(|t| t.starts_with("skyhook.nvidia.com=")),
            "{n}: {taints:?}"
        );
    }
    // Other taints kept as they were (the GPU taint).
    assert!(
        taint_keys(&kc, &gated_pre)
            .iter()
            .any(|t| t == "nvidia.com/gpu=present:NoSchedule")
    );
    // Idempotent: again, nothing to do.
    let again = run_plugin_as(&kc, ["migration", "taints", "--all", "--confirm"]);
    assert_eq!(exit(&again), 0, "{}", describe(&again));

    let (doc, out) = report(&kc, &[]);
    assert_eq!(
        exit(&out),
        0,
        "ready exits 0:\n{}\n{}",
        describe(&out),
        doc["verdict"]
    );
    assert_eq!(doc["verdict"]["readiness"], "ready");
    assert_eq!(doc["verdict"]["mustChange"], json!([]));
    assert_eq!(doc["nodes"]["gateTaint"]["legacy"]["count"], 0);
    assert_eq!(doc["workloads"]["both"][0]["name"], "mx-device-plugin");
    let table = run_plugin_as(&kc, ["migration", "status"]);
    assert_eq!(exit(&table), 0);
    assert!(String::from_utf8_lossy(&table.stdout).contains("VERDICT FOR v0.21.0: READY"));
}

#[tokio::test]
async fn a_fully_migrated_cluster_is_ready() {
    let _one = WORLD.lock().await;
    let c = OwnCluster::up("migration-renamed");
    let client = c.0.client().await;
    let mut f = Fleet::new("rn", Flavor::Renamed);
    for s in [
        Situation::Released,
        Situation::GatedInProgress,
        Situation::WaitingBatch,
        Situation::OrphanedState,
        Situation::Ungated,
    ] {
        f.add(s);
    }
    fleet::seed(&client, &f, 8).await.expect("seed fleet");
    fleet::seed_operator(&client, &Operator::for_flavor(Flavor::Renamed))
        .await
        .expect("seed operator");

    let (doc, out) = report(c.kubeconfig(), &["--removal-version", "v0.21.0"]);
    assert_eq!(exit(&out), 0, "{}\n{}", describe(&out), doc["verdict"]);
    assert_eq!(doc["removalVersion"], "v0.21.0");
    assert_eq!(doc["verdict"]["readiness"], "ready");
    assert_eq!(doc["verdict"]["removalVersion"], "v0.21.0");
    assert_eq!(doc["customResources"]["skyhooks"]["count"], 0);
    assert_eq!(doc["customResources"]["nodewrights"]["count"], 5);
    assert_eq!(doc["customResources"]["notMirrored"]["count"], 0);
    let nodes = &doc["nodes"];
    assert_eq!(nodes["total"], 5);
    assert_eq!(nodes["gateTaint"]["legacy"]["count"], 0);
    assert!(
        nodes["gateTaint"]["configured"]["count"]
            .as_u64()
            .is_some_and(|n| n >= 2)
    );
    for s in ["legacyOnly", "copied", "divergent"] {
        assert_eq!(nodes["annotations"][s]["count"], 0, "{s}");
    }
    assert_eq!(nodes["lingeringLegacyKeys"]["count"], 0);
    assert_eq!(doc["provisioning"]["sources"], json!([]));
    assert_eq!(doc["workloads"]["legacyOnly"], json!([]));
    let text = run_plugin_as(
        c.kubeconfig(),
        ["migration", "status", "--removal-version", "v0.21.0"],
    );
    assert_eq!(exit(&text), 0);
    assert!(String::from_utf8_lossy(&text.stdout).contains("VERDICT FOR v0.21.0: READY"));
    // Nothing to swap.
    let swap = run_plugin_as(
        c.kubeconfig(),
        ["migration", "taints", "--all", "--confirm"],
    );
    assert_eq!(exit(&swap), 0, "{}", describe(&swap));
    assert!(
        String::from_utf8_lossy(&swap.stderr).contains("nothing to do"),
        "{}",
        describe(&swap)
    );
}

#[tokio::test]
async fn nobody_gets_an_unknown_verdict_that_names_what_it_could_not_read() {
    let c = Cluster::shared();
    let (doc, out) = report(&c.nobody_kubeconfig, &[]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    assert_eq!(doc["verdict"]["readiness"], "unknown");
    let unknown = doc["verdict"]["unknown"].to_string();
    for what in [
        "nodes",
        "Skyhooks",
        "NodeWrights",
        "deployments.apps",
        "daemonsets.apps",
        "cronjobs.batch",
    ] {
        assert!(unknown.contains(what), "{what} in {unknown}");
    }
    assert!(
        doc["nodes"]["unreadable"]
            .as_str()
            .is_some_and(|u| u.contains("forbidden"))
    );
}

#[tokio::test]
async fn taints_refuses_when_the_configured_key_is_the_legacy_key() {
    let c = Cluster::shared();
    let client = c.client().await;
    let name = unique("mig-pinned");
    node(&name)
        .taint("skyhook.nvidia.com", "runtime-required", "NoSchedule")
        .apply(&client)
        .await;
    let out = run_plugin_as(
        &c.admin_kubeconfig,
        [
            "migration",
            "taints",
            &name,
            "--confirm",
            "--runtime-required-taint",
            LEGACY_TAINT,
        ],
    );
    assert_eq!(exit(&out), 2, "{}", describe(&out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is the legacy key itself"), "{err}");
    assert_eq!(taint_keys(&c.admin_kubeconfig, &name), [LEGACY_TAINT]);
}

#[tokio::test]
async fn taints_swaps_named_nodes_in_one_write_and_keeps_other_taints() {
    let c = Cluster::shared();
    let client = c.client().await;
    let a = unique("mig-swap");
    let b = unique("mig-swap");
    node(&a)
        .taint("dedicated", "training", "NoSchedule")
        .taint("skyhook.nvidia.com", "runtime-required", "NoSchedule")
        .apply(&client)
        .await;
    // Already carries the configured taint next to the legacy one: only the legacy one goes.
    node(&b)
        .taint("nodewright.nvidia.com", "runtime-required", "NoSchedule")
        .taint("skyhook.nvidia.com", "runtime-required", "NoSchedule")
        .apply(&client)
        .await;
    let out = run_plugin_as(
        &c.admin_kubeconfig,
        [
            "migration",
            "taints",
            &a,
            &b,
            "--confirm",
            "--runtime-required-taint",
            NEW_TAINT,
            "-o",
            "json",
            "-v",
            "6",
        ],
    );
    assert_eq!(exit(&out), 0, "{}", describe(&out));
    // One PATCH per node: the add and the removal travel together.
    let patches = String::from_utf8_lossy(&out.stderr)
        .matches("I PATCH ")
        .count();
    assert_eq!(patches, 2, "{}", describe(&out));
    assert_eq!(
        taint_keys(&c.admin_kubeconfig, &a),
        ["dedicated=training:NoSchedule", NEW_TAINT]
    );
    assert_eq!(taint_keys(&c.admin_kubeconfig, &b), [NEW_TAINT]);
}
