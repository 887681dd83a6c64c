//! `rollout` against a real control plane: every count against the truth the fleet generator
//! wrote, the rate and ETA from the seeded completion times (and none without them), batches
//! and picks from the CR's status with what holds them, and `--watch` through a change.

mod common;

use std::collections::BTreeMap;
use std::io::BufReader;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::fleet::{self, Flavor, Fleet, Mix, Operator, Role, Situation};
use common::{Cluster, describe};
use jiff::Timestamp;
use kube::api::{Api, DynamicObject, Patch, PatchParams};
use serde_json::{Value, json};

struct Setup {
    fleet: Fleet,
    ns: String,
}

async fn setup(tag: &str, flavor: Flavor, mix: &Mix, n: usize) -> Setup {
    let client = Cluster::shared().client().await;
    let id = common::unique(tag);
    let mut op = Operator::for_flavor(flavor);
    op.namespace = format!("{id}-op");
    fleet::seed_operator(&client, &op).await.expect("operator");
    let f = Fleet::with_mix(&id, flavor, mix, n);
    fleet::seed(&client, &f, 8).await.expect("seed");
    Setup {
        fleet: f,
        ns: op.namespace,
    }
}

fn plugin(s: &Setup) -> Command {
    let mut cmd = common::plugin_command(&Cluster::shared().admin_kubeconfig);
    cmd.args([
        "--operator-namespace",
        &s.ns,
        "rollout",
        "-l",
        &format!("{}={}", fleet::FLEET_LABEL, s.fleet.id),
    ]);
    cmd
}

fn rollout_json(s: &Setup, extra: &[&str]) -> BTreeMap<String, Value> {
    let out = plugin(s)
        .args(extra)
        .args(["-o", "json"])
        .output()
        .expect("run rollout");
    assert!(out.status.success(), "{}", describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}", describe(&out)));
    assert_eq!(doc["apiVersion"], "kubectl-nodewright/v1");
    assert_eq!(doc["kind"], "RolloutList");
    common::items_by_name(&doc)
}

/// What the generator wrote for one role: the counts `rollout` must find. A node without a
/// verdict has not been picked yet: waiting.
fn truth(f: &Fleet, role: Role) -> BTreeMap<&'static str, usize> {
    let status = f.cr_status(role);
    let mut t: BTreeMap<&'static str, usize> = [
        "selected",
        "complete",
        "inProgress",
        "waiting",
        "erroring",
        "blocked",
        "paused",
        "gated",
    ]
    .into_iter()
    .map(|k| (k, 0))
    .collect();
    for plan in &f.nodes {
        if !role.selects(plan.situation) {
            continue;
        }
        *t.get_mut("selected").expect("key") += 1;
        let verdict = status["nodeStatus"][&plan.name]
            .as_str()
            .unwrap_or("waiting");
        let key = match verdict {
            "complete" => "complete",
            "in_progress" => "inProgress",
            "erroring" => "erroring",
            "blocked" => "blocked",
            "paused" | "disabled" => "paused",
            _ => "waiting",
        };
        *t.get_mut(key).expect("key") += 1;
        if matches!(f.expected(plan).state, "gated" | "stuck") {
            *t.get_mut("gated").expect("key") += 1;
        }
    }
    t
}

