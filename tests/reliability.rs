//! Reliability against the real control plane: bulk writes through a fault-injecting proxy,
//! concurrent writers, interrupts, bad input and secrets.
//!
//! Every bulk test computes, per node, exactly what the node must look like afterwards and
//! counts the nodes that differ: the target, and the assertion, is zero. The figures (faults
//! injected, races run, bad inputs tried) are printed on stderr as `FIGURES ...` lines (run with
//! `--nocapture` to see them).

mod common;
#[path = "common/faultproxy.rs"]
mod faultproxy;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

use common::facts::{NodeFacts, expect_reset, facts, facts_of};
use common::fleet::{self, Flavor, Fleet, Mix, Operator, Role, Situation};
use common::{Cluster, describe, plugin_command};
use faultproxy::{Fault, FaultProxy, Faults};
use k8s_openapi::api::core::v1::Node;
use kube::Api;
use kube::api::{ListParams, Patch, PatchParams};
use serde_json::{Value, json};

const GATE: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";

/// Facts of every node of a fleet, read in one list straight from the API server.
async fn fleet_facts(client: &kube::Client, f: &Fleet) -> BTreeMap<String, NodeFacts> {
    let lp = ListParams::default().labels(&format!("{}={}", fleet::FLEET_LABEL, f.id));
    Api::<Node>::all(client.clone())
        .list(&lp)
        .await
        .expect("list fleet nodes")
        .items
        .iter()
        .map(|n| (n.metadata.name.clone().expect("name"), facts_of(n)))
        .collect()
}

fn gate_taint() -> Value {
    json!({"key": "nodewright.nvidia.com", "value": "runtime-required", "effect": "NoSchedule"})
}

fn expect_tainted(before: &NodeFacts) -> NodeFacts {
    let mut want = before.clone();
    if !want.taints.contains(&gate_taint()) {
        want.taints.push(gate_taint());
    }
    want
}

/// Node names whose facts differ from `want`, with the first difference for the message.
fn differing(want: &BTreeMap<String, NodeFacts>, got: &BTreeMap<String, NodeFacts>) -> Vec<String> {
    want.iter()
        .filter(|(n, w)| got.get(*n) != Some(w))
        .map(|(n, w)| format!("{n}: want {w:?}\n   got {:?}", got.get(n)))
        .collect()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn no_panic(out: &Output) {
    let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(out));
    assert!(
        !all.contains("panicked") && !all.contains("RUST_BACKTRACE"),
        "the plugin panicked:\n{}",
        describe(out)
    );
}

/// Every `I retry N/M of METHOD URI: ...` line of a `-v=4` run stays within the bound M.
/// Returns the retry lines by request (method and URI).
fn retries_by_request(out: &Output) -> BTreeMap<String, u32> {
    let mut by: BTreeMap<String, u32> = BTreeMap::new();
    for l in stderr(out).lines().filter(|l| l.starts_with("I retry ")) {
        let rest = &l["I retry ".len()..];
        let (frac, rest) = rest.split_once(" of ").expect("N/M of");
        let (a, b) = frac.split_once('/').expect("N/M");
        let (a, b): (u32, u32) = (a.parse().expect("N"), b.parse().expect("M"));
        assert!(a >= 1 && a <= b, "retry beyond its bound: {l}");
        let req = rest.split_once(": ").map_or(rest, |(r, _)| r).to_string();
        let e = by.entry(req).or_default();
        *e = (*e).max(a);
    }
    by
}

/// Checks the bound and returns how many retries were logged.
fn retries_bounded(out: &Output) -> usize {
    let n = stderr(out)
        .lines()
        .filter(|l| l.starts_with("I retry "))
        .count();
    retries_by_request(out);
    n
}

fn outcomes(out: &Output) -> BTreeMap<String, String> {
    let doc: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("stdout is not JSON ({e}):\n{}", describe(out)));
    common::write_outcomes(&doc)
}

fn run_with(kubeconfig: &Path, args: &[&str]) -> Output {
    plugin_command(kubeconfig)
        .args(args)
        .output()
        .expect("run plugin")
}

async fn seeded_fleet(tag: &str, situation: Situation, n: usize) -> (kube::Client, Fleet) {
    let c = Cluster::shared();
    let client = c.client().await;
    let f = Fleet::with_mix(
        &common::unique(tag),
        Flavor::Renamed,
        &Mix::Only(situation),
        n,
    );
    fleet::seed_operator(&client, &Operator::for_flavor(Flavor::Renamed))
        .await
        .expect("operator");
    fleet::seed(&client, &f, 16).await.expect("seed");
    (client, f)
}

fn admin_token(c: &Cluster) -> String {
    std::fs::read_to_string(c.dir.join("admin.token"))
        .expect("token")
        .trim()
        .to_string()
}

/// Runs `args` through the proxy until it exits 0 (at most `max_runs` times). Every run must exit
/// 0 or 1 (never a panic); a run that exits 1 must name each failed node in its JSON. Returns the
/// number of runs and the outputs.
fn run_until_done(kubeconfig: &Path, args: &[&str], max_runs: usize) -> Vec<Output> {
    let mut outs = Vec::new();
    for _ in 0..max_runs {
        let out = run_with(kubeconfig, args);
        no_panic(&out);
        retries_bounded(&out);
        let code = out.status.code();
        assert!(
            matches!(code, Some(0) | Some(1)),
            "a faulty server must end in success or reported failures:\n{}",
            describe(&out)
        );
        if code == Some(1) {
            let o = outcomes(&out);
            assert!(
                o.values().any(|v| v == "failed"),
                "exit 1 without a failed target:\n{}",
                describe(&out)
            );
            assert!(
                stderr(&out).contains("failed"),
                "the summary names the failures:\n{}",
                describe(&out)
            );
        }
        outs.push(out);
        if code == Some(0) {
            return outs;
        }
    }
    panic!(
        "{max_runs} runs did not finish the job:\n{}",
        describe(outs.last().expect("a run"))
    );
}

// -------------------------------------------------------------------------------------------
// 1. Faults
// -------------------------------------------------------------------------------------------

