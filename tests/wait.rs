//! `wait` and `status --watch` against a real control plane, written like the runbook:
//! "re-gate the node, then wait until it is released".

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::fleet::Situation;
use common::lines::Lines;
use common::{Cluster, complete_node, describe, fleet_with_operator as setup};

fn plugin(ns: &str) -> Command {
    let mut cmd = common::plugin_command(&Cluster::shared().admin_kubeconfig);
    cmd.args(["--operator-namespace", ns]);
    cmd
}

fn wait_child(mut cmd: Command) -> std::process::Output {
    cmd.stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("run wait")
}

/// Reads `child`'s stderr on a thread until a line containing `want` arrives (`true`), stderr
/// closes or `limit` passes (`false`); every line read is kept in `seen` for the failure message.
fn await_stderr_line(
    child: &mut Child,
    want: &str,
    limit: Duration,
) -> (bool, std::sync::Arc<std::sync::Mutex<Vec<String>>>) {
    let stderr = child.stderr.take().expect("stderr piped");
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let (tx, rx) = std::sync::mpsc::channel();
    let (want, lines) = (want.to_string(), seen.clone());
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if line.contains(&want) {
                let _ = tx.send(());
            }
            lines.lock().expect("lines").push(line);
        }
    });
    (rx.recv_timeout(limit).is_ok(), seen)
}

#[tokio::test]
async fn wait_returns_within_one_interval_of_the_node_being_released() {
    let s = setup("waitrel", &[Situation::GatedInProgress]).await;
    let node = s.fleet.names(Situation::GatedInProgress)[0].clone();
    let mut cmd = plugin(&s.ns);
    cmd.args([
        "wait",
        node.as_str(),
        "--interval",
        "1s",
        "--timeout",
        "60s",
        "-o",
        "json",
        "-v=4",
    ]);
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    // The node is released only once the wait has seen it gated (its -v=4 line), so a pass
    // means the wait followed the change, not that it started after it.
    let gated = format!("I wait: node/{node} is gated");
    let (saw, stderr) = await_stderr_line(&mut child, &gated, Duration::from_secs(30));
    if !saw {
        let _ = child.kill();
    }
    assert!(
        saw,
        "no {gated:?} line within 30s; stderr:\n{}",
        stderr.lock().expect("lines").join("\n")
    );
    complete_node(&s.fleet, &node).await;
    let changed = Instant::now();
    let out = tokio::task::spawn_blocking(move || child.wait_with_output())
        .await
        .expect("join")
        .expect("wait");
    let took = changed.elapsed();
    let stderr = stderr.lock().expect("lines").join("\n");
    assert!(
        out.status.success(),
        "{}\nstderr:\n{stderr}",
        describe(&out)
    );
    assert!(
        took < Duration::from_secs(4),
        "wait took {took:?} after the change (interval 1s)"
    );
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["kind"], "WaitResultList");
    assert_eq!(doc["items"][0]["node"], node.as_str());
    assert_eq!(doc["items"][0]["outcome"], "met");
    assert_eq!(doc["items"][0]["state"], "released");
}

#[tokio::test]
async fn a_stuck_node_fails_the_wait_fast_with_its_blocker() {
    let s = setup("waiterr", &[Situation::Erroring]).await;
    let node = s.fleet.names(Situation::Erroring)[0].clone();
    let started = Instant::now();
    let mut cmd = plugin(&s.ns);
    cmd.args([
        "wait",
        node.as_str(),
        "--interval",
        "1s",
        "--timeout",
        "60s",
    ]);
    let out = wait_child(cmd);
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "took {:?}",
        started.elapsed()
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(&format!("node/{node} failed")) && text.contains("package-erroring"),
        "{}",
        describe(&out)
    );
}

#[tokio::test]
async fn a_timeout_exits_1_and_names_the_last_state() {
    let s = setup("waitto", &[Situation::GatedInProgress]).await;
    let node = s.fleet.names(Situation::GatedInProgress)[0].clone();
    let mut cmd = plugin(&s.ns);
    cmd.args([
        "wait",
        node.as_str(),
        "--interval",
        "1s",
        "--timeout",
        "3s",
        "-o",
        "json",
    ]);
    let out = wait_child(cmd);
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["items"][0]["outcome"], "timed-out", "{doc}");
    assert_eq!(doc["items"][0]["state"], "gated", "{doc}");
    assert!(
        doc["items"][0]["reason"]
            .as_str()
            .unwrap_or("")
            .contains("timed out in state gated"),
        "{doc}"
    );
}

