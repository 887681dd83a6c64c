//! Several clusters as one view (`--context a,b,c`, `--all-contexts`; docs/several-clusters.md) against real
//! control planes: the shared one (as its admin, and as `nobody`, whom RBAC refuses), two more of
//! their own (a cluster still on the legacy operator, and one that finished the migration), a
//! dead context (a closed port) and a slow one (a port that accepts and never answers), all
//! merged into one kubeconfig.
//!
//! The two extra control planes run side by side (their own CLUSTER_DIRs) and are stopped when
//! the test that started them ends, pass or fail.

mod common;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, Instant};

use common::fleet::{self, FLEET_LABEL, Flavor, Fleet, Operator, Situation};
use common::{Cluster, OwnCluster, describe, kubeconfig, run_plugin_as, unique};
use kube::config::Kubeconfig;
use serde_json::Value;

/// A loopback port nobody listens on.
fn closed_port() -> u16 {
    let l = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = l.local_addr().expect("addr").port();
    drop(l);
    port
}

/// A loopback port that accepts connections and never answers (held for the test's life).
fn silent_port() -> u16 {
    let l = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = l.local_addr().expect("addr").port();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for s in l.incoming().flatten() {
            held.push(s);
        }
    });
    port
}

/// One kubeconfig holding a context per (name, kubeconfig file) pair, each with its own cluster
/// and user entries, plus a context per (name, server) pair that reuses the first entry's
/// credentials against another address.
fn merged_kubeconfig(dir: &Path, from: &[(&str, &Path)], fake: &[(&str, String)]) -> PathBuf {
    let mut out = Kubeconfig::default();
    for (name, path) in from {
        let kc = Kubeconfig::read_from(path).expect("read kubeconfig");
        kubeconfig::add_context(&mut out, name, &kc, None).expect("a context");
    }
    // The unreachable ones: the first cluster's credentials, another address.
    let first = Kubeconfig::read_from(from[0].1).expect("read kubeconfig");
    for (name, server) in fake {
        kubeconfig::add_context(&mut out, name, &first, Some(server.clone())).expect("a context");
    }
    out.current_context = Some(from[0].0.to_string());
    let path = dir.join("fleet.kubeconfig");
    kubeconfig::write(&out, &path).expect("write kubeconfig");
    path
}

fn exit(out: &Output) -> i32 {
    out.status.code().unwrap_or(-1)
}

fn json(out: &Output) -> Value {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}", describe(out)))
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `context` of each item, in order.
fn item_contexts(doc: &Value) -> Vec<String> {
    doc["items"]
        .as_array()
        .unwrap_or(&Vec::new())
        .iter()
        .map(|i| i["context"].as_str().unwrap_or("").to_string())
        .collect()
}

