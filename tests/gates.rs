//! The gates other than NodeWright's, against a real control plane: a Node Readiness
//! Controller rule (its CRD as v0.5.0 ships it, `tests/crds/`) holding a node until a condition
//! holds, named with its failing condition in `explain`, `status -o wide` and `-o json`, and
//! every view (and `wait --for schedulable`) agreeing once it is released; the cloud provider's,
//! Karpenter's and the cluster autoscaler's taints and a foreign cordon named with their owners;
//! an operator warning event on the node in `explain`; and what `explain` costs in requests.

mod common;
#[path = "common/faultproxy.rs"]
mod faultproxy;

use std::process::{Output, Stdio};
use std::time::Duration;

use common::{Cluster, describe, run_plugin_as, unique};
use faultproxy::{FaultProxy, Faults};
use k8s_openapi::api::core::v1::Node;
use kube::api::{Api, DynamicObject, Patch, PatchParams, PostParams};
use serde_json::{Value, json};

fn admin() -> &'static std::path::Path {
    &Cluster::shared().admin_kubeconfig
}

fn run(args: &[&str]) -> Output {
    run_plugin_as(admin(), args)
}

fn text(out: &Output) -> String {
    assert!(out.status.success(), "{}", describe(out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn json_of(out: &Output) -> Value {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("stdout is not JSON ({e}):\n{}", describe(out)))
}

/// The `status -o wide` row of `node` (the header's columns by name).
fn wide_row(node: &str) -> std::collections::BTreeMap<String, String> {
    let out = text(&run(&["status", node, "-o", "wide"]));
    let mut lines = out.lines();
    let header = lines.next().expect("a header");
    let row = lines
        .find(|l| l.starts_with(&format!("{node} ")))
        .unwrap_or_else(|| panic!("no row for {node}:\n{out}"));
    // Columns start where the header's words start.
    let starts: Vec<usize> = header
        .char_indices()
        .filter(|(i, c)| *c != ' ' && (*i == 0 || header.as_bytes()[i - 1] == b' '))
        .map(|(i, _)| i)
        .collect();
    let cell = |s: &str, a: usize, b: Option<usize>| {
        let end = b.unwrap_or(s.len()).min(s.len());
        s.get(a.min(s.len())..end).unwrap_or("").trim().to_string()
    };
    starts
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            let b = starts.get(i + 1).copied();
            (cell(header, a, b), cell(row, a, b))
        })
        .collect()
}

fn rules_api(client: &kube::Client) -> Api<DynamicObject> {
    let ar = kube::api::ApiResource::from_gvk_with_plural(
        &kube::api::GroupVersionKind::gvk(
            "readiness.node.x-k8s.io",
            "v1alpha1",
            "NodeReadinessRule",
        ),
        "nodereadinessrules",
    );
    Api::all_with(client.clone(), &ar)
}

/// Sets the node's `nvidia.com/GPUReady` condition (the status subresource, as a reporter does).
async fn set_gpu_ready(client: &kube::Client, node: &str, status: &str, message: &str) {
    let nodes: Api<Node> = Api::all(client.clone());
    let condition = json!({"type": "nvidia.com/GPUReady", "status": status, "reason": "Probe",
        "message": message, "lastTransitionTime": "2026-01-01T00:00:00Z",
        "lastHeartbeatTime": "2026-01-01T00:00:00Z"});
    nodes
        .patch_status(
            node,
            &PatchParams::default(),
            &Patch::Strategic(json!({"status": {"conditions": [condition]}})),
        )
        .await
        .expect("patch the node's conditions");
}