async fn counts_match_the_generator_in(flavor: Flavor) {
    let s = setup("rcount", flavor, &Mix::Bench, 120).await;
    let items = rollout_json(&s, &[]);
    assert_eq!(
        items.len(),
        Role::ALL.len(),
        "one item per logical CR: {:?}",
        items.keys()
    );
    for role in Role::ALL {
        let name = s.fleet.cr_name(role);
        let item = &items[&name];
        let want = truth(&s.fleet, role);
        for (k, v) in &want {
            if *k == "gated" && !role.runtime_required() {
                assert!(item["nodes"]["gated"].is_null(), "{name}: {item}");
                continue;
            }
            assert_eq!(
                item["nodes"][k],
                json!(v),
                "{name} nodes.{k} ({flavor:?}): {}",
                item["nodes"]
            );
        }
        let group = if flavor == Flavor::Legacy {
            "skyhook"
        } else {
            "nodewright"
        };
        assert_eq!(item["group"], group, "{name}");
        if flavor == Flavor::Migrating {
            assert_eq!(
                item["mirroredFrom"],
                json!(name),
                "the mirror and its legacy object are one"
            );
        }
    }
    // -o name: `kind.group/NAME` per item, as `kubectl get nodewrights -o name` prints CRs.
    let out = plugin(&s).args(["-o", "name"]).output().expect("run");
    assert!(out.status.success(), "{}", describe(&out));
    let mut lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    lines.sort();
    let mut want: Vec<String> = items
        .iter()
        .map(|(name, item)| {
            let g = item["group"].as_str().unwrap_or("?");
            format!("{g}.{g}.nvidia.com/{name}")
        })
        .collect();
    want.sort();
    assert_eq!(lines, want, "{}", describe(&out));
    // The runtime CR's compartment is its policy's default, with the status's batch state.
    let rt = &items[&s.fleet.cr_name(Role::Runtime)];
    let c = &rt["compartments"][0];
    assert_eq!(c["name"], "__default__");
    assert_eq!(c["matched"], rt["nodes"]["selected"]);
    assert_eq!(c["complete"], rt["nodes"]["complete"]);
    assert_eq!(
        (c["currentBatch"].as_i64(), c["ceiling"].as_i64()),
        (Some(3), Some(5))
    );
    assert_eq!(
        c["failureThreshold"],
        3,
        "from DeploymentPolicy {}",
        s.fleet.policy_name()
    );
    assert_eq!(c["strategy"], "fixed");
    assert_eq!(c["stopped"], false);
    if flavor == Flavor::Legacy {
        common::delete_legacy_crs(&Cluster::shared().admin_kubeconfig, &s.fleet);
    }
}

#[tokio::test]
async fn counts_match_the_generator_renamed() {
    counts_match_the_generator_in(Flavor::Renamed).await;
}

#[tokio::test]
async fn counts_match_the_generator_legacy() {
    counts_match_the_generator_in(Flavor::Legacy).await;
}

#[tokio::test]
async fn counts_match_the_generator_migrating() {
    counts_match_the_generator_in(Flavor::Migrating).await;
}

/// The completion times the generator wrote on a role's complete nodes (NotReady=False).
fn completion_times(f: &Fleet, role: Role) -> Vec<Timestamp> {
    let cr = f.cr_name(role);
    let mut out = Vec::new();
    for plan in &f.nodes {
        if !role.selects(plan.situation) {
            continue;
        }
        let node = f.node_json(plan);
        let t = node["status"]["conditions"]
            .as_array()
            .expect("conditions")
            .iter()
            .filter(|c| {
                c["type"]
                    .as_str()
                    .is_some_and(|t| t.ends_with(&format!("/{cr}/NotReady")))
                    && c["status"] == "False"
            })
            .filter_map(|c| c["lastTransitionTime"].as_str()?.parse::<Timestamp>().ok())
            .max();
        out.extend(t);
    }
    out
}

