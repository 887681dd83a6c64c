//! The write commands against a real control plane, written like the runbook: for each command,
//! the exact state of every node afterwards (annotations, labels, taints, unschedulable), one
//! guarded write per node (counted from the `-v=6` request log), a concurrent writer's taint
//! surviving, refusals that change nothing, dry runs that change nothing, partial failure.

mod common;

use std::collections::BTreeMap;
use std::time::Duration;

use common::facts::{NodeFacts, expect_reset, facts, last_write};
use common::fleet::{self, Fleet, Role, Situation};
use common::{Cluster, describe, plugin_command, seeded, write_outcomes};
use k8s_openapi::api::core::v1::Node;
use kube::Api;
use kube::api::{Patch, PatchParams};
use serde_json::{Value, json};

const GATE: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";

async fn all_facts(client: &kube::Client, names: &[String]) -> BTreeMap<String, NodeFacts> {
    let mut out = BTreeMap::new();
    for n in names {
        out.insert(n.clone(), facts(client, n).await);
    }
    out
}

/// `I PATCH /api/v1/nodes/...` lines of a `-v=6` run.
fn node_patches(out: &std::process::Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| l.starts_with("I PATCH /api/v1/nodes/"))
        .map(str::to_string)
        .collect()
}

fn json_of(out: &std::process::Output) -> Value {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("stdout is not JSON ({e}):\n{}", describe(out)))
}

fn run(c: &Cluster, args: &[&str]) -> std::process::Output {
    plugin_command(&c.admin_kubeconfig)
        .args(args)
        .output()
        .expect("run plugin")
}

fn names(f: &Fleet) -> Vec<String> {
    f.nodes.iter().map(|p| p.name.clone()).collect()
}

