//! Tests of the test harness itself: the control plane started by `tests/cluster`, the CRDs of
//! both API groups, RBAC, and the fleet generator. If these fail, no other integration test
//! means anything.

mod common;

use common::fleet::{self, FLEET_LABEL, Flavor, Fleet, LEGACY, Mix, RENAMED, Situation};
use common::{Cluster, unique};
use k8s_openapi::api::core::v1::Node;
use kube::api::{Api, DynamicObject, ListParams};

#[tokio::test]
async fn admin_creates_a_node_with_taints_and_annotations_and_reads_it_back() {
    let cluster = Cluster::shared();
    let client = cluster.client().await;
    let name = unique("harness-node");
    common::node(&name)
        .label("nvidia.com/gpu.present", "true")
        .annotation("nodewright.nvidia.com/status_gpu-runtime", "in_progress")
        .taint("nodewright.nvidia.com", "runtime-required", "NoSchedule")
        .apply(&client)
        .await;

    let node = Api::<Node>::all(client)
        .get(&name)
        .await
        .expect("node readable");
    let annotations = node.metadata.annotations.unwrap_or_default();
    assert_eq!(
        annotations
            .get("nodewright.nvidia.com/status_gpu-runtime")
            .map(String::as_str),
        Some("in_progress")
    );
    let taints = node.spec.and_then(|s| s.taints).unwrap_or_default();
    // Exactly ours: the control plane must not add `node.kubernetes.io/not-ready` (there is no
    // node lifecycle controller to remove it, so it would block every CR).
    assert_eq!(taints.len(), 1, "taints: {taints:?}");
    assert_eq!(taints[0].key, "nodewright.nvidia.com");
    assert_eq!(taints[0].value.as_deref(), Some("runtime-required"));
    assert_eq!(taints[0].effect, "NoSchedule");
}

#[tokio::test]
async fn both_crd_groups_are_served_cluster_scoped_with_status() {
    let client = Cluster::shared().client().await;
    for (group, kind, plural) in [
        (LEGACY, "Skyhook", "skyhooks"),
        (RENAMED, "NodeWright", "nodewrights"),
    ] {
        let list = client
            .list_api_group_resources(&format!("{group}/v1alpha1"))
            .await
            .unwrap_or_else(|e| panic!("discovery of {group}/v1alpha1: {e}"));
        let names: Vec<&str> = list.resources.iter().map(|r| r.name.as_str()).collect();
        for want in [
            plural,
            "deploymentpolicies",
            &format!("{plural}/status") as &str,
        ] {
            assert!(names.contains(&want), "{group}: {want} not in {names:?}");
        }
        for (res, k) in [(plural, kind), ("deploymentpolicies", "DeploymentPolicy")] {
            let r = list
                .resources
                .iter()
                .find(|r| r.name == res)
                .expect("listed");
            assert_eq!(r.kind, k);
            assert!(!r.namespaced, "{group} {res} must be cluster-scoped");
        }
    }
}