#[tokio::test]
async fn bulk_taint_and_reset_through_20_percent_faults_leave_every_node_as_planned() {
    let c = Cluster::shared();
    let (client, f) = seeded_fleet("faults", Situation::Released, 200).await;
    let before = fleet_facts(&client, &f).await;
    assert_eq!(before.len(), 200);
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&c.admin_kubeconfig, Faults::everything(0.2, 9));
    let kc = proxy.kubeconfig(dir.path(), "proxy-client-token");
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);

    // taint -l SEL
    let taint = [
        "taint",
        "-l",
        &sel,
        "-y",
        "-o",
        "json",
        "-v=4",
        "--runtime-required-taint",
        GATE,
    ];
    let runs = run_until_done(&kc, &taint, 6);
    let taint_faults = proxy.injected_total();
    let want: BTreeMap<_, _> = before
        .iter()
        .map(|(n, b)| (n.clone(), expect_tainted(b)))
        .collect();
    let mid = fleet_facts(&client, &f).await;
    let wrong = differing(&want, &mid);
    assert!(
        wrong.is_empty(),
        "{} node(s) not as planned:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    // The last run reports every node (changed by it, or unchanged from an earlier run).
    let last = outcomes(runs.last().expect("run"));
    assert_eq!(last.len(), 200, "{last:?}");
    assert!(last.values().all(|o| o == "changed" || o == "unchanged"));
    let taint_runs = runs.len();
    let taint_retries: usize = runs.iter().map(retries_bounded).sum();
    assert!(taint_retries > 0, "faults were retried and logged at -v=4");

    // reset CR -l SEL
    proxy.reset_counters();
    proxy.set_faults(Faults::everything(0.2, 10));
    let cr = f.cr_name(Role::Runtime);
    let reset = ["reset", &cr, "-l", &sel, "-y", "-o", "json", "-v=4"];
    let runs = run_until_done(&kc, &reset, 6);
    let reset_faults = proxy.injected_total();
    let mut want: BTreeMap<_, _> = mid
        .iter()
        .map(|(n, b)| (n.clone(), expect_reset(b, &cr)))
        .collect();
    let after = fleet_facts(&client, &f).await;
    let wrong = differing(&want, &after);
    assert!(
        wrong.is_empty(),
        "{} node(s) not as planned:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    // And once more without faults: nothing left to do.
    proxy.set_faults(Faults::none());
    let out = run_with(&kc, &["reset", &cr, "-l", &sel, "-y", "-o", "json", "-v=6"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert!(
        !stderr(&out).contains("I PATCH /api/v1/nodes/"),
        "a finished job sends no node write:\n{}",
        describe(&out)
    );
    want.clear();
    eprintln!(
        "FIGURES faults: taint over 200 nodes: {taint_faults} faults injected, {taint_retries} retries logged, {taint_runs} run(s) to finish; reset over 200 nodes: {reset_faults} faults injected, {} run(s); nodes different from the plan: 0",
        runs.len()
    );
}

#[tokio::test]
async fn a_server_that_disappears_mid_run_leaves_reported_failures_and_a_rerun_finishes() {
    let c = Cluster::shared();
    let (client, f) = seeded_fleet("vanish", Situation::Released, 120).await;
    let before = fleet_facts(&client, &f).await;
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&c.admin_kubeconfig, Faults::none());
    let kc = proxy.kubeconfig(dir.path(), "proxy-client-token");
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let args = [
        "taint",
        "-l",
        &sel,
        "-y",
        "-o",
        "json",
        "-v=4",
        "--concurrency",
        "4",
        "--runtime-required-taint",
        GATE,
    ];
    // The reads before the writes take a handful of requests; the server goes away mid-writes.
    proxy.die_after(40);
    let started = Instant::now();
    let out = run_with(&kc, &args);
    no_panic(&out);
    retries_bounded(&out);
    // One request's bounded retries, not every remaining node's: the rest are not attempted.
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "gave up in bounded time: {:?}\n{}",
        started.elapsed(),
        describe(&out)
    );
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    let o = outcomes(&out);
    let failed = o.values().filter(|v| *v == "failed").count();
    let changed = o.values().filter(|v| *v == "changed").count();
    assert!(failed > 0 && changed > 0, "{o:?}");
    assert_eq!(o.len(), 120, "every node is reported");
    // Each failure says why; the nodes after the server vanished were not even attempted.
    let json = String::from_utf8_lossy(&out.stdout);
    assert!(
        json.contains("cannot reach the API server") && json.contains("not attempted, not changed"),
        "{}",
        describe(&out)
    );
    // What was reported changed is changed; the rest is untouched.
    let mid = fleet_facts(&client, &f).await;
    for (name, outcome) in &o {
        let n = name.trim_start_matches("node/");
        let want = if outcome == "changed" {
            expect_tainted(&before[n])
        } else {
            // A failed write may have reached the server before it vanished.
            if mid[n] == expect_tainted(&before[n]) {
                continue;
            }
            before[n].clone()
        };
        assert_eq!(mid[n], want, "{n} ({outcome})");
    }
    // The server is back: the same command finishes the job.
    proxy.set_dead(false);
    let out = run_with(&kc, &args);
    assert!(out.status.success(), "{}", describe(&out));
    let want: BTreeMap<_, _> = before
        .iter()
        .map(|(n, b)| (n.clone(), expect_tainted(b)))
        .collect();
    let wrong = differing(&want, &fleet_facts(&client, &f).await);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    eprintln!(
        "FIGURES vanish: server gone after 40 requests mid-taint of 120 nodes: {changed} changed, {failed} failed and reported (exit 1); re-run finished; nodes different from the plan: 0"
    );
}

#[test]
fn a_slow_server_ends_with_a_clear_error_within_the_request_timeout() {
    let c = Cluster::shared();
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(
        &c.admin_kubeconfig,
        Faults {
            latency: Duration::from_secs(20),
            ..Faults::none()
        },
    );
    let kc = proxy.kubeconfig(dir.path(), "t");
    for args in [
        vec!["status", "--request-timeout", "2s"],
        vec!["explain", "some-node", "--request-timeout", "2s"],
        vec![
            "taint",
            "some-node",
            "-y",
            "--request-timeout",
            "2s",
            "--runtime-required-taint",
            GATE,
        ],
    ] {
        let started = Instant::now();
        let out = run_with(&kc, &args);
        let took = started.elapsed();
        no_panic(&out);
        assert_eq!(out.status.code(), Some(3), "{args:?}:\n{}", describe(&out));
        let err = stderr(&out);
        assert!(
            err.contains("cannot reach the API server") && err.contains("--request-timeout"),
            "{args:?}: {err}"
        );
        assert!(
            took < Duration::from_secs(8),
            "{args:?} took {took:?} with --request-timeout 2s"
        );
    }
}

#[test]
fn a_failing_server_is_retried_a_bounded_number_of_times_logged_at_v4() {
    let c = Cluster::shared();
    let dir = tempfile::tempdir().expect("tmp");
    for (fault, what) in [
        (Fault::StatusBefore(503), "503"),
        (Fault::StatusBefore(500), "500"),
        (Fault::TooManyRequests { retry_after: 1 }, "429"),
        (Fault::DropBefore, "closed"),
        (Fault::DropMidBody, "mid-body"),
    ] {
        let proxy = FaultProxy::start(
            &c.admin_kubeconfig,
            Faults {
                rate: 1.0,
                kinds: vec![fault],
                ..Faults::none()
            },
        );
        let kc = proxy.kubeconfig(dir.path(), "t");
        let started = Instant::now();
        let out = run_with(&kc, &["status", "-v=4", "--request-timeout", "10s"]);
        let took = started.elapsed();
        no_panic(&out);
        let code = out.status.code();
        assert!(
            matches!(code, Some(1) | Some(3)),
            "{what}: {}",
            describe(&out)
        );
        let by = retries_by_request(&out);
        assert!(
            !by.is_empty(),
            "{what}: retries are logged:\n{}",
            describe(&out)
        );
        // The request that ends the command was retried exactly five times; a sibling still in
        // flight then is dropped with fewer (seen under load: 4 of 5 for one CR list).
        assert!(
            by.values().all(|n| *n <= 5) && by.values().any(|n| *n == 5),
            "{what}: a failing request is retried at most five times, the last one five: {by:?}"
        );
        // Each request the plugin made was sent once and retried five times: nothing more
        // (fewer reach the proxy when the plugin gives up while a sibling request is in flight).
        let retries: u32 = by.values().sum();
        assert!(
            proxy.requests() <= u64::from(retries) + by.len() as u64,
            "{what}: {} requests for {by:?}",
            proxy.requests()
        );
        let err = stderr(&out);
        assert!(err.contains("error: "), "{what}: {err}");
        // The floor is the policy's own: the operator search may try three lists one after
        // the other (two namespaces, then all), each retried five times with ~6.2 s of
        // backoff, so ~18.6 s before any work; 30 s leaves room for a loaded machine and still
        // fails a retry loop that does not stop (a sixth retry of each would pass 37 s).
        assert!(
            took < Duration::from_secs(30),
            "{what}: took {took:?}: {err}"
        );
    }
}

#[test]
fn retry_after_longer_than_the_request_timeout_is_not_waited_for() {
    let c = Cluster::shared();
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(
        &c.admin_kubeconfig,
        Faults {
            rate: 1.0,
            kinds: vec![Fault::TooManyRequests { retry_after: 30 }],
            ..Faults::none()
        },
    );
    let kc = proxy.kubeconfig(dir.path(), "t");
    let started = Instant::now();
    let out = run_with(&kc, &["status", "-v=4", "--request-timeout", "3s"]);
    let took = started.elapsed();
    no_panic(&out);
    assert!(
        took < Duration::from_secs(10),
        "took {took:?}:\n{}",
        describe(&out)
    );
    assert!(
        matches!(out.status.code(), Some(1) | Some(3)),
        "{}",
        describe(&out)
    );
    assert!(stderr(&out).contains("429"), "{}", describe(&out));
}

// -------------------------------------------------------------------------------------------
// 2. Concurrent writers
// -------------------------------------------------------------------------------------------

/// What the concurrent writer did to one node (all of it must survive).
#[derive(Debug, Default, Clone)]
struct Written {
    annotations: BTreeMap<String, String>,
    taints: Vec<Value>,
}

/// Plays the operator on `nodes` until `done` is set: merge patches of annotations (no
/// precondition, as the operator writes them) and, every other round, of the whole taint list
/// (with the resourceVersion it read as precondition, so that this writer itself never drops a
/// taint the plugin added: a lost update here would be the test's, not the plugin's). Returns
/// what it wrote per node and how many writes it made.
async fn operator_like_writer(
    client: kube::Client,
    nodes: Vec<String>,
    tag: String,
    operator_keys: bool,
    done: std::sync::Arc<std::sync::atomic::AtomicBool>,
) -> (BTreeMap<String, Written>, usize) {
    let api = Api::<Node>::all(client);
    let mut written: BTreeMap<String, Written> = BTreeMap::new();
    let mut writes = 0usize;
    let mut round = 0u32;
    while !done.load(std::sync::atomic::Ordering::SeqCst) && round < 40 {
        round += 1;
        for (i, name) in nodes.iter().enumerate() {
            if done.load(std::sync::atomic::Ordering::SeqCst) {
                break;
            }
            // Spread the writes: a third of the nodes per round.
            if !(i as u32 + round).is_multiple_of(3) {
                continue;
            }
            let w = written.entry(name.clone()).or_default();
            let mut ann = json!({ format!("example.com/{tag}-tick"): round.to_string() });
            if operator_keys {
                // Another CR's status, as the operator writes it.
                ann[format!("nodewright.nvidia.com/status_{tag}-other")] =
                    format!("in_progress-{round}").into();
            }
            if round % 2 == 1 {
                let patch = json!({"metadata": {"annotations": ann}});
                api.patch(name, &PatchParams::default(), &Patch::Merge(&patch))
                    .await
                    .expect("operator-like annotation patch");
            } else {
                let taint = json!({"key": format!("example.com/{tag}-r{round}"), "value": "x", "effect": "NoSchedule"});
                loop {
                    let n = api.get(name).await.expect("get");
                    let rv = n.metadata.resource_version.clone();
                    let mut taints: Vec<Value> = n
                        .spec
                        .and_then(|s| s.taints)
                        .unwrap_or_default()
                        .iter()
                        .map(|t| serde_json::to_value(t).expect("taint"))
                        .collect();
                    taints.push(taint.clone());
                    let patch = json!({"metadata": {"resourceVersion": rv, "annotations": ann},
                                       "spec": {"taints": taints}});
                    match api
                        .patch(name, &PatchParams::default(), &Patch::Merge(&patch))
                        .await
                    {
                        Ok(_) => break,
                        Err(kube::Error::Api(e)) if e.code == 409 => continue,
                        Err(e) => panic!("operator-like taint patch: {e}"),
                    }
                }
                w.taints.push(taint);
            }
            for (k, v) in ann.as_object().expect("map") {
                w.annotations
                    .insert(k.clone(), v.as_str().expect("str").to_string());
            }
            writes += 1;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (written, writes)
}

/// Runs the plugin with `args` (and the test pause between read and write) while the
/// operator-like writer changes the same nodes; returns the plugin's output and the writes.
/// The writer starts when the plugin says it read its first node (its test-hook line), so its
/// writes land between the plugin's reads and writes however slowly the plugin started.
async fn race(
    c: &Cluster,
    client: &kube::Client,
    nodes: &[String],
    tag: &str,
    operator_keys: bool,
    args: &[&str],
) -> (Output, BTreeMap<String, Written>, usize) {
    let mut child = plugin_command(&c.admin_kubeconfig)
        .args(args)
        .env("KUBECTL_NODEWRIGHT_TEST_PAUSE_BEFORE_WRITE_MS", "150")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let (first_read, reader) = stderr_until_hook(&mut child, 1);
    let reached = tokio::task::spawn_blocking(move || {
        first_read.recv_timeout(Duration::from_secs(60)).is_ok()
    })
    .await
    .expect("join");
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let writer = tokio::spawn(operator_like_writer(
        client.clone(),
        nodes.to_vec(),
        tag.to_string(),
        operator_keys,
        done.clone(),
    ));
    let mut out = tokio::task::spawn_blocking(move || child.wait_with_output())
        .await
        .expect("join")
        .expect("wait");
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    out.stderr = reader.join().expect("stderr reader");
    let (written, writes) = writer.await.expect("writer");
    assert!(
        reached,
        "the plugin never said it read a node:\n{}",
        describe(&out)
    );
    no_panic(&out);
    (out, written, writes)
}

/// Reads `child`'s stderr on a thread: the receiver gets a message once the plugin has said
/// `reads` times that it read a node (the test-hook line of the pause between read and write);
/// the thread returns all of stderr when it closes.
fn stderr_until_hook(
    child: &mut std::process::Child,
    reads: usize,
) -> (
    std::sync::mpsc::Receiver<()>,
    std::thread::JoinHandle<Vec<u8>>,
) {
    use std::io::{BufRead, BufReader};
    let err = child.stderr.take().expect("stderr piped");
    let (tx, rx) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut all = Vec::new();
        let mut seen = 0;
        for line in BufReader::new(err).lines().map_while(Result::ok) {
            if line.starts_with("test hook: read node ") {
                seen += 1;
                if seen == reads {
                    let _ = tx.send(());
                }
            }
            all.extend_from_slice(line.as_bytes());
            all.push(b'\n');
        }
        all
    });
    (rx, reader)
}

/// `want` with the concurrent writer's writes applied on top.
fn with_writes(mut want: NodeFacts, w: Option<&Written>) -> NodeFacts {
    if let Some(w) = w {
        want.annotations
            .extend(w.annotations.iter().map(|(k, v)| (k.clone(), v.clone())));
        want.taints.extend(w.taints.iter().cloned());
    }
    want
}

/// Taint order depends on the interleaving: compare taints as a sorted list.
fn normalised(mut f: NodeFacts) -> NodeFacts {
    f.taints.sort_by_key(|t| t.to_string());
    f
}

#[tokio::test]
async fn concurrent_operator_writes_survive_bulk_regate_forget_and_restore() {
    let c = Cluster::shared();
    let (client, f) = seeded_fleet("conc", Situation::Released, 60).await;
    let names: Vec<String> = f.nodes.iter().map(|p| p.name.clone()).collect();
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let before = fleet_facts(&client, &f).await;
    let mut races = 0usize;
    let mut other_writes = 0usize;

    // Both races: the fleet's nodes, no question, JSON out, every request logged, 8 at a time.
    let unattended = ["-l", &sel, "-y", "-o", "json", "-v=4", "--concurrency", "8"];
    // regate: gate taint + reset of the runtime-required CRs, one guarded write per node.
    let (out, written, n) = race(
        c,
        &client,
        &names,
        &f.id,
        true,
        &[
            &["regate"],
            &unattended[..],
            &["--runtime-required-taint", GATE],
        ]
        .concat(),
    )
    .await;
    assert!(out.status.success(), "{}", describe(&out));
    races += 1;
    other_writes += n;
    assert!(n > 0, "the writer ran during the plugin's run");
    let replans = stderr(&out).matches("guard failed").count();
    let got = fleet_facts(&client, &f).await;
    let mut wrong = Vec::new();
    for name in &names {
        let b = &before[name];
        let mut want = expect_reset(b, &f.cr_name(Role::Runtime));
        for r in [Role::KernelPatch, Role::Firmware, Role::Tools] {
            if b.annotations
                .keys()
                .any(|k| k.ends_with(&format!("nodeState_{}", f.cr_name(r))))
            {
                want = expect_reset(&want, &f.cr_name(r));
            }
        }
        want.taints.push(gate_taint());
        let want = normalised(with_writes(want, written.get(name)));
        if normalised(got[name].clone()) != want {
            wrong.push(format!("{name}:\n want {want:?}\n  got {:?}", got[name]));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} node(s) lost a write:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    let mid = got;

    // forget (every operator key) while the writer keeps writing its own keys; then restore.
    let dir = tempfile::tempdir().expect("tmp");
    let backup = dir.path().join("forget.json");
    let backup_s = backup.to_str().expect("utf8");
    let tag2 = format!("{}-f", f.id);
    let (out, written2, n) = race(
        c,
        &client,
        &names,
        &tag2,
        false,
        &[&["forget"], &unattended[..], &["--backup", backup_s]].concat(),
    )
    .await;
    assert!(out.status.success(), "{}", describe(&out));
    races += 1;
    other_writes += n;
    let after_forget = fleet_facts(&client, &f).await;
    let backed_up: Value =
        serde_json::from_str(&std::fs::read_to_string(&backup).expect("backup")).expect("json");
    let saved: BTreeSet<(String, String)> = backed_up["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| {
            (
                e["node"].as_str().expect("node").to_string(),
                format!(
                    "{}:{}",
                    e["where"].as_str().expect("where"),
                    e["key"].as_str().expect("key")
                ),
            )
        })
        .collect();
    for name in &names {
        let w = written2.get(name);
        let got = &after_forget[name];
        // Every write of the other task is there.
        for (k, v) in w.map(|w| &w.annotations).into_iter().flatten() {
            assert!(
                got.annotations.get(k) == Some(v),
                "{name}: the writer's {k}={v} was lost (got {:?})",
                got.annotations.get(k)
            );
        }
        // What forget planned: every operator key of the node was backed up and removed.
        let op_left: Vec<&String> = got
            .annotations
            .keys()
            .chain(got.labels.keys())
            .filter(|k| {
                k.split_once('/').is_some_and(|(p, r)| {
                    (p == "nodewright.nvidia.com" || p == "skyhook.nvidia.com") && r != "ignore"
                })
            })
            .collect();
        assert!(
            op_left
                .iter()
                .all(|k| !saved.contains(&(name.clone(), format!("annotation:{k}")))),
            "{name}: forget left {op_left:?}"
        );
        for t in w.map(|w| &w.taints).into_iter().flatten() {
            assert!(
                got.taints.contains(t),
                "{name}: the writer's taint {t} was lost"
            );
        }
        // What forget planned: no operator key it backed up is left with the backed-up value.
        for e in backed_up["entries"].as_array().expect("entries") {
            if e["node"] != name.as_str() {
                continue;
            }
            let key = e["key"].as_str().expect("key");
            let map = if e["where"] == "label" {
                &got.labels
            } else {
                &got.annotations
            };
            assert!(
                map.get(key).is_none(),
                "{name}: {key} is still there after forget"
            );
        }
    }
    // restore puts back everything forget removed and keeps everything written since.
    let out = plugin_command(&c.admin_kubeconfig)
        .args(["restore", backup_s, "-y", "-o", "json"])
        .output()
        .expect("restore");
    no_panic(&out);
    assert!(matches!(out.status.code(), Some(0)), "{}", describe(&out));
    let restored = fleet_facts(&client, &f).await;
    let mut wrong = Vec::new();
    for name in &names {
        let want = with_writes(mid[name].clone(), written2.get(name));
        if normalised(restored[name].clone()) != normalised(want.clone()) {
            wrong.push(format!(
                "{name}:\n want {want:?}\n  got {:?}",
                restored[name]
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} node(s) differ after restore:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    eprintln!(
        "FIGURES races: {races} bulk runs (regate, forget) over 60 nodes each raced {other_writes} operator-like writes ({replans} guarded re-plans in regate); writes lost: 0; nodes different from the plan: 0"
    );
}

// -------------------------------------------------------------------------------------------
// 3. Interrupts
// -------------------------------------------------------------------------------------------

fn interrupt(pid: u32) {
    let st = std::process::Command::new("kill")
        .args(["-INT", &pid.to_string()])
        .status()
        .expect("kill");
    assert!(st.success());
}

/// Spawns the plugin (slowed down by the test pause between read and write), sends SIGINT once
/// it has said `reads` times that it read a node (its test-hook line on stderr), and waits for
/// it. With `reads` above the concurrency, a write slot was freed: at least one write was sent.
fn run_and_interrupt(kubeconfig: &Path, args: &[&str], pause_ms: u64, reads: usize) -> Output {
    let mut child = plugin_command(kubeconfig)
        .args(args)
        .env(
            "KUBECTL_NODEWRIGHT_TEST_PAUSE_BEFORE_WRITE_MS",
            pause_ms.to_string(),
        )
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let (read_enough, reader) = stderr_until_hook(&mut child, reads);
    let reached = read_enough.recv_timeout(Duration::from_secs(60)).is_ok();
    interrupt(child.id());
    let mut out = child.wait_with_output().expect("wait");
    out.stderr = reader.join().expect("stderr reader");
    assert!(
        reached,
        "the plugin never said it read {reads} node(s):\n{}",
        describe(&out)
    );
    no_panic(&out);
    out
}

#[tokio::test]
async fn sigint_finishes_in_flight_writes_sends_nothing_new_and_a_rerun_completes() {
    let c = Cluster::shared();
    let (client, f) = seeded_fleet("sigint", Situation::Released, 100).await;
    let before = fleet_facts(&client, &f).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let args = [
        "taint",
        "-l",
        &sel,
        "-y",
        "-o",
        "json",
        "-v=6",
        "--concurrency",
        "4",
        "--runtime-required-taint",
        GATE,
    ];
    // 100 nodes, 4 at a time, 300 ms each: about 7.5 s of writes; interrupted once the 9th
    // node is read (the first writes sent, most nodes not reached).
    let out = run_and_interrupt(&c.admin_kubeconfig, &args, 300, 9);
    assert_eq!(out.status.code(), Some(130), "{}", describe(&out));
    let err = stderr(&out);
    assert!(
        err.contains("interrupted:") && err.contains("Run the same command again"),
        "{err}"
    );
    let o = outcomes(&out);
    assert_eq!(o.len(), 100, "every node is reported: {o:?}");
    let changed: Vec<&String> = o
        .iter()
        .filter(|(_, v)| *v == "changed")
        .map(|(k, _)| k)
        .collect();
    let skipped: Vec<&String> = o
        .iter()
        .filter(|(_, v)| *v == "skipped")
        .map(|(k, _)| k)
        .collect();
    assert!(!changed.is_empty() && !skipped.is_empty(), "{o:?}");
    assert_eq!(changed.len() + skipped.len(), 100, "{o:?}");
    // Nothing was sent for a skipped node; what was reported changed is changed.
    let patched: BTreeSet<String> = err
        .lines()
        .filter_map(|l| l.strip_prefix("I PATCH /api/v1/nodes/"))
        .map(|l| l.split('?').next().unwrap_or("").to_string())
        .collect();
    let got = fleet_facts(&client, &f).await;
    for node in &skipped {
        let n = node.trim_start_matches("node/");
        assert!(
            !patched.contains(n),
            "{n} was reported not changed but a PATCH was sent"
        );
        assert_eq!(got[n], before[n], "{n} skipped but changed");
    }
    for node in &changed {
        let n = node.trim_start_matches("node/");
        assert_eq!(got[n], expect_tainted(&before[n]), "{n}");
    }
    assert_eq!(
        patched.len(),
        changed.len(),
        "one write per changed node, none after"
    );
    // Re-running finishes the job.
    let out = run_with(&c.admin_kubeconfig, &args);
    assert!(out.status.success(), "{}", describe(&out));
    let want: BTreeMap<_, _> = before
        .iter()
        .map(|(n, b)| (n.clone(), expect_tainted(b)))
        .collect();
    let wrong = differing(&want, &fleet_facts(&client, &f).await);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    eprintln!(
        "FIGURES sigint: taint over 100 nodes interrupted: {} written, {} not; exit 130; re-run finished; nodes different from the plan: 0",
        changed.len(),
        skipped.len()
    );
}

#[tokio::test]
async fn forget_interrupted_after_its_backup_loses_nothing() {
    let c = Cluster::shared();
    let (client, f) = seeded_fleet("sigforget", Situation::Released, 60).await;
    let before = fleet_facts(&client, &f).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let dir = tempfile::tempdir().expect("tmp");
    let backup = dir.path().join("b.json");
    let backup_s = backup.to_str().expect("utf8");
    let out = run_and_interrupt(
        &c.admin_kubeconfig,
        &[
            "forget",
            "-l",
            &sel,
            "-y",
            "-o",
            "json",
            "--concurrency",
            "2",
            "--backup",
            backup_s,
        ],
        300,
        // 2 at a time: the 5th read means the first writes were sent.
        5,
    );
    assert_eq!(out.status.code(), Some(130), "{}", describe(&out));
    assert!(backup.exists(), "the backup was written before any write");
    let o = outcomes(&out);
    let changed = o.values().filter(|v| *v == "changed").count();
    assert!(changed > 0 && changed < 60, "{o:?}");
    let out = run_with(
        &c.admin_kubeconfig,
        &["restore", backup_s, "-y", "-o", "json"],
    );
    no_panic(&out);
    assert!(out.status.success(), "{}", describe(&out));
    let wrong = differing(&before, &fleet_facts(&client, &f).await);
    assert!(
        wrong.is_empty(),
        "restore brings everything back:\n{}",
        wrong.join("\n")
    );
    eprintln!(
        "FIGURES sigint-forget: forget over 60 nodes interrupted after {changed} written; restore brought every key back; nodes different from before: 0"
    );
}

// -------------------------------------------------------------------------------------------
// 4. Bad input: a clear message, the documented exit code, never a panic
// -------------------------------------------------------------------------------------------

/// Runs one bad input and checks the exit code and that stderr says `needle`.
fn expect_bad(kubeconfig: &Path, args: &[&str], code: i32, needle: &str) {
    let out = run_with(kubeconfig, args);
    no_panic(&out);
    assert_eq!(
        out.status.code(),
        Some(code),
        "{args:?}:\n{}",
        describe(&out)
    );
    let err = stderr(&out);
    assert!(
        err.to_lowercase().contains(&needle.to_lowercase()),
        "{args:?}: stderr does not say {needle:?}:\n{}",
        describe(&out)
    );
}

#[tokio::test]
async fn bad_data_on_nodes_is_reported_never_a_panic() {
    let c = Cluster::shared();
    let client = c.client().await;
    let kc = &c.admin_kubeconfig;
    let id = common::unique("baddata");
    let cr = format!("{id}-cr");
    let mut tried = 0;
    // Malformed NodeState JSON, unknown stages and states, a ~250 KB NodeState (the API server
    // caps a node's annotations at 256 KiB in total, so 1 MB cannot be stored on a node), a node
    // with 100 taints.
    let big: serde_json::Map<String, Value> = (0..1500)
        .map(|i| {
            (
                format!("pkg{i}|1.0.{i}"),
                json!({"name": format!("pkg{i}"), "version": format!("1.0.{i}"), "image": "nvcr.io/x/y", "stage": "config", "state": "complete"}),
            )
        })
        .collect();
    let big = Value::Object(big).to_string();
    assert!(big.len() > 150_000 && big.len() < 250_000, "{}", big.len());
    let unknown = json!({"p|1": {"name": "p", "version": "1", "image": "i", "stage": "teleport", "state": "sleepy"}}).to_string();
    let cases: Vec<(&str, String)> = vec![
        ("malformed", "{\"p|1\": {\"name\": ".to_string()),
        ("wrongtype", "[1,2,3]".to_string()),
        ("unknown", unknown),
        ("huge", big),
    ];
    let mut names = Vec::new();
    for (tag, state) in &cases {
        let name = format!("{id}-{tag}");
        common::node(&name)
            .label("bad-data", &id)
            .annotation(&format!("nodewright.nvidia.com/nodeState_{cr}"), state)
            .annotation(&format!("nodewright.nvidia.com/status_{cr}"), "in_progress")
            .taint("nodewright.nvidia.com", "runtime-required", "NoSchedule")
            .apply(&client)
            .await;
        names.push(name);
    }
    let many = format!("{id}-taints");
    let mut n = common::node(&many).label("bad-data", &id);
    for i in 0..100 {
        n = n.taint(&format!("example.com/t{i}"), "v", "NoSchedule");
    }
    n.apply(&client).await;
    names.push(many.clone());
    let sel = format!("bad-data={id}");
    for name in &names {
        for args in [
            vec!["explain", name.as_str()],
            vec!["explain", name.as_str(), "-o", "json"],
            vec!["annotations", name.as_str()],
        ] {
            let out = run_with(kc, &args);
            no_panic(&out);
            assert_eq!(out.status.code(), Some(0), "{args:?}:\n{}", describe(&out));
            tried += 1;
        }
    }
    for args in [
        vec!["status", "-l", sel.as_str()],
        vec!["status", "-l", sel.as_str(), "-o", "wide"],
    ] {
        let out = run_with(kc, &args);
        no_panic(&out);
        assert_eq!(out.status.code(), Some(0), "{args:?}:\n{}", describe(&out));
        tried += 1;
    }
    // The malformed state is named as such.
    let out = run_with(kc, &["explain", &names[0]]);
    let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(&out));
    assert!(
        all.to_lowercase().contains("malformed"),
        "{}",
        describe(&out)
    );
    // Writes over them: reset removes the bad state; taint keeps the 100 taints.
    let out = run_with(kc, &["reset", &cr, "-l", &sel, "-y", "-o", "json"]);
    no_panic(&out);
    assert!(out.status.success(), "{}", describe(&out));
    for name in &names[..4] {
        let f = facts(&client, name).await;
        assert!(
            !f.annotations
                .contains_key(&format!("nodewright.nvidia.com/nodeState_{cr}")),
            "{name}"
        );
    }
    let before = facts(&client, &many).await;
    let out = run_with(
        kc,
        &["taint", &many, "-y", "--runtime-required-taint", GATE],
    );
    no_panic(&out);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(facts(&client, &many).await, expect_tainted(&before));
    tried += 3;
    eprintln!(
        "FIGURES bad-data: {tried} runs over malformed, wrong-type, unknown-stage, ~{} KB and 100-taint nodes; panics: 0",
        cases[3].1.len() / 1000
    );
}

#[tokio::test]
async fn bad_arguments_and_config_get_their_documented_exit_codes() {
    let c = Cluster::shared();
    let client = c.client().await;
    let kc = &c.admin_kubeconfig;
    let node = common::unique("badargs");
    common::node(&node).apply(&client).await;
    let long = "a".repeat(60);
    let long_key = format!("example.com/{}", "k".repeat(64));
    let mut tried = 0usize;
    // Exit 2: bad usage or bad input.
    for (args, needle) in [
        (
            vec![
                "taint",
                "-l",
                "pool in (a",
                "-y",
                "--runtime-required-taint",
                GATE,
            ],
            "selector",
        ),
        (vec!["reset", "x", "-l", "in (a,b", "-y"], "selector"),
        (vec!["forget", "-l", "!", "-y"], "selector"),
        (vec!["taint", node.as_str(), "-o", "xml", "-y"], "xml"),
        (vec!["migration", "status", "-o", "csv"], "csv"),
        (
            vec![
                "status",
                "--runtime-required-taint",
                "nodewright.nvidia.com-",
            ],
            "nodewright.nvidia.com-",
        ),
        (
            vec![
                "taint",
                node.as_str(),
                "-y",
                "--runtime-required-taint",
                "bad key:NoSchedule",
            ],
            "bad key",
        ),
        (
            vec![
                "taint",
                node.as_str(),
                "-y",
                "--runtime-required-taint",
                &format!("{long_key}:NoSchedule"),
            ],
            "63",
        ),
        (
            vec!["restore", "/nonexistent/backup.json", "-y"],
            "cannot read",
        ),
        (
            vec!["taint", node.as_str(), "--runtime-required-taint", GATE],
            "--confirm",
        ),
    ] {
        expect_bad(kc, &args, 2, needle);
        tried += 1;
    }
    // A backup naming a key over 63 characters: refused before anything is written.
    let dir = tempfile::tempdir().expect("tmp");
    let file = dir.path().join("b.json");
    let doc = json!({"apiVersion": "kubectl-nodewright/v1", "kind": "ForgetBackup", "createdAt": "2026-01-01T00:00:00Z", "entries": [
        {"node": node, "key": format!("nodewright.nvidia.com/status_{long}"), "where": "annotation", "value": "complete", "resourceVersion": "1"}]});
    std::fs::write(&file, doc.to_string()).expect("write");
    expect_bad(
        kc,
        &["restore", file.to_str().expect("utf8"), "-y"],
        2,
        "63",
    );
    std::fs::write(&file, "{not json").expect("write");
    expect_bad(
        kc,
        &["restore", file.to_str().expect("utf8"), "-y"],
        2,
        "not a forget backup",
    );
    tried += 2;
    // Exit 1: names that do not exist.
    let ghost = common::unique("ghost");
    for (args, needle) in [
        (vec!["explain", ghost.as_str()], "not found"),
        (
            vec![
                "taint",
                ghost.as_str(),
                "-y",
                "--runtime-required-taint",
                GATE,
            ],
            "not found",
        ),
        (
            vec![
                "regate",
                ghost.as_str(),
                "-y",
                "--runtime-required-taint",
                GATE,
            ],
            "not found",
        ),
        (vec!["pause", ghost.as_str(), "-y"], "not found"),
        (vec!["dp", "reset", ghost.as_str(), "-y"], "not found"),
        (
            vec!["regate", node.as_str(), "--nodewright", &long, "-y"],
            "not found",
        ),
    ] {
        expect_bad(kc, &args, 1, needle);
        tried += 1;
    }
    // Exit 3: configuration and credentials.
    let bad_kc = dir.path().join("bad.kubeconfig");
    std::fs::write(&bad_kc, "{bad").expect("write");
    expect_bad(&bad_kc, &["status"], 3, "kubeconfig");
    expect_bad(
        Path::new("/nonexistent/kubeconfig"),
        &["status"],
        3,
        "kubeconfig",
    );
    // A context the kubeconfig does not have is a usage mistake.
    expect_bad(kc, &["status", "--context", "nope"], 2, "nope");
    expect_bad(kc, &["status", "--token", "expired-or-invalid"], 3, "401");
    expect_bad(
        kc,
        &[
            "taint",
            node.as_str(),
            "-y",
            "--token",
            "expired-or-invalid",
            "--runtime-required-taint",
            GATE,
        ],
        3,
        "401",
    );
    tried += 5;
    // A server that speaks plain HTTP where https is expected.
    let proxy = FaultProxy::start(kc, Faults::none());
    let https_to_http = proxy.kubeconfig_for(dir.path(), &format!("https://{}", proxy.addr), "t");
    expect_bad(
        &https_to_http,
        &["status", "--insecure-skip-tls-verify"],
        3,
        "https",
    );
    // And the reverse: plain HTTP to the TLS apiserver (Go answers with a 400).
    let port = std::fs::read_to_string(c.dir.join("apiserver.port")).expect("port");
    expect_bad(
        kc,
        &[
            "status",
            "--server",
            &format!("http://127.0.0.1:{}", port.trim()),
            "--token",
            "t",
        ],
        3,
        "use an https:// URL",
    );
    tried += 1;
    // A certificate the kubeconfig's CA does not trust: a CA of our own.
    let ca_key = dir.path().join("ca.key");
    let ca = dir.path().join("ca.crt");
    let st = std::process::Command::new("openssl")
        .args([
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=not-the-cluster-ca",
        ])
        .arg("-keyout")
        .arg(&ca_key)
        .arg("-out")
        .arg(&ca)
        .output()
        .expect("openssl");
    assert!(st.status.success(), "{}", describe(&st));
    expect_bad(
        kc,
        &[
            "status",
            "--certificate-authority",
            ca.to_str().expect("utf8"),
        ],
        3,
        "certificate",
    );
    tried += 2;
    eprintln!(
        "FIGURES bad-args: {tried} bad arguments and configurations, each with its documented exit code; panics: 0"
    );
}

#[tokio::test]
async fn a_bad_operator_taint_is_a_warning_that_names_it_never_a_panic() {
    let c = Cluster::shared();
    let client = c.client().await;
    let kc = &c.admin_kubeconfig;
    let node = common::unique("badop");
    common::node(&node).apply(&client).await;
    // An operator of our own in a namespace of its own (the shared one stays intact).
    let ns = common::unique("opns");
    let mut tried = 0;
    for (taint, needle) in [
        (
            "nodewright.nvidia.com=runtime-required:NoSchedule-",
            "RUNTIME_REQUIRED_TAINT",
        ),
        ("nodewright.nvidia.com-", "RUNTIME_REQUIRED_TAINT"),
        ("not a taint", "RUNTIME_REQUIRED_TAINT"),
        (
            "nodewright.nvidia.com=runtime-required:Sometimes",
            "RUNTIME_REQUIRED_TAINT",
        ),
    ] {
        let mut op = Operator::for_flavor(Flavor::Renamed);
        op.namespace = ns.clone();
        op.runtime_required_taint = taint.into();
        fleet::seed_operator(&client, &op).await.expect("operator");
        for args in [
            vec!["status", node.as_str(), "--operator-namespace", ns.as_str()],
            vec![
                "explain",
                node.as_str(),
                "--operator-namespace",
                ns.as_str(),
            ],
        ] {
            let out = run_with(kc, &args);
            no_panic(&out);
            let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(&out));
            assert!(
                all.contains(needle),
                "{taint:?} {args:?}:\n{}",
                describe(&out)
            );
            assert!(
                matches!(out.status.code(), Some(0) | Some(2)),
                "{}",
                describe(&out)
            );
            tried += 1;
        }
        // A write refuses to put an assumed taint on nodes (exit 2, naming the bad value)...
        let out = run_with(kc, &["taint", &node, "-y", "--operator-namespace", &ns]);
        no_panic(&out);
        assert_eq!(out.status.code(), Some(2), "{taint:?}:\n{}", describe(&out));
        let err = stderr(&out);
        assert!(
            err.contains("RUNTIME_REQUIRED_TAINT")
                && err.contains(taint)
                && err.contains("--runtime-required-taint"),
            "{taint:?}:\n{}",
            describe(&out)
        );
        // ...and writes the one the user names with --runtime-required-taint.
        let out = run_with(
            kc,
            &[
                "taint",
                &node,
                "-y",
                "--dry-run",
                "--operator-namespace",
                &ns,
                "--runtime-required-taint",
                GATE,
            ],
        );
        no_panic(&out);
        assert_eq!(out.status.code(), Some(0), "{taint:?}:\n{}", describe(&out));
        assert!(
            String::from_utf8_lossy(&out.stdout).contains(GATE),
            "{taint:?}:\n{}",
            describe(&out)
        );
        tried += 1;
    }
    eprintln!(
        "FIGURES bad-operator: {tried} runs over 4 invalid or deleting-form RUNTIME_REQUIRED_TAINT values; panics: 0"
    );
}

// -------------------------------------------------------------------------------------------
// 5. Secrets
// -------------------------------------------------------------------------------------------

#[tokio::test]
async fn no_token_key_or_password_reaches_output_or_logs_at_any_level() {
    let c = Cluster::shared();
    let client = c.client().await;
    let token = admin_token(c);
    let node = common::unique("secret");
    common::node(&node).apply(&client).await;
    let dir = tempfile::tempdir().expect("tmp");
    // A client key and a password in the kubeconfig too (the test API server authenticates
    // the token; the key and password must still never be printed).
    let key = dir.path().join("client.key");
    let crt = dir.path().join("client.crt");
    let st = std::process::Command::new("openssl")
        .args([
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=secret-user",
        ])
        .arg("-keyout")
        .arg(&key)
        .arg("-out")
        .arg(&crt)
        .output()
        .expect("openssl");
    assert!(st.status.success(), "{}", describe(&st));
    let key_pem = std::fs::read_to_string(&key).expect("key");
    let key_line = key_pem
        .lines()
        .find(|l| l.len() > 40 && !l.starts_with("-----"))
        .expect("a base64 line")
        .to_string();
    let admin = std::fs::read_to_string(&c.admin_kubeconfig).expect("kubeconfig");
    let mut doc: Value = serde_saphyr::from_str(&admin).expect("kubeconfig parses");
    use std::io::Write as _;
    let b64 = |p: &Path| {
        let out = std::process::Command::new("base64")
            .args(["-w0"])
            .arg(p)
            .output()
            .expect("base64");
        String::from_utf8(out.stdout).expect("utf8")
    };
    doc["users"][0]["user"]["client-key-data"] = b64(&key).into();
    doc["users"][0]["user"]["client-certificate-data"] = b64(&crt).into();
    let with_key = dir.path().join("with-key.kubeconfig");
    std::fs::File::create(&with_key)
        .and_then(|mut f| f.write_all(serde_json::to_string(&doc).expect("json").as_bytes()))
        .expect("write");
    let password = "pa55-w0rd-never-printed-7d1e";
    let mut pw = doc.clone();
    pw["users"][0]["user"] = json!({"username": "someone", "password": password});
    let with_pw = dir.path().join("with-password.kubeconfig");
    std::fs::write(&with_pw, serde_json::to_string(&pw).expect("json")).expect("write");
    let bad_token = "badtoken-never-printed-5c2b9";
    let secrets = [token.as_str(), key_line.as_str(), password, bad_token];
    let proxy = FaultProxy::start(&c.admin_kubeconfig, Faults::everything(0.3, 3));
    let via_proxy = proxy.kubeconfig(dir.path(), &token);
    let mut runs = 0;
    for v in 0..=9 {
        let v = format!("-v={v}");
        let cases: Vec<(&Path, Vec<&str>)> = vec![
            (&with_key, vec!["version"]),
            (&with_key, vec!["status", node.as_str()]),
            (&with_key, vec!["explain", node.as_str()]),
            (
                &with_key,
                vec![
                    "taint",
                    node.as_str(),
                    "-y",
                    "--runtime-required-taint",
                    GATE,
                ],
            ),
            (
                &with_key,
                vec![
                    "untaint",
                    node.as_str(),
                    "-y",
                    "--runtime-required-taint",
                    GATE,
                ],
            ),
            (
                &with_key,
                vec!["reset", "no-such-cr", "--node", node.as_str(), "-y"],
            ),
            (&with_key, vec!["status", "--token", bad_token]),
            (&with_key, vec!["status", "-l", "pool in (a"]),
            (&with_pw, vec!["status"]),
            (
                &via_proxy,
                vec![
                    "taint",
                    node.as_str(),
                    "-y",
                    "--runtime-required-taint",
                    GATE,
                ],
            ),
            (&via_proxy, vec!["status", "--request-timeout", "3s"]),
        ];
        for (kubeconfig, mut args) in cases {
            args.push(&v);
            let out = run_with(kubeconfig, &args);
            no_panic(&out);
            let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(&out));
            for s in secrets {
                assert!(
                    !all.contains(s),
                    "a secret leaked at {v} in {args:?}:\n{}",
                    describe(&out)
                );
            }
            runs += 1;
        }
    }
    eprintln!(
        "FIGURES secrets: {runs} runs at -v=0..9 (reads, writes, 401, bad input, basic auth, through faults); secrets printed: 0"
    );
}