#[tokio::test]
async fn waiting_for_gated_and_for_a_node_that_does_not_exist() {
    let s = setup(
        "waitgat",
        &[Situation::GatedInProgress, Situation::Released],
    )
    .await;
    let gated = s.fleet.names(Situation::GatedInProgress)[0].clone();
    let released = s.fleet.names(Situation::Released)[0].clone();
    let mut cmd = plugin(&s.ns);
    cmd.args(["wait", gated.as_str(), "--for", "gated", "--timeout", "10s"]);
    let out = wait_child(cmd);
    assert!(out.status.success(), "{}", describe(&out));
    let mut cmd = plugin(&s.ns);
    cmd.args([
        "wait",
        released.as_str(),
        "--for",
        "untainted",
        "--timeout",
        "10s",
    ]);
    assert!(wait_child(cmd).status.success());
    let ghost = common::unique("ghost");
    let mut cmd = plugin(&s.ns);
    cmd.args(["wait", ghost.as_str(), "--timeout", "10s", "-o", "json"]);
    let out = wait_child(cmd);
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["items"][0]["outcome"], "not-found", "{doc}");
}

fn interrupt(child: &Child) {
    let _ = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
}

#[tokio::test]
async fn status_watch_shows_the_change_and_ctrl_c_exits_130() {
    let s = setup("watch", &[Situation::GatedInProgress]).await;
    let node = s.fleet.names(Situation::GatedInProgress)[0].clone();
    let mut cmd = plugin(&s.ns);
    cmd.args(["status", "--watch", "--interval", "1s", node.as_str()]);
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let lines = Lines::follow(&mut child);
    let read_until = |needle: &str, limit: Duration| lines.until_within(needle, limit);
    let first = read_until(&node, Duration::from_secs(15));
    assert!(
        first.last().is_some_and(|l| l.contains("gated")),
        "{first:?}"
    );
    complete_node(&s.fleet, &node).await;
    // Not a terminal: snapshots are appended, and the changed row is marked with `*`.
    let later = read_until(&format!("*{node}"), Duration::from_secs(15));
    assert!(
        later.last().is_some_and(|l| l.contains("released")),
        "{later:?}"
    );
    interrupt(&child);
    let status = child.wait().expect("wait");
    assert_eq!(
        status.code(),
        Some(130),
        "Ctrl-C ends --watch with exit 130"
    );
}

/// `status --watch -o yaml` is one YAML stream: its first `NodeGateList` and each later
/// `NodeGateChanges` are separate documents (`---` between them), as a YAML reader takes them.
#[tokio::test]
async fn status_watch_in_yaml_is_one_stream_of_documents() {
    let s = setup("watchyaml", &[Situation::GatedInProgress]).await;
    let node = s.fleet.names(Situation::GatedInProgress)[0].clone();
    let mut cmd = plugin(&s.ns);
    cmd.args(["status", "--watch", "-o", "yaml", node.as_str()]);
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let lines = Lines::follow(&mut child);
    // The first document is written whole (one write) before the node changes; a
    // NodeGateChanges ends with its `removed:` key.
    let mut text = lines.until_within(&node, Duration::from_secs(30));
    complete_node(&s.fleet, &node).await;
    text.extend(lines.until_within("removed:", Duration::from_secs(30)));
    interrupt(&child);
    assert_eq!(child.wait().expect("wait").code(), Some(130));
    let docs: Vec<serde_json::Value> =
        serde_saphyr::from_multiple(&text.join("\n")).expect("a YAML stream");
    let kinds: Vec<&str> = docs.iter().filter_map(|d| d["kind"].as_str()).collect();
    assert_eq!(kinds, ["NodeGateList", "NodeGateChanges"], "{docs:?}");
    assert_eq!(docs[1]["items"][0]["name"], node.as_str());
    assert_eq!(docs[1]["items"][0]["state"], "released");
}