/// The `contexts` list as (context, status, reason).
fn context_statuses(doc: &Value) -> Vec<(String, String, String)> {
    doc["contexts"]
        .as_array()
        .unwrap_or(&Vec::new())
        .iter()
        .map(|c| {
            (
                c["context"].as_str().unwrap_or("").to_string(),
                c["status"].as_str().unwrap_or("").to_string(),
                c["reason"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

fn st(c: &str, s: &str, r: &str) -> (String, String, String) {
    (c.into(), s.into(), r.into())
}

#[tokio::test]
async fn one_view_over_several_clusters_with_a_dead_and_a_forbidden_context() {
    // Two control planes of their own, started side by side.
    let (legacy, migrated) = std::thread::scope(|s| {
        let a = s.spawn(|| OwnCluster::up("contexts-legacy"));
        let b = s.spawn(|| OwnCluster::up("contexts-migrated"));
        (
            a.join().expect("legacy control plane"),
            b.join().expect("migrated control plane"),
        )
    });
    let shared = Cluster::shared();

    // The shared cluster: a few nodes of this run (other tests' nodes are filtered out by id).
    let east_id = unique("east");
    let mut east = Fleet::new(&east_id, Flavor::Renamed);
    let east_stuck = east.add(Situation::Erroring);
    east.add(Situation::Released);
    fleet::seed(&shared.client().await, &east, 4)
        .await
        .expect("seed east");
    // A cluster still on the legacy operator: not ready for the removal release.
    let mut lg = Fleet::new("ctxlg", Flavor::Legacy);
    let lg_gated = lg.add(Situation::GatedInProgress);
    lg.add(Situation::Released);
    let lg_client = legacy.0.client().await;
    fleet::seed(&lg_client, &lg, 4).await.expect("seed legacy");
    fleet::seed_operator(&lg_client, &Operator::for_flavor(Flavor::Legacy))
        .await
        .expect("legacy operator");
    // A cluster that finished the migration: ready.
    let mut mg = Fleet::new("ctxmg", Flavor::Renamed);
    mg.add(Situation::Released);
    mg.add(Situation::GatedInProgress);
    let mg_client = migrated.0.client().await;
    fleet::seed(&mg_client, &mg, 4)
        .await
        .expect("seed migrated");
    fleet::seed_operator(&mg_client, &Operator::for_flavor(Flavor::Renamed))
        .await
        .expect("renamed operator");

    let tmp = tempfile::tempdir().expect("tempdir");
    let kc = merged_kubeconfig(
        tmp.path(),
        &[
            ("east", &shared.admin_kubeconfig),
            ("legacy", &legacy.0.admin_kubeconfig),
            ("migrated", &migrated.0.admin_kubeconfig),
            ("nobody", &shared.nobody_kubeconfig),
        ],
        &[("dead", format!("https://127.0.0.1:{}", closed_port()))],
    );
    let run = |args: &[&str]| run_plugin_as(&kc, args);
    let sel = format!("{FLEET_LABEL} in ({east_id},ctxlg,ctxmg)");

    // --- status: items of every reachable context, each carrying its context; the dead and
    // the forbidden context are named, on stderr and in the JSON; exit 1.
    let all = "east,legacy,migrated,nobody,dead";
    let out = run(&["status", "-l", &sel, "--context", all, "-o", "json"]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    let doc = json(&out);
    assert_eq!(doc["apiVersion"], "kubectl-nodewright/v1");
    assert_eq!(doc["kind"], "NodeGateList");
    assert_eq!(
        item_contexts(&doc),
        ["east", "east", "legacy", "legacy", "migrated", "migrated"],
        "{}",
        describe(&out)
    );
    assert_eq!(
        context_statuses(&doc),
        [
            st("east", "ok", ""),
            st("legacy", "ok", ""),
            st("migrated", "ok", ""),
            st("nobody", "failed", "forbidden"),
            st("dead", "failed", "unreachable"),
        ]
    );
    assert_eq!(doc["contexts"][0]["nodes"], 2);
    assert!(
        doc["contexts"][4]["error"]
            .as_str()
            .is_some_and(|e| e.contains("cannot reach the API server")),
        "{}",
        doc["contexts"][4]
    );
    let err = stderr(&out);
    assert!(err.contains("error: context dead: cannot reach"), "{err}");
    assert!(err.contains("error: context nobody: forbidden"), "{err}");
    assert!(err.contains("2 failed (nobody, dead)"), "{err}");
    // Each context's items are exactly what that context alone reports.
    for (ctx, id) in [
        ("east", east_id.as_str()),
        ("legacy", "ctxlg"),
        ("migrated", "ctxmg"),
    ] {
        let one = run(&[
            "status",
            "-l",
            &format!("{FLEET_LABEL}={id}"),
            "--context",
            ctx,
            "-o",
            "json",
        ]);
        assert_eq!(exit(&one), 0, "{}", describe(&one));
        let one = json(&one);
        assert!(one.get("contexts").is_none(), "one context keeps its shape");
        let mut from_fleet: Vec<Value> = doc["items"]
            .as_array()
            .unwrap_or(&Vec::new())
            .iter()
            .filter(|i| i["context"] == ctx)
            .cloned()
            .collect();
        for i in &mut from_fleet {
            i.as_object_mut().map(|o| o.remove("context"));
        }
        assert_eq!(
            Value::Array(from_fleet),
            one["items"],
            "{ctx}: the fleet view differs from the context's own"
        );
    }

    // The table: a CONTEXT column and a summary per context on stderr.
    let out = run(&["status", "-l", &sel, "--context", all]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    let text = stdout(&out);
    assert!(
        text.lines()
            .next()
            .is_some_and(|h| h.starts_with("CONTEXT") && h.contains("NODE")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("east") && l.contains(&east_stuck) && l.contains("stuck")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("legacy") && l.contains(&lg_gated)),
        "{text}"
    );
    let err = stderr(&out);
    assert!(err.contains("east: 2 nodes:"), "{err}");
    assert!(err.contains("migrated: 2 nodes:"), "{err}");

    // Only reachable contexts: exit 0. Every context failing to connect: exit 3.
    let out = run(&["status", "-l", &sel, "--context", "east,migrated"]);
    assert_eq!(exit(&out), 0, "{}", describe(&out));
    let out = run(&["status", "--context", "dead,ghost"]);
    assert_eq!(exit(&out), 3, "{}", describe(&out));
    assert!(
        stderr(&out).contains("context \"ghost\" not found in the kubeconfig"),
        "{}",
        describe(&out)
    );

    // --all-contexts: every context of the kubeconfig, sorted by name, one at a time here.
    let out = run(&[
        "status",
        "-l",
        &sel,
        "--all-contexts",
        "--max-clusters",
        "1",
        "-o",
        "json",
    ]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    let names: Vec<String> = context_statuses(&json(&out))
        .into_iter()
        .map(|c| c.0)
        .collect();
    assert_eq!(names, ["dead", "east", "legacy", "migrated", "nobody"]);

    // --- migration status: a verdict per cluster and one for the fleet, the legacy cluster first
    // to fix; the dead context cannot be checked.
    let out = run(&[
        "migration",
        "status",
        "--context",
        "migrated,legacy,dead",
        "-o",
        "json",
    ]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    let doc = json(&out);
    assert_eq!(doc["kind"], "MigrationReportList");
    assert_eq!(item_contexts(&doc), ["migrated", "legacy"]);
    assert_eq!(doc["items"][0]["verdict"]["readiness"], "ready");
    assert_eq!(doc["items"][1]["verdict"]["readiness"], "not-ready");
    assert_eq!(
        context_statuses(&doc),
        [
            st("migrated", "ok", ""),
            st("legacy", "not-ready", ""),
            st("dead", "failed", "unreachable"),
        ]
    );
    assert_eq!(doc["verdict"]["readiness"], "not-ready");
    assert_eq!(doc["verdict"]["fixFirst"][0]["context"], "legacy");
    assert_eq!(
        doc["verdict"]["fixFirst"]
            .as_array()
            .map(Vec::len)
            .unwrap_or(0),
        1
    );
    assert_eq!(doc["verdict"]["unknown"], serde_json::json!(["dead"]));
    let out = run(&["migration", "status", "--context", "migrated,legacy,dead"]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    let text = stdout(&out);
    assert!(
        text.lines()
            .any(|l| l.starts_with("migrated") && l.contains("READY") && !l.contains("NOT")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("legacy") && l.contains("NOT READY")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("dead") && l.contains("FAILED")),
        "{text}"
    );
    assert!(
        text.contains("VERDICT FOR v0.21.0 ACROSS 3 CONTEXTS: NOT READY"),
        "{text}"
    );
    assert!(text.contains("1. legacy ("), "{text}");
    assert!(text.contains("the operator is v0.15.0"), "{text}");
    // The migrated cluster alone is ready: exit 0.
    let out = run(&["migration", "status", "--context", "migrated,migrated"]);
    assert_eq!(exit(&out), 0, "{}", describe(&out));

    // --- rollout: every NodeWright of each context, each carrying its context.
    let out = run(&["rollout", "--context", "legacy,migrated,dead", "-o", "json"]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    let doc = json(&out);
    assert_eq!(doc["kind"], "RolloutList");
    let ctxs = item_contexts(&doc);
    assert!(
        ctxs.iter().any(|c| c == "legacy") && ctxs.iter().any(|c| c == "migrated"),
        "{ctxs:?}"
    );
    assert!(
        ctxs.windows(2).all(|w| w[0] <= w[1]),
        "in context order: {ctxs:?}"
    );
    let runtime_cr = lg.cr_name(fleet::Role::Runtime);
    assert!(
        doc["items"]
            .as_array()
            .unwrap_or(&Vec::new())
            .iter()
            .any(|i| i["context"] == "legacy" && i["name"] == runtime_cr.as_str()),
        "{doc}"
    );
    assert_eq!(
        context_statuses(&doc)[2],
        st("dead", "failed", "unreachable")
    );
    let out = run(&["rollout", "--context", "legacy,migrated"]);
    assert_eq!(exit(&out), 0, "{}", describe(&out));
    assert!(
        stdout(&out).contains("CONTEXT legacy\n"),
        "{}",
        describe(&out)
    );
    assert!(
        stdout(&out).contains("CONTEXT migrated\n"),
        "{}",
        describe(&out)
    );

    // --- version: one row per context, the failed one marked; items carry context.
    let out = run(&["version", "--context", "east,legacy,dead", "-o", "json"]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    let doc = json(&out);
    assert_eq!(doc["kind"], "VersionList");
    assert_eq!(item_contexts(&doc), ["east", "legacy"]);
    assert!(doc["items"][1]["serverVersion"].is_string());
    assert_eq!(doc["items"][1]["operators"][0]["version"], "v0.15.0");
    let out = run(&["version", "--context", "east,legacy,dead"]);
    let text = stdout(&out);
    assert!(text.starts_with("Client Version: v"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("legacy") && l.contains("v0.15.0")),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("dead") && l.contains("(failed)")),
        "{text}"
    );

    // --- explain: finds the node's cluster.
    let out = run(&[
        "explain",
        &lg_gated,
        "--context",
        "east,legacy,migrated",
        "-o",
        "json",
    ]);
    assert_eq!(exit(&out), 0, "{}", describe(&out));
    let doc = json(&out);
    assert_eq!(doc["kind"], "NodeGate");
    assert_eq!(doc["context"], "legacy");
    assert_eq!(doc["name"], lg_gated.as_str());
    let out = run(&["explain", &lg_gated, "--context", "east,legacy,dead"]);
    assert_eq!(exit(&out), 1, "a context failed: {}", describe(&out));
    assert!(
        stdout(&out).starts_with("Context:       legacy\n"),
        "{}",
        describe(&out)
    );
    let out = run(&["explain", "no-such-node", "--context", "east,migrated"]);
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    assert!(
        stderr(&out).contains("not found in any of the 2 contexts"),
        "{}",
        describe(&out)
    );

    // --- writes stay single-context: refused before anything is sent, exit 2.
    let out = run(&[
        "taint",
        &east_stuck,
        "--context",
        "east,legacy",
        "--confirm",
    ]);
    assert_eq!(exit(&out), 2, "{}", describe(&out));
    assert!(
        stderr(&out).contains("single --context"),
        "{}",
        describe(&out)
    );
    let out = run(&["untaint", &lg_gated, "--all-contexts", "--confirm"]);
    assert_eq!(exit(&out), 2, "{}", describe(&out));
    let out = run(&[
        "migration",
        "taints",
        "--all",
        "--context",
        "legacy,migrated",
        "-y",
    ]);
    assert_eq!(exit(&out), 2, "{}", describe(&out));
    let still = run(&["status", &lg_gated, "--context", "legacy", "-o", "json"]);
    // The legacy operator's own gate taint is still there.
    assert_eq!(
        json(&still)["items"][0]["taint"]["key"],
        "skyhook.nvidia.com",
        "nothing was written: {}",
        describe(&still)
    );
}

#[test]
fn a_slow_context_times_out_alone_and_the_others_are_shown() {
    let shared = Cluster::shared();
    let tmp = tempfile::tempdir().expect("tempdir");
    let kc = merged_kubeconfig(
        tmp.path(),
        &[("east", &shared.admin_kubeconfig)],
        &[
            ("slow", format!("https://127.0.0.1:{}", silent_port())),
            ("slow2", format!("https://127.0.0.1:{}", silent_port())),
        ],
    );
    let started = Instant::now();
    let out = run_plugin_as(
        &kc,
        [
            "version",
            "--context",
            "slow,east",
            "--context-timeout",
            "2s",
            "-o",
            "json",
        ],
    );
    let took = started.elapsed();
    assert_eq!(exit(&out), 1, "{}", describe(&out));
    let doc = json(&out);
    assert_eq!(item_contexts(&doc), ["east"]);
    assert_eq!(doc["contexts"][0]["context"], "slow");
    assert_eq!(doc["contexts"][0]["status"], "failed");
    assert!(
        doc["contexts"][0]["error"]
            .as_str()
            .is_some_and(|e| e.contains("--context-timeout")),
        "{}",
        doc["contexts"][0]
    );
    assert!(
        took < Duration::from_secs(20),
        "the slow context held the command for {took:?}"
    );
    // Without a fast context it is the only one, and it could not be reached: exit 3.
    let out = run_plugin_as(
        &kc,
        [
            "status",
            "--context",
            "slow,slow2",
            "--context-timeout",
            "1s",
        ],
    );
    assert_eq!(exit(&out), 3, "{}", describe(&out));
}