#[tokio::test]
async fn reset_removes_exactly_the_state_keys_with_one_patch_per_node_and_resets_the_batch() {
    let (c, client, f) = seeded(
        "reset",
        &[
            Situation::Released,
            Situation::GatedInProgress,
            Situation::StateMalformed,
            Situation::OrphanedState,
            Situation::Ungated,
            Situation::Erroring,
        ],
    )
    .await;
    let cr = f.cr_name(Role::Runtime);
    let all = names(&f);
    let before = all_facts(&client, &all).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    // -l limits the reset to nodes: the batch state is reset only with --batch (docs/commands.md).
    let out = run(
        c,
        &[
            "reset", &cr, "-l", &sel, "--batch", "-y", "-o", "json", "-v=6",
        ],
    );
    assert!(out.status.success(), "{}", describe(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("reset does not re-gate"),
        "{}",
        describe(&out)
    );
    let after = all_facts(&client, &all).await;
    let mut changed = 0;
    for n in &all {
        let want = expect_reset(&before[n], &cr);
        assert_eq!(after[n], want, "node {n} after reset");
        // The plugin's record of the write: on the nodes it wrote, and only there.
        let record = last_write(&client, n).await;
        if want == before[n] {
            assert_eq!(record, None, "node {n} was not written");
        } else {
            changed += 1;
            let record = record.unwrap_or_else(|| panic!("node {n}: no record of the reset"));
            assert!(record.ends_with(&format!(" reset {cr}")), "{record}");
        }
    }
    assert!(changed >= 4, "the fleet has state to reset");
    assert_eq!(
        node_patches(&out).len(),
        changed,
        "one write per affected node:\n{}",
        describe(&out)
    );
    // The malformed node is reset, not skipped.
    let malformed = &f.names(Situation::StateMalformed)[0];
    assert_eq!(
        write_outcomes(&json_of(&out))[&format!("node/{malformed}")],
        "changed"
    );
    // A node cordoned mid-interrupt keeps its cordon marker: the operator uncordons it later.
    let cordoned = &f.names(Situation::GatedInProgress)[0];
    if before[cordoned].unschedulable {
        assert!(
            after[cordoned]
                .annotations
                .contains_key(&format!("nodewright.nvidia.com/cordon_{cr}"))
        );
    }
    // The batch state: only batchState changed, reset to batch 1.
    let nw = fleet::api_resource("nodewright.nvidia.com", "NodeWright");
    let obj = Api::<kube::api::DynamicObject>::all_with(client.clone(), &nw)
        .get(&cr)
        .await
        .expect("cr");
    let bs = &obj.data["status"]["compartmentStatuses"]["__default__"]["batchState"];
    assert_eq!(bs["currentBatch"], 1, "{bs}");
    assert_eq!(bs["completedNodes"], 0);
    assert!(
        obj.data["status"]["compartmentStatuses"]["__default__"]["matched"]
            .as_i64()
            .is_some_and(|m| m > 0),
        "other status fields kept"
    );

    // Idempotent: running it again changes nothing.
    let again = run(
        c,
        &[
            "reset", &cr, "-l", &sel, "--batch", "-y", "-o", "json", "-v=6",
        ],
    );
    assert!(again.status.success(), "{}", describe(&again));
    assert!(node_patches(&again).is_empty(), "{}", describe(&again));
    assert_eq!(all_facts(&client, &all).await, after);
}

#[tokio::test]
async fn a_taint_added_by_another_writer_between_our_read_and_write_survives() {
    let c = Cluster::shared();
    let client = c.client().await;
    let name = common::unique("race");
    common::node(&name)
        .taint("dedicated", "gpu", "NoSchedule")
        .apply(&client)
        .await;
    let child = plugin_command(&c.admin_kubeconfig)
        .args([
            "taint",
            &name,
            "-y",
            "-v=6",
            "-o",
            "json",
            "--runtime-required-taint",
            GATE,
        ])
        .env("KUBECTL_NODEWRIGHT_TEST_PAUSE_BEFORE_WRITE_MS", "3000")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    // Once the plugin says it has read the node (the test hook's line), another writer adds a
    // taint, the way the operator does (a merge patch of the whole list). The rest of stderr is
    // kept for the failure message.
    let mut child = child;
    let stderr = child.stderr.take().expect("stderr");
    let (read_tx, read_rx) = std::sync::mpsc::channel::<()>();
    let rest = std::thread::spawn(move || {
        use std::io::BufRead;
        let mut kept = String::new();
        let mut tx = Some(read_tx);
        for line in std::io::BufReader::new(stderr)
            .lines()
            .map_while(Result::ok)
        {
            if line.starts_with("test hook: read node")
                && let Some(tx) = tx.take()
            {
                let _ = tx.send(());
            }
            kept.push_str(&line);
            kept.push('\n');
        }
        kept
    });
    tokio::task::spawn_blocking(move || read_rx.recv_timeout(Duration::from_secs(60)))
        .await
        .expect("join")
        .expect("the plugin read the node and paused (test hook line on stderr)");
    let api = Api::<Node>::all(client.clone());
    let patch = json!({"spec": {"taints": [
        {"key": "dedicated", "value": "gpu", "effect": "NoSchedule"},
        {"key": "example.com/maintenance", "value": "true", "effect": "NoExecute"}]}});
    api.patch(&name, &PatchParams::default(), &Patch::Merge(&patch))
        .await
        .expect("concurrent patch");
    let mut out = tokio::task::spawn_blocking(move || child.wait_with_output())
        .await
        .expect("join")
        .expect("wait");
    out.stderr = rest.join().expect("stderr reader").into_bytes();
    assert!(out.status.success(), "{}", describe(&out));
    let f = facts(&client, &name).await;
    let keys: Vec<&str> = f
        .taints
        .iter()
        .map(|t| t["key"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        keys,
        vec![
            "dedicated",
            "example.com/maintenance",
            "nodewright.nvidia.com"
        ],
        "{}",
        describe(&out)
    );
    assert_eq!(
        node_patches(&out).len(),
        2,
        "first write refused by its test, second after a re-read:\n{}",
        describe(&out)
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr
            .lines()
            .any(|l| l.starts_with(&format!("I GET /api/v1/nodes/{name} 200"))),
        "{stderr}"
    );
}

#[tokio::test]
async fn regate_taints_and_resets_in_one_write() {
    let (c, client, f) = seeded("regate", &[Situation::Released, Situation::Ungated]).await;
    let node = &f.names(Situation::Released)[0];
    let cpu = &f.names(Situation::Ungated)[0];
    let before = facts(&client, node).await;
    let cpu_before = facts(&client, cpu).await;
    let out = run(
        c,
        &[
            "regate",
            node,
            cpu,
            "-y",
            "-v=6",
            "-o",
            "json",
            "--runtime-required-taint",
            GATE,
        ],
    );
    // The CPU node is skipped (no runtime-required CR selects it): exit 1, as README's table.
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    let after = facts(&client, node).await;
    // Every runtime-required CR that selects a released GPU node: the fleet's gpu-runtime (and
    // any others that have state there) lose their state; the marker stays.
    let mut want = expect_reset(&before, &f.cr_name(Role::Runtime));
    for r in [Role::KernelPatch, Role::Firmware, Role::Tools] {
        if before
            .annotations
            .keys()
            .any(|k| k.ends_with(&format!("nodeState_{}", f.cr_name(r))))
        {
            want = expect_reset(&want, &f.cr_name(r));
        }
    }
    want.taints = before.taints.clone();
    want.taints.push(json!({"key": "nodewright.nvidia.com", "value": "runtime-required", "effect": "NoSchedule"}));
    assert_eq!(after, want, "{}", describe(&out));
    assert!(
        after
            .annotations
            .contains_key("nodewright.nvidia.com/autoTaint_nodewright.nvidia.com")
    );
    assert_eq!(
        node_patches(&out)
            .iter()
            .filter(|l| l.contains(&format!("/nodes/{node}?")))
            .count(),
        1,
        "one write:\n{}",
        describe(&out)
    );
    // A node no runtime-required CR selects is skipped: nothing would ever remove the taint.
    assert_eq!(facts(&client, cpu).await, cpu_before);
    assert_eq!(
        write_outcomes(&json_of(&out))[&format!("node/{cpu}")],
        "skipped"
    );
}

#[tokio::test]
async fn forget_then_restore_gives_back_byte_identical_annotations() {
    let (c, client, f) = seeded("forget", &[Situation::Released, Situation::OrphanedState]).await;
    let all = names(&f);
    let before = all_facts(&client, &all).await;
    let dir = tempfile::tempdir().expect("tmp");
    let backup = dir.path().join("b.json");
    let mut args = vec!["forget".to_string()];
    args.extend(all.iter().cloned());
    args.extend(["-y", "--backup", backup.to_str().expect("utf8"), "-v=6"].map(String::from));
    let out = run(c, &args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(out.status.success(), "{}", describe(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(backup.to_str().expect("utf8")),
        "backup path printed"
    );
    let mid = all_facts(&client, &all).await;
    for n in &all {
        let op = |k: &String| {
            (k.starts_with("nodewright.nvidia.com/") || k.starts_with("skyhook.nvidia.com/"))
                && !k.ends_with("/ignore")
                && [
                    "nodeState_",
                    "status_",
                    "version_",
                    "cordon_",
                    "drainStart_",
                    "autoTaint_",
                    "runtimeRequiredCordon",
                ]
                .iter()
                .any(|p| k.split_once('/').is_some_and(|(_, r)| r.starts_with(p)))
        };
        let mut want = before[n].clone();
        want.annotations.retain(|k, _| !op(k));
        want.labels.retain(|k, _| !op(k));
        assert_eq!(mid[n], want, "node {n} after forget");
    }
    assert_eq!(node_patches(&out).len(), all.len());
    let out = run(
        c,
        &["restore", backup.to_str().expect("utf8"), "-y", "-v=6"],
    );
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(
        all_facts(&client, &all).await,
        before,
        "restore gives back exactly what forget removed"
    );
    // A value changed since the backup is not overwritten without --force.
    let released = &f.names(Situation::Released)[0];
    let cr = f.cr_name(Role::Runtime);
    let out = run(
        c,
        &[
            "forget",
            released,
            "-y",
            "--backup",
            backup.to_str().expect("utf8"),
        ],
    );
    assert!(out.status.success(), "{}", describe(&out));
    let api = Api::<Node>::all(client.clone());
    let key = format!("nodewright.nvidia.com/version_{cr}");
    api.patch(
        released,
        &PatchParams::default(),
        &Patch::Merge(&json!({"metadata": {"annotations": {key.clone(): "v9.9.9"}}})),
    )
    .await
    .expect("patch");
    let out = run(
        c,
        &[
            "restore",
            backup.to_str().expect("utf8"),
            "-y",
            "-o",
            "json",
        ],
    );
    // A node skipped because a key changed since the backup: exit 1.
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    assert_eq!(
        write_outcomes(&json_of(&out))[&format!("node/{released}")],
        "skipped"
    );
    assert_eq!(facts(&client, released).await.annotations[&key], "v9.9.9");
    let out = run(
        c,
        &["restore", backup.to_str().expect("utf8"), "-y", "--force"],
    );
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(facts(&client, released).await, before[released]);
}

#[tokio::test]
async fn without_confirm_and_without_a_terminal_it_refuses_with_exit_2_and_changes_nothing() {
    let c = Cluster::shared();
    let client = c.client().await;
    let name = common::unique("refuse");
    common::node(&name).apply(&client).await;
    let before = Api::<Node>::all(client.clone())
        .get(&name)
        .await
        .expect("get");
    let out = run(
        c,
        &["taint", &name, "--runtime-required-taint", GATE, "-v=6"],
    );
    assert_eq!(out.status.code(), Some(2), "{}", describe(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--confirm"),
        "{}",
        describe(&out)
    );
    assert!(node_patches(&out).is_empty());
    let after = Api::<Node>::all(client.clone())
        .get(&name)
        .await
        .expect("get");
    assert_eq!(
        before.metadata.resource_version,
        after.metadata.resource_version
    );
}

#[tokio::test]
async fn dry_runs_change_nothing() {
    let c = Cluster::shared();
    let client = c.client().await;
    let name = common::unique("dry");
    common::node(&name)
        .taint("dedicated", "gpu", "NoSchedule")
        .apply(&client)
        .await;
    let before = Api::<Node>::all(client.clone())
        .get(&name)
        .await
        .expect("get");
    let out = run(
        c,
        &[
            "taint",
            &name,
            "--runtime-required-taint",
            GATE,
            "--dry-run=server",
            "-v=6",
            "-o",
            "json",
        ],
    );
    assert!(out.status.success(), "{}", describe(&out));
    let patches = node_patches(&out);
    assert_eq!(patches.len(), 1, "{}", describe(&out));
    assert!(
        patches[0].contains("dryRun=All") && patches[0].contains("fieldManager=kubectl-nodewright"),
        "{patches:?}"
    );
    let doc = json_of(&out);
    assert_eq!(doc["items"][0]["dryRun"], "server");
    let out = run(
        c,
        &[
            "taint",
            &name,
            "--runtime-required-taint",
            GATE,
            "--dry-run",
            "-v=6",
            "-o",
            "json",
        ],
    );
    assert!(out.status.success(), "{}", describe(&out));
    assert!(
        node_patches(&out).is_empty(),
        "client dry run sends nothing"
    );
    let doc = json_of(&out);
    assert!(
        doc["items"][0]["changes"][0].as_str().is_some_and(
            |c| c.contains("add taint nodewright.nvidia.com=runtime-required:NoSchedule")
        ),
        "{doc}"
    );
    let after = Api::<Node>::all(client.clone())
        .get(&name)
        .await
        .expect("get");
    assert_eq!(
        before.metadata.resource_version,
        after.metadata.resource_version
    );
}

#[tokio::test]
async fn a_failing_node_is_reported_with_exit_1_while_the_others_change() {
    let c = Cluster::shared();
    let client = c.client().await;
    let good = common::unique("ok");
    let bad = common::unique("bad");
    common::node(&good).apply(&client).await;
    common::node(&bad).apply(&client).await;
    // A backup whose entry for `bad` is a label value the API server rejects.
    let dir = tempfile::tempdir().expect("tmp");
    let file = dir.path().join("b.json");
    let doc = json!({"apiVersion": "kubectl-nodewright/v1", "kind": "ForgetBackup", "createdAt": "2026-01-01T00:00:00Z", "entries": [
        {"node": good, "key": "nodewright.nvidia.com/status_x", "where": "label", "value": "complete", "resourceVersion": "1"},
        {"node": good, "key": "nodewright.nvidia.com/status_x", "where": "annotation", "value": "complete", "resourceVersion": "1"},
        {"node": bad, "key": "nodewright.nvidia.com/status_x", "where": "label", "value": "not a valid label value!", "resourceVersion": "1"}]});
    std::fs::write(&file, doc.to_string()).expect("write");
    let out = run(
        c,
        &["restore", file.to_str().expect("utf8"), "-y", "-o", "json"],
    );
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    let o = write_outcomes(&json_of(&out));
    assert_eq!(o[&format!("node/{good}")], "changed");
    assert_eq!(o[&format!("node/{bad}")], "failed");
    let g = facts(&client, &good).await;
    assert_eq!(
        g.labels
            .get("nodewright.nvidia.com/status_x")
            .map(String::as_str),
        Some("complete")
    );
    assert_eq!(
        g.annotations
            .get("nodewright.nvidia.com/status_x")
            .map(String::as_str),
        Some("complete")
    );
    assert!(
        !facts(&client, &bad)
            .await
            .labels
            .contains_key("nodewright.nvidia.com/status_x")
    );
}

#[tokio::test]
async fn untaint_ignore_and_lifecycle_write_exactly_their_keys() {
    let (c, client, f) = seeded(
        "misc",
        &[Situation::TaintNotTolerated, Situation::LegacyTaint],
    )
    .await;
    let all = names(&f);
    let before = all_facts(&client, &all).await;
    let out = run(
        c,
        &[
            "untaint",
            &all[0],
            &all[1],
            "-y",
            "--runtime-required-taint",
            GATE,
        ],
    );
    assert!(out.status.success(), "{}", describe(&out));
    for n in &all {
        let mut want = before[n].clone();
        want.taints.retain(|t| {
            !(t["effect"] == "NoSchedule"
                && (t["key"] == "nodewright.nvidia.com" || t["key"] == "skyhook.nvidia.com"))
        });
        assert_eq!(facts(&client, n).await, want, "node {n} after untaint");
    }
    let mid = all_facts(&client, &all).await;
    let out = run(c, &["node", "ignore", &all[0], "-y"]);
    assert!(out.status.success(), "{}", describe(&out));
    let mut want = mid[&all[0]].clone();
    want.labels
        .insert("nodewright.nvidia.com/ignore".into(), "true".into());
    assert_eq!(facts(&client, &all[0]).await, want);
    let out = run(c, &["node", "unignore", &all[0], "-y"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(facts(&client, &all[0]).await, mid[&all[0]]);

    let cr = f.cr_name(Role::Monitoring);
    let nw = fleet::api_resource("nodewright.nvidia.com", "NodeWright");
    let api = Api::<kube::api::DynamicObject>::all_with(client.clone(), &nw);
    let out = run(c, &["pause", &cr, "-y"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(
        api.get(&cr)
            .await
            .expect("cr")
            .metadata
            .annotations
            .unwrap_or_default()["nodewright.nvidia.com/pause"],
        "true"
    );
    let out = run(c, &["resume", &cr, "-y"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert!(
        !api.get(&cr)
            .await
            .expect("cr")
            .metadata
            .annotations
            .unwrap_or_default()
            .contains_key("nodewright.nvidia.com/pause")
    );
    let runtime = f.cr_name(Role::Runtime);
    let out = run(c, &["dp", "reset", &runtime, "-y", "-o", "json"]);
    assert!(out.status.success(), "{}", describe(&out));
    let obj = api.get(&runtime).await.expect("cr");
    assert_eq!(
        obj.data["status"]["compartmentStatuses"]["__default__"]["batchState"]["currentBatch"],
        1
    );
}

/// A node without labels or annotations: the plan creates each map (guarded by the
/// resourceVersion) in one PATCH, because the node views say which maps exist; an `add` into a
/// missing map would fail its first PATCH and need a re-read.
#[tokio::test]
async fn writes_into_missing_maps_create_them_in_one_patch() {
    let c = Cluster::shared();
    let client = c.client().await;
    let name = common::unique("bare");
    let mut bare = common::node(&name);
    if let Some(m) = bare.0["metadata"].as_object_mut() {
        m.remove("labels");
        m.remove("annotations");
    }
    bare.apply(&client).await;
    let out = run(c, &["node", "ignore", &name, "-y", "-v=6"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(node_patches(&out).len(), 1, "{}", describe(&out));
    let f = facts(&client, &name).await;
    assert_eq!(
        f.labels
            .get("nodewright.nvidia.com/ignore")
            .map(String::as_str),
        Some("true"),
        "{f:?}"
    );
}