/// The test CRDs carry the operator's validation rules: what a real cluster with the
/// operator's CRDs refuses, this one refuses too; what the operator writes is kept, not pruned.
#[tokio::test]
async fn crds_validate_like_the_operators_schema() {
    let client = Cluster::shared().client().await;
    for (group, kind) in [(LEGACY, "Skyhook"), (RENAMED, "NodeWright")] {
        let ar = fleet::api_resource(group, kind);
        let api: Api<DynamicObject> = Api::all_with(client.clone(), &ar);
        let cr = |name: &str, pkg: serde_json::Value| {
            serde_json::from_value::<DynamicObject>(serde_json::json!({
                "apiVersion": format!("{group}/v1alpha1"), "kind": kind,
                "metadata": {"name": name},
                // Selects no node: other tests share this control plane.
                "spec": {"runtimeRequired": true, "packages": {"spencer": pkg},
                         "nodeSelectors": {"matchLabels": {"harness.test/none": name}}},
            }))
            .expect("object")
        };
        let pp = kube::api::PostParams::default();
        let refused = [
            // the operator requires image and version on every package
            serde_json::json!({"version": "1.0.0"}),
            // a package name outside ^[a-z][-a-z0-9]{0,41}[a-z]$
            serde_json::json!({"name": "pkg2", "version": "1.0.0", "image": "x"}),
            serde_json::json!({"version": "1.0.0", "image": "x", "interrupt": {"type": "kexec"}}),
            // an interrupt without its required type
            serde_json::json!({"version": "1.0.0", "image": "x", "interrupt": {"services": ["kubelet"]}}),
        ];
        for (i, pkg) in refused.into_iter().enumerate() {
            let name = unique(&format!("crd-refused-{i}"));
            match api.create(&pp, &cr(&name, pkg.clone())).await {
                Err(kube::Error::Api(s)) => assert_eq!(s.code, 422, "{group} {pkg}: {s:?}"),
                other => panic!("{group}: package {pkg} must be refused, got {other:?}"),
            }
        }
        // A valid one keeps what the operator writes in status, nested node state included.
        let name = unique("crd-kept");
        api.create(
            &pp,
            &cr(&name, serde_json::json!({"version": "3.2.3", "image": "ghcr.io/nvidia/skyhook/agentless"})),
        )
        .await
        .unwrap_or_else(|e| panic!("{group}: valid CR refused: {e}"));
        let status = serde_json::json!({"status": {
            "status": "erroring", "observedGeneration": 1,
            "nodeState": {"n1": {"spencer|3.2.3": {"name": "spencer", "version": "3.2.3",
                "image": "ghcr.io/nvidia/skyhook/agentless", "stage": "apply", "state": "erroring", "restarts": 3}}},
            "nodePriority": {"n1": "2026-11-30T13:18:27Z"},
            "compartmentStatuses": {"__default__": {"matched": 2, "ceiling": 1, "inProgress": 1, "completed": 0,
                "progressPercent": 0, "batchState": {"currentBatch": 2, "shouldStop": true, "failedNodes": 1}}},
        }});
        let got = api
            .patch_status(
                &name,
                &kube::api::PatchParams::default(),
                &kube::api::Patch::Merge(&status),
            )
            .await
            .unwrap_or_else(|e| panic!("{group}: status patch refused: {e}"));
        let st = &got.data["status"];
        assert_eq!(
            st["nodeState"]["n1"]["spencer|3.2.3"]["restarts"], 3,
            "{st}"
        );
        assert_eq!(
            st["compartmentStatuses"]["__default__"]["batchState"]["shouldStop"], true,
            "{st}"
        );
        // ... and refuses a status value outside the operator's enum.
        let bad = serde_json::json!({"status": {"status": "stuck"}});
        match api
            .patch_status(
                &name,
                &kube::api::PatchParams::default(),
                &kube::api::Patch::Merge(&bad),
            )
            .await
        {
            Err(kube::Error::Api(s)) => assert_eq!(s.code, 422, "{s:?}"),
            other => panic!("{group}: status 'stuck' must be refused, got {other:?}"),
        }
        api.delete(&name, &Default::default())
            .await
            .expect("delete");
    }
    // Only the renamed group has the v0.18+ fields; the v0.15 legacy schema prunes them.
    let nw = fleet::api_resource(RENAMED, "NodeWright");
    let name = unique("crd-newer");
    let obj: DynamicObject = serde_json::from_value(serde_json::json!({
        "apiVersion": format!("{RENAMED}/v1alpha1"), "kind": "NodeWright", "metadata": {"name": name},
        "spec": {"runtimeRequired": true, "runtimeRequiredCordonAfter": true,
            "nodeSelectors": {"matchLabels": {"harness.test/none": name}},
            "packages": {"spencer": {"version": "3.2.3", "image": "ghcr.io/nvidia/skyhook/agentless", "stageTimeout": "10m"}}},
    }))
    .expect("object");
    let api: Api<DynamicObject> = Api::all_with(client.clone(), &nw);
    let got = api
        .create(&Default::default(), &obj)
        .await
        .expect("create NodeWright");
    assert_eq!(got.data["spec"]["runtimeRequiredCordonAfter"], true);
    assert_eq!(
        got.data["spec"]["packages"]["spencer"]["stageTimeout"],
        "10m"
    );
    api.delete(&name, &Default::default())
        .await
        .expect("delete");
}