#[tokio::test]
async fn rate_and_eta_come_from_the_seeded_completion_times() {
    let s = setup("reta", Flavor::Renamed, &Mix::Demo, 60).await;
    let rt = s.fleet.cr_name(Role::Runtime);
    let times = completion_times(&s.fleet, Role::Runtime);
    assert!(
        times.len() >= 10,
        "the demo mix completes nodes: {}",
        times.len()
    );
    for (window, mins) in [("1h", 60), ("6m", 6)] {
        let before = Timestamp::now();
        let items = rollout_json(&s, &[&rt, "--window", window]);
        let after = Timestamp::now();
        let r = &items[&rt];
        // The plugin's "now" lies between before and after: its count lies between the two.
        let within = |now: Timestamp| {
            times
                .iter()
                .filter(|t| now.duration_since(**t).as_secs() <= mins * 60)
                .count()
        };
        let n = r["rate"]["completed"].as_u64().expect("completed") as usize;
        assert!(
            (within(after)..=within(before)).contains(&n),
            "window {window}: {r}"
        );
        assert!(n > 0, "recent completions exist: {r}");
        let mut sorted = times.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let recent = &sorted[..n];
        let oldest = recent[n - 1];
        assert_eq!(
            r["rate"]["since"],
            json!(oldest.strftime("%Y-%m-%dT%H:%M:%SZ").to_string())
        );
        let per_hour = r["rate"]["nodesPerHour"].as_f64().expect("a rate");
        let span = |t: Timestamp| t.duration_since(oldest).as_secs_f64().max(60.0);
        let (lo, hi) = (
            recent.len() as f64 * 3600.0 / span(after) - 0.1,
            recent.len() as f64 * 3600.0 / span(before) + 0.1,
        );
        assert!(
            (lo..=hi).contains(&per_hour),
            "{per_hour} not in {lo}..{hi}"
        );
        assert!(
            r["rate"]["basis"]
                .as_str()
                .is_some_and(|b| b.starts_with(&format!("{} nodes in the last", recent.len()))),
            "{}",
            r["rate"]
        );
        // The ETA covers the nodes that can still move: not complete, not waiting on a person.
        let n = &r["nodes"];
        let left = n["selected"].as_u64().unwrap_or(0) - n["complete"].as_u64().unwrap_or(0);
        let eta = &r["eta"];
        let remaining = eta["remaining"].as_u64().expect("an ETA");
        assert!(
            remaining < left,
            "erroring, blocked and stuck nodes are left out: {r}"
        );
        let secs = eta["seconds"].as_f64().expect("seconds");
        assert!(
            (secs - remaining as f64 / per_hour * 3600.0).abs() <= 1.0,
            "{eta}"
        );
        assert!(
            r["etaBasis"]
                .as_str()
                .is_some_and(|b| b.contains("waiting on a person")),
            "{r}"
        );
    }
}

#[tokio::test]
async fn no_completion_time_no_rate_and_no_eta() {
    let s = setup(
        "rnone",
        Flavor::Renamed,
        &Mix::Only(Situation::GatedInProgress),
        3,
    )
    .await;
    let rt = s.fleet.cr_name(Role::Runtime);
    let items = rollout_json(&s, &[&rt]);
    let r = &items[&rt];
    assert_eq!(r["nodes"]["inProgress"], 3);
    assert!(r["rate"]["nodesPerHour"].is_null(), "{r}");
    assert!(r["eta"].is_null(), "never invented: {r}");
    assert_eq!(r["rate"]["basis"], "no node has completed yet");
    // The text view says so too.
    let out = plugin(&s).arg(&rt).output().expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && text.contains("rate: unknown (no node has completed yet)"),
        "{}",
        describe(&out)
    );
}

async fn patch_cr_status(f: &Fleet, role: Role, status: Value) {
    let client = Cluster::shared().client().await;
    let ar = fleet::api_resource(fleet::RENAMED, "NodeWright");
    let api: Api<DynamicObject> = Api::all_with(client, &ar);
    api.patch_status(
        &f.cr_name(role),
        &PatchParams::default(),
        &Patch::Merge(json!({ "status": status })),
    )
    .await
    .expect("patch status");
}