#[tokio::test]
async fn a_readiness_rule_is_named_with_its_failing_condition_and_every_view_agrees_once_released()
{
    let c = Cluster::shared();
    let client = c.client().await;
    let id = unique("nrr");
    let key = format!("readiness.k8s.io/{id}");
    let rule: DynamicObject = serde_json::from_value(json!({
        "apiVersion": "readiness.node.x-k8s.io/v1alpha1", "kind": "NodeReadinessRule",
        "metadata": {"name": id},
        "spec": {
            "conditions": [{"type": "nvidia.com/GPUReady", "requiredStatus": "True"}],
            "enforcementMode": "bootstrap-only",
            "taint": {"key": key, "value": "pending", "effect": "NoSchedule"},
            "nodeSelector": {"matchLabels": {"nrr-test": id}}
        }
    }))
    .expect("a rule");
    rules_api(&client)
        .create(&PostParams::default(), &rule)
        .await
        .expect("the CRD accepts the rule");
    let node = format!("{id}-n");
    common::node(&node)
        .label("nrr-test", &id)
        .taint(&key, "pending", "NoSchedule")
        .apply(&client)
        .await;
    set_gpu_ready(&client, &node, "False", "driver \u{1b}[31mnot loaded").await;

    // Held: each view names the rule and the failing condition.
    let explain = text(&run(&["explain", &node]));
    assert!(
        explain.contains(&format!("NodeReadinessRule {id} (mode bootstrap-only)")),
        "{explain}"
    );
    assert!(
        explain.contains("NOT met nvidia.com/GPUReady=False (wants True) since 2026-01-01T00:00:00Z: Probe: driver \\u001b[31mnot loaded"),
        "the condition, its reason, message (escaped) and since when:\n{explain}"
    );
    assert!(
        explain.contains(
            "Schedulable:   no: NodeWright does not gate it, yet it is held: Node Readiness Controller"
        ),
        "{explain}"
    );
    let row = wide_row(&node);
    assert_eq!(row["SCHEDULABLE"], "no (other gates)", "{row:?}");
    assert!(
        row["OTHER-GATES"].contains(&format!("node-readiness-controller: {key}=pending:NoSchedule (rule {id}, failing nvidia.com/GPUReady)")),
        "{row:?}"
    );
    let doc = json_of(&run(&["explain", &node, "-o", "json"]));
    assert_eq!(doc["schedulable"], false);
    let gate = &doc["otherGates"][0];
    assert_eq!(gate["owner"], "node-readiness-controller");
    assert_eq!(gate["rule"]["name"], id.as_str());
    assert_eq!(gate["rule"]["mode"], "bootstrap-only");
    assert_eq!(gate["rule"]["conditions"][0]["type"], "nvidia.com/GPUReady");
    assert_eq!(gate["rule"]["conditions"][0]["met"], false);
    assert_eq!(
        gate["rule"]["conditions"][0]["message"],
        "driver \u{1b}[31mnot loaded"
    );
    let status = json_of(&run(&["status", &node, "-o", "json"]));
    assert_eq!(status["items"][0]["otherGates"], doc["otherGates"]);
    let once = run(&["wait", &node, "--for", "schedulable", "--timeout", "0"]);
    assert_eq!(once.status.code(), Some(1), "{}", describe(&once));

    // A wait that follows the node sees the release.
    let waiting = common::plugin_command(admin())
        .args(["wait", &node, "--for", "schedulable", "--timeout", "60s"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn wait");
    tokio::time::sleep(Duration::from_secs(2)).await;
    // Released: the condition holds, and the controller removed its taint.
    set_gpu_ready(&client, &node, "True", "ready").await;
    let nodes: Api<Node> = Api::all(client.clone());
    nodes
        .patch(
            &node,
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"taints": null}})),
        )
        .await
        .expect("remove the taint");
    let waited = tokio::task::spawn_blocking(move || waiting.wait_with_output())
        .await
        .expect("join")
        .expect("wait");
    assert!(waited.status.success(), "{}", describe(&waited));
    let explain = text(&run(&["explain", &node]));
    assert!(explain.contains("Schedulable:   yes"), "{explain}");
    assert!(explain.contains("Other gates:\n  none"), "{explain}");
    let row = wide_row(&node);
    assert_eq!(
        (row["SCHEDULABLE"].as_str(), row["OTHER-GATES"].as_str()),
        ("yes", "-")
    );
    let doc = json_of(&run(&["explain", &node, "-o", "json"]));
    assert_eq!(doc["schedulable"], true);
    assert!(doc.get("otherGates").is_none(), "{doc}");
    let once = run(&["wait", &node, "--for", "schedulable", "--timeout", "0"]);
    assert!(once.status.success(), "{}", describe(&once));
}