/// `tests/cluster` admits privileged pods: the operator's package pods are privileged, so
/// without `--allow-privileged=true` a real operator could not run against it.
#[tokio::test]
async fn privileged_package_pods_are_admitted() {
    use k8s_openapi::api::core::v1::{Namespace, Pod};
    let client = Cluster::shared().client().await;
    let ns = "oracle-privileged";
    let nsapi: Api<Namespace> = Api::all(client.clone());
    let nsobj: Namespace =
        serde_json::from_value(serde_json::json!({"metadata": {"name": ns}})).expect("ns");
    match nsapi.create(&Default::default(), &nsobj).await {
        Ok(_) => {}
        Err(kube::Error::Api(s)) if s.code == 409 => {}
        Err(e) => panic!("namespace: {e}"),
    }
    let name = unique("privileged");
    let pod: Pod = serde_json::from_value(serde_json::json!({
        "metadata": {"name": name},
        "spec": {"nodeName": "nowhere", "initContainers": [{"name": "spencer-apply", "image": "agent",
                 "securityContext": {"privileged": true}}],
                 "containers": [{"name": "pause", "image": "pause"}]},
    }))
    .expect("pod");
    let pods: Api<Pod> = Api::namespaced(client, ns);
    pods.create(&Default::default(), &pod)
        .await
        .unwrap_or_else(|e| panic!("a privileged pod must be admitted: {e}"));
    pods.delete(&name, &kube::api::DeleteParams::default().grace_period(0))
        .await
        .expect("delete");
}

#[tokio::test]
async fn nobody_is_forbidden_to_list_nodes() {
    let client = Cluster::shared().nobody_client().await;
    match Api::<Node>::all(client)
        .list(&ListParams::default().limit(1))
        .await
    {
        Err(kube::Error::Api(s)) => assert!(s.is_forbidden(), "expected 403 Forbidden, got {s:?}"),
        other => panic!("expected 403 Forbidden, got {other:?}"),
    }
}