#[tokio::test]
async fn picked_nodes_stopped_compartments_and_what_holds_them() {
    let situations = [
        Situation::Erroring,
        Situation::GatedInProgress,
        Situation::WaitingBatch,
        Situation::WaitingBatch,
        Situation::Ignored,
        Situation::Released,
    ];
    let client = Cluster::shared().client().await;
    let id = common::unique("rhold");
    let mut op = Operator::for_flavor(Flavor::Renamed);
    op.namespace = format!("{id}-op");
    fleet::seed_operator(&client, &op).await.expect("operator");
    let mut f = Fleet::new(&id, Flavor::Renamed);
    for sit in situations {
        f.add(sit);
    }
    fleet::seed(&client, &f, 4).await.expect("seed");
    let s = Setup {
        fleet: f,
        ns: op.namespace,
    };
    let err = s.fleet.names(Situation::Erroring)[0].clone();
    let moving = s.fleet.names(Situation::GatedInProgress)[0].clone();
    let done = s.fleet.names(Situation::Released)[0].clone();
    // The operator picked the erroring and the moving node into batch 2 (and pruned the
    // complete one), then stopped the compartment after its failed batches.
    let picked_at = (Timestamp::now() - jiff::SignedDuration::from_secs(1800))
        .strftime("%Y-%m-%dT%H:%M:%SZ")
        .to_string();
    patch_cr_status(
        &s.fleet,
        Role::Runtime,
        json!({
            "nodePriority": {&err: &picked_at, &moving: &picked_at},
            "compartmentStatuses": {"__default__": {"matched": 5, "ceiling": 2, "inProgress": 1, "completed": 1,
                "batchState": {"currentBatch": 2, "consecutiveFailures": 3, "completedNodes": 1, "failedNodes": 1,
                    "shouldStop": true, "lastBatchSize": 2, "lastBatchFailed": true}}},
        }),
    )
    .await;
    let rt = s.fleet.cr_name(Role::Runtime);
    let items = rollout_json(&s, &[&rt]);
    let r = &items[&rt];
    let c = &r["compartments"][0];
    assert_eq!(c["stopped"], true, "{c}");
    assert_eq!(c["state"], "stopped", "{c}");
    assert_eq!(
        (
            c["currentBatch"].as_i64(),
            c["consecutiveFailures"].as_i64()
        ),
        (Some(2), Some(3))
    );
    assert_eq!(
        (c["failureThreshold"].as_i64(), c["ceiling"].as_i64()),
        (Some(3), Some(2))
    );
    assert_eq!(c["batchSize"], 2);
    let mut picked: Vec<&str> = c["picked"]
        .as_array()
        .expect("picked")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    picked.sort_unstable();
    let mut want = vec![err.as_str(), moving.as_str()];
    want.sort_unstable();
    assert_eq!(picked, want, "{done} is complete: no longer in the batch");
    // The picked erroring node holds the batch: it comes before the ignored one.
    let holding = r["holding"].as_array().expect("holding");
    assert!(!holding.is_empty(), "{r}");
    let first_node_blocker = holding
        .iter()
        .find(|h| h["node"] == json!(err))
        .expect("the erroring node holds the rollout");
    assert_eq!(first_node_blocker["picked"], true);
    let pos = |n: &str| holding.iter().position(|h| h["node"] == json!(n));
    let ignored = s.fleet.names(Situation::Ignored)[0].clone();
    assert!(
        pos(&err) < pos(&ignored),
        "picked before not picked: {holding:?}"
    );
    for h in holding {
        assert!(
            h["remedy"]
                .as_str()
                .is_some_and(|r| r.starts_with("kubectl ")),
            "{h}"
        );
        assert!(h["code"].as_str().is_some_and(|c| !c.is_empty()), "{h}");
    }
    // The text view: one line per compartment, its STATE stopped (as JSON's state).
    let out = plugin(&s).arg(&rt).output().expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", describe(&out));
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("__default__"))
        .expect("compartment line");
    assert!(
        line.split_whitespace().any(|w| w == "stopped") && line.contains("3/3 failed batches"),
        "{line}"
    );
}

#[tokio::test]
async fn a_name_that_does_not_exist_is_an_error_and_bad_flags_are_usage_errors() {
    let s = setup("rbad", Flavor::Renamed, &Mix::Only(Situation::Released), 1).await;
    let out = plugin(&s).arg("no-such-nodewright").output().expect("run");
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no-such-nodewright"),
        "{}",
        describe(&out)
    );
    let out = plugin(&s).args(["--window", "soon"]).output().expect("run");
    assert_eq!(out.status.code(), Some(2), "{}", describe(&out));
    let out = common::plugin_command(&Cluster::shared().admin_kubeconfig)
        .args(["rollout", "-l", "a in (b"])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2), "{}", describe(&out));
}