#[tokio::test]
async fn the_cloud_provider_karpenter_the_autoscaler_and_a_foreign_cordon_are_named_with_their_owners()
 {
    let c = Cluster::shared();
    let client = c.client().await;
    let id = unique("owners");
    let cases = [
        (
            "node.cloudprovider.kubernetes.io/uninitialized",
            "cloud provider",
            "cloud-provider",
        ),
        ("karpenter.sh/unregistered", "Karpenter", "karpenter"),
        ("karpenter.sh/disrupted", "Karpenter", "karpenter"),
        (
            "startup-taint.cluster-autoscaler.kubernetes.io/gpu",
            "cluster autoscaler",
            "cluster-autoscaler",
        ),
        (
            "node.kubernetes.io/out-of-service",
            "node lifecycle controller",
            "node-lifecycle",
        ),
    ];
    for (i, (key, title, owner)) in cases.iter().enumerate() {
        let node = format!("{id}-{i}");
        common::node(&node)
            .taint(key, "", "NoSchedule")
            .apply(&client)
            .await;
        let explain = text(&run(&["explain", &node]));
        assert!(
            explain.contains(&format!("{key}:NoSchedule ({title})")),
            "{key}:\n{explain}"
        );
        assert!(
            !explain.contains(&format!("Other taints:  {key}")),
            "named once:\n{explain}"
        );
        let row = wide_row(&node);
        assert_eq!(
            row["OTHER-GATES"],
            format!("held by {owner}: {key}:NoSchedule"),
            "{row:?}"
        );
    }
    // A cordon nobody marked: named once (its unschedulable taint is the cordon itself).
    let node = format!("{id}-cordon");
    let mut cordoned =
        common::node(&node).taint("node.kubernetes.io/unschedulable", "", "NoSchedule");
    cordoned.0["spec"]["unschedulable"] = true.into();
    cordoned.apply(&client).await;
    let explain = text(&run(&["explain", &node]));
    assert!(
        explain
            .contains("spec.unschedulable (cordon): cordoned by something other than NodeWright"),
        "{explain}"
    );
    assert!(
        explain.contains(&format!("kubectl uncordon {node}")),
        "{explain}"
    );
    let row = wide_row(&node);
    assert_eq!(row["SCHEDULABLE"], "no (cordoned)");
    assert_eq!(row["OTHER-GATES"], "held by cordon: spec.unschedulable");
    // A Karpenter node's taint no row names: it may be one of its NodePool's startupTaints.
    let node = format!("{id}-karpenter");
    common::node(&node)
        .label("karpenter.sh/nodepool", "gpu")
        .taint("example.com/agent-ready", "no", "NoSchedule")
        .apply(&client)
        .await;
    let explain = text(&run(&["explain", &node]));
    assert!(
        explain.contains("Karpenter launched this node (NodePool gpu): example.com/agent-ready=no:NoSchedule may be among the NodePool's startupTaints"),
        "{explain}"
    );
    let doc = json_of(&run(&["explain", &node, "-o", "json"]));
    assert!(
        doc["startupTaints"]
            .as_str()
            .is_some_and(|n| n.contains("kubectl get nodepool gpu")),
        "{doc}"
    );
    // A taint no table row names is no gate: a GPU pool's own taint, which GPU pods tolerate.
    let node = format!("{id}-gpu");
    common::node(&node)
        .taint("nvidia.com/gpu", "present", "NoSchedule")
        .apply(&client)
        .await;
    let row = wide_row(&node);
    assert_eq!(
        (row["SCHEDULABLE"].as_str(), row["OTHER-GATES"].as_str()),
        ("yes", "-")
    );
}

/// A core/v1 Event on the node, as the operator's recorder writes it.
async fn operator_warning(client: &kube::Client, node: &str, reason: &str, message: &str) {
    let events: Api<k8s_openapi::api::core::v1::Event> = Api::namespaced(client.clone(), "default");
    let e = serde_json::from_value(json!({
        "metadata": {"name": format!("{node}.{}", reason.to_lowercase())},
        "involvedObject": {"kind": "Node", "name": node, "apiVersion": "v1"},
        "type": "Warning", "reason": reason, "message": message,
        "source": {"component": "skyhook-controller"}, "reportingComponent": "skyhook-controller",
        "count": 3, "firstTimestamp": "2026-01-01T00:00:00Z",
        "lastTimestamp": jiff::Timestamp::now().to_string()
    }))
    .expect("an event");
    events
        .create(&PostParams::default(), &e)
        .await
        .expect("create the event");
}