#[test]
fn cluster_up_reuses_a_running_control_plane() {
    let first = Cluster::shared();
    let again = Cluster::up(first.dir.to_str().expect("utf-8 path"));
    assert_eq!(first.admin_kubeconfig, again.admin_kubeconfig);
    let out = std::process::Command::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cluster"))
        .arg("env")
        .env("CLUSTER_DIR", &first.dir)
        .output()
        .expect("run tests/cluster env");
    assert!(out.status.success(), "{}", common::describe(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        stdout.trim(),
        format!("export KUBECONFIG={}", first.admin_kubeconfig.display())
    );
}

#[tokio::test]
async fn fleet_nodes_are_realistic_and_written_the_way_the_operator_writes_them() {
    let client = Cluster::shared().client().await;
    let id = unique("fl");
    // One node per situation.
    let fleet = Fleet::with_mix(&id, Flavor::Renamed, &Mix::Demo, Situation::ALL.len());
    let report = fleet::seed(&client, &fleet, 8).await.expect("seed");
    assert_eq!(report.nodes, Situation::ALL.len());

    let nodes = Api::<Node>::all(client.clone())
        .list(&ListParams::default().labels(&format!("{FLEET_LABEL}={id}")))
        .await
        .expect("list fleet");
    assert_eq!(nodes.items.len(), Situation::ALL.len());

    for node in &nodes.items {
        let name = node.metadata.name.clone().unwrap_or_default();
        let plan = fleet.plan(&name).expect("a node of the fleet");
        let json = serde_json::to_vec(node).expect("serialise");
        let labels = node.metadata.labels.clone().unwrap_or_default();
        let annotations = node.metadata.annotations.clone().unwrap_or_default();
        let taints = node
            .spec
            .as_ref()
            .and_then(|s| s.taints.clone())
            .unwrap_or_default();
        let status = node.status.as_ref().expect("status kept on create");
        if !plan.situation.is_cpu() {
            // ~32 KB as served (managedFields included), like a real GPU worker.
            assert!(
                (28_000..40_000).contains(&json.len()),
                "{name}: {} bytes",
                json.len()
            );
            assert!(labels.len() >= 120, "{name}: {} labels", labels.len());
            assert_eq!(status.images.as_ref().map(Vec::len), Some(50));
            let gpus = status
                .capacity
                .as_ref()
                .and_then(|c| c.get("nvidia.com/gpu"))
                .map(|q| q.0.clone());
            assert_eq!(gpus.as_deref(), Some("8"));
        }
        assert!(
            status
                .node_info
                .as_ref()
                .is_some_and(|i| !i.boot_id.is_empty()),
            "{name}: bootID"
        );

        let gate = taints.iter().find(|t| t.key == RENAMED || t.key == LEGACY);
        let runtime = fleet.cr_name(fleet::Role::Runtime);
        let status_key = format!("{RENAMED}/status_{runtime}");
        match plan.situation {
            Situation::Released => {
                assert!(gate.is_none(), "{name}: released but tainted");
                assert_eq!(
                    annotations.get(&status_key).map(String::as_str),
                    Some("complete")
                );
                assert_eq!(
                    labels.get(&status_key).map(String::as_str),
                    Some("complete")
                );
                let state: serde_json::Value =
                    serde_json::from_str(&annotations[&format!("{RENAMED}/nodeState_{runtime}")])
                        .expect("json");
                assert_eq!(state["gpu-tuning|1.4.2"]["stage"], "post-interrupt");
                assert_eq!(state["nccl-config|2.21.5"]["stage"], "config");
                assert_eq!(
                    annotations
                        .get(&format!("{RENAMED}/autoTaint_{RENAMED}"))
                        .map(String::as_str),
                    Some("true")
                );
            }
            Situation::Erroring => {
                assert_eq!(
                    gate.and_then(|t| t.value.as_deref()),
                    Some("runtime-required")
                );
                let state: serde_json::Value =
                    serde_json::from_str(&annotations[&format!("{RENAMED}/nodeState_{runtime}")])
                        .expect("json");
                assert_eq!(state["gpu-tuning|1.4.2"]["state"], "erroring");
                assert_eq!(state["gpu-tuning|1.4.2"]["restarts"], 7);
                let conds = status.conditions.clone().unwrap_or_default();
                let c = conds
                    .iter()
                    .find(|c| c.type_ == format!("{RENAMED}/{runtime}/Erroring"))
                    .expect("condition");
                assert_eq!(c.status, "True");
                assert!(c.last_transition_time.is_some());
            }
            Situation::PendingTaint => {
                assert!(gate.is_none());
                assert!(
                    !annotations
                        .keys()
                        .any(|k| k.starts_with(RENAMED) || k.starts_with(LEGACY)),
                    "{name}: not new"
                );
            }
            Situation::StateMalformed => {
                let raw = &annotations[&format!("{RENAMED}/nodeState_{runtime}")];
                assert!(
                    serde_json::from_str::<serde_json::Value>(raw).is_err(),
                    "{name}: must not parse"
                );
            }
            Situation::TaintValueMismatch => {
                assert_eq!(gate.and_then(|t| t.value.as_deref()), Some("true"))
            }
            Situation::LegacyTaint => assert_eq!(gate.map(|t| t.key.as_str()), Some(LEGACY)),
            Situation::Ignored => assert_eq!(
                labels.get(&format!("{RENAMED}/ignore")).map(String::as_str),
                Some("true")
            ),
            _ => {}
        }
    }

    // CR status went through the status subresource.
    let ar = fleet::api_resource(RENAMED, "NodeWright");
    let cr = Api::<DynamicObject>::all_with(client, &ar)
        .get(&fleet.cr_name(fleet::Role::Runtime))
        .await
        .expect("runtime CR");
    assert_eq!(cr.data["status"]["status"], "erroring");
    let first = &fleet.nodes[0].name;
    assert_eq!(cr.data["status"]["nodeStatus"][first], "complete");
}

#[tokio::test]
async fn fleet_seeding_is_idempotent() {
    let client = Cluster::shared().client().await;
    let fleet = Fleet::with_mix(&unique("idem"), Flavor::Legacy, &Mix::Demo, 6);
    // The renamed operator is what every test of the shared cluster expects to find.
    fleet::seed_operator(&client, &fleet::Operator::for_flavor(Flavor::Renamed))
        .await
        .expect("operator");
    // What a seed leaves on the fleet's nodes: labels, annotations and taints, by node.
    let nodes = Api::<Node>::all(client.clone());
    let lp = ListParams::default().labels(&format!("{FLEET_LABEL}={}", fleet.id));
    let seeded = || async {
        let list = nodes.list(&lp).await.expect("list fleet nodes");
        list.items
            .into_iter()
            .map(|n| {
                let name = n.metadata.name.clone().unwrap_or_default();
                let taints = n.spec.and_then(|s| s.taints).unwrap_or_default();
                let taints: Vec<String> = taints
                    .iter()
                    .map(|t| {
                        format!(
                            "{}={}:{}",
                            t.key,
                            t.value.clone().unwrap_or_default(),
                            t.effect
                        )
                    })
                    .collect();
                (name, (n.metadata.labels, n.metadata.annotations, taints))
            })
            .collect::<std::collections::BTreeMap<_, _>>()
    };
    fleet::seed(&client, &fleet, 4).await.expect("first seed");
    let first = seeded().await;
    assert_eq!(first.len(), 6, "every node of the fleet seeded");
    fleet::seed(&client, &fleet, 4)
        .await
        .expect("second seed replaces, does not fail");
    assert_eq!(seeded().await, first, "a second seed leaves the same nodes");
    fleet::seed_operator(&client, &fleet::Operator::for_flavor(Flavor::Renamed))
        .await
        .expect("operator again");
    common::delete_legacy_crs(&Cluster::shared().admin_kubeconfig, &fleet);
}

#[tokio::test]
async fn migrating_fleet_carries_both_prefixes_and_mirrors() {
    let client = Cluster::shared().client().await;
    let id = unique("mig");
    let mut fleet = Fleet::new(&id, Flavor::Migrating);
    let pre = fleet.add(Situation::GatedInProgress); // index 0: joined before the upgrade
    let post = fleet.add(Situation::GatedInProgress); // index 1: joined after
    fleet::seed(&client, &fleet, 2).await.expect("seed");

    let nodes = Api::<Node>::all(client.clone());
    let runtime = fleet.cr_name(fleet::Role::Runtime);
    let pre_node = nodes.get(&pre).await.expect("pre");
    let ann = pre_node.metadata.annotations.unwrap_or_default();
    for p in [LEGACY, RENAMED] {
        assert!(
            ann.contains_key(&format!("{p}/nodeState_{runtime}")),
            "{pre}: {p} nodeState"
        );
        // The shim's copy keeps the old taint key in the marker's suffix.
        assert!(
            ann.contains_key(&format!("{p}/autoTaint_{LEGACY}")),
            "{pre}: {p} marker"
        );
    }
    let pre_taints = pre_node.spec.and_then(|s| s.taints).unwrap_or_default();
    assert!(
        pre_taints.iter().any(|t| t.key == LEGACY),
        "{pre}: legacy taint"
    );
    assert_eq!(
        fleet.expected(fleet.plan(&pre).expect("plan")).blockers,
        vec!["legacy-taint"]
    );

    let post_node = nodes.get(&post).await.expect("post");
    let ann = post_node.metadata.annotations.unwrap_or_default();
    assert!(
        !ann.keys().any(|k| k.starts_with(LEGACY)),
        "{post}: no legacy keys"
    );
    assert!(
        post_node
            .spec
            .and_then(|s| s.taints)
            .unwrap_or_default()
            .iter()
            .any(|t| t.key == RENAMED)
    );

    let mirror =
        Api::<DynamicObject>::all_with(client.clone(), &fleet::api_resource(RENAMED, "NodeWright"))
            .get(&runtime)
            .await
            .expect("mirror");
    let ann = mirror.metadata.annotations.unwrap_or_default();
    assert_eq!(
        ann.get("nodewright.nvidia.com/mirrored-from"),
        Some(&runtime)
    );
    assert!(ann.contains_key("nodewright.nvidia.com/legacy-migrated-at"));
    Api::<DynamicObject>::all_with(client, &fleet::api_resource(LEGACY, "Skyhook"))
        .get(&runtime)
        .await
        .expect("legacy Skyhook kept");
}