#[tokio::test]
async fn watch_follows_a_node_completing() {
    let s = setup(
        "rwatch",
        Flavor::Renamed,
        &Mix::Only(Situation::GatedInProgress),
        3,
    )
    .await;
    let rt = s.fleet.cr_name(Role::Runtime);
    let mut child = plugin(&s)
        .args([rt.as_str(), "--watch", "--interval", "1s", "-o", "json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = std::sync::mpsc::channel::<Value>();
    std::thread::spawn(move || {
        for doc in
            serde_json::Deserializer::from_reader(BufReader::new(stdout)).into_iter::<Value>()
        {
            let Ok(doc) = doc else { break };
            if tx.send(doc).is_err() {
                break;
            }
        }
    });
    let next = |what: &str| -> Value {
        let d = rx
            .recv_timeout(Duration::from_secs(30))
            .unwrap_or_else(|e| panic!("no {what}: {e}"));
        assert_eq!(d["kind"], "RolloutList");
        d["items"][0].clone()
    };
    let first = next("first pass");
    assert_eq!(
        (
            first["nodes"]["complete"].as_i64(),
            first["nodes"]["inProgress"].as_i64()
        ),
        (Some(0), Some(3))
    );
    assert!(first["eta"].is_null());

    // The operator finishes one node; its completion condition is not written (an operator
    // that records no transition): the watch itself saw it happen.
    let node = s.fleet.names(Situation::GatedInProgress)[0].clone();
    let client = Cluster::shared().client().await;
    let nodes: Api<DynamicObject> = Api::all_with(client, &fleet::api_resource("", "Node"));
    let p = fleet::RENAMED;
    let state = json!({"gpu-tuning|1.4.2": {"name": "gpu-tuning", "version": "1.4.2", "image": "ghcr.io/nvidia/skyhook-packages/tuning", "stage": "post-interrupt", "state": "complete"},
                       "nccl-config|2.21.5": {"name": "nccl-config", "version": "2.21.5", "image": "ghcr.io/nvidia/skyhook-packages/shellscript", "stage": "config", "state": "complete"}});
    nodes
        .patch(
            &node,
            &PatchParams::default(),
            &Patch::Merge(json!({"metadata": {
                "annotations": {format!("{p}/nodeState_{rt}"): state.to_string(), format!("{p}/status_{rt}"): "complete"},
                "labels": {format!("{p}/status_{rt}"): "complete"}}})),
        )
        .await
        .expect("complete the node");
    let deadline = Instant::now() + Duration::from_secs(30);
    let later = loop {
        let d = next("pass after the change");
        if d["nodes"]["complete"] == 1 {
            break d;
        }
        assert!(Instant::now() < deadline, "the change never showed: {d}");
    };
    assert_eq!(later["nodes"]["inProgress"], 2);
    assert_eq!(
        later["rate"]["completed"], 1,
        "the completion seen while watching: {later}"
    );
    assert!(later["eta"]["remaining"] == 2, "{later}");
    let _ = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
    let status = child.wait().expect("wait");
    assert_eq!(status.code(), Some(0), "Ctrl-C ends --watch with exit 0");
}

/// A package pod as the operator creates it: its three init containers (copy, stage, stage
/// check) and the pause container; `finished_mins`: all three ended that long after the start.
fn package_pod(
    ns: &str,
    name: &str,
    cr: &str,
    node: &str,
    started_mins_ago: i64,
    took_mins: Option<i64>,
) -> (Value, Value) {
    let t = |mins: i64| {
        (Timestamp::now() - jiff::SignedDuration::from_secs(mins * 60))
            .strftime("%Y-%m-%dT%H:%M:%SZ")
            .to_string()
    };
    let p = fleet::RENAMED;
    let pod = json!({
        "apiVersion": "v1", "kind": "Pod",
        "metadata": {"name": name, "namespace": ns, "labels": {format!("{p}/name"): cr, format!("{p}/package"): "gpu-tuning-1.4.2"}},
        "spec": {"nodeName": node, "restartPolicy": "OnFailure",
            "initContainers": [
                {"name": "gpu-tuning-init", "image": "ghcr.io/nvidia/skyhook-packages/tuning:1.4.2", "command": ["/bin/sh"], "args": ["-c", "cp -r /skyhook-package/* /root/x"]},
                {"name": "gpu-tuning-apply", "image": "ghcr.io/nvidia/skyhook/agent:v6.3.0", "args": ["apply", "/root", "/var/lib/skyhook/x"]},
                {"name": "gpu-tuning-applycheck", "image": "ghcr.io/nvidia/skyhook/agent:v6.3.0", "args": ["apply-check", "/root", "/var/lib/skyhook/x"]}],
            "containers": [{"name": "pause", "image": "registry.k8s.io/pause:3.10"}]},
    });
    let ended = |c: &str, at: String| {
        json!({"name": c, "image": "x", "imageID": "", "ready": true, "restartCount": 0,
        "state": {"terminated": {"exitCode": 0, "reason": "Completed", "startedAt": t(started_mins_ago), "finishedAt": at}}})
    };
    let statuses = match took_mins {
        Some(m) => {
            let end = t(started_mins_ago - m);
            vec![
                ended("gpu-tuning-init", t(started_mins_ago)),
                ended("gpu-tuning-apply", end.clone()),
                ended("gpu-tuning-applycheck", end),
            ]
        }
        None => vec![
            ended("gpu-tuning-init", t(started_mins_ago)),
            json!({"name": "gpu-tuning-apply", "image": "x", "imageID": "", "ready": false, "restartCount": 0, "state": {"running": {"startedAt": t(started_mins_ago)}}}),
        ],
    };
    let status = json!({"phase": "Pending", "startTime": t(started_mins_ago), "initContainerStatuses": statuses});
    (pod, status)
}

#[tokio::test]
async fn stage_times_from_package_pods_flag_the_run_far_past_its_usual_time() {
    let s = setup(
        "rstage",
        Flavor::Renamed,
        &Mix::Only(Situation::GatedInProgress),
        6,
    )
    .await;
    let rt = s.fleet.cr_name(Role::Runtime);
    let client = Cluster::shared().client().await;
    let pods: Api<k8s_openapi::api::core::v1::Pod> = Api::namespaced(client, &s.ns);
    let names = s.fleet.names(Situation::GatedInProgress);
    // Four finished runs of 2, 3, 4 and 10 min; one running for 45 min, one for 1 min.
    let runs = [
        (60, Some(2)),
        (60, Some(3)),
        (60, Some(4)),
        (60, Some(10)),
        (45, None),
        (1, None),
    ];
    for (i, (ago, took)) in runs.into_iter().enumerate() {
        let (pod, status) =
            package_pod(&s.ns, &format!("{rt}-apply-{i}"), &rt, &names[i], ago, took);
        let created = pods
            .create(
                &Default::default(),
                &serde_json::from_value(pod).expect("a pod"),
            )
            .await
            .expect("create pod");
        let name = created.metadata.name.clone().expect("name");
        pods.patch_status(
            &name,
            &PatchParams::default(),
            &Patch::Merge(json!({"status": status})),
        )
        .await
        .expect("pod status");
    }
    let items = rollout_json(&s, &[&rt, "--namespace", &s.ns]);
    let stages = items[&rt]["stages"].as_array().expect("stages").clone();
    assert_eq!(stages.len(), 1, "{stages:?}");
    let st = &stages[0];
    assert_eq!(
        (st["package"].as_str(), st["stage"].as_str()),
        (Some("gpu-tuning"), Some("apply"))
    );
    assert_eq!(st["samples"], 4);
    assert_eq!(
        (st["medianSeconds"].as_i64(), st["p90Seconds"].as_i64()),
        (Some(180), Some(600))
    );
    assert_eq!(st["running"], 2);
    let slow: Vec<&str> = st["slow"]
        .as_array()
        .expect("slow")
        .iter()
        .filter_map(|r| r["node"].as_str())
        .collect();
    assert_eq!(
        slow,
        [names[4].as_str()],
        "45 min is over twice the usual 10 min; 1 min is not"
    );
    // Without -n the operator's namespace is found from its Deployment.
    let items = rollout_json(&s, &[&rt]);
    assert_eq!(items[&rt]["stages"][0]["samples"], 4);
    let out = plugin(&s).arg(&rt).output().expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text
        .lines()
        .find(|l| l.contains("gpu-tuning") && l.contains("apply"))
        .expect("stage line");
    assert!(
        line.contains(&names[4]) && line.contains("3m") && line.contains("10m"),
        "{line}"
    );
}