#[tokio::test]
async fn an_operator_warning_on_the_node_shows_in_explain_and_none_left_is_said() {
    let c = Cluster::shared();
    let client = c.client().await;
    let node = unique("events");
    common::node(&node).apply(&client).await;
    let explain = text(&run(&["explain", &node]));
    assert!(
        explain
            .contains("Events:\n  none left: the API server keeps events for an hour by default"),
        "{explain}"
    );
    operator_warning(
        &client,
        &node,
        "DrainTimeout",
        &format!("drain of node [{node}] timed out\u{1b}[2J"),
    )
    .await;
    let explain = text(&run(&["explain", &node]));
    assert!(
        explain.contains(&format!("Warning  DrainTimeout  Node/{node}  skyhook-controller (x3): drain of node [{node}] timed out\\u001b[2J")),
        "{explain}"
    );
    let doc = json_of(&run(&["explain", &node, "-o", "json"]));
    assert_eq!(doc["events"]["items"][0]["reason"], "DrainTimeout");
    assert_eq!(doc["events"]["items"][0]["source"], "skyhook-controller");
    let skipped = text(&run(&["explain", &node, "--events=false"]));
    assert!(!skipped.contains("Events"), "{skipped}");
    let doc = json_of(&run(&["explain", &node, "-o", "json", "--events=false"]));
    assert!(doc.get("events").is_none());
}

/// The requests of one `explain` through a counting proxy.
fn explain_requests(proxy: &FaultProxy, kc: &std::path::Path, args: &[&str]) -> Vec<String> {
    proxy.reset_counters();
    let out = run_plugin_as(kc, args);
    assert!(out.status.success(), "{}", describe(&out));
    proxy.seen().into_iter().map(|s| s.uri).collect()
}

#[tokio::test]
async fn explain_grows_by_two_event_lists_and_lists_rules_only_for_a_readiness_taint() {
    let c = Cluster::shared();
    let client = c.client().await;
    let plain = unique("cost");
    common::node(&plain).apply(&client).await;
    let held = unique("cost-nrr");
    common::node(&held)
        .taint("readiness.k8s.io/cost", "", "NoSchedule")
        .apply(&client)
        .await;
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&c.admin_kubeconfig, Faults::none());
    let kc = proxy.kubeconfig(dir.path(), "t");
    let without = explain_requests(&proxy, &kc, &["explain", &plain, "--events=false"]);
    let with = explain_requests(&proxy, &kc, &["explain", &plain]);
    let events: Vec<&String> = with
        .iter()
        .filter(|u| u.starts_with("/api/v1/events?"))
        .collect();
    eprintln!(
        "explain: {} requests without events, {} with",
        without.len(),
        with.len()
    );
    assert!(with.len() <= without.len() + 2, "{without:#?}\n{with:#?}");
    assert!(
        !events.is_empty() && events.iter().all(|u| u.contains("fieldSelector=")),
        "{with:#?}"
    );
    assert!(
        !with.iter().any(|u| u.contains("nodereadinessrules")),
        "{with:#?}"
    );
    let tainted = explain_requests(&proxy, &kc, &["explain", &held]);
    let rules = tainted
        .iter()
        .filter(|u| u.contains("nodereadinessrules"))
        .count();
    assert_eq!(rules, 1, "{tainted:#?}");
}

/// A core/v1 Event on a NodeWright (cluster-scoped: its events live in `default`), as the
/// operator's recorder writes one for a node.
async fn operator_cr_event(client: &kube::Client, cr: &str, node: &str) {
    let events: Api<k8s_openapi::api::core::v1::Event> = Api::namespaced(client.clone(), "default");
    let e = serde_json::from_value(json!({
        "metadata": {"name": format!("{cr}.{node}.apply")},
        "involvedObject": {"kind": "NodeWright", "name": cr, "apiVersion": "nodewright.nvidia.com/v1alpha1"},
        "type": "Normal", "reason": "Apply",
        "message": format!("Applying package [driver:1.0] to node [{node}] stage [apply]"),
        "source": {"component": "skyhook-controller"},
        "count": 1, "firstTimestamp": "2026-01-01T00:00:00Z",
        "lastTimestamp": "2026-01-01T00:00:00Z"
    }))
    .expect("an event");
    events
        .create(&PostParams::default(), &e)
        .await
        .expect("create the event");
}

