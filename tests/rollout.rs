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
    assert_eq!(
        status.code(),
        Some(130),
        "Ctrl-C ends --watch with exit 130"
    );
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

// --- one story in every view --------------------------------------------------------------

/// A recorded world (`tests/recorded/*.json`: nodes, the CR with its status, its
/// DeploymentPolicy, as `record_world` in tests/oracle/lib.sh writes them) replayed under
/// `prefix`: every node, CR and policy name gets the prefix, the pool label the prefix as value,
/// and every time moves by (now - recordedAt), so the world is as old as it was when recorded.
struct Replayed {
    doc: Value,
    prefix: String,
}

impl Replayed {
    fn load(file: &str, prefix: &str) -> Replayed {
        let path = format!("{}/tests/recorded/{file}", env!("CARGO_MANIFEST_DIR"));
        let raw = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let doc: Value = serde_json::from_str(&raw).unwrap_or_else(|e| panic!("{path}: {e}"));
        let mut names: Vec<String> = Vec::new();
        for list in ["nodes", "crs", "deploymentPolicies"] {
            for o in doc[list].as_array().expect(list) {
                names.push(o["metadata"]["name"].as_str().expect("name").to_string());
            }
        }
        // Longest first, whole names only (a name is never renamed inside another).
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        let mut text = raw;
        for n in &names {
            let re = regex::Regex::new(&format!(
                r"(^|[^A-Za-z0-9-]){}($|[^A-Za-z0-9-])",
                regex::escape(n)
            ))
            .expect("regex");
            // Twice: adjacent matches share a delimiter.
            for _ in 0..2 {
                text = re
                    .replace_all(&text, |c: &regex::Captures| {
                        format!("{}{prefix}-{n}{}", &c[1], &c[2])
                    })
                    .into_owned();
            }
        }
        let mut doc: Value = serde_json::from_str(&text).expect("renamed JSON");
        let pool_label = doc["poolLabel"].as_str().expect("poolLabel").to_string();
        for n in doc["nodes"].as_array_mut().expect("nodes") {
            n["metadata"]["labels"][&pool_label] = json!(prefix);
        }
        for c in doc["crs"].as_array_mut().expect("crs") {
            c["spec"]["nodeSelectors"] = json!({"matchLabels": {&pool_label: prefix}});
        }
        let at: Timestamp = doc["recordedAt"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("recordedAt");
        let shift = Timestamp::now().duration_since(at);
        fn shift_times(v: &mut Value, by: jiff::SignedDuration) {
            match v {
                Value::String(s) => {
                    if s.len() >= 20
                        && s.as_bytes()[10] == b'T'
                        && s.ends_with('Z')
                        && let Ok(t) = s.parse::<Timestamp>()
                    {
                        *s = (t + by).strftime("%Y-%m-%dT%H:%M:%SZ").to_string();
                    }
                }
                Value::Array(a) => a.iter_mut().for_each(|x| shift_times(x, by)),
                Value::Object(m) => m.values_mut().for_each(|x| shift_times(x, by)),
                _ => {}
            }
        }
        for list in ["nodes", "crs"] {
            shift_times(&mut doc[list], shift);
        }
        Replayed {
            doc,
            prefix: prefix.to_string(),
        }
    }

    /// A node named in the recording's notes (`held`, `exposed`), as replayed.
    fn named(&self, role: &str) -> String {
        self.doc[role].as_str().expect(role).to_string()
    }
    fn cr(&self) -> String {
        self.doc["crs"][0]["metadata"]["name"]
            .as_str()
            .expect("cr")
            .to_string()
    }
    fn selector(&self) -> String {
        format!(
            "{}={}",
            self.doc["poolLabel"].as_str().expect("pool"),
            self.prefix
        )
    }
    fn node_mut(&mut self, name: &str) -> &mut Value {
        self.doc["nodes"]
            .as_array_mut()
            .expect("nodes")
            .iter_mut()
            .find(|n| n["metadata"]["name"] == json!(name))
            .unwrap_or_else(|| panic!("no node {name}"))
    }

    async fn seed(&self, client: &kube::Client) {
        for list in ["deploymentPolicies", "nodes", "crs"] {
            for o in self.doc[list].as_array().expect(list) {
                fleet::upsert(client, o)
                    .await
                    .unwrap_or_else(|e| panic!("seed {}: {e}", o["metadata"]["name"]));
            }
        }
    }
}

/// Runs the plugin against `kc` and parses its JSON document.
fn json_of(kc: &std::path::Path, ns: &str, args: &[&str]) -> Value {
    let out = common::plugin_command(kc)
        .args(["--operator-namespace", ns])
        .args(args)
        .args(["-o", "json"])
        .output()
        .expect("run");
    assert!(out.status.success(), "{args:?}: {}", describe(&out));
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {}", describe(&out)))
}

/// The first frame of `rollout --watch -o json`, then Ctrl-C.
fn first_watch_frame(kc: &std::path::Path, ns: &str, args: &[&str]) -> Value {
    let mut child = common::plugin_command(kc)
        .args(["--operator-namespace", ns])
        .args(args)
        .args(["--watch", "--interval", "1s", "-o", "json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = std::sync::mpsc::channel::<Value>();
    std::thread::spawn(move || {
        let mut docs = serde_json::Deserializer::from_reader(BufReader::new(stdout)).into_iter();
        if let Some(Ok(doc)) = docs.next() {
            let _ = tx.send(doc);
        }
    });
    let frame = rx.recv_timeout(Duration::from_secs(60));
    let _ = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
    let _ = child.wait();
    frame.expect("a first frame")
}

/// What must not differ between two reads of one state of the cluster: everything but the
/// rate's figures, which move with the clock between the reads.
fn story(item: &Value) -> Value {
    let mut v = item.clone();
    if let Some(rate) = v.get_mut("rate").and_then(Value::as_object_mut) {
        rate.remove("nodesPerHour");
        rate.remove("basis");
    }
    if v["eta"].is_object() {
        v["eta"] = json!("(an ETA)");
        v["etaBasis"] = json!("(at the rate of the moment)");
    }
    v
}

/// `rollout -o json`, the first frame of `rollout --watch -o json`, the table, `status -o json`
/// and `wait` tell one story about one world. Returns the rollout item.
fn views_agree(
    kc: &std::path::Path,
    ns: &str,
    w: &Replayed,
    state: &str,
    code: Option<&str>,
) -> Value {
    let cr = w.cr();
    let sel = w.selector();
    let one_shot = json_of(kc, ns, &["rollout", &cr, "-l", &sel]);
    let item = one_shot["items"][0].clone();
    let frame = first_watch_frame(kc, ns, &["rollout", &cr, "-l", &sel]);
    assert_eq!(frame["kind"], "RolloutList");
    assert_eq!(
        story(&frame["items"][0]),
        story(&item),
        "the watch's first frame and the one-shot command disagree"
    );
    let c = &item["compartments"][0];
    assert_eq!(c["state"], state, "{item}");
    // The table says the same.
    let out = common::plugin_command(kc)
        .args(["--operator-namespace", ns, "rollout", &cr, "-l", &sel])
        .output()
        .expect("run");
    assert!(out.status.success(), "{}", describe(&out));
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("__default__"))
        .unwrap_or_else(|| panic!("no compartment line: {text}"));
    let cols: Vec<&str> = line.split_whitespace().collect();
    assert!(cols.contains(&state), "STATE column: {line}");
    let eta_line = text
        .lines()
        .find(|l| l.trim_start().starts_with("ETA:"))
        .expect("ETA line");
    if item["eta"].is_null() {
        assert_eq!(
            eta_line.trim_start().trim_start_matches("ETA:").trim(),
            item["etaBasis"],
            "{text}"
        );
    }
    // `status`: every node that needs a person, with the code `rollout` holds it by.
    let status = json_of(kc, ns, &["status", "-l", &sel]);
    let stuck = |codes: &[&str]| {
        !codes.is_empty()
            && codes.iter().any(|c| {
                [
                    "package-erroring",
                    "batch-held",
                    "rollout-stopped",
                    "priority-held",
                    "cr-paused",
                    "cr-disabled",
                    "node-ignored",
                    "taint-not-tolerated",
                    "operator-missing",
                    "operator-halted",
                ]
                .contains(c)
            })
    };
    let mut from_status: Vec<(String, String)> = status["items"]
        .as_array()
        .expect("items")
        .iter()
        .filter_map(|g| {
            let codes: Vec<&str> = g["blockers"]
                .as_array()?
                .iter()
                .filter_map(|b| b["code"].as_str())
                .collect();
            stuck(&codes).then(|| {
                let first = codes.iter().find(|c| stuck(&[**c])).expect("a code");
                (
                    g["name"].as_str().unwrap_or("").to_string(),
                    first.to_string(),
                )
            })
        })
        .collect();
    from_status.sort();
    let mut from_rollout: Vec<(String, String)> = item["holding"]
        .as_array()
        .expect("holding")
        .iter()
        .filter(|h| h["code"] != "stalled")
        .map(|h| {
            (
                h["node"].as_str().unwrap_or("").to_string(),
                h["code"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    from_rollout.sort();
    assert_eq!(from_rollout, from_status, "rollout's holding vs status");
    // `wait` on the exposed node (its taint gone, not complete): fails fast when its blockers
    // need a person, else keeps waiting until its timeout.
    let exposed = w.named("exposed");
    let g = status["items"]
        .as_array()
        .expect("items")
        .iter()
        .find(|g| g["name"] == json!(exposed))
        .expect("the exposed node");
    assert_eq!(g["state"], "exposed", "{g}");
    let started = Instant::now();
    let timeout = if code.is_some() { "60s" } else { "3s" };
    let out = common::plugin_command(kc)
        .args(["--operator-namespace", ns, "wait", &exposed])
        .args(["--timeout", timeout, "--interval", "1s", "-o", "json"])
        .output()
        .expect("run wait");
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    let r: Value = serde_json::from_slice(&out.stdout).expect("json");
    let r = &r["items"][0];
    match code {
        Some(code) => {
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "not fast: {:?}",
                started.elapsed()
            );
            assert_eq!(
                (
                    r["outcome"].as_str(),
                    r["state"].as_str(),
                    r["blocker"]["code"].as_str()
                ),
                (Some("failed"), Some("exposed"), Some(code)),
                "{r}"
            );
        }
        None => assert_eq!(r["outcome"], "timed-out", "{r}"),
    }
    item
}

/// A linear DeploymentPolicy over 12 nodes, one picked node crash-looping, the batch
/// kept on it (recorded: tests/recorded/held-rollout.json), then the same world stopped
/// (`shouldStop`) and moving (the picked node running). Its own control plane: a legacy
/// Skyhook that is not complete would hold a v0.18 operator's migration for every other test.
#[tokio::test]
async fn every_view_tells_one_story_of_a_held_stopped_and_moving_rollout() {
    let cl = common::OwnCluster::up("held");
    let kc = cl.kubeconfig();
    let client = cl.client().await;
    let base = Replayed::load("held-rollout.json", "held");
    let mut op = Operator::for_flavor(Flavor::Legacy);
    op.image = base.doc["operatorImage"].as_str().expect("image").into();
    op.runtime_required_taint = base.doc["runtimeRequiredTaint"]
        .as_str()
        .expect("taint")
        .into();
    let ns = op.namespace.clone();
    fleet::seed_operator(&client, &op).await.expect("operator");

    // Held, as recorded.
    let held = base;
    let holder = held.named("held");
    held.seed(&client).await;
    let item = views_agree(kc, &ns, &held, "held", Some("batch-held"));
    let c = &item["compartments"][0];
    assert_eq!(c["heldBy"], json!([holder]), "{c}");
    assert!(item["eta"].is_null(), "{item}");
    let basis = item["etaBasis"].as_str().unwrap_or("");
    assert!(
        basis.starts_with("unknown: all 10 remaining node(s) need a person first")
            && basis.contains(&holder),
        "{basis}"
    );
    let holding = item["holding"].as_array().expect("holding");
    assert_eq!(holding.len(), 10, "{item}");
    assert_eq!(holding[0]["node"], json!(holder));
    assert_eq!(holding[0]["picked"], true);

    // Stopped: the operator set shouldStop after its failed batches.
    let mut stopped = Replayed::load("held-rollout.json", "stop");
    let bs =
        &mut stopped.doc["crs"][0]["status"]["compartmentStatuses"]["__default__"]["batchState"];
    bs["shouldStop"] = json!(true);
    bs["consecutiveFailures"] = json!(3);
    stopped.seed(&client).await;
    let item = views_agree(kc, &ns, &stopped, "stopped", Some("rollout-stopped"));
    assert!(item["eta"].is_null(), "{item}");

    // Moving: the picked node runs its package instead of crash-looping.
    let mut moving = Replayed::load("held-rollout.json", "move");
    let crname = moving.cr();
    let p = "skyhook.nvidia.com";
    let picked = moving.named("held");
    let n = moving.node_mut(&picked);
    let key = format!("{p}/nodeState_{crname}");
    let state: Value =
        serde_json::from_str(n["metadata"]["annotations"][&key].as_str().unwrap_or("{}"))
            .expect("nodeState");
    let running: serde_json::Map<String, Value> = state
        .as_object()
        .expect("object")
        .iter()
        .map(|(k, e)| {
            let mut e = e.clone();
            e["state"] = json!("in_progress");
            e.as_object_mut().map(|m| m.remove("restarts"));
            (k.clone(), e)
        })
        .collect();
    n["metadata"]["annotations"][&key] = json!(Value::Object(running).to_string());
    n["metadata"]["annotations"][format!("{p}/status_{crname}")] = json!("in_progress");
    n["metadata"]["labels"][format!("{p}/status_{crname}")] = json!("in_progress");
    for c in n["status"]["conditions"]
        .as_array_mut()
        .expect("conditions")
    {
        if c["type"] == json!(format!("{p}/{crname}/Erroring")) {
            c["status"] = json!("False");
        }
    }
    moving.doc["crs"][0]["status"]["nodeStatus"][&picked] = json!("in_progress");
    moving.seed(&client).await;
    let item = views_agree(kc, &ns, &moving, "moving", None);
    assert!(
        item["holding"].as_array().is_some_and(Vec::is_empty),
        "nothing needs a person: {item}"
    );
}