#[tokio::test]
async fn an_operator_warning_names_the_blocker_it_explains_and_its_nodewrights_events_show_for_two_lists()
 {
    let s = common::fleet_with_operator("evtie", &[common::fleet::Situation::Erroring]).await;
    let node = s.fleet.names(common::fleet::Situation::Erroring)[0].clone();
    let client = Cluster::shared().client().await;
    let ns = ["--operator-namespace", s.ns.as_str()];
    let explain = |extra: &[&str]| {
        let mut args = vec!["explain", node.as_str(), "-o", "json"];
        args.extend_from_slice(&ns);
        args.extend_from_slice(extra);
        json_of(&run(&args))
    };
    let doc = explain(&[]);
    assert_eq!(doc["blockers"][0]["code"], "package-erroring", "{doc}");
    let cr = doc["nodewrights"][0]["name"]
        .as_str()
        .expect("a NodeWright")
        .to_string();
    operator_warning(
        &client,
        &node,
        "RestartLimitExceeded",
        "interrupt restarted too often",
    )
    .await;
    operator_cr_event(&client, &cr, &node).await;
    let doc = explain(&[]);
    let items = doc["events"]["items"].as_array().expect("events");
    let warning = items
        .iter()
        .find(|e| e["reason"] == "RestartLimitExceeded")
        .expect("the warning");
    assert_eq!(warning["explains"], "package-erroring", "{doc}");
    let on_cr = items
        .iter()
        .find(|e| e["reason"] == "Apply")
        .expect("the NodeWright's event");
    assert_eq!(on_cr["object"], format!("NodeWright/{cr}"));
    assert!(
        items.iter().position(|e| e == warning) < items.iter().position(|e| e == on_cr),
        "newest first"
    );
    let text_out = text(&run(&[&["explain", node.as_str()][..], &ns[..]].concat()));
    assert!(
        text_out.contains("explains: package-erroring"),
        "{text_out}"
    );

    // What the events cost: two lists, each field-selected.
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&Cluster::shared().admin_kubeconfig, Faults::none());
    let kc = proxy.kubeconfig(dir.path(), "t");
    let base = [&["explain", node.as_str()][..], &ns[..]].concat();
    let without = explain_requests(&proxy, &kc, &[&base[..], &["--events=false"][..]].concat());
    let with = explain_requests(&proxy, &kc, &base);
    eprintln!(
        "explain of a node a NodeWright selects: {} requests without events, {} with",
        without.len(),
        with.len()
    );
    let lists: Vec<&String> = with
        .iter()
        .filter(|u| u.starts_with("/api/v1/events?"))
        .collect();
    assert_eq!(lists.len(), 2, "{with:#?}");
    assert_eq!(with.len(), without.len() + 2, "{without:#?}\n{with:#?}");
}

#[tokio::test]
async fn rollout_counts_the_released_nodes_another_gate_still_holds() {
    let s = common::fleet_with_operator(
        "rollheld",
        &[
            common::fleet::Situation::Released,
            common::fleet::Situation::Released,
        ],
    )
    .await;
    let released = s.fleet.names(common::fleet::Situation::Released);
    let client = Cluster::shared().client().await;
    let cr = s.fleet.cr_name(common::fleet::Role::Runtime);
    let sel = format!("{}={}", common::fleet::FLEET_LABEL, s.fleet.id);
    let rollout = |extra: &[&str]| {
        let mut args = vec![
            "--operator-namespace",
            s.ns.as_str(),
            "rollout",
            cr.as_str(),
            "-l",
            sel.as_str(),
        ];
        args.extend_from_slice(extra);
        run(&args)
    };
    let count = |doc: &Value| doc["items"][0]["nodes"]["releasedNotSchedulable"].clone();
    let doc = json_of(&rollout(&["-o", "json"]));
    assert_eq!(count(&doc), 0, "{doc}");
    // One released node gets the cluster autoscaler's startup taint back.
    let nodes: Api<Node> = Api::all(client.clone());
    nodes
        .patch(
            &released[0],
            &PatchParams::default(),
            &Patch::Merge(json!({"spec": {"taints": [
                {"key": "startup-taint.cluster-autoscaler.kubernetes.io/gpu", "value": "x", "effect": "NoSchedule"}
            ]}})),
        )
        .await
        .expect("taint");
    let doc = json_of(&rollout(&["-o", "json"]));
    assert_eq!(count(&doc), 1, "{doc}");
    let out = text(&rollout(&[]));
    assert!(out.contains("released yet not schedulable 1"), "{out}");
}
